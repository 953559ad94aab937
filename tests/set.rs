//! `fanodeck set`: counting typed cards, deals and the no-SET estimate, run as a user does.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::run::{fanodeck, stderr, stdout};

fn json(args: &[&str]) -> serde_json::Value {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(args, dir.path());
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_str(&stdout(&out)).unwrap()
}

/// Every card of the 81, as codes.
fn all_codes() -> Vec<String> {
    (0..81).map(|i: u32| format!("{}{}{}{}", i / 27, i / 9 % 3, i / 3 % 3, i % 3)).collect()
}

#[test]
fn the_full_deck_counts_1080_sets_and_lists_them() {
    let codes = all_codes();
    let mut args = vec!["set", "count", "--json", "--list"];
    args.extend(codes.iter().map(String::as_str));
    let v = json(&args);
    assert_eq!(v["cards"], 81);
    assert_eq!(v["sets"], 1080);
    let list = v["list"].as_array().unwrap();
    assert_eq!(list.len(), 1080);
    // Each listed triple is a SET: every digit all the same or all different.
    for triple in list {
        let t: Vec<&str> = triple.as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
        for d in 0..4 {
            let sum: u32 = t.iter().map(|c| c.as_bytes()[d] as u32 - 48).sum();
            assert_eq!(sum % 3, 0, "{t:?}");
        }
    }
}

#[test]
fn codes_on_standard_input_and_the_mod7_table() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fanodeck"))
        .args(["set", "count", "--mod", "7", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"0000 1111\n2222\t1212\n0121 2000\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    // 0000 1111 2222, and 1212 0121 2000.
    assert_eq!(v["cards"], 6);
    assert_eq!(v["sets"], 2);
    assert!(v.get("list").is_none());
    let m = &v["mod7"];
    assert_eq!(m["vectors"].as_array().unwrap().len(), 6);
    assert_eq!(m["sets_mod_7"], 2);
    assert_eq!(m["p_minus_l"], 4);
    // The text form says what it gives.
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["set", "count", "--mod", "7", "0000", "1111", "2222"], dir.path());
    let text = stdout(&out);
    assert!(text.starts_with("3 cards, 1 SET"), "{text}");
    assert!(text.contains("only modulo 7"), "{text}");
}

