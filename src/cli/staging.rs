//! Writing a run's files so that the old deck survives anything short of the new one being
//! complete: every target checked before the work, each file written in full to a temporary
//! file beside its target, then all renamed into place together.
//!
//! Ctrl-C (or SIGTERM) while the deck is made removes the temporary files and exits with 130;
//! during the renames it waits for them to finish, so old and new files never mix. Temporary
//! files left by a run that was killed outright (`.fanodeck-*.tmp`) are removed by the next run
//! into the same folder once they are a day old.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use fanodeck::Error;

/// The names of temporary files, so stale ones can be found again.
const PREFIX: &str = ".fanodeck-";
const SUFFIX: &str = ".tmp";

/// A temporary file this old was left by a run that no longer exists.
const STALE_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// The files of a run that no output may overwrite.
pub struct Inputs {
    /// Files read whole (words, font, back, template; a template name that is not a file is
    /// harmless here).
    pub files: Vec<PathBuf>,
    /// The picture folder: no output may land among its pictures.
    pub folder: Option<PathBuf>,
}

/// Checks the files a run writes before anything is made: each can be written (its folder
/// exists, it is not a folder itself), no two are the same file, and none is one of the
/// inputs. The folders it writes are checked by [`check_folder`].
pub fn check_targets(output: &Path, manifest: Option<&Path>, inputs: &Inputs) -> Result<()> {
    let files: Vec<&Path> = std::iter::once(output).chain(manifest).collect();
    for path in &files {
        if path.is_dir() {
            bail!("cannot write '{}': it is a folder", path.display());
        }
        let dir = folder_of(path);
        if !dir.is_dir() {
            bail!("cannot write '{}': no such folder '{}'", path.display(), dir.display());
        }
    }
    if let Some(manifest) = manifest
        && same_file(output, manifest)
    {
        bail!("the PDF and the manifest would both be '{}'", output.display());
    }
    for path in files {
        if let Some(input) = inputs.files.iter().find(|input| same_file(path, input)) {
            bail!("refusing to overwrite '{}', which is an input of this deck", input.display());
        }
        if let Some(folder) = &inputs.folder
            && inside(path, folder)
            && fanodeck::symbols::is_picture_file(path)
        {
            if path.exists() {
                bail!(
                    "refusing to overwrite '{}', which is a picture of this deck (in '{}')",
                    path.display(),
                    folder.display()
                );
            }
            bail!(
                "refusing to write '{}' into the picture folder '{}': it would become a picture \
                 of the next deck",
                path.display(),
                folder.display()
            );
        }
    }
    Ok(())
}

/// Checks the card PDF as [`check_targets`] checks the others, and that it is none of
/// `others` (the run's other files).
pub fn check_card_pdf(path: &Path, others: &[&Path], inputs: &Inputs) -> Result<()> {
    check_targets(path, None, inputs)?;
    if let Some(other) = others.iter().find(|other| same_target(path, other)) {
        bail!("the card PDF and another output would both be '{}'", other.display());
    }
    Ok(())
}

/// Checks a folder that a run writes `what` into (previews, print files, cut files): it is
/// not a file nor the picture folder.
pub fn check_folder(dir: &Path, what: &str, inputs: &Inputs) -> Result<()> {
    if dir.exists() && !dir.is_dir() {
        bail!("cannot write {what} into '{}': it is a file, not a folder", dir.display());
    }
    if let Some(folder) = &inputs.folder
        && same_file(dir, folder)
    {
        bail!(
            "refusing to write {what} into the picture folder '{}': they would become \
             pictures of the next deck",
            folder.display()
        );
    }
    Ok(())
}

/// Both name the same file, whether or not it exists yet.
fn same_target(a: &Path, b: &Path) -> bool {
    let name = |p: &Path| {
        folder_of(p).canonicalize().ok().map(|dir| (dir, p.file_name().map(ToOwned::to_owned)))
    };
    same_file(a, b) || name(a).is_some_and(|a| name(b) == Some(a))
}

/// The folder a file is written in (`.` for a bare file name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Both exist and are the same file (links and `..` resolved).
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// `path`, once written, would lie directly in `folder`.
fn inside(path: &Path, folder: &Path) -> bool {
    match (folder_of(path).canonicalize(), folder.canonicalize()) {
        (Ok(parent), Ok(folder)) => parent == folder,
        _ => false,
    }
}

/// What the interrupt handler must know.
struct State {
    /// Temporary files written so far and not yet renamed.
    temporary: Vec<PathBuf>,
    /// The renames are under way: an interrupt waits for them.
    committing: bool,
    /// An interrupt came during the renames.
    interrupted: bool,
}

static STATE: Mutex<State> =
    Mutex::new(State { temporary: Vec::new(), committing: false, interrupted: false });

fn state() -> std::sync::MutexGuard<'static, State> {
    // A poisoned lock only means a panic elsewhere; the lists are still right.
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Exit status after an interrupt, as shells report a process ended by SIGINT.
const INTERRUPTED: i32 = 130;

