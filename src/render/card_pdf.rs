//! The card PDF for print shops: one card a page, vector like the sheets. Each page is the
//! card's box and its bleed (`/MediaBox` = `/BleedBox`), `/TrimBox` is the card's box; the
//! card colour fills the bleed to the page's edge. Backs follow each front, or come once at
//! the end ([`BackPages::Last`]).

use crate::error::Result;
use crate::geom::CardOutline;
use crate::layout::CardLayout;
use crate::print::draw::{self, Art, Boxes, Op, Page};
use crate::print::finish::Doc;
use crate::render::pdf::{back_art, card_arts};
use crate::render::{BackPages, PageOptions};
use crate::symbols::Symbol;

/// Writes the cards as a PDF of one card a page (see the module's doc), with the bleed of
/// `page.print_shop`.
pub fn write_card_pdf(
    symbols: &[Symbol],
    cards: &[CardLayout],
    outline: &CardOutline,
    page: &PageOptions,
) -> Result<Vec<u8>> {
    let shop = &page.print_shop;
    let mut doc = Doc::new("fanodeck cards", page.compress);
    doc.set_archival(page.pdf_a);
    let art_of = card_arts(&mut doc, symbols, cards)?;
    let back = back_art(&mut doc, page)?;
    let size = shop.page_mm(outline);
    // The page is the card and its bleed (/BleedBox); the card is cut at /TrimBox.
    let (w, h) = outline.bounds_mm();
    let bleed = shop.bleed_mm;
    let boxes = Boxes {
        trim: Some([bleed, bleed, bleed + w, bleed + h]),
        bleed: Some([0.0, 0.0, size.0, size.1]),
    };
    let mut pages = Vec::new();
    for card in cards {
        let mut ops = Vec::new();
        let (cx, cy) = (size.0 / 2.0, size.1 / 2.0);
        face(&mut ops, outline, page, size);
        for p in &card.placements {
            // Always present: card_arts made an art for every symbol the cards use.
            if let Some(art) = art_of.get(&(p.symbol.0 as usize, p.tint)) {
                draw::placement(&mut ops, art, cx, cy, p);
            }
        }
        pages.push(Page { boxes, ..draw::page(size.0, size.1, ops) });
        if let (Some(back), BackPages::Alternate) = (&back, shop.backs) {
            pages.push(Page { boxes, ..back_page(outline, page, back, size) });
        }
    }
    if let (Some(back), BackPages::Last) = (&back, shop.backs) {
        pages.push(Page { boxes, ..back_page(outline, page, back, size) });
    }
    doc.finish(&pages)
}

/// The card colour: over the whole page with a bleed, else only inside the outline (the
/// page outside the card stays unprinted, for print-then-cut machines).
fn face(ops: &mut Vec<Op>, outline: &CardOutline, page: &PageOptions, (w, h): (f32, f32)) {
    if page.print_shop.bleed_mm > 0.0 {
        draw::fill_rect(ops, (0.0, 0.0), (w, h), page.background_color);
    } else {
        draw::fill_outline(ops, outline, w / 2.0, h / 2.0, page.background_color);
    }
}

/// A back page: the card colour, then the back picture covering the page (its shorter side
/// spans it, centred), cut to the outline when there is no bleed.
fn back_page(outline: &CardOutline, page: &PageOptions, back: &Art, (w, h): (f32, f32)) -> Page {
    let (cx, cy) = (w / 2.0, h / 2.0);
    let mut ops = Vec::new();
    if page.print_shop.bleed_mm <= 0.0 {
        draw::clip_outline(&mut ops, outline, cx, cy);
    }
    face(&mut ops, outline, page, (w, h));
    let scale = (w / back.width).max(h / back.height);
    let t = draw::art_transform(back, cx, cy, back.width * scale, back.height * scale, 0.0);
    draw::draw_art(&mut ops, back, t);
    draw::page(w, h, ops)
}
