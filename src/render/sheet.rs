//! Sheet geometry: paper, grid, card diameter and where each card goes.
//!
//! Everything here is in millimetres from the page's top-left corner, y down, the way a
//! person measures a printed sheet; the PDF writer converts to points once per page.

use crate::error::{Error, Result};
use crate::geom::{CardOutline, CardShape};
pub use crate::print::{Orientation, Paper, Rgb};
use crate::render::print_shop::PrintShopOptions;
use crate::render::registration::{self, Registration};

mod kinds;
use crate::symbols::{Fonts, Symbol};
pub use kinds::{CardsPerSheet, Duplex, Guides};

/// How sheets look. The defaults equal the builtin template `a4-6`
/// (see [`PageOptions::from_template`]).
#[derive(Debug, Clone)]
pub struct PageOptions {
    /// _Default:_ A4.
    pub paper: Paper,
    /// _Default:_ 6.
    pub per_sheet: CardsPerSheet,
    /// The cards' shape. _Default:_ round.
    pub shape: CardShape,
    /// Card width across (a round card's diameter); _Default:_ the largest that fits.
    pub diameter_mm: Option<f32>,
    /// Smallest distance from the sheet edge to a cut line, mm; printers cannot print right
    /// to the edge. _Default:_ 6.
    pub margin_mm: f32,
    /// Smallest cutting gap between two neighbouring round or hexagonal cards, mm (square
    /// and rounded cards sit edge to edge). _Default:_ 4.
    pub gap_mm: f32,
    /// _Default:_ a cut line.
    pub guides: Guides,
    /// Line width of the guides, mm. _Default:_ 0.2.
    pub guide_width_mm: f32,
    /// Colour of the guides. _Default:_ `#808080`.
    pub guide_color: Rgb,
    /// Colour of the card face; printed only when it is not white or `bleed_mm` > 0.
    /// _Default:_ `#ffffff`.
    pub background_color: Rgb,
    /// How far the card background runs past the cut line, mm, so that a slightly-off cut
    /// shows no white rim. _Default:_ 0.
    pub bleed_mm: f32,
    /// A picture for the card backs: after each sheet of fronts comes a sheet of backs,
    /// placed for the duplex flip. _Default:_ none.
    pub back: Option<Symbol>,
    /// How the printer turns the sheet for the backs. _Default:_ long edge.
    pub duplex: Duplex,
    /// Shift of the backs, mm, as seen from the front (x right, y down), to correct a duplex
    /// printer's offset. _Default:_ (0, 0).
    pub back_offset_mm: (f32, f32),
    /// Add sheets listing every symbol with its name. _Default:_ false.
    pub legend: bool,
    /// Add a sheet saying how to play, in `language`. _Default:_ false.
    pub rules: bool,
    /// Add a sheet with a tuck box for the deck. _Default:_ none.
    pub tuck_box: Option<crate::render::TuckBox>,
    /// The language of the words the sheets print (the legend's title, the duplex test's
    /// steps); cards print none of their own. _Default:_ English.
    pub language: crate::Language,
    /// Symbols with two faces (picture–word pairs): the first `pairs` pictures' second faces
    /// are the next `pairs`; the legend lists each symbol's two faces one after the other.
    /// _Default:_ 0.
    pub pairs: usize,
    /// Fonts the legend's names are drawn with: the words' own, then the bundled one.
    /// _Default:_ the bundled font.
    pub fonts: Fonts,
    /// Compress content streams (turn off to read the PDF as text). _Default:_ true.
    pub compress: bool,
    /// PDF/A-2b, for archives, dated this day (PDF/A requires the day it was made).
    /// _Default:_ none (a plain PDF, which records no date).
    pub pdf_a: Option<crate::print::Day>,
    /// The print shop's files: their resolution, bleed and back pages. _Default:_ 300 dpi,
    /// 3 mm bleed, a back after each front.
    pub print_shop: PrintShopOptions,
    /// A cutting machine's registration marks on every sheet of fronts, cards kept clear of
    /// them. _Default:_ none.
    pub registration: Registration,
}

impl Default for PageOptions {
    fn default() -> Self {
        PageOptions {
            paper: Paper::A4,
            per_sheet: CardsPerSheet::Six,
            shape: CardShape::Round,
            diameter_mm: None,
            margin_mm: 6.0,
            gap_mm: 4.0,
            guides: Guides::Circle,
            guide_width_mm: 0.2,
            guide_color: Rgb(0x80, 0x80, 0x80),
            background_color: Rgb::WHITE,
            bleed_mm: 0.0,
            back: None,
            duplex: Duplex::Long,
            back_offset_mm: (0.0, 0.0),
            legend: false,
            rules: false,
            tuck_box: None,
            language: crate::Language::En,
            pairs: 0,
            fonts: Fonts::bundled(),
            compress: true,
            pdf_a: None,
            print_shop: PrintShopOptions::default(),
            registration: Registration::None,
        }
    }
}

