//! Benchmark section: layout. Packs decks of the bundled icons and of generated clip-art
//! folders and prints time and quality beside the targets; then the order-31 deck (993
//! clip-art pictures, 32 a card) end to end through the binary, with its time and peak
//! memory beside those of the previous version.
//!
//! The previous version's figures are the ones recorded below ([`BEFORE_31`]); set
//! `FANODECK_BEFORE` to an older `fanodeck` binary to run it side by side on this machine.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

use fanodeck::geom::{CardOutline, Mask};
use fanodeck::layout::{self, LayoutOptions, card_stats};
use fanodeck::plane::{Deck, DeckOptions};
use fanodeck::symbols::{SymbolOptions, load_symbols};

/// Order-31 deck before issue 14 (commit 4b158b9, 2-core machine of this workplace, quiet):
/// wall seconds and peak MB of `fanodeck render --icons <993 clip-art> --symbols 32`.
const BEFORE_31: (f64, f64) = (30.9, 525.0);

/// The projective deck of prime order `p` (p + 1 symbols a card), as `fanodeck render` builds
/// it with the default seed.
fn prime_deck(p: u32) -> Deck {
    let options =
        DeckOptions { symbols_per_card: p as usize + 1, seed: 1, ..DeckOptions::default() };
    fanodeck::plane::build_deck(&options).expect("a prime order")
}

/// The deck of prime order `p` with the pictures `options` loads, as `fanodeck render`
/// makes them: the masks, and the pictures handed to the plane's symbols by their ink.
pub(crate) fn deck_of(p: u32, options: &SymbolOptions) -> (Deck, Vec<Arc<Mask>>) {
    let deck = prime_deck(p);
    let symbols = load_symbols(options, 8, deck.symbol_count).expect("symbols");
    let masks: Vec<Arc<Mask>> = symbols.iter().map(|s| s.mask(layout::MASK_PX)).collect();
    (layout::balance_ink(&deck, &masks, 1), masks)
}

/// The middle value of `v` (the upper one of an even count); every section's medians.
pub(crate) fn median<T: Copy + PartialOrd>(mut v: Vec<T>) -> T {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v[v.len() / 2]
}

fn section(title: &str, p: u32, symbols: &SymbolOptions, time_target: &str, cov_target: f32) {
    let diameter = 90.0;
    let (deck, masks) = deck_of(p, symbols);
    // The layout seed `fanodeck render` uses: the deck's.
    let options = LayoutOptions { seed: 1, ..LayoutOptions::default() };
    let mut times = Vec::new();
    let mut cards = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        cards = layout::layout_deck(&deck, &masks, CardOutline::round(diameter), &options)
            .expect("layout");
        times.push(start.elapsed().as_secs_f32());
    }
    let stats: Vec<_> = cards
        .iter()
        .map(|c| card_stats(c, &masks, CardOutline::round(diameter), &options))
        .collect();
    let cov: Vec<f32> = stats.iter().map(|s| s.coverage).collect();
    println!("{title}: {} cards × {} symbols, {diameter} mm", deck.cards.len(), p + 1);
    println!(
        "  layout time (best of 3)   {:7.3} s    target {time_target}",
        times.iter().copied().fold(f32::MAX, f32::min)
    );
    let worst = cov.iter().enumerate().min_by(|a, b| a.1.total_cmp(b.1)).map_or(0, |(i, _)| i);
    println!(
        "  coverage median           {:7.1} %    target ≥ {cov_target} %",
        100.0 * median(cov.clone())
    );
    println!(
        "  coverage minimum          {:7.1} %    target ≥ 40 %   (card {})",
        100.0 * cov[worst],
        worst + 1
    );
    println!(
        "  size ratio median         {:7.2}      target 2–3 (asked {})",
        median(stats.iter().map(|s| s.size_ratio).collect()),
        options.size_ratio
    );
    println!(
        "  min gap                   {:7.2} mm   target ≥ {} mm",
        stats.iter().map(|s| s.min_gap_mm).fold(f32::MAX, f32::min),
        options.gap_mm
    );
    println!(
        "  min margin                {:7.2} mm   target ≥ {} mm",
        stats.iter().map(|s| s.min_margin_mm).fold(f32::MAX, f32::min),
        options.margin_mm
    );
    let empty: Vec<f32> = stats.iter().map(|s| s.largest_empty).collect();
    let hole = empty.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).map_or(0, |(i, _)| i);
    println!(
        "  largest empty circle      {:7.2} R (median {:.2} R, card {})   target ≤ 0.20 R",
        empty[hole],
        median(empty.clone()),
        hole + 1
    );
}

