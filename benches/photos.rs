//! Benchmark sections: family photos (issue 26).
//!
//! `photos`: a deck of 57 phone photos (4032 × 3024 JPEG, quality 90, 2–5 MB each, made once
//! into a temporary folder and kept there), made by `fanodeck::generate` as the CLI's
//! `render --icons DIR` makes it: before (every JPEG decoded whole, as before issue 26:
//! `FANODECK_FULL_DECODE` set) and after (decoded at print size), each in a process of its
//! own, so that its peak memory is its own. Targets: at most 2 s, a fifth of before, and
//! no more memory than before.
//!
//! `lookalike`: the fingerprint distances of copies of a photo (resized, saved again,
//! cropped 3 %, EXIF-turned) and of distinct pictures (generated scenes, the bundled icons),
//! which the look-alike thresholds sit between.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use fanodeck::symbols::{Look, SymbolOptions, load_picture, load_symbols, look_of};
use rayon::prelude::*;

use crate::scenes::{copies, jpeg, scene};
use crate::symbols::cpu_seconds;

const PHOTOS: usize = 57;
const PHONE_W: u32 = 4032;
const PHONE_H: u32 = 3024;

/// The folder of phone photos, made on first use (it takes a while) and reused after.
pub(crate) fn phone_photos() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fanodeck-bench-photos-{PHOTOS}-v1"));
    let name = |i: usize| dir.join(format!("IMG_{:04}.jpg", 1000 + i));
    if (0..PHOTOS).all(|i| name(i).is_file()) {
        return dir;
    }
    std::fs::create_dir_all(&dir).expect("photo folder");
    let start = Instant::now();
    (0..PHOTOS).into_par_iter().for_each(|i| {
        let bytes = jpeg(&scene(i as u32, PHONE_W, PHONE_H, 10), 90, None);
        let part = dir.join(format!("{i}.part"));
        std::fs::write(&part, bytes).expect("write photo");
        std::fs::rename(part, name(i)).expect("name photo");
    });
    println!("made {PHOTOS} photos in {:.0} s", start.elapsed().as_secs_f64());
    dir
}

/// Peak resident memory of this process so far, MiB (Linux).
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap_or("VmHWM: 0 kB");
    line.split_whitespace().nth(1).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0) / 1024.0
}

/// In a child process: `what` ("load" or "generate") on the folder, then one line of
/// figures: wall seconds, CPU seconds, peak MiB, and the PDF's bytes (0 for "load").
pub fn child(what: &str, dir: &Path) {
    let symbols = SymbolOptions { icons: Some(dir.to_path_buf()), ..Default::default() };
    let (start, cpu) = (Instant::now(), cpu_seconds());
    let pdf = match what {
        // As `generate` loads them: 8 a card, 63 mm at most (0.7 of the largest card).
        "load" => {
            let options = SymbolOptions { max_print_mm: Some(63.0), ..symbols };
            load_symbols(&options, 8, PHOTOS).expect("load photos");
            0
        }
        _ => {
            let options = fanodeck::Options { symbols, ..Default::default() };
            fanodeck::generate(&options).expect("generate").pdf.len()
        }
    };
    let wall = start.elapsed().as_secs_f64();
    println!("{wall:.3} {:.3} {:.1} {pdf}", cpu_seconds() - cpu, peak_mib());
}

/// Runs [`child`] in a new process, with or without full decoding; its figures.
fn measure(what: &str, dir: &Path, full: bool) -> [f64; 4] {
    let mut command = Command::new(std::env::current_exe().expect("this benchmark"));
    command.args(["photos-child", what]).arg(dir);
    if full {
        command.env(fanodeck::symbols::FULL_DECODE_VAR, "1");
    } else {
        command.env_remove(fanodeck::symbols::FULL_DECODE_VAR);
    }
    let out = command.output().expect("run the child");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let numbers: Vec<f64> = text
        .lines()
        .last()
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    numbers.try_into().expect("four figures")
}

