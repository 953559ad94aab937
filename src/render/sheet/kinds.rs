//! The choices of a sheet that are names: how a printer turns it, how many cards it holds,
//! what is printed to cut along.

use std::str::FromStr;

use crate::error::{Error, Result};

/// How a duplex printer turns a landscape sheet over, which decides where each back goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Duplex {
    /// "Flip on long edge": the sheet turns over its long (top and bottom) edge, so a card at
    /// (x, y) has its back at (x, H − y).
    #[default]
    Long,
    /// "Flip on short edge": it turns over its short (left and right) edge, so the back of
    /// (x, y) is at (W − x, y).
    Short,
    /// No second side (`--backs fold`): the fronts fill the top row and each back lies below
    /// its front on the same side, at (x, H − y), so that folding the sheet over its middle
    /// line and gluing it puts every back behind its front.
    Fold,
}

impl FromStr for Duplex {
    type Err = Error;
    fn from_str(s: &str) -> Result<Duplex> {
        match s.trim().to_ascii_lowercase().as_str() {
            "long" | "long-edge" => Ok(Duplex::Long),
            "short" | "short-edge" => Ok(Duplex::Short),
            _ => Err(Error::invalid("duplex", s, crate::i18n::text!("expected-duplex"))),
        }
    }
}

/// Cards per sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CardsPerSheet {
    /// 2 × 2.
    Four,
    /// 3 × 2.
    #[default]
    Six,
}

impl CardsPerSheet {
    /// Columns and rows of the grid on a landscape sheet.
    pub fn grid(self) -> (usize, usize) {
        match self {
            CardsPerSheet::Four => (2, 2),
            CardsPerSheet::Six => (3, 2),
        }
    }

    /// Cards on one sheet.
    pub fn count(self) -> usize {
        let (cols, rows) = self.grid();
        cols * rows
    }
}

impl CardsPerSheet {
    /// 4 or 6 as a number (the page's request and the CLI's `--per-sheet`).
    pub fn from_count(n: u32) -> Result<CardsPerSheet> {
        match n {
            4 => Ok(CardsPerSheet::Four),
            6 => Ok(CardsPerSheet::Six),
            _ => {
                Err(Error::invalid("cards per sheet", n, crate::i18n::text!("expected-per-sheet")))
            }
        }
    }
}

impl FromStr for CardsPerSheet {
    type Err = Error;
    fn from_str(s: &str) -> Result<CardsPerSheet> {
        match s.trim() {
            "4" => Ok(CardsPerSheet::Four),
            "6" => Ok(CardsPerSheet::Six),
            _ => {
                Err(Error::invalid("cards per sheet", s, crate::i18n::text!("expected-per-sheet")))
            }
        }
    }
}

/// What is printed to cut along.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Guides {
    /// A thin line on the cut line of each card (a circle on round cards).
    #[default]
    Circle,
    /// Marks that leave no line visible if the cut is a little off: corner marks at a
    /// round card's bounding square (for a circle punch or a compass cutter), ticks at a
    /// hexagon's points; edge-to-edge sheets have only the marks in their margin.
    CropMarks,
    /// Nothing.
    None,
}

impl FromStr for Guides {
    type Err = Error;
    fn from_str(s: &str) -> Result<Guides> {
        match s.to_ascii_lowercase().as_str() {
            "circle" => Ok(Guides::Circle),
            "crop-marks" | "crop" | "marks" => Ok(Guides::CropMarks),
            "none" | "off" => Ok(Guides::None),
            _ => Err(Error::invalid("guides", s, crate::i18n::text!("expected-guides"))),
        }
    }
}
