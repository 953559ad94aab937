//! Untrusted pictures: one bad file must give a clear error naming it (or be skipped with
//! `--skip-unreadable`), never a crash, a hang or gigabytes of memory.
//!
//! The files in `tests/data/hostile/` (found by fuzzing and by hand) all go through the normal
//! loading path of the binary; the cases below that need a file system (links) or are cheaper
//! to make than to store are built here.

use crate::run::{fanodeck, stderr};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Output;

/// A 1-bit PNG that declares `w` × `h` pixels; its pixel data is one deflated row, so the file
/// is small whatever it declares.
fn png_header_only(w: u32, h: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
        out.extend((data.len() as u32).to_be_bytes());
        let start = out.len();
        out.extend(kind);
        out.extend(data);
        let mut crc = flate2::Crc::new();
        crc.update(&out[start..]);
        out.extend(crc.sum().to_be_bytes());
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend(w.to_be_bytes());
    ihdr.extend(h.to_be_bytes());
    ihdr.extend([1, 0, 0, 0, 0]); // 1 bit grey
    chunk(&mut png, b"IHDR", &ihdr);
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    z.write_all(&vec![0u8; (w as usize).div_ceil(8) + 1]).unwrap();
    chunk(&mut png, b"IDAT", &z.finish().unwrap());
    chunk(&mut png, b"IEND", &[]);
    png
}

/// A folder `name` in `root` with seven small, different, good SVG pictures: with one more
/// file, a deck of 3 symbols a card (7 pictures) can be made with or without it. Folders are
/// used in name order: a file added must sort before `good-` for the deck to use it.
fn good_folder(root: &Path, name: &str) -> PathBuf {
    let dir = root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    for i in 0..7 {
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="{}" fill="#{:06x}"/><rect x="10" y="10" width="{}" height="20"/></svg>"##,
            20 + 3 * i,
            0x204080 + 0x151515 * i,
            30 + 5 * i
        );
        std::fs::write(dir.join(format!("good-{i}.svg")), svg).unwrap();
    }
    dir
}

/// Renders a 3-a-card deck from `dir` (and `extra` flags); returns the run.
fn render(root: &Path, dir: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["render", "--symbols", "3", "-o", "deck.pdf", "-v", "--icons"];
    args.push(dir.to_str().unwrap());
    args.extend(extra);
    fanodeck(&args, root)
}

/// The run ended the way a bad file should end it: exit 2 (an error naming `name`), never a
/// crash or a dependency's panic message.
fn assert_refused(out: &Output, name: &str, reason: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{name}: {err}");
    let line = err.lines().find(|l| l.starts_with("error: ")).unwrap_or_default();
    assert!(line.contains(name), "{name}: the error should name the file: {err}");
    assert!(line.contains(reason), "{name}: expected '{reason}': {err}");
    assert!(!err.contains("thread '"), "{name}: an uncaught panic: {err}");
}

/// The peak memory the run reported with -v, in MB.
pub(crate) fn peak_mb(out: &Output) -> Option<u64> {
    stderr(out)
        .lines()
        .find_map(|l| l.strip_prefix("debug: peak memory ")?.strip_suffix(" MB")?.parse().ok())
}

/// The files of tests/data/hostile/, in name order.
pub(crate) fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile");
    let entries = std::fs::read_dir(&dir).expect("tests/data/hostile/ is part of the tree");
    let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e != "md"));
    files.sort();
    files
}

/// Templates, words, focus and layout files of tests/data/hostile/: refused naming the file,
/// or used.
#[test]
fn every_stored_hostile_template_and_words_file_is_refused_or_used() {
    let root = tempfile::tempdir().unwrap();
    let mut tried = 0;
    for file in corpus() {
        let name = file.file_name().unwrap().to_str().unwrap();
        // The fuzzers' findings of focus and layout files go where those files go.
        let flag = match file.extension().and_then(|e| e.to_str()) {
            Some("toml") => "--template",
            Some("txt") if name.starts_with("fuzz-focus-") => "--focus",
            Some("txt") => "--words",
            Some("json") if name.starts_with("fuzz-layout-") => "--layout",
            _ => continue,
        };
        tried += 1;
        let path = file.to_str().unwrap();
        let out =
            fanodeck(&["render", "--symbols", "3", "-o", "deck.pdf", flag, path], root.path());
        let err = stderr(&out);
        assert!(!err.contains("thread '"), "{name}: an uncaught panic: {err}");
        match out.status.code() {
            Some(0) => {}
            Some(2) => assert!(err.contains(name), "{name}: the error should name it: {err}"),
            _ => panic!("{name}: {:?}\n{err}", out.status),
        }
    }
    assert!(tried > 0, "tests/data/hostile/ holds no templates or words files");
}

