//! Integration tests: plane (fields, planes, deck variants, sizes, verify).

use fanodeck::Error;
use fanodeck::plane::field::{Field, prime_power};
use fanodeck::plane::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PRIME_POWERS_TO_128: [u32; 44] = [
    2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29, 31, 32, 37, 41, 43, 47, 49, 53, 59,
    61, 64, 67, 71, 73, 79, 81, 83, 89, 97, 101, 103, 107, 109, 113, 121, 125, 127, 128,
];

fn options(symbols_per_card: usize) -> DeckOptions {
    DeckOptions { symbols_per_card, ..DeckOptions::default() }
}

/// Checks that every card has `k` distinct symbols, ids are 0..symbol_count and all used,
/// every symbol is on `per_symbol` cards (if given), and every two cards share exactly one
/// symbol, using a pair-count table filled from per-symbol card lists.
fn assert_deck(deck: &Deck, k: usize, per_symbol: Option<usize>, what: &str) {
    assert_eq!(deck.symbols_per_card, k, "{what}");
    let n = deck.cards.len();
    let mut through = vec![Vec::new(); deck.symbol_count];
    for (index, card) in deck.cards.iter().enumerate() {
        let mut sorted = card.symbols.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), k, "{what}: card {index} {:?}", card.symbols);
        for symbol in sorted {
            assert!((symbol.0 as usize) < deck.symbol_count, "{what}: id {}", symbol.0);
            through[symbol.0 as usize].push(index);
        }
    }
    for (symbol, cards) in through.iter().enumerate() {
        assert!(!cards.is_empty(), "{what}: symbol {symbol} unused");
        if let Some(r) = per_symbol {
            assert_eq!(cards.len(), r, "{what}: symbol {symbol}");
        }
    }
    let mut pairs = vec![0u8; n * n];
    for cards in &through {
        for (i, &a) in cards.iter().enumerate() {
            for &b in &cards[i + 1..] {
                pairs[a * n + b] = pairs[a * n + b].saturating_add(1);
            }
        }
    }
    for a in 0..n {
        for b in a + 1..n {
            assert_eq!(pairs[a * n + b], 1, "{what}: cards {a} and {b}");
        }
    }
}

fn spread(deck: &Deck) -> usize {
    let uses = deck.symbol_uses();
    uses.iter().max().unwrap() - uses.iter().min().unwrap()
}

#[test]
fn field_axioms_for_every_order_to_128() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for q in PRIME_POWERS_TO_128 {
        let field = Field::new(Order::new(q).unwrap());
        assert_eq!(field.order(), q);
        assert_eq!(field.characteristic().pow(field.degree()), q);
        // Table sanity and identities, exhaustive.
        for a in 0..q {
            assert_eq!(field.add(a, 0), a, "GF({q})");
            assert_eq!(field.mul(a, 1), a, "GF({q})");
            assert_eq!(field.mul(a, 0), 0, "GF({q})");
            assert_eq!(field.add(a, field.neg(a)), 0, "GF({q})");
            if a != 0 {
                assert_eq!(field.mul(a, field.inv(a).unwrap()), 1, "GF({q}) inverse of {a}");
            }
            // Each row of both tables is a permutation (the row of 0 in `mul` excepted).
            let mut sums: Vec<u32> = (0..q).map(|b| field.add(a, b)).collect();
            let mut products: Vec<u32> = (1..q).map(|b| field.mul(a, b)).collect();
            sums.sort();
            products.sort();
            assert_eq!(sums, (0..q).collect::<Vec<_>>(), "GF({q}) add row {a}");
            if a != 0 {
                assert_eq!(products, (1..q).collect::<Vec<_>>(), "GF({q}) mul row {a}");
            }
            for b in 0..q {
                assert_eq!(field.add(a, b), field.add(b, a), "GF({q})");
                assert_eq!(field.mul(a, b), field.mul(b, a), "GF({q})");
                assert_eq!(field.sub(field.add(a, b), b), a, "GF({q})");
            }
        }
        // Associativity and distributivity: exhaustive while q³ is small, sampled above.
        let check = |a: u32, b: u32, c: u32| {
            assert_eq!(field.add(field.add(a, b), c), field.add(a, field.add(b, c)), "GF({q})");
            assert_eq!(field.mul(field.mul(a, b), c), field.mul(a, field.mul(b, c)), "GF({q})");
            assert_eq!(
                field.mul(a, field.add(b, c)),
                field.add(field.mul(a, b), field.mul(a, c)),
                "GF({q}) distributivity at {a} {b} {c}"
            );
        };
        if q <= 32 {
            for a in 0..q {
                for b in 0..q {
                    for c in 0..q {
                        check(a, b, c);
                    }
                }
            }
        } else {
            for _ in 0..20_000 {
                check(rng.random_range(0..q), rng.random_range(0..q), rng.random_range(0..q));
            }
        }
    }
}

