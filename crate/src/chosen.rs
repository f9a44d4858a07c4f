//! Chosen captures (`boissiere`, `simplified`; rules.md sections 3 and 4): a turn is an action
//! (a regular move, a leap, a capture by replacement, a drop of a prisoner) with the captures
//! the player chooses to take at each moment, judged together on the position at that moment.
//!
//! The capture methods themselves are in [`crate::methods`]; this module composes turns from
//! them, enumerates every distinct choice as a distinct move, and plays a chosen move.

use std::collections::HashSet;

use crate::capture::Capture;
use crate::cell::{Cell, CellSet};
use crate::methods::{self, Moment};
use crate::moves::{Action, Move, Target};
use crate::piece::{Color, Piece, Shape};
use crate::position::Position;
use crate::rng::Rng;

/// The most capture choices offered at one moment. More would make the move list explode
/// (each subset is a move); beyond it the choices are cut in cell order. Documented in
/// docs/rules.md.
pub(crate) const MAX_CHOICES: usize = 12;

/// Captures the mover may take together at one moment: usually one capture, several
/// components at once for a sum of pyramid layers (`simplified`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Choice {
    pub captures: Vec<Capture>,
}

impl Choice {
    pub fn single(capture: Capture) -> Choice {
        Choice { captures: vec![capture] }
    }

    fn conflicts(&self, other: &Choice) -> bool {
        self.captures.iter().any(|a| {
            other.captures.iter().any(|b| {
                a.target.cell == b.target.cell
                    && (a.target.component.is_none() || b.target.component.is_none() || a.target.component == b.target.component)
            })
        })
    }
}

/// A turn: its move and what it captures, in prisoner order (the replaced victim first, then
/// the targets in text order).
#[derive(Clone, Debug)]
pub(crate) struct Turn {
    pub mv: Move,
    pub captures: Vec<Capture>,
}

/// Every subset of `choices` whose members do not take the same thing twice, the empty one
/// first.
fn subsets(choices: &[Choice]) -> Vec<Vec<usize>> {
    let n = choices.len().min(MAX_CHOICES);
    let mut out = Vec::new();
    'mask: for mask in 0u32..(1 << n) {
        let picked: Vec<usize> = (0..n).filter(|i| mask >> i & 1 != 0).collect();
        for (x, &i) in picked.iter().enumerate() {
            for &j in &picked[x + 1..] {
                if choices[i].conflicts(&choices[j]) {
                    continue 'mask;
                }
            }
        }
        out.push(picked);
    }
    out
}

/// The captures of a subset in notation order: by cell, components base first.
fn in_text_order(position: &Position, mut captures: Vec<Capture>) -> Vec<Capture> {
    let order = |c: &Capture| {
        let index = match c.target.component {
            None => 0,
            Some(v) => position.board.parts(c.target.cell).iter().position(|p| p.value == v).map_or(0, |i| i + 1),
        };
        (c.target.cell.index(), index)
    };
    captures.sort_by_key(order);
    captures
}

/// The side's back rank.
fn back_rank(position: &Position, color: Color) -> CellSet {
    let ranks = position.board.ranks();
    let rank = if color == Color::White { 0 } else { ranks - 1 };
    Cell::all().filter(|c| c.rank() == rank && c.file() < 8).collect::<CellSet>() & position.board.cells()
}

/// Regular (sliding) destinations and leap-only destinations of the piece on `from`.
fn destinations(position: &Position, from: Cell) -> (CellSet, CellSet) {
    let board = &position.board;
    let occupied = board.occupied();
    let tables = &position.tables.0;
    let mut regular = CellSet::EMPTY;
    let mut leaps = CellSet::EMPTY;
    for shape in Shape::SIMPLE {
        if board.movers(position.turn, shape).contains(from) {
            regular |= tables.slides(shape as usize, from, occupied);
            leaps |= tables.leaps(shape as usize, from);
        }
    }
    let regular = regular & !occupied;
    (regular, leaps & !occupied & !regular)
}

