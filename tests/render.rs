//! Integration tests: render.
//!
//! Decks are built by hand (bundled icons, bitmaps made here, ring layouts) and the PDF is
//! read back with lopdf. Set `FANODECK_DUMP=/some/dir` to also write the PDFs and PNGs there
//! for looking at.

use std::collections::BTreeSet;
use std::sync::Arc;

use fanodeck::render::{Duplex, Guides, pdf};
use fanodeck::symbols::{Raster, SymbolKind};
use fanodeck::{
    CardLayout, CardsPerSheet, Deck, Error, Manifest, PageOptions, Paper, Placement, Sheet, Symbol,
    SymbolId,
};
use image::{Rgba, RgbaImage};
use lopdf::{Document, Object};

mod preview;
mod warnings;

const MM_TO_PT: f32 = 72.0 / 25.4;

/// The matrix of a `cm` with operands `n` applied inside the current matrix `m` (PDF order).
fn then(n: &[f32], m: [f32; 6]) -> [f32; 6] {
    [
        n[0] * m[0] + n[1] * m[2],
        n[0] * m[1] + n[1] * m[3],
        n[2] * m[0] + n[3] * m[2],
        n[2] * m[1] + n[3] * m[3],
        n[4] * m[0] + n[5] * m[2] + m[4],
        n[4] * m[1] + n[5] * m[3] + m[5],
    ]
}

/// The first `n` bundled icons, loaded as the symbols stage loads them.
fn svg_symbols(n: usize) -> Vec<Symbol> {
    fanodeck::symbols::load_symbols(&fanodeck::SymbolOptions::default(), 8, n).unwrap()
}

fn raster_symbol(name: &str, image: RgbaImage, jpeg: Option<Vec<u8>>) -> Symbol {
    let opaque = image.pixels().all(|p| p.0[3] == 255);
    let raster = Raster::new(image, opaque, jpeg.map(Arc::new));
    Symbol::new(name, format!("{name}.png"), SymbolKind::Raster(Arc::new(raster)))
}

/// A red disc on a transparent background: must never print as a black square.
fn transparent_dot(side: u32) -> RgbaImage {
    let c = side as f32 / 2.0;
    RgbaImage::from_fn(side, side, |x, y| {
        let d = ((x as f32 + 0.5 - c).powi(2) + (y as f32 + 0.5 - c).powi(2)).sqrt();
        if d < c * 0.9 { Rgba([220, 30, 30, 255]) } else { Rgba([0, 0, 0, 0]) }
    })
}

/// An opaque, noisy, photo-like picture.
fn photo(w: u32, h: u32) -> RgbaImage {
    RgbaImage::from_fn(w, h, |x, y| {
        let n = (x.wrapping_mul(7919) ^ y.wrapping_mul(104_729)) % 37;
        Rgba([(x * 255 / w) as u8, (y * 255 / h) as u8, (100 + n) as u8, 255])
    })
}

fn jpeg_of(image: &RgbaImage) -> Vec<u8> {
    let rgb = image::DynamicImage::ImageRgba8(image.clone()).to_rgb8();
    let mut out = std::io::Cursor::new(Vec::new());
    rgb.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// `count` cards, each with `per_card` symbols on a ring (plus one in the middle), the
/// symbols of card i being i, i+1, ... modulo `symbols`.
fn ring_cards(count: usize, per_card: usize, symbols: &[Symbol], diameter: f32) -> Vec<CardLayout> {
    (0..count)
        .map(|i| {
            let placements = (0..per_card)
                .map(|j| {
                    let id = (i + j) % symbols.len();
                    let (w, h) = symbols[id].size();
                    let size = diameter * 0.22;
                    let (bw, bh) = if w >= h { (size, size * h / w) } else { (size * w / h, size) };
                    let (x, y) = if j == 0 {
                        (0.0, 0.0)
                    } else {
                        let a = (j - 1) as f32 / (per_card - 1) as f32 * std::f32::consts::TAU;
                        (0.32 * diameter * a.cos(), 0.32 * diameter * a.sin())
                    };
                    Placement {
                        symbol: SymbolId(id as u32),
                        x_mm: x,
                        y_mm: y,
                        width_mm: bw,
                        height_mm: bh,
                        rotation_deg: (j * 40) as f32,
                        tint: None,
                        face: None,
                    }
                })
                .collect();
            CardLayout { placements }
        })
        .collect()
}

fn render(symbols: &[Symbol], cards: &[CardLayout], options: &PageOptions) -> (Vec<u8>, Sheet) {
    let sheet = Sheet::new(options).unwrap();
    let bytes = pdf::write_pdf(symbols, cards, &sheet, options).unwrap();
    (bytes, sheet)
}

fn dump(name: &str, bytes: &[u8]) {
    if let Some(dir) = std::env::var_os("FANODECK_DUMP") {
        std::fs::write(std::path::Path::new(&dir).join(name), bytes).unwrap();
    }
}

fn media_box(doc: &Document, page: (u32, u16)) -> Vec<f32> {
    let dict = doc.get_dictionary(page).unwrap();
    dict.get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap())
        .collect()
}

