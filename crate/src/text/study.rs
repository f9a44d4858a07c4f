//! A study's text (`docs/records.md`, "Studies"), its one home: the study file (format
//! `rithmomachia-study`, version 1) read field by field into what a study is checked from
//! ([`StudyFile`]), with one sentence for each fault ([`StudyError`], naming the chapter and the
//! step at fault), and written back as canonical JSON ([`StudyFile::write`]). Replaying each
//! chapter's line and checking its questions in their positions is the teaching floor's
//! (`crate::teach::study`), whose faults are sentences of this file too.
//!
//! ```
//! use rithmomachia::study_text::{AskFile, ChapterFault, StepFault, StudyError, StudyFile};
//! let text = r#"{"format": "rithmomachia-study", "version": 1, "title": "Openings", "rules": "classic",
//!   "chapters": [{"title": "One", "moves": ["a3-b5"], "steps": [{"ply": 1, "comment": "Now?",
//!   "question": {"kind": "attackers", "target": "b5"}}]}]}"#;
//! let file = StudyFile::read(text).unwrap();
//! let step = &file.chapters[0].steps[0];
//! assert_eq!(step.question.as_ref().unwrap().ask, AskFile::Attackers { target: "b5".parse().unwrap() });
//! // Written back canonically: read again, the same study.
//! assert_eq!(StudyFile::read(&file.write()).unwrap(), file);
//! let e = StudyFile::read(&text.replace(r#""ply": 1"#, r#""ply": 2"#)).unwrap_err();
//! assert_eq!(e, StudyError::Chapter { n: 1, fault: ChapterFault::StepPast { n: 1, ply: 2, plies: 1 } });
//! assert_eq!(e.to_string(), "chapter 1: step 1 is after move 2, past the end of the chapter's line, which has 1 move");
//! let e = StudyFile::read(&text.replace("attackers", "colour")).unwrap_err();
//! assert_eq!(e, StudyError::Chapter { n: 1, fault: ChapterFault::Step { ply: 1, fault: StepFault::Kind } });
//! ```

use super::annotations::{at, AnnotationError, Annotations};
use super::link::start_field;
use super::position_text::StartError;
use super::record::{line_of, rules_of, FileError, LineFault, RecordError};
use crate::position::Position;
use crate::rules::{Rules, MAX_GAME_PLIES};
use crate::vocab::cell::Cell;
use crate::vocab::json::{self, Value};
use crate::vocab::words::{shorten, Say};

/// The format name a study file carries.
pub const FORMAT: &str = "rithmomachia-study";

/// The largest study file read (1 MiB: a lesson of many chapters is far smaller).
pub const MAX_STUDY_BYTES: usize = 1 << 20;

/// The most characters of a study's or a chapter's title.
pub const MAX_TITLE_CHARS: usize = 200;

/// The most characters of a comment, a hint or an explanation.
pub const MAX_NOTE_CHARS: usize = 2000;

/// The most chapters of a study.
pub const MAX_CHAPTERS: usize = 64;

/// The most questions of a study, all chapters together (each is checked in its position when
/// the study is read: this bounds the work).
pub const MAX_QUESTIONS: usize = 1000;

/// Why a study file cannot be read: the file's own fields, or a chapter's (numbered from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudyError {
    /// Larger than [`MAX_STUDY_BYTES`].
    TooLarge,
    /// Not JSON (the reader's reason).
    NotJson(String),
    /// JSON, but not an object.
    NotObject,
    /// Its `format` is not [`FORMAT`].
    Format,
    /// A `version` that is not a number (`"1"`, `true`).
    VersionType,
    /// A `version` other than 1 (as written).
    Version(String),
    /// No `title`, or one that is not text.
    Title,
    /// A title longer than [`MAX_TITLE_CHARS`]: its length.
    TitleLong(usize),
    /// No `rules`.
    NoRules,
    /// The rules cannot be read or played (their sentence).
    Rules(Say),
    /// `chapters` is missing or not a list.
    Chapters,
    /// `chapters` is an empty list.
    NoChapters,
    /// More than [`MAX_CHAPTERS`] chapters: how many.
    TooManyChapters(usize),
    /// More than [`MAX_QUESTIONS`] questions.
    TooManyQuestions,
    /// Chapter `n` (from 1) is at fault.
    Chapter {
        /// Which chapter (from 1).
        n: usize,
        /// What is wrong with it.
        fault: ChapterFault,
    },
}

