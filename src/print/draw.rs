//! printpdf operations for the few shapes a page needs, in page millimetres (y down).
//!
//! Every page starts with one `cm` that maps millimetres from the top-left corner onto PDF
//! points from the bottom-left, so everything else is written in the units of the sheet
//! geometry and the manifest. Line widths are in mm for the same reason.

use printpdf::{
    Color, CurTransMat, Line, LinePoint, Op, PaintMode, PdfPage, Point, Polygon, PolygonRing, Pt,
    Rect, WindingOrder, XObjectTransform,
};
use usvg::Transform;

use super::Rgb;
pub(crate) use super::art::Art;
use crate::geom::{CardOutline, MM_PER_PT, PathStep};
use crate::layout::Placement;

/// PDF points per millimetre, computed in f64: in f32 a Letter page came out 792.00009 pt wide.
const PT_PER_MM: f64 = 72.0 / 25.4;

/// A page of `width_mm` × `height_mm` with `ops`. The boxes are in points rounded to 1/1000,
/// so Letter is exactly 792 × 612 pt, as printers and viewers expect it.
pub(crate) fn page(width_mm: f32, height_mm: f32, ops: Vec<Op>) -> PdfPage {
    let rect = Rect::from_wh(Pt(box_pt(width_mm)), Pt(box_pt(height_mm)));
    PdfPage { media_box: rect.clone(), trim_box: rect.clone(), crop_box: rect, ops }
}

/// A length in mm as PDF points rounded to 1/1000, as page boxes are written.
pub(crate) fn box_pt(mm: f32) -> f32 {
    ((f64::from(mm) * PT_PER_MM * 1000.0).round() / 1000.0) as f32
}

/// The operation that maps page millimetres (top-left, y down) to PDF points.
pub(crate) fn page_to_mm(height_mm: f32) -> Op {
    let k = 1.0 / MM_PER_PT;
    Op::SetTransformationMatrix { matrix: CurTransMat::Raw([k, 0.0, 0.0, -k, 0.0, height_mm * k]) }
}

/// The transform that puts `art`'s whole box onto a box of `width_mm` × `height_mm` centred at
/// (`cx`, `cy`), turned clockwise by `rotation_deg` as printed.
pub(crate) fn art_transform(
    art: &Art,
    cx: f32,
    cy: f32,
    width_mm: f32,
    height_mm: f32,
    rotation_deg: f32,
) -> Transform {
    // Page space is y down and the art is y up: the negative y scale flips it upright, and a
    // positive angle in y-down space turns clockwise on paper.
    // An image is drawn on the unit square, whatever its pixel size.
    let (w, h) = if art.unit_square { (1.0, 1.0) } else { (art.width, art.height) };
    Transform::from_translate(cx, cy)
        .pre_concat(rotation(rotation_deg))
        .pre_scale(width_mm / w, -height_mm / h)
        .pre_translate(-w / 2.0, -h / 2.0)
}

/// A rotation by `deg`, as usvg's `pre_rotate` makes it but with the portable
/// [`crate::geom::sin_cos_deg`], so that PDF matrices are the same bits in WebAssembly.
pub(crate) fn rotation(deg: f32) -> Transform {
    let (sin, cos) = crate::geom::sin_cos_deg(deg);
    Transform::from_row(cos, sin, -sin, cos, 0.0, 0.0)
}

/// Draws `art` as a symbol placement on a card centred at (`cx`, `cy`).
pub(crate) fn placement(ops: &mut Vec<Op>, art: &Art, cx: f32, cy: f32, p: &Placement) {
    let t = art_transform(art, cx + p.x_mm, cy + p.y_mm, p.width_mm, p.height_mm, p.rotation_deg);
    draw_art(ops, art, t);
}

/// Draws `art` with transform `t` (art units to page mm).
pub(crate) fn draw_art(ops: &mut Vec<Op>, art: &Art, t: Transform) {
    ops.push(Op::SaveGraphicsState);
    ops.push(Op::SetTransformationMatrix {
        matrix: CurTransMat::Raw([t.sx, t.ky, t.kx, t.sy, t.tx, t.ty]),
    });
    // `no_auto_scale`: printpdf would otherwise scale by the image size at 300 dpi.
    let transform = XObjectTransform { no_auto_scale: true, ..XObjectTransform::default() };
    ops.push(Op::UseXobject { id: art.id.clone(), transform });
    ops.push(Op::RestoreGraphicsState);
}

fn point(x: f32, y: f32, bezier: bool) -> LinePoint {
    LinePoint { p: Point { x: Pt(x), y: Pt(y) }, bezier }
}

fn colour(c: Rgb) -> Color {
    let [r, g, b] = c.to_unit();
    Color::Rgb(printpdf::Rgb { r, g, b, icc_profile: None })
}

