//! Inputs the benchmark sections share.

use std::path::Path;

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