/// The `photos` section.
pub fn run() {
    let dir = phone_photos();
    let sizes: Vec<u64> = std::fs::read_dir(&dir)
        .expect("photo folder")
        .filter_map(|e| e.ok()?.metadata().ok().map(|m| m.len()))
        .collect();
    let mb = |b: u64| b as f64 / 1e6;
    println!(
        "{PHOTOS} photos of {PHONE_W}x{PHONE_H}, JPEG quality 90: {:.1}–{:.1} MB each, {:.0} MB in all ({})",
        mb(*sizes.iter().min().unwrap_or(&0)),
        mb(*sizes.iter().max().unwrap_or(&0)),
        mb(sizes.iter().sum()),
        dir.display()
    );
    println!("| run | before: wall | CPU | peak | after: wall | CPU | peak | wall after/before |");
    println!("|---|---|---|---|---|---|---|---|");
    for what in ["load", "generate"] {
        let before = measure(what, &dir, true);
        let after = measure(what, &dir, false);
        println!(
            "| {what} | {:.2} s | {:.2} s | {:.0} MiB | {:.2} s | {:.2} s | {:.0} MiB | {:.2} |",
            before[0],
            before[1],
            before[2],
            after[0],
            after[1],
            after[2],
            after[0] / before[0]
        );
    }
    println!("targets: after at most 2 s wall and a fifth of before; peak not above before");
}

/// Largest, mean and smallest of some distances.
fn spread(values: &[f64]) -> String {
    let max = values.iter().copied().fold(f64::MIN, f64::max);
    let min = values.iter().copied().fold(f64::MAX, f64::min);
    let mean = values.iter().sum::<f64>() / values.len().max(1) as f64;
    format!("min {min:.1}, mean {mean:.1}, max {max:.1}")
}

/// Bit and colour distances of every pair of `looks`, and how many pairs pass the bits
/// threshold and both.
fn pairs(name: &str, looks: &[Look]) {
    let (mut bits, mut closest) = (Vec::new(), (u32::MAX, 0.0f32));
    let (mut near, mut alike, mut near_colour) = (0, 0, f32::MAX);
    for (i, a) in looks.iter().enumerate() {
        for b in &looks[i + 1..] {
            let d = a.bit_distance(b);
            bits.push(f64::from(d));
            if d < closest.0 {
                closest = (d, a.colour_distance(b));
            }
            if d <= fanodeck::symbols::MAX_ALIKE_BITS {
                near += 1;
                near_colour = near_colour.min(a.colour_distance(b));
            }
            alike += usize::from(a.looks_like(b));
        }
    }
    println!(
        "{name}: {} pairs, bits {}; closest pair {} bits, colour {:.1}; {near} pairs within the bits threshold (least colour distance among them {near_colour:.1}), {alike} look-alikes",
        bits.len(),
        spread(&bits),
        closest.0,
        closest.1
    );
}

/// The `lookalike` section.
pub fn lookalike() {
    let options = SymbolOptions { max_print_mm: Some(63.0), ..Default::default() };
    let look = |name: &str, bytes: Vec<u8>| {
        look_of(&load_picture(name, bytes, &options).expect("picture")).expect("look")
    };
    let seeds: Vec<u32> = (0..24).collect();
    let sets: Vec<Vec<(&str, Look)>> = seeds
        .par_iter()
        .map(|&s| copies(1000 + s).into_iter().map(|(n, b)| (n, look(n, b))).collect())
        .collect();
    for kind in ["resized.jpg", "recompressed.jpg", "cropped.jpg", "turned.jpg"] {
        let (mut bits, mut colour) = (Vec::new(), Vec::new());
        for set in &sets {
            let original = &set.last().expect("original").1;
            let copy = &set.iter().find(|(n, _)| *n == kind).expect("copy").1;
            bits.push(f64::from(original.bit_distance(copy)));
            colour.push(f64::from(original.colour_distance(copy)));
        }
        println!(
            "copies {kind} ({} photos): bits {}; colour {}",
            sets.len(),
            spread(&bits),
            spread(&colour)
        );
    }
    let distinct: Vec<Look> = (0..100u32)
        .into_par_iter()
        .map(|s| look("scene.jpg", jpeg(&scene(5000 + s, 800, 600, 4), 85, None)))
        .collect();
    pairs("distinct scenes (100)", &distinct);
    let count = fanodeck::symbols::builtin_count();
    let icons = load_symbols(&SymbolOptions::default(), 2, count).expect("bundled icons");
    let icons: Vec<Look> = icons.iter().filter_map(look_of).collect();
    pairs(&format!("bundled icons ({count})"), &icons);
    println!(
        "thresholds: at most {} of {} bits and {} of colour",
        fanodeck::symbols::MAX_ALIKE_BITS,
        fanodeck::symbols::LOOK_BITS,
        fanodeck::symbols::MAX_ALIKE_COLOUR
    );
}
