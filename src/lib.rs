//! fanodeck makes a *Spot It!* / *Dobble*-style card game, in which every two cards share
//! exactly one symbol, and draws it as a print-ready PDF. The symbols are your own pictures,
//! words, or the bundled icons.
//!
//! The library gives bytes and plain data: it never prints, and writes no files. Non-fatal
//! problems (a skipped picture) go to the `log` crate. The same request and seed always give
//! the same bytes.
//!
//! ## Example
//!
//! ```
//! use fanodeck::{Request, generate};
//!
//! // 7 cards of 3 bundled icons each.
//! let request = Request { symbols: 3, ..Request::default() };
//! let output = generate(&request.to_options()?)?;
//! assert_eq!(output.cards.len(), 7);
//! assert!(output.pdf.starts_with(b"%PDF"));
//! # Ok::<(), fanodeck::Error>(())
//! ```
//!
//! `output.pdf` is the file to print. The [`Output`] also holds the deck, each card's
//! placements and the [`Manifest`], and draws cards as PNG ([`Output::card_png`]).
//!
//! ## How a deck is made
//!
//! A [`Request`] names everything a deck can be asked for, as the command line's flags do;
//! the CLI and the web page both build one. [`Request::to_options`] checks every value and
//! gives the [`Options`] of each stage. Then [`generate`] runs the stages, each handing plain
//! data to the next: [`plane`] builds the abstract deck from a finite projective plane,
//! [`symbols`] loads the pictures, [`layout`] places each card's symbols, and [`render`]
//! tiles the cards on sheets and writes the PDF. [`generate_with_progress`] reports each
//! stage to a [`Progress`] of yours.
//!
//! [`games`] holds the other games made the same way: SET, name dominoes, and rounds of
//! spot-the-match to try a deck before printing it. [`project`] keeps a deck's inputs in
//! one ZIP file.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod assets;
pub mod error;
pub mod games;
pub mod geom;
pub mod guard;
pub mod i18n;
pub mod layout;
mod pipeline;
pub mod plane;
pub mod print;
pub mod project;
pub mod render;
pub mod request;
pub mod symbols;

pub use error::{Error, Plain, Result};
pub use i18n::{Language, Text};
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

/// The version and the commit this build was made from, `0.1.0 (commit 0123456789)`, as
/// `fanodeck --version` and the web page show it (just the version where the commit is not
/// known). It never goes into a deck's files, which stay the same from build to build.
pub const VERSION: &str = env!("FANODECK_VERSION");
