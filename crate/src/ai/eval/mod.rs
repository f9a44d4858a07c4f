//! The search's static evaluation: how good a position is for the side to move, in points
//! (a capture early in the game is worth some tens of points; [`WIN`] is a won game).
//!
//! It reads only the rules and the board, never a preset's name:
//! - **material**: each side's progress towards every enabled common victory, from its prisoners
//!   (the fraction of each goal reached; a ceiling already passed makes that victory dead);
//! - **threatened pieces**: where captures follow from the board alone (automatic captures), the
//!   captures the side to move will make with any move, and those the opponent would make next
//!   (the side to move can save about one of them);
//! - **pyramid safety**: enemy pieces close to a side's pyramid;
//! - **progression chances**: pairs of pieces in a side's enemy territory that one of its own
//!   pieces (anywhere) would complete into a progression of a kind its proper victories count,
//!   worth more the closer that piece stands;
//! - **stack breaking** ([`breaking`]): under Ludii's rules, the moves a side still needs to
//!   break each enemy stack that bars its line victory.

mod breaking;

use std::cell::OnceCell;

use crate::board::prisoners::Figures;
use crate::board::Board;
use crate::capture::methods::{Attack, Moment};
use crate::capture::Capture;
use crate::capture::{judge, pending};
use crate::position::Position;
use crate::rules::{Attackers, CaptureMode, Conditions, Rules, Victory};
use crate::vocab::cell::{Cell, CellSet, CELLS, NEIGHBOURS};
use crate::vocab::piece::{Color, Shape};

/// A won game for the side to move at the root, in points; a win in `n` plies scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores at least this far from zero are wins or losses found by the search.
pub const WIN_BOUND: i32 = WIN - 10_000;

/// The points of one common victory fully reached (a won game is worth far more: [`WIN`]).
const COMMON_WEIGHT: f32 = 1000.0;
/// The extra weight of the victory closest to completion (squared fraction).
const LEAD_WEIGHT: f32 = 600.0;
/// A pending capture that reaches a common victory: nearly a win.
const NEAR_WIN: f32 = 4000.0;
/// Share of the side to move's pending captures it is credited with.
const PENDING_OWN: f32 = 0.9;
/// Share of the opponent's threats the side to move is debited: all but the largest…
const THREAT_REST: f32 = 0.6;
/// …and the largest (it can usually save one piece).
const THREAT_MAX: f32 = 0.2;
/// Per enemy piece within two cells of a side's pyramid.
const PYRAMID_PRESSURE: f32 = 6.0;
/// A pair in enemy territory whose completing piece stands in enemy territory too.
const PAIR_WEIGHT: f32 = 24.0;
/// Cap on a side's progression-chance points.
const PAIR_CAP: f32 = 160.0;
/// Per own piece in enemy territory (room to form progressions).
const ADVANCE: f32 = 3.0;
/// Per enemy pyramid level that still bars a side's proper victories.
const GATE: f32 = 40.0;
/// Per piece of its own side guarding such a pyramid (orthogonally next to it: sieges and
/// encirclements need those cells).
const GUARD: f32 = 12.0;
/// Per own piece next to such a pyramid, less with distance (gone at 7 cells): the side brings
/// its pieces to the pyramid it must break.
const APPROACH: f32 = 4.0;
/// Per own piece on a cell where such a pyramid, or one of its guards, would move (on an empty
/// board): the squares an encirclement or a siege must hold, the roads a capture comes by.
const HEM: f32 = 8.0;
/// Per move a side still needs to break an enemy stack that bars its victory (Ludii's line,
/// [`CaptureMode::Landing`]): to take it whole, or to encircle its levels one by one.
const BREAK: f32 = 10.0;
/// The moves an enemy piece on a destination of an encirclement costs: taken, then its cell
/// filled.
const GUARD_MOVES: u32 = 3;
/// The most moves counted for one destination of an encirclement.
const NEAR: u8 = 6;
/// The most moves counted for a piece to reach a cell (and for taking a stack whole).
const FAR: u8 = 20;

/// One enabled common victory as the evaluation sees it: its conditions for each side
/// ([`Victory::conditions`]: minimums to reach, ceilings to stay under).
#[derive(Copy, Clone, Debug)]
struct CommonGoal {
    /// White's conditions, then Black's.
    conditions: [Conditions; 2],
    /// The agreed digits, for [`Measure::DigitSet`](crate::rules::Measure::DigitSet).
    agreed: u16,
}

