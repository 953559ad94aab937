//! Stage 0: the pictures of the deck, from the bundled icons, a folder, or a words file.
//!
//! Every source ends as a [`Symbol`]: a name for the legend and manifest, where it came from,
//! and the artwork, either vector ([`usvg::Tree`], which stays vector in the PDF) or a bitmap
//! already downsampled to what printing needs. The layout asks each symbol for its ink
//! [`Mask`]; the renderer draws the artwork.
//!
//! Sources, in the order they fill the deck:
//! - the 320 bundled Noto Emoji icons (Apache-2.0), embedded in the binary, when no folder and
//!   no words file is given;
//! - a folder of SVG, PNG, JPEG, WebP, GIF and BMP files, taken in byte order of their names
//!   (HEIC and AVIF photos are recognised and refused with how to convert them);
//! - a words file, one word or short phrase a line, each drawn as glyph outlines.
//!
//! A folder is checked whole (every picture is read, hashed and its header or SVG parsed) so
//! that a broken or duplicated file is reported even when the deck would not use it; only the
//! pictures the deck uses are fully decoded and downsampled (big JPEGs straight at print
//! size), then compared for look-alikes.

mod builtin;
mod cut;
mod folder;
mod foreign;
mod format;
mod limits;
mod mask;
pub mod packed;
mod pairs;
mod photo;
mod picture;
mod prepared;
pub(crate) mod raster;
mod shaped;
mod similar;
mod svg;
mod svg_text;
mod text;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::error::{Error, Result};
use crate::geom::Mask;
use crate::i18n::Text;
use crate::i18n::text;

pub use crate::guard::refusal::{Kind as RefusalKind, Refusal};
pub use builtin::{BundledIcon, bundled_icons, select_icons, themes};
pub use cut::{Crop, DEFAULT_RIM_MM, Focus, NamedFocus, PhotoCut, parse_focus};
pub(crate) use format::{HEAD_BYTES, looks_like_picture};
pub use packed::Packed;
pub use photo::FULL_DECODE_VAR;
pub use prepared::{PictureCheck, is_photo, prepare_picture, shape_previews};
pub use shaped::{Cubic, Outline, PhotoShape, Shaped};
pub use similar::{
    LOOK_BITS, Look, LookAlike, MAX_ALIKE_BITS, MAX_ALIKE_COLOUR, alike_pairs, look_alikes,
    look_of, look_of_image, photo_look,
};
pub use text::lettering::{LetterGlyph, LetterRun, Lettering};
pub use text::{Fonts, Palette, bundled_font, load_words, text_symbol};
pub(crate) use text::{fonts_of, looks_like_font, normalise, plain_symbol};

/// A bitmap symbol.
#[derive(Debug, Clone)]
pub struct Raster {
    /// The pixels, already downsampled to what printing needs; straight (not premultiplied)
    /// alpha.
    pixels: Pixels,
    /// True when every pixel is opaque (then the PDF needs no soft mask).
    pub opaque: bool,
    /// The JPEG the PDF embeds: the file's own bytes when the picture is an unchanged JPEG
    /// small enough to embed as is, or a photo encoded once it is loaded. For a cut photo it
    /// is the photo (or its window) that `shaped` places, not the cut pixels.
    pub jpeg: Option<Arc<Vec<u8>>>,
    /// A photo cut to a shape: which part of `jpeg` it shows and how it is cut, for the PDF
    /// (the pixels above are the cut, for the layout and previews).
    pub shaped: Option<Arc<Shaped>>,
}

/// How a [`Raster`] holds its pixels.
#[derive(Debug, Clone)]
enum Pixels {
    Plain(image::RgbaImage),
    /// Compressed once measured (see [`packed`]).
    Packed(Packed),
}

impl Raster {
    /// A bitmap of `image`; `opaque` must say whether every pixel is opaque, and `jpeg` may
    /// hold the file's own bytes when they show exactly `image` (a cut photo sets `shaped`
    /// after).
    pub fn new(image: image::RgbaImage, opaque: bool, jpeg: Option<Arc<Vec<u8>>>) -> Raster {
        Raster { pixels: Pixels::Plain(image), opaque, jpeg, shaped: None }
    }