/// Lowest coverage and largest empty circle of the deck of order `p` over layout seeds 1–8:
/// one seed can be lucky, and the targets hold for every card of every deck.
fn over_seeds(title: &str, p: u32, symbols: &SymbolOptions) {
    let diameter = 90.0;
    let (deck, masks) = deck_of(p, symbols);
    let (mut lowest, mut hole, mut over, mut under) = (Vec::new(), Vec::new(), 0, 0);
    for seed in 1..=8 {
        let options = LayoutOptions { seed, ..LayoutOptions::default() };
        let cards = layout::layout_deck(&deck, &masks, CardOutline::round(diameter), &options)
            .expect("layout");
        let stats: Vec<_> = cards
            .iter()
            .map(|c| card_stats(c, &masks, CardOutline::round(diameter), &options))
            .collect();
        let poorest = stats.iter().map(|s| s.coverage).fold(f32::MAX, f32::min);
        under += usize::from(poorest < 0.40);
        lowest.push(poorest);
        let most = stats.iter().map(|s| s.largest_empty).fold(0.0, f32::max);
        over += usize::from(most > 0.20);
        hole.push(most);
    }
    let range = |v: &[f32]| {
        let lo = v.iter().copied().fold(f32::MAX, f32::min);
        (lo, v.iter().copied().fold(lo, f32::max))
    };
    let ((c0, c1), (h0, h1)) = (range(&lowest), range(&hole));
    println!("{title}, layout seeds 1–8:");
    println!(
        "  coverage minimum          {:.1}–{:.1} %   target ≥ 40 % ({under} of 8 decks under)",
        100.0 * c0,
        100.0 * c1
    );
    println!(
        "  largest empty circle      {h0:.2}–{h1:.2} R  target ≤ 0.20 R ({over} of 8 decks over)"
    );
}

/// Clip-art folder `count` pictures from `first` on, as a deck's symbol source.
pub(crate) fn clipart(dir: &Path, first: u32, count: usize) -> SymbolOptions {
    let folder = dir.join(format!("clip-{first}-{count}"));
    std::fs::create_dir_all(&folder).expect("clip-art folder");
    crate::fixtures::write_clipart_from(&folder, first, count);
    SymbolOptions { icons: Some(folder), ..SymbolOptions::default() }
}

/// Runs `binary render -v` on the order-31 deck; wall seconds and the peak memory it reports.
fn render_31(binary: &Path, folder: &Path, out: &Path) -> Option<(f64, f64)> {
    let start = Instant::now();
    let output = Command::new(binary)
        .args(["render", "-v", "--symbols", "32", "--icons"])
        .arg(folder)
        .arg("-o")
        .arg(out)
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The run's own total, before -v measures every card; the wall time if it is missing.
    let secs = stderr
        .lines()
        .find_map(|l| l.split("total: ").nth(1)?.trim().trim_end_matches('s').trim().parse().ok())
        .unwrap_or_else(|| start.elapsed().as_secs_f64());
    let peak = stderr.lines().find_map(|l| {
        l.split("peak memory ").nth(1)?.trim().trim_end_matches("MB").trim().parse::<f64>().ok()
    });
    Some((secs, peak.unwrap_or(f64::NAN)))
}

pub fn run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let icons = SymbolOptions::default();
    section("default deck", 7, &icons, "< 0.3 s on 2 cores", 50.0);
    section("bundled icons, 6 a card", 5, &icons, "(none)", 45.0);
    over_seeds("bundled icons, 6 a card", 5, &icons);
    section("12 per card", 11, &icons, "(none)", 50.0);
    for first in [0, 1000, 2000] {
        let folder = clipart(dir.path(), first, 60);
        let title = format!("clip-art from {first}, 6 a card");
        section(&title, 5, &folder, "(none)", 45.0);
        over_seeds(&title, 5, &folder);
    }
    let folder = clipart(dir.path(), 0, 60);
    section("clip-art, 8 a card", 7, &folder, "(none)", 45.0);

    let folder = dir.path().join("clip-993");
    std::fs::create_dir_all(&folder).expect("folder");
    crate::fixtures::write_clipart_from(&folder, 0, 993);
    let out = dir.path().join("o31.pdf");
    let now = render_31(Path::new(env!("CARGO_BIN_EXE_fanodeck")), &folder, &out);
    let before = std::env::var_os("FANODECK_BEFORE")
        .and_then(|b| render_31(Path::new(&b), &folder, &dir.path().join("o31-before.pdf")));
    println!("order 31 end to end: 993 cards × 32 clip-art pictures (fanodeck render -v)");
    let Some((secs, mb)) = now else {
        println!("  failed");
        return;
    };
    let (bs, bm) = before.unwrap_or(BEFORE_31);
    let source = if before.is_some() { "FANODECK_BEFORE, now" } else { "recorded" };
    println!(
        "  wall time                 {secs:7.1} s    before {bs:.1} s ({source}); target ≤ {:.1} s (35 %)",
        0.35 * bs
    );
    println!("  peak memory               {mb:7.0} MB   before {bm:.0} MB; target ≤ before");
}
