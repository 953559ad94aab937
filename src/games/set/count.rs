//! Counting SETs among cards, three ways.
//!
//! - [`list`]: every SET, found pair by pair (the third card of a pair is determined).
//! - [`fourier`]: the exact count from the identity
//!   `p + 6·l = 3⁻ᵈ · Σₓ χ̂(x)³`, where `χ̂(x) = Σ_{s∈S} ω^{x·s}` and ω = e^{2πi/3}. Ordered
//!   triples (s, t, u) of cards with s + t + u = 0 are the p triples s = t = u and the 6
//!   orders of each SET, and summing ω^{x·(s+t+u)} over all x counts exactly those, 3ᵈ times.
//!   χ̂ is held as a + b·ω with integers a, b, so the count is exact: no floating point.
//! - [`mod7`]: the same sum as a mechanical calculator would do it, in arithmetic mod 7,
//!   where 2 is a cube root of unity (2³ = 8 ≡ 1): it gives p + 6l ≡ p − l, so the number of
//!   SETs modulo 7 only.

use super::Code;

/// An element a + b·ω of ℤ[ω], ω² = −1 − ω.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Eisenstein {
    a: i64,
    b: i64,
}

impl Eisenstein {
    /// ω^k.
    fn omega(k: u32) -> Eisenstein {
        match k % 3 {
            0 => Eisenstein { a: 1, b: 0 },
            1 => Eisenstein { a: 0, b: 1 },
            _ => Eisenstein { a: -1, b: -1 },
        }
    }

    fn add(self, o: Eisenstein) -> Eisenstein {
        Eisenstein { a: self.a + o.a, b: self.b + o.b }
    }

    /// (a + bω)(c + dω) = ac + (ad + bc)ω + bd·ω² = (ac − bd) + (ad + bc − bd)ω.
    fn mul(self, o: Eisenstein) -> Eisenstein {
        let bd = self.b * o.b;
        Eisenstein { a: self.a * o.a - bd, b: self.a * o.b + self.b * o.a - bd }
    }
}

/// x · s mod 3 for the codes numbered `x` and `s`'s digits.
fn dot(x: &Code, s: &Code) -> u32 {
    x.digits().iter().zip(s.digits()).map(|(&a, &b)| u32::from(a) * u32::from(b)).sum::<u32>() % 3
}

/// The number of SETs among `cards` (distinct codes of one length), by the Fourier identity
/// in exact integer arithmetic. 0 for no cards.
pub fn fourier(cards: &[Code]) -> u64 {
    let Some(first) = cards.first() else { return 0 };
    let d = first.len();
    let points = 3usize.pow(d as u32);
    let mut total = Eisenstein { a: 0, b: 0 };
    for i in 0..points {
        let x = Code::nth(i, d);
        let chi = cards
            .iter()
            .fold(Eisenstein { a: 0, b: 0 }, |sum, s| sum.add(Eisenstein::omega(dot(&x, s))));
        total = total.add(chi.mul(chi).mul(chi));
    }
    // The sum is 3ᵈ (p + 6l): an integer (no ω part), and the division is exact.
    let scale = points as i64;
    debug_assert!(total.b == 0 && total.a % scale == 0, "{total:?}");
    let p_plus_6l = total.a / scale;
    ((p_plus_6l - cards.len() as i64) / 6) as u64
}

/// Every SET among `cards`, each as three codes in the order the cards were given.
pub fn list(cards: &[Code]) -> Vec<[Code; 3]> {
    let Some(first) = cards.first() else { return Vec::new() };
    let mut position = vec![usize::MAX; 3usize.pow(first.len() as u32)];
    for (i, c) in cards.iter().enumerate() {
        position[c.index()] = i;
    }
    let mut sets = Vec::new();
    for (i, a) in cards.iter().enumerate() {
        for (j, b) in cards.iter().enumerate().skip(i + 1) {
            let k = position[a.third(b).index()];
            if k != usize::MAX && k > j {
                sets.push([*a, *b, cards[k]]);
            }
        }
    }
    sets
}

/// The mod-7 calculation, kept step by step for teaching.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Mod7 {
    /// Each card's Fourier vector: 2^(x·s) mod 7 for every x of F₃ᵈ in code order.
    pub vectors: Vec<Vec<u8>>,
    /// Their sum mod 7, position by position: χ̂(x) with ω taken as 2.
    pub sum: Vec<u8>,
    /// Σₓ (sum at x)³ mod 7.
    pub sum_of_cubes: u8,
    /// That divided by 3ᵈ mod 7: p + 6l ≡ p − l (mod 7).
    pub p_minus_l: u8,
    /// The number of SETs modulo 7 (not the number itself).
    pub sets_mod_7: u8,
}

