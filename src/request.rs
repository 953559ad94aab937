//! A deck request in the command line's vocabulary, as plain data that serialises to and from
//! JSON (camelCase): what the web page sends, and what the CLI builds from its flags. Both
//! then go through [`Request::to_options`], the one place where values are checked, so that
//! the page and the CLI cannot drift apart.
//!
//! Every field has the CLI's default, so `{}` is the default deck, and every number has its
//! [`Range`] here: clap shows these defaults, the web page's form takes them from
//! [`Limits`]. Files come as bytes with their names; nothing here reads the file system,
//! except a folder named by the CLI ([`Request::icons`], never part of the JSON).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::Options;
use crate::error::{Error, Result};
use crate::geom::CardShape;
use crate::i18n::text;
use crate::layout::{Edits, LayoutOptions, Rotation};
use crate::plane::{DeckKind, DeckOptions};
use crate::print::{Paper, Rgb};
use crate::render::print_shop::{MAX_DPI, MIN_DPI};
use crate::render::{CardsPerSheet, Guides, PageOptions, Registration};
use crate::symbols::{NamedBytes, SymbolOptions};

pub use crate::plane::DEFAULT_SEED;

/// How far words tilt when no rotation is asked for: young readers cannot read "uns" for
/// "sun", nor tell b, d, p and q apart upside down.
pub const WORD_TILT_DEG: f32 = 30.0;

/// The allowed values of a number option: the library checks them and the page's form takes
/// its `min` and `max` from them.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Range {
    /// What the value is for, as messages name it.
    #[serde(skip)]
    pub name: &'static str,
    /// Smallest allowed value.
    pub min: f32,
    /// Largest allowed value.
    pub max: f32,
    /// Unit for messages (" mm", or "" for a plain number).
    #[serde(skip)]
    pub unit: &'static str,
}

impl Range {
    /// `value` if it is a finite number within the range; else an error that quotes it and
    /// says the whole range ("must be from 72 to 1200 dpi").
    pub fn check_within(&self, value: f32) -> Result<f32> {
        let Range { name, min, max, .. } = *self;
        if value.is_finite() && (min..=max).contains(&value) {
            return Ok(value);
        }
        let reason = text!("must-be-from-to", min = min, max = self.amount(max));
        Err(Error::invalid(name, value, reason))
    }

    /// `value` if it is a finite number within the range; else an error that quotes it.
    pub fn check(&self, value: f32) -> Result<f32> {
        let Range { name, min, max, .. } = *self;
        if !value.is_finite() {
            return Err(Error::invalid(name, value, text!("must-be-number")));
        }
        if value < min {
            let reason = text!("must-be-at-least", min = self.amount(min));
            return Err(Error::invalid(name, value, reason));
        }
        if value > max {
            let reason = text!("must-be-at-most", max = self.amount(max));
            return Err(Error::invalid(name, value, reason));
        }
        Ok(value)
    }

    /// `value` in the range's unit, as the catalogues say it ("20 mm", "50 %").
    fn amount(&self, value: f32) -> crate::i18n::Arg {
        match self.unit {
            " mm" => text!("amount-mm", n = value).into(),
            " %" => text!("amount-percent", n = value).into(),
            " dpi" => text!("amount-dpi", n = value).into(),
            _ => value.into(),
        }
    }
}

/// `--gap`: the smallest distance between two symbols, mm.
pub const GAP: Range = Range { name: "gap", min: 0.0, max: 20.0, unit: " mm" };
/// `--margin`: the smallest distance from a symbol to the cut line, mm.
pub const MARGIN: Range = Range { name: "margin", min: 0.0, max: 30.0, unit: " mm" };
/// `--size-ratio`: largest over smallest symbol on a card.
pub const SIZE_RATIO: Range = Range { name: "size ratio", min: 1.0, max: 5.0, unit: "" };
/// `--min-size`: the smallest symbol, % of the card's width across.
pub const MIN_SIZE: Range = Range { name: "smallest size", min: 1.0, max: 50.0, unit: " %" };
/// `--photo-rim`: the rim around a cut photo, mm.
pub const PHOTO_RIM: Range = Range { name: "photo rim", min: 0.0, max: 5.0, unit: " mm" };
/// `--diameter`: the card's size, mm.
pub const DIAMETER: Range = Range { name: "diameter", min: 20.0, max: 300.0, unit: " mm" };
/// `--corner`: a rounded card's corner radius, mm (at most half its side).
pub const CORNER: Range = Range { name: "corner", min: 0.0, max: 150.0, unit: " mm" };
/// `--bleed`: the card's background past the cut line, mm.
pub const BLEED: Range = Range { name: "bleed", min: 0.0, max: 10.0, unit: " mm" };
/// `--guide-width`: the cut guides' width, mm.
pub const GUIDE_WIDTH: Range = Range { name: "guide width", min: 0.0, max: 5.0, unit: " mm" };
/// `--back-offset`: each of the backs' shift, mm.
pub const BACK_OFFSET: Range = Range { name: "back offset", min: -20.0, max: 20.0, unit: " mm" };
/// `--paper-thickness`: one card's thickness, for the box's depth, mm.
pub const PAPER_THICKNESS: Range =
    Range { name: "paper thickness", min: 0.05, max: 2.0, unit: " mm" };