/// The actions of the side to move that need no capture before them: regular moves, leaps,
/// drops, and captures by replacement (with the victim).
fn actions(position: &Position) -> Vec<(Action, Option<Capture>)> {
    let mover = position.turn;
    let mut out = Vec::new();
    for from in position.board.occupied_by(mover) {
        let (regular, leaps) = destinations(position, from);
        for to in regular | leaps {
            out.push((Action::Shift { from, to }, None));
        }
        for victim in methods::replacements(position, from) {
            out.push((Action::Replace { from, to: victim.target.cell }, Some(victim)));
        }
    }
    if position.rules.prisoners_reenter {
        let empty = back_rank(position, mover) & !position.board.occupied();
        for piece in position.prisoners.get(mover).components() {
            for to in empty {
                out.push((Action::Drop { color: mover, piece, to }, None));
            }
        }
    }
    out
}

/// Apply an action (and its replaced victim) to a copy of `position`; `None` when it cannot
/// be applied.
fn apply_action(position: &Position, action: Action, victim: Option<&Capture>) -> Option<Position> {
    let mut next = position.clone();
    let mover = position.turn;
    match action {
        Action::Shift { from, to } => next.board.shift(from, to),
        Action::Replace { from, to } => {
            if let Some(v) = victim {
                next.apply_capture(mover, v);
            }
            if next.board.color_at(to).is_some() {
                return None;
            }
            next.board.shift(from, to);
        }
        Action::Drop { color, piece, to } => {
            if !next.prisoners.get_mut(mover).remove_component(piece) {
                return None;
            }
            next.board.put(to, Piece::simple(color, piece.shape, piece.value)).ok()?;
        }
        Action::Removal(_) => return None,
    }
    Some(next)
}

/// The cell a turn's piece ends on (the anchor of its formations).
fn landing(action: Action) -> Option<Cell> {
    match action {
        Action::Shift { to, .. } | Action::Replace { to, .. } | Action::Drop { to, .. } => Some(to),
        Action::Removal(_) => None,
    }
}

/// Does the action allow captures after it? (A leap never does.)
fn captures_after(position: &Position, action: Action) -> bool {
    if !position.rules.turn.captures_after {
        return false;
    }
    match action {
        Action::Shift { from, to } => destinations(position, from).0.contains(to),
        _ => true,
    }
}

/// The turns made of `action` (with its replaced victim and the captures already taken
/// before it) followed by every allowed choice of captures after it.
fn turns_after(position: &Position, action: Action, victim: Option<&Capture>, before: &[Capture], out: &mut Vec<Turn>) {
    let Some(next) = apply_action(position, action, victim) else { return };
    let choices = if captures_after(position, action) {
        methods::available(&next, Moment::After { moved: landing(action) })
    } else {
        Vec::new()
    };
    for subset in subsets(&choices) {
        let mut taken: Vec<Capture> = before.to_vec();
        for &i in &subset {
            taken.extend(choices[i].captures.iter().copied());
        }
        let taken = in_text_order(position, taken);
        let mut captures: Vec<Capture> = victim.copied().into_iter().collect();
        captures.extend(taken.iter().copied());
        let takes: Vec<Target> = taken.iter().map(|c| c.target).collect();
        out.push(Turn { mv: Move { action, takes }, captures });
    }
}

/// Boissiere's turns of kind (b): the piece on `from` takes victims from where it stands, then
/// moves regularly onto one whole victim's cell, then may capture again.
fn turns_before(position: &Position, from: Cell, out: &mut Vec<Turn>) {
    let choices = methods::available(position, Moment::Before { piece: from });
    if choices.is_empty() {
        return;
    }
    for subset in subsets(&choices) {
        let taken: Vec<Capture> = subset.iter().flat_map(|&i| choices[i].captures.iter().copied()).collect();
        let mut cleared = position.clone();
        for c in &taken {
            cleared.apply_capture(position.turn, c);
        }
        for lead in taken.iter().filter(|c| c.target.component.is_none()) {
            let to = lead.target.cell;
            if !destinations(&cleared, from).0.contains(to) {
                continue;
            }
            let others: Vec<Capture> = taken.iter().filter(|c| c.target != lead.target).copied().collect();
            let mut turns = Vec::new();
            turns_after(&cleared, Action::Shift { from, to }, None, &[], &mut turns);
            for t in turns {
                let mut all = others.clone();
                all.extend(t.captures.iter().copied());
                let all = in_text_order(position, all);
                let mut captures = vec![*lead];
                captures.extend(all.iter().copied());
                let takes = all.iter().map(|c| c.target).collect();
                out.push(Turn { mv: Move { action: Action::Replace { from, to }, takes }, captures });
            }
        }
    }
}

