//! Bitmap symbols as PDF images, encoded deliberately:
//!
//! - an unchanged JPEG keeps its own bytes (DCT), so a photo is never compressed twice;
//! - a big opaque picture (a photo that was downsampled) is encoded as JPEG at quality 90,
//!   unless it is line art: few colours, or Flate hardly bigger than JPEG (JPEG would ring
//!   around its sharp edges for little gain);
//! - a photo cut to a shape keeps its JPEG (its own, or one of its window), and the shape is
//!   drawn over it as vectors (`super::shaped`);
//! - everything else is lossless Flate, and alpha becomes a soft mask, so a transparent PNG
//!   never prints as a black box.
//!
//! krilla compresses the lossless pixels itself, in the background, and lets them go once
//! compressed: a picture packed at load is unpacked when the PDF takes it (a picture with
//! alpha as soon as krilla asks whether it has any), never all of a folder at load.

use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

use krilla::image::{BitsPerComponent, CustomImage, Image, ImageColorspace};

use crate::guard::refusal::Refusal;
use crate::symbols::packed::{self, Packed, Stored};
use crate::symbols::raster::{JpegFrame, jpeg_header};
use crate::symbols::{Raster, Shaped};

/// A bitmap as the PDF holds it.
#[derive(Clone)]
pub(crate) enum Bitmap {
    /// An image (with its soft mask, if it has alpha).
    Plain(Image),
    /// A photo cut to a shape: its JPEG as stored, and which part of it shows in what shape.
    Cut {
        /// The photo, DCT as it came.
        photo: Image,
        /// The window it shows, its outline and rim.
        shaped: Arc<Shaped>,
    },
}

/// The PDF image of one bitmap symbol.
pub(crate) fn bitmap(raster: &Raster) -> Result<Bitmap, Refusal> {
    if let Some(packed) = raster.packed() {
        // Packed at load: lossless.
        return lossless(Arc::new(packed.clone()));
    }
    if let Some(shaped) = &raster.shaped {
        // A photo cut to a shape: its JPEG as stored, the shape drawn over it.
        let jpeg = raster.jpeg.as_deref().filter(|j| {
            jpeg_info(j).is_some_and(|i| [i.width, i.height] == shaped.size) && shaped.holds()
        });
        let jpeg = jpeg.ok_or_else(|| Refusal::damaged("its cut does not match its photo"))?;
        return Ok(Bitmap::Cut { photo: from_jpeg(jpeg.clone())?, shaped: shaped.clone() });
    }
    if let Some(jpeg) = raster.jpeg.as_deref().filter(|j| raster.opaque && jpeg_info(j).is_some()) {
        return Ok(Bitmap::Plain(from_jpeg(jpeg.clone())?));
    }
    let image = raster.image().ok_or_else(|| Refusal::stopped("its pixels cannot be read back"))?;
    // Not stored at load (a back, or a picture made here): decided now, the same way.
    let compression = |e: std::io::Error| Refusal::stopped(format!("compression failed: {e}"));
    match packed::store(&image, raster.opaque).map_err(compression)? {
        Stored::Lossless(packed) => lossless(Arc::new(packed)),
        Stored::Jpeg(bytes) => Ok(Bitmap::Plain(from_jpeg(bytes)?)),
    }
}

fn from_jpeg(bytes: Vec<u8>) -> Result<Image, Refusal> {
    Image::from_jpeg(bytes.into(), false)
        .map_err(|e| Refusal::damaged(format!("the PDF cannot hold this JPEG: {e}")))
}

fn custom(image: impl CustomImage) -> Result<Image, Refusal> {
    Image::from_custom(image, false)
        .map_err(|e| Refusal::stopped(format!("the PDF cannot hold these pixels: {e}")))
}

/// A lossless image of packed rows, unpacked when krilla first asks for its pixels.
fn lossless(packed: Arc<Packed>) -> Result<Bitmap, Refusal> {
    Ok(Bitmap::Plain(custom(Unpacked { packed, pixels: OnceLock::new() })?))
}

/// Packed rows that become channels the first time krilla asks. They were packed here, or
/// checked to unpack when handed back from outside (`symbols::prepared`).
struct Unpacked {
    packed: Arc<Packed>,
    pixels: OnceLock<Split>,
}

/// RGB and, if kept, alpha.
type Split = (Vec<u8>, Option<Vec<u8>>);

/// A copy unpacks again: krilla hashes one copy and compresses another, which then drops
/// the pixels with itself.
impl Clone for Unpacked {
    fn clone(&self) -> Unpacked {
        Unpacked { packed: self.packed.clone(), pixels: OnceLock::new() }
    }
}

impl Unpacked {
    fn channels(&self) -> &Split {
        self.pixels.get_or_init(|| {
            // Checked to unpack before (see above); zeros of the right size otherwise, which
            // krilla needs to hold its own checks.
            self.packed.channels().unwrap_or_else(|| {
                let Packed { width, height, alpha, .. } = self.packed.as_ref();
                let pixels = *width as usize * *height as usize;
                (vec![0; 3 * pixels], alpha.as_ref().map(|_| vec![0; pixels]))
            })
        })
    }
}

