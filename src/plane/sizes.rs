//! Which deck sizes exist, and why the others do not.
//!
//! A deck with k symbols per card is a projective plane of order q = k − 1. Planes are known
//! for every prime power q (built from the field GF(q)); no plane of any other order is known.
//! Some orders are proven impossible: the Bruck–Ryser theorem rules out every q ≡ 1 or 2
//! (mod 4) that is not a sum of two squares (6, 14, 21, 22, …), and Lam's computer search
//! (1989) ruled out 10. The rest (12, 15, 18, 20, …) are open problems. Users think in symbols
//! per card, so every message here talks about that number and explains in terms of q.

use std::fmt;

/// If `q` is a prime power p^n with n ≥ 1, returns `(p, n)`.
pub fn prime_power(q: u64) -> Option<(u64, u32)> {
    if q < 2 {
        return None;
    }
    // The smallest divisor above 1 is the only prime that can divide a prime power.
    let mut p = 2;
    while p * p <= q && !q.is_multiple_of(p) {
        p += 1;
    }
    if !q.is_multiple_of(p) {
        p = q;
    }
    let (mut rest, mut n) = (q, 0);
    while rest.is_multiple_of(p) {
        rest /= p;
        n += 1;
    }
    (rest == 1).then_some((p, n))
}

/// The largest plane order built (129 symbols per card, 16 513 cards).
pub const MAX_ORDER: u32 = 128;

/// The order q of a projective plane we can build: a prime power, 2 ≤ q ≤ [`MAX_ORDER`].
///
/// Validated once here so later code never re-checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Order {
    q: u32,
    p: u32,
    n: u32,
}

impl Order {
    /// Accepts prime powers 2..=[`MAX_ORDER`]; anything else is a [`SizeError`] explained for
    /// the q+1 symbols per card it would give.
    pub fn new(q: u32) -> Result<Order, SizeError> {
        Order::check(i64::from(q) + 1, (i64::from(q) + 1).to_string())
    }

    /// The order for a number of symbols per card (q = k − 1).
    pub fn from_symbols_per_card(k: usize) -> Result<Order, SizeError> {
        let k = i64::try_from(k).unwrap_or(i64::MAX);
        Order::check(k, k.to_string())
    }

    fn check(k: i64, given: String) -> Result<Order, SizeError> {
        let q = k.saturating_sub(1);
        if k < 3 {
            return Err(SizeError::new(given, SizeErrorKind::TooFew));
        }
        let q_u64 = q as u64;
        if q_u64 > u64::from(MAX_ORDER) {
            return Err(SizeError::new(given, SizeErrorKind::TooLarge { order: q_u64 }));
        }
        match prime_power(q_u64) {
            Some((p, n)) => Ok(Order { q: q as u32, p: p as u32, n }),
            None => {
                let why = existence(q_u64);
                Err(SizeError::new(given, SizeErrorKind::NoPlane { order: q_u64, why }))
            }
        }
    }

    /// q.
    pub fn get(self) -> u32 {
        self.q
    }

    /// The prime p with q = p^n.
    pub fn prime(self) -> u32 {
        self.p
    }

    /// The exponent n with q = p^n.
    pub fn degree(self) -> u32 {
        self.n
    }

    /// Symbols per card, q + 1.
    pub fn symbols_per_card(self) -> usize {
        self.q as usize + 1
    }

    /// Cards (and symbols) of the projective deck, q² + q + 1.
    pub fn cards(self) -> usize {
        let q = self.q as usize;
        q * q + q + 1
    }
}

/// Whether a projective plane of a given order exists, and who says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existence {
    /// q is a prime power: PG(2,q) exists.
    Exists,
    /// Ruled out by the Bruck–Ryser theorem.
    BruckRyser,
    /// Order 10, ruled out by Lam's computer search (1989).
    Lam,
    /// No plane is known and none is ruled out: an open problem.
    Open,
}

