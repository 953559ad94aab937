//! A symbol's ink prepared for packing, and the conversion between where the packer puts the
//! ink and the [`Placement`] of the whole picture.
//!
//! The packer thinks in ink: a centre, a turn and a size (the ink's longer side, mm). The
//! renderer draws the whole source picture into a box, so the box centre is the ink centre
//! minus the ink's offset inside the picture, turned with the symbol.

use super::edt::{FAR, squared_edt};
use super::outline::Room;
use super::{INK_ALPHA, Placement};
use std::sync::Arc;

use rayon::prelude::*;

use crate::geom::Mask;
use crate::plane::{Deck, SymbolId};

/// Mask pixels of free border kept around the ink in the distance field, so dilating a small
/// symbol by the gap still reads exact distances.
pub(crate) const PAD: usize = 24;

/// Unit of the stored distance fields, mask pixels.
pub(crate) const QUANTUM: f32 = 0.25;

/// A distance in mask pixels (never negative: a square root) as stored: in quanta, rounded
/// down, capped. The cast truncates, which is rounding down here, and saturates at 255, so
/// no call to libm's `floorf` is needed.
fn quantise(d: f32) -> u8 {
    (d / QUANTUM) as u8
}

/// The packer's outline of each picture a deck shows (`None` for the others), made once by
/// the deck's layout and kept with it, so that a card fixed by hand is checked and laid out
/// again without making them anew.
#[derive(Clone, Default)]
pub struct Outlines(Arc<[Option<Shape>]>);

impl Outlines {
    /// The outlines of the pictures `deck`'s cards show, `masks[i]` picture i's ink (ids past
    /// the masks are left for the layout to refuse).
    pub fn of(deck: &Deck, masks: &[Arc<Mask>]) -> Outlines {
        let mut used = vec![false; masks.len()];
        for id in deck.cards.iter().flat_map(|c| &c.symbols) {
            if let Some(u) = used.get_mut(id.0 as usize) {
                *u = true;
            }
        }
        Outlines::of_used(masks, &used)
    }

    /// The outlines of the pictures `used` marks.
    pub(crate) fn of_used(masks: &[Arc<Mask>], used: &[bool]) -> Outlines {
        let shapes: Vec<Option<Shape>> =
            masks.par_iter().zip(used.par_iter()).map(|(m, &u)| u.then(|| Shape::new(m))).collect();
        Outlines(shapes.into())
    }

    /// Each picture's outline, by id.
    pub(crate) fn all(&self) -> &[Option<Shape>] {
        &self.0
    }

    /// Whether every picture `used` marks has its outline here.
    pub(crate) fn covers(&self, used: &[bool]) -> bool {
        self.0.len() == used.len() && self.0.iter().zip(used).all(|(s, &u)| !u || s.is_some())
    }
}

impl std::fmt::Debug for Outlines {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let made = self.0.iter().filter(|s| s.is_some()).count();
        f.debug_struct("Outlines").field("pictures", &self.0.len()).field("made", &made).finish()
    }
}

/// One symbol's ink, ready to be drawn at any size and turn.
#[derive(Debug, Clone)]
pub(crate) struct Shape {
    /// Mask width in pixels.
    pub w: usize,
    /// Mask height in pixels.
    pub h: usize,
    /// Signed distance at each (padded) pixel centre, in [`QUANTUM`]s of a mask pixel,
    /// rounded down and capped at ±255: off the ink, the distance to the nearest ink pixel
    /// centre (rounding down only ever marks more cells); on it, minus the distance to the
    /// nearest pixel centre without ink (how deep inside the ink the point is). Two bytes
    /// keep the field in cache, and one read gives both sides.
    signed: Vec<i16>,
    /// Ink pixels / (longer side)²: the ink area of the symbol at size 1.
    pub ink_area: f32,
    /// Its ink and the room its convex outline takes, for judging a card before packing.
    pub room: Room,
    /// Centres of ink pixels on the ink's edge (outer and inner), thinned to about one per
    /// [`CONTOUR_STEP`] pixels, in mask pixels from the mask's centre: where two symbols can
    /// first touch, so the continuous packer tests only these against the other's field.
    pub contour: Outline,
    /// Every ink pixel on the edge, as [`Self::contour`] but not thinned: the final check.
    pub edge: Outline,
    /// Largest distance from the mask's centre to an edge point, mask pixels.
    pub reach: f32,
}

