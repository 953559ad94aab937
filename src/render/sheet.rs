//! Sheet geometry. SKELETON.

use crate::error::Result;

/// Paper size (landscape).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    /// 297 × 210 mm.
    #[default]
    A4,
    /// 11 × 8.5 in.
    Letter,
}

/// Cards per sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CardsPerSheet {
    /// 2 × 2.
    Four,
    /// 3 × 2.
    #[default]
    Six,
}

/// How sheets look. SKELETON: the render helper adds fields (guides, bleed, back, legend, template...).
#[derive(Debug, Clone, Default)]
pub struct PageOptions {
    /// _Default:_ A4.
    pub paper: Paper,
    /// _Default:_ 6.
    pub per_sheet: CardsPerSheet,
    /// Card diameter; _Default:_ the largest that fits.
    pub diameter_mm: Option<f32>,
}

/// Resolved sheet geometry: page size, card diameter and where each card goes.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    /// Page width, mm.
    pub width_mm: f32,
    /// Page height, mm.
    pub height_mm: f32,
    /// Card diameter, mm.
    pub diameter_mm: f32,
    /// Card centres on a page, from the top-left corner, y down, mm.
    pub slots: Vec<(f32, f32)>,
}

impl Sheet {
    /// Resolves the geometry, or says why it does not fit.
    pub fn new(options: &PageOptions) -> Result<Sheet> {
        let _ = options;
        todo!()
    }
}
