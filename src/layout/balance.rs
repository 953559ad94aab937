//! Which picture each symbol of the plane shows.
//!
//! The plane fixes which symbols share a card, not which picture stands for which symbol:
//! handed out in any order, the pictures make a deck in which every two cards share exactly
//! one. The order decides how poor a card can get. A card that happens to draw mostly sparse
//! pictures (rings, sticks, spiky stars, scattered dots) carries far less ink than the
//! others however well it is packed, and looks empty beside them. So the pictures are
//! handed out so that the poorest card is as rich as can be found.
//!
//! A card's wealth is judged before packing: its pictures' ink over the room their convex
//! outlines take, both weighted by the size ladder, the densest picture in the largest slot
//! (what [`super::ranks`] moves a poor card towards). A ring takes the room of a disc and a
//! star little more than its spikes, so two pictures of the same ink can make very
//! different cards ([`super::outline::Room`]).
//! Plain sums would not do: in a projective plane their spread is the same for every
//! handing (every two symbols share exactly one card, so the sum of their squares cannot
//! change); only which pictures meet on a card can.

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::outline::Room;
use super::ranks::ladder_density;
use crate::geom::Mask;
use crate::plane::{Deck, SymbolId};

/// Swaps of two symbols' pictures proposed per symbol of the deck: a margin past the point
/// where the poorest card stops rising.
const SWAPS_PER_SYMBOL: usize = 150;

/// How sharply a card's cost falls as its ink rises, relative to the mean card: high enough
/// that lifting the poorest cards outweighs what the rich ones lose, low enough that the
/// second poorest still counts; sharper and softer both left more decks with a poor card
/// (README, Benchmarks).
const SHARPNESS: f32 = 6.0;

/// Symbols a card from which the pictures keep their order: a card of many symbols averages
/// its ink over them, and judging a swap costs the square of the symbols.
const BALANCE_BELOW: usize = 16;

/// Size ratio of the ladder a card is judged with: the default one, whatever the deck's.
/// The ratio moves the judgement little, and `fanodeck cards` can then list the printed
/// deck without knowing the layout's options.
const LADDER_RATIO: f32 = 2.5;

/// Steps a share is rounded to, so that the same picture stored at another resolution (a
/// bitmap is kept at 300 dpi for the card size) almost always counts the same.
const SHARE_STEPS: f32 = 64.0;

/// A picture's ink and the room it takes, as the packer measures them ([`Room::of`]),
/// rounded to [`SHARE_STEPS`]; the room never rounds to nothing.
fn rounded_room(mask: &Mask) -> Room {
    let round = |share: f32| (share * SHARE_STEPS).round() / SHARE_STEPS;
    let room = Room::of(mask);
    Room { ink: round(room.ink), outline: round(room.outline).max(1.0 / SHARE_STEPS) }
}

/// Ink a card of pictures taking these `rooms` carries for its room, densest first on the
/// size ladder (what the lift moves a poor card towards). That is not always the order
/// that maximises the measure (a ratio), but the measure only guides and the packing
/// decides: the exact best order gains nothing for its cost.
fn card_ink(rooms: &mut [Room]) -> f32 {
    rooms.sort_by(|a, b| b.density().total_cmp(&a.density()));
    ladder_density(rooms.iter().copied().enumerate(), rooms.len(), LADDER_RATIO)
}

