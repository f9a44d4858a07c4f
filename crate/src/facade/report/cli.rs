//! The command line's JSON shapes, of the notation contract (`notation.md`, "The `rithmo` command"): what a
//! capture, a legal move, a played sequence and the state of a game look like on the wire.
//!
//! These are plain serde-serialisable values, built from the engine's own types, so that the
//! command line and any other front end (a wasm facade, a server) print exactly the same JSON.
//!
//! ```
//! use rithmomachia::report::{MoveReport, Status};
//! use rithmomachia::{Position, Rules};
//! let start = Position::new(Rules::classic());
//! let first = MoveReport::from_move(&start, &"c4-d5".parse().unwrap()).unwrap();
//! assert_eq!(serde_json::to_string(&first).unwrap(), r#"{"move":"c4-d5","captures":[]}"#);
//! assert_eq!(serde_json::to_string(&Status::from_position(&start)).unwrap(), r#"{"state":"playing"}"#);
//! ```

use serde::Serialize;

use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::{PlayError, Position};
use crate::victory::Outcome;
use crate::vocab::piece::Color;

/// The longest `rithmo bench --seconds` runs its random playouts: 600 s (ten minutes), far more
/// than a stable figure needs (1 to 3 s) and short enough that a typo does not run for days
/// (docs/notation.md, "Limits").
pub const MAX_BENCH_SECONDS: u32 = 600;

/// One capture as the notation reports it:
/// `{"cell": "e7", "piece": "t45", "value": 45, "component": false, "method": "ambush",
/// "methods": ["ambush"], "by": ["d5", "f6"], "why": "30 + 15 = 45"}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CaptureReport {
    /// The victim's cell, e.g. `"e7"`.
    pub cell: String,
    /// The prisoner token: `"t45"`, a component alone as a simple piece (`"c16"`), or a whole
    /// pyramid `"p(s64s49t36t25c16)"`.
    pub piece: String,
    /// The value taken: the component's value when one falls alone, else the piece's total.
    pub value: u32,
    /// `true` when one pyramid component falls alone.
    pub component: bool,
    /// The id of the method reported (the first that applies, in the rules' report order).
    pub method: String,
    /// The ids of every method that applies, in report order.
    pub methods: Vec<String>,
    /// The attacking cells of the reported method, in cell order.
    pub by: Vec<String>,
    /// The arithmetic (or geometry) of the reported method in English, e.g. `"30 + 15 = 45"`
    /// (the page's words for the capture's [`Reason`](crate::Reason); not in the wasm, where the
    /// page words the reason itself).
    #[cfg(not(target_arch = "wasm32"))]
    pub why: String,
}

impl CaptureReport {
    /// The report of one engine [`Capture`].
    pub fn from_capture(capture: &Capture) -> CaptureReport {
        CaptureReport {
            cell: capture.target.cell.to_string(),
            piece: capture.victim.to_string(),
            value: capture.victim.total(),
            component: capture.is_component(),
            method: capture.method.id().to_string(),
            methods: capture.methods.iter().map(|m| m.id().to_string()).collect(),
            by: capture.by.iter().map(|c| c.to_string()).collect(),
            #[cfg(not(target_arch = "wasm32"))]
            why: capture.reason.to_string(),
        }
    }

    /// The reports of a list of captures, in the same order.
    pub fn from_captures(captures: &[Capture]) -> Vec<CaptureReport> {
        captures.iter().map(CaptureReport::from_capture).collect()
    }
}

/// One legal move with what it takes or may take: `{"move": "c4-d5", "captures": [...]}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct MoveReport {
    /// The move text.
    #[serde(rename = "move")]
    pub mv: String,
    /// What the move takes (automatic captures) or may take.
    pub captures: Vec<CaptureReport>,
}

impl MoveReport {
    /// The report of `mv` in `position`, its captures previewed with [`Position::captures`].
    ///
    /// # Errors
    /// When `mv` is illegal in `position`.
    pub fn from_move(position: &Position, mv: &Move) -> Result<MoveReport, PlayError> {
        let captures = position.captures(mv)?;
        Ok(MoveReport::from_parts(mv, &captures))
    }

    /// The report of `mv` with captures already worked out.
    pub fn from_parts(mv: &Move, captures: &[Capture]) -> MoveReport {
        MoveReport { mv: mv.to_string(), captures: CaptureReport::from_captures(captures) }
    }

