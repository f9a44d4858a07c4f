//! A game record file (format `rithmomachia-game`, version 1: docs/records.md) rebuilt into a
//! game: the fields read by the text floor ([`RecordFile`]), then the moves replayed by the rules
//! and the drawings read against the game. The command line (`rithmo analyse`) and the page
//! (once its module has room for it: docs/facade.md) read files through here, with the same checks and one sentence
//! for each fault.
//!
//! ```
//! use rithmomachia::record_file::{read_record, read_record_file};
//! let game = read_record(r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", "c14-b13"]}"#).unwrap();
//! assert_eq!(game.line().count(), 2);
//! let e = read_record(r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", "a1-a2"]}"#).unwrap_err();
//! assert!(e.to_string().starts_with("move 2 (a1-a2) is not legal"));
//! let text = r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5"], "cursor": 0, "annotations": "1Rb5"}"#;
//! let (game, drawings) = read_record_file(text).unwrap();
//! assert_eq!((game.cursor(), drawings.to_string()), (0, "1Rb5".to_string()));
//! ```

use super::game::Game;
use super::record::{open_at, replay, OpenError};
use crate::text::annotations::Annotations;
pub use crate::text::record::{FileError, RecordFile, FORMAT};

/// The game a record file holds, every move replayed (the cursor at the end of its line).
///
/// # Errors
/// The first fault found, in the order of the fields ([`RecordFile::read`]), then the first move
/// that cannot be replayed.
pub fn read_record(text: &str) -> Result<Game, FileError> {
    let file = RecordFile::read(text)?;
    replay(file.start, &file.moves).map_err(FileError::Move)
}

/// The game a record file holds with its cursor applied, and its drawings read against it: what
/// the page opens.
///
/// # Errors
/// As [`read_record`], then drawings that cannot be read against the game.
pub fn read_record_file(text: &str) -> Result<(Game, Annotations), FileError> {
    open(RecordFile::read(text)?)
}

/// The game the page saved in the browser's storage ([`RecordFile::read_saved`]), with its cursor
/// and drawings, as [`read_record_file`] opens a file.
///
/// # Errors
/// As [`read_record_file`], and a text that is not a saved game.
pub fn read_saved_game(text: &str) -> Result<(Game, Annotations), FileError> {
    open(RecordFile::read_saved(text)?)
}

/// A record's game: its moves replayed, its cursor applied, its drawings read.
fn open(file: RecordFile) -> Result<(Game, Annotations), FileError> {
    let game = replay(file.start, &file.moves).map_err(FileError::Move)?;
    open_at(game, file.cursor, &file.annotations, file.ending).map_err(|e| match e {
        OpenError::Moves(e) => FileError::Move(e),
        // (The file's cursor was checked with its fields.)
        OpenError::CursorPast(max) => FileError::Cursor(max),
        OpenError::Drawings(e) => FileError::Drawings(e),
        OpenError::Ending(_) => FileError::EndingDecided,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::rules::Rules;
    use crate::victory::Ending;
    use crate::vocab::piece::Color;

    #[test]
    fn each_fault_has_its_sentence() {
        let cases = [
            ("[", "the file is not JSON"),
            ("[]", "the file is not a game record"),
            (r#"{"format": "x", "version": 1}"#, "the file is not a game record"),
            (
                r#"{"format": "rithmomachia-game", "version": 2, "rules": "classic", "moves": []}"#,
                "records of version 2 cannot",
            ),
            (r#"{"format": "rithmomachia-game", "version": "1", "moves": []}"#, "the record's \"version\" must"),
            (r#"{"format": "rithmomachia-game", "version": true, "moves": []}"#, "the record's \"version\" must"),
            (r#"{"format": "rithmomachia-game", "moves": []}"#, "records of version (none) cannot"),
            (r#"{"format": "rithmomachia-game", "version": 1, "moves": []}"#, "the record does not say which rules"),
            (r#"{"format": "rithmomachia-game", "version": 1, "rules": "chess", "moves": []}"#, "unknown rules preset"),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": {"preset": "classic"}, "moves": []}"#,
                "rules: ",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": {"preset": "classic", "plyCap": -1}}"#,
                "the move cap must be",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "start": "zz", "moves": []}"#,
                "the start position: ",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": 3}"#,
                "the record's \"moves\"",
            ),
            (
                r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", 3]}"#,
                "move 2 is not text",
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

    /// A record's ending is read and applied at its line's end; one naming no ending, or
    /// ending a game already over on the board, is refused.
    #[test]
    fn a_records_ending_is_read_and_checked() {
        let file = |moves: &str, ending: &str| {
            format!(
                r#"{{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": [{moves}], "cursor": 0, "ending": {ending}}}"#
            )
        };
        let (game, _) = read_record_file(&file(r#""a3-b5""#, r#""black-resigned""#)).unwrap();
        assert_eq!((game.ending(), game.cursor(), game.finished()), (Some(Ending::Resigned(Color::Black)), 0, true));
        let (game, _) = read_record_file(&file("", "null")).unwrap();
        assert_eq!(game.ending(), None);
        let mut rules = Rules::classic();
        rules.ply_cap = 1;
        let capped = format!(
            r#"{{"format": "rithmomachia-game", "version": 1, "rules": {}, "moves": ["a3-b5"], "ending": "draw-agreed"}}"#,
            rules.to_json()
        );
        let cases = [
            (file("", r#""white-won""#), FileError::Ending),
            (file("", "1"), FileError::Ending),
            (capped, FileError::EndingDecided),
        ];
        for (text, want) in cases {
            assert_eq!(read_record_file(&text).err(), Some(want), "{text}");
        }
    }

    #[test]
    fn a_saved_game_is_read_with_its_rules_text_cursor_and_drawings() {
        let mut rules = Rules::preset("classic").unwrap();
        rules.ply_cap = 300;
        let start = Position::new(rules).to_setup().to_string();
        let text = format!(
            r#"{{"version": 2, "preset": "classic", "rules": {}, "start": "{start}", "moves": ["a3-b5", "c14-b13"], "cursor": 1, "annotations": "1Rb5"}}"#,
            serde_json::to_string(&rules.to_json()).unwrap()
        );
        let (game, drawings) = read_saved_game(&text).unwrap();
        assert_eq!((game.position().rules(), game.cursor(), game.line().len()), (&rules, 1, 2));
        assert_eq!(drawings.to_string(), "1Rb5");
        // A file's format and version are not asked of a saved game; its start text is.
        let cases = [
            ("[]", FileError::NotSaved),
            (r#"{"rules": "classic", "moves": []}"#, FileError::NotSaved),
            (r#"{"rules": "classic", "start": 3, "moves": []}"#, FileError::NotSaved),
            (r#"{"rules": "classic", "start": "", "moves": [], "cursor": 1}"#, FileError::Cursor(0)),
        ];
        for (text, want) in cases {
            assert_eq!(read_saved_game(text).err(), Some(want), "{text}");
        }
        assert!(read_saved_game(r#"{"rules": "classic", "start": "", "moves": []}"#).is_ok());
    }
}
