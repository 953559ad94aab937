//! PDF/A-2b (`--pdf-a`): the archival PDF schools and libraries keep. krilla checks the
//! rules as it writes (and refuses to write a file that breaks them); these tests check,
//! with other readers, what an archive's checker looks for first: the PDF/A identification
//! in the XMP metadata, the sRGB output intent, the day it records, and that it stays
//! reproducible.

use fanodeck::Request;
use lopdf::{Document, Object};

use crate::run::{fanodeck, stderr};

fn deck(request: Request) -> Vec<u8> {
    fanodeck::generate(&request.to_options().unwrap()).unwrap().pdf
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle.as_bytes())
}

#[test]
fn an_archival_deck_says_it_is_pdf_a_2b_and_records_its_day() {
    let request = Request {
        symbols: 3,
        seed: 7,
        pdf_a: true,
        date: Some("2026-11-29".into()),
        legend: true,
        ..Request::default()
    };
    let pdf = deck(request.clone());
    assert_eq!(pdf, deck(request), "the same request, the same bytes");
    let doc = Document::load_mem(&pdf).unwrap();
    let catalog = doc.catalog().unwrap();
    // The XMP metadata stream names the standard and the part.
    let metadata = catalog.get(b"Metadata").unwrap().as_reference().unwrap();
    let xmp = doc.get_object(metadata).unwrap().as_stream().unwrap();
    let xmp = String::from_utf8_lossy(&xmp.content);
    assert!(xmp.contains("pdfaid:part") && xmp.contains('2'), "{xmp}");
    assert!(xmp.contains("pdfaid:conformance") && xmp.contains('B'), "{xmp}");
    assert!(xmp.contains("2026-11-29"), "the day it records: {xmp}");
    assert!(xmp.contains("fanodeck deck"), "its title: {xmp}");
    // Colours are defined by an output intent, sRGB.
    let intents = catalog.get(b"OutputIntents").unwrap();
    let intents = match intents {
        Object::Reference(id) => doc.get_object(*id).unwrap().as_array().unwrap(),
        other => other.as_array().unwrap(),
    };
    assert!(!intents.is_empty());
    assert!(contains(&pdf, "GTS_PDFA1"), "the PDF/A output intent");
    assert!(!contains(&pdf, "/Encrypt"));
    // A plain deck records no day and no XMP at all.
    let plain = deck(Request { symbols: 3, seed: 7, ..Request::default() });
    assert!(!contains(&plain, "pdfaid") && !contains(&plain, "/CreationDate"));
}

#[test]
fn an_archival_deck_needs_a_day_and_the_cli_gives_today() {
    let request = Request { symbols: 3, pdf_a: true, ..Request::default() };
    let error = request.to_options().unwrap_err().to_string();
    assert!(error.contains("records the day it was made"), "{error}");
    let bad = Request { date: Some("29/11/2026".into()), ..request };
    let error = bad.to_options().unwrap_err().to_string();
    assert!(error.contains("'29/11/2026'") && error.contains("YYYY-MM-DD"), "{error}");

    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["render", "--symbols", "3", "--pdf-a", "-o", "a.pdf", "-q"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let pdf = std::fs::read(dir.path().join("a.pdf")).unwrap();
    assert!(contains(&pdf, "pdfaid:part"));
    // SOURCE_DATE_EPOCH fixes the day, so that a build can make the same bytes again.
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_fanodeck"))
        .args(["render", "--symbols", "3", "--pdf-a", "-o", "b.pdf", "-q"])
        .env("SOURCE_DATE_EPOCH", "1764374400")
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(again.status.success(), "{}", stderr(&again));
    let pdf = std::fs::read(dir.path().join("b.pdf")).unwrap();
    assert!(contains(&pdf, "2025-11-29"), "the day of SOURCE_DATE_EPOCH");
    // --date needs --pdf-a.
    let out = fanodeck(&["render", "--date", "2026-11-29", "-o", "c.pdf"], dir.path());
    assert!(!out.status.success());
}

#[test]
fn days_are_read_and_counted_from_the_epoch() {
    use fanodeck::print::Day;
    assert_eq!(Day::from_unix(0), Day { year: 1970, month: 1, day: 1 });
    assert_eq!(Day::from_unix(951_782_400), Day { year: 2000, month: 2, day: 29 });
    assert_eq!(Day::from_unix(1_764_374_400), Day { year: 2025, month: 11, day: 29 });
    assert_eq!("2026-11-29".parse::<Day>().unwrap(), Day { year: 2026, month: 11, day: 29 });
    assert!("2026-13-01".parse::<Day>().is_err() && "tomorrow".parse::<Day>().is_err());
    assert!("2026-02-29".parse::<Day>().is_err() && "2024-02-29".parse::<Day>().is_ok());
    assert!("2026-04-31".parse::<Day>().is_err());
    assert_eq!(Day::from_unix(u64::MAX), Day { year: 9999, month: 12, day: 31 });
}
