//! A project: what a deck is being made from (the pictures, fonts, back, words and settings),
//! in one ZIP file that the web page saves and opens again, on this computer or another.
//!
//! The ZIP holds `fanodeck-project.json` (the deck's [`Request`] without its files' bytes, the
//! list of files, and the page's own state as it gave it) and each file under `pictures/`,
//! `fonts/` or `back/`. The same inputs give the same bytes. Opening one reads it as any
//! untrusted file: a bounded number of entries and bytes (what a deck can use, see
//! [`MAX_PROJECT_BYTES`]), each file checked for its kind from its first bytes, and a sentence
//! for a file that is not a project or comes from a newer version.

use std::io::{Cursor, Read, Seek, Write as _};

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::i18n::Text;
use crate::i18n::text;
use crate::request::{File, Request};

mod entries;

pub use entries::MAX_PROJECT_BYTES;
use entries::{Entries, Kind};

/// The version of the project format this library writes, and the newest it reads.
pub const PROJECT_VERSION: u32 = 1;

/// What `fanodeck-project.json` says it is.
const FORMAT: &str = "fanodeck project";

/// The settings' entry in the ZIP.
const SETTINGS: &str = "fanodeck-project.json";

/// The most entries a project may have: 57 photos, a few fonts and a back need far fewer.
const MAX_ENTRIES: usize = 2_000;

/// A deck in the making: the request (with its files) and the page's own state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Project {
    /// The deck as the library makes it, files included.
    pub request: Request,
    /// The page's form as it gave it (kept as is, for the page to restore).
    pub page: serde_json::Value,
}

/// `fanodeck-project.json`.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Settings {
    format: String,
    version: u32,
    /// The fanodeck that saved it, for people reading the file.
    #[serde(default)]
    made_by: String,
    /// The request without the files' bytes (`pictures`, `fonts` and `back` are empty).
    request: serde_json::Value,
    /// Where each file of the request is in the ZIP.
    #[serde(default)]
    files: Files,
    #[serde(default)]
    page: serde_json::Value,
}

/// The request's files by name and place in the ZIP.
#[derive(Default, Serialize, Deserialize)]
struct Files {
    pictures: Vec<Entry>,
    fonts: Vec<Entry>,
    back: Option<Entry>,
}

#[derive(Serialize, Deserialize)]
struct Entry {
    name: String,
    path: String,
}

