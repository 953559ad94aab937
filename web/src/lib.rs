//! fanodeck in the browser: the library's entry points for the web page's worker.
//!
//! The page sends a [`fanodeck::Request`] (the CLI's options, camelCase, pictures as
//! `{name, bytes}`) and gets back the PDF, the manifest and PNG previews. Everything runs in
//! a Web Worker; nothing leaves the computer.
//!
//! WebAssembly has no unwinding: a panic stops the whole instance, so the library's guard
//! cannot catch it here. Instead, every picture's name is reported (through the `progress`
//! callback) before it is read, and the panic message goes to `self.fanodeckPanic`, so the
//! page can name the file, start a fresh worker and, if asked, try again without it.

mod dominoes;
mod editor;
mod photos;
mod set;

use std::cell::RefCell;

use fanodeck::{Progress, Request, Stage};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `self.fanodeckPanic(message)`, defined by the worker before it loads the engine.
    #[wasm_bindgen(js_namespace = self, js_name = fanodeckPanic)]
    fn report_panic(message: &str);
}

thread_local! {
    /// Warnings logged during the current call (the library reports them through `log`).
    /// Each is a [`fanodeck::Text`] as JSON (`{id, args}`), for the page to say in its language.
    static WARNINGS: RefCell<Vec<serde_json::Value>> = const { RefCell::new(Vec::new()) };
}

/// Collects the library's warnings for the page (info lines are dropped: the page shows its
/// own summary).
struct Collect;

impl log::Log for Collect {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::Level::Warn
    }

    fn log(&self, record: &log::Record) {
        if self.enabled(record.metadata()) {
            // The library's warnings carry their Text (fanodeck::i18n::warn); another
            // crate's are said as they are.
            let text = record
                .key_values()
                .get(log::kv::Key::from("text"))
                .and_then(|value| serde_json::to_value(value).ok())
                .unwrap_or_else(|| as_is(&record.args().to_string()));
            WARNINGS.with(|w| w.borrow_mut().push(text));
        }
    }

    fn flush(&self) {}
}

/// Words from outside the library's catalogues, as a Text the page says as they are.
pub(crate) fn as_is(words: &str) -> serde_json::Value {
    json_of(&fanodeck::Text::as_is(words))
}

/// A [`fanodeck::Text`] as the page gets it: `{id, args}`.
pub(crate) fn json_of(text: &fanodeck::Text) -> serde_json::Value {
    serde_json::to_value(text).unwrap_or_else(|_| serde_json::json!({ "id": "untranslated" }))
}

/// Sets up the panic report and the warning collector; the worker calls it once.
#[wasm_bindgen(start)]
pub fn start() {
    // The message alone: the page shows it beside a file, where a source path means nothing.
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a decoder failed".to_string());
        report_panic(&message);
    }));
    if log::set_logger(&Collect).is_ok() {
        log::set_max_level(log::LevelFilter::Warn);
    }
}

/// The engine's version and commit, as `fanodeck --version` prints it.
#[wasm_bindgen]
pub fn version() -> String {
    fanodeck::VERSION.to_string()
}

