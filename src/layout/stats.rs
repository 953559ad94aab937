//! Measuring a laid-out card, independently of the packer.
//!
//! Every placement is re-rasterised from its [`Placement`] and mask alone, on a finer grid
//! than the packer's, so tests and the benchmark check what the renderer will draw rather
//! than what the packer believes.

use std::sync::Arc;

use super::edt::{FAR, squared_edt};
use super::shape::{ink_of, turn};
use super::{CardLayout, INK_ALPHA, LayoutOptions, Placement};
use crate::geom::{CardOutline, Mask};

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
    /// Ink (weighted by its opacity) as a fraction of the whole card's area.
    pub coverage: f32,
    /// Smallest distance between two symbols' ink, mm; 0 when two overlap; infinite with
    /// fewer than two symbols.
    pub min_gap_mm: f32,
    /// Largest / smallest symbol, by the longer side of the ink.
    pub size_ratio: f32,
    /// Radius of the largest circle on the card free of ink, as a fraction of the radius of
    /// a circle of the card's area ([`CardOutline::disc_radius`]; a round card's radius).
    pub largest_empty: f32,
    /// Smallest distance from ink to the cut line, mm (negative past it).
    pub min_margin_mm: f32,
    /// All ink keeps the margin.
    pub inside: bool,
}

/// Measures `card` inside the cut line `outline`, `masks[i]` being symbol i's ink.
///
/// A placement whose symbol has no mask is skipped.
pub fn card_stats(
    card: &CardLayout,
    masks: &[Arc<Mask>],
    outline: CardOutline,
    options: &LayoutOptions,
) -> CardStats {
    let (width, height) = outline.bounds_mm();
    let radius = outline.size_mm() / 2.0;
    // Coarser on huge cards, so the grid stays a few megabytes.
    let px_per_mm = PX_PER_MM.min(MAX_CELLS / width.max(height).max(1.0));
    let f = 1.0 / px_per_mm;
    let (nx, ny) = (
        (width * px_per_mm).ceil().max(1.0) as usize,
        (height * px_per_mm).ceil().max(1.0) as usize,
    );
    let centre_x = |i: usize| -width / 2.0 + (i as f32 + 0.5) * f;
    let centre_y = |j: usize| -height / 2.0 + (j as f32 + 0.5) * f;
    let on_card = |x: f32, y: f32| match outline {
        CardOutline::Round { .. } => x * x + y * y <= radius * radius,
        _ => outline.contains(x, y),
    };
    let mut labels = vec![0u16; nx * ny];
    let mut alpha = vec![0u8; nx * ny];
    let mut overlap = false;
    // Round: the farthest reach from the centre; others: the farthest past the cut line.
    let mut max_reach = if let CardOutline::Round { .. } = outline { 0.0f32 } else { f32::MIN };
    let mut sizes = Vec::new();
    for (k, p) in card.placements.iter().enumerate() {
        let Some(mask) = masks.get(p.symbol.0 as usize) else { continue };
        let label = (k + 1).min(u16::MAX as usize) as u16;
        let (w, h) = (mask.width.max(1) as f32, mask.height.max(1) as f32);
        let ((cx, cy), sx, sy) = ink_of(p, mask);
        sizes.push((w * sx).max(h * sy));
        max_reach = max_reach.max(ink_reach(p, mask, &outline));
        let (hw, hh) = (w * sx / 2.0, h * sy / 2.0);
        let (sin, cos) = crate::geom::sin_cos_deg(p.rotation_deg);
        let ex = cos.abs() * hw + sin.abs() * hh + f;
        let ey = sin.abs() * hw + cos.abs() * hh + f;
        let to_cell = |mm: f32, half: f32| ((mm + half) / f).floor();
        let (i0, i1) = (to_cell(cx - ex, width / 2.0), to_cell(cx + ex, width / 2.0));
        let (j0, j1) = (to_cell(cy - ey, height / 2.0), to_cell(cy + ey, height / 2.0));
        let (i0, i1) = (i0.max(0.0) as usize, i1.min(nx as f32 - 1.0));
        let (j0, j1) = (j0.max(0.0) as usize, j1.min(ny as f32 - 1.0));
        if i1 < 0.0 || j1 < 0.0 {
            // Entirely off the grid (and the card): only its reach counts.
            continue;
        }
        // The turn back into the mask, once per placement rather than once per cell.
        let (s, c) = crate::geom::sin_cos_deg(-p.rotation_deg);
        for j in j0..=j1 as usize {
            for i in i0..=i1 as usize {
                let (x, y) = (centre_x(i) - cx, centre_y(j) - cy);
                let (a, b) = (x * c - y * s, x * s + y * c);
                let value = mask.at(floor(a / sx + w / 2.0), floor(b / sy + h / 2.0));
                if value < INK_ALPHA {
                    continue;
                }
                let cell = j * nx + i;
                if labels[cell] != 0 && labels[cell] != label {
                    overlap = true;
                }
                labels[cell] = label;
                alpha[cell] = alpha[cell].max(value);
            }
        }
    }
    let (mut ink, mut area) = (0.0f64, 0usize);
    for j in 0..ny {
        for i in 0..nx {
            if on_card(centre_x(i), centre_y(j)) {
                area += 1;
                ink += f64::from(alpha[j * nx + i]) / 255.0;
            }
        }
    }
    let min_gap_mm = if overlap { 0.0 } else { min_gap(&labels, nx, ny, f) };
    // Round cards: the farthest reach from the centre; others: the nearest to their edge.
    let min_margin_mm = match outline {
        CardOutline::Round { .. } => radius - max_reach,
        _ => -max_reach,
    };
    let smallest = sizes.iter().copied().fold(f32::MAX, f32::min);
    let largest = sizes.iter().copied().fold(0.0, f32::max);
    CardStats {
        coverage: (ink / area.max(1) as f64) as f32,
        min_gap_mm,
        size_ratio: if sizes.is_empty() { 1.0 } else { largest / smallest.max(1e-6) },
        largest_empty: largest_empty(&labels, (nx, ny), f, (width, height), &on_card)
            / outline.disc_radius(),
        min_margin_mm,
        inside: min_margin_mm >= options.margin_mm - MARGIN_TOL,
    }
}

