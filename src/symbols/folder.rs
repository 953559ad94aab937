//! A folder of pictures: which files count, in which order, and checking them all.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rayon::prelude::*;

use super::foreign;
use super::format::{Format, picture_format};
use super::picture::{self, Source};
use super::prepared;
use super::svg_text::SvgFonts;
use super::{NamedBytes, Symbol, SymbolOptions};
use crate::error::{Error, Result};
use crate::guard;

/// SVG source bytes whose parsed trees the folder check keeps for loading (see [`scan`]).
const KEPT_SVG_BYTES: u64 = 64 * 1024 * 1024;

/// A picture file that passed the cheap checks.
#[derive(Debug)]
struct Picture {
    source: Source,
    /// A picture handed over in memory (`None`: read from `source.path`).
    data: Option<NamedBytes>,
    /// SVGs are parsed while checking (that is the check); kept so they are parsed once.
    tree: Option<Arc<usvg::Tree>>,
    /// The bytes' length and hash (see [`prepared::fingerprint`]).
    fingerprint: (u64, u64),
}

/// The usable pictures of a folder, in name order, not yet decoded.
#[derive(Debug)]
pub(crate) struct Pictures {
    pictures: Vec<Picture>,
}

impl Pictures {
    /// How many pictures passed the checks.
    pub(crate) fn len(&self) -> usize {
        self.pictures.len()
    }

    /// Each picture's source, as its symbol would name it (the path as given).
    pub(crate) fn sources(&self) -> Vec<String> {
        self.pictures.iter().map(|p| p.source.path.display().to_string()).collect()
    }

    /// Fully loads the first `count` pictures. With `skip_unreadable`, a picture that fails
    /// is skipped with a warning and the next one is taken, so fewer may come back; the
    /// sources of those skipped come back too.
    pub(crate) fn decode(
        &self,
        count: usize,
        options: &SymbolOptions,
        report: Report,
    ) -> Result<(Vec<Symbol>, Vec<String>)> {
        let mut symbols = Vec::with_capacity(count);
        let mut skipped = Vec::new();
        let mut next = 0;
        while symbols.len() < count && next < self.pictures.len() {
            let batch = &self.pictures[next..(next + count - symbols.len()).min(self.len())];
            next += batch.len();
            let decoded: Vec<_> = batch
                .par_iter()
                .map(|p| {
                    report(&p.source.path.display().to_string());
                    decode_one(p, options)
                })
                .collect();
            for (picture, result) in batch.iter().zip(decoded) {
                match result {
                    Ok((symbol, warnings)) => {
                        for warning in warnings {
                            crate::i18n::warn(warning);
                        }
                        symbols.push(symbol);
                    }
                    Err(error) if options.skip_unreadable => {
                        warn_skipped(&error);
                        skipped.push(picture.source.path.display().to_string());
                    }
                    Err(error) => return Err(error),
                }
            }
        }
        Ok((symbols, skipped))
    }
}

fn decode_one(picture: &Picture, options: &SymbolOptions) -> Result<picture::Loaded> {
    if let Some(file) = &picture.data
        && let Some(prepared) = &file.prepared
        && let Some(loaded) =
            prepared::restore(prepared, picture.fingerprint, &picture.source, options)
    {
        return Ok(loaded);
    }
    let data = match &picture.tree {
        // Parsed by the check already: only the measuring and the trial conversion are left.
        Some(_) => Vec::new(),
        None => bytes_of(&picture.source, memory(&picture.data))?.into_owned(),
    };
    picture::load(&picture.source, data, picture.tree.clone(), options)
        .map_err(|reason| Error::BadSymbol { path: picture.source.path.clone(), reason })
}

/// What checking one file found.
struct Checked {
    /// Length and hash of the bytes, to find copies without keeping every file in memory.
    fingerprint: (u64, u64),
    result: Result<Option<Arc<usvg::Tree>>>,
    /// Warnings about the picture, logged in file order once all are checked.
    warnings: Vec<crate::i18n::Text>,
}

