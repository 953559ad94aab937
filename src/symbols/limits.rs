//! Limits on what a picture may ask for, checked before the expensive work: an SVG's size,
//! element count, nesting and numbers before usvg parses it; its filter regions and embedded
//! bitmaps before anything is drawn; a bitmap's dimensions before its pixels are decoded.
//!
//! Each check answers with the value found and the limit, so that a user can tell a broken
//! file from one that is merely too big. The limits themselves live in [`crate::guard`].

use std::borrow::Cow;
use std::io::Read as _;

use crate::guard::refusal::{Kind, Refusal};
use crate::guard::{
    MAX_FILTER_SCALE, MAX_PIXELS, MAX_SIDE, MAX_SVG_BYTES, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS,
    MAX_SVG_NUMBER, MAX_SVG_TEXT_CHARS,
};

/// Attributes whose numbers are coordinates, lengths or transform factors.
const NUMERIC_ATTRIBUTES: &[&str] = &[
    "d",
    "points",
    "transform",
    "gradientTransform",
    "patternTransform",
    "viewBox",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "fr",
    "width",
    "height",
    "dx",
    "dy",
    "refX",
    "refY",
    "markerWidth",
    "markerHeight",
    "stroke-width",
    "stroke-dasharray",
    "stroke-dashoffset",
    "stroke-miterlimit",
    "stdDeviation",
    "scale",
    "radius",
    "font-size",
];

/// The SVG text of an SVG or gzip-compressed SVGZ file, inflating at most [`MAX_SVG_BYTES`].
pub(crate) fn svg_text(data: &[u8]) -> Result<Cow<'_, [u8]>, Refusal> {
    if !data.starts_with(&[0x1f, 0x8b]) {
        return Ok(Cow::Borrowed(data));
    }
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(data)
        .take(MAX_SVG_BYTES + 1)
        .read_to_end(&mut plain)
        .map_err(|e| Refusal::damaged(format!("not a valid SVGZ: {e}")))?;
    if plain.len() as u64 > MAX_SVG_BYTES {
        return Err(Refusal::new(
            Kind::FileTooLarge,
            format!(
                "too large: the SVGZ inflates to more than {} MB of SVG (the limit)",
                MAX_SVG_BYTES / (1024 * 1024)
            ),
        ));
    }
    Ok(Cow::Owned(plain))
}

/// Checks SVG text before usvg sees it: element count, nesting depth and the size of every
/// number in geometric attributes (and their `style` equivalents).
pub(crate) fn check_svg_source(text: &[u8]) -> Result<(), Refusal> {
    // Nesting first, by a scan of the bytes: the XML parser itself recurses a level a level.
    let depth = nesting(text);
    if depth > MAX_SVG_DEPTH {
        return Err(too_deep());
    }
    let text = std::str::from_utf8(text)
        .map_err(|_| Refusal::new(Kind::NotAPicture, "not a valid SVG: not UTF-8 text"))?;
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        // Text and attribute nodes count too; elements are checked exactly below.
        nodes_limit: (MAX_SVG_ELEMENTS * 4) as u32,
        // External entities are never fetched (usvg does the same).
        entity_resolver: None,
    };
    let doc = roxmltree::Document::parse_with_options(text, options).map_err(|e| match e {
        roxmltree::Error::NodesLimitReached => Refusal::too_complex(format!(
            "too complex: more than {} XML nodes (the limit is {MAX_SVG_ELEMENTS} elements)",
            MAX_SVG_ELEMENTS * 4
        )),
        e => Refusal::damaged(format!("not a valid SVG: {e}")),
    })?;
    let mut elements = 0usize;
    let text_chars: usize = doc
        .descendants()
        .filter(|n| n.is_text() && n.ancestors().any(|a| a.tag_name().name() == "text"))
        .map(|n| n.text().map_or(0, |t| t.chars().count()))
        .sum();
    if text_chars > MAX_SVG_TEXT_CHARS {
        let detail = format!(
            "too complex: {text_chars} characters of text (the limit is {MAX_SVG_TEXT_CHARS})"
        );
        return Err(Refusal::too_complex(detail));
    }
    // Depth-first with an explicit stack: a hostile file nests deeper than any call stack.
    let mut stack = vec![(doc.root_element(), 1usize)];
    while let Some((node, depth)) = stack.pop() {
        elements += 1;
        if elements > MAX_SVG_ELEMENTS {
            let detail = format!("too complex: more than {MAX_SVG_ELEMENTS} elements (the limit)");
            return Err(Refusal::too_complex(detail));
        }
        if depth > MAX_SVG_DEPTH {
            return Err(too_deep());
        }
        for attribute in node.attributes() {
            let name = attribute.name();
            if name == "style" {
                for declaration in attribute.value().split(';') {
                    if let Some((property, value)) = declaration.split_once(':')
                        && NUMERIC_ATTRIBUTES.contains(&property.trim())
                    {
                        check_numbers(node.tag_name().name(), property.trim(), value)?;
                    }
                }
            } else if NUMERIC_ATTRIBUTES.contains(&name) {
                check_numbers(node.tag_name().name(), name, attribute.value())?;
            }
        }
        stack.extend(node.children().filter(|n| n.is_element()).map(|n| (n, depth + 1)));
    }
    Ok(())
}