/// `x.floor()` as an integer, without a call to libm (this runs for every grid cell).
fn floor(x: f32) -> i64 {
    let t = x as i64;
    if (t as f32) > x { t - 1 } else { t }
}

/// Farthest reach of `p`'s ink from the card centre on a round card, mm; on another, how far
/// its ink comes past the cut line (negative: stays inside by that much). Exact for ink pixels
/// as squares.
fn ink_reach(p: &Placement, mask: &Mask, outline: &CardOutline) -> f32 {
    let half = outline.size_mm() / 2.0;
    let round = matches!(outline, CardOutline::Round { .. });
    let ((cx, cy), sx, sy) = ink_of(p, mask);
    let (w, h) = (mask.width as usize, mask.height as usize);
    let mut far = if round { 0.0f32 } else { f32::MIN };
    for v in 0..h {
        for u in 0..w {
            if mask.at(u as i64, v as i64) < INK_ALPHA {
                continue;
            }
            for (du, dv) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
                let a = (u as f32 + du - w as f32 / 2.0) * sx;
                let b = (v as f32 + dv - h as f32 / 2.0) * sy;
                let (x, y) = turn(a, b, p.rotation_deg);
                let reach = if round {
                    crate::geom::hypot(cx + x, cy + y)
                } else {
                    outline.beyond(cx + x, cy + y, half).distance
                };
                far = far.max(reach);
            }
        }
    }
    far
}

/// Smallest distance between ink cells of different labels, mm, measured between the cells'
/// facing edges.
fn min_gap(labels: &[u16], nx: usize, ny: usize, f: f32) -> f32 {
    // Edge cells of each label, sorted by x.
    let count = labels.iter().copied().max().unwrap_or(0) as usize;
    let mut edges: Vec<Vec<(f32, f32)>> = vec![Vec::new(); count + 1];
    for j in 0..ny {
        for i in 0..nx {
            let l = labels[j * nx + i];
            if l == 0 {
                continue;
            }
            let same = |di: isize, dj: isize| {
                let (a, b) = (i as isize + di, j as isize + dj);
                a >= 0
                    && b >= 0
                    && (a as usize) < nx
                    && (b as usize) < ny
                    && labels[b as usize * nx + a as usize] == l
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

/// Radius (mm) of the largest circle inside the card that holds no ink, on the grid of
/// `labels` (cells of `f` mm over the card's box of `size` mm, `on_card` telling which
/// points are on the card).
fn largest_empty(
    labels: &[u16],
    (nx, ny): (usize, usize),
    f: f32,
    size: (f32, f32),
    on_card: &dyn Fn(f32, f32) -> bool,
) -> f32 {
    let (mx, my) = (nx.div_ceil(EMPTY_BLOCK), ny.div_ceil(EMPTY_BLOCK));
    let cf = f * EMPTY_BLOCK as f32;
    let mut grid = vec![FAR; mx * my];
    for jb in 0..my {
        for ib in 0..mx {
            // A block is free when its centre is on the card and none of it is ink.
            let x = -size.0 / 2.0 + (ib as f32 + 0.5) * cf;
            let y = -size.1 / 2.0 + (jb as f32 + 0.5) * cf;
            let mut blocked = !on_card(x, y);
            'scan: for j in jb * EMPTY_BLOCK..((jb + 1) * EMPTY_BLOCK).min(ny) {
                for i in ib * EMPTY_BLOCK..((ib + 1) * EMPTY_BLOCK).min(nx) {
                    if labels[j * nx + i] != 0 {
                        blocked = true;
                        break 'scan;
                    }
                }
            }
            if blocked {
                grid[jb * mx + ib] = 0.0;
            }
        }
    }
    // Pad with a blocked ring so the grid's edge counts as outside the card.
    let (px, py) = (mx + 2, my + 2);
    let mut padded = vec![0.0; px * py];
    for j in 0..my {
        padded[(j + 1) * px + 1..(j + 1) * px + 1 + mx]
            .copy_from_slice(&grid[j * mx..(j + 1) * mx]);
    }
    squared_edt(&mut padded, px, py);
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
            face: None,
        }
    }

    #[test]
    fn measures_two_squares() {
        let card = CardLayout { placements: vec![at(-6.0, 0.0, 10.0), at(7.0, 0.0, 5.0)] };
        let s = card_stats(&card, &[solid()], CardOutline::round(60.0), &LayoutOptions::default());
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
        let s = card_stats(&card, &[solid()], CardOutline::round(60.0), &LayoutOptions::default());
        assert_eq!(s.min_gap_mm, 0.0);
        let card = CardLayout { placements: vec![at(24.0, 0.0, 10.0)] };
        let s = card_stats(&card, &[solid()], CardOutline::round(60.0), &LayoutOptions::default());
        assert!(!s.inside && s.min_margin_mm < 3.0, "{s:?}");
    }
}
