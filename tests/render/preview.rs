//! PNG previews: what prints, card by card.

use fanodeck::geom::CardOutline;
use fanodeck::render::{Guides, Rgb, png};
use fanodeck::{
    CardLayout, Deck, Error, Manifest, Output, PageOptions, Placement, Sheet, SymbolId,
};

use super::{dump, raster_symbol, ring_cards, svg_symbols, transparent_dot};

#[test]
fn card_png_has_ink_where_a_symbol_is() {
    let mut symbols = svg_symbols(1);
    symbols.push(raster_symbol("dot", transparent_dot(40), None));
    let placement = |symbol, x_mm| Placement {
        symbol: SymbolId(symbol),
        x_mm,
        y_mm: 0.0,
        width_mm: 16.0,
        height_mm: 16.0,
        rotation_deg: 0.0,
        tint: None,
        face: None,
    };
    let card = CardLayout { placements: vec![placement(0, -20.0), placement(1, 20.0)] };
    let bytes =
        png::card_png(&symbols, &card, CardOutline::round(80.0), 4.0, &PageOptions::default())
            .unwrap();
    dump("card.png", &bytes);
    let img = image::load_from_memory(&bytes).unwrap().to_rgba8();
    // The card and its 0.2 mm cut line on either side, plus a pixel of room.
    assert_eq!(img.dimensions(), (324, 324));
    let c = 162.0;
    let px =
        |x_mm: f32, y_mm: f32| *img.get_pixel((c + x_mm * 4.0) as u32, (c + y_mm * 4.0) as u32);
    // Outside the disc: transparent. Inside but away from symbols: white.
    assert_eq!(px(-39.5, -39.5).0[3], 0);
    assert_eq!(px(0.0, 25.0).0, [255, 255, 255, 255]);
    // The red dot's centre is red, the dog has some non-white ink around its centre.
    let dot = px(20.0, 0.0).0;
    assert!(dot[0] > 180 && dot[1] < 80 && dot[3] == 255, "{dot:?}");
    let ink = (-6..=6)
        .flat_map(|dx| (-6..=6).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| px(-20.0 + dx as f32, dy as f32).0 != [255, 255, 255, 255])
        .count();
    assert!(ink > 30, "no ink where the dog is: {ink}");
    assert!(
        png::card_png(&symbols, &card, CardOutline::round(80.0), 0.0, &PageOptions::default())
            .is_err()
    );
    let stray = CardLayout { placements: vec![placement(5, 0.0)] };
    let err =
        png::card_png(&symbols, &stray, CardOutline::round(80.0), 4.0, &PageOptions::default())
            .unwrap_err();
    assert!(matches!(err, Error::Preview(_)), "{err:?}");
    assert!(err.to_string().starts_with("could not make the PNG preview: "), "{err}");
}

#[test]
fn card_png_shows_background_bleed_and_guides_as_printed() {
    let symbols = svg_symbols(1);
    let card = CardLayout { placements: vec![] };
    let px_per_mm = 4.0;
    let pixel = |options: &PageOptions, x_mm: f32, y_mm: f32| {
        let bytes =
            png::card_png(&symbols, &card, CardOutline::round(80.0), px_per_mm, options).unwrap();
        let img = image::load_from_memory(&bytes).unwrap().to_rgba8();
        let c = img.width() as f32 / 2.0;
        img.get_pixel((c + x_mm * px_per_mm) as u32, (c + y_mm * px_per_mm) as u32).0
    };
    // a4-6-bleed: pale yellow running 2 mm past the cut line, black crop marks, no circle.
    let bleed = PageOptions::from_template("a4-6-bleed").unwrap();
    assert_eq!(pixel(&bleed, 0.0, 0.0), [0xff, 0xf4, 0xc2, 0xff]);
    assert_eq!(pixel(&bleed, 41.2, 0.0), [0xff, 0xf4, 0xc2, 0xff], "the bleed shows");
    assert_eq!(pixel(&bleed, 40.0, 0.0), [0xff, 0xf4, 0xc2, 0xff], "no cut circle");
    // The crop mark's arm along the right edge (thickened to cover whole pixels).
    let thick = PageOptions { guide_width_mm: 1.0, ..bleed.clone() };
    assert_eq!(pixel(&thick, 40.0, 39.0), [0, 0, 0, 255]);
    assert_eq!(pixel(&thick, 40.0, 30.0)[3], 0, "the arm is short");
    // A thick red cut circle on a blue card.
    let circle = PageOptions {
        background_color: Rgb(0, 0, 255),
        guide_color: Rgb(255, 0, 0),
        guide_width_mm: 1.0,
        ..PageOptions::default()
    };
    assert_eq!(pixel(&circle, 0.0, 20.0), [0, 0, 255, 255]);
    assert_eq!(pixel(&circle, 0.0, 40.0), [255, 0, 0, 255]);
    assert_eq!(pixel(&circle, 0.0, 40.8)[3], 0, "nothing prints past the cut line");
    let none = PageOptions { guides: Guides::None, ..circle };
    assert_eq!(pixel(&none, 0.0, 39.8), [0, 0, 255, 255]);
}

#[test]
fn output_card_png_refuses_a_card_that_is_not_there() {
    let symbols = svg_symbols(3);
    let cards = ring_cards(3, 2, &symbols, 80.0);
    let page = PageOptions::from_template("a4-6-bleed").unwrap();
    let sheet = Sheet::new(&page).unwrap();
    let deck = Deck { order: 1, symbols_per_card: 2, symbol_count: 3, cards: vec![] };
    let output = Output {
        pdf: Vec::new(),
        manifest: Manifest::new(1, &deck, &symbols, &cards, &sheet),
        deck,
        symbols,
        cards,
        sheet,
        page,
        layout: Default::default(),
        masks: Vec::new(),
        outlines: Default::default(),
        bitmaps: Default::default(),
    };
    let err = output.card_png(3, 2.0).unwrap_err().to_string();
    assert!(err.contains("'3'") && err.contains("3 cards"), "{err}");
    // Card 2 exists and is drawn with the page's background.
    let img = image::load_from_memory(&output.card_png(2, 2.0).unwrap()).unwrap().to_rgba8();
    let c = img.width() / 2;
    assert_eq!(img.get_pixel(c, c + 30).0, [0xff, 0xf4, 0xc2, 0xff]);
}
