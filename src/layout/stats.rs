//! Measuring a laid-out card, independently of the packer.
//!
//! Every placement is re-rasterised from its [`Placement`] and mask alone, on a finer grid
//! than the packer's, so tests and the benchmark check what the renderer will draw rather
//! than what the packer believes.

use std::sync::Arc;

use super::edt::{FAR, squared_edt};
use super::shape::{ink_of, turn};
use super::{CardLayout, INK_ALPHA, LayoutOptions, Placement};
use crate::geom::Mask;

/// Measuring grid, pixels per mm.
const PX_PER_MM: f32 = 8.0;
/// Measuring grid cells across the card at most.
const MAX_CELLS: f32 = 1200.0;
/// Rounding allowed when judging the margin, mm.
const MARGIN_TOL: f32 = 0.01;
/// Coarser grid for the largest empty circle, in measuring pixels per side.
const EMPTY_BLOCK: usize = 4;

/// Figures of one card.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardStats {
    /// Ink (weighted by its opacity) as a fraction of the whole card disc.
    pub coverage: f32,
    /// Smallest distance between two symbols' ink, mm; 0 when two overlap; infinite with
    /// fewer than two symbols.
    pub min_gap_mm: f32,
    /// Largest / smallest symbol, by the longer side of the ink.
    pub size_ratio: f32,
    /// Radius of the largest circle on the card free of ink, as a fraction of the card radius.
    pub largest_empty: f32,
    /// Smallest distance from ink to the cut line, mm (negative past it).
    pub min_margin_mm: f32,
    /// All ink keeps the margin.
    pub inside: bool,
}

/// Measures `card` on a disc of `diameter_mm`, `masks[i]` being symbol i's ink.
///
/// A placement whose symbol has no mask is skipped.
pub fn card_stats(
    card: &CardLayout,
    masks: &[Arc<Mask>],
    diameter_mm: f32,
    options: &LayoutOptions,
) -> CardStats {
    let radius = diameter_mm / 2.0;
    // Coarser on huge cards, so the grid stays a few megabytes.
    let px_per_mm = PX_PER_MM.min(MAX_CELLS / diameter_mm.max(1.0));
    let f = 1.0 / px_per_mm;
    let n = (diameter_mm * px_per_mm).ceil().max(1.0) as usize;
    let centre_of = |i: usize| -radius + (i as f32 + 0.5) * f;
    let mut labels = vec![0u16; n * n];
    let mut alpha = vec![0u8; n * n];
    let mut overlap = false;
    let mut max_reach = 0.0f32;
    let mut sizes = Vec::new();
    for (k, p) in card.placements.iter().enumerate() {
        let Some(mask) = masks.get(p.symbol.0 as usize) else { continue };
        let label = (k + 1).min(u16::MAX as usize) as u16;
        let (w, h) = (mask.width.max(1) as f32, mask.height.max(1) as f32);
        let ((cx, cy), sx, sy) = ink_of(p, mask);
        sizes.push((w * sx).max(h * sy));
        max_reach = max_reach.max(ink_reach(p, mask));
        let (hw, hh) = (w * sx / 2.0, h * sy / 2.0);
        let (sin, cos) = crate::geom::sin_cos_deg(p.rotation_deg);
        let ex = cos.abs() * hw + sin.abs() * hh + f;
        let ey = sin.abs() * hw + cos.abs() * hh + f;
        let to_cell = |mm: f32| ((mm + radius) / f).floor();
        let (i0, i1) = (to_cell(cx - ex).max(0.0) as usize, to_cell(cx + ex).min(n as f32 - 1.0));
        let (j0, j1) = (to_cell(cy - ey).max(0.0) as usize, to_cell(cy + ey).min(n as f32 - 1.0));
        if i1 < 0.0 || j1 < 0.0 {
            // Entirely off the grid (and the card): only its reach counts.
            continue;
        }
        // The turn back into the mask, once per placement rather than once per cell.
        let (s, c) = crate::geom::sin_cos_deg(-p.rotation_deg);
        for j in j0..=j1 as usize {
            for i in i0..=i1 as usize {
                let (x, y) = (centre_of(i) - cx, centre_of(j) - cy);
                let (a, b) = (x * c - y * s, x * s + y * c);
                let value = mask.at(floor(a / sx + w / 2.0), floor(b / sy + h / 2.0));
                if value < INK_ALPHA {
                    continue;
                }
                let cell = j * n + i;
                if labels[cell] != 0 && labels[cell] != label {
                    overlap = true;
                }
                labels[cell] = label;
                alpha[cell] = alpha[cell].max(value);
            }
        }
    }
    let (mut ink, mut disc) = (0.0f64, 0usize);
    for j in 0..n {
        for i in 0..n {
            let (x, y) = (centre_of(i), centre_of(j));
            if x * x + y * y <= radius * radius {
                disc += 1;
                ink += f64::from(alpha[j * n + i]) / 255.0;
            }
        }
    }
    let min_gap_mm = if overlap { 0.0 } else { min_gap(&labels, n, f) };
    let min_margin_mm = radius - max_reach;
    let smallest = sizes.iter().copied().fold(f32::MAX, f32::min);
    let largest = sizes.iter().copied().fold(0.0, f32::max);
    CardStats {
        coverage: (ink / disc.max(1) as f64) as f32,
        min_gap_mm,
        size_ratio: if sizes.is_empty() { 1.0 } else { largest / smallest.max(1e-6) },
        largest_empty: largest_empty(&labels, n, f, radius) / radius,
        min_margin_mm,
        inside: min_margin_mm >= options.margin_mm - MARGIN_TOL,
    }
}

