//! Vector icons as PDF Form XObjects.
//!
//! svg2pdf converts each icon once into a one-page PDF at 72 dpi (one SVG user unit = one
//! point). We re-read that page with lopdf and turn it into a self-contained form XObject:
//! its content stream as is, its `/Resources` inlined (references resolved, nested streams
//! handed to printpdf, which writes them as indirect objects) and its transparency group.
//! 72 dpi matters: svg2pdf writes pattern and shading matrices in page space, so any extra
//! scale inside the page would put Noto's many gradients in the wrong place.

use std::collections::BTreeMap;

use printpdf::{DictItem, ExternalStream, ExternalXObject};

use crate::error::{Error, Result};

/// How deep references may nest in svg2pdf's output before we give up (it never comes close;
/// the limit only protects against a reference cycle).
const MAX_DEPTH: usize = 64;

/// A vector icon as a Form XObject whose box is `[0 0 width height]` in points, y up.
pub(crate) struct VectorForm {
    /// The XObject for printpdf.
    pub xobject: ExternalXObject,
    /// Width of the form box, pt (= SVG user units).
    pub width: f32,
    /// Height of the form box, pt.
    pub height: f32,
}

/// Converts `tree` into a form XObject; `name` is for error messages.
pub(crate) fn vector_form(tree: &usvg::Tree, name: &str, compress: bool) -> Result<VectorForm> {
    let conversion = svg2pdf::ConversionOptions { compress, ..Default::default() };
    let bytes = svg2pdf::to_pdf(tree, conversion, svg2pdf::PageOptions { dpi: 72.0 })
        .map_err(|e| Error::Pdf(format!("symbol '{name}': SVG to PDF conversion failed: {e}")))?;
    page_form(&bytes, name)
}

/// The first page of the PDF `bytes` as a form XObject whose box starts at 0, 0.
fn page_form(bytes: &[u8], name: &str) -> Result<VectorForm> {
    let fail = |what: String| Error::Pdf(format!("symbol '{name}': {what}"));
    let doc = lopdf::Document::load_mem(bytes)
        .map_err(|e| fail(format!("cannot re-read the converted SVG: {e}")))?;
    let page_id = *doc
        .get_pages()
        .values()
        .next()
        .ok_or_else(|| fail("the converted SVG has no page".to_string()))?;
    let page = doc.get_dictionary(page_id).map_err(|e| fail(e.to_string()))?;

    let media_box = page
        .get(b"MediaBox")
        .and_then(|b| doc.dereference(b).map(|(_, o)| o))
        .and_then(|o| o.as_array())
        .map_err(|e| fail(format!("no media box: {e}")))?;
    let numbers: Vec<f32> = media_box.iter().filter_map(|o| o.as_float().ok()).collect();
    let [x0, y0, x1, y1] = numbers[..] else {
        return Err(fail("malformed media box".to_string()));
    };
    if !(x1 > x0 && y1 > y0) {
        return Err(fail(format!("empty media box [{x0} {y0} {x1} {y1}]")));
    }

    let content = page_content(&doc, page).map_err(|e| fail(format!("page content: {e}")))?;

    let mut dict = BTreeMap::new();
    dict.insert("Type".to_string(), DictItem::Name(b"XObject".to_vec()));
    dict.insert("Subtype".to_string(), DictItem::Name(b"Form".to_vec()));
    dict.insert(
        "BBox".to_string(),
        DictItem::Array([x0, y0, x1, y1].into_iter().map(DictItem::Real).collect()),
    );
    if (x0, y0) != (0.0, 0.0) {
        // Callers place the box as `[0 0 width height]`: move a page that starts elsewhere
        // (svg2pdf's start at 0, 0, but nothing promises it) onto the origin.
        let matrix = [1.0, 0.0, 0.0, 1.0, -x0, -y0];
        dict.insert(
            "Matrix".to_string(),
            DictItem::Array(matrix.into_iter().map(DictItem::Real).collect()),
        );
    }
    for key in ["Resources", "Group"] {
        if let Ok(value) = page.get(key.as_bytes()) {
            dict.insert(key.to_string(), inline(&doc, value, 0).map_err(fail)?);
        }
    }
    if let Some(filter) = content.filter {
        dict.insert("Filter".to_string(), filter);
    }
    let stream = ExternalStream { dict, content: content.bytes, compress: content.compressible };
    Ok(VectorForm {
        xobject: ExternalXObject { stream, width: None, height: None, dpi: None },
        width: x1 - x0,
        height: y1 - y0,
    })
}

/// A page's content, joined into one stream.
struct PageContent {
    bytes: Vec<u8>,
    filter: Option<DictItem>,
    compressible: bool,
}

