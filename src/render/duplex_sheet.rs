//! `fanodeck duplex-test`: one sheet, printed on both sides, that shows how far a duplex
//! printer moves the backs, so that `--back-offset` can correct it.
//!
//! The front has a millimetre scale through the centre of every card slot; the back has a red
//! cross exactly behind each centre, placed for the chosen flip as the backs of a deck are
//! ([`Sheet::back_point`]). Held against a window, each red cross shows through on the scale:
//! it sits X mm right and Y mm down of the centre, and `--back-offset -X,-Y` moves the backs
//! back into place.

use crate::error::Result;
use crate::i18n::text;
use crate::print::Rgb;
use crate::print::draw::{self, Art, Op};
use crate::print::finish::Doc;
use crate::render::sheet::Duplex;
use crate::render::{PageOptions, Sheet};
use crate::symbols::{Fonts, Symbol, text_symbol};

/// Half the length of each scale, mm.
const REACH_MM: i32 = 10;
/// Ink of the scales and text, and of the back's crosses.
const INK: Rgb = Rgb(0x20, 0x20, 0x20);
const RED: Rgb = Rgb(0xd0, 0x10, 0x10);

/// The test sheet's PDF for the paper, grid and flip of `options`.
pub fn duplex_sheet_pdf(options: &PageOptions) -> Result<Vec<u8>> {
    let sheet = Sheet { back_offset_mm: (0.0, 0.0), ..Sheet::new(options)? };
    let flip = match sheet.duplex {
        Duplex::Long => text!("duplex-flip-long"),
        Duplex::Short => text!("duplex-flip-short"),
        // Fold-over backs need no second side to measure.
        Duplex::Fold => {
            return Err(crate::Error::invalid("backs", "fold", text!("fold-one-side")));
        }
    };
    let language = options.language;
    let steps = [
        text!("duplex-step-print", flip = flip),
        text!("duplex-step-hold"),
        text!("duplex-step-read"),
        text!("duplex-step-fix"),
    ];
    let lines: Vec<String> = steps.iter().map(|step| language.say(step)).collect();
    let numbers: Vec<String> = (-REACH_MM..=REACH_MM).step_by(5).map(|n| n.to_string()).collect();
    let fonts = Fonts::for_language(language);
    let back = language.say(&text!("duplex-back"));
    let texts: Vec<Symbol> = lines
        .iter()
        .chain(&numbers)
        .chain(std::iter::once(&back))
        .map(|t| text_symbol(t, &fonts))
        .collect::<Result<_>>()?;
    let mut doc = Doc::new("fanodeck duplex test", options.compress);
    doc.set_language(language.tag());
    let arts = doc.add_arts(&texts.iter().collect::<Vec<_>>())?;
    let (line_arts, rest) = arts.split_at(lines.len());
    let (number_arts, back_label) = rest.split_at(numbers.len());

    let mut front = Vec::new();
    for (i, art) in line_arts.iter().enumerate() {
        text(&mut front, art, 12.0, 10.0 + 5.5 * i as f32, 4.0);
    }
    for &(cx, cy) in &sheet.slots {
        scales(&mut front, number_arts, cx, cy);
    }

    let mut back = Vec::new();
    for &slot in &sheet.slots {
        let (x, y) = sheet.back_point(slot);
        let arm = 6.0;
        let cross = [[(x - arm, y), (x + arm, y)], [(x, y - arm), (x, y + arm)]];
        draw::segments(&mut back, cross, 0.35, RED);
        text(&mut back, &back_label[0], x + 2.0, y - 8.0, 3.0);
    }

    doc.finish(&[
        draw::page(sheet.width_mm, sheet.height_mm, front),
        draw::page(sheet.width_mm, sheet.height_mm, back),
    ])
}

/// A text art with its left edge at `x`, its middle at `y`, `height` mm high.
fn text(ops: &mut Vec<Op>, art: &Art, x: f32, y: f32, height: f32) {
    let width = art.width * height / art.height;
    let t = draw::art_transform(art, x + width / 2.0, y, width, height, 0.0);
    draw::draw_art(ops, art, t);
}

/// A horizontal and a vertical millimetre scale crossing at (`cx`, `cy`): a tick every mm,
/// longer every 5 mm, numbered every 5 mm (x to the right, y down).
fn scales(ops: &mut Vec<Op>, numbers: &[Art], cx: f32, cy: f32) {
    let reach = REACH_MM as f32;
    let mut lines =
        vec![[(cx - reach, cy), (cx + reach, cy)], [(cx, cy - reach), (cx, cy + reach)]];
    for mm in -REACH_MM..=REACH_MM {
        let tick = if mm % 5 == 0 { 2.2 } else { 1.0 };
        let d = mm as f32;
        lines.push([(cx + d, cy - tick), (cx + d, cy + tick)]);
        lines.push([(cx - tick, cy + d), (cx + tick, cy + d)]);
    }
    draw::segments(ops, lines, 0.12, INK);
    for (i, mm) in (-REACH_MM..=REACH_MM).step_by(5).enumerate() {
        if mm == 0 {
            continue;
        }
        let d = mm as f32;
        let art = &numbers[i];
        let width = art.width * 2.2 / art.height;
        text(ops, art, cx + d - width / 2.0, cy + 4.0, 2.2);
        // The vertical scale is numbered at its ends only: its ±5 would sit on the
        // horizontal scale's numbers (its ticks at 5 are long all the same).
        if mm.abs() == REACH_MM {
            text(ops, art, cx + 3.2, cy + d, 2.2);
        }
    }
}
