//! What each subcommand does: call the library, print, write files.
//!
//! Files are written only after everything is generated in memory, through [`staging`]: an
//! error or Ctrl-C never leaves a half-written PDF or destroys the previous deck.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use fanodeck::Options;
use rayon::prelude::*;

use crate::cli::{CardsArgs, Command, DuplexTestArgs, ListWhat, RenderArgs, VerifyArgs};
use crate::progress::Bar;
use crate::staging;

/// Runs one subcommand; `Ok` carries the exit status (verify uses 1 for a broken deck).
pub fn run(command: Command) -> Result<ExitCode> {
    match command {
        Command::Render(args) => render(&args),
        Command::Cards(args) => cards(&args),
        Command::Sizes => sizes(),
        Command::Verify(args) => verify(&args),
        Command::Icons => icons(),
        Command::List(args) => list(args.what),
        Command::DuplexTest(args) => duplex_test(&args),
        Command::Play(args) => crate::games::play(&args),
        Command::Dominoes(args) => crate::games::dominoes(&args),
        Command::Set(args) => crate::set_command::run(args),
    }
}

fn render(args: &RenderArgs) -> Result<ExitCode> {
    let mut args = args.clone();
    if args.output.extension().is_none() && !args.output.is_dir() {
        // `-o mydeck` means mydeck.pdf: a file without extension opens in nothing.
        args.output.set_extension("pdf");
        log::info!("writing '{}' (the PDF needs its .pdf)", args.output.display());
    }
    let args = &args;
    let options = Options::try_from(args).map_err(crate::hints::explain)?;
    // Before the work: a target that cannot be written, or that is one of the inputs, is
    // found while nothing has been replaced.
    let png_dir = args.png.as_deref();
    staging::check_targets(&args.output, args.manifest.as_deref(), png_dir, &inputs(args))?;
    staging::catch_interrupts();
    let bar = Bar::new();
    let output = fanodeck::generate_with_progress(&options, &bar).map_err(crate::hints::explain)?;
    let pngs = match &args.png {
        Some(_) => output.card_pngs(args.png_dpi / 25.4)?,
        None => Vec::new(),
    };
    bar.finish();
    report_layout(&output, &options.layout);

    // Stage every file first; only when all are complete do they replace the old ones, so a
    // bad manifest path cannot leave a new PDF beside an old manifest.
    let mut files = staging::Staged::default();
    files.add(&args.output, &output.pdf)?;
    if let Some(path) = &args.manifest {
        let mut json = serde_json::to_vec_pretty(&output.manifest)?;
        json.push(b'\n');
        files.add(path, &json)?;
    }
    if let Some(dir) = &args.png {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("could not create PNG folder '{}'", dir.display()))?;
        for (i, png) in pngs.iter().enumerate() {
            files.add(&dir.join(preview_name(i, pngs.len())), png)?;
        }
    }
    files.commit()?;
    if let Some(dir) = &args.png {
        remove_stale_previews(dir, pngs.len());
    }
    log::info!(
        "wrote '{}': {} cards of {} symbols ({} KB), seed {}",
        args.output.display(),
        output.deck.cards.len(),
        output.deck.symbols_per_card,
        output.pdf.len().div_ceil(1024),
        options.deck.seed,
    );
    Ok(ExitCode::SUCCESS)
}

/// With -v, the deck's layout figures (the benchmark's); with -vv, each card's.
fn report_layout(output: &fanodeck::Output, layout: &fanodeck::LayoutOptions) {
    if !log::log_enabled!(log::Level::Debug) || output.cards.is_empty() {
        return;
    }
    let masks: Vec<_> = output.symbols.iter().map(|s| s.mask(fanodeck::layout::MASK_PX)).collect();
    let diameter = output.sheet.diameter_mm;
    let stats: Vec<_> = output
        .cards
        .par_iter()
        .map(|card| fanodeck::layout::card_stats(card, &masks, diameter, layout))
        .collect();
    for (i, s) in stats.iter().enumerate() {
        log::trace!(
            "card {}: coverage {:.1} %, size ratio {:.2}, smallest gap {:.2} mm, margin {:.2} mm, \
             largest empty circle {:.2} R",
            i + 1,
            100.0 * s.coverage,
            s.size_ratio,
            s.min_gap_mm,
            s.min_margin_mm,
            s.largest_empty
        );
    }
    let median = |f: &dyn Fn(&fanodeck::layout::CardStats) -> f32| {
        let mut v: Vec<f32> = stats.iter().map(f).collect();
        v.sort_by(f32::total_cmp);
        v[v.len() / 2]
    };
    // The cards to preview: the one with the least ink and the one with the largest hole
    // (the first of equals).
    let lowest = stats.iter().enumerate().min_by(|a, b| a.1.coverage.total_cmp(&b.1.coverage));
    let holiest =
        stats.iter().enumerate().min_by(|a, b| b.1.largest_empty.total_cmp(&a.1.largest_empty));
    let (Some((low_card, low)), Some((hole_card, hole))) = (lowest, holiest) else {
        return;
    };
    let (low_card, hole_card) = (low_card + 1, hole_card + 1);
    let (low, hole) = (low.coverage, hole.largest_empty);
    log::debug!(
        "layout: coverage median {:.1} %, lowest {:.1} % (card {low_card}); size ratio median \
         {:.2}; smallest gap {:.2} mm; largest empty circle {hole:.2} R (card {hole_card}; \
         median {:.2} R)",
        100.0 * median(&|s| s.coverage),
        100.0 * low,
        median(&|s| s.size_ratio),
        stats.iter().map(|s| s.min_gap_mm).fold(f32::INFINITY, f32::min),
        median(&|s| s.largest_empty),
    );
}

