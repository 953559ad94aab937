//! SVG files: parsed with usvg, checked to draw something.

use std::path::Path;

/// Parses SVG (or gzip-compressed SVGZ) bytes. `dir` is where relative image links resolve.
///
/// The error is the reason alone; callers add the file name.
pub(crate) fn parse(data: &[u8], dir: Option<&Path>) -> Result<usvg::Tree, String> {
    let options = usvg::Options { resources_dir: dir.map(Path::to_path_buf), ..Default::default() };
    let tree =
        usvg::Tree::from_data(data, &options).map_err(|e| format!("not a valid SVG: {e}"))?;
    if !draws_something(tree.root()) {
        return Err("SVG has nothing to draw".into());
    }
    // usvg is built without its text engine (no system fonts: output must not depend on the
    // machine), so <text> is dropped. Say so rather than silently lose part of a picture.
    if contains(data, b"<text") {
        log::warn!("text in SVG pictures is not drawn; convert it to paths in the editor");
    }
    Ok(tree)
}

/// Whether anything in the group can put ink on the page. usvg keeps elements with no fill
/// and no stroke, and hidden ones, so an empty child list is not the only empty picture.
fn draws_something(group: &usvg::Group) -> bool {
    if group.opacity().get() == 0.0 {
        return false;
    }
    group.children().iter().any(|node| match node {
        usvg::Node::Group(group) => !group.filters().is_empty() || draws_something(group),
        usvg::Node::Path(path) => {
            path.is_visible() && (path.fill().is_some() || path.stroke().is_some())
        }
        usvg::Node::Image(image) => image.is_visible(),
        usvg::Node::Text(_) => true,
    })
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_invisible_svgs_are_refused() {
        let empty = br#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#;
        assert_eq!(parse(empty, None).unwrap_err(), "SVG has nothing to draw");
        let hidden = br#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
            <rect width="5" height="5" fill="none"/></svg>"#;
        assert_eq!(parse(hidden, None).unwrap_err(), "SVG has nothing to draw");
    }

    #[test]
    fn broken_svg_says_why() {
        let err = parse(b"<svg", None).unwrap_err();
        assert!(err.starts_with("not a valid SVG: "), "{err}");
    }

    #[test]
    fn a_drawing_parses() {
        let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
            <circle cx="5" cy="5" r="4"/></svg>"#;
        let tree = parse(svg, None).unwrap();
        assert_eq!((tree.size().width(), tree.size().height()), (20.0, 10.0));
    }
}
