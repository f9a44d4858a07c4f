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

use crate::board::motion::{step, MotionTables};
use crate::board::moves::{Action, Move, Target};
use crate::board::state::State;
use crate::board::Board;
use crate::capture::mode::{Mode, Played, Scratch};
use crate::capture::{Capture, Method, MethodSet, Op, Reason, StackValue};
use crate::rules::Motion;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{Color, Component, Piece, Shape};
use crate::vocab::rng::Rng;

/// The legal moves of `position`: shifts and captures by replacement by start cell then
/// destination, then encirclement removals by cell, base first. Distinct moves only.
pub(crate) fn moves(state: &State, out: &mut Vec<Move>) {
    let g = Gen::new(state);
    for from in g.own {
        let (shifts, captures) = g.destinations(from);
        out.extend((shifts | captures).iter().map(|to| landing_move(from, to, captures)));
    }
    for cell in g.enemy {
        let encircled = g.encircled_shapes(cell);
        if encircled != 0 {
            out.extend((0..g.board.height(cell)).filter_map(|level| g.removal_of_level(cell, level, encircled)));
        }
    }
}

/// The move from `from` to `to`: a capture by replacement where `to` is among `captures`.
fn landing_move(from: Cell, to: Cell, captures: CellSet) -> Move {
    let action = if captures.contains(to) { Action::Replace { from, to } } else { Action::Shift { from, to } };
    Move { action, takes: Vec::new() }
}

/// Does the side to move have a legal move?
pub(crate) fn has_move(state: &State) -> bool {
    let g = Gen::new(state);
    g.own.iter().any(|from| {
        let (shifts, captures) = g.destinations(from);
        !(shifts | captures).is_empty()
    }) || g.enemy.iter().any(|cell| g.encircled_shapes(cell) != 0)
}

/// The cells the stack on `from` may move to (shifts and captures), when it is the mover's.
pub(crate) fn destinations(state: &State, from: Cell) -> CellSet {
    let g = Gen::new(state);
    if !g.own.contains(from) {
        return CellSet::EMPTY;
    }
    let (shifts, captures) = g.destinations(from);
    shifts | captures
}

/// Play `mv` (a legal move) in place: the board, the prisoners, the captures made, the turn and
/// the ply count; the cell landed on (or emptied) for the victory judge.
pub(crate) fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
    let mover = state.turn();
    let landed = match mv.action {
        Action::Shift { from, to } => {
            state.board_mut().shift(from, to);
            to
        }
        Action::Replace { from, to } => {
            let report = Gen::new(state).landing_capture(from, to);
            if let Some(victim) = state.board_mut().take(to) {
                state.prisoners_mut(mover).push(&victim);
            }
            if let Some(c) = report {
                captures.push(c);
            }
            state.board_mut().shift(from, to);
            to
        }
        Action::Removal(target) => {
            let report = Gen::new(state).removal_capture(target);
            if let Some(c) = report {
                let index = removal_level(state, target);
                let taken = match index {
                    Some(i) if state.board().is_pyramid(target.cell) => {
                        state.board_mut().take_component(target.cell, i).is_some()
                    }
                    Some(_) => state.board_mut().take(target.cell).is_some(),
                    None => false,
                };
                if taken {
                    state.prisoners_mut(mover).push(&c.victim);
                    captures.push(c);
                }
            }
            target.cell
        }
        Action::Drop { .. } => return None,
    };
    state.pass();
    Some(Played::at(mover, Some(landed)))
}

/// The level a removal takes: the base-most level of the named value whose pattern is encircled.
fn removal_level(state: &State, target: Target) -> Option<usize> {
    let g = Gen::new(state);
    let encircled = g.encircled_shapes(target.cell);
    let parts = state.board().parts(target.cell);
    parts.iter().position(|p| names(state.board(), target, p.value) && encircled & p.shape.bit() != 0)
}