/// A picture's bytes: handed over in memory, or read from its file within the size limit.
fn bytes_of<'a>(source: &Source, data: Option<&'a Arc<Vec<u8>>>) -> Result<Cow<'a, [u8]>> {
    match data {
        Some(data) => Ok(Cow::Borrowed(data.as_slice())),
        None => guard::read_limited(&source.path)
            .map(Cow::Owned)
            .map_err(|e| Error::io(&source.path, e)),
    }
}

fn check(source: &Source, data: Option<&Arc<Vec<u8>>>, fonts: &Arc<SvgFonts>) -> Checked {
    let path = &source.path;
    let data = match bytes_of(source, data) {
        Ok(data) => data.into_owned(),
        Err(error) => {
            return Checked { fingerprint: (0, 0), result: Err(error), warnings: Vec::new() };
        }
    };
    let fingerprint = prepared::fingerprint(&data);
    let mut warnings = Vec::new();
    // What the bytes are wins over the extension: an iPhone photo renamed .jpg is still HEIC.
    let format = match foreign::recognise(&data) {
        Some(kind) => Format::Foreign(kind),
        None => source.format,
    };
    let result = match format {
        Format::Svg => picture::parse_svg(source, data, fonts.clone()).map(|parsed| {
            warnings = parsed.warnings;
            Some(Arc::new(parsed.tree))
        }),
        Format::Bitmap(format) => picture::check_bitmap(format, data).map(|()| None),
        Format::Foreign(kind) => Err(foreign::refusal(kind, path)),
    };
    let result = result.map_err(|reason| Error::BadSymbol { path: path.to_path_buf(), reason });
    Checked { fingerprint, result, warnings }
}

/// Told the name of each picture before it is read (see [`crate::Progress::loading`]).
pub(crate) type Report<'a> = &'a (dyn Fn(&str) + Sync);

/// A source waiting to be checked, with its file when it came in memory.
type Unchecked = (Source, Option<NamedBytes>);

/// The bytes of a picture handed over in memory.
fn memory(data: &Option<NamedBytes>) -> Option<&Arc<Vec<u8>>> {
    data.as_ref().map(|file| &file.bytes)
}

/// The pictures of a folder (in byte order of their names), then those handed over in memory
/// (in the order given), all checked together (readable, decodable header or SVG, no two
/// identical), so that a bad or duplicated one is found even when the deck would not use it.
pub(crate) fn collect(
    dir: Option<&Path>,
    memory: &[NamedBytes],
    options: &SymbolOptions,
    report: Report,
) -> Result<Pictures> {
    let mut sources = match dir {
        Some(dir) => scan(dir)?,
        None => Vec::new(),
    };
    sources.extend(from_memory(memory, options)?);
    check_all(sources, options, report)
}

