//! Which symbol is large on which card.
//!
//! The commercial game mixes sizes on every card, and a player must not learn that one
//! picture is always tiny. Cards are walked in deck order and each card hands its largest
//! slot to the symbol that has so far been smallest on average, so every symbol's mean rank
//! drifts to the middle. This pass is sequential and cheap; the expensive packing of each
//! card then runs in parallel with its sizes fixed.

use crate::plane::Deck;

/// Linear size of rank `rank` (0 = largest) among `n`, relative to the largest: evenly spaced
/// from 1 down to 1 / `ratio`. Even steps give a card more middle-sized symbols than a
/// geometric ladder would, which packs a little denser (about half a point of ink on the
/// default deck) and still mixes large and small.
pub(crate) fn relative_size(rank: usize, n: usize, ratio: f32) -> f32 {
    if n <= 1 {
        return 1.0;
    }
    let t = rank as f32 / (n - 1) as f32;
    1.0 - t * (1.0 - 1.0 / ratio)
}

/// A fixed, seed-dependent tie-break so equal mean ranks are not settled by symbol number.
fn mix(seed: u64, symbol: u32) -> u64 {
    // SplitMix64 finaliser.
    let mut z = seed ^ (u64::from(symbol)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// For each card, each symbol's size rank (0 = largest), in the card's symbol order.
pub(crate) fn size_ranks(deck: &Deck, seed: u64) -> Vec<Vec<usize>> {
    let mut sum = vec![0.0f64; deck.symbol_count];
    let mut count = vec![0u32; deck.symbol_count];
    let mut out = Vec::with_capacity(deck.cards.len());
    for card in &deck.cards {
        let n = card.symbols.len();
        // Mean rank as a fraction of the card's ladder, so cards of other sizes mix well.
        let mean = |i: usize| -> f64 {
            let id = card.symbols[i].0 as usize;
            match count.get(id) {
                Some(&c) if c > 0 => sum[id] / f64::from(c),
                _ => 0.5,
            }
        };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| {
            mean(b)
                .total_cmp(&mean(a))
                .then(mix(seed, card.symbols[a].0).cmp(&mix(seed, card.symbols[b].0)))
        });
        let mut ranks = vec![0usize; n];
        for (rank, &i) in order.iter().enumerate() {
            ranks[i] = rank;
            let id = card.symbols[i].0 as usize;
            if id < sum.len() {
                sum[id] += if n > 1 { rank as f64 / (n as f64 - 1.0) } else { 0.5 };
                count[id] += 1;
            }
        }
        out.push(ranks);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::{Card, SymbolId};

    #[test]
    fn ladder_spans_the_ratio() {
        assert_eq!(relative_size(0, 8, 2.5), 1.0);
        assert!((relative_size(7, 8, 2.5) - 0.4).abs() < 1e-6);
        assert_eq!(relative_size(0, 1, 2.5), 1.0);
    }

    #[test]
    fn every_symbol_gets_a_mix() {
        // The 7 lines of the Fano plane, each symbol on 3 cards.
        let lines = [[0, 1, 2], [0, 3, 4], [0, 5, 6], [1, 3, 5], [1, 4, 6], [2, 3, 6], [2, 4, 5]];
        let cards = lines
            .iter()
            .map(|l| Card { symbols: l.iter().map(|&s| SymbolId(s)).collect() })
            .collect();
        let deck = Deck { order: 2, symbols_per_card: 3, symbol_count: 7, cards };
        let ranks = size_ranks(&deck, 0);
        for r in &ranks {
            let mut sorted = r.clone();
            sorted.sort();
            assert_eq!(sorted, vec![0, 1, 2]);
        }
        for s in 0..7u32 {
            let seen: Vec<usize> = deck
                .cards
                .iter()
                .zip(&ranks)
                .filter_map(|(c, r)| c.symbols.iter().position(|&x| x.0 == s).map(|i| r[i]))
                .collect();
            assert!(seen.iter().any(|&r| r < 2) && seen.iter().any(|&r| r > 0), "{s}: {seen:?}");
        }
    }
}
