//! The values attackers use: what each attacker counts with, which attackers reach a victim,
//! the arithmetic that combines two values, and what a capture takes.

use crate::board::motion::MotionTables;
use crate::board::moves::Target;
use crate::board::Board;
use crate::capture::{Capture, Method, MethodSet, Op, Part, Reason};
use crate::rules::{Ops, PyramidAttack, PyramidDefence, Rules};
use crate::vocab::cell::{Cell, CellSet, CELLS, DIRECTIONS};
use crate::vocab::piece::{Color, Piece, Shape, MAX_PARTS};

/// Every simple shape, as a mask for [`AttackValues::of`].
pub(crate) const ALL_SHAPES: u8 = 0b111;

/// The values one attacker may use: its value, or a pyramid's total and the components whose
/// shape reaches (`mask` of shapes; all components when `mask` is `ALL_SHAPES`).
#[derive(Copy, Clone)]
pub(crate) struct AttackValues {
    len: u8,
    items: [u32; 1 + MAX_PARTS],
}

impl AttackValues {
    pub(crate) fn of(board: &Board, cell: Cell, mask: u8) -> AttackValues {
        let mut v = AttackValues { len: 1, items: [0; 1 + MAX_PARTS] };
        v.items[0] = board.value(cell);
        if board.is_pyramid(cell) {
            for part in board.parts(cell) {
                if mask & (1 << part.shape as u8) != 0 {
                    v.items[v.len as usize] = part.value as u32;
                    v.len += 1;
                }
            }
        }
        v
    }

    pub(crate) fn as_slice(&self) -> &[u32] {
        &self.items[..self.len as usize]
    }

    /// These values below `limit`, in the same order.
    pub(crate) fn below(&self, limit: u32) -> AttackValues {
        let mut out = AttackValues { len: 0, items: [0; 1 + MAX_PARTS] };
        for &x in self.as_slice().iter().filter(|&&x| x < limit) {
            out.items[out.len as usize] = x;
            out.len += 1;
        }
        out
    }

    /// Add `value` unless it is already there.
    pub(crate) fn push_distinct(&mut self, value: u32) {
        if !self.as_slice().contains(&value) && (self.len as usize) < self.items.len() {
            self.items[self.len as usize] = value;
            self.len += 1;
        }
    }
}

/// The attackers that reach one victim, with the shapes by which each reaches.
pub(crate) struct Reachers {
    pub(crate) cells: CellSet,
    by_shape: [CellSet; 3],
}

impl Reachers {
    /// `mover`'s pieces that reach `victim` (through the rules' reach: leaps or not), with the
    /// shapes by which each reaches. Motion is symmetric: what `victim`'s cell reaches as each
    /// shape is what reaches it.
    pub(crate) fn of(board: &Board, tables: &MotionTables, mover: Color, victim: Cell) -> Reachers {
        let mut r = Reachers { cells: CellSet::EMPTY, by_shape: [CellSet::EMPTY; 3] };
        let occupied = board.occupied();
        for shape in Shape::SIMPLE {
            let s = shape as usize;
            let candidates = tables.reach_empty(s, victim) & board.movers(mover, shape);
            if candidates.is_empty() {
                continue;
            }
            let hit = tables.reach(s, victim, occupied) & candidates;
            r.by_shape[s] = hit;
            r.cells |= hit;
        }
        r
    }

    /// Bit set of the shapes by which `cell` reaches.
    pub(crate) fn mask(&self, cell: Cell) -> u8 {
        let mut m = 0;
        for s in 0..3 {
            if self.by_shape[s].contains(cell) {
                m |= 1 << s;
            }
        }
        m
    }
}

/// The values a piece attacks with: its value (a pyramid's total), and for a pyramid its
/// base's value ([`PyramidAttack::TotalOrBase`]) or every component's (otherwise: no reach is
/// involved where this is used). Distinct values, total first.
pub(crate) fn attack_values(rules: &Rules, board: &Board, cell: Cell) -> AttackValues {
    match rules.pyramid_attack {
        PyramidAttack::TotalOrBase => {
            let mut v = AttackValues::of(board, cell, 0);
            if let Some(base) = board.parts(cell).first().filter(|_| board.is_pyramid(cell)) {
                v.push_distinct(base.value as u32);
            }
            v
        }
        PyramidAttack::TotalOrComponent => AttackValues::of(board, cell, ALL_SHAPES),
    }
}

