//! PNG previews of single cards, rendered with resvg/tiny-skia from the same placements and
//! page options as the PDF (so a preview shows exactly what will print, minus the sheet).

use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{
    Color, FillRule, FilterQuality, IntRect, IntSize, Mask, Paint, Path, PathBuilder, Pixmap,
    PixmapPaint, Rect, Stroke, Transform,
};
use resvg::usvg::Tree;

use crate::error::{Error, Result};
use crate::geom::{CardOutline, PathStep};
use crate::layout::CardLayout;
use crate::print::draw::crop_mark_lines;
use crate::render::print_shop::PrintShopOptions;
use crate::render::sheet::{Guides, PageOptions, Rgb};
use crate::symbols::raster::premultiplied;
use crate::symbols::{Raster, Symbol, SymbolKind};

/// Largest preview side, pixels: beyond this a preview is a mistake, not a wish.
const MAX_SIDE_PX: f32 = 8192.0;

/// One card as PNG bytes at `px_per_mm`, as it prints with `page`: the card face (white, or
/// the background colour running `bleed_mm` past the cut line), the card's symbols, then the
/// guides in their width and colour. Transparent outside what prints.
///
/// For several cards of one deck use [`Previews`], which prepares each bitmap symbol once.
pub fn card_png(
    symbols: &[Symbol],
    card: &CardLayout,
    outline: CardOutline,
    px_per_mm: f32,
    page: &PageOptions,
) -> Result<Vec<u8>> {
    Previews::new(symbols, outline, page).card_png(card, px_per_mm)
}

/// The deck's bitmap symbols decoded and premultiplied for tiny-skia, each on the first card
/// that shows it, and kept: a kept deck's thumbnails and the editor's card, drawn again at
/// every step, decode no photo twice.
#[derive(Clone, Default)]
pub struct Bitmaps(Arc<[OnceLock<Option<Pixmap>>]>);

impl Bitmaps {
    /// Room for `count` symbols' bitmaps, none made yet.
    pub fn new(count: usize) -> Bitmaps {
        Bitmaps((0..count).map(|_| OnceLock::new()).collect())
    }
}

impl std::fmt::Debug for Bitmaps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let made = self.0.iter().filter(|b| b.get().is_some()).count();
        f.debug_struct("Bitmaps").field("symbols", &self.0.len()).field("made", &made).finish()
    }
}

/// The cards of one deck as PNG previews, as [`card_png`] draws them. A bitmap symbol is
/// premultiplied for tiny-skia on the first card that shows it and kept for its other cards.
pub struct Previews<'a> {
    symbols: &'a [Symbol],
    outline: CardOutline,
    page: &'a PageOptions,
    /// Symbol i's premultiplied bitmap, once made (`None` inside: tiny-skia refused it).
    bitmaps: Bitmaps,
    /// How bitmaps are resampled: bicubic, or bilinear for a card drawn at every step.
    quality: FilterQuality,
}

