//! A deck request in the command line's vocabulary, as plain data that serialises to and from
//! JSON (camelCase): what the web page sends, and what the CLI builds from its flags. Both
//! then go through [`Request::to_options`], the one place where values are checked, so that
//! the page and the CLI cannot drift apart.
//!
//! Every field has the CLI's default, so `{}` is the default deck. Files come as bytes with
//! their names; nothing here reads the file system, except a folder named by the CLI
//! ([`Request::icons_folder`], never part of the JSON).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::Options;
use crate::error::{Error, Result};
use crate::layout::{LayoutOptions, Rotation};
use crate::plane::{DeckKind, DeckOptions};
use crate::render::{CardsPerSheet, Guides, PageOptions, Paper, Rgb};
use crate::symbols::{NamedBytes, SymbolOptions};

/// The seed used when none is given: fixed, so two runs give the same deck.
pub const DEFAULT_SEED: u64 = 1;

/// How far words tilt when no rotation is asked for: young readers cannot read "uns" for
/// "sun", nor tell b, d, p and q apart upside down.
pub const WORD_TILT_DEG: f32 = 30.0;

/// A file handed over with its name (`{"name": "cat.png", "bytes": [...]}`; from JavaScript,
/// `bytes` may be a `Uint8Array`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct File {
    /// The file name: its extension gives the format, its stem the symbol's name.
    pub name: String,
    /// The content.
    #[serde(with = "serde_bytes")]
    pub bytes: Vec<u8>,
}

impl From<&File> for NamedBytes {
    fn from(file: &File) -> NamedBytes {
        NamedBytes::new(file.name.clone(), file.bytes.clone())
    }
}

/// Everything a deck can be asked for, named as the CLI's flags (camelCase).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Request {
    /// A preset for who will play (`--preset`): `junior`, the easier deck for small children.
    /// It sets the values left at their defaults. _Default:_ none.
    pub preset: Option<String>,
    /// Symbols per card (`--symbols`). _Default:_ 8.
    pub symbols: u32,
    /// `projective` or `affine` (`--deck`). _Default:_ projective.
    pub deck: String,
    /// Keep only this many cards (`--cards`). _Default:_ all.
    pub cards: Option<usize>,
    /// Cards = points of the plane (`--dual`). _Default:_ false.
    pub dual: bool,
    /// Shuffles cards, symbols and layout (`--seed`). _Default:_ 1.
    pub seed: u64,
    /// Bundled icons chosen by name, in this order. _Default:_ none: the bundled icons in
    /// order, when no pictures or words are given.
    pub icons: Option<Vec<String>>,
    /// Only bundled icons of these themes (`fanodeck icons` lists them). _Default:_ all.
    pub theme: Option<Vec<String>>,
    /// Bundled icons to leave out, by name. _Default:_ none.
    pub exclude: Option<Vec<String>>,
    /// Your own pictures, used in the order given, before chosen icons and words.
    pub pictures: Vec<File>,
    /// A folder of pictures (the CLI's `--icons DIR`); not part of the JSON.
    #[serde(skip)]
    pub icons_folder: Option<PathBuf>,
    /// Words, one word or short phrase a line (`--words`). _Default:_ none.
    pub words: Option<String>,
    /// Where the words came from, for messages (the CLI's file name). _Default:_ "words".
    pub words_name: Option<String>,
    /// A words file as read by the CLI, bytes and path (it may not be UTF-8, which the
    /// library reports with the line); not part of the JSON. Wins over `words`.
    #[serde(skip)]
    pub words_file: Option<NamedBytes>,
    /// Colours for words: `bright` or `cb`, colour-blind safe (`--palette`). _Default:_ bright.
    pub palette: Option<String>,
    /// Font for the words, TTF/OTF (`--font`). _Default:_ the bundled Andika.
    pub font: Option<File>,
    /// Skip pictures that cannot be read, with a warning (`--skip-unreadable`).
    pub skip_unreadable: bool,
    /// Make a near-white bitmap background transparent (`--key-white`).
    pub key_white: bool,
    /// Accept pictures that look almost the same (`--allow-similar`).
    pub allow_similar: bool,
    /// Smallest distance between two symbols, mm (`--gap`). _Default:_ 1.5.
    pub gap: f32,
    /// Smallest distance from a symbol to the cut line, mm (`--margin`). _Default:_ 3.
    pub margin: f32,
    /// `free`, `none` or `±DEG` (`--rotation`), for every symbol. _Default:_ pictures turn
    /// freely and words at most ±30°, so that they stay readable.
    pub rotation: Option<String>,
    /// Largest / smallest symbol on a card (`--size-ratio`). _Default:_ 2.5.
    pub size_ratio: f32,
    /// A built-in sheet template's name, or the name of `template_text` (`--template`).
    pub template: Option<String>,
    /// A template's TOML text (the CLI's `--template FILE`, read). _Default:_ none.
    pub template_text: Option<String>,
    /// `a4` or `letter` (`--paper`). _Default:_ the template's.
    pub paper: Option<String>,
    /// 4 or 6 (`--per-sheet`). _Default:_ the template's.
    pub per_sheet: Option<u32>,
    /// Card diameter, mm (`--diameter`). _Default:_ the largest that fits.
    pub diameter: Option<f32>,
    /// Width of the cut guides, mm (`--guide-width`). _Default:_ the template's (0.2).
    pub guide_width: Option<f32>,
    /// Corner crop marks instead of a cut circle (`--crop-marks`).
    pub crop_marks: bool,
    /// No cut guides (`--no-guides`).
    pub no_guides: bool,
    /// Colour of the card face, `#rrggbb` (`--card-color`). _Default:_ the template's (white).
    pub card_color: Option<String>,
    /// Background past the cut line, mm (`--bleed`). _Default:_ the template's.
    pub bleed: Option<f32>,
    /// Card back picture (`--back`). _Default:_ none.
    pub back: Option<File>,
    /// `long` or `short`: the edge the printer flips the sheet on (`--duplex`). _Default:_ long.
    pub duplex: Option<String>,
    /// Shift of the backs as seen from the front, `[x, y]` mm (`--back-offset`).
    /// _Default:_ `[0, 0]`.
    pub back_offset: Option<[f32; 2]>,
    /// A sheet listing every symbol (`--legend`).
    pub legend: bool,
}

