//! A card's cut line: the shape the layout packs into and the printers draw.
//!
//! Every shape here is a convex core grown by a radius (a circle is a point grown by its
//! radius, a rounded square a smaller square grown by its corner), so that the layout can
//! ask one question of any of them: how far a point lies outside the card shrunk to a
//! given half-width, and which way is back in.

use std::str::FromStr;

use super::hypot;
use crate::error::{Error, Result};

/// Bézier handle length of a quarter circle, as a fraction of the radius.
pub const KAPPA: f32 = 0.552_284_8;

/// `--corner` when not given: the radius of a common corner punch, mm.
pub const DEFAULT_CORNER_MM: f32 = 6.0;

/// cos 30°: a regular hexagon's apothem over its circumradius.
const COS_30: f32 = 0.866_025_4;

/// The shape a user chooses (`--shape`); with the card's size it is a [`CardOutline`].
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum CardShape {
    /// A circle.
    #[default]
    Round,
    /// A square: sheets cut with straight lines.
    Square,
    /// A square with round corners of this radius, mm: cut straight, then corner-punched.
    Rounded {
        /// Corner radius, mm.
        corner_mm: f32,
    },
    /// A regular hexagon pointing up: flat sides left and right, for cutting machines.
    Hexagon,
}

impl CardShape {
    /// The names `--shape` takes, in the order the help lists them.
    pub const NAMES: [&'static str; 4] = ["round", "square", "rounded", "hexagon"];

    /// Its name, as `--shape` takes it.
    pub fn name(self) -> &'static str {
        match self {
            CardShape::Round => "round",
            CardShape::Square => "square",
            CardShape::Rounded { .. } => "rounded",
            CardShape::Hexagon => "hexagon",
        }
    }

    /// The shape's name ([`CardShape::name`]) as the catalogues say it, for sentences about
    /// cards of the shape ("round cards").
    pub fn text(self) -> crate::i18n::Text {
        shape_text(self.name())
    }

    /// Whether cards of this shape sit edge to edge on a sheet, sharing their straight cut
    /// lines, so that stacked sheets are cut together on a paper trimmer.
    pub fn tiles(self) -> bool {
        matches!(self, CardShape::Square | CardShape::Rounded { .. })
    }

    /// A card's height over its width across (a hexagon's points stand above and below).
    pub fn height_per_width(self) -> f32 {
        match self {
            CardShape::Hexagon => 1.0 / COS_30,
            _ => 1.0,
        }
    }

    /// The cut line of a card `size_mm` across; refuses a corner larger than half the side.
    pub fn outline(self, size_mm: f32) -> Result<CardOutline> {
        Ok(match self {
            CardShape::Round => CardOutline::Round { diameter_mm: size_mm },
            CardShape::Square => CardOutline::Square { side_mm: size_mm },
            CardShape::Rounded { corner_mm } => {
                if !(corner_mm.is_finite() && corner_mm >= 0.0) {
                    let reason = crate::i18n::text!("must-be-mm-or-more", min = 0);
                    return Err(Error::invalid("corner", corner_mm, reason));
                }
                if corner_mm > size_mm / 2.0 {
                    let reason = crate::i18n::text!(
                        "corner-too-large",
                        size = size_mm,
                        most = size_mm / 2.0
                    );
                    return Err(Error::invalid("corner", format!("{corner_mm} mm"), reason));
                }
                CardOutline::Rounded { side_mm: size_mm, corner_mm }
            }
            CardShape::Hexagon => CardOutline::Hexagon { across_mm: size_mm },
        })
    }

    /// This shape with corners of `corner_mm`, which only a rounded card has.
    pub fn with_corner(self, corner_mm: f32) -> Result<CardShape> {
        match self {
            CardShape::Rounded { .. } => Ok(CardShape::Rounded { corner_mm }),
            other => Err(Error::invalid(
                "corner",
                format!("{corner_mm} mm"),
                crate::i18n::text!("corner-not-rounded", shape = other.text()),
            )),
        }
    }
}

impl FromStr for CardShape {
    type Err = Error;

    /// `round`, `square`, `rounded` (corners of [`DEFAULT_CORNER_MM`]) or `hexagon`.
    fn from_str(text: &str) -> Result<CardShape> {
        match text.trim().to_ascii_lowercase().as_str() {
            "round" | "circle" => Ok(CardShape::Round),
            "square" => Ok(CardShape::Square),
            "rounded" => Ok(CardShape::Rounded { corner_mm: DEFAULT_CORNER_MM }),
            "hexagon" | "hex" => Ok(CardShape::Hexagon),
            _ => Err(Error::invalid("shape", text, crate::i18n::text!("expected-shape"))),
        }
    }
}

