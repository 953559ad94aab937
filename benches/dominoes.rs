//! Benchmark section: dominoes. Tiles placed on builtin:xkcd 16×24, best of 100 restarts,
//! for the notebook's algorithm (the baseline, tests/dominoes_baseline.rs) and fanodeck's
//! search, over several seeds; and the baseline again with as many restarts as fit in
//! fanodeck's time, so that the comparison is at equal time too.

use std::time::{Duration, Instant};

use fanodeck::games::dominoes::search::best_of;
use fanodeck::games::dominoes::{self, DominoOptions, Puzzle, Shape};
use fanodeck::symbols::NamedBytes;

#[path = "../tests/dominoes_baseline.rs"]
mod baseline;

const SEEDS: [u64; 5] = [1, 2, 3, 4, 5];
const RESTARTS: usize = 100;

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

/// Prints, for each seed, tiles placed and time by the baseline and by fanodeck.
pub fn run() {
    for shape in [Shape::Pairs, Shape::Variable] {
        let puzzle = xkcd(shape);
        println!(
            "{shape:?} tiles, builtin:xkcd ({} names), 16x24, best of {RESTARTS}:",
            puzzle.len()
        );
        let (mut base_sum, mut ours_sum, mut equal_sum) = (0, 0, 0);
        for seed in SEEDS {
            let ((base, _), base_time) = timed(|| {
                best_of(&puzzle, RESTARTS, seed, |rng| baseline::fill(&puzzle, 16, 24, rng))
            });
            let options = DominoOptions { restarts: RESTARTS, seed, ..Default::default() };
            let (ours, ours_time) = timed(|| dominoes::solve(&puzzle, &options).expect("valid"));
            // The baseline given fanodeck's time: restarts in proportion, at least as many.
            let scale = ours_time.as_secs_f64() / base_time.as_secs_f64().max(1e-9);
            let more = ((RESTARTS as f64 * scale).ceil() as usize).max(RESTARTS);
            let ((equal, _), equal_time) =
                timed(|| best_of(&puzzle, more, seed, |rng| baseline::fill(&puzzle, 16, 24, rng)));
            let (b, o, e) = (base.placed().len(), ours.board.placed().len(), equal.placed().len());
            (base_sum, ours_sum, equal_sum) = (base_sum + b, ours_sum + o, equal_sum + e);
            println!(
                "  seed {seed}: baseline {b:>3} tiles in {:>7}   fanodeck {o:>3} tiles in {:>7}   \
                 baseline with {more} restarts {e:>3} tiles in {:>7}",
                ms(base_time),
                ms(ours_time),
                ms(equal_time)
            );
        }
        let n = SEEDS.len() as f64;
        println!(
            "  mean: baseline {:.1}, fanodeck {:.1} (+{:.0} %), baseline at equal time {:.1}",
            base_sum as f64 / n,
            ours_sum as f64 / n,
            100.0 * (ours_sum as f64 / base_sum as f64 - 1.0),
            equal_sum as f64 / n
        );
    }
}