/// Every file of tests/data/hostile/ that is a picture, alone among seven good ones: refused
/// with its name (exit 2) or accepted (exit 0), skipped with --skip-unreadable, never a
/// crash, and under 1 GB of memory.
#[test]
fn every_stored_hostile_picture_is_refused_or_drawn_never_a_crash() {
    let files = corpus();
    let picture = |p: &Path| {
        let ext = p.extension().and_then(|e| e.to_str()).unwrap_or_default().to_lowercase();
        ["svg", "svgz", "png", "jpg", "jpeg", "webp", "gif", "bmp"].contains(&ext.as_str())
    };
    let root = tempfile::tempdir().unwrap();
    let mut tried = 0;
    for file in files.iter().filter(|p| picture(p)) {
        let name = file.file_name().unwrap().to_str().unwrap();
        let dir = good_folder(root.path(), &format!("case-{tried}"));
        // First in name order, so that the deck uses it (the good ones are `good-N.svg`).
        std::fs::copy(file, dir.join(format!("0-{name}"))).unwrap();
        tried += 1;
        for skip in [false, true] {
            let flags: &[&str] = if skip { &["--skip-unreadable"] } else { &[] };
            let out = render(root.path(), &dir, flags);
            let err = stderr(&out);
            assert!(!err.contains("thread '"), "{name}: an uncaught panic: {err}");
            match out.status.code() {
                Some(0) => {}
                Some(2) if !skip => {
                    let line = err.lines().find(|l| l.starts_with("error: ")).unwrap();
                    assert!(line.contains(name), "{name}: the error should name it: {err}");
                }
                _ => panic!("{name} (skip {skip}): {:?}\n{err}", out.status),
            }
            if let Some(mb) = peak_mb(&out) {
                assert!(mb <= 1024, "{name}: {mb} MB");
            }
        }
    }
    assert!(tried > 0, "tests/data/hostile/ holds no pictures");
}

#[test]
fn limits_refuse_bombs_before_the_work_and_name_the_file() {
    let root = tempfile::tempdir().unwrap();
    let deep = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">{}<rect width="9" height="9"/>{}</svg>"#,
        "<g>".repeat(10_000),
        "</g>".repeat(10_000)
    );
    let mut svgz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    svgz.write_all(br#"<svg xmlns="http://www.w3.org/2000/svg"><!--"#).unwrap();
    for _ in 0..60 {
        svgz.write_all(&[b' '; 1 << 20]).unwrap();
    }
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("bomb.png", png_header_only(23_000, 23_000), "23000 × 23000 px = 529 megapixels"),
        ("deep.svg", deep.into_bytes(), "too deeply nested"),
        (
            "arc.svg",
            br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M0 0A1e30 1e30 0 1 1 1e30 5L50 50Z" stroke="red" stroke-dasharray="1 1"/></svg>"#.to_vec(),
            "number 1e30 in <path d> is out of range",
        ),
        (
            "filter.svg",
            br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="1e7" height="1e7"><feGaussianBlur stdDeviation="2"/></filter><rect width="50" height="50" filter="url(#f)"/></svg>"#.to_vec(),
            "filter region of 10000000 × 10000000 is too large",
        ),
        ("bomb.svgz", svgz.finish().unwrap(), "inflates to more than 50 MB"),
        ("clear.png", png_of(40, 40, [0, 0, 0, 0]), "has nothing visible"),
    ];
    for (i, (name, bytes, reason)) in cases.iter().enumerate() {
        let dir = good_folder(root.path(), &format!("case-{i}"));
        std::fs::write(dir.join(name), bytes).unwrap();
        let started = std::time::Instant::now();
        let out = render(root.path(), &dir, &[]);
        assert_refused(&out, name, reason);
        assert!(started.elapsed().as_secs() < 20, "{name}: {:?}", started.elapsed());
        if let Some(mb) = peak_mb(&out) {
            assert!(mb <= 400, "{name}: peak memory {mb} MB");
        }
        let skipped = render(root.path(), &dir, &["--skip-unreadable"]);
        let err = stderr(&skipped);
        assert!(skipped.status.success(), "{name}: {err}");
        assert!(err.contains(&format!("{name}'")) && err.contains("skipped"), "{name}: {err}");
    }
}

