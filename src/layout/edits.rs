//! The maker's hand: cards laid out again, symbols pinned where the maker put them, symbols
//! made larger on every card, and the check a fixed card must pass.
//!
//! Edits are plain data in the request ([`Edits`]), so they are saved with a project and
//! replayed by the CLI. A pin is an obstacle the packer works around; a pinned card is held
//! to the rules of a generated one by the same test the packer finishes with ([`conflicts`]):
//! the symbols' real outlines, the gap between them and the margin to the cut line.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

pub use super::pack::Conflict;
use super::pack::{self, Item, Poses};
use super::shape::{self, Outlines, Shape};
use super::{LayoutOptions, Placement, Rotation};
use crate::error::{Error, Result};
use crate::geom::{CardOutline, Mask};
use crate::i18n::Text;
use crate::i18n::text;
use crate::plane::SymbolId;

/// How far a fixed card may come inside the gap or margin, mm: float noise of a placement
/// read back, far below what a printer shows.
pub const TOLERANCE_MM: f32 = 0.001;

/// Re-rolls at most: a card's stream of randomness is its index plus this many times the
/// re-roll, below the words' colour streams.
pub const MAX_REROLL: u32 = (1 << 19) - 1;

/// Weights a symbol may have: half to twice its size on every card.
pub const WEIGHTS: (f32, f32) = (0.5, 2.0);

/// The maker's changes to a deck's layout (the request's `edits`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Edits {
    /// Cards changed by hand, each once.
    pub cards: Vec<CardEdit>,
    /// Symbols made larger (or smaller) on every card.
    pub weights: Vec<Weight>,
    /// The layout file these edits replay (`render --layout`), named in messages: it pins
    /// every symbol of every card. Not part of the JSON.
    #[serde(skip)]
    pub layout_file: Option<String>,
}

impl Edits {
    /// Whether there is nothing to change.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty() && self.weights.is_empty() && self.layout_file.is_none()
    }

    /// The edit of card `index`, if any.
    pub fn card(&self, index: usize) -> Option<&CardEdit> {
        self.cards.iter().find(|c| c.card == index)
    }

    /// Each symbol's weight by id (1 where none is given), for `symbols` symbols.
    pub fn weights(&self, symbols: usize) -> Vec<f32> {
        let mut weights = vec![1.0; symbols];
        for w in &self.weights {
            if let Some(slot) = weights.get_mut(w.symbol as usize) {
                *slot = w.weight;
            }
        }
        weights
    }

    /// Checks what needs no pictures: card numbers against a deck of `cards` cards, each card
    /// once, re-rolls and weights in range, symbols below `symbols`, numbers finite.
    pub fn check(&self, cards: usize, symbols: usize) -> Result<()> {
        let mut seen = vec![false; cards];
        for edit in &self.cards {
            let number = edit.card + 1;
            if edit.card >= cards {
                let reason = text!("edit-no-such-card", card = number, cards = cards);
                return Err(edit_error(None, reason));
            }
            if std::mem::replace(&mut seen[edit.card], true) {
                return Err(edit_error(Some(edit.card), text!("edit-twice")));
            }
            if edit.reroll > MAX_REROLL {
                let reason = text!("edit-reroll-past", reroll = edit.reroll, last = MAX_REROLL);
                return Err(edit_error(Some(edit.card), reason));
            }
            for (k, pin) in edit.pins.iter().enumerate() {
                if edit.pins[..k].iter().any(|p| p.symbol == pin.symbol) {
                    let reason = text!("edit-pinned-twice", symbol = pin.symbol);
                    return Err(edit_error(Some(edit.card), reason));
                }
                pin.check(edit.card)?;
            }
        }
        for w in &self.weights {
            if w.symbol as usize >= symbols {
                let reason = text!("edit-no-such-symbol", symbol = w.symbol, symbols = symbols);
                return Err(edit_error(None, reason));
            }
            if !(w.weight.is_finite() && (WEIGHTS.0..=WEIGHTS.1).contains(&w.weight)) {
                let (min, max) = WEIGHTS;
                let reason = text!("must-be-from-to", min = min, max = max);
                return Err(Error::invalid("weight", w.weight, reason));
            }
        }
        Ok(())
    }
}

/// One card changed by hand.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct CardEdit {
    /// The card, 0-based as the manifest's `index` (messages count from 1, as the page).
    pub card: usize,
    /// Which of the card's layouts: 0 the deck's own, each other number another one.
    pub reroll: u32,
    /// Symbols kept where the maker put them; the others are packed around them.
    pub pins: Vec<Pin>,
}

/// A symbol kept where the maker put it, as a placement: its picture's box centred at
/// (`x`, `y`) mm from the card's centre (y down), `width` mm wide, turned `angle` degrees
/// clockwise. Its height follows the picture's shape, unless `height` agrees with it (a
/// manifest's own, kept to the last digit).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pin {
    /// The symbol, by the manifest's id.
    pub symbol: u32,
    /// Centre of the picture's box, mm right of the card's centre.
    pub x: f32,
    /// Centre of the picture's box, mm below the card's centre.
    pub y: f32,
    /// Width of the picture's box, mm.
    pub width: f32,
    /// Height of the picture's box, mm, when known; else from the width.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<f32>,
    /// Clockwise turn, degrees.
    #[serde(default)]
    pub angle: f32,
}

impl Pin {
    /// The pin of a placement, to the last digit.
    pub fn of(p: &Placement, symbol: u32) -> Pin {
        Pin {
            symbol,
            x: p.x_mm,
            y: p.y_mm,
            width: p.width_mm,
            height: Some(p.height_mm),
            angle: p.rotation_deg,
        }
    }

