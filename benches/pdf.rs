//! Benchmark section: pdf (issue 48). The PDF written by krilla beside the version before the
//! move (printpdf, lopdf and svg2pdf), on the same decks: the PDF's bytes, the time
//! `render -v` reports for writing it, the whole run's wall time and peak memory.
//!
//! The version before is a774dc9, built once from git as `versus` builds its versions, or
//! the binary `FANODECK_BEFORE` names. The two run in turn, three times each; medians.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::layout::median;

/// The last commit before the move.
const BEFORE: &str = "a774dc9";
/// Runs of each version, alternating.
const RUNS: usize = 3;

/// What one run reports: PDF bytes, writing seconds, wall seconds, peak MB.
#[derive(Debug, Clone, Copy)]
struct Run {
    bytes: f64,
    write: f64,
    total: f64,
    mb: f64,
}

/// `render -v` of `bin` with `args` writing `out`; None (said) if it failed.
fn run_once(bin: &Path, args: &[&str], out: &Path) -> Option<Run> {
    let output =
        Command::new(bin).arg("render").arg("-v").args(args).arg("-o").arg(out).output().ok()?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        println!("  {} failed: {}", bin.display(), stderr.lines().last().unwrap_or(""));
        return None;
    }
    let figure = |label: &str, unit: &str| {
        stderr.lines().find_map(|l| {
            l.split(label).nth(1)?.trim().trim_end_matches(unit).trim().parse::<f64>().ok()
        })
    };
    Some(Run {
        bytes: std::fs::metadata(out).ok()?.len() as f64,
        write: figure("writing PDF: ", "s")?,
        total: figure("total: ", "s")?,
        mb: figure("peak memory ", "MB")?,
    })
}

fn side_by_side(old: &Path, new: &Path, args: &[&str]) -> Option<(Run, Run)> {
    let run = |bin: &Path, out: &Path| run_once(bin, args, out);
    let (a, b) = crate::versus::alternate(RUNS, run, (old, new))?;
    let m = |v: &[Run]| Run {
        bytes: median(v.iter().map(|r| r.bytes).collect()),
        write: median(v.iter().map(|r| r.write).collect()),
        total: median(v.iter().map(|r| r.total).collect()),
        mb: median(v.iter().map(|r| r.mb).collect()),
    };
    Some((m(&a), m(&b)))
}

fn report(title: &str, (old, new): (Run, Run)) {
    println!("{title}");
    for (who, r) in [(BEFORE, old), ("krilla", new)] {
        println!(
            "  {who:<8} PDF {:9.0} B  writing {:6.2} s  total {:6.2} s  peak {:5.0} MB",
            r.bytes, r.write, r.total, r.mb
        );
    }
    let size = new.bytes / old.bytes;
    println!(
        "  size {:+.1} % (target: no larger, within 5 %: {}); writing {:.2}× (target ≤ 1: {}); memory {:.2}×",
        (size - 1.0) * 100.0,
        if size <= 1.05 { "met" } else { "not met" },
        new.write / old.write.max(0.005),
        if new.write <= old.write + 0.005 { "met" } else { "not met" },
        new.mb / old.mb
    );
}

pub fn run() {
    let old: PathBuf = match std::env::var_os("FANODECK_BEFORE") {
        Some(path) => PathBuf::from(path),
        None => match crate::versus::binary_of(BEFORE) {
            Some(bin) => bin,
            None => return,
        },
    };
    let new = Path::new(env!("CARGO_BIN_EXE_fanodeck"));
    let dir = tempfile::tempdir().expect("temp dir");
    let words = dir.path().join("words.txt");
    let list: Vec<String> = (0..57).map(|i| format!("word {i}")).collect();
    std::fs::write(&words, list.join("\n")).expect("words file");
    let photos = crate::photos::phone_photos();
    let clip = dir.path().join("clip-993");
    std::fs::create_dir_all(&clip).expect("folder");
    crate::fixtures::write_clipart_from(&clip, 0, 993);
    let (words, photos, clip) = (words.display(), photos.display(), clip.display());
    let (words, photos, clip) = (words.to_string(), photos.to_string(), clip.to_string());
    let cases: [(&str, Vec<&str>); 5] = [
        ("default deck (57 icons, 57 cards of 8)", vec!["--seed", "1"]),
        ("default deck with its legend", vec!["--seed", "1", "--legend"]),
        ("57 words", vec!["--seed", "1", "--words", &words]),
        ("57 phone photos", vec!["--seed", "1", "--icons", &photos]),
        (
            "order 31: 993 clip-art pictures, 32 a card",
            vec!["--seed", "1", "--symbols", "32", "--icons", &clip],
        ),
    ];
    for (title, args) in cases {
        match side_by_side(&old, new, &args) {
            Some(runs) => report(title, runs),
            None => println!("{title}: failed"),
        }
    }
}
