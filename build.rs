//! Embeds the bundled icons: writes `builtin_icons.rs` into OUT_DIR, a table of every
//! `icons/*.svg` in file-name order with its human name (from icons/default-icons.tsv, else
//! the file stem without its `NNN-` prefix) and `include_bytes!` of it, so that the binary
//! works from any directory and adding an icon needs no code change. Also sets
//! `FANODECK_VERSION`: the crate's version and the commit it was built from, for `--version`
//! and the web page.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=icons");
    println!("cargo:rerun-if-env-changed=FANODECK_COMMIT");
    let version = std::env::var("CARGO_PKG_VERSION").expect("cargo sets it");
    let version = match commit() {
        Some(commit) => format!("{version} (commit {commit})"),
        None => version,
    };
    println!("cargo:rustc-env=FANODECK_VERSION={version}");
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
        let stem = name.trim_end_matches(".svg");
        let unnumbered = stem.trim_start_matches(|c: char| c.is_ascii_digit());
        let fallback = unnumbered.strip_prefix('-').filter(|s| !s.is_empty()).unwrap_or(stem);
        let (shown, theme) = match rows.get(name.as_str()) {
            Some((shown, theme)) if !shown.is_empty() => (*shown, theme.as_str()),
            Some((_, theme)) => (fallback, theme.as_str()),
            None => (fallback, "other"),
        };
        // The folder through env! rather than written out: the generated text, and so every
        // position the compiler hashes in it, is then the same in any checkout folder, which
        // a release built twice needs to come out the same.
        let file = format!("/icons/{name}");
        writeln!(
            out,
            "    ({name:?}, {shown:?}, {theme:?}, \
             include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {file:?}))),"
        )
        .unwrap();
    }
    out.push_str("];\n");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out_dir.join("builtin_icons.rs"), out).expect("OUT_DIR is writable");
}

/// The commit this build comes from, abbreviated to 10 digits: `FANODECK_COMMIT` if set, else
/// git's HEAD when this folder is a git checkout of its own, else the `.cargo_vcs_info.json`
/// that `cargo publish` writes into the crate (so `cargo install fanodeck` knows it too).
fn commit() -> Option<String> {
    let short = |sha: &str| -> Option<String> {
        let sha = sha.trim();
        (sha.len() >= 10 && sha.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| sha[..10].to_ascii_lowercase())
    };
    if let Ok(sha) = std::env::var("FANODECK_COMMIT") {
        return short(&sha);
    }
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR")?);
    if let Some(sha) = git_head(&dir) {
        return short(&sha);
    }
    // {"git": {"sha1": "<40 hex digits>", ...}, "path_in_vcs": ""}
    let info = std::fs::read_to_string(dir.join(".cargo_vcs_info.json")).ok()?;
    let at = info.find("\"sha1\"")?;
    let value = info[at + 6..].split('"').nth(1)?;
    short(value)
}

/// HEAD's commit when `dir` is the top of a git checkout (not a crate unpacked somewhere
/// inside another repository), watching the files that change with it.
fn git_head(dir: &std::path::Path) -> Option<String> {
    let git = |args: &[&str]| -> Option<String> {
        let out = std::process::Command::new("git").args(args).current_dir(dir).output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let top = PathBuf::from(git(&["rev-parse", "--show-toplevel"])?);
    if top.canonicalize().ok()? != dir.canonicalize().ok()? {
        return None;
    }
    let mut watched = vec![git(&["rev-parse", "--git-path", "HEAD"])?];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(git(&["rev-parse", "--git-path", &branch])?);
    }
    watched.push(git(&["rev-parse", "--git-path", "packed-refs"])?);
    for path in watched {
        let path = dir.join(path);
        // A file that is not there would make cargo run this script on every build.
        if path.exists() {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
    git(&["rev-parse", "HEAD"])
}
