//! Filling holes: after the symbols have grown, the largest empty circle on the card is found
//! and the symbols nearest it are moved into it, one at a time, each followed by growing
//! alone, so that the room it leaves behind goes to its neighbours.
//!
//! Growing pushes symbols apart but never pulls one into a hole, and a packing that has
//! jammed leaves its empty room wherever the jam happened to form: often one round hole,
//! which a player sees at once. Moving a neighbour into it and letting the others grow
//! spreads that room into gaps too thin to notice.

use rand_chacha::ChaCha8Rng;

use super::super::edt::{FAR, squared_edt};
use super::super::shape::{PAD, QUANTUM};
use super::{Packer, Poses, flow};
use crate::geom::CardOutline;

/// Empty circles smaller than this share of [`Packer::hole_radius`] are left alone.
const FILL_FROM: f32 = 0.17;
/// Rounds of filling: each moves one symbol.
const ROUNDS: usize = 8;
/// Symbols that fit in the hole whole tried per round, largest first.
const JUMPS: usize = 3;
/// Symbols tried per round, nearest the hole first.
const TRIES: usize = 2;
/// [`JUMPS`] and [`TRIES`] for a card that kept its hole through the first batches: every
/// symbol of a small card. Fewer often leave the hole; on every card, all would slow a deck.
const THOROUGH: usize = 6;
/// Cells across the card radius on the grid the holes are measured on.
pub(super) const CELLS: usize = 60;

/// The largest empty circle: centre (mm from the card centre) and radius (mm).
#[derive(Debug, Clone, Copy)]
pub(super) struct Hole {
    pub centre: (f32, f32),
    pub radius: f32,
}

/// The grid holes are measured on, with the cells off the card already blocked: the same for
/// every packing of a card, so made once.
#[derive(Debug, Clone)]
pub(super) struct HoleGrid {
    cell: f32,
    /// Half the grid's width and height, mm.
    bx: f32,
    by: f32,
    nx: usize,
    ny: usize,
    /// [`FAR`] on the card, 0 off it.
    base: Vec<f32>,
}

impl HoleGrid {
    /// `cells` cells per half-width; the grid covers the card's box: 2·cells across a
    /// round card. Other cards fill their box's edges, so it reaches a cell past them:
    /// cells off the card to measure to.
    pub(super) fn new(radius: f32, card: &CardOutline, cells: usize) -> HoleGrid {
        let cell = radius / cells as f32;
        let (w, h) = card.bounds_mm();
        let past = if let CardOutline::Round { .. } = card { 0.0 } else { cell };
        let (bx, by) = (w / 2.0 + past, h / 2.0 + past);
        let cells = |half: f32| ((2.0 * half / cell) - 1e-3).ceil().max(1.0) as usize;
        let (nx, ny) = (cells(bx), cells(by));
        let mut grid = HoleGrid { cell, bx, by, nx, ny, base: vec![FAR; nx * ny] };
        for j in 0..ny {
            for i in 0..nx {
                let (x, y) = (grid.at_x(i), grid.at_y(j));
                let outside = match card {
                    CardOutline::Round { .. } => x * x + y * y > radius * radius,
                    _ => !card.contains(x, y),
                };
                if outside {
                    grid.base[j * nx + i] = 0.0;
                }
            }
        }
        grid
    }

    fn at_x(&self, k: usize) -> f32 {
        -self.bx + (k as f32 + 0.5) * self.cell
    }

    fn at_y(&self, k: usize) -> f32 {
        -self.by + (k as f32 + 0.5) * self.cell
    }
}