impl Default for Request {
    fn default() -> Self {
        Request {
            preset: None,
            symbols: 8,
            deck: "projective".into(),
            cards: None,
            dual: false,
            seed: DEFAULT_SEED,
            icons: None,
            theme: None,
            exclude: None,
            pictures: Vec::new(),
            icons_folder: None,
            words: None,
            words_name: None,
            words_file: None,
            palette: None,
            font: None,
            skip_unreadable: false,
            key_white: false,
            allow_similar: false,
            gap: 1.5,
            margin: 3.0,
            rotation: None,
            size_ratio: 2.5,
            template: None,
            template_text: None,
            paper: None,
            per_sheet: None,
            diameter: None,
            guide_width: None,
            crop_marks: false,
            no_guides: false,
            card_color: None,
            bleed: None,
            back: None,
            duplex: None,
            back_offset: None,
            legend: false,
        }
    }
}

fn invalid(name: &'static str, value: impl ToString, reason: impl Into<String>) -> Error {
    Error::InvalidOption { name, value: value.to_string(), reason: reason.into() }
}

/// A number that must be finite and within `min..=max` (`unit` for the message).
fn within(name: &'static str, value: f32, min: f32, max: f32, unit: &str) -> Result<f32> {
    if !value.is_finite() {
        return Err(invalid(name, value, "must be a number"));
    }
    if value < min {
        return Err(invalid(name, value, format!("must be at least {min}{unit}")));
    }
    if value > max {
        return Err(invalid(name, value, format!("must be at most {max}{unit}")));
    }
    Ok(value)
}

impl Request {
    /// Reads a request from JSON (camelCase keys; unknown keys are refused by name).
    pub fn from_json(json: &str) -> Result<Request> {
        serde_json::from_str(json).map_err(|e| invalid("request", shorten(json), e.to_string()))
    }

    /// The library's options: every value checked, with messages that quote it; the back
    /// picture loaded (behind the same guard as the deck's pictures).
    pub fn to_options(&self) -> Result<Options> {
        match &self.preset {
            Some(preset) => self.with_preset(preset)?.options(),
            None => self.options(),
        }
    }

