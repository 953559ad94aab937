//! The JSON manifest. SKELETON.

use crate::layout::CardLayout;
use crate::plane::Deck;
use crate::render::Sheet;
use crate::symbols::Symbol;

/// Everything needed to re-draw the deck.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Manifest {
    /// Seed the deck was made with.
    pub seed: u64,
    /// Order of the plane.
    pub order: u32,
}

impl Manifest {
    /// Collects the manifest of a rendered deck.
    pub fn new(
        seed: u64,
        deck: &Deck,
        symbols: &[Symbol],
        cards: &[CardLayout],
        sheet: &Sheet,
    ) -> Manifest {
        let _ = (symbols, cards, sheet);
        Manifest { seed, order: deck.order }
    }
}
