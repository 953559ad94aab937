//! A project's entries read within what a deck can use: one at a time, each told from its
//! first bytes before the rest is inflated, and all together within [`MAX_PROJECT_BYTES`].
//!
//! A ZIP says what its entries hold, and deflate turns 50 KB into 50 MB of zeros: a 1.5 MB
//! project could otherwise ask for gigabytes (issue #42). What is read is what the deck gets,
//! held once.

use std::io::{Read, Seek};

use crate::error::{Error, Result};
use crate::guard::MAX_FILE_BYTES;
use crate::symbols::{HEAD_BYTES, looks_like_font, looks_like_picture};

/// Symbols a card of the web page's largest deck (its menu stops at 33: 1057 pictures).
const LARGEST_DECK_SYMBOLS: f64 = 33.0;

/// Resolution pictures are loaded at for printing (300 dpi, see `SymbolOptions::max_px`).
const PRINT_DPI: f64 = 300.0;

/// Bytes a printed pixel may take in a picture file: a photo as a PNG takes about 1.5, as
/// the JPEG a phone writes about a third of that, clip-art far less.
const BYTES_PER_PIXEL: f64 = 1.5;

/// Room for the fonts words are drawn with (a font for Chinese is about 20 MB).
const FONT_BYTES: u64 = 64 << 20;

/// The most bytes all of a project's files may hold together: the pictures of the page's
/// largest deck at the size they are printed, and a few fonts (515 MB).
///
/// A deck of k symbols a card has k² − k + 1 pictures, each on k cards, and a card's
/// pictures share its area: a picture prints on 1/k of a card on average. So the pictures
/// of the largest deck (33 a card: 1057) on the largest card (300 mm across, a disc of
/// 9.9 megapixels at 300 dpi) take 1057 / 33 × 9.9 ≈ 316 megapixels, 474 MB at 1.5 bytes a
/// pixel. A smaller deck prints fewer pixels; 57 phone photos of 8 MB each fit. Opening a
/// project then holds at most this much (well under 1 GB), however large its entries say
/// they are.
pub const MAX_PROJECT_BYTES: u64 = {
    let k = LARGEST_DECK_SYMBOLS;
    let pictures = k * k - k + 1.0;
    let side = crate::request::DIAMETER.max as f64 / 25.4 * PRINT_DPI;
    let card = std::f64::consts::PI / 4.0 * side * side;
    (pictures / k * card * BYTES_PER_PIXEL) as u64 + FONT_BYTES
};

// What the derivation promises, checked as it is built: room for 57 phone photos of 8 MB,
// and well under the 1 GB opening a project may take.
const _: () = assert!(57 * 8_000_000 < MAX_PROJECT_BYTES && MAX_PROJECT_BYTES < 600 << 20);

/// The largest `fanodeck-project.json`: a words list and a pairs list (1 MB each at most)
/// escaped in JSON, and the page's form.
const MAX_SETTINGS_BYTES: u64 = 8 << 20;

/// What an entry must hold.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Kind {
    /// `fanodeck-project.json`.
    Settings,
    /// A picture of `pictures/` or `back/`.
    Picture,
    /// A font of `fonts/`.
    Font,
}

impl Kind {
    /// The most bytes one such entry may hold.
    fn limit(self) -> u64 {
        match self {
            Kind::Settings => MAX_SETTINGS_BYTES,
            Kind::Picture | Kind::Font => MAX_FILE_BYTES,
        }
    }

    /// Whether a file starting with `head` can be one (the settings are checked by parsing).
    fn fits(self, head: &[u8]) -> bool {
        match self {
            Kind::Settings => true,
            Kind::Picture => looks_like_picture(head),
            Kind::Font => looks_like_font(head),
        }
    }

    /// What it should have been, for the refusal.
    fn expected(self) -> crate::i18n::Text {
        match self {
            Kind::Settings => crate::i18n::text!("project-kind-settings"),
            Kind::Picture => crate::i18n::text!("project-kind-picture"),
            Kind::Font => crate::i18n::text!("project-kind-font"),
        }
    }
}

/// A project's ZIP being read, and what its files may still take.
pub(super) struct Entries<R> {
    zip: zip::ZipArchive<R>,
    /// The project, as the user knows it.
    name: String,
    /// Bytes still allowed before [`MAX_PROJECT_BYTES`].
    budget: u64,
}

