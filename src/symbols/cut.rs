//! Photos cut to a shape around their subject: a circle, a rounded square or a squircle, with
//! a thin rim, so that they nest on a card as icons do instead of poking corners at each
//! other.
//!
//! Where the cut goes: the window of the shape's size that holds the most of what catches the
//! eye, judged on a small copy of the photo as smartcrop.js judges it: detail (edges of the
//! brightness), skin tones and saturated colour, counted only inside the shape (a circle
//! leaves a square's corners out), with a faint pull to the middle to settle ties. The maker
//! can move it (a focus: the subject's place and a zoom). Only exact arithmetic and square
//! roots are used, so the page (WebAssembly) cuts the same pixels as the command line.

use std::sync::Arc;

use image::RgbaImage;
use serde::{Deserialize, Serialize};

use super::{PhotoShape, Raster, Shaped};
use crate::guard::refusal::Refusal;
use crate::i18n::Text;
use crate::i18n::text;

/// The longer side of the copy the subject is looked for on, pixels.
const LOOK_PX: u32 = 64;
/// How much less a window far from the photo's middle counts (at the far edge).
const MIDDLE_PULL: f64 = 0.02;
/// How strongly brightness detail counts: a clear edge on the small copy counts whole.
const DETAIL_GAIN: f32 = 5.0;
/// The depth inside the circle (share of its radius) from which a cell counts whole.
const EDGE_FALLOFF: f32 = 1.0;

/// Where the maker put a photo's subject: its centre as fractions of the photo's width and
/// height (after its EXIF turn), and a zoom (1: the largest window that fits).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Focus {
    /// Centre of the window, share of the photo's width from its left.
    pub x: f32,
    /// Centre of the window, share of the photo's height from its top.
    pub y: f32,
    /// How much tighter than the largest window: 1 or more.
    #[serde(default = "one")]
    pub zoom: f32,
}

fn one() -> f32 {
    1.0
}

/// How photos are cut (the request's `photoShape`, `photoRim`, `photoRimColor`, `focus`).
#[derive(Debug, Clone, PartialEq)]
pub struct PhotoCut {
    /// The shape. _Default:_ whole.
    pub shape: PhotoShape,
    /// The rim's width on the largest symbol, mm (smaller symbols in proportion).
    /// _Default:_ 1.
    pub rim_mm: f32,
    /// The rim's colour. _Default:_ white.
    pub rim_rgb: [u8; 3],
    /// The maker's focus by picture name (the file name, as given).
    pub focus: Vec<NamedFocus>,
    /// The focus file they came from, for messages.
    pub focus_file: Option<std::path::PathBuf>,
}

impl Default for PhotoCut {
    fn default() -> Self {
        PhotoCut {
            shape: PhotoShape::default(),
            rim_mm: DEFAULT_RIM_MM,
            rim_rgb: [255; 3],
            focus: Vec::new(),
            focus_file: None,
        }
    }
}

/// The rim when none is asked for, mm.
pub const DEFAULT_RIM_MM: f32 = 1.0;

/// One photo's focus by its file name (the request's `focus`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedFocus {
    /// The picture's file name, as given.
    pub name: String,
    /// Where its subject is.
    #[serde(flatten)]
    pub focus: Focus,
    /// Its line in a focus file (for messages); 0 when it came otherwise.
    #[serde(skip)]
    pub line: usize,
}

impl Focus {
    /// Whether the numbers can place a window: fractions in 0..=1, a zoom of 1 or more.
    pub fn check(&self) -> Result<(), Text> {
        let fraction = |v: f32| v.is_finite() && (0.0..=1.0).contains(&v);
        if !fraction(self.x) || !fraction(self.y) {
            return Err(text!("focus-place", x = number(self.x), y = number(self.y)));
        }
        if !(self.zoom.is_finite() && self.zoom >= 1.0) {
            return Err(text!("focus-zoom", zoom = number(self.zoom)));
        }
        Ok(())
    }
}

