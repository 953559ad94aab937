//! Look-alike pictures: two photos of one scene (a copy resized or saved again, cropped a
//! little, or turned by its EXIF tag) would be two symbols that players cannot tell apart.
//!
//! Each picture gets a perceptual fingerprint, its [`Look`]: the signs of the lowest
//! frequencies of a 32 × 32 grey thumbnail (a DCT "pHash", which resizing, JPEG noise and
//! small crops hardly move), and the mean colours of a 4 × 4 grid (so that a red and a blue
//! ball, alike in grey, stay apart). Photos alike in both are refused. The thresholds were
//! measured on generated copies and distinct sets (README, "Family photos").
//!
//! Only arithmetic and `libm`'s cosine: the same fingerprint on every platform.

use std::path::PathBuf;

use image::RgbaImage;
use rayon::prelude::*;

use super::{Symbol, SymbolKind, raster};
use crate::error::{Error, Result};

/// Thumbnail side, pixels: the pHash's usual 32.
const THUMB: usize = 32;

/// Frequencies kept along each axis: 8 × 8, less the mean, gives 63 bits.
const FREQUENCIES: usize = 8;

/// Bits of a fingerprint (the 8 × 8 lowest frequencies but the mean).
pub const LOOK_BITS: u32 = (FREQUENCIES * FREQUENCIES - 1) as u32;

/// Pictures whose fingerprints differ in at most this many bits may be look-alikes (their
/// colours decide). Measured (`cargo bench -- lookalike`): copies cropped 3 % differ in up to
/// 12 bits, other copies in up to 2; distinct generated scenes in 14 or more, bundled icons in
/// 8 or more (those close in grey differ in colour).
pub const MAX_ALIKE_BITS: u32 = 13;

/// ...and whose grid colours differ by at most this much on average (RGB distance, 0–441).
/// Measured: copies differ by at most 11.8 (cropped 3 %); the 19 pairs of bundled icons
/// within the bits threshold by at least 23.1.
pub const MAX_ALIKE_COLOUR: f32 = 16.0;

/// Side of the grid of mean colours.
const GRID: usize = 4;

/// A picture's perceptual fingerprint.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Look {
    /// One bit per low frequency of the grey thumbnail: above the median or not.
    pub bits: u64,
    /// Mean colour of each cell of a 4 × 4 grid, row by row, over white.
    pub colours: [[u8; 3]; GRID * GRID],
}

impl Look {
    /// In how many of the [`LOOK_BITS`] bits two fingerprints differ.
    pub fn bit_distance(&self, other: &Look) -> u32 {
        (self.bits ^ other.bits).count_ones()
    }

    /// Mean RGB distance between the grid colours of two fingerprints.
    pub fn colour_distance(&self, other: &Look) -> f32 {
        let sum: f64 = self
            .colours
            .iter()
            .zip(&other.colours)
            .map(|(a, b)| {
                let d2: i32 = (0..3).map(|c| (i32::from(a[c]) - i32::from(b[c])).pow(2)).sum();
                f64::from(d2).sqrt()
            })
            .sum();
        (sum / (GRID * GRID) as f64) as f32
    }

    /// Whether two fingerprints are close enough in both ways to be one picture.
    pub fn looks_like(&self, other: &Look) -> bool {
        self.bit_distance(other) <= MAX_ALIKE_BITS
            && self.colour_distance(other) <= MAX_ALIKE_COLOUR
    }

    /// The fingerprint as bytes (the web page keeps it beside each picture).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.bits.to_le_bytes().to_vec();
        out.extend(self.colours.iter().flatten());
        out
    }

    /// A fingerprint from [`Look::to_bytes`]; `None` for any other length.
    pub fn from_bytes(bytes: &[u8]) -> Option<Look> {
        let (bits, colours) = bytes.split_at_checked(8)?;
        if colours.len() != 3 * GRID * GRID {
            return None;
        }
        let mut look = Look {
            bits: u64::from_le_bytes(bits.try_into().ok()?),
            colours: [[0; 3]; GRID * GRID],
        };
        for (cell, rgb) in look.colours.iter_mut().zip(colours.chunks_exact(3)) {
            cell.copy_from_slice(rgb);
        }
        Some(look)
    }
}

/// The fingerprint the look-alike check compares: photos and scans (opaque bitmaps, or
/// photos cut to a shape, compared as cut) only.
pub fn photo_look(symbol: &Symbol) -> Option<Look> {
    match &symbol.kind {
        SymbolKind::Raster(r) if r.opaque || symbol.crop.is_some() => look_of(symbol),
        _ => None,
    }
}

