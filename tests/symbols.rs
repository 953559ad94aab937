//! Integration tests: symbols.
//!
//! Every fixture is made here, in a temporary folder: bitmaps with the image crate, SVGs as
//! strings.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use fanodeck::error::Error;
use fanodeck::symbols::{
    Fonts, NamedBytes, Symbol, SymbolKind, SymbolOptions, load_file, load_symbols, text_symbol,
};
use image::{ImageEncoder, ImageFormat, Rgba, RgbaImage};

/// A picture whose pixels depend on `seed`, so two fixtures never have the same bytes.
fn picture(seed: u32, w: u32, h: u32) -> RgbaImage {
    RgbaImage::from_fn(w, h, |x, y| {
        let v = (x * 7 + y * 13 + seed * 31) % 200;
        Rgba([v as u8, (200 - v) as u8, (seed * 50 % 256) as u8, 255])
    })
}

fn encode(img: &RgbaImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    match format {
        // JPEG and BMP have no alpha; hand them RGB.
        ImageFormat::Jpeg | ImageFormat::Bmp => {
            image::DynamicImage::ImageRgba8(img.clone()).to_rgb8().write_to(&mut out, format)
        }
        _ => img.write_to(&mut out, format),
    }
    .unwrap();
    out.into_inner()
}

fn svg(seed: u32) -> String {
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="{}" fill="#336699"/></svg>"##,
        10 + seed
    )
}

fn write(dir: &Path, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn folder_options(dir: &Path) -> SymbolOptions {
    SymbolOptions { icons: Some(dir.to_path_buf()), ..Default::default() }
}

/// A folder with `n` good PNGs named 00.png, 01.png, ...
fn png_folder(n: u32) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..n {
        write(dir.path(), &format!("{i:02}.png"), encode(&picture(i, 8, 8), ImageFormat::Png));
    }
    dir
}

fn raster(symbol: &Symbol) -> &fanodeck::symbols::Raster {
    match &symbol.kind {
        SymbolKind::Raster(raster) => raster,
        _ => panic!("{} is vector", symbol.name),
    }
}

/// The error's message (symbols are not printed on success: their pixels are long).
fn error_text<T>(result: fanodeck::Result<T>) -> String {
    error(result).to_string()
}

fn error<T>(result: fanodeck::Result<T>) -> Error {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(error) => error,
    }
}

/// Writes `name` into `dir`, then the error message of loading 3 symbols from that folder.
fn error_with(dir: &Path, name: &str, bytes: impl AsRef<[u8]>) -> String {
    write(dir, name, bytes);
    error_text(load_symbols(&folder_options(dir), 2, 3))
}

#[test]
fn folder_of_mixed_formats_in_name_order_with_junk_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write(d, "01-apple.PNG", encode(&picture(1, 10, 6), ImageFormat::Png));
    write(d, "02_banana.Jpg", encode(&picture(2, 10, 6), ImageFormat::Jpeg));
    write(d, "03-cherry.svg", svg(3));
    write(d, "04-date.webp", encode(&picture(4, 10, 6), ImageFormat::WebP));
    write(d, "05-elder.GIF", encode(&picture(5, 10, 6), ImageFormat::Gif));
    write(d, "06-fig.bmp", encode(&picture(6, 10, 6), ImageFormat::Bmp));
    write(d, "07-grape.jpeg", encode(&picture(7, 10, 6), ImageFormat::Jpeg));
    write(d, "notes.txt", "not a picture");
    write(d, ".DS_Store", [0u8, 1, 2]);
    std::fs::create_dir(d.join("sub")).unwrap();
    write(&d.join("sub"), "zz.png", encode(&picture(9, 4, 4), ImageFormat::Png));

    let symbols = load_symbols(&folder_options(d), 3, 7).unwrap();
    let names: Vec<&str> = symbols.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["apple", "banana", "cherry", "date", "elder", "fig", "grape"]);
    assert_eq!(symbols[0].source, d.join("01-apple.PNG").display().to_string());
    assert!(matches!(symbols[2].kind, SymbolKind::Vector(_)));
    for i in [0, 1, 3, 4, 5, 6] {
        assert_eq!(raster(&symbols[i]).dimensions(), (10, 6), "{}", symbols[i].name);
        assert!(raster(&symbols[i]).opaque);
    }
    // An unchanged JPEG keeps its bytes for the PDF.
    assert!(raster(&symbols[1]).jpeg.is_some());
    assert!(raster(&symbols[0]).jpeg.is_none());

    // Fewer needed: the first ones by name.
    let first = load_symbols(&folder_options(d), 2, 3).unwrap();
    assert_eq!(first.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), names[..3]);
}

