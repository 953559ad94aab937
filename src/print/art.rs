//! Pictures stored once in a PDF and drawn wherever a page needs them: a vector picture as a
//! form, a bitmap as an image.

use printpdf::{PdfDocument, XObject, XObjectId};
use rayon::prelude::*;

use super::{image, vector};
use crate::error::{Error, Result};
use crate::symbols::{Symbol, SymbolKind};

/// A drawable stored once in the PDF: a form (box `[0 0 width height]`) or an image; both
/// are y up.
#[derive(Debug, Clone)]
pub(crate) struct Art {
    /// Resource name.
    pub id: XObjectId,
    /// Box width: form units, or pixels for an image.
    pub width: f32,
    /// Box height, likewise.
    pub height: f32,
    /// An image XObject, which PDF always draws on the unit square whatever its pixel size;
    /// `width` × `height` then only give its aspect, which fitting code needs.
    pub unit_square: bool,
}

impl Art {
    /// A form XObject with box `[0 0 width height]`.
    pub(crate) fn form(id: XObjectId, width: f32, height: f32) -> Art {
        Art { id, width, height, unit_square: false }
    }

    /// An image XObject of `width` × `height` pixels.
    pub(crate) fn image(id: XObjectId, width: f32, height: f32) -> Art {
        Art { id, width, height, unit_square: true }
    }
}

/// Converts `symbols` into XObjects named as given, in parallel (svg2pdf is the slow part),
/// and registers them with the document.
pub(crate) fn add_arts(
    doc: &mut PdfDocument,
    symbols: &[(String, &Symbol)],
    compress: bool,
) -> Result<Vec<Art>> {
    let converted: Vec<(XObject, Art)> = symbols
        .par_iter()
        .map(|(name, symbol)| {
            let id = XObjectId(name.clone());
            // Loading converted every picture from outside once as a trial; should a
            // converter still fail here, the message names the picture rather than crash.
            let converted = crate::guard::catch_panic(|| match &symbol.kind {
                SymbolKind::Vector(tree) => {
                    let form = vector::vector_form(tree, &symbol.name, compress)?;
                    Ok((XObject::External(form.xobject), Art::form(id, form.width, form.height)))
                }
                SymbolKind::Raster(raster) => {
                    let x = image::image_xobject(raster, &symbol.name)?;
                    // The pixel size gives the aspect: fitting a back or a legend picture
                    // to a unit square would squash it.
                    let (w, h) = raster.dimensions();
                    Ok((XObject::External(x), Art::image(id, w as f32, h as f32)))
                }
            });
            let bad = |reason| Error::BadSymbol { path: symbol.source.clone().into(), reason };
            converted.map_err(bad)?
        })
        .collect::<Result<_>>()?;
    let mut arts = Vec::with_capacity(symbols.len());
    for (xobject, art) in converted {
        doc.resources.xobjects.map.insert(art.id.clone(), xobject);
        arts.push(art);
    }
    Ok(arts)
}
