//! Words drawn as glyph outlines: set with the fonts in order (`fonts.rs`), shaped and put in
//! visual order (`set.rs`), and outlined (`draw.rs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rayon::prelude::*;

use super::{NamedBytes, Symbol, SymbolKind};
use crate::error::{Error, Result};
use crate::i18n::Text;

mod draw;
pub(crate) mod fonts;
pub mod lettering;
mod set;

pub(crate) use fonts::looks_like_font;
pub use fonts::{Fonts, bundled_font};

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
            _ => Err(Error::invalid("palette", text, crate::i18n::text!("expected-palette-words"))),
        }
    }
}

/// Ink of [`text_symbol`] (legend names): near-black.
const PLAIN_INK: &str = "#1a1a1a";

/// Turns a line of text into lettering drawn with `fonts`: outlines, so that the ink is
/// exactly what the layout packs, and the glyphs the PDF writes as real text.
///
/// The text is set on one line in near-black, its box as high as the first font's line
/// (ascent to descent), so that names scaled to the same height have the same letter size.
pub fn text_symbol(text: &str, fonts: &Fonts) -> Result<Symbol> {
    let text = normalise(text);
    plain_symbol(fonts, &text).map_err(|reason| Error::BadText { text: text.clone(), reason })
}

/// `text` (already tidied) on one line in near-black: the drawing step of [`text_symbol`].
pub(crate) fn plain_symbol(fonts: &Fonts, text: &str) -> std::result::Result<Symbol, Text> {
    let lettering = crate::guard::catch(|| drawn(fonts, text, false)?.lettering(PLAIN_INK, fonts))?;
    Ok(Symbol::new(text, format!("text:{text}"), SymbolKind::Lettering(Arc::new(lettering))))
}

/// `text` set with `fonts` (on two lines if `wrap` and that prints it larger) and outlined.
fn drawn(fonts: &Fonts, text: &str, wrap: bool) -> std::result::Result<draw::Drawn, Text> {
    let faces = fonts.faces();
    let setting = set::set(&faces, text, wrap)
        .map_err(|c| crate::i18n::text!("no-font-has-character", character = fonts::describe(c)))?;
    draw::Drawn::new(&faces, &setting, text)
}

