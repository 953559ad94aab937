//! Words drawn as glyph outlines.
//!
//! Glyphs come from ab_glyph (rusttype, the older choice, is unmaintained: RUSTSEC-2021-0140)
//! and are written as SVG path data, parsed by usvg like any other vector symbol. The PDF then
//! needs no font, and the ink the layout packs is exactly the ink that prints.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use ab_glyph::{Font, FontArc, GlyphId, OutlineCurve, Point};
use rayon::prelude::*;

use super::{NamedBytes, Symbol, SymbolKind};
use crate::error::{Error, Result};

/// Andika Bold (SIL Open Font License, fonts/OFL.txt): clear letter shapes made for children
/// learning to read, so `a` and `g` look as they are taught.
static BUNDLED_FONT: &[u8] = include_bytes!("../../fonts/Andika-Bold.ttf");

/// Colours for words: dark enough to read on white (bold letters at 3:1 contrast or more),
/// saturated for a cheap printer, and clearly apart from each other. Each card gives its words
/// different colours from the palette (see [`crate::layout::tint_words`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Palette {
    /// Red, blue, green, purple, orange, brown, teal, magenta.
    #[default]
    Bright,
    /// Colours people with red-green colour blindness also tell apart (after Okabe & Ito and
    /// Paul Tol), darkened to read on white.
    ColourBlind,
}

impl Palette {
    /// The colours, as `#rrggbb`.
    pub fn colours(self) -> &'static [&'static str] {
        match self {
            Palette::Bright => &[
                "#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#e65100", "#5d4037", "#00796b",
                "#ad1457",
            ],
            Palette::ColourBlind => &[
                "#0072b2", "#d55e00", "#117733", "#882255", "#332288", "#aa4499", "#5d4a00",
                "#222222",
            ],
        }
    }
}

impl std::str::FromStr for Palette {
    type Err = Error;

    fn from_str(text: &str) -> Result<Palette> {
        match text.trim().to_ascii_lowercase().as_str() {
            "bright" | "default" => Ok(Palette::Bright),
            "cb" | "colour-blind" | "color-blind" => Ok(Palette::ColourBlind),
            _ => Err(Error::invalid(
                "palette",
                text,
                "expected 'bright' or 'cb' (colour-blind safe)",
            )),
        }
    }
}

/// Ink of [`text_symbol`] (legend names): near-black.
const PLAIN_INK: &str = "#1a1a1a";

/// Phrases longer than this (in characters) that have a space are set on two lines, so they
/// are not a thin strip that the layout must shrink to nothing.
const ONE_LINE_MAX: usize = 12;

/// The bundled font (OFL), used for words and the legend.
pub fn bundled_font() -> &'static [u8] {
    BUNDLED_FONT
}

/// Turns a line of text into vector outlines drawn with `font` (TTF/OTF bytes), so the PDF
/// needs no font and the ink is exactly what the layout packs.
///
/// The text is set on one line in near-black, its box as high as the font's line (ascent to
/// descent), so that names scaled to the same height have the same letter size.
pub fn text_symbol(text: &str, font: &[u8]) -> Result<Symbol> {
    let text = normalise(text);
    let bad = |reason: String| Error::BadText { text: text.clone(), reason };
    let font = ab_glyph::FontRef::try_from_slice(font)
        .map_err(|_| bad("the font is not a TrueType or OpenType font".into()))?;
    if let Some(missing) = missing_glyphs(&font, &text) {
        return Err(bad(format!("the font has no glyph for {missing}")));
    }
    plain_symbol(&font, &text).map_err(bad)
}

/// `text` (already tidied, every glyph present in `font`) on one line in near-black: the
/// drawing step of [`text_symbol`], for callers that hold a parsed font.
pub(crate) fn plain_symbol(font: &impl Font, text: &str) -> std::result::Result<Symbol, String> {
    let tree = outline(font, &[text], PLAIN_INK)?;
    Ok(Symbol::new(text, format!("text:{text}"), SymbolKind::Vector(Arc::new(tree))))
}

/// The words of a words file, checked and ready to draw.
pub(crate) struct Words {
    path: PathBuf,
    font: FontArc,
    palette: Palette,
    /// (1-based line, word), in file order.
    words: Vec<(usize, String)>,
}

impl Words {
    /// How many words the file has.
    pub(crate) fn len(&self) -> usize {
        self.words.len()
    }

