//! What makes a [`Setup`] unplayable under some rules: [`SetupError`], each one a fault a person
//! can fix, and [`problems`], which lists them all (the board editor shows every one at once;
//! [`Position::from_setup`](crate::Position::from_setup) refuses with the first).

use crate::board::prisoners::{Prisoners, PRISONER_CAPACITY};
use crate::board::setup::Setup;
use crate::rules::{Rules, RulesError};
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Piece, Shape, MAX_VALUE};
use crate::vocab::words::{side_key, Say, Word};

/// Why a [`Setup`] is not a playable position under some rules.
///
/// ```
/// use rithmomachia::{notation, Position, Rules, SetupError};
/// // Two white pyramids, on a1 and b1.
/// let text = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P(S36C1),P(C4),6 w - - 0";
/// let e = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap_err();
/// let cells = vec!["a1".parse().unwrap(), "b1".parse().unwrap()];
/// assert_eq!(e, SetupError::Pyramids(rithmomachia::Color::White, cells));
/// assert_eq!(e.to_string(), "White has more than one pyramid (a1, b1): an army has one.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The rules themselves cannot be played.
    Rules(RulesError),
    /// The board is neither 14 nor 16 ranks long.
    BoardLength(u8),
    /// A piece stands beyond the last rank of a board of so many ranks.
    OffBoard(Cell, u8),
    /// A value on the board is 0 or above 9999.
    BadValue(Cell),
    /// A side has more than one pyramid on the board: on these cells.
    Pyramids(Color, Vec<Cell>),
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
            SetupError::OffBoard(..) => "off-board",
            SetupError::BadValue(_) => "value",
            SetupError::Pyramids(..) => "pyramids",
            SetupError::PrisonerColor(_) => "prisoner-color",
            SetupError::PrisonerValue(_) => "prisoner-value",
            SetupError::TooManyPieces => "too-many",
        }
    }
}

impl SetupError {
    /// The sentence (`setup.*`, the board editor's too): where the fault stands in `cells` (the
    /// cell, or every pyramid of the side), the side in `side`, a number in `n` (the board's
    /// ranks, the largest value, the room), the reason rules cannot be played in `why`.
    ///
    /// ```
    /// use rithmomachia::{words::Word, SetupError};
    /// let s = SetupError::OffBoard("a15".parse().unwrap(), 14).says();
    /// assert_eq!(s.key, "setup.offBoard");
    /// assert_eq!(s.params.get("cells"), Some(&Word::List(vec![Word::Text("a15".into())])));
    /// assert_eq!(s.params.get("n"), Some(&Word::Num(14)));
    /// ```
    pub fn says(&self) -> Say {
        let side = |c: &Color| Word::Term { t: side_key(*c) };
        let cells = |list: &[Cell]| {
            let mut words = Vec::with_capacity(list.len());
            for c in list {
                words.push(Word::Text(c.to_string()));
            }
            Word::List(words)
        };
        match self {
            SetupError::OffBoard(c, ranks) => Say::new("setup.offBoard").word("cells", cells(&[*c])).num("n", *ranks),
            SetupError::BadValue(c) => Say::new("setup.value").word("cells", cells(&[*c])).num("n", MAX_VALUE),
            SetupError::Pyramids(c, at) => Say::new("setup.pyramids").word("side", side(c)).word("cells", cells(at)),
            SetupError::PrisonerColor(c) => Say::new("setup.prisonerColor").word("side", side(c)),
            SetupError::PrisonerValue(c) => Say::new("setup.prisonerValue").word("side", side(c)).num("n", MAX_VALUE),
            SetupError::TooManyPieces => Say::new("setup.tooMany").num("n", PRISONER_CAPACITY as u64),
            SetupError::Rules(r) => Say::new("setup.rules").say("why", r.says()),
            SetupError::BoardLength(n) => Say::new("setup.length").num("n", *n),
        }
    }
}

crate::vocab::said::said!(SetupError);

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
    let mut pyramids: [Vec<Cell>; 2] = [Vec::new(), Vec::new()];
    let mut entries = 0;
    for (cell, piece) in setup.pieces() {
        if cell.rank() >= setup.ranks {
            fault!(SetupError::OffBoard(cell, setup.ranks));
        }
        if !sound(&piece) {
            fault!(SetupError::BadValue(cell));
        }
        if piece.is_pyramid() {
            pyramids[piece.color.index()].push(cell);
        }
        entries += Prisoners::entries_for(&piece);
    }
    for color in Color::ALL {
        if pyramids[color.index()].len() > 1 {
            fault!(SetupError::Pyramids(color, pyramids[color.index()].clone()));
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