/// Every distinct turn of the side to move (the first of equal move texts is kept).
pub(crate) fn turns(position: &Position) -> Vec<Turn> {
    let mut all = Vec::new();
    for (action, victim) in actions(position) {
        turns_after(position, action, victim.as_ref(), &[], &mut all);
    }
    if position.rules.turn.captures_before {
        for from in position.board.occupied_by(position.turn) {
            turns_before(position, from, &mut all);
        }
    }
    let mut seen = HashSet::new();
    all.retain(|t| seen.insert(t.mv.clone()));
    all
}

/// The legal moves of `position`.
pub(crate) fn moves(position: &Position, out: &mut Vec<Move>) {
    out.extend(turns(position).into_iter().map(|t| t.mv));
}

/// The turns sharing `mv`'s action.
fn turns_of(position: &Position, mv: &Move) -> Vec<Turn> {
    let mut out = Vec::new();
    match mv.action {
        Action::Replace { from, to } => {
            for victim in methods::replacements(position, from).into_iter().filter(|v| v.target.cell == to) {
                turns_after(position, mv.action, Some(&victim), &[], &mut out);
            }
            if position.rules.turn.captures_before {
                let mut before = Vec::new();
                turns_before(position, from, &mut before);
                out.extend(before.into_iter().filter(|t| t.mv.action == mv.action));
            }
        }
        Action::Removal(_) => {}
        action => turns_after(position, action, None, &[], &mut out),
    }
    out
}

/// Play `mv` (one of [`moves`]) in place; its captures go to `captures`.
pub(crate) fn play(position: &mut Position, mv: &Move, captures: &mut Vec<Capture>) {
    let Some(turn) = turns_of(position, mv).into_iter().find(|t| t.mv == *mv) else { return };
    apply_turn(position, &turn, captures);
}

fn apply_turn(position: &mut Position, turn: &Turn, captures: &mut Vec<Capture>) {
    let mover = position.turn;
    match turn.mv.action {
        Action::Shift { from, to } => position.board.shift(from, to),
        Action::Replace { from, to } => {
            if let Some(first) = turn.captures.first() {
                position.apply_capture(mover, first);
            }
            position.board.shift(from, to);
        }
        Action::Drop { color, piece, to } => {
            position.prisoners.get_mut(mover).remove_component(piece);
            let _ = position.board.put(to, Piece::simple(color, piece.shape, piece.value));
        }
        Action::Removal(_) => return,
    }
    let skip = usize::from(matches!(turn.mv.action, Action::Replace { .. }));
    for c in &turn.captures[skip..] {
        position.apply_capture(mover, c);
    }
    captures.extend(turn.captures.iter().copied());
    position.ply += 1;
    position.turn = mover.opposite();
    position.verdict = position.judge_turn(mover, landing(turn.mv.action));
}

/// A random turn for playouts: an action drawn uniformly (a boissiere capture-before turn
/// counting as the action of its lead capture), then one of its turns drawn uniformly. Played
/// in place; false when the side to move has none.
pub(crate) fn play_random(position: &mut Position, rng: &mut Rng, captures: &mut Vec<Capture>) -> bool {
    let mut options: Vec<(Action, Option<Capture>)> = actions(position);
    if position.rules.turn.captures_before {
        let all = methods::available(position, Moment::After { moved: None });
        for c in all.iter().flat_map(|ch| ch.captures.iter()).filter(|c| c.target.component.is_none()) {
            for from in c.by {
                let action = Action::Replace { from, to: c.target.cell };
                if !options.iter().any(|(a, _)| *a == action) {
                    options.push((action, None));
                }
            }
        }
    }
    while !options.is_empty() {
        let i = rng.below(options.len());
        let (action, _) = options.swap_remove(i);
        let turns = turns_of(position, &Move { action, takes: Vec::new() });
        if turns.is_empty() {
            continue;
        }
        let turn = &turns[rng.below(turns.len())];
        captures.clear();
        apply_turn(position, turn, captures);
        return true;
    }
    false
}
