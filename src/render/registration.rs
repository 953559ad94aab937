//! Registration marks for a cutting machine's print-and-cut (issue 41): the marks its optical
//! eye finds on a printed sheet before it cuts, and the zones around them no card may enter.
//!
//! Silhouette Studio's "Type 1" marks (CAMEO, Portrait, Curio) with the software's default
//! settings, on the sheet as it lies in landscape: a filled square at the top-left corner and
//! an L at the top-right and bottom-left corners, each mark's outer edges the inset from the
//! paper's edges. The software looks for them where its own Registration panel says, so the
//! user sets the same values there (the README lists them); fanodeck draws the marks instead
//! of Silhouette Studio so that the PDF prints from any program.
//!
//! The Cameo 5 (and 5 Alpha) also reads four marks, one L at every corner, with no square
//! (`silhouette-4`): as inkscape-silhouette draws them for these machines (its
//! `four_corner` style, pull request 374, and its A4 Cameo 5 Alpha template, pull request
//! 380), each L's corner point 10 mm from both paper edges, arms 20 mm long drawn 0.3 mm
//! wide on that point, with square ends.
//!
//! Silhouette Studio hatches where nothing may print: the band between the marks and the
//! paper's edges and a square at each marked corner as large as a mark's arms. Cards stay out
//! of both, with [`CLEARANCE_MM`] more, so that the eye sees only white around a mark.

use std::str::FromStr;

use crate::error::{Error, Result};
use crate::geom::CardOutline;

/// Distance from the paper's edges to the marks' outer edges, mm: Silhouette Studio's
/// default inset, and its smallest.
pub const INSET_MM: f32 = 10.0;
/// Length of each arm of the L marks, mm (Silhouette Studio's default).
pub const LENGTH_MM: f32 = 20.0;
/// Width of the L marks' arms, mm (Silhouette Studio's default thickness).
pub const THICKNESS_MM: f32 = 0.5;
/// Side of the filled square at the top-left corner, mm (fixed in Silhouette Studio).
pub const SQUARE_MM: f32 = 5.0;
/// Width of the four-corner marks' arms, mm, centred on their lines (inkscape-silhouette's:
/// thinner marks register more accurately).
pub const FOUR_CORNER_THICKNESS_MM: f32 = 0.3;
/// White kept around each marked corner's zone, mm, past what Silhouette Studio hatches.
pub const CLEARANCE_MM: f32 = 2.0;

/// A rectangle on the sheet, mm from its top-left corner, y down: left, top, right, bottom.
pub type Rect = [f32; 4];

/// Which cutting machine's registration marks the sheets carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Registration {
    /// No marks.
    #[default]
    None,
    /// Silhouette Studio's Type 1 marks with its default length, thickness and inset.
    Silhouette,
    /// The Cameo 5's four L marks, one at every corner (`silhouette-4`).
    SilhouetteFour,
}

impl FromStr for Registration {
    type Err = Error;
    fn from_str(s: &str) -> Result<Registration> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "off" => Ok(Registration::None),
            "silhouette" => Ok(Registration::Silhouette),
            "silhouette-4" | "silhouette4" => Ok(Registration::SilhouetteFour),
            _ => {
                Err(Error::invalid("registration", s, crate::i18n::text!("expected-registration")))
            }
        }
    }
}

