//! Photos decoded at print size: a JPEG much larger than it will be printed is decoded at 1/2,
//! 1/4 or 1/8 of its size straight from its DCT coefficients, then resampled to print size.
//!
//! A 4032 × 3024 phone photo printed at most 63 mm wide needs 745 px: decoded at 1/4 it is
//! 1008 × 756, a sixteenth of the pixels, and the inverse DCT, colour conversion, resampling
//! and memory shrink with it (README, "Family photos", has the figures).
//!
//! Both steps are integer arithmetic on plain scalar code or SIMD code that gives the same
//! bits, so that the web page (WebAssembly) prints the pixels the command line prints:
//! jpeg-decoder is built `platform_independent` (no SSSE3/NEON inverse DCT or colour
//! conversion), and fast_image_resize's 8-bit convolution uses the same 16-bit fixed-point
//! coefficients on every CPU extension (its own tests check that they agree), computed with
//! the bilinear filter, which needs no `sin` (whose last bit differs between platforms).

use fast_image_resize as fir;
use image::metadata::Orientation;
use image::{DynamicImage, GrayImage, RgbImage};

use crate::guard::refusal::Refusal;

/// Set (to anything) to decode every JPEG whole, as before scaled decoding: the benchmark
/// compares both ways in one run.
pub const FULL_DECODE_VAR: &str = "FANODECK_FULL_DECODE";

/// Whether scaled decoding is turned off (see [`FULL_DECODE_VAR`]).
pub(crate) fn full_decoding() -> bool {
    std::env::var_os(FULL_DECODE_VAR).is_some()
}

/// The largest power-of-two divisor (8, 4, 2 or 1) of a `w` × `h` JPEG whose scaled size is
/// still at least `nw` × `nh` (the decoder rounds scaled sides up).
pub(crate) fn dct_divisor(w: u32, h: u32, nw: u32, nh: u32) -> u32 {
    [8, 4, 2].into_iter().find(|&k| w.div_ceil(k) >= nw && h.div_ceil(k) >= nh).unwrap_or(1)
}

/// The longer side a `w` × `h` photo is decoded at to be cut to a square of `max_px`: its
/// shorter side at `max_px`, or a little less (down to nine tenths) when a DCT scale gives
/// that, since decoding at the next scale up costs four times the pixels.
pub(crate) fn cut_decode_px(w: u32, h: u32, max_px: u32) -> u32 {
    let (long, short) = (w.max(h), w.min(h).max(1));
    let stretch = (f64::from(long) / f64::from(short)).min(4.0);
    let wanted = (f64::from(max_px) * stretch).ceil() as u32;
    let enough = u64::from(max_px) * 9;
    match [8, 4, 2].into_iter().find(|&k| u64::from(short.div_ceil(k)) * 10 >= enough) {
        Some(k) => wanted.min(long.div_ceil(k)),
        None => wanted,
    }
}

/// A JPEG decoded at the smallest DCT scale that is at least `nw` × `nh` (the size before
/// its EXIF orientation is applied), resampled to exactly that and then turned upright.
/// `None` when the file is of a kind this path leaves to the image crate (CMYK, 12-bit).
pub(crate) fn decode_jpeg(data: &[u8], nw: u32, nh: u32) -> Result<Option<DynamicImage>, Refusal> {
    let invalid = |e: jpeg_decoder::Error| Refusal::damaged(format!("not a valid JPEG: {e}"));
    let mut decoder = jpeg_decoder::Decoder::new(data);
    decoder.read_info().map_err(invalid)?;
    let Some(info) = decoder.info() else { return Ok(None) };
    let channels = match info.pixel_format {
        jpeg_decoder::PixelFormat::L8 => 1,
        jpeg_decoder::PixelFormat::RGB24 => 3,
        _ => return Ok(None),
    };
    let (w, h) = (u32::from(info.width), u32::from(info.height));
    let k = dct_divisor(w, h, nw, nh);
    let side = |v: u32| u16::try_from(v.div_ceil(k)).unwrap_or(u16::MAX);
    let (sw, sh) = decoder.scale(side(w), side(h)).map_err(invalid)?;
    let (sw, sh) = (u32::from(sw), u32::from(sh));
    let pixels = decoder.decode().map_err(invalid)?;
    if pixels.len() != (sw * sh) as usize * channels || sw < nw || sh < nh {
        return Err(Refusal::damaged(format!("not a valid JPEG: it decodes to {sw} × {sh} px")));
    }
    let orientation = decoder
        .exif_data()
        .and_then(Orientation::from_exif_chunk)
        .unwrap_or(Orientation::NoTransforms);
    let pixels = resize(pixels, sw, sh, channels, nw, nh)?;
    let mut image = match channels {
        1 => GrayImage::from_raw(nw, nh, pixels).map(DynamicImage::ImageLuma8),
        _ => RgbImage::from_raw(nw, nh, pixels).map(DynamicImage::ImageRgb8),
    }
    .ok_or_else(|| Refusal::stopped("cannot be resampled: the pixels do not fill the picture"))?;
    image.apply_orientation(orientation);
    Ok(Some(image))
}