/// The files a render reads, which no output may overwrite; the folder stands for every
/// picture in it.
fn inputs(args: &RenderArgs) -> staging::Inputs {
    let files = [&args.symbols.words, &args.symbols.font, &args.page.back]
        .into_iter()
        .flatten()
        .cloned()
        .chain(args.page.template.iter().map(std::path::PathBuf::from))
        .collect();
    staging::Inputs { files, folder: args.symbols.icons.clone() }
}

fn cards(args: &CardsArgs) -> Result<ExitCode> {
    let options = Options::try_from(args).map_err(crate::hints::explain)?;
    let with_names = args.names || args.symbols.icons.is_some() || args.symbols.words.is_some();
    // With pictures, the cards as `render` prints them (it hands the pictures to the plane's
    // symbols by their ink), ids being the pictures' numbers; without, the plane's symbols.
    let (deck, names) = if with_names {
        let (deck, symbols) = fanodeck::printed_deck(&options).map_err(crate::hints::explain)?;
        (deck, Some(symbols.into_iter().map(|s| s.name).collect::<Vec<_>>()))
    } else {
        (fanodeck::plane::build_deck(&options.deck).map_err(crate::hints::explain)?, None)
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        let json = serde_json::to_string_pretty(&deck.to_file())?;
        writeln!(out, "{json}")?;
        log::info!("seed {} (--seed N for another shuffle)", options.deck.seed);
        return Ok(ExitCode::SUCCESS);
    }
    for (i, card) in deck.cards.iter().enumerate() {
        let line: Vec<String> = card
            .symbols
            .iter()
            .map(|s| match &names {
                Some(names) => names[s.0 as usize].clone(),
                None => s.0.to_string(),
            })
            .collect();
        let sep = if names.is_some() { ", " } else { " " };
        writeln!(out, "Card {}: {}", i + 1, line.join(sep))?;
    }
    log::info!("seed {} (--seed N for another shuffle)", options.deck.seed);
    Ok(ExitCode::SUCCESS)
}

