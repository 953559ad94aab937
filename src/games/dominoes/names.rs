//! Reading a names file and a synonyms file, both of which may come from the internet: sizes
//! are bounded, every odd byte gives a message that names the file, and nothing panics.

use std::collections::BTreeSet;

use crate::error::{Error, Result};
use crate::i18n::Text;
use crate::i18n::text;
use crate::symbols::NamedBytes;

/// The largest names or synonyms file: the comic's 270 names take 4 KB.
pub const MAX_NAMES_BYTES: u64 = 1024 * 1024;

/// The most names a file may hold: the board has a few hundred cells, and the match table
/// grows with the square of the names.
pub const MAX_NAMES: usize = 2000;

/// The longest name, in characters: a tile's half is a few centimetres wide.
pub const MAX_NAME_CHARS: usize = 60;

/// One name as written (tidied: control characters dropped, runs of spaces made one) and its
/// words, upper-cased.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    /// The name as the file spells it, tidied.
    pub text: String,
    /// Its words, upper-cased: "Frank Lloyd Wright" is `["FRANK", "LLOYD", "WRIGHT"]`.
    pub words: Vec<String>,
}

/// Groups of halves that count as a match (`COOK=COOKE=COOKIE`), upper-cased. A half may be
/// in several groups; matching is not transitive across groups (`SAFIRE=GARNET` and
/// `GARNET=RUBY` do not make SAFIRE match RUBY), as the comic's list means it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Synonyms {
    /// Each group's members, sorted and without repeats; groups of one are dropped.
    pub groups: Vec<BTreeSet<String>>,
}

impl Synonyms {
    /// `a` and `b` are members of one group.
    pub fn same_group(&self, a: &str, b: &str) -> bool {
        self.groups.iter().any(|g| g.contains(a) && g.contains(b))
    }
}

/// The text of a names or synonyms file: within the size limit and UTF-8, a leading byte
/// order mark dropped.
fn text_of<'a>(file: &'a NamedBytes, what: &'static str) -> Result<&'a str> {
    let bad = |reason: Text| Error::NamesFile { what, path: file.name.clone().into(), reason };
    if file.bytes.len() as u64 > MAX_NAMES_BYTES {
        let (bytes, megabytes) = (file.bytes.len(), MAX_NAMES_BYTES >> 20);
        return Err(bad(match what {
            "synonyms" => text!("synonyms-file-too-large", bytes = bytes, megabytes = megabytes),
            _ => text!("names-file-too-large", bytes = bytes, megabytes = megabytes),
        }));
    }
    crate::symbols::utf8_text(&file.bytes).map_err(|line| bad(text!("line-not-utf8", line = line)))
}

