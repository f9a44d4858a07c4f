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
    CellSet(0xffu128 << (8 * rank as u32)) & position.board.cells()
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

/// The actions of [`actions`] without the replaced victims (cheaper: for random turns).
fn action_list(position: &Position, out: &mut Vec<Action>) {
    let mover = position.turn;
    out.clear();
    for from in position.board.occupied_by(mover) {
        let (regular, leaps) = destinations(position, from);
        for to in regular | leaps {
            out.push(Action::Shift { from, to });
        }
        for to in methods::replacement_cells(position, from) {
            out.push(Action::Replace { from, to });
        }
    }
    if position.rules.prisoners_reenter && !position.prisoners.get(mover).is_empty() {
        let empty = back_rank(position, mover) & !position.board.occupied();
        if !empty.is_empty() {
            for piece in position.prisoners.get(mover).components() {
                for to in empty {
                    out.push(Action::Drop { color: mover, piece, to });
                }
            }
        }
    }
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
        Action::Shift { .. } if position.rules.motion.iter().all(|m| m.leap.is_none()) => true,
        Action::Shift { from, to } => destinations(position, from).0.contains(to),
        _ => true,
    }
}

/// Slots of one piece in [`random_action`]: 8 slides per shape, then 8 leaps per shape, then 8
/// replacement directions.
const SLIDE_SLOTS: usize = 24;

/// How many slots [`random_action`] draws before falling back to the list of actions.
const RANDOM_TRIES: usize = 64;

/// The destination of slide `k` of shape `s` from `from` when the piece moves as `s` and the
/// slide is open (middle cells and destination empty).
fn open_slide(position: &Position, from: Cell, s: usize, k: usize) -> Option<Cell> {
    let board = &position.board;
    if !board.movers(position.turn, Shape::SIMPLE[s]).contains(from) {
        return None;
    }
    let (to, between) = position.tables.0.slide(s, from, k)?;
    let occupied = board.occupied();
    (between & occupied).is_empty().then_some(to).filter(|to| !occupied.contains(*to))
}

