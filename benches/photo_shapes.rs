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

fn row(dir: &Path, symbols: u32, shape: &str) -> (f32, f32, f32, f32) {
    let request = Request {
        symbols,
        icons: Some(dir.to_path_buf()),
        photo_shape: Some(shape.to_string()),
        allow_similar: true,
        ..Request::default()
    };
    let start = Instant::now();
    let output = fanodeck::generate(&request.to_options().expect("options")).expect("deck");
    let time = start.elapsed().as_secs_f32();
    let outline = output.sheet.outline;
    let stats: Vec<_> = output
        .cards
        .iter()
        .map(|c| card_stats(c, &output.masks, outline, &output.layout))
        .collect();
    let worst = stats.iter().map(|s| s.coverage).fold(f32::MAX, f32::min);
    let hole = stats.iter().map(|s| s.largest_empty).fold(0.0, f32::max);
    (median(stats.iter().map(|s| s.coverage).collect()), worst, hole, time)
}

fn section(title: &str, dir: &Path, symbols: u32) {
    println!("{title}");
    println!("  {:<9} {:>8} {:>8} {:>8} {:>9}", "shape", "median", "worst", "hole", "deck s");
    for shape in ["whole", "circle", "rounded", "squircle"] {
        let (median, worst, hole, time) = row(dir, symbols, shape);
        println!(
            "  {:<9} {:>7.1} % {:>6.1} % {:>8.3} {:>9.2}",
            shape,
            100.0 * median,
            100.0 * worst,
            hole,
            time
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
    section("real photos, 3 a card (7 cards)", real.path(), 3);
    // The cut of one photo beside its loading: the crop stage's own time.
    let photo = std::fs::read(shared.join("chelsea.jpg")).expect("the cat");
    let options = |shape: &str| {
        Request { photo_shape: Some(shape.into()), ..Request::default() }
            .to_options()
            .expect("options")
            .symbols
    };
    let time = |shape: &str| {
        let options =
            fanodeck::symbols::SymbolOptions { max_print_mm: Some(63.0), ..options(shape) };
        let start = Instant::now();
        for _ in 0..20 {
            fanodeck::symbols::load_picture("chelsea.jpg", photo.clone(), &options).expect("load");
        }
        start.elapsed().as_secs_f32() / 20.0
    };
    let (whole, circle) = (time("whole"), time("circle"));
    println!(
        "  one photo loaded whole {:.1} ms, cut to a circle {:.1} ms: the cut {:.1} ms",
        1000.0 * whole,
        1000.0 * circle,
        1000.0 * (circle - whole)
    );
    if let Some(dir) = crate::photos::phone_folder() {
        section("57 phone photos, 8 a card (57 cards)", &dir, 8);
    }
    println!(
        "  targets: cut decks' median at least 10 points above whole, no hole over 0.20, the cut under a tenth of the deck's time"
    );
}