/// The longest box title, characters: more would print too small to read on the lid.
pub const MAX_BOX_TITLE_CHARS: usize = 80;
/// `--png-dpi`: the resolution of the CLI's card previews.
pub const PREVIEW_DPI: Range =
    Range { name: "PNG resolution", min: 10.0, max: 1200.0, unit: " dpi" };
/// `--dpi`: the resolution of print files (`--print-files`).
pub const DPI: Range = Range { name: "dpi", min: MIN_DPI, max: MAX_DPI, unit: " dpi" };
/// `--png-dpi` when not given.
pub const DEFAULT_PREVIEW_DPI: f32 = 150.0;

/// The defaults and ranges of a request's numbers, as the web page's form reads them
/// (camelCase keys, as the request's).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// The default request (`{}`), every field.
    pub defaults: Request,
    /// Symbols per card a deck can have, smallest first (see `fanodeck sizes`).
    pub symbols: Vec<u32>,
    /// The ranges of the number fields, by the request's key.
    pub ranges: std::collections::BTreeMap<&'static str, Range>,
    /// A rounded card's corner radius when `corner` is not given, mm.
    pub corner_mm: f32,
}

impl Limits {
    /// The limits of [`Request`].
    pub fn new() -> Limits {
        let ranges = [
            ("gap", GAP),
            ("margin", MARGIN),
            ("sizeRatio", SIZE_RATIO),
            ("minSize", MIN_SIZE),
            ("photoRim", PHOTO_RIM),
            ("diameter", DIAMETER),
            ("corner", CORNER),
            ("bleed", BLEED),
            ("guideWidth", GUIDE_WIDTH),
            ("backOffset", BACK_OFFSET),
            ("paperThickness", PAPER_THICKNESS),
            ("dpi", DPI),
        ];
        let symbols = crate::plane::size_table()
            .into_iter()
            .filter(|row| row.existence.reason().is_none())
            .map(|row| row.symbols_per_card as u32)
            .collect();
        Limits {
            defaults: Request::default(),
            symbols,
            ranges: ranges.into_iter().collect(),
            corner_mm: crate::geom::DEFAULT_CORNER_MM,
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits::new()
    }
}

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
    /// A picture as the web page's check loaded it ([`crate::symbols::prepare_picture`]):
    /// restored instead of decoded again when it matches these bytes and the deck's options.
    #[serde(default, with = "serde_bytes", skip_serializing_if = "Option::is_none")]
    pub prepared: Option<Vec<u8>>,
}

