//! The whole pipeline in one call: deck, symbols, layout, PDF ([`generate`]), and the deck as
//! printed before its layout ([`printed_deck`]).

use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::geom::CardOutline;
use crate::i18n::Text;
use crate::i18n::text;
use crate::layout::{self, CardLayout, LayoutOptions, Placement};
use crate::plane::{self, Deck, DeckOptions};
use crate::render::manifest::Manifest;
use crate::render::{self, PageOptions, Sheet};
use crate::symbols::{self, Symbol, SymbolOptions};

/// Everything `generate` needs; each stage's options are separate. Seeds in `deck` and `layout`
/// are normally the same value.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Which deck.
    pub deck: DeckOptions,
    /// Which pictures.
    pub symbols: SymbolOptions,
    /// How cards are laid out.
    pub layout: LayoutOptions,
    /// How sheets look.
    pub page: PageOptions,
}

/// A finished deck: the PDF bytes plus everything it was made from.
#[derive(Debug, Clone)]
pub struct Output {
    /// The PDF file's bytes.
    pub pdf: Vec<u8>,
    /// The manifest (serialise it for `--manifest`).
    pub manifest: Manifest,
    /// The abstract deck.
    pub deck: Deck,
    /// The pictures the cards draw, by the ids of the cards' placements: the symbols in id
    /// order, or for picture–word pairs each face as a picture of its own (symbol `i`'s faces
    /// are pictures `i` and `n + i`, while `deck` and the manifest count symbols).
    pub symbols: Vec<Symbol>,
    /// Each card's placements, in deck order.
    pub cards: Vec<CardLayout>,
    /// The sheet geometry used.
    pub sheet: Sheet,
    /// The page options the PDF was drawn with (previews draw the same background, bleed
    /// and guides).
    pub page: PageOptions,
    /// The layout's rules the cards were packed by (a card fixed by hand keeps them).
    pub layout: LayoutOptions,
    /// Each picture's ink, by the cards' placements' ids.
    pub masks: Vec<std::sync::Arc<crate::geom::Mask>>,
    /// The packer's outlines of the pictures the deck shows, kept from its layout for the
    /// cards fixed by hand.
    pub outlines: layout::Outlines,
    /// The bitmap pictures as previews draw them, kept for the thumbnails and the editor.
    pub bitmaps: render::png::Bitmaps,
}

impl Output {
    /// How many of the deck's symbols are the user's pictures, bundled icons and words.
    pub fn makeup(&self) -> Makeup {
        let pairs = self.manifest.symbols.iter().filter(|s| !s.faces.is_empty()).count();
        Makeup { pairs, ..Makeup::of(&self.symbols) }
    }

    /// Whether every one of the maker's own pictures in the deck is a photo, two or more of
    /// them (see [`symbols::is_photo`]; icons and words beside them aside): they are offered a
    /// cut shape, as the web page offers it for the pictures chosen.
    pub fn all_photos(&self) -> bool {
        let own = || self.symbols.iter().filter(|s| Makeup::own(s));
        own().count() >= 2 && own().all(symbols::is_photo)
    }

    /// Card `index` (0-based) as PNG bytes at `px_per_mm`, as it prints: same placements,
    /// background, bleed and guides as the PDF.
    pub fn card_png(&self, index: usize, px_per_mm: f32) -> Result<Vec<u8>> {
        let card = self.cards.get(index).ok_or_else(|| {
            let reason = match self.cards.len() {
                0 => text!("deck-no-cards"),
                n => text!("card-index-range", cards = n, last = n - 1),
            };
            Error::invalid("card index", index, reason)
        })?;
        self.previews().card_png(card, px_per_mm)
    }

