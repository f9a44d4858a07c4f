//! A game record's text (`docs/records.md`), its one home: the record file (format
//! `rithmomachia-game`, version 1) read field by field into what a game is rebuilt from
//! ([`RecordFile`]), with one sentence for each fault ([`FileError`]), and the faults of a
//! record's moves or a link's move code when they are replayed ([`RecordError`]). Replaying the
//! moves into a game is the application's (`crate::app::record_file`).
//!
//! ```
//! use rithmomachia::record_text::{FileError, RecordFile};
//! let file = RecordFile::read(r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5"], "cursor": 0}"#).unwrap();
//! assert_eq!((file.moves.len(), file.cursor), (1, Some(0)));
//! let e = RecordFile::read(r#"{"format": "rithmomachia-game", "version": 2}"#).unwrap_err();
//! assert_eq!(e, FileError::Version("2".into()));
//! ```

use super::annotations::AnnotationError;
use super::position_text::{read_start, StartError};
use crate::position::Position;
use crate::rules::{Rules, MAX_GAME_PLIES};
use crate::victory::Ending;
use crate::vocab::json::{self, Value};
use crate::vocab::words::{shorten, Say};

/// The format name a record file carries.
pub const FORMAT: &str = "rithmomachia-game";

/// The largest record file read (a game of thousands of moves is far smaller).
pub const MAX_RECORD_BYTES: usize = 4 << 20;

/// Why a record's moves or a link's move code cannot be replayed. Moves are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Move `n`'s text is not notation.
    Unreadable {
        /// Which move (from 1).
        n: usize,
        /// Its text.
        text: String,
        /// The notation's complaint.
        why: Say,
    },
    /// Move `n` is well written but the rules refuse it in its position.
    Illegal {
        /// Which move (from 1).
        n: usize,
        /// Its text.
        text: String,
        /// The rules' reason.
        why: Say,
    },
    /// A character of the move code is not a base64url digit.
    BadDigit {
        /// Its place in the code (from 1).
        at: usize,
        /// The character.
        ch: char,
    },
    /// The code ends in the middle of move `n`.
    Truncated {
        /// Which move (from 1).
        n: usize,
        /// Digits that move needs.
        need: usize,
        /// Digits left.
        left: usize,
    },
    /// Move `n`'s index is past the end of the legal-move list.
    OutOfRange {
        /// Which move (from 1).
        n: usize,
        /// The index read.
        index: usize,
        /// How many moves are legal there.
        count: usize,
    },
    /// The code goes on after the game has ended (move `n` would be played after the end).
    AfterEnd {
        /// Which move (from 1).
        n: usize,
    },
    /// More moves than a game holds ([`MAX_GAME_PLIES`]).
    TooLong,
}

impl RecordError {
    /// The sentence: a `fault.record.*` key with its parameters (a move's text shortened).
    pub fn says(&self) -> Say {
        let n = |n: &usize| *n as u64;
        match self {
            RecordError::Unreadable { n: i, text, why } => {
                Say::new("fault.record.unreadable").num("n", n(i)).text("text", shorten(text)).say("why", why.clone())
            }
            RecordError::Illegal { n: i, text, why } => {
                Say::new("fault.record.illegal").num("n", n(i)).text("text", shorten(text)).say("why", why.clone())
            }
            RecordError::BadDigit { at, ch } => {
                Say::new("fault.record.badDigit").text("ch", ch.to_string()).num("at", n(at))
            }
            RecordError::Truncated { n: i, need, left } => {
                Say::new("fault.record.truncated").num("n", n(i)).num("need", n(need)).num("left", n(left))
            }
            RecordError::OutOfRange { n: i, index, count } => {
                Say::new("fault.record.outOfRange").num("n", n(i)).num("index", n(index)).num("count", n(count))
            }
            RecordError::AfterEnd { n: i } => Say::new("fault.record.afterEnd").num("n", n(i)),
            RecordError::TooLong => Say::new("fault.record.tooLong").num("max", MAX_GAME_PLIES as u64),
        }
    }
}

crate::vocab::said::said!(RecordError);