fn deref<'a>(doc: &'a Document, o: &'a Object) -> &'a Object {
    doc.dereference(o).unwrap().1
}

/// Every XObject the pages draw, once each (each page names its own).
fn page_xobjects(doc: &Document) -> std::collections::BTreeSet<lopdf::ObjectId> {
    let mut all = std::collections::BTreeSet::new();
    for page in doc.get_pages().values() {
        all.extend(page_xobject_names(doc, *page).into_values());
    }
    all
}

/// A page's XObject names and the objects they stand for.
fn page_xobject_names(
    doc: &Document,
    page: lopdf::ObjectId,
) -> std::collections::BTreeMap<Vec<u8>, lopdf::ObjectId> {
    let page = doc.get_dictionary(page).unwrap();
    let resources = deref(doc, page.get(b"Resources").unwrap()).as_dict().unwrap();
    let Ok(x) = resources.get(b"XObject") else { return Default::default() };
    deref(doc, x)
        .as_dict()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.clone(), v.as_reference().unwrap()))
        .collect()
}

/// The image XObject `width` pixels wide.
fn image_of_width(doc: &Document, width: i64) -> &lopdf::Stream {
    doc.objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .find(|s| {
            s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Image")
                && s.dict.get(b"Width").and_then(|w| w.as_i64()).ok() == Some(width)
                && s.dict.get(b"ColorSpace").and_then(|c| c.as_name()).ok() != Some(b"DeviceGray")
        })
        .unwrap_or_else(|| panic!("no image {width} pixels wide"))
}

fn subtype(doc: &Document, o: &Object) -> Vec<u8> {
    let stream = deref(doc, o).as_stream().unwrap();
    stream.dict.get(b"Subtype").unwrap().as_name().unwrap().to_vec()
}

/// Every image XObject in the file, soft masks included.
fn all_images(doc: &Document) -> usize {
    doc.objects
        .values()
        .filter(|o| {
            o.as_stream().is_ok_and(|s| {
                s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Image")
            })
        })
        .count()
}

#[test]
fn pages_and_media_boxes_for_every_paper_and_grid() {
    let symbols = svg_symbols(7);
    let cards = ring_cards(13, 4, &symbols, 80.0);
    let back = svg_symbols(9).pop().unwrap();
    for paper in [Paper::A4, Paper::Letter] {
        for per_sheet in [CardsPerSheet::Four, CardsPerSheet::Six] {
            for with_back in [false, true] {
                let options = PageOptions {
                    paper,
                    per_sheet,
                    back: with_back.then(|| back.clone()),
                    ..PageOptions::default()
                };
                let (bytes, sheet) = render(&symbols, &cards, &options);
                let doc = Document::load_mem(&bytes).unwrap();
                let sheets = 13usize.div_ceil(per_sheet.count());
                let expected = if with_back { 2 * sheets } else { sheets };
                let pages = doc.get_pages();
                assert_eq!(pages.len(), expected, "{paper:?} {per_sheet:?} back={with_back}");
                assert_eq!(sheet.card_pages(13), expected);
                let (w, h) = paper.size_mm(fanodeck::print::Orientation::Landscape);
                for page in pages.values() {
                    let mb = media_box(&doc, *page);
                    assert!((mb[2] - w * MM_TO_PT).abs() < 0.05, "{mb:?}");
                    assert!((mb[3] - h * MM_TO_PT).abs() < 0.05, "{mb:?}");
                    if paper == Paper::Letter {
                        // 11 × 8.5 in exactly, not 792.00009 × 612.00009.
                        assert_eq!(mb, [0.0, 0.0, 792.0, 612.0]);
                    }
                }
            }
        }
    }
}

