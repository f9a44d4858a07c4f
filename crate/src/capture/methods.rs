//! The capture methods, one named function each, shared by every capture mode that uses them
//! (the automatic sweep, the chosen captures): given who attacks ([`Attack`]) and a victim's
//! value, each returns its attackers and its arithmetic, or nothing.
//!
//! | method | function |
//! |---|---|
//! | equality, encounter | [`equality`] |
//! | ambush (by reach) | [`ambush`] |
//! | ambush (adjacent, `simplified`) | [`combos`] then [`adjacent_ambush`] |
//! | eruption | [`eruption`] |
//! | assault along a line (`boissiere`) | [`line_assault`] |
//! | power | [`power`] |
//! | progression | [`progression`] |
//! | siege | [`siege`] |
//! | imprisonment | [`imprisonment`] |
//! | assault and sally by replacement | [`super::replace`] |
//! | landing and encirclement (`ludii`) | [`super::landing`] |

use crate::board::motion::MotionTables;
use crate::board::state::State;
use crate::board::Board;
use crate::capture::replace::takeable;
use crate::capture::values::{
    attack_values, combine, exponent, far_lines, AttackValues, Reachers, ALL_SHAPES, GROWING,
};
use crate::capture::{Op, Reason, Values};
use crate::rules::{Attackers, Distance, Ops, Rules, Siege};
use crate::vocab::arith::Progression;
use crate::vocab::cell::{lines, Cell, CellSet, NEIGHBOURS};
use crate::vocab::piece::{Color, Shape};

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

/// Who attacks, on what board: the side that captures, its pieces, and those of them that
/// may be "the" attacker at this moment (one of the two in an ambush or a progression, a blocker
/// in an imprisonment).
pub(crate) struct Attack<'a> {
    pub rules: &'a Rules,
    pub tables: &'a MotionTables,
    pub board: &'a Board,
    /// The side that captures.
    pub mover: Color,
    /// The pieces that may be "the" attacker.
    pub attackers: CellSet,
    /// The mover's pieces.
    pub own: CellSet,
}

impl<'a> Attack<'a> {
    /// `mover`'s attack at `moment`, under `rules` on `board`.
    pub fn new(
        rules: &'a Rules,
        tables: &'a MotionTables,
        board: &'a Board,
        mover: Color,
        moment: Moment,
    ) -> Attack<'a> {
        let own = board.occupied_by(mover);
        let attackers = match moment {
            Moment::Before { piece } => piece.bit() & own,
            Moment::After { moved } => match (rules.attackers, moved) {
                (Attackers::All, _) => own,
                (Attackers::MovedOnly, Some(cell)) => cell.bit() & own,
                (Attackers::MovedOnly, None) => CellSet::EMPTY,
            },
        };
        Attack { rules, tables, board, mover, attackers, own }
    }

    /// The side to move's attack at `moment`.
    pub fn of(state: &'a State, moment: Moment) -> Attack<'a> {
        Attack::new(state.rules(), state.tables(), state.board(), state.turn(), moment)
    }
}

/// Equality (and encounter, the same test): the first attacker, in cell order, that reaches
/// the victim with a value equal to `target`; its value.
pub(crate) fn equality(attack: &Attack, target: u32, reachers: &Reachers) -> Option<(Cell, Reason)> {
    single(attack, reachers, |x| x == target).map(|(a, value)| (a, Reason::Equality { value }))
}

/// Ambush by reach: the first pair of pieces reaching the victim, one of them an attacker,
/// whose values combine (as `ops` allows) to `target`.
pub(crate) fn ambush(attack: &Attack, target: u32, reachers: &Reachers, ops: Ops) -> Option<(CellSet, Reason)> {
    if reachers.cells.count() < 2 || (reachers.cells & attack.attackers).is_empty() {
        return None;
    }
    let t = target as u64;
    pair(attack, reachers, |x, y| combine(x, y, t, ops)).map(|(a, b, reason)| (a.bit() | b.bit(), reason))
}

/// Assault along a line (`boissiere`): an attacker on the victim's rank, file or diagonal,
/// with n ≥ 1 empty cells between, whose value times n is `target` (or `target` times n is its
/// value).
pub(crate) fn line_assault(attack: &Attack, target: u32, line: &LineAttackers) -> Option<(Cell, Reason)> {
    line.items[..line.len].iter().find_map(|&(a, cells)| assaults(attack.board, a, cells, target).map(|r| (a, r)))
}

