//! The finished gift (issue 49): the tuck box sized to the deck (`--box`), measured from its
//! page and its cut file, and the rules sheet (`--rules`) read back as text.

use fanodeck::{Output, Request};
use lopdf::Document;

use crate::fold::grey_strokes;
use crate::pdf_text::text_of;
use crate::run::{fanodeck, stderr};

fn deck(more: impl FnOnce(&mut Request)) -> Output {
    let mut request = Request { tuck_box: true, ..Request::default() };
    more(&mut request);
    let mut options = request.to_options().unwrap();
    options.page.compress = false;
    fanodeck::generate(&options).unwrap()
}

/// Positions along one axis, each once (to 0.01 mm), sorted.
fn distinct(values: impl IntoIterator<Item = f64>) -> Vec<f64> {
    let mut out: Vec<f64> = Vec::new();
    let mut values: Vec<f64> = values.into_iter().collect();
    values.sort_by(f64::total_cmp);
    for v in values {
        if out.last().is_none_or(|last| v - last > 0.01) {
            out.push(v);
        }
    }
    out
}

/// The box's inside as the net's folds say it: (width, height, depth), and the cut's left
/// edge; from the fold lines' dashes (vertical: the panels' sides; horizontal: the lids').
fn measured(folds: &[[f64; 4]], cut_left: f64) -> (f64, f64, f64) {
    let xs = distinct(folds.iter().filter(|b| b[0] == b[2]).map(|b| b[0]));
    let ys = distinct(folds.iter().filter(|b| b[1] == b[3]).map(|b| b[1]));
    assert_eq!((xs.len(), ys.len()), (4, 4), "{xs:?} {ys:?}");
    // Folds at front|side, side|back, back|side, side|glue; lid|tuck, top, bottom, lid|tuck.
    let width = xs[0] - cut_left;
    assert!((xs[2] - xs[1] - width).abs() < 0.01, "front and back alike: {xs:?}");
    let depth = xs[1] - xs[0];
    assert!((xs[3] - xs[2] - depth).abs() < 0.01 && (ys[1] - ys[0] - depth).abs() < 0.01);
    (width, ys[2] - ys[1], depth)
}

