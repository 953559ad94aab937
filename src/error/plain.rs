//! Errors in plain words: the sentence a person reads (the web page's messages, the CLI's hint
//! line) beside the exact technical message. This is the one table of those sentences; a
//! picture's come from its refusal's kind ([`crate::guard::refusal::Kind::sentence`]).

use super::Error;
use crate::i18n::Text;
use crate::i18n::text;

/// An error told twice: for people, and exactly.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Plain {
    /// What went wrong and what to do, in words a parent understands; names the file. This is
    /// `message` in English.
    pub sentence: String,
    /// The sentence as the catalogues' message, for a front end to say in its language.
    pub message: Text,
    /// The technical message (the error's own text); names the file too.
    pub detail: String,
}

impl Error {
    /// The error in plain words, with its technical message as the detail.
    pub fn plain(&self) -> Plain {
        let detail = self.to_string();
        let message = self.text();
        Plain { sentence: message.to_string(), message, detail }
    }

    /// The sentence a person reads, as the catalogues' message.
    pub fn text(&self) -> Text {
        match self {
            Error::InvalidOption { name, value, reason } => text!(
                "invalid-option",
                name = option_name(name),
                value = value,
                reason = reason.clone()
            ),
            Error::Io { path, source } if source.kind() == std::io::ErrorKind::NotFound => {
                text!("file-not-found", file = path)
            }
            Error::Io { path, .. } => text!("file-unreadable", file = path),
            Error::ImpossibleSize(size) => size.text(),
            Error::CardCount { requested, available } => {
                text!("card-count", requested = *requested, available = *available)
            }
            Error::DeckFile { path, reason } => {
                text!("deck-file-refused", file = path, reason = reason.clone())
            }
            Error::BadSymbol { path, reason } => {
                text!("picture-refused", file = path, reason = reason.kind.text())
            }
            Error::DuplicateSymbol { first, second } => {
                text!("same-picture", first = first, second = second)
            }
            Error::SimilarSymbols { first, second, alike } => {
                text!("similar-pictures", first = first, second = second, alike = *alike)
            }
            Error::DuplicateWord { path, word, first_line, second_line } => text!(
                "word-twice",
                file = path,
                word = word,
                first = *first_line,
                second = *second_line
            ),
            Error::TooFewSymbols { what, symbols_per_card, needed, found, source_name, plural } => {
                text!(
                    "too-few-symbols",
                    perCard = *symbols_per_card,
                    needed = *needed,
                    what = symbols_of(what),
                    source = source_name.clone(),
                    sourceCount = if *plural { 2 } else { 1 },
                    found = *found
                )
            }
            Error::BadFont { path, .. } => text!("bad-font", file = path),
            Error::BadWord { path, line, reason } => {
                text!("words-file-line", file = path, line = *line, reason = reason.clone())
            }
            Error::BadPair { path, line, reason } => {
                text!("pairs-file-line", file = path, line = *line, reason = reason.clone())
            }
            Error::BadFocus { path, line, reason } => {
                text!("focus-file-line", file = path, line = *line, reason = reason.clone())
            }
            Error::NoWords { path } => text!("no-words", file = path),
            Error::BadText { text, reason } => {
                text!("text-undrawable", text = text, reason = reason.clone())
            }
            Error::Layout { card, .. } => text!("layout-failed", card = card + 1),
            Error::Edit { file, card, reason } => {
                let reason = reason.clone();
                match (file, card) {
                    (None, None) => text!("edit-refused", reason = reason),
                    (None, Some(card)) => text!("edit-refused-card", card = *card, reason = reason),
                    (Some(file), None) => {
                        text!("edit-refused-layout", file = file, reason = reason)
                    }
                    (Some(file), Some(card)) => text!(
                        "edit-refused-layout-card",
                        file = file,
                        card = *card,
                        reason = reason
                    ),
                }
            }
            Error::DiameterTooLarge { shape, diameter_mm, max_mm, per_sheet, paper, beside } => {
                // Said to one decimal, as the technical message says it.
                let max = format!("{max_mm:.1}").parse().unwrap_or(f64::from(*max_mm));
                let shape = crate::geom::shape_text(shape);
                match beside.is_empty() {
                    true => text!(
                        "diameter-too-large",
                        perSheet = *per_sheet,
                        shape = shape,
                        diameter = *diameter_mm,
                        paper = paper,
                        max = max
                    ),
                    false => text!(
                        "diameter-too-large-marks",
                        perSheet = *per_sheet,
                        shape = shape,
                        diameter = *diameter_mm,
                        paper = paper,
                        max = max
                    ),
                }
            }
            Error::Template { name, reason } => {
                text!("template-refused", name = name, reason = reason.clone())
            }
            Error::Pdf(_) => text!("pdf-failed"),
            Error::Preview(_) => text!("preview-failed"),
            Error::PrintFiles(_) => text!("print-files-failed"),
            Error::Project { name, reason } => {
                text!("project-refused", file = name, reason = reason.clone())
            }
            Error::NamesFile { what, path, reason } => match *what {
                "synonyms" => text!("synonyms-file-refused", file = path, reason = reason.clone()),
                _ => text!("names-file-refused", file = path, reason = reason.clone()),
            },
        }
    }
}