/// What is wrong with a chapter of a study.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChapterFault {
    /// The chapter is not a JSON object.
    NotObject,
    /// Its `title` is not text.
    Title,
    /// Its title is longer than [`MAX_TITLE_CHARS`]: its length.
    TitleLong(usize),
    /// Its `start` is not a text.
    StartText,
    /// Its start position cannot be read.
    Start(StartError),
    /// Its `moves` is missing or not a list.
    Moves,
    /// More moves than a game holds ([`MAX_GAME_PLIES`]): how many.
    TooManyMoves(usize),
    /// Move `n` (from 1) is not a text.
    MoveText(usize),
    /// A move of its line cannot be replayed.
    Move(RecordError),
    /// Its `annotations` is not a text.
    AnnotationsText,
    /// Its drawings cannot be read against its line.
    Drawings(AnnotationError),
    /// Its `steps` is not a list.
    Steps,
    /// Step `n` (from 1, in the list) is not a JSON object.
    StepObject(usize),
    /// Step `n`'s `ply` is missing or not a whole number ≥ 0.
    StepPly(usize),
    /// Step `n`'s ply is past the end of the line of `plies` moves.
    StepPast {
        /// Which step (from 1).
        n: usize,
        /// Its ply.
        ply: u64,
        /// The moves of the line.
        plies: usize,
    },
    /// Step `n` does not come after the step before it (a ply repeated or going back).
    StepOrder {
        /// Which step (from 1).
        n: usize,
        /// Its ply.
        ply: usize,
    },
    /// The step at `ply` is at fault.
    Step {
        /// Its ply: the position after that many moves of the line.
        ply: usize,
        /// What is wrong with it.
        fault: StepFault,
    },
}

/// What is wrong with a step of a chapter, or with its question in its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepFault {
    /// Its `comment` is not text.
    Comment,
    /// Its comment is longer than [`MAX_NOTE_CHARS`]: its length.
    CommentLong(usize),
    /// Its `question` is not a JSON object.
    Question,
    /// The question's `kind` is not `move`, `attackers` or `captures`.
    Kind,
    /// A `move` question's `answers` is missing, not a list or empty.
    Answers,
    /// Answer `n` (from 1) is not a text.
    AnswerText(usize),
    /// Answer `n` cannot be read as a move.
    AnswerUnreadable {
        /// Which answer (from 1).
        n: usize,
        /// Its text.
        text: String,
        /// The notation's complaint.
        why: Say,
    },
    /// Answer `n` is not legal in the step's position.
    AnswerIllegal {
        /// Which answer (from 1).
        n: usize,
        /// Its text.
        text: String,
        /// The rules' reason.
        why: Say,
    },
    /// An `attackers` question's `target` is missing or not a text.
    Target,
    /// Its target is not a cell (the cell's complaint).
    TargetCell(Say),
    /// No piece stands on the target.
    TargetEmpty(Cell),
    /// The target is a piece of the side to move.
    TargetMover(Cell),
    /// No piece of the side to move can take part in capturing the target now.
    NoAttackers(Cell),
    /// A `captures` question's `move` is missing or not a text.
    CapturesMove,
    /// Its move cannot be read.
    CapturesUnreadable {
        /// Its text.
        text: String,
        /// The notation's complaint.
        why: Say,
    },
    /// Its move is not legal in the step's position.
    CapturesIllegal {
        /// Its text.
        text: String,
        /// The rules' reason.
        why: Say,
    },
    /// Its move captures nothing.
    CapturesNothing(String),
    /// The question's `hint` is not text.
    Hint,
    /// Its hint is longer than [`MAX_NOTE_CHARS`]: its length.
    HintLong(usize),
    /// The question's `explain` is not text.
    Explain,
    /// Its explanation is longer than [`MAX_NOTE_CHARS`]: its length.
    ExplainLong(usize),
}

