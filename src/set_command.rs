//! `fanodeck set`: count SETs among typed cards, deal tables, estimate no-SET odds. The
//! maths lives in the library (`fanodeck::set`); here is only reading codes and printing.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result};
use fanodeck::set::{self, Code, count};

use crate::cli::{
    SetAction, SetArgs, SetCountArgs, SetDealArgs, SetPrintArgs, SetPrintJob, SetStatsArgs,
};
use crate::staging;

/// Most bytes of codes read from standard input (3⁶ codes of 6 digits fit many times).
const MAX_STDIN: u64 = 1 << 20;

/// Runs a `set` subcommand, or prints the deck.
pub fn run(args: SetArgs) -> Result<ExitCode> {
    match args.action {
        Some(SetAction::Count(args)) => count_command(&args),
        Some(SetAction::Deal(args)) => deal(&args),
        Some(SetAction::Stats(args)) => stats(&args),
        None => print(&args.print),
    }
}

/// `fanodeck set -o set.pdf`: the deck, and its manifest when asked.
fn print(args: &SetPrintArgs) -> Result<ExitCode> {
    let job = SetPrintJob::try_from(args).map_err(crate::hints::explain)?;
    let inputs = staging::Inputs { files: args.back.iter().cloned().collect(), folder: None };
    staging::check_targets(&args.output, args.manifest.as_deref(), None, &inputs)?;
    staging::catch_interrupts();
    let deck = fanodeck::set::print::set_deck(&job.options)?;
    let mut files = staging::Staged::default();
    files.add(&args.output, &deck.pdf)?;
    if let Some(path) = &args.manifest {
        let json = deck.manifest(job.options.paper);
        let mut text = serde_json::to_vec_pretty(&json)?;
        text.push(b'\n');
        files.add(path, &text)?;
    }
    files.commit()?;
    log::info!(
        "wrote '{}': {} SET cards on {} page{} ({} KB)",
        args.output.display(),
        deck.cards.len(),
        deck.pages,
        if deck.pages == 1 { "" } else { "s" },
        deck.pdf.len().div_ceil(1024)
    );
    Ok(ExitCode::SUCCESS)
}

fn codes_text(sets: &[[Code; 3]]) -> Vec<[String; 3]> {
    sets.iter().map(|s| s.map(|c| c.to_string())).collect()
}

fn count_command(args: &SetCountArgs) -> Result<ExitCode> {
    let mut typed = args.codes.clone();
    if typed.is_empty() {
        let mut text = String::new();
        std::io::stdin()
            .take(MAX_STDIN + 1)
            .read_to_string(&mut text)
            .context("could not read card codes from standard input")?;
        if text.len() as u64 > MAX_STDIN {
            anyhow::bail!("standard input holds more than {} KB of card codes", MAX_STDIN / 1024);
        }
        typed = text.split_whitespace().map(str::to_string).collect();
    }
    let cards = set::parse_hand(&typed)?;
    let sets = count::fourier(&cards);
    let list = args.list.then(|| count::list(&cards));
    let mod7 = args.modulus.map(|_| count::mod7(&cards));
    let mut out = std::io::stdout().lock();
    if args.json {
        let mut json = serde_json::json!({ "cards": cards.len(), "sets": sets });
        if let Some(list) = &list {
            json["list"] = serde_json::to_value(codes_text(list))?;
        }
        if let Some(m) = &mod7 {
            json["mod7"] = serde_json::to_value(m)?;
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(out, "{} cards, {} SET{}", cards.len(), sets, if sets == 1 { "" } else { "s" })?;
    for s in list.iter().flatten() {
        writeln!(out, "{} {} {}", s[0], s[1], s[2])?;
    }
    if let Some(m) = &mod7 {
        print_mod7(&mut out, &cards, m)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The mod-7 calculation as a table, one step after the other.
fn print_mod7(out: &mut impl Write, cards: &[Code], m: &count::Mod7) -> Result<()> {
    let d = cards.first().map_or(1, Code::len);
    let row = |v: &[u8]| v.iter().map(|n| n.to_string()).collect::<String>();
    writeln!(out)?;
    writeln!(out, "The marble-run computer: arithmetic mod 7, with 2 as the cube root of one.")?;
    writeln!(
        out,
        "1. Each card s gets a vector of {} numbers, 2^(x·s) mod 7 for every x in F3^{d}:",
        m.sum.len()
    )?;
    for (card, v) in cards.iter().zip(&m.vectors) {
        writeln!(out, "   {card}  {}", row(v))?;
    }
    writeln!(out, "2. Their sum, mod 7, place by place:")?;
    writeln!(out, "   {:width$}  {}", "sum", row(&m.sum), width = d)?;
    writeln!(out, "3. The cubes of those numbers, summed, mod 7: {}", m.sum_of_cubes)?;
    writeln!(out, "4. Divided by 3^{d} mod 7: p + 6l ≡ p − l ≡ {} (mod 7)", m.p_minus_l)?;
    writeln!(
        out,
        "5. With p = {}: the number of SETs is {} modulo 7 (this gives l only modulo 7).",
        cards.len(),
        m.sets_mod_7
    )?;
    Ok(())
}

fn deal(args: &SetDealArgs) -> Result<ExitCode> {
    let table = set::deal::deal(args.cards, args.seed)?;
    let sets = count::list(&table);
    let mut out = std::io::stdout().lock();
    if args.json {
        let json = serde_json::json!({
            "cards": table.iter().map(Code::to_string).collect::<Vec<_>>(),
            "sets": sets.len(),
            "list": codes_text(&sets),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    for card in &table {
        writeln!(out, "{card}  {}", card.names().join(" "))?;
    }
    writeln!(out, "{} SET{} on the table (seed {})", sets.len(), plural(sets.len()), args.seed)?;
    for s in &sets {
        writeln!(out, "{} {} {}", s[0], s[1], s[2])?;
    }
    Ok(ExitCode::SUCCESS)
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn stats(args: &SetStatsArgs) -> Result<ExitCode> {
    if args.trials == 0 {
        anyhow::bail!("invalid trials '0': deal at least one table");
    }
    let start = Instant::now();
    let none = set::deal::no_set_count(args.cards, args.trials, args.seed)?;
    let share = none as f64 / args.trials as f64;
    let odds = if none == 0 { "never".to_string() } else { format!("1 in {:.1}", 1.0 / share) };
    writeln!(
        std::io::stdout().lock(),
        "{none} of {} tables of {} cards have no SET: {:.2} % ({odds}); {:.2} s",
        args.trials,
        args.cards,
        100.0 * share,
        start.elapsed().as_secs_f64()
    )?;
    Ok(ExitCode::SUCCESS)
}