    /// Previews of this deck's cards, from its kept bitmaps.
    fn previews(&self) -> render::png::Previews<'_> {
        render::png::Previews::kept(&self.symbols, self.sheet.outline, &self.page, &self.bitmaps)
    }

    /// Every card as PNG bytes, in deck order: [`Output::card_png`] for each card, with each
    /// bitmap symbol prepared once for all its cards. Cards are drawn in parallel.
    pub fn card_pngs(&self, px_per_mm: f32) -> Result<Vec<Vec<u8>>> {
        self.card_pngs_of(0..self.cards.len(), px_per_mm)
    }

    /// [`Output::card_pngs`] for the cards in `range` (those the deck has): the web page's
    /// thumbnails drawn a screenful at a time.
    pub fn card_pngs_of(
        &self,
        range: std::ops::Range<usize>,
        px_per_mm: f32,
    ) -> Result<Vec<Vec<u8>>> {
        let end = range.end.min(self.cards.len());
        let cards = &self.cards[range.start.min(end)..end];
        let previews = self.previews();
        cards.par_iter().map(|card| previews.card_png(card, px_per_mm)).collect()
    }

    /// The rules `placements` break on a card of this deck (see [`layout::conflicts`]), by
    /// their order; the placements name their pictures as [`Output::cards`]' do. A front end
    /// asks this while the maker moves a symbol, before it keeps the move.
    pub fn conflicts(&self, placements: &[Placement]) -> Result<Vec<layout::Conflict>> {
        layout::conflicts(placements, &self.masks, &self.outlines, self.sheet.outline, &self.layout)
    }

    /// Card `edit.card` laid out again with `edit` (its re-roll and pins, symbols by the
    /// manifest's ids) in place of its own edit, the rest of the deck as it is: what
    /// [`generate`] gives that card once the edit is in the request, tinted alike.
    pub fn relayout_card(&self, edit: &layout::CardEdit) -> Result<CardLayout> {
        let index = edit.card;
        let Some(card) = self.cards.get(index) else {
            let reason = text!("deck-has-cards", cards = self.cards.len());
            return Err(Error::invalid("card index", index, reason));
        };
        // The deck as the layout saw it: each card by the pictures it shows.
        let mut shown = self.deck.clone();
        shown.symbol_count = self.masks.len();
        for (c, laid) in shown.cards.iter_mut().zip(&self.cards) {
            c.symbols = laid.placements.iter().map(|p| p.symbol).collect();
        }
        let mut edit = edit.clone();
        if self.page.pairs > 0 {
            let n = self.page.pairs as u32;
            for pin in &mut edit.pins {
                if let Some(p) = card.placements.iter().find(|p| p.symbol.0 % n == pin.symbol) {
                    pin.symbol = p.symbol.0;
                }
            }
        }
        let mut options = self.layout.clone();
        options.edits.cards.retain(|e| e.card != index);
        options.edits.cards.push(edit);
        options.edits.layout_file = None;
        let (masks, outline) = (&self.masks, self.sheet.outline);
        let mut laid =
            layout::layout_one_card(&shown, masks, &self.outlines, outline, &options, index)?;
        let tints: Vec<usize> = self.symbols.iter().map(|s| s.tints.len()).collect();
        layout::tint_card(index, &mut laid, &tints, self.layout.seed);
        Ok(laid)
    }

    /// The convex outline of the ink each of `placements` draws, as fractions of its picture's
    /// box ((0, 0) its top left, before the turn): what the editor's handles outline.
    pub fn ink_outlines(&self, placements: &[Placement]) -> Result<Vec<Vec<[f32; 2]>>> {
        placements
            .iter()
            .map(|p| match self.masks.get(p.symbol.0 as usize) {
                Some(mask) => Ok(layout::ink_outline(mask)),
                None => {
                    let reason = text!("deck-has-pictures", pictures = self.masks.len());
                    Err(Error::invalid("symbol", p.symbol.0, reason))
                }
            })
            .collect()
    }

    /// Card `index` drawn with other `placements` (a card being fixed by hand), as PNG bytes
    /// at `px_per_mm`, as [`Output::card_png`] draws the card itself but for photos and other
    /// bitmaps resampled bilinearly ([`render::png::Previews::quick`]): it is drawn at every step.
    pub fn edited_card_png(
        &self,
        index: usize,
        placements: &[Placement],
        px_per_mm: f32,
    ) -> Result<Vec<u8>> {
        let mut card = CardLayout { placements: placements.to_vec() };
        let tints: Vec<usize> = self.symbols.iter().map(|s| s.tints.len()).collect();
        layout::tint_card(index, &mut card, &tints, self.layout.seed);
        self.previews().quick().card_png(&card, px_per_mm)
    }

    /// The cards' cut line.
    pub fn card_outline(&self) -> CardOutline {
        self.sheet.card_outline()
    }

    /// The files a print shop takes, as (file name, bytes): `front-001.png` …, with a back
    /// `back-001.png` …, then `cards.csv`; at the resolution and bleed of
    /// `page.print_shop` (see [`render::print_files`]).
    pub fn print_files(&self) -> Result<Vec<(String, Vec<u8>)>> {
        let outline = self.card_outline();
        render::print_files::print_files(&self.symbols, &self.cards, &outline, &self.page)
    }

    /// The cut files of a cutting machine, as (file name, bytes): `sheet-01.svg` and
    /// `sheet-01.dxf` for each sheet of cards, the cut lines where the PDF prints its guides
    /// (see [`render::cut_files`]).
    pub fn cut_files(&self) -> Result<Vec<(String, Vec<u8>)>> {
        let mut files = render::cut_files::cut_files(&self.sheet, self.cards.len())?;
        if let Some(tuck_box) = &self.page.tuck_box {
            let net = self.sheet.box_net(tuck_box, self.page.paper, self.cards.len())?;
            files.extend(render::cut_files::box_files(&net));
        }
        Ok(files)
    }

    /// [`Output::cut_files`] as one ZIP, `sheet-01.svg`, `sheet-01.dxf`, … (the web page's
    /// download).
    pub fn cut_files_zip(&self) -> Result<Vec<u8>> {
        render::print_files::zip_files(&self.cut_files()?)
    }

    /// [`Output::print_files`] as one ZIP (the web page's download).
    pub fn print_files_zip(&self) -> Result<Vec<u8>> {
        render::print_files::zip_files(&self.print_files()?)
    }

    /// The card PDF: one card a page with its bleed, `/TrimBox` the card (see
    /// [`render::card_pdf`]).
    pub fn card_pdf(&self) -> Result<Vec<u8>> {
        let outline = self.card_outline();
        render::card_pdf::write_card_pdf(&self.symbols, &self.cards, &outline, &self.page)
    }
}

