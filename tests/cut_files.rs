//! Cut files for cutting machines (issue 41): `render --cut-files DIR` and
//! `Output::cut_files`, read back with an SVG path parser (svgtypes) and a DXF reader (dxf),
//! never with the code that wrote them, and held against the manifest and the PDF's guides.

use std::f64::consts::PI;

use fanodeck::render::manifest::ManifestCard;
use fanodeck::{Output, Request};
use lopdf::Document;

use crate::run::{fanodeck, stderr};
use crate::shapes::{stroked_paths, to_polygon};

type P = (f64, f64);

/// How far a cut may lie from the card's true outline, mm (the figure).
const TOLERANCE: f64 = 0.05;
/// How far inside the true outline the manifest's polygon may cut a corner, mm (its chords;
/// `outline_mm` is "within 0.1 mm", of which 0.08 for the chords).
const CHORDS: f64 = 0.08;

/// A deck of `symbols` a card of `shape` cards, its PDF uncompressed for reading.
fn deck(shape: &str, symbols: u32, per_sheet: u32) -> Output {
    let request = Request {
        symbols,
        shape: Some(shape.to_string()),
        per_sheet: Some(per_sheet),
        ..Request::default()
    };
    let mut options = request.to_options().unwrap();
    options.page.compress = false;
    fanodeck::generate(&options).unwrap()
}

/// Points along the arc from `a` to `b` that turns `theta` radians (positive: the angle
/// grows, from the x axis towards the y axis of the points' own axes), a degree apart.
fn arc(a: P, b: P, theta: f64) -> Vec<P> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let chord = dx.hypot(dy);
    // The centre lies off the chord's middle, to its left for a positive turn under π.
    let off = chord / 2.0 / (theta / 2.0).tan();
    let centre = ((a.0 + b.0) / 2.0 - dy / chord * off, (a.1 + b.1) / 2.0 + dx / chord * off);
    let r = (a.0 - centre.0).hypot(a.1 - centre.1);
    let start = (a.1 - centre.1).atan2(a.0 - centre.0);
    let steps = (theta.abs().to_degrees().ceil() as usize).max(1);
    (1..=steps)
        .map(|k| {
            let t = start + theta * k as f64 / steps as f64;
            (centre.0 + r * t.cos(), centre.1 + r * t.sin())
        })
        .collect()
}

/// An SVG cut file: its size attributes, viewBox and each path's id with its strokes as
/// polylines (page mm, y down; closed ones end where they began).
struct Svg {
    size: (String, String),
    view_box: String,
    paths: Vec<(String, Vec<Vec<P>>)>,
}

fn read_svg(bytes: &[u8]) -> Svg {
    let text = std::str::from_utf8(bytes).unwrap();
    let doc = roxmltree::Document::parse(text).unwrap();
    let root = doc.root_element();
    let attr = |name: &str| root.attribute(name).unwrap().to_string();
    let mut paths = Vec::new();
    for node in doc.descendants().filter(|n| n.has_tag_name("path")) {
        let id = node.attribute("id").unwrap().to_string();
        let mut strokes: Vec<Vec<P>> = Vec::new();
        let mut at = (0.0, 0.0);
        for segment in svgtypes::PathParser::from(node.attribute("d").unwrap()) {
            use svgtypes::PathSegment as S;
            match segment.unwrap() {
                S::MoveTo { abs: true, x, y } => {
                    at = (x, y);
                    strokes.push(vec![at]);
                }
                S::LineTo { abs: true, x, y } => {
                    at = (x, y);
                    strokes.last_mut().unwrap().push(at);
                }
                S::EllipticalArc { abs: true, rx, ry, x_axis_rotation, large_arc, sweep, x, y } => {
                    assert!(rx == ry && x_axis_rotation == 0.0, "{id}: not a circle's arc");
                    let chord = (x - at.0).hypot(y - at.1);
                    let mut theta = 2.0 * (chord / 2.0 / rx).min(1.0).asin();
                    if large_arc {
                        theta = 2.0 * PI - theta;
                    }
                    let points = arc(at, (x, y), if sweep { theta } else { -theta });
                    strokes.last_mut().unwrap().extend(points);
                    at = (x, y);
                }
                S::ClosePath { .. } => {
                    let stroke = strokes.last_mut().unwrap();
                    stroke.push(stroke[0]);
                    at = stroke[0];
                }
                other => panic!("{id}: unexpected {other:?}"),
            }
        }
        paths.push((id, strokes));
    }
    Svg { size: (attr("width"), attr("height")), view_box: attr("viewBox"), paths }
}

