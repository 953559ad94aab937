//! The web page's project files: `render --project` makes the deck a saved project holds, as
//! the same pictures and settings given as flags make it; a file that is no project is
//! refused in words, and deck flags beside a project are refused rather than ignored.

use crate::run::{fanodeck, stderr};
use fanodeck::request::File;
use fanodeck::{Project, Request};

#[test]
fn a_project_renders_the_deck_its_pictures_and_settings_make() {
    let dir = tempfile::tempdir().unwrap();
    let icons = dir.path().join("icons");
    std::fs::create_dir(&icons).unwrap();
    let bundled = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("icons");
    let mut names: Vec<_> =
        std::fs::read_dir(&bundled).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    let mut pictures = Vec::new();
    for path in names.iter().filter(|p| p.extension().is_some_and(|e| e == "svg")).take(7) {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        std::fs::copy(path, icons.join(&name)).unwrap();
        pictures.push(File { name, bytes: std::fs::read(path).unwrap(), prepared: None });
    }
    let request = Request {
        symbols: 3,
        seed: 7,
        pictures,
        words: None,
        shape: Some("square".into()),
        ..Request::default()
    };
    let page = serde_json::json!({ "hash": "symbols=3&seed=7&shape=square" });
    let zip = Project { request, page }.to_zip().unwrap();
    std::fs::write(dir.path().join("p.zip"), &zip).unwrap();

    let out = fanodeck(&["render", "-q", "--project", "p.zip", "-o", "a.pdf"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let flags = ["render", "-q", "--icons", "icons", "--symbols", "3", "--seed", "7"];
    let out = fanodeck(&[&flags[..], &["--shape", "square", "-o", "b.pdf"]].concat(), dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let (a, b) = (dir.path().join("a.pdf"), dir.path().join("b.pdf"));
    assert!(std::fs::read(a).unwrap() == std::fs::read(b).unwrap(), "the project's deck differs");

    // Deck flags beside a project would be ignored: refused instead.
    let out = fanodeck(&["render", "--project", "p.zip", "--symbols", "6"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot be used with"), "{}", stderr(&out));

    // A file that is no project.
    std::fs::write(dir.path().join("photo.zip"), b"not a zip").unwrap();
    let out = fanodeck(&["render", "--project", "photo.zip"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("project 'photo.zip': this is not a fanodeck project"), "{err}");
}

/// The fuzzer's seed (`fuzz/seeds/project/`) is a small project the library made and opens
/// again; `FANODECK_WRITE_SEEDS=1 cargo test fuzz_seed` makes it anew.
#[test]
fn the_fuzz_seed_is_a_small_project_the_library_opens() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/project/small.zip");
    if std::env::var_os("FANODECK_WRITE_SEEDS").is_some() {
        let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c33"/></svg>"##;
        let mut png = Vec::new();
        let dot = image::RgbaImage::from_pixel(4, 4, image::Rgba([20, 90, 200, 255]));
        dot.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
        let file = |name: &str, bytes: &[u8]| File {
            name: name.into(),
            bytes: bytes.to_vec(),
            prepared: None,
        };
        let request = Request {
            symbols: 3,
            pictures: vec![file("sun.svg", svg), file("dot.png", &png)],
            words: Some("cat\ndog\nhat\ncup\nkey\n".into()),
            back: Some(file("back.svg", svg)),
            ..Request::default()
        };
        let zip = Project { request, page: serde_json::json!({ "hash": "symbols=3" }) };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, zip.to_zip().unwrap()).unwrap();
    }
    let seed = std::fs::read(&path).expect("fuzz/seeds/project/small.zip is part of the tree");
    assert!(seed.len() < 4096, "{} bytes: a seed should be small", seed.len());
    let project = Project::from_zip("small.zip", &seed).unwrap();
    assert_eq!(project.request.pictures.len(), 2);
    assert!(project.request.back.is_some());
}
