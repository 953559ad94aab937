//! A words file's bytes, drawn with the bundled font.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = fanodeck::symbols::load_words("fuzz.txt", data, None);
});
