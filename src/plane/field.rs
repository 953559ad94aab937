//! Finite fields GF(q), q = p^n, as lookup tables.
//!
//! An element is a number `0..q` whose base-p digits are the coefficients of a polynomial of
//! degree < n over Z_p (digit i is the coefficient of x^i). Arithmetic is polynomial
//! arithmetic modulo a fixed monic irreducible polynomial of degree n. The planes we build
//! have q ≤ 128, so full q×q tables are tiny (at most 16 384 entries each) and make every
//! operation one lookup, which is what keeps building PG(2,127) fast.
//!
//! The irreducible polynomial is chosen deterministically: the first monic irreducible one in
//! lexicographic order of its coefficients from x^(n-1) down to x^0, so the same q always
//! gives the same field (and therefore the same deck).

pub use super::sizes::prime_power;

/// The finite field GF(q) with addition, multiplication, negation and inverse tables.
#[derive(Debug, Clone)]
pub struct Field {
    q: u32,
    p: u32,
    n: u32,
    modulus: Vec<u32>,
    add: Vec<u16>,
    mul: Vec<u16>,
    neg: Vec<u16>,
    inv: Vec<u16>,
}

impl Field {
    /// Builds GF(q) for an [`Order`](super::Order) (already known to be a supported prime power).
    pub fn new(order: super::Order) -> Field {
        let (q, p, n) = (order.get(), order.prime(), order.degree());
        let modulus = first_irreducible(p, n);
        let size = q as usize;
        let digits: Vec<Vec<u32>> = (0..q).map(|e| to_digits(e, p, n)).collect();
        let mut add = vec![0u16; size * size];
        let mut mul = vec![0u16; size * size];
        for a in 0..size {
            for b in 0..size {
                let sum: Vec<u32> =
                    digits[a].iter().zip(&digits[b]).map(|(x, y)| (x + y) % p).collect();
                add[a * size + b] = from_digits(&sum, p) as u16;
                let product = poly_rem(&poly_mul(&digits[a], &digits[b], p), &modulus, p);
                mul[a * size + b] = from_digits(&product, p) as u16;
            }
        }
        let mut neg = vec![0u16; size];
        let mut inv = vec![0u16; size];
        for a in 0..size {
            for b in 0..size {
                if add[a * size + b] == 0 {
                    neg[a] = b as u16;
                }
                if mul[a * size + b] == 1 {
                    inv[a] = b as u16;
                }
            }
        }
        Field { q, p, n, modulus, add, mul, neg, inv }
    }

    /// Number of elements q.
    pub fn order(&self) -> u32 {
        self.q
    }

    /// The characteristic p.
    pub fn characteristic(&self) -> u32 {
        self.p
    }

    /// The extension degree n (q = p^n).
    pub fn degree(&self) -> u32 {
        self.n
    }

    /// The irreducible polynomial, coefficients from x^0 up to the leading 1 at x^n.
    pub fn modulus(&self) -> &[u32] {
        &self.modulus
    }

    /// a + b.
    #[inline]
    pub fn add(&self, a: u32, b: u32) -> u32 {
        u32::from(self.add[(a * self.q + b) as usize])
    }

    /// a − b.
    #[inline]
    pub fn sub(&self, a: u32, b: u32) -> u32 {
        self.add(a, self.neg(b))
    }

    /// a · b.
    #[inline]
    pub fn mul(&self, a: u32, b: u32) -> u32 {
        u32::from(self.mul[(a * self.q + b) as usize])
    }

    /// −a.
    #[inline]
    pub fn neg(&self, a: u32) -> u32 {
        u32::from(self.neg[a as usize])
    }

    /// a⁻¹, or `None` for 0.
    #[inline]
    pub fn inv(&self, a: u32) -> Option<u32> {
        (a != 0).then(|| u32::from(self.inv[a as usize]))
    }
}

/// The first monic irreducible polynomial of degree `n` over Z_p, coefficients from x^0 up to
/// the leading 1. Candidates are tried in lexicographic order of (c_(n-1), …, c_0), which is
/// the numeric order of the number whose base-p digits are c_0, c_1, …
pub fn first_irreducible(p: u32, n: u32) -> Vec<u32> {
    let count = p.pow(n);
    (0..count)
        .map(|code| monic(code, p, n))
        .find(|candidate| is_irreducible(candidate, p))
        // Over every Z_p and in every degree an irreducible polynomial exists (Gauss's count
        // of them is positive), so the search always ends with a find.
        .unwrap_or_else(|| unreachable!("no irreducible polynomial of degree {n} over Z_{p}"))
}