/// Resolved sheet geometry: page size, card shape and size, and where each card goes.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    /// Page width, mm.
    pub width_mm: f32,
    /// Page height, mm.
    pub height_mm: f32,
    /// Card width across (a round card's diameter), mm.
    pub diameter_mm: f32,
    /// The cards' cut line.
    pub outline: CardOutline,
    /// Card centres on a page, from the top-left corner, y down, mm; row by row.
    pub slots: Vec<(f32, f32)>,
    /// Columns of the grid (backs mirror the column).
    pub columns: usize,
    /// Rows of the grid.
    pub rows: usize,
    /// Whether each sheet of fronts is followed by a sheet of backs (never with fold-over
    /// backs, which share the fronts' page).
    pub backs: bool,
    /// How backs are placed.
    pub duplex: Duplex,
    /// Shift of the backs as seen from the front, mm.
    pub back_offset_mm: (f32, f32),
    /// The registration marks on each sheet of fronts.
    pub registration: Registration,
}

impl Sheet {
    /// Resolves the geometry, or says why it does not fit.
    pub fn new(options: &PageOptions) -> Result<Sheet> {
        let (width_mm, height_mm) = options.paper.size_mm(Orientation::Landscape);
        let (cols, rows) = options.per_sheet.grid();
        for (name, value) in [
            ("margin", options.margin_mm),
            ("gap", options.gap_mm),
            ("bleed", options.bleed_mm),
            ("guide width", options.guide_width_mm),
        ] {
            if !value.is_finite() || value < 0.0 {
                let reason =
                    crate::i18n::text!("sheet-setting", name = crate::error::option_name(name));
                return Err(Error::invalid("sheet setting", value, reason));
            }
        }
        let shape = options.shape;
        // Square cards share their cut lines; elsewhere neighbouring bleeds must not
        // overlap, so the gap is at least two bleeds.
        let gap = if shape.tiles() { 0.0 } else { options.gap_mm.max(2.0 * options.bleed_mm) };
        // Edge-to-edge cards keep room for the cut marks between their bleed and the
        // sheet's margin, where the printer reaches.
        // Registration marks keep what prints (cut marks, bleed) out of the band outside them.
        let border = options.registration.border_mm();
        let margin = if shape.tiles() {
            options.margin_mm.max(border) + options.bleed_mm + MARK_CLEAR + MARK_LENGTH
        } else {
            options.margin_mm.max(border + options.bleed_mm)
        };
        let fold = options.duplex == Duplex::Fold;
        if fold && options.registration != Registration::None {
            let reason = crate::i18n::text!("registration-fold");
            return Err(Error::invalid("registration", options.registration.name(), reason));
        }
        let arrangement = Arrangement::best(
            shape,
            (width_mm - 2.0 * margin, height_mm - 2.0 * margin),
            (cols, rows),
            gap,
            // Backs mirror their fronts about the fold, so the rows cannot be shifted.
            !fold,
        );
        if arrangement.max_mm <= 0.0 {
            return Err(no_room(options, gap, cols, rows));
        }
        let page = (width_mm, height_mm);
        let max_mm = clear_of_marks(options, &arrangement, page, gap)?;
        let (dx, dy) = options.back_offset_mm;
        if !(dx.is_finite() && dy.is_finite()) {
            let reason = crate::i18n::text!("back-offset-numbers");
            return Err(Error::invalid("back offset", format!("{dx},{dy}"), reason));
        }
        let diameter_mm = match options.diameter_mm {
            None => max_mm,
            Some(d) if d.is_finite() && d > 0.0 && d <= max_mm + 1e-3 => d,
            Some(d) if !(d.is_finite() && d > 0.0) => {
                let reason = crate::i18n::text!("must-be-positive-mm");
                return Err(Error::invalid("diameter", d, reason));
            }
            Some(d) => {
                return Err(Error::DiameterTooLarge {
                    shape: shape.name(),
                    diameter_mm: d,
                    max_mm,
                    per_sheet: cols * rows,
                    paper: format!("{:?}", options.paper),
                    beside: match options.registration {
                        Registration::None => "",
                        Registration::Silhouette | Registration::SilhouetteFour => {
                            " beside Silhouette's registration marks"
                        }
                    },
                });
            }
        };
        let outline = shape.outline(diameter_mm)?;
        let mut slots = arrangement.slots(&outline, (width_mm, height_mm), gap);
        let mut rows = rows;
        if fold {
            // The top row holds the fronts; the bottom row is their backs. The folded sheet,
            // which is cut, is the one row.
            slots.truncate(cols);
            rows = 1;
        }
        let backs = options.back.is_some() && !fold;
        Ok(Sheet {
            width_mm,
            height_mm,
            diameter_mm,
            outline,
            slots,
            columns: cols,
            rows,
            backs,
            duplex: options.duplex,
            back_offset_mm: options.back_offset_mm,
            registration: options.registration,
        })
    }

