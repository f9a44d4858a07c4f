//! Capture by landing (`ludii`): moves onto enemy pieces, encirclement removals, and Ludii's
//! line-progression end (rules.md section 6), reproducing Ludii 1.3.13's `Rithmomachia.lud`
//! as Ludii evaluates it, quirks included (docs/rules.md, section "`ludii`").
//!
//! Ludii's pieces are stacks: a lone piece is a stack of one, a pyramid a stack of several,
//! level 0 at the bottom ([`Board::parts`] base first). A stack moves whole, by the pattern of
//! any of its levels, to an empty cell, or onto an enemy stack when a capture condition holds.
//!
//! The capture conditions read Ludii's *context level* `L`, one number shared by the whole
//! evaluation: move generation sets it to the level whose pattern is generated, and the helper
//! tests leave it at the last helper candidate's top level (Ludii's `forEach Level` does not
//! restore it). So, for the moves of the piece at level `l` of the stack on `from`:
//!
//! - `L = l` to begin with; directions in Ludii's order (N, E, S, W; NE, SE, SW, NW);
//! - at every enemy cell met on a path (also a middle cell, where no move results), with `D` the
//!   steps taken, `m = value(from, L)` (0 when the stack has no level `L`) and `v0` the enemy's
//!   bottom value: the *distance* tests `v0 = m·D` or `v0 = m/D`; when both fail, the helper
//!   tests run and `L` becomes `size(h) − 1` for `h` the mover's highest occupied cell other
//!   than `from` (whatever their result);
//! - at the end of the pattern, the enemy is captured when a distance test holds, or when some
//!   other stack `h` of the mover, one level of which reaches the enemy by its own pattern, has
//!   with `t = top(h)`, `m = value(from, size(h) − 1)`, `vt` the enemy's top value:
//!   `v0 = m + t`, `v0 = |m − t|`, `v0 = m·t`, `vt = m / t` (t ≠ 0) or `vt = t / top(from)`
//!   (top(from) ≠ 0); `/` is integer division.
//!
//! Encirclement: a turn may remove one level of an enemy stack when that level's own pattern
//! (from the stack's cell, middle cells empty) has at least one destination, all of them held
//! by the mover's pieces.

use crate::board::Board;
use crate::capture::{Capture, Method, MethodSet, Op, Reason, StackValue};
use crate::vocab::cell::{Cell, CellSet};
use crate::board::motion::{step, MotionTables};
use crate::board::moves::{Action, Move, Target};
use crate::vocab::piece::{Color, Piece, Shape};
use crate::position::Position;
use crate::rules::{Motion, Victory};
use crate::victory::Verdict;

/// The legal moves of `position`: shifts and captures by replacement by start cell then
/// destination, then encirclement removals by cell, base first. Distinct moves only.
pub(crate) fn moves(position: &Position, out: &mut Vec<Move>) {
    let g = Gen::new(position);
    for from in g.own {
        let (shifts, captures) = g.destinations(from);
        for to in shifts | captures {
            let action = if captures.contains(to) { Action::Replace { from, to } } else { Action::Shift { from, to } };
            out.push(Move { action, takes: Vec::new() });
        }
    }
    for cell in g.enemy {
        let encircled = g.encircled_shapes(cell);
        if encircled == 0 {
            continue;
        }
        let parts = g.board.parts(cell);
        for (i, part) in parts.iter().enumerate() {
            if encircled & part.shape.bit() != 0 && !parts[..i].iter().any(|p| p.value == part.value && encircled & p.shape.bit() != 0) {
                out.push(Move { action: Action::Removal(Target { cell, component: Some(part.value) }), takes: Vec::new() });
            }
        }
    }
}

/// Does the side to move have a legal move?
pub(crate) fn has_move(position: &Position) -> bool {
    let g = Gen::new(position);
    g.own.iter().any(|from| {
        let (shifts, captures) = g.destinations(from);
        !(shifts | captures).is_empty()
    }) || g.enemy.iter().any(|cell| g.encircled_shapes(cell) != 0)
}

/// The cells the stack on `from` may move to (shifts and captures), when it is the mover's.
pub(crate) fn destinations(position: &Position, from: Cell) -> CellSet {
    let g = Gen::new(position);
    if !g.own.contains(from) {
        return CellSet::EMPTY;
    }
    let (shifts, captures) = g.destinations(from);
    shifts | captures
}

