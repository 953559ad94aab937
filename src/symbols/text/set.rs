//! Setting words: a phrase is broken into lines only where the Unicode line-breaking rules
//! allow (unicode-linebreak), each line is put in visual order (unicode-bidi: right-to-left
//! words, digits inside them), and each run is shaped by the font that draws it (rustybuzz:
//! kerning, ligatures, Arabic joining, Indic reordering, mark positioning).

use std::ops::Range;

use rustybuzz::{Direction, Face, UnicodeBuffer};
use unicode_bidi::BidiInfo;
use unicode_linebreak::{BreakOpportunity, linebreaks};

use super::fonts::{choose, invisible};

/// Units per em every font is scaled to, so that fonts of any `unitsPerEm` mix on a line.
pub(crate) const EM: f32 = 1000.0;

/// One shaped glyph: its font (index into the faces), its id and its origin (pen position
/// plus the font's offsets), in [`EM`] units from the line's start, y up; and where the
/// characters it draws start in the text (its cluster, a byte offset).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Glyph {
    pub font: usize,
    pub id: u16,
    pub x: f32,
    pub y: f32,
    pub cluster: usize,
}

/// A shaped line, its glyphs left to right, and its advance width in [`EM`] units.
#[derive(Debug, Clone, Default)]
pub(crate) struct Line {
    pub glyphs: Vec<Glyph>,
    pub width: f32,
}

/// Lines set one under the other, with the first font's metrics in [`EM`] units.
#[derive(Debug, Clone)]
pub(crate) struct Setting {
    pub lines: Vec<Line>,
    /// Top of the line box above the baseline.
    pub ascent: f32,
    /// Bottom of the line box, below the baseline (negative).
    pub descent: f32,
    /// Baseline to baseline.
    pub step: f32,
}

impl Setting {
    /// The widest line.
    pub(crate) fn width(&self) -> f32 {
        self.lines.iter().map(|l| l.width).fold(0.0, f32::max)
    }

    /// From the first line's top to the last line's bottom.
    pub(crate) fn height(&self) -> f32 {
        self.ascent - self.descent + self.step * (self.lines.len().max(1) - 1) as f32
    }

    /// The longer side of the box: what a symbol's size on a card is measured by, so the
    /// smaller it is, the larger the letters print.
    fn long_side(&self) -> f32 {
        self.width().max(self.height())
    }
}

/// Sets `text` (tidied: single spaces, no line breaks) with `faces` in order; `wrap`: on two
/// lines, at a break the Unicode rules allow, when that prints it larger. Err with the first
/// character no font draws.
pub(crate) fn set(faces: &[Face], text: &str, wrap: bool) -> Result<Setting, char> {
    let first = &faces[0];
    let scale = EM / first.units_per_em() as f32;
    let (ascent, descent) = (first.ascender() as f32 * scale, first.descender() as f32 * scale);
    // Baseline to baseline: tighter than the font's line (room for accents and descenders is
    // generous there), so a two-line phrase reads as one picture.
    let step = (EM * 1.15).min(ascent - descent);
    let bidi = BidiInfo::new(text, None);
    let font_at = fonts_at(faces, text)?;
    let line = |range: Range<usize>| shape_range(faces, text, &bidi, &font_at, range);
    let mut best = Setting { lines: vec![line(0..text.len())?], ascent, descent, step };
    if !wrap {
        return Ok(best);
    }
    for (at, opportunity) in linebreaks(text) {
        if at >= text.len() || opportunity != BreakOpportunity::Allowed {
            continue;
        }
        let top = 0..text[..at].trim_end().len();
        let bottom = text.len() - text[at..].trim_start().len()..text.len();
        if top.is_empty() || bottom.is_empty() {
            continue;
        }
        // Both lines keep the whole phrase's direction (a right-to-left phrase whose second
        // line starts with a Latin word is still read from the right).
        let lines = vec![line(top)?, line(bottom)?];
        let two = Setting { lines, ascent, descent, step };
        if two.long_side() < best.long_side() {
            best = two;
        }
    }
    Ok(best)
}

