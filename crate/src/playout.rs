//! Players without search (random, greedy) and random playouts, for tests, tournaments and
//! benchmarks.

use crate::capture::Capture;
use crate::cell::{Cell, CellSet};
use crate::moves::Move;
use crate::position::Position;
use crate::rng::Rng;
use crate::rules::CaptureMode;

/// Play uniformly random legal moves from `position` until the game ends; return the final
/// position and the number of plies played.
///
/// Moves are drawn uniformly from [`Position::legal_moves`], without building the list.
pub fn random_playout(mut position: Position, rng: &mut Rng) -> (Position, u32) {
    let mut pieces: Vec<(Cell, CellSet)> = Vec::with_capacity(64);
    let mut captures: Vec<Capture> = Vec::new();
    let mut plies = 0;
    if position.rules().capture_mode != CaptureMode::Automatic {
        // Moves that are not plain shifts (captures by landing, removals): draw from the list.
        let mut moves: Vec<Move> = Vec::with_capacity(128);
        loop {
            position.legal_moves_into(&mut moves);
            if moves.is_empty() {
                return (position, plies);
            }
            let pick = rng.below(moves.len());
            position.play_unchecked(&moves[pick], &mut captures);
            plies += 1;
        }
    }
    loop {
        position.destinations_into(&mut pieces);
        let total: u32 = pieces.iter().map(|(_, d)| d.count()).sum();
        if total == 0 {
            return (position, plies);
        }
        let mut pick = rng.below(total as usize) as u32;
        let mut chosen = None;
        for &(from, dests) in &pieces {
            let n = dests.count();
            if pick < n {
                chosen = dests.iter().nth(pick as usize).map(|to| Move::shift(from, to));
                break;
            }
            pick -= n;
        }
        let Some(mv) = chosen else { return (position, plies) };
        position.play_unchecked(&mv, &mut captures);
        plies += 1;
    }
}
