//! Set words as vector outlines: each shaped glyph's outline is written as SVG path data and
//! parsed by usvg like any other vector symbol, so that the ink the layout packs is exactly
//! the ink that prints; beside them, the same glyphs as a [`Lettering`], which the PDF writes
//! as real text.

use std::fmt::Write as _;

use rustybuzz::Face;
use rustybuzz::ttf_parser::{GlyphId, OutlineBuilder};

use super::fonts::Fonts;
use super::lettering::{LetterGlyph, LetterRun, Lettering};
use super::set::{EM, Setting};
use crate::i18n::Text;

/// The outlines of a [`Setting`] in [`EM`] units, ready to fill in any colour.
#[derive(Debug, Clone)]
pub(crate) struct Drawn {
    path: String,
    /// Left, top, width, height of the box: the lines' advance width and full height (first
    /// ascent to last descent), grown to hold any ink beyond them, with a little room for
    /// anti-aliasing.
    view: (f32, f32, f32, f32),
    /// The text set.
    text: String,
    /// The glyphs by font and line, in the box's coordinates.
    runs: Vec<LetterRun>,
}

impl Drawn {
    /// Outlines `setting`'s glyphs (of `text`), each line centred. Err if nothing draws.
    pub(crate) fn new(faces: &[Face], setting: &Setting, text: &str) -> Result<Drawn, Text> {
        let width = setting.width();
        let mut pen = Pen {
            path: String::new(),
            scale: 1.0,
            at: (0.0, 0.0),
            min: (f32::MAX, f32::MAX),
            max: (f32::MIN, f32::MIN),
        };
        for (i, line) in setting.lines.iter().enumerate() {
            let baseline = setting.ascent + i as f32 * setting.step;
            let indent = (width - line.width) / 2.0;
            for glyph in &line.glyphs {
                let face = &faces[glyph.font];
                pen.scale = EM / face.units_per_em() as f32;
                // Font units point up; SVG's point down.
                pen.at = (indent + glyph.x, baseline - glyph.y);
                face.outline_glyph(GlyphId(glyph.id), &mut pen);
            }
        }
        if pen.path.is_empty() || pen.min.0 >= pen.max.0 {
            return Err(crate::i18n::text!("text-draws-nothing"));
        }
        let pad = EM * 0.02;
        let left = pen.min.0.min(0.0) - pad;
        let top = pen.min.1.min(0.0) - pad;
        let right = pen.max.0.max(width) + pad;
        let bottom = pen.max.1.max(setting.height()) + pad;
        let runs = runs(setting, text.len(), (left, top));
        let view = (left, top, right - left, bottom - top);
        Ok(Drawn { path: pen.path, view, text: text.to_string(), runs })
    }

    /// The outlines filled with `colour` (`#rrggbb`), and the glyphs they are, in `fonts`.
    pub(crate) fn lettering(&self, colour: &str, fonts: &Fonts) -> Result<Lettering, Text> {
        let ink = rgb(colour).ok_or_else(|| crate::i18n::text!("expected-rgb"))?;
        Ok(Lettering {
            outlines: std::sync::Arc::new(self.tree(colour)?),
            text: self.text.clone(),
            fonts: fonts.bytes().cloned().collect(),
            runs: self.runs.clone(),
            em: EM,
            colour: ink,
        })
    }

    /// The outlines filled with `colour`, as an SVG tree.
    pub(crate) fn tree(&self, colour: &str) -> Result<usvg::Tree, Text> {
        let (left, top, w, h) = self.view;
        let path = &self.path;
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.1}" height="{h:.1}" viewBox="{left:.1} {top:.1} {w:.1} {h:.1}"><path fill="{colour}" d="{path}"/></svg>"#
        );
        usvg::Tree::from_str(&svg, &usvg::Options::default()).map_err(|e| {
            crate::i18n::text!("text-outlines-failed", reason = Text::as_is(e.to_string()))
        })
    }
}

/// A `#rrggbb` colour's channels.
fn rgb(colour: &str) -> Option<[u8; 3]> {
    let hex = colour.strip_prefix('#').filter(|h| h.len() == 6)?;
    let channel = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some([channel(0)?, channel(2)?, channel(4)?])
}

/// The glyphs of `setting` as runs of one font, each line's origin in the box that starts at
/// `corner`; each glyph stands for the text from its cluster to the next cluster (or the end,
/// `len`).
fn runs(setting: &Setting, len: usize, corner: (f32, f32)) -> Vec<LetterRun> {
    let mut starts: Vec<usize> =
        setting.lines.iter().flat_map(|l| l.glyphs.iter().map(|g| g.cluster)).collect();
    starts.sort_unstable();
    starts.dedup();
    let end_of = |c: usize| starts.iter().copied().find(|&s| s > c).unwrap_or(len);
    let width = setting.width();
    let mut runs: Vec<LetterRun> = Vec::new();
    for (i, line) in setting.lines.iter().enumerate() {
        let baseline = setting.ascent + i as f32 * setting.step;
        let origin = ((width - line.width) / 2.0 - corner.0, baseline - corner.1);
        let mut current: Option<LetterRun> = None;
        for glyph in &line.glyphs {
            let text = glyph.cluster..end_of(glyph.cluster);
            let letter = LetterGlyph { id: glyph.id, x: glyph.x, y: glyph.y, text };
            match current.as_mut() {
                Some(run) if run.font == glyph.font => run.glyphs.push(letter),
                _ => {
                    if let Some(mut run) = current.take() {
                        run.end = glyph.x;
                        runs.push(run);
                    }
                    let (font, glyphs) = (glyph.font, vec![letter]);
                    current = Some(LetterRun { font, origin, end: line.width, glyphs });
                }
            }
        }
        runs.extend(current);
    }
    runs
}

/// Writes a glyph's outline as SVG path data at `at`, `scale` font units to [`EM`] units,
/// and keeps the bounds of every point written.
struct Pen {
    path: String,
    scale: f32,
    at: (f32, f32),
    min: (f32, f32),
    max: (f32, f32),
}

impl Pen {
    fn point(&mut self, x: f32, y: f32) -> (f32, f32) {
        let p = (self.at.0 + x * self.scale, self.at.1 - y * self.scale);
        self.min = (self.min.0.min(p.0), self.min.1.min(p.1));
        self.max = (self.max.0.max(p.0), self.max.1.max(p.1));
        p
    }
}

impl OutlineBuilder for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        let p = self.point(x, y);
        let _ = write!(self.path, "M{:.1} {:.1}", p.0, p.1);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.point(x, y);
        let _ = write!(self.path, "L{:.1} {:.1}", p.0, p.1);
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (c, p) = (self.point(x1, y1), self.point(x, y));
        let _ = write!(self.path, "Q{:.1} {:.1} {:.1} {:.1}", c.0, c.1, p.0, p.1);
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (c1, c2, p) = (self.point(x1, y1), self.point(x2, y2), self.point(x, y));
        let _ = write!(
            self.path,
            "C{:.1} {:.1} {:.1} {:.1} {:.1} {:.1}",
            c1.0, c1.1, c2.0, c2.1, p.0, p.1
        );
    }

    fn close(&mut self) {
        self.path.push('Z');
    }
}
