//! Stage 2: where each symbol goes on its card.
//!
//! Symbols are packed by their ink outlines (their [`Mask`]s), not by bounding circles or
//! boxes, so a banana may nestle into a croissant's curve. No two symbols' ink comes closer
//! than the gap, all ink keeps the margin from the cut line, and each card mixes large and
//! small symbols with every symbol large on some cards and small on others.
//!
//! Before the layout, the pipeline hands the pictures to the plane's symbols so that no card
//! draws only thin or hollow ones ([`balance_ink`], `balance.rs`): which symbols share a card
//! is the plane's, which picture each symbol shows is free. It, and the lift of poor cards
//! below, judge a picture by its ink over the room its convex outline takes (`outline.rs`):
//! nothing else can enter a ring's inside.
//!
//! How: the size ranks are dealt over the whole deck first (`ranks.rs`; a card poor in ink
//! then gives its larger slots to its denser pictures), then every card is
//! packed on its own (`pack.rs`), in parallel: spread out on a coarse lattice of bitsets
//! (`sprite.rs`), then grown by the symbols' distance fields (`shape.rs`). Each card's
//! randomness comes only from (seed, card index), so the result does not depend on threads.
//! [`card_stats`] measures a finished card independently of the packer.

mod balance;
mod edits;
mod edt;
mod outline;
mod pack;
mod ranks;
mod shape;
mod sprite;
mod stats;

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::geom::{CardOutline, Mask};
use crate::plane::{Card, Deck, SymbolId};
pub use balance::balance_ink;
pub use edits::{
    CardEdit, Conflict, Edits, MAX_REROLL, Pin, TOLERANCE_MM, WEIGHTS, Weight, conflicts,
};
pub use outline::ink_outline;
pub use shape::Outlines;
use shape::Shape;
use sprite::Lattice;
pub use stats::{CardStats, card_stats};

/// How much symbols may turn.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Rotation {
    /// Uniformly over the full 360°.
    #[default]
    Free,
    /// Upright.
    None,
    /// At most this many degrees either way.
    Limit(f32),
}

impl Rotation {
    /// A random turn this rule allows, uniform over its range, degrees.
    pub(crate) fn draw(self, rng: &mut ChaCha8Rng) -> f32 {
        match self {
            Rotation::Free => rng.random_range(0.0..360.0),
            Rotation::Limit(d) if d > 0.0 => rng.random_range(-d..=d),
            Rotation::None | Rotation::Limit(_) => 0.0,
        }
    }

    /// `angle` turned by `delta` degrees, kept within this rule.
    pub(crate) fn turn(self, angle: f32, delta: f32) -> f32 {
        match self {
            // rem_euclid can round up to exactly 360 for a tiny negative angle.
            Rotation::Free => (angle + delta).rem_euclid(360.0) % 360.0,
            Rotation::None => angle,
            Rotation::Limit(d) => (angle + delta).clamp(-d, d),
        }
    }
}

impl std::str::FromStr for Rotation {
    type Err = crate::Error;

    /// `free`, `none`, or a limit in degrees: `±15`, `+-15`, `15`.
    fn from_str(text: &str) -> crate::Result<Rotation> {
        let bad = |reason| crate::Error::invalid("rotation", text, reason);
        match text.trim().to_ascii_lowercase().as_str() {
            "free" | "any" => Ok(Rotation::Free),
            "none" | "0" | "upright" => Ok(Rotation::None),
            other => {
                let digits = other.trim_start_matches('±').trim_start_matches("+-");
                let deg: f32 = digits
                    .trim_end_matches('°')
                    .parse()
                    .map_err(|_| bad(crate::i18n::text!("expected-rotation")))?;
                if !(deg.is_finite() && (0.0..=180.0).contains(&deg)) {
                    return Err(bad(crate::i18n::text!("rotation-limit-range")));
                }
                Ok(if deg == 0.0 { Rotation::None } else { Rotation::Limit(deg) })
            }
        }
    }
}

