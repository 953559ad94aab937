//! Stage 1: the mathematics of the deck.
//!
//! SKELETON: the plane helper replaces the bodies; keep the public signatures (other stages use them).

pub mod field;

use crate::error::Result;

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

/// What deck to build. Default: 8 symbols per card, projective, all cards, seed 0.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckOptions {
    /// Symbols per card (q+1). _Default:_ 8.
    pub symbols_per_card: usize,
    /// _Default:_ projective.
    pub kind: DeckKind,
    /// Keep only this many cards. _Default:_ all.
    pub cards: Option<usize>,
    /// Swap cards and symbols (cards = points). _Default:_ false.
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

/// Why a number of symbols per card has no deck.
#[derive(Debug, Clone, PartialEq)]
pub struct SizeError {
    /// The value as given.
    pub symbols_per_card: i64,
}

impl std::fmt::Display for SizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no deck with {} symbols per card", self.symbols_per_card)
    }
}

/// Builds the deck the options ask for.
pub fn build_deck(options: &DeckOptions) -> Result<Deck> {
    let _ = options;
    todo!()
}
