//! Layer 6, text: the notation of positions and moves. [`notation`] is the public face (and
//! reads and writes positions), [`move_text`] reads and writes moves, [`lex`] holds what both
//! readers share.

pub mod lex;
pub mod move_text;
pub mod notation;

/// A test's position: `text` read and checked under `rules`; a panic naming the text and the
/// reason where it is not a valid position.
#[cfg(test)]
pub(crate) fn test_position(text: &str, rules: crate::rules::Rules) -> crate::position::Position {
    let setup = notation::parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    crate::position::Position::from_setup(setup, rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}