thread_local! {
    /// The progress callback of the current [`generate`] call. A JavaScript function cannot
    /// cross threads, and the library's progress must be `Sync`; a worker has one thread, so
    /// the callback waits here and [`JsProgress`] holds nothing.
    static CALLBACK: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// The cards [`generate`] shows as soon as each is laid out (the first sheet's): the page
/// sees them before the PDF is written, and the result reuses them.
#[derive(Default)]
struct Early {
    /// How many of the first cards.
    wanted: usize,
    /// At what resolution.
    px_per_mm: f32,
    /// Their PNGs, once drawn.
    drawn: Vec<Option<Vec<u8>>>,
}

thread_local! {
    static EARLY: RefCell<Early> = RefCell::new(Early::default());
}

/// Forwards the library's progress to the JavaScript function `(kind, a, b)`: `("stage",
/// name, total)`, `("advance", done, 0)`, `("loading", fileName, 0)` and `("card", index,
/// png)` for each of the first cards as soon as it is laid out.
struct JsProgress;

impl JsProgress {
    fn send(kind: &str, a: JsValue, b: JsValue) {
        CALLBACK.with(|callback| {
            if let Some(f) = callback.borrow().as_ref() {
                // The page's callback failing must not stop the deck.
                let _ = f.call3(&JsValue::NULL, &kind.into(), &a, &b);
            }
        });
    }
}

impl Progress for JsProgress {
    fn start(&self, stage: Stage, total: u64) {
        JsProgress::send("stage", stage.to_string().into(), (total as f64).into());
    }

    fn advance(&self, done: u64) {
        JsProgress::send("advance", (done as f64).into(), 0.into());
    }

    fn loading(&self, name: &str) {
        JsProgress::send("loading", name.into(), 0.into());
    }

    fn card_ready(&self, index: usize, draw: &dyn Fn(f32) -> fanodeck::Result<Vec<u8>>) {
        let (wanted, px_per_mm) =
            EARLY.with(|early| (early.borrow().wanted, early.borrow().px_per_mm));
        if index >= wanted {
            return;
        }
        // A card that fails to draw now fails again, with its error, when the previews are made.
        if let Ok(png) = draw(px_per_mm) {
            let bytes = js_sys::Uint8Array::from(png.as_slice());
            JsProgress::send("card", (index as f64).into(), bytes.into());
            EARLY.with(|early| early.borrow_mut().drawn[index] = Some(png));
        }
    }
}

/// What [`generate`] returns to JavaScript.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Generated {
    #[serde(with = "serde_bytes_out")]
    pdf: Vec<u8>,
    /// The manifest as JSON text (the page parses it; the download keeps it as is).
    manifest: String,
    warnings: Vec<serde_json::Value>,
    /// PNG previews of the first cards.
    previews: Vec<serde_bytes_out::Bytes>,
    cards: usize,
    symbols_per_card: usize,
    pages: usize,
    /// How many symbols are the user's pictures, bundled icons and words.
    makeup: fanodeck::Makeup,
    /// The makeup in words when bundled icons stand beside the user's own symbols, as the
    /// catalogues' `{id, args}`.
    mixed: Option<fanodeck::Text>,
    /// How to cut sheets of cards that sit edge to edge, in words (square cards), as the
    /// catalogues' `{id, args}`.
    cutting: Option<fanodeck::Text>,
}

/// Byte vectors as `Uint8Array`s rather than arrays of numbers.
pub(crate) mod serde_bytes_out {
    use serde::Serializer;

    /// One byte buffer, serialised as bytes.
    pub struct Bytes(pub Vec<u8>);

    impl serde::Serialize for Bytes {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_bytes(&self.0)
        }
    }

    pub fn serialize<S: Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(bytes)
    }
}

/// An error as the page gets it: a JavaScript `Error` whose `message` is the sentence for
/// people (in English), `text` the same as the catalogues' `{id, args}` for the page to say in
/// its language, and `detail` the technical text (the library's [`fanodeck::Plain`]).
pub struct Failure(fanodeck::Plain);

impl From<Failure> for JsValue {
    fn from(failure: Failure) -> JsValue {
        let error = js_sys::Error::new(&failure.0.sentence);
        let text = to_js(&failure.0.message).unwrap_or(JsValue::NULL);
        // Setting a property of a fresh Error object cannot fail.
        let _ = js_sys::Reflect::set(&error, &"detail".into(), &failure.0.detail.into());
        let _ = js_sys::Reflect::set(&error, &"text".into(), &text);
        error.into()
    }
}

impl From<fanodeck::Error> for Failure {
    fn from(error: fanodeck::Error) -> Failure {
        Failure(error.plain())
    }
}

/// A sentence of the catalogues, as the error's message and its detail.
impl From<fanodeck::Text> for Failure {
    fn from(message: fanodeck::Text) -> Failure {
        let sentence = message.to_string();
        Failure(fanodeck::Plain { detail: sentence.clone(), sentence, message })
    }
}

/// Errors outside the library's (a JavaScript value of the wrong shape) are said as they are.
macro_rules! said_as_is {
    ($($t:ty),*) => {$(
        impl From<$t> for Failure {
            fn from(error: $t) -> Failure {
                let words = error.to_string();
                let message = fanodeck::Text::as_is(words.clone());
                Failure(fanodeck::Plain { sentence: words.clone(), message, detail: words })
            }
        }
    )*};
}
said_as_is!(String, &str, serde_json::Error, serde_wasm_bindgen::Error);

