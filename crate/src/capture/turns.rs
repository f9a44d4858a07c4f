//! The turns on offer where the player chooses captures (`boissiere`, `simplified`): the
//! actions of the side to move (moves, leaps, drops, captures by replacement) each with the
//! captures on offer after it, and Boissiere's turns of kind (b) (captures before the move,
//! the piece then moving onto one victim's cell), as [`Offer`]s in move-list order.
//! [`super::chosen`] checks, plays, lists and counts moves through them; the page's offers
//! are built from them.

use crate::board::moves::{Action, Target};
use crate::board::state::State;
use crate::capture::choices::{available_among, available_upto, Choice};
use crate::capture::methods::Moment;
use crate::capture::offer::{Offer, MAX_CHOICES};
use crate::capture::pending;
use crate::capture::replace::replacements;
use crate::capture::Capture;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{Color, Component, Piece, Shape};

/// The side's back rank.
pub(crate) fn back_rank(state: &State, color: Color) -> CellSet {
    let ranks = state.board().ranks();
    let rank = if color == Color::White { 0 } else { ranks - 1 };
    CellSet(0xffu128 << (8 * rank as u32)) & state.board().cells()
}

/// Regular (sliding) destinations and leap-only destinations of the piece on `from`.
pub(crate) fn destinations(state: &State, from: Cell) -> (CellSet, CellSet) {
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
pub(crate) fn actions(state: &State) -> Vec<(Action, Option<Capture>)> {
    let mut out = Vec::with_capacity(64);
    each_action(state, &mut |action, victim, _| {
        out.push((action, victim));
        true
    });
    out
}

/// Each of [`actions`] in its order, told whether it is a leap (a move onto a cell the piece
/// reaches only by leaping). `f` returns false to stop; so does this, when stopped.
fn each_action(state: &State, f: &mut dyn FnMut(Action, Option<Capture>, bool) -> bool) -> bool {
    let mover = state.turn();
    for from in state.board().occupied_by(mover) {
        let (regular, leaps) = destinations(state, from);
        for to in regular | leaps {
            if !f(Action::Shift { from, to }, None, leaps.contains(to)) {
                return false;
            }
        }
        for victim in replacements(state, from) {
            if !f(Action::Replace { from, to: victim.target.cell }, Some(victim), false) {
                return false;
            }
        }
    }
    if state.rules().prisoners_reenter {
        let empty = back_rank(state, mover) & !state.board().occupied();
        for piece in state.prisoners(mover).components() {
            for to in empty {
                if !f(Action::Drop { color: mover, piece, to }, None, false) {
                    return false;
                }
            }
        }
    }
    true
}

/// Apply an action (and its replaced victim) to a copy of `position`; `None` when it cannot
/// be applied. The copy is not marked ([`pending::takeable`] tells where its captures are).
pub(crate) fn apply_action(state: &State, action: Action, victim: Option<&Capture>) -> Option<State> {
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

/// The cells an action changes (a replaced victim stands on the destination).
fn changed(action: Action) -> CellSet {
    match action {
        Action::Shift { from, to } | Action::Replace { from, to } => from.bit() | to.bit(),
        Action::Drop { to, .. } => to.bit(),
        Action::Removal(target) => target.cell.bit(),
    }
}

/// The cell a turn's piece ends on (the anchor of its formations).
pub(crate) fn landing(action: Action) -> Option<Cell> {
    match action {
        Action::Shift { to, .. } | Action::Replace { to, .. } | Action::Drop { to, .. } => Some(to),
        Action::Removal(_) => None,
    }
}

/// Does the action allow captures after it? (A leap never does.)
pub(crate) fn captures_after(state: &State, action: Action) -> bool {
    if !state.rules().turn.captures_after {
        return false;
    }
    match action {
        Action::Shift { .. } if state.rules().motion.iter().all(|m| m.leap.is_none()) => true,
        Action::Shift { from, to } => destinations(state, from).0.contains(to),
        _ => true,
    }
}

/// The offer of `action` (with its replaced victim): the captures on offer after it.
pub(crate) fn action_offer(state: &State, action: Action, victim: Option<&Capture>) -> Option<Offer> {
    let next = apply_action(state, action, victim)?;
    Some(offer_after(state, &next, action, victim, captures_after(state, action)))
}

/// The offer of `action` (with its replaced victim) played from `state` to `next`; `after`
/// tells whether the action allows captures after it ([`captures_after`]).
fn offer_after(state: &State, next: &State, action: Action, victim: Option<&Capture>, after: bool) -> Offer {
    let choices = if after { choices_after(state, next, action) } else { Vec::new() };
    Offer::new(state, action, victim.copied().into_iter().collect(), Vec::new(), choices)
}

/// Which of Boissiere's turns of kind (b) to compose: all, or only those of one action whose
/// move could take `takes` (the captures before the move among them).
#[derive(Copy, Clone)]
pub(crate) enum Wanted<'a> {
    All,
    Move(Cell, &'a [Target]),
    /// For the computer: per lead, the lead alone and the lead with every other capture
    /// compatible with it (in choice order).
    Few,
}

/// Boissiere's turns of kind (b), as offers: the piece on `from` takes victims from where it
/// stands (the choices of a subset of what it may take then), then moves regularly onto one
/// whole victim's cell (the lead), then may capture again. In move-list order (by subset, then
/// lead); `f` returns false to stop. Only the subsets `wanted` allows are composed.
pub(crate) fn before_offers(state: &State, from: Cell, wanted: Wanted, f: &mut dyn FnMut(Offer) -> bool) -> bool {
    let choices = available_upto(state, Moment::Before { piece: from }, MAX_CHOICES);
    if choices.is_empty() {
        return true;
    }
    let n = choices.len();
    let conflicts: Vec<u32> = (0..n)
        .map(|i| (0..n).filter(|&j| j != i && choices[i].conflicts(&choices[j])).fold(0, |m, j| m | 1 << j))
        .collect();
    // Under `Wanted::Move`, the choices that may be in the subset: a whole capture on the
    // destination (the lead) or captures all written in the move.
    let allowed: u32 = match wanted {
        Wanted::All | Wanted::Few => u32::MAX,
        Wanted::Move(to, takes) => (0..n)
            .filter(|&i| {
                let c = &choices[i].captures;
                (c.len() == 1 && c[0].target == Target::whole(to)) || c.iter().all(|x| takes.contains(&x.target))
            })
            .fold(0, |m, i| m | 1 << i),
    };
    let few: Vec<u32> = match wanted {
        Wanted::Few => {
            let mut masks = Vec::new();
            for i in
                (0..n).filter(|&i| choices[i].captures.len() == 1 && choices[i].captures[0].target.component.is_none())
            {
                let greedy = (0..n).fold(1u32 << i, |m, j| if conflicts[j] & m == 0 { m | 1 << j } else { m });
                for m in [1 << i, greedy] {
                    if !masks.contains(&m) {
                        masks.push(m);
                    }
                }
            }
            masks
        }
        _ => Vec::new(),
    };
    for mask in 1u32..1 << n {
        if mask & !allowed != 0 || (0..n).any(|i| mask >> i & 1 != 0 && conflicts[i] & mask != 0) {
            continue;
        }
        if matches!(wanted, Wanted::Few) && !few.contains(&mask) {
            continue;
        }
        let taken: Vec<Capture> =
            (0..n).filter(|i| mask >> i & 1 != 0).flat_map(|i| choices[i].captures.iter().copied()).collect();
        let mut cleared = state.clone();
        for c in &taken {
            cleared.take(state.turn(), c.target);
        }
        for lead in taken.iter().filter(|c| c.target.component.is_none()) {
            let to = lead.target.cell;
            if matches!(wanted, Wanted::Move(cell, _) if cell != to) || !destinations(&cleared, from).0.contains(to) {
                continue;
            }
            let others: Vec<Capture> = taken.iter().filter(|c| c.target != lead.target).copied().collect();
            let action = Action::Shift { from, to };
            let Some(next) = apply_action(&cleared, action, None) else { continue };
            let after = if captures_after(&cleared, action) {
                let changed = taken.iter().fold(changed(action), |set, c| set | c.target.cell.bit());
                available_among(
                    &next,
                    Moment::After { moved: Some(to) },
                    pending::takeable(state, &next, changed),
                    MAX_CHOICES,
                )
            } else {
                Vec::new()
            };
            if !f(Offer::new(state, Action::Replace { from, to }, vec![*lead], others, after)) {
                return false;
            }
        }
    }
    true
}

/// One of the offers of the actions needing no capture before them, as [`each_first_offer`]
/// tells it.
pub(crate) enum First {
    /// An action that takes nothing and leaves nothing on offer after it (most moves and every
    /// leap): its one turn is the action alone, and no [`Offer`] is built for it.
    Bare(Action),
    /// Any other action's offer.
    Offer(Offer),
}

/// The offers of the actions needing no capture before them (moves, leaps, drops, captures
/// by replacement), in move-list order.
pub(crate) fn first_offers(state: &State) -> Vec<Offer> {
    let mut out = Vec::with_capacity(64);
    each_first_offer(state, &mut |first| {
        out.push(match first {
            First::Bare(action) => Offer::new(state, action, Vec::new(), Vec::new(), Vec::new()),
            First::Offer(offer) => offer,
        });
        true
    });
    out
}

/// [`first_offers`] one at a time, the bare actions told apart (what the computer lists).
/// `f` returns false to stop (the actions after it are never judged); so does this, when
/// stopped.
pub(crate) fn each_first_offer(state: &State, f: &mut dyn FnMut(First) -> bool) -> bool {
    // Moves and leaps (most actions) are tried on one copy, each undone after: a copy per
    // action would cost more than judging its captures.
    let mut scratch = state.clone();
    let after_moves = state.rules().turn.captures_after;
    each_action(state, &mut |action, victim, leap| match action {
        // As `captures_after` tells: a leap allows no capture after it.
        Action::Shift { from, to } => f(shift_offer(state, &mut scratch, from, to, after_moves && !leap)),
        Action::Drop { color, piece, to } => match drop_offer(state, &mut scratch, color, piece, to, after_moves) {
            Some(first) => f(first),
            None => true,
        },
        _ => match action_offer(state, action, victim.as_ref()) {
            Some(offer) => f(First::Offer(offer)),
            None => true,
        },
    })
}

/// The offer of the move or leap from `from` to the empty `to` ([`action_offer`]); `after`
/// tells whether it allows captures after it ([`captures_after`]). Where it does, they are
/// found on `scratch`, a copy of `state` that it leaves as it found it (the move is undone).
fn shift_offer(state: &State, scratch: &mut State, from: Cell, to: Cell, after: bool) -> First {
    let action = Action::Shift { from, to };
    if !after {
        return First::Bare(action);
    }
    scratch.board_mut().shift(from, to);
    let first = offer_on(state, scratch, action);
    scratch.board_mut().shift(to, from);
    first
}

/// The captures on offer after `action`, played from `state` to `next`, judged among the pieces
/// it may take ([`pending::takeable`]).
fn choices_after(state: &State, next: &State, action: Action) -> Vec<Choice> {
    let victims = pending::takeable(state, next, changed(action));
    available_among(next, Moment::After { moved: landing(action) }, victims, MAX_CHOICES)
}

/// The offer of `action`, which takes nothing before it, played from `state` to `next`.
fn offer_on(state: &State, next: &State, action: Action) -> First {
    let choices = choices_after(state, next, action);
    if choices.is_empty() {
        First::Bare(action)
    } else {
        First::Offer(Offer::new(state, action, Vec::new(), Vec::new(), choices))
    }
}

/// The offer of the drop of the prisoner `piece` on the empty `to` ([`action_offer`]; `None`
/// where it cannot be put there), its captures (where `after`) found on `scratch` as for
/// [`shift_offer`]. Only the copy's board changes: captures on offer are judged on the board
/// alone, so its prisoners are left as they are.
fn drop_offer(
    state: &State,
    scratch: &mut State,
    color: Color,
    piece: Component,
    to: Cell,
    after: bool,
) -> Option<First> {
    let action = Action::Drop { color, piece, to };
    scratch.board_mut().put(to, Piece::simple(color, piece.shape, piece.value)).ok()?;
    let first = if after { offer_on(state, scratch, action) } else { First::Bare(action) };
    scratch.board_mut().take(to);
    Some(first)
}

/// The offers of the piece on `from` alone, in move-list order (those [`each_offer`] gives
/// for it): its actions needing no capture before them, then its turns of kind (b). What the
/// page asks when a piece is picked up. `f` returns false to stop.
pub(crate) fn offers_from(state: &State, from: Cell, f: &mut dyn FnMut(Offer) -> bool) -> bool {
    for (action, victim) in actions(state) {
        if action.from() == Some(from) {
            if let Some(offer) = action_offer(state, action, victim.as_ref()) {
                if !f(offer) {
                    return false;
                }
            }
        }
    }
    !state.rules().turn.captures_before || before_offers(state, from, Wanted::All, f)
}

/// The offers of the drops of the prisoner `piece` (of the side to move), in cell order.
pub(crate) fn drop_offers(
    state: &State,
    piece: crate::vocab::piece::Component,
    f: &mut dyn FnMut(Offer) -> bool,
) -> bool {
    for (action, victim) in actions(state) {
        if matches!(action, Action::Drop { piece: p, .. } if p == piece) {
            if let Some(offer) = action_offer(state, action, victim.as_ref()) {
                if !f(offer) {
                    return false;
                }
            }
        }
    }
    true
}

/// Does the piece on `from` have a turn on offer? Told without building the captures on
/// offer after its actions (an action that applies is enough), and for a piece with none,
/// by composing its turns of kind (b) until the first.
pub(crate) fn can_move(state: &State, from: Cell, actions: &[(Action, Option<Capture>)]) -> bool {
    actions
        .iter()
        .any(|(action, victim)| action.from() == Some(from) && apply_action(state, *action, victim.as_ref()).is_some())
        || (state.rules().turn.captures_before && !before_offers(state, from, Wanted::All, &mut |_| false))
}

/// Does an offer share its action with another (several victims replaced on one cell)?
pub(crate) fn shared(offers: &[Offer], offer: &Offer) -> bool {
    matches!(offer.action, Action::Replace { .. }) && offers.iter().filter(|o| o.action == offer.action).count() > 1
}

/// Every offer of the side to move, in move-list order: the actions needing no capture before
/// them, then Boissiere's turns of kind (b) piece by piece. `f` returns false to stop.
pub(crate) fn each_offer(state: &State, f: &mut dyn FnMut(Offer) -> bool) -> bool {
    for offer in first_offers(state) {
        if !f(offer) {
            return false;
        }
    }
    if state.rules().turn.captures_before {
        for from in state.board().occupied_by(state.turn()) {
            if !before_offers(state, from, Wanted::All, f) {
                return false;
            }
        }
    }
    true
}

/// The offers of `action` in move-list order (the replaced victims first), those of kind (b)
/// limited to what could write `takes` when given. `f` returns false to stop.
pub(crate) fn offers_of(state: &State, action: Action, takes: Option<&[Target]>, f: &mut dyn FnMut(Offer) -> bool) {
    match action {
        Action::Replace { from, to } => {
            for victim in replacements(state, from).into_iter().filter(|v| v.target.cell == to) {
                if let Some(offer) = action_offer(state, action, Some(&victim)) {
                    if !f(offer) {
                        return;
                    }
                }
            }
            if state.rules().turn.captures_before {
                let wanted = takes.map_or(Wanted::All, |t| Wanted::Move(to, t));
                before_offers(state, from, wanted, &mut |offer| offer.action != action || f(offer));
            }
        }
        Action::Removal(_) => {}
        action => {
            if let Some(offer) = action_offer(state, action, None) {
                f(offer);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::each_random_position;
    use crate::rules::Rules;

    /// What an offer gives the move list: its action, what it takes whatever is chosen, and
    /// the captures on offer after it (a bare action: none of them).
    fn key(first: &First) -> (Action, Vec<Capture>, Vec<Capture>, Vec<Choice>) {
        match first {
            First::Bare(action) => (*action, Vec::new(), Vec::new(), Vec::new()),
            First::Offer(o) => (o.action, o.fixed.clone(), o.before.clone(), o.choices.clone()),
        }
    }

    /// The offers found on one copy of the position, each action undone after (the computer's
    /// list), equal those found on a fresh copy per action, in the same order: the copy is
    /// left as it was found after every move, leap and drop. Random games of both presets where
    /// the player chooses captures, with prisoners re-entering.
    #[test]
    fn offers_found_on_one_undone_copy_equal_those_on_a_copy_each() {
        for rules in [Rules::boissiere(), Rules::simplified()] {
            let id = rules.preset.id();
            let (mut drops, mut taking) = (0, 0);
            each_random_position(rules, 7, 1500, |position| {
                let state = position.state();
                let mut found = Vec::new();
                each_first_offer(state, &mut |first| {
                    found.push(key(&first));
                    true
                });
                let expected: Vec<_> = actions(state)
                    .into_iter()
                    .filter_map(|(action, victim)| action_offer(state, action, victim.as_ref()))
                    .map(|o| key(&First::Offer(o)))
                    .collect();
                assert_eq!(found, expected, "{id} ply {}", position.ply());
                drops += found.iter().filter(|k| matches!(k.0, Action::Drop { .. })).count();
                taking += found.iter().filter(|k| !k.3.is_empty()).count();
            });
            // The games reached drops and captures on offer (the comparison was not vacuous).
            assert!(drops > 0 && taking > 0, "{id}: {drops} drops, {taking} offers taking");
        }
    }
}
