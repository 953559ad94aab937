//! SVG files: parsed with usvg, checked to draw something.
//!
//! Linked pictures (`<image href="…">`) are loaded only from the icon's own folder (or its
//! sub-folders) and from `data:` URLs: usvg's default loader would follow a link to any file
//! on the machine, and an icon folder from elsewhere should not be able to pull in
//! `/home/…/private.jpg`. Bundled icons may link to no file at all.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use super::limits;
use super::svg_text::SvgFonts;
use crate::guard::refusal::Refusal;
use crate::i18n::Text;
use crate::i18n::text;

/// A parsed SVG and the warnings about it, each naming the file, for the caller to log in a
/// fixed order (parsing runs on rayon workers, whose order varies).
#[derive(Debug)]
pub(crate) struct Parsed {
    /// The picture.
    pub(crate) tree: usvg::Tree,
    /// What was left out of it and why.
    pub(crate) warnings: Vec<Text>,
}

/// Parses SVG (or gzip-compressed SVGZ) bytes. `name` is the file name for warnings; `dir`
/// is the icon's folder, where relative image links resolve, and the only place linked
/// pictures may come from (`None`: no linked files at all).
///
/// The error is the reason alone; callers add the file name.
pub(crate) fn parse(
    data: &[u8],
    name: &str,
    dir: Option<&Path>,
    fonts: &SvgFonts,
) -> Result<Parsed, Refusal> {
    let warnings = Mutex::new(Vec::new());
    // Canonical, so `..` and symbolic links cannot lead out of it.
    let folder = dir.map(|d| if d.as_os_str().is_empty() { Path::new(".") } else { d });
    let folder = folder.and_then(|d| d.canonicalize().ok());
    let options = usvg::Options {
        resources_dir: folder.clone(),
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|mime: &str, data: Arc<Vec<u8>>, options: &usvg::Options| {
                // An SVG inside a data: URL is parsed by usvg at once: check it first, as a
                // file would be. Embedded bitmaps are checked with the tree (limits).
                if mime.contains("svg")
                    && let Err(reason) =
                        limits::svg_text(&data).and_then(|text| limits::check_svg_source(&text))
                {
                    let mut list = warnings.lock().unwrap_or_else(|e| e.into_inner());
                    let reason = Text::as_is(reason.detail);
                    list.push(text!("warning-embedded-svg", file = name, reason = reason));
                    return None;
                }
                (usvg::ImageHrefResolver::default_data_resolver())(mime, data, options)
            }),
            resolve_string: Box::new(|href: &str, _: &usvg::Options| {
                let linked = linked_image(href, folder.as_deref(), fonts);
                if let Err(reason) = &linked {
                    // A poisoned lock only means another link's warning panicked; keep going.
                    let mut list = warnings.lock().unwrap_or_else(|e| e.into_inner());
                    list.push(text!(
                        "warning-link-not-drawn",
                        file = name,
                        reason = reason.clone()
                    ));
                }
                linked.ok()
            }),
        },
        fontdb: fonts.database(),
        ..Default::default()
    };
    let not_svg = |e: usvg::Error| Refusal::damaged(format!("not a valid SVG: {e}"));
    // SVGZ (gzip magic) is decompressed once, here, within its limit: for the checks, the
    // parser and the text check below.
    let plain = limits::svg_text(data)?;
    limits::check_svg_source(&plain)?;
    // Letters no font has are left out of the text (they would print as empty boxes).
    let stripped = match std::str::from_utf8(&plain) {
        Ok(text) => fonts.without_missing(text, name)?,
        Err(_) => None,
    };
    let source = stripped.as_ref().map_or(&plain[..], |(text, _)| text.as_bytes());
    let tree = usvg::Tree::from_data(source, &options).map_err(not_svg);
    drop(options);
    let mut warnings = warnings.into_inner().unwrap_or_else(|e| e.into_inner());
    let tree = tree?;
    limits::check_tree(&tree)?;
    // Text is set in the deck's fonts (`svg_text`); a letter none has is said.
    warnings.extend(stripped.map(|(_, warning)| warning));
    if !draws_something(tree.root()) {
        return Err(Refusal::invisible("SVG has nothing to draw"));
    }
    Ok(Parsed { tree, warnings })
}