/// Layout settings. Defaults: 1.5 mm gap, 3 mm margin, free rotation, size ratio 2.5.
#[derive(Debug, Clone, PartialEq)]
pub struct LayoutOptions {
    /// Minimum distance between two symbols' ink, mm. _Default:_ 1.5.
    pub gap_mm: f32,
    /// Minimum distance from ink to the cut line, mm. _Default:_ 3.
    pub margin_mm: f32,
    /// How symbols may turn. _Default:_ free.
    pub rotation: Rotation,
    /// How words may turn, when not as `rotation`: upside-down words are hard to read, so a
    /// deck with words keeps them within ±30° by default (see [`crate::Request`]); the
    /// pipeline turns this into `symbol_rotation`. _Default:_ none.
    pub word_rotation: Option<Rotation>,
    /// How each symbol may turn instead, by symbol id (words kept near upright in a deck
    /// that mixes them with pictures); symbols past its end turn by `rotation`.
    /// _Default:_ empty.
    pub symbol_rotation: Vec<Rotation>,
    /// Largest / smallest symbol size on a card (linear, by the ink's longer side).
    /// _Default:_ 2.5.
    pub size_ratio: f32,
    /// Each card's layout depends only on (seed, card index, its re-roll). _Default:_ 0.
    pub seed: u64,
    /// The smallest symbol's ink (its longer side) as a share of the card's width across,
    /// on every card. _Default:_ none.
    pub min_size: Option<f32>,
    /// The maker's re-rolls, pins and weights, by the layout's symbol ids. _Default:_ none.
    pub edits: Edits,
    /// What messages call each symbol, by id (its id where missing). _Default:_ none.
    pub names: Vec<String>,
}

impl Default for LayoutOptions {
    fn default() -> Self {
        LayoutOptions {
            gap_mm: 1.5,
            margin_mm: 3.0,
            rotation: Rotation::Free,
            word_rotation: None,
            symbol_rotation: Vec::new(),
            size_ratio: 2.5,
            seed: 0,
            min_size: None,
            edits: Edits::default(),
            names: Vec::new(),
        }
    }
}

impl LayoutOptions {
    /// How symbol `id` may turn.
    pub fn rotation_of(&self, id: SymbolId) -> Rotation {
        self.symbol_rotation.get(id.0 as usize).copied().unwrap_or(self.rotation)
    }

    /// What messages call symbol `id`: `'dog'`, or `symbol 12`.
    pub fn name_of(&self, id: u32) -> String {
        self.name_text(id).to_string()
    }

    /// [`LayoutOptions::name_of`] as the catalogues say it.
    pub fn name_text(&self, id: u32) -> crate::i18n::Text {
        match self.names.get(id as usize) {
            Some(name) => crate::i18n::text!("symbol-named", name = name),
            None => crate::i18n::text!("symbol-numbered", id = id),
        }
    }
}

/// Where one symbol is drawn on a card.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Placement {
    /// Which symbol.
    pub symbol: SymbolId,
    /// Centre of the box, mm right of the card centre.
    pub x_mm: f32,
    /// Centre of the box, mm below the card centre (y down).
    pub y_mm: f32,
    /// Width of the box in which the whole source picture is drawn, before rotation.
    pub width_mm: f32,
    /// Height of that box, before rotation.
    pub height_mm: f32,
    /// Clockwise turn as printed, degrees, about the box centre.
    pub rotation_deg: f32,
    /// Which of the symbol's colours this card draws it in (words: an index into their
    /// palette, chosen so that the words on a card differ); `None`: its own colours.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tint: Option<u8>,
    /// Which face of a two-faced symbol (picture–word pairs) the card shows: 0 the first,
    /// 1 the second; `None` for a symbol of one face.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<u8>,
}

/// One card's placements.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CardLayout {
    /// One per symbol on the card, in the card's symbol order.
    pub placements: Vec<Placement>,
}

pub use crate::symbols::MASK_PX;

/// Mask coverage from which a pixel counts as ink (the packer and [`card_stats`] agree).
pub(crate) const INK_ALPHA: u8 = 64;

/// The largest symbol's longest side as a share of the card's diameter: what pictures are
/// loaded for (300 dpi at that size), since no symbol is printed larger.
pub const MAX_SYMBOL_SHARE: f32 = 0.7;

/// Starts tried per batch (a poor card gets more batches); the one with the most ink is kept.
const RESTARTS: usize = 1;

