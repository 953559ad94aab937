//! Spot the match: the classic way to try a deck before printing it. Two cards are dealt,
//! the player names the one symbol they share.
//!
//! The game is a pure state machine: [`Game::deal`] gives the next [`Round`] (the rest of
//! the deck shuffled, two cards taken, each card's symbols shuffled as if the cards lay at
//! different angles) and [`Game::answer`] judges what the player typed. Reading the
//! terminal, timing answers and drawing pictures is the caller's business, so
//! the same seed and the same answers always give the same game.
//!
//! An answer is matched case-insensitively, spaces around it ignored; a prefix of at least
//! three letters counts when exactly one name on the two cards starts with it.

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use crate::error::{Error, Result};
use crate::plane::{Deck, SymbolId};

/// The shortest prefix that counts as an answer.
pub const MIN_PREFIX: usize = 3;

/// The random stream of the game, apart from those that shuffle and lay out the deck.
const GAME_STREAM: u64 = 0x9a3e;

/// One round: two cards, each with its symbols in the order shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The two cards' indices in the deck.
    pub cards: [usize; 2],
    /// Each card's symbols, shuffled.
    pub symbols: [Vec<SymbolId>; 2],
    /// The symbol both cards carry.
    pub answer: SymbolId,
}

/// What an answer was judged to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The shared symbol.
    Correct,
    /// Another symbol, or nothing on the cards: the round is lost.
    Incorrect {
        /// The shared symbol's name.
        answer: String,
    },
    /// A prefix that more than one name on the cards starts with: ask again.
    Ambiguous {
        /// Those names, in the order shown.
        names: Vec<String>,
    },
    /// Nothing typed: ask again.
    Empty,
}

/// Rounds played and won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Rounds answered right.
    pub correct: usize,
    /// Rounds answered (right or wrong).
    pub played: usize,
}

/// A game on one deck.
#[derive(Debug, Clone)]
pub struct Game {
    names: Vec<String>,
    /// Other names each symbol answers to (a pair's faces), by id.
    aliases: Vec<Vec<String>>,
    cards: Vec<Vec<SymbolId>>,
    /// Cards not yet dealt.
    pile: Vec<usize>,
    rng: ChaCha8Rng,
    rounds_left: Option<usize>,
    score: Score,
}