#[test]
fn corrupt_png_is_an_error_naming_the_file() {
    let dir = png_folder(3);
    let err = error_with(dir.path(), "01-bad.png", b"\x89PNG\r\n\x1a\nthis is not really a png");
    assert!(err.starts_with("icon '"), "{err}");
    assert!(err.contains("01-bad.png': not a valid PNG: "), "{err}");
}

#[test]
fn broken_picture_is_reported_even_when_not_needed() {
    let dir = png_folder(3);
    let err = error_with(dir.path(), "zz-bad.gif", b"GIF89a garbage");
    assert!(err.contains("zz-bad.gif': not a valid GIF"), "{err}");
}

#[test]
fn empty_svg_has_nothing_to_draw() {
    let dir = png_folder(3);
    let empty = r#"<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"></svg>"#;
    let err = error_with(dir.path(), "empty.svg", empty);
    assert!(err.contains("empty.svg': SVG has nothing to draw"), "{err}");
    let err = error_with(dir.path(), "empty.svg", "<svg");
    assert!(err.contains("empty.svg': not a valid SVG"), "{err}");
}

#[test]
fn svg_of_only_text_is_drawn_and_one_of_letters_no_font_has_is_refused() {
    let dir = png_folder(3);
    let label = r#"<svg xmlns="http://www.w3.org/2000/svg" width="50" height="10"><text y="9">Hi</text></svg>"#;
    write(dir.path(), "label.svg", label);
    let symbols = load_symbols(&folder_options(dir.path()), 2, 4).unwrap();
    let names: Vec<&str> = symbols.iter().map(|s| s.name.as_str()).collect();
    assert!(names.contains(&"label"), "the label is a picture: {names:?}");
    // Letters none of the deck's fonts has: nothing to draw, and said so.
    let dir = png_folder(3);
    let snow = r#"<svg xmlns="http://www.w3.org/2000/svg" width="50" height="10"><text y="9">☃☃</text></svg>"#;
    let err = error_with(dir.path(), "snow.svg", snow);
    assert!(err.contains("snow.svg': SVG has nothing to draw"), "{err}");
}

#[test]
fn a_broken_png_named_jpg_is_called_a_png() {
    let dir = png_folder(3);
    let png = encode(&picture(9, 32, 32), ImageFormat::Png);
    write(dir.path(), "photo.jpg", &png[..png.len() - 20]);
    let err = error_text(load_file(&dir.path().join("photo.jpg"), &Default::default()));
    assert!(err.contains("photo.jpg': not a valid PNG: "), "{err}");
}

/// How many linked pictures a vector symbol draws.
fn image_nodes(group: &usvg::Group) -> usize {
    let count = |node: &usvg::Node| match node {
        usvg::Node::Group(group) => image_nodes(group),
        usvg::Node::Image(_) => 1,
        _ => 0,
    };
    group.children().iter().map(count).sum()
}

#[test]
fn svg_links_reach_only_the_icons_folder() {
    let root = tempfile::tempdir().unwrap();
    let icons = root.path().join("icons");
    std::fs::create_dir(&icons).unwrap();
    let png = encode(&picture(3, 4, 4), ImageFormat::Png);
    write(&icons, "dot.png", &png);
    write(root.path(), "private.png", encode(&picture(4, 4, 4), ImageFormat::Png));
    let linking = |href: &str| {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="3" height="3"/><image href="{href}" width="10" height="10"/></svg>"#
        )
    };
    for (href, drawn) in [("dot.png", 1), ("../private.png", 0), ("missing.png", 0)] {
        let path = write(&icons, "linker.svg", linking(href));
        let symbol = load_file(&path, &SymbolOptions::default()).unwrap();
        match &symbol.kind {
            SymbolKind::Vector(tree) => assert_eq!(image_nodes(tree.root()), drawn, "{href}"),
            _ => panic!("an SVG is vector"),
        }
    }
}