/// The lines of a focus file (`path`, its `text`): a picture's file name, the x and y of its
/// subject as fractions of its width and height, and an optional zoom, separated by tabs or
/// commas; blank lines and lines starting with `#` are skipped.
pub fn parse_focus(path: &std::path::Path, text: &str) -> crate::Result<Vec<NamedFocus>> {
    let bad = |line: usize, reason: Text| crate::Error::BadFocus {
        path: path.to_path_buf(),
        line,
        reason,
    };
    let mut out: Vec<NamedFocus> = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = if line.contains('\t') { line.split('\t') } else { line.split(',') }
            .map(str::trim)
            .collect();
        let number = |i: usize, what: Text| {
            parts[i]
                .parse::<f32>()
                .map_err(|_| bad(k + 1, text!("focus-not-a-number", what = what, value = parts[i])))
        };
        if !(3..=4).contains(&parts.len()) {
            return Err(bad(k + 1, text!("focus-line")));
        }
        let focus = Focus {
            x: number(1, text!("focus-x"))?,
            y: number(2, text!("focus-y"))?,
            zoom: if parts.len() == 4 { number(3, text!("focus-the-zoom"))? } else { 1.0 },
        };
        focus.check().map_err(|reason| bad(k + 1, reason))?;
        let name = parts[0].to_string();
        if out.iter().any(|f| f.name == name) {
            return Err(bad(k + 1, text!("focus-twice", name = name)));
        }
        out.push(NamedFocus { name, focus, line: k + 1 });
    }
    Ok(out)
}

impl PhotoCut {
    /// The maker's focus for the picture whose file name is `name`, if any.
    pub(crate) fn focus_for(&self, name: &str) -> Option<Focus> {
        self.focus.iter().find(|f| f.name == name).map(|f| f.focus)
    }

    /// Checks that every focus names one of `pictures` (file names): a focus for a picture
    /// that is not there would silently do nothing.
    /// A focus on whole photos is kept but warned about: it only moves a cut.
    pub fn check_names(&self, pictures: &[String]) -> crate::Result<()> {
        let Some(f) = self.focus.iter().find(|f| !pictures.contains(&f.name)) else {
            if self.shape == PhotoShape::Whole && !self.focus.is_empty() {
                crate::i18n::warn(match &self.focus_file {
                    Some(path) => text!("warning-focus-file-whole", file = path),
                    None => text!("warning-focus-whole"),
                });
            }
            return Ok(());
        };
        Err(match &self.focus_file {
            Some(path) => {
                let reason = hint(&f.name, pictures);
                crate::Error::BadFocus { path: path.clone(), line: f.line, reason }
            }
            None => crate::Error::invalid("focus", &f.name, text!("focus-no-such-picture")),
        })
    }
}

/// Why the focus on `name` names no picture, with what it may have meant: the file `name`
/// names without its folder or extension, else the first few file names.
fn hint(name: &str, pictures: &[String]) -> Text {
    let path = std::path::Path::new;
    let last =
        path(name).file_name().map_or(name.to_string(), |f| f.to_string_lossy().into_owned());
    let stem = |p: &str| path(p).file_stem().map(|s| s.to_string_lossy().into_owned());
    if let Some(meant) = pictures.iter().find(|p| **p == last || stem(p).as_deref() == Some(&last))
    {
        return text!("focus-not-a-picture-meant", name = name, meant = meant);
    }
    let shown: Vec<String> = pictures.iter().take(4).map(|p| format!("'{p}'")).collect();
    match pictures.len() {
        0 => text!("focus-not-a-picture", name = name),
        n if n <= 4 => text!("focus-not-a-picture-among", name = name, pictures = shown.join(", ")),
        n => text!(
            "focus-not-a-picture-among-more",
            name = name,
            pictures = shown.join(", "),
            count = n
        ),
    }
}

/// A number of a focus as written back ("0.5", "NaN"): as Rust says it, not the language.
fn number(value: f32) -> String {
    value.to_string()
}

/// What was kept of a cut photo, for the manifest: its shape and the window, as fractions of
/// the photo's width and height (after its EXIF turn).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Crop {
    /// The shape it was cut to.
    pub shape: PhotoShape,
    /// The window's centre, `[x, y]`.
    pub center: [f32; 2],
    /// The window's width and height.
    pub size: [f32; 2],
}

