//! Chosen captures (`boissiere`, `simplified`; rules.md sections 3 and 4): a turn is an action
//! (a regular move, a leap, a capture by replacement, a drop of a prisoner) with the captures
//! the player chooses to take at each moment, judged together on the position at that moment.
//!
//! What may be taken at one moment is in [`super::choices`]; the turns on offer are composed
//! from it in [`super::turns`] ([`Offer`]: an action, what it takes whatever is chosen, the
//! captures on offer after it). This module checks and plays one chosen move by matching it
//! against its action's offers, lists (streams) or counts every distinct choice as a distinct
//! move, and draws one at random for playouts.

use crate::board::moves::{Action, Move};
use crate::board::state::State;
use crate::capture::choices::{available, takes_whole, Choice};
use crate::capture::methods::Moment;
use crate::capture::mode::{Mode, Played, Scratch};
use crate::capture::offer::{in_text_order, Offer, MAX_CHOICES};
use crate::capture::pending;
use crate::capture::replace::{replacement_candidates, replacement_cells, replacement_pairs, replacements, replaces};
use crate::capture::turns::{
    back_rank, before_offers, captures_after, each_first_offer, each_offer, first_offers, landing, offers_of, shared,
    First, Wanted,
};
use crate::capture::Capture;
use crate::vocab::cell::{Cell, CellSet, CELLS, DIRECTIONS};
use crate::vocab::piece::{Piece, Shape};
use crate::vocab::rng::Rng;

/// A turn: its move and what it captures, in prisoner order (the replaced victim first, then
/// the targets in text order).
#[derive(Clone, Debug)]
pub(crate) struct Turn {
    pub mv: Move,
    pub captures: Vec<Capture>,
}

/// Every subset of `choices` whose members do not take the same thing twice (as bit masks),
/// the empty one first: only for drawing one at random when the plain draw keeps failing.
fn subsets(choices: &[Choice]) -> Vec<u32> {
    let n = choices.len().min(MAX_CHOICES);
    (0u32..1 << n)
        .filter(|&mask| {
            (0..n).all(|i| {
                mask >> i & 1 == 0 || (i + 1..n).all(|j| mask >> j & 1 == 0 || !choices[i].conflicts(&choices[j]))
            })
        })
        .collect()
}
/// The turn `mv` plays: the first offer of its action that writes it, matched cell by cell.
fn turn_of(state: &State, mv: &Move) -> Option<Turn> {
    let mut found = None;
    offers_of(state, mv.action, Some(&mv.takes), &mut |offer| match offer.find(state, &mv.takes) {
        Some(mask) => {
            found = Some(Turn { mv: mv.clone(), captures: offer.turn(state, mask).1 });
            false
        }
        None => true,
    });
    found
}

/// Is `mv` written by one of `earlier` (offers before it in move-list order)? How the move
/// list keeps the first of equal moves: matched, never remembered in a set.
fn written_before(state: &State, earlier: &[Offer], mv: &Move) -> bool {
    earlier.iter().any(|o| o.action == mv.action && o.find(state, &mv.takes).is_some())
}

/// Every distinct move of `offers` (in move-list order, each after those in `earlier`), with
/// its captures: the first offer writing a move gives it. `every`: offers needing no check
/// against each other (each its own action).
fn each_distinct(
    state: &State,
    earlier: &[Offer],
    offers: &[Offer],
    every: bool,
    f: &mut dyn FnMut(&Move, &[Capture]),
) {
    for (i, offer) in offers.iter().enumerate() {
        let check = !every || shared(offers, offer);
        offer.each(&mut |mask| {
            let (takes, captures) = offer.turn(state, mask);
            let mv = Move { action: offer.action, takes };
            if !check || !(written_before(state, earlier, &mv) || written_before(state, &offers[..i], &mv)) {
                f(&mv, &captures);
            }
        });
    }
}

/// Boissiere's turns of kind (b) of the piece on `from`, kept (a piece's own, not subsets).
fn before_of(state: &State, from: Cell) -> Vec<Offer> {
    let mut out = Vec::new();
    before_offers(state, from, Wanted::All, &mut |offer| {
        out.push(offer);
        true
    });
    out
}

