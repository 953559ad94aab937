//! Integration tests: cards fixed by hand (re-rolls, pins, weights, the smallest size) and
//! layouts replayed from a manifest. Every property is measured from the returned placements
//! (`card_stats`, `conflicts`), never from the packer's own state.

use fanodeck::layout::{CardEdit, Conflict, Edits, Pin, Weight, card_stats, ink_size_mm};
use fanodeck::symbols::NamedBytes;
use fanodeck::{Output, Request};

/// Slack for the measuring grid (8 px/mm) when checking the gap, mm.
const MEASURE_TOL: f32 = 0.15;

fn make(request: &Request) -> fanodeck::Result<Output> {
    fanodeck::generate(&request.to_options()?)
}

/// The small default deck: 31 cards of 6 bundled icons.
fn six() -> Request {
    Request { symbols: 6, ..Request::default() }
}

/// Every card keeps the gap and the margin, measured independently of the packer.
fn assert_rules(output: &Output) {
    for (i, card) in output.cards.iter().enumerate() {
        let s = card_stats(card, &output.masks, output.sheet.outline, &output.layout);
        assert!(s.min_gap_mm >= output.layout.gap_mm - MEASURE_TOL, "card {i}: {s:?}");
        assert!(s.inside, "card {i}: outside the margin {s:?}");
        assert_eq!(output.conflicts(&card.placements).unwrap(), [], "card {i}");
    }
}

fn pin_of(output: &Output, card: usize, slot: usize) -> Pin {
    let p = &output.cards[card].placements[slot];
    Pin::of(p, p.symbol.0)
}

fn with_edits(request: &Request, cards: Vec<CardEdit>) -> Request {
    Request { edits: Edits { cards, ..Edits::default() }, ..request.clone() }
}