fn too_deep() -> Refusal {
    let detail =
        format!("too deeply nested: elements more than {MAX_SVG_DEPTH} levels deep (the limit)");
    Refusal::new(Kind::TooDeep, detail)
}

/// The deepest nesting of elements in XML text, by counting start and end tags (comments,
/// CDATA, declarations and processing instructions skipped; quoted attribute values may hold
/// `>`). A malformed file can only make it count more, and the parser refuses it anyway.
fn nesting(text: &[u8]) -> usize {
    let (mut depth, mut deepest, mut at) = (0usize, 0usize, 0usize);
    let find = |from: usize, needle: &[u8]| {
        text[from.min(text.len())..]
            .windows(needle.len())
            .position(|w| w == needle)
            .map_or(text.len(), |p| from + p + needle.len())
    };
    while let Some(offset) = text[at..].iter().position(|&b| b == b'<') {
        let start = at + offset;
        let rest = &text[start..];
        if rest.starts_with(b"<!--") {
            at = find(start + 4, b"-->");
        } else if rest.starts_with(b"<![CDATA[") {
            at = find(start + 9, b"]]>");
        } else if rest.starts_with(b"<?") {
            at = find(start + 2, b"?>");
        } else if rest.starts_with(b"<!") {
            // A DOCTYPE may hold an internal subset in brackets; its end is the first `]>` or
            // a plain `>` when there is no subset.
            let close = find(start + 2, b">");
            let subset = text[start..close].contains(&b'[');
            at = if subset { find(start + 2, b"]>") } else { close };
        } else if rest.starts_with(b"</") {
            depth = depth.saturating_sub(1);
            at = find(start + 2, b">");
        } else {
            // A start tag: find its end outside quotes; `/>` closes it at once.
            let mut i = start + 1;
            let mut quote = None;
            while i < text.len() {
                match (quote, text[i]) {
                    (None, q @ (b'"' | b'\'')) => quote = Some(q),
                    (Some(q), c) if c == q => quote = None,
                    (None, b'>') => break,
                    _ => {}
                }
                i += 1;
            }
            if text.get(i.wrapping_sub(1)) != Some(&b'/') {
                depth += 1;
                deepest = deepest.max(depth);
            }
            at = i + 1;
        }
        if at >= text.len() {
            break;
        }
    }
    deepest
}

