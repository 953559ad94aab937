//! Bitmap symbols as PDF image XObjects, encoded deliberately rather than by printpdf's
//! defaults (which re-encode lossily and may drop alpha):
//!
//! - an unchanged JPEG keeps its own bytes (DCT), so a photo is never compressed twice;
//! - a big opaque picture (a photo that was downsampled) is encoded as JPEG at quality 90,
//!   unless it is line art: few colours, or Flate hardly bigger than JPEG (JPEG would ring
//!   around its sharp edges for little gain);
//! - everything else is lossless Flate, and alpha becomes a soft mask, so a transparent PNG
//!   never prints as a black box.
//!
//! The image XObject maps the unit square, first row at the top, like every PDF image.

use std::collections::BTreeMap;

use printpdf::{DictItem, ExternalStream, ExternalXObject};

use crate::error::{Error, Result};
use crate::symbols::packed::{self, Stored};
use crate::symbols::raster::{JpegFrame, jpeg_header};
use crate::symbols::{Packed, Raster};

/// The image XObject of one bitmap symbol; `name` is for error messages.
pub(crate) fn image_xobject(raster: &Raster, name: &str) -> Result<ExternalXObject> {
    if let Some(packed) = raster.packed() {
        // Packed at load into exactly what the lossless path below would write.
        return Ok(lossless(packed.clone()));
    }
    let (width, height) = raster.dimensions();
    let image = raster.image().ok_or_else(|| {
        Error::Pdf(format!("symbol '{name}': its packed pixels cannot be read back"))
    })?;
    if let Some(info) = raster.jpeg.as_deref().and_then(|j| jpeg_info(j)) {
        let bytes = raster.jpeg.as_deref().map(|j| j.to_vec()).unwrap_or_default();
        let mut xobject = jpeg(&info, bytes);
        // A photo cut to a shape: the photo once as JPEG, the shape its soft mask.
        if !raster.opaque {
            let alpha: Vec<u8> = image.pixels().map(|p| p.0[3]).collect();
            let rows = packed::deflate_rows(&alpha, width, 1, usize::MAX)
                .map_err(compression(name))?
                .unwrap_or_default();
            xobject.stream.dict.insert("SMask".to_string(), soft_mask(width, height, rows));
        }
        return Ok(xobject);
    }
    // Not stored at load (a back, or a picture made here): decided now, the same way.
    Ok(match packed::store(&image, raster.opaque).map_err(compression(name))? {
        Stored::Lossless(packed) => lossless(packed),
        Stored::Jpeg(bytes) => jpeg(&JpegInfo { width, height, color_space: "DeviceRGB" }, bytes),
    })
}

/// The XObject of a JPEG's bytes, embedded as they are.
fn jpeg(info: &JpegInfo, bytes: Vec<u8>) -> ExternalXObject {
    let mut dict = image_dict(info.width, info.height);
    dict.insert("ColorSpace".to_string(), name_item(info.color_space));
    dict.insert("Filter".to_string(), name_item("DCTDecode"));
    xobject(ExternalStream { dict, content: bytes, compress: false })
}

/// The XObject of losslessly compressed rows: RGB, with alpha as a soft mask if there is any.
fn lossless(packed: Packed) -> ExternalXObject {
    let Packed { width, height, rgb, alpha } = packed;
    let mut dict = image_dict(width, height);
    dict.insert("ColorSpace".to_string(), name_item("DeviceRGB"));
    flate_entries(&mut dict, width, 3);
    if let Some(alpha) = alpha {
        dict.insert("SMask".to_string(), soft_mask(width, height, alpha));
    }
    xobject(ExternalStream { dict, content: rgb, compress: false })
}

fn xobject(stream: ExternalStream) -> ExternalXObject {
    ExternalXObject { stream, width: None, height: None, dpi: None }
}

/// The soft mask holding `alpha`, rows compressed by [`deflate_rows`].
fn soft_mask(width: u32, height: u32, alpha: Vec<u8>) -> DictItem {
    let mut mask = image_dict(width, height);
    mask.insert("ColorSpace".to_string(), name_item("DeviceGray"));
    flate_entries(&mut mask, width, 1);
    DictItem::Stream { stream: ExternalStream { dict: mask, content: alpha, compress: false } }
}

fn compression(name: &str) -> impl Fn(std::io::Error) -> Error + '_ {
    move |e| Error::Pdf(format!("symbol '{name}': compression failed: {e}"))
}

/// The filter and predictor entries of rows compressed by [`deflate_rows`] (`colors` bytes a
/// pixel). Compressing here rather than by the document's final `compress()`, which uses
/// the slowest level on one thread, lets symbols be converted in parallel.
fn flate_entries(dict: &mut BTreeMap<String, DictItem>, width: u32, colors: usize) {
    dict.insert("Filter".to_string(), name_item("FlateDecode"));
    let params = BTreeMap::from([
        ("Predictor".to_string(), DictItem::Int(15)),
        ("Colors".to_string(), DictItem::Int(colors as i64)),
        ("BitsPerComponent".to_string(), DictItem::Int(8)),
        ("Columns".to_string(), DictItem::Int(i64::from(width))),
    ]);
    dict.insert("DecodeParms".to_string(), DictItem::Dict { map: params });
}

fn name_item(name: &str) -> DictItem {
    DictItem::Name(name.as_bytes().to_vec())
}