impl<'a> Previews<'a> {
    /// Previews of cards cut along `outline`, with `symbols`, drawn as `page` prints them.
    pub fn new(symbols: &'a [Symbol], outline: CardOutline, page: &'a PageOptions) -> Previews<'a> {
        Previews::kept(symbols, outline, page, &Bitmaps::new(symbols.len()))
    }

    /// [`Previews::new`] drawing from `bitmaps`, made for `symbols` and kept between calls.
    pub fn kept(
        symbols: &'a [Symbol],
        outline: CardOutline,
        page: &'a PageOptions,
        bitmaps: &Bitmaps,
    ) -> Previews<'a> {
        let bitmaps = match bitmaps.0.len() == symbols.len() {
            true => bitmaps.clone(),
            false => Bitmaps::new(symbols.len()),
        };
        Previews { symbols, outline, page, bitmaps, quality: FilterQuality::Bicubic }
    }

    /// These previews with bitmaps resampled bilinearly, at less than half the cost: for the
    /// editor's card, drawn again at every step of the hand (what prints is the PDF's).
    pub fn quick(self) -> Previews<'a> {
        Previews { quality: FilterQuality::Bilinear, ..self }
    }

    /// One card as PNG bytes at `px_per_mm` (see [`card_png`]).
    pub fn card_png(&self, card: &CardLayout, px_per_mm: f32) -> Result<Vec<u8>> {
        let (outline, page) = (self.outline, self.page);
        let diameter_mm = outline.size_mm();
        let (hw, hh) = (outline.bounds_mm().0 / 2.0, outline.bounds_mm().1 / 2.0);
        let bleed = if page.bleed_mm.is_finite() { page.bleed_mm.max(0.0) } else { 0.0 };
        let line = if page.guides == Guides::None { 0.0 } else { page.guide_width_mm.max(0.0) };
        // Half the picture: the bleed, or the crop marks' box and the guide line on it.
        let px = |half: f32| (2.0 * (half + bleed).max(half + line) * px_per_mm).ceil() + 2.0;
        let (wide, high) = (px(hw), px(hh));
        if !(wide.is_finite()
            && diameter_mm > 0.0
            && px_per_mm > 0.0
            && wide.max(high) <= MAX_SIDE_PX)
        {
            let card = crate::error::a_length_mm(diameter_mm);
            let reason = crate::i18n::text!("preview-too-large", card = card, most = MAX_SIDE_PX);
            return Err(Error::invalid("preview resolution", format!("{px_per_mm} px/mm"), reason));
        }
        let (wide, high) = (wide as u32, high as u32);
        let mut pixmap = Pixmap::new(wide, high)
            .ok_or_else(|| Error::Preview(format!("cannot allocate a {wide}×{high} preview")))?;
        // Card millimetres (origin at the card centre, y down) to pixels.
        let to_px = Transform::from_translate(wide as f32 / 2.0, high as f32 / 2.0)
            .pre_scale(px_per_mm, px_per_mm);
        let shape = |outline: CardOutline| {
            let path = match outline {
                CardOutline::Round { diameter_mm } => {
                    PathBuilder::from_circle(0.0, 0.0, diameter_mm / 2.0)
                }
                _ => outline_path(&outline),
            };
            path.ok_or_else(|| Error::Preview(format!("degenerate card {outline:?}")))
        };
        let cut = shape(outline)?;
        let mut paint = Paint { anti_alias: true, ..Paint::default() };
        // The card face: the background colour (white paper by default), past the cut line
        // by the bleed.
        paint.set_color(colour(page.background_color));
        pixmap.fill_path(&shape(outline.grown(bleed))?, &paint, FillRule::Winding, to_px, None);

        self.draw_symbols(&mut pixmap, card, to_px)?;

        paint.set_color(colour(page.guide_color));
        let stroke = Stroke { width: line, ..Stroke::default() };
        match page.guides {
            Guides::Circle => pixmap.stroke_path(&cut, &paint, &stroke, to_px, None),
            Guides::CropMarks => {
                if let Some(marks) = crop_marks(&outline) {
                    pixmap.stroke_path(&marks, &paint, &stroke, to_px, None);
                }
            }
            Guides::None => {}
        }
        encode_png(&pixmap)
    }

    /// Draws `card`'s symbols through `to_px` (card mm, origin at its centre, to pixels).
    pub(crate) fn draw_symbols(
        &self,
        pixmap: &mut Pixmap,
        card: &CardLayout,
        to_px: Transform,
    ) -> Result<()> {
        let symbols = self.symbols;
        for p in &card.placements {
            let symbol = symbols.get(p.symbol.0 as usize).ok_or_else(|| {
                Error::Preview(format!(
                    "a card uses symbol {} but only {} exist",
                    p.symbol.0,
                    symbols.len()
                ))
            })?;
            let (w, h) = symbol.size();
            let t = to_px
                .pre_translate(p.x_mm, p.y_mm)
                .pre_concat(crate::print::draw::rotation(p.rotation_deg))
                .pre_scale(p.width_mm / w, p.height_mm / h)
                .pre_translate(-w / 2.0, -h / 2.0);
            let bitmap = &self.bitmaps.0[p.symbol.0 as usize];
            draw_picture(pixmap, symbol, symbol.kind_for(p.tint), t, (bitmap, self.quality))?;
        }
        Ok(())
    }

    /// Card `card` as a print shop's file, as [`print_back`] draws the back: the card colour
    /// to the picture's edge, the symbols, no guides.
    pub fn print_face(&self, card: &CardLayout, outline: &CardOutline) -> Result<Vec<u8>> {
        let mut canvas = PrintCanvas::new(outline, &self.page.print_shop, self.page)?;
        self.draw_symbols(&mut canvas.pixmap, card, canvas.to_px)?;
        canvas.finish()
    }
}