#[test]
fn truncated_jpeg_is_an_error_or_skipped_with_skip_unreadable() {
    let dir = png_folder(3);
    let jpeg = encode(&picture(7, 64, 64), ImageFormat::Jpeg);
    let err = error_with(dir.path(), "00-cut.jpg", &jpeg[..jpeg.len() / 2]);
    assert!(err.contains("00-cut.jpg': not a valid JPEG"), "{err}");

    let options = SymbolOptions { skip_unreadable: true, ..folder_options(dir.path()) };
    let symbols = load_symbols(&options, 2, 3).unwrap();
    assert_eq!(symbols.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["00", "01", "02"]);
    // Skipping leaves too few for a bigger deck.
    let err = error(load_symbols(&options, 2, 4));
    assert!(matches!(err, Error::TooFewSymbols { needed: 4, found: 3, .. }), "{err}");
}

#[test]
fn identical_pictures_are_refused() {
    let dir = png_folder(3);
    std::fs::copy(dir.path().join("01.png"), dir.path().join("copy of 01.png")).unwrap();
    let err = error(load_symbols(&folder_options(dir.path()), 2, 3));
    match &err {
        Error::DuplicateSymbol { first, second } => {
            assert!(first.ends_with("01.png") && second.ends_with("copy of 01.png"), "{err}");
        }
        other => panic!("{other}"),
    }
    let text = err.to_string();
    assert!(text.contains("01.png' and '") && text.contains("copy of 01.png' are identical"));
}

#[test]
fn too_few_pictures_says_how_many() {
    let dir = png_folder(5);
    let err = error(load_symbols(&folder_options(dir.path()), 3, 7));
    match &err {
        Error::TooFewSymbols {
            symbols_per_card: 3,
            needed: 7,
            found: 5,
            source_name,
            what: "pictures",
            ..
        } => {
            // Quoted, as every file and folder name in a message.
            assert_eq!(source_name.to_string(), format!("'{}'", dir.path().display()));
        }
        other => panic!("{other}"),
    }
    assert!(err.to_string().contains("needs 7 different pictures"), "{err}");
}

#[test]
fn missing_folder_and_file_instead_of_folder() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere");
    let err = error(load_symbols(&folder_options(&missing), 2, 3));
    assert!(matches!(&err, Error::Io { path, .. } if path == &missing), "{err}");
    assert!(err.to_string().contains("nowhere"), "{err}");
    let file = write(dir.path(), "a.png", encode(&picture(1, 4, 4), ImageFormat::Png));
    let err = error(load_symbols(&folder_options(&file), 2, 3));
    assert!(matches!(&err, Error::Io { path, .. } if path == &file), "{err}");
    assert!(err.to_string().contains("not a folder"), "{err}");
}

#[test]
fn garbage_in_every_format_never_panics() {
    let junk: [&[u8]; 5] = [b"", b"\0", b"\xff\xd8\xff", b"RIFF\0\0\0\0WEBP", b"BM\x10\0\0\0"];
    for ext in ["png", "jpg", "webp", "gif", "bmp", "svg", "svgz"] {
        for (i, bytes) in junk.iter().enumerate() {
            let dir = tempfile::tempdir().unwrap();
            write(dir.path(), &format!("x.{ext}"), bytes);
            let err = error(load_symbols(&folder_options(dir.path()), 2, 1));
            assert!(matches!(err, Error::BadSymbol { .. }), "{ext} #{i}: {err}");
            let err = load_file(&dir.path().join(format!("x.{ext}")), &Default::default());
            assert!(err.is_err(), "{ext} #{i}");
        }
    }
}

