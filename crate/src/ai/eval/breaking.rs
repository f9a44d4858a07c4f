//! The stack-breaking term of the evaluation, under rules where captures are by landing and the
//! line victory needs every enemy stack broken (Ludii's): the moves a side still needs to break
//! each enemy stack of two pieces or more.

use crate::board::motion::MotionTables;
use crate::capture::landing;
use crate::position::Position;
use crate::vocab::cell::{Cell, CellSet, CELLS};
use crate::vocab::piece::{Color, Shape};

use super::{Evaluator, BREAK, FAR, GUARD_MOVES, NEAR};

impl Evaluator {
    /// Minus points for the moves `side` still needs to break each enemy stack that bars its
    /// victory (Ludii's line: every enemy stack a single piece): the fewer of taking it whole
    /// ([`Self::landing_moves`]) and encircling its levels ([`Self::encircling_moves`]).
    pub(super) fn breaking(&self, position: &Position, side: Color) -> f32 {
        let Some(cell) = &self.moves_apart else {
            return 0.0;
        };
        let apart = cell.get_or_init(|| moves_apart(position.state().tables()));
        let board = position.board();
        let mut total = 0u32;
        for stack in board.pyramids() & board.occupied_by(side.opposite()) {
            let levels = board.parts(stack).len() as u32;
            if levels < 2 {
                continue;
            }
            let whole = self.landing_moves(position, side, stack, apart) + 1;
            let encircled = self.encircling_moves(position, side, stack, apart) + levels - 1;
            total += whole.min(encircled);
        }
        -BREAK * total as f32
    }

    /// The fewest moves (at most [`FAR`]) for pieces of `side` to take the enemy `stack` whole:
    /// a piece brought to a cell from which it lands on the stack, alone by the capture's
    /// distance test ([`landing::distance_test`]), or helped by another piece (standing alone)
    /// brought to another such cell ([`landing::helper_test`]): the moves of both. A cell is
    /// reached on an empty board ([`moves_apart`]); what stands in the way costs moves too
    /// ([`Self::clearing`]): the cell from which it lands held (by its own side: one move out of
    /// the way, unless it is the piece; by the enemy: [`GUARD_MOVES`]) and the cells it passes.
    fn landing_moves(&self, position: &Position, side: Color, stack: Cell, apart: &[u8]) -> u32 {
        let board = position.board();
        let tables = position.state().tables();
        let parts = board.parts(stack);
        let bottom = parts.first().map_or(0, |p| u32::from(p.value));
        let top = parts.last().map_or(0, |p| u32::from(p.value));
        let own = board.occupied_by(side);
        let far = u32::from(FAR);
        let mut best = far;
        // Each piece's value and its two cheapest cells to land from (moves, cell).
        let mut near: [Near; 32] = [(0, (far, 0), (far, 0)); 32];
        let mut n = 0;
        for shape in Shape::SIMPLE {
            // Each cell to land from: its row of `apart`, what clearing its way costs, the
            // move's length, and whether a piece of the side's own stands on it.
            let mut launches = [(0usize, 0u32, 0u32, false, stack); 8];
            let mut k = 0;
            for launch in tables.moves(shape as usize, stack, CellSet::EMPTY) {
                if k < launches.len() {
                    let row = (shape as usize * CELLS + launch.index()) * CELLS;
                    let clear = self.clearing(position, side, stack, launch);
                    launches[k] = (row, clear, u32::from(launch.steps_to(stack)), own.contains(launch), launch);
                    k += 1;
                }
            }
            let launches = &launches[..k];
            for p in board.movers(side, shape) & !board.pyramids() {
                let m = board.value(p);
                let (mut first, mut second) = ((far, 0usize), (far, 0usize));
                // Whether the piece takes the stack alone from a move of that length.
                let (mut tested, mut alone) = (0, false);
                for &(row, clear, length, owned, launch) in launches {
                    let held = u32::from(owned && launch != p);
                    let d = (u32::from(apart[row + p.index()]) + held + clear).min(far);
                    if d < best {
                        if length != tested {
                            (tested, alone) = (length, landing::distance_test(bottom, m, length).is_some());
                        }
                        if alone {
                            best = d;
                        }
                    }
                    if d < first.0 {
                        second = first;
                        first = (d, launch.index());
                    } else if d < second.0 {
                        second = (d, launch.index());
                    }
                }
                // A piece whose cheapest cell costs what the best found so far does is in no
                // cheaper pair. Kept cheapest first (a pair costs at least the sum of its
                // pieces' cheapest cells, so the pairs after one too dear cannot do better).
                if first.0 < best && n < near.len() {
                    let mut i = n;
                    while i > 0 && near[i - 1].1 .0 > first.0 {
                        near[i] = near[i - 1];
                        i -= 1;
                    }
                    near[i] = (m, first, second);
                    n += 1;
                }
            }
        }
        cheapest_pair(&near[..n], bottom, top, best)
    }

