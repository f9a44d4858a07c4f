//! Board locations: [`Cell`] (one of the 8 × 16 places) and [`CellSet`] (a set of them).
//!
//! "Square" is a piece shape in Rithmomachia, so a board location is always a *cell*.

use std::fmt;
use std::str::FromStr;

/// Number of files (a–h).
pub const FILES: u8 = 8;
/// The largest number of ranks a board can have.
pub const MAX_RANKS: u8 = 16;
/// Number of cells on the largest board.
pub const CELLS: usize = (FILES as usize) * (MAX_RANKS as usize);

/// A cell of the board: file `a`–`h`, rank `1`–`16`.
///
/// Its index is `(rank − 1) · 8 + file`, the numbering Ludii calls a *site* (a1 = 0, h16 = 127).
///
/// ```
/// use rithmomachia::Cell;
/// let c: Cell = "c4".parse().unwrap();
/// assert_eq!((c.file(), c.rank()), (2, 3));
/// assert_eq!(c.index(), 26);
/// assert_eq!(c.to_string(), "c4");
/// assert!("i1".parse::<Cell>().is_err());
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The first cell (a1): where a value is needed before any cell is known.
    pub(crate) const FIRST: Cell = Cell(0);

    /// The cell at `file` (0 = a) and `rank` (0 = rank 1), if both are in range.
    pub const fn new(file: u8, rank: u8) -> Option<Cell> {
        if file < FILES && rank < MAX_RANKS {
            Some(Cell(rank * FILES + file))
        } else {
            None
        }
    }

    /// The cell with this site index (0..128).
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < CELLS {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// Site index, 0..128.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File, 0 = a … 7 = h.
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank, 0-based (0 = rank 1).
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The steps from this cell to `other` along a rank, a file or a diagonal, or both (a
    /// king's moves: the larger of the file and rank differences).
    ///
    /// ```
    /// use rithmomachia::Cell;
    /// let (a1, c2, h16): (Cell, Cell, Cell) = ("a1".parse().unwrap(), "c2".parse().unwrap(), "h16".parse().unwrap());
    /// assert_eq!((a1.steps_to(c2), c2.steps_to(a1), a1.steps_to(h16), a1.steps_to(a1)), (2, 2, 15, 0));
    /// ```
    pub const fn steps_to(self, other: Cell) -> u8 {
        let (f, r) = (self.file().abs_diff(other.file()), self.rank().abs_diff(other.rank()));
        if f > r {
            f
        } else {
            r
        }
    }

    /// The cell `df` files and `dr` ranks away, if it is on the largest board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Cell> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 {
            return None;
        }
        Cell::new(f as u8, r as u8)
    }

    /// This cell as a one-element set.
    pub const fn bit(self) -> CellSet {
        // A 64-bit shift and a constant one: wasm has no 128-bit shift, and a shift by a
        // variable amount there is a call.
        let b = (1u64 << (self.0 & 63)) as u128;
        CellSet(if self.0 < 64 { b } else { b << 64 })
    }

    /// Every cell of the largest board, a1, b1, …, h16.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Why a text is not a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCellError(pub String);

impl ParseCellError {
    /// The sentence: `fault.cell` with the text (shortened).
    pub fn says(&self) -> crate::vocab::words::Say {
        crate::vocab::words::Say::new("fault.cell").text("text", crate::vocab::words::shorten(&self.0))
    }
}

crate::vocab::said::said!(ParseCellError);

impl FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let err = || ParseCellError(s.to_string());
        let bytes = s.as_bytes();
        // ASCII only: a file letter of two bytes ("é4") must not split a character below.
        if bytes.len() < 2 || bytes.len() > 3 || !s.is_ascii() {
            return Err(err());
        }
        let file = bytes[0].wrapping_sub(b'a');
        let digits = &s[1..];
        if file >= FILES || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if rank == 0 || rank > MAX_RANKS {
            return Err(err());
        }
        Cell::new(file, rank - 1).ok_or_else(err)
    }
}