#[test]
fn bundled_icons_load_with_their_names() {
    let first = load_symbols(&SymbolOptions::default(), 8, 57).unwrap();
    assert_eq!(first.len(), 57);
    assert_eq!((first[0].name.as_str(), first[0].source.as_str()), ("dog", "builtin:001-dog.svg"));
    assert_eq!(first[1].name, "cat");
    for icon in &first {
        let mask = icon.mask(32);
        let [l, t, r, b] = mask.frame;
        assert!(0.0 <= l && l < r && r <= 1.0 && 0.0 <= t && t < b && b <= 1.0, "{}", icon.name);
        assert!(mask.width.max(mask.height) >= 30, "{}: {}x{}", icon.name, mask.width, mask.height);
        assert!(
            mask.alpha.iter().filter(|&&a| a > 128).count() * 4 > mask.alpha.len(),
            "{}",
            icon.name
        );
    }

    let all =
        load_symbols(&SymbolOptions::default(), 2, fanodeck::symbols::builtin_count()).unwrap();
    assert_eq!(all.len(), 320);
    let tsv = std::fs::read_to_string("icons/default-icons.tsv").unwrap();
    for (symbol, line) in all.iter().zip(tsv.lines().skip(1)) {
        let columns: Vec<&str> = line.split('\t').collect();
        assert_eq!(symbol.source, format!("builtin:{}", columns[0]));
        assert_eq!(symbol.name, columns[1]);
        assert!(matches!(symbol.kind, SymbolKind::Vector(_)));
    }
    assert_eq!(all[24].name, "ice cream");
    let err = error(load_symbols(&SymbolOptions::default(), 2, 321));
    assert!(matches!(&err, Error::TooFewSymbols { found: 320, .. }), "{err}");
    assert!(err.to_string().contains("the bundled icon set has 320"), "{err}");
}

fn words_options(dir: &Path, text: &[u8]) -> SymbolOptions {
    let path = write(dir, "words.txt", text);
    SymbolOptions { words: Some(read(&path)), ..Default::default() }
}

#[test]
fn words_become_vector_symbols() {
    let dir = tempfile::tempdir().unwrap();
    let options =
        words_options(dir.path(), "\u{feff}dog\n\n  cat  \r\nred   fire engine\nÉté\n".as_bytes());
    let symbols = load_symbols(&options, 2, 4).unwrap();
    let names: Vec<&str> = symbols.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["dog", "cat", "red fire engine", "Été"]);
    assert_eq!(symbols[0].source, "text:dog");
    let (w, h) = symbols[0].size();
    assert!(w > h, "one line is wide: {w} x {h}");
    // A long phrase goes on two lines, so it is less of a strip than on one.
    let (w2, h2) = symbols[2].size();
    let one_line = text_symbol("red fire engine", &Fonts::bundled()).unwrap().size();
    assert!(h2 > 1.4 * h && w2 / h2 < one_line.0 / one_line.1 / 2.0, "{w2} x {h2}");
}

#[test]
fn words_fill_after_pictures() {
    let dir = png_folder(2);
    let elsewhere = tempfile::tempdir().unwrap();
    let words = write(elsewhere.path(), "words.txt", "sun\nmoon\nstar\n");
    let options = SymbolOptions { words: Some(read(&words)), ..folder_options(dir.path()) };
    let symbols = load_symbols(&options, 2, 4).unwrap();
    let names: Vec<&str> = symbols.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["00", "01", "sun", "moon"]);
    let err = error(load_symbols(&options, 3, 7));
    assert!(matches!(&err, Error::TooFewSymbols { found: 5, .. }), "{err}");
}

