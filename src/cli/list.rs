//! `fanodeck icons` and `fanodeck list`: what is built in, by the names the flags take.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, ValueEnum};

/// `fanodeck list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// What to list.
    #[arg(value_enum)]
    pub what: ListWhat,
}

/// The lists of `fanodeck list`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ListWhat {
    /// Card backs, for --back builtin:NAME.
    Backs,
    /// Words lists, for --words builtin:NAME.
    Words,
    /// Sheet and print-service templates, for --template NAME.
    Templates,
    /// Themes of the bundled icons, for --theme NAME.
    Themes,
    /// Names lists, for `dominoes builtin:NAME`.
    Names,
}

/// The bundled icons by theme: a line with the theme and its count, then the names, wrapped.
pub fn icons() -> Result<ExitCode> {
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
pub fn run(what: ListWhat) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let rows: Vec<(String, String)> = match what {
        ListWhat::Backs => fanodeck::assets::BACKS
            .iter()
            .map(|b| (b.name.to_string(), b.description.to_string()))
            .collect(),
        // Words lists for --words, then pairs lists for --pairs.
        ListWhat::Words => fanodeck::assets::WORDS
            .iter()
            .map(|b| (b.name.to_string(), b.description.to_string()))
            .chain(
                fanodeck::assets::PAIRS
                    .iter()
                    .map(|b| (b.name.to_string(), format!("--pairs: {}", b.description))),
            )
            .collect(),
        ListWhat::Templates => fanodeck::render::builtin_names()
            .into_iter()
            .map(|name| {
                let page = fanodeck::PageOptions::from_builtin_template(name)?;
                let bleed = match page.bleed_mm {
                    0.0 => String::new(),
                    mm => format!(", {mm} mm bleed on a coloured card"),
                };
                let paper = page.paper.title();
                // A print service's template: the card and the files it asks for.
                let shop = &page.print_shop;
                let service = match page.diameter_mm {
                    Some(d) if *shop != fanodeck::render::PrintShopOptions::default() => {
                        let card = fanodeck::Sheet::new(&page)?.card_outline();
                        let (w, h) = shop.pixels(&card)?;
                        format!(
                            "; {d} mm {} cards, print files {w} × {h} px ({} dpi, {} mm \
                             bleed)",
                            page.shape.name(),
                            shop.dpi,
                            shop.bleed_mm
                        )
                    }
                    // A template for a punch or cutter of one size: the card's.
                    Some(d) => format!("; {d} mm {} cards", page.shape.name()),
                    None => String::new(),
                };
                Ok((
                    name.to_string(),
                    format!("{paper}, {} cards a sheet{bleed}{service}", page.per_sheet.count()),
                ))
            })
            .collect::<fanodeck::Result<_>>()?,
        ListWhat::Names => fanodeck::games::dominoes::NAMES
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
