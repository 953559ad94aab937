//! Fold-over backs (`--backs fold`, issue 49): each back beside its front on the same side,
//! mirrored about the sheet's middle line, for every card shape; read back from the PDF's cut
//! lines, the manifest and the cut files.

use fanodeck::request::File;
use fanodeck::{Output, Request};
use lopdf::Document;
use lopdf::content::Content;

use crate::run::{fanodeck, stderr};

const BACK: &[u8] = br##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#336"/><circle cx="3" cy="3" r="2" fill="#fc0"/></svg>"##;

fn back() -> File {
    File { name: "back.svg".into(), bytes: BACK.to_vec(), prepared: None }
}

/// A deck of 7 cards with fold-over backs, its PDF uncompressed for reading.
fn deck(shape: &str, per_sheet: u32, bleed: Option<f32>) -> Output {
    let request = Request {
        symbols: 3,
        shape: Some(shape.into()),
        per_sheet: Some(per_sheet),
        back: Some(back()),
        backs: Some("fold".into()),
        bleed,
        card_color: bleed.map(|_| "#ffe0a0".into()),
        ..Request::default()
    };
    let mut options = request.to_options().unwrap();
    options.page.compress = false;
    fanodeck::generate(&options).unwrap()
}

/// The boxes (page mm, y down) of the grey stroked paths on `page`: the cut lines, and the
/// dashes of the fold line.
pub(crate) fn grey_strokes(doc: &Document, page: u32) -> Vec<[f64; 4]> {
    let id = doc.get_pages()[&page];
    let content = Content::decode(&doc.get_page_content(id)).unwrap();
    let num = |o: &lopdf::Object| {
        o.as_float().map(f64::from).or_else(|_| o.as_i64().map(|i| i as f64)).unwrap_or(f64::NAN)
    };
    let (mut boxes, mut points, mut grey) = (Vec::new(), Vec::<(f64, f64)>::new(), false);
    let mut subpaths: Vec<Vec<(f64, f64)>> = Vec::new();
    for op in &content.operations {
        let a: Vec<f64> = op.operands.iter().map(num).collect();
        match op.operator.as_str() {
            "RG" => grey = a.iter().all(|v| (v - 128.0 / 255.0).abs() < 0.01),
            "m" => {
                if !points.is_empty() {
                    subpaths.push(std::mem::take(&mut points));
                }
                points.push((a[0], a[1]));
            }
            "l" => points.push((a[0], a[1])),
            "c" => points.extend([(a[0], a[1]), (a[2], a[3]), (a[4], a[5])]),
            "S" | "s" => {
                subpaths.push(std::mem::take(&mut points));
                if grey {
                    for path in subpaths.drain(..) {
                        let lo =
                            |f: fn(&(f64, f64)) -> f64| path.iter().map(f).fold(f64::MAX, f64::min);
                        let hi =
                            |f: fn(&(f64, f64)) -> f64| path.iter().map(f).fold(f64::MIN, f64::max);
                        boxes.push([lo(|p| p.0), lo(|p| p.1), hi(|p| p.0), hi(|p| p.1)]);
                    }
                }
                subpaths.clear();
            }
            "f" | "f*" | "n" | "W" | "W*" | "B" | "b" => {
                points.clear();
                subpaths.clear();
            }
            _ => {}
        }
    }
    boxes
}