/// A card's cut line, centred on the origin, in mm with y down (the axes of placements).
///
/// The layout, the sheets, print files and the card PDF learn the card's shape only from
/// here: its size, its box, its path, and how far a point is from it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CardOutline {
    /// A circle.
    Round {
        /// Its diameter, mm.
        diameter_mm: f32,
    },
    /// A square.
    Square {
        /// Its side, mm.
        side_mm: f32,
    },
    /// A square with round corners.
    Rounded {
        /// Its side, mm.
        side_mm: f32,
        /// Its corners' radius, mm, at most half the side.
        corner_mm: f32,
    },
    /// A regular hexagon with a vertex at the top and the bottom.
    Hexagon {
        /// The distance between its left and right sides, mm.
        across_mm: f32,
    },
}

/// One step of an outline's path, in mm (y down).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PathStep {
    /// Starts a closed piece of the outline at this point.
    MoveTo(f32, f32),
    /// A straight line to this point.
    LineTo(f32, f32),
    /// A cubic Bézier through two control points to the third point.
    CubicTo(f32, f32, f32, f32, f32, f32),
}

/// How far a point is from an outline: `distance` mm (positive outside, negative inside)
/// and `normal`, the unit vector pointing out of the card there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Beyond {
    /// Signed distance, mm.
    pub distance: f32,
    /// Outward unit normal.
    pub normal: (f32, f32),
}

impl CardOutline {
    /// A circle `diameter_mm` across.
    pub fn round(diameter_mm: f32) -> CardOutline {
        CardOutline::Round { diameter_mm }
    }

    /// The shape this outline has.
    pub fn shape(&self) -> CardShape {
        match *self {
            CardOutline::Round { .. } => CardShape::Round,
            CardOutline::Square { .. } => CardShape::Square,
            CardOutline::Rounded { corner_mm, .. } => CardShape::Rounded { corner_mm },
            CardOutline::Hexagon { .. } => CardShape::Hexagon,
        }
    }

    /// The card's width across (a circle's diameter, a square's side, the distance between
    /// a hexagon's left and right sides): the size the user gives.
    pub fn size_mm(&self) -> f32 {
        match *self {
            CardOutline::Round { diameter_mm } => diameter_mm,
            CardOutline::Square { side_mm } | CardOutline::Rounded { side_mm, .. } => side_mm,
            CardOutline::Hexagon { across_mm } => across_mm,
        }
    }

    /// Width and height of the outline's bounding box, mm: the trimmed card's box.
    pub fn bounds_mm(&self) -> (f32, f32) {
        match *self {
            CardOutline::Hexagon { across_mm } => {
                (across_mm, across_mm * CardShape::Hexagon.height_per_width())
            }
            _ => (self.size_mm(), self.size_mm()),
        }
    }

    /// The outline pushed out by `mm` on every side, corners kept sharp (a bleed).
    pub fn grown(&self, mm: f32) -> CardOutline {
        match *self {
            CardOutline::Round { diameter_mm } => {
                CardOutline::Round { diameter_mm: diameter_mm + 2.0 * mm }
            }
            CardOutline::Square { side_mm } => CardOutline::Square { side_mm: side_mm + 2.0 * mm },
            CardOutline::Rounded { side_mm, corner_mm } => CardOutline::Rounded {
                side_mm: side_mm + 2.0 * mm,
                corner_mm: (corner_mm + mm).max(0.0),
            },
            CardOutline::Hexagon { across_mm } => {
                CardOutline::Hexagon { across_mm: across_mm + 2.0 * mm }
            }
        }
    }

    /// Whether the point (`x`, `y`) mm from the card's centre is on the card.
    pub fn contains(&self, x: f32, y: f32) -> bool {
        match *self {
            CardOutline::Round { diameter_mm } => hypot(x, y) <= diameter_mm / 2.0,
            _ => self.beyond(x, y, self.size_mm() / 2.0).distance <= 0.0,
        }
    }

