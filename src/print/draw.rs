//! The few things a page draws, in page millimetres from the top-left corner (y down), as
//! a list of [`Op`]s that `finish` replays onto krilla's pages. Products say what to draw
//! in the units of the sheet geometry and the manifest; only the print kit knows krilla.

use usvg::Transform;

use super::Rgb;
pub(crate) use super::art::Art;
use crate::geom::{CardOutline, PathStep};
use crate::layout::Placement;

/// PDF points per millimetre, computed in f64: in f32 a Letter page came out 792.00009 pt wide.
const PT_PER_MM: f64 = 72.0 / 25.4;

/// How a path is painted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Paint {
    /// Filled with a colour (non-zero winding).
    Fill(Rgb),
    /// Stroked `width_mm` wide in a colour.
    Stroke(f32, Rgb),
    /// Restricts drawing to the path until the enclosing [`Op::Restore`].
    Clip,
}

/// One drawing step of a page.
#[derive(Debug, Clone)]
pub(crate) enum Op {
    /// Remembers the clip and transform, for the matching [`Op::Restore`].
    Save,
    /// Returns to the clip and transform of the matching [`Op::Save`].
    Restore,
    /// A path in page mm, painted.
    Path(Shape, Paint),
    /// An art drawn with a transform from its box (y down) to page mm.
    Art(Art, Transform),
}

/// One step of a [`Shape`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Seg {
    /// Starts a piece at a point.
    MoveTo(f32, f32),
    /// A straight line to a point.
    LineTo(f32, f32),
    /// A quadratic Bézier through a control point.
    QuadTo(f32, f32, f32, f32),
    /// A cubic Bézier through two control points.
    CubicTo(f32, f32, f32, f32, f32, f32),
    /// Closes the piece.
    Close,
}

/// A path in page millimetres: one or more pieces, open or closed.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct Shape(pub Vec<Seg>);

/// Page boxes other than the whole page, mm from the top-left: `[left, top, right, bottom]`.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct Boxes {
    /// Where the paper is cut (`/TrimBox`).
    pub trim: Option<[f32; 4]>,
    /// How far the ink may run (`/BleedBox`).
    pub bleed: Option<[f32; 4]>,
}

/// A page of `width_mm` × `height_mm` and what is drawn on it.
#[derive(Debug, Clone)]
pub(crate) struct Page {
    /// Page width, mm.
    pub width_mm: f32,
    /// Page height, mm.
    pub height_mm: f32,
    /// Trim and bleed boxes, if the page has them.
    pub boxes: Boxes,
    /// The drawing, in order.
    pub ops: Vec<Op>,
}

/// A page of `width_mm` × `height_mm` with `ops`.
pub(crate) fn page(width_mm: f32, height_mm: f32, ops: Vec<Op>) -> Page {
    Page { width_mm, height_mm, boxes: Boxes::default(), ops }
}

/// A length in mm as PDF points rounded to 1/1000, as page boxes are written, so that
/// Letter is exactly 792 × 612 pt, as printers and viewers expect it.
pub(crate) fn box_pt(mm: f32) -> f32 {
    ((f64::from(mm) * PT_PER_MM * 1000.0).round() / 1000.0) as f32
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
    // Page and art are both y down: a positive angle turns clockwise on paper.
    let (w, h) = (art.width, art.height);
    let (sin, cos) = crate::geom::sin_cos_deg(rotation_deg);
    let (sx, sy) = (width_mm / w, height_mm / h);
    // translate(cx, cy) · rotate · scale(sx, sy) · translate(-w/2, -h/2), written out so
    // that the matrix is the same bits on every target.
    let (a, b, c, d) = (cos * sx, sin * sx, -sin * sy, cos * sy);
    let (ox, oy) = (-w / 2.0, -h / 2.0);
    Transform::from_row(a, b, c, d, cx + a * ox + c * oy, cy + b * ox + d * oy)
}

/// A rotation by `deg`, as usvg's `pre_rotate` makes it but with the portable
/// [`crate::geom::sin_cos_deg`], for the PNG previews, which must turn as the PDF does.
pub(crate) fn rotation(deg: f32) -> usvg::Transform {
    let (sin, cos) = crate::geom::sin_cos_deg(deg);
    usvg::Transform::from_row(cos, sin, -sin, cos, 0.0, 0.0)
}

/// Draws `art` as a symbol placement on a card centred at (`cx`, `cy`).
pub(crate) fn placement(ops: &mut Vec<Op>, art: &Art, cx: f32, cy: f32, p: &Placement) {
    let t = art_transform(art, cx + p.x_mm, cy + p.y_mm, p.width_mm, p.height_mm, p.rotation_deg);
    draw_art(ops, art, t);
}

