//! Integration tests: layout. Every property is measured from the returned placements with
//! `card_stats` (an independent re-rasterisation), never from the packer's own state.

use std::sync::{Arc, OnceLock};

use fanodeck::geom::{CardOutline, Mask};
use fanodeck::layout::{self, CardLayout, LayoutOptions, Rotation, card_stats};
use fanodeck::plane::{Card, Deck, DeckOptions, SymbolId};
use fanodeck::symbols::{SymbolOptions, load_symbols};
use fanodeck::{Error, Placement};

/// Slack for the measuring grid (8 px/mm) when checking the gap and the margin, mm.
const MEASURE_TOL: f32 = 0.15;

/// The projective deck of prime order `p` (p + 1 symbols a card), as `fanodeck render` builds
/// it with the default seed.
fn prime_deck(p: u32) -> Deck {
    let options =
        DeckOptions { symbols_per_card: p as usize + 1, seed: 1, ..DeckOptions::default() };
    fanodeck::plane::build_deck(&options).expect("a prime order")
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
        let count = fanodeck::symbols::builtin_count();
        let symbols = load_symbols(&SymbolOptions::default(), 2, count).unwrap();
        symbols.iter().map(|s| s.mask(layout::MASK_PX)).collect()
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
        let s = card_stats(layout, masks, CardOutline::round(diameter), options);
        assert!(s.min_gap_mm >= options.gap_mm - MEASURE_TOL, "card {i}: gap {s:?}");
        assert!(s.inside, "card {i}: outside the margin {s:?}");
        if card.symbols.len() > 1 {
            // Symbols may grow alone into free room (at most 25 % over their rank's size), and
            // the final check may shrink a symbol that still touches by a few per cent: both
            // can only narrow the ratio, and only a little. A sparse picture may grow further
            // until its ink matches a solid one's (at most 1.5 times): the ratio holds for
            // the ink the eye sees, so by the box it may widen or narrow by that much. (The
            // picture that grew may then be neither the smallest nor the largest, so the
            // card's most sparse picture bounds it.)
            let boost = sparsest_boost(layout, masks);
            let r = options.size_ratio;
            assert!(s.size_ratio <= r * 1.01 * boost, "card {i}: size ratio {s:?}");
            assert!(s.size_ratio >= r / 1.3 / boost, "card {i}: size ratio {s:?}");
        }
        all.push(s);
    }
    all
}

/// How much further than a solid picture `mask` may grow alone: its ink share of its
/// (longer side)² against a solid one's 0.6, capped at 1.5 (as the packer).
fn sparse_boost(mask: &Mask) -> f32 {
    let long = mask.width.max(mask.height).max(1) as f32;
    let ink = mask.alpha.iter().filter(|&&a| a >= 64).count() as f32 / (long * long);
    (0.6 / ink.max(0.01)).sqrt().clamp(1.0, 1.5)
}

/// The largest [`sparse_boost`] of the pictures on `layout`.
fn sparsest_boost(layout: &CardLayout, masks: &[Arc<Mask>]) -> f32 {
    layout.placements.iter().map(|p| sparse_boost(&masks[p.symbol.0 as usize])).fold(1.0, f32::max)
}

/// A mask of an opaque `w` × `h` rectangle filling its whole picture.
fn rectangle(w: u32, h: u32) -> Arc<Mask> {
    Arc::new(Mask {
        width: w,
        height: h,
        alpha: vec![255; (w * h) as usize],
        frame: [0.0, 0.0, 1.0, 1.0],
        source_aspect: w as f32 / h as f32,
    })
}