fn check(card: &CardOutline, options: &LayoutOptions) -> Result<()> {
    let size = card.size_mm();
    if !(size.is_finite() && size > 0.0) {
        return Err(Error::invalid("card size", size, crate::i18n::text!("must-be-positive-mm")));
    }
    let none_below = |min: u32| crate::i18n::text!("must-be-mm-or-more", min = min);
    if !(options.gap_mm.is_finite() && options.gap_mm >= 0.0) {
        return Err(Error::invalid("gap", options.gap_mm, none_below(0)));
    }
    if !(options.margin_mm.is_finite() && options.margin_mm >= 0.0) {
        return Err(Error::invalid("margin", options.margin_mm, none_below(0)));
    }
    if !(options.size_ratio.is_finite() && (1.0..=20.0).contains(&options.size_ratio)) {
        let reason = crate::i18n::text!("must-be-between", min = 1, max = 20);
        return Err(Error::invalid("size ratio", options.size_ratio, reason));
    }
    if let Some(share) = options.min_size
        && !(share.is_finite() && (0.0..=0.5).contains(&share))
    {
        let reason = crate::i18n::text!("min-size-share", min = 0, max = 0.5);
        return Err(Error::invalid("smallest size", share, reason));
    }
    let rules = std::iter::once(&options.rotation).chain(&options.word_rotation);
    for rotation in rules.chain(&options.symbol_rotation) {
        if let Rotation::Limit(d) = *rotation
            && !(d.is_finite() && (0.0..=180.0).contains(&d))
        {
            let reason = crate::i18n::text!("must-be-between-degrees", min = 0, max = 180);
            return Err(Error::invalid("rotation limit", d, reason));
        }
    }
    Ok(())
}

/// Lays out every card of `deck` inside `card`'s cut line; `masks[i]` is symbol i's ink.
///
/// Cards are packed in parallel; the result depends only on the inputs and `options.seed`.
/// Fails with [`Error::Layout`] (the first such card in deck order) when a card's symbols
/// cannot be placed, e.g. with a gap or margin far too large for the card.
pub fn layout_deck(
    deck: &Deck,
    masks: &[Arc<Mask>],
    card: CardOutline,
    options: &LayoutOptions,
) -> Result<Vec<CardLayout>> {
    let outlines = Outlines::of(deck, masks);
    layout_deck_with_progress(deck, masks, &outlines, card, options, &|_, _| ())
}

/// [`layout_deck`] with the pictures' `outlines` made beforehand (kept for the cards fixed by
/// hand), calling `card_done(index, card)` (from any thread) as each card is laid out, e.g. to
/// advance a progress bar or show a card before the rest; the result is the same.
pub fn layout_deck_with_progress(
    deck: &Deck,
    masks: &[Arc<Mask>],
    outlines: &Outlines,
    outline: CardOutline,
    options: &LayoutOptions,
    card_done: &(dyn Fn(usize, &CardLayout) + Sync),
) -> Result<Vec<CardLayout>> {
    check(&outline, options)?;
    for (index, card) in deck.cards.iter().enumerate() {
        if let Some(id) = card.symbols.iter().find(|id| id.0 as usize >= masks.len()) {
            return Err(Error::Layout {
                card: index,
                symbols: card.symbols.len(),
                reason: crate::i18n::text!("layout-no-mask", symbol = id.0, masks = masks.len()),
            });
        }
    }
    // Only the symbols some card uses (a deck cut to a few cards needs few).
    let mut used = vec![false; masks.len()];
    for card in &deck.cards {
        for id in &card.symbols {
            used[id.0 as usize] = true;
        }
    }
    let (shapes, ranks) = shapes_and_ranks(deck, masks, outlines, options, &used)?;
    let shapes = shapes.all();
    let rules = setup(outline, options, options.min_size.unwrap_or(0.0));
    let results: Vec<Result<CardLayout>> = deck
        .cards
        .par_iter()
        .zip(ranks.par_iter())
        .enumerate()
        .map(|(index, (card, ranks))| {
            let card = layout_card(index, card, ranks, shapes, masks, &rules, options)?;
            card_done(index, &card);
            Ok(card)
        })
        .collect();
    // A card that fails for its pins says so; one that fails at the smallest size asked for
    // says what size the deck takes.
    let failed = results.iter().position(|r| matches!(r, Err(Error::Layout { .. })));
    if let (Some(share), Some(first)) = (options.min_size, failed) {
        let fits = |card: usize, share: f32| {
            let setup = setup(outline, options, share);
            let (c, r) = (&deck.cards[card], &ranks[card]);
            layout_card(card, c, r, shapes, masks, &setup, options).is_ok()
        };
        let failing: Vec<usize> = (first..results.len()).filter(|&k| results[k].is_err()).collect();
        return Err(edits::min_size_refusal(share, &failing, &fits));
    }
    results.into_iter().collect()
}