impl Registration {
    /// The name the request and the CLI use.
    pub fn name(self) -> &'static str {
        match self {
            Registration::None => "none",
            Registration::Silhouette => "silhouette",
            Registration::SilhouetteFour => "silhouette-4",
        }
    }

    /// The marks on a sheet `width` × `height` mm, each a filled black rectangle. Type 1: the
    /// square at the top-left, then the top-right L's two arms, then the bottom-left L's.
    /// Four-corner: each corner's L, horizontal arm then vertical, top-left, top-right,
    /// bottom-left, bottom-right.
    pub fn marks(self, (width, height): (f32, f32)) -> Vec<Rect> {
        let (i, l, t) = (INSET_MM, LENGTH_MM, THICKNESS_MM);
        let (right, bottom) = (width - i, height - i);
        match self {
            Registration::None => return Vec::new(),
            Registration::Silhouette => {}
            Registration::SilhouetteFour => {
                let h = FOUR_CORNER_THICKNESS_MM / 2.0;
                // An L whose corner is at (x, y), its arms running `dx` and `dy` (±1) away.
                let l_mark = |x: f32, y: f32, dx: f32, dy: f32| {
                    let span = |from: f32, dir: f32| {
                        let to = from + dir * l;
                        [from.min(to) - h, from.max(to) + h]
                    };
                    let ([x0, x1], [y0, y1]) = (span(x, dx), span(y, dy));
                    [[x0, y - h, x1, y + h], [x - h, y0, x + h, y1]]
                };
                return [
                    l_mark(i, i, 1.0, 1.0),
                    l_mark(right, i, -1.0, 1.0),
                    l_mark(i, bottom, 1.0, -1.0),
                    l_mark(right, bottom, -1.0, -1.0),
                ]
                .concat();
            }
        }
        vec![
            [i, i, i + SQUARE_MM, i + SQUARE_MM],
            [right - l, i, right, i + t],
            [right - t, i, right, i + l],
            [i, bottom - t, i + l, bottom],
            [i, bottom - l, i + t, bottom],
        ]
    }

    /// Smallest distance from every paper edge to what a card prints, mm: the band outside
    /// the marks, where Silhouette Studio prints nothing.
    pub fn border_mm(self) -> f32 {
        match self {
            Registration::None => 0.0,
            Registration::Silhouette => INSET_MM,
            Registration::SilhouetteFour => INSET_MM - FOUR_CORNER_THICKNESS_MM / 2.0,
        }
    }

    /// The squares no card may enter at the marked corners of a sheet `width` × `height` mm:
    /// from the paper's corner to past the mark's far end, the clearance included.
    pub fn zones(self, (width, height): (f32, f32)) -> Vec<Rect> {
        let corners = match self {
            Registration::None => return Vec::new(),
            Registration::Silhouette => 3,
            Registration::SilhouetteFour => 4,
        };
        let reach = match self {
            Registration::SilhouetteFour => FOUR_CORNER_THICKNESS_MM / 2.0,
            _ => 0.0,
        } + INSET_MM
            + LENGTH_MM
            + CLEARANCE_MM;
        let mut zones = vec![
            [0.0, 0.0, reach, reach],
            [width - reach, 0.0, width, reach],
            [0.0, height - reach, reach, height],
            [width - reach, height - reach, width, height],
        ];
        zones.truncate(corners);
        zones
    }
}

/// Whether `outline` centred at each of `centres` stays out of every zone.
pub(crate) fn clear_of(zones: &[Rect], outline: &CardOutline, centres: &[(f32, f32)]) -> bool {
    // Chords within 0.05 mm of a curve, which the clearance absorbs.
    let polygon = outline.polygon(0.05);
    centres.iter().all(|&(cx, cy)| {
        let card: Vec<(f32, f32)> = polygon.iter().map(|&(x, y)| (cx + x, cy + y)).collect();
        zones.iter().all(|zone| !overlaps(&card, zone))
    })
}

/// Whether the closed outline `ring` (any polygon, a box's net) and the rectangle `zone`
/// share any area: a corner of one inside the other, or two sides crossing.
pub(crate) fn ring_enters(ring: &[(f32, f32)], &[left, top, right, bottom]: &Rect) -> bool {
    let inside_zone = |&(x, y): &(f32, f32)| x > left && x < right && y > top && y < bottom;
    let corners = [(left, top), (right, top), (right, bottom), (left, bottom)];
    // Even-odd: a ray to the right crosses the ring's sides an odd number of times.
    let inside_ring = |(x, y): (f32, f32)| {
        let mut inside = false;
        for k in 0..ring.len() {
            let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
            if (a.1 > y) != (b.1 > y) && x < a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0) {
                inside = !inside;
            }
        }
        inside
    };
    let cross = |p: (f32, f32), q: (f32, f32), r: (f32, f32)| {
        (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
    };
    let crosses = |a: (f32, f32), b: (f32, f32), c: (f32, f32), d: (f32, f32)| {
        cross(a, b, c) * cross(a, b, d) < 0.0 && cross(c, d, a) * cross(c, d, b) < 0.0
    };
    ring.iter().any(inside_zone)
        || corners.iter().any(|&c| inside_ring(c))
        || (0..ring.len()).any(|k| {
            let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
            (0..4).any(|e| crosses(a, b, corners[e], corners[(e + 1) % 4]))
        })
}

