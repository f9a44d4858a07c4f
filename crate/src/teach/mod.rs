//! Layer 8, teaching: explanations of positions and moves, the lessons, the engine's analysis
//! of a position and of a whole game, and puzzles.

pub mod analysis;
pub mod explain;
pub mod lessons;
pub mod puzzles;
pub mod review;
