//! Ink masks: what the layout packs.
//!
//! A symbol is rendered once at a coarse size to find where its ink is, then again so that
//! the ink's bounding box fills a grid of the requested resolution. Transparent margins
//! (icons drawn on a padded canvas, photos keyed out) so cost nothing in the layout.

use resvg::tiny_skia;

use super::{Raster, SymbolKind};
use crate::geom::Mask;

/// Pixels along the longer side of the whole picture in the first pass that finds the ink.
const PROBE_PX: f32 = 256.0;

/// Coverage below this is not ink (anti-aliasing fringe).
const INK_THRESHOLD: u8 = 8;

/// Makes the mask of `kind` with about `px` pixels along the ink's longer side.
pub(crate) fn make_mask(kind: &SymbolKind, px: u32) -> Mask {
    let px = px.max(4);
    match kind {
        SymbolKind::Vector(tree) => vector_mask(tree, px),
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
    // Pass 1: where is the ink?
    let probe = PROBE_PX / sw.max(sh);
    let (pw, ph) = ((sw * probe).ceil() as u32, (sh * probe).ceil() as u32);
    let alpha = render_alpha(tree, tiny_skia::Transform::from_scale(probe, probe), pw, ph);
    let Some([x0, y0, x1, y1]) = ink_bounds(&alpha, pw.max(1), ph.max(1)) else {
        return empty_mask(aspect);
    };
    // One probe pixel of slack on each side: anti-aliased edges below the threshold.
    let ink = [
        (x0 as f32 - 1.0).max(0.0) / probe,
        (y0 as f32 - 1.0).max(0.0) / probe,
        ((x1 as f32 + 1.0) / probe).min(sw),
        ((y1 as f32 + 1.0) / probe).min(sh),
    ];
    // Pass 2: the ink box fills the grid.
    let (iw, ih) = (ink[2] - ink[0], ink[3] - ink[1]);
    let scale = px as f32 / iw.max(ih);
    let (gw, gh) = ((iw * scale).round().max(1.0) as u32, (ih * scale).round().max(1.0) as u32);
    let transform =
        tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, -ink[0] * scale, -ink[1] * scale);
    let alpha = render_alpha(tree, transform, gw, gh);
    Mask {
        width: gw,
        height: gh,
        alpha,
        // The grid was rounded to whole pixels, so its far edge can pass the picture's by a
        // fraction of a pixel; the frame's contract is 0..=1.
        frame: [
            ink[0] / sw,
            ink[1] / sh,
            ((ink[0] + gw as f32 / scale) / sw).min(1.0),
            ((ink[1] + gh as f32 / scale) / sh).min(1.0),
        ],
        source_aspect: aspect,
    }
}

fn raster_mask(raster: &Raster, px: u32) -> Mask {
    let (sw, sh) = raster.image.dimensions();
    let aspect = sw as f32 / sh as f32;
    let alpha: Vec<u8> = raster.image.pixels().map(|p| p.0[3]).collect();
    let Some([x0, y0, x1, y1]) = ink_bounds(&alpha, sw, sh) else {
        return empty_mask(aspect);
    };
    let (iw, ih) = (x1 - x0, y1 - y0);
    let cropped = image::GrayImage::from_fn(iw, ih, |x, y| {
        image::Luma([alpha[((y0 + y) * sw + x0 + x) as usize]])
    });
    let scale = px as f32 / iw.max(ih) as f32;
    let (gw, gh) =
        ((iw as f32 * scale).round().max(1.0) as u32, (ih as f32 * scale).round().max(1.0) as u32);
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
            assert_eq!(mask.width.max(mask.height), px);
        }
    }

    #[test]
    fn nothing_to_see_gives_an_empty_one_pixel_mask() {
        let raster = Raster { image: image::RgbaImage::new(10, 5), opaque: false, jpeg: None };
        let mask = make_mask(&SymbolKind::Raster(Arc::new(raster)), 32);
        assert_eq!((mask.width, mask.height, mask.alpha.as_slice()), (1, 1, [0u8].as_slice()));
        assert_eq!(mask.source_aspect, 2.0);
    }
}