/// The distinct turns of `action`, in move-list order (for drawing one at random).
fn turns_of(state: &State, action: Action) -> Vec<Turn> {
    let mut offers: Vec<Offer> = Vec::new();
    offers_of(state, action, None, &mut |offer| {
        offers.push(offer);
        true
    });
    let mut out: Vec<Turn> = Vec::new();
    each_distinct(state, &[], &offers, false, &mut |mv, captures| {
        out.push(Turn { mv: mv.clone(), captures: captures.to_vec() })
    });
    out
}

/// Every distinct move of the side to move with its captures, in move-list order (the first
/// of equal moves kept), streamed: only the turns on offer are kept, never the moves.
pub(crate) fn each_turn(state: &State, f: &mut dyn FnMut(&Move, &[Capture])) {
    let first = first_offers(state);
    each_distinct(state, &[], &first, true, f);
    if state.rules().turn.captures_before {
        for from in state.board().occupied_by(state.turn()) {
            each_distinct(state, &first, &before_of(state, from), false, f);
        }
    }
}

/// The number of distinct moves of the side to move: a product over the cells of each offer
/// (no subset listed), but where several offers may write one move (several victims replaced
/// on one cell, Boissiere's turns of kind (b)): those are walked.
pub(crate) fn count(state: &State) -> u64 {
    let first = first_offers(state);
    let mut total = 0u64;
    for (i, offer) in first.iter().enumerate() {
        if !shared(&first, offer) {
            total += offer.count();
            continue;
        }
        offer.each(&mut |mask| {
            let mv = Move { action: offer.action, takes: offer.turn(state, mask).0 };
            total += u64::from(!written_before(state, &first[..i], &mv));
        });
    }
    if state.rules().turn.captures_before {
        for from in state.board().occupied_by(state.turn()) {
            each_distinct(state, &first, &before_of(state, from), false, &mut |_, _| total += 1);
        }
    }
    total
}

/// The legal moves of `position`.
pub(crate) fn moves(state: &State, out: &mut Vec<Move>) {
    each_turn(state, &mut |mv, _| out.push(mv.clone()));
}

/// Is `mv` one of [`moves`]? (Matched against its action's offers, no move list built.)
pub(crate) fn is_legal(state: &State, mv: &Move) -> bool {
    action_ok(state, mv.action) && turn_of(state, mv).is_some()
}

/// Can `action` start a turn here (before its captures are looked at)?
fn action_ok(state: &State, action: Action) -> bool {
    let mover = state.turn();
    let board = state.board();
    match action {
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
        Action::Replace { from, to } => {
            board.color_at(from) == Some(mover) && board.color_at(to) == Some(mover.opposite())
        }
        Action::Removal(_) => false,
    }
}

/// The moves the computer considers (a subset of the legal moves, never empty when there is
/// one): for each offer, the choice taking the most, the same without its least valuable cell,
/// and the move taking nothing; Boissiere's turns of kind (b) with the lead alone or with all
/// it may take before. In move-list order, each once.
pub(crate) fn search_moves(state: &State, out: &mut Vec<Move>) {
    each_search_move(state, &mut |mv, _| {
        out.push(mv);
        true
    });
}

/// [`search_moves`] one at a time, each with its captures ([`play_composed`] plays it with
/// them), until `f` returns false: the offers after that one are never judged (a search that
/// finds a refutation early needs no more).
pub(crate) fn each_search_move(state: &State, f: &mut dyn FnMut(Move, &[Capture]) -> bool) {
    let mut list = Listed { f, count: 0, replacing: Vec::new() };
    let mut from_cell = None;
    let mut start = 0;
    let going = each_first_offer(state, &mut |first| {
        let action = match &first {
            First::Bare(action) => *action,
            First::Offer(offer) => offer.action,
        };
        let from = match action {
            Action::Shift { from, .. } | Action::Replace { from, .. } => Some(from),
            _ => None,
        };
        if from != from_cell {
            from_cell = from;
            start = list.count;
        }
        match first {
            // Its one move: the action taking nothing (a move, never a replacement).
            First::Bare(action) => list.give(Move { action, takes: Vec::new() }, &[]),
            First::Offer(offer) => list.offer(state, &offer, start),
        }
    });
    if !going || !state.rules().turn.captures_before {
        return;
    }
    // Where each piece's captures by replacement start in the list.
    let mut replaces = [usize::MAX; CELLS];
    for (i, m) in &list.replacing {
        if let Action::Replace { from, .. } = m.action {
            replaces[from.index()] = replaces[from.index()].min(*i);
        }
    }
    for from in state.board().occupied_by(state.turn()) {
        let start = replaces[from.index()].min(list.count);
        if !before_offers(state, from, Wanted::Few, &mut |offer| list.offer(state, &offer, start)) {
            return;
        }
    }
}

