//! Sheet templates: TOML presets of paper, grid, diameter, margins, guides and colours.
//!
//! The builtin ones are compiled into the binary so that it runs from any directory; a user
//! can write their own file with the same keys (every key is optional and defaults to the
//! `a4-6` value):
//!
//! ```toml
//! paper = "a4"                 # a4 | letter (always landscape)
//! cards_per_sheet = 6          # 4 | 6
//! shape = "round"              # round | square | rounded | hexagon
//! corner_mm = 6.0              # rounded cards' corner radius, at most half the side
//! diameter_mm = 90.0           # width across; leave out for the largest card that fits
//! margin_mm = 6.0              # sheet edge to cut line, at least
//! gap_mm = 4.0                 # between neighbouring cut lines (square cards: none)
//! guides = "circle"            # circle | crop-marks | none
//! guide_width_mm = 0.2
//! guide_color = "#808080"
//! background_color = "#ffffff"
//! bleed_mm = 0.0               # background past the cut line
//! print_bleed_mm = 3.0         # print files and card PDF: background past the cut line
//! print_dpi = 300              # print files' resolution, 72 to 1200
//! print_backs = "alternate"    # card PDF: alternate | last (one back page at the end)
//! ```
//!
//! A print service's template (`tgc-circle`) sets the card's size and the `print_` keys to
//! what the service asks for; a circle punch's (`punch-2in`, `punch-2.5in`, `punch-3in`) sets
//! the card's diameter to the punch's.

use std::path::Path;

use crate::error::{Error, Result};
use crate::geom::CardShape;
use crate::render::print_shop::{BackPages, MAX_DPI, MIN_DPI};
use crate::render::sheet::{CardsPerSheet, Guides, PageOptions, Paper, Rgb};

/// The builtin templates: (name, TOML text).
const BUILTIN: &[(&str, &str)] = &[
    ("a4-6", include_str!("../../templates/a4-6.toml")),
    ("a4-4", include_str!("../../templates/a4-4.toml")),
    ("letter-6", include_str!("../../templates/letter-6.toml")),
    ("letter-4", include_str!("../../templates/letter-4.toml")),
    ("a4-6-bleed", include_str!("../../templates/a4-6-bleed.toml")),
    ("letter-6-bleed", include_str!("../../templates/letter-6-bleed.toml")),
    ("tgc-circle", include_str!("../../templates/tgc-circle.toml")),
    ("punch-2in", include_str!("../../templates/punch-2in.toml")),
    ("punch-2.5in", include_str!("../../templates/punch-2.5in.toml")),
    ("punch-3in", include_str!("../../templates/punch-3in.toml")),
];

/// The largest template file: a template is a dozen lines.
pub const MAX_TEMPLATE_BYTES: u64 = 64 * 1024;

/// Names of the builtin templates, in the order `--help` should list them.
pub fn builtin_names() -> Vec<&'static str> {
    BUILTIN.iter().map(|(name, _)| *name).collect()
}

/// A template file as written; absent keys keep the default.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TemplateFile {
    paper: Option<String>,
    cards_per_sheet: Option<u32>,
    shape: Option<String>,
    corner_mm: Option<f32>,
    diameter_mm: Option<f32>,
    margin_mm: Option<f32>,
    gap_mm: Option<f32>,
    guides: Option<String>,
    guide_width_mm: Option<f32>,
    guide_color: Option<String>,
    background_color: Option<String>,
    bleed_mm: Option<f32>,
    print_bleed_mm: Option<f32>,
    print_dpi: Option<f32>,
    print_backs: Option<String>,
}

impl PageOptions {
    /// Options from a builtin template name (see [`builtin_names`]) or a TOML file path.
    /// A name wins over a file of the same name in the current folder; anything with a path
    /// separator or a `.toml` ending is read as a file.
    pub fn from_template(name_or_path: &str) -> Result<PageOptions> {
        if let Some((_, text)) = BUILTIN.iter().find(|(name, _)| *name == name_or_path) {
            return parse_template(name_or_path, text);
        }
        let path = Path::new(name_or_path);
        let looks_like_file = name_or_path.ends_with(".toml")
            || name_or_path.contains('/')
            || name_or_path.contains(std::path::MAIN_SEPARATOR);
        if !looks_like_file && !path.is_file() {
            return Err(Error::Template {
                name: name_or_path.to_string(),
                reason: crate::i18n::text!(
                    "template-no-such-file",
                    builtin = builtin_names().join(", ")
                ),
            });
        }
        let read = crate::symbols::NamedBytes::read(path, MAX_TEMPLATE_BYTES);
        let bytes = read.map_err(|e| Error::Template {
            name: name_or_path.to_string(),
            reason: match e {
                Error::Io { source, .. } => crate::i18n::text!(
                    "template-unreadable",
                    reason = crate::i18n::Text::as_is(source.to_string())
                ),
                other => crate::i18n::Text::as_is(other.to_string()),
            },
        })?;
        let text = std::str::from_utf8(&bytes.bytes).map_err(|_| Error::Template {
            name: name_or_path.to_string(),
            reason: crate::i18n::text!("template-not-utf8"),
        })?;
        parse_template(name_or_path, text)
    }
}

