//! The JSON shapes of the notation contract (`notation.md`, "The `rithmo` command"): what a
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

use crate::capture::Capture;
use crate::moves::Move;
use crate::piece::Color;
use crate::position::{PlayError, Position};
use crate::victory::Outcome;

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
    /// The arithmetic (or geometry) of the reported method, e.g. `"30 + 15 = 45"`.
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
        position
            .legal_moves()
            .iter()
            .map(|mv| match position.captures(mv) {
                Ok(captures) => MoveReport::from_parts(mv, &captures),
                // A move the position itself listed is legal; should the preview ever refuse
                // it, report it without captures rather than drop it.
                Err(_) => MoveReport::from_parts(mv, &[]),
            })
            .collect()
    }
}

pub use crate::victory::DrawReason;

/// The state of a game, tagged by `"state"`:
/// `{"state": "playing"}`,
/// `{"state": "won", "winner": "white", "victory": "victoria-magna", "cells": ["c10", "d11", "e12"], "why": "arithmetic 16-36-56", "also": []}`,
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
        /// Why, for people.
        why: String,
        /// The ids of the other victories the same move completed, greatest first.
        also: Vec<String>,
    },
    /// Nobody won.
    Draw {
        /// The move cap, or no legal move without the blockade victory.
        reason: DrawReason,
        /// Why, for people.
        why: String,
    },
}

impl Status {
    /// The state of `position`, from [`Position::outcome`].
    pub fn from_position(position: &Position) -> Status {
        Status::from_outcome(position.outcome().as_ref())
    }

    /// The state from an outcome (`None`: still playing).
    pub fn from_outcome(outcome: Option<&Outcome>) -> Status {
        match outcome {
            None => Status::Playing,
            Some(Outcome::Won { winner, victory, cells, why, also }) => Status::Won {
                winner: *winner,
                victory: victory.id().to_string(),
                cells: cells.iter().map(|c| c.to_string()).collect(),
                why: why.clone(),
                also: also.iter().map(|v| v.id().to_string()).collect(),
            },
            Some(Outcome::Drawn { reason, why }) => Status::Draw { reason: *reason, why: why.clone() },
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
        let report = PlayReport { position: position.to_setup().to_string(), captured, status: Status::from_position(&position) };
        Ok((position, report))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;
    use crate::rules::{Rules, Victory};

    fn position(text: &str, rules: Rules) -> Position {
        Position::from_setup(parse_position(text).expect("test position parses"), rules).expect("test position is valid")
    }

    fn json<T: Serialize>(value: &T) -> String {
        serde_json::to_string(value).expect("serialises")
    }

    fn captures_of(p: &Position, mv: &str) -> Vec<CaptureReport> {
        CaptureReport::from_captures(&p.captures(&mv.parse().expect("move parses")).expect("legal move"))
    }

    #[test]
    fn capture_by_equality() {
        // White C16 d2 → e3 reaches Black's t16 on f4; a Black c9 far away keeps Black movable.
        let p = position("c9,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic());
        let reports = captures_of(&p, "d2-e3");
        assert_eq!(
            json(&reports),
            r#"[{"cell":"f4","piece":"t16","value":16,"component":false,"method":"equality","methods":["equality"],"by":["e3"],"why":"16 = 16"}]"#
        );
    }

    #[test]
    fn capture_by_ambush() {
        // White T30 d3 → d5 reaches e7 by a knight leap; White C15 on f6 reaches it diagonally.
        let p = position("c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0", Rules::classic());
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
        let p = position("c9,7/8/8/8/8/8/8/8/8/8/8/8/5,p(s64s49t36t25c16),2/8/3,C16,4/8 w - - 0", Rules::classic());
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
        let p = position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic());
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
        let p = position("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C16,7 w - - 1000", Rules::classic());
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
        let p = position("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 3", rules);
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

/// A piece as the board inspector shows it: `{"cell": "g2", "color": "white", "shape":
/// "pyramid", "value": 91, "parts": [{"shape": "square", "value": 36}, …]}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PieceReport {
    /// Where it stands.
    pub cell: String,
    /// Its owner.
    pub color: crate::piece::Color,
    /// Its shape (`"pyramid"` for a stack).
    pub shape: crate::piece::Shape,
    /// Its value (a pyramid's total).
    pub value: u32,
    /// Its components, base first (one for a simple piece).
    pub parts: Vec<PartReport>,
}

/// One component of a piece.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PartReport {
    /// Its shape.
    pub shape: crate::piece::Shape,
    /// Its value.
    pub value: u16,
}

impl PieceReport {
    /// The report of the piece on `cell`, if any.
    pub fn at(position: &Position, cell: crate::cell::Cell) -> Option<PieceReport> {
        let piece = position.piece_at(cell)?;
        Some(PieceReport {
            cell: cell.to_string(),
            color: piece.color,
            shape: piece.shape(),
            value: piece.total(),
            parts: piece.parts().iter().map(|c| PartReport { shape: c.shape, value: c.value }).collect(),
        })
    }
}

/// A preset for a chooser: `{"id": "classic", "title": "Classic", "source": "…", "summary": "…"}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PresetReport {
    /// Its id.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// The sources it reads.
    pub source: &'static str,
    /// The rules in one line.
    pub summary: &'static str,
}

impl PresetReport {
    /// Every preset.
    pub fn all() -> Vec<PresetReport> {
        crate::rules::Preset::ALL
            .iter()
            .map(|p| PresetReport { id: p.id(), title: p.title(), source: p.source(), summary: p.summary() })
            .collect()
    }
}

/// An enabled victory with its conditions.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VictoryRule {
    /// Its id.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// Won by arranging pieces rather than by prisoners.
    pub proper: bool,
    /// For a common victory, its conditions on White's prisoners.
    pub white: Vec<crate::rules::Condition>,
    /// For a common victory, its conditions on Black's prisoners.
    pub black: Vec<crate::rules::Condition>,
}

