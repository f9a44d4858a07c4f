//! Repetitions. No rule ends a game that comes back to an earlier position, but a line that
//! brings one back has gained nothing, and a side ahead that keeps choosing such lines (a piece
//! stepping back and forth while the other side does the same) lets a won game run into the move
//! cap. So a game's search ([`super::Engine::search_game`]) scores a position already had as a
//! draw: one earlier on the line it is searching, or one the game had at this engine's earlier
//! searches. Other searches (an analysis, a puzzle's check, the benchmarks) see positions, not a
//! game, and count none. Keys are [`super::table::Zobrist`] keys, which carry the side to move
//! and the prisoners.

use super::level::MAX_PLY;

/// The positions a game had at its searches, and the line being searched.
#[derive(Clone, Debug)]
pub(crate) struct Repetitions {
    /// The game's ply at its last search.
    last_ply: Option<u32>,
    /// The roots of the game's searches, sorted (kept so, one by one: no sort is needed).
    seen: Vec<u64>,
    /// The keys on the line being searched, by ply (the root at 0).
    line: [u64; MAX_PLY + 1],
    /// A game's search is running: repetitions count.
    active: bool,
}

impl Repetitions {
    pub(crate) fn new() -> Repetitions {
        Repetitions { last_ply: None, seen: Vec::new(), line: [0; MAX_PLY + 1], active: false }
    }

    /// Forget the game (a new one).
    pub(crate) fn clear(&mut self) {
        self.last_ply = None;
        self.seen.clear();
    }

    /// A game's search from the root `key`, at the game's ply `ply`: remembered with the
    /// roots of the game's earlier searches. A root at a ply not after the last one remembered
    /// starts the game afresh (a new game, a move taken back).
    pub(crate) fn enter_game(&mut self, key: u64, ply: u32) {
        if self.last_ply.is_some_and(|last| last >= ply) {
            self.seen.clear();
        }
        self.last_ply = Some(ply);
        // The root itself is on the line too: either way, it repeats.
        if let Err(at) = self.seen.binary_search(&key) {
            self.seen.insert(at, key);
        }
    }

    /// A search from the root `key`: a game's (after [`Self::enter_game`]), where positions
    /// repeat, or another, where none does.
    pub(crate) fn start(&mut self, key: u64, game: bool) {
        self.line[0] = key;
        self.active = game;
    }

    /// Enter the node `key` at `ply` (at least 1) of the line: true when its position was had
    /// before, on the line since ply `floor` (a null move's: a line through a pass repeats
    /// nothing before it) or, past any null move (`floor` 0), in the game.
    pub(crate) fn repeats(&mut self, key: u64, ply: usize, floor: usize) -> bool {
        if !self.active {
            return false;
        }
        self.line[ply] = key;
        let mut earlier = ply;
        while earlier >= floor + 2 {
            earlier -= 2;
            if self.line[earlier] == key {
                return true;
            }
        }
        floor == 0 && self.seen.binary_search(&key).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_had_before_on_the_line_or_in_the_game_repeats() {
        let mut r = Repetitions::new();
        // Outside a game, nothing repeats.
        r.start(10, false);
        assert!(!r.repeats(11, 1, 0) && !r.repeats(12, 2, 0) && !r.repeats(13, 3, 0) && !r.repeats(10, 4, 0));
        // In a game: the line, the side to move's own plies (two apart).
        r.enter_game(10, 0);
        r.start(10, true);
        assert!(!r.repeats(11, 1, 0));
        assert!(!r.repeats(12, 2, 0));
        assert!(!r.repeats(13, 3, 0));
        assert!(r.repeats(10, 4, 0), "back at the root");
        assert!(r.repeats(11, 5, 0), "back at ply 1");
        assert!(!r.repeats(12, 5, 0), "ply 2's position, but at an odd ply: another side to move");
        // Past a null move at ply 2 (floor 3), only the line after it counts.
        assert!(!r.repeats(10, 4, 3));
        assert!(!r.repeats(11, 5, 3));
        // The roots of earlier searches count.
        r.enter_game(20, 4);
        r.start(20, true);
        r.enter_game(21, 6);
        r.start(21, true);
        r.enter_game(22, 8);
        r.start(22, true);
        assert!(r.repeats(20, 2, 0) && r.repeats(21, 2, 0));
        assert!(!r.repeats(23, 2, 0));
        assert!(!r.repeats(20, 2, 1), "past a null move the game's positions do not count");
        assert!(r.repeats(22, 2, 0), "the root, by the line");
        // A root at an earlier ply: another game (or a move taken back), the old roots gone.
        r.enter_game(30, 8);
        r.start(30, true);
        assert!(!r.repeats(20, 2, 0) && !r.repeats(22, 2, 0));
        r.enter_game(31, 10);
        r.start(31, true);
        assert!(r.repeats(30, 2, 0));
        // Outside a game, the game's roots are not consulted.
        r.start(40, false);
        assert!(!r.repeats(30, 2, 0));
        // Cleared: nothing remembered.
        r.enter_game(50, 12);
        r.start(50, true);
        r.clear();
        r.enter_game(51, 14);
        r.start(51, true);
        assert!(!r.repeats(50, 2, 0));
    }
}