/// What a deck is made of ("pictures", "words", "pictures or words", "pairs"), as the
/// catalogues say it.
pub(crate) fn symbols_of(what: &str) -> Text {
    match what {
        "words" => text!("symbols-words"),
        "pictures or words" => text!("symbols-pictures-or-words"),
        "pairs" => text!("symbols-pairs"),
        "pictures" => text!("symbols-pictures"),
        other => Text::as_is(other),
    }
}

/// An option's name as [`Error::InvalidOption`] gives it ("gap", "card size"), as the
/// catalogues say it; a name they lack is said as it is.
pub(crate) fn option_name(name: &str) -> Text {
    match name {
        "attribute value" => text!("option-attribute-value"),
        "attributes" => text!("option-attributes"),
        "back offset" => text!("option-back-offset"),
        "backs" => text!("option-backs"),
        "bleed" => text!("option-bleed"),
        "board size" => text!("option-board-size"),
        "box" => text!("option-box"),
        "box title" => text!("option-box-title"),
        "card code" => text!("option-card-code"),
        "card colour" => text!("option-card-colour"),
        "card index" => text!("option-card-index"),
        "card size" => text!("option-card-size"),
        "cards" => text!("option-cards"),
        "cards per sheet" => text!("option-cards-per-sheet"),
        "date" => text!("option-date"),
        "colour" => text!("option-colour"),
        "corner" => text!("option-corner"),
        "deck kind" => text!("option-deck-kind"),
        "diameter" => text!("option-diameter"),
        "dominoes request" => text!("option-dominoes-request"),
        "dpi" => text!("option-dpi"),
        "duplex" => text!("option-duplex"),
        "focus" => text!("option-focus"),
        "font" => text!("option-font"),
        "gap" => text!("option-gap"),
        "guide width" => text!("option-guide-width"),
        "guides" => text!("option-guides"),
        "icon" => text!("option-icon"),
        "language" => text!("option-language"),
        "margin" => text!("option-margin"),
        "names" => text!("option-names"),
        "pairs" => text!("option-pairs"),
        "palette" => text!("option-palette"),
        "paper" => text!("option-paper"),
        "paper thickness" => text!("option-paper-thickness"),
        "photo rim" => text!("option-photo-rim"),
        "photo shape" => text!("option-photo-shape"),
        "picture protocol" => text!("option-picture-protocol"),
        "PNG resolution" => text!("option-png-resolution"),
        "preset" => text!("option-preset"),
        "preview resolution" => text!("option-preview-resolution"),
        "registration" => text!("option-registration"),
        "request" => text!("option-request"),
        "restarts" => text!("option-restarts"),
        "rim colour" => text!("option-rim-colour"),
        "rotation" => text!("option-rotation"),
        "rotation limit" => text!("option-rotation-limit"),
        "rounds" => text!("option-rounds"),
        "SET request" => text!("option-set-request"),
        "shape" => text!("option-shape"),
        "sheet setting" => text!("option-sheet-setting"),
        "size ratio" => text!("option-size-ratio"),
        "smallest size" => text!("option-smallest-size"),
        "symbol" => text!("option-symbol"),
        "symbol names" => text!("option-symbol-names"),
        "synonyms" => text!("option-synonyms"),
        "theme" => text!("option-theme"),
        "weight" => text!("option-weight"),
        "words" => text!("option-words"),
        other => Text::as_is(other),
    }
}

