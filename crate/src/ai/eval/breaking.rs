//! The stack-breaking term of the evaluation, under rules where captures are by landing and the
//! line victory needs every enemy stack broken (Ludii's): the moves a side still needs to break
//! each enemy stack of two pieces or more.

use crate::board::motion::MotionTables;
use crate::capture::landing;
use crate::vocab::cell::{Cell, CellSet, CELLS};
use crate::vocab::piece::{Color, Shape};
use crate::position::Position;

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

    /// The fewest moves (at most [`FAR`]) for pieces of `side` to reach cells from which one of
    /// them takes the enemy `stack` whole: alone by the capture's distance test
    /// ([`landing::distance_test`]), or helped by another that lands there too
    /// ([`landing::helper_test`], for pieces standing alone): the moves of both.
    fn landing_moves(&self, position: &Position, side: Color, stack: Cell, apart: &[u8]) -> u32 {
        let board = position.board();
        let tables = position.state().tables();
        let parts = board.parts(stack);
        let bottom = parts.first().map_or(0, |p| u32::from(p.value));
        let top = parts.last().map_or(0, |p| u32::from(p.value));
        let mut best = FAR;
        // Each piece's value and its fewest moves to a cell it lands on the stack from.
        let mut near = [(0u32, FAR); 32];
        let mut n = 0;
        for shape in Shape::SIMPLE {
            let launches = tables.moves(shape as usize, stack, board.occupied()) & !board.occupied_by(side.opposite());
            for p in board.movers(side, shape) & !board.pyramids() {
                let m = board.value(p);
                let mut moves = FAR;
                for launch in launches {
                    let d = apart[(shape as usize * CELLS + launch.index()) * CELLS + p.index()];
                    if landing::distance_test(bottom, m, u32::from(launch.steps_to(stack))).is_some() {
                        best = best.min(d);
                    }
                    moves = moves.min(d);
                }
                if moves < FAR && n < near.len() {
                    near[n] = (m, moves);
                    n += 1;
                }
            }
        }
        let near = &near[..n];
        for (i, &(m, dm)) in near.iter().enumerate() {
            for (j, &(t, dt)) in near.iter().enumerate() {
                // A lone mover's top value is its own.
                let (v0, vt, m, t) = (u64::from(bottom), u64::from(top), u64::from(m), u64::from(t));
                if i != j && dm + dt < best && landing::helper_test(v0, vt, m, t, m) {
                    best = dm + dt;
                }
            }
        }
        u32::from(best)
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
        let ludii = |text: &str| Position::from_setup(parse_position(text).expect("parses"), Rules::ludii()).expect("valid");
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
        ] {
            let position = ludii(text);
            assert_eq!(e.breaking(&position, Color::Black), -BREAK * moves as f32, "{text}");
            // White has no stack of two to break.
            assert_eq!(e.breaking(&position, Color::White), 0.0, "{text}");
        }
        // Where captures are not by landing, the term is not there.
        let classic = Evaluator::new(&Rules::classic());
        assert_eq!(classic.breaking(&ludii("8/8/7,c81/8/8/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0"), Color::Black), 0.0);
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
