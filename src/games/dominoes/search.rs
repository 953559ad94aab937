//! Filling a board: fanodeck's search, and the restarts around any search.
//!
//! The notebook this game comes from grows the board from a tile in the middle: it takes a
//! random empty cell next to the tiles (the frontier), tries random tiles there until one
//! fits, drops the cell if none does, and keeps the best of many restarts. (A port of it
//! lives in tests/dominoes_baseline.rs, where the benchmark compares against it.)
//!
//! fanodeck grows the board from the same start but chooses instead of drawing lots, since
//! what limits the count is room: a half that matches nothing around it leaves its
//! neighbours empty for good. So the frontier cell with the fewest tiles that fit goes first
//! (a cell with one candidate left loses it soonest), and among the tiles that fit there it
//! takes the one that leaves the fewest neighbouring cells where nothing can ever fit
//! ("kills"), then the one touching most placed halves, which packs the board tighter. When
//! every fit would kill three cells or more, the cell is given up instead. While growing, a
//! cell where nothing fits stays dead: tiles only add constraints.
//!
//! Then a local repair (ruin and recreate) runs many times: the tiles around a random
//! placed cell are taken off and the hole is grown back the same way, possibly with tiles
//! that were never placed; the board is kept unless it lost tiles or fell apart. Growing
//! only from placed tiles and undoing a repair that splits the board keep every board one
//! group, as in the comic.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;

use super::board::{Board, Cell, DIRECTIONS, Line, Placed};
use super::matching::Puzzle;

/// The random generator of restart `index` of a run with `seed`: its own stream, so that
/// restarts give the same boards whatever order threads run them in.
pub fn restart_rng(seed: u64, index: usize) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    rng
}

/// Runs `search` for restarts `0..restarts` in parallel and keeps the board with the most
/// tiles, the lowest restart index among equals: the same for any thread count. Returns the
/// board and its restart index.
pub fn best_of<F>(puzzle: &Puzzle, restarts: usize, seed: u64, search: F) -> (Board, usize)
where
    F: Fn(&mut ChaCha8Rng) -> Board + Sync,
{
    (0..restarts.max(1))
        .into_par_iter()
        .map(|i| (search(&mut restart_rng(seed, i)), i))
        .reduce_with(|a, b| {
            let key = |(board, i): &(Board, usize)| (board.placed().len(), std::cmp::Reverse(*i));
            if key(&b) > key(&a) { b } else { a }
        })
        .unwrap_or_else(|| (Board::new(0, 0, puzzle), 0))
}

/// Puts a random tile lying across the middle of the board (down the middle if it is too
/// narrow); returns whether one fits at all.
pub fn place_first(board: &mut Board, puzzle: &Puzzle, rng: &mut ChaCha8Rng) -> bool {
    if puzzle.is_empty() {
        return false;
    }
    let tile = rng.random_range(0..puzzle.len());
    let len = puzzle.parts[tile].len();
    let middle = (board.width / 2, board.height / 2);
    for d in [(1, 0), (0, 1)] {
        if let Some(cells) = board.line(middle, len, (len - 1) / 2, d)
            && board.fits(puzzle, tile, &cells)
        {
            board.place(puzzle, tile, cells);
            return true;
        }
    }
    false
}

/// A tile and the cells it would take.
pub type Fit = (usize, Line);

/// Every way an unplaced tile fits with one of its parts on `cell` (which must touch a
/// placed tile): the tile and its cells.
pub fn candidates(board: &Board, puzzle: &Puzzle, cell: Cell) -> Vec<Fit> {
    let mut found = Vec::new();
    each_fit(board, puzzle, cell, |tile, cells| {
        found.push((tile, cells));
        false
    });
    found
}

/// Calls `f` for each fit of [`candidates`] until it returns true; returns whether it did.
fn each_fit(
    board: &Board,
    puzzle: &Puzzle,
    cell: Cell,
    mut f: impl FnMut(usize, Line) -> bool,
) -> bool {
    // Whatever lies on `cell` must match this placed neighbour, so only its partners can.
    let Some(touching) = board.neighbours(cell).find_map(|n| board.get(n)) else {
        return false;
    };
    for &(tile, part) in puzzle.partners(touching.id) {
        let tile = tile as usize;
        if board.is_used(tile) {
            continue;
        }
        let len = puzzle.parts[tile].len();
        let directions = if len == 1 { &DIRECTIONS[..1] } else { &DIRECTIONS[..] };
        for &d in directions {
            if let Some(cells) = board.line(cell, len, part as usize, d)
                && board.fits(puzzle, tile, &cells)
                && f(tile, cells)
            {
                return true;
            }
        }
    }
    false
}