/// Play `mv` (a legal move) in place: the board, the prisoners, the captures made, the turn, the
/// ply count and the verdict.
pub(crate) fn play(position: &mut Position, mv: &Move, captures: &mut Vec<Capture>) {
    let mover = position.turn;
    let landed = match mv.action {
        Action::Shift { from, to } => {
            position.board.shift(from, to);
            to
        }
        Action::Replace { from, to } => {
            let report = Gen::new(position).landing_capture(from, to);
            if let Some(victim) = position.board.take(to) {
                position.prisoners.get_mut(mover).push(&victim);
            }
            if let Some(c) = report {
                captures.push(c);
            }
            position.board.shift(from, to);
            to
        }
        Action::Removal(target) => {
            let report = Gen::new(position).removal_capture(target);
            if let Some(c) = report {
                let index = removal_level(position, target);
                let taken = match index {
                    Some(i) if position.board.is_pyramid(target.cell) => position.board.take_component(target.cell, i).is_some(),
                    Some(_) => position.board.take(target.cell).is_some(),
                    None => false,
                };
                if taken {
                    position.prisoners.get_mut(mover).push(&c.victim);
                    captures.push(c);
                }
            }
            target.cell
        }
        Action::Drop { .. } => return,
    };
    position.ply += 1;
    position.turn = mover.opposite();
    position.verdict = judge(position, mover, landed);
}

/// The level a removal takes: the base-most level of the named value whose pattern is encircled.
fn removal_level(position: &Position, target: Target) -> Option<usize> {
    let g = Gen::new(position);
    let encircled = g.encircled_shapes(target.cell);
    let parts = position.board.parts(target.cell);
    parts.iter().position(|p| Some(p.value) == target.component && encircled & p.shape.bit() != 0)
}

/// The move generator's view of one position: who moves, where everything stands.
struct Gen<'a> {
    board: &'a Board,
    tables: &'a MotionTables,
    motion: [Motion; 3],
    mover: Color,
    cells: CellSet,
    occupied: CellSet,
    own: CellSet,
    enemy: CellSet,
    /// The mover's highest and second highest occupied cells (Ludii's last helper candidate).
    highest: [Option<Cell>; 2],
}

/// The value of `level` of the stack on `cell` (base = 0), 0 when there is none, as Ludii's
/// `(value Piece at:… level:…)` reads it.
#[inline]
fn level_value(board: &Board, cell: Cell, level: usize) -> u32 {
    board.parts(cell).get(level).map_or(0, |c| c.value as u32)
}

#[inline]
fn top(board: &Board, cell: Cell) -> u32 {
    board.parts(cell).last().map_or(0, |c| c.value as u32)
}

#[inline]
fn height(board: &Board, cell: Cell) -> usize {
    board.parts(cell).len()
}

/// The highest cell of a set, if any.
#[inline]
fn last(set: CellSet) -> Option<Cell> {
    if set.is_empty() {
        None
    } else {
        Cell::from_index(127 - set.0.leading_zeros() as usize)
    }
}

/// Where a distance test or a helper test succeeded: the arithmetic and the helper's cell.
struct Witness {
    reason: Reason,
    helper: Option<Cell>,
}