/// Lists the folder's pictures in byte order of their names, reporting what it leaves out.
fn scan(dir: &Path) -> Result<Vec<Unchecked>> {
    let meta = std::fs::metadata(dir).map_err(|e| Error::io(dir, e))?;
    if !meta.is_dir() {
        let error = std::io::Error::new(std::io::ErrorKind::NotADirectory, "not a folder");
        return Err(Error::io(dir, error));
    }
    let mut candidates: Vec<(OsString, Format)> = Vec::new();
    let mut skipped: Vec<(OsString, String)> = Vec::new();
    let mut leaving: Vec<(OsString, String)> = Vec::new();
    let mut surprising = false;
    // Links are followed only to places inside the folder (an icon folder from elsewhere
    // must not print `/home/…/private.jpg`), compared canonically so `..` cannot escape.
    let inside = dir.canonicalize().map_err(|e| Error::io(dir, e))?;
    for entry in std::fs::read_dir(dir).map_err(|e| Error::io(dir, e))? {
        let entry = entry.map_err(|e| Error::io(dir, e))?;
        let name = entry.file_name();
        let shown = name.to_string_lossy().into_owned();
        let path = dir.join(&name);
        if shown.starts_with('.') {
            skipped.push((name, shown));
            continue;
        }
        if entry.file_type().is_ok_and(|t| t.is_symlink()) {
            match path.canonicalize() {
                Ok(target) if target.starts_with(&inside) => {}
                Ok(target) => {
                    leaving.push((name, format!("{shown} -> {}", target.display())));
                    continue;
                }
                Err(_) => {
                    leaving.push((name, format!("{shown} (broken link)")));
                    continue;
                }
            }
        }
        // metadata() follows symbolic links: a link to a picture inside is a picture.
        match std::fs::metadata(&path) {
            Ok(meta) if meta.is_dir() => skipped.push((name, format!("{shown}/"))),
            Ok(meta) if meta.is_file() => {
                // A HEIC or AVIF photo, whatever its extension, is reported like the others.
                let foreign = || foreign::recognise(&foreign::head_of(&path)).map(Format::Foreign);
                match picture_format(&path).or_else(foreign) {
                    Some(format) => candidates.push((name, format)),
                    None => {
                        surprising = true;
                        skipped.push((name, shown));
                    }
                }
            }
            _ => {
                surprising = true;
                skipped.push((name, shown));
            }
        }
    }
    // Byte order of the file names: the same on every machine, whatever read_dir returns.
    candidates.sort_by(|a, b| a.0.as_encoded_bytes().cmp(b.0.as_encoded_bytes()));
    skipped.sort_by(|a, b| a.0.as_encoded_bytes().cmp(b.0.as_encoded_bytes()));
    report_skipped(dir, &skipped, surprising);
    if !leaving.is_empty() {
        leaving.sort_by(|a, b| a.0.as_encoded_bytes().cmp(b.0.as_encoded_bytes()));
        let list: Vec<&str> = leaving.iter().map(|(_, s)| s.as_str()).collect();
        crate::i18n::warn(crate::i18n::text!(
            "warning-links-outside",
            count = leaving.len(),
            folder = dir,
            links = list.join(", ")
        ));
    }

    let sources = candidates
        .into_iter()
        .map(|(name, format)| {
            let source = Source { path: dir.join(name), format, dir: Some(dir.to_path_buf()) };
            (source, None)
        })
        .collect();
    Ok(sources)
}

/// Pictures handed over in memory, in the order given. A name whose extension is not a
/// picture's is an error (the user chose these files).
fn from_memory(list: &[NamedBytes], options: &SymbolOptions) -> Result<Vec<Unchecked>> {
    let mut sources = Vec::with_capacity(list.len());
    for item in list {
        let path = PathBuf::from(&item.name);
        let format = match foreign::recognise(&item.bytes) {
            Some(kind) => Ok(Format::Foreign(kind)),
            None => picture_format(&path).ok_or_else(|| Error::BadSymbol {
                path: path.clone(),
                reason: super::not_a_picture(),
            }),
        };
        match format {
            Ok(format) => sources.push((Source { path, format, dir: None }, Some(item.clone()))),
            Err(error) if options.skip_unreadable => warn_skipped(&error),
            Err(error) => return Err(error),
        }
    }
    Ok(sources)
}

/// Checks every picture (readable, decodable header or SVG, no two identical) and keeps the
/// usable ones in the order given.
fn check_all(sources: Vec<Unchecked>, options: &SymbolOptions, report: Report) -> Result<Pictures> {
    let fonts = SvgFonts::of(&options.fonts);
    let checked: Vec<Checked> = sources
        .par_iter()
        .map(|(source, data)| {
            report(&source.path.display().to_string());
            check(source, memory(data), &fonts)
        })
        .collect();
    let mut seen: BTreeMap<(u64, u64), Vec<usize>> = BTreeMap::new();
    let mut pictures: Vec<Picture> = Vec::with_capacity(sources.len());
    let mut kept_svg_bytes = 0u64;
    for ((source, data), checked) in sources.into_iter().zip(checked) {
        let tree = match checked.result {
            Ok(tree) => tree,
            Err(error) if options.skip_unreadable => {
                warn_skipped(&error);
                continue;
            }
            Err(error) => return Err(error),
        };
        for warning in checked.warnings {
            crate::i18n::warn(warning);
        }
        let picture = Picture { source, data, tree: None, fingerprint: checked.fingerprint };
        let same_fingerprint = seen.entry(checked.fingerprint).or_default();
        for &earlier in same_fingerprint.iter() {
            let first = &pictures[earlier];
            if same_bytes(first, &picture)? {
                return Err(Error::DuplicateSymbol {
                    first: first.source.path.clone(),
                    second: picture.source.path,
                });
            }
        }
        same_fingerprint.push(pictures.len());
        // Parsed trees are kept to spare a second parse, but only up to a budget of source
        // bytes: a folder of thousands of big SVGs must not be held whole in memory.
        let tree = tree.filter(|_| {
            kept_svg_bytes += checked.fingerprint.0;
            kept_svg_bytes <= KEPT_SVG_BYTES
        });
        pictures.push(Picture { tree, ..picture });
    }
    Ok(Pictures { pictures })
}