#[test]
fn svg_deck_has_no_images_and_stores_each_icon_once() {
    let symbols = svg_symbols(10);
    // 12 cards of 5 symbols over the first 9 icons: icon 9 is never used.
    let cards = ring_cards(12, 5, &symbols[..9], 85.0);
    let (bytes, _) = render(&symbols, &cards, &PageOptions::default());
    dump("svg-deck.pdf", &bytes);
    let doc = Document::load_mem(&bytes).unwrap();
    assert_eq!(all_images(&doc), 0, "an SVG deck must stay vector");
    let xobjects = page_xobjects(&doc);
    let forms = xobjects.iter().filter(|&&id| subtype(&doc, &Object::Reference(id)) == b"Form");
    let forms = forms.count();
    assert_eq!(forms, 9);
    assert_eq!(xobjects.len(), 9);
    // Every placement is one `Do` of a stored form.
    let dos: usize = doc
        .get_pages()
        .values()
        .map(|p| {
            let content = doc.get_and_decode_page_content(*p).unwrap();
            content.operations.iter().filter(|op| op.operator == "Do").count()
        })
        .sum();
    assert_eq!(dos, 12 * 5);
}

#[test]
fn bitmaps_are_stored_once_with_soft_masks_for_alpha() {
    let big_photo = photo(640, 480);
    let small_jpeg = photo(120, 90);
    let symbols = vec![
        raster_symbol("dot", transparent_dot(64), None),
        raster_symbol("photo", big_photo, None),
        raster_symbol("jpeg", small_jpeg.clone(), Some(jpeg_of(&small_jpeg))),
    ];
    let cards = ring_cards(5, 3, &symbols, 80.0);
    let (bytes, _) = render(&symbols, &cards, &PageOptions::default());
    dump("bitmap-deck.pdf", &bytes);
    let doc = Document::load_mem(&bytes).unwrap();
    // Three pictures, one of them with alpha: three images plus one soft mask.
    assert_eq!(all_images(&doc), 4);
    let xobjects = page_xobjects(&doc);
    assert_eq!(xobjects.len(), 3);
    let dot = image_of_width(&doc, 64);
    assert!(dot.dict.get(b"SMask").is_ok(), "the transparent dot needs a soft mask");
    assert_eq!(dot.dict.get(b"Filter").unwrap().as_name().unwrap(), b"FlateDecode");
    let photo = image_of_width(&doc, 640);
    assert_eq!(photo.dict.get(b"Filter").unwrap().as_name().unwrap(), b"DCTDecode");
    assert!(photo.dict.get(b"SMask").is_err());
    let jpeg = image_of_width(&doc, 120);
    assert_eq!(jpeg.content, jpeg_of(&small_jpeg), "an original JPEG is embedded as is");
}

#[test]
fn placements_have_the_size_asked_for() {
    let symbols = vec![raster_symbol("dot", transparent_dot(50), None)];
    let p = Placement {
        symbol: SymbolId(0),
        x_mm: 10.0,
        y_mm: -5.0,
        width_mm: 20.0,
        height_mm: 20.0,
        rotation_deg: 0.0,
        tint: None,
        face: None,
    };
    let cards = vec![CardLayout { placements: vec![p] }];
    let options = PageOptions { guides: Guides::None, ..PageOptions::default() };
    let (bytes, sheet) = render(&symbols, &cards, &options);
    let doc = Document::load_mem(&bytes).unwrap();
    // The image's unit square, mapped by the page's `cm`s up to its `Do`.
    let m = drawn_xobjects(&page_ops(&doc, 1))[0].1;
    let width_pt = (m[0].powi(2) + m[1].powi(2)).sqrt();
    let height_pt = (m[2].powi(2) + m[3].powi(2)).sqrt();
    assert!((width_pt - 20.0 * MM_TO_PT).abs() < 0.01, "{m:?}");
    assert!((height_pt - 20.0 * MM_TO_PT).abs() < 0.01, "{m:?}");
    // Centre of the unit square, in mm from the top-left corner.
    let cx = (0.5 * m[0] + 0.5 * m[2] + m[4]) / MM_TO_PT;
    let cy = sheet.height_mm - (0.5 * m[1] + 0.5 * m[3] + m[5]) / MM_TO_PT;
    let (x0, y0) = sheet.slots[0];
    assert!((cx - (x0 + 10.0)).abs() < 0.01 && (cy - (y0 - 5.0)).abs() < 0.01, "{cx} {cy}");
}

