//! Helpers shared by the rules test-suite: parse a position text, name cells, play moves.
//!
//! Every test position is written in the notation of docs/notation.md (ranks from 16
//! down to 1, files a..h left to right, upper case White, lower case Black); the comment above
//! each one lists its pieces cell by cell.
#![allow(dead_code)]

use rithmomachia::{notation, Capture, Cell, CellSet, Move, Position, Rules};

/// A position under the `classic` rules.
pub fn position(text: &str) -> Position {
    position_with(text, Rules::classic())
}

/// A position under `rules`.
pub fn position_with(text: &str, rules: Rules) -> Position {
    let setup = notation::parse_position(text).unwrap_or_else(|e| panic!("cannot parse '{text}': {e}"));
    Position::from_setup(setup, rules).unwrap_or_else(|e| panic!("cannot set up '{text}': {e}"))
}

/// A cell by name (`"e5"`).
pub fn cell(name: &str) -> Cell {
    name.parse().unwrap_or_else(|e| panic!("bad cell '{name}': {e:?}"))
}

/// A set of cells from a space-separated list (`"c4 e4"`; `""` is the empty set).
pub fn cells(list: &str) -> CellSet {
    list.split_whitespace().map(cell).collect()
}

/// The cells of a set, by name, in site order (a1, b1, …, h16).
pub fn names(set: CellSet) -> Vec<String> {
    set.iter().map(|c| c.to_string()).collect()
}

/// A move by its text (`"c3-d4"`).
pub fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("bad move '{text}': {e}"))
}

/// Play a move that must be legal; the new position and the captures it made.
pub fn play(position: &Position, text: &str) -> (Position, Vec<Capture>) {
    position.play_report(&mv(text)).unwrap_or_else(|e| panic!("{text} refused in {}: {e}", print(position)))
}

/// The position as notation text.
pub fn print(position: &Position) -> String {
    position.to_setup().to_string()
}

/// The prisoners `color` holds, as their notation tokens concatenated (`"t25c16"`), `-` if none.
pub fn prisoners(position: &Position, color: rithmomachia::Color) -> String {
    let tokens: Vec<String> = position.prisoners(color).iter().map(|p| p.to_string()).collect();
    if tokens.is_empty() {
        "-".to_string()
    } else {
        tokens.concat()
    }
}
