//! Warnings the render stage gives through `log` instead of failing.

use std::cell::RefCell;

use fanodeck::PageOptions;
use lopdf::Document;

use super::{drawn_xobjects, page_ops, render, ring_cards, svg_symbols};

/// Warnings logged on this thread while `f` runs (the library warns through `log`).
fn warnings_of<T>(f: impl FnOnce() -> T) -> (T, Vec<String>) {
    struct Capture;
    thread_local! {
        static LOGGED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    }
    impl log::Log for Capture {
        fn enabled(&self, metadata: &log::Metadata) -> bool {
            metadata.level() <= log::Level::Warn
        }
        fn log(&self, record: &log::Record) {
            if self.enabled(record.metadata()) {
                LOGGED.with(|l| l.borrow_mut().push(record.args().to_string()));
            }
        }
        fn flush(&self) {}
    }
    static CAPTURE: Capture = Capture;
    // Only the first call installs it; every later one finds it in place.
    let _ = log::set_logger(&CAPTURE);
    log::set_max_level(log::LevelFilter::Warn);
    LOGGED.with(|l| l.borrow_mut().clear());
    let result = f();
    (result, LOGGED.with(|l| l.take()))
}

#[test]
fn bleed_on_a_white_card_warns() {
    let symbols = svg_symbols(2);
    let cards = ring_cards(1, 2, &symbols, 80.0);
    let white = PageOptions { bleed_mm: 2.0, ..PageOptions::default() };
    let (_, warnings) = warnings_of(|| render(&symbols, &cards, &white));
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains("white") && warnings[0].contains("a4-6-bleed"), "{warnings:?}");
    let coloured = PageOptions::from_template("a4-6-bleed").unwrap();
    let (_, warnings) = warnings_of(|| render(&symbols, &cards, &coloured));
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn legend_survives_names_the_font_cannot_draw() {
    let mut symbols = svg_symbols(3);
    symbols[0].name = "日本".to_string();
    symbols[1].name = "cat 日本".to_string();
    let cards = ring_cards(2, 2, &symbols, 80.0);
    let options = PageOptions { legend: true, ..PageOptions::default() };
    let ((bytes, _), warnings) = warnings_of(|| render(&symbols, &cards, &options));
    assert_eq!(warnings.len(), 2, "one warning per name: {warnings:?}");
    assert!(warnings[0].contains("日本") && warnings[0].contains("'#1'"), "{warnings:?}");
    assert!(warnings[1].contains("'cat'"), "{warnings:?}");
    let doc = Document::load_mem(&bytes).unwrap();
    // A picture for each of the three symbols; the title and the three names as text.
    let ops = page_ops(&doc, 2);
    assert_eq!(drawn_xobjects(&ops).len(), 3);
    assert_eq!(ops.iter().filter(|op| op.operator == "BT").count(), 4);
}
