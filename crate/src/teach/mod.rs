//! Layer 8, teaching: explanations of positions and moves, the lessons, the engine's analysis
//! of a position and of a whole game, puzzles and their set files, studies.

pub mod analysis;
mod course;
pub mod explain;
pub mod lessons;
pub mod puzzle_set;
pub mod puzzles;
pub mod review;
pub mod study;