impl<R: Read + Seek> Entries<R> {
    /// The ZIP in `reader` (its central directory only), or None if it is no ZIP.
    pub(super) fn open(name: &str, reader: R) -> Option<Entries<R>> {
        let zip = zip::ZipArchive::new(reader).ok()?;
        Some(Entries { zip, name: name.into(), budget: MAX_PROJECT_BYTES })
    }

    /// How many entries the ZIP has.
    pub(super) fn len(&self) -> usize {
        self.zip.len()
    }

    /// Whether the ZIP has an entry at `path`.
    pub(super) fn has(&self, path: &str) -> bool {
        self.zip.index_for_name(path).is_some()
    }

    /// The project refused for `reason`.
    pub(super) fn refuse(&self, reason: crate::i18n::Text) -> Error {
        Error::Project { name: self.name.clone(), reason }
    }

    /// The bytes at `path`, which must be a `kind`: its first bytes are checked before the
    /// rest is inflated, and it is read only as far as the limits allow.
    pub(super) fn read(&mut self, path: &str, kind: Kind) -> Result<Vec<u8>> {
        let limit = kind.limit().min(self.budget);
        let too_large = |entries: &Self| {
            entries.refuse(match limit < kind.limit() {
                true => crate::i18n::text!(
                    "project-entry-over-budget",
                    path = path,
                    megabytes = MAX_PROJECT_BYTES >> 20
                ),
                false => crate::i18n::text!(
                    "project-entry-too-large",
                    path = path,
                    megabytes = kind.limit() >> 20
                ),
            })
        };
        let damaged = |entries: &Self, e: &dyn std::fmt::Display| {
            let reason = crate::i18n::Text::as_is(e.to_string());
            entries.refuse(crate::i18n::text!(
                "project-entry-damaged",
                path = path,
                reason = reason
            ))
        };
        let Ok(mut entry) = self.zip.by_name(path) else {
            return Err(self.refuse(crate::i18n::text!("project-entry-missing", path = path)));
        };
        // What the entry says it holds, before inflating it (a few KB may say gigabytes).
        if entry.size() > limit {
            drop(entry);
            return Err(too_large(self));
        }
        // Room for what it says, so that the bytes are not copied as they grow.
        let mut data = Vec::with_capacity(entry.size() as usize);
        let head = (&mut entry).take((HEAD_BYTES as u64).min(limit + 1)).read_to_end(&mut data);
        let rest = match head {
            Ok(_) if data.len() as u64 > limit => Ok(0),
            Ok(_) if !kind.fits(&data) => {
                drop(entry);
                return Err(self.refuse(crate::i18n::text!(
                    "project-entry-not-kind",
                    path = path,
                    kind = kind.expected()
                )));
            }
            Ok(_) => {
                let rest = (limit + 1).saturating_sub(data.len() as u64);
                (&mut entry).take(rest).read_to_end(&mut data)
            }
            Err(e) => Err(e),
        };
        drop(entry);
        if let Err(e) = rest {
            return Err(damaged(self, &e));
        }
        if data.len() as u64 > limit {
            return Err(too_large(self));
        }
        self.budget -= data.len() as u64;
        Ok(data)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Cursor, Write as _};

    #[test]
    fn files_are_read_only_while_the_project_has_room_for_them() {
        let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let png = [&b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR"[..], &[7; 184]].concat();
        for path in ["pictures/1.png", "pictures/2.png"] {
            zip.start_file(path, zip::write::SimpleFileOptions::default()).unwrap();
            zip.write_all(&png).unwrap();
        }
        let zip = zip.finish().unwrap().into_inner();
        for room in [250, 300, 399, 10] {
            let mut entries = Entries::open("p.zip", Cursor::new(&zip[..])).unwrap();
            entries.budget = room;
            let first = entries.read("pictures/1.png", Kind::Picture);
            let second = entries.read("pictures/2.png", Kind::Picture);
            let err = if room < 200 {
                first.unwrap_err()
            } else {
                assert_eq!(first.unwrap(), png);
                second.unwrap_err()
            };
            let expected = "is too large: with the files before it, more than the";
            assert!(err.to_string().contains(expected), "{room}: {err}");
        }
        let mut entries = Entries::open("p.zip", Cursor::new(&zip[..])).unwrap();
        entries.budget = 400;
        assert!(entries.read("pictures/2.png", Kind::Picture).is_ok());
        assert!(entries.read("pictures/1.png", Kind::Picture).is_ok());
    }
}
