//! Integration tests: the `fanodeck` binary as a user runs it.

use crate::run::{fanodeck, stderr, stdout};
use std::path::Path;

#[test]
fn sizes_lists_possible_and_impossible_decks() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["sizes"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let row8 = text.lines().find(|l| l.split_whitespace().next() == Some("8")).unwrap();
    assert!(row8.contains(" 57 "), "{row8}");
    let row7 = text.lines().find(|l| l.split_whitespace().next() == Some("7")).unwrap();
    assert!(row7.contains("Bruck"), "{row7}");
}

#[test]
fn impossible_and_malformed_sizes_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    for (value, expect) in [
        ("7", "order 6"),
        ("11", "order 10"),
        ("13", "order 12"),
        ("0", "0"),
        ("1", "1"),
        ("-3", "-3"),
        ("abc", "abc"),
    ] {
        let out = fanodeck(&["cards", "--symbols", value], dir.path());
        assert_eq!(out.status.code(), Some(2), "--symbols {value}");
        let err = stderr(&out);
        assert!(err.starts_with("error: "), "{err}");
        assert!(err.contains(expect), "--symbols {value}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let err = stderr(&fanodeck(&["cards", "--symbols", "7"], dir.path()));
    assert!(err.contains("31") && err.contains("57"), "suggests 6 and 8 per card: {err}");
}

#[test]
fn cards_json_verifies_and_a_broken_deck_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["cards", "--json", "--symbols", "4", "--seed", "9"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["order"], 3);
    assert_eq!(json["symbols_per_card"], 4);
    assert_eq!(json["symbol_count"], 13);
    assert_eq!(json["cards"].as_array().unwrap().len(), 13);
    std::fs::write(dir.path().join("deck.json"), &out.stdout).unwrap();
    let ok = fanodeck(&["verify", "deck.json"], dir.path());
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    assert!(stdout(&ok).contains("ok"));

    // Swap one symbol on the first card for another: now some pairs share 0 or 2 symbols.
    let mut broken = json.clone();
    let first = broken["cards"][0].as_array_mut().unwrap();
    let missing = (0..13).find(|s| !first.iter().any(|v| v == s)).unwrap();
    first[0] = serde_json::json!(missing);
    std::fs::write(dir.path().join("broken.json"), broken.to_string()).unwrap();
    let bad = fanodeck(&["verify", "broken.json"], dir.path());
    assert_eq!(bad.status.code(), Some(1));
    assert!(stdout(&bad).contains("problems"), "{}", stdout(&bad));

    let missing = fanodeck(&["verify", "nope.json"], dir.path());
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("nope.json"));
}

#[test]
fn cards_text_uses_names_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let numbers = stdout(&fanodeck(&["cards", "--symbols", "3"], dir.path()));
    assert_eq!(numbers.lines().count(), 7);
    assert!(numbers.lines().all(|l| l.starts_with("Card ")), "{numbers}");
    let names = stdout(&fanodeck(&["cards", "--symbols", "3", "--names"], dir.path()));
    assert!(names.contains("dog"), "the first bundled icon is used: {names}");
}

