//! The SET game through the library: deal a table of twelve cards, find its SETs, then ask
//! for those cards as a printed deck with a [`SetRequest`], as `fanodeck set` and the web
//! page's SET tab do.
//!
//! ```text
//! cargo run --example set [SEED]
//! ```
//!
//! The PDF goes to `fanodeck-set.pdf` in the temporary directory.

use fanodeck::games::set::{self, SetRequest, count, deal, print};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = match std::env::args().nth(1) {
        Some(seed) => seed.parse()?,
        None => 7,
    };

    // A random table: cards are codes of four digits 0–2 (shape, shading, colour, number).
    let table = deal::deal(12, seed)?;
    let codes: Vec<String> = table.iter().map(ToString::to_string).collect();
    println!("table (seed {seed}): {}", codes.join(" "));

    // Every SET on the table, and the same count by the Fourier identity.
    let sets = count::list(&table);
    assert_eq!(count::fourier(&table), sets.len() as u64);
    println!("{} SETs:", sets.len());
    for [a, b, c] in &sets {
        println!(
            "  {a} {b} {c}: {} + {} + {}",
            a.names().join(" "),
            b.names().join(" "),
            c.names().join(" ")
        );
    }

    // The whole 81-card deck has 1080.
    println!("the full deck: {} SETs", count::fourier(&set::full_deck(4)));

    // The table's cards as a deck to print: the request checks the codes as the CLI does.
    let request = SetRequest { cards: Some(codes.join(" ")), ..SetRequest::default() };
    let deck = print::set_deck(&request.to_options()?)?;
    let out = std::env::temp_dir().join("fanodeck-set.pdf");
    std::fs::write(&out, &deck.pdf)?;
    println!("wrote {} ({} cards on {} pages)", out.display(), deck.cards.len(), deck.pages);
    Ok(())
}