fn image_dict(width: u32, height: u32) -> BTreeMap<String, DictItem> {
    BTreeMap::from([
        ("Type".to_string(), name_item("XObject")),
        ("Subtype".to_string(), name_item("Image")),
        ("Width".to_string(), DictItem::Int(i64::from(width))),
        ("Height".to_string(), DictItem::Int(i64::from(height))),
        ("BitsPerComponent".to_string(), DictItem::Int(8)),
    ])
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
    use crate::symbols::packed::has_few_colours;
    use image::codecs::jpeg::JpegEncoder;
    use image::{Rgb, RgbImage, RgbaImage};
    use std::sync::Arc;

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
    fn original_jpeg_is_embedded_unchanged() {
        let bytes = jpeg_bytes(40, 30);
        let raster = Raster::new(RgbaImage::new(40, 30), true, Some(Arc::new(bytes.clone())));
        let x = image_xobject(&raster, "photo").unwrap();
        assert_eq!(x.stream.content, bytes);
        assert!(!x.stream.dict.contains_key("SMask"));
    }

    #[test]
    fn alpha_becomes_a_soft_mask() {
        let image = RgbaImage::from_fn(8, 8, |x, _| image::Rgba([255, 0, 0, (x * 30) as u8]));
        let raster = Raster::new(image, false, None);
        let x = image_xobject(&raster, "dot").unwrap();
        let inflate = |bytes: &[u8]| {
            use std::io::Read;
            let mut out = Vec::new();
            flate2::read::ZlibDecoder::new(bytes).read_to_end(&mut out).unwrap();
            out
        };
        assert_eq!(x.stream.dict.get("Filter"), Some(&name_item("FlateDecode")));
        // Eight rows, each a filter byte and eight pixels.
        assert_eq!(inflate(&x.stream.content).len(), 8 * (1 + 8 * 3));
        let Some(DictItem::Stream { stream }) = x.stream.dict.get("SMask") else {
            panic!("no soft mask")
        };
        let alpha = inflate(&stream.content);
        assert_eq!(alpha[..9], [2, 0, 30, 60, 90, 120, 150, 180, 210]);
        // Every later row equals the first: all zero differences.
        assert!(alpha[9..].iter().enumerate().all(|(i, &v)| v == if i % 9 == 0 { 2 } else { 0 }));
    }

    #[test]
    fn a_packed_picture_gives_the_same_xobject() {
        let soft =
            RgbaImage::from_fn(50, 40, |x, y| image::Rgba([200, x as u8, y as u8, (x * 5) as u8]));
        let flat = RgbaImage::from_fn(50, 40, |x, y| image::Rgba([x as u8, y as u8, 9, 255]));
        for (image, opaque) in [(soft, false), (flat, true)] {
            let whole = Raster::new(image, opaque, None);
            let mut packed = whole.clone();
            packed.store();
            assert!(packed.packed().is_some());
            let (a, b) =
                (image_xobject(&whole, "a").unwrap(), image_xobject(&packed, "a").unwrap());
            assert_eq!(a.stream.content, b.stream.content);
            assert_eq!(a.stream.dict, b.stream.dict);
        }
    }

    #[test]
    fn big_line_art_stays_lossless() {
        // Black strokes on white, anti-aliased: thousands of pixels, a handful of greys.
        let strokes = RgbaImage::from_fn(600, 400, |x, y| {
            let v = ((x / 3 + y / 5) % 40 * 6).min(255) as u8;
            image::Rgba([v, v, v, 255])
        });
        let raster = Raster::new(strokes, true, None);
        let x = image_xobject(&raster, "clip-art").unwrap();
        assert_eq!(x.stream.dict.get("Filter"), Some(&name_item("FlateDecode")));
        // Many colours, but flat areas and sharp edges: Flate is not much bigger than JPEG.
        let blocks = RgbaImage::from_fn(600, 400, |x, y| {
            let (bx, by) = (x / 20, y / 20);
            image::Rgba([(bx * 8) as u8, (by * 12) as u8, ((bx + by) * 3) as u8, 255])
        });
        let rgb: Vec<u8> = blocks.pixels().flat_map(|p| [p[0], p[1], p[2]]).collect();
        assert!(!has_few_colours(&rgb), "the test picture must have many colours");
        let raster = Raster::new(blocks, true, None);
        let x = image_xobject(&raster, "blocks").unwrap();
        assert_eq!(x.stream.dict.get("Filter"), Some(&name_item("FlateDecode")));
    }

    #[test]
    fn big_opaque_pictures_become_jpeg() {
        // Photo-like: smooth shading plus sensor noise, which Flate cannot squeeze.
        let image = RgbaImage::from_fn(400, 300, |x, y| {
            let noise = (x.wrapping_mul(7919) ^ y.wrapping_mul(104_729)) % 37;
            image::Rgba([x as u8, y as u8, (100 + noise) as u8, 255])
        });
        let raster = Raster::new(image, true, None);
        let x = image_xobject(&raster, "photo").unwrap();
        assert_eq!(x.stream.dict.get("Filter"), Some(&name_item("DCTDecode")));
        assert!(x.stream.content.starts_with(&[0xFF, 0xD8]));
        assert!(!x.stream.dict.contains_key("DecodeParms"), "Flate's parameters left behind");
    }
}
