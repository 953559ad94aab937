//! Ink masks: what the layout packs.
//!
//! A vector symbol is rendered so that its ink's bounding box (which usvg computes while
//! parsing) fills a grid of the requested resolution, and once more over the pixels really
//! inked when that box was loose; bitmaps are cropped to their non-transparent pixels and
//! resampled. Transparent margins (icons drawn on a padded canvas,
//! photos keyed out) so cost nothing in the layout.

use resvg::tiny_skia;

use super::{Raster, SymbolKind};
use crate::geom::Mask;

/// Coverage below this is not ink (anti-aliasing fringe).
pub(crate) const INK_THRESHOLD: u8 = 8;

/// Makes the mask of `kind` with about `px` pixels along the ink's longer side.
pub(crate) fn make_mask(kind: &SymbolKind, px: u32) -> Mask {
    let px = px.max(4);
    match kind {
        SymbolKind::Vector(tree) => vector_mask(tree, px),
        SymbolKind::Lettering(lettering) => vector_mask(&lettering.outlines, px),
        SymbolKind::Raster(raster) => raster_mask(raster, px),
    }
}

/// Bounds `[x0, y0, x1, y1)` of pixels with coverage above the threshold, or None.
fn ink_bounds(alpha: &[u8], width: u32, height: u32) -> Option<[u32; 4]> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for y in 0..height {
        let row = &alpha[(y * width) as usize..((y + 1) * width) as usize];
        for (x, &a) in row.iter().enumerate() {
            if a >= INK_THRESHOLD {
                let x = x as u32;
                x0 = x0.min(x);
                x1 = x1.max(x + 1);
                y0 = y0.min(y);
                y1 = y1.max(y + 1);
            }
        }
    }
    (x0 < x1).then_some([x0, y0, x1, y1])
}

/// The scale that gives a `w` × `h` box `px` pixels along its longer side, and the box's
/// width and height in whole pixels at that scale (at least 1).
fn fit(w: f32, h: f32, px: u32) -> (f32, u32, u32) {
    let scale = px as f32 / w.max(h);
    let pixels = |side: f32| (side * scale).round().max(1.0) as u32;
    (scale, pixels(w), pixels(h))
}

fn empty_mask(aspect: f32) -> Mask {
    Mask { width: 1, height: 1, alpha: vec![0], frame: [0.0, 0.0, 1.0, 1.0], source_aspect: aspect }
}

fn render_alpha(tree: &usvg::Tree, transform: tiny_skia::Transform, w: u32, h: u32) -> Vec<u8> {
    let Some(mut pixmap) = tiny_skia::Pixmap::new(w.max(1), h.max(1)) else {
        return vec![0; (w.max(1) * h.max(1)) as usize];
    };
    resvg::render(tree, transform, &mut pixmap.as_mut());
    pixmap.pixels().iter().map(|p| p.alpha()).collect()
}

fn vector_mask(tree: &usvg::Tree, px: u32) -> Mask {
    let size = tree.size();
    let (sw, sh) = (size.width(), size.height());
    let aspect = sw / sh;
    // Where is the ink? usvg already knows the bounding box of everything (strokes and
    // filters included), so no probing render is needed; a little slack keeps anti-aliased
    // edges.
    let bbox = tree.root().abs_layer_bounding_box();
    let slack = 0.005 * sw.max(sh);
    let ink = [
        (bbox.left() - slack).max(0.0),
        (bbox.top() - slack).max(0.0),
        (bbox.right() + slack).min(sw),
        (bbox.bottom() + slack).min(sh),
    ];
    let Some(mut grid) = render_ink(tree, ink, px) else {
        return empty_mask(aspect);
    };
    // Invisible leftovers (a shape with no fill) make the box loose and the trimmed grid
    // small: render again over what was really inked.
    if grid.width.max(grid.height) * 10 < px * 9 {
        match render_ink(tree, grid.ink, px) {
            Some(tighter) => grid = tighter,
            None => return empty_mask(aspect),
        }
    }
    // The grid was rounded to whole pixels, so its far edge can pass the picture's by a
    // fraction of a pixel; the frame's contract is 0..=1.
    Mask {
        width: grid.width,
        height: grid.height,
        alpha: grid.alpha,
        frame: [
            grid.ink[0] / sw,
            grid.ink[1] / sh,
            (grid.ink[2] / sw).min(1.0),
            (grid.ink[3] / sh).min(1.0),
        ],
        source_aspect: aspect,
    }
}

/// A rendered coverage grid and the box `[left, top, right, bottom]` it covers in canvas
/// units.
struct Grid {
    width: u32,
    height: u32,
    alpha: Vec<u8>,
    ink: [f32; 4],
}

/// Renders the canvas box `ink` so that its longer side has `px` pixels, then trims rows and
/// columns without ink (keeping one pixel of fringe below the threshold). None if nothing
/// is inked.
fn render_ink(tree: &usvg::Tree, ink: [f32; 4], px: u32) -> Option<Grid> {
    let (iw, ih) = (ink[2] - ink[0], ink[3] - ink[1]);
    if iw.is_nan() || ih.is_nan() || iw <= 0.0 || ih <= 0.0 {
        return None;
    }
    let (scale, gw, gh) = fit(iw, ih, px);
    let transform =
        tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, -ink[0] * scale, -ink[1] * scale);
    let alpha = render_alpha(tree, transform, gw, gh);
    let [x0, y0, x1, y1] = ink_bounds(&alpha, gw, gh)?;
    let (x0, y0) = (x0.saturating_sub(1), y0.saturating_sub(1));
    let (x1, y1) = ((x1 + 1).min(gw), (y1 + 1).min(gh));
    let (width, height) = (x1 - x0, y1 - y0);
    let alpha = if (width, height) == (gw, gh) {
        alpha
    } else {
        let rows = alpha.chunks_exact(gw as usize).skip(y0 as usize).take(height as usize);
        rows.flat_map(|row| &row[x0 as usize..x1 as usize]).copied().collect()
    };
    let ink = [
        ink[0] + x0 as f32 / scale,
        ink[1] + y0 as f32 / scale,
        ink[0] + x1 as f32 / scale,
        ink[1] + y1 as f32 / scale,
    ];
    Some(Grid { width, height, alpha, ink })
}