impl Plain {
    /// A front end's engine that stopped while reading `file` (WebAssembly cannot catch a
    /// panic, so the library's guard never saw it): the picture's refusal, as if caught.
    pub fn stopped(file: Option<&str>, message: &str) -> Plain {
        let detail = format!("cannot be drawn: the engine stopped while reading it ({message})");
        match file {
            Some(file) => {
                let reason = crate::guard::refusal::Refusal::stopped(detail);
                Error::BadSymbol { path: file.into(), reason }.plain()
            }
            None => {
                let said = text!("engine-stopped");
                Plain {
                    sentence: said.to_string(),
                    message: said,
                    detail: format!("the engine stopped: {message}"),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::guard::refusal::{Kind, Refusal};

    #[test]
    fn a_picture_is_named_in_both() {
        let reason = Refusal::new(
            Kind::TooLarge { width: 23000, height: 23000 },
            "the picture is too large: 23000 × 23000 px = 529 megapixels",
        );
        let plain = Error::BadSymbol { path: "big.png".into(), reason }.plain();
        assert!(plain.sentence.starts_with("'big.png': this picture is too large: 23000 × 23000"));
        assert!(plain.detail.starts_with("icon 'big.png': the picture is too large"));
    }

    /// Errors whose sentence for people is their own message say the same words in English
    /// through the catalogue.
    #[test]
    fn english_sentences_are_the_messages() {
        let reason = || text!("not-utf8");
        let mut errors = vec![
            Error::CardCount { requested: 90, available: 57 },
            Error::DeckFile { path: "d.json".into(), reason: text!("deck-no-cards-list") },
            Error::DuplicateWord {
                path: "w.txt".into(),
                word: "Cat".into(),
                first_line: 2,
                second_line: 9,
            },
            Error::BadWord { path: "w.txt".into(), line: 3, reason: reason() },
            Error::BadPair { path: "p.txt".into(), line: 1, reason: reason() },
            Error::BadFocus { path: "f.txt".into(), line: 4, reason: reason() },
            Error::NoWords { path: "w.txt".into() },
            Error::BadText { text: "x".into(), reason: text!("text-draws-nothing") },
            Error::Template { name: "t.toml".into(), reason: text!("template-not-utf8") },
            Error::NamesFile { what: "names", path: "n.txt".into(), reason: reason() },
            Error::NamesFile { what: "synonyms", path: "s.txt".into(), reason: reason() },
        ];
        for (file, card) in
            [(None, None), (Some("l.json"), None), (None, Some(3)), (Some("l"), Some(1))]
        {
            let reason = text!("edit-twice");
            errors.push(Error::Edit { file: file.map(String::from), card, reason });
        }
        for (plural, found) in [(false, 1), (true, 5)] {
            errors.push(Error::TooFewSymbols {
                what: "pictures or words",
                symbols_per_card: 8,
                needed: 57,
                found,
                source_name: text!("source-pictures-given", count = found),
                plural,
            });
        }
        for (beside, max_mm) in [("", 86.25), (" beside Silhouette's registration marks", 92.0)] {
            errors.push(Error::DiameterTooLarge {
                shape: "rounded",
                diameter_mm: 95.5,
                max_mm,
                per_sheet: 6,
                paper: "A4".into(),
                beside,
            });
        }
        for given in ["abc", "-3", "0", "2", "7", "11", "13", "130", "200", "99999999999999999999"]
        {
            errors.push(crate::plane::sizes::parse_symbols_per_card(given).unwrap_err().into());
        }
        for error in errors {
            assert_eq!(error.text().to_string(), error.to_string());
        }
    }

    #[test]
    fn option_names_and_lists_read_as_before() {
        let or = |items: &[&str]| match Text::or_list(items.iter().copied()) {
            crate::i18n::Arg::Text(text) => text.to_string(),
            crate::i18n::Arg::Str(s) => s,
            crate::i18n::Arg::Num(n) => n.to_string(),
        };
        assert_eq!(or(&["'a4'"]), "'a4'");
        assert_eq!(or(&["'a4'", "'letter'"]), "'a4' or 'letter'");
        assert_eq!(or(&["'a4'", "'letter'", "'a3'", "'a5'"]), "'a4', 'letter', 'a3' or 'a5'");
        let error = Error::invalid("card size", "9x9", text!("expected-card-size"));
        assert_eq!(error.text().to_string(), error.to_string());
        assert_eq!(option_name("PNG resolution").to_string(), "PNG resolution");
        assert_eq!(option_name("not an option").to_string(), "not an option");
    }
}