/// The words of a words file, checked and ready to draw.
pub(crate) struct Words {
    path: PathBuf,
    fonts: Fonts,
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
                let bad =
                    |reason: Text| Error::BadWord { path: self.path.clone(), line: *line, reason };
                // A hostile font can trip the shaping or outline code: that word's error, not
                // a crash.
                let drawn = crate::guard::catch(|| drawn(&self.fonts, word, true)).map_err(bad)?;
                let draw = |colour: &str| {
                    let lettering = drawn.lettering(colour, &self.fonts).map_err(bad)?;
                    Ok(SymbolKind::Lettering(Arc::new(lettering)))
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
/// surrounding spaces ignored) and the fonts that will draw it, in order (none: the bundled
/// one).
pub(crate) fn read_words(
    words: &NamedBytes,
    fonts: &[NamedBytes],
    palette: Palette,
) -> Result<Words> {
    let path = Path::new(&words.name);
    if words.bytes.len() as u64 > MAX_WORDS_BYTES {
        let error = std::io::Error::new(std::io::ErrorKind::FileTooLarge, too_many_bytes());
        return Err(Error::io(path, error));
    }
    let fonts = fonts_of(fonts)?;
    check_words(path, &words.bytes, fonts, palette)
}

/// The fonts of `files` in order; none: the bundled font.
pub(crate) fn fonts_of(files: &[NamedBytes]) -> Result<Fonts> {
    Fonts::new(files.iter().map(|f| (f.name.clone(), Arc::from(f.bytes.as_slice()))))
}

/// Words from the text of a words file, drawn with `font` (TTF/OTF bytes; `None`: the bundled
/// font): the in-memory way in, for fuzzing and front ends that want the words alone. `name`
/// stands for the file in messages. Every word becomes a symbol, coloured as in a deck of
/// words alone.
pub fn load_words(name: &str, text: &[u8], font: Option<Vec<u8>>) -> Result<Vec<Symbol>> {
    let words = NamedBytes::new(name, text.to_vec());
    let fonts: Vec<NamedBytes> =
        font.map(|bytes| NamedBytes::new("font", bytes)).into_iter().collect();
    let words = read_words(&words, &fonts, Palette::default())?;
    words.symbols(words.len(), 0)
}

fn too_many_bytes() -> String {
    format!("larger than {} MB, the limit for a words file", MAX_WORDS_BYTES / (1024 * 1024))
}

/// Checks the words of `bytes` (a words file's content) against `fonts`.
///
/// Words that differ only in letter case are duplicates: players say the word out loud.
fn check_words(path: &Path, bytes: &[u8], fonts: Fonts, palette: Palette) -> Result<Words> {
    let text = super::utf8_text(bytes).map_err(|line| Error::BadWord {
        path: path.to_path_buf(),
        line,
        reason: crate::i18n::text!("not-utf8"),
    })?;
    let mut words: Vec<(usize, String)> = Vec::new();
    // Lower-cased word -> its index in `words`.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let chars = raw.chars().count();
        if chars > MAX_WORD_CHARS && normalise(raw).chars().count() > MAX_WORD_CHARS {
            let reason = crate::i18n::text!("word-too-long", chars = chars, most = MAX_WORD_CHARS);
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
        if let Some(reason) = undrawable(&fonts, &word)? {
            return Err(Error::BadWord { path: path.to_path_buf(), line, reason });
        }
        seen.insert(key, words.len());
        words.push((line, word));
    }
    if words.is_empty() {
        return Err(Error::NoWords { path: path.to_path_buf() });
    }
    Ok(Words { path: path.to_path_buf(), fonts, palette, words })
}

/// Why no font can draw `word`, if none can: the character, named.
pub(crate) fn undrawable(fonts: &Fonts, word: &str) -> Result<Option<Text>> {
    let missing = crate::guard::catch_panic(|| fonts.missing(word))
        .map_err(|reason| Error::BadFont { path: "font".into(), reason: reason.detail })?;
    Ok(missing.map(|c| {
        crate::i18n::text!("no-font-can-draw", word = word, character = fonts::describe(c))
    }))
}

impl Words {
    /// Words already checked ([`undrawable`]), each with its line in `path`.
    pub(crate) fn checked(
        path: &Path,
        fonts: Fonts,
        palette: Palette,
        words: Vec<(usize, String)>,
    ) -> Words {
        Words { path: path.to_path_buf(), fonts, palette, words }
    }
}

/// Trims and collapses runs of white space (tabs, double spaces) to one space. No-break
/// spaces stay: people type them to keep "page 12" on one line.
pub(crate) fn normalise(text: &str) -> String {
    let breaking = |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{2007}' | '\u{202f}');
    text.split(breaking).filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_wraps_where_that_prints_it_larger_and_never_at_a_no_break_space() {
        let faces = Fonts::bundled();
        let faces = faces.faces();
        let lines = |text: &str| set::set(&faces, text, true).unwrap().lines.len();
        assert_eq!(lines("dog"), 1);
        assert_eq!(lines("ice cream"), 2);
        assert_eq!(lines("a red fire engine"), 2);
        assert_eq!(lines("supercalifragilistic"), 1);
        assert_eq!(lines(&normalise(" page\u{a0}12 ")), 1);
        assert_eq!(normalise(" a \t b\u{a0}c "), "a b\u{a0}c");
        // One line for a label, however long.
        assert_eq!(set::set(&faces, "ice cream", false).unwrap().lines.len(), 1);
    }

    #[test]
    fn text_symbol_is_wide_for_a_word_and_refuses_missing_glyphs() {
        let fonts = Fonts::bundled();
        let symbol = text_symbol("  hello   world ", &fonts).unwrap();
        assert_eq!(symbol.name, "hello world");
        assert_eq!(symbol.source, "text:hello world");
        let (w, h) = symbol.size();
        assert!(w > 3.0 * h, "{w} x {h}");
        let err = text_symbol("日本", &fonts).unwrap_err().to_string();
        assert!(err.contains("U+65E5 CJK UNIFIED IDEOGRAPH-65E5"), "{err}");
        let err = text_symbol(" ", &fonts).unwrap_err().to_string();
        assert_eq!(err, "cannot draw '': the text draws nothing");
    }
}