    /// The cards' cut line: where the layout, print files and the card PDF take the card's
    /// shape from.
    pub fn card_outline(&self) -> CardOutline {
        self.outline
    }

    /// Whether the cards sit edge to edge, sharing their straight cut lines.
    pub fn tiles(&self) -> bool {
        self.outline.shape().tiles()
    }

    /// Straight cuts that cut every card of edge-to-edge sheets, stacked: each line of the
    /// grid once. None for cards cut one by one (round and hexagonal).
    pub fn straight_cuts(&self) -> Option<usize> {
        self.tiles().then(|| (self.columns + 1) + (self.rows + 1))
    }

    /// How the sheets are cut, in words, for cards that sit edge to edge: "6 cards a sheet,
    /// edge to edge; 7 straight cuts through the stacked sheets" (the CLI's summary and the
    /// web page's say the same).
    pub fn cutting(&self) -> Option<crate::i18n::Text> {
        self.straight_cuts()
            .map(|cuts| crate::i18n::text!("sheet-cutting", cards = self.per_sheet(), cuts = cuts))
    }

    /// The straight cut lines of an edge-to-edge sheet, page mm: x of each vertical line and
    /// y of each horizontal one, with the block's extent (left, top, right, bottom).
    pub fn cut_lines(&self) -> Option<(Vec<f32>, Vec<f32>, [f32; 4])> {
        if !self.tiles() || self.slots.is_empty() {
            return None;
        }
        let h = self.diameter_mm / 2.0;
        let (x0, y0) = (self.slots[0].0 - h, self.slots[0].1 - h);
        let xs: Vec<f32> = (0..=self.columns).map(|c| x0 + c as f32 * self.diameter_mm).collect();
        let ys: Vec<f32> = (0..=self.rows).map(|r| y0 + r as f32 * self.diameter_mm).collect();
        let block = [xs[0], ys[0], xs[self.columns], ys[self.rows]];
        Some((xs, ys, block))
    }

    /// Short marks in the sheet margin on the extension of every straight cut line of an
    /// edge-to-edge sheet, clear of the `bleed`, so that the stacked sheets are cut along
    /// them on a trimmer; empty for other sheets.
    pub fn margin_marks(&self, bleed: f32) -> Vec<[(f32, f32); 2]> {
        let Some((xs, ys, [left, top, right, bottom])) = self.cut_lines() else {
            return Vec::new();
        };
        // From just past the bleed towards the paper's edge, never past it.
        let (clear, length) = (bleed.max(0.0) + MARK_CLEAR, MARK_LENGTH);
        let before = |edge: f32| (edge - clear, (edge - clear - length).max(0.0));
        let after = |edge: f32, end: f32| (edge + clear, (edge + clear + length).min(end));
        let mut marks = Vec::new();
        for &x in &xs {
            let ((a, b), (c, d)) = (before(top), after(bottom, self.height_mm));
            marks.push([(x, a), (x, b)]);
            // Below a fold-over sheet's fronts are their backs, not a margin.
            if !self.folds() {
                marks.push([(x, c), (x, d)]);
            }
        }
        for &y in &ys {
            let ((a, b), (c, d)) = (before(left), after(right, self.width_mm));
            marks.extend([[(a, y), (b, y)], [(c, y), (d, y)]]);
        }
        marks
    }

    /// The face of the card centred at `centre` among cards centred at `centres`, with its
    /// bleed, as (left, top, right, bottom) mm from its centre, for cards that sit edge to
    /// edge: a bleed runs only past the sides no neighbour shares, so that one card's
    /// colour or back never covers its neighbour's.
    pub fn tile_face(&self, centres: &[(f32, f32)], centre: (f32, f32), bleed: f32) -> [f32; 4] {
        let s = self.diameter_mm;
        let next = |dx: f32, dy: f32| {
            let at = (centre.0 + dx * s, centre.1 + dy * s);
            centres.iter().any(|c| (c.0 - at.0).abs() < 0.01 * s && (c.1 - at.1).abs() < 0.01 * s)
        };
        let side = |dx: f32, dy: f32| s / 2.0 + if next(dx, dy) { 0.0 } else { bleed };
        [side(-1.0, 0.0), side(0.0, -1.0), side(1.0, 0.0), side(0.0, 1.0)]
    }

