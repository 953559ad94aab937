//! Pictures loaded once. The web page checks each picture as it is chosen, in several
//! workers; what loading made there (the decoded, downsampled bitmap) comes back as bytes
//! that can travel between workers, and handed back beside the same file it spares making
//! the deck a second decode.
//!
//! The bytes carry the file's length and hash, the print size, the key-white choice and the
//! engine's version, and with the pixels the JPEG the PDF will embed (encoding it is half the
//! work of a photo). A restored picture is the symbol loading would make, bit for bit; with
//! any of those different, or bytes that do not read back, the file is simply decoded again.

use std::hash::Hasher as _;
use std::sync::Arc;

use super::packed::Packed;
use super::picture::{self, Loaded, Source};
use super::similar::{self, Look};
use super::{PhotoShape, Pixels, Raster, Shaped, Symbol, SymbolKind, SymbolOptions};
use crate::error::{Error, Result};

/// What the bytes start with; the number changes with their layout.
const MAGIC: &[u8; 4] = b"FDP4";
/// The shapes by the number written for them, less one.
const SHAPES: [PhotoShape; 4] =
    [PhotoShape::Whole, PhotoShape::Circle, PhotoShape::Rounded, PhotoShape::Squircle];

/// What checking one picture found: its name, warnings, fingerprint and loaded form.
#[derive(Debug, Clone)]
pub struct PictureCheck {
    /// The symbol's name (see [`super::symbol_name`]).
    pub name: String,
    /// Warnings about the picture (faint, …), each naming the file.
    pub warnings: Vec<crate::i18n::Text>,
    /// The photo's fingerprint, for finding look-alikes (`None` for drawings: only opaque
    /// bitmaps are compared, as the deck compares them).
    pub look: Option<Look>,
    /// The loaded bitmap as bytes, to hand back as [`super::NamedBytes::prepared`] (`None`
    /// for SVG drawings, which stay vector and are parsed again quickly).
    pub prepared: Option<Vec<u8>>,
    /// Whether it is a photo (see [`is_photo`]): a folder of nothing else is offered a cut.
    pub photo: bool,
}

/// Loads one picture from its bytes as the deck would with `options` (limits, isolation,
/// checks; see [`super::load_picture`]) and returns what the page keeps of it.
pub fn prepare_picture(name: &str, data: Vec<u8>, options: &SymbolOptions) -> Result<PictureCheck> {
    let source = super::memory_source(name, &data)?;
    let key = key(fingerprint(&data), options, &picture::file_name(&source.path));
    let (symbol, warnings) = picture::load(&source, data, None, options)
        .map_err(|reason| Error::BadSymbol { path: source.path.clone(), reason })?;
    let look = similar::photo_look(&symbol);
    let photo = is_photo(&symbol);
    let prepared = match &symbol.kind {
        SymbolKind::Raster(raster) => Some(write(&key, raster, &warnings, symbol.crop)),
        SymbolKind::Vector(_) | SymbolKind::Lettering(_) => None,
    };
    Ok(PictureCheck { name: symbol.name, warnings, look, prepared, photo })
}

/// Grey levels past which a grey picture is a black-and-white photo rather than line art.
const PHOTO_GREYS: usize = 128;

/// Whether `symbol` is a photo: an opaque bitmap (or one cut to a shape, which was), of more
/// colours than line art has (or, in grey, more levels), so not a logo or a scan of a drawing.
pub fn is_photo(symbol: &Symbol) -> bool {
    let SymbolKind::Raster(r) = &symbol.kind else { return false };
    if !(r.opaque || symbol.crop.is_some()) {
        return false;
    }
    r.image().is_some_and(|image| {
        if image.pixels().all(|p| p.0[0] == p.0[1] && p.0[1] == p.0[2]) {
            let mut levels = [false; 256];
            image.pixels().for_each(|p| levels[usize::from(p.0[0])] = true);
            return levels.iter().filter(|&&seen| seen).count() > PHOTO_GREYS;
        }
        let rgb: Vec<u8> = image.pixels().flat_map(|p| [p.0[0], p.0[1], p.0[2]]).collect();
        !super::packed::has_few_colours(&rgb)
    })
}

