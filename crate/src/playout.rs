//! Players without search (random, greedy) and random playouts, for tests, tournaments and
//! benchmarks.

use crate::capture::Capture;
use crate::moves::Move;
use crate::position::Position;
use crate::rng::Rng;

/// Play uniformly random legal moves from `position` until the game ends; return the final
/// position and the number of plies played.
pub fn random_playout(mut position: Position, rng: &mut Rng) -> (Position, u32) {
    let mut moves: Vec<Move> = Vec::with_capacity(128);
    let mut captures: Vec<Capture> = Vec::new();
    let mut plies = 0;
    loop {
        position.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return (position, plies);
        }
        let mv = &moves[rng.below(moves.len())];
        position.play_unchecked(mv, &mut captures);
        plies += 1;
    }
}
