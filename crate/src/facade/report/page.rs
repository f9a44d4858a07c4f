//! The page's view of a game: the snapshot it draws from (pieces, destinations with their
//! capture options, drops, removals, prisoners, the line), a piece inspected, a move played and
//! the status, each as plain serde values.

use serde::Serialize;

use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::Position;
use crate::victory::{Ending, Outcome};
use crate::vocab::piece::Color;

use super::cli::CaptureReport;

/// A piece as the board inspector shows it: `{"cell": "g2", "color": "white", "shape":
/// "pyramid", "value": 91, "parts": [{"shape": "square", "value": 36}, …]}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PieceReport {
    /// Where it stands.
    pub cell: String,
    /// Its owner.
    pub color: crate::vocab::piece::Color,
    /// Its shape (`"pyramid"` for a stack).
    pub shape: crate::vocab::piece::Shape,
    /// Its value (a pyramid's total).
    pub value: u32,
    /// Its components, base first (one for a simple piece).
    pub parts: Vec<PartReport>,
}

/// One component of a piece.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PartReport {
    /// Its shape.
    pub shape: crate::vocab::piece::Shape,
    /// Its value.
    pub value: u16,
}

impl PieceReport {
    /// The report of the piece on `cell`, if any.
    pub fn at(position: &Position, cell: crate::vocab::cell::Cell) -> Option<PieceReport> {
        Some(PieceReport::of(cell, &position.piece_at(cell)?))
    }

    /// The report of `piece` standing on `cell`.
    pub fn of(cell: crate::vocab::cell::Cell, piece: &crate::vocab::piece::Piece) -> PieceReport {
        PieceReport {
            cell: cell.to_string(),
            color: piece.color,
            shape: piece.shape(),
            value: piece.total(),
            parts: piece.parts().iter().map(|c| PartReport { shape: c.shape, value: c.value }).collect(),
        }
    }
}

// ------------------------------------------------------------------ the page's view of a game

/// A capture as the page shows it: the notation's report ([`CaptureReport`]) without English,
/// and `reason`, its arithmetic as a sentence the page words ([`crate::words`]).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PageCapture {
    /// The victim's cell.
    pub cell: String,
    /// The prisoner token (notation: the move list's and the records' business).
    pub piece: String,
    /// The victim's side and shape, which with `value` name it in words ("black round 7").
    pub color: Color,
    /// See `color`.
    pub shape: crate::vocab::piece::Shape,
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
            color: c.victim.color,
            shape: c.victim.shape(),
            value: r.value,
            component: r.component,
            method: r.method,
            methods: r.methods,
            by: r.by,
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
    /// The cells of the mover's pieces that may move, in cell order: their destinations, with
    /// the captures on offer, are asked piece by piece ([`Destinations`]).
    pub movers: Vec<String>,
    /// The prisoners the mover may drop, with where.
    pub drops: Vec<DropReport>,
    /// The enemy pieces the mover may remove.
    pub removals: Vec<RemovalReport>,
    /// The prisoners each side holds, in capture order.
    pub prisoners: crate::vocab::piece::ByColor<Vec<PrisonerReport>>,
    /// How many moves the recorded line holds (undone ones too); the moves themselves are
    /// asked for by `lineFrom` ([`LineEntry::from_game`]), only those the page lacks.
    pub line_length: u32,
    /// How many times the recorded line has been cut (a move played before its end drops
    /// the later ones): while it stays the same, the line only grew ([`crate::Game::line_edits`]).
    pub line_edits: u32,
    /// How many moves of the line are applied.
    pub cursor: u32,
    /// Is the game over, wherever the cursor stands ([`crate::Game::finished`])?
    pub finished: bool,
    /// May the game still be aborted ([`crate::Game::abortable`])?
    pub abortable: bool,
    /// How the game ended off the board: an [`Ending`] id (`"white-resigned"`, …), if it did.
    pub ending: Option<&'static str>,
}

/// The captures of a snapshot's options, each once (compared whole: cell, method, attackers,
/// arithmetic), with the place of each.
#[derive(Default)]
pub struct CaptureTable {
    list: Vec<Capture>,
}

impl CaptureTable {
    /// The place of `capture` in the table, added when new.
    pub fn place(&mut self, capture: &Capture) -> u32 {
        match self.list.iter().position(|c| c == capture) {
            Some(i) => i as u32,
            None => {
                self.list.push(*capture);
                self.list.len() as u32 - 1
            }
        }
    }

    /// The captures as the page shows them, in table order.
    pub fn report(&self) -> Vec<PageCapture> {
        PageCapture::list(&self.list)
    }
}