/// Shapes the line `range` of `text` (whose bidi analysis is `bidi`) in visual order: the
/// bidi algorithm's runs left to right, and within a run the stretches each font draws
/// (right to left in a right-to-left run).
fn shape_range(
    faces: &[Face],
    text: &str,
    bidi: &BidiInfo,
    font_at: &[Option<usize>],
    range: Range<usize>,
) -> Result<Line, char> {
    let mut line = Line::default();
    if range.is_empty() {
        return Ok(line);
    }
    for para in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(para, range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let mut stretches = stretches(text, run, font_at);
            if rtl {
                stretches.reverse();
            }
            for (range, font) in stretches {
                shape_into(&mut line, &faces[font], font, text, range, rtl)?;
            }
        }
    }
    Ok(line)
}

/// For each byte offset of `text`, the font of the character starting there (once for a
/// phrase, whichever lines it is set on); Err with a character no font draws.
fn fonts_at(faces: &[Face], text: &str) -> Result<Vec<Option<usize>>, char> {
    let mut font_at = vec![None; text.len() + 1];
    for ((at, c), font) in text.char_indices().zip(choose(faces, text)) {
        match font {
            Some(font) => font_at[at] = Some(font),
            None if invisible(c) => {}
            None => return Err(c),
        }
    }
    Ok(font_at)
}

/// The stretches of `run` that one font draws, in logical order.
fn stretches(
    text: &str,
    run: Range<usize>,
    font_at: &[Option<usize>],
) -> Vec<(Range<usize>, usize)> {
    let mut out: Vec<(Range<usize>, usize)> = Vec::new();
    for (at, c) in text[run.clone()].char_indices() {
        let at = run.start + at;
        let font = font_at[at].or(out.last().map(|s| s.1)).unwrap_or(0);
        match out.last_mut() {
            Some((range, f)) if *f == font => range.end = at + c.len_utf8(),
            _ => out.push((at..at + c.len_utf8(), font)),
        }
    }
    out
}

