//! Registration marks for Silhouette's print-and-cut (issue 41): `--registration silhouette`
//! (request `registration`), read back from the PDF's content stream and the cut files, and
//! held against the manifest's cards.

use fanodeck::render::manifest::ManifestCard;
use fanodeck::{Output, Request};
use lopdf::Document;
use lopdf::content::Content;

use crate::run::{fanodeck, stderr};

type Rect = [f64; 4];

/// Silhouette Studio's defaults, as the README gives them: marks 10 mm in from the edges, a
/// 5 mm square top left, L marks of 20 mm arms 0.5 mm thick top right and bottom left.
pub(crate) fn documented_marks(width: f64, height: f64) -> Vec<Rect> {
    let (r, b) = (width - 10.0, height - 10.0);
    vec![
        [10.0, 10.0, 15.0, 15.0],
        [r - 20.0, 10.0, r, 10.5],
        [r - 0.5, 10.0, r, 30.0],
        [10.0, b - 0.5, 30.0, b],
        [10.0, b - 20.0, 10.5, b],
    ]
}

/// A deck with the marks, its PDF uncompressed for reading.
fn deck(shape: &str, per_sheet: u32, more: impl FnOnce(&mut Request)) -> Output {
    let mut request = Request {
        symbols: 3,
        shape: Some(shape.to_string()),
        per_sheet: Some(per_sheet),
        registration: Some("silhouette".to_string()),
        ..Request::default()
    };
    more(&mut request);
    let mut options = request.to_options().unwrap();
    options.page.compress = false;
    fanodeck::generate(&options).unwrap()
}

/// The black-filled paths on `page` as their boxes, page mm (y down).
pub(crate) fn black_fills(doc: &Document, page: u32) -> Vec<Rect> {
    let id = doc.get_pages()[&page];
    let content = Content::decode(&doc.get_page_content(id)).unwrap();
    let num = |o: &lopdf::Object| {
        o.as_float().map(f64::from).or_else(|_| o.as_i64().map(|i| i as f64)).unwrap_or(f64::NAN)
    };
    let (mut fills, mut points, mut black) = (Vec::new(), Vec::<(f64, f64)>::new(), false);
    for op in &content.operations {
        let a: Vec<f64> = op.operands.iter().map(num).collect();
        match op.operator.as_str() {
            "rg" => black = a == [0.0, 0.0, 0.0],
            "g" => black = a == [0.0],
            "m" | "l" => points.push((a[0], a[1])),
            "c" => points.push((a[4], a[5])),
            "f" | "f*" => {
                if black && !points.is_empty() {
                    let xs = points.iter().map(|p| p.0);
                    let ys = points.iter().map(|p| p.1);
                    let lo = |v: &mut dyn Iterator<Item = f64>| v.fold(f64::MAX, f64::min);
                    let hi = |v: &mut dyn Iterator<Item = f64>| v.fold(f64::MIN, f64::max);
                    fills.push([
                        lo(&mut xs.clone()),
                        lo(&mut ys.clone()),
                        hi(&mut { xs }),
                        hi(&mut { ys }),
                    ]);
                }
                points.clear();
            }
            "S" | "s" | "n" | "W" | "W*" | "B" | "b" => points.clear(),
            _ => {}
        }
    }
    fills
}

/// The marks of a cut file's SVG, its group `registration`'s rectangles as boxes.
fn svg_marks(doc: &roxmltree::Document) -> Vec<Rect> {
    let group = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("registration"))
        .expect("a group 'registration'");
    let num = |n: &roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
    group
        .children()
        .filter(|n| n.has_tag_name("rect"))
        .map(|n| {
            let (x, y) = (num(&n, "x"), num(&n, "y"));
            [x, y, x + num(&n, "width"), y + num(&n, "height")]
        })
        .collect()
}

fn assert_same_rects(what: &str, got: &[Rect], want: &[Rect]) {
    assert_eq!(got.len(), want.len(), "{what}: {got:?}");
    for (g, w) in got.iter().zip(want) {
        assert!(g.iter().zip(w).all(|(a, b)| (a - b).abs() < 0.01), "{what}: {g:?} is not {w:?}");
    }
}

