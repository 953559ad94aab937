//! Bitmaps: decoding, EXIF orientation, downsampling to print resolution, white keying.

use std::collections::VecDeque;
use std::io::Cursor;
use std::sync::Arc;

use image::imageops::{self, FilterType};
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, RgbaImage};

use super::{Raster, limits, photo};
use crate::guard;
use crate::guard::refusal::{Kind, Refusal};

/// A channel at least this bright counts as white paper for `key_white` (scans and JPEG
/// noise are rarely pure 255).
const WHITE_MIN: u8 = 225;

/// Below this brightness an edge pixel next to the keyed background stays fully opaque; above
/// it, it fades out, so keyed clip-art has no hard light halo.
const FRINGE_MIN: u8 = 170;

/// The short name of a bitmap format, for messages.
pub(crate) fn format_name(format: ImageFormat) -> &'static str {
    match format {
        ImageFormat::Png => "PNG",
        ImageFormat::Jpeg => "JPEG",
        ImageFormat::WebP => "WebP",
        ImageFormat::Gif => "GIF",
        ImageFormat::Bmp => "BMP",
        _ => "picture",
    }
}

/// The format to decode `data` with: what its first bytes say if that is a format we read
/// (a PNG saved as .jpg still works), else what the extension says.
fn sniff(data: &[u8], by_extension: ImageFormat) -> ImageFormat {
    match image::guess_format(data) {
        Ok(
            format @ (ImageFormat::Png
            | ImageFormat::Jpeg
            | ImageFormat::WebP
            | ImageFormat::Gif
            | ImageFormat::Bmp),
        ) => format,
        _ => by_extension,
    }
}

/// Why `data`, decoded as `format` (the detected format, not the extension's), failed.
fn reason(data: &[u8], format: ImageFormat, error: image::ImageError) -> Refusal {
    if let image::ImageError::Limits(_) = error {
        // The header was fine; only the pixels would not fit the decoder's memory limit: too
        // many of them, or within the limits but too deep (16 bits a channel).
        let mut reader = ImageReader::with_format(Cursor::new(data), format);
        reader.no_limits();
        let size = reader.into_dimensions().ok().or_else(|| png_dimensions(data));
        let detail = match size {
            Some((w, h)) => format!("too large ({w}×{h} px) to decode"),
            None => "too large to decode".to_string(),
        };
        return match size {
            Some((w, h)) if limits::check_dimensions(w, h).is_err() => {
                Refusal::new(Kind::TooLarge { width: w, height: h }, detail)
            }
            _ => Refusal::new(Kind::TooMuchMemory, detail),
        };
    }
    Refusal::damaged(format!("not a valid {}: {error}", format_name(format)))
}

/// The size a PNG's header declares, read from its bytes: the decoder refuses to open one
/// that declares too many pixels for its memory, and then tells no size.
fn png_dimensions(data: &[u8]) -> Option<(u32, u32)> {
    if data.get(12..16)? != b"IHDR" {
        return None;
    }
    let number = |at: usize| Some(u32::from_be_bytes(data.get(at..at + 4)?.try_into().ok()?));
    Some((number(16)?, number(20)?))
}

/// What the marker segments of a JPEG say, read without decoding it.
#[derive(Debug, PartialEq)]
struct JpegMarkers {
    /// Colour components in the frame header (1 grey, 3 YCbCr/RGB, 4 CMYK), if found.
    components: Option<u8>,
    /// The file stops before its end-of-image marker (a copy or download cut short). The
    /// decoder fills missing data with grey rather than fail, so this is checked apart.
    cut_short: bool,
}

/// A JPEG's frame header: what its start-of-frame segment says.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct JpegFrame {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Colour components (1 grey, 3 YCbCr/RGB, 4 CMYK).
    pub components: u8,
}