    /// Every word, in file order.
    pub(crate) fn all(&self) -> impl Iterator<Item = &str> {
        self.words.iter().map(|(_, word)| word.as_str())
    }

    /// The first `count` words as symbols; `first_index` is the deck index of the first, which
    /// picks its colour.
    pub(crate) fn symbols(&self, count: usize, first_index: usize) -> Result<Vec<Symbol>> {
        self.words[..count.min(self.len())]
            .par_iter()
            .enumerate()
            .map(|(i, (line, word))| {
                let colours = self.palette.colours();
                // A hostile font can trip the outline code: that word's error, not a crash.
                let draw = |colour: &str| {
                    crate::guard::catch(|| outline(&self.font, &split_lines(word), colour))
                        .map(|tree| SymbolKind::Vector(Arc::new(tree)))
                        .map_err(|reason| Error::BadWord {
                            path: self.path.clone(),
                            line: *line,
                            reason,
                        })
                };
                // Its own colour (the legend's) and one drawing per palette colour, which
                // each card chooses from.
                let kind = draw(colours[(first_index + i) % colours.len()])?;
                let tints = colours
                    .iter()
                    .map(|c| draw(c).map(|k| (c.to_string(), k)))
                    .collect::<Result<Vec<_>>>()?;
                Ok(Symbol::new(word.clone(), format!("text:{word}"), kind).with_tints(tints))
            })
            .collect()
    }
}

/// The longest word or phrase a line may hold, in characters: a card has room for a few
/// words at most, and a runaway line (a pasted file) would take minutes to outline.
pub(crate) const MAX_WORD_CHARS: usize = 60;

/// The largest words file: a thousand words fit in a few kilobytes.
pub(crate) const MAX_WORDS_BYTES: u64 = 1024 * 1024;

/// Checks a words file's content (UTF-8, one word or short phrase a line; blank lines and
/// surrounding spaces ignored) and the font that will draw it (`None`: the bundled one).
pub(crate) fn read_words(
    words: &NamedBytes,
    font: Option<&NamedBytes>,
    palette: Palette,
) -> Result<Words> {
    let path = Path::new(&words.name);
    if words.bytes.len() as u64 > MAX_WORDS_BYTES {
        let error = std::io::Error::new(std::io::ErrorKind::FileTooLarge, too_many_bytes());
        return Err(Error::io(path, error));
    }
    let font = match font {
        None => bundled(),
        Some(font) => parse_font(Path::new(&font.name), font.bytes.as_ref().clone())?,
    };
    check_words(path, &words.bytes, font, palette)
}

/// Words from the text of a words file, drawn with `font` (TTF/OTF bytes; `None`: the bundled
/// font): the in-memory way in, for fuzzing and front ends that want the words alone. `name`
/// stands for the file in messages. Every word becomes a symbol, coloured as in a deck of
/// words alone.
pub fn load_words(name: &str, text: &[u8], font: Option<Vec<u8>>) -> Result<Vec<Symbol>> {
    let words = NamedBytes::new(name, text.to_vec());
    let font = font.map(|bytes| NamedBytes::new("font", bytes));
    let words = read_words(&words, font.as_ref(), Palette::default())?;
    words.symbols(words.len(), 0)
}

fn too_many_bytes() -> String {
    format!("larger than {} MB, the limit for a words file", MAX_WORDS_BYTES / (1024 * 1024))
}

fn bundled() -> FontArc {
    FontArc::try_from_slice(BUNDLED_FONT).expect("the bundled font parses (a test checks)")
}

/// A font from untrusted bytes; a panic in the parser is the font's error.
fn parse_font(path: &Path, data: Vec<u8>) -> Result<FontArc> {
    let bad = |reason: String| Error::BadFont { path: path.to_path_buf(), reason };
    crate::guard::catch(|| {
        FontArc::try_from_vec(data).map_err(|_| "not a TrueType or OpenType font".to_string())
    })
    .map_err(bad)
}

