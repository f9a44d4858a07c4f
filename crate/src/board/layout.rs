//! Opening placements as tables of (file, shape, value), mirroring Ludii's `(place … value:…)`.

use crate::board::setup::Setup;
use crate::rules::Layout;
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Component, Piece, Shape};

const C: Shape = Shape::Round;
const T: Shape = Shape::Triangle;
const S: Shape = Shape::Square;
const P: Shape = Shape::Pyramid;

/// One rank, files a..h; `None` is empty; `(P, 0)` is the side's pyramid.
type Row = [Option<(Shape, u16)>; 8];

/// The even army of the `standard` layout, from its back rank inward (White: ranks 1..4).
const EVEN: [Row; 4] = [
    [Some((S, 25)), Some((S, 81)), None, None, None, None, Some((S, 169)), Some((S, 289))],
    [
        Some((S, 15)),
        Some((S, 45)),
        Some((T, 25)),
        Some((T, 20)),
        Some((T, 42)),
        Some((T, 49)),
        Some((P, 0)),
        Some((S, 153)),
    ],
    [
        Some((T, 9)),
        Some((T, 6)),
        Some((C, 4)),
        Some((C, 16)),
        Some((C, 36)),
        Some((C, 64)),
        Some((T, 72)),
        Some((T, 81)),
    ],
    [None, None, Some((C, 2)), Some((C, 4)), Some((C, 6)), Some((C, 8)), None, None],
];

/// The odd army of the `standard` layout, from its back rank inward (Black: ranks 16..13).
const ODD: [Row; 4] = [
    [Some((S, 361)), Some((S, 225)), None, None, None, None, Some((S, 121)), Some((S, 49))],
    [
        Some((P, 0)),
        Some((S, 120)),
        Some((T, 64)),
        Some((T, 56)),
        Some((T, 30)),
        Some((T, 36)),
        Some((S, 66)),
        Some((S, 28)),
    ],
    [
        Some((T, 100)),
        Some((T, 90)),
        Some((C, 81)),
        Some((C, 49)),
        Some((C, 25)),
        Some((C, 9)),
        Some((T, 12)),
        Some((T, 16)),
    ],
    [None, None, Some((C, 9)), Some((C, 7)), Some((C, 5)), Some((C, 3)), None, None],
];

/// White's army in Ludii's table (`ludii`), from its back rank inward (ranks 1..4).
const LUDII_WHITE: [Row; 4] = [
    [Some((S, 289)), Some((S, 169)), None, None, None, None, Some((S, 81)), Some((S, 25))],
    [
        Some((S, 153)),
        Some((P, 0)),
        Some((T, 49)),
        Some((T, 42)),
        Some((T, 20)),
        Some((T, 25)),
        Some((S, 45)),
        Some((S, 15)),
    ],
    [
        Some((T, 81)),
        Some((T, 72)),
        Some((C, 64)),
        Some((C, 36)),
        Some((C, 16)),
        Some((C, 4)),
        Some((T, 6)),
        Some((T, 9)),
    ],
    [None, None, Some((C, 8)), Some((C, 6)), Some((C, 4)), Some((C, 2)), None, None],
];

/// Black's army in Ludii's table, from its back rank inward (ranks 16..13).
const LUDII_BLACK: [Row; 4] = [
    [Some((S, 49)), Some((S, 121)), None, None, None, None, Some((S, 225)), Some((S, 361))],
    [
        Some((S, 28)),
        Some((S, 66)),
        Some((T, 36)),
        Some((T, 30)),
        Some((T, 56)),
        Some((T, 64)),
        Some((S, 120)),
        Some((P, 0)),
    ],
    [
        Some((T, 16)),
        Some((T, 12)),
        Some((C, 9)),
        Some((C, 25)),
        Some((C, 49)),
        Some((C, 81)),
        Some((T, 90)),
        Some((T, 100)),
    ],
    [None, None, Some((C, 3)), Some((C, 5)), Some((C, 7)), Some((C, 9)), None, None],
];

/// White's pyramid, 91: base first.
pub const EVEN_PYRAMID: [Component; 6] = [
    Component::new(S, 36),
    Component::new(S, 25),
    Component::new(T, 16),
    Component::new(T, 9),
    Component::new(C, 4),
    Component::new(C, 1),
];

/// Black's pyramid, 190: base first.
pub const ODD_PYRAMID: [Component; 5] =
    [Component::new(S, 64), Component::new(S, 49), Component::new(T, 36), Component::new(T, 25), Component::new(C, 16)];

