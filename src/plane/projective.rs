//! The projective plane PG(2,q) over GF(q).
//!
//! Points and lines are both the non-zero triples over GF(q) up to a scalar, written in
//! normalised form (first non-zero coordinate 1). Point (x,y,z) is on line \[a,b,c\] when
//! a·x + b·y + c·z = 0. Both are numbered the same way:
//! (0,0,1) is 0, (0,1,z) is 1 + z, and (1,y,z) is 1 + q + y·q + z, for 0 ≤ y, z < q.
//!
//! Each line's points are found by solving the line equation for the last coordinate rather
//! than testing all q² + q + 1 points, so building the plane costs O(q³) lookups in total:
//! PG(2,127) (16 257 lines) takes a few milliseconds.

use super::Order;
use super::field::Field;

/// PG(2,q): its lines as sorted lists of point numbers.
#[derive(Debug, Clone)]
pub struct Plane {
    order: u32,
    lines: Vec<Vec<u32>>,
}

impl Plane {
    /// Builds PG(2,q) with the field of the given order.
    pub fn new(order: Order) -> Plane {
        let field = Field::new(order);
        let q = order.get();
        let count = order.cards();
        let lines = (0..count as u32)
            .map(|index| {
                let [a, b, c] = coordinates(q, index);
                points_on(&field, a, b, c)
            })
            .collect();
        Plane { order: q, lines }
    }

    /// q.
    pub fn order(&self) -> u32 {
        self.order
    }

    /// Number of points, which equals the number of lines: q² + q + 1.
    pub fn point_count(&self) -> usize {
        self.lines.len()
    }

    /// Line i's q + 1 points, ascending.
    pub fn lines(&self) -> &[Vec<u32>] {
        &self.lines
    }

    /// The normalised homogeneous coordinates of point (or line) number `index`.
    pub fn coordinates(&self, index: u32) -> [u32; 3] {
        coordinates(self.order, index)
    }

    /// Gives the lines away.
    pub fn into_lines(self) -> Vec<Vec<u32>> {
        self.lines
    }
}

fn coordinates(q: u32, index: u32) -> [u32; 3] {
    if index == 0 {
        [0, 0, 1]
    } else if index <= q {
        [0, 1, index - 1]
    } else {
        let rest = index - 1 - q;
        [1, rest / q, rest % q]
    }
}

/// The points (x,y,z) with a·x + b·y + c·z = 0, in ascending number order.
fn points_on(field: &Field, a: u32, b: u32, c: u32) -> Vec<u32> {
    let q = field.order();
    let mut points = Vec::with_capacity(q as usize + 1);
    // (0,0,1): on the line iff c = 0.
    if c == 0 {
        points.push(0);
    }
    // (0,1,z): b + c·z = 0.
    match field.inv(c) {
        Some(c_inv) => points.push(1 + field.mul(field.neg(b), c_inv)),
        None if b == 0 => points.extend(1..=q),
        None => {}
    }
    // (1,y,z): a + b·y + c·z = 0.
    match (field.inv(c), field.inv(b)) {
        (Some(c_inv), _) => {
            let minus_c_inv = field.neg(c_inv);
            for y in 0..q {
                let z = field.mul(field.add(a, field.mul(b, y)), minus_c_inv);
                points.push(1 + q + y * q + z);
            }
        }
        (None, Some(b_inv)) => {
            let y = field.mul(field.neg(a), b_inv);
            points.extend((0..q).map(|z| 1 + q + y * q + z));
        }
        // c = b = 0 means a ≠ 0, and a·1 ≠ 0: no affine point is on the line at infinity.
        (None, None) => {}
    }
    points
}

/// Swaps the roles of cards and symbols: card j of the result holds symbol i wherever card i
/// held symbol j. The lists come out ascending.
pub fn transpose(cards: &[Vec<u32>], symbol_count: usize) -> Vec<Vec<u32>> {
    let mut result = vec![Vec::new(); symbol_count];
    for (card, symbols) in cards.iter().enumerate() {
        for &symbol in symbols {
            result[symbol as usize].push(card as u32);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fano_plane() {
        let plane = Plane::new(Order::new(2).unwrap());
        assert_eq!(plane.point_count(), 7);
        // Line 0 is [0,0,1] (z = 0): points (0,1,0) = 1, (1,0,0) = 3 and (1,1,0) = 5.
        assert_eq!(plane.lines()[0], vec![1, 3, 5]);
        for line in plane.lines() {
            assert_eq!(line.len(), 3);
        }
    }

    #[test]
    fn coordinates_round_trip_and_incidence_holds() {
        let order = Order::new(5).unwrap();
        let field = Field::new(order);
        let plane = Plane::new(order);
        for (index, line) in plane.lines().iter().enumerate() {
            let [a, b, c] = plane.coordinates(index as u32);
            for &point in line {
                let [x, y, z] = plane.coordinates(point);
                let sum = field.add(field.add(field.mul(a, x), field.mul(b, y)), field.mul(c, z));
                assert_eq!(sum, 0, "point {point} on line {index}");
            }
        }
        // Every number maps to a distinct normalised triple.
        let mut all: Vec<_> = (0..31).map(|i| plane.coordinates(i)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 31);
    }

    #[test]
    fn transpose_of_a_small_structure() {
        let cards = vec![vec![0, 2], vec![1, 2]];
        assert_eq!(transpose(&cards, 3), vec![vec![0], vec![1], vec![0, 1]]);
    }
}
