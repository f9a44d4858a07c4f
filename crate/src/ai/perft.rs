//! Perft: counting the leaves of the legal-move tree, to check move generation.

use crate::position::Position;

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
