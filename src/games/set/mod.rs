//! SET, the other card game of finite geometry: each card is a point of F₃ᵈ (d attributes of
//! three values; the real deck has d = 4, 81 cards), and a SET is three cards whose every
//! attribute is all the same or all different: three points on a line, `a + b + c = 0`.
//!
//! Cards are written as codes of d digits 0–2, in the order shape, shading, colour, number
//! (`1212` is two solid green diamonds), so that hands can be typed and shared. [`count`]
//! counts the SETs among cards exactly with the Fourier identity, and as a mod-7 calculator
//! would; [`deal`] deals random tables.

pub mod count;
pub mod deal;
pub mod print;
pub mod request;

pub use request::SetRequest;

use crate::error::{Error, Result};

/// Most attributes a code may have (3⁶ = 729 cards).
pub const MAX_DIGITS: usize = 6;

/// The attributes of the printed deck, in code order, and their three values.
pub const ATTRIBUTES: [(&str, [&str; 3]); 4] = [
    ("shape", ["oval", "diamond", "squiggle"]),
    ("shading", ["open", "striped", "solid"]),
    ("colour", ["red", "green", "purple"]),
    ("number", ["three", "one", "two"]),
];

/// One card: d digits 0–2, one per attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code {
    digits: [u8; MAX_DIGITS],
    len: u8,
}

fn bad(code: &str, reason: crate::i18n::Text) -> Error {
    Error::invalid("card code", code, reason)
}

impl Code {
    /// A code from its digits (each 0–2, 1 to [`MAX_DIGITS`] of them).
    pub fn new(digits: &[u8]) -> Result<Code> {
        let text: String = digits.iter().map(|d| char::from(b'0' + d.min(&9))).collect();
        if digits.is_empty() || digits.len() > MAX_DIGITS {
            return Err(bad(&text, crate::i18n::text!("code-digits-count", most = MAX_DIGITS)));
        }
        if digits.iter().any(|&d| d > 2) {
            return Err(bad(&text, crate::i18n::text!("code-digits")));
        }
        let mut all = [0; MAX_DIGITS];
        all[..digits.len()].copy_from_slice(digits);
        Ok(Code { digits: all, len: digits.len() as u8 })
    }

    /// The card numbered `index` (0..3ᵈ) among the `len`-digit codes, first digit most
    /// significant: 0 is `00…0`, 3ᵈ − 1 is `22…2`.
    pub fn nth(index: usize, len: usize) -> Code {
        let mut digits = [0; MAX_DIGITS];
        let mut rest = index;
        for d in (0..len).rev() {
            digits[d] = (rest % 3) as u8;
            rest /= 3;
        }
        Code { digits, len: len as u8 }
    }

    /// Its number among the codes of its length (the inverse of [`Code::nth`]).
    pub fn index(&self) -> usize {
        self.digits().iter().fold(0, |n, &d| n * 3 + usize::from(d))
    }

    /// The digits, one per attribute.
    pub fn digits(&self) -> &[u8] {
        &self.digits[..usize::from(self.len)]
    }

    /// The number of attributes.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Never: a code has at least one digit.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The third card of the SET through `self` and `other`: each digit is `−(a + b) mod 3`,
    /// so all three are the same or all different.
    pub fn third(&self, other: &Code) -> Code {
        let mut c = *self;
        let len = c.len();
        for (d, &b) in c.digits[..len].iter_mut().zip(other.digits()) {
            *d = (6 - *d - b) % 3;
        }
        c
    }

