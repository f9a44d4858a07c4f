//! Chosen captures (`boissiere`, `simplified`; rules.md sections 3 and 4): a turn is an action
//! (a regular move, a leap, a capture by replacement, a drop of a prisoner) with the captures
//! the player chooses to take at each moment, judged together on the position at that moment.
//!
//! What may be taken at one moment is in [`super::choices`]; this module composes turns from
//! it, enumerates every distinct choice as a distinct move, and plays a chosen move.

use std::collections::HashSet;

use crate::capture::Capture;
use crate::vocab::cell::{Cell, CellSet};
use crate::capture::choices::{available, takes_whole, Choice};
use crate::capture::methods::Moment;
use crate::capture::replace::{replacements, replaces};
use crate::board::moves::{Action, Move, Target};
use crate::vocab::piece::{Color, Piece, Shape};
use crate::capture::mode::{Mode, Played, Scratch};
use crate::board::state::State;
use crate::vocab::rng::Rng;

/// The most capture choices offered at one moment. More would make the move list explode
/// (each subset is a move); beyond it the choices are cut in cell order. Documented in
/// docs/rules.md.
pub(crate) const MAX_CHOICES: usize = 12;

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
fn in_text_order(state: &State, mut captures: Vec<Capture>) -> Vec<Capture> {
    let order = |c: &Capture| {
        let index = match c.target.component {
            None => 0,
            Some(v) => state.board().parts(c.target.cell).iter().position(|p| p.value == v).map_or(0, |i| i + 1),
        };
        (c.target.cell.index(), index)
    };
    captures.sort_by_key(order);
    captures
}

/// The side's back rank.
fn back_rank(state: &State, color: Color) -> CellSet {
    let ranks = state.board().ranks();
    let rank = if color == Color::White { 0 } else { ranks - 1 };
    CellSet(0xffu128 << (8 * rank as u32)) & state.board().cells()
}

/// Regular (sliding) destinations and leap-only destinations of the piece on `from`.
fn destinations(state: &State, from: Cell) -> (CellSet, CellSet) {
    let board = state.board();
    let occupied = board.occupied();
    let tables = state.tables();
    let mut regular = CellSet::EMPTY;
    let mut leaps = CellSet::EMPTY;
    for shape in Shape::SIMPLE {
        if board.movers(state.turn(), shape).contains(from) {
            regular |= tables.slides(shape as usize, from, occupied);
            leaps |= tables.leaps(shape as usize, from);
        }
    }
    let regular = regular & !occupied;
    (regular, leaps & !occupied & !regular)
}

/// The actions of the side to move that need no capture before them: regular moves, leaps,
/// drops, and captures by replacement (with the victim).
fn actions(state: &State) -> Vec<(Action, Option<Capture>)> {
    let mover = state.turn();
    let mut out = Vec::new();
    for from in state.board().occupied_by(mover) {
        let (regular, leaps) = destinations(state, from);
        for to in regular | leaps {
            out.push((Action::Shift { from, to }, None));
        }
        for victim in replacements(state, from) {
            out.push((Action::Replace { from, to: victim.target.cell }, Some(victim)));
        }
    }
    if state.rules().prisoners_reenter {
        let empty = back_rank(state, mover) & !state.board().occupied();
        for piece in state.prisoners(mover).components() {
            for to in empty {
                out.push((Action::Drop { color: mover, piece, to }, None));
            }
        }
    }
    out
}

