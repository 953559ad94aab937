//! The PDF: sheets of card fronts, mirrored back sheets, legend sheets.
//!
//! Every picture is stored once (an SVG as a form, words as text in their fonts, a bitmap as
//! an image with its soft mask: the print kit, `crate::print`) and drawn with a transform
//! wherever it appears; the kit's `Doc` writes the document with krilla.

use std::collections::{BTreeMap, BTreeSet};

use crate::error::{Error, Result};
use crate::layout::CardLayout;
use crate::print::Rgb;
use crate::print::draw::{self, Art, Op, Page};
use crate::print::finish::Doc;
use crate::render::sheet::Guides;
use crate::render::{PageOptions, Sheet, legend, rules};
use crate::symbols::{Fonts, Symbol};

/// Writes the whole deck as PDF bytes: fronts (and backs, legend as the options ask).
pub fn write_pdf(
    symbols: &[Symbol],
    cards: &[CardLayout],
    sheet: &Sheet,
    options: &PageOptions,
) -> Result<Vec<u8>> {
    let mut doc = Doc::new("fanodeck deck", options.compress);
    doc.set_archival(options.pdf_a);
    warn_about_invisible_bleed(options);

    let art_of = card_arts(&mut doc, symbols, cards)?;
    let back = back_art(&mut doc, options)?;

    let mut pages = Vec::new();
    for chunk in cards.chunks(sheet.per_sheet().max(1)) {
        let mut page = front_page(sheet, options, chunk, &art_of);
        match &back {
            Some(back) if sheet.folds() => {
                page.ops.extend(backs(sheet, options, back, chunk.len()));
                fold_line(&mut page.ops, sheet, options);
                pages.push(page);
            }
            Some(back) => {
                pages.push(page);
                pages.push(draw::page(
                    sheet.width_mm,
                    sheet.height_mm,
                    backs(sheet, options, back, chunk.len()),
                ));
            }
            None => pages.push(page),
        }
    }
    if options.legend {
        let pictures = legend_pictures(&mut doc, symbols, &art_of)?;
        let names = legend::labels(symbols, &options.fonts)?;
        let labels = doc.add_arts(&names.iter().collect::<Vec<_>>())?;
        // A pair's two faces one after the other.
        let order = legend::order(symbols.len(), options.pairs);
        let pictures: Vec<Art> = order.iter().map(|&i| pictures[i].clone()).collect();
        let labels: Vec<Art> = order.iter().map(|&i| labels[i].clone()).collect();
        let per_card = cards.first().map_or(0, |c| c.placements.len());
        let heading = legend::title(symbols.len(), options.pairs, cards.len(), per_card);
        let heading = options.language.say(&heading);
        let heading =
            crate::symbols::text_symbol(&heading, &Fonts::for_language(options.language))?;
        let heading = doc.add_arts(&[&heading])?;
        doc.set_language(options.language.tag());
        pages.extend(legend::pages(sheet, options, &pictures, &labels, heading.first()));
    }
    if let Some(tuck_box) = &options.tuck_box {
        pages.push(box_page(&mut doc, sheet, options, tuck_box, cards, &art_of, back.as_ref())?);
    }
    if options.rules {
        let per_card = cards.first().map_or(0, |c| c.placements.len());
        let count = if options.pairs > 0 { options.pairs } else { symbols.len() };
        let numbers = (cards.len(), per_card, count);
        pages.push(rules::page(&mut doc, sheet, options.language, numbers)?);
        doc.set_language(options.language.tag());
    }

    doc.finish(&pages)
}

/// The arts of every symbol the cards use, once in each colour used, by (symbol id, tint),
/// added in that order.
pub(crate) fn card_arts(
    doc: &mut Doc,
    symbols: &[Symbol],
    cards: &[CardLayout],
) -> Result<BTreeMap<(usize, Option<u8>), Art>> {
    let used: BTreeSet<(usize, Option<u8>)> = cards
        .iter()
        .flat_map(|c| c.placements.iter().map(|p| (p.symbol.0 as usize, p.tint)))
        .collect();
    if let Some(&(bad, _)) = used.iter().find(|&&(i, _)| i >= symbols.len()) {
        return Err(Error::Pdf(format!(
            "a card uses symbol {bad} but only {} symbols were given",
            symbols.len()
        )));
    }
    let tinted: Vec<Symbol> = used
        .iter()
        .map(|&(i, tint)| {
            let mut symbol = symbols[i].clone();
            symbol.kind = symbols[i].kind_for(tint).clone();
            symbol
        })
        .collect();
    let arts = doc.add_arts(&tinted.iter().collect::<Vec<_>>())?;
    Ok(used.iter().copied().zip(arts).collect())
}

