//! Running the `fanodeck` binary as a user does, for the modules that test it whole.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `fanodeck ARGS` in `dir` and waits for it.
pub fn fanodeck(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fanodeck"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the fanodeck binary runs")
}

/// What the run printed on stderr.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// What the run printed on stdout.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}