    /// Width and height in pixels.
    pub fn dimensions(&self) -> (u32, u32) {
        match &self.pixels {
            Pixels::Plain(image) => image.dimensions(),
            Pixels::Packed(p) => (p.width, p.height),
        }
    }

    /// The pixels: borrowed, or inflated again when packed (`None` only if the packed
    /// streams were damaged, which would be a bug).
    pub fn image(&self) -> Option<std::borrow::Cow<'_, image::RgbaImage>> {
        match &self.pixels {
            Pixels::Plain(image) => Some(std::borrow::Cow::Borrowed(image)),
            Pixels::Packed(p) => p.unpack().map(std::borrow::Cow::Owned),
        }
    }

    /// The packed streams, once packed.
    pub fn packed(&self) -> Option<&Packed> {
        match &self.pixels {
            Pixels::Packed(p) => Some(p),
            Pixels::Plain(_) => None,
        }
    }

    /// Keeps this bitmap as the PDF will store it (see [`packed::store`]): packed when
    /// lossless, or with its JPEG beside its pixels. Nothing changes when it is stored
    /// already, holds the file's own JPEG, or cannot be encoded (the PDF writer then reports it).
    pub(crate) fn store(&mut self) {
        let Pixels::Plain(image) = &self.pixels else { return };
        if self.jpeg.is_some() {
            return;
        }
        match packed::store(image, self.opaque) {
            Ok(packed::Stored::Lossless(packed)) => self.pixels = Pixels::Packed(packed),
            Ok(packed::Stored::Jpeg(jpeg)) => self.jpeg = Some(Arc::new(jpeg)),
            Err(_) => {}
        }
    }
}

/// How a symbol is drawn.
#[derive(Debug, Clone)]
pub enum SymbolKind {
    /// Vector artwork (SVG files): stays vector in the PDF.
    Vector(Arc<usvg::Tree>),
    /// Words set in fonts: outlines for the layout and previews, real text in the PDF.
    Lettering(Arc<Lettering>),
    /// A bitmap (PNG, JPEG, WebP, GIF, BMP).
    Raster(Arc<Raster>),
}

impl SymbolKind {
    /// The vector drawing of the picture (an SVG's, or a lettering's outlines); `None` for a
    /// bitmap.
    pub fn outlines(&self) -> Option<&Arc<usvg::Tree>> {
        match self {
            SymbolKind::Vector(tree) => Some(tree),
            SymbolKind::Lettering(lettering) => Some(&lettering.outlines),
            SymbolKind::Raster(_) => None,
        }
    }
}

/// One picture of the deck.
#[derive(Debug, Clone)]
pub struct Symbol {
    /// Human name: the file stem without its `NNN-` prefix, or the word.
    pub name: String,
    /// Where it came from: the path as given, `builtin:FILE` or `text:WORD`.
    pub source: String,
    /// The artwork.
    pub kind: SymbolKind,
    /// The same artwork in other colours, with the colour (`#rrggbb`): a word's drawing in
    /// each palette colour, which cards choose from ([`crate::Placement::tint`]). Empty for
    /// pictures. The ink, and so the mask, is the same in every colour.
    pub tints: Arc<Vec<(String, SymbolKind)>>,
    /// A symbol shown as two pictures (picture–word pairs): its two faces, each a symbol of
    /// its own; the cards show one or the other. `kind` is the first face's. _None_ for a
    /// symbol of one face.
    pub faces: Option<Arc<[Symbol; 2]>>,
    /// A photo cut to a shape: the shape and the window kept. _None_ for a picture as given.
    pub crop: Option<Crop>,
    /// Masks made so far, by resolution; shared by clones.
    masks: Arc<Mutex<HashMap<u32, Arc<Mask>>>>,
}

