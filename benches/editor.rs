//! Benchmark section: the card editor's steps, natively (the page's figures, in WebAssembly,
//! are web/tests/bench-editor.mjs's). For the default deck, a deck of 12 a card and the 57
//! phone photos: the check of one move (`Output::conflicts`), a re-roll (`relayout_card`) and
//! the card drawn for the editor at its 5 px a millimetre (`edited_card_png`), median and
//! 95th percentile.

use std::time::Instant;

use fanodeck::layout::CardEdit;
use fanodeck::{Output, Request};

/// Median and 95th percentile of `times`, ms.
fn spread(mut times: Vec<f32>) -> (f32, f32) {
    times.sort_by(f32::total_cmp);
    let at = |q: f32| times[((times.len() - 1) as f32 * q).round() as usize] * 1000.0;
    (at(0.5), at(0.95))
}

fn timed(runs: usize, mut step: impl FnMut(usize)) -> (f32, f32) {
    spread(
        (0..runs)
            .map(|k| {
                let start = Instant::now();
                step(k);
                start.elapsed().as_secs_f32()
            })
            .collect(),
    )
}

fn deck(title: &str, output: &Output) {
    let card = &output.cards[0].placements;
    let n = card.len();
    let check = timed(200, |k| {
        let mut moved = card.clone();
        moved[k % n].x_mm += 0.3 * ((k % 7) as f32 - 3.0);
        output.conflicts(&moved).expect("conflicts");
    });
    let reroll = timed(20, |k| {
        let edit = CardEdit { card: 0, reroll: k as u32 + 1, pins: Vec::new() };
        output.relayout_card(&edit).expect("re-roll");
    });
    let draw = timed(20, |_| {
        output.edited_card_png(0, card, 5.0).expect("card");
    });
    println!(
        "  {title:<30} check {:>5.2} / {:>5.2} ms   re-roll {:>6.1} / {:>6.1} ms   drawn {:>6.1} / {:>6.1} ms",
        check.0, check.1, reroll.0, reroll.1, draw.0, draw.1
    );
}

pub fn run() {
    println!("  (median / 95th percentile; a re-roll shown is the re-roll plus the drawing)");
    let make = |request: Request| {
        fanodeck::generate(&request.to_options().expect("options")).expect("deck")
    };
    deck("default deck (8 a card)", &make(Request::default()));
    deck("12 a card", &make(Request { symbols: 12, ..Request::default() }));
    let phone = crate::photos::phone_photos();
    deck(
        "57 phone photos (8 a card)",
        &make(Request { icons: Some(phone), allow_similar: true, ..Request::default() }),
    );
    println!("  targets (in the page): check p95 <= 4 ms, a re-roll shown within 60 ms (median)");
}
