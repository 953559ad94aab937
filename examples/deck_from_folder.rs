//! A deck from a folder of pictures, as `fanodeck --icons FOLDER` makes it: the largest deck
//! the folder has pictures for, written as a PDF.
//!
//! ```text
//! cargo run --example deck_from_folder [FOLDER] [OUT.pdf]
//! ```
//!
//! Without a folder, it draws seven SVG shapes into a folder in the temporary directory and
//! uses those. The PDF goes to `OUT.pdf`, or to `fanodeck-folder-deck.pdf` in the temporary
//! directory.

use std::path::{Path, PathBuf};

use fanodeck::plane::{Existence, size_table};
use fanodeck::{Request, generate};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args_os().skip(1);
    let folder = match args.next() {
        Some(folder) => PathBuf::from(folder),
        None => sample_pictures()?,
    };
    let out = match args.next() {
        Some(out) => PathBuf::from(out),
        None => std::env::temp_dir().join("fanodeck-folder-deck.pdf"),
    };

    let files =
        file_count(&folder).map_err(|e| format!("cannot read {}: {e}", folder.display()))?;
    let symbols = symbols_for(files)
        .ok_or_else(|| format!("{} has fewer than 7 files: a deck needs 7", folder.display()))?;
    let request = Request { icons: Some(folder.clone()), symbols, ..Request::default() };
    let output = generate(&request.to_options()?)?;
    std::fs::write(&out, &output.pdf)?;

    let makeup = output.makeup();
    println!(
        "{} cards of {} symbols from {} pictures of {}",
        output.cards.len(),
        symbols,
        makeup.pictures,
        folder.display()
    );
    println!("wrote {} ({} KB)", out.display(), output.pdf.len() / 1024);
    Ok(())
}

/// The files in `folder`, hidden ones aside. The loader decides which are pictures, so this
/// is only a first guess at how many symbols there are.
fn file_count(folder: &Path) -> std::io::Result<usize> {
    let mut count = 0;
    for entry in std::fs::read_dir(folder)? {
        let entry = entry?;
        if entry.file_type()?.is_file() && !entry.file_name().to_string_lossy().starts_with('.') {
            count += 1;
        }
    }
    Ok(count)
}

/// Symbols per card of the largest whole deck that `pictures` pictures can fill.
fn symbols_for(pictures: usize) -> Option<u32> {
    size_table()
        .into_iter()
        .filter(|row| row.existence == Existence::Exists && row.symbols <= pictures)
        .map(|row| row.symbols_per_card as u32)
        .max()
}

/// Seven plain SVG shapes in a folder of the temporary directory, made afresh each run.
fn sample_pictures() -> std::io::Result<PathBuf> {
    let folder = std::env::temp_dir().join("fanodeck-example-pictures");
    if folder.exists() {
        std::fs::remove_dir_all(&folder)?;
    }
    std::fs::create_dir_all(&folder)?;
    let shapes = [
        ("circle", r##"<circle cx="50" cy="50" r="45" fill="#d62828"/>"##),
        ("square", r##"<rect x="10" y="10" width="80" height="80" fill="#1d3557"/>"##),
        ("triangle", r##"<path d="M50 5 L95 90 L5 90 Z" fill="#2a9d8f"/>"##),
        ("diamond", r##"<path d="M50 2 L95 50 L50 98 L5 50 Z" fill="#f4a261"/>"##),
        ("bar", r##"<rect x="5" y="35" width="90" height="30" rx="15" fill="#6a4c93"/>"##),
        (
            "ring",
            r##"<circle cx="50" cy="50" r="38" fill="none" stroke="#e76f51" stroke-width="14"/>"##,
        ),
        (
            "cross",
            r##"<path d="M38 5 H62 V38 H95 V62 H62 V95 H38 V62 H5 V38 H38 Z" fill="#588157"/>"##,
        ),
    ];
    let head = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">"#;
    for (name, body) in shapes {
        std::fs::write(folder.join(format!("{name}.svg")), format!("{head}{body}</svg>"))?;
    }
    Ok(folder)
}
