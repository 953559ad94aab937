//! Which symbol is large on which card.
//!
//! The commercial game mixes sizes on every card, and a player must not learn that one
//! picture is always tiny. Cards are walked in deck order and each card hands its largest
//! slot to the symbol that has so far been smallest on average, so every symbol's mean rank
//! drifts to the middle. This pass is sequential and cheap; the expensive packing of each
//! card then runs in parallel with its sizes fixed.

use super::outline::Room;
use crate::plane::{Deck, SymbolId};

/// Linear size of rank `rank` (0 = largest) among `n`, relative to the largest: evenly spaced
/// from 1 down to 1 / `ratio`. Even steps give a card more middle-sized symbols than a
/// geometric ladder would, which packs a little denser and still mixes large and small.
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
                sum[id] += fraction(rank, n);
                count[id] += 1;
            }
        }
        out.push(ranks);
    }
    out
}

/// Symbols a card from which [`lift_poor_cards`] leaves the ranks alone.
const LIFT_BELOW: usize = 16;

/// How far, in ranks of a card's ladder, [`lift_poor_cards`] may move a symbol's mean rank
/// from the middle: a whole rank gives the poor cards room to trade, while every picture
/// still comes large and small.
const LIFT_BAND: f64 = 1.0;

/// The same bound as a share of the ladder, for cards of 3 or 4 symbols, where one rank is a
/// large step (a third of the ladder on a card of 4): a whole rank there can leave a symbol
/// smallest on three of its four cards.
const LIFT_SHARE: f64 = 0.3;

/// Share of the room a card of `n` symbols takes that its ink fills, judged from
/// `(rank, room)` of each picture at its rank's size: the pictures' ink over their outlines,
/// both weighted by the slots' areas.
pub(crate) fn ladder_density(
    ranked: impl Iterator<Item = (usize, Room)>,
    n: usize,
    ratio: f32,
) -> f32 {
    let (mut ink, mut room) = (0.0, 0.0);
    for (rank, r) in ranked {
        let rel = relative_size(rank, n, ratio);
        ink += r.ink * rel * rel;
        room += r.outline * rel * rel;
    }
    if room > 0.0 { ink / room } else { 0.0 }
}

/// [`ladder_density`] of `card` with its `ranks`, `rooms` by symbol.
fn card_ink(card: &[SymbolId], ranks: &[usize], rooms: &[Room], ratio: f32) -> f32 {
    let ranked = card.iter().zip(ranks).map(|(s, &r)| (r, rooms[s.0 as usize]));
    ladder_density(ranked, card.len(), ratio)
}

/// Where rank `r` of `n` sits on the ladder: 0 largest, 1 smallest.
fn fraction(r: usize, n: usize) -> f64 {
    if n > 1 { r as f64 / (n as f64 - 1.0) } else { 0.5 }
}

/// Each symbol's mean place on its cards' ladders, kept up to date as ranks trade.
struct Means {
    sum: Vec<f64>,
    count: Vec<f64>,
}

impl Means {
    /// `symbols`: more than the largest id on any card.
    fn of(deck: &Deck, ranks: &[Vec<usize>], symbols: usize) -> Means {
        let mut means = Means { sum: vec![0.0; symbols], count: vec![0.0; symbols] };
        for (card, r) in deck.cards.iter().zip(ranks) {
            for (s, &rank) in card.symbols.iter().zip(r) {
                means.sum[s.0 as usize] += fraction(rank, card.symbols.len());
                means.count[s.0 as usize] += 1.0;
            }
        }
        means
    }

    /// How far symbol `s`'s mean place is from the middle once it moves down by `moved`
    /// (a share of a ladder; negative: up).
    fn off(&self, s: SymbolId, moved: f64) -> f64 {
        let s = s.0 as usize;
        (self.sum[s] + moved) / self.count[s].max(1.0) - 0.5
    }
}