/// `outline` centred at (`cx`, `cy`) as a path to fill or clip with.
fn outline(outline: &CardOutline, cx: f32, cy: f32, mode: PaintMode) -> Op {
    let mut rings: Vec<PolygonRing> = Vec::new();
    for step in outline.path() {
        let points = match step {
            PathStep::MoveTo(x, y) => {
                rings.push(PolygonRing { points: Vec::new() });
                vec![point(cx + x, cy + y, false)]
            }
            PathStep::LineTo(x, y) => vec![point(cx + x, cy + y, false)],
            PathStep::CubicTo(x1, y1, x2, y2, x, y) => vec![
                point(cx + x1, cy + y1, true),
                point(cx + x2, cy + y2, true),
                point(cx + x, cy + y, false),
            ],
        };
        if let Some(ring) = rings.last_mut() {
            ring.points.extend(points);
        }
    }
    Op::DrawPolygon { polygon: Polygon { rings, mode, winding_order: WindingOrder::NonZero } }
}

/// The card face inside `card`'s outline centred at (`cx`, `cy`), filled.
pub(crate) fn fill_outline(ops: &mut Vec<Op>, card: &CardOutline, cx: f32, cy: f32, fill: Rgb) {
    ops.push(Op::SetFillColor { col: colour(fill) });
    ops.push(outline(card, cx, cy, PaintMode::Fill));
}

/// Restricts drawing to `card`'s outline until the enclosing graphics state is restored.
pub(crate) fn clip_outline(ops: &mut Vec<Op>, card: &CardOutline, cx: f32, cy: f32) {
    ops.push(outline(card, cx, cy, PaintMode::Clip));
}

/// A filled rectangle from (`x`, `y`), `width_mm` × `height_mm` (page mm, y down).
pub(crate) fn fill_rect(ops: &mut Vec<Op>, at: (f32, f32), size: (f32, f32), fill: Rgb) {
    ops.push(Op::SetFillColor { col: colour(fill) });
    ops.push(rect(at, size, PaintMode::Fill));
}

/// Restricts drawing to a rectangle until the enclosing graphics state is restored.
pub(crate) fn clip_rect(ops: &mut Vec<Op>, at: (f32, f32), size: (f32, f32)) {
    ops.push(rect(at, size, PaintMode::Clip));
}

fn rect((x, y): (f32, f32), (w, h): (f32, f32), mode: PaintMode) -> Op {
    let corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)];
    let points = corners.iter().map(|&(x, y)| point(x, y, false)).collect();
    Op::DrawPolygon {
        polygon: Polygon {
            rings: vec![PolygonRing { points }],
            mode,
            winding_order: WindingOrder::NonZero,
        },
    }
}

/// Strokes from here on are `width_mm` wide in colour `c`.
fn pen(ops: &mut Vec<Op>, width_mm: f32, c: Rgb) {
    ops.push(Op::SetOutlineColor { col: colour(c) });
    ops.push(Op::SetOutlineThickness { pt: Pt(width_mm) });
}

/// A thin cut line along `card`'s outline centred at (`cx`, `cy`).
pub(crate) fn cut_line(
    ops: &mut Vec<Op>,
    card: &CardOutline,
    (cx, cy): (f32, f32),
    width_mm: f32,
    c: Rgb,
) {
    pen(ops, width_mm, c);
    ops.push(outline(card, cx, cy, PaintMode::Stroke));
}

