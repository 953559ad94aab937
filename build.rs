//! Embeds the bundled icons: writes `builtin_icons.rs` into OUT_DIR, a table of every
//! `icons/*.svg` in file-name order with `include_bytes!` of each, so that the binary works
//! from any directory and adding an icon needs no code change.

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
    let mut out = String::from("/// How many icons are bundled.\n");
    writeln!(out, "pub(crate) const COUNT: usize = {};", names.len()).unwrap();
    out.push_str("/// Every bundled icon: (file name, SVG bytes), in file-name order.\n");
    out.push_str("pub(crate) static BUILTIN_ICONS: [(&str, &[u8]); COUNT] = [\n");
    for name in &names {
        let path = icons.join(name);
        writeln!(out, "    ({name:?}, include_bytes!({:?})),", path.display().to_string()).unwrap();
    }
    out.push_str("];\n");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out_dir.join("builtin_icons.rs"), out).expect("OUT_DIR is writable");
}
