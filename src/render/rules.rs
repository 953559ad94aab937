//! How to play (`--rules`): a sheet with the classic ways to play a matching deck, in the
//! deck's language and with its own numbers, set as text so that it can be read aloud.

use crate::error::Result;
use crate::i18n::{Language, Text, text};
use crate::print::draw::{self, Art, Op, Page};
use crate::print::finish::Doc;
use crate::render::Sheet;
use crate::symbols::{Fonts, Symbol, text_symbol};

/// The games: each one's name and how it is played.
fn games() -> [(Text, Text); 5] {
    [
        (Text::new("rules-tower-name"), Text::new("rules-tower")),
        (Text::new("rules-well-name"), Text::new("rules-well")),
        (Text::new("rules-potato-name"), Text::new("rules-potato")),
        (Text::new("rules-catch-name"), Text::new("rules-catch")),
        (Text::new("rules-gift-name"), Text::new("rules-gift")),
    ]
}
/// Smallest page margin of the rules sheet, mm.
const MARGIN_MM: f32 = 12.0;
/// Room between the two columns, mm.
const GUTTER_MM: f32 = 10.0;
/// The body's line height (a line's outline box) the sheet starts from, mm; it shrinks until
/// everything fits.
const LINE_MM: f32 = 8.0;
/// A heading's line over a body line.
const HEADING: f32 = 1.35;
/// The title's line over a body line.
const TITLE: f32 = 2.0;

/// A paragraph as the sheet prints it: its lines, each drawn at `scale` body lines high.
struct Block {
    lines: Vec<Symbol>,
    scale: f32,
    /// Room after the block, in body lines.
    after: f32,
}

/// The rules sheet for a deck of `cards` cards of `per_card` pictures among `symbols`, in
/// `language`, on `sheet`'s paper: the title and the deck's numbers across the top, the games
/// in two columns below.
pub(crate) fn page(
    doc: &mut Doc,
    sheet: &Sheet,
    language: Language,
    (cards, per_card, symbols): (usize, usize, usize),
) -> Result<Page> {
    let fonts = Fonts::for_language(language);
    let say = |t: Text| language.say(&t);
    let full = sheet.width_mm - 2.0 * MARGIN_MM;
    let column = (full - GUTTER_MM) / 2.0;
    let deck = say(text!("rules-deck", cards = cards, perCard = per_card, symbols = symbols));
    let games: Vec<(String, String)> =
        games().into_iter().map(|(name, body)| (say(name), say(body))).collect();
    let end = say(text!("rules-end"));
    // Each line tried is set once, however often the sheet is set again smaller.
    let lines = Lines { fonts: &fonts, set: Default::default() };
    // The largest body line with which both columns fit the sheet.
    let mut line = LINE_MM;
    let (head, left, right) = loop {
        let wrap = |text: &str, width: f32, scale: f32| wrap(text, &lines, width / (line * scale));
        let head = vec![
            Block {
                lines: wrap(&say(text!("rules-title")), full, TITLE)?,
                scale: TITLE,
                after: 0.3,
            },
            Block { lines: wrap(&deck, full, 1.0)?, scale: 1.0, after: 0.8 },
        ];
        let mut blocks = Vec::new();
        for (name, body) in &games {
            blocks.push(Block { lines: wrap(name, column, HEADING)?, scale: HEADING, after: 0.1 });
            blocks.push(Block { lines: wrap(body, column, 1.0)?, scale: 1.0, after: 0.7 });
        }
        blocks.push(Block { lines: wrap(&end, column, 1.0)?, scale: 1.0, after: 0.0 });
        let (left, right) = split(blocks);
        let tall = |blocks: &[Block]| blocks.iter().map(height).sum::<f32>() * line;
        let room = sheet.height_mm - 2.0 * MARGIN_MM - tall(&head);
        if tall(&left).max(tall(&right)) <= room || line < 2.5 {
            break (head, left, right);
        }
        line *= 0.93;
    };
    let mut ops = Vec::new();
    let rtl = language.is_rtl();
    let top = set(doc, &mut ops, &head, (MARGIN_MM, MARGIN_MM), full, line, rtl)?;
    // Right to left, the first column is the right-hand one.
    let (first, second) = if rtl {
        (MARGIN_MM + column + GUTTER_MM, MARGIN_MM)
    } else {
        (MARGIN_MM, MARGIN_MM + column + GUTTER_MM)
    };
    set(doc, &mut ops, &left, (first, top), column, line, rtl)?;
    set(doc, &mut ops, &right, (second, top), column, line, rtl)?;
    Ok(draw::page(sheet.width_mm, sheet.height_mm, ops))
}

