//! Walls around work on untrusted files: a panic, a runaway parse or a memory bomb in one
//! picture must become that picture's error, never the end of the run.
//!
//! The decoders we use (png, image, usvg, tiny-skia, krilla, rustybuzz) are good code, but a
//! fuzzer finds inputs that trip their internal asserts, loop for minutes or ask for gigabytes.
//! We cannot fix every dependency, so each picture is handled behind three walls:
//! - **limits** checked before the expensive work ([`limits`]), with messages that
//!   give the value found and the limit;
//! - **`isolated`**: the work runs on a thread of its own, with a large stack and a time
//!   budget, and a panic there is caught and turned into a message;
//! - **`MemoryBudget`**: decodes reserve their estimated pixel memory first, so that however
//!   many pictures a folder holds and however many threads decode them, the total in flight
//!   stays under one budget.
//!
//! A caught panic still runs the process's panic hook, which by default prints the dependency's
//! source line. The binary installs a hook that stays quiet while [`is_guarded`] is true.

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

pub mod limits;
pub mod refusal;

pub use limits::*;
use refusal::{Kind, Refusal};

/// Stack of an isolated thread: deep (but legal) SVG nesting recurses in usvg and resvg.
const STACK_BYTES: usize = 64 * 1024 * 1024;

/// Memory that decodes in flight may hold together (see [`MemoryBudget`]).
const DECODE_BUDGET_BYTES: u64 = 900 * 1024 * 1024;

thread_local! {
    /// Depth of [`catch`] calls on this thread; an isolated thread counts as one.
    static GUARDED: Cell<u32> = const { Cell::new(0) };
}

/// True on a thread whose panics are being caught and reported as a file's error (for the
/// binary's panic hook, which should then stay quiet).
pub fn is_guarded() -> bool {
    GUARDED.with(|g| g.get() > 0)
}

/// Runs `work`, turning a panic into its refusal.
pub(crate) fn catch<T, E: From<Refusal>>(work: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
    catch_panic(work).map_err(E::from).and_then(|result| result)
}

/// Runs `work`; a panic becomes `Err` with its message as the detail.
pub(crate) fn catch_panic<T>(work: impl FnOnce() -> T) -> Result<T, Refusal> {
    GUARDED.with(|g| g.set(g.get() + 1));
    let result = catch_unwind(AssertUnwindSafe(work));
    GUARDED.with(|g| g.set(g.get() - 1));
    result.map_err(|payload| panic_reason(payload.as_ref()))
}

/// The message of a caught panic, as a refusal.
fn panic_reason(payload: &(dyn std::any::Any + Send)) -> Refusal {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown failure".to_string());
    Refusal::stopped(format!("cannot be drawn: a decoder failed on it ({message})"))
}

/// Runs `work` on a thread of its own with a large stack, catching a panic, and gives up
/// waiting after [`TIME_PER_PICTURE`].
///
/// A thread that runs over is left behind (Rust cannot stop a thread): the run goes on or
/// ends with the error, and the process's exit ends it. Without threads (WebAssembly) the
/// work runs in place, where only the limits protect it.
pub(crate) fn isolated<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    isolated_within(TIME_PER_PICTURE, work)
}

/// [`isolated`] with another time budget.
fn isolated_within<T: Send + 'static>(
    budget: Duration,
    work: impl FnOnce() -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    if cfg!(target_family = "wasm") {
        return catch(work);
    }
    let (send, receive) = std::sync::mpsc::sync_channel(1);
    let spawned = std::thread::Builder::new()
        .name("fanodeck-picture".into())
        .stack_size(STACK_BYTES)
        .spawn(move || {
            // The receiver may have given up waiting; nobody is left to tell.
            let _ = send.send(catch(work));
        });
    if spawned.is_err() {
        // No thread to be had (a process limit); the work went with the failed spawn.
        return Err(Refusal::stopped("cannot be read: no thread could be started for it"));
    }
    match receive.recv_timeout(budget) {
        Ok(result) => result,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(Refusal::new(
            Kind::TooSlow,
            format!(
                "takes too long to read: gave up after {:.1} s (the limit per picture)",
                budget.as_secs_f32()
            ),
        )),
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
            Err(Refusal::stopped("cannot be read: its reader stopped without an answer"))
        }
    }
}

/// Memory shared by the decodes in flight: each reserves its estimate before it allocates and
/// gives it back when done, waiting while the rest is taken. A reservation larger than the
/// whole budget waits until it runs alone.
pub(crate) struct MemoryBudget {
    free: Mutex<u64>,
    returned: Condvar,
}

