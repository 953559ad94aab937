//! Embeds the bundled icons: writes `builtin_icons.rs` into OUT_DIR, a table of every
//! `icons/*.svg` in file-name order with its human name (from icons/default-icons.tsv, else
//! the file stem without its `NNN-` prefix) and `include_bytes!` of it, so that the binary
//! works from any directory and adding an icon needs no code change.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=icons");
    let manifest_dir =
        PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let icons = manifest_dir.join("icons");
    let mut names: Vec<String> = std::fs::read_dir(&icons)
        .expect("icons/ is part of the package")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".svg") && !name.starts_with('.'))
        .collect();
    // Byte order of the names: the same on every platform and file system.
    names.sort();
    // file -> (human name, theme): "ice cream" for 025-ice-cream.svg, and the first word of
    // its group in lower case ("food" for "Food & Drink").
    let tsv = std::fs::read_to_string(icons.join("default-icons.tsv")).unwrap_or_default();
    let rows: std::collections::BTreeMap<&str, (&str, String)> = tsv
        .lines()
        .skip(1)
        .filter_map(|line| {
            let columns: Vec<&str> = line.split('\t').collect();
            let theme = columns.get(5)?.split_whitespace().next()?.to_lowercase();
            Some((*columns.first()?, (columns.get(1)?.trim(), theme)))
        })
        .collect();
    let mut out = String::from("/// How many icons are bundled.\n");
    writeln!(out, "pub(crate) const COUNT: usize = {};", names.len()).unwrap();
    out.push_str(
        "/// Every bundled icon: (file name, human name, theme, SVG bytes), in file-name order.\n",
    );
    out.push_str("pub(crate) static BUILTIN_ICONS: [(&str, &str, &str, &[u8]); COUNT] = [\n");
    for name in &names {
        let path = icons.join(name);
        let stem = name.trim_end_matches(".svg");
        let unnumbered = stem.trim_start_matches(|c: char| c.is_ascii_digit());
        let fallback = unnumbered.strip_prefix('-').filter(|s| !s.is_empty()).unwrap_or(stem);
        let (shown, theme) = match rows.get(name.as_str()) {
            Some((shown, theme)) if !shown.is_empty() => (*shown, theme.as_str()),
            Some((_, theme)) => (fallback, theme.as_str()),
            None => (fallback, "other"),
        };
        let path = path.display().to_string();
        writeln!(out, "    ({name:?}, {shown:?}, {theme:?}, include_bytes!({path:?})),").unwrap();
    }
    out.push_str("];\n");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out_dir.join("builtin_icons.rs"), out).expect("OUT_DIR is writable");
}