/// Any error as the JavaScript error the page receives (see [`Failure`]).
pub(crate) fn js_error(e: impl Into<Failure>) -> Failure {
    e.into()
}

/// Another crate's error in words, said as they are inside a sentence of the catalogues.
fn as_is_text(error: &impl std::fmt::Display) -> fanodeck::Text {
    fanodeck::Text::as_is(error.to_string())
}

/// `value` as a JavaScript value, maps as plain objects (what every export returns).
pub(crate) fn to_js(value: &impl Serialize) -> Result<JsValue, Failure> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(js_error)
}

/// Makes a deck. `request` is a [`Request`] as a JavaScript object (`{}` is the default
/// deck); `previews` how many cards to draw as PNG (at `preview_px_per_mm`); `progress` a
/// function called as `(kind, a, b)`: `("stage", name, total)`, `("advance", done, 0)`,
/// `("loading", fileName, 0)` and `("card", index, png)`. Resolves to `{pdf, manifest,
/// warnings, previews, cards, symbolsPerCard, pages}`; an error's message names the bad file
/// or option.
#[wasm_bindgen]
pub fn generate(
    request: JsValue,
    previews: usize,
    preview_px_per_mm: f32,
    progress: &js_sys::Function,
) -> Result<JsValue, Failure> {
    let early =
        Early { wanted: previews, px_per_mm: preview_px_per_mm, drawn: vec![None; previews] };
    EARLY.with(|slot| *slot.borrow_mut() = early);
    editor::forget();
    let output = deck(request, progress);
    let early = EARLY.with(|slot| std::mem::take(&mut *slot.borrow_mut()).drawn);
    let mut output = output?;
    let shown = previews.min(output.cards.len());
    let previews = (0..shown)
        .map(|i| match early.get(i).cloned().flatten() {
            Some(png) => Ok(serde_bytes_out::Bytes(png)),
            None => output.card_png(i, preview_px_per_mm).map(serde_bytes_out::Bytes),
        })
        .collect::<fanodeck::Result<Vec<_>>>()
        .map_err(js_error)?;
    let manifest = serde_json::to_string_pretty(&output.manifest)
        .map_err(|e| js_error(fanodeck::text!("web-manifest-failed", reason = as_is_text(&e))))?;
    let pages = output.manifest.cards.iter().map(|c| c.page).max().unwrap_or(0);
    let makeup = output.makeup();
    let generated = Generated {
        makeup,
        mixed: makeup.mixed(),
        cutting: output.sheet.cutting(),
        pdf: std::mem::take(&mut output.pdf),
        manifest,
        warnings: WARNINGS.with(|w| std::mem::take(&mut *w.borrow_mut())),
        previews,
        cards: output.deck.cards.len(),
        symbols_per_card: output.deck.symbols_per_card,
        pages,
    };
    editor::keep(output);
    to_js(&generated)
}

/// The deck `request` describes, as [`generate`] makes it, reporting to `progress`.
fn deck(request: JsValue, progress: &js_sys::Function) -> Result<fanodeck::Output, Failure> {
    WARNINGS.with(|w| w.borrow_mut().clear());
    let request = read_request(request)?;
    CALLBACK.with(|callback| *callback.borrow_mut() = Some(progress.clone()));
    let progress = JsProgress;
    if let Some(back) = &request.back {
        progress.loading(&back.name);
    }
    let options = request.to_options().map_err(js_error)?;
    fanodeck::generate_with_progress(&options, &progress).map_err(js_error)
}

/// The files for a print shop of the deck `request` describes (its `dpi`, `bleed`), as
/// `render --print-files` writes them, in one ZIP: `front-001.png` …, `back-001.png` … with a
/// back, and `cards.csv`.
#[wasm_bindgen]
pub fn print_files(request: JsValue, progress: &js_sys::Function) -> Result<Vec<u8>, Failure> {
    let output = deck(request, progress)?;
    output.print_files_zip().map_err(js_error)
}

/// The cut files of the deck `request` describes (its sheets, its `registration`), as
/// `render --cut-files` writes them, in one ZIP: `sheet-01.svg`, `sheet-01.dxf`, … a sheet.
#[wasm_bindgen]
pub fn cut_files(request: JsValue, progress: &js_sys::Function) -> Result<Vec<u8>, Failure> {
    let output = deck(request, progress)?;
    output.cut_files_zip().map_err(js_error)
}

