//! Packing one card: spread the symbols out, then grow them while they push each other apart.
//!
//! 1. Spread: the symbols, largest first, go at random turns to the candidate spots with
//!    the most clearance, small enough to fit easily (bit sprites on a coarse lattice
//!    ([`COARSE`]) make these tests cheap).
//! 2. Grow together (`flow.rs`): the common scale grows while the symbols, as rigid
//!    outlines, push and turn each other out of the gap and away from the margin; a jam that
//!    does not ease sends the packing back to its last clear state to grow more gently.
//! 3. Hop: the best of a few starts is shaken: two symbols trade places and take new turns,
//!    the card shrinks a little and grows together again ([`HOPS`] times, the best kept:
//!    the smallest hole, or on a hexagon the most ink ([`Aim`])).
//! 4. Grow alone: each symbol in turn grows into the room left around it, pushing its
//!    neighbours, within the size ratio and a quarter over its rank's size.
//! 5. Fill (`fill.rs`): symbols are moved into the largest empty circle while that makes it
//!    smaller, each move followed by growing alone.
//! 6. Finish: every edge pixel is checked against the neighbours' distance fields; a
//!    symbol still too close is pushed away, and shrinks a little if that is not enough.
//!
//! A card whose ink stays poor, or that keeps a large hole ([`ROUND_ENOUGH`]), gets more
//! batches of starts ([`INK_BATCHES`], [`HOLE_BATCHES`]), unless it is big ([`BIG_CARD`]).
//! Because the packing is by ink, not circles or boxes, a banana can nestle into a
//! croissant's curve; every symbol keeps its size rank, so the deck's balance holds.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Rotation;
use super::shape::{Pose, Shape};
use super::sprite::{Lattice, Sprite};
use crate::geom::CardOutline;

mod fill;
mod flow;

pub(crate) use flow::conflicts;

/// One symbol to place: its ink, its size relative to the card's largest (≤ 1), and how it
/// may turn (words stay near upright while pictures turn freely); or a pinned one, held
/// where the maker put it, which the others are packed around.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Item<'a> {
    /// The ink.
    pub shape: &'a Shape,
    /// Linear size relative to the largest symbol on the card (its weight included).
    pub rel: f32,
    /// The maker's weight for the symbol: the size ratio stretches by as much for it.
    pub weight: f32,
    /// Allowed turns.
    pub rotation: Rotation,
    /// Where the maker pinned it: it neither moves, turns nor changes size.
    pub pin: Option<Pose>,
}

/// What breaks the rules on a card, by the card's slots (its placements' order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Conflict {
    /// The symbol in this slot comes closer to the cut line than the margin.
    Margin {
        /// Its slot.
        slot: usize,
    },
    /// These two come closer than the gap.
    Overlap {
        /// One slot.
        slot: usize,
        /// The other.
        other: usize,
    },
}

/// The card and the rules.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Setup {
    /// The card's cut line: the container the symbols are packed into.
    pub card: CardOutline,
    /// Half the card's width across (a round card's radius), mm: what the margin is
    /// measured against (holes are judged against [`CardOutline::disc_radius`]).
    pub radius: f32,
    /// Ink-to-cut-line distance, mm.
    pub margin: f32,
    /// Ink-to-ink distance, mm.
    pub gap: f32,
    /// Fine lattice: the spread uses one [`COARSE`] times coarser, and the flow jitters
    /// symbols by a hundredth of its cell.
    pub lattice: Lattice,
    /// Starts tried per batch; the best of them is shaken by hops.
    pub restarts: usize,
    /// Largest / smallest symbol allowed.
    pub size_ratio: f32,
    /// Smallest ink's longer side any symbol may have, mm (0: [`MIN_SIZE_MM`]).
    pub min_size: f32,
}

/// Where the ink of each item goes, in item order.
#[derive(Debug, Clone)]
pub(crate) struct Poses {
    /// Ink centres, mm from the card centre.
    pub centre: Vec<(f32, f32)>,
    /// Clockwise turns, degrees.
    pub angle: Vec<f32>,
    /// Ink longer sides, mm.
    pub size: Vec<f32>,
}