/// Apply an action (and its replaced victim) to a copy of `position`; `None` when it cannot
/// be applied.
fn apply_action(state: &State, action: Action, victim: Option<&Capture>) -> Option<State> {
    let mut next = state.clone();
    let mover = state.turn();
    match action {
        Action::Shift { from, to } => next.board_mut().shift(from, to),
        Action::Replace { from, to } => {
            if let Some(v) = victim {
                next.take(mover, v.target);
            }
            if next.board().color_at(to).is_some() {
                return None;
            }
            next.board_mut().shift(from, to);
        }
        Action::Drop { color, piece, to } => {
            if !next.prisoners_mut(mover).remove_component(piece) {
                return None;
            }
            next.board_mut().put(to, Piece::simple(color, piece.shape, piece.value)).ok()?;
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
fn captures_after(state: &State, action: Action) -> bool {
    if !state.rules().turn.captures_after {
        return false;
    }
    match action {
        Action::Shift { .. } if state.rules().motion.iter().all(|m| m.leap.is_none()) => true,
        Action::Shift { from, to } => destinations(state, from).0.contains(to),
        _ => true,
    }
}

/// The turns made of `action` (with its replaced victim and the captures already taken
/// before it) followed by every allowed choice of captures after it.
fn turns_after(state: &State, action: Action, victim: Option<&Capture>, before: &[Capture], out: &mut Vec<Turn>) {
    let Some(next) = apply_action(state, action, victim) else { return };
    let choices = if captures_after(state, action) {
        available(&next, Moment::After { moved: landing(action) })
    } else {
        Vec::new()
    };
    for subset in subsets(&choices) {
        let mut taken: Vec<Capture> = before.to_vec();
        for &i in &subset {
            taken.extend(choices[i].captures.iter().copied());
        }
        let taken = in_text_order(state, taken);
        let mut captures: Vec<Capture> = victim.copied().into_iter().collect();
        captures.extend(taken.iter().copied());
        let takes: Vec<Target> = taken.iter().map(|c| c.target).collect();
        out.push(Turn { mv: Move { action, takes }, captures });
    }
}

/// Boissiere's turns of kind (b): the piece on `from` takes victims from where it stands, then
/// moves regularly onto one whole victim's cell, then may capture again.
fn turns_before(state: &State, from: Cell, out: &mut Vec<Turn>) {
    let choices = available(state, Moment::Before { piece: from });
    if choices.is_empty() {
        return;
    }
    for subset in subsets(&choices) {
        let taken: Vec<Capture> = subset.iter().flat_map(|&i| choices[i].captures.iter().copied()).collect();
        let mut cleared = state.clone();
        for c in &taken {
            cleared.take(state.turn(), c.target);
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
                // A component taken before the move and the rest of its pyramid taken whole
                // after it would take the pyramid whole together with one of its components.
                if whole_and_part(&all) {
                    continue;
                }
                let all = in_text_order(state, all);
                let mut captures = vec![*lead];
                captures.extend(all.iter().copied());
                let takes = all.iter().map(|c| c.target).collect();
                out.push(Turn { mv: Move { action: Action::Replace { from, to }, takes }, captures });
            }
        }
    }
}

/// Does a list of captures take some pyramid whole and also one of its components?
fn whole_and_part(captures: &[Capture]) -> bool {
    captures.iter().enumerate().any(|(i, a)| {
        captures[i + 1..]
            .iter()
            .any(|b| a.target.cell == b.target.cell && (a.target.component.is_none() || b.target.component.is_none()))
    })
}

/// Every distinct turn of the side to move (the first of equal move texts is kept).
pub(crate) fn turns(state: &State) -> Vec<Turn> {
    let mut all = Vec::new();
    for (action, victim) in actions(state) {
        turns_after(state, action, victim.as_ref(), &[], &mut all);
    }
    if state.rules().turn.captures_before {
        for from in state.board().occupied_by(state.turn()) {
            turns_before(state, from, &mut all);
        }
    }
    let mut seen = HashSet::new();
    all.retain(|t| seen.insert(t.mv.clone()));
    all
}

/// The legal moves of `position`.
pub(crate) fn moves(state: &State, out: &mut Vec<Move>) {
    out.extend(turns(state).into_iter().map(|t| t.mv));
}

/// The turns sharing `mv`'s action.
fn turns_of(state: &State, mv: &Move) -> Vec<Turn> {
    let mut out = Vec::new();
    match mv.action {
        Action::Replace { from, to } => {
            for victim in replacements(state, from).into_iter().filter(|v| v.target.cell == to) {
                turns_after(state, mv.action, Some(&victim), &[], &mut out);
            }
            if state.rules().turn.captures_before {
                let mut before = Vec::new();
                turns_before(state, from, &mut before);
                out.extend(before.into_iter().filter(|t| t.mv.action == mv.action));
            }
        }
        Action::Removal(_) => {}
        action => turns_after(state, action, None, &[], &mut out),
    }
    let mut seen = HashSet::new();
    out.retain(|t| seen.insert(t.mv.clone()));
    out
}

/// Is `mv` one of [`moves`]? (Without generating them all.)
pub(crate) fn is_legal(state: &State, mv: &Move) -> bool {
    let mover = state.turn();
    let board = state.board();
    let action_ok = match mv.action {
        Action::Shift { from, to } => {
            board.color_at(from) == Some(mover) && board.cells().contains(to) && state.destinations(from).contains(to)
        }
        Action::Drop { color, piece, to } => {
            state.rules().prisoners_reenter
                && color == mover
                && piece.shape != Shape::Pyramid
                && (back_rank(state, mover) & !board.occupied()).contains(to)
                && state.prisoners(mover).holds(piece)
        }
        Action::Replace { from, to } => board.color_at(from) == Some(mover) && board.color_at(to) == Some(mover.opposite()),
        Action::Removal(_) => false,
    };
    action_ok && turns_of(state, mv).iter().any(|t| t.mv == *mv)
}

/// Does the side to move have a legal move? (Any move or drop will do: the empty choice of
/// captures is always legal.)
pub(crate) fn has_move(state: &State) -> bool {
    let mover = state.turn();
    let board = state.board();
    if board.occupied_by(mover).iter().any(|from| !state.destinations(from).is_empty()) {
        return true;
    }
    let empty_back = back_rank(state, mover) & !board.occupied();
    if state.rules().prisoners_reenter && !empty_back.is_empty() && !state.prisoners(mover).is_empty() {
        return true;
    }
    !turns(state).is_empty()
}

/// Play `mv` (one of [`moves`]) in place; its captures go to `captures`.
pub(crate) fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
    let turn = turns_of(state, mv).into_iter().find(|t| t.mv == *mv)?;
    apply_turn(state, &turn, captures)
}

fn apply_turn(state: &mut State, turn: &Turn, captures: &mut Vec<Capture>) -> Option<Played> {
    let mover = state.turn();
    match turn.mv.action {
        Action::Shift { from, to } => state.board_mut().shift(from, to),
        Action::Replace { from, to } => {
            if let Some(first) = turn.captures.first() {
                state.take(mover, first.target);
            }
            state.board_mut().shift(from, to);
        }
        Action::Drop { color, piece, to } => {
            state.prisoners_mut(mover).remove_component(piece);
            let _ = state.board_mut().put(to, Piece::simple(color, piece.shape, piece.value));
        }
        Action::Removal(_) => return None,
    }
    let skip = usize::from(matches!(turn.mv.action, Action::Replace { .. }));
    for c in &turn.captures[skip..] {
        state.take(mover, c.target);
    }
    captures.extend(turn.captures.iter().copied());
    state.pass();
    Some(Played::at(mover, landing(turn.mv.action)))
}

/// A random turn for playouts: an action drawn uniformly (a move, a leap, a drop, a capture by
/// replacement, a boissiere capture-before turn counting as the action of its lead capture),
/// then one of its turns drawn uniformly. Played in place; false when the side to move has none.
///
/// The fast path of playouts: moves and drops are counted rather than listed and played in
/// place, their captures judged once on the position after them; capture-before turns are
/// found from a cheap superset of (piece, victim) pairs, each checked only when drawn.
pub(crate) fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
    let mover = state.turn();
    let occupied = state.board().occupied();
    let before = state.rules().turn.captures_before;
    let shifts = gather_actions(state, scratch);
    let mut empty_back = CellSet::EMPTY;
    scratch.components.clear();
    if state.rules().prisoners_reenter {
        empty_back = back_rank(state, mover) & !occupied;
        if !empty_back.is_empty() {
            state.prisoners(mover).components_into(&mut scratch.components);
        }
    }
    let drops = scratch.components.len() * empty_back.count() as usize;
    loop {
        let total = shifts + drops + scratch.replaces.len();
        if total == 0 {
            return None;
        }
        let mut pick = rng.below(total);
        if pick < shifts {
            for &(from, d) in &scratch.pieces {
                let n = d.count() as usize;
                if pick < n {
                    let to = d.iter().nth(pick)?;
                    return play_random_choice(state, Action::Shift { from, to }, rng, &mut scratch.captures);
                }
                pick -= n;
            }
            return None;
        }
        pick -= shifts;
        if pick < drops {
            let n = empty_back.count() as usize;
            let piece = scratch.components[pick / n];
            let to = empty_back.iter().nth(pick % n)?;
            return play_random_choice(state, Action::Drop { color: mover, piece, to }, rng, &mut scratch.captures);
        }
        pick -= drops;
        let action = scratch.replaces[pick];
        let Action::Replace { from, to } = action else { return None };
        let takes_first = before && takes_whole(state, to, from);
        if takes_first || replacements(state, from).iter().any(|v| v.target.cell == to) {
            let turns = turns_of(state, &Move { action, takes: Vec::new() });
            if !turns.is_empty() {
                let turn = &turns[rng.below(turns.len())];
                scratch.captures.clear();
                return apply_turn(state, turn, &mut scratch.captures);
            }
        }
        scratch.replaces.swap_remove(pick);
    }
}

