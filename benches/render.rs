//! Benchmark section: render.
//!
//! Writes a 57-card deck (8 symbols a card, layouts built by hand on a ring) twice: from the
//! bundled SVG icons and from photo-like bitmaps, and prints time and PDF size against the
//! targets of issue 5.

use std::sync::Arc;
use std::time::{Duration, Instant};

use fanodeck::render::{pdf, png};
use fanodeck::symbols::{Raster, SymbolKind};
use fanodeck::{CardLayout, PageOptions, Placement, Sheet, Symbol, SymbolId};
use image::{Rgba, RgbaImage};

const CARDS: usize = 57;
const PER_CARD: usize = 8;

pub fn run() {
    let svg = svg_symbols();
    report("57 cards, bundled SVG icons", &svg, 0.5, 1.0);

    let t = Instant::now();
    let photos = photo_symbols();
    println!("  (made 57 photo symbols from a 3000x2000 JPEG in {:.2} s)", secs(t.elapsed()));
    report("57 cards, photo JPEGs downsampled to 600 px", &photos, f64::NAN, 15.0);

    let cutouts = cutout_symbols();
    report("57 cards, transparent 756 px PNG cut-outs", &cutouts, f64::NAN, f64::NAN);

    let sheet = Sheet::new(&PageOptions::default()).unwrap();
    let cards = ring_cards(&svg, sheet.diameter_mm);
    let t = Instant::now();
    let bytes = png::card_png(&svg, &cards[0], sheet.diameter_mm, 4.0).unwrap();
    println!(
        "card_png, SVG card at 4 px/mm: {:.0} ms, {} KB",
        secs(t.elapsed()) * 1000.0,
        bytes.len() / 1024
    );
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// Times `write_pdf` (first run and best of three) and prints the size.
fn report(label: &str, symbols: &[Symbol], target_s: f64, target_mb: f64) {
    let options = PageOptions::default();
    let sheet = Sheet::new(&options).unwrap();
    let cards = ring_cards(symbols, sheet.diameter_mm);
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..3 {
        let t = Instant::now();
        let bytes = pdf::write_pdf(symbols, &cards, &sheet, &options).unwrap();
        times.push(secs(t.elapsed()));
        size = bytes.len();
    }
    let best = times.iter().copied().fold(f64::INFINITY, f64::min);
    let target =
        if target_s.is_nan() { String::new() } else { format!(" (target <= {target_s} s)") };
    println!("{label}: write_pdf first {:.3} s, best {best:.3} s{target}", times[0]);
    let target =
        if target_mb.is_nan() { String::new() } else { format!(" (target <= {target_mb} MB)") };
    println!("{label}: PDF {:.2} MB{target}", size as f64 / 1024.0 / 1024.0);
}

/// The first 57 bundled icons.
fn svg_symbols() -> Vec<Symbol> {
    let mut files: Vec<_> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/icons"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "svg"))
        .collect();
    files.sort();
    files
        .iter()
        .take(CARDS)
        .map(|path| {
            let bytes = std::fs::read(path).unwrap();
            let tree = usvg::Tree::from_data(&bytes, &usvg::Options::default()).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            Symbol::new(name.clone(), name, SymbolKind::Vector(Arc::new(tree)))
        })
        .collect()
}

/// One 3000×2000 photo-like picture through JPEG, decoded and downsampled to 600×400 as the
/// symbols stage does, then 57 different variants of it (so nothing is shared in the PDF).
fn photo_symbols() -> Vec<Symbol> {
    let (w, h) = (3000u32, 2000u32);
    let big = RgbaImage::from_fn(w, h, |x, y| {
        let n = (x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503)) >> 27;
        let r = (x * 255 / w) as u8;
        let g = ((x + y) * 255 / (w + h)) as u8;
        let b = (((x / 7) ^ (y / 5)) & 0xff) as u8;
        Rgba([r.saturating_add(n as u8), g, b / 2 + 60, 255])
    });
    let rgb = image::DynamicImage::ImageRgba8(big).to_rgb8();
    let mut jpeg = std::io::Cursor::new(Vec::new());
    rgb.write_to(&mut jpeg, image::ImageFormat::Jpeg).unwrap();
    let decoded = image::load_from_memory(jpeg.get_ref()).unwrap().to_rgba8();
    let small = image::imageops::resize(&decoded, 600, 400, image::imageops::FilterType::Triangle);
    (0..CARDS)
        .map(|i| {
            let mut variant = small.clone();
            for (x, y, p) in variant.enumerate_pixels_mut() {
                let shift = ((x * 3 + y * 5 + i as u32 * 17) % 23) as u8;
                p.0 = [p.0[i % 3].wrapping_add(shift), p.0[(i + 1) % 3], p.0[(i + 2) % 3], 255];
            }
            let raster = Raster { image: variant, opaque: true, jpeg: None };
            Symbol::new(format!("photo{i}"), "bench", SymbolKind::Raster(Arc::new(raster)))
        })
        .collect()
}

/// 57 different transparent pictures at 756 px (a 64 mm symbol at 300 dpi): the worst case
/// for lossless images, as from a folder of PNG cut-outs.
fn cutout_symbols() -> Vec<Symbol> {
    let side = 756u32;
    (0..CARDS)
        .map(|i| {
            let c = side as f32 / 2.0;
            let image = RgbaImage::from_fn(side, side, |x, y| {
                let (dx, dy) = (x as f32 - c, y as f32 - c);
                let r = (dx * dx + dy * dy).sqrt() / c;
                let petals = 0.75 + 0.2 * (dy.atan2(dx) * (3 + i % 5) as f32).cos();
                let alpha = ((petals - r) * 40.0).clamp(0.0, 1.0);
                let n = ((x * 31 + y * 17 + i as u32 * 7) % 5) as u8;
                Rgba([(200 - i) as u8, (x / 3) as u8 + n, (y / 3) as u8, (alpha * 255.0) as u8])
            });
            let raster = Raster { image, opaque: false, jpeg: None };
            Symbol::new(format!("cutout{i}"), "bench", SymbolKind::Raster(Arc::new(raster)))
        })
        .collect()
}

/// Card i holds symbols (i, i+1, ... i+7) mod 57: one in the middle, seven on a ring.
fn ring_cards(symbols: &[Symbol], diameter: f32) -> Vec<CardLayout> {
    (0..CARDS)
        .map(|i| CardLayout {
            placements: (0..PER_CARD)
                .map(|j| {
                    let id = (i + j) % symbols.len();
                    let (w, h) = symbols[id].size();
                    let size = diameter * 0.2;
                    let (bw, bh) = if w >= h { (size, size * h / w) } else { (size * w / h, size) };
                    let a = j as f32 / (PER_CARD - 1) as f32 * std::f32::consts::TAU;
                    let (x, y) = if j == 0 {
                        (0.0, 0.0)
                    } else {
                        (0.3 * diameter * a.cos(), 0.3 * diameter * a.sin())
                    };
                    Placement {
                        symbol: SymbolId(id as u32),
                        x_mm: x,
                        y_mm: y,
                        width_mm: bw,
                        height_mm: bh,
                        rotation_deg: (i * 13 + j * 47) as f32 % 360.0,
                    }
                })
                .collect(),
        })
        .collect()
}
