//! What the engine found, as the page shows it.

use serde::Serialize;

use crate::board::moves::Move;
use crate::position::Position;

use super::page::PageCapture;

/// What the engine found, as the page shows it.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Thought {
    /// The move found.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its start cell, if any.
    pub from: Option<String>,
    /// Its destination.
    pub to: String,
    /// The level searched at.
    pub level: String,
    /// The score.
    pub score: i32,
    /// Depth reached.
    pub depth: u8,
    /// Selective depth.
    pub seldepth: u8,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub millis: f64,
    /// Nodes per second.
    pub nps: u64,
    /// Stopped by the budget.
    pub stopped: bool,
    /// The expected line.
    pub pv: Vec<String>,
    /// Why, as sentences.
    pub says: Vec<crate::words::Say>,
    /// What the move captures.
    pub captures: Vec<PageCapture>,
    /// The victory it wins, if any.
    pub victory: Option<ThoughtVictory>,
}

/// The victory a move found wins.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ThoughtVictory {
    /// Its id.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// The formation's cells.
    pub cells: Vec<String>,
}

impl Thought {
    /// The report of a search of `position` at `level` that found `mv`.
    pub fn of(
        position: &Position,
        level: &crate::search::Level,
        mv: &Move,
        result: &crate::search::SearchResult,
    ) -> Thought {
        let why = crate::search::explain(position, result);
        Thought {
            mv: mv.to_string(),
            from: mv.from().map(|c| c.to_string()),
            to: mv.to().to_string(),
            level: level.to_string(),
            score: result.score,
            depth: result.depth,
            seldepth: result.seldepth,
            nodes: result.nodes,
            millis: result.millis,
            nps: if result.millis > 0.0 { (result.nodes as f64 * 1000.0 / result.millis) as u64 } else { 0 },
            stopped: result.stopped,
            pv: result.pv.iter().map(|m| m.to_string()).collect(),
            says: why.says,
            captures: PageCapture::list(&why.captures),
            victory: why.victory.map(|(v, cells)| ThoughtVictory {
                id: v.id(),
                title: v.title(),
                cells: cells.iter().map(|c| c.to_string()).collect(),
            }),
        }
    }
}

/// What `rithmo think` prints: the page's [`Thought`] (the same facade shape as `Engine.think`
/// in the browser) and its reasons worded in English (`why`, as the page words them; not in
/// the wasm, where the page words them itself).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ThinkReport {
    /// The search's answer.
    #[serde(flatten)]
    pub thought: Thought,
    /// `says` in English.
    #[cfg(not(target_arch = "wasm32"))]
    pub why: String,
}

impl ThinkReport {
    /// The report of a search of `position` at `level` that found `mv`.
    pub fn of(
        position: &Position,
        level: &crate::search::Level,
        mv: &Move,
        result: &crate::search::SearchResult,
    ) -> ThinkReport {
        let thought = Thought::of(position, level, mv, result);
        ThinkReport {
            #[cfg(not(target_arch = "wasm32"))]
            why: crate::vocab::english::says(&thought.says),
            thought,
        }
    }
}

/// One benchmark figure: work (plies or nodes) over milliseconds, and its rate per second.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct BenchFigure {
    /// Plies or nodes.
    pub count: u64,
    /// Milliseconds taken.
    pub millis: f64,
    /// Count per second.
    pub per_second: f64,
}

impl BenchFigure {
    /// The figure of a [`crate::bench::Rate`].
    pub fn of(rate: &crate::bench::Rate) -> BenchFigure {
        BenchFigure { count: rate.count, millis: rate.millis, per_second: rate.per_second() }
    }
}

/// The benchmarks of one preset, as `rithmo bench` measures them (`Engine.bench` in the browser):
/// random playouts, a perft and the hard level's search from [`crate::bench::search_positions`].
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct BenchReport {
    /// The preset's id.
    pub preset: &'static str,
    /// Random playouts: plies.
    pub playouts: BenchFigure,
    /// The perft's depth (0: not run).
    pub perft_depth: u32,
    /// Perft: leaves.
    pub perft: BenchFigure,
    /// The search's time from each position, in ms (0: not run).
    pub search_ms: u64,
    /// Search: nodes.
    pub search: BenchFigure,
    /// The search's mean depth completed.
    pub search_depth: f64,
    /// The least depth the search completed from one of the positions.
    pub search_least_depth: u32,
}

impl BenchReport {
    /// Run the three benchmarks from `start` (each skipped at 0) with `clock`.
    pub fn run(
        start: &Position,
        playout_ms: f64,
        perft_depth: u32,
        search_ms: u64,
        clock: &dyn crate::search::Clock,
    ) -> BenchReport {
        use crate::bench::{perft_rate, playouts, search_rate, Rate};
        let (_, plies) = playouts(start, playout_ms, 1, clock);
        let perft = if perft_depth > 0 { perft_rate(start, perft_depth, clock) } else { Rate::default() };
        let (search, search_depth, search_least_depth) =
            if search_ms > 0 { search_rate(start, search_ms as f64, clock) } else { (Rate::default(), 0.0, 0) };
        BenchReport {
            preset: start.rules().preset.id(),
            playouts: BenchFigure::of(&plies),
            perft_depth,
            perft: BenchFigure::of(&perft),
            search_ms,
            search: BenchFigure::of(&search),
            search_depth,
            search_least_depth,
        }
    }
}