/// `text` without control characters, its white space runs made one space, trimmed.
fn tidy(text: &str) -> String {
    let kept: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The names of a names file: separated by commas or new lines, blank entries skipped. A
/// name listed twice gives two tiles, as a list of people may hold two of one name.
pub fn read_names(file: &NamedBytes) -> Result<Vec<Name>> {
    let text = text_of(file, "names")?;
    let bad =
        |reason: Text| Error::NamesFile { what: "names", path: file.name.clone().into(), reason };
    let mut names = Vec::new();
    for (i, line) in text.lines().enumerate() {
        for entry in line.split(',') {
            let name = tidy(entry);
            if name.is_empty() {
                continue;
            }
            let chars = name.chars().count();
            if chars > MAX_NAME_CHARS {
                let start: String = name.chars().take(20).collect();
                return Err(bad(text!(
                    "name-too-long",
                    line = i + 1,
                    start = start,
                    chars = chars,
                    most = MAX_NAME_CHARS
                )));
            }
            if names.len() == MAX_NAMES {
                return Err(bad(text!("names-too-many", most = MAX_NAMES)));
            }
            let words = name.split(' ').map(str::to_uppercase).collect();
            names.push(Name { text: name, words });
        }
    }
    if names.is_empty() {
        return Err(bad(text!("names-empty")));
    }
    Ok(names)
}

/// The groups of a synonyms file: one group a line (or several separated by commas), members
/// joined by `=`; blank lines and lines starting with `#` are skipped.
pub fn read_synonyms(file: &NamedBytes) -> Result<Synonyms> {
    let text = text_of(file, "synonyms")?;
    let bad = |reason: Text| Error::NamesFile {
        what: "synonyms",
        path: file.name.clone().into(),
        reason,
    };
    let mut groups = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        for entry in line.split(',') {
            if !entry.contains('=') {
                if !tidy(entry).is_empty() {
                    let shown: String = tidy(entry).chars().take(30).collect();
                    return Err(bad(text!("synonyms-not-a-group", line = i + 1, entry = shown)));
                }
                continue;
            }
            let group: BTreeSet<String> = entry
                .split('=')
                .map(|member| tidy(member).to_uppercase())
                .filter(|member| !member.is_empty())
                .collect();
            if let Some(long) = group.iter().find(|m| m.chars().count() > MAX_NAME_CHARS) {
                let start: String = long.chars().take(20).collect();
                return Err(bad(text!(
                    "synonym-too-long",
                    line = i + 1,
                    start = start,
                    most = MAX_NAME_CHARS
                )));
            }
            if group.len() > 1 {
                groups.push(group);
            }
        }
    }
    Ok(Synonyms { groups })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &[u8]) -> NamedBytes {
        NamedBytes::new("names.txt", text.to_vec())
    }

    #[test]
    fn names_split_on_commas_and_lines_and_are_upper_cased() {
        let names =
            read_names(&file(b"Tim Cook, Frank  Lloyd Wright\n\n  Prince ,,\r\nBj\xc3\xb6rk\t"))
                .unwrap();
        let words: Vec<Vec<&str>> =
            names.iter().map(|n| n.words.iter().map(String::as_str).collect()).collect();
        assert_eq!(
            words,
            vec![
                vec!["TIM", "COOK"],
                vec!["FRANK", "LLOYD", "WRIGHT"],
                vec!["PRINCE"],
                vec!["BJÖRK"]
            ]
        );
        assert_eq!(names[1].text, "Frank Lloyd Wright");
    }

    #[test]
    fn odd_names_files_give_errors_that_name_the_file() {
        let err = read_names(&file(b"")).unwrap_err().to_string();
        assert!(err.starts_with("names file 'names.txt': no names"), "{err}");
        let err = read_names(&file(b"Tim\n\xff\xfe Cook")).unwrap_err().to_string();
        assert!(err.contains("line 2 is not UTF-8"), "{err}");
        let long = format!("Ann {}", "x".repeat(100));
        let err = read_names(&file(long.as_bytes())).unwrap_err().to_string();
        assert!(err.contains("line 1: the name 'Ann xxxx"), "{err}");
        let many = "A B\n".repeat(MAX_NAMES + 1);
        let err = read_names(&file(many.as_bytes())).unwrap_err().to_string();
        assert!(err.contains("more than 2000 names"), "{err}");
        let huge = vec![b'a'; MAX_NAMES_BYTES as usize + 1];
        let err = read_names(&file(&huge)).unwrap_err().to_string();
        assert!(err.contains("at most 1 MB"), "{err}");
        // Control characters vanish; a name of nothing but them is no name.
        let names = read_names(&file(b"\x07\x1b[31m Ann\x00Lee\n\x01")).unwrap();
        assert_eq!(names.len(), 1);
        assert_eq!(names[0].words, ["[31M", "ANN", "LEE"]);
    }

    #[test]
    fn synonym_groups_are_read_and_checked() {
        let s =
            read_synonyms(&file(b"# comment\nAmy=Aimee, cook=COOKE=\n\nX=X\nGARNET=RUBY")).unwrap();
        assert_eq!(s.groups.len(), 3);
        assert!(s.same_group("AMY", "AIMEE") && s.same_group("COOKE", "COOK"));
        assert!(!s.same_group("AMY", "COOK"));
        let err = read_synonyms(&file(b"A=B\nlonely")).unwrap_err().to_string();
        assert!(err.contains("line 2: 'lonely' is not a group"), "{err}");
    }
}
