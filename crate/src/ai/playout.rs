//! Players without search (random, greedy) and random playouts, for tests, tournaments and
//! benchmarks.

use crate::capture::mode::Scratch;
use crate::position::Position;
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