fn png_of(w: u32, h: u32, rgba: [u8; 4]) -> Vec<u8> {
    let mut out = Vec::new();
    image::RgbaImage::from_pixel(w, h, image::Rgba(rgba))
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

#[test]
fn a_white_picture_keyed_out_is_refused_and_a_faint_one_warned_about() {
    let root = tempfile::tempdir().unwrap();
    let dir = good_folder(root.path(), "white");
    std::fs::write(dir.join("blank-paper.png"), png_of(50, 50, [255, 255, 255, 255])).unwrap();
    let out = render(root.path(), &dir, &["--key-white"]);
    assert_refused(&out, "blank-paper.png", "nothing visible once white is keyed out");

    let dir = good_folder(root.path(), "faint");
    let mut faint = image::RgbaImage::from_pixel(400, 400, image::Rgba([0, 0, 0, 0]));
    faint.put_pixel(200, 200, image::Rgba([0, 0, 0, 255]));
    let mut bytes = Vec::new();
    faint.write_to(&mut std::io::Cursor::new(&mut bytes), image::ImageFormat::Png).unwrap();
    std::fs::write(dir.join("dot.png"), bytes).unwrap();
    let out = render(root.path(), &dir, &[]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("dot.png': only 0.00 % of the picture is visible"), "{err}");
}

#[cfg(unix)]
#[test]
fn links_that_leave_the_folder_are_skipped_with_a_warning() {
    let root = tempfile::tempdir().unwrap();
    let dir = good_folder(root.path(), "icons");
    std::fs::write(root.path().join("private.png"), png_of(20, 20, [200, 0, 0, 255])).unwrap();
    std::os::unix::fs::symlink(root.path().join("private.png"), dir.join("secret.png")).unwrap();
    // A link to a picture inside the folder is a picture.
    std::os::unix::fs::symlink("good-0.svg", dir.join("alias.svg")).unwrap();
    let out = render(root.path(), &dir, &["--manifest", "deck.json"]);
    let err = stderr(&out);
    // alias.svg is a copy of good-0.svg: refused as a duplicate, which shows it was read.
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("alias.svg") && err.contains("identical"), "{err}");
    std::fs::remove_file(dir.join("alias.svg")).unwrap();

    let out = render(root.path(), &dir, &["--manifest", "deck.json"]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("skipped 1 link in") && err.contains("secret.png ->"), "{err}");
    let manifest = std::fs::read_to_string(root.path().join("deck.json")).unwrap();
    assert!(!manifest.contains("secret") && !manifest.contains("private"), "{manifest}");
}