#[test]
fn words_file_errors() {
    let dir = tempfile::tempdir().unwrap();
    let err = error_text(load_symbols(&words_options(dir.path(), b"dog\ncat\n\nDog\n"), 2, 3));
    assert!(err.contains("words.txt': 'dog' appears twice (lines 1 and 4)"), "{err}");

    let err = error_text(load_symbols(&words_options(dir.path(), "dog\nкот ☃\n".as_bytes()), 2, 2));
    assert!(
        err.contains("words.txt' line 2: no font can draw 'кот ☃': it has U+2603 SNOWMAN"),
        "{err}"
    );

    let err = error_text(load_symbols(&words_options(dir.path(), b" \n\n\t\n"), 2, 1));
    assert!(err.contains("words.txt' has no words"), "{err}");

    let err = error_text(load_symbols(&words_options(dir.path(), b"dog\ncat\nbad \xff\n"), 2, 1));
    assert!(err.contains("words.txt' line 3: not UTF-8"), "{err}");

    let mut options = words_options(dir.path(), b"dog\n");
    options.fonts = vec![read(&write(dir.path(), "font.ttf", b"not a font"))];
    let err = error_text(load_symbols(&options, 2, 1));
    assert!(err.contains("font.ttf': not a TrueType or OpenType font"), "{err}");

    let err = NamedBytes::read(&dir.path().join("missing.ttf"), 1 << 20).unwrap_err();
    assert!(matches!(&err, Error::Io { path, .. } if path.ends_with("missing.ttf")), "{err}");
}

/// A file's bytes as the CLI reads them.
fn read(path: &Path) -> NamedBytes {
    NamedBytes::read(path, 1 << 20).unwrap()
}

#[test]
fn pictures_in_memory_and_chosen_icons_fill_a_deck_in_order() {
    let dir = png_folder(2);
    let bytes = |i: usize| std::fs::read(dir.path().join(format!("{i:02}.png"))).unwrap();
    let options = SymbolOptions {
        pictures: vec![
            NamedBytes::new("07-sun.png", bytes(0)),
            NamedBytes::new("moon.png", bytes(1)),
        ],
        builtin: Some(vec!["cat".to_string(), "dog".to_string()]),
        words: Some(NamedBytes::new("words.txt", b"tree\nhouse\n".to_vec())),
        ..Default::default()
    };
    let symbols = load_symbols(&options, 2, 5).unwrap();
    let names: Vec<&str> = symbols.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["sun", "moon", "cat", "dog", "tree"]);
    let err = error_text(load_symbols(&options, 3, 7));
    assert!(
        err.contains("the 2 pictures given and the 2 chosen icons and 'words.txt' together have 6"),
        "{err}"
    );
    let twice = SymbolOptions {
        pictures: vec![NamedBytes::new("a.png", bytes(0)), NamedBytes::new("b.png", bytes(0))],
        ..Default::default()
    };
    let err = error_text(load_symbols(&twice, 2, 2));
    assert!(err.contains("'a.png' and 'b.png' are identical"), "{err}");
}

/// White paper, a black ring, white inside the ring, and a transparent-free border.
fn clip_art(size: u32) -> RgbaImage {
    RgbaImage::from_fn(size, size, |x, y| {
        let c = size as i32 / 2;
        let d = (x as i32 - c).abs().max((y as i32 - c).abs());
        if (size as i32 / 5..=size as i32 / 3).contains(&d) {
            Rgba([20, 20, 20, 255])
        } else {
            Rgba([252, 250, 251, 255])
        }
    })
}

#[test]
fn key_white_clears_the_border_but_keeps_enclosed_white() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "ring.png", encode(&clip_art(60), ImageFormat::Png));
    let plain = load_file(&path, &SymbolOptions::default()).unwrap();
    assert!(raster(&plain).opaque);
    let options = SymbolOptions { key_white: true, ..Default::default() };
    let keyed = load_file(&path, &options).unwrap();
    let image = raster(&keyed).image().unwrap();
    assert!(!raster(&keyed).opaque);
    assert_eq!(image.get_pixel(0, 0).0[3], 0);
    assert_eq!(image.get_pixel(2, 30).0[3], 0);
    assert_eq!(image.get_pixel(30, 30).0[3], 255, "white inside the ring stays");
    assert_eq!(image.get_pixel(30, 12).0[3], 255, "ink stays");
    // The mask then sees only the ring.
    let mask = keyed.mask(32);
    assert!(mask.frame[0] > 0.1 && mask.frame[2] < 0.9, "{:?}", mask.frame);
}

