//! Pending captures, kept up to date move by move: for every piece on the board, whether its
//! enemy could take it (or part of it) if the board stayed as it is, every enemy piece
//! attacking ([`Marks`], stored in the [`State`]).
//!
//! The automatic mode plays a move and then judges only the marked pieces; the chosen
//! captures judge, after each action of the turns on offer, only the victims marked before it
//! and those the action can newly expose ([`takeable`]); the search's
//! evaluation reads both sides' pending captures from them. Each is the same judgement as the
//! whole-board sweep (the same method functions, [`super::judge`]), asked of fewer pieces.
//!
//! After a change on one cell only the pieces it can affect are judged again, kind by kind (a
//! pyramid as falling when it or one of its components does):
//!
//! | kind | pieces judged again after a change on `x` |
//! |---|---|
//! | siege | the neighbours of `x` |
//! | reach (equality, encounter, ambush, power, progression) | the enemies the piece on `x` (before or after) reaches (of a piece gone, those marked; of a piece come, those not), and those whose slide to an attacker passes over `x` |
//! | assault along a line | the nearest piece from `x` in each of the eight directions, on its ray towards `x` only |
//! | imprisonment | the pieces whose moves pass over or end on `x` |
//! | eruption | none: the piece on `x` is counted out (before) and in (after) as a witness against each enemy piece on its lines |
//!
//! and the piece on `x` itself. Changes made to the board without these functions leave the
//! marks stale, and every reader falls back to judging every piece.

use crate::board::marks::{Marks, DEFERRED};
use crate::board::motion::MotionTables;
use crate::board::moves::Target;
use crate::board::state::State;
use crate::board::Board;
use crate::capture::judge::judged_by_victim;
use crate::capture::methods::{self, erupts, Attack};
use crate::capture::values::{AttackValues, Reachers, ALL_SHAPES, GROWING};
use crate::rules::{Ambush, Assault, CaptureMode, Distance, Rules, Siege};
use crate::vocab::cell::{lines, rays, Cell, CellSet, NEIGHBOURS};
use crate::vocab::piece::{Color, Component, Piece, Shape, MAX_PARTS};

/// The kinds of capture the marks follow under some rules.
#[derive(Copy, Clone)]
struct Kinds {
    siege: Option<Siege>,
    reach: bool,
    eruption: Option<Distance>,
    line: bool,
    prison: bool,
}

impl Kinds {
    /// The kinds to follow, or `None` where no judgement reads the marks (captures by landing,
    /// chosen captures made only by removal or replacement) or they cannot be followed (a safe
    /// siege depends on the whole board).
    fn of(rules: &Rules) -> Option<Kinds> {
        let m = &rules.methods;
        let ambush = matches!(m.ambush, Some(Ambush { adjacent: false, .. }));
        let kinds = Kinds {
            siege: m.siege,
            reach: m.equality || m.encounter || ambush || m.power || m.progression,
            eruption: m.eruption,
            line: m.assault == Some(Assault::Line),
            prison: m.imprisonment,
        };
        match rules.capture_mode {
            CaptureMode::Automatic if m.siege.is_some_and(|s| s.safe_besiegers) => None,
            CaptureMode::Automatic => Some(kinds),
            CaptureMode::Chosen if judged_by_victim(m) => Some(Kinds { siege: None, ..kinds }),
            _ => None,
        }
    }
}

/// The pieces of which their enemy could take something now (both sides'), when the marks are
/// kept: a judgement of every piece finds captures among these only.
pub(crate) fn falling(state: &State) -> Option<CellSet> {
    let marks = state.marks();
    marks.current().then(|| marks.falls())
}