impl StudyError {
    /// The sentence: a `fault.study.*` key; a chapter's fault as "chapter n: " and its own
    /// sentence; the rules' sentence as it is.
    pub fn says(&self) -> Say {
        let n = |n: &usize| *n as u64;
        match self {
            StudyError::TooLarge => Say::new("fault.study.tooLarge").num("max", MAX_STUDY_BYTES as u64),
            StudyError::NotJson(why) => Say::new("fault.file.notJson").text("why", why.as_str()),
            StudyError::NotObject => Say::new("fault.study.notObject"),
            StudyError::Format => Say::new("fault.study.format").text("format", FORMAT),
            StudyError::VersionType => Say::new("fault.study.versionType"),
            StudyError::Version(v) => Say::new("fault.study.version").text("version", shorten(v)),
            StudyError::Title => Say::new("fault.study.title"),
            StudyError::TitleLong(len) => {
                Say::new("fault.study.titleLong").num("n", n(len)).num("max", MAX_TITLE_CHARS as u64)
            }
            StudyError::NoRules => Say::new("fault.study.noRules"),
            StudyError::Rules(why) => why.clone(),
            StudyError::Chapters => Say::new("fault.study.chapters"),
            StudyError::NoChapters => Say::new("fault.study.noChapters"),
            StudyError::TooManyChapters(len) => {
                Say::new("fault.study.tooManyChapters").num("n", n(len)).num("max", MAX_CHAPTERS as u64)
            }
            StudyError::TooManyQuestions => Say::new("fault.study.tooManyQuestions").num("max", MAX_QUESTIONS as u64),
            StudyError::Chapter { n: i, fault } => {
                Say::new("fault.study.chapter").num("n", n(i)).say("why", fault.says())
            }
        }
    }
}

crate::vocab::said::said!(StudyError);

impl ChapterFault {
    /// The sentence: a `fault.study.*` key, or the start's, the move's or the drawings' own; a
    /// step's fault after where it is ("after move 3: …").
    pub fn says(&self) -> Say {
        let n = |n: &usize| *n as u64;
        match self {
            ChapterFault::NotObject => Say::new("fault.study.chapterObject"),
            ChapterFault::Title => Say::new("fault.study.chapterTitle"),
            ChapterFault::TitleLong(len) => {
                Say::new("fault.study.chapterTitleLong").num("n", n(len)).num("max", MAX_TITLE_CHARS as u64)
            }
            ChapterFault::StartText => Say::new("fault.study.startText"),
            ChapterFault::Start(e) => e.says(),
            ChapterFault::Moves => Say::new("fault.study.moves"),
            ChapterFault::TooManyMoves(len) => {
                Say::new("fault.study.tooManyMoves").num("n", n(len)).num("max", MAX_GAME_PLIES as u64)
            }
            ChapterFault::MoveText(i) => Say::new("fault.file.moveText").num("n", n(i)),
            ChapterFault::Move(e) => e.says(),
            ChapterFault::AnnotationsText => Say::new("fault.study.annotationsText"),
            ChapterFault::Drawings(e) => e.says(),
            ChapterFault::Steps => Say::new("fault.study.steps"),
            ChapterFault::StepObject(i) => Say::new("fault.study.stepObject").num("n", n(i)),
            ChapterFault::StepPly(i) => Say::new("fault.study.stepPly").num("n", n(i)),
            ChapterFault::StepPast { n: i, ply, plies } => {
                Say::new("fault.study.stepPast").num("n", n(i)).num("ply", *ply).num("plies", n(plies))
            }
            ChapterFault::StepOrder { n: i, ply } => {
                Say::new("fault.study.stepOrder").num("n", n(i)).say("where", at(*ply))
            }
            ChapterFault::Step { ply, fault } => {
                Say::new("fault.study.step").say("where", at(*ply)).say("why", fault.says())
            }
        }
    }
}

impl StepFault {
    /// The sentence: a `fault.study.*` key, nesting the notation's or the rules' reason.
    pub fn says(&self) -> Say {
        let long = |key, len: &usize| Say::new(key).num("n", *len as u64).num("max", MAX_NOTE_CHARS as u64);
        let cell = |key, cell: &Cell| Say::new(key).text("cell", cell.to_string());
        match self {
            StepFault::Comment => Say::new("fault.study.comment"),
            StepFault::CommentLong(len) => long("fault.study.commentLong", len),
            StepFault::Question => Say::new("fault.study.question"),
            StepFault::Kind => Say::new("fault.study.kind"),
            StepFault::Answers => Say::new("fault.study.answers"),
            StepFault::AnswerText(i) => Say::new("fault.study.answerText").num("n", *i as u64),
            StepFault::AnswerUnreadable { n, text, why } => Say::new("fault.study.answerUnreadable")
                .num("n", *n as u64)
                .text("text", shorten(text))
                .say("why", why.clone()),
            StepFault::AnswerIllegal { n, text, why } => Say::new("fault.study.answerIllegal")
                .num("n", *n as u64)
                .text("text", shorten(text))
                .say("why", why.clone()),
            StepFault::Target => Say::new("fault.study.target"),
            StepFault::TargetCell(why) => Say::new("fault.study.targetCell").say("why", why.clone()),
            StepFault::TargetEmpty(c) => cell("fault.study.targetEmpty", c),
            StepFault::TargetMover(c) => cell("fault.study.targetMover", c),
            StepFault::NoAttackers(c) => cell("fault.study.noAttackers", c),
            StepFault::CapturesMove => Say::new("fault.study.capturesMove"),
            StepFault::CapturesUnreadable { text, why } => {
                Say::new("fault.study.capturesUnreadable").text("text", shorten(text)).say("why", why.clone())
            }
            StepFault::CapturesIllegal { text, why } => {
                Say::new("fault.study.capturesIllegal").text("text", shorten(text)).say("why", why.clone())
            }
            StepFault::CapturesNothing(text) => Say::new("fault.study.capturesNothing").text("text", shorten(text)),
            StepFault::Hint => Say::new("fault.study.hint"),
            StepFault::HintLong(len) => long("fault.study.hintLong", len),
            StepFault::Explain => Say::new("fault.study.explain"),
            StepFault::ExplainLong(len) => long("fault.study.explainLong", len),
        }
    }
}

