//! Words as real text: a lettering's glyphs written in its fonts (krilla embeds a subset of
//! each), at the places its outlines have them, so that the words print as they were
//! measured and can be selected, searched and read aloud. They are written where they are
//! drawn, not as a form: a form is clipped to the box krilla works out for it, which for
//! text follows the glyphs' advances and could cut an overhang. A font that may not be embedded
//! (its licence restricts it), whose glyphs carry their own colours, or that krilla cannot
//! read, gives its words as outlines, as before: they look the same, without the text.

use std::sync::Arc;

use krilla::color::rgb;
use krilla::geom::Point;
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

/// Writes `lettering` on `surface` in its outlines' box (y down) as text; `false` (nothing
/// drawn) if one of its fonts cannot be text, for the caller to draw its outlines.
pub(crate) fn draw(
    surface: &mut Surface,
    lettering: &Lettering,
    fonts: &mut FontCache,
) -> Result<bool, Refusal> {
    let faces: Option<Vec<Font>> = lettering.fonts.iter().map(|bytes| fonts.font(bytes)).collect();
    let Some(faces) = faces else { return Ok(false) };
    let [r, g, b] = lettering.colour;
    let paint = rgb::Color::new(r, g, b).into();
    surface.set_stroke(None);
    surface.set_fill(Some(Fill { paint, ..Fill::default() }));
    for run in &lettering.runs {
        let font = faces
            .get(run.font)
            .cloned()
            .ok_or_else(|| Refusal::damaged("a font of its words is missing"))?;
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
        surface.draw_glyphs(origin, &glyphs, font, &lettering.text, em, false);
    }
    Ok(true)
}