/// Why a record file (or the page's saved game) cannot be read; says itself in one English
/// sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Larger than [`MAX_RECORD_BYTES`].
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
    /// A saved game that is not one (not an object, or no start position text).
    NotSaved,
    /// Neither `rules` nor `preset`.
    NoRules,
    /// The rules cannot be read or played (their sentence).
    Rules(Say),
    /// The start position is not a text.
    StartText,
    /// The start position cannot be read.
    Start(StartError),
    /// `moves` is missing or not a list.
    Moves,
    /// More moves than a game holds ([`MAX_GAME_PLIES`]): how many.
    TooManyMoves(usize),
    /// Move `n` (from 1) is not a text.
    MoveText(usize),
    /// `cursor` is not a number of moves of the record (at most this many).
    Cursor(usize),
    /// `annotations` is not a text.
    AnnotationsText,
    /// `ending` names no ending of a game.
    Ending,
    /// The game cannot end as recorded: it is already over on the board.
    EndingDecided,
    /// A move cannot be replayed.
    Move(RecordError),
    /// The drawings cannot be read against the game.
    Drawings(AnnotationError),
}

impl FileError {
    /// The sentence: a `fault.file.*` key, or the sentence of the rules, the start, the move or
    /// the drawings at fault.
    pub fn says(&self) -> Say {
        match self {
            FileError::TooLarge => Say::new("fault.file.tooLarge").num("max", MAX_RECORD_BYTES as u64),
            FileError::NotJson(why) => Say::new("fault.file.notJson").text("why", why.as_str()),
            FileError::NotObject => Say::new("fault.file.notObject"),
            FileError::Format => Say::new("fault.file.format").text("format", FORMAT),
            FileError::VersionType => Say::new("fault.file.versionType"),
            FileError::Version(v) => Say::new("fault.file.version").text("version", shorten(v)),
            FileError::NotSaved => Say::new("fault.file.notSaved"),
            FileError::NoRules => Say::new("fault.file.noRules"),
            FileError::Rules(why) => why.clone(),
            FileError::StartText => Say::new("fault.file.startText"),
            FileError::Start(e) => e.says(),
            FileError::Moves => Say::new("fault.file.moves"),
            FileError::TooManyMoves(n) => {
                Say::new("fault.file.tooManyMoves").num("n", *n as u64).num("max", MAX_GAME_PLIES as u64)
            }
            FileError::MoveText(n) => Say::new("fault.file.moveText").num("n", *n as u64),
            FileError::Cursor(max) => Say::new("fault.file.cursor").num("max", *max as u64),
            FileError::AnnotationsText => Say::new("fault.file.annotationsText"),
            FileError::Ending => Say::new("fault.file.ending"),
            FileError::EndingDecided => Say::new("fault.file.endingDecided"),
            FileError::Move(e) => e.says(),
            FileError::Drawings(e) => e.says(),
        }
    }
}

crate::vocab::said::said!(FileError);

/// What a record file holds, each field read and checked on its own: the rules, the start
/// position, the moves' texts (not yet replayed), the cursor and the drawings' text (not yet
/// read against the game).
#[derive(Clone, Debug, PartialEq)]
pub struct RecordFile {
    /// The rules (`rules`, an object, rules JSON text or a preset id; else `preset`).
    pub rules: Rules,
    /// The start position (`start`; absent, `null` or `""`: the rules' own).
    pub start: Position,
    /// The recorded line, in notation.
    pub moves: Vec<String>,
    /// How many moves are applied (`None`: all).
    pub cursor: Option<usize>,
    /// The drawings' text (`""`: none).
    pub annotations: String,
    /// How the game ended off the board (`ending`: an [`Ending`] id; absent or `null`: it did
    /// not).
    pub ending: Option<Ending>,
}

/// Rules from a record's `rules` (or `preset`) field: a preset id, rules JSON text (what the
/// page saves) or an object. A study's `rules` are read here too (`super::study`).
pub(crate) fn rules_of(field: Option<&Value>) -> Result<Rules, FileError> {
    let rules = match field {
        None => return Err(FileError::NoRules),
        Some(Value::Str(id)) if !id.trim_start().starts_with('{') => {
            return Rules::preset(id).map_err(|e| FileError::Rules(e.says()))
        }
        Some(Value::Str(text)) => Rules::from_json(text),
        Some(object @ Value::Object(_)) => Rules::from_value(object.clone()),
        Some(_) => return Err(FileError::NoRules),
    };
    rules.map_err(|e| FileError::Rules(e.says()))
}

/// Why the line of a record or of a study's chapter (its start and its moves' texts) cannot be
/// read; each format words it as its own fault ([`FileError`], the study's `ChapterFault`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineFault {
    /// The start position is not a text.
    StartText,
    /// The start position cannot be read.
    Start(StartError),
    /// `moves` is missing or not a list.
    Moves,
    /// More moves than a game holds: how many.
    TooManyMoves(usize),
    /// Move `n` (from 1) is not a text.
    MoveText(usize),
}

