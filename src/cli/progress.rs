//! One progress bar on stderr for the whole run, for decks that take over a second; with -v,
//! each stage's time.
//!
//! The bar stays hidden for the first second (small decks finish before anyone would read
//! it) and never draws when stderr is not a terminal, so logs and pipes stay clean. Stages
//! count in different units (pictures, cards), so each fills a fixed share of one bar
//! rather than restarting it.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use fanodeck::{Progress, Stage};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Show nothing before this much time has passed.
const QUIET_START: Duration = Duration::from_secs(1);

/// Steps of the whole bar.
const STEPS: u64 = 1000;

/// Where each stage starts on the bar and how much of it it fills, in [`STEPS`]: laying out
/// is most of the work for icons, loading for photos, so neither is exact; the bar only
/// promises to move forward.
fn share(stage: Stage) -> (u64, u64) {
    match stage {
        Stage::Symbols => (0, 250),
        Stage::Layout => (250, 650),
        Stage::Pdf => (900, 100),
    }
}

/// The stage under way: its share of the bar, its steps, and when it began.
struct Current {
    stage: Option<Stage>,
    total: u64,
    done: u64,
    since: Instant,
}

/// indicatif bar behind the library's [`Progress`] reports.
pub struct Bar {
    bar: ProgressBar,
    started: Instant,
    shown: Mutex<bool>,
    current: Mutex<Current>,
    enabled: bool,
}

impl Bar {
    /// A hidden bar that appears after a second if stderr is a terminal.
    pub fn new() -> Bar {
        let bar = ProgressBar::with_draw_target(Some(STEPS), ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{msg:>14} [{bar:30}] {percent:>3}% {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        let enabled = std::io::stderr().is_terminal() && log::log_enabled!(log::Level::Info);
        let current = Current { stage: None, total: 1, done: 0, since: Instant::now() };
        Bar {
            bar,
            started: Instant::now(),
            shown: Mutex::new(false),
            current: Mutex::new(current),
            enabled,
        }
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

    /// Removes the bar from the terminal and reports the last stage's time (-v).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
        let current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        report(&current);
        log::debug!("total: {:.2} s", self.started.elapsed().as_secs_f64());
    }
}

/// "laying out: 0.25 s" with -v, when a stage ends.
fn report(current: &Current) {
    if let Some(stage) = current.stage {
        log::debug!("{stage}: {:.2} s", current.since.elapsed().as_secs_f64());
    }
}

impl Progress for Bar {
    fn start(&self, stage: Stage, total: u64) {
        let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        report(&current);
        *current =
            Current { stage: Some(stage), total: total.max(1), done: 0, since: Instant::now() };
        self.bar.set_message(stage.to_string());
        self.bar.set_position(share(stage).0);
        drop(current);
        self.show_if_slow();
    }

    fn advance(&self, done: u64) {
        let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        current.done = (current.done + done).min(current.total);
        if let Some(stage) = current.stage {
            let (start, width) = share(stage);
            self.bar.set_position(start + width * current.done / current.total);
        }
        drop(current);
        self.show_if_slow();
    }
}