#[test]
fn bad_codes_fail_naming_the_code() {
    let dir = tempfile::tempdir().unwrap();
    for (args, quoted) in [
        (vec!["1212", "1213"], "'1213'"),
        (vec!["1212", "0000", "1212"], "'1212'"),
        (vec!["1212", "012"], "'012'"),
        (vec!["12x2"], "'12x2'"),
    ] {
        let mut all = vec!["set", "count"];
        all.extend(args.iter());
        let out = fanodeck(&all, dir.path());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(quoted), "{args:?}: {}", stderr(&out));
    }
    let out = fanodeck(&["set", "count", "--mod", "5", "0000"], dir.path());
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_deal_repeats_with_its_seed_and_reports_its_sets() {
    let a = json(&["set", "deal", "--cards", "12", "--seed", "4", "--json"]);
    let b = json(&["set", "deal", "--cards", "12", "--seed", "4", "--json"]);
    assert_eq!(a, b);
    let cards: Vec<String> =
        a["cards"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
    assert_eq!(cards.len(), 12);
    // The deal's SETs are the count's.
    let mut args = vec!["set", "count", "--json"];
    args.extend(cards.iter().map(String::as_str));
    assert_eq!(json(&args)["sets"], a["sets"]);
    assert_eq!(a["list"].as_array().unwrap().len() as u64, a["sets"].as_u64().unwrap());
}

#[test]
fn stats_estimate_about_one_table_of_12_in_30_without_a_set() {
    let dir = tempfile::tempdir().unwrap();
    let out = fanodeck(&["set", "stats", "--cards", "12", "--trials", "30000"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let none: f64 = text.split_whitespace().next().unwrap().parse().unwrap();
    let share = none / 30000.0;
    assert!((0.028..0.038).contains(&share), "{text}");
    let again = fanodeck(&["set", "stats", "--cards", "12", "--trials", "30000"], dir.path());
    assert_eq!(stdout(&again).split(';').next(), text.split(';').next());
}

/// Pages of a PDF, and whether any resource is an image.
fn pdf_pages_and_images(path: &std::path::Path) -> (usize, bool) {
    let doc = lopdf::Document::load(path).unwrap();
    let images = doc.objects.values().any(|o| match o {
        lopdf::Object::Stream(s) => {
            s.dict.get(b"Subtype").and_then(|v| v.as_name()).is_ok_and(|n| n == b"Image")
        }
        _ => false,
    });
    (doc.get_pages().len(), images)
}

#[test]
fn the_deck_pdf_has_81_distinct_vector_cards_inside_the_margin() {
    let dir = tempfile::tempdir().unwrap();
    for (paper, (pw, ph), pages) in [("a4", (297.0, 210.0), 9), ("letter", (279.4, 215.9), 9)] {
        let out = fanodeck(
            &["set", "-o", "set.pdf", "--manifest", "set.json", "--paper", paper],
            dir.path(),
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let (count, images) = pdf_pages_and_images(&dir.path().join("set.pdf"));
        assert_eq!(count, pages, "{paper}");
        assert!(!images, "vector only");
        let m: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("set.json")).unwrap()).unwrap();
        let cards = m["cards"].as_array().unwrap();
        let mut codes: Vec<&str> = cards.iter().map(|c| c["code"].as_str().unwrap()).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), 81);
        for c in cards {
            let [x, y] = [c["center_mm"][0].as_f64().unwrap(), c["center_mm"][1].as_f64().unwrap()];
            let [w, h] = [c["size_mm"][0].as_f64().unwrap(), c["size_mm"][1].as_f64().unwrap()];
            assert_eq!((w, h), (89.0, 57.0));
            assert!(x - w / 2.0 >= 4.0 && x + w / 2.0 <= pw - 4.0, "{c}");
            assert!(y - h / 2.0 >= 4.0 && y + h / 2.0 <= ph - 4.0, "{c}");
            let page = c["page"].as_u64().unwrap();
            assert!((1..=pages as u64).contains(&page));
            // The names are the code's.
            let code = c["code"].as_str().unwrap().as_bytes();
            let names = [&c["shape"], &c["shading"], &c["colour"], &c["number"]];
            let values = [
                ["oval", "diamond", "squiggle"],
                ["open", "striped", "solid"],
                ["red", "green", "purple"],
                ["three", "one", "two"],
            ];
            for d in 0..4 {
                assert_eq!(names[d].as_str().unwrap(), values[d][(code[d] - b'0') as usize]);
            }
        }
        // No two cards of a page overlap.
        for (i, a) in cards.iter().enumerate() {
            for b in &cards[i + 1..] {
                if a["page"] == b["page"] {
                    let dx = (a["center_mm"][0].as_f64().unwrap()
                        - b["center_mm"][0].as_f64().unwrap())
                    .abs();
                    let dy = (a["center_mm"][1].as_f64().unwrap()
                        - b["center_mm"][1].as_f64().unwrap())
                    .abs();
                    assert!(dx >= 89.0 || dy >= 57.0, "{a} {b}");
                }
            }
        }
    }
}

#[test]
fn smaller_decks_listed_cards_backs_and_bad_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let manifest = |args: &[&str]| -> Vec<serde_json::Value> {
        let mut all = vec!["set", "-o", "s.pdf", "--manifest", "s.json"];
        all.extend(args);
        let out = fanodeck(&all, dir.path());
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        let m: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("s.json")).unwrap()).unwrap();
        m["cards"].as_array().unwrap().clone()
    };
    let three = manifest(&["--attributes", "3"]);
    assert_eq!(three.len(), 27);
    assert!(three.iter().all(|c| c["number"] == "one"));
    let two = manifest(&["--attributes", "2"]);
    assert_eq!(two.len(), 9);
    assert!(two.iter().all(|c| c["number"] == "one" && c["shading"] == "solid"));
    let listed = manifest(&["--cards", "1212, 0000,2101"]);
    let codes: Vec<&str> = listed.iter().map(|c| c["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["1212", "0000", "2101"]);
    // A back sheet after each sheet of fronts: 81 cards on 9 + 9 pages.
    let out = fanodeck(&["set", "-o", "b.pdf", "--back", "builtin:fano"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(pdf_pages_and_images(&dir.path().join("b.pdf")).0, 18);
    for bad in [
        vec!["set", "--card-size", "400x57"],
        vec!["set", "--card-size", "89"],
        vec!["set", "--attributes", "5"],
        vec!["set", "--cards", "1213"],
        vec!["set", "--palette", "neon"],
        vec!["set", "--cards", ", ,"],
    ] {
        let out = fanodeck(&bad, dir.path());
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        let quoted = bad[2].split(',').next().unwrap().trim();
        assert!(stderr(&out).contains(quoted), "{bad:?}: {}", stderr(&out));
    }
}
