//! [`Board`]: where the pieces stand, in a compact form built for speed.
//!
//! Layer 2, the board: the board itself, the start layouts, how pieces move, prisoners,
//! moves and setups (a position as plain data).

/// Equality and hashing that ignore a value derived from the rest of the state (the motion
/// tables follow from the rules, the capture marks from the board): two states are equal, and
/// hash alike, whatever it holds.
macro_rules! derived_in_eq_and_hash {
    ($t:ty) => {
        impl PartialEq for $t {
            fn eq(&self, _: &$t) -> bool {
                true
            }
        }

        impl Eq for $t {}

        impl std::hash::Hash for $t {
            fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
        }
    };
}

pub mod layout;
pub mod marks;
pub mod motion;
pub mod moves;
pub mod prisoners;
pub mod setup;
pub mod state;

use crate::rules::PyramidMotion;
use crate::vocab::cell::{Cell, CellSet, CELLS};
use crate::vocab::piece::{Color, Component, Piece, Shape, MAX_PARTS};

/// The most pyramids a board may hold at once.
pub const MAX_PYRAMIDS: usize = 8;

/// What one cell holds, in 8 bytes (a search copies the board at every node).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Slot {
    /// The component of a simple piece. For a pyramid (a cell of `Board::pyramids`) its
    /// `value` is the index of the pyramid's stack in `Board::stacks` instead.
    simple: Component,
    /// Value: the number, or a pyramid's total; 0 when empty.
    total: u32,
}

const EMPTY_SLOT: Slot = Slot { simple: Component::new(Shape::Round, 0), total: 0 };
const _: () = assert!(std::mem::size_of::<Slot>() == 8);

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Stack {
    parts: [Component; MAX_PARTS],
    len: u8,
}

const EMPTY_STACK: Stack = Stack { parts: [Component::new(Shape::Round, 0); MAX_PARTS], len: 0 };

/// Piece placement: per-side and per-shape bit sets plus each cell's piece.
///
/// `movers[color][shape]` holds the pieces of `color` that move as `shape` (a pyramid is in the
/// set of every shape it holds, or only its base's, as the rules say).
///
/// Two boards are equal when the same pieces stand on the same cells, whatever slot of the
/// internal pyramid storage each pyramid uses.
#[derive(Clone, Debug)]
pub struct Board {
    ranks: u8,
    base_only: bool,
    occupied: [CellSet; 2],
    movers: [[CellSet; 3]; 2],
    pyramids: CellSet,
    slots: [Slot; CELLS],
    stacks: [Stack; MAX_PYRAMIDS],
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.ranks == other.ranks
            && self.base_only == other.base_only
            && self.occupied == other.occupied
            && self.pyramids == other.pyramids
            && self.occupied().iter().all(|c| self.parts(c) == other.parts(c))
    }
}

impl Eq for Board {}

impl std::hash::Hash for Board {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.ranks.hash(state);
        self.occupied.hash(state);
        self.pyramids.hash(state);
        for c in self.occupied() {
            self.parts(c).hash(state);
        }
    }
}

impl Board {
    /// An empty board of `ranks` ranks.
    pub fn empty(ranks: u8, pyramid_motion: PyramidMotion) -> Board {
        Board {
            ranks,
            base_only: pyramid_motion == PyramidMotion::Base,
            occupied: [CellSet::EMPTY; 2],
            movers: [[CellSet::EMPTY; 3]; 2],
            pyramids: CellSet::EMPTY,
            slots: [EMPTY_SLOT; CELLS],
            stacks: [EMPTY_STACK; MAX_PYRAMIDS],
        }
    }

    /// Number of ranks.
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// The cells of this board.
    pub fn cells(&self) -> CellSet {
        CellSet::ranks(self.ranks)
    }

    /// Cells holding `color`'s pieces.
    pub fn occupied_by(&self, color: Color) -> CellSet {
        self.occupied[color.index()]
    }

    /// Cells holding any piece.
    pub fn occupied(&self) -> CellSet {
        self.occupied[0] | self.occupied[1]
    }

    /// Cells holding pyramids (of either side).
    pub fn pyramids(&self) -> CellSet {
        self.pyramids
    }