/// A set of cells, one bit per site.
///
/// ```
/// use rithmomachia::{Cell, CellSet};
/// let set = Cell::new(0, 0).unwrap().bit() | Cell::new(7, 15).unwrap().bit();
/// assert_eq!(set.count(), 2);
/// assert_eq!(set.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["a1", "h16"]);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct CellSet(pub u128);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);

    /// The first `ranks` ranks (the cells of a board of that length).
    pub const fn ranks(ranks: u8) -> CellSet {
        if ranks as usize * FILES as usize >= 128 {
            CellSet(u128::MAX)
        } else {
            CellSet((1u128 << (ranks as u32 * FILES as u32)) - 1)
        }
    }

    /// Is the set empty?
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Does the set hold `cell`?
    pub const fn contains(self, cell: Cell) -> bool {
        // The cell's half, then a 64-bit shift (see [`Cell::bit`]).
        let half = if cell.0 < 64 { self.0 as u64 } else { (self.0 >> 64) as u64 };
        half >> (cell.0 & 63) & 1 != 0
    }

    /// Number of cells in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest cell, if any.
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell(self.0.trailing_zeros() as u8))
        }
    }

    /// The `n`-th cell in site order (from 0), if the set holds more than `n`.
    ///
    /// ```
    /// use rithmomachia::{Cell, CellSet};
    /// let set = Cell::new(2, 0).unwrap().bit() | Cell::new(1, 9).unwrap().bit();
    /// assert_eq!(set.nth(1).map(|c| c.to_string()), Some("b10".to_string()));
    /// assert_eq!(set.nth(2), None);
    /// ```
    pub fn nth(self, n: u32) -> Option<Cell> {
        let lo = self.0 as u64;
        let below = lo.count_ones();
        let (mut bits, mut n, base): (u64, u32, u8) =
            if n < below { (lo, n, 0) } else { ((self.0 >> 64) as u64, n - below, 64) };
        if n >= bits.count_ones() {
            return None;
        }
        while n > 0 {
            bits &= bits - 1;
            n -= 1;
        }
        Some(Cell(base + bits.trailing_zeros() as u8))
    }

    /// The set of the one cell whose index is `index` (below [`CELLS`]), for tables that keep
    /// cells as indexes.
    pub(crate) const fn of_index(index: u8) -> CellSet {
        Cell(index).bit()
    }

    /// Add a cell.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= cell.bit().0;
    }

    /// Remove a cell.
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !cell.bit().0;
    }

    /// The cells in site order (a1, b1, …, h1, a2, …).
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl std::ops::BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 | rhs.0)
    }
}

impl std::ops::BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & rhs.0)
    }
}

impl std::ops::Not for CellSet {
    type Output = CellSet;
    fn not(self) -> CellSet {
        CellSet(!self.0)
    }
}

impl std::ops::BitOrAssign for CellSet {
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}

impl std::ops::BitAndAssign for CellSet {
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}

/// The cells in exactly one of the two sets (toggling `rhs`'s cells in `self`).
impl std::ops::BitXorAssign for CellSet {
    fn bitxor_assign(&mut self, rhs: CellSet) {
        self.0 ^= rhs.0;
    }
}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellIter;
    fn into_iter(self) -> CellIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// Iterator over a [`CellSet`] in site order.
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = Cell;
    fn next(&mut self) -> Option<Cell> {
        // The halves apart: two 64-bit operations instead of 128-bit ones (the hot loops of
        // move generation and capture judging iterate cell sets).
        let lo = self.0 as u64;
        if lo != 0 {
            self.0 &= !0u128 << 64 | u128::from(lo & (lo - 1));
            return Some(Cell(lo.trailing_zeros() as u8));
        }
        let hi = (self.0 >> 64) as u64;
        if hi == 0 {
            return None;
        }
        self.0 = u128::from(hi & (hi - 1)) << 64;
        Some(Cell(64 + hi.trailing_zeros() as u8))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

/// The eight directions, orthogonal first: (file step, rank step).
pub const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Orthogonal and diagonal neighbours of every cell on the largest board.
pub(crate) struct Neighbours {
    pub orthogonal: [CellSet; CELLS],
    pub diagonal: [CellSet; CELLS],
}

const fn neighbour_table(diagonal: bool) -> [CellSet; CELLS] {
    let mut table = [CellSet::EMPTY; CELLS];
    let mut i = 0;
    while i < CELLS {
        let c = Cell(i as u8);
        let mut d = if diagonal { 4 } else { 0 };
        let end = d + 4;
        let mut bits = 0u128;
        while d < end {
            if let Some(n) = c.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                bits |= 1u128 << n.0;
            }
            d += 1;
        }
        table[i] = CellSet(bits);
        i += 1;
    }
    table
}

pub(crate) static NEIGHBOURS: Neighbours =
    Neighbours { orthogonal: neighbour_table(false), diagonal: neighbour_table(true) };

/// Every cell of file a on the largest board.
const FILE_A: u128 = 0x0101_0101_0101_0101_0101_0101_0101_0101;

/// The cells sharing a rank or a file with `cell` (itself included).
#[inline]
pub(crate) fn lines(cell: Cell) -> CellSet {
    CellSet((0xffu128 << (cell.rank() as u32 * 8)) | (FILE_A << cell.file()))
}

const fn rays_table() -> [[CellSet; 8]; CELLS] {
    let mut t = [[CellSet::EMPTY; 8]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let cell = Cell(i as u8);
        let mut d = 0;
        while d < 8 {
            let mut bits = 0u128;
            let mut k = 1i8;
            while k < 16 {
                if let Some(n) = cell.offset(DIRECTIONS[d].0 * k, DIRECTIONS[d].1 * k) {
                    bits |= 1u128 << n.0;
                }
                k += 1;
            }
            t[i][d] = CellSet(bits);
            d += 1;
        }
        i += 1;
    }
    t
}

/// The cells beyond each cell in each direction (`rays()[cell][dir]`, `dir` an index into
/// [`DIRECTIONS`]) on the largest board. Built once at first use rather than stored in the
/// binary (it keeps the browser download small).
pub(crate) fn rays() -> &'static [[CellSet; 8]; CELLS] {
    static RAYS: std::sync::OnceLock<Box<[[CellSet; 8]; CELLS]>> = std::sync::OnceLock::new();
    RAYS.get_or_init(|| Box::new(rays_table()))
}

