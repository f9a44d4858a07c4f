//! What the mover may choose to capture at one moment (`boissiere`, `simplified`): each
//! capture with its method, its attackers and its arithmetic, as [`Choice`]s that
//! [`super::chosen`] composes into turns.
//!
//! Which methods apply, and how, is read from [`Rules::methods`](crate::Rules) and the pyramid
//! rules; nothing here names a preset.

use crate::board::moves::Target;
use crate::board::state::State;
use crate::capture::judge;
use crate::capture::methods::{self, adjacent_ambush, combos, Attack, Combo, Moment};
use crate::capture::pending;
use crate::capture::values::{capture, whole_values};
use crate::capture::{Capture, Method, MethodSet, Part, Reason, Values};
use crate::rules::{Ops, PyramidDefence, Siege};
use crate::vocab::cell::{Cell, CellSet, NEIGHBOURS};
use crate::vocab::piece::{Component, MAX_PARTS};

/// Captures the mover may take together at one moment: usually one capture, several
/// components at once for a sum of pyramid layers (`simplified`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Choice {
    pub captures: Vec<Capture>,
}

impl Choice {
    pub fn single(capture: Capture) -> Choice {
        Choice { captures: vec![capture] }
    }

    pub fn conflicts(&self, other: &Choice) -> bool {
        self.captures.iter().any(|a| {
            other.captures.iter().any(|b| {
                a.target.cell == b.target.cell
                    && (a.target.component.is_none()
                        || b.target.component.is_none()
                        || a.target.component == b.target.component)
            })
        })
    }
}

/// Every capture the mover may choose at `moment`, victims in cell order; on one cell the
/// whole piece first, then its components base first.
pub(crate) fn available(state: &State, moment: Moment) -> Vec<Choice> {
    available_upto(state, moment, usize::MAX)
}

/// The first `limit` choices of [`available`] (see [`available_among`]).
pub(crate) fn available_upto(state: &State, moment: Moment, limit: usize) -> Vec<Choice> {
    // Only the pieces marked as falling to every piece of the mover can fall to some.
    available_among(state, moment, pending::falling(state).unwrap_or(CellSet(u128::MAX)), limit)
}

/// The first `limit` choices of [`available`], the victims by reach, line or imprisonment sought
/// among `victims` only (a superset of them: [`pending`]), those after the first `limit` choices
/// not judged: what a turn on offer keeps ([`super::offer::MAX_CHOICES`]), at a fraction of the
/// work on a crowded board.
pub(crate) fn available_among(state: &State, moment: Moment, victims: CellSet, limit: usize) -> Vec<Choice> {
    let mut out = Vec::new();
    let mover = state.turn();
    let board = state.board();
    let methods = &state.rules().methods;
    let adjacent = methods.ambush.filter(|a| a.adjacent);
    if (board.occupied_by(mover.opposite()) & victims).is_empty() && adjacent.is_none() && methods.siege.is_none() {
        // No victim to judge, and no removal judged over the whole board: most turns on offer.
        return out;
    }
    let attack = Attack::of(state, moment);
    // The removals' attackers: any of the mover's pieces after a move, whatever the rules say
    // of the attackers by reach.
    let attackers = match moment {
        Moment::After { .. } => board.occupied_by(mover),
        Moment::Before { piece } => piece.bit() & board.occupied_by(mover),
    };
    if judge::judged_by_victim(methods) && !attack.attackers.is_empty() {
        for victim in board.occupied_by(mover.opposite()) & victims {
            if out.len() >= limit {
                break;
            }
            judge::victim(&attack, victim, &mut |capture| out.push(Choice::single(capture)));
        }
    }
    if adjacent.is_some() || methods.siege.is_some() {
        let own = board.occupied_by(mover);
        // An ambush needs two of the mover's pieces around; so does an orthogonal siege (every
        // cell has two orthogonal neighbours on the board at least); a corner has one diagonal.
        let need = if methods.siege.is_some_and(|r| r.diagonals) { 1 } else { 2 };
        for victim in board.occupied_by(mover.opposite()) {
            if out.len() >= limit {
                break;
            }
            let near = NEIGHBOURS.orthogonal[victim.index()] | NEIGHBOURS.diagonal[victim.index()];
            if (near & own).count() >= need {
                removals(&attack, victim, attackers, adjacent.map(|a| a.ops), methods.siege, &mut out);
            }
        }
    }
    out.truncate(limit);
    out
}

/// Can the mover's piece on `piece` take the whole enemy piece on `victim` from where it
/// stands (a capture before a move, `boissiere`)? A cheap test for random playouts.
pub(crate) fn takes_whole(state: &State, victim: Cell, piece: Cell) -> bool {
    let attack = Attack::of(state, Moment::Before { piece });
    let mut found = false;
    if !attack.attackers.is_empty() && state.board().occupied_by(state.turn().opposite()).contains(victim) {
        judge::victim(&attack, victim, &mut |capture| found |= capture.target.component.is_none());
    }
    found
}