/// A block's height in body lines, the room after it included.
fn height(block: &Block) -> f32 {
    block.lines.len() as f32 * block.scale + block.after
}

/// The blocks in two columns as even as whole games allow (a heading stays with its text).
fn split(blocks: Vec<Block>) -> (Vec<Block>, Vec<Block>) {
    let total: f32 = blocks.iter().map(height).sum();
    let mut best = (f32::MAX, 0);
    let mut sum = 0.0;
    for (k, block) in blocks.iter().enumerate() {
        sum += height(block);
        // Break only before a heading, never between one and its text.
        let next_is_heading = blocks.get(k + 1).is_some_and(|b| b.scale == HEADING);
        if next_is_heading && sum.max(total - sum) < best.0 {
            best = (sum.max(total - sum), k + 1);
        }
    }
    let mut left = blocks;
    let right = left.split_off(best.1);
    (left, right)
}

/// Lines of text set in `fonts`, each once.
struct Lines<'a> {
    fonts: &'a Fonts,
    set: std::cell::RefCell<std::collections::HashMap<String, Symbol>>,
}

impl Lines<'_> {
    /// `text` set on one line.
    fn get(&self, text: &str) -> Result<Symbol> {
        if let Some(symbol) = self.set.borrow().get(text) {
            return Ok(symbol.clone());
        }
        let symbol = text_symbol(text, self.fonts)?;
        self.set.borrow_mut().insert(text.to_string(), symbol.clone());
        Ok(symbol)
    }
}

/// `text` broken into lines that are each at most `ratio` times as wide as they are high:
/// words added while the line fits, a word too long for a line alone on its own.
fn wrap(text: &str, set: &Lines, ratio: f32) -> Result<Vec<Symbol>> {
    let mut lines = Vec::new();
    let mut words = text.split_whitespace().peekable();
    while let Some(first) = words.next() {
        let mut line = first.to_string();
        let mut symbol = set.get(&line)?;
        while let Some(&word) = words.peek() {
            let longer = format!("{line} {word}");
            let candidate = set.get(&longer)?;
            let (w, h) = candidate.size();
            if w > ratio * h {
                break;
            }
            (line, symbol) = (longer, candidate);
            words.next();
        }
        lines.push(symbol);
    }
    Ok(lines)
}

/// Draws `blocks` down from `(x, y)` in a column `width` mm wide, lines `line` mm high (times
/// each block's scale), aligned to the start of the language's lines; the y below them.
fn set(
    doc: &mut Doc,
    ops: &mut Vec<Op>,
    blocks: &[Block],
    (x, mut y): (f32, f32),
    width: f32,
    line: f32,
    rtl: bool,
) -> Result<f32> {
    for block in blocks {
        let arts: Vec<Art> = doc.add_arts(&block.lines.iter().collect::<Vec<_>>())?;
        let high = line * block.scale;
        for art in &arts {
            let scale = (high / art.height).min(width / art.width);
            let (w, h) = (art.width * scale, art.height * scale);
            let cx = if rtl { x + width - w / 2.0 } else { x + w / 2.0 };
            let t = draw::art_transform(art, cx, y + high / 2.0, w, h, 0.0);
            draw::draw_art(ops, art, t);
            y += high;
        }
        y += block.after * line;
    }
    Ok(y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_to_the_width_and_keep_their_order() {
        let fonts = Fonts::bundled();
        let text = "one two three four five six seven eight nine ten eleven twelve";
        let set = Lines { fonts: &fonts, set: Default::default() };
        let lines = wrap(text, &set, 8.0).unwrap();
        assert!(lines.len() > 1);
        let joined: Vec<String> = lines.iter().map(|l| l.name.clone()).collect();
        assert_eq!(joined.join(" "), text);
        for line in &lines[..lines.len() - 1] {
            let (w, h) = line.size();
            assert!(w <= 8.0 * h, "{}", line.name);
        }
    }
}
