//! The application floor, between teaching and the facade: what a player's program does with
//! the rules, in plain Rust tested natively. [`game::Game`] holds a game (its history, the undo
//! and redo cursor); [`pick`] plays the moves a player picks, built from the position's offers
//! and judged as every move is; [`record`] rebuilds a game from a record's moves or a link's move
//! code and writes that code; [`record_file`] reads a record file into a game; [`editor`] is the
//! board editor's setup; [`opponent`] the computer opponent's move from a game's texts;
//! [`analyst`] the engine's analysis from texts. The formats themselves (positions, drawings,
//! links, record files) are the text floor's (`crate::text`).

pub mod analyst;
pub mod editor;
pub mod game;
pub mod opponent;
pub mod pick;
pub mod record;
pub mod record_file;