/// Edge points sorted by their direction from the mask's centre, so that the packer can look
/// at only the points that face a neighbour (a cone from the centre) instead of all of them.
#[derive(Debug, Clone, Default)]
pub(crate) struct Outline {
    /// Points, mask pixels from the mask's centre, by increasing angle.
    pub points: Vec<(f32, f32)>,
    /// Their angles, radians in −π..=π (`atan2(y, x)`, y down), increasing; empty for an
    /// outline that is always looked at whole.
    pub angles: Vec<f32>,
}

impl Outline {
    /// An outline that is always looked at whole, in scan order: the final check's every
    /// edge pixel, which runs a few times per card, so its angles would cost more memory
    /// (a deck of a thousand pictures holds them all) than they save time.
    fn whole(points: Vec<(f32, f32)>) -> Outline {
        Outline { points, angles: Vec::new() }
    }

    fn new(mut points: Vec<(f32, f32)>) -> Outline {
        let angle = |&(x, y): &(f32, f32)| libm::atan2f(y, x);
        // A stable sort keeps the scan order among equal angles: the same on every target.
        points.sort_by(|a, b| angle(a).total_cmp(&angle(b)));
        let angles = points.iter().map(angle).collect();
        Outline { points, angles }
    }

    /// Number of points.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// The index ranges of the points whose angle is within `half` of `centre` (radians,
    /// any value), at most two because the window may wrap round ±π. All points when the
    /// window is a full turn.
    pub fn window(&self, centre: f32, half: f32) -> [std::ops::Range<usize>; 2] {
        use std::f32::consts::{PI, TAU};
        let n = self.points.len();
        if half >= PI || self.angles.is_empty() {
            return [0..n, 0..0];
        }
        // Into −π..π.
        let c = centre - TAU * libm::floorf((centre + PI) / TAU);
        // First index at or after `a`, and past the last at or before it.
        let from = |a: f32| self.angles.partition_point(|&x| x < a);
        let upto = |a: f32| self.angles.partition_point(|&x| x <= a);
        let (lo, hi) = (c - half, c + half);
        if lo < -PI {
            [0..upto(hi), from(lo + TAU)..n]
        } else if hi > PI {
            [from(lo)..n, 0..upto(hi - TAU)]
        } else {
            [from(lo)..upto(hi), 0..0]
        }
    }
}

/// Side, in mask pixels, of the squares in which one contour point is kept.
const CONTOUR_STEP: usize = 9;

impl Shape {
    /// Prepares `mask`. A mask without ink is treated as a solid block so it still gets room.
    pub fn new(mask: &Mask) -> Shape {
        let (w, h) = (mask.width.max(1) as usize, mask.height.max(1) as usize);
        let any_ink = mask.alpha.iter().any(|&a| a >= INK_ALPHA);
        let (pw, ph) = (w + 2 * PAD, h + 2 * PAD);
        let mut grid = vec![FAR; pw * ph];
        // Depth needs only a one-pixel free ring: the nearest pixel without ink is never
        // farther out than that.
        let (iw, ih) = (w + 2, h + 2);
        let mut inner = vec![0.0; iw * ih];
        for y in 0..h {
            for x in 0..w {
                if !any_ink || mask.at(x as i64, y as i64) >= INK_ALPHA {
                    grid[(y + PAD) * pw + x + PAD] = 0.0;
                    inner[(y + 1) * iw + x + 1] = FAR;
                }
            }
        }
        squared_edt(&mut grid, pw, ph);
        squared_edt(&mut inner, iw, ih);
        // Off the ink the depth is 0, on it the distance is: one of the two is always 0.
        let mut signed: Vec<i16> =
            grid.into_iter().map(|d| i16::from(quantise(d.sqrt()))).collect();
        for y in 0..ih {
            let row = (y + PAD - 1) * pw + PAD - 1;
            for (out, &d) in signed[row..row + iw].iter_mut().zip(&inner[y * iw..(y + 1) * iw]) {
                *out -= i16::from(quantise(d.sqrt()));
            }
        }
        let inked = |x: i64, y: i64| {
            x >= 0
                && y >= 0
                && (x as usize) < w
                && (y as usize) < h
                && (!any_ink || mask.at(x, y) >= INK_ALPHA)
        };
        let cols = w.div_ceil(CONTOUR_STEP);
        let mut kept = vec![false; cols * h.div_ceil(CONTOUR_STEP)];
        let mut contour = Vec::new();
        let mut edge_points = Vec::new();
        for y in 0..h as i64 {
            for x in 0..w as i64 {
                let edge = inked(x, y)
                    && !(inked(x - 1, y) && inked(x + 1, y) && inked(x, y - 1) && inked(x, y + 1));
                if !edge {
                    continue;
                }
                let point = (x as f32 + 0.5 - w as f32 / 2.0, y as f32 + 0.5 - h as f32 / 2.0);
                edge_points.push(point);
                let square = (y as usize / CONTOUR_STEP) * cols + x as usize / CONTOUR_STEP;
                if !kept[square] {
                    kept[square] = true;
                    contour.push(point);
                }
            }
        }
        let reach = edge_points.iter().map(|&(x, y)| crate::geom::hypot(x, y)).fold(0.0, f32::max);
        let room = Room::of(mask);
        let (contour, edge) = (Outline::new(contour), Outline::whole(edge_points));
        Shape { w, h, signed, ink_area: room.ink, room, contour, edge, reach }
    }