/// Draws `art` with transform `t` (art units to page mm).
pub(crate) fn draw_art(ops: &mut Vec<Op>, art: &Art, t: Transform) {
    ops.push(Op::Art(art.clone(), t));
}

/// A point of a ring: on the path, or a Bézier handle (two handles, then the point they
/// curve to).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct RingPoint {
    /// Across, mm.
    pub x: f32,
    /// Down, mm.
    pub y: f32,
    /// A control point rather than a point on the path.
    pub handle: bool,
}

/// A point on the path.
pub(crate) fn on(x: f32, y: f32) -> RingPoint {
    RingPoint { x, y, handle: false }
}

/// A Bézier control point.
pub(crate) fn handle(x: f32, y: f32) -> RingPoint {
    RingPoint { x, y, handle: true }
}

/// `rings` as one path, each ring closed if `closed`; `None` if there is nothing to draw.
pub(crate) fn rings_path<'a>(
    rings: impl IntoIterator<Item = &'a [RingPoint]>,
    closed: bool,
) -> Option<Shape> {
    let mut builder = Shape::default();
    for ring in rings {
        let Some((first, rest)) = ring.split_first() else { continue };
        builder.move_to(first.x, first.y);
        let mut handles = Vec::with_capacity(2);
        for p in rest {
            if p.handle {
                handles.push(*p);
                continue;
            }
            match handles[..] {
                [a, b] => builder.cubic_to(a.x, a.y, b.x, b.y, p.x, p.y),
                [a] => builder.quad_to(a.x, a.y, p.x, p.y),
                _ => builder.line_to(p.x, p.y),
            }
            handles.clear();
        }
        if closed {
            builder.close();
        }
    }
    builder.finish()
}

impl Shape {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.push(Seg::MoveTo(x, y));
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.push(Seg::LineTo(x, y));
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.push(Seg::QuadTo(x1, y1, x, y));
    }
    fn cubic_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.push(Seg::CubicTo(x1, y1, x2, y2, x, y));
    }
    fn close(&mut self) {
        self.0.push(Seg::Close);
    }
    /// The shape, or `None` if it draws nothing (no line or curve at all).
    fn finish(self) -> Option<Shape> {
        self.0.iter().any(|s| !matches!(s, Seg::MoveTo(..) | Seg::Close)).then_some(self)
    }
}

/// Paints `path` if there is one.
pub(crate) fn paint(ops: &mut Vec<Op>, path: Option<Shape>, how: Paint) {
    if let Some(path) = path {
        ops.push(Op::Path(path, how));
    }
}

/// `outline` centred at (`cx`, `cy`) as a closed path.
fn outline(outline: &CardOutline, cx: f32, cy: f32) -> Option<Shape> {
    let mut builder = Shape::default();
    let mut open = false;
    for step in outline.path() {
        match step {
            PathStep::MoveTo(x, y) => {
                if open {
                    builder.close();
                }
                builder.move_to(cx + x, cy + y);
                open = true;
            }
            PathStep::LineTo(x, y) => builder.line_to(cx + x, cy + y),
            PathStep::CubicTo(x1, y1, x2, y2, x, y) => {
                builder.cubic_to(cx + x1, cy + y1, cx + x2, cy + y2, cx + x, cy + y)
            }
        }
    }
    if open {
        builder.close();
    }
    builder.finish()
}

/// The card face inside `card`'s outline centred at (`cx`, `cy`), filled.
pub(crate) fn fill_outline(ops: &mut Vec<Op>, card: &CardOutline, cx: f32, cy: f32, fill: Rgb) {
    paint(ops, outline(card, cx, cy), Paint::Fill(fill));
}

/// Restricts drawing to `card`'s outline until the enclosing graphics state is restored.
pub(crate) fn clip_outline(ops: &mut Vec<Op>, card: &CardOutline, cx: f32, cy: f32) {
    paint(ops, outline(card, cx, cy), Paint::Clip);
}

/// A filled rectangle from (`x`, `y`), `width_mm` × `height_mm` (page mm, y down).
pub(crate) fn fill_rect(ops: &mut Vec<Op>, at: (f32, f32), size: (f32, f32), fill: Rgb) {
    paint(ops, rect(at, size), Paint::Fill(fill));
}

/// Restricts drawing to a rectangle until the enclosing graphics state is restored.
pub(crate) fn clip_rect(ops: &mut Vec<Op>, at: (f32, f32), size: (f32, f32)) {
    paint(ops, rect(at, size), Paint::Clip);
}

/// A closed rectangle path from (`x`, `y`), `w` × `h`.
pub(crate) fn rect((x, y): (f32, f32), (w, h): (f32, f32)) -> Option<Shape> {
    let corners = [on(x, y), on(x + w, y), on(x + w, y + h), on(x, y + h)];
    rings_path([&corners[..]], true)
}

