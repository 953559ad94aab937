//! Bitmaps kept compressed while the deck is made.
//!
//! A folder of clip-art holds its pictures decoded for the whole run: 993 pictures of
//! 320 × 320 pixels are 400 MB of RGBA, most of a big deck's memory, while the layout needs
//! only their masks (made once, at load). So once a picture is measured it is kept as the
//! Flate streams the PDF stores anyway (rows with the PNG "up" predictor, zlib), a few
//! kilobytes for clip-art; the PDF writer copies them as they are, and the rare reader of
//! pixels (a PNG preview, a mask at another size) inflates them again.
//!
//! One encoder serves both, so a picture packed at load and one encoded by the PDF writer
//! give the same bytes.

use std::io::{Read, Write};

/// Pictures with at least this many pixels are compressed with the fast level: the
/// predictor has already flattened them, and the slow level costs much time for little.
const FAST_FROM_PIXELS: usize = 300 * 300;

/// Opaque pictures with at least this many pixels are taken to be photos, which the PDF may
/// store as JPEG; smaller ones (icons, pixel art) stay lossless.
pub(crate) const JPEG_MIN_PIXELS: u64 = 300 * 300;

/// Whether an opaque picture of this size is a candidate for JPEG (then it is not packed at
/// load: the writer decides between JPEG and Flate by their sizes).
pub(crate) fn goes_to_jpeg(width: u32, height: u32) -> bool {
    u64::from(width) * u64::from(height) >= JPEG_MIN_PIXELS
}

/// JPEG quality for re-encoded photos: no visible loss in print, about a tenth of Flate.
pub(crate) const JPEG_QUALITY: u8 = 90;

/// A picture with at most this many distinct colours is line art (a logo, clip art, a
/// palette PNG) and stays lossless, however big.
pub(crate) const LINE_ART_COLOURS: usize = 256;

/// Lossless is kept when Flate is at most this many times the JPEG's size: the few bytes
/// saved are not worth JPEG's ringing around sharp edges.
pub(crate) const FLATE_OVER_JPEG: f64 = 1.3;

/// How the PDF stores a bitmap. Decided when the picture is loaded (in parallel, and in the
/// web page's checking workers), so that writing the PDF only copies bytes.
#[derive(Debug)]
pub(crate) enum Stored {
    /// A photo, encoded as JPEG at [`JPEG_QUALITY`].
    Jpeg(Vec<u8>),
    /// Everything else: lossless rows, alpha apart.
    Lossless(Packed),
}

/// How the PDF stores `image` (`opaque`: every pixel is): a big opaque picture as JPEG,
/// unless it is line art (few colours, or Flate hardly bigger than JPEG, where JPEG would
/// ring around sharp edges for little gain); anything else lossless.
pub(crate) fn store(image: &image::RgbaImage, opaque: bool) -> std::io::Result<Stored> {
    let (width, height) = image.dimensions();
    if opaque && goes_to_jpeg(width, height) {
        let (rgb, _) = split(image, false);
        if !has_few_colours(&rgb) {
            let jpeg = encode_jpeg(&rgb, width, height)?;
            // Flate only wins if it stays within the limit: for a photo, stop as soon as it
            // passes (the output only grows), after a fraction of the picture.
            let limit = (FLATE_OVER_JPEG * jpeg.len() as f64) as usize;
            return Ok(match deflate_rows(&rgb, width, 3, limit)? {
                Some(rgb) => Stored::Lossless(Packed { width, height, rgb, alpha: None }),
                None => Stored::Jpeg(jpeg),
            });
        }
    }
    Ok(Stored::Lossless(Packed::new(image, opaque)?))
}

/// RGB pixels `rgb` (`width` × `height`) as the JPEG the PDF stores, at [`JPEG_QUALITY`].
pub(crate) fn encode_jpeg(rgb: &[u8], width: u32, height: u32) -> std::io::Result<Vec<u8>> {
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, JPEG_QUALITY)
        .encode(rgb, width, height, image::ExtendedColorType::Rgb8)
        .map_err(std::io::Error::other)?;
    Ok(jpeg)
}

