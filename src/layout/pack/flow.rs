//! Continuous packing: the symbols as rigid outlines that all grow while they push each
//! other apart.
//!
//! Each symbol's edge points are looked up in its neighbours' signed distance fields; a point
//! closer than the gap pushes both symbols apart along the field's gradient and turns them
//! about their centres, so a symbol slides and twists into a neighbour's curve instead of
//! stopping at the first touch as whole-cell moves do. The common scale grows while nothing
//! touches; when a jam does not ease, the packing goes back to the last clear state and grows
//! more gently. [`Packer::finish`] then checks every edge pixel, not just the thinned outline,
//! and pushes apart (or at last shrinks) what still comes too close.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Packer, Poses};
use crate::geom::CardOutline;

/// Iterations (one push of every symbol each) per packing.
const ITERATIONS: usize = 480;
/// First growth per clear iteration of a packing from a fresh start.
pub(super) const FIRST_RATE: f32 = 0.03;
/// Growth below which the packing is finished.
const LAST_RATE: f32 = 0.004;
/// Iterations a jam may last before the packing backs off.
const JAM: usize = 24;
/// The same when one symbol grows alone: a jam there rarely eases.
const SOLO_JAM: usize = 6;
/// Share of the mean push a symbol moves per iteration.
const MOVE: f32 = 1.4;
/// Turn (radians) per mm of push at the symbol's radius: turning is what lets a symbol
/// settle into a neighbour's curve.
const TURN: f32 = 12.0;
/// Largest turn per iteration, degrees.
const MAX_TURN: f32 = 20.0;
/// Rounds allowed in one try of [`Packer::finish`] (it may try twice).
const FINISH_ROUNDS: usize = 60;
/// Rounds of [`Packer::finish`] that only push, before symbols also shrink.
const FINISH_PUSHES: usize = 4;
/// Share of a flow step [`Packer::finish`] pushes by: every edge pixel pushes there, and
/// full steps overshoot into the next neighbour.
const FINISH_GAIN: f32 = 0.3;
/// Shrink per round of [`Packer::finish`].
const FINISH_SHRINK: f32 = 0.996;
/// Room (mm) kept beyond the gap while pushing.
const EXTRA: f32 = 0.06;
/// Most a symbol grows alone beyond its rank's size.
const SOLO: f32 = 1.25;
/// Ink share of its (longer side)² from which a symbol counts as solid (a disc is 0.79, a
/// typical icon 0.4–0.6); sparser ones may grow alone further ([`Packer::sparse_boost`]).
const SOLID: f32 = 0.6;
/// Most a sparse symbol grows alone beyond [`SOLO`] (linear): it gains ink on sparse
/// folders, and the cap keeps a very thin picture from towering over its rank.
const SPARSE_BOOST: f32 = 1.5;

/// The pushes on every symbol from one look at the card.
struct Pushes {
    force: Vec<(f32, f32)>,
    torque: Vec<f32>,
    count: Vec<u32>,
    /// Sum of the intrusions behind each symbol's pushes, mm.
    weight: Vec<f32>,
    /// Deepest intrusion into the gap or margin behind each symbol's pushes, mm.
    deepest: Vec<f32>,
}

impl Pushes {
    /// Deepest intrusion into the gap or margin on the card, mm.
    fn worst(&self) -> f32 {
        self.deepest.iter().copied().fold(0.0, f32::max)
    }
}

