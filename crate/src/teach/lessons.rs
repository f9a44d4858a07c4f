//! Interactive lessons: a short course, one prepared position per movement, capture method and
//! victory of each preset, with a task the rules core checks. Lessons are data (the table
//! [`LESSONS`]); their words (title, task, hint, explanation) live in the page's language files,
//! keyed by lesson id. `docs/lessons.md` lists them.

use crate::board::moves::{Action, Move};
use crate::capture::{Capture, Method};
use crate::position::Position;
use crate::rules::{Preset, Victory};
use crate::text::notation;
use crate::victory::Outcome;
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Shape};

/// What a lesson asks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Move the piece on the first cell to the second.
    Move(&'static str, &'static str),
    /// Capture the piece on the cell by the method (among the methods that take it).
    Capture(&'static str, Method),
    /// Win by the victory with this move.
    Victory(Victory),
}

/// One lesson: a position under a preset, a goal, and a move that reaches it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Lesson {
    /// Stable id, also the key of its texts (`lesson.<id>.title`, …).
    pub id: &'static str,
    /// The preset whose rules the lesson plays.
    pub preset: Preset,
    /// The position, in notation.
    pub position: &'static str,
    /// What the player must do.
    pub goal: Goal,
    /// A move text that does it.
    pub solution: &'static str,
}

const fn lesson(
    id: &'static str,
    preset: Preset,
    position: &'static str,
    goal: Goal,
    solution: &'static str,
) -> Lesson {
    Lesson { id, preset, position, goal, solution }
}

