//! The command-line tool: flags, one runner file per command, and the terminal around the
//! library (progress bar, hints that name flags, files written only once complete).
//!
//! Flags become the library's request types ([`fanodeck::Request`], the games' requests),
//! which check every value; only reading the files the flags name happens here.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

mod args;
mod cards;
mod dominoes;
mod duplex_sheet;
mod generate;
mod hints;
mod list;
mod logger;
mod pictures;
mod play;
mod progress;
mod render;
mod set;
mod sizes;
mod staging;
mod verify;

/// Make a Spot It!/Dobble-style card game from pictures: every two cards share exactly one
/// symbol. `fanodeck render` writes a print-ready PDF from the bundled icons.
#[derive(Debug, Parser)]
#[command(name = "fanodeck", version = fanodeck::VERSION, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Say more (-v: details, -vv: debugging).
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub verbose: u8,
    /// Print only errors.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,
}

/// The subcommands.
// Parsed once per run: boxing the big variant would only add noise.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Render a deck to a print-ready PDF (with the bundled icons unless --icons/--words).
    Render(render::RenderArgs),
    /// Print the abstract deck: each card's symbols, one card a line (or --json).
    Cards(cards::CardsArgs),
    /// Print the table of deck sizes: symbols per card, cards, pictures needed.
    Sizes,
    /// Check a deck file (`cards --json` or a render manifest): every two cards share exactly
    /// one symbol. Exit status 1 if not.
    Verify(verify::VerifyArgs),
    /// List the bundled icons by theme, with the names --only and --exclude take.
    Icons,
    /// List what is built in, to use as builtin:NAME: backs, words, templates or themes.
    List(list::ListArgs),
    /// Write a one-sheet test PDF (front and back) that measures your printer's duplex shift,
    /// to pass as --back-offset.
    DuplexTest(duplex_sheet::DuplexSheetArgs),
    /// Play a deck in the terminal: two cards are dealt, name the symbol they share.
    Play(play::PlayArgs),
    /// Name dominoes like xkcd 1970: lay tiles of names so that touching halves match, and
    /// write the board as a PDF poster.
    Dominoes(dominoes::DominoesArgs),
    /// SET, the other game of finite geometry: print the 81-card deck (set -o set.pdf), count
    /// the SETs among cards, deal tables.
    Set(set::SetArgs),
}

/// Parses the flags, runs the command and reports its error: exit status 2 for an error, 1
/// for a deck that `verify` finds broken.
pub fn main() -> ExitCode {
    // `generate` is parsed here, outside `Cli`, so that the man pages and completions it
    // writes from `Cli` do not offer it.
    let matches = Cli::command().subcommand(generate::command()).get_matches();
    let result = match matches.subcommand() {
        Some((generate::NAME, matches)) => generate::run(matches),
        _ => {
            let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
            logger::init(cli.verbose, cli.quiet);
            quiet_guarded_panics();
            run(cli.command)
        }
    };
    report_peak_memory();
    match result {
        Ok(code) => code,
        Err(error) => {
            // A closed pipe (e.g. `fanodeck cards | head`) is not a failure.
            if let Some(io) = error.downcast_ref::<std::io::Error>()
                && io.kind() == std::io::ErrorKind::BrokenPipe
            {
                return ExitCode::SUCCESS;
            }
            print_error(&error);
            ExitCode::from(2)
        }
    }
}

/// Runs one subcommand; `Ok` carries the exit status.
fn run(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Render(args) => render::run(&args),
        Command::Cards(args) => cards::run(&args),
        Command::Sizes => sizes::run(),
        Command::Verify(args) => verify::run(&args),
        Command::Icons => list::icons(),
        Command::List(args) => list::run(args.what),
        Command::DuplexTest(args) => duplex_sheet::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Dominoes(args) => dominoes::run(&args),
        Command::Set(args) => set::run(args),
    }
}

/// A panic inside the library's guard becomes a picture's error, which names the file; the
/// default hook would first print the dependency's source line, which helps nobody.
fn quiet_guarded_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if fanodeck::guard::is_guarded() {
            log::debug!("caught: {info}");
        } else {
            default(info);
        }
    }));
}

/// With -v, the most memory the run held at once (Linux reports it; elsewhere nothing), so
/// that limits on hostile files can be checked from outside.
fn report_peak_memory() {
    let Ok(status) = std::fs::read_to_string("/proc/self/status") else { return };
    let peak = status.lines().find_map(|line| line.strip_prefix("VmHWM:"));
    if let Some(kb) = peak.and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
    {
        log::debug!("peak memory {} MB", kb.div_ceil(1024));
    }
}

/// Prints the error first and the hint (the outermost context, if it is one) after it.
fn print_error(error: &anyhow::Error) {
    let mut chain: Vec<String> = Vec::new();
    for cause in error.chain().map(|e| e.to_string()) {
        // Library errors quote their cause in their own message; don't say it twice.
        if !chain.last().is_some_and(|last| last.ends_with(&cause)) {
            chain.push(cause);
        }
    }
    let hint = match chain.first() {
        Some(first) if first.starts_with("hint: ") => Some(chain.remove(0)),
        _ => None,
    };
    eprintln!("error: {}", chain.join(": "));
    if let Some(hint) = hint {
        eprintln!("{hint}");
    }
}
