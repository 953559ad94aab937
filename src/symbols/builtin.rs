//! The bundled icons (Noto Emoji, Apache-2.0; see icons/LICENSE), embedded by build.rs.
//!
//! Their names come from icons/default-icons.tsv ("ice cream" for 025-ice-cream.svg): the
//! legend shows them to children, so they are words, not file stems.
//!
//! Each icon is parsed the first time a deck uses it and kept for the life of the process,
//! together with its mask cache, so a second deck (or the benchmarks) pays nothing.

use std::sync::{Arc, OnceLock};

use rayon::prelude::*;

use super::{Symbol, SymbolKind, svg};
use crate::error::{Error, Result};

include!(concat!(env!("OUT_DIR"), "/builtin_icons.rs"));

/// Parsed icons (or why one could not be parsed), by index.
static PARSED: [OnceLock<std::result::Result<Symbol, String>>; COUNT] =
    [const { OnceLock::new() }; COUNT];

/// The first `needed` icons (`needed <= COUNT`), parsed in parallel on first use.
pub(crate) fn load(needed: usize) -> Result<Vec<Symbol>> {
    (0..needed.min(COUNT)).into_par_iter().map(icon).collect()
}

fn icon(index: usize) -> Result<Symbol> {
    let (file, name, data) = BUILTIN_ICONS[index];
    let parsed = PARSED[index].get_or_init(|| {
        // No folder: a bundled icon may not link to any file.
        let parsed = svg::parse(data, file, None)?;
        // The bundled icons have no text or links (a test checks), so this stays silent.
        for warning in &parsed.warnings {
            log::warn!("{warning}");
        }
        let kind = SymbolKind::Vector(Arc::new(parsed.tree));
        Ok(Symbol::new(name, format!("builtin:{file}"), kind))
    });
    parsed
        .clone()
        .map_err(|reason| Error::BadSymbol { path: format!("builtin:{file}").into(), reason })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icons_are_in_file_name_order() {
        const { assert!(COUNT >= 57) };
        assert!(BUILTIN_ICONS.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(BUILTIN_ICONS[0].0, "001-dog.svg");
    }

    #[test]
    fn every_bundled_icon_parses_without_warnings() {
        for (file, _, data) in BUILTIN_ICONS {
            let parsed = svg::parse(data, file, None).unwrap();
            assert!(parsed.warnings.is_empty(), "{file}: {:?}", parsed.warnings);
        }
    }

    #[test]
    fn loading_twice_shares_the_parsed_icon() {
        let a = load(2).unwrap();
        let b = load(2).unwrap();
        assert_eq!(a[0].name, "dog");
        assert_eq!(a[0].source, "builtin:001-dog.svg");
        match (&a[1].kind, &b[1].kind) {
            (SymbolKind::Vector(x), SymbolKind::Vector(y)) => assert!(Arc::ptr_eq(x, y)),
            _ => panic!("bundled icons are vector"),
        }
    }
}
