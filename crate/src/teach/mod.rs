//! Layer 8, teaching: explanations of positions and moves, and the lessons.

pub mod explain;
pub mod lessons;
