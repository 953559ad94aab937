//! Plain geometry shared by the stages; no renderer or decoder in here.

/// Sine and cosine of an angle in degrees, from the `libm` crate rather than the platform's
/// maths library: placements and PDF matrices must be the same bits natively and in
/// WebAssembly (whose `sin` is Rust's own), or the web page's deck would differ from the
/// CLI's. Multiplication, `sqrt` and `floor` are exact everywhere and need no such care.
pub fn sin_cos_deg(deg: f32) -> (f32, f32) {
    let rad = deg.to_radians();
    (libm::sinf(rad), libm::cosf(rad))
}

/// `x.hypot(y)` with the same bits on every platform (see [`sin_cos_deg`]).
pub fn hypot(x: f32, y: f32) -> f32 {
    libm::hypotf(x, y)
}

/// Millimetres per PDF point (1/72 in).
pub const MM_PER_PT: f32 = 25.4 / 72.0;

/// The ink of a symbol as a coverage grid: what the layout packs.
///
/// The grid covers only the symbol's ink (transparent margins trimmed). `frame` tells where
/// that grid sits inside the whole source picture, so the layout can report the box in which
/// the whole picture is drawn while packing only the ink. Pixels are square in source units.
#[derive(Debug, Clone, PartialEq)]
pub struct Mask {
    /// Grid width in pixels (at least 1).
    pub width: u32,
    /// Grid height in pixels (at least 1).
    pub height: u32,
    /// Coverage, row-major, 0 = transparent, 255 = fully inked.
    pub alpha: Vec<u8>,
    /// The grid's place in the whole source picture, as fractions of the source's width and
    /// height: `[left, top, right, bottom]`, each in 0..=1.
    pub frame: [f32; 4],
    /// Width / height of the whole source picture.
    pub source_aspect: f32,
}

impl Mask {
    /// Coverage at (x, y); 0 outside the grid.
    pub fn at(&self, x: i64, y: i64) -> u8 {
        if x < 0 || y < 0 || x >= self.width as i64 || y >= self.height as i64 {
            return 0;
        }
        self.alpha[y as usize * self.width as usize + x as usize]
    }
}

/// Bézier handle length of a quarter circle, as a fraction of the radius.
pub const KAPPA: f32 = 0.552_284_8;

/// A card's cut line, centred on the origin, in mm with y down (the axes of placements).
///
/// Print files and the card PDF learn the card's shape only from here (its size, its box,
/// inside or not, its path), so another shape is one more variant (issue 23).
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub enum CardOutline {
    /// A circle.
    Round {
        /// Its diameter, mm.
        diameter_mm: f32,
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

impl CardOutline {
    /// The card's width across (a circle's diameter): the size the user gives.
    pub fn size_mm(&self) -> f32 {
        match *self {
            CardOutline::Round { diameter_mm } => diameter_mm,
        }
    }

    /// Width and height of the outline's bounding box, mm: the trimmed card's box.
    pub fn bounds_mm(&self) -> (f32, f32) {
        match *self {
            CardOutline::Round { diameter_mm } => (diameter_mm, diameter_mm),
        }
    }

    /// Whether the point (`x`, `y`) mm from the card's centre is on the card.
    pub fn contains(&self, x: f32, y: f32) -> bool {
        match *self {
            CardOutline::Round { diameter_mm } => hypot(x, y) <= diameter_mm / 2.0,
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
        }
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
}
