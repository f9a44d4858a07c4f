//! Where a shape can go: precomputed slide and leap tables, and the *reach* of a piece.
//!
//! A piece *reaches* a cell when the cell is among its move destinations computed as if that
//! cell were empty: middle cells of a slide must be empty, a leap ignores them.

use crate::rules::{Leap, Motion};
use crate::vocab::cell::{along, Cell, CellSet, CELLS, OFF_BOARD};
use crate::vocab::piece::Shape;

/// The cells an (a, b) leap reaches from `cell` on the largest board.
fn leap_set(cell: Cell, a: i8, b: i8) -> CellSet {
    [(a, b), (b, a), (-a, b), (-b, a), (a, -b), (b, -a), (-a, -b), (-b, -a)]
        .into_iter()
        .filter_map(|(x, y)| cell.offset(x, y))
        .collect()
}

/// The neighbour of `cell` in direction `dir` (index into [`crate::vocab::cell::DIRECTIONS`]), on the largest board.
#[inline]
pub(crate) fn step(cell: Cell, dir: usize) -> Option<Cell> {
    match along()[cell.index()][dir][1] {
        OFF_BOARD => None,
        n => Cell::from_index(usize::from(n)),
    }
}

/// The cells a leap reaches from `cell` on the largest board.
#[inline]
pub(crate) fn leaps(leap: Leap, cell: Cell) -> CellSet {
    match leap {
        Leap::Knight => leap_set(cell, 1, 2),
        Leap::Long => leap_set(cell, 1, 3),
    }
}

/// The cells the slide part of `motion` reaches from `cell`: exactly `steps` cells along each
/// direction, every middle cell on `board` and not in `occupied`.
#[cfg(test)]
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
#[cfg(test)]
pub(crate) fn reach(motion: Motion, with_leaps: bool, cell: Cell, occupied: CellSet, board: CellSet) -> CellSet {
    let mut out = slides(motion, cell, occupied, board);
    if with_leaps {
        if let Some(leap) = motion.leap {
            out |= leaps(leap, cell) & board;
        }
    }
    out
}

/// Per-rules, per-board move and reach tables: for every shape and cell, its slides (target and
/// the cells that must be empty) and leaps, and what it reaches on an empty board.
pub(crate) struct MotionTables {
    targets: [[[u8; 8]; CELLS]; 3],
    between: [[[CellSet; 8]; CELLS]; 3],
    count: [[u8; CELLS]; 3],
    leaps: [[CellSet; CELLS]; 3],
    reach_empty: [[CellSet; CELLS]; 3],
    /// Every cell of every slide (middle cells and targets) on an empty board.
    paths: [[CellSet; CELLS]; 3],
    /// The reverse of `paths`: the cells from which a slide passes or ends on each cell.
    paths_to: [[CellSet; CELLS]; 3],
    /// The cells from which a slide passes over each cell (a middle cell, not the target).
    middles_to: [[CellSet; CELLS]; 3],
    /// `over_end[s][from][middle]`: where the first slide of shape `s` from `from` that passes
    /// over `middle` ends ([`OFF_BOARD`]: none does).
    over_end: [[[u8; CELLS]; CELLS]; 3],
    /// Where the slides of `middles_to` end (each as `over_end` has it): where a piece must
    /// stand for a slide over the cell to reach it.
    ends_over: [[CellSet; CELLS]; 3],
    reach_leaps: bool,
    /// The most destinations any piece may have on one cell (every shape's moves together, on
    /// an empty board): the bound random moves are drawn under.
    most: u32,
    /// The same bound for a piece moving as one shape only (a round has fewer moves than a
    /// pyramid).
    most_as: [u32; 3],
    /// The most slide targets any piece may have on one cell (every shape's together, on an
    /// empty board): the bound on what it may capture before a move.
    most_slides: u32,
}