/// Where a deck's symbols came from, so that a deck mixing the user's own pictures with
/// bundled icons says so instead of passing one for the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Makeup {
    /// The user's own pictures (a folder, or files handed over).
    pub pictures: usize,
    /// Bundled icons.
    pub icons: usize,
    /// Words.
    pub words: usize,
    /// Symbols with two faces (picture–word pairs), whose faces the counts above count.
    pub pairs: usize,
}

impl Makeup {
    /// Counts `symbols` by their source (`builtin:…` icons, `text:…` words, the rest files).
    pub fn of(symbols: &[Symbol]) -> Makeup {
        let mut makeup = Makeup::default();
        for symbol in symbols {
            match symbol.source.split_once(':') {
                Some(("builtin", _)) => makeup.icons += 1,
                Some(("text", _)) => makeup.words += 1,
                _ => makeup.pictures += 1,
            }
        }
        makeup
    }

    /// Whether `symbol` is one of the user's own pictures, as [`Makeup::of`] counts it.
    fn own(symbol: &Symbol) -> bool {
        !matches!(symbol.source.split_once(':'), Some(("builtin" | "text", _)))
    }

    /// "20 of your pictures and 37 bundled icons" when bundled icons stand beside the user's
    /// own pictures or words; `None` for a deck of one kind.
    pub fn mixed(&self) -> Option<Text> {
        // A pairs deck shows each symbol as both of its faces, as asked: nothing stands in.
        if self.pairs > 0 || self.icons == 0 || self.pictures + self.words == 0 {
            return None;
        }
        let mut parts = Vec::new();
        if self.pictures > 0 {
            parts.push(text!("makeup-your-pictures", count = self.pictures));
        }
        if self.words > 0 {
            parts.push(text!("makeup-words", count = self.words));
        }
        parts.push(text!("makeup-bundled-icons", count = self.icons));
        Some(text!("makeup-mixed", parts = Text::and_list(parts)))
    }
}

/// The steps of [`generate`] that take long enough to report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Reading and decoding pictures.
    Symbols,
    /// Placing symbols on cards.
    Layout,
    /// Writing the PDF.
    Pdf,
}

