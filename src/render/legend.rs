//! Legend sheets: every symbol as a small picture beside its name, so players can agree on
//! what to call each one. Names are set in the bundled font (the words' own first) and
//! written as text, each name once.

use crate::error::{Error, Result};
use crate::i18n::Text;
use crate::i18n::text;
use crate::print::draw::{self, Art, Page};
use crate::render::{PageOptions, Sheet};
use crate::symbols::{Fonts, Symbol, normalise, plain_symbol};

/// Columns of legend entries when the legend needs more than one sheet.
const COLUMNS: usize = 4;
/// Height of one legend row when the legend needs more than one sheet, mm.
const ROW_MM: f32 = 14.0;
/// Tallest row, mm: a short legend gets big pictures, not a whole page for three names.
const MAX_ROW_MM: f32 = 30.0;
/// A row's picture fills this share of the row height.
const PICTURE_SHARE: f32 = 11.0 / 14.0;
/// A name's outline box (a full line of text, so letters are smaller) per row height.
const LABEL_SHARE: f32 = 0.45;
/// Space between picture and name, per row height.
const SPACE_SHARE: f32 = 2.5 / 14.0;
/// A column must be at least this many row heights wide, so names have room.
const MIN_COLUMN_ROWS: f32 = 3.5;
/// Smallest page margin of a legend sheet, mm.
const MIN_MARGIN_MM: f32 = 10.0;

/// The names of `symbols` as outline (vector) symbols, in symbol order.
///
/// The legend is drawn with the bundled font, which lacks many scripts: a picture named
/// `日本.png` must not stop the whole deck. Characters without a glyph are left out; a name
/// with nothing drawable left becomes `#` and the symbol's 1-based number. Either way one
/// warning names the symbol.
pub(crate) fn labels(symbols: &[Symbol], fonts: &Fonts) -> Result<Vec<Symbol>> {
    symbols
        .iter()
        .enumerate()
        .map(|(id, s)| {
            let number = format!("#{}", id + 1);
            let tidy = normalise(&s.name);
            let drawable = fonts.drawable_part(&tidy);
            let drawn =
                (!drawable.is_empty()).then(|| plain_symbol(fonts, &drawable).ok()).flatten();
            let label = match drawn {
                Some(label) => label,
                // Nothing drawable left, or the font refuses the kept characters after all:
                // the number still tells the symbols apart.
                None => plain_symbol(fonts, &number)
                    .map_err(|reason| Error::BadText { text: number.clone(), reason })?,
            };
            if !tidy.is_empty() && label.name != tidy {
                crate::i18n::warn(crate::i18n::text!(
                    "warning-legend-name",
                    number = id + 1,
                    name = &s.name,
                    source = &s.source,
                    shown = &label.name
                ));
            }
            Ok(label)
        })
        .collect()
}

/// Height of the legend's title line (its outline box), mm, and the room it takes.
const TITLE_MM: f32 = 8.0;
const TITLE_ROOM_MM: f32 = 13.0;

/// The legend's title: what the sheet is, and the deck's size, so a stray sheet still says
/// which deck it belongs to.
pub(crate) fn title(symbols: usize, pairs: usize, cards: usize, per_card: usize) -> Text {
    match pairs {
        0 => text!("legend-title", symbols = symbols, cards = cards, perCard = per_card),
        n => text!("legend-title-pairs", symbols = n, cards = cards, perCard = per_card),
    }
}

/// The order the legend lists `count` pictures in: as they come, or with `pairs` two-faced
/// symbols' faces (pictures `i` and `pairs + i`) one after the other.
pub(crate) fn order(count: usize, pairs: usize) -> Vec<usize> {
    match pairs.min(count / 2) {
        0 => (0..count).collect(),
        n => (0..n).flat_map(|i| [i, n + i]).chain(2 * n..count).collect(),
    }
}