/// The card back as a print shop's file: the card colour, `back` covering the card and its
/// bleed (its shorter side spans the picture, centred), at `page.print_shop`'s resolution.
/// With no bleed, everything outside `outline` is transparent.
pub fn print_back(back: &Symbol, outline: &CardOutline, page: &PageOptions) -> Result<Vec<u8>> {
    let shop = &page.print_shop;
    let mut canvas = PrintCanvas::new(outline, shop, page)?;
    let (w, h) = back.size();
    let (wide, high) = shop.page_mm(outline);
    let scale = (wide / w).max(high / h);
    let t = canvas.to_px.pre_scale(scale, scale).pre_translate(-w / 2.0, -h / 2.0);
    draw_picture(
        &mut canvas.pixmap,
        back,
        &back.kind,
        t,
        (&OnceLock::new(), FilterQuality::Bicubic),
    )?;
    canvas.finish()
}

/// A print file being drawn: exactly the card's box and bleed at the resolution, filled with
/// the card colour to its edge.
struct PrintCanvas<'a> {
    pixmap: Pixmap,
    /// Card mm (origin at its centre, y down) to pixels.
    to_px: Transform,
    outline: &'a CardOutline,
    shop: &'a PrintShopOptions,
}

impl<'a> PrintCanvas<'a> {
    fn new(
        outline: &'a CardOutline,
        shop: &'a PrintShopOptions,
        page: &PageOptions,
    ) -> Result<PrintCanvas<'a>> {
        let (wide, high) = shop.pixels(outline)?;
        let mut pixmap = Pixmap::new(wide, high).ok_or_else(|| {
            Error::PrintFiles(format!("cannot allocate a {wide}×{high} print file"))
        })?;
        pixmap.fill(colour(page.background_color));
        let k = shop.dpi / 25.4;
        let to_px = Transform::from_translate(wide as f32 / 2.0, high as f32 / 2.0).pre_scale(k, k);
        Ok(PrintCanvas { pixmap, to_px, outline, shop })
    }

    /// The PNG: without bleed, only the card's shape is left (print-then-cut machines trace
    /// the transparent edge).
    fn finish(mut self) -> Result<Vec<u8>> {
        if self.shop.bleed_mm <= 0.0 {
            let (w, h) = (self.pixmap.width(), self.pixmap.height());
            let mut mask = Mask::new(w, h)
                .ok_or_else(|| Error::PrintFiles(format!("cannot allocate a {w}×{h} mask")))?;
            let path = outline_path(self.outline)
                .ok_or_else(|| Error::PrintFiles(format!("degenerate card {:?}", self.outline)))?;
            mask.fill_path(&path, FillRule::Winding, true, self.to_px);
            self.pixmap.apply_mask(&mask);
        }
        encode_print_png(&self.pixmap, self.shop.dpi)
    }
}

/// The outline's path for tiny-skia (mm).
fn outline_path(outline: &CardOutline) -> Option<Path> {
    let mut path = PathBuilder::new();
    for step in outline.path() {
        match step {
            PathStep::MoveTo(x, y) => {
                path.close();
                path.move_to(x, y);
            }
            PathStep::LineTo(x, y) => path.line_to(x, y),
            PathStep::CubicTo(x1, y1, x2, y2, x, y) => path.cubic_to(x1, y1, x2, y2, x, y),
        }
    }
    path.close();
    path.finish()
}

/// Draws `symbol` as `kind` (its own, or a tint of it) through `t` (picture units to
/// pixels); a bitmap is premultiplied once into `bitmap` and resampled with `quality`.
fn draw_picture(
    pixmap: &mut Pixmap,
    symbol: &Symbol,
    kind: &SymbolKind,
    t: Transform,
    (bitmap, quality): (&OnceLock<Option<Pixmap>>, FilterQuality),
) -> Result<()> {
    let size = symbol.size();
    // The picture drew once already, for its mask, but at another scale: a panic in the
    // rasteriser here is still that picture's error, not a crash.
    let drawn = crate::guard::catch_panic(|| match kind {
        SymbolKind::Vector(tree) => draw_vector(pixmap, tree, size, t),
        SymbolKind::Lettering(lettering) => draw_vector(pixmap, &lettering.outlines, size, t),
        SymbolKind::Raster(raster) => {
            let source =
                bitmap.get_or_init(|| raster_pixmap(raster)).as_ref().ok_or_else(|| {
                    let (w, h) = raster.dimensions();
                    Error::Preview(format!("cannot draw a {w}×{h} bitmap"))
                })?;
            let paint = PixmapPaint { quality, ..Default::default() };
            pixmap.draw_pixmap(0, 0, source.as_ref(), &paint, t, None);
            Ok(())
        }
    });
    drawn.map_err(|reason| Error::BadSymbol { path: symbol.source.clone().into(), reason })?
}