/// Share of the usable card the symbols' ink boxes fill at the start.
const START_FILL: f32 = 0.55;
/// Swaps tried on the best start of a batch ([`Packer::hop`]): more hops or starts gain no
/// ink, and the time is better spent filling holes.
const HOPS: usize = 8;
/// Scale a hop grows again from once its swap is clear, relative to the packing it shakes.
const HOP_SHRINK: f32 = 0.97;
/// First growth per clear iteration in a hop: it starts close to its final scale. Half of
/// it is below the flow's last rate, so a hop ends at its first jam that does not ease.
const HOP_RATE: f32 = 0.005;
/// Batches of starts tried at most per card for its ink: a card whose ink stays poor gets
/// this many, since more batches lift more of them; only the poor cards pay for them.
const INK_BATCHES: usize = 10;
/// Batches after which the hole filling of a card still being packed (it keeps a hole or
/// is short of ink) tries every symbol: slower, and rarely needed.
const PLAIN_BATCHES: usize = 3;
/// Batches tried at most for a card that keeps a hole over [`ROUND_ENOUGH`]: mostly next to
/// hollow or scattered pictures, where a few batches often still leave one.
const HOLE_BATCHES: usize = 10;
/// Symbols from which a card gets one batch (unless it fails) and fewer hops, in proportion:
/// the work of a push grows with the symbols, and a big card's ink varies less between
/// starts, so more of them cost much time for little ink.
const BIG_CARD: usize = 16;
/// Largest empty circle, as a share of the radius of a circle of the card's area
/// ([`Packer::hole_radius`]), that a good card may leave: a packing with a bigger hole gets
/// another batch, and loses to one without whatever its ink. Players see one round hole at
/// once, where the same white spread thin goes unnoticed.
const ROUND_ENOUGH: f32 = 0.19;
/// Largest empty circle, as a share of [`Packer::hole_radius`], still taken for its ink over a
/// packing with a smaller hole: a hair over [`ROUND_ENOUGH`], where the card looks the
/// same, so that ink is not given away for nothing.
const NEARLY_ROUND: f32 = 0.197;
/// Ink share of the card's area from which a card of 6 or more symbols is good enough to
/// stop trying (less for fewer symbols).
const GOOD_ENOUGH: f32 = 0.43;
/// Cells across the card radius on the grid hops aiming at a hole measure it on: they need
/// to rank holes, not to judge one.
const ROUGH_CELLS: usize = 30;
/// The spreading lattice's cell, in [`Setup::lattice`] cells.
const COARSE: f32 = 2.0;
/// Candidate spots per body when scattering.
const SPOTS: usize = 64;
/// Smallest symbol worth printing (ink's longer side, mm); below this the card has failed.
const MIN_SIZE_MM: f32 = 1.5;

#[derive(Debug, Clone)]
struct Body {
    centre: (f32, f32),
    angle: f32,
    /// Ink's longer side, mm.
    size: f32,
    sprite: Sprite,
}

struct Packer<'a> {
    items: &'a [Item<'a>],
    setup: Setup,
    /// The coarse lattice the symbols are spread on.
    lattice: Lattice,
    /// Dilation of each sprite: half the gap plus lattice slack.
    reach: f32,
    /// Radius the dilated cells' centres must stay within.
    bound: f32,
    bodies: Vec<Body>,
    /// Where holes are measured.
    holes: fill::HoleGrid,
    /// What the hops of a batch go for.
    aim: Aim,
    /// Radius of a circle of the card's area, mm: holes are judged against it, so every shape
    /// gets the same limit per area of card (a round card's own radius).
    hole_radius: f32,
}

/// What the hops of a batch keep: the most ink, or the smallest hole.
///
/// Hops add ink, and most cards have enough after one batch; what sends a card to another
/// batch is a hole: in a pocket by a side or a corner of a flat card, which filling cannot
/// reach, or on a round card between simple, round icons that leave no curve to nestle
/// into. Hops that shake the symbol next to the hole and keep the smallest hole leave fewer
/// such cards to pack again. On hexagons they cost more than the batches they saved.
#[derive(Debug, Clone)]
enum Aim {
    Ink,
    /// With the coarser grid the hops measure holes on.
    Hole(fill::HoleGrid),
}

impl Aim {
    fn of(card: &CardOutline, radius: f32) -> Aim {
        match card {
            CardOutline::Round { .. }
            | CardOutline::Square { .. }
            | CardOutline::Rounded { .. } => {
                Aim::Hole(fill::HoleGrid::new(radius, card, ROUGH_CELLS))
            }
            CardOutline::Hexagon { .. } => Aim::Ink,
        }
    }
}

