//! Flags of the games: `play`, `dominoes` and `set`.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use fanodeck::symbols::NamedBytes;
use fanodeck::{Error, Options, Request};

use super::{DeckArgs, SymbolArgs, builtin, invalid};
use fanodeck::request::DEFAULT_SEED;

// ---------------------------------------------------------------- play

/// `fanodeck play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Stop after N rounds (default: until fewer than two cards are left).
    #[arg(long, value_name = "N")]
    pub rounds: Option<usize>,
    /// Draw the two cards instead of listing names, where the terminal shows pictures (kitty,
    /// iTerm2 or sixel; names otherwise).
    #[arg(long)]
    pub pictures: bool,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub symbols: SymbolArgs,
}

impl TryFrom<&PlayArgs> for Options {
    type Error = Error;

    /// `play` uses the deck and the pictures, as `cards` does; layout and sheets stay at
    /// their defaults (they only shape the pictures of --pictures).
    fn try_from(args: &PlayArgs) -> Result<Self, Error> {
        if args.rounds == Some(0) {
            return Err(invalid("rounds", 0, "play at least one round"));
        }
        let mut request = Request::default();
        args.deck.fill(&mut request)?;
        args.symbols.fill(&mut request)?;
        request.to_options()
    }
}

// ---------------------------------------------------------------- dominoes

/// `fanodeck dominoes`.
#[derive(Debug, Args)]
pub struct DominoesArgs {
    /// Names file: names separated by commas or new lines ("Tim Cook, Frank Lloyd Wright,
    /// Prince"), or builtin:xkcd for the comic's names (and synonyms).
    #[arg(value_name = "NAMES")]
    pub names: PathBuf,
    /// Synonym groups, one a line, members joined by '=' (AMY=AIMEE, COOK=COOKE=COOKIE);
    /// builtin:xkcd for the comic's.
    #[arg(long, value_name = "FILE")]
    pub synonyms: Option<PathBuf>,
    /// Board size in cells, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value = "16x24")]
    pub size: String,
    /// Searches from an empty board; the board with the most tiles is kept.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub restarts: usize,
    /// One cell a word: one-word names are one-cell tiles, three-word names three-cell tiles.
    #[arg(long)]
    pub variable: bool,
    /// The same seed gives the same board and the same PDF.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SEED)]
    pub seed: u64,
    /// The poster PDF to write [default: dominoes.pdf; with --text, none unless given].
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Paper of the poster and tiles: a4, letter or a3 (portrait or landscape to suit the
    /// board).
    #[arg(long, value_name = "a4|letter|a3", default_value = "a4")]
    pub paper: String,
    /// Also write every name as printable cut-out tiles to this PDF.
    #[arg(long, value_name = "FILE")]
    pub tiles: Option<PathBuf>,
    /// Also write the board as JSON: {"width", "height", "tiles": [{"names", "cells"}, …]}.
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
    /// Print the board to standard output.
    #[arg(long)]
    pub text: bool,
}

/// What `dominoes` works from: the files its flags name, read, and its options.
pub struct DominoJob {
    /// The names file.
    pub names: NamedBytes,
    /// The synonyms file, if any.
    pub synonyms: Option<NamedBytes>,
    /// Two-cell or variable tiles.
    pub shape: fanodeck::dominoes::Shape,
    /// Board size, restarts, seed.
    pub options: fanodeck::dominoes::DominoOptions,
    /// Paper.
    pub poster: fanodeck::dominoes::poster::PosterOptions,
}

/// A names or synonyms file, or `builtin:NAME` from `list`.
fn names_file(
    path: &Path,
    list: &[fanodeck::assets::Builtin],
    kind: &'static str,
) -> Result<NamedBytes, Error> {
    match builtin(path) {
        Some(name) => fanodeck::assets::find(list, kind, name),
        None => NamedBytes::read(path, fanodeck::dominoes::names::MAX_NAMES_BYTES),
    }
}

impl TryFrom<&DominoesArgs> for DominoJob {
    type Error = Error;

    fn try_from(args: &DominoesArgs) -> Result<Self, Error> {
        use fanodeck::dominoes::{self, DominoOptions, Shape, poster::PosterOptions};
        let (width, height) = dominoes::parse_size(&args.size)?;
        let options = DominoOptions { width, height, restarts: args.restarts, seed: args.seed };
        options.check()?;
        let poster = PosterOptions { paper: args.paper.parse()?, ..PosterOptions::default() };
        let names = names_file(&args.names, dominoes::NAMES, "names")?;
        // A built-in list brings its own synonyms unless others are given.
        let synonyms = match (&args.synonyms, builtin(&args.names)) {
            (Some(path), _) => Some(names_file(path, dominoes::SYNONYMS, "synonyms")?),
            (None, Some(name)) => {
                Some(fanodeck::assets::find(dominoes::SYNONYMS, "synonyms", name)?)
            }
            (None, None) => None,
        };
        let shape = if args.variable { Shape::Variable } else { Shape::Pairs };
        Ok(DominoJob { names, synonyms, shape, options, poster })
    }
}

// ---------------------------------------------------------------- set

/// `fanodeck set`: print the deck, or one of the subcommands.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct SetArgs {
    /// What to do with SET cards (without one: print the deck).
    #[command(subcommand)]
    pub action: Option<SetAction>,
    #[command(flatten)]
    pub print: SetPrintArgs,
}

