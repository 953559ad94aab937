//! The JSON manifest: everything needed to re-draw or check the deck without the PDF.
//!
//! The sheet's lengths are rounded to 0.01 mm so the JSON reads well; the placements are
//! written to the last digit of their numbers (the same bits on every target), so that
//! `render --layout` of a manifest draws the deck it came from, byte for byte.
//! `fanodeck verify` reads the card lists back.

use crate::geom::CardOutline;
use crate::layout::{CardEdit, CardLayout, Edits, Pin, Placement};
use crate::plane::Deck;
use crate::render::Sheet;
use crate::symbols::Symbol;

/// Everything needed to re-draw the deck.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Manifest {
    /// Seed the deck was made with.
    pub seed: u64,
    /// Order of the plane.
    pub order: u32,
    /// Page size.
    pub paper: PaperSize,
    /// Every symbol, in id order.
    pub symbols: Vec<ManifestSymbol>,
    /// Every card, in deck order.
    pub cards: Vec<ManifestCard>,
    /// A fold-over sheet's fold (`--backs fold`): absent for other sheets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fold: Option<Fold>,
}

/// Which half of a fold-over sheet is which: the fronts above the fold line, their backs
/// below it, each back at its card's `back_center_mm`, the front mirrored about the line.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Fold {
    /// The fold line's distance from the sheet's top edge, mm.
    pub line_y_mm: f32,
    /// The half that holds the fronts: `top`.
    pub fronts: String,
    /// The half that holds the backs: `bottom`.
    pub backs: String,
}

/// Page size in the manifest.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PaperSize {
    /// Page width, mm.
    pub width_mm: f32,
    /// Page height, mm.
    pub height_mm: f32,
}

/// One symbol in the manifest.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ManifestSymbol {
    /// The id cards refer to.
    pub id: u32,
    /// Human name.
    pub name: String,
    /// Where the picture came from (path, `builtin:FILE` or `text:WORD`).
    pub source: String,
    /// The colours a word comes in (`#rrggbb`); a placement's `tint` indexes them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colors: Vec<String>,
    /// A two-faced symbol's faces (picture–word pairs), each as a symbol: a placement's
    /// `face` says which one a card shows, and its `tint` indexes that face's `colors`. A
    /// face's `id` is its picture's (symbol `i`'s faces are `i` and `n + i`), not a symbol's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub faces: Vec<ManifestSymbol>,
    /// A photo cut to a shape (`--photo-shape`): the shape and the window kept, as fractions
    /// of the photo's width and height after its EXIF turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crop: Option<crate::symbols::Crop>,
}

impl ManifestSymbol {
    fn of(id: usize, symbol: &Symbol) -> ManifestSymbol {
        ManifestSymbol {
            id: id as u32,
            name: symbol.name.clone(),
            source: symbol.source.clone(),
            colors: symbol.tints.iter().map(|(colour, _)| colour.clone()).collect(),
            faces: Vec::new(),
            crop: symbol.crop,
        }
    }
}

/// One card in the manifest.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ManifestCard {
    /// 0-based position in the deck.
    pub index: usize,
    /// 1-based PDF page of the card's front (back sheets count).
    pub page: usize,
    /// Centre on the page, mm from the top-left corner, y down.
    pub center_mm: [f32; 2],
    /// The card's shape: `round`, `square`, `rounded` or `hexagon`.
    pub shape: String,
    /// The card's width across (a round card's diameter), mm.
    pub size_mm: f32,
    /// Cut diameter of a round card, mm.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diameter_mm: Option<f32>,
    /// The cut line as a closed polygon (the first point not repeated), mm from the card's
    /// centre in the axes of the symbols' `x_mm` and `y_mm`, within 0.1 mm of the outline.
    #[serde(default)]
    pub outline_mm: Vec<[f32; 2]>,
    /// 1-based PDF page of the card's back, when the deck has backs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back_page: Option<usize>,
    /// Centre of the back on its page, mm from the top-left corner as printed, y down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back_center_mm: Option<[f32; 2]>,
    /// Where each symbol is drawn, relative to the card centre.
    pub symbols: Vec<Placement>,
}

/// How far the manifest's outline polygon may stray inside the true cut line, mm.
const OUTLINE_TOLERANCE_MM: f32 = 0.08;

/// Rounds to 0.01 and turns -0 into 0, so equal layouts give equal text.
fn round(v: f32) -> f32 {
    let r = (v * 100.0).round() / 100.0;
    if r == 0.0 { 0.0 } else { r }
}

