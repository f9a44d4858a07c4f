//! The `simplified` preset (seed 003, Dagonell the Juggler's compilation; docs/rules.md section 4):
//! movement, the four capture methods with the seed's own examples, prisoners re-entering,
//! pyramids as victims, triumphs after the enemy pyramid has fallen, the 14-rank board, perft.
//!
//! Every position is in the notation of docs/notation.md (ranks from 16 down to 1); the
//! comment above each lists its pieces. Black's `c97` on h16 is a bystander that keeps Black in
//! the game: none of the white pieces stands on its lines (h file, rank 16, diagonal h16–a9).

mod common;

use common::{mv, print, prisoners};
use rithmomachia::report::MoveReport;
use rithmomachia::{perft, Capture, Color, Method, Outcome, Position, Rules, Victory};

fn pos(text: &str) -> Position {
    common::position_with(text, Rules::simplified())
}

/// The legal moves of the piece on `from` (or every legal move when `from` is empty), as texts.
fn moves_from(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| from.is_empty() || m.from().map(|c| c.to_string()).as_deref() == Some(from))
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Play a legal move; the position after it and its captures.
fn play(p: &Position, text: &str) -> (Position, Vec<Capture>) {
    assert!(p.is_legal(&mv(text)), "{text} should be legal in {}", print(p));
    common::play(p, text)
}

/// (cell, prisoner token, method, by, why) of a capture.
fn describe(c: &Capture) -> (String, String, Method, Vec<String>, String) {
    (c.target.cell.to_string(), c.victim.to_string(), c.method, common::names(c.by), c.reason.to_string())
}

fn expect_capture(c: &Capture, cell: &str, piece: &str, method: Method, by: &str, why: &str) {
    let by: Vec<String> = by.split_whitespace().map(String::from).collect();
    assert_eq!(describe(c), (cell.to_string(), piece.to_string(), method, by, why.to_string()));
}

// ---------------------------------------------------------------------------------------------
// Movement
// ---------------------------------------------------------------------------------------------

#[test]
fn the_round_steps_one_cell_any_way() {
    // White C4 d5.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8/8 w - - 0");
    assert_eq!(moves_from(&p, "d5"), sorted(&["d5-c4", "d5-d4", "d5-e4", "d5-c5", "d5-e5", "d5-c6", "d5-d6", "d5-e6"]));
}

#[test]
fn the_triangle_goes_exactly_two_cells_its_path_clear() {
    // White T6 d5, C2 d6 (blocks d7), C8 f7 (occupies a destination).
    let p = pos("7,c97/8/8/8/8/8/8/8/8/5,C8,2/3,C2,4/3,T6,4/8/8/8/8 w - - 0");
    // No d7 (d6 in the way), no f7 (occupied), no knight leaps (c7, e7, b4, …), no single steps.
    assert_eq!(moves_from(&p, "d5"), sorted(&["d5-d3", "d5-b5", "d5-f5", "d5-b3", "d5-f3", "d5-b7"]));
}

#[test]
fn the_square_goes_exactly_three_cells_and_never_jumps() {
    // White S15 d5; Black c3 d7 stands in the way north.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/3,c3,4/8/3,S15,4/8/8/8/8 w - - 0");
    assert_eq!(moves_from(&p, "d5"), sorted(&["d5-d2", "d5-a5", "d5-g5", "d5-a2", "d5-g2", "d5-a8", "d5-g8"]));
}

#[test]
fn a_pyramid_moves_as_its_base() {
    // White P(S36C1) d5: a square base, so three cells, never the round's single step.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/8/3,P(S36C1),4/8/8/8/8 w - - 0");
    assert_eq!(moves_from(&p, "d5"), sorted(&["d5-d8", "d5-d2", "d5-a5", "d5-g5", "d5-a2", "d5-g2", "d5-a8", "d5-g8"]));
}

// ---------------------------------------------------------------------------------------------
// Assault and sally: capture by replacement
// ---------------------------------------------------------------------------------------------

#[test]
fn assault_replaces_an_equal_enemy_on_a_cell_the_piece_could_move_to() {
    // White T25 d5, S15 b2; Black t25 d7, t15 b5.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/1,t15,1,T25,4/8/8/1,S15,6/8 w - - 0");
    let (after, captures) = play(&p, "d5xd7");
    expect_capture(&captures[0], "d7", "t25", Method::Assault, "d5", "25 = 25");
    assert_eq!(prisoners(&after, Color::White), "t25");
    assert_eq!(after.piece_at(common::cell("d7")).unwrap().to_string(), "T25");
    assert!(after.piece_at(common::cell("d5")).is_none());
    // The square takes its equal three cells away.
    let (_, captures) = play(&p, "b2xb5");
    expect_capture(&captures[0], "b5", "t15", Method::Assault, "b2", "15 = 15");
    // Not at the wrong distance, not through a piece.
    for (text, why) in [
        // T25 d5, t25 d8: three cells away, a triangle goes two.
        ("7,c97/8/8/8/8/8/8/8/3,t25,4/8/8/3,T25,4/8/8/8/8 w - - 0", "distance"),
        // T25 d5, C2 d6, t25 d7: the path is blocked.
        ("7,c97/8/8/8/8/8/8/8/8/3,t25,4/3,C2,4/3,T25,4/8/8/8/8 w - - 0", "blocked"),
    ] {
        let p = pos(text);
        assert!(!moves_from(&p, "").iter().any(|m| m.contains('x')), "{why}: {:?}", moves_from(&p, ""));
    }
}

