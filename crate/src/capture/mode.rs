//! The three capture modes behind one interface ([`Mode`]): [`Automatic`](super::automatic)
//! (`classic`: the engine takes every capture after a move), [`Chosen`](super::chosen)
//! (`boissiere`, `simplified`: the player chooses) and [`Landing`](super::landing) (`ludii`);
//! [`super::play`] calls the one the rules name.
//!
//! A mode plays on a [`State`] (the board, the side to move, the prisoners, the ply) and
//! reports what the victory judge needs ([`Played`]); it never judges victories itself: the
//! position does, in one place.

use crate::board::moves::{Action, Move};
use crate::board::state::State;
use crate::capture::Capture;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{Color, Component};
use crate::vocab::rng::Rng;

/// What a turn played leaves for the victory judge.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Played {
    /// The side that played.
    pub mover: Color,
    /// The cells a new formation must go through: where the piece landed (or what was
    /// removed), and for automatic captures the enemy pyramids that lost a component.
    pub anchors: CellSet,
}

impl Played {
    /// A turn of `mover` that landed on `cell` (none: nothing landed, a removal of nothing).
    pub fn at(mover: Color, cell: Option<Cell>) -> Played {
        Played { mover, anchors: cell.map_or(CellSet::EMPTY, |c| c.bit()) }
    }
}

/// Buffers reused from ply to ply by [`Position::play_random`](crate::Position::play_random).
#[derive(Default)]
pub struct Scratch {
    pub(crate) pieces: Vec<(Cell, CellSet)>,
    /// The mover's pieces' cells, for the draws by rejection.
    pub(crate) cells: Vec<Cell>,
    /// Stacks' cells with where their slots end, for `ludii`'s draws by rejection.
    pub(crate) slots: Vec<(Cell, u32)>,
    pub(crate) moves: Vec<Move>,
    pub(crate) components: Vec<Component>,
    pub(crate) replaces: Vec<Action>,
    /// The captures of the last move played.
    pub captures: Vec<Capture>,
}

/// One capture mode: how moves are generated, checked and played under it.
pub(crate) trait Mode {
    /// The empty cells (or enemy pieces, where moves land on them) the piece on `from` moves
    /// to; empty when it is not the side to move's.
    fn destinations(state: &State, from: Cell) -> CellSet;
    /// Every distinct legal move, appended to `out`.
    fn moves(state: &State, out: &mut Vec<Move>);
    /// Does the side to move have a legal move?
    fn has_move(state: &State) -> bool;
    /// Is `mv` legal?
    fn is_legal(state: &State, mv: &Move) -> bool;
    /// Play `mv` (legal) in place, its captures to `captures` (cleared first by the caller);
    /// `None` when nothing was played.
    fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played>;
    /// Play a random move in place (see [`Position::play_random`](crate::Position::play_random));
    /// `None` when the side to move has none.
    fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played>;
}
