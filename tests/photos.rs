//! Integration tests: family photos (issue 26). Phone-sized JPEGs decoded at print size,
//! their EXIF orientation, look-alike pictures, and HEIC/AVIF files.

use std::path::Path;

use fanodeck::error::Error;
use fanodeck::symbols::{
    MAX_ALIKE_BITS, MAX_ALIKE_COLOUR, NamedBytes, Symbol, SymbolKind, SymbolOptions, load_picture,
    load_symbols, look_alikes, look_of, prepare_picture,
};
use image::{DynamicImage, RgbImage, imageops};

#[path = "../benches/scenes.rs"]
mod scenes;
use scenes::{copies, jpeg, scene, stored_for};

/// Print size in mm whose 300 dpi is `px` pixels.
fn mm_for(px: u32) -> f32 {
    px as f32 * 25.4 / 300.0
}

fn pixels(symbol: &Symbol) -> image::RgbaImage {
    match &symbol.kind {
        SymbolKind::Raster(r) => r.image().expect("pixels").into_owned(),
        _ => panic!("{} is vector", symbol.name),
    }
}

/// Mean absolute difference of two pictures' colour channels (same size).
fn mean_error(a: &image::RgbaImage, b: &image::RgbaImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let sum: u64 = a
        .pixels()
        .zip(b.pixels())
        .map(|(p, q)| (0..3).map(|c| u64::from(p.0[c].abs_diff(q.0[c]))).sum::<u64>())
        .sum();
    sum as f64 / (a.len() / 4 * 3) as f64
}

/// What full decoding and a triangle filter make of `upright` at `nw` × `nh`.
fn reference(upright: &RgbImage, nw: u32, nh: u32) -> image::RgbaImage {
    let small = imageops::resize(upright, nw, nh, imageops::FilterType::Triangle);
    DynamicImage::ImageRgb8(small).into_rgba8()
}

#[test]
fn a_big_jpeg_is_decoded_at_print_size_like_a_full_decode() {
    // 2400 × 1800 printed at most 500 px: decoded at a quarter (600 × 450), then resampled.
    let upright = scene(7, 2400, 1800, 6);
    let bytes = jpeg(&upright, 90, None);
    let options = SymbolOptions { max_print_mm: Some(mm_for(500)), ..Default::default() };
    for (max_px, expected) in [(500, (500, 375)), (1000, (1000, 750)), (2000, (2000, 1500))] {
        let options = SymbolOptions { max_print_mm: Some(mm_for(max_px)), ..options.clone() };
        let symbol = load_picture("photo.jpg", bytes.clone(), &options).unwrap();
        let got = pixels(&symbol);
        assert_eq!(got.dimensions(), expected, "at {max_px} px");
        let error = mean_error(&got, &reference(&upright, expected.0, expected.1));
        assert!(error < 3.0, "mean error {error:.2} at {max_px} px");
    }
    // Small enough already: the file's own bytes, not decoded again.
    let options = SymbolOptions { max_print_mm: Some(mm_for(2400)), ..options };
    let symbol = load_picture("photo.jpg", bytes.clone(), &options).unwrap();
    match &symbol.kind {
        SymbolKind::Raster(r) => assert_eq!(r.jpeg.as_deref(), Some(&bytes)),
        _ => unreachable!(),
    }
}

#[test]
fn exif_orientations_1_to_8_are_applied_when_decoding_at_print_size() {
    // Not symmetric in any way: a wide scene with a dark block in its top-left corner.
    let mut upright = scene(3, 1600, 1000, 0);
    for (x, y, p) in upright.enumerate_pixels_mut() {
        if x < 300 && y < 200 {
            p.0 = [0, 0, 0];
        }
    }
    let expected = reference(&upright, 400, 250);
    let options = SymbolOptions { max_print_mm: Some(mm_for(400)), ..Default::default() };
    for o in 1..=8u8 {
        let stored = stored_for(&upright, o);
        // Each stored picture really is turned (the test would pass without orientation for 1).
        assert_eq!(stored.width() == 1600, o <= 4, "orientation {o}");
        let bytes = jpeg(&stored, 92, Some(u16::from(o)));
        let symbol = load_picture(&format!("o{o}.jpg"), bytes, &options).unwrap();
        let got = pixels(&symbol);
        assert_eq!(got.dimensions(), (400, 250), "orientation {o}");
        let error = mean_error(&got, &expected);
        assert!(error < 4.0, "orientation {o}: mean error {error:.2}");
    }
}

