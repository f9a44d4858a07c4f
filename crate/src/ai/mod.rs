//! Layer 7, the computer players: random playouts, perft, the evaluation, the search and the
//! players built on it.

pub mod bench;
pub mod eval;
pub mod perft;
pub mod players;
pub mod playout;
pub mod search;