    /// How far (`x`, `y`) lies from the outline shrunk (or grown) to a half-width across of
    /// `half` mm, the way a margin shrinks it: a circle's radius, a square's half side (its
    /// corners, if rounded, shrink with it), a hexagon's distance from centre to side.
    ///
    /// Exact inside every shape, and outside all but a hexagon's vertices, where it reads
    /// short (it is still positive there, so what is outside is always seen outside).
    #[inline]
    pub fn beyond(&self, x: f32, y: f32, half: f32) -> Beyond {
        match *self {
            CardOutline::Round { .. } => {
                let r = hypot(x, y);
                let normal = if r > 0.0 { (x / r, y / r) } else { (1.0, 0.0) };
                Beyond { distance: r - half, normal }
            }
            CardOutline::Square { .. } => square_beyond(x, y, half),
            CardOutline::Rounded { side_mm, corner_mm } => {
                let corner = (corner_mm + half - side_mm / 2.0).clamp(0.0, half.max(0.0));
                let core = square_beyond(x, y, half - corner);
                Beyond { distance: core.distance - corner, normal: core.normal }
            }
            CardOutline::Hexagon { .. } => {
                // The three pairs of parallel sides' outward normals (y down): the hexagon
                // is where all three bands hold.
                let sides = [(1.0, 0.0), (0.5, COS_30), (0.5, -COS_30)];
                let mut best = Beyond { distance: f32::MIN, normal: (1.0, 0.0) };
                for (nx, ny) in sides {
                    let along = x * nx + y * ny;
                    let sign = if along < 0.0 { -1.0 } else { 1.0 };
                    if along.abs() - half > best.distance {
                        best =
                            Beyond { distance: along.abs() - half, normal: (sign * nx, sign * ny) };
                    }
                }
                best
            }
        }
    }

    /// Area of the outline shrunk to a half-width of `half` mm (see [`CardOutline::beyond`]).
    pub fn area(&self, half: f32) -> f32 {
        let half = half.max(0.0);
        match *self {
            CardOutline::Round { .. } => std::f32::consts::PI * half * half,
            CardOutline::Square { .. } => 4.0 * half * half,
            CardOutline::Rounded { side_mm, corner_mm } => {
                let corner = (corner_mm + half - side_mm / 2.0).clamp(0.0, half);
                4.0 * half * half - (4.0 - std::f32::consts::PI) * corner * corner
            }
            // Six triangles of height `half` and base 2·half·tan 30°.
            CardOutline::Hexagon { .. } => 6.0 * half * half / 3f32.sqrt(),
        }
    }

    /// Radius of a circle of the card's area, mm: what holes are judged against, the same
    /// limit per area on every shape (a round card's own radius, exactly).
    pub fn disc_radius(&self) -> f32 {
        let half = self.size_mm() / 2.0;
        match *self {
            CardOutline::Round { .. } => half,
            _ => (self.area(half) / std::f32::consts::PI).sqrt(),
        }
    }

    /// The cut line as closed pieces, each starting with [`PathStep::MoveTo`] (a circle as
    /// four Béziers, as the sheets draw it).
    pub fn path(&self) -> Vec<PathStep> {
        match *self {
            CardOutline::Round { diameter_mm } => {
                let r = diameter_mm / 2.0;
                let k = KAPPA * r;
                vec![
                    PathStep::MoveTo(r, 0.0),
                    PathStep::CubicTo(r, k, k, r, 0.0, r),
                    PathStep::CubicTo(-k, r, -r, k, -r, 0.0),
                    PathStep::CubicTo(-r, -k, -k, -r, 0.0, -r),
                    PathStep::CubicTo(k, -r, r, -k, r, 0.0),
                ]
            }
            CardOutline::Square { .. } | CardOutline::Hexagon { .. } => {
                let corners = self.polygon(0.0);
                let mut path = vec![PathStep::MoveTo(corners[0].0, corners[0].1)];
                path.extend(
                    corners
                        .iter()
                        .skip(1)
                        .chain(&corners[..1])
                        .map(|&(x, y)| PathStep::LineTo(x, y)),
                );
                path
            }
            CardOutline::Rounded { side_mm, corner_mm } => {
                let (h, c) = (side_mm / 2.0, corner_mm);
                let k = KAPPA * c;
                let (i, o) = (h - c, h - c + k);
                // Clockwise on the page (y down): down the right side, then each corner
                // and side in turn.
                vec![
                    PathStep::MoveTo(h, -i),
                    PathStep::LineTo(h, i),
                    PathStep::CubicTo(h, o, o, h, i, h),
                    PathStep::LineTo(-i, h),
                    PathStep::CubicTo(-o, h, -h, o, -h, i),
                    PathStep::LineTo(-h, -i),
                    PathStep::CubicTo(-h, -o, -o, -h, -i, -h),
                    PathStep::LineTo(i, -h),
                    PathStep::CubicTo(o, -h, h, -o, h, -i),
                ]
            }
        }
    }