impl CommonGoal {
    /// How far `t` has gone towards the goal, 0 to 1: half the least advanced minimum, half
    /// their mean (so every step counts, the bottleneck most); 0 when a ceiling is passed.
    fn fraction(&self, side: Color, t: Figures) -> f32 {
        let mut least: f32 = 1.0;
        let mut sum = 0.0;
        let mut n = 0;
        for c in self.conditions[side.index()].as_slice() {
            let x = t.figure(c.measure, self.agreed);
            if c.at_least {
                let f = if c.threshold == 0 { 1.0 } else { (x as f32 / c.threshold as f32).min(1.0) };
                least = least.min(f);
                sum += f;
                n += 1;
            } else if x > c.threshold {
                return 0.0;
            }
        }
        if n == 0 {
            return 0.0;
        }
        0.5 * least + 0.5 * sum / n as f32
    }
}

/// The evaluation for one set of rules (built once per search).
#[derive(Clone, Debug)]
pub(crate) struct Evaluator {
    rules: Rules,
    goals: Vec<CommonGoal>,
    /// Captures follow from the board alone: threats can be read statically.
    static_threats: bool,
    /// The rules used to read threats (any of the side's pieces attacking).
    threat_rules: Rules,
    /// Which progression kinds the proper victories count: arithmetic, any.
    arithmetic: bool,
    any_kind: bool,
    /// Cells within two steps (king distance) of each cell.
    near: Vec<CellSet>,
    /// Cells on each cell's rank, file or diagonals, at most five steps away.
    aligned: Vec<CellSet>,
    /// Where levels fall by encirclement: the fewest moves a piece of each shape needs from
    /// one cell to another on an empty board (built at its first use).
    moves_apart: Option<OnceCell<Vec<u8>>>,
}

impl Evaluator {
    pub(crate) fn new(rules: &Rules) -> Evaluator {
        let goals: Vec<CommonGoal> = rules
            .victories
            .iter()
            .filter(|(v, _)| v.is_common())
            .map(|(v, goal)| CommonGoal {
                conditions: [
                    v.conditions(rules.lesser, &goal, Color::White),
                    v.conditions(rules.lesser, &goal, Color::Black),
                ],
                agreed: goal.digit_set,
            })
            .filter(|g| g.conditions.iter().any(|c| !c.as_slice().is_empty()))
            .collect();
        let mut threat_rules = *rules;
        threat_rules.attackers = Attackers::All;
        // Formations of three or four values: arithmetic only for Victoria Magna, any kind for
        // the others (a three-piece progression is a step towards a four-piece one).
        let proper: Vec<Victory> = rules
            .victories
            .iter()
            .map(|(v, _)| v)
            .filter(|v| v.formation_size() > 0 || *v == Victory::LudiiLine)
            .collect();
        let arithmetic = proper.contains(&Victory::VictoriaMagna);
        let any_kind = proper.iter().any(|v| *v != Victory::VictoriaMagna);
        let near = (0..CELLS)
            .map(|i| {
                let mut set = CellSet::EMPTY;
                if let Some(c) = Cell::from_index(i) {
                    for df in -2i8..=2 {
                        for dr in -2i8..=2 {
                            if let Some(n) = c.offset(df, dr) {
                                set.insert(n);
                            }
                        }
                    }
                }
                set
            })
            .collect();
        let aligned = (0..CELLS)
            .map(|i| {
                let mut set = CellSet::EMPTY;
                if let Some(c) = Cell::from_index(i) {
                    for (df, dr) in crate::vocab::cell::DIRECTIONS {
                        for k in 1..=5 {
                            if let Some(n) = c.offset(df * k, dr * k) {
                                set.insert(n);
                            }
                        }
                    }
                }
                set
            })
            .collect();
        Evaluator {
            aligned,
            rules: *rules,
            goals,
            static_threats: rules.capture_mode == CaptureMode::Automatic,
            threat_rules,
            arithmetic,
            any_kind,
            near,
            moves_apart: (rules.capture_mode == CaptureMode::Landing && rules.victories.enabled(Victory::LudiiLine))
                .then(OnceCell::new),
        }
    }

    /// Do these rules read captures from the board alone (so threats are in the evaluation)?
    pub(crate) fn static_threats(&self) -> bool {
        self.static_threats
    }