impl From<&File> for NamedBytes {
    fn from(file: &File) -> NamedBytes {
        let mut named = NamedBytes::new(file.name.clone(), file.bytes.clone());
        named.prepared = file.prepared.clone().map(std::sync::Arc::new);
        named
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
    /// Only these bundled icons, by name, in this order (`--only`). _Default:_ none: the
    /// bundled icons in order, when no pictures or words are given.
    pub only: Option<Vec<String>>,
    /// Only bundled icons of these themes (`fanodeck icons` lists them). _Default:_ all.
    pub theme: Option<Vec<String>>,
    /// Bundled icons to leave out, by name. _Default:_ none.
    pub exclude: Option<Vec<String>>,
    /// Your own pictures, used in the order given, before chosen icons and words.
    pub pictures: Vec<File>,
    /// A folder of pictures (`--icons DIR`); not part of the JSON.
    #[serde(skip)]
    pub icons: Option<PathBuf>,
    /// Words, one word or short phrase a line (`--words`). _Default:_ none.
    pub words: Option<String>,
    /// Where the words came from, for messages (the CLI's file name). _Default:_ "words".
    pub words_name: Option<String>,
    /// A words file as read by the CLI, bytes and path (it may not be UTF-8, which the
    /// library reports with the line); not part of the JSON. Wins over `words`.
    #[serde(skip)]
    pub words_file: Option<NamedBytes>,
    /// Picture–word pairs, one symbol a line: two faces (a picture's file name, `icon:NAME`
    /// or a word) separated by a tab or a comma (`--pairs`). _Default:_ none.
    pub pairs: Option<String>,
    /// A pairs file as read by the CLI; not part of the JSON. Wins over `pairs`.
    #[serde(skip)]
    pub pairs_file: Option<NamedBytes>,
    /// The folder a pairs file names its pictures from (the CLI's: the file's own); not part
    /// of the JSON, where they are among `pictures`.
    #[serde(skip)]
    pub pairs_dir: Option<PathBuf>,
    /// Colours for words: `bright` or `cb`, colour-blind safe (`--palette`). _Default:_ bright.
    pub palette: Option<String>,
    /// Fonts for the words, TTF/OTF, in order (`--font`, repeated): later ones draw the
    /// characters earlier ones lack. _Default:_ none, the bundled Andika.
    pub fonts: Vec<File>,
    /// Skip pictures that cannot be read, with a warning (`--skip-unreadable`).
    pub skip_unreadable: bool,
    /// Make a near-white bitmap background transparent (`--key-white`).
    pub key_white: bool,
    /// Accept pictures that look almost the same (`--allow-similar`).
    pub allow_similar: bool,
    /// `whole`, `circle`, `rounded` or `squircle`: the shape opaque photos are cut to,
    /// around their subject (`--photo-shape`). _Default:_ whole.
    pub photo_shape: Option<String>,
    /// The rim around a cut photo, mm on the largest symbol (`--photo-rim`); 0 for none.
    /// _Default:_ 1.
    pub photo_rim: Option<f32>,
    /// The rim's colour, `#rrggbb` (`--photo-rim-color`). _Default:_ white.
    pub photo_rim_color: Option<String>,
    /// Where each cut photo's subject is, by file name (`--focus`, the page's crop drag).
    /// _Default:_ found by the engine.
    pub focus: Vec<crate::symbols::NamedFocus>,
    /// A focus file as read by the CLI (`--focus`): one picture a line, its file name, the x
    /// and y of its subject as fractions and an optional zoom; not part of the JSON. Wins
    /// over `focus`.
    #[serde(skip)]
    pub focus_file: Option<NamedBytes>,
    /// Smallest distance between two symbols, mm (`--gap`). _Default:_ 1.5.
    pub gap: f32,
    /// Smallest distance from a symbol to the cut line, mm (`--margin`). _Default:_ 3.
    pub margin: f32,
    /// `free`, `none` or `±DEG` (`--rotation`), for every symbol. _Default:_ pictures turn
    /// freely and words at most ±30°, so that they stay readable.
    pub rotation: Option<String>,
    /// Largest / smallest symbol on a card (`--size-ratio`). _Default:_ 2.5.
    pub size_ratio: f32,
    /// The smallest symbol on every card, % of the card's width across, by its picture's
    /// longer side (`--min-size`). _Default:_ none.
    pub min_size: Option<f32>,
    /// Cards fixed by hand (re-rolled, symbols pinned) and symbols made larger on every card
    /// (the page's editor; the CLI's `--layout` pins every symbol). _Default:_ none.
    pub edits: Edits,
    /// A layout to print as it is (`--layout`): a manifest the CLI wrote, perhaps edited;
    /// every symbol is pinned where it says, after the checks of a hand edit. Not part of
    /// the JSON.
    #[serde(skip)]
    pub layout_file: Option<NamedBytes>,
    /// A built-in sheet template's name, or the name of `template_text` (`--template`).
    pub template: Option<String>,
    /// A template's TOML text (the CLI's `--template FILE`, read). _Default:_ none.
    pub template_text: Option<String>,
    /// `a4` or `letter` (`--paper`). _Default:_ the template's.
    pub paper: Option<String>,
    /// 4 or 6 (`--per-sheet`). _Default:_ the template's.
    pub per_sheet: Option<u32>,
    /// `round`, `square`, `rounded` or `hexagon` (`--shape`). _Default:_ the template's
    /// (round).
    pub shape: Option<String>,
    /// A rounded card's corner radius, mm (`--corner`). _Default:_ 6.
    pub corner: Option<f32>,
    /// Card width across, mm (`--diameter`): a round card's diameter, a square's side, the
    /// distance between a hexagon's flat sides. _Default:_ the largest that fits.
    pub diameter: Option<f32>,
    /// Width of the cut guides, mm (`--guide-width`). _Default:_ the template's (0.2).
    pub guide_width: Option<f32>,
    /// Corner crop marks instead of a cut circle (`--crop-marks`).
    pub crop_marks: bool,
    /// No cut guides (`--no-guides`).
    pub no_guides: bool,
    /// `silhouette`, `silhouette-4` (the Cameo 5's four corner marks) or `none`: a cutting machine's registration marks on every sheet, the
    /// cards kept clear of them (`--registration`). _Default:_ none.
    pub registration: Option<String>,
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
    /// A sheet saying how to play, in `language` (`--rules`).
    pub rules: bool,
    /// A sheet with a tuck box sized to the deck (`--box`).
    #[serde(rename = "box")]
    pub tuck_box: bool,
    /// The title on the box (`--box-title`). _Default:_ none.
    pub box_title: Option<String>,
    /// One card's thickness for the box's depth, mm (`--paper-thickness`). _Default:_ 0.3.
    pub paper_thickness: Option<f32>,
    /// The language of the words a deck prints of its own, the legend's title
    /// (`--language`): en, fr, de, es or he. _Default:_ en.
    pub language: crate::Language,
    /// PDF/A-2b for archives (`--pdf-a`), made on `date`. _Default:_ false.
    pub pdf_a: bool,
    /// The day an archival PDF records as made, `YYYY-MM-DD` (`--date`); the CLI and the page
    /// give today's (UTC), the library no default, so that the same request gives the same
    /// bytes. Needed with `pdf_a`. _Default:_ none.
    pub date: Option<String>,
    /// Resolution of the print files, dots per inch (`--dpi`), 72 to 1200. _Default:_ the
    /// template's (300).
    pub dpi: Option<f32>,
    /// `alternate` or `last`: where the card PDF puts the backs; or `fold`: each back beside
    /// its front on the sheet, to fold over and glue, with no double-sided printing
    /// (`--backs`); needs a back. _Default:_ the template's (a back after each front, sheets
    /// of backs for a duplex printer).
    pub backs: Option<String>,
}

/// The stages' own defaults, in the CLI's vocabulary: the deck's size and kind, the layout's
/// numbers (the seed is the request's: a fixed one, so two runs give the same deck).
impl Default for Request {
    fn default() -> Self {
        let (deck, layout) = (DeckOptions::default(), LayoutOptions::default());
        Request {
            preset: None,
            symbols: deck.symbols_per_card as u32,
            deck: deck.kind.to_string(),
            cards: None,
            dual: false,
            seed: DEFAULT_SEED,
            only: None,
            theme: None,
            exclude: None,
            pictures: Vec::new(),
            icons: None,
            words: None,
            words_name: None,
            words_file: None,
            palette: None,
            fonts: Vec::new(),
            pairs: None,
            pairs_file: None,
            pairs_dir: None,
            skip_unreadable: false,
            key_white: false,
            allow_similar: false,
            photo_shape: None,
            photo_rim: None,
            photo_rim_color: None,
            focus: Vec::new(),
            focus_file: None,
            gap: layout.gap_mm,
            margin: layout.margin_mm,
            rotation: None,
            size_ratio: layout.size_ratio,
            min_size: None,
            edits: Edits::default(),
            layout_file: None,
            template: None,
            template_text: None,
            paper: None,
            per_sheet: None,
            shape: None,
            corner: None,
            diameter: None,
            guide_width: None,
            crop_marks: false,
            no_guides: false,
            registration: None,
            card_color: None,
            bleed: None,
            back: None,
            duplex: None,
            back_offset: None,
            legend: false,
            rules: false,
            tuck_box: false,
            box_title: None,
            paper_thickness: None,
            language: crate::Language::En,
            pdf_a: false,
            date: None,
            dpi: None,
            backs: None,
        }
    }
}

impl Request {
    /// Reads a request from JSON (camelCase keys; unknown keys are refused by name).
    pub fn from_json(json: &str) -> Result<Request> {
        from_json("request", json)
    }

