//! Reading a deck back from JSON and checking that it plays.
//!
//! Two file forms are read: the `cards --json` form ([`DeckFile`](super::DeckFile), whose
//! `cards` is a list of id lists) and the render manifest, whose `cards` is a list of objects
//! with a `symbols` list of `{"symbol": id, …}` placements. Only the symbol ids matter here;
//! anything else in the file is ignored, so both forms can grow fields freely.

use std::fmt;
use std::path::Path;

use serde_json::Value;

use super::SymbolId;
use super::projective::transpose;
use crate::error::{Error, Result};
use crate::i18n::Text;
use crate::i18n::text;

/// Reads a deck file into each card's symbol ids. Bad JSON or the wrong shape is
/// [`Error::DeckFile`] naming the file and the first thing wrong.
pub fn read_deck_file(path: &Path) -> Result<Vec<Vec<SymbolId>>> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    parse_deck_json(&text).map_err(|reason| Error::DeckFile { path: path.to_path_buf(), reason })
}

/// Parses deck JSON text (either form) into each card's symbol ids; the error is the reason.
pub fn parse_deck_json(text: &str) -> std::result::Result<Vec<Vec<SymbolId>>, Text> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| text!("deck-not-json", reason = Text::as_is(e.to_string())))?;
    let cards = value
        .get("cards")
        .ok_or_else(|| text!("deck-no-cards-list"))?
        .as_array()
        .ok_or_else(|| text!("deck-cards-not-a-list"))?;
    cards
        .iter()
        .enumerate()
        .map(|(index, card)| {
            read_card(card).map_err(|reason| text!("deck-card", index = index, reason = reason))
        })
        .collect()
}

/// One card: a list of ids, or a manifest object with a `symbols` list of placements.
fn read_card(card: &Value) -> std::result::Result<Vec<SymbolId>, Text> {
    let (symbols, manifest) = match card {
        Value::Array(ids) => (ids, false),
        Value::Object(object) => (
            object
                .get("symbols")
                .and_then(Value::as_array)
                .ok_or_else(|| text!("deck-card-no-symbols"))?,
            true,
        ),
        other => return Err(text!("deck-card-not-a-list", found = other.to_string())),
    };
    symbols
        .iter()
        .map(|entry| {
            let id = if manifest { entry.get("symbol").unwrap_or(&Value::Null) } else { entry };
            id.as_u64().and_then(|id| u32::try_from(id).ok()).map(SymbolId).ok_or_else(|| {
                match manifest {
                    true => text!("deck-placement-no-id", placement = entry.to_string()),
                    false => text!("deck-not-an-id", entry = entry.to_string()),
                }
            })
        })
        .collect()
}

/// One way a deck breaks the rule that every two cards share exactly one symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The deck has no cards.
    Empty,
    /// A card shows no symbol at all (it shares nothing with any card; those pairs are not
    /// listed again).
    EmptyCard {
        /// 0-based card index.
        card: usize,
    },
    /// A card shows the same symbol more than once.
    RepeatedSymbol {
        /// 0-based card index.
        card: usize,
        /// The repeated symbol.
        symbol: SymbolId,
    },
    /// Two cards have no symbol in common.
    NothingShared {
        /// 0-based index of the first card.
        first: usize,
        /// 0-based index of the second card (greater than `first`).
        second: usize,
    },
    /// Two cards have more than one symbol in common.
    SharesSeveral {
        /// 0-based index of the first card.
        first: usize,
        /// 0-based index of the second card (greater than `first`).
        second: usize,
        /// The symbols both show, ascending.
        shared: Vec<SymbolId>,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Empty => write!(f, "the deck has no cards"),
            Problem::EmptyCard { card } => write!(f, "card {card} shows no symbol"),
            Problem::RepeatedSymbol { card, symbol } => {
                write!(f, "card {card} shows symbol {} more than once", symbol.0)
            }
            Problem::NothingShared { first, second } => {
                write!(f, "cards {first} and {second} share no symbol")
            }
            Problem::SharesSeveral { first, second, shared } => {
                let ids: Vec<String> = shared.iter().map(|s| s.0.to_string()).collect();
                write!(
                    f,
                    "cards {first} and {second} share {} symbols ({})",
                    shared.len(),
                    ids.join(", ")
                )
            }
        }
    }
}

/// At most this many problems are kept by [`check_cards`]; the rest are only counted. A
/// thoroughly broken deck of n cards has about n²/2 problems, which for a big file would
/// fill memory, and nobody reads past the first few.
pub const KEPT_PROBLEMS: usize = 1000;

/// What [`check_cards`] found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Verification {
    /// The first problems (at most [`KEPT_PROBLEMS`]), in card order.
    pub problems: Vec<Problem>,
    /// How many problems there are in all (`problems.len()` unless some were left out).
    pub total: usize,
}

impl Verification {
    /// True when every two cards share exactly one symbol.
    pub fn is_ok(&self) -> bool {
        self.total == 0
    }

    fn push(&mut self, problem: Problem) {
        if self.problems.len() < KEPT_PROBLEMS {
            self.problems.push(problem);
        }
        self.total += 1;
    }
}