#[test]
fn big_bitmaps_are_downsampled_to_300_dpi() {
    let dir = tempfile::tempdir().unwrap();
    let png = write(dir.path(), "wide.png", encode(&picture(1, 1000, 500), ImageFormat::Png));
    let jpg = write(dir.path(), "wide.jpg", encode(&picture(2, 1000, 500), ImageFormat::Jpeg));
    let options = SymbolOptions { max_print_mm: Some(25.4), ..Default::default() };
    for path in [&png, &jpg] {
        let symbol = load_file(path, &options).unwrap();
        assert_eq!(raster(&symbol).dimensions(), (300, 150), "{}", path.display());
        assert!(raster(&symbol).jpeg.is_none(), "resized JPEG bytes are not the picture");
    }
    // Small enough already: unchanged, JPEG bytes kept as they are.
    let options = SymbolOptions { max_print_mm: Some(100.0), ..Default::default() };
    let symbol = load_file(&jpg, &options).unwrap();
    assert_eq!(raster(&symbol).dimensions(), (1000, 500));
    assert_eq!(raster(&symbol).jpeg.as_deref(), Some(&std::fs::read(&jpg).unwrap()));
}

#[test]
fn pictures_are_kept_as_the_pdf_stores_them_and_read_back_whole() {
    // A transparent clip-art picture: kept as its PDF streams, a fraction of its pixels.
    let dir = tempfile::tempdir().unwrap();
    let clip = RgbaImage::from_fn(320, 320, |x, y| {
        let inside = (x as i32 - 160).pow(2) + (y as i32 - 160).pow(2) < 120 * 120;
        Rgba([30, 140, 200, if inside { 255 } else { 0 }])
    });
    let path = write(dir.path(), "clip.png", encode(&clip, ImageFormat::Png));
    let symbol = load_file(&path, &SymbolOptions::default()).unwrap();
    let packed = raster(&symbol).packed().expect("packed");
    assert!(packed.len() < 320 * 320 * 4 / 20, "{} bytes", packed.len());
    assert_eq!(raster(&symbol).dimensions(), (320, 320));
    assert_eq!(*raster(&symbol).image().unwrap(), clip);
    // A photo-sized opaque picture of few colours is line art: packed as well.
    let flat = picture(4, 400, 300);
    let path = write(dir.path(), "flat.png", encode(&flat, ImageFormat::Png));
    let symbol = load_file(&path, &SymbolOptions::default()).unwrap();
    assert!(raster(&symbol).packed().is_some());
    // A photo keeps its pixels, with the JPEG the PDF will embed beside them.
    let photo = RgbaImage::from_fn(400, 300, |x, y| {
        let noise = (x.wrapping_mul(7919) ^ y.wrapping_mul(104_729)) % 37;
        Rgba([x as u8, y as u8, (100 + noise) as u8, 255])
    });
    let path = write(dir.path(), "photo.png", encode(&photo, ImageFormat::Png));
    let symbol = load_file(&path, &SymbolOptions::default()).unwrap();
    assert!(raster(&symbol).packed().is_none());
    assert!(raster(&symbol).jpeg.as_deref().is_some_and(|j| j.starts_with(&[0xFF, 0xD8])));
    assert_eq!(*raster(&symbol).image().unwrap(), photo);
}

#[test]
fn transparent_png_is_not_opaque() {
    let dir = tempfile::tempdir().unwrap();
    let mut img = picture(3, 20, 20);
    img.put_pixel(5, 5, Rgba([0, 0, 0, 128]));
    let path = write(dir.path(), "t.png", encode(&img, ImageFormat::Png));
    let symbol = load_file(&path, &SymbolOptions::default()).unwrap();
    assert!(!raster(&symbol).opaque);
    assert_eq!(raster(&symbol).image().unwrap().get_pixel(5, 5).0[3], 128);
}

#[test]
fn jpeg_exif_orientation_is_applied() {
    let dir = tempfile::tempdir().unwrap();
    let img = image::DynamicImage::ImageRgba8(picture(4, 40, 20)).to_rgb8();
    // TIFF header (big-endian) with one IFD entry: Orientation (0x0112) = 6, "rotate 90° CW".
    let exif = [
        b"MM\0\x2a\0\0\0\x08".as_slice(),
        &[0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0],
    ]
    .concat();
    let mut bytes = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new(&mut bytes);
    encoder.set_exif_metadata(exif).unwrap();
    encoder.write_image(&img, 40, 20, image::ExtendedColorType::Rgb8).unwrap();
    let path = write(dir.path(), "turned.jpg", bytes);
    let symbol = load_file(&path, &SymbolOptions::default()).unwrap();
    assert_eq!(raster(&symbol).dimensions(), (20, 40));
    assert!(raster(&symbol).jpeg.is_none(), "turned pixels are not the file's");
}

