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

use crate::board::Board;
use crate::capture::{combine, AttackValues, Capture, Method, MethodSet, Op, Part, Reachers, Reason, Values};
use crate::vocab::cell::{Cell, CellSet, CELLS, DIRECTIONS, NEIGHBOURS};
use crate::capture::chosen::Choice;
use crate::board::moves::Target;
use crate::vocab::piece::{Color, Piece, Shape, MAX_PARTS};
use crate::position::Position;
use crate::rules::{Ambush, Assault, Attackers, Ops, PyramidAttack, PyramidDefence, Rules, Siege};
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
    let mover = position.turn;
    let board = &position.board;
    let attackers = match moment {
        Moment::After { .. } => board.occupied_by(mover),
        Moment::Before { piece } => piece.bit() & board.occupied_by(mover),
    };
    let methods = &position.rules.methods;
    let reach_or_line = methods.encounter
        || methods.power
        || methods.progression
        || methods.imprisonment
        || methods.assault == Some(Assault::Line)
        || methods.ambush.is_some_and(|a| !a.adjacent);
    if reach_or_line {
        let judge = Judge::new(position, moment);
        if !judge.attackers.is_empty() {
            for victim in board.occupied_by(mover.opposite()) {
                judge.victim(victim, &mut |capture| out.push(Choice::single(capture)));
            }
        }
    }
    let adjacent = methods.ambush.filter(|a| a.adjacent);
    if adjacent.is_some() || methods.siege.is_some() {
        let own = board.occupied_by(mover);
        // An ambush needs two of the mover's pieces around; so does an orthogonal siege (every
        // cell has two orthogonal neighbours on the board at least); a corner has one diagonal.
        let need = if methods.siege.is_some_and(|r| r.diagonals) { 1 } else { 2 };
        for victim in board.occupied_by(mover.opposite()) {
            let near = NEIGHBOURS.orthogonal[victim.index()] | NEIGHBOURS.diagonal[victim.index()];
            if (near & own).count() >= need {
                removals(position, victim, attackers, adjacent.map(|a| a.ops), methods.siege, &mut out);
            }
        }
    }
    out
}

/// The values a piece attacks with: its value (a pyramid's total), and for a pyramid its
/// base's value ([`PyramidAttack::TotalOrBase`]) or every component's (otherwise: no reach is
/// involved where this is used). Distinct values, total first.
fn attack_values(rules: &Rules, board: &Board, cell: Cell) -> AttackValues {
    match rules.pyramid_attack {
        PyramidAttack::TotalOrBase => {
            let mut v = AttackValues::of(board, cell, 0);
            if let Some(base) = board.parts(cell).first().filter(|_| board.is_pyramid(cell)) {
                v.push_distinct(base.value as u32);
            }
            v
        }
        PyramidAttack::TotalOrComponent => AttackValues::of(board, cell, crate::capture::ALL_SHAPES),
    }
}

/// The values by which the piece on `cell` falls whole to a capture that takes whole pieces
/// only (assault and sally): its value, and under [`PyramidDefence::Layers`] a pyramid's base's
/// (0 when there is none).
fn whole_values(rules: &Rules, board: &Board, cell: Cell) -> [(u32, Part); 2] {
    let total = board.value(cell);
    let base = match board.parts(cell).first() {
        Some(b) if board.is_pyramid(cell) && rules.pyramid_defence == PyramidDefence::Layers && b.value as u32 != total => b.value as u32,
        _ => 0,
    };
    [(total, Part::Value), (base, Part::Base)]
}

/// The direction from the far end of a ray back to its start.
const fn opposite(dir: usize) -> usize {
    if dir < 4 {
        (dir + 2) % 4
    } else {
        4 + (dir - 2) % 4
    }
}

/// The first piece from `cell` in direction `dir`, with its distance in steps (1 = adjacent).
#[inline]
fn first_piece(occupied: CellSet, cell: Cell, dir: usize) -> Option<(Cell, u32)> {
    let hits = crate::vocab::cell::rays()[cell.index()][dir].0 & occupied.0;
    if hits == 0 {
        return None;
    }
    // North, east, north-east and north-west go up the cell indexes.
    let index = if matches!(dir, 0 | 1 | 4 | 7) { hits.trailing_zeros() } else { 127 - hits.leading_zeros() };
    let target = Cell::from_index(index as usize)?;
    let gap = target.file().abs_diff(cell.file()).max(target.rank().abs_diff(cell.rank()));
    Some((target, gap as u32))
}

