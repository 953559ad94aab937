//! The deck's flags, shared by `render`, `cards` and `play`: each fills the library's
//! [`Request`], which owns every default and range (clap shows the request's defaults) and
//! checks every value. Only reading the files the flags name happens here.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use fanodeck::request::File;
use fanodeck::symbols::NamedBytes;
use fanodeck::{Error, Request};

/// Which deck (shared by `render` and `cards`).
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Deck")]
pub struct DeckArgs {
    /// Symbols per card: 3, 4, 5, 6, 8, 9, 10, 12, 14, 17, 18, 20, … (one more than a prime
    /// power; see `fanodeck sizes`).
    #[arg(short = 'n', long, value_name = "N", default_value_t = Request::default().symbols.to_string(), allow_hyphen_values = true)]
    pub symbols: String,
    /// Deck shape: projective (q²+q+1 cards, the default) or affine (q² cards, one picture
    /// fewer).
    #[arg(long, value_enum)]
    pub deck: Option<DeckArg>,
    /// Keep only N cards (e.g. 55 as in the commercial game); dropped so symbol use stays even.
    #[arg(long, value_name = "N")]
    pub cards: Option<usize>,
    /// Cards = points and symbols = lines of the plane (PG(2,q) is self-dual: the same deck).
    #[arg(long)]
    pub dual: bool,
    /// A preset for who will play: junior (6 a card, 4 larger cards a sheet, fewer sizes,
    /// little tilt, thick cut guides); it changes only what you leave at the default.
    #[arg(long, value_name = "junior")]
    pub preset: Option<String>,
    /// Shuffles card order, symbol order and layout: the same seed gives the same deck.
    #[arg(long, value_name = "N", default_value_t = Request::default().seed)]
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
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Pictures")]
// Words come from a words file or a pairs file: colours and fonts are for either.
#[command(group(clap::ArgGroup::new("texts").args(["words", "pairs"]).multiple(true)))]
pub struct SymbolArgs {
    /// Folder of pictures (SVG, PNG, JPEG, WebP, GIF, BMP), used in file-name order.
    #[arg(long, value_name = "DIR")]
    pub icons: Option<PathBuf>,
    /// Words file: one word or short phrase a line (UTF-8); may be mixed with --icons.
    #[arg(long, value_name = "FILE")]
    pub words: Option<PathBuf>,
    /// Picture–word pairs: one symbol a line, two faces separated by a tab or a comma, each
    /// a picture file (next to this file), icon:NAME or a word (`cat.png, cat`, `icon:dog,
    /// perro`); each symbol shows one face on half its cards and the other on the rest.
    /// builtin:NAME for a built-in list (`fanodeck list words`).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["icons", "words", "theme", "only", "exclude"])]
    pub pairs: Option<PathBuf>,
    /// Colours for --words (and the words of --pairs): bright, or cb (colour-blind safe).
    /// The words on a card always differ in colour.
    #[arg(long, value_name = "bright|cb", requires = "texts")]
    pub palette: Option<String>,
    /// Font for --words or --pairs (TTF/OTF); give it again for fallbacks: later fonts draw
    /// the characters earlier ones lack (e.g. --font builtin:andika --font
    /// NotoSansArabic.ttf). Default: the bundled Andika Bold (builtin:andika).
    #[arg(long, value_name = "FILE", requires = "texts")]
    pub font: Vec<PathBuf>,
    /// Only bundled icons of these themes, e.g. animals,food (see `fanodeck icons`).
    #[arg(long, value_name = "THEMES", value_delimiter = ',')]
    pub theme: Option<Vec<String>>,
    /// Only these bundled icons: names separated by commas, or a file with one name a line.
    #[arg(long, value_name = "NAMES|FILE")]
    pub only: Option<String>,
    /// Leave out these bundled icons: names separated by commas, or a file with one a line.
    #[arg(long, value_name = "NAMES|FILE")]
    pub exclude: Option<String>,
    /// Warn about pictures that cannot be decoded and skip them, instead of stopping.
    #[arg(long)]
    pub skip_unreadable: bool,
    /// Make a near-white background around bitmaps transparent (clip-art scans).
    #[arg(long)]
    pub key_white: bool,
    /// Accept pictures that look almost the same (e.g. two shots of one scene).
    #[arg(long)]
    pub allow_similar: bool,
    /// Cut photos (opaque pictures) to a shape around their subject, so they nest like
    /// icons: whole (as taken), circle, rounded or squircle.
    #[arg(long, value_name = "whole|circle|rounded|squircle")]
    pub photo_shape: Option<String>,
    /// The rim around a cut photo, mm on the largest picture (0: none; default 1).
    #[arg(long, value_name = "MM", allow_negative_numbers = true)]
    pub photo_rim: Option<f32>,
    /// The rim's colour, e.g. #ffffff (default white).
    #[arg(long, value_name = "#RRGGBB")]
    pub photo_rim_color: Option<String>,
    /// Where each photo's subject is, for its cut: a text file of lines "file name, x, y[,
    /// zoom]" (x and y fractions of the photo's width and height; zoom 1 or more).
    #[arg(long, value_name = "FILE")]
    pub focus: Option<PathBuf>,
}

/// How cards are laid out.
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Layout")]
pub struct LayoutArgs {
    /// Smallest distance between two symbols, mm.
    #[arg(long, value_name = "MM", default_value_t = Request::default().gap, allow_negative_numbers = true)]
    pub gap: f32,
    /// Smallest distance from a symbol to the card's edge, mm.
    #[arg(long, value_name = "MM", default_value_t = Request::default().margin, allow_negative_numbers = true)]
    pub margin: f32,
    /// Symbol rotation: free (any angle), none (upright) or ±DEG (at most DEG either way).
    /// Default: pictures free, words at most ±30° so that they stay readable.
    #[arg(long, value_name = "free|none|±DEG", allow_hyphen_values = true)]
    pub rotation: Option<String>,
    /// Largest symbol on a card / smallest (linear size), 1 to 5.
    #[arg(long, value_name = "R", default_value_t = Request::default().size_ratio, allow_negative_numbers = true)]
    pub size_ratio: f32,
    /// The smallest symbol on every card, % of the card's width across (by the picture's
    /// longer side), e.g. 15 for young children; refused with the largest this deck takes.
    #[arg(long, value_name = "PCT", allow_negative_numbers = true)]
    pub min_size: Option<f32>,
}

/// How sheets look; unset flags take the template's values.
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Sheets")]
pub struct PageArgs {
    /// Sheet preset: a built-in name (a4-6, a4-4, letter-6, letter-4, …) or a TOML file.
    #[arg(long, value_name = "NAME|FILE")]
    pub template: Option<String>,
    /// Paper, used in landscape: a4 or letter.
    #[arg(long, value_name = "a4|letter")]
    pub paper: Option<String>,
    /// Cards per sheet: 6 (3×2) or 4 (2×2, larger cards).
    #[arg(long, value_name = "4|6")]
    pub per_sheet: Option<u32>,
    /// Card shape. Square and rounded cards sit edge to edge and are cut with straight
    /// lines through the stacked sheets (a rounded deck's corners then with a corner punch);
    /// hexagons point up, for cutting machines.
    #[arg(long, value_name = "round|square|rounded|hexagon")]
    pub shape: Option<String>,
    /// Corner radius of rounded cards, mm (default: 6).
    #[arg(long, value_name = "MM", allow_negative_numbers = true)]
    pub corner: Option<f32>,
    /// Card width across, mm: a round card's diameter, a square's side, the distance between
    /// a hexagon's flat sides (default: the largest that fits).
    #[arg(long, value_name = "MM", allow_negative_numbers = true)]
    pub diameter: Option<f32>,
    /// Crop marks instead of a cut line (corner marks around round cards, ticks at a
    /// hexagon's points, only the margin's marks for square cards).
    #[arg(long)]
    pub crop_marks: bool,
    /// Colour of the card face, e.g. "#fff3d6" (with or without --bleed).
    #[arg(long, value_name = "COLOR")]
    pub card_color: Option<String>,
    /// Coloured card background running this far past the cut line, mm (sheets: 0 when not
    /// given; --print-files and --card-pdf: 3).
    #[arg(long, value_name = "MM", allow_negative_numbers = true)]
    pub bleed: Option<f32>,
    /// Width of the cut guides, mm.
    #[arg(long, value_name = "MM", allow_negative_numbers = true)]
    pub guide_width: Option<f32>,
    /// No cut guides at all.
    #[arg(long, conflicts_with = "crop_marks")]
    pub no_guides: bool,
    /// Registration marks for a cutting machine's print-and-cut on every sheet, the cards
    /// kept clear of them: silhouette (Silhouette Studio's Type 1 marks, its default length
    /// 20 mm, thickness 0.5 mm and inset 10 mm), silhouette-4 (the Cameo 5's four L marks,
    /// one at every corner, 20 mm, 0.3 mm thick, 10 mm from the edges) or none.
    #[arg(long, value_name = "silhouette|silhouette-4|none")]
    pub registration: Option<String>,
    /// Card back picture (SVG or bitmap): adds a mirrored sheet of backs after each sheet.
    #[arg(long, value_name = "FILE")]
    pub back: Option<PathBuf>,
    /// How your printer turns the sheet for the backs: long (flip on long edge, the usual
    /// setting) or short (flip on short edge).
    #[arg(long, value_name = "long|short")]
    pub duplex: Option<String>,
    /// Shift of the backs to correct a printer, "X,Y" in mm as seen from the front (positive
    /// X moves backs right); `fanodeck duplex-test` measures it.
    #[arg(long, value_name = "X,Y", allow_hyphen_values = true)]
    pub back_offset: Option<String>,
    /// Add a sheet listing every symbol with its name.
    #[arg(long)]
    pub legend: bool,
    /// Add a sheet saying how to play (five classic games, with this deck's numbers), in
    /// --language.
    #[arg(long)]
    pub rules: bool,
    /// Add a sheet with a tuck box for the deck: a one-piece net sized to the cards and the
    /// stack, the deck's first card on its front; cut the solid lines, fold the dashed ones.
    #[arg(long = "box")]
    pub tuck_box: bool,
    /// The title on the box's lid (and its back when the deck has no back picture), in any
    /// script the words' fonts draw; at most 80 characters.
    #[arg(long, value_name = "TITLE", requires = "tuck_box")]
    pub box_title: Option<String>,
    /// Thickness of one card for the box's depth, mm (0.3: card stock of 250-300 g/m²; fold-over
    /// cards count twice).
    #[arg(long, value_name = "MM", requires = "tuck_box", allow_negative_numbers = true)]
    pub paper_thickness: Option<f32>,
    /// The language of the words the deck prints of its own (the legend's title): en, fr, de,
    /// es or he.
    #[arg(long, value_name = "en|fr|de|es|he", default_value = "en")]
    pub language: fanodeck::Language,
    /// Write the PDF as PDF/A-2b, the archival kind of PDF that schools and libraries keep:
    /// everything it needs is inside it, and it records the day it was made.
    #[arg(long)]
    pub pdf_a: bool,
    /// The day a --pdf-a file records as made, YYYY-MM-DD. Default: today (UTC), or the
    /// day of SOURCE_DATE_EPOCH when it is set, so that a build can make the same bytes again.
    #[arg(long, value_name = "YYYY-MM-DD", requires = "pdf_a")]
    pub date: Option<String>,
}

/// The request of the flags every deck command shares (`render` adds its layout and sheets;
/// `cards` and `play` keep the rest at its defaults).
pub(super) fn deck_request(deck: &DeckArgs, symbols: &SymbolArgs) -> Result<Request, Error> {
    let mut request = Request::default();
    deck.fill(&mut request)?;
    symbols.fill(&mut request)?;
    Ok(request)
}

/// The name after `builtin:` in a file argument (`--back builtin:stars`), if it is one.
pub(super) fn builtin(path: &Path) -> Option<&str> {
    path.to_str()?.strip_prefix("builtin:")
}

/// A file argument as a request's file: `builtin:NAME` from `list`, or the file read within
/// `limit` (a back picture, a synonyms list).
pub(super) fn file_or_builtin(
    path: &Path,
    list: &[fanodeck::assets::Builtin],
    kind: &'static str,
    limit: u64,
) -> Result<File, Error> {
    match builtin(path) {
        Some(name) => {
            let found = fanodeck::assets::find(list, kind, name)?;
            Ok(File { name: found.name, bytes: found.bytes.to_vec(), prepared: None })
        }
        None => file(path, limit),
    }
}

/// A card back: `builtin:NAME` or a picture file.
pub(super) fn back_file(path: &Path) -> Result<File, Error> {
    use fanodeck::{assets, guard};
    file_or_builtin(path, assets::BACKS, "back", guard::MAX_FILE_BYTES)
}

/// Reads a file the deck uses whole (font, back picture) within `limit`.
pub(super) fn file(path: &Path, limit: u64) -> Result<File, Error> {
    let read = NamedBytes::read(path, limit)?;
    let bytes = std::sync::Arc::try_unwrap(read.bytes).unwrap_or_else(|shared| (*shared).clone());
    Ok(File { name: read.name, bytes, prepared: None })
}

impl DeckArgs {
    /// The symbols are parsed by the library, for its own message about impossible sizes
    /// ("7", "seven").
    pub(super) fn fill(&self, request: &mut Request) -> Result<(), Error> {
        request.symbols = fanodeck::plane::parse_symbols_per_card(&self.symbols)?;
        if let Some(deck) = self.deck {
            request.deck = match deck {
                DeckArg::Projective => "projective",
                DeckArg::Affine => "affine",
            }
            .to_string();
        }
        request.cards = self.cards;
        request.dual = self.dual;
        request.preset = self.preset.clone();
        request.seed = self.seed;
        Ok(())
    }
}

impl SymbolArgs {
    /// The folder stays a path (the library reads it one picture at a time); the words file
    /// and the font are read now, within their limits.
    pub(super) fn fill(&self, request: &mut Request) -> Result<(), Error> {
        request.icons = self.icons.clone();
        if let Some(path) = &self.words {
            request.words_file = Some(match builtin(path) {
                Some(name) => fanodeck::assets::find(fanodeck::assets::WORDS, "words", name)?,
                None => NamedBytes::read(path, fanodeck::symbols::MAX_WORDS_BYTES)?,
            });
        }
        if let Some(path) = &self.pairs {
            request.pairs_file = Some(match builtin(path) {
                Some(name) => fanodeck::assets::find(fanodeck::assets::PAIRS, "pairs", name)?,
                None => NamedBytes::read(path, fanodeck::symbols::MAX_WORDS_BYTES)?,
            });
            // Pictures are named from the pairs file's folder; a built-in list names icons.
            request.pairs_dir = match builtin(path) {
                Some(_) => None,
                None => Some(path.parent().map_or_else(
                    || ".".into(),
                    |d| match d.as_os_str().is_empty() {
                        true => ".".into(),
                        false => d.to_path_buf(),
                    },
                )),
            };
        }
        for path in &self.font {
            request.fonts.push(match builtin(path) {
                // The bundled font, by name, as other built-ins are named.
                Some("andika") => File {
                    name: "builtin:andika".to_string(),
                    bytes: fanodeck::symbols::bundled_font().to_vec(),
                    prepared: None,
                },
                Some(other) => {
                    let value = format!("builtin:{other}");
                    return Err(Error::invalid(
                        "font",
                        value,
                        fanodeck::Text::as_is("no such built-in (there is andika)"),
                    ));
                }
                None => file(path, fanodeck::guard::MAX_FILE_BYTES)?,
            });
        }
        request.skip_unreadable = self.skip_unreadable;
        request.key_white = self.key_white;
        request.allow_similar = self.allow_similar;
        request.photo_shape = self.photo_shape.clone();
        request.photo_rim = self.photo_rim;
        request.photo_rim_color = self.photo_rim_color.clone();
        request.focus_file = self
            .focus
            .as_deref()
            .map(|path| NamedBytes::read(path, fanodeck::guard::MAX_FILE_BYTES))
            .transpose()?;
        request.theme = self.theme.clone();
        request.palette = self.palette.clone();
        request.only = self.only.as_deref().map(names).transpose()?;
        request.exclude = self.exclude.as_deref().map(names).transpose()?;
        Ok(())
    }
}

/// Icon names from `--only`/`--exclude`: a file with one name a line (blank lines and `#`
/// comments skipped) if one exists by that path, else names separated by commas.
fn names(value: &str) -> Result<Vec<String>, Error> {
    let path = Path::new(value);
    let text = if path.is_file() {
        let read = NamedBytes::read(path, fanodeck::render::MAX_TEMPLATE_BYTES)?;
        String::from_utf8_lossy(&read.bytes).into_owned()
    } else {
        value.replace(',', "\n")
    };
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect())
}

