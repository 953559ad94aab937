//! SVG pictures as PDF forms: krilla-svg draws the usvg tree once into a stream that every
//! page then draws by reference.

use krilla::geom::Size;
use krilla::graphic::Graphic;
use krilla::surface::Surface;
use krilla_svg::{SurfaceExt, SvgSettings};

use crate::guard::refusal::Refusal;

/// `tree` as a form drawn in its own box (`0 0 width height`, y down), made on `surface`'s
/// document.
pub(crate) fn graphic(surface: &mut Surface, tree: &usvg::Tree) -> Result<Graphic, Refusal> {
    let size = tree.size();
    let size = Size::from_wh(size.width(), size.height())
        .ok_or_else(|| Refusal::damaged(format!("it has no size ({size:?})")))?;
    let mut builder = surface.stream_builder();
    let mut inner = builder.surface();
    // Words and SVG text come as outlines (usvg lays them out with the deck's own fonts),
    // so that the PDF draws exactly what the layout measured.
    let settings = SvgSettings { embed_text: false, ..SvgSettings::default() };
    let drawn = inner.draw_svg(tree, size, settings);
    inner.finish();
    let stream = builder.finish();
    drawn.ok_or_else(|| Refusal::damaged("it cannot be drawn in a PDF"))?;
    Ok(Graphic::new(stream, false))
}

/// Draws `tree` once into a throwaway PDF page, so that a picture the PDF cannot take is
/// refused when it is loaded, naming its file, rather than when the deck is written. The
/// page is never serialised: that waits on krilla's background work in rayon's pool, whose
/// threads may be the very ones waiting for this picture.
pub(crate) fn trial(tree: &usvg::Tree) -> Result<(), Refusal> {
    let mut document = krilla::Document::new();
    let mut page = document.start_page();
    let mut surface = page.surface();
    let drawn = graphic(&mut surface, tree).map(|g| surface.draw_graphic(g));
    surface.finish();
    page.finish();
    drawn
}
