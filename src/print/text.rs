//! Words as real text: a lettering's glyphs written in its fonts (krilla embeds a subset of
//! each), at the places its outlines have them, so that the words print as they were
//! measured and can be selected, searched and read aloud. A font that may not be embedded
//! (its licence restricts it), whose glyphs carry their own colours, or that krilla cannot
//! read, gives its words as outlines, as before: they look the same, without the text.

use std::sync::Arc;

use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::graphic::Graphic;
use krilla::num::NormalizedF32;
use krilla::paint::Fill;
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};

use crate::guard::refusal::Refusal;
use crate::symbols::Lettering;

/// Fonts made for the document, once each: the same bytes give the same font, or `None` for
/// a font that is not to be embedded as text.
#[derive(Default)]
pub(crate) struct FontCache {
    fonts: Vec<(Arc<[u8]>, Option<Font>)>,
}

impl FontCache {
    fn font(&mut self, bytes: &Arc<[u8]>) -> Option<Font> {
        let known = self.fonts.iter().find(|(b, _)| Arc::ptr_eq(b, bytes) || **b == **bytes);
        if let Some((_, font)) = known {
            return font.clone();
        }
        let font = embeddable(bytes).then(|| {
            let data: Arc<dyn AsRef<[u8]> + Send + Sync> = Arc::new(bytes.clone());
            Font::new(data.into(), 0)
        });
        let font = font.flatten();
        self.fonts.push((bytes.clone(), font.clone()));
        font
    }
}

/// Whether a font may go in the PDF as text: its licence allows embedding, and its glyphs
/// are plain outlines (colour glyphs would print in the font's colours, not the word's).
fn embeddable(bytes: &[u8]) -> bool {
    use rustybuzz::ttf_parser::{Face, Permissions};
    let Ok(face) = Face::parse(bytes, 0) else { return false };
    let tables = face.tables();
    let colour = tables.colr.is_some() || tables.svg.is_some() || tables.cbdt.is_some();
    face.permissions() != Some(Permissions::Restricted) && !colour && tables.sbix.is_none()
}

/// `lettering` as a form drawn in its outlines' box (y down).
pub(crate) fn graphic(
    surface: &mut Surface,
    lettering: &Lettering,
    fonts: &mut FontCache,
) -> Result<Graphic, Refusal> {
    let faces: Option<Vec<Font>> = lettering.fonts.iter().map(|bytes| fonts.font(bytes)).collect();
    let Some(faces) = faces else {
        return super::vector::graphic(surface, &lettering.outlines);
    };
    let mut builder = surface.stream_builder();
    let mut inner = builder.surface();
    // The form's box is its contents': an unseen rectangle keeps the whole outlines' box in
    // it, or ink past a glyph's advance (an italic's overhang) would be cut off.
    let size = lettering.outlines.size();
    let mut frame = PathBuilder::new();
    if let Some(rect) = Rect::from_xywh(0.0, 0.0, size.width(), size.height()) {
        frame.push_rect(rect);
    }
    if let Some(frame) = frame.finish() {
        inner.set_stroke(None);
        inner.set_fill(Some(Fill { opacity: NormalizedF32::ZERO, ..Fill::default() }));
        inner.draw_path(&frame);
    }
    let [r, g, b] = lettering.colour;
    let paint = rgb::Color::new(r, g, b).into();
    inner.set_fill(Some(Fill { paint, ..Fill::default() }));
    let mut result = Ok(());
    for run in &lettering.runs {
        let Some(font) = faces.get(run.font).cloned() else {
            result = Err(Refusal::damaged("a font of its words is missing"));
            break;
        };
        // Each glyph at its place: the pen moves to the next glyph (the last one to the
        // run's end), a glyph off the pen is offset.
        let em = lettering.em;
        let first = run.glyphs.first().map_or(0.0, |g| g.x);
        let mut pen = first;
        let glyphs: Vec<KrillaGlyph> = run
            .glyphs
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let next = run.glyphs.get(i + 1).map_or(run.end, |n| n.x);
                let glyph = KrillaGlyph {
                    glyph_id: GlyphId::new(u32::from(g.id)),
                    text_range: g.text.clone(),
                    x_advance: (next - pen) / em,
                    x_offset: (g.x - pen) / em,
                    y_offset: g.y / em,
                    y_advance: 0.0,
                    location: None,
                };
                pen = next;
                glyph
            })
            .collect();
        let origin = Point::from_xy(run.origin.0 + first, run.origin.1);
        inner.draw_glyphs(origin, &glyphs, font, &lettering.text, em, false);
    }
    inner.finish();
    let stream = builder.finish();
    result.map(|()| Graphic::new(stream, false))
}