impl From<LineFault> for FileError {
    fn from(fault: LineFault) -> FileError {
        match fault {
            LineFault::StartText => FileError::StartText,
            LineFault::Start(e) => FileError::Start(e),
            LineFault::Moves => FileError::Moves,
            LineFault::TooManyMoves(n) => FileError::TooManyMoves(n),
            LineFault::MoveText(n) => FileError::MoveText(n),
        }
    }
}

/// The start position (`start`; absent: the rules' own) and the moves' texts (`moves`, not yet
/// replayed) of a record or a study's chapter, read under `rules`.
pub(crate) fn line_of(value: &Value, rules: Rules) -> Result<(Position, Vec<String>), LineFault> {
    let start = match value.get("start") {
        None => Position::new(rules),
        Some(Value::Str(s)) => read_start(s, rules).map_err(LineFault::Start)?,
        Some(_) => return Err(LineFault::StartText),
    };
    let Some(Value::Array(list)) = value.get("moves") else { return Err(LineFault::Moves) };
    if list.len() > MAX_GAME_PLIES {
        return Err(LineFault::TooManyMoves(list.len()));
    }
    let mut moves = Vec::with_capacity(list.len());
    for (i, m) in list.iter().enumerate() {
        let Value::Str(s) = m else { return Err(LineFault::MoveText(i + 1)) };
        moves.push(s.clone());
    }
    Ok((start, moves))
}

impl RecordFile {
    /// The fields of a record file's text.
    ///
    /// # Errors
    /// The first fault found, in the order of the fields: size, JSON, format, version, rules,
    /// start, moves, cursor, drawings' text, ending.
    pub fn read(text: &str) -> Result<RecordFile, FileError> {
        let value = Self::object(text)?;
        if !matches!(value.get("format"), Some(Value::Str(f)) if f == FORMAT) {
            return Err(FileError::Format);
        }
        match value.get("version") {
            Some(Value::Int(1)) => {}
            Some(Value::Int(n)) => return Err(FileError::Version(n.to_string())),
            Some(Value::Number(n)) => return Err(FileError::Version(n.clone())),
            Some(_) => return Err(FileError::VersionType),
            None => return Err(FileError::Version("(none)".into())),
        }
        Self::fields(&value)
    }

    /// The fields of a game the page saved in the browser's storage: a record without its
    /// `format` and `version`, whose `start` is always written (`docs/records.md`, "Saved
    /// games").
    ///
    /// # Errors
    /// As [`RecordFile::read`], and [`FileError::NotSaved`] for an object without a start text.
    pub fn read_saved(text: &str) -> Result<RecordFile, FileError> {
        let value = Self::object(text).map_err(|e| match e {
            FileError::NotObject => FileError::NotSaved,
            e => e,
        })?;
        match value.get("start") {
            Some(Value::Str(_)) => Self::fields(&value),
            _ => Err(FileError::NotSaved),
        }
    }

    /// A text read as one JSON object.
    fn object(text: &str) -> Result<Value, FileError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(FileError::TooLarge);
        }
        match json::parse(text) {
            Ok(value @ Value::Object(_)) => Ok(value),
            Ok(_) => Err(FileError::NotObject),
            Err(e) => Err(FileError::NotJson(e.to_string())),
        }
    }

    /// The fields after the format's: rules, start, moves, cursor and drawings.
    fn fields(value: &Value) -> Result<RecordFile, FileError> {
        let rules = rules_of(value.get("rules").or_else(|| value.get("preset")))?;
        let (start, moves) = line_of(value, rules)?;
        let cursor = match value.get("cursor") {
            None => None,
            Some(Value::Int(n)) if (0..=moves.len() as i64).contains(n) => Some(*n as usize),
            Some(_) => return Err(FileError::Cursor(moves.len())),
        };
        let annotations = match value.get("annotations") {
            None => String::new(),
            Some(Value::Str(s)) => s.clone(),
            Some(_) => return Err(FileError::AnnotationsText),
        };
        let ending = match value.get("ending") {
            None | Some(Value::Null) => None,
            Some(Value::Str(id)) => Some(Ending::read(id).ok_or(FileError::Ending)?),
            Some(_) => return Err(FileError::Ending),
        };
        Ok(RecordFile { rules, start, moves, cursor, annotations, ending })
    }
}