    /// Points for `side`'s progress towards the common victories with prisoners `t`.
    pub(crate) fn common(&self, side: Color, t: Figures) -> f32 {
        if self.goals.is_empty() {
            // No common victory: count captured value, so material still matters.
            return t.value as f32 * 0.5 + t.pieces as f32 * 10.0;
        }
        let mut sum = 0.0;
        let mut best: f32 = 0.0;
        for g in &self.goals {
            let f = g.fraction(side, t);
            sum += f;
            best = best.max(f);
        }
        COMMON_WEIGHT * sum / self.goals.len() as f32 + LEAD_WEIGHT * best * best
    }

    /// Does `t` complete one of the common victories for `side`?
    fn completes(&self, side: Color, t: Figures) -> bool {
        self.goals.iter().any(|g| g.fraction(side, t) >= 1.0)
    }

    /// The captures `mover` would make on the board as it stands (statically read rules only).
    pub(crate) fn pending(&self, position: &Position, mover: Color, out: &mut Vec<Capture>) {
        out.clear();
        if !self.static_threats {
            return;
        }
        let attack = Attack::new(
            &self.threat_rules,
            position.state().tables(),
            position.board(),
            mover,
            Moment::After { moved: None },
        );
        match pending::falling(position.state()) {
            Some(victims) => judge::sweep_among(&attack, victims, out),
            None => judge::sweep(&attack, out),
        }
    }

    /// The evaluation of `position` for its side to move, in points.
    pub(crate) fn evaluate(&self, position: &Position, scratch: &mut Vec<Capture>) -> i32 {
        let us = position.turn();
        let them = us.opposite();
        let ours = position.prisoners(us).figures();
        let theirs = position.prisoners(them).figures();
        let base_us = self.common(us, ours);
        let base_them = self.common(them, theirs);
        let mut score = base_us - base_them;

        if self.static_threats {
            // What we take with our next move, whatever it is.
            self.pending(position, us, scratch);
            if !scratch.is_empty() {
                let mut t = ours;
                for c in scratch.iter() {
                    t.add(&c.victim);
                }
                score += if self.completes(us, t) { NEAR_WIN } else { PENDING_OWN * (self.common(us, t) - base_us) };
            }
            // What they would take after it, unless we save it.
            self.pending(position, them, scratch);
            if !scratch.is_empty() {
                let mut t = theirs;
                let mut largest: f32 = 0.0;
                let mut total: f32 = 0.0;
                for c in scratch.iter() {
                    let gain = self.common(them, theirs.plus(&c.victim)) - base_them;
                    largest = largest.max(gain);
                    total += gain;
                    t.add(&c.victim);
                }
                score -= if self.completes(them, t) && scratch.len() > 1 {
                    NEAR_WIN * 0.5
                } else {
                    THREAT_REST * (total - largest) + THREAT_MAX * largest
                };
            }
        }

        score += self.pyramid_safety(position, us) - self.pyramid_safety(position, them);
        score += self.gate(position, us) - self.gate(position, them);
        score += self.breaking(position, us) - self.breaking(position, them);
        score += self.progressions(position, us) - self.progressions(position, them);
        // Truncation towards zero is enough (and cheaper than rounding on every target).
        score as i32
    }

    /// Minus points for the enemy pyramid levels that bar `side`'s proper victories: all of an
    /// enemy pyramid where they wait for it to fall, the levels above the first where Ludii's
    /// line waits for every enemy stack to be a single piece.
    fn gate(&self, position: &Position, side: Color) -> f32 {
        let board = position.board();
        let enemy = board.pyramids() & board.occupied_by(side.opposite());
        let mut levels = 0;
        let mut guards = 0;
        let mut approach = 0u32;
        let mut hem = 0u32;
        for cell in enemy {
            let n = board.parts(cell).len();
            let barring = if self.rules.pyramid_first {
                n
            } else if self.rules.victories.enabled(Victory::LudiiLine) {
                n.saturating_sub(1)
            } else {
                0
            };
            levels += barring;
            if barring > 0 {
                let guarding = NEIGHBOURS.orthogonal[cell.index()] & board.occupied_by(side.opposite());
                guards += guarding.count();
                for target in guarding | cell.bit() {
                    let mut roads = CellSet::EMPTY;
                    for shape in Shape::SIMPLE {
                        if board.movers(side.opposite(), shape).contains(target) {
                            roads |= position.state().tables().moves(shape as usize, target, CellSet::EMPTY);
                        }
                    }
                    hem += (roads & board.occupied_by(side)).count();
                }
                for own in board.occupied_by(side) {
                    let d = own.steps_to(cell);
                    approach += 7u32.saturating_sub(u32::from(d));
                }
            }
        }
        -GATE * levels as f32 - GUARD * guards as f32 + APPROACH * approach as f32 / 6.0 + HEM * hem as f32
    }