/// Whether RGB pixels `rgb` use at most [`LINE_ART_COLOURS`] colours. A photo is told
/// apart within its first few hundred pixels, so this costs nothing for them.
pub(crate) fn has_few_colours(rgb: &[u8]) -> bool {
    let mut seen = std::collections::BTreeSet::new();
    for pixel in rgb.chunks_exact(3) {
        if seen.insert([pixel[0], pixel[1], pixel[2]]) && seen.len() > LINE_ART_COLOURS {
            return false;
        }
    }
    true
}

/// The compressed form of a bitmap: its colour and (if it has any) alpha rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Packed {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// RGB rows, each a filter byte (2, "up") and the differences from the row above, zlib.
    pub rgb: Vec<u8>,
    /// Alpha rows the same way, `None` when every pixel is opaque.
    pub alpha: Option<Vec<u8>>,
}

impl Packed {
    /// Packs `image`; `opaque` says every pixel is opaque (then alpha is not kept).
    pub(crate) fn new(image: &image::RgbaImage, opaque: bool) -> std::io::Result<Packed> {
        let (width, height) = image.dimensions();
        let (rgb, alpha) = split(image, !opaque);
        let rgb = deflate_rows(&rgb, width, 3, usize::MAX)?.unwrap_or_default();
        let alpha = match alpha {
            Some(alpha) => Some(deflate_rows(&alpha, width, 1, usize::MAX)?.unwrap_or_default()),
            None => None,
        };
        Ok(Packed { width, height, rgb, alpha })
    }

    /// The pixels again; `None` if the streams are damaged (only a bug could do that, or
    /// bytes handed back from outside, which [`super::prepared`] checks with this).
    pub(crate) fn unpack(&self) -> Option<image::RgbaImage> {
        let (w, h) = (self.width, self.height);
        let (rgb, alpha) = self.channels()?;
        let pixels = (0..w as usize * h as usize)
            .flat_map(|i| {
                let a = alpha.as_ref().map_or(255, |a| a[i]);
                [rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2], a]
            })
            .collect();
        image::RgbaImage::from_raw(w, h, pixels)
    }

    /// The pixels' RGB bytes and, if kept, their alpha, as the PDF's images take them;
    /// `None` if the streams are damaged.
    pub(crate) fn channels(&self) -> Option<(Vec<u8>, Option<Vec<u8>>)> {
        let (w, h) = (self.width, self.height);
        let rgb = inflate_rows(&self.rgb, w, h, 3)?;
        let alpha = match &self.alpha {
            Some(a) => Some(inflate_rows(a, w, h, 1)?),
            None => None,
        };
        Some((rgb, alpha))
    }

    /// Bytes held.
    pub fn len(&self) -> usize {
        self.rgb.len() + self.alpha.as_ref().map_or(0, Vec::len)
    }

    /// Whether nothing is held (never, for a picture with pixels).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The colour and, if `with_alpha`, the alpha of `image`'s pixels, in one pass over its
/// bytes: an iterator of pixels per plane cost more than the copy itself.
pub(crate) fn split(image: &image::RgbaImage, with_alpha: bool) -> (Vec<u8>, Option<Vec<u8>>) {
    let raw = image.as_raw();
    let pixels = raw.len() / 4;
    let mut rgb = Vec::with_capacity(3 * pixels);
    let mut alpha = Vec::with_capacity(if with_alpha { pixels } else { 0 });
    for p in raw.chunks_exact(4) {
        rgb.extend_from_slice(&p[..3]);
        if with_alpha {
            alpha.push(p[3]);
        }
    }
    (rgb, with_alpha.then_some(alpha))
}