/// For [`play_random`]: the mover's pieces with their destinations (`scratch.pieces`) and the
/// captures by replacement (and, before a move, a superset of them) it may open with
/// (`scratch.replaces`); the number of regular moves.
fn gather_actions(state: &State, scratch: &mut Scratch) -> usize {
    let mover = state.turn();
    let board = state.board();
    let tables = state.tables();
    let occupied = board.occupied();
    let own = board.occupied_by(mover);
    let enemy = board.occupied_by(mover.opposite());
    let before = state.rules().turn.captures_before;
    // Asked once here, not of every piece: most presets have no capture by replacement.
    let replacing = replaces(state.rules());
    scratch.pieces.clear();
    scratch.replaces.clear();
    let mut shifts = 0usize;
    for from in own {
        let mut d = CellSet::EMPTY;
        for shape in Shape::SIMPLE {
            if !board.movers(mover, shape).contains(from) {
                continue;
            }
            let s = shape as usize;
            d |= tables.moves(s, from, occupied);
            // Captures before a move: the victims the piece could slide onto were the enemy
            // pieces in between taken first (a superset, checked when drawn).
            if before && !(tables.reach_empty(s, from) & enemy).is_empty() {
                for victim in tables.slides(s, from, own) & enemy {
                    let action = Action::Replace { from, to: victim };
                    if !scratch.replaces.contains(&action) {
                        scratch.replaces.push(action);
                    }
                }
            }
        }
        let d = d & !occupied;
        if !d.is_empty() {
            shifts += d.count() as usize;
            scratch.pieces.push((from, d));
        }
        // Captures by replacement.
        if !replacing {
            continue;
        }
        for victim in replacements(state, from) {
            let action = Action::Replace { from, to: victim.target.cell };
            if !scratch.replaces.contains(&action) {
                scratch.replaces.push(action);
            }
        }
    }
    shifts
}

