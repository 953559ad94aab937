//! The notebook's algorithm, ported as the issue describes it, as the baseline that fanodeck's
//! search must beat (tests/dominoes.rs checks its boards too; benches/dominoes.rs compares
//! the two).
//!
//! First tile in the middle; a frontier of empty cells next to placed tiles; repeatedly take
//! a random frontier cell and try the remaining tiles in random order, each either way round
//! and towards each neighbouring cell in random order, placing the first that fits; a cell
//! where none fits leaves the frontier. Stop when the frontier or the tiles run out.

use fanodeck::games::dominoes::board::{Board, DIRECTIONS};
use fanodeck::games::dominoes::search::place_first;
use fanodeck::games::dominoes::{Cell, Puzzle};
use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// One run of the notebook's search on an empty `width` × `height` board.
pub fn fill(puzzle: &Puzzle, width: usize, height: usize, rng: &mut ChaCha8Rng) -> Board {
    let mut board = Board::new(width, height, puzzle);
    if !place_first(&mut board, puzzle, rng) {
        return board;
    }
    let mut frontier: Vec<Cell> = Vec::new();
    add_neighbours(&board, &mut frontier);
    let mut remaining: Vec<usize> = (0..puzzle.len()).filter(|&t| !board.is_used(t)).collect();
    while !frontier.is_empty() && !remaining.is_empty() {
        let cell = frontier.swap_remove(rng.random_range(0..frontier.len()));
        if board.get(cell).is_some() {
            continue;
        }
        remaining.shuffle(rng);
        let mut placed = None;
        'tiles: for (k, &tile) in remaining.iter().enumerate() {
            let len = puzzle.parts[tile].len();
            let mut directions = DIRECTIONS;
            directions.shuffle(rng);
            // Either way round: any part of the tile may be the one on this cell.
            for part in 0..len {
                for &d in &directions {
                    if let Some(cells) = board.line(cell, len, part, d)
                        && board.fits(puzzle, tile, &cells)
                    {
                        placed = Some((k, cells));
                        break 'tiles;
                    }
                }
            }
        }
        if let Some((k, cells)) = placed {
            let tile = remaining.swap_remove(k);
            board.place(puzzle, tile, cells);
            add_neighbours(&board, &mut frontier);
        }
    }
    board
}

/// Adds the empty neighbours of the last placed tile that are not yet in the frontier.
fn add_neighbours(board: &Board, frontier: &mut Vec<Cell>) {
    let last = &board.placed()[board.placed().len() - 1];
    for &c in &last.cells {
        for n in board.neighbours(c) {
            if board.get(n).is_none() && !frontier.contains(&n) {
                frontier.push(n);
            }
        }
    }
}
