//! The shapes a photo is cut to, their outlines, and a cut photo as the PDF stores it: the
//! photo's JPEG as it came (or, where it had to be scaled, one copy of its window), the window
//! it shows, and its shape and rim, which the PDF draws as vectors over it: a clip to the
//! outline and a line along its inside. Nothing of the cut is encoded again, and the outline
//! is as sharp as the printer.
//!
//! The pixels the layout and previews use are the same cut, made at load (`super::cut`).

use image::RgbaImage;
use serde::{Deserialize, Serialize};

/// How an opaque photo is cut before the layout packs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PhotoShape {
    /// The whole rectangle, as taken.
    #[default]
    Whole,
    /// A circle.
    Circle,
    /// A square with rounded corners (a fifth of its side).
    Rounded,
    /// A superellipse (|x|⁴ + |y|⁴ = 1): between the two.
    Squircle,
}

impl PhotoShape {
    /// The shape's name, as `--photo-shape` takes it.
    pub fn name(self) -> &'static str {
        match self {
            PhotoShape::Whole => "whole",
            PhotoShape::Circle => "circle",
            PhotoShape::Rounded => "rounded",
            PhotoShape::Squircle => "squircle",
        }
    }

    /// How far (in units of half the side) the point (x, y) (in the same units, from the
    /// centre) lies inside the outline; negative outside.
    pub(crate) fn inside(self, x: f32, y: f32) -> f32 {
        let (ax, ay) = (x.abs(), y.abs());
        match self {
            PhotoShape::Whole => 1.0 - ax.max(ay),
            PhotoShape::Circle => 1.0 - (x * x + y * y).sqrt(),
            PhotoShape::Rounded => {
                let r = ROUNDED_CORNER;
                let (qx, qy) = ((ax - 1.0 + r).max(0.0), (ay - 1.0 + r).max(0.0));
                let outside =
                    (qx * qx + qy * qy).sqrt() + (ax - 1.0 + r).max(ay - 1.0 + r).min(0.0);
                r - outside
            }
            PhotoShape::Squircle => {
                // The norm's distance from 1, scaled by its gradient (a distance near the edge).
                let (x2, y2) = (ax * ax, ay * ay);
                let n = (x2 * x2 + y2 * y2).sqrt().sqrt();
                let g = ((x2 * ax).powi(2) + (y2 * ay).powi(2)).sqrt() / (n * n * n).max(1e-6);
                (1.0 - n) / g.max(1e-3)
            }
        }
    }
}

impl std::str::FromStr for PhotoShape {
    type Err = crate::Error;

    fn from_str(text: &str) -> crate::Result<PhotoShape> {
        match text.trim().to_ascii_lowercase().as_str() {
            "whole" | "none" => Ok(PhotoShape::Whole),
            "circle" | "round" => Ok(PhotoShape::Circle),
            "rounded" => Ok(PhotoShape::Rounded),
            "squircle" => Ok(PhotoShape::Squircle),
            _ => Err(crate::Error::invalid(
                "photo shape",
                text,
                crate::i18n::text!("expected-photo-shape"),
            )),
        }
    }
}

/// A rounded square's corner radius, as a share of half its side.
const ROUNDED_CORNER: f32 = 0.4;
/// How the PDF shows a cut photo.
#[derive(Debug, Clone, PartialEq)]
pub struct Shaped {
    /// The window shown: left, top and side in the JPEG's pixels.
    pub window: [u32; 3],
    /// The JPEG's width and height in pixels.
    pub size: [u32; 2],
    /// The outline the window is cut to.
    pub shape: PhotoShape,
    /// The rim's width in the window's pixels (0: none), drawn inside the outline.
    pub rim_px: f32,
    /// The rim's colour.
    pub rim_rgb: [u8; 3],
}

impl Shaped {
    /// Whether the numbers hold together: a window inside the photo, a rim narrower than it.
    /// Prepared pictures come from outside the engine.
    pub(crate) fn holds(&self) -> bool {
        let ([x, y, side], [w, h]) = (self.window, self.size);
        side > 0
            && u64::from(x) + u64::from(side) <= u64::from(w)
            && u64::from(y) + u64::from(side) <= u64::from(h)
            && self.rim_px.is_finite()
            && (0.0..=side as f32 / 2.0).contains(&self.rim_px)
            && self.shape != PhotoShape::Whole
    }
}

/// How far beyond where it shows (pixels) the window's JPEG keeps the photo: a block of its
/// colour (16 pixels, as JPEG halves colour), so its visible edge stays as the photo is;
/// further out it is one flat colour, which costs next to no bytes.
const KEPT_BEYOND_PX: f32 = 16.0;
/// That colour: mid grey, the smallest step from most photos where they meet it.
const FLAT: [u8; 3] = [128; 3];

