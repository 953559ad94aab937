//! `fanodeck verify`: checks a deck file, exit status 1 if two cards do not share exactly one
//! symbol.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

/// `fanodeck verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Deck JSON from `fanodeck cards --json` or `fanodeck render --manifest`.
    pub file: PathBuf,
}

pub fn run(args: &VerifyArgs) -> Result<ExitCode> {
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
