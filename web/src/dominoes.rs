//! The name-dominoes tab's entry point: the board filled and its poster, as `fanodeck
//! dominoes -o poster.pdf --manifest board.json` makes them, from the same library calls.

use fanodeck::games::dominoes::{self, BoardManifest, DominoesRequest, poster};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{Failure, js_error};

#[derive(Serialize)]
struct DominoesOut {
    #[serde(with = "crate::serde_bytes_out")]
    pdf: Vec<u8>,
    /// The manifest's JSON, as `--manifest` writes it.
    manifest: String,
    /// The board as `--text` prints it.
    text: String,
    /// Tiles placed, and tiles in all.
    placed: usize,
    tiles: usize,
}

/// A board from a [`DominoesRequest`] (`{list, names, synonyms, size, restarts, variable,
/// seed, paper}` as `fanodeck dominoes` takes them): `{pdf, manifest, text, placed, tiles}`;
/// the PDF and the manifest are the CLI's, byte for byte.
#[wasm_bindgen]
pub fn dominoes(request: JsValue) -> Result<JsValue, Failure> {
    let request: DominoesRequest =
        serde_wasm_bindgen::from_value(request).map_err(invalid_options)?;
    let job = request.to_job().map_err(js_error)?;
    let solution = dominoes::solve(&job.puzzle, &job.options).map_err(js_error)?;
    let board = &solution.board;
    let out = DominoesOut {
        pdf: poster::poster_pdf(board, &job.puzzle, &job.poster).map_err(js_error)?,
        manifest: BoardManifest::new(board, &job.puzzle).to_json(),
        text: board.text(&job.puzzle),
        placed: board.placed().len(),
        tiles: job.puzzle.len(),
    };
    crate::to_js(&out)
}

/// Options the page sent that are not the board's: the sentence for people as the catalogues'
/// `dominoes-invalid-options`, serde's reason in it.
fn invalid_options(e: serde_wasm_bindgen::Error) -> Failure {
    let message = fanodeck::text!("dominoes-invalid-options", reason = e.to_string());
    let sentence = message.to_string();
    Failure(fanodeck::Plain { detail: sentence.clone(), sentence, message })
}

/// The tab's defaults: the [`DominoesRequest`] that `{}` means (board size, restarts, seed,
/// paper), so that the form shows the engine's values.
#[wasm_bindgen]
pub fn dominoes_defaults() -> Result<JsValue, Failure> {
    crate::to_js(&DominoesRequest::default())
}

#[derive(Serialize)]
struct List {
    names: String,
    synonyms: String,
}

/// A built-in names list's text and its synonyms' (`xkcd`), for the form to show and edit.
#[wasm_bindgen]
pub fn dominoes_list(name: &str) -> Result<JsValue, Failure> {
    let text = |list, kind| {
        fanodeck::assets::find(list, kind, name)
            .map(|file| String::from_utf8_lossy(&file.bytes).into_owned())
            .map_err(js_error)
    };
    let list = List {
        names: text(dominoes::NAMES, "names")?,
        synonyms: text(dominoes::SYNONYMS, "synonyms")?,
    };
    crate::to_js(&list)
}
