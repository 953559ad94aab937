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
    /// Paper, used in landscape: a4 or letter.
    #[arg(long, value_name = "a4|letter", default_value = "a4")]
    pub paper: String,
    /// Cards per sheet of the deck you will print: 6 or 4.
    #[arg(long, value_name = "4|6", default_value_t = 6)]
    pub per_sheet: u32,
    /// How your printer turns the sheet: long (flip on long edge) or short.
    #[arg(long, value_name = "long|short", default_value = "long")]
    pub duplex: String,
}

pub fn run(args: &DuplexSheetArgs) -> Result<ExitCode> {
    let request = fanodeck::Request {
        paper: Some(args.paper.clone()),
        per_sheet: Some(args.per_sheet),
        ..fanodeck::Request::default()
    };
    let mut page = request.to_options().map_err(hints::explain)?.page;
    page.duplex = args.duplex.parse().map_err(hints::explain)?;
    let pdf = fanodeck::render::duplex_sheet_pdf(&page)?;
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
