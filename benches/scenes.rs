//! Photo-like pictures of made-up scenes, shared by the benchmark (big JPEGs with a phone
//! photo's entropy) and the look-alike tests (distinct scenes and copies of one).
//!
//! A scene is a sky and a ground in graded colours, a few shaded shapes, a texture of value
//! noise at two scales and per-pixel sensor noise: what a phone photo has that JPEG cannot
//! squeeze away (about 2–5 MB at 4032 × 3024, quality 90).

#![allow(dead_code)] // Each user takes what it needs.

use image::{Rgb, RgbImage};

/// A small, portable random stream (xorshift32): a scene is the same on every machine.
pub struct Stream(u32);

impl Stream {
    /// The stream for `seed`.
    pub fn new(seed: u32) -> Stream {
        Stream(seed.wrapping_mul(0x9E37_79B9).wrapping_add(0x7F4A_7C15) | 1)
    }
    /// Next raw value.
    pub fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0
    }
    /// Uniform in 0..1.
    pub fn unit(&mut self) -> f32 {
        (self.next() >> 8) as f32 / (1u32 << 24) as f32
    }
    fn colour(&mut self) -> [f32; 3] {
        [self.unit() * 255.0, self.unit() * 255.0, self.unit() * 255.0]
    }
}

/// A grid of random values, read with bilinear interpolation: texture at one scale.
struct ValueNoise {
    cells: Vec<f32>,
    columns: usize,
    cell: f32,
}

impl ValueNoise {
    fn new(stream: &mut Stream, w: u32, h: u32, cell: f32) -> ValueNoise {
        let columns = (w as f32 / cell) as usize + 2;
        let rows = (h as f32 / cell) as usize + 2;
        let cells = (0..columns * rows).map(|_| stream.unit() - 0.5).collect();
        ValueNoise { cells, columns, cell }
    }
    fn at(&self, x: u32, y: u32) -> f32 {
        let (fx, fy) = (x as f32 / self.cell, y as f32 / self.cell);
        let (cx, cy) = (fx as usize, fy as usize);
        let (tx, ty) = (fx - cx as f32, fy - cy as f32);
        let v = |c: usize, r: usize| self.cells[r * self.columns + c];
        let top = v(cx, cy) * (1.0 - tx) + v(cx + 1, cy) * tx;
        let bottom = v(cx, cy + 1) * (1.0 - tx) + v(cx + 1, cy + 1) * tx;
        top * (1.0 - ty) + bottom * ty
    }
}

/// A shaded ellipse in the scene, in fractions of its size.
struct Shape {
    centre: (f32, f32),
    radii: (f32, f32),
    colour: [f32; 3],
}

