//! Choosing which cards to keep when a deck is cut short (`cards: Some(N)`).
//!
//! The aim is even symbol use: every picture should appear about equally often. Evenness is
//! measured over the symbols still used (a symbol on no kept card is gone from the deck and
//! needs no picture): first max − min use, then how many symbols sit at those extremes.
//!
//! Two facts about any set of cards from a plane make the usual "least squares" aim useless:
//! the sum of the uses is N·(q+1) and the sum of use·(use−1)/2 is N·(N−1)/2 (each pair of
//! cards shares exactly one symbol), so the sum of squared uses is the same for every choice.
//! What differs is how the sharing is spread: three cards through one symbol versus three in a
//! triangle. So we:
//! 1. grow the chosen set greedily with a cubic cost, which punishes piling up on one symbol
//!    (when more than half the cards stay, we choose the cards to drop instead, the same way);
//!    when dropping at least q+1 cards we also try starting with every card through one
//!    symbol, which lowers all other symbols by exactly one;
//! 2. polish small decks by hill climbing over single swaps (kept ↔ dropped);
//! 3. anneal over single swaps with a fixed budget, keeping the best choice seen.
//!
//! This finds the exhaustive-search optimum on PG(2,2) and PG(2,3) for every N, and the known
//! best cases (N = q², q²+q, q²+q+1−2, N ≤ q+1; checked for order 7); in between, the spread may
//! be one or two above the best possible (not known in general).
//!
//! Greedy costs are kept per card and updated only for the cards through the symbols that
//! changed, so one step costs O((q+1)² + cards); a swap is scored in O(q) from a histogram.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Indices (ascending) of `keep` cards out of `cards`, chosen for even symbol use.
pub fn select_cards(cards: &[Vec<u32>], symbol_count: usize, keep: usize) -> Vec<usize> {
    let total = cards.len();
    if keep >= total {
        return (0..total).collect();
    }
    let through = cards_through(cards, symbol_count);
    let dropping = 2 * keep >= total;
    let steps = if dropping { total - keep } else { keep };
    let mut candidates = vec![greedy(cards, &through, steps, &[])];
    if dropping {
        // Dropping every card through one symbol lowers all other symbols by exactly one and
        // makes that symbol vanish: perfectly even, which the greedy rule never tries. The
        // symbol must still be in use (an affine deck has already lost one), else the start
        // is empty and only repeats the plain greedy run.
        if let Some(pencil) = pencil(&through, steps) {
            candidates.push(greedy(cards, &through, steps, pencil));
        }
    }
    let mut best: Vec<bool> = Vec::new();
    let mut best_score = (usize::MAX, usize::MAX);
    for picked in candidates {
        let mut kept = vec![dropping; total];
        for card in picked {
            kept[card] = !dropping;
        }
        if total <= HILL_CLIMB_MAX_CARDS {
            improve(cards, symbol_count, &mut kept);
        }
        anneal(cards, &through, &mut kept);
        let score = unevenness(cards, symbol_count, &kept);
        if score < best_score {
            (best, best_score) = (kept, score);
        }
    }
    (0..total).filter(|&card| best[card]).collect()
}

/// The cards through the first symbol still in use, if there are at most `steps` of them.
fn pencil(through: &[Vec<usize>], steps: usize) -> Option<&[usize]> {
    let cards = through.iter().find(|cards| !cards.is_empty())?;
    (cards.len() <= steps).then_some(cards.as_slice())
}

/// Decks up to this many cards (order 13) get hill climbing, whose passes try every swap.
const HILL_CLIMB_MAX_CARDS: usize = 183;

/// (max − min use over used symbols, how many used symbols sit at either extreme): lower is
/// more even.
fn unevenness(cards: &[Vec<u32>], symbol_count: usize, kept: &[bool]) -> (usize, usize) {
    Uses::new(cards, symbol_count, kept).unevenness()
}

/// Each symbol's use, and the symbols grouped by use, so a swap is scored in O(q) time and
/// a symbol at either extreme can be picked in O(1).
struct Uses {
    uses: Vec<usize>,
    /// `levels[u]`: the symbols used `u` times, in no particular order.
    levels: Vec<Vec<u32>>,
    /// Where each symbol sits in its level's list.
    slot: Vec<usize>,
}