impl<'a> Packer<'a> {
    fn new(items: &'a [Item<'a>], setup: &Setup) -> Packer<'a> {
        let coarse = setup.lattice.cell * COARSE;
        let usable = setup.radius - setup.margin;
        Packer {
            items,
            setup: *setup,
            lattice: Lattice { cell: coarse },
            reach: setup.gap / 2.0 + 0.35 * coarse,
            // Cells are judged by their centres, up to 0.71 cell from the ink they stand for.
            bound: usable + setup.gap / 2.0 - 0.4 * coarse,
            bodies: Vec::new(),
            holes: fill::HoleGrid::new(setup.radius, &setup.card, fill::CELLS),
            aim: Aim::of(&setup.card, setup.radius),
            hole_radius: setup.card.disc_radius(),
        }
    }
}

impl Packer<'_> {
    /// Symbol `i`'s ink size at the common `scale`: its pin's, or its rank's, but never
    /// below the smallest size asked for.
    fn size_at(&self, i: usize, scale: f32) -> f32 {
        match self.items[i].pin {
            Some(pin) => pin.size,
            None => (scale * self.items[i].rel).max(self.setup.min_size),
        }
    }

    /// Whether symbol `i` may be moved (not pinned).
    fn free(&self, i: usize) -> bool {
        self.items[i].pin.is_none()
    }

    /// The first symbol that may move, of `order` (e.g. the nearest to a hole first).
    fn first_free(&self, order: &[(f32, usize)]) -> Option<usize> {
        order.iter().map(|&(_, k)| k).find(|&k| self.free(k))
    }

    fn render(&self, i: usize, size: f32, angle: f32, centre: (f32, f32)) -> Sprite {
        Sprite::render(self.items[i].shape, size, angle, centre, self.reach, self.lattice)
    }

    /// Whether `sprite` keeps the margin and meets none of the bodies placed so far.
    fn fits(&self, sprite: &Sprite) -> bool {
        !sprite.reaches_past(&self.setup.card, self.bound, self.lattice)
            && self.bodies.iter().all(|b| sprite.overlap(&b.sprite) == 0)
    }

    /// How many symbols are pinned: they come first in the items.
    fn pinned(&self) -> usize {
        self.items.iter().take_while(|it| it.pin.is_some()).count()
    }

    /// Half the side of a square with the ink box's area: a rough radius for spreading.
    fn radius_estimate(&self, i: usize, size: f32) -> f32 {
        let shape = self.items[i].shape;
        0.5 * size * ((shape.w * shape.h) as f32).sqrt() / shape.long()
    }

    /// Places every body at `scale`, spread out; false if one finds no free spot.
    fn scatter(&mut self, scale: f32, rng: &mut ChaCha8Rng) -> bool {
        self.bodies.clear();
        let c = self.lattice.cell;
        let usable = (self.setup.radius - self.setup.margin).max(c);
        for i in 0..self.items.len() {
            let size = self.size_at(i, scale);
            // Pins go where the maker put them (checked before the packing).
            if let Some(pin) = self.items[i].pin {
                let sprite = self.render(i, size, pin.angle, pin.centre);
                self.bodies.push(Body { centre: pin.centre, angle: pin.angle, size, sprite });
                continue;
            }
            let mut placed = None;
            // Best-candidate sampling: try the spots with the most clearance first, so the
            // bodies start evenly spread and grow evenly instead of jamming in clusters.
            let r_i = self.radius_estimate(i, size);
            // The placed bodies' radii, once per body rather than once per spot.
            let placed_radii: Vec<f32> = self
                .bodies
                .iter()
                .enumerate()
                .map(|(j, b)| self.radius_estimate(j, b.size))
                .collect();
            let mut spots: Vec<(f32, f32, f32)> = (0..SPOTS)
                .map(|_| {
                    let (x, y, room) = spot(&self.setup.card, usable, rng);
                    let mut clear = room - r_i;
                    for (b, r_j) in self.bodies.iter().zip(&placed_radii) {
                        let d = ((x - b.centre.0).powi(2) + (y - b.centre.1).powi(2)).sqrt();
                        clear = clear.min(d - r_i - r_j);
                    }
                    (clear, x, y)
                })
                .collect();
            spots.sort_by(|a, b| b.0.total_cmp(&a.0));
            'angles: for _ in 0..4 {
                let angle = self.items[i].rotation.draw(rng);
                let mut sprite = self.render(i, size, angle, (0.0, 0.0));
                for &(_, x, y) in &spots {
                    let (dx, dy) = ((x / c).round() as i32, (y / c).round() as i32);
                    sprite.shift(dx, dy);
                    if self.fits(&sprite) {
                        let centre = (dx as f32 * c, dy as f32 * c);
                        placed = Some(Body { centre, angle, size, sprite });
                        break 'angles;
                    }
                    sprite.shift(-dx, -dy);
                }
            }
            match placed {
                Some(b) => self.bodies.push(b),
                None => return false,
            }
        }
        true
    }

    /// Spreads the symbols out at `start` or smaller (the current bodies are used as
    /// scratch): the scale used and the poses, or None if they do not fit even small.
    fn spread(&mut self, start: f32, rng: &mut ChaCha8Rng) -> Option<(f32, Poses)> {
        let mut scale = start;
        for _ in 0..30 {
            if self.scatter(scale, rng) {
                let poses = Poses {
                    centre: self.bodies.iter().map(|b| b.centre).collect(),
                    angle: self.bodies.iter().map(|b| b.angle).collect(),
                    size: self.bodies.iter().map(|b| b.size).collect(),
                };
                return Some((scale, poses));
            }
            scale *= 0.8;
        }
        None
    }

    /// Two symbols of `poses` (packed at `scale`), `first` if given and one at random, trade
    /// places and take new turns, and are pushed apart at their full size; if that clears,
    /// the card shrinks a little and grows together again until its first jam: its scale
    /// and poses. None if the swap stays jammed. Needs two symbols.
    ///
    /// A packing that has jammed rarely improves by pushing alone; a swap shakes it into
    /// another jam nearby, often a denser one. Several such hops from the best start gain
    /// more ink than as many fresh starts, and most swaps are dropped cheaply at the first
    /// step.
    fn hop(
        &self,
        scale: f32,
        poses: &Poses,
        first: Option<usize>,
        rng: &mut ChaCha8Rng,
    ) -> Option<(f32, Poses)> {
        let mut p = poses.clone();
        // Pins come first in the items; the others trade places among themselves.
        let (n, pinned) = (p.size.len(), self.pinned());
        let free = n - pinned;
        let a = first.unwrap_or_else(|| rng.random_range(pinned..n));
        let b = pinned + (a - pinned + rng.random_range(1..free)) % free;
        p.centre.swap(a, b);
        p.angle[a] = self.items[a].rotation.draw(rng);
        p.angle[b] = self.items[b].rotation.draw(rng);
        let mut p = self.untangle(p, rng)?;
        let scale = scale * HOP_SHRINK;
        self.set_sizes(&mut p, scale);
        Some(self.flow(scale, p, false, HOP_RATE, rng))
    }

    /// Packings from `setup.restarts` starts spread out at scale `start` and grown together;
    /// the best is shaken by [`HOPS`] hops, grows alone and is finished. How good it is and
    /// its poses, or None if nothing fits.
    ///
    /// `thorough`: fill holes trying more symbols (for a card the first batches left with a
    /// hole or short of ink).
    fn batch(
        &mut self,
        start: f32,
        smallest: f32,
        thorough: bool,
        rng: &mut ChaCha8Rng,
    ) -> Option<(Merit, Poses)> {
        let mut best: Option<(f32, f32, Poses)> = None;
        for _ in 0..self.setup.restarts.max(1) {
            if let Some((scale, poses)) = self.spread(start, rng) {
                let (scale, poses) = self.flow(scale, poses, false, flow::FIRST_RATE, rng);
                let ink = self.ink_of(&poses);
                if best.as_ref().is_none_or(|(i, _, _)| ink > *i) {
                    best = Some((ink, scale, poses));
                }
            }
        }
        let (mut ink, mut scale, mut poses) =
            best.filter(|(_, s, _)| (s * smallest).max(self.setup.min_size) >= MIN_SIZE_MM)?;
        // Two or more symbols can trade places; a hop's cost grows with the card's symbols.
        let n = self.items.len();
        let hops = if n - self.pinned() > 1 { HOPS * BIG_CARD / n.max(BIG_CARD) } else { 0 };
        // Aiming at the hole: the grid it is measured on, the hole, and the symbol next to
        // it that each hop moves, found again only when a hop is kept.
        let grid = match &self.aim {
            Aim::Hole(grid) if hops > 0 => Some(grid),
            _ => None,
        };
        let mut hole = grid.map(|g| self.hole_on(g, &poses));
        let mut first = hole.and_then(|h| self.first_free(&self.nearest(&poses, h.centre)));
        for _ in 0..hops {
            let Some((hop_scale, hop)) = self.hop(scale, &poses, first, rng) else { continue };
            let hop_ink = self.ink_of(&hop);
            let hop_hole = grid.map(|g| self.hole_on(g, &hop));
            let better = match (hole, hop_hole) {
                (Some(h), Some(hh)) => (hh.radius, -hop_ink) < (h.radius, -ink),
                _ => hop_ink > ink,
            };
            if better {
                (ink, scale, poses, hole) = (hop_ink, hop_scale, hop, hop_hole);
                first = hole.and_then(|h| self.first_free(&self.nearest(&poses, h.centre)));
            }
        }
        // Growing alone is worth it only for the best packing.
        let (_, poses) = self.flow(scale, poses, true, flow::FIRST_RATE, rng);
        let filled = self.fill(scale, poses, thorough, rng);
        let poses = self.finish(filled.clone(), rng)?;
        let kept = poses.size.iter().zip(&filled.size).map(|(a, b)| a / b).fold(1.0, f32::min);
        let hole = self.largest_hole(&poses).radius / self.hole_radius;
        Some((Merit::of(self.ink_of(&poses), hole, kept), poses))
    }
}