impl Project {
    /// The project file: a ZIP of the settings and every file, the pictures stored as they
    /// are (photos do not compress).
    pub fn to_zip(&self) -> Result<Vec<u8>> {
        use zip::write::SimpleFileOptions;
        let failed = |e: &dyn std::fmt::Display| Error::Project {
            name: "project".into(),
            reason: text!("project-zip-failed", reason = Text::as_is(e.to_string())),
        };
        let stored = SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored)
            .last_modified_time(zip::DateTime::default())
            .unix_permissions(0o644);
        let packed = stored.compression_method(zip::CompressionMethod::Deflated);
        let mut request = self.request.clone();
        let pictures = std::mem::take(&mut request.pictures);
        let fonts = std::mem::take(&mut request.fonts);
        let back = request.back.take();
        let place = |folder: &str, i: usize, file: &File| Entry {
            name: file.name.clone(),
            path: format!("{folder}/{:03}-{}", i + 1, safe_name(&file.name)),
        };
        let files = Files {
            pictures: pictures.iter().enumerate().map(|(i, f)| place("pictures", i, f)).collect(),
            fonts: fonts.iter().enumerate().map(|(i, f)| place("fonts", i, f)).collect(),
            back: back.as_ref().map(|f| place("back", 0, f)),
        };
        let settings = Settings {
            format: FORMAT.into(),
            version: PROJECT_VERSION,
            made_by: format!("fanodeck {}", env!("CARGO_PKG_VERSION")),
            request: serde_json::to_value(&request).map_err(|e| failed(&e))?,
            files,
            page: self.page.clone(),
        };
        let json = serde_json::to_vec_pretty(&settings).map_err(|e| failed(&e))?;
        let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
        zip.start_file(SETTINGS, packed).map_err(|e| failed(&e))?;
        zip.write_all(&json).map_err(|e| failed(&e))?;
        let entries = settings.files.pictures.iter().chain(&settings.files.fonts);
        let bytes = pictures.iter().chain(&fonts).map(|f| &f.bytes);
        let back = settings.files.back.iter().zip(back.iter().map(|f| &f.bytes));
        for (entry, bytes) in entries.zip(bytes).chain(back) {
            zip.start_file(entry.path.as_str(), stored).map_err(|e| failed(&e))?;
            zip.write_all(bytes).map_err(|e| failed(&e))?;
        }
        Ok(zip.finish().map_err(|e| failed(&e))?.into_inner())
    }

    /// Reads a project file held in memory (`name` is how the user knows it, for messages).
    pub fn from_zip(name: &str, bytes: &[u8]) -> Result<Project> {
        Project::from_reader(name, Cursor::new(bytes))
    }

    /// Reads a project file from `reader` (a file opened for it: only what the deck gets is
    /// held, once), within [`MAX_PROJECT_BYTES`] whatever its entries say they hold.
    pub fn from_reader<R: Read + Seek>(name: &str, reader: R) -> Result<Project> {
        let not_one = || Error::Project { name: name.into(), reason: text!("project-not-one") };
        let mut zip = Entries::open(name, reader).ok_or_else(not_one)?;
        let refuse = |reason: Text| Error::Project { name: name.into(), reason };
        if zip.len() > MAX_ENTRIES {
            return Err(refuse(text!(
                "project-holds-too-many",
                files = zip.len(),
                most = MAX_ENTRIES
            )));
        }
        if !zip.has(SETTINGS) {
            return Err(not_one());
        }
        let json = zip.read(SETTINGS, Kind::Settings)?;
        let settings: Settings = serde_json::from_slice(&json).map_err(|_| not_one())?;
        drop(json);
        if settings.format != FORMAT || settings.version == 0 {
            return Err(not_one());
        }
        if settings.version > PROJECT_VERSION {
            let by = match settings.made_by.is_empty() {
                true => text!("project-made-by-unknown"),
                false => Text::as_is(&settings.made_by),
            };
            return Err(refuse(text!(
                "project-newer",
                by = by,
                version = settings.version,
                opens = PROJECT_VERSION
            )));
        }
        let listed = settings.files.pictures.len() + settings.files.fonts.len();
        if listed > MAX_ENTRIES {
            return Err(refuse(text!(
                "project-lists-too-many",
                files = listed,
                most = MAX_ENTRIES
            )));
        }
        // Each file once, in its own folder: a listed path used twice would read one entry
        // many times over, past the limits.
        let mut paths = std::collections::HashSet::new();
        let folders = [("pictures/", &settings.files.pictures), ("fonts/", &settings.files.fonts)];
        let back = settings.files.back.iter().map(|e| ("back/", e));
        for (folder, entry) in
            folders.iter().flat_map(|(f, list)| list.iter().map(|e| (*f, e))).chain(back)
        {
            if !entry.path.starts_with(folder) || !paths.insert(entry.path.as_str()) {
                return Err(refuse(text!("project-listed-twice", path = &entry.path)));
            }
        }
        let mut request: Request = serde_json::from_value(settings.request).map_err(|e| {
            // A setting added by a newer fanodeck that forgot to raise the version.
            match e.to_string().contains("unknown field") {
                true => {
                    refuse(text!("project-unknown-settings", reason = Text::as_is(e.to_string())))
                }
                false => {
                    refuse(text!("project-settings-damaged", reason = Text::as_is(e.to_string())))
                }
            }
        })?;
        let mut file = |entry: &Entry, kind: Kind| -> Result<File> {
            let bytes = zip.read(&entry.path, kind)?;
            Ok(File { name: entry.name.clone(), bytes, prepared: None })
        };
        let pictures = settings.files.pictures.iter().map(|e| file(e, Kind::Picture));
        request.pictures = pictures.collect::<Result<_>>()?;
        request.fonts =
            settings.files.fonts.iter().map(|e| file(e, Kind::Font)).collect::<Result<_>>()?;
        request.back = settings.files.back.as_ref().map(|e| file(e, Kind::Picture)).transpose()?;
        Ok(Project { request, page: settings.page })
    }
}