impl Existence {
    /// Why there is no deck, as a short phrase; `None` if there is one.
    pub fn reason(self) -> Option<&'static str> {
        match self {
            Existence::Exists => None,
            Existence::BruckRyser => Some("impossible (Bruck–Ryser theorem)"),
            Existence::Lam => Some("impossible (Lam's computer search, 1989)"),
            Existence::Open => Some("unknown: no plane is known (open problem)"),
        }
    }

    /// [`Existence::reason`] as the catalogues' message.
    pub fn text(self) -> Option<crate::i18n::Text> {
        match self {
            Existence::Exists => None,
            Existence::BruckRyser => Some(crate::i18n::text!("size-impossible-bruck-ryser")),
            Existence::Lam => Some(crate::i18n::text!("size-impossible-lam")),
            Existence::Open => Some(crate::i18n::text!("size-unknown")),
        }
    }
}

/// What is known about projective planes of order `q` ≥ 2.
pub fn existence(q: u64) -> Existence {
    if prime_power(q).is_some() {
        Existence::Exists
    } else if q == 10 {
        Existence::Lam
    } else if matches!(q % 4, 1 | 2) && !is_sum_of_two_squares(q) {
        Existence::BruckRyser
    } else {
        Existence::Open
    }
}

fn is_sum_of_two_squares(n: u64) -> bool {
    (0..).take_while(|a| a * a <= n).any(|a| {
        let rest = n - a * a;
        let b = rest.isqrt();
        b * b == rest
    })
}

/// A deck size that can be built: its symbols per card and counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    /// Symbols per card.
    pub symbols_per_card: usize,
    /// Cards in the projective deck (also the symbols it needs).
    pub cards: usize,
}

/// What is wrong with a requested number of symbols per card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizeErrorKind {
    /// Not a whole number.
    NotANumber,
    /// Fewer than 3 (0, 1, 2 or negative).
    TooFew,
    /// The plane of this order does not exist or is not known.
    NoPlane {
        /// q = symbols per card − 1.
        order: u64,
        /// Why there is none.
        why: Existence,
    },
    /// The order is above [`MAX_ORDER`].
    TooLarge {
        /// q = symbols per card − 1 (`u64::MAX` for values too large to read).
        order: u64,
    },
}

/// Why a number of symbols per card has no deck, with the nearest sizes that do.
#[derive(Debug, Clone, PartialEq)]
pub struct SizeError {
    /// The value as given (trimmed text).
    pub given: String,
    /// What is wrong.
    pub kind: SizeErrorKind,
    /// The largest buildable size below the request, if any.
    pub smaller: Option<Size>,
    /// The smallest buildable size above the request, if any.
    pub larger: Option<Size>,
}

impl SizeError {
    fn new(given: String, kind: SizeErrorKind) -> SizeError {
        let (smaller, larger) = match kind {
            SizeErrorKind::NotANumber | SizeErrorKind::TooFew => (None, first_from(2, 1)),
            SizeErrorKind::NoPlane { order, .. } => {
                (first_from(order - 1, -1), first_from(order + 1, 1))
            }
            SizeErrorKind::TooLarge { .. } => (first_from(u64::from(MAX_ORDER), -1), None),
        };
        SizeError { given, kind, smaller, larger }
    }
}

/// The first buildable size at order `q` or beyond it in direction `step` (±1).
fn first_from(mut q: u64, step: i64) -> Option<Size> {
    while (2..=u64::from(MAX_ORDER)).contains(&q) {
        if existence(q) == Existence::Exists {
            let q = q as usize;
            return Some(Size { symbols_per_card: q + 1, cards: q * q + q + 1 });
        }
        q = q.checked_add_signed(step)?;
    }
    None
}

