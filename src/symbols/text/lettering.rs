//! Words as lettering: the glyphs a word is set in, where each sits, the characters it
//! stands for and the fonts that draw it, beside the outlines the layout measures and the
//! previews draw. The PDF writes the same glyphs at the same places as real text (a subset
//! of each font embedded), so that a deck's words can be selected, searched and read aloud,
//! and look exactly as their outlines.

use std::ops::Range;
use std::sync::Arc;

/// One glyph: its id in its run's font, where it sits from the run's origin (in
/// [`Lettering::em`] units, y up, as fonts count), and the bytes of the text it stands for.
#[derive(Debug, Clone, PartialEq)]
pub struct LetterGlyph {
    /// The glyph's id in the font.
    pub id: u16,
    /// Across from the run's origin.
    pub x: f32,
    /// Up from the baseline.
    pub y: f32,
    /// The characters it draws, as a byte range of [`Lettering::text`].
    pub text: Range<usize>,
}

/// Consecutive glyphs of one font on one line.
#[derive(Debug, Clone, PartialEq)]
pub struct LetterRun {
    /// Which of [`Lettering::fonts`].
    pub font: usize,
    /// The line's start on its baseline, in the outlines' box (y down).
    pub origin: (f32, f32),
    /// Where the run's pen ends, from the origin: its last glyph's advance reaches it.
    pub end: f32,
    /// The glyphs, left to right.
    pub glyphs: Vec<LetterGlyph>,
}

/// A word (or phrase) set in its fonts, in one colour.
#[derive(Debug, Clone)]
pub struct Lettering {
    /// The glyphs' outlines filled in `colour`: what the layout measures and previews draw.
    pub outlines: Arc<usvg::Tree>,
    /// The words as set.
    pub text: String,
    /// The fonts (TrueType or OpenType bytes), by number.
    pub fonts: Vec<Arc<[u8]>>,
    /// The runs, in the outlines' box.
    pub runs: Vec<LetterRun>,
    /// The font size: one em in the outlines' units.
    pub em: f32,
    /// The ink, sRGB.
    pub colour: [u8; 3],
}
