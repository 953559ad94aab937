//! Stage 3: sheets, PDF, manifest and PNG previews.
//!
//! [`Sheet`] resolves the geometry (paper, grid, diameter) from [`PageOptions`], which can
//! come from a TOML template ([`PageOptions::from_template`]); [`pdf::write_pdf`] draws the
//! cards, [`manifest::Manifest`] records where everything went and [`png::card_png`] renders
//! a single card for previews.

pub(crate) mod draw;
mod duplex_test;
pub(crate) mod finish;
mod image;
mod legend;
pub mod manifest;
pub mod pdf;
pub mod png;
pub mod sheet;
mod svg;
mod template;

pub use duplex_test::duplex_test_pdf;
pub(crate) use image::goes_to_jpeg;
pub use sheet::{CardsPerSheet, Duplex, Guides, PageOptions, Paper, Rgb, Sheet};
pub use template::{MAX_TEMPLATE_BYTES, builtin_names};
