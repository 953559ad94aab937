//! Cut files for cutting machines (issue 41): each sheet's cut lines as SVG and DXF, in mm on
//! a page the sheet's size, exactly where the PDF prints its guides.
//!
//! Only the cut is drawn, never a symbol. Round and hexagonal cards are one closed outline
//! each (`card-7`). Square and rounded cards sit edge to edge: their straight cuts are each
//! drawn once (`line-3`, a whole row or column of square cards in one stroke), and a rounded
//! card's own outline holds only its four corners, so that no blade passes twice. The SVG
//! measures from the sheet's top-left corner, y down (the manifest's `center_mm`); the DXF from
//! its bottom-left corner, y up, as CAD programs do, with arcs as bulges (exact circles).
//!
//! Sheets with registration marks carry them too, so that the file lines up with the printed
//! sheet: in the SVG a group `registration` beside the group `cut`, in the DXF the layer
//! `registration` (the cut is on layer `0`). They are marks to align by, not cuts: hide or
//! delete them before cutting.
//!
//! A fold-over sheet (`--backs fold`) is folded and glued before it is cut, so its cut is the
//! fronts' alone; its fold line is in the SVG's group `fold` (dashed) and the DXF's layer
//! `fold`, for a machine that scores it.

use std::fmt::Write as _;

use crate::error::Result;
use crate::geom::CardOutline;
use crate::render::Sheet;

/// A point on the sheet, mm from its top-left corner, y down.
type Point = (f64, f64);

/// One stretch of a cut, from where the last one ended.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Step {
    /// A straight cut to this point.
    Line(Point),
    /// An arc of a circle of `radius` mm to `to`, turning `sweep_deg` degrees: clockwise as
    /// one looks at the sheet when positive, never more than 180° in one step.
    Arc { to: Point, radius: f64, sweep_deg: f64 },
}

/// What a blade cuts without lifting: from `start` along `steps`, which end back at `start`
/// when `closed`.
#[derive(Debug, Clone, PartialEq)]
struct Stroke {
    start: Point,
    steps: Vec<Step>,
    closed: bool,
}

/// A named part of a sheet's cut: a card's outline (`card-7`, the card's number in the deck)
/// or a straight cut that edge-to-edge cards share (`line-3`).
#[derive(Debug, Clone, PartialEq)]
struct Piece {
    id: String,
    strokes: Vec<Stroke>,
}

/// The cut files of a deck of `cards` cards on `sheet`, as (file name, bytes): `sheet-01.svg`
/// and `sheet-01.dxf` for the first sheet of cards, and so on (with backs, sheet N is the
/// PDF's page 2N − 1). The bytes are the same for the same sheet.
pub fn cut_files(sheet: &Sheet, cards: usize) -> Result<Vec<(String, Vec<u8>)>> {
    let per_sheet = sheet.per_sheet().max(1);
    let sheets = cards.div_ceil(per_sheet);
    let mut files = Vec::with_capacity(2 * sheets);
    for index in 0..sheets {
        let first = index * per_sheet;
        let pieces = sheet_pieces(sheet, first, (cards - first).min(per_sheet));
        let name = sheet_name(index, sheets);
        files.push((format!("{name}.svg"), svg(sheet, &pieces)));
        files.push((format!("{name}.dxf"), dxf(sheet, &pieces)));
    }
    Ok(files)
}

/// `sheet-07`: numbered from 1, zero-padded to two digits (more for more sheets) so that the
/// files sort in order.
fn sheet_name(index: usize, count: usize) -> String {
    let width = count.to_string().len().max(2);
    format!("sheet-{:0width$}", index + 1)
}