/// `raster` (an opaque photo) cut to `cut.shape` at `focus` (else where its subject is), with
/// the rim drawn inside the outline; `print` the longer side it is printed at most, mm and
/// pixels (0: any). The PDF keeps the photo's own JPEG when it shows these pixels and a whole
/// photo would keep it too (it is no larger than print needs), else one JPEG of the window, and
/// draws the shape and rim over it (see [`super::Shaped`]).
pub(crate) fn cut_photo(
    raster: &Raster,
    cut: &PhotoCut,
    focus: Option<Focus>,
    (print_mm, print_px): (f32, u32),
) -> Result<(Raster, Crop), Refusal> {
    let image = raster.image().ok_or_else(|| Refusal::stopped("its pixels cannot be read back"))?;
    let (w, h) = image.dimensions();
    let (x0, y0, side) = match focus {
        Some(f) => focused(w, h, f),
        None => salient(&image),
    };
    let rim_px = cut.rim_mm.max(0.0) * side as f32 / print_mm.max(1.0);
    let out = cut_pixels(&image, (x0, y0, side), cut.shape, rim_px, cut.rim_rgb);
    let half = side as f32 / 2.0;
    // A zoomed window (a focus) shows too little of the photo to carry all of it.
    let most = u64::from(side).pow(2) * 2 >= u64::from(w) * u64::from(h);
    let own = raster.jpeg.as_ref().filter(|_| most && (print_px == 0 || w.max(h) <= print_px));
    let (jpeg, window, size) = match own {
        Some(own) => (own.clone(), [x0, y0, side], [w, h]),
        None => {
            let shown = rim_px.min(half) / 2.0;
            let rgb = super::shaped::window_rgb(&image, (x0, y0, side), cut.shape, shown);
            let jpeg = super::packed::encode_jpeg(&rgb, side, side)
                .map_err(|e| Refusal::stopped(format!("cannot be encoded: {e}")))?;
            (Arc::new(jpeg), [0, 0, side], [side, side])
        }
    };
    let crop = Crop {
        shape: cut.shape,
        center: [(x0 as f32 + half) / w as f32, (y0 as f32 + half) / h as f32],
        size: [side as f32 / w as f32, side as f32 / h as f32],
    };
    let mut kept = Raster::new(out, false, Some(jpeg));
    let (shape, rim_rgb) = (cut.shape, cut.rim_rgb);
    kept.shaped = Some(Arc::new(Shaped { window, size, shape, rim_px: rim_px.min(half), rim_rgb }));
    Ok((kept, crop))
}

/// The window `(x0, y0, side)` of `image` cut to `shape`, the rim `rim_px` wide drawn inside
/// the outline. Rows are copied whole and only their ends are shaped: a pixel as deep inside
/// as the rim and half a pixel more is the photo's own, and so is every pixel nearer the
/// middle of its row (the shapes are convex, their depth a distance near the outline).
fn cut_pixels(
    image: &RgbaImage,
    (x0, y0, side): (u32, u32, u32),
    shape: PhotoShape,
    rim_px: f32,
    rim_rgb: [u8; 3],
) -> RgbaImage {
    let (width, n) = (image.width() as usize, side as usize);
    let raw = image.as_raw();
    let mut out = vec![0u8; n * n * 4];
    let half = side as f32 / 2.0;
    let plain = rim_px.max(0.0) + 0.5;
    // A squircle's depth is a distance only near its outline: a rim reaching far in (a tiny
    // picture) has every pixel shaped.
    let deep = plain > half / 4.0;
    for (y, row) in out.chunks_exact_mut(n * 4).enumerate() {
        let start = ((y0 as usize + y) * width + x0 as usize) * 4;
        row.copy_from_slice(&raw[start..start + n * 4]);
        let v = (y as f32 + 0.5 - half) / half;
        // Shapes one pixel; false once it is the photo's own.
        let mut shaped = |x: usize| {
            let u = (x as f32 + 0.5 - half) / half;
            let depth = shape.inside(u, v) * half;
            if depth >= plain {
                row[x * 4 + 3] = 255;
                return false;
            }
            let pixel = &mut row[x * 4..x * 4 + 4];
            if rim_px > 0.0 {
                // The rim's share of the pixel, blended over the photo.
                let rim = (rim_px - depth + 0.5).clamp(0.0, 1.0);
                for (c, r) in pixel.iter_mut().zip(rim_rgb) {
                    *c = (f32::from(*c) * (1.0 - rim) + f32::from(r) * rim).round() as u8;
                }
            }
            pixel[3] = ((depth + 0.5).clamp(0.0, 1.0) * 255.0).round() as u8;
            true
        };
        if deep {
            (0..n).for_each(|x| _ = shaped(x));
            continue;
        }
        let mut left = 0;
        while left < n && shaped(left) {
            left += 1;
        }
        let mut right = n;
        while right > left + 1 && shaped(right - 1) {
            right -= 1;
        }
    }
    RgbaImage::from_raw(side, side, out).expect("a buffer of the window's size")
}

