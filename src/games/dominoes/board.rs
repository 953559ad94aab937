//! The board: a W×H grid of cells, each empty or covered by one part of a placed tile.
//!
//! A tile lies in a straight line of neighbouring cells, its parts in reading order (either
//! way round: the first part may be right of or below the last). It may be placed only where
//! each of its cells touches, outside the tile itself, empty cells or matching halves.
//! [`check`] tests a finished board against the rule from scratch, without the search's
//! bookkeeping, so tests can trust it.

use super::matching::{PartId, Puzzle, halves_match};

/// A cell's coordinates: x to the right, y down, 0-based.
pub type Cell = (usize, usize);

/// The four directions, as (dx, dy).
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// The most cells a tile takes (a name of three words or more, with `--variable`).
pub const MAX_PARTS: usize = 3;

/// The cells of a tile lying in a line, in part order: kept on the stack, since a search
/// tries thousands of lines a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    cells: [Cell; MAX_PARTS],
    len: u8,
}

impl std::ops::Deref for Line {
    type Target = [Cell];
    fn deref(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }
}

impl From<Line> for Vec<Cell> {
    fn from(line: Line) -> Vec<Cell> {
        line.to_vec()
    }
}

/// A placed tile: which tile and the cell of each of its parts, in part order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    /// Index into [`Puzzle::tiles`].
    pub tile: usize,
    /// `cells[i]` carries part i.
    pub cells: Vec<Cell>,
}

/// What covers a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cover {
    /// Index into [`Puzzle::tiles`].
    pub tile: u32,
    /// Which of the tile's parts.
    pub part: u8,
    /// That part's half.
    pub id: PartId,
}

/// A board being filled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Cells across.
    pub width: usize,
    /// Cells down.
    pub height: usize,
    cells: Vec<Option<Cover>>,
    placed: Vec<Placed>,
    used: Vec<bool>,
}

impl Board {
    /// An empty board for the tiles of `puzzle`. The size is checked by
    /// [`super::DominoOptions`]; a zero size gives a board where nothing fits.
    pub fn new(width: usize, height: usize, puzzle: &Puzzle) -> Board {
        Board {
            width,
            height,
            cells: vec![None; width * height],
            placed: Vec::new(),
            used: vec![false; puzzle.len()],
        }
    }

    /// What covers `cell`, if anything (nothing outside the board).
    pub fn get(&self, (x, y): Cell) -> Option<Cover> {
        if x < self.width && y < self.height { self.cells[y * self.width + x] } else { None }
    }

    /// The tiles placed so far, in placement order.
    pub fn placed(&self) -> &[Placed] {
        &self.placed
    }

    /// Tile `tile` is on the board.
    pub fn is_used(&self, tile: usize) -> bool {
        self.used[tile]
    }

    /// The cell one step from `cell` in direction `d`, if on the board.
    pub fn step(&self, (x, y): Cell, (dx, dy): (isize, isize), steps: isize) -> Option<Cell> {
        let x = x.checked_add_signed(dx * steps)?;
        let y = y.checked_add_signed(dy * steps)?;
        (x < self.width && y < self.height).then_some((x, y))
    }

