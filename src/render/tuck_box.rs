//! A tuck box sized to the deck (`--box`): a one-piece net, as crafters cut for printed card
//! games, on the deck's paper.
//!
//! The net, left to right: the front (the thumb notch in its top edge), a side, the back, the
//! other side and a glue flap that sticks inside the front. Above and below the back, a lid as
//! deep as the box and a tuck flap that slides in behind the front; above and below each side,
//! a dust flap. Inside, the box is the card's outline plus [`CLEARANCE_MM`] wide and high, and
//! the stack (cards × one card's thickness, twice for fold-over cards) plus
//! [`DEPTH_CLEARANCE_MM`] deep. Cut lines are solid, folds dashed; printed outside: the deck's
//! first card on the front, the back picture (or the card colour) on the back, the title on
//! the lid and the deck's numbers on the sides.

use crate::error::{Error, Result};
use crate::geom::CardOutline;
use crate::i18n::text;
use crate::print::Rgb;
use crate::print::draw::{self, Art, Op, Page};
use crate::render::registration::{Registration, ring_enters};

/// Room around the cards across and up the box, mm (half on each side).
pub const CLEARANCE_MM: f32 = 2.0;
/// Room over the stack's thickness, mm.
pub const DEPTH_CLEARANCE_MM: f32 = 1.0;
/// One card's thickness when none is given, mm: card stock of 250–300 g/m².
pub const DEFAULT_CARD_MM: f32 = 0.3;
/// The glue flap's width, mm (less on a narrow box).
const GLUE_MM: f32 = 10.0;
/// The tuck flap's height, mm (less on a short box).
const TUCK_MM: f32 = 14.0;
/// The narrowest panel that carries words, mm: its words are 60 % of it high.
const MIN_LABEL_PANEL_MM: f32 = 6.0;
/// Smallest distance from the net to the paper's edge, mm.
const MARGIN_MM: f32 = 6.0;

/// What the box asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct TuckBox {
    /// The title on the lid. _Default:_ none.
    pub title: Option<String>,
    /// One card's thickness, mm. _Default:_ [`DEFAULT_CARD_MM`].
    pub card_mm: f32,
}

impl Default for TuckBox {
    fn default() -> Self {
        TuckBox { title: None, card_mm: DEFAULT_CARD_MM }
    }
}

/// A rectangle on the page, mm, y down: left, top, width, height.
pub type Panel = [f32; 4];

/// The box's net placed on its page: everything in page mm, y down.
#[derive(Debug, Clone, PartialEq)]
pub struct Net {
    /// The page: the deck's paper, landscape or, if only that fits, portrait.
    pub page: (f32, f32),
    /// Inside width, height and depth of the box, mm.
    pub inside: (f32, f32, f32),
    /// The cut: one closed outline.
    pub cut: Vec<(f32, f32)>,
    /// The folds, each a straight line.
    pub folds: Vec<[(f32, f32); 2]>,
    /// The front, which shows the cover card.
    pub front: Panel,
    /// The back, opposite the front.
    pub back: Panel,
    /// The sides, left and right of the back.
    pub sides: [Panel; 2],
    /// The top lid, above the back.
    pub lid: Panel,
    /// The registration marks on the page, as the sheets carry them: left, top, right, bottom.
    pub marks: Vec<[f32; 4]>,
}

impl TuckBox {
    /// The net for `cards` cards of `outline` (each `layers` sheets of card thick) on `paper`
    /// (its name and its landscape size, mm), clear of the zones of the registration `marks`;
    /// refused with the largest card that fits when it does not.
    pub fn net(
        &self,
        outline: CardOutline,
        (paper_name, paper): (crate::print::Paper, (f32, f32)),
        marks: Registration,
        cards: usize,
        layers: usize,
    ) -> Result<Net> {
        let depth = cards as f32 * layers as f32 * self.card_mm + DEPTH_CLEARANCE_MM;
        let placed = |outline: CardOutline| {
            // Landscape, as the sheets lie; portrait only where no marks expect landscape.
            let pages = [paper, (paper.1, paper.0)];
            let turns = if marks == Registration::None { 2 } else { 1 };
            pages[..turns].iter().map(|&page| net_on(outline, depth, page)).find(|net| {
                let margin = MARGIN_MM.max(marks.border_mm());
                let (w, h) = net.page;
                let on_paper = net.cut.iter().all(|&(x, y)| {
                    x >= margin && y >= margin && x <= w - margin && y <= h - margin
                });
                on_paper && marks.zones(net.page).iter().all(|zone| !ring_enters(&net.cut, zone))
            })
        };
        if let Some(mut net) = placed(outline) {
            net.marks = marks.marks(net.page);
            return Ok(net);
        }
        let fits = |size: f32| outline.shape().outline(size).ok().and_then(placed).is_some();
        let size = outline.size_mm();
        let largest = crate::render::registration::largest_fitting(size, fits);
        let margin = 2.0 * MARGIN_MM.max(marks.border_mm());
        let (w, h) = extent(outline, depth);
        let (depth, size) = ((depth * 10.0).round() / 10.0, (size * 10.0).round() / 10.0);
        let (width, height) = ((w + margin).round(), (h + margin).round());
        let reason = if largest > 0.0 {
            text!(
                "box-too-large",
                cards = cards,
                size = size,
                depth = depth,
                width = width,
                height = height,
                largest = largest
            )
        } else {
            text!("box-too-deep", cards = cards, depth = depth)
        };
        Err(Error::invalid("paper", format!("{paper_name:?}"), reason))
    }
}