/// The enemy pieces of `after` (a copy of `before` changed on the cells `changed` only, by the
/// side to move in `before`) of which that side could take something after the change: a
/// superset of them, every piece when `before`'s marks are not kept. Judged in full by the
/// caller: those marked in `before`, those on a changed cell, and those the change can newly
/// expose, each found by judging the one kind of capture the change can create against it:
///
/// | change on `x` | pieces that may newly fall, and the judgement asked |
/// |---|---|
/// | a piece of the mover arrives | those it reaches: by reach; those whose moves it blocks: imprisonment |
/// | a piece of another colour, or none, stands there now | the nearest piece in each direction: the assault along its ray towards `x` |
/// | the cell empties | those whose slide to an attacker passes over `x`: by reach |
///
/// A piece leaving takes no one by reach or imprisonment, and a cell filling only blocks slides
/// (a reacher more is what takes by reach; a move blocked is what imprisons); an enemy pyramid
/// losing a layer stands on a changed cell and blocks as before. Siege and
/// eruption, where the marks follow them, are not narrowed: their pieces are judged in full.
///
/// For a turn on offer: its captures are judged among these only, and its position is never
/// marked (most turns on offer are never played, and most take nothing).
pub(crate) fn takeable(before: &State, after: &State, changed: CellSet) -> CellSet {
    let (marks, rules) = (before.marks(), before.rules());
    let Some(kinds) = Kinds::of(rules).filter(|_| marks.current()) else { return CellSet(u128::MAX) };
    let (board, tables) = (after.board(), after.tables());
    let judge = Judge { board, tables, rules, kinds };
    let mover = before.turn();
    let enemy = board.occupied_by(mover.opposite());
    let occupied = board.occupied();
    let mut out = (marks.falls() | changed) & enemy;
    let (mut reach, mut prison) = (CellSet::EMPTY, CellSet::EMPTY);
    let attack = judge.attack_by(mover);
    for x in changed {
        if kinds.siege.is_some() {
            out |= (NEIGHBOURS.orthogonal[x.index()] | NEIGHBOURS.diagonal[x.index()]) & enemy;
        }
        if kinds.eruption.is_some() {
            out |= lines(x) & enemy;
        }
        let (was, is) = (before.board().color_at(x), board.color_at(x));
        if is == Some(mover) {
            if kinds.reach {
                reach |= judge.reached_by(board.shapes_of(board.parts(x)), x);
            }
            if kinds.prison && was != is {
                prison |= judge.watching(x);
            }
        } else if is.is_none() && kinds.reach {
            reach |= judge.over_among(x, enemy & !out);
        }
        if kinds.line && was != is {
            each_nearest(x, occupied, |v, towards| {
                if enemy.contains(v) && !out.contains(v) && judge.ray_falls(&attack, v, towards) {
                    out.insert(v);
                }
            });
        }
    }
    for v in reach & enemy & !out {
        if judge.reach(&attack, v) {
            out.insert(v);
        }
    }
    for v in prison & enemy & !out {
        if judge.prison(&attack, v) {
            out.insert(v);
        }
    }
    out
}

/// The nearest piece from `x` in each of the eight directions, each told with the direction
/// of its ray towards `x` (the opposite of the one from `x`: north and south, east and west…
/// are two apart in [`DIRECTIONS`](crate::vocab::cell::DIRECTIONS)).
#[inline]
fn each_nearest(x: Cell, occupied: CellSet, mut f: impl FnMut(Cell, usize)) {
    for (dir, ray) in rays()[x.index()].iter().enumerate() {
        let hit = ray.0 & occupied.0;
        if hit != 0 {
            let index = if GROWING[dir] { hit.trailing_zeros() } else { 127 - hit.leading_zeros() };
            if let Some(v) = Cell::from_index(index as usize) {
                f(v, dir ^ 2);
            }
        }
    }
}

/// Compute every mark from the board (a new position); none where the rules need none.
pub(crate) fn init(state: &mut State) {
    let (marks, board, tables, rules) = state.marks_mut();
    *marks = Marks::STALE;
    let Some(kinds) = Kinds::of(rules) else { return };
    let judge = Judge { board, tables, rules, kinds };
    for cell in board.occupied() {
        judge.mark(marks, cell);
    }
    marks.fresh = true;
}

/// Keep the marks of `state`, and of every state played from it, lazily: the changes of a
/// turn are recorded, and judged when [`refresh`] asks. A search lists moves from a few of the
/// positions it plays (most are leaves), and judges those only.
pub(crate) fn defer(state: &mut State) {
    let eruption = Kinds::of(state.rules()).is_some_and(|k| k.eruption.is_some());
    let marks = state.marks_mut().0;
    // (Marks not kept, or stale, stay as they are; so do the eruption's counts, which need
    // the values of the pieces gone.)
    marks.lazy = marks.current() && !eruption;
}

