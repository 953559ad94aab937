//! Benchmark section: layout. Packs the default deck (57 cards × 8, 90 mm) and a 12-per-card
//! deck (133 cards) with the bundled icons and prints time and quality beside the targets.

use std::sync::Arc;
use std::time::Instant;

use fanodeck::geom::Mask;
use fanodeck::layout::{self, LayoutOptions, card_stats};
use fanodeck::plane::{Card, Deck, SymbolId};
use fanodeck::symbols::{Symbol, SymbolKind};

/// The lines of PG(2, p) for a prime p as cards (symbol = point index). Stands in for
/// `plane::build_deck` until the stages are merged.
fn prime_deck(p: u32) -> Deck {
    let normalised = |v: [u32; 3]| v.iter().find(|&&x| x != 0) == Some(&1);
    let mut points = Vec::new();
    for x in 0..p {
        for y in 0..p {
            for z in 0..p {
                if normalised([x, y, z]) {
                    points.push([x, y, z]);
                }
            }
        }
    }
    let cards = points
        .iter()
        .map(|l| Card {
            symbols: (0..points.len())
                .filter(|&i| (0..3).map(|k| l[k] * points[i][k]).sum::<u32>() % p == 0)
                .map(|i| SymbolId(i as u32))
                .collect(),
        })
        .collect();
    Deck { order: p, symbols_per_card: p as usize + 1, symbol_count: points.len(), cards }
}

fn icon_masks(count: usize) -> Vec<Arc<Mask>> {
    let mut paths: Vec<_> = std::fs::read_dir("icons")
        .expect("run from the crate root")
        .map(|e| e.expect("icons/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "svg"))
        .collect();
    paths.sort();
    paths
        .iter()
        .take(count)
        .map(|p| {
            let data = std::fs::read(p).expect("icon");
            let tree = usvg::Tree::from_data(&data, &usvg::Options::default()).expect("svg");
            let symbol =
                Symbol::new("icon", p.display().to_string(), SymbolKind::Vector(Arc::new(tree)));
            symbol.mask(layout::MASK_PX)
        })
        .collect()
}

fn median(mut v: Vec<f32>) -> f32 {
    v.sort_by(f32::total_cmp);
    v[v.len() / 2]
}

fn section(title: &str, p: u32, diameter: f32, time_target: &str) {
    let deck = prime_deck(p);
    let masks = icon_masks(deck.symbol_count);
    let options = LayoutOptions::default();
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