/// No cell, in a table of cell indexes: in [`along`], a step off the largest board; in the
/// motion tables, no such target or no slide's end.
pub(crate) const OFF_BOARD: u8 = u8::MAX;

/// `along()[cell][dir][k]`: the index of the cell `k` steps (0 to 15) from `cell` in direction
/// `dir` (an index into [`DIRECTIONS`]) on the largest board, or [`OFF_BOARD`]. Built once at
/// first use, like [`rays`]: read by the motion tables (one step) and the formation search.
pub(crate) fn along() -> &'static [[[u8; 16]; 8]; CELLS] {
    static ALONG: std::sync::OnceLock<Box<[[[u8; 16]; 8]; CELLS]>> = std::sync::OnceLock::new();
    ALONG.get_or_init(|| {
        let mut table = Box::new([[[OFF_BOARD; 16]; 8]; CELLS]);
        for cell in (0..CELLS).filter_map(Cell::from_index) {
            for (dir, (df, dr)) in DIRECTIONS.into_iter().enumerate() {
                for k in 0..16i8 {
                    if let Some(c) = cell.offset(df * k, dr * k) {
                        table[cell.index()][dir][k as usize] = c.0;
                    }
                }
            }
        }
        table
    })
}

/// The cells of `cell`'s file (`file_line`) or rank on the largest board.
#[cfg(test)]
pub(crate) const fn line_mask(cell: Cell, file_line: bool) -> CellSet {
    let mut bits = 0u128;
    let mut k = 0u8;
    let len = if file_line { MAX_RANKS } else { FILES };
    while k < len {
        let t = if file_line { cell.file() + k * FILES } else { cell.rank() * FILES + k };
        bits |= 1u128 << t;
        k += 1;
    }
    CellSet(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_counts_cells_in_site_order() {
        // Sets filling each quarter of the 128 bits, or none of it, and a spread of random ones.
        let mut sets =
            vec![0u128, u128::MAX, 1, 1 << 127, 0xffff_ffff, 0xffff_ffff << 32, 0xffff_ffff << 64, 0xffff_ffff << 96];
        let mut x = 0x9e37_79b9_7f4a_7c15_u128;
        for _ in 0..200 {
            x = x.wrapping_mul(0x2545_f491_4f6c_dd1d_9e37_79b9_7f4a_7c15).wrapping_add(0x6a09_e667);
            sets.push(x & (x >> 7) & (x >> 13));
        }
        for bits in sets {
            let set = CellSet(bits);
            let cells: Vec<Cell> = set.iter().collect();
            for n in 0..=cells.len() as u32 + 1 {
                assert_eq!(set.nth(n), cells.get(n as usize).copied(), "{bits:#x} {n}");
            }
        }
    }

    #[test]
    fn cells_parse_and_print() {
        for (text, ok) in [
            ("a1", true),
            ("h16", true),
            ("h17", false),
            ("a0", false),
            ("a01", false),
            ("i3", false),
            ("A1", false),
            ("c", false),
            ("c4 ", false),
            ("é4", false),
            ("aé", false),
        ] {
            let parsed = text.parse::<Cell>();
            assert_eq!(parsed.is_ok(), ok, "{text}");
            if let Ok(c) = parsed {
                assert_eq!(c.to_string(), text);
            }
        }
        assert_eq!("h16".parse::<Cell>().unwrap().index(), 127);
    }

    #[test]
    fn neighbours_at_edges_and_corners() {
        let a1 = Cell::new(0, 0).unwrap();
        assert_eq!(NEIGHBOURS.orthogonal[a1.index()].count(), 2);
        assert_eq!(NEIGHBOURS.diagonal[a1.index()].count(), 1);
        let d5 = "d5".parse::<Cell>().unwrap();
        assert_eq!(NEIGHBOURS.orthogonal[d5.index()].count(), 4);
        assert_eq!(NEIGHBOURS.diagonal[d5.index()].count(), 4);
        let a8 = "a8".parse::<Cell>().unwrap();
        assert_eq!(NEIGHBOURS.orthogonal[a8.index()].count(), 3);
    }

    #[test]
    fn lines_are_a_rank_and_a_file() {
        for cell in Cell::all() {
            assert_eq!(lines(cell), CellSet(line_mask(cell, true).0 | line_mask(cell, false).0), "{cell}");
        }
        let d5: Cell = "d5".parse().unwrap();
        assert_eq!(rays()[d5.index()][0].count(), 11);
    }

    #[test]
    fn line_masks() {
        let c4: Cell = "c4".parse().unwrap();
        assert_eq!(line_mask(c4, true).count(), 16);
        assert_eq!(line_mask(c4, false).count(), 8);
        assert!(line_mask(c4, true).contains("c16".parse().unwrap()));
        assert!(line_mask(c4, false).contains("h4".parse().unwrap()));
    }
}