/// The cards of `render --manifest` in `dir` as `cards` prints them: "Card N: a, b, c".
fn manifest_cards(dir: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join("m.json")).unwrap();
    let manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
    let names: Vec<&str> = manifest["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    let cards = manifest["cards"].as_array().unwrap();
    let line = |(i, card): (usize, &serde_json::Value)| {
        let on: Vec<&str> = card["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| names[p["symbol"].as_u64().unwrap() as usize])
            .collect();
        format!("Card {}: {}", i + 1, on.join(", "))
    };
    cards.iter().enumerate().map(line).collect()
}

#[test]
fn cards_with_names_are_the_cards_render_prints() {
    // render hands the pictures to the plane's symbols by their ink; cards must list the
    // same cards, or a list pasted into a document would not match the printed deck. Also
    // for big bitmaps, which render keeps at 300 dpi for the card size.
    let dir = tempfile::tempdir().unwrap();
    let pics = dir.path().join("pics");
    std::fs::create_dir(&pics).unwrap();
    for i in 0..13u32 {
        // Discs, rings and bars of different ink, 900 px across.
        let image = image::RgbaImage::from_fn(900, 900, |x, y| {
            let (dx, dy) = (x as f32 - 450.0, y as f32 - 450.0);
            let r = (dx * dx + dy * dy).sqrt();
            let ink = match i % 3 {
                0 => r < 440.0,
                1 => (r - 380.0).abs() < 20.0 + 5.0 * i as f32,
                _ => dx.abs() < 30.0 + 10.0 * i as f32,
            };
            image::Rgba([20 * i as u8, 90, 160, if ink { 255 } else { 0 }])
        });
        image.save(pics.join(format!("p{i:02}.png"))).unwrap();
    }
    for source in [&["--names"][..], &["--icons", "pics"][..]] {
        let deck = ["--symbols", "4", "--seed", "5"];
        let listed = stdout(&fanodeck(&[&["cards"][..], &deck, source].concat(), dir.path()));
        let render = ["render", "--manifest", "m.json", "-o", "d.pdf"];
        let source = if source[0] == "--names" { &[][..] } else { source };
        let out = fanodeck(&[&render[..], &deck, source].concat(), dir.path());
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(listed.lines().collect::<Vec<_>>(), manifest_cards(dir.path()), "{source:?}");
    }
}

#[test]
fn same_seed_same_pdf_and_manifest_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["render", "--symbols", "4", "--seed", "3", "--manifest", "m.json"];
    let a = fanodeck(&[&args[..], &["-o", "a.pdf"]].concat(), dir.path());
    assert!(a.status.success(), "{}", stderr(&a));
    let b = fanodeck(&[&args[..], &["-o", "b.pdf"]].concat(), dir.path());
    assert!(b.status.success(), "{}", stderr(&b));
    let pdf_a = std::fs::read(dir.path().join("a.pdf")).unwrap();
    assert!(pdf_a.starts_with(b"%PDF-"));
    assert_eq!(pdf_a, std::fs::read(dir.path().join("b.pdf")).unwrap(), "deterministic bytes");
    assert!(stderr(&a).contains("seed 3"), "the seed is printed: {}", stderr(&a));
    let verify = fanodeck(&["verify", "m.json"], dir.path());
    assert_eq!(verify.status.code(), Some(0), "{}", stdout(&verify));
}