    /// Signed distance from the point (u, v) of mask coordinates (0..w, 0..h), in mask
    /// pixels, and its gradient (the way out of the ink): off the ink, to the nearest ink
    /// pixel centre (about half a pixel more than to the ink's edge, which the packer's
    /// slack allows for); on it, minus the depth. Bilinear in the stored field; beyond it,
    /// the distance to the mask's box, a lower bound.
    pub fn signed(&self, u: f32, v: f32) -> (f32, f32, f32) {
        let (pw, ph) = (self.w + 2 * PAD, self.h + 2 * PAD);
        let gx = u + PAD as f32 - 0.5;
        let gy = v + PAD as f32 - 0.5;
        if !(gx >= 0.0 && gy >= 0.0 && gx < (pw - 1) as f32 && gy < (ph - 1) as f32) {
            let dx = u - u.clamp(0.0, self.w as f32);
            let dy = v - v.clamp(0.0, self.h as f32);
            let d = (dx * dx + dy * dy).sqrt().max(1e-6);
            return (d.max(PAD as f32 - 1.0), dx / d, dy / d);
        }
        let (x0, y0) = (gx as usize, gy as usize);
        let (fx, fy) = (gx - x0 as f32, gy - y0 as f32);
        let i = y0 * pw + x0;
        let at = |k: usize| f32::from(self.signed[k]) * QUANTUM;
        let (a, b, c, d) = (at(i), at(i + 1), at(i + pw), at(i + pw + 1));
        let top = a + (b - a) * fx;
        let bottom = c + (d - c) * fx;
        (top + (bottom - top) * fy, (b - a) + ((d - c) - (b - a)) * fy, bottom - top)
    }

    /// The padded signed distance field (see the field's doc) and its width and height:
    /// mask pixel (x, y) is field pixel (x + [`PAD`], y + [`PAD`]).
    pub fn field(&self) -> (&[i16], usize, usize) {
        (&self.signed, self.w + 2 * PAD, self.h + 2 * PAD)
    }

    /// The longer side in mask pixels.
    pub fn long(&self) -> f32 {
        self.w.max(self.h) as f32
    }

    #[cfg(test)]
    /// Distance (mask pixels) from the point (u, v) of mask coordinates (0..w, 0..h) to the
    /// nearest ink pixel centre, interpolated; far outside it is a lower bound.
    pub fn distance(&self, u: f32, v: f32) -> f32 {
        match self.sample(u, v) {
            Some(d) => d,
            None => {
                // Outside the padded field: the ink lies within the mask rectangle.
                let dx = (-u).max(u - self.w as f32).max(0.0);
                let dy = (-v).max(v - self.h as f32).max(0.0);
                (dx * dx + dy * dy).sqrt() + 0.5
            }
        }
    }

    #[cfg(test)]
    /// Bilinear sample of the distance off the ink (0 on it), None off the field.
    fn sample(&self, u: f32, v: f32) -> Option<f32> {
        let (pw, ph) = (self.w + 2 * PAD, self.h + 2 * PAD);
        let gx = u + PAD as f32 - 0.5;
        let gy = v + PAD as f32 - 0.5;
        if !(gx >= 0.0 && gy >= 0.0 && gx < (pw - 1) as f32 && gy < (ph - 1) as f32) {
            return None;
        }
        let (x0, y0) = (gx as usize, gy as usize);
        let (fx, fy) = (gx - x0 as f32, gy - y0 as f32);
        let i = y0 * pw + x0;
        let at = |k: usize| f32::from(self.signed[k].max(0));
        let top = at(i) + (at(i + 1) - at(i)) * fx;
        let bottom = at(i + pw) + (at(i + pw + 1) - at(i + pw)) * fx;
        Some((top + (bottom - top) * fy) * QUANTUM)
    }
}