/// One destination: `{from, to, kind, choice, label, move, options, default}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DestinationReport {
    /// The piece's cell (`null` for a drop).
    pub from: Option<String>,
    /// The destination.
    pub to: String,
    /// `"quiet"`, `"capture"` or `"replace"`.
    pub kind: crate::position::offers::Kind,
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
    /// The page's view of a destination, its options' captures placed in `table`.
    pub fn of(d: &crate::position::offers::Destination, table: &mut CaptureTable) -> DestinationReport {
        DestinationReport {
            from: d.from.map(|c| c.to_string()),
            to: d.to.to_string(),
            kind: d.kind,
            choice: d.is_choice(),
            label: d.label(),
            mv: d.default.0.to_string(),
            options: d
                .options
                .iter()
                .map(|o| OptionReport { id: o.id.clone(), capture: table.place(&o.capture), fixed: o.fixed })
                .collect(),
            default: d.default_ids(),
        }
    }
}

/// One capture a destination makes or offers: `{id, capture, fixed}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct OptionReport {
    /// Its id (`"e7#1"`, `"g9:16#1"`), what the play calls take.
    pub id: String,
    /// The capture: its place in the snapshot's `captures`.
    pub capture: u32,
    /// Every move there takes it: it cannot be unticked.
    pub fixed: bool,
}

/// A prisoner the mover may drop: `{prisoner: {index, color, shape, value}, cells}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DropReport {
    /// The prisoner.
    pub prisoner: DropPrisoner,
    /// The cells it may enter (each as a destination: [`Destinations`], asked when it is picked).
    pub cells: Vec<String>,
}

/// What one piece (or one prisoner) offers, asked when it is picked up:
/// `{destinations: [Destination], captures: [Capture]}`, each option's `capture` the place of
/// its capture in `captures` (a capture on offer after several moves is sent once).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Destinations {
    /// By destination, in move-list order (a drop's `from` is `null`).
    pub destinations: Vec<DestinationReport>,
    /// The captures the options name, each once.
    pub captures: Vec<PageCapture>,
}

impl Destinations {
    /// The page's view of `destinations`.
    pub fn of(destinations: &[crate::position::offers::Destination]) -> Destinations {
        let mut table = CaptureTable::default();
        let destinations = destinations.iter().map(|d| DestinationReport::of(d, &mut table)).collect();
        Destinations { destinations, captures: table.report() }
    }
}

/// The prisoner of a drop.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DropPrisoner {
    /// Its index, what `playDrop` takes.
    pub index: u32,
    /// The side it re-enters for (the side to move).
    pub color: Color,
    /// Its shape.
    pub shape: crate::vocab::piece::Shape,
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
    pub shape: crate::vocab::piece::Shape,
    /// Its value (a pyramid's total).
    pub value: u32,
    /// Its components, base first (one for a simple piece).
    pub parts: Vec<PrisonerPart>,
    /// For a simple piece the mover may drop now, the drop's prisoner index; else `null`.
    pub drop: Option<u32>,
}

impl PrisonerReport {
    /// The report of `piece`, number `index` of its list; `drop(component)`: the drop index
    /// that re-enters that component now, if any.
    pub fn of(
        index: usize,
        piece: &crate::vocab::piece::Piece,
        drop: &dyn Fn(&crate::vocab::piece::Component) -> Option<u32>,
    ) -> PrisonerReport {
        let parts: Vec<PrisonerPart> =
            piece.parts().iter().map(|c| PrisonerPart { shape: c.shape, value: c.value, drop: drop(c) }).collect();
        PrisonerReport {
            index: index as u32,
            token: piece.to_string(),
            color: piece.color,
            shape: piece.shape(),
            value: piece.total(),
            drop: if piece.is_pyramid() { None } else { parts[0].drop },
            parts,
        }
    }
}

/// One component of a prisoner.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PrisonerPart {
    /// Its shape.
    pub shape: crate::vocab::piece::Shape,
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

impl LineEntry {
    /// The moves of `game`'s recorded line from the `from`-th on (none past its end).
    pub fn from_game(game: &crate::app::game::Game, from: usize) -> Vec<LineEntry> {
        game.line()
            .enumerate()
            .skip(from)
            .map(|(i, m)| LineEntry {
                mv: m.to_string(),
                mover: game.mover(i).unwrap_or(Color::White),
                from: m.from().map(|c| c.to_string()),
                to: m.to().to_string(),
            })
            .collect()
    }
}