/// Each card's size ranks, by its slots.
type Ranks = Vec<Vec<usize>>;

/// The symbols' outlines (of those `used`: the `kept` ones when they cover them) and each
/// card's size ranks, dealt over the deck.
fn shapes_and_ranks(
    deck: &Deck,
    masks: &[Arc<Mask>],
    kept: &Outlines,
    options: &LayoutOptions,
    used: &[bool],
) -> Result<(Outlines, Ranks)> {
    let shapes = if kept.covers(used) { kept.clone() } else { Outlines::of_used(masks, used) };
    let mut ranks = ranks::size_ranks(deck, options.seed);
    let rooms: Vec<outline::Room> =
        shapes.all().iter().map(|s| s.as_ref().map_or(outline::Room::SOLID, |s| s.room)).collect();
    ranks::lift_poor_cards(deck, &mut ranks, &rooms, options.size_ratio);
    options.edits.check(deck.cards.len(), masks.len())?;
    Ok((shapes, ranks))
}

/// Card `index` of `deck` alone, as [`layout_deck`] lays it out with the same options (its
/// edits included): a front end's re-roll or pin of one card, without the rest; `outlines`
/// those the deck's layout made.
pub fn layout_one_card(
    deck: &Deck,
    masks: &[Arc<Mask>],
    outlines: &Outlines,
    outline: CardOutline,
    options: &LayoutOptions,
    index: usize,
) -> Result<CardLayout> {
    check(&outline, options)?;
    let Some(card) = deck.cards.get(index) else {
        let reason = crate::i18n::text!("deck-has-cards", cards = deck.cards.len());
        return Err(Error::invalid("card index", index, reason));
    };
    let mut used = vec![false; masks.len()];
    for id in deck.cards.iter().flat_map(|c| &c.symbols) {
        match used.get_mut(id.0 as usize) {
            Some(u) => *u = true,
            None => {
                return Err(Error::invalid("symbol", id.0, crate::i18n::text!("symbol-no-mask")));
            }
        }
    }
    let (shapes, ranks) = shapes_and_ranks(deck, masks, outlines, options, &used)?;
    let shapes = shapes.all();
    let rules = setup(outline, options, options.min_size.unwrap_or(0.0));
    layout_card(index, card, &ranks[index], shapes, masks, &rules, options)
}

/// The packer's card and rules, with the smallest symbol at `min_share` of the card's width.
fn setup(outline: CardOutline, options: &LayoutOptions, min_share: f32) -> pack::Setup {
    let diameter_mm = outline.size_mm();
    pack::Setup {
        card: outline,
        radius: diameter_mm / 2.0,
        margin: options.margin_mm,
        gap: options.gap_mm,
        // About 180 cells across the card; the spread uses a lattice half as fine.
        lattice: Lattice { cell: (diameter_mm / 180.0).clamp(0.15, 0.6) },
        restarts: RESTARTS,
        size_ratio: options.size_ratio,
        min_size: min_share * diameter_mm,
    }
}

/// The longer side of the ink that `placement` draws of a picture whose ink is `mask`, mm:
/// what the size ratio and the smallest size (`min_size`) are judged by.
pub fn ink_size_mm(placement: &Placement, mask: &Mask) -> f32 {
    shape::pose_of(placement, mask).size
}

/// Gives the symbols on each card that come in several colours (words: `tints[id]` colours)
/// different colours: each card draws its own order of the colours, and its words take them
/// in turn, so two words on one card share a colour only when the card has more words than
/// the palette colours. Pictures (0 tints) keep their own.
///
/// Its randomness is a stream of its own, so the placements do not change.
pub fn tint_words(cards: &mut [CardLayout], tints: &[usize], seed: u64) {
    for (index, card) in cards.iter_mut().enumerate() {
        tint_card(index, card, tints, seed);
    }
}

/// [`tint_words`] for card `index` alone (its colours are the same either way).
pub fn tint_card(index: usize, card: &mut CardLayout, tints: &[usize], seed: u64) {
    const TINT_STREAMS: u64 = 1 << 40;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(TINT_STREAMS + index as u64);
    let mut order: Vec<u8> = Vec::new();
    let mut next = 0;
    for p in &mut card.placements {
        let count = tints.get(p.symbol.0 as usize).copied().unwrap_or(0).min(256);
        if count == 0 {
            continue;
        }
        if order.len() != count {
            order = (0..count).map(|c| c as u8).collect();
            order.shuffle(&mut rng);
            next = 0;
        }
        p.tint = Some(order[next % count]);
        next += 1;
    }
}

