//! Benchmarks that print figures (time, size, memory, quality); never a pass/fail test.
//!
//! `cargo bench` runs all; `cargo bench -- layout` runs the sections whose name contains
//! "layout". Targets are printed beside the figures.

mod dominoes;
mod editor;
mod fixtures;
mod layout;
mod pdf;
mod photo_shapes;
mod photos;
mod pins;
mod plane;
mod render;
mod scenes;
mod shapes;
mod symbols;
mod versus;

fn main() {
    // `cargo bench -- write-clipart DIR COUNT [FIRST]`: a folder of generated clip-art (seeds
    // from FIRST on, as the layout section's folders) to try the CLI on.
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if let [cmd, dir, count, rest @ ..] = args.as_slice()
        && cmd == "write-clipart"
    {
        std::fs::create_dir_all(dir).expect("create folder");
        let first = rest.first().map_or(0, |f| f.parse().expect("a first seed"));
        let count = count.parse().expect("a count");
        fixtures::write_clipart_from(std::path::Path::new(dir), first, count);
        return;
    }
    // `photos-child WHAT DIR`: one measured run of the `photos` section, in its own process.
    if let [cmd, what, dir] = args.as_slice()
        && cmd == "photos-child"
    {
        photos::child(what, std::path::Path::new(dir));
        return;
    }
    let filter: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let sections: [(&str, fn()); 13] = [
        ("plane", plane::run),
        ("symbols", symbols::run),
        ("layout", layout::run),
        ("shapes", shapes::run),
        ("pins", pins::run),
        ("editor", editor::run),
        ("render", render::run),
        ("dominoes", dominoes::run),
        ("photos", photos::run),
        ("photo-shapes", photo_shapes::run),
        ("lookalike", photos::lookalike),
        ("versus", versus::run),
        ("pdf", pdf::run),
    ];
    for (name, run) in sections {
        if filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str())) {
            println!("== {name}");
            run();
        }
    }
}
