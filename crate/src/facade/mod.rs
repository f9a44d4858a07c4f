//! The facade, the top layer: what the page and the command line call. [`game::Game`] holds a
//! game (history, undo, redo, the moves picked by cells and ids in [`offers`]); [`record`] reads
//! and writes records and link codes on it, [`record_file`] a record file for the command line; [`analyst`] the engine's analysis from texts; [`opponent`] the computer opponent's move from a game's texts; [`annotations`] reads the drawings a record carries; [`report`] gives the JSON shapes the page and the
//! command line print; `wasm` (the browser build only) is the only file that names
//! wasm-bindgen, and only converts between these and JavaScript.

pub mod analyst;
pub mod annotations;
pub mod editor;
pub mod game;
pub mod offers;
pub mod opponent;
pub mod record;
pub mod record_file;
pub mod report;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
