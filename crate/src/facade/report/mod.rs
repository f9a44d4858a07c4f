//! The JSON shapes the command line and the page print, by subject: [`cli`] (the notation
//! contract's captures, moves, status), [`page`] (the snapshot, a move played, the status),
//! [`rules`] (presets, the rules panel and dialog), [`engine`] (a search's result),
//! [`analysis`] (a position's evaluation and lines, a game reviewed), [`lessons`] and [`study`]
//! (a study and the verdict on an answer). Plain serde values built from the engine's own types,
//! tested natively.
//!
//! ```
//! use rithmomachia::report::{MoveReport, Status};
//! use rithmomachia::{Position, Rules};
//! let start = Position::new(Rules::classic());
//! let first = MoveReport::from_move(&start, &"c4-d5".parse().unwrap()).unwrap();
//! assert_eq!(serde_json::to_string(&first).unwrap(), r#"{"move":"c4-d5","captures":[]}"#);
//! assert_eq!(serde_json::to_string(&Status::from_position(&start)).unwrap(), r#"{"state":"playing"}"#);
//! ```

pub mod analysis;
pub mod cli;
pub mod editor;
pub mod engine;
pub mod lessons;
pub mod page;
pub mod rules;
pub mod study;

pub use crate::victory::DrawReason;
pub use analysis::{AnalysisReport, LineReport, MoveCheck, PlyReport, ReviewStep};
pub use cli::{CaptureReport, MoveReport, PlayReport, Status, MAX_BENCH_SECONDS};
pub use editor::EditorView;
pub use engine::{BenchFigure, BenchReport, ThinkReport, Thought, ThoughtVictory};
pub use lessons::{LessonCheck, LessonInfo};
pub use page::*;
pub use rules::{PresetReport, RulesReport, VictoryField, VictoryOption, VictoryRule};
pub use study::{ChapterReport, QuestionReport, StepReport, StudyReport, VerdictReport};