/// The back picture's art (`B`), if the deck has a back.
pub(crate) fn back_art(doc: &mut Doc, options: &PageOptions) -> Result<Option<Art>> {
    match &options.back {
        Some(symbol) => Ok(doc.add_arts(&[symbol])?.pop()),
        None => Ok(None),
    }
}

/// A bleed only shows as the background colour running past the cut line: on white paper
/// with a white background it changes nothing, which is worth saying.
fn warn_about_invisible_bleed(options: &PageOptions) {
    if options.bleed_mm > 0.0 && options.background_color == Rgb::WHITE {
        crate::i18n::warn(crate::i18n::text!("warning-white-bleed", bleed = options.bleed_mm));
    }
}

/// A sheet of card fronts: background (with bleed), symbols, then the guides on top; on a
/// sheet of cards edge to edge, marks in the sheet margin at every cut line; a cutting
/// machine's registration marks if asked for.
fn front_page(
    sheet: &Sheet,
    options: &PageOptions,
    cards: &[CardLayout],
    art_of: &BTreeMap<(usize, Option<u8>), Art>,
) -> Page {
    let card = sheet.outline;
    let centres = &sheet.slots[..cards.len().min(sheet.slots.len())];
    let faces = sheet.faces(centres.len());
    let (width, colour) = (options.guide_width_mm, options.guide_color);
    let mut ops = Vec::new();
    for (layout, &centre) in cards.iter().zip(centres) {
        let (cx, cy) = centre;
        if options.bleed_mm > 0.0 || options.background_color != Rgb::WHITE {
            let fill = options.background_color;
            if sheet.tiles() {
                let [l, t, r, b] = sheet.tile_face(&faces, centre, options.bleed_mm);
                draw::fill_rect(&mut ops, (cx - l, cy - t), (l + r, t + b), fill);
            } else {
                draw::fill_outline(&mut ops, &card.grown(options.bleed_mm), cx, cy, fill);
            }
        }
        card_symbols(&mut ops, layout, art_of, centre);
        match options.guides {
            Guides::Circle => draw::cut_line(&mut ops, &card, centre, width, colour),
            Guides::CropMarks => {
                draw::segments(&mut ops, draw::crop_mark_lines(&card, centre), width, colour)
            }
            Guides::None => {}
        }
    }
    if options.guides != Guides::None {
        draw::segments(&mut ops, sheet.margin_marks(options.bleed_mm), width, colour);
    }
    // A cutting machine's eye looks for black on white: the marks go on last, in black.
    for [left, top, right, bottom] in sheet.registration.marks((sheet.width_mm, sheet.height_mm)) {
        draw::fill_rect(&mut ops, (left, top), (right - left, bottom - top), Rgb(0, 0, 0));
    }
    draw::page(sheet.width_mm, sheet.height_mm, ops)
}

/// The symbols of the card `layout` centred at `(cx, cy)`.
fn card_symbols(
    ops: &mut Vec<Op>,
    layout: &CardLayout,
    art_of: &BTreeMap<(usize, Option<u8>), Art>,
    (cx, cy): (f32, f32),
) {
    for p in &layout.placements {
        // Always present: write_pdf made an art for every id the cards use.
        if let Some(art) = art_of.get(&(p.symbol.0 as usize, p.tint)) {
            draw::placement(ops, art, cx, cy, p);
        }
    }
}

/// The tuck box's page: its net on the deck's paper, the first card on its front.
fn box_page(
    doc: &mut Doc,
    sheet: &Sheet,
    options: &PageOptions,
    tuck_box: &crate::render::TuckBox,
    cards: &[CardLayout],
    art_of: &BTreeMap<(usize, Option<u8>), Art>,
    back: Option<&Art>,
) -> Result<Page> {
    let net = sheet.box_net(tuck_box, options.paper, cards.len())?;
    let language = options.language;
    let per_card = cards.first().map_or(0, |c| c.placements.len());
    let numbers =
        language.say(&crate::i18n::text!("box-numbers", cards = cards.len(), perCard = per_card));
    let numbers = crate::symbols::text_symbol(&numbers, &Fonts::for_language(language))?;
    let title = match &tuck_box.title {
        Some(title) => {
            // The bundled fonts of every script the catalogues speak, after the words' own.
            let fonts =
                options.fonts.clone().with_language(language).with_language(crate::Language::He);
            let drawn = crate::symbols::text_symbol(title, &fonts).map_err(|e| match e {
                crate::Error::BadText { reason, .. } => {
                    crate::Error::invalid("box title", title, reason)
                }
                other => other,
            })?;
            Some(drawn)
        }
        None => None,
    };
    let texts: Vec<&Symbol> = std::iter::once(&numbers).chain(title.as_ref()).collect();
    let arts = doc.add_arts(&texts)?;
    let arts = crate::render::tuck_box::BoxArts { back, title: arts.get(1), numbers: &arts[0] };
    let guides = (options.guide_width_mm, options.guide_color);
    let cover = |ops: &mut Vec<Op>, (cx, cy): (f32, f32)| {
        let Some(card) = cards.first() else { return };
        draw::fill_outline(ops, &sheet.outline, cx, cy, options.background_color);
        card_symbols(ops, card, art_of, (cx, cy));
        draw::cut_line(ops, &sheet.outline, (cx, cy), 0.2, options.guide_color);
    };
    Ok(crate::render::tuck_box::page(&net, options.background_color, guides, &arts, cover))
}