/// Assault along a line by the piece on `a` with `cells` empty cells between it and a victim
/// of value `target`: its first value (its value, then a pyramid's components) that is
/// `target` times `cells`, or times `cells` is `target`.
#[inline]
pub(crate) fn assaults(board: &Board, a: Cell, cells: u32, target: u32) -> Option<Reason> {
    let (n, t) = (cells as u64, target as u64);
    let fits = |x: u32| x as u64 * n == t || t * n == x as u64;
    let x = if board.is_pyramid(a) {
        AttackValues::of(board, a, ALL_SHAPES).as_slice().iter().copied().find(|&x| fits(x))?
    } else {
        Some(board.value(a)).filter(|&x| fits(x))?
    };
    Some(Reason::LineAssault { attacker: x, victim: target, cells })
}

/// Power: the first attacker reaching the victim whose value is a power of `target`, or whose
/// power `target` is.
pub(crate) fn power(attack: &Attack, target: u32, reachers: &Reachers) -> Option<(Cell, Reason)> {
    let powers = |x: u32| exponent(x, target).is_some() || exponent(target, x).is_some();
    let (a, x) = single(attack, reachers, powers)?;
    let reason = match exponent(x, target) {
        Some(k) => Reason::Power { base: x, exponent: k, result: target },
        None => Reason::Power { base: target, exponent: exponent(target, x).unwrap_or(0), result: x },
    };
    Some((a, reason))
}

/// Progression: the first pair of pieces reaching the victim, one of them an attacker, whose
/// values make a progression with `target`.
pub(crate) fn progression(attack: &Attack, target: u32, reachers: &Reachers) -> Option<(CellSet, Reason)> {
    if reachers.cells.count() < 2 || (reachers.cells & attack.attackers).is_empty() {
        return None;
    }
    let found = pair(attack, reachers, |x, y| {
        Progression::of(target, x, y).map(|kind| {
            let mut values = [target, x, y];
            crate::vocab::sort_by_key(&mut values, |&v| v);
            Reason::Progression { values, kind }
        })
    });
    found.map(|(a, b, reason)| (a.bit() | b.bit(), reason))
}

/// Eruption: the first attacker on the victim's lines (rank and file) whose value, or one of
/// its components', times the distance (cells counted as the rules say) is `target`, or
/// `target` times the distance is it ([`erupts`] for each attacker).
#[inline(never)]
pub(crate) fn eruption(attack: &Attack, target: u32, victim: Cell, distance: Distance) -> Option<(Cell, Reason)> {
    let board = attack.board;
    let line = lines(victim) & attack.attackers & board.cells();
    // Most lines hold no pyramid: then no component needs a look.
    let pyramids = line & board.pyramids();
    for a in line {
        let found = if pyramids.contains(a) {
            erupts(AttackValues::of(board, a, ALL_SHAPES).as_slice(), a, victim, target, distance)
        } else {
            erupts(&[board.value(a)], a, victim, target, distance)
        };
        if let Some(r) = found {
            return Some((a, r));
        }
    }
    None
}

/// Eruption by one attacker on `from` with `values` (its value, then a pyramid's components)
/// against `target` on `victim`, on the same rank or file: the first value that, times the
/// distance (as the rules count it), is `target`, or is `target` times the distance.
#[inline]
pub(crate) fn erupts(values: &[u32], from: Cell, victim: Cell, target: u32, distance: Distance) -> Option<Reason> {
    let gap = (from.file().abs_diff(victim.file()) + from.rank().abs_diff(victim.rank())) as u32;
    let d = match distance {
        Distance::BothEnds => gap + 1,
        Distance::Between => gap.saturating_sub(1),
    };
    if d == 0 {
        return None;
    }
    let (t, d64) = (target as u64, d as u64);
    for &value in values {
        let v = value as u64;
        if v * d64 == t {
            return Some(Reason::Eruption { value, distance: d, op: Op::Product, result: target });
        }
        if t * d64 == v {
            return Some(Reason::Eruption { value, distance: d, op: Op::Quotient, result: target });
        }
    }
    None
}

