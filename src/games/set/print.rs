//! The SET deck as a print-ready PDF: rectangular cards with rounded corners, as many per
//! landscape sheet as fit, the shapes drawn as vector paths.
//!
//! The shapes stand upright side by side on a landscape card (a real card held sideways):
//! a stadium oval, a diamond and a squiggle made of smooth Bézier curves; open is the
//! outline alone, striped is fine lines clipped to the shape, solid is filled.

use super::{Code, full_deck};
use crate::error::{Error, Result};
use crate::print::draw::{self, Art, Op, Paint, RingPoint, handle, on};
use crate::print::finish::Doc;
use crate::print::{Orientation, Paper, Rgb};
use crate::symbols::Symbol;

/// Distance from the sheet's edge that cards keep, mm (what office printers can print).
pub const SAFE_MARGIN_MM: f32 = 4.0;
/// Cutting gap between cards, mm.
const GAP_MM: f32 = 2.0;
/// Corner radius of a card, as a share of its shorter side.
const CORNER: f32 = 0.07;
/// Cut line ink and width.
const GUIDE: Rgb = Rgb(0x9a, 0x9a, 0x9a);
const GUIDE_MM: f32 = 0.2;
/// Bézier handle length of a quarter circle, as a fraction of the radius.
const KAPPA: f32 = 0.552_284_8;

/// The three inks, in code order (red, green, purple).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SetPalette {
    /// Print-safe red, green and purple, as the game has them.
    #[default]
    Classic,
    /// Orange, blue and reddish purple (Okabe–Ito): apart for every common colour blindness.
    ColourBlind,
}

impl SetPalette {
    fn inks(self) -> [Rgb; 3] {
        match self {
            SetPalette::Classic => {
                [Rgb(0xd6, 0x1f, 0x26), Rgb(0x00, 0x8c, 0x45), Rgb(0x5e, 0x2c, 0x94)]
            }
            SetPalette::ColourBlind => {
                [Rgb(0xe6, 0x9f, 0x00), Rgb(0x00, 0x72, 0xb2), Rgb(0xcc, 0x79, 0xa7)]
            }
        }
    }
}

impl SetPalette {
    /// The name the options take (`classic`, `cb`).
    pub fn name(self) -> &'static str {
        match self {
            SetPalette::Classic => "classic",
            SetPalette::ColourBlind => "cb",
        }
    }
}

impl std::str::FromStr for SetPalette {
    type Err = Error;
    fn from_str(s: &str) -> Result<SetPalette> {
        match s.to_ascii_lowercase().as_str() {
            "classic" | "bright" => Ok(SetPalette::Classic),
            "cb" | "colour-blind" | "color-blind" => Ok(SetPalette::ColourBlind),
            _ => Err(Error::invalid("palette", s, crate::i18n::text!("expected-palette-set"))),
        }
    }
}

/// What to print.
#[derive(Debug, Clone)]
pub struct SetDeckOptions {
    /// Paper, used landscape.
    pub paper: Paper,
    /// Card width and height, mm. _Default:_ 89 × 57 (playing-card size, landscape).
    pub card_mm: (f32, f32),
    /// Inks.
    pub palette: SetPalette,
    /// Attributes that vary: 4 (81 cards), 3 (27: number one) or 2 (9: number one, solid).
    pub attributes: usize,
    /// Only these cards (4-digit codes), in this order. _Default:_ the whole deck.
    pub cards: Option<Vec<Code>>,
    /// A picture for the backs: a sheet of backs after each sheet, mirrored for a printer
    /// that flips on the long edge.
    pub back: Option<Symbol>,
    /// Deflate the page streams.
    pub compress: bool,
}

impl Default for SetDeckOptions {
    fn default() -> Self {
        SetDeckOptions {
            paper: Paper::A4,
            card_mm: (89.0, 57.0),
            palette: SetPalette::Classic,
            attributes: 4,
            cards: None,
            back: None,
            compress: true,
        }
    }
}