/// Photo `name` (its bytes `data`) cut to each shape as `options` would cut it, as PNG bytes
/// at most `px` pixels across (the rim as thick for its size as on the card), whole first,
/// then circle, rounded and squircle: what the page shows beside its offer of a shape.
pub fn shape_previews(
    name: &str,
    data: &[u8],
    options: &SymbolOptions,
    px: u32,
) -> Result<Vec<Vec<u8>>> {
    let shapes = [PhotoShape::Whole, PhotoShape::Circle, PhotoShape::Rounded, PhotoShape::Squircle];
    shapes
        .into_iter()
        .map(|shape| {
            let mut small = options.clone();
            // At 300 dpi, `px` pixels are this many millimetres; the rim shrinks alike.
            let mm = px.max(16) as f32 * 25.4 / 300.0;
            let printed = options.max_print_mm.filter(|m| m.is_finite() && *m > 0.0);
            small.max_print_mm = Some(mm);
            small.photo.rim_mm = options.photo.rim_mm * mm / printed.unwrap_or(60.0);
            small.photo.shape = shape;
            let symbol = super::load_picture(name, data.to_vec(), &small)?;
            let image = match &symbol.kind {
                SymbolKind::Raster(r) => r.image(),
                _ => None,
            };
            let Some(image) = image else {
                let reason = crate::i18n::text!("not-a-photo");
                return Err(Error::invalid("photo", name, reason));
            };
            let mut out = std::io::Cursor::new(Vec::new());
            image
                .write_to(&mut out, image::ImageFormat::Png)
                .map_err(|e| Error::Preview(format!("cannot encode the PNG: {e}")))?;
            Ok(out.into_inner())
        })
        .collect()
}

/// A file's length and hash: what finds copies in a folder, and what a prepared picture
/// must have been made from.
pub(crate) fn fingerprint(data: &[u8]) -> (u64, u64) {
    let mut hasher = std::hash::DefaultHasher::new();
    hasher.write(data);
    (data.len() as u64, hasher.finish())
}

/// What a prepared picture must match: the file (its [`fingerprint`]), the print size, the
/// keying, how photos are cut (and this one's focus, by its file `name`), the engine.
fn key((length, hash): (u64, u64), options: &SymbolOptions, name: &str) -> Vec<u8> {
    let mut key = Vec::with_capacity(64);
    key.extend_from_slice(MAGIC);
    key.extend_from_slice(&length.to_le_bytes());
    key.extend_from_slice(&hash.to_le_bytes());
    key.extend_from_slice(&options.max_px().to_le_bytes());
    key.push(u8::from(options.key_white));
    let cut = &options.photo;
    key.push(cut.shape as u8);
    key.extend_from_slice(&cut.rim_mm.to_le_bytes());
    key.extend_from_slice(&cut.rim_rgb);
    match cut.focus_for(name) {
        Some(f) => {
            key.push(1);
            for v in [f.x, f.y, f.zoom] {
                key.extend_from_slice(&v.to_le_bytes());
            }
        }
        None => key.push(0),
    }
    let version = env!("CARGO_PKG_VERSION").as_bytes();
    key.push(version.len() as u8);
    key.extend_from_slice(version);
    key
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
    out.extend_from_slice(bytes);
}

