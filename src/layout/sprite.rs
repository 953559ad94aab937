//! A symbol drawn on the card's cell lattice as a bitset, dilated by half the gap.
//!
//! Two symbols keep the gap iff their half-gap dilations do not meet (the midpoint of their
//! closest ink points lies within half the gap of both), so each symbol is rasterised once
//! per size and turn, and every test after that is an AND of bit rows. Moving a symbol by
//! whole cells only changes its origin, so the packer can try many positions for free.

use super::shape::{PAD, QUANTUM, Shape};
use crate::geom::CardOutline;

/// See [`Sprite::render`].
const INTERPOLATION_SLACK: f32 = 0.85;

/// Cell lattice: cell `i` spans `[i·cell, (i+1)·cell)` mm from the card centre, on both axes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lattice {
    /// Cell side, mm.
    pub cell: f32,
}

/// A dilated symbol on the lattice.
#[derive(Debug, Clone)]
pub(crate) struct Sprite {
    /// Lattice column of local column 0.
    pub ox: i32,
    /// Lattice row of local row 0.
    pub oy: i32,
    /// Columns.
    lw: i32,
    /// Rows.
    lh: i32,
    /// u64 words per row.
    words: usize,
    /// Row-major bits, bit `x % 64` of word `x / 64` is local column x.
    bits: Vec<u64>,
    /// Per row: first and last set local column, or (1, 0) when the row is empty.
    ext: Vec<(i32, i32)>,
}

/// One in 16.16 fixed point.
const FIX: f32 = 65536.0;

/// Bilinear read of `get` (a field's values) at index `at` with fractions `fx`, `fy` in
/// 1/256: the value times 65536.
fn bilinear(get: impl Fn(usize) -> i32, at: usize, pw: usize, fx: i32, fy: i32) -> i32 {
    let top = (get(at) << 8) + (get(at + 1) - get(at)) * fx;
    let bottom = (get(at + pw) << 8) + (get(at + pw + 1) - get(at + pw)) * fx;
    (top << 8) + (bottom - top) * fy
}

/// Sets bits `a..=b` of a row.
fn fill(line: &mut [u64], a: i32, b: i32) {
    let (a, b) = (a as usize, b as usize);
    let (wa, wb) = (a / 64, b / 64);
    let lo = u64::MAX << (a % 64);
    let hi = u64::MAX >> (63 - b % 64);
    if wa == wb {
        line[wa] |= lo & hi;
    } else {
        line[wa] |= lo;
        for w in &mut line[wa + 1..wb] {
            *w = u64::MAX;
        }
        line[wb] |= hi;
    }
}

/// `x.floor() as i32` without a libm call (saturating like `as`).
fn floor_i(x: f32) -> i32 {
    let t = x as i32;
    t.saturating_sub(i32::from((t as f32) > x))
}

/// `x.ceil() as i32` without a libm call (saturating like `as`).
fn ceil_i(x: f32) -> i32 {
    let t = x as i32;
    t.saturating_add(i32::from((t as f32) < x))
}

/// Columns `col` in `0..n` with `|start + delta·col| <= limit`, widened by one, or None.
fn slab(start: f32, delta: f32, limit: f32, n: i32) -> Option<(i32, i32)> {
    if delta.abs() < 1e-9 {
        return (start.abs() <= limit).then_some((0, n - 1));
    }
    let (a, b) = ((-limit - start) / delta, (limit - start) / delta);
    let (lo, hi) = (floor_i(a.min(b)).saturating_sub(1), ceil_i(a.max(b)).saturating_add(1));
    let (lo, hi) = (lo.max(0), hi.min(n - 1));
    (lo <= hi).then_some((lo, hi))
}