/// The picture of every symbol, in id order, for the legend: the arts the cards already use
/// plus new ones for symbols no card uses (a deck cut down with `cards`).
fn legend_pictures(
    doc: &mut Doc,
    symbols: &[Symbol],
    art_of: &BTreeMap<(usize, Option<u8>), Art>,
) -> Result<Vec<Art>> {
    // The legend shows each symbol in its own colours.
    let art_of: BTreeMap<usize, &Art> =
        art_of.iter().filter(|((_, tint), _)| tint.is_none()).map(|(&(i, _), a)| (i, a)).collect();
    let missing: Vec<&Symbol> = symbols
        .iter()
        .enumerate()
        .filter(|(i, _)| !art_of.contains_key(i))
        .map(|(_, s)| s)
        .collect();
    // `missing` is in id order, so the new arts fill the gaps in turn.
    let mut extra = doc.add_arts(&missing)?.into_iter();
    Ok((0..symbols.len())
        .filter_map(|i| art_of.get(&i).map(|&art| art.clone()).or_else(|| extra.next()))
        .collect())
}

/// The backs of a sheet of `count` fronts: each where it lands behind its front once the
/// printer has turned the sheet, or the sheet is folded ([`Sheet::back_point`]), each card
/// (with its bleed) covered by the back picture.
fn backs(sheet: &Sheet, options: &PageOptions, back: &Art, count: usize) -> Vec<Op> {
    let card = sheet.outline.grown(options.bleed_mm);
    let centres: Vec<(f32, f32)> =
        sheet.slots[..count.min(sheet.slots.len())].iter().map(|&c| sheet.back_point(c)).collect();
    // A fold-over sheet's fronts are neighbours too: no bleed runs over the fold.
    let faces = if sheet.folds() { sheet.faces(count) } else { centres.clone() };
    let mut ops = Vec::new();
    for &(cx, cy) in &centres {
        ops.push(Op::Save);
        // The box the picture must cover, as far from the centre as the face reaches.
        let (wide, high) = if sheet.tiles() {
            let [l, t, r, b] = sheet.tile_face(&faces, (cx, cy), options.bleed_mm);
            draw::clip_rect(&mut ops, (cx - l, cy - t), (l + r, t + b));
            if options.background_color != Rgb::WHITE {
                draw::fill_rect(
                    &mut ops,
                    (cx - l, cy - t),
                    (l + r, t + b),
                    options.background_color,
                );
            }
            (2.0 * l.max(r), 2.0 * t.max(b))
        } else {
            draw::clip_outline(&mut ops, &card, cx, cy);
            if options.background_color != Rgb::WHITE {
                // Backs share the face colour, so a picture that does not cover the card
                // still gives a card that matches its front.
                draw::fill_outline(&mut ops, &card, cx, cy, options.background_color);
            }
            card.bounds_mm()
        };
        // Cover the face: the picture scaled until both its sides do, centred.
        let scale = (wide / back.width).max(high / back.height);
        let t = draw::art_transform(back, cx, cy, back.width * scale, back.height * scale, 0.0);
        draw::draw_art(&mut ops, back, t);
        ops.push(Op::Restore);
    }
    if sheet.folds() && options.guides != Guides::None {
        // The backs' cut lines, so that a sheet folded a little off shows where.
        for &centre in &centres {
            draw::cut_line(
                &mut ops,
                &sheet.outline,
                centre,
                options.guide_width_mm,
                options.guide_color,
            );
        }
    }
    ops
}

/// The fold line of a fold-over sheet, dashed from edge to edge of the printable area: where
/// the sheet is folded before the backs are glued to the fronts.
fn fold_line(ops: &mut Vec<Op>, sheet: &Sheet, options: &PageOptions) {
    let Some(y) = sheet.fold_y() else { return };
    let (from, to) = (options.margin_mm, sheet.width_mm - options.margin_mm);
    let width = options.guide_width_mm.max(0.2);
    draw::segments(
        ops,
        draw::dashes((from, y), (to, y), draw::FOLD_DASH_MM),
        width,
        options.guide_color,
    );
}