    /// This request with `preset`'s values where it has the defaults.
    ///
    /// `junior`: 6 symbols a card (31 cards), 4 larger cards a sheet, symbols of fewer sizes
    /// (size ratio 1.6) tilted at most ±20° so small hands and eyes find them, and guides
    /// twice as thick to cut along.
    fn with_preset(&self, preset: &str) -> Result<Request> {
        let defaults = Request::default();
        let mut request = self.clone();
        request.preset = None;
        match preset.trim().to_ascii_lowercase().as_str() {
            "junior" => {
                if request.symbols == defaults.symbols {
                    request.symbols = 6;
                }
                if request.size_ratio == defaults.size_ratio {
                    request.size_ratio = 1.6;
                }
                request.rotation.get_or_insert_with(|| "±20".to_string());
                request.per_sheet.get_or_insert(4);
                request.guide_width.get_or_insert(0.5);
            }
            _ => return Err(invalid("preset", preset, "expected 'junior' (the easier deck)")),
        }
        Ok(request)
    }

    fn options(&self) -> Result<Options> {
        let deck = DeckOptions {
            symbols_per_card: crate::plane::parse_symbols_per_card(&self.symbols.to_string())?,
            kind: self.deck.parse::<DeckKind>()?,
            cards: self.cards,
            dual: self.dual,
            seed: self.seed,
        };
        let symbols = SymbolOptions {
            icons: self.icons_folder.clone(),
            pictures: self.pictures.iter().map(NamedBytes::from).collect(),
            builtin: self.chosen_icons()?,
            words: self.words_file.clone().or_else(|| {
                let name = self.words_name.clone().unwrap_or_else(|| "words".to_string());
                self.words.as_ref().map(|text| NamedBytes::new(name, text.clone().into_bytes()))
            }),
            font: self.font.as_ref().map(NamedBytes::from),
            skip_unreadable: self.skip_unreadable,
            key_white: self.key_white,
            allow_similar: self.allow_similar,
            palette: match &self.palette {
                Some(palette) => palette.parse()?,
                None => Default::default(),
            },
            max_print_mm: 0.0,
        };
        let layout = LayoutOptions {
            gap_mm: within("gap", self.gap, 0.0, 20.0, " mm")?,
            margin_mm: within("margin", self.margin, 0.0, 30.0, " mm")?,
            rotation: match &self.rotation {
                Some(rotation) => rotation.parse::<Rotation>()?,
                None => Rotation::Free,
            },
            word_rotation: self.rotation.is_none().then_some(Rotation::Limit(WORD_TILT_DEG)),
            symbol_rotation: Vec::new(),
            size_ratio: within("size ratio", self.size_ratio, 1.0, 5.0, "")?,
            seed: self.seed,
        };
        let page = self.page_options(&symbols)?;
        Ok(Options { deck, symbols, layout, page })
    }

    /// The bundled icons asked for by name, theme or exclusion (`None`: not narrowed).
    fn chosen_icons(&self) -> Result<Option<Vec<String>>> {
        if self.icons.is_none() && self.theme.is_none() && self.exclude.is_none() {
            return Ok(None);
        }
        let excluded = self.exclude.clone().unwrap_or_default();
        crate::symbols::select_icons(self.theme.as_deref(), self.icons.as_deref(), &excluded)
            .map(Some)
    }

    fn page_options(&self, symbols: &SymbolOptions) -> Result<PageOptions> {
        let mut page = match (&self.template, &self.template_text) {
            (name, Some(text)) => {
                PageOptions::from_template_text(name.as_deref().unwrap_or("template"), text)?
            }
            (Some(name), None) => PageOptions::from_builtin_template(name)?,
            (None, None) => PageOptions::default(),
        };
        if let Some(paper) = &self.paper {
            page.paper = paper.parse::<Paper>()?;
        }
        if let Some(n) = self.per_sheet {
            page.per_sheet = n.to_string().parse::<CardsPerSheet>()?;
        }
        if let Some(d) = self.diameter {
            page.diameter_mm = Some(within("diameter", d, 20.0, 300.0, " mm")?);
        }
        if let Some(colour) = &self.card_color {
            page.background_color = colour
                .parse::<Rgb>()
                .map_err(|_| invalid("card colour", colour, "expected a colour such as #fff3d6"))?;
        }
        if let Some(bleed) = self.bleed {
            page.bleed_mm = within("bleed", bleed, 0.0, 10.0, " mm")?;
        }
        if let Some(width) = self.guide_width {
            page.guide_width_mm = within("guide width", width, 0.0, 5.0, " mm")?;
        }
        if self.crop_marks && self.no_guides {
            return Err(invalid("guides", "crop marks and none", "choose one"));
        }
        if self.crop_marks {
            page.guides = Guides::CropMarks;
        }
        if self.no_guides {
            page.guides = Guides::None;
        }
        if let Some(back) = &self.back {
            let symbol = crate::symbols::load_picture(&back.name, back.bytes.clone(), symbols)?;
            page.back = Some(symbol);
        }
        if let Some(duplex) = &self.duplex {
            page.duplex = duplex.parse::<crate::render::Duplex>()?;
        }
        if let Some([x, y]) = self.back_offset {
            if self.back.is_none() {
                return Err(invalid("back offset", format!("{x},{y}"), "needs a back picture"));
            }
            page.back_offset_mm = (
                within("back offset", x, -20.0, 20.0, " mm")?,
                within("back offset", y, -20.0, 20.0, " mm")?,
            );
        }
        page.legend = self.legend;
        Ok(page)
    }
}

