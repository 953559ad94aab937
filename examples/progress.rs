//! A deck made with a progress reporter of your own: [`Progress`] hears each stage begin and
//! advance, each picture's name before it is read (the bundled icons used here are built in,
//! so none is), and each card as soon as it is laid out. This one prints them; a front end
//! would draw a bar or show the first cards.
//!
//! ```text
//! cargo run --example progress
//! ```

use std::sync::Mutex;

use fanodeck::{Progress, Request, Result, Stage, generate_with_progress};

/// Prints every report. Reports may come from several threads at once, hence the lock.
#[derive(Default)]
struct Printer {
    /// The current stage, its steps, and how many are done.
    state: Mutex<Option<(Stage, u64, u64)>>,
}

impl Progress for Printer {
    fn start(&self, stage: Stage, total: u64) {
        println!("{stage}, {total} to do");
        *self.state.lock().unwrap() = Some((stage, total, 0));
    }

    fn advance(&self, done: u64) {
        let mut state = self.state.lock().unwrap();
        if let Some((stage, total, so_far)) = state.as_mut() {
            *so_far += done;
            println!("  {stage}: {so_far} of {total} done");
        }
    }

    fn loading(&self, name: &str) {
        println!("  reading {name}");
    }

    fn card_ready(&self, index: usize, draw: &dyn Fn(f32) -> Result<Vec<u8>>) {
        // The first card as a small preview, before the rest of the deck is done.
        if index == 0 {
            match draw(2.0) {
                Ok(png) => println!("  card 1 is ready: a {} byte preview", png.len()),
                Err(e) => println!("  card 1 is ready, but its preview failed: {e}"),
            }
        }
    }
}

fn main() -> Result<()> {
    // 13 cards of 4 bundled icons each.
    let request = Request { symbols: 4, ..Request::default() };
    let printer = Printer::default();
    let output = generate_with_progress(&request.to_options()?, &printer)?;
    println!("done: {} cards, a {} KB PDF", output.cards.len(), output.pdf.len() / 1024);
    Ok(())
}