#[test]
fn two_renders_give_the_same_bytes() {
    let mut symbols = svg_symbols(6);
    symbols.push(raster_symbol("dot", transparent_dot(32), None));
    let small_jpeg = photo(60, 45);
    symbols.push(raster_symbol("jpeg", small_jpeg.clone(), Some(jpeg_of(&small_jpeg))));
    let cards = ring_cards(8, 4, &symbols, 85.0);
    let options = PageOptions {
        back: Some(symbols[2].clone()),
        guides: Guides::CropMarks,
        bleed_mm: 2.0,
        legend: true,
        ..PageOptions::default()
    };
    let (a, _) = render(&symbols, &cards, &options);
    let (b, _) = render(&symbols, &cards, &options);
    dump("backs-bleed.pdf", &a);
    assert!(a == b, "two renders differ");
    let doc = Document::load_mem(&a).unwrap();
    assert!(doc.get_pages().len() > 2 * 2, "fronts, backs and a legend sheet");
    assert_eq!(all_images(&doc), 3, "the dot, its soft mask and the JPEG");
    let text = String::from_utf8_lossy(&a);
    assert!(!text.contains("CreationDate") && !text.contains("1970"), "no dates in the file");
}

#[test]
fn manifest_agrees_with_the_pdf() {
    let symbols = svg_symbols(7);
    let cards = ring_cards(7, 3, &symbols, 80.0);
    let options = PageOptions {
        per_sheet: CardsPerSheet::Four,
        back: Some(symbols[0].clone()),
        ..PageOptions::default()
    };
    let (bytes, sheet) = render(&symbols, &cards, &options);
    let doc = Document::load_mem(&bytes).unwrap();
    let deck = Deck { order: 2, symbols_per_card: 3, symbol_count: 7, cards: vec![] };
    let manifest = Manifest::new(42, &deck, &symbols, &cards, &sheet);
    assert_eq!(manifest.cards.len(), cards.len());
    assert_eq!(manifest.symbols.len(), 7);
    assert_eq!(manifest.symbols[0].name, "dog");
    let pages = doc.get_pages();
    let fronts: BTreeSet<usize> = manifest.cards.iter().map(|c| c.page).collect();
    // Two sheets of fronts, each followed by its backs: fronts on pages 1 and 3.
    assert_eq!(fronts, BTreeSet::from([1, 3]));
    for card in &manifest.cards {
        let page = pages[&(card.page as u32)];
        let mb = media_box(&doc, page);
        let r = card.size_mm / 2.0;
        let [x, y] = card.center_mm;
        assert!(x - r > 0.0 && x + r < mb[2] / MM_TO_PT, "{card:?}");
        assert!(y - r > 0.0 && y + r < mb[3] / MM_TO_PT, "{card:?}");
        assert_eq!(card.diameter_mm, Some(card.size_mm));
        assert!((card.size_mm - sheet.diameter_mm).abs() < 0.01);
        assert_eq!(card.symbols.len(), 3);
    }
    let json = serde_json::to_value(&manifest).unwrap();
    assert_eq!(json["paper"]["width_mm"], 297.0);
    assert_eq!(json["cards"][0]["symbols"][0]["symbol"], 0);
    assert!(json["cards"][6]["center_mm"].is_array());
}

#[test]
fn too_large_diameter_is_an_error() {
    let options = PageOptions { diameter_mm: Some(150.0), ..PageOptions::default() };
    let err = Sheet::new(&options).unwrap_err();
    assert!(matches!(err, Error::DiameterTooLarge { .. }), "{err:?}");
    assert!(
        err.to_string().contains("150 mm") && err.to_string().contains("6 round cards"),
        "{err}"
    );
}

