//! Integration tests: layout. Every property is measured from the returned placements with
//! `card_stats` (an independent re-rasterisation), never from the packer's own state.

use std::sync::{Arc, OnceLock};

use fanodeck::geom::Mask;
use fanodeck::layout::{self, CardLayout, LayoutOptions, Rotation, card_stats};
use fanodeck::plane::{Card, Deck, SymbolId};
use fanodeck::symbols::{Symbol, SymbolKind};
use fanodeck::{Error, Placement};

/// Slack for the measuring grid (8 px/mm) when checking the gap and the margin, mm.
const MEASURE_TOL: f32 = 0.15;

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

/// The first `n` cards of `deck` (the layout only needs cards, not a whole plane).
fn first_cards(mut deck: Deck, n: usize) -> Deck {
    deck.cards.truncate(n);
    deck
}

/// Masks of the bundled icons in name order, made once.
fn icons() -> &'static [Arc<Mask>] {
    static ICONS: OnceLock<Vec<Arc<Mask>>> = OnceLock::new();
    ICONS.get_or_init(|| {
        let mut paths: Vec<_> = std::fs::read_dir("icons")
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "svg"))
            .collect();
        paths.sort();
        paths
            .iter()
            .map(|p| {
                let tree =
                    usvg::Tree::from_data(&std::fs::read(p).unwrap(), &usvg::Options::default())
                        .unwrap();
                Symbol::new("icon", p.display().to_string(), SymbolKind::Vector(Arc::new(tree)))
                    .mask(layout::MASK_PX)
            })
            .collect()
    })
}

/// `count` masks, cycling through the bundled icons.
fn masks(count: usize) -> Vec<Arc<Mask>> {
    icons().iter().cycle().take(count).cloned().collect()
}

/// Checks what every layout must satisfy; returns each card's stats.
fn check_cards(
    deck: &Deck,
    cards: &[CardLayout],
    masks: &[Arc<Mask>],
    diameter: f32,
    options: &LayoutOptions,
) -> Vec<layout::CardStats> {
    assert_eq!(cards.len(), deck.cards.len());
    let mut all = Vec::new();
    for (i, (card, layout)) in deck.cards.iter().zip(cards).enumerate() {
        let ids: Vec<SymbolId> = layout.placements.iter().map(|p| p.symbol).collect();
        assert_eq!(ids, card.symbols, "card {i}: placements follow the card's symbols");
        let s = card_stats(layout, masks, diameter, options);
        assert!(s.min_gap_mm >= options.gap_mm - MEASURE_TOL, "card {i}: gap {s:?}");
        assert!(s.inside, "card {i}: outside the margin {s:?}");
        if card.symbols.len() > 1 {
            let r = options.size_ratio;
            assert!((s.size_ratio - r).abs() < 0.02 * r, "card {i}: size ratio {s:?}");
        }
        all.push(s);
    }
    all
}

fn median(mut v: Vec<f32>) -> f32 {
    v.sort_by(f32::total_cmp);
    v[v.len() / 2]
}

#[test]
fn eight_per_card_over_many_seeds() {
    let deck = first_cards(prime_deck(7), 6);
    let masks = masks(deck.symbol_count);
    let mut coverage = Vec::new();
    for seed in 0..4 {
        let options = LayoutOptions { seed, ..LayoutOptions::default() };
        let cards = layout::layout_deck(&deck, &masks, 90.0, &options).unwrap();
        for s in check_cards(&deck, &cards, &masks, 90.0, &options) {
            coverage.push(s.coverage);
            assert!(s.largest_empty <= 0.4, "{s:?}");
        }
    }
    let (med, min) = (median(coverage.clone()), coverage.iter().copied().fold(1.0, f32::min));
    assert!(med >= 0.5 && min >= 0.4, "coverage median {med}, min {min}");
}