impl Sprite {
    /// Draws `shape` with its ink's longer side `size_mm`, turned `angle_deg` clockwise, ink
    /// centre at `centre` (mm from the card centre), grown by `reach_mm`: a cell is set when
    /// its centre is within `reach_mm` of the ink.
    pub fn render(
        shape: &Shape,
        size_mm: f32,
        angle_deg: f32,
        centre: (f32, f32),
        reach_mm: f32,
        lattice: Lattice,
    ) -> Sprite {
        let c = lattice.cell;
        let s = size_mm / shape.long();
        let (hw, hh) = (shape.w as f32 * s / 2.0, shape.h as f32 * s / 2.0);
        let (sin, cos) = crate::geom::sin_cos_deg(angle_deg);
        let ex = cos.abs() * hw + sin.abs() * hh + reach_mm + c;
        let ey = sin.abs() * hw + cos.abs() * hh + reach_mm + c;
        let ox = ((centre.0 - ex) / c).floor() as i32;
        let oy = ((centre.1 - ey) / c).floor() as i32;
        let lw = (((centre.0 + ex) / c).ceil() as i32 - ox).max(1);
        let lh = (((centre.1 + ey) / c).ceil() as i32 - oy).max(1);
        let words = (lw as usize).div_ceil(64);
        let mut bits = vec![0u64; words * lh as usize];
        let mut ext = vec![(1, 0); lh as usize];
        // Distances in mask pixels. The field holds distances between pixel centres; at the
        // corner of an ink pixel whose neighbours are empty, interpolating it reads 0.85 where
        // the ink's edge is, so that much slack keeps every inked point marked.
        let limit = reach_mm / s + INTERPOLATION_SLACK;
        let (half_w, half_h) = (shape.w as f32 / 2.0, shape.h as f32 / 2.0);
        // Mask pixels per cell. The fields are 1-Lipschitz up to the interpolation error
        // (under half a pixel each way), so far from the ink whole runs of cells can be
        // skipped, and deep inside it whole runs filled, without sampling each cell.
        let inv_step = s / c;
        let inv_s = 1.0 / s;
        // Turning a cell offset back by -angle gives ink coordinates; step along the row.
        let (du, dv) = (c * inv_s * cos, -c * inv_s * sin);
        // Cells farther than this from the mask's centre, along either axis, are unmarked.
        let (reach_u, reach_v) = (half_w + limit + 1.0, half_h + limit + 1.0);
        let (signed, pw, ph) = shape.field();
        // The distance off the ink and the depth inside it.
        let dist = |k: usize| i32::from(signed[k]).max(0);
        let depth = |k: usize| (-i32::from(signed[k])).max(0);
        let pad = PAD as f32 - 0.5;
        let (max_gx, max_gy) = (((pw as i64 - 1) << 16) - 1, ((ph as i64 - 1) << 16) - 1);
        let (dgx, dgy) = ((du * FIX) as i64, (dv * FIX) as i64);
        let limit_fixed = (limit / QUANTUM * FIX) as i32;
        let inside_fixed = (0.5 / QUANTUM * FIX) as i32;
        for row in 0..lh {
            let y = (oy + row) as f32 * c + c / 2.0 - centre.1;
            let x0 = ox as f32 * c + c / 2.0 - centre.0;
            let (xs, ys) = (x0 * inv_s, y * inv_s);
            let (a0, b0) = (xs * cos + ys * sin, ys * cos - xs * sin);
            // The columns where the row crosses the mask's rectangle (grown by the limit).
            let Some((lo, hi)) = slab(a0, du, reach_u, lw).and_then(|(l0, h0)| {
                let (l1, h1) = slab(b0, dv, reach_v, lw)?;
                let (l, h) = (l0.max(l1), h0.min(h1));
                (l <= h).then_some((l, h))
            }) else {
                continue;
            };
            let (mut first, mut last) = (i32::MAX, -1);
            let line = &mut bits[row as usize * words..(row as usize + 1) * words];
            // Field coordinates in 16.16 fixed point: the walk along the row is exact integer
            // arithmetic, with no float-to-int conversion per cell. Clamping a point into the
            // field moves it no farther from the ink, so reads there only mark more cells.
            let gx0 = ((a0 + half_w + pad) * FIX) as i64;
            let gy0 = ((b0 + half_h + pad) * FIX) as i64;
            let mut col = lo;
            while col <= hi {
                let gx = (gx0 + dgx * col as i64).clamp(0, max_gx);
                let gy = (gy0 + dgy * col as i64).clamp(0, max_gy);
                let (ix, iy) = ((gx >> 16) as usize, (gy >> 16) as usize);
                let (fx, fy) = (((gx >> 8) & 255) as i32, ((gy >> 8) & 255) as i32);
                let at = iy * pw + ix;
                let d = bilinear(dist, at, pw, fx, fy);
                if d > limit_fixed {
                    let d = d as f32 * (QUANTUM / FIX);
                    col += (((d - limit - 1.0) * inv_step) as i32).max(1);
                    continue;
                }
                // Only inside the ink can a whole run be filled.
                let run = if d < inside_fixed {
                    let depth = bilinear(depth, at, pw, fx, fy) as f32 * (QUANTUM / FIX);
                    (((depth - 2.0) * inv_step) as i32).max(0)
                } else {
                    0
                };
                let end = (col + run).min(hi);
                fill(line, col, end);
                first = first.min(col);
                last = end;
                col = end + 1;
            }
            if last >= 0 {
                ext[row as usize] = (first, last);
            }
        }
        Sprite { ox, oy, lw, lh, words, bits, ext }
    }

    /// Moves by whole cells.
    pub fn shift(&mut self, dx: i32, dy: i32) {
        self.ox += dx;
        self.oy += dy;
    }

