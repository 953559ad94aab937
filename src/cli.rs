//! Command-line arguments, and the one place where flags become library options.
//!
//! clap's derive turns the doc comments below into `--help`. Everything that knows a flag's
//! name lives in this file; the library only ever sees [`fanodeck::Options`].

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use fanodeck::symbols::NamedBytes;
use fanodeck::{
    CardsPerSheet, DeckKind, DeckOptions, Error, LayoutOptions, Options, PageOptions, Paper,
    Rotation, SymbolOptions,
};

/// The seed used when none is given: fixed, so two runs give the same deck.
pub const DEFAULT_SEED: u64 = 1;

/// Make a Spot It!/Dobble-style card game from pictures: every two cards share exactly one
/// symbol. `fanodeck render` writes a print-ready PDF from the bundled icons.
#[derive(Debug, Parser)]
#[command(name = "fanodeck", version, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Say more (-v: details, -vv: debugging).
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub verbose: u8,
    /// Print only errors.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,
}

/// The subcommands.
// Parsed once per run: boxing the big variant would only add noise.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Render a deck to a print-ready PDF (with the bundled icons unless --icons/--words).
    Render(RenderArgs),
    /// Print the abstract deck: each card's symbols, one card a line (or --json).
    Cards(CardsArgs),
    /// Print the table of deck sizes: symbols per card, cards, pictures needed.
    Sizes,
    /// Check a deck file (`cards --json` or a render manifest): every two cards share exactly
    /// one symbol. Exit status 1 if not.
    Verify(VerifyArgs),
}

/// Which deck (shared by `render` and `cards`).
#[derive(Debug, Args)]
#[command(next_help_heading = "Deck")]
pub struct DeckArgs {
    /// Symbols per card: 3, 4, 5, 6, 8, 9, 10, 12, 14, 17, 18, 20, … (one more than a prime
    /// power; see `fanodeck sizes`).
    #[arg(short = 'n', long, value_name = "N", default_value = "8", allow_hyphen_values = true)]
    pub symbols: String,
    /// Deck shape: projective (q²+q+1 cards) or affine (q² cards, one picture fewer).
    #[arg(long, value_enum, default_value_t = DeckArg::Projective)]
    pub deck: DeckArg,
    /// Keep only N cards (e.g. 55 as in the commercial game); dropped so symbol use stays even.
    #[arg(long, value_name = "N")]
    pub cards: Option<usize>,
    /// Cards = points and symbols = lines of the plane (PG(2,q) is self-dual: the same deck).
    #[arg(long)]
    pub dual: bool,
    /// Shuffles card order, symbol order and layout: the same seed gives the same deck.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SEED)]
    pub seed: u64,
}

/// Deck shape as spelled on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DeckArg {
    /// Every line of the projective plane: q²+q+1 cards.
    Projective,
    /// One point and its lines dropped: q² cards from q²+q pictures.
    Affine,
}

/// Which pictures.
#[derive(Debug, Args)]
#[command(next_help_heading = "Pictures")]
pub struct SymbolArgs {
    /// Folder of pictures (SVG, PNG, JPEG, WebP, GIF, BMP), used in file-name order.
    #[arg(long, value_name = "DIR")]
    pub icons: Option<PathBuf>,
    /// Words file: one word or short phrase a line (UTF-8); may be mixed with --icons.
    #[arg(long, value_name = "FILE")]
    pub words: Option<PathBuf>,
    /// Font for --words (TTF/OTF); default: the bundled Andika Bold.
    #[arg(long, value_name = "FILE", requires = "words")]
    pub font: Option<PathBuf>,
    /// Warn about pictures that cannot be decoded and skip them, instead of stopping.
    #[arg(long)]
    pub skip_unreadable: bool,
    /// Make a near-white background around bitmaps transparent (clip-art scans).
    #[arg(long)]
    pub key_white: bool,
}

/// How cards are laid out.
#[derive(Debug, Args)]
#[command(next_help_heading = "Layout")]
pub struct LayoutArgs {
    /// Smallest distance between two symbols, mm.
    #[arg(long, value_name = "MM", default_value_t = 1.5)]
    pub gap: f32,
    /// Smallest distance from a symbol to the card's edge, mm.
    #[arg(long, value_name = "MM", default_value_t = 3.0)]
    pub margin: f32,
    /// Symbol rotation: free (any angle), none (upright) or ±DEG (at most DEG either way).
    #[arg(long, value_name = "free|none|±DEG", default_value = "free", allow_hyphen_values = true)]
    pub rotation: String,
    /// Largest symbol on a card / smallest (linear size), 1 to 5.
    #[arg(long, value_name = "R", default_value_t = 2.5)]
    pub size_ratio: f32,
}