/// Refuses a number in `value` beyond [`MAX_SVG_NUMBER`].
fn check_numbers(element: &str, attribute: &str, value: &str) -> Result<(), Refusal> {
    for number in numbers(value) {
        if !within(number) {
            return Err(Refusal::too_complex(format!(
                "number {number:e} in <{element} {attribute}> is out of range (the limit is \
                 ±{MAX_SVG_NUMBER:e})"
            )));
        }
    }
    Ok(())
}

/// Whether `v` is a number within ±[`MAX_SVG_NUMBER`] (NaN is not).
fn within(v: f64) -> bool {
    v.is_finite() && v.abs() <= MAX_SVG_NUMBER
}

/// The numbers in an SVG attribute value (path data, lists, transforms, lengths with units).
fn numbers(value: &str) -> impl Iterator<Item = f64> + '_ {
    let bytes = value.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() {
            let start = at;
            let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
            let mut end = at;
            if matches!(bytes[end], b'+' | b'-') {
                end += 1;
            }
            let mantissa_start = end;
            while digit(end) {
                end += 1;
            }
            if bytes.get(end) == Some(&b'.') {
                end += 1;
                while digit(end) {
                    end += 1;
                }
            }
            let has_digits = bytes[mantissa_start..end].iter().any(u8::is_ascii_digit);
            if !has_digits {
                at = start + 1;
                continue;
            }
            if matches!(bytes.get(end), Some(b'e' | b'E')) {
                let mut exp = end + 1;
                if matches!(bytes.get(exp), Some(b'+' | b'-')) {
                    exp += 1;
                }
                if digit(exp) {
                    while digit(exp) {
                        exp += 1;
                    }
                    end = exp;
                }
            }
            at = end;
            // Every slice here is ASCII digits, signs, a dot and an exponent: it parses.
            return value[start..end].parse::<f64>().ok();
        }
        None
    })
}

/// Checks a parsed picture before it is drawn: filter regions no larger than
/// [`MAX_FILTER_SCALE`] times the picture, geometry within range, and embedded bitmaps
/// within the bitmap limits. Nested SVG images are checked the same way.
pub(crate) fn check_tree(tree: &usvg::Tree) -> Result<(), Refusal> {
    check_size(tree.size())?;
    check_group(tree.root(), tree.size(), 0)
}

/// The smallest side a picture may have, in its own units: drawing a canvas of 1e-38 units
/// at print size means a scale of 1e40, past what the rasteriser's integers hold.
const MIN_SIDE: f32 = 1e-3;

fn check_size(size: usvg::Size) -> Result<(), Refusal> {
    if size.width() < MIN_SIDE || size.height() < MIN_SIDE {
        return Err(Refusal::too_complex(format!(
            "the picture's size {:e} × {:e} is too small to draw (at least {MIN_SIDE} a side)",
            size.width(),
            size.height()
        )));
    }
    Ok(())
}

fn check_group(group: &usvg::Group, canvas: usvg::Size, nesting: usize) -> Result<(), Refusal> {
    if let Some(region) = group.filters_bounding_box() {
        let region = region.transform(group.abs_transform()).unwrap_or(region);
        layer_fits("a filter region", (region.width(), region.height()), canvas)?;
    }
    for node in group.children() {
        let bounds = node.abs_stroke_bounding_box();
        let far = [bounds.left(), bounds.top(), bounds.right(), bounds.bottom()]
            .into_iter()
            .find(|&v| !within(f64::from(v)));
        if let Some(far) = far {
            return Err(Refusal::too_complex(format!(
                "drawing reaches coordinate {far:e} after its transforms (the limit is \
                 ±{MAX_SVG_NUMBER:e})"
            )));
        }
        match node {
            usvg::Node::Group(group) => check_group(group, canvas, nesting)?,
            usvg::Node::Image(image) => check_image(image.kind(), nesting)?,
            usvg::Node::Path(path) => check_patterns(path, canvas)?,
            usvg::Node::Text(_) => {}
        }
        let mut sub = Ok(());
        node.subroots(|root| {
            if sub.is_ok() {
                sub = check_group(root, canvas, nesting);
            }
        });
        sub?;
    }
    Ok(())
}