    /// Set cells in both sprites.
    pub fn overlap(&self, other: &Sprite) -> u32 {
        let x0 = self.ox.max(other.ox);
        let x1 = (self.ox + self.lw).min(other.ox + other.lw);
        let y0 = self.oy.max(other.oy);
        let y1 = (self.oy + self.lh).min(other.oy + other.lh);
        if x0 >= x1 || y0 >= y1 {
            return 0;
        }
        let k0 = ((x0 - self.ox) / 64) as usize;
        let k1 = ((x1 - 1 - self.ox) / 64) as usize;
        let mut total = 0;
        let word = |i: i32| (i >= 0 && (i as usize) < other.words).then_some(i as usize);
        for k in k0..=k1 {
            // Word k of our rows lines up with bits `off..off + 64` of the other's rows.
            let off = self.ox + 64 * k as i32 - other.ox;
            let (wi, sh) = (off.div_euclid(64), off.rem_euclid(64) as u32);
            let (lo_word, hi_word) = (word(wi), if sh == 0 { None } else { word(wi + 1) });
            for y in y0..y1 {
                let aw = self.bits[(y - self.oy) as usize * self.words + k];
                if aw == 0 {
                    continue;
                }
                let b = (y - other.oy) as usize * other.words;
                let lo = lo_word.map_or(0, |w| other.bits[b + w] >> sh);
                let hi = hi_word.map_or(0, |w| other.bits[b + w] << (64 - sh));
                total += (aw & (lo | hi)).count_ones();
            }
        }
        total
    }

    /// Whether a set cell lies beyond `card` shrunk to a half-width of `half_mm` (see
    /// [`CardOutline::beyond`]). Cells are judged by their centres.
    pub fn reaches_past(&self, card: &CardOutline, half_mm: f32, lattice: Lattice) -> bool {
        let c = lattice.cell;
        let centre = |a: i32| a as f32 * c + c / 2.0;
        let (x0, x1) = (centre(self.ox), centre(self.ox + self.lw - 1));
        let (y0, y1) = (centre(self.oy), centre(self.oy + self.lh - 1));
        let rows = || {
            self.ext.iter().enumerate().filter(|(_, (first, last))| first <= last).map(
                |(row, &(first, last))| {
                    (centre(self.ox + first), centre(self.ox + last), centre(self.oy + row as i32))
                },
            )
        };
        // Most sprites lie well inside: then the corners of their box already say so, since
        // every outline holds the circle of its half-width.
        let (fx, fy) = (x0.abs().max(x1.abs()), y0.abs().max(y1.abs()));
        if fx * fx + fy * fy <= half_mm * half_mm {
            return false;
        }
        if let CardOutline::Round { .. } = card {
            return rows().any(|(xa, xb, y)| {
                let far = xa.abs().max(xb.abs());
                (far * far + y * y).sqrt() > half_mm
            });
        }
        // Every card is convex: a row whose two ends are on it lies on it, and so does a box
        // whose four corners are.
        let out = |x: f32, y: f32| card.beyond(x, y, half_mm).distance > 0.0;
        if ![(x0, y0), (x1, y0), (x0, y1), (x1, y1)].iter().any(|&(x, y)| out(x, y)) {
            return false;
        }
        rows().any(|(xa, xb, y)| out(xa, y) || out(xb, y))
    }

    /// Number of set cells.
    #[cfg(test)]
    pub fn count(&self) -> u32 {
        self.bits.iter().map(|w| w.count_ones()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Mask;

    fn square() -> Shape {
        Shape::new(&Mask {
            width: 10,
            height: 10,
            alpha: vec![255; 100],
            frame: [0.0, 0.0, 1.0, 1.0],
            source_aspect: 1.0,
        })
    }

    #[test]
    fn square_covers_its_area_and_shifts_exactly() {
        let lattice = Lattice { cell: 0.5 };
        let a = Sprite::render(&square(), 10.0, 0.0, (0.0, 0.0), 0.0, lattice);
        // 10 mm square of 0.5 mm cells: 20 × 20 cell centres inside, plus the edge tolerance.
        let n = a.count();
        assert!((400..=484).contains(&n), "{n}");
        let mut b = a.clone();
        assert_eq!(a.overlap(&b), n);
        b.shift(30, 0);
        assert_eq!(a.overlap(&b), 0);
        b.shift(-25, 3);
        assert!(a.overlap(&b) > 0);
        b.shift(40, 0);
        assert_eq!(a.overlap(&b), 0);
        // Turned 45°, the square's corner reaches 7.07 mm from its centre.
        let t = Sprite::render(&square(), 10.0, 45.0, (0.0, 0.0), 0.0, lattice);
        assert!(t.reaches_past(&CardOutline::round(20.0), 6.5, lattice));
        assert!(!t.reaches_past(&CardOutline::round(20.0), 7.6, lattice));
    }

    #[test]
    fn reach_keeps_the_gap() {
        let lattice = Lattice { cell: 0.25 };
        let a = Sprite::render(&square(), 10.0, 0.0, (0.0, 0.0), 0.75, lattice);
        // Ink edges 1.4 mm apart: dilations of 0.75 mm each meet.
        let b = Sprite::render(&square(), 10.0, 0.0, (11.4, 0.0), 0.75, lattice);
        assert!(a.overlap(&b) > 0);
        // 2.4 mm apart: they do not (the slack adds at most 0.35 mask pixels a side).
        let b = Sprite::render(&square(), 10.0, 0.0, (12.4, 0.0), 0.75, lattice);
        assert_eq!(a.overlap(&b), 0);
    }
}