#[test]
fn templates_by_name_file_and_bad_toml() {
    let letter = PageOptions::from_template("letter-4").unwrap();
    assert_eq!((letter.paper, letter.per_sheet), (Paper::Letter, CardsPerSheet::Four));
    assert!(fanodeck::render::builtin_names().contains(&"a4-6"));

    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("mine.toml");
    std::fs::write(&good, "paper = \"letter\"\ndiameter_mm = 70.0\nbleed_mm = 1.5\n").unwrap();
    let mine = PageOptions::from_template(good.to_str().unwrap()).unwrap();
    assert_eq!((mine.paper, mine.diameter_mm, mine.bleed_mm), (Paper::Letter, Some(70.0), 1.5));
    assert_eq!(Sheet::new(&mine).unwrap().diameter_mm, 70.0);

    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "paper = \"a4\"\nmargin_mm = = 3\n").unwrap();
    let err = PageOptions::from_template(bad.to_str().unwrap()).unwrap_err().to_string();
    assert!(err.contains("bad.toml") && err.contains("line 2"), "{err}");

    let err = PageOptions::from_template("nope").unwrap_err().to_string();
    assert!(err.contains("'nope'") && err.contains("letter-4"), "{err}");
    let missing = dir.path().join("missing.toml");
    let err = PageOptions::from_template(missing.to_str().unwrap()).unwrap_err().to_string();
    assert!(err.contains("missing.toml") && err.contains("cannot read"), "{err}");
}

/// Needs the symbols stage's `text_symbol` (run after the merge).
#[test]
fn legend_lists_every_symbol_on_extra_pages() {
    let symbols = svg_symbols(70);
    let cards = ring_cards(6, 4, &symbols[..10], 85.0);
    let options = PageOptions { legend: true, ..PageOptions::default() };
    let (bytes, sheet) = render(&symbols, &cards, &options);
    dump("legend.pdf", &bytes);
    let doc = Document::load_mem(&bytes).unwrap();
    let pages = doc.get_pages().len();
    assert!(pages >= sheet.card_pages(6) + 2, "70 names need two legend pages: {pages}");
    // A picture per symbol (a form each, stored once), and a name per symbol and the title
    // heading each legend page, written as text.
    assert_eq!(page_xobjects(&doc).len(), 70);
    let legend_pages = (sheet.card_pages(6) as u32 + 1)..=(pages as u32);
    let texts: usize = legend_pages.clone().map(|p| count(&page_ops(&doc, p), "BT")).sum();
    assert_eq!(texts, 70 + legend_pages.count());
    assert_eq!(all_images(&doc), 0);
}

/// Each `Do` on a page with the full matrix from the XObject's space to page points: the
/// composed `cm`s, following `q`/`Q`.
fn drawn_xobjects(ops: &[lopdf::content::Operation]) -> Vec<(Vec<u8>, [f32; 6])> {
    let mut m = [1.0f32, 0.0, 0.0, 1.0, 0.0, 0.0];
    let mut stack = Vec::new();
    let mut drawn = Vec::new();
    for op in ops {
        match op.operator.as_str() {
            "q" => stack.push(m),
            "Q" => m = stack.pop().unwrap(),
            "cm" => {
                let n: Vec<f32> = op.operands.iter().map(|o| o.as_float().unwrap()).collect();
                m = then(&n, m);
            }
            "Do" => drawn.push((op.operands[0].as_name().unwrap().to_vec(), m)),
            _ => {}
        }
    }
    drawn
}

/// Width / height of the unit square under `m`.
fn aspect(m: &[f32; 6]) -> f32 {
    (m[0].powi(2) + m[1].powi(2)).sqrt() / (m[2].powi(2) + m[3].powi(2)).sqrt()
}

