//! Benchmark section: layout. Packs the default deck (57 cards × 8, 90 mm) and a 12-per-card
//! deck (133 cards) with the bundled icons and prints time and quality beside the targets.

use std::sync::Arc;
use std::time::Instant;

use fanodeck::geom::Mask;
use fanodeck::layout::{self, LayoutOptions, card_stats};
use fanodeck::plane::{Deck, DeckOptions};
use fanodeck::symbols::{SymbolOptions, load_symbols};

/// The projective deck of prime order `p` (p + 1 symbols a card), as `fanodeck render` builds
/// it with the default seed.
fn prime_deck(p: u32) -> Deck {
    let options =
        DeckOptions { symbols_per_card: p as usize + 1, seed: 1, ..DeckOptions::default() };
    fanodeck::plane::build_deck(&options).expect("a prime order")
}

/// Masks of the first `count` bundled icons, as `generate` makes them.
fn icon_masks(count: usize) -> Vec<Arc<Mask>> {
    let symbols = load_symbols(&SymbolOptions::default(), 8, count).expect("bundled icons");
    symbols.iter().map(|s| s.mask(layout::MASK_PX)).collect()
}

fn median(mut v: Vec<f32>) -> f32 {
    v.sort_by(f32::total_cmp);
    v[v.len() / 2]
}

fn section(title: &str, p: u32, diameter: f32, time_target: &str) {
    let deck = prime_deck(p);
    let masks = icon_masks(deck.symbol_count);
    // The layout seed `fanodeck render` uses: the deck's.
    let options = LayoutOptions { seed: 1, ..LayoutOptions::default() };
    let mut times = Vec::new();
    let mut cards = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        cards = layout::layout_deck(&deck, &masks, diameter, &options).expect("layout");
        times.push(start.elapsed().as_secs_f32());
    }
    let stats: Vec<_> = cards.iter().map(|c| card_stats(c, &masks, diameter, &options)).collect();
    let cov: Vec<f32> = stats.iter().map(|s| s.coverage).collect();
    println!("{title}: {} cards × {} symbols, {diameter} mm", deck.cards.len(), p + 1);
    println!(
        "  layout time (best of 3)   {:7.3} s    target {time_target}",
        times.iter().copied().fold(f32::MAX, f32::min)
    );
    println!("  coverage median           {:7.1} %    target ≥ 50 %", 100.0 * median(cov.clone()));
    println!(
        "  coverage minimum          {:7.1} %    target ≥ 40 %",
        100.0 * cov.iter().copied().fold(1.0, f32::min)
    );
    println!(
        "  size ratio median         {:7.2}      target 2–3 (asked {})",
        median(stats.iter().map(|s| s.size_ratio).collect()),
        options.size_ratio
    );
    println!(
        "  min gap                   {:7.2} mm   target ≥ {} mm",
        stats.iter().map(|s| s.min_gap_mm).fold(f32::MAX, f32::min),
        options.gap_mm
    );
    println!(
        "  min margin                {:7.2} mm   target ≥ {} mm",
        stats.iter().map(|s| s.min_margin_mm).fold(f32::MAX, f32::min),
        options.margin_mm
    );
    let empty: Vec<f32> = stats.iter().map(|s| s.largest_empty).collect();
    println!(
        "  largest empty circle      {:7.2} R (median {:.2} R)   target ≤ 0.3 R",
        empty.iter().copied().fold(0.0, f32::max),
        median(empty.clone())
    );
}

pub fn run() {
    section("default deck", 7, 90.0, "< 0.3 s on 2 cores");
    section("12 per card", 11, 90.0, "(none)");
}
