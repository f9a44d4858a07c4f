//! Interactive lessons: a short course, one prepared position per movement, capture method and
//! victory of each preset, with a task the rules core checks. Lessons are data (the table
//! [`LESSONS`], in `course.rs`); their words (title, task, hint, explanation) live in the page's
//! language files, under the keys [`Lesson::words`] names (one set for a lesson several presets
//! share). `docs/lessons.md` lists them.

use crate::board::moves::{Action, Move};
use crate::capture::{Capture, Method};
use crate::position::Position;
use crate::rules::Victory;
pub use crate::teach::course::{Drill, Goal, Lesson, Part, LESSONS};
use crate::text::notation;
use crate::victory::Outcome;
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Shape};
use crate::vocab::words::Say;

/// What a lesson teaches: a movement, a capture method, a kind of turn or a victory.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// How a shape moves (`leap`: by its jump rather than its slide).
    Motion {
        /// The moving piece's shape.
        shape: Shape,
        /// Whether the move is a leap.
        leap: bool,
    },
    /// A capture method.
    Capture(Method),
    /// A kind of turn beyond a plain move: `"drop"` (a prisoner re-enters) or
    /// `"capture-before"` (captures from where the piece stands, then onto the victim's cell).
    Turn(&'static str),
    /// A victory.
    Victory(Victory),
}

impl Kind {
    /// `"motion"`, `"capture"` or `"victory"`.
    pub const fn id(self) -> &'static str {
        match self {
            Kind::Motion { .. } => "motion",
            Kind::Capture(_) => "capture",
            Kind::Turn(_) => "turn",
            Kind::Victory(_) => "victory",
        }
    }

    /// The rules term taught: a shape (`"triangle"`, `"triangle-leap"`), a method id or a
    /// victory id.
    pub fn term(self) -> String {
        match self {
            Kind::Motion { shape, leap } => format!("{}{}", shape.name(), if leap { "-leap" } else { "" }),
            Kind::Capture(m) => m.id().to_string(),
            Kind::Turn(t) => t.to_string(),
            Kind::Victory(v) => v.id().to_string(),
        }
    }
}

/// Why a move does not solve a lesson: a code and its parameters (cells, ids), which the page
/// words in the player's language (`lessons.reason.<code>`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Miss {
    /// The move is not legal here (the engine's reason).
    Illegal(Say),
    /// Another piece moved (expected `from`, moved `moved`, or none for a drop or removal).
    WrongPiece {
        /// The piece the task names.
        expected: Cell,
        /// The cell the move started from, if any.
        moved: Option<Cell>,
    },
    /// The right piece went elsewhere.
    WrongCell {
        /// Where it should have gone.
        expected: Cell,
        /// Where it went.
        went: Cell,
    },
    /// The target was not taken.
    NotCaptured {
        /// The target's cell.
        cell: Cell,
    },
    /// The target fell, but not by the method asked for.
    WrongMethod {
        /// The target's cell.
        cell: Cell,
        /// The method asked for.
        expected: Method,
        /// The method reported.
        got: Method,
    },
    /// The move won nothing.
    NoVictory,
    /// The move won by another victory.
    WrongVictory {
        /// The victory asked for.
        expected: Victory,
        /// The victory won.
        got: Victory,
    },
}

impl Miss {
    /// The code of the reason, for the language files.
    pub const fn code(&self) -> &'static str {
        match self {
            Miss::Illegal(_) => "illegal",
            Miss::WrongPiece { .. } => "wrong-piece",
            Miss::WrongCell { .. } => "wrong-cell",
            Miss::NotCaptured { .. } => "not-captured",
            Miss::WrongMethod { .. } => "wrong-method",
            Miss::NoVictory => "no-victory",
            Miss::WrongVictory { .. } => "wrong-victory",
        }
    }
}

/// The verdict on a move played in a lesson's position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Check {
    /// `None`: the goal is reached.
    pub miss: Option<Miss>,
    /// What the move captured (empty for an illegal move).
    pub captures: Vec<Capture>,
    /// The position after the move (`None` for an illegal move).
    pub after: Option<Position>,
}

impl Check {
    /// Does the move solve the lesson?
    pub fn solved(&self) -> bool {
        self.miss.is_none()
    }

