//! Studies: a teacher's lesson of chapters, each a position with a line of moves, comments,
//! drawings and questions (`docs/records.md`, "Studies"). The file's fields are read by the text
//! floor ([`StudyFile`]); here every chapter's line is replayed under the rules, every question
//! is checked in the position at its step and its answer worked out, and a student's answer is
//! judged ([`Study::judge`]).
//!
//! Three kinds of question: *find the move* (any of the teacher's moves is right, however the
//! student writes it), *which pieces can capture this one* (the cells of the side to move's
//! pieces that take part in capturing the piece, worked out by [`crate::explain::piece`]), and
//! *what does this move capture* (a choice among the right captures and up to three others,
//! made here).
//!
//! ```
//! use rithmomachia::study::Study;
//! // White's C16 on d2 steps to e3 and takes Black's t16 on f4 by equality.
//! let text = r#"{"format": "rithmomachia-study", "version": 1, "title": "Equality", "rules": "classic",
//!   "chapters": [{"title": "d2-e3", "start": "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0",
//!   "moves": ["d2-e3"], "steps": [{"ply": 0, "comment": "Take it.",
//!     "question": {"kind": "move", "answers": ["d2-e3"], "hint": "Equal values."}}]}]}"#;
//! let study = Study::read(text).unwrap();
//! assert!(study.judge(0, 0, "d2-e3").unwrap().right);
//! let wrong = study.judge(0, 0, "d2-c3").unwrap();
//! assert!(!wrong.right);
//! assert_eq!(wrong.says.to_string(), "the move d2-c3 is legal, but it is not the answer");
//! assert_eq!(Study::read(&study.text()).unwrap().text(), study.text());
//! // A question the position does not support is refused, naming where it is.
//! let bad = text.replace(r#""move", "answers": ["d2-e3"]"#, r#""captures", "move": "d2-c3""#);
//! assert_eq!(Study::read(&bad).unwrap_err().to_string(), "chapter 1: on the start position: the question's move d2-c3 captures nothing");
//! ```

use crate::ai::search::say_capture;
use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::Rules;
use crate::teach::explain;
use crate::text::annotations::{at, Annotations};
use crate::text::notation::ParseError;
use crate::text::record::RecordError;
pub use crate::text::study::{
    AskFile, ChapterFault, ChapterFile, QuestionFile, StepFault, StepFile, StudyError, StudyFile, FORMAT, MAX_CHAPTERS,
    MAX_NOTE_CHARS, MAX_QUESTIONS, MAX_STUDY_BYTES, MAX_TITLE_CHARS,
};
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::words::{shorten, Say, Word};

/// The most choices a `captures` question offers: the right one and up to three others (other
/// moves' captures, then "nothing").
pub const MAX_CHOICES: usize = 4;

/// A study checked: every chapter's line replayed, every question's answer worked out.
#[derive(Clone, Debug)]
pub struct Study {
    /// The title.
    pub title: String,
    /// The rules of every chapter.
    pub rules: Rules,
    /// The chapters, in order.
    pub chapters: Vec<Chapter>,
}

/// A chapter checked.
#[derive(Clone, Debug)]
pub struct Chapter {
    /// Its title.
    pub title: String,
    /// Its start position.
    pub start: Position,
    /// Its line, each move as the rules write it.
    pub moves: Vec<Move>,
    /// Its drawings.
    pub annotations: Annotations,
    /// Its steps, by ascending ply.
    pub steps: Vec<Step>,
}

/// A step checked: its comment and its question with the answer worked out.
#[derive(Clone, Debug)]
pub struct Step {
    /// After this many moves of the line (0: its start).
    pub ply: usize,
    /// The comment (may be `""`).
    pub comment: String,
    /// The question, if any.
    pub question: Option<Question>,
}

/// A question checked in its position.
#[derive(Clone, Debug)]
pub struct Question {
    /// What is asked, with its answer.
    pub ask: Ask,
    /// The hint (may be `""`).
    pub hint: String,
    /// The explanation (may be `""`).
    pub explain: String,
}