/// Memory reserved from a [`MemoryBudget`], given back on drop.
pub(crate) struct Reservation<'a> {
    budget: &'a MemoryBudget,
    bytes: u64,
}

impl MemoryBudget {
    /// The budget every decode of the process shares.
    pub(crate) fn decodes() -> &'static MemoryBudget {
        static BUDGET: MemoryBudget = MemoryBudget::new(DECODE_BUDGET_BYTES);
        &BUDGET
    }

    const fn new(bytes: u64) -> MemoryBudget {
        MemoryBudget { free: Mutex::new(bytes), returned: Condvar::new() }
    }

    /// Waits until `bytes` (at most the whole budget) are free and takes them.
    pub(crate) fn reserve(&self, bytes: u64) -> Reservation<'_> {
        let total = DECODE_BUDGET_BYTES;
        let bytes = bytes.min(total);
        // A poisoned lock only means a holder panicked; the count is still right.
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        while *free < bytes {
            free = self.returned.wait(free).unwrap_or_else(|e| e.into_inner());
        }
        *free -= bytes;
        Reservation { budget: self, bytes }
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        let mut free = self.budget.free.lock().unwrap_or_else(|e| e.into_inner());
        *free += self.bytes;
        self.budget.returned.notify_all();
    }
}

/// Reads at most [`MAX_FILE_BYTES`] of a file, refusing a larger one before reading it whole.
/// The error is the reason; callers add the path.
pub(crate) fn read_limited(path: &std::path::Path) -> Result<Vec<u8>, std::io::Error> {
    use std::io::Read as _;
    let file = std::fs::File::open(path)?;
    let mut data = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut data)?;
    if data.len() as u64 > MAX_FILE_BYTES {
        return Err(std::io::Error::new(std::io::ErrorKind::FileTooLarge, too_large_message()));
    }
    Ok(data)
}

/// "larger than 50 MB": the reason for a file over [`MAX_FILE_BYTES`].
pub(crate) fn too_large_message() -> String {
    format!("the file is larger than {} MB (the limit)", MAX_FILE_BYTES / (1024 * 1024))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_a_reason_and_the_flag_is_cleared() {
        let result: Result<(), String> = catch(|| panic!("index out of bounds"));
        let reason = result.unwrap_err();
        assert!(reason.contains("index out of bounds"), "{reason}");
        assert!(!is_guarded());
        let inside = catch(|| Ok::<_, String>(is_guarded())).unwrap();
        assert!(inside);
    }

    #[test]
    fn isolated_work_returns_its_value_or_its_panic() {
        assert_eq!(isolated(|| Ok(6 * 7)), Ok(42));
        let reason = isolated::<()>(|| panic!("assertion failed: w > 0")).unwrap_err();
        assert!(reason.detail.contains("assertion failed: w > 0"), "{reason}");
        assert_eq!(reason.kind, Kind::EngineStopped);
    }

    #[test]
    fn runaway_work_is_given_up_on() {
        let started = std::time::Instant::now();
        let reason = isolated_within(Duration::from_millis(100), || {
            std::thread::sleep(Duration::from_secs(5));
            Ok(())
        })
        .unwrap_err();
        let detail = "takes too long to read: gave up after 0.1 s (the limit per picture)";
        assert_eq!(reason, Refusal::new(Kind::TooSlow, detail));
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn deep_recursion_fits_the_isolated_stack() {
        fn depth(n: u32) -> u32 {
            let pad = [n as u8; 512];
            if n == 0 { u32::from(pad[0]) } else { 1 + depth(std::hint::black_box(n - 1)) }
        }
        // About 10 MB of stack: more than a main thread's 8 MB.
        assert_eq!(isolated(|| Ok(depth(20_000))), Ok(20_000));
    }

    #[test]
    fn reservations_wait_for_room() {
        let budget = MemoryBudget::new(DECODE_BUDGET_BYTES);
        let a = budget.reserve(DECODE_BUDGET_BYTES / 2);
        let b = budget.reserve(DECODE_BUDGET_BYTES / 2);
        let taken = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|s| {
            s.spawn(|| {
                // More than the whole budget: waits until it runs alone.
                let _c = budget.reserve(u64::MAX);
                taken.store(true, std::sync::atomic::Ordering::SeqCst);
            });
            std::thread::sleep(Duration::from_millis(50));
            assert!(!taken.load(std::sync::atomic::Ordering::SeqCst));
            drop(a);
            drop(b);
        });
        assert!(taken.load(std::sync::atomic::Ordering::SeqCst));
    }
}
