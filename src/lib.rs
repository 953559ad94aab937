//! fanodeck turns pictures into a print-ready PDF of a *Spot It!* / *Dobble*-style card game,
//! in which every two cards share exactly one symbol.
//!
//! The pipeline has three stages, each handing plain data to the next:
//! [`plane`] builds the abstract deck from a finite projective plane, [`layout`] places each
//! card's symbols (loaded by [`symbols`]) inside its circle, and [`render`] tiles the cards
//! on sheets and writes the PDF, a manifest and PNG previews.
//!
//! The library returns bytes and data and never prints; non-fatal problems (a skipped file)
//! go to the `log` crate. The same options and seed always give the same bytes.
//!
//! ## Example
//!
//! ```no_run
//! use fanodeck::{Options, generate};
//!
//! // 31 cards of 6 symbols from the bundled icons, four cards a sheet.
//! let mut options = Options::default();
//! options.deck.symbols_per_card = 6;
//! options.page.per_sheet = fanodeck::CardsPerSheet::Four;
//! let output = generate(&options)?;
//! std::fs::write("deck.pdf", &output.pdf)?;
//! println!("{} cards on {} KB", output.cards.len(), output.pdf.len() / 1024);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]

pub mod assets;
pub mod error;
pub mod games;
pub mod geom;
pub mod guard;
pub mod layout;
mod pipeline;
pub mod plane;
pub mod print;
pub mod project;
pub mod render;
pub mod request;
pub mod symbols;

pub use error::{Error, Plain, Result};
pub use layout::{CardLayout, LayoutOptions, Placement, Rotation};
pub use pipeline::{
    Makeup, NoProgress, Options, Output, Progress, Stage, generate, generate_with_progress,
    printed_deck, symbol_options,
};
pub use plane::{Card, Deck, DeckKind, DeckOptions, SymbolId};
pub use print::Paper;
pub use project::Project;
pub use render::manifest::Manifest;
pub use render::{CardsPerSheet, PageOptions, Sheet};
pub use request::Request;
pub use symbols::{Symbol, SymbolOptions};