    /// The names of its attributes' values (`["diamond", "solid", "green", "two"]` for 1212);
    /// codes of more than four digits name their first four.
    pub fn names(&self) -> Vec<&'static str> {
        self.digits().iter().zip(ATTRIBUTES).map(|(&d, (_, v))| v[usize::from(d)]).collect()
    }

    /// The code whose attributes are `names`, in code order (the inverse of [`Code::names`]).
    pub fn from_names(names: &[&str]) -> Result<Code> {
        let mut digits = Vec::with_capacity(names.len());
        for (name, (attribute, values)) in names.iter().zip(ATTRIBUTES) {
            let Some(d) = values.iter().position(|v| v.eq_ignore_ascii_case(name.trim())) else {
                let reason = crate::i18n::text!(
                    "attribute-values",
                    attribute = attribute,
                    values = values.join(", ")
                );
                return Err(Error::invalid("attribute value", name, reason));
            };
            digits.push(d as u8);
        }
        if names.len() > ATTRIBUTES.len() {
            return Err(bad(&names.join(" "), crate::i18n::text!("code-four-attributes")));
        }
        Code::new(&digits)
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for &d in self.digits() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Code {
    type Err = Error;

    fn from_str(text: &str) -> Result<Code> {
        let text = text.trim();
        if text.is_empty() || text.len() > MAX_DIGITS {
            return Err(bad(text, crate::i18n::text!("code-expected", most = MAX_DIGITS)));
        }
        let mut digits = Vec::with_capacity(text.len());
        for c in text.chars() {
            match c {
                '0'..='2' => digits.push(c as u8 - b'0'),
                _ => return Err(bad(text, crate::i18n::text!("code-digits"))),
            }
        }
        Code::new(&digits)
    }
}

/// Parses a hand of codes: all of one length, none twice (each error quotes the code).
pub fn parse_hand<S: AsRef<str>>(codes: &[S]) -> Result<Vec<Code>> {
    let mut hand: Vec<Code> = Vec::with_capacity(codes.len());
    let mut seen = std::collections::HashSet::new();
    for text in codes {
        let code: Code = text.as_ref().parse()?;
        if let Some(first) = hand.first()
            && first.len() != code.len()
        {
            let reason = crate::i18n::text!(
                "code-same-length",
                digits = first.len(),
                first = first.to_string()
            );
            return Err(bad(&code.to_string(), reason));
        }
        if !seen.insert(code) {
            return Err(bad(&code.to_string(), crate::i18n::text!("code-twice")));
        }
        hand.push(code);
    }
    Ok(hand)
}

/// Whether three cards form a SET.
pub fn is_set(a: &Code, b: &Code, c: &Code) -> bool {
    a.third(b) == *c
}

/// Every card with `len` digits, in code order.
pub fn full_deck(len: usize) -> Vec<Code> {
    (0..3usize.pow(len as u32)).map(|i| Code::nth(i, len)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_round_trips_through_its_names_and_index() {
        for code in full_deck(4) {
            let names = code.names();
            assert_eq!(Code::from_names(&names).unwrap(), code);
            assert_eq!(code.to_string().parse::<Code>().unwrap(), code);
            assert_eq!(Code::nth(code.index(), 4), code);
        }
        let two = "1212".parse::<Code>().unwrap();
        assert_eq!(two.names(), ["diamond", "solid", "green", "two"]);
    }

    #[test]
    fn bad_codes_are_refused_and_quoted() {
        for (hand, quoted) in [
            (vec!["1213"], "1213"),
            (vec!["12a2"], "12a2"),
            (vec!["0000000"], "0000000"),
            (vec!["1212", "121"], "121"),
            (vec!["1212", "0000", "1212"], "1212"),
            (vec![""], "''"),
        ] {
            let message = parse_hand(&hand).unwrap_err().to_string();
            assert!(message.contains(quoted), "{hand:?}: {message}");
        }
    }

    #[test]
    fn the_third_card_completes_a_set() {
        let a: Code = "0000".parse().unwrap();
        let b: Code = "1212".parse().unwrap();
        let c = a.third(&b);
        assert_eq!(c.to_string(), "2121");
        assert!(is_set(&a, &b, &c) && is_set(&c, &a, &b));
        assert!(!is_set(&a, &b, &"2120".parse().unwrap()));
    }
}