#[test]
fn copies_of_a_photo_are_refused_as_look_alikes_unless_allowed() {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in copies(11) {
        let folder = dir.path().join(name.trim_end_matches(".jpg"));
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("a-original.jpg"), &copies(11)[4].1).unwrap();
        if name == "original.jpg" {
            // Two different photos beside it: nothing alike.
            std::fs::write(folder.join("b-other.jpg"), jpeg(&scene(12, 1200, 900, 4), 90, None))
                .unwrap();
        } else {
            std::fs::write(folder.join(format!("b-{name}")), &bytes).unwrap();
        }
        let options = SymbolOptions {
            icons: Some(folder.clone()),
            max_print_mm: Some(63.0),
            ..Default::default()
        };
        let result = load_symbols(&options, 2, 2);
        if name == "original.jpg" {
            assert!(result.is_ok(), "{:?}", result.err());
            continue;
        }
        match result {
            Err(error @ Error::SimilarSymbols { .. }) => {
                let text = error.to_string();
                assert!(text.contains("a-original.jpg' and '"), "{text}");
                assert!(text.contains(&format!("b-{name}' look almost the same (")), "{text}");
            }
            other => panic!("{name}: {:?}", other.map(|s| s.len())),
        }
        let allowed = SymbolOptions { allow_similar: true, ..options };
        assert_eq!(load_symbols(&allowed, 2, 2).unwrap().len(), 2, "{name}");
    }
}

#[test]
fn distinct_photos_raise_no_look_alike() {
    let dir = tempfile::tempdir().unwrap();
    for seed in 0..40 {
        let bytes = jpeg(&scene(100 + seed, 640, 480, 4), 85, None);
        std::fs::write(dir.path().join(format!("{seed:02}.jpg")), bytes).unwrap();
    }
    let options = SymbolOptions {
        icons: Some(dir.path().to_path_buf()),
        max_print_mm: Some(40.0),
        ..Default::default()
    };
    let symbols = load_symbols(&options, 2, 40).unwrap();
    assert_eq!(symbols.len(), 40);
    assert_eq!(look_alikes(&symbols), []);
}

#[test]
fn the_bundled_icons_raise_no_look_alike() {
    let options = SymbolOptions {
        icons: Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("icons")),
        ..Default::default()
    };
    // 17 a card: 273 of the 320 icons as a folder (drawings are not checked: see below).
    let symbols = load_symbols(&options, 17, 273).unwrap();
    assert_eq!(symbols.len(), 273);
    // The fingerprints themselves keep every bundled icon apart.
    let all = load_symbols(&SymbolOptions::default(), 2, fanodeck::symbols::builtin_count());
    let all = all.unwrap();
    assert_eq!(look_alikes(&all), [], "among all {} bundled icons", all.len());
}

#[test]
fn look_alike_thresholds_sit_between_copies_and_distinct_pictures() {
    // The figures the README quotes come from `cargo bench -- lookalike`; this keeps the
    // thresholds honest on a smaller set.
    let options = SymbolOptions { max_print_mm: Some(63.0), ..Default::default() };
    let mut copies_worst = (0, 0.0f32);
    for seed in [21, 22, 23] {
        let looks: Vec<_> = copies(seed)
            .into_iter()
            .map(|(name, bytes)| look_of(&load_picture(name, bytes, &options).unwrap()).unwrap())
            .collect();
        let original = looks.last().unwrap();
        for look in &looks {
            copies_worst.0 = copies_worst.0.max(original.bit_distance(look));
            copies_worst.1 = copies_worst.1.max(original.colour_distance(look));
        }
    }
    assert!(copies_worst.0 <= MAX_ALIKE_BITS, "copies differ in {} bits", copies_worst.0);
    assert!(copies_worst.1 <= MAX_ALIKE_COLOUR, "copies differ by {} in colour", copies_worst.1);
}

/// An ISO-BMFF `ftyp` box with these brands, then the start of a `meta` box.
fn ftyp(major: &[u8; 4], compatible: &[&[u8; 4]]) -> Vec<u8> {
    let mut data = (16 + 4 * compatible.len() as u32).to_be_bytes().to_vec();
    data.extend_from_slice(b"ftyp");
    data.extend_from_slice(major);
    data.extend_from_slice(&[0, 0, 0, 0]);
    compatible.iter().for_each(|b| data.extend_from_slice(*b));
    data.extend_from_slice(&[0, 0, 0, 40]);
    data.extend_from_slice(b"meta");
    data.resize(200, 0);
    data
}

