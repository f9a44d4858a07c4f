//! Layer 0, the vocabulary: cells of the board, pieces and their numbers, the random number
//! generator and the sentences the core speaks in (and their English, outside the wasm).
//! Depends on nothing else in the crate.

pub mod arith;
pub mod cell;
/// The sentences in English, for the command line and the tests (not in the wasm).
#[cfg(not(target_arch = "wasm32"))]
pub mod english;
pub mod json;
pub mod piece;
pub mod rng;
pub mod said;
pub mod words;