    /// The on-board neighbours of `cell`.
    pub fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        DIRECTIONS.iter().filter_map(move |&d| self.step(cell, d, 1))
    }

    /// The cells tile parts would take with part `part` of a `len`-cell tile on `cell`, lying
    /// in direction `d` (part j at `cell + (j - part)·d`); `None` if some leave the board or
    /// `len` is more than [`MAX_PARTS`].
    pub fn line(&self, cell: Cell, len: usize, part: usize, d: (isize, isize)) -> Option<Line> {
        if len > MAX_PARTS {
            return None;
        }
        let mut line = Line { cells: [(0, 0); MAX_PARTS], len: len as u8 };
        for j in 0..len {
            line.cells[j] = self.step(cell, d, j as isize - part as isize)?;
        }
        Some(line)
    }

    /// `tile` may lie on `cells` (its parts in order): all empty, and every neighbour outside
    /// the tile empty or a matching half.
    pub fn fits(&self, puzzle: &Puzzle, tile: usize, cells: &[Cell]) -> bool {
        let parts = &puzzle.parts[tile];
        if self.used[tile] || parts.len() != cells.len() {
            return false;
        }
        if cells.iter().any(|&c| c.0 >= self.width || c.1 >= self.height || self.get(c).is_some()) {
            return false;
        }
        cells.iter().zip(parts).all(|(&cell, &part)| {
            self.neighbours(cell).all(|n| match self.get(n) {
                None => true,
                Some(cover) => puzzle.matches(part, cover.id),
            })
        })
    }

    /// Puts `tile` on `cells` (which [`Board::fits`] has approved).
    pub fn place(&mut self, puzzle: &Puzzle, tile: usize, cells: impl Into<Vec<Cell>>) {
        let cells = cells.into();
        for (i, &(x, y)) in cells.iter().enumerate() {
            let id = puzzle.parts[tile][i];
            self.cells[y * self.width + x] = Some(Cover { tile: tile as u32, part: i as u8, id });
        }
        self.used[tile] = true;
        self.placed.push(Placed { tile, cells });
    }

    /// Takes the last placed tile off again (to try a placement and undo it).
    pub fn take_last(&mut self) -> Option<Placed> {
        let last = self.placed.pop()?;
        for &(x, y) in &last.cells {
            self.cells[y * self.width + x] = None;
        }
        self.used[last.tile] = false;
        Some(last)
    }

    /// Takes tile `tile` off the board, if it is on it.
    pub fn remove(&mut self, tile: usize) {
        let Some(k) = self.placed.iter().position(|p| p.tile == tile) else { return };
        let gone = self.placed.remove(k);
        for &(x, y) in &gone.cells {
            self.cells[y * self.width + x] = None;
        }
        self.used[tile] = false;
    }

    /// Every placed tile can be reached from every other through tiles sharing a cell edge
    /// (an empty board is connected): the comic's boards grow from one tile, so ours must
    /// too. A flood over covered cells, since a tile's own cells are neighbours.
    pub fn is_connected(&self) -> bool {
        let covered = self.cells.iter().filter(|c| c.is_some()).count();
        let Some(start) = self.placed.first().map(|p| p.cells[0]) else { return true };
        let mut seen = vec![false; self.cells.len()];
        seen[start.1 * self.width + start.0] = true;
        let mut stack = vec![start];
        let mut reached = 0;
        while let Some(cell) = stack.pop() {
            reached += 1;
            for n in self.neighbours(cell) {
                let i = n.1 * self.width + n.0;
                if self.cells[i].is_some() && !std::mem::replace(&mut seen[i], true) {
                    stack.push(n);
                }
            }
        }
        reached == covered
    }

    /// The board as text, one row of cells a line: each cell its half (`.` when empty, `_`
    /// for an empty half), `=` between two cells of one tile side by side, and a line under
    /// each row with `|` under cells joined to the cell below. Halves longer than 9
    /// characters are cut with `…`, so that a 16-cell row fits 160 columns.
    pub fn text(&self, puzzle: &Puzzle) -> String {
        const LONGEST: usize = 9;
        let label = |cover: Option<Cover>| -> String {
            match cover {
                None => ".".to_string(),
                Some(c) => {
                    let name = &puzzle.part_names[c.id.0 as usize];
                    match name.chars().count() {
                        0 => "_".to_string(),
                        n if n > LONGEST => {
                            name.chars().take(LONGEST - 1).chain(['…']).collect::<String>()
                        }
                        _ => name.clone(),
                    }
                }
            }
        };
        let width = self.cells.iter().map(|&c| label(c).chars().count()).max().unwrap_or(1);
        let same_tile = |a: Cell, b: Option<Cell>| match (self.get(a), b.and_then(|b| self.get(b)))
        {
            (Some(x), Some(y)) => x.tile == y.tile,
            _ => false,
        };
        let mut out = String::new();
        for y in 0..self.height {
            let mut row = String::new();
            let mut joins = String::new();
            for x in 0..self.width {
                let text = label(self.get((x, y)));
                let pad = width - text.chars().count();
                row.push_str(&text);
                row.extend(std::iter::repeat_n(' ', pad));
                let down = if same_tile((x, y), self.step((x, y), (0, 1), 1)) { '|' } else { ' ' };
                joins.push(down);
                joins.extend(std::iter::repeat_n(' ', width - 1));
                if x + 1 < self.width {
                    let across = same_tile((x, y), self.step((x, y), (1, 0), 1));
                    row.push(if across { '=' } else { ' ' });
                    joins.push(' ');
                }
            }
            out.push_str(row.trim_end());
            out.push('\n');
            if y + 1 < self.height {
                out.push_str(joins.trim_end());
                out.push('\n');
            }
        }
        out
    }
}