#[test]
fn a_failed_render_keeps_the_old_pdf() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("deck.pdf"), b"the old deck").unwrap();
    std::fs::create_dir(dir.path().join("few")).unwrap();
    for i in 0..5 {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="{}"/></svg>"#,
            i + 1
        );
        std::fs::write(dir.path().join(format!("few/{i}.svg")), svg).unwrap();
    }
    let out = fanodeck(&["render", "--icons", "few"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("57") && err.contains("few") && err.contains('5'), "{err}");
    assert!(err.contains("hint: "), "{err}");
    assert_eq!(std::fs::read(dir.path().join("deck.pdf")).unwrap(), b"the old deck");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".fanodeck-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // The deck itself is fine but the manifest cannot be written: the old PDF stays too.
    let out = fanodeck(&["render", "--symbols", "3", "--manifest", "no/such/m.json"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("no/such/m.json") && err.contains("no such folder"), "{err}");
    assert_eq!(std::fs::read(dir.path().join("deck.pdf")).unwrap(), b"the old deck");
}

#[test]
fn png_previews_one_per_card_and_old_ones_removed() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("cards")).unwrap();
    std::fs::write(dir.path().join("cards/card-99.png"), b"old").unwrap();
    std::fs::write(dir.path().join("cards/notes.txt"), b"mine").unwrap();
    let out =
        fanodeck(&["render", "--symbols", "3", "--png", "cards", "--png-dpi", "50"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let mut names: Vec<String> = std::fs::read_dir(dir.path().join("cards"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let expected: Vec<String> =
        (1..=7).map(|i| format!("card-0{i}.png")).chain(["notes.txt".to_string()]).collect();
    assert_eq!(names, expected);
    let png = std::fs::read(dir.path().join("cards/card-01.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
}

#[test]
fn bad_option_values_are_refused_with_the_value() {
    let dir = tempfile::tempdir().unwrap();
    for (args, expect) in [
        (&["render", "--gap", "-1"][..], "-1"),
        (&["render", "--rotation", "sideways"][..], "sideways"),
        (&["render", "--back", "nope.svg"][..], "nope.svg"),
        (&["render", "--template", "a5-9"][..], "a5-9"),
        (&["render", "--diameter", "250"][..], "250"),
    ] {
        let out = fanodeck(args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(expect), "{args:?}: {}", stderr(&out));
    }
    assert!(!dir.path().join("deck.pdf").exists());
}

/// Seven different small pictures: filled shapes of different colours and sizes.
fn write_pngs(dir: &Path) {
    for i in 0..7u32 {
        let image = image::RgbaImage::from_fn(60, 40 + i * 5, |x, y| {
            let inside = (x as i32 - 30).pow(2) + (y as i32 - 20).pow(2) < (12 + i as i32).pow(2);
            if inside {
                image::Rgba([40 * i as u8, 200, 255 - 30 * i as u8, 255])
            } else {
                image::Rgba([0; 4])
            }
        });
        image.save(dir.join(format!("{i}.png"))).unwrap();
    }
}

#[test]
fn renders_png_and_svg_folders_and_words() {
    let dir = tempfile::tempdir().unwrap();
    let (pngs, svgs) = (dir.path().join("pngs"), dir.path().join("svgs"));
    std::fs::create_dir(&pngs).unwrap();
    std::fs::create_dir(&svgs).unwrap();
    write_pngs(&pngs);
    for i in 0..7 {
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="{}" height="10" fill="#{:02x}3366"/></svg>"##,
            8 + i * 2,
            i * 30
        );
        std::fs::write(svgs.join(format!("s{i}.SVG")), svg).unwrap();
    }
    std::fs::write(dir.path().join("words.txt"), "cat\ndog\nsun\nmoon\nice cream\ntree\nbus\n")
        .unwrap();
    for (source, value) in [("--icons", "pngs"), ("--icons", "svgs"), ("--words", "words.txt")] {
        let out = fanodeck(
            &["render", "--symbols", "3", source, value, "-o", "x.pdf", "--manifest", "x.json"],
            dir.path(),
        );
        assert!(out.status.success(), "{source} {value}: {}", stderr(&out));
        let pdf = std::fs::read(dir.path().join("x.pdf")).unwrap();
        assert!(pdf.starts_with(b"%PDF-"), "{source} {value}");
        let manifest: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("x.json")).unwrap()).unwrap();
        assert_eq!(manifest["cards"].as_array().unwrap().len(), 7, "{source} {value}");
        let sources: Vec<&str> = manifest["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["source"].as_str().unwrap())
            .collect();
        match value {
            "words.txt" => assert!(sources.contains(&"text:ice cream"), "{sources:?}"),
            folder => assert!(sources.iter().all(|s| s.contains(folder)), "{sources:?}"),
        }
    }
}

#[test]
fn built_in_words_and_backs_work_from_any_folder() {
    let dir = tempfile::tempdir().unwrap();
    for (words, back) in
        [("builtin:en-early", "builtin:stars"), ("builtin:en-animals", "builtin:rings")]
    {
        let args = ["render", "--words", words, "--back", back, "--template", "builtin:a4-6"];
        let out = fanodeck(&[&args[..], &["--manifest", "m.json"]].concat(), dir.path());
        assert!(out.status.success(), "{words} {back}: {}", stderr(&out));
        let manifest: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("m.json")).unwrap()).unwrap();
        assert_eq!(manifest["cards"].as_array().unwrap().len(), 57);
        // Fronts and backs alternate: 10 sheets of fronts, each followed by its backs.
        assert_eq!(manifest["cards"][56]["page"], 19);
        assert_eq!(manifest["cards"][56]["back_page"], 20);
    }
    let out = fanodeck(
        &["render", "--words", "builtin:en-early", "--font", "builtin:andika"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let out = fanodeck(&["render", "--back", "builtin:moon"], dir.path());
    assert!(
        stderr(&out).contains(
            "invalid back 'builtin:moon': no such built-in (there are fano, stars, rings)"
        ),
        "{}",
        stderr(&out)
    );
    for (list, first) in
        [("backs", "fano "), ("words", "en-early "), ("templates", "a4-6 "), ("themes", "animals ")]
    {
        let out = fanodeck(&["list", list], dir.path());
        assert!(out.status.success());
        assert!(stdout(&out).starts_with(first), "{list}: {}", stdout(&out));
    }
}

/// The circle punches' templates are listed with their card's size, and a deck made with one
/// has cards of the punch's diameter.
#[test]
fn circle_punch_templates_are_listed_and_sized() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["list", "templates"], dir.path());
    for (name, mm) in [("punch-2in", "50.8"), ("punch-2.5in", "63.5"), ("punch-3in", "76.2")] {
        let line = stdout(&out).lines().find(|l| l.starts_with(name)).map(str::to_string);
        let line = line.unwrap_or_else(|| panic!("{name} not listed: {}", stdout(&out)));
        assert!(line.contains(&format!("{mm} mm round cards")), "{line}");
    }
    let args =
        ["render", "-q", "--symbols", "3", "--template", "punch-2.5in", "--manifest", "m.json"];
    let out = fanodeck(&args, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest = std::fs::read_to_string(dir.path().join("m.json")).unwrap();
    assert!(manifest.contains("\"diameter_mm\": 63.5"), "{manifest}");
}

#[test]
fn negative_numbers_reach_the_checks_and_are_quoted() {
    let dir = tempfile::tempdir().unwrap();
    for (flag, value, says) in [
        ("--gap", "-1", "invalid gap '-1': must be at least 0 mm"),
        ("--margin", "-2", "invalid margin '-2': must be at least 0 mm"),
        ("--size-ratio", "-1", "invalid size ratio '-1': must be at least 1"),
        ("--diameter", "-5", "invalid diameter '-5': must be at least 20 mm"),
        ("--bleed", "-1", "invalid bleed '-1': must be at least 0 mm"),
        ("--gap", "NaN", "invalid gap 'NaN': must be a number"),
    ] {
        let out = fanodeck(&["render", flag, value], dir.path());
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        assert!(stderr(&out).starts_with(&format!("error: {says}")), "{}", stderr(&out));
    }
}

#[test]
fn bundled_icons_are_listed_and_chosen_by_theme_and_name() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["icons"], dir.path());
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("animals (89)\n  dog, cat, elephant"), "{text}");
    for theme in ["food (57)", "travel (55)", "activities (34)", "objects (76)", "smileys (6)"] {
        assert!(text.contains(theme), "{theme}: {text}");
    }

    let args = ["render", "--symbols", "6", "--theme", "food", "--exclude", "apple,banana"];
    let out = fanodeck(&[&args[..], &["--manifest", "m.json"]].concat(), dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest = std::fs::read_to_string(dir.path().join("m.json")).unwrap();
    assert!(
        manifest.contains("\"name\": \"cherries\"")
            || manifest.contains("\"name\": \"strawberry\"")
    );
    assert!(!manifest.contains("\"name\": \"apple\"") && !manifest.contains("\"name\": \"dog\""));

    std::fs::write(
        dir.path().join("few.txt"),
        "# a small deck\ndog\ncat\nfish\n\nbee\nowl\nfox\npig\ncow\n",
    )
    .unwrap();
    let out = fanodeck(
        &["render", "--symbols", "3", "--only", "few.txt", "--manifest", "m.json"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest = std::fs::read_to_string(dir.path().join("m.json")).unwrap();
    assert!(manifest.contains("\"name\": \"pig\"") && !manifest.contains("\"name\": \"cow\""));

    let out = fanodeck(&["render", "--theme", "smileys,people"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("needs 57 different pictures, the 9 chosen icons have 9"), "{err}");
    assert!(err.contains("--symbols 3 (7 cards)"), "{err}");
    let out = fanodeck(&["render", "--only", "dog,dragonfruit pie"], dir.path());
    assert!(stderr(&out).contains("invalid icon 'dragonfruit pie'"), "{}", stderr(&out));
}

#[test]
fn an_output_without_extension_gets_pdf_and_cards_take_a_colour() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(
        &["render", "--symbols", "3", "-o", "mydeck", "--card-color", "#fff3d6"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("writing 'mydeck.pdf'"), "{}", stderr(&out));
    let pdf = std::fs::read(dir.path().join("mydeck.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert!(!dir.path().join("mydeck").exists());
    // The face colour is painted (uncompressed content would show it as 1 0.953 0.839 rg).
    let plain = fanodeck(&["render", "--symbols", "3", "-o", "plain.pdf"], dir.path());
    assert!(plain.status.success());
    assert_ne!(std::fs::read(dir.path().join("plain.pdf")).unwrap().len(), pdf.len());
    let bad = fanodeck(&["render", "--card-color", "beige-ish"], dir.path());
    assert!(stderr(&bad).contains("invalid card colour 'beige-ish'"), "{}", stderr(&bad));
}

#[test]
fn duplex_test_sheet_has_a_front_and_a_back() {
    let dir = tempfile::tempdir().unwrap();
    for (flip, paper) in [("long", "a4"), ("short", "letter")] {
        let args =
            ["duplex-test", "-o", "dt.pdf", "--duplex", flip, "--paper", paper, "--per-sheet", "4"];
        let out = fanodeck(&args, dir.path());
        assert!(out.status.success(), "{}", stderr(&out));
        let doc = lopdf::Document::load(dir.path().join("dt.pdf")).unwrap();
        assert_eq!(doc.get_pages().len(), 2, "{flip}");
        for (_, page) in doc.get_pages() {
            let content = doc.get_page_content(page);
            assert!(!content.is_empty());
        }
    }
    let out = fanodeck(&["duplex-test", "--duplex", "diagonal"], dir.path());
    assert!(stderr(&out).contains("invalid duplex 'diagonal'"), "{}", stderr(&out));
}

#[test]
fn words_stay_near_upright_unless_a_rotation_is_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let words = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/words-en-early.txt");
    let words = words.to_str().unwrap();
    let tilt = |extra: &[&str]| -> (f32, f32) {
        let args = [
            &[
                "render",
                "--symbols",
                "6",
                "--words",
                words,
                "--icons",
                "pics",
                "--manifest",
                "m.json",
            ][..],
            extra,
        ]
        .concat();
        let out = fanodeck(&args, dir.path());
        assert!(out.status.success(), "{}", stderr(&out));
        let manifest: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("m.json")).unwrap()).unwrap();
        let is_word: Vec<bool> = manifest["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["source"].as_str().unwrap().starts_with("text:"))
            .collect();
        let (mut words, mut pictures) = (0f32, 0f32);
        for card in manifest["cards"].as_array().unwrap() {
            for p in card["symbols"].as_array().unwrap() {
                let r = p["rotation_deg"].as_f64().unwrap() as f32;
                let off_upright = r.rem_euclid(360.0).min(360.0 - r.rem_euclid(360.0));
                let slot = if is_word[p["symbol"].as_u64().unwrap() as usize] {
                    &mut words
                } else {
                    &mut pictures
                };
                *slot = slot.max(off_upright);
            }
        }
        (words, pictures)
    };
    // Ten pictures, then the words: a mixed deck.
    std::fs::create_dir(dir.path().join("pics")).unwrap();
    write_pngs(&dir.path().join("pics"));
    let (words_tilt, pictures_tilt) = tilt(&[]);
    assert!(words_tilt <= 30.01, "words turned {words_tilt}°");
    assert!(pictures_tilt > 60.0, "pictures turn freely: {pictures_tilt}°");
    let (words_tilt, _) = tilt(&["--rotation", "free"]);
    assert!(words_tilt > 60.0, "--rotation free turns words too: {words_tilt}°");
}

#[test]
fn words_on_a_card_differ_in_colour_and_the_palette_can_be_colour_blind_safe() {
    let dir = tempfile::tempdir().unwrap();
    let words = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/words-en-early.txt");
    for (palette, first) in [("bright", "#c62828"), ("cb", "#0072b2")] {
        let args = [
            "render",
            "--words",
            words.to_str().unwrap(),
            "--palette",
            palette,
            "--manifest",
            "m.json",
        ];
        let out = fanodeck(&args, dir.path());
        assert!(out.status.success(), "{}", stderr(&out));
        let manifest: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("m.json")).unwrap()).unwrap();
        let colours = manifest["symbols"][0]["colors"].as_array().unwrap();
        assert_eq!(colours.len(), 8);
        assert_eq!(colours[0], first);
        for card in manifest["cards"].as_array().unwrap() {
            let tints: Vec<u64> = card["symbols"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["tint"].as_u64().unwrap())
                .collect();
            let distinct: std::collections::BTreeSet<_> = tints.iter().collect();
            assert_eq!(
                distinct.len(),
                tints.len(),
                "{palette}: two words of a card share a colour: {tints:?}"
            );
        }
    }
    let out = fanodeck(
        &["render", "--words", words.to_str().unwrap(), "--palette", "pastel"],
        dir.path(),
    );
    assert!(stderr(&out).contains("invalid palette 'pastel'"), "{}", stderr(&out));
}

#[test]
fn the_junior_preset_makes_the_easier_deck() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["render", "--preset", "junior", "--manifest", "m.json"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("31 cards of 6 symbols"), "{}", stderr(&out));
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("m.json")).unwrap()).unwrap();
    // Four cards a sheet: card 5 is on page 2.
    assert_eq!(manifest["cards"][4]["page"], 2);
    let out = fanodeck(&["render", "--preset", "expert"], dir.path());
    assert!(stderr(&out).contains("invalid preset 'expert'"), "{}", stderr(&out));
}