impl MotionTables {
    /// Tables for `motion` (round, triangle, square) on the cells of `board`.
    pub fn new(motion: &[Motion; 3], reach_leaps: bool, board: CellSet) -> Box<MotionTables> {
        let mut t = Box::new(MotionTables {
            targets: [[[OFF_BOARD; 8]; CELLS]; 3],
            between: [[[CellSet::EMPTY; 8]; CELLS]; 3],
            count: [[0; CELLS]; 3],
            leaps: [[CellSet::EMPTY; CELLS]; 3],
            reach_empty: [[CellSet::EMPTY; CELLS]; 3],
            paths: [[CellSet::EMPTY; CELLS]; 3],
            paths_to: [[CellSet::EMPTY; CELLS]; 3],
            middles_to: [[CellSet::EMPTY; CELLS]; 3],
            over_end: [[[OFF_BOARD; CELLS]; CELLS]; 3],
            ends_over: [[CellSet::EMPTY; CELLS]; 3],
            reach_leaps,
            most: 0,
            most_as: [0; 3],
            most_slides: 0,
        });
        for (s, m) in motion.iter().enumerate() {
            for cell in board {
                let i = cell.index();
                'dirs: for dir in m.dirs.range() {
                    let mut at = cell;
                    let mut between = CellSet::EMPTY;
                    for k in 1..=m.steps {
                        match step(at, dir) {
                            Some(n) if board.contains(n) => at = n,
                            _ => continue 'dirs,
                        }
                        if k < m.steps {
                            between.insert(at);
                        }
                    }
                    let n = t.count[s][i] as usize;
                    t.targets[s][i][n] = at.index() as u8;
                    t.between[s][i][n] = between;
                    t.count[s][i] += 1;
                    t.reach_empty[s][i].insert(at);
                    t.paths[s][i] |= between | at.bit();
                    for c in between {
                        t.middles_to[s][c.index()].insert(cell);
                        let end = &mut t.over_end[s][i][c.index()];
                        if *end == OFF_BOARD {
                            *end = at.index() as u8;
                        }
                    }
                    for c in between | at.bit() {
                        t.paths_to[s][c.index()].insert(cell);
                    }
                }
                if let Some(leap) = m.leap {
                    t.leaps[s][i] = leaps(leap, cell) & board;
                    if reach_leaps {
                        let l = t.leaps[s][i];
                        t.reach_empty[s][i] |= l;
                    }
                }
            }
        }
        for s in 0..3 {
            for x in board {
                for v in t.middles_to[s][x.index()] {
                    if let Some(end) = t.slide_over(s, v, x) {
                        t.ends_over[s][x.index()].insert(end);
                    }
                }
            }
        }
        t.most = board
            .iter()
            .map(|c| (0..3).fold(CellSet::EMPTY, |all, s| all | t.moves(s, c, CellSet::EMPTY)).count())
            .max()
            .unwrap_or(0);
        for s in 0..3 {
            t.most_as[s] = board.iter().map(|c| t.moves(s, c, CellSet::EMPTY).count()).max().unwrap_or(0);
        }
        t.most_slides = board
            .iter()
            .map(|c| (0..3).fold(CellSet::EMPTY, |all, s| all | t.slides(s, c, CellSet::EMPTY)).count())
            .max()
            .unwrap_or(0);
        t
    }

    /// The most destinations a piece of any shape (a pyramid moving as all of them) may have
    /// from one cell of the board.
    #[inline]
    pub fn most_moves(&self) -> u32 {
        self.most
    }

    /// The most destinations a piece moving as `shape` only may have from one cell of the board.
    #[inline]
    pub fn most_moves_of(&self, shape: Shape) -> u32 {
        self.most_as[shape as usize]
    }

    /// The most slide targets a piece of any shape may have from one cell of the board.
    #[inline]
    pub fn most_slides(&self) -> u32 {
        self.most_slides
    }

    /// The regular (sliding) moves of shape `s` from `cell`, destinations occupied or not.
    #[inline]
    pub fn slides(&self, s: usize, cell: Cell, occupied: CellSet) -> CellSet {
        let i = cell.index();
        let mut out = CellSet::EMPTY;
        for n in 0..self.count[s][i] as usize {
            if (self.between[s][i][n] & occupied).is_empty() {
                out |= CellSet::of_index(self.targets[s][i][n]);
            }
        }
        out
    }

    /// The middle and destination cells of every regular (sliding) move of shape `s` from
    /// `cell` that stays on the board: the cells where a piece blocks one of its moves.
    #[inline]
    pub fn slide_paths(&self, s: usize, cell: Cell) -> CellSet {
        self.paths[s][cell.index()]
    }

    /// Where a piece of shape `s` (0 round, 1 triangle, 2 square) on `cell` may move, counting
    /// occupied destinations too (the caller removes them).
    #[inline]
    pub fn moves(&self, s: usize, cell: Cell, occupied: CellSet) -> CellSet {
        self.slides(s, cell, occupied) | self.leaps[s][cell.index()]
    }

    /// At most how many moves shape `s` has from `cell` (its slides and leaps on an empty
    /// board, counted apart): a bound read before the moves are found.
    #[inline]
    pub fn moves_bound(&self, s: usize, cell: Cell) -> u32 {
        u32::from(self.count[s][cell.index()]) + self.leaps[s][cell.index()].count()
    }

    /// The leaps of shape `s` from `cell`.
    #[inline]
    pub fn leaps(&self, s: usize, cell: Cell) -> CellSet {
        self.leaps[s][cell.index()]
    }

    /// The cells a piece of shape `s` on `cell` reaches for captures.
    #[inline]
    pub fn reach(&self, s: usize, cell: Cell, occupied: CellSet) -> CellSet {
        let out = self.slides(s, cell, occupied);
        if self.reach_leaps {
            out | self.leaps[s][cell.index()]
        } else {
            out
        }
    }

    /// Every cell a slide of shape `s` from `cell` passes or ends on, on an empty board.
    #[inline]
    pub fn paths(&self, s: usize, cell: Cell) -> CellSet {
        self.paths[s][cell.index()]
    }

    /// The cells from which a slide of shape `s` passes or ends on `cell` (on an empty board).
    #[inline]
    pub fn paths_to(&self, s: usize, cell: Cell) -> CellSet {
        self.paths_to[s][cell.index()]
    }

    /// The cells from which a slide of shape `s` passes over `cell` (`cell` a middle cell).
    #[inline]
    pub fn middles_to(&self, s: usize, cell: Cell) -> CellSet {
        self.middles_to[s][cell.index()]
    }

    /// Where the slides of shape `s` that pass over `cell` end ([`MotionTables::slide_over`] of
    /// each cell of [`MotionTables::middles_to`]).
    #[inline]
    pub fn ends_over(&self, s: usize, cell: Cell) -> CellSet {
        self.ends_over[s][cell.index()]
    }

    /// Where the slide of shape `s` from `from` that passes over `middle` ends, if one does.
    #[inline]
    pub fn slide_over(&self, s: usize, from: Cell, middle: Cell) -> Option<Cell> {
        match self.over_end[s][from.index()][middle.index()] {
            OFF_BOARD => None,
            end => Cell::from_index(usize::from(end)),
        }
    }

    /// What shape `s` on `cell` reaches on an empty board: a superset of [`MotionTables::reach`].
    #[inline]
    pub fn reach_empty(&self, s: usize, cell: Cell) -> CellSet {
        self.reach_empty[s][cell.index()]
    }
}

