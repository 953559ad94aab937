//! PNG previews of single cards. SKELETON.

use crate::error::Result;
use crate::layout::CardLayout;
use crate::symbols::Symbol;

/// One card as PNG bytes at `px_per_mm`.
pub fn card_png(
    symbols: &[Symbol],
    card: &CardLayout,
    diameter_mm: f32,
    px_per_mm: f32,
) -> Result<Vec<u8>> {
    let _ = (symbols, card, diameter_mm, px_per_mm);
    todo!()
}