/// A pattern's tile is drawn into pixels of its own, at its transform's scale: a tile of 10
/// units scaled 5000 times asks for gigabytes. Tiles may be at most [`MAX_FILTER_SCALE`]
/// times the picture, as filter regions.
fn check_patterns(path: &usvg::Path, canvas: usvg::Size) -> Result<(), Refusal> {
    let paints = [path.fill().map(|f| f.paint()), path.stroke().map(|s| s.paint())];
    for paint in paints.into_iter().flatten() {
        let usvg::Paint::Pattern(pattern) = paint else { continue };
        let transform = path.abs_transform().pre_concat(pattern.transform());
        let tile = pattern.rect().transform(transform);
        let size = tile.map_or((f32::INFINITY, f32::INFINITY), |t| (t.width(), t.height()));
        layer_fits("a pattern tile", size, canvas)?;
    }
    Ok(())
}

/// Refuses pixels drawn apart from the picture (`what`: a filter region, a pattern tile) of
/// more than [`MAX_FILTER_SCALE`] times the picture a side; NaN does not fit.
fn layer_fits(what: &str, (w, h): (f32, f32), canvas: usvg::Size) -> Result<(), Refusal> {
    let fits = w <= canvas.width() * MAX_FILTER_SCALE && h <= canvas.height() * MAX_FILTER_SCALE;
    if fits {
        return Ok(());
    }
    Err(Refusal::too_complex(format!(
        "{what} of {w:.0} × {h:.0} is too large for a picture of {:.0} × {:.0} (the limit is \
         {MAX_FILTER_SCALE} times the picture)",
        canvas.width(),
        canvas.height()
    )))
}

fn check_image(kind: &usvg::ImageKind, nesting: usize) -> Result<(), Refusal> {
    let (data, format) = match kind {
        usvg::ImageKind::SVG(tree) if nesting < 2 => {
            check_size(tree.size())?;
            return check_group(tree.root(), tree.size(), nesting + 1);
        }
        usvg::ImageKind::SVG(_) => {
            return Err(Refusal::new(Kind::TooDeep, "SVG images nest more than two deep"));
        }
        usvg::ImageKind::PNG(data) => (data, image::ImageFormat::Png),
        usvg::ImageKind::JPEG(data) => (data, image::ImageFormat::Jpeg),
        usvg::ImageKind::GIF(data) => (data, image::ImageFormat::Gif),
        usvg::ImageKind::WEBP(data) => (data, image::ImageFormat::WebP),
    };
    let unreadable =
        |e: image::ImageError| Refusal::damaged(format!("an embedded picture cannot be read: {e}"));
    let reader = || {
        let mut reader =
            image::ImageReader::with_format(std::io::Cursor::new(data.as_slice()), format);
        reader.no_limits();
        reader
    };
    let (w, h) = reader().into_dimensions().map_err(unreadable)?;
    check_dimensions(w, h)
        .map_err(|why| why.map_detail(|d| format!("an embedded picture is {d}")))?;
    // Read through now (the mask draws it anyway): a picture damaged past its header is
    // this file's refusal, not the whole deck's failure when the PDF is written.
    reader().decode().map(drop).map_err(unreadable)
}

