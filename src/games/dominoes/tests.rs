//! The board's rule, the search and the restarts, without any PDF.

use super::board::{Placed, check};
use super::*;

fn names(text: &str) -> Vec<Name> {
    names::read_names(&NamedBytes::new("names.txt", text.as_bytes().to_vec())).unwrap()
}

/// The comic's names and synonyms.
fn xkcd(shape: Shape) -> Puzzle {
    let names = NamedBytes::new("xkcd", NAMES[0].bytes.to_vec());
    let synonyms = NamedBytes::new("xkcd", SYNONYMS[0].bytes.to_vec());
    puzzle(&names, Some(&synonyms), shape).unwrap()
}

/// The data README's smallest example worth a test.
const EIGHT: &str = "Bo Ja, Ja Po, Ja Ry, Ry Ke, Gr Ke, Gr Jo, Ja Ke, Ke Jo";

#[test]
fn the_eight_tiles_all_fit_on_six_by_six() {
    let puzzle = Puzzle::new(&names(EIGHT), &Synonyms::default(), Shape::Pairs);
    let options = DominoOptions { width: 6, height: 6, restarts: 20, seed: 7 };
    let solution = solve(&puzzle, &options).unwrap();
    let placed = solution.board.placed();
    assert_eq!(check(&puzzle, 6, 6, placed), Vec::<String>::new());
    assert_eq!(placed.len(), 8, "{}", solution.board.text(&puzzle));
}

#[test]
fn every_board_the_search_makes_is_legal() {
    for shape in [Shape::Pairs, Shape::Variable] {
        let puzzle = xkcd(shape);
        for (seed, (w, h)) in (0..12).zip([(16, 24), (7, 5), (1, 9), (30, 30)].into_iter().cycle())
        {
            let options = DominoOptions { width: w, height: h, restarts: 3, seed };
            let board = solve(&puzzle, &options).unwrap().board;
            assert_eq!(
                check(&puzzle, w, h, board.placed()),
                Vec::<String>::new(),
                "{shape:?} {seed}"
            );
            if w * h > 100 {
                assert!(board.placed().len() > 20, "{shape:?} {seed}: {}", board.placed().len());
            }
        }
    }
}