/// Whether a monic polynomial has no monic factor of degree 1..=deg/2.
fn is_irreducible(poly: &[u32], p: u32) -> bool {
    let degree = poly.len() as u32 - 1;
    (1..=degree / 2)
        .all(|d| (0..p.pow(d)).all(|code| !is_zero(&poly_rem(poly, &monic(code, p, d), p))))
}

/// The monic polynomial of degree `n` whose lower coefficients are the base-p digits of `code`.
fn monic(code: u32, p: u32, n: u32) -> Vec<u32> {
    let mut coefficients = to_digits(code, p, n);
    coefficients.push(1);
    coefficients
}

fn to_digits(mut value: u32, p: u32, n: u32) -> Vec<u32> {
    (0..n)
        .map(|_| {
            let digit = value % p;
            value /= p;
            digit
        })
        .collect()
}

fn from_digits(digits: &[u32], p: u32) -> u32 {
    digits.iter().rev().fold(0, |acc, d| acc * p + d)
}

fn is_zero(poly: &[u32]) -> bool {
    poly.iter().all(|&c| c == 0)
}

fn poly_mul(a: &[u32], b: &[u32], p: u32) -> Vec<u32> {
    let mut product = vec![0; a.len() + b.len()];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            product[i + j] = (product[i + j] + x * y) % p;
        }
    }
    product
}

/// Remainder of `a` divided by the monic `m`, padded to `m.len() - 1` coefficients.
fn poly_rem(a: &[u32], m: &[u32], p: u32) -> Vec<u32> {
    let degree = m.len() - 1;
    let mut rest = a.to_vec();
    for top in (degree..rest.len()).rev() {
        let factor = rest[top];
        if factor != 0 {
            for (i, c) in m.iter().enumerate() {
                let at = top - degree + i;
                rest[at] = (rest[at] + (p - factor) * c) % p;
            }
        }
    }
    rest.resize(degree, 0);
    rest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::Order;

    #[test]
    fn prime_powers_are_recognised() {
        assert_eq!(prime_power(2), Some((2, 1)));
        assert_eq!(prime_power(128), Some((2, 7)));
        assert_eq!(prime_power(121), Some((11, 2)));
        assert_eq!(prime_power(125), Some((5, 3)));
        assert_eq!(prime_power(127), Some((127, 1)));
        for not in [0, 1, 6, 10, 12, 100, 126] {
            assert_eq!(prime_power(not), None, "{not}");
        }
    }

    #[test]
    fn irreducible_polynomials_are_the_first_ones() {
        // x^2 + x + 1 over Z_2; x^3 + x + 1 over Z_2; x^2 + 1 over Z_3 (−1 is not a square mod 3).
        assert_eq!(first_irreducible(2, 2), vec![1, 1, 1]);
        assert_eq!(first_irreducible(2, 3), vec![1, 1, 0, 1]);
        assert_eq!(first_irreducible(3, 2), vec![1, 0, 1]);
        // Degree 1: x itself, so GF(p) is plain arithmetic mod p.
        assert_eq!(first_irreducible(7, 1), vec![0, 1]);
        // x^4 + x + 1 over Z_2 (x^4 + 1 = (x+1)^4 and x^4 + x^2 + 1 = (x^2+x+1)^2 are not).
        assert_eq!(first_irreducible(2, 4), vec![1, 1, 0, 0, 1]);
    }

    #[test]
    fn prime_field_is_arithmetic_mod_p() {
        let field = Field::new(Order::new(7).unwrap());
        for a in 0..7 {
            for b in 0..7 {
                assert_eq!(field.add(a, b), (a + b) % 7);
                assert_eq!(field.mul(a, b), (a * b) % 7);
            }
        }
    }

    #[test]
    fn gf4_multiplication_table() {
        // Elements 0, 1, x (=2), x+1 (=3) with x^2 = x + 1.
        let field = Field::new(Order::new(4).unwrap());
        assert_eq!(field.mul(2, 2), 3);
        assert_eq!(field.mul(2, 3), 1);
        assert_eq!(field.mul(3, 3), 2);
        assert_eq!(field.inv(2), Some(3));
        assert_eq!(field.inv(0), None);
        assert_eq!(field.add(2, 3), 1);
    }
}