#[test]
fn messages_speak_of_what_the_deck_holds_and_name_what_is_left_out() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("w.txt"), "sun\nmoon\nstar\n").unwrap();
    let out = fanodeck(&["render", "--words", "w.txt"], dir.path());
    let err = stderr(&out);
    assert!(err.contains("needs 57 different words, 'w.txt' has 3"), "{err}");
    assert!(err.contains("hint: add 54 words"), "{err}");

    let out = fanodeck(&["render", "--words", "builtin:en-animals"], dir.path());
    let err = stderr(&out);
    assert!(
        err.contains(
            "using 57 of the 58 words of 'builtin:words-en-animals.txt'; not used: penguin"
        ),
        "{err}"
    );
    let out = fanodeck(&["render", "--symbols", "3", "--theme", "smileys,people"], dir.path());
    let err = stderr(&out);
    assert!(
        err.contains(
            "using 7 of the 9 pictures of the 9 chosen icons; not used: santa, space invader"
        ),
        "{err}"
    );

    let out = fanodeck(&["render", "--symbols", "7"], dir.path());
    let err = stderr(&out);
    assert!(
        err.contains("6 per card (31 cards, or 25 affine) or 8 per card (57 cards, or 49 affine)"),
        "{err}"
    );
    assert!(err.contains("hint: use --symbols 6 or --symbols 8 (with --deck affine"), "{err}");
}

