//! What a print shop's files need beyond the sheets: their resolution, their bleed and where
//! the card PDF puts the backs. Print services trim each card from a picture or page that is
//! larger by the bleed, so the card colour must run to its edge.

use std::str::FromStr;

use crate::error::{Error, Result};
use crate::geom::CardOutline;

/// The lowest resolution of print files, dpi: below it print shops refuse a file.
pub const MIN_DPI: f32 = 72.0;
/// The highest resolution of print files, dpi: beyond it no press shows a difference.
pub const MAX_DPI: f32 = 1200.0;
/// The print files' bleed when none is given, mm: what most services ask for.
pub const DEFAULT_BLEED_MM: f32 = 3.0;
/// The longest side of a print file, pixels: an RGBA picture of it takes 256 MB.
pub const MAX_SIDE_PX: u32 = 8192;

/// Where the card PDF puts the backs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BackPages {
    /// Each front is followed by its back.
    #[default]
    Alternate,
    /// One back page after all the fronts, as services that print one back for all ask.
    Last,
}

impl FromStr for BackPages {
    type Err = Error;
    fn from_str(s: &str) -> Result<BackPages> {
        match s.trim().to_ascii_lowercase().as_str() {
            "alternate" => Ok(BackPages::Alternate),
            "last" => Ok(BackPages::Last),
            _ => Err(Error::invalid("backs", s, crate::i18n::text!("expected-backs"))),
        }
    }
}

/// The print shop's files: PNGs of every card face and a PDF of one card a page.
#[derive(Debug, Clone, PartialEq)]
pub struct PrintShopOptions {
    /// Resolution of the PNG files, dots per inch. _Default:_ 300.
    pub dpi: f32,
    /// How far the card colour runs past the cut line, mm; 0 leaves everything outside the
    /// card transparent (for print-then-cut machines). _Default:_ 3.
    pub bleed_mm: f32,
    /// Where the card PDF puts the backs. _Default:_ after each front.
    pub backs: BackPages,
}

impl Default for PrintShopOptions {
    fn default() -> Self {
        PrintShopOptions { dpi: 300.0, bleed_mm: DEFAULT_BLEED_MM, backs: BackPages::Alternate }
    }
}

impl PrintShopOptions {
    /// The width and height of a card's print file, pixels: the card's box and its bleed at
    /// the resolution, each `round((size + 2·bleed) · dpi / 25.4)`; refused beyond
    /// [`MAX_SIDE_PX`] with the resolution that fits.
    pub fn pixels(&self, outline: &CardOutline) -> Result<(u32, u32)> {
        let (w, h) = self.page_mm(outline);
        let px = |mm: f32| (f64::from(mm) * f64::from(self.dpi) / 25.4).round();
        let (wide, high) = (px(w), px(h));
        let fits = |side: f64| side.is_finite() && side >= 1.0 && side <= f64::from(MAX_SIDE_PX);
        if !(fits(wide) && fits(high)) {
            let most = (f64::from(MAX_SIDE_PX) * 25.4 / f64::from(w.max(h))).floor();
            let reason = crate::i18n::text!(
                "print-file-too-large",
                card = crate::error::a_length_mm(outline.size_mm()),
                bleed = self.bleed_mm,
                width = wide,
                height = high,
                side = MAX_SIDE_PX,
                dpi = most
            );
            return Err(Error::invalid("dpi", self.dpi, reason));
        }
        Ok((wide as u32, high as u32))
    }

    /// The card's box with its bleed, mm: a print file's or a card page's size.
    pub fn page_mm(&self, outline: &CardOutline) -> (f32, f32) {
        let (w, h) = outline.bounds_mm();
        (w + 2.0 * self.bleed_mm, h + 2.0 * self.bleed_mm)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixels_are_the_card_and_its_bleed_at_the_resolution() {
        let card = CardOutline::Round { diameter_mm: 88.9 };
        let tgc = PrintShopOptions { bleed_mm: 3.175, ..PrintShopOptions::default() };
        assert_eq!(tgc.pixels(&card).unwrap(), (1125, 1125));
        let bare = PrintShopOptions { bleed_mm: 0.0, dpi: 72.0, ..PrintShopOptions::default() };
        assert_eq!(bare.pixels(&card).unwrap(), (252, 252));
        let huge = PrintShopOptions { dpi: 1200.0, ..PrintShopOptions::default() };
        let card = CardOutline::Round { diameter_mm: 300.0 };
        let err = huge.pixels(&card).unwrap_err().to_string();
        assert!(err.starts_with("invalid dpi '1200': a 300 mm card"), "{err}");
        assert!(err.contains("(at most 679 dpi fits)"), "{err}");
    }

    #[test]
    fn backs_parse() {
        assert_eq!("last".parse::<BackPages>().unwrap(), BackPages::Last);
        assert_eq!(" Alternate".parse::<BackPages>().unwrap(), BackPages::Alternate);
        assert!("first".parse::<BackPages>().unwrap_err().to_string().contains("'first'"));
    }
}
