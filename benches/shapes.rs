//! Benchmark section: card shapes. The default deck and a clip-art folder at 6 a card, laid
//! out on each shape at the size an A4 sheet of 6 gives it: time (best of 5, since one run
//! on a shared machine varies by a fifth), drawn coverage of the card's area (median and
//! worst card), and the largest empty circle (as a share of the radius of a circle of the
//! card's area, as the layout judges it), beside round cards' time and the targets.

use std::time::Instant;

use fanodeck::geom::{CardOutline, CardShape, DEFAULT_CORNER_MM};
use fanodeck::layout::{self, LayoutOptions, card_stats};
use fanodeck::render::{PageOptions, Sheet};
use fanodeck::symbols::SymbolOptions;

use crate::layout::{clipart, deck_of, median};

const SHAPES: [CardShape; 4] = [
    CardShape::Round,
    CardShape::Square,
    CardShape::Rounded { corner_mm: DEFAULT_CORNER_MM },
    CardShape::Hexagon,
];

/// The card an A4 sheet of 6 gives `shape`.
fn card_of(shape: CardShape) -> CardOutline {
    Sheet::new(&PageOptions { shape, ..PageOptions::default() }).expect("an A4 sheet").outline
}

fn section(title: &str, p: u32, symbols: &SymbolOptions) {
    let (deck, masks) = deck_of(p, symbols);
    let options = LayoutOptions { seed: 1, ..LayoutOptions::default() };
    println!("{title}: {} cards × {} symbols", deck.cards.len(), p + 1);
    println!(
        "  {:<8} {:>8} {:>9} {:>10} {:>8} {:>12}",
        "shape", "size mm", "time s", "vs round", "median", "worst / hole"
    );
    let mut round_time = None;
    for shape in SHAPES {
        let card = card_of(shape);
        let mut best = f32::MAX;
        let mut cards = Vec::new();
        for _ in 0..5 {
            let start = Instant::now();
            cards = layout::layout_deck(&deck, &masks, card, &options).expect("layout");
            best = best.min(start.elapsed().as_secs_f32());
        }
        let stats: Vec<_> = cards.iter().map(|c| card_stats(c, &masks, card, &options)).collect();
        let worst = stats.iter().map(|s| s.coverage).fold(f32::MAX, f32::min);
        let hole = stats.iter().map(|s| s.largest_empty).fold(0.0, f32::max);
        let overlap = stats.iter().any(|s| s.min_gap_mm < options.gap_mm - 0.05 || !s.inside);
        let round = *round_time.get_or_insert(best);
        println!(
            "  {:<8} {:>8.1} {:>9.3} {:>9.0} % {:>7.1} % {:>6.1} % / {:.3}{}",
            shape.name(),
            card.size_mm(),
            best,
            100.0 * (best / round - 1.0),
            100.0 * median(stats.iter().map(|s| s.coverage).collect()),
            100.0 * worst,
            hole,
            if overlap { "  (a gap or margin broken!)" } else { "" }
        );
    }
    println!(
        "  targets: at most 30 % slower than round; median ≥ 50 %, worst ≥ 40 %, hole ≤ 0.20 \
         of the radius of a circle of the card's area"
    );
}

pub fn run() {
    section("default deck", 7, &SymbolOptions::default());
    let dir = tempfile::tempdir().expect("temp dir");
    section("clip-art, 6 a card", 5, &clipart(dir.path(), 0, 60));
}