/// How good a finished packing is, best first by `tier`, then by `value`. One without a big
/// hole beats one with, whatever their ink (players see one round hole at once, where the
/// same white spread thin goes unnoticed), and among those the most ink wins. Among those
/// with a hole, the smallest hole wins, since no batch came to fill it; unless the finish
/// had to shrink a symbol well below its size to clear it, which upsets the card's balance
/// of sizes: such a packing comes last, where its ink still judges it.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
struct Merit {
    /// 3: hole within [`ROUND_ENOUGH`]; 2: within [`NEARLY_ROUND`]; 1: larger; 0: larger,
    /// and a symbol shrunk below [`CRUSHED`].
    tier: u8,
    /// Ink area (mm²), or in tier 1 minus the hole (share of [`Packer::hole_radius`]).
    value: f32,
}

/// Share of its size a symbol may lose in the finish before its packing is judged last.
const CRUSHED: f32 = 0.95;

impl Merit {
    /// `ink` in mm², `hole` as a share of [`Packer::hole_radius`], `kept` the smallest share of
    /// its size a symbol kept in the finish.
    fn of(ink: f32, hole: f32, kept: f32) -> Merit {
        match hole {
            h if h <= ROUND_ENOUGH => Merit { tier: 3, value: ink },
            h if h <= NEARLY_ROUND => Merit { tier: 2, value: ink },
            h if kept >= CRUSHED => Merit { tier: 1, value: -h },
            _ => Merit { tier: 0, value: ink },
        }
    }
}