/// The window a focus asks for: left, top and side in pixels, inside the photo.
fn focused(w: u32, h: u32, focus: Focus) -> (u32, u32, u32) {
    let zoom = if focus.zoom.is_finite() { focus.zoom.max(1.0) } else { 1.0 };
    let side = ((w.min(h) as f32 / zoom).round() as u32).clamp(1, w.min(h));
    let place = |centre: f32, length: u32| {
        let start = (centre.clamp(0.0, 1.0) * length as f32 - side as f32 / 2.0).round();
        (start.max(0.0) as u32).min(length - side)
    };
    (place(focus.x, w), place(focus.y, h), side)
}

/// The largest square window holding the most of what catches the eye: left, top and side
/// in pixels.
fn salient(image: &RgbaImage) -> (u32, u32, u32) {
    let (w, h) = image.dimensions();
    let side = w.min(h);
    if w == h {
        return (0, 0, side);
    }
    // The small copy, each cell the mean of a block of the photo.
    let k = w.max(h).div_ceil(LOOK_PX).max(1);
    let (sw, sh) = (w.div_ceil(k), h.div_ceil(k));
    // Every pixel of a cell is not needed for its mean: a few per cell side are.
    let step = (k / 4).max(1) as usize;
    let mut sums = vec![[0u32; 4]; (sw * sh) as usize];
    for (y, row) in image.as_raw().chunks_exact(w as usize * 4).enumerate().step_by(step) {
        let cells = &mut sums[(y as u32 / k * sw) as usize..][..sw as usize];
        for (x, p) in row.chunks_exact(4).enumerate().step_by(step) {
            let sum = &mut cells[x / k as usize];
            for c in 0..3 {
                sum[c] += u32::from(p[c]);
            }
            sum[3] += 1;
        }
    }
    let small: Vec<[f32; 3]> = sums
        .iter()
        .map(|s| {
            let n = s[3].max(1) as f32 * 255.0;
            [s[0] as f32 / n, s[1] as f32 / n, s[2] as f32 / n]
        })
        .collect();
    let weight = saliency(&small, sw, sh);
    // Slide the window (in small cells) along the photo's longer side.
    let cells = (side / k).clamp(1, sw.min(sh));
    let (free_x, free_y) = (sw - cells, sh - cells);
    // What lies near the cut counts less: a subject is kept well inside.
    let half = cells as f32 / 2.0;
    let depth: Vec<f32> = (0..cells * cells)
        .map(|c| {
            let (i, j) = (c % cells, c / cells);
            let (u, v) = ((i as f32 + 0.5 - half) / half, (j as f32 + 0.5 - half) / half);
            (PhotoShape::Circle.inside(u, v) / EDGE_FALLOFF).clamp(0.0, 1.0)
        })
        .collect();
    let mut best = (f64::MIN, 0, 0);
    for oy in 0..=free_y {
        for ox in 0..=free_x {
            let mut score = 0.0f64;
            for (j, depths) in depth.chunks_exact(cells as usize).enumerate() {
                let row = &weight[((oy + j as u32) * sw + ox) as usize..][..cells as usize];
                for (d, w) in depths.iter().zip(row) {
                    score += f64::from(d * w);
                }
            }
            // A faint pull to the middle: of equal windows, the central one.
            let off = |o: u32, free: u32| {
                if free == 0 { 0.0 } else { (2.0 * o as f64 / free as f64 - 1.0).abs() }
            };
            score *= 1.0 - MIDDLE_PULL * off(ox, free_x).max(off(oy, free_y));
            if score > best.0 {
                best = (score, ox, oy);
            }
        }
    }
    let to_px = |o: u32, length: u32| (o * k).min(length - side);
    (to_px(best.1, w), to_px(best.2, h), side)
}