/// A random subset of `choices` (as a bit mask) among those that never take one thing twice,
/// drawn uniformly.
fn random_subset(choices: &[Choice], rng: &mut Rng) -> u32 {
    let n = choices.len().min(MAX_CHOICES);
    let full = (1u32 << n) - 1;
    let shared = (0..n).any(|i| (i + 1..n).any(|j| choices[i].captures.iter().any(|a| choices[j].captures.iter().any(|b| a.target.cell == b.target.cell))));
    if !shared {
        return rng.next_u64() as u32 & full;
    }
    let ok = |mask: u32| (0..n).all(|i| mask >> i & 1 == 0 || (i + 1..n).all(|j| mask >> j & 1 == 0 || !choices[i].conflicts(&choices[j])));
    for _ in 0..64 {
        let mask = rng.next_u64() as u32 & full;
        if ok(mask) {
            return mask;
        }
    }
    let all = subsets(choices);
    all[rng.below(all.len())].iter().fold(0, |m, &i| m | 1 << i)
}

/// Play a move or a drop in place, with a random choice among the captures available after it.
fn play_random_choice(state: &mut State, action: Action, rng: &mut Rng, captures: &mut Vec<Capture>) -> Option<Played> {
    let mover = state.turn();
    let after = captures_after(state, action);
    match action {
        Action::Shift { from, to } => state.board_mut().shift(from, to),
        Action::Drop { color, piece, to } => {
            state.prisoners_mut(mover).remove_component(piece);
            let _ = state.board_mut().put(to, Piece::simple(color, piece.shape, piece.value));
        }
        Action::Replace { .. } | Action::Removal(_) => return None,
    }
    captures.clear();
    let to = landing(action);
    if after {
        let choices = available(state, Moment::After { moved: to });
        if !choices.is_empty() {
            let mask = random_subset(&choices, rng);
            for (i, choice) in choices.iter().enumerate().take(MAX_CHOICES) {
                if mask >> i & 1 != 0 {
                    captures.extend(choice.captures.iter().copied());
                }
            }
            if captures.len() > 1 {
                let sorted = in_text_order(state, std::mem::take(captures));
                *captures = sorted;
            }
            for c in captures.iter() {
                state.take(mover, c.target);
            }
        }
    }
    state.pass();
    Some(Played::at(mover, to))
}

/// The chosen-captures mode.
pub(crate) struct Chosen;

impl Mode for Chosen {
    fn destinations(state: &State, from: Cell) -> CellSet {
        state.destinations(from)
    }

    fn moves(state: &State, out: &mut Vec<Move>) {
        moves(state, out)
    }

    fn has_move(state: &State) -> bool {
        has_move(state)
    }

    fn is_legal(state: &State, mv: &Move) -> bool {
        is_legal(state, mv)
    }

    fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
        play(state, mv, captures)
    }

    fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
        play_random(state, rng, scratch)
    }
}