/// A file name as a ZIP entry's last part: no folders, nothing a ZIP tool would misread.
fn safe_name(name: &str) -> String {
    let name: String = name
        .chars()
        .map(|c| if matches!(c, '/' | '\\' | ':') || c.is_control() { '_' } else { c })
        .collect();
    match name.trim_start_matches('.') {
        "" => "file".into(),
        rest => rest.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Project {
        let file = |name: &str, bytes: &[u8]| File {
            name: name.into(),
            bytes: bytes.to_vec(),
            prepared: Some(vec![1, 2, 3]),
        };
        let request = Request {
            symbols: 3,
            words: Some("sun\nmoon\n".into()),
            pictures: vec![
                file("cat.png", b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDRcat"),
                file("../dog.svg", b"<svg/>"),
            ],
            fonts: vec![file("a.ttf", b"\0\x01\0\0font")],
            back: Some(file("back.jpg", b"\xff\xd8\xff back")),
            ..Request::default()
        };
        Project { request, page: serde_json::json!({ "hash": "symbols=3" }) }
    }

    #[test]
    fn a_project_comes_back_as_it_was_saved() {
        let project = sample();
        let zip = project.to_zip().unwrap();
        assert_eq!(zip, project.to_zip().unwrap(), "the same project gives the same bytes");
        let back = Project::from_zip("p.zip", &zip).unwrap();
        let mut expected = project.clone();
        // The page's loaded bitmaps are not kept: the page checks the pictures again.
        for f in expected.request.pictures.iter_mut().chain(&mut expected.request.fonts) {
            f.prepared = None;
        }
        expected.request.back.as_mut().unwrap().prepared = None;
        assert_eq!(back, expected);
        let names: Vec<String> = {
            let archive = zip::ZipArchive::new(Cursor::new(&zip[..])).unwrap();
            archive.file_names().map(|n| n.unwrap().into_owned()).collect()
        };
        assert!(names.contains(&"pictures/002-_dog.svg".to_string()), "{names:?}");
    }

    #[test]
    fn other_files_and_newer_projects_are_refused_in_words() {
        let not = Project::from_zip("notes.zip", b"hello").unwrap_err().to_string();
        assert!(not.contains("'notes.zip'") && not.contains("not a fanodeck project"), "{not}");
        let zip = sample().to_zip().unwrap();
        let text = String::from_utf8_lossy(&zip).into_owned();
        assert!(text.contains("pictures/001-cat.png"));
        // The project with its settings changed by `change`, its files as they were.
        let rewritten = |change: &dyn Fn(&mut serde_json::Value)| {
            let mut archive = zip::ZipArchive::new(Cursor::new(&zip[..])).unwrap();
            let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
            for i in 0..archive.len() {
                let mut entry = archive.by_index(i).unwrap();
                let name = entry.name().unwrap().into_owned();
                let mut bytes = Vec::new();
                entry.read_to_end(&mut bytes).unwrap();
                if name == SETTINGS {
                    let mut settings: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
                    change(&mut settings);
                    bytes = settings.to_string().into_bytes();
                }
                let options = zip::write::SimpleFileOptions::default();
                out.start_file(name, options).unwrap();
                out.write_all(&bytes).unwrap();
            }
            out.finish().unwrap().into_inner()
        };
        let newer = rewritten(&|s| s["version"] = 2.into());
        let err = Project::from_zip("new.zip", &newer).unwrap_err().to_string();
        assert!(err.contains("saved by a newer fanodeck") && err.contains("version 2"), "{err}");
        let unknown = rewritten(&|s| s["request"]["sparkle"] = true.into());
        let err = Project::from_zip("new.zip", &unknown).unwrap_err().to_string();
        assert!(err.contains("does not know") && err.contains("sparkle"), "{err}");
        // One entry listed many times would be read past the limits.
        let twice = rewritten(&|s| {
            let first = s["files"]["pictures"][0].clone();
            s["files"]["pictures"] = serde_json::Value::Array(vec![first; 3]);
        });
        let err = Project::from_zip("p.zip", &twice).unwrap_err().to_string();
        assert!(err.contains("listed twice"), "{err}");
        assert!(Project::from_zip("p.zip", &rewritten(&|_| {})).is_ok());
        // A ZIP that is no project.
        let mut other = zip::ZipWriter::new(Cursor::new(Vec::new()));
        other.start_file("photo.jpg", zip::write::SimpleFileOptions::default()).unwrap();
        let other = other.finish().unwrap().into_inner();
        let err = Project::from_zip("photos.zip", &other).unwrap_err().to_string();
        assert!(err.contains("not a fanodeck project"), "{err}");
    }

    /// The sample's ZIP with the entry at `path` holding `bytes` (deflated) instead.
    fn with_entry(path: &str, bytes: &[u8]) -> Vec<u8> {
        let zip = sample().to_zip().unwrap();
        let mut archive = zip::ZipArchive::new(Cursor::new(&zip[..])).unwrap();
        let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for i in 0..archive.len() {
            let entry = archive.by_index_raw(i).unwrap();
            if entry.name().unwrap() != path {
                out.raw_copy_file(entry).unwrap();
            }
        }
        out.start_file(path, zip::write::SimpleFileOptions::default()).unwrap();
        out.write_all(bytes).unwrap();
        out.finish().unwrap().into_inner()
    }

    #[test]
    fn a_file_of_another_kind_or_too_large_is_refused_naming_it() {
        let zeros = vec![0u8; 1 << 20];
        let cases: [(&str, Vec<u8>, &str); 4] = [
            ("pictures/001-cat.png", zeros.clone(), "is not a picture (a PNG, JPEG"),
            ("back/001-back.jpg", b"%PDF-1.7".to_vec(), "is not a picture"),
            ("fonts/001-a.ttf", b"<svg/>".to_vec(), "is not a font (a TrueType or OpenType"),
            (
                "pictures/001-cat.png",
                [&b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR"[..], &vec![0; 51 << 20]].concat(),
                "is too large: more than 50 MB, the most such a file may be",
            ),
        ];
        for (path, bytes, reason) in cases {
            let err = Project::from_zip("p.zip", &with_entry(path, &bytes)).unwrap_err();
            let expected = format!("project 'p.zip': '{path}' {reason}");
            assert!(err.to_string().starts_with(&expected), "{err}");
        }
        let huge_settings = format!("{{\"page\": \"{}\"}}", "a".repeat(9 << 20));
        let err = Project::from_zip("p.zip", &with_entry(SETTINGS, huge_settings.as_bytes()));
        assert!(err.unwrap_err().to_string().contains("more than 8 MB"));
    }
}