/// Shapes `range` of `whole` with `face` (font number `font`) and appends its glyphs at the
/// line's pen.
fn shape_into(
    line: &mut Line,
    face: &Face,
    font: usize,
    whole: &str,
    range: Range<usize>,
    rtl: bool,
) -> Result<(), char> {
    let (base, text) = (range.start, &whole[range]);
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.set_direction(if rtl { Direction::RightToLeft } else { Direction::LeftToRight });
    let shaped = rustybuzz::shape(face, &[], buffer);
    let scale = EM / face.units_per_em() as f32;
    for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        if info.glyph_id == 0 {
            // The font maps the character but its shaping gave no glyph: never an empty box.
            let c = text[info.cluster as usize..].chars().next().unwrap_or('?');
            if !invisible(c) {
                return Err(c);
            }
            // Nothing to draw, but its room stays (a space the font lacks).
            line.width += pos.x_advance as f32 * scale;
            continue;
        }
        line.glyphs.push(Glyph {
            font,
            id: info.glyph_id as u16,
            x: line.width + pos.x_offset as f32 * scale,
            y: pos.y_offset as f32 * scale,
            cluster: base + info.cluster as usize,
        });
        line.width += pos.x_advance as f32 * scale;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` shaped as one line.
    fn shape_line(faces: &[Face], text: &str) -> Result<Line, char> {
        let font_at = fonts_at(faces, text)?;
        shape_range(faces, text, &BidiInfo::new(text, None), &font_at, 0..text.len())
    }

    /// A test font of tests/data/fonts (subsets of Noto, OFL).
    fn font(name: &str) -> Vec<u8> {
        let path = format!("{}/tests/data/fonts/{name}.ttf", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// hb-shape's `[gid=cluster@x,y+advance|…]`, as (glyph, x offset, y offset, advance).
    fn harfbuzz(recorded: &str) -> Vec<(u16, i32, i32, i32)> {
        let inner = recorded.trim().trim_start_matches('[').trim_end_matches(']');
        inner
            .split('|')
            .map(|glyph| {
                let (id, rest) = glyph.split_once('=').unwrap();
                let (rest, advance) = rest.split_once('+').unwrap();
                let (x, y) = match rest.split_once('@') {
                    Some((_, at)) => {
                        let (x, y) = at.split_once(',').unwrap();
                        (x.parse().unwrap(), y.parse().unwrap())
                    }
                    None => (0, 0),
                };
                (id.parse().unwrap(), x, y, advance.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn words_in_five_scripts_are_shaped_as_harfbuzz_shapes_them() {
        let fixtures = include_str!("../../../tests/data/shaping/harfbuzz.tsv");
        let mut scripts = Vec::new();
        for row in fixtures.lines() {
            let [word, name, recorded] = row.split('\t').collect::<Vec<_>>()[..] else {
                panic!("a row of three fields: {row}");
            };
            let data = font(name);
            let face = Face::from_slice(&data, 0).unwrap();
            let line = shape_line(std::slice::from_ref(&face), word).unwrap();
            let scale = EM / face.units_per_em() as f32;
            let mut pen = 0;
            let mut expected = Vec::new();
            for (id, x, y, advance) in harfbuzz(recorded) {
                expected.push((id, (pen + x) as f32 * scale, y as f32 * scale));
                pen += advance;
            }
            let got: Vec<(u16, f32, f32)> = line.glyphs.iter().map(|g| (g.id, g.x, g.y)).collect();
            assert_eq!(got.len(), expected.len(), "{word} ({name}): {got:?} vs {expected:?}");
            for (g, e) in got.iter().zip(&expected) {
                let close = (g.1 - e.1).abs() < 1e-3 && (g.2 - e.2).abs() < 1e-3;
                assert!(g.0 == e.0 && close, "{word} ({name}): {got:?} vs HarfBuzz {expected:?}");
            }
            assert!((line.width - pen as f32 * scale).abs() < 1e-3, "{word}");
            scripts.push(name);
        }
        scripts.dedup();
        assert_eq!(scripts, ["latin", "arabic", "hebrew", "devanagari", "thai"]);
    }

    #[test]
    fn kerning_moves_letters_together() {
        let data = font("latin");
        let face = Face::from_slice(&data, 0).unwrap();
        let kerned = shape_line(std::slice::from_ref(&face), "AVATAR").unwrap();
        let a = shape_line(std::slice::from_ref(&face), "A").unwrap().width;
        // The V of "AV" starts before an A alone would end.
        assert!(kerned.glyphs[1].x < a - 10.0, "{:?} vs {a}", kerned.glyphs);
    }

    #[test]
    fn a_right_to_left_word_with_digits_reads_digits_left_to_right_and_falls_back() {
        let (hebrew, andika) = (font("hebrew"), crate::symbols::bundled_font().to_vec());
        let faces = [Face::from_slice(&hebrew, 0).unwrap(), Face::from_slice(&andika, 0).unwrap()];
        let shalom = shape_line(&faces[..1], "שלום").unwrap();
        let line = shape_line(&faces, "שלום 123").unwrap();
        // Visual order, left to right: the digits (from the fallback font, in their own
        // order), the space, then the Hebrew word as HarfBuzz orders it.
        let fonts: Vec<usize> = line.glyphs.iter().map(|g| g.font).collect();
        assert_eq!(fonts[..3], [1, 1, 1], "{:?}", line.glyphs);
        assert!(line.glyphs[..3].windows(2).all(|w| w[0].x < w[1].x));
        let digits: Vec<u16> = "123".chars().map(|c| faces[1].glyph_index(c).unwrap().0).collect();
        assert_eq!(line.glyphs[..3].iter().map(|g| g.id).collect::<Vec<_>>(), digits);
        let tail: Vec<u16> = line.glyphs[line.glyphs.len() - 4..].iter().map(|g| g.id).collect();
        assert_eq!(tail, shalom.glyphs.iter().map(|g| g.id).collect::<Vec<_>>());
        // No font has Thai here: the character is named, never drawn as an empty box.
        assert_eq!(shape_line(&faces, "שלום ก").unwrap_err(), 'ก');
    }
}