#[test]
fn every_back_mirrors_its_front_about_the_fold_for_every_shape() {
    for (shape, per_sheet, bleed) in [
        ("round", 6, None),
        ("round", 4, Some(2.0)),
        ("square", 6, Some(2.0)),
        ("rounded", 4, None),
        ("hexagon", 6, None),
        ("hexagon", 4, None),
    ] {
        let what = format!("{shape} {per_sheet}-up");
        let output = deck(shape, per_sheet, bleed);
        let (w, h) = (f64::from(output.sheet.width_mm), f64::from(output.sheet.height_mm));
        // The folded sheet is one row of cards: squares cut by its lines alone.
        if shape == "square" {
            assert_eq!(output.sheet.straight_cuts(), Some(per_sheet as usize / 2 + 3), "{what}");
        }
        let fold = output.manifest.fold.as_ref().expect("the manifest names the fold");
        assert_eq!((fold.fronts.as_str(), fold.backs.as_str()), ("top", "bottom"));
        let fold_y = f64::from(fold.line_y_mm);
        assert!((fold_y - h / 2.0).abs() < 0.01, "{what}: fold at {fold_y}");
        // Half the cards of a sheet: one row of fronts, their backs below.
        let columns = if per_sheet == 6 { 3 } else { 2 };
        let doc = Document::load_mem(&output.pdf).unwrap();
        assert_eq!(doc.get_pages().len(), 7usize.div_ceil(columns), "{what}: no back sheets");
        for card in &output.manifest.cards {
            let [x, y] = card.center_mm.map(f64::from);
            let [bx, by] = card.back_center_mm.expect("a back").map(f64::from);
            assert_eq!(card.back_page, Some(card.page), "{what}: the back shares the page");
            assert!(
                y < fold_y && by > fold_y,
                "{what}: card {} front above, back below",
                card.index
            );
            assert!((bx - x).abs() < 0.05 && (by - (2.0 * fold_y - y)).abs() < 0.05, "{what}");
        }
        // The printed cut lines: each front's mirrored about the fold is a back's, to 0.05 mm.
        for page in 1..=doc.get_pages().len() as u32 {
            let strokes = grey_strokes(&doc, page);
            let (dashes, outlines): (Vec<_>, Vec<_>) =
                strokes.into_iter().partition(|b| b[1] == b[3] && (b[1] - fold_y).abs() < 1e-3);
            assert!(dashes.len() > 20, "{what} page {page}: the fold line is dashed: {dashes:?}");
            let size = f64::from(output.sheet.outline.bounds_mm().0);
            // Card outlines (edge-to-edge cards' straight cuts aside) are card-sized boxes.
            let cards: Vec<[f64; 4]> =
                outlines.into_iter().filter(|b| (b[2] - b[0] - size).abs() < 0.5).collect();
            let fronts: Vec<&[f64; 4]> = cards.iter().filter(|b| b[3] <= fold_y + 1e-3).collect();
            let backs: Vec<&[f64; 4]> = cards.iter().filter(|b| b[1] >= fold_y - 1e-3).collect();
            let on_page = output.manifest.cards.iter().filter(|c| c.page == page as usize).count();
            if !output.sheet.tiles() {
                assert_eq!((fronts.len(), backs.len()), (on_page, on_page), "{what} page {page}");
            }
            for f in &fronts {
                let mirrored = [f[0], 2.0 * fold_y - f[3], f[2], 2.0 * fold_y - f[1]];
                assert!(
                    backs
                        .iter()
                        .any(|b| b.iter().zip(&mirrored).all(|(p, q)| (p - q).abs() < 0.05)),
                    "{what} page {page}: no back at {mirrored:?} in {backs:?}"
                );
            }
            assert!(fronts.iter().all(|b| b[0] >= 0.0 && b[2] <= w), "{what}");
        }
        // The cut files cut the fronts (the folded sheet) and carry the fold to score.
        let files = output.cut_files().unwrap();
        let svg = std::str::from_utf8(&files[0].1).unwrap();
        let svg = roxmltree::Document::parse(svg).unwrap();
        let line = svg.descendants().find(|n| n.attribute("id") == Some("fold-line")).unwrap();
        assert_eq!(line.parent().unwrap().attribute("id"), Some("fold"));
        let d = line.attribute("d").unwrap();
        let y: f64 = d.split(' ').nth(1).unwrap().split('H').next().unwrap().parse().unwrap();
        assert!((y - fold_y).abs() < 0.01, "{what}: {d}");
        let cards = svg
            .descendants()
            .filter(|n| n.attribute("id").is_some_and(|id| id.starts_with("card-")));
        if !output.sheet.tiles() {
            assert_eq!(cards.count(), columns, "{what}");
        }
        let dxf = std::str::from_utf8(&files[1].1).unwrap();
        assert!(dxf.contains("  8\nfold\n"), "{what}: a DXF layer 'fold'");
    }
}

#[test]
fn fold_over_backs_refuse_what_a_folded_sheet_cannot_do() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("back.svg"), BACK).unwrap();
    let try_it = |extra: &[&str]| {
        let mut args =
            vec!["render", "--symbols", "3", "--back", "back.svg", "--backs", "fold", "-q"];
        args.extend(extra);
        let out = fanodeck(&args, dir.path());
        assert!(!out.status.success(), "{extra:?}");
        assert!(!dir.path().join("deck.pdf").exists());
        stderr(&out)
    };
    assert!(try_it(&["--duplex", "short"]).contains("invalid duplex 'short': fold-over backs"));
    assert!(try_it(&["--registration", "silhouette-4"]).contains("hides the marks"));
    let out = fanodeck(&["render", "--symbols", "3", "--backs", "fold", "-q"], dir.path());
    assert!(stderr(&out).contains("invalid backs 'fold': needs a back picture"));
    let out = fanodeck(
        &["render", "--symbols", "3", "--back", "back.svg", "--backs", "last"],
        dir.path(),
    );
    assert!(stderr(&out).contains("add --card-pdf FILE, or use 'fold'"), "{}", stderr(&out));
    let out = fanodeck(
        &["render", "--symbols", "3", "--back", "back.svg", "--backs", "fold"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // A saved project printed double-sided is folded over when asked, its duplex set aside.
    let project = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/projects/fanodeck-0.1.0.zip");
    let project = project.to_str().unwrap();
    let args = [
        "render",
        "--project",
        project,
        "--backs",
        "fold",
        "-o",
        "folded.pdf",
        "--manifest",
        "f.json",
    ];
    let out = fanodeck(&args, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest = std::fs::read_to_string(dir.path().join("f.json")).unwrap();
    assert!(manifest.contains("\"fronts\": \"top\""), "{manifest}");
    // The deck's own additions are the project's: a box asked beside it is refused.
    let out = fanodeck(&["render", "--project", project, "--box"], dir.path());
    assert!(!out.status.success() && stderr(&out).contains("--box"), "{}", stderr(&out));
}