impl Hash for Unpacked {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let Packed { width, height, rgb, alpha } = self.packed.as_ref();
        (width, height, rgb, alpha).hash(state);
    }
}

impl CustomImage for Unpacked {
    fn color_channel(&self) -> &[u8] {
        &self.channels().0
    }
    fn alpha_channel(&self) -> Option<&[u8]> {
        // Known without unpacking, as krilla asks before it compresses.
        self.packed.alpha.as_ref()?;
        self.channels().1.as_deref()
    }
    fn bits_per_component(&self) -> BitsPerComponent {
        BitsPerComponent::Eight
    }
    fn size(&self) -> (u32, u32) {
        (self.packed.width, self.packed.height)
    }
    fn icc_profile(&self) -> Option<&[u8]> {
        None
    }
    fn color_space(&self) -> ImageColorspace {
        ImageColorspace::Rgb
    }
}

/// What the PDF needs to know about a JPEG to embed it as is.
#[derive(Debug, PartialEq)]
struct JpegInfo {
    width: u32,
    height: u32,
    color_space: &'static str,
}

/// Reads the frame header of a baseline or progressive JPEG; `None` for anything we would
/// rather re-encode (CMYK, which Adobe JPEGs store inverted, or a damaged file).
fn jpeg_info(bytes: &[u8]) -> Option<JpegInfo> {
    if bytes.get(..2)? != [0xFF, 0xD8] {
        return None;
    }
    let frame = jpeg_header(bytes).0?;
    let color_space = match frame.components {
        1 => "DeviceGray",
        3 => "DeviceRGB",
        _ => return None,
    };
    let JpegFrame { width, height, .. } = frame;
    (width > 0 && height > 0).then_some(JpegInfo { width, height, color_space })
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::codecs::jpeg::JpegEncoder;
    use image::{Rgb, RgbImage, RgbaImage};

    fn jpeg_bytes(w: u32, h: u32) -> Vec<u8> {
        let img = RgbImage::from_fn(w, h, |x, y| Rgb([x as u8, y as u8, 128]));
        let mut out = Vec::new();
        JpegEncoder::new_with_quality(&mut out, 80)
            .encode(img.as_raw(), w, h, image::ExtendedColorType::Rgb8)
            .unwrap();
        out
    }

    #[test]
    fn jpeg_header_is_read() {
        let info = jpeg_info(&jpeg_bytes(33, 17)).unwrap();
        assert_eq!(info, JpegInfo { width: 33, height: 17, color_space: "DeviceRGB" });
        assert_eq!(jpeg_info(b"not a jpeg"), None);
    }

    #[test]
    fn each_kind_of_bitmap_becomes_the_right_image() {
        let photo = Raster::new(RgbaImage::new(40, 30), true, Some(Arc::new(jpeg_bytes(40, 30))));
        assert!(matches!(bitmap(&photo), Ok(Bitmap::Plain(_))));
        let mut cut =
            Raster::new(RgbaImage::new(30, 30), false, Some(Arc::new(jpeg_bytes(40, 30))));
        let shape = crate::symbols::PhotoShape::Circle;
        let shaped =
            Shaped { window: [5, 0, 30], size: [40, 30], shape, rim_px: 1.0, rim_rgb: [0; 3] };
        cut.shaped = Some(Arc::new(shaped.clone()));
        assert!(matches!(bitmap(&cut), Ok(Bitmap::Cut { .. })), "a cut photo keeps its JPEG");
        // A window past its photo's edge (a prepared picture from outside) is refused.
        cut.shaped = Some(Arc::new(Shaped { window: [11, 0, 30], ..shaped }));
        assert!(bitmap(&cut).is_err());
        let dot = RgbaImage::from_fn(8, 8, |x, _| image::Rgba([255, 0, 0, (x * 30) as u8]));
        let mut packed = Raster::new(dot, false, None);
        packed.store();
        assert!(matches!(bitmap(&packed), Ok(Bitmap::Plain(_))));
    }

    #[test]
    fn packed_rows_unpack_to_their_channels_once_asked() {
        let dot =
            RgbaImage::from_fn(8, 4, |x, y| image::Rgba([x as u8, y as u8, 7, (30 * x) as u8]));
        let packed = Arc::new(Packed::new(&dot, false).unwrap());
        let image = Unpacked { packed, pixels: OnceLock::new() };
        assert_eq!(image.color_channel().len(), 8 * 4 * 3);
        assert_eq!(image.alpha_channel().map(<[u8]>::len), Some(8 * 4));
        assert_eq!(&image.color_channel()[..6], &[0, 0, 7, 1, 0, 7]);
        assert!(image.clone().pixels.get().is_none(), "a copy unpacks again");
    }
}