#[test]
fn prime_power_list_is_complete() {
    let found: Vec<u32> = (0..=128).filter(|&q| prime_power(q.into()).is_some()).collect();
    assert_eq!(found, PRIME_POWERS_TO_128);
}

#[test]
fn projective_decks_for_every_order_to_32() {
    for q in PRIME_POWERS_TO_128.into_iter().take_while(|&q| q <= 32) {
        let q = q as usize;
        let deck = build_deck(&options(q + 1)).unwrap();
        let what = format!("PG(2,{q})");
        assert_eq!(deck.order as usize, q);
        assert_eq!(deck.cards.len(), q * q + q + 1, "{what}");
        assert_eq!(deck.symbol_count, q * q + q + 1, "{what}");
        assert_deck(&deck, q + 1, Some(q + 1), &what);
    }
}

/// PG(2,q) is self-dual, and with points and lines numbered alike (point (x,y,z) is on line
/// [a,b,c] iff ax + by + cz = 0, which is symmetric) the incidence is symmetric: point j is on
/// line i exactly when point i is on line j. So the transpose is the very same list of lines.
#[test]
fn the_plane_is_its_own_transpose() {
    for q in PRIME_POWERS_TO_128.into_iter().take_while(|&q| q <= 32) {
        let lines = Plane::new(Order::new(q).unwrap()).into_lines();
        assert_eq!(projective::transpose(&lines, lines.len()), lines, "PG(2,{q})");
    }
}

/// Hence `dual` changes nothing, for every kind of deck: it is applied to the whole plane,
/// before the affine cut and the choice of cards.
#[test]
fn dual_gives_the_same_deck_card_for_card() {
    for (k, kind, cards, seed) in [
        (8, DeckKind::Projective, None, 0),
        (6, DeckKind::Projective, Some(20), 3),
        (8, DeckKind::Affine, None, 5),
        (8, DeckKind::Affine, Some(30), 9),
    ] {
        let plain = DeckOptions { symbols_per_card: k, kind, cards, seed, dual: false };
        let dual = DeckOptions { dual: true, ..plain.clone() };
        assert_eq!(build_deck(&dual).unwrap(), build_deck(&plain).unwrap(), "{plain:?}");
    }
}

#[test]
fn plane_lines_satisfy_the_line_equation() {
    for q in [4, 9, 16, 27] {
        let order = Order::new(q).unwrap();
        let (field, plane) = (Field::new(order), Plane::new(order));
        for (index, line) in plane.lines().iter().enumerate() {
            let [a, b, c] = plane.coordinates(index as u32);
            assert_eq!(line.len(), q as usize + 1);
            for &point in line {
                let [x, y, z] = plane.coordinates(point);
                let dot = field.add(field.add(field.mul(a, x), field.mul(b, y)), field.mul(c, z));
                assert_eq!(dot, 0, "q={q} line {index} point {point}");
            }
        }
    }
}

#[test]
fn affine_decks() {
    for q in [2usize, 3, 4, 5, 7, 8, 9, 11, 13, 16] {
        let deck = build_deck(&DeckOptions { kind: DeckKind::Affine, ..options(q + 1) }).unwrap();
        let what = format!("affine q={q}");
        assert_eq!(deck.cards.len(), q * q, "{what}");
        assert_eq!(deck.symbol_count, q * q + q, "{what}");
        assert_deck(&deck, q + 1, Some(q), &what);
    }
}