impl Symbol {
    /// A symbol from its parts.
    pub fn new(name: impl Into<String>, source: impl Into<String>, kind: SymbolKind) -> Symbol {
        let (name, source) = (name.into(), source.into());
        let (tints, masks) = (Arc::default(), Arc::default());
        Symbol { name, source, kind, tints, faces: None, crop: None, masks }
    }

    /// One symbol shown as `first` on some cards and `second` on the others, named after
    /// both ("cat / gato").
    pub fn paired(first: Symbol, second: Symbol) -> Symbol {
        let name = format!("{} / {}", first.name, second.name);
        let source = format!("pair:{} | {}", first.source, second.source);
        let mut symbol = Symbol::new(name, source, first.kind.clone());
        symbol.faces = Some(Arc::new([first, second]));
        symbol
    }

    /// The file name its picture was given by (the last part of `source`), as a focus
    /// names it.
    pub fn file_name(&self) -> String {
        let path = self.source.strip_prefix("builtin:").unwrap_or(&self.source);
        picture::file_name(std::path::Path::new(path))
    }

    /// The face a card shows: `face` 0 or 1 of a pair, else the symbol itself.
    pub fn face(&self, face: u8) -> &Symbol {
        match &self.faces {
            Some(faces) => &faces[usize::from(face.min(1))],
            None => self,
        }
    }

    /// This symbol with drawings in other colours (see [`Symbol::tints`]).
    pub fn with_tints(mut self, tints: Vec<(String, SymbolKind)>) -> Symbol {
        self.tints = Arc::new(tints);
        self
    }

    /// The artwork in tint `tint` (`None`, or a tint it lacks: its own colours).
    pub fn kind_for(&self, tint: Option<u8>) -> &SymbolKind {
        tint.and_then(|t| self.tints.get(usize::from(t))).map_or(&self.kind, |(_, kind)| kind)
    }

    /// Whether the symbol is a word drawn with the font (not a picture).
    pub fn is_word(&self) -> bool {
        self.source.starts_with("text:")
    }

    /// Natural size of the whole picture (SVG user units or pixels; only the ratio matters).
    pub fn size(&self) -> (f32, f32) {
        match &self.kind {
            SymbolKind::Vector(tree) => (tree.size().width(), tree.size().height()),
            SymbolKind::Lettering(l) => (l.outlines.size().width(), l.outlines.size().height()),
            SymbolKind::Raster(raster) => {
                let (w, h) = raster.dimensions();
                (w as f32, h as f32)
            }
        }
    }

    /// The ink mask with about `px` pixels along the longer side of the ink, made once and
    /// cached (the layout asks for the same masks for every card).
    pub fn mask(&self, px: u32) -> Arc<Mask> {
        // A poisoned lock only means another thread panicked mid-insert; the map is still valid.
        let mut cache = self.masks.lock().unwrap_or_else(|e| e.into_inner());
        cache.entry(px).or_insert_with(|| Arc::new(mask::make_mask(&self.kind, px))).clone()
    }
}

impl Symbol {
    /// This symbol with a bitmap no larger than 300 dpi at `mm` along its longer side
    /// (vectors and smaller bitmaps come back as they are).
    pub fn fit_to_print(self, mm: f32) -> Symbol {
        let options = SymbolOptions { max_print_mm: Some(mm), ..SymbolOptions::default() };
        match &self.kind {
            SymbolKind::Raster(r) if r.dimensions().0.max(r.dimensions().1) > options.max_px() => {
                let Some(image) = r.image() else { return self };
                let small = raster::shrink_to(&image, options.max_px());
                let kind = SymbolKind::Raster(Arc::new(Raster::new(small, r.opaque, None)));
                Symbol::new(self.name, self.source, kind)
            }
            _ => self,
        }
    }
}

/// A file's content handed over in memory, with the name it is known by: a file name, which
/// gives a picture its format (by extension) and its name, or a path, which messages quote.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedBytes {
    /// File name or path.
    pub name: String,
    /// The file's bytes (shared: options are cloned freely).
    pub bytes: Arc<Vec<u8>>,
    /// The picture as [`prepare_picture`] loaded it, to restore instead of decoding it again
    /// (ignored unless it was made from these bytes with the same options).
    pub prepared: Option<Arc<Vec<u8>>>,
}