/// Does a removal of `target` name the level of value `value` there? `x<cell>` names a lone
/// piece (a stack of one: a simple piece, or a pyramid left with one component);
/// `x<cell>:<value>` a stack's level of that value, or (as older records write it) a lone piece
/// of that value.
fn names(board: &Board, target: Target, value: u16) -> bool {
    match target.component {
        Some(v) => v == value,
        None => board.height(target.cell) == 1,
    }
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
    fn new(state: &'a State) -> Gen<'a> {
        let board = state.board();
        let mover = state.turn();
        let own = board.occupied_by(mover);
        let highest = last(own);
        let second = highest.and_then(|h| last(CellSet(own.0 & !h.bit().0)));
        Gen {
            board,
            tables: state.tables(),
            motion: state.rules().motion,
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
        h.map_or(level, |h| self.board.height(h) - 1)
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
        Shape::SIMPLE.iter().any(|&shape| {
            shapes & shape.bit() != 0 && !(self.tables.paths(shape as usize, from) & self.enemy).is_empty()
        })
    }

    /// Generate the captures of the piece at `level` of the stack on `from` (of `shape`), as
    /// Ludii does, into `captures`. With `probe`, return the witness of the capture of that
    /// cell instead, if this level makes it.
    fn walk(
        &self,
        from: Cell,
        level: usize,
        shape: Shape,
        probe: Option<Cell>,
        captures: &mut CellSet,
    ) -> Option<Witness> {
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
                    let value = self.board.level_value(from, context_level);
                    let victim = self.board.level_value(at, 0);
                    let by_distance = distance_test(victim, value, distance);
                    if by_distance.is_none() {
                        context_level = self.level_after_helpers(from, context_level);
                    }
                    if k == m.steps {
                        if probe == Some(at) {
                            if let Some(op) = by_distance {
                                let part =
                                    if self.board.height(at) > 1 { StackValue::Bottom } else { StackValue::Piece };
                                let reason = Reason::LandingDistance { victim, part, value, distance, op };
                                return Some(Witness { reason, helper: None });
                            }
                            return self.helper_witness(from, at);
                        } else if probe.is_none()
                            && !captures.contains(at)
                            && (by_distance.is_some() || self.helped(from, at))
                        {
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
        let v0 = board.level_value(target, 0) as u64;
        let vt = board.top_value(target) as u64;
        let top_from = board.top_value(from) as u64;
        for h in helpers {
            let t = board.top_value(h) as u64;
            let m = board.level_value(from, board.height(h) - 1) as u64;
            if helper_test(v0, vt, m, t, top_from) {
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
        let v0 = board.level_value(target, 0);
        let vt = board.top_value(target);
        let stacked = board.height(target) > 1;
        let (bottom_part, top_part) =
            if stacked { (StackValue::Bottom, StackValue::Top) } else { (StackValue::Piece, StackValue::Piece) };
        let top_from = board.top_value(from);
        let operands = |h: Cell| (board.level_value(from, board.height(h) - 1), board.top_value(h));
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
                return found(
                    Reason::LandingHelper { victim: vt, part: top_part, a: t, b: top_from, op: Op::Quotient },
                    h,
                );
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
                return Some(Capture {
                    target: Target::whole(to),
                    victim,
                    method: Method::Landing,
                    methods,
                    by,
                    reason: w.reason,
                });
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
        let part = *self
            .board
            .parts(cell)
            .iter()
            .find(|p| names(self.board, target, p.value) && encircled & p.shape.bit() != 0)?;
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

/// Ludii's distance test: a mover read as `value`, moving `distance` steps, takes a victim whose
/// bottom value is `victim` by `victim = value × distance` ([`Op::Product`]), else by
/// `victim = value ÷ distance` rounded down ([`Op::Quotient`]).
pub(crate) fn distance_test(victim: u32, value: u32, distance: u32) -> Option<Op> {
    if victim == value * distance {
        Some(Op::Product)
    } else if victim == value / distance {
        Some(Op::Quotient)
    } else {
        None
    }
}

/// Ludii's helper tests, any of them: a mover read as `m` (`top_from` its top value), helped by a
/// stack whose top value is `t`, takes a victim of bottom value `v0` and top value `vt` when
/// `v0 = m + t`, `|m − t|` or `m × t`, or `vt = m ÷ t` or `t ÷ top_from` (rounded down).
pub(crate) fn helper_test(v0: u64, vt: u64, m: u64, t: u64, top_from: u64) -> bool {
    v0 == m + t
        || v0 == m.abs_diff(t)
        || v0 == m * t
        || (t != 0 && vt == m / t)
        || (top_from != 0 && vt == t / top_from)
}

/// The capture-by-landing mode.
pub(crate) struct Landing;

impl Mode for Landing {
    fn destinations(state: &State, from: Cell) -> CellSet {
        destinations(state, from)
    }

    fn moves(state: &State, out: &mut Vec<Move>) {
        moves(state, out)
    }

    fn has_move(state: &State) -> bool {
        has_move(state)
    }

    fn is_legal(state: &State, mv: &Move) -> bool {
        let mut legal = Vec::new();
        moves(state, &mut legal);
        legal.contains(mv)
    }

    fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
        play(state, mv, captures)
    }

    /// A move drawn uniformly from the legal moves: by rejection first ([`drawn`]), listing
    /// every move only when that keeps missing.
    fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
        if let Some(mv) = drawn(state, rng, &mut scratch.slots) {
            scratch.captures.clear();
            return play(state, &mv, &mut scratch.captures);
        }
        scratch.moves.clear();
        moves(state, &mut scratch.moves);
        if scratch.moves.is_empty() {
            return None;
        }
        let mv = scratch.moves[rng.below(scratch.moves.len())].clone();
        scratch.captures.clear();
        play(state, &mv, &mut scratch.captures)
    }
}

/// How many draws [`drawn`] makes before it gives up.
const REJECTIONS: usize = 64;

/// A legal move drawn uniformly by rejection, or none after [`REJECTIONS`] misses.
///
/// Each stack of the mover has as many slots as the most destinations its shapes may have
/// ([`State::destinations_bound`]); slot `k` names its `k`-th destination (shifts and captures
/// by replacement together, in cell order) or nothing. Each enemy stack has one slot per level;
/// slot `i` names the removal of level `i` when that level is encircled and no level below it
/// of the same value is (the removal [`moves`] lists once). Every legal move has exactly one
/// slot, so a slot drawn until one names a move gives each move the same chance, and only the
/// drawn stack's destinations are found, not every stack's. `slots` holds each stack's cell
/// and where its slots end.
fn drawn(state: &State, rng: &mut Rng, slots: &mut Vec<(Cell, u32)>) -> Option<Move> {
    let g = Gen::new(state);
    slots.clear();
    let mut total = 0;
    for from in g.own {
        let bound = state.destinations_bound(from);
        if bound > 0 {
            total += bound;
            slots.push((from, total));
        }
    }
    for cell in g.enemy {
        total += g.board.height(cell) as u32;
        slots.push((cell, total));
    }
    if total == 0 {
        return None;
    }
    for _ in 0..REJECTIONS {
        let draw = rng.below(total as usize) as u32;
        let i = slots.partition_point(|&(_, end)| end <= draw);
        let cell = slots[i].0;
        let k = (draw - if i == 0 { 0 } else { slots[i - 1].1 }) as usize;
        let mv = if g.own.contains(cell) {
            g.nth_destination(cell, k)
        } else {
            g.removal_of_level(cell, k, g.encircled_shapes(cell))
        };
        if mv.is_some() {
            return mv;
        }
    }
    None
}

impl Gen<'_> {
    /// The move to the `k`-th destination of the stack on `from` (the mover's), if it has one.
    #[inline]
    fn nth_destination(&self, from: Cell, k: usize) -> Option<Move> {
        let (shifts, captures) = self.destinations(from);
        let to = (shifts | captures).nth(k as u32)?;
        Some(landing_move(from, to, captures))
    }

    /// The removal of level `level` of the enemy stack on `cell`, whose shapes `encircled` are
    /// encircled ([`Gen::encircled_shapes`]), if that level is and no level below it of the
    /// same value is (each removal once). A lone piece (a stack of one) is removed whole
    /// (`xb4`); a level of a stack by its value (`xb4:16`).
    #[inline]
    fn removal_of_level(&self, cell: Cell, level: usize, encircled: u8) -> Option<Move> {
        let parts = self.board.parts(cell);
        let part = parts[level];
        let encircled_as = |p: &Component| encircled & p.shape.bit() != 0;
        if !encircled_as(&part) || parts[..level].iter().any(|p| p.value == part.value && encircled_as(p)) {
            return None;
        }
        let component = if parts.len() > 1 { Some(part.value) } else { None };
        Some(Move { action: Action::Removal(Target { cell, component }), takes: Vec::new() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::each_random_position;
    use crate::Rules;

    /// [`drawn`]'s slots cover every move: no stack has more destinations, captures by
    /// replacement included, than its bound, along random games (stacks in a crowd, pyramids,
    /// pieces beside the enemy).
    #[test]
    fn landing_destinations_never_exceed_their_bound() {
        let mut captures = 0;
        each_random_position(Rules::ludii(), 7, 3_000, |position| {
            let state = position.state();
            let g = Gen::new(state);
            for from in g.own {
                let (shifts, taken) = g.destinations(from);
                let (found, bound) = ((shifts | taken).count(), state.destinations_bound(from));
                assert!(
                    found <= bound,
                    "{from}: {found} destinations over a bound of {bound} in {}",
                    position.to_setup()
                );
                captures += taken.count();
            }
        });
        assert!(captures > 100, "only {captures} captures by replacement met: the bound is hardly tested");
    }

    /// [`drawn`] itself (not the listing it falls back on) gives legal moves, and almost
    /// always one: along random games it finds a move in at least 95 positions of 100.
    #[test]
    fn the_draws_by_rejection_give_legal_moves() {
        let (mut positions, mut found) = (0, 0);
        let (mut rng, mut slots, mut listed) = (Rng::new(3), Vec::new(), Vec::new());
        each_random_position(Rules::ludii(), 5, 2_000, |position| {
            let state = position.state();
            positions += 1;
            if let Some(mv) = drawn(state, &mut rng, &mut slots) {
                found += 1;
                listed.clear();
                moves(state, &mut listed);
                assert!(listed.contains(&mv), "{mv} is not legal in {}", position.to_setup());
            }
        });
        assert!(found * 100 >= positions * 95, "the draws found a move in {found} of {positions} positions");
    }
}
