//! Files for a print shop or a cutting machine: one PNG per card face (`front-001.png` …,
//! `back-001.png` … with a back; services pair faces by name, so backs are not mirrored) and
//! `cards.csv`, which says which symbols each file shows.

use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::geom::CardOutline;
use crate::layout::CardLayout;
use crate::render::PageOptions;
use crate::render::png::{Previews, print_back};
use crate::symbols::Symbol;

/// The name of the list of cards among the print files.
pub const CARDS_CSV: &str = "cards.csv";

/// Every print file as (file name, bytes): the fronts in deck order, then the backs (when
/// `page` has a back), then [`CARDS_CSV`]. Cards are drawn in parallel; the bytes are the
/// same for the same deck.
pub fn print_files(
    symbols: &[Symbol],
    cards: &[CardLayout],
    outline: &CardOutline,
    page: &PageOptions,
) -> Result<Vec<(String, Vec<u8>)>> {
    // Refused before any drawing: a resolution too high for this card.
    page.print_shop.pixels(outline)?;
    let faces = Previews::new(symbols, *outline, page);
    let fronts: Vec<Vec<u8>> =
        cards.par_iter().map(|card| faces.print_face(card, outline)).collect::<Result<_>>()?;
    let mut files: Vec<(String, Vec<u8>)> = fronts
        .into_iter()
        .enumerate()
        .map(|(i, png)| (face_name("front", i, cards.len()), png))
        .collect();
    if let Some(back) = &page.back {
        let png = print_back(back, outline, page)?;
        files.extend((0..cards.len()).map(|i| (face_name("back", i, cards.len()), png.clone())));
    }
    files.push((CARDS_CSV.to_string(), cards_csv(symbols, cards)));
    Ok(files)
}

/// The print files as one ZIP, for the web page's single download: stored, not deflated
/// (PNGs are compressed already), dated 1980-01-01 so that the same files give the same bytes.
pub fn zip_files(files: &[(String, Vec<u8>)]) -> Result<Vec<u8>> {
    use std::io::Write as _;
    use zip::write::SimpleFileOptions;
    let failed =
        |e: &dyn std::fmt::Display| Error::PrintFiles(format!("cannot write the ZIP: {e}"));
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .last_modified_time(zip::DateTime::default())
        .unix_permissions(0o644);
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, bytes) in files {
        zip.start_file(name.as_str(), options).map_err(|e| failed(&e))?;
        zip.write_all(bytes).map_err(|e| failed(&e))?;
    }
    Ok(zip.finish().map_err(|e| failed(&e))?.into_inner())
}

/// `front-007.png`: numbered from 1, zero-padded to three digits (more for a larger deck) so
/// that the files sort in deck order.
pub fn face_name(face: &str, index: usize, count: usize) -> String {
    let width = count.to_string().len().max(3);
    format!("{face}-{:0width$}.png", index + 1)
}

/// Whether `name` is a print file's name (`front-N.png` or `back-N.png`), as left by an
/// earlier run.
pub fn is_face_name(name: &str) -> bool {
    ["front-", "back-"].iter().any(|face| {
        name.strip_prefix(face)
            .and_then(|rest| rest.strip_suffix(".png"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// `cards.csv`: a header, then a row a card: its front's file, its number (from 1) and its
/// symbols' names in the manifest's order (RFC 4180: CRLF lines, fields quoted when needed).
pub fn cards_csv(symbols: &[Symbol], cards: &[CardLayout]) -> Vec<u8> {
    let most = cards.iter().map(|c| c.placements.len()).max().unwrap_or(0);
    let mut rows = vec![
        ["file", "card"]
            .map(String::from)
            .into_iter()
            .chain((1..=most).map(|i| format!("symbol {i}")))
            .collect::<Vec<_>>(),
    ];
    for (i, card) in cards.iter().enumerate() {
        let names = card.placements.iter().map(|p| {
            symbols
                .get(p.symbol.0 as usize)
                .map_or_else(|| p.symbol.0.to_string(), |s| s.name.clone())
        });
        let row = [face_name("front", i, cards.len()), (i + 1).to_string()];
        rows.push(row.into_iter().chain(names).collect());
    }
    let mut text = String::new();
    for row in rows {
        let fields: Vec<String> = row.iter().map(|field| csv_field(field)).collect();
        text.push_str(&fields.join(","));
        text.push_str("\r\n");
    }
    text.into_bytes()
}

/// A CSV field: quoted, with its quotes doubled, when it holds a comma, a quote, a line
/// break or spaces at either end.
fn csv_field(field: &str) -> String {
    let plain = !field.contains([',', '"', '\n', '\r']) && field.trim() == field;
    if plain { field.to_string() } else { format!("\"{}\"", field.replace('"', "\"\"")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_in_deck_order() {
        assert_eq!(face_name("front", 0, 57), "front-001.png");
        assert_eq!(face_name("back", 56, 57), "back-057.png");
        assert_eq!(face_name("front", 9, 1200), "front-0010.png");
        assert!(is_face_name("front-001.png") && is_face_name("back-12.png"));
        assert!(!is_face_name("front-.png") && !is_face_name("card-01.png"));
        assert!(!is_face_name("front-01a.png") && !is_face_name("back-001.jpg"));
    }

    #[test]
    fn the_zip_holds_the_files_and_is_the_same_every_time() {
        use std::io::Read as _;
        let files = vec![
            ("front-001.png".to_string(), vec![1, 2, 3]),
            ("cards.csv".into(), b"a,b\r\n".to_vec()),
        ];
        let zip = zip_files(&files).unwrap();
        assert_eq!(zip, zip_files(&files).unwrap());
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
        assert_eq!(archive.len(), 2);
        for (name, bytes) in &files {
            let mut read = Vec::new();
            archive.by_name(name).unwrap().read_to_end(&mut read).unwrap();
            assert_eq!(&read, bytes);
        }
    }

    #[test]
    fn csv_fields_are_quoted_when_needed() {
        assert_eq!(csv_field("dog"), "dog");
        assert_eq!(csv_field("salt, pepper"), "\"salt, pepper\"");
        assert_eq!(csv_field("the \"best\""), "\"the \"\"best\"\"\"");
        assert_eq!(csv_field(" sun"), "\" sun\"");
    }
}