impl NamedBytes {
    /// Bytes with the name they are known by.
    pub fn new(name: impl Into<String>, bytes: Vec<u8>) -> NamedBytes {
        NamedBytes { name: name.into(), bytes: Arc::new(bytes), prepared: None }
    }

    /// Reads a file of at most `limit` bytes (the CLI's loading code), refusing a larger one
    /// before reading it whole. The name is the path as given.
    pub fn read(path: &Path, limit: u64) -> Result<NamedBytes> {
        use std::io::Read as _;
        let file = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
        let mut bytes = Vec::new();
        file.take(limit + 1).read_to_end(&mut bytes).map_err(|e| Error::io(path, e))?;
        if bytes.len() as u64 > limit {
            let why = format!("the file is larger than {} (the limit)", size_words(limit));
            let error = std::io::Error::new(std::io::ErrorKind::FileTooLarge, why);
            return Err(Error::io(path, error));
        }
        Ok(NamedBytes::new(path.display().to_string(), bytes))
    }
}

/// "50 MB", "64 KB": a limit in words.
fn size_words(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 => format!("{} MB", b >> 20),
        b => format!("{} KB", b >> 10),
    }
}

/// The largest words file: a thousand words fit in a few kilobytes.
pub const MAX_WORDS_BYTES: u64 = text::MAX_WORDS_BYTES;

/// Where symbols come from. Default: the bundled icons.
///
/// Sources fill the deck in this order: pictures (a folder's, then those in memory), the
/// chosen bundled icons, words. With none of them set, the bundled icons are used in order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SymbolOptions {
    /// A folder of pictures, read by the library's loader (the CLI's `--icons`).
    /// _Default:_ none.
    pub icons: Option<PathBuf>,
    /// Pictures handed over in memory (the web page), named by file name. _Default:_ none.
    pub pictures: Vec<NamedBytes>,
    /// Bundled icons chosen by name, in this order. _Default:_ none (all, when nothing else
    /// is given).
    pub builtin: Option<Vec<String>>,
    /// A words file's content (one word or phrase a line). _Default:_ none.
    pub words: Option<NamedBytes>,
    /// A pairs file's content: one symbol a line, two faces (a picture file, `icon:NAME` or
    /// a word) separated by a tab or a comma. Its symbols are the deck's. _Default:_ none.
    pub pairs: Option<NamedBytes>,
    /// The folder the pairs file's pictures are named from (the CLI's: the file's own);
    /// none: they are among `pictures`, by name (the web page). _Default:_ none.
    pub pairs_dir: Option<PathBuf>,
    /// Fonts for words (TTF/OTF), in order: later ones draw the characters earlier ones
    /// lack. _Default:_ none, the bundled font.
    pub fonts: Vec<NamedBytes>,
    /// Warn about and skip pictures that cannot be decoded. _Default:_ false.
    pub skip_unreadable: bool,
    /// Make a near-white background of bitmaps transparent. _Default:_ false.
    pub key_white: bool,
    /// Accept photos (opaque bitmaps) that look almost the same (see [`look_alikes`]);
    /// otherwise the first such pair is refused, naming both. _Default:_ false.
    pub allow_similar: bool,
    /// Colours for words. _Default:_ bright.
    pub palette: Palette,
    /// Longest side, in mm, at which a symbol can be printed; bitmaps are downsampled to
    /// 300 dpi at this size. _Default:_ none: no downsampling.
    pub max_print_mm: Option<f32>,
    /// How opaque photos are cut to a shape around their subject. _Default:_ see
    /// [`PhotoCut`].
    pub photo: PhotoCut,
}

