//! A study as the page shows it (`study.report()`, docs/facade.md) and the verdict on an answer
//! (`study.judge()`), as plain serde values.
//!
//! ```
//! use rithmomachia::report::StudyReport;
//! use rithmomachia::study::Study;
//! let text = r#"{"format": "rithmomachia-study", "version": 1, "title": "Openings", "rules": "classic",
//!   "chapters": [{"title": "One", "moves": ["a3-b5"],
//!   "steps": [{"ply": 0, "comment": "White opens.", "question": {"kind": "move", "answers": ["a3-b5", "c4-d5"]}}]}]}"#;
//! let report = serde_json::to_value(StudyReport::of(&Study::read(text).unwrap())).unwrap();
//! assert_eq!(report["preset"], "classic");
//! assert_eq!(report["chapters"][0]["steps"][0]["question"]["answers"][1], "c4-d5");
//! assert_eq!(report["chapters"][0]["steps"][0]["question"]["kind"], "move");
//! ```

use serde::Serialize;

use super::page::PageCapture;
use crate::rules::Rules;
use crate::teach::study::{Ask, Chapter, Step, Study, Verdict};
use crate::words::Say;

/// `{title, rules, preset, chapters}`: the rules as rules JSON, `preset` the preset's id when
/// they are exactly a preset's (`null` for custom rules).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct StudyReport {
    /// The title.
    pub title: String,
    /// The rules, as rules JSON text.
    pub rules: String,
    /// The preset's id when the rules are exactly the preset's.
    pub preset: Option<&'static str>,
    /// The chapters, in order.
    pub chapters: Vec<ChapterReport>,
}

/// `{title, start, moves, annotations, steps}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ChapterReport {
    /// Its title.
    pub title: String,
    /// Its start position's text (always written out, the rules' own start too).
    pub start: String,
    /// Its line, each move as the rules write it.
    pub moves: Vec<String>,
    /// Its drawings' text (`""`: none).
    pub annotations: String,
    /// Its steps, by ascending ply.
    pub steps: Vec<StepReport>,
}

/// `{ply, comment, question}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct StepReport {
    /// After this many moves of the line.
    pub ply: usize,
    /// The comment (may be `""`).
    pub comment: String,
    /// The question, or `null`.
    pub question: Option<QuestionReport>,
}

/// A question with its answer, by `kind`: `{kind: "move", answers, hint, explain}`, `{kind:
/// "attackers", target, cells, hint, explain}`, `{kind: "captures", move, choices, answer, hint,
/// explain}`.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum QuestionReport {
    /// Find the move.
    Move {
        /// The moves accepted, as the rules write them.
        answers: Vec<String>,
        /// The hint.
        hint: String,
        /// The explanation.
        explain: String,
    },
    /// Which pieces can capture the piece on `target`.
    Attackers {
        /// The piece asked about.
        target: String,
        /// The attackers' cells, in cell order.
        cells: Vec<String>,
        /// The hint.
        hint: String,
        /// The explanation.
        explain: String,
    },
    /// What does `move` capture: the choices, `answer` the right one's place.
    Captures {
        /// The move, as the rules write it.
        #[serde(rename = "move")]
        mv: String,
        /// The choices, each a list of captures (the empty list: nothing).
        choices: Vec<Vec<PageCapture>>,
        /// The right choice's place.
        answer: usize,
        /// The hint.
        hint: String,
        /// The explanation.
        explain: String,
    },
}

impl StudyReport {
    /// The report of a study.
    pub fn of(study: &Study) -> StudyReport {
        let id = study.rules.preset.id();
        let preset = Rules::preset(id).is_ok_and(|p| p == study.rules).then_some(id);
        StudyReport {
            title: study.title.clone(),
            rules: study.rules.to_json(),
            preset,
            chapters: study.chapters.iter().map(ChapterReport::of).collect(),
        }
    }
}

impl ChapterReport {
    /// The report of a chapter.
    pub fn of(chapter: &Chapter) -> ChapterReport {
        ChapterReport {
            title: chapter.title.clone(),
            start: chapter.start.to_setup().to_string(),
            moves: chapter.moves.iter().map(|m| m.to_string()).collect(),
            annotations: chapter.annotations.to_string(),
            steps: chapter.steps.iter().map(StepReport::of).collect(),
        }
    }
}

impl StepReport {
    /// The report of a step.
    pub fn of(step: &Step) -> StepReport {
        let question = step.question.as_ref().map(|q| {
            let (hint, explain) = (q.hint.clone(), q.explain.clone());
            match &q.ask {
                Ask::Move { answers } => {
                    QuestionReport::Move { answers: answers.iter().map(|m| m.to_string()).collect(), hint, explain }
                }
                Ask::Attackers { target, cells } => QuestionReport::Attackers {
                    target: target.to_string(),
                    cells: cells.iter().map(|c| c.to_string()).collect(),
                    hint,
                    explain,
                },
                Ask::Captures { mv, choices, answer } => QuestionReport::Captures {
                    mv: mv.to_string(),
                    choices: choices.iter().map(|c| PageCapture::list(c)).collect(),
                    answer: *answer,
                    hint,
                    explain,
                },
            }
        });
        StepReport { ply: step.ply, comment: step.comment.clone(), question }
    }
}

/// `{right, says, missing, extra}`: an answer judged; `missing` and `extra` the cells an
/// `attackers` answer left out or named wrongly (empty for the other kinds).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct VerdictReport {
    /// The answer is right.
    pub right: bool,
    /// Why, as a sentence (`study.verdict.*`).
    pub says: Say,
    /// Attackers' cells the answer left out.
    pub missing: Vec<String>,
    /// Cells the answer named that take no part in the capture.
    pub extra: Vec<String>,
}

impl VerdictReport {
    /// The report of a verdict.
    pub fn of(verdict: &Verdict) -> VerdictReport {
        let cells = |list: &[crate::Cell]| list.iter().map(|c| c.to_string()).collect();
        VerdictReport {
            right: verdict.right,
            says: verdict.says.clone(),
            missing: cells(&verdict.missing),
            extra: cells(&verdict.extra),
        }
    }
}
