//! Benchmark section: plane. Times building planes and decks; target for PG(2,127): < 1 s.

use std::hint::black_box;
use std::time::{Duration, Instant};

use fanodeck::plane::field::Field;
use fanodeck::plane::{DeckKind, DeckOptions, Order, Plane, build_deck, check_cards};

/// The best of `runs` timings of `f` (the least disturbed by the other jobs on the machine).
fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1000.0)
}

/// Prints build times for planes and decks of several orders, card selection times with the
/// resulting spread of symbol use, and the time to verify a large deck.
pub fn run() {
    for q in [7, 31, 64, 127, 128] {
        let order = Order::new(q).expect("prime power");
        let field = best_of(5, || Field::new(order));
        let plane = best_of(5, || Plane::new(order));
        let deck = best_of(3, || {
            build_deck(&DeckOptions { symbols_per_card: q as usize + 1, ..Default::default() })
        });
        println!(
            "PG(2,{q:>3}): {:>6} cards  field {:>9}  plane {:>9}  deck (renumber+shuffle) {:>9}{}",
            order.cards(),
            ms(field),
            ms(plane),
            ms(deck),
            if q == 127 { "  (target < 1000 ms)" } else { "" }
        );
    }
    for (k, kind, cards) in [
        (8, DeckKind::Projective, 55),
        (8, DeckKind::Projective, 30),
        (8, DeckKind::Affine, 40),
        (14, DeckKind::Projective, 100),
        (32, DeckKind::Projective, 500),
        (128, DeckKind::Projective, 16_000),
        (128, DeckKind::Projective, 8_256),
    ] {
        let options =
            DeckOptions { symbols_per_card: k, kind, cards: Some(cards), ..Default::default() };
        let time = best_of(3, || build_deck(&options));
        let deck = build_deck(&options).expect("valid size");
        let uses = deck.symbol_uses();
        let (max, min) = (uses.iter().max().unwrap_or(&0), uses.iter().min().unwrap_or(&0));
        println!(
            "{k:>3} per card, {kind:?}, keep {cards:>5}: {:>9}  uses {min}..={max} over {} symbols",
            ms(time),
            deck.symbol_count
        );
    }
    let deck = build_deck(&DeckOptions { symbols_per_card: 32, ..Default::default() })
        .expect("valid size");
    let cards: Vec<_> = deck.cards.iter().map(|c| c.symbols.clone()).collect();
    let time = best_of(3, || check_cards(&cards));
    println!("verify PG(2,31) ({} cards, every pair): {}", cards.len(), ms(time));
}