/// Lifts the cards whose pictures carry the least ink for the room they take
/// ([`ladder_density`]). Of the cards that start below the deck's mean, on the poorest, two
/// symbols trade ranks when that gives the larger slot to the denser picture (more ink for
/// its outline: a solid blob before a ring of the same ink) and neither symbol's mean rank
/// ends more than [`LIFT_BAND`] ranks (at most [`LIFT_SHARE`] of the ladder) from the middle
/// (or further than it was); and so on, poorest first, until no such card gains.
///
/// Without this a card of rings and sticks can give its largest slot to a ring and its
/// smallest to its one solid picture, and carry a third less ink than it could. A sparse
/// picture is then smaller on the poor cards than elsewhere, and every symbol keeps its
/// mix of sizes within the rank that [`size_ranks`] keeps. The rich cards do not trade
/// back to centre the means: that would take the gain from the poorest cards again.
///
/// Pictures are judged by room, not by their ink over their boxes, which takes a ring for
/// as rich as a star of the same ink and lets it keep a card's largest slot.
///
/// Each trade moves a denser picture up a card, so the search ends. Cards of
/// [`LIFT_BELOW`] symbols or more are left alone: they average their ink over many
/// pictures, and the search's cost grows with the cube of the symbols.
pub(crate) fn lift_poor_cards(deck: &Deck, ranks: &mut [Vec<usize>], rooms: &[Room], ratio: f32) {
    if deck.symbols_per_card >= LIFT_BELOW || deck.cards.is_empty() {
        return;
    }
    // Every id is below the rooms' count: the layout checked it against the masks.
    let mut means = Means::of(deck, ranks, rooms.len());
    let mut ink: Vec<f32> = deck
        .cards
        .iter()
        .zip(ranks.iter())
        .map(|(c, r)| card_ink(&c.symbols, r, rooms, ratio))
        .collect();
    let mean_ink = ink.iter().sum::<f32>() / ink.len() as f32;
    let mut done: Vec<bool> = ink.iter().map(|&i| i >= mean_ink).collect();
    while let Some(c) =
        (0..ink.len()).filter(|&c| !done[c]).min_by(|&a, &b| ink[a].total_cmp(&ink[b]))
    {
        let card = &deck.cards[c].symbols;
        let n = card.len();
        let band = (LIFT_BAND / (n as f64 - 1.0).max(1.0)).min(LIFT_SHARE);
        let strays = |s: SymbolId, moved: f64| {
            let off = means.off(s, moved).abs();
            off > band && off > means.off(s, 0.0).abs()
        };
        let mut best: Option<(f32, usize, usize)> = None;
        for i in 0..n {
            for j in 0..n {
                // i takes j's larger slot.
                let (ri, rj) = (ranks[c][i], ranks[c][j]);
                let (di, dj) =
                    (rooms[card[i].0 as usize].density(), rooms[card[j].0 as usize].density());
                if rj >= ri || di <= dj {
                    continue;
                }
                let moved = fraction(ri, n) - fraction(rj, n);
                if strays(card[i], -moved) || strays(card[j], moved) {
                    continue;
                }
                ranks[c].swap(i, j);
                let gain = card_ink(card, &ranks[c], rooms, ratio) - ink[c];
                ranks[c].swap(i, j);
                if gain > 0.0 && best.is_none_or(|(g, _, _)| gain > g) {
                    best = Some((gain, i, j));
                }
            }
        }
        match best {
            Some((gain, i, j)) => {
                trade(&mut means, card, &mut ranks[c], i, j);
                ink[c] += gain;
            }
            None => done[c] = true,
        }
    }
}

