//! Errors in plain words: the sentence a person reads (the web page's messages, the CLI's hint
//! line) beside the exact technical message. This is the one table of those sentences; a
//! picture's come from its refusal's kind ([`crate::guard::refusal::Kind::sentence`]).

use super::Error;

/// An error told twice: for people, and exactly.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Plain {
    /// What went wrong and what to do, in words a parent understands; names the file.
    pub sentence: String,
    /// The technical message (the error's own text); names the file too.
    pub detail: String,
}

impl Error {
    /// The error in plain words, with its technical message as the detail.
    pub fn plain(&self) -> Plain {
        let detail = self.to_string();
        let name = |path: &std::path::Path| path.display().to_string();
        let sentence = match self {
            Error::BadSymbol { path, reason } => {
                format!("'{}': {}", name(path), reason.kind.sentence())
            }
            Error::DuplicateSymbol { first, second } => format!(
                "'{}' and '{}' are the same picture: every symbol must be a different picture, \
                 so remove one of them",
                name(first),
                name(second)
            ),
            Error::SimilarSymbols { first, second, alike } => format!(
                "'{}' and '{}' look almost the same ({alike} % alike): players could not tell \
                 them apart on a card, so remove one of them (or allow look-alikes if they \
                 really differ)",
                name(first),
                name(second)
            ),
            Error::BadFont { path, .. } => format!(
                "'{}': this font is damaged or is not a font: use a TTF or OTF font file",
                name(path)
            ),
            Error::Io { path, source } if source.kind() == std::io::ErrorKind::NotFound => {
                format!("'{}' was not found", name(path))
            }
            Error::Io { path, .. } => format!("'{}' could not be read or written", name(path)),
            Error::Layout { card, .. } => format!(
                "the symbols do not fit on card {}: try a smaller gap or margin, or fewer \
                 symbols a card",
                card + 1
            ),
            Error::Project { name, reason } => format!("'{name}': {reason}"),
            Error::Pdf(_) => "the PDF could not be made (the details say why)".into(),
            Error::Preview(_) => "a card's picture could not be drawn (the details say why)".into(),
            Error::PrintFiles(_) => {
                "the print shop's files could not be made (the details say why)".into()
            }
            // The others' messages are sentences already: they quote the value and say what
            // to do.
            _ => detail.clone(),
        };
        Plain { sentence, detail }
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
            None => Plain {
                sentence: "the engine stopped unexpectedly: try again, and if it stops again, \
                           reload the page"
                    .into(),
                detail: format!("the engine stopped: {message}"),
            },
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
}
