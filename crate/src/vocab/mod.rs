//! Layer 0, the vocabulary: cells of the board, pieces and their numbers, the random number
//! generator and the sentences the core speaks in. Depends on nothing else in the crate.

pub mod arith;
pub mod cell;
pub mod piece;
pub mod rng;
pub mod words;