impl std::fmt::Display for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Stage::Symbols => "loading symbols",
            Stage::Layout => "laying out",
            Stage::Pdf => "writing PDF",
        })
    }
}

/// Receives progress reports from [`generate_with_progress`] (e.g. to draw a bar). Reports
/// may come from several threads at once.
pub trait Progress: Sync {
    /// A stage begins with `total` steps.
    fn start(&self, stage: Stage, total: u64) {
        let _ = (stage, total);
    }
    /// `done` more steps of the current stage are finished.
    fn advance(&self, done: u64) {
        let _ = done;
    }
    /// A picture (or the back) is about to be read, by the name it was given. Where a crash
    /// cannot be caught (WebAssembly has no unwinding), the last name reported is the file
    /// that stopped the engine.
    fn loading(&self, name: &str) {
        let _ = name;
    }
    /// Card `index` is laid out, before the rest of the deck (in any order, from any thread):
    /// `draw(px_per_mm)` gives it as PNG bytes, as [`Output::card_png`] will, for a front end
    /// that shows the first cards at once.
    fn card_ready(&self, index: usize, draw: &dyn Fn(f32) -> Result<Vec<u8>>) {
        let _ = (index, draw);
    }
}

/// Progress reports that go nowhere.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoProgress;

impl Progress for NoProgress {}

/// Runs the whole pipeline: deck, symbols, layout, PDF.
pub fn generate(options: &Options) -> Result<Output> {
    generate_with_progress(options, &NoProgress)
}

/// The deck as [`generate`] prints it, before the layout: the plane's cards with the
/// pictures handed to its symbols by their ink ([`layout::balance_ink`]), the pictures as
/// loaded for the print, and for picture–word pairs the face each card shows.
/// `fanodeck cards` lists these, so a list pasted into a document matches the printed deck.
pub fn printed_deck(options: &Options) -> Result<PrintedDeck> {
    let Prepared { deck, symbols, faces, .. } = prepare(options, &NoProgress)?;
    Ok(PrintedDeck { deck, symbols, faces })
}

/// See [`printed_deck`].
#[derive(Debug, Clone)]
pub struct PrintedDeck {
    /// The cards, by symbol ids.
    pub deck: Deck,
    /// The symbols, in id order.
    pub symbols: Vec<Symbol>,
    /// For a deck of two-faced symbols, the face (0 or 1) each card shows of each of its
    /// symbols, in the card's order ([`plane::split_faces`]).
    pub faces: Option<Vec<Vec<u8>>>,
}

impl PrintedDeck {
    /// The name of what card `card` shows in its slot `slot`: the face's for a pair.
    pub fn shown_name(&self, card: usize, slot: usize) -> &str {
        let symbol = &self.symbols[self.deck.cards[card].symbols[slot].0 as usize];
        match &self.faces {
            Some(faces) => &symbol.face(faces[card][slot]).name,
            None => &symbol.name,
        }
    }
}

/// What the layout starts from: see [`printed_deck`].
struct Prepared {
    deck: Deck,
    sheet: Sheet,
    symbols: Vec<Symbol>,
    masks: Vec<std::sync::Arc<crate::geom::Mask>>,
    faces: Option<Vec<Vec<u8>>>,
}

fn prepare(options: &Options, progress: &dyn Progress) -> Result<Prepared> {
    let deck = plane::build_deck(&options.deck)?;
    let sheet = Sheet::new(&options.page)?;
    progress.start(Stage::Symbols, deck.symbol_count as u64);
    let symbol_options = picture_options(options, &sheet);
    let report = |name: &str| progress.loading(name);
    let symbols = symbols::load_symbols_reporting(
        &symbol_options,
        deck.symbols_per_card,
        deck.symbol_count,
        &report,
    )?;
    if !options.symbols.photo.focus.is_empty() {
        let files: Vec<String> = symbols
            .iter()
            .flat_map(|s| s.faces.as_deref().map_or(std::slice::from_ref(s), |f| f.as_slice()))
            .map(Symbol::file_name)
            .collect();
        options.symbols.photo.check_names(&files)?;
    }
    let masks: Vec<_> = symbols.par_iter().map(|s| s.mask(layout::MASK_PX)).collect();
    // Which picture stands for which symbol of the plane: no card left with only thin ones.
    let deck = layout::balance_ink(&deck, &masks, options.deck.seed);
    let faces = symbols.iter().any(|s| s.faces.is_some()).then(|| plane::split_faces(&deck));
    Ok(Prepared { deck, sheet, symbols, masks, faces })
}