/// Something fits on `cell` (an empty cell next to a placed tile).
fn alive(board: &Board, puzzle: &Puzzle, cell: Cell) -> bool {
    each_fit(board, puzzle, cell, |_, _| true)
}

/// How many rounds of repair follow the greedy fill of each restart.
pub const REPAIRS: usize = 120;

/// The side of the square a repair clears, in cells.
const WINDOW: usize = 6;

/// A fit that leaves this many neighbouring cells dead wastes more room than leaving its
/// frontier cell empty; the search then gives up the cell instead.
const SKIP_KILLS: i64 = 3;

/// A rectangle of cells, `x0..x1` × `y0..y1`.
#[derive(Debug, Clone, Copy)]
struct Region {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
}

impl Region {
    fn contains(&self, (x, y): Cell) -> bool {
        (self.x0..self.x1).contains(&x) && (self.y0..self.y1).contains(&y)
    }
}

/// How many fits count when choosing the most constrained frontier cell.
const COUNT_CAP: usize = 8;

/// How many fits of the chosen cell are weighed (a random sample of them when there are
/// more): each costs a trial placement and a look at its neighbours.
const WEIGHED: usize = 24;

/// How many fits `cell` has, counting up to `cap`.
fn count_fits(board: &Board, puzzle: &Puzzle, cell: Cell, cap: usize) -> usize {
    let mut n = 0;
    each_fit(board, puzzle, cell, |_, _| {
        n += 1;
        n >= cap
    });
    n
}

/// fanodeck's search on an empty `width` × `height` board (see the module docs): a greedy
/// fill, then [`REPAIRS`] rounds of repair.
pub fn fill(puzzle: &Puzzle, width: usize, height: usize, rng: &mut ChaCha8Rng) -> Board {
    let mut board = Board::new(width, height, puzzle);
    if !place_first(&mut board, puzzle, rng) {
        return board;
    }
    let whole = Region { x0: 0, y0: 0, x1: width, y1: height };
    grow(&mut board, puzzle, whole, rng);
    for _ in 0..REPAIRS {
        repair(&mut board, puzzle, rng);
    }
    board
}

/// One round of repair (ruin and recreate): clear the tiles touching a small square around
/// a random placed cell, grow the hole back greedily (with any unplaced tile, so others than
/// before may fit), and keep the result unless it holds fewer tiles or is no longer one
/// group. Keeping equal boards lets the search drift across plateaus; the hole may cut the
/// board in two for a while, as long as the tiles grown back join it again.
fn repair(board: &mut Board, puzzle: &Puzzle, rng: &mut ChaCha8Rng) {
    let count = board.placed().len();
    if count < 2 {
        return;
    }
    let pick = &board.placed()[rng.random_range(0..count)];
    let (cx, cy) = pick.cells[rng.random_range(0..pick.cells.len())];
    let window = Region {
        x0: cx.saturating_sub(WINDOW / 2),
        y0: cy.saturating_sub(WINDOW / 2),
        x1: (cx + WINDOW.div_ceil(2)).min(board.width),
        y1: (cy + WINDOW.div_ceil(2)).min(board.height),
    };
    let doomed: Vec<Placed> = board
        .placed()
        .iter()
        .filter(|p| p.cells.iter().any(|&c| window.contains(c)))
        .cloned()
        .collect();
    if doomed.len() == count {
        return;
    }
    for p in &doomed {
        board.remove(p.tile);
    }
    let kept = board.placed().len();
    // Tiles that grow back may reach past the window by their length.
    let reach = puzzle.longest();
    let region = Region {
        x0: window.x0.saturating_sub(reach),
        y0: window.y0.saturating_sub(reach),
        x1: (window.x1 + reach).min(board.width),
        y1: (window.y1 + reach).min(board.height),
    };
    grow(board, puzzle, region, rng);
    if board.placed().len() < count || !board.is_connected() {
        // Undo: the grown tiles come off and the cleared ones go back (at the end of the
        // placement order, which nothing depends on).
        while board.placed().len() > kept {
            board.take_last();
        }
        for p in doomed {
            board.place(puzzle, p.tile, p.cells);
        }
    }
}