/// A random spot within `usable` mm of the centre across (the card shrunk by its margin),
/// uniform over its area, and how far it lies inside that area, mm.
fn spot(card: &CardOutline, usable: f32, rng: &mut ChaCha8Rng) -> (f32, f32, f32) {
    if let CardOutline::Round { .. } = card {
        let r = usable * rng.random::<f32>().sqrt();
        let t = rng.random_range(0.0..std::f32::consts::TAU);
        return (r * libm::cosf(t), r * libm::sinf(t), usable - r);
    }
    // Other shapes: the first of a few tries in their box that lands inside.
    let (w, h) = card.bounds_mm();
    let scale = usable / (card.size_mm() / 2.0);
    let (bx, by) = (0.5 * w * scale, 0.5 * h * scale);
    let mut at = (0.0, 0.0);
    for _ in 0..16 {
        let (x, y) = (rng.random_range(-bx..=bx), rng.random_range(-by..=by));
        if card.beyond(x, y, usable).distance <= 0.0 {
            at = (x, y);
            break;
        }
    }
    (at.0, at.1, -card.beyond(at.0, at.1, usable).distance)
}

/// The poses of pinned `items`, as pinned.
fn pinned_poses(items: &[Item]) -> Poses {
    let pins: Vec<Pose> = items.iter().filter_map(|it| it.pin).collect();
    Poses {
        centre: pins.iter().map(|p| p.centre).collect(),
        angle: pins.iter().map(|p| p.angle).collect(),
        size: pins.iter().map(|p| p.size).collect(),
    }
}