/// The count done as a calculator working mod 7 would (see the module doc).
pub fn mod7(cards: &[Code]) -> Mod7 {
    let d = cards.first().map_or(1, Code::len);
    let points = 3usize.pow(d as u32);
    let pow2 = [1u8, 2, 4];
    let vectors: Vec<Vec<u8>> = cards
        .iter()
        .map(|s| (0..points).map(|i| pow2[dot(&Code::nth(i, d), s) as usize]).collect())
        .collect();
    let sum: Vec<u8> = (0..points)
        .map(|i| (vectors.iter().map(|v| u32::from(v[i])).sum::<u32>() % 7) as u8)
        .collect();
    let sum_of_cubes = (sum.iter().map(|&v| u32::from(v).pow(3)).sum::<u32>() % 7) as u8;
    // Dividing by 3ᵈ is multiplying by 5ᵈ: 3 · 5 = 15 ≡ 1 (mod 7).
    let inverse = (0..d).fold(1u32, |acc, _| acc * 5 % 7);
    let p_minus_l = (u32::from(sum_of_cubes) * inverse % 7) as u8;
    let p = (cards.len() % 7) as u8;
    let sets_mod_7 = (p + 7 - p_minus_l) % 7;
    Mod7 { vectors, sum, sum_of_cubes, p_minus_l, sets_mod_7 }
}

#[cfg(test)]
mod tests {
    use super::super::{Code, full_deck, is_set};
    use super::*;
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};

    fn brute(cards: &[Code]) -> u64 {
        let mut n = 0;
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                for k in j + 1..cards.len() {
                    n += u64::from(is_set(&cards[i], &cards[j], &cards[k]));
                }
            }
        }
        n
    }

    #[test]
    fn fourier_count_equals_brute_force_on_random_hands() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
        for d in 1..=5 {
            let mut deck = full_deck(d);
            let trials = if d <= 3 { 1000 } else { 300 };
            for _ in 0..trials {
                deck.shuffle(&mut rng);
                let p = rng.random_range(0..=deck.len().min(30));
                let hand = &deck[..p];
                let exact = brute(hand);
                assert_eq!(fourier(hand), exact, "d = {d}, hand {hand:?}");
                assert_eq!(list(hand).len() as u64, exact);
                assert_eq!(u64::from(mod7(hand).sets_mod_7), exact % 7);
            }
        }
    }

    #[test]
    fn the_full_deck_has_1080_sets() {
        let deck = full_deck(4);
        assert_eq!(fourier(&deck), 1080);
        assert_eq!(list(&deck).len(), 1080);
        assert_eq!(mod7(&deck).sets_mod_7, (1080 % 7) as u8);
        // Every pair lies on one line: 81·80/6.
        assert_eq!(fourier(&full_deck(6)), 729 * 728 / 6);
    }

    #[test]
    fn a_20_card_cap_has_no_set() {
        // A cap of 20 cards, the most F₃⁴ allows (found by a greedy search from a random
        // order); adding any other card makes a SET.
        let cap = "0001 0002 0011 0022 0121 0200 0202 0221 0222 1001 1122 2002 2101 2112 2121 \
                   2122 2201 2202 2220 2221";
        let cap: Vec<Code> = cap.split_whitespace().map(|c| c.parse().unwrap()).collect();
        assert_eq!(cap.len(), 20);
        assert_eq!(brute(&cap), 0);
        assert_eq!(fourier(&cap), 0);
        assert_eq!(mod7(&cap).sets_mod_7, 0);
        for extra in full_deck(4).into_iter().filter(|c| !cap.contains(c)) {
            let mut more = cap.clone();
            more.push(extra);
            assert!(fourier(&more) > 0, "{extra} keeps the cap");
        }
    }

    #[test]
    fn mod7_steps_fit_together() {
        let hand: Vec<Code> =
            ["0000", "1111", "2222", "1212"].iter().map(|c| c.parse().unwrap()).collect();
        let m = mod7(&hand);
        assert_eq!(m.vectors.len(), 4);
        assert!(m.vectors.iter().all(|v| v.len() == 81 && v[0] == 1));
        // At x = 0 every card gives 2⁰ = 1, so the sum there is p.
        assert_eq!(m.sum[0], 4);
        assert_eq!(m.sets_mod_7, 1);
        assert_eq!((4 + 7 - m.p_minus_l) % 7, 1);
    }
}