    /// The library's options: every value checked, with messages that quote it; the back
    /// picture loaded (behind the same guard as the deck's pictures).
    pub fn to_options(&self) -> Result<Options> {
        match &self.preset {
            Some(preset) => self.with_preset(preset)?.options(),
            None => self.options(),
        }
    }

    /// [`Request::to_options`], moving the pictures' bytes rather than copying them: a
    /// project's pictures may be hundreds of MB, which should be held once.
    pub fn into_options(mut self) -> Result<Options> {
        let bytes: Vec<Vec<u8>> =
            self.pictures.iter_mut().map(|file| std::mem::take(&mut file.bytes)).collect();
        let mut options = self.to_options()?;
        for (picture, bytes) in options.symbols.pictures.iter_mut().zip(bytes) {
            picture.bytes = std::sync::Arc::new(bytes);
        }
        Ok(options)
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
            _ => {
                return Err(Error::invalid("preset", preset, text!("expected-preset")));
            }
        }
        Ok(request)
    }

    fn options(&self) -> Result<Options> {
        let deck = DeckOptions {
            symbols_per_card: crate::plane::check_symbols_per_card(self.symbols)?,
            kind: self.deck.parse::<DeckKind>()?,
            cards: self.cards,
            dual: self.dual,
            seed: self.seed,
        };
        let symbols = SymbolOptions {
            icons: self.icons.clone(),
            pictures: self.pictures.iter().map(NamedBytes::from).collect(),
            builtin: self.chosen_icons()?,
            words: self.words_file.clone().or_else(|| {
                let name = self.words_name.clone().unwrap_or_else(|| "words".to_string());
                self.words.as_ref().map(|text| NamedBytes::new(name, text.clone().into_bytes()))
            }),
            pairs: self.pairs_file.clone().or_else(|| {
                self.pairs.as_ref().map(|text| NamedBytes::new("pairs", text.clone().into_bytes()))
            }),
            pairs_dir: self.pairs_dir.clone(),
            fonts: self.fonts.iter().map(NamedBytes::from).collect(),
            skip_unreadable: self.skip_unreadable,
            key_white: self.key_white,
            allow_similar: self.allow_similar,
            palette: match &self.palette {
                Some(palette) => palette.parse()?,
                None => Default::default(),
            },
            max_print_mm: None,
            photo: self.photo_cut()?,
        };
        let layout = LayoutOptions {
            gap_mm: GAP.check(self.gap)?,
            margin_mm: MARGIN.check(self.margin)?,
            rotation: match &self.rotation {
                Some(rotation) => rotation.parse::<Rotation>()?,
                None => Rotation::Free,
            },
            word_rotation: self.rotation.is_none().then_some(Rotation::Limit(WORD_TILT_DEG)),
            symbol_rotation: Vec::new(),
            size_ratio: SIZE_RATIO.check(self.size_ratio)?,
            seed: self.seed,
            min_size: self
                .min_size
                .map(|pct| MIN_SIZE.check(pct).map(|p| p / 100.0))
                .transpose()?,
            edits: match &self.layout_file {
                Some(file) => {
                    crate::render::manifest::Manifest::edits_of_layout(&file.name, &file.bytes)?
                }
                None => self.edits.clone(),
            },
            names: Vec::new(),
        };
        let page = self.page_options(&symbols)?;
        Ok(Options { deck, symbols, layout, page })
    }

