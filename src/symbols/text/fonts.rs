//! The fonts words are drawn with, in order: later fonts draw the characters earlier ones
//! lack, so a teacher can add an Arabic or Devanagari font to the bundled Latin one.

use std::path::Path;
use std::sync::{Arc, OnceLock};

use rustybuzz::Face;
use unicode_script::{Script, UnicodeScript};

use crate::error::{Error, Result};

/// Andika Bold (SIL Open Font License, fonts/OFL.txt): clear letter shapes made for children
/// learning to read, so `a` and `g` look as they are taught.
static BUNDLED_FONT: &[u8] = include_bytes!("../../../fonts/Andika-Bold.ttf");
/// Hebrew's letters, which Andika lacks, for the words a deck prints in Hebrew (OFL).
static HEBREW_FONT: &[u8] = include_bytes!("../../../fonts/NotoSansHebrew-Bold.ttf");

/// The bundled font (OFL), used for words and the legend unless fonts are given.
pub fn bundled_font() -> &'static [u8] {
    BUNDLED_FONT
}

/// Whether a file starting with `head` can be a font we read: TrueType, OpenType or a
/// collection of them, as their first four bytes say.
pub(crate) fn looks_like_font(head: &[u8]) -> bool {
    [b"\0\x01\0\0", b"OTTO", b"true", b"ttcf"].iter().any(|tag| head.starts_with(*tag))
}

/// Fonts in the order they are asked for a character: the first that has it draws it.
#[derive(Clone)]
pub struct Fonts {
    /// (name for messages, TTF/OTF bytes), at least one.
    fonts: Vec<(String, Arc<[u8]>)>,
}

impl std::fmt::Debug for Fonts {
    /// The fonts' names, not their bytes.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.fonts.iter().map(|(name, _)| name)).finish()
    }
}

impl Fonts {
    /// The bundled Andika alone.
    pub fn bundled() -> Fonts {
        static BYTES: OnceLock<Arc<[u8]>> = OnceLock::new();
        let bytes = BYTES.get_or_init(|| Arc::from(BUNDLED_FONT)).clone();
        Fonts { fonts: vec![("Andika".to_string(), bytes)] }
    }

    /// The fonts for the words a deck prints in `language` (a legend's title): Andika, and
    /// for Hebrew, Noto Sans Hebrew after it.
    pub fn for_language(language: crate::Language) -> Fonts {
        let mut fonts = Fonts::bundled();
        if language == crate::Language::He {
            static BYTES: OnceLock<Arc<[u8]>> = OnceLock::new();
            let bytes = BYTES.get_or_init(|| Arc::from(HEBREW_FONT)).clone();
            fonts.fonts.push(("Noto Sans Hebrew".to_string(), bytes));
        }
        fonts
    }

    /// `files` (name, bytes) in order, each checked to be a font; none: the bundled font.
    pub fn new(files: impl IntoIterator<Item = (String, Arc<[u8]>)>) -> Result<Fonts> {
        let fonts: Vec<(String, Arc<[u8]>)> = files.into_iter().collect();
        if fonts.is_empty() {
            return Ok(Fonts::bundled());
        }
        for (name, bytes) in &fonts {
            // A hostile font can trip the parser: that file's error, not a crash.
            let parsed = crate::guard::catch_panic(|| {
                Face::from_slice(bytes, 0).map(|face| face.number_of_glyphs())
            });
            let reason = match parsed {
                Ok(Some(glyphs)) if glyphs > 1 => continue,
                Ok(Some(_)) => "the font has no glyphs".to_string(),
                Ok(None) => "not a TrueType or OpenType font".to_string(),
                Err(panic) => format!("the font is damaged ({panic})"),
            };
            return Err(Error::BadFont { path: Path::new(name).to_path_buf(), reason });
        }
        Ok(Fonts { fonts })
    }

    /// These fonts, then the bundled font of `language`'s script when it has one of its own
    /// (Hebrew), for words the deck prints in that language.
    pub fn with_language(mut self, language: crate::Language) -> Fonts {
        for font in Fonts::for_language(language).fonts {
            if !self.fonts.iter().any(|(_, bytes)| *bytes == font.1) {
                self.fonts.push(font);
            }
        }
        self
    }