/// Whether `name` is a cut file's name (`sheet-N.svg` or `sheet-N.dxf`), as left by an
/// earlier run.
pub fn is_cut_file_name(name: &str) -> bool {
    if name == "box.svg" || name == "box.dxf" {
        return true;
    }
    name.strip_prefix("sheet-")
        .and_then(|rest| rest.strip_suffix(".svg").or_else(|| rest.strip_suffix(".dxf")))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The cut of one sheet holding cards `first` … `first + count − 1` of the deck.
fn sheet_pieces(sheet: &Sheet, first: usize, count: usize) -> Vec<Piece> {
    let centres: Vec<Point> =
        sheet.slots[..count].iter().map(|&(x, y)| (f64::from(x), f64::from(y))).collect();
    let card_id = |i: usize| format!("card-{}", first + i + 1);
    match sheet.outline {
        CardOutline::Round { diameter_mm } => {
            let r = f64::from(diameter_mm) / 2.0;
            let quarter = |(x, y): Point| Step::Arc { to: (x, y), radius: r, sweep_deg: 90.0 };
            centres
                .iter()
                .enumerate()
                .map(|(i, &(cx, cy))| Piece {
                    id: card_id(i),
                    // Clockwise on the sheet from the card's right-hand point.
                    strokes: vec![Stroke {
                        start: (cx + r, cy),
                        steps: [(cx, cy + r), (cx - r, cy), (cx, cy - r), (cx + r, cy)]
                            .map(quarter)
                            .to_vec(),
                        closed: true,
                    }],
                })
                .collect()
        }
        CardOutline::Hexagon { .. } => {
            let corners: Vec<Point> = sheet
                .outline
                .polygon(0.0)
                .into_iter()
                .map(|(x, y)| (f64::from(x), f64::from(y)))
                .collect();
            centres
                .iter()
                .enumerate()
                .map(|(i, &(cx, cy))| {
                    let at = |&(x, y): &Point| (cx + x, cy + y);
                    let steps = corners.iter().skip(1).chain(&corners[..1]);
                    Piece {
                        id: card_id(i),
                        strokes: vec![Stroke {
                            start: at(&corners[0]),
                            steps: steps.map(|p| Step::Line(at(p))).collect(),
                            closed: true,
                        }],
                    }
                })
                .collect()
        }
        CardOutline::Square { side_mm } => tiled(sheet, count, f64::from(side_mm), 0.0, &card_id),
        CardOutline::Rounded { side_mm, corner_mm } => {
            tiled(sheet, count, f64::from(side_mm), f64::from(corner_mm), &card_id)
        }
    }
}

/// Edge-to-edge cards, the first `count` of `sheet`, `side` mm square with corners of radius
/// `corner`: each card's corners (none when square), then the straight cuts on the sheet's
/// own grid lines ([`Sheet::cut_lines`]), each line once, joined along it where the cards'
/// sides meet end to end. Vertical cuts first, left to right, then horizontal ones, top to
/// bottom.
fn tiled(
    sheet: &Sheet,
    count: usize,
    side: f64,
    corner: f64,
    card_id: &dyn Fn(usize) -> String,
) -> Vec<Piece> {
    let Some((xs, ys, _)) = sheet.cut_lines() else { return Vec::new() };
    let h = side / 2.0;
    let slots = &sheet.slots[..count.min(sheet.slots.len())];
    let mut pieces = Vec::new();
    if corner > 0.0 {
        for (i, &(x, y)) in slots.iter().enumerate() {
            let (cx, cy) = (f64::from(x), f64::from(y));
            let (near, far) = (h - corner, h);
            // Each corner clockwise on the sheet, as a walk round the card meets it: the
            // top-right and bottom-left ones leave a horizontal side, the others a vertical one.
            let corners = [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0)].map(|(sx, sy)| {
                let (from, to) = if sx * sy < 0.0 {
                    ((cx + sx * near, cy + sy * far), (cx + sx * far, cy + sy * near))
                } else {
                    ((cx + sx * far, cy + sy * near), (cx + sx * near, cy + sy * far))
                };
                Stroke {
                    start: from,
                    steps: vec![Step::Arc { to, radius: corner, sweep_deg: 90.0 }],
                    closed: false,
                }
            });
            pieces.push(Piece { id: card_id(i), strokes: corners.to_vec() });
        }
    }
    // Each card's column and row on the grid: its sides are the lines either side.
    let size = f64::from(sheet.diameter_mm);
    let cell = |at: f32, first: f32| ((f64::from(at - first) - h) / size).round().max(0.0) as usize;
    let cells: Vec<(usize, usize)> =
        slots.iter().map(|&(x, y)| (cell(x, xs[0]), cell(y, ys[0]))).collect();
    let mut lines = Vec::new();
    if side - 2.0 * corner > 1e-6 {
        let span = |lines: &[f32], k: usize| {
            (f64::from(lines[k]) + corner, f64::from(lines[(k + 1).min(lines.len() - 1)]) - corner)
        };
        for (c, &x) in xs.iter().enumerate() {
            let spans = cells.iter().filter(|&&(col, _)| col == c || col + 1 == c);
            let spans = spans.map(|&(_, row)| span(&ys, row)).collect();
            let x = f64::from(x);
            lines.extend(joined(spans).into_iter().map(|(a, b)| ((x, a), (x, b))));
        }
        for (r, &y) in ys.iter().enumerate() {
            let spans = cells.iter().filter(|&&(_, row)| row == r || row + 1 == r);
            let spans = spans.map(|&(col, _)| span(&xs, col)).collect();
            let y = f64::from(y);
            lines.extend(joined(spans).into_iter().map(|(a, b)| ((a, y), (b, y))));
        }
    }
    pieces.extend(lines.into_iter().enumerate().map(|(i, (from, to))| Piece {
        id: format!("line-{}", i + 1),
        strokes: vec![Stroke { start: from, steps: vec![Step::Line(to)], closed: false }],
    }));
    pieces
}