/// The RGB of the window `(x0, y0, side)` of `image` for its JPEG: the photo where it shows
/// (from `shown` pixels inside `shape`'s outline: half the rim, under which the PDF clips it)
/// and a little beyond, [`FLAT`] further out, under the rim and in the corners cut away.
pub(super) fn window_rgb(
    image: &RgbaImage,
    (x0, y0, side): (u32, u32, u32),
    shape: PhotoShape,
    shown: f32,
) -> Vec<u8> {
    let (width, n) = (image.width() as usize, side as usize);
    let raw = image.as_raw();
    let half = side as f32 / 2.0;
    let mut out = Vec::with_capacity(n * n * 3);
    for y in 0..n {
        let start = ((y0 as usize + y) * width + x0 as usize) * 4;
        let row = &raw[start..start + n * 4];
        let v = (y as f32 + 0.5 - half) / half;
        let away = |x: usize| {
            shape.inside((x as f32 + 0.5 - half) / half, v) * half < shown - KEPT_BEYOND_PX
        };
        // The shapes are convex and symmetric: what is cut away lies at the row's two ends,
        // as much at each.
        let (mut cut, mut inner) = (0, n / 2);
        while cut < inner {
            let mid = (cut + inner) / 2;
            if away(mid) { cut = mid + 1 } else { inner = mid }
        }
        let flat = FLAT.repeat(cut);
        out.extend_from_slice(&flat);
        for p in row[cut * 4..(n - cut) * 4].chunks_exact(4) {
            out.extend_from_slice(&p[..3]);
        }
        out.extend_from_slice(&flat);
    }
    out
}

/// One piece of an outline: a cubic Bézier curve from the previous point, its two control
/// points and its end.
pub type Cubic = [[f32; 2]; 3];

/// An outline: where it starts and the curves that go round and close it.
#[derive(Debug, Clone, PartialEq)]
pub struct Outline {
    /// The first point.
    pub start: [f32; 2],
    /// The curves, in turn, the last ending at `start`.
    pub curves: Vec<Cubic>,
}

/// A quarter circle's control points lie this far along its tangents, as a share of its radius.
const KAPPA: f32 = 0.552_284_8;
/// Points a squircle's quarter is drawn through.
const SQUIRCLE_STEPS: usize = 32;

impl PhotoShape {
    /// The shape's outline in a square of side 2 centred on the origin (y down), clockwise on
    /// the page; `None` for a whole photo, which is its rectangle.
    pub fn outline(self) -> Option<Outline> {
        match self {
            PhotoShape::Whole => None,
            PhotoShape::Circle => Some(rounded(1.0)),
            PhotoShape::Rounded => Some(rounded(ROUNDED_CORNER)),
            PhotoShape::Squircle => Some(squircle()),
        }
    }
}

/// A square of side 2 with corners rounded to radius `r` (1: a circle).
fn rounded(r: f32) -> Outline {
    let k = KAPPA * r;
    // A straight piece as a curve whose control points lie on it, a third of the way from
    // each end (not on its ends: a stroke's join needs a direction there).
    let third = |a: [f32; 2], b: [f32; 2]| [a[0] + (b[0] - a[0]) / 3.0, a[1] + (b[1] - a[1]) / 3.0];
    let line = |from: [f32; 2], to: [f32; 2]| [third(from, to), third(to, from), to];
    let mut curves = Vec::with_capacity(8);
    // Each side's straight part, then the corner after it; from the top edge's left end.
    let corners = [
        // top-right
        ([1.0 - r, -1.0], [[1.0 - r + k, -1.0], [1.0, -1.0 + r - k], [1.0, -1.0 + r]]),
        // bottom-right
        ([1.0, 1.0 - r], [[1.0, 1.0 - r + k], [1.0 - r + k, 1.0], [1.0 - r, 1.0]]),
        // bottom-left
        ([-1.0 + r, 1.0], [[-1.0 + r - k, 1.0], [-1.0, 1.0 - r + k], [-1.0, 1.0 - r]]),
        // top-left
        ([-1.0, -1.0 + r], [[-1.0, -1.0 + r - k], [-1.0 + r - k, -1.0], [-1.0 + r, -1.0]]),
    ];
    let start = [-1.0 + r, -1.0];
    let mut at = start;
    for (straight, corner) in corners {
        if straight != at {
            curves.push(line(at, straight));
        }
        curves.push(corner);
        at = corner[2];
    }
    Outline { start, curves }
}

