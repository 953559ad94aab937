//! Tiles and the matching rule between their halves.
//!
//! Two halves match if they are equal and not empty, if one synonym group holds both, or if
//! one is a single word of the other, a multi-word first name (`LLOYD` matches
//! `FRANK LLOYD`). An empty half (a one-word name's missing first name) matches nothing, not
//! even another empty half. Every distinct half gets a [`PartId`], and the rule is worked
//! out once into a bit table, so the search asks it in one lookup.

use std::collections::BTreeMap;

use super::names::{Name, Synonyms};

/// A distinct half's number in a [`Puzzle`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PartId(pub u32);

/// How names become tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Shape {
    /// Every name is a two-cell tile: (first name(s), last name); a one-word name has an
    /// empty first half.
    #[default]
    Pairs,
    /// One cell a word, as the notebook suggests: one-word names are one-cell tiles,
    /// three-word names three-cell tiles (in a straight line); longer names keep three cells,
    /// the middle words sharing the middle one.
    Variable,
}

/// One tile: a name and the halves (parts) its cells carry, in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tile {
    /// The name as written.
    pub name: String,
    /// What each cell carries, upper-cased (a half may be empty, or hold several words).
    pub parts: Vec<String>,
}

impl Tile {
    /// The tile of `name` in `shape`.
    pub fn new(name: &Name, shape: Shape) -> Tile {
        let words = &name.words;
        let parts = match (shape, words.len()) {
            (_, 0) => vec![String::new(), String::new()],
            (Shape::Pairs, n) => vec![words[..n - 1].join(" "), words[n - 1].clone()],
            (Shape::Variable, 1..=3) => words.clone(),
            (Shape::Variable, n) => {
                vec![words[0].clone(), words[1..n - 1].join(" "), words[n - 1].clone()]
            }
        };
        Tile { name: name.text.clone(), parts }
    }
}

/// The matching rule on two halves as written (upper-cased), before any table is built.
pub fn halves_match(a: &str, b: &str, synonyms: &Synonyms) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    let word_of = |word: &str, name: &str| {
        !word.contains(' ') && name.contains(' ') && name.split(' ').any(|w| w == word)
    };
    a == b || synonyms.same_group(a, b) || word_of(a, b) || word_of(b, a)
}

/// The tiles to place and the match table of their halves.
#[derive(Debug, Clone)]
pub struct Puzzle {
    /// The tiles, in the names file's order.
    pub tiles: Vec<Tile>,
    /// Each tile's halves as ids, parallel to `tiles[i].parts`.
    pub parts: Vec<Vec<PartId>>,
    /// Every distinct half, by id.
    pub part_names: Vec<String>,
    /// The synonym groups the table was built from.
    pub synonyms: Synonyms,
    /// `matches[a * n + b]` as bits: half `a` may touch half `b`.
    table: Vec<u64>,
    /// For each half, the (tile, part index) pairs whose half matches it: where the search
    /// looks for tiles that can go next to a placed half.
    partners: Vec<Vec<(u32, u8)>>,
}

impl Puzzle {
    /// The puzzle of `names` as tiles of `shape`, matched with `synonyms`.
    pub fn new(names: &[Name], synonyms: &Synonyms, shape: Shape) -> Puzzle {
        let tiles: Vec<Tile> = names.iter().map(|n| Tile::new(n, shape)).collect();
        let mut ids: BTreeMap<String, PartId> = BTreeMap::new();
        let mut part_names = Vec::new();
        let parts: Vec<Vec<PartId>> = tiles
            .iter()
            .map(|tile| {
                tile.parts
                    .iter()
                    .map(|part| {
                        *ids.entry(part.clone()).or_insert_with(|| {
                            part_names.push(part.clone());
                            PartId(part_names.len() as u32 - 1)
                        })
                    })
                    .collect()
            })
            .collect();
        let n = part_names.len();
        let words = n.div_ceil(64);
        let mut table = vec![0u64; n * words];
        let mut set = |a: PartId, b: PartId| {
            for (x, y) in [(a.0 as usize, b.0 as usize), (b.0 as usize, a.0 as usize)] {
                table[x * words + y / 64] |= 1 << (y % 64);
            }
        };
        // Only the pairs the rule can make, rather than every pair: equal halves, halves in
        // one group, a word and the multi-word half holding it.
        for (name, &id) in &ids {
            if name.is_empty() {
                continue;
            }
            set(id, id);
            if name.contains(' ') {
                for word in name.split(' ') {
                    if let Some(&other) = ids.get(word) {
                        set(id, other);
                    }
                }
            }
        }
        for group in &synonyms.groups {
            let members: Vec<PartId> = group.iter().filter_map(|m| ids.get(m).copied()).collect();
            for (i, &a) in members.iter().enumerate() {
                for &b in &members[i + 1..] {
                    set(a, b);
                }
            }
        }
        let mut puzzle = Puzzle {
            tiles,
            parts,
            part_names,
            synonyms: synonyms.clone(),
            table,
            partners: vec![Vec::new(); n],
        };
        for (t, tile_parts) in puzzle.parts.iter().enumerate() {
            for (i, &p) in tile_parts.iter().enumerate() {
                for q in 0..n {
                    if puzzle.matches(p, PartId(q as u32)) {
                        puzzle.partners[q].push((t as u32, i as u8));
                    }
                }
            }
        }
        puzzle
    }

