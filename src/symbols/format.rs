//! Which files are pictures, and how each is read: by its extension, or by its first bytes
//! for the photos we recognise but cannot read.

use std::path::Path;

use image::ImageFormat;

use super::foreign::Foreign;

/// How a picture file is read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Format {
    /// SVG or gzip-compressed SVGZ.
    Svg,
    /// A bitmap the image crate decodes.
    Bitmap(ImageFormat),
    /// A picture we recognise but cannot read (HEIC, AVIF): an error naming it, or a warning
    /// with `skip_unreadable`, never passed over in silence.
    Foreign(Foreign),
}

/// The format a file name's extension (any case) promises, or None if it is not a picture.
pub(crate) fn picture_format(path: &Path) -> Option<Format> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "svg" | "svgz" => Format::Svg,
        "png" => Format::Bitmap(ImageFormat::Png),
        "jpg" | "jpeg" | "jpe" | "jfif" => Format::Bitmap(ImageFormat::Jpeg),
        "webp" => Format::Bitmap(ImageFormat::WebP),
        "gif" => Format::Bitmap(ImageFormat::Gif),
        "bmp" => Format::Bitmap(ImageFormat::Bmp),
        _ => return None,
    })
}

/// How many first bytes [`looks_like_picture`] wants: the HEIF brands, or the spaces and
/// comments an SVG may start with.
pub(crate) const HEAD_BYTES: usize = 1024;

/// Whether a file starting with `head` (its first [`HEAD_BYTES`], or all of a shorter file)
/// can be a picture: what a reader looks at before anything else, so that a file of zeros or
/// text is refused without reading the rest.
pub(crate) fn looks_like_picture(head: &[u8]) -> bool {
    let bitmap = matches!(
        image::guess_format(head),
        Ok(ImageFormat::Png
            | ImageFormat::Jpeg
            | ImageFormat::WebP
            | ImageFormat::Gif
            | ImageFormat::Bmp)
    );
    // A PNG's signature is followed by its header chunk; the signature alone then zeros is
    // what a bomb dressed as a PNG looks like.
    if let Some(rest) = head.strip_prefix(b"\x89PNG\r\n\x1a\n") {
        return rest.starts_with(b"\0\0\0\x0dIHDR");
    }
    let gzip = head.starts_with(&[0x1f, 0x8b]);
    let text = head.strip_prefix("\u{feff}".as_bytes()).unwrap_or(head);
    let markup = text.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'<');
    bitmap || gzip || markup || super::foreign::recognise(head).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_are_told_from_their_first_bytes() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR";
        let heic = b"\0\0\0\x18ftypheic\0\0\0\0mif1heic";
        for head in [&png[..], b"\xff\xd8\xff\xe0", b"GIF89a", b"RIFF\0\0\0\0WEBPVP8 ", b"BM"] {
            assert!(looks_like_picture(head), "{head:?}");
        }
        for head in [&heic[..], b"\x1f\x8b\x08", b"\xef\xbb\xbf\n  <svg", b"<?xml", b"<!-- a -->"] {
            assert!(looks_like_picture(head), "{head:?}");
        }
        let png_then_zeros = [&png[..8], &[0; 56]].concat();
        for head in
            [&png_then_zeros[..], &[0; 64], b"", b"hello <svg", b"PK\x03\x04", b"\0\x01\0\0"]
        {
            assert!(!looks_like_picture(head), "{head:?}");
        }
    }
}
