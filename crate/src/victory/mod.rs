//! Victories: progressions, the formations that hold them, common victories and the
//! [`Outcome`] of a game.

pub mod ending;
pub mod line;

pub use ending::Ending;

use crate::board::prisoners::Prisoners;
use crate::board::Board;
use crate::rules::{FormationShape, Measure, Rules, Victory};
use crate::vocab::arith::Progression;
use crate::vocab::cell::{along, Cell, CellSet, DIRECTIONS, OFF_BOARD};
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

/// How a game ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// One side won.
    Won {
        /// The winner.
        winner: Color,
        /// The victory reported (the greatest, when a move completes several).
        victory: Victory,
        /// The cells involved (the formation's pieces, in path order), if any.
        cells: Vec<Cell>,
        /// Why, as sentences ([`crate::words`]): each progression of a formation ("16, 36, 56:
        /// arithmetic, step 20"), the totals of a common victory ("15 pieces taken (goal
        /// 15)"), the side left without a move.
        why: Vec<Say>,
        /// The other victories the same move completed, greatest first.
        also: Vec<Victory>,
    },
    /// Nobody won.
    Drawn {
        /// The move cap, or no legal move while the blockade victory is off.
        reason: DrawReason,
        /// Why, as sentences: "1000 plies played: the move cap", "white has no legal move".
        why: Vec<Say>,
    },
}

/// Why a game was drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawReason {
    /// The move cap was reached (`"move-cap"`).
    MoveCap,
    /// The side to move has no legal move and the blockade victory is off (`"no-move"`).
    NoMove,
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::Won { winner, .. } => Some(*winner),
            Outcome::Drawn { .. } => None,
        }
    }
}

/// The compact record of a win, kept in the position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Verdict {
    pub winner: Color,
    pub victory: Victory,
    pub cells: [Option<Cell>; 4],
    /// Bit per [`Victory`] of the other victories completed.
    pub also: u32,
}

impl Verdict {
    pub fn cells(&self) -> Vec<Cell> {
        self.cells.iter().flatten().copied().collect()
    }

    pub fn also(&self) -> Vec<Victory> {
        Victory::PRECEDENCE.into_iter().filter(|v| self.also >> (*v as u32) & 1 != 0).collect()
    }

    /// Why, read from the board for proper victories and from the winner's prisoners for
    /// common ones (see [`Outcome::Won`]'s `why`).
    pub fn says(&self, board: &Board, rules: &Rules, prisoners: &Prisoners) -> Vec<Say> {
        match self.victory {
            Victory::LudiiLine => line::say_line(board, &self.cells()).into_iter().collect(),
            Victory::Blockade => vec![no_move(self.winner.opposite())],
            v if v.is_proper() => {
                let values: Vec<u32> = self.cells().iter().map(|&c| board.value(c)).collect();
                progression_says(&values)
            }
            v => {
                let goal = rules.victories.get(v).unwrap_or_default();
                v.conditions(rules.lesser, &goal, self.winner)
                    .as_slice()
                    .iter()
                    .map(|c| {
                        let what = Say::new(match c.measure {
                            Measure::Pieces => "why.taken.pieces",
                            Measure::Value => "why.taken.value",
                            Measure::Digits => "why.taken.digits",
                            Measure::DigitSum => "why.taken.digit-sum",
                            Measure::DigitSet => "why.taken.digit-set",
                        })
                        .num("x", prisoners.figure(c.measure, goal.digit_set));
                        Say::new(if c.at_least { "why.goal.atLeast" } else { "why.goal.atMost" })
                            .say("what", what)
                            .num("n", c.threshold)
                    })
                    .collect()
            }
        }
    }
}

/// "white has no legal move".
pub(crate) fn no_move(side: Color) -> Say {
    Say::new(if side == Color::White { "why.noMove.white" } else { "why.noMove.black" })
}

/// "1000 plies played: the move cap".
pub(crate) fn move_cap(ply: u32) -> Say {
    Say::new("why.moveCap").num("n", ply)
}

/// The progressions of a formation explained, one sentence per progression triple (values
/// sorted): `progression.says.arithmetic {a, b, c, step}`, `….geometric {a, b, c, ratio}`,
/// `….harmonic {a, b, c, ratio}` (for a − b − c harmonic, (c − b) : (b − a) = c : a).
///
/// ```
/// use rithmomachia::{english, progression_says};
/// assert_eq!(english::says(&progression_says(&[56, 36, 16])), "16, 36, 56: arithmetic, step 20");
/// assert_eq!(english::says(&progression_says(&[4, 6, 9])), "4, 6, 9: geometric, ratio 3/2");
/// assert_eq!(
///     english::says(&progression_says(&[12, 4, 6, 36])),
///     "4, 6, 12: harmonic, ratio 3; 4, 12, 36: geometric, ratio 3"
/// );
/// ```
pub fn progression_says(values: &[u32]) -> Vec<Say> {
    progressions(values)
        .map(|(a, b, c, kind, figure)| {
            let s = match kind {
                Progression::Arithmetic => Say::new("progression.says.arithmetic").num("step", b - a),
                Progression::Geometric => Say::new("progression.says.geometric").text("ratio", figure),
                Progression::Harmonic => Say::new("progression.says.harmonic").text("ratio", figure),
            };
            s.num("a", a).num("b", b).num("c", c)
        })
        .collect()
}

