//! Perft: counting the leaves of the legal-move tree, to check move generation.

use crate::position::Position;

/// The deepest perft the command line runs (`rithmo perft`, `bench --perft-depth`): 6. From
/// the classic start (about 36 million leaves a second natively) depth 4 has 5 million leaves
/// (a fifth of a second), depth 5 about 240 million (seconds), depth 6 about 12 billion
/// (minutes; hours under `boissiere`, 1.4 million a second), depth 7 about 560 billion (hours to
/// weeks) and 8 days to years (docs/notation.md, "Limits").
pub const MAX_PERFT_DEPTH: u32 = 6;

/// The number of leaves of the distinct-move tree `depth` plies deep. A position where the
/// game has ended has no children. Takes exponential time: depth 4 is already large.
///
/// ```
/// use rithmomachia::{perft, Position, Rules};
/// let start = Position::new(Rules::classic());
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 1), start.legal_moves().len() as u64);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return position.legal_count();
    }
    let mut captures = Vec::new();
    let mut total = 0;
    position.each_legal_move(|mv| {
        let mut child = position.clone();
        child.play_unchecked(mv, &mut captures);
        total += perft(&child, depth - 1);
    });
    total
}
