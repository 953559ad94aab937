//! Pinned decks: the same request must give the same bytes on every platform and build.
//!
//! The web page runs this library compiled to WebAssembly, and its PDF must equal the CLI's.
//! A maths function taken from the platform (sin, cos, hypot: see `geom::sin_cos_deg`) would
//! change the last bits of placements and matrices between the two; these files catch that,
//! and any other change of output. When a change of output is meant (a better layout), make
//! the files anew and say so in the commit:
//!
//! ```sh
//! cargo run --release -- render --symbols 3 --seed 7 -o tests/golden/deck-3-seed-7.pdf \
//!     --manifest tests/golden/deck-3-seed-7.json
//! cargo run --release -- render --symbols 4 --seed 7 -o /tmp/x.pdf \
//!     --manifest tests/golden/deck-4-seed-7.json
//! ```

use fanodeck::Request;

fn golden(name: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(name))
        .unwrap()
}

fn manifest_json(output: &fanodeck::Output) -> Vec<u8> {
    let mut json = serde_json::to_vec_pretty(&output.manifest).unwrap();
    json.push(b'\n');
    json
}

#[test]
fn a_small_deck_is_the_same_bytes_as_pinned() {
    let request = Request { symbols: 3, seed: 7, ..Request::default() };
    let output = fanodeck::generate(&request.to_options().unwrap()).unwrap();
    assert!(output.pdf == golden("deck-3-seed-7.pdf"), "the PDF's bytes changed");
    assert_eq!(
        String::from_utf8(manifest_json(&output)).unwrap(),
        String::from_utf8(golden("deck-3-seed-7.json")).unwrap()
    );
}

#[test]
fn placements_of_a_turned_deck_are_the_same_bits_as_pinned() {
    let request = Request { symbols: 4, seed: 7, ..Request::default() };
    let output = fanodeck::generate(&request.to_options().unwrap()).unwrap();
    assert_eq!(
        String::from_utf8(manifest_json(&output)).unwrap(),
        String::from_utf8(golden("deck-4-seed-7.json")).unwrap()
    );
}
