//! Benchmark section: versus (issue 39). Builds the versions the speed targets are measured
//! against from this repository's history, and runs each beside this build, alternating,
//! on the same inputs: medians of wall and CPU time, the ratio, and the target beside it.
//!
//! - the peer's 57 icons (ThomasParistech/dobble `assets/symbols_examples`, 256 × 256 PNG),
//!   57 cards of 8, PDF only, against 1a10c88: at most half its wall time, with the layout's
//!   quality. Not in this repository (not ours to copy): `FANODECK_PEER_ICONS=DIR` names
//!   the folder; without it the case says so and is skipped.
//! - the order-31 deck (993 generated clip-art pictures, 32 a card) against 4c4606f: at
//!   most 0.35 of its wall time, no more memory.
//! - 57 phone photos (`photos`' folder) against ef38f50: at most 0.40 of its wall time.
//!
//! Each old version is checked out with `git worktree` into the temporary folder and built
//! once with `cargo build --release` into `target/versus/COMMIT` (a few minutes the first
//! time; it needs the full history). Times
//! come from `/usr/bin/time` (Debian's `time`), which also gives the peak memory.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::layout::median;

/// Runs of each version, alternating (the median is printed).
const RUNS: usize = 5;

/// One run's wall seconds, CPU seconds (user + system) and peak resident MB.
#[derive(Debug, Clone, Copy)]
struct Run {
    wall: f64,
    cpu: f64,
    mb: f64,
}

/// The `fanodeck` binary of `commit`, built once into `target/versus/COMMIT`; None (said)
/// when git or the build fails.
pub(crate) fn binary_of(commit: &str) -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("target").join("versus").join(commit);
    let bin = dir.join("target").join("release").join("fanodeck");
    if bin.is_file() {
        return Some(bin);
    }
    println!("  building {commit} from git into {} (once)…", dir.display());
    // Checked out outside this repository: an old manifest without a workspace of its own
    // would otherwise be taken for a member of this one's.
    let src = std::env::temp_dir().join(format!("fanodeck-versus-{commit}"));
    let _ = std::fs::remove_dir_all(&src);
    let _ = Command::new("git").current_dir(root).args(["worktree", "prune"]).status();
    let added = Command::new("git")
        .current_dir(root)
        .args(["worktree", "add", "--detach", "--force"])
        .arg(&src)
        .arg(commit)
        .output()
        .ok()?;
    if !added.status.success() {
        println!("  could not check out {commit}: {}", String::from_utf8_lossy(&added.stderr));
        return None;
    }
    let built = Command::new("cargo")
        .current_dir(&src)
        .args(["build", "--release", "--quiet", "--target-dir"])
        .arg(dir.join("target"))
        .status();
    let _ = Command::new("git")
        .current_dir(root)
        .args(["worktree", "remove", "--force"])
        .arg(&src)
        .status();
    match built {
        Ok(status) if status.success() && bin.is_file() => Some(bin),
        _ => {
            println!("  could not build {commit}");
            None
        }
    }
}

/// One run of `bin` with `args` under `/usr/bin/time`; None (said) if it failed.
fn run_once(bin: &Path, args: &[&str], out: &Path) -> Option<Run> {
    let output = Command::new("/usr/bin/time")
        .args(["-f", "TIME %e %U %S %M"])
        .arg(bin)
        .args(args)
        .arg("-o")
        .arg(out)
        .arg("-q")
        .output()
        .ok()?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        println!("  {} failed: {}", bin.display(), stderr.lines().last().unwrap_or(""));
        return None;
    }
    let line = stderr.lines().find_map(|l| l.strip_prefix("TIME "))?;
    let v: Vec<f64> = line.split_whitespace().filter_map(|x| x.parse().ok()).collect();
    let [wall, user, system, kb] = v[..] else { return None };
    Some(Run { wall, cpu: user + system, mb: kb / 1024.0 })
}

/// `runs` runs of `old` and of `new`, in turn (so that the machine's mood is shared); None
/// as soon as one fails. `out` is each run's output file.
pub(crate) fn alternate<T>(
    runs: usize,
    mut run: impl FnMut(&Path, &Path) -> Option<T>,
    (old, new): (&Path, &Path),
) -> Option<(Vec<T>, Vec<T>)> {
    let dir = tempfile::tempdir().ok()?;
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        a.push(run(old, &dir.path().join("old.pdf"))?);
        b.push(run(new, &dir.path().join("new.pdf"))?);
    }
    Some((a, b))
}

