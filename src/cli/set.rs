//! `fanodeck set`: print the deck, count SETs among typed cards, deal tables, estimate no-SET
//! odds. The maths lives in the library ([`fanodeck::games::set`]); here is only reading codes
//! and printing.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use fanodeck::Error;
use fanodeck::games::set::{self, Code, SetRequest, count};

use super::args::back_file;
use super::{hints, staging};

/// `fanodeck set`: print the deck, or one of the subcommands.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct SetArgs {
    /// What to do with SET cards (without one: print the deck).
    #[command(subcommand)]
    pub action: Option<SetAction>,
    #[command(flatten)]
    pub print: SetPrintArgs,
}

/// `fanodeck set -o set.pdf`: the deck as a PDF.
#[derive(Debug, Args)]
pub struct SetPrintArgs {
    /// The PDF to write.
    #[arg(short, long, value_name = "FILE", default_value = "set.pdf")]
    pub output: PathBuf,
    /// Paper, used landscape: a4 or letter.
    #[arg(long, value_name = "a4|letter", default_value_t = SetRequest::default().paper)]
    pub paper: String,
    /// Card size in mm, WIDTHxHEIGHT (playing-card size by default).
    #[arg(long, value_name = "WxH", default_value_t = SetRequest::default().card_size)]
    pub card_size: String,
    /// Inks: classic (red, green, purple) or cb (orange, blue, reddish purple: colour-blind
    /// safe).
    #[arg(long, value_name = "classic|cb", default_value_t = SetRequest::default().palette)]
    pub palette: String,
    /// Attributes that vary: 4 (81 cards), 3 (27 cards, all number one) or 2 (9 cards, number
    /// one and solid).
    #[arg(long, value_name = "2|3|4", default_value_t = SetRequest::default().attributes)]
    pub attributes: usize,
    /// Print only these cards: four-digit codes separated by commas or spaces.
    #[arg(long, value_name = "CODES")]
    pub cards: Option<String>,
    /// Card back picture (SVG or bitmap, or builtin:NAME): a mirrored sheet of backs after
    /// each sheet, for a printer that flips on the long edge.
    #[arg(long, value_name = "FILE")]
    pub back: Option<PathBuf>,
    /// Also write every card's code, attributes, page, centre and size as JSON.
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
}

/// The `set` subcommands.
#[derive(Debug, Subcommand)]
pub enum SetAction {
    /// Count the SETs among cards given as codes (four digits 0–2: shape, shading, colour,
    /// number; 1212 is two solid green diamonds), as arguments or on standard input.
    Count(SetCountArgs),
    /// Deal a random table and list its SETs.
    Deal(SetDealArgs),
    /// Estimate how often a random table has no SET.
    Stats(SetStatsArgs),
}

/// `fanodeck set count`.
#[derive(Debug, Args)]
pub struct SetCountArgs {
    /// Card codes, all of one length (1 to 6 digits); read from standard input if none.
    #[arg(value_name = "CODES")]
    pub codes: Vec<String>,
    /// Print every SET too.
    #[arg(long)]
    pub list: bool,
    /// Print JSON: {"cards", "sets"} (and "list" with --list, "mod7" with --mod 7).
    #[arg(long)]
    pub json: bool,
    /// Also count as a mod-7 calculator would, step by step (gives the number of SETs only
    /// modulo 7): --mod 7.
    #[arg(long = "mod", value_name = "7", value_parser = clap::value_parser!(u8).range(7..=7))]
    pub modulus: Option<u8>,
}

/// `fanodeck set deal`.
#[derive(Debug, Args)]
pub struct SetDealArgs {
    /// Cards on the table.
    #[arg(long, value_name = "N", default_value_t = 12)]
    pub cards: usize,
    /// The same seed deals the same table.
    #[arg(long, value_name = "N", default_value_t = fanodeck::request::DEFAULT_SEED)]
    pub seed: u64,
    /// Print JSON: {"cards": [code, …], "sets": l, "list": [[code, code, code], …]}.
    #[arg(long)]
    pub json: bool,
}

/// `fanodeck set stats`.
#[derive(Debug, Args)]
pub struct SetStatsArgs {
    /// Cards on the table.
    #[arg(long, value_name = "N", default_value_t = 12)]
    pub cards: usize,
    /// Random tables dealt.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub trials: u64,
    /// The same seed gives the same estimate.
    #[arg(long, value_name = "N", default_value_t = fanodeck::request::DEFAULT_SEED)]
    pub seed: u64,
}
impl TryFrom<&SetPrintArgs> for SetRequest {
    type Error = Error;

    /// The back is read (or found among the built-ins) here; the library checks the rest.
    fn try_from(args: &SetPrintArgs) -> Result<Self, Error> {
        let back = args.back.as_deref().map(back_file).transpose()?;
        Ok(SetRequest {
            paper: args.paper.clone(),
            card_size: args.card_size.clone(),
            palette: args.palette.clone(),
            attributes: args.attributes,
            cards: args.cards.clone(),
            back,
        })
    }
}

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
    let options = SetRequest::try_from(args)?.to_options().map_err(hints::explain)?;
    let inputs = staging::Inputs { files: args.back.iter().cloned().collect(), folder: None };
    staging::check_targets(&args.output, args.manifest.as_deref(), &inputs)?;
    staging::catch_interrupts();
    let deck = fanodeck::games::set::print::set_deck(&options)?;
    let mut files = staging::Staged::default();
    files.add(&args.output, &deck.pdf)?;
    if let Some(path) = &args.manifest {
        let json = deck.manifest(options.paper);
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
