//! Stage 3: sheets, PDF, manifest and PNG previews. SKELETON: the render helper replaces bodies.

pub mod manifest;
pub mod pdf;
pub mod png;
pub mod sheet;

pub use sheet::{CardsPerSheet, PageOptions, Paper, Sheet};