    /// Cards on one sheet.
    pub fn per_sheet(&self) -> usize {
        self.slots.len()
    }

    /// The 1-based PDF page that shows the front of card `index` (back sheets count).
    pub fn card_page(&self, index: usize) -> usize {
        let sheet = index / self.per_sheet();
        if self.backs { 2 * sheet + 1 } else { sheet + 1 }
    }

    /// Centre of card `index` on its page, mm from the top-left corner, y down.
    pub fn card_center(&self, index: usize) -> (f32, f32) {
        self.slots[index % self.per_sheet()]
    }

    /// Pages taken by `cards` cards (fronts and backs, no legend).
    pub fn card_pages(&self, cards: usize) -> usize {
        let sheets = cards.div_ceil(self.per_sheet());
        if self.backs { 2 * sheets } else { sheets }
    }

    /// Where the back of a card whose front is at `front` (page mm, y down) is drawn on the
    /// back page, so that it lands behind the front once the printer has turned the sheet:
    /// mirrored top to bottom for a long-edge flip, left to right for a short-edge one. The
    /// offset is given as seen from the front, so it is mirrored the same way.
    pub fn back_point(&self, (x, y): (f32, f32)) -> (f32, f32) {
        let (dx, dy) = self.back_offset_mm;
        match self.duplex {
            Duplex::Long | Duplex::Fold => (x + dx, self.height_mm - y - dy),
            Duplex::Short => (self.width_mm - x - dx, y + dy),
        }
    }

    /// The 1-based page and the centre of card `index`'s back, if the deck has backs.
    pub fn card_back(&self, index: usize) -> Option<(usize, (f32, f32))> {
        let page = self.card_page(index) + usize::from(self.backs);
        (self.backs || self.folds()).then(|| (page, self.back_point(self.card_center(index))))
    }

    /// Where the faces of a sheet's first `count` cards are: their fronts, and on a fold-over
    /// sheet their backs too (neighbours for [`Sheet::tile_face`]).
    pub fn faces(&self, count: usize) -> Vec<(f32, f32)> {
        let fronts = &self.slots[..count.min(self.slots.len())];
        let backs = fronts.iter().filter(|_| self.folds()).map(|&c| self.back_point(c));
        fronts.iter().copied().chain(backs).collect()
    }

    /// The net of `tuck_box` for `cards` of these cards on this sheet's `paper`, beside its
    /// registration marks: the box page and its cut files draw the same one. A folded card
    /// is two sheets of card thick.
    pub fn box_net(
        &self,
        tuck_box: &crate::render::TuckBox,
        paper: Paper,
        cards: usize,
    ) -> Result<crate::render::tuck_box::Net> {
        let page = (paper, (self.width_mm, self.height_mm));
        let layers = if self.folds() { 2 } else { 1 };
        tuck_box.net(self.outline, page, self.registration, cards, layers)
    }

    /// Whether the backs lie beside the fronts, to fold over ([`Duplex::Fold`]).
    pub fn folds(&self) -> bool {
        self.duplex == Duplex::Fold
    }

    /// The fold line of a fold-over sheet, mm from the top: the sheet's middle, which every
    /// back mirrors its front about.
    pub fn fold_y(&self) -> Option<f32> {
        self.folds().then_some(self.height_mm / 2.0)
    }
}

/// Room between an edge-to-edge block's bleed and its cut marks, mm.
const MARK_CLEAR: f32 = 1.0;
/// Length of those marks, mm: they end at the sheet's margin, which the printer reaches.
const MARK_LENGTH: f32 = 4.0;

/// How cards sit on a sheet: in a grid, or for hexagons in nested rows, each shifted by half
/// a card against the row above so that their points fit between its cards.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Arrangement {
    columns: usize,
    rows: usize,
    nested: bool,
    /// The largest card (width across) that fits, mm.
    max_mm: f32,
}