/// `fanodeck set -o set.pdf`: the deck as a PDF.
#[derive(Debug, Args)]
pub struct SetPrintArgs {
    /// The PDF to write.
    #[arg(short, long, value_name = "FILE", default_value = "set.pdf")]
    pub output: PathBuf,
    /// Paper, used landscape: a4 or letter.
    #[arg(long, value_name = "a4|letter", default_value = "a4")]
    pub paper: String,
    /// Card size in mm, WIDTHxHEIGHT (playing-card size by default).
    #[arg(long, value_name = "WxH", default_value = "89x57")]
    pub card_size: String,
    /// Inks: classic (red, green, purple) or cb (orange, blue, reddish purple: colour-blind
    /// safe).
    #[arg(long, value_name = "classic|cb", default_value = "classic")]
    pub palette: String,
    /// Attributes that vary: 4 (81 cards), 3 (27 cards, all number one) or 2 (9 cards, number
    /// one and solid).
    #[arg(long, value_name = "2|3|4", default_value_t = 4)]
    pub attributes: usize,
    /// Print only these cards: four-digit codes separated by commas or spaces.
    #[arg(long, value_name = "CODES")]
    pub cards: Option<String>,
    /// Card back picture (SVG or bitmap, or builtin:NAME): a mirrored sheet of backs after
    /// each sheet, for a printer that flips on the long edge.
    #[arg(long, value_name = "FILE")]
    pub back: Option<PathBuf>,
    /// Also write every card's code, attributes, page, centre and size as JSON.
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
}

/// What `set` prints from: its options, and the files its flags name, read.
pub struct SetPrintJob {
    /// The library's options (the back picture loaded).
    pub options: fanodeck::set::print::SetDeckOptions,
}

impl TryFrom<&SetPrintArgs> for SetPrintJob {
    type Error = Error;

    fn try_from(args: &SetPrintArgs) -> Result<Self, Error> {
        use fanodeck::set::print::SetDeckOptions;
        use fanodeck::set::print::{parse_card_list, parse_card_size};
        let (w, h) = parse_card_size(&args.card_size)?;
        let cards = args.cards.as_deref().map(parse_card_list).transpose()?;
        let back = match &args.back {
            Some(path) => {
                let read = match builtin(path) {
                    Some(name) => fanodeck::assets::find(fanodeck::assets::BACKS, "back", name)?,
                    None => NamedBytes::read(path, fanodeck::guard::MAX_FILE_BYTES)?,
                };
                let options = fanodeck::symbols::SymbolOptions::default();
                Some(fanodeck::symbols::load_picture(&read.name, read.bytes.to_vec(), &options)?)
            }
            None => None,
        };
        let options = SetDeckOptions {
            paper: args.paper.parse()?,
            card_mm: (w, h),
            palette: args.palette.parse()?,
            attributes: args.attributes,
            cards,
            back,
            compress: true,
        };
        Ok(SetPrintJob { options })
    }
}

/// The `set` subcommands.
#[derive(Debug, Subcommand)]
pub enum SetAction {
    /// Count the SETs among cards given as codes (four digits 0–2: shape, shading, colour,
    /// number; 1212 is two solid green diamonds), as arguments or on standard input.
    Count(SetCountArgs),
    /// Deal a random table and list its SETs.
    Deal(SetDealArgs),
    /// Estimate how often a random table has no SET.
    Stats(SetStatsArgs),
}

/// `fanodeck set count`.
#[derive(Debug, Args)]
pub struct SetCountArgs {
    /// Card codes, all of one length (1 to 6 digits); read from standard input if none.
    #[arg(value_name = "CODES")]
    pub codes: Vec<String>,
    /// Print every SET too.
    #[arg(long)]
    pub list: bool,
    /// Print JSON: {"cards", "sets"} (and "list" with --list, "mod7" with --mod 7).
    #[arg(long)]
    pub json: bool,
    /// Also count as a mod-7 calculator would, step by step (gives the number of SETs only
    /// modulo 7): --mod 7.
    #[arg(long = "mod", value_name = "7", value_parser = clap::value_parser!(u8).range(7..=7))]
    pub modulus: Option<u8>,
}

/// `fanodeck set deal`.
#[derive(Debug, Args)]
pub struct SetDealArgs {
    /// Cards on the table.
    #[arg(long, value_name = "N", default_value_t = 12)]
    pub cards: usize,
    /// The same seed deals the same table.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SEED)]
    pub seed: u64,
    /// Print JSON: {"cards": [code, …], "sets": l, "list": [[code, code, code], …]}.
    #[arg(long)]
    pub json: bool,
}

/// `fanodeck set stats`.
#[derive(Debug, Args)]
pub struct SetStatsArgs {
    /// Cards on the table.
    #[arg(long, value_name = "N", default_value_t = 12)]
    pub cards: usize,
    /// Random tables dealt.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub trials: u64,
    /// The same seed gives the same estimate.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SEED)]
    pub seed: u64,
}