/// Walks the marker segments to the first start-of-scan (skipping EXIF, which may hold a
/// whole thumbnail JPEG). Returns the frame header seen on the way and where the scan starts,
/// `None` when the walk runs off the data or into bytes that are not a marker. Shared by the
/// loader (is the file whole? is it CMYK?) and the PDF writer (embed the bytes as they are).
pub(crate) fn jpeg_header(data: &[u8]) -> (Option<JpegFrame>, Option<usize>) {
    let mut frame = None;
    let mut at = 2;
    loop {
        match data.get(at..at + 4) {
            Some([0xFF, 0xDA, ..]) => return (frame, Some(at)),
            Some([0xFF, 0xFF, ..]) => at += 1, // fill byte
            Some([0xFF, marker, hi, lo]) => {
                // Start-of-frame markers; C4 (DHT), C8 and CC (DAC) are not frames.
                if matches!(marker, 0xC0..=0xCF)
                    && !matches!(marker, 0xC4 | 0xC8 | 0xCC)
                    && let Some(&[_, h1, h0, w1, w0, components]) = data.get(at + 4..at + 10)
                {
                    let (height, width) =
                        (u16::from_be_bytes([h1, h0]), u16::from_be_bytes([w1, w0]));
                    frame = Some(JpegFrame {
                        width: u32::from(width),
                        height: u32::from(height),
                        components,
                    });
                }
                at += 2 + u16::from_be_bytes([*hi, *lo]) as usize;
            }
            _ => return (frame, None),
        }
    }
}

/// Reads the marker segments without decoding; then looks for the end marker in the scan
/// data, where a 0xFF byte is otherwise always followed by 0x00 or a restart marker.
fn jpeg_markers(data: &[u8]) -> JpegMarkers {
    let (frame, scan) = jpeg_header(data);
    let components = frame.map(|f| f.components);
    let Some(at) = scan else { return JpegMarkers { components, cut_short: true } };
    // From the end: the marker is normally in the last two bytes.
    let cut_short = !data[at..].windows(2).rev().any(|w| w == [0xFF, 0xD9]);
    JpegMarkers { components, cut_short }
}

/// The first steps of [`check_header`] and [`decode_sized`]: the format `data` really has, for a
/// JPEG its markers (refusing a file cut short), and a decoder that has read the header.
///
/// The decoder's pixels must fit the image crate's default memory limit (512 MB), as its
/// `decode` requires; decoding through a decoder, as we do, skips that check and would try to
/// allocate whatever the header claims.
fn open(
    data: &[u8],
    format: ImageFormat,
) -> Result<(ImageFormat, Option<JpegMarkers>, impl ImageDecoder + '_), Refusal> {
    let actual = sniff(data, format);
    let markers = (actual == ImageFormat::Jpeg).then(|| jpeg_markers(data));
    if markers.as_ref().is_some_and(|m| m.cut_short) {
        return Err(Refusal::damaged("not a valid JPEG: the file is cut short (no end marker)"));
    }
    let decoder = ImageReader::with_format(Cursor::new(data), actual)
        .into_decoder()
        .map_err(|e| reason(data, actual, e))?;
    // Dimensions first: a few kilobytes of PNG may declare billions of pixels.
    let (w, h) = decoder.dimensions();
    limits::check_dimensions(w, h)
        .map_err(|why| why.map_detail(|d| format!("the picture is {d}")))?;
    image::Limits::default().reserve(decoder.total_bytes()).map_err(|e| reason(data, actual, e))?;
    Ok((actual, markers, decoder))
}

/// Cheap check that `data` is a decodable picture: reads the header only (and, for JPEG, that
/// the file is whole). Its size, and whether it has an alpha channel.
pub(crate) fn check_header(data: &[u8], format: ImageFormat) -> Result<(u32, u32, bool), Refusal> {
    let (actual, _, decoder) = open(data, format)?;
    let (w, h) = decoder.dimensions();
    if w == 0 || h == 0 {
        let detail = format!("not a valid {}: the picture has no pixels", format_name(actual));
        return Err(Refusal::damaged(detail));
    }
    Ok((w, h, decoder.color_type().has_alpha()))
}