fn place(setup: &mut Setup, color: Color, rows: &[Row; 4], pyramid: &[Component], back_rank: u8, inward: i8) {
    for (i, row) in rows.iter().enumerate() {
        let rank = (back_rank as i8 + inward * i as i8) as u8;
        for (file, entry) in row.iter().enumerate() {
            let Some((shape, value)) = *entry else { continue };
            let piece =
                if shape == P { Piece::pyramid(color, pyramid) } else { Some(Piece::simple(color, shape, value)) };
            if let (Some(cell), Some(piece)) = (Cell::new(file as u8, rank), piece) {
                setup.set(cell, Some(piece));
            }
        }
    }
}

/// The opening setup of `layout` on a board of `ranks` ranks, `first` to move.
pub fn start(layout: Layout, ranks: u8, first: Color) -> Setup {
    let mut setup = Setup::empty(ranks);
    setup.turn = first;
    match layout {
        Layout::Standard => {
            place(&mut setup, Color::White, &EVEN, &EVEN_PYRAMID, 0, 1);
            place(&mut setup, Color::Black, &ODD, &ODD_PYRAMID, ranks - 1, -1);
        }
        Layout::Ludii => {
            place(&mut setup, Color::White, &LUDII_WHITE, &EVEN_PYRAMID, 0, 1);
            place(&mut setup, Color::Black, &LUDII_BLACK, &ODD_PYRAMID, ranks - 1, -1);
        }
        // The standard placement mirrored top-to-bottom, colours exchanged: each army keeps its
        // rows, back rank outward, on the other side of the board.
        Layout::Boissiere => {
            place(&mut setup, Color::White, &ODD, &ODD_PYRAMID, 0, 1);
            place(&mut setup, Color::Black, &EVEN, &EVEN_PYRAMID, ranks - 1, -1);
        }
    }
    setup
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn army_totals() {
        let s = start(Layout::Standard, 16, Color::White);
        let total = |color: Color| s.pieces().filter(|(_, p)| p.color == color).map(|(_, p)| p.total()).sum::<u32>();
        assert_eq!(total(Color::White), 1312);
        assert_eq!(total(Color::Black), 1752);
        assert_eq!(s.pieces().count(), 48);
        assert_eq!(s.get("g2".parse().unwrap()).unwrap().total(), 91);
        assert_eq!(s.get("a15".parse().unwrap()).unwrap().total(), 190);
    }

    #[test]
    fn ludii_table() {
        let s = start(Layout::Ludii, 16, Color::White);
        let total = |color: Color| s.pieces().filter(|(_, p)| p.color == color).map(|(_, p)| p.total()).sum::<u32>();
        assert_eq!(total(Color::White), 1312);
        assert_eq!(total(Color::Black), 1752);
        assert_eq!(s.pieces().count(), 48);
        assert_eq!(s.get("b2".parse().unwrap()).unwrap().to_string(), "P(S36S25T16T9C4C1)");
        assert_eq!(s.get("h15".parse().unwrap()).unwrap().to_string(), "p(s64s49t36t25c16)");
        assert_eq!(s.get("a1".parse().unwrap()).unwrap().to_string(), "S289");
        assert_eq!(s.get("h16".parse().unwrap()).unwrap().to_string(), "s361");
        assert_eq!(s.get("c13".parse().unwrap()).unwrap().to_string(), "c3");
    }

    #[test]
    fn boissiere_mirrors_the_standard_placement_with_colours_exchanged() {
        let standard = start(Layout::Standard, 16, Color::White);
        let b = start(Layout::Boissiere, 16, Color::White);
        assert_eq!(b.pieces().count(), 48);
        for (cell, piece) in standard.pieces() {
            let mirrored = Cell::new(cell.file(), 15 - cell.rank()).unwrap();
            assert_eq!(b.get(mirrored), Some(piece.flipped()), "{cell} -> {mirrored}");
        }
        assert_eq!(b.get("a1".parse().unwrap()).unwrap().to_string(), "S361");
        assert_eq!(b.get("a2".parse().unwrap()).unwrap().to_string(), "P(S64S49T36T25C16)");
        assert_eq!(b.get("f4".parse().unwrap()).unwrap().to_string(), "C3");
        assert_eq!(b.get("a16".parse().unwrap()).unwrap().to_string(), "s25");
        assert_eq!(b.get("g15".parse().unwrap()).unwrap().to_string(), "p(s36s25t16t9c4c1)");
        assert_eq!(b.get("c13".parse().unwrap()).unwrap().to_string(), "c2");
    }

    #[test]
    fn short_board_moves_black_down() {
        let s = start(Layout::Standard, 14, Color::White);
        assert_eq!(s.get("a14".parse().unwrap()).unwrap().to_string(), "s361");
        assert_eq!(s.get("c11".parse().unwrap()).unwrap().to_string(), "c9");
    }
}
