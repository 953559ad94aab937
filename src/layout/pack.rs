//! Packing one card: grow all symbols together while shaking them apart.
//!
//! 1. Scatter: the symbols, largest first, go at random turns to the candidate spots with
//!    the most clearance, small enough to fit easily.
//! 2. Grow: the common scale grows in steps; after each step the symbols that now touch
//!    (closer than the gap, or past the margin) are pushed apart by whole-cell moves, jumps
//!    to other holes and, when stuck, small turns. A step that cannot be resolved is undone
//!    (keeping the shaken positions if they fit) and retried smaller: bisection.
//! 3. Grow alone: each symbol may grow a little into the room left around it, never past
//!    the size ratio and at most [`SOLO_GROWTH`] over its rank's size.
//!
//! Several starts are grown on a coarse lattice ([`COARSE`]) until their first failed step,
//! which predicts well how far a start can go; only the best is bisected further, still on
//! the coarse lattice, and then moved to the fine lattice for step 3. A card whose ink stays
//! poor gets more batches of starts ([`BATCHES`]).
//! Because the packing is by ink, not circles or boxes, a banana can nestle into a
//! croissant's curve; every symbol keeps its size rank, so the deck's balance holds.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Rotation;
use super::shape::Shape;
use super::sprite::{Lattice, Sprite};

mod relax;

/// One symbol to place: its ink and its size relative to the card's largest (≤ 1).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Item<'a> {
    /// The ink.
    pub shape: &'a Shape,
    /// Linear size relative to the largest symbol on the card.
    pub rel: f32,
}

/// The card and the rules.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Setup {
    /// Card radius, mm.
    pub radius: f32,
    /// Ink-to-cut-line distance, mm.
    pub margin: f32,
    /// Ink-to-ink distance, mm.
    pub gap: f32,
    /// Allowed turns.
    pub rotation: Rotation,
    /// Packing resolution.
    pub lattice: Lattice,
    /// Independent packings tried; the best is kept.
    pub restarts: usize,
    /// Largest / smallest symbol allowed.
    pub size_ratio: f32,
}

/// Where the ink of each item goes, in item order.
#[derive(Debug, Clone)]
pub(crate) struct Packed {
    /// Ink centres, mm from the card centre.
    pub centres: Vec<(f32, f32)>,
    /// Clockwise turns, degrees.
    pub angles: Vec<f32>,
    /// Ink longer sides, mm.
    pub sizes: Vec<f32>,
}

/// Weight of a cell beyond the margin against a cell of overlap.
const BOUNDARY_WEIGHT: f32 = 4.0;
/// Relaxation rounds allowed to clear the collisions after one growth step.
const ROUNDS: usize = 16;
/// Rounds without progress after which a relaxation gives up.
const STALE_ROUNDS: usize = 3;
/// Growth steps tried (accepted or undone) per packing.
const GROW_STEPS: usize = 36;
/// First growth factor; halved (in excess over 1) after each failed step.
const FIRST_STEP: f32 = 1.08;
/// Growth stops once the step is below this.
const LAST_STEP: f32 = 1.008;
/// Share of the usable disc the symbols' ink boxes fill at the start.
const START_FILL: f32 = 0.45;
/// Batches of starts tried at most per card.
const BATCHES: usize = 5;
/// Ink share of the card disc from which a card of 8 or more symbols is good enough to
/// stop trying (less for fewer symbols).
const GOOD_ENOUGH: f32 = 0.40;
/// The exploring lattice's cell, in final cells.
const COARSE: f32 = 2.0;
/// Candidate spots per body when scattering.
const SPOTS: usize = 64;
/// Random places tried for a body still jammed late in a relaxation.
const JUMPS: usize = 12;
/// Smallest symbol worth printing (ink's longer side, mm); below this the card has failed.
const MIN_SIZE_MM: f32 = 1.5;
/// How much a symbol may grow on its own beyond its rank's size.
const SOLO_GROWTH: f32 = 1.25;
/// Turns tried per body and size when it cannot grow where it is.
const SOLO_TURNS: usize = 1;
/// Passes of solo growth over all symbols.
const SOLO_PASSES: usize = 2;

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
    /// The lattice in use: coarse while exploring, the setup's for the final packing.
    lattice: Lattice,
    /// Dilation of each sprite: half the gap plus lattice slack.
    reach: f32,
    /// Radius the dilated cells' centres must stay within.
    bound: f32,
    bodies: Vec<Body>,
}