/// A DXF cut file's polylines in page mm (turned y down from the sheet's `height`), and
/// whether each is closed; the header must say AutoCAD 2000 and millimetres.
fn read_dxf(bytes: &[u8], height: f64) -> Vec<(bool, Vec<P>)> {
    let drawing = dxf::Drawing::load(&mut std::io::Cursor::new(bytes)).unwrap();
    assert_eq!(drawing.header.version, dxf::enums::AcadVersion::R2000);
    assert_eq!(drawing.header.default_drawing_units, dxf::enums::Units::Millimeters);
    let mut polylines = Vec::new();
    for entity in drawing.entities() {
        let dxf::entities::EntityType::LwPolyline(line) = &entity.specific else {
            panic!("not a light polyline: {:?}", entity.specific);
        };
        let v = &line.vertices;
        let mut points = vec![(v[0].x, v[0].y)];
        let stretches = if line.is_closed() { v.len() } else { v.len() - 1 };
        for i in 0..stretches {
            let (a, b) = (&v[i], &v[(i + 1) % v.len()]);
            if a.bulge == 0.0 {
                points.push((b.x, b.y));
            } else {
                points.extend(arc((a.x, a.y), (b.x, b.y), 4.0 * a.bulge.atan()));
            }
        }
        polylines
            .push((line.is_closed(), points.into_iter().map(|(x, y)| (x, height - y)).collect()));
    }
    polylines
}

/// A card's outline from the manifest, placed at its centre on the sheet.
fn placed(card: &ManifestCard) -> Vec<P> {
    let [cx, cy] = card.center_mm.map(f64::from);
    card.outline_mm.iter().map(|&[x, y]| (cx + f64::from(x), cy + f64::from(y))).collect()
}

/// Even-odd ray casting.
fn inside(poly: &[P], (x, y): P) -> bool {
    let mut inside = false;
    for i in 0..poly.len() {
        let ((ax, ay), (bx, by)) = (poly[i], poly[(i + 1) % poly.len()]);
        if (ay > y) != (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay) {
            inside = !inside;
        }
    }
    inside
}

/// Distance from `p` to the open polylines `cut`.
fn to_cut(cut: &[Vec<P>], p: P) -> f64 {
    let segment = |a: P, b: P| to_polygon(&[a, b], p);
    cut.iter()
        .flat_map(|line| line.windows(2).map(move |w| segment(w[0], w[1])))
        .fold(f64::MAX, f64::min)
}

/// The cut `cut` (polylines, page mm) is the outlines of `cards` within the tolerance: each
/// point of the cut lies on the nearest card's outline (never inside its chords, at most the
/// chords' sag plus the tolerance outside them), each corner of the manifest's polygons lies
/// on the cut, and every point along its edges within their sag.
fn assert_cut_is_outlines(what: &str, cut: &[Vec<P>], cards: &[&ManifestCard]) {
    let outlines: Vec<Vec<P>> = cards.iter().map(|c| placed(c)).collect();
    for &p in cut.iter().flatten() {
        let (d, poly) = outlines
            .iter()
            .map(|o| (to_polygon(o, p), o))
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .unwrap();
        let signed = if inside(poly, p) { -d } else { d };
        assert!(
            (-TOLERANCE..=TOLERANCE + CHORDS).contains(&signed),
            "{what}: cut point {p:?} is {signed:.3} mm off the nearest card's outline"
        );
    }
    for (card, outline) in cards.iter().zip(&outlines) {
        for (i, &corner) in outline.iter().enumerate() {
            let d = to_cut(cut, corner);
            assert!(d <= TOLERANCE, "{what}: card {} point {corner:?} {d:.3} mm off", card.index);
            let next = outline[(i + 1) % outline.len()];
            for k in 1..8 {
                let t = k as f64 / 8.0;
                let q = (corner.0 + t * (next.0 - corner.0), corner.1 + t * (next.1 - corner.1));
                let d = to_cut(cut, q);
                assert!(d <= TOLERANCE + CHORDS, "{what}: card {} edge {q:?} uncut", card.index);
            }
        }
    }
}

