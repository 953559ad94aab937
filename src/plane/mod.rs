//! Stage 1: the mathematics of the deck.
//!
//! A Spot It!/Dobble deck is a finite projective plane: cards are lines, symbols are points,
//! and two lines always meet in exactly one point. For every prime power q we build PG(2,q)
//! over the field GF(q) ([`field`], [`projective`]), then turn it into a [`Deck`]: optionally
//! dual (cards = points; the same cards, as PG(2,q) is self-dual), affine (one symbol and its
//! cards dropped), cut to N cards ([`select`]), with symbols renumbered by how often they are
//! used and everything shuffled by the seed. [`sizes`] says which sizes exist and explains the ones that do not;
//! [`verify`] reads deck files back and checks them.

pub mod faces;
pub mod field;
pub mod projective;
pub mod select;
pub mod sizes;
pub mod verify;

use rand::{SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

use crate::error::{Error, Result};
pub use faces::split_faces;
pub use projective::Plane;
pub use sizes::{Existence, MAX_ORDER, Order, Size, SizeError, SizeErrorKind, SizeRow, size_table};
pub use verify::{
    KEPT_PROBLEMS, Problem, Verification, check_cards, parse_deck_json, read_deck_file,
};

/// The seed used when none is given: fixed, so two runs give the same deck (and the same
/// board or table in the games).
pub const DEFAULT_SEED: u64 = 1;

/// Reads the user's text for symbols per card ("8", " 12 "); every refusal ("abc", "-3", "0",
/// "7", "200") is an [`Error::ImpossibleSize`] that explains why and names the nearest sizes
/// that work.
pub fn parse_symbols_per_card(text: &str) -> Result<u32> {
    Ok(sizes::parse_symbols_per_card(text)?)
}

/// A number of symbols per card checked as [`parse_symbols_per_card`] checks text.
pub fn check_symbols_per_card(k: u32) -> Result<usize> {
    Ok(Order::from_symbols_per_card(k as usize)?.symbols_per_card())
}

/// A symbol's number in the deck, 0-based; symbol `i` is drawn with the i-th loaded picture.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct SymbolId(pub u32);

/// One card: the symbols on it, in the (shuffled) order they are laid out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// The card's symbols; every two cards of a deck share exactly one.
    pub symbols: Vec<SymbolId>,
}

/// Which deck is built from the plane.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeckKind {
    /// All q²+q+1 lines of PG(2,q).
    #[default]
    Projective,
    /// q² lines: one point and every line through it dropped.
    Affine,
}

impl std::str::FromStr for DeckKind {
    type Err = Error;

    /// "projective" or "affine" (any case), the spelling shared by the CLI and files.
    fn from_str(text: &str) -> Result<DeckKind> {
        match text.trim().to_ascii_lowercase().as_str() {
            "projective" => Ok(DeckKind::Projective),
            "affine" => Ok(DeckKind::Affine),
            _ => Err(Error::invalid("deck kind", text, crate::i18n::text!("expected-deck-kind"))),
        }
    }
}

impl std::fmt::Display for DeckKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DeckKind::Projective => "projective",
            DeckKind::Affine => "affine",
        })
    }
}

/// What deck to build. Default: 8 symbols per card, projective, all cards, seed 0.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckOptions {
    /// Symbols per card (q+1). _Default:_ 8.
    pub symbols_per_card: usize,
    /// _Default:_ projective.
    pub kind: DeckKind,
    /// Keep only this many cards. _Default:_ all.
    pub cards: Option<usize>,
    /// Swap cards and symbols: cards are the points of the plane, symbols its lines.
    /// _Default:_ false.
    ///
    /// This changes nothing in the deck. PG(2,q) is self-dual (its dual is isomorphic to it),
    /// and here points and lines share one numbering with a symmetric incidence (point j is on
    /// line i exactly when point i is on line j), so the transpose is the same list of cards.
    /// The swap is made on the whole plane, before the affine cut and the choice of cards, so
    /// projective, affine and truncated decks all come out identical, card for card and for
    /// every seed, with or without it. It is kept because users ask for "cards = points".
    pub dual: bool,
    /// Shuffles card order and symbol order on each card. _Default:_ 0.
    pub seed: u64,
}

impl Default for DeckOptions {
    fn default() -> Self {
        DeckOptions {
            symbols_per_card: 8,
            kind: DeckKind::Projective,
            cards: None,
            dual: false,
            seed: 0,
        }
    }
}

/// The abstract deck: which symbols are on which card.
#[derive(Debug, Clone, PartialEq)]
pub struct Deck {
    /// Order q of the plane.
    pub order: u32,
    /// Symbols per card.
    pub symbols_per_card: usize,
    /// Number of distinct symbols used (ids are 0..symbol_count).
    pub symbol_count: usize,
    /// The cards.
    pub cards: Vec<Card>,
}

impl Deck {
    /// The deck as the plain [`DeckFile`] that `cards --json` writes.
    pub fn to_file(&self) -> DeckFile {
        DeckFile {
            order: self.order,
            symbols_per_card: self.symbols_per_card,
            symbol_count: self.symbol_count,
            cards: self.cards.iter().map(|card| card.symbols.clone()).collect(),
        }
    }

