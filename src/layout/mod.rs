//! Stage 2: where each symbol goes on its card. SKELETON: the layout helper replaces the bodies.

use crate::error::Result;
use crate::geom::Mask;
use crate::plane::{Deck, SymbolId};
use std::sync::Arc;

/// How much symbols may turn.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Rotation {
    /// Uniformly over the full 360°.
    #[default]
    Free,
    /// Upright.
    None,
    /// At most this many degrees either way.
    Limit(f32),
}

/// Layout settings. Defaults: 1.5 mm gap, 3 mm margin, free rotation, size ratio 2.5.
#[derive(Debug, Clone, PartialEq)]
pub struct LayoutOptions {
    /// Minimum distance between two symbols' ink, mm. _Default:_ 1.5.
    pub gap_mm: f32,
    /// Minimum distance from ink to the cut line, mm. _Default:_ 3.
    pub margin_mm: f32,
    /// _Default:_ free.
    pub rotation: Rotation,
    /// Largest / smallest symbol size on a card (linear). _Default:_ 2.5.
    pub size_ratio: f32,
    /// Each card's layout depends only on (seed, card index). _Default:_ 0.
    pub seed: u64,
}

impl Default for LayoutOptions {
    fn default() -> Self {
        LayoutOptions {
            gap_mm: 1.5,
            margin_mm: 3.0,
            rotation: Rotation::Free,
            size_ratio: 2.5,
            seed: 0,
        }
    }
}

/// Where one symbol is drawn on a card.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Placement {
    /// Which symbol.
    pub symbol: SymbolId,
    /// Centre of the box, mm right of the card centre.
    pub x_mm: f32,
    /// Centre of the box, mm below the card centre (y down).
    pub y_mm: f32,
    /// Width of the box in which the whole source picture is drawn, before rotation.
    pub width_mm: f32,
    /// Height of that box, before rotation.
    pub height_mm: f32,
    /// Clockwise turn as printed, degrees, about the box centre.
    pub rotation_deg: f32,
}

/// One card's placements.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CardLayout {
    /// One per symbol on the card.
    pub placements: Vec<Placement>,
}

/// Resolution of the masks the layout asks for (pixels along the ink's longer side).
pub const MASK_PX: u32 = 96;

/// Lays out every card of `deck` on a disc of `diameter_mm`; `masks[i]` is symbol i's ink.
pub fn layout_deck(
    deck: &Deck,
    masks: &[Arc<Mask>],
    diameter_mm: f32,
    options: &LayoutOptions,
) -> Result<Vec<CardLayout>> {
    let _ = (deck, masks, diameter_mm, options);
    todo!()
}
