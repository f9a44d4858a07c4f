//! Rithmomachia, the medieval battle of numbers: the rules core.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod cell;
mod moves;
pub mod notation;
mod piece;
mod setup;

pub use cell::{Cell, CellIter, CellSet, ParseCellError, CELLS, FILES, MAX_RANKS};
pub use moves::{Action, Move, Target};
pub use piece::{digit_count, digit_sum, ByColor, Color, Component, Piece, Shape, MAX_PARTS, MAX_VALUE};
pub use setup::Setup;