    /// The deck as JSON: `{"order": q, "symbols_per_card": k, "symbol_count": v,
    /// "cards": [[ids…], …]}`.
    pub fn to_json_value(&self) -> serde_json::Value {
        // A struct of integers and lists always serialises.
        serde_json::to_value(self.to_file()).unwrap_or(serde_json::Value::Null)
    }

    /// How many cards each symbol is on, indexed by id (0..symbol_count).
    pub fn symbol_uses(&self) -> Vec<usize> {
        let mut uses = vec![0; self.symbol_count];
        for symbol in self.cards.iter().flat_map(|card| &card.symbols) {
            // A hand-made deck may hold ids outside 0..symbol_count; they are not counted.
            if let Some(use_count) = uses.get_mut(symbol.0 as usize) {
                *use_count += 1;
            }
        }
        uses
    }
}

/// The JSON form of a deck (`cards --json`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DeckFile {
    /// Order q of the plane.
    pub order: u32,
    /// Symbols per card.
    pub symbols_per_card: usize,
    /// Distinct symbols (ids 0..symbol_count).
    pub symbol_count: usize,
    /// Each card's symbol ids.
    pub cards: Vec<Vec<SymbolId>>,
}

/// Builds the deck the options ask for.
///
/// Errors: [`Error::ImpossibleSize`] if no plane has `symbols_per_card` symbols per line,
/// [`Error::CardCount`] if `cards` is 0 or more than the deck has.
pub fn build_deck(options: &DeckOptions) -> Result<Deck> {
    let order = Order::from_symbols_per_card(options.symbols_per_card)?;
    let mut cards = Plane::new(order).into_lines();
    let mut symbol_count = cards.len();
    if options.dual {
        // With this numbering the transpose equals the lines (see `DeckOptions::dual`); it is
        // still computed, so the option means what it says whatever the numbering.
        let line_count = cards.len();
        cards = projective::transpose(&cards, symbol_count);
        symbol_count = line_count;
    }
    if options.kind == DeckKind::Affine {
        // Dropping symbol 0 and every card on it leaves q² cards that still pairwise meet
        // once, and never in the dropped symbol.
        cards.retain(|card| !card.contains(&0));
    }
    if let Some(keep) = options.cards {
        if keep == 0 || keep > cards.len() {
            return Err(Error::CardCount { requested: keep, available: cards.len() });
        }
        let kept = select::select_cards(&cards, symbol_count, keep);
        cards = kept.into_iter().map(|i| std::mem::take(&mut cards[i])).collect();
    }
    let (cards, symbol_count) = renumber(cards, symbol_count);
    let mut cards: Vec<Card> = cards.into_iter().map(|symbols| Card { symbols }).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    cards.shuffle(&mut rng);
    for card in &mut cards {
        card.symbols.shuffle(&mut rng);
    }
    Ok(Deck { order: order.get(), symbols_per_card: order.symbols_per_card(), symbol_count, cards })
}

/// Gives the used symbols compact ids, most used first (ties by old number), so id i is the
/// i-th picture in priority order and unused symbols vanish.
fn renumber(cards: Vec<Vec<u32>>, symbol_count: usize) -> (Vec<Vec<SymbolId>>, usize) {
    let mut uses = vec![0usize; symbol_count];
    for symbol in cards.iter().flatten() {
        uses[*symbol as usize] += 1;
    }
    let mut order: Vec<usize> = (0..symbol_count).filter(|&s| uses[s] > 0).collect();
    order.sort_by_key(|&s| (std::cmp::Reverse(uses[s]), s));
    let mut new_id = vec![0u32; symbol_count];
    for (id, &old) in order.iter().enumerate() {
        new_id[old] = id as u32;
    }
    let cards = cards
        .into_iter()
        .map(|card| card.into_iter().map(|s| SymbolId(new_id[s as usize])).collect())
        .collect();
    (cards, order.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renumbering_puts_most_used_first_and_drops_unused() {
        let (cards, count) = renumber(vec![vec![3, 1], vec![3, 4]], 5);
        assert_eq!(count, 3);
        assert_eq!(cards, vec![vec![SymbolId(0), SymbolId(1)], vec![SymbolId(0), SymbolId(2)]]);
    }

    #[test]
    fn default_deck_is_the_57_card_game() {
        let deck = build_deck(&DeckOptions::default()).unwrap();
        assert_eq!((deck.order, deck.cards.len(), deck.symbol_count), (7, 57, 57));
        assert!(deck.symbol_uses().iter().all(|&u| u == 8));
    }

    #[test]
    fn deck_kind_spelling_round_trips() {
        for kind in [DeckKind::Projective, DeckKind::Affine] {
            assert_eq!(kind.to_string().parse::<DeckKind>().unwrap(), kind);
        }
        assert_eq!(" Affine ".parse::<DeckKind>().unwrap(), DeckKind::Affine);
        let error = "plane".parse::<DeckKind>().unwrap_err().to_string();
        assert_eq!(error, "invalid deck kind 'plane': expected 'projective' or 'affine'");
    }

    #[test]
    fn card_count_is_checked() {
        for cards in [0, 58] {
            let options = DeckOptions { cards: Some(cards), ..DeckOptions::default() };
            assert!(matches!(
                build_deck(&options),
                Err(Error::CardCount { requested, available: 57 }) if requested == cards
            ));
        }
    }
}