/// A piece as an attacker by replacement: its values, and per direction the distances at which
/// its regular moves land (bit `k` of `lands[dir]`: a slide of `k` cells).
struct Striker {
    cell: Cell,
    values: AttackValues,
    lands: [u16; 8],
}

impl Striker {
    fn of(rules: &Rules, board: &Board, cell: Cell) -> Striker {
        let mut lands = [0u16; 8];
        if rules.methods.assault == Some(Assault::Replace) {
            if let Some(color) = board.color_at(cell) {
                for shape in Shape::SIMPLE {
                    let motion = rules.motion[shape as usize];
                    if board.movers(color, shape).contains(cell) && motion.steps < 16 {
                        for dir in motion.dirs.range() {
                            lands[dir] |= 1 << motion.steps;
                        }
                    }
                }
            }
        }
        Striker { cell, values: attack_values(rules, board, cell), lands }
    }

    /// Can it take the piece on `victim`, the first piece from it in direction `dir`, `gap`
    /// steps away, by assault (a regular move lands there, equal value) or sally (value × cells
    /// counted from end to end)? The methods that apply and the reason of the first.
    fn strikes(&self, rules: &Rules, board: &Board, victim: Cell, dir: usize, gap: u32) -> Option<(MethodSet, Reason)> {
        let wholes = whole_values(rules, board, victim);
        let values = self.values.as_slice();
        let mut methods = MethodSet::default();
        let mut reason = None;
        if self.lands[dir] >> gap & 1 != 0 {
            if let Some(&(value, part)) = wholes.iter().find(|(w, _)| *w != 0 && values.contains(w)) {
                methods.insert(Method::Assault);
                reason = Some(Reason::Assault { value, part });
            }
        }
        if rules.methods.sally {
            let distance = gap + 1;
            let found = wholes.iter().find_map(|&(w, part)| {
                values.iter().find(|&&v| v as u64 * distance as u64 == w as u64).map(|&v| Reason::Sally { value: v, distance, result: w, part })
            });
            if let Some(r) = found {
                methods.insert(Method::Sally);
                reason = reason.or(Some(r));
            }
        }
        reason.map(|r| (methods, r))
    }

    /// Every enemy it takes by replacement: (victim, methods, reason), by direction.
    fn victims<'a>(&'a self, rules: &'a Rules, board: &'a Board) -> impl Iterator<Item = (Cell, MethodSet, Reason)> + 'a {
        let occupied = board.occupied();
        let enemy = match board.color_at(self.cell) {
            Some(color) => board.occupied_by(color.opposite()),
            None => CellSet::EMPTY,
        };
        (0..8).filter_map(move |dir| {
            let (victim, gap) = first_piece(occupied, self.cell, dir)?;
            if !enemy.contains(victim) {
                return None;
            }
            self.strikes(rules, board, victim, dir, gap).map(|(m, r)| (victim, m, r))
        })
    }
}

/// A capture of `target` (the whole piece, or one component) by `method`.
pub(crate) fn capture(position: &Position, target: Target, method: Method, by: CellSet, reason: Reason) -> Option<Capture> {
    let victim = taken(position, target)?;
    let mut methods = MethodSet::default();
    methods.insert(method);
    Some(Capture { target, victim, method, methods, by, reason })
}

