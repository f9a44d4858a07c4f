//! Movement rules of the `classic` preset (docs/rules.md §2 "Movement", §1 "Board").
//!
//! - Round: one step diagonally.
//! - Triangle: exactly two steps orthogonally (the middle cell empty) or a knight leap (1,2).
//! - Square: exactly three steps orthogonally (both middle cells empty) or a long leap (1,3).
//! - Leaps jump over anything; every move ends on an EMPTY cell.
//! - Pyramid: every move of every shape it still holds.
//! - The board is 8 files × 16 ranks, or 14 ranks when the position text has 14.
//!
//! Every expected destination set below was worked out by hand from those rules; the full set
//! returned by `Position::destinations` must be exactly it.

mod common;

use common::{cell, cells, mv, names, position};
use rithmomachia::{Color, Position, Refusal};

/// (what, position text, from, expected destinations)
type Case = (&'static str, &'static str, &'static str, &'static str);

fn check(cases: &[Case]) {
    let mut failures = Vec::new();
    for &(what, text, from, expected) in cases {
        let pos = position(text);
        let got = pos.destinations(common::cell(from));
        if got != cells(expected) {
            failures.push(format!(
                "{what}: {from} in '{text}'\n    expected {:?}\n    got      {:?}",
                names(cells(expected)),
                names(got)
            ));
        }
        // legal_moves lists exactly these destinations for this piece.
        let listed: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(common::cell(from)))
            .map(|m| m.to().to_string())
            .collect();
        if listed != names(got) {
            failures
                .push(format!("{what}: legal_moves from {from} {listed:?} differ from destinations {:?}", names(got)));
        }
    }
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}