/// Legend pages: `pictures[i]` and `labels[i]` belong to symbol i; `title` heads each page.
pub(crate) fn pages(
    sheet: &Sheet,
    options: &PageOptions,
    pictures: &[Art],
    labels: &[Art],
    title: Option<&Art>,
) -> Vec<Page> {
    let margin = options.margin_mm.max(MIN_MARGIN_MM);
    let count = pictures.len().min(labels.len());
    let top = margin + if title.is_some() { TITLE_ROOM_MM } else { 0.0 };
    let (width, height) = (sheet.width_mm - 2.0 * margin, sheet.height_mm - margin - top);
    let (columns, row_mm) = grid(count, width, height);
    let column_mm = width / columns as f32;
    let rows = ((height / row_mm).floor() as usize).max(1);
    let per_page = rows * columns;
    let (picture_mm, label_mm, space_mm) =
        (row_mm * PICTURE_SHARE, row_mm * LABEL_SHARE, row_mm * SPACE_SHARE);
    let label_room = column_mm - picture_mm - space_mm - 2.0;
    let mut pages = Vec::new();
    for first in (0..count).step_by(per_page) {
        let mut ops = Vec::new();
        if let Some(title) = title {
            let scale = (TITLE_MM / title.height).min(width / title.width);
            let (tw, th) = (title.width * scale, title.height * scale);
            let t = draw::art_transform(title, margin + tw / 2.0, margin + th / 2.0, tw, th, 0.0);
            draw::draw_art(&mut ops, title, t);
        }
        for i in first..(first + per_page).min(count) {
            let k = i - first;
            // Column-major: names run down the first column, then the next.
            let (col, row) = (k / rows, k % rows);
            let x = margin + col as f32 * column_mm;
            let cy = top + (row as f32 + 0.5) * row_mm;
            let picture = &pictures[i];
            let fit = picture_mm / picture.width.max(picture.height);
            let (pw, ph) = (picture.width * fit, picture.height * fit);
            let t = draw::art_transform(picture, x + picture_mm / 2.0, cy, pw, ph, 0.0);
            draw::draw_art(&mut ops, picture, t);

            let label = &labels[i];
            let mut scale = label_mm / label.height;
            if label.width * scale > label_room {
                scale = label_room / label.width;
            }
            let (lw, lh) = (label.width * scale, label.height * scale);
            let lx = x + picture_mm + space_mm + lw / 2.0;
            let t = draw::art_transform(label, lx, cy, lw, lh, 0.0);
            draw::draw_art(&mut ops, label, t);
        }
        pages.push(draw::page(sheet.width_mm, sheet.height_mm, ops));
    }
    pages
}

/// Columns and row height for `count` entries on a `width` × `height` mm area: the biggest
/// rows that fit all entries on one sheet, or the standard small grid over several sheets.
fn grid(count: usize, width: f32, height: f32) -> (usize, f32) {
    let one_sheet = (1..=8)
        .map(|columns| {
            let rows = count.div_ceil(columns).max(1);
            let row = (height / rows as f32)
                .min(width / columns as f32 / MIN_COLUMN_ROWS)
                .min(MAX_ROW_MM);
            (columns, row)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
    match one_sheet {
        Some((columns, row)) if row >= ROW_MM => (columns, row),
        _ => (COLUMNS, ROW_MM),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::draw::Op;

    #[test]
    fn entries_fill_pages_column_by_column() {
        let sheet = Sheet::new(&PageOptions::default()).unwrap();
        let art = |id: usize, width: f32| Art { id, width, height: 10.0 };
        let pictures: Vec<Art> = (0..70).map(|i| art(i, 10.0)).collect();
        // A very long name must shrink to its column.
        let labels: Vec<Art> = (0..70).map(|i| art(100 + i, 30.0 + i as f32 * 10.0)).collect();
        let pages = pages(&sheet, &PageOptions::default(), &pictures, &labels, None);
        let rows = ((210.0 - 20.0) / ROW_MM) as usize;
        assert_eq!(pages.len(), 70_usize.div_ceil(rows * COLUMNS));
        let draws = || {
            pages.iter().flat_map(|p| &p.ops).filter_map(|op| match op {
                Op::Art(art, t) => Some((art, t)),
                _ => None,
            })
        };
        assert_eq!(draws().count(), 140);
        // Every drawn box stays inside the page margins.
        for (art, m) in draws() {
            // Both y down: the art's (0, 0) is its top-left corner.
            let (left, right) = (m.tx, m.tx + m.sx * art.width);
            let (lo, hi_x) = (MIN_MARGIN_MM - 0.01, 297.0 - MIN_MARGIN_MM);
            assert!(left >= lo && right <= hi_x + 0.01, "{art:?} {m:?}");
        }
    }

    fn word(name: &str) -> Symbol {
        let mut symbol = crate::symbols::text_symbol("x", &Fonts::bundled()).unwrap();
        symbol.name = name.to_string();
        symbol
    }

    #[test]
    fn names_the_font_cannot_draw_fall_back() {
        let symbols = [word("日本"), word("cat 日本 cafe"), word("dog"), word("  ")];
        let names: Vec<String> = labels(&symbols, &Fonts::bundled())
            .unwrap()
            .into_iter()
            .map(|label| label.name)
            .collect();
        assert_eq!(names, ["#1", "cat cafe", "dog", "#4"]);
    }

    #[test]
    fn a_short_legend_gets_big_rows_on_one_sheet() {
        let (columns, row) = grid(13, 277.0, 190.0);
        assert!(row > ROW_MM && row <= MAX_ROW_MM, "{row}");
        assert!(13_usize.div_ceil(columns) as f32 * row <= 190.0 + 1e-3);
        assert_eq!(grid(3, 277.0, 190.0).1, MAX_ROW_MM);
        assert_eq!(grid(320, 277.0, 190.0), (COLUMNS, ROW_MM));
    }
}
