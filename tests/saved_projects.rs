//! Projects saved by released versions (`tests/data/projects/fanodeck-VERSION.zip`, made
//! in the web page by `web/tests/save-release-project.mjs`) still open and make the deck
//! they made: `render --project` of each, its manifest checked against the facts recorded
//! beside it (`fanodeck-VERSION.toml`) when it was saved. The PDF may be drawn differently
//! by a later version; the deck (its cards, their symbols, the hand edits) may not.

use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use crate::run::{fanodeck, stderr};

/// How far a pinned symbol may be from where it was saved, mm or degrees: float noise.
const PIN_TOLERANCE: f64 = 1e-3;

/// A project's sidecar: what must stay true of its deck.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Facts {
    /// The version that saved it, as the project says (`fanodeck 0.1.0`).
    made_by: String,
    cards: usize,
    symbols_per_card: usize,
    seed: u64,
    shape: String,
    /// Whether every card has a back.
    backs: bool,
    /// Every symbol's name (pictures by file stem, words as written), in any order.
    symbols: Vec<String>,
    /// Each card's symbols by name, in card order (in any order within a card).
    deck: Vec<Vec<String>>,
    /// Symbols the maker put somewhere by hand.
    #[serde(default)]
    pins: Vec<PinFact>,
    /// Symbols made larger or smaller on every card.
    #[serde(default)]
    weights: Vec<WeightFact>,
}

/// A symbol kept where the maker put it on a card.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PinFact {
    /// 0-based, as the manifest's `index` (the page's card 1 is 0).
    card: usize,
    symbol: String,
    x_mm: f64,
    y_mm: f64,
    width_mm: f64,
    rotation_deg: f64,
}

/// A symbol's size on every card, times `weight`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct WeightFact {
    symbol: String,
    weight: f64,
}

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/projects")
}