#[test]
fn removals_may_follow_a_capture_by_replacement() {
    // White T25 d5, T20 f7; Black t25 d7, s45 e8. Once on d7 the 25 and the 20 ambush the 45.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,s45,3/3,t25,1,T20,2/8/3,T25,4/8/8/8/8 w - - 0");
    assert_eq!(choices(&p, "d5xd7"), ["d5xd7", "d5xd7*e8"]);
    let (after, captures) = play(&p, "d5xd7*e8");
    expect_capture(&captures[0], "d7", "t25", Method::Assault, "d5", "25 = 25");
    expect_capture(&captures[1], "e8", "s45", Method::Ambush, "d7 f7", "25 + 20 = 45");
    // The replaced victim is the first prisoner.
    assert_eq!(prisoners(&after, Color::White), "t25s45");
}

#[test]
fn pyramids_assault_as_total_or_base_and_fall_whole() {
    // White S64 d5, P(S36C1) a1; Black p(s64s49t36t25c16) g8, t36 a4.
    let p = pos("7,c97/8/8/8/8/8/8/8/6,p(s64s49t36t25c16),1/8/8/3,S64,4/t36,7/8/8/P(S36C1),7 w - - 0");
    // The white pyramid attacks with its base's 36 (it moves as its square base: a1-a4).
    let (_, captures) = play(&p, "a1xa4");
    expect_capture(&captures[0], "a4", "t36", Method::Assault, "a1", "36 = 36");
    // The 64 matches the black pyramid's base: the whole pyramid falls, one prisoner.
    let (after, captures) = play(&p, "d5xg8");
    expect_capture(&captures[0], "g8", "p(s64s49t36t25c16)", Method::Assault, "d5", "64 = 64, the pyramid's base");
    assert_eq!(prisoners(&after, Color::White), "p(s64s49t36t25c16)");
    assert_eq!(after.prisoners(Color::White).pieces(), 5);
}

#[test]
fn sally_the_seed_example_eight_adjacent_to_sixteen() {
    // White C8 d5, C8 f3, C3 a3; Black t16 d6, t32 f6, t12 a6.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/t12,2,t16,1,t32,2/3,C8,4/8/C3,4,C8,2/8/8 w - - 0");
    let (after, captures) = play(&p, "d5xd6");
    expect_capture(&captures[0], "d6", "t16", Method::Sally, "d5", "8 × 2 = 16 (distance 2)");
    assert_eq!(prisoners(&after, Color::White), "t16");
    // Both end cells count: f3 to f6 is 4 cells, 8 × 4 = 32; a3 to a6, 3 × 4 = 12.
    let (_, captures) = play(&p, "f3xf6");
    expect_capture(&captures[0], "f6", "t32", Method::Sally, "f3", "8 × 4 = 32 (distance 4)");
    let (_, captures) = play(&p, "a3xa6");
    expect_capture(&captures[0], "a6", "t12", Method::Sally, "a3", "3 × 4 = 12 (distance 4)");
    // The line must be clear: C2 on f4 hides f6 from f3.
    // White C8 f3, C2 f4; Black t32 f6.
    let blocked = pos("7,c97/8/8/8/8/8/8/8/8/8/5,t32,2/8/5,C2,2/5,C8,2/8/8 w - - 0");
    assert!(!moves_from(&blocked, "").iter().any(|m| m.contains('x')));
}

#[test]
fn sally_takes_a_pyramid_whole_by_its_base_never_a_component() {
    // White C8 d5, C8 f5; Black p(s64s49t36t25c16) d12.
    let p = pos("7,c97/8/8/8/3,p(s64s49t36t25c16),4/8/8/8/8/8/8/3,C8,1,C8,2/8/8/8/8 w - - 0");
    // d5 to d12 is 8 cells: 8 × 8 = 64, the base.
    let (after, captures) = play(&p, "d5xd12");
    expect_capture(
        &captures[0],
        "d12",
        "p(s64s49t36t25c16)",
        Method::Sally,
        "d5",
        "8 × 8 = 64 (distance 8), the pyramid's base",
    );
    assert_eq!(prisoners(&after, Color::White), "p(s64s49t36t25c16)");
    // Black's pyramid p(s9c8) on f6 instead (an army has one pyramid): 8 × 2 = 16 matches no
    // value of it (total 17, base 9), and its c8 is not taken alone.
    let q = pos("7,c97/8/8/8/8/8/8/8/8/8/5,p(s9c8),2/3,C8,1,C8,2/8/8/8/8 w - - 0");
    assert!(!moves_from(&q, "f5").iter().any(|m| m.contains('x') || m.contains('*')));
}

// ---------------------------------------------------------------------------------------------
// Ambush by adjacency
// ---------------------------------------------------------------------------------------------

