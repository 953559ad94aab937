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
static PARSED: [OnceLock<std::result::Result<Symbol, super::Refusal>>; COUNT] =
    [const { OnceLock::new() }; COUNT];

/// One bundled icon, as a front end lists it for choosing (e.g. a grid by theme).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BundledIcon {
    /// The file name in `icons/` (`001-dog.svg`); the manifest's source is `builtin:FILE`.
    pub file: &'static str,
    /// The name shown on the legend and accepted when choosing icons ("ice cream").
    pub name: &'static str,
    /// The first word of its Unicode group in lower case: animals, food, travel, activities,
    /// objects, people, smileys.
    pub theme: &'static str,
    /// The SVG file itself.
    pub svg: &'static [u8],
}

/// Every bundled icon, in file order (the order decks use them in).
pub fn bundled_icons() -> impl ExactSizeIterator<Item = BundledIcon> {
    BUILTIN_ICONS.iter().map(|&(file, name, theme, svg)| BundledIcon { file, name, theme, svg })
}

/// The themes of the bundled icons, in the order their first icon comes.
pub fn themes() -> Vec<&'static str> {
    let mut themes: Vec<&str> = Vec::new();
    for (_, _, theme, _) in BUILTIN_ICONS.iter() {
        if !themes.contains(theme) {
            themes.push(theme);
        }
    }
    themes
}

/// Names of bundled icons: those of `themes` (all when `None`) in file order, or the `only`
/// ones in the order given (those of `themes` among them), less the `excluded`. A name or
/// theme that does not exist is an error that quotes it.
pub fn select_icons(
    themes: Option<&[String]>,
    only: Option<&[String]>,
    excluded: &[String],
) -> Result<Vec<String>> {
    let known = self::themes();
    let themes: Option<Vec<String>> = themes.map(|list| {
        list.iter().map(|t| t.trim().to_lowercase()).filter(|t| !t.is_empty()).collect()
    });
    if let Some(unknown) = themes.iter().flatten().find(|t| !known.contains(&t.as_str())) {
        let reason = crate::i18n::text!("no-such-theme", themes = known.join(", "));
        return Err(Error::invalid("theme", unknown.clone(), reason));
    }
    let in_theme =
        |i: usize| themes.as_ref().is_none_or(|t| t.iter().any(|t| t == BUILTIN_ICONS[i].2));
    let indices: Vec<usize> = match only {
        Some(names) => chosen(names)?.into_iter().filter(|&i| in_theme(i)).collect(),
        None => (0..COUNT).filter(|&i| in_theme(i)).collect(),
    };
    let excluded = chosen(excluded)?;
    Ok(indices
        .into_iter()
        .filter(|i| !excluded.contains(i))
        .map(|i| BUILTIN_ICONS[i].1.to_string())
        .collect())
}

/// The first `needed` icons (`needed <= COUNT`), parsed in parallel on first use.
pub(crate) fn load(needed: usize) -> Result<Vec<Symbol>> {
    (0..needed.min(COUNT)).into_par_iter().map(icon).collect()
}

/// The icons named in `names` (their names or file names, any case), in the order given;
/// an unknown or repeated name is an error that quotes it.
pub(crate) fn chosen(names: &[String]) -> Result<Vec<usize>> {
    let mut indices = Vec::with_capacity(names.len());
    for name in names {
        let wanted = name.trim().to_lowercase();
        let found = BUILTIN_ICONS.iter().position(|(file, shown, _, _)| {
            shown.to_lowercase() == wanted
                || file.to_lowercase() == wanted
                || file.trim_end_matches(".svg") == wanted
        });
        let bad = |reason| Error::invalid("icon", name.clone(), reason);
        let index = found.ok_or_else(|| bad(crate::i18n::text!("no-such-icon")))?;
        if indices.contains(&index) {
            return Err(bad(crate::i18n::text!("icon-chosen-twice")));
        }
        indices.push(index);
    }
    Ok(indices)
}

/// Icon `index`'s source (`builtin:FILE`, as its symbol names it) and name.
pub(crate) fn source_and_name(index: usize) -> (String, String) {
    let (file, name, _, _) = BUILTIN_ICONS[index];
    (format!("builtin:{file}"), name.to_string())
}

/// The icons at `indices`, parsed in parallel on first use.
pub(crate) fn load_chosen(indices: &[usize]) -> Result<Vec<Symbol>> {
    indices.par_iter().map(|&i| icon(i)).collect()
}

fn icon(index: usize) -> Result<Symbol> {
    let (file, name, _, data) = BUILTIN_ICONS[index];
    let parsed = PARSED[index].get_or_init(|| {
        // No folder: a bundled icon may not link to any file.
        let parsed = svg::parse(data, file, None, &super::svg_text::SvgFonts::bundled())?;
        // The bundled icons have no text or links (a test checks), so this stays silent.
        for warning in &parsed.warnings {
            crate::i18n::warn(warning.clone());
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
        for (file, _, _, data) in BUILTIN_ICONS {
            let parsed =
                svg::parse(data, file, None, &crate::symbols::svg_text::SvgFonts::bundled())
                    .unwrap();
            assert!(parsed.warnings.is_empty(), "{file}: {:?}", parsed.warnings);
        }
    }

    #[test]
    fn icons_are_chosen_by_name_and_have_themes() {
        let names = ["Ice Cream", "001-dog.svg", "cat"].map(String::from);
        let indices = chosen(&names).unwrap();
        let icons = load_chosen(&indices).unwrap();
        let shown: Vec<&str> = icons.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(shown, ["ice cream", "dog", "cat"]);
        let err = chosen(&["no such thing".to_string()]).unwrap_err().to_string();
        assert_eq!(err, "invalid icon 'no such thing': no bundled icon has that name");
        let err = chosen(&["dog".to_string(), "DOG".to_string()]).unwrap_err().to_string();
        assert!(err.contains("'DOG': it is chosen twice"), "{err}");
        let themes: std::collections::BTreeSet<&str> = bundled_icons().map(|i| i.theme).collect();
        let expected = ["activities", "animals", "food", "objects", "people", "smileys", "travel"];
        assert_eq!(themes.into_iter().collect::<Vec<_>>(), expected);
    }

    #[test]
    fn icons_are_selected_by_theme_name_and_exclusion() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let animals = select_icons(Some(&names(&["Animals"])), None, &[]).unwrap();
        assert_eq!(animals.len(), 89);
        assert_eq!(animals[..2], ["dog", "cat"]);
        let some =
            select_icons(Some(&names(&["food", "animals"])), None, &names(&["dog"])).unwrap();
        assert_eq!(some.len(), 89 + 57 - 1);
        assert!(!some.contains(&"dog".to_string()));
        let only = select_icons(None, Some(&names(&["cat", "apple"])), &[]).unwrap();
        assert_eq!(only, ["cat", "apple"]);
        let err = select_icons(Some(&names(&["dinosaurs"])), None, &[]).unwrap_err().to_string();
        assert!(
            err.starts_with("invalid theme 'dinosaurs': no such theme (the themes are animals"),
            "{err}"
        );
        let err = select_icons(None, None, &names(&["dragonfly pie"])).unwrap_err().to_string();
        assert!(err.contains("'dragonfly pie'"), "{err}");
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