fn sizes() -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{:>9} {:>6} {:>7} {:>9}  note", "per card", "order", "cards", "pictures")?;
    for row in fanodeck::plane::size_table() {
        match row.existence.reason() {
            None => writeln!(
                out,
                "{:>9} {:>6} {:>7} {:>9}  affine: {} cards from {} pictures",
                row.symbols_per_card,
                row.order,
                row.cards,
                row.symbols,
                row.affine_cards,
                row.affine_symbols
            )?,
            Some(reason) => writeln!(
                out,
                "{:>9} {:>6} {:>7} {:>9}  {reason}",
                row.symbols_per_card, row.order, "-", "-"
            )?,
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The bundled icons by theme: a line with the theme and its count, then the names, wrapped.
fn icons() -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    for theme in fanodeck::symbols::themes() {
        let names: Vec<&str> = fanodeck::symbols::bundled_icons()
            .filter(|i| i.theme == theme)
            .map(|i| i.name)
            .collect();
        writeln!(out, "{theme} ({})", names.len())?;
        let mut line = String::from(" ");
        for name in names {
            if line.len() + name.len() + 2 > 96 {
                writeln!(out, "{}", line.trim_end_matches(','))?;
                line = String::from(" ");
            }
            line.push(' ');
            line.push_str(name);
            line.push(',');
        }
        writeln!(out, "{}", line.trim_end_matches(','))?;
    }
    log::info!("use them with --theme THEMES, --only NAMES or --exclude NAMES");
    Ok(ExitCode::SUCCESS)
}

/// What is built in: one a line, the name first (as it is passed), then what it is.
fn list(what: ListWhat) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let rows: Vec<(String, String)> = match what {
        ListWhat::Backs => fanodeck::assets::BACKS
            .iter()
            .map(|b| (b.name.to_string(), b.description.to_string()))
            .collect(),
        ListWhat::Words => fanodeck::assets::WORDS
            .iter()
            .map(|b| (b.name.to_string(), b.description.to_string()))
            .collect(),
        ListWhat::Templates => fanodeck::render::builtin_names()
            .into_iter()
            .map(|name| {
                let page = fanodeck::PageOptions::from_builtin_template(name)?;
                let bleed = match page.bleed_mm {
                    0.0 => String::new(),
                    mm => format!(", {mm} mm bleed on a coloured card"),
                };
                let paper = match page.paper {
                    fanodeck::Paper::A4 => "A4",
                    fanodeck::Paper::Letter => "US Letter",
                };
                Ok((
                    name.to_string(),
                    format!("{paper}, {} cards a sheet{bleed}", page.per_sheet.count()),
                ))
            })
            .collect::<fanodeck::Result<_>>()?,
        ListWhat::Names => fanodeck::dominoes::NAMES
            .iter()
            .map(|b| (b.name.to_string(), b.description.to_string()))
            .collect(),
        ListWhat::Themes => fanodeck::symbols::themes()
            .into_iter()
            .map(|theme| {
                let icons: Vec<&str> = fanodeck::symbols::bundled_icons()
                    .filter(|i| i.theme == theme)
                    .map(|i| i.name)
                    .collect();
                let first: Vec<&str> = icons.iter().take(4).copied().collect();
                (theme.to_string(), format!("{} icons: {}…", icons.len(), first.join(", ")))
            })
            .collect(),
    };
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    for (name, description) in rows {
        writeln!(out, "{name:<width$}  {description}")?;
    }
    Ok(ExitCode::SUCCESS)
}

fn duplex_test(args: &DuplexTestArgs) -> Result<ExitCode> {
    let request = fanodeck::Request {
        paper: Some(args.paper.clone()),
        per_sheet: Some(args.per_sheet),
        ..fanodeck::Request::default()
    };
    let mut page = request.to_options().map_err(crate::hints::explain)?.page;
    page.duplex = args.duplex.parse().map_err(crate::hints::explain)?;
    let pdf = fanodeck::render::duplex_test_pdf(&page)?;
    staging::check_targets(
        &args.output,
        None,
        None,
        &staging::Inputs { files: vec![], folder: None },
    )?;
    let mut files = staging::Staged::default();
    files.add(&args.output, &pdf)?;
    files.commit()?;
    log::info!(
        "wrote '{}': print both pages on one sheet, double-sided, then follow what it says",
        args.output.display()
    );
    Ok(ExitCode::SUCCESS)
}

fn verify(args: &VerifyArgs) -> Result<ExitCode> {
    let cards = fanodeck::plane::read_deck_file(&args.file)?;
    let found = fanodeck::plane::check_cards(&cards);
    let mut out = std::io::stdout().lock();
    if found.is_ok() {
        writeln!(
            out,
            "ok: '{}' has {} cards and every two share exactly one symbol",
            args.file.display(),
            cards.len()
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    // A badly broken deck has a problem for most pairs; the first few tell the story. The
    // library keeps only the first of them and counts the rest.
    const SHOWN: usize = 20;
    for problem in found.problems.iter().take(SHOWN) {
        writeln!(out, "{problem}")?;
    }
    if found.total > SHOWN {
        writeln!(out, "… and {} more", found.total - SHOWN)?;
    }
    let plural = if found.total == 1 { "" } else { "s" };
    writeln!(
        out,
        "'{}': {} problem{plural} in {} cards",
        args.file.display(),
        found.total,
        cards.len()
    )?;
    Ok(ExitCode::from(1))
}

/// `card-07.png`: numbered from 1, zero-padded so the files sort in deck order.
fn preview_name(index: usize, count: usize) -> String {
    let width = count.to_string().len().max(2);
    format!("card-{:0width$}.png", index + 1)
}

/// Removes `card-N.png` previews left from an earlier, larger deck in the same folder.
fn remove_stale_previews(dir: &Path, count: usize) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let current: std::collections::BTreeSet<String> =
        (0..count).map(|i| preview_name(i, count)).collect();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let numbered = name
            .strip_prefix("card-")
            .and_then(|rest| rest.strip_suffix(".png"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if numbered && !current.contains(&name) && std::fs::remove_file(entry.path()).is_ok() {
            log::info!("removed old preview '{}'", entry.path().display());
        }
    }
}
