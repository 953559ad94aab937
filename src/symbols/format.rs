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