#[test]
fn the_marks_print_at_silhouettes_defaults_on_every_sheet_of_fronts() {
    for paper in ["a4", "letter"] {
        let output = deck("round", 6, |r| r.paper = Some(paper.to_string()));
        let doc = Document::load_mem(&output.pdf).unwrap();
        let (w, h) = (f64::from(output.sheet.width_mm), f64::from(output.sheet.height_mm));
        let pages = doc.get_pages().len() as u32;
        assert!(pages >= 2, "{paper}: {pages} pages");
        for page in 1..=pages {
            let what = format!("{paper} page {page}");
            assert_same_rects(&what, &black_fills(&doc, page), &documented_marks(w, h));
        }
    }
    // A back sheet is printed on the other side: its marks would face the mat.
    let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#336"/></svg>"##;
    let back = format!(r#"{{"name": "back.svg", "bytes": {:?}}}"#, svg.to_vec());
    let back: fanodeck::request::File = serde_json::from_str(&back).unwrap();
    let output = deck("round", 6, |r| r.back = Some(back));
    let doc = Document::load_mem(&output.pdf).unwrap();
    assert_eq!(black_fills(&doc, 1).len(), 5);
    assert!(black_fills(&doc, 2).is_empty(), "the back sheet has no marks");
    // Without the option, no marks.
    let plain = fanodeck::generate(&{
        let mut o = Request { symbols: 3, ..Request::default() }.to_options().unwrap();
        o.page.compress = false;
        o
    })
    .unwrap();
    assert!(black_fills(&Document::load_mem(&plain.pdf).unwrap(), 1).is_empty());
}

/// A card's cut line from the manifest, placed on its sheet.
fn placed(card: &ManifestCard) -> Vec<(f64, f64)> {
    let [cx, cy] = card.center_mm.map(f64::from);
    card.outline_mm.iter().map(|&[x, y]| (cx + f64::from(x), cy + f64::from(y))).collect()
}

#[test]
fn no_card_enters_the_marks_zones_or_the_border() {
    let cases: [(&str, u32, Option<f32>); 7] = [
        ("round", 6, None),
        ("round", 4, None),
        ("hexagon", 6, None),
        ("hexagon", 4, None),
        ("square", 6, None),
        ("rounded", 4, None),
        ("round", 6, Some(3.0)),
    ];
    for (shape, per_sheet, bleed) in cases {
        let output = deck(shape, per_sheet, |r| r.bleed = bleed);
        let (w, h) = (f64::from(output.sheet.width_mm), f64::from(output.sheet.height_mm));
        // The marked corners' squares: inset + arm + 2 mm clearance; what prints keeps out.
        let reach = 32.0;
        let zones =
            [[0.0, 0.0, reach, reach], [w - reach, 0.0, w, reach], [0.0, h - reach, reach, h]];
        let grow = f64::from(bleed.unwrap_or(0.0));
        let what = format!("{shape} {per_sheet}-up bleed {grow}");
        assert_eq!(output.manifest.cards.len(), 7, "{what}");
        for card in &output.manifest.cards {
            let [cx, cy] = card.center_mm.map(f64::from);
            for (x, y) in placed(card) {
                // The print reaches `grow` further, away from the centre.
                let len = (x - cx).hypot(y - cy);
                let (x, y) = (x + (x - cx) / len * grow, y + (y - cy) / len * grow);
                assert!(
                    x >= 10.0 - 1e-3 && y >= 10.0 - 1e-3 && x <= w - 10.0 && y <= h - 10.0,
                    "{what}: card {} at ({x:.2}, {y:.2}) is in the border",
                    card.index
                );
                for [l, t, r, b] in zones {
                    assert!(
                        !(x > l && x < r && y > t && y < b),
                        "{what}: card {} at ({x:.2}, {y:.2}) is in the zone {:?}",
                        card.index,
                        [l, t, r, b]
                    );
                }
            }
        }
    }
}

#[test]
fn cards_that_do_not_fit_beside_the_marks_are_refused_with_the_largest_that_does() {
    let dir = tempfile::tempdir().unwrap();
    let args =
        ["render", "--symbols", "3", "--registration", "silhouette", "--diameter", "91", "-q"];
    let out = fanodeck(&args, dir.path());
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains(
            "6 round cards 91 mm across do not fit on A4 beside Silhouette's registration \
             marks: at most 83.1 mm across"
        ),
        "{err}"
    );
    assert!(err.contains("--diameter 83 or less, or --per-sheet 4"), "{err}");
    assert!(!dir.path().join("deck.pdf").exists());
    // The size it names fits, and four cards a sheet are larger.
    let args = ["render", "--symbols", "3", "--registration", "silhouette", "--diameter", "83.1"];
    assert!(fanodeck(&args, dir.path()).status.success());
    let four = deck("round", 4, |_| {});
    assert!(four.sheet.diameter_mm > 90.0, "{}", four.sheet.diameter_mm);
    // A name it does not know.
    let request = Request { registration: Some("cricut".into()), ..Request::default() };
    let err = request.to_options().unwrap_err().to_string();
    assert!(err.contains("registration 'cricut'") && err.contains("silhouette"), "{err}");
}