    fn check(&self, card: usize) -> Result<()> {
        let numbers = [self.x, self.y, self.width, self.angle, self.height.unwrap_or(1.0)];
        if numbers.iter().any(|v| !v.is_finite()) || self.width <= 0.0 {
            let reason = text!("edit-pin-not-a-number", symbol = self.symbol);
            return Err(edit_error(Some(card), reason));
        }
        Ok(())
    }

    /// Where this pin draws picture `picture` whose ink is `mask`.
    pub(crate) fn placement(&self, picture: SymbolId, mask: &Mask) -> Placement {
        let derived = shape::box_height(mask, self.width);
        let height = match self.height {
            Some(h) if (h - derived).abs() <= 0.01 * derived => h,
            _ => derived,
        };
        Placement {
            symbol: picture,
            x_mm: self.x,
            y_mm: self.y,
            width_mm: self.width,
            height_mm: height,
            rotation_deg: self.angle,
            tint: None,
            face: None,
        }
    }
}

/// A symbol drawn larger or smaller on every card.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weight {
    /// The symbol, by the manifest's id.
    pub symbol: u32,
    /// Its size times this, 0.5 to 2.
    pub weight: f32,
}

/// The card's rules broken by `placements` (pictures' ink `masks` by id, their `outlines` as
/// the deck's layout made them), judged on their real outlines as the packer judges its own
/// cards: none for a card the layout made.
pub fn conflicts(
    placements: &[Placement],
    masks: &[Arc<Mask>],
    outlines: &Outlines,
    card: CardOutline,
    options: &LayoutOptions,
) -> Result<Vec<Conflict>> {
    super::check(&card, options)?;
    // A picture the deck does not show (asked through the API) is outlined here.
    let mut made = Vec::new();
    for p in placements {
        let id = p.symbol.0 as usize;
        let Some(mask) = masks.get(id) else {
            let reason = text!("deck-has-pictures", pictures = masks.len());
            return Err(Error::invalid("symbol", p.symbol.0, reason));
        };
        if outlines.all().get(id).is_none_or(Option::is_none) {
            made.push((id, Shape::new(mask)));
        }
    }
    let shapes: Vec<&Shape> = placements
        .iter()
        .map(|p| {
            let id = p.symbol.0 as usize;
            match outlines.all().get(id) {
                Some(Some(shape)) => shape,
                _ => made.iter().find(|(m, _)| *m == id).map(|(_, s)| s).expect("made above"),
            }
        })
        .collect();
    let setup = super::setup(card, options, 0.0);
    Ok(placed_conflicts(placements, &shapes, masks, &setup))
}

/// The rules `placements` break (`shapes[i]` the outline of placement i's picture), by the
/// finish's own test within [`TOLERANCE_MM`]: what a hand edit and a pin are held to.
pub(crate) fn placed_conflicts(
    placements: &[Placement],
    shapes: &[&Shape],
    masks: &[Arc<Mask>],
    setup: &pack::Setup,
) -> Vec<Conflict> {
    let items: Vec<Item> = shapes
        .iter()
        .map(|&shape| Item { shape, rel: 1.0, weight: 1.0, rotation: Rotation::Free, pin: None })
        .collect();
    let poses = poses_of(placements, masks);
    let rules = pack::Setup { min_size: 0.0, ..*setup };
    pack::conflicts(&items, &rules, &poses, TOLERANCE_MM)
}
/// The packer's poses (ink centre, turn, ink's longer side) of `placements`.
pub(crate) fn poses_of(placements: &[Placement], masks: &[Arc<Mask>]) -> Poses {
    let mut poses = Poses { centre: Vec::new(), angle: Vec::new(), size: Vec::new() };
    for p in placements {
        let pose = shape::pose_of(p, &masks[p.symbol.0 as usize]);
        poses.centre.push(pose.centre);
        poses.angle.push(pose.angle);
        poses.size.push(pose.size);
    }
    poses
}

/// The refusal of a smallest size (`share` of the card's width) that cards `failing` could
/// not be packed at: with the largest whole percent every one of them takes, by `fits(card,
/// share)`, searched on the first and checked on the rest.
pub(crate) fn min_size_refusal(
    share: f32,
    failing: &[usize],
    fits: &(dyn Fn(usize, f32) -> bool + Sync),
) -> Error {
    use rayon::prelude::*;
    let asked = (share * 100.0).round() as u32;
    let mut hi = asked.max(1);
    let mut cards: Vec<usize> = failing.to_vec();
    let mut lo = 0;
    while let Some(&card) = cards.first() {
        // The largest percent below `hi` at which `card` fits: 0 always does.
        lo = 0;
        let mut top = hi;
        while top - lo > 1 {
            let mid = (lo + top) / 2;
            if fits(card, mid as f32 / 100.0) { lo = mid } else { top = mid }
        }
        hi = lo + 1;
        cards = cards[1..].par_iter().copied().filter(|&k| !fits(k, lo as f32 / 100.0)).collect();
        if lo == 0 {
            break;
        }
    }
    let first = failing.first().map_or(0, |c| c + 1);
    let reason = if lo == 0 {
        text!("min-size-too-large", card = first)
    } else {
        text!("min-size-at-most", card = first, most = lo)
    };
    Error::invalid("smallest size", format!("{asked} %"), reason)
}

/// An error about the edits, of card `card` (0-based) if it is about one.
pub(crate) fn edit_error(card: Option<usize>, reason: Text) -> Error {
    Error::Edit { file: None, card: card.map(|c| c + 1), reason }
}