#[test]
fn ambush_the_seed_example_45_by_30_12_and_3() {
    // White T30 d7, T12 f7, C3 e10; Black s45 e8. The round steps next to the 45.
    let p = pos("7,c97/8/8/8/8/8/4,C3,3/8/4,s45,3/3,T30,1,T12,2/8/8/8/8/8/8 w - - 0");
    // Captures are optional: the plain move and the move taking the 45 are both legal.
    let from = moves_from(&p, "e10");
    for m in ["e10-e9", "e10-e9*e8", "e10-d9*e8", "e10-f9*e8", "e10-e11"] {
        assert!(from.contains(&m.to_string()), "{m} missing from {from:?}");
    }
    let (after, captures) = play(&p, "e10-e9*e8");
    expect_capture(&captures[0], "e8", "s45", Method::Ambush, "d7 f7 e9", "30 + 12 + 3 = 45");
    assert_eq!(prisoners(&after, Color::White), "s45");
    let (after, captures) = play(&p, "e10-e9");
    assert!(captures.is_empty());
    assert_eq!(prisoners(&after, Color::White), "-");
    // A capture the move does not offer is refused: the 45 is not ambushed from e11.
    assert!(!p.is_legal(&mv("e10-e11*e8")));
    assert!(p.play(&mv("e10-e11*e8")).unwrap_err().reason.to_string().contains("legal: e10-e11"));
}

#[test]
fn ambush_the_seed_example_45_by_5_times_9() {
    // White C5 d7, C9 g6; Black s45 e8.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,s45,3/3,C5,4/6,C9,1/8/8/8/8/8 w - - 0");
    let (after, captures) = play(&p, "g6-f7*e8");
    expect_capture(&captures[0], "e8", "s45", Method::Ambush, "d7 f7", "5 × 9 = 45");
    assert_eq!(prisoners(&after, Color::White), "s45");
    assert_eq!(after.turn(), Color::Black);
}

#[test]
fn ambush_counts_every_neighbour_not_only_the_moved_piece() {
    // White T30 d7, T12 f7, C3 e9 already around Black's s45 e8, and C2 a1 far away.
    let p = pos("7,c97/8/8/8/8/8/8/4,C3,3/4,s45,3/3,T30,1,T12,2/8/8/8/8/8/C2,7 w - - 0");
    let (_, captures) = play(&p, "a1-b2*e8");
    expect_capture(&captures[0], "e8", "s45", Method::Ambush, "d7 f7 e9", "30 + 12 + 3 = 45");
}

#[test]
fn ambush_operands_must_each_be_below_the_value() {
    // White C1 d7, S45 f7 next to Black's s45 e8: 1 × 45 = 45, but 45 is not below 45.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,s45,3/3,C1,1,S45,2/8/8/8/8/8/C2,7 w - - 0");
    assert!(!moves_from(&p, "").iter().any(|m| m.contains('*')), "{:?}", moves_from(&p, ""));
}

// ---------------------------------------------------------------------------------------------
// Siege
// ---------------------------------------------------------------------------------------------

#[test]
fn siege_by_all_four_orthogonal_neighbours() {
    // White C2 e4, C4 e6, C6 d5, C8 g6; Black t97 e5. The 8 steps to f5 and closes the siege.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/4,C4,1,C8,1/3,C6,t97,3/4,C2,3/8/8/8 w - - 0");
    assert!(moves_from(&p, "g6").contains(&"g6-f5".to_string()));
    let (after, captures) = play(&p, "g6-f5*e5");
    expect_capture(&captures[0], "e5", "t97", Method::Siege, "e4 d5 f5 e6", "besieged: e4 d5 f5 e6 safe");
    assert_eq!(prisoners(&after, Color::White), "t97");
}

#[test]
fn a_siege_that_is_also_an_ambush_is_one_capture_reported_as_siege() {
    // As above with a Black t12 on e5: 2 + 4 + 6 = 12 also ambushes it.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/4,C4,1,C8,1/3,C6,t12,3/4,C2,3/8/8/8 w - - 0");
    assert_eq!(choices(&p, "g6-f5"), ["g6-f5", "g6-f5*e5"]);
    let (_, captures) = play(&p, "g6-f5*e5");
    assert_eq!(captures.len(), 1);
    expect_capture(&captures[0], "e5", "t12", Method::Siege, "e4 d5 f5 e6", "besieged: e4 d5 f5 e6 safe");
    assert_eq!(captures[0].methods.iter().collect::<Vec<_>>(), [Method::Siege, Method::Ambush]);
}

#[test]
fn siege_refused_while_a_besieger_is_in_danger() {
    // As above with C6 e6 and C4 d5, and a Black c2 on e8: 2 × 3 = 6, the c2 could sally the 6.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,c2,3/8/4,C6,1,C8,1/3,C4,t97,3/4,C2,3/8/8/8 w - - 0");
    assert!(moves_from(&p, "g6").contains(&"g6-f5".to_string()));
    assert!(!moves_from(&p, "").iter().any(|m| m.contains("*e5")));
    // An assault threat counts too: a Black t6 on e8 could move onto the 6 at e6.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,t6,3/8/4,C6,1,C8,1/3,C4,t97,3/4,C2,3/8/8/8 w - - 0");
    assert!(!moves_from(&p, "").iter().any(|m| m.contains("*e5")));
}

#[test]
fn siege_is_judged_with_the_besieged_piece_removed() {
    // Black c3 e5 could sally White's C6 on e6 (3 × 2 = 6), but once removed it threatens
    // nothing: the siege stands. White C2 e4, C6 e6, C4 d5, C8 g6.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/4,C6,1,C8,1/3,C4,c3,3/4,C2,3/8/8/8 w - - 0");
    let (_, captures) = play(&p, "g6-f5*e5");
    expect_capture(&captures[0], "e5", "c3", Method::Siege, "e4 d5 f5 e6", "besieged: e4 d5 f5 e6 safe");
}

