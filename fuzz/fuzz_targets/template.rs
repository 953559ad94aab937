//! A sheet template's text, then the sheet it describes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(options) = fanodeck::PageOptions::from_template_text("fuzz.toml", text) {
        let _ = fanodeck::Sheet::new(&options);
    }
});