/// The moves [`each_search_move`] has given: how many, and its captures by replacement with
/// their places (a replacement is given once among those of its piece).
struct Listed<'f> {
    f: &'f mut dyn FnMut(Move, &[Capture]) -> bool,
    count: usize,
    replacing: Vec<(usize, Move)>,
}

impl Listed<'_> {
    /// Give `mv` (the `count`-th) with its captures; false to stop.
    fn give(&mut self, mv: Move, captures: &[Capture]) -> bool {
        if matches!(mv.action, Action::Replace { .. }) {
            self.replacing.push((self.count, mv.clone()));
        }
        self.count += 1;
        (self.f)(mv, captures)
    }

    /// Give the moves of `offer` the computer considers, increasing (each a subset of the
    /// next): nothing, the most without its least valuable cell, the most; each once, and a
    /// replacement only when not given since the place `from`. False to stop.
    fn offer(&mut self, state: &State, offer: &Offer, from: usize) -> bool {
        let most = offer.most();
        let mut masks = [0, most, most];
        if offer.cells.len() >= 2 {
            let value = |m: u32| -> u64 { offer.turn(state, m).1.iter().map(|c| c.victim.total() as u64).sum() };
            let least = offer.cells.iter().map(|c| c.all).min_by_key(|&all| value(most & all));
            if let Some(all) = least {
                masks[1] = most & !all;
            }
        }
        for (i, &mask) in masks.iter().enumerate() {
            if masks[..i].contains(&mask) {
                continue;
            }
            let (takes, captures) = offer.turn(state, mask);
            let mv = Move { action: offer.action, takes };
            let given = matches!(mv.action, Action::Replace { .. })
                && self.replacing.iter().any(|(at, m)| *at >= from && *m == mv);
            if !given && !self.give(mv, &captures) {
                return false;
            }
        }
        true
    }
}

/// Up to `limit` legal moves sharing `action`, in move-list order, and whether there are more.
pub(crate) fn moves_of(state: &State, action: Action, limit: usize) -> (Vec<Move>, bool) {
    let mut out: Vec<Move> = Vec::new();
    let mut more = false;
    if !action_ok(state, action) {
        return (out, more);
    }
    offers_of(state, action, None, &mut |offer| {
        offer.each(&mut |mask| {
            let mv = Move { action, takes: offer.turn(state, mask).0 };
            if out.contains(&mv) {
                return;
            }
            if out.len() < limit {
                out.push(mv);
            } else {
                more = true;
            }
        });
        !more
    });
    (out, more)
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
    !each_offer(state, &mut |_| false)
}

/// Play `mv` (one of [`moves`]) in place; its captures go to `captures`.
pub(crate) fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
    if matches!(mv.action, Action::Shift { .. }) && mv.takes.is_empty() {
        // A move or leap taking nothing is its whole turn: no offer to find (the move is
        // legal, the caller's promise).
        return apply_turn(state, mv.action, &[], captures);
    }
    let turn = turn_of(state, mv)?;
    apply_turn(state, mv.action, &turn.captures, captures)
}

/// Play `mv` with `composed`, the captures [`each_search_move`] gave with it (not judged
/// again).
pub(crate) fn play_composed(
    state: &mut State,
    mv: &Move,
    composed: &[Capture],
    captures: &mut Vec<Capture>,
) -> Option<Played> {
    apply_turn(state, mv.action, composed, captures)
}

/// Do `action` and take `taken` (a capture by replacement's victim first), writing them to
/// `captures`.
fn apply_turn(state: &mut State, action: Action, taken: &[Capture], captures: &mut Vec<Capture>) -> Option<Played> {
    let mover = state.turn();
    match action {
        Action::Shift { from, to } => pending::shift(state, from, to),
        Action::Replace { from, to } => {
            if let Some(first) = taken.first() {
                pending::take(state, mover, first.target);
            }
            pending::shift(state, from, to);
        }
        Action::Drop { color, piece, to } => {
            state.prisoners_mut(mover).remove_component(piece);
            let _ = pending::put(state, to, Piece::simple(color, piece.shape, piece.value));
        }
        Action::Removal(_) => return None,
    }
    let skip = usize::from(matches!(action, Action::Replace { .. })).min(taken.len());
    for c in &taken[skip..] {
        pending::take(state, mover, c.target);
    }
    captures.extend(taken.iter().copied());
    state.pass();
    Some(Played::at(mover, landing(action)))
}