/// Every lesson, grouped by preset (classic, boissiere, simplified, ludii), then movement,
/// captures and victories.
pub const LESSONS: &[Lesson] = &[
    lesson(
        "classic-round",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8 w - - 0",
        Goal::Move("d4", "e5"),
        "d4-e5",
    ),
    lesson(
        "classic-triangle",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "d6"),
        "d4-d6",
    ),
    lesson(
        "classic-triangle-leap",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/3,C2,C8,3/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "e6"),
        "d4-e6",
    ),
    lesson(
        "classic-square",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/8/3,S25,4/8 w - - 0",
        Goal::Move("d2", "d5"),
        "d2-d5",
    ),
    lesson(
        "classic-square-leap",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/3,C4,C6,3/3,S25,4/8 w - - 0",
        Goal::Move("d2", "e5"),
        "d2-e5",
    ),
    lesson(
        "classic-pyramid",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,P(S36S25T16T9C4C1),4/8/8/8 w - - 0",
        Goal::Move("d4", "d7"),
        "d4-d7",
    ),
    lesson(
        "classic-siege",
        Preset::Classic,
        "7,c9/8/8/8/8/8/3,C50,4/8/3,C20,c7,C30,2/4,C40,3/8/8/8/8/8/8 w - - 0",
        Goal::Capture("e8", Method::Siege),
        "d10-e9",
    ),
    lesson(
        "classic-equality",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/4,c20,3/8/8/2,T20,5/8/8 w - - 0",
        Goal::Capture("e6", Method::Equality),
        "c3-c5",
    ),
    lesson(
        "classic-ambush",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/4,t45,3/8/2,T30,5/4,S15,3/8/8/8 w - - 0",
        Goal::Capture("e7", Method::Ambush),
        "c5-c7",
    ),
    lesson(
        "classic-eruption",
        Preset::Classic,
        "7,c9/8/8/8/8/8/4,t36,3/8/8/8/3,C9,4/8/8/8/8/8 w - - 0",
        Goal::Capture("e10", Method::Eruption),
        "d6-e7",
    ),
    lesson(
        "classic-de-corpore",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w c3c5c7c9c9c25c49c81t12t16t30t36t56t64 - 0",
        Goal::Victory(Victory::DeCorpore),
        "d2-e3",
    ),
    lesson(
        "classic-de-bonis",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w s361s225s121s120s66s49s28t100t90t64t56t30 - 0",
        Goal::Victory(Victory::DeBonis),
        "d2-e3",
    ),
    lesson(
        "classic-victoria-magna",
        Preset::Classic,
        "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0",
        Goal::Victory(Victory::VictoriaMagna),
        "f11-e12",
    ),
    lesson(
        "classic-victoria-major",
        Preset::Classic,
        "7,s289/8/8/8/8/4,C36,3/C4,C6,T12,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::VictoriaMajor),
        "e11-d10",
    ),
    lesson(
        "classic-victoria-excellentissima",
        Preset::Classic,
        "7,s289/8/8/8/2,T12,1,C4,3/5,C6,2/2,C9,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::VictoriaExcellentissima),
        "f11-e10",
    ),
    lesson(
        "classic-blockade",
        Preset::Classic,
        "c3,1,C20,5/1,c5,6/2,C50,5/1,C70,6/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::Blockade),
        "b13-a14",
    ),
    lesson(
        "boissiere-round",
        Preset::Boissiere,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8 w - - 0",
        Goal::Move("d4", "e5"),
        "d4-e5",
    ),
    lesson(
        "boissiere-triangle",
        Preset::Boissiere,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "d6"),
        "d4-d6",
    ),
    lesson(
        "boissiere-triangle-leap",
        Preset::Boissiere,
        "7,c9/8/8/8/8/8/8/8/8/8/8/3,C2,C8,3/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "e6"),
        "d4-e6",
    ),
    lesson(
        "boissiere-square",
        Preset::Boissiere,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/8/3,S25,4/8 w - - 0",
        Goal::Move("d2", "d5"),
        "d2-d5",
    ),
    lesson(
        "boissiere-square-leap",
        Preset::Boissiere,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/3,C4,C6,3/3,S25,4/8 w - - 0",
        Goal::Move("d2", "e5"),
        "d2-e5",
    ),
    lesson(
        "boissiere-pyramid",
        Preset::Boissiere,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,P(S36S25T16T9C4C1),4/8/8/8 w - - 0",
        Goal::Move("d4", "d7"),
        "d4-d7",
    ),
    lesson(
        "boissiere-encounter",
        Preset::Boissiere,
        "1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w - - 0",
        Goal::Capture("d14", Method::Encounter),
        "b16-c15*d14",
    ),
    lesson(
        "boissiere-ambush",
        Preset::Boissiere,
        "1,c8,6/2,T12,5/8/c4,7/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("c15", Method::Ambush),
        "a13-b14*c15",
    ),
    lesson(
        "boissiere-assault",
        Preset::Boissiere,
        "3,T12,4/8/1,c2,6/t6,7/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("d16", Method::Assault),
        "b14-a15*d16",
    ),
    lesson(
        "boissiere-power",
        Preset::Boissiere,
        "1,C3,6/8/1,s81,6/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w - - 0",
        Goal::Capture("b14", Method::Power),
        "b16-c15*b14",
    ),
    lesson(
        "boissiere-progression",
        Preset::Boissiere,
        "C25,2,s15,4/8/2,t20,5/8/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("a16", Method::Progression),
        "c14-a14*a16",
    ),
    lesson(
        "boissiere-imprisonment",
        Preset::Boissiere,
        "1,C2,6/S15,T30,1,S36,4/T4,7/3,t72,4/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("b15", Method::Imprisonment),
        "d13-b13*b15",
    ),
    lesson(
        "boissiere-capture-before",
        Preset::Boissiere,
        "8/8/8/8/8/8/8/8/8/8/5,s625,2/2,c5,1,s25,3/3,C25,4/8/8/8 w - - 0",
        Goal::Capture("e5", Method::Encounter),
        "d4xe5",
    ),
    lesson(
        "boissiere-drop",
        Preset::Boissiere,
        "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0",
        Goal::Capture("c2", Method::Power),
        "C4@b1*c2",
    ),
    lesson(
        "boissiere-body",
        Preset::Boissiere,
        "1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w c2c4c6c8c4c16c36c64t6t9t20t25t42t49 - 0",
        Goal::Victory(Victory::Body),
        "b16-c15*d14",
    ),
    lesson(
        "boissiere-assets",
        Preset::Boissiere,
        "1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w s289s169s153s81s45t81t72t49t20 - 0",
        Goal::Victory(Victory::Assets),
        "b16-c15*d14",
    ),
    lesson(
        "boissiere-mediocre-victory",
        Preset::Boissiere,
        "c9,6,s289/8/4,T56,3/8/8/3,C36,4/2,C16,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::MediocreVictory),
        "e14-e12",
    ),
    lesson(
        "boissiere-great-victory",
        Preset::Boissiere,
        "7,s289/8/8/8/8/4,C36,3/C4,C6,T12,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::GreatVictory),
        "e11-d10",
    ),
    lesson(
        "boissiere-excellent-victory",
        Preset::Boissiere,
        "7,s289/8/8/8/2,T12,1,C4,3/5,C6,2/2,C9,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::ExcellentVictory),
        "f11-e10",
    ),
    lesson(
        "boissiere-blockade",
        Preset::Boissiere,
        "c3,1,C20,5/1,c5,6/2,C50,5/1,C70,6/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::Blockade),
        "b13-a14",
    ),
    lesson(
        "simplified-round",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8 w - - 0",
        Goal::Move("d4", "d5"),
        "d4-d5",
    ),
    lesson(
        "simplified-triangle",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "f6"),
        "d4-f6",
    ),
    lesson(
        "simplified-square",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,S15,4/8/8/8 w - - 0",
        Goal::Move("d4", "g7"),
        "d4-g7",
    ),
    lesson(
        "simplified-pyramid",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,P(S36C1),4/8/8/8 w - - 0",
        Goal::Move("d4", "d7"),
        "d4-d7",
    ),
    lesson(
        "simplified-siege",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/4,C4,1,C8,1/3,C6,t97,3/4,C2,3/8/8/8 w - - 0",
        Goal::Capture("e5", Method::Siege),
        "g6-f5*e5",
    ),
    lesson(
        "simplified-ambush",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/4,s45,3/3,C5,4/6,C9,1/8/8/8/8/8 w - - 0",
        Goal::Capture("e8", Method::Ambush),
        "g6-f7*e8",
    ),
    lesson(
        "simplified-assault",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/1,t15,1,T25,4/8/8/1,S15,6/8 w - - 0",
        Goal::Capture("d7", Method::Assault),
        "d5xd7",
    ),
    lesson(
        "simplified-sally",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/t12,2,t16,1,t32,2/3,C8,4/8/C3,4,C8,2/8/8 w - - 0",
        Goal::Capture("d6", Method::Sally),
        "d5xd6",
    ),
    lesson(
        "simplified-drop",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/8/2,s25,5/1,S16,6 w c9 - 0",
        Goal::Capture("c2", Method::Ambush),
        "C9@d1*c2",
    ),
    lesson(
        "simplified-de-corpore",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/3,T25,4/8/8/8/8 w c3c3c3c3c3c3c3c3c3c3c3c3c3c3 - 0",
        Goal::Victory(Victory::DeCorpore),
        "d5xd7",
    ),
    lesson(
        "simplified-de-bonis",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/3,T25,4/8/8/8/8 w s361s225s121s120s66s49s28t100t90t64t56t30 - 0",
        Goal::Victory(Victory::DeBonis),
        "d5xd7",
    ),
    lesson(
        "simplified-great-triumph",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/1,C4,1,C8,4/2,C6,5/8 w - - 0",
        Goal::Victory(Victory::GreatTriumph),
        "c2-c3",
    ),
    lesson(
        "simplified-greater-triumph",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/C4,C6,C9,5/3,C12,4/8 w - - 0",
        Goal::Victory(Victory::GreaterTriumph),
        "d2-d3",
    ),
    lesson(
        "simplified-greatest-triumph",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/C4,C6,C9,5/3,C12,4/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::GreatestTriumph),
        "d9-d10",
    ),
    lesson(
        "simplified-blockade",
        Preset::Simplified,
        "c3,C20,6/1,C10,6/1,C40,6/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::Blockade),
        "b14-a15",
    ),
    lesson(
        "ludii-round",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,C5,4/8/8/8 w - - 0",
        Goal::Move("d4", "d5"),
        "d4-d5",
    ),
    lesson(
        "ludii-triangle",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "f6"),
        "d4-f6",
    ),
    lesson(
        "ludii-square",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,S10,4/8/8/8 w - - 0",
        Goal::Move("d4", "d7"),
        "d4-d7",
    ),
    lesson(
        "ludii-pyramid",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,P(S36C1),4/8/8/8 w - - 0",
        Goal::Move("d4", "e4"),
        "d4-e4",
    ),
    lesson(
        "ludii-landing",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,T8,4/8/8/8 w - - 0",
        Goal::Capture("f6", Method::Landing),
        "d4xf6",
    ),
    lesson(
        "ludii-encirclement",
        Preset::Ludii,
        "c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Capture("a16", Method::Encirclement),
        "xa16",
    ),
    lesson(
        "ludii-line",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/3,C10,1,C30,2/4,C20,3/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::LudiiLine),
        "e9-e10",
    ),
];

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
    Illegal(String),
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
    pub fn start(&self) -> Result<Position, String> {
        let setup = notation::parse_position(self.position).map_err(|e| e.to_string())?;
        Position::from_setup(setup, self.preset.rules()).map_err(|e| e.to_string())
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
            Err(e) => return fail(Miss::Illegal(e.reason.to_string())),
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
            Err(e) => Check { miss: Some(Miss::Illegal(e.to_string())), captures: Vec::new(), after: None },
        }
    }
}