/// The three kinds of question, each with its answer.
#[derive(Clone, Debug)]
pub enum Ask {
    /// Find the move: any of `answers` is right.
    Move {
        /// The moves accepted, as the rules write them.
        answers: Vec<Move>,
    },
    /// Which pieces can capture the piece on `target`: those on `cells`.
    Attackers {
        /// The piece asked about (of the side not to move).
        target: Cell,
        /// The cells of the side to move's pieces that take part in capturing it now, in cell
        /// order (a1, b1, …, h1, a2, …).
        cells: Vec<Cell>,
    },
    /// What does `mv` capture: `choices[answer]`.
    Captures {
        /// The move, as the rules write it.
        mv: Move,
        /// The choices offered (at most [`MAX_CHOICES`]): the move's captures, other moves'
        /// (distinct as sets of captured pieces and methods) and maybe nothing (an empty list),
        /// in a fixed order that does not depend on which is right.
        choices: Vec<Vec<Capture>>,
        /// Which choice is right.
        answer: usize,
    },
}

/// A student's answer judged: whether it is right, and a sentence saying why (`study.verdict.*`,
/// below). For an `attackers` question, the cells missing from the answer and those in it that
/// take no part in the capture, in cell order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The answer is right.
    pub right: bool,
    /// Why, as a sentence: `study.verdict.move` (the move answers the question),
    /// `study.verdict.notMove` (a legal move that does not), `study.verdict.refused` (no move
    /// here: the notation's or the rules' reason), `study.verdict.attackers` (the attackers, all
    /// named), `study.verdict.missing` (how many more there are), `study.verdict.extra` (cells
    /// named that take no part), `study.verdict.cells` (both), `study.verdict.captures` (what the
    /// move takes), `study.verdict.notCaptures` (a wrong choice).
    pub says: Say,
    /// Cells of the attackers the answer left out.
    pub missing: Vec<Cell>,
    /// Cells the answer named that take no part in the capture.
    pub extra: Vec<Cell>,
}

/// Why an answer cannot be judged: no such chapter, step or question, or an answer of the wrong
/// shape for its question (a wrong answer is a [`Verdict`], not an error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JudgeError {
    /// There is no chapter `n` (from 1); the study has `count`.
    Chapter {
        /// The chapter asked for (from 1).
        n: usize,
        /// How many the study has.
        count: usize,
    },
    /// Chapter `chapter` (from 1) has no step at `ply`.
    Step {
        /// The chapter (from 1).
        chapter: usize,
        /// The ply asked for.
        ply: usize,
    },
    /// The step at `ply` of chapter `chapter` asks nothing.
    Question {
        /// The chapter (from 1).
        chapter: usize,
        /// The ply asked for.
        ply: usize,
    },
    /// An `attackers` answer that is not cells separated by commas (the cell's complaint).
    Cells(Say),
    /// A `captures` answer that is not the number of a choice, 0 to `max`.
    Choice {
        /// The answer's text.
        text: String,
        /// The last choice's number.
        max: usize,
    },
}

impl JudgeError {
    /// The sentence: a `fault.judge.*` key.
    pub fn says(&self) -> Say {
        match self {
            JudgeError::Chapter { n, count } => {
                Say::new("fault.judge.chapter").num("n", *n as u64).num("count", *count as u64)
            }
            JudgeError::Step { chapter, ply } => {
                Say::new("fault.judge.step").num("n", *chapter as u64).say("where", at(*ply))
            }
            JudgeError::Question { chapter, ply } => {
                Say::new("fault.judge.question").num("n", *chapter as u64).say("where", at(*ply))
            }
            JudgeError::Cells(why) => Say::new("fault.judge.cells").say("why", why.clone()),
            JudgeError::Choice { text, max } => {
                Say::new("fault.judge.choice").text("text", shorten(text)).num("max", *max as u64)
            }
        }
    }
}

crate::vocab::said::said!(JudgeError);

impl Study {
    /// A study file's text read and checked: its fields ([`StudyFile::read`]), then each
    /// chapter's line replayed and its questions checked in their positions.
    ///
    /// # Errors
    /// The first fault: the fields' ([`StudyFile::read`]), then chapter by chapter the first
    /// move of its line that cannot be replayed, then its first question the position does not
    /// support (an answer not legal there, a target that is no piece of the side not to move or
    /// that nothing can capture, a move that captures nothing).
    pub fn read(text: &str) -> Result<Study, StudyError> {
        Study::check(StudyFile::read(text)?)
    }