/// Symbols `i` and `j` of `card` trade ranks.
fn trade(means: &mut Means, card: &[SymbolId], ranks: &mut [usize], i: usize, j: usize) {
    let n = card.len();
    let moved = fraction(ranks[j], n) - fraction(ranks[i], n);
    means.sum[card[i].0 as usize] += moved;
    means.sum[card[j].0 as usize] -= moved;
    ranks.swap(i, j);
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

    /// The whole projective deck of `symbols_per_card`.
    fn plane(symbols_per_card: usize) -> Deck {
        let options = crate::plane::DeckOptions { symbols_per_card, ..Default::default() };
        crate::plane::build_deck(&options).unwrap()
    }

    #[test]
    fn poor_cards_give_their_denser_pictures_larger_slots_within_a_rank() {
        let deck = plane(6);
        // Every third picture a solid square; the others as little ink, half of them as
        // rings (a disc's outline), half as stars (a compact outline).
        let (solid, ring, star) = (
            Room { ink: 0.8, outline: 0.8 },
            Room { ink: 0.3, outline: 0.785 },
            Room { ink: 0.3, outline: 0.45 },
        );
        let rooms: Vec<Room> = (0..deck.symbol_count)
            .map(|s| match s % 6 {
                0 | 3 => solid,
                1 | 4 => ring,
                _ => star,
            })
            .collect();
        let dealt = size_ranks(&deck, 3);
        let mut lifted = dealt.clone();
        lift_poor_cards(&deck, &mut lifted, &rooms, 2.5);
        let ink = |ranks: &[Vec<usize>]| -> Vec<f32> {
            deck.cards
                .iter()
                .zip(ranks)
                .map(|(c, r)| card_ink(&c.symbols, r, &rooms, 2.5))
                .collect()
        };
        // Stars take larger slots from rings of the same ink on some card.
        let star_over_ring = deck.cards.iter().zip(dealt.iter().zip(&lifted)).any(|(c, (d, l))| {
            let rank = |ranks: &[usize], kind: Room| {
                c.symbols
                    .iter()
                    .zip(ranks)
                    .filter(|(s, _)| rooms[s.0 as usize] == kind)
                    .map(|(_, &r)| r)
                    .collect::<Vec<_>>()
            };
            rank(l, star).iter().sum::<usize>() < rank(d, star).iter().sum::<usize>()
                && rank(l, ring).iter().sum::<usize>() > rank(d, ring).iter().sum::<usize>()
        });
        assert!(star_over_ring);
        // No card loses ink, and the cards below the mean gain.
        let (was, now) = (ink(&dealt), ink(&lifted));
        let mean = was.iter().sum::<f32>() / was.len() as f32;
        let mut gained = 0.0;
        for (w, n) in was.iter().zip(&now) {
            assert!(n >= w, "{w} -> {n}");
            if *w < mean {
                gained += n - w;
            }
        }
        assert!(gained > 0.3, "{gained}");
        // Still a ladder on every card, and every mean rank within one rank of the middle
        // (or no further than dealt).
        for r in &lifted {
            let mut sorted = r.clone();
            sorted.sort();
            assert_eq!(sorted, (0..6).collect::<Vec<_>>());
        }
        let (before, after) = (Means::of(&deck, &dealt, 31), Means::of(&deck, &lifted, 31));
        for s in 0..deck.symbol_count as u32 {
            let (b, a) = (before.off(SymbolId(s), 0.0).abs(), after.off(SymbolId(s), 0.0).abs());
            assert!(a <= 0.2 + 1e-9 || a <= b + 1e-9, "symbol {s}: {b} -> {a}");
        }
    }

    #[test]
    fn on_cards_of_four_the_lift_keeps_within_a_share_of_the_ladder() {
        let deck = plane(4);
        // One picture in three solid, the others rings: plenty to trade.
        let rooms: Vec<Room> = (0..deck.symbol_count)
            .map(|s| match s % 3 {
                0 => Room { ink: 0.8, outline: 0.8 },
                _ => Room { ink: 0.25, outline: 0.785 },
            })
            .collect();
        let dealt = size_ranks(&deck, 5);
        let mut lifted = dealt.clone();
        lift_poor_cards(&deck, &mut lifted, &rooms, 2.5);
        assert_ne!(dealt, lifted, "nothing traded");
        let symbols = deck.symbol_count;
        let (before, after) =
            (Means::of(&deck, &dealt, symbols), Means::of(&deck, &lifted, symbols));
        for s in 0..symbols as u32 {
            let (b, a) = (before.off(SymbolId(s), 0.0).abs(), after.off(SymbolId(s), 0.0).abs());
            // A whole rank would be a third of the ladder.
            assert!(a <= 0.3 + 1e-9 || a <= b + 1e-9, "symbol {s}: {b} -> {a}");
        }
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
