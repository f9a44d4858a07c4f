//! Players without search (random, greedy) and random playouts, for tests, tournaments and
//! benchmarks.

use crate::capture::Capture;
use crate::vocab::cell::{Cell, CellSet};
use crate::board::moves::Move;
use crate::position::Position;
use crate::rules::CaptureMode;
use crate::vocab::rng::Rng;

/// Play random moves from `position` until the game ends; return the final position and the
/// number of plies played. See [`Position::play_random`] for how a move is drawn.
pub fn random_playout(mut position: Position, rng: &mut Rng) -> (Position, u32) {
    let mut scratch = Scratch::default();
    let mut plies = 0;
    while position.play_random(rng, &mut scratch) {
        plies += 1;
    }
    (position, plies)
}

/// Buffers reused from ply to ply by [`Position::play_random`].
#[derive(Default)]
pub struct Scratch {
    pub(crate) pieces: Vec<(Cell, CellSet)>,
    pub(crate) moves: Vec<Move>,
    pub(crate) components: Vec<crate::vocab::piece::Component>,
    pub(crate) replaces: Vec<crate::board::moves::Action>,
    /// The captures of the last move played.
    pub captures: Vec<Capture>,
}

impl Position {
    /// Play one random move in place; false (and nothing played) when the game has ended.
    ///
    /// Where captures are automatic the move is drawn uniformly from [`Position::legal_moves`]
    /// without building the list. Where the player chooses captures, an action (a move, a drop,
    /// a capture by replacement) is drawn uniformly, then one of its choices of captures: every
    /// legal move can come up, not all equally often. Otherwise uniformly from the legal moves.
    pub fn play_random(&mut self, rng: &mut Rng, scratch: &mut Scratch) -> bool {
        if self.has_ended_by_rule() {
            return false;
        }
        match self.rules.capture_mode {
            CaptureMode::Automatic => {
                self.destinations_into(&mut scratch.pieces);
                let total: u32 = scratch.pieces.iter().map(|(_, d)| d.count()).sum();
                if total == 0 {
                    return false;
                }
                let mut pick = rng.below(total as usize) as u32;
                for &(from, dests) in &scratch.pieces {
                    let n = dests.count();
                    if pick < n {
                        let Some(to) = dests.iter().nth(pick as usize) else { return false };
                        self.play_unchecked(&Move::shift(from, to), &mut scratch.captures);
                        return true;
                    }
                    pick -= n;
                }
                false
            }
            CaptureMode::Chosen => crate::capture::chosen::play_random(self, rng, scratch),
            CaptureMode::Landing => {
                self.legal_moves_into(&mut scratch.moves);
                if scratch.moves.is_empty() {
                    return false;
                }
                let mv = scratch.moves[rng.below(scratch.moves.len())].clone();
                self.play_unchecked(&mv, &mut scratch.captures);
                true
            }
        }
    }
}