    /// Cells of `color`'s pieces that move (and reach) as `shape`.
    pub fn movers(&self, color: Color, shape: Shape) -> CellSet {
        self.movers[color.index()][shape as usize]
    }

    /// The owner of the piece on `cell`.
    pub fn color_at(&self, cell: Cell) -> Option<Color> {
        if self.occupied[0].contains(cell) {
            Some(Color::White)
        } else if self.occupied[1].contains(cell) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The value on `cell` (a pyramid's total); 0 when empty.
    pub fn value(&self, cell: Cell) -> u32 {
        self.slots[cell.index()].total
    }

    /// Is there a pyramid on `cell`?
    pub fn is_pyramid(&self, cell: Cell) -> bool {
        self.pyramids.contains(cell)
    }

    /// The value of level `level` of the stack on `cell` (base = 0), 0 when there is none:
    /// Ludii's `(value Piece at:… level:…)`.
    #[inline]
    pub fn level_value(&self, cell: Cell, level: usize) -> u32 {
        self.parts(cell).get(level).map_or(0, |c| c.value as u32)
    }

    /// The value of the top level of the stack on `cell`, 0 when empty.
    #[inline]
    pub fn top_value(&self, cell: Cell) -> u32 {
        self.parts(cell).last().map_or(0, |c| c.value as u32)
    }

    /// How many levels the stack on `cell` has (0 when empty, 1 for a simple piece).
    #[inline]
    pub fn height(&self, cell: Cell) -> usize {
        self.parts(cell).len()
    }

    /// The components on `cell`, base first (one for a simple piece, none when empty).
    pub fn parts(&self, cell: Cell) -> &[Component] {
        let slot = &self.slots[cell.index()];
        if let Some(stack) = self.stack_of(cell) {
            let s = &self.stacks[stack];
            &s.parts[..s.len as usize]
        } else if slot.total > 0 {
            std::slice::from_ref(&slot.simple)
        } else {
            &[]
        }
    }

    /// The index in `stacks` of the pyramid on `cell`; `None` when no pyramid stands there.
    #[inline]
    fn stack_of(&self, cell: Cell) -> Option<usize> {
        self.pyramids.contains(cell).then(|| usize::from(self.slots[cell.index()].simple.value))
    }

    /// The piece on `cell`.
    pub fn get(&self, cell: Cell) -> Option<Piece> {
        let color = self.color_at(cell)?;
        if self.is_pyramid(cell) {
            Piece::pyramid(color, self.parts(cell))
        } else {
            let c = self.slots[cell.index()].simple;
            Some(Piece::simple(color, c.shape, c.value))
        }
    }

    /// The pieces in site order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        self.occupied().iter().filter_map(move |c| self.get(c).map(|p| (c, p)))
    }

    fn motion_mask(&self, cell: Cell) -> u8 {
        self.shapes_of(self.parts(cell))
    }

    /// The shapes (bits of [`Shape::bit`]) a piece made of `parts` moves and reaches as on this
    /// board, whether it stands on it or not.
    pub(crate) fn shapes_of(&self, parts: &[Component]) -> u8 {
        if self.base_only || parts.len() == 1 {
            parts.first().map_or(0, |c| c.shape.bit())
        } else {
            parts.iter().fold(0, |m, c| m | c.shape.bit())
        }
    }

    fn set_bits(&mut self, cell: Cell, color: Color, on: bool) {
        let mask = self.motion_mask(cell);
        let bit = cell.bit();
        let side = color.index();
        for shape in Shape::SIMPLE {
            if mask & shape.bit() != 0 {
                let set = &mut self.movers[side][shape as usize];
                if on {
                    *set |= bit;
                } else {
                    *set &= !bit;
                }
            }
        }
        if on {
            self.occupied[side] |= bit;
        } else {
            self.occupied[side] &= !bit;
        }
    }

    /// Put `piece` on the empty `cell`. Fails when the board already holds
    /// [`MAX_PYRAMIDS`] pyramids.
    pub fn put(&mut self, cell: Cell, piece: Piece) -> Result<(), &'static str> {
        debug_assert!(self.color_at(cell).is_none());
        let slot = &mut self.slots[cell.index()];
        slot.total = piece.total();
        if piece.is_pyramid() {
            let Some(free) = self.stacks.iter().position(|s| s.len == 0) else {
                return Err("too many pyramids on the board (at most 8)");
            };
            let stack = &mut self.stacks[free];
            stack.len = piece.parts().len() as u8;
            stack.parts[..piece.parts().len()].copy_from_slice(piece.parts());
            self.slots[cell.index()].simple = Component::new(Shape::Round, free as u16);
            self.pyramids.insert(cell);
        } else {
            slot.simple = piece.parts()[0];
        }
        self.set_bits(cell, piece.color, true);
        Ok(())
    }