/// `deck` with its pictures handed to the plane's symbols so that its poorest card in ink
/// is as rich as found: symbol ids in the result are still indices into `masks`. Only
/// symbols on as many cards trade pictures, so each picture is on as many cards as before
/// (in a truncated deck the first pictures, by priority, stay the most used). Deterministic
/// for a `seed`; a deck of `BALANCE_BELOW` symbols a card or more comes back as it was.
pub fn balance_ink(deck: &Deck, masks: &[Arc<Mask>], seed: u64) -> Deck {
    let n = deck.symbol_count.min(masks.len());
    let fits = deck.cards.iter().all(|c| c.symbols.iter().all(|s| (s.0 as usize) < n));
    if n < 2 || !fits || deck.symbols_per_card >= BALANCE_BELOW || deck.cards.is_empty() {
        return deck.clone();
    }
    let room: Vec<Room> = masks[..n].iter().map(|m| rounded_room(m)).collect();
    // The cards each symbol is on: a truncated deck's symbols are on different numbers.
    let mut on: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (c, card) in deck.cards.iter().enumerate() {
        for s in &card.symbols {
            on[s.0 as usize].push(c);
        }
    }
    // picture[s]: the picture symbol s shows; at first its own.
    let mut picture: Vec<usize> = (0..n).collect();
    let ink_of = |card: usize, picture: &[usize], scratch: &mut Vec<Room>| {
        scratch.clear();
        scratch.extend(deck.cards[card].symbols.iter().map(|s| room[picture[s.0 as usize]]));
        card_ink(scratch)
    };
    let mut scratch: Vec<Room> = Vec::new();
    let mut ink: Vec<f32> =
        (0..deck.cards.len()).map(|c| ink_of(c, &picture, &mut scratch)).collect();
    let mean = ink.iter().sum::<f32>() / ink.len() as f32;
    if mean <= 0.0 {
        return deck.clone();
    }
    // libm, not the platform's exp: the same choices on every target.
    let cost = |ink: f32| libm::expf(-SHARPNESS * ink / mean);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // A stream of its own: the layout's streams are the cards'.
    rng.set_stream(1 << 41);
    let mut changed = Vec::new();
    let mut trial = Vec::new();
    for _ in 0..SWAPS_PER_SYMBOL * n {
        let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
        if a == b || room[picture[a]] == room[picture[b]] || on[a].len() != on[b].len() {
            continue;
        }
        // The cards that hold one of the two but not both change.
        changed.clear();
        changed.extend(on[a].iter().filter(|c| !on[b].contains(c)));
        changed.extend(on[b].iter().filter(|c| !on[a].contains(c)));
        picture.swap(a, b);
        trial.clear();
        trial.extend(changed.iter().map(|&c| ink_of(c, &picture, &mut scratch)));
        let delta: f32 = changed.iter().zip(&trial).map(|(&c, &t)| cost(t) - cost(ink[c])).sum();
        if delta < 0.0 {
            for (&c, &t) in changed.iter().zip(&trial) {
                ink[c] = t;
            }
        } else {
            picture.swap(a, b);
        }
    }
    let mut out = deck.clone();
    for card in &mut out.cards {
        for s in &mut card.symbols {
            *s = SymbolId(picture[s.0 as usize] as u32);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::{DeckOptions, build_deck};

    /// A 20 × 20 mask with 76 ink pixels: its border (a hollow frame, whose outline takes
    /// the whole square), or a solid bar along its top (the same ink, an outline no larger).
    fn mask(hollow: bool) -> Arc<Mask> {
        let side = 20u32;
        let edge = |i: u32| i == 0 || i == side - 1;
        let inked = |x: u32, y: u32| match hollow {
            true => edge(x) || edge(y),
            false => x < 19 && y < 4,
        };
        let alpha =
            (0..side * side).map(|i| if inked(i % side, i / side) { 255 } else { 0 }).collect();
        Arc::new(Mask {
            width: side,
            height: side,
            alpha,
            frame: [0.0, 0.0, 1.0, 1.0],
            source_aspect: 1.0,
        })
    }

    fn poorest(deck: &Deck, masks: &[Arc<Mask>]) -> f32 {
        let rooms = |c: &crate::plane::Card| -> Vec<Room> {
            c.symbols.iter().map(|s| rounded_room(&masks[s.0 as usize])).collect()
        };
        deck.cards.iter().map(|c| card_ink(&mut rooms(c))).fold(f32::MAX, f32::min)
    }

    #[test]
    fn the_poorest_card_gets_richer_and_every_two_cards_still_share_one_picture() {
        // A whole plane, and one cut to 20 cards whose symbols are on 2 to 6 cards.
        for cards in [None, Some(20)] {
            let options = DeckOptions { symbols_per_card: 6, cards, ..Default::default() };
            let deck = build_deck(&options).unwrap();
            // Half the pictures hollow frames, half solid bars of the same ink: judged by
            // their ink alone, every handing would look alike.
            let masks: Vec<Arc<Mask>> = (0..deck.symbol_count).map(|i| mask(i % 2 == 0)).collect();
            assert_eq!(Room::of(&masks[0]).ink, Room::of(&masks[1]).ink);
            let balanced = balance_ink(&deck, &masks, 1);
            assert!(poorest(&balanced, &masks) > poorest(&deck, &masks) + 0.1, "{cards:?}");
            let lists: Vec<Vec<SymbolId>> =
                balanced.cards.iter().map(|c| c.symbols.clone()).collect();
            assert!(crate::plane::check_cards(&lists).is_ok());
            // Each picture is on as many cards as before: a relabelling among equals.
            let count = |d: &Deck, id: u32| {
                d.cards.iter().filter(|c| c.symbols.contains(&SymbolId(id))).count()
            };
            for id in 0..deck.symbol_count as u32 {
                assert_eq!(count(&balanced, id), count(&deck, id), "{cards:?}");
            }
            // The same inputs, the same deck.
            assert_eq!(balanced.cards, balance_ink(&deck, &masks, 1).cards);
        }
    }
}
