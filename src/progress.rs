//! A progress bar on stderr for decks that take over a second.
//!
//! The bar stays hidden for the first second (small decks finish before anyone would read
//! it) and never draws when stderr is not a terminal, so logs and pipes stay clean.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use fanodeck::{Progress, Stage};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Show nothing before this much time has passed.
const QUIET_START: Duration = Duration::from_secs(1);

/// indicatif bar behind the library's [`Progress`] reports.
pub struct Bar {
    bar: ProgressBar,
    started: Instant,
    shown: Mutex<bool>,
    enabled: bool,
}

impl Bar {
    /// A hidden bar that appears after a second if stderr is a terminal.
    pub fn new() -> Bar {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{msg:>14} [{bar:30}] {pos}/{len} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        let enabled = std::io::stderr().is_terminal() && log::log_enabled!(log::Level::Info);
        Bar { bar, started: Instant::now(), shown: Mutex::new(false), enabled }
    }

    fn show_if_slow(&self) {
        if !self.enabled || self.started.elapsed() < QUIET_START {
            return;
        }
        let mut shown = self.shown.lock().unwrap_or_else(|e| e.into_inner());
        if !*shown {
            *shown = true;
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// Removes the bar from the terminal.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

impl Progress for Bar {
    fn start(&self, stage: Stage, total: u64) {
        self.bar.set_message(stage.to_string());
        self.bar.set_length(total);
        self.bar.set_position(0);
        self.show_if_slow();
    }

    fn advance(&self, done: u64) {
        self.bar.inc(done);
        self.show_if_slow();
    }
}