impl Packer<'_> {
    /// The gap, and the half-width of the card ink must stay within (see
    /// `CardOutline::beyond`), that pushes keep: the rules plus `extra` mm of room.
    fn limits(&self, extra: f32) -> (f32, f32) {
        (self.setup.gap + extra, self.setup.radius - self.setup.margin - extra)
    }

    /// Pushes `points` of symbol `i` (centred at `centre`, reaching `reach` mm) that lie
    /// beyond the card shrunk to a half-width of `rim` back in.
    fn rim_pushes(
        &self,
        out: &mut Pushes,
        i: usize,
        centre: (f32, f32),
        reach: f32,
        rim: f32,
        points: &[(f32, f32)],
    ) {
        let card = &self.setup.card;
        if let CardOutline::Round { .. } = card {
            if (centre.0 * centre.0 + centre.1 * centre.1).sqrt() + reach > rim {
                for &(qx, qy) in points {
                    let r2 = qx * qx + qy * qy;
                    if r2 > rim * rim {
                        let r = r2.sqrt();
                        let pen = r - rim;
                        add(out, i, centre, (qx, qy), (-qx / r, -qy / r), pen);
                    }
                }
            }
            return;
        }
        // The card is convex and exact inside, so a symbol whose reach stays that far
        // inside has no point beyond.
        if card.beyond(centre.0, centre.1, rim).distance + reach > 0.0 {
            for &q in points {
                // Every outline holds the circle of its half-width: most points are in it.
                if q.0 * q.0 + q.1 * q.1 <= rim * rim {
                    continue;
                }
                let b = card.beyond(q.0, q.1, rim);
                if b.distance > 0.0 {
                    add(out, i, centre, q, (-b.normal.0, -b.normal.1), b.distance);
                }
            }
        }
    }

    /// Symbol `i`'s radius around its ink centre at `size`, mm.
    pub(super) fn reach_mm(&self, i: usize, size: f32) -> f32 {
        let shape = self.items[i].shape;
        (shape.reach + 0.5) * size / shape.long()
    }

    /// Looks at every pair of close symbols and at the rim.
    fn pushes(
        &self,
        p: &Poses,
        gap: f32,
        rim: f32,
        dense: bool,
        points: &mut Vec<Vec<(f32, f32)>>,
    ) -> Pushes {
        let n = p.centre.len();
        let mut out = Pushes {
            force: vec![(0.0, 0.0); n],
            torque: vec![0.0; n],
            count: vec![0; n],
            weight: vec![0.0; n],
            deepest: vec![0.0; n],
        };
        let reach: Vec<f32> = (0..n).map(|i| self.reach_mm(i, p.size[i])).collect();
        // mm per mask pixel.
        let px: Vec<f32> = (0..n).map(|i| p.size[i] / self.items[i].shape.long()).collect();
        // Turns, once per symbol rather than once per point.
        let rot: Vec<(f32, f32)> = p.angle.iter().map(|&a| crate::geom::sin_cos_deg(a)).collect();
        points.resize(n, Vec::new());
        for i in 0..n {
            let shape = self.items[i].shape;
            let k = px[i];
            let ((s, c), ci) = (rot[i], p.centre[i]);
            points[i].clear();
            let outline = if dense { &shape.edge } else { &shape.contour };
            points[i].extend(
                outline
                    .points
                    .iter()
                    .map(|&(x, y)| (ci.0 + k * (x * c - y * s), ci.1 + k * (x * s + y * c))),
            );
            // Points are pixel centres: a pixel's corner reaches 0.71 pixel farther.
            self.rim_pushes(&mut out, i, ci, reach[i], rim - 0.71 * k, &points[i]);
        }
        for i in 0..n {
            let ci = p.centre[i];
            let ki = px[i];
            let outline =
                if dense { &self.items[i].shape.edge } else { &self.items[i].shape.contour };
            for j in 0..n {
                let (cj, kj) = (p.centre[j], px[j]);
                let far = reach[i] + reach[j] + gap + ki + kj;
                let apart2 = (ci.0 - cj.0).powi(2) + (ci.1 - cj.1).powi(2);
                if j == i || apart2 > far * far {
                    continue;
                }
                // Points of i in j's field; j's points in i's field come with (j, i).
                let other = self.items[j].shape;
                let (s, c) = rot[j];
                let (hw, hh) = (other.w as f32 / 2.0, other.h as f32 / 2.0);
                // The field holds distances between pixel centres, and i's points are pixel
                // centres too: each pixel reaches up to 0.71 pixel towards the other (a turned
                // corner), and interpolating j's field reads up to a quarter pixel long.
                let gap = gap + 0.71 * ki + 0.96 * kj;
                let near = (reach[j] + gap).powi(2);
                // Turn by -angle and scale to pixels in one step.
                let (cs, ss) = (c / kj, s / kj);
                // Beyond j's mask box by more than the gap (in j's pixels), no ink is near:
                // a cheaper test than the field, and tighter than the circle for long shapes.
                let (bw, bh) = (hw + gap / kj, hh + gap / kj);
                // Only i's points in the cone from i's centre that holds the circle of
                // radius reach + gap around j's centre can pass the first test below, and the
                // outline is sorted by angle: look at those alone (a small slack for rounding).
                let (apart, ring) = (apart2.sqrt(), reach[j] + gap);
                let half = if apart > ring {
                    asin_above(ring / apart) + 0.01
                } else {
                    std::f32::consts::PI
                };
                let towards = libm::atan2f(cj.1 - ci.1, cj.0 - ci.0) - p.angle[i].to_radians();
                let [first, second] = outline.window(towards, half);
                for &(qx, qy) in points[i][first].iter().chain(&points[i][second]) {
                    let (dx, dy) = (qx - cj.0, qy - cj.1);
                    if dx * dx + dy * dy > near {
                        continue;
                    }
                    // Back into j's mask: turn by -angle, then to pixels.
                    let (u, v) = (dx * cs + dy * ss, dy * cs - dx * ss);
                    if u.abs() > bw || v.abs() > bh {
                        continue;
                    }
                    let (d, gx, gy) = other.signed(u + hw, v + hh);
                    let pen = gap - d * kj;
                    if pen <= 0.0 {
                        continue;
                    }
                    let (mut nx, mut ny) = (gx * c - gy * s, gx * s + gy * c);
                    let len = (nx * nx + ny * ny).sqrt();
                    if len < 1e-4 {
                        let l = (dx * dx + dy * dy).sqrt().max(1e-4);
                        (nx, ny) = (dx / l, dy / l);
                    } else {
                        (nx, ny) = (nx / len, ny / len);
                    }
                    add(&mut out, i, ci, (qx, qy), (nx, ny), pen);
                    add(&mut out, j, cj, (qx, qy), (-nx, -ny), pen);
                }
            }
        }
        out
    }

    /// Grows `poses` from the common `scale` while pushing: all together until that jams,
    /// or, with `alone`, one symbol at a time. The best clear state's scale and poses.
    pub(super) fn flow(
        &self,
        mut scale: f32,
        mut poses: Poses,
        alone: bool,
        first_rate: f32,
        rng: &mut ChaCha8Rng,
    ) -> (f32, Poses) {
        let n = poses.size.len();
        // Pushes keep a little more than the gap and margin, so contacts settle clear of
        // them instead of hovering on them.
        let (gap, rim) = self.limits(EXTRA);
        let mut best = (scale, poses.clone(), 0.0f32);
        let mut rate = first_rate;
        let mut jam = 0;
        // After the common scale: which symbol is growing alone, and which could not.
        let mut solo: Option<usize> = alone.then_some(n - 1);
        let mut stuck = vec![false; n];
        let mut points = Vec::new();
        for _ in 0..ITERATIONS {
            let push = self.pushes(&poses, gap, rim, false, &mut points);
            if push.worst() <= EXTRA {
                let ink = self.ink_of(&poses);
                if ink > best.2 {
                    best = (scale, poses.clone(), ink);
                }
                jam = 0;
                match solo {
                    None => {
                        scale *= 1.0 + rate;
                        self.set_sizes(&mut poses, scale);
                    }
                    Some(last) => match self.next_grower(&poses, scale, rate, last, &stuck) {
                        Some(i) => {
                            poses.size[i] *= 1.0 + rate;
                            solo = Some(i);
                        }
                        None => break,
                    },
                }
                continue;
            }
            jam += 1;
            if jam > if solo.is_some() { SOLO_JAM } else { JAM } {
                jam = 0;
                (scale, poses) = (best.0, best.1.clone());
                match solo {
                    None => {
                        rate *= 0.5;
                        if rate < LAST_RATE {
                            break;
                        } else {
                            scale *= 1.0 + rate;
                            self.set_sizes(&mut poses, scale);
                        }
                    }
                    Some(i) => {
                        stuck[i] = true;
                        if stuck.iter().all(|&s| s) {
                            rate *= 0.5;
                            if rate < LAST_RATE {
                                break;
                            }
                            stuck.fill(false);
                        }
                    }
                }
                continue;
            }
            self.step(&mut poses, &push, 1.0, rng);
        }
        (best.0, best.1)
    }

    /// Pushes `poses` apart, as they are, for at most [`JAM`] iterations: the poses once
    /// clear, None if they stay jammed.
    pub(super) fn untangle(&self, mut poses: Poses, rng: &mut ChaCha8Rng) -> Option<Poses> {
        let (gap, rim) = self.limits(EXTRA);
        let mut points = Vec::new();
        for _ in 0..=JAM {
            let push = self.pushes(&poses, gap, rim, false, &mut points);
            if push.worst() <= EXTRA {
                return Some(poses);
            }
            self.step(&mut poses, &push, 1.0, rng);
        }
        None
    }

    /// Moves and turns every pushed symbol of `poses` by `gain` times its pushes.
    fn step(&self, poses: &mut Poses, push: &Pushes, gain: f32, rng: &mut ChaCha8Rng) {
        let jitter = 0.01 * self.setup.lattice.cell;
        for i in 0..poses.size.len() {
            if push.count[i] == 0 || !self.free(i) {
                continue;
            }
            let (fx, fy) = push.force[i];
            let w = push.weight[i].max(1e-6);
            poses.centre[i].0 += gain * MOVE * fx / w + rng.random_range(-jitter..jitter);
            poses.centre[i].1 += gain * MOVE * fy / w + rng.random_range(-jitter..jitter);
            let r = self.reach_mm(i, poses.size[i]).max(1e-3);
            let turn = (gain * TURN * push.torque[i] / (w * r * r)).to_degrees();
            let turn = turn.clamp(-MAX_TURN, MAX_TURN);
            poses.angle[i] = self.items[i].rotation.turn(poses.angle[i], turn);
        }
    }

    /// Checks `poses` against every edge pixel, not the thinned outline the flow pushes with
    /// (a thin part of one symbol can cross the other's outline between two thinned points).
    /// Symbols still too close are pushed apart gently for a few rounds, then shrink a little
    /// each round as well until none is; if that does not settle, they only shrink, from the
    /// poses as given. None if even that fails.
    pub(super) fn finish(&self, poses: Poses, rng: &mut ChaCha8Rng) -> Option<Poses> {
        self.settle(poses.clone(), FINISH_GAIN, rng).or_else(|| self.settle(poses, 0.0, rng))
    }

    /// [`Packer::finish`] with pushes of `gain` times a flow step; with 0, shrinking only.
    fn settle(&self, mut poses: Poses, gain: f32, rng: &mut ChaCha8Rng) -> Option<Poses> {
        // Pushing keeps a little room beyond the gap, as in the flow; shrinking needs none.
        let extra = if gain > 0.0 { EXTRA } else { 0.0 };
        let (gap, rim) = self.limits(extra);
        let mut points = Vec::new();
        for round in 0..FINISH_ROUNDS {
            let push = self.pushes(&poses, gap, rim, true, &mut points);
            if push.worst() <= extra {
                return Some(poses);
            }
            if gain > 0.0 {
                self.step(&mut poses, &push, gain, rng);
                if round < FINISH_PUSHES {
                    continue;
                }
            }
            // Only symbols that break the rule shrink, not those merely inside the extra room,
            // nor pins, nor below the smallest size asked for.
            let floor = self.setup.min_size;
            for (i, (size, &deep)) in poses.size.iter_mut().zip(&push.deepest).enumerate() {
                if deep > extra && self.free(i) {
                    *size = (*size * FINISH_SHRINK).max(floor);
                }
            }
            // Shrinking the smallest must not stretch the size ratio. (Shrinking can bring a
            // curved symbol's tips nearer a neighbour in its curve; the next round checks.)
            let free = |i: &usize| self.free(*i);
            let smallest = (0..poses.size.len()).filter(free).map(|i| poses.size[i]);
            let cap = smallest.fold(f32::MAX, f32::min) * self.setup.size_ratio;
            for i in (0..poses.size.len()).filter(free) {
                poses.size[i] = poses.size[i].min(cap * self.items[i].weight.max(1.0));
            }
        }
        None
    }

    /// Ink area of `poses`, mm².
    pub(super) fn ink_of(&self, poses: &Poses) -> f32 {
        poses.size.iter().zip(self.items).map(|(s, it)| it.shape.ink_area * s * s).sum()
    }

    /// The symbol to grow alone next after `last`, round the card: not stuck, within
    /// [`SOLO`] of its rank's size and the size ratio (both widened for a sparse symbol by
    /// [`Packer::sparse_boost`], so the ratio holds for what the eye sees: its ink).
    fn next_grower(
        &self,
        poses: &Poses,
        scale: f32,
        rate: f32,
        last: usize,
        stuck: &[bool],
    ) -> Option<usize> {
        let n = poses.size.len();
        let smallest = poses.size.iter().copied().fold(f32::MAX, f32::min);
        (1..=n).map(|k| (last + k) % n).find(|&i| {
            let size = poses.size[i] * (1.0 + rate);
            let boost = self.sparse_boost(i) * self.items[i].weight.max(1.0);
            self.free(i)
                && !stuck[i]
                && size <= scale * self.items[i].rel * SOLO * boost
                && size <= smallest * self.setup.size_ratio * boost
        })
    }

    /// How much further than a solid symbol `i` may grow alone: a thin or scattered
    /// picture shows less ink in the same box, so where there is room it grows until its ink
    /// matches a solid one's of its rank ([`SOLID`]), at most [`SPARSE_BOOST`] times.
    ///
    /// Not sized by its ink from the start: the large sparse boxes would set the common
    /// scale and cost every card ink; growing into room that is left anyway costs nothing.
    fn sparse_boost(&self, i: usize) -> f32 {
        let ink = self.items[i].shape.ink_area.max(0.01);
        libm::sqrtf(SOLID / ink).clamp(1.0, SPARSE_BOOST)
    }

    /// Every symbol at `scale` times its relative size (pins as pinned).
    pub(super) fn set_sizes(&self, poses: &mut Poses, scale: f32) {
        for (i, size) in poses.size.iter_mut().enumerate() {
            *size = self.size_at(i, scale);
        }
    }
}