impl SymbolOptions {
    /// Longest side in pixels for bitmaps (300 dpi at `max_print_mm`); 0 = no limit.
    pub(crate) fn max_px(&self) -> u32 {
        match self.max_print_mm {
            Some(mm) if mm.is_finite() && mm > 0.0 => (mm / 25.4 * 300.0).ceil().max(1.0) as u32,
            _ => 0,
        }
    }
}

/// Number of icons bundled in the binary (the most a deck without a folder or words can use).
pub fn builtin_count() -> usize {
    builtin::COUNT
}

/// Loads the first `needed` symbols (or an error saying how many were found).
///
/// See [`SymbolOptions`] for the order of the sources. `symbols_per_card` is only reported in
/// [`Error::TooFewSymbols`].
pub fn load_symbols(
    options: &SymbolOptions,
    symbols_per_card: usize,
    needed: usize,
) -> Result<Vec<Symbol>> {
    load_symbols_reporting(options, symbols_per_card, needed, &|_| {})
}

/// [`load_symbols`], telling `report` the name of each picture before it is read.
pub fn load_symbols_reporting(
    options: &SymbolOptions,
    symbols_per_card: usize,
    needed: usize,
    report: &(dyn Fn(&str) + Sync),
) -> Result<Vec<Symbol>> {
    if let Some(file) = &options.pairs {
        return pairs::load(file, options, symbols_per_card, needed, report);
    }
    let has_pictures = options.icons.is_some() || !options.pictures.is_empty();
    // What the deck is made of, as messages should call it.
    let what = match (has_pictures || options.builtin.is_some(), options.words.is_some()) {
        (false, true) => "words",
        (true, true) => "pictures or words",
        _ => "pictures",
    };
    let too_few = |found: usize, (source_name, plural): (Text, bool)| Error::TooFewSymbols {
        symbols_per_card,
        needed,
        found,
        source_name,
        plural,
        what,
    };
    if !has_pictures && options.builtin.is_none() && options.words.is_none() {
        if needed > builtin::COUNT {
            return Err(too_few(builtin::COUNT, (text!("source-bundled-icons"), false)));
        }
        return builtin::load(needed);
    }
    let (source_name, plural) = source_name(options);
    // Everything is checked before anything is decoded: a bad file or word is reported even
    // when there are too few symbols anyway.
    let pictures = match has_pictures {
        true => {
            Some(folder::collect(options.icons.as_deref(), &options.pictures, options, report)?)
        }
        false => None,
    };
    let chosen = options.builtin.as_deref().map(builtin::chosen).transpose()?.unwrap_or_default();
    let words = match &options.words {
        Some(words) => Some(text::read_words(words, &options.fonts, options.palette)?),
        None => None,
    };
    let picture_count = pictures.as_ref().map_or(0, |p| p.len());
    let word_count = words.as_ref().map_or(0, |w| w.len());
    let total = picture_count + chosen.len() + word_count;
    if total < needed {
        return Err(too_few(total, (source_name, plural)));
    }
    let (mut symbols, skipped) = match &pictures {
        Some(pictures) => pictures.decode(needed.min(picture_count), options, report)?,
        None => (Vec::new(), Vec::new()),
    };
    if !options.allow_similar {
        // Among the pictures the deck uses: two of them alike would be two symbols in one.
        similar::check(&symbols)?;
    }
    let icons = needed.saturating_sub(symbols.len()).min(chosen.len());
    symbols.extend(builtin::load_chosen(&chosen[..icons])?);
    if symbols.len() < needed {
        let missing = needed - symbols.len();
        // Pictures that only failed at full decoding (skipped with a warning) leave fewer.
        let found = symbols.len() + word_count;
        match &words {
            Some(words) if word_count >= missing => {
                symbols.extend(words.symbols(missing, symbols.len())?);
            }
            _ => return Err(too_few(found, (source_name, plural))),
        }
    }
    // Pictures skipped as unreadable were said already; they are not "left out".
    let total = total - skipped.len();
    if total > needed {
        // Which ones were left out, so that a parent wondering where a photo went can tell.
        let used: std::collections::BTreeSet<&str> =
            symbols.iter().map(|s| s.source.as_str()).collect();
        let mut candidates: Vec<(String, String)> = Vec::new();
        if let Some(pictures) = &pictures {
            candidates.extend(pictures.sources().into_iter().map(|s| (s.clone(), s)));
        }
        candidates.extend(chosen.iter().map(|&i| builtin::source_and_name(i)));
        if let Some(words) = &words {
            candidates.extend(words.all().map(|w| (format!("text:{w}"), w.to_string())));
        }
        let unused: Vec<String> = candidates
            .into_iter()
            .filter(|(source, _)| !used.contains(source.as_str()) && !skipped.contains(source))
            .map(|(_, name)| name)
            .collect();
        const SHOWN: usize = 10;
        let list = unused.iter().take(SHOWN).map(String::as_str).collect::<Vec<_>>().join(", ");
        let what = crate::error::symbols_of(what);
        // A warning, so that every front end says it (the page lists warnings), not only -v.
        crate::i18n::warn(match unused.len().saturating_sub(SHOWN) {
            0 => text!(
                "warning-unused",
                needed = needed,
                total = total,
                what = what,
                source = source_name,
                unused = list
            ),
            more => text!(
                "warning-unused-more",
                needed = needed,
                total = total,
                what = what,
                source = source_name,
                unused = list,
                more = more
            ),
        });
    }
    Ok(symbols)
}