/// The inside width and height for cards of `outline`.
fn inside(outline: CardOutline) -> (f32, f32) {
    let (w, h) = outline.bounds_mm();
    (w + CLEARANCE_MM, h + CLEARANCE_MM)
}

/// The flaps' sizes for a box `w` wide, `h` high and `d` deep: glue, tuck and dust flaps (the
/// two dust flaps folded in from the sides must not meet across the opening).
fn flaps(w: f32, h: f32, d: f32) -> (f32, f32, f32) {
    let dust = (0.8 * d).max(d.min(6.0)).min(w / 2.0 - 1.0);
    (GLUE_MM.min(w / 3.0), TUCK_MM.min(h / 3.0), dust)
}

/// The net's width and height, mm.
fn extent(outline: CardOutline, d: f32) -> (f32, f32) {
    let (w, h) = inside(outline);
    let (glue, tuck, _) = flaps(w, h, d);
    (2.0 * w + 2.0 * d + glue, h + 2.0 * d + 2.0 * tuck)
}

/// The net centred on a page `page` mm.
fn net_on(outline: CardOutline, d: f32, page: (f32, f32)) -> Net {
    let (nw, nh) = extent(outline, d);
    let (w, h) = inside(outline);
    let (glue, tuck, dust) = flaps(w, h, d);
    let (x0, y0) = ((page.0 - nw) / 2.0, (page.1 - nh) / 2.0);
    // Columns: front, side, back, side, glue; rows: tuck, lid, body, lid, tuck.
    let xs = [x0, x0 + w, x0 + w + d, x0 + 2.0 * w + d, x0 + 2.0 * w + 2.0 * d];
    let (top, bottom) = (y0 + tuck + d, y0 + tuck + d + h);
    let (lid_top, lid_bottom) = (y0 + tuck, bottom + d);
    let (end_top, end_bottom) = (y0, lid_bottom + tuck);
    // Dust flaps narrow by a fifth of their height on each side, so they slide in.
    let taper = (0.2 * dust).min(d / 3.0);
    // Tuck flaps are 1 mm narrower on each side than the lid, their corners cut off.
    let (inset, corner) = (1.0_f32.min(w / 10.0), (tuck / 2.0).min(5.0));
    let notch = (w / 5.0).min(10.0);
    let glue_taper = glue.min(h / 4.0);
    let mut cut = vec![(xs[0], top)];
    // The front's top edge and its thumb notch, a half circle into the front.
    let centre = xs[0] + w / 2.0;
    cut.push((centre - notch, top));
    for k in 1..16 {
        let a = std::f32::consts::PI * k as f32 / 16.0;
        cut.push((centre - notch * a.cos(), top + notch * a.sin()));
    }
    cut.push((centre + notch, top));
    let dust_up =
        |left: f32, up: f32| [(left + taper, up), (left + d - taper, up), (left + d, top)];
    let tuck_flap = |y_lid: f32, y_end: f32| {
        let (l, r) = (xs[2] + inset, xs[3] - inset);
        let towards = if y_end < y_lid { 1.0 } else { -1.0 };
        [
            (l, y_lid),
            (l, y_end + towards * corner),
            (l + corner, y_end),
            (r - corner, y_end),
            (r, y_end + towards * corner),
            (r, y_lid),
        ]
    };
    cut.push((xs[1], top));
    cut.extend(dust_up(xs[1], top - dust));
    cut.push((xs[2], lid_top));
    cut.extend(tuck_flap(lid_top, end_top));
    cut.push((xs[3], lid_top));
    cut.push((xs[3], top));
    cut.extend(dust_up(xs[3], top - dust));
    cut.extend([
        (xs[4] + glue, top + glue_taper),
        (xs[4] + glue, bottom - glue_taper),
        (xs[4], bottom),
    ]);
    // Back along the bottom, right to left.
    let dust_down = |right: f32| {
        [(right - taper, bottom + dust), (right - d + taper, bottom + dust), (right - d, bottom)]
    };
    cut.extend(dust_down(xs[4]));
    cut.push((xs[3], lid_bottom));
    let mut bottom_tuck = tuck_flap(lid_bottom, end_bottom);
    bottom_tuck.reverse();
    cut.extend(bottom_tuck);
    cut.push((xs[2], lid_bottom));
    cut.push((xs[2], bottom));
    cut.extend(dust_down(xs[2]));
    cut.push((xs[0], bottom));
    let mut folds: Vec<[(f32, f32); 2]> =
        xs[1..].iter().map(|&x| [(x, top), (x, bottom)]).collect();
    folds.extend([
        [(xs[1], top), (xs[4], top)],
        [(xs[1], bottom), (xs[4], bottom)],
        [(xs[2] + inset, lid_top), (xs[3] - inset, lid_top)],
        [(xs[2] + inset, lid_bottom), (xs[3] - inset, lid_bottom)],
    ]);
    Net {
        page,
        inside: (w, h, d),
        cut,
        folds,
        front: [xs[0], top, w, h],
        back: [xs[2], top, w, h],
        sides: [[xs[1], top, d, h], [xs[3], top, d, h]],
        lid: [xs[2], lid_top, w, d],
        marks: Vec::new(),
    }
}

