//! Benchmark section: symbols.
//!
//! Loads a folder of 57 phone-sized photos (3000 × 2000 JPEG) and the 57 first bundled icons,
//! and prints the time and the peak memory (VmHWM) it took. Targets: photos within a few
//! seconds and well under 500 MB; bundled icons in milliseconds.

use std::io::Write as _;
use std::time::Instant;

use crate::fixtures::{PHOTO_H, PHOTO_W};
use fanodeck::symbols::{SymbolKind, SymbolOptions, load_symbols};

const PHOTOS: usize = 57;
/// A 90 mm card's largest symbol, as `generate` sets it (0.7 × diameter).
const MAX_PRINT_MM: f32 = 63.0;

/// Peak resident memory of this process so far, in MiB (Linux only; None elsewhere).
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn show(peak: Option<f64>) -> String {
    peak.map_or("n/a".into(), |m| format!("{m:.0} MiB"))
}

/// CPU seconds used by this process so far (user + system, all threads), so that figures
/// stay comparable when other work shares the machine.
pub(crate) fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 =
        fields.get(11..13).map_or(0.0, |f| f.iter().filter_map(|v| v.parse::<f64>().ok()).sum());
    ticks / 100.0
}

/// Resets VmHWM to the current RSS, so the next reading is the peak of what follows
/// (Linux >= 4.0; harmless where unsupported).
fn reset_peak() -> bool {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/proc/self/clear_refs")
        .and_then(|mut f| f.write_all(b"5"))
        .is_ok()
}

/// Prints the time and peak memory to load a folder of big photos, the time for their masks,
/// and the time to load the bundled icons (first load, then cached).
pub fn run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let start = Instant::now();
    let bytes = crate::fixtures::write_photos(dir.path(), PHOTOS);
    println!(
        "made {PHOTOS} photos of {PHOTO_W}x{PHOTO_H} ({:.1} MB of JPEG) in {:.1} s",
        bytes as f64 / 1e6,
        start.elapsed().as_secs_f64()
    );

    let options = SymbolOptions {
        icons: Some(dir.path().to_path_buf()),
        max_print_mm: Some(MAX_PRINT_MM),
        ..Default::default()
    };
    let before = peak_mib();
    let reset = reset_peak();
    let start = Instant::now();
    let cpu = cpu_seconds();
    let symbols = load_symbols(&options, 8, PHOTOS).expect("load photos");
    let load = start.elapsed();
    let cpu = cpu_seconds() - cpu;
    let after = peak_mib();
    let pixels: usize = symbols
        .iter()
        .map(|s| match &s.kind {
            SymbolKind::Raster(r) => r.packed().map_or_else(
                || {
                    let (w, h) = r.dimensions();
                    w as usize * h as usize * 4
                },
                |p| p.len(),
            ),
            SymbolKind::Vector(_) | SymbolKind::Lettering(_) => 0,
        })
        .sum();
    let size = symbols[0].size();
    println!(
        "load {PHOTOS} photos, max {MAX_PRINT_MM} mm: {:.2} s wall, {cpu:.2} s CPU ({:.0} ms CPU/photo); kept {}x{} px each, {:.0} MB of pixels",
        load.as_secs_f64(),
        cpu * 1000.0 / PHOTOS as f64,
        size.0,
        size.1,
        pixels as f64 / 1e6
    );
    println!(
        "peak memory (VmHWM): {} before loading, {} after{}  [target < 500 MiB]",
        show(before),
        show(after),
        if reset { " (peak reset before loading)" } else { "" }
    );
    let start = Instant::now();
    for s in &symbols {
        s.mask(96);
    }
    println!("masks of {PHOTOS} photos at 96 px: {:.0} ms", start.elapsed().as_secs_f64() * 1e3);
    drop(symbols);

    // The bundled icons are parsed once per process and then cached, so the cold figure must
    // come first: load them all, then time the 57 of the default deck again (cached).
    let count = fanodeck::symbols::builtin_count();
    let start = Instant::now();
    let all = load_symbols(&SymbolOptions::default(), 2, count).expect("all bundled icons");
    let cold = start.elapsed();
    println!(
        "bundled icons: load all {} (first load, parses each) {:.1} ms, {:.3} ms per icon",
        all.len(),
        cold.as_secs_f64() * 1e3,
        cold.as_secs_f64() * 1e3 / all.len().max(1) as f64
    );
    drop(all);
    let start = Instant::now();
    let icons = load_symbols(&SymbolOptions::default(), 8, 57).expect("bundled icons");
    let cached = start.elapsed();
    let start = Instant::now();
    for icon in &icons {
        icon.mask(96);
    }
    let masks = start.elapsed();
    println!(
        "bundled icons: load 57 again (cached) {:.2} ms, first masks at 96 px {:.1} ms  [target: milliseconds]",
        cached.as_secs_f64() * 1e3,
        masks.as_secs_f64() * 1e3
    );
}