    /// The moves `side` needs to clear the way from `launch` to the enemy `stack`: the cell
    /// held by the enemy ([`GUARD_MOVES`]: taken, then left), each cell between held by a piece
    /// of its own (one move out of the way) or of the enemy ([`GUARD_MOVES`]).
    fn clearing(&self, position: &Position, side: Color, stack: Cell, launch: Cell) -> u32 {
        let board = position.board();
        let enemy = board.occupied_by(side.opposite());
        let mut cost = if enemy.contains(launch) { GUARD_MOVES } else { 0 };
        let steps = launch.steps_to(stack) as i8;
        let df = (launch.file() as i8 - stack.file() as i8).signum();
        let dr = (launch.rank() as i8 - stack.rank() as i8).signum();
        for k in 1..steps {
            if let Some(c) = stack.offset(df * k, dr * k) {
                if enemy.contains(c) {
                    cost += GUARD_MOVES;
                } else if board.occupied().contains(c) {
                    cost += 1;
                }
            }
        }
        cost
    }

    /// The fewest moves for `side` to encircle a level of the enemy `stack`, by the level's
    /// shape that needs fewest: each empty destination of its pattern filled by the nearest free
    /// piece of the side (in that piece's own moves, at most [`NEAR`]), each destination an enemy
    /// piece holds taken first ([`GUARD_MOVES`]); [`FAR`] when no level can be encircled.
    fn encircling_moves(&self, position: &Position, side: Color, stack: Cell, apart: &[u8]) -> u32 {
        let board = position.board();
        let tables = position.state().tables();
        let own = board.occupied_by(side);
        let enemy = board.occupied_by(side.opposite());
        let parts = board.parts(stack);
        let mut best = u32::from(FAR);
        for shape in Shape::SIMPLE {
            let dests = tables.moves(shape as usize, stack, board.occupied());
            if dests.is_empty() || !parts.iter().any(|p| p.shape == shape) {
                continue;
            }
            let free = own & !dests & !board.pyramids();
            let mut cost = 0u32;
            for d in dests & !own {
                if enemy.contains(d) {
                    cost += GUARD_MOVES;
                    continue;
                }
                let mut near = NEAR;
                for s in Shape::SIMPLE {
                    let row = &apart[(s as usize * CELLS + d.index()) * CELLS..][..CELLS];
                    for p in board.movers(side, s) & free {
                        near = near.min(row[p.index()]);
                    }
                }
                cost += u32::from(near);
            }
            best = best.min(cost);
        }
        best
    }
}

/// A piece near an enemy stack: its value and its two cheapest cells to land from (moves, cell
/// index).
type Near = (u32, (u32, usize), (u32, usize));

/// The fewest moves, below `best` (else `best`), for two pieces of `near` (cheapest first) to
/// take a stack of bottom value `bottom` and top value `top` together, a mover and its helper
/// ([`landing::helper_test`]), each from its own cell.
fn cheapest_pair(near: &[Near], bottom: u32, top: u32, mut best: u32) -> u32 {
    let least = near.first().map_or(best, |e| e.1 .0);
    for (i, &(m, mi, mi2)) in near.iter().enumerate() {
        // A pair costs at least the sum of its pieces' cheapest cells.
        if mi.0 + least >= best {
            break;
        }
        for (j, &(t, tj, tj2)) in near.iter().enumerate() {
            if mi.0 + tj.0 >= best {
                break;
            }
            // Two pieces need two cells to land from.
            let pair = if mi.1 != tj.1 { mi.0 + tj.0 } else { (mi.0 + tj2.0).min(mi2.0 + tj.0) };
            // A lone mover's top value is its own.
            let (v0, vt, m, t) = (u64::from(bottom), u64::from(top), u64::from(m), u64::from(t));
            if i != j && pair < best && landing::helper_test(v0, vt, m, t, m) {
                best = pair;
            }
        }
    }
    best
}