/// A thin cut line along `card`'s outline centred at (`cx`, `cy`).
pub(crate) fn cut_line(
    ops: &mut Vec<Op>,
    card: &CardOutline,
    (cx, cy): (f32, f32),
    width_mm: f32,
    c: Rgb,
) {
    paint(ops, outline(card, cx, cy), Paint::Stroke(width_mm, c));
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

/// Open polylines, stroked (crop and cut marks, test marks and scales), as one path;
/// nothing at all when there are none.
pub(crate) fn segments<L: IntoIterator<Item = (f32, f32)>>(
    ops: &mut Vec<Op>,
    lines: impl IntoIterator<Item = L>,
    width_mm: f32,
    c: Rgb,
) {
    let rings: Vec<Vec<RingPoint>> =
        lines.into_iter().map(|line| line.into_iter().map(|(x, y)| on(x, y)).collect()).collect();
    paint(ops, rings_path(rings.iter().map(Vec::as_slice), false), Paint::Stroke(width_mm, c));
}

/// Dash and gap of fold lines, mm: long enough to tell from a cut line at a glance.
pub const FOLD_DASH_MM: f32 = 3.0;

/// A dashed line from `from` to `to` as its dashes, each `dash` mm long with as much room
/// between them, the first starting at `from` (the last cut short at `to`).
pub(crate) fn dashes(from: (f32, f32), to: (f32, f32), dash: f32) -> Vec<[(f32, f32); 2]> {
    let length = crate::geom::hypot(to.0 - from.0, to.1 - from.1);
    if !(length > 0.0 && dash > 0.0) {
        return Vec::new();
    }
    let at = |d: f32| {
        let t = (d / length).min(1.0);
        (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)
    };
    let count = (length / (2.0 * dash)).ceil() as usize;
    (0..count).map(|k| 2.0 * dash * k as f32).map(|d| [at(d), at(d + dash)]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::SymbolId;

    fn map(t: Transform, x: f32, y: f32) -> (f32, f32) {
        (t.sx * x + t.kx * y + t.tx, t.ky * x + t.sy * y + t.ty)
    }

    fn near(p: (f32, f32), q: (f32, f32)) -> bool {
        (p.0 - q.0).abs() < 1e-4 && (p.1 - q.1).abs() < 1e-4
    }

    #[test]
    fn art_box_lands_on_the_placement_box() {
        let art = Art::test(40.0, 20.0);
        let t = art_transform(&art, 100.0, 50.0, 20.0, 10.0, 0.0);
        // Both y down: the art's top-left is the box's top-left on paper.
        assert!(near(map(t, 0.0, 0.0), (90.0, 45.0)));
        assert!(near(map(t, 40.0, 20.0), (110.0, 55.0)));
    }

    #[test]
    fn positive_rotation_is_clockwise_on_paper() {
        let art = Art::test(1.0, 1.0);
        let t = art_transform(&art, 0.0, 0.0, 2.0, 2.0, 90.0);
        // The art's right edge midpoint goes to the bottom (y down) after a clockwise turn.
        assert!(near(map(t, 1.0, 0.5), (0.0, 1.0)), "{:?}", map(t, 1.0, 0.5));
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
        assert_eq!(ops.len(), 1);
    }

    #[test]
    fn a_bitmap_keeps_its_aspect() {
        let art = Art::test(200.0, 100.0);
        let t = art_transform(&art, 50.0, 50.0, 40.0, 20.0, 0.0);
        assert!(near(map(t, 0.0, 0.0), (30.0, 40.0)));
        assert!(near(map(t, 200.0, 100.0), (70.0, 60.0)));
    }

    #[test]
    fn letter_pages_are_exactly_792_by_612_points() {
        assert_eq!((box_pt(279.4), box_pt(215.9)), (792.0, 612.0));
        assert_eq!((box_pt(297.0), box_pt(210.0)), (841.89, 595.276));
    }

    #[test]
    fn rings_close_and_curve_as_asked() {
        let ring = [on(0.0, 0.0), handle(1.0, 0.0), handle(2.0, 1.0), on(2.0, 2.0)];
        let closed = rings_path([&ring[..]], true).unwrap();
        let open = rings_path([&ring[..]], false).unwrap();
        assert_eq!(closed.0.last(), Some(&Seg::Close));
        assert_eq!(open.0[1], Seg::CubicTo(1.0, 0.0, 2.0, 1.0, 2.0, 2.0));
        assert_ne!(open.0.last(), Some(&Seg::Close));
        assert!(rings_path([&[][..]], true).is_none());
        let mut ops = Vec::new();
        segments(&mut ops, Vec::<Vec<(f32, f32)>>::new(), 0.2, Rgb::WHITE);
        assert!(ops.is_empty(), "no lines, no path");
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
