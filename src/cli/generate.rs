//! `fanodeck generate DIR` (hidden): the man pages and shell completions, made from the flags
//! themselves so that they never fall behind them; `scripts/release.sh` ships them.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches};
use clap_complete::Shell;

use super::Cli;

/// `fanodeck generate`.
#[derive(Debug, Clone, Args)]
pub struct GenerateArgs {
    /// The folder to write into: man/ (fanodeck.1 and a page for each command) and
    /// complete/ (bash, zsh, fish, PowerShell, elvish).
    #[arg(value_name = "DIR")]
    pub out: PathBuf,
}

/// The subcommand's name.
pub const NAME: &str = "generate";

/// The hidden subcommand, added beside [`Cli`]'s own.
pub fn command() -> clap::Command {
    GenerateArgs::augment_args(clap::Command::new(NAME).hide(true))
        .about("Write the man pages and shell completions into a folder (for packagers)")
}

/// Writes the man pages and the completions into the folder `matches` names.
pub fn run(matches: &ArgMatches) -> Result<ExitCode> {
    let args = GenerateArgs::from_arg_matches(matches).unwrap_or_else(|error| error.exit());
    let man = args.out.join("man");
    let complete = args.out.join("complete");
    for dir in [&man, &complete] {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create '{}'", dir.display()))?;
    }
    clap_mangen::generate_to(Cli::command(), &man)
        .with_context(|| format!("cannot write the man pages into '{}'", man.display()))?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        write_completion(shell, &complete)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn write_completion(shell: Shell, dir: &Path) -> Result<()> {
    let mut cmd = Cli::command();
    clap_complete::generate_to(shell, &mut cmd, "fanodeck", dir)
        .with_context(|| format!("cannot write the {shell} completion into '{}'", dir.display()))?;
    Ok(())
}
