//! Files for print shops (issue 23): `render --print-files DIR` and `--card-pdf FILE`, run as
//! a user runs them, and the library calls the web page will use.

use std::path::Path;

use crate::run::{fanodeck, stderr};
use lopdf::Document;

const PT_PER_MM: f64 = 72.0 / 25.4;

/// Runs `render` with `args` in `dir` (a 3-a-card deck unless the args say otherwise) and
/// expects success.
fn render(dir: &Path, args: &[&str]) {
    let mut all = vec!["render", "--symbols", "3", "-q"];
    all.extend(args);
    let out = fanodeck(&all, dir);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
}

fn image(path: &Path) -> image::RgbaImage {
    image::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())).to_rgba8()
}

/// The files in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `round((size + 2·bleed) · dpi / 25.4)`, the side the issue asks for.
fn side_px(size_mm: f64, bleed_mm: f64, dpi: f64) -> u32 {
    ((size_mm + 2.0 * bleed_mm) * dpi / 25.4).round() as u32
}

/// A CSV file's rows (RFC 4180: quoted fields, doubled quotes, CRLF).
fn csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let (mut row, mut field, mut quoted) = (Vec::new(), String::new(), false);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => row.push(std::mem::take(&mut field)),
            ('\r', false) => {}
            ('\n', false) => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (c, _) => field.push(c),
        }
    }
    rows
}

#[test]
fn print_files_are_the_card_and_its_bleed_at_the_resolution() {
    let dir = tempfile::tempdir().unwrap();
    render(dir.path(), &["--diameter", "80", "--print-files", "plain"]);
    render(dir.path(), &["--diameter", "80", "--print-files", "fine", "--dpi", "600"]);
    render(dir.path(), &["--template", "tgc-circle", "--print-files", "tgc", "-o", "tgc.pdf"]);
    // A service's template of the user's own: the card's size, the bleed and the resolution.
    let mine = "diameter_mm = 70.0\nprint_bleed_mm = 2.0\nprint_dpi = 150\n";
    std::fs::write(dir.path().join("mine.toml"), mine).unwrap();
    render(dir.path(), &["--template", "mine.toml", "--print-files", "mine", "-o", "mine.pdf"]);
    for (folder, side) in
        [("plain", side_px(80.0, 3.0, 300.0)), ("fine", side_px(80.0, 3.0, 600.0)), ("tgc", 1125)]
    {
        let names = listing(&dir.path().join(folder));
        let fronts: Vec<&String> = names.iter().filter(|n| n.starts_with("front-")).collect();
        assert_eq!(fronts.len(), 7, "{folder}: {names:?}");
        assert_eq!(fronts[0], "front-001.png");
        assert!(!names.iter().any(|n| n.starts_with("back-")), "no back asked for: {names:?}");
        let decoder = png::Decoder::new(std::io::BufReader::new(
            std::fs::File::open(dir.path().join(folder).join(fronts[0])).unwrap(),
        ));
        let info = decoder.read_info().unwrap().info().clone();
        assert_eq!((info.width, info.height), (side, side), "{folder}");
        assert!(info.srgb.is_some(), "{folder}: the file says it is sRGB");
    }
    assert_eq!(side_px(80.0, 3.0, 300.0), 1016);
}

#[test]
fn the_card_colour_fills_the_bleed_to_the_edge() {
    let dir = tempfile::tempdir().unwrap();
    let colour = ["--card-color", "#204080", "--print-files", "out"];
    render(dir.path(), &[&colour[..], &["--bleed", "3"]].concat());
    let img = image(&dir.path().join("out/front-001.png"));
    let (w, h) = img.dimensions();
    for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (w / 2, 0)] {
        assert_eq!(img.get_pixel(x, y).0, [0x20, 0x40, 0x80, 255], "({x}, {y})");
    }
}

#[test]
fn without_bleed_everything_outside_the_card_is_transparent() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--card-color", "#204080", "--bleed", "0", "--back", "builtin:stars"];
    render(dir.path(), &[&args[..], &["--print-files", "out", "--diameter", "80"]].concat());
    for file in ["front-001.png", "back-001.png"] {
        let img = image(&dir.path().join("out").join(file));
        let (w, h) = img.dimensions();
        assert_eq!((w, h), (side_px(80.0, 0.0, 300.0), side_px(80.0, 0.0, 300.0)));
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (w / 7, h / 7)] {
            assert_eq!(img.get_pixel(x, y).0[3], 0, "{file}: ({x}, {y}) is off the card");
        }
        for (x, y) in [(w / 2, h / 2), (w / 2, 20), (20, h / 2), (w / 3, h / 3)] {
            assert_eq!(img.get_pixel(x, y).0[3], 255, "{file}: ({x}, {y}) is on the card");
        }
    }
    // Within the margin, 20 px (1.7 mm) inside the cut line: the card colour, no symbol.
    let front = image(&dir.path().join("out/front-001.png"));
    assert_eq!(front.get_pixel(front.width() / 2, 20).0, [0x20, 0x40, 0x80, 255]);
}