#[test]
fn load_file_reads_one_picture() {
    let dir = tempfile::tempdir().unwrap();
    let back = write(dir.path(), "007-back.svg", svg(1));
    let symbol = load_file(&back, &SymbolOptions::default()).unwrap();
    assert_eq!(symbol.name, "back");
    assert_eq!(symbol.size(), (100.0, 100.0));
    let err = error_text(load_file(&write(dir.path(), "a.heic", b"x"), &Default::default()));
    assert!(err.contains("a.heic': not a picture"), "{err}");
    let err = error(load_file(&dir.path().join("gone.png"), &Default::default()));
    assert!(matches!(err, Error::Io { .. }), "{err}");
}

#[test]
fn masks_of_each_kind_are_sane() {
    let dir = tempfile::tempdir().unwrap();
    let mut img = RgbaImage::new(50, 30);
    for (x, y, p) in img.enumerate_pixels_mut() {
        if (10..40).contains(&x) && (5..25).contains(&y) {
            *p = Rgba([200, 0, 0, 255]);
        }
    }
    let png = write(dir.path(), "box.png", encode(&img, ImageFormat::Png));
    let symbols = [
        load_symbols(&SymbolOptions::default(), 2, 3).unwrap().remove(2),
        load_file(&png, &SymbolOptions::default()).unwrap(),
        load_file(&write(dir.path(), "c.svg", svg(5)), &SymbolOptions::default()).unwrap(),
        text_symbol("Ag", &Fonts::bundled()).unwrap(),
    ];
    for symbol in &symbols {
        let mask = symbol.mask(64);
        let [l, t, r, b] = mask.frame;
        assert!(0.0 <= l && l < r && r <= 1.0 && 0.0 <= t && t < b && b <= 1.0, "{:?}", mask.frame);
        assert!(mask.width.max(mask.height) <= 65 && mask.width.max(mask.height) >= 60);
        assert_eq!(mask.alpha.len(), (mask.width * mask.height) as usize);
        let inked = mask.alpha.iter().filter(|&&a| a > 128).count();
        assert!(inked * 10 > mask.alpha.len(), "{}: {inked} inked pixels", symbol.name);
        let (w, h) = symbol.size();
        assert!((mask.source_aspect - w / h).abs() < 1e-3);
        assert!(std::sync::Arc::ptr_eq(&mask, &symbol.mask(64)), "cached");
    }
    // The red box fills 30 x 20 of 50 x 30: its frame says so.
    let frame = symbols[1].mask(64).frame;
    let expected = [0.2, 5.0 / 30.0, 0.8, 25.0 / 30.0];
    assert!(frame.iter().zip(expected).all(|(a, b)| (a - b).abs() < 0.01), "{frame:?}");
    // The circle (r = 15 of 100) is drawn small in its canvas: the frame trims the margin.
    let frame = symbols[2].mask(64).frame;
    assert!((frame[2] - frame[0]) < 0.4, "{frame:?}");
}

#[test]
fn loading_is_deterministic() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "b.jpg", encode(&picture(2, 300, 200), ImageFormat::Jpeg));
    write(dir.path(), "a.png", encode(&picture(1, 300, 200), ImageFormat::Png));
    let options =
        SymbolOptions { max_print_mm: Some(10.0), key_white: true, ..folder_options(dir.path()) };
    let one = load_symbols(&options, 2, 2).unwrap();
    let two = load_symbols(&options, 2, 2).unwrap();
    for (a, b) in one.iter().zip(&two) {
        assert_eq!(a.name, b.name);
        assert_eq!(raster(a).image(), raster(b).image());
        assert_eq!(*a.mask(48), *b.mask(48));
    }
}