/// The rules in force, for the rules panel, from the same data the engine plays.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RulesReport {
    /// The preset's id (the one these rules started from).
    pub preset: &'static str,
    /// Whether they differ from the preset's.
    pub custom: bool,
    /// The rules in plain sentences, from the same data the engine plays.
    pub describe: Vec<String>,
    /// The same sentences, language-neutral, for the page ([`crate::words`]).
    pub sentences: Vec<crate::words::Say>,
    /// The preset's name.
    pub title: &'static str,
    /// Board length.
    pub ranks: u8,
    /// The capture methods in force, by id.
    pub methods: Vec<&'static str>,
    /// `"all"` or `"moved-only"`.
    pub attackers: &'static str,
    /// The victories in force.
    pub victories: Vec<VictoryRule>,
    /// The move cap, in plies.
    pub ply_cap: u32,
}

impl RulesReport {
    /// The report of `rules` on a board of `ranks` ranks.
    pub fn of(rules: &crate::rules::Rules) -> RulesReport {
        use crate::capture::Method;
        let m = &rules.methods;
        let methods = [
            (m.siege.is_some(), Method::Siege),
            (m.equality, Method::Equality),
            (m.encounter, Method::Encounter),
            (m.ambush.is_some(), Method::Ambush),
            (m.eruption.is_some(), Method::Eruption),
            (m.assault.is_some(), Method::Assault),
            (m.power, Method::Power),
            (m.progression, Method::Progression),
            (m.imprisonment, Method::Imprisonment),
            (m.sally, Method::Sally),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, method)| method.id())
        .chain(match rules.capture_mode {
            crate::rules::CaptureMode::Landing => vec![Method::Landing.id(), Method::Encirclement.id()],
            _ => Vec::new(),
        })
        .collect();
        let victories = rules
            .victories
            .iter()
            .map(|(v, goal)| VictoryRule {
                id: v.id(),
                title: v.title(),
                proper: v.is_proper(),
                white: v.conditions(rules.lesser, &goal, crate::piece::Color::White).as_slice().to_vec(),
                black: v.conditions(rules.lesser, &goal, crate::piece::Color::Black).as_slice().to_vec(),
            })
            .collect();
        RulesReport {
            preset: rules.preset.id(),
            custom: rules.is_custom(),
            // The page words the rules from `sentences`: the English sentences stay out of the
            // wasm (its size budget).
            describe: if cfg!(target_arch = "wasm32") { Vec::new() } else { rules.describe() },
            sentences: rules.sentences(),
            title: rules.preset.title(),
            ranks: rules.ranks,
            methods,
            attackers: match rules.attackers {
                crate::rules::Attackers::All => "all",
                crate::rules::Attackers::MovedOnly => "moved-only",
            },
            victories,
            ply_cap: rules.ply_cap,
        }
    }
}

// ------------------------------------------------------------------ the page's view of a game

