//! The room a picture takes on a card: its convex outline.
//!
//! Pictures are packed by their ink, so a banana may nestle into a croissant's curve; but
//! nothing can enter a ring, and a neighbour barely enters the bays of a star. Judged before
//! packing, a card's wealth is its pictures' ink over their outlines ([`Room`]).

use super::INK_ALPHA;
use crate::geom::Mask;

/// A mask's ink share: its ink pixels over its longer side squared, the ink area of the
/// symbol at size 1 (how much of the room it takes on a card it fills, turned any way). A
/// mask without ink counts as a solid block, as the packer treats it.
pub(crate) fn ink_share(mask: &Mask) -> f32 {
    let (w, h) = (mask.width.max(1), mask.height.max(1));
    let count = match mask.alpha.iter().filter(|&&a| a >= INK_ALPHA).count() {
        0 => (w * h) as usize,
        n => n,
    };
    let long = w.max(h) as f32;
    count as f32 / (long * long)
}

/// A picture's ink, and the room it takes on a card: the area of its convex outline, both
/// as shares of its longer side squared. A neighbour cannot enter a ring, and barely the bays
/// of a star, so what a card of such pictures can carry is their ink over their outlines,
/// which predicts a packed card's ink far better than their ink over their boxes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Room {
    /// Ink pixels / (longer side)².
    pub ink: f32,
    /// Convex outline / (longer side)²: 1 for a square, π/4 for a disc or a ring.
    pub outline: f32,
}

impl Room {
    /// `mask`'s ink ([`ink_share`]) and room ([`outline_share`]), as the packer measures
    /// them.
    pub fn of(mask: &Mask) -> Room {
        Room { ink: ink_share(mask), outline: outline_share(mask) }
    }

    /// A picture as the packer treats one without ink: a solid block.
    pub const SOLID: Room = Room { ink: 1.0, outline: 1.0 };

    /// Ink over room: how much ink a card gains by giving this picture a larger slot.
    pub fn density(self) -> f32 {
        self.ink / self.outline.max(1e-6)
    }
}

/// The convex outline of a mask's ink pixels (as squares): its corners in pixel coordinates,
/// in the turning order of [`cross`] (each turn positive), no three in a line. A mask
/// without ink gives its whole box, as the packer treats it as a solid block.
fn convex_outline(mask: &Mask) -> Vec<(i64, i64)> {
    let (w, h) = (mask.width.max(1) as i64, mask.height.max(1) as i64);
    // The outer corners of each row's first and last ink pixels hold every outline corner.
    let mut corners = Vec::new();
    for y in 0..h {
        let inked = |x: &i64| mask.at(*x, y) >= INK_ALPHA;
        let (Some(first), Some(last)) = ((0..w).find(inked), (0..w).rev().find(inked)) else {
            continue;
        };
        corners.extend([(first, y), (first, y + 1), (last + 1, y), (last + 1, y + 1)]);
    }
    if corners.is_empty() {
        corners = vec![(0, 0), (w, 0), (0, h), (w, h)];
    }
    corners.sort_unstable();
    corners.dedup();
    // Andrew's monotone chain, in whole pixels: the same on every target.
    let mut hull: Vec<(i64, i64)> = Vec::with_capacity(corners.len() + 1);
    let lower = corners.iter();
    let upper = corners.iter().rev().skip(1);
    for (pass, points) in [lower.collect::<Vec<_>>(), upper.collect()].into_iter().enumerate() {
        // The upper chain must not pop into the lower one.
        let floor = if pass == 0 { 2 } else { hull.len() + 1 };
        for &p in points {
            while hull.len() >= floor && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0 {
                hull.pop();
            }
            hull.push(p);
        }
    }
    // The chain ends where it started.
    hull.pop();
    hull
}

/// The convex outline of `mask`'s ink as fractions of the whole source picture's width and
/// height, (0, 0) its top left: what an editor's handle outlines, so that a click on a
/// transparent corner reaches the picture beneath.
pub fn ink_outline(mask: &Mask) -> Vec<[f32; 2]> {
    let [left, top, right, bottom] = mask.frame;
    let (w, h) = (mask.width.max(1) as f32, mask.height.max(1) as f32);
    convex_outline(mask)
        .into_iter()
        .map(|(x, y)| [left + x as f32 / w * (right - left), top + y as f32 / h * (bottom - top)])
        .collect()
}

