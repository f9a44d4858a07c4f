//! [`State`]: what the capture modes play on. The board, the side to move, the prisoners and
//! the ply, under one set of rules with their motion tables; a [`Position`](crate::Position) is
//! a state and its verdict (who has won), which only the position judges.

use std::sync::Arc;

use crate::board::marks::Marks;
use crate::board::motion::{MotionTables, Tables};
use crate::board::moves::Target;
use crate::board::prisoners::Prisoners;
use crate::board::Board;
use crate::rules::Rules;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{ByColor, Color, Piece, Shape};

/// The board state under its rules: read through accessors, changed only through the few
/// moves of play below.
#[derive(PartialEq, Eq, Hash, Debug)]
pub struct State {
    /// Shared, not copied: a position is cloned at every node of a search or perft, and the
    /// rules are a sixth of it.
    rules: Arc<Rules>,
    tables: Tables,
    board: Board,
    turn: Color,
    /// `prisoners.white`: the Black pieces White holds.
    prisoners: ByColor<Prisoners>,
    ply: u32,
    /// What each piece's enemy could take now, kept by the capture layer (`capture::pending`);
    /// stale after any change of the board made through [`State::board_mut`] or [`State::take`].
    marks: Marks,
}

/// A copy into an existing state ([`Clone::clone_from`], what a search does at every node)
/// copies the prisoners in use only and shares the rules and tables without counting them
/// again when they are already the same.
impl Clone for State {
    fn clone(&self) -> State {
        State {
            rules: Arc::clone(&self.rules),
            tables: self.tables.clone(),
            board: self.board.clone(),
            turn: self.turn,
            prisoners: self.prisoners.clone(),
            ply: self.ply,
            marks: self.marks.clone(),
        }
    }

    fn clone_from(&mut self, source: &State) {
        // (Every field named: one added later must be copied here too.)
        let State { rules, tables, board, turn, prisoners, ply, marks } = source;
        if !Arc::ptr_eq(&self.rules, rules) {
            self.rules = Arc::clone(rules);
        }
        if !Arc::ptr_eq(&self.tables.0, &tables.0) {
            self.tables = tables.clone();
        }
        self.board.clone_from(board);
        self.turn = *turn;
        self.prisoners.white.clone_from(&prisoners.white);
        self.prisoners.black.clone_from(&prisoners.black);
        self.ply = *ply;
        self.marks.clone_from(marks);
    }
}