impl SizeError {
    /// The message as the catalogues say it (the same words as its `Display` in English).
    pub fn text(&self) -> crate::i18n::Text {
        use crate::i18n::text;
        let given = self.given.as_str();
        let problem = match self.kind {
            SizeErrorKind::NotANumber => {
                let q = MAX_ORDER as usize;
                return text!(
                    "size-not-a-number",
                    given = given,
                    most = q + 1,
                    cards = q * q + q + 1
                );
            }
            SizeErrorKind::TooFew => text!("size-too-few", given = given),
            SizeErrorKind::NoPlane { order, why } => match why {
                Existence::BruckRyser => {
                    text!("size-no-plane-bruck-ryser", given = given, order = order)
                }
                Existence::Lam => text!("size-no-plane-lam", given = given, order = order),
                Existence::Open | Existence::Exists => {
                    text!("size-no-plane-known", given = given, order = order)
                }
            },
            SizeErrorKind::TooLarge { order: u64::MAX } => {
                text!("size-far-too-large", given = given, max = MAX_ORDER)
            }
            SizeErrorKind::TooLarge { order } => {
                text!("size-too-large", given = given, order = order, max = MAX_ORDER)
            }
        };
        let size = |s: Size| {
            let q = s.symbols_per_card - 1;
            text!("size-choice", perCard = s.symbols_per_card, cards = s.cards, affine = q * q)
        };
        match (self.smaller, self.larger) {
            (Some(a), Some(b)) => {
                text!("size-nearest", problem = problem, smaller = size(a), larger = size(b))
            }
            (Some(a), None) => text!("size-largest", problem = problem, size = size(a)),
            (None, Some(b)) => text!("size-smallest", problem = problem, size = size(b)),
            (None, None) => problem,
        }
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let given = &self.given;
        match self.kind {
            SizeErrorKind::NotANumber => {
                write!(f, "'{given}' is not a whole number of symbols per card")?
            }
            SizeErrorKind::TooFew => write!(f, "{given} symbols per card is too few")?,
            SizeErrorKind::NoPlane { order, why } => {
                write!(f, "{given} symbols per card needs a projective plane of order {order}")?;
                match why {
                    Existence::BruckRyser => write!(f, ", and none exists (Bruck–Ryser theorem)")?,
                    Existence::Lam => write!(f, ", and none exists (Lam's computer search, 1989)")?,
                    Existence::Open | Existence::Exists => {
                        write!(f, ", and none is known: whether one exists is an open problem")?
                    }
                }
            }
            // Only values that overflow i64 get u64::MAX; their order is not worth printing.
            SizeErrorKind::TooLarge { order: u64::MAX } => write!(
                f,
                "{given} symbols per card is far above the largest supported order {MAX_ORDER}"
            )?,
            SizeErrorKind::TooLarge { order } => write!(
                f,
                "{given} symbols per card needs a projective plane of order {order}, \
                 above the largest supported order {MAX_ORDER}"
            )?,
        }
        if self.kind == SizeErrorKind::NotANumber {
            let q = MAX_ORDER as usize;
            return write!(
                f,
                "; sizes run from 3 per card (7 cards) to {} per card ({} cards)",
                q + 1,
                q * q + q + 1
            );
        }
        // Each size with its card counts, projective and affine (q² cards, one picture
        // fewer), so the choice can be made from the message alone.
        let size = |s: Size| {
            let q = s.symbols_per_card - 1;
            format!("{} per card ({} cards, or {} affine)", s.symbols_per_card, s.cards, q * q)
        };
        match (self.smaller, self.larger) {
            (Some(a), Some(b)) => write!(f, "; nearest sizes: {} or {}", size(a), size(b)),
            (Some(a), None) => write!(f, "; the largest size is {}", size(a)),
            (None, Some(b)) => write!(f, "; the smallest size is {}", size(b)),
            (None, None) => Ok(()),
        }
    }
}