#[test]
fn the_cut_files_carry_the_marks_apart_from_the_cut() {
    let output = deck("round", 6, |_| {});
    let (w, h) = (f64::from(output.sheet.width_mm), f64::from(output.sheet.height_mm));
    let files = output.cut_files().unwrap();
    let svg = std::str::from_utf8(&files[0].1).unwrap();
    let doc = roxmltree::Document::parse(svg).unwrap();
    assert_same_rects("svg", &svg_marks(&doc), &documented_marks(w, h));
    let group = doc.descendants().find(|n| n.attribute("id") == Some("registration")).unwrap();
    assert_eq!(group.attribute("fill"), Some("#000000"));
    // The cut's group holds no mark.
    let cut = doc.descendants().find(|n| n.attribute("id") == Some("cut")).unwrap();
    assert!(cut.descendants().all(|n| !n.has_tag_name("rect")));

    let drawing = dxf::Drawing::load(&mut std::io::Cursor::new(&files[1].1)).unwrap();
    let mut marks = Vec::new();
    let mut cuts = 0;
    for entity in drawing.entities() {
        let dxf::entities::EntityType::LwPolyline(line) = &entity.specific else {
            panic!("not a light polyline: {:?}", entity.specific);
        };
        match entity.common.layer.as_str() {
            "registration" => {
                assert!(line.is_closed());
                let xs = line.vertices.iter().map(|v| v.x);
                let ys = line.vertices.iter().map(|v| h - v.y);
                marks.push([
                    xs.clone().fold(f64::MAX, f64::min),
                    ys.clone().fold(f64::MAX, f64::min),
                    xs.fold(f64::MIN, f64::max),
                    ys.fold(f64::MIN, f64::max),
                ]);
            }
            "0" => cuts += 1,
            other => panic!("layer {other}"),
        }
    }
    assert_same_rects("dxf", &marks, &documented_marks(w, h));
    assert_eq!(cuts, 6);
}

/// The web page's "cut files" download is the CLI's files, byte for byte, in one ZIP.
#[test]
fn the_cut_files_zip_holds_the_cut_files() {
    let output = deck("hexagon", 6, |_| {});
    let files = output.cut_files().unwrap();
    let zip = output.cut_files_zip().unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
    assert_eq!(archive.len(), files.len());
    for (name, bytes) in &files {
        let mut entry = archive.by_name(name).unwrap();
        let mut read = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut read).unwrap();
        assert_eq!(&read, bytes, "{name}");
    }
}

/// The Cameo 5's four corner marks as inkscape-silhouette's A4 template draws them: an L at
/// every corner, its corner point 10 mm from both edges, arms 20 mm long stroked 0.3 mm wide
/// with square ends (`M 30,10 H 10 V 30` and so on); each arm as the box it fills.
pub(crate) fn documented_four_corner_marks(width: f64, height: f64) -> Vec<Rect> {
    let h = 0.15;
    let (r, b) = (width - 10.0, height - 10.0);
    let l = |x: f64, y: f64, dx: f64, dy: f64| {
        let (x1, y1) = (x + 20.0 * dx, y + 20.0 * dy);
        [[x.min(x1) - h, y - h, x.max(x1) + h, y + h], [x - h, y.min(y1) - h, x + h, y.max(y1) + h]]
    };
    [l(10.0, 10.0, 1.0, 1.0), l(r, 10.0, -1.0, 1.0), l(10.0, b, 1.0, -1.0), l(r, b, -1.0, -1.0)]
        .concat()
}

#[test]
fn the_cameo_5s_four_corner_marks_print_at_every_corner_and_in_the_cut_files() {
    for (shape, per_sheet, paper) in
        [("round", 6, "a4"), ("square", 6, "letter"), ("hexagon", 4, "a4")]
    {
        let output = deck(shape, per_sheet, |r| {
            r.registration = Some("silhouette-4".into());
            r.paper = Some(paper.into());
        });
        let what = format!("{shape} {per_sheet} {paper}");
        let (w, h) = (f64::from(output.sheet.width_mm), f64::from(output.sheet.height_mm));
        let want = documented_four_corner_marks(w, h);
        let doc = Document::load_mem(&output.pdf).unwrap();
        for page in 1..=doc.get_pages().len() as u32 {
            assert_same_rects(&format!("{what} page {page}"), &black_fills(&doc, page), &want);
        }
        // Nothing the cards print comes within the marks' reach (10 + 20 + 0.15 mm and 2 mm
        // of white) at any of the four corners, nor within 9.85 mm of an edge.
        let reach = 32.15;
        let zones = [
            [0.0, 0.0, reach, reach],
            [w - reach, 0.0, w, reach],
            [0.0, h - reach, reach, h],
            [w - reach, h - reach, w, h],
        ];
        for card in &output.manifest.cards {
            for (x, y) in placed(card) {
                let (lo, hi) = (9.85 - 1e-3, (w - 9.85 + 1e-3, h - 9.85 + 1e-3));
                assert!(x >= lo && y >= lo && x <= hi.0 && y <= hi.1, "{what}: ({x:.3}, {y:.3})");
                for [l, t, r, b] in zones {
                    assert!(!(x > l && x < r && y > t && y < b), "{what}: ({x:.2}, {y:.2})");
                }
            }
        }
        let files = output.cut_files().unwrap();
        let svg = std::str::from_utf8(&files[0].1).unwrap();
        let svg = roxmltree::Document::parse(svg).unwrap();
        assert_same_rects(&format!("{what} svg"), &svg_marks(&svg), &want);
    }
    // Sizes that do not fit are refused as beside the Type 1 marks, with the largest that fits.
    let request = Request {
        registration: Some("silhouette-4".into()),
        diameter: Some(91.0),
        ..Request::default()
    };
    let err = request.to_options().and_then(|o| fanodeck::generate(&o)).unwrap_err().to_string();
    assert!(err.contains("beside Silhouette's registration marks: at most 83.0 mm"), "{err}");
}
