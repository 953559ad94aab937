//! Picture–word pairs (issue 25): symbols with two faces, from the pairs file to the manifest,
//! the legend, `cards` and `play`, checked from what each writes.

use std::path::Path;

use fanodeck::Request;
use fanodeck::render::manifest::Manifest;

use crate::run::{fanodeck, stderr, stdout};

fn pairs_deck(pairs: &str, symbols: u32, dir: Option<&Path>) -> fanodeck::Result<fanodeck::Output> {
    let request = Request {
        symbols,
        pairs: Some(pairs.to_string()),
        pairs_dir: dir.map(Path::to_path_buf),
        ..Request::default()
    };
    fanodeck::generate(&request.to_options()?)
}

/// Every two cards share exactly one symbol, each symbol shows each face on half its cards and
/// each card about as many first faces as second ones (each within one).
fn check_faces(manifest: &Manifest) {
    let cards: Vec<Vec<(u32, u8)>> = manifest
        .cards
        .iter()
        .map(|c| c.symbols.iter().map(|p| (p.symbol.0, p.face.expect("a face"))).collect())
        .collect();
    for (i, a) in cards.iter().enumerate() {
        for b in &cards[i + 1..] {
            let shared = a.iter().filter(|(s, _)| b.iter().any(|(t, _)| t == s)).count();
            assert_eq!(shared, 1, "{a:?} and {b:?}");
        }
        let firsts = a.iter().filter(|(_, f)| *f == 0).count();
        assert!(firsts.abs_diff(a.len() - firsts) <= 1, "card {i}: {a:?}");
    }
    for symbol in &manifest.symbols {
        assert_eq!(symbol.faces.len(), 2, "{}", symbol.name);
        let shown: Vec<u8> =
            cards.iter().flatten().filter(|(s, _)| *s == symbol.id).map(|p| p.1).collect();
        let firsts = shown.iter().filter(|&&f| f == 0).count();
        assert!(firsts.abs_diff(shown.len() - firsts) <= 1, "{}: {shown:?}", symbol.name);
    }
}

#[test]
fn a_pairs_deck_shows_each_symbol_as_either_face_and_still_matches() {
    let pairs = "sun, soleil\nmoon\tlune\nicon:dog, chien\nicon:cat, chat\nstar, étoile\ntree, arbre\nicon:fish, poisson\n";
    let output = pairs_deck(pairs, 3, None).unwrap();
    check_faces(&output.manifest);
    let dog = &output.manifest.symbols[2];
    assert_eq!(dog.name, "dog / chien");
    assert_eq!(
        (dog.faces[0].source.as_str(), dog.faces[1].source.as_str()),
        ("builtin:001-dog.svg", "text:chien")
    );
    // Each face is drawn as a picture of its own: the sheets hold 14 pictures for 7 symbols.
    assert_eq!(output.symbols.len(), 14);
    assert_eq!(output.makeup().mixed(), None);
    // The same inputs give the same bytes.
    assert_eq!(output.pdf, pairs_deck(pairs, 3, None).unwrap().pdf);
}

#[test]
fn the_built_in_pairs_balance_for_every_deck_size() {
    // q = 2, 3, 4, 5 and 7 (8 a card needs 57 pairs, as many as the list has), full and cut.
    for (symbols, cards) in [(3, None), (4, None), (5, Some(12)), (6, None), (8, Some(20))] {
        let request = Request {
            symbols,
            cards,
            pairs_file: Some(
                fanodeck::assets::find(fanodeck::assets::PAIRS, "pairs", "animals-es").unwrap(),
            ),
            ..Request::default()
        };
        let output = fanodeck::generate(&request.to_options().unwrap()).unwrap();
        check_faces(&output.manifest);
    }
}

