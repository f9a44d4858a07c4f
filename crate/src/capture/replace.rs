//! Captures by replacement (`simplified`): a piece moves onto the first enemy piece in one
//! direction and takes it, by assault (a regular move lands there, equal values) or by sally
//! (value × cells counted from end to end).

use crate::board::moves::{Action, Target};
use crate::board::state::State;
use crate::board::Board;
use crate::capture::values::{attack_values, capture, whole_values, AttackValues};
use crate::capture::{Capture, Method, MethodSet, Reason};
use crate::rules::{Assault, Rules};
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{Color, Shape};

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
    let gap = target.steps_to(cell);
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
                values.iter().find(|&&v| v as u64 * distance as u64 == w as u64).map(|&v| Reason::Sally {
                    value: v,
                    distance,
                    result: w,
                    part,
                })
            });
            if let Some(r) = found {
                methods.insert(Method::Sally);
                reason = reason.or(Some(r));
            }
        }
        reason.map(|r| (methods, r))
    }

    /// Every enemy it takes by replacement: (victim, methods, reason), by direction.
    fn victims<'a>(
        &'a self,
        rules: &'a Rules,
        board: &'a Board,
    ) -> impl Iterator<Item = (Cell, MethodSet, Reason)> + 'a {
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

/// Do the rules capture by replacement (assault or sally)?
pub(crate) fn replaces(rules: &Rules) -> bool {
    rules.methods.sally || rules.methods.assault == Some(Assault::Replace)
}

/// The captures by replacement the piece on `from` may make (`simplified`'s assault and
/// sally): the victim's cell is the move's destination. Victims in cell order, whole pieces
/// only; none when `from` does not hold a piece of the side to move.
pub(crate) fn replacements(state: &State, from: Cell) -> Vec<Capture> {
    let rules = state.rules();
    let board = state.board();
    let mut out = Vec::new();
    if !replaces(rules) || board.color_at(from) != Some(state.turn()) {
        return out;
    }
    let striker = Striker::of(rules, board, from);
    for (victim, methods, reason) in striker.victims(rules, board) {
        if let Some(mut c) = capture(board, Target::whole(victim), Method::Sally, from.bit(), reason) {
            c.methods = methods;
            c.method = methods.first().unwrap_or(Method::Sally);
            out.push(c);
        }
    }
    crate::vocab::sort_by_key(&mut out, |c| c.target.cell.index());
    out
}

/// The cells of the victims [`replacements`] lists, without building the captures.
pub(crate) fn replacement_cells(state: &State, from: Cell) -> CellSet {
    let rules = state.rules();
    let board = state.board();
    if !replaces(rules) || board.color_at(from) != Some(state.turn()) {
        return CellSet::EMPTY;
    }
    Striker::of(rules, board, from).victims(rules, board).fold(CellSet::EMPTY, |set, (victim, _, _)| set | victim.bit())
}

/// A superset of [`replacement_cells`] judging nothing: the first piece in each direction
/// from `from`, where it is an enemy (a random game counts these first: most of the slots it
/// draws name no victim).
pub(crate) fn replacement_candidates(state: &State, from: Cell) -> CellSet {
    let board = state.board();
    if !replaces(state.rules()) || board.color_at(from) != Some(state.turn()) {
        return CellSet::EMPTY;
    }
    let occupied = board.occupied();
    let first =
        (0..8).filter_map(|dir| first_piece(occupied, from, dir)).fold(CellSet::EMPTY, |set, (v, _)| set | v.bit());
    first & board.occupied_by(state.turn().opposite())
}