/// Confirms a hash match byte for byte (a collision must not refuse a good folder).
fn same_bytes(a: &Picture, b: &Picture) -> Result<bool> {
    Ok(bytes_of(&a.source, memory(&a.data))? == bytes_of(&b.source, memory(&b.data))?)
}

/// One line about everything that was left out, rather than one per file.
fn report_skipped(dir: &Path, skipped: &[(OsString, String)], surprising: bool) {
    let Some(message) = skipped_summary(dir, skipped) else {
        return;
    };
    // Hidden files and sub-folders are expected; a .txt or .psd among pictures may be a
    // picture the user meant to use (HEIC and AVIF photos are not skipped: see `foreign`).
    if surprising {
        crate::i18n::warn(message);
    } else {
        log::info!("{message}");
    }
}

fn skipped_summary(dir: &Path, skipped: &[(OsString, String)]) -> Option<crate::i18n::Text> {
    const SHOWN: usize = 8;
    if skipped.is_empty() {
        return None;
    }
    let list: Vec<&str> = skipped.iter().take(SHOWN).map(|(_, s)| s.as_str()).collect();
    let (count, entries) = (skipped.len(), list.join(", "));
    Some(match skipped.len().saturating_sub(SHOWN) {
        0 => crate::i18n::text!(
            "warning-not-pictures",
            count = count,
            folder = dir,
            entries = entries
        ),
        more => crate::i18n::text!(
            "warning-not-pictures-more",
            count = count,
            folder = dir,
            entries = entries,
            more = more
        ),
    })
}

/// A picture left out (`skip_unreadable`), said with the error's own words.
fn warn_skipped(error: &Error) {
    crate::i18n::warn(crate::i18n::text!(
        "warning-skipped",
        error = crate::i18n::Text::as_is(error.to_string())
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::ImageFormat;

    #[test]
    fn extensions_in_any_case() {
        assert_eq!(picture_format(Path::new("a/b.PNG")), Some(Format::Bitmap(ImageFormat::Png)));
        assert_eq!(picture_format(Path::new("b.Jpg")), Some(Format::Bitmap(ImageFormat::Jpeg)));
        assert_eq!(picture_format(Path::new("b.sVg")), Some(Format::Svg));
        assert_eq!(picture_format(Path::new("b.txt")), None);
        assert_eq!(picture_format(Path::new("png")), None);
    }

    #[test]
    fn skipped_entries_make_one_line() {
        let entry = |s: &str| (OsString::from(s), s.to_string());
        assert_eq!(skipped_summary(Path::new("pics"), &[]), None);
        let one = skipped_summary(Path::new("pics"), &[entry("a.txt")]).unwrap().to_string();
        assert_eq!(one, "skipped 1 entry of 'pics' that are not pictures: a.txt");
        let many: Vec<_> = (0..10).map(|i| entry(&format!("{i}.txt"))).collect();
        let line = skipped_summary(Path::new("pics"), &many).unwrap().to_string();
        assert!(line.starts_with("skipped 10 entries of 'pics'"), "{line}");
        assert!(line.ends_with("6.txt, 7.txt and 2 more"), "{line}");
    }
}