/// How sheets look; unset flags take the template's values.
#[derive(Debug, Args)]
#[command(next_help_heading = "Sheets")]
pub struct PageArgs {
    /// Sheet preset: a built-in name (a4-6, a4-4, letter-6, letter-4, …) or a TOML file.
    #[arg(long, value_name = "NAME|FILE")]
    pub template: Option<String>,
    /// Paper, used in landscape: a4 or letter.
    #[arg(long, value_name = "a4|letter", value_parser = parse::<Paper>)]
    pub paper: Option<Paper>,
    /// Cards per sheet: 6 (3×2) or 4 (2×2, larger cards).
    #[arg(long, value_name = "4|6", value_parser = parse::<CardsPerSheet>)]
    pub per_sheet: Option<CardsPerSheet>,
    /// Card diameter, mm (default: the largest that fits).
    #[arg(long, value_name = "MM")]
    pub diameter: Option<f32>,
    /// Corner crop marks instead of a cut circle.
    #[arg(long)]
    pub crop_marks: bool,
    /// Coloured card background running this far past the cut line, mm.
    #[arg(long, value_name = "MM")]
    pub bleed: Option<f32>,
    /// No cut guides at all.
    #[arg(long, conflicts_with = "crop_marks")]
    pub no_guides: bool,
    /// Card back picture (SVG or bitmap): adds a mirrored sheet of backs after each sheet.
    #[arg(long, value_name = "FILE")]
    pub back: Option<PathBuf>,
    /// Shift of the back sheets to correct a printer, "X,Y" in mm.
    #[arg(long, value_name = "X,Y", requires = "back", allow_hyphen_values = true)]
    pub back_offset: Option<String>,
    /// Add a sheet listing every symbol with its name.
    #[arg(long)]
    pub legend: bool,
}

/// `fanodeck render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The PDF to write (replaced only once the new one is complete).
    #[arg(short, long, value_name = "FILE", default_value = "deck.pdf")]
    pub output: PathBuf,
    /// Also write a JSON manifest: every card's symbols and placements.
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
    /// Also write one PNG preview per card into this folder.
    #[arg(long, value_name = "DIR")]
    pub png: Option<PathBuf>,
    /// Resolution of the PNG previews, dots per inch.
    #[arg(long, value_name = "DPI", default_value_t = 150.0, requires = "png")]
    pub png_dpi: f32,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub symbols: SymbolArgs,
    #[command(flatten)]
    pub layout: LayoutArgs,
    #[command(flatten)]
    pub page: PageArgs,
}

/// `fanodeck cards`.
#[derive(Debug, Args)]
pub struct CardsArgs {
    /// Print JSON: {"order", "symbols_per_card", "symbol_count", "cards": [[ids…], …]}.
    #[arg(long)]
    pub json: bool,
    /// Print the bundled icons' names instead of numbers (implied by --icons/--words).
    #[arg(long)]
    pub names: bool,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub symbols: SymbolArgs,
}

/// `fanodeck verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Deck JSON from `fanodeck cards --json` or `fanodeck render --manifest`.
    pub file: PathBuf,
}

/// Lets clap parse a value with the library's `FromStr`, so both spell values alike.
fn parse<T: std::str::FromStr<Err = Error>>(text: &str) -> Result<T, Error> {
    text.parse()
}

fn invalid(name: &'static str, value: impl ToString, reason: impl Into<String>) -> Error {
    Error::InvalidOption { name, value: value.to_string(), reason: reason.into() }
}

/// A length in mm that must be finite and within `min..=max`.
fn millimetres(name: &'static str, value: f32, min: f32, max: f32) -> Result<f32, Error> {
    if value.is_finite() && (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(invalid(name, value, format!("must be between {min} and {max} mm")))
    }
}

impl TryFrom<&DeckArgs> for DeckOptions {
    type Error = Error;