/// Misses of [`play_random_drawn`] before the actions are gathered and counted.
const REJECTIONS: usize = 64;

/// [`play_random`] by rejection, so that only the drawn pieces' actions are found: a number
/// names a drop, or a piece and a slot of it, each piece having the most destinations any
/// piece may have, then (where captures come before a move or by replacement) the most victims
/// it may take. A slot naming a destination plays that move, one naming a victim plays a turn
/// of that capture when the capture holds; otherwise the number is drawn again. Every action
/// has one slot, so each is as likely as any other. `None` (nothing played) after
/// [`REJECTIONS`] misses.
fn play_random_drawn(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
    let mover = state.turn();
    let own = state.board().occupied_by(mover);
    let before = state.rules().turn.captures_before;
    let replacing = replaces(state.rules());
    let most = state.tables().most_moves() as usize;
    // Before a move: at most one victim per slide; by replacement: the first piece in each direction.
    let victims =
        if before { state.tables().most_slides() as usize } else { 0 } + if replacing { DIRECTIONS.len() } else { 0 };
    let slots = most + victims;
    let empty_back = drop_cells(state, scratch);
    scratch.cells.clear();
    scratch.cells.extend(own);
    let on_board = scratch.cells.len() * slots;
    let space = on_board + scratch.components.len() * empty_back.count() as usize;
    for _ in 0..if space == 0 { 0 } else { REJECTIONS } {
        let draw = rng.below(space);
        if draw >= on_board {
            let (pick, n) = (draw - on_board, empty_back.count() as usize);
            let (piece, to) = (scratch.components[pick / n], empty_back.nth((pick % n) as u32)?);
            return play_random_choice(state, Action::Drop { color: mover, piece, to }, rng, &mut scratch.captures);
        }
        let (from, slot) = (scratch.cells[draw / slots], draw % slots);
        if slot < most {
            if slot >= state.destinations_bound(from) as usize {
                continue;
            }
            match state.destinations(from).nth(slot as u32) {
                Some(to) => return play_random_choice(state, Action::Shift { from, to }, rng, &mut scratch.captures),
                None => continue,
            }
        }
        // Most victim slots name none: counted first among the cells a victim may stand on.
        let k = (slot - most) as u32;
        if victim_cells(state, from, before, replacing, false).count() <= k {
            continue;
        }
        let Some(to) = victim_cells(state, from, before, replacing, true).nth(k) else { continue };
        if (before && takes_whole(state, to, from)) || replacements(state, from).iter().any(|v| v.target.cell == to) {
            let turns = turns_of(state, Action::Replace { from, to });
            if !turns.is_empty() {
                let turn = &turns[rng.below(turns.len())];
                scratch.captures.clear();
                return apply_turn(state, turn.mv.action, &turn.captures, &mut scratch.captures);
            }
        }
    }
    None
}

/// Where the side to move may drop a prisoner (its empty back-rank cells, where prisoners
/// re-enter), with the components it may drop in `scratch.components` (none when no cell).
fn drop_cells(state: &State, scratch: &mut Scratch) -> CellSet {
    scratch.components.clear();
    if !state.rules().prisoners_reenter {
        return CellSet::EMPTY;
    }
    let mover = state.turn();
    let empty_back = back_rank(state, mover) & !state.board().occupied();
    if !empty_back.is_empty() {
        state.prisoners(mover).components_into(&mut scratch.components);
    }
    empty_back
}

/// The cells the piece on `from` may capture on before a move (`before`: a superset, the enemy
/// pieces its slides would land on) or by replacement (`replacing`: where `judged`, those it
/// takes; otherwise a superset, the first enemy piece in each direction).
fn victim_cells(state: &State, from: Cell, before: bool, replacing: bool, judged: bool) -> CellSet {
    let board = state.board();
    let mover = state.turn();
    let enemy = board.occupied_by(mover.opposite());
    let mut cells = CellSet::EMPTY;
    if before {
        for shape in Shape::SIMPLE {
            let s = shape as usize;
            if board.movers(mover, shape).contains(from) && !(state.tables().reach_empty(s, from) & enemy).is_empty() {
                cells |= state.tables().slides(s, from, board.occupied_by(mover)) & enemy;
            }
        }
    }
    if replacing {
        cells |= if judged { replacement_cells(state, from) } else { replacement_candidates(state, from) };
    }
    cells
}

