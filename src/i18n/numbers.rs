//! Numbers as each language writes them (CLDR's decimal sign and grouping, as the browser's
//! `Intl.NumberFormat` writes them), for the catalogues' placeables.
//!
//! English keeps Rust's own digits with no grouping, so that the command line's messages read
//! as they always have.

use fluent_bundle::FluentValue;
use intl_memoizer::concurrent::IntlLangMemoizer;

use super::Language;

/// How a language writes a number: its decimal sign, its grouping sign, and the fewest digits
/// before the decimal sign that are grouped at all (CLDR's minimum grouping: Spanish writes
/// 1000 but 10.000).
fn style(language: Language) -> (char, Option<char>, usize) {
    match language {
        Language::En => ('.', None, 0),
        Language::Fr => (',', Some('\u{202f}'), 4),
        Language::De => (',', Some('.'), 4),
        Language::Es => (',', Some('.'), 5),
        Language::He => ('.', Some(','), 4),
    }
}

/// `value` as `language` writes it.
pub(super) fn format(language: Language, value: f64) -> String {
    format_digits(language, value, None, None)
}

/// `value` as `language` writes it, with at least `min` and at most `max` digits after the
/// decimal sign when given (`NUMBER($mm, minimumFractionDigits: 1)` in a catalogue).
fn format_digits(language: Language, value: f64, min: Option<usize>, max: Option<usize>) -> String {
    let value = match max {
        Some(max) => format!("{value:.max$}").parse().unwrap_or(value),
        None => value,
    };
    let mut digits = if value.fract() == 0.0 && value.abs() < 1e15 {
        format!("{}", value as i64)
    } else {
        value.to_string()
    };
    if let Some(min) = min {
        let have = digits.split_once('.').map_or(0, |(_, f)| f.len());
        if have < min {
            if have == 0 {
                digits.push('.');
            }
            digits.extend(std::iter::repeat_n('0', min - have));
        }
    }
    let (decimal, group, min_grouped) = style(language);
    let (sign, unsigned) = match digits.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", digits.as_str()),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let mut out = String::from(sign);
    match group {
        Some(group) if whole.len() >= min_grouped => {
            for (i, c) in whole.chars().enumerate() {
                if i > 0 && (whole.len() - i) % 3 == 0 {
                    out.push(group);
                }
                out.push(c);
            }
        }
        _ => out.push_str(whole),
    }
    if !fraction.is_empty() {
        out.push(decimal);
        out.push_str(fraction);
    }
    out
}

/// The catalogues' number formatter, one per language (`FORMATTERS[language as usize]`):
/// Fluent takes a plain function.
pub(super) const FORMATTERS: [fn(&FluentValue, &IntlLangMemoizer) -> Option<String>; 5] = [
    |v, _| number(Language::En, v),
    |v, _| number(Language::Fr, v),
    |v, _| number(Language::De, v),
    |v, _| number(Language::Es, v),
    |v, _| number(Language::He, v),
];

fn number(language: Language, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(format_digits(
            language,
            n.value,
            n.options.minimum_fraction_digits,
            n.options.maximum_fraction_digits,
        )),
        _ => None,
    }
}
