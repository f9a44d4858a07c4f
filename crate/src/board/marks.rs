//! [`Marks`]: which pieces their enemy could take if the board stayed as it is, kept with the
//! board. Plain data here; the capture layer fills it and keeps it up to date move by move
//! (`capture::pending`), and any change made to the board without it leaves the marks stale.

use crate::vocab::cell::{Cell, CellSet, CELLS};

/// For every piece on the board, by which kinds of capture its enemy (every enemy piece
/// attacking) could take it, or part of it, now. One bit set per kind, the eruption's witnesses
/// counted, the assaults along a line kept per direction.
#[derive(Clone, Debug)]
pub(crate) struct Marks {
    /// The marks agree with the board. False until the capture layer first computes them, and
    /// after any change to the board it did not follow.
    pub fresh: bool,
    /// Pieces besieged.
    pub siege: CellSet,
    /// Pieces taken by a method of reach (equality, encounter, ambush, power, progression).
    pub reach: CellSet,
    /// Pieces taken by an assault along a line.
    pub line: CellSet,
    /// Pieces imprisoned.
    pub prison: CellSet,
    /// Pieces with at least one eruption witness.
    pub erupt: CellSet,
    /// Per cell, the enemy pieces that take the piece there by eruption.
    pub witnesses: [u8; CELLS],
    /// Per cell, a bit per direction whose nearest piece takes the piece there by an assault
    /// along a line.
    pub rays: [u8; CELLS],
    /// The marks follow the board lazily: a change is recorded in `deferred` and judged
    /// only when asked (a search judges the positions it lists moves from, not every leaf).
    pub lazy: bool,
    /// Where the marks are lazy: the cells changed since they were last judged, each once, with
    /// what stood there before as [`Marks::defer`] writes it (the board tells what stands there
    /// now); the first `deferred_count`.
    pub deferred: [(u8, u8); DEFERRED],
    pub deferred_count: u8,
}

/// The most changed cells lazy marks record; past them the marks go stale (judged afresh).
pub const DEFERRED: usize = 8;

impl Marks {
    /// No marks, stale.
    pub const STALE: Marks = Marks {
        fresh: false,
        siege: CellSet::EMPTY,
        reach: CellSet::EMPTY,
        line: CellSet::EMPTY,
        prison: CellSet::EMPTY,
        erupt: CellSet::EMPTY,
        witnesses: [0; CELLS],
        rays: [0; CELLS],
        lazy: false,
        deferred: [(0, 0); DEFERRED],
        deferred_count: 0,
    };

    /// Do the marks agree with the board now (fresh, nothing recorded to judge)?
    pub fn current(&self) -> bool {
        self.fresh && self.deferred_count == 0
    }

    /// Record that `cell` changed, `old` standing there before (where the marks are lazy): 0
    /// for no piece, otherwise a piece's colour and the shapes it moves as (what the judgement
    /// of a change reads of a piece gone). A cell already recorded keeps its first `old`; one
    /// too many makes the marks stale.
    pub fn defer(&mut self, cell: Cell, old: u8) {
        let n = usize::from(self.deferred_count);
        let index = cell.index() as u8;
        if self.deferred[..n].iter().any(|&(c, _)| c == index) {
            return;
        }
        if n == DEFERRED {
            self.fresh = false;
            self.deferred_count = 0;
            return;
        }
        self.deferred[n] = (index, old);
        self.deferred_count += 1;
    }

    /// The pieces of which something is taken, by any method (both sides' pieces).
    pub fn falls(&self) -> CellSet {
        self.siege | self.reach | self.line | self.prison | self.erupt
    }

    /// Forget every mark of the piece on `cell` (the eruption count too).
    pub fn clear(&mut self, cell: Cell) {
        let keep = !cell.bit();
        for set in [&mut self.siege, &mut self.reach, &mut self.line, &mut self.prison, &mut self.erupt] {
            *set = *set & keep;
        }
        self.witnesses[cell.index()] = 0;
        self.rays[cell.index()] = 0;
    }
}

// Marks follow from the board: two states are equal, and hash, whatever their marks.
derived_in_eq_and_hash!(Marks);