/// A random turn for playouts: an action drawn uniformly (a move, a leap, a drop, a capture by
/// replacement, a boissiere capture-before turn counting as the action of its lead capture),
/// then one of its turns drawn uniformly. Played in place; false when the side to move has none.
///
/// The fast path of playouts: moves and drops are counted rather than listed and played in
/// place, their captures judged once on the position after them; capture-before turns are
/// found from a cheap superset of (piece, victim) pairs, each checked only when drawn. Drawn by
/// rejection first ([`play_random_drawn`]); the actions are gathered and counted only when that
/// keeps missing.
pub(crate) fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
    if let Some(played) = play_random_drawn(state, rng, scratch) {
        return Some(played);
    }
    let mover = state.turn();
    let before = state.rules().turn.captures_before;
    let shifts = gather_actions(state, scratch);
    let empty_back = drop_cells(state, scratch);
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
            let turns = turns_of(state, action);
            if !turns.is_empty() {
                let turn = &turns[rng.below(turns.len())];
                scratch.captures.clear();
                return apply_turn(state, turn.mv.action, &turn.captures, &mut scratch.captures);
            }
        }
        scratch.replaces.swap_remove(pick);
    }
}

/// For [`play_random`]: the mover's pieces with their destinations (`scratch.pieces`) and the
/// captures by replacement (and, before a move, a superset of them) it may open with
/// (`scratch.replaces`); the number of regular moves.
fn gather_actions(state: &State, scratch: &mut Scratch) -> usize {
    let own = state.board().occupied_by(state.turn());
    let before = state.rules().turn.captures_before;
    // Asked once here, not of every piece: most presets have no capture by replacement.
    let replacing = replaces(state.rules());
    scratch.pieces.clear();
    scratch.replaces.clear();
    let mut shifts = 0usize;
    for from in own {
        let d = state.destinations(from);
        if !d.is_empty() {
            shifts += d.count() as usize;
            scratch.pieces.push((from, d));
        }
        // Where captures come before a move, the victims piece by piece (with those by
        // replacement); otherwise those by replacement all at once, below.
        if before {
            scratch
                .replaces
                .extend(victim_cells(state, from, true, replacing, true).iter().map(|to| Action::Replace { from, to }));
        }
    }
    if replacing && !before {
        // All at once: the same list, by piece then victim.
        replacement_pairs(state, &mut scratch.replaces);
    }
    shifts
}

/// A random subset of `choices` (as a bit mask) among those that never take one thing twice,
/// drawn uniformly.
fn random_subset(choices: &[Choice], rng: &mut Rng) -> u32 {
    let n = choices.len().min(MAX_CHOICES);
    let full = (1u32 << n) - 1;
    let shared = (0..n).any(|i| {
        (i + 1..n).any(|j| {
            choices[i].captures.iter().any(|a| choices[j].captures.iter().any(|b| a.target.cell == b.target.cell))
        })
    });
    if !shared {
        return rng.next_u64() as u32 & full;
    }
    let ok = |mask: u32| {
        (0..n)
            .all(|i| mask >> i & 1 == 0 || (i + 1..n).all(|j| mask >> j & 1 == 0 || !choices[i].conflicts(&choices[j])))
    };
    for _ in 0..64 {
        let mask = rng.next_u64() as u32 & full;
        if ok(mask) {
            return mask;
        }
    }
    let all = subsets(choices);
    all[rng.below(all.len())]
}

/// Play a move or a drop in place, with a random choice among the captures available after it.
fn play_random_choice(state: &mut State, action: Action, rng: &mut Rng, captures: &mut Vec<Capture>) -> Option<Played> {
    let mover = state.turn();
    let after = captures_after(state, action);
    match action {
        Action::Shift { from, to } => pending::shift(state, from, to),
        Action::Drop { color, piece, to } => {
            state.prisoners_mut(mover).remove_component(piece);
            let _ = pending::put(state, to, Piece::simple(color, piece.shape, piece.value));
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
                pending::take(state, mover, c.target);
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
