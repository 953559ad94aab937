//! A layout file's bytes (a manifest's JSON, perhaps edited by hand), read as
//! `render --layout` reads it, then, when it parses, a deck of three symbols a card printed
//! with it.
#![no_main]

use fanodeck::Request;
use fanodeck::symbols::NamedBytes;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if fanodeck::Manifest::edits_of_layout("deck.json", data).is_err() {
        return;
    }
    let request = Request {
        symbols: 3,
        layout_file: Some(NamedBytes::new("deck.json", data.to_vec())),
        ..Request::default()
    };
    if let Ok(options) = request.to_options() {
        let _ = fanodeck::generate(&options);
    }
});