/// The fingerprint of a picture: its bitmap, or its vector drawing rendered small.
pub fn look_of(symbol: &Symbol) -> Option<Look> {
    // A bitmap is read where it is (a photo's pixels are not copied).
    let image = match (&symbol.kind, symbol.kind.outlines()) {
        (SymbolKind::Raster(r), _) => r.image()?,
        (_, None) => return None,
        (_, Some(tree)) => {
            let size = tree.size();
            let scale = 64.0 / size.width().max(size.height());
            let w = (size.width() * scale).round().max(1.0) as u32;
            let h = (size.height() * scale).round().max(1.0) as u32;
            let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h)?;
            let transform = resvg::tiny_skia::Transform::from_scale(scale, scale);
            resvg::render(tree, transform, &mut pixmap.as_mut());
            std::borrow::Cow::Owned(raster::from_premultiplied(pixmap.data(), w, h))
        }
    };
    Some(look_of_image(&image))
}

/// The fingerprint of straight-alpha pixels, seen over white paper.
pub fn look_of_image(image: &RgbaImage) -> Look {
    let rgb = thumbnail(image);
    let grey: Vec<f64> =
        rgb.iter().map(|p| f64::from(299 * p[0] + 587 * p[1] + 114 * p[2]) / 1000.0).collect();
    let low = low_frequencies(&grey);
    let mut sorted = low[1..].to_vec();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    let bits = low[1..].iter().enumerate().fold(0u64, |bits, (i, &v)| match v > median {
        true => bits | 1 << i,
        false => bits,
    });
    let mut colours = [[0u8; 3]; GRID * GRID];
    let cell = THUMB / GRID;
    for (i, colour) in colours.iter_mut().enumerate() {
        let (gx, gy) = (i % GRID, i / GRID);
        let mut sum = [0u32; 3];
        for y in gy * cell..(gy + 1) * cell {
            for x in gx * cell..(gx + 1) * cell {
                for c in 0..3 {
                    sum[c] += rgb[y * THUMB + x][c];
                }
            }
        }
        let n = (cell * cell) as u32;
        *colour = sum.map(|s| ((s + n / 2) / n) as u8);
    }
    Look { bits, colours }
}

/// The picture over white, squeezed to [`THUMB`] × [`THUMB`] by averaging the pixels that
/// fall in each cell (each cell gets at least one).
fn thumbnail(image: &RgbaImage) -> Vec<[u32; 3]> {
    let (w, h) = (image.width() as usize, image.height() as usize);
    let span = |i: usize, len: usize| {
        let start = i * len / THUMB;
        (start, ((i + 1) * len / THUMB).max(start + 1).min(len))
    };
    let mut out = Vec::with_capacity(THUMB * THUMB);
    for ty in 0..THUMB {
        let (y0, y1) = span(ty, h);
        for tx in 0..THUMB {
            let (x0, x1) = span(tx, w);
            let mut sum = [0u32; 3];
            for y in y0..y1 {
                for x in x0..x1 {
                    let [r, g, b, a] = image.get_pixel(x as u32, y as u32).0;
                    let a = u32::from(a);
                    for (s, v) in sum.iter_mut().zip([r, g, b]) {
                        *s += (u32::from(v) * a + 255 * (255 - a) + 127) / 255;
                    }
                }
            }
            let n = ((y1 - y0) * (x1 - x0)) as u32;
            out.push(sum.map(|s| (s + n / 2) / n));
        }
    }
    out
}

/// The 8 × 8 lowest coefficients of the thumbnail's 2-D DCT-II, row by row (`[0]` is the
/// mean).
fn low_frequencies(grey: &[f64]) -> Vec<f64> {
    let basis: Vec<f64> = (0..FREQUENCIES * THUMB)
        .map(|i| {
            let (u, x) = (i / THUMB, i % THUMB);
            libm::cos(std::f64::consts::PI * ((2 * x + 1) * u) as f64 / (2 * THUMB) as f64)
        })
        .collect();
    // Along the rows first: rows[y][u].
    let rows: Vec<f64> = (0..THUMB * FREQUENCIES)
        .map(|i| {
            let (y, u) = (i / FREQUENCIES, i % FREQUENCIES);
            (0..THUMB).map(|x| grey[y * THUMB + x] * basis[u * THUMB + x]).sum()
        })
        .collect();
    (0..FREQUENCIES * FREQUENCIES)
        .map(|i| {
            let (v, u) = (i / FREQUENCIES, i % FREQUENCIES);
            (0..THUMB).map(|y| rows[y * FREQUENCIES + u] * basis[v * THUMB + y]).sum()
        })
        .collect()
}

