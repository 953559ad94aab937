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

mod outline;
pub(crate) use outline::shape_text;
pub use outline::{Beyond, CardOutline, CardShape, DEFAULT_CORNER_MM, KAPPA, PathStep};