    /// The cut line as a closed polygon (the first point not repeated), clockwise on the
    /// page, within `tolerance_mm` of the true outline (corners and vertices exact).
    pub fn polygon(&self, tolerance_mm: f32) -> Vec<(f32, f32)> {
        let arc =
            |cx: f32, cy: f32, r: f32, from_deg: f32, to_deg: f32, out: &mut Vec<(f32, f32)>| {
                let steps = arc_steps(r, to_deg - from_deg, tolerance_mm);
                for i in 0..=steps {
                    let t = from_deg + (to_deg - from_deg) * i as f32 / steps as f32;
                    let (s, c) = super::sin_cos_deg(t);
                    out.push((cx + r * c, cy + r * s));
                }
            };
        let mut points = Vec::new();
        match *self {
            CardOutline::Round { diameter_mm } => {
                arc(0.0, 0.0, diameter_mm / 2.0, 0.0, 360.0, &mut points);
                points.pop();
            }
            CardOutline::Square { side_mm } => {
                let h = side_mm / 2.0;
                points = vec![(h, -h), (h, h), (-h, h), (-h, -h)];
            }
            CardOutline::Rounded { side_mm, corner_mm } => {
                let (h, c) = (side_mm / 2.0, corner_mm);
                // Each corner's arc, clockwise from the top right (y down: angles grow
                // clockwise on the page).
                for (k, (sx, sy)) in
                    [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0)].into_iter().enumerate()
                {
                    let from = -90.0 + 90.0 * k as f32;
                    arc(sx * (h - c), sy * (h - c), c, from, from + 90.0, &mut points);
                }
                points.dedup();
            }
            CardOutline::Hexagon { across_mm } => {
                let (a, r) = (across_mm / 2.0, across_mm / 2.0 / COS_30);
                points = vec![
                    (0.0, -r),
                    (a, -r / 2.0),
                    (a, r / 2.0),
                    (0.0, r),
                    (-a, r / 2.0),
                    (-a, -r / 2.0),
                ];
            }
        }
        points
    }
}

/// Steps an arc of radius `r` over `deg` degrees needs so that its chords stay within
/// `tolerance` of it (one for a point).
fn arc_steps(r: f32, deg: f32, tolerance: f32) -> usize {
    if r <= tolerance || tolerance <= 0.0 {
        return 1;
    }
    // A chord over angle t leaves r(1 - cos(t/2)) between itself and the arc.
    let step = 2.0 * libm::acosf(1.0 - tolerance / r).to_degrees();
    (deg.abs() / step.max(0.1)).ceil().max(1.0) as usize
}

/// [`CardOutline::beyond`] for a square of half side `half`: exact in and out.
#[inline]
fn square_beyond(x: f32, y: f32, half: f32) -> Beyond {
    let (qx, qy) = (x.abs() - half, y.abs() - half);
    let (sx, sy) = (if x < 0.0 { -1.0 } else { 1.0 }, if y < 0.0 { -1.0 } else { 1.0 });
    if qx > 0.0 || qy > 0.0 {
        let (ox, oy) = (qx.max(0.0), qy.max(0.0));
        let d = hypot(ox, oy);
        Beyond { distance: d, normal: (sx * ox / d, sy * oy / d) }
    } else if qx > qy {
        Beyond { distance: qx, normal: (sx, 0.0) }
    } else {
        Beyond { distance: qy, normal: (0.0, sy) }
    }
}