    /// Remove and return the piece on `cell`.
    pub fn take(&mut self, cell: Cell) -> Option<Piece> {
        let piece = self.get(cell)?;
        self.set_bits(cell, piece.color, false);
        if let Some(stack) = self.stack_of(cell) {
            self.stacks[stack].len = 0;
            self.pyramids.remove(cell);
        }
        self.slots[cell.index()] = EMPTY_SLOT;
        Some(piece)
    }

    /// Move the piece on `from` to the empty `to` (onto an occupied one, what stood there
    /// goes).
    pub fn shift(&mut self, from: Cell, to: Cell) {
        let Some(color) = self.color_at(from) else { return };
        if from == to {
            return;
        }
        if self.color_at(to).is_some() {
            // Not a move (an illegal one played unchecked): what stood there goes, and the board
            // stays consistent.
            self.take(to);
        }
        // The piece leaves one cell and fills the other: each of its sets flips both bits.
        let mask = self.motion_mask(from);
        let both = from.bit() | to.bit();
        let side = color.index();
        for shape in Shape::SIMPLE {
            if mask & shape.bit() != 0 {
                self.movers[side][shape as usize] ^= both;
            }
        }
        self.occupied[side] ^= both;
        if self.pyramids.contains(from) {
            self.pyramids ^= both;
        }
        self.slots[to.index()] = self.slots[from.index()];
        self.slots[from.index()] = EMPTY_SLOT;
    }

