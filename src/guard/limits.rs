//! The limits on untrusted files: what the checks refuse, and what the plain-words sentences
//! quote.

use std::time::Duration;

/// The largest file read as a picture, font, words file or template: a phone photo is
/// 3–15 MB, a detailed SVG a few MB.
pub const MAX_FILE_BYTES: u64 = 50 * 1024 * 1024;

/// The most SVG text after decompressing an `.svgz` (a gzip bomb inflates a thousandfold).
pub const MAX_SVG_BYTES: u64 = 50 * 1024 * 1024;

/// The most elements an SVG may have: detailed clip-art has a few thousand.
pub const MAX_SVG_ELEMENTS: usize = 200_000;
/// Characters an SVG's text may have: usvg shapes and outlines every one as it parses, and
/// a picture's labels need a few dozen (a runaway file would take minutes and gigabytes).
pub const MAX_SVG_TEXT_CHARS: usize = 10_000;

/// How deeply SVG elements may nest. Parsing and drawing recurse once a level; editors nest a
/// few dozen deep at most.
pub const MAX_SVG_DEPTH: usize = 256;

/// The largest coordinate, length or transform factor an SVG may use. Huge values (1e30) send
/// the arc and stroke code into loops of minutes and the rasteriser into its asserts.
pub const MAX_SVG_NUMBER: f64 = 1e7;

/// How much larger than the picture an SVG filter's region may be (each side). A filter
/// allocates pixels for its whole region.
pub const MAX_FILTER_SCALE: f32 = 4.0;

/// The most pixels of a bitmap (100 megapixels: the largest phone sensors' full-size mode).
pub const MAX_PIXELS: u64 = 100_000_000;

/// The longest side of a bitmap, in pixels.
pub const MAX_SIDE: u32 = 30_000;

/// How long one picture may take to read, measure and convert.
pub const TIME_PER_PICTURE: Duration = Duration::from_secs(30);