/// How much each cell of a small copy (RGB in 0..=1) catches the eye: detail, skin and
/// saturated colour, as smartcrop.js weighs them.
fn saliency(small: &[[f32; 3]], w: u32, h: u32) -> Vec<f32> {
    let lum = |p: [f32; 3]| 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
    let at = |x: i64, y: i64| {
        let (x, y) = (x.clamp(0, w as i64 - 1), y.clamp(0, h as i64 - 1));
        lum(small[(y * w as i64 + x) as usize])
    };
    let mut out = Vec::with_capacity(small.len());
    for y in 0..h as i64 {
        for x in 0..w as i64 {
            let p = small[(y * w as i64 + x) as usize];
            let l = lum(p);
            let detail =
                (4.0 * l - at(x - 1, y) - at(x + 1, y) - at(x, y - 1) - at(x, y + 1)).abs();
            // Skin: the colour's direction near a skin tone's, in a middle brightness.
            let mag = (p[0] * p[0] + p[1] * p[1] + p[2] * p[2]).sqrt().max(1e-6);
            let d = [p[0] / mag - 0.78, p[1] / mag - 0.57, p[2] / mag - 0.44];
            let closeness = 1.0 - (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
            let skin =
                if (0.2..=1.0).contains(&l) { ((closeness - 0.8) / 0.2).max(0.0) } else { 0.0 };
            let (max, min) = (p[0].max(p[1]).max(p[2]), p[0].min(p[1]).min(p[2]));
            let sat = if max + min > 0.0 && max + min < 2.0 {
                (max - min) / if max + min > 1.0 { 2.0 - max - min } else { max + min }
            } else {
                0.0
            };
            let saturated =
                if (0.05..=0.9).contains(&l) { ((sat - 0.4) / 0.6).max(0.0) } else { 0.0 };
            // Skin counts where there is detail too (eyes, a mouth): a face, not a wall or
            // fur of a skin-like colour.
            let detail = (DETAIL_GAIN * detail).min(1.0);
            out.push(detail + skin * (0.25 + detail) + 0.3 * saturated);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_holds_its_centre_and_leaves_its_corner() {
        for shape in [PhotoShape::Circle, PhotoShape::Rounded, PhotoShape::Squircle] {
            assert!(shape.inside(0.0, 0.0) > 0.9, "{shape:?}");
            assert!(shape.inside(0.99, 0.99) < 0.0, "{shape:?}");
            assert!(shape.inside(0.99, 0.0) > 0.0 && shape.inside(1.01, 0.0) < 0.0, "{shape:?}");
        }
        assert!(PhotoShape::Squircle.inside(0.75, 0.75) > 0.0);
        assert!(PhotoShape::Circle.inside(0.75, 0.75) < 0.0);
    }

    /// Every pixel shaped one by one, as the cut was first written.
    fn cut_each_pixel(
        image: &RgbaImage,
        x0: u32,
        y0: u32,
        side: u32,
        shape: PhotoShape,
        rim_px: f32,
    ) -> RgbaImage {
        let half = side as f32 / 2.0;
        RgbaImage::from_fn(side, side, |x, y| {
            let (u, v) = ((x as f32 + 0.5 - half) / half, (y as f32 + 0.5 - half) / half);
            let depth = shape.inside(u, v) * half;
            let mut rgb = image.get_pixel(x0 + x, y0 + y).0;
            if rim_px > 0.0 {
                let rim = (rim_px - depth + 0.5).clamp(0.0, 1.0);
                for (c, r) in rgb.iter_mut().zip([250u8, 20, 90]) {
                    *c = (f32::from(*c) * (1.0 - rim) + f32::from(r) * rim).round() as u8;
                }
            }
            image::Rgba([
                rgb[0],
                rgb[1],
                rgb[2],
                ((depth + 0.5).clamp(0.0, 1.0) * 255.0).round() as u8,
            ])
        })
    }

    #[test]
    fn shaping_only_the_rows_ends_cuts_the_same_pixels_as_shaping_each() {
        let image = RgbaImage::from_fn(97, 80, |x, y| {
            image::Rgba([(x * 7 + y * 3) as u8, (x * y) as u8, ((x ^ y) * 9) as u8, 255])
        });
        for shape in [PhotoShape::Circle, PhotoShape::Rounded, PhotoShape::Squircle] {
            for (x0, side) in [(0, 80), (10, 79), (17, 64), (3, 1), (5, 2)] {
                for rim in [0.0, 1.7, 4.0, 9.4, 40.0] {
                    let fast = cut_pixels(&image, (x0, 0, side), shape, rim, [250, 20, 90]);
                    let slow = cut_each_pixel(&image, x0, 0, side, shape, rim);
                    assert!(fast == slow, "{shape:?}, side {side}, rim {rim}");
                }
            }
        }
    }

    #[test]
    fn a_focus_places_the_window_inside_the_photo() {
        assert_eq!(focused(400, 300, Focus { x: 0.5, y: 0.5, zoom: 1.0 }), (50, 0, 300));
        assert_eq!(focused(400, 300, Focus { x: 0.0, y: 0.5, zoom: 1.0 }), (0, 0, 300));
        assert_eq!(focused(400, 300, Focus { x: 1.0, y: 1.0, zoom: 2.0 }), (250, 150, 150));
    }
}