impl Snapshot {
    /// The snapshot of `game` at its cursor.
    pub fn of(game: &crate::app::game::Game) -> Snapshot {
        let position = game.position();
        // A game ended off the board offers no move anywhere in its line.
        let none = crate::position::offers::Origins::default();
        let origins = if game.ending().is_some() { &none } else { game.origins() };
        let board = position.board();
        let pieces = crate::vocab::cell::Cell::all()
            .take(board.ranks() as usize * crate::vocab::cell::FILES as usize)
            .filter_map(|c| PieceReport::at(position, c))
            .collect();
        let droppable = |c: &crate::vocab::piece::Component| -> Option<u32> {
            origins.drops.iter().find(|d| d.1 == *c).map(|d| d.0 as u32)
        };
        let prisoners_of = |holder: Color| -> Vec<PrisonerReport> {
            let mover = holder == position.turn();
            position
                .prisoners(holder)
                .iter()
                .enumerate()
                .map(|(i, p)| PrisonerReport::of(i, &p, &|c| if mover { droppable(c) } else { None }))
                .collect()
        };
        Snapshot {
            turn: position.turn(),
            start_turn: game.start().turn(),
            ply: position.ply(),
            ranks: board.ranks(),
            pieces,
            movers: origins.pieces.iter().map(|c| c.to_string()).collect(),
            drops: origins
                .drops
                .iter()
                .map(|(index, piece, cells)| DropReport {
                    prisoner: DropPrisoner {
                        index: *index as u32,
                        color: position.turn(),
                        shape: piece.shape,
                        value: piece.value,
                    },
                    cells: cells.iter().map(|x| x.to_string()).collect(),
                })
                .collect(),
            removals: origins
                .removals
                .iter()
                .map(|r| RemovalReport {
                    cell: r.cell.to_string(),
                    options: r
                        .moves
                        .iter()
                        .map(|(m, c)| RemovalOption { mv: m.to_string(), captures: PageCapture::list(c) })
                        .collect(),
                })
                .collect(),
            prisoners: crate::vocab::piece::ByColor {
                white: prisoners_of(Color::White),
                black: prisoners_of(Color::Black),
            },
            line_length: game.line().len() as u32,
            line_edits: game.line_edits(),
            cursor: game.cursor() as u32,
            finished: game.finished(),
            abortable: game.abortable(),
            ending: game.ending().map(Ending::id),
        }
    }
}

/// The status as the page shows it: the report's fields plus the victory's name and, for a
/// progression, its arithmetic for people ("16, 36, 56: arithmetic, step 20").
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PageStatus {
    /// `"playing"`, `"won"` or `"draw"`.
    pub state: &'static str,
    /// The winner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Color>,
    /// The victory's id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub victory: Option<String>,
    /// The victory's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<&'static str>,
    /// The winning formation's cells.
    pub cells: Vec<String>,
    /// The other victories the same move completed.
    pub also: Vec<String>,
    /// Why drawn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<crate::victory::DrawReason>,
    /// Why, as sentences the shell words.
    pub says: Vec<crate::words::Say>,
    /// How the game ended off the board (an [`Ending`] id), when it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ending: Option<&'static str>,
}

impl PageStatus {
    /// The page's view of the state of `position`.
    pub fn of(position: &Position) -> PageStatus {
        let mut s = PageStatus {
            state: "playing",
            winner: None,
            victory: None,
            title: None,
            cells: Vec::new(),
            also: Vec::new(),
            reason: None,
            says: Vec::new(),
            ending: None,
        };
        match position.outcome() {
            None => {}
            Some(Outcome::Won { winner, victory, cells, why, also }) => {
                s.state = "won";
                s.winner = Some(winner);
                s.victory = Some(victory.id().to_string());
                s.title = Some(victory.title());
                s.cells = cells.iter().map(|c| c.to_string()).collect();
                s.says = why;
                s.also = also.iter().map(|v| v.id().to_string()).collect();
            }
            Some(Outcome::Drawn { reason, why }) => {
                s.state = "draw";
                s.reason = Some(reason);
                s.says = why;
            }
        }
        s
    }
}

impl PageStatus {
    /// The page's view of the state of `game` at its cursor: its ending at the recorded line's
    /// end, else its position's.
    pub fn of_game(game: &crate::app::game::Game) -> PageStatus {
        match game.ending() {
            Some(ending) if game.cursor() == game.line().len() => PageStatus::ended(ending),
            _ => PageStatus::of(game.position()),
        }
    }

    /// A game ended off the board: won by resignation or time (`victory`: `"resignation"`,
    /// `"time"`), or drawn by agreement; why in one sentence.
    fn ended(ending: Ending) -> PageStatus {
        let winner = ending.winner();
        PageStatus {
            state: if winner.is_some() { "won" } else { "draw" },
            winner,
            victory: ending.victory().map(str::to_string),
            title: None,
            cells: Vec::new(),
            also: Vec::new(),
            reason: None,
            says: vec![ending.says()],
            ending: Some(ending.id()),
        }
    }
}

// ------------------------------------------------------------------ moves played, the engine, lessons

/// A move played, as the page shows it: `{move, from, to, captures, status}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Played {
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its start cell, if any.
    pub from: Option<String>,
    /// Its destination.
    pub to: String,
    /// What it captured.
    pub captures: Vec<PageCapture>,
    /// The game's state after it.
    pub status: PageStatus,
}

impl Played {
    /// The report of `mv`, which captured `captures` and led to `after`.
    pub fn of(mv: &Move, captures: &[Capture], after: &Position) -> Played {
        Played {
            mv: mv.to_string(),
            from: mv.from().map(|c| c.to_string()),
            to: mv.to().to_string(),
            captures: PageCapture::list(captures),
            status: PageStatus::of(after),
        }
    }
}