/// Resamples interleaved 8-bit grey (`channels` 1) or RGB (3) pixels from `w` × `h` to
/// `nw` × `nh` with a bilinear (triangle) filter widened to the reduction, as the image
/// crate's `Triangle` does, in integers.
pub(crate) fn resize(
    pixels: Vec<u8>,
    w: u32,
    h: u32,
    channels: usize,
    nw: u32,
    nh: u32,
) -> Result<Vec<u8>, Refusal> {
    if (w, h) == (nw, nh) {
        return Ok(pixels);
    }
    let kind = match channels {
        1 => fir::PixelType::U8,
        _ => fir::PixelType::U8x3,
    };
    let failed = |e: &dyn std::fmt::Display| Refusal::stopped(format!("cannot be resampled: {e}"));
    let source = fir::images::Image::from_vec_u8(w, h, pixels, kind).map_err(|e| failed(&e))?;
    let mut target = fir::images::Image::new(nw, nh, kind);
    let options = fir::ResizeOptions::new()
        .resize_alg(fir::ResizeAlg::Convolution(fir::FilterType::Bilinear));
    fir::Resizer::new().resize(&source, &mut target, &options).map_err(|e| failed(&e))?;
    Ok(target.into_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_decodes_at_the_dct_scale_within_a_tenth_of_its_side() {
        // A 12-MP phone photo cut to 764 px: a quarter scale gives 756, near enough.
        let px = cut_decode_px(4032, 3024, 764);
        assert_eq!(px, 1008);
        assert_eq!(dct_divisor(4032, 3024, px, 756), 4);
        // No scale near enough: the shorter side at the full 764.
        assert_eq!(cut_decode_px(4032, 3024, 850), 1134);
        // Already small: as wanted.
        assert_eq!(cut_decode_px(600, 400, 764), 1146);
    }

    #[test]
    fn the_divisor_is_the_largest_that_keeps_the_print_size() {
        // A phone photo for a 63 mm symbol (745 px): a quarter, 1008 × 756.
        assert_eq!(dct_divisor(4032, 3024, 745, 559), 4);
        assert_eq!(dct_divisor(4032, 3024, 504, 378), 8);
        assert_eq!(dct_divisor(4032, 3024, 505, 378), 4);
        assert_eq!(dct_divisor(1000, 500, 300, 150), 2);
        assert_eq!(dct_divisor(1000, 500, 600, 300), 1);
        // Sides are rounded up: 1001 / 2 gives 501.
        assert_eq!(dct_divisor(1001, 10, 501, 5), 2);
    }

    #[test]
    fn resizing_keeps_flat_colour_and_lands_on_the_size() {
        let flat = [10u8, 120, 230].repeat(600 * 400);
        let small = resize(flat, 600, 400, 3, 149, 99).unwrap();
        assert_eq!(small.len(), 149 * 99 * 3);
        assert!(small.chunks_exact(3).all(|p| p == [10, 120, 230]));
    }
}
