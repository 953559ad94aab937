//! Name dominoes, as in xkcd 1970: tiles carry names instead of pips, a tile is (first
//! name, last name), and a tile may lie only where each half touches equal halves or
//! nothing.
//!
//! The pipeline has the deck's shape: [`names`] reads the names and synonym groups,
//! [`matching`] turns them into tiles and a match table (a [`Puzzle`]), [`search`] fills a
//! [`Board`] from a seed, and [`poster`] draws the board and cut-out tiles as PDF. A test of
//! the board never needs a PDF; [`board::check`] tells whether any board obeys the rule.
//!
//! ```
//! use fanodeck::games::dominoes::{DominoOptions, Puzzle, Shape, names, solve};
//! use fanodeck::symbols::NamedBytes;
//!
//! let file = NamedBytes::new("names.txt", b"Tim Cook, Cookie Monster, Tim Burton".to_vec());
//! let puzzle = Puzzle::new(&names::read_names(&file)?, &Default::default(), Shape::Pairs);
//! let options = DominoOptions { width: 6, height: 6, restarts: 10, ..Default::default() };
//! let solution = solve(&puzzle, &options)?;
//! assert!(fanodeck::games::dominoes::board::check(&puzzle, 6, 6, solution.board.placed()).is_empty());
//! # Ok::<(), fanodeck::Error>(())
//! ```

pub mod board;
pub mod matching;
pub mod names;
pub mod poster;
pub mod request;
pub mod search;

pub use board::{Board, Cell, Placed};
pub use matching::{PartId, Puzzle, Shape, Tile};
pub use names::{Name, Synonyms};
pub use request::{DominoesJob, DominoesRequest};

use crate::assets::Builtin;
use crate::error::{Error, Result};
use crate::symbols::NamedBytes;

/// The largest board side, in cells: a poster of 100 cells a side is already unreadable.
pub const MAX_SIDE: usize = 100;

/// The most restarts: each restart is a whole search.
pub const MAX_RESTARTS: usize = 100_000;

/// How to fill the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DominoOptions {
    /// Cells across. _Default:_ 16.
    pub width: usize,
    /// Cells down. _Default:_ 24.
    pub height: usize,
    /// Searches from an empty board; the board with most tiles is kept. _Default:_ 100.
    pub restarts: usize,
    /// The same seed gives the same board. _Default:_ the deck's default seed.
    pub seed: u64,
}

impl Default for DominoOptions {
    fn default() -> Self {
        DominoOptions { width: 16, height: 24, restarts: 100, seed: crate::plane::DEFAULT_SEED }
    }
}

impl DominoOptions {
    /// Refuses sizes and restart counts the search cannot use.
    pub fn check(&self) -> Result<()> {
        let size = format!("{}x{}", self.width, self.height);
        if !(1..=MAX_SIDE).contains(&self.width) || !(1..=MAX_SIDE).contains(&self.height) {
            let reason = crate::i18n::text!("board-side-range", most = MAX_SIDE);
            return Err(Error::invalid("board size", size, reason));
        }
        if !(1..=MAX_RESTARTS).contains(&self.restarts) {
            let reason = crate::i18n::text!("must-be-one-to", most = MAX_RESTARTS);
            return Err(Error::invalid("restarts", self.restarts, reason));
        }
        Ok(())
    }
}

/// Parses a board size `WxH` (`16x24`, `16×24`).
pub fn parse_size(text: &str) -> Result<(usize, usize)> {
    let bad = || Error::invalid("board size", text, crate::i18n::text!("expected-board-size"));
    let lower = text.trim().to_ascii_lowercase().replace('×', "x");
    let (w, h) = lower.split_once('x').ok_or_else(bad)?;
    Ok((w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?))
}

/// A filled board and where it came from.
#[derive(Debug, Clone)]
pub struct Solution {
    /// The board with the most tiles.
    pub board: Board,
    /// Which restart made it (0-based).
    pub restart: usize,
}

/// Fills a board with fanodeck's search, keeping the best of the restarts.
pub fn solve(puzzle: &Puzzle, options: &DominoOptions) -> Result<Solution> {
    options.check()?;
    let (w, h) = (options.width, options.height);
    let (board, restart) = search::best_of(puzzle, options.restarts, options.seed, |rng| {
        search::fill(puzzle, w, h, rng)
    });
    Ok(Solution { board, restart })
}

/// The built-in names lists (`builtin:NAME` for the names file).
pub const NAMES: &[Builtin] = &[Builtin {
    name: "xkcd",
    description: "the 270 names of xkcd 1970 \"Name Dominoes\" (its synonyms come along)",
    file: "names-xkcd-1970.txt",
    bytes: include_bytes!("../../../assets/names-xkcd-1970.txt"),
}];

/// The built-in synonym lists, named as the names list they belong to.
pub const SYNONYMS: &[Builtin] = &[Builtin {
    name: "xkcd",
    description: "the approximate matches of xkcd 1970 (COOK=COOKE=COOKIE=COKIE, …)",
    file: "synonyms-xkcd-1970.txt",
    bytes: include_bytes!("../../../assets/synonyms-xkcd-1970.txt"),
}];

/// Reads a names file and, if given, a synonyms file into a puzzle of `shape`.
pub fn puzzle(names: &NamedBytes, synonyms: Option<&NamedBytes>, shape: Shape) -> Result<Puzzle> {
    let names = names::read_names(names)?;
    let synonyms = match synonyms {
        Some(file) => names::read_synonyms(file)?,
        None => Synonyms::default(),
    };
    Ok(Puzzle::new(&names, &synonyms, shape))
}

/// The manifest of a board: `{"width", "height", "tiles": [{"names", "cells"}, …]}`, each
/// tile's names in part order and its cells in the same order (x right, y down, 0-based),
/// tiles in placement order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BoardManifest {
    /// Cells across.
    pub width: usize,
    /// Cells down.
    pub height: usize,
    /// The placed tiles.
    pub tiles: Vec<ManifestTile>,
}

/// One tile of a [`BoardManifest`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ManifestTile {
    /// The halves, upper-cased (an empty string for a one-word name's first half).
    pub names: Vec<String>,
    /// The cell of each half, `[x, y]`.
    pub cells: Vec<[usize; 2]>,
}

impl BoardManifest {
    /// The manifest of `board`.
    pub fn new(board: &Board, puzzle: &Puzzle) -> BoardManifest {
        let tiles = board
            .placed()
            .iter()
            .map(|p| ManifestTile {
                names: puzzle.tiles[p.tile].parts.clone(),
                cells: p.cells.iter().map(|&(x, y)| [x, y]).collect(),
            })
            .collect();
        BoardManifest { width: board.width, height: board.height, tiles }
    }

    /// The manifest as `--manifest` writes it (and the web page gives it): pretty JSON and a
    /// final new line.
    pub fn to_json(&self) -> String {
        let mut json = serde_json::to_string_pretty(self).expect("a manifest is plain data");
        json.push('\n');
        json
    }
}

#[cfg(test)]
mod tests;