    /// These fonts, then the bundled one for what they lack: for labels, which name
    /// pictures (file names) as well as words.
    pub fn then_bundled(mut self) -> Fonts {
        if !self.fonts.iter().any(|(_, bytes)| **bytes == *BUNDLED_FONT) {
            self.fonts.extend(Fonts::bundled().fonts);
        }
        self
    }

    /// The fonts' bytes, in order.
    pub(crate) fn bytes(&self) -> impl Iterator<Item = &Arc<[u8]>> {
        self.fonts.iter().map(|(_, bytes)| bytes)
    }

    /// The fonts parsed, in order (each checked by [`Fonts::new`]).
    pub(crate) fn faces(&self) -> Vec<Face<'_>> {
        self.fonts.iter().filter_map(|(_, bytes)| Face::from_slice(bytes, 0)).collect()
    }

    /// The first character of `text` that no font can draw.
    pub(crate) fn missing(&self, text: &str) -> Option<char> {
        let faces = self.faces();
        text.chars().find(|&c| !invisible(c) && !faces.iter().any(|f| has(f, c)))
    }

    /// `text` without the characters no font can draw, its spaces tidied: for labels
    /// (legend, posters) that must not stop a deck.
    pub(crate) fn drawable_part(&self, text: &str) -> String {
        let faces = self.faces();
        let kept: String = text
            .chars()
            .filter(|&c| c.is_whitespace() || invisible(c) || faces.iter().any(|f| has(f, c)))
            .collect();
        super::normalise(&kept)
    }
}

/// Whether `face` has a glyph for `c`.
pub(crate) fn has(face: &Face, c: char) -> bool {
    face.glyph_index(c).is_some_and(|id| id.0 != 0)
}

/// Characters that draw nothing and need no glyph: spaces and format controls (joiners,
/// direction marks, variation selectors), which shaping consumes.
pub(crate) fn invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(c, '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{200B}'..='\u{200F}')
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
        || matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}')
}

/// Which font draws each character of `text`: letters take the first font that has them;
/// marks, digits, spaces and punctuation (scripts Inherited and Common) stay in the font of
/// the letter before them when it has them, so that a mark is shaped with its letter.
/// None for a character no font has (see [`Fonts::missing`]).
pub(crate) fn choose(faces: &[Face], text: &str) -> Vec<Option<usize>> {
    let mut chosen: Vec<Option<usize>> = Vec::with_capacity(text.len());
    let mut previous: Option<usize> = None;
    for c in text.chars() {
        let shared = matches!(c.script(), Script::Common | Script::Inherited) || invisible(c);
        let pick = match previous {
            Some(p) if shared && (invisible(c) || has(&faces[p], c)) => Some(p),
            _ => faces.iter().position(|f| has(f, c)),
        };
        let pick = pick.or(if invisible(c) { previous.or(Some(0)) } else { None });
        if pick.is_some() {
            previous = pick;
        }
        chosen.push(pick);
    }
    chosen
}

/// A character as Unicode names it, for messages: `U+0E01 THAI CHARACTER KO KAI`.
pub(crate) fn describe(c: char) -> String {
    match unicode_names2::name(c) {
        Some(name) => format!("U+{:04X} {name}", c as u32),
        None => format!("U+{:04X}", c as u32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_are_named_as_unicode_names_them() {
        assert_eq!(describe('\u{0E01}'), "U+0E01 THAI CHARACTER KO KAI");
        assert_eq!(describe('a'), "U+0061 LATIN SMALL LETTER A");
    }

    #[test]
    fn the_bundled_font_draws_latin_and_lacks_thai() {
        let fonts = Fonts::bundled();
        assert_eq!(fonts.missing("Été, 12!"), None);
        assert_eq!(fonts.missing("ok ก"), Some('ก'));
        assert_eq!(fonts.drawable_part("ok ก x"), "ok x");
        let err = Fonts::new([("f.ttf".to_string(), Arc::from(&b"not a font"[..]))]);
        assert_eq!(err.unwrap_err().to_string(), "font 'f.ttf': not a TrueType or OpenType font");
    }

    #[test]
    fn fonts_are_told_from_their_first_four_bytes() {
        assert!(looks_like_font(bundled_font()));
        assert!(looks_like_font(b"OTTO\0\x0a") && looks_like_font(b"ttcf"));
        assert!(!looks_like_font(b"wOFF") && !looks_like_font(&[0; 64]) && !looks_like_font(b""));
    }
}
