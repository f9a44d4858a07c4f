//! Victories: progressions, the formations that hold them, common victories and the
//! [`Outcome`] of a game.

use std::fmt;

use crate::board::Board;
use crate::cell::{Cell, CellSet, CELLS, DIRECTIONS};
use crate::piece::Color;
use crate::rules::{Goal, Rules, Victory};

/// A kind of progression on three values a < b < c.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Progression {
    /// b − a = c − b (e.g. 16 36 56).
    Arithmetic,
    /// b² = a·c (e.g. 4 12 36).
    Geometric,
    /// b·(a + c) = 2·a·c (e.g. 4 6 12).
    Harmonic,
}

impl Progression {
    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            Progression::Arithmetic => "arithmetic",
            Progression::Geometric => "geometric",
            Progression::Harmonic => "harmonic",
        }
    }

    /// The kind of progression three values form, in any order, if any. Values must be
    /// distinct: no kind holds on a repeated value.
    ///
    /// ```
    /// use rithmomachia::Progression;
    /// assert_eq!(Progression::of(56, 16, 36), Some(Progression::Arithmetic));
    /// assert_eq!(Progression::of(4, 12, 36), Some(Progression::Geometric));
    /// assert_eq!(Progression::of(4, 6, 12), Some(Progression::Harmonic));
    /// assert_eq!(Progression::of(4, 6, 9), Some(Progression::Geometric));
    /// assert_eq!(Progression::of(5, 5, 5), None);
    /// assert_eq!(Progression::of(2, 3, 5), None);
    /// ```
    pub fn of(x: u32, y: u32, z: u32) -> Option<Progression> {
        let mut v = [x as u64, y as u64, z as u64];
        v.sort_unstable();
        let [a, b, c] = v;
        if a == b || b == c {
            return None;
        }
        if b - a == c - b {
            Some(Progression::Arithmetic)
        } else if b * b == a * c {
            Some(Progression::Geometric)
        } else if b * (a + c) == 2 * a * c {
            Some(Progression::Harmonic)
        } else {
            None
        }
    }
}

impl fmt::Display for Progression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

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
        /// Why, for people: "arithmetic 16-36-56", "15 pieces taken (goal 15)".
        why: String,
        /// The other victories the same move completed, greatest first.
        also: Vec<Victory>,
    },
    /// Nobody won.
    Drawn {
        /// The move cap, or no legal move while the blockade victory is off.
        reason: DrawReason,
        /// Why, for people.
        why: String,
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
    pub also: u16,
    /// Prisoner figures for the common victories: (pieces, value, digits).
    pub tally: (u32, u32, u32),
}

impl Verdict {
    pub fn cells(&self) -> Vec<Cell> {
        self.cells.iter().flatten().copied().collect()
    }

    pub fn also(&self) -> Vec<Victory> {
        Victory::PRECEDENCE.into_iter().filter(|v| self.also >> (*v as u16) & 1 != 0).collect()
    }

    /// The explanation, read from the board for proper victories.
    pub fn why(&self, board: &Board, rules: &Rules) -> String {
        let (pieces, value, digits) = self.tally;
        let goal = rules.victories.get(self.victory).unwrap_or_default();
        let target = *goal.value.get(self.winner);
        match self.victory {
            Victory::DeCorpore => format!("{pieces} pieces taken (goal {})", goal.pieces),
            Victory::DeBonis => format!("{value} taken in value (goal {target})"),
            Victory::DeLite => format!("{value} taken in value (goal {target}) with {digits} digits (at most {})", goal.digits),
            Victory::DeHonore => format!("{value} taken in value (goal {target}) with {pieces} pieces (at most {})", goal.pieces),
            Victory::DeHonoreLiteque => format!(
                "{value} taken in value (goal {target}) with {pieces} pieces (at most {}) and {digits} digits (at most {})",
                goal.pieces, goal.digits
            ),
            Victory::Blockade => format!("{} has no legal move", self.winner.opposite()),
            Victory::LudiiLine => crate::landing::explain_line(board, &self.cells()),
            Victory::VictoriaMagna | Victory::VictoriaMajor | Victory::VictoriaExcellentissima => {
                let values: Vec<u32> = self.cells().iter().map(|&c| board.value(c)).collect();
                describe_progressions(&values)
            }
        }
    }
}

/// "arithmetic 16-36-56" for three values; for four, each progression its triples form.
pub fn describe_progressions(values: &[u32]) -> String {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let mut parts = Vec::new();
    for (a, b, c) in triples(&sorted) {
        if let Some(kind) = Progression::of(a, b, c) {
            parts.push(format!("{kind} {a}-{b}-{c}"));
        }
    }
    parts.join(", ")
}

