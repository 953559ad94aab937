//! Picture–word pairs: a file of symbols with two faces each, `cat.png<TAB>cat`,
//! `icon:dog<TAB>perro`, `sun<TAB>soleil`. Each face is a picture file (named from the pairs
//! file's folder), a bundled icon or a word, and becomes a symbol of its own; the pair is one
//! symbol of the deck ([`Symbol::paired`]), shown by one face or the other
//! ([`crate::plane::split_faces`]).

use std::collections::BTreeMap;
use std::path::Path;

use super::text::{self, Words};
use super::{NamedBytes, Symbol, SymbolOptions, builtin};
use crate::error::{Error, Result};
use crate::i18n::Text;
use crate::i18n::text;

/// One face as the file gives it.
#[derive(Debug, Clone)]
enum Face {
    /// A bundled icon, by its index.
    Icon(usize),
    /// A picture file, by the name the line gives.
    Picture(String),
    /// A word or short phrase.
    Word(String),
}

/// A pairs file's lines: (line, first face, second face).
type Lines = Vec<(usize, Face, Face)>;

/// The deck's `needed` symbols from the pairs file `file`: its first `needed` lines, each a
/// symbol with two faces. Every line is checked first, so a bad one is reported even when
/// there are too few.
pub(crate) fn load(
    file: &NamedBytes,
    options: &SymbolOptions,
    symbols_per_card: usize,
    needed: usize,
    report: &(dyn Fn(&str) + Sync),
) -> Result<Vec<Symbol>> {
    let path = Path::new(&file.name);
    // A pairs deck is its pairs: other sources would be left out without a word.
    if options.icons.is_some() || options.words.is_some() || options.builtin.is_some() {
        return Err(Error::invalid("pairs", &file.name, text!("pairs-alone")));
    }
    let fonts = text::fonts_of(&options.fonts)?;
    let lines = read(path, &file.bytes, options, &fonts)?;
    if lines.len() < needed {
        return Err(Error::TooFewSymbols {
            symbols_per_card,
            needed,
            found: lines.len(),
            source_name: text!("source-file", file = &file.name),
            plural: false,
            what: "pairs",
        });
    }
    let lines = &lines[..needed];
    // The words of both faces, drawn together so that their colours differ as in a deck of
    // words; the pictures and icons one by one.
    let words: Vec<(usize, String)> = lines
        .iter()
        .flat_map(|(line, a, b)| [a, b].map(|f| (*line, f)))
        .filter_map(|(line, f)| match f {
            Face::Word(word) => Some((line, word.clone())),
            _ => None,
        })
        .collect();
    let words = Words::checked(path, fonts, options.palette, words);
    // A word that fails to draw is the pairs file's, at its line.
    let drawn = words.symbols(words.len(), 0).map_err(|e| match e {
        Error::BadWord { path, line, reason } => Error::BadPair { path, line, reason },
        other => other,
    })?;
    let mut drawn = drawn.into_iter();
    let mut face = |face: &Face| -> Result<Symbol> {
        match face {
            Face::Icon(index) => Ok(builtin::load_chosen(&[*index])?.remove(0)),
            Face::Picture(name) => picture(name, options, report),
            Face::Word(_) => Ok(drawn.next().expect("one drawing a word face")),
        }
    };
    // Pictures handed over that no pair names are not on the cards: say so.
    let named: Vec<&str> = lines
        .iter()
        .flat_map(|(_, a, b)| [a, b])
        .filter_map(|f| match f {
            Face::Picture(name) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let unused: Vec<&str> =
        options.pictures.iter().map(|p| p.name.as_str()).filter(|n| !named.contains(n)).collect();
    if !unused.is_empty() {
        crate::i18n::warn(text!("warning-pictures-unpaired", pictures = unused.join(", ")));
    }
    let mut symbols = Vec::with_capacity(needed);
    for (_, first, second) in lines {
        let first = face(first)?;
        symbols.push(Symbol::paired(first, face(second)?));
    }
    Ok(symbols)
}

/// A picture face: from the pairs file's folder, or among the pictures handed over.
fn picture(name: &str, options: &SymbolOptions, report: &(dyn Fn(&str) + Sync)) -> Result<Symbol> {
    report(name);
    match &options.pairs_dir {
        Some(dir) => super::load_file(&dir.join(name), options),
        None => {
            let given = options.pictures.iter().find(|p| p.name == name);
            let given = given.expect("read() checked that every picture is given");
            super::load_picture(name, given.bytes.as_ref().clone(), options)
        }
    }
}

/// The lines of a pairs file, each checked: two faces, every picture there, every word
/// drawable, no face twice.
fn read(path: &Path, bytes: &[u8], options: &SymbolOptions, fonts: &text::Fonts) -> Result<Lines> {
    let bad = |line: usize, reason: Text| Error::BadPair { path: path.to_path_buf(), line, reason };
    if bytes.len() as u64 > text::MAX_WORDS_BYTES {
        let reason = "larger than 1 MB, the limit for a pairs file";
        return Err(Error::io(path, std::io::Error::new(std::io::ErrorKind::FileTooLarge, reason)));
    }
    let text = super::utf8_text(bytes).map_err(|line| bad(line, text!("not-utf8")))?;
    let mut lines: Lines = Vec::new();
    // Each face in lower case -> the line it is first on.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        // Tabs separate the faces when there are any (a face may then hold a comma).
        let separator = if raw.contains('\t') { '\t' } else { ',' };
        if raw.matches(separator).count() > 1 {
            return Err(bad(line, text!("pair-more-than-two", line = raw.trim())));
        }
        let split = raw.split_once(separator);
        let Some((a, b)) = split.filter(|(a, b)| !a.trim().is_empty() && !b.trim().is_empty())
        else {
            return Err(bad(line, text!("pair-not-two", line = raw.trim())));
        };
        let mut faces = Vec::with_capacity(2);
        for written in [a, b] {
            let face = face(written.trim(), options).map_err(|reason| bad(line, reason))?;
            if let Face::Word(word) = &face
                && let Some(reason) = text::undrawable(fonts, word)?
            {
                return Err(bad(line, reason));
            }
            // The face itself: `icon:cat` and `icon:Cat.svg` are one picture.
            let key = match &face {
                Face::Icon(index) => format!("icon:{index}"),
                Face::Picture(name) => format!("file:{}", name.to_lowercase()),
                Face::Word(word) => format!("word:{}", word.to_lowercase()),
            };
            if let Some(first) = seen.insert(key, line) {
                let reason =
                    text!("pair-face-twice", face = written.trim(), first = first, second = line);
                return Err(bad(line, reason));
            }
            faces.push(face);
        }
        let second = faces.pop().expect("two faces");
        let first = faces.pop().expect("two faces");
        lines.push((line, first, second));
    }
    if lines.is_empty() {
        return Err(bad(1, text!("pairs-none")));
    }
    Ok(lines)
}

/// What one face is: `icon:NAME`, a file with a picture's extension, else a word.
fn face(written: &str, options: &SymbolOptions) -> std::result::Result<Face, Text> {
    if let Some(name) = written.strip_prefix("icon:") {
        return builtin::chosen(&[name.to_string()])
            .map(|found| Face::Icon(found[0]))
            .map_err(|_| text!("pair-no-such-icon", name = name));
    }
    if !super::is_picture_file(Path::new(written)) {
        let word = text::normalise(written);
        if word.chars().count() > text::MAX_WORD_CHARS {
            return Err(text!("pair-word-too-long", word = word, most = text::MAX_WORD_CHARS));
        }
        return Ok(Face::Word(word));
    }
    let there = match &options.pairs_dir {
        Some(dir) => dir.join(written).is_file(),
        None => options.pictures.iter().any(|p| p.name == written),
    };
    if !there {
        return Err(match &options.pairs_dir {
            Some(dir) if dir.as_os_str().is_empty() || dir == Path::new(".") => {
                text!("pair-no-picture-in-folder", name = written)
            }
            Some(dir) => text!("pair-no-picture-in", name = written, folder = dir),
            None => text!("pair-no-picture-given", name = written),
        });
    }
    Ok(Face::Picture(written.to_string()))
}