/// Packs `items` on the card, pinned ones first in `items`; Err with the reason when nothing
/// fits.
pub(crate) fn pack(
    items: &[Item],
    setup: &Setup,
    rng: &mut ChaCha8Rng,
) -> Result<Poses, crate::i18n::Text> {
    let c = setup.lattice.cell;
    let usable = setup.radius - setup.margin;
    if usable <= c {
        return Err(crate::i18n::text!(
            "pack-margin-no-room",
            margin = crate::error::a_length_mm(setup.margin),
            size = setup.card.size_mm()
        ));
    }
    // A card of pins alone is as the maker left it.
    if items.iter().all(|it| it.pin.is_some()) {
        return Ok(pinned_poses(items));
    }
    // Start where the ink boxes fill a fixed share of the usable card (less the pins' boxes).
    let box_area = |it: &Item| (it.shape.w * it.shape.h) as f32 / it.shape.long().powi(2);
    let (pinned, free): (Vec<&Item>, Vec<&Item>) = items.iter().partition(|it| it.pin.is_some());
    let unit_area: f32 = free.iter().map(|it| it.rel * it.rel * box_area(it)).sum();
    let pinned_area: f32 =
        pinned.iter().map(|it| it.pin.map_or(0.0, |p| p.size * p.size) * box_area(it)).sum();
    let area = (setup.card.area(usable) - pinned_area).max(0.1 * setup.card.area(usable));
    let start = (START_FILL * area / unit_area.max(1e-6)).sqrt().min(usable * 2.0);
    // The card keeps its balance of sizes: no symbol packed around the pins is smaller than
    // the size ratio allows beside the largest pin.
    let largest_pin = pinned.iter().filter_map(|it| it.pin).map(|p| p.size).fold(0.0, f32::max);
    let setup = &Setup { min_size: setup.min_size.max(largest_pin / setup.size_ratio), ..*setup };
    let mut packer = Packer::new(items, setup);
    let smallest = free.iter().map(|it| it.rel).fold(f32::MAX, f32::min);
    let card_area = setup.card.area(setup.radius);
    let mut best: Option<(Merit, Poses)> = None;
    // A poor card gets more batches of starts; a good one stops after the first.
    for batch in 1..=HOLE_BATCHES {
        // A card the first batches left with a hole or short of ink fills its holes trying
        // every symbol: that also finds it more ink.
        if let Some((merit, poses)) = packer.batch(start, smallest, batch > PLAIN_BATCHES, rng)
            && best.as_ref().is_none_or(|(m, _)| merit > *m)
        {
            best = Some((merit, poses));
        }
        // Fewer, larger symbols leave more white that no packing can fill.
        let good = GOOD_ENOUGH * (items.len() as f32 / 6.0).min(1.0);
        // A big card averages over many symbols, so another batch rarely gains enough to pay
        // for its cost; it gets one only if the first fails.
        let big = items.len() >= BIG_CARD;
        if best.as_ref().is_some_and(|(m, _)| {
            big || (m.tier == 3 && (m.value >= good * card_area || batch >= INK_BATCHES))
        }) {
            break;
        }
    }
    let Some((_, poses)) = best else {
        return Err(crate::i18n::text!(
            "pack-no-fit",
            gap = crate::error::a_length_mm(setup.gap),
            margin = crate::error::a_length_mm(setup.margin),
            size = 2.0 * setup.radius,
            smallest = MIN_SIZE_MM
        ));
    };
    Ok(poses)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_without_a_big_hole_wins_then_the_smallest_hole_unless_crushed() {
        let round = Merit::of(100.0, 0.15, 1.0);
        let nearly = Merit::of(900.0, 0.195, 1.0);
        let holed = Merit::of(900.0, 0.21, 1.0);
        let crushed = Merit::of(900.0, 0.20, 0.8);
        assert!(round > nearly && nearly > holed && holed > crushed);
        // Within a tier: ink where there is no big hole, else the smaller hole.
        assert!(Merit::of(500.0, 0.18, 1.0) > Merit::of(400.0, 0.12, 1.0));
        assert!(Merit::of(400.0, 0.20, 1.0) > Merit::of(500.0, 0.22, 1.0));
        assert!(Merit::of(500.0, 0.30, 0.8) > Merit::of(400.0, 0.20, 0.8));
    }
}