/// The card PDF of the deck `request` describes (its `bleed`, `backs`), as `render
/// --card-pdf` writes it: one card a page, with its trim and bleed boxes.
#[wasm_bindgen]
pub fn card_pdf(request: JsValue, progress: &js_sys::Function) -> Result<Vec<u8>, Failure> {
    let output = deck(request, progress)?;
    output.card_pdf().map_err(js_error)
}

/// The deck's [`Request`] from the page's object, refusing keys that are no option.
pub(crate) fn read_request(request: JsValue) -> Result<Request, Failure> {
    check_keys(&request)?;
    serde_wasm_bindgen::from_value(request)
        .map_err(|e| js_error(fanodeck::text!("web-invalid-options", reason = as_is_text(&e))))
}

/// Refuses a key that is no option: serde-wasm-bindgen reads only the fields it knows, so a
/// misspelt option (`perPage`) would otherwise be ignored without a word.
fn check_keys(request: &JsValue) -> Result<(), Failure> {
    let Some(object) = request.dyn_ref::<js_sys::Object>() else { return Ok(()) };
    let known = serde_json::to_value(Request::default()).map_err(js_error)?;
    let known =
        known.as_object().map(|o| o.keys().cloned().collect::<Vec<_>>()).unwrap_or_default();
    for key in js_sys::Object::keys(object).iter().filter_map(|k| k.as_string()) {
        if !known.contains(&key) {
            return Err(js_error(fanodeck::text!(
                "web-no-such-option",
                key = key,
                options = known.join(", ")
            )));
        }
    }
    Ok(())
}

/// A built-in pairs list's text (`animals-es`), as `--pairs builtin:NAME` reads it, for the
/// page's pairs columns.
#[wasm_bindgen]
pub fn pairs_list(name: &str) -> Result<String, Failure> {
    let file = fanodeck::assets::find(fanodeck::assets::PAIRS, "pairs", name).map_err(js_error)?;
    Ok(String::from_utf8_lossy(&file.bytes).into_owned())
}

/// The project file of the deck `request` describes (files included) and the page's own
/// `page` state: a ZIP, as the library writes it ([`fanodeck::Project`]).
#[wasm_bindgen]
pub fn project_save(request: JsValue, page: JsValue) -> Result<Vec<u8>, Failure> {
    let request = read_request(request)?;
    let page: serde_json::Value = serde_wasm_bindgen::from_value(page).map_err(js_error)?;
    fanodeck::Project { request, page }.to_zip().map_err(js_error)
}

/// Opens the project file `name`: `{request, page}` (the request's files with their bytes as
/// `Uint8Array`s), or an error whose sentence says why it is not one.
#[wasm_bindgen]
pub fn project_open(name: &str, bytes: &[u8]) -> Result<JsValue, Failure> {
    let project = fanodeck::Project::from_zip(name, bytes).map_err(js_error)?;
    to_js(&project)
}

/// How the page tells of an engine that stopped (a panic: WebAssembly cannot catch it) while
/// reading `file` (if known): `{sentence, detail}`, as every other error's `message` and
/// `detail`, from the library's table. A fresh engine answers for the stopped one.
#[wasm_bindgen]
pub fn stopped_on(file: Option<String>, message: &str) -> Result<JsValue, Failure> {
    to_js(&fanodeck::Plain::stopped(file.as_deref(), message))
}

/// The name a picture file will have on the cards' legend and in the manifest
/// (`07-cat.png` is "cat").
#[wasm_bindgen]
pub fn symbol_name(file_name: &str) -> String {
    fanodeck::symbols::symbol_name(file_name)
}