/// The superellipse |x|⁴ + |y|⁴ = 1, through points spaced evenly in angle, joined by the
/// Bézier curves of a Catmull–Rom spline through them (smooth, and on the curve at each point).
fn squircle() -> Outline {
    let n = 4 * SQUIRCLE_STEPS;
    let point = |i: usize| {
        let t = (i % n) as f32 / n as f32 * std::f32::consts::TAU;
        // libm's, not the platform's: the same bits in the page as on the command line.
        let (s, c) = (libm::sinf(t), libm::cosf(t));
        [c.signum() * c.abs().sqrt(), s.signum() * s.abs().sqrt()]
    };
    let points: Vec<[f32; 2]> = (0..n).map(point).collect();
    let at = |i: isize| points[i.rem_euclid(n as isize) as usize];
    let curves = (0..n as isize)
        .map(|i| {
            let (p0, p1, p2, p3) = (at(i - 1), at(i), at(i + 1), at(i + 2));
            let c1 = [p1[0] + (p2[0] - p0[0]) / 6.0, p1[1] + (p2[1] - p0[1]) / 6.0];
            let c2 = [p2[0] - (p3[0] - p1[0]) / 6.0, p2[1] - (p3[1] - p1[1]) / 6.0];
            [c1, c2, p2]
        })
        .collect();
    Outline { start: points[0], curves }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Points along an outline's curves, a few on each.
    fn along(outline: &Outline) -> Vec<[f32; 2]> {
        let mut out = vec![outline.start];
        let mut from = outline.start;
        for [c1, c2, to] in &outline.curves {
            for k in 1..=8 {
                let t = k as f32 / 8.0;
                let u = 1.0 - t;
                let b = |i: usize| {
                    u * u * u * from[i]
                        + 3.0 * u * u * t * c1[i]
                        + 3.0 * u * t * t * c2[i]
                        + t * t * t * to[i]
                };
                out.push([b(0), b(1)]);
            }
            from = *to;
        }
        out
    }

    #[test]
    fn each_outline_closes_and_lies_on_its_shape() {
        for shape in [PhotoShape::Circle, PhotoShape::Rounded, PhotoShape::Squircle] {
            let outline = shape.outline().unwrap();
            let last = outline.curves.last().unwrap()[2];
            assert!((last[0] - outline.start[0]).abs() < 1e-5, "{shape:?} closes");
            assert!((last[1] - outline.start[1]).abs() < 1e-5, "{shape:?} closes");
            for [x, y] in along(&outline) {
                // Within a thousandth of the half side of the shape the pixels are cut to.
                let off = shape.inside(x, y).abs();
                assert!(off < 1e-3, "{shape:?} at ({x}, {y}) is {off} off");
            }
        }
        assert!(PhotoShape::Whole.outline().is_none());
    }

    #[test]
    fn the_windows_jpeg_keeps_the_photo_near_the_shape_and_flattens_the_corners_beyond() {
        let image = RgbaImage::from_fn(120, 100, |x, y| image::Rgba([x as u8, y as u8, 7, 255]));
        let rgb = window_rgb(&image, (10, 0, 100), PhotoShape::Circle, 0.0);
        let at = |x: usize, y: usize| &rgb[(y * 100 + x) * 3..][..3];
        assert_eq!(at(0, 0), FLAT, "a corner far outside the circle");
        assert_eq!(at(50, 50), [60, 50, 7], "the middle");
        assert_eq!(at(0, 50), [10, 50, 7], "the edge, on the outline");
        // Just outside the outline, within a JPEG block of it: the photo.
        let x = (0..50)
            .find(|&x| {
                PhotoShape::Circle.inside((x as f32 + 0.5 - 50.0) / 50.0, (5.5 - 50.0) / 50.0)
                    > -0.1
            })
            .unwrap();
        assert_eq!(at(x, 5), [10 + x as u8, 5, 7]);
        // Under a rim of 60 pixels the photo is clipped 30 inside: kept from 14 inside.
        let rgb = window_rgb(&image, (10, 0, 100), PhotoShape::Circle, 30.0);
        let at = |x: usize, y: usize| &rgb[(y * 100 + x) * 3..][..3];
        assert_eq!(at(13, 50), FLAT, "under the rim's outer half");
        assert_eq!(at(14, 50), [24, 50, 7], "a block from where it shows");
        assert_eq!(at(50, 50), [60, 50, 7]);
    }

    #[test]
    fn a_window_outside_the_photo_does_not_hold() {
        let shaped = Shaped {
            window: [10, 0, 300],
            size: [400, 300],
            shape: PhotoShape::Circle,
            rim_px: 3.0,
            rim_rgb: [255; 3],
        };
        assert!(shaped.holds());
        assert!(!Shaped { window: [101, 0, 300], ..shaped.clone() }.holds());
        assert!(!Shaped { rim_px: f32::NAN, ..shaped.clone() }.holds());
        assert!(!Shaped { window: [0, 0, 0], ..shaped.clone() }.holds());
        assert!(!Shaped { shape: PhotoShape::Whole, ..shaped }.holds());
    }
}
