//! Integration tests: photos cut to a shape around their subject (issue 38), their focus
//! files, their rim, and how they are stored.

use fanodeck::Request;
use fanodeck::symbols::{
    Focus, NamedFocus, PhotoCut, PhotoShape, Symbol, SymbolKind, SymbolOptions, load_picture,
};
use image::{Rgb, RgbImage};

const SHAPES: [PhotoShape; 3] = [PhotoShape::Circle, PhotoShape::Rounded, PhotoShape::Squircle];

/// A dull photo (a beige wall, a little noise) with a face-like subject: a skin-coloured disc
/// of radius `r` with fine dark detail inside, centred at (`cx`, `cy`).
fn photo(w: u32, h: u32, (cx, cy): (f32, f32), r: f32) -> RgbImage {
    RgbImage::from_fn(w, h, |x, y| {
        let (dx, dy) = (x as f32 - cx, y as f32 - cy);
        if dx * dx + dy * dy <= r * r {
            // Eyes and a mouth: detail on skin.
            if (x / 6 + y / 6) % 3 == 0 { Rgb([90, 50, 40]) } else { Rgb([224, 172, 140]) }
        } else {
            let n = ((x * 7 + y * 13) % 5) as u8;
            Rgb([120 + n, 124 + n, 118 + n])
        }
    })
}

