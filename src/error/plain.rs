//! Errors in plain words: the sentence a person reads (the web page's messages, the CLI's hint
//! line) beside the exact technical message. This is the one table of those sentences; a
//! picture's come from its refusal's kind ([`crate::guard::refusal::Kind::sentence`]).

use super::Error;
use crate::i18n::Text;
use crate::text;

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
            Error::BadSymbol { path, reason } => {
                text!("picture-refused", file = path, reason = reason.kind.text())
            }
            Error::DuplicateSymbol { first, second } => {
                text!("same-picture", first = first, second = second)
            }
            Error::SimilarSymbols { first, second, alike } => {
                text!("similar-pictures", first = first, second = second, alike = *alike)
            }
            Error::BadFont { path, .. } => text!("bad-font", file = path),
            Error::Io { path, source } if source.kind() == std::io::ErrorKind::NotFound => {
                text!("file-not-found", file = path)
            }
            Error::Io { path, .. } => text!("file-unreadable", file = path),
            Error::Layout { card, .. } => text!("layout-failed", card = card + 1),
            Error::Project { name, reason } => {
                text!("project-refused", file = name, reason = reason.as_str())
            }
            Error::Pdf(_) => text!("pdf-failed"),
            Error::Preview(_) => text!("preview-failed"),
            Error::PrintFiles(_) => text!("print-files-failed"),
            Error::InvalidOption { name, value, reason } => {
                text!("invalid-option", name = *name, value = value, reason = reason.clone())
            }
            // The others' messages are sentences already: they quote the value and say what
            // to do.
            _ => text!("untranslated", words = self.to_string()),
        }
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
}
