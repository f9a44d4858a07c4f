//! [`Editor`]: the board editor's setup. A [`Setup`] being built by hand (pieces put and taken,
//! the side to move, each side's prisoners, the board's length) under rules chosen apart, with
//! every fault the rules core finds in it ([`Position::problems`]) and, once it has none, the
//! [`Game`] it starts. Plain Rust, tested natively; the page's `Editor` wraps it.
//!
//! ```
//! use rithmomachia::{Cell, Color, Editor, Piece, Rules, SetupError, Shape};
//! let mut editor = Editor::new(Rules::classic());
//! editor.clear();
//! let c4: Cell = "c4".parse().unwrap();
//! editor.put(c4, Piece::simple(Color::White, Shape::Round, 0));
//! assert_eq!(editor.problems(), [SetupError::BadValue(c4)]);
//! editor.put(c4, Piece::simple(Color::White, Shape::Round, 16));
//! assert!(editor.problems().is_empty());
//! assert_eq!(editor.text(), "8/8/8/8/8/8/8/8/8/8/8/8/2,C16,5/8/8/8 w - - 0");
//! assert_eq!(editor.game().unwrap().position().turn(), Color::White);
//! ```

use crate::board::layout;
use crate::board::setup::Setup;
use crate::position::{Position, SetupError};
use crate::rules::Rules;
use crate::text::notation::{parse_position, ParseError};
use crate::vocab::cell::{Cell, MAX_RANKS};
use crate::vocab::piece::{Color, Component, Piece, Shape};

use super::game::Game;

/// A setup being edited, and the rules it is meant for.
#[derive(Clone, Debug)]
pub struct Editor {
    setup: Setup,
    rules: Rules,
}

impl Editor {
    /// The start position of `rules`.
    pub fn new(rules: Rules) -> Editor {
        Editor { setup: start(&rules), rules }
    }

    /// A position text under `rules` (its own board length, side to move, prisoners); the
    /// rules' start for `""`.
    ///
    /// # Errors
    /// The parse error.
    pub fn from_text(rules: Rules, text: &str) -> Result<Editor, ParseError> {
        let setup = if text.is_empty() { start(&rules) } else { parse_position(text)? };
        Ok(Editor { setup, rules })
    }

    /// The setup so far.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules it is meant for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board's length: 16 or 14 ranks (anything else is taken as 16). Pieces beyond the
    /// last rank stay where they are, each one a fault ([`SetupError::OffBoard`]) until taken.
    pub fn set_ranks(&mut self, ranks: u8) {
        self.setup.ranks = if ranks == 14 { 14 } else { MAX_RANKS };
    }

    /// Put `piece` on `cell` (in place of what stands there). Any value is kept, even one the
    /// rules refuse (0, above 9999): [`Editor::problems`] names it.
    pub fn put(&mut self, cell: Cell, piece: Piece) {
        self.setup.set(cell, Some(piece));
    }

    /// Take the piece off `cell`; the piece, if there was one.
    pub fn take(&mut self, cell: Cell) -> Option<Piece> {
        let piece = self.setup.get(cell);
        self.setup.set(cell, None);
        piece
    }

    /// Empty the board (the side to move, the prisoners and the length stay).
    pub fn clear(&mut self) {
        let Setup { ranks, turn, ply, .. } = self.setup;
        let prisoners = std::mem::take(&mut self.setup.prisoners);
        self.setup = Setup { prisoners, turn, ply, ..Setup::empty(ranks) };
    }

    /// The rules' start position.
    pub fn start(&mut self) {
        self.setup = start(&self.rules);
    }

    /// The side to move.
    pub fn set_turn(&mut self, turn: Color) {
        self.setup.turn = turn;
    }

    /// Add `piece` to the prisoners `holder` has taken: a piece of the other side (its colour is
    /// set so).
    pub fn add_prisoner(&mut self, holder: Color, mut piece: Piece) {
        piece.color = holder.opposite();
        self.setup.prisoners.get_mut(holder).push(piece);
    }