/// A lower bound on max − min use for N cards of k symbols from a plane: sum of uses is N·k
/// and sum of use·(use−1) is N·(N−1) for any choice, which fixes mean and variance for each
/// number v of symbols used; values within a range of width s have variance at most
/// (mean − a)(a + s − mean) (Bhatia–Davis).
fn spread_lower_bound(k: usize, n: usize, max_symbols: usize) -> usize {
    let s1 = (n * k) as f64;
    let s2 = (n * (n - 1)) as f64 + s1;
    (0..=k)
        .find(|&s| {
            (1..=max_symbols).any(|v| {
                let mean = s1 / v as f64;
                let variance = s2 / v as f64 - mean * mean;
                variance >= -1e-9
                    && (1..=k).any(|a| {
                        let (a, top) = (a as f64, (a + s) as f64);
                        a <= mean + 1e-9
                            && mean <= top + 1e-9
                            && (mean - a) * (top - mean) >= variance - 1e-9
                    })
            })
        })
        .unwrap_or(k)
}

#[test]
fn truncated_decks_keep_the_rule_and_even_use() {
    for (q, kind) in [(4, DeckKind::Projective), (5, DeckKind::Affine)] {
        let full = build_deck(&DeckOptions { kind, ..options(q + 1) }).unwrap();
        for n in 1..full.cards.len() {
            let deck = build_deck(&DeckOptions { kind, cards: Some(n), ..options(q + 1) }).unwrap();
            let what = format!("q={q} {kind:?} {n} cards");
            assert_eq!(deck.cards.len(), n, "{what}");
            assert_deck(&deck, q + 1, None, &what);
            let uses = deck.symbol_uses();
            assert!(uses.windows(2).all(|w| w[0] >= w[1]), "{what}: ids not by use {uses:?}");
            let bound = spread_lower_bound(q + 1, n, full.symbol_count);
            // The bound ignores how lines can meet, so it is often below the true best (which
            // the unit tests of `select` check exhaustively for q = 2 and 3).
            assert!(spread(&deck) <= bound + 2, "{what}: spread {} bound {bound}", spread(&deck));
        }
    }
}

#[test]
fn truncation_cases_with_known_best_spread() {
    // The 55-card commercial game: the two dropped cards share a symbol (6 uses), 14 symbols
    // fall to 7 and the rest stay at 8; that is the best possible.
    let deck = build_deck(&DeckOptions { cards: Some(55), ..options(8) }).unwrap();
    assert_eq!(deck.symbol_count, 57);
    let mut uses = deck.symbol_uses();
    uses.sort();
    assert_eq!((uses[0], uses[1], uses[14], uses[15]), (6, 7, 7, 8));
    // One card fewer: its symbols fall to q, the rest stay at q+1.
    let deck = build_deck(&DeckOptions { cards: Some(56), ..options(8) }).unwrap();
    assert_eq!(spread(&deck), 1);
    // q² cards: dropping every card through one symbol is perfectly even and needs one symbol
    // fewer (the affine deck).
    let deck = build_deck(&DeckOptions { cards: Some(49), ..options(8) }).unwrap();
    assert_eq!((spread(&deck), deck.symbol_count), (0, 56));
    // Up to q+1 cards can avoid any three through one symbol.
    for n in 2..=8 {
        let deck = build_deck(&DeckOptions { cards: Some(n), ..options(8) }).unwrap();
        assert_eq!(spread(&deck), 1, "{n} cards");
    }
}

#[test]
fn card_count_errors() {
    let affine = DeckOptions { kind: DeckKind::Affine, ..options(6) };
    for (opts, requested, available) in [
        (DeckOptions { cards: Some(0), ..options(8) }, 0, 57),
        (DeckOptions { cards: Some(58), ..options(8) }, 58, 57),
        (DeckOptions { cards: Some(26), ..affine }, 26, 25),
    ] {
        match build_deck(&opts) {
            Err(error @ Error::CardCount { .. }) => {
                let text = error.to_string();
                assert!(text.contains(&requested.to_string()), "{text}");
                assert!(text.contains(&format!("has {available}")), "{text}");
            }
            other => panic!("expected CardCount, got {other:?}"),
        }
    }
}

