//! The capture methods of the sources where the player chooses captures (`boissiere`,
//! `simplified`): what the mover may take at one moment, each capture with its method, its
//! attackers and its arithmetic. [`crate::chosen`] composes turns from these.
//!
//! Which methods apply, and how, is read from [`Rules::methods`](crate::Rules) and the pyramid
//! rules; nothing here names a preset.
//!
//! One victim (or one pyramid component) is offered once per moment: when several methods take
//! it, the first in [`Method::ALL`] order is reported with its arithmetic and `methods` lists
//! them all. The arithmetic shown is the first witness in cell order (attacker cells ascending;
//! for a pyramid attacker, its total before its components).

use crate::capture::{combine, AttackValues, Capture, Method, MethodSet, Reachers, Reason};
use crate::cell::{Cell, CellSet, CELLS, DIRECTIONS};
use crate::chosen::Choice;
use crate::moves::Target;
use crate::piece::{Piece, Shape, MAX_PARTS};
use crate::position::Position;
use crate::rules::{Ambush, Assault, Attackers, PyramidDefence};
use crate::victory::Progression;

/// When captures are judged.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Moment {
    /// After a move or a drop: any of the mover's pieces may capture; `moved` is the piece that
    /// moved or entered (if any).
    After {
        /// Where the moved or dropped piece stands.
        moved: Option<Cell>,
    },
    /// Before a regular move (`boissiere`): the captures `piece` takes part in from where it
    /// stands.
    Before {
        /// The piece about to move.
        piece: Cell,
    },
}

/// Every capture the mover may choose at `moment`, victims in cell order; on one cell the
/// whole piece first, then its components base first.
pub(crate) fn available(position: &Position, moment: Moment) -> Vec<Choice> {
    let mut out = Vec::new();
    let judge = Judge::new(position, moment);
    if judge.attackers.is_empty() {
        return out;
    }
    for victim in position.board.occupied_by(position.turn.opposite()) {
        judge.victim(victim, &mut |capture| out.push(Choice::single(capture)));
    }
    out
}

/// Can the mover's piece on `piece` take the whole enemy piece on `victim` from where it
/// stands (a capture before a move, `boissiere`)? A cheap test for random playouts.
pub(crate) fn takes_whole(position: &Position, victim: Cell, piece: Cell) -> bool {
    let judge = Judge::new(position, Moment::Before { piece });
    let mut found = false;
    if !judge.attackers.is_empty() && position.board.occupied_by(position.turn.opposite()).contains(victim) {
        judge.victim(victim, &mut |capture| found |= capture.target.component.is_none());
    }
    found
}

/// The captures by replacement the piece on `from` may make (`simplified`'s assault and
/// sally): the victim's cell is the move's destination.
pub(crate) fn replacements(_position: &Position, _from: Cell) -> Vec<Capture> {
    Vec::new()
}

fn make(position: &Position, target: Target, finding: Finding) -> Option<Capture> {
    let piece = position.board.get(target.cell)?;
    let victim = match target.component {
        None => piece,
        Some(v) => {
            let part = piece.parts().iter().find(|c| c.value == v)?;
            Piece::simple(piece.color, part.shape, part.value)
        }
    };
    let method = finding.methods.first()?;
    let reason = finding.reason?;
    Some(Capture { target, victim, method, methods: finding.methods, by: finding.by, reason })
}

/// What the methods find against one value of one victim: every method that applies, and the
/// attackers and arithmetic of the first.
#[derive(Copy, Clone)]
struct Finding {
    methods: MethodSet,
    by: CellSet,
    reason: Option<Reason>,
}

impl Finding {
    const NONE: Finding = Finding { methods: MethodSet::EMPTY, by: CellSet::EMPTY, reason: None };

    /// Record `method`; the first one recorded (the methods are tried in report order) keeps
    /// its attackers and arithmetic.
    fn note(&mut self, method: Method, by: CellSet, reason: Reason) {
        self.methods.insert(method);
        if self.reason.is_none() {
            self.by = by;
            self.reason = Some(reason);
        }
    }
}

/// `RAY_MASKS[cell][dir]`: the cells beyond `cell` in direction `dir` ([`DIRECTIONS`]), on the
/// largest board.
static RAY_MASKS: [[CellSet; 8]; CELLS] = ray_masks();

const fn ray_masks() -> [[CellSet; 8]; CELLS] {
    let mut t = [[CellSet::EMPTY; 8]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let cell = match Cell::from_index(i) {
            Some(c) => c,
            None => panic!("in range"),
        };
        let mut d = 0;
        while d < 8 {
            let mut bits = 0u128;
            let mut k = 1i8;
            while k < 16 {
                if let Some(n) = cell.offset(DIRECTIONS[d].0 * k, DIRECTIONS[d].1 * k) {
                    bits |= 1u128 << n.index();
                }
                k += 1;
            }
            t[i][d] = CellSet(bits);
            d += 1;
        }
        i += 1;
    }
    t
}

