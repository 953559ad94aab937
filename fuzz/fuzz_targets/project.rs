//! A project file's bytes (the web page's "Save project" ZIP), opened as `render --project`
//! and the page open it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = fanodeck::Project::from_zip("fuzz.zip", data);
});