impl Game {
    /// A game on `deck` whose symbols are called `names` (in id order), shuffled from `seed`;
    /// it ends after `rounds` rounds or when fewer than two cards are left.
    pub fn new(deck: &Deck, names: Vec<String>, seed: u64, rounds: Option<usize>) -> Result<Game> {
        if names.len() < deck.symbol_count {
            let reason = crate::i18n::text!("deck-has-symbols", symbols = deck.symbol_count);
            return Err(Error::invalid("symbol names", names.len(), reason));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(GAME_STREAM);
        Ok(Game {
            names,
            aliases: Vec::new(),
            cards: deck.cards.iter().map(|c| c.symbols.clone()).collect(),
            pile: (0..deck.cards.len()).collect(),
            rng,
            rounds_left: rounds,
            score: Score::default(),
        })
    }

    /// This game, where symbol `id` also answers to `aliases[id]` (a picture–word pair's two
    /// faces: either is the right answer).
    pub fn with_aliases(mut self, aliases: Vec<Vec<String>>) -> Game {
        self.aliases = aliases;
        self
    }

    /// The next round, or `None` when the game is over.
    pub fn deal(&mut self) -> Option<Round> {
        if self.pile.len() < 2 || self.rounds_left == Some(0) {
            return None;
        }
        if let Some(left) = &mut self.rounds_left {
            *left -= 1;
        }
        self.pile.shuffle(&mut self.rng);
        let cards = [self.pile.pop()?, self.pile.pop()?];
        let mut symbols = cards.map(|c| self.cards[c].clone());
        for card in &mut symbols {
            card.shuffle(&mut self.rng);
        }
        // Two cards of a deck share exactly one symbol; a cut-down or odd deck that breaks
        // this still gets a round (its first common symbol, or the first on the left).
        let answer = symbols[0]
            .iter()
            .copied()
            .find(|s| symbols[1].contains(s))
            .unwrap_or(symbols[0].first().copied().unwrap_or(SymbolId(0)));
        Some(Round { cards, symbols, answer })
    }

    /// The name of symbol `id`.
    pub fn name(&self, id: SymbolId) -> &str {
        self.names.get(id.0 as usize).map_or("?", String::as_str)
    }

    /// Each card of `round` as its names, in the order shown.
    pub fn card_names(&self, round: &Round) -> [Vec<&str>; 2] {
        [0, 1].map(|i| round.symbols[i].iter().map(|&s| self.name(s)).collect())
    }

    /// Judges `input` for `round`, counting it unless it was empty or ambiguous.
    pub fn answer(&mut self, round: &Round, input: &str) -> Verdict {
        let shown: Vec<SymbolId> = {
            let mut all = round.symbols[0].clone();
            all.extend(round.symbols[1].iter().filter(|s| !round.symbols[0].contains(s)));
            all
        };
        // Every name a shown symbol answers to, with the symbol.
        let mut names: Vec<&str> = Vec::new();
        let mut of: Vec<SymbolId> = Vec::new();
        for &s in &shown {
            let aliases = self.aliases.get(s.0 as usize).into_iter().flatten();
            for name in std::iter::once(self.name(s)).chain(aliases.map(String::as_str)) {
                names.push(name);
                of.push(s);
            }
        }
        let resolved = match resolve(input, &names) {
            // Several names of one symbol (a pair's faces) are that symbol.
            Resolved::Ambiguous(found) if found.iter().all(|&i| of[i] == of[found[0]]) => {
                Resolved::Name(found[0])
            }
            other => other,
        };
        let verdict = match resolved {
            Resolved::Empty => Verdict::Empty,
            Resolved::Ambiguous(found) => {
                Verdict::Ambiguous { names: found.iter().map(|&i| names[i].to_string()).collect() }
            }
            Resolved::Name(i) if of[i] == round.answer => Verdict::Correct,
            Resolved::Name(_) | Resolved::Nothing => {
                Verdict::Incorrect { answer: self.name(round.answer).to_string() }
            }
        };
        match verdict {
            Verdict::Correct => {
                self.score.correct += 1;
                self.score.played += 1;
            }
            Verdict::Incorrect { .. } => self.score.played += 1,
            _ => {}
        }
        verdict
    }

    /// The score so far.
    pub fn score(&self) -> Score {
        self.score
    }
}

/// What typed text points at among the names shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolved {
    /// Nothing typed (spaces only).
    Empty,
    /// The name at this index: typed whole, or the only one with this prefix.
    Name(usize),
    /// Several names start with the prefix (their indices).
    Ambiguous(Vec<usize>),
    /// No name, or a prefix shorter than [`MIN_PREFIX`].
    Nothing,
}

