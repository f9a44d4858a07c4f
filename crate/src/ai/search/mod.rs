//! The computer opponent: iterative-deepening alpha-beta (principal variation search) over
//! [`crate::Position::search_moves_into`] (every legal move, but where the player chooses
//! captures a few choices per action: all it may take, the same without its least valuable
//! capture, nothing) and [`crate::Position::play_unchecked`], with a fixed-size
//! transposition table, captures-first move ordering, killer and history heuristics, and the
//! static evaluation of the `eval` module.
//!
//! Moves are opaque here: whatever a preset's moves carry (chosen captures, drops, removals), the
//! search only lists, plays and compares them, and judges the result with
//! [`crate::Position::outcome`]. Nothing reads a preset's name.
//!
//! No clock and no randomness is hidden in the search: time comes from a [`Clock`] the caller
//! supplies (the browser's monotonic `performance.now()`, the command line's `Instant`), tie-breaks and the
//! weaker levels' noise from a seed. Bounded by nodes only, the same seed gives the same move.
//! A stop flag ([`Engine::stop_handle`]) ends a search within a few hundred nodes.
//!
//! ```
//! use rithmomachia::search::{Engine, Level, NoClock};
//! use rithmomachia::{Position, Rules};
//! let start = Position::new(Rules::classic());
//! let mut engine = Engine::new(1 << 20);
//! let level: Level = "hard:3000n".parse().unwrap();
//! let result = engine.search(&start, &level, 7, &NoClock);
//! let best = result.best.expect("a move");
//! assert!(start.is_legal(&best));
//! assert_eq!(engine.search(&start, &level, 7, &NoClock).best, Some(best), "deterministic");
//! ```
//!
//! The files: [`level`] (levels, limits, clocks, results), [`table`] (hashing and the
//! transposition table), [`engine`] (the search), `frame` (its per-ply buffers), [`order`]
//! (move ordering), [`hint`] (a best move explained), `repetition` (positions had before, scored
//! as draws).

pub mod engine;
mod frame;
pub mod hint;
pub mod level;
pub mod order;
pub mod repetition;
pub mod table;

pub use engine::Engine;
pub use hint::{explain, say_capture, Explanation};
pub use level::{
    Budget, Clock, Level, LevelError, Limits, NoClock, SearchResult, Strength, MAX_SEARCH_DEPTH, MAX_SEARCH_MILLIS,
    MAX_SEARCH_NODES,
};
pub use repetition::GameHistory;
