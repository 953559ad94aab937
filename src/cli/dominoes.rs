//! `fanodeck dominoes`: fill the board, report, print or write what was asked. The game is
//! the library's ([`fanodeck::games::dominoes`]), from the same request the web page sends.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Result, bail};
use clap::Args;
use fanodeck::Error;
use fanodeck::games::dominoes::names::MAX_NAMES_BYTES;
use fanodeck::games::dominoes::{DominoesJob, DominoesRequest, SYNONYMS};

use super::args::{builtin, file, file_or_builtin};
use super::staging;

/// `fanodeck dominoes`.
#[derive(Debug, Args)]
pub struct DominoesArgs {
    /// Names file: names separated by commas or new lines ("Tim Cook, Frank Lloyd Wright,
    /// Prince"), or builtin:xkcd for the comic's names (and synonyms).
    #[arg(value_name = "NAMES")]
    pub names: PathBuf,
    /// Synonym groups, one a line, members joined by '=' (AMY=AIMEE, COOK=COOKE=COOKIE);
    /// builtin:xkcd for the comic's.
    #[arg(long, value_name = "FILE")]
    pub synonyms: Option<PathBuf>,
    /// Board size in cells, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value_t = DominoesRequest::default().size)]
    pub size: String,
    /// Searches from an empty board; the board with the most tiles is kept.
    #[arg(long, value_name = "N", default_value_t = DominoesRequest::default().restarts)]
    pub restarts: usize,
    /// One cell a word: one-word names are one-cell tiles, three-word names three-cell tiles.
    #[arg(long)]
    pub variable: bool,
    /// The same seed gives the same board and the same PDF.
    #[arg(long, value_name = "N", default_value_t = DominoesRequest::default().seed)]
    pub seed: u64,
    /// The poster PDF to write [default: dominoes.pdf; with --text, none unless given].
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Paper of the poster and tiles: a4, letter or a3 (portrait or landscape to suit the
    /// board).
    #[arg(long, value_name = "a4|letter|a3", default_value_t = DominoesRequest::default().paper)]
    pub paper: String,
    /// Also write every name as printable cut-out tiles to this PDF.
    #[arg(long, value_name = "FILE")]
    pub tiles: Option<PathBuf>,
    /// Also write the board as JSON: {"width", "height", "tiles": [{"names", "cells"}, …]}.
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
    /// Print the board to standard output.
    #[arg(long)]
    pub text: bool,
}

impl TryFrom<&DominoesArgs> for DominoesRequest {
    type Error = Error;

    /// A `builtin:NAME` names file is the built-in list (with its synonyms); files are read
    /// within the names limit.
    fn try_from(args: &DominoesArgs) -> Result<Self, Error> {
        let mut request = DominoesRequest {
            size: args.size.clone(),
            restarts: args.restarts,
            variable: args.variable,
            seed: args.seed,
            paper: args.paper.clone(),
            ..DominoesRequest::default()
        };
        match builtin(&args.names) {
            Some(name) => request.list = Some(name.to_string()),
            None => request.names = Some(file(&args.names, MAX_NAMES_BYTES)?),
        }
        request.synonyms = args
            .synonyms
            .as_deref()
            .map(|path| file_or_builtin(path, SYNONYMS, "synonyms", MAX_NAMES_BYTES))
            .transpose()?;
        Ok(request)
    }
}

/// `fanodeck dominoes`: fill the board, report, print or write what was asked.
pub fn run(args: &DominoesArgs) -> Result<ExitCode> {
    use fanodeck::games::dominoes::{self, BoardManifest, poster};
    let DominoesJob { puzzle, options, poster: look } =
        DominoesRequest::try_from(args)?.to_job()?;
    let output = match (&args.output, args.text) {
        (Some(path), _) => Some(path.clone()),
        (None, false) => Some("dominoes.pdf".into()),
        (None, true) => None,
    };
    let inputs = staging::Inputs {
        files: std::iter::once(args.names.clone()).chain(args.synonyms.clone()).collect(),
        folder: None,
    };
    // Before the work: every target writable, none an input, no two the same.
    let targets: Vec<&std::path::Path> =
        [output.as_deref(), args.tiles.as_deref(), args.manifest.as_deref()]
            .into_iter()
            .flatten()
            .collect();
    for (i, target) in targets.iter().enumerate() {
        staging::check_targets(target, None, &inputs)?;
        if targets[..i].contains(target) {
            bail!("two outputs would both be '{}'", target.display());
        }
    }
    staging::catch_interrupts();
    let start = Instant::now();
    let solution = dominoes::solve(&puzzle, &options)?;
    let time = start.elapsed();
    let board = &solution.board;
    log::info!(
        "placed {} of {} tiles on {}x{} in {:.0} ms (best of {} restarts: restart {}, seed {})",
        board.placed().len(),
        puzzle.len(),
        board.width,
        board.height,
        time.as_secs_f64() * 1000.0,
        options.restarts,
        solution.restart,
        options.seed,
    );
    let left = puzzle.len() - board.placed().len();
    if left > 0 {
        log::info!(
            "{left} of the {} names are not on the board: no room was left where they match \
             (a larger --size or more --restarts may place more)",
            puzzle.len()
        );
    }
    if args.text {
        let mut out = std::io::stdout().lock();
        out.write_all(board.text(&puzzle).as_bytes())?;
        out.flush()?;
    }
    let mut files = staging::Staged::default();
    if let Some(path) = &output {
        files.add(path, &poster::poster_pdf(board, &puzzle, &look)?)?;
    }
    if let Some(path) = &args.tiles {
        files.add(path, &poster::tiles_pdf(&puzzle, &look)?)?;
    }
    if let Some(path) = &args.manifest {
        files.add(path, BoardManifest::new(board, &puzzle).to_json().as_bytes())?;
    }
    files.commit()?;
    for path in targets {
        log::info!("wrote '{}'", path.display());
    }
    Ok(ExitCode::SUCCESS)
}
