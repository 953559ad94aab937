//! A name-dominoes request in the command line's vocabulary (`fanodeck dominoes`), as plain
//! data that serialises to and from JSON (camelCase): what the CLI builds from its flags and
//! what the web page sends. Its defaults are [`DominoOptions::default`]'s and
//! [`PosterOptions::default`]'s.

use serde::{Deserialize, Serialize};

use super::poster::PosterOptions;
use super::{DominoOptions, NAMES, Puzzle, SYNONYMS, Shape, parse_size, puzzle};
use crate::error::{Error, Result};
use crate::print::Paper;
use crate::request::File;
use crate::symbols::NamedBytes;

/// Everything a board can be asked for, named as `fanodeck dominoes`' flags (camelCase).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct DominoesRequest {
    /// A built-in names list (`xkcd`, the CLI's `builtin:xkcd`); its own synonyms come along
    /// unless `synonyms` is given. _Default:_ none.
    pub list: Option<String>,
    /// Names separated by commas or new lines, as a file. _Default:_ none (then `list`).
    pub names: Option<File>,
    /// Synonym groups, one a line, members joined by `=` (`--synonyms`). _Default:_ none.
    pub synonyms: Option<File>,
    /// Board size in cells, `WxH` (`--size`). _Default:_ 16x24.
    pub size: String,
    /// Searches from an empty board; the best board is kept (`--restarts`). _Default:_ 100.
    pub restarts: usize,
    /// One cell a word (`--variable`). _Default:_ two cells a tile.
    pub variable: bool,
    /// The same seed gives the same board (`--seed`). _Default:_ 1.
    pub seed: u64,
    /// `a4`, `letter` or `a3` (`--paper`). _Default:_ a4.
    pub paper: String,
}

impl Default for DominoesRequest {
    fn default() -> Self {
        let board = DominoOptions::default();
        DominoesRequest {
            list: None,
            names: None,
            synonyms: None,
            size: format!("{}x{}", board.width, board.height),
            restarts: board.restarts,
            variable: false,
            seed: board.seed,
            paper: PosterOptions::default().paper.name().to_string(),
        }
    }
}

/// What a board is made from: the tiles and how to lay and print them.
#[derive(Debug, Clone)]
pub struct DominoesJob {
    /// The tiles and which halves match.
    pub puzzle: Puzzle,
    /// Board size, restarts and seed.
    pub options: DominoOptions,
    /// How the poster and the tiles look.
    pub poster: PosterOptions,
}

impl DominoesRequest {
    /// The tiles read and every value checked, with messages that quote it.
    pub fn to_job(&self) -> Result<DominoesJob> {
        let (width, height) = parse_size(&self.size)?;
        let options = DominoOptions { width, height, restarts: self.restarts, seed: self.seed };
        options.check()?;
        let poster = PosterOptions { paper: self.paper.parse::<Paper>()?, ..Default::default() };
        let names = match (&self.names, &self.list) {
            (Some(file), None) => NamedBytes::from(file),
            (None, Some(list)) => crate::assets::find(NAMES, "names", list)?,
            (Some(_), Some(list)) => {
                return Err(Error::invalid("names", list, crate::i18n::text!("names-not-both")));
            }
            (None, None) => {
                return Err(Error::invalid("names", "", crate::i18n::text!("names-none")));
            }
        };
        let synonyms = match (&self.synonyms, &self.list) {
            (Some(file), _) => Some(NamedBytes::from(file)),
            (None, Some(list)) => Some(crate::assets::find(SYNONYMS, "synonyms", list)?),
            (None, None) => None,
        };
        let shape = if self.variable { Shape::Variable } else { Shape::Pairs };
        Ok(DominoesJob { puzzle: puzzle(&names, synonyms.as_ref(), shape)?, options, poster })
    }

    /// Reads a request from JSON (unknown keys are refused by name).
    pub fn from_json(json: &str) -> Result<DominoesRequest> {
        crate::request::from_json("dominoes request", json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_request_has_the_options_defaults() {
        let request = DominoesRequest { list: Some("xkcd".into()), ..Default::default() };
        let job = request.to_job().unwrap();
        assert_eq!(job.options, DominoOptions::default());
        assert_eq!(job.poster, PosterOptions::default());
        assert!(job.puzzle.len() > 200);
    }

    #[test]
    fn bad_values_are_quoted() {
        let err = |json: &str| {
            DominoesRequest::from_json(json).and_then(|r| r.to_job()).unwrap_err().to_string()
        };
        assert!(err(r#"{"list": "xkcd", "size": "16"}"#).contains("'16'"));
        assert!(err(r#"{"list": "xkcd", "paper": "a5"}"#).contains("'a5'"));
        assert!(err(r#"{"list": "xkcd", "restarts": 0}"#).contains("'0'"));
        assert!(err(r#"{"list": "nope"}"#).contains("nope"));
        assert!(err(r#"{}"#).contains("names"));
        assert!(err(r#"{"colour": 1}"#).contains("unknown field `colour`"));
    }
}