    /// The game's end after the move, if it ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.after.as_ref().and_then(Position::outcome)
    }
}

/// The lesson with this id.
pub fn find(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

const A1: Cell = match Cell::new(0, 0) {
    Some(c) => c,
    None => panic!("a1 is on the board"),
};

fn cell(text: &str) -> Cell {
    // The table's cells are checked by the lessons test; a1 only stands in for a typo there.
    text.parse().unwrap_or(A1)
}

impl Lesson {
    /// The lesson's position under its preset's rules.
    pub fn start(&self) -> Result<Position, Say> {
        let setup = notation::parse_position(self.position).map_err(|e| e.says())?;
        Position::from_setup(setup, self.preset.rules()).map_err(|e| e.says())
    }

    /// The side to play.
    pub fn side(&self) -> Color {
        self.start().map(|p| p.turn()).unwrap_or(Color::White)
    }

    /// The cell of the piece to play (the hint marks it): the solution's start, or for a removal
    /// its target.
    pub fn hint_cell(&self) -> Option<Cell> {
        notation::parse_move(self.solution).ok().map(|m| m.from().unwrap_or(m.to()))
    }

    /// What the lesson teaches, read from its solution (a drop, a capture before the move), its
    /// goal and its position.
    pub fn kind(&self) -> Kind {
        match notation::parse_move(self.solution).map(|m| m.action) {
            Ok(Action::Drop { .. }) => return Kind::Turn("drop"),
            Ok(Action::Replace { .. }) if self.preset.rules().turn.captures_before => {
                return Kind::Turn("capture-before")
            }
            _ => {}
        }
        match self.goal {
            Goal::Move(from, to) => {
                let (from, to) = (cell(from), cell(to));
                let shape = self.start().ok().and_then(|p| p.piece_at(from)).map(|p| p.shape()).unwrap_or(Shape::Round);
                let (df, dr) =
                    ((from.file() as i32 - to.file() as i32).abs(), (from.rank() as i32 - to.rank() as i32).abs());
                Kind::Motion { shape, leap: df != 0 && dr != 0 && df != dr }
            }
            Goal::Capture(_, m) => Kind::Capture(m),
            Goal::Victory(v) => Kind::Victory(v),
        }
    }

    /// Judge a move played in the lesson's position.
    pub fn check(&self, mv: &Move) -> Check {
        let fail = |miss| Check { miss: Some(miss), captures: Vec::new(), after: None };
        let start = match self.start() {
            Ok(p) => p,
            Err(e) => return fail(Miss::Illegal(e)),
        };
        let (after, captures) = match start.play_report(mv) {
            Ok(x) => x,
            Err(e) => return fail(Miss::Illegal(e.reason.says())),
        };
        let miss = match self.goal {
            Goal::Move(from, to) => {
                let (from, to) = (cell(from), cell(to));
                match mv.action {
                    Action::Shift { from: f, to: t } | Action::Replace { from: f, to: t } if f == from => {
                        (t != to).then_some(Miss::WrongCell { expected: to, went: t })
                    }
                    _ => Some(Miss::WrongPiece { expected: from, moved: mv.from() }),
                }
            }
            Goal::Capture(target, method) => {
                let target = cell(target);
                match captures.iter().find(|c| c.target.cell == target) {
                    None => Some(Miss::NotCaptured { cell: target }),
                    Some(c) if !c.methods.contains(method) => {
                        Some(Miss::WrongMethod { cell: target, expected: method, got: c.method })
                    }
                    Some(_) => None,
                }
            }
            Goal::Victory(victory) => match after.outcome() {
                Some(Outcome::Won { winner, victory: got, also, .. }) if winner == start.turn() => (got != victory
                    && !also.contains(&victory))
                .then_some(Miss::WrongVictory { expected: victory, got }),
                _ => Some(Miss::NoVictory),
            },
        };
        Check { miss, captures, after: Some(after) }
    }

    /// Judge a move text.
    pub fn check_text(&self, text: &str) -> Check {
        match notation::parse_move(text) {
            Ok(mv) => self.check(&mv),
            Err(e) => Check { miss: Some(Miss::Illegal(e.says())), captures: Vec::new(), after: None },
        }
    }
}
