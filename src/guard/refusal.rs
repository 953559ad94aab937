//! Why a picture is refused, by kind: the kind chooses the sentence a person reads (the web
//! page's list, the CLI's hint line), the detail is the exact technical message, kept for
//! whoever wants it and for bug reports.
//!
//! [`Kind::sentence`] is the one table of these sentences.

use std::fmt;

use crate::i18n::Text;
use crate::i18n::text;

use super::limits::{MAX_FILE_BYTES, MAX_PIXELS, MAX_SIDE, TIME_PER_PICTURE};

/// A picture that cannot be used: what kind of problem, and the technical words for it.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// What kind of problem it is.
    pub kind: Kind,
    /// The technical message (which decoder said what, which limit).
    pub detail: String,
}

/// The kinds of refusal a person can be told about in plain words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
#[non_exhaustive]
pub enum Kind {
    /// Not a picture at all (a text file named `.png`, an unknown extension).
    NotAPicture,
    /// A picture file whose content is broken (cut short, a decoder's error).
    Damaged,
    /// A bitmap (or one embedded in an SVG) with more pixels than the limit.
    TooLarge {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// A file (or an SVGZ once inflated) over the size limit.
    FileTooLarge,
    /// A bitmap within the pixel limits whose decoding would take too much memory (16 bits a
    /// channel, say).
    TooMuchMemory,
    /// A drawing that asks for too much: elements, numbers far out of range, huge filters.
    TooComplex,
    /// A drawing nested too deeply.
    TooDeep,
    /// Nothing would show on a card (transparent, empty, only text).
    NothingVisible,
    /// A HEIC or AVIF photo, which fanodeck cannot read.
    Unsupported,
    /// Reading it took longer than the limit.
    TooSlow,
    /// A decoder failed inside (a caught panic, or the page's engine stopping).
    EngineStopped,
}

impl Kind {
    /// The sentence for a person: what is wrong and what to do, without technical words.
    pub fn sentence(self) -> String {
        self.text().to_string()
    }

    /// [`Kind::sentence`] as the catalogues' message, to be said in any language.
    pub fn text(self) -> Text {
        match self {
            Kind::NotAPicture => text!("picture-not-a-picture"),
            Kind::Damaged => text!("picture-damaged"),
            Kind::TooLarge { width, height } => text!(
                "picture-too-large",
                width = width,
                height = height,
                megapixels = MAX_PIXELS / 1_000_000,
                side = MAX_SIDE
            ),
            Kind::FileTooLarge => {
                text!("picture-file-too-large", megabytes = MAX_FILE_BYTES / (1024 * 1024))
            }
            Kind::TooMuchMemory => text!("picture-too-much-memory"),
            Kind::TooComplex => text!("picture-too-complex"),
            Kind::TooDeep => text!("picture-too-deep"),
            Kind::NothingVisible => text!("picture-nothing-visible"),
            Kind::Unsupported => text!("picture-unsupported"),
            Kind::TooSlow => text!("picture-too-slow", seconds = TIME_PER_PICTURE.as_secs()),
            Kind::EngineStopped => text!("picture-engine-stopped"),
        }
    }
}

impl Refusal {
    /// A refusal of `kind`, `detail` its technical words.
    pub fn new(kind: Kind, detail: impl Into<String>) -> Refusal {
        Refusal { kind, detail: detail.into() }
    }

    /// The content is broken.
    pub fn damaged(detail: impl Into<String>) -> Refusal {
        Refusal::new(Kind::Damaged, detail)
    }

    /// The drawing asks for too much.
    pub fn too_complex(detail: impl Into<String>) -> Refusal {
        Refusal::new(Kind::TooComplex, detail)
    }

    /// Nothing would show.
    pub fn invisible(detail: impl Into<String>) -> Refusal {
        Refusal::new(Kind::NothingVisible, detail)
    }

    /// A decoder failed inside.
    pub fn stopped(detail: impl Into<String>) -> Refusal {
        Refusal::new(Kind::EngineStopped, detail)
    }

    /// The same refusal, its detail put in context (`"an embedded picture is {detail}"`).
    pub fn map_detail(self, f: impl FnOnce(String) -> String) -> Refusal {
        Refusal { kind: self.kind, detail: f(self.detail) }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.detail)
    }
}

/// A refusal in a sentence about words (a word's drawing stopped): its technical detail, as
/// it is.
impl From<Refusal> for Text {
    fn from(refusal: Refusal) -> Text {
        Text::as_is(refusal.detail)
    }
}

/// Text refusals (a word's, a font's) keep the detail: their errors say it in full.
impl From<Refusal> for String {
    fn from(refusal: Refusal) -> String {
        refusal.detail
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sentence_is_plain() {
        let kinds = [
            Kind::NotAPicture,
            Kind::Damaged,
            Kind::TooLarge { width: 23000, height: 23000 },
            Kind::FileTooLarge,
            Kind::TooMuchMemory,
            Kind::TooComplex,
            Kind::TooDeep,
            Kind::NothingVisible,
            Kind::Unsupported,
            Kind::TooSlow,
            Kind::EngineStopped,
        ];
        for kind in kinds {
            let sentence = kind.sentence();
            assert!(sentence.contains("this "), "{sentence}");
            for jargon in ["decod", "panic", "chunk", "index", "PLTE", "usvg", "error"] {
                assert!(!sentence.contains(jargon), "{sentence}");
            }
        }
        assert!(
            Kind::TooLarge { width: 23000, height: 23000 }.sentence().contains("23000 × 23000")
        );
    }
}