/// Spans along one line, those that overlap or meet end to end made one.
fn joined(mut spans: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    spans.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut out: Vec<(f64, f64)> = Vec::new();
    for (a, b) in spans {
        match out.last_mut() {
            Some(last) if a <= last.1 + 1e-3 => last.1 = last.1.max(b),
            _ => out.push((a, b)),
        }
    }
    out
}

/// The fold line of a fold-over sheet, across the cards from the left edge of the first to
/// the right edge of the last: to score before folding, never to cut.
fn fold_stroke(sheet: &Sheet) -> Option<Stroke> {
    let y = f64::from(sheet.fold_y()?);
    let half = f64::from(sheet.outline.bounds_mm().0) / 2.0;
    let xs = sheet.slots.iter().map(|&(x, _)| f64::from(x));
    let (left, right) = xs.fold((f64::MAX, f64::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)));
    let steps = vec![Step::Line((right + half, y))];
    Some(Stroke { start: (left - half, y), steps, closed: false })
}

/// The tuck box's cut files, `box.svg` and `box.dxf`: the net's outline to cut (the SVG's
/// group `cut`, the DXF's layer `0`) and its folds to score (group and layer `fold`, dashed
/// in the SVG), on a page the box page's size.
pub fn box_files(net: &crate::render::tuck_box::Net) -> Vec<(String, Vec<u8>)> {
    let point = |&(x, y): &(f32, f32)| (f64::from(x), f64::from(y));
    let cut = Stroke {
        start: point(&net.cut[0]),
        steps: net.cut[1..].iter().map(|p| Step::Line(point(p))).collect(),
        closed: true,
    };
    let folds: Vec<Stroke> = net
        .folds
        .iter()
        .map(|[a, b]| Stroke { start: point(a), steps: vec![Step::Line(point(b))], closed: false })
        .collect();
    let mut svg = svg_open(net.page);
    svg.push_str(CUT_GROUP);
    let _ = writeln!(svg, "<path id=\"box\" d=\"{}\"/>", path_data(&cut));
    svg.push_str("</g>\n");
    svg.push_str(&fold_group());
    for (i, fold) in folds.iter().enumerate() {
        let _ = writeln!(svg, "<path id=\"fold-{}\" d=\"{}\"/>", i + 1, path_data(fold));
    }
    svg.push_str("</g>\n");
    svg_marks(&mut svg, &net.marks);
    svg.push_str("</svg>\n");
    let mut strokes = vec![("0", cut)];
    strokes.extend(folds.into_iter().map(|f| ("fold", f)));
    strokes.extend(mark_strokes(&net.marks));
    vec![
        ("box.svg".to_string(), svg.into_bytes()),
        ("box.dxf".to_string(), dxf_of(net.page, &strokes)),
    ]
}