/// Where one card was printed.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SetCardPlace {
    /// Its code.
    pub code: String,
    /// Shape, shading, colour and number, by name.
    pub shape: &'static str,
    /// See `shape`.
    pub shading: &'static str,
    /// See `shape`.
    pub colour: &'static str,
    /// See `shape`.
    pub number: &'static str,
    /// 1-based PDF page of its front (back sheets count).
    pub page: usize,
    /// Centre on the page, mm from the top-left corner, y down.
    pub center_mm: [f32; 2],
    /// Width and height, mm.
    pub size_mm: [f32; 2],
}

/// The printed deck.
#[derive(Debug, Clone)]
pub struct SetDeck {
    /// The PDF.
    pub pdf: Vec<u8>,
    /// Every card, in print order.
    pub cards: Vec<SetCardPlace>,
    /// Pages in the PDF.
    pub pages: usize,
}

impl SetDeck {
    /// The manifest as the CLI writes it and the web page offers it: the paper, the page
    /// count and every card.
    pub fn manifest(&self, paper: Paper) -> serde_json::Value {
        let (width, height) = paper.size_mm(Orientation::Landscape);
        serde_json::json!({
            "paper": { "width_mm": width, "height_mm": height },
            "pages": self.pages,
            "cards": self.cards,
        })
    }
}

/// A card size as typed, `WIDTHxHEIGHT` in mm (`89x57`).
pub fn parse_card_size(text: &str) -> Result<(f32, f32)> {
    text.split_once(['x', 'X', '×'])
        .and_then(|(w, h)| Some((w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?)))
        .ok_or_else(|| Error::invalid("card size", text, crate::i18n::text!("expected-card-size")))
}

/// Card codes as typed: separated by commas, spaces or new lines.
pub fn parse_card_list(text: &str) -> Result<Vec<Code>> {
    let codes: Vec<&str> =
        text.split([',', ' ', '\n', '\t', ';']).filter(|c| !c.is_empty()).collect();
    super::parse_hand(&codes)
}

/// The cards `options` asks for: the listed ones, or every card whose dropped attributes
/// hold their fixed values (number one, then shading solid).
pub fn deck_cards(options: &SetDeckOptions) -> Result<Vec<Code>> {
    if !(2..=4).contains(&options.attributes) {
        let reason = crate::i18n::text!("expected-attributes");
        return Err(Error::invalid("attributes", options.attributes, reason));
    }
    if let Some(cards) = &options.cards {
        if let Some(c) = cards.iter().find(|c| c.len() != 4) {
            return Err(Error::invalid("card code", c, crate::i18n::text!("code-printed")));
        }
        if cards.is_empty() {
            return Err(Error::invalid("cards", String::new(), crate::i18n::text!("cards-none")));
        }
        return Ok(cards.clone());
    }
    let fixed = |c: &Code| {
        let d = c.digits();
        (options.attributes >= 4 || d[3] == 1) && (options.attributes >= 3 || d[1] == 2)
    };
    Ok(full_deck(4).into_iter().filter(fixed).collect())
}

/// The grid of card centres on a sheet, mm, row by row; an error if not one card fits.
fn grid(options: &SetDeckOptions) -> Result<Vec<(f32, f32)>> {
    let (pw, ph) = options.paper.size_mm(Orientation::Landscape);
    let (w, h) = options.card_mm;
    let fit =
        |page: f32, card: f32| ((page - 2.0 * SAFE_MARGIN_MM + GAP_MM) / (card + GAP_MM)).floor();
    let (cols, rows) = (fit(pw, w), fit(ph, h));
    if !(w.is_finite() && h.is_finite() && w >= 20.0 && h >= 20.0) || cols < 1.0 || rows < 1.0 {
        return Err(Error::invalid(
            "card size",
            format!("{w}x{h}"),
            crate::i18n::text!("set-card-size", width = pw, height = ph, margin = SAFE_MARGIN_MM),
        ));
    }
    let (cols, rows) = (cols as usize, rows as usize);
    // Centred on the sheet.
    let x0 = (pw - (cols as f32 * (w + GAP_MM) - GAP_MM)) / 2.0 + w / 2.0;
    let y0 = (ph - (rows as f32 * (h + GAP_MM) - GAP_MM)) / 2.0 + h / 2.0;
    Ok((0..rows)
        .flat_map(|r| {
            (0..cols).map(move |c| (x0 + c as f32 * (w + GAP_MM), y0 + r as f32 * (h + GAP_MM)))
        })
        .collect())
}