/// What a study file holds, each field read and checked on its own: the title, the rules and
/// the chapters (their lines not yet replayed, their questions not yet asked of a position).
#[derive(Clone, Debug, PartialEq)]
pub struct StudyFile {
    /// The study's title (text, at most [`MAX_TITLE_CHARS`] characters).
    pub title: String,
    /// The rules of every chapter (`rules`: a preset id, rules JSON text or an object).
    pub rules: Rules,
    /// The chapters, in order (1 to [`MAX_CHAPTERS`]).
    pub chapters: Vec<ChapterFile>,
}

/// A chapter: a position, a line of moves from it, its drawings and its steps.
#[derive(Clone, Debug, PartialEq)]
pub struct ChapterFile {
    /// Its title (absent: `""`).
    pub title: String,
    /// Its start position (`start`; absent, `null` or `""`: the rules' own).
    pub start: Position,
    /// Its line, in notation (not yet replayed).
    pub moves: Vec<String>,
    /// Its drawings, read against its line's length (`annotations`; absent or `""`: none).
    pub annotations: Annotations,
    /// Its steps, by ascending ply, at most one a ply.
    pub steps: Vec<StepFile>,
}

/// A step: what is said, and maybe asked, at one position of a chapter's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepFile {
    /// The position: after this many moves of the line (0: its start).
    pub ply: usize,
    /// The teacher's comment (may be `""`).
    pub comment: String,
    /// The question asked there, if any.
    pub question: Option<QuestionFile>,
}

/// A question as the file writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionFile {
    /// What is asked.
    pub ask: AskFile,
    /// A hint shown on request (may be `""`).
    pub hint: String,
    /// What is explained once it is answered (may be `""`).
    pub explain: String,
}

/// The three kinds of question, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AskFile {
    /// "Find the move": any of `answers` (move texts) is right.
    Move {
        /// The moves accepted, in notation.
        answers: Vec<String>,
    },
    /// "Which pieces can capture this one": the piece of the side not to move on `target`.
    Attackers {
        /// The piece asked about.
        target: Cell,
    },
    /// "What does this move capture".
    Captures {
        /// The move, in notation.
        mv: String,
    },
}