/// Widths of the ink grid inside the whole picture, as fractions, never zero.
fn frame_fractions(mask: &Mask) -> (f32, f32) {
    let [l, t, r, b] = mask.frame;
    let fw = if r - l > 1e-6 { r - l } else { 1.0 };
    let fh = if b - t > 1e-6 { b - t } else { 1.0 };
    (fw, fh)
}

/// Clockwise turn (y down) of the vector (x, y) by `deg`.
pub(crate) fn turn(x: f32, y: f32, deg: f32) -> (f32, f32) {
    let (s, c) = crate::geom::sin_cos_deg(deg);
    (x * c - y * s, x * s + y * c)
}

/// The whole-picture box for ink of longer side `size_mm`, centred at `ink` (mm from the card
/// centre), turned `angle_deg` clockwise.
pub(crate) fn placement(
    symbol: SymbolId,
    mask: &Mask,
    size_mm: f32,
    angle_deg: f32,
    ink: (f32, f32),
) -> Placement {
    let (w, h) = (mask.width.max(1) as f32, mask.height.max(1) as f32);
    let s = size_mm / w.max(h);
    let (fw, fh) = frame_fractions(mask);
    let (bw, bh) = (w * s / fw, h * s / fh);
    let [l, t, r, b] = mask.frame;
    let (dx, dy) = (((l + r) / 2.0 - 0.5) * bw, ((t + b) / 2.0 - 0.5) * bh);
    let (rx, ry) = turn(dx, dy, angle_deg);
    Placement {
        symbol,
        x_mm: ink.0 - rx,
        y_mm: ink.1 - ry,
        width_mm: bw,
        height_mm: bh,
        rotation_deg: angle_deg,
        tint: None,
        face: None,
    }
}

/// The height of a picture's box `width_mm` wide, as [`placement`] makes it.
pub(crate) fn box_height(mask: &Mask, width_mm: f32) -> f32 {
    let (w, h) = (mask.width.max(1) as f32, mask.height.max(1) as f32);
    let (fw, fh) = frame_fractions(mask);
    width_mm * (h / fh) / (w / fw)
}

/// Where the packer holds a symbol: its ink's centre (mm), turn (degrees clockwise) and
/// longer side (mm).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Pose {
    pub centre: (f32, f32),
    pub angle: f32,
    pub size: f32,
}

/// The packer's pose of a placement: [`placement`] undone.
pub(crate) fn pose_of(p: &Placement, mask: &Mask) -> Pose {
    let (centre, px, _) = ink_of(p, mask);
    let long = mask.width.max(mask.height).max(1) as f32;
    Pose { centre, angle: p.rotation_deg, size: px * long }
}