#[test]
fn boards_of_every_size_are_one_group_with_or_without_synonyms() {
    let names = NamedBytes::new("xkcd", NAMES[0].bytes.to_vec());
    let sizes = [(1, 1), (2, 1), (1, 3), (3, 3), (100, 1), (9, 40), (100, 100)];
    for shape in [Shape::Pairs, Shape::Variable] {
        for puzzle in [xkcd(shape), puzzle(&names, None, shape).unwrap()] {
            for (seed, &(w, h)) in sizes.iter().enumerate() {
                let options = DominoOptions { width: w, height: h, restarts: 2, seed: seed as u64 };
                let board = solve(&puzzle, &options).unwrap().board;
                let problems = check(&puzzle, w, h, board.placed());
                assert_eq!(problems, Vec::<String>::new(), "{shape:?} {w}x{h}");
                assert!(board.is_connected(), "{shape:?} {w}x{h}");
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_board_on_any_number_of_threads() {
    let puzzle = xkcd(Shape::Pairs);
    let options = DominoOptions { restarts: 8, seed: 42, ..Default::default() };
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        pool.install(|| solve(&puzzle, &options).unwrap())
    };
    let (one, two) = (run(1), run(3));
    assert_eq!(one.board, two.board);
    assert_eq!(one.restart, two.restart);
    let other = solve(&puzzle, &DominoOptions { seed: 43, ..options }).unwrap();
    assert_ne!(one.board, other.board);
}

#[test]
fn check_finds_each_kind_of_broken_board() {
    let puzzle = Puzzle::new(
        &names("Tim Cook, Ann Lee, Prince, Lee Cook, Drake"),
        &Synonyms::default(),
        Shape::Pairs,
    );
    let at = |tile: usize, cells: &[(usize, usize)]| Placed { tile, cells: cells.to_vec() };
    // TIM COOK above LEE COOK: COOK over COOK matches, TIM over LEE does not.
    let problems = check(&puzzle, 4, 4, &[at(0, &[(0, 0), (1, 0)]), at(3, &[(0, 1), (1, 1)])]);
    assert_eq!(problems, ["'TIM' at (0, 0) touches 'LEE' at (0, 1), which does not match"]);
    // ANN LEE then LEE COOK to its right: LEE touches LEE.
    assert!(check(&puzzle, 4, 4, &[at(1, &[(0, 0), (1, 0)]), at(3, &[(2, 0), (3, 0)])]).is_empty());
    let problems = check(&puzzle, 4, 4, &[at(0, &[(0, 0), (1, 0)]), at(1, &[(1, 0), (1, 1)])]);
    assert!(problems.iter().any(|p| p.contains("overlap at (1, 0)")), "{problems:?}");
    let problems = check(&puzzle, 4, 4, &[at(0, &[(3, 3), (4, 3)])]);
    assert!(problems[0].contains("off the board"), "{problems:?}");
    let problems = check(&puzzle, 4, 4, &[at(0, &[(0, 0), (1, 1)])]);
    assert!(problems[0].contains("straight line"), "{problems:?}");
    let problems = check(&puzzle, 4, 4, &[at(0, &[(0, 0), (1, 0)]), at(0, &[(0, 2), (1, 2)])]);
    assert!(problems[0].contains("placed twice"), "{problems:?}");
    // An empty half matches nothing, not even an empty half.
    let problems = check(&puzzle, 4, 4, &[at(2, &[(0, 0), (1, 0)]), at(4, &[(0, 1), (1, 1)])]);
    assert_eq!(
        problems,
        [
            "'' at (0, 0) touches '' at (0, 1), which does not match",
            "'PRINCE' at (1, 0) touches 'DRAKE' at (1, 1), which does not match"
        ]
    );
}

#[test]
fn check_rejects_a_board_of_two_islands() {
    let puzzle = Puzzle::new(
        &names("Tim Cook, Ann Lee, Lee Cook, Cook Ann"),
        &Synonyms::default(),
        Shape::Pairs,
    );
    let at = |tile: usize, cells: &[(usize, usize)]| Placed { tile, cells: cells.to_vec() };
    // TIM COOK in the top left corner, ANN LEE lower right: each legal alone.
    let islands = [at(0, &[(0, 0), (1, 0)]), at(1, &[(3, 3), (4, 3)])];
    assert_eq!(
        check(&puzzle, 5, 5, &islands),
        ["the tiles lie in 2 groups that do not touch, of [1, 1] tiles"]
    );
    // LEE COOK between them touches each only corner to corner, which does not join.
    let corners = [islands[0].clone(), at(2, &[(2, 1), (2, 2)]), islands[1].clone()];
    assert_eq!(
        check(&puzzle, 5, 5, &corners),
        ["the tiles lie in 3 groups that do not touch, of [1, 1, 1] tiles"]
    );
    // COOK ANN down from TIM COOK's COOK, then ANN LEE to its right: one chain.
    let chain = [islands[0].clone(), at(3, &[(1, 1), (1, 2)]), at(1, &[(2, 2), (3, 2)])];
    assert_eq!(check(&puzzle, 5, 5, &chain), Vec::<String>::new());
    let mut board = Board::new(5, 5, &puzzle);
    for p in &chain {
        assert!(board.fits(&puzzle, p.tile, &p.cells), "{p:?}");
        board.place(&puzzle, p.tile, p.cells.clone());
        assert!(board.is_connected());
    }
    // Without the middle tile the chain falls in two.
    board.remove(3);
    assert!(!board.is_connected());
    assert!(Board::new(5, 5, &puzzle).is_connected(), "an empty board is one group of none");
}

#[test]
fn the_text_board_shows_halves_and_joins() {
    let puzzle =
        Puzzle::new(&names("Ann Lee, Lee Cook, Prince"), &Synonyms::default(), Shape::Pairs);
    let mut board = Board::new(3, 2, &puzzle);
    board.place(&puzzle, 0, vec![(0, 0), (1, 0)]);
    board.place(&puzzle, 1, vec![(1, 1), (2, 1)]);
    assert!(!board.fits(&puzzle, 2, &[(2, 0), (2, 1)]), "(2, 1) is taken");
    let text = board.text(&puzzle);
    assert_eq!(text, "ANN =LEE  .\n\n.    LEE =COOK\n");
    // A tile lying down gets a join under its first cell.
    let board3 = {
        let mut b = Board::new(2, 3, &puzzle);
        b.place(&puzzle, 2, vec![(0, 1), (0, 2)]);
        b
    };
    assert_eq!(board3.text(&puzzle), ".      .\n\n_      .\n|\nPRINCE .\n");
}

#[test]
fn sizes_parse_and_bad_options_are_refused() {
    assert_eq!(parse_size("16x24").unwrap(), (16, 24));
    assert_eq!(parse_size(" 8×3 ").unwrap(), (8, 3));
    assert!(parse_size("16").unwrap_err().to_string().contains("'16'"));
    assert!(parse_size("ax3").is_err());
    let options = DominoOptions { width: 0, ..Default::default() };
    assert!(options.check().unwrap_err().to_string().contains("'0x24'"));
    let options = DominoOptions { restarts: 0, ..Default::default() };
    assert!(options.check().is_err());
}