/// Judge the changes lazy marks recorded since they were last judged ([`defer`]): all at
/// once, as one change of each cell; from the whole board when too many were recorded.
#[inline]
pub(crate) fn refresh(state: &mut State) {
    let marks = state.marks();
    if marks.lazy && !marks.current() {
        judge_deferred(state);
    }
}

/// [`refresh`] where there is something to judge.
fn judge_deferred(state: &mut State) {
    let marks = state.marks();
    if !marks.fresh {
        init(state);
        state.marks_mut().0.lazy = true;
        return;
    }
    let n = usize::from(marks.deferred_count);
    let (deferred, board) = (marks.deferred, state.board());
    // On the stack: a search judges these at every node it lists moves from.
    let mut changes = [Change { cell: Cell::FIRST, old: None, new: None }; DEFERRED];
    let mut len = 0;
    for &(index, old) in &deferred[..n] {
        if let Some(cell) = Cell::from_index(usize::from(index)) {
            changes[len] = Change { cell, old: stand_in(old), new: board.get(cell) };
            len += 1;
        }
    }
    state.marks_mut().0.deferred_count = 0;
    update(state, &changes[..len]);
}

/// What lazy marks record of the piece `old` (none: 0): its colour and the shapes it moves
/// as, all the judgement of a change reads of a piece gone where eruptions are not counted.
fn recorded(board: &Board, old: Option<Piece>) -> u8 {
    old.map_or(0, |p| 0x80 | (p.color.index() as u8) << 3 | board.shapes_of(p.parts()))
}

/// A piece of the colour and motions [`recorded`] wrote (values of 1): what the judgement
/// of a change is given for a piece gone.
fn stand_in(old: u8) -> Option<Piece> {
    if old == 0 {
        return None;
    }
    let color = if old >> 3 & 1 == 0 { Color::White } else { Color::Black };
    let mut parts = [Component { shape: Shape::Round, value: 1 }; 3];
    let mut n = 0;
    for shape in Shape::SIMPLE.into_iter().filter(|s| old & s.bit() != 0) {
        parts[n].shape = shape;
        n += 1;
    }
    match parts[..n] {
        [one] => Some(Piece::simple(color, one.shape, 1)),
        _ => Piece::pyramid(color, &parts[..n]),
    }
}

/// Move the piece on `from` to the empty `to`, keeping the marks.
pub(crate) fn shift(state: &mut State, from: Cell, to: Cell) {
    let fresh = state.marks().fresh;
    let piece = state.board().get(from);
    state.board_mut().shift(from, to);
    if fresh {
        changed(state, &[Change { cell: from, old: piece, new: None }, Change { cell: to, old: None, new: piece }]);
    }
}

/// Put `piece` on the empty `cell`, keeping the marks.
pub(crate) fn put(state: &mut State, cell: Cell, piece: Piece) -> Result<(), &'static str> {
    let fresh = state.marks().fresh;
    state.board_mut().put(cell, piece)?;
    if fresh {
        changed(state, &[Change { cell, old: None, new: Some(piece) }]);
    }
    Ok(())
}

/// `mover` takes `target` into its prisoners ([`State::take`]), keeping the marks.
pub(crate) fn take(state: &mut State, mover: Color, target: Target) -> bool {
    let fresh = state.marks().fresh;
    let old = state.board().get(target.cell);
    let taken = state.take(mover, target);
    if fresh {
        if taken {
            let new = state.board().get(target.cell);
            changed(state, &[Change { cell: target.cell, old, new }]);
        } else {
            state.marks_mut().0.fresh = true;
        }
    }
    taken
}

/// The marks, which agreed with the board before `changes`, after them: judged now, or
/// recorded where the marks are lazy.
fn changed(state: &mut State, changes: &[Change]) {
    let (marks, board, _, _) = state.marks_mut();
    if !marks.lazy {
        return update(state, changes);
    }
    marks.fresh = true;
    for c in changes {
        marks.defer(c.cell, recorded(board, c.old));
    }
}

/// What stood on a cell before a change, and what stands there after.
#[derive(Copy, Clone)]
struct Change {
    cell: Cell,
    old: Option<Piece>,
    new: Option<Piece>,
}