impl Arrangement {
    /// The arrangement of `cols` × `rows` cards of `shape` with `gap` mm between them that
    /// takes the largest cards within `room` (width, height) mm.
    fn best(
        shape: CardShape,
        room: (f32, f32),
        (cols, rows): (usize, usize),
        gap: f32,
        may_nest: bool,
    ) -> Arrangement {
        let grid = |n: usize, len: f32| (len - (n - 1) as f32 * gap) / n as f32;
        let tall = shape.height_per_width();
        let plain = Arrangement {
            columns: cols,
            rows,
            nested: false,
            max_mm: grid(cols, room.0).min(grid(rows, room.1) / tall),
        };
        if shape != CardShape::Hexagon || rows < 2 || !may_nest {
            return plain;
        }
        // Nested rows: centres one card plus a gap apart in a row, rows that times cos 30°.
        let cos30 = 1.0 / tall;
        let wide = (room.0 - (cols as f32 - 0.5) * gap) / (cols as f32 + 0.5);
        let below = (rows - 1) as f32;
        let high = (room.1 - below * gap * cos30) / (below * cos30 + tall);
        let nested = Arrangement { nested: true, max_mm: wide.min(high), ..plain };
        if nested.max_mm > plain.max_mm { nested } else { plain }
    }

    /// Card centres, row by row, centred on a page of `page` (width, height) mm.
    fn slots(&self, outline: &CardOutline, page: (f32, f32), gap: f32) -> Vec<(f32, f32)> {
        let (w, h) = outline.bounds_mm();
        let pitch_x = w + gap;
        let (pitch_y, shift) =
            if self.nested { (pitch_x * w / h, pitch_x / 2.0) } else { (h + gap, 0.0) };
        // Neighbours sit exactly one gap apart and the grid is centred on the sheet, so a
        // smaller card leaves wider outer margins, not wider cutting gaps.
        let (cols, rows) = (self.columns, self.rows);
        let spread_x = (cols - 1) as f32 * pitch_x + if rows > 1 { shift } else { 0.0 };
        let x0 = (page.0 - spread_x) / 2.0;
        let y0 = (page.1 - (rows - 1) as f32 * pitch_y) / 2.0;
        (0..rows)
            .flat_map(|r| {
                let x = x0 + if r % 2 == 1 { shift } else { 0.0 };
                (0..cols).map(move |c| (x + c as f32 * pitch_x, y0 + r as f32 * pitch_y))
            })
            .collect()
    }
}

/// The largest card size up to the arrangement's that keeps every card's print (its bleed,
/// on edge-to-edge sheets its cut marks too) out of the registration marks' zones.
fn clear_of_marks(
    options: &PageOptions,
    arrangement: &Arrangement,
    page: (f32, f32),
    gap: f32,
) -> Result<f32> {
    let zones = options.registration.zones(page);
    if zones.is_empty() {
        return Ok(arrangement.max_mm);
    }
    let fits = |size: f32| {
        let Ok(outline) = options.shape.outline(size) else { return false };
        let slots = arrangement.slots(&outline, page, gap);
        let print = if options.shape.tiles() {
            let grow = options.bleed_mm + MARK_CLEAR + MARK_LENGTH;
            CardOutline::Square { side_mm: size + 2.0 * grow }
        } else {
            outline.grown(options.bleed_mm)
        };
        registration::clear_of(&zones, &print, &slots)
    };
    let max_mm = registration::largest_fitting(arrangement.max_mm, fits);
    if max_mm <= 0.0 {
        let (cols, rows) = options.per_sheet.grid();
        return Err(Error::invalid(
            "registration",
            options.registration.name(),
            crate::i18n::text!(
                "registration-no-room",
                columns = cols,
                rows = rows,
                paper = format!("{:?}", options.paper)
            ),
        ));
    }
    Ok(max_mm)
}

/// The error for a sheet with no room for cards, naming the setting at fault: the margin if
/// it alone fills the sheet, else the bleed if it widened the gap, else the gap.
fn no_room(options: &PageOptions, gap: f32, cols: usize, rows: usize) -> Error {
    let (width_mm, height_mm) = options.paper.size_mm(Orientation::Landscape);
    let margin = options.margin_mm;
    let a_margin = crate::error::a_length_mm(margin);
    let paper = format!("{:?}", options.paper);
    let fit_without_gap = (width_mm - 2.0 * margin).min(height_mm - 2.0 * margin);
    let (name, value, reason) = if fit_without_gap <= 0.0 {
        ("margin", margin, crate::i18n::text!("margin-no-room", paper = paper))
    } else if gap > options.gap_mm {
        let reason = crate::i18n::text!(
            "bleed-no-room",
            gap = gap,
            columns = cols,
            rows = rows,
            paper = paper,
            margin = a_margin
        );
        ("bleed", options.bleed_mm, reason)
    } else {
        let reason = crate::i18n::text!(
            "gap-no-room",
            columns = cols,
            rows = rows,
            paper = paper,
            margin = a_margin
        );
        ("gap", gap, reason)
    };
    Error::invalid(name, format!("{value} mm"), reason)
}

#[cfg(test)]
mod tests;
