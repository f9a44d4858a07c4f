//! The capture methods of the sources where the player chooses captures (`boissiere`,
//! `simplified`): what the mover may take at one moment, each capture with its method, its
//! attackers and its arithmetic. [`crate::chosen`] composes turns from these.
//!
//! Which methods apply, and how, is read from [`Rules::methods`](crate::Rules) and the pyramid
//! rules; nothing here names a preset.

use crate::capture::{AttackValues, Capture, Method, MethodSet, Reachers, Reason};
use crate::cell::{Cell, CellSet};
use crate::chosen::Choice;
use crate::moves::Target;
use crate::position::Position;

/// When captures are judged.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Moment {
    /// After a move or a drop: any of the mover's pieces may capture; `moved` is the piece that
    /// moved or entered (if any).
    After {
        /// Where the moved or dropped piece stands.
        moved: Option<Cell>,
    },
    /// Before a regular move (`boissiere`): the captures `piece` takes part in from where it
    /// stands.
    Before {
        /// The piece about to move.
        piece: Cell,
    },
}

/// Every capture the mover may choose at `moment`, victims in cell order.
pub(crate) fn available(position: &Position, moment: Moment) -> Vec<Choice> {
    let mover = position.turn;
    let board = &position.board;
    let attackers = match moment {
        Moment::After { .. } => board.occupied_by(mover),
        Moment::Before { piece } => piece.bit() & board.occupied_by(mover),
    };
    let mut out = Vec::new();
    for victim in board.occupied_by(mover.opposite()) {
        let reachers = Reachers::of(board, &position.tables.0, mover, victim);
        if position.rules.methods.encounter {
            encounter(position, victim, &reachers, attackers, &mut out);
        }
    }
    out
}

/// The captures by replacement the piece on `from` may make (`simplified`'s assault and
/// sally): the victim's cell is the move's destination.
pub(crate) fn replacements(_position: &Position, _from: Cell) -> Vec<Capture> {
    Vec::new()
}

/// A capture of `target` (the whole piece, or one component) by `method`.
pub(crate) fn capture(position: &Position, target: Target, method: Method, by: CellSet, reason: Reason) -> Option<Capture> {
    let piece = position.board.get(target.cell)?;
    let victim = match target.component {
        None => piece,
        Some(v) => {
            let part = piece.parts().iter().find(|c| c.value == v)?;
            crate::piece::Piece::simple(piece.color, part.shape, part.value)
        }
    };
    let mut methods = MethodSet::default();
    methods.insert(method);
    Some(Capture { target, victim, method, methods, by, reason })
}

/// Encounter (`boissiere`): an attacker that reaches the victim by a regular move has its
/// value. A pyramid victim falls whole by its total, or component by component.
fn encounter(position: &Position, victim: Cell, reachers: &Reachers, attackers: CellSet, out: &mut Vec<Choice>) {
    let board = &position.board;
    let total = board.value(victim);
    let find = |target: u32| {
        (reachers.cells & attackers).iter().find_map(|a| {
            AttackValues::of(board, a, reachers.mask(a)).as_slice().iter().find(|&&v| v == target).map(|&v| (a, v))
        })
    };
    if let Some((a, v)) = find(total) {
        out.extend(capture(position, Target::whole(victim), Method::Encounter, a.bit(), Reason::Equality { value: v }).map(Choice::single));
        return;
    }
    if board.is_pyramid(victim) {
        for part in board.parts(victim) {
            if let Some((a, v)) = find(part.value as u32) {
                let target = Target { cell: victim, component: Some(part.value) };
                out.extend(capture(position, target, Method::Encounter, a.bit(), Reason::Equality { value: v }).map(Choice::single));
            }
        }
    }
}