/// Checks that every two cards share exactly one symbol and no card repeats a symbol or is
/// empty. Keeps the first [`KEPT_PROBLEMS`] problems, in card order, and counts them all. A
/// deck of one (non-empty) card is fine: there is no pair to break the rule.
pub fn check_cards(cards: &[Vec<SymbolId>]) -> Verification {
    let mut found = Verification::default();
    if cards.is_empty() {
        found.push(Problem::Empty);
        return found;
    }
    // Distinct symbols per card, sorted, to compare pairs and to list what they share.
    let mut sets: Vec<Vec<SymbolId>> = Vec::with_capacity(cards.len());
    for (index, card) in cards.iter().enumerate() {
        if card.is_empty() {
            found.push(Problem::EmptyCard { card: index });
        }
        let mut sorted = card.clone();
        sorted.sort_unstable();
        let mut reported = Vec::new();
        for pair in sorted.windows(2) {
            if pair[0] == pair[1] && reported.last() != Some(&pair[0]) {
                reported.push(pair[0]);
                found.push(Problem::RepeatedSymbol { card: index, symbol: pair[0] });
            }
        }
        sorted.dedup();
        sets.push(sorted);
    }
    // Ids may be anything in a file: number them densely to index the per-symbol lists.
    let mut all: Vec<SymbolId> = sets.iter().flatten().copied().collect();
    all.sort_unstable();
    all.dedup();
    // `all` holds every symbol of every set, so each one's dense number is its position there.
    let dense: Vec<Vec<u32>> = sets
        .iter()
        .map(|set| set.iter().map(|symbol| all.partition_point(|s| s < symbol) as u32).collect())
        .collect();
    let through = transpose(&dense, all.len());
    // For each card, count shared symbols with every later card via the per-symbol lists:
    // the work is the number of (card, symbol, other card) triples, not cards² · symbols.
    let mut shared_count = vec![0u32; cards.len()];
    for (first, set) in dense.iter().enumerate() {
        // An empty card was reported once; its pairs would only repeat that.
        if set.is_empty() {
            continue;
        }
        shared_count[first + 1..].fill(0);
        for &symbol in set {
            for &other in &through[symbol as usize] {
                let other = other as usize;
                if other > first {
                    shared_count[other] += 1;
                }
            }
        }
        for second in first + 1..cards.len() {
            match shared_count[second] {
                1 => {}
                0 if sets[second].is_empty() => {}
                0 => found.push(Problem::NothingShared { first, second }),
                _ => {
                    // Listing the shared symbols costs a merge; only do it for kept problems.
                    let shared = if found.problems.len() < KEPT_PROBLEMS {
                        sets[first]
                            .iter()
                            .filter(|s| sets[second].binary_search(s).is_ok())
                            .copied()
                            .collect()
                    } else {
                        Vec::new()
                    };
                    found.push(Problem::SharesSeveral { first, second, shared });
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(cards: &[&[u32]]) -> Vec<Vec<SymbolId>> {
        cards.iter().map(|c| c.iter().map(|&s| SymbolId(s)).collect()).collect()
    }

    #[test]
    fn finds_each_kind_of_problem() {
        assert_eq!(check_cards(&[]).problems, vec![Problem::Empty]);
        let cards = ids(&[&[0, 1, 1], &[2, 3], &[0, 1, 2]]);
        assert_eq!(
            check_cards(&cards).problems,
            vec![
                Problem::RepeatedSymbol { card: 0, symbol: SymbolId(1) },
                Problem::NothingShared { first: 0, second: 1 },
                Problem::SharesSeveral {
                    first: 0,
                    second: 2,
                    shared: vec![SymbolId(0), SymbolId(1)]
                },
            ]
        );
        assert!(check_cards(&ids(&[&[0, 1], &[1, 2], &[2, 0]])).is_ok());
    }

    #[test]
    fn an_empty_card_is_reported_once_and_one_card_is_fine() {
        let cards = ids(&[&[0, 1], &[], &[1, 2], &[]]);
        let found = check_cards(&cards);
        assert_eq!(
            found.problems,
            vec![Problem::EmptyCard { card: 1 }, Problem::EmptyCard { card: 3 }]
        );
        assert_eq!(found.total, 2);
        assert_eq!(Problem::EmptyCard { card: 1 }.to_string(), "card 1 shows no symbol");
        assert!(check_cards(&ids(&[&[4, 5, 6]])).is_ok());
        assert_eq!(check_cards(&ids(&[&[]])).problems, vec![Problem::EmptyCard { card: 0 }]);
    }

    #[test]
    fn a_thoroughly_broken_deck_keeps_the_first_problems_and_counts_all() {
        // 100 cards with one distinct symbol each: every one of the 4950 pairs shares nothing.
        let cards: Vec<Vec<SymbolId>> = (0..100).map(|i| vec![SymbolId(i)]).collect();
        let found = check_cards(&cards);
        assert_eq!(found.total, 100 * 99 / 2);
        assert_eq!(found.problems.len(), KEPT_PROBLEMS);
        assert_eq!(found.problems[0], Problem::NothingShared { first: 0, second: 1 });
        // Card 0 meets 99 cards, card 1 meets 98, …: problem 1000 is still in card order.
        assert_eq!(found.problems[99], Problem::NothingShared { first: 1, second: 2 });
        assert!(!found.is_ok());
    }

    #[test]
    fn messages_name_the_cards() {
        let problem =
            Problem::SharesSeveral { first: 3, second: 9, shared: vec![SymbolId(4), SymbolId(7)] };
        assert_eq!(problem.to_string(), "cards 3 and 9 share 2 symbols (4, 7)");
    }

    #[test]
    fn shape_errors_say_where() {
        let error = |json: &str| parse_deck_json(json).unwrap_err().to_string();
        assert!(error("{").starts_with("not valid JSON"));
        assert_eq!(error("{}"), "no 'cards' list at the top level");
        let error_of_x = error(r#"{"cards": [[1, 2], [1, "x"]]}"#);
        assert_eq!(error_of_x, r#"card 1 (0-based): "x" is not a symbol id (a whole number)"#);
        let error = error(r#"{"cards": [{"symbols": [{"x_mm": 1}]}]}"#);
        assert!(error.contains("no whole-number 'symbol' id"), "{error}");
    }
}