/// A deck of two-faced symbols as the layout and the sheets see it: each face a picture of
/// its own (symbol `i`'s first face is picture `i`, its second picture `n + i`), and the
/// cards by the pictures they show. Their masks come along.
fn by_faces(
    deck: &Deck,
    symbols: &[Symbol],
    faces: &[Vec<u8>],
) -> (Deck, Vec<Symbol>, Vec<std::sync::Arc<crate::geom::Mask>>) {
    let n = symbols.len();
    let pictures: Vec<Symbol> =
        [0, 1].iter().flat_map(|&f| symbols.iter().map(move |s| s.face(f).clone())).collect();
    let mut shown = deck.clone();
    shown.symbol_count = 2 * n;
    for (card, card_faces) in shown.cards.iter_mut().zip(faces) {
        for (id, &face) in card.symbols.iter_mut().zip(card_faces) {
            id.0 += (usize::from(face) * n) as u32;
        }
    }
    let masks = pictures.par_iter().map(|s| s.mask(layout::MASK_PX)).collect();
    (shown, pictures, masks)
}

/// Checks that the layout file `file` (its edits) pins every symbol of every card of `deck`
/// and nothing else: else it is the layout of another deck, and says how it differs.
fn replays(file: &str, edits: &layout::Edits, deck: &Deck, symbols: &[Symbol]) -> Result<()> {
    let other = |card: Option<usize>, what: Text| Error::Edit {
        file: Some(file.to_string()),
        card,
        reason: text!("layout-of-another-deck", what = what),
    };
    if edits.cards.len() != deck.cards.len() {
        let what = text!("layout-cards", cards = edits.cards.len(), deck = deck.cards.len());
        return Err(other(None, what));
    }
    let name =
        |id: u32| symbols.get(id as usize).map_or(format!("symbol {id}"), |s| s.name.clone());
    for (index, card) in deck.cards.iter().enumerate() {
        let Some(edit) = edits.card(index) else {
            return Err(other(Some(index + 1), text!("layout-no-such-card")));
        };
        let mut wanted: Vec<u32> = card.symbols.iter().map(|s| s.0).collect();
        let mut given: Vec<u32> = edit.pins.iter().map(|p| p.symbol).collect();
        wanted.sort_unstable();
        given.sort_unstable();
        if wanted != given {
            let list = |ids: &[u32]| ids.iter().map(|&i| name(i)).collect::<Vec<_>>().join(", ");
            let what = text!("layout-card-differs", given = list(&given), wanted = list(&wanted));
            return Err(other(Some(index + 1), what));
        }
    }
    Ok(())
}

/// The maker's edits of a deck of `n` two-faced symbols, by the pictures the layout sees:
/// a pin names the face its card shows, a weight both faces.
fn by_face_edits(edits: &layout::Edits, deck: &Deck, faces: &[Vec<u8>], n: usize) -> layout::Edits {
    let mut edits = edits.clone();
    for edit in &mut edits.cards {
        let (Some(card), Some(shown)) = (deck.cards.get(edit.card), faces.get(edit.card)) else {
            continue;
        };
        for pin in &mut edit.pins {
            if let Some(slot) = card.symbols.iter().position(|s| s.0 == pin.symbol) {
                pin.symbol += u32::from(shown[slot]) * n as u32;
            }
        }
    }
    let second: Vec<layout::Weight> = edits
        .weights
        .iter()
        .map(|w| layout::Weight { symbol: w.symbol + n as u32, ..*w })
        .filter(|w| (w.symbol as usize) < 2 * n)
        .collect();
    edits.weights.extend(second);
    edits
}

/// The options the deck's pictures are loaded with: `options.symbols` at the print size its
/// cards give. The web page checks each picture with them, so that the deck can reuse it.
pub fn symbol_options(options: &Options) -> Result<SymbolOptions> {
    Ok(picture_options(options, &Sheet::new(&options.page)?))
}

