//! Resources built into the binary, so that examples work from any folder: card backs and
//! words lists, named `builtin:NAME` wherever a file is accepted (`--back builtin:stars`,
//! `--words builtin:en-early`), as the manifest names bundled icons `builtin:FILE`.

use crate::error::{Error, Result};
use crate::symbols::NamedBytes;

/// One built-in resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Builtin {
    /// What follows `builtin:`.
    pub name: &'static str,
    /// One line saying what it is.
    pub description: &'static str,
    /// Its file name (the extension tells the format).
    pub file: &'static str,
    /// The file.
    pub bytes: &'static [u8],
}

/// The card backs.
pub const BACKS: &[Builtin] = &[
    Builtin {
        name: "fano",
        description: "the Fano plane (7 points, 7 lines) in white on deep blue",
        file: "back-fano.svg",
        bytes: include_bytes!("../assets/back-fano.svg"),
    },
    Builtin {
        name: "stars",
        description: "gold stars on night blue",
        file: "back-stars.svg",
        bytes: include_bytes!("../assets/back-stars.svg"),
    },
    Builtin {
        name: "rings",
        description: "teal and cream rings",
        file: "back-rings.svg",
        bytes: include_bytes!("../assets/back-rings.svg"),
    },
];

/// The words lists.
pub const WORDS: &[Builtin] = &[
    Builtin {
        name: "en-early",
        description: "57 short English words for early readers (sun, cat, kite…)",
        file: "words-en-early.txt",
        bytes: include_bytes!("../assets/words-en-early.txt"),
    },
    Builtin {
        name: "en-animals",
        description: "58 English animal names (ant, bear, zebra…)",
        file: "words-en-animals.txt",
        bytes: include_bytes!("../assets/words-en-animals.txt"),
    },
];

/// The picture–word pairs lists (`--pairs builtin:NAME`).
pub const PAIRS: &[Builtin] = &[Builtin {
    name: "animals-es",
    description: "57 bundled animal icons, each paired with its Spanish name (dog = perro…)",
    file: "pairs-en-es-animals.txt",
    bytes: include_bytes!("../assets/pairs-en-es-animals.txt"),
}];

/// The resource `name` of `list` (`kind` names the list in the error), as a file's bytes
/// named `builtin:FILE`.
pub fn find(list: &[Builtin], kind: &'static str, name: &str) -> Result<NamedBytes> {
    let found = list.iter().find(|b| b.name == name || b.file == name);
    let Some(builtin) = found else {
        let names: Vec<&str> = list.iter().map(|b| b.name).collect();
        let reason = crate::i18n::text!("no-such-builtin", names = names.join(", "));
        return Err(Error::invalid(kind, format!("builtin:{name}"), reason));
    };
    Ok(NamedBytes::new(format!("builtin:{}", builtin.file), builtin.bytes.to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_are_found_by_name_or_file_and_refused_by_name() {
        assert_eq!(find(BACKS, "back", "stars").unwrap().name, "builtin:back-stars.svg");
        assert_eq!(
            find(WORDS, "words", "words-en-early.txt").unwrap().bytes.len(),
            WORDS[0].bytes.len()
        );
        let err = find(BACKS, "back", "moon").unwrap_err().to_string();
        assert_eq!(
            err,
            "invalid back 'builtin:moon': no such built-in (there are fano, stars, rings)"
        );
    }

    #[test]
    fn every_builtin_back_and_words_list_loads() {
        for back in BACKS {
            let bytes = back.bytes.to_vec();
            let options = crate::SymbolOptions::default();
            crate::symbols::load_picture(back.file, bytes, &options).unwrap();
        }
        for words in WORDS {
            let symbols = crate::symbols::load_words(words.file, words.bytes, None).unwrap();
            assert!(symbols.len() >= 57, "{}: {}", words.name, symbols.len());
        }
    }
}