    /// Half `a` may touch half `b`.
    pub fn matches(&self, a: PartId, b: PartId) -> bool {
        let words = self.part_names.len().div_ceil(64);
        let (a, b) = (a.0 as usize, b.0 as usize);
        self.table[a * words + b / 64] >> (b % 64) & 1 == 1
    }

    /// The (tile, part index) pairs whose half matches half `q`, in tile order.
    pub fn partners(&self, q: PartId) -> &[(u32, u8)] {
        &self.partners[q.0 as usize]
    }

    /// How many tiles there are.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// There are no tiles.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The longest tile, in cells.
    pub fn longest(&self) -> usize {
        self.parts.iter().map(Vec::len).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dominoes::names::{read_names, read_synonyms};
    use crate::symbols::NamedBytes;

    fn names(text: &str) -> Vec<Name> {
        read_names(&NamedBytes::new("n", text.as_bytes().to_vec())).unwrap()
    }

    #[test]
    fn halves_follow_the_rule() {
        let syn =
            read_synonyms(&NamedBytes::new("s", b"AMY=AIMEE\nSAFIRE=GARNET\nGARNET=RUBY".to_vec()))
                .unwrap();
        assert!(halves_match("COOK", "COOK", &syn));
        assert!(halves_match("AMY", "AIMEE", &syn));
        assert!(halves_match("LLOYD", "FRANK LLOYD", &syn));
        assert!(halves_match("FRANK LLOYD", "FRANK", &syn));
        assert!(!halves_match("FRANK LLOYD", "LLOYD WEBBER", &syn));
        assert!(!halves_match("", "", &syn));
        assert!(!halves_match("", "COOK", &syn));
        assert!(!halves_match("LLOY", "FRANK LLOYD", &syn));
        assert!(halves_match("SAFIRE", "GARNET", &syn) && halves_match("GARNET", "RUBY", &syn));
        assert!(!halves_match("SAFIRE", "RUBY", &syn), "groups are not transitive");
    }

    #[test]
    fn the_table_agrees_with_the_rule_for_every_pair() {
        let list = "Tim Cook, Frank Lloyd Wright, Prince, Lloyd Bridges, Amy Adams, Aimee Mann, \
                    Sam Cooke, Garnet, Ruby Rose, Ruby Safire, Oscar de la Renta, La Toya Jackson";
        let syn = read_synonyms(&NamedBytes::new(
            "s",
            b"AMY=AIMEE\nCOOK=COOKE\nSAFIRE=GARNET\nGARNET=RUBY\nMAN=MANN".to_vec(),
        ))
        .unwrap();
        for shape in [Shape::Pairs, Shape::Variable] {
            let puzzle = Puzzle::new(&names(list), &syn, shape);
            let n = puzzle.part_names.len();
            for a in 0..n {
                for b in 0..n {
                    let (x, y) = (&puzzle.part_names[a], &puzzle.part_names[b]);
                    let expected = halves_match(x, y, &syn);
                    assert_eq!(
                        puzzle.matches(PartId(a as u32), PartId(b as u32)),
                        expected,
                        "{x} {y}"
                    );
                }
            }
            for q in 0..n {
                for &(t, i) in puzzle.partners(PartId(q as u32)) {
                    assert!(puzzle.matches(puzzle.parts[t as usize][i as usize], PartId(q as u32)));
                }
            }
        }
    }

    #[test]
    fn names_become_tiles_of_each_shape() {
        let list = names("Prince, Tim Cook, Frank Lloyd Wright, Oscar de la Renta");
        let pairs: Vec<Vec<String>> =
            list.iter().map(|n| Tile::new(n, Shape::Pairs).parts).collect();
        assert_eq!(
            pairs,
            [["", "PRINCE"], ["TIM", "COOK"], ["FRANK LLOYD", "WRIGHT"], ["OSCAR DE LA", "RENTA"]]
        );
        let variable: Vec<Vec<String>> =
            list.iter().map(|n| Tile::new(n, Shape::Variable).parts).collect();
        assert_eq!(variable[0], ["PRINCE"]);
        assert_eq!(variable[2], ["FRANK", "LLOYD", "WRIGHT"]);
        assert_eq!(variable[3], ["OSCAR", "DE LA", "RENTA"]);
    }
}