/// Every way the rule is broken on a board of `width` × `height` holding `placed`, as
/// sentences; empty if the board is legal. Checked from scratch: each tile used once, its
/// cells on the board, in a straight line of neighbours, one cell a part, no cell covered
/// twice, every two neighbouring cells of different tiles carrying matching halves, and
/// the tiles one group, each reachable from any other through tiles sharing a cell edge.
pub fn check(puzzle: &Puzzle, width: usize, height: usize, placed: &[Placed]) -> Vec<String> {
    let mut problems = Vec::new();
    // Tiles that touch share a root, as indices into `placed`.
    let mut root: Vec<usize> = (0..placed.len()).collect();
    fn find(root: &mut [usize], mut k: usize) -> usize {
        while root[k] != k {
            root[k] = root[root[k]];
            k = root[k];
        }
        k
    }
    let mut owner: Vec<Option<(usize, usize)>> = vec![None; width * height];
    let mut seen = vec![false; puzzle.len()];
    for (k, p) in placed.iter().enumerate() {
        let Some(tile) = puzzle.tiles.get(p.tile) else {
            problems.push(format!("tile {k} is number {}, which does not exist", p.tile));
            continue;
        };
        if std::mem::replace(&mut seen[p.tile], true) {
            problems.push(format!("'{}' is placed twice", tile.name));
        }
        if p.cells.len() != tile.parts.len() {
            problems.push(format!(
                "'{}' covers {} cells but has {} parts",
                tile.name,
                p.cells.len(),
                tile.parts.len()
            ));
            continue;
        }
        if let Some(c) = p.cells.iter().find(|c| c.0 >= width || c.1 >= height) {
            problems.push(format!("'{}' has a cell off the board at {c:?}", tile.name));
            continue;
        }
        let steps: Vec<(isize, isize)> = p
            .cells
            .windows(2)
            .map(|w| (w[1].0 as isize - w[0].0 as isize, w[1].1 as isize - w[0].1 as isize))
            .collect();
        if steps.iter().any(|s| !DIRECTIONS.contains(s)) || steps.windows(2).any(|w| w[0] != w[1]) {
            problems.push(format!(
                "'{}' does not lie in a straight line of neighbours: {:?}",
                tile.name, p.cells
            ));
        }
        for (i, &(x, y)) in p.cells.iter().enumerate() {
            match &mut owner[y * width + x] {
                Some((other, _)) => problems.push(format!(
                    "'{}' and '{}' overlap at ({x}, {y})",
                    puzzle.tiles[placed[*other].tile].name, tile.name
                )),
                slot => *slot = Some((k, i)),
            }
        }
    }
    for y in 0..height {
        for x in 0..width {
            let Some((k, i)) = owner[y * width + x] else { continue };
            for (nx, ny) in [(x + 1, y), (x, y + 1)] {
                if nx >= width || ny >= height {
                    continue;
                }
                let Some((l, j)) = owner[ny * width + nx] else { continue };
                let (a, b) = (find(&mut root, k), find(&mut root, l));
                root[a] = b;
                let (t, u) = (placed[k].tile, placed[l].tile);
                if t == u {
                    continue;
                }
                // The rule itself, not the search's table of it.
                let (a, b) = (&puzzle.tiles[t].parts[i], &puzzle.tiles[u].parts[j]);
                if !halves_match(a, b, &puzzle.synonyms) {
                    problems.push(format!(
                        "'{a}' at ({x}, {y}) touches '{b}' at ({nx}, {ny}), which does not match"
                    ));
                }
            }
        }
    }
    // Tiles that lie off the board or on no cell of their own are reported above.
    let mut sizes = vec![0usize; placed.len()];
    for (k, p) in placed.iter().enumerate() {
        if p.cells.iter().any(|&(x, y)| {
            x < width && y < height && owner[y * width + x].is_some_and(|(o, _)| o == k)
        }) {
            sizes[find(&mut root, k)] += 1;
        }
    }
    let mut groups: Vec<usize> = sizes.into_iter().filter(|&n| n > 0).collect();
    if groups.len() > 1 {
        groups.sort_unstable_by(|a, b| b.cmp(a));
        problems.push(format!(
            "the tiles lie in {} groups that do not touch, of {groups:?} tiles",
            groups.len()
        ));
    }
    problems
}