/// The progression triples among `values` (sorted), each with its kind and its figure: the
/// step of an arithmetic one, the ratio (`"3"`, `"3/2"`) of a geometric or harmonic one.
fn progressions(values: &[u32]) -> impl Iterator<Item = (u32, u32, u32, Progression, String)> {
    let mut sorted = values.to_vec();
    crate::vocab::sort_by_key(&mut sorted, |&v| v);
    let ratio = |num: u32, den: u32| {
        let g = gcd(num, den);
        if den / g == 1 {
            format!("{}", num / g)
        } else {
            format!("{}/{}", num / g, den / g)
        }
    };
    triples(&sorted).into_iter().filter_map(move |(a, b, c)| {
        let kind = Progression::of(a, b, c)?;
        let figure = match kind {
            Progression::Arithmetic => (b - a).to_string(),
            Progression::Geometric => ratio(b, a),
            Progression::Harmonic => ratio(c, a),
        };
        Some((a, b, c, kind, figure))
    })
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}

fn triples(sorted: &[u32]) -> Vec<(u32, u32, u32)> {
    let n = sorted.len();
    let mut out = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            for k in j + 1..n {
                out.push((sorted[i], sorted[j], sorted[k]));
            }
        }
    }
    out
}

/// The kinds shown by the value-sorted triples of four values: (number of progression
/// triples, bit set of kinds).
fn four_kinds(values: [u32; 4]) -> (u32, u8) {
    let mut count = 0;
    let mut kinds = 0u8;
    for (a, b, c) in [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)] {
        if let Some(k) = Progression::of(values[a], values[b], values[c]) {
            count += 1;
            kinds |= 1 << k as u8;
        }
    }
    (count, kinds)
}

