//! The one error type of the library.
//!
//! Every variant carries the bad value (a path, a number, a flag's text) so that the message
//! alone tells the user what to fix. Messages are lowercase with no trailing period; hints
//! that mention command-line flags are added by the binary, never here.

use std::path::PathBuf;

mod plain;

pub use plain::Plain;
pub(crate) use plain::{option_name, symbols_of};

/// Result with the library's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong between the user's input and the finished deck.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    // ---------------------------------------------------------------- general
    /// An option value that is out of range or cannot be parsed.
    #[error("invalid {name} '{value}': {reason}")]
    InvalidOption {
        /// What the value is for, e.g. "gap".
        name: &'static str,
        /// The value as given.
        value: String,
        /// Why it is refused.
        reason: crate::i18n::Text,
    },

    /// A file or folder could not be read or written.
    #[error("'{}': {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The operating system's reason.
        #[source]
        source: std::io::Error,
    },

    // ---------------------------------------------------------------- plane
    /// No projective plane gives this many symbols per card.
    #[error("{}", .0)]
    ImpossibleSize(crate::plane::sizes::SizeError),

    /// `--cards N` asks for more cards than the deck has, or none.
    #[error("cannot keep {requested} cards: this deck has {available} (use 1 to {available})")]
    CardCount {
        /// Cards asked for.
        requested: usize,
        /// Cards the full deck has.
        available: usize,
    },

    /// A deck file (cards JSON or manifest) that cannot be read as a deck.
    #[error("deck file '{}': {reason}", path.display())]
    DeckFile {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: crate::i18n::Text,
    },

    // ---------------------------------------------------------------- symbols
    /// A picture that has an image extension but cannot be decoded.
    #[error("icon '{}': {reason}", path.display())]
    BadSymbol {
        /// The file.
        path: PathBuf,
        /// Why it cannot be used: its kind (for the sentence a person reads) and detail.
        reason: crate::guard::refusal::Refusal,
    },

    /// Two symbol files with identical bytes: the deck would have two equal symbols.
    #[error("icons '{}' and '{}' are identical: every symbol must be a different picture", first.display(), second.display())]
    DuplicateSymbol {
        /// The file seen first (by name order).
        first: PathBuf,
        /// Its copy.
        second: PathBuf,
    },

    /// Two pictures that look almost the same (a copy resized, saved again, cropped a little
    /// or turned): players could not tell the two symbols apart.
    #[error("icons '{}' and '{}' look almost the same ({alike} % alike): players could not tell them apart on a card, so use two different pictures (or allow look-alikes if they really differ)", first.display(), second.display())]
    SimilarSymbols {
        /// The picture seen first (by name order).
        first: PathBuf,
        /// The one that looks like it.
        second: PathBuf,
        /// How alike, in per cent of their fingerprints.
        alike: u32,
    },

    /// Two words that are the same.
    #[error("words file '{}': '{word}' appears twice (lines {first_line} and {second_line})", path.display())]
    DuplicateWord {
        /// The words file.
        path: PathBuf,
        /// The repeated word.
        word: String,
        /// 1-based line of the first occurrence.
        first_line: usize,
        /// 1-based line of the repeat.
        second_line: usize,
    },

    /// Fewer usable symbols than the deck needs.
    #[error(
        "{symbols_per_card} symbols per card needs {needed} different {what}, {source_name} {} {found}",
        if *plural { "have" } else { "has" }
    )]
    TooFewSymbols {
        /// What the deck is made of: "pictures", "words" or "pictures or words".
        what: &'static str,
        /// Symbols per card asked for.
        symbols_per_card: usize,
        /// Symbols the deck needs.
        needed: usize,
        /// Usable symbols found.
        found: usize,
        /// Where they were looked for (folder, words file, or "the bundled icon set").
        source_name: crate::i18n::Text,
        /// Whether `source_name` is named in the plural ("the 9 chosen icons"), for its verb.
        plural: bool,
    },

    /// A font file that cannot be used to draw words.
    #[error("font '{}': {reason}", path.display())]
    BadFont {
        /// The font file.
        path: PathBuf,
        /// Why it cannot be used.
        reason: String,
    },

    /// A words file with a line that cannot become a symbol.
    #[error("words file '{}' line {line}: {reason}", path.display())]
    BadWord {
        /// The words file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: crate::i18n::Text,
    },

    /// A pairs file with a line that cannot become a two-faced symbol.
    #[error("pairs file '{}' line {line}: {reason}", path.display())]
    BadPair {
        /// The pairs file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: crate::i18n::Text,
    },

    /// A focus file (`--focus`) with a line that cannot place a photo's cut.
    #[error("focus file '{}' line {line}: {reason}", path.display())]
    BadFocus {
        /// The focus file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: crate::i18n::Text,
    },

    /// A words file with no words in it.
    #[error("words file '{}' has no words (write one word or short phrase a line)", path.display())]
    NoWords {
        /// The words file.
        path: PathBuf,
    },

    /// A text that cannot be drawn with the font (e.g. a legend name).
    #[error("cannot draw '{text}': {reason}")]
    BadText {
        /// The text.
        text: String,
        /// Why.
        reason: crate::i18n::Text,
    },

    // ---------------------------------------------------------------- layout
    /// A card whose symbols could not be placed without overlap.
    #[error("card {}: could not place {symbols} symbols without overlap: {reason}", card + 1)]
    Layout {
        /// 0-based card index.
        card: usize,
        /// Symbols on the card.
        symbols: usize,
        /// What failed.
        reason: crate::i18n::Text,
    },

    /// A hand edit (a pin, a re-roll, a weight) or a replayed layout the deck cannot take.
    #[error(
        "{}{}{reason}",
        file.as_ref().map(|f| format!("layout '{f}': ")).unwrap_or_default(),
        card.map(|c| format!("card {c}: ")).unwrap_or_default()
    )]
    Edit {
        /// The layout file replayed, if the edits came from one.
        file: Option<String>,
        /// 1-based card number, when the edit is about one card.
        card: Option<usize>,
        /// What is wrong, naming the symbol.
        reason: crate::i18n::Text,
    },

    // ---------------------------------------------------------------- render
    /// The card's size does not fit on the sheet.
    #[error(
        "{per_sheet} {shape} cards {diameter_mm} mm across do not fit on {paper}{beside}: at most {max_mm:.1} mm across"
    )]
    DiameterTooLarge {
        /// The cards' shape, by name.
        shape: &'static str,
        /// Width across asked for.
        diameter_mm: f32,
        /// Largest width across that fits.
        max_mm: f32,
        /// Cards per sheet.
        per_sheet: usize,
        /// Paper name.
        paper: String,
        /// What else is on the sheet (" beside Silhouette's registration marks"), or "".
        beside: &'static str,
    },

    /// A sheet template that cannot be read.
    #[error("template '{name}': {reason}")]
    Template {
        /// Template name or file.
        name: String,
        /// What is wrong.
        reason: crate::i18n::Text,
    },

    /// The PDF could not be assembled.
    #[error("could not write the PDF: {0}")]
    Pdf(String),

    /// A PNG preview of a card could not be made.
    #[error("could not make the PNG preview: {0}")]
    Preview(String),

    /// The print files (`--print-files`, their ZIP) could not be made.
    #[error("could not make the print files: {0}")]
    PrintFiles(String),

    // ---------------------------------------------------------------- projects
    /// A project file (the web page's "Save project") that cannot be opened or written.
    #[error("project '{name}': {reason}")]
    Project {
        /// The file, as the user knows it.
        name: String,
        /// What is wrong, in words for people.
        reason: crate::i18n::Text,
    },

    // ---------------------------------------------------------------- dominoes
    /// A names or synonyms file for `dominoes` that cannot be used.
    #[error("{what} file '{}': {reason}", path.display())]
    NamesFile {
        /// "names" or "synonyms".
        what: &'static str,
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: crate::i18n::Text,
    },
}

