//! Random tables of SET cards, and how often one has no SET.

use rand::SeedableRng;
use rand::seq::index::sample;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use super::{Code, full_deck};
use crate::error::{Error, Result};

/// Deals of one chunk of [`no_set_share`]: each chunk has its own random stream, so the
/// result does not depend on the number of threads.
const CHUNK: u64 = 1000;

fn check_cards(cards: usize, attributes: usize) -> Result<()> {
    let deck = 3usize.pow(attributes as u32);
    if !(3..=deck).contains(&cards) {
        let reason = crate::i18n::text!("table-cards", most = deck);
        return Err(Error::invalid("cards", cards, reason));
    }
    Ok(())
}

/// `cards` different cards of the `attributes`-digit deck, chosen by `rng`.
fn draw(cards: usize, attributes: usize, rng: &mut ChaCha8Rng) -> Vec<Code> {
    let n = 3usize.pow(attributes as u32);
    sample(rng, n, cards).into_iter().map(|i| Code::nth(i, attributes)).collect()
}

/// A random table of `cards` cards of the 81-card deck; the same seed gives the same table.
pub fn deal(cards: usize, seed: u64) -> Result<Vec<Code>> {
    check_cards(cards, 4)?;
    Ok(draw(cards, 4, &mut ChaCha8Rng::seed_from_u64(seed)))
}

/// Whether some three of `table` form a SET (by pairs and a look-up of the third card).
fn has_set(table: &[Code], present: &mut [bool]) -> bool {
    for c in table {
        present[c.index()] = true;
    }
    let found = table
        .iter()
        .enumerate()
        .any(|(i, a)| table[i + 1..].iter().any(|b| present[a.third(b).index()]));
    for c in table {
        present[c.index()] = false;
    }
    found
}

/// Of `trials` random tables of `cards` cards, how many have no SET. Deterministic for a
/// seed, whatever the number of threads.
pub fn no_set_count(cards: usize, trials: u64, seed: u64) -> Result<u64> {
    check_cards(cards, 4)?;
    let chunks = trials.div_ceil(CHUNK);
    let count = (0..chunks)
        .into_par_iter()
        .map(|chunk| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            rng.set_stream(chunk);
            let mut present = vec![false; full_deck(4).len()];
            let deals = CHUNK.min(trials - chunk * CHUNK);
            (0..deals).filter(|_| !has_set(&draw(cards, 4, &mut rng), &mut present)).count() as u64
        })
        .sum();
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_are_distinct_cards_and_repeat_with_the_seed() {
        let a = deal(12, 7).unwrap();
        assert_eq!(a.len(), 12);
        let mut unique = a.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 12);
        assert_eq!(deal(12, 7).unwrap(), a);
        assert_ne!(deal(12, 8).unwrap(), a);
        assert!(deal(82, 1).is_err() && deal(2, 1).is_err());
    }

    #[test]
    fn about_one_deal_of_12_in_33_has_no_set() {
        let none = no_set_count(12, 20_000, 1).unwrap();
        let share = none as f64 / 20_000.0;
        // 1/33 ≈ 0.030; 20 000 deals put 3 standard errors at about ±0.0036.
        assert!((0.025..0.036).contains(&share), "{share}");
        // 21 cards always hold a SET (the largest cap has 20).
        assert_eq!(no_set_count(21, 2_000, 1).unwrap(), 0);
        assert_eq!(no_set_count(12, 3_500, 9).unwrap(), no_set_count(12, 3_500, 9).unwrap());
    }
}
