//! The PDF. SKELETON.

use crate::error::Result;
use crate::layout::CardLayout;
use crate::render::{PageOptions, Sheet};
use crate::symbols::Symbol;

/// Writes the whole deck as PDF bytes: fronts (and backs, legend as the options ask).
pub fn write_pdf(
    symbols: &[Symbol],
    cards: &[CardLayout],
    sheet: &Sheet,
    options: &PageOptions,
) -> Result<Vec<u8>> {
    let _ = (symbols, cards, sheet, options);
    todo!()
}
