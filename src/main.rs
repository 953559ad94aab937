//! fanodeck command-line tool: parse flags, run the subcommand, report errors.

mod cli;
mod commands;
mod games;
mod hints;
mod logger;
mod progress;
mod set_command;
mod staging;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    logger::init(cli.verbose, cli.quiet);
    quiet_guarded_panics();
    let result = commands::run(cli.command);
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
