//! Hashing positions and moves, and the fixed-size transposition table.

use crate::ai::eval::WIN_BOUND;
use crate::vocab::cell::CELLS;
use std::hash::{Hash, Hasher};

use crate::board::moves::{Action, Move};
use crate::board::Board;
use crate::capture::Capture;
use crate::position::Position;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{Color, Component};
use crate::vocab::rng::Rng;

// ---------------------------------------------------------------- hashing

/// A 64-bit FNV-1a hasher whose output does not depend on the platform's word size.
pub(crate) struct Fnv(u64);

const FNV_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(FNV_PRIME);
        }
    }
    fn write_usize(&mut self, i: usize) {
        self.write(&(i as u64).to_le_bytes());
    }
    fn write_isize(&mut self, i: isize) {
        self.write(&(i as i64).to_le_bytes());
    }
}

/// `FNV_PRIME` to the power `n`: what `n` zero bytes multiply the hash by.
const fn prime_power(n: u32) -> u64 {
    let mut x = 1u64;
    let mut i = 0;
    while i < n {
        x = x.wrapping_mul(FNV_PRIME);
        i += 1;
    }
    x
}

/// A 16-bit fingerprint of a move (to check a stored move still names the same one, and to
/// index the history and killers): the FNV hash of the move, folded.
pub(crate) fn fingerprint(mv: &Move) -> u16 {
    let x = match (mv.action, mv.takes.is_empty()) {
        (Action::Shift { from, to }, true) => plain_move_hash(0, from, to),
        (Action::Replace { from, to }, true) => plain_move_hash(1, from, to),
        _ => move_hash(mv),
    };
    (x ^ (x >> 16) ^ (x >> 32) ^ (x >> 48)) as u16
}

/// The FNV hash of every byte of the move's hashing.
fn move_hash(mv: &Move) -> u64 {
    let mut h = Fnv(FNV_BASIS);
    mv.hash(&mut h);
    h.finish()
}

/// The FNV hash of a shift (variant 0) or replacement (variant 1) with no chosen captures,
/// byte for byte what hashing the [`Move`] gives (the variant as 8 bytes, the two cells, the
/// empty list's length as 8 bytes), with each run of zero bytes one multiplication: the search
/// fingerprints every move it orders, most of them such moves.
#[inline]
fn plain_move_hash(variant: u8, from: Cell, to: Cell) -> u64 {
    let mut x = (FNV_BASIS ^ u64::from(variant)).wrapping_mul(FNV_PRIME).wrapping_mul(prime_power(7));
    x = (x ^ from.index() as u64).wrapping_mul(FNV_PRIME);
    x = (x ^ to.index() as u64).wrapping_mul(FNV_PRIME);
    x.wrapping_mul(prime_power(8))
}

pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Zobrist keys: one per (cell, colour), mixed with the piece standing there (its components'
/// shapes and values), one for the side to move, one per side for its prisoner figures.
#[derive(Clone)]
pub(crate) struct Zobrist {
    pub(crate) cells: Vec<[u64; 2]>,
    pub(crate) turn: u64,
    pub(crate) prisoners: [u64; 2],
}

impl Zobrist {
    pub(crate) fn new() -> Zobrist {
        let mut rng = Rng::new(0x005e_ed0f_2b1e_7a11);
        let cells = (0..CELLS).map(|_| [rng.next_u64(), rng.next_u64()]).collect();
        Zobrist { cells, turn: rng.next_u64(), prisoners: [rng.next_u64(), rng.next_u64()] }
    }

    /// The key of `p`: the side to move's, each occupied cell's ([`Zobrist::cell`]) and each
    /// side's prisoners' ([`Zobrist::prisoners`]) keys, combined by exclusive or.
    pub(crate) fn hash(&self, p: &Position) -> u64 {
        let board = p.board();
        let mut h = self.turn_key(p);
        for color in Color::ALL {
            for cell in board.occupied_by(color) {
                h ^= self.cell(board, cell);
            }
            h ^= self.prisoners(p, color);
        }
        h
    }

    /// The key of `child`, played from `parent` (whose key is `key`) by a move that changed
    /// `touched` only: [`Zobrist::hash`] of `child`, worked out from the cells and prisoners that
    /// changed (the search's nodes below the root are keyed so, at a few cells' cost).
    pub(crate) fn after(&self, key: u64, parent: &Position, child: &Position, touched: Touched) -> u64 {
        let mut h = key ^ self.turn_key(parent) ^ self.turn_key(child);
        for cell in touched.cells {
            h ^= self.cell(parent.board(), cell) ^ self.cell(child.board(), cell);
        }
        if touched.prisoners {
            for color in Color::ALL {
                h ^= self.prisoners(parent, color) ^ self.prisoners(child, color);
            }
        }
        h
    }

    fn turn_key(&self, p: &Position) -> u64 {
        if p.turn() == Color::Black {
            self.turn
        } else {
            0
        }
    }

    /// The key of what stands on `cell` (0 where nothing does): its cell and colour's key,
    /// mixed with each of its components. (Never inlined: one copy serves both kinds of key,
    /// where inlined copies cost the browser builds about 500 bytes gzipped, for no measurable
    /// speed.)
    #[inline(never)]
    fn cell(&self, board: &Board, cell: Cell) -> u64 {
        let Some(color) = board.color_at(cell) else { return 0 };
        board.parts(cell).iter().fold(self.cells[cell.index()][color.index()], mix_part)
    }

    /// The key of `color`'s prisoners: how many, their value and digits, and where they come
    /// back into play, which ones.
    fn prisoners(&self, p: &Position, color: Color) -> u64 {
        let pr = p.prisoners(color);
        let mut x = self.prisoners[color.index()]
            ^ (u64::from(pr.pieces()) | u64::from(pr.value()) << 16 | u64::from(pr.digits()) << 40);
        if p.rules().prisoners_reenter {
            // Prisoners that come back: which ones matters, not only how many.
            for piece in pr.iter() {
                x = piece.parts().iter().fold(x, mix_part);
            }
        }
        mix(x)
    }
}

/// `x` mixed with one component (its value and shape): how a cell's and a prisoner list's keys
/// take in what they hold.
fn mix_part(x: u64, part: &Component) -> u64 {
    mix(x ^ (u64::from(part.value) << 2 | part.shape as u64))
}

/// What a move may have changed, for [`Zobrist::after`]: the cells whose content may differ
/// and whether the prisoners may.
#[derive(Copy, Clone, Default, Debug)]
pub(crate) struct Touched {
    cells: CellSet,
    prisoners: bool,
}

impl Touched {
    /// Of `mv`, played with `captures`: its action's cells and its victims' cells; the
    /// prisoners when it captured, dropped or removed.
    pub(crate) fn of(mv: &Move, captures: &[Capture]) -> Touched {
        let mut cells = match mv.action {
            Action::Shift { from, to } | Action::Replace { from, to } => from.bit() | to.bit(),
            Action::Drop { to, .. } => to.bit(),
            Action::Removal(target) => target.cell.bit(),
        };
        for c in captures {
            cells.insert(c.target.cell);
        }
        let prisoners = !captures.is_empty() || matches!(mv.action, Action::Drop { .. } | Action::Removal(_));
        Touched { cells, prisoners }
    }
}

// ---------------------------------------------------------------- transposition table

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// What a node's `best` score says, searched in the window (`alpha`, `beta`).
    pub(crate) fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// 16 bytes: the key's upper half, the score, the best move (its index in the legal-move list
/// and fingerprint), the depth, the bound and the search generation.
#[derive(Copy, Clone, Default)]
pub(crate) struct Entry {
    pub(crate) check: u32,
    pub(crate) score: i32,
    pub(crate) index: u16,
    pub(crate) fp: u16,
    pub(crate) depth: u8,
    /// Bound (2 bits) and generation (6 bits); 0 is an empty entry.
    pub(crate) meta: u8,
}

impl Entry {
    pub(crate) fn bound(&self) -> Bound {
        match self.meta & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
}

pub(crate) const BUCKET: usize = 4;

/// A fixed-size table of buckets of four entries; its memory never grows.
pub(crate) struct Table {
    pub(crate) entries: Vec<Entry>,
    /// Buckets − 1 (a power of two minus one).
    pub(crate) mask: usize,
    pub(crate) generation: u8,
}

impl Table {
    pub(crate) fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>() / BUCKET).max(1);
        let buckets = if wanted.is_power_of_two() { wanted } else { wanted.next_power_of_two() / 2 };
        Table { entries: vec![Entry::default(); buckets * BUCKET], mask: buckets - 1, generation: 0 }
    }

    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    pub(crate) fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
        self.generation = 0;
    }

    pub(crate) fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * BUCKET
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let check = (key >> 32) as u32;
        let b = self.bucket(key);
        self.entries[b..b + BUCKET].iter().find(|e| e.meta != 0 && e.check == check).copied()
    }

    /// The table's word on a node: `Err(score)` when a stored score settles it, otherwise the
    /// stored best move (index and fingerprint), if any.
    pub(crate) fn settle(
        &self,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Result<Option<(u16, u16)>, i32> {
        let mut tt_move: Option<(u16, u16)> = None;
        if let Some(e) = self.probe(key) {
            if e.index != u16::MAX {
                tt_move = Some((e.index, e.fp));
            }
            if i32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                match e.bound() {
                    Bound::Exact => return Err(s),
                    Bound::Lower if s >= beta => return Err(s),
                    Bound::Upper if s <= alpha => return Err(s),
                    _ => {}
                }
            }
        }
        Ok(tt_move)
    }

    pub(crate) fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<(u16, u16)>) {
        let check = (key >> 32) as u32;
        let b = self.bucket(key);
        let generation = self.generation;
        let bucket = &mut self.entries[b..b + BUCKET];
        let slot = match bucket.iter().position(|e| e.meta != 0 && e.check == check) {
            Some(i) => i,
            None => {
                // The emptiest, else the shallowest and oldest.
                let worth = |e: &Entry| {
                    if e.meta == 0 {
                        i32::MIN
                    } else {
                        let age = i32::from(generation.wrapping_sub(e.meta >> 2) & 63);
                        i32::from(e.depth) - 4 * age
                    }
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let old = bucket[slot];
        let (index, fp) = match best {
            Some(m) => m,
            None if old.meta != 0 && old.check == check => (old.index, old.fp),
            None => (u16::MAX, 0),
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        bucket[slot] = Entry {
            check,
            score,
            index,
            fp,
            depth: depth.clamp(0, 255) as u8,
            meta: bound_bits | (generation & 63) << 2,
        };
    }

    /// The line the table remembers from `position`, starting with `first`.
    pub(crate) fn principal_variation(
        &self,
        zobrist: &Zobrist,
        position: &Position,
        first: Option<&Move>,
        depth: usize,
    ) -> Vec<Move> {
        let mut line = Vec::new();
        let Some(first) = first else { return line };
        let mut p = position.clone();
        let mut captures = Vec::new();
        let mut moves = Vec::new();
        let mut mv = first.clone();
        loop {
            p.play_unchecked(&mv, &mut captures);
            line.push(mv);
            if line.len() >= depth.max(1) || p.is_over() {
                return line;
            }
            let Some(e) = self.probe(zobrist.hash(&p)) else { return line };
            p.search_moves_into(&mut moves);
            match moves.get(e.index as usize) {
                Some(m) if fingerprint(m) == e.fp => mv = m.clone(),
                _ => return line,
            }
        }
    }
}

/// Win scores are stored relative to the node, read back relative to the root.
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_stores_and_finds() {
        let mut t = Table::new(1 << 12);
        assert_eq!(t.bytes(), 1 << 12);
        t.store(0xdead_beef_0000_0001, 3, 42, Bound::Exact, Some((5, 77)));
        let e = t.probe(0xdead_beef_0000_0001).expect("stored");
        assert_eq!((e.score, e.index, e.fp, e.depth, e.bound()), (42, 5, 77, 3, Bound::Exact));
        assert!(t.probe(0xfeed_beef_0000_0001).is_none());
        assert_eq!(Table::new(3000).bytes(), 2048, "rounded down to a power of two");
        assert_eq!(Table::new(0).bytes(), 64, "one bucket at least");
    }

    /// A child's key carried from its parent's over what the move touched is the key hashed
    /// afresh: after every move the search plays (captures, pyramids losing a component,
    /// replacements, drops, removals) from the positions of random games of every preset, and
    /// after a null move.
    #[test]
    fn a_key_carried_over_a_move_is_the_key_hashed() {
        use crate::rules::Preset;
        let z = Zobrist::new();
        let (mut moves, mut captures) = (Vec::new(), Vec::new());
        for preset in Preset::ALL {
            let (mut checked, mut captured, mut drops) = (0, 0, 0);
            crate::position::each_random_position(preset.rules(), 17, 600, |parent| {
                let key = z.hash(parent);
                parent.search_moves_into(&mut moves);
                for mv in &moves {
                    let mut child = parent.clone();
                    child.play_unchecked(mv, &mut captures);
                    let touched = Touched::of(mv, &captures);
                    assert_eq!(z.after(key, parent, &child, touched), z.hash(&child), "{preset:?} {mv:?}");
                    checked += 1;
                    captured += usize::from(!captures.is_empty());
                    drops += usize::from(matches!(mv.action, Action::Drop { .. }));
                }
                let mut passed = parent.clone();
                passed.pass_turn();
                assert_eq!(z.after(key, parent, &passed, Touched::default()), z.hash(&passed));
            });
            assert!(checked > 10_000 && captured > 100, "{preset:?}: {checked} moves, {captured} capturing");
            // Where prisoners come back, their drops (which change the prisoner lists) are checked too.
            assert!(!preset.rules().prisoners_reenter || drops > 0, "{preset:?}: no drop checked");
        }
    }

    /// The fast path of shifts and replacements is the move's hash: it fails when a byte of
    /// the move's hashing (the variant's width, a cell, the list's length) is left out.
    #[test]
    fn fingerprints_of_plain_moves_are_the_moves_hashes() {
        use crate::board::moves::Target;
        let cells: Vec<Cell> = (0..CELLS).filter_map(Cell::from_index).collect();
        let mut seen = std::collections::HashSet::new();
        for &from in &cells {
            for &to in cells.iter().step_by(7) {
                for (variant, action) in [(0, Action::Shift { from, to }), (1, Action::Replace { from, to })] {
                    let mv = Move { action, takes: Vec::new() };
                    assert_eq!(plain_move_hash(variant, from, to), move_hash(&mv), "{mv:?}");
                    seen.insert(fingerprint(&mv));
                }
            }
        }
        assert!(seen.len() > 3000, "fingerprints spread: {}", seen.len());
        let chosen =
            Move { action: Action::Shift { from: cells[0], to: cells[9] }, takes: vec![Target::whole(cells[20])] };
        assert_ne!(fingerprint(&chosen), fingerprint(&Move { takes: Vec::new(), ..chosen.clone() }));
    }
}
