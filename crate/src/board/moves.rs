//! [`Move`]: what a player does in one turn, as the notation writes it.

use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Component};

/// A piece or one pyramid component to capture: `e7`, or `g9:16` for the component of value 16.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Target {
    /// Where the victim stands.
    pub cell: Cell,
    /// `Some(v)`: only the (base-most not yet named) pyramid component of value `v`.
    pub component: Option<u16>,
}

impl Target {
    /// The whole piece on `cell`.
    pub const fn whole(cell: Cell) -> Target {
        Target { cell, component: None }
    }
}

/// The action of a turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `from-to`: a piece moves to an empty cell.
    Shift {
        /// Start cell.
        from: Cell,
        /// Destination (empty).
        to: Cell,
    },
    /// `fromxto`: a piece moves onto an enemy piece and captures it by replacement.
    Replace {
        /// Start cell.
        from: Cell,
        /// The victim's cell.
        to: Cell,
    },
    /// `S25@a1`: a prisoner re-enters, in its new owner's colour, on an empty cell.
    Drop {
        /// The side dropping it (the letter's case in the notation).
        color: Color,
        /// Its shape and value.
        piece: Component,
        /// An empty cell of the mover's back rank.
        to: Cell,
    },
    /// `xb4` (a lone piece) or `xh15:16` (one level of a pyramid, by its value): the whole turn
    /// spent removing one enemy piece or level (Ludii's encirclement).
    Removal(Target),
}

/// A move: an action and, where the player chooses captures, the ones taken (`*` targets).
///
/// Where captures are automatic (`classic`), `takes` is empty and the engine works out what falls:
/// see [`Position::captures`](crate::Position::captures).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// What is done.
    pub action: Action,
    /// The chosen captures, in cell order (components base first).
    pub takes: Vec<Target>,
}

impl Action {
    /// The cell of the piece that moves (a shift or a replacement), if it has one: what one
    /// piece's offers are filtered by.
    pub fn from(&self) -> Option<Cell> {
        match *self {
            Action::Shift { from, .. } | Action::Replace { from, .. } => Some(from),
            _ => None,
        }
    }
}

impl Move {
    /// A plain shift `from-to`, with no chosen captures.
    pub fn shift(from: Cell, to: Cell) -> Move {
        Move { action: Action::Shift { from, to }, takes: Vec::new() }
    }

    /// The cell the action starts from, if it has one.
    pub fn from(&self) -> Option<Cell> {
        self.action.from()
    }

    /// The cell the action ends on (for a removal, the removed piece's cell).
    pub fn to(&self) -> Cell {
        match self.action {
            Action::Shift { to, .. } | Action::Replace { to, .. } | Action::Drop { to, .. } => to,
            Action::Removal(t) => t.cell,
        }
    }
}