impl Uses {
    fn new(cards: &[Vec<u32>], symbol_count: usize, kept: &[bool]) -> Uses {
        let mut uses = vec![0usize; symbol_count];
        for (card, symbols) in cards.iter().enumerate() {
            if kept[card] {
                for &symbol in symbols {
                    uses[symbol as usize] += 1;
                }
            }
        }
        let top = uses.iter().copied().max().unwrap_or(0);
        let mut levels = vec![Vec::new(); top + 2];
        let mut slot = vec![0; symbol_count];
        for (symbol, &u) in uses.iter().enumerate() {
            slot[symbol] = levels[u].len();
            levels[u].push(symbol as u32);
        }
        Uses { uses, levels, slot }
    }

    fn change(&mut self, symbols: &[u32], up: bool) {
        for &symbol in symbols {
            let s = symbol as usize;
            let old = self.uses[s];
            let level = &mut self.levels[old];
            level.swap_remove(self.slot[s]);
            if let Some(&moved) = level.get(self.slot[s]) {
                self.slot[moved as usize] = self.slot[s];
            }
            let new = if up { old + 1 } else { old - 1 };
            if new >= self.levels.len() {
                self.levels.resize(new + 1, Vec::new());
            }
            self.uses[s] = new;
            self.slot[s] = self.levels[new].len();
            self.levels[new].push(symbol);
        }
    }

    /// The lowest and highest use among used symbols.
    fn extremes(&self) -> Option<(usize, usize)> {
        let mut used = (1..self.levels.len()).filter(|&u| !self.levels[u].is_empty());
        let min = used.next()?;
        Some((min, used.next_back().unwrap_or(min)))
    }

    fn unevenness(&self) -> (usize, usize) {
        match self.extremes() {
            Some((min, max)) if min < max => {
                (max - min, self.levels[max].len() + self.levels[min].len())
            }
            _ => (0, 0),
        }
    }
}

/// Swaps a kept card for a dropped one while that makes the deck more even.
fn improve(cards: &[Vec<u32>], symbol_count: usize, kept: &mut [bool]) {
    let mut uses = Uses::new(cards, symbol_count, kept);
    let mut score = uses.unevenness();
    // Each accepted swap lowers the score, so this ends; the cap only bounds the time.
    for _ in 0..cards.len() {
        let mut improved = false;
        'search: for out in (0..cards.len()).filter(|&c| kept[c]) {
            uses.change(&cards[out], false);
            for into in 0..cards.len() {
                if kept[into] {
                    continue;
                }
                uses.change(&cards[into], true);
                let candidate = uses.unevenness();
                if candidate < score {
                    (kept[out], kept[into]) = (false, true);
                    score = candidate;
                    improved = true;
                    break 'search;
                }
                uses.change(&cards[into], false);
            }
            uses.change(&cards[out], true);
        }
        if !improved || score.0 == 0 {
            break;
        }
    }
}

/// Swap attempts of the annealing pass per card of the full deck, and the bounds on the
/// total; 10 000 attempts take about 1–3 ms in an optimised build for 8 symbols per card.
const ANNEAL_STEPS_PER_CARD: usize = 200;
const ANNEAL_STEPS: (usize, usize) = (4_000, 40_000);
/// A swap touches 2(q+1) symbols (4(q+1) when undone), so big planes get fewer attempts:
/// at most this many symbol updates in all (about 0.2 s for 129 symbols per card).
const ANNEAL_SYMBOL_UPDATES: usize = 2_000_000;

