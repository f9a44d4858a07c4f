//! The engine's analysis as the page and `rithmo analyse` show it: a position's evaluation and
//! lines ([`AnalysisReport`]), one move of a game reviewed ([`PlyReport`]), an exercise's move
//! judged ([`MoveCheck`]). Scores are given for the side they concern and from White's side, with
//! White's winning chance (−1 to 1) for the evaluation bar and the graph.

use serde::Serialize;

use crate::ai::eval::{WIN, WIN_BOUND};
use crate::board::moves::Move;
use crate::position::Position;
use crate::teach::analysis::{chance, Analysis, Line};
use crate::teach::review::{PlyReview, Review};
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

/// A score seen from White's side.
fn white(score: i32, side: Color) -> i32 {
    if side == Color::White {
        score
    } else {
        -score
    }
}

/// A win the search proved, in plies from the position, as seen from White's side: positive
/// when White wins, negative when Black does; `None` when none is proven.
fn proven(white_score: i32) -> Option<i32> {
    if white_score >= WIN_BOUND {
        Some(WIN - white_score)
    } else if white_score <= -WIN_BOUND {
        Some(-(WIN + white_score))
    } else {
        None
    }
}

fn texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

/// One line of an analysis.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LineReport {
    /// Its first move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The first move's start cell, if any (an arrow on the board).
    pub from: Option<String>,
    /// Its destination.
    pub to: String,
    /// The score for the side to move, in points.
    pub score: i32,
    /// The score from White's side.
    pub white: i32,
    /// White's winning chance, −1 to 1.
    pub chance: f64,
    /// A proven win in plies (White's positive, Black's negative), if any.
    pub win_in: Option<i32>,
    /// The expected line.
    pub pv: Vec<String>,
    /// What it does, as sentences.
    pub says: Vec<Say>,
    /// The depth its search completed.
    pub depth: u8,
}

impl LineReport {
    fn of(line: &Line, turn: Color) -> LineReport {
        let w = white(line.score, turn);
        LineReport {
            mv: line.mv.to_string(),
            from: line.mv.from().map(|c| c.to_string()),
            to: line.mv.to().to_string(),
            score: line.score,
            white: w,
            chance: chance(w),
            win_in: proven(w),
            pv: texts(&line.pv),
            says: line.says.clone(),
            depth: line.depth,
        }
    }
}

/// A position's evaluation and its best lines: `Analyst.analyse` in the analysis worker.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisReport {
    /// The side to move.
    pub turn: Color,
    /// The score for the side to move (the best line's).
    pub score: i32,
    /// The score from White's side.
    pub white: i32,
    /// White's winning chance, −1 to 1 (the evaluation bar).
    pub chance: f64,
    /// A proven win in plies (White's positive, Black's negative), if any.
    pub win_in: Option<i32>,
    /// The lines, best first (none once the game is over).
    pub lines: Vec<LineReport>,
    /// Positions searched.
    pub nodes: u64,
    /// The game is over in this position (then the score is its result).
    pub over: bool,
}

impl AnalysisReport {
    /// The report of `analysis`, an analysis of `position`.
    pub fn of(position: &Position, analysis: &Analysis) -> AnalysisReport {
        let turn = position.turn();
        let over = position.outcome();
        let score = match &over {
            Some(o) => match o.winner() {
                Some(w) if w == turn => WIN,
                Some(_) => -WIN,
                None => 0,
            },
            None => analysis.score,
        };
        let w = white(score, turn);
        AnalysisReport {
            turn,
            score,
            white: w,
            chance: chance(w),
            win_in: proven(w).filter(|_| over.is_none()),
            lines: analysis.lines.iter().map(|l| LineReport::of(l, turn)).collect(),
            nodes: analysis.nodes,
            over: over.is_some(),
        }
    }
}

/// One move of a game reviewed: what `rithmo analyse` prints per ply (one JSON object a
/// line) and the page's post-game analysis receives.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlyReport {
    /// Which move (from 1).
    pub ply: usize,
    /// Who played it.
    pub side: Color,
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The engine's best move there.
    pub best: Option<String>,
    /// Its start cell, if any (what a hint marks).
    pub best_from: Option<String>,
    /// Its destination.
    pub best_to: Option<String>,
    /// The best move's expected line.
    pub best_line: Vec<String>,
    /// The opponent's best answer to the move played, if the game goes on.
    pub reply: Option<String>,
    /// The mover's score with the best move (points).
    pub before: i32,
    /// The mover's score after the move played.
    pub after: i32,
    /// The position's score from White's side before the move…
    pub white_before: i32,
    /// …and after it.
    pub white_after: i32,
    /// White's winning chance before the move (−1 to 1)…
    pub chance_before: f64,
    /// …and after it (the graph's point for this ply).
    pub chance_after: f64,
    /// The winning chance the mover gave away (0 to 2).
    pub loss: f64,
    /// `inaccuracy`, `mistake` or `blunder`, if it lost that much.
    pub mark: Option<&'static str>,
    /// Why, in a word (`missed-capture`, `exposed`, …), for a marked move.
    pub why: Option<&'static str>,
    /// The same as sentences, with the better move.
    pub says: Vec<Say>,
    /// The depth of the search before the move.
    pub depth: u8,
    /// `says` in English (the command line; the page words them itself).
    #[cfg(not(target_arch = "wasm32"))]
    pub text: String,
}

impl PlyReport {
    /// The report of one reviewed move.
    pub fn of(r: &PlyReview) -> PlyReport {
        let (before, after) = r.scores();
        let white_before = white(before, r.mover);
        let white_after = white(after, r.mover);
        PlyReport {
            ply: r.ply,
            side: r.mover,
            mv: r.mv.to_string(),
            best: r.before.best.as_ref().map(Move::to_string),
            best_from: r.before.best.as_ref().and_then(Move::from).map(|c| c.to_string()),
            best_to: r.before.best.as_ref().map(|m| m.to().to_string()),
            best_line: texts(&r.before.pv),
            reply: r.after.best.as_ref().map(Move::to_string),
            before,
            after,
            white_before,
            white_after,
            chance_before: chance(white_before),
            chance_after: chance(white_after),
            loss: (r.loss * 1000.0).round() / 1000.0,
            mark: r.mark.map(|m| m.id()),
            why: r.why.map(|w| w.id()),
            says: r.says.clone(),
            depth: r.before.depth,
            #[cfg(not(target_arch = "wasm32"))]
            text: crate::vocab::english::capitalized(&r.says),
        }
    }
}

/// A move tried in an exercise ("learn from your mistakes"): whether it is as good as the best
/// (no mark), and the review of it.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct MoveCheck {
    /// As good as the engine's best move (it is that move, or loses less than an inaccuracy).
    pub right: bool,
    /// The move reviewed.
    pub review: PlyReport,
}

/// One step of a review as the page hears it: positions `evaluated` of `total` (the moves and
/// the start), `ply` the review of the move that led to the position just evaluated (`None` for
/// the start, and once `done`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewStep {
    /// Every position is evaluated: nothing was this time.
    pub done: bool,
    /// Positions evaluated so far.
    pub evaluated: u32,
    /// Positions to evaluate in all.
    pub total: u32,
    /// The move reviewed.
    pub ply: Option<PlyReport>,
}

impl ReviewStep {
    /// Evaluate the next position of `review`, and report it.
    pub fn next(review: &mut Review) -> ReviewStep {
        let total = review.plies() as u32 + 1;
        let step = review.step();
        let done = step.is_none();
        let ply = step.flatten().map(|p| PlyReport::of(&p));
        ReviewStep { done, evaluated: review.evaluated() as u32, total, ply }
    }
}