/// Two pictures that look alike: their indices and how far apart their fingerprints are.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LookAlike {
    /// The picture seen first.
    pub first: usize,
    /// The one that looks like it.
    pub second: usize,
    /// Bits in which their fingerprints differ (of [`LOOK_BITS`]).
    pub bits: u32,
    /// Mean distance of their grid colours.
    pub colour: f32,
}

impl LookAlike {
    /// How alike, in per cent of the fingerprint's bits (for messages).
    pub fn percent(&self) -> u32 {
        (100 * (LOOK_BITS - self.bits) + LOOK_BITS / 2) / LOOK_BITS
    }
}

/// Every pair of `symbols` that look alike, in order (pictures without a fingerprint, such
/// as an empty drawing, are never alike).
pub fn look_alikes(symbols: &[Symbol]) -> Vec<LookAlike> {
    let looks: Vec<Option<Look>> = symbols.par_iter().map(look_of).collect();
    alike_pairs(&looks)
}

/// Every pair of fingerprints that look alike, in order (`None` is never alike).
pub fn alike_pairs(looks: &[Option<Look>]) -> Vec<LookAlike> {
    let mut pairs = Vec::new();
    for (first, a) in looks.iter().enumerate() {
        let Some(a) = a else { continue };
        for (second, b) in looks.iter().enumerate().skip(first + 1) {
            if let Some(b) = b.as_ref().filter(|b| a.looks_like(b)) {
                let (bits, colour) = (a.bit_distance(b), a.colour_distance(b));
                pairs.push(LookAlike { first, second, bits, colour });
            }
        }
    }
    pairs
}

/// Refuses the first pair of look-alike photos, naming both files. Only opaque bitmaps
/// (photos, scans) are compared: sets of drawings (SVG, clip-art on transparency) often vary
/// one shape or colour a little on purpose.
pub(crate) fn check(symbols: &[Symbol]) -> Result<()> {
    let looks: Vec<Option<Look>> = symbols.par_iter().map(photo_look).collect();
    match alike_pairs(&looks).first() {
        Some(pair) => Err(Error::SimilarSymbols {
            first: PathBuf::from(&symbols[pair.first].source),
            second: PathBuf::from(&symbols[pair.second].source),
            alike: pair.percent(),
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flat_picture_has_its_colour_and_no_structure() {
        let red = RgbaImage::from_pixel(50, 30, image::Rgba([200, 10, 10, 255]));
        let look = look_of_image(&red);
        assert!(look.colours.iter().all(|&c| c == [200, 10, 10]));
        // Transparent pixels count as white paper.
        let clear = RgbaImage::from_pixel(5, 5, image::Rgba([0, 0, 0, 0]));
        assert!(look_of_image(&clear).colours.iter().all(|&c| c == [255, 255, 255]));
        let blue = RgbaImage::from_pixel(50, 30, image::Rgba([10, 10, 200, 255]));
        assert!(!look.looks_like(&look_of_image(&blue)), "same shape, other colour");
    }

    #[test]
    fn a_fingerprint_goes_to_bytes_and_back() {
        let ramp =
            RgbaImage::from_fn(40, 30, |x, y| image::Rgba([x as u8 * 6, y as u8 * 8, 90, 255]));
        let look = look_of_image(&ramp);
        let bytes = look.to_bytes();
        assert_eq!(Look::from_bytes(&bytes), Some(look));
        assert_eq!(Look::from_bytes(&bytes[..bytes.len() - 1]), None);
        assert_eq!(Look::from_bytes(&[bytes.clone(), vec![0]].concat()), None);
        // Pairs of fingerprints as the deck finds them: a copy is alike, nothing is its own pair.
        let pairs = alike_pairs(&[Some(look), None, Some(look)]);
        assert_eq!(
            (pairs.len(), pairs[0].first, pairs[0].second, pairs[0].percent()),
            (1, 0, 2, 100)
        );
    }

    #[test]
    fn a_mirrored_picture_differs_in_its_odd_frequencies() {
        let ramp = RgbaImage::from_fn(64, 64, |x, y| {
            let v = (x * 3 + (y % 7) * 5) as u8;
            image::Rgba([v, v, v, 255])
        });
        let mirrored = image::imageops::flip_horizontal(&ramp);
        let (a, b) = (look_of_image(&ramp), look_of_image(&mirrored));
        assert_eq!(a.bit_distance(&a), 0);
        assert!(a.bit_distance(&b) > MAX_ALIKE_BITS, "{}", a.bit_distance(&b));
    }
}
