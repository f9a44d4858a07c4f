//! Reading a position text under rules: parsed by the notation ([`super::notation`]), then
//! checked by the position's floor. Every reader of a position text (a game's, a record's or a
//! link's start, the computer's and the analyst's positions) comes here.
//!
//! ```
//! use rithmomachia::position_text::{read_position, read_start};
//! use rithmomachia::Rules;
//! let p = read_position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic()).unwrap();
//! assert_eq!(p.ply(), 0);
//! assert!(read_position("8/8 w - - 0", Rules::classic()).unwrap_err().to_string().contains("ranks"));
//! assert_eq!(read_start("", Rules::classic()).unwrap(), rithmomachia::Position::new(Rules::classic()));
//! let e = read_start("zz", Rules::classic()).unwrap_err().to_string();
//! assert!(e.starts_with("the start position: "), "{e}");
//! ```

use crate::position::{Position, SetupError};
use crate::rules::Rules;
use crate::vocab::words::Say;

/// Why a position text cannot start a game; says itself in one English sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// The text is not a position (the message names the column at fault).
    Parse(super::notation::ParseError),
    /// The position cannot be played under the rules.
    Setup(SetupError),
}

impl PositionTextError {
    /// The sentence: the setup's ([`SetupError::says`]), or the notation's
    /// ([`super::notation::ParseError::says`]).
    pub fn says(&self) -> Say {
        match self {
            PositionTextError::Parse(e) => e.says(),
            PositionTextError::Setup(e) => e.says(),
        }
    }
}

crate::vocab::said::said!(PositionTextError);

/// A game's start that cannot be read: says itself as "the start position: " and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartError(pub PositionTextError);

impl StartError {
    /// The sentence: `fault.start` ("the start position: …") with the reason.
    pub fn says(&self) -> Say {
        Say::new("fault.start").say("why", self.0.says())
    }
}

crate::vocab::said::said!(StartError);

/// A position text read under `rules`, parsed then checked.
///
/// # Errors
/// The parse error or the setup error.
pub fn read_position(text: &str, rules: Rules) -> Result<Position, PositionTextError> {
    let setup = super::notation::parse_position(text).map_err(PositionTextError::Parse)?;
    Position::from_setup(setup, rules).map_err(PositionTextError::Setup)
}

/// A game's start as records and links write it: `text` read under `rules`, or the rules' own
/// start where `text` is empty (or blank).
///
/// # Errors
/// As [`read_position`], said as the start position's fault.
pub fn read_start(text: &str, rules: Rules) -> Result<Position, StartError> {
    if text.trim().is_empty() {
        return Ok(Position::new(rules));
    }
    read_position(text, rules).map_err(StartError)
}