/// Checks one picture as the deck would load it (limits, decoding, visibility) with the
/// page's current `request` (its files left out): resolves to `{name, warnings, prepared,
/// look}`, or fails with the library's message naming the file. The page calls it as files
/// are added, in several workers, so that each problem shows beside its file; `prepared` (the
/// loaded bitmap) goes back with the file when the deck is made, which then skips decoding it,
/// and `look` (a photo's fingerprint) goes to [`look_alikes`].
#[wasm_bindgen]
pub fn check_picture(
    file_name: &str,
    bytes: Vec<u8>,
    request: JsValue,
) -> Result<JsValue, Failure> {
    WARNINGS.with(|w| w.borrow_mut().clear());
    let request = read_request(request)?;
    let options = request.to_options().map_err(js_error)?;
    let options = fanodeck::symbol_options(&options).map_err(js_error)?;
    let check = fanodeck::symbols::prepare_picture(file_name, bytes, &options).map_err(js_error)?;
    #[derive(Serialize)]
    struct Checked {
        name: String,
        warnings: Vec<serde_json::Value>,
        prepared: Option<serde_bytes_out::Bytes>,
        look: Option<serde_bytes_out::Bytes>,
        photo: bool,
    }
    let mut warnings = WARNINGS.with(|w| std::mem::take(&mut *w.borrow_mut()));
    warnings.extend(check.warnings.iter().map(json_of));
    let checked = Checked {
        name: check.name,
        warnings,
        prepared: check.prepared.map(serde_bytes_out::Bytes),
        look: check.look.map(|look| serde_bytes_out::Bytes(look.to_bytes())),
        photo: check.photo,
    };
    to_js(&checked)
}

/// The pictures that look almost the same, from the `look`s [`check_picture`] gave (an
/// array, `null` where a picture has none): `[{first, second, alike}]`, indices into the
/// array and how alike in per cent, as the deck would refuse them.
#[wasm_bindgen]
pub fn look_alikes(looks: js_sys::Array) -> Result<JsValue, Failure> {
    let looks: Vec<Option<fanodeck::symbols::Look>> = looks
        .iter()
        .map(|look| {
            look.dyn_ref::<js_sys::Uint8Array>()
                .and_then(|bytes| fanodeck::symbols::Look::from_bytes(&bytes.to_vec()))
        })
        .collect();
    #[derive(Serialize)]
    struct Pair {
        first: usize,
        second: usize,
        alike: u32,
    }
    let pairs: Vec<Pair> = fanodeck::symbols::alike_pairs(&looks)
        .into_iter()
        .map(|p| Pair { first: p.first, second: p.second, alike: p.percent() })
        .collect();
    to_js(&pairs)
}

/// One row of the table of deck sizes, as the page shows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SizeRow {
    symbols_per_card: usize,
    order: u64,
    /// None where no deck of this size exists.
    cards: Option<u64>,
    pictures: Option<u64>,
    affine_cards: Option<u64>,
    affine_pictures: Option<u64>,
    /// Why no deck exists, as `fanodeck sizes` says it.
    reason: Option<String>,
    /// The same as the catalogues' `{id, args}`, for the page to say in its language.
    reason_text: Option<fanodeck::Text>,
}

/// The table of deck sizes (as `fanodeck sizes`): `[{symbolsPerCard, order, cards, pictures,
/// affineCards, affinePictures, reason, reasonText}]`.
#[wasm_bindgen]
pub fn sizes() -> Result<JsValue, Failure> {
    let rows: Vec<SizeRow> = fanodeck::plane::size_table()
        .into_iter()
        .map(|row| {
            let reason = row.existence.reason().map(|r| r.to_string());
            let reason_text = row.existence.text();
            let exists = reason.is_none();
            SizeRow {
                symbols_per_card: row.symbols_per_card,
                order: u64::from(row.order),
                cards: exists.then_some(row.cards as u64),
                pictures: exists.then_some(row.symbols as u64),
                affine_cards: exists.then_some(row.affine_cards as u64),
                affine_pictures: exists.then_some(row.affine_symbols as u64),
                reason,
                reason_text,
            }
        })
        .collect();
    to_js(&rows)
}

/// The deck form's defaults and ranges, from the library's [`fanodeck::request::Limits`]:
/// `{defaults: Request, symbols: [3, 4, …], ranges: {gap: {min, max}, …}}`. The page sets
/// its fields' values, `min` and `max` from it, so that no number is copied into the page.
#[wasm_bindgen]
pub fn limits() -> Result<JsValue, Failure> {
    to_js(&fanodeck::request::Limits::new())
}

/// One bundled icon for the page's grid.
#[derive(Serialize)]
struct Icon {
    file: &'static str,
    name: &'static str,
    theme: &'static str,
    svg: String,
}

