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
    pub fn of(position: &Position, level: &crate::search::Level, mv: &Move, result: &crate::search::SearchResult) -> Thought {
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
