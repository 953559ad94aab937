//! `fanodeck play`: deal rounds on the terminal until the deck, the rounds or the input run
//! out. The game itself is the library's ([`fanodeck::games::play`]); here are the terminal's
//! lines, colours and pictures.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use clap::Args;
use fanodeck::{Error, Options};

use super::args::{DeckArgs, SymbolArgs, deck_request};
use super::{hints, pictures};

/// `fanodeck play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Stop after N rounds (default: until fewer than two cards are left).
    #[arg(long, value_name = "N")]
    pub rounds: Option<usize>,
    /// Draw the two cards instead of listing names, where the terminal shows pictures (kitty,
    /// iTerm2 or sixel; names otherwise).
    #[arg(long)]
    pub pictures: bool,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub symbols: SymbolArgs,
}

impl TryFrom<&PlayArgs> for Options {
    type Error = Error;

    /// `play` uses the deck and the pictures, as `cards` does; layout and sheets stay at
    /// their defaults (they only shape the pictures of --pictures).
    fn try_from(args: &PlayArgs) -> Result<Self, Error> {
        if args.rounds == Some(0) {
            let reason = fanodeck::Text::as_is("play at least one round");
            return Err(Error::invalid("rounds", 0, reason));
        }
        deck_request(&args.deck, &args.symbols)?.to_options()
    }
}

/// The longest answer line kept; the rest of a longer line is read and dropped, so that a
/// runaway input cannot fill the memory.
const MAX_ANSWER_BYTES: usize = 1024;

/// Reads one line of at most [`MAX_ANSWER_BYTES`] (the rest dropped); `None` at the end of
/// the input. Bytes that are not UTF-8 become U+FFFD.
fn read_answer(input: &mut impl BufRead) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    let mut any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (&buffer[..at], Some(at + 1)),
            None => (buffer, None),
        };
        let room = MAX_ANSWER_BYTES.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = done.unwrap_or(buffer.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    Ok(any.then(|| String::from_utf8_lossy(&line).into_owned()))
}

/// ANSI colours, only on a terminal.
struct Style {
    on: bool,
}

impl Style {
    fn paint(&self, code: &str, text: &str) -> String {
        if self.on { format!("\x1b[{code}m{text}\x1b[0m") } else { text.to_string() }
    }
}

/// `fanodeck play`: deal rounds until the deck, the rounds or the input run out.
pub fn run(args: &PlayArgs) -> Result<ExitCode> {
    use fanodeck::games::play::{Game, Verdict};
    let options = Options::try_from(args).map_err(hints::explain)?;
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let protocol = if args.pictures {
        let found = pictures::detect(|key| std::env::var(key).ok())?;
        let forced = std::env::var_os("FANODECK_PICTURES").is_some();
        match found {
            Some(p) if forced || std::io::stdout().is_terminal() => Some(p),
            _ => {
                log::warn!(
                    "this terminal does not seem to show pictures (kitty, iTerm2 or sixel); \
                     playing with names (FANODECK_PICTURES=kitty|iterm|sixel to insist)"
                );
                None
            }
        }
    } else {
        None
    };
    // With pictures, the whole deck is laid out once, as it would print; names alone need
    // only the deck and the symbols' names. A pair's faces each name it too, and with names
    // alone each card shows the face it prints (`shown`, by card: symbol and name).
    let mut shown: Vec<Vec<(fanodeck::SymbolId, String)>> = Vec::new();
    let (deck, names, aliases, output) = if protocol.is_some() {
        log::info!("laying out the cards…");
        let output = fanodeck::generate(&options).map_err(hints::explain)?;
        let symbols = &output.manifest.symbols;
        let names = symbols.iter().map(|s| s.name.clone()).collect();
        let aliases = symbols.iter().map(|s| s.faces.iter().map(|f| f.name.clone()).collect());
        (output.deck.clone(), names, aliases.collect(), Some(output))
    } else {
        // The same cards as the printed deck, without laying them out.
        let printed = fanodeck::printed_deck(&options).map_err(hints::explain)?;
        shown = (0..printed.deck.cards.len())
            .map(|c| {
                let card = &printed.deck.cards[c].symbols;
                (0..card.len()).map(|k| (card[k], printed.shown_name(c, k).to_string())).collect()
            })
            .collect();
        let names = printed.symbols.iter().map(|s| s.name.clone()).collect();
        let aliases = printed
            .symbols
            .iter()
            .map(|s| s.faces.iter().flat_map(|f| f.iter().map(|f| f.name.clone())).collect());
        (printed.deck, names, aliases.collect(), None)
    };
    let mut game = Game::new(&deck, names, options.deck.seed, args.rounds)?.with_aliases(aliases);
    let style = Style { on: interactive };
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    let mut thinking = std::time::Duration::ZERO;
    'rounds: while let Some(round) = game.deal() {
        match (&output, protocol) {
            (Some(output), Some(protocol)) => {
                // About 80 mm cards at 3.5 px/mm: large enough to spot, small enough to send.
                let [left, right] = round.cards.map(|c| output.card_png(c, 3.5));
                let both = pictures::side_by_side(&[left?, right?], 24)?;
                out.write_all(&pictures::encode(protocol, &both)?)?;
            }
            _ => {
                for (i, names) in game.card_names(&round).into_iter().enumerate() {
                    // The face the card prints, for a pair; else the symbol's name.
                    let on_card = shown.get(round.cards[i]);
                    let names: Vec<&str> = names
                        .iter()
                        .zip(&round.symbols[i])
                        .map(|(name, symbol)| {
                            let face = on_card.and_then(|c| c.iter().find(|(s, _)| s == symbol));
                            face.map_or(*name, |(_, face)| face.as_str())
                        })
                        .collect();
                    writeln!(out, "{}", names.join(", "))?;
                }
            }
        }
        let start = Instant::now();
        loop {
            write!(out, "Match? ")?;
            out.flush()?;
            let Some(line) = read_answer(&mut input)? else {
                writeln!(out)?;
                break 'rounds;
            };
            match game.answer(&round, &line) {
                Verdict::Correct => writeln!(out, "{}", style.paint("32;1", "correct!"))?,
                Verdict::Incorrect { answer } => {
                    let text = format!("incorrect! (it was {answer})");
                    writeln!(out, "{}", style.paint("31;1", &text))?;
                }
                Verdict::Ambiguous { names } => {
                    writeln!(out, "which one: {}?", names.join(", "))?;
                    continue;
                }
                Verdict::Empty => continue,
            }
            break;
        }
        let took = start.elapsed();
        thinking += took;
        if interactive {
            let score = game.score();
            let line = format!(
                "{:.1} s · {} of {} correct so far",
                took.as_secs_f64(),
                score.correct,
                score.played
            );
            writeln!(out, "{}", style.paint("2", &line))?;
        }
        writeln!(out)?;
    }
    let score = game.score();
    match score.played {
        0 => writeln!(out, "0 of 0 correct")?,
        n => writeln!(
            out,
            "{} of {n} correct, average answer time {:.1} s",
            score.correct,
            thinking.as_secs_f64() / n as f64
        )?,
    }
    Ok(ExitCode::SUCCESS)
}
