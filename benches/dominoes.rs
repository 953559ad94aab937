//! Benchmark section: dominoes. Tiles placed on builtin:xkcd 16×24, best of 100 restarts,
//! by the notebook's algorithm (the baseline, tests/dominoes_baseline.rs) and by fanodeck's
//! search, side by side for each seed, each run timed right after the other so that both
//! see the same load; fanodeck's time is compared with the notebook's 100 restarts.

use std::time::{Duration, Instant};

use fanodeck::games::dominoes::search::best_of;
use fanodeck::games::dominoes::{self, Board, DominoOptions, Puzzle, Shape};
use fanodeck::symbols::NamedBytes;

use crate::layout::median;

#[path = "../tests/dominoes_baseline.rs"]
mod baseline;

const SEEDS: [u64; 5] = [1, 2, 3, 4, 5];
const RESTARTS: usize = 100;
/// The target: fanodeck's median over the seeds, in no more time than the notebook.
const TARGET: usize = 118;

fn xkcd(shape: Shape) -> Puzzle {
    let names = NamedBytes::new("xkcd", dominoes::NAMES[0].bytes.to_vec());
    let synonyms = NamedBytes::new("xkcd", dominoes::SYNONYMS[0].bytes.to_vec());
    dominoes::puzzle(&names, Some(&synonyms), shape).expect("the built-in list reads")
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let value = f();
    (value, start.elapsed())
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

/// "one group", or how many, checked from scratch.
fn groups(puzzle: &Puzzle, board: &Board) -> String {
    let problems = dominoes::board::check(puzzle, board.width, board.height, board.placed());
    match problems.iter().find(|p| p.contains("groups")) {
        None if problems.is_empty() => "one group".to_string(),
        None => format!("ILLEGAL: {problems:?}"),
        Some(p) => format!("SPLIT: {p}"),
    }
}

/// Prints, for each seed, tiles placed and time by the notebook and by fanodeck, then the
/// medians and the total times.
pub fn run() {
    for shape in [Shape::Pairs, Shape::Variable] {
        let puzzle = xkcd(shape);
        println!(
            "{shape:?} tiles, builtin:xkcd ({} names), 16x24, best of {RESTARTS} restarts:",
            puzzle.len()
        );
        let (mut base_counts, mut ours_counts) = (Vec::new(), Vec::new());
        let (mut base_total, mut ours_total) = (Duration::ZERO, Duration::ZERO);
        for seed in SEEDS {
            let ((base, _), base_time) = timed(|| {
                best_of(&puzzle, RESTARTS, seed, |rng| baseline::fill(&puzzle, 16, 24, rng))
            });
            let options = DominoOptions { restarts: RESTARTS, seed, ..Default::default() };
            let (ours, ours_time) = timed(|| dominoes::solve(&puzzle, &options).expect("valid"));
            let (b, o) = (base.placed().len(), ours.board.placed().len());
            println!(
                "  seed {seed}: notebook {b:>3} tiles in {:>7} ({})   fanodeck {o:>3} tiles in \
                 {:>7} ({}), {:.2}× the notebook's time",
                ms(base_time),
                groups(&puzzle, &base),
                ms(ours_time),
                groups(&puzzle, &ours.board),
                ours_time.as_secs_f64() / base_time.as_secs_f64()
            );
            base_counts.push(b);
            ours_counts.push(o);
            (base_total, ours_total) = (base_total + base_time, ours_total + ours_time);
        }
        let (b, o) = (median(base_counts), median(ours_counts));
        println!(
            "  median: notebook {b}, fanodeck {o} (+{:.0} %, target {TARGET}); total time: \
             notebook {}, fanodeck {} ({:.2}×, target at most 1)",
            100.0 * (o as f64 / b as f64 - 1.0),
            ms(base_total),
            ms(ours_total),
            ours_total.as_secs_f64() / base_total.as_secs_f64()
        );
    }
}