/// The besiegers of `victim` when it is besieged: every on-board orthogonal (or, when the
/// rules allow, diagonal) neighbour holds the mover's pieces, one of them an attacker, and, with
/// `safe_besiegers`, the opponent could take none of them by replacement once `victim` is gone.
#[inline(always)]
pub(crate) fn siege(attack: &Attack, victim: Cell, rule: Siege) -> Option<(CellSet, Reason)> {
    let board = attack.board;
    let own = attack.own;
    for diagonal in [false, true] {
        if diagonal && !rule.diagonals {
            break;
        }
        let around = if diagonal { NEIGHBOURS.diagonal[victim.index()] } else { NEIGHBOURS.orthogonal[victim.index()] }
            & board.cells();
        if !(around & !own).is_empty() || (around & attack.attackers).is_empty() {
            continue;
        }
        if !rule.safe_besiegers {
            return Some((around, Reason::Siege { diagonal }));
        }
        if safe_besiegers(attack, victim, around) {
            return Some((around, Reason::SafeSiege { besiegers: around }));
        }
    }
    None
}

/// Could the opponent take none of the besiegers `around` by replacement once `victim` is
/// gone? (Off the hot path of the automatic sweep, which never asks.)
#[inline(never)]
fn safe_besiegers(attack: &Attack, victim: Cell, around: CellSet) -> bool {
    let mut after = attack.board.clone();
    after.take(victim);
    let opponent = attack.mover.opposite();
    !around.iter().any(|b| takeable(attack.rules, &after, opponent, b))
}