/// The values by which the piece on `cell` falls whole to a capture that takes whole pieces
/// only (assault and sally): its value, and under [`PyramidDefence::Layers`] a pyramid's base's
/// (0 when there is none).
pub(crate) fn whole_values(rules: &Rules, board: &Board, cell: Cell) -> [(u32, Part); 2] {
    let total = board.value(cell);
    let base = match board.parts(cell).first() {
        Some(b)
            if board.is_pyramid(cell) && rules.pyramid_defence == PyramidDefence::Layers && b.value as u32 != total =>
        {
            b.value as u32
        }
        _ => 0,
    };
    [(total, Part::Value), (base, Part::Base)]
}

/// `x op y = t` for the first enabled operation that fits, operands ordered for display.
pub(crate) fn combine(x: u32, y: u32, t: u64, ops: Ops) -> Option<Reason> {
    let (hi, lo) = if x >= y { (x, y) } else { (y, x) };
    let (h, l) = (hi as u64, lo as u64);
    let result = t as u32;
    if ops.sum && h + l == t {
        Some(Reason::Ambush { a: x, b: y, op: Op::Sum, result })
    } else if ops.difference && h - l == t {
        Some(Reason::Ambush { a: hi, b: lo, op: Op::Difference, result })
    } else if ops.product && h * l == t {
        Some(Reason::Ambush { a: x, b: y, op: Op::Product, result })
    } else if ops.quotient && l * t == h {
        Some(Reason::Ambush { a: hi, b: lo, op: Op::Quotient, result })
    } else {
        None
    }
}

/// The k ≥ 2 with `base^k = power`, for a base of at least 2.
pub(crate) fn exponent(base: u32, power: u32) -> Option<u32> {
    if base < 2 {
        return None;
    }
    let (b, p) = (base as u64, power as u64);
    let mut x = b * b;
    let mut k = 2;
    while x < p {
        x *= b;
        k += 1;
    }
    (x == p).then_some(k)
}

/// The cells on each cell's rank, file and diagonals at least two steps away, built once.
pub(crate) fn far_lines() -> &'static [CellSet; CELLS] {
    static FAR: std::sync::OnceLock<Box<[CellSet; CELLS]>> = std::sync::OnceLock::new();
    FAR.get_or_init(|| Box::new(far_lines_table()))
}

fn far_lines_table() -> [CellSet; CELLS] {
    let mut t = [CellSet::EMPTY; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut bits = 0u128;
        let mut d = 0;
        while d < 8 {
            bits |= crate::vocab::cell::rays()[i][d].0;
            d += 1;
        }
        let cell = match Cell::from_index(i) {
            Some(c) => c,
            None => panic!("in range"),
        };
        let mut d = 0;
        while d < 8 {
            if let Some(n) = cell.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                bits &= !(1u128 << n.index());
            }
            d += 1;
        }
        t[i] = CellSet(bits);
        i += 1;
    }
    t
}

/// Directions whose cells have growing indexes (north, east, north-east, north-west): the
/// nearest cell of a ray is its lowest bit; in the others its highest.
pub(crate) const GROWING: [bool; 8] = [true, true, false, false, true, false, false, true];

/// What capturing `target` takes: the whole piece, or one component as a simple piece.
pub(crate) fn taken(board: &Board, target: Target) -> Option<Piece> {
    let piece = board.get(target.cell)?;
    match target.component {
        None => Some(piece),
        Some(v) => {
            let part = piece.parts().iter().find(|c| c.value == v)?;
            Some(Piece::simple(piece.color, part.shape, part.value))
        }
    }
}

/// A capture of `target` (the whole piece, or one component) by `method`.
pub(crate) fn capture(board: &Board, target: Target, method: Method, by: CellSet, reason: Reason) -> Option<Capture> {
    let victim = taken(board, target)?;
    let mut methods = MethodSet::default();
    methods.insert(method);
    Some(Capture { target, victim, method, methods, by, reason })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exponents() {
        assert_eq!(exponent(3, 81), Some(4));
        assert_eq!(exponent(9, 81), Some(2));
        assert_eq!(exponent(2, 64), Some(6));
        assert_eq!(exponent(4, 64), Some(3));
        assert_eq!(exponent(3, 3), None);
        assert_eq!(exponent(1, 1), None);
        assert_eq!(exponent(81, 3), None);
        assert_eq!(exponent(6, 35), None);
        assert_eq!(exponent(99, 9999), None);
    }

    #[test]
    fn rays_start_at_the_nearest_cell() {
        let d5: Cell = "d5".parse().unwrap();
        for dir in 0..8 {
            let ray = crate::vocab::cell::rays()[d5.index()][dir];
            let nearest = if GROWING[dir] { ray.first() } else { ray.iter().last() };
            let step = d5.offset(DIRECTIONS[dir].0, DIRECTIONS[dir].1);
            assert_eq!(nearest, step, "direction {dir}");
        }
    }
}