#[test]
fn pairs_files_from_the_cli_name_their_mistakes_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    let run = |pairs: &str| {
        write("pairs.txt", pairs);
        let out =
            fanodeck(&["render", "-n", "3", "--pairs", "pairs.txt", "-o", "deck.pdf"], dir.path());
        assert!(!dir.path().join("deck.pdf").exists(), "nothing is written: {}", stderr(&out));
        (out.status.code(), stderr(&out))
    };
    let seven = "a, b\nc, d\ne, f\ng, h\ni, j\nk, l\n";
    let (code, err) = run(&format!("{seven}m\n"));
    assert_eq!(code, Some(2));
    assert!(err.contains("pairs file 'pairs.txt' line 7: 'm' is not two faces"), "{err}");
    let (_, err) = run(&format!("{seven}cat.png, cat\n"));
    assert!(
        err.contains("line 7: there is no picture 'cat.png' in the pairs file's folder"),
        "{err}"
    );
    let (_, err) = run(&format!("{seven}A, z\n"));
    assert!(err.contains("line 7: 'A' is used twice (lines 1 and 7)"), "{err}");
    let (_, err) = run(&format!("icon:cat, x\n{seven}icon: CAT, y\n"));
    assert!(err.contains("line 8: 'icon: CAT' is used twice (lines 1 and 8)"), "{err}");
    let (_, err) = run(&format!("{seven}cat\tgato\tchat\n"));
    assert!(err.contains("line 7: 'cat\tgato\tchat' has more than two faces"), "{err}");
    let (_, err) = run(&format!("{seven}icon:dragonfly, x\n"));
    assert!(err.contains("line 7: no bundled icon is called 'dragonfly'"), "{err}");
    let (_, err) = run(&format!("{seven}ไก่, x\n"));
    assert!(
        err.contains(
            "line 7: no font can draw 'ไก่': it has U+0E44 THAI CHARACTER SARA AI MAIMALAI"
        ),
        "{err}"
    );
    let (_, err) = run("a, b\n");
    assert!(err.contains("3 symbols per card needs 7 different pairs, 'pairs.txt' has 1"), "{err}");
    write("font.ttf", "not a font");
    write("pairs.txt", &format!("{seven}y, z\n"));
    let out = fanodeck(
        &["render", "-n", "3", "--pairs", "pairs.txt", "--font", "font.ttf", "-o", "deck.pdf"],
        dir.path(),
    );
    assert!(
        stderr(&out).contains("font 'font.ttf': not a TrueType or OpenType font"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_picture_face_comes_from_the_pairs_files_folder_and_cards_lists_the_face_each_card_shows() {
    let dir = tempfile::tempdir().unwrap();
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c33"/></svg>"##;
    std::fs::create_dir(dir.path().join("deck")).unwrap();
    std::fs::write(dir.path().join("deck/ball.svg"), svg).unwrap();
    let pairs = "ball.svg, ball\nicon:dog, dog word\nicon:cat, cat word\nsun, sol\nmoon, luna\nstar, estrella\ntree, árbol\n";
    std::fs::write(dir.path().join("deck/pairs.txt"), pairs).unwrap();
    let out = fanodeck(
        &[
            "render",
            "-n",
            "3",
            "--pairs",
            "deck/pairs.txt",
            "-o",
            "deck.pdf",
            "--manifest",
            "deck.json",
            "--legend",
        ],
        dir.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let manifest: Manifest =
        serde_json::from_slice(&std::fs::read(dir.path().join("deck.json")).unwrap()).unwrap();
    check_faces(&manifest);
    assert_eq!(manifest.symbols[0].faces[0].source, "deck/ball.svg");
    let verify = fanodeck(&["verify", "deck.json"], dir.path());
    assert!(verify.status.success(), "{}", stderr(&verify));

    // `cards` shows the face each card shows.
    let cards = fanodeck(&["cards", "-n", "3", "--pairs", "deck/pairs.txt"], dir.path());
    let listed = stdout(&cards);
    for (card, placements) in listed.lines().zip(&manifest.cards) {
        let names: Vec<&str> = placements
            .symbols
            .iter()
            .map(|p| {
                manifest.symbols[p.symbol.0 as usize].faces[usize::from(p.face.unwrap())]
                    .name
                    .as_str()
            })
            .collect();
        assert!(card.ends_with(&names.join(", ")), "{card} vs {names:?}");
    }
    assert!(listed.contains("ball") && listed.contains("sol"), "{listed}");
}
