//! Pictures fanodeck cannot read but people have: an iPhone saves photos as HEIC, and AVIF
//! is spreading. They are told apart by their first bytes (whatever their extension), so
//! that a folder of phone photos never loses some of them silently, and the message says
//! how to get a JPEG instead.

use std::path::Path;

use crate::guard::refusal::{Kind, Refusal};

/// A picture format we recognise but cannot decode.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Foreign {
    /// HEIC: HEIF with HEVC pictures, the iPhone's "High Efficiency" photos.
    Heic,
    /// AVIF: HEIF with AV1 pictures.
    Avif,
    /// Another HEIF picture (the `mif1` brand without a codec brand we know).
    Heif,
}

/// How many first bytes [`recognise`] needs at most (the `ftyp` box with its brands).
pub(crate) const HEAD_BYTES: usize = 64;

/// What the first bytes of a file say, if it is an ISO-BMFF picture (its `ftyp` box names
/// HEIF brands: `heic`, `heix`, `hevc`, `mif1`, `avif` …).
pub(crate) fn recognise(data: &[u8]) -> Option<Foreign> {
    if data.get(4..8)? != b"ftyp" {
        return None;
    }
    let size = u32::from_be_bytes(data.get(..4)?.try_into().ok()?) as usize;
    let end = size.clamp(16, data.len());
    // The major brand, then (after a version) the compatible brands.
    let major = data.get(8..12).into_iter();
    let brands = major.chain(data.get(16..end).unwrap_or_default().chunks_exact(4));
    let mut found = None;
    for brand in brands {
        match brand {
            b"heic" | b"heix" | b"hevc" | b"hevx" | b"heim" | b"heis" | b"hevm" | b"hevs" => {
                return Some(Foreign::Heic);
            }
            b"avif" | b"avis" => return Some(Foreign::Avif),
            b"mif1" | b"msf1" => found = Some(Foreign::Heif),
            _ => {}
        }
    }
    found
}

/// The refusal of `path`, which holds a `kind` picture: what it is and how to get a picture
/// fanodeck reads.
pub(crate) fn refusal(kind: Foreign, path: &Path) -> Refusal {
    Refusal::new(Kind::Unsupported, reason(kind, path))
}

/// What `path`, which holds a `kind` picture, is and how to get a picture fanodeck reads.
fn reason(kind: Foreign, path: &Path) -> String {
    let name = path.file_name().unwrap_or(path.as_os_str()).to_string_lossy();
    let stem = Path::new(name.as_ref()).file_stem().map(|s| s.to_string_lossy());
    let stem = stem.unwrap_or_default();
    // The converted file's name, never the file itself (a HEIC photo may be named .jpg).
    let to = |ext: &str| match name.to_ascii_lowercase().ends_with(&format!(".{ext}")) {
        true => format!("{stem}-converted.{ext}"),
        false => format!("{stem}.{ext}"),
    };
    match kind {
        Foreign::Heic => format!(
            "an iPhone HEIC photo, which fanodeck cannot read yet: export it as JPEG (on the \
             iPhone: Settings → Camera → Formats → Most Compatible, for the next photos), or \
             convert it (on a Mac: open it in Preview, then File → Export… → JPEG; on Linux: \
             heif-convert '{name}' '{}')",
            to("jpg")
        ),
        Foreign::Avif => format!(
            "an AVIF picture, which fanodeck cannot read yet: save it again as JPEG or PNG \
             (most photo editors and web browsers can; on Linux: avifdec '{name}' '{}')",
            to("png")
        ),
        Foreign::Heif => format!(
            "a HEIF picture, which fanodeck cannot read yet: convert it to JPEG (on a Mac: open \
             it in Preview, then File → Export… → JPEG; on Linux: heif-convert '{name}' \
             '{}')",
            to("jpg")
        ),
    }
}

/// The first [`HEAD_BYTES`] of a file (fewer if it is shorter; none if it cannot be read:
/// then it is no picture of ours either).
pub(crate) fn head_of(path: &Path) -> Vec<u8> {
    use std::io::Read as _;
    let mut head = Vec::with_capacity(HEAD_BYTES);
    if let Ok(file) = std::fs::File::open(path) {
        let _ = file.take(HEAD_BYTES as u64).read_to_end(&mut head);
    }
    head
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An `ftyp` box with a major brand and compatible brands.
    fn ftyp(major: &[u8; 4], compatible: &[&[u8; 4]]) -> Vec<u8> {
        let size = 16 + 4 * compatible.len() as u32;
        let mut data = size.to_be_bytes().to_vec();
        data.extend_from_slice(b"ftyp");
        data.extend_from_slice(major);
        data.extend_from_slice(&[0, 0, 0, 0]);
        compatible.iter().for_each(|b| data.extend_from_slice(*b));
        data.extend_from_slice(b"\0\0\0\x08meta");
        data
    }

    #[test]
    fn brands_say_what_the_file_is() {
        assert_eq!(recognise(&ftyp(b"heic", &[b"mif1", b"heic"])), Some(Foreign::Heic));
        assert_eq!(recognise(&ftyp(b"mif1", &[b"heic"])), Some(Foreign::Heic));
        assert_eq!(recognise(&ftyp(b"avif", &[b"mif1", b"miaf"])), Some(Foreign::Avif));
        assert_eq!(recognise(&ftyp(b"mif1", &[b"miaf"])), Some(Foreign::Heif));
        // An MP4 video and a JPEG are not HEIF pictures.
        assert_eq!(recognise(&ftyp(b"isom", &[b"mp41"])), None);
        assert_eq!(recognise(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 16, b'J', b'F']), None);
        assert_eq!(recognise(b"ftyp"), None);
    }
}
