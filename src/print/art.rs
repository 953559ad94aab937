//! Pictures stored once in a PDF and drawn wherever a page needs them: a vector picture as a
//! form, a bitmap as an image (a cut photo as the photo under its shape's mask).

use std::sync::Arc;

use rayon::prelude::*;

use super::image::{self, Bitmap};
use crate::error::{Error, Result};
use crate::guard::refusal::Refusal;
use crate::symbols::{Lettering, Symbol, SymbolKind};

/// A picture the document holds once, drawn by reference: `width` × `height` is its box,
/// y down, in SVG user units or pixels.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Art {
    /// Which of the document's pictures.
    pub id: usize,
    /// Box width: SVG user units, or pixels for a bitmap.
    pub width: f32,
    /// Box height, likewise.
    pub height: f32,
}

#[cfg(test)]
impl Art {
    /// An art of that size, for tests that only place boxes.
    pub(crate) fn test(width: f32, height: f32) -> Art {
        Art { id: 0, width, height }
    }
}

/// What an art draws.
pub(crate) enum Drawable {
    /// An SVG picture, converted when first drawn.
    Vector(Arc<usvg::Tree>),
    /// Words, written as text in their fonts.
    Lettering(Arc<Lettering>),
    /// A bitmap, ready for the PDF.
    Bitmap(Bitmap),
}

/// A picture of the document, and the file it came from (for messages).
pub(crate) struct Picture {
    /// What to draw.
    pub drawable: Drawable,
    /// The symbol's file, or its name.
    pub source: String,
    /// The box, as [`Art`] gives it.
    pub size: (f32, f32),
}

impl Picture {
    /// The refusal that names this picture's file.
    pub(crate) fn bad(&self, reason: Refusal) -> Error {
        Error::BadSymbol { path: self.source.clone().into(), reason }
    }
}

/// Prepares `symbols` for the PDF in parallel (bitmaps are encoded here) and gives each an
/// [`Art`], numbered from `first`.
pub(crate) fn pictures(symbols: &[&Symbol], first: usize) -> Result<(Vec<Picture>, Vec<Art>)> {
    let pictures: Vec<Picture> = symbols
        .par_iter()
        .map(|symbol| {
            // Loading tried every picture from outside once; should an encoder still fail
            // here, the message names the picture rather than crash.
            let prepared = crate::guard::catch_panic(|| match &symbol.kind {
                SymbolKind::Vector(tree) => {
                    let size = tree.size();
                    Ok((Drawable::Vector(tree.clone()), (size.width(), size.height())))
                }
                SymbolKind::Lettering(lettering) => {
                    let size = lettering.outlines.size();
                    Ok((Drawable::Lettering(lettering.clone()), (size.width(), size.height())))
                }
                SymbolKind::Raster(raster) => {
                    let (w, h) = raster.dimensions();
                    Ok((Drawable::Bitmap(image::bitmap(raster)?), (w as f32, h as f32)))
                }
            });
            let bad = |reason| Error::BadSymbol { path: symbol.source.clone().into(), reason };
            let (drawable, size) = prepared.and_then(|p| p).map_err(bad)?;
            Ok(Picture { drawable, source: symbol.source.clone(), size })
        })
        .collect::<Result<_>>()?;
    let arts = pictures
        .iter()
        .enumerate()
        .map(|(i, p)| Art { id: first + i, width: p.size.0, height: p.size.1 })
        .collect();
    Ok((pictures, arts))
}