impl StudyFile {
    /// The fields of a study file's text.
    ///
    /// # Errors
    /// The first fault found, in the order of the fields: size, JSON, format, version, title,
    /// rules, chapters; in a chapter its title, start, moves, drawings, then its steps in order.
    pub fn read(text: &str) -> Result<StudyFile, StudyError> {
        if text.len() > MAX_STUDY_BYTES {
            return Err(StudyError::TooLarge);
        }
        let value = match json::parse(text) {
            Ok(value @ Value::Object(_)) => value,
            Ok(_) => return Err(StudyError::NotObject),
            Err(e) => return Err(StudyError::NotJson(e.to_string())),
        };
        if !matches!(value.get("format"), Some(Value::Str(f)) if f == FORMAT) {
            return Err(StudyError::Format);
        }
        match value.get("version") {
            Some(Value::Int(1)) => {}
            Some(Value::Int(n)) => return Err(StudyError::Version(n.to_string())),
            Some(Value::Number(n)) => return Err(StudyError::Version(n.clone())),
            Some(_) => return Err(StudyError::VersionType),
            None => return Err(StudyError::Version("(none)".into())),
        }
        let Some(Value::Str(title)) = value.get("title") else { return Err(StudyError::Title) };
        let length = title.chars().count();
        if length > MAX_TITLE_CHARS {
            return Err(StudyError::TitleLong(length));
        }
        let rules = rules_of(value.get("rules")).map_err(|e| match e {
            FileError::Rules(why) => StudyError::Rules(why),
            _ => StudyError::NoRules,
        })?;
        let Some(Value::Array(list)) = value.get("chapters") else { return Err(StudyError::Chapters) };
        match list.len() {
            0 => return Err(StudyError::NoChapters),
            n if n > MAX_CHAPTERS => return Err(StudyError::TooManyChapters(n)),
            _ => {}
        }
        let mut chapters = Vec::with_capacity(list.len());
        let mut questions = 0;
        for (i, chapter) in list.iter().enumerate() {
            let chapter = read_chapter(chapter, rules).map_err(|fault| StudyError::Chapter { n: i + 1, fault })?;
            questions += chapter.steps.iter().filter(|s| s.question.is_some()).count();
            if questions > MAX_QUESTIONS {
                return Err(StudyError::TooManyQuestions);
            }
            chapters.push(chapter);
        }
        Ok(StudyFile { title: title.clone(), rules, chapters })
    }

    /// The study as canonical JSON, without spaces: `format`, `version`, `title`, `rules` (the
    /// preset's id when they are exactly a preset's, else the rules object), then each chapter
    /// with every field written (`start` `""` for the rules' own start, `annotations` `""` for
    /// none, a step's `question` `null` for none, a question's `hint` and `explain` always). Read
    /// again, it gives the same study.
    pub fn write(&self) -> String {
        let study = object(vec![
            ("format", text(FORMAT)),
            ("version", Value::Int(1)),
            ("title", text(&self.title)),
            ("rules", rules_value(&self.rules)),
            ("chapters", Value::Array(self.chapters.iter().map(ChapterFile::value).collect())),
        ]);
        let mut out = String::new();
        study.write(&mut out);
        out
    }
}

impl ChapterFile {
    /// The chapter as a JSON value.
    fn value(&self) -> Value {
        object(vec![
            ("title", text(&self.title)),
            ("start", Value::Str(start_field(&self.start))),
            ("moves", Value::Array(self.moves.iter().map(|m| text(m)).collect())),
            ("annotations", Value::Str(self.annotations.to_string())),
            ("steps", Value::Array(self.steps.iter().map(StepFile::value).collect())),
        ])
    }
}

impl StepFile {
    /// The step as a JSON value.
    fn value(&self) -> Value {
        let question = self.question.as_ref().map_or(Value::Null, |q| {
            let mut fields = match &q.ask {
                AskFile::Move { answers } => {
                    vec![("kind", text("move")), ("answers", Value::Array(answers.iter().map(|a| text(a)).collect()))]
                }
                AskFile::Attackers { target } => {
                    vec![("kind", text("attackers")), ("target", Value::Str(target.to_string()))]
                }
                AskFile::Captures { mv } => vec![("kind", text("captures")), ("move", text(mv))],
            };
            fields.push(("hint", text(&q.hint)));
            fields.push(("explain", text(&q.explain)));
            object(fields)
        });
        object(vec![("ply", Value::Int(self.ply as i64)), ("comment", text(&self.comment)), ("question", question)])
    }
}

fn text(s: &str) -> Value {
    Value::Str(s.to_string())
}