/// The arts a box page draws besides the cards' own.
pub(crate) struct BoxArts<'a> {
    /// The back picture, if the deck has one.
    pub back: Option<&'a Art>,
    /// The title, if any.
    pub title: Option<&'a Art>,
    /// The deck's numbers.
    pub numbers: &'a Art,
}

/// The box's page: the outside printed (colour, back, title, numbers; the cover card drawn
/// by `cover` centred on the front), then the cut and the folds.
pub(crate) fn page(
    net: &Net,
    colour: Rgb,
    guides: (f32, Rgb),
    arts: &BoxArts,
    cover: impl FnOnce(&mut Vec<Op>, (f32, f32)),
) -> Page {
    let mut ops = Vec::new();
    if colour != Rgb::WHITE {
        let ring: Vec<_> = net.cut.iter().map(|&(x, y)| draw::on(x, y)).collect();
        draw::paint(&mut ops, draw::rings_path([&ring[..]], true), draw::Paint::Fill(colour));
    }
    if let Some(back) = arts.back {
        let [x, y, w, h] = net.back;
        ops.push(Op::Save);
        draw::clip_rect(&mut ops, (x, y), (w, h));
        let scale = (w / back.width).max(h / back.height);
        let t = draw::art_transform(
            back,
            x + w / 2.0,
            y + h / 2.0,
            back.width * scale,
            back.height * scale,
            0.0,
        );
        draw::draw_art(&mut ops, back, t);
        ops.push(Op::Restore);
    }
    let [x, y, w, h] = net.front;
    cover(&mut ops, (x + w / 2.0, y + h / 2.0));
    // Text fills 60 % of a narrow panel's width, turned to run along it.
    let mut label = |art: &Art, [x, y, w, h]: Panel, turn: f32| {
        let (along, across) = if turn == 0.0 || turn == 180.0 { (w, h) } else { (h, w) };
        // A thin deck's sides and lid have no room for legible words.
        if across < MIN_LABEL_PANEL_MM {
            return;
        }
        let scale = (0.6 * across / art.height).min(0.85 * along / art.width);
        let t = draw::art_transform(
            art,
            x + w / 2.0,
            y + h / 2.0,
            art.width * scale,
            art.height * scale,
            turn,
        );
        draw::draw_art(&mut ops, art, t);
    };
    // The lid is read from the front once it is closed over it: upside down on the net.
    if let Some(title) = arts.title {
        label(title, net.lid, 180.0);
        if arts.back.is_none() {
            let [x, y, w, h] = net.back;
            label(title, [x, y + h / 3.0, w, h / 3.0], 0.0);
        }
    }
    label(arts.numbers, net.sides[0], -90.0);
    label(arts.numbers, net.sides[1], 90.0);
    let (width, ink) = guides;
    let width = width.max(0.2);
    let ring: Vec<_> = net.cut.iter().map(|&(x, y)| draw::on(x, y)).collect();
    draw::paint(&mut ops, draw::rings_path([&ring[..]], true), draw::Paint::Stroke(width, ink));
    for &[from, to] in &net.folds {
        draw::segments(&mut ops, draw::dashes(from, to, draw::FOLD_DASH_MM), width, ink);
    }
    // A cutting machine's eye looks for black on white: the marks go on last, in black.
    for &[left, top, right, bottom] in &net.marks {
        draw::fill_rect(&mut ops, (left, top), (right - left, bottom - top), Rgb(0, 0, 0));
    }
    draw::page(net.page.0, net.page.1, ops)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_net_holds_the_cards_and_the_stack() {
        let d = 92.3;
        let (outline, paper) = (CardOutline::round(d), (crate::print::Paper::A4, (297.0, 210.0)));
        let net = TuckBox::default().net(outline, paper, Registration::None, 57, 1).unwrap();
        assert_eq!(net.inside.0, d + CLEARANCE_MM);
        assert!((net.inside.2 - (57.0 * 0.3 + 1.0)).abs() < 1e-4);
        assert_eq!(net.front[2], net.back[2]);
        assert!((net.sides[0][2] - net.inside.2).abs() < 1e-4);
        // On the page, inside its margins.
        assert!(
            net.cut
                .iter()
                .all(|&(x, y)| x >= 5.9 && y >= 5.9 && x <= 297.0 - 5.9 && y <= 210.0 - 5.9)
        );
        // A huge deck of big cards does not fit, and says how large a card would.
        let err = TuckBox { card_mm: 2.0, ..TuckBox::default() }
            .net(outline, paper, Registration::None, 57, 1)
            .unwrap_err();
        assert!(err.to_string().contains("mm"), "{err}");
    }
}