/// A capture as the page shows it: the notation's report ([`CaptureReport`], its `why` in
/// English) plus `reason`, the same as a sentence the page words ([`crate::words`]).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PageCapture {
    /// The victim's cell.
    pub cell: String,
    /// The prisoner token.
    pub piece: String,
    /// The value taken.
    pub value: u32,
    /// One pyramid component falls alone.
    pub component: bool,
    /// The method reported.
    pub method: String,
    /// Every method that applies.
    pub methods: Vec<String>,
    /// The attacking cells.
    pub by: Vec<String>,
    /// The arithmetic, in English.
    pub why: String,
    /// The arithmetic as a sentence.
    pub reason: crate::words::Say,
}

impl PageCapture {
    /// The page's view of one capture.
    pub fn of(c: &Capture) -> PageCapture {
        let r = CaptureReport::from_capture(c);
        PageCapture {
            cell: r.cell,
            piece: r.piece,
            value: r.value,
            component: r.component,
            method: r.method,
            methods: r.methods,
            by: r.by,
            why: r.why,
            reason: c.reason.say(),
        }
    }

    /// The page's view of a list of captures, in order.
    pub fn list(captures: &[Capture]) -> Vec<PageCapture> {
        captures.iter().map(PageCapture::of).collect()
    }
}

/// Everything the page draws and offers for the side to move, so that no JavaScript reads a
/// move text, a position text or a packed cell to learn about the rules (docs/facade.md,
/// `game.snapshot()`).
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// The side to move.
    pub turn: Color,
    /// The side to move in the start position.
    pub start_turn: Color,
    /// Plies played (the position's count).
    pub ply: u32,
    /// Board length.
    pub ranks: u8,
    /// Every piece on the board, in cell order.
    pub pieces: Vec<PieceReport>,
    /// The mover's pieces' destinations, by start cell then destination.
    pub moves: Vec<DestinationReport>,
    /// The prisoners the mover may drop, with where.
    pub drops: Vec<DropReport>,
    /// The enemy pieces the mover may remove.
    pub removals: Vec<RemovalReport>,
    /// The prisoners each side holds, in capture order.
    pub prisoners: crate::piece::ByColor<Vec<PrisonerReport>>,
    /// Every recorded move (undone ones too), with who played it.
    pub line: Vec<LineEntry>,
    /// How many moves of `line` are applied.
    pub cursor: u32,
}

/// One destination: `{from, to, kind, choice, label, move, options, default}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DestinationReport {
    /// The piece's cell (`null` for a drop).
    pub from: Option<String>,
    /// The destination.
    pub to: String,
    /// `"quiet"`, `"capture"` or `"replace"`.
    pub kind: crate::game::Kind,
    /// Several moves go here: the player chooses the captures.
    pub choice: bool,
    /// The move without captures (`"a1-d1"`, `"d4xe5"`, `"C4@b1"`).
    pub label: String,
    /// The default move in notation (the only one, else the one taking the most).
    #[serde(rename = "move")]
    pub mv: String,
    /// Every capture the moves make or offer.
    pub options: Vec<OptionReport>,
    /// The ids the default move takes (ticked when a choice opens).
    pub default: Vec<String>,
}

impl DestinationReport {
    /// The page's view of a destination.
    pub fn of(d: &crate::game::Destination) -> DestinationReport {
        DestinationReport {
            from: d.from.map(|c| c.to_string()),
            to: d.to.to_string(),
            kind: d.kind,
            choice: d.is_choice(),
            label: d.label(),
            mv: d.moves[d.default_move].0.to_string(),
            options: d.options.iter().map(|o| OptionReport { id: o.id.clone(), capture: PageCapture::of(&o.capture), fixed: o.fixed }).collect(),
            default: d.default_ids(),
        }
    }
}

/// One capture a destination makes or offers: `{id, capture, fixed}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct OptionReport {
    /// Its id (`"e7#1"`, `"g9:16#1"`), what the play calls take.
    pub id: String,
    /// The capture.
    pub capture: PageCapture,
    /// Every move there takes it: it cannot be unticked.
    pub fixed: bool,
}

/// A prisoner the mover may drop: `{prisoner: {index, color, shape, value}, cells, destinations}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DropReport {
    /// The prisoner.
    pub prisoner: DropPrisoner,
    /// The cells it may enter.
    pub cells: Vec<String>,
    /// Each of those cells as a destination (`from` is `null`).
    pub destinations: Vec<DestinationReport>,
}