/// Do the values of a formation (path order for three) make `victory`?
pub(crate) fn accepts(victory: Victory, values: &[u32]) -> bool {
    match (victory, values) {
        (Victory::VictoriaMagna, &[a, b, c]) => Progression::of(a, b, c) == Some(Progression::Arithmetic),
        (Victory::MediocreVictory | Victory::GreatTriumph, &[a, b, c]) => Progression::of(a, b, c).is_some(),
        (_, &[a, b, c, d]) => {
            let (count, kinds) = four_kinds([a, b, c, d]);
            match victory {
                Victory::VictoriaMajor => count == 2 && kinds.count_ones() == 2,
                Victory::GreatVictory => kinds.count_ones() == 2,
                Victory::GreaterTriumph => kinds.count_ones() >= 2,
                Victory::VictoriaExcellentissima | Victory::ExcellentVictory | Victory::GreatestTriumph => {
                    kinds == 0b111
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// Which proper victory four values make, if any.
#[cfg(test)]
pub(crate) fn four_victory(values: [u32; 4]) -> Option<Victory> {
    let (count, kinds) = four_kinds(values);
    if kinds == 0b111 {
        Some(Victory::VictoriaExcellentissima)
    } else if count == 2 && kinds.count_ones() == 2 {
        Some(Victory::VictoriaMajor)
    } else {
        None
    }
}

/// Searches formations of equally long straight segments through an anchor piece.
pub(crate) struct FormationSearch<'a> {
    pub board: &'a Board,
    pub mover: Color,
    /// Cells that may take part.
    pub eligible: CellSet,
    /// The geometry.
    pub shape: FormationShape,
}

impl FormationSearch<'_> {
    /// Cells in `eligible` exactly `k` steps from `from` along the directions of one kind
    /// (`diagonal` or orthogonal), excluding `skip`.
    fn around(&self, from: Cell, k: usize, diagonal: bool, skip: CellSet, out: &mut [Cell; 4]) -> usize {
        let mut n = 0;
        let dirs = if diagonal { 4..8 } else { 0..4 };
        let (open, steps) = (self.eligible & !skip, &along()[from.index()]);
        for d in dirs {
            let i = steps[d].get(k).copied().unwrap_or(OFF_BOARD);
            if i != OFF_BOARD && open.0 >> i & 1 != 0 {
                if let Some(c) = Cell::from_index(usize::from(i)) {
                    out[n] = c;
                    n += 1;
                }
            }
        }
        n
    }

    /// Bit k set when an eligible piece stands k steps from `from` on one of its orthogonal (or
    /// diagonal) lines: the only segment lengths a path through `from` can have.
    fn distances(&self, from: Cell, diagonal: bool) -> u16 {
        let rays = &crate::vocab::cell::rays()[from.index()];
        let dirs = if diagonal { 4..8 } else { 0..4 };
        let mut ks = 0u16;
        for d in dirs {
            for c in rays[d] & self.eligible {
                ks |= 1 << c.steps_to(from);
            }
        }
        ks
    }

    fn has_mover(&self, cells: &[Cell]) -> bool {
        let own = self.board.occupied_by(self.mover);
        cells.iter().any(|c| own.contains(*c))
    }

    /// The cells `anchor` + (i − at)·k·d for i in 0..n, when all are on the largest board.
    fn line<const N: usize>(anchor: Cell, dir: usize, k: usize, at: usize) -> Option<[Cell; N]> {
        let (df, dr) = DIRECTIONS[dir];
        let mut out = [anchor; N];
        for (i, slot) in out.iter_mut().enumerate() {
            let step = (i as i32 - at as i32) * k as i32;
            *slot = anchor.offset((df as i32 * step) as i8, (dr as i32 * step) as i8)?;
        }
        Some(out)
    }

    /// A straight, equally spaced formation of `N` through `anchor` that `ok` accepts.
    fn straight<const N: usize>(&self, anchor: Cell, ok: impl Fn([Cell; N]) -> bool) -> Option<[Cell; N]> {
        for dir in 0..4 {
            let dir = [0, 1, 4, 5][dir];
            for k in 1..16 {
                let mut on_board = false;
                for at in 0..N {
                    if let Some(cells) = FormationSearch::line::<N>(anchor, dir, k, at) {
                        on_board = true;
                        if cells.iter().all(|c| self.eligible.contains(*c)) && ok(cells) {
                            return Some(cells);
                        }
                    }
                }
                // Longer steps leave the board too.
                if !on_board {
                    break;
                }
            }
        }
        None
    }

    /// Four pieces on the corners of an axis-parallel square through `anchor`, in path order.
    fn square(&self, anchor: Cell, ok: impl Fn([Cell; 4]) -> bool) -> Option<[Cell; 4]> {
        for k in 1..16i8 {
            for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let corners = [anchor.offset(k * sx, 0), anchor.offset(k * sx, k * sy), anchor.offset(0, k * sy)];
                if let [Some(b), Some(c), Some(d)] = corners {
                    let cells = [anchor, b, c, d];
                    if cells.iter().all(|x| self.eligible.contains(*x)) && ok(cells) {
                        return Some(cells);
                    }
                }
            }
        }
        None
    }

    /// A three-piece formation through `anchor` whose middle holds the middle value and whose
    /// values pass `accept`; cells in path order.
    pub fn three(&self, anchor: Cell, accept: impl Fn(u32, u32, u32) -> bool) -> Option<[Cell; 3]> {
        if !self.eligible.contains(anchor) {
            return None;
        }
        if self.shape != FormationShape::Path {
            let v = |c: Cell| self.board.value(c);
            return self.straight::<3>(anchor, |[x, y, z]| {
                let (a, b, c) = (v(x), v(y), v(z));
                ((a < b && b < c) || (c < b && b < a)) && accept(a, b, c) && self.has_mover(&[x, y, z])
            });
        }
        let v = |c: Cell| self.board.value(c);
        let ok = |x: Cell, y: Cell, z: Cell| {
            let (a, b, c) = (v(x), v(y), v(z));
            ((a < b && b < c) || (c < b && b < a)) && accept(a, b, c) && self.has_mover(&[x, y, z])
        };
        let mut first = [anchor; 4];
        let mut second = [anchor; 4];
        for diagonal in [false, true] {
            let ks = self.distances(anchor, diagonal);
            for k in (1..16).filter(|k| ks >> k & 1 != 0) {
                let n = self.around(anchor, k, diagonal, anchor.bit(), &mut first);
                for i in 0..n {
                    // Anchor in the middle.
                    for j in i + 1..n {
                        if ok(first[i], anchor, first[j]) {
                            return Some([first[i], anchor, first[j]]);
                        }
                    }
                    // Anchor at an end.
                    let q = first[i];
                    let m = self.around(q, k, diagonal, anchor.bit(), &mut second);
                    for &r in &second[..m] {
                        if ok(anchor, q, r) {
                            return Some([anchor, q, r]);
                        }
                    }
                }
            }
        }
        None
    }

    /// A four-piece formation through `anchor` whose values `accept` takes; cells in path
    /// order.
    pub fn four(&self, anchor: Cell, accept: impl Fn([u32; 4]) -> bool) -> Option<[Cell; 4]> {
        if !self.eligible.contains(anchor) {
            return None;
        }
        if self.shape != FormationShape::Path {
            let ok = |cells: [Cell; 4]| accept(cells.map(|c| self.board.value(c))) && self.has_mover(&cells);
            let line = self.straight::<4>(anchor, ok);
            if line.is_some() || self.shape == FormationShape::Line {
                return line;
            }
            return self.square(anchor, ok);
        }
        let v = |c: Cell| self.board.value(c);
        let ok = |cells: [Cell; 4]| accept(cells.map(v)) && self.has_mover(&cells);
        let mut n1 = [anchor; 4];
        let mut n2 = [anchor; 4];
        let mut n3 = [anchor; 4];
        for diagonal in [false, true] {
            let ks = self.distances(anchor, diagonal);
            for k in (1..16).filter(|k| ks >> k & 1 != 0) {
                let a = self.around(anchor, k, diagonal, anchor.bit(), &mut n1);
                for i in 0..a {
                    let q = n1[i];
                    // Anchor first: anchor, q, r, s.
                    let b = self.around(q, k, diagonal, anchor.bit(), &mut n2);
                    for &r in &n2[..b] {
                        let c = self.around(r, k, diagonal, anchor.bit() | q.bit(), &mut n3);
                        for &s in &n3[..c] {
                            if ok([anchor, q, r, s]) {
                                return Some([anchor, q, r, s]);
                            }
                        }
                    }
                    // Anchor second: q, anchor, r, s.
                    for j in 0..a {
                        if j == i {
                            continue;
                        }
                        let r = n1[j];
                        let c = self.around(r, k, diagonal, anchor.bit() | q.bit(), &mut n3);
                        for &s in &n3[..c] {
                            if ok([q, anchor, r, s]) {
                                return Some([q, anchor, r, s]);
                            }
                        }
                    }
                }
            }
        }
        None
    }
}

/// The common victories `mover`'s prisoners meet (none, at once, for a list the judge found
/// none in and that has not changed since: [`Prisoners::known_no_common`]).
pub(crate) fn common_victories<'a>(
    rules: &'a Rules,
    mover: Color,
    prisoners: &'a Prisoners,
) -> impl Iterator<Item = Victory> + 'a {
    let known_none = prisoners.known_no_common();
    Victory::COMMON.into_iter().filter(move |&v| {
        !known_none
            && rules
                .victories
                .goal(v)
                .is_some_and(|goal| prisoners.meets(v.conditions(rules.lesser, goal, mover).as_slice(), goal.digit_set))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progression_kinds() {
        let table: [(u32, u32, u32, Option<Progression>); 9] = [
            (16, 36, 56, Some(Progression::Arithmetic)),
            (6, 9, 12, Some(Progression::Arithmetic)),
            (4, 12, 36, Some(Progression::Geometric)),
            (3, 12, 48, Some(Progression::Geometric)),
            (4, 6, 12, Some(Progression::Harmonic)),
            (12, 4, 6, Some(Progression::Harmonic)),
            (6, 12, 36, None),
            (4, 4, 8, None),
            (15, 20, 26, None),
        ];
        for (a, b, c, want) in table {
            assert_eq!(Progression::of(a, b, c), want, "{a} {b} {c}");
        }
    }

    #[test]
    fn four_value_victories() {
        // Seed 000 / 004: geometric 4-12-36 and harmonic 4-6-12: two kinds, a Major victory.
        assert_eq!(four_victory([4, 6, 12, 36]), Some(Victory::VictoriaMajor));
        // Seed 004's square: arithmetic 6-9-12, geometric 4-6-9, harmonic 4-6-12.
        assert_eq!(four_victory([12, 4, 9, 6]), Some(Victory::VictoriaExcellentissima));
        // 2 4 6 8: arithmetic 2-4-6 and 4-6-8, geometric 2-4-8: three triples, "two but no more" fails.
        assert_eq!(four_victory([2, 4, 6, 8]), None);
        // 2 4 6 9: arithmetic 2-4-6 and geometric 4-6-9: exactly two of two kinds.
        assert_eq!(four_victory([2, 4, 6, 9]), Some(Victory::VictoriaMajor));
        assert_eq!(four_victory([2, 3, 5, 7]), None);
        assert_eq!(
            crate::vocab::english::says(&progression_says(&[36, 4, 12, 6])),
            "4, 6, 12: harmonic, ratio 3; 4, 12, 36: geometric, ratio 3"
        );
    }
}