/// The scene for `seed` at `w` × `h` pixels. `grain` is the sensor noise (± grain / 2 a
/// channel): 0 for clean test pictures, about 10 for a phone photo's entropy. The scene does
/// not depend on the size, so that two sizes of one seed are one picture.
pub fn scene(seed: u32, w: u32, h: u32, grain: u32) -> RgbImage {
    let mut stream = Stream::new(seed);
    let (sky_top, sky_low) = (stream.colour(), stream.colour());
    let (ground_near, ground_far) = (stream.colour(), stream.colour());
    let horizon = 0.3 + 0.4 * stream.unit();
    let shapes: Vec<Shape> = (0..3 + stream.next() % 4)
        .map(|_| Shape {
            centre: (stream.unit(), 0.2 + 0.7 * stream.unit()),
            radii: (0.05 + 0.2 * stream.unit(), 0.05 + 0.25 * stream.unit()),
            colour: stream.colour(),
        })
        .collect();
    // Texture in fractions of the picture, so it scales with it.
    let coarse = ValueNoise::new(&mut stream, w, h, w as f32 / 24.0);
    let fine = ValueNoise::new(&mut stream, w, h, (w as f32 / 400.0).max(2.0));
    let mut noise = Stream::new(seed ^ 0x5EED);
    let (fw, fh) = (w as f32, h as f32);
    RgbImage::from_fn(w, h, |x, y| {
        let (u, v) = (x as f32 / fw, y as f32 / fh);
        let mut colour = if v < horizon {
            let t = v / horizon;
            [0, 1, 2].map(|c| sky_top[c] * (1.0 - t) + sky_low[c] * t)
        } else {
            let t = (v - horizon) / (1.0 - horizon);
            [0, 1, 2].map(|c| ground_far[c] * (1.0 - t) + ground_near[c] * t)
        };
        for shape in &shapes {
            let dx = (u - shape.centre.0) / shape.radii.0;
            let dy = (v - shape.centre.1) / shape.radii.1;
            let d = dx * dx + dy * dy;
            if d < 1.0 {
                // Lit from the top left.
                let light = 0.75 + 0.25 * (1.0 - d) - 0.15 * (dx + dy);
                colour = shape.colour.map(|c| c * light);
            }
        }
        let texture = 60.0 * coarse.at(x, y) + 30.0 * fine.at(x, y);
        let rgb = colour.map(|c| {
            let n = match grain {
                0 => 0.0,
                g => (noise.next() % g) as f32 - g as f32 / 2.0,
            };
            (c + texture + n).clamp(0.0, 255.0) as u8
        });
        Rgb(rgb)
    })
}

/// `image` as a JPEG of `quality`, with an EXIF orientation tag if `orientation` is given.
pub fn jpeg(image: &RgbImage, quality: u8, orientation: Option<u16>) -> Vec<u8> {
    use image::ImageEncoder as _;
    let mut bytes = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality);
    if let Some(o) = orientation {
        // TIFF header (big-endian), one IFD entry: Orientation (0x0112), SHORT, 1, value o.
        let [hi, lo] = o.to_be_bytes();
        let exif = [
            b"MM\0\x2a\0\0\0\x08".as_slice(),
            &[0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, hi, lo, 0, 0, 0, 0, 0, 0],
        ]
        .concat();
        encoder.set_exif_metadata(exif).expect("EXIF");
    }
    encoder
        .write_image(image.as_raw(), image.width(), image.height(), image::ExtendedColorType::Rgb8)
        .expect("encode JPEG");
    bytes
}

/// The stored pixels that EXIF orientation `o` (1–8) turns into `upright`.
pub fn stored_for(upright: &RgbImage, o: u8) -> RgbImage {
    let image = image::DynamicImage::ImageRgb8(upright.clone());
    match o {
        2 => image.fliph(),
        3 => image.rotate180(),
        4 => image.flipv(),
        5 => image.rotate90().fliph(),
        6 => image.rotate270(),
        7 => image.rotate270().fliph(),
        8 => image.rotate90(),
        _ => image,
    }
    .into_rgb8()
}

/// The copies a phone or a parent makes of the photo of scene `seed`, by name: resized,
/// saved again at a lower quality, cropped 3 % (off the right and the bottom), turned with
/// an EXIF tag to turn it back; the original JPEG comes last.
pub fn copies(seed: u32) -> Vec<(&'static str, Vec<u8>)> {
    use image::imageops;
    let original = scene(seed, 1200, 900, 4);
    let resized = imageops::resize(&original, 700, 525, imageops::FilterType::Triangle);
    let saved = jpeg(&original, 90, None);
    let again = image::load_from_memory(&saved).expect("decode").into_rgb8();
    let cropped = imageops::crop_imm(&original, 0, 0, 1164, 873).to_image();
    vec![
        ("resized.jpg", jpeg(&resized, 90, None)),
        ("recompressed.jpg", jpeg(&again, 60, None)),
        ("cropped.jpg", jpeg(&cropped, 90, None)),
        ("turned.jpg", jpeg(&stored_for(&original, 6), 90, Some(6))),
        ("original.jpg", saved),
    ]
}
