//! Ludii's line progression (`ludii-line`, rules.md section 6): the end of a game by capture
//! by landing, judged on the three cells in line through the cell a piece landed on.

use crate::board::motion::step;
use crate::board::Board;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

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
    if (board.pyramids() & opponent).iter().any(|c| board.height(c) > 1) {
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
    let v = |c: Cell| board.top_value(c);
    let arithmetic = candidates.iter().flatten().find(|t| v(t[0]).abs_diff(v(t[1])) == v(t[1]).abs_diff(v(t[2])));
    let found = arithmetic.or_else(|| {
        candidates.iter().flatten().find(|t| {
            let (x, y, z) = (v(t[0]), v(t[1]), v(t[2]));
            y != 0 && z != 0 && x / y == y / z
        })
    });
    found.copied()
}

/// The arithmetic of a `ludii-line` win on `cells` (`[x, y, z]` as [`line()`] returns them):
/// "arithmetic (Ludii's test): |30 − 20| = |20 − 10| = 10".
pub(crate) fn say_line(board: &Board, cells: &[Cell]) -> Option<Say> {
    let [x, y, z] = match cells {
        [x, y, z] => [board.top_value(*x), board.top_value(*y), board.top_value(*z)],
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