impl<'a> Gen<'a> {
    fn new(position: &'a Position) -> Gen<'a> {
        let board = &position.board;
        let mover = position.turn;
        let own = board.occupied_by(mover);
        let highest = last(own);
        let second = highest.and_then(|h| last(CellSet(own.0 & !h.bit().0)));
        Gen {
            board,
            tables: &position.tables.0,
            motion: position.rules.motion,
            mover,
            cells: board.cells(),
            occupied: board.occupied(),
            own,
            enemy: board.occupied_by(mover.opposite()),
            highest: [highest, second],
        }
    }

    /// Ludii's context level after the helper tests of a move from `from`: the top level of the
    /// mover's highest cell other than `from` (unchanged when there is none).
    #[inline]
    fn level_after_helpers(&self, from: Cell, level: usize) -> usize {
        let h = if self.highest[0] == Some(from) { self.highest[1] } else { self.highest[0] };
        h.map_or(level, |h| height(self.board, h) - 1)
    }

    /// The mover's stacks other than `from` one level of which reaches `target` by its pattern.
    #[inline]
    fn helpers(&self, from: Cell, target: Cell) -> CellSet {
        let mut out = CellSet::EMPTY;
        for shape in Shape::SIMPLE {
            let candidates = self.board.movers(self.mover, shape);
            if !candidates.is_empty() {
                // Patterns are symmetric: what reaches `target` is what `target` reaches.
                out |= self.tables.moves(shape as usize, target, self.occupied) & candidates;
            }
        }
        CellSet(out.0 & !from.bit().0)
    }

    /// Shift destinations and capture destinations of the stack on `from` (the mover's).
    fn destinations(&self, from: Cell) -> (CellSet, CellSet) {
        let parts = self.board.parts(from);
        let mut shifts = CellSet::EMPTY;
        let mut shapes = 0u8;
        for part in parts {
            if shapes & part.shape.bit() == 0 {
                shapes |= part.shape.bit();
                shifts |= self.tables.moves(part.shape as usize, from, self.occupied);
            }
        }
        shifts = CellSet(shifts.0 & !self.occupied.0);
        let mut captures = CellSet::EMPTY;
        if self.reaches_enemy(from, shapes) {
            for (level, part) in parts.iter().enumerate() {
                self.walk(from, level, part.shape, None, &mut captures);
            }
        }
        (shifts, captures)
    }

    /// May some pattern of `shapes` from `from` meet an enemy piece (on a destination or a
    /// middle cell)? When not, no capture condition is ever evaluated.
    #[inline]
    fn reaches_enemy(&self, from: Cell, shapes: u8) -> bool {
        Shape::SIMPLE.iter().any(|&shape| shapes & shape.bit() != 0 && !(self.tables.paths(shape as usize, from) & self.enemy).is_empty())
    }

    /// Generate the captures of the piece at `level` of the stack on `from` (of `shape`), as
    /// Ludii does, into `captures`. With `probe`, return the witness of the capture of that
    /// cell instead, if this level makes it.
    fn walk(&self, from: Cell, level: usize, shape: Shape, probe: Option<Cell>, captures: &mut CellSet) -> Option<Witness> {
        let m = self.motion[shape as usize];
        let mut context_level = level;
        for dir in m.dirs.range() {
            let mut at = from;
            for k in 1..=m.steps {
                match step(at, dir) {
                    Some(c) if self.cells.contains(c) => at = c,
                    _ => break,
                }
                if self.enemy.contains(at) {
                    let distance = k as u32;
                    let value = level_value(self.board, from, context_level);
                    let victim = level_value(self.board, at, 0);
                    let by_distance = if victim == value * distance {
                        Some(Op::Product)
                    } else if victim == value / distance {
                        Some(Op::Quotient)
                    } else {
                        None
                    };
                    if by_distance.is_none() {
                        context_level = self.level_after_helpers(from, context_level);
                    }
                    if k == m.steps {
                        if probe == Some(at) {
                            if let Some(op) = by_distance {
                                let part = if height(self.board, at) > 1 { StackValue::Bottom } else { StackValue::Piece };
                                let reason = Reason::LandingDistance { victim, part, value, distance, op };
                                return Some(Witness { reason, helper: None });
                            }
                            return self.helper_witness(from, at);
                        } else if probe.is_none() && !captures.contains(at) && (by_distance.is_some() || self.helped(from, at)) {
                            captures.insert(at);
                        }
                    }
                    break;
                }
                if self.own.contains(at) {
                    break;
                }
            }
        }
        None
    }

    /// Do the helper tests take the enemy on `target` for a stack moving from `from`?
    fn helped(&self, from: Cell, target: Cell) -> bool {
        let helpers = self.helpers(from, target);
        if helpers.is_empty() {
            return false;
        }
        let board = self.board;
        let v0 = level_value(board, target, 0) as u64;
        let vt = top(board, target) as u64;
        let top_from = top(board, from) as u64;
        for h in helpers {
            let t = top(board, h) as u64;
            let m = level_value(board, from, height(board, h) - 1) as u64;
            if v0 == m + t || v0 == m.abs_diff(t) || v0 == m * t || (t != 0 && vt == m / t) || (top_from != 0 && vt == t / top_from) {
                return true;
            }
        }
        false
    }

    /// The first helper test that holds, in Ludii's order: sum, difference, product, then
    /// quotient, each over the helpers in cell order.
    fn helper_witness(&self, from: Cell, target: Cell) -> Option<Witness> {
        let helpers = self.helpers(from, target);
        let board = self.board;
        let v0 = level_value(board, target, 0);
        let vt = top(board, target);
        let stacked = height(board, target) > 1;
        let (bottom_part, top_part) = if stacked { (StackValue::Bottom, StackValue::Top) } else { (StackValue::Piece, StackValue::Piece) };
        let top_from = top(board, from);
        let operands = |h: Cell| (level_value(board, from, height(board, h) - 1), top(board, h));
        let found = |reason: Reason, h: Cell| Some(Witness { reason, helper: Some(h) });
        for h in helpers {
            let (m, t) = operands(h);
            if v0 as u64 == m as u64 + t as u64 {
                return found(Reason::LandingHelper { victim: v0, part: bottom_part, a: m, b: t, op: Op::Sum }, h);
            }
        }
        for h in helpers {
            let (m, t) = operands(h);
            if v0 == m.abs_diff(t) {
                let (a, b) = if m >= t { (m, t) } else { (t, m) };
                return found(Reason::LandingHelper { victim: v0, part: bottom_part, a, b, op: Op::Difference }, h);
            }
        }
        for h in helpers {
            let (m, t) = operands(h);
            if v0 as u64 == m as u64 * t as u64 {
                return found(Reason::LandingHelper { victim: v0, part: bottom_part, a: m, b: t, op: Op::Product }, h);
            }
        }
        for h in helpers {
            let (m, t) = operands(h);
            if t != 0 && vt == m / t {
                return found(Reason::LandingHelper { victim: vt, part: top_part, a: m, b: t, op: Op::Quotient }, h);
            }
            if top_from != 0 && vt == t / top_from {
                return found(Reason::LandingHelper { victim: vt, part: top_part, a: t, b: top_from, op: Op::Quotient }, h);
            }
        }
        None
    }

    /// The record of the capture `from`x`to`: the first level of the stack (base first) whose
    /// moves make it, with the first test that holds.
    fn landing_capture(&self, from: Cell, to: Cell) -> Option<Capture> {
        let victim = self.board.get(to)?;
        let mut unused = CellSet::EMPTY;
        for (level, part) in self.board.parts(from).iter().enumerate() {
            if let Some(w) = self.walk(from, level, part.shape, Some(to), &mut unused) {
                let mut methods = MethodSet::default();
                methods.insert(Method::Landing);
                let by = from.bit() | w.helper.map_or(CellSet::EMPTY, |h| h.bit());
                return Some(Capture { target: Target::whole(to), victim, method: Method::Landing, methods, by, reason: w.reason });
            }
        }
        None
    }

    /// Which shapes of the stack on `cell` (the opponent's) are encircled, as a shape bit mask.
    fn encircled_shapes(&self, cell: Cell) -> u8 {
        let mut mask = 0u8;
        let mut seen = 0u8;
        for part in self.board.parts(cell) {
            let bit = part.shape.bit();
            if seen & bit != 0 {
                continue;
            }
            seen |= bit;
            // Only the mover's pieces on the pattern's destinations can encircle it.
            if (self.tables.reach_empty(part.shape as usize, cell) & self.own).is_empty() {
                continue;
            }
            let dests = self.tables.moves(part.shape as usize, cell, self.occupied);
            if !(dests & self.own).is_empty() && (dests & !self.own).is_empty() {
                mask |= bit;
            }
        }
        mask
    }

    /// The record of an encirclement removal.
    fn removal_capture(&self, target: Target) -> Option<Capture> {
        let cell = target.cell;
        let encircled = self.encircled_shapes(cell);
        let part = *self.board.parts(cell).iter().find(|p| Some(p.value) == target.component && encircled & p.shape.bit() != 0)?;
        let color = self.board.color_at(cell)?;
        let dests = self.tables.moves(part.shape as usize, cell, self.occupied);
        let mut methods = MethodSet::default();
        methods.insert(Method::Encirclement);
        Some(Capture {
            target,
            victim: Piece::simple(color, part.shape, part.value),
            method: Method::Encirclement,
            methods,
            by: dests,
            reason: Reason::Encirclement { held: dests.count() as u8 },
        })
    }
}

/// The victory `mover` makes by landing on (or removing a piece from) `landed`.
fn judge(position: &Position, mover: Color, landed: Cell) -> Option<Verdict> {
    if position.rules.victories.enabled(Victory::LudiiLine) {
        let territory = position.territory(mover.opposite());
        if let Some(line) = line(&position.board, territory, mover, landed) {
            return position.common_verdict(mover, 0, [Some(line[0]), Some(line[1]), Some(line[2]), None], Some(Victory::LudiiLine));
        }
    }
    position.common_verdict(mover, 0, [None; 4], None)
}

/// Ludii's line progression: the three cells `[x, y, z]`, in line, with `landed` among them,
/// such that `|x − y| = |y − z|` (arithmetic) or `y ≠ 0, z ≠ 0, x / y = y / z` (geometric and
/// "harmonic", integer division) on the top values; `None` when the end rule does not hold.
///
/// `landed` must lie in `territory` (the mover's enemy territory); the two other cells must
/// hold the mover's pieces there too (`landed` itself may hold anything, even nothing after a
/// removal); and the opponent must have no stack of two or more pieces.
pub(crate) fn line(board: &Board, territory: CellSet, mover: Color, landed: Cell) -> Option<[Cell; 3]> {
    if !territory.contains(landed) {
        return None;
    }
    let opponent = board.occupied_by(mover.opposite());
    if (board.pyramids() & opponent).iter().any(|c| height(board, c) > 1) {
        return None;
    }
    let cells = board.cells();
    let mine = board.occupied_by(mover) & territory;
    let ahead = |from: Cell, dir: usize, k: usize| -> Option<Cell> {
        let mut at = from;
        for _ in 0..k {
            at = step(at, dir).filter(|c| cells.contains(*c))?;
        }
        Some(at)
    };
    let own = |c: Option<Cell>| c.filter(|c| mine.contains(*c));
    // Ludii's order: for each line (N–S, E–W, NE–SW, SE–NW), centred, then one side, then the
    // other; arithmetic over all lines before geometric.
    let mut candidates: [Option<[Cell; 3]>; 12] = [None; 12];
    for (i, (a, c)) in [(0usize, 2usize), (1, 3), (4, 6), (5, 7)].into_iter().enumerate() {
        if let (Some(x), Some(z)) = (own(ahead(landed, a, 1)), own(ahead(landed, c, 1))) {
            candidates[3 * i] = Some([x, landed, z]);
        }
        for (j, dir) in [a, c].into_iter().enumerate() {
            if let (Some(near), Some(far)) = (own(ahead(landed, dir, 1)), own(ahead(landed, dir, 2))) {
                candidates[3 * i + 1 + j] = Some([far, near, landed]);
            }
        }
    }
    let v = |c: Cell| top(board, c);
    let arithmetic = candidates.iter().flatten().find(|t| v(t[0]).abs_diff(v(t[1])) == v(t[1]).abs_diff(v(t[2])));
    let found = arithmetic.or_else(|| {
        candidates.iter().flatten().find(|t| {
            let (x, y, z) = (v(t[0]), v(t[1]), v(t[2]));
            y != 0 && z != 0 && x / y == y / z
        })
    });
    found.copied()
}

/// The arithmetic of a `ludii-line` win on `cells` (`[x, y, z]` as [`line`] returns them):
/// "arithmetic (Ludii's test): |30 − 20| = |20 − 10| = 10".
pub(crate) fn say_line(board: &Board, cells: &[Cell]) -> Option<crate::vocab::words::Say> {
    use crate::vocab::words::Say;
    let [x, y, z] = match cells {
        [x, y, z] => [top(board, *x), top(board, *y), top(board, *z)],
        _ => return None,
    };
    let s = if x.abs_diff(y) == y.abs_diff(z) {
        Say::new("why.ludiiLine.arithmetic").text("math", format!("|{x} − {y}| = |{y} − {z}| = {}", x.abs_diff(y)))
    } else if y != 0 && z != 0 {
        Say::new("why.ludiiLine.geometric").text("math", format!("{x} ÷ {y} = {y} ÷ {z} = {}", x / y))
    } else {
        return None;
    };
    Some(s)
}

