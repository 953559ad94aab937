//! A focus file's text (`--focus`: a photo's file name, its subject's place and a zoom a
//! line), as the request reads it: bytes that are not UTF-8 are refused before parsing.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = fanodeck::symbols::parse_focus(std::path::Path::new("focus.txt"), text);
});