/// Reads the user's text for symbols per card ("8", " 12 "); every refusal ("abc", "-3", "0",
/// "7", "200") is a [`SizeError`] that explains why and names the nearest sizes that work.
pub fn parse_symbols_per_card(text: &str) -> Result<u32, SizeError> {
    let given = text.trim();
    match given.parse::<i64>() {
        Ok(k) => Order::check(k, given.to_string()).map(|order| order.get() + 1),
        Err(error) => {
            let kind = match error.kind() {
                std::num::IntErrorKind::PosOverflow => SizeErrorKind::TooLarge { order: u64::MAX },
                std::num::IntErrorKind::NegOverflow => SizeErrorKind::TooFew,
                _ => SizeErrorKind::NotANumber,
            };
            Err(SizeError::new(given.to_string(), kind))
        }
    }
}

/// One row of the sizes table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeRow {
    /// Symbols per card, k.
    pub symbols_per_card: usize,
    /// Order of the plane, q = k − 1.
    pub order: u32,
    /// Cards of the projective deck, q² + q + 1 (what it would have, if it is not buildable).
    pub cards: usize,
    /// Different symbols (pictures) the projective deck needs, also q² + q + 1.
    pub symbols: usize,
    /// Cards of the affine deck, q².
    pub affine_cards: usize,
    /// Symbols the affine deck needs, q² + q.
    pub affine_symbols: usize,
    /// Whether the deck can be built, and if not, why.
    pub existence: Existence,
}

/// Rows for every size from 3 to 33 symbols per card (buildable or not) and every buildable
/// size above, up to [`MAX_ORDER`] + 1.
pub fn size_table() -> Vec<SizeRow> {
    (2..=u64::from(MAX_ORDER))
        .map(|q| (q, existence(q)))
        .filter(|&(q, existence)| q <= 32 || existence == Existence::Exists)
        .map(|(q, existence)| {
            let q_usize = q as usize;
            SizeRow {
                symbols_per_card: q_usize + 1,
                order: q as u32,
                cards: q_usize * q_usize + q_usize + 1,
                symbols: q_usize * q_usize + q_usize + 1,
                affine_cards: q_usize * q_usize,
                affine_symbols: q_usize * q_usize + q_usize,
                existence,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn existence_of_small_orders() {
        assert_eq!(existence(6), Existence::BruckRyser);
        assert_eq!(existence(10), Existence::Lam);
        assert_eq!(existence(12), Existence::Open);
        assert_eq!(existence(14), Existence::BruckRyser);
        assert_eq!(existence(15), Existence::Open);
        // 18 = 9 + 9: Bruck–Ryser does not apply.
        assert_eq!(existence(18), Existence::Open);
        assert_eq!(existence(21), Existence::BruckRyser);
        assert_eq!(existence(22), Existence::BruckRyser);
        assert_eq!(existence(9), Existence::Exists);
    }

    #[test]
    fn orders_accept_only_supported_prime_powers() {
        for q in [2, 3, 4, 5, 7, 8, 9, 11, 16, 25, 27, 32, 49, 64, 81, 121, 125, 127, 128] {
            let order = Order::new(q).unwrap();
            assert_eq!(order.get(), q);
            assert_eq!(order.prime().pow(order.degree()), q);
        }
        for q in [0, 1, 6, 10, 12, 131] {
            assert!(Order::new(q).is_err(), "{q}");
        }
    }

    #[test]
    fn table_rows() {
        let table = size_table();
        assert_eq!(table[0].symbols_per_card, 3);
        assert_eq!(table.iter().filter(|r| r.symbols_per_card <= 33).count(), 31);
        assert_eq!(table.last().unwrap().symbols_per_card, 129);
        let eight = table.iter().find(|r| r.symbols_per_card == 8).unwrap();
        assert_eq!((eight.cards, eight.affine_cards, eight.affine_symbols), (57, 49, 56));
        assert!(table.iter().all(|r| r.symbols_per_card <= 33 || r.existence == Existence::Exists));
    }
}
