//! Why a picture is refused, by kind: the kind chooses the sentence a person reads (the web
//! page's list, the CLI's hint line), the detail is the exact technical message, kept for
//! whoever wants it and for bug reports.
//!
//! [`Kind::sentence`] is the one table of these sentences.

use std::fmt;

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
        match self {
            Kind::NotAPicture => {
                "this file is not a picture: use SVG, PNG, JPEG, WebP, GIF or BMP pictures".into()
            }
            Kind::Damaged => "this picture is damaged or is not a picture: open it and save \
                              it again, or choose another"
                .into(),
            Kind::TooLarge { width, height } => format!(
                "this picture is too large: {width} × {height} pixels, at most {} megapixels \
                 and {MAX_SIDE} pixels a side; make it smaller first",
                MAX_PIXELS / 1_000_000
            ),
            Kind::FileTooLarge => format!(
                "this file is too large: at most {} MB; make it smaller first",
                MAX_FILE_BYTES / (1024 * 1024)
            ),
            Kind::TooMuchMemory => "this picture needs too much memory to open: save it \
                                    smaller, or as an ordinary JPEG or PNG, first"
                .into(),
            Kind::TooComplex => "this drawing asks for more than can be drawn safely (too many \
                                 parts, or sizes far out of range): save it as a PNG picture \
                                 instead"
                .into(),
            Kind::TooDeep => "this drawing has too many layers inside layers to be drawn \
                              safely: save it as a PNG picture instead"
                .into(),
            Kind::NothingVisible => "nothing in this picture would show on a card: it is \
                                     blank or see-through"
                .into(),
            Kind::Unsupported => "this is an iPhone (HEIC) or AVIF photo, which cannot be read \
                                  yet: save it as JPEG first (the details say how)"
                .into(),
            Kind::TooSlow => format!(
                "this picture takes too long to draw (more than {} seconds): save it as a \
                 simpler picture or as PNG",
                TIME_PER_PICTURE.as_secs()
            ),
            Kind::EngineStopped => "this picture stopped the drawing engine, so it is probably \
                                    damaged: open it and save it again, or choose another"
                .into(),
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