/// Twice the signed area of the triangle o, a, b: positive when b lies left of o → a (x
/// right, y up; with y down as in pixels, right).
fn cross(o: (i64, i64), a: (i64, i64), b: (i64, i64)) -> i64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

/// The area of a mask's convex outline over its longer side squared: the room the symbol
/// takes on a card, turned any way (see [`Room`]).
fn outline_share(mask: &Mask) -> f32 {
    let hull = convex_outline(mask);
    let n = hull.len();
    let twice: i64 = (0..n).map(|i| cross((0, 0), hull[i], hull[(i + 1) % n])).sum();
    let long = mask.width.max(mask.height).max(1) as f32;
    twice.abs() as f32 / 2.0 / (long * long)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIDE: usize = 64;

    /// A 64 × 64 mask inked where `inked(x, y)` holds, (0, 0) at its centre.
    fn mask(inked: &dyn Fn(f32, f32) -> bool) -> Mask {
        let half = SIDE as f32 / 2.0;
        Mask {
            width: SIDE as u32,
            height: SIDE as u32,
            alpha: (0..SIDE * SIDE)
                .map(|i| {
                    let (x, y) = ((i % SIDE) as f32 + 0.5 - half, (i / SIDE) as f32 + 0.5 - half);
                    if inked(x, y) { 255 } else { 0 }
                })
                .collect(),
            frame: [0.0, 0.0, 1.0, 1.0],
            source_aspect: 1.0,
        }
    }

    #[test]
    fn the_outline_takes_the_room_a_neighbour_cannot_enter() {
        let square = mask(&|_, _| true);
        let disc = mask(&|x, y| x * x + y * y <= 32.0 * 32.0);
        let ring = mask(&|x, y| (28.0 * 28.0..=32.0 * 32.0).contains(&(x * x + y * y)));
        let stick = mask(&|x, y| (x - y).abs() <= 2.0);
        assert!((outline_share(&square) - 1.0).abs() < 1e-6);
        // A ring takes a disc's room for a fraction of its ink.
        let quarter_pi = std::f32::consts::FRAC_PI_4;
        assert!((outline_share(&disc) - quarter_pi).abs() < 0.03, "{}", outline_share(&disc));
        assert!((outline_share(&ring) - outline_share(&disc)).abs() < 0.02);
        assert!(ink_share(&ring) < 0.3 * ink_share(&disc));
        // A thin stick's outline is little more than its ink.
        let (i, o) = (ink_share(&stick), outline_share(&stick));
        assert!(o >= i && o < 1.2 * i, "{i} {o}");
        // No ink: a solid block, as the packer treats it.
        assert_eq!(outline_share(&mask(&|_, _| false)), 1.0);
    }

    #[test]
    fn the_ink_outline_is_in_the_whole_picture_s_fractions() {
        // A disc of radius 16 in a grid that is the picture's right half.
        let mut disc = mask(&|x, y| x * x + y * y <= 16.0 * 16.0);
        disc.frame = [0.5, 0.0, 1.0, 1.0];
        let outline = ink_outline(&disc);
        let xs = outline.iter().map(|p| p[0]);
        let ys = outline.iter().map(|p| p[1]);
        let (x0, x1) = (xs.clone().fold(1.0, f32::min), xs.fold(0.0, f32::max));
        let (y0, y1) = (ys.clone().fold(1.0, f32::min), ys.fold(0.0, f32::max));
        assert!((x0 - 0.625).abs() < 0.01 && (x1 - 0.875).abs() < 0.01, "{x0} {x1}");
        assert!((y0 - 0.25).abs() < 0.02 && (y1 - 0.75).abs() < 0.02, "{y0} {y1}");
        // Round: no corner of the grid's box is on it.
        assert!(outline.len() > 8);
        assert!(outline.iter().all(|p| (p[0] - 0.75).hypot((p[1] - 0.5) * 0.5) < 0.14));
    }
}