impl State {
    /// A state from its parts (validated by the caller); the motion tables are built here.
    pub(crate) fn new(rules: Rules, board: Board, turn: Color, prisoners: ByColor<Prisoners>, ply: u32) -> State {
        let tables = Tables::new(&rules.motion, rules.reach_leaps, board.cells());
        State { rules: Arc::new(rules), tables, board, turn, prisoners, ply, marks: Marks::STALE }
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The motion tables of these rules on this board.
    pub(crate) fn tables(&self) -> &MotionTables {
        &self.tables.0
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Plies played.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The pieces `color` holds (taken from the other side).
    pub fn prisoners(&self, color: Color) -> &Prisoners {
        self.prisoners.get(color)
    }

    /// `color`'s enemy territory is the other half: this is `color`'s own half of the board.
    pub fn territory(&self, color: Color) -> CellSet {
        let half = CellSet::ranks(self.board.ranks() / 2);
        match color {
            Color::White => half,
            Color::Black => self.board.cells() & !half,
        }
    }

    /// The empty cells the piece on `from` reaches by its regular moves, when it belongs to the
    /// side to move (empty otherwise).
    pub(crate) fn destinations(&self, from: Cell) -> CellSet {
        if self.board.color_at(from) != Some(self.turn) {
            return CellSet::EMPTY;
        }
        let occupied = self.board.occupied();
        let mut out = CellSet::EMPTY;
        for shape in Shape::SIMPLE {
            if self.board.movers(self.turn, shape).contains(from) {
                out |= self.tables.0.moves(shape as usize, from, occupied);
            }
        }
        out & !occupied
    }

    /// At most how many destinations the piece on `from` has ([`State::destinations`]): its
    /// moves on an empty board, shape by shape; 0 where it is not a piece of the side to move.
    /// Random games where captures are chosen draw a slot among the most destinations any piece
    /// may have, and most slots past this bound are misses found without finding the moves.
    #[inline]
    pub(crate) fn destinations_bound(&self, from: Cell) -> u32 {
        if self.board.color_at(from) != Some(self.turn) {
            return 0;
        }
        let moves_as = |shape: Shape| self.board.movers(self.turn, shape).contains(from);
        Shape::SIMPLE
            .into_iter()
            .filter(|&shape| moves_as(shape))
            .map(|shape| self.tables.0.moves_bound(shape as usize, from))
            .sum()
    }

    /// The board, to change: the marks go stale (the capture layer's own changes keep them).
    pub(crate) fn board_mut(&mut self) -> &mut Board {
        self.marks.fresh = false;
        &mut self.board
    }

    /// The capture layer's marks (see [`Marks::fresh`]).
    pub(crate) fn marks(&self) -> &Marks {
        &self.marks
    }

    /// The marks to change, with what they are read from.
    pub(crate) fn marks_mut(&mut self) -> (&mut Marks, &Board, &MotionTables, &Rules) {
        (&mut self.marks, &self.board, &self.tables.0, &self.rules)
    }

    /// The pieces `color` holds, to change.
    pub(crate) fn prisoners_mut(&mut self, color: Color) -> &mut Prisoners {
        self.prisoners.get_mut(color)
    }

    /// The turn is over: one more ply, the other side to move.
    pub(crate) fn pass(&mut self) {
        self.ply += 1;
        self.turn = self.turn.opposite();
    }

    /// The same state with `side` to move (for questions asked as if it were `side`'s turn).
    pub(crate) fn set_turn(&mut self, side: Color) {
        self.turn = side;
    }

    /// `mover` takes `target` (a whole piece, or one pyramid component as a simple piece) into
    /// its prisoners; false when there is nothing to take there.
    pub(crate) fn take(&mut self, mover: Color, target: Target) -> bool {
        let cell = target.cell;
        self.marks.fresh = false;
        let taken: Option<Piece> = match target.component {
            None => self.board.take(cell),
            Some(value) => {
                let index = self.board.parts(cell).iter().position(|c| c.value == value);
                index
                    .and_then(|i| self.board.take_component(cell, i))
                    .map(|c| Piece::simple(mover.opposite(), c.shape, c.value))
            }
        };
        match taken {
            Some(piece) => {
                self.prisoners.get_mut(mover).push(&piece);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::position::each_random_position;
    use crate::Rules;

    /// No piece has more destinations than its bound, along random games of every preset
    /// (pieces in the middle of a crowd, at the edges, pyramids); the bound is 0 off the side to
    /// move's pieces, and below the most any piece may have for many pieces (what it saves).
    #[test]
    fn destinations_never_exceed_their_bound() {
        for rules in [Rules::classic(), Rules::boissiere(), Rules::simplified(), Rules::ludii()] {
            let id = rules.preset.id();
            let (mut pieces, mut below) = (0, 0);
            each_random_position(rules, 11, 2_000, |position| {
                let state = position.state();
                let most = state.tables().most_moves();
                for cell in state.board().cells() {
                    let (found, bound) = (state.destinations(cell).count(), state.destinations_bound(cell));
                    assert!(
                        found <= bound,
                        "{cell}: {found} destinations over a bound of {bound} in {}",
                        position.to_setup()
                    );
                    if state.board().color_at(cell) == Some(state.turn()) {
                        pieces += 1;
                        below += usize::from(bound < most);
                    } else {
                        assert_eq!(bound, 0, "{cell} in {}", position.to_setup());
                    }
                }
            });
            assert!(below * 4 > pieces, "{id}: {below} of {pieces} pieces bounded below the most");
        }
    }
}