/// `FAR_LINES[cell]`: the cells on `cell`'s rank, file and diagonals at least two steps away.
static FAR_LINES: [CellSet; CELLS] = far_lines();

const fn far_lines() -> [CellSet; CELLS] {
    let mut t = [CellSet::EMPTY; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut bits = 0u128;
        let mut d = 0;
        while d < 8 {
            bits |= RAY_MASKS[i][d].0;
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
const GROWING: [bool; 8] = [true, true, false, false, true, false, false, true];

/// The captures of one side at one moment.
struct Judge<'a> {
    position: &'a Position,
    /// The pieces that may be "the" attacker (one of the two in an ambush or a progression, a
    /// blocker in an imprisonment).
    attackers: CellSet,
    /// The mover's pieces.
    own: CellSet,
}

/// The pieces on one victim's lines with empty cells between: (attacker, empty cells).
struct LineAttackers {
    len: usize,
    items: [(Cell, u32); 8],
}

impl<'a> Judge<'a> {
    fn new(position: &'a Position, moment: Moment) -> Judge<'a> {
        let own = position.board.occupied_by(position.turn);
        let attackers = match moment {
            Moment::Before { piece } => piece.bit() & own,
            Moment::After { moved } => match (position.rules.attackers, moved) {
                (Attackers::All, _) => own,
                (Attackers::MovedOnly, Some(cell)) => cell.bit() & own,
                (Attackers::MovedOnly, None) => CellSet::EMPTY,
            },
        };
        Judge { position, attackers, own }
    }

    /// Report every capture of the piece on `victim` (whole, then components base first).
    fn victim(&self, victim: Cell, emit: &mut impl FnMut(Capture)) {
        let position = self.position;
        let board = &position.board;
        let methods = &position.rules.methods;
        let reachers = Reachers::of(board, &position.tables.0, position.turn, victim);
        let reach = !(reachers.cells & self.attackers).is_empty();
        let line = match methods.assault {
            Some(Assault::Line) => self.line_attackers(victim),
            _ => LineAttackers { len: 0, items: [(victim, 0); 8] },
        };
        let prison = if methods.imprisonment { self.imprisoned(victim) } else { None };
        if !reach && line.len == 0 && prison.is_none() {
            return;
        }
        let mut whole = self.test(board.value(victim), &reachers, reach, &line);
        if let Some(blockers) = prison {
            whole.note(Method::Imprisonment, blockers & self.own, Reason::Imprisonment { blockers });
        }
        if !whole.methods.is_empty() {
            emit_capture(position, Target::whole(victim), whole, emit);
        }
        let parts = board.parts(victim);
        if !board.is_pyramid(victim) || parts.len() < 2 || position.rules.pyramid_defence == PyramidDefence::TotalThenComponents && !whole.methods.is_empty() {
            return;
        }
        let mut seen = [0u16; MAX_PARTS];
        for (i, part) in parts.iter().enumerate() {
            seen[i] = part.value;
            if seen[..i].contains(&part.value) {
                continue;
            }
            let finding = self.test(part.value as u32, &reachers, reach, &line);
            if !finding.methods.is_empty() {
                emit_capture(position, Target { cell: victim, component: Some(part.value) }, finding, emit);
            }
        }
    }

    /// The methods that take the value `target`, in report order (imprisonment aside).
    fn test(&self, target: u32, reachers: &Reachers, reach: bool, line: &LineAttackers) -> Finding {
        let methods = &self.position.rules.methods;
        let mut f = Finding::NONE;
        if reach && (methods.encounter || methods.equality) {
            let method = if methods.encounter { Method::Encounter } else { Method::Equality };
            if let Some((a, value)) = self.single(reachers, |x| x == target) {
                f.note(method, a.bit(), Reason::Equality { value });
            }
        }
        let pairs = reach && reachers.cells.count() >= 2;
        if let Some(Ambush { ops, adjacent: false }) = methods.ambush {
            if pairs {
                let t = target as u64;
                if let Some((a, b, reason)) = self.pair(reachers, |x, y| combine(x, y, t, ops)) {
                    f.note(Method::Ambush, a.bit() | b.bit(), reason);
                }
            }
        }
        for &(a, cells) in &line.items[..line.len] {
            let n = cells as u64;
            let t = target as u64;
            let fits = |x: u32| x as u64 * n == t || t * n == x as u64;
            if let Some(x) = self.values(a).as_slice().iter().copied().find(|&x| fits(x)) {
                f.note(Method::Assault, a.bit(), Reason::Assault { attacker: x, victim: target, cells });
                break;
            }
        }
        if reach && methods.power {
            let powers = |x: u32| exponent(x, target).is_some() || exponent(target, x).is_some();
            if let Some((a, x)) = self.single(reachers, powers) {
                let reason = match exponent(x, target) {
                    Some(k) => Reason::Power { base: x, exponent: k, result: target },
                    None => Reason::Power { base: target, exponent: exponent(target, x).unwrap_or(0), result: x },
                };
                f.note(Method::Power, a.bit(), reason);
            }
        }
        if pairs && methods.progression {
            let found = self.pair(reachers, |x, y| {
                Progression::of(target, x, y).map(|kind| {
                    let mut values = [target, x, y];
                    values.sort_unstable();
                    Reason::Progression { values, kind }
                })
            });
            if let Some((a, b, reason)) = found {
                f.note(Method::Progression, a.bit() | b.bit(), reason);
            }
        }
        f
    }

    /// The values a piece attacks with when no reach is needed: its value, or a pyramid's
    /// total and each of its components.
    fn values(&self, cell: Cell) -> AttackValues {
        AttackValues::of(&self.position.board, cell, 0b111)
    }

    /// The first attacker (in cell order) that reaches the victim with a value `ok` accepts.
    fn single(&self, reachers: &Reachers, ok: impl Fn(u32) -> bool) -> Option<(Cell, u32)> {
        let board = &self.position.board;
        for a in reachers.cells & self.attackers {
            if let Some(&x) = AttackValues::of(board, a, reachers.mask(a)).as_slice().iter().find(|&&x| ok(x)) {
                return Some((a, x));
            }
        }
        None
    }

    /// The first pair of two different pieces that reach the victim, one of them an attacker,
    /// whose values `ok` combines.
    fn pair(&self, reachers: &Reachers, ok: impl Fn(u32, u32) -> Option<Reason>) -> Option<(Cell, Cell, Reason)> {
        let board = &self.position.board;
        for a in reachers.cells {
            let va = AttackValues::of(board, a, reachers.mask(a));
            let rest = CellSet(reachers.cells.0 & ((u128::MAX << a.index()) << 1));
            for b in rest {
                if !self.attackers.contains(a) && !self.attackers.contains(b) {
                    continue;
                }
                let vb = AttackValues::of(board, b, reachers.mask(b));
                for &x in va.as_slice() {
                    for &y in vb.as_slice() {
                        if let Some(r) = ok(x, y) {
                            return Some((a, b, r));
                        }
                    }
                }
            }
        }
        None
    }

    /// The attackers on the victim's ranks, files and diagonals with n ≥ 1 cells between, all
    /// empty: the nearest piece of each ray, when it is one of the attackers and not adjacent.
    fn line_attackers(&self, victim: Cell) -> LineAttackers {
        let mut out = LineAttackers { len: 0, items: [(victim, 0); 8] };
        // Cheap first: an attacker on one of the lines, not adjacent.
        if (FAR_LINES[victim.index()] & self.attackers).is_empty() {
            return out;
        }
        let occupied = self.position.board.occupied();
        let rays = &RAY_MASKS[victim.index()];
        for dir in 0..8 {
            let ray = rays[dir].0;
            if ray & self.attackers.0 == 0 {
                continue;
            }
            let hit = ray & occupied.0;
            let index = if GROWING[dir] { hit.trailing_zeros() } else { 127 - hit.leading_zeros() };
            let Some(a) = Cell::from_index(index as usize) else { continue };
            let gap = a.file().abs_diff(victim.file()).max(a.rank().abs_diff(victim.rank())) as u32;
            if gap >= 2 && self.attackers.contains(a) {
                out.items[out.len] = (a, gap - 1);
                out.len += 1;
            }
        }
        out
    }

    /// When the victim has no regular move: every piece standing on a middle or destination
    /// cell of its moves, provided one of them is an attacker.
    fn imprisoned(&self, victim: Cell) -> Option<CellSet> {
        let board = &self.position.board;
        let tables = &self.position.tables.0;
        let color = self.position.turn.opposite();
        let mut shapes = [false; 3];
        let mut paths = CellSet::EMPTY;
        for shape in Shape::SIMPLE {
            let s = shape as usize;
            shapes[s] = board.movers(color, shape).contains(victim);
            if shapes[s] {
                paths |= tables.slide_paths(s, victim);
            }
        }
        // Cheap first: one of the attackers must stand in the way.
        if (paths & self.attackers).is_empty() {
            return None;
        }
        let occupied = board.occupied();
        for (s, &holds) in shapes.iter().enumerate() {
            if holds && !(tables.slides(s, victim, occupied) & !occupied).is_empty() {
                return None;
            }
        }
        Some(paths & occupied)
    }
}

fn emit_capture(position: &Position, target: Target, finding: Finding, emit: &mut impl FnMut(Capture)) {
    if let Some(capture) = make(position, target, finding) {
        emit(capture);
    }
}

/// The k ≥ 2 with `base^k = power`, for a base of at least 2.
fn exponent(base: u32, power: u32) -> Option<u32> {
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
            let ray = RAY_MASKS[d5.index()][dir];
            let nearest = if GROWING[dir] { ray.first() } else { ray.iter().last() };
            let step = d5.offset(DIRECTIONS[dir].0, DIRECTIONS[dir].1);
            assert_eq!(nearest, step, "direction {dir}");
        }
    }
}
