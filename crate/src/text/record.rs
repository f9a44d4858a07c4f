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

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

use super::annotations::AnnotationError;
use super::position_text::{read_start, StartError};
use crate::position::Position;
use crate::rules::{Rules, MAX_GAME_PLIES};
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

/// Why a record file cannot be read; says itself in one English sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Larger than [`MAX_RECORD_BYTES`].
    TooLarge,
    /// Not JSON (the reader's reason).
    NotJson(String),
    /// Not an object, or its `format` is not [`FORMAT`].
    Format,
    /// A `version` other than 1 (as written).
    Version(String),
    /// Neither `rules` nor `preset`.
    NoRules,
    /// The rules cannot be read or played (the reason).
    Rules(String),
    /// The start position is not a text.
    StartText,
    /// The start position cannot be read.
    Start(StartError),
    /// `moves` is missing or holds something else than texts.
    Moves,
    /// `cursor` is not a number of moves of the record (at most this many).
    Cursor(usize),
    /// `annotations` is not a text.
    AnnotationsText,
    /// A move cannot be replayed.
    Move(RecordError),
    /// The drawings cannot be read against the game.
    Drawings(AnnotationError),
}

impl FileError {
    /// The sentence: a `fault.file.*` key, or the sentence of the start, the move or the
    /// drawings at fault.
    pub fn says(&self) -> Say {
        match self {
            FileError::TooLarge => Say::new("fault.file.tooLarge").num("max", MAX_RECORD_BYTES as u64),
            FileError::NotJson(why) => Say::new("fault.file.notJson").text("why", why.as_str()),
            FileError::Format => Say::new("fault.file.format").text("format", FORMAT),
            FileError::Version(v) => Say::new("fault.file.version").text("version", shorten(v)),
            FileError::NoRules => Say::new("fault.file.noRules"),
            FileError::Rules(why) => Say::new("fault.rules.json").text("why", why.as_str()),
            FileError::StartText => Say::new("fault.file.startText"),
            FileError::Start(e) => e.says(),
            FileError::Moves => Say::new("fault.file.moves"),
            FileError::Cursor(max) => Say::new("fault.file.cursor").num("max", *max as u64),
            FileError::AnnotationsText => Say::new("fault.file.annotationsText"),
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
    /// The rules (`rules`, an object or a preset id; else `preset`).
    pub rules: Rules,
    /// The start position (`start`; absent, `null` or `""`: the rules' own).
    pub start: Position,
    /// The recorded line, in notation.
    pub moves: Vec<String>,
    /// How many moves are applied (`None`: all).
    pub cursor: Option<usize>,
    /// The drawings' text (`""`: none).
    pub annotations: String,
}

/// A JSON value as a record's fields need it: objects keep their order; numbers are whole.
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Json, D::Error> {
        deserializer.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Json, E> {
        Ok(Json::Bool(b))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Json, E> {
        Ok(Json::Int(i64::try_from(n).unwrap_or(i64::MAX)))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Json, E> {
        Ok(Json::Int(n))
    }
    fn visit_string<E: de::Error>(self, s: String) -> Result<Json, E> {
        Ok(Json::Str(s))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Json, E> {
        Ok(Json::Str(s.to_string()))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::List(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry()? {
            entries.push(entry);
        }
        Ok(Json::Object(entries))
    }
}

impl Json {
    /// The value as JSON text (the rules object, handed to the rules' own reader).
    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(n) => out.push_str(&n.to_string()),
            Json::Str(s) => write_string(s, out),
            Json::List(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(entries) => {
                out.push('{');
                for (i, (key, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(key, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// A JSON string literal.
fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
}

impl RecordFile {
    /// The fields of a record file's text.
    ///
    /// # Errors
    /// The first fault found, in the order of the fields: size, JSON, format, version, rules,
    /// start, moves, cursor, drawings' text.
    pub fn read(text: &str) -> Result<RecordFile, FileError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(FileError::TooLarge);
        }
        let value: Json = crate::vocab::json::from_str(text).map_err(|e| match e.at().starts_with("rules") {
            true => FileError::Rules(e.to_string()),
            false => FileError::NotJson(e.to_string()),
        })?;
        let Json::Object(fields) = value else { return Err(FileError::Format) };
        let get = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v).filter(|v| **v != Json::Null);
        if get("format") != Some(&Json::Str(FORMAT.to_string())) {
            return Err(FileError::Format);
        }
        match get("version") {
            Some(Json::Int(1)) => {}
            Some(other) => {
                let mut v = String::new();
                other.write(&mut v);
                return Err(FileError::Version(v));
            }
            None => return Err(FileError::Version("(none)".into())),
        }
        let rules = match get("rules").or_else(|| get("preset")) {
            None => return Err(FileError::NoRules),
            Some(Json::Str(id)) => Rules::preset(id).map_err(|e| FileError::Rules(e.to_string()))?,
            Some(object @ Json::Object(_)) => {
                let mut json = String::new();
                object.write(&mut json);
                Rules::from_json(&json).map_err(|e| FileError::Rules(e.to_string()))?
            }
            Some(_) => return Err(FileError::Rules("neither a preset id nor an object".into())),
        };
        let start = match get("start") {
            None => Position::new(rules),
            Some(Json::Str(s)) => read_start(s, rules).map_err(FileError::Start)?,
            Some(_) => return Err(FileError::StartText),
        };
        let moves: Vec<String> = match get("moves") {
            Some(Json::List(list)) => list
                .iter()
                .map(|m| match m {
                    Json::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect::<Option<_>>()
                .ok_or(FileError::Moves)?,
            _ => return Err(FileError::Moves),
        };
        if moves.len() > MAX_GAME_PLIES {
            return Err(FileError::Move(RecordError::TooLong));
        }
        let cursor = match get("cursor") {
            None => None,
            Some(Json::Int(n)) if (0..=moves.len() as i64).contains(n) => Some(*n as usize),
            Some(_) => return Err(FileError::Cursor(moves.len())),
        };
        let annotations = match get("annotations") {
            None => String::new(),
            Some(Json::Str(s)) => s.clone(),
            Some(_) => return Err(FileError::AnnotationsText),
        };
        Ok(RecordFile { rules, start, moves, cursor, annotations })
    }
}
