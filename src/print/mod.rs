//! The print kit every product draws with: paper, pictures stored once (`art`), page
//! drawing in millimetres (`draw`), bitmaps (`image`) and vector forms (`vector`) as
//! PDF objects, and the document written by krilla into reproducible bytes (`finish`). The deck (`render`), SET,
//! the dominoes poster and the duplex sheet all print through it.

pub(crate) mod art;
pub(crate) mod draw;
pub(crate) mod finish;
pub(crate) mod image;
mod shaped;
pub(crate) mod text;
pub(crate) mod vector;

use std::str::FromStr;

use crate::error::{Error, Result};

/// A paper size; each product says which it takes and which way it turns it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    /// 210 × 297 mm.
    #[default]
    A4,
    /// 8.5 × 11 in.
    Letter,
    /// 297 × 420 mm.
    A3,
}

/// Which way a page is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orientation {
    /// Taller than wide.
    Portrait,
    /// Wider than tall.
    Landscape,
}

impl Paper {
    /// The sheets of card decks and SET: office printers' paper.
    pub const SHEETS: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height used `orientation`'s way, mm.
    pub fn size_mm(self, orientation: Orientation) -> (f32, f32) {
        let (short, long) = match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
            Paper::A3 => (297.0, 420.0),
        };
        match orientation {
            Orientation::Portrait => (short, long),
            Orientation::Landscape => (long, short),
        }
    }

    /// The name the options take (`a4`, `letter`, `a3`).
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
            Paper::A3 => "a3",
        }
    }

    /// The name people know it by (`A4`, `US Letter`, `A3`).
    pub fn title(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "US Letter",
            Paper::A3 => "A3",
        }
    }

    /// `text` as one of `allowed`, or an error that lists them.
    pub fn parse_among(text: &str, allowed: &[Paper]) -> Result<Paper> {
        let wanted = text.trim().to_ascii_lowercase();
        allowed.iter().copied().find(|paper| paper.name() == wanted).ok_or_else(|| {
            let names = allowed.iter().map(|p| format!("'{}'", p.name()));
            let reason =
                crate::i18n::text!("expected-one-of", choices = crate::i18n::Text::or_list(names));
            Error::invalid("paper", text, reason)
        })
    }
}

/// Any paper the kit knows; products that take fewer use [`Paper::parse_among`].
impl FromStr for Paper {
    type Err = Error;
    fn from_str(s: &str) -> Result<Paper> {
        Paper::parse_among(s, &[Paper::A4, Paper::Letter, Paper::A3])
    }
}

/// A calendar day, as an archival PDF records when it was made (`YYYY-MM-DD`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Day {
    /// The year, 1900 to 9999.
    pub year: u16,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month, 1 to 31.
    pub day: u8,
}

impl FromStr for Day {
    type Err = Error;
    /// Parses `YYYY-MM-DD`.
    fn from_str(s: &str) -> Result<Day> {
        let bad = || Error::invalid("date", s, crate::i18n::text!("expected-date"));
        let parts: Vec<&str> = s.trim().split('-').collect();
        let [year, month, day] = parts[..] else { return Err(bad()) };
        let (year, month, day) = (
            year.parse::<u16>().map_err(|_| bad())?,
            month.parse::<u8>().map_err(|_| bad())?,
            day.parse::<u8>().map_err(|_| bad())?,
        );
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days = match month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            1..=12 => 31,
            _ => 0,
        };
        let ok = (1900..=9999).contains(&year) && (1..=days).contains(&day);
        ok.then_some(Day { year, month, day }).ok_or_else(bad)
    }
}

impl Day {
    /// The day `seconds` after 1970-01-01 UTC (a clock's reading, or `SOURCE_DATE_EPOCH`),
    /// at most 9999-12-31.
    pub fn from_unix(seconds: u64) -> Day {
        // Days to a civil date (Howard Hinnant's algorithm, proleptic Gregorian).
        let z = (seconds / 86_400).min(2_932_896) as i64 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
        Day { year, month, day }
    }
}

/// An sRGB colour, 8 bits a channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// White.
    pub const WHITE: Rgb = Rgb(255, 255, 255);

    /// Channels as 0..=1 floats, as PDF colour operators want them.
    pub fn to_unit(self) -> [f32; 3] {
        [self.0 as f32 / 255.0, self.1 as f32 / 255.0, self.2 as f32 / 255.0]
    }
}

impl FromStr for Rgb {
    type Err = Error;
    /// Parses `#rrggbb` (the `#` is optional).
    fn from_str(s: &str) -> Result<Rgb> {
        let hex = s.trim().trim_start_matches('#');
        let channel = |i: usize| hex.get(i..i + 2).and_then(|h| u8::from_str_radix(h, 16).ok());
        match (hex.len(), channel(0), channel(2), channel(4)) {
            (6, Some(r), Some(g), Some(b)) => Ok(Rgb(r, g, b)),
            _ => Err(Error::invalid("colour", s, crate::i18n::text!("expected-rgb"))),
        }
    }
}