#[test]
fn wide_bitmaps_keep_their_aspect_on_backs_and_in_the_legend() {
    let wide = raster_symbol("wide", photo(80, 40), None);
    let mut symbols = vec![wide.clone()];
    symbols.extend(svg_symbols(2));
    let cards = ring_cards(2, 2, &symbols, 80.0);
    let options = PageOptions { back: Some(wide), legend: true, ..PageOptions::default() };
    let (bytes, _) = render(&symbols, &cards, &options);
    dump("wide-back-legend.pdf", &bytes);
    let doc = Document::load_mem(&bytes).unwrap();
    assert_eq!(doc.get_pages().len(), 3, "fronts, backs, legend");
    let backs = drawn_xobjects(&page_ops(&doc, 2));
    assert_eq!(backs.len(), 2);
    let names = page_xobject_names(&doc, doc.get_pages()[&2]);
    for (name, m) in &backs {
        assert_eq!(subtype(&doc, &Object::Reference(names[name])), b"Image");
        assert!((aspect(m) - 2.0).abs() < 1e-3, "back squashed: {m:?}");
        // The picture's shorter side spans the card (with its 0 mm bleed).
        let height_mm = (m[2].powi(2) + m[3].powi(2)).sqrt() / MM_TO_PT;
        assert!((height_mm - Sheet::new(&options).unwrap().diameter_mm).abs() < 0.01);
    }
    let legend = drawn_xobjects(&page_ops(&doc, 3));
    let names = page_xobject_names(&doc, doc.get_pages()[&3]);
    let is_image = |name: &Vec<u8>| subtype(&doc, &Object::Reference(names[name])) == b"Image";
    let (_, m) = legend.iter().find(|(name, _)| is_image(name)).unwrap();
    assert!((aspect(m) - 2.0).abs() < 1e-3, "legend picture squashed: {m:?}");
}

fn page_ops(doc: &Document, page: u32) -> Vec<lopdf::content::Operation> {
    let id = doc.get_pages()[&page];
    doc.get_and_decode_page_content(id).unwrap().operations
}

fn count(ops: &[lopdf::content::Operation], operator: &str) -> usize {
    ops.iter().filter(|op| op.operator == operator).count()
}

#[test]
fn guides_and_bleed_follow_the_options() {
    let symbols = svg_symbols(3);
    let cards = ring_cards(5, 2, &symbols, 80.0);
    // A card's crop marks are one path of four pieces.
    for (guides, strokes_per_card) in
        [(Guides::Circle, 1), (Guides::CropMarks, 1), (Guides::None, 0)]
    {
        let options = PageOptions { guides, ..PageOptions::default() };
        let (bytes, _) = render(&symbols, &cards, &options);
        let ops = page_ops(&Document::load_mem(&bytes).unwrap(), 1);
        assert_eq!(count(&ops, "S"), 5 * strokes_per_card, "{guides:?}");
        assert_eq!(count(&ops, "f"), 0, "white card without bleed: no background");
    }
    let options = PageOptions::from_template("a4-6-bleed").unwrap();
    let (bytes, sheet) = render(&symbols, &cards, &options);
    dump("bleed.pdf", &bytes);
    let ops = page_ops(&Document::load_mem(&bytes).unwrap(), 1);
    assert_eq!(count(&ops, "f"), 5, "one background disc per card");
    let fill = ops.iter().find(|op| op.operator == "rg").unwrap();
    let rgb: Vec<f32> = fill.operands.iter().map(|o| o.as_float().unwrap()).collect();
    assert!((rgb[0] - 1.0).abs() < 0.01 && (rgb[2] - 0xc2 as f32 / 255.0).abs() < 0.01, "{rgb:?}");
    // The disc runs past the cut line by the bleed: its first point is at x = centre + r + bleed.
    let first_move = ops.iter().find(|op| op.operator == "m").unwrap();
    let x = first_move.operands[0].as_float().unwrap();
    let (cx, _) = sheet.slots[0];
    assert!((x - (cx + sheet.diameter_mm / 2.0 + 2.0)).abs() < 0.01, "{x}");
}