fn error(request: &Request) -> String {
    match make(request) {
        Ok(_) => panic!("not refused"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_reroll_changes_that_card_alone() {
    let base = make(&six()).unwrap();
    let edit = CardEdit { card: 4, reroll: 1, pins: vec![] };
    let rolled = make(&with_edits(&six(), vec![edit])).unwrap();
    for (i, (a, b)) in base.cards.iter().zip(&rolled.cards).enumerate() {
        if i == 4 {
            assert_ne!(a, b, "the re-rolled card is laid out anew");
            let symbols = |c: &fanodeck::CardLayout| {
                c.placements.iter().map(|p| p.symbol).collect::<Vec<_>>()
            };
            assert_eq!(symbols(a), symbols(b), "its symbols stay");
        } else {
            assert_eq!(a, b, "card {i} is untouched, to the last digit");
        }
    }
    assert_rules(&rolled);
}

#[test]
fn pins_are_kept_exactly_and_the_others_packed_around_them() {
    let base = make(&six()).unwrap();
    for card in [0, 7] {
        let pins = vec![pin_of(&base, card, 0), pin_of(&base, card, 3)];
        let edit = CardEdit { card, reroll: 2, pins: pins.clone() };
        let out = make(&with_edits(&six(), vec![edit])).unwrap();
        let placements = &out.cards[card].placements;
        for pin in &pins {
            let kept = placements.iter().find(|p| p.symbol.0 == pin.symbol).unwrap();
            assert_eq!(Pin::of(kept, pin.symbol), *pin, "card {card}: pinned to the last digit");
        }
        assert_ne!(placements, &base.cards[card].placements, "the others are packed anew");
        assert_rules(&out);
    }
}

#[test]
fn a_manifest_replayed_is_the_same_pdf_and_an_edited_one_the_edit() {
    for request in [six(), Request { shape: Some("square".into()), ..six() }] {
        let out = make(&request).unwrap();
        let json = serde_json::to_vec(&out.manifest).unwrap();
        let replay = Request {
            layout_file: Some(NamedBytes::new("deck.json", json.clone())),
            ..request.clone()
        };
        let again = make(&replay).unwrap();
        assert!(again.pdf == out.pdf, "the replayed layout prints the same bytes");
        // Shrunk about its centre, a symbol keeps clear of the others.
        let mut manifest = out.manifest.clone();
        let p = &mut manifest.cards[2].symbols[1];
        p.width_mm *= 0.8;
        p.height_mm *= 0.8;
        let wanted = *p;
        let edited = serde_json::to_vec(&manifest).unwrap();
        let replay = Request { layout_file: Some(NamedBytes::new("deck.json", edited)), ..request };
        let again = make(&replay).unwrap();
        assert_eq!(again.manifest.cards[2].symbols[1], wanted);
        assert!(again.pdf != out.pdf);
    }
}

#[test]
fn a_layout_that_breaks_the_rules_or_is_of_another_deck_is_refused() {
    let out = make(&six()).unwrap();
    let replay = |manifest: &fanodeck::Manifest, request: Request| {
        let json = serde_json::to_vec(manifest).unwrap();
        error(&Request { layout_file: Some(NamedBytes::new("deck.json", json)), ..request })
    };
    let mut moved = out.manifest.clone();
    let (a, b) = (moved.cards[3].symbols[0], moved.cards[3].symbols[1]);
    moved.cards[3].symbols[0].x_mm = b.x_mm;
    moved.cards[3].symbols[0].y_mm = b.y_mm;
    let message = replay(&moved, six());
    assert!(message.starts_with("layout 'deck.json': card 4: the pins of"), "{message}");
    assert!(message.contains("overlap"), "{message}");
    let mut out_of_card = out.manifest.clone();
    out_of_card.cards[3].symbols[0].x_mm = a.x_mm + 200.0;
    let message = replay(&out_of_card, six());
    assert!(message.contains("crosses the card's margin"), "{message}");
    let message = replay(&out.manifest, Request { seed: 2, ..six() });
    assert!(message.contains("it is the layout of another deck"), "{message}");
    let message = replay(&out.manifest, Request::default());
    assert!(message.contains("it has 31 cards, this deck 57"), "{message}");
    let junk = Request { layout_file: Some(NamedBytes::new("deck.json", b"{]".to_vec())), ..six() };
    assert!(error(&junk).starts_with("layout 'deck.json': this is not a layout"));
}

#[test]
fn bad_edits_name_the_card_and_the_symbol() {
    let base = make(&six()).unwrap();
    let pin = pin_of(&base, 0, 0);
    let name = &base.symbols[pin.symbol as usize].name;
    // A symbol not on the card.
    let card_one: Vec<u32> = base.cards[1].placements.iter().map(|p| p.symbol.0).collect();
    assert!(!card_one.contains(&pin.symbol));
    let message =
        error(&with_edits(&six(), vec![CardEdit { card: 1, reroll: 0, pins: vec![pin] }]));
    assert_eq!(message, format!("card 2: '{name}' is not on this card"));
    // A card out of range, a card edited twice.
    let message = error(&with_edits(&six(), vec![CardEdit { card: 31, ..CardEdit::default() }]));
    assert_eq!(message, "card 32 is not in this deck, which has 31 cards");
    let twice = vec![CardEdit { card: 3, ..CardEdit::default() }; 2];
    assert_eq!(error(&with_edits(&six(), twice)), "card 4: is edited twice");
    // Two pins on each other, a pin past the margin.
    let mut other = pin_of(&base, 0, 1);
    (other.x, other.y) = (pin.x, pin.y);
    let message =
        error(&with_edits(&six(), vec![CardEdit { card: 0, reroll: 0, pins: vec![pin, other] }]));
    assert!(
        message.starts_with("card 1: the pins of") && message.ends_with("overlap"),
        "{message}"
    );
    let far = Pin { x: pin.x + 60.0, ..pin };
    let message =
        error(&with_edits(&six(), vec![CardEdit { card: 0, reroll: 0, pins: vec![far] }]));
    assert_eq!(message, format!("card 1: the pin of '{name}' crosses the card's margin"));
    // A pin so large it leaves no room for the rest.
    let huge = Pin { x: 0.0, y: 0.0, width: 60.0, height: None, ..pin };
    let message =
        error(&with_edits(&six(), vec![CardEdit { card: 0, reroll: 0, pins: vec![huge] }]));
    assert!(
        message.starts_with("card 1: the pinned symbols leave no room for the others"),
        "{message}"
    );
    let weight = Edits { weights: vec![Weight { symbol: 0, weight: 3.0 }], ..Edits::default() };
    let message = error(&Request { edits: weight, ..six() });
    assert_eq!(message, "invalid weight '3': must be from 0.5 to 2");
}

#[test]
fn the_smallest_size_holds_on_every_card_or_is_refused_with_what_fits() {
    let words = "sun\nmoon\nstar\ncat\ndog\nfish\nbird\ntree\nhouse\ncar\nboat\nbus\ntrain\nball\nkite\ncake\nmilk\nbread\negg\napple\npear\nplum\nlime\nrose\nleaf\nsnow\nrain\nwind\nfire\nrock\nsand";
    let decks = [
        Request { min_size: Some(14.0), ..Request::default() },
        Request { min_size: Some(14.0), words: Some(words.into()), ..six() },
    ];
    for request in decks {
        let out = make(&request).unwrap();
        let width = out.sheet.outline.size_mm();
        for (i, card) in out.cards.iter().enumerate() {
            for p in &card.placements {
                let size = ink_size_mm(p, &out.masks[p.symbol.0 as usize]);
                assert!(size >= 0.14 * width - 1e-3, "card {i}: {size} mm on a {width} mm card");
            }
        }
        assert_rules(&out);
    }
    let message = error(&Request { symbols: 12, min_size: Some(25.0), ..Request::default() });
    assert!(message.starts_with("invalid smallest size '25 %': card "), "{message}");
    let most: u32 =
        message.split("at most ").nth(1).unwrap().trim_end_matches(" %").parse().unwrap();
    assert!((5..25).contains(&most), "{message}");
    make(&Request { symbols: 12, min_size: Some(most as f32), ..Request::default() }).unwrap();
}

#[test]
fn a_weighted_symbol_is_larger_on_average() {
    let base = make(&six()).unwrap();
    let id = base.cards[0].placements[2].symbol.0;
    let weighted = Edits { weights: vec![Weight { symbol: id, weight: 1.5 }], ..Edits::default() };
    let out = make(&Request { edits: weighted, ..six() }).unwrap();
    // Its size against the card's other symbols, averaged over the cards that show it.
    let share = |out: &Output| {
        let shares: Vec<f32> = out
            .cards
            .iter()
            .filter_map(|card| {
                let size =
                    |p: &fanodeck::Placement| ink_size_mm(p, &out.masks[p.symbol.0 as usize]);
                let mine = card.placements.iter().find(|p| p.symbol.0 == id)?;
                let all: f32 = card.placements.iter().map(size).sum();
                Some(size(mine) / all)
            })
            .collect();
        shares.iter().sum::<f32>() / shares.len() as f32
    };
    let (before, after) = (share(&base), share(&out));
    assert!(after > 1.2 * before, "{before} -> {after}");
    assert_rules(&out);
}

#[test]
fn a_moved_symbol_on_another_is_a_conflict() {
    let out = make(&six()).unwrap();
    let mut placements = out.cards[0].placements.clone();
    placements[0].x_mm = placements[1].x_mm;
    placements[0].y_mm = placements[1].y_mm;
    let found = out.conflicts(&placements).unwrap();
    assert!(found.contains(&Conflict::Overlap { slot: 0, other: 1 }), "{found:?}");
    placements[0].x_mm = 80.0;
    let found = out.conflicts(&placements).unwrap();
    assert!(found.contains(&Conflict::Margin { slot: 0 }), "{found:?}");
}

#[test]
fn one_card_laid_out_again_is_the_card_of_the_whole_deck_with_that_edit() {
    let base = make(&six()).unwrap();
    let edit = CardEdit { card: 5, reroll: 3, pins: vec![pin_of(&base, 5, 1)] };
    let alone = base.relayout_card(&edit).unwrap();
    let whole = make(&with_edits(&six(), vec![edit])).unwrap();
    assert_eq!(alone, whole.cards[5]);
}