/// Finds what `input` names among `names`: a whole name (case-insensitively, spaces around
/// ignored) first, else a prefix of at least [`MIN_PREFIX`] letters.
pub fn resolve(input: &str, names: &[&str]) -> Resolved {
    let typed = input.trim().to_lowercase();
    if typed.is_empty() {
        return Resolved::Empty;
    }
    let lower: Vec<String> = names.iter().map(|n| n.trim().to_lowercase()).collect();
    if let Some(i) = lower.iter().position(|n| *n == typed) {
        return Resolved::Name(i);
    }
    if typed.chars().count() < MIN_PREFIX {
        return Resolved::Nothing;
    }
    let found: Vec<usize> = (0..names.len()).filter(|&i| lower[i].starts_with(&typed)).collect();
    match found.len() {
        0 => Resolved::Nothing,
        1 => Resolved::Name(found[0]),
        _ => Resolved::Ambiguous(found),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_face_of_a_pair_is_the_answer() {
        let deck = crate::plane::build_deck(&crate::plane::DeckOptions {
            symbols_per_card: 3,
            ..Default::default()
        })
        .unwrap();
        let names: Vec<String> = (0..7).map(|i| format!("cat{i} / gato{i}")).collect();
        let aliases: Vec<Vec<String>> =
            (0..7).map(|i| vec![format!("cat{i}"), format!("gato{i}")]).collect();
        let mut game = Game::new(&deck, names, 1, None).unwrap().with_aliases(aliases);
        for typed in ["gato", "cat"] {
            let round = game.deal().unwrap();
            let answer = round.answer.0;
            assert_eq!(game.answer(&round, &format!("{typed}{answer}")), Verdict::Correct);
        }
        let round = game.deal().unwrap();
        let wrong = round.symbols[0].iter().find(|&&s| s != round.answer).unwrap().0;
        assert!(matches!(game.answer(&round, &format!("gato{wrong}")), Verdict::Incorrect { .. }));
        assert_eq!(game.score(), Score { correct: 2, played: 3 });
    }
    use crate::plane::{DeckOptions, build_deck};

    #[test]
    fn answers_resolve_whole_then_by_unique_prefix() {
        let names = ["cat", "caterpillar", "catfish", "Dog", "ox"];
        assert_eq!(resolve("  CAT ", &names), Resolved::Name(0));
        assert_eq!(resolve("cate", &names), Resolved::Name(1));
        assert_eq!(resolve("catf", &names), Resolved::Name(2));
        assert_eq!(resolve("dog", &names), Resolved::Name(3));
        assert_eq!(resolve("Ox", &names), Resolved::Name(4));
        assert_eq!(resolve("do", &names), Resolved::Nothing, "two letters are too few");
        assert_eq!(resolve("zebra", &names), Resolved::Nothing);
        assert_eq!(resolve(" \t ", &names), Resolved::Empty);
        assert_eq!(resolve("cat", &["caterpillar", "catfish"]), Resolved::Ambiguous(vec![0, 1]));
    }

    fn game(seed: u64, rounds: Option<usize>) -> Game {
        let deck = build_deck(&DeckOptions { symbols_per_card: 4, ..Default::default() }).unwrap();
        let names = (0..deck.symbol_count).map(|i| format!("s{i:02}")).collect();
        Game::new(&deck, names, seed, rounds).unwrap()
    }

    #[test]
    fn a_game_deals_every_card_once_and_keeps_score() {
        let mut g = game(5, None);
        let mut seen = Vec::new();
        let mut rounds = 0;
        while let Some(round) = g.deal() {
            rounds += 1;
            seen.extend(round.cards);
            assert!(round.symbols[0].contains(&round.answer));
            assert!(round.symbols[1].contains(&round.answer));
            let wrong = round.symbols[0].iter().find(|&&s| s != round.answer).unwrap();
            let typed = if rounds % 2 == 0 {
                g.name(round.answer).to_uppercase()
            } else {
                g.name(*wrong).to_string()
            };
            let verdict = g.answer(&round, &typed);
            assert_eq!(verdict == Verdict::Correct, rounds % 2 == 0, "{verdict:?}");
            assert_eq!(g.answer(&round, ""), Verdict::Empty);
        }
        // 13 cards: six rounds, one card left over.
        assert_eq!(rounds, 6);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 12);
        assert_eq!(g.score(), Score { correct: 3, played: 6 });
        let mut limited = game(5, Some(2));
        assert!(limited.deal().is_some() && limited.deal().is_some() && limited.deal().is_none());
    }

    #[test]
    fn the_same_seed_deals_the_same_game() {
        let (mut a, mut b, mut c) = (game(9, None), game(9, None), game(10, None));
        let deal = |g: &mut Game| std::iter::from_fn(|| g.deal()).collect::<Vec<_>>();
        let (da, db, dc) = (deal(&mut a), deal(&mut b), deal(&mut c));
        assert_eq!(da, db);
        assert_ne!(da, dc);
    }
}