/// The progressions of a formation explained for people, one clause per progression triple:
/// "16, 36, 56: arithmetic, step 20"; "4, 12, 36: geometric, ratio 3"; "4, 6, 12: harmonic,
/// ratio 3" (for a − b − c harmonic, (c − b) : (b − a) = c : a).
///
/// ```
/// use rithmomachia::explain_progressions;
/// assert_eq!(explain_progressions(&[56, 36, 16]), "16, 36, 56: arithmetic, step 20");
/// assert_eq!(explain_progressions(&[4, 6, 9]), "4, 6, 9: geometric, ratio 3/2");
/// assert_eq!(explain_progressions(&[12, 4, 6, 36]), "4, 6, 12: harmonic, ratio 3; 4, 12, 36: geometric, ratio 3");
/// ```
pub fn explain_progressions(values: &[u32]) -> String {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let ratio = |num: u32, den: u32| {
        let g = gcd(num, den);
        if den / g == 1 {
            format!("{}", num / g)
        } else {
            format!("{}/{}", num / g, den / g)
        }
    };
    let mut parts = Vec::new();
    for (a, b, c) in triples(&sorted) {
        let text = match Progression::of(a, b, c) {
            Some(Progression::Arithmetic) => format!("{a}, {b}, {c}: arithmetic, step {}", b - a),
            Some(Progression::Geometric) => format!("{a}, {b}, {c}: geometric, ratio {}", ratio(b, a)),
            Some(Progression::Harmonic) => format!("{a}, {b}, {c}: harmonic, ratio {}", ratio(c, a)),
            None => continue,
        };
        parts.push(text);
    }
    parts.join("; ")
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

/// Which proper victory four values make, if any.
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

/// `RAYS[cell][dir][k]`: the cell `k` steps away in direction `dir`, or `u8::MAX`.
static RAYS: [[[u8; 16]; 8]; CELLS] = ray_table();

const fn ray_table() -> [[[u8; 16]; 8]; CELLS] {
    let mut t = [[[u8::MAX; 16]; 8]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let cell = match Cell::from_index(i) {
            Some(c) => c,
            None => panic!("in range"),
        };
        let mut d = 0;
        while d < 8 {
            let mut k = 1;
            while k < 16 {
                if let Some(n) = cell.offset(DIRECTIONS[d].0 * k as i8, DIRECTIONS[d].1 * k as i8) {
                    t[i][d][k] = n.index() as u8;
                }
                k += 1;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

#[inline]
fn ray(cell: Cell, dir: usize, k: usize) -> Option<Cell> {
    let n = RAYS[cell.index()][dir][k];
    if n == u8::MAX {
        None
    } else {
        Cell::from_index(n as usize)
    }
}

/// Searches formations of equally long straight segments through an anchor piece.
pub(crate) struct FormationSearch<'a> {
    pub board: &'a Board,
    pub mover: Color,
    /// Cells that may take part.
    pub eligible: CellSet,
}

impl FormationSearch<'_> {
    /// Cells in `eligible` exactly `k` steps from `from` along the directions of one kind
    /// (`diagonal` or orthogonal), excluding `skip`.
    fn around(&self, from: Cell, k: usize, diagonal: bool, skip: CellSet, out: &mut [Cell; 4]) -> usize {
        let mut n = 0;
        let dirs = if diagonal { 4..8 } else { 0..4 };
        for d in dirs {
            if let Some(c) = ray(from, d, k) {
                if self.eligible.contains(c) && !skip.contains(c) {
                    out[n] = c;
                    n += 1;
                }
            }
        }
        n
    }

    fn has_mover(&self, cells: &[Cell]) -> bool {
        let own = self.board.occupied_by(self.mover);
        cells.iter().any(|c| own.contains(*c))
    }

    /// A three-piece path through `anchor` whose middle holds the middle value and whose
    /// values pass `accept`; cells in path order.
    pub fn three(&self, anchor: Cell, accept: impl Fn(u32, u32, u32) -> bool) -> Option<[Cell; 3]> {
        if !self.eligible.contains(anchor) {
            return None;
        }
        let v = |c: Cell| self.board.value(c);
        let ok = |x: Cell, y: Cell, z: Cell| {
            let (a, b, c) = (v(x), v(y), v(z));
            ((a < b && b < c) || (c < b && b < a)) && accept(a, b, c) && self.has_mover(&[x, y, z])
        };
        let mut first = [anchor; 4];
        let mut second = [anchor; 4];
        for diagonal in [false, true] {
            for k in 1..16 {
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

    /// A four-piece path through `anchor` whose values `accept` takes; cells in path order.
    pub fn four(&self, anchor: Cell, accept: impl Fn([u32; 4]) -> bool) -> Option<[Cell; 4]> {
        if !self.eligible.contains(anchor) {
            return None;
        }
        let v = |c: Cell| self.board.value(c);
        let ok = |cells: [Cell; 4]| accept(cells.map(v)) && self.has_mover(&cells);
        let mut n1 = [anchor; 4];
        let mut n2 = [anchor; 4];
        let mut n3 = [anchor; 4];
        for diagonal in [false, true] {
            for k in 1..16 {
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

/// Prisoner figures: (pieces, value, digits), pyramid components counted one by one.
pub(crate) fn common_victories(rules: &Rules, mover: Color, tally: (u32, u32, u32)) -> impl Iterator<Item = Victory> + '_ {
    let (pieces, value, digits) = tally;
    rules.victories.iter().filter_map(move |(v, goal): (Victory, Goal)| {
        let target = *goal.value.get(mover);
        let won = match v {
            Victory::DeCorpore => pieces >= goal.pieces,
            Victory::DeBonis => value >= target,
            Victory::DeLite => value >= target && digits <= goal.digits,
            Victory::DeHonore => value >= target && pieces <= goal.pieces,
            Victory::DeHonoreLiteque => value >= target && pieces <= goal.pieces && digits <= goal.digits,
            _ => false,
        };
        won.then_some(v)
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
        assert_eq!(describe_progressions(&[36, 4, 12, 6]), "harmonic 4-6-12, geometric 4-12-36");
    }
}