#[test]
fn backs_pair_with_fronts_by_name_and_cards_csv_lists_the_manifest() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--back", "builtin:stars", "--print-files", "out", "--manifest", "deck.json"];
    render(dir.path(), &args);
    let names = listing(&dir.path().join("out"));
    let expected: Vec<String> = (1..=7)
        .map(|i| format!("back-{i:03}.png"))
        .chain(std::iter::once("cards.csv".to_string()))
        .chain((1..=7).map(|i| format!("front-{i:03}.png")))
        .collect();
    assert_eq!(names, expected);
    let back = image(&dir.path().join("out/back-004.png"));
    assert_eq!(back.dimensions(), image(&dir.path().join("out/front-004.png")).dimensions());

    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("deck.json")).unwrap()).unwrap();
    let text = std::fs::read_to_string(dir.path().join("out/cards.csv")).unwrap();
    let rows = csv(&text);
    assert_eq!(rows[0], ["file", "card", "symbol 1", "symbol 2", "symbol 3"]);
    let cards = manifest["cards"].as_array().unwrap();
    assert_eq!(rows.len(), cards.len() + 1);
    for (i, (row, card)) in rows[1..].iter().zip(cards).enumerate() {
        assert_eq!(row[0], format!("front-{:03}.png", i + 1));
        assert_eq!(row[1], (i + 1).to_string());
        let names: Vec<&str> = card["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| manifest["symbols"][p["symbol"].as_u64().unwrap() as usize]["name"].as_str())
            .map(Option::unwrap)
            .collect();
        assert_eq!(row[2..], names, "card {}", i + 1);
    }
}

#[test]
fn words_with_commas_and_quotes_are_quoted_in_cards_csv() {
    let dir = tempfile::tempdir().unwrap();
    let words = "salt, pepper\nsay \"hi\"\nsun\nmoon\nstar\ntree\nhouse\n";
    std::fs::write(dir.path().join("words.txt"), words).unwrap();
    render(dir.path(), &["--words", "words.txt", "--print-files", "out"]);
    let text = std::fs::read_to_string(dir.path().join("out/cards.csv")).unwrap();
    assert!(text.contains("\"salt, pepper\"") && text.contains("\"say \"\"hi\"\"\""), "{text}");
    assert!(text.ends_with("\r\n"));
    let rows = csv(&text);
    assert_eq!(rows.len(), 8);
    assert!(rows.iter().all(|r| r.len() == 5), "{rows:?}");
    let named: Vec<&String> = rows[1..].iter().flat_map(|r| &r[2..]).collect();
    assert_eq!(named.iter().filter(|n| n.as_str() == "salt, pepper").count(), 3);
    assert_eq!(named.iter().filter(|n| n.as_str() == "say \"hi\"").count(), 3);
}

/// A page box as four numbers.
fn page_box(doc: &Document, page: lopdf::ObjectId, name: &[u8]) -> Vec<f64> {
    let dict = doc.get_dictionary(page).unwrap();
    let array = dict.get(name).unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(name)));
    array.as_array().unwrap().iter().map(|v| f64::from(v.as_float().unwrap())).collect()
}

#[test]
fn the_card_pdf_is_one_card_a_page_with_trim_and_bleed_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let card = ["--diameter", "80", "--card-color", "#204080"];
    render(dir.path(), &[&card[..], &["--card-pdf", "plain.pdf"]].concat());
    let back = [&card[..], &["--back", "builtin:stars", "--bleed", "2"]].concat();
    render(dir.path(), &[&back[..], &["--card-pdf", "alternate.pdf"]].concat());
    render(dir.path(), &[&back[..], &["--card-pdf", "last.pdf", "--backs", "last"]].concat());
    for (file, pages, bleed) in
        [("plain.pdf", 7, 3.0), ("alternate.pdf", 14, 2.0), ("last.pdf", 8, 2.0)]
    {
        let doc = Document::load(dir.path().join(file)).unwrap();
        let ids = doc.get_pages();
        assert_eq!(ids.len(), pages, "{file}");
        let (b, side) = (bleed * PT_PER_MM, (80.0 + 2.0 * bleed) * PT_PER_MM);
        for (&number, &page) in &ids {
            let close = |name: &[u8], want: [f64; 4]| {
                let got = page_box(&doc, page, name);
                let near = got.iter().zip(want).all(|(g, w)| (g - w).abs() < 0.002);
                assert!(
                    near,
                    "{file} page {number} {}: {got:?}, not {want:?}",
                    String::from_utf8_lossy(name)
                );
            };
            close(b"MediaBox", [0.0, 0.0, side, side]);
            close(b"BleedBox", [0.0, 0.0, side, side]);
            close(b"TrimBox", [b, b, side - b, side - b]);
        }
        // Every page draws: fronts their symbols (forms), backs the back picture.
        for &page in ids.values() {
            let xobjects = doc.get_page_resources(page).unwrap();
            assert!(xobjects.0.is_some() || !xobjects.1.is_empty(), "{file}: a page with nothing");
        }
    }
    // The back's place: after each front, or once at the end.
    let alternate = Document::load(dir.path().join("alternate.pdf")).unwrap();
    let last = Document::load(dir.path().join("last.pdf")).unwrap();
    // A back page draws one picture, the back; a front, the card's three symbols.
    let uses_back = |doc: &Document, number: u32| {
        let ops = doc.get_and_decode_page_content(doc.get_pages()[&number]).unwrap().operations;
        ops.iter().filter(|op| op.operator == "Do").count() == 1
    };
    assert!(!uses_back(&alternate, 1) && uses_back(&alternate, 2) && uses_back(&alternate, 14));
    assert!((1..=7).all(|n| !uses_back(&last, n)) && uses_back(&last, 8));
}