/// A deck of `cards` cards with `per_card` distinct symbols each, drawn from `symbols`.
fn fake_deck(per_card: usize, symbols: usize, cards: usize, seed: u64) -> Deck {
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut next = move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let cards = (0..cards)
        .map(|_| {
            let mut ids: Vec<u32> = Vec::new();
            while ids.len() < per_card {
                let id = (next() % symbols) as u32;
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
            Card { symbols: ids.into_iter().map(SymbolId).collect() }
        })
        .collect();
    Deck { order: 0, symbols_per_card: per_card, symbol_count: symbols, cards }
}

#[test]
fn eight_per_card_keeps_gap_margin_and_sizes_over_seeds() {
    let deck = first_cards(prime_deck(7), 2);
    let masks = masks(deck.symbol_count);
    for seed in 0..3 {
        let options = LayoutOptions { seed, ..LayoutOptions::default() };
        let cards = layout::layout_deck(&deck, &masks, CardOutline::round(90.0), &options).unwrap();
        for s in check_cards(&deck, &cards, &masks, 90.0, &options) {
            assert!(s.coverage >= 0.38, "{s:?}");
            assert!(s.largest_empty <= 0.35, "{s:?}");
        }
    }
}

#[test]
fn every_card_size_from_3_to_33_on_60_to_130_mm() {
    // (symbols per card, plane order or 0 for a random deck, diameter)
    let cases = [(3, 2, 60.0), (6, 5, 130.0), (12, 11, 95.0), (20, 19, 110.0), (33, 0, 90.0)];
    for (per_card, p, diameter) in cases {
        let deck =
            if p > 0 { first_cards(prime_deck(p), 1) } else { fake_deck(per_card, 1057, 1, 7) };
        assert_eq!(deck.cards[0].symbols.len(), per_card);
        let masks = masks(deck.symbol_count);
        let options = LayoutOptions::default();
        let cards =
            layout::layout_deck(&deck, &masks, CardOutline::round(diameter), &options).unwrap();
        let s = check_cards(&deck, &cards, &masks, diameter, &options);
        assert!(s[0].coverage >= 0.3, "{per_card} per card: {:?}", s[0]);
    }
}

#[test]
fn rotation_free_none_and_limited() {
    let deck = first_cards(prime_deck(3), 6);
    let masks = masks(deck.symbol_count);
    let angles = |rotation| {
        let options = LayoutOptions { rotation, ..LayoutOptions::default() };
        let cards = layout::layout_deck(&deck, &masks, CardOutline::round(50.0), &options).unwrap();
        check_cards(&deck, &cards, &masks, 50.0, &options);
        cards.iter().flat_map(|c| c.placements.iter().map(|p| p.rotation_deg)).collect::<Vec<_>>()
    };
    let free = angles(Rotation::Free);
    let mut quadrants = [false; 4];
    for a in &free {
        assert!((0.0..360.0).contains(a), "{a}");
        quadrants[(a / 90.0) as usize] = true;
    }
    assert_eq!(quadrants, [true; 4], "{free:?}");
    assert!(angles(Rotation::None).iter().all(|&a| a == 0.0));
    let limited = angles(Rotation::Limit(15.0));
    assert!(limited.iter().all(|a| a.abs() <= 15.0), "{limited:?}");
    assert!(limited.iter().any(|&a| a != 0.0));
}

#[test]
fn thin_wide_and_opaque_pictures() {
    // A 20:1 line, a 1:20 line, a wide 4:1 bar, opaque squares, and an icon whose ink sits
    // off-centre in its picture (the box must be offset from the ink).
    let mut off_centre = (*rectangle(30, 30)).clone();
    off_centre.frame = [0.6, 0.1, 0.9, 0.4];
    let masks = vec![
        rectangle(96, 5),
        rectangle(5, 96),
        rectangle(96, 24),
        rectangle(96, 96),
        rectangle(64, 64),
        Arc::new(off_centre),
    ];
    let deck = Deck {
        order: 0,
        symbols_per_card: 6,
        symbol_count: 6,
        cards: vec![Card { symbols: (0..6).map(SymbolId).collect() }],
    };
    for rotation in [Rotation::Free, Rotation::None] {
        let options = LayoutOptions { rotation, ..LayoutOptions::default() };
        let cards = layout::layout_deck(&deck, &masks, CardOutline::round(80.0), &options).unwrap();
        check_cards(&deck, &cards, &masks, 80.0, &options);
        // The off-centre picture's box has its picture's (square) shape, not the ink's.
        let p: &Placement = &cards[0].placements[5];
        assert!((p.width_mm / p.height_mm - 1.0).abs() < 1e-3, "{p:?}");
    }
}

#[test]
fn same_seed_same_layout_in_any_thread_count() {
    let deck = prime_deck(2);
    let masks = masks(deck.symbol_count);
    let options = LayoutOptions { seed: 42, ..LayoutOptions::default() };
    let a = layout::layout_deck(&deck, &masks, CardOutline::round(50.0), &options).unwrap();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    let b = pool.install(|| {
        layout::layout_deck(&deck, &masks, CardOutline::round(50.0), &options).unwrap()
    });
    assert_eq!(a, b);
    let other = LayoutOptions { seed: 43, ..options.clone() };
    assert_ne!(a, layout::layout_deck(&deck, &masks, CardOutline::round(50.0), &other).unwrap());
    // (A card's layout is not its own alone: sizes are dealt over the whole deck, and a card
    // poor in ink is judged against the deck's mean.)
}

#[test]
fn sizes_are_balanced_over_the_deck() {
    let deck = prime_deck(3);
    let masks = masks(deck.symbol_count);
    let options = LayoutOptions::default();
    let cards = layout::layout_deck(&deck, &masks, CardOutline::round(50.0), &options).unwrap();
    check_cards(&deck, &cards, &masks, 50.0, &options);
    // Rank of each symbol on each card by its ink's longer side (0 = largest).
    let mut ranks: Vec<Vec<usize>> = vec![Vec::new(); deck.symbol_count];
    for layout in &cards {
        let size = |p: &Placement| {
            let m = &masks[p.symbol.0 as usize];
            let long = m.width.max(m.height) as f32;
            let fw = m.frame[2] - m.frame[0];
            p.width_mm * fw * long / m.width as f32
        };
        let mut order: Vec<&Placement> = layout.placements.iter().collect();
        order.sort_by(|a, b| size(b).total_cmp(&size(a)));
        for (rank, p) in order.iter().enumerate() {
            ranks[p.symbol.0 as usize].push(rank);
        }
    }
    let last = deck.symbols_per_card - 1;
    for (id, r) in ranks.iter().enumerate() {
        assert_eq!(r.len(), deck.symbols_per_card, "symbol {id}");
        let mean = r.iter().sum::<usize>() as f32 / r.len() as f32;
        assert!((mean - last as f32 / 2.0).abs() <= 1.0, "symbol {id}: ranks {r:?}");
        assert!(r.iter().any(|&x| x != last), "symbol {id} is always smallest: {r:?}");
        assert!(r.iter().any(|&x| x != 0), "symbol {id} is always largest: {r:?}");
    }
}

#[test]
fn impossible_cards_fail_with_a_reason() {
    let deck = fake_deck(33, 100, 1, 3);
    let masks = masks(100);
    let options = LayoutOptions { gap_mm: 20.0, ..LayoutOptions::default() };
    let err = layout::layout_deck(&deck, &masks, CardOutline::round(40.0), &options).unwrap_err();
    assert!(matches!(err, Error::Layout { card: 0, symbols: 33, .. }), "{err}");
    assert!(err.to_string().contains("20 mm gap"), "{err}");
    let options = LayoutOptions { margin_mm: 25.0, ..LayoutOptions::default() };
    assert!(matches!(
        layout::layout_deck(&deck, &masks, CardOutline::round(40.0), &options),
        Err(Error::Layout { .. })
    ));
    let options = LayoutOptions { size_ratio: 0.5, ..LayoutOptions::default() };
    assert!(matches!(
        layout::layout_deck(&deck, &masks, CardOutline::round(40.0), &options),
        Err(Error::InvalidOption { .. })
    ));
    // A symbol without a mask.
    let err = layout::layout_deck(
        &deck,
        &masks[..10],
        CardOutline::round(90.0),
        &LayoutOptions::default(),
    );
    assert!(matches!(err, Err(Error::Layout { .. })));
}

#[test]
fn progress_counts_every_card_and_changes_nothing() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let deck = first_cards(prime_deck(3), 5);
    let masks = masks(deck.symbol_count);
    let options = LayoutOptions::default();
    let done = AtomicUsize::new(0);
    let counted = layout::layout_deck_with_progress(
        &deck,
        &masks,
        &layout::Outlines::of(&deck, &masks),
        CardOutline::round(60.0),
        &options,
        &|_, _| {
            done.fetch_add(1, Ordering::Relaxed);
        },
    )
    .unwrap();
    assert_eq!(done.load(Ordering::Relaxed), 5);
    assert_eq!(
        counted,
        layout::layout_deck(&deck, &masks, CardOutline::round(60.0), &options).unwrap()
    );
}
