//! The board as a PDF poster like the comic, and every name as printable cut-out tiles.
//!
//! Each tile is a box with a small gap to its neighbours, a faint line between its halves,
//! and each half's name centred in its cell, shrunk to fit (a multi-word half goes on two
//! lines when that lets it be larger). The poster shows the part of the board the tiles
//! cover, as large as the paper allows, portrait or landscape to suit its shape. Names are
//! set in the bundled font and written as text, like the deck's words.

use std::collections::BTreeMap;

use super::board::Board;
use super::matching::Puzzle;
use crate::error::Result;
use crate::print::draw::{self, Art, Op, Paint};
use crate::print::finish::Doc;
use crate::print::{Orientation, Paper, Rgb};
use crate::symbols::{Fonts, Symbol, text_symbol};

/// How the poster and tiles look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PosterOptions {
    /// _Default:_ A4.
    pub paper: Paper,
    /// Deflate the page contents (off for tests that read them). _Default:_ `true`.
    pub compress: bool,
}

impl Default for PosterOptions {
    fn default() -> Self {
        PosterOptions { paper: Paper::A4, compress: true }
    }
}

/// Room kept free at the paper's edges, mm.
const MARGIN_MM: f32 = 10.0;
/// The poster's title line: its height and the room it takes, mm.
const TITLE_MM: f32 = 5.0;
const TITLE_ROOM_MM: f32 = 9.0;
/// The gap between two tiles, as a share of a cell (and at least this many mm).
const GAP_SHARE: f32 = 0.09;
const MIN_GAP_MM: f32 = 0.8;
/// A cut-out tile's cell, and the gap between cut-out tiles, mm.
const TILE_CELL_MM: f32 = 20.0;
const TILE_GAP_MM: f32 = 3.0;
/// Ink of boxes and names; the faint line between halves.
const INK: Rgb = Rgb(0x1a, 0x1a, 0x1a);
const FAINT: Rgb = Rgb(0xb8, 0xb8, 0xb8);