    /// A study's fields checked (as [`Study::read`] checks them).
    ///
    /// # Errors
    /// As [`Study::read`], after the fields.
    pub fn check(file: StudyFile) -> Result<Study, StudyError> {
        let mut chapters = Vec::with_capacity(file.chapters.len());
        for (i, chapter) in file.chapters.into_iter().enumerate() {
            chapters.push(check_chapter(chapter).map_err(|fault| StudyError::Chapter { n: i + 1, fault })?);
        }
        Ok(Study { title: file.title, rules: file.rules, chapters })
    }

    /// The study's fields with every move written as the rules write it.
    pub fn file(&self) -> StudyFile {
        let chapters = self.chapters.iter().map(Chapter::file).collect();
        StudyFile { title: self.title.clone(), rules: self.rules, chapters }
    }

    /// The study's canonical text ([`StudyFile::write`] of [`Study::file`]): what the page saves
    /// and exports; read again, the same study.
    pub fn text(&self) -> String {
        self.file().write()
    }

    /// The answer `answer` to the question at `ply` of chapter `chapter` (from 0) judged: a
    /// move text for a `move` question (however it is written; one that cannot be read or
    /// played is a wrong answer, the reason said), cells separated by commas for `attackers`
    /// (`"e3, f4"`; right when they are exactly the attackers' cells), the number of the choice
    /// (from 0) for `captures`.
    ///
    /// # Errors
    /// No such chapter, step or question; an `attackers` answer with a text that is not a cell;
    /// a `captures` answer that is not the number of a choice.
    pub fn judge(&self, chapter: usize, ply: usize, answer: &str) -> Result<Verdict, JudgeError> {
        let n = chapter.saturating_add(1);
        let Some(c) = self.chapters.get(chapter) else {
            return Err(JudgeError::Chapter { n, count: self.chapters.len() });
        };
        let step = c.steps.iter().find(|s| s.ply == ply).ok_or(JudgeError::Step { chapter: n, ply })?;
        let question = step.question.as_ref().ok_or(JudgeError::Question { chapter: n, ply })?;
        match &question.ask {
            Ask::Move { answers } => Ok(judge_move(&c.position_after(ply), answers, answer)),
            Ask::Attackers { target, cells } => judge_cells(*target, cells, answer),
            Ask::Captures { mv, choices, answer: right } => judge_choice(mv, choices, *right, answer),
        }
    }
}

impl Chapter {
    /// The position after `ply` moves of the line (the whole line past its end).
    pub fn position_after(&self, ply: usize) -> Position {
        let mut position = self.start.clone();
        let mut captures = Vec::new();
        for mv in self.moves.iter().take(ply) {
            position.play_unchecked(mv, &mut captures);
        }
        position
    }

    /// The chapter's fields, every move written as the rules write it.
    fn file(&self) -> ChapterFile {
        let steps = self
            .steps
            .iter()
            .map(|s| StepFile {
                ply: s.ply,
                comment: s.comment.clone(),
                question: s.question.as_ref().map(|q| QuestionFile {
                    ask: match &q.ask {
                        Ask::Move { answers } => {
                            AskFile::Move { answers: answers.iter().map(Move::to_string).collect() }
                        }
                        Ask::Attackers { target, .. } => AskFile::Attackers { target: *target },
                        Ask::Captures { mv, .. } => AskFile::Captures { mv: mv.to_string() },
                    },
                    hint: q.hint.clone(),
                    explain: q.explain.clone(),
                }),
            })
            .collect();
        ChapterFile {
            title: self.title.clone(),
            start: self.start.clone(),
            moves: self.moves.iter().map(Move::to_string).collect(),
            annotations: self.annotations.clone(),
            steps,
        }
    }
}

/// Why a move text is no move in a position: it cannot be read, or the rules refuse it (the
/// reason).
enum MoveFault {
    Unreadable(Say),
    Illegal(Say),
}

/// `text` read and played in `position`: the move as the rules write it, the position after it
/// and what it captures.
fn play_text(position: &Position, text: &str) -> Result<(Move, Position, Vec<Capture>), MoveFault> {
    let mv: Move = text.parse().map_err(|e: ParseError| MoveFault::Unreadable(e.says()))?;
    let (after, captures) = position.play_report(&mv).map_err(|e| MoveFault::Illegal(e.reason.says()))?;
    Ok((position.written(&mv), after, captures))
}

