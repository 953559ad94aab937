//! Benchmark section: photos cut to a shape (issue 38). The 57 phone photos and a folder of
//! the five real photos (plus two generated scenes, so that 3 a card has its 7), laid out whole
//! and cut to each shape: drawn coverage of the cards (median and worst), the largest empty
//! circle, and the time of the cut beside the whole deck's.

use std::path::Path;
use std::time::Instant;

use fanodeck::Request;
use fanodeck::layout::card_stats;

use crate::layout::median;
use crate::scenes::{jpeg, scene};

fn request(dir: &Path, symbols: u32, shape: &str) -> Request {
    Request {
        symbols,
        icons: Some(dir.to_path_buf()),
        photo_shape: Some(shape.to_string()),
        allow_similar: true,
        ..Request::default()
    }
}

/// Coverage median and worst card, the largest hole, the deck's time (best of `runs`) and its
/// PDF's size in bytes.
fn row(dir: &Path, symbols: u32, shape: &str, runs: usize) -> (f32, f32, f32, f32, usize) {
    let options = request(dir, symbols, shape).to_options().expect("options");
    let mut time = f32::MAX;
    let mut output = None;
    for _ in 0..runs {
        let start = Instant::now();
        output = Some(fanodeck::generate(&options).expect("deck"));
        time = time.min(start.elapsed().as_secs_f32());
    }
    let output = output.expect("a run");
    let outline = output.sheet.outline;
    let stats: Vec<_> = output
        .cards
        .iter()
        .map(|c| card_stats(c, &output.masks, outline, &output.layout))
        .collect();
    let worst = stats.iter().map(|s| s.coverage).fold(f32::MAX, f32::min);
    let hole = stats.iter().map(|s| s.largest_empty).fold(0.0, f32::max);
    let coverage = median(stats.iter().map(|s| s.coverage).collect());
    (coverage, worst, hole, time, output.pdf.len())
}

/// The crop stage's time for the whole folder: every photo loaded cut minus loaded whole,
/// at the deck's print size (each the best of three).
fn cut_stage(dir: &Path, symbols: u32, shape: &str) -> f32 {
    let mut total = 0.0;
    let photos: Vec<_> = std::fs::read_dir(dir)
        .expect("folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jpg"))
        .collect();
    for path in photos {
        let bytes = std::fs::read(&path).expect("photo");
        let name = path.file_name().expect("name").to_string_lossy().into_owned();
        let load = |shape: &str| {
            let options = request(dir, symbols, shape).to_options().expect("options");
            let options = fanodeck::symbol_options(&options).expect("picture options");
            (0..3)
                .map(|_| {
                    let start = Instant::now();
                    fanodeck::symbols::load_picture(&name, bytes.clone(), &options).expect("load");
                    start.elapsed().as_secs_f32()
                })
                .fold(f32::MAX, f32::min)
        };
        total += load(shape) - load("whole");
    }
    total
}

fn section(title: &str, dir: &Path, symbols: u32, runs: usize) {
    println!("{title}");
    println!(
        "  {:<9} {:>8} {:>8} {:>8} {:>9} {:>9} {:>7} {:>9}",
        "shape", "median", "worst", "hole", "deck s", "cut s", "share", "PDF KB"
    );
    for shape in ["whole", "circle", "rounded", "squircle"] {
        let (median, worst, hole, time, pdf) = row(dir, symbols, shape, runs);
        let cut = if shape == "whole" { 0.0 } else { cut_stage(dir, symbols, shape) };
        println!(
            "  {:<9} {:>7.1} % {:>6.1} % {:>8.3} {:>9.3} {:>9.3} {:>5.1} % {:>9}",
            shape,
            100.0 * median,
            100.0 * worst,
            hole,
            time,
            cut,
            100.0 * cut / time,
            pdf.div_ceil(1024)
        );
    }
}

pub fn run() {
    let real = tempfile::tempdir().expect("temp dir");
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("web/tests/data/photos");
    for entry in std::fs::read_dir(&shared).expect("the real photos") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "jpg") {
            std::fs::copy(&path, real.path().join(path.file_name().expect("name"))).expect("copy");
        }
    }
    for i in 0..2 {
        let bytes = jpeg(&scene(100 + i, 900, 600, 6), 90, None);
        std::fs::write(real.path().join(format!("scene-{i}.jpg")), bytes).expect("write");
    }
    section("real photos, 3 a card (7 cards)", real.path(), 3, 5);
    let phone = crate::photos::phone_photos();
    section("57 phone photos, 8 a card (57 cards)", &phone, 8, 1);
    println!(
        "  targets: cut decks' median at least 10 points above whole, no hole over 0.20, the cut (its share) under a tenth of the deck's time"
    );
}
