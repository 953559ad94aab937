//! Stage 0: symbols from the bundled icons, a folder, or a words file.
//!
//! SKELETON: the symbols helper replaces the bodies; keep the public signatures.

mod mask;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use crate::error::Result;
use crate::geom::Mask;

/// A decoded bitmap symbol.
#[derive(Debug, Clone)]
pub struct Raster {
    /// Pixels, already downsampled to what printing needs; straight (not premultiplied) alpha.
    pub image: image::RgbaImage,
    /// True when every pixel is opaque (then the PDF needs no soft mask).
    pub opaque: bool,
    /// The original JPEG bytes, when the picture is an unchanged JPEG small enough to embed as is.
    pub jpeg: Option<Arc<Vec<u8>>>,
}

/// How a symbol is drawn.
#[derive(Debug, Clone)]
pub enum SymbolKind {
    /// Vector artwork (SVG files, and words turned into outlines): stays vector in the PDF.
    Vector(Arc<usvg::Tree>),
    /// A bitmap (PNG, JPEG, WebP, GIF, BMP).
    Raster(Arc<Raster>),
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
    /// Masks made so far, by resolution; shared by clones.
    masks: Arc<Mutex<HashMap<u32, Arc<Mask>>>>,
}

impl Symbol {
    /// A symbol from its parts.
    pub fn new(name: impl Into<String>, source: impl Into<String>, kind: SymbolKind) -> Symbol {
        Symbol { name: name.into(), source: source.into(), kind, masks: Arc::default() }
    }

    /// Natural size of the whole picture (SVG user units or pixels; only the ratio matters).
    pub fn size(&self) -> (f32, f32) {
        match &self.kind {
            SymbolKind::Vector(tree) => (tree.size().width(), tree.size().height()),
            SymbolKind::Raster(raster) => {
                (raster.image.width() as f32, raster.image.height() as f32)
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

/// Where symbols come from. Default: the bundled icons.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SymbolOptions {
    /// A folder of pictures instead of the bundled icons. _Default:_ none.
    pub icons: Option<PathBuf>,
    /// A words file (one word or phrase a line). _Default:_ none.
    pub words: Option<PathBuf>,
    /// Font for words. _Default:_ the bundled font.
    pub font: Option<PathBuf>,
    /// Warn about and skip pictures that cannot be decoded. _Default:_ false.
    pub skip_unreadable: bool,
    /// Make a near-white background of bitmaps transparent. _Default:_ false.
    pub key_white: bool,
    /// Longest side, in mm, at which a symbol can be printed; bitmaps are downsampled to
    /// 300 dpi at this size. _Default:_ 0 = no downsampling.
    pub max_print_mm: f32,
}

/// Loads the first `needed` symbols (or an error saying how many were found).
pub fn load_symbols(
    options: &SymbolOptions,
    symbols_per_card: usize,
    needed: usize,
) -> Result<Vec<Symbol>> {
    let _ = (options, symbols_per_card, needed);
    todo!()
}

/// Loads one picture file (SVG or bitmap) as a symbol, e.g. a card back.
pub fn load_file(path: &std::path::Path, options: &SymbolOptions) -> Result<Symbol> {
    let _ = (path, options);
    todo!()
}

/// The bundled font (OFL), used for words and the legend.
pub fn bundled_font() -> &'static [u8] {
    todo!()
}

/// Turns a line of text into vector outlines drawn with `font` (TTF/OTF bytes), so the PDF
/// needs no font and the ink is exactly what the layout packs.
pub fn text_symbol(text: &str, font: &[u8]) -> Result<Symbol> {
    let _ = (text, font);
    todo!()
}