#[test]
fn the_same_inputs_give_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--back", "builtin:stars", "--seed", "5", "--card-color", "#ffe9b0"];
    for run in ["one", "two"] {
        let outputs = ["--print-files", run, "--card-pdf", &format!("{run}.pdf")];
        render(
            dir.path(),
            &[&args[..], &outputs[..], &["-o", &format!("{run}-deck.pdf")]].concat(),
        );
    }
    let read = |path: &str| std::fs::read(dir.path().join(path)).unwrap();
    assert!(read("one.pdf") == read("two.pdf"), "the card PDF differs");
    let names = listing(&dir.path().join("one"));
    assert_eq!(names, listing(&dir.path().join("two")));
    assert_eq!(names.len(), 15);
    for name in names {
        assert!(read(&format!("one/{name}")) == read(&format!("two/{name}")), "{name} differs");
    }
}

#[test]
fn bad_values_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 5] = [
        (&["--dpi", "50"], "invalid dpi '50': must be from 72 to 1200 dpi"),
        (&["--dpi", "1201"], "invalid dpi '1201': must be from 72 to 1200 dpi"),
        (&["--bleed", "11"], "invalid bleed '11': must be at most 10 mm"),
        (&["--backs", "last", "--back", "builtin:stars"], "--card-pdf"),
        (&["--card-pdf", "c.pdf", "--backs", "last"], "invalid backs 'last': needs a back picture"),
    ];
    for (flags, says) in cases {
        let mut args = vec!["render", "--symbols", "3", "--print-files", "out"];
        args.extend(flags);
        let out = fanodeck(&args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{flags:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{flags:?}: {}", stderr(&out));
        assert!(listing(dir.path()).is_empty(), "{flags:?} wrote {:?}", listing(dir.path()));
    }
    let out = fanodeck(&["render", "--symbols", "3", "--card-pdf", "deck.pdf"], dir.path());
    assert!(stderr(&out).contains("the card PDF and another output would both be 'deck.pdf'"));
    assert!(listing(dir.path()).is_empty());
}

#[test]
fn an_earlier_deck_s_backs_do_not_stay_beside_new_fronts() {
    let dir = tempfile::tempdir().unwrap();
    render(dir.path(), &["--back", "builtin:stars", "--print-files", "out"]);
    std::fs::write(dir.path().join("out/notes.txt"), "mine").unwrap();
    render(dir.path(), &["--print-files", "out"]);
    let names = listing(&dir.path().join("out"));
    assert!(!names.iter().any(|n| n.starts_with("back-")), "{names:?}");
    assert!(names.contains(&"notes.txt".to_string()) && names.contains(&"front-007.png".into()));
}

#[test]
fn the_library_hands_the_files_over_as_names_and_bytes() {
    let request = fanodeck::Request {
        symbols: 3,
        bleed: Some(0.0),
        dpi: Some(100.0),
        ..fanodeck::Request::default()
    };
    let output = fanodeck::generate(&request.to_options().unwrap()).unwrap();
    let files = output.print_files().unwrap();
    let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names.first(), Some(&"front-001.png"));
    assert_eq!(names.last(), Some(&"cards.csv"));
    assert_eq!(names.len(), 8);
    let diameter = f64::from(output.card_outline().size_mm());
    let img = image::load_from_memory(&files[0].1).unwrap();
    let side = side_px(diameter, 0.0, 100.0);
    assert_eq!((img.width(), img.height()), (side, side));
    let pdf = output.card_pdf().unwrap();
    assert_eq!(Document::load_mem(&pdf).unwrap().get_pages().len(), 7);
    // The card PDF carries no sheet's cut guide: its pages fill and draw, never stroke.
    let doc = Document::load_mem(&pdf).unwrap();
    let ops = doc.get_and_decode_page_content(doc.get_pages()[&1]).unwrap().operations;
    assert!(ops.iter().any(|op| op.operator == "Do"));
    assert!(!ops.iter().any(|op| ["S", "s"].contains(&op.operator.as_str())), "a cut line");
}
