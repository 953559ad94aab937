//! An SVG (or, when it starts with gzip's magic, an SVGZ) through the whole loading path of a
//! picture: limits, parse, filters, mask, trial PDF conversion. Errors are fine; a crash, a
//! timeout or memory past the limit is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let name = if data.starts_with(&[0x1f, 0x8b]) { "fuzz.svgz" } else { "fuzz.svg" };
    let options = fanodeck::SymbolOptions { max_print_mm: Some(60.0), ..Default::default() };
    let _ = fanodeck::symbols::load_picture(name, data.to_vec(), &options);
});