fn object(fields: Vec<(&str, Value)>) -> Value {
    Value::Object(fields.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// The rules as a study writes them: a preset's id when they are exactly the preset's, else the
/// rules object.
fn rules_value(rules: &Rules) -> Value {
    let id = rules.preset.id();
    if Rules::preset(id).is_ok_and(|preset| preset == *rules) {
        return text(id);
    }
    json::parse(&rules.to_json()).unwrap_or(Value::Null)
}

/// A text field that may be absent (`""`): at most `max` characters.
fn note<F>(field: Option<&Value>, max: usize, not_text: F, long: fn(usize) -> F) -> Result<String, F> {
    match field {
        None => Ok(String::new()),
        Some(Value::Str(s)) => match s.chars().count() {
            n if n > max => Err(long(n)),
            _ => Ok(s.clone()),
        },
        Some(_) => Err(not_text),
    }
}

impl From<LineFault> for ChapterFault {
    fn from(fault: LineFault) -> ChapterFault {
        match fault {
            LineFault::StartText => ChapterFault::StartText,
            LineFault::Start(e) => ChapterFault::Start(e),
            LineFault::Moves => ChapterFault::Moves,
            LineFault::TooManyMoves(n) => ChapterFault::TooManyMoves(n),
            LineFault::MoveText(n) => ChapterFault::MoveText(n),
        }
    }
}

/// A chapter's fields under `rules`.
fn read_chapter(value: &Value, rules: Rules) -> Result<ChapterFile, ChapterFault> {
    let Value::Object(_) = value else { return Err(ChapterFault::NotObject) };
    let title = note(value.get("title"), MAX_TITLE_CHARS, ChapterFault::Title, ChapterFault::TitleLong)?;
    let (start, moves) = line_of(value, rules)?;
    let annotations = match value.get("annotations") {
        None => Annotations::new(),
        Some(Value::Str(s)) => {
            Annotations::parse(s, start.board().ranks(), moves.len()).map_err(ChapterFault::Drawings)?
        }
        Some(_) => return Err(ChapterFault::AnnotationsText),
    };
    let steps = match value.get("steps") {
        None => Vec::new(),
        Some(Value::Array(list)) => read_steps(list, moves.len())?,
        Some(_) => return Err(ChapterFault::Steps),
    };
    Ok(ChapterFile { title, start, moves, annotations, steps })
}

/// A chapter's steps, against a line of `plies` moves.
fn read_steps(list: &[Value], plies: usize) -> Result<Vec<StepFile>, ChapterFault> {
    let mut steps: Vec<StepFile> = Vec::with_capacity(list.len().min(plies + 1));
    for (i, value) in list.iter().enumerate() {
        let n = i + 1;
        let Value::Object(_) = value else { return Err(ChapterFault::StepObject(n)) };
        let ply = match value.get("ply") {
            Some(Value::Int(ply)) if *ply >= 0 => *ply as u64,
            _ => return Err(ChapterFault::StepPly(n)),
        };
        if ply > plies as u64 {
            return Err(ChapterFault::StepPast { n, ply, plies });
        }
        let ply = ply as usize;
        if steps.last().is_some_and(|s| s.ply >= ply) {
            return Err(ChapterFault::StepOrder { n, ply });
        }
        steps.push(read_step(value, ply).map_err(|fault| ChapterFault::Step { ply, fault })?);
    }
    Ok(steps)
}

/// A step's comment and question.
fn read_step(value: &Value, ply: usize) -> Result<StepFile, StepFault> {
    let comment = note(value.get("comment"), MAX_NOTE_CHARS, StepFault::Comment, StepFault::CommentLong)?;
    let question = match value.get("question") {
        None => None,
        Some(q @ Value::Object(_)) => Some(read_question(q)?),
        Some(_) => return Err(StepFault::Question),
    };
    Ok(StepFile { ply, comment, question })
}

/// A question's kind and what it asks, then its hint and explanation.
fn read_question(value: &Value) -> Result<QuestionFile, StepFault> {
    let ask = match value.get("kind") {
        Some(Value::Str(kind)) if kind == "move" => {
            let answers = match value.get("answers") {
                Some(Value::Array(list)) if !list.is_empty() => list,
                _ => return Err(StepFault::Answers),
            };
            let mut texts = Vec::with_capacity(answers.len());
            for (i, a) in answers.iter().enumerate() {
                let Value::Str(s) = a else { return Err(StepFault::AnswerText(i + 1)) };
                texts.push(s.clone());
            }
            AskFile::Move { answers: texts }
        }
        Some(Value::Str(kind)) if kind == "attackers" => match value.get("target") {
            Some(Value::Str(s)) => AskFile::Attackers {
                target: s.parse().map_err(|e: crate::vocab::cell::ParseCellError| StepFault::TargetCell(e.says()))?,
            },
            _ => return Err(StepFault::Target),
        },
        Some(Value::Str(kind)) if kind == "captures" => match value.get("move") {
            Some(Value::Str(s)) => AskFile::Captures { mv: s.clone() },
            _ => return Err(StepFault::CapturesMove),
        },
        _ => return Err(StepFault::Kind),
    };
    let hint = note(value.get("hint"), MAX_NOTE_CHARS, StepFault::Hint, StepFault::HintLong)?;
    let explain = note(value.get("explain"), MAX_NOTE_CHARS, StepFault::Explain, StepFault::ExplainLong)?;
    Ok(QuestionFile { ask, hint, explain })
}
