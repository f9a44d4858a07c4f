//! Layer 6, text: the notation of positions and moves. [`notation`] is the public face (and
//! reads and writes positions), [`move_text`] reads and writes moves, [`lex`] holds what both
//! readers share.

pub mod lex;
pub mod move_text;
pub mod notation;