/// Do the rules capture by replacement (assault or sally)?
pub(crate) fn replaces(rules: &Rules) -> bool {
    rules.methods.sally || rules.methods.assault == Some(Assault::Replace)
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
/// sally): the victim's cell is the move's destination. Victims in cell order, whole pieces
/// only; none when `from` does not hold a piece of the side to move.
pub(crate) fn replacements(position: &Position, from: Cell) -> Vec<Capture> {
    let rules = &position.rules;
    let board = &position.board;
    let mut out = Vec::new();
    if !replaces(rules) || board.color_at(from) != Some(position.turn) {
        return out;
    }
    let striker = Striker::of(rules, board, from);
    for (victim, methods, reason) in striker.victims(rules, board) {
        if let Some(mut c) = capture(position, Target::whole(victim), Method::Sally, from.bit(), reason) {
            c.methods = methods;
            c.method = methods.first().unwrap_or(Method::Sally);
            out.push(c);
        }
    }
    out.sort_by_key(|c| c.target.cell.index());
    out
}

/// Could `side` take the piece on `cell` by replacement (assault or sally) on `board`?
fn takeable(rules: &Rules, board: &Board, side: Color, cell: Cell) -> bool {
    let own = board.occupied_by(side);
    let occupied = board.occupied();
    (0..8).any(|dir| match first_piece(occupied, cell, dir) {
        Some((a, gap)) if own.contains(a) => Striker::of(rules, board, a).strikes(rules, board, cell, opposite(dir), gap).is_some(),
        _ => false,
    })
}

/// A sum or product of two or more of the mover's pieces next to a victim.
struct Combo {
    op: Op,
    result: u64,
    /// The largest operand: every operand must be below the value matched.
    max: u32,
    operands: Values,
    cells: CellSet,
}

/// Every sum and product (as `ops` allows) of two or more of the mover's pieces on the eight
/// cells around `victim`, each piece using one of its attack values; subsets in cell order.
fn combos(position: &Position, victim: Cell, ops: Ops) -> Vec<Combo> {
    let board = &position.board;
    let around = (NEIGHBOURS.orthogonal[victim.index()] | NEIGHBOURS.diagonal[victim.index()]) & board.occupied_by(position.turn);
    if around.count() < 2 || !(ops.sum || ops.product) {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(2 << around.count());
    let mut cells = [victim; 8];
    let mut values = [AttackValues::of(board, victim, 0); 8];
    let mut n = 0;
    for c in around {
        cells[n] = c;
        values[n] = attack_values(&position.rules, board, c);
        n += 1;
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
            if ops.sum {
                out.push(Combo { op: Op::Sum, result: sum, max, operands, cells: by });
            }
            if ops.product {
                out.push(Combo { op: Op::Product, result: product, max, operands, cells: by });
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
    out
}

/// The first combination making `value` with every operand below it and one attacker at least.
fn witness(combos: &[Combo], value: u32, attackers: CellSet) -> Option<&Combo> {
    combos.iter().find(|c| c.result == value as u64 && c.max < value && !(c.cells & attackers).is_empty())
}

/// The besiegers of `victim` when it is besieged: every on-board orthogonal (or, when the
/// rules allow, diagonal) neighbour holds the mover's pieces, one of them an attacker, and, with
/// `safe_besiegers`, the opponent could take none of them by replacement once `victim` is gone.
fn besieged(position: &Position, victim: Cell, attackers: CellSet, rule: Siege) -> Option<(CellSet, Reason)> {
    let board = &position.board;
    let own = board.occupied_by(position.turn);
    for diagonal in [false, true] {
        if diagonal && !rule.diagonals {
            break;
        }
        let around = if diagonal { NEIGHBOURS.diagonal[victim.index()] } else { NEIGHBOURS.orthogonal[victim.index()] } & board.cells();
        if !(around & !own).is_empty() || (around & attackers).is_empty() {
            continue;
        }
        if !rule.safe_besiegers {
            return Some((around, Reason::Siege { diagonal }));
        }
        let mut after = board.clone();
        after.take(victim);
        let opponent = position.turn.opposite();
        if !around.iter().any(|b| takeable(&position.rules, &after, opponent, b)) {
            return Some((around, Reason::SafeSiege { besiegers: around }));
        }
    }
    None
}

/// Removals after a move (`simplified`): ambush by adjacency and siege, with the pyramid rules.
/// The whole piece first, then (for a pyramid) single components base first, then sums of
/// layers.
fn removals(position: &Position, victim: Cell, attackers: CellSet, ops: Option<Ops>, siege: Option<Siege>, out: &mut Vec<Choice>) {
    let board = &position.board;
    let siege = siege.and_then(|rule| besieged(position, victim, attackers, rule));
    let combos = ops.map(|ops| combos(position, victim, ops)).unwrap_or_default();
    if siege.is_none() && combos.is_empty() {
        return;
    }
    let adjacent = |c: &Combo, part: Part| Reason::Adjacent { op: c.op, operands: c.operands, result: c.result as u32, part };
    // The whole piece: siege, or an ambush matching its value (a pyramid's base too, as Layers says).
    let mut methods = MethodSet::default();
    let mut found: Option<(CellSet, Reason)> = None;
    if let Some((cells, reason)) = siege {
        methods.insert(Method::Siege);
        found = Some((cells, reason));
    }
    for (value, part) in whole_values(&position.rules, board, victim) {
        if let Some(c) = witness(&combos, value, attackers) {
            methods.insert(Method::Ambush);
            found = found.or(Some((c.cells, adjacent(c, part))));
        }
    }
    let whole_taken = found.is_some();
    if let Some((by, reason)) = found {
        if let Some(mut c) = capture(position, Target::whole(victim), Method::Siege, by, reason) {
            c.methods = methods;
            c.method = methods.first().unwrap_or(Method::Siege);
            out.push(Choice::single(c));
        }
    }
    if !board.is_pyramid(victim) || combos.is_empty() {
        return;
    }
    let parts = board.parts(victim);
    let defence = position.rules.pyramid_defence;
    if defence == PyramidDefence::TotalThenComponents && whole_taken {
        return;
    }
    // Single components (the base alone included), one choice per distinct value.
    let mut seen: Vec<Vec<u16>> = Vec::new();
    for part in parts {
        if seen.contains(&vec![part.value]) {
            continue;
        }
        seen.push(vec![part.value]);
        if let Some(c) = witness(&combos, part.value as u32, attackers) {
            let target = Target { cell: victim, component: Some(part.value) };
            out.extend(capture(position, target, Method::Ambush, c.cells, adjacent(c, Part::Value)).map(Choice::single));
        }
    }
    if defence != PyramidDefence::Layers {
        return;
    }
    // Sums of two or more components, not all, taken together.
    let n = parts.len().min(MAX_PARTS);
    for mask in 1u32..(1 << n) - 1 {
        if mask.count_ones() < 2 {
            continue;
        }
        let layers: Vec<u16> = (0..n).filter(|i| mask >> i & 1 != 0).map(|i| parts[i].value).collect();
        let mut key = layers.clone();
        key.sort_unstable();
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let sum: u32 = layers.iter().map(|&v| v as u32).sum();
        let Some(c) = witness(&combos, sum, attackers) else { continue };
        let part = Part::Layers(Values::of(&layers.iter().map(|&v| v as u32).collect::<Vec<_>>()));
        let captures: Vec<Capture> = layers
            .iter()
            .filter_map(|&v| capture(position, Target { cell: victim, component: Some(v) }, Method::Ambush, c.cells, adjacent(c, part)))
            .collect();
        if captures.len() == layers.len() {
            out.push(Choice { captures });
        }
    }
}

/// What capturing `target` takes: the whole piece, or one component as a simple piece.
fn taken(position: &Position, target: Target) -> Option<Piece> {
    let piece = position.board.get(target.cell)?;
    match target.component {
        None => Some(piece),
        Some(v) => {
            let part = piece.parts().iter().find(|c| c.value == v)?;
            Some(Piece::simple(piece.color, part.shape, part.value))
        }
    }
}

fn make(position: &Position, target: Target, finding: Finding) -> Option<Capture> {
    let victim = taken(position, target)?;
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

/// The cells on each cell's rank, file and diagonals at least two steps away, built once.
fn far_lines() -> &'static [CellSet; CELLS] {
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
                f.note(Method::Assault, a.bit(), Reason::LineAssault { attacker: x, victim: target, cells });
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
        if (far_lines()[victim.index()] & self.attackers).is_empty() {
            return out;
        }
        let occupied = self.position.board.occupied();
        let rays = &crate::vocab::cell::rays()[victim.index()];
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
            let ray = crate::vocab::cell::rays()[d5.index()][dir];
            let nearest = if GROWING[dir] { ray.first() } else { ray.iter().last() };
            let step = d5.offset(DIRECTIONS[dir].0, DIRECTIONS[dir].1);
            assert_eq!(nearest, step, "direction {dir}");
        }
    }

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn first_piece_along_each_direction() {
        let occupied: CellSet = ["d8", "d2", "a5", "g5", "f7", "b3", "e4"].iter().map(|c| cell(c)).collect();
        let from = cell("d5");
        let got: Vec<(usize, String, u32)> =
            (0..8).filter_map(|d| first_piece(occupied, from, d).map(|(c, gap)| (d, c.to_string(), gap))).collect();
        // N d8 (3), E g5 (3), S d2 (3), W a5 (3), NE f7 (2), SE e4 (1), SW b3 (2), NW nothing.
        let want = [(0, "d8", 3), (1, "g5", 3), (2, "d2", 3), (3, "a5", 3), (4, "f7", 2), (5, "e4", 1), (6, "b3", 2)];
        assert_eq!(got, want.map(|(d, c, g)| (d, c.to_string(), g)));
        for d in 0..8 {
            assert_eq!(opposite(opposite(d)), d);
            assert_eq!(DIRECTIONS[opposite(d)], (-DIRECTIONS[d].0, -DIRECTIONS[d].1));
        }
    }
}