fn write(
    key: &[u8],
    raster: &Raster,
    warnings: &[crate::i18n::Text],
    crop: Option<super::Crop>,
) -> Vec<u8> {
    let (width, height) = raster.dimensions();
    let mut out = key.to_vec();
    out.extend_from_slice(&width.to_le_bytes());
    out.extend_from_slice(&height.to_le_bytes());
    out.push(u8::from(raster.opaque));
    match &raster.jpeg {
        Some(jpeg) => {
            out.push(1);
            put(&mut out, jpeg);
        }
        None => out.push(0),
    }
    match raster.shaped.as_deref() {
        Some(shaped) => {
            out.push(1 + shaped.shape as u8);
            for v in shaped.window.iter().chain(&shaped.size) {
                out.extend_from_slice(&v.to_le_bytes());
            }
            out.extend_from_slice(&shaped.rim_px.to_le_bytes());
            out.extend_from_slice(&shaped.rim_rgb);
        }
        None => out.push(0),
    }
    out.extend_from_slice(&(warnings.len() as u32).to_le_bytes());
    for warning in warnings {
        // As JSON: a Text's id and arguments, read back by `restore`.
        put(&mut out, &serde_json::to_vec(warning).unwrap_or_default());
    }
    match crop {
        Some(c) => {
            out.push(1 + c.shape as u8);
            for v in [c.center[0], c.center[1], c.size[0], c.size[1]] {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        None => out.push(0),
    }
    match &raster.pixels {
        Pixels::Plain(image) => {
            out.push(0);
            put(&mut out, image.as_raw());
        }
        Pixels::Packed(packed) => {
            out.push(1);
            put(&mut out, &packed.rgb);
            match &packed.alpha {
                Some(alpha) => {
                    out.push(1);
                    put(&mut out, alpha);
                }
                None => out.push(0),
            }
        }
    }
    out
}

/// Reads the bytes [`write`] wrote, front to back; `None` once they run short.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (head, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(head)
    }
    fn byte(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    fn sized(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(u64::from_le_bytes(self.take(8)?.try_into().ok()?)).ok()?;
        self.take(n)
    }
}

/// The picture `prepared` holds, if it was prepared with `options` from the file whose
/// [`fingerprint`] is `file`.
pub(crate) fn restore(
    prepared: &[u8],
    file: (u64, u64),
    source: &Source,
    options: &SymbolOptions,
) -> Option<Loaded> {
    let key = key(file, options, &picture::file_name(&source.path));
    let mut r = Reader(prepared.strip_prefix(key.as_slice())?);
    let (width, height) = (r.u32()?, r.u32()?);
    let opaque = r.byte()? == 1;
    let jpeg = match r.byte()? {
        1 => Some(Arc::new(r.sized()?.to_vec())),
        _ => None,
    };
    // A bitmap no larger than loading makes: the bytes came from outside this engine.
    let limit = match options.max_px() {
        0 => crate::guard::MAX_SIDE,
        px => px,
    };
    let shaped = match r.byte()? {
        0 => None,
        shape @ 1..=4 => {
            let mut v = [0u32; 5];
            for slot in &mut v {
                *slot = r.u32()?;
            }
            let rim_px = f32::from_le_bytes(r.take(4)?.try_into().ok()?);
            let rim_rgb: [u8; 3] = r.take(3)?.try_into().ok()?;
            let shape = SHAPES[usize::from(shape - 1)];
            let shaped =
                Shaped { window: [v[0], v[1], v[2]], size: [v[3], v[4]], shape, rim_px, rim_rgb };
            // Its JPEG must be there, of the size it says, in grey or colour, no larger than
            // loading makes, and the cut's pixels its window's size.
            let frame = super::raster::jpeg_header(jpeg.as_deref()?).0?;
            let side = shaped.window[2];
            if !shaped.holds()
                || [frame.width, frame.height] != shaped.size
                || !matches!(frame.components, 1 | 3)
                || frame.width.max(frame.height) > limit
                || [width, height] != [side, side]
            {
                return None;
            }
            Some(Arc::new(shaped))
        }
        _ => return None,
    };
    let pixels = u64::from(width) * u64::from(height);
    if width == 0 || height == 0 || width.max(height) > limit || pixels > crate::guard::MAX_PIXELS {
        return None;
    }
    let count = r.u32()?;
    let mut warnings = Vec::new();
    for _ in 0..count {
        warnings.push(serde_json::from_slice(r.sized()?).ok()?);
    }
    let crop = match r.byte()? {
        0 => None,
        shape @ 1..=4 => {
            let mut v = [0.0f32; 4];
            for slot in &mut v {
                *slot = f32::from_le_bytes(r.take(4)?.try_into().ok()?);
            }
            Some(super::Crop {
                shape: SHAPES[usize::from(shape - 1)],
                center: [v[0], v[1]],
                size: [v[2], v[3]],
            })
        }
        _ => return None,
    };
    let pixels = match r.byte()? {
        0 => Pixels::Plain(image::RgbaImage::from_raw(width, height, r.sized()?.to_vec())?),
        1 => {
            let rgb = r.sized()?.to_vec();
            let alpha = match r.byte()? {
                1 => Some(r.sized()?.to_vec()),
                _ => None,
            };
            let packed = Packed { width, height, rgb, alpha };
            packed.unpack()?;
            Pixels::Packed(packed)
        }
        _ => return None,
    };
    if !r.0.is_empty() {
        return None;
    }
    let raster = Raster { pixels, opaque, jpeg, shaped };
    let stem = source.path.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default();
    let name = super::display_name(&stem);
    let mut symbol =
        Symbol::new(name, source.path.display().to_string(), SymbolKind::Raster(Arc::new(raster)));
    symbol.crop = crop;
    Some((symbol, warnings))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32, alpha: u8) -> Vec<u8> {
        let image = image::RgbaImage::from_fn(w, h, |x, y| {
            image::Rgba([(x * 7) as u8, (y * 5) as u8, ((x + y) * 3) as u8, alpha])
        });
        let mut out = std::io::Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    }

    fn source(name: &str, data: &[u8]) -> Source {
        super::super::memory_source(name, data).unwrap()
    }

    #[test]
    fn a_prepared_picture_restores_the_symbol_loading_makes() {
        let whole = SymbolOptions { max_print_mm: Some(5.0), ..Default::default() };
        let mut cut = whole.clone();
        cut.photo.shape = PhotoShape::Circle;
        // An opaque picture is cut (decoded larger first); one with transparency is not, and is
        // kept at print size as when whole.
        let pictures = [("a.png", png(90, 60, 255)), ("b.png", png(40, 70, 128))];
        for (options, (name, data)) in
            [&whole, &cut].into_iter().flat_map(|o| pictures.iter().map(move |p| (o, p)))
        {
            let (options, name, data) = (options.clone(), *name, data.clone());
            let check = prepare_picture(name, data.clone(), &options).unwrap();
            let (restored, _) = restore(
                check.prepared.as_ref().unwrap(),
                fingerprint(&data),
                &source(name, &data),
                &options,
            )
            .expect("restored");
            let loaded = super::super::load_picture(name, data.to_vec(), &options).unwrap();
            let (SymbolKind::Raster(a), SymbolKind::Raster(b)) = (&restored.kind, &loaded.kind)
            else {
                panic!("bitmaps")
            };
            assert_eq!((a.dimensions(), a.opaque, &a.jpeg), (b.dimensions(), b.opaque, &b.jpeg));
            assert_eq!(a.shaped, b.shaped);
            // Only the opaque one is cut: its window stored once as JPEG, the shape over it.
            let shaped = options.photo.shape != PhotoShape::Whole && name == "a.png";
            assert_eq!(a.shaped.is_some(), shaped, "{name}");
            assert_eq!(a.packed(), b.packed());
            assert_eq!(a.image().unwrap().as_raw(), b.image().unwrap().as_raw());
            assert_eq!((&restored.name, &restored.source), (&loaded.name, &loaded.source));
        }
    }

    #[test]
    fn other_bytes_options_or_damage_are_decoded_again() {
        let options = SymbolOptions { max_print_mm: Some(5.0), ..Default::default() };
        let data = png(90, 60, 255);
        let prepared = prepare_picture("a.png", data.clone(), &options).unwrap().prepared.unwrap();
        let (file, here) = (fingerprint(&data), source("a.png", &data));
        assert!(restore(&prepared, file, &here, &options).is_some());
        let other = fingerprint(&png(90, 61, 255));
        assert!(restore(&prepared, other, &here, &options).is_none());
        let larger = SymbolOptions { max_print_mm: Some(6.0), ..Default::default() };
        assert!(restore(&prepared, file, &here, &larger).is_none());
        let keyed = SymbolOptions { key_white: true, ..options.clone() };
        assert!(restore(&prepared, file, &here, &keyed).is_none());
        for cut in [1, 10, prepared.len() / 2, prepared.len() - 1] {
            assert!(restore(&prepared[..cut], file, &here, &options).is_none(), "{cut}");
        }
        let mut longer = prepared.clone();
        longer.push(0);
        assert!(restore(&longer, file, &here, &options).is_none());
    }
}
