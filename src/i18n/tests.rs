use super::*;

#[test]
fn numbers_follow_the_language() {
    assert_eq!(Language::En.number(92.3), "92.3");
    assert_eq!(Language::Fr.number(92.3), "92,3");
    assert_eq!(Language::Fr.number(23000.0), "23\u{202f}000");
    assert_eq!(Language::De.number(-1234.5), "-1.234,5");
    assert_eq!(Language::Es.number(1000.0), "1000");
    assert_eq!(Language::Es.number(10000.0), "10.000");
    assert_eq!(Language::He.number(23000.0), "23,000");
    assert_eq!(Language::En.number(23000.0), "23000");
}

#[test]
fn a_tag_names_a_language() {
    assert_eq!(Language::from_tag("fr-CA"), Some(Language::Fr));
    assert_eq!(Language::from_tag("de_DE.UTF-8"), Some(Language::De));
    assert_eq!(Language::from_tag("iw"), None);
    assert_eq!("he".parse::<Language>().unwrap(), Language::He);
    let refused = "klingon".parse::<Language>().unwrap_err().to_string();
    assert!(refused.contains("'klingon'"), "{refused}");
}

#[test]
fn every_language_says_every_engine_message() {
    let english = ids(Language::En);
    let title = crate::i18n::text!("legend-title", symbols = 7, cards = 7, perCard = 3);
    for language in Language::ALL {
        assert_eq!(ids(language), english, "{language}: the catalogue's ids differ from English");
        // Parsed (each on first use) and said with no error.
        assert!(language.say(&title).contains('7'), "{language}");
    }
}

fn ids(language: Language) -> Vec<String> {
    let source = CATALOGUES[language as usize].1;
    let mut ids: Vec<String> = source
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()) && l.contains(" ="))
        .map(|l| l.split(" =").next().unwrap_or_default().to_string())
        .collect();
    ids.sort();
    ids
}

#[test]
fn arguments_are_said_in_the_same_language() {
    let inner = crate::i18n::text!("expected-language");
    let text = crate::i18n::text!("invalid-option", name = "language", value = "x", reason = inner);
    let english = text.to_string();
    assert!(english.contains("'x'"), "{english}");
    let json = serde_json::to_string(&text).unwrap();
    assert!(json.contains(r#""reason":{"id":"expected-language""#), "{json}");
}

#[test]
fn a_text_reads_back_from_its_json() {
    let inner = crate::i18n::text!("faint-picture", percent = 0.05);
    let text = crate::i18n::text!("warning-icon", file = "a.png", warning = inner);
    let json = serde_json::to_string(&text).unwrap();
    let back: Text = serde_json::from_str(&json).unwrap();
    assert_eq!(back.to_string(), text.to_string());
    assert_eq!(
        text.to_string(),
        "icon 'a.png': only 0.05 % of the picture is visible; it may be hard to spot"
    );
    // Only the catalogues' ids and arguments.
    assert!(serde_json::from_str::<Text>(r#"{"id": "no-such-id"}"#).is_err());
    assert!(
        serde_json::from_str::<Text>(r#"{"id": "warning-icon", "args": {"nope": 1}}"#).is_err()
    );
}

#[test]
fn numbers_keep_the_decimals_a_message_asks_for() {
    let faint = |percent: f64| crate::i18n::text!("faint-picture", percent = percent).to_string();
    assert!(faint(0.0).starts_with("only 0.00 % "), "{}", faint(0.0));
    assert!(faint(0.1).starts_with("only 0.10 % "), "{}", faint(0.1));
    let french = Language::Fr.say(&crate::i18n::text!("faint-picture", percent = 0.1));
    assert!(french.contains("0,10"), "{french}");
}