/// Compresses pixel rows (`colors` bytes a pixel, `width` pixels a row) with the PNG "up"
/// predictor, each row stored as its difference from the row above, which roughly halves
/// photos and smooth shading. `None` once the output passes `limit` bytes (a caller that
/// would rather use JPEG then stops early).
pub(crate) fn deflate_rows(
    data: &[u8],
    width: u32,
    colors: usize,
    limit: usize,
) -> std::io::Result<Option<Vec<u8>>> {
    let row = width as usize * colors;
    let mut filtered = Vec::with_capacity(data.len() + data.len() / row.max(1) + 1);
    let mut previous: &[u8] = &[];
    for line in data.chunks(row.max(1)) {
        filtered.push(2); // PNG filter type 2: up
        if previous.is_empty() {
            filtered.extend_from_slice(line);
        } else {
            filtered.extend(line.iter().zip(previous).map(|(a, b)| a.wrapping_sub(*b)));
        }
        previous = line;
    }
    let level = if data.len() >= FAST_FROM_PIXELS * colors {
        flate2::Compression::fast()
    } else {
        flate2::Compression::default()
    };
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), level);
    for chunk in filtered.chunks(64 * 1024) {
        encoder.write_all(chunk)?;
        if encoder.get_ref().len() > limit {
            return Ok(None);
        }
    }
    let content = encoder.finish()?;
    Ok((content.len() <= limit).then_some(content))
}

/// The rows [`deflate_rows`] packed, without filter bytes; `None` unless they are exactly
/// `height` rows of `width` pixels with the "up" filter.
fn inflate_rows(content: &[u8], width: u32, height: u32, colors: usize) -> Option<Vec<u8>> {
    let row = width as usize * colors;
    let expected = (row + 1) * height as usize;
    let mut filtered = Vec::with_capacity(expected);
    flate2::read::ZlibDecoder::new(content)
        .take(expected as u64 + 1)
        .read_to_end(&mut filtered)
        .ok()?;
    if filtered.len() != expected {
        return None;
    }
    let mut out = Vec::with_capacity(row * height as usize);
    for (y, line) in filtered.chunks(row + 1).enumerate() {
        if line[0] != 2 {
            return None;
        }
        if y == 0 {
            out.extend_from_slice(&line[1..]);
        } else {
            let above = (y - 1) * row;
            for (x, &d) in line[1..].iter().enumerate() {
                out.push(d.wrapping_add(out[above + x]));
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(opaque: bool) -> image::RgbaImage {
        image::RgbaImage::from_fn(37, 23, |x, y| {
            let a = if opaque { 255 } else { ((x * 7 + y * 3) % 256) as u8 };
            image::Rgba([(x * 5) as u8, (y * 11) as u8, (x ^ y) as u8, a])
        })
    }

    #[test]
    fn packs_and_unpacks_the_same_pixels() {
        for opaque in [false, true] {
            let image = picture(opaque);
            let packed = Packed::new(&image, opaque).unwrap();
            assert_eq!(packed.alpha.is_none(), opaque);
            assert_eq!(packed.unpack().unwrap(), image);
        }
    }

    #[test]
    fn clip_art_packs_small() {
        // One colour, a soft-edged disc: 400 KB of RGBA.
        let image = image::RgbaImage::from_fn(320, 320, |x, y| {
            let d = ((x as f32 - 160.0).powi(2) + (y as f32 - 160.0).powi(2)).sqrt();
            image::Rgba([200, 40, 90, ((150.0 - d).clamp(0.0, 1.0) * 255.0) as u8])
        });
        let packed = Packed::new(&image, false).unwrap();
        assert!(packed.len() < 20_000, "{} bytes", packed.len());
        assert_eq!(packed.unpack().unwrap(), image);
    }

    #[test]
    fn damaged_streams_unpack_to_none() {
        let mut packed = Packed::new(&picture(false), false).unwrap();
        packed.height += 1;
        assert_eq!(packed.unpack(), None);
        let mut packed = Packed::new(&picture(false), false).unwrap();
        packed.rgb.truncate(10);
        assert_eq!(packed.unpack(), None);
    }

    #[test]
    fn stops_past_the_limit() {
        let image = picture(true);
        let rgb: Vec<u8> = image.pixels().flat_map(|p| [p.0[0], p.0[1], p.0[2]]).collect();
        assert_eq!(deflate_rows(&rgb, 37, 3, 10).unwrap(), None);
        assert!(deflate_rows(&rgb, 37, 3, usize::MAX).unwrap().is_some());
    }
}