    /// Minus points for enemy pieces close to `side`'s pyramids.
    fn pyramid_safety(&self, position: &Position, side: Color) -> f32 {
        let board = position.board();
        let enemies = board.occupied_by(side.opposite());
        let mut pressure = 0;
        for cell in board.pyramids() & board.occupied_by(side) {
            pressure += (self.near[cell.index()] & enemies).count();
        }
        -PYRAMID_PRESSURE * pressure as f32
    }

    /// Points for `side`'s chances of a proper victory: pairs in its enemy territory that one
    /// of its own pieces would complete into a progression of a counted kind.
    fn progressions(&self, position: &Position, side: Color) -> f32 {
        if !self.arithmetic && !self.any_kind {
            return 0.0;
        }
        let board = position.board();
        let territory = position.territory(side.opposite());
        let own = board.occupied_by(side);
        let formation = self.rules.formation;
        let mut eligible = if formation.enemy_pieces { board.occupied() } else { own };
        if formation.enemy_territory {
            eligible &= territory;
        }
        let advanced = (own & territory).count() as f32 * ADVANCE;
        // The first 24 pieces that may take part (in cell order).
        let members = first(eligible, 24);
        if members.count() < 2 || (members & own).is_empty() {
            return advanced;
        }
        let owned = Owned::of(board, own, side);
        let mut total = 0.0;
        // Pairs holding at least one of the side's pieces. Pieces of a formation stand on one
        // line, a right angle or a chevron of equal steps: the pair should be on a rank, file
        // or diagonal, not too far apart.
        for i in members & own {
            let vi = board.value(i);
            for j in members & self.aligned[i.index()] {
                let vj = board.value(j);
                if (own.contains(j) && j < i) || vi == vj {
                    continue;
                }
                let (a, b) = if vi < vj { (vi, vj) } else { (vj, vi) };
                let mut best: f32 = 0.0;
                for (value, weight) in completions(a, b, self.arithmetic, self.any_kind) {
                    if value == 0 {
                        break;
                    }
                    if let Some(away) = owned.away(value) {
                        best = best.max(weight / (1.0 + f32::from(away)));
                    }
                }
                total += best * PAIR_WEIGHT;
            }
        }
        // Where proper victories wait for the enemy pyramid to fall (Ludii's line: for every
        // enemy stack to be a single piece), chances count for less while it stands.
        let enemy_pyramids = board.pyramids() & board.occupied_by(side.opposite());
        let waiting = (self.rules.pyramid_first && !enemy_pyramids.is_empty())
            || (self.rules.victories.enabled(Victory::LudiiLine)
                && enemy_pyramids.iter().any(|c| board.parts(c).len() > 1));
        let scale = if waiting { 0.3 } else { 1.0 };
        scale * (advanced + total.min(PAIR_CAP))
    }
}

/// The first `n` cells of `set`, in cell order.
fn first(set: CellSet, n: usize) -> CellSet {
    let mut out = set;
    if set.count() as usize > n {
        out = CellSet::EMPTY;
        for c in set.iter().take(n) {
            out.insert(c);
        }
    }
    out
}

/// The side's own pieces (at most 32), each with its value and the ranks it must still cross
/// into enemy territory (0 when in it), and a quick filter of their values.
struct Owned {
    /// Bit `value % 128` set for each value held.
    filter: u128,
    pieces: [(u32, u8); 32],
    len: usize,
}

impl Owned {
    fn of(board: &Board, own: CellSet, side: Color) -> Owned {
        let mut out = Owned { filter: 0, pieces: [(0, 0); 32], len: 0 };
        let half = board.ranks() / 2;
        for c in own {
            if out.len == out.pieces.len() {
                break;
            }
            let away = match side {
                Color::White => half.saturating_sub(c.rank()),
                Color::Black => c.rank().saturating_sub(half - 1),
            };
            let value = board.value(c);
            out.pieces[out.len] = (value, away);
            out.filter |= 1u128 << (value % 128);
            out.len += 1;
        }
        out
    }