    /// The box's options, every value checked; none unless asked for.
    fn tuck_box(&self) -> Result<Option<crate::render::TuckBox>> {
        if !self.tuck_box {
            if let Some(title) = &self.box_title {
                return Err(Error::invalid("box title", title, text!("needs-a-box")));
            }
            if let Some(mm) = self.paper_thickness {
                return Err(Error::invalid("paper thickness", mm, text!("needs-a-box")));
            }
            return Ok(None);
        }
        let mut tuck_box = crate::render::TuckBox::default();
        if let Some(mm) = self.paper_thickness {
            tuck_box.card_mm = PAPER_THICKNESS.check(mm)?;
        }
        tuck_box.title =
            self.box_title.as_ref().map(|t| t.trim().to_string()).filter(|t| !t.is_empty());
        if let Some(title) = &tuck_box.title
            && title.chars().count() > MAX_BOX_TITLE_CHARS
        {
            let reason = text!("title-too-long", most = MAX_BOX_TITLE_CHARS);
            return Err(Error::invalid("box title", shorten(title), reason));
        }
        Ok(Some(tuck_box))
    }

    /// The option that asks for a second printed side, which fold-over backs do without.
    fn printed_on_both_sides(&self) -> Option<(&'static str, String)> {
        let duplex = self.duplex.as_ref().map(|d| ("duplex", d.clone()));
        duplex.or(self.back_offset.map(|[x, y]| ("back offset", format!("{x},{y}"))))
    }