/// Whether the convex polygon `card` and the rectangle `zone` share any area: no axis
/// separates them (the rectangle's two and each side's normal of the polygon).
fn overlaps(card: &[(f32, f32)], &[left, top, right, bottom]: &Rect) -> bool {
    let corners = [(left, top), (right, top), (right, bottom), (left, bottom)];
    let span = |points: &mut dyn Iterator<Item = f32>| {
        points.fold((f32::MAX, f32::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)))
    };
    let mut axes = vec![(1.0, 0.0), (0.0, 1.0)];
    for k in 0..card.len() {
        let (a, b) = (card[k], card[(k + 1) % card.len()]);
        axes.push((a.1 - b.1, b.0 - a.0));
    }
    axes.into_iter().all(|(ax, ay)| {
        let (c_lo, c_hi) = span(&mut card.iter().map(|p| p.0 * ax + p.1 * ay));
        let (z_lo, z_hi) = span(&mut corners.iter().map(|p| p.0 * ax + p.1 * ay));
        c_hi > z_lo && z_hi > c_lo
    })
}

/// The largest size up to `max_mm` for which `fits` holds, to 0.1 mm below, given that it holds
/// for every smaller size once it holds for one (cards centred on the sheet move inwards as
/// they shrink); 0 when nothing fits.
pub(crate) fn largest_fitting(max_mm: f32, fits: impl Fn(f32) -> bool) -> f32 {
    if fits(max_mm) {
        return max_mm;
    }
    let (mut lo, mut hi) = (0.0_f32, max_mm);
    while hi - lo > 0.005 {
        let mid = (lo + hi) / 2.0;
        if fits(mid) { lo = mid } else { hi = mid }
    }
    // Down to a tenth, as a refusal says it, so that the size it says fits when asked for.
    (lo * 10.0).floor() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_sit_the_inset_from_the_edges() {
        let marks = Registration::Silhouette.marks((297.0, 210.0));
        assert_eq!(marks[0], [10.0, 10.0, 15.0, 15.0]);
        assert_eq!(marks[2], [286.5, 10.0, 287.0, 30.0]);
        assert_eq!(marks[3], [10.0, 199.5, 30.0, 200.0]);
        assert!(Registration::None.marks((297.0, 210.0)).is_empty());
        assert_eq!("Silhouette".parse::<Registration>().unwrap(), Registration::Silhouette);
        let four = Registration::SilhouetteFour.marks((297.0, 210.0));
        assert_eq!(four.len(), 8);
        // The bottom-right L: its corner 10 mm from both edges, arms 20 mm, 0.3 mm wide.
        assert_eq!(four[6], [266.85, 199.85, 287.15, 200.15]);
        assert_eq!(four[7], [286.85, 179.85, 287.15, 200.15]);
        assert_eq!(Registration::SilhouetteFour.zones((297.0, 210.0)).len(), 4);
        assert_eq!("silhouette-4".parse::<Registration>().unwrap(), Registration::SilhouetteFour);
        assert!("cricut".parse::<Registration>().unwrap_err().to_string().contains("'cricut'"));
    }

    #[test]
    fn a_card_is_clear_only_outside_the_zones() {
        let zones = Registration::Silhouette.zones((297.0, 210.0));
        let card = CardOutline::round(40.0);
        // 32 mm zones: a circle of radius 20 touching the zone's corner diagonally is clear.
        let d = 32.0 + 20.0 / 2f32.sqrt() + 0.1;
        assert!(clear_of(&zones, &card, &[(d, d)]));
        assert!(!clear_of(&zones, &card, &[(d - 1.0, d - 1.0)]));
        assert!(clear_of(&zones, &card, &[(297.0 - 21.0, 210.0 - 21.0)]));
        assert_eq!(largest_fitting(50.0, |s| s <= 41.284), 41.2);
    }
}
