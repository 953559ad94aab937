//! The fonts an SVG's `<text>` is laid out with: the deck's own (`--font`) and the bundled
//! font, never the machine's, so that a picture with text is the same deck everywhere, the
//! web page included. Whatever family the SVG names, its text is set in these fonts (every
//! family, generic or named, falls back to the first of them); a letter none of them has is
//! named in a warning, as for words.

use std::sync::{Arc, Mutex};

use usvg::fontdb::{Database, Source};

use super::NamedBytes;
use super::text::fonts::{Fonts, describe, has, invisible};
use crate::guard::refusal::Refusal;
use crate::i18n::{Text, text};

/// The fonts for SVG text, ready for usvg.
pub(crate) struct SvgFonts {
    db: Arc<Database>,
    fonts: Fonts,
}

impl SvgFonts {
    /// Fonts `fonts` (the first draws what it can, later ones the rest) as usvg's database.
    fn new(fonts: Fonts) -> SvgFonts {
        let mut db = Database::new();
        for bytes in fonts.bytes() {
            let bytes: Arc<dyn AsRef<[u8]> + Send + Sync> = Arc::new(bytes.clone());
            db.load_font_source(Source::Binary(bytes));
        }
        let first = db.faces().next().and_then(|f| f.families.first()).map(|f| f.0.clone());
        if let Some(family) = first {
            db.set_serif_family(family.clone());
            db.set_sans_serif_family(family.clone());
            db.set_cursive_family(family.clone());
            db.set_fantasy_family(family.clone());
            db.set_monospace_family(family);
        }
        SvgFonts { db: Arc::new(db), fonts }
    }

    /// The bundled font alone (the bundled icons, which have no text).
    pub(crate) fn bundled() -> Arc<SvgFonts> {
        static BUNDLED: std::sync::OnceLock<Arc<SvgFonts>> = std::sync::OnceLock::new();
        BUNDLED.get_or_init(|| Arc::new(SvgFonts::new(Fonts::bundled()))).clone()
    }

    /// The deck's fonts (`--font` files, then the bundled font), made once for the same files:
    /// every picture of a folder asks.
    pub(crate) fn of(files: &[NamedBytes]) -> Arc<SvgFonts> {
        type Made = (Vec<Arc<Vec<u8>>>, Arc<SvgFonts>);
        static LAST: Mutex<Option<Made>> = Mutex::new(None);
        if files.is_empty() {
            return SvgFonts::bundled();
        }
        let key: Vec<Arc<Vec<u8>>> = files.iter().map(|f| f.bytes.clone()).collect();
        let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((made_for, fonts)) = last.as_ref()
            && made_for.len() == key.len()
            && made_for.iter().zip(&key).all(|(a, b)| Arc::ptr_eq(a, b))
        {
            return fonts.clone();
        }
        // A font that cannot be read is refused where the deck's words are made; pictures
        // then keep to the bundled font.
        let fonts =
            super::fonts_of(files).map(Fonts::then_bundled).unwrap_or_else(|_| Fonts::bundled());
        let made = Arc::new(SvgFonts::new(fonts));
        *last = Some((key, made.clone()));
        made
    }

    /// The database usvg sets text with.
    pub(crate) fn database(&self) -> Arc<Database> {
        self.db.clone()
    }

    /// `source` without the letters of its text that none of the fonts has (they would print
    /// as empty boxes), and the warning that names them; `None` if every letter can be drawn.
    /// Letters written where they cannot be taken out (in an entity or a CDATA section) make
    /// the picture refused, naming them.
    pub(crate) fn without_missing(
        &self,
        source: &str,
        file: &str,
    ) -> Result<Option<(String, Text)>, Refusal> {
        if !source.contains("<text") {
            return Ok(None);
        }
        let options = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
        // Not XML at all: usvg says why next.
        let Ok(doc) = roxmltree::Document::parse_with_options(source, options) else {
            return Ok(None);
        };
        let faces = self.fonts.faces();
        let drawable = |c: char| invisible(c) || faces.iter().any(|f| has(f, c));
        let mut missing: Vec<char> = Vec::new();
        let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
        for node in doc.descendants().filter(|n| n.is_text()) {
            let in_text = node.ancestors().any(|a| a.tag_name().name() == "text");
            let Some(text) = node.text().filter(|_| in_text) else { continue };
            if text.chars().all(drawable) {
                continue;
            }
            let here: Vec<char> = text.chars().filter(|&c| !drawable(c)).collect();
            missing.extend(&here);
            // Only plain character data is edited: its bytes in the file are its text.
            let range = node.range();
            if source.get(range.clone()) != Some(text) {
                return Err(Refusal::damaged(format!(
                    "its text has letters no font can draw ({}), written where they cannot be \
                     left out: give a --font that has them",
                    named(&here)
                )));
            }
            let kept: String = text.chars().filter(|&c| drawable(c)).collect();
            edits.push((range, escape(&kept)));
        }
        if edits.is_empty() {
            return Ok(None);
        }
        edits.sort_by_key(|(range, _)| range.start);
        let mut out = String::with_capacity(source.len());
        let mut at = 0;
        for (range, kept) in edits {
            out.push_str(&source[at..range.start.max(at)]);
            out.push_str(&kept);
            at = range.end.max(at);
        }
        out.push_str(&source[at..]);
        missing.sort_unstable();
        missing.dedup();
        let letters = Text::and_list(missing.iter().map(|&c| letter(c)));
        Ok(Some((out, text!("warning-svg-letters", file = file, letters = letters))))
    }
}

/// A letter as the warnings name it: `'☃' (U+2603 SNOWMAN)`.
fn letter(c: char) -> String {
    format!("'{c}' ({})", describe(c))
}

/// Letters named, joined.
fn named(letters: &[char]) -> String {
    letters.iter().map(|&c| letter(c)).collect::<Vec<_>>().join(", ")
}

/// `text` as XML character data.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
