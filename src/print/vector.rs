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
    // krilla-svg draws what it can; a picture inside it that krilla cannot take is said
    // when the document is written, naming the file (`finish`).
    let _ = inner.draw_svg(tree, size, settings);
    inner.finish();
    Ok(Graphic::new(builder.finish(), false))
}
