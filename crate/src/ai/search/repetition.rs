//! Repetitions. No rule ends a game that comes back to an earlier position, but a line that
//! brings one back has gained nothing, and a side ahead that keeps choosing such lines (a piece
//! stepping back and forth while the other side does the same) lets a won game run into the move
//! cap. So a game's search ([`super::Engine::search_game`]) scores a position already had as a
//! draw: one earlier on the line it is searching, or one the game had before the position
//! searched ([`GameHistory`], either side to move). Other searches (an analysis, a puzzle's
//! check, the benchmarks) see positions, not a game, and count none. Keys are
//! [`super::table::Zobrist`] keys, which carry the side to move and the prisoners.

use super::level::MAX_PLY;
use super::table::Zobrist;
use crate::position::Position;

/// The positions a game has had, for a game's search: each kept as its 64-bit key (a game of
/// 10,000 plies in 80 KB). The caller keeps it along the game (a search is given the whole
/// game every time, so nothing depends on what an engine saw before).
///
/// ```
/// use rithmomachia::search::GameHistory;
/// use rithmomachia::{Position, Rules};
/// let start = Position::new(Rules::classic());
/// let mut game = GameHistory::new();
/// game.push(&start);
/// let next = start.play(&start.legal_moves()[0]).unwrap();
/// game.push(&next);
/// assert_eq!(game.len(), 2);
/// ```
#[derive(Clone)]
pub struct GameHistory {
    zobrist: Zobrist,
    keys: Vec<u64>,
}

impl std::fmt::Debug for GameHistory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GameHistory {{ {} positions }}", self.keys.len())
    }
}

impl Default for GameHistory {
    fn default() -> Self {
        GameHistory::new()
    }
}

impl GameHistory {
    /// No position yet.
    pub fn new() -> GameHistory {
        GameHistory { zobrist: Zobrist::new(), keys: Vec::new() }
    }

    /// The game reached `position` (in the order played).
    pub fn push(&mut self, position: &Position) {
        self.keys.push(self.zobrist.hash(position));
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }
}

/// The positions a game had, and the line being searched.
#[derive(Clone, Debug)]
pub(crate) struct Repetitions {
    /// The positions of the game searched, sorted.
    seen: Vec<u64>,
    /// The keys on the line being searched, by ply (the root at 0).
    line: [u64; MAX_PLY + 1],
    /// A game's search is running: repetitions count.
    active: bool,
}

impl Repetitions {
    pub(crate) fn new() -> Repetitions {
        Repetitions { seen: Vec::new(), line: [0; MAX_PLY + 1], active: false }
    }

    /// A search from the root `key`: a game's, where positions repeat (those on the line and
    /// those of `game`, the game's earlier positions), or another (`None`), where none does.
    pub(crate) fn start(&mut self, key: u64, game: Option<&GameHistory>) {
        self.line[0] = key;
        self.active = game.is_some();
        self.seen.clear();
        if let Some(game) = game {
            self.seen.extend_from_slice(&game.keys);
            self.seen.sort_unstable();
        }
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

    fn game(keys: &[u64]) -> GameHistory {
        GameHistory { zobrist: Zobrist::new(), keys: keys.to_vec() }
    }

    #[test]
    fn a_position_had_before_on_the_line_or_in_the_game_repeats() {
        let mut r = Repetitions::new();
        // Outside a game, nothing repeats.
        r.start(10, None);
        assert!(!r.repeats(11, 1, 0) && !r.repeats(12, 2, 0) && !r.repeats(13, 3, 0) && !r.repeats(10, 4, 0));
        // In a game: the line, the side to move's own plies (two apart).
        r.start(10, Some(&game(&[])));
        assert!(!r.repeats(11, 1, 0));
        assert!(!r.repeats(12, 2, 0));
        assert!(!r.repeats(13, 3, 0));
        assert!(r.repeats(10, 4, 0), "back at the root");
        assert!(r.repeats(11, 5, 0), "back at ply 1");
        assert!(!r.repeats(12, 5, 0), "ply 2's position, but at an odd ply: another side to move");
        // Past a null move at ply 2 (floor 3), only the line after it counts.
        assert!(!r.repeats(10, 4, 3));
        assert!(!r.repeats(11, 5, 3));
        // The game's positions count, either side to move, at any ply.
        r.start(22, Some(&game(&[21, 20, 7])));
        assert!(r.repeats(20, 2, 0) && r.repeats(21, 1, 0) && r.repeats(7, 3, 0));
        assert!(!r.repeats(23, 2, 0));
        assert!(!r.repeats(20, 2, 1), "past a null move the game's positions do not count");
        assert!(r.repeats(22, 2, 0), "the root, by the line");
        // Another game: the old one's positions gone.
        r.start(30, Some(&game(&[31])));
        assert!(!r.repeats(20, 2, 0) && !r.repeats(7, 1, 0));
        assert!(r.repeats(31, 1, 0));
        // Outside a game, the game's positions are not consulted.
        r.start(40, None);
        assert!(!r.repeats(31, 2, 0));
    }
}