impl PageOptions {
    /// Options from a builtin template's name only (no file is read): for front ends with no
    /// file system.
    pub fn from_builtin_template(name: &str) -> Result<PageOptions> {
        match BUILTIN.iter().find(|(builtin, _)| *builtin == name) {
            Some((_, text)) => parse_template(name, text),
            None => Err(Error::Template {
                name: name.to_string(),
                reason: crate::i18n::text!(
                    "template-no-such-builtin",
                    builtin = builtin_names().join(", ")
                ),
            }),
        }
    }

    /// Options from a template's TOML text; `name` is only for messages.
    pub fn from_template_text(name: &str, text: &str) -> Result<PageOptions> {
        parse_template(name, text)
    }
}

/// Parses template text; `name` is only for messages.
fn parse_template(name: &str, text: &str) -> Result<PageOptions> {
    let bad = |reason: crate::i18n::Text| Error::Template { name: name.to_string(), reason };
    // toml's message already names the line and column and quotes the line.
    let file: TemplateFile =
        toml::from_str(text).map_err(|e| bad(crate::i18n::Text::as_is(e.to_string())))?;
    let mut options = PageOptions::default();
    let option_error = |e: Error| match e {
        Error::InvalidOption { name, value, reason } => bad(crate::i18n::text!(
            "template-option",
            name = crate::error::option_name(name),
            value = value,
            reason = reason
        )),
        other => bad(crate::i18n::Text::as_is(other.to_string())),
    };
    if let Some(paper) = &file.paper {
        options.paper = Paper::parse_among(paper, &Paper::SHEETS).map_err(option_error)?;
    }
    if let Some(n) = file.cards_per_sheet {
        options.per_sheet = n.to_string().parse::<CardsPerSheet>().map_err(option_error)?;
    }
    if let Some(shape) = &file.shape {
        options.shape = shape.parse::<CardShape>().map_err(option_error)?;
    }
    if let Some(corner) = file.corner_mm {
        options.shape = options.shape.with_corner(corner).map_err(option_error)?;
    }
    if let Some(guides) = &file.guides {
        options.guides = guides.parse::<Guides>().map_err(option_error)?;
    }
    if let Some(colour) = &file.guide_color {
        options.guide_color = colour.parse::<Rgb>().map_err(option_error)?;
    }
    if let Some(colour) = &file.background_color {
        options.background_color = colour.parse::<Rgb>().map_err(option_error)?;
    }
    // Every length finite and within what a sheet can use: a 1e30 mm guide line would make
    // an invalid PDF.
    let lengths = [
        ("diameter_mm", file.diameter_mm, 20.0, 300.0),
        ("corner_mm", file.corner_mm, 0.0, 150.0),
        ("margin_mm", file.margin_mm, 0.0, 50.0),
        ("gap_mm", file.gap_mm, 0.0, 50.0),
        ("guide_width_mm", file.guide_width_mm, 0.0, 5.0),
        ("bleed_mm", file.bleed_mm, 0.0, 10.0),
        ("print_bleed_mm", file.print_bleed_mm, 0.0, 10.0),
    ];
    for (key, value, least, most) in lengths {
        if let Some(v) = value
            && !(v.is_finite() && (least..=most).contains(&v))
        {
            let shown = if v.abs() >= 1e6 { format!("{v:e}") } else { v.to_string() };
            let reason = crate::i18n::text!(
                "template-length",
                key = key,
                value = shown,
                min = least,
                max = most
            );
            return Err(bad(reason));
        }
    }
    options.diameter_mm = file.diameter_mm;
    options.margin_mm = file.margin_mm.unwrap_or(options.margin_mm);
    options.gap_mm = file.gap_mm.unwrap_or(options.gap_mm);
    options.guide_width_mm = file.guide_width_mm.unwrap_or(options.guide_width_mm);
    options.bleed_mm = file.bleed_mm.unwrap_or(options.bleed_mm);
    let shop = &mut options.print_shop;
    shop.bleed_mm = file.print_bleed_mm.unwrap_or(shop.bleed_mm);
    if let Some(dpi) = file.print_dpi {
        if !(dpi.is_finite() && (MIN_DPI..=MAX_DPI).contains(&dpi)) {
            let reason = crate::i18n::text!(
                "template-dpi",
                value = dpi.to_string(),
                min = MIN_DPI,
                max = MAX_DPI
            );
            return Err(bad(reason));
        }
        shop.dpi = dpi;
    }
    if let Some(backs) = &file.print_backs {
        shop.backs = backs.parse::<BackPages>().map_err(option_error)?;
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Sheet;

    #[test]
    fn defaults_equal_the_a4_6_template() {
        let from_file = PageOptions::from_template("a4-6").unwrap();
        assert_eq!(format!("{from_file:?}"), format!("{:?}", PageOptions::default()));
    }

    #[test]
    fn every_builtin_parses_and_fits() {
        for name in builtin_names() {
            let options = PageOptions::from_template(name).unwrap();
            let sheet = Sheet::new(&options).unwrap();
            assert_eq!(sheet.slots.len(), options.per_sheet.count(), "{name}");
        }
        let letter4 = PageOptions::from_template("letter-4").unwrap();
        assert_eq!((letter4.paper, letter4.per_sheet), (Paper::Letter, CardsPerSheet::Four));
    }

    #[test]
    fn unknown_name_lists_the_builtins() {
        let err = PageOptions::from_template("a5-9").unwrap_err().to_string();
        assert!(err.starts_with("template 'a5-9'"), "{err}");
        assert!(err.contains("a4-6, a4-4, letter-6"), "{err}");
    }

    #[test]
    fn bad_values_are_named() {
        let err = parse_template("t", "paper = \"a3\"").unwrap_err().to_string();
        assert!(err.contains("paper 'a3'"), "{err}");
        let err = parse_template("t", "cards_per_sheet = 5").unwrap_err().to_string();
        assert!(err.contains("'5'"), "{err}");
        let err = parse_template("t", "colour = 1").unwrap_err().to_string();
        assert!(err.contains("colour"), "{err}");
        let err = parse_template("t", "margin_mm = -1.0").unwrap_err().to_string();
        assert!(err.contains("margin_mm = -1: must be a length from 0 to 50 mm"), "{err}");
        let err = parse_template("t", "diameter_mm = 0.0").unwrap_err().to_string();
        assert!(err.contains("diameter_mm = 0: must be a length from 20 to 300 mm"), "{err}");
        let err = parse_template("t", "guide_width_mm = 1e30").unwrap_err().to_string();
        assert_eq!(err, "template 't': guide_width_mm = 1e30: must be a length from 0 to 5 mm");
        let err = parse_template("t", "bleed_mm = nan").unwrap_err().to_string();
        assert!(err.contains("bleed_mm = NaN"), "{err}");
        let err = parse_template("t", "print_dpi = 50").unwrap_err().to_string();
        assert_eq!(err, "template 't': print_dpi = 50: must be from 72 to 1200 dpi");
        let err = parse_template("t", "print_bleed_mm = 11").unwrap_err().to_string();
        assert!(err.contains("print_bleed_mm = 11: must be a length from 0 to 10 mm"), "{err}");
        let err = parse_template("t", "print_backs = \"first\"").unwrap_err().to_string();
        assert!(err.contains("backs 'first'"), "{err}");
    }

    #[test]
    fn the_game_crafter_circle_gives_1125_pixels() {
        let tgc = PageOptions::from_builtin_template("tgc-circle").unwrap();
        assert_eq!(tgc.diameter_mm, Some(88.9));
        assert_eq!((tgc.print_shop.bleed_mm, tgc.print_shop.dpi), (3.175, 300.0));
        let outline = Sheet::new(&tgc).unwrap().card_outline();
        assert_eq!(tgc.print_shop.pixels(&outline).unwrap(), (1125, 1125));
    }

    /// Circle punches are sold by the inch: the cards are exactly the punch's size.
    #[test]
    fn circle_punches_give_cards_of_their_size() {
        for (name, mm) in [("punch-2in", 50.8), ("punch-2.5in", 63.5), ("punch-3in", 76.2)] {
            let punch = PageOptions::from_builtin_template(name).unwrap();
            let sheet = Sheet::new(&punch).unwrap();
            assert_eq!(sheet.card_outline(), crate::geom::CardOutline::Round { diameter_mm: mm });
            assert_eq!((punch.paper, sheet.slots.len()), (Paper::Letter, 6), "{name}");
        }
    }

    #[test]
    fn a_template_sets_the_shape_and_its_corners() {
        let mine = parse_template("t", "shape = \"rounded\"\ncorner_mm = 4.0").unwrap();
        assert_eq!(mine.shape, CardShape::Rounded { corner_mm: 4.0 });
        let hexagon = parse_template("t", "shape = \"hexagon\"\ndiameter_mm = 70.0").unwrap();
        let sheet = Sheet::new(&hexagon).unwrap();
        assert_eq!(sheet.card_outline(), crate::geom::CardOutline::Hexagon { across_mm: 70.0 });
        let err = parse_template("t", "shape = \"square\"\ncorner_mm = 3.0").unwrap_err();
        assert!(err.to_string().contains("only rounded cards have corners"), "{err}");
    }
}
