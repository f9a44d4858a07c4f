//! [`Setup`]: a position as written, not yet checked against any rules.

use crate::vocab::cell::{Cell, CELLS};
use crate::vocab::piece::{ByColor, Color, Piece};

/// A not necessarily legal position: what the notation parser produces and printer reads.
///
/// It becomes playable only through [`Position::from_setup`](crate::Position::from_setup),
/// which checks it against a [`Rules`](crate::Rules) value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// Board length: 16, or 14 for the short board.
    pub ranks: u8,
    /// The piece on each cell, indexed by [`Cell::index`]; cells beyond `ranks` are empty.
    pub board: [Option<Piece>; CELLS],
    /// Side to move.
    pub turn: Color,
    /// The pieces each side has captured, in capture order: `prisoners.white` holds Black pieces.
    pub prisoners: ByColor<Vec<Piece>>,
    /// Plies played so far.
    pub ply: u32,
}

impl Setup {
    /// An empty board of `ranks` ranks, White to move, no prisoners, ply 0.
    pub fn empty(ranks: u8) -> Setup {
        Setup { ranks, board: [None; CELLS], turn: Color::White, prisoners: ByColor::default(), ply: 0 }
    }

    /// The piece on `cell`.
    pub fn get(&self, cell: Cell) -> Option<Piece> {
        self.board[cell.index()]
    }

    /// Put `piece` (or nothing) on `cell`.
    pub fn set(&mut self, cell: Cell, piece: Option<Piece>) {
        self.board[cell.index()] = piece;
    }

    /// The occupied cells with their pieces, in site order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        Cell::all().filter_map(move |c| self.board[c.index()].map(|p| (c, p)))
    }
}