impl Packer<'_> {
    /// The largest circle on the card free of ink: measured like the independent check
    /// (`card_stats`), inside the card's cut line, on the [`HoleGrid`].
    pub(super) fn largest_hole(&self, p: &Poses) -> Hole {
        self.hole_on(&self.holes, p)
    }

    /// [`Packer::largest_hole`] measured on `holes`.
    pub(super) fn hole_on(&self, holes: &HoleGrid, p: &Poses) -> Hole {
        let (cell, bx, by, nx, ny) = (holes.cell, holes.bx, holes.by, holes.nx, holes.ny);
        let at_x = |k: usize| holes.at_x(k);
        let at_y = |k: usize| holes.at_y(k);
        let mut grid = holes.base.clone();
        for (k, item) in self.items.iter().enumerate() {
            let shape = item.shape;
            let px = p.size[k] / shape.long();
            let (s, c) = crate::geom::sin_cos_deg(p.angle[k]);
            let (cx, cy) = p.centre[k];
            let reach = self.reach_mm(k, p.size[k]);
            let (hw, hh) = (shape.w as f32 / 2.0, shape.h as f32 / 2.0);
            let to = |v: f32, half: f32, n: usize| {
                (((v + half) / cell).floor().max(0.0) as usize).min(n - 1)
            };
            // Ink within half a cell of a cell's centre blocks it: that much in the field's
            // quanta, one lookup per cell.
            let within = (0.5 * cell / px / QUANTUM).min(255.0) as i16;
            let (field, fw, fh) = shape.field();
            let (c, s) = (c / px, s / px);
            let (ox, oy) = (hw + PAD as f32, hh + PAD as f32);
            for j in to(cy - reach, by, ny)..=to(cy + reach, by, ny) {
                let dy = at_y(j) - cy;
                for i in to(cx - reach, bx, nx)..=to(cx + reach, bx, nx) {
                    let dx = at_x(i) - cx;
                    // Back into the field: turn by -angle, then to pixels.
                    let (u, v) = (dx * c + dy * s + ox, dy * c - dx * s + oy);
                    if u < 0.0 || v < 0.0 || u >= fw as f32 || v >= fh as f32 {
                        continue;
                    }
                    if field[v as usize * fw + u as usize] <= within {
                        grid[j * nx + i] = 0.0;
                    }
                }
            }
        }
        squared_edt(&mut grid, nx, ny);
        let mut best = (0.0, 0usize);
        for (k, &d) in grid.iter().enumerate() {
            if d > best.0 {
                best = (d, k);
            }
        }
        let (i, j) = (best.1 % nx, best.1 / nx);
        // The circle reaches to the nearest blocked cell's centre, less half a cell.
        Hole { centre: (at_x(i), at_y(j)), radius: (best.0.sqrt() - 0.5).max(0.0) * cell }
    }

    /// The symbols of `p`, nearest `at` first: by the distance from `at` to their reach
    /// (mm, negative within it), and their index.
    pub(super) fn nearest(&self, p: &Poses, at: (f32, f32)) -> Vec<(f32, usize)> {
        let mut near: Vec<(f32, usize)> = (0..p.size.len())
            .map(|k| {
                let (dx, dy) = (p.centre[k].0 - at.0, p.centre[k].1 - at.1);
                ((dx * dx + dy * dy).sqrt() - self.reach_mm(k, p.size[k]), k)
            })
            .collect();
        near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        near
    }

    /// Moves symbols into the largest hole while that makes it smaller (see the module
    /// doc); `scale` bounds how far a symbol grows alone, as in the flow.
    /// `thorough`: try more symbols per round ([`THOROUGH`]).
    pub(super) fn fill(
        &self,
        scale: f32,
        mut poses: Poses,
        thorough: bool,
        rng: &mut ChaCha8Rng,
    ) -> Poses {
        let (jumps, nearest) = if thorough { (THOROUGH, THOROUGH) } else { (JUMPS, TRIES) };
        let n = poses.size.len();
        if n < 2 {
            return poses;
        }
        let mut hole = self.largest_hole(&poses);
        let mut ink = self.ink_of(&poses);
        for _ in 0..ROUNDS {
            if hole.radius < FILL_FROM * self.hole_radius {
                break;
            }
            let near = self.nearest(&poses, hole.centre);
            // The largest symbols that fit in the hole whole, jumping there from anywhere
            // (the room they leave goes to their neighbours), and the nearest, moved in as
            // far as their reach allows.
            let mut fitting: Vec<(f32, usize)> = (0..n)
                .filter(|&k| self.free(k))
                .map(|k| (self.reach_mm(k, poses.size[k]), k))
                .filter(|&(r, _)| r + self.setup.gap <= hole.radius)
                .collect();
            fitting.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
            let tries = fitting.iter().take(jumps).map(|&(_, k)| (k, true));
            let near = near.iter().filter(|&&(_, k)| self.free(k));
            let tries = tries.chain(near.take(nearest).map(|&(_, k)| (k, false)));
            let mut found: Option<(Hole, Poses)> = None;
            for (k, jump) in tries {
                let mut p = poses.clone();
                let (dx, dy) = (hole.centre.0 - p.centre[k].0, hole.centre.1 - p.centre[k].1);
                let d = (dx * dx + dy * dy).sqrt().max(1e-6);
                let step = if jump {
                    d
                } else {
                    (d - (self.reach_mm(k, p.size[k]) - hole.radius).max(0.0)).clamp(0.0, d)
                };
                p.centre[k].0 += dx / d * step;
                p.centre[k].1 += dy / d * step;
                let Some(p) = self.untangle(p, rng) else { continue };
                let h = self.largest_hole(&p);
                if h.radius < hole.radius - 0.25 * self.setup.lattice.cell
                    && found.as_ref().is_none_or(|f| h.radius < f.0.radius)
                {
                    found = Some((h, p));
                }
            }
            let Some((_, p)) = found else { break };
            // The best move, then the room it left goes to the neighbours.
            let (_, p) = self.flow(scale, p, true, flow::FIRST_RATE, rng);
            let (h, i) = (self.largest_hole(&p), self.ink_of(&p));
            if i < ink {
                break;
            }
            (hole, ink, poses) = (h, i, p);
        }
        poses
    }
}