/// Draws `tree` (`w` × `h` units) through `t`, clipped to its view box as the PDF's form
/// XObject is clipped to its bounding box: icon files may keep artwork outside the view box
/// (a bundled one holds four more parcels there), which resvg alone would draw. Only such
/// files take the detour through a clipped layer; the others are drawn directly.
fn draw_vector(pixmap: &mut Pixmap, tree: &Tree, (w, h): (f32, f32), t: Transform) -> Result<()> {
    let art = tree.root().abs_layer_bounding_box();
    if art.left() >= 0.0 && art.top() >= 0.0 && art.right() <= w && art.bottom() <= h {
        resvg::render(tree, t, &mut pixmap.as_mut());
        return Ok(());
    }
    let degenerate = || Error::Preview(format!("cannot draw a {w}×{h} picture"));
    let view = Rect::from_xywh(0.0, 0.0, w, h).ok_or_else(degenerate)?;
    let page = Rect::from_xywh(0.0, 0.0, pixmap.width() as f32, pixmap.height() as f32);
    // The whole pixels the view box touches on the card (`Rect::round_out` would round the
    // width, not the right edge, and lose a column); off the card, nothing to draw.
    let Some(area) = view.transform(t).and_then(|r| page?.intersect(&r)).and_then(|r| {
        let (left, top) = (r.left().floor() as i32, r.top().floor() as i32);
        IntRect::from_ltrb(left, top, r.right().ceil() as i32, r.bottom().ceil() as i32)
    }) else {
        return Ok(());
    };
    let to_layer = t.post_translate(-area.x() as f32, -area.y() as f32);
    let (mut layer, mut clip) = Pixmap::new(area.width(), area.height())
        .zip(Mask::new(area.width(), area.height()))
        .ok_or_else(degenerate)?;
    resvg::render(tree, to_layer, &mut layer.as_mut());
    clip.fill_path(&PathBuilder::from_rect(view), FillRule::Winding, true, to_layer);
    layer.apply_mask(&clip);
    pixmap.draw_pixmap(
        area.x(),
        area.y(),
        layer.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    Ok(())
}

fn colour(c: Rgb) -> Color {
    Color::from_rgba8(c.0, c.1, c.2, 255)
}

/// The PDF's crop marks of `outline` (see `draw::crop_mark_lines`), mm from its centre.
fn crop_marks(outline: &CardOutline) -> Option<Path> {
    let mut path = PathBuilder::new();
    for mark in crop_mark_lines(outline, (0.0, 0.0)) {
        let mut points = mark.into_iter();
        let (x, y) = points.next()?;
        path.move_to(x, y);
        for (x, y) in points {
            path.line_to(x, y);
        }
    }
    path.finish()
}

/// A bitmap symbol as a premultiplied tiny-skia pixmap; `None` for a size tiny-skia refuses.
fn raster_pixmap(raster: &Raster) -> Option<Pixmap> {
    let (w, h) = raster.dimensions();
    let data: Vec<u8> = raster.image()?.pixels().flat_map(|p| premultiplied(p.0)).collect();
    IntSize::from_wh(w, h).and_then(|size| Pixmap::from_vec(data, size))
}

fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>> {
    let data: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    let image = image::RgbaImage::from_raw(pixmap.width(), pixmap.height(), data)
        .ok_or_else(|| Error::Preview("the preview buffer has the wrong size".to_string()))?;
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(|e| Error::Preview(format!("cannot encode the PNG: {e}")))?;
    Ok(out.into_inner())
}

/// A print file as PNG: marked sRGB, with its resolution, 8 bits a channel; RGB when every
/// pixel is opaque (services take it more readily than RGBA), RGBA otherwise.
fn encode_print_png(pixmap: &Pixmap, dpi: f32) -> Result<Vec<u8>> {
    let opaque = pixmap.pixels().iter().all(|p| p.alpha() == 255);
    let data: Vec<u8> = if opaque {
        pixmap.pixels().iter().flat_map(|p| [p.red(), p.green(), p.blue()]).collect()
    } else {
        pixmap
            .pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect()
    };
    let bad = |e: png::EncodingError| Error::PrintFiles(format!("cannot encode the PNG: {e}"));
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(if opaque { png::ColorType::Rgb } else { png::ColorType::Rgba });
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_source_srgb(png::SrgbRenderingIntent::Perceptual);
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    encoder.set_pixel_dims(Some(png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }));
    let mut writer = encoder.write_header().map_err(bad)?;
    writer.write_image_data(&data).map_err(bad)?;
    writer.finish().map_err(bad)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Placement;
    use crate::plane::SymbolId;
    use std::sync::Arc;

    #[test]
    fn rotation_is_clockwise_like_the_pdf() {
        // Left half red, right half blue; turned 90° clockwise, red ends up on top.
        let image = image::RgbaImage::from_fn(20, 20, |x, _| {
            if x < 10 { image::Rgba([255, 0, 0, 255]) } else { image::Rgba([0, 0, 255, 255]) }
        });
        let raster = Raster::new(image, true, None);
        let symbols = [Symbol::new("halves", "test", SymbolKind::Raster(Arc::new(raster)))];
        let placement = Placement {
            symbol: SymbolId(0),
            x_mm: 0.0,
            y_mm: 0.0,
            width_mm: 20.0,
            height_mm: 20.0,
            rotation_deg: 90.0,
            tint: None,
            face: None,
        };
        let card = CardLayout { placements: vec![placement] };
        let png = card_png(&symbols, &card, CardOutline::round(40.0), 2.0, &PageOptions::default())
            .unwrap();
        let img = image::load_from_memory(&png).unwrap().to_rgba8();
        let c = img.width() / 2;
        let above = img.get_pixel(c, c - 10).0;
        let below = img.get_pixel(c, c + 10).0;
        assert!(above[0] > 200 && above[2] < 50, "{above:?}");
        assert!(below[2] > 200 && below[0] < 50, "{below:?}");
    }

    /// A red 10 × 10 view box, with `spare` art beside it, drawn 10 mm wide on a 40 mm card
    /// at 4 px/mm, turned by `turn`, its edges halfway across pixels.
    fn red_square(spare: &str, turn: f32) -> image::RgbaImage {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
            <rect width="10" height="10" fill="red"/>{spare}</svg>"#
        );
        let tree = Tree::from_data(svg.as_bytes(), &resvg::usvg::Options::default()).unwrap();
        let symbols = [Symbol::new("square", "test", SymbolKind::Vector(Arc::new(tree)))];
        let placement = Placement {
            symbol: SymbolId(0),
            x_mm: -5.125,
            y_mm: 0.125,
            width_mm: 10.0,
            height_mm: 10.0,
            rotation_deg: turn,
            tint: None,
            face: None,
        };
        let card = CardLayout { placements: vec![placement] };
        let png = card_png(&symbols, &card, CardOutline::round(40.0), 4.0, &PageOptions::default())
            .unwrap();
        image::load_from_memory(&png).unwrap().to_rgba8()
    }

    #[test]
    fn artwork_outside_the_view_box_is_not_drawn() {
        // Blue lies beside the view box, as some icon files keep spare art.
        let spare = r#"<rect x="12" y="-20" width="40" height="60" fill="blue"/>"#;
        let img = red_square(spare, 30.0);
        let c = img.width() / 2;
        let red = img.get_pixel(c - 20, c).0;
        assert!(red[0] > 200 && red[2] < 50, "the picture itself is drawn: {red:?}");
        let blue = img.pixels().filter(|p| p.0[2] > 100 && p.0[0] < 100).count();
        assert_eq!(blue, 0, "pixels of art outside the view box");
        // Clipping loses no edge pixels: the square looks as it does without spare art,
        // up to the clip's own anti-aliasing (at most a quarter of full strength).
        let (clipped, plain) = (red_square(spare, 0.0), red_square("", 0.0));
        for (x, y, p) in plain.enumerate_pixels() {
            let q = clipped.get_pixel(x, y);
            let diff = p.0.iter().zip(q.0).map(|(a, b)| a.abs_diff(b)).max().unwrap();
            assert!(diff <= 70, "({x}, {y}): {:?} drawn as {:?}", p.0, q.0);
        }
    }
}
