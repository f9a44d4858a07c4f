//! Layer 6, text: every text format, once. [`notation`] is the public face of the notation of
//! positions and moves (and reads and writes positions), [`move_text`] reads and writes moves,
//! [`lex`] holds what both readers share; [`position_text`] reads a position under rules;
//! [`annotations`] reads and writes the drawings a game carries; [`link`] a link's fields, its
//! base64url and its move code's digits; [`record`] a record file's fields and the faults of a
//! record's moves; [`study`] a study file's fields and faults.

pub mod annotations;
pub mod lex;
pub mod link;
pub mod move_text;
pub mod notation;
pub mod position_text;
pub mod record;
pub mod study;

/// A test's position: `text` read and checked under `rules`; a panic naming the text and the
/// reason where it is not a valid position.
#[cfg(test)]
pub(crate) fn test_position(text: &str, rules: crate::rules::Rules) -> crate::position::Position {
    let setup = notation::parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    crate::position::Position::from_setup(setup, rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}
