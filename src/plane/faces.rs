//! Which face of a two-faced symbol each card shows (picture–word pairs): an Euler split of
//! the deck's incidences, so that every symbol shows each face on half its cards and every
//! card shows about as many first faces as second ones (each within one).
//!
//! The incidences are the edges of a bipartite graph, cards on one side and symbols on the
//! other. A vertex of odd degree is joined to one extra vertex, so that every degree is even;
//! each connected part then has a closed walk through all its edges (Euler), and its edges
//! are coloured first, second, first, … along it. A walk of a bipartite graph alternates
//! sides, so every pass through a card or a symbol uses one edge of each colour: each vertex
//! gets as many of one as of the other, but for the extra edge of an odd one (within one).
//! Walks start at the extra vertex, the one place where an odd walk meets itself.

use super::Deck;

/// For each card, in the order of its symbols, the face shown: 0 (first) or 1 (second).
/// The same deck always gives the same faces.
pub fn split_faces(deck: &Deck) -> Vec<Vec<u8>> {
    let cards = deck.cards.len();
    let symbols = deck.symbol_count;
    // Vertices: cards 0..cards, symbols after them, the extra vertex last.
    let extra = cards + symbols;
    let mut ends: Vec<(usize, usize)> = Vec::new();
    for (c, card) in deck.cards.iter().enumerate() {
        for s in &card.symbols {
            ends.push((c, cards + s.0 as usize));
        }
    }
    let real = ends.len();
    let mut degree = vec![0usize; extra + 1];
    for &(a, b) in &ends {
        degree[a] += 1;
        degree[b] += 1;
    }
    for (v, d) in degree[..extra].iter().enumerate() {
        if d % 2 == 1 {
            ends.push((v, extra));
        }
    }
    let mut at: Vec<Vec<usize>> = vec![Vec::new(); extra + 1];
    for (e, &(a, b)) in ends.iter().enumerate() {
        at[a].push(e);
        at[b].push(e);
    }
    let mut colour: Vec<Option<u8>> = vec![None; ends.len()];
    let mut next = vec![0usize; extra + 1];
    let starts = std::iter::once(extra).chain(0..extra);
    for start in starts {
        // Hierholzer: the circuit's edges in order; then colour them alternately.
        let mut circuit: Vec<usize> = Vec::new();
        let mut stack: Vec<(usize, Option<usize>)> = vec![(start, None)];
        while let Some(&(v, via)) = stack.last() {
            let unused = loop {
                match at[v].get(next[v]) {
                    Some(&e) if colour[e].is_some() => next[v] += 1,
                    other => break other.copied(),
                }
            };
            match unused {
                Some(e) => {
                    colour[e] = Some(0); // taken; its colour is set below
                    let (a, b) = ends[e];
                    stack.push((if a == v { b } else { a }, Some(e)));
                }
                None => {
                    stack.pop();
                    circuit.extend(via);
                }
            }
        }
        for (i, &e) in circuit.iter().enumerate() {
            colour[e] = Some((i % 2) as u8);
        }
    }
    let mut faces: Vec<Vec<u8>> = deck.cards.iter().map(|c| vec![0; c.symbols.len()]).collect();
    let mut e = 0;
    for card in faces.iter_mut() {
        for face in card.iter_mut() {
            *face = colour[e].unwrap_or(0);
            e += 1;
        }
    }
    debug_assert_eq!(e, real);
    faces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plane::{DeckKind, DeckOptions, build_deck};

    /// Every symbol and every card shows each face within one of the other.
    fn balanced(deck: &Deck, faces: &[Vec<u8>]) -> Result<(), String> {
        let mut per_symbol = vec![[0usize; 2]; deck.symbol_count];
        for (c, (card, shown)) in deck.cards.iter().zip(faces).enumerate() {
            let firsts = shown.iter().filter(|&&f| f == 0).count();
            if firsts.abs_diff(shown.len() - firsts) > 1 {
                return Err(format!("card {c}: {shown:?}"));
            }
            for (s, &f) in card.symbols.iter().zip(shown) {
                per_symbol[s.0 as usize][usize::from(f)] += 1;
            }
        }
        match per_symbol.iter().position(|[a, b]| a.abs_diff(*b) > 1) {
            Some(s) => Err(format!("symbol {s}: {:?}", per_symbol[s])),
            None => Ok(()),
        }
    }

    #[test]
    fn every_deck_shows_each_face_on_half_of_each_symbols_cards_and_each_cards_symbols() {
        for per_card in [3, 4, 5, 6, 8, 9, 10] {
            for kind in [DeckKind::Projective, DeckKind::Affine] {
                let full = build_deck(&DeckOptions {
                    symbols_per_card: per_card,
                    kind,
                    ..Default::default()
                })
                .unwrap();
                let counts = [full.cards.len(), full.cards.len() * 2 / 3, full.cards.len() / 2, 5];
                for cards in counts {
                    let options = DeckOptions {
                        symbols_per_card: per_card,
                        kind,
                        cards: Some(cards.clamp(2, full.cards.len())),
                        seed: 7,
                        ..Default::default()
                    };
                    let deck = build_deck(&options).unwrap();
                    let faces = split_faces(&deck);
                    let label = format!("{per_card} a card, {kind:?}, {cards} cards");
                    balanced(&deck, &faces).unwrap_or_else(|e| panic!("{label}: {e}"));
                    assert_eq!(faces, split_faces(&deck), "{label}: the same faces again");
                }
            }
        }
    }
}