    /// Remove the component at `index` (base = 0) of the pyramid on `cell` and return it.
    /// The last component's removal empties the cell.
    pub fn take_component(&mut self, cell: Cell, index: usize) -> Option<Component> {
        let color = self.color_at(cell)?;
        let stack_index = self.stack_of(cell)?;
        let stack = self.stacks[stack_index];
        if index >= stack.len as usize {
            return None;
        }
        if stack.len == 1 {
            self.take(cell);
            return Some(stack.parts[0]);
        }
        self.set_bits(cell, color, false);
        let s = &mut self.stacks[stack_index];
        let removed = s.parts[index];
        s.parts.copy_within(index + 1..s.len as usize, index);
        s.len -= 1;
        self.slots[cell.index()].total -= removed.value as u32;
        self.set_bits(cell, color, true);
        Some(removed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn put_shift_take_keep_the_sets_consistent() {
        let mut b = Board::empty(16, PyramidMotion::AnyShape);
        let pyr = Piece::pyramid(
            Color::White,
            &[Component::new(Shape::Square, 36), Component::new(Shape::Triangle, 16), Component::new(Shape::Round, 1)],
        )
        .unwrap();
        b.put(cell("g2"), pyr).unwrap();
        b.put(cell("c4"), Piece::simple(Color::Black, Shape::Round, 9)).unwrap();
        assert_eq!(b.value(cell("g2")), 53);
        assert!(b.movers(Color::White, Shape::Triangle).contains(cell("g2")));
        b.shift(cell("g2"), cell("g5"));
        assert!(b.movers(Color::White, Shape::Round).contains(cell("g5")));
        assert!(!b.occupied().contains(cell("g2")));
        assert_eq!(b.take_component(cell("g5"), 1), Some(Component::new(Shape::Triangle, 16)));
        assert_eq!(b.value(cell("g5")), 37);
        assert!(!b.movers(Color::White, Shape::Triangle).contains(cell("g5")));
        assert_eq!(b.get(cell("g5")).unwrap().to_string(), "P(S36C1)");
        b.take_component(cell("g5"), 0);
        b.take_component(cell("g5"), 0);
        assert!(b.get(cell("g5")).is_none());
        assert_eq!(b.occupied(), cell("c4").bit());
        assert_eq!(b.take(cell("c4")).unwrap().to_string(), "c9");
        assert!(b.occupied().is_empty() && b.pyramids().is_empty());
        assert_eq!(b, Board::empty(16, PyramidMotion::AnyShape));
    }

    /// A shift leaves the board a take and a put would: every set (colour, shapes, pyramids)
    /// and slot, for simple pieces and pyramids of both colours, on boards of 16 and 14 ranks.
    #[test]
    fn a_shift_equals_a_take_then_a_put() {
        let pyramid = |color| {
            Piece::pyramid(
                color,
                &[
                    Component::new(Shape::Square, 36),
                    Component::new(Shape::Triangle, 16),
                    Component::new(Shape::Round, 1),
                ],
            )
            .unwrap()
        };
        for (ranks, motion) in [(16, PyramidMotion::AnyShape), (14, PyramidMotion::Base)] {
            for (from, to, piece) in [
                ("g2", "g5", pyramid(Color::White)),
                ("a1", "h8", pyramid(Color::Black)),
                ("c4", "d5", Piece::simple(Color::Black, Shape::Round, 9)),
                ("h1", "a1", Piece::simple(Color::White, Shape::Square, 121)),
                ("e7", "e3", Piece::simple(Color::White, Shape::Triangle, 20)),
            ] {
                let mut board = Board::empty(ranks, motion);
                board.put(cell("b2"), pyramid(Color::White)).unwrap();
                board.put(cell("f6"), Piece::simple(Color::Black, Shape::Triangle, 30)).unwrap();
                board.put(cell(from), piece.clone()).unwrap();
                let mut expected = board.clone();
                let taken = expected.take(cell(from)).unwrap();
                expected.put(cell(to), taken).unwrap();
                board.shift(cell(from), cell(to));
                assert_eq!(board, expected, "{piece} from {from} to {to} on {ranks} ranks");
                for color in Color::ALL {
                    for shape in Shape::SIMPLE {
                        assert_eq!(
                            board.movers(color, shape),
                            expected.movers(color, shape),
                            "{piece}: {color:?} {shape:?} movers"
                        );
                    }
                }
                assert_eq!(board.pyramids(), expected.pyramids());
                assert_eq!(board.get(cell(to)), Some(piece.clone()));
                board.shift(cell(to), cell(to));
                assert_eq!(board, expected, "{piece}: a shift onto its own cell changes nothing");
                // Onto an occupied cell (an illegal move played unchecked): what stood there goes.
                board.shift(cell(to), cell("f6"));
                expected.take(cell("f6"));
                let moved = expected.take(cell(to)).unwrap();
                expected.put(cell("f6"), moved).unwrap();
                assert_eq!(board, expected, "{piece} onto f6");
                assert_eq!(board.movers(Color::Black, Shape::Triangle), expected.movers(Color::Black, Shape::Triangle));
                assert_eq!(board.occupied(), expected.occupied());
            }
        }
    }

    #[test]
    fn equality_ignores_pyramid_storage() {
        let p = |v| {
            Piece::pyramid(Color::White, &[Component::new(Shape::Square, v), Component::new(Shape::Round, 1)]).unwrap()
        };
        let mut a = Board::empty(16, PyramidMotion::AnyShape);
        a.put(cell("a1"), p(36)).unwrap();
        a.put(cell("b1"), p(25)).unwrap();
        a.take(cell("a1"));
        a.put(cell("a1"), p(36)).unwrap();
        let mut b = Board::empty(16, PyramidMotion::AnyShape);
        b.put(cell("b1"), p(25)).unwrap();
        b.put(cell("a1"), p(36)).unwrap();
        assert_eq!(a, b);
        b.take_component(cell("a1"), 1);
        assert_ne!(a, b);
    }

    #[test]
    fn base_motion_only_uses_the_base_shape() {
        let mut b = Board::empty(14, PyramidMotion::Base);
        let pyr = Piece::pyramid(Color::Black, &[Component::new(Shape::Square, 64), Component::new(Shape::Round, 16)])
            .unwrap();
        b.put(cell("a1"), pyr).unwrap();
        assert!(b.movers(Color::Black, Shape::Square).contains(cell("a1")));
        assert!(!b.movers(Color::Black, Shape::Round).contains(cell("a1")));
    }
}