/// Decodes a bitmap, turns it upright, downsamples it so its longer side is at most the
/// `max_px(width, height, has_alpha)` its header (read once) gives (0 = no limit: a photo to
/// be cut is decoded larger by what the cut leaves out) and keys out a white background if
/// asked.
pub(crate) fn decode_sized(
    data: Vec<u8>,
    format: ImageFormat,
    max_px: impl FnOnce(u32, u32, bool) -> u32,
    key_white: bool,
) -> Result<Raster, Refusal> {
    let (actual, mut markers, mut decoder) = open(&data, format)?;
    let (w, h) = decoder.dimensions();
    if w == 0 || h == 0 {
        let detail = format!("not a valid {}: the picture has no pixels", format_name(actual));
        return Err(Refusal::damaged(detail));
    }
    let max_px = max_px(w, h, decoder.color_type().has_alpha());
    // A JPEG larger than its print size is decoded at about that size (see `photo`); CMYK
    // ones are left to the image crate, which knows Adobe's inverted CMYK.
    if let Some((nw, nh)) = print_size(w, h, max_px)
        && markers.as_ref().is_some_and(|m| matches!(m.components, Some(1 | 3)))
        && !photo::full_decoding()
    {
        drop(decoder);
        match decode_scaled(&data, (w, h), (nw, nh), key_white) {
            Ok(Some(raster)) => return Ok(raster),
            Ok(None) => {}
            Err(why) => log::debug!("scaled decoding failed ({why}); decoding it whole"),
        }
        // A kind of JPEG only the image crate reads (12-bit), or one it reads more leniently:
        // decoded whole after all, and its errors are the image crate's, as before.
        (_, markers, decoder) = open(&data, format)?;
    }
    // The decoded pixels, their RGBA copy and the file's bytes, reserved before allocating so
    // that parallel decodes of big pictures take turns instead of adding up.
    let (w, h) = decoder.dimensions();
    let estimate = decoder.total_bytes() + u64::from(w) * u64::from(h) * 4 + data.len() as u64;
    let _memory = guard::MemoryBudget::decodes().reserve(estimate);
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|e| reason(&data, actual, e))?;
    // The renderer may embed JPEG bytes as they are, as RGB or grey; a CMYK JPEG decodes to
    // RGB pixels but its bytes are CMYK, so it is not plain.
    let plain_jpeg = markers.is_some_and(|m| matches!(m.components, Some(1 | 3)))
        && matches!(image, DynamicImage::ImageRgb8(_) | DynamicImage::ImageLuma8(_));
    let mut changed = false;
    if orientation != Orientation::NoTransforms {
        image.apply_orientation(orientation);
        changed = true;
    }
    let (w, h) = (image.width(), image.height());
    if w == 0 || h == 0 {
        let detail = format!("not a valid {}: the picture has no pixels", format_name(actual));
        return Err(Refusal::damaged(detail));
    }
    let mut rgba = match print_size(w, h, max_px) {
        Some((nw, nh)) => {
            changed = true;
            downsample(image, nw, nh)
        }
        None => image.into_rgba8(),
    };
    if key_white {
        changed |= key_out_white(&mut rgba);
    }
    let opaque = rgba.pixels().all(|p| p.0[3] == 255);
    let jpeg = (plain_jpeg && !changed).then(|| Arc::new(data));
    Ok(Raster::new(rgba, opaque, jpeg))
}

/// The size (before EXIF orientation, which only swaps the sides) at which a `w` × `h`
/// bitmap is kept: its longer side `max_px`, or `None` when it is not larger than that.
fn print_size(w: u32, h: u32, max_px: u32) -> Option<(u32, u32)> {
    if max_px == 0 || w.max(h) <= max_px {
        return None;
    }
    let scale = max_px as f64 / w.max(h) as f64;
    let nw = ((w as f64 * scale).round() as u32).clamp(1, max_px);
    let nh = ((h as f64 * scale).round() as u32).clamp(1, max_px);
    Some((nw, nh))
}

/// A `w` × `h` JPEG decoded at print size `nw` × `nh` (see [`photo::decode_jpeg`]), keyed
/// if asked; `None` when it is of a kind that must be decoded whole.
fn decode_scaled(
    data: &[u8],
    (w, h): (u32, u32),
    (nw, nh): (u32, u32),
    key_white: bool,
) -> Result<Option<Raster>, Refusal> {
    // Scaled pixels, the print-size RGB and RGBA, and the file's bytes.
    let k = photo::dct_divisor(w, h, nw, nh);
    let scaled = u64::from(w.div_ceil(k)) * u64::from(h.div_ceil(k)) * 3;
    let estimate = scaled + u64::from(nw) * u64::from(nh) * 7 + data.len() as u64;
    let _memory = guard::MemoryBudget::decodes().reserve(estimate);
    let Some(image) = photo::decode_jpeg(data, nw, nh)? else { return Ok(None) };
    let mut rgba = image.into_rgba8();
    if key_white {
        key_out_white(&mut rgba);
    }
    let opaque = rgba.pixels().all(|p| p.0[3] == 255);
    Ok(Some(Raster::new(rgba, opaque, None)))
}

