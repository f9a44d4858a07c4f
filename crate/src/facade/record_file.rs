//! A game record file (format `rithmomachia-game`, version 1: docs/records.md) read by the
//! command line (`rithmo analyse`): the rules (an object as `rulesJson()` writes them, or a
//! preset id), the start position, the moves replayed by the rules. The page reads the same
//! files in its own shell and rebuilds the game through `Game.fromRecord`; this is that path
//! for the command line, with the same checks and one sentence for each fault.
//!
//! ```
//! use rithmomachia::record_file::read_record;
//! let game = read_record(r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", "c14-b13"]}"#).unwrap();
//! assert_eq!(game.line().count(), 2);
//! let e = read_record(r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", "a1-a2"]}"#).unwrap_err();
//! assert!(e.to_string().starts_with("move 2 (a1-a2) is not legal"));
//! ```

use std::fmt;

use serde_json::Value;

use super::game::{read_position, Game};
use super::record::{replay, RecordError};
use crate::position::Position;
use crate::rules::Rules;

/// The format name a record file carries.
pub const FORMAT: &str = "rithmomachia-game";

/// Why a record file cannot be read; says itself in one English sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Not JSON (serde's reason).
    NotJson(String),
    /// Not an object, or its `format` is not [`FORMAT`].
    Format,
    /// A `version` other than 1 (as written).
    Version(String),
    /// Neither `rules` nor `preset`.
    NoRules,
    /// The rules cannot be read or played (the reason).
    Rules(String),
    /// The start position cannot be read (the reason).
    Start(String),
    /// `moves` is missing or holds something else than texts.
    Moves,
    /// A move cannot be replayed.
    Move(RecordError),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotJson(why) => write!(f, "the file is not JSON ({why})"),
            FileError::Format => write!(f, "the file is not a game record: its \"format\" is not \"{FORMAT}\""),
            FileError::Version(v) => {
                write!(f, "the record's version {} is not one this program reads (1)", crate::vocab::words::shorten(v))
            }
            FileError::NoRules => write!(f, "the record has neither \"rules\" nor \"preset\""),
            FileError::Rules(why) => write!(f, "rules: {why}"),
            FileError::Start(why) => write!(f, "the start position: {why}"),
            FileError::Moves => write!(f, "the record's \"moves\" is not a list of move texts"),
            FileError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FileError {}

/// The game a record file holds, every move replayed (the cursor at the end of its line).
///
/// # Errors
/// The first fault found, in the order of the fields: format, version, rules, start, moves.
pub fn read_record(text: &str) -> Result<Game, FileError> {
    let value: Value = serde_json::from_str(text).map_err(|e| FileError::NotJson(e.to_string()))?;
    let Some(record) = value.as_object() else { return Err(FileError::Format) };
    if record.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(FileError::Format);
    }
    match record.get("version") {
        Some(Value::Number(n)) if n.as_u64() == Some(1) => {}
        other => return Err(FileError::Version(other.map_or_else(|| "(none)".to_string(), Value::to_string))),
    }
    let rules =
        match record.get("rules").filter(|v| !v.is_null()).or_else(|| record.get("preset").filter(|v| !v.is_null())) {
            None => return Err(FileError::NoRules),
            Some(Value::String(id)) => Rules::preset(id).map_err(|e| FileError::Rules(e.to_string()))?,
            Some(object @ Value::Object(_)) => {
                Rules::from_json(&object.to_string()).map_err(|e| FileError::Rules(e.to_string()))?
            }
            Some(_) => return Err(FileError::Rules("neither a preset id nor an object".into())),
        };
    let start = match record.get("start") {
        None | Some(Value::Null) => Position::new(rules),
        Some(Value::String(s)) if s.trim().is_empty() => Position::new(rules),
        Some(Value::String(s)) => read_position(s, rules).map_err(|e| FileError::Start(e.to_string()))?,
        Some(_) => return Err(FileError::Start("it is not a text".into())),
    };
    let moves: Vec<&str> = match record.get("moves").and_then(Value::as_array) {
        Some(list) => list.iter().map(Value::as_str).collect::<Option<Vec<&str>>>().ok_or(FileError::Moves)?,
        None => return Err(FileError::Moves),
    };
    replay(start, &moves).map_err(FileError::Move)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_fault_has_its_sentence() {
        let cases = [
            ("[", "the file is not JSON"),
            ("[]", "the file is not a game record"),
            (r#"{"format": "x", "version": 1}"#, "the file is not a game record"),
            (
                r#"{"format": "rithmomachia-game", "version": 2, "rules": "classic", "moves": []}"#,
                "the record's version 2 is not",
            ),
            (r#"{"format": "rithmomachia-game", "version": 1, "moves": []}"#, "the record has neither"),
            (r#"{"format": "rithmomachia-game", "version": 1, "rules": "chess", "moves": []}"#, "rules: "),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": {"preset": "classic"}, "moves": []}"#,
                "rules: ",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "start": "zz", "moves": []}"#,
                "the start position: ",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": [3]}"#,
                "the record's \"moves\"",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["zz"]}"#,
                "move 1 (zz) cannot be read",
            ),
        ];
        for (text, start) in cases {
            let e = read_record(text).unwrap_err().to_string();
            assert!(e.starts_with(start), "{text}: {e}");
        }
    }

    #[test]
    fn rules_as_an_object_and_a_start_are_read() {
        let rules = Rules::preset("boissiere").unwrap();
        let start = Position::new(rules).to_setup().to_string();
        let text = format!(
            r#"{{"format": "rithmomachia-game", "version": 1, "rules": {}, "start": "{start}", "moves": [], "cursor": 0}}"#,
            rules.to_json()
        );
        let g = read_record(&text).unwrap();
        assert_eq!(g.position().rules(), &rules);
        let preset =
            read_record(r#"{"format": "rithmomachia-game", "version": 1, "preset": "ludii", "moves": []}"#).unwrap();
        assert_eq!(preset.position().rules(), &Rules::preset("ludii").unwrap());
    }
}