/// Where a placement puts the ink: centre (mm), mm per mask pixel across and down.
pub(crate) fn ink_of(p: &Placement, mask: &Mask) -> ((f32, f32), f32, f32) {
    let (w, h) = (mask.width.max(1) as f32, mask.height.max(1) as f32);
    let (fw, fh) = frame_fractions(mask);
    let [l, t, r, b] = mask.frame;
    let (dx, dy) = (((l + r) / 2.0 - 0.5) * p.width_mm, ((t + b) / 2.0 - 0.5) * p.height_mm);
    let (rx, ry) = turn(dx, dy, p.rotation_deg);
    ((p.x_mm + rx, p.y_mm + ry), p.width_mm * fw / w, p.height_mm * fh / h)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask_with_frame(frame: [f32; 4]) -> Mask {
        Mask { width: 40, height: 40, alpha: vec![255; 1600], frame, source_aspect: 1.0 }
    }

    #[test]
    fn box_centre_is_offset_from_ink_centre_and_turns_with_it() {
        // Ink fills the right half of a square picture, top quarter to three quarters.
        let mask = mask_with_frame([0.5, 0.25, 1.0, 0.75]);
        assert_eq!((mask.width, mask.height), (40, 40));
        let p = placement(SymbolId(3), &mask, 20.0, 0.0, (5.0, -2.0));
        assert!((p.width_mm - 40.0).abs() < 1e-4 && (p.height_mm - 40.0).abs() < 1e-4);
        // The ink centre is 10 mm right of the box centre.
        assert!((p.x_mm - -5.0).abs() < 1e-4 && (p.y_mm - -2.0).abs() < 1e-4, "{p:?}");
        // Turned 90° clockwise (y down), "right of" becomes "below".
        let q = placement(SymbolId(3), &mask, 20.0, 90.0, (5.0, -2.0));
        assert!((q.x_mm - 5.0).abs() < 1e-4 && (q.y_mm - -12.0).abs() < 1e-4, "{q:?}");
        let (c, sx, sy) = ink_of(&q, &mask);
        assert!((c.0 - 5.0).abs() < 1e-4 && (c.1 - -2.0).abs() < 1e-4);
        assert!((sx - 0.5).abs() < 1e-5 && (sy - 0.5).abs() < 1e-5);
    }

    #[test]
    fn tall_picture_with_ink_in_its_top_half() {
        // An 80 × 160 picture whose ink spans x 20..60 and y 0..80: a 20 × 40 mask.
        let mask = Mask {
            width: 20,
            height: 40,
            alpha: vec![255; 800],
            frame: [0.25, 0.0, 0.75, 0.5],
            source_aspect: 0.5,
        };
        let p = placement(SymbolId(0), &mask, 20.0, 0.0, (0.0, 0.0));
        // Ink 10 × 20 mm, so the whole picture is 20 × 40 mm with the ink 10 mm above centre.
        assert!((p.width_mm - 20.0).abs() < 1e-4 && (p.height_mm - 40.0).abs() < 1e-4, "{p:?}");
        assert!(p.x_mm.abs() < 1e-4 && (p.y_mm - 10.0).abs() < 1e-4, "{p:?}");
        // Turned 90° clockwise, "above" becomes "right of": the box centre is 10 mm left.
        let q = placement(SymbolId(0), &mask, 20.0, 90.0, (0.0, 0.0));
        assert!((q.x_mm - -10.0).abs() < 1e-4 && q.y_mm.abs() < 1e-4, "{q:?}");
    }

    #[test]
    fn distance_is_zero_on_ink_and_grows_away() {
        let mut alpha = vec![0u8; 100];
        alpha[5 * 10 + 5] = 255;
        let mask =
            Mask { width: 10, height: 10, alpha, frame: [0.0, 0.0, 1.0, 1.0], source_aspect: 1.0 };
        let shape = Shape::new(&mask);
        assert!(shape.distance(5.5, 5.5) < 1e-4);
        assert!((shape.distance(8.5, 5.5) - 3.0).abs() < 1e-4);
        assert!(shape.distance(60.0, 5.5) > 50.0);
        assert!((shape.ink_area - 0.01).abs() < 1e-6);
    }

    #[test]
    fn signed_distance_and_edge_of_a_square() {
        // A 10 × 10 block of ink in the middle of a 20 × 20 mask.
        let mut alpha = vec![0u8; 400];
        for y in 5..15 {
            for x in 5..15 {
                alpha[y * 20 + x] = 255;
            }
        }
        let mask =
            Mask { width: 20, height: 20, alpha, frame: [0.0, 0.0, 1.0, 1.0], source_aspect: 1.0 };
        let shape = Shape::new(&mask);
        // The ink's edge runs along x = 5: inside is negative, outside positive, and the
        // gradient points out of the ink.
        let (inside, ..) = shape.signed(10.0, 10.0);
        assert!(inside < -3.0, "{inside}");
        let (edge, ..) = shape.signed(5.0, 10.0);
        assert!(edge.abs() < 0.3, "{edge}");
        let (out, gx, gy) = shape.signed(1.5, 10.0);
        assert!((out - 4.0).abs() < 0.5, "{out}");
        assert!(gx < -0.5 && gy.abs() < 0.1, "{gx} {gy}");
        // Far off the field: at least the distance to the box.
        assert!(shape.signed(-60.0, 10.0).0 >= 60.0);
        // Edge pixels ring the block (36 of them); the thinned outline keeps fewer.
        assert_eq!(shape.edge.len(), 36);
        assert!(shape.contour.len() > 0 && shape.contour.len() < 36);
        // Sorted by angle; a window picks exactly the points in its cone.
        let sorted = Outline::new(shape.edge.points.clone());
        let a = &sorted.angles;
        assert!(a.windows(2).all(|w| w[0] <= w[1]));
        for (centre, half) in [(0.0, 0.3), (3.0, 0.5), (-3.0, 0.5), (1.0, 4.0), (7.0, 0.2)] {
            let picked: usize = sorted.window(centre, half).iter().map(|r| r.len()).sum();
            let inside = |x: f32| {
                let d = (x - centre).rem_euclid(std::f32::consts::TAU);
                d <= half || std::f32::consts::TAU - d <= half
            };
            let expected = a.iter().filter(|&&x| half >= std::f32::consts::PI || inside(x)).count();
            assert_eq!(picked, expected, "window {centre} ± {half}");
        }
        assert!((shape.reach - 4.5 * 2f32.sqrt()).abs() < 1e-3);
    }
}
