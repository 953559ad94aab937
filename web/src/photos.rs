//! The page's offer of a shape for a folder of photos: one photo cut to each shape, as the
//! deck would cut it, for the maker to compare before choosing.

use wasm_bindgen::prelude::*;

use crate::{Failure, js_error, read_request, serde_bytes_out, to_js};

/// Photo `file_name` (`bytes`) whole, then cut to a circle, a rounded square and a squircle
/// as `request` would cut it (its focus kept), as PNG bytes at most `px` pixels across.
#[wasm_bindgen]
pub fn shape_previews(
    file_name: &str,
    bytes: &[u8],
    request: JsValue,
    px: u32,
) -> Result<JsValue, Failure> {
    let options = read_request(request)?.to_options().map_err(js_error)?;
    let options = fanodeck::symbol_options(&options).map_err(js_error)?;
    let pngs = fanodeck::symbols::shape_previews(file_name, bytes, &options, px.min(512))
        .map_err(js_error)?;
    to_js(&pngs.into_iter().map(serde_bytes_out::Bytes).collect::<Vec<_>>())
}
