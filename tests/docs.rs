//! The commands in the project's Markdown files run as tests: every `console` block of
//! README.md and docs/*.md is run by [trycmd], and what each command prints is compared with
//! what the block shows.
//!
//! Writing a block (trycmd's syntax):
//!
//! ````text
//! ```console
//! $ fanodeck render -o deck.pdf --symbols 3
//! wrote 'deck.pdf': 7 cards of 3 symbols (24 KB), seed 1
//!
//! $ fanodeck render --symbols 7
//! ? 2
//! error: 7 symbols per card needs a projective plane of order 6, [..]
//! ...
//! ```
//! ````
//!
//! - `$ ` starts a command, `> ` continues it on the next line; words are split as a shell
//!   does (quotes allowed) but nothing else of a shell is there: no pipes, globs, `cd` or `&&`.
//!   `NAME=value` before the program sets an environment variable. The program must be
//!   `fanodeck` (the binary this build made); anything else fails this test, since trycmd
//!   would skip it silently.
//! - `? N` on the line after the command is the exit status it must have: 2 for an error or a
//!   refusal, 1 for a deck `verify` finds broken; without it the command must succeed (0).
//! - The lines after that are stdout and stderr together, in the order they were written. A
//!   line `...` stands for any number of lines; `[..]` within a line for any text; `[CWD]` for
//!   the folder the command runs in. A blank line before the next `$` or the closing fence is
//!   only for looks.
//! - The commands of one file run one after the other, from its top to its bottom, in one
//!   folder that starts as a copy of docs/examples/ (so `--words words.txt` finds its
//!   file, and a later command sees the files an earlier one wrote). Each file gets a fresh
//!   copy; nothing is written into the repository.
//! - Blocks of any other language (`sh`, `text`, `toml`...) or marked `console,ignore` are not
//!   run. A block with no language at all is taken as a console block by trycmd: give every
//!   other block a language. A console block indented inside a list is not seen by trycmd, so
//!   this test refuses one.
//! - The commands see no terminal: no progress bar, no colour (NO_COLOR is set), stdin empty.
//!
//! Updating the expected output after a change of the tool's messages:
//!
//! ```text
//! TRYCMD=overwrite cargo test --test docs
//! ```
//!
//! rewrites the output (and `? N`) of every failing command in the Markdown files themselves;
//! elisions it cannot keep are lost, so check `git diff` and put back `...` and `[..]` where
//! the output varies. `cargo test --test docs -- markdown trycmd=guide` runs only the files
//! whose path contains `guide`. A failure shows the file and line of the `$`, with a diff.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The repository's root, where README.md is.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Longest one command may take before it counts as failed.
const TIMEOUT: Duration = Duration::from_secs(300);

#[test]
fn markdown_console_blocks_run_as_written() {
    let root = Path::new(ROOT);
    let examples = root.join("docs").join("examples");
    let only = filters();
    let mut failed = Vec::new();
    let mut run = 0;
    for doc in documents(root) {
        let shown = doc.strip_prefix(root).unwrap_or(&doc).display().to_string();
        if !only.is_empty() && !only.iter().any(|f| shown.contains(f.as_str())) {
            continue;
        }
        let problems = check_commands(&doc, &shown);
        if !problems.is_empty() {
            eprintln!("{}", problems.join("\n"));
            failed.push(shown);
            continue;
        }
        let sandbox = tempfile::Builder::new().prefix("fanodeck-docs-").tempdir().unwrap();
        copy_dir(&examples, sandbox.path());
        // trycmd runs a Markdown file's commands in the process's folder (it has no setting for
        // it short of a `.in/` folder beside each file), hence this test binary of its own.
        std::env::set_current_dir(sandbox.path()).unwrap();
        // trycmd has printed each failure with its diff; its panic says only how many.
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let passed = std::panic::catch_unwind(|| {
            trycmd::TestCases::new()
                .register_bin("fanodeck", Path::new(env!("CARGO_BIN_EXE_fanodeck")))
                .env("NO_COLOR", "1")
                .env("CLICOLOR_FORCE", "0")
                .env("COLUMNS", "100")
                .env("TERM", "dumb")
                .timeout(TIMEOUT)
                .case(&doc)
                .run();
        })
        .is_ok();
        std::panic::set_hook(hook);
        std::env::set_current_dir(root).unwrap();
        run += 1;
        if !passed {
            failed.push(shown);
        }
    }
    assert!(
        failed.is_empty(),
        "{} of the Markdown files failed: {}",
        failed.len(),
        failed.join(", ")
    );
    assert!(run > 0 || !only.is_empty(), "no Markdown file found under {ROOT}");
}

/// README.md and docs/*.md, in name order.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut docs = vec![root.join("README.md")];
    if let Ok(entries) = std::fs::read_dir(root.join("docs")) {
        let mut found: Vec<PathBuf> = entries
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_file() && p.extension() == Some(OsStr::new("md")))
            .collect();
        found.sort();
        docs.extend(found);
    }
    docs
}

/// The `trycmd=NAME` arguments after `--`, as trycmd reads them.
fn filters() -> Vec<String> {
    std::env::args()
        .filter_map(|a| a.strip_prefix("trycmd=").map(str::to_owned))
        .filter(|f| !f.is_empty())
        .collect()
}

/// What trycmd would run wrongly or skip without a word: a program other than `fanodeck`
/// (trycmd skips a program it does not know), a console block indented inside a list or
/// fenced with `~~~` (not seen at all), or a `NAME.in/` or `NAME.out/` folder beside the file
/// (trycmd would run there instead of in the copy of docs/examples/). Fences are read as
/// trycmd reads them. Each problem is `FILE:LINE: what`, `shown` being the file's name.
fn check_commands(doc: &Path, shown: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for ext in ["in", "out"] {
        if doc.with_extension(ext).exists() {
            problems.push(format!(
                "{shown}: remove {}: commands run in a copy of docs/examples/",
                doc.with_extension(ext).display()
            ));
        }
    }
    let text = std::fs::read_to_string(doc).unwrap();
    let mut fence: Option<(String, bool)> = None;
    for (number, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        match &fence {
            Some((ticks, runs)) => {
                if line.starts_with(ticks.as_str()) {
                    fence = None;
                } else if *runs && let Some(command) = line.strip_prefix("$ ") {
                    let program =
                        command.split_whitespace().find(|word| !word.contains('=')).unwrap_or("");
                    if program != "fanodeck" {
                        problems.push(format!(
                            "{shown}:{number}: `{program}` would not run (only fanodeck commands do)"
                        ));
                    }
                }
            }
            None => {
                let ticks = line.len() - line.trim_start_matches('`').len();
                if ticks >= 3 {
                    let info = line[ticks..].trim();
                    let mut parts = info.split(',').map(str::trim);
                    let language = parts.next().unwrap_or("");
                    let runs = info.is_empty()
                        || (matches!(language, "console" | "trycmd")
                            && !parts.any(|p| p == "ignore"));
                    fence = Some((line[..ticks].to_owned(), runs));
                } else {
                    let language = line.trim_start().trim_start_matches(['`', '~']).trim();
                    let fenced = line.trim_start().starts_with("```")
                        || line.trim_start().starts_with("~~~");
                    if fenced && matches!(language.split(',').next(), Some("console" | "trycmd")) {
                        problems.push(format!(
                            "{shown}:{number}: this console block would not run: fence it with \
                             ``` at the very start of the line (not indented, not ~~~)"
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// Copies the folder `from` into `to`, sub-folders included.
fn copy_dir(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}