/// Every capture by replacement of the side to move, as actions appended to `out` ordered by
/// piece then victim: the pairs [`replacement_cells`] finds piece by piece, found direction by
/// direction for all the pieces at once (the first piece each meets, by a fill of the empty
/// cells), only the pairs meeting an enemy judged.
pub(crate) fn replacement_pairs(state: &State, out: &mut Vec<Action>) {
    let rules = state.rules();
    let board = state.board();
    if !replaces(rules) {
        return;
    }
    let mover = state.turn();
    let occupied = board.occupied();
    let enemy = board.occupied_by(mover.opposite());
    let start = out.len();
    for dir in 0..8 {
        for victim in first_hits(board.occupied_by(mover), occupied, dir) & enemy {
            let Some((from, gap)) = first_piece(occupied, victim, opposite(dir)) else { continue };
            if Striker::of(rules, board, from).strikes(rules, board, victim, dir, gap).is_some() {
                out.push(Action::Replace { from, to: victim });
            }
        }
    }
    crate::vocab::sort_by_key(&mut out[start..], |a| match *a {
        Action::Replace { from, to } => (from.index(), to.index()),
        _ => (0, 0),
    });
}

/// The first piece met from each cell of `from` in direction `dir` (an index into
/// [`DIRECTIONS`](crate::vocab::cell::DIRECTIONS)): the empty cells filled step by step.
fn first_hits(from: CellSet, occupied: CellSet, dir: usize) -> CellSet {
    const FILE_A: u128 = 0x0101_0101_0101_0101_0101_0101_0101_0101;
    const FILE_H: u128 = FILE_A << 7;
    let step = |bits: u128| match dir {
        0 => bits << 8,
        1 => (bits << 1) & !FILE_A,
        2 => bits >> 8,
        3 => (bits >> 1) & !FILE_H,
        4 => (bits << 9) & !FILE_A,
        5 => (bits >> 7) & !FILE_A,
        6 => (bits >> 9) & !FILE_H,
        _ => (bits << 7) & !FILE_H,
    };
    let mut front = step(from.0);
    let mut hits = front & occupied.0;
    front &= !occupied.0;
    while front != 0 {
        front = step(front);
        hits |= front & occupied.0;
        front &= !occupied.0;
    }
    CellSet(hits)
}

/// Could `side` take the piece on `cell` by replacement (assault or sally) on `board`?
pub(crate) fn takeable(rules: &Rules, board: &Board, side: Color, cell: Cell) -> bool {
    let own = board.occupied_by(side);
    let occupied = board.occupied();
    (0..8).any(|dir| match first_piece(occupied, cell, dir) {
        Some((a, gap)) if own.contains(a) => {
            Striker::of(rules, board, a).strikes(rules, board, cell, opposite(dir), gap).is_some()
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::each_random_position;
    use crate::vocab::cell::DIRECTIONS;

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    /// The pairs found for all the pieces at once are those found piece by piece, in the same
    /// order, along random `simplified` games.
    #[test]
    fn replacements_all_at_once_match_piece_by_piece() {
        let mut found = 0;
        each_random_position(crate::Rules::simplified(), 5, 3_000, |position| {
            let state = position.state();
            let mut all = Vec::new();
            replacement_pairs(state, &mut all);
            let one_by_one: Vec<Action> = state
                .board()
                .occupied_by(state.turn())
                .iter()
                .flat_map(|from| replacement_cells(state, from).iter().map(move |to| Action::Replace { from, to }))
                .collect();
            assert_eq!(all, one_by_one, "{}", position.to_setup());
            found += all.len();
        });
        assert!(found > 100, "captures by replacement came up ({found})");
    }

    /// The cells a random game counts before judging ([`replacement_candidates`]) hold every
    /// victim by replacement of every piece, along random `simplified` games; they are not all
    /// victims (else counting them would save nothing).
    #[test]
    fn replacement_candidates_hold_every_victim() {
        let (mut victims, mut spared) = (0, 0);
        each_random_position(crate::Rules::simplified(), 9, 3_000, |position| {
            let state = position.state();
            for from in state.board().occupied() {
                let (taken, candidates) = (replacement_cells(state, from), replacement_candidates(state, from));
                assert_eq!(taken & !candidates, CellSet::EMPTY, "{from} in {}", position.to_setup());
                victims += taken.count();
                spared += (candidates & !taken).count();
            }
        });
        assert!(victims > 100 && spared > 1_000, "victims {victims}, first enemy pieces not taken {spared}");
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