/// When the victim has no regular move: every piece standing on a middle or destination
/// cell of its moves, provided one of them is an attacker.
pub(crate) fn imprisonment(attack: &Attack, victim: Cell) -> Option<CellSet> {
    let board = attack.board;
    let tables = attack.tables;
    let color = attack.mover.opposite();
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
    if (paths & attack.attackers).is_empty() {
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

/// A sum or product of two or more of the mover's pieces next to a victim.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Combo {
    pub op: Op,
    pub result: u64,
    /// The largest operand: every operand must be below the value matched.
    pub max: u32,
    pub operands: Values,
    pub cells: CellSet,
}

/// Every sum and product (as `ops` allows) of two or more of the mover's pieces on the eight
/// cells around `victim`, each piece using one of its attack values; subsets in cell order.
/// Only operands below `below` are used (an ambush by adjacency needs every operand below the
/// value it makes: the victim's value is a bound); the combinations kept come in the order they
/// would without the bound.
pub(crate) fn combos(attack: &Attack, victim: Cell, ops: Ops, below: u32) -> Vec<Combo> {
    let mut out = Vec::new();
    Around::of(attack, victim, below).each_combo(ops, &mut |c| {
        out.push(c);
        true
    });
    out
}

/// The first combination of [`combos`] (the same order) that makes `value` by an ambush by
/// adjacency ([`is_adjacent_ambush`]). Where the sums and products of the pieces around cannot
/// reach `value`, none is tried: most victims of a random game have no such neighbours.
pub(crate) fn first_adjacent_ambush(
    attack: &Attack,
    victim: Cell,
    ops: Ops,
    value: u32,
    attackers: CellSet,
) -> Option<Combo> {
    let around = Around::of(attack, victim, value);
    if !around.may_make(value, ops) {
        return None;
    }
    let mut first = None;
    around.each_combo(ops, &mut |c| {
        let found = is_adjacent_ambush(&c, value, attackers);
        if found {
            first = Some(c);
        }
        !found
    });
    first
}

/// The mover's pieces next to a victim that may take part in a combination, in cell order,
/// each with its attack values below a bound (those without one left out).
struct Around {
    n: usize,
    cells: [Cell; 8],
    values: [AttackValues; 8],
}

impl Around {
    fn of(attack: &Attack, victim: Cell, below: u32) -> Around {
        let board = attack.board;
        let mut out = Around { n: 0, cells: [victim; 8], values: [AttackValues::of(board, victim, 0); 8] };
        let near = (NEIGHBOURS.orthogonal[victim.index()] | NEIGHBOURS.diagonal[victim.index()]) & attack.own;
        if near.count() < 2 {
            return out;
        }
        for c in near {
            let values = attack_values(attack.rules, board, c).below(below);
            if !values.as_slice().is_empty() {
                out.cells[out.n] = c;
                out.values[out.n] = values;
                out.n += 1;
            }
        }
        out
    }

    /// Can a sum or a product (as `ops` allows) of two or more members be `value`? False only
    /// when none can: the smallest such sum (product) is above it, or the largest below it.
    fn may_make(&self, value: u32, ops: Ops) -> bool {
        if self.n < 2 {
            return false;
        }
        let v = u64::from(value);
        let (mut low, mut high) = ([u64::MAX; 2], (0u64, 1u64));
        for values in &self.values[..self.n] {
            let slice = values.as_slice();
            let (min, max) = (slice.iter().min(), slice.iter().max());
            let (min, max) = (min.map_or(0, |&x| u64::from(x)), max.map_or(0, |&x| u64::from(x)));
            if min < low[0] {
                low = [min, low[0]];
            } else if min < low[1] {
                low[1] = min;
            }
            high = (high.0 + max, high.1.saturating_mul(max.max(1)));
        }
        (ops.sum && low[0] + low[1] <= v && v <= high.0)
            || (ops.product && low[0].saturating_mul(low[1]) <= v && v <= high.1)
    }

    /// The combinations, streamed until `f` returns false.
    fn each_combo(&self, ops: Ops, f: &mut dyn FnMut(Combo) -> bool) {
        let (n, cells, values) = (self.n, &self.cells, &self.values);
        if n < 2 || !(ops.sum || ops.product) {
            return;
        }
        for mask in 1u32..(1 << n) {
            if mask.count_ones() < 2 {
                continue;
            }
            // Every choice of one value per member (a pyramid offers more than one), mixed radix
            // over the members in cell order.
            let mut pick = [0usize; 8];
            loop {
                let mut operands = Values::EMPTY;
                let (mut sum, mut product, mut max) = (0u64, 1u64, 0u32);
                let mut by = CellSet::EMPTY;
                for i in (0..n).filter(|i| mask >> i & 1 != 0) {
                    let v = values[i].as_slice()[pick[i]];
                    operands.push(v);
                    sum += v as u64;
                    product = product.saturating_mul(v as u64);
                    max = max.max(v);
                    by.insert(cells[i]);
                }
                if ops.sum && !f(Combo { op: Op::Sum, result: sum, max, operands, cells: by }) {
                    return;
                }
                if ops.product && !f(Combo { op: Op::Product, result: product, max, operands, cells: by }) {
                    return;
                }
                let mut carried = true;
                for i in (0..n).filter(|i| mask >> i & 1 != 0) {
                    pick[i] += 1;
                    if pick[i] < values[i].as_slice().len() {
                        carried = false;
                        break;
                    }
                    pick[i] = 0;
                }
                if carried {
                    break;
                }
            }
        }
    }
}

/// The first combination making `value` with every operand below it and one attacker at least.
pub(crate) fn adjacent_ambush(combos: &[Combo], value: u32, attackers: CellSet) -> Option<&Combo> {
    combos.iter().find(|c| is_adjacent_ambush(c, value, attackers))
}

/// Does the combination `c` make `value` by an ambush by adjacency: every operand below it,
/// one attacker at least?
pub(crate) fn is_adjacent_ambush(c: &Combo, value: u32, attackers: CellSet) -> bool {
    c.result == value as u64 && c.max < value && !(c.cells & attackers).is_empty()
}

/// The pieces on one victim's lines with empty cells between: (attacker, empty cells).
pub(crate) struct LineAttackers {
    pub len: usize,
    pub items: [(Cell, u32); 8],
}

/// The attackers on the victim's ranks, files and diagonals with n ≥ 1 cells between, all
/// empty: the nearest piece of each ray, when it is one of the attackers and not adjacent.
pub(crate) fn line_attackers(attack: &Attack, victim: Cell) -> LineAttackers {
    let mut out = LineAttackers { len: 0, items: [(victim, 0); 8] };
    // Cheap first: an attacker on one of the lines, not adjacent.
    if (far_lines()[victim.index()] & attack.attackers).is_empty() {
        return out;
    }
    for dir in 0..8 {
        if let Some(item) = ray_attacker(attack, victim, dir) {
            out.items[out.len] = item;
            out.len += 1;
        }
    }
    out
}

/// The nearest piece on the victim's ray `dir` (an index into
/// [`DIRECTIONS`](crate::vocab::cell::DIRECTIONS)) when it is one of the attackers and not
/// adjacent, with the number of (empty) cells between.
#[inline]
pub(crate) fn ray_attacker(attack: &Attack, victim: Cell, dir: usize) -> Option<(Cell, u32)> {
    let ray = crate::vocab::cell::rays()[victim.index()][dir].0;
    if ray & attack.attackers.0 == 0 {
        return None;
    }
    let hit = ray & attack.board.occupied().0;
    let index = if GROWING[dir] { hit.trailing_zeros() } else { 127 - hit.leading_zeros() };
    let a = Cell::from_index(index as usize)?;
    let gap = u32::from(a.steps_to(victim));
    (gap >= 2 && attack.attackers.contains(a)).then_some((a, gap - 1))
}

/// The first attacker (in cell order) that reaches the victim with a value `ok` accepts.
fn single(attack: &Attack, reachers: &Reachers, ok: impl Fn(u32) -> bool) -> Option<(Cell, u32)> {
    let board = attack.board;
    for a in reachers.cells & attack.attackers {
        if let Some(&x) = AttackValues::of(board, a, reachers.mask(a)).as_slice().iter().find(|&&x| ok(x)) {
            return Some((a, x));
        }
    }
    None
}

/// The first pair of two different pieces that reach the victim, one of them an attacker,
/// whose values `ok` combines.
fn pair(attack: &Attack, reachers: &Reachers, ok: impl Fn(u32, u32) -> Option<Reason>) -> Option<(Cell, Cell, Reason)> {
    let board = attack.board;
    for a in reachers.cells {
        let va = AttackValues::of(board, a, reachers.mask(a));
        let rest = CellSet(reachers.cells.0 & ((u128::MAX << a.index()) << 1));
        for b in rest {
            if !attack.attackers.contains(a) && !attack.attackers.contains(b) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::each_random_position;
    use crate::rules::PyramidDefence;
    use crate::Rules;

    /// The first ambush by adjacency found with the bounds (operands below the value, sums and
    /// products that cannot reach it never tried) is the one the whole enumeration finds first,
    /// for every enemy piece of every position of random `simplified` games, both sides
    /// attacking; a pyramid's bounded combinations find the same for each value it may be
    /// taken by (its total, its base, each component, each sum of layers).
    #[test]
    fn bounded_combinations_find_what_every_combination_finds() {
        let rules = Rules::simplified();
        let ops = rules.methods.ambush.expect("simplified ambushes by adjacency").ops;
        assert_eq!(rules.pyramid_defence, PyramidDefence::Layers);
        let (mut found, mut refused, mut pyramids) = (0, 0, 0);
        each_random_position(rules, 3, 10_000, |position| {
            let state = position.state();
            let board = state.board();
            for mover in Color::ALL {
                let own = board.occupied_by(mover);
                let attack = Attack { rules: state.rules(), tables: state.tables(), board, mover, attackers: own, own };
                for victim in board.occupied_by(mover.opposite()) {
                    let every = combos(&attack, victim, ops, u32::MAX);
                    let value = board.value(victim);
                    let context = format!("{victim} in {}", position.to_setup());
                    if !board.is_pyramid(victim) {
                        let first = first_adjacent_ambush(&attack, victim, ops, value, own);
                        assert_eq!(first.as_ref(), adjacent_ambush(&every, value, own), "{context}");
                        found += usize::from(first.is_some());
                        refused +=
                            usize::from(!Around::of(&attack, victim, value).may_make(value, ops) && !every.is_empty());
                        continue;
                    }
                    pyramids += 1;
                    let bounded = combos(&attack, victim, ops, value);
                    let parts: Vec<u32> = board.parts(victim).iter().map(|p| u32::from(p.value)).collect();
                    let sums = (1u32..1 << parts.len())
                        .map(|m| (0..parts.len()).filter(|i| m >> i & 1 != 0).map(|i| parts[i]).sum::<u32>());
                    for x in [value].into_iter().chain(parts.iter().copied()).chain(sums) {
                        let first = adjacent_ambush(&every, x, own);
                        assert_eq!(adjacent_ambush(&bounded, x, own), first, "{context}, value {x}");
                        found += usize::from(first.is_some());
                    }
                }
            }
        });
        assert!(
            found > 30 && refused > 1_000 && pyramids > 1_000,
            "ambushes {found}, refused by the bounds {refused}, pyramids {pyramids}"
        );
    }
}