    /// The fewest ranks a piece of `value` must still cross, if the side holds one.
    #[inline]
    fn away(&self, value: u32) -> Option<u8> {
        if self.filter >> (value % 128) & 1 == 0 {
            return None;
        }
        self.pieces[..self.len].iter().filter(|&&(v, _)| v == value).map(|&(_, away)| away).min()
    }
}

/// The values completing `a < b` into a progression: arithmetic ones (weight 1) when
/// `arithmetic`, geometric and harmonic ones too (weight ½) when `any_kind`. Zero: none.
fn completions(a: u32, b: u32, arithmetic: bool, any_kind: bool) -> [(u32, f32); 9] {
    let mut out = [(0u32, 0.0f32); 9];
    let mut n = 0;
    let mut push = |v: Option<u32>, w: f32| {
        if let Some(v) = v.filter(|&v| v > 0 && v != a && v != b && v <= 9999) {
            out[n] = (v, w);
            n += 1;
        }
    };
    let (a64, b64) = (u64::from(a), u64::from(b));
    if arithmetic || any_kind {
        let w = 1.0;
        push((2 * a).checked_sub(b), w);
        push(Some(2 * b - a), w);
        push(((a + b) % 2 == 0).then(|| (a + b) / 2), w);
    }
    if any_kind {
        let w = if arithmetic { 0.5 } else { 1.0 };
        // Geometric: b²/a above, a²/b below, √(ab) between.
        // (Bounds first: a value past 9999, or 0, is dropped, and a division costs more.)
        push((b64 * b64 <= 9999 * a64 && b64 * b64 % a64 == 0).then(|| (b64 * b64 / a64) as u32), w);
        push((a64 * a64 >= b64 && a64 * a64 % b64 == 0).then(|| (a64 * a64 / b64) as u32), w);
        let r = ((a64 * b64) as f64).sqrt().round() as u64;
        push((r * r == a64 * b64).then_some(r as u32), w);
        // Harmonic: the middle of x < m < z satisfies m(x + z) = 2xz.
        push(
            (2 * a > b && a64 * b64 <= 9999 * (2 * a64 - b64) && (a64 * b64) % (2 * a64 - b64) == 0)
                .then(|| (a64 * b64 / (2 * a64 - b64)) as u32),
            w,
        );
        push(((a64 * b64) % (2 * b64 - a64) == 0).then(|| (a64 * b64 / (2 * b64 - a64)) as u32), w);
        push(((2 * a64 * b64) % (a64 + b64) == 0).then(|| (2 * a64 * b64 / (a64 + b64)) as u32), w);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::test_position;
    use crate::vocab::arith::Progression;

    #[test]
    fn completions_are_progressions() {
        for (a, b) in [(4, 6), (16, 36), (2, 8), (9, 12), (3, 5), (12, 36)] {
            for (v, _) in completions(a, b, true, true) {
                if v == 0 {
                    continue;
                }
                let mut t = [a, b, v];
                t.sort_unstable();
                assert!(Progression::of(t[0], t[1], t[2]).is_some(), "{a} {b} {v}");
            }
        }
        let arith: Vec<u32> = completions(16, 36, true, false).iter().map(|x| x.0).filter(|&v| v > 0).collect();
        assert_eq!(arith, [56, 26]);
    }

    #[test]
    fn captures_and_threats_count() {
        let e = Evaluator::new(&Rules::classic());
        let start = test_position("s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 0", Rules::classic());
        let mut scratch = Vec::new();
        assert_eq!(e.evaluate(&start, &mut scratch), 0, "the start is balanced in the terms that matter");
        // White to move takes t16 with any move (the round 16 on d2 is not… here: d3 reaches e4).
        let hanging = test_position("8/8/8/8/8/8/8/8/8/8/8/8/4,t16,3/3,C16,4/8/8 w - - 0", Rules::classic());
        let white = e.evaluate(&hanging, &mut scratch);
        assert!(white > 30, "pending capture credited: {white}");
        let black = test_position("8/8/8/8/8/8/8/8/8/8/8/8/4,t16,3/3,C16,4/8/8 b - - 0", Rules::classic());
        let score = e.evaluate(&black, &mut scratch);
        assert!(score < 0, "black to move, its t16 threatened: {score}");
    }
}
