//! `fanodeck cards`: the deck's cards as text or JSON, as render prints them.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use fanodeck::{Error, Options};

use super::args::{DeckArgs, SymbolArgs, deck_request};
use super::hints;

/// `fanodeck cards`.
#[derive(Debug, Args)]
pub struct CardsArgs {
    /// Print JSON: {"order", "symbols_per_card", "symbol_count", "cards": [[ids…], …]}. With
    /// pictures (--icons, --words, --names) the deck as render prints it, ids numbering them.
    #[arg(long)]
    pub json: bool,
    /// Print the bundled icons' names instead of numbers (implied by --icons/--words).
    #[arg(long)]
    pub names: bool,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub symbols: SymbolArgs,
}

impl TryFrom<&CardsArgs> for Options {
    type Error = Error;

    /// `cards` uses the deck and, for names, the pictures; the rest stays at its defaults.
    fn try_from(args: &CardsArgs) -> Result<Self, Error> {
        deck_request(&args.deck, &args.symbols)?.to_options()
    }
}

pub fn run(args: &CardsArgs) -> Result<ExitCode> {
    let options = Options::try_from(args).map_err(hints::explain)?;
    let with_names = args.names
        || args.symbols.icons.is_some()
        || args.symbols.words.is_some()
        || args.symbols.pairs.is_some();
    // With pictures, the cards as `render` prints them (it hands the pictures to the plane's
    // symbols by their ink), ids being the pictures' numbers; without, the plane's symbols.
    let (deck, names) = if with_names {
        let printed = fanodeck::printed_deck(&options).map_err(hints::explain)?;
        // Each card by what it shows: a pair's face on that card.
        let names: Vec<Vec<String>> = (0..printed.deck.cards.len())
            .map(|c| {
                (0..printed.deck.cards[c].symbols.len())
                    .map(|slot| printed.shown_name(c, slot).to_string())
                    .collect()
            })
            .collect();
        (printed.deck, Some(names))
    } else {
        (fanodeck::plane::build_deck(&options.deck).map_err(hints::explain)?, None)
    };
    let mut out = std::io::stdout().lock();
    if args.json {
        let json = serde_json::to_string_pretty(&deck.to_file())?;
        writeln!(out, "{json}")?;
        log::info!("seed {} (--seed N for another shuffle)", options.deck.seed);
        return Ok(ExitCode::SUCCESS);
    }
    for (i, card) in deck.cards.iter().enumerate() {
        let line: Vec<String> = match &names {
            Some(names) => names[i].clone(),
            None => card.symbols.iter().map(|s| s.0.to_string()).collect(),
        };
        let sep = if names.is_some() { ", " } else { " " };
        writeln!(out, "Card {}: {}", i + 1, line.join(sep))?;
    }
    log::info!("seed {} (--seed N for another shuffle)", options.deck.seed);
    Ok(ExitCode::SUCCESS)
}
