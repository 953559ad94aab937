//! Benchmark section: cards fixed by hand. Cards of the default deck re-rolled around one
//! and two pins (symbols kept where the first layout put them), beside the same cards
//! re-rolled without pins: drawn coverage (median and worst) and the largest empty circle,
//! measured from the placements by `card_stats`, and the time of the re-rolls.

use std::time::Instant;

use fanodeck::layout::{CardEdit, Edits, LayoutOptions, Pin, card_stats, layout_deck};
use fanodeck::render::{PageOptions, Sheet};
use fanodeck::symbols::SymbolOptions;

use crate::layout::{deck_of, median};

pub fn run() {
    let (deck, masks) = deck_of(7, &SymbolOptions::default());
    let card = Sheet::new(&PageOptions::default()).expect("an A4 sheet").outline;
    let base_options = LayoutOptions { seed: 1, ..LayoutOptions::default() };
    let base = layout_deck(&deck, &masks, card, &base_options).expect("layout");
    println!("default deck: {} cards × 8, every card re-rolled once", deck.cards.len());
    println!("  {:<10} {:>8} {:>8} {:>8} {:>8}", "pins", "time s", "median", "worst", "hole");
    for pins in [0, 1, 2] {
        // Every card re-rolled, keeping its first `pins` symbols where they were.
        let cards = base
            .iter()
            .enumerate()
            .map(|(index, laid)| CardEdit {
                card: index,
                reroll: 1,
                pins: laid.placements[..pins].iter().map(|p| Pin::of(p, p.symbol.0)).collect(),
            })
            .collect();
        let options =
            LayoutOptions { edits: Edits { cards, ..Edits::default() }, ..base_options.clone() };
        let start = Instant::now();
        let laid = layout_deck(&deck, &masks, card, &options).expect("layout around pins");
        let time = start.elapsed().as_secs_f32();
        let stats: Vec<_> = laid.iter().map(|c| card_stats(c, &masks, card, &options)).collect();
        let worst = stats.iter().map(|s| s.coverage).fold(f32::MAX, f32::min);
        let hole = stats.iter().map(|s| s.largest_empty).fold(0.0, f32::max);
        println!(
            "  {:<10} {:>8.3} {:>7.1} % {:>6.1} % {:>8.3}",
            pins,
            time,
            100.0 * median(stats.iter().map(|s| s.coverage).collect()),
            100.0 * worst,
            hole
        );
    }
    println!("  target: with pins, median and worst within a few points of no pins, hole ≤ 0.20");
}