/// Loads a linked picture if it is a file inside `folder`; the error says why not.
fn linked_image(
    href: &str,
    folder: Option<&Path>,
    fonts: &SvgFonts,
) -> Result<usvg::ImageKind, Text> {
    let Some(folder) = folder else {
        return Err(text!("link-not-allowed", href = href));
    };
    if href.contains("://") {
        return Err(text!("link-not-a-file", href = href));
    }
    let path: PathBuf = folder.join(href);
    let path = path.canonicalize().map_err(|_| text!("link-missing", href = href))?;
    if !path.starts_with(folder) {
        return Err(text!("link-outside", href = href));
    }
    let data = crate::guard::read_limited(&path)
        .map_err(|e| text!("link-unreadable", href = href, reason = Text::as_is(e.to_string())))?;
    let data = Arc::new(data);
    let is_svg = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("svg") || e.eq_ignore_ascii_case("svgz"));
    match image::guess_format(&data) {
        Ok(image::ImageFormat::Png) => Ok(usvg::ImageKind::PNG(data)),
        Ok(image::ImageFormat::Jpeg) => Ok(usvg::ImageKind::JPEG(data)),
        Ok(image::ImageFormat::Gif) => Ok(usvg::ImageKind::GIF(data)),
        Ok(image::ImageFormat::WebP) => Ok(usvg::ImageKind::WEBP(data)),
        _ if is_svg => {
            // As SVG requires, a linked SVG may not link to anything itself.
            let options = usvg::Options {
                image_href_resolver: usvg::ImageHrefResolver {
                    resolve_data: Box::new(|_, _, _| None),
                    resolve_string: Box::new(|_, _| None),
                },
                // Its text in the deck's fonts, as the picture's own.
                fontdb: fonts.database(),
                ..Default::default()
            };
            let text = limits::svg_text(&data)
                .and_then(|text| limits::check_svg_source(&text).map(|()| text))
                .map_err(|e| text!("link-refused", href = href, reason = Text::as_is(e.detail)))?;
            usvg::Tree::from_data(&text, &options).map(usvg::ImageKind::SVG).map_err(|e| {
                text!("link-not-svg", href = href, reason = Text::as_is(e.to_string()))
            })
        }
        _ => Err(text!("link-not-a-picture", href = href)),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(svg: &[u8]) -> String {
        parse(svg, "x.svg", None, &SvgFonts::bundled()).unwrap_err().detail
    }

    #[test]
    fn empty_and_invisible_svgs_are_refused() {
        let empty = br#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#;
        assert_eq!(reason(empty), "SVG has nothing to draw");
        let hidden = br#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
            <rect width="5" height="5" fill="none"/></svg>"#;
        assert_eq!(reason(hidden), "SVG has nothing to draw");
    }

    /// The picture drawn at 4 px a unit, to compare what two trees put on paper.
    fn pixels(tree: &usvg::Tree) -> Vec<u8> {
        let size = tree.size();
        let (w, h) = ((size.width() * 4.0) as u32, (size.height() * 4.0) as u32);
        let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h).unwrap();
        let scale = resvg::tiny_skia::Transform::from_scale(4.0, 4.0);
        resvg::render(tree, scale, &mut pixmap.as_mut());
        pixmap.data().to_vec()
    }

    #[test]
    fn text_is_drawn_in_the_decks_fonts_whatever_family_it_names() {
        let svg = |family: &str, words: &str| {
            format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="14">
                <text x="1" y="11" font-family="{family}" font-size="10">{words}</text></svg>"#
            )
        };
        let fonts = SvgFonts::bundled();
        let parse_text = |family: &str, words: &str| {
            parse(svg(family, words).as_bytes(), "sign.svg", None, &fonts).unwrap()
        };
        // Text alone is a picture now, drawn with no warning.
        let andika = parse_text("Andika", "Hi there");
        assert!(andika.warnings.is_empty(), "{:?}", andika.warnings);
        let ink = pixels(&andika.tree);
        assert!(ink.chunks(4).filter(|p| p[3] > 0).count() > 100, "the words are drawn");
        // A family this machine may well have (fonts-noto-core, DejaVu) or that no machine
        // has: the same bundled letters, never the machine's.
        for family in ["Noto Sans", "DejaVu Sans", "serif", "No Such Font"] {
            assert!(pixels(&parse_text(family, "Hi there").tree) == ink, "{family}");
        }
        // A letter no font has is left out (never an empty box) and named, as for words.
        let snow = parse_text("Andika", "Hi \u{2603}");
        assert!(pixels(&snow.tree) == pixels(&parse_text("Andika", "Hi ").tree));
        assert_eq!(
            snow.warnings.iter().map(Text::to_string).collect::<Vec<_>>(),
            ["icon 'sign.svg': its text has letters no font can draw, left out: '\u{2603}' \
                 (U+2603 SNOWMAN); give a --font that has them"]
        );
        let plain = br#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">
            <rect width="4" height="4"/></svg>"#;
        assert!(parse(plain, "a.svg", None, &fonts).unwrap().warnings.is_empty());
        // Written where it cannot be taken out (CDATA, an entity): refused, named.
        for hidden in ["<![CDATA[Hi \u{2603}]]>", "&s; Hi"] {
            let svg = format!(
                r#"<!DOCTYPE svg [<!ENTITY s "☃">]>
                <svg xmlns="http://www.w3.org/2000/svg" width="60" height="14">
                <rect width="4" height="4"/><text x="1" y="11">{hidden}</text></svg>"#
            );
            let why = parse(svg.as_bytes(), "c.svg", None, &fonts).unwrap_err().detail;
            assert!(why.contains("U+2603 SNOWMAN") && why.contains("cannot be left out"), "{why}");
        }
    }

    #[test]
    fn broken_svg_says_why() {
        let err = reason(b"<svg");
        assert!(err.starts_with("not a valid SVG: "), "{err}");
    }

    #[test]
    fn a_drawing_parses() {
        let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
            <circle cx="5" cy="5" r="4"/></svg>"#;
        let tree = parse(svg, "c.svg", None, &SvgFonts::bundled()).unwrap().tree;
        assert_eq!((tree.size().width(), tree.size().height()), (20.0, 10.0));
    }

    /// A 1×1 opaque PNG.
    fn tiny_png() -> Vec<u8> {
        let mut png = Vec::new();
        image::RgbaImage::from_pixel(1, 1, image::Rgba([0, 0, 0, 255]))
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        png
    }

    fn linking(href: &str) -> Vec<u8> {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
            <rect width="2" height="2"/><image href="{href}" width="10" height="10"/></svg>"#
        )
        .into_bytes()
    }

    fn images(group: &usvg::Group) -> usize {
        group
            .children()
            .iter()
            .map(|node| match node {
                usvg::Node::Group(g) => images(g),
                usvg::Node::Image(_) => 1,
                _ => 0,
            })
            .sum()
    }

    #[test]
    fn linked_pictures_only_from_the_icons_folder() {
        let root = tempfile::tempdir().unwrap();
        let icons = root.path().join("icons");
        std::fs::create_dir_all(icons.join("parts")).unwrap();
        std::fs::write(icons.join("parts/dot.png"), tiny_png()).unwrap();
        std::fs::write(root.path().join("secret.png"), tiny_png()).unwrap();

        let inside =
            parse(&linking("parts/dot.png"), "a.svg", Some(&icons), &SvgFonts::bundled()).unwrap();
        assert!(inside.warnings.is_empty(), "{:?}", inside.warnings);
        assert_eq!(images(inside.tree.root()), 1);

        let secret = root.path().join("secret.png");
        for (href, why) in [
            ("../secret.png", "linked picture '../secret.png' is outside the icon's folder"),
            (secret.to_str().unwrap(), "is outside the icon's folder"),
            ("gone.png", "linked picture 'gone.png' is missing"),
            ("http://example.com/a.png", "is not a file in the icon's folder"),
        ] {
            let parsed =
                parse(&linking(href), "a.svg", Some(&icons), &SvgFonts::bundled()).unwrap();
            assert_eq!(images(parsed.tree.root()), 0, "{href}");
            assert_eq!(parsed.warnings.len(), 1, "{href}");
            let warning = parsed.warnings[0].to_string();
            assert!(warning.starts_with("icon 'a.svg': ") && warning.contains(why), "{warning}");
        }

        // Bundled icons (no folder) may not link to files, even ones that exist.
        let parsed =
            parse(&linking(secret.to_str().unwrap()), "b.svg", None, &SvgFonts::bundled()).unwrap();
        assert_eq!(images(parsed.tree.root()), 0);
        let warning = parsed.warnings[0].to_string();
        assert!(warning.contains("may not link to files"), "{warning}");
    }

    #[test]
    fn data_urls_still_work() {
        use std::fmt::Write as _;
        // Base64 by hand: no encoder in the dependencies.
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let png = tiny_png();
        let mut b64 = String::new();
        for chunk in png.chunks(3) {
            let n =
                chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
            for i in 0..4 {
                let c = if i <= chunk.len() {
                    ALPHABET[(n >> (18 - 6 * i) & 63) as usize]
                } else {
                    b'='
                };
                write!(b64, "{}", c as char).unwrap();
            }
        }
        let parsed = parse(
            &linking(&format!("data:image/png;base64,{b64}")),
            "d.svg",
            None,
            &SvgFonts::bundled(),
        )
        .unwrap();
        assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
        assert_eq!(images(parsed.tree.root()), 1);
    }
}