/// The marks after `changes` (each cell once; the board already changed): the marks agreed
/// with the board before.
fn update(state: &mut State, changes: &[Change]) {
    let (marks, board, tables, rules) = state.marks_mut();
    let Some(kinds) = Kinds::of(rules) else { return };
    marks.fresh = true;
    let judge = Judge { board, tables, rules, kinds };
    let changed = changes.iter().fold(CellSet::EMPTY, |set, c| set | c.cell.bit());
    for c in changes {
        marks.clear(c.cell);
        if c.new.is_some() {
            judge.mark(marks, c.cell);
        }
    }
    let occupied = board.occupied();
    let others = occupied & !changed;
    let color = |p: &Option<Piece>| p.as_ref().map(|p| p.color);
    let (mut siege, mut reach, mut prison) = (CellSet::EMPTY, CellSet::EMPTY, CellSet::EMPTY);
    // The enemies of a piece gone that it reached, and of a piece come: judged again only where
    // that can change them (below).
    let (mut lost, mut gained) = (CellSet::EMPTY, CellSet::EMPTY);
    for c in changes {
        let x = c.cell;
        // Not recoloured: values changed only (a pyramid lost a component), so sieges and
        // imprisonments hold, and what it reaches is judged again either way.
        let recoloured = color(&c.old) != color(&c.new);
        if recoloured {
            if kinds.siege.is_some() {
                // A piece arriving may besiege its enemies or free its own; one leaving only
                // frees what it besieged.
                let around = (NEIGHBOURS.orthogonal[x.index()] | NEIGHBOURS.diagonal[x.index()]) & others;
                let enemies = c.new.as_ref().map_or(CellSet::EMPTY, |p| board.occupied_by(p.color.opposite()));
                siege |= around & (enemies | marks.siege);
            }
            if kinds.prison {
                prison |= judge.watching(x);
            }
        }
        if kinds.reach {
            for (p, arriving) in [(&c.old, false), (&c.new, true)] {
                let Some(p) = p else { continue };
                let reached = judge.reached(p, x) & board.occupied_by(p.color.opposite());
                match (recoloured, arriving) {
                    (false, _) => reach |= reached,
                    (true, true) => gained |= reached,
                    (true, false) => lost |= reached,
                }
            }
            if c.old.is_some() != c.new.is_some() {
                reach |= judge.over(x);
            }
        }
        if kinds.line {
            judge.rays_towards(marks, x, changed);
        }
        if let Some(distance) = kinds.eruption {
            for (p, witness) in [(&c.old, false), (&c.new, true)] {
                if let Some(p) = p {
                    judge.count_eruptions(marks, p, x, witness, distance, changed);
                }
            }
        }
    }
    // Every capture by reach is some reachers' values making the victim's: one reacher fewer
    // takes nothing new, and one more leaves what fell falling (a slide it opens or blocks is
    // judged over its cell above). So a piece gone can only save what fell, and a piece come
    // only expose what did not.
    reach |= (lost & marks.reach) | (gained & !marks.reach);
    let attacks = [judge.attack_by(Color::White), judge.attack_by(Color::Black)];
    let on = |v: Cell| &attacks[usize::from(!board.occupied_by(Color::Black).contains(v))];
    for v in siege & others {
        set(&mut marks.siege, v, judge.siege(on(v), v));
    }
    for v in reach & others {
        set(&mut marks.reach, v, judge.reach(on(v), v));
    }
    for v in prison & others {
        set(&mut marks.prison, v, judge.prison(on(v), v));
    }
}

/// Put `v` in `set` or take it out.
#[inline]
fn set(set: &mut CellSet, v: Cell, on: bool) {
    if on {
        set.insert(v);
    } else {
        set.remove(v);
    }
}

/// The values a piece may be taken by: its value, then a pyramid's components (each may fall
/// alone); the values a piece attacks with by eruption or along a line, in the same order.
fn values_of(piece: &Piece) -> ([u32; 1 + MAX_PARTS], usize) {
    let mut values = [piece.total(); 1 + MAX_PARTS];
    let mut n = 1;
    if piece.is_pyramid() {
        for part in piece.parts() {
            values[n] = u32::from(part.value);
            n += 1;
        }
    }
    (values, n)
}

