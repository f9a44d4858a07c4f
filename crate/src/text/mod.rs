//! Layer 6, text: the notation of positions and moves (reading and writing).

pub mod notation;
