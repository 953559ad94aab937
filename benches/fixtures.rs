//! Inputs the benchmark sections share.

use std::path::Path;

use image::RgbaImage;

/// Phone-photo size.
pub const PHOTO_W: u32 = 3000;
/// Phone-photo size.
pub const PHOTO_H: u32 = 2000;

/// A photo-like picture: gradients plus per-pixel noise, so JPEG cannot shrink it to nothing.
pub fn photo(seed: u32) -> image::RgbImage {
    let mut state = seed.wrapping_mul(0x9E37_79B9) | 1;
    image::RgbImage::from_fn(PHOTO_W, PHOTO_H, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let noise = state & 0x3F;
        let r = (x * 200 / PHOTO_W + noise) as u8;
        let g = (y * 200 / PHOTO_H + noise / 2) as u8;
        let b = ((x + y + seed * 97) % 180 + noise) as u8;
        image::Rgb([r, g, b])
    })
}

/// Writes `count` different photos as `photo-NN.jpg` into `dir`; returns their total bytes.
pub fn write_photos(dir: &Path, count: usize) -> u64 {
    (0..count)
        .map(|i| {
            let path = dir.join(format!("photo-{i:02}.jpg"));
            photo(i as u32).save(&path).expect("write photo");
            std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0)
        })
        .sum()
}

/// Clip-art side, pixels.
pub const CLIP_PX: u32 = 320;

/// A small, portable random stream for fixtures (xorshift32), so a folder is the same on
/// every machine.
struct Stream(u32);

impl Stream {
    fn new(seed: u32) -> Stream {
        Stream(seed.wrapping_mul(0x9E37_79B9).wrapping_add(0x7F4A_7C15) | 1)
    }
    /// Uniform in 0..1.
    fn unit(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 >> 8) as f32 / (1u32 << 24) as f32
    }
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }
}

/// Distance from (x, y) to the segment a–b.
fn segment_distance(x: f32, y: f32, a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy).max(1e-9)).clamp(0.0, 1.0);
    ((x - a.0 - t * dx).powi(2) + (y - a.1 - t * dy).powi(2)).sqrt()
}

/// A clip-art-like picture on a transparent background, chosen by `seed`: mostly solid
/// shapes (round or squarish blobs, stars), and one in four thin or sparse: a thin diagonal
/// stick (a pencil), a hollow ring, or a few scattered dots. Edges are anti-aliased. Thin
/// and sparse pictures are the ones that leave holes when symbols are sized by their box.
pub fn clipart(seed: u32) -> RgbaImage {
    let mut s = Stream::new(seed);
    let colour =
        [s.range(20.0, 230.0) as u8, s.range(20.0, 230.0) as u8, s.range(20.0, 230.0) as u8];
    let kind = [0, 5, 3, 1, 0, 3, 2, 5, 0, 3, 4, 5][seed as usize % 12];
    // Shape parameters, in picture units where the picture spans -1..1.
    let (ax, ay) = (s.range(0.6, 0.95), s.range(0.45, 0.95));
    let turn = s.range(0.0, std::f32::consts::PI);
    let (st, ct) = (turn.sin(), turn.cos());
    let half = s.range(0.05, 0.12);
    let points = 5 + (s.unit() * 4.0) as usize;
    let dots: Vec<(f32, f32, f32)> = (0..4 + (s.unit() * 4.0) as usize)
        .map(|_| (s.range(-0.8, 0.8), s.range(-0.8, 0.8), s.range(0.07, 0.16)))
        .collect();
    let inside = |x: f32, y: f32| -> bool {
        match kind {
            0 => (x / ax).powi(2) + (y / ay).powi(2) <= 1.0,
            1 => {
                let (a, b) = ((-0.9 * ct, -0.9 * st), (0.9 * ct, 0.9 * st));
                segment_distance(x, y, a, b) <= half
            }
            2 => {
                let r = (x * x + y * y).sqrt();
                (r - 0.75 * ax).abs() <= half * 0.8 || r <= 0.15
            }
            3 => {
                let r = (x * x + y * y).sqrt();
                let a = y.atan2(x) + turn;
                let k = points as f32;
                let wave = ((a * k).cos() * 0.5 + 0.5).powi(2);
                r <= 0.35 + 0.6 * wave
            }
            5 => (x / ax).powi(4) + (y / ay).powi(4) <= 1.0,
            _ => dots.iter().any(|&(dx, dy, r)| (x - dx).powi(2) + (y - dy).powi(2) <= r * r),
        }
    };
    let n = CLIP_PX as f32;
    RgbaImage::from_fn(CLIP_PX, CLIP_PX, |px, py| {
        // 4 × 4 samples a pixel for soft edges.
        let mut hits = 0u32;
        for sy in 0..4 {
            for sx in 0..4 {
                let x = (px as f32 + (sx as f32 + 0.5) / 4.0) / n * 2.0 - 1.0;
                let y = (py as f32 + (sy as f32 + 0.5) / 4.0) / n * 2.0 - 1.0;
                hits += u32::from(inside(x, y));
            }
        }
        image::Rgba([colour[0], colour[1], colour[2], (hits * 255 / 16) as u8])
    })
}

/// Writes `count` clip-art pictures, seeds from `first` on, as `clip-NNNN.png` into `dir`.
pub fn write_clipart_from(dir: &Path, first: u32, count: usize) {
    for i in first..first + count as u32 {
        clipart(i).save(dir.join(format!("clip-{i:04}.png"))).expect("write clip-art");
    }
}