/// Packs one card; its randomness is the seed's stream number `index`.
fn layout_card(
    index: usize,
    card: &Card,
    ranks: &[usize],
    shapes: &[Option<Shape>],
    masks: &[Arc<Mask>],
    setup: &pack::Setup,
    options: &LayoutOptions,
) -> Result<CardLayout> {
    let n = card.symbols.len();
    if n == 0 {
        return Ok(CardLayout::default());
    }
    let edit = options.edits.card(index);
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    // A re-roll is another stream of the seed; 0 the deck's own layout.
    rng.set_stream(index as u64 | u64::from(edit.map_or(0, |e| e.reroll)) << 20);
    let pins = match edit {
        Some(edit) => pinned(index, card, edit, shapes, masks, setup, options)?,
        None => vec![None; n],
    };
    // Pins first, then largest first: the packer places them in this order.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (pins[i].is_none(), ranks[i]));
    let weights = options.edits.weights(masks.len());
    let mut items = Vec::with_capacity(n);
    for &i in &order {
        // Every used symbol got a shape above.
        let Some(shape) = &shapes[card.symbols[i].0 as usize] else { continue };
        let weight = weights[card.symbols[i].0 as usize];
        let rel = ranks::relative_size(ranks[i], n, options.size_ratio) * weight;
        let rotation = options.rotation_of(card.symbols[i]);
        let pin = pins[i].map(|p: Placement| shape::pose_of(&p, &masks[p.symbol.0 as usize]));
        items.push(pack::Item { shape, rel, weight, rotation, pin });
    }
    let packed = pack::pack(&items, setup, &mut rng).map_err(|reason| match edit {
        Some(edit) if !edit.pins.is_empty() => edits::edit_error(
            Some(index),
            crate::i18n::text!("edit-pins-leave-no-room", reason = reason),
        ),
        _ => Error::Layout { card: index, symbols: n, reason },
    })?;
    let mut placements = vec![None; n];
    for (slot, &i) in order.iter().enumerate() {
        let id = card.symbols[i];
        // A pin is drawn as the maker left it, to the last digit.
        placements[i] = Some(pins[i].unwrap_or_else(|| {
            shape::placement(
                id,
                &masks[id.0 as usize],
                packed.size[slot],
                packed.angle[slot],
                packed.centre[slot],
            )
        }));
    }
    Ok(CardLayout { placements: placements.into_iter().flatten().collect() })
}

/// The placements card `index` pins, by its slots, checked: each pinned symbol is on the
/// card, and the pins keep the margin and the gap between them.
fn pinned(
    index: usize,
    card: &Card,
    edit: &CardEdit,
    shapes: &[Option<Shape>],
    masks: &[Arc<Mask>],
    setup: &pack::Setup,
    options: &LayoutOptions,
) -> Result<Vec<Option<Placement>>> {
    let mut pins = vec![None; card.symbols.len()];
    for pin in &edit.pins {
        let Some(slot) = card.symbols.iter().position(|s| s.0 == pin.symbol) else {
            let reason =
                crate::i18n::text!("edit-not-on-card", symbol = options.name_text(pin.symbol));
            return Err(edits::edit_error(Some(index), reason));
        };
        pins[slot] = Some(pin.placement(card.symbols[slot], &masks[pin.symbol as usize]));
    }
    let placed: Vec<Placement> = pins.iter().flatten().copied().collect();
    // Every used symbol got a shape in `layout_deck`.
    let outlines: Vec<&Shape> =
        placed.iter().filter_map(|p| shapes[p.symbol.0 as usize].as_ref()).collect();
    let name = |slot: usize| options.name_text(placed[slot].symbol.0);
    if let Some(conflict) = edits::placed_conflicts(&placed, &outlines, masks, setup).first() {
        let reason = match *conflict {
            Conflict::Margin { slot } => {
                crate::i18n::text!("edit-pin-crosses-margin", symbol = name(slot))
            }
            Conflict::Overlap { slot, other } => {
                crate::i18n::text!("edit-pins-overlap", first = name(slot), second = name(other))
            }
        };
        return Err(edits::edit_error(Some(index), reason));
    }
    Ok(pins)
}
