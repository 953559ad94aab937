//! A bitmap through the whole loading path of a picture. The first byte picks the extension
//! (and with its top bit, white keying); the rest is the file, so a finding saved without
//! that byte is a plain picture file.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// The extensions in the order the first byte picks them (scripts/fuzz.sh knows it too).
const EXTENSIONS: [&str; 5] = ["png", "jpg", "webp", "gif", "bmp"];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, file)) = data.split_first() else { return };
    let extension = EXTENSIONS[usize::from(selector & 0x7f) % EXTENSIONS.len()];
    let options = fanodeck::SymbolOptions {
        max_print_mm: Some(60.0),
        key_white: selector & 0x80 != 0,
        ..Default::default()
    };
    let _ = fanodeck::symbols::load_picture(&format!("fuzz.{extension}"), file.to_vec(), &options);
});