/// Where the symbols were looked for, for messages: "'pics'", "'pics' and 'words.txt'
/// together", "the 12 pictures given", "the 9 chosen icons"; and whether that is plural.
fn source_name(options: &SymbolOptions) -> (Text, bool) {
    let mut parts = Vec::new();
    // A single part's number: "the 1 picture given" has, "the 12 pictures given" have.
    let mut plural = false;
    if let Some(dir) = &options.icons {
        parts.push(text!("source-file", file = dir));
    }
    let given = options.pictures.len();
    if given > 0 {
        plural |= given > 1;
        parts.push(text!("source-pictures-given", count = given));
    }
    if let Some(chosen) = options.builtin.as_ref().map(Vec::len) {
        plural |= chosen != 1;
        parts.push(text!("source-icons-chosen", count = chosen));
    }
    if let Some(words) = &options.words {
        parts.push(text!("source-file", file = &words.name));
    }
    match parts.len() {
        1 => (parts.remove(0), plural),
        _ => {
            // "'pics' and the 3 chosen icons and 'words.txt' together".
            let joined = parts
                .into_iter()
                .rev()
                .reduce(|rest, part| text!("source-and", first = part, rest = rest))
                .unwrap_or_else(|| Text::as_is(""));
            (text!("source-together", sources = joined), true)
        }
    }
}

/// Resolution of the masks the layout asks for (pixels along the ink's longer side). Pictures
/// from outside are measured at this resolution while they load, behind the guard.
pub const MASK_PX: u32 = 128;

/// Loads one picture file (SVG or bitmap) as a symbol, e.g. a card back.
///
/// Bitmaps are downsampled to `options.max_print_mm` and keyed like the deck's pictures.
pub fn load_file(path: &Path, options: &SymbolOptions) -> Result<Symbol> {
    let format = format_of(path, &foreign::head_of(path))?;
    let data = crate::guard::read_limited(path).map_err(|e| Error::io(path, e))?;
    let dir = path.parent().map(|d| if d.as_os_str().is_empty() { Path::new(".") } else { d });
    let source =
        picture::Source { path: path.to_path_buf(), format, dir: dir.map(Path::to_path_buf) };
    load_source(&source, data, options)
}

/// Loads one picture from its bytes, as the web page and fuzzing hand them over: `name`'s
/// extension says the format and the name becomes the symbol's (without the extension and a
/// numbering prefix). Such a picture may link to no file.
///
/// This is the same path every picture of a folder takes: limits, isolation, mask, checks.
pub fn load_picture(name: &str, data: Vec<u8>, options: &SymbolOptions) -> Result<Symbol> {
    let source = memory_source(name, &data)?;
    load_source(&source, data, options)
}

