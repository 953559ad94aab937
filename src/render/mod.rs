//! Stage 4: the deck on paper: sheets, PDF, manifest and PNG previews, drawn with the print
//! kit ([`crate::print`]).
//!
//! [`Sheet`] resolves the geometry (paper, grid, diameter) from [`PageOptions`], which can
//! come from a TOML template ([`PageOptions::from_template`]); [`pdf::write_pdf`] draws the
//! cards, [`manifest::Manifest`] records where everything went and [`png::card_png`] renders
//! a single card for previews. For print shops, [`print_files`] draws every card face as a
//! PNG with its bleed and [`card_pdf`] writes one card a page, both as [`PrintShopOptions`]
//! ask; for cutting machines, [`cut_files`] gives each sheet's cut lines as SVG and DXF.
//! [`duplex_sheet_pdf`] is the sheet that measures a printer's duplex shift.

pub mod card_pdf;
pub mod cut_files;
mod duplex_sheet;
mod legend;
pub mod manifest;
pub mod pdf;
pub mod png;
pub mod print_files;
pub mod print_shop;
pub mod registration;
mod rules;
pub mod sheet;
mod template;
pub mod tuck_box;

pub use duplex_sheet::duplex_sheet_pdf;
pub use print_shop::{BackPages, PrintShopOptions};
pub use registration::Registration;
pub use sheet::{CardsPerSheet, Duplex, Guides, PageOptions, Paper, Rgb, Sheet};
pub use template::{MAX_TEMPLATE_BYTES, builtin_names};
pub use tuck_box::TuckBox;