/// Refuses bitmap dimensions over [`MAX_SIDE`] or [`MAX_PIXELS`]; the reason reads after
/// "the picture is …".
pub(crate) fn check_dimensions(w: u32, h: u32) -> Result<(), Refusal> {
    let pixels = u64::from(w) * u64::from(h);
    if w > MAX_SIDE || h > MAX_SIDE || pixels > MAX_PIXELS {
        let detail = format!(
            "too large: {w} × {h} px = {:.0} megapixels (the limit is {} megapixels and \
             {MAX_SIDE} px a side)",
            pixels as f64 / 1e6,
            MAX_PIXELS / 1_000_000
        );
        return Err(Refusal::new(Kind::TooLarge { width: w, height: h }, detail));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_found_in_path_data_and_lengths() {
        let found: Vec<f64> = numbers("M10-20.5L.5.5e2 1e30,-3E-2 100mm 50%").collect();
        assert_eq!(found, [10.0, -20.5, 0.5, 50.0, 1e30, -0.03, 100.0, 50.0]);
        assert_eq!(numbers("matrix(1 0 0 1 0 0)").count(), 6);
        assert_eq!(numbers("none").count(), 0);
    }

    #[test]
    fn nesting_counts_elements_not_comments_or_quotes() {
        assert_eq!(nesting(b"<svg><g><rect/></g><g/></svg>"), 2);
        assert_eq!(nesting(b"<?xml version='1.0'?><!-- <g><g> --><svg a='>'><g></g></svg>"), 2);
        assert_eq!(nesting(b"<!DOCTYPE svg [<!ENTITY e '<g>'>]><svg><![CDATA[<g><g>]]></svg>"), 1);
        assert_eq!(nesting(&b"<g>".repeat(300)), 300);
    }

    #[test]
    fn huge_numbers_deep_nesting_and_many_elements_are_refused() {
        let arc = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">
            <path d="M0 0A1e30 1e30 0 1 1 1e30 5Z"/></svg>"#;
        let why = check_svg_source(arc).unwrap_err().detail;
        assert!(why.starts_with("number 1e30 in <path d> is out of range"), "{why}");
        let styled = br#"<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(#g123456789012);stroke-width:1e20"/></svg>"#;
        let why = check_svg_source(styled).unwrap_err().detail;
        assert!(why.contains("<rect stroke-width>"), "{why}");
        let ids = br#"<svg xmlns="http://www.w3.org/2000/svg"><rect id="r123456789012345" width="5" height="5"/></svg>"#;
        assert_eq!(check_svg_source(ids), Ok(()));

        let deep = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg">{}<rect width="1" height="1"/>{}</svg>"#,
            "<g>".repeat(5000),
            "</g>".repeat(5000)
        );
        let why = check_svg_source(deep.as_bytes()).unwrap_err();
        assert_eq!(why.kind, Kind::TooDeep);
        assert!(why.detail.starts_with("too deeply nested"), "{why}");
        let many = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg">{}</svg>"#,
            "<rect/>".repeat(MAX_SVG_ELEMENTS + 1)
        );
        let why = check_svg_source(many.as_bytes()).unwrap_err();
        assert_eq!(why.kind, Kind::TooComplex);
        assert!(why.detail.starts_with("too complex"), "{why}");
    }

    #[test]
    fn an_svgz_bomb_stops_at_the_limit() {
        use std::io::Write as _;
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gz.write_all(b"<svg xmlns=\"http://www.w3.org/2000/svg\"><!--").unwrap();
        let spaces = vec![b' '; 1 << 20];
        for _ in 0..=MAX_SVG_BYTES >> 20 {
            gz.write_all(&spaces).unwrap();
        }
        let bomb = gz.finish().unwrap();
        assert!(bomb.len() < 200_000, "{}", bomb.len());
        let why = svg_text(&bomb).unwrap_err();
        assert_eq!(why.kind, Kind::FileTooLarge);
        assert!(why.detail.starts_with("too large: the SVGZ inflates to more than 50 MB"), "{why}");
    }

    #[test]
    fn bitmap_dimensions_have_limits() {
        assert_eq!(check_dimensions(6000, 4000), Ok(()));
        let why = check_dimensions(23000, 23000).unwrap_err();
        assert_eq!(why.kind, Kind::TooLarge { width: 23000, height: 23000 });
        assert_eq!(
            why.detail,
            "too large: 23000 × 23000 px = 529 megapixels (the limit is 100 megapixels and \
             30000 px a side)"
        );
        assert!(check_dimensions(40_000, 10).is_err());
    }
}
