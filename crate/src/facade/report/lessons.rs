//! The lessons as the page lists them, and the verdict on a move tried in one.

use serde::Serialize;

use super::page::{PageCapture, PageStatus};
use crate::lessons::Part;

/// One lesson as the page lists it (its words are in the language files, under the keys `words`
/// names).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LessonInfo {
    /// Its id.
    pub id: &'static str,
    /// The preset it plays under.
    pub preset: &'static str,
    /// `"motion"`, `"capture"`, `"turn"` or `"victory"`.
    pub kind: &'static str,
    /// What it teaches.
    pub term: String,
    /// Its position.
    pub position: &'static str,
    /// A solution.
    pub solution: &'static str,
    /// The cell of the piece to play.
    pub hint: String,
    /// The keys of its words, part by part (`{title, task, hint, done}`, each a list of keys
    /// the page words and joins with a space): a lesson several presets share has one set.
    pub words: LessonWords,
}

/// The keys of a lesson's words, part by part.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LessonWords {
    /// Its title.
    pub title: Vec<String>,
    /// Its task.
    pub task: Vec<String>,
    /// Its hint.
    pub hint: Vec<String>,
    /// Its explanation once solved.
    pub done: Vec<String>,
}

impl LessonInfo {
    /// Every lesson.
    pub fn all() -> Vec<LessonInfo> {
        crate::lessons::LESSONS
            .iter()
            .map(|l| {
                let kind = l.kind();
                LessonInfo {
                    id: l.id,
                    preset: l.preset.id(),
                    kind: kind.id(),
                    term: kind.term(),
                    position: l.position,
                    solution: l.solution,
                    hint: l.hint_cell().map(|c| c.to_string()).unwrap_or_default(),
                    words: LessonWords {
                        title: l.words(Part::Title),
                        task: l.words(Part::Task),
                        hint: l.words(Part::Hint),
                        done: l.words(Part::Done),
                    },
                }
            })
            .collect()
    }
}

/// The verdict on a lesson's move: `solved`, and when it misses the reason's `code` with its
/// parameters (`expected`, `got`: cells or ids; `why`: the engine's reason for an illegal move);
/// what it captured and the game's state after it.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct LessonCheck {
    /// The goal is reached.
    pub solved: bool,
    /// The miss's code (`""` when solved).
    pub reason: &'static str,
    /// What was expected (a cell or an id).
    pub expected: String,
    /// What the move did.
    pub got: String,
    /// The engine's reason for an illegal move (a sentence; `null` otherwise).
    pub why: Option<crate::vocab::words::Say>,
    /// What the move captured.
    pub captures: Vec<PageCapture>,
    /// The game's state after it (`None` when illegal).
    pub status: Option<PageStatus>,
}

impl LessonCheck {
    /// The page's view of a lesson's check.
    pub fn of(check: &crate::lessons::Check) -> LessonCheck {
        use crate::lessons::Miss;
        let (expected, got, why) = match &check.miss {
            None | Some(Miss::NoVictory) => Default::default(),
            Some(Miss::Illegal(why)) => (String::new(), String::new(), Some(why.clone())),
            Some(Miss::WrongPiece { expected, moved }) => {
                (expected.to_string(), moved.map(|c| c.to_string()).unwrap_or_default(), None)
            }
            Some(Miss::WrongCell { expected, went }) => (expected.to_string(), went.to_string(), None),
            Some(Miss::NotCaptured { cell }) => (cell.to_string(), String::new(), None),
            Some(Miss::WrongMethod { expected, got, .. }) => (expected.id().to_string(), got.id().to_string(), None),
            Some(Miss::WrongVictory { expected, got }) => (expected.id().to_string(), got.id().to_string(), None),
        };
        LessonCheck {
            solved: check.solved(),
            reason: check.miss.as_ref().map(Miss::code).unwrap_or(""),
            expected,
            got,
            why,
            captures: PageCapture::list(&check.captures),
            status: check.after.as_ref().map(PageStatus::of),
        }
    }
}