/// A straight-alpha picture from tiny-skia's premultiplied RGBA pixels (`w` × `h`).
pub(crate) fn from_premultiplied(data: &[u8], w: u32, h: u32) -> RgbaImage {
    let pixels = data
        .chunks_exact(4)
        .flat_map(|p| {
            let c = resvg::tiny_skia::PremultipliedColorU8::from_rgba(p[0], p[1], p[2], p[3])
                .map(|c| c.demultiply())
                .unwrap_or(resvg::tiny_skia::ColorU8::from_rgba(0, 0, 0, 0));
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    RgbaImage::from_raw(w, h, pixels).expect("tiny-skia gives w × h × 4 bytes")
}

/// One straight-alpha RGBA pixel with its colour multiplied by its alpha (rounded), as
/// filters and tiny-skia want it.
pub(crate) fn premultiplied([r, g, b, a]: [u8; 4]) -> [u8; 4] {
    let p = resvg::tiny_skia::ColorU8::from_rgba(r, g, b, a).premultiply();
    [p.red(), p.green(), p.blue(), a]
}

/// A copy of `image` whose longer side is `max_px` (`max_px` > 0, smaller than the image).
pub(crate) fn shrink_to(image: &RgbaImage, max_px: u32) -> RgbaImage {
    let (w, h) = image.dimensions();
    let (nw, nh) = print_size(w, h, max_px).unwrap_or((w, h));
    downsample(DynamicImage::ImageRgba8(image.clone()), nw, nh)
}

/// Shrinks to `nw` × `nh`. Opaque pictures are shrunk as RGB (a quarter less memory and work
/// for photos); pictures with transparency are premultiplied first so that the colour of
/// transparent pixels does not bleed into the edges.
fn downsample(image: DynamicImage, nw: u32, nh: u32) -> RgbaImage {
    if !image.color().has_alpha() {
        let rgb = image.into_rgb8();
        let (w, h) = rgb.dimensions();
        let small = shrink(rgb.into_raw(), w, h, 3, nw, nh);
        let small = image::RgbImage::from_raw(nw, nh, small).expect("shrink returns nw x nh");
        return DynamicImage::ImageRgb8(small).into_rgba8();
    }
    let mut rgba = image.into_rgba8();
    for p in rgba.pixels_mut() {
        p.0 = premultiplied(p.0);
    }
    let (w, h) = rgba.dimensions();
    let small = shrink(rgba.into_raw(), w, h, 4, nw, nh);
    let mut small = RgbaImage::from_raw(nw, nh, small).expect("shrink returns nw x nh");
    for p in small.pixels_mut() {
        let a = p.0[3] as u16;
        for c in &mut p.0[..3] {
            if let Some(straight) = (*c as u16 * 255 + a / 2).checked_div(a) {
                *c = straight.min(255) as u8;
            }
        }
    }
    small
}

/// Resamples interleaved 8-bit pixels (`ch` channels) from `w` × `h` to `nw` × `nh` (smaller).
///
/// Big reductions (phone photos to print size are 3 to 6 times) first average whole k × k
/// blocks in integers, which is exact area sampling and several times faster than a filter
/// over the full picture; a triangle filter then covers the last, small step.
fn shrink(pixels: Vec<u8>, w: u32, h: u32, ch: usize, nw: u32, nh: u32) -> Vec<u8> {
    let k = (w / nw).min(h / nh) as usize;
    let (pixels, w, h) = if k >= 2 {
        let (small, sw, sh) = box_shrink(&pixels, w as usize, h as usize, ch, k);
        (small, sw as u32, sh as u32)
    } else {
        (pixels, w, h)
    };
    if (w, h) == (nw, nh) {
        return pixels;
    }
    match ch {
        3 => {
            let img = image::RgbImage::from_raw(w, h, pixels).expect("w x h RGB");
            imageops::resize(&img, nw, nh, FilterType::Triangle).into_raw()
        }
        _ => {
            let img = RgbaImage::from_raw(w, h, pixels).expect("w x h RGBA");
            imageops::resize(&img, nw, nh, FilterType::Triangle).into_raw()
        }
    }
}

/// Averages each k × k block (partial blocks at the right and bottom edges average what they
/// have). Returns the pixels and their width and height.
fn box_shrink(src: &[u8], w: usize, h: usize, ch: usize, k: usize) -> (Vec<u8>, usize, usize) {
    let (ow, oh) = (w.div_ceil(k), h.div_ceil(k));
    let mut out = Vec::with_capacity(ow * oh * ch);
    let mut sums = vec![0u32; ow * ch];
    for y0 in (0..h).step_by(k) {
        let rows = k.min(h - y0);
        sums.fill(0);
        for row in src[y0 * w * ch..(y0 + rows) * w * ch].chunks_exact(w * ch) {
            for (block, sum) in row.chunks(k * ch).zip(sums.chunks_exact_mut(ch)) {
                for pixel in block.chunks_exact(ch) {
                    for (s, &v) in sum.iter_mut().zip(pixel) {
                        *s += v as u32;
                    }
                }
            }
        }
        for (bx, sum) in sums.chunks_exact(ch).enumerate() {
            let n = (k.min(w - bx * k) * rows) as u32;
            out.extend(sum.iter().map(|&s| ((s + n / 2) / n) as u8));
        }
    }
    (out, ow, oh)
}

fn is_background(p: &image::Rgba<u8>) -> bool {
    let [r, g, b, a] = p.0;
    a == 0 || r.min(g).min(b) >= WHITE_MIN
}

/// Makes the near-white region connected to the border transparent (a flood fill, so white
/// inside the drawing, like an eye, stays), and fades light pixels on its edge. Returns
/// whether any pixel changed.
pub(crate) fn key_out_white(image: &mut RgbaImage) -> bool {
    let (w, h) = (image.width() as usize, image.height() as usize);
    let background: Vec<bool> = image.pixels().map(is_background).collect();
    // The up to four pixels next to pixel `i` (row-major).
    let neighbours = |i: usize| {
        let (x, y) = (i % w, i / w);
        let [left, right, up, down] = [x > 0, x + 1 < w, y > 0, y + 1 < h];
        [left.then(|| i - 1), right.then(|| i + 1), up.then(|| i - w), down.then(|| i + w)]
            .into_iter()
            .flatten()
    };
    let mut keyed = vec![false; w * h];
    let mut queue = VecDeque::new();
    let border = (0..w).flat_map(|x| [x, (h - 1) * w + x]);
    let border = border.chain((0..h).flat_map(|y| [y * w, y * w + w - 1]));
    for i in border {
        if background[i] && !keyed[i] {
            keyed[i] = true;
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        for j in neighbours(i) {
            if background[j] && !keyed[j] {
                keyed[j] = true;
                queue.push_back(j);
            }
        }
    }
    let mut changed = false;
    for (i, p) in image.pixels_mut().enumerate() {
        if keyed[i] {
            changed |= p.0[3] != 0;
            p.0[3] = 0;
            continue;
        }
        let light = p.0[0].min(p.0[1]).min(p.0[2]);
        if light > FRINGE_MIN && neighbours(i).any(|j| keyed[j]) {
            // Anti-aliased edge between ink and paper: the lighter, the more transparent.
            let keep =
                (WHITE_MIN.saturating_sub(light) as u32 * 255) / (WHITE_MIN - FRINGE_MIN) as u32;
            let alpha = (p.0[3] as u32 * keep.min(255) / 255) as u8;
            changed |= alpha != p.0[3];
            p.0[3] = alpha;
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    #[test]
    fn key_white_floods_from_the_border_only() {
        // White paper, a black ring, white inside the ring.
        let mut img = RgbaImage::from_fn(20, 20, |x, y| {
            let d = (x as i32 - 10).abs().max((y as i32 - 10).abs());
            if (4..=6).contains(&d) { Rgba([0, 0, 0, 255]) } else { Rgba([250, 252, 249, 255]) }
        });
        assert!(key_out_white(&mut img));
        assert_eq!(img.get_pixel(0, 0).0[3], 0);
        assert_eq!(img.get_pixel(19, 10).0[3], 0);
        assert_eq!(img.get_pixel(10, 10).0[3], 255, "enclosed white stays");
        assert_eq!(img.get_pixel(10, 4).0[3], 255, "ink stays");
    }

    #[test]
    fn jpeg_markers_find_cut_files_and_components() {
        let mut jpeg = Vec::new();
        let img =
            image::RgbImage::from_fn(32, 32, |x, y| image::Rgb([x as u8 * 8, y as u8 * 8, 0]));
        img.write_to(&mut Cursor::new(&mut jpeg), ImageFormat::Jpeg).unwrap();
        assert_eq!(jpeg_markers(&jpeg), JpegMarkers { components: Some(3), cut_short: false });
        assert!(jpeg_markers(&jpeg[..jpeg.len() - 2]).cut_short);
        assert!(jpeg_markers(&jpeg[..jpeg.len() / 2]).cut_short);
        assert!(jpeg_markers(&jpeg[..10]).cut_short);
        // An APP1 segment holding a complete JPEG (like an EXIF thumbnail) before the image.
        let cut = &jpeg[2..jpeg.len() / 2];
        let mut with_thumb = vec![0xFF, 0xD8, 0xFF, 0xE1];
        with_thumb.extend_from_slice(&((jpeg.len() + 2) as u16).to_be_bytes());
        with_thumb.extend_from_slice(&jpeg);
        with_thumb.extend_from_slice(cut);
        assert!(jpeg_markers(&with_thumb).cut_short);
        let mut grey = Vec::new();
        image::GrayImage::new(8, 8)
            .write_to(&mut Cursor::new(&mut grey), ImageFormat::Jpeg)
            .unwrap();
        assert_eq!(jpeg_markers(&grey).components, Some(1));
    }

    #[test]
    fn key_white_leaves_a_picture_without_white_border_alone() {
        let mut img = RgbaImage::from_pixel(5, 5, Rgba([10, 200, 10, 255]));
        assert!(!key_out_white(&mut img));
    }

    #[test]
    fn box_shrink_averages_blocks_and_partial_edges() {
        // 5 x 3 grey, k = 2: blocks of 2x2, 1x2 at the right, 2x1 and 1x1 at the bottom.
        let src: Vec<u8> = (0..15).map(|v| v * 10).collect();
        let (out, w, h) = box_shrink(&src, 5, 3, 1, 2);
        assert_eq!((w, h), (3, 2));
        assert_eq!(out, [30, 50, 65, 105, 125, 140]);
    }

    #[test]
    fn shrinking_a_photo_lands_on_the_exact_size_and_keeps_flat_colour() {
        let img = image::RgbImage::from_pixel(600, 400, image::Rgb([10, 120, 230]));
        let small = downsample(DynamicImage::ImageRgb8(img), 149, 99);
        assert_eq!(small.dimensions(), (149, 99));
        assert!(small.pixels().all(|p| p.0 == [10, 120, 230, 255]));
    }

    #[test]
    fn downsampling_keeps_transparent_edges_clean() {
        // Left half transparent black, right half opaque white: no grey may appear.
        let img = RgbaImage::from_fn(64, 32, |x, _| {
            if x < 32 { Rgba([0, 0, 0, 0]) } else { Rgba([255, 255, 255, 255]) }
        });
        for (w, h) in [(16, 8), (48, 24)] {
            let small = downsample(DynamicImage::ImageRgba8(img.clone()), w, h);
            assert_eq!(small.dimensions(), (w, h));
            for p in small.pixels().filter(|p| p.0[3] > 0) {
                assert!(p.0[0] >= 250, "{p:?} at {w}x{h}");
            }
        }
    }
}

#[cfg(test)]
mod format_tests {
    use super::*;

    fn png(w: u32, h: u32) -> Vec<u8> {
        let mut data = Vec::new();
        RgbaImage::from_pixel(w, h, image::Rgba([9, 9, 9, 255]))
            .write_to(&mut Cursor::new(&mut data), ImageFormat::Png)
            .unwrap();
        data
    }

    #[test]
    fn errors_name_the_detected_format() {
        // A PNG saved as .jpg, cut inside its pixel data.
        let data = png(64, 64);
        let cut = data[..data.len() - 30].to_vec();
        let err = decode_sized(cut, ImageFormat::Jpeg, |_, _, _| 0, false).unwrap_err();
        assert!(err.detail.starts_with("not a valid PNG: "), "{err}");
    }

    #[test]
    fn a_huge_picture_is_too_large_rather_than_invalid() {
        // A 1×1 PNG whose header claims 40000×40000 (6.4 GB of pixels), with its checksum
        // redone so the header itself is valid.
        let mut data = png(1, 1);
        data[16..20].copy_from_slice(&40_000u32.to_be_bytes());
        data[20..24].copy_from_slice(&40_000u32.to_be_bytes());
        let mut crc = flate2::Crc::new();
        crc.update(&data[12..29]);
        data[29..33].copy_from_slice(&crc.sum().to_be_bytes());
        let err = check_header(&data, ImageFormat::Png).err().unwrap_or_else(|| {
            decode_sized(data, ImageFormat::Png, |_, _, _| 0, false).unwrap_err()
        });
        assert!(
            err.detail.starts_with("the picture is too large: 40000 × 40000 px = 1600 megapixels"),
            "{err}"
        );
    }
}