fn size_error(text: &str) -> String {
    match parse_symbols_per_card(text) {
        Err(error @ Error::ImpossibleSize(_)) => error.to_string(),
        other => panic!("'{text}': expected ImpossibleSize, got {other:?}"),
    }
}

#[test]
fn impossible_sizes_are_explained() {
    let seven = size_error("7");
    assert_eq!(
        seven,
        "7 symbols per card needs a projective plane of order 6, and none exists \
         (Bruck–Ryser theorem); nearest sizes: 6 per card (31 cards, or 25 affine) or 8 per card \
         (57 cards, or 49 affine)"
    );
    let eleven = size_error("11");
    for words in [
        "order 10",
        "Lam",
        "1989",
        "10 per card (91 cards, or 81 affine)",
        "12 per card (133 cards",
    ] {
        assert!(eleven.contains(words), "{eleven}");
    }
    let thirteen = size_error("13");
    for words in
        ["order 12", "open problem", "12 per card (133 cards, or 121 affine)", "14 per card (183"]
    {
        assert!(thirteen.contains(words), "{thirteen}");
    }
    assert!(size_error("15").contains("Bruck–Ryser"));
    for text in ["abc", "-3", "0", "1", "2", "7.5", "", "99999999999999999999999"] {
        let message = size_error(text);
        assert!(!message.contains("--"), "flags are the CLI's business: {message}");
        assert!(!message.ends_with('.'), "{message}");
    }
    assert_eq!(
        size_error("abc"),
        "'abc' is not a whole number of symbols per card; sizes run from 3 per card (7 cards) \
         to 129 per card (16513 cards)"
    );
    assert!(size_error("-3").contains("too few; the smallest size is 3 per card (7 cards, or 4"));
    let large = size_error("200");
    assert!(large.contains("order 199") && large.contains("largest supported order 128"));
    assert!(large.contains("129 per card (16513 cards, or 16384 affine)"), "{large}");
    let absurd = size_error("99999999999999999999999");
    assert!(absurd.contains("far above the largest supported order 128"), "{absurd}");
}

#[test]
fn valid_sizes_parse() {
    assert_eq!(parse_symbols_per_card("8").unwrap(), 8);
    assert_eq!(parse_symbols_per_card(" 12 ").unwrap(), 12);
    assert_eq!(parse_symbols_per_card("129").unwrap(), 129);
    assert!(matches!(build_deck(&options(7)), Err(Error::ImpossibleSize(_))));
}

#[test]
fn size_table_marks_every_row() {
    let table = size_table();
    let row = |k: usize| *table.iter().find(|r| r.symbols_per_card == k).unwrap();
    assert_eq!(row(7).existence, Existence::BruckRyser);
    assert_eq!(row(11).existence, Existence::Lam);
    assert_eq!(row(13).existence, Existence::Open);
    assert_eq!((row(8).cards, row(8).symbols, row(8).existence), (57, 57, Existence::Exists));
    for r in &table {
        // A row says "exists" exactly when a deck of that size can be built.
        let built = build_deck(&options(r.symbols_per_card)).is_ok();
        assert_eq!(r.existence == Existence::Exists, built, "{r:?}");
        assert_eq!(r.existence.reason().is_none(), built);
    }
}

#[test]
fn same_seed_same_deck() {
    let seeded = |seed| build_deck(&DeckOptions { seed, ..options(8) }).unwrap();
    assert_eq!(seeded(42), seeded(42));
    assert_ne!(seeded(42).cards, seeded(43).cards);
    let cut = |seed| build_deck(&DeckOptions { seed, cards: Some(30), ..options(6) }).unwrap();
    assert_eq!(cut(7), cut(7));
}