/// The poster of `board`: one page, the covered part of the board as large as it fits.
pub fn poster_pdf(board: &Board, puzzle: &Puzzle, options: &PosterOptions) -> Result<Vec<u8>> {
    let placed = board.placed();
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for &(x, y) in placed.iter().flat_map(|p| &p.cells) {
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    if placed.is_empty() {
        (x0, y0, x1, y1) = (0, 0, board.width.max(1) - 1, board.height.max(1) - 1);
    }
    let (cols, rows) = ((x1 - x0 + 1) as f32, (y1 - y0 + 1) as f32);
    let (short, long) = options.paper.size_mm(Orientation::Portrait);
    let (page_w, page_h) = if cols > rows { (long, short) } else { (short, long) };
    let top = MARGIN_MM + TITLE_ROOM_MM;
    let cell = ((page_w - 2.0 * MARGIN_MM) / cols).min((page_h - top - MARGIN_MM) / rows);
    let left = (page_w - cols * cell) / 2.0;
    let upper = top + (page_h - top - MARGIN_MM - rows * cell) / 2.0;

    let mut doc = Doc::new("fanodeck name dominoes", options.compress);
    let title = format!(
        "Name dominoes: {} of {} names on {}×{}",
        placed.len(),
        puzzle.len(),
        board.width,
        board.height
    );
    let texts = Texts::new(&mut doc, placed.iter().map(|p| &puzzle.tiles[p.tile].parts), &title)?;
    let mut ops = Vec::new();
    texts.line(&mut ops, &title, page_w / 2.0, MARGIN_MM + TITLE_MM / 2.0, page_w, TITLE_MM);
    for p in placed {
        let cells: Vec<(f32, f32)> = p
            .cells
            .iter()
            .map(|&(x, y)| (left + (x - x0) as f32 * cell, upper + (y - y0) as f32 * cell))
            .collect();
        let gap = (cell * GAP_SHARE).max(MIN_GAP_MM);
        draw_tile(&mut ops, &texts, &puzzle.tiles[p.tile].parts, &cells, cell, gap);
    }
    doc.finish(&[draw::page(page_w, page_h, ops)])
}

/// Every tile of `puzzle`, in the names file's order, as boxes to cut out: rows of tiles
/// lying across, on as many portrait pages as they need.
pub fn tiles_pdf(puzzle: &Puzzle, options: &PosterOptions) -> Result<Vec<u8>> {
    let (page_w, page_h) = options.paper.size_mm(Orientation::Portrait);
    let mut doc = Doc::new("fanodeck name dominoes: tiles", options.compress);
    let texts = Texts::new(&mut doc, puzzle.tiles.iter().map(|t| &t.parts), "")?;
    let mut pages = Vec::new();
    let mut ops = Vec::new();
    // Each cell takes `step`, the box inset by half the gap on every side, so boxes stand
    // TILE_GAP_MM apart; the columns that fit are centred on the page.
    let step = TILE_CELL_MM + TILE_GAP_MM;
    let columns = ((page_w - 2.0 * MARGIN_MM) / step).floor().max(3.0);
    let left = (page_w - columns * step) / 2.0;
    let (mut x, mut y) = (left, MARGIN_MM);
    for tile in &puzzle.tiles {
        let len = tile.parts.len() as f32;
        if x + len * step > left + columns * step + 0.01 {
            (x, y) = (left, y + step);
        }
        if y + step > page_h - MARGIN_MM + 0.01 {
            pages.push(draw::page(page_w, page_h, std::mem::take(&mut ops)));
            (x, y) = (left, MARGIN_MM);
        }
        // Cells are laid as poster cells of size `step`, the box inset by half the gap.
        let cells: Vec<(f32, f32)> =
            (0..tile.parts.len()).map(|i| (x + i as f32 * step, y)).collect();
        draw_tile(&mut ops, &texts, &tile.parts, &cells, step, TILE_GAP_MM);
        x += len * step;
    }
    pages.push(draw::page(page_w, page_h, ops));
    doc.finish(&pages)
}

/// One tile whose parts lie on `cells` (each the top-left corner of a `cell`-mm square, in
/// part order): its box inset by half of `gap` on every side, faint lines between halves,
/// the names centred.
fn draw_tile(
    ops: &mut Vec<Op>,
    texts: &Texts,
    parts: &[String],
    cells: &[(f32, f32)],
    cell: f32,
    gap: f32,
) {
    let inset = gap / 2.0;
    let left = cells.iter().map(|c| c.0).fold(f32::MAX, f32::min);
    let top = cells.iter().map(|c| c.1).fold(f32::MAX, f32::min);
    let right = cells.iter().map(|c| c.0).fold(f32::MIN, f32::max) + cell;
    let bottom = cells.iter().map(|c| c.1).fold(f32::MIN, f32::max) + cell;
    let line_mm = (cell * 0.02).clamp(0.2, 0.5);
    rect(ops, (left + inset, top + inset, right - inset, bottom - inset), line_mm, INK);
    for pair in cells.windows(2) {
        let ((ax, ay), (bx, by)) = (pair[0], pair[1]);
        // The shared edge of two neighbouring cells, stopping short of the box.
        let (mx, my) = ((ax.max(bx)), (ay.max(by)));
        let short = cell * 0.18;
        let line = if ax != bx {
            [(mx, my + short), (mx, my + cell - short)]
        } else {
            [(mx + short, my), (mx + cell - short, my)]
        };
        segment(ops, line, line_mm * 0.6, FAINT);
    }
    let room_w = cell - gap - cell * 0.12;
    let room_h = cell * 0.3;
    for (part, &(x, y)) in parts.iter().zip(cells) {
        texts.name(ops, part, x + cell / 2.0, y + cell / 2.0, room_w, room_h);
    }
}

/// The names as outline arts, each distinct line once.
struct Texts {
    arts: BTreeMap<String, Art>,
}

impl Texts {
    /// Arts for every half of `parts` (and its two-line form) and for `title`.
    fn new<'a>(
        doc: &mut Doc,
        parts: impl Iterator<Item = &'a Vec<String>>,
        title: &str,
    ) -> Result<Texts> {
        let fonts = Fonts::bundled();
        let mut lines: Vec<String> = Vec::new();
        for part in parts.flatten() {
            lines.push(part.clone());
            lines.extend(two_lines(part).into_iter().flatten().map(str::to_string));
        }
        if !title.is_empty() {
            lines.push(title.to_string());
        }
        lines.sort();
        lines.dedup();
        let mut symbols: Vec<(String, Symbol)> = Vec::new();
        for line in lines.into_iter().filter(|l| !l.is_empty()) {
            let mut shown = fonts.drawable_part(&line);
            if shown.is_empty() {
                shown = "?".to_string();
            }
            if shown != line {
                crate::i18n::warn(crate::i18n::text!(
                    "warning-font-letters",
                    line = &line,
                    shown = &shown
                ));
            }
            let symbol = text_symbol(&shown, &fonts)?;
            symbols.push((line, symbol));
        }
        let arts = doc.add_arts(&symbols.iter().map(|(_, s)| s).collect::<Vec<_>>())?;
        Ok(Texts { arts: symbols.into_iter().map(|(line, _)| line).zip(arts).collect() })
    }

    /// Draws one line of text centred at (`cx`, `cy`), as large as fits `width` × `height`.
    fn line(&self, ops: &mut Vec<Op>, text: &str, cx: f32, cy: f32, width: f32, height: f32) {
        let Some(art) = self.arts.get(text) else { return };
        let scale = (height / art.height).min(width / art.width);
        let t = draw::art_transform(art, cx, cy, art.width * scale, art.height * scale, 0.0);
        draw::draw_art(ops, art, t);
    }

    /// Draws a half's name centred at (`cx`, `cy`) within `width` × `height` (its letters at
    /// most `height` high), on two lines when that makes them larger.
    fn name(&self, ops: &mut Vec<Op>, text: &str, cx: f32, cy: f32, width: f32, height: f32) {
        let Some(art) = self.arts.get(text) else { return };
        let one = (height / art.height).min(width / art.width);
        if let Some([a, b]) = two_lines(text)
            && let (Some(first), Some(second)) = (self.arts.get(a), self.arts.get(b))
        {
            let widest = first.width.max(second.width);
            let two = (height / first.height).min(width / widest);
            if two > one * 1.15 {
                let h = first.height * two;
                self.line(ops, a, cx, cy - h * 0.45, width, height);
                self.line(ops, b, cx, cy + h * 0.45, width, height);
                return;
            }
        }
        self.line(ops, text, cx, cy, width, height);
    }
}

/// A multi-word half split at the space that makes its two lines most even.
fn two_lines(text: &str) -> Option<[&str; 2]> {
    let chars = text.chars().count();
    text.char_indices()
        .filter(|&(_, c)| c == ' ')
        .map(|(at, _)| {
            (text[..at].chars().count().abs_diff(chars - text[..at].chars().count() - 1), at)
        })
        .min()
        .map(|(_, at)| [&text[..at], &text[at + 1..]])
}

/// A stroked rectangle (left, top, right, bottom), mm.
fn rect(ops: &mut Vec<Op>, (l, t, r, b): (f32, f32, f32, f32), width_mm: f32, ink: Rgb) {
    draw::paint(ops, draw::rect((l, t), (r - l, b - t)), Paint::Stroke(width_mm, ink));
}

/// One stroked line segment, mm.
fn segment(ops: &mut Vec<Op>, [a, b]: [(f32, f32); 2], width_mm: f32, ink: Rgb) {
    draw::segments(ops, [[a, b]], width_mm, ink);
}