/// Corner marks of the bounding box of a card centred at (`cx`, `cy`), `hw` and `hh` mm
/// from its centre to the box's sides: an L at each corner, its arms running along the
/// box's edges, as (arm end, corner, arm end). They stay in the corners' free space (a
/// circle only touches its box at the sides), so they neither reach into the
/// unprintable sheet margin nor touch a neighbour's bleed. The PNG preview draws the same.
pub(crate) fn crop_mark_corners(cx: f32, cy: f32, hw: f32, hh: f32) -> [[(f32, f32); 3]; 4] {
    let arm = (hw.min(hh) * 0.15).min(4.0);
    [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map(|(sx, sy)| {
        let (x, y) = (cx + sx * hw, cy + sy * hh);
        [(x - sx * arm, y), (x, y), (x, y - sy * arm)]
    })
}

/// Where a hexagon's crop ticks start beyond its points, and how long they are, mm.
const TICK: (f32, f32) = (0.5, 2.5);

/// The crop marks of `card` centred at (`cx`, `cy`), as open polylines: the corners of
/// [`crop_mark_corners`] around its box, or for a hexagon a short tick out from each point.
/// A hexagon's box corners would fall on its neighbours in nested rows; each point's tick
/// runs along the gap between the cards beyond it, whatever the rows. Square cards have
/// none of their own: they sit edge to edge, marked in the sheet's margin.
pub(crate) fn crop_mark_lines(card: &CardOutline, (cx, cy): (f32, f32)) -> Vec<Vec<(f32, f32)>> {
    if card.shape().tiles() {
        return Vec::new();
    }
    if let CardOutline::Hexagon { .. } = card {
        return card
            .polygon(0.0)
            .into_iter()
            .map(|(x, y)| {
                let r = crate::geom::hypot(x, y).max(1e-6);
                let at = |d: f32| (cx + x + x / r * d, cy + y + y / r * d);
                vec![at(TICK.0), at(TICK.0 + TICK.1)]
            })
            .collect();
    }
    let (w, h) = card.bounds_mm();
    crop_mark_corners(cx, cy, w / 2.0, h / 2.0).map(|corner| corner.to_vec()).to_vec()
}

/// Open polylines, stroked (crop and cut marks, test marks and scales); nothing at all
/// when there are none.
pub(crate) fn segments<L: IntoIterator<Item = (f32, f32)>>(
    ops: &mut Vec<Op>,
    lines: impl IntoIterator<Item = L>,
    width_mm: f32,
    c: Rgb,
) {
    let mut lines = lines.into_iter().peekable();
    if lines.peek().is_none() {
        return;
    }
    pen(ops, width_mm, c);
    for line in lines {
        let points = line.into_iter().map(|(x, y)| point(x, y, false)).collect();
        ops.push(Op::DrawLine { line: Line { points, is_closed: false } });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::SymbolId;
    use printpdf::XObjectId;
    use usvg::tiny_skia_path::Point as P;

    #[test]
    fn art_box_lands_on_the_placement_box() {
        let art = Art::form(XObjectId("S0".into()), 40.0, 20.0);
        let t = art_transform(&art, 100.0, 50.0, 20.0, 10.0, 0.0);
        // The art's top-left (0, 20) in y-up space is the box's top-left on paper.
        let mut pts = [P::from_xy(0.0, 20.0), P::from_xy(40.0, 0.0)];
        t.map_points(&mut pts);
        assert!((pts[0].x - 90.0).abs() < 1e-4 && (pts[0].y - 45.0).abs() < 1e-4, "{pts:?}");
        assert!((pts[1].x - 110.0).abs() < 1e-4 && (pts[1].y - 55.0).abs() < 1e-4, "{pts:?}");
    }

    #[test]
    fn positive_rotation_is_clockwise_on_paper() {
        let art = Art::form(XObjectId("S0".into()), 1.0, 1.0);
        let t = art_transform(&art, 0.0, 0.0, 2.0, 2.0, 90.0);
        // The art's right edge midpoint goes to the bottom (y down) after a clockwise turn.
        let mut pts = [P::from_xy(1.0, 0.5)];
        t.map_points(&mut pts);
        assert!(pts[0].x.abs() < 1e-4 && (pts[0].y - 1.0).abs() < 1e-4, "{pts:?}");
        let p = Placement {
            symbol: SymbolId(0),
            x_mm: 1.0,
            y_mm: 2.0,
            width_mm: 3.0,
            height_mm: 4.0,
            rotation_deg: 0.0,
            tint: None,
            face: None,
        };
        let mut ops = Vec::new();
        placement(&mut ops, &art, 10.0, 20.0, &p);
        assert_eq!(ops.len(), 4);
    }

    #[test]
    fn an_image_keeps_its_aspect_from_the_unit_square() {
        let art = Art::image(XObjectId("S0".into()), 200.0, 100.0);
        let t = art_transform(&art, 50.0, 50.0, 40.0, 20.0, 0.0);
        // The unit square's corners land on the 40 × 20 mm box's corners (y flipped).
        let mut pts = [P::from_xy(0.0, 0.0), P::from_xy(1.0, 1.0)];
        t.map_points(&mut pts);
        assert!((pts[0].x - 30.0).abs() < 1e-4 && (pts[0].y - 60.0).abs() < 1e-4, "{pts:?}");
        assert!((pts[1].x - 70.0).abs() < 1e-4 && (pts[1].y - 40.0).abs() < 1e-4, "{pts:?}");
    }

    #[test]
    fn letter_pages_are_exactly_792_by_612_points() {
        let p = page(279.4, 215.9, Vec::new());
        assert_eq!((p.media_box.width.0, p.media_box.height.0), (792.0, 612.0));
        assert_eq!(p.trim_box.width.0, 792.0);
        let a4 = page(297.0, 210.0, Vec::new());
        assert_eq!((a4.media_box.width.0, a4.media_box.height.0), (841.89, 595.276));
    }

    /// Crop marks never fall on a card, hexagons in nested rows included.
    #[test]
    fn crop_marks_stay_off_every_card() {
        use crate::geom::CardShape;
        use crate::render::{CardsPerSheet, PageOptions, Sheet};
        for (shape, per_sheet) in [
            (CardShape::Hexagon, CardsPerSheet::Four),
            (CardShape::Hexagon, CardsPerSheet::Six),
            (CardShape::Round, CardsPerSheet::Six),
        ] {
            let sheet = Sheet::new(&PageOptions { shape, per_sheet, ..PageOptions::default() });
            let sheet = sheet.unwrap();
            for &slot in &sheet.slots {
                for mark in crop_mark_lines(&sheet.outline, slot) {
                    for (x, y) in mark {
                        let on =
                            sheet.slots.iter().any(|c| sheet.outline.contains(x - c.0, y - c.1));
                        assert!(!on, "{shape:?} {per_sheet:?}: mark at ({x}, {y}) on a card");
                    }
                }
            }
        }
    }
}