#[test]
fn a_besieged_pyramid_falls_whole_and_a_corner_needs_two() {
    // Black p(s64c16) in the corner a1 has two orthogonal neighbours: White C2 b1, and C4
    // stepping from a3 to a2.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/8/8/8/C4,7/8/p(s64c16),C2,6 w - - 0");
    let (after, captures) = play(&p, "a3-a2*a1");
    expect_capture(&captures[0], "a1", "p(s64c16)", Method::Siege, "b1 a2", "besieged: b1 a2 safe");
    assert_eq!(prisoners(&after, Color::White), "p(s64c16)");
}

// ---------------------------------------------------------------------------------------------
// Prisoners re-enter
// ---------------------------------------------------------------------------------------------

#[test]
fn a_prisoner_dropped_on_the_back_rank_then_an_ambush() {
    // White S16 b1 holds a Black c9 prisoner; Black s25 c2.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/8/8/8/8/2,s25,5/1,S16,6 w c9 - 0");
    // Drops go to the empty cells of White's back rank, rank 1.
    let drops: Vec<String> = moves_from(&p, "").into_iter().filter(|m| m.contains('@')).collect();
    assert_eq!(drops, sorted(&["C9@a1", "C9@c1", "C9@c1*c2", "C9@d1", "C9@d1*c2", "C9@e1", "C9@f1", "C9@g1", "C9@h1"]));
    let (after, captures) = play(&p, "C9@d1*c2");
    expect_capture(&captures[0], "c2", "s25", Method::Ambush, "b1 d1", "16 + 9 = 25");
    // The c9 left the prisoners as it entered; the s25 joined them.
    assert_eq!(prisoners(&after, Color::White), "s25");
    assert_eq!(after.piece_at(common::cell("d1")).unwrap().to_string(), "C9");
    assert_eq!(print(&after), "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/8/8/1,S16,1,C9,4 b s25 - 1");
}

#[test]
fn black_drops_on_rank_sixteen_and_a_pyramid_prisoner_enters_a_component_at_a_time() {
    // Black c97 h16 holds White's pyramid P(S36C1); White C2 a1.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 b - P(S36C1) 0");
    let drops: Vec<String> = moves_from(&p, "").into_iter().filter(|m| m.contains('@')).collect();
    assert_eq!(drops.len(), 2 * 7);
    assert!(drops.contains(&"s36@a16".to_string()) && drops.contains(&"c1@g16".to_string()));
    let (after, _) = play(&p, "c1@a16");
    assert_eq!(prisoners(&after, Color::Black), "P(S36)");
    assert_eq!(after.piece_at(common::cell("a16")).unwrap().to_string(), "c1");
}

// ---------------------------------------------------------------------------------------------
// Pyramids as victims
// ---------------------------------------------------------------------------------------------

/// The move texts of one action, `action` being the text before any `*`.
fn choices(p: &Position, action: &str) -> Vec<String> {
    let mut v: Vec<String> =
        p.legal_moves().iter().map(|m| m.to_string()).filter(|m| m.split('*').next() == Some(action)).collect();
    v.sort();
    v
}

#[test]
fn a_pyramid_falls_whole_by_its_total() {
    // White T100 d7, T90 h7; Black p(s64s49t36t25c16) e8 (190).
    let p = pos("7,c97/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/3,T100,3,T90/8/8/8/8/8/8 w - - 0");
    assert_eq!(choices(&p, "h7-f7"), ["h7-f7", "h7-f7*e8"]);
    let (after, captures) = play(&p, "h7-f7*e8");
    expect_capture(&captures[0], "e8", "p(s64s49t36t25c16)", Method::Ambush, "d7 f7", "100 + 90 = 190");
    assert_eq!(prisoners(&after, Color::White), "p(s64s49t36t25c16)");
}

#[test]
fn a_pyramid_base_value_takes_it_whole_or_the_base_alone() {
    // White T60 d7, C4 g6; Black p(s64s49t36t25c16) e8: 60 + 4 = 64, the base.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/3,T60,4/6,C4,1/8/8/8/8/8 w - - 0");
    assert_eq!(choices(&p, "g6-f7"), ["g6-f7", "g6-f7*e8", "g6-f7*e8:64"]);
    let (after, captures) = play(&p, "g6-f7*e8");
    expect_capture(
        &captures[0],
        "e8",
        "p(s64s49t36t25c16)",
        Method::Ambush,
        "d7 f7",
        "60 + 4 = 64, the pyramid's base",
    );
    assert_eq!(prisoners(&after, Color::White), "p(s64s49t36t25c16)");
    let (after, captures) = play(&p, "g6-f7*e8:64");
    expect_capture(&captures[0], "e8", "s64", Method::Ambush, "d7 f7", "60 + 4 = 64");
    assert!(captures[0].is_component());
    assert_eq!(prisoners(&after, Color::White), "s64");
    // The rest stands, and moves as its new base, the square 49: three cells, not one.
    assert_eq!(after.piece_at(common::cell("e8")).unwrap().to_string(), "p(s49t36t25c16)");
    assert!(after.is_legal(&mv("e8-e5")) && !after.is_legal(&mv("e8-e7")));
}