/// For each simple shape `s`, target `t` and cell `c`, at `(s × CELLS + t) × CELLS + c`: the
/// fewest moves of a piece of shape `s` from `c` to `t` on an empty board, at most [`FAR`]
/// (moves on an empty board go both ways, so one search from each target finds them all).
pub(super) fn moves_apart(tables: &MotionTables) -> Vec<u8> {
    let mut out = vec![FAR; 3 * CELLS * CELLS];
    for shape in Shape::SIMPLE {
        for t in 0..CELLS {
            let Some(target) = Cell::from_index(t) else { continue };
            let row = &mut out[(shape as usize * CELLS + t) * CELLS..][..CELLS];
            let mut seen = target.bit();
            let mut frontier = target.bit();
            row[t] = 0;
            for step in 1..FAR {
                let mut next = CellSet::EMPTY;
                for c in frontier {
                    next |= tables.moves(shape as usize, c, CellSet::EMPTY);
                }
                next &= !seen;
                for c in next {
                    row[c.index()] = step;
                }
                seen |= next;
                frontier = next;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::text::notation::parse_position;

    #[test]
    fn breaking_an_enemy_stack_counts_the_moves_it_needs() {
        // White's stack on h11, Black's c49 and t100 on two of its round's three destinations
        // (g11, h10); the third, h12, is empty.
        let e = Evaluator::new(&Rules::ludii());
        let ludii =
            |text: &str| Position::from_setup(parse_position(text).expect("parses"), Rules::ludii()).expect("valid");
        for (text, moves) in [
            // Black's c81 two round moves from h12, then the removal: 2 + 1.
            ("8/8/7,c81/8/8/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0", 3),
            ("8/8/8/7,c81/8/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0", 2),
            // Encircled: the removal to go.
            ("8/8/8/8/7,c81/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0", 1),
            // A c4 one move from h12, from where it takes the stack whole (4 = 4 × 1): 1 + 1.
            ("c81,7/8/8/7,c4/8/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0", 2),
            // A White piece on h12: taken and its cell held (3 moves), then the removal.
            ("8/8/8/8/7,C2/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0", 4),
            // White's C6 and C8 on g11 and h10. Black's c3 two moves from h12, and a t7 on f9
            // from where it lands on h11 too: the c3 takes the stack helped by it (4 = |3 − 7|),
            // 2 + 1 moves.
            ("8/8/7,c3/8/8/6,C6,P(C4C1)/7,C8/5,t7,2/8/8/8/8/8/8/8/8 b - - 0", 3),
            // A t11 takes nothing, alone (11 ÷ 2 = 5) or helping: the encirclement, each White
            // piece taken (3 + 3), h12 filled (2) and the removal.
            ("8/8/7,c3/8/8/6,C6,P(C4C1)/7,C8/5,t11,2/8/8/8/8/8/8/8/8 b - - 0", 9),
            // A s12 on h14 lands on h11 (4 = 12 ÷ 3) once its own c81 on h13 steps out of the
            // way: 1 + 1.
            ("8/8/7,s12/7,c81/8/7,P(C4C1)/8/8/8/8/8/8/8/8/8/C64,7 b - - 0", 2),
            // A White piece there instead costs taking it: the s12 goes round by e14 and e11.
            ("8/8/7,s12/7,C81/8/7,P(C4C1)/8/8/8/8/8/8/8/8/8/C64,7 b - - 0", 3),
            // A c1 and a c3 take the stack together (4 = 1 + 3) from two of h12, g11 and h10:
            // the c3 one move from h12, the c1 two, but not both there; c1 to h12, c3 round to
            // g11 (2 + 3), then the capture.
            ("8/8/7,c1/7,c3/8/7,P(C4C1)/8/8/8/8/8/8/8/8/8/C64,7 b - - 0", 6),
        ] {
            let position = ludii(text);
            assert_eq!(e.breaking(&position, Color::Black), -BREAK * moves as f32, "{text}");
            // White has no stack of two to break.
            assert_eq!(e.breaking(&position, Color::White), 0.0, "{text}");
        }
        // Where captures are not by landing, the term is not there.
        let classic = Evaluator::new(&Rules::classic());
        assert_eq!(
            classic.breaking(&ludii("8/8/7,c81/8/8/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0"), Color::Black),
            0.0
        );
    }

    #[test]
    fn moves_apart_counts_each_shapes_own_moves() {
        let start = Position::new(Rules::ludii());
        let apart = moves_apart(start.state().tables());
        let at = |shape: Shape, from: &str, to: &str| {
            let (from, to): (Cell, Cell) = (from.parse().expect("cell"), to.parse().expect("cell"));
            apart[(shape as usize * CELLS + to.index()) * CELLS + from.index()]
        };
        // Ludii's motion: round one orthogonal step, triangle two diagonal steps, square three
        // orthogonal steps.
        for (shape, from, to, moves) in [
            (Shape::Round, "a1", "a1", 0),
            (Shape::Round, "a1", "c3", 4),
            (Shape::Round, "c3", "a1", 4),
            (Shape::Triangle, "a1", "c3", 1),
            (Shape::Triangle, "a1", "e1", 2),
            // A triangle keeps to cells of its own colour and parity: never next door.
            (Shape::Triangle, "a1", "b2", FAR),
            (Shape::Square, "a1", "a4", 1),
            (Shape::Square, "a1", "d4", 2),
            (Shape::Square, "a1", "a2", FAR),
            // Farther than FAR moves is FAR.
            (Shape::Round, "a1", "h16", FAR),
        ] {
            assert_eq!(at(shape, from, to), moves, "{shape:?} {from} to {to}");
        }
    }
}