/// No stretch of the cut is cut twice: no two pieces of it overlap along a line.
fn assert_no_doubled_lines(what: &str, cut: &[Vec<P>]) {
    let segments: Vec<(P, P)> =
        cut.iter().flat_map(|line| line.windows(2).map(|w| (w[0], w[1]))).collect();
    for (i, &(a, b)) in segments.iter().enumerate() {
        let len = (b.0 - a.0).hypot(b.1 - a.1);
        if len < 1e-9 {
            continue;
        }
        let dir = ((b.0 - a.0) / len, (b.1 - a.1) / len);
        for &(c, d) in &segments[i + 1..] {
            // How far c and d are off the line through a and b, and where they fall along it.
            let off = |p: P| ((p.0 - a.0) * dir.1 - (p.1 - a.1) * dir.0).abs();
            if off(c) > 1e-3 || off(d) > 1e-3 {
                continue;
            }
            let along = |p: P| (p.0 - a.0) * dir.0 + (p.1 - a.1) * dir.1;
            let (lo, hi) = (along(c).min(along(d)), along(c).max(along(d)));
            let overlap = hi.min(len) - lo.max(0.0);
            assert!(overlap < 0.01, "{what}: {a:?}–{b:?} cut twice ({overlap:.2} mm)");
        }
    }
}

/// The sheets' cards, by the PDF page of their fronts.
fn sheets(output: &Output) -> Vec<Vec<&ManifestCard>> {
    let mut pages: Vec<Vec<&ManifestCard>> = Vec::new();
    for card in &output.manifest.cards {
        match pages.last_mut() {
            Some(page) if page[0].page == card.page => page.push(card),
            _ => pages.push(vec![card]),
        }
    }
    pages
}