fn picture_options(options: &Options, sheet: &Sheet) -> SymbolOptions {
    let mut symbol_options = options.symbols.clone();
    // The largest symbol on a card is well under the card's diameter.
    symbol_options.max_print_mm.get_or_insert(sheet.diameter_mm * layout::MAX_SYMBOL_SHARE);
    symbol_options
}

/// [`generate`], reporting progress as it goes.
pub fn generate_with_progress(options: &Options, progress: &dyn Progress) -> Result<Output> {
    let Prepared { deck, sheet, symbols, masks, faces } = prepare(options, progress)?;
    // Pairs: the layout and the sheets see each face as a picture of its own.
    let (shown, pictures, masks) = match &faces {
        Some(faces) => by_faces(&deck, &symbols, faces),
        None => (deck.clone(), symbols.clone(), masks),
    };
    let mut page = options.page.clone();
    page.pairs = faces.as_ref().map_or(0, |_| symbols.len());
    // The back covers the card and its bleed: no more pixels than 300 dpi there (a phone photo
    // as a back would otherwise be stored whole, behind every sheet).
    let (wide, high) = sheet.outline.bounds_mm();
    page.back = page.back.map(|back| back.fit_to_print(wide.max(high) + 2.0 * page.bleed_mm));
    let mut layout_options = options.layout.clone();
    // Words, and photos cut around their subject (people and things with an up, whose round
    // outline gains little by turning), stay near upright unless a rotation is asked for.
    let upright = |s: &Symbol| s.is_word() || s.crop.is_some();
    if let Some(words) = layout_options.word_rotation
        && layout_options.symbol_rotation.is_empty()
        && pictures.iter().any(upright)
    {
        let free = layout_options.rotation;
        layout_options.symbol_rotation =
            pictures.iter().map(|s| if upright(s) { words } else { free }).collect();
    }
    layout_options.names = pictures.iter().map(|s| s.name.clone()).collect();
    if let Some(file) = &options.layout.edits.layout_file {
        replays(file, &options.layout.edits, &deck, &symbols)?;
    }
    if let Some(faces) = &faces {
        layout_options.edits = by_face_edits(&options.layout.edits, &deck, faces, symbols.len());
    }
    progress.advance(deck.symbol_count as u64);
    progress.start(Stage::Layout, deck.cards.len() as u64);
    let tints: Vec<usize> = pictures.iter().map(|s| s.tints.len()).collect();
    let bitmaps = render::png::Bitmaps::new(pictures.len());
    let previews = render::png::Previews::kept(&pictures, sheet.outline, &page, &bitmaps);
    let card_done = |index: usize, card: &CardLayout| {
        progress.advance(1);
        progress.card_ready(index, &|px_per_mm| {
            let mut card = card.clone();
            layout::tint_card(index, &mut card, &tints, options.layout.seed);
            previews.card_png(&card, px_per_mm)
        });
    };
    let outlines = layout::Outlines::of(&shown, &masks);
    let mut cards = layout::layout_deck_with_progress(
        &shown,
        &masks,
        &outlines,
        sheet.outline,
        &layout_options,
        &card_done,
    )
    .map_err(|e| match (e, &options.layout.edits.layout_file) {
        (Error::Edit { card, reason, .. }, Some(file)) => {
            Error::Edit { file: Some(file.clone()), card, reason }
        }
        (e, _) => e,
    })?;
    if tints.iter().any(|&t| t > 0) {
        layout::tint_words(&mut cards, &tints, options.layout.seed);
    }
    progress.start(Stage::Pdf, 1);
    let pdf = render::pdf::write_pdf(&pictures, &cards, &sheet, &page)?;
    progress.advance(1);
    let mut manifest = Manifest::new(options.deck.seed, &deck, &pictures, &cards, &sheet);
    if faces.is_some() {
        manifest.fold_faces(&symbols);
    }
    Ok(Output {
        pdf,
        manifest,
        deck,
        symbols: pictures,
        cards,
        sheet,
        page,
        layout: layout_options,
        masks,
        outlines,
        bitmaps,
    })
}