#[test]
fn an_svg_filter_is_printed_as_a_picture_not_dropped() {
    let root = tempfile::tempdir().unwrap();
    let dir = good_folder(root.path(), "icons");
    let shadow = br##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
        <filter id="s"><feGaussianBlur stdDeviation="3"/></filter>
        <circle cx="50" cy="50" r="30" fill="#333" filter="url(#s)"/>
        <circle cx="45" cy="45" r="30" fill="#e33"/></svg>"##;
    std::fs::write(dir.join("ball-shadow.svg"), shadow).unwrap();
    let out = render(root.path(), &dir, &[]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    // No warning but the one that names the pictures the deck leaves out.
    assert!(!err.lines().any(|l| l.contains("warning") && !l.contains("not used")), "{err}");
    // The shadowed ball is a bitmap in the PDF (the seven good pictures are vector forms).
    let pdf = std::fs::read(root.path().join("deck.pdf")).unwrap();
    let images = pdf.windows(b"/Subtype /Image".len()).filter(|w| w == b"/Subtype /Image").count()
        + pdf.windows(b"/Subtype/Image".len()).filter(|w| w == b"/Subtype/Image").count();
    assert!(images >= 1, "no image XObject in the PDF");
}

#[test]
fn a_big_back_picture_is_downsampled_to_print_size() {
    let root = tempfile::tempdir().unwrap();
    // 4000 × 3000 of noise does not compress: stored whole it would take megabytes.
    let mut state = 1u32;
    let noise = image::RgbImage::from_fn(4000, 3000, |_, _| {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let [a, b, c, _] = state.to_le_bytes();
        image::Rgb([a, b, c])
    });
    noise.save(root.path().join("back.png")).unwrap();
    let out = fanodeck(&["render", "-o", "deck.pdf", "--back", "back.png"], root.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let size = std::fs::metadata(root.path().join("deck.pdf")).unwrap().len();
    // 300 dpi over a 90 mm card is about 1100 px a side.
    assert!(size < 6_000_000, "{size} bytes");
}

#[test]
fn a_runaway_line_in_a_words_file_is_refused_with_its_line() {
    let root = tempfile::tempdir().unwrap();
    let mut words = String::from("sun\nmoon\n");
    words.push_str(&"a".repeat(10 << 20));
    words.push('\n');
    std::fs::write(root.path().join("words.txt"), &words[..(1 << 20) - 10]).unwrap();
    let out = fanodeck(&["render", "--words", "words.txt", "--symbols", "3"], root.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("words.txt' line 3") && err.contains("at most 60"), "{err}");

    std::fs::write(root.path().join("huge.txt"), &words).unwrap();
    let out = fanodeck(&["render", "--words", "huge.txt", "--symbols", "3"], root.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("huge.txt") && err.contains("larger than 1 MB"), "{err}");
}

#[test]
fn in_memory_pictures_take_the_same_guarded_path() {
    let options = fanodeck::SymbolOptions::default();
    let bomb = png_header_only(23_000, 23_000);
    let err = fanodeck::symbols::load_picture("bomb.png", bomb, &options).unwrap_err();
    assert!(err.to_string().contains("'bomb.png'") && err.to_string().contains("529"), "{err}");
    let err = fanodeck::symbols::load_picture("notes.txt", b"hi".to_vec(), &options).unwrap_err();
    assert!(err.to_string().contains("not a picture"), "{err}");
    let ok =
        fanodeck::symbols::load_picture("07-sun.png", png_of(8, 8, [255, 200, 0, 255]), &options)
            .unwrap();
    assert_eq!(ok.name, "sun");
    let words = fanodeck::symbols::load_words("w.txt", b"sun\nmoon\n", None).unwrap();
    assert_eq!(words.iter().map(|w| w.name.as_str()).collect::<Vec<_>>(), ["sun", "moon"]);
}

/// Every stored hostile picture is refused with the kind of refusal a person is told about
/// (the web page's e2e test checks the same sentences in the page), and the CLI's hint line
/// says it in those words.
#[test]
fn every_hostile_picture_is_told_in_plain_words() {
    use fanodeck::guard::refusal::Kind;
    let kinds: &[(&str, &[Kind])] = &[
        ("empty.png", &[Kind::Damaged]),
        ("jpeg-truncated.jpg", &[Kind::Damaged]),
        ("jpeg-white.jpg", &[Kind::NothingVisible]),
        ("png-1bit-23000x23000.png", &[Kind::TooLarge { width: 23000, height: 23000 }]),
        ("png-plte-4-bytes.png", &[Kind::EngineStopped, Kind::Damaged]),
        ("png-rgba16-65535x65535-header.png", &[Kind::TooLarge { width: 65535, height: 65535 }]),
        ("png-short-plte-trns.png", &[Kind::EngineStopped, Kind::Damaged]),
        ("png-short-plte.png", &[Kind::EngineStopped, Kind::Damaged]),
        ("png-transparent.png", &[Kind::NothingVisible]),
        ("png-truncated.png", &[Kind::Damaged]),
        ("svg-arc-radius-1e30.svg", &[Kind::TooComplex]),
        ("svg-data-url-png-16000x16000.svg", &[Kind::TooLarge { width: 16000, height: 16000 }]),
        ("svg-filter-region-1e7.svg", &[Kind::TooComplex]),
        ("svg-filter-region-20000.svg", &[Kind::TooComplex]),
        ("svg-filtered-group.svg", &[Kind::TooComplex]),
        ("svg-huge-transform.svg", &[Kind::TooComplex]),
        ("svg-nested-g-5000.svg", &[Kind::TooDeep]),
        ("svg-not-xml.svg", &[Kind::Damaged]),
        ("svg-opacity-group-translate-1e10.svg", &[Kind::TooComplex]),
        ("svg-opacity-scale-1e30.svg", &[Kind::TooComplex]),
        ("svg-pattern-transform-5000.svg", &[Kind::TooComplex]),
        ("svg-viewbox-1e-38.svg", &[Kind::TooComplex]),
        ("svgz-bomb.svgz", &[Kind::FileTooLarge]),
        ("text-named.png", &[Kind::Damaged]),
    ];
    let options = fanodeck::SymbolOptions { key_white: true, ..Default::default() };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile");
    for (name, expected) in kinds {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        let err = fanodeck::symbols::load_picture(name, bytes, &options).unwrap_err();
        let fanodeck::Error::BadSymbol { reason, .. } = &err else { panic!("{name}: {err}") };
        assert!(expected.contains(&reason.kind), "{name}: {:?} ({err})", reason.kind);
        let plain = err.plain();
        let sentence = &plain.sentence;
        assert!(sentence.starts_with(&format!("'{name}': ")), "{sentence}");
        assert!(sentence.contains(" this ") && !sentence.contains("decod"), "{sentence}");
        assert_eq!(plain.detail, err.to_string());
    }
    let listed: Vec<&str> = kinds.iter().map(|(name, _)| *name).collect();
    for file in corpus() {
        let name = file.file_name().unwrap().to_str().unwrap();
        let picture = ![".toml", ".md", ".zip"].iter().any(|ext| name.ends_with(ext));
        assert!(!picture || listed.contains(&name), "{name} has no expected kind here");
    }

    let root = tempfile::tempdir().unwrap();
    let folder = good_folder(root.path(), "big");
    std::fs::write(folder.join("0-big.png"), png_header_only(23_000, 23_000)).unwrap();
    let err = stderr(&render(root.path(), &folder, &[]));
    let hint = err.lines().find(|l| l.starts_with("hint: ")).unwrap_or_default();
    assert!(hint.starts_with("hint: this picture is too large: 23000 × 23000 pixels"), "{err}");
}
