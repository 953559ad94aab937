//! `fanodeck duplex-test`: the one-sheet PDF that measures a printer's duplex shift.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use super::{hints, staging};

/// `fanodeck duplex-test`.
#[derive(Debug, Args)]
pub struct DuplexSheetArgs {
    /// The PDF to write.
    #[arg(short, long, value_name = "FILE", default_value = "duplex-test.pdf")]
    pub output: PathBuf,
    /// Paper, used in landscape: a4 or letter (default: the deck's, a4).
    #[arg(long, value_name = "a4|letter")]
    pub paper: Option<String>,
    /// Cards per sheet of the deck you will print: 6 or 4 (default: the deck's, 6).
    #[arg(long, value_name = "4|6")]
    pub per_sheet: Option<u32>,
    /// How your printer turns the sheet: long (flip on long edge, the default) or short.
    #[arg(long, value_name = "long|short")]
    pub duplex: Option<String>,
    /// The language of the sheet's steps: en, fr, de, es or he.
    #[arg(long, value_name = "en|fr|de|es|he", default_value = "en")]
    pub language: fanodeck::Language,
}

/// Writes the sheet for the deck the flags describe; unset flags keep the deck's defaults.
pub fn run(args: &DuplexSheetArgs) -> Result<ExitCode> {
    let request = fanodeck::Request {
        paper: args.paper.clone(),
        per_sheet: args.per_sheet,
        language: args.language,
        ..fanodeck::Request::default()
    };
    let mut page = request.to_options().map_err(hints::explain)?.page;
    if let Some(duplex) = &args.duplex {
        page.duplex = duplex.parse().map_err(hints::explain)?;
    }
    let pdf = fanodeck::render::duplex_sheet_pdf(&page)?;
    staging::check_targets(&args.output, None, &staging::Inputs { files: vec![], folder: None })?;
    let mut files = staging::Staged::default();
    files.add(&args.output, &pdf)?;
    files.commit()?;
    log::info!(
        "wrote '{}': print both pages on one sheet, double-sided, then follow what it says",
        args.output.display()
    );
    Ok(ExitCode::SUCCESS)
}