/// A picture handed over in memory as `name`: its format, within the size limit.
fn memory_source(name: &str, data: &[u8]) -> Result<picture::Source> {
    let path = PathBuf::from(name);
    let format = format_of(&path, data)?;
    if data.len() as u64 > crate::guard::MAX_FILE_BYTES {
        let reason = Refusal::new(RefusalKind::FileTooLarge, crate::guard::too_large_message());
        return Err(Error::BadSymbol { path, reason });
    }
    Ok(picture::Source { path, format, dir: None })
}

/// The refusal of a file whose extension is no picture format's.
fn not_a_picture() -> Refusal {
    Refusal::new(RefusalKind::NotAPicture, "not a picture (use SVG, PNG, JPEG, WebP, GIF or BMP)")
}

/// A text file's content (words, pairs, names) without its byte-order mark, or the 1-based
/// line of its first byte that is not UTF-8.
pub(crate) fn utf8_text(bytes: &[u8]) -> std::result::Result<&str, usize> {
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    std::str::from_utf8(bytes)
        .map_err(|e| 1 + bytes[..e.valid_up_to()].iter().filter(|&&b| b == b'\n').count())
}

/// Whether a file's extension is one a picture folder uses (SVG, PNG, JPEG, WebP, GIF, BMP).
pub fn is_picture_file(path: &Path) -> bool {
    format::picture_format(path).is_some()
}

/// How to read `path`, whose first bytes are `head`: by what they say if they are a HEIC or
/// AVIF picture (whose reason the loading then gives), else by its extension.
fn format_of(path: &Path, head: &[u8]) -> Result<format::Format> {
    if let Some(kind) = foreign::recognise(head) {
        return Ok(format::Format::Foreign(kind));
    }
    format::picture_format(path)
        .ok_or_else(|| Error::BadSymbol { path: path.to_path_buf(), reason: not_a_picture() })
}

fn load_source(source: &picture::Source, data: Vec<u8>, options: &SymbolOptions) -> Result<Symbol> {
    let (symbol, warnings) = picture::load(source, data, None, options)
        .map_err(|reason| Error::BadSymbol { path: source.path.clone(), reason })?;
    for warning in warnings {
        crate::i18n::warn(warning);
    }
    Ok(symbol)
}

/// The name a picture file gets on the legend and in the manifest: its file name without
/// extension and without a numeric ordering prefix (`07-cat.png` is "cat").
pub fn symbol_name(file_name: &str) -> String {
    let stem = Path::new(file_name).file_stem().map(|s| s.to_string_lossy()).unwrap_or_default();
    display_name(&stem)
}

/// The name shown for a file: its stem without a numeric ordering prefix such as `001-` or
/// `07_` (folders are sorted by name, so users number their files).
fn display_name(stem: &str) -> String {
    let digits = stem.len() - stem.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &stem[digits..];
    if digits > 0
        && let Some(name) = rest.trim_start_matches(' ').strip_prefix(['-', '_', '.'])
        && !name.trim().is_empty()
    {
        return name.trim().to_string();
    }
    stem.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_name_strips_numeric_prefixes() {
        assert_eq!(display_name("001-dog"), "dog");
        assert_eq!(display_name("07_red car"), "red car");
        assert_eq!(display_name("3 - cat"), "cat");
        assert_eq!(display_name("3 little pigs"), "3 little pigs");
        assert_eq!(display_name("2024"), "2024");
        assert_eq!(display_name("12-"), "12-");
        assert_eq!(display_name("cat-01"), "cat-01");
        assert_eq!(display_name("4x4"), "4x4");
    }

    #[test]
    fn max_px_is_300_dpi_of_max_print_mm() {
        let mut options = SymbolOptions { max_print_mm: Some(25.4), ..Default::default() };
        assert_eq!(options.max_px(), 300);
        options.max_print_mm = None;
        assert_eq!(options.max_px(), 0);
        options.max_print_mm = Some(f32::NAN);
        assert_eq!(options.max_px(), 0);
    }
}
