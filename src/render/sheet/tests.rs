//! Sheet geometry's unit tests.

use super::*;

#[test]
fn default_a4_six_fits_with_margins_and_gaps() {
    let sheet = Sheet::new(&PageOptions::default()).unwrap();
    assert_eq!(sheet.slots.len(), 6);
    let r = sheet.diameter_mm / 2.0;
    assert!(sheet.diameter_mm > 85.0, "{}", sheet.diameter_mm);
    for &(x, y) in &sheet.slots {
        assert!(x - r >= 6.0 - 1e-3 && x + r <= 297.0 - 6.0 + 1e-3);
        assert!(y - r >= 6.0 - 1e-3 && y + r <= 210.0 - 6.0 + 1e-3);
    }
    for (i, a) in sheet.slots.iter().enumerate() {
        for b in &sheet.slots[i + 1..] {
            let dist = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
            assert!(dist >= sheet.diameter_mm + 4.0 - 1e-3);
        }
    }
}

#[test]
fn too_large_diameter_is_refused_with_the_maximum() {
    let options = PageOptions { diameter_mm: Some(120.0), ..PageOptions::default() };
    match Sheet::new(&options) {
        Err(Error::DiameterTooLarge { max_mm, per_sheet: 6, .. }) => {
            assert!(max_mm < 120.0 && max_mm > 80.0)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn smaller_diameter_keeps_cards_centred() {
    let options = PageOptions {
        diameter_mm: Some(60.0),
        per_sheet: CardsPerSheet::Four,
        ..PageOptions::default()
    };
    let sheet = Sheet::new(&options).unwrap();
    let mean_x: f32 = sheet.slots.iter().map(|s| s.0).sum::<f32>() / 4.0;
    assert!((mean_x - 148.5).abs() < 1e-3);
    assert_eq!(sheet.diameter_mm, 60.0);
}

#[test]
fn impossible_margins_and_offsets_are_refused() {
    let options = PageOptions { margin_mm: 120.0, ..PageOptions::default() };
    let err = Sheet::new(&options).unwrap_err().to_string();
    assert!(err.contains("margin '120 mm'") && err.contains("no room"), "{err}");
    let options = PageOptions { gap_mm: 150.0, ..PageOptions::default() };
    let err = Sheet::new(&options).unwrap_err().to_string();
    assert!(err.starts_with("invalid gap '150 mm'") && err.contains("6 mm margin"), "{err}");
    let options = PageOptions { bleed_mm: 100.0, ..PageOptions::default() };
    let err = Sheet::new(&options).unwrap_err().to_string();
    assert!(err.starts_with("invalid bleed '100 mm'") && err.contains("(200 mm)"), "{err}");
    let options = PageOptions { back_offset_mm: (f32::NAN, 0.0), ..PageOptions::default() };
    assert!(Sheet::new(&options).is_err());
    let options = PageOptions { diameter_mm: Some(-3.0), ..PageOptions::default() };
    assert!(Sheet::new(&options).unwrap_err().to_string().contains("positive"));
}

#[test]
fn backs_mirror_for_the_flip_and_the_offset_is_seen_from_the_front() {
    let mut options = PageOptions { back_offset_mm: (1.5, -2.0), ..PageOptions::default() };
    let long = Sheet::new(&options).unwrap();
    let (w, h) = (long.width_mm, long.height_mm);
    assert_eq!(long.back_point((50.0, 40.0)), (51.5, h - 40.0 + 2.0));
    options.duplex = Duplex::Short;
    let short = Sheet::new(&options).unwrap();
    assert_eq!(short.back_point((50.0, 40.0)), (w - 51.5, 38.0));
    assert_eq!("short".parse::<Duplex>().unwrap(), Duplex::Short);
    assert!("diagonal".parse::<Duplex>().unwrap_err().to_string().contains("'diagonal'"));
}

#[test]
fn colours_parse() {
    assert_eq!("#ff8000".parse::<Rgb>().unwrap(), Rgb(255, 128, 0));
    assert!("#ff80".parse::<Rgb>().is_err());
    assert!("zzzzzz".parse::<Rgb>().is_err());
}
