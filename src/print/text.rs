//! Words as real text: a lettering's glyphs written in its fonts (krilla embeds a subset of
//! each), at the places its outlines have them, so that the words print as they were
//! measured and can be selected, searched and read aloud.

use std::sync::Arc;

use krilla::color::rgb;
use krilla::geom::Point;
use krilla::graphic::Graphic;
use krilla::paint::Fill;
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};

use crate::guard::refusal::Refusal;
use crate::symbols::Lettering;

/// Fonts made for the document, once each: the same bytes give the same font.
#[derive(Default)]
pub(crate) struct FontCache {
    fonts: Vec<(Arc<[u8]>, Font)>,
}

impl FontCache {
    fn font(&mut self, bytes: &Arc<[u8]>) -> Result<Font, Refusal> {
        let known = self.fonts.iter().find(|(b, _)| Arc::ptr_eq(b, bytes) || **b == **bytes);
        if let Some((_, font)) = known {
            return Ok(font.clone());
        }
        let data: Arc<dyn AsRef<[u8]> + Send + Sync> = Arc::new(bytes.clone());
        let font = Font::new(data.into(), 0)
            .ok_or_else(|| Refusal::damaged("its font cannot be put in a PDF"))?;
        self.fonts.push((bytes.clone(), font.clone()));
        Ok(font)
    }
}

/// `lettering` as a form drawn in its outlines' box (y down).
pub(crate) fn graphic(
    surface: &mut Surface,
    lettering: &Lettering,
    fonts: &mut FontCache,
) -> Result<Graphic, Refusal> {
    let mut builder = surface.stream_builder();
    let mut inner = builder.surface();
    let ink = lettering.colour;
    inner.set_stroke(None);
    inner.set_fill(Some(Fill {
        paint: rgb::Color::new(ink.0, ink.1, ink.2).into(),
        ..Fill::default()
    }));
    let mut result = Ok(());
    for run in &lettering.runs {
        let font = match lettering.fonts.get(run.font).map(|bytes| fonts.font(bytes)) {
            Some(Ok(font)) => font,
            Some(Err(e)) => {
                result = Err(e);
                break;
            }
            None => {
                result = Err(Refusal::damaged("a font of its words is missing"));
                break;
            }
        };
        // Each glyph at its place: the pen moves to the next glyph (the last one to the
        // run's end, so that the form's box holds it), a glyph off the pen is offset.
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
        inner.draw_glyphs(origin, &glyphs, font, &lettering.text, lettering.em, false);
    }
    inner.finish();
    let stream = builder.finish();
    result.map(|()| Graphic::new(stream, false))
}