/// Removals after a move (`simplified`): ambush by adjacency and siege, with the pyramid rules.
/// The whole piece first, then (for a pyramid) single components base first, then sums of
/// layers.
fn removals(
    attack: &Attack,
    victim: Cell,
    attackers: CellSet,
    ops: Option<Ops>,
    siege: Option<Siege>,
    out: &mut Vec<Choice>,
) {
    let board = attack.board;
    let siege = siege.and_then(|rule| methods::siege(&Attack { attackers, ..*attack }, victim, rule));
    // A pyramid is matched value by value against every combination; a simple piece's one
    // value against each as it comes, none kept.
    let pyramid = board.is_pyramid(victim);
    let combos = match ops {
        Some(ops) if pyramid => combos(attack, victim, ops, board.value(victim)),
        _ => Vec::new(),
    };
    let simple = ops
        .filter(|_| !pyramid)
        .and_then(|ops| methods::first_adjacent_ambush(attack, victim, ops, board.value(victim), attackers));
    if siege.is_none() && combos.is_empty() && simple.is_none() {
        return;
    }
    let adjacent =
        |c: &Combo, part: Part| Reason::Adjacent { op: c.op, operands: c.operands, result: c.result as u32, part };
    // The whole piece: siege, or an ambush matching its value (a pyramid's base too, as Layers says).
    let mut methods = MethodSet::default();
    let mut found: Option<(CellSet, Reason)> = None;
    if let Some((cells, reason)) = siege {
        methods.insert(Method::Siege);
        found = Some((cells, reason));
    }
    for (value, part) in whole_values(attack.rules, board, victim) {
        let matched = if pyramid {
            adjacent_ambush(&combos, value, attackers)
        } else {
            simple.as_ref().filter(|_| part == Part::Value)
        };
        if let Some(c) = matched {
            methods.insert(Method::Ambush);
            found = found.or(Some((c.cells, adjacent(c, part))));
        }
    }
    let whole_taken = found.is_some();
    if let Some((by, reason)) = found {
        if let Some(mut c) = capture(board, Target::whole(victim), Method::Siege, by, reason) {
            c.methods = methods;
            c.method = methods.first().unwrap_or(Method::Siege);
            out.push(Choice::single(c));
        }
    }
    if !pyramid
        || combos.is_empty()
        || (attack.rules.pyramid_defence == PyramidDefence::TotalThenComponents && whole_taken)
    {
        return;
    }
    component_removals(attack, victim, attackers, &combos, out);
}

/// The removals of a pyramid's components by adjacency: single components base first, then
/// (under [`PyramidDefence::Layers`]) sums of layers.
fn component_removals(attack: &Attack, victim: Cell, attackers: CellSet, combos: &[Combo], out: &mut Vec<Choice>) {
    let board = attack.board;
    let adjacent =
        |c: &Combo, part: Part| Reason::Adjacent { op: c.op, operands: c.operands, result: c.result as u32, part };
    let parts = board.parts(victim);
    let defence = attack.rules.pyramid_defence;
    // Single components (the base alone included), one choice per distinct value.
    for (i, part) in parts.iter().enumerate() {
        if parts[..i].iter().any(|p| p.value == part.value) {
            continue;
        }
        if let Some(c) = adjacent_ambush(combos, part.value as u32, attackers) {
            let target = Target { cell: victim, component: Some(part.value) };
            out.extend(capture(board, target, Method::Ambush, c.cells, adjacent(c, Part::Value)).map(Choice::single));
        }
    }
    if defence != PyramidDefence::Layers {
        return;
    }
    // Sums of two or more components, not all, taken together: each set of values once.
    let parts = &parts[..parts.len().min(MAX_PARTS)];
    for mask in 1u32..(1 << parts.len()) - 1 {
        if mask.count_ones() < 2 || !first_with_its_values(parts, mask) {
            continue;
        }
        let mut layers = Values::EMPTY;
        for (_, part) in parts.iter().enumerate().filter(|(i, _)| mask >> i & 1 != 0) {
            layers.push(u32::from(part.value));
        }
        let sum: u32 = layers.as_slice().iter().sum();
        let Some(c) = adjacent_ambush(combos, sum, attackers) else { continue };
        let part = Part::Layers(layers);
        let captures: Vec<Capture> = layers
            .as_slice()
            .iter()
            .filter_map(|&v| {
                capture(
                    board,
                    Target { cell: victim, component: Some(v as u16) },
                    Method::Ambush,
                    c.cells,
                    adjacent(c, part),
                )
            })
            .collect();
        if captures.len() == layers.as_slice().len() {
            out.push(Choice { captures });
        }
    }
}

/// Is `mask` the first mask (counting up) choosing its values from `parts`: of equal values,
/// does it take the first ones? Another mask choosing the same values is the same choice.
/// (Counting up, a mask whose every part taken has the equal parts before it taken too comes
/// before every other mask of the same values: of each value it takes the lowest bits.)
fn first_with_its_values(parts: &[Component], mask: u32) -> bool {
    let taken = |i: usize| mask >> i & 1 != 0;
    (0..parts.len()).all(|j| !taken(j) || (0..j).all(|i| taken(i) || parts[i].value != parts[j].value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::piece::Shape;

    /// The masks kept as the first with their values are those a list of the sorted values
    /// already seen keeps, counting up, for pyramids with and without equal components.
    #[test]
    fn each_set_of_layers_once_as_its_first_mask() {
        for values in [&[36u16, 25, 16, 9, 4, 1][..], &[4, 4, 9], &[4, 9, 4, 9], &[1, 1, 1, 1], &[16, 25, 16], &[7]] {
            let parts: Vec<Component> = values.iter().map(|&value| Component { shape: Shape::Square, value }).collect();
            let mut seen: Vec<Vec<u16>> = Vec::new();
            for mask in 1u32..1 << parts.len() {
                let mut key: Vec<u16> = (0..parts.len()).filter(|i| mask >> i & 1 != 0).map(|i| values[i]).collect();
                key.sort_unstable();
                let first = !seen.contains(&key);
                if first {
                    seen.push(key);
                }
                assert_eq!(first_with_its_values(&parts, mask), first, "{values:?}, mask {mask:b}");
            }
        }
    }
}