#[test]
fn a_component_value_takes_that_component() {
    // White T30 d7, C6 g6; Black p(s64s49t36t25c16) e8: 30 + 6 = 36.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/3,T30,4/6,C6,1/8/8/8/8/8 w - - 0");
    assert_eq!(choices(&p, "g6-f7"), ["g6-f7", "g6-f7*e8:36"]);
    let (after, captures) = play(&p, "g6-f7*e8:36");
    expect_capture(&captures[0], "e8", "t36", Method::Ambush, "d7 f7", "30 + 6 = 36");
    assert_eq!(prisoners(&after, Color::White), "t36");
    assert_eq!(after.piece_at(common::cell("e8")).unwrap().to_string(), "p(s64s49t25c16)");
}

#[test]
fn a_sum_of_layers_takes_those_layers() {
    // White T80 d7, C5 g6; Black p(s64s49t36t25c16) e8: 80 + 5 = 85 = 49 + 36.
    let p = pos("7,c97/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/3,T80,4/6,C5,1/8/8/8/8/8 w - - 0");
    assert_eq!(choices(&p, "g6-f7"), ["g6-f7", "g6-f7*e8:49*e8:36"]);
    let (after, captures) = play(&p, "g6-f7*e8:49*e8:36");
    assert_eq!(captures.len(), 2);
    expect_capture(&captures[0], "e8", "s49", Method::Ambush, "d7 f7", "80 + 5 = 85, the layers 49 + 36");
    expect_capture(&captures[1], "e8", "t36", Method::Ambush, "d7 f7", "80 + 5 = 85, the layers 49 + 36");
    assert_eq!(prisoners(&after, Color::White), "s49t36");
    assert_eq!(after.piece_at(common::cell("e8")).unwrap().to_string(), "p(s64t25c16)");
    // One layer of the pair alone is not a choice.
    assert!(!p.is_legal(&mv("g6-f7*e8:49")));
}

#[test]
fn the_captures_of_a_move_combine_and_are_reported_in_cell_order() {
    // White T30 d7, T12 f7, C3 e10, C2 c10; Black s45 e8 and t5 d10 (c10's 2 and e9's 3 make 5).
    let p = pos("7,c97/8/8/8/8/8/2,C2,t5,C3,3/8/4,s45,3/3,T30,1,T12,2/8/8/8/8/8/8 w - - 0");
    assert_eq!(choices(&p, "e10-e9"), ["e10-e9", "e10-e9*d10", "e10-e9*e8", "e10-e9*e8*d10"]);
    let (after, captures) = play(&p, "e10-e9*e8*d10");
    expect_capture(&captures[0], "e8", "s45", Method::Ambush, "d7 f7 e9", "30 + 12 + 3 = 45");
    expect_capture(&captures[1], "d10", "t5", Method::Ambush, "e9 c10", "3 + 2 = 5");
    assert_eq!(prisoners(&after, Color::White), "s45t5");
    // The JSON report of the move lists both.
    let report = MoveReport::from_move(&p, &mv("e10-e9*e8*d10")).unwrap();
    assert_eq!(report.captures.len(), 2);
    assert_eq!(report.captures[1].method, "ambush");
}

// ---------------------------------------------------------------------------------------------
// Victories
// ---------------------------------------------------------------------------------------------

fn won(p: &Position) -> (Victory, Vec<String>, String) {
    match p.outcome() {
        Some(Outcome::Won { victory, cells, why, winner, .. }) => {
            assert_eq!(winner, p.turn().opposite());
            (victory, cells.iter().map(|c| c.to_string()).collect(), rithmomachia::english::says(&why))
        }
        other => panic!("expected a win, got {other:?} in {}", print(p)),
    }
}

#[test]
fn no_triumph_until_the_enemy_pyramid_has_fallen() {
    // White C4 c5, C6 d4, C8 e5, S64 a8; Black p(s64c16) a11 (and the c97).
    let start = pos("7,c97/8/8/8/8/p(s64c16),7/8/8/S64,7/8/8/2,C4,1,C8,3/3,C6,4/8/8/8 w - - 0");
    // 4 6 8 on c5 d5 e5 would be a Great Triumph, but Black's pyramid stands.
    let (refused, _) = play(&start, "d4-d5");
    assert_eq!(refused.outcome(), None);
    // Take the pyramid first (assault by its base's 64), then line them up.
    let (p, captures) = play(&start, "a8xa11");
    expect_capture(&captures[0], "a11", "p(s64c16)", Method::Assault, "a8", "64 = 64, the pyramid's base");
    let (p, _) = play(&p, "h16-h15");
    let (p, _) = play(&p, "d4-d5");
    assert_eq!(
        won(&p),
        (Victory::GreatTriumph, vec!["c5".into(), "d5".into(), "e5".into()], "4, 6, 8: arithmetic, step 2".into())
    );
    assert!(p.legal_moves().is_empty());
    // Part of a pyramid still counts as the pyramid: Black's p(c16) forbids the triumph.
    let part = pos("7,c97/8/8/8/8/p(c16),7/8/8/8/8/8/2,C4,1,C8,3/3,C6,4/8/8/8 w - - 0");
    assert_eq!(play(&part, "d4-d5").0.outcome(), None);
}