    fn try_from(args: &DeckArgs) -> Result<Self, Error> {
        Ok(DeckOptions {
            symbols_per_card: fanodeck::plane::parse_symbols_per_card(&args.symbols)?,
            kind: match args.deck {
                DeckArg::Projective => DeckKind::Projective,
                DeckArg::Affine => DeckKind::Affine,
            },
            cards: args.cards,
            dual: args.dual,
            seed: args.seed,
        })
    }
}

impl TryFrom<&SymbolArgs> for SymbolOptions {
    type Error = Error;

    /// Reads the words file and the font (small files, within their limits); the folder is
    /// read by the library's loader, one picture at a time.
    fn try_from(args: &SymbolArgs) -> Result<Self, Error> {
        let read = |path: &Option<PathBuf>, limit| {
            path.as_deref().map(|path| NamedBytes::read(path, limit)).transpose()
        };
        Ok(SymbolOptions {
            icons: args.icons.clone(),
            words: read(&args.words, fanodeck::symbols::MAX_WORDS_BYTES)?,
            font: read(&args.font, fanodeck::guard::MAX_FILE_BYTES)?,
            skip_unreadable: args.skip_unreadable,
            key_white: args.key_white,
            ..SymbolOptions::default()
        })
    }
}

impl LayoutArgs {
    fn to_options(&self, seed: u64) -> Result<LayoutOptions, Error> {
        let rotation = self.rotation.parse::<Rotation>()?;
        if !(self.size_ratio.is_finite() && (1.0..=5.0).contains(&self.size_ratio)) {
            return Err(invalid("size ratio", self.size_ratio, "must be between 1 and 5"));
        }
        Ok(LayoutOptions {
            gap_mm: millimetres("gap", self.gap, 0.0, 20.0)?,
            margin_mm: millimetres("margin", self.margin, 0.0, 30.0)?,
            rotation,
            size_ratio: self.size_ratio,
            seed,
        })
    }
}

/// Parses "X,Y" (mm) for --back-offset.
fn parse_offset(text: &str) -> Result<(f32, f32), Error> {
    let bad = || invalid("back offset", text, "expected X,Y in mm, e.g. 1.5,-0.5");
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let x: f32 = x.trim().parse().map_err(|_| bad())?;
    let y: f32 = y.trim().parse().map_err(|_| bad())?;
    Ok((millimetres("back offset", x, -20.0, 20.0)?, millimetres("back offset", y, -20.0, 20.0)?))
}

impl PageArgs {
    fn to_options(&self, symbols: &SymbolOptions) -> Result<PageOptions, Error> {
        let mut page = match &self.template {
            Some(name) => PageOptions::from_template(name)?,
            None => PageOptions::default(),
        };
        if let Some(paper) = self.paper {
            page.paper = paper;
        }
        if let Some(per_sheet) = self.per_sheet {
            page.per_sheet = per_sheet;
        }
        if let Some(d) = self.diameter {
            page.diameter_mm = Some(millimetres("diameter", d, 20.0, 300.0)?);
        }
        if let Some(bleed) = self.bleed {
            page.bleed_mm = millimetres("bleed", bleed, 0.0, 10.0)?;
        }
        if self.crop_marks {
            page.guides = fanodeck::render::Guides::CropMarks;
        }
        if self.no_guides {
            page.guides = fanodeck::render::Guides::None;
        }
        if let Some(back) = &self.back {
            page.back = Some(fanodeck::symbols::load_file(back, symbols)?);
        }
        if let Some(offset) = &self.back_offset {
            page.back_offset_mm = parse_offset(offset)?;
        }
        page.legend = self.legend;
        Ok(page)
    }
}

impl TryFrom<&RenderArgs> for Options {
    type Error = Error;

    fn try_from(args: &RenderArgs) -> Result<Self, Error> {
        let deck = DeckOptions::try_from(&args.deck)?;
        let symbols = SymbolOptions::try_from(&args.symbols)?;
        let layout = args.layout.to_options(deck.seed)?;
        let page = args.page.to_options(&symbols)?;
        if !(args.png_dpi.is_finite() && (10.0..=1200.0).contains(&args.png_dpi)) {
            return Err(invalid("PNG resolution", args.png_dpi, "must be between 10 and 1200 dpi"));
        }
        Ok(Options { deck, symbols, layout, page })
    }
}