#[test]
fn every_cut_is_the_manifest_outline_in_svg_and_dxf() {
    for (shape, per_sheet) in
        [("round", 6), ("hexagon", 6), ("hexagon", 4), ("square", 6), ("rounded", 4)]
    {
        let output = deck(shape, 3, per_sheet);
        let what = format!("{shape}, {per_sheet} a sheet");
        let files = output.cut_files().unwrap();
        let sheets = sheets(&output);
        // 7 cards: a full sheet and one with the last card(s).
        assert_eq!(files.len(), 2 * sheets.len(), "{what}");
        let height = f64::from(output.sheet.height_mm);
        for (n, cards) in sheets.iter().enumerate() {
            let what = format!("{what}, sheet {}", n + 1);
            let (svg_name, svg) = &files[2 * n];
            let (dxf_name, dxf) = &files[2 * n + 1];
            assert_eq!(svg_name, &format!("sheet-{:02}.svg", n + 1));
            assert_eq!(dxf_name, &format!("sheet-{:02}.dxf", n + 1));
            let svg = read_svg(svg);
            assert_eq!(svg.size, ("297mm".to_string(), "210mm".to_string()), "{what}");
            assert_eq!(svg.view_box, "0 0 297 210", "{what}");
            let cut: Vec<Vec<P>> = svg.paths.iter().flat_map(|(_, s)| s.clone()).collect();
            assert_cut_is_outlines(&format!("{what} (SVG)"), &cut, cards);
            assert_no_doubled_lines(&format!("{what} (SVG)"), &cut);
            let dxf = read_dxf(dxf, height);
            let dxf_cut: Vec<Vec<P>> = dxf.iter().map(|(_, p)| p.clone()).collect();
            assert_cut_is_outlines(&format!("{what} (DXF)"), &dxf_cut, cards);
            assert_no_doubled_lines(&format!("{what} (DXF)"), &dxf_cut);
            let closed = dxf.iter().filter(|(closed, _)| *closed).count();
            let ids: Vec<&str> = svg.paths.iter().map(|(id, _)| id.as_str()).collect();
            let card_ids: Vec<String> =
                cards.iter().map(|c| format!("card-{}", c.index + 1)).collect();
            match shape {
                // One closed outline a card, named by its number, around that card alone.
                "round" | "hexagon" => {
                    assert_eq!(ids, card_ids, "{what}");
                    assert_eq!(closed, cards.len(), "{what}");
                    for ((_, strokes), card) in svg.paths.iter().zip(cards) {
                        assert_cut_is_outlines(&format!("{what} card"), strokes, &[card]);
                    }
                }
                // Straight cuts each once: a full sheet of square cards has a line per
                // row and column edge, and nothing is closed.
                _ => {
                    assert_eq!(closed, 0, "{what}");
                    let lines = ids.iter().filter(|id| id.starts_with("line-")).count();
                    if shape == "square" {
                        assert_eq!(ids.len(), lines, "{what}: {ids:?}");
                        if cards.len() == 6 {
                            assert_eq!(Some(lines), output.sheet.straight_cuts(), "{what}");
                        }
                    } else {
                        assert_eq!(ids[..cards.len()], card_ids[..], "{what}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_cut_lies_on_the_printed_guide() {
    for shape in ["round", "square", "rounded", "hexagon"] {
        let output = deck(shape, 3, 6);
        let doc = Document::load_mem(&output.pdf).unwrap();
        let guides = stroked_paths(&doc, 1);
        let svg = read_svg(&output.cut_files().unwrap()[0].1);
        for (id, strokes) in &svg.paths {
            for &p in strokes.iter().flatten() {
                let d = guides
                    .iter()
                    .map(|g| to_cut(std::slice::from_ref(g), p))
                    .fold(f64::MAX, f64::min);
                assert!(d <= TOLERANCE, "{shape} {id}: {p:?} is {d:.3} mm off the printed guide");
            }
        }
    }
}

#[test]
fn the_flag_writes_a_pair_a_sheet_and_refuses_a_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("taken"), b"mine").unwrap();
    let out = fanodeck(&["render", "--symbols", "3", "--cut-files", "taken"], dir.path());
    assert!(!out.status.success());
    assert!(stderr(&out).contains("'taken': it is a file, not a folder"), "{}", stderr(&out));
    assert!(!dir.path().join("deck.pdf").exists(), "nothing is written");
    assert_eq!(std::fs::read(dir.path().join("taken")).unwrap(), b"mine");

    // An earlier, longer deck's third sheet goes; other files stay.
    std::fs::create_dir(dir.path().join("cut")).unwrap();
    for name in ["sheet-03.svg", "notes.txt"] {
        std::fs::write(dir.path().join("cut").join(name), b"old").unwrap();
    }
    let args = ["render", "--symbols", "3", "-q", "--shape", "hexagon", "--cut-files", "cut"];
    let out = fanodeck(&args, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let mut names: Vec<String> = std::fs::read_dir(dir.path().join("cut"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["notes.txt", "sheet-01.dxf", "sheet-01.svg", "sheet-02.dxf", "sheet-02.svg"]
    );
    // The CLI writes the library's bytes.
    let output = deck("hexagon", 3, 6);
    for (name, bytes) in output.cut_files().unwrap() {
        assert_eq!(std::fs::read(dir.path().join("cut").join(&name)).unwrap(), bytes, "{name}");
    }
}