/// The prisoner of a drop.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DropPrisoner {
    /// Its index, what `playDrop` takes.
    pub index: u32,
    /// The side it re-enters for (the side to move).
    pub color: Color,
    /// Its shape.
    pub shape: crate::piece::Shape,
    /// Its value.
    pub value: u16,
}

/// An enemy piece the mover may remove: `{cell, options: [{move, captures}]}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RemovalReport {
    /// Its cell.
    pub cell: String,
    /// The removals there, by option number.
    pub options: Vec<RemovalOption>,
}

/// One removal.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RemovalOption {
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// What it takes.
    pub captures: Vec<PageCapture>,
}

/// A prisoner one side holds: `{index, token, color, shape, value, parts, drop}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PrisonerReport {
    /// Its place in capture order.
    pub index: u32,
    /// Its token (`"t30"`, `"p(s64c16)"`), for display.
    pub token: String,
    /// Its own colour (the captured side's).
    pub color: Color,
    /// Its shape (`"pyramid"` for a whole pyramid).
    pub shape: crate::piece::Shape,
    /// Its value (a pyramid's total).
    pub value: u32,
    /// Its components, base first (one for a simple piece).
    pub parts: Vec<PrisonerPart>,
    /// For a simple piece the mover may drop now, the drop's prisoner index; else `null`.
    pub drop: Option<u32>,
}

/// One component of a prisoner.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PrisonerPart {
    /// Its shape.
    pub shape: crate::piece::Shape,
    /// Its value.
    pub value: u16,
    /// When the mover may drop it now, the drop's prisoner index; else `null`.
    pub drop: Option<u32>,
}

/// One recorded move: `{move, mover, from, to}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LineEntry {
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The side that played it.
    pub mover: Color,
    /// Its start cell (`null` for a drop or a removal).
    pub from: Option<String>,
    /// Its destination (a removal's cell).
    pub to: String,
}

impl Snapshot {
    /// The snapshot of `game` at its cursor.
    pub fn of(game: &crate::game::Game) -> Snapshot {
        let position = game.position();
        let offers = game.offers();
        let board = position.board();
        let pieces = crate::cell::Cell::all()
            .take(board.ranks() as usize * crate::cell::FILES as usize)
            .filter_map(|c| PieceReport::at(position, c))
            .collect();
        let droppable = |c: &crate::piece::Component| -> Option<u32> {
            offers.drops.iter().find(|d| d.piece == *c).map(|d| d.index as u32)
        };
        let prisoners_of = |holder: Color| -> Vec<PrisonerReport> {
            let mover = holder == position.turn();
            position
                .prisoners(holder)
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let parts: Vec<PrisonerPart> = p
                        .parts()
                        .iter()
                        .map(|c| PrisonerPart { shape: c.shape, value: c.value, drop: if mover { droppable(c) } else { None } })
                        .collect();
                    PrisonerReport {
                        index: i as u32,
                        token: p.to_string(),
                        color: p.color,
                        shape: p.shape(),
                        value: p.total(),
                        drop: if p.is_pyramid() { None } else { parts[0].drop },
                        parts,
                    }
                })
                .collect()
        };
        Snapshot {
            turn: position.turn(),
            start_turn: game.start().turn(),
            ply: position.ply(),
            ranks: board.ranks(),
            pieces,
            moves: offers.moves.iter().map(DestinationReport::of).collect(),
            drops: offers
                .drops
                .iter()
                .map(|d| DropReport {
                    prisoner: DropPrisoner { index: d.index as u32, color: d.color, shape: d.piece.shape, value: d.piece.value },
                    cells: d.destinations.iter().map(|x| x.to.to_string()).collect(),
                    destinations: d.destinations.iter().map(DestinationReport::of).collect(),
                })
                .collect(),
            removals: offers
                .removals
                .iter()
                .map(|r| RemovalReport {
                    cell: r.cell.to_string(),
                    options: r.moves.iter().map(|(m, c)| RemovalOption { mv: m.to_string(), captures: PageCapture::list(c) }).collect(),
                })
                .collect(),
            prisoners: crate::piece::ByColor { white: prisoners_of(Color::White), black: prisoners_of(Color::Black) },
            line: game
                .line()
                .enumerate()
                .map(|(i, m)| LineEntry {
                    mv: m.to_string(),
                    mover: game.mover(i).unwrap_or(Color::White),
                    from: m.from().map(|c| c.to_string()),
                    to: m.to().to_string(),
                })
                .collect(),
            cursor: game.cursor() as u32,
        }
    }
}