#[test]
fn greater_triumph_anywhere_greatest_only_in_enemy_territory() {
    // White C2 a3, C4 b3, C6 c3 and C9 d2 stepping to d3: 2 4 6 (arithmetic) and 4 6 9
    // (geometric), two kinds, in White's own half.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/8/8/8/8/C2,C4,C6,5/3,C9,4/8 w - - 0");
    let (after, _) = play(&p, "d2-d3");
    assert_eq!(won(&after).0, Victory::GreaterTriumph);
    // 4 6 9 12: all three kinds (4-6-9 geometric, 4-6-12 harmonic, 6-9-12 arithmetic).
    // White C4 a3, C6 b3, C9 c3, C12 d2: at home, only the Greater Triumph.
    let home = pos("7,c97/8/8/8/8/8/8/8/8/8/8/8/8/C4,C6,C9,5/3,C12,4/8 w - - 0");
    assert_eq!(won(&play(&home, "d2-d3").0).0, Victory::GreaterTriumph);
    // White C4 a10, C6 b10, C9 c10, C12 d9 stepping to d10: in Black's half, the Greatest.
    let away = pos("7,c97/8/8/8/8/8/C4,C6,C9,5/3,C12,4/8/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&away, "d9-d10");
    let (victory, cells, why) = won(&after);
    assert_eq!(victory, Victory::GreatestTriumph);
    assert_eq!(cells.len(), 4);
    assert_eq!(why, "4, 6, 9: geometric, ratio 3/2; 4, 6, 12: harmonic, ratio 3; 6, 9, 12: arithmetic, step 3");
    match after.outcome() {
        Some(Outcome::Won { also, .. }) => assert!(also.contains(&Victory::GreaterTriumph), "{also:?}"),
        _ => unreachable!(),
    }
}

#[test]
fn lesser_victories_count_the_prisoners_held() {
    // White holds 14 Black pieces; taking a 15th by assault wins De Corpore.
    // White T25 d5; Black t25 d7.
    let p = pos("7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/3,T25,4/8/8/8/8 w c3c3c3c3c3c3c3c3c3c3c3c3c3c3 - 0");
    let (after, _) = play(&p, "d5xd7");
    let (victory, _, why) = won(&after);
    assert_eq!(victory, Victory::DeCorpore);
    assert_eq!(why, "15 pieces taken (goal 15)");
    // Dropping one back makes it 14 again: before taking, a drop would not win.
    let (after, _) = play(&p, "C3@a1");
    assert_eq!(after.outcome(), None);
    assert_eq!(after.prisoners(Color::White).pieces(), 13);
}

#[test]
fn the_agreed_lesser_victories_read_as_seed_003_says() {
    use rithmomachia::Goal;
    let mut rules = Rules::simplified();
    // De Lite with the digits 1, 2, 3: 12 and 3 are enough.
    rules.victories.set(Victory::DeLite, Some(Goal { digit_set: 0b1110, ..Goal::default() }));
    // Honore Liteque: the digits of the prisoners add up to 20 or more.
    rules.victories.set(Victory::DeHonoreLiteque, Some(Goal { digits: 20, ..Goal::default() }));
    // White C3 d5 holds a t12 and takes Black's c3 d6 by assault: 1, 2 and 3 are all there.
    let p = common::position_with("7,c97/8/8/8/8/8/8/8/8/8/3,c3,4/3,C3,4/8/8/8/8 w t12 - 0", rules);
    assert_eq!(p.outcome(), None);
    let (after, _) = play(&p, "d5xd6");
    assert_eq!(won(&after), (Victory::DeLite, vec![], "3 of the agreed digits taken (goal 3)".into()));
    // White T25 d5 holds a t99 and takes Black's t25 d7: 9 + 9 + 2 + 5 = 25 ≥ 20 (no 1, no 3).
    let p = common::position_with("7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/3,T25,4/8/8/8/8 w t99 - 0", rules);
    let (after, _) = play(&p, "d5xd7");
    assert_eq!(won(&after), (Victory::DeHonoreLiteque, vec![], "the prisoners' digits add up to 25 (goal 20)".into()));
}

// ---------------------------------------------------------------------------------------------
// Start positions and perft
// ---------------------------------------------------------------------------------------------

#[test]
fn the_sixteen_rank_start_and_perft() {
    let start = Position::new(Rules::simplified());
    assert_eq!(
        print(&start),
        "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 0"
    );
    // Depth 1, counted by hand (exact distances, any direction, no leaps, paths clear):
    //   rounds  c4: b4 b5 c5 d5 (4); d4: c5 d5 e5 (3); e4: d5 e5 f5 (3); f4: g4 e5 f5 g5 (4);
    //           c3: b4 (1); f3: g4 (1); d3, e3 boxed in (0)                                = 16
    //   triangles a3: a5 c5; b3: b5; g3: g5; h3: h5 f5; c2 d2 e2 f2 boxed in             =  6
    //   squares b1: e1 (c1, d1 empty); g1: d1 (f1, e1 empty); the others and the
    //           pyramid g2 (moves as its base, a square) boxed in                          =  2
    // No capture: no enemy within a move, and the only clear lines to Black pieces are the
    // files (distance both ends counted): a3–a14 9 × 12 ≠ 100, b3–b14 6 × 12 ≠ 90,
    // g3–g14 72 × 12 ≠ 12, h3–h14 81 × 12 ≠ 16, c4–c13 2 × 10 ≠ 9, d4–d13 4 × 10 ≠ 7,
    // e4–e13 6 × 10 ≠ 5, f4–f13 8 × 10 ≠ 3. 16 + 6 + 2 = 24 moves.
    assert_eq!(perft(&start, 1), 24);
    // Black's army stands as White's mirrored (its pyramid on a15 boxed in as White's on g2):
    // 24 replies to each of White's 24 moves, none of them a capture (checked below).
    assert_eq!(perft(&start, 2), 576);
    for m in start.legal_moves() {
        let after = start.play(&m).unwrap();
        assert!(after.legal_moves().iter().all(|r| !r.to_string().contains(['x', '*'])));
    }
}

#[test]
fn the_fourteen_rank_start() {
    let rules = Rules { ranks: 14, ..Rules::simplified() };
    let start = Position::new(rules);
    // Black on ranks 11–14, the same order; six empty ranks between the armies.
    assert_eq!(
        print(&start),
        "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/2,C2,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 0"
    );
    assert_eq!(start.board().ranks(), 14);
    // The same 24 first moves: nothing reaches across six empty ranks yet.
    assert_eq!(perft(&start, 1), 24);
    // Black's back rank is rank 14, its enemy territory ranks 1–7.
    assert!(start.rules().in_enemy_territory(Color::Black, 6));
    assert!(!start.rules().in_enemy_territory(Color::Black, 7));
}

#[test]
fn the_preset_is_listed_and_named() {
    let rules = Rules::preset("simplified").unwrap();
    assert_eq!(rules, Rules::simplified());
    assert_eq!(rules.preset.id(), "simplified");
    assert!(rules.validate().is_ok());
    assert!(rithmomachia::report::PresetReport::all()
        .iter()
        .any(|p| p.id == "simplified" && p.source.contains("seed 003")));
}

// ---------------------------------------------------------------------------------------------
// Properties over random playouts (the pattern of tests/properties.rs)
// ---------------------------------------------------------------------------------------------

mod playouts {
    use super::*;
    use rithmomachia::{notation, random_playout, Move, Piece, Rng, Scratch};

    /// Both armies' components as (shape letter, value), sorted (docs/rules.md §1).
    fn armies() -> Vec<(char, u16)> {
        let text = "C2 C4 C6 C8 C4 C16 C36 C64 T6 T9 T20 T25 T42 T49 T72 T81 S15 S25 S45 S81 S153 S169 S289 S36 S25 T16 T9 C4 C1 \
                    C3 C5 C7 C9 C9 C25 C49 C81 T12 T16 T30 T36 T56 T64 T90 T100 S28 S49 S66 S120 S121 S225 S361 S64 S49 T36 T25 C16";
        let mut v: Vec<(char, u16)> =
            text.split_whitespace().map(|t| (t.chars().next().unwrap(), t[1..].parse().unwrap())).collect();
        v.sort();
        v
    }

    fn components(piece: &Piece) -> Vec<(char, u16)> {
        piece.parts().iter().map(|c| (c.shape.letter(), c.value)).collect()
    }

    fn on_board(p: &Position) -> usize {
        p.board().pieces().map(|(_, piece)| piece.parts().len()).sum()
    }

    fn held(p: &Position) -> u32 {
        p.prisoners(Color::White).pieces() + p.prisoners(Color::Black).pieces()
    }

    /// Every component of both armies is on the board (in either colour: prisoners re-enter
    /// flipped) or in a prisoner list, and each prisoner is of the other side's colour.
    fn check_conservation(p: &Position, context: &str) {
        let mut all: Vec<(char, u16)> = p.board().pieces().flat_map(|(_, piece)| components(&piece)).collect();
        for color in Color::ALL {
            for piece in p.prisoners(color).iter() {
                assert_eq!(piece.color, color.opposite(), "{context}: a prisoner of the wrong colour");
                all.extend(components(&piece));
            }
        }
        all.sort();
        assert_eq!(all, armies(), "{context}: '{}'", print(p));
    }

    fn check_round_trip(p: &Position, context: &str) {
        let text = print(p);
        let setup = notation::parse_position(&text).unwrap_or_else(|e| panic!("{context}: '{text}': {e}"));
        let back = Position::from_setup(setup, *p.rules()).unwrap_or_else(|e| panic!("{context}: '{text}': {e}"));
        assert_eq!(print(&back), text, "{context}");
        // A won position keeps its verdict, which a text cannot carry (docs/rules.md 24).
        if p.outcome().is_none() {
            assert!(back == *p, "{context}: parse(print(p)) != p for '{text}'");
            assert_eq!(back.legal_moves(), p.legal_moves(), "{context}: '{text}'");
        }
    }

    /// Every listed move is accepted, round-trips through its text and plays; unlisted moves
    /// are refused. Returns the positions the moves lead to.
    fn check_moves(p: &Position, rng: &mut Rng, context: &str) -> Vec<String> {
        let moves = p.legal_moves();
        assert_eq!(perft(p, 1), moves.len() as u64, "{context}");
        let mut texts = std::collections::HashSet::new();
        let mut results = Vec::with_capacity(moves.len());
        for m in &moves {
            let text = m.to_string();
            assert!(texts.insert(text.clone()), "{context}: {text} listed twice");
            assert_eq!(text.parse::<Move>().unwrap(), *m, "{context}: {text} does not round-trip");
            let (next, captures) =
                p.play_report(m).unwrap_or_else(|e| panic!("{context}: listed move {text} refused: {e}"));
            assert_eq!(next.turn(), p.turn().opposite());
            assert_eq!(next.ply(), p.ply() + 1);
            // Each '*' target (and a replacement's victim) is one capture.
            let replaced = usize::from(text.contains('x'));
            assert_eq!(captures.len(), m.takes.len() + replaced, "{context}: {text}");
            let taken: usize = captures.iter().map(|c| c.victim.parts().len()).sum();
            assert!(
                captures.iter().all(|c| c.victim.color == p.turn().opposite()),
                "{context}: {text} took its own piece"
            );
            let dropped = usize::from(text.contains('@'));
            assert_eq!(on_board(&next) + taken, on_board(p) + dropped, "{context}: {text}: pieces on the board");
            assert_eq!(held(&next) as usize + dropped, held(p) as usize + taken, "{context}: {text}: prisoners");
            results.push(print(&next));
        }
        // Unlisted: random shifts, replacements and extra targets.
        let own: Vec<_> = p.board().occupied_by(p.turn()).iter().collect();
        for i in 0..16 {
            let from = own[rng.below(own.len())];
            let to = rithmomachia::Cell::from_index(rng.below(128)).unwrap();
            let sep = if i % 2 == 0 { "-" } else { "x" };
            let m: Move = format!("{from}{sep}{to}").parse().unwrap();
            if !moves.contains(&m) {
                assert!(!p.is_legal(&m), "{context}: {m} is not listed but legal");
                assert!(p.play(&m).is_err(), "{context}: {m} accepted");
            }
        }
        if let Some(m) = moves.first() {
            let victim = p.board().occupied_by(p.turn().opposite()).iter().last();
            if let Some(v) = victim {
                let extra: Move = format!("{m}*{v}").parse().unwrap_or_else(|_| m.clone());
                if !moves.contains(&extra) {
                    assert!(!p.is_legal(&extra), "{context}: {extra} is not listed but legal");
                }
            }
        }
        results
    }

    #[test]
    fn random_playouts_keep_every_invariant() {
        let (mut plies, mut captured, mut drops, mut ended) = (0u32, 0usize, 0u32, 0u32);
        let mut methods = std::collections::BTreeSet::new();
        for seed in 0..12u64 {
            let mut rng = Rng::new(seed);
            let mut p = Position::new(Rules::simplified());
            let mut scratch = Scratch::default();
            for ply in 0..400 {
                let context = format!("seed {seed}, ply {ply}");
                check_conservation(&p, &context);
                let thorough = ply % 7 == 0;
                let results = if thorough {
                    check_round_trip(&p, &context);
                    check_moves(&p, &mut rng, &context)
                } else {
                    Vec::new()
                };
                let before = (on_board(&p), held(&p), p.prisoners(p.turn()).pieces());
                if !p.play_random(&mut rng, &mut scratch) {
                    assert!(p.is_over(), "{context}: no random move but not over");
                    assert!(p.outcome().is_some(), "{context}");
                    assert!(p.legal_moves().is_empty(), "{context}");
                    ended += 1;
                    break;
                }
                // The random move is one of the listed moves.
                if thorough {
                    assert!(
                        results.contains(&print(&p)),
                        "{context}: play_random made an unlisted move: '{}'",
                        print(&p)
                    );
                }
                let taken: usize = scratch.captures.iter().map(|c| c.victim.parts().len()).sum();
                captured += scratch.captures.len();
                methods.extend(scratch.captures.iter().map(|c| c.method));
                // Pieces on the board: minus the components taken, plus one if a prisoner entered.
                let entered = on_board(&p) + taken - before.0;
                assert!(entered <= 1, "{context}");
                drops += entered as u32;
                assert_eq!(held(&p) as usize + entered, before.1 as usize + taken, "{context}: prisoners");
                plies += 1;
            }
            check_conservation(&p, &format!("seed {seed}, end"));
            check_round_trip(&p, &format!("seed {seed}, end"));
        }
        eprintln!("{plies} plies, {captured} captures, {drops} drops, {ended} games ended, methods {methods:?}");
        assert!(plies > 1_000, "only {plies} plies");
        assert!(captured > 20, "only {captured} captures");
        assert!(drops > 5, "only {drops} drops");
        for m in [Method::Assault, Method::Sally, Method::Ambush] {
            assert!(methods.contains(&m), "no {m} in the random games: {methods:?}");
        }
    }

    #[test]
    fn random_playouts_end_and_the_same_seed_plays_the_same_game() {
        let mut outcomes = std::collections::BTreeMap::new();
        for seed in 100..112 {
            let (end, plies) = random_playout(Position::new(Rules::simplified()), &mut Rng::new(seed));
            assert!(end.is_over(), "seed {seed}");
            assert_eq!(end.ply(), plies);
            assert!(plies <= 1000);
            check_conservation(&end, &format!("playout seed {seed}"));
            let id = match end.outcome() {
                Some(Outcome::Won { victory, .. }) => victory.id(),
                Some(Outcome::Drawn { .. }) => "draw",
                None => panic!("seed {seed}: over without an outcome"),
            };
            *outcomes.entry(id).or_insert(0) += 1;
            let again = random_playout(Position::new(Rules::simplified()), &mut Rng::new(seed));
            assert_eq!(print(&again.0), print(&end));
        }
        eprintln!("outcomes {outcomes:?}");
        // On 14 ranks too.
        let (end, _) = random_playout(Position::new(Rules { ranks: 14, ..Rules::simplified() }), &mut Rng::new(1));
        assert!(end.is_over());
        check_conservation(&end, "14 ranks");
    }
}