#[test]
fn every_released_project_still_makes_its_deck() {
    let dir = folder();
    let mut zips = Vec::new();
    let mut sidecars = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/data/projects/ is part of the tree") {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("fanodeck-") {
            continue;
        }
        match path.extension().and_then(|e| e.to_str()) {
            Some("zip") => zips.push(path),
            Some("toml") => sidecars.push(path),
            _ => {}
        }
    }
    zips.sort();
    assert!(
        !zips.is_empty(),
        "no saved project in {}: each release keeps its fanodeck-VERSION.zip there",
        dir.display()
    );
    let mut failures = Vec::new();
    for sidecar in &sidecars {
        if !sidecar.with_extension("zip").exists() {
            failures.push(format!(
                "{}: a sidecar without its project ({} is missing)",
                shown(sidecar),
                shown(&sidecar.with_extension("zip"))
            ));
        }
    }
    let work = tempfile::tempdir().unwrap();
    for zip in &zips {
        if let Err(problems) = check(zip, work.path()) {
            failures.push(format!(
                "{} (facts in {}):\n  - {}",
                shown(zip),
                shown(&zip.with_extension("toml")),
                problems.join("\n  - ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "a project saved by a released fanodeck no longer makes its deck; the project would \
         be lost to this upgrade (never change the saved files to pass):\n{}",
        failures.join("\n")
    );
}

/// The path as the repository names it.
fn shown(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// What is wrong with the deck of the project at `zip`, each in a sentence.
fn check(zip: &Path, work: &Path) -> Result<(), Vec<String>> {
    let sidecar = zip.with_extension("toml");
    let text = std::fs::read_to_string(&sidecar).map_err(|e| {
        vec![format!("its sidecar {} cannot be read ({e}): record one", shown(&sidecar))]
    })?;
    let facts: Facts = toml::from_str(&text)
        .map_err(|e| vec![format!("its sidecar {} cannot be read: {e}", shown(&sidecar))])?;

    let stem = zip.file_stem().unwrap().to_string_lossy().into_owned();
    let manifest = work.join(format!("{stem}.json"));
    let pdf = work.join(format!("{stem}.pdf"));
    let args = ["render", "-q", "--project", path_str(zip), "-o", path_str(&pdf)];
    let out = fanodeck(&[&args[..], &["--manifest", path_str(&manifest)]].concat(), work);
    if !out.status.success() {
        return Err(vec![format!(
            "`fanodeck render --project` failed ({}): {}",
            out.status,
            stderr(&out).trim()
        )]);
    }
    let manifest: Value = serde_json::from_slice(&std::fs::read(&manifest).unwrap())
        .map_err(|e| vec![format!("its manifest is no JSON: {e}")])?;

    let mut problems = Vec::new();
    let mut expect = |what: &str, got: String, want: String| {
        if got != want {
            problems.push(format!("{what}: the deck has {got}, the sidecar says {want}"));
        }
    };
    expect("who saved it", made_by(zip), facts.made_by.clone());
    let version = stem.strip_prefix("fanodeck-").unwrap_or(&stem);
    expect("the file name's version", format!("fanodeck {version}"), facts.made_by.clone());
    expect("the seed", manifest["seed"].to_string(), facts.seed.to_string());
    // Each symbol's name by its id (the ids edits and placements refer to).
    let names: std::collections::BTreeMap<u64, String> = manifest["symbols"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| (s["id"].as_u64().unwrap_or(u64::MAX), s["name"].as_str().unwrap_or("?").into()))
        .collect();
    let all: Vec<String> = names.values().cloned().collect();
    expect("the symbols", format!("{:?}", sorted(&all)), format!("{:?}", sorted(&facts.symbols)));
    let cards = manifest["cards"].as_array().cloned().unwrap_or_default();
    expect("the number of cards", cards.len().to_string(), facts.cards.to_string());
    let name_of = |placement: &Value| -> String {
        let id = placement["symbol"].as_u64().unwrap_or(u64::MAX);
        names.get(&id).cloned().unwrap_or_else(|| format!("symbol #{id}"))
    };
    for (i, card) in cards.iter().enumerate() {
        let on_card: Vec<String> =
            card["symbols"].as_array().into_iter().flatten().map(name_of).collect();
        let what = |w: &str| format!("card {} (index {i}) {w}", i + 1);
        expect(&what("symbols"), on_card.len().to_string(), facts.symbols_per_card.to_string());
        expect(&what("shape"), card["shape"].to_string(), format!("{:?}", facts.shape));
        let back = !card["back_page"].is_null();
        expect(&what("has a back"), back.to_string(), facts.backs.to_string());
        if let Some(want) = facts.deck.get(i) {
            expect(
                &what("holds"),
                format!("{:?}", sorted(&on_card)),
                format!("{:?}", sorted(want)),
            );
        }
    }
    expect("the cards listed", cards.len().to_string(), facts.deck.len().to_string());

    for pin in &facts.pins {
        let placement = cards.get(pin.card).and_then(|card| {
            card["symbols"].as_array()?.iter().find(|p| name_of(p) == pin.symbol).cloned()
        });
        let Some(p) = placement else {
            problems.push(format!(
                "'{}', put by hand on card {} (index {}), is not on that card",
                pin.symbol,
                pin.card + 1,
                pin.card
            ));
            continue;
        };
        let at = |key: &str| p[key].as_f64().unwrap_or(f64::NAN);
        let got = [at("x_mm"), at("y_mm"), at("width_mm"), at("rotation_deg")];
        let want = [pin.x_mm, pin.y_mm, pin.width_mm, pin.rotation_deg];
        if got.iter().zip(&want).any(|(g, w)| (g - w).abs() > PIN_TOLERANCE || g.is_nan()) {
            problems.push(format!(
                "'{}', put by hand on card {} (index {}), is at (x, y, width, turn) {got:?}, \
                 the sidecar says {want:?}",
                pin.symbol,
                pin.card + 1,
                pin.card
            ));
        }
    }

    // A weight shows in no manifest: read from the project, as this version reads it.
    let bytes = std::fs::read(zip).unwrap();
    match fanodeck::Project::from_zip(&stem, &bytes) {
        Err(e) => problems.push(format!("the library cannot open it: {e}")),
        Ok(project) => {
            let weights: Vec<(String, f64)> = project
                .request
                .edits
                .weights
                .iter()
                .map(|w| {
                    let name = names.get(&u64::from(w.symbol)).cloned();
                    (name.unwrap_or_else(|| format!("symbol #{}", w.symbol)), f64::from(w.weight))
                })
                .collect();
            let want: Vec<(String, f64)> =
                facts.weights.iter().map(|w| (w.symbol.clone(), w.weight)).collect();
            let same = weights.len() == want.len()
                && weights.iter().zip(&want).all(|(g, w)| g.0 == w.0 && (g.1 - w.1).abs() < 1e-6);
            if !same {
                problems.push(format!(
                    "the symbols made larger on every card are {weights:?}, the sidecar says \
                     {want:?}"
                ));
            }
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(problems) }
}

/// Who saved the project (`madeBy` of its `fanodeck-project.json`).
fn made_by(zip: &Path) -> String {
    let file = std::fs::File::open(zip).unwrap();
    let Ok(mut archive) = zip::ZipArchive::new(file) else {
        return "no ZIP".into();
    };
    let Ok(entry) = archive.by_name("fanodeck-project.json") else {
        return "no fanodeck-project.json".into();
    };
    let settings: Value = serde_json::from_reader(entry).unwrap_or_default();
    settings["madeBy"].as_str().unwrap_or("nobody named").to_string()
}

fn sorted(names: &[String]) -> Vec<&str> {
    let mut names: Vec<&str> = names.iter().map(String::as_str).collect();
    names.sort_unstable();
    names
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}