fn jpeg(image: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 92)
        .encode(image, image.width(), image.height(), image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

fn options(shape: PhotoShape) -> SymbolOptions {
    let photo = PhotoCut { shape, ..PhotoCut::default() };
    SymbolOptions { max_print_mm: Some(60.0), photo, ..SymbolOptions::default() }
}

fn pixels(symbol: &Symbol) -> image::RgbaImage {
    match &symbol.kind {
        SymbolKind::Raster(r) => r.image().expect("pixels").into_owned(),
        _ => panic!("vector"),
    }
}

#[test]
fn the_cut_keeps_a_subject_off_centre_whole_for_every_shape() {
    let (r, landscape, portrait) = (45.0, (600, 400), (400, 600));
    for (w, h) in [landscape, portrait] {
        let (fw, fh) = (w as f32, h as f32);
        let corners = [(0.18, 0.32), (0.82, 0.32), (0.18, 0.68), (0.82, 0.68)];
        for (u, v) in corners {
            // Near a corner along the long side, as far out as a circle of the short side allows.
            let (cx, cy) = if w > h { (u * fw, v * fh) } else { (v * fw, u * fh) };
            let bytes = jpeg(&photo(w, h, (cx, cy), r));
            for shape in SHAPES {
                let symbol = load_picture("face.jpg", bytes.clone(), &options(shape)).unwrap();
                let crop = symbol.crop.expect("cut");
                assert_eq!(crop.shape, shape);
                let (wx, wy) = (crop.center[0] * fw, crop.center[1] * fh);
                let half = crop.size[0] * fw / 2.0;
                let reach = ((cx - wx).powi(2) + (cy - wy).powi(2)).sqrt() + r;
                assert!(reach <= half, "{w}×{h} {shape:?} subject at {cx},{cy}: {crop:?}");
            }
        }
    }
}

#[test]
fn a_focus_places_the_cut_and_the_manifest_says_so() {
    let bytes = jpeg(&photo(600, 400, (300.0, 200.0), 40.0));
    let focus = Focus { x: 0.2, y: 0.5, zoom: 2.0 };
    let mut options = options(PhotoShape::Circle);
    options.photo.focus = vec![NamedFocus { name: "face.jpg".into(), focus, line: 0 }];
    let crop = load_picture("face.jpg", bytes.clone(), &options).unwrap().crop.unwrap();
    assert!((crop.center[0] - 0.2).abs() < 0.01 && (crop.center[1] - 0.5).abs() < 0.01, "{crop:?}");
    assert!(
        (crop.size[0] - 1.0 / 3.0).abs() < 0.01 && (crop.size[1] - 0.5).abs() < 0.01,
        "{crop:?}"
    );
    // The same through a focus file.
    let text = "# where the subject is\nface.jpg, 0.2, 0.5, 2\n";
    let path = std::path::Path::new("focus.txt");
    let parsed = fanodeck::symbols::parse_focus(path, text).unwrap();
    assert_eq!(parsed[0].focus, focus);
    assert_eq!(parsed[0].line, 2);
}

#[test]
fn bad_focus_lines_are_named_with_their_file_and_line() {
    let path = std::path::Path::new("focus.txt");
    let err = |text: &str| fanodeck::symbols::parse_focus(path, text).unwrap_err().to_string();
    assert!(
        err("a.jpg, 1.5, 0.5")
            .starts_with("focus file 'focus.txt' line 1: the subject's place 1.5 0.5")
    );
    assert!(
        err("\na.jpg, 0.5, 0.5, 0.5").starts_with("focus file 'focus.txt' line 2: the zoom 0.5")
    );
    assert!(err("a.jpg, x, 0.5").contains("x 'x' is not a number"));
    assert!(err("a.jpg").contains("write a picture's file name, x and y"));
    // A focus naming no picture of the deck.
    let dir = tempfile::tempdir().unwrap();
    for (i, c) in [(0.3, 0.4), (0.6, 0.5), (0.5, 0.7)].iter().enumerate() {
        std::fs::write(
            dir.path().join(format!("p{i}.jpg")),
            jpeg(&photo(300, 200, (c.0 * 300.0, c.1 * 200.0), 30.0)),
        )
        .unwrap();
    }
    for i in 3..7 {
        std::fs::write(
            dir.path().join(format!("p{i}.jpg")),
            jpeg(&photo(300, 200, (40.0 * i as f32, 90.0), 25.0)),
        )
        .unwrap();
    }
    let focus = fanodeck::symbols::NamedBytes::new(
        "focus.txt",
        b"p1.jpg, 0.5, 0.5\ngrandma.jpg, 0.5, 0.5\n".to_vec(),
    );
    let request = Request {
        symbols: 3,
        icons: Some(dir.path().to_path_buf()),
        photo_shape: Some("circle".into()),
        focus_file: Some(focus),
        allow_similar: true,
        ..Request::default()
    };
    let message = fanodeck::generate(&request.to_options().unwrap()).unwrap_err().to_string();
    assert!(
        message.starts_with(
            "focus file 'focus.txt' line 2: 'grandma.jpg' is not one of the deck's pictures ('p"
        ) && message.ends_with(", … 7 in all)"),
        "{message}"
    );
    // A name without its extension, or with its folder, is told the file name to write.
    for name in ["p1", "photos/p1.jpg"] {
        let text = format!("{name}, 0.5, 0.5\n");
        let focus = fanodeck::symbols::NamedBytes::new("focus.txt", text.into_bytes());
        let request = Request { focus_file: Some(focus), ..request.clone() };
        let message = fanodeck::generate(&request.to_options().unwrap()).unwrap_err().to_string();
        assert!(
            message.ends_with("is not one of the deck's pictures: write its file name, 'p1.jpg'"),
            "{message}"
        );
    }
    // A focus on photos printed whole changes nothing, and the tool says so.
    std::fs::write(dir.path().join("focus.txt"), "p1.jpg, 0.2, 0.5\n").unwrap();
    let args =
        ["render", "--icons", ".", "--symbols", "3", "--allow-similar", "--focus", "focus.txt"];
    let out = crate::run::fanodeck(&args, dir.path());
    assert!(out.status.success(), "{}", crate::run::stderr(&out));
    assert!(
        crate::run::stderr(&out)
            .contains("the focus file 'focus.txt' changes nothing: photos are printed whole"),
        "{}",
        crate::run::stderr(&out)
    );
}

#[test]
fn the_rim_is_drawn_inside_the_outline_and_clip_art_is_never_cut() {
    let bytes = jpeg(&RgbImage::from_pixel(500, 400, Rgb([20, 40, 160])));
    let mut options = options(PhotoShape::Circle);
    options.photo.rim_mm = 2.0;
    let symbol = load_picture("blue.jpg", bytes, &options).unwrap();
    let image = pixels(&symbol);
    let (side, mid) = (image.width(), image.height() / 2);
    // Along the middle row from the left: clear outside, then the white rim, then the photo.
    let first = (0..side).find(|&x| image.get_pixel(x, mid).0[3] >= 128).unwrap();
    assert!(first <= 1, "the circle reaches the window's edge");
    let rim = image.get_pixel(first + 2, mid).0;
    assert!(rim[0] > 230 && rim[1] > 230 && rim[2] > 230 && rim[3] == 255, "{rim:?}");
    // 2 mm of a 60 mm print is a thirtieth of the side.
    let inside = image.get_pixel(first + side / 30 + 3, mid).0;
    assert!(inside[2] > 120 && inside[0] < 60, "the photo within the rim: {inside:?}");
    assert_eq!(image.get_pixel(0, 0).0[3], 0, "nothing outside the circle");
    // A picture with transparency is clip-art: never cut.
    let mut png = Vec::new();
    let clip = image::RgbaImage::from_fn(200, 200, |x, _| {
        image::Rgba([200, 30, 30, if x < 100 { 0 } else { 255 }])
    });
    clip.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
    assert_eq!(load_picture("clip.png", png, &options).unwrap().crop, None);
}

#[test]
fn two_cuts_of_the_same_photo_are_still_told_as_look_alikes() {
    let image = photo(600, 400, (200.0, 180.0), 60.0);
    let mut again = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut again, 70)
        .encode(&image, 600, 400, image::ExtendedColorType::Rgb8)
        .unwrap();
    let options = options(PhotoShape::Circle);
    let a = load_picture("a.jpg", jpeg(&image), &options).unwrap();
    let b = load_picture("b.jpg", again, &options).unwrap();
    let (la, lb) = (fanodeck::symbols::photo_look(&a), fanodeck::symbols::photo_look(&b));
    let (la, lb) = (la.expect("a cut photo is compared"), lb.expect("and its copy"));
    assert!(la.looks_like(&lb), "{la:?} {lb:?}");
}