/// The start of a long text, for quoting it in a message.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_request_is_the_default_deck() {
        let request = Request::from_json("{}").unwrap();
        assert_eq!(request, Request::default());
        let options = request.to_options().unwrap();
        assert_eq!(options.deck.symbols_per_card, 8);
        assert_eq!(options.deck.seed, DEFAULT_SEED);
        assert_eq!(options.layout.gap_mm, 1.5);
        assert_eq!(format!("{:?}", options.page), format!("{:?}", PageOptions::default()));
    }

    #[test]
    fn keys_are_the_flags_in_camel_case() {
        let json = r#"{"symbols": 6, "deck": "affine", "seed": 9, "perSheet": 4,
            "paper": "letter", "sizeRatio": 2, "rotation": "±30", "icons": ["dog", "cat"],
            "words": "sun\nmoon", "pictures": [{"name": "a.png", "bytes": [1, 2]}],
            "skipUnreadable": true, "cropMarks": true, "legend": true}"#;
        let request = Request::from_json(json).unwrap();
        assert_eq!(request.per_sheet, Some(4));
        assert_eq!(request.pictures[0].bytes, [1, 2]);
        let round = serde_json::to_string(&request).unwrap();
        assert_eq!(Request::from_json(&round).unwrap(), request);
        let options = request.to_options().unwrap();
        assert_eq!(options.page.per_sheet, CardsPerSheet::Four);
        assert_eq!(options.layout.rotation, Rotation::Limit(30.0));
        assert_eq!(options.symbols.builtin.as_deref().unwrap(), ["dog", "cat"]);
    }

    #[test]
    fn the_junior_preset_sets_what_is_left_at_its_default() {
        let junior = Request { preset: Some("junior".into()), ..Request::default() };
        let options = junior.to_options().unwrap();
        assert_eq!(options.deck.symbols_per_card, 6);
        assert_eq!(options.layout.size_ratio, 1.6);
        assert_eq!(options.layout.rotation, Rotation::Limit(20.0));
        assert_eq!(options.page.per_sheet, CardsPerSheet::Four);
        assert_eq!(options.page.guide_width_mm, 0.5);
        let mine = Request { symbols: 4, per_sheet: Some(6), ..junior };
        let options = mine.to_options().unwrap();
        assert_eq!(options.deck.symbols_per_card, 4);
        assert_eq!(options.page.per_sheet, CardsPerSheet::Six);
        let err = Request { preset: Some("expert".into()), ..Request::default() }.to_options();
        assert!(err.unwrap_err().to_string().starts_with("invalid preset 'expert'"));
    }

    #[test]
    fn bad_values_are_quoted() {
        let err = |json: &str| Request::from_json(json).and_then(|r| r.to_options()).unwrap_err();
        assert_eq!(err(r#"{"gap": -1}"#).to_string(), "invalid gap '-1': must be at least 0 mm");
        assert_eq!(err(r#"{"gap": 99}"#).to_string(), "invalid gap '99': must be at most 20 mm");
        assert!(err(r#"{"symbols": 7}"#).to_string().contains('7'));
        assert!(err(r#"{"paper": "a3"}"#).to_string().contains("'a3'"));
        assert!(err(r#"{"colour": 1}"#).to_string().contains("unknown field `colour`"));
        let back = r#"{"backOffset": [1, 2]}"#;
        assert_eq!(err(back).to_string(), "invalid back offset '1,2': needs a back picture");
    }
}