#[test]
fn heic_and_avif_are_named_with_how_to_convert_them() {
    let heic = ftyp(b"heic", &[b"mif1", b"heic"]);
    let avif = ftyp(b"avif", &[b"mif1", b"miaf"]);
    let png = |seed: u32| {
        let mut out = std::io::Cursor::new(Vec::new());
        scene(seed, 40, 30, 0).write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    };
    let cases: [(&str, &[u8], &str); 4] = [
        (
            "IMG_0001.HEIC",
            &heic,
            "an iPhone HEIC photo, which fanodeck cannot read yet: export it as JPEG (on the iPhone: Settings → Camera → Formats → Most Compatible",
        ),
        // An iPhone photo renamed: its bytes say what it is.
        ("IMG_0002.jpg", &heic, "heif-convert 'IMG_0002.jpg' 'IMG_0002-converted.jpg'"),
        (
            "sunset.avif",
            &avif,
            "an AVIF picture, which fanodeck cannot read yet: save it again as JPEG or PNG",
        ),
        ("sunset.AVIF", &avif, "avifdec 'sunset.AVIF' 'sunset.png'"),
    ];
    for (name, bytes, sentence) in cases {
        let dir = tempfile::tempdir().unwrap();
        for seed in 0..3 {
            std::fs::write(dir.path().join(format!("{seed}.png")), png(seed)).unwrap();
        }
        std::fs::write(dir.path().join(name), bytes).unwrap();
        let options = SymbolOptions { icons: Some(dir.path().to_path_buf()), ..Default::default() };
        // Never passed over: an error naming the file …
        let text = load_symbols(&options, 2, 3).expect_err("an error").to_string();
        let path = dir.path().join(name);
        assert!(text.starts_with(&format!("icon '{}': ", path.display())), "{text}");
        assert!(text.contains(sentence), "{text}");
        // … or, when asked, skipped (with a warning) and the others used.
        let skipping = SymbolOptions { skip_unreadable: true, ..options };
        let symbols = load_symbols(&skipping, 2, 3).unwrap();
        assert!(symbols.iter().all(|s| !s.source.ends_with(name)));
        // Handed over in memory (the web page), the same sentence.
        let text = load_picture(name, bytes.to_vec(), &Default::default()).unwrap_err();
        assert!(text.to_string().contains(sentence), "{text}");
    }
    // An MP4 video is no HEIF picture: passed over as before, with the folder's warning.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("clip.mp4"), ftyp(b"isom", &[b"mp41"])).unwrap();
    std::fs::write(dir.path().join("a.png"), png(1)).unwrap();
    let options = SymbolOptions { icons: Some(dir.path().to_path_buf()), ..Default::default() };
    assert_eq!(load_symbols(&options, 2, 1).unwrap().len(), 1);
}

/// What to hand back beside picture `i` (its bytes given): a prepared form, or none.
type PreparedFor<'a> = &'a dyn Fn(usize, &[u8]) -> Option<Vec<u8>>;

#[test]
fn a_deck_of_prepared_photos_is_the_deck_of_the_files_and_skips_their_decoding() {
    // What the web page does: each photo checked (and prepared) once with the options the
    // deck will load it with, then handed back beside its file when the deck is made.
    let files: Vec<(String, Vec<u8>)> = (0..7)
        .map(|i| (format!("photo-{i}.jpg"), jpeg(&scene(40 + i, 1600, 1200, 6), 85, None)))
        .collect();
    let options = |prepared: PreparedFor| {
        let pictures = files
            .iter()
            .enumerate()
            .map(|(i, (name, bytes))| {
                let mut file = NamedBytes::new(name.clone(), bytes.clone());
                file.prepared = prepared(i, bytes).map(std::sync::Arc::new);
                file
            })
            .collect();
        let symbols = SymbolOptions { pictures, ..Default::default() };
        let deck = fanodeck::DeckOptions { symbols_per_card: 3, ..Default::default() };
        fanodeck::Options { symbols, deck, ..Default::default() }
    };
    let plain = options(&|_, _| None);
    let loading = fanodeck::symbol_options(&plain).unwrap();
    let check = |i: usize, bytes: &[u8]| {
        let check = prepare_picture(&files[i].0, bytes.to_vec(), &loading).unwrap();
        assert_eq!(check.name, format!("photo-{i}"));
        assert!(check.look.is_some(), "a photo has a fingerprint");
        check.prepared
    };
    let expected = fanodeck::generate(&plain).unwrap().pdf;
    assert_eq!(fanodeck::generate(&options(&check)).unwrap().pdf, expected);
    // Proof that the prepared form is what the deck uses: each photo handed the next one's,
    // relabelled with its own file's length and hash (bytes 4..20), the PDF changes.
    let altered = |i: usize, bytes: &[u8]| {
        let own = check(i, bytes)?;
        let next = (i + 1) % files.len();
        let mut other = check(next, &files[next].1)?;
        other[4..20].copy_from_slice(&own[4..20]);
        Some(other)
    };
    assert_ne!(fanodeck::generate(&options(&altered)).unwrap().pdf, expected);
    // Prepared for another print size, they are decoded again: the same deck.
    let larger =
        SymbolOptions { max_print_mm: loading.max_print_mm.map(|mm| mm + 5.0), ..loading.clone() };
    let other = |i: usize, bytes: &[u8]| {
        prepare_picture(&files[i].0, bytes.to_vec(), &larger).unwrap().prepared
    };
    assert_eq!(fanodeck::generate(&options(&other)).unwrap().pdf, expected);
}
