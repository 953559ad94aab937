//! Benchmark section: render.
//!
//! End to end, as a user runs it: the release binary renders the default deck (57 cards of
//! bundled SVG icons) and a deck from a folder of 57 phone photos (3000 × 2000 JPEG); wall
//! time (best of three) and PDF size against the targets of issue 5. Then `write_pdf` alone,
//! on layouts built by hand, for SVG icons and for transparent bitmaps.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fanodeck::render::{pdf, png};
use fanodeck::symbols::{Raster, SymbolKind};
use fanodeck::{CardLayout, PageOptions, Placement, Sheet, Symbol, SymbolId};
use image::{Rgba, RgbaImage};

const CARDS: usize = 57;
const PER_CARD: usize = 8;

/// Prints end-to-end and `write_pdf` figures.
pub fn run() {
    let dir = tempfile::tempdir().expect("temp dir");
    end_to_end("default deck (57 cards, bundled icons)", &[], dir.path(), 0.5, 1.0);

    let photos = dir.path().join("photos");
    std::fs::create_dir(&photos).expect("photo folder");
    let t = Instant::now();
    let bytes = crate::fixtures::write_photos(&photos, CARDS);
    println!(
        "  (wrote 57 photos, {:.0} MB of JPEG, in {:.1} s)",
        bytes as f64 / 1e6,
        secs(t.elapsed())
    );
    let icons = photos.to_string_lossy().into_owned();
    end_to_end(
        "57 phone photos (3000x2000 JPEG)",
        &["--icons", &icons],
        dir.path(),
        f64::NAN,
        15.0,
    );

    let svg = svg_symbols();
    report("write_pdf only: 57 cards, bundled SVG icons", &svg);
    let cutouts = cutout_symbols();
    report("write_pdf only: 57 cards, transparent 756 px PNG cut-outs", &cutouts);

    let sheet = Sheet::new(&PageOptions::default()).unwrap();
    let cards = ring_cards(&svg, sheet.diameter_mm);
    let t = Instant::now();
    let bytes =
        png::card_png(&svg, &cards[0], sheet.outline, 4.0, &PageOptions::default()).unwrap();
    println!(
        "card_png, SVG card at 4 px/mm: {:.0} ms, {} KB",
        secs(t.elapsed()) * 1000.0,
        bytes.len() / 1024
    );
}

/// Runs `fanodeck render` three times; prints the best wall time and the PDF's size.
fn end_to_end(label: &str, args: &[&str], dir: &Path, target_s: f64, target_mb: f64) {
    let out = dir.join("bench.pdf");
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let t = Instant::now();
        let status = Command::new(env!("CARGO_BIN_EXE_fanodeck"))
            .args(["render", "-q", "-o"])
            .arg(&out)
            .args(args)
            .status()
            .expect("run fanodeck");
        assert!(status.success(), "fanodeck render {args:?} failed");
        best = best.min(secs(t.elapsed()));
    }
    let size = std::fs::metadata(&out).map(|m| m.len()).unwrap_or(0) as f64 / 1e6;
    println!(
        "{label}: {best:.2} s{}, PDF {size:.2} MB{}",
        target(target_s, "s"),
        target(target_mb, "MB")
    );
}

fn target(value: f64, unit: &str) -> String {
    if value.is_nan() { String::new() } else { format!(" (target <= {value} {unit})") }
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// Times `write_pdf` (first run and best of three) and prints the size.
fn report(label: &str, symbols: &[Symbol]) {
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
    println!("{label}: first {:.3} s, best {best:.3} s, PDF {:.2} MB", times[0], size as f64 / 1e6);
}

/// The first 57 bundled icons.
fn svg_symbols() -> Vec<Symbol> {
    fanodeck::symbols::load_symbols(&fanodeck::SymbolOptions::default(), 8, CARDS).unwrap()
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
            let raster = Raster::new(image, false, None);
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
                        tint: None,
                        face: None,
                    }
                })
                .collect(),
        })
        .collect()
}