#[test]
fn verbose_runs_give_stage_times_and_layout_figures() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["render", "--symbols", "4", "-v"], dir.path());
    let err = stderr(&out);
    for stage in ["debug: loading symbols: ", "debug: laying out: ", "debug: writing PDF: "] {
        assert!(err.contains(stage), "{stage}: {err}");
    }
    assert!(err.contains("debug: layout: coverage median "), "{err}");
    assert!(!err.contains("card 1: coverage"), "{err}");
    let out = fanodeck(&["render", "--symbols", "4", "-vv"], dir.path());
    assert_eq!(stderr(&out).matches(": coverage ").count(), 13 + 1, "{}", stderr(&out));
}

/// `fanodeck render` typed in a folder of photos, naming none, makes the bundled icons' deck:
/// said in a warning, so that nobody prints the wrong deck believing it holds their photos.
#[test]
fn a_deck_made_beside_pictures_it_does_not_use_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let photos = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/photos");
    for entry in std::fs::read_dir(&photos).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.path().join(path.file_name().unwrap())).unwrap();
    }
    let out = fanodeck(&["render", "--symbols", "3"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let warning = "warning: the deck is made of the bundled icons, not of the 7 pictures in \
                   this folder; to use them, add --icons .";
    assert!(stderr(&out).contains(warning), "{}", stderr(&out));
    // Named, or with a folder of their own, nothing is said.
    let out =
        fanodeck(&["render", "--icons", ".", "--symbols", "3", "--allow-similar"], dir.path());
    assert!(!stderr(&out).contains("bundled icons, not"), "{}", stderr(&out));
}