/// Where the backs are drawn on each back page: the centres of their clip discs, whose first
/// point is (centre x + radius, centre y). krilla writes clip paths in page points (y up):
/// given back in page mm, y down, on a page `height_mm` high.
fn back_centres(doc: &Document, page: u32, radius: f32, height_mm: f32) -> Vec<(f32, f32)> {
    let mut centres = Vec::new();
    let ops = page_ops(doc, page);
    for pair in ops.windows(2) {
        // Each back: a path started with `m` and used as a clip (`W`) after its curves.
        if pair[0].operator == "m" {
            let xy: Vec<f32> = pair[0].operands.iter().map(|o| o.as_float().unwrap()).collect();
            centres.push((xy[0] / MM_TO_PT - radius, height_mm - xy[1] / MM_TO_PT));
        }
    }
    centres
}

/// After the printer turns the sheet over (long edge: top to bottom; short edge: left to
/// right), every back lies behind its front, moved by the offset as seen from the front;
/// partial last sheets too. Checked in the PDF and in the manifest.
#[test]
fn every_back_lands_behind_its_front_for_both_flips() {
    let symbols = svg_symbols(4);
    let offset = (1.5, -2.0);
    for duplex in [Duplex::Long, Duplex::Short] {
        for (per_sheet, cards_made) in [
            (CardsPerSheet::Six, 5),
            (CardsPerSheet::Six, 6),
            (CardsPerSheet::Six, 7),
            (CardsPerSheet::Four, 3),
        ] {
            let cards = ring_cards(cards_made, 2, &symbols, 60.0);
            let options = PageOptions {
                back: Some(symbols[3].clone()),
                back_offset_mm: offset,
                duplex,
                per_sheet,
                ..PageOptions::default()
            };
            let (bytes, sheet) = render(&symbols, &cards, &options);
            let doc = Document::load_mem(&bytes).unwrap();
            let (w, h) = (sheet.width_mm, sheet.height_mm);
            let deck = Deck { order: 1, symbols_per_card: 2, symbol_count: 4, cards: vec![] };
            let manifest = Manifest::new(1, &deck, &symbols, &cards, &sheet);
            for (index, card) in manifest.cards.iter().enumerate() {
                let sheet_index = index / sheet.per_sheet();
                let on_sheet =
                    (cards_made - sheet_index * sheet.per_sheet()).min(sheet.per_sheet());
                let back_page = (2 * sheet_index + 2) as u32;
                assert_eq!(card.back_page, Some(back_page as usize));
                let drawn = back_centres(&doc, back_page, sheet.diameter_mm / 2.0, h);
                assert_eq!(drawn.len(), on_sheet, "{duplex:?} {cards_made}: one back per front");
                let (bx, by) = drawn[index % sheet.per_sheet()];
                // Where that point of the back page lies once the sheet is turned over.
                let seen = match duplex {
                    Duplex::Long => (bx, h - by),
                    Duplex::Short => (w - bx, by),
                    Duplex::Fold => unreachable!("the fold is tested in fold.rs"),
                };
                let [fx, fy] = card.center_mm;
                let want = (fx + offset.0, fy + offset.1);
                let near = |a: (f32, f32), b: (f32, f32)| {
                    (a.0 - b.0).abs() < 0.02 && (a.1 - b.1).abs() < 0.02
                };
                assert!(
                    near(seen, want),
                    "{duplex:?} {per_sheet:?} {cards_made} card {index}: {seen:?} vs {want:?}"
                );
                let [mx, my] = card.back_center_mm.unwrap();
                assert!(near((mx, my), (bx, by)), "manifest {mx},{my} vs drawn {bx},{by}");
            }
            // Front pages carry the guides; backs have none.
            assert_eq!(count(&page_ops(&doc, 2), "S"), 0);
        }
    }
}

#[test]
fn uncompressed_output_is_readable_text() {
    let symbols = svg_symbols(2);
    let cards = ring_cards(1, 2, &symbols, 80.0);
    let options = PageOptions { compress: false, ..PageOptions::default() };
    let (bytes, _) = render(&symbols, &cards, &options);
    let doc = Document::load_mem(&bytes).unwrap();
    let page = *doc.get_pages().values().next().unwrap();
    let contents = doc.get_page_contents(page);
    let stream = doc.get_object(contents[0]).unwrap().as_stream().unwrap();
    assert!(stream.dict.get(b"Filter").is_err(), "page content must stay plain");
    let text = String::from_utf8_lossy(&stream.content);
    assert!(text.contains(" cm") && text.contains(" Do"), "{text}");
}