#[test]
fn the_box_fits_the_cards_and_the_stack_on_its_page_and_in_its_cut_file() {
    for (shape, cards, thickness, fold) in [
        ("round", None, None, false),
        ("square", Some(31), Some(0.45), false),
        ("hexagon", Some(20), None, true),
        ("rounded", None, Some(0.2), false),
    ] {
        let output = deck(|r| {
            r.shape = Some(shape.into());
            r.cards = cards;
            r.paper_thickness = thickness;
            if fold {
                r.back = Some(fanodeck::request::File {
                    name: "back.svg".into(),
                    bytes: br##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#a33"/></svg>"##.to_vec(),
                    prepared: None,
                });
                r.backs = Some("fold".into());
            }
        });
        let what = format!("{shape} {cards:?} {thickness:?} fold {fold}");
        let count = output.cards.len() as f64;
        let (w, h) = output.sheet.outline.bounds_mm();
        let layers = if fold { 2.0 } else { 1.0 };
        let want = (
            f64::from(w) + 2.0,
            f64::from(h) + 2.0,
            count * layers * f64::from(thickness.unwrap_or(0.3)) + 1.0,
        );
        let close = |got: (f64, f64, f64)| {
            (got.0 - want.0).abs() < 0.2
                && (got.1 - want.1).abs() < 0.2
                && (got.2 - want.2).abs() < 0.2
        };
        // The page: the last one, its cut the largest grey box, its folds the dashes.
        let doc = Document::load_mem(&output.pdf).unwrap();
        let last = doc.get_pages().len() as u32;
        let strokes = grey_strokes(&doc, last);
        let cut = strokes
            .iter()
            .max_by(|a, b| {
                ((a[2] - a[0]) * (a[3] - a[1])).total_cmp(&((b[2] - b[0]) * (b[3] - b[1])))
            })
            .unwrap();
        let folds: Vec<[f64; 4]> =
            strokes.iter().filter(|b| (b[0] == b[2]) != (b[1] == b[3])).copied().collect();
        let got = measured(&folds, cut[0]);
        assert!(close(got), "{what}: the page's box is {got:?}, not {want:?}");
        // On the paper, with room to spare.
        let (pw, ph) = (f64::from(output.sheet.width_mm), f64::from(output.sheet.height_mm));
        assert!(cut[0] >= 5.9 && cut[1] >= 5.9 && cut[2] <= pw.max(ph) - 5.9, "{what}: {cut:?}");

        // The cut file: one cut outline, the folds on their own layer, the same sizes.
        let files = output.cut_files().unwrap();
        let svg = &files.iter().find(|(name, _)| name == "box.svg").expect("box.svg").1;
        let svg = roxmltree::Document::parse(std::str::from_utf8(svg).unwrap()).unwrap();
        let points = |d: &str| -> Vec<(f64, f64)> {
            let numbers: Vec<f64> = d
                .split(|c: char| c == ' ' || c.is_ascii_alphabetic())
                .filter_map(|s| s.parse().ok())
                .collect();
            numbers.chunks(2).map(|p| (p[0], p[1])).collect()
        };
        let cut_path = svg.descendants().find(|n| n.attribute("id") == Some("box")).unwrap();
        assert_eq!(cut_path.parent().unwrap().attribute("id"), Some("cut"));
        let left =
            points(cut_path.attribute("d").unwrap()).iter().map(|p| p.0).fold(f64::MAX, f64::min);
        let fold_group = svg.descendants().find(|n| n.attribute("id") == Some("fold")).unwrap();
        let folds: Vec<[f64; 4]> = fold_group
            .children()
            .filter(|n| n.is_element())
            .map(|n| {
                let p = points(n.attribute("d").unwrap());
                [p[0].0, p[0].1, p[1].0, p[1].1]
            })
            .collect();
        let got = measured(&folds, left);
        assert!(close(got), "{what}: the cut file's box is {got:?}, not {want:?}");
        let dxf =
            std::str::from_utf8(&files.iter().find(|(n, _)| n == "box.dxf").unwrap().1).unwrap();
        assert!(dxf.contains("  8\nfold\n") && dxf.contains("  8\n0\n"), "{what}");
    }
}

#[test]
fn a_box_that_cannot_be_made_is_refused_with_nothing_written() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let mut all = vec!["render", "--box", "-q"];
        all.extend(args);
        let out = fanodeck(&all, dir.path());
        assert!(!out.status.success(), "{args:?}");
        assert!(!dir.path().join("deck.pdf").exists(), "{args:?}");
        stderr(&out)
    };
    let err = run(&["--symbols", "3", "--box-title", "家族"]);
    assert!(err.contains("invalid box title '家族'") && err.contains("U+5BB6"), "{err}");
    let err = run(&["--symbols", "3", "--paper-thickness", "0"]);
    assert!(err.contains("invalid paper thickness '0': must be at least 0.05 mm"), "{err}");
    let err = run(&["--paper-thickness", "1.5"]);
    assert!(err.contains("more than it has: cards up to") && err.contains("A4"), "{err}");
    // The request refuses a title without a box, as the CLI does.
    let request = Request { box_title: Some("x".into()), ..Request::default() };
    assert!(request.to_options().unwrap_err().to_string().contains("add --box"));
    // A title in another script, with a font that has it: the box is made.
    let ok = fanodeck(
        &["render", "--symbols", "3", "--box", "--box-title", "Ça marche", "-q"],
        dir.path(),
    );
    assert!(ok.status.success(), "{}", stderr(&ok));
}