    /// One report per distinct legal move of `position`, in [`Position::legal_moves`] order.
    pub fn legal(position: &Position) -> Vec<MoveReport> {
        let mut out = Vec::new();
        MoveReport::each_legal(position, |r| out.push(r));
        out
    }

    /// [`MoveReport::legal`] streamed: one report at a time (the list may be long where the
    /// player chooses captures).
    pub fn each_legal(position: &Position, mut f: impl FnMut(MoveReport)) {
        position.each_legal_turn(|mv, captures| f(MoveReport::from_parts(mv, captures)));
    }
}

pub use crate::victory::DrawReason;

/// The state of a game, tagged by `"state"`:
/// `{"state": "playing"}`,
/// `{"state": "won", "winner": "white", "victory": "victoria-magna", "cells": ["c10", "d11", "e12"], "why": "16, 36, 56: arithmetic, step 20", "also": []}`,
/// `{"state": "draw", "reason": "move-cap", "why": "1000 plies played: the move cap"}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "state", rename_all = "lowercase")]
pub enum Status {
    /// The game goes on.
    Playing,
    /// One side won.
    Won {
        /// The winner.
        winner: Color,
        /// The victory's id (`"victoria-magna"`, `"de-bonis"`, `"blockade"`, …).
        victory: String,
        /// The cells of the winning formation, in path order (empty for other victories).
        cells: Vec<String>,
        /// Why, in English (the outcome's sentences in the page's words; not in the wasm).
        #[cfg(not(target_arch = "wasm32"))]
        why: String,
        /// The ids of the other victories the same move completed, greatest first.
        also: Vec<String>,
    },
    /// Nobody won.
    Draw {
        /// The move cap, or no legal move without the blockade victory.
        reason: DrawReason,
        /// Why, in English (not in the wasm).
        #[cfg(not(target_arch = "wasm32"))]
        why: String,
    },
}

impl Status {
    /// The state of `position`, from [`Position::outcome`].
    pub fn from_position(position: &Position) -> Status {
        Status::from_outcome(position.outcome().as_ref())
    }

    /// The state from an outcome (`None`: still playing).
    #[cfg_attr(target_arch = "wasm32", allow(unused_variables))]
    pub fn from_outcome(outcome: Option<&Outcome>) -> Status {
        match outcome {
            None => Status::Playing,
            Some(Outcome::Won { winner, victory, cells, why, also }) => Status::Won {
                winner: *winner,
                victory: victory.id().to_string(),
                cells: cells.iter().map(|c| c.to_string()).collect(),
                #[cfg(not(target_arch = "wasm32"))]
                why: crate::vocab::english::says(why),
                also: also.iter().map(|v| v.id().to_string()).collect(),
            },
            Some(Outcome::Drawn { reason, why }) => Status::Draw {
                reason: *reason,
                #[cfg(not(target_arch = "wasm32"))]
                why: crate::vocab::english::says(why),
            },
        }
    }
}

/// The result of playing moves in order: `{"position": "...", "captured": [[...], ...],
/// "status": {...}}`, what `rithmo play` prints.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PlayReport {
    /// The position after the moves, in notation.
    pub position: String,
    /// Per move, what it captured.
    pub captured: Vec<Vec<CaptureReport>>,
    /// The state of the game after the moves.
    pub status: Status,
}

impl PlayReport {
    /// Play `moves` in order from `start`; return the final position and the report.
    ///
    /// # Errors
    /// The index (0-based) of the first illegal move, with why.
    pub fn from_moves(start: &Position, moves: &[Move]) -> Result<(Position, PlayReport), (usize, PlayError)> {
        let mut position = start.clone();
        let mut captured = Vec::with_capacity(moves.len());
        for (i, mv) in moves.iter().enumerate() {
            let (next, captures) = position.play_report(mv).map_err(|e| (i, e))?;
            captured.push(CaptureReport::from_captures(&captures));
            position = next;
        }
        let report = PlayReport {
            position: position.to_setup().to_string(),
            captured,
            status: Status::from_position(&position),
        };
        Ok((position, report))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Victory};
    use crate::text::test_position;

    fn json<T: Serialize>(value: &T) -> String {
        serde_json::to_string(value).expect("serialises")
    }