/// `x.floor()` as an integer, without a call to libm (this runs for every grid cell).
fn floor(x: f32) -> i64 {
    let t = x as i64;
    if (t as f32) > x { t - 1 } else { t }
}

/// Farthest reach of `p`'s ink from the card centre, mm: exact for ink pixels as squares.
fn ink_reach(p: &Placement, mask: &Mask) -> f32 {
    let ((cx, cy), sx, sy) = ink_of(p, mask);
    let (w, h) = (mask.width as usize, mask.height as usize);
    let mut far = 0.0f32;
    for v in 0..h {
        for u in 0..w {
            if mask.at(u as i64, v as i64) < INK_ALPHA {
                continue;
            }
            for (du, dv) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
                let a = (u as f32 + du - w as f32 / 2.0) * sx;
                let b = (v as f32 + dv - h as f32 / 2.0) * sy;
                let (x, y) = turn(a, b, p.rotation_deg);
                far = far.max(crate::geom::hypot(cx + x, cy + y));
            }
        }
    }
    far
}

/// Smallest distance between ink cells of different labels, mm, measured between the cells'
/// facing edges.
fn min_gap(labels: &[u16], n: usize, f: f32) -> f32 {
    // Edge cells of each label, sorted by x.
    let count = labels.iter().copied().max().unwrap_or(0) as usize;
    let mut edges: Vec<Vec<(f32, f32)>> = vec![Vec::new(); count + 1];
    for j in 0..n {
        for i in 0..n {
            let l = labels[j * n + i];
            if l == 0 {
                continue;
            }
            let same = |di: isize, dj: isize| {
                let (a, b) = (i as isize + di, j as isize + dj);
                a >= 0
                    && b >= 0
                    && (a as usize) < n
                    && (b as usize) < n
                    && labels[b as usize * n + a as usize] == l
            };
            if !(same(-1, 0) && same(1, 0) && same(0, -1) && same(0, 1)) {
                edges[l as usize].push((i as f32 * f, j as f32 * f));
            }
        }
    }
    for e in &mut edges {
        e.sort_by(|a, b| a.0.total_cmp(&b.0));
    }
    let mut best = f32::INFINITY;
    for a in 1..=count {
        for b in a + 1..=count {
            let (pa, pb) = (&edges[a], &edges[b]);
            for &(x, y) in pa {
                let start = pb.partition_point(|q| q.0 < x - best);
                for &(qx, qy) in &pb[start..] {
                    if qx > x + best {
                        break;
                    }
                    let d = ((qx - x).powi(2) + (qy - y).powi(2)).sqrt();
                    best = best.min(d);
                }
            }
        }
    }
    if best.is_finite() { (best - f).max(0.0) } else { best }
}

