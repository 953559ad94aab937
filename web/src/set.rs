//! The SET tab's entry points: the deck's PDF with the CLI's options, and the count of SETs
//! among typed or clicked cards. Both call the library, as `fanodeck set` does.

use fanodeck::games::set::print::{self, parse_card_list};
use fanodeck::games::set::{self, SetRequest, count};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{Failure, js_error};

#[derive(Serialize)]
struct SetOut {
    #[serde(with = "crate::serde_bytes_out")]
    pdf: Vec<u8>,
    manifest: String,
    cards: usize,
    pages: usize,
}

/// The SET deck: a [`SetRequest`] (`{paper, cardSize, palette, attributes, cards, back}` as
/// `fanodeck set` takes them; `{}` is the 81 cards on A4). Resolves to `{pdf, manifest, cards, pages}`; the PDF is the
/// CLI's, byte for byte.
#[wasm_bindgen]
pub fn set_deck(request: JsValue) -> Result<JsValue, Failure> {
    let request: SetRequest = if request.is_undefined() || request.is_null() {
        SetRequest::default()
    } else {
        serde_wasm_bindgen::from_value(request).map_err(invalid_options)?
    };
    let options = request.to_options().map_err(js_error)?;
    let deck = print::set_deck(&options).map_err(js_error)?;
    let manifest = serde_json::to_string_pretty(&deck.manifest(options.paper)).map_err(js_error)?;
    let out = SetOut { cards: deck.cards.len(), pages: deck.pages, pdf: deck.pdf, manifest };
    crate::to_js(&out)
}

/// Options the page sent that are not the SET deck's: the sentence for people as the catalogues'
/// `set-invalid-options`, serde's reason in it.
fn invalid_options(e: serde_wasm_bindgen::Error) -> Failure {
    let message = fanodeck::text!("set-invalid-options", reason = e.to_string());
    let sentence = message.to_string();
    Failure(fanodeck::Plain { detail: sentence.clone(), sentence, message })
}

/// The SET tab's defaults: the [`SetRequest`] that `{}` means, so that the form shows the
/// engine's values.
#[wasm_bindgen]
pub fn set_defaults() -> Result<JsValue, Failure> {
    crate::to_js(&SetRequest::default())
}

#[derive(Serialize)]
struct Counted {
    cards: usize,
    sets: u64,
    list: Vec<[String; 3]>,
    #[serde(rename = "setsMod7")]
    sets_mod_7: u8,
}

/// The SETs among `codes` (separated by spaces, commas or new lines), as `fanodeck set count
/// --list` finds them: `{cards, sets, list: [[code, code, code], …], setsMod7}`; an error
/// names a bad or repeated code.
#[wasm_bindgen]
pub fn set_count(codes: &str) -> Result<JsValue, Failure> {
    let cards = parse_card_list(codes).map_err(js_error)?;
    let list = count::list(&cards).iter().map(|s| s.map(|c| c.to_string())).collect();
    let out = Counted {
        cards: cards.len(),
        sets: count::fourier(&cards),
        list,
        sets_mod_7: count::mod7(&cards).sets_mod_7,
    };
    crate::to_js(&out)
}

/// The names of a card's attributes (`["diamond", "solid", "green", "two"]`), for the
/// clickable cards' labels.
#[wasm_bindgen]
pub fn set_card_names(code: &str) -> Result<Vec<String>, Failure> {
    let code: set::Code = code.parse().map_err(js_error)?;
    Ok(code.names().into_iter().map(str::to_string).collect())
}