fn raster_mask(raster: &Raster, px: u32) -> Mask {
    let (sw, sh) = raster.dimensions();
    let aspect = sw as f32 / sh as f32;
    if raster.opaque {
        // Photos: the ink is the whole rectangle; no need to look at a single pixel.
        let (_, gw, gh) = fit(sw as f32, sh as f32, px);
        let alpha = vec![255; (gw * gh) as usize];
        return Mask {
            width: gw,
            height: gh,
            alpha,
            frame: [0.0, 0.0, 1.0, 1.0],
            source_aspect: aspect,
        };
    }
    // Packed pixels that cannot be read back (a bug) measure as no ink, which loading refuses.
    let Some(image) = raster.image() else { return empty_mask(aspect) };
    let alpha: Vec<u8> = image.as_raw().chunks_exact(4).map(|p| p[3]).collect();
    let Some([x0, y0, x1, y1]) = ink_bounds(&alpha, sw, sh) else {
        return empty_mask(aspect);
    };
    let (iw, ih) = (x1 - x0, y1 - y0);
    // The ink's rows copied whole, not pixel by pixel.
    let mut crop = Vec::with_capacity((iw * ih) as usize);
    for y in y0..y1 {
        crop.extend_from_slice(&alpha[(y * sw + x0) as usize..(y * sw + x1) as usize]);
    }
    let cropped = image::GrayImage::from_raw(iw, ih, crop).expect("iw × ih bytes");
    let (_, gw, gh) = fit(iw as f32, ih as f32, px);
    let grid = image::imageops::resize(&cropped, gw, gh, image::imageops::FilterType::Triangle);
    Mask {
        width: gw,
        height: gh,
        alpha: grid.into_raw(),
        frame: [
            x0 as f32 / sw as f32,
            y0 as f32 / sh as f32,
            x1 as f32 / sw as f32,
            y1 as f32 / sh as f32,
        ],
        source_aspect: aspect,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    fn tree(svg: &str) -> SymbolKind {
        SymbolKind::Vector(Arc::new(usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap()))
    }

    #[test]
    fn ink_at_the_far_edges_keeps_the_frame_inside_the_picture() {
        let kind = tree(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 97 61">
                <rect x="30" y="20" width="67" height="41"/></svg>"#,
        );
        for px in [5, 17, 33, 64, 96, 101] {
            let mask = make_mask(&kind, px);
            let [l, t, r, b] = mask.frame;
            assert!(
                0.0 <= l && l < r && r <= 1.0 && 0.0 <= t && t < b && b <= 1.0,
                "{px}: {:?}",
                mask.frame
            );
            assert!(
                (l - 30.0 / 97.0).abs() < 0.02 && (t - 20.0 / 61.0).abs() < 0.03,
                "{:?}",
                mask.frame
            );
            assert!(mask.width.max(mask.height).abs_diff(px) <= 1, "{px}: {}", mask.width);
        }
    }

    #[test]
    fn scaled_view_box_and_invisible_leftovers() {
        // Canvas 200 x 100 showing a 100 x 50 view box; the visible ink is the right half of
        // the view box, a hidden rect covers the left half.
        let kind = tree(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 100 50">
                <rect x="0" y="0" width="50" height="50" fill="none"/>
                <rect x="50" y="10" width="50" height="30" fill="red"/></svg>"#,
        );
        let mask = make_mask(&kind, 64);
        let [l, t, r, b] = mask.frame;
        assert!((l - 0.5).abs() < 0.02 && (t - 0.2).abs() < 0.035, "{:?}", mask.frame);
        assert!(r <= 1.0 && (b - 0.8).abs() < 0.035, "{:?}", mask.frame);
        assert!(mask.width.abs_diff(64) <= 2, "rendered again at full size: {}", mask.width);
        assert!(mask.alpha.iter().filter(|&&a| a > 200).count() * 10 > mask.alpha.len() * 8);
    }

    #[test]
    fn an_opaque_bitmap_is_a_full_rectangle() {
        let image = image::RgbaImage::from_pixel(300, 200, image::Rgba([9, 9, 9, 255]));
        let raster = Raster::new(image, true, None);
        let mask = make_mask(&SymbolKind::Raster(Arc::new(raster)), 48);
        assert_eq!((mask.width, mask.height, mask.frame), (48, 32, [0.0, 0.0, 1.0, 1.0]));
        assert!(mask.alpha.iter().all(|&a| a == 255));
    }

    #[test]
    fn nothing_to_see_gives_an_empty_one_pixel_mask() {
        let raster = Raster::new(image::RgbaImage::new(10, 5), false, None);
        let mask = make_mask(&SymbolKind::Raster(Arc::new(raster)), 32);
        assert_eq!((mask.width, mask.height, mask.alpha.as_slice()), (1, 1, [0u8].as_slice()));
        assert_eq!(mask.source_aspect, 2.0);
    }
}