/// Radius (mm) of the largest circle inside the card that holds no ink.
fn largest_empty(labels: &[u16], n: usize, f: f32, radius: f32) -> f32 {
    let m = n.div_ceil(EMPTY_BLOCK);
    let cf = f * EMPTY_BLOCK as f32;
    let mut grid = vec![FAR; m * m];
    for jb in 0..m {
        for ib in 0..m {
            let (x, y) = (-radius + (ib as f32 + 0.5) * cf, -radius + (jb as f32 + 0.5) * cf);
            let mut blocked = x * x + y * y > radius * radius;
            'scan: for j in jb * EMPTY_BLOCK..((jb + 1) * EMPTY_BLOCK).min(n) {
                for i in ib * EMPTY_BLOCK..((ib + 1) * EMPTY_BLOCK).min(n) {
                    if labels[j * n + i] != 0 {
                        blocked = true;
                        break 'scan;
                    }
                }
            }
            if blocked {
                grid[jb * m + ib] = 0.0;
            }
        }
    }
    // Pad with a blocked ring so the grid's edge counts as outside the card.
    let p = m + 2;
    let mut padded = vec![0.0; p * p];
    for j in 0..m {
        padded[(j + 1) * p + 1..(j + 1) * p + 1 + m].copy_from_slice(&grid[j * m..(j + 1) * m]);
    }
    squared_edt(&mut padded, p, p);
    let best = padded.iter().copied().fold(0.0f32, f32::max).sqrt();
    // Distance between block centres; the free disc ends half a block before the blocked one.
    ((best - 0.5) * cf).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::SymbolId;

    fn solid() -> Arc<Mask> {
        Arc::new(Mask {
            width: 10,
            height: 10,
            alpha: vec![255; 100],
            frame: [0.0, 0.0, 1.0, 1.0],
            source_aspect: 1.0,
        })
    }

    fn at(x: f32, y: f32, size: f32) -> Placement {
        Placement {
            symbol: SymbolId(0),
            x_mm: x,
            y_mm: y,
            width_mm: size,
            height_mm: size,
            rotation_deg: 0.0,
            tint: None,
        }
    }

    #[test]
    fn measures_two_squares() {
        let card = CardLayout { placements: vec![at(-6.0, 0.0, 10.0), at(7.0, 0.0, 5.0)] };
        let s = card_stats(&card, &[solid()], 60.0, &LayoutOptions::default());
        // Facing edges at -1 and 4.5: 5.5 mm apart.
        assert!((s.min_gap_mm - 5.5).abs() < 0.2, "{s:?}");
        assert!((s.size_ratio - 2.0).abs() < 1e-4);
        let disc = std::f32::consts::PI * 30.0 * 30.0;
        assert!((s.coverage - 125.0 / disc).abs() < 0.005, "{s:?}");
        assert!(s.inside);
        // Most of the card is empty: a circle of radius about 15 mm fits above them.
        assert!(s.largest_empty > 0.4 && s.largest_empty < 0.65, "{s:?}");
    }

    #[test]
    fn sees_overlap_and_margin() {
        let card = CardLayout { placements: vec![at(0.0, 0.0, 10.0), at(4.0, 4.0, 10.0)] };
        let s = card_stats(&card, &[solid()], 60.0, &LayoutOptions::default());
        assert_eq!(s.min_gap_mm, 0.0);
        let card = CardLayout { placements: vec![at(24.0, 0.0, 10.0)] };
        let s = card_stats(&card, &[solid()], 60.0, &LayoutOptions::default());
        assert!(!s.inside && s.min_margin_mm < 3.0, "{s:?}");
    }
}