/// Simulated annealing over single swaps, keeping the best deck seen. The hill climb stops in
/// the first local optimum; accepting a few worse swaps gets past the plateaus where many
/// choices have the same spread. Half the proposals are aimed: drop a card through a most-used
/// symbol, or take one through a least-used symbol; in big decks blind swaps almost never
/// touch the few symbols that set the spread. The random source has a fixed seed, so the
/// choice of cards does not depend on the user's seed (which only shuffles).
fn anneal(cards: &[Vec<u32>], through: &[Vec<usize>], kept: &mut [bool]) {
    let mut uses = Uses::new(cards, through.len(), kept);
    let scalar = |(spread, extremes): (usize, usize)| spread * (through.len() + 1) + extremes;
    let mut current = scalar(uses.unevenness());
    let mut best = (current, kept.to_vec());
    // Swaps accepted since `best` was last brought up to date: replaying them is cheaper than
    // copying the whole choice at every improvement.
    let mut pending: Vec<(usize, usize)> = Vec::new();
    // Each card's index in `inside` (if kept) or `outside` (if dropped).
    let mut inside: Vec<usize> = (0..cards.len()).filter(|&c| kept[c]).collect();
    let mut outside: Vec<usize> = (0..cards.len()).filter(|&c| !kept[c]).collect();
    if current == 0 || inside.is_empty() || outside.is_empty() {
        return;
    }
    let mut position = vec![0; cards.len()];
    for (i, &card) in inside.iter().enumerate() {
        position[card] = i;
    }
    for (j, &card) in outside.iter().enumerate() {
        position[card] = j;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(0x05ee_d0fc_a4d5);
    // A random card through a random symbol of `level` whose kept state is `state`.
    let aimed = |rng: &mut ChaCha8Rng, uses: &Uses, kept: &[bool], level: usize, state: bool| {
        let symbols = &uses.levels[level];
        let symbol = *symbols.get(rng.random_range(0..symbols.len().max(1)))?;
        let cards = &through[symbol as usize];
        // Scan from a random start: a random one of the matching cards, without allocating.
        let start = rng.random_range(0..cards.len().max(1));
        (0..cards.len()).map(|k| cards[(start + k) % cards.len()]).find(|&c| kept[c] == state)
    };
    // Temperature in units of "symbols at an extreme": starts where a swap adding a few such
    // symbols is often accepted and cools quadratically to near-greedy. Only +, −, ×, ÷ are
    // used (no exp or powf, whose last bits differ between math libraries), so the same
    // choice comes out on every platform.
    let (start, end) = (4.0f64, 0.05f64);
    let per_card = cards.first().map_or(1, Vec::len).max(1);
    let steps = (cards.len() * ANNEAL_STEPS_PER_CARD)
        .clamp(ANNEAL_STEPS.0, ANNEAL_STEPS.1)
        .min(ANNEAL_SYMBOL_UPDATES / per_card);
    for step in 0..steps {
        let cooling = 1.0 - step as f64 / steps as f64;
        let temperature = start * cooling * cooling + end;
        let (min, max) = uses.extremes().unwrap_or((0, 0));
        let out = Some(())
            .filter(|_| rng.random_bool(0.5))
            .and_then(|_| aimed(&mut rng, &uses, kept, max, true))
            .unwrap_or_else(|| inside[rng.random_range(0..inside.len())]);
        let into = Some(())
            .filter(|_| rng.random_bool(0.5))
            .and_then(|_| aimed(&mut rng, &uses, kept, min, false))
            .unwrap_or_else(|| outside[rng.random_range(0..outside.len())]);
        uses.change(&cards[out], false);
        uses.change(&cards[into], true);
        let candidate = scalar(uses.unevenness());
        // A worse swap is taken with probability (T / (T + Δ))², a cheap stand-in for
        // e^(−Δ/T) with the same shape.
        let accept = candidate <= current || {
            let odds = temperature / (temperature + (candidate - current) as f64);
            rng.random::<f64>() < odds * odds
        };
        if accept {
            let (i, j) = (position[out], position[into]);
            (inside[i], outside[j]) = (into, out);
            (position[into], position[out]) = (i, j);
            (kept[out], kept[into]) = (false, true);
            current = candidate;
            pending.push((out, into));
            if current < best.0 {
                best.0 = current;
                for (out, into) in pending.drain(..) {
                    (best.1[out], best.1[into]) = (false, true);
                }
                if current == 0 {
                    break;
                }
            }
        } else {
            uses.change(&cards[into], false);
            uses.change(&cards[out], true);
        }
    }
    kept.copy_from_slice(&best.1);
}

/// For each symbol, the cards showing it.
fn cards_through(cards: &[Vec<u32>], symbol_count: usize) -> Vec<Vec<usize>> {
    let mut through = vec![Vec::new(); symbol_count];
    for (card, symbols) in cards.iter().enumerate() {
        for &symbol in symbols {
            through[symbol as usize].push(card);
        }
    }
    through
}

/// Picks `steps` cards one by one, each time the card whose symbols have been hit least,
/// measured by the sum of cubed hit counts; ties go to the lowest index.
/// `first` are taken before the greedy rule starts.
/// `through` is [`cards_through`] of `cards`.
fn greedy(cards: &[Vec<u32>], through: &[Vec<usize>], steps: usize, first: &[usize]) -> Vec<usize> {
    let cube = |hits: u64| hits * hits * hits;
    let mut hits = vec![0u64; through.len()];
    let mut cost = vec![0u64; cards.len()];
    let mut taken = vec![false; cards.len()];
    let mut picked = Vec::with_capacity(steps);
    for step in 0..steps {
        let forced = first.get(step).copied();
        let Some(best) = forced
            .or_else(|| (0..cards.len()).filter(|&c| !taken[c]).min_by_key(|&c| (cost[c], c)))
        else {
            break;
        };
        taken[best] = true;
        picked.push(best);
        for &symbol in &cards[best] {
            let symbol = symbol as usize;
            let increase = cube(hits[symbol] + 1) - cube(hits[symbol]);
            hits[symbol] += 1;
            for &card in &through[symbol] {
                cost[card] += increase;
            }
        }
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::{Order, Plane};

    /// max − min use over the symbols that are still used.
    fn spread(cards: &[Vec<u32>], symbol_count: usize, kept: &[usize]) -> usize {
        let mut uses = vec![0usize; symbol_count];
        for &card in kept {
            for &symbol in &cards[card] {
                uses[symbol as usize] += 1;
            }
        }
        let used: Vec<_> = uses.into_iter().filter(|&u| u > 0).collect();
        used.iter().max().unwrap() - used.iter().min().unwrap()
    }

    /// The best spread over every subset of `keep` cards (small planes only).
    fn best_spread(cards: &[Vec<u32>], keep: usize) -> usize {
        (0u32..1 << cards.len())
            .filter(|mask| mask.count_ones() as usize == keep)
            .map(|mask| {
                let kept: Vec<usize> = (0..cards.len()).filter(|i| mask & (1 << i) != 0).collect();
                spread(cards, cards.len(), &kept)
            })
            .min()
            .unwrap()
    }

    #[test]
    fn greedy_matches_exhaustive_search_on_small_planes() {
        for q in [2, 3] {
            let plane = Plane::new(Order::new(q).unwrap());
            let lines = plane.lines();
            for keep in 1..lines.len() {
                let kept = select_cards(lines, lines.len(), keep);
                assert_eq!(kept.len(), keep);
                assert_eq!(
                    spread(lines, lines.len(), &kept),
                    best_spread(lines, keep),
                    "q = {q}, keep {keep}"
                );
            }
        }
    }

    #[test]
    fn the_pencil_start_uses_a_symbol_still_in_use() {
        // An affine deck of order 4: 16 cards, symbol 0 already gone, the others on 4 cards.
        let plane = Plane::new(Order::new(4).unwrap());
        let affine: Vec<Vec<u32>> =
            plane.lines().iter().filter(|line| !line.contains(&0)).cloned().collect();
        let through = cards_through(&affine, 21);
        let start = pencil(&through, 4).unwrap();
        assert_eq!(start.len(), 4);
        let symbol = affine[start[0]][0];
        assert!(start.iter().all(|&card| affine[card].contains(&symbol)));
        assert_eq!(greedy(&affine, &through, 4, start), start);
        // Fewer steps than cards through the symbol: no pencil start.
        assert_eq!(pencil(&through, 3), None);
    }

    #[test]
    fn dropping_two_cards_from_order_7() {
        // The commercial 55-card game: the two dropped cards share one symbol, which falls to
        // 6 uses while 14 fall to 7 and the rest stay at 8.
        let plane = Plane::new(Order::new(7).unwrap());
        let kept = select_cards(plane.lines(), 57, 55);
        assert_eq!(spread(plane.lines(), 57, &kept), 2);
    }
}