    fn captures_of(p: &Position, mv: &str) -> Vec<CaptureReport> {
        CaptureReport::from_captures(&p.captures(&mv.parse().expect("move parses")).expect("legal move"))
    }

    #[test]
    fn capture_by_equality() {
        // White C16 d2 → e3 reaches Black's t16 on f4; a Black c9 far away keeps Black movable.
        let p = test_position("c9,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic());
        let reports = captures_of(&p, "d2-e3");
        assert_eq!(
            json(&reports),
            r#"[{"cell":"f4","piece":"t16","value":16,"component":false,"method":"equality","methods":["equality"],"by":["e3"],"why":"16 = 16"}]"#
        );
    }

    #[test]
    fn capture_by_ambush() {
        // White T30 d3 → d5 reaches e7 by a knight leap; White C15 on f6 reaches it diagonally.
        let p = test_position("c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0", Rules::classic());
        let mv = "d3-d5".parse().expect("move parses");
        let report = MoveReport::from_move(&p, &mv).expect("legal");
        assert_eq!(
            json(&report),
            r#"{"move":"d3-d5","captures":[{"cell":"e7","piece":"t45","value":45,"component":false,"method":"ambush","methods":["ambush"],"by":["d5","f6"],"why":"30 + 15 = 45"}]}"#
        );
    }

    #[test]
    fn capture_of_a_pyramid_component() {
        // White C16 d2 → e3 reaches Black's pyramid on f4: its c16 falls alone.
        let p =
            test_position("c9,7/8/8/8/8/8/8/8/8/8/8/8/5,p(s64s49t36t25c16),2/8/3,C16,4/8 w - - 0", Rules::classic());
        let reports = captures_of(&p, "d2-e3");
        assert_eq!(
            json(&reports),
            r#"[{"cell":"f4","piece":"c16","value":16,"component":true,"method":"equality","methods":["equality"],"by":["e3"],"why":"16 = 16"}]"#
        );
    }

    #[test]
    fn legal_lists_every_move() {
        let start = Position::new(Rules::classic());
        let reports = MoveReport::legal(&start);
        assert_eq!(reports.len(), start.legal_moves().len());
        assert!(reports.iter().any(|r| r.mv == "c4-d5" && r.captures.is_empty()));
    }

    #[test]
    fn status_playing() {
        let start = Position::new(Rules::classic());
        assert_eq!(json(&Status::from_position(&start)), r#"{"state":"playing"}"#);
    }

    #[test]
    fn status_won_by_blockade() {
        // Black's last piece falls: Black, to move, has no move.
        let p = test_position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic());
        let (after, report) = PlayReport::from_moves(&p, &["d2-e3".parse().expect("move parses")]).expect("legal");
        assert_eq!(after.ply(), 1);
        assert_eq!(
            json(&report.status),
            r#"{"state":"won","winner":"white","victory":"blockade","cells":[],"why":"black has no legal move","also":[]}"#
        );
        assert_eq!(report.position, "8/8/8/8/8/8/8/8/8/8/8/8/8/4,C16,3/8/8 b t16 - 1");
    }

    #[test]
    fn status_draw_by_move_cap() {
        let p = test_position("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C16,7 w - - 1000", Rules::classic());
        assert_eq!(
            json(&Status::from_position(&p)),
            r#"{"state":"draw","reason":"move-cap","why":"1000 plies played: the move cap"}"#
        );
    }

    #[test]
    fn status_draw_for_want_of_a_move() {
        let mut rules = Rules::classic();
        rules.victories.set(Victory::Blockade, None);
        // White to move has no piece at all.
        let p = test_position("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 3", rules);
        assert_eq!(
            json(&Status::from_position(&p)),
            r#"{"state":"draw","reason":"no-move","why":"white has no legal move"}"#
        );
    }

    #[test]
    fn play_report_names_the_illegal_move() {
        let start = Position::new(Rules::classic());
        let moves = ["c4-d5".parse().expect("parses"), "c4-c5".parse().expect("parses")];
        let (index, err) = PlayReport::from_moves(&start, &moves).expect_err("second move is illegal");
        assert_eq!(index, 1);
        assert!(err.to_string().starts_with("illegal move c4-c5: "), "{err}");
    }
}
