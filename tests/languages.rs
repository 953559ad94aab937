//! The words a deck prints follow the language asked for; a deck that prints none of its own
//! is the same in every language, so that the page (in any language) and the CLI agree.

use crate::run::{fanodeck, stderr};
use fanodeck::{Language, Request, generate};

fn pdf(request: &Request) -> Vec<u8> {
    generate(&request.to_options().unwrap()).unwrap().pdf
}

#[test]
fn a_deck_without_words_of_its_own_is_the_same_in_every_language() {
    let english = pdf(&Request { symbols: 3, ..Request::default() });
    for language in Language::ALL {
        let request = Request { symbols: 3, language, ..Request::default() };
        assert!(pdf(&request) == english, "{language}: the deck changed with the language");
    }
}

#[test]
fn the_legend_prints_its_title_in_the_language() {
    let legend =
        |language| pdf(&Request { symbols: 3, legend: true, language, ..Request::default() });
    let english = legend(Language::En);
    let mut seen = vec![english.clone()];
    for language in [Language::Fr, Language::De, Language::Es, Language::He] {
        let said = legend(language);
        assert!(!seen.contains(&said), "{language}: the legend's title is another language's");
        seen.push(said);
    }
    // The same title, said in French from the catalogue.
    let title = fanodeck::text!("legend-title", symbols = 7, cards = 7, perCard = 3);
    let french = Language::Fr.say(&title);
    assert_ne!(french, Language::En.say(&title), "the French catalogue is English");
    assert!(french.contains('7'), "{french}");
}

#[test]
fn the_cli_prints_a_french_legend_and_a_hebrew_duplex_sheet() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["render", "-q", "--symbols", "3", "--legend", "--language", "fr", "-o", "fr.pdf"][..],
        &["duplex-test", "--language", "he", "-o", "he.pdf"],
    ] {
        let out = fanodeck(args, dir.path());
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    }
    let english = pdf(&Request { symbols: 3, legend: true, ..Request::default() });
    let french = std::fs::read(dir.path().join("fr.pdf")).unwrap();
    assert!(french != english, "--language fr printed the English legend");
    let out = fanodeck(&["render", "--language", "klingon"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("'klingon'"), "{}", stderr(&out));
}