/// A length in mm as written: three decimals (a micrometre), trailing zeros dropped, never -0.
fn mm(v: f64) -> String {
    let text = format!("{v:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_string() } else { text.to_string() }
}

/// The sheet's cut as SVG: a page the sheet's size in mm, a path per piece with its id.
fn svg(sheet: &Sheet, pieces: &[Piece]) -> Vec<u8> {
    let mut out = svg_open((sheet.width_mm, sheet.height_mm));
    out.push_str(CUT_GROUP);
    for piece in pieces {
        let d: Vec<String> = piece.strokes.iter().map(path_data).collect();
        let _ = writeln!(out, "<path id=\"{}\" d=\"{}\"/>", piece.id, d.join(" "));
    }
    out.push_str("</g>\n");
    if let Some(Stroke { start: (x0, y), steps, .. }) = fold_stroke(sheet) {
        out.push_str(&fold_group());
        if let Some(Step::Line((x1, _))) = steps.first() {
            let [x0, y, x1] = [x0, y, *x1].map(mm);
            let _ = writeln!(out, "<path id=\"fold-line\" d=\"M{x0} {y} H{x1}\"/>");
        }
        out.push_str("</g>\n");
    }
    svg_marks(&mut out, &sheet.registration.marks((sheet.width_mm, sheet.height_mm)));
    out.push_str("</svg>\n");
    out.into_bytes()
}

/// The start of an SVG page `size` mm, in mm.
fn svg_open((width, height): (f32, f32)) -> String {
    let (w, h) = (mm(f64::from(width)), mm(f64::from(height)));
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" \
         viewBox=\"0 0 {w} {h}\">"
    );
    out
}

/// The SVG group of the cut, opened.
const CUT_GROUP: &str = "<g id=\"cut\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"0.1\">\n";

/// The SVG group of the folds, opened: dashed as the PDF draws them.
fn fold_group() -> String {
    let dash = mm(f64::from(crate::print::draw::FOLD_DASH_MM));
    format!(
        "<g id=\"fold\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"0.1\" \
         stroke-dasharray=\"{dash} {dash}\">\n"
    )
}

/// `stroke` as SVG path data, mm.
fn path_data(stroke: &Stroke) -> String {
    let mut d = format!("M{} {}", mm(stroke.start.0), mm(stroke.start.1));
    for step in &stroke.steps {
        match *step {
            Step::Line((x, y)) => {
                let _ = write!(d, " L{} {}", mm(x), mm(y));
            }
            Step::Arc { to: (x, y), radius, sweep_deg } => {
                let r = mm(radius);
                let sweep = u8::from(sweep_deg > 0.0);
                let _ = write!(d, " A{r} {r} 0 0 {sweep} {} {}", mm(x), mm(y));
            }
        }
    }
    if stroke.closed {
        d.push_str(" Z");
    }
    d
}

/// The registration marks (left, top, right, bottom, mm) as the SVG's group `registration`,
/// if there are any.
fn svg_marks(out: &mut String, marks: &[[f32; 4]]) {
    if marks.is_empty() {
        return;
    }
    out.push_str("<g id=\"registration\" fill=\"#000000\" stroke=\"none\">\n");
    for (i, &[left, top, right, bottom]) in marks.iter().enumerate() {
        let [x, y, w, h] = [left, top, right - left, bottom - top].map(|v| mm(f64::from(v)));
        let _ = writeln!(
            out,
            "<rect id=\"mark-{}\" x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\"/>",
            i + 1
        );
    }
    out.push_str("</g>\n");
}

/// The registration marks as closed outlines on the DXF's layer `registration`.
fn mark_strokes(marks: &[[f32; 4]]) -> Vec<(&'static str, Stroke)> {
    marks
        .iter()
        .map(|&[left, top, right, bottom]| {
            let [l, t, r, b] = [left, top, right, bottom].map(f64::from);
            let steps = [(r, t), (r, b), (l, b), (l, t)].map(Step::Line).to_vec();
            ("registration", Stroke { start: (l, t), steps, closed: true })
        })
        .collect()
}

/// The sheet's cut as DXF (AutoCAD 2000, `AC1015`, in mm): a header with the units and the
/// sheet as the drawing's extent, then a light polyline per stroke (closed for a card's whole
/// outline), y up from the sheet's bottom-left corner, arcs as bulges. Only the sections
/// cutting programs read: no tables, blocks or objects.
fn dxf(sheet: &Sheet, pieces: &[Piece]) -> Vec<u8> {
    let mut strokes: Vec<(&str, Stroke)> =
        pieces.iter().flat_map(|p| &p.strokes).map(|s| ("0", s.clone())).collect();
    strokes.extend(mark_strokes(&sheet.registration.marks((sheet.width_mm, sheet.height_mm))));
    strokes.extend(fold_stroke(sheet).map(|stroke| ("fold", stroke)));
    dxf_of((sheet.width_mm, sheet.height_mm), &strokes)
}