/// Grows the board greedily from its tiles, on frontier cells inside `region`, until no
/// frontier cell there has a fit.
fn grow(board: &mut Board, puzzle: &Puzzle, region: Region, rng: &mut ChaCha8Rng) {
    let width = board.width;
    let mut dead = vec![false; width * board.height];
    // Each frontier cell's count of fits, kept until a placement could change it.
    let mut known: Vec<Option<usize>> = vec![None; width * board.height];
    let mut in_frontier = vec![false; width * board.height];
    let mut frontier: Vec<Cell> = Vec::new();
    let mut add = |board: &Board, cell: Cell, frontier: &mut Vec<Cell>, dead: &[bool]| {
        let i = cell.1 * width + cell.0;
        if region.contains(cell) && board.get(cell).is_none() && !in_frontier[i] && !dead[i] {
            in_frontier[i] = true;
            frontier.push(cell);
        }
    };
    for y in region.y0..region.y1 {
        for x in region.x0..region.x1 {
            if board.neighbours((x, y)).any(|n| board.get(n).is_some()) {
                add(board, (x, y), &mut frontier, &dead);
            }
        }
    }
    while board.placed().len() < puzzle.len() {
        // The most constrained cell: fewest fits, ties broken at random. Cells that left
        // the frontier stay out of it (`in_frontier` is not cleared): filled ones cannot
        // come back, and dead ones are marked dead.
        let mut best: Option<(usize, u32, Cell)> = None;
        frontier.retain(|&cell| {
            if board.get(cell).is_some() || dead[cell.1 * width + cell.0] {
                return false;
            }
            // Counting stops at COUNT_CAP: cells with that many fits are not constrained,
            // and a list of names that all match would otherwise cost a full scan each.
            let fits = *known[cell.1 * width + cell.0]
                .get_or_insert_with(|| count_fits(board, puzzle, cell, COUNT_CAP));
            if fits == 0 {
                dead[cell.1 * width + cell.0] = true;
                return false;
            }
            let key = (fits, rng.random::<u32>());
            if best.is_none_or(|b| key < (b.0, b.1)) {
                best = Some((key.0, key.1, cell));
            }
            true
        });
        let Some((_, _, cell)) = best else { break };
        let fits = candidates(board, puzzle, cell);
        let Some((tile, cells)) = choose(board, puzzle, &dead, fits, rng) else {
            // Every fit would waste more cells than leaving this one empty.
            dead[cell.1 * width + cell.0] = true;
            continue;
        };
        board.place(puzzle, tile, cells);
        forget(board, puzzle, &frontier, &mut known, tile, &cells);
        for &c in cells.iter() {
            for n in board.neighbours(c) {
                add(board, n, &mut frontier, &dead);
            }
        }
    }
}

/// Forgets the fit counts that placing `tile` on `cells` may have changed: those of cells
/// near enough for a fit to reach the tile or its neighbours, and those where the tile
/// itself was a candidate.
fn forget(
    board: &Board,
    puzzle: &Puzzle,
    frontier: &[Cell],
    known: &mut [Option<usize>],
    tile: usize,
    cells: &[Cell],
) {
    // A fit on `c` covers cells up to `longest - 1` steps away and looks one step further.
    let reach = puzzle.longest();
    for &c in frontier {
        let i = c.1 * board.width + c.0;
        if known[i].is_none() {
            continue;
        }
        let near = cells.iter().any(|&p| p.0.abs_diff(c.0) + p.1.abs_diff(c.1) <= reach);
        let candidate = || {
            let touching = board.neighbours(c).find_map(|n| board.get(n));
            touching.is_some_and(|t| puzzle.parts[tile].iter().any(|&p| puzzle.matches(p, t.id)))
        };
        if near || candidate() {
            known[i] = None;
        }
    }
}

/// The fit that kills the fewest neighbouring cells, then touches the most placed halves,
/// then at random.
fn choose(
    board: &mut Board,
    puzzle: &Puzzle,
    dead: &[bool],
    mut fits: Vec<Fit>,
    rng: &mut ChaCha8Rng,
) -> Option<Fit> {
    fits.shuffle(rng);
    fits.truncate(WEIGHED);
    let width = board.width;
    let mut best = (i64::MIN, 0, 0);
    for (k, (tile, cells)) in fits.iter().enumerate() {
        let mut contacts = 0i64;
        let mut around: Vec<Cell> = Vec::with_capacity(8);
        for &c in cells.iter() {
            for n in board.neighbours(c) {
                if cells.contains(&n) {
                    continue;
                }
                if board.get(n).is_some() {
                    contacts += 1;
                } else if !dead[n.1 * width + n.0] && !around.contains(&n) {
                    around.push(n);
                }
            }
        }
        board.place(puzzle, *tile, *cells);
        let kills = around.iter().filter(|&&n| !alive(board, puzzle, n)).count() as i64;
        board.take_last();
        let score = contacts - 3 * kills;
        if score > best.0 {
            best = (score, k, kills);
        }
    }
    if best.2 >= SKIP_KILLS {
        return None;
    }
    Some(fits.swap_remove(best.1))
}