/// Shared, immutable motion tables; equal and hashed as nothing (they follow from the rules).
#[derive(Clone)]
pub(crate) struct Tables(pub std::sync::Arc<MotionTables>);

/// What motion tables follow from: the shapes' motions, whether reach includes leaps, the board.
type TablesKey = ([Motion; 3], bool, CellSet);

/// Tables built lately, the most recent first: most positions are made under the rules of the
/// one before (a game, its record, its analysis), and building tables costs far more than
/// reading a position's text.
const RECENT_TABLES: usize = 4;

thread_local! {
    static RECENT: std::cell::RefCell<Vec<(TablesKey, std::sync::Arc<MotionTables>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl Tables {
    /// The tables of these motions on this board: shared with the positions made lately under
    /// the same ones ([`RECENT_TABLES`]), else built.
    pub fn new(motion: &[Motion; 3], reach_leaps: bool, board: CellSet) -> Tables {
        let key = (*motion, reach_leaps, board);
        RECENT.with(|recent| {
            let mut recent = recent.borrow_mut();
            let tables = match recent.iter().position(|(k, _)| *k == key) {
                Some(i) => recent.remove(i).1,
                None => std::sync::Arc::from(MotionTables::new(motion, reach_leaps, board)),
            };
            recent.insert(0, (key, tables.clone()));
            recent.truncate(RECENT_TABLES);
            Tables(tables)
        })
    }
}

derived_in_eq_and_hash!(Tables);

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Tables")
    }
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

    /// Positions made under the same motions on the same board share one set of tables; other
    /// motions or another board get their own, equal to tables built afresh.
    #[test]
    fn tables_are_shared_by_positions_under_the_same_motions() {
        let classic = Rules::classic();
        let board = CellSet::ranks(16);
        let a = Tables::new(&classic.motion, classic.reach_leaps, board);
        let b = Tables::new(&classic.motion, classic.reach_leaps, board);
        assert!(std::sync::Arc::ptr_eq(&a.0, &b.0), "built twice for the same motions");
        let short = Tables::new(&classic.motion, classic.reach_leaps, CellSet::ranks(14));
        let leaps = Tables::new(&classic.motion, !classic.reach_leaps, board);
        let boissiere = Rules::boissiere();
        let other = Tables::new(&boissiere.motion, boissiere.reach_leaps, board);
        for (t, (motion, leaps_too, cells)) in [
            (&short, (classic.motion, classic.reach_leaps, CellSet::ranks(14))),
            (&leaps, (classic.motion, !classic.reach_leaps, board)),
            (&other, (boissiere.motion, boissiere.reach_leaps, board)),
        ] {
            assert!(!std::sync::Arc::ptr_eq(&a.0, &t.0));
            let fresh = MotionTables::new(&motion, leaps_too, cells);
            for s in 0..3 {
                for cell in cells {
                    assert_eq!(t.0.moves(s, cell, CellSet::EMPTY), fresh.moves(s, cell, CellSet::EMPTY));
                    assert_eq!(t.0.reach_empty(s, cell), fresh.reach_empty(s, cell));
                }
            }
        }
        // Still recent: shared again.
        let again = Tables::new(&classic.motion, classic.reach_leaps, board);
        assert!(std::sync::Arc::ptr_eq(&a.0, &again.0));
        // As many other tables made since as are kept: built again.
        for ranks in 0..RECENT_TABLES as u8 {
            Tables::new(&boissiere.motion, boissiere.reach_leaps, CellSet::ranks(8 + 2 * ranks));
        }
        let rebuilt = Tables::new(&classic.motion, classic.reach_leaps, board);
        assert!(!std::sync::Arc::ptr_eq(&a.0, &rebuilt.0));
    }

    #[test]
    fn tables_agree_with_direct_computation() {
        let rules = Rules::classic();
        for ranks in [14, 16] {
            let board = CellSet::ranks(ranks);
            let tables = MotionTables::new(&rules.motion, true, board);
            let mut rng = crate::Rng::new(ranks as u64);
            for _ in 0..200 {
                let occupied = CellSet((rng.next_u64() as u128) << 64 | rng.next_u64() as u128) & board;
                for cell in board {
                    for s in 0..3 {
                        assert_eq!(
                            tables.reach(s, cell, occupied),
                            reach(rules.motion[s], true, cell, occupied, board)
                        );
                        assert!((tables.reach(s, cell, occupied) & !tables.reach_empty(s, cell)).is_empty());
                    }
                }
            }
        }
    }

    #[test]
    fn the_slide_over_a_middle_cell_ends_where_the_walk_does() {
        // Walked step by step: the first direction (in order) whose slide from `from` passes
        // over `middle` (a cell before its last step), and where that slide ends.
        let walk = |m: Motion, from: Cell, middle: Cell, board: CellSet| {
            m.dirs.range().find_map(|dir| {
                let (mut at, mut over) = (from, false);
                for k in 1..=m.steps {
                    at = step(at, dir).filter(|n| board.contains(*n))?;
                    over |= k < m.steps && at == middle;
                }
                over.then_some(at)
            })
        };
        for preset in crate::rules::Preset::ALL {
            let rules = preset.rules();
            for ranks in [12, 16] {
                let board = CellSet::ranks(ranks);
                let tables = MotionTables::new(&rules.motion, rules.reach_leaps, board);
                let mut slides_over = 0;
                let mut ends = [[CellSet::EMPTY; CELLS]; 3];
                for (s, from, middle) in
                    (0..3).flat_map(|s| board.iter().flat_map(move |f| board.iter().map(move |m| (s, f, m))))
                {
                    let end = tables.slide_over(s, from, middle);
                    assert_eq!(
                        end,
                        walk(rules.motion[s], from, middle, board),
                        "{preset:?} shape {s} from {from} over {middle}"
                    );
                    assert_eq!(end.is_some(), tables.middles_to(s, middle).contains(from));
                    slides_over += usize::from(end.is_some());
                    if let Some(end) = end {
                        ends[s][middle.index()].insert(end);
                    }
                }
                assert!(slides_over > 0, "{preset:?}: some slide passes over a cell");
                for (s, middle) in (0..3).flat_map(|s| board.iter().map(move |m| (s, m))) {
                    assert_eq!(
                        tables.ends_over(s, middle),
                        ends[s][middle.index()],
                        "{preset:?} shape {s} over {middle}"
                    );
                }
            }
        }
    }

    #[test]
    fn short_board_cuts_moves() {
        let rules = Rules::classic();
        let got = reach(rules.motion[2], true, "a13".parse().unwrap(), CellSet::EMPTY, CellSet::ranks(14));
        assert_eq!(got, cells("a10 d13 b10 d12 d14"));
    }
}