/// Prints the deck `options` asks for.
pub fn set_deck(options: &SetDeckOptions) -> Result<SetDeck> {
    let cards = deck_cards(options)?;
    let slots = grid(options)?;
    let (pw, ph) = options.paper.size_mm(Orientation::Landscape);
    let (w, h) = options.card_mm;
    let inks = options.palette.inks();
    let mut doc = Doc::new("fanodeck SET deck", options.compress);
    let back = match &options.back {
        Some(symbol) => {
            let fitted = symbol.clone().fit_to_print(w.max(h));
            doc.add_arts(&[&fitted])?.pop()
        }
        None => None,
    };
    let mut pages = Vec::new();
    let mut places = Vec::with_capacity(cards.len());
    for sheet in cards.chunks(slots.len()) {
        let mut ops = Vec::new();
        for (card, &(cx, cy)) in sheet.iter().zip(&slots) {
            draw_card(&mut ops, card, cx, cy, w, h, &inks);
            let names = card.names();
            places.push(SetCardPlace {
                code: card.to_string(),
                shape: names[0],
                shading: names[1],
                colour: names[2],
                number: names[3],
                page: pages.len() + 1,
                center_mm: [cx, cy],
                size_mm: [w, h],
            });
        }
        pages.push(draw::page(pw, ph, ops));
        if let Some(art) = &back {
            pages.push(back_page(art, &slots[..sheet.len()], options));
        }
    }
    let count = pages.len();
    Ok(SetDeck { pdf: doc.finish(&pages)?, cards: places, pages: count })
}

/// Backs behind a sheet's cards once a long-edge duplex printer has turned it: mirrored
/// left to right, each card covered by the picture and clipped to its rounded outline.
fn back_page(art: &Art, slots: &[(f32, f32)], options: &SetDeckOptions) -> draw::Page {
    let (pw, ph) = options.paper.size_mm(Orientation::Landscape);
    let (w, h) = options.card_mm;
    let scale = (w / art.width).max(h / art.height);
    let mut ops = Vec::new();
    for &(x, y) in slots {
        let cx = pw - x;
        ops.push(Op::Save);
        shape(&mut ops, card_outline(cx, y, w, h), Paint::Clip);
        let t = draw::art_transform(art, cx, y, art.width * scale, art.height * scale, 0.0);
        draw::draw_art(&mut ops, art, t);
        ops.push(Op::Restore);
    }
    draw::page(pw, ph, ops)
}

/// A closed ring, painted.
fn shape(ops: &mut Vec<Op>, ring: Vec<RingPoint>, how: Paint) {
    draw::paint(ops, draw::rings_path([&ring[..]], true), how);
}

/// A quarter circle from the current point, centred at (cx, cy), from angle `from` to `from +
/// 90°` (multiples of 90°, y down): two handles and the end point.
fn quarter(ring: &mut Vec<RingPoint>, cx: f32, cy: f32, r: f32, from: u8) {
    let dir = |q: u8| match q % 4 {
        0 => (1.0, 0.0),
        1 => (0.0, 1.0),
        2 => (-1.0, 0.0),
        _ => (0.0, -1.0),
    };
    let (a, b) = (dir(from), dir(from + 1));
    let k = KAPPA * r;
    ring.push(handle(cx + r * a.0 + k * b.0, cy + r * a.1 + k * b.1));
    ring.push(handle(cx + r * b.0 + k * a.0, cy + r * b.1 + k * a.1));
    ring.push(on(cx + r * b.0, cy + r * b.1));
}

/// A rounded rectangle of `w` × `h` centred at (cx, cy) with corner radius `r`.
fn rounded_rect(cx: f32, cy: f32, w: f32, h: f32, r: f32) -> Vec<RingPoint> {
    let (l, t, rt, b) = (cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0);
    let mut ring = vec![on(l + r, t), on(rt - r, t)];
    quarter(&mut ring, rt - r, t + r, r, 3);
    ring.push(on(rt, b - r));
    quarter(&mut ring, rt - r, b - r, r, 0);
    ring.push(on(l + r, b));
    quarter(&mut ring, l + r, b - r, r, 1);
    ring.push(on(l, t + r));
    quarter(&mut ring, l + r, t + r, r, 2);
    ring
}