impl LayoutArgs {
    pub(super) fn fill(&self, request: &mut Request) {
        request.gap = self.gap;
        request.margin = self.margin;
        request.rotation = self.rotation.clone();
        request.size_ratio = self.size_ratio;
        request.min_size = self.min_size;
    }
}

/// Parses "X,Y" (mm) for --back-offset; the range is checked with the other values.
fn parse_offset(text: &str) -> Result<[f32; 2], Error> {
    let reason = "expected X,Y in mm, e.g. 1.5,-0.5";
    let bad = || Error::invalid("back offset", text, fanodeck::Text::as_is(reason));
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let x: f32 = x.trim().parse().map_err(|_| bad())?;
    let y: f32 = y.trim().parse().map_err(|_| bad())?;
    Ok([x, y])
}

impl PageArgs {
    pub(super) fn fill(&self, request: &mut Request) -> Result<(), Error> {
        if let Some(name) = &self.template {
            let name = name.strip_prefix("builtin:").unwrap_or(name);
            request.template = Some(name.to_string());
            // A builtin name wins over a file of the same name in the current folder.
            if !fanodeck::render::builtin_names().contains(&name) {
                let read = NamedBytes::read(Path::new(name), fanodeck::render::MAX_TEMPLATE_BYTES)
                    .map_err(|e| Error::Template {
                        name: name.to_string(),
                        reason: fanodeck::Text::as_is(template_unreadable(&e)),
                    })?;
                let text = String::from_utf8(read.bytes.to_vec()).map_err(|_| Error::Template {
                    name: name.to_string(),
                    reason: fanodeck::Text::as_is("not UTF-8 text"),
                })?;
                request.template_text = Some(text);
            }
        }
        request.paper = self.paper.clone();
        request.per_sheet = self.per_sheet;
        request.shape = self.shape.clone();
        request.corner = self.corner;
        request.diameter = self.diameter;
        request.bleed = self.bleed;
        request.card_color = self.card_color.clone();
        request.guide_width = self.guide_width;
        request.crop_marks = self.crop_marks;
        request.no_guides = self.no_guides;
        request.registration = self.registration.clone();
        request.back = self.back.as_deref().map(back_file).transpose()?;
        if let Some(offset) = &self.back_offset {
            request.back_offset = Some(parse_offset(offset)?);
        }
        request.duplex = self.duplex.clone();
        request.legend = self.legend;
        request.rules = self.rules;
        request.tuck_box = self.tuck_box;
        request.box_title = self.box_title.clone();
        request.paper_thickness = self.paper_thickness;
        request.language = self.language;
        request.pdf_a = self.pdf_a;
        request.date = match (&self.date, self.pdf_a) {
            (Some(date), _) => Some(date.clone()),
            (None, true) => Some(today()),
            (None, false) => None,
        };
        Ok(())
    }
}

/// Why a template file could not be read, as the template error's reason.
fn template_unreadable(error: &Error) -> String {
    match error {
        Error::Io { path, source } if source.kind() == std::io::ErrorKind::NotFound => format!(
            "no builtin template of that name (builtin: {}) and no file '{}'",
            fanodeck::render::builtin_names().join(", "),
            path.display()
        ),
        Error::Io { source, .. } => format!("cannot read the file: {source}"),
        other => other.to_string(),
    }
}

/// Today (UTC) as `YYYY-MM-DD`, or the day of `SOURCE_DATE_EPOCH` when it is set.
fn today() -> String {
    let seconds = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .unwrap_or_else(|| {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            now.map_or(0, |d| d.as_secs())
        });
    let fanodeck::print::Day { year, month, day } = fanodeck::print::Day::from_unix(seconds);
    format!("{year:04}-{month:02}-{day:02}")
}