/// A chapter's line replayed, then its questions checked in their positions.
fn check_chapter(file: ChapterFile) -> Result<Chapter, ChapterFault> {
    // The positions of the steps that ask something, kept as the line is replayed.
    let mut asked: Vec<Position> = Vec::new();
    let mut questions = file.steps.iter().filter(|s| s.question.is_some()).map(|s| s.ply).peekable();
    let mut position = file.start.clone();
    let mut moves = Vec::with_capacity(file.moves.len());
    for ply in 0..=file.moves.len() {
        while questions.next_if_eq(&ply).is_some() {
            asked.push(position.clone());
        }
        let Some(text) = file.moves.get(ply) else { break };
        let (mv, after, _) = play_text(&position, text).map_err(|fault| {
            let (n, text) = (ply + 1, text.clone());
            ChapterFault::Move(match fault {
                MoveFault::Unreadable(why) => RecordError::Unreadable { n, text, why },
                MoveFault::Illegal(why) => RecordError::Illegal { n, text, why },
            })
        })?;
        moves.push(mv);
        position = after;
    }
    let mut asked = asked.into_iter();
    let mut steps = Vec::with_capacity(file.steps.len());
    for step in file.steps {
        let ply = step.ply;
        let question = match step.question {
            // (One position was kept for each question: the last is a stand-in never used.)
            Some(q) => {
                let at = asked.next().unwrap_or_else(|| position.clone());
                Some(check_question(&at, q).map_err(|fault| ChapterFault::Step { ply, fault })?)
            }
            None => None,
        };
        steps.push(Step { ply, comment: step.comment, question });
    }
    Ok(Chapter { title: file.title, start: file.start, moves, annotations: file.annotations, steps })
}

/// A question checked in `position`, its answer worked out.
fn check_question(position: &Position, q: QuestionFile) -> Result<Question, StepFault> {
    let ask = match q.ask {
        AskFile::Move { answers } => {
            let mut moves = Vec::with_capacity(answers.len());
            for (i, text) in answers.into_iter().enumerate() {
                let n = i + 1;
                moves.push(match play_text(position, &text) {
                    Ok((mv, _, _)) => mv,
                    Err(MoveFault::Unreadable(why)) => return Err(StepFault::AnswerUnreadable { n, text, why }),
                    Err(MoveFault::Illegal(why)) => return Err(StepFault::AnswerIllegal { n, text, why }),
                });
            }
            Ask::Move { answers: moves }
        }
        AskFile::Attackers { target } => Ask::Attackers { target, cells: attackers(position, target)? },
        AskFile::Captures { mv: text } => {
            let (mv, _, captures) = play_text(position, &text).map_err(|fault| match fault {
                MoveFault::Unreadable(why) => StepFault::CapturesUnreadable { text: text.clone(), why },
                MoveFault::Illegal(why) => StepFault::CapturesIllegal { text: text.clone(), why },
            })?;
            if captures.is_empty() {
                return Err(StepFault::CapturesNothing(mv.to_string()));
            }
            let (choices, answer) = choices(position, &mv, captures);
            Ask::Captures { mv, choices, answer }
        }
    };
    Ok(Question { ask, hint: q.hint, explain: q.explain })
}

/// The cells of the side to move's pieces that take part in capturing the piece on `target`
/// now, in cell order.
fn attackers(position: &Position, target: Cell) -> Result<Vec<Cell>, StepFault> {
    let board = position.board();
    match board.color_at(target) {
        _ if !board.cells().contains(target) => return Err(StepFault::TargetEmpty(target)),
        None => return Err(StepFault::TargetEmpty(target)),
        Some(color) if color == position.turn() => return Err(StepFault::TargetMover(target)),
        Some(_) => {}
    }
    let mut by = CellSet::EMPTY;
    for danger in explain::piece(position, target).dangers {
        by |= danger.by;
    }
    if by.is_empty() {
        return Err(StepFault::NoAttackers(target));
    }
    Ok(by.iter().collect())
}

/// A list of captures as a key: each captured piece (its cell and component) and method.
fn key(captures: &[Capture]) -> String {
    let keys: Vec<String> = captures.iter().map(|c| format!("{}/{}", c.target, c.method.id())).collect();
    keys.join(",")
}