/// Checks the words of `bytes` (a words file's content) against `font`.
///
/// Words that differ only in letter case are duplicates: players say the word out loud.
fn check_words(path: &Path, bytes: &[u8], font: FontArc, palette: Palette) -> Result<Words> {
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    let text = std::str::from_utf8(bytes).map_err(|e| Error::BadWord {
        path: path.to_path_buf(),
        line: 1 + bytes[..e.valid_up_to()].iter().filter(|&&b| b == b'\n').count(),
        reason: "not UTF-8 text (save the file as UTF-8)".into(),
    })?;
    let mut words: Vec<(usize, String)> = Vec::new();
    // Lower-cased word -> its index in `words`.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let chars = raw.chars().count();
        if chars > MAX_WORD_CHARS && normalise(raw).chars().count() > MAX_WORD_CHARS {
            let reason = format!(
                "the line has {chars} characters; a word or phrase may have at most \
                 {MAX_WORD_CHARS}"
            );
            return Err(Error::BadWord { path: path.to_path_buf(), line, reason });
        }
        let word = normalise(raw);
        if word.is_empty() {
            continue;
        }
        let key = word.to_lowercase();
        if let Some(&first) = seen.get(&key) {
            let (first_line, first_word) = &words[first];
            return Err(Error::DuplicateWord {
                path: path.to_path_buf(),
                word: first_word.clone(),
                first_line: *first_line,
                second_line: line,
            });
        }
        let missing = crate::guard::catch_panic(|| missing_glyphs(&font, &word))
            .map_err(|reason| Error::BadFont { path: "font".into(), reason })?;
        if let Some(missing) = missing {
            let reason = format!("'{word}' has characters the font cannot draw: {missing}");
            return Err(Error::BadWord { path: path.to_path_buf(), line, reason });
        }
        seen.insert(key, words.len());
        words.push((line, word));
    }
    if words.is_empty() {
        return Err(Error::NoWords { path: path.to_path_buf() });
    }
    Ok(Words { path: path.to_path_buf(), font, palette, words })
}

/// Trims and collapses runs of white space (tabs, double spaces) to one space.
pub(crate) fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The characters of `text` the font has no glyph for, quoted and listed once each.
fn missing_glyphs(font: &impl Font, text: &str) -> Option<String> {
    let mut missing: Vec<char> = Vec::new();
    for c in text.chars() {
        if c != ' ' && font.glyph_id(c) == GlyphId(0) && !missing.contains(&c) {
            missing.push(c);
        }
    }
    (!missing.is_empty())
        .then(|| missing.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(", "))
}

/// Splits a long phrase at the space that makes its two lines most even.
fn split_lines(word: &str) -> Vec<&str> {
    let chars = word.chars().count();
    if chars <= ONE_LINE_MAX {
        return vec![word];
    }
    let best = word
        .char_indices()
        .filter(|&(_, c)| c == ' ')
        .map(|(at, _)| {
            let left = word[..at].chars().count();
            (left.abs_diff(chars - left - 1), at)
        })
        .min();
    match best {
        Some((_, at)) => vec![&word[..at], &word[at + 1..]],
        None => vec![word],
    }
}

/// Sets `lines` (centred, one under the other) and returns them as an SVG tree filled with
/// `colour`. Units are font units; the box spans the lines' full height (first ascent to last
/// descent) and the ink's width.
fn outline(
    font: &impl Font,
    lines: &[&str],
    colour: &str,
) -> std::result::Result<usvg::Tree, String> {
    let ascent = font.ascent_unscaled();
    let line_height = ascent - font.descent_unscaled();
    let em = font.units_per_em().unwrap_or(1000.0);
    // Baseline to baseline: tighter than the font's line (room for accents and descenders is
    // generous there), so a two-line phrase reads as one picture.
    let step = (em * 1.15).min(line_height);
    let set: Vec<(Vec<(GlyphId, f32)>, f32)> =
        lines.iter().map(|line| set_line(font, line)).collect();
    let width = set.iter().map(|(_, w)| *w).fold(0.0, f32::max);
    let mut path = String::new();
    let (mut min, mut max) =
        (Point { x: f32::MAX, y: f32::MAX }, Point { x: f32::MIN, y: f32::MIN });
    for (i, (glyphs, line_width)) in set.iter().enumerate() {
        let baseline = ascent + i as f32 * step;
        let indent = (width - line_width) / 2.0;
        for &(id, pen) in glyphs {
            if let Some(glyph) = font.outline(id) {
                // Font units point up; SVG's point down.
                let at = |p: Point| Point { x: indent + pen + p.x, y: baseline - p.y };
                for p in [glyph.bounds.min, glyph.bounds.max].map(at) {
                    min = Point { x: min.x.min(p.x), y: min.y.min(p.y) };
                    max = Point { x: max.x.max(p.x), y: max.y.max(p.y) };
                }
                write_curves(&mut path, &glyph.curves, at);
            }
        }
    }
    if path.is_empty() || min.x >= max.x {
        return Err("the text draws nothing".into());
    }
    // A little room so anti-aliasing at the ink's edge is not cut off.
    let pad = em * 0.02;
    let left = min.x.min(0.0) - pad;
    let top = min.y.min(0.0) - pad;
    let right = max.x.max(width) + pad;
    let bottom = max.y.max(line_height + step * (lines.len() - 1) as f32) + pad;
    let (w, h) = (right - left, bottom - top);
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.1}" height="{h:.1}" viewBox="{left:.1} {top:.1} {w:.1} {h:.1}"><path fill="{colour}" d="{path}"/></svg>"#
    );
    usvg::Tree::from_str(&svg, &usvg::Options::default())
        .map_err(|e| format!("cannot draw the outlines: {e}"))
}