#[test]
fn the_rules_say_the_decks_numbers_in_its_language() {
    for (language, says) in [
        (
            fanodeck::Language::En,
            ["How to play", "57 cards with 8 pictures each", "The tower", "The poisoned gift"],
        ),
        (fanodeck::Language::Fr, ["Comment jouer", "57 cartes", "La tour", "Le cadeau empoisonné"]),
    ] {
        let request = Request { rules: true, language, ..Request::default() };
        let output = fanodeck::generate(&request.to_options().unwrap()).unwrap();
        let text = text_of(&output.pdf);
        for words in says {
            // Lines break anywhere between words.
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(words), "{language:?}: {words:?} not in {flat}");
        }
        let doc = Document::load_mem(&output.pdf).unwrap();
        assert_eq!(doc.get_pages().len(), 11, "{language:?}: ten sheets and the rules");
    }
    let small = Request { rules: true, symbols: 3, ..Request::default() };
    let text = text_of(&fanodeck::generate(&small.to_options().unwrap()).unwrap().pdf);
    assert!(
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains("7 cards with 3 pictures each")
    );
}

#[test]
fn a_box_beside_registration_marks_carries_them_and_keeps_out_of_their_zones() {
    use crate::registration::{black_fills, documented_four_corner_marks, documented_marks};
    for (marks, per_sheet) in [("silhouette", 6), ("silhouette-4", 6), ("silhouette-4", 4)] {
        let output = deck(|r| {
            r.registration = Some(marks.into());
            r.per_sheet = Some(per_sheet);
        });
        let what = format!("{marks} {per_sheet}-up");
        let doc = Document::load_mem(&output.pdf).unwrap();
        let last = doc.get_pages().len() as u32;
        let (w, h) = (297.0, 210.0);
        let want = if marks == "silhouette" {
            documented_marks(w, h)
        } else {
            documented_four_corner_marks(w, h)
        };
        let got = black_fills(&doc, last);
        assert_eq!(got.len(), want.len(), "{what}: {got:?}");
        for (g, m) in got.iter().zip(&want) {
            assert!(g.iter().zip(m).all(|(a, b)| (a - b).abs() < 0.01), "{what}: {g:?} vs {m:?}");
        }
        // The net's cut, from the box's cut file, stays out of the marked corners' squares
        // (inset, arm and 2 mm of white) and the 10 mm band along the edges.
        let files = output.cut_files().unwrap();
        let svg =
            std::str::from_utf8(&files.iter().find(|(n, _)| n == "box.svg").unwrap().1).unwrap();
        let svg = roxmltree::Document::parse(svg).unwrap();
        let d = svg.descendants().find(|n| n.attribute("id") == Some("box")).unwrap();
        let numbers: Vec<f64> = d
            .attribute("d")
            .unwrap()
            .split(|c: char| c == ' ' || c.is_ascii_alphabetic())
            .filter_map(|s| s.parse().ok())
            .collect();
        let ring: Vec<(f64, f64)> = numbers.chunks(2).map(|p| (p[0], p[1])).collect();
        assert!(svg.descendants().any(|n| n.attribute("id") == Some("registration")), "{what}");
        let reach = 32.0;
        let mut zones =
            vec![[0.0, 0.0, reach, reach], [w - reach, 0.0, w, reach], [0.0, h - reach, reach, h]];
        if marks == "silhouette-4" {
            zones.push([w - reach, h - reach, w, h]);
        }
        // Every side of the cut, sampled each 0.5 mm, stays outside every zone and the band.
        for k in 0..ring.len() {
            let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
            let steps = ((b.0 - a.0).hypot(b.1 - a.1) / 0.5).ceil().max(1.0) as usize;
            for s in 0..=steps {
                let t = s as f64 / steps as f64;
                let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                assert!(x >= 9.8 && y >= 9.8 && x <= w - 9.8 && y <= h - 9.8, "{what}: ({x}, {y})");
                for [l, t, r, bt] in &zones {
                    assert!(
                        !(x > *l && x < *r && y > *t && y < *bt),
                        "{what}: ({x:.1}, {y:.1}) in {:?}",
                        [l, t, r, bt]
                    );
                }
            }
        }
    }
}
