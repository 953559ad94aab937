//! `fanodeck sizes`: the table of deck sizes, and why the missing ones are missing.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

/// Prints one row a size: symbols per card, the plane's order, cards and pictures.
pub fn run() -> Result<ExitCode> {
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
