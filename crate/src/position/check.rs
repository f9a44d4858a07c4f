//! What makes a [`Setup`] unplayable under some rules: [`SetupError`], each one a fault a person
//! can fix, and [`problems`], which lists them all (the board editor shows every one at once;
//! [`Position::from_setup`](crate::Position::from_setup) refuses with the first).

use std::fmt;

use crate::board::prisoners::{Prisoners, PRISONER_CAPACITY};
use crate::board::setup::Setup;
use crate::rules::{Rules, RulesError};
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Piece, Shape, MAX_VALUE};

/// Why a [`Setup`] is not a playable position under some rules.
///
/// ```
/// use rithmomachia::{notation, Position, Rules, SetupError};
/// // Two white pyramids, on a1 and b1.
/// let text = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P(S36C1),P(C4),6 w - - 0";
/// let e = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap_err();
/// assert_eq!(e, SetupError::Pyramids(rithmomachia::Color::White));
/// assert_eq!(e.to_string(), "white has more than one pyramid on the board: an army has one");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The rules themselves cannot be played.
    Rules(RulesError),
    /// The board is neither 14 nor 16 ranks long.
    BoardLength(u8),
    /// A piece stands beyond the last rank.
    OffBoard(Cell),
    /// A value on the board is 0 or above 9999.
    BadValue(Cell),
    /// A side has more than one pyramid on the board.
    Pyramids(Color),
    /// A prisoner of the capturer's own colour.
    PrisonerColor(Color),
    /// A prisoner the side holds has a value of 0 or above 9999.
    PrisonerValue(Color),
    /// More pieces than the prisoner lists can hold.
    TooManyPieces,
}

impl SetupError {
    /// A short code for the fault, the key of its words on the page (`"off-board"`, …).
    pub const fn code(&self) -> &'static str {
        match self {
            SetupError::Rules(_) => "rules",
            SetupError::BoardLength(_) => "length",
            SetupError::OffBoard(_) => "off-board",
            SetupError::BadValue(_) => "value",
            SetupError::Pyramids(_) => "pyramids",
            SetupError::PrisonerColor(_) => "prisoner-color",
            SetupError::PrisonerValue(_) => "prisoner-value",
            SetupError::TooManyPieces => "too-many",
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Rules(e) => write!(f, "rules: {e}"),
            SetupError::BoardLength(n) => write!(f, "the board must have 14 or 16 ranks, not {n}"),
            SetupError::OffBoard(c) => write!(f, "{c}: beyond the last rank of the board"),
            SetupError::BadValue(c) => write!(f, "{c}: values must be 1 to {MAX_VALUE}"),
            SetupError::Pyramids(c) => write!(f, "{c} has more than one pyramid on the board: an army has one"),
            SetupError::PrisonerColor(c) => write!(f, "{c}'s prisoners must be {} pieces", c.opposite()),
            SetupError::PrisonerValue(c) => write!(f, "{c}'s prisoners: values must be 1 to {MAX_VALUE}"),
            SetupError::TooManyPieces => {
                write!(f, "too many pieces: board and prisoners hold at most {PRISONER_CAPACITY} entries")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Values 1 to 9999, simple components: what a piece may carry.
fn sound(piece: &Piece) -> bool {
    piece.parts().iter().all(|c| c.value >= 1 && c.value <= MAX_VALUE && c.shape != Shape::Pyramid)
}

/// Every fault of `setup` under `rules`, in a fixed order (the rules, the board's length, each
/// cell in site order, the pyramids, the prisoners, the room); only the first with `first`.
///
/// See [`Position::problems`](crate::Position::problems).
// One copy for both callers (the page's wasm is built for size).
#[inline(never)]
pub(crate) fn problems(setup: &Setup, rules: &Rules, first: bool) -> Vec<SetupError> {
    let mut out = Vec::new();
    // Note a fault; with `first`, stop at it.
    macro_rules! fault {
        ($e:expr) => {{
            out.push($e);
            if first {
                return out;
            }
        }};
    }
    if setup.ranks != 14 && setup.ranks != 16 {
        out.push(SetupError::BoardLength(setup.ranks));
        return out;
    }
    if let Err(e) = (Rules { ranks: setup.ranks, ..*rules }).validate() {
        fault!(SetupError::Rules(e));
    }
    let mut pyramids = [0u8; 2];
    let mut entries = 0;
    for (cell, piece) in setup.pieces() {
        if cell.rank() >= setup.ranks {
            fault!(SetupError::OffBoard(cell));
        }
        if !sound(&piece) {
            fault!(SetupError::BadValue(cell));
        }
        pyramids[piece.color.index()] += u8::from(piece.is_pyramid());
        entries += Prisoners::entries_for(&piece);
    }
    for color in Color::ALL {
        if pyramids[color.index()] > 1 {
            fault!(SetupError::Pyramids(color));
        }
    }
    for color in Color::ALL {
        let held = setup.prisoners.get(color);
        if held.iter().any(|p| p.color == color) {
            fault!(SetupError::PrisonerColor(color));
        }
        if !held.iter().all(sound) {
            fault!(SetupError::PrisonerValue(color));
        }
        entries += held.iter().map(Prisoners::entries_for).sum::<usize>();
    }
    if entries > PRISONER_CAPACITY {
        out.push(SetupError::TooManyPieces);
    }
    out
}