/// The bundled icons in deck order: `[{file, name, theme, svg}]`, `svg` as text.
#[wasm_bindgen]
pub fn icons() -> Result<JsValue, Failure> {
    let icons: Vec<Icon> = fanodeck::symbols::bundled_icons()
        .map(|icon| Icon {
            file: icon.file,
            name: icon.name,
            theme: icon.theme,
            svg: String::from_utf8_lossy(icon.svg).into_owned(),
        })
        .collect();
    to_js(&icons)
}

// ---------------------------------------------------------------- play

thread_local! {
    /// The deck of the current game on the Play tab: laid out once, each card drawn when it
    /// is dealt ([`play_card`]).
    static PLAY: RefCell<Option<fanodeck::Output>> = const { RefCell::new(None) };
}

/// One symbol on a card, where it lies (mm from the card's centre, y down; turned clockwise
/// by `rotation` degrees), for the page to tell which picture was clicked.
#[derive(Serialize)]
struct PlaySymbol {
    /// The symbol (of a pair, whichever face the card shows).
    symbol: u32,
    /// What the card shows: the symbol's name, or the face's.
    label: String,
    x: f32,
    y: f32,
    width: f32,
    height: f32,
    rotation: f32,
}

/// One round: the two cards dealt and the symbol they share.
#[derive(Serialize)]
struct PlayRound {
    cards: [usize; 2],
    answer: u32,
}

/// What [`play`] returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayGame {
    /// Every symbol's name, by id.
    names: Vec<String>,
    diameter_mm: f32,
    /// Each card's symbols.
    cards: Vec<Vec<PlaySymbol>>,
    /// The rounds in order, dealt by the library's game from the request's seed (as
    /// `fanodeck play --seed` deals them).
    rounds: Vec<PlayRound>,
}

/// Starts a game on the deck `request` describes (as for [`generate`]): lays it out and
/// resolves to `{names, diameterMm, cards: [[{symbol, x, y, width, height, rotation}]],
/// rounds: [{cards: [i, j], answer}]}`. [`play_card`] then draws the cards.
#[wasm_bindgen]
pub fn play(request: JsValue, progress: &js_sys::Function) -> Result<JsValue, Failure> {
    WARNINGS.with(|w| w.borrow_mut().clear());
    let request = read_request(request)?;
    CALLBACK.with(|callback| *callback.borrow_mut() = Some(progress.clone()));
    let options = request.to_options().map_err(js_error)?;
    let output = fanodeck::generate_with_progress(&options, &JsProgress).map_err(js_error)?;
    // By symbol, as the deck's cards count them (a pair's faces are pictures of their own
    // in `output.symbols`; the manifest folds them back).
    let symbols = &output.manifest.symbols;
    let names: Vec<String> = symbols.iter().map(|s| s.name.clone()).collect();
    let mut game =
        fanodeck::games::play::Game::new(&output.deck, names.clone(), options.deck.seed, None)
            .map_err(js_error)?;
    let rounds = std::iter::from_fn(|| game.deal())
        .map(|r| PlayRound { cards: r.cards, answer: r.answer.0 })
        .collect();
    let cards = output
        .manifest
        .cards
        .iter()
        .zip(&output.cards)
        .map(|(listed, card)| {
            listed
                .symbols
                .iter()
                .zip(&card.placements)
                .map(|(m, p)| PlaySymbol {
                    symbol: m.symbol.0,
                    label: match m.face {
                        Some(face) => {
                            symbols[m.symbol.0 as usize].faces[usize::from(face)].name.clone()
                        }
                        None => names[m.symbol.0 as usize].clone(),
                    },
                    x: p.x_mm,
                    y: p.y_mm,
                    width: p.width_mm,
                    height: p.height_mm,
                    rotation: p.rotation_deg,
                })
                .collect()
        })
        .collect();
    let game = PlayGame { names, diameter_mm: output.sheet.diameter_mm, cards, rounds };
    PLAY.with(|play| *play.borrow_mut() = Some(output));
    to_js(&game)
}

/// Card `index` of the current game as PNG bytes at `px_per_mm`.
#[wasm_bindgen]
pub fn play_card(index: usize, px_per_mm: f32) -> Result<Vec<u8>, Failure> {
    PLAY.with(|play| match play.borrow().as_ref() {
        Some(output) => output.card_png(index, px_per_mm).map_err(js_error),
        None => Err(js_error(fanodeck::text!("web-no-game"))),
    })
}