/// Installs the Ctrl-C / SIGTERM handler (once; a second call does nothing).
pub fn catch_interrupts() {
    let installed = ctrlc::set_handler(|| {
        let mut state = state();
        if state.committing {
            state.interrupted = true;
            return;
        }
        for path in state.temporary.drain(..) {
            let _ = std::fs::remove_file(path);
        }
        eprintln!("interrupted: nothing was written");
        std::process::exit(INTERRUPTED);
    });
    if let Err(error) = installed {
        log::debug!("no interrupt handler: {error}");
    }
}

/// Files written to temporary names beside their targets, renamed into place together by
/// [`Staged::commit`]; dropped uncommitted, the temporary files are deleted.
#[derive(Default)]
pub struct Staged {
    files: Vec<(tempfile::NamedTempFile, PathBuf)>,
}

impl Staged {
    /// Writes `bytes` completely to a temporary file in `path`'s folder (first removing
    /// temporary files there that killed runs left behind).
    pub fn add(&mut self, path: &Path, bytes: &[u8]) -> Result<()> {
        let dir = folder_of(path);
        if !self.files.iter().any(|(_, target)| folder_of(target) == dir) {
            remove_stale(dir);
        }
        let context = || format!("could not write '{}'", path.display());
        let mut file = tempfile::Builder::new()
            .prefix(PREFIX)
            .suffix(SUFFIX)
            .tempfile_in(dir)
            .map_err(|e| Error::io(dir, std::io::Error::new(e.kind(), cannot_create(&e))))
            .with_context(context)?;
        state().temporary.push(file.path().to_path_buf());
        file.write_all(bytes).and_then(|()| file.as_file().sync_all()).with_context(context)?;
        set_readable(file.path(), path);
        self.files.push((file, path.to_path_buf()));
        Ok(())
    }

    /// Stages `files` (name, bytes) in the folder `dir` of `what` ([`check_folder`]'s),
    /// making the folder if it is not there: the same way for every folder a run writes.
    pub fn add_folder<'b>(
        &mut self,
        dir: &Path,
        what: &str,
        files: impl IntoIterator<Item = (&'b str, &'b [u8])>,
    ) -> Result<()> {
        std::fs::create_dir_all(dir).with_context(|| {
            format!("could not create the folder of {what} '{}'", dir.display())
        })?;
        for (name, bytes) in files {
            self.add(&dir.join(name), bytes)?;
        }
        Ok(())
    }

    /// Renames every staged file over its target. An interrupt meanwhile waits until all are
    /// in place, then ends the process.
    pub fn commit(mut self) -> Result<()> {
        state().committing = true;
        let mut result = Ok(());
        for (file, path) in std::mem::take(&mut self.files) {
            let temporary = file.path().to_path_buf();
            let renamed = file
                .persist(&path)
                .map_err(|e| e.error)
                .with_context(|| format!("could not write '{}'", path.display()));
            state().temporary.retain(|p| *p != temporary);
            if let Err(error) = renamed {
                result = Err(error);
                break;
            }
        }
        let interrupted = {
            let mut state = state();
            state.committing = false;
            state.interrupted
        };
        if interrupted {
            eprintln!("interrupted: the files were written first");
            std::process::exit(INTERRUPTED);
        }
        result
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        // Each NamedTempFile deletes itself; forget them in the handler's list too.
        let mut state = state();
        for (file, _) in &self.files {
            state.temporary.retain(|p| p != file.path());
        }
    }
}

/// Removes `.fanodeck-*.tmp` files in `dir` older than a day (runs killed outright).
fn remove_stale(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(PREFIX) && name.ends_with(SUFFIX)) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > STALE_AFTER);
        if old && entry.file_type().is_ok_and(|t| t.is_file()) {
            removed += usize::from(std::fs::remove_file(entry.path()).is_ok());
        }
    }
    if removed > 0 {
        log::info!(
            "removed {removed} temporary file{} left in '{}' by runs that were stopped",
            if removed == 1 { "" } else { "s" },
            dir.display()
        );
    }
}

/// Why a file could not be created in a folder, in words (tempfile's own message names the
/// random temporary file, which would only confuse).
fn cannot_create(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such folder".to_string(),
        std::io::ErrorKind::ReadOnlyFilesystem => {
            "the folder is on a read-only file system".to_string()
        }
        kind => kind.to_string(),
    }
}

/// Temporary files are private (0600); a deck should get the usual permissions, or keep
/// those of the file it replaces.
#[cfg(unix)]
fn set_readable(tmp: &Path, target: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(target).map(|m| m.permissions().mode()).unwrap_or(0o644);
    // Best effort: a deck with private permissions is still a deck.
    let _ = std::fs::set_permissions(tmp, std::fs::Permissions::from_mode(mode));
}

#[cfg(not(unix))]
fn set_readable(_tmp: &Path, _target: &Path) {}