fn page_content(doc: &lopdf::Document, page: &lopdf::Dictionary) -> Result<PageContent, String> {
    let contents = page.get(b"Contents").map_err(|e| e.to_string())?;
    let (_, contents) = doc.dereference(contents).map_err(|e| e.to_string())?;
    match contents {
        // svg2pdf writes one stream: keep its bytes and filter untouched.
        lopdf::Object::Stream(stream) => Ok(PageContent {
            bytes: stream.content.clone(),
            filter: stream.dict.get(b"Filter").ok().map(DictItem::from_lopdf),
            compressible: stream.dict.get(b"Filter").is_err(),
        }),
        // An array of streams is one content stream split in pieces: decode and join them.
        lopdf::Object::Array(parts) => {
            let mut bytes = Vec::new();
            for part in parts {
                let (_, part) = doc.dereference(part).map_err(|e| e.to_string())?;
                let stream = part.as_stream().map_err(|e| e.to_string())?;
                let decoded = stream
                    .decompressed_content()
                    .or_else(|_| Ok::<_, lopdf::Error>(stream.content.clone()))
                    .map_err(|e| e.to_string())?;
                bytes.extend_from_slice(&decoded);
                bytes.push(b'\n');
            }
            Ok(PageContent { bytes, filter: None, compressible: true })
        }
        other => Err(format!("unexpected {:?}", other.enum_variant())),
    }
}

/// A copy of `object` with every reference replaced by what it points to.
fn inline(doc: &lopdf::Document, object: &lopdf::Object, depth: usize) -> Result<DictItem, String> {
    use lopdf::Object;
    if depth > MAX_DEPTH {
        return Err("resources nest too deeply".to_string());
    }
    let dict_items = |dict: &lopdf::Dictionary| -> Result<BTreeMap<String, DictItem>, String> {
        dict.iter()
            .filter(|(key, _)| key.as_slice() != b"Length")
            .map(|(key, value)| {
                Ok((String::from_utf8_lossy(key).into_owned(), inline(doc, value, depth + 1)?))
            })
            .collect()
    };
    Ok(match object {
        Object::Reference(id) => {
            let target = doc.get_object(*id).map_err(|e| format!("object {id:?}: {e}"))?;
            inline(doc, target, depth + 1)?
        }
        Object::Array(items) => DictItem::Array(
            items.iter().map(|item| inline(doc, item, depth + 1)).collect::<Result<_, _>>()?,
        ),
        Object::Dictionary(dict) => DictItem::Dict { map: dict_items(dict)? },
        Object::Stream(stream) => DictItem::Stream {
            stream: ExternalStream {
                dict: dict_items(&stream.dict)?,
                content: stream.content.clone(),
                compress: stream.dict.get(b"Filter").is_err(),
            },
        },
        other => DictItem::from_lopdf(other),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(svg: &str) -> usvg::Tree {
        usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap()
    }

    #[test]
    fn form_keeps_size_and_inlines_gradients() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
            <linearGradient id="g"><stop offset="0" stop-color="#f00"/>
            <stop offset="1" stop-color="#00f"/></linearGradient>
            <rect width="40" height="20" fill="url(#g)"/></svg>"##;
        let form = vector_form(&tree(svg), "test", true).unwrap();
        assert_eq!((form.width, form.height), (40.0, 20.0));
        let dict = &form.xobject.stream.dict;
        let Some(DictItem::Dict { map: resources }) = dict.get("Resources") else {
            panic!("no inline resources: {dict:?}")
        };
        assert!(resources.contains_key("Pattern"), "{resources:?}");
        let text = format!("{resources:?}");
        assert!(!text.contains("Ref {"), "a reference was left: {text}");
        assert!(dict.contains_key("Group"));
        assert!(!dict.contains_key("Matrix"), "svg2pdf's page already starts at 0, 0");
    }

    #[test]
    fn a_page_that_does_not_start_at_the_origin_is_moved_there() {
        use lopdf::{Dictionary, Object, Stream, dictionary};
        let mut doc = lopdf::Document::with_version("1.7");
        let pages_id = doc.new_object_id();
        let content = doc.add_object(Stream::new(Dictionary::new(), b"10 20 40 20 re f".to_vec()));
        let page = doc.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "MediaBox" => vec![10.into(), 20.into(), 50.into(), 40.into()],
            "Contents" => content,
        });
        let pages = dictionary! { "Type" => "Pages", "Kids" => vec![page.into()], "Count" => 1 };
        doc.objects.insert(pages_id, Object::Dictionary(pages));
        let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
        doc.trailer.set("Root", catalog);
        let mut bytes = Vec::new();
        doc.save_to(&mut bytes).unwrap();

        let form = page_form(&bytes, "shifted").unwrap();
        assert_eq!((form.width, form.height), (40.0, 20.0));
        let matrix = form.xobject.stream.dict.get("Matrix");
        let expected = [1.0, 0.0, 0.0, 1.0, -10.0, -20.0].map(DictItem::Real).to_vec();
        assert_eq!(matrix, Some(&DictItem::Array(expected)));
    }
}