impl Packer<'_> {
    fn draw_angle(&self, rng: &mut ChaCha8Rng) -> f32 {
        match self.setup.rotation {
            Rotation::Free => rng.random_range(0.0..360.0),
            Rotation::None => 0.0,
            Rotation::Limit(d) if d > 0.0 => rng.random_range(-d..=d),
            Rotation::Limit(_) => 0.0,
        }
    }

    /// A small turn from `angle`, kept within the allowed range, or None when upright only.
    fn nudge_angle(&self, angle: f32, rng: &mut ChaCha8Rng) -> Option<f32> {
        let delta = rng.random_range(4.0..25.0) * if rng.random_bool(0.5) { 1.0 } else { -1.0 };
        match self.setup.rotation {
            // rem_euclid can round up to exactly 360 for a tiny negative angle.
            Rotation::Free => Some((angle + delta).rem_euclid(360.0) % 360.0),
            Rotation::None => None,
            Rotation::Limit(d) if d > 0.0 => Some((angle + delta).clamp(-d, d)),
            Rotation::Limit(_) => None,
        }
    }

    fn render(&self, i: usize, size: f32, angle: f32, centre: (f32, f32)) -> Sprite {
        Sprite::render(self.items[i].shape, size, angle, centre, self.reach, self.lattice)
    }

    /// Collisions of body `i` drawn as `sprite` with the other bodies placed so far.
    fn energy(&self, i: usize, sprite: &Sprite) -> f32 {
        let mut e = sprite.outside(self.bound, self.lattice) * BOUNDARY_WEIGHT;
        for (j, b) in self.bodies.iter().enumerate() {
            if j != i {
                e += sprite.overlap(&b.sprite) as f32;
            }
        }
        e
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
            let size = scale * self.items[i].rel;
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
                    let r = usable * rng.random::<f32>().sqrt();
                    let t = rng.random_range(0.0..std::f32::consts::TAU);
                    let (x, y) = (r * t.cos(), r * t.sin());
                    let mut clear = usable - r - r_i;
                    for (b, r_j) in self.bodies.iter().zip(&placed_radii) {
                        let d = (x - b.centre.0).hypot(y - b.centre.1);
                        clear = clear.min(d - r_i - r_j);
                    }
                    (clear, x, y)
                })
                .collect();
            spots.sort_by(|a, b| b.0.total_cmp(&a.0));
            'angles: for _ in 0..4 {
                let angle = self.draw_angle(rng);
                let mut sprite = self.render(i, size, angle, (0.0, 0.0));
                for &(_, x, y) in &spots {
                    let (dx, dy) = ((x / c).round() as i32, (y / c).round() as i32);
                    sprite.shift(dx, dy);
                    if self.energy(i, &sprite) == 0.0 {
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

    /// Lets each body grow alone into free room, moving it a little if that helps, within
    /// [`SOLO_GROWTH`] of its rank's size and the size ratio.
    fn grow_each(&mut self, scale: f32, rng: &mut ChaCha8Rng) {
        let c = self.lattice.cell;
        let n = self.bodies.len();
        for _ in 0..SOLO_PASSES {
            let mut grew = false;
            // Smallest first: the size ratio lets a larger body grow only after the smallest.
            for i in (0..n).rev() {
                for factor in [1.06f32, 1.03, 1.015] {
                    let size = self.bodies[i].size * factor;
                    if size > scale * self.items[i].rel * SOLO_GROWTH {
                        continue;
                    }
                    let sizes = self
                        .bodies
                        .iter()
                        .enumerate()
                        .map(|(j, b)| if j == i { size } else { b.size });
                    let (lo, hi) =
                        sizes.fold((f32::MAX, 0.0f32), |(lo, hi), s| (lo.min(s), hi.max(s)));
                    if hi > lo * self.setup.size_ratio * 1.0001 {
                        continue;
                    }
                    let (angle0, centre) = (self.bodies[i].angle, self.bodies[i].centre);
                    let mut done = false;
                    for turn in 0..=SOLO_TURNS {
                        let angle = if turn == 0 {
                            angle0
                        } else {
                            match self.nudge_angle(angle0, rng) {
                                Some(a) => a,
                                None => break,
                            }
                        };
                        let mut sprite = self.render(i, size, angle, centre);
                        let e0 = self.energy(i, &sprite);
                        let (e, dx, dy) = if e0 == 0.0 {
                            (0.0, 0, 0)
                        } else {
                            self.best_move(i, &mut sprite, centre, e0, rng)
                        };
                        if e == 0.0 {
                            sprite.shift(dx, dy);
                            let b = &mut self.bodies[i];
                            b.sprite = sprite;
                            b.size = size;
                            b.angle = angle;
                            b.centre.0 += dx as f32 * c;
                            b.centre.1 += dy as f32 * c;
                            done = true;
                            break;
                        }
                    }
                    if done {
                        grew = true;
                        break;
                    }
                }
            }
            if !grew {
                break;
            }
        }
    }

    /// Ink area of the current bodies, mm².
    fn ink(&self) -> f32 {
        self.bodies.iter().zip(self.items).map(|(b, it)| it.shape.ink_area * b.size * b.size).sum()
    }

    /// Scatters the bodies and grows them by [`FIRST_STEP`] until the first step fails: a
    /// cheap estimate of how far this start can go. The scale reached, or None.
    fn rough(&mut self, start: f32, rng: &mut ChaCha8Rng) -> Option<f32> {
        let mut scale = start;
        let mut scattered = false;
        for _ in 0..30 {
            if self.scatter(scale, rng) {
                scattered = true;
                break;
            }
            scale *= 0.8;
        }
        if !scattered {
            return None;
        }
        for _ in 0..GROW_STEPS {
            match self.grow(scale, FIRST_STEP, rng) {
                Some(next) => scale = next,
                None => break,
            }
        }
        Some(scale)
    }

    /// Grows everything from `scale` by `step` and relaxes; the new scale, or None (with the
    /// bodies back at `scale`, possibly shaken into a looser arrangement).
    fn grow(&mut self, scale: f32, step: f32, rng: &mut ChaCha8Rng) -> Option<f32> {
        let saved = self.bodies.clone();
        let next = scale * step;
        self.resize(next);
        if self.resolve(rng) {
            return Some(next);
        }
        // Keep the shaken positions if they still fit at the old scale: the next try starts
        // from a looser arrangement instead of the same jam. Moves are whole cells, so an
        // unturned body's old sprite only needs shifting, not redrawing.
        let c = self.lattice.cell;
        for (i, old) in saved.iter().enumerate() {
            let b = &self.bodies[i];
            let sprite = if b.angle == old.angle {
                let mut sprite = old.sprite.clone();
                let dx = ((b.centre.0 - old.centre.0) / c).round() as i32;
                let dy = ((b.centre.1 - old.centre.1) / c).round() as i32;
                sprite.shift(dx, dy);
                sprite
            } else {
                self.render(i, old.size, b.angle, b.centre)
            };
            let b = &mut self.bodies[i];
            b.size = old.size;
            b.sprite = sprite;
        }
        if (0..self.bodies.len()).any(|i| self.energy(i, &self.bodies[i].sprite) > 0.0) {
            self.bodies = saved;
        }
        None
    }

    /// Rough packings from `setup.restarts` starts on the coarse lattice; the best is
    /// bisected there, then finished on the fine one. Its ink area (mm²) and bodies, or None if nothing fits.
    fn batch(
        &mut self,
        setup: &Setup,
        smallest: f32,
        rng: &mut ChaCha8Rng,
    ) -> Option<(f32, Vec<Body>)> {
        let c = setup.lattice.cell;
        let usable = setup.radius - setup.margin;
        // Start where the ink boxes fill a fixed share of the usable disc.
        let unit_area: f32 = self
            .items
            .iter()
            .map(|it| it.rel * it.rel * (it.shape.w * it.shape.h) as f32 / it.shape.long().powi(2))
            .sum();
        let area = std::f32::consts::PI * usable * usable;
        let start = (START_FILL * area / unit_area.max(1e-6)).sqrt().min(usable * 2.0);
        self.use_lattice(Lattice { cell: c * COARSE });
        let mut best: Option<(f32, f32, Vec<Body>)> = None;
        for _ in 0..setup.restarts.max(1) {
            if let Some(scale) = self.rough(start, rng) {
                let ink = self.ink();
                if best.as_ref().is_none_or(|(i, _, _)| ink > *i) {
                    best = Some((ink, scale, self.bodies.clone()));
                }
            }
        }
        let (_, scale, bodies) = best.filter(|(_, s, _)| s * smallest >= MIN_SIZE_MM)?;
        self.bodies = bodies;
        // Most of the growth is settled on the cheap coarse lattice; the fine one only takes
        // up the coarse lattice's slack.
        let mut scale = self.bisect(scale, 1.0 + (FIRST_STEP - 1.0) / 2.0, rng);
        self.use_lattice(setup.lattice);
        // The fine lattice is less conservative than the coarse one, so this rarely has
        // anything to resolve; if it cannot, fall back a step at a time.
        self.resize(scale);
        while !self.resolve(rng) {
            scale /= FIRST_STEP;
            if scale * smallest < MIN_SIZE_MM {
                return None;
            }
            self.resize(scale);
        }
        // Growing all together again on the fine lattice costs more than it gains; each
        // symbol growing alone takes up the slack instead.
        self.grow_each(scale, rng);
        Some((self.ink(), std::mem::take(&mut self.bodies)))
    }

    /// Switches to `lattice` (bodies must be redrawn after).
    fn use_lattice(&mut self, lattice: Lattice) {
        let c = lattice.cell;
        let usable = self.setup.radius - self.setup.margin;
        self.lattice = lattice;
        self.reach = self.setup.gap / 2.0 + 0.35 * c;
        // Cells are judged by their centres, up to 0.71 cell from the ink they stand for.
        self.bound = usable + self.setup.gap / 2.0 - 0.4 * c;
    }

    /// Redraws every body at `scale` times its relative size, in place.
    fn resize(&mut self, scale: f32) {
        for i in 0..self.bodies.len() {
            let b = &self.bodies[i];
            let size = scale * self.items[i].rel;
            let sprite = self.render(i, size, b.angle, b.centre);
            let b = &mut self.bodies[i];
            b.size = size;
            b.sprite = sprite;
        }
    }

    /// Bisects the growth step from `step` down to [`LAST_STEP`]: the common scale reached.
    fn bisect(&mut self, mut scale: f32, mut step: f32, rng: &mut ChaCha8Rng) -> f32 {
        for _ in 0..GROW_STEPS {
            if step < LAST_STEP {
                break;
            }
            match self.grow(scale, step, rng) {
                Some(next) => scale = next,
                None => step = 1.0 + (step - 1.0) / 2.0,
            }
        }
        scale
    }
}

/// Packs `items` on the card; Err with the reason when nothing fits.
pub(crate) fn pack(items: &[Item], setup: &Setup, rng: &mut ChaCha8Rng) -> Result<Packed, String> {
    let c = setup.lattice.cell;
    let usable = setup.radius - setup.margin;
    if usable <= c {
        return Err(format!(
            "a {} mm margin leaves no room on a card of radius {} mm",
            setup.margin, setup.radius
        ));
    }
    let mut packer = Packer {
        items,
        setup: *setup,
        lattice: setup.lattice,
        reach: 0.0,
        bound: 0.0,
        bodies: Vec::new(),
    };
    let smallest = items.iter().map(|it| it.rel).fold(f32::MAX, f32::min);
    let disc = std::f32::consts::PI * setup.radius * setup.radius;
    let mut best: Option<(f32, Vec<Body>)> = None;
    // A poor card gets more batches of starts; a good one stops after the first.
    for _ in 0..BATCHES {
        if let Some((ink, bodies)) = packer.batch(setup, smallest, rng)
            && best.as_ref().is_none_or(|(i, _)| ink > *i)
        {
            best = Some((ink, bodies));
        }
        // Fewer, larger symbols leave more white that no packing can fill.
        let good = GOOD_ENOUGH * (items.len() as f32 / 8.0).min(1.0);
        if best.as_ref().is_some_and(|(i, _)| *i >= good * disc) {
            break;
        }
    }
    let best = best.map(|(_, bodies)| bodies);
    let Some(bodies) = best else {
        return Err(format!(
            "with a {} mm gap and a {} mm margin on a {} mm card they do not fit even at {} mm",
            setup.gap,
            setup.margin,
            2.0 * setup.radius,
            MIN_SIZE_MM
        ));
    };
    Ok(Packed {
        centres: bodies.iter().map(|b| b.centre).collect(),
        angles: bodies.iter().map(|b| b.angle).collect(),
        sizes: bodies.iter().map(|b| b.size).collect(),
    })
}