    /// How photos are cut: every value checked.
    fn photo_cut(&self) -> Result<crate::symbols::PhotoCut> {
        let mut cut = crate::symbols::PhotoCut::default();
        if let Some(shape) = &self.photo_shape {
            cut.shape = shape.parse()?;
        }
        if let Some(rim) = self.photo_rim {
            cut.rim_mm = PHOTO_RIM.check(rim)?;
        }
        if let Some(colour) = &self.photo_rim_color {
            let rgb = colour.parse::<Rgb>().map_err(|_| {
                Error::invalid("rim colour", colour, text!("expected-colour", example = "#ffffff"))
            })?;
            cut.rim_rgb = [rgb.0, rgb.1, rgb.2];
        }
        for f in &self.focus {
            f.focus.check().map_err(|reason| Error::invalid("focus", &f.name, reason))?;
        }
        cut.focus = self.focus.clone();
        if let Some(file) = &self.focus_file {
            let path = PathBuf::from(&file.name);
            let text = std::str::from_utf8(&file.bytes).map_err(|_| Error::BadFocus {
                path: path.clone(),
                line: 1,
                reason: text!("not-a-text-file"),
            })?;
            cut.focus = crate::symbols::parse_focus(&path, text)?;
            cut.focus_file = Some(path);
        }
        Ok(cut)
    }

    /// The bundled icons asked for by name, theme or exclusion (`None`: not narrowed).
    fn chosen_icons(&self) -> Result<Option<Vec<String>>> {
        if self.only.is_none() && self.theme.is_none() && self.exclude.is_none() {
            return Ok(None);
        }
        let excluded = self.exclude.clone().unwrap_or_default();
        crate::symbols::select_icons(self.theme.as_deref(), self.only.as_deref(), &excluded)
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
        page.fonts = crate::symbols::fonts_of(&symbols.fonts)?.then_bundled();
        if let Some(paper) = &self.paper {
            page.paper = Paper::parse_among(paper, &Paper::SHEETS)?;
        }
        if let Some(n) = self.per_sheet {
            page.per_sheet = CardsPerSheet::from_count(n)?;
        }
        if let Some(shape) = &self.shape {
            // A template's corner stays when the same shape is asked for again.
            page.shape = match (shape.parse::<CardShape>()?, page.shape) {
                (CardShape::Rounded { .. }, kept @ CardShape::Rounded { .. }) => kept,
                (asked, _) => asked,
            };
        }
        if let Some(corner) = self.corner {
            page.shape = page.shape.with_corner(CORNER.check(corner)?)?;
        }
        if let Some(d) = self.diameter {
            page.diameter_mm = Some(DIAMETER.check(d)?);
        }
        if let Some(colour) = &self.card_color {
            page.background_color = colour.parse::<Rgb>().map_err(|_| {
                Error::invalid("card colour", colour, text!("expected-colour", example = "#fff3d6"))
            })?;
        }
        if let Some(bleed) = self.bleed {
            // The sheets' bleed and the print shop's: a bleed asked for is meant for both.
            page.bleed_mm = BLEED.check(bleed)?;
            page.print_shop.bleed_mm = page.bleed_mm;
        }
        if let Some(dpi) = self.dpi {
            page.print_shop.dpi = DPI.check_within(dpi)?;
        }
        if self.back.is_none()
            && let Some((name, value)) = self.printed_on_both_sides()
        {
            return Err(Error::invalid(name, value, text!("needs-a-back")));
        }
        if let Some(backs) = &self.backs {
            if self.back.is_none() {
                return Err(Error::invalid("backs", backs, text!("needs-a-back")));
            }
            if backs.trim().eq_ignore_ascii_case("fold") {
                if let Some((name, value)) = self.printed_on_both_sides() {
                    return Err(Error::invalid(name, value, text!("fold-one-side")));
                }
                page.duplex = crate::render::Duplex::Fold;
            } else {
                page.print_shop.backs = backs.parse()?;
            }
        }
        if let Some(width) = self.guide_width {
            page.guide_width_mm = GUIDE_WIDTH.check(width)?;
        }
        if self.crop_marks && self.no_guides {
            return Err(Error::invalid("guides", "crop marks and none", text!("choose-one")));
        }
        if self.crop_marks {
            page.guides = Guides::CropMarks;
        }
        if self.no_guides {
            page.guides = Guides::None;
        }
        if let Some(registration) = &self.registration {
            page.registration = registration.parse::<Registration>()?;
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
                let value = format!("{x},{y}");
                return Err(Error::invalid("back offset", value, text!("needs-a-back")));
            }
            page.back_offset_mm = (BACK_OFFSET.check(x)?, BACK_OFFSET.check(y)?);
        }
        page.legend = self.legend;
        page.rules = self.rules;
        page.tuck_box = self.tuck_box()?;
        page.language = self.language;
        if self.pdf_a {
            let date = self.date.as_deref().ok_or_else(|| {
                Error::invalid("date", "", crate::i18n::text!("pdf-a-needs-a-date"))
            })?;
            page.pdf_a = Some(date.parse()?);
        }
        Ok(page)
    }
}

