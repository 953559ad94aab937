//! The page's card editor: the last deck made is kept, so that a card being fixed by hand is
//! checked, laid out again and drawn by the engine, never judged by the page alone.
//!
//! Placements come and go in the manifest's form (`symbol` the manifest's id, `face` for a
//! picture–word pair), as the page reads them from the deck's manifest.

use std::cell::RefCell;

use fanodeck::layout::CardEdit;
use fanodeck::{Output, Placement, SymbolId};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{Failure, js_error, serde_bytes_out, to_js};

thread_local! {
    /// The deck `generate` made last (without its PDF).
    static LAST: RefCell<Option<Output>> = const { RefCell::new(None) };
}

/// Keeps `output` for the editor.
pub(crate) fn keep(output: Output) {
    LAST.with(|last| *last.borrow_mut() = Some(output));
}

/// Lets the last deck go before another is made: its pictures, and the bitmaps its cards were
/// drawn from, are not held beside the new deck's (the page hides the old cards meanwhile).
pub(crate) fn forget() {
    LAST.with(|last| *last.borrow_mut() = None);
}

fn with_last<T>(f: impl FnOnce(&Output) -> Result<T, Failure>) -> Result<T, Failure> {
    LAST.with(|last| match &*last.borrow() {
        Some(output) => f(output),
        None => Err(no_deck()),
    })
}

/// Asked for a card before any deck was made: said in the page's language.
fn no_deck() -> Failure {
    let said = fanodeck::text!("editor-no-deck");
    let sentence = said.to_string();
    Failure(fanodeck::Plain { detail: sentence.clone(), sentence, message: said })
}

/// The placements in the form the layout reads (each face of a pair a picture of its own).
fn pictures(output: &Output, placements: JsValue) -> Result<Vec<Placement>, Failure> {
    let mut placements: Vec<Placement> =
        serde_wasm_bindgen::from_value(placements).map_err(js_error)?;
    let pairs = output.page.pairs as u32;
    for p in &mut placements {
        p.symbol = SymbolId(p.symbol.0 + u32::from(p.face.unwrap_or(0)) * pairs);
        p.face = None;
    }
    Ok(placements)
}

/// The placements in the manifest's form.
fn manifest_form(output: &Output, placements: &[Placement]) -> Vec<Placement> {
    let pairs = output.page.pairs as u32;
    placements
        .iter()
        .map(|p| match pairs {
            0 => *p,
            n => Placement {
                symbol: SymbolId(p.symbol.0 % n),
                face: Some((p.symbol.0 / n) as u8),
                ..*p
            },
        })
        .collect()
}

/// The rules `placements` (the manifest's form) break on a card of the last deck:
/// `[{kind: "overlap", slot, other} | {kind: "margin", slot}]` by the placements' order;
/// empty when the card may be kept.
#[wasm_bindgen]
pub fn card_conflicts(placements: JsValue) -> Result<JsValue, Failure> {
    with_last(|output| {
        let placements = pictures(output, placements)?;
        to_js(&output.conflicts(&placements).map_err(js_error)?)
    })
}

/// The convex outline of each placement's ink (the manifest's form) as `[x, y]` fractions
/// of its box, (0, 0) its top left before the turn: the editor's handles.
#[wasm_bindgen]
pub fn card_inks(placements: JsValue) -> Result<JsValue, Failure> {
    with_last(|output| {
        let placements = pictures(output, placements)?;
        to_js(&output.ink_outlines(&placements).map_err(js_error)?)
    })
}

/// Cards `first` … `first + count − 1` of the last deck (those that exist) as PNG bytes at
/// `px_per_mm`: the thumbnails drawn after the PDF is shown.
#[wasm_bindgen]
pub fn card_previews(first: usize, count: usize, px_per_mm: f32) -> Result<JsValue, Failure> {
    with_last(|output| {
        let pngs =
            output.card_pngs_of(first..first.saturating_add(count), px_per_mm).map_err(js_error)?;
        to_js(&pngs.into_iter().map(serde_bytes_out::Bytes).collect::<Vec<_>>())
    })
}

/// Card `index` of the last deck drawn with `placements` (the manifest's form) as PNG bytes
/// at `px_per_mm`.
#[wasm_bindgen]
pub fn edited_card_png(
    index: usize,
    placements: JsValue,
    px_per_mm: f32,
) -> Result<Vec<u8>, Failure> {
    with_last(|output| {
        let placements = pictures(output, placements)?;
        output.edited_card_png(index, &placements, px_per_mm).map_err(js_error)
    })
}

#[derive(Serialize)]
struct Relaid {
    /// The card's placements, the manifest's form.
    placements: Vec<Placement>,
    /// The card as PNG bytes.
    png: serde_bytes_out::Bytes,
}

/// Card `edit.card` of the last deck laid out again with `edit` (`{card, reroll, pins}`, as
/// in the request's `edits.cards`): `{placements, png}`, as the whole deck made with that
/// edit gives the card. A pin that breaks the rules is refused in a sentence.
#[wasm_bindgen]
pub fn relayout_card(edit: JsValue, px_per_mm: f32) -> Result<JsValue, Failure> {
    let edit: CardEdit = serde_wasm_bindgen::from_value(edit).map_err(js_error)?;
    with_last(|output| {
        let card = output.relayout_card(&edit).map_err(js_error)?;
        let png =
            output.edited_card_png(edit.card, &card.placements, px_per_mm).map_err(js_error)?;
        to_js(&Relaid {
            placements: manifest_form(output, &card.placements),
            png: serde_bytes_out::Bytes(png),
        })
    })
}
