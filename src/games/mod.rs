//! The other games the engine makes, each shaped like the deck: a request type that both
//! front ends build, checked once, and the game itself as plain data.
//!
//! [`play`] deals a deck two cards at a time; [`dominoes`] lays name dominoes as in xkcd
//! 1970 and prints the board as a poster; [`set`] prints, counts and deals SET.

pub mod dominoes;
pub mod play;
pub mod set;
