//! A photo cut to a shape, in the PDF: its JPEG as stored, placed so that its window fills the
//! picture's box and clipped to the shape's outline, and the rim a line along the outline's
//! inside. With a rim, the photo's clip runs along the rim's middle: a renderer's smoothed
//! edge then shows only the rim's, never the photo through it.

use krilla::geom::{Path, PathBuilder, Size, Transform};
use krilla::image::Image;
use krilla::paint::{FillRule, Stroke};
use krilla::surface::Surface;

use crate::symbols::{Outline, Shaped};

/// Draws `photo` as `shaped` says in a box of `size` (the cut's pixels); `None` when the
/// numbers make no drawing (a window or photo of no size), with nothing left pushed.
pub(super) fn draw(
    surface: &mut Surface,
    photo: &Image,
    shaped: &Shaped,
    size: Size,
) -> Option<()> {
    let outline = shaped.shape.outline()?;
    let [x0, y0, side] = shaped.window;
    let k = size.width() / side as f32;
    let whole = Size::from_wh(shaped.size[0] as f32, shaped.size[1] as f32)?;
    let half = size.width() / 2.0;
    let rim = shaped.rim_px * k;
    // The outline drawn `inset` inside itself (scaled about its centre: for a thin rim, as near
    // as matters to an offset).
    let path = |inset: f32| path(&outline, half, 1.0 - inset / half);
    surface.push_clip_path(&path(rim / 2.0)?, &FillRule::NonZero);
    surface.push_transform(&Transform::from_row(
        k,
        0.0,
        0.0,
        k,
        -(x0 as f32) * k,
        -(y0 as f32) * k,
    ));
    surface.draw_image(photo.clone(), whole);
    surface.pop();
    surface.pop();
    if rim > 0.0 {
        let [r, g, b] = shaped.rim_rgb;
        surface.set_fill(None);
        surface.set_stroke(Some(Stroke {
            paint: krilla::color::rgb::Color::new(r, g, b).into(),
            width: rim,
            ..Stroke::default()
        }));
        surface.draw_path(&path(rim / 2.0)?);
        surface.set_stroke(None);
    }
    Some(())
}

/// `outline` (in a square of side 2 about the origin) in a box of side `2 × half` from (0, 0),
/// scaled by `scale` about the box's centre.
fn path(outline: &Outline, half: f32, scale: f32) -> Option<Path> {
    let at = |[x, y]: [f32; 2]| ((x * scale + 1.0) * half, (y * scale + 1.0) * half);
    let mut builder = PathBuilder::new();
    let (x, y) = at(outline.start);
    builder.move_to(x, y);
    for &[c1, c2, to] in &outline.curves {
        let ((x1, y1), (x2, y2), (x, y)) = (at(c1), at(c2), at(to));
        builder.cubic_to(x1, y1, x2, y2, x, y);
    }
    builder.close();
    builder.finish()
}