#[test]
fn a_cut_photo_is_stored_as_it_came_with_its_shape_and_rim_drawn_over_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for i in 0..7u32 {
        let image = photo(480, 320, (60.0 + 50.0 * i as f32, 160.0), 35.0);
        files.push(jpeg(&image));
        std::fs::write(dir.path().join(format!("p{i}.jpg")), files.last().unwrap()).unwrap();
    }
    let request = Request {
        symbols: 3,
        icons: Some(dir.path().to_path_buf()),
        photo_shape: Some("squircle".into()),
        photo_rim_color: Some("#e03070".into()),
        allow_similar: true,
        ..Request::default()
    };
    let mut options = request.to_options().unwrap();
    options.page.compress = false;
    let output = fanodeck::generate(&options).unwrap();
    let pdf = &output.pdf;
    let count = |needle: &[u8]| pdf.windows(needle.len()).filter(|w| w == &needle).count();
    assert_eq!(count(b"/DCTDecode"), 7, "each photo once, as JPEG");
    for (i, file) in files.iter().enumerate() {
        assert!(
            pdf.windows(file.len()).any(|w| w == file.as_slice()),
            "photo {i}: the file's own bytes"
        );
    }
    // No mask: each photo is clipped to its outline, and its rim drawn over it as a line.
    assert_eq!(count(b"/SMask") + count(b"/Luminosity"), 0, "no mask");
    let text = String::from_utf8_lossy(pdf);
    assert_eq!(text.matches("\nh\nW\nn\n").count(), 7, "each photo clipped to its outline");
    // #e03070, stroked.
    assert_eq!(text.matches("0.8784314 0.1882353 0.4392157 RG").count(), 7, "each with its rim");
    let crops = output.manifest.symbols.iter().filter(|s| s.crop.is_some()).count();
    assert_eq!(crops, 7);
    let json = serde_json::to_string(&output.manifest).unwrap();
    assert!(json.contains(r#""crop":{"shape":"squircle","center":["#), "{json}");
}

#[test]
fn a_photo_is_told_from_a_drawing_and_shown_in_each_shape() {
    let shot = jpeg(&photo(400, 300, (200.0, 150.0), 60.0));
    let check = |name: &str, bytes: Vec<u8>| {
        fanodeck::symbols::prepare_picture(name, bytes, &options(PhotoShape::Whole)).unwrap()
    };
    assert!(check("face.jpg", shot.clone()).photo);
    // A logo of three flat colours is line art, opaque or not.
    let logo = RgbImage::from_fn(400, 300, |x, _| {
        Rgb([[200, 30, 30], [250, 250, 250], [30, 30, 200]][(x / 140) as usize])
    });
    let mut png = std::io::Cursor::new(Vec::new());
    logo.write_to(&mut png, image::ImageFormat::Png).unwrap();
    assert!(!check("logo.png", png.into_inner()).photo);
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#;
    assert!(!check("dot.svg", svg.to_vec()).photo);
    // In grey: a black-and-white photo has many levels, a scanned drawing a few.
    let grey = |levels: u32| {
        let image = image::GrayImage::from_fn(400, 300, |x, y| {
            image::Luma([((x + y) * levels / 700 * (255 / levels.max(2))) as u8])
        });
        let mut png = std::io::Cursor::new(Vec::new());
        image.write_to(&mut png, image::ImageFormat::Png).unwrap();
        png.into_inner()
    };
    assert!(check("old-photo.png", grey(250)).photo);
    assert!(!check("drawing.png", grey(4)).photo);

    let previews =
        fanodeck::symbols::shape_previews("face.jpg", &shot, &options(PhotoShape::Whole), 96)
            .unwrap();
    assert_eq!(previews.len(), 4);
    let alpha =
        |png: &[u8], at: (u32, u32)| image::load_from_memory(png).unwrap().to_rgba8()[at].0[3];
    for (i, png) in previews.iter().enumerate() {
        let image = image::load_from_memory(png).unwrap();
        assert!(
            image.width().max(image.height()) <= 96,
            "{i}: {}×{}",
            image.width(),
            image.height()
        );
        let middle = (image.width() / 2, image.height() / 2);
        assert_eq!(alpha(png, middle), 255);
        // Whole keeps its corner; the circle, the rounded square and the squircle cut it.
        assert_eq!(alpha(png, (0, 0)), if i == 0 { 255 } else { 0 }, "shape {i}");
    }
    // Not a photo: said, not drawn.
    let err = fanodeck::symbols::shape_previews("dot.svg", svg, &options(PhotoShape::Whole), 96);
    assert!(err.unwrap_err().to_string().contains("not a photo"));
}

#[test]
fn the_cli_offers_a_shape_for_a_folder_of_photos_kept_whole() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..7u32 {
        let shot = photo(300, 200, (100.0 + 10.0 * i as f32, 100.0), 40.0 + i as f32);
        std::fs::write(dir.path().join(format!("p{i}.jpg")), jpeg(&shot)).unwrap();
    }
    let out = dir.path().join("deck.pdf");
    let run = |extra: &[&str]| {
        let mut args = vec!["render", "--icons"];
        let folder = dir.path().to_str().unwrap();
        args.extend([folder, "--symbols", "3", "--allow-similar", "-o", out.to_str().unwrap()]);
        args.extend(extra);
        crate::run::fanodeck(&args, dir.path())
    };
    let whole = run(&[]);
    assert!(whole.status.success(), "{}", crate::run::stderr(&whole));
    assert!(
        crate::run::stderr(&whole).contains("every picture is a photo: --photo-shape squircle")
    );
    let cut = run(&["--photo-shape", "squircle"]);
    assert!(cut.status.success(), "{}", crate::run::stderr(&cut));
    assert!(!crate::run::stderr(&cut).contains("every picture is a photo"));
}