/// One action of the side to move drawn uniformly without listing them all: slots are drawn
/// uniformly from a fixed superset (per piece: slides and leaps by shape, replacement
/// directions; per distinct prisoner component: the back rank's files), and each action owns
/// exactly one slot (the first that produces it), so accepting the first valid slot is a
/// uniform draw. After [`RANDOM_TRIES`] misses, a uniform draw from [`action_list`].
fn random_action(position: &Position, rng: &mut Rng, list: &mut Vec<Action>) -> Option<Action> {
    let board = &position.board;
    let mover = position.turn;
    let rules = &position.rules;
    let tables = &position.tables.0;
    let leap_slots = if rules.motion.iter().any(|m| m.leap.is_some()) { 24 } else { 0 };
    let replace_slots = if methods::replaces(rules) { 8 } else { 0 };
    let per_piece = SLIDE_SLOTS + leap_slots + replace_slots;
    let own = board.occupied_by(mover);
    let pieces = own.count() as usize;
    let components = if rules.prisoners_reenter && !position.prisoners.get(mover).is_empty() {
        position.prisoners.get(mover).components()
    } else {
        Vec::new()
    };
    let back = back_rank(position, mover);
    let total = pieces * per_piece + components.len() * 8;
    for _ in 0..RANDOM_TRIES.min(4 * total) {
        let r = rng.below(total);
        if r >= pieces * per_piece {
            let r = r - pieces * per_piece;
            let to = back.iter().nth(r % 8).filter(|c| !board.occupied().contains(*c));
            if let Some(to) = to {
                return Some(Action::Drop { color: mover, piece: components[r / 8], to });
            }
            continue;
        }
        let Some(from) = own.iter().nth(r / per_piece) else { continue };
        let slot = r % per_piece;
        if slot < SLIDE_SLOTS {
            let (s, k) = (slot / 8, slot % 8);
            let Some(to) = open_slide(position, from, s, k) else { continue };
            // The first slot reaching `to` owns it (a piece moving as several shapes).
            let earlier = (0..slot).any(|e| open_slide(position, from, e / 8, e % 8) == Some(to));
            if !earlier {
                return Some(Action::Shift { from, to });
            }
        } else if slot < SLIDE_SLOTS + leap_slots {
            let (s, j) = ((slot - SLIDE_SLOTS) / 8, (slot - SLIDE_SLOTS) % 8);
            if !board.movers(mover, Shape::SIMPLE[s]).contains(from) {
                continue;
            }
            let Some(to) = tables.leaps(s, from).iter().nth(j) else { continue };
            let (regular, leaps) = destinations(position, from);
            if regular.contains(to) || !leaps.contains(to) {
                continue;
            }
            let earlier = (0..s).any(|e| board.movers(mover, Shape::SIMPLE[e]).contains(from) && tables.leaps(e, from).contains(to));
            if !earlier {
                return Some(Action::Shift { from, to });
            }
        } else if let Some(to) = methods::replacement_towards(position, from, slot - SLIDE_SLOTS - leap_slots) {
            return Some(Action::Replace { from, to });
        }
    }
    action_list(position, list);
    (!list.is_empty()).then(|| list[rng.below(list.len())])
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

/// Is `mv` legal? Its action must be one of the side's actions (a capture by replacement is
/// checked by [`turns_of`] itself), and its captures one of that action's choices. Cheaper
/// than listing every move.
pub(crate) fn is_legal(position: &Position, mv: &Move) -> bool {
    let action_ok = match mv.action {
        Action::Replace { .. } => true,
        Action::Removal(_) => false,
        action => {
            let mut list = Vec::new();
            action_list(position, &mut list);
            list.contains(&action)
        }
    };
    action_ok && turns_of(position, mv).iter().any(|t| t.mv == *mv)
}

/// Does the side to move have a legal move? Every action gives at least its turn without
/// captures (a replacement takes a whole piece, so its destination is free; a drop puts a
/// simple piece on an empty cell).
pub(crate) fn has_move(position: &Position) -> bool {
    let mut list = Vec::new();
    action_list(position, &mut list);
    !list.is_empty() || (position.rules.turn.captures_before && !turns(position).is_empty())
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
    if position.rules.turn.captures_before {
        play_random_any(position, rng, captures)
    } else {
        play_random_after(position, rng, captures)
    }
}

/// [`play_random`] where no capture comes before a move: the action is played in place, then
/// a subset of the choices after it is drawn uniformly among those that take nothing twice
/// (the same distribution as drawing one of the action's turns).
fn play_random_after(position: &mut Position, rng: &mut Rng, captures: &mut Vec<Capture>) -> bool {
    let mut list = Vec::new();
    let Some(action) = random_action(position, rng, &mut list) else { return false };
    let mover = position.turn;
    let after = captures_after(position, action);
    captures.clear();
    match action {
        Action::Shift { from, to } => position.board.shift(from, to),
        Action::Replace { from, to } => {
            let Some(victim) = methods::replacements(position, from).into_iter().find(|c| c.target.cell == to) else { return false };
            position.apply_capture(mover, &victim);
            captures.push(victim);
            position.board.shift(from, to);
        }
        Action::Drop { color, piece, to } => {
            if !position.prisoners.get_mut(mover).remove_component(piece) {
                return false;
            }
            if position.board.put(to, Piece::simple(color, piece.shape, piece.value)).is_err() {
                return false;
            }
        }
        Action::Removal(_) => return false,
    }
    let landing = landing(action);
    if after {
        let choices = methods::available(position, Moment::After { moved: landing });
        if !choices.is_empty() {
            let n = choices.len().min(MAX_CHOICES);
            let picked = loop {
                let mask = rng.below(1 << n);
                let picked: Vec<usize> = (0..n).filter(|i| mask >> i & 1 != 0).collect();
                let clash = picked.iter().enumerate().any(|(x, &i)| picked[x + 1..].iter().any(|&j| choices[i].conflicts(&choices[j])));
                if !clash {
                    break picked;
                }
            };
            let taken = in_text_order(position, picked.iter().flat_map(|&i| choices[i].captures.iter().copied()).collect());
            for c in &taken {
                position.apply_capture(mover, c);
            }
            captures.extend(taken);
        }
    }
    position.ply += 1;
    position.turn = mover.opposite();
    position.verdict = position.judge_turn(mover, landing);
    true
}

/// [`play_random`] for every turn shape, through the list of an action's turns.
fn play_random_any(position: &mut Position, rng: &mut Rng, captures: &mut Vec<Capture>) -> bool {
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