/// A card shape's name (`round`, `square`, `rounded`, `hexagon`) as the catalogues say it.
pub(crate) fn shape_text(name: &str) -> crate::i18n::Text {
    match name {
        "round" => crate::i18n::text!("shape-round"),
        "square" => crate::i18n::text!("shape-square"),
        "rounded" => crate::i18n::text!("shape-rounded"),
        "hexagon" => crate::i18n::text!("shape-hexagon"),
        other => crate::i18n::Text::as_is(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_outline_is_its_circle() {
        let card = CardOutline::Round { diameter_mm: 80.0 };
        assert_eq!((card.size_mm(), card.bounds_mm()), (80.0, (80.0, 80.0)));
        assert!(card.contains(0.0, 0.0) && card.contains(0.0, 39.9) && card.contains(28.0, 28.0));
        assert!(!card.contains(28.5, 28.5) && !card.contains(-40.1, 0.0));
        let path = card.path();
        assert_eq!(path.first(), Some(&PathStep::MoveTo(40.0, 0.0)));
        let k = KAPPA * 40.0;
        assert_eq!(path.last(), Some(&PathStep::CubicTo(k, -40.0, 40.0, -k, 40.0, 0.0)));
    }

    #[test]
    fn holes_are_judged_by_the_radius_of_a_circle_of_the_cards_area() {
        assert_eq!(CardOutline::Round { diameter_mm: 92.3 }.disc_radius(), 92.3 / 2.0);
        // 0.20 of it is 0.226 of a square's half-width.
        let square = CardOutline::Square { side_mm: 80.0 }.disc_radius() / 40.0;
        assert!((0.2 * square - 0.226).abs() < 5e-4, "{square}");
        let hexagon = CardOutline::Hexagon { across_mm: 80.0 };
        let r = hexagon.disc_radius();
        assert!((std::f32::consts::PI * r * r - hexagon.area(40.0)).abs() < 0.1, "{r}");
    }

    /// Every shape's distance against brute force: the distance to its polygon's edges.
    #[test]
    fn distances_match_the_polygons_inside_and_out() {
        for card in [
            CardOutline::Square { side_mm: 60.0 },
            CardOutline::Rounded { side_mm: 60.0, corner_mm: 8.0 },
            CardOutline::Hexagon { across_mm: 60.0 },
            CardOutline::Round { diameter_mm: 60.0 },
        ] {
            let poly = card.polygon(0.001);
            for (x, y) in
                [(0.0, 0.0), (20.0, 5.0), (29.0, -29.0), (-27.0, 27.0), (0.0, -33.0), (10.0, 31.0)]
            {
                let d = card.beyond(x, y, 30.0);
                let edge = distance_to_polygon(&poly, x, y);
                let inside = inside_polygon(&poly, x, y);
                assert_eq!(inside, d.distance <= 0.0, "{card:?} ({x}, {y})");
                assert_eq!(inside, card.contains(x, y), "{card:?} ({x}, {y})");
                if inside || !matches!(card, CardOutline::Hexagon { .. }) {
                    let (off, d) = ((d.distance.abs() - edge).abs(), d);
                    assert!(off < 0.01, "{card:?} ({x}, {y}): {d:?} {edge}");
                    // Stepping the distance back along the normal lands on the outline.
                    let (ox, oy) = (x - d.distance * d.normal.0, y - d.distance * d.normal.1);
                    let miss = distance_to_polygon(&poly, ox, oy);
                    assert!(miss < 0.01, "{card:?} ({x}, {y}): {d:?} lands {miss} off");
                }
            }
        }
    }

    #[test]
    fn shrinking_keeps_the_shape_and_rounds_less() {
        let card = CardOutline::Rounded { side_mm: 60.0, corner_mm: 8.0 };
        // Shrunk by 3 mm: a 54 mm square with 5 mm corners.
        let inner = CardOutline::Rounded { side_mm: 54.0, corner_mm: 5.0 };
        for (x, y) in [(26.0, 26.0), (25.0, 25.5), (0.0, 26.9), (20.0, -27.5)] {
            let a = card.beyond(x, y, 27.0).distance;
            let b = inner.beyond(x, y, 27.0).distance;
            assert!((a - b).abs() < 1e-4, "({x}, {y}) {a} {b}");
        }
        assert!(
            (inner.area(27.0) - (54.0f32 * 54.0 - (4.0 - std::f32::consts::PI) * 25.0)).abs()
                < 0.01
        );
        let hex = CardOutline::Hexagon { across_mm: 60.0 };
        let (w, h) = hex.bounds_mm();
        assert!((w - 60.0).abs() < 1e-4 && (h - 69.282).abs() < 1e-3);
        assert!((hex.area(30.0) - 3117.69).abs() < 0.1);
    }

    #[test]
    fn corners_larger_than_half_the_side_are_refused() {
        let err = CardShape::Rounded { corner_mm: 31.0 }.outline(60.0).unwrap_err().to_string();
        assert!(err.contains("'31 mm'") && err.contains("at most 30 mm"), "{err}");
        assert!(CardShape::Square.with_corner(5.0).is_err());
        assert_eq!("hexagon".parse::<CardShape>().unwrap(), CardShape::Hexagon);
        assert!("oval".parse::<CardShape>().unwrap_err().to_string().contains("'oval'"));
    }

    /// Even-odd ray casting.
    fn inside_polygon(poly: &[(f32, f32)], x: f32, y: f32) -> bool {
        let mut inside = false;
        for (i, &(ax, ay)) in poly.iter().enumerate() {
            let (bx, by) = poly[(i + 1) % poly.len()];
            if (ay > y) != (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay) {
                inside = !inside;
            }
        }
        inside
    }

    fn distance_to_polygon(poly: &[(f32, f32)], x: f32, y: f32) -> f32 {
        let mut best = f32::MAX;
        for (i, &(ax, ay)) in poly.iter().enumerate() {
            let (bx, by) = poly[(i + 1) % poly.len()];
            let (dx, dy) = (bx - ax, by - ay);
            let t = (((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
            best = best.min(hypot(x - ax - t * dx, y - ay - t * dy));
        }
        best
    }
}