/// "a 1.5 mm" or "an 8 mm": a length with the article it is read with (eight, eleven and
/// eighteen start with a vowel sound), for the sentences that name a gap or a margin.
pub(crate) fn a_length_mm(mm: f32) -> crate::i18n::Text {
    let number = mm.to_string();
    let whole = number.split('.').next().unwrap_or_default();
    let thousands = whole.len() == 5 && (whole.starts_with("11") || whole.starts_with("18"));
    let vowel = number.starts_with('8') || matches!(whole, "11" | "18") || thousands;
    match vowel {
        true => crate::i18n::text!("length-an-mm", mm = mm),
        false => crate::i18n::text!("length-a-mm", mm = mm),
    }
}

impl From<crate::plane::sizes::SizeError> for Error {
    fn from(error: crate::plane::sizes::SizeError) -> Error {
        Error::ImpossibleSize(error)
    }
}

impl Error {
    /// An option value refused: `name` says what it is for, `value` is quoted as given.
    pub fn invalid(name: &'static str, value: impl ToString, reason: crate::i18n::Text) -> Self {
        Error::InvalidOption { name, value: value.to_string(), reason }
    }

    /// Wraps an I/O error with the path it concerns.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { path: path.into(), source }
    }
}

#[cfg(test)]
mod tests {
    use super::a_length_mm;

    #[test]
    fn lengths_take_the_article_they_are_read_with() {
        for (mm, said) in [
            (8.0, "an 8 mm"),
            (1.5, "a 1.5 mm"),
            (80.0, "an 80 mm"),
            (8.5, "an 8.5 mm"),
            (11.0, "an 11 mm"),
            (18.25, "an 18.25 mm"),
            (110.0, "a 110 mm"),
            (0.8, "a 0.8 mm"),
            (3.0, "a 3 mm"),
            (11000.0, "an 11000 mm"),
        ] {
            assert_eq!(a_length_mm(mm).to_string(), said);
        }
    }
}
