//! Automatic captures (`classic`): a turn is a regular move to an empty cell; then every
//! capture the position allows the mover is taken, judged all at once ([`super::judge::sweep`],
//! of the pieces [`super::pending`] marks as falling).

use crate::board::moves::{Action, Move};
use crate::board::state::State;
use crate::capture::{judge, pending};
use crate::capture::methods::{Attack, Moment};
use crate::capture::mode::{Mode, Played, Scratch};
use crate::capture::Capture;
use crate::vocab::cell::{Cell, CellSet};
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
    /// Drawn by rejection first: a piece of the mover's and a number under the most
    /// destinations any piece can have; the number names a destination of that piece or the
    /// draw is made again. Each move has the same chance per draw, so the move kept is uniform,
    /// and only the drawn pieces' destinations are found (a handful, not all of them). After
    /// [`REJECTIONS`] misses (a crowded board), the moves are counted piece by piece instead,
    /// also uniformly.
    fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
        let own = state.board().occupied_by(state.turn());
        scratch.cells.clear();
        scratch.cells.extend(own);
        let pieces = scratch.cells.len();
        let most = state.tables().most_moves() as usize;
        if pieces > 0 && most > 0 {
            for _ in 0..REJECTIONS {
                let draw = rng.below(pieces * most);
                let from = scratch.cells[draw / most];
                if let Some(to) = state.destinations(from).nth((draw % most) as u32) {
                    scratch.captures.clear();
                    return Self::play(state, &Move::shift(from, to), &mut scratch.captures);
                }
            }
        }
        scratch.pieces.clear();
        for from in own {
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
                let to = dests.nth(pick)?;
                scratch.captures.clear();
                return Self::play(state, &Move::shift(from, to), &mut scratch.captures);
            }
            pick -= n;
        }
        None
    }
}