const ROUNDS: &[Case] = &[
    // C4 on d5, alone: the four diagonal neighbours.
    ("round in the open", "8/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8/8 w - - 0", "d5", "c4 c6 e4 e6"),
    // C4 on a1: one diagonal neighbour on the board.
    ("round in corner a1", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w - - 0", "a1", "b2"),
    // C4 on h16 (the far corner).
    ("round in corner h16", "7,C4/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "h16", "g15"),
    // C4 on a8, the left edge.
    ("round on the a-file edge", "8/8/8/8/8/8/8/8/C4,7/8/8/8/8/8/8/8 w - - 0", "a8", "b7 b9"),
    // C4 d5; own C2 on e6, enemy c3 on c4: both those diagonals are occupied.
    ("round: occupied diagonals", "8/8/8/8/8/8/8/8/8/8/4,C2,3/3,C4,4/2,c3,5/8/8/8 w - - 0", "d5", "c6 e4"),
    // C4 d5 with all four diagonals occupied (C2 c4, C6 e4, C8 c6, c3 e6) and every orthogonal
    // neighbour empty: a round never steps orthogonally, so it cannot move at all.
    ("round: no orthogonal step", "8/8/8/8/8/8/8/8/8/8/2,C8,1,c3,3/3,C4,4/2,C2,1,C6,3/8/8/8 w - - 0", "d5", ""),
];

const TRIANGLES: &[Case] = &[
    // T9 d5 alone: slides d7 d3 b5 f5, knight leaps c3 e3 c7 e7 b4 b6 f4 f6.
    (
        "triangle in the open",
        "8/8/8/8/8/8/8/8/8/8/8/3,T9,4/8/8/8/8 w - - 0",
        "d5",
        "d7 d3 b5 f5 c3 e3 c7 e7 b4 b6 f4 f6",
    ),
    // T9 d5; own C2 d6 blocks the slide to d7, enemy c3 e5 blocks the slide to f5; own C4 on
    // c7 and enemy c5 on b4 occupy two leap destinations. Leaps still pass over d6 and e5.
    (
        "triangle: blocked slides and occupied leap ends",
        "8/8/8/8/8/8/8/8/8/2,C4,5/3,C2,4/3,T9,c3,3/1,c5,6/8/8/8 w - - 0",
        "d5",
        "d3 b5 c3 e3 e7 b6 f4 f6",
    ),
    // T9 d5; enemy c3 on d7 and own C2 on b5 stand ON two slide destinations (middles empty).
    (
        "triangle: slide destinations occupied",
        "8/8/8/8/8/8/8/8/8/3,c3,4/8/1,C2,1,T9,4/8/8/8/8 w - - 0",
        "d5",
        "d3 f5 c3 e3 c7 e7 b4 b6 f4 f6",
    ),
    // T9 d5 in a full ring of eight pieces of both colours (c4 C2, c5 c3, c6 C4, d4 c5, d6 C6,
    // e4 c7, e5 C8, e6 c9): no slide, all eight knight leaps jump out.
    (
        "triangle leaps over a full ring",
        "8/8/8/8/8/8/8/8/8/8/2,C4,C6,c9,3/2,c3,T9,C8,3/2,C2,c5,c7,3/8/8/8 w - - 0",
        "d5",
        "c3 e3 c7 e7 b4 b6 f4 f6",
    ),
    // T9 a1: slides a3 c1, leaps b3 c2.
    ("triangle in corner a1", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/T9,7 w - - 0", "a1", "a3 c1 b3 c2"),
    // T9 h8 on the right edge: slides h10 h6 f8, leaps g10 g6 f9 f7.
    ("triangle on the h-file edge", "8/8/8/8/8/8/8/8/7,T9/8/8/8/8/8/8/8 w - - 0", "h8", "h10 h6 f8 g10 g6 f9 f7"),
    // T9 b2: slides b4 d2 (b0 and the file left of a do not exist), leaps a4 c4 d3 d1.
    ("triangle next to a corner", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/1,T9,6/8 w - - 0", "b2", "b4 d2 a4 c4 d3 d1"),
];

const SQUARES: &[Case] = &[
    // S25 d5 alone: slides d8 d2 a5 g5, long leaps c2 e2 c8 e8 a4 a6 g4 g6.
    (
        "square in the open",
        "8/8/8/8/8/8/8/8/8/8/8/3,S25,4/8/8/8/8 w - - 0",
        "d5",
        "d8 d2 a5 g5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // S25 d5; own C2 on d6 (first middle to the north), enemy c3 on d3 (second middle to the
    // south), own C4 on b5 (second middle to the west): only the slide east is left.
    (
        "square: both middles must be empty",
        "8/8/8/8/8/8/8/8/8/8/3,C2,4/1,C4,1,S25,4/8/3,c3,4/8/8 w - - 0",
        "d5",
        "g5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // S25 d5; enemy c3 stands on g5 and own C2 on d8: two slide destinations occupied.
    (
        "square: slide destinations occupied",
        "8/8/8/8/8/8/8/8/3,C2,4/8/8/3,S25,2,c3,1/8/8/8/8 w - - 0",
        "d5",
        "d2 a5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // S25 d5 in a full ring of eight pieces: only the eight (1,3) leaps.
    (
        "square leaps over a full ring",
        "8/8/8/8/8/8/8/8/8/8/2,C4,C6,c9,3/2,c3,S25,C8,3/2,C2,c5,c7,3/8/8/8 w - - 0",
        "d5",
        "c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // S25 d5; own C2 on c2, enemy c3 on g6: two leap destinations occupied.
    (
        "square: leap destinations occupied",
        "8/8/8/8/8/8/8/8/8/8/6,c3,1/3,S25,4/8/8/2,C2,5/8 w - - 0",
        "d5",
        "d8 d2 a5 g5 e2 c8 e8 a4 a6 g4",
    ),
    // S25 a1: slides a4 d1, leaps b4 d2.
    ("square in corner a1", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/S25,7 w - - 0", "a1", "a4 d1 b4 d2"),
    // S25 b2: slides b5 e2, leaps a5 c5 e1 e3.
    ("square next to a corner", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/1,S25,6/8 w - - 0", "b2", "b5 e2 a5 c5 e1 e3"),
    // S25 h16: slides h13 e16, leaps g13 e15.
    ("square in corner h16", "7,S25/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "h16", "h13 e16 g13 e15"),
];

const PYRAMIDS: &[Case] = &[
    // White's full pyramid on d5: round (4) + triangle (12) + square (12) = 28 cells.
    (
        "full white pyramid",
        "8/8/8/8/8/8/8/8/8/8/8/3,P(S36S25T16T9C4C1),4/8/8/8/8 w - - 0",
        "d5",
        "c4 c6 e4 e6 d7 d3 b5 f5 c3 e3 c7 e7 b4 b6 f4 f6 d8 d2 a5 g5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // Black's full pyramid on d12, Black to move (White C2 on a1 only so White has a piece).
    (
        "full black pyramid",
        "8/8/8/8/3,p(s64s49t36t25c16),4/8/8/8/8/8/8/8/8/8/8/C2,7 b - - 0",
        "d12",
        "c11 c13 e11 e13 d14 d10 b12 f12 c10 e10 c14 e14 b11 b13 f11 f13 \
         d15 d9 a12 g12 c9 e9 c15 e15 a11 a13 g11 g13",
    ),
    // A pyramid that lost its rounds moves as triangle and square only (no diagonal step).
    (
        "pyramid of a square and a triangle",
        "8/8/8/8/8/8/8/8/8/8/8/3,P(S36T16),4/8/8/8/8 w - - 0",
        "d5",
        "d7 d3 b5 f5 c3 e3 c7 e7 b4 b6 f4 f6 d8 d2 a5 g5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // A pyramid reduced to one round moves only one step diagonally.
    ("pyramid reduced to one round", "8/8/8/8/8/8/8/8/8/8/8/3,P(C1),4/8/8/8/8 w - - 0", "d5", "c4 c6 e4 e6"),
    // A pyramid reduced to one square moves as a square.
    (
        "pyramid reduced to one square",
        "8/8/8/8/8/8/8/8/8/8/8/3,P(S36),4/8/8/8/8 w - - 0",
        "d5",
        "d8 d2 a5 g5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
    // P(S36T16C1) on d5 with own C2 on d6: each shape's slide north is blocked (d7 for the
    // triangle, d8 for the square), everything else of the union stays.
    (
        "pyramid: each shape blocked by its own rule",
        "8/8/8/8/8/8/8/8/8/8/3,C2,4/3,P(S36T16C1),4/8/8/8/8 w - - 0",
        "d5",
        "c4 c6 e4 e6 d3 b5 f5 c3 e3 c7 e7 b4 b6 f4 f6 d2 a5 g5 c2 e2 c8 e8 a4 a6 g4 g6",
    ),
];

const SHORT_BOARD: &[Case] = &[
    // T9 c13 on a 14-rank board: c15, b15 and d15 do not exist.
    ("14 ranks: triangle", "8/2,T9,5/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "c13", "c11 a13 e13 b11 d11 a14 e14 a12 e12"),
    // The same triangle on 16 ranks keeps them.
    (
        "16 ranks: triangle",
        "8/8/8/2,T9,5/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
        "c13",
        "c11 a13 e13 b11 d11 a14 e14 a12 e12 c15 b15 d15",
    ),
    // C4 h14 is on the last rank of a 14-rank board.
    ("14 ranks: round on the last rank", "7,C4/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "h14", "g13"),
    ("16 ranks: round on h14", "8/8/7,C4/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "h14", "g13 g15"),
    // S25 a12 on 14 ranks: a15 and b15 do not exist.
    ("14 ranks: square", "8/8/S25,7/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "a12", "a9 d12 b9 d13 d11"),
    ("16 ranks: square", "8/8/8/8/S25,7/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "a12", "a15 a9 d12 b15 b9 d13 d11"),
];

#[test]
fn round_moves_one_diagonal_step() {
    check(ROUNDS);
}

#[test]
fn triangle_moves_two_orthogonal_or_knight_leap() {
    check(TRIANGLES);
}

#[test]
fn square_moves_three_orthogonal_or_long_leap() {
    check(SQUARES);
}

#[test]
fn pyramid_moves_as_every_shape_it_holds() {
    check(PYRAMIDS);
}

#[test]
fn short_board_cuts_moves() {
    check(SHORT_BOARD);
}

#[test]
fn pieces_of_the_side_not_to_move_have_no_destinations() {
    // White C16 d2, Black t16 f4; White to move: the black triangle offers nothing.
    let pos = position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0");
    assert_eq!(names(pos.destinations(common::cell("f4"))), Vec::<String>::new());
    assert_eq!(names(pos.destinations(common::cell("d2"))), ["c1", "e1", "c3", "e3"]);
    // An empty cell has no destinations either.
    assert!(pos.destinations(common::cell("e5")).is_empty());
}

#[test]
fn legal_moves_are_every_destination_of_every_piece_of_the_mover() {
    // The "blocked slides" triangle position plus C4 on a1. White: T9 d5 (8 destinations, see
    // the triangle table), C2 d6, C4 c7, C4 a1: 14 moves. Black's c3 e5 and c5 b4 are not listed.
    let pos = position("8/8/8/8/8/8/8/8/8/2,C4,5/3,C2,4/3,T9,c3,3/1,c5,6/8/8/C4,7 w - - 0");
    let mut got: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    got.sort();
    let mut want: Vec<String> = [
        // a1: b2
        "a1-b2", // c7 (C4): b6 d8 b8 (d6 is own)
        "c7-b6", "c7-b8", "c7-d8", // d6 (C2): c5 e7 (c7 own, e5 enemy)
        "d6-c5", "d6-e7", // d5 (T9)
        "d5-d3", "d5-b5", "d5-c3", "d5-e3", "d5-e7", "d5-b6", "d5-f4", "d5-f6",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    want.sort();
    assert_eq!(got, want);
}

/// The reason a refused move gives, checked to be non-empty and to name `needle`.
fn refused(pos: &Position, text: &str, needle: &str) {
    let m = mv(text);
    assert!(!pos.is_legal(&m), "{text} should be illegal");
    let err = pos.play(&m).expect_err(text);
    assert!(!err.reason.to_string().is_empty(), "{text}: empty reason");
    assert!(err.reason.to_string().contains(needle), "{text}: reason '{}' does not mention '{needle}'", err.reason);
    assert!(pos.captures(&m).is_err(), "{text}: captures() should refuse it too");
}

#[test]
fn illegal_moves_are_refused_with_a_reason() {
    // White: C4 c3, C16 d2. Black: c5 e1, t16 f4. White to move.
    let pos = position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/2,C4,5/3,C16,4/4,c5,3 w - - 0");
    // Moving the enemy's piece.
    refused(&pos, "f4-f6", "f4");
    // Moving from an empty cell.
    refused(&pos, "e5-f6", "e5");
    // Onto an occupied cell: own piece, enemy piece.
    refused(&pos, "d2-c3", "c3");
    refused(&pos, "d2-e1", "e1");
    // A destination the piece does not reach (a round never steps orthogonally).
    refused(&pos, "d2-d3", "d3");
    refused(&pos, "d2-f4", "f4");
    // Classic captures are automatic: a move naming its captures is refused; so are drops
    // and removals, which classic does not have.
    for text in ["d2-e3*f4", "C16@a1", "xf4"] {
        let m = mv(text);
        assert!(!pos.is_legal(&m), "{text}");
        assert!(!pos.play(&m).expect_err(text).reason.to_string().is_empty());
    }
    // The reasons are typed: one variant per refusal, each its own sentence.
    let reason = |text: &str| pos.play(&mv(text)).expect_err(text).reason;
    assert_eq!(reason("e5-f6"), Refusal::NoPiece(cell("e5")));
    assert_eq!(reason("f4-f6"), Refusal::NotYours { cell: cell("f4"), owner: Color::Black, turn: Color::White });
    assert_eq!(reason("d2-c3"), Refusal::Occupied(cell("c3")));
    assert!(matches!(reason("d2-d3"), Refusal::Unreachable { .. }));
    assert_eq!(reason("d2-e3*f4"), Refusal::AutomaticCaptures);
    assert_eq!(reason("C16@a1"), Refusal::NoDrops);
    assert_eq!(reason("xf4"), Refusal::NoRemoval);
    assert_eq!(reason("d2-d3").to_string(), "C16 on d2 cannot reach d3");
    // The legal moves of that position: C16 d2 to e3 and c1 (c3 own, e1 enemy); C4 c3 to b4, d4, b2.
    let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    assert_eq!(moves, ["c3-b2", "c3-b4", "c3-d4", "d2-c1", "d2-e3"]);
}

#[test]
fn the_short_board_has_no_rank_15() {
    // T9 c13 on 14 ranks: c13-c15 (two steps north on 16 ranks) is off the board.
    let pos = position("8/2,T9,5/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0");
    let m = mv("c13-c15");
    assert!(!pos.is_legal(&m));
    assert!(!pos.play(&m).expect_err("c13-c15").reason.to_string().is_empty());
    assert!(pos.is_legal(&mv("c13-c11")));
}

#[test]
fn black_moves_by_the_same_rules() {
    // Black t9 on d12, White C2 on a1; Black to move.
    let pos = position("8/8/8/8/3,t9,4/8/8/8/8/8/8/8/8/8/8/C2,7 b - - 0");
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.destinations(common::cell("d12")), cells("d14 d10 b12 f12 c10 e10 c14 e14 b11 b13 f11 f13"));
    assert!(pos.destinations(common::cell("a1")).is_empty());
}