/// Medians of [`RUNS`] alternating runs of the old and the new binary.
fn side_by_side(old: &Path, new: &Path, args: &[&str], runs: usize) -> Option<(Run, Run)> {
    let (a, b) = alternate(runs, |bin, out| run_once(bin, args, out), (old, new))?;
    let m = |v: &[Run]| Run {
        wall: median(v.iter().map(|r| r.wall).collect()),
        cpu: median(v.iter().map(|r| r.cpu).collect()),
        mb: median(v.iter().map(|r| r.mb).collect()),
    };
    Some((m(&a), m(&b)))
}

/// Prints a case: both versions' medians and the wall-time ratio against `target`.
fn report(title: &str, commit: &str, (old, new): (Run, Run), target: f64) {
    let ratio = new.wall / old.wall;
    println!("{title}");
    println!(
        "  {commit:<8} wall {:6.3} s  CPU {:6.3} s  peak {:5.0} MB",
        old.wall, old.cpu, old.mb
    );
    println!("  this     wall {:6.3} s  CPU {:6.3} s  peak {:5.0} MB", new.wall, new.cpu, new.mb);
    println!(
        "  wall ratio {ratio:.2} (CPU {:.2}, memory {:.2}); target ≤ {target:.2}: {}",
        new.cpu / old.cpu,
        new.mb / old.mb,
        if ratio <= target { "met" } else { "not met" }
    );
}

/// The layout's quality on a deck as `render -v` reports it: the summary line.
fn quality(bin: &Path, args: &[&str]) {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = Command::new(bin)
        .args(args)
        .arg("-o")
        .arg(dir.path().join("q.pdf"))
        .arg("-v")
        .output()
        .expect("run fanodeck");
    let stderr = String::from_utf8_lossy(&output.stderr);
    match stderr.lines().find_map(|l| l.split("layout: ").nth(1)) {
        Some(summary) => println!("  quality: {summary}"),
        None => println!("  quality: no summary line in -v"),
    }
    println!("  quality targets: coverage median ≥ 50 %, lowest ≥ 40 %, largest hole ≤ 0.20 R");
}

pub fn run() {
    let new = Path::new(env!("CARGO_BIN_EXE_fanodeck"));
    if !Path::new("/usr/bin/time").is_file() {
        println!("  needs /usr/bin/time (Debian's package 'time'); skipped");
        return;
    }
    match std::env::var_os("FANODECK_PEER_ICONS") {
        Some(peer) => {
            let peer = peer.to_string_lossy().into_owned();
            let args = ["render", "--icons", &peer, "--allow-similar"];
            if let Some(old) = binary_of("1a10c88")
                && let Some(pair) = side_by_side(&old, new, &args, 2 * RUNS + 1)
            {
                report("the peer's 57 icons, 57 cards of 8 (PDF only)", "1a10c88", pair, 0.50);
                quality(new, &args);
            }
        }
        None => println!(
            "the peer's 57 icons: skipped; set FANODECK_PEER_ICONS to a folder of \
             ThomasParistech/dobble's assets/symbols_examples"
        ),
    }
    let photos = crate::photos::phone_photos();
    let photos = photos.to_string_lossy().into_owned();
    if let Some(old) = binary_of("ef38f50")
        && let Some(pair) = side_by_side(&old, new, &["render", "--icons", &photos], RUNS)
    {
        report("57 phone photos, 57 cards of 8 (CLI)", "ef38f50", pair, 0.40);
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("clip-993");
    std::fs::create_dir_all(&folder).expect("folder");
    crate::fixtures::write_clipart_from(&folder, 0, 993);
    let folder = folder.to_string_lossy().into_owned();
    if let Some(old) = binary_of("4c4606f")
        && let Some(pair) =
            side_by_side(&old, new, &["render", "--symbols", "32", "--icons", &folder], 3)
    {
        report("order 31: 993 clip-art pictures, 32 a card", "4c4606f", pair, 0.35);
        println!("  memory target: peak ≤ 4c4606f's");
    }
}
