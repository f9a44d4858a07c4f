//! Automatic captures (`classic`): a turn is a regular move to an empty cell; then every
//! capture the position allows the mover is taken, judged all at once ([`super::judge::sweep`],
//! of the pieces [`super::pending`] marks as falling).

use crate::board::moves::{Action, Move};
use crate::board::state::State;
use crate::capture::methods::{Attack, Moment};
use crate::capture::mode::{Mode, Played, Scratch};
use crate::capture::Capture;
use crate::capture::{judge, pending};
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::Shape;
use crate::vocab::rng::Rng;

/// Draws of a random move by rejection before the moves are counted (see
/// [`Automatic::play_random`]).
const REJECTIONS: usize = 64;

/// The automatic capture mode.
pub(crate) struct Automatic;

impl Mode for Automatic {
    fn destinations(state: &State, from: Cell) -> CellSet {
        state.destinations(from)
    }

    fn moves(state: &State, out: &mut Vec<Move>) {
        for from in state.board().occupied_by(state.turn()) {
            for to in state.destinations(from) {
                out.push(Move::shift(from, to));
            }
        }
    }

    fn has_move(state: &State) -> bool {
        state.board().occupied_by(state.turn()).iter().any(|from| !state.destinations(from).is_empty())
    }

    fn is_legal(state: &State, mv: &Move) -> bool {
        match mv.action {
            Action::Shift { from, to } => mv.takes.is_empty() && state.destinations(from).contains(to),
            _ => false,
        }
    }

    fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
        let Action::Shift { from, to } = mv.action else { return None };
        let mover = state.turn();
        pending::shift(state, from, to);
        let attack = Attack::of(state, Moment::After { moved: Some(to) });
        // Only the marked pieces can fall: the others are not judged again.
        match pending::falling(state) {
            Some(victims) => judge::sweep_among(&attack, victims, captures),
            None => judge::sweep(&attack, captures),
        }
        let mut changed_pyramids = CellSet::EMPTY;
        for capture in captures.iter() {
            pending::take(state, mover, capture.target);
            if capture.target.component.is_some() && state.board().is_pyramid(capture.target.cell) {
                changed_pyramids.insert(capture.target.cell);
            }
        }
        state.pass();
        let anchors = to.bit() | (changed_pyramids & state.board().occupied_by(mover.opposite()));
        Some(Played { mover, anchors })
    }

    /// A move drawn uniformly from the legal moves, without listing them.
    ///
    /// Drawn by rejection first: each of the mover's pieces is given as many slots as the most
    /// destinations a piece like it can have (a round's bound for a round, a pyramid's for a
    /// pyramid: [`slot_groups`]); a slot is drawn, and it names a destination of its piece or
    /// the draw is made again. Each move has one slot, so the move kept is uniform, and only the
    /// drawn pieces' destinations are found (a handful, not all of them). After [`REJECTIONS`]
    /// misses (a crowded board), the moves are counted piece by piece instead, also uniformly.
    fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
        let (from, to) = match drawn(state, rng) {
            Some(mv) => mv,
            None => counted(state, rng, scratch)?,
        };
        scratch.captures.clear();
        Self::play(state, &Move::shift(from, to), &mut scratch.captures)
    }
}

/// A move drawn by rejection ([`Automatic::play_random`]), or none after [`REJECTIONS`] misses.
fn drawn(state: &State, rng: &mut Rng) -> Option<(Cell, Cell)> {
    let (groups, n) = slot_groups(state);
    let groups = &groups[..n];
    let total: usize = groups.iter().map(|g| g.slots).sum();
    if total == 0 {
        return None;
    }
    for _ in 0..REJECTIONS {
        let mut draw = rng.below(total);
        for g in groups {
            if draw >= g.slots {
                draw -= g.slots;
                continue;
            }
            let from = g.pieces.nth((draw / g.most) as u32)?;
            if let Some(to) = state.destinations(from).nth((draw % g.most) as u32) {
                return Some((from, to));
            }
            break;
        }
    }
    None
}

/// A move drawn uniformly by counting every piece's destinations (a crowded board, where the
/// rejection keeps missing); none when there is no legal move.
#[cold]
#[inline(never)]
fn counted(state: &State, rng: &mut Rng, scratch: &mut Scratch) -> Option<(Cell, Cell)> {
    scratch.pieces.clear();
    for from in state.board().occupied_by(state.turn()) {
        let d = state.destinations(from);
        if !d.is_empty() {
            scratch.pieces.push((from, d));
        }
    }
    let total: u32 = scratch.pieces.iter().map(|(_, d)| d.count()).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.below(total as usize) as u32;
    for &(from, dests) in &scratch.pieces {
        let n = dests.count();
        if pick < n {
            return Some((from, dests.nth(pick)?));
        }
        pick -= n;
    }
    None
}

/// Pieces of the mover that share a bound on their destinations, in [`drawn`]'s slots.
#[derive(Copy, Clone)]
struct SlotGroup {
    pieces: CellSet,
    /// The most destinations one of these pieces can have.
    most: usize,
    /// `pieces × most`: one slot per destination a piece might have.
    slots: usize,
}

/// The mover's pieces in groups with their slots: the first `n` of the array, and `n`. Simple
/// pieces are grouped by shape; pyramids (whatever they move as) have the bound of a piece
/// moving as every shape. A group without pieces, or whose pieces can never move, is left out.
fn slot_groups(state: &State) -> ([SlotGroup; 4], usize) {
    let board = state.board();
    let turn = state.turn();
    let pyramids = board.pyramids() & board.occupied_by(turn);
    let tables = state.tables();
    let mut groups = [SlotGroup { pieces: CellSet::EMPTY, most: 0, slots: 0 }; 4];
    let mut n = 0;
    let simple = Shape::SIMPLE.map(|shape| (board.movers(turn, shape) & !pyramids, tables.most_moves_of(shape)));
    for (pieces, most) in simple.into_iter().chain([(pyramids, tables.most_moves())]) {
        if pieces.is_empty() || most == 0 {
            continue;
        }
        let most = most as usize;
        groups[n] = SlotGroup { pieces, most, slots: pieces.count() as usize * most };
        n += 1;
    }
    (groups, n)
}