/// `strokes` on their layers as a DXF drawing of a page `size` mm (see [`dxf`]).
fn dxf_of(size: (f32, f32), strokes: &[(&str, Stroke)]) -> Vec<u8> {
    let height = f64::from(size.1);
    let mut out = String::new();
    let mut pair = |code: u16, value: &str| {
        let _ = write!(out, "{code:>3}\n{value}\n");
    };
    // Handles from 0x100 up, one per entity; $HANDSEED is the next free one.
    let first_handle = 0x100;
    pair(0, "SECTION");
    pair(2, "HEADER");
    pair(9, "$ACADVER");
    pair(1, "AC1015");
    pair(9, "$INSUNITS");
    pair(70, "4");
    pair(9, "$MEASUREMENT");
    pair(70, "1");
    for (name, x, y) in [("$EXTMIN", 0.0, 0.0), ("$EXTMAX", size.0, size.1)] {
        pair(9, name);
        pair(10, &mm(f64::from(x)));
        pair(20, &mm(f64::from(y)));
        pair(30, "0");
    }
    pair(9, "$HANDSEED");
    pair(5, &format!("{:X}", first_handle + strokes.len()));
    pair(0, "ENDSEC");
    pair(0, "SECTION");
    pair(2, "ENTITIES");
    for (i, (layer, stroke)) in strokes.iter().enumerate() {
        // Each vertex with the bulge of the stretch that leaves it; a closed polyline's last
        // stretch runs back to its first vertex, so that vertex is not repeated.
        let mut vertices = vec![(stroke.start, 0.0)];
        for step in &stroke.steps {
            let (to, bulge) = match *step {
                Step::Line(to) => (to, 0.0),
                // Clockwise on the sheet is clockwise in the DXF's y-up axes too (the sheet
                // is seen from the same side): a negative bulge. libm's tan, so that every
                // target writes the same bytes.
                Step::Arc { to, sweep_deg, .. } => (to, -libm::tan(sweep_deg.to_radians() / 4.0)),
            };
            if let Some(last) = vertices.last_mut() {
                last.1 = bulge;
            }
            vertices.push((to, 0.0));
        }
        if stroke.closed {
            vertices.pop();
        }
        pair(0, "LWPOLYLINE");
        pair(5, &format!("{:X}", first_handle + i));
        pair(100, "AcDbEntity");
        pair(8, layer);
        pair(100, "AcDbPolyline");
        pair(90, &vertices.len().to_string());
        pair(70, if stroke.closed { "1" } else { "0" });
        for ((x, y), bulge) in vertices {
            pair(10, &mm(x));
            pair(20, &mm(height - y));
            if bulge != 0.0 {
                pair(42, &format!("{bulge:.9}"));
            }
        }
    }
    pair(0, "ENDSEC");
    pair(0, "EOF");
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::CardShape;
    use crate::render::PageOptions;

    fn sheet(shape: CardShape) -> Sheet {
        Sheet::new(&PageOptions { shape, ..PageOptions::default() }).unwrap()
    }

    #[test]
    fn a_file_pair_per_sheet_named_in_order() {
        let files = cut_files(&sheet(CardShape::Round), 13).unwrap();
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names[..2], ["sheet-01.svg", "sheet-01.dxf"]);
        assert_eq!(names.len(), 6);
        assert!(names.iter().all(|n| is_cut_file_name(n)), "{names:?}");
        assert!(!is_cut_file_name("sheet-.svg") && !is_cut_file_name("sheet-01.png"));
        assert_eq!(sheet_name(99, 120), "sheet-100");
    }

    #[test]
    fn square_cards_share_their_lines_and_rounded_ones_their_sides() {
        let square = sheet(CardShape::Square);
        let pieces = sheet_pieces(&square, 0, 6);
        // 3 × 2 cards: 4 vertical and 3 horizontal lines, each whole.
        assert_eq!(pieces.len(), 7, "{pieces:?}");
        assert!(pieces.iter().all(|p| p.id.starts_with("line-")));
        let rounded = sheet(CardShape::Rounded { corner_mm: 6.0 });
        let pieces = sheet_pieces(&rounded, 6, 6);
        assert_eq!(pieces[0].id, "card-7");
        // Sides: 4 vertical lines of 2 each, 3 horizontal lines of 3 each.
        assert_eq!(pieces.iter().filter(|p| p.id.starts_with("line-")).count(), 8 + 9);
    }

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(
            (mm(-0.0001), mm(12.5), mm(3.0), mm(1.23456)),
            ("0".into(), "12.5".into(), "3".into(), "1.235".into())
        );
    }
}