#[test]
fn verify_accepts_good_decks_in_both_json_forms() {
    let deck = build_deck(&DeckOptions { cards: Some(40), ..options(8) }).unwrap();
    let text = deck.to_json_value().to_string();
    let file: DeckFile = serde_json::from_str(&text).unwrap();
    assert_eq!(file, deck.to_file());
    let cards = parse_deck_json(&text).unwrap();
    assert_eq!(cards.len(), 40);
    assert!(check_cards(&cards).is_ok());
    let manifest = manifest_json(&cards);
    assert_eq!(parse_deck_json(&manifest).unwrap(), cards);
}

/// The render manifest's shape: cards are objects with placements.
fn manifest_json(cards: &[Vec<SymbolId>]) -> String {
    let cards: Vec<serde_json::Value> = cards
        .iter()
        .enumerate()
        .map(|(index, symbols)| {
            let placements: Vec<_> = symbols
                .iter()
                .map(|s| serde_json::json!({"symbol": s.0, "x_mm": 1.5, "y_mm": -2.0}))
                .collect();
            serde_json::json!({"index": index, "page": index / 6, "center_mm": [50.0, 60.0],
                "diameter_mm": 90.0, "symbols": placements})
        })
        .collect();
    serde_json::json!({"seed": 3, "order": 7, "cards": cards}).to_string()
}

#[test]
fn verify_catches_broken_decks() {
    let deck = build_deck(&options(4)).unwrap();
    let mut cards = parse_deck_json(&deck.to_json_value().to_string()).unwrap();
    // Replace one symbol of card 0 by another symbol of the deck that it does not show.
    let missing =
        (0..deck.symbol_count as u32).map(SymbolId).find(|s| !cards[0].contains(s)).unwrap();
    let removed = cards[0][0];
    cards[0][0] = missing;
    let found = check_cards(&cards);
    assert_eq!(found.total, found.problems.len());
    let problems = found.problems;
    // Cards that met card 0 only in `removed` now share nothing; cards showing `missing` and
    // meeting card 0 elsewhere now share two.
    assert!(!problems.is_empty());
    assert!(problems.iter().all(|p| match p {
        Problem::NothingShared { first: 0, .. } => true,
        Problem::SharesSeveral { first: 0, shared, .. } => shared.contains(&missing),
        _ => false,
    }));
    // `removed` is on 3 other cards, one of which also shows `missing` (the line through both
    // points); `missing` is on 4 cards, that one included.
    let nothing = problems.iter().filter(|p| matches!(p, Problem::NothingShared { .. })).count();
    assert_eq!((nothing, problems.len()), (2, 5), "{problems:?} after removing {removed:?}");
    // The same problems come out of the manifest form.
    assert_eq!(check_cards(&parse_deck_json(&manifest_json(&cards)).unwrap()).problems, problems);
    // A repeated symbol and an empty deck.
    let mut repeated = parse_deck_json(&deck.to_json_value().to_string()).unwrap();
    repeated[2][1] = repeated[2][0];
    assert!(
        check_cards(&repeated)
            .problems
            .contains(&Problem::RepeatedSymbol { card: 2, symbol: repeated[2][0] })
    );
    assert_eq!(
        check_cards(&parse_deck_json(r#"{"cards": []}"#).unwrap()).problems,
        vec![Problem::Empty]
    );
}

#[test]
fn deck_file_errors_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deck.json");
    std::fs::write(&path, r#"{"cards": "none"}"#).unwrap();
    match read_deck_file(&path) {
        Err(error @ Error::DeckFile { .. }) => {
            let text = error.to_string();
            assert!(text.contains("deck.json") && text.contains("'cards' is not a list"), "{text}");
        }
        other => panic!("expected DeckFile, got {other:?}"),
    }
    std::fs::write(&path, "[1, 2").unwrap();
    assert!(read_deck_file(&path).unwrap_err().to_string().contains("not valid JSON"));
    let good = build_deck(&options(3)).unwrap();
    std::fs::write(&path, good.to_json_value().to_string()).unwrap();
    assert_eq!(read_deck_file(&path).unwrap().len(), 7);
    assert!(matches!(read_deck_file(&dir.path().join("absent.json")), Err(Error::Io { .. })));
}
