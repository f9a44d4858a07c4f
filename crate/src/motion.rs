//! Where a shape can go: precomputed step and leap tables, and the *reach* of a piece.
//!
//! A piece *reaches* a cell when the cell is among its move destinations computed as if that
//! cell were empty: middle cells of a slide must be empty, a leap ignores them.

use crate::cell::{Cell, CellSet, CELLS, DIRECTIONS};
use crate::rules::{Leap, Motion};

const OFF: u8 = u8::MAX;

const fn step_table() -> [[u8; 8]; CELLS] {
    let mut table = [[OFF; 8]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut d = 0;
        while d < 8 {
            if let Some(c) = Cell::new(0, 0) {
                let _ = c;
            }
            let cell = match Cell::from_index(i) {
                Some(c) => c,
                None => panic!("index in range"),
            };
            if let Some(n) = cell.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                table[i][d] = n.index() as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
}

const fn leap_table(a: i8, b: i8) -> [CellSet; CELLS] {
    let offsets = [(a, b), (b, a), (-a, b), (-b, a), (a, -b), (b, -a), (-a, -b), (-b, -a)];
    let mut table = [CellSet::EMPTY; CELLS];
    let mut i = 0;
    while i < CELLS {
        let cell = match Cell::from_index(i) {
            Some(c) => c,
            None => panic!("index in range"),
        };
        let mut bits = 0u128;
        let mut k = 0;
        while k < 8 {
            if let Some(n) = cell.offset(offsets[k].0, offsets[k].1) {
                bits |= 1u128 << n.index();
            }
            k += 1;
        }
        table[i] = CellSet(bits);
        i += 1;
    }
    table
}

/// The neighbour of each cell in each of the eight directions (or `OFF`).
static STEPS: [[u8; 8]; CELLS] = step_table();
static KNIGHT: [CellSet; CELLS] = leap_table(1, 2);
static LONG: [CellSet; CELLS] = leap_table(1, 3);

/// The neighbour of `cell` in direction `dir` (index into [`DIRECTIONS`]), on the largest board.
#[inline]
pub(crate) fn step(cell: Cell, dir: usize) -> Option<Cell> {
    let n = STEPS[cell.index()][dir];
    if n == OFF {
        None
    } else {
        Cell::from_index(n as usize)
    }
}

/// The cells a leap reaches from `cell` on the largest board.
#[inline]
pub(crate) fn leaps(leap: Leap, cell: Cell) -> CellSet {
    match leap {
        Leap::Knight => KNIGHT[cell.index()],
        Leap::Long => LONG[cell.index()],
    }
}

/// The cells the slide part of `motion` reaches from `cell`: exactly `steps` cells along each
/// direction, every middle cell on `board` and not in `occupied`.
#[inline]
pub(crate) fn slides(motion: Motion, cell: Cell, occupied: CellSet, board: CellSet) -> CellSet {
    let mut out = CellSet::EMPTY;
    'dirs: for dir in motion.dirs.range() {
        let mut at = cell;
        for k in 1..=motion.steps {
            match step(at, dir) {
                Some(n) if board.contains(n) => at = n,
                _ => continue 'dirs,
            }
            if k < motion.steps && occupied.contains(at) {
                continue 'dirs;
            }
        }
        out.insert(at);
    }
    out
}

/// The cells a piece moving by `motion` from `cell` reaches (see the module docs); leaps
/// count when `with_leaps`.
#[inline]
pub(crate) fn reach(motion: Motion, with_leaps: bool, cell: Cell, occupied: CellSet, board: CellSet) -> CellSet {
    let mut out = slides(motion, cell, occupied, board);
    if with_leaps {
        if let Some(leap) = motion.leap {
            out |= leaps(leap, cell) & board;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn cells(list: &str) -> CellSet {
        list.split_whitespace().map(|c| c.parse::<Cell>().unwrap()).collect()
    }

    /// (shape index, from, occupied cells, expected reach)
    #[test]
    fn classic_reach_table() {
        let rules = Rules::classic();
        let board = CellSet::ranks(16);
        let cases: [(usize, &str, &str, &str); 8] = [
            // Round: one diagonal step.
            (0, "d5", "", "c4 e4 c6 e6"),
            (0, "a1", "", "b2"),
            // Triangle: two orthogonal (middle empty) or a knight leap.
            (1, "d5", "", "d7 d3 b5 f5 c3 e3 c7 e7 b4 b6 f4 f6"),
            (1, "d5", "d6 e5", "d3 b5 c3 e3 c7 e7 b4 b6 f4 f6"),
            (1, "a1", "", "a3 c1 b3 c2"),
            // Square: three orthogonal (both middles empty) or a (1,3) leap.
            (2, "d5", "", "d8 d2 a5 g5 c2 e2 c8 e8 a4 a6 g4 g6"),
            (2, "d5", "d7 c5", "d2 g5 c2 e2 c8 e8 a4 a6 g4 g6"),
            (2, "h16", "", "h13 e16 g13 e15"),
        ];
        for (shape, from, occupied, expected) in cases {
            let got = reach(rules.motion[shape], true, from.parse().unwrap(), cells(occupied), board);
            assert_eq!(got, cells(expected), "shape {shape} from {from} with {occupied}");
        }
    }

    #[test]
    fn short_board_cuts_moves() {
        let rules = Rules::classic();
        let got = reach(rules.motion[2], true, "a13".parse().unwrap(), CellSet::EMPTY, CellSet::ranks(14));
        assert_eq!(got, cells("a10 d13 b10 d12 d14"));
    }
}