impl Manifest {
    /// Collects the manifest of a rendered deck.
    pub fn new(
        seed: u64,
        deck: &Deck,
        symbols: &[Symbol],
        cards: &[CardLayout],
        sheet: &Sheet,
    ) -> Manifest {
        let symbols = symbols.iter().enumerate().map(|(i, s)| ManifestSymbol::of(i, s)).collect();
        let outline = sheet.outline;
        let round_card = matches!(outline, CardOutline::Round { .. });
        // Rounding to 0.01 mm moves a point at most 0.007 mm more: within 0.1 mm in all.
        let polygon: Vec<[f32; 2]> = outline
            .polygon(OUTLINE_TOLERANCE_MM)
            .into_iter()
            .map(|(x, y)| [round(x), round(y)])
            .collect();
        let cards = cards
            .iter()
            .enumerate()
            .map(|(index, card)| {
                let (x, y) = sheet.card_center(index);
                let back = sheet.card_back(index);
                ManifestCard {
                    index,
                    page: sheet.card_page(index),
                    center_mm: [round(x), round(y)],
                    shape: outline.shape().name().to_string(),
                    size_mm: round(outline.size_mm()),
                    diameter_mm: round_card.then(|| round(sheet.diameter_mm)),
                    outline_mm: polygon.clone(),
                    back_page: back.map(|(page, _)| page),
                    back_center_mm: back.map(|(_, (x, y))| [round(x), round(y)]),
                    symbols: card
                        .placements
                        .iter()
                        // To the last digit, so that `render --layout` draws the same PDF.
                        .map(|p| Placement { face: None, ..*p })
                        .collect(),
                }
            })
            .collect();
        Manifest {
            seed,
            order: deck.order,
            paper: PaperSize { width_mm: round(sheet.width_mm), height_mm: round(sheet.height_mm) },
            symbols,
            cards,
            fold: sheet.fold_y().map(|y| Fold {
                line_y_mm: round(y),
                fronts: "top".into(),
                backs: "bottom".into(),
            }),
        }
    }
}

/// The largest layout file read, bytes: a manifest of the largest deck is a few megabytes.
pub const MAX_LAYOUT_BYTES: usize = 64 << 20;

impl Manifest {
    /// The manifest in `bytes` (a layout file named `name`, perhaps edited by hand) as edits
    /// that pin every symbol of every card where it says, checked as the editor checks them.
    pub fn edits_of_layout(name: &str, bytes: &[u8]) -> crate::Result<Edits> {
        let bad = |reason: crate::i18n::Text| crate::Error::Edit {
            file: Some(name.to_string()),
            card: None,
            reason,
        };
        if bytes.len() > MAX_LAYOUT_BYTES {
            return Err(bad(crate::i18n::text!(
                "layout-too-large",
                megabytes = MAX_LAYOUT_BYTES >> 20
            )));
        }
        let text =
            std::str::from_utf8(bytes).map_err(|_| bad(crate::i18n::text!("layout-not-text")))?;
        let manifest: Manifest = serde_json::from_str(text).map_err(|e| {
            bad(crate::i18n::text!(
                "layout-not-json",
                reason = crate::i18n::Text::as_is(e.to_string())
            ))
        })?;
        let cards = manifest
            .cards
            .iter()
            .map(|card| CardEdit {
                card: card.index,
                reroll: 0,
                pins: card.symbols.iter().map(|p| Pin::of(p, p.symbol.0)).collect(),
            })
            .collect();
        Ok(Edits { cards, weights: Vec::new(), layout_file: Some(name.to_string()) })
    }

    /// For a deck of two-faced `symbols` whose manifest was made from their faces as
    /// pictures (symbol `i`'s faces are pictures `i` and `n + i`): the symbols with their
    /// faces, and each placement by its symbol and the face shown.
    pub(crate) fn fold_faces(&mut self, symbols: &[Symbol]) {
        let n = symbols.len();
        let faces = std::mem::take(&mut self.symbols);
        self.symbols = symbols
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut symbol = ManifestSymbol::of(i, s);
                symbol.faces = [i, n + i].iter().filter_map(|&f| faces.get(f).cloned()).collect();
                symbol
            })
            .collect();
        for placement in self.cards.iter_mut().flat_map(|c| c.symbols.iter_mut()) {
            let picture = placement.symbol.0 as usize;
            placement.symbol.0 = (picture % n) as u32;
            placement.face = Some((picture / n) as u8);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::SymbolId;
    use crate::render::PageOptions;

    #[test]
    fn rounds_the_sheet_keeps_placements_and_numbers_pages() {
        let sheet = Sheet::new(&PageOptions::default()).unwrap();
        let deck = Deck { order: 2, symbols_per_card: 3, symbol_count: 7, cards: vec![] };
        let p = Placement {
            symbol: SymbolId(3),
            x_mm: 1.23456,
            y_mm: -0.001,
            width_mm: 10.0,
            height_mm: 5.555,
            rotation_deg: 359.999,
            tint: None,
            face: None,
        };
        let cards = vec![CardLayout { placements: vec![p] }; 7];
        let m = Manifest::new(9, &deck, &[], &cards, &sheet);
        // Placements to the last digit, read back to the same bits.
        let q = m.cards[6].symbols[0];
        assert_eq!(q, p);
        assert_eq!(m.cards[5].page, 1);
        assert_eq!(m.cards[6].page, 2);
        let json = serde_json::to_string(&m).unwrap();
        assert!(json.contains("\"x_mm\":1.23456,"), "{json}");
        assert_eq!(serde_json::from_str::<Manifest>(&json).unwrap(), m);
    }
}