/// The rules `poses` of `items` break, judged as [`Packer::finish`] judges a packing (every
/// edge pixel, the gap and the margin), pair by pair, within `tolerance` mm.
pub(crate) fn conflicts(
    items: &[super::Item],
    setup: &super::Setup,
    poses: &Poses,
    tolerance: f32,
) -> Vec<super::Conflict> {
    use super::Conflict;
    let base = Packer::new(&[], setup);
    let pick = |ks: &[usize]| Poses {
        centre: ks.iter().map(|&k| poses.centre[k]).collect(),
        angle: ks.iter().map(|&k| poses.angle[k]).collect(),
        size: ks.iter().map(|&k| poses.size[k]).collect(),
    };
    let (gap, rim) = base.limits(0.0);
    let mut points = Vec::new();
    let mut found = Vec::new();
    for i in 0..items.len() {
        let alone = base.with_items(&items[i..=i]);
        if alone.pushes(&pick(&[i]), gap, rim, true, &mut points).worst() > tolerance {
            found.push(Conflict::Margin { slot: i });
        }
    }
    for i in 0..items.len() {
        for j in i + 1..items.len() {
            let (ri, rj) =
                (alone_reach(&items[i], poses.size[i]), alone_reach(&items[j], poses.size[j]));
            let (dx, dy) =
                (poses.centre[i].0 - poses.centre[j].0, poses.centre[i].1 - poses.centre[j].1);
            if (dx * dx + dy * dy).sqrt() > ri + rj + gap + 1.0 {
                continue;
            }
            let pair = [items[i], items[j]];
            let packer = base.with_items(&pair);
            // No rim: a symbol past the margin is said once, above.
            let far = f32::MAX / 4.0;
            if packer.pushes(&pick(&[i, j]), gap, far, true, &mut points).worst() > tolerance {
                found.push(Conflict::Overlap { slot: i, other: j });
            }
        }
    }
    found
}

