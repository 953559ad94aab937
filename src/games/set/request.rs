//! A SET deck request in the command line's vocabulary (`fanodeck set -o`), as plain data that
//! serialises to and from JSON (camelCase): what the web page's SET tab sends, and what the
//! CLI builds from its flags. Its defaults are [`SetDeckOptions::default`]'s.

use serde::{Deserialize, Serialize};

use super::print::{SetDeckOptions, SetPalette, parse_card_list, parse_card_size};
use crate::error::Result;
use crate::print::Paper;
use crate::request::File;

/// Everything a SET deck can be asked for, named as `fanodeck set`'s flags (camelCase).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SetRequest {
    /// `a4` or `letter`, used landscape (`--paper`). _Default:_ a4.
    pub paper: String,
    /// Card width and height in mm, `WxH` (`--card-size`). _Default:_ 89x57.
    pub card_size: String,
    /// `classic` or `cb`, colour-blind safe (`--palette`). _Default:_ classic.
    pub palette: String,
    /// Attributes that vary: 4 (81 cards), 3 (27) or 2 (9) (`--attributes`). _Default:_ 4.
    pub attributes: usize,
    /// Only these cards, four-digit codes separated by commas or spaces (`--cards`).
    /// _Default:_ the whole deck.
    pub cards: Option<String>,
    /// Card back picture (`--back`). _Default:_ none.
    pub back: Option<File>,
}

impl Default for SetRequest {
    fn default() -> Self {
        let options = SetDeckOptions::default();
        let (width, height) = options.card_mm;
        SetRequest {
            paper: options.paper.name().to_string(),
            card_size: format!("{width}x{height}"),
            palette: options.palette.name().to_string(),
            attributes: options.attributes,
            cards: None,
            back: None,
        }
    }
}

impl SetRequest {
    /// The printer's options: every value checked, with messages that quote it; the back
    /// picture loaded behind the same guard as a deck's pictures.
    pub fn to_options(&self) -> Result<SetDeckOptions> {
        let back = match &self.back {
            Some(file) => {
                let options = crate::symbols::SymbolOptions::default();
                Some(crate::symbols::load_picture(&file.name, file.bytes.clone(), &options)?)
            }
            None => None,
        };
        let options = SetDeckOptions {
            paper: Paper::parse_among(&self.paper, &Paper::SHEETS)?,
            card_mm: parse_card_size(&self.card_size)?,
            palette: self.palette.parse::<SetPalette>()?,
            attributes: self.attributes,
            cards: self.cards.as_deref().map(parse_card_list).transpose()?,
            back,
            compress: true,
        };
        super::print::deck_cards(&options)?;
        Ok(options)
    }

    /// Reads a request from JSON (unknown keys are refused by name).
    pub fn from_json(json: &str) -> Result<SetRequest> {
        crate::request::from_json("SET request", json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_request_is_the_default_deck() {
        let request = SetRequest::from_json("{}").unwrap();
        assert_eq!(request, SetRequest::default());
        let options = request.to_options().unwrap();
        let defaults = SetDeckOptions::default();
        assert_eq!(options.paper, defaults.paper);
        assert_eq!(options.card_mm, defaults.card_mm);
        assert_eq!(options.palette, defaults.palette);
        assert_eq!(options.attributes, 4);
    }

    #[test]
    fn bad_values_are_quoted() {
        let err =
            |json: &str| SetRequest::from_json(json).and_then(|r| r.to_options()).unwrap_err();
        assert!(err(r#"{"paper": "a5"}"#).to_string().contains("'a5'"));
        assert!(err(r#"{"cardSize": "89"}"#).to_string().contains("'89'"));
        assert!(err(r#"{"attributes": 5}"#).to_string().contains("'5'"));
        assert!(err(r#"{"cards": "12"}"#).to_string().contains("'12'"));
        assert!(err(r#"{"colour": 1}"#).to_string().contains("unknown field `colour`"));
    }
}