/// `--language`'s value: a tag of the catalogues' languages.
impl std::str::FromStr for crate::Language {
    type Err = crate::Error;
    fn from_str(text: &str) -> crate::Result<crate::Language> {
        crate::Language::from_tag(text).filter(|l| l.tag().len() == text.trim().len()).ok_or_else(
            || crate::Error::invalid("language", text, crate::i18n::text!("expected-language")),
        )
    }
}

/// A request of any product from JSON: a refusal quotes the start of the text and says why
/// (an unknown key by name).
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(
    what: &'static str,
    json: &str,
) -> Result<T> {
    serde_json::from_str(json)
        .map_err(|e| Error::invalid(what, shorten(json), crate::i18n::Text::as_is(e.to_string())))
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
            "paper": "letter", "sizeRatio": 2, "rotation": "±30", "only": ["dog", "cat"],
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
        assert_eq!(
            err(r#"{"dpi": 50}"#).to_string(),
            "invalid dpi '50': must be from 72 to 1200 dpi"
        );
        assert_eq!(
            err(r#"{"backs": "last"}"#).to_string(),
            "invalid backs 'last': needs a back picture"
        );
        let duplex = err(r#"{"duplex": "short"}"#).to_string();
        assert_eq!(duplex, "invalid duplex 'short': needs a back picture");
        let offset = err(r#"{"backOffset": [1, -0.5]}"#).to_string();
        assert_eq!(offset, "invalid back offset '1,-0.5': needs a back picture");
        assert!(err(r#"{"bleed": 12}"#).to_string().contains("must be at most 10 mm"));
    }

    #[test]
    fn print_files_take_the_bleed_asked_for_else_3_mm() {
        let options = |json: &str| Request::from_json(json).unwrap().to_options().unwrap().page;
        let shop = options("{}").print_shop;
        assert_eq!((shop.dpi, shop.bleed_mm, shop.backs), (300.0, 3.0, Default::default()));
        assert_eq!(options(r#"{"bleed": 0}"#).print_shop.bleed_mm, 0.0);
        assert_eq!(options(r#"{"dpi": 600}"#).print_shop.dpi, 600.0);
        let tgc = options(r#"{"template": "tgc-circle"}"#);
        assert_eq!((tgc.print_shop.bleed_mm, tgc.diameter_mm), (3.175, Some(88.9)));
        let mine = options(r#"{"template": "tgc-circle", "bleed": 2, "dpi": 150}"#);
        assert_eq!((mine.print_shop.bleed_mm, mine.print_shop.dpi), (2.0, 150.0));
    }
}