impl Packer<'_> {
    /// This packer's card and rules for other `items`.
    fn with_items<'b>(&self, items: &'b [super::Item<'b>]) -> Packer<'b> {
        Packer {
            items,
            setup: self.setup,
            lattice: self.lattice,
            reach: self.reach,
            bound: self.bound,
            bodies: Vec::new(),
            holes: self.holes.clone(),
            aim: super::Aim::Ink,
            hole_radius: self.hole_radius,
        }
    }
}

/// An item's radius around its ink centre at `size`, mm (as [`Packer::reach_mm`]).
fn alone_reach(item: &super::Item, size: f32) -> f32 {
    (item.shape.reach + 0.5) * size / item.shape.long()
}

/// asin(x) for x in 0..=1, from above by 4e-5 to 2e-4: Abramowitz and Stegun's 4.4.45
/// (within 7e-5) plus 1e-4. A cone a hair wider than needed only lets in points that
/// the distance test then drops, so the pushes are the same, and this hot loop is spared
/// libm's `asinf`. `sqrt` is exact on every target.
fn asin_above(x: f32) -> f32 {
    let poly = 1.570_728_8 + x * (-0.212_114_4 + x * (0.074_261 + x * -0.018_729_3));
    std::f32::consts::FRAC_PI_2 - (1.0 - x).max(0.0).sqrt() * poly + 1e-4
}

/// Adds a push of `pen` mm along the unit vector `dir` at point `at` to symbol `i` centred at
/// `centre`. Pushes are weighted by their depth, so the deepest intrusion leads.
fn add(out: &mut Pushes, i: usize, centre: (f32, f32), at: (f32, f32), dir: (f32, f32), pen: f32) {
    let f = (dir.0 * pen * pen, dir.1 * pen * pen);
    out.force[i].0 += f.0;
    out.force[i].1 += f.1;
    let (rx, ry) = (at.0 - centre.0, at.1 - centre.1);
    out.torque[i] += rx * f.1 - ry * f.0;
    out.count[i] += 1;
    out.weight[i] += pen;
    out.deepest[i] = out.deepest[i].max(pen);
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_cheap_asin_is_never_below_the_real_one() {
        for k in 0..=1000 {
            let x = k as f32 / 1000.0;
            let (bound, exact) = (super::asin_above(x), libm::asinf(x));
            assert!(bound >= exact && bound <= exact + 1e-3, "{x}: {bound} {exact}");
        }
    }
}