    /// Give back prisoner `index` of `holder`'s; whether there was one.
    pub fn remove_prisoner(&mut self, holder: Color, index: usize) -> bool {
        let list = self.setup.prisoners.get_mut(holder);
        let there = index < list.len();
        if there {
            list.remove(index);
        }
        there
    }

    /// Every fault that keeps the setup from being played under the rules (empty when none).
    pub fn problems(&self) -> Vec<SetupError> {
        Position::problems(&self.setup, &self.rules)
    }

    /// The ranks a board must show to hold every piece: the setup's, or 16 while pieces stand
    /// beyond its last rank.
    pub fn shown_ranks(&self) -> u8 {
        if self.setup.pieces().any(|(c, _)| c.rank() >= self.setup.ranks) {
            MAX_RANKS
        } else {
            self.setup.ranks
        }
    }

    /// The setup as a position text (docs/notation.md). While pieces stand beyond a 14-rank
    /// board's last rank, the text has 16 ranks, so that nothing is lost in it (it then reads
    /// back as a 16-rank board).
    pub fn text(&self) -> String {
        Setup { ranks: self.shown_ranks(), ..self.setup.clone() }.to_string()
    }

    /// A game from the setup under the rules.
    ///
    /// # Errors
    /// The first fault ([`Editor::problems`] lists them all).
    pub fn game(&self) -> Result<Game, SetupError> {
        Position::from_setup(self.setup.clone(), self.rules).map(Game::from_position)
    }
}

/// The start position of `rules` as a setup.
fn start(rules: &Rules) -> Setup {
    layout::start(rules.layout, rules.ranks, rules.first)
}

/// Why a piece cannot be made from the parts given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceError {
    /// A shape that is not a simple one (`round`, `triangle`, `square`).
    Shape(String),
    /// A value too large to hold (the rules' limit, 9999, is checked with the setup).
    Value(u32),
    /// No part, more than 8, or not as many values as shapes.
    Parts(usize),
}

impl std::fmt::Display for PieceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PieceError::Shape(s) => {
                write!(f, "'{}' is not a shape (round, triangle or square)", crate::vocab::words::shorten(s))
            }
            PieceError::Value(v) => {
                write!(f, "{v} is far too large: values are 1 to {}", crate::vocab::piece::MAX_VALUE)
            }
            PieceError::Parts(n) => {
                write!(f, "a piece has 1 part, a pyramid 1 to {} (here {n})", crate::vocab::piece::MAX_PARTS)
            }
        }
    }
}

impl std::error::Error for PieceError {}

/// A piece of `color` from its parts, base first, each a simple shape's name and a value: a
/// pyramid when `pyramid`, else a simple piece (one part). Values are kept as given up to
/// 65,535 (those over 9999 are then a fault of the setup, [`SetupError::BadValue`]).
///
/// ```
/// use rithmomachia::{editor::piece_of, Color};
/// assert_eq!(piece_of(Color::White, &["square", "round"], &[36, 1], true).unwrap().to_string(), "P(S36C1)");
/// assert_eq!(piece_of(Color::Black, &["triangle"], &[30], false).unwrap().to_string(), "t30");
/// assert_eq!(piece_of(Color::Black, &["star"], &[3], false).unwrap_err().to_string(), "'star' is not a shape (round, triangle or square)");
/// ```
pub fn piece_of(color: Color, shapes: &[impl AsRef<str>], values: &[u32], pyramid: bool) -> Result<Piece, PieceError> {
    let n = shapes.len();
    if n != values.len() || n == 0 || (!pyramid && n > 1) {
        return Err(PieceError::Parts(n.max(values.len())));
    }
    let mut parts = Vec::with_capacity(n);
    for (shape, &value) in shapes.iter().zip(values) {
        let shape = Shape::SIMPLE
            .into_iter()
            .find(|s| s.name() == shape.as_ref())
            .ok_or_else(|| PieceError::Shape(shape.as_ref().to_string()))?;
        let value = u16::try_from(value).map_err(|_| PieceError::Value(value))?;
        parts.push(Component::new(shape, value));
    }
    if pyramid {
        Piece::pyramid(color, &parts).ok_or(PieceError::Parts(n))
    } else {
        Ok(Piece::simple(color, parts[0].shape, parts[0].value))
    }
}
