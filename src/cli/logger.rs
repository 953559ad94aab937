//! A minimal logger: the library reports warnings through `log`, the binary prints them.

use log::{Level, LevelFilter, Log, Metadata, Record};

struct Stderr;

impl Log for Stderr {
    fn enabled(&self, metadata: &Metadata) -> bool {
        metadata.level() <= log::max_level()
    }

    fn log(&self, record: &Record) {
        if !self.enabled(record.metadata()) {
            return;
        }
        match record.level() {
            Level::Error => eprintln!("error: {}", record.args()),
            Level::Warn => eprintln!("warning: {}", record.args()),
            Level::Info => eprintln!("{}", record.args()),
            Level::Debug | Level::Trace => eprintln!("debug: {}", record.args()),
        }
    }

    fn flush(&self) {}
}

/// Info by default (seed, what was written, skipped files), errors only with --quiet.
pub fn init(verbose: u8, quiet: bool) {
    let level = match (quiet, verbose) {
        (true, _) => LevelFilter::Error,
        (false, 0) => LevelFilter::Info,
        (false, 1) => LevelFilter::Debug,
        (false, _) => LevelFilter::Trace,
    };
    if log::set_logger(&Stderr).is_ok() {
        log::set_max_level(level);
    }
}