fn card_outline(cx: f32, cy: f32, w: f32, h: f32) -> Vec<RingPoint> {
    rounded_rect(cx, cy, w, h, CORNER * w.min(h))
}

/// The outline of one upright shape (digit of the shape attribute) of half-width `a` and
/// half-height `b`, centred at (cx, cy).
fn outline(kind: u8, cx: f32, cy: f32, a: f32, b: f32) -> Vec<RingPoint> {
    match kind {
        // A stadium: a rectangle with half-discs at top and bottom.
        0 => rounded_rect(cx, cy, 2.0 * a, 2.0 * b, a),
        1 => vec![on(cx, cy - b), on(cx + a, cy), on(cx, cy + b), on(cx - a, cy), on(cx, cy - b)],
        _ => squiggle(cx, cy, a, b),
    }
}

/// A squiggle: a sausage bent into an S, its outline sampled along the bent centre line and
/// joined by Catmull–Rom curves turned into cubic Béziers, so it is smooth everywhere.
fn squiggle(cx: f32, cy: f32, a: f32, b: f32) -> Vec<RingPoint> {
    const N: usize = 14;
    let pi = std::f32::consts::PI;
    let mut pts = Vec::with_capacity(2 * N);
    // v from top (−1) to bottom (1) down the right side, then back up the left side.
    let side = |v: f32, sign: f32| {
        let bend = 0.38 * libm::sinf(pi * v);
        let thick = 0.6 * libm::powf(libm::sqrtf((1.0 - v * v).max(0.0)), 0.7);
        (cx + a * (bend + sign * thick), cy + b * v)
    };
    // Closer together towards the ends, so the ends come out round.
    let at = |i: usize| -libm::cosf(pi * (i as f32 + 0.5) / N as f32);
    for i in 0..N {
        pts.push(side(at(i), 1.0));
    }
    for i in (0..N).rev() {
        pts.push(side(at(i), -1.0));
    }
    let n = pts.len();
    let mut ring = vec![on(pts[0].0, pts[0].1)];
    for i in 0..n {
        let (p0, p1, p2, p3) = (pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]);
        ring.push(handle(p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0));
        ring.push(handle(p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0));
        ring.push(on(p2.0, p2.1));
    }
    ring
}

/// One card: its cut outline, then 1–3 shapes side by side, centred.
fn draw_card(ops: &mut Vec<Op>, card: &Code, cx: f32, cy: f32, w: f32, h: f32, inks: &[Rgb; 3]) {
    let d = card.digits();
    let (kind, shading, ink) = (d[0], d[1], inks[usize::from(d[2])]);
    let count = [3, 1, 2][usize::from(d[3])];
    shape(ops, card_outline(cx, cy, w, h), Paint::Stroke(GUIDE_MM, GUIDE));
    let (a, b) = (0.1 * w, 0.36 * h);
    let step = 2.0 * a + 0.07 * w;
    let line = (0.012 * w).max(0.35);
    for i in 0..count {
        let x = cx + (i as f32 - (count as f32 - 1.0) / 2.0) * step;
        let ring = outline(kind, x, cy, a, b);
        match shading {
            2 => {
                shape(ops, ring, Paint::Fill(ink));
            }
            _ => {
                if shading == 1 {
                    // Fine lines across the shape, clipped to it.
                    ops.push(Op::Save);
                    shape(ops, ring.clone(), Paint::Clip);
                    let pitch = 0.018 * w;
                    let lines = (2.0 * b / pitch).ceil() as usize;
                    let across = (0..=lines).map(|k| {
                        let y = cy - b + k as f32 * pitch;
                        [(x - a, y), (x + a, y)]
                    });
                    draw::segments(ops, across, 0.45 * line, ink);
                    ops.push(Op::Restore);
                }
                shape(ops, ring, Paint::Stroke(line, ink));
            }
        }
    }
}