/// The judgements of single pieces, by kind, with every enemy piece attacking; each true when
/// the piece, or one of a pyramid's components, falls.
struct Judge<'a> {
    board: &'a Board,
    tables: &'a MotionTables,
    rules: &'a Rules,
    kinds: Kinds,
}

impl<'a> Judge<'a> {
    /// The attack on the piece on `victim`: every piece of its enemy.
    fn attack(&self, victim: Cell) -> Option<Attack<'a>> {
        let mover = self.board.color_at(victim)?.opposite();
        let own = self.board.occupied_by(mover);
        Some(Attack { rules: self.rules, tables: self.tables, board: self.board, mover, attackers: own, own })
    }

    /// Is one of the values the piece on `v` may be taken by ([`values_of`]) taken by `test`?
    #[inline]
    fn any_target(&self, v: Cell, test: impl Fn(u32) -> bool) -> bool {
        if !self.board.is_pyramid(v) {
            return test(self.board.value(v));
        }
        test(self.board.value(v)) || self.board.parts(v).iter().any(|part| test(u32::from(part.value)))
    }

    /// The attack of `mover`: every one of its pieces.
    fn attack_by(&self, mover: Color) -> Attack<'a> {
        let own = self.board.occupied_by(mover);
        Attack { rules: self.rules, tables: self.tables, board: self.board, mover, attackers: own, own }
    }

    /// Every mark of the piece on `cell` (its eruption witnesses counted, its rays judged).
    fn mark(&self, marks: &mut Marks, cell: Cell) {
        let Some(attack) = self.attack(cell) else { return };
        let kinds = self.kinds;
        for (on, test, set) in [
            (kinds.siege.is_some(), Judge::siege as fn(&Self, &Attack, Cell) -> bool, &mut marks.siege),
            (kinds.reach, Judge::reach, &mut marks.reach),
            (kinds.prison, Judge::prison, &mut marks.prison),
        ] {
            if on && test(self, &attack, cell) {
                set.insert(cell);
            }
        }
        if kinds.line {
            for dir in 0..8 {
                self.set_ray(marks, &attack, cell, dir);
            }
        }
        if let Some(distance) = kinds.eruption {
            let mut n = 0u8;
            for a in lines(cell) & attack.attackers & self.board.cells() {
                let values = AttackValues::of(self.board, a, ALL_SHAPES);
                n += u8::from(
                    self.any_target(cell, |target| erupts(values.as_slice(), a, cell, target, distance).is_some()),
                );
            }
            marks.witnesses[cell.index()] = n;
            if n > 0 {
                marks.erupt.insert(cell);
            }
        }
    }

    /// A siege (of the whole piece only, as the judge has it).
    fn siege(&self, attack: &Attack, v: Cell) -> bool {
        self.kinds.siege.is_some_and(|rule| methods::siege(attack, v, rule).is_some())
    }

    /// Equality, encounter, ambush, power or progression, as the judge tries them.
    fn reach(&self, attack: &Attack, v: Cell) -> bool {
        let reachers = Reachers::of(self.board, self.tables, attack.mover, v);
        if (reachers.cells & attack.attackers).is_empty() {
            return false;
        }
        let m = &self.rules.methods;
        self.any_target(v, |target| {
            ((m.encounter || m.equality) && methods::equality(attack, target, &reachers).is_some())
                || matches!(m.ambush, Some(Ambush { ops, adjacent: false }) if methods::ambush(attack, target, &reachers, ops).is_some())
                || (m.power && methods::power(attack, target, &reachers).is_some())
                || (m.progression && methods::progression(attack, target, &reachers).is_some())
        })
    }

    /// Imprisonment (of the whole piece only, as the judge has it).
    fn prison(&self, attack: &Attack, v: Cell) -> bool {
        methods::imprisonment(attack, v).is_some()
    }

    /// Judge the assault along the line on `v` from its ray `dir`, and mark `v` as the rays
    /// say.
    fn set_ray(&self, marks: &mut Marks, attack: &Attack, v: Cell, dir: usize) {
        let falls = self.ray_falls(attack, v, dir);
        let rays = &mut marks.rays[v.index()];
        *rays = if falls { *rays | 1 << dir } else { *rays & !(1 << dir) };
        if *rays != 0 {
            marks.line.insert(v);
        } else {
            marks.line.remove(v);
        }
    }

    /// Does the piece on `v` fall to an assault along the line from its ray `dir`?
    fn ray_falls(&self, attack: &Attack, v: Cell, dir: usize) -> bool {
        methods::ray_attacker(attack, v, dir)
            .is_some_and(|(a, cells)| self.any_target(v, |t| methods::assaults(self.board, a, cells, t).is_some()))
    }

    /// After a change on `x`: the ray towards `x` of the nearest piece from `x` in each
    /// direction (the only rays whose nearest piece can have changed), those on `skip` aside.
    fn rays_towards(&self, marks: &mut Marks, x: Cell, skip: CellSet) {
        each_nearest(x, self.board.occupied(), |v, towards| {
            if let Some(attack) = self.attack(v).filter(|_| !skip.contains(v)) {
                self.set_ray(marks, &attack, v, towards);
            }
        });
    }

    /// The cells `piece` on `x` reaches (or would, on an empty board): by symmetry, the cells
    /// from which a piece is reached by it.
    fn reached(&self, piece: &Piece, x: Cell) -> CellSet {
        self.reached_by(self.board.shapes_of(piece.parts()), x)
    }

    /// [`Judge::reached`] for a piece of `shapes` (bits of [`Shape::bit`]).
    fn reached_by(&self, shapes: u8, x: Cell) -> CellSet {
        let mut out = CellSet::EMPTY;
        for s in 0..3 {
            if shapes >> s & 1 != 0 {
                out |= self.tables.reach_empty(s, x);
            }
        }
        out
    }

    /// The pieces whose slide to a piece of their enemy moving by that slide passes over `x`:
    /// their reachers change when `x` fills or empties.
    fn over(&self, x: Cell) -> CellSet {
        self.over_among(x, self.board.occupied())
    }

    /// [`Judge::over`] among the pieces `among` only (a turn on offer asks it of the pieces it
    /// may newly take).
    fn over_among(&self, x: Cell, among: CellSet) -> CellSet {
        let board = self.board;
        let mut out = CellSet::EMPTY;
        for (s, shape) in Shape::SIMPLE.into_iter().enumerate() {
            // (No piece moving as `shape` where these slides end: none of them reaches one.)
            if (self.tables.ends_over(s, x) & (board.movers(Color::White, shape) | board.movers(Color::Black, shape)))
                .is_empty()
            {
                continue;
            }
            for v in self.tables.middles_to(s, x) & among & !out {
                let Some(enemy) = board.color_at(v).map(Color::opposite) else { continue };
                if self.tables.slide_over(s, v, x).is_some_and(|y| board.movers(enemy, shape).contains(y)) {
                    out.insert(v);
                }
            }
        }
        out
    }

    /// The pieces whose regular moves pass over or end on `x` (their imprisonment depends on
    /// what stands there).
    fn watching(&self, x: Cell) -> CellSet {
        let board = self.board;
        let mut out = CellSet::EMPTY;
        for (s, shape) in Shape::SIMPLE.into_iter().enumerate() {
            out |= self.tables.paths_to(s, x) & (board.movers(Color::White, shape) | board.movers(Color::Black, shape));
        }
        out
    }

    /// Count `piece` on `x` in (`witness`) or out as an eruption witness against the enemy
    /// pieces on its lines, those on `skip` aside (counted afresh).
    fn count_eruptions(
        &self,
        marks: &mut Marks,
        piece: &Piece,
        x: Cell,
        witness: bool,
        distance: Distance,
        skip: CellSet,
    ) {
        let board = self.board;
        let (values, n) = values_of(piece);
        for v in lines(x) & board.occupied_by(piece.color.opposite()) & !skip {
            if self.any_target(v, |target| erupts(&values[..n], x, v, target, distance).is_some()) {
                let count = &mut marks.witnesses[v.index()];
                *count = if witness { count.saturating_add(1) } else { count.saturating_sub(1) };
                if *count > 0 {
                    marks.erupt.insert(v);
                } else {
                    marks.erupt.remove(v);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