/// FNV-1a of a text: the choices' order, fixed, and the same wherever the right one is.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The choices of a `captures` question on `mv` in `position` and which is right: `right` (what
/// `mv` captures), up to three other moves' captures (those of the same piece first, then the
/// others, each in the order of the legal moves), "nothing" when there is room; ordered by a
/// hash of their keys.
fn choices(position: &Position, mv: &Move, right: Vec<Capture>) -> (Vec<Vec<Capture>>, usize) {
    let wanted = MAX_CHOICES - 1;
    let mut keys = vec![key(&right)];
    let (mut same, mut other): (Vec<Vec<Capture>>, Vec<Vec<Capture>>) = (Vec::new(), Vec::new());
    position.each_legal_turn(|m, captures| {
        let list = if m.from().is_some() && m.from() == mv.from() { &mut same } else { &mut other };
        if captures.is_empty() || list.len() >= wanted {
            return;
        }
        let k = key(captures);
        if !keys.contains(&k) {
            keys.push(k);
            list.push(captures.to_vec());
        }
    });
    let mut wrong: Vec<Vec<Capture>> = same.into_iter().chain(other).take(wanted).collect();
    if wrong.len() < wanted {
        wrong.push(Vec::new());
    }
    let mut all: Vec<(u64, String, bool, Vec<Capture>)> = vec![(fnv(&keys[0]), keys[0].clone(), true, right)];
    all.extend(wrong.into_iter().map(|c| {
        let k = key(&c);
        (fnv(&k), k, false, c)
    }));
    crate::vocab::sort_by_key(&mut all, |(hash, k, _, _)| (*hash, k.clone()));
    let answer = all.iter().position(|c| c.2).unwrap_or(0);
    (all.into_iter().map(|c| c.3).collect(), answer)
}

/// A verdict without cells.
fn verdict(right: bool, says: Say) -> Verdict {
    Verdict { right, says, missing: Vec::new(), extra: Vec::new() }
}

/// A `move` answer in `position`.
fn judge_move(position: &Position, answers: &[Move], answer: &str) -> Verdict {
    let refused = |why: Say| {
        verdict(false, Say::new("study.verdict.refused").text("move", shorten(answer.trim())).say("why", why))
    };
    match play_text(position, answer.trim()) {
        Err(MoveFault::Unreadable(why) | MoveFault::Illegal(why)) => refused(why),
        Ok((mv, _, _)) if answers.contains(&mv) => {
            verdict(true, Say::new("study.verdict.move").text("move", mv.to_string()))
        }
        Ok((mv, _, _)) => verdict(false, Say::new("study.verdict.notMove").text("move", mv.to_string())),
    }
}

/// Cells as a list word.
fn cell_list(cells: &[Cell]) -> Word {
    Word::List(cells.iter().map(|c| Word::Text(c.to_string())).collect())
}

/// An `attackers` answer: cells separated by commas.
fn judge_cells(target: Cell, cells: &[Cell], answer: &str) -> Result<Verdict, JudgeError> {
    let mut given = CellSet::EMPTY;
    for part in answer.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let cell: Cell = part.parse().map_err(|e: crate::vocab::cell::ParseCellError| JudgeError::Cells(e.says()))?;
        given.insert(cell);
    }
    let expected: CellSet = cells.iter().copied().collect();
    let missing: Vec<Cell> = (expected & !given).iter().collect();
    let extra: Vec<Cell> = (given & !expected).iter().collect();
    let target = target.to_string();
    let says = match (missing.len(), extra.is_empty()) {
        (0, true) => Say::new("study.verdict.attackers").text("target", target).word("cells", cell_list(cells)),
        (n, true) => Say::new("study.verdict.missing").text("target", target).num("n", n as u64),
        (0, false) => Say::new("study.verdict.extra").text("target", target).word("cells", cell_list(&extra)),
        (n, false) => {
            Say::new("study.verdict.cells").text("target", target).word("cells", cell_list(&extra)).num("n", n as u64)
        }
    };
    Ok(Verdict { right: missing.is_empty() && extra.is_empty(), says, missing, extra })
}

/// A `captures` answer: the number of a choice.
fn judge_choice(mv: &Move, choices: &[Vec<Capture>], right: usize, answer: &str) -> Result<Verdict, JudgeError> {
    let max = choices.len().saturating_sub(1);
    let chosen = answer.trim().parse::<usize>().ok().filter(|i| *i <= max);
    let Some(chosen) = chosen else { return Err(JudgeError::Choice { text: answer.to_string(), max }) };
    let mv = mv.to_string();
    if chosen != right {
        return Ok(verdict(false, Say::new("study.verdict.notCaptures").text("move", mv)));
    }
    let list = choices[right].iter().map(say_capture).collect();
    Ok(verdict(true, Say::new("study.verdict.captures").text("move", mv).list("list", list)))
}