/// Each glyph of `line` with its pen position, and the line's advance width, kerned.
/// ab_glyph reads only the legacy `kern` table, not GPOS; the bundled Andika has GPOS only,
/// so its words are set unkerned.
fn set_line(font: &impl Font, line: &str) -> (Vec<(GlyphId, f32)>, f32) {
    let mut pen = 0.0;
    let mut previous: Option<GlyphId> = None;
    let mut glyphs = Vec::with_capacity(line.len());
    for c in line.chars() {
        let id = font.glyph_id(c);
        if let Some(previous) = previous {
            pen += font.kern_unscaled(previous, id);
        }
        previous = Some(id);
        glyphs.push((id, pen));
        pen += font.h_advance_unscaled(id);
    }
    (glyphs, pen)
}

/// Appends glyph curves as SVG path data. ab_glyph gives loose curves; a curve that does not
/// start where the last one ended begins a new contour.
fn write_curves(path: &mut String, curves: &[OutlineCurve], at: impl Fn(Point) -> Point) {
    let mut end: Option<Point> = None;
    for curve in curves {
        let (start, last) = match *curve {
            OutlineCurve::Line(a, b) => (a, b),
            OutlineCurve::Quad(a, _, b) => (a, b),
            OutlineCurve::Cubic(a, _, _, b) => (a, b),
        };
        if end != Some(start) {
            if end.is_some() {
                path.push('Z');
            }
            let p = at(start);
            let _ = write!(path, "M{:.1} {:.1}", p.x, p.y);
        }
        let _ = match *curve {
            OutlineCurve::Line(_, b) => {
                let b = at(b);
                write!(path, "L{:.1} {:.1}", b.x, b.y)
            }
            OutlineCurve::Quad(_, c, b) => {
                let (c, b) = (at(c), at(b));
                write!(path, "Q{:.1} {:.1} {:.1} {:.1}", c.x, c.y, b.x, b.y)
            }
            OutlineCurve::Cubic(_, c1, c2, b) => {
                let (c1, c2, b) = (at(c1), at(c2), at(b));
                write!(
                    path,
                    "C{:.1} {:.1} {:.1} {:.1} {:.1} {:.1}",
                    c1.x, c1.y, c2.x, c2.y, b.x, b.y
                )
            }
        };
        end = Some(last);
    }
    if end.is_some() {
        path.push('Z');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_phrases_split_evenly() {
        assert_eq!(split_lines("dog"), vec!["dog"]);
        assert_eq!(split_lines("twelve chars"), vec!["twelve chars"]);
        assert_eq!(split_lines("a red fire engine"), vec!["a red fire", "engine"]);
        assert_eq!(split_lines("supercalifragilistic"), vec!["supercalifragilistic"]);
    }

    #[test]
    fn text_symbol_is_wide_for_a_word_and_refuses_missing_glyphs() {
        let symbol = text_symbol("  hello   world ", bundled_font()).unwrap();
        assert_eq!(symbol.name, "hello world");
        assert_eq!(symbol.source, "text:hello world");
        let (w, h) = symbol.size();
        assert!(w > 3.0 * h, "{w} x {h}");
        let err = text_symbol("日本", bundled_font()).unwrap_err().to_string();
        assert!(err.contains("'日'") && err.contains("'本'"), "{err}");
        let err = text_symbol(" ", bundled_font()).unwrap_err().to_string();
        assert_eq!(err, "cannot draw '': the text draws nothing");
        let err = text_symbol("x", b"not a font").unwrap_err().to_string();
        assert!(err.contains("not a TrueType or OpenType font"), "{err}");
    }
}
