//! Victories of the `classic` preset (docs/rules.md §2 "Victories", §5).
//!
//! Common victories are judged on the mover's prisoners after its move (each pyramid component
//! one piece; digits of each captured value): De Corpore (pieces ≥ N, default 15), De Bonis
//! (value ≥ V, default White 1315 / Black 984), De Lite (value ≥ V, digits ≤ D), De Honore
//! (value ≥ V, pieces ≤ N), De Honore Liteque (value ≥ V, pieces ≤ N, digits ≤ D); the last
//! three are off until given thresholds.
//!
//! Proper victories: three (Magna: arithmetic) or four (Major: of the four value-sorted triples
//! exactly two are progressions, of two different kinds; Excellentissima: all three kinds) pieces
//! in the mover's enemy territory (White: ranks 9–16, Black: 1–8), in a formation: ordered so that
//! each step is a straight segment of the same k cells, all orthogonal or all diagonal; for three
//! pieces the middle of the path holds the middle value. Enemy pieces may take part, at least one
//! must be the mover's, and the group must contain the moved piece (or an enemy pyramid whose
//! total the move changed). Only the mover wins; the greatest victory is reported and the others
//! listed. No legal move: the side to move loses (blockade). The ply cap draws.

mod common;

use common::{cell, mv, play, position, position_with};
use rithmomachia::{ByColor, Cell, Color, Goal, Outcome, Position, Rules, Victory};

/// The outcome must be a win: (winner, victory, cells, why, also).
fn won(pos: &Position) -> (Color, Victory, Vec<Cell>, String, Vec<Victory>) {
    match pos.outcome() {
        Some(Outcome::Won { winner, victory, cells, why, also }) => {
            (winner, victory, cells, rithmomachia::english::says(&why), also)
        }
        other => panic!("expected a win in '{}', got {other:?}", common::print(pos)),
    }
}

/// After the game has ended nothing more may be played.
fn assert_over(pos: &Position, would_be_legal: &str) {
    assert!(pos.is_over());
    assert!(pos.legal_moves().is_empty(), "moves after the end: {:?}", pos.legal_moves());
    let m = mv(would_be_legal);
    assert!(!pos.is_legal(&m), "{would_be_legal} accepted after the end");
    let err = pos.play(&m).expect_err("the game is over");
    assert!(!err.reason.to_string().is_empty());
}

/// The game goes on: no outcome, and the side to move has moves.
fn assert_playing(pos: &Position) {
    assert_eq!(pos.outcome(), None, "in '{}'", common::print(pos));
    assert!(!pos.is_over());
    assert!(!pos.legal_moves().is_empty());
}

/// `got` is a formation path through exactly the cells of `expected`: consecutive cells joined
/// by segments of one length k ≥ 1, all orthogonal or all diagonal.
fn assert_formation(got: &[Cell], expected: &str) {
    let mut a: Vec<String> = got.iter().map(|c| c.to_string()).collect();
    let mut b: Vec<String> = expected.split_whitespace().map(String::from).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b, "formation cells");
    let steps: Vec<(bool, u8)> = got
        .windows(2)
        .map(|w| {
            let df = w[0].file().abs_diff(w[1].file());
            let dr = w[0].rank().abs_diff(w[1].rank());
            if df == 0 || dr == 0 {
                (false, df + dr)
            } else {
                assert_eq!(df, dr, "{} → {} is not a straight segment", w[0], w[1]);
                (true, df)
            }
        })
        .collect();
    assert!(steps.windows(2).all(|s| s[0] == s[1]), "unequal or mixed segments in {got:?}");
}

// ---------------------------------------------------------------------------------------------
// Common victories
// ---------------------------------------------------------------------------------------------

// The capturing move of most common-victory cases: White C16 (or C36, C35, …) steps d2-e3 and
// takes the Black triangle of the same value on f4 by equality (capture test-suite, seed 000).
// Black keeps a c97 on a16.

#[test]
fn de_corpore_at_fifteen_pieces() {
    // White holds 14 prisoners (c3 c5 c7 c9 c9 c25 c49 c81 t12 t30 t36 t56 t64 t90, value 476).
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w c3c5c7c9c9c25c49c81t12t30t36t56t64t90 - 0");
    assert_playing(&pos);
    let (after, _) = play(&pos, "d2-e3");
    let (winner, victory, cells, why, also) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::DeCorpore));
    assert!(cells.is_empty());
    assert!(why.contains("15"), "{why}");
    assert!(also.is_empty(), "{also:?}");
    assert_over(&after, "a16-b15");
}

#[test]
fn de_corpore_counts_pyramid_components() {
    // Prisoners: Black's whole pyramid (5 pieces) and 9 simple pieces = 14.
    let pos =
        position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w p(s64s49t36t25c16)c3c5c7c9c9c25c49c81t12 - 0");
    assert_eq!(pos.prisoners(Color::White).pieces(), 14);
    let (after, _) = play(&pos, "d2-e3");
    assert_eq!(won(&after).1, Victory::DeCorpore);
}

#[test]
fn de_corpore_not_before_fifteen() {
    // 13 prisoners + 1 = 14.
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w c3c5c7c9c9c25c49c81t12t30t36t56t64 - 0");
    let (after, taken) = play(&pos, "d2-e3");
    assert_eq!(taken.len(), 1);
    assert_eq!(after.prisoners(Color::White).pieces(), 14);
    assert_playing(&after);
}

#[test]
fn de_bonis_white_at_1315() {
    // Prisoners s361 s225 s121 s120 s66 s49 s28 t100 t90 t64 t56: 11 pieces, 1280.
    let prisoners = "s361s225s121s120s66s49s28t100t90t64t56";
    // + t36 = 1316.
    let pos = position(&format!("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t36,2/8/3,C36,4/8 w {prisoners} - 0"));
    let (after, _) = play(&pos, "d2-e3");
    let (winner, victory, cells, why, also) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::DeBonis));
    assert!(cells.is_empty() && also.is_empty());
    assert!(why.contains("1316") && why.contains("1315"), "{why}");
    assert_over(&after, "a16-b15");
    // + t35 = 1315 exactly: "≥".
    let pos = position(&format!("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t35,2/8/3,C35,4/8 w {prisoners} - 0"));
    let (after, _) = play(&pos, "d2-e3");
    assert_eq!(won(&after).1, Victory::DeBonis);
    // + t34 = 1314: not yet.
    let pos = position(&format!("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t34,2/8/3,C34,4/8 w {prisoners} - 0"));
    let (after, _) = play(&pos, "d2-e3");
    assert_eq!(after.prisoners(Color::White).value(), 1314);
    assert_playing(&after);
}

#[test]
fn de_bonis_black_at_984() {
    // Black holds S289 S169 S153 S81 S81 S45 S25 S25 T81 (9 pieces, 949). Black's c36 steps
    // d7-e6 and takes White's C36 on f5 by equality: 985 ≥ 984.
    let pos = position("8/8/8/8/8/8/8/8/8/3,c36,4/8/5,C36,2/8/8/8/7,C2 b - S289S169S153S81S81S45S25S25T81 0");
    let (after, taken) = play(&pos, "d7-e6");
    assert_eq!(taken.len(), 1);
    let (winner, victory, _, why, _) = won(&after);
    assert_eq!((winner, victory), (Color::Black, Victory::DeBonis));
    assert!(why.contains("985") && why.contains("984"), "{why}");
    assert_over(&after, "h1-g2");
}

#[test]
fn de_bonis_uses_the_movers_own_threshold() {
    // White reaches 985 (s361 s225 s121 s120 s66 s28 = 921, + t64): Black's figure, not White's.
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t64,2/8/3,C64,4/8 w s361s225s121s120s66s28 - 0");
    let (after, _) = play(&pos, "d2-e3");
    assert_eq!(after.prisoners(Color::White).value(), 985);
    assert_playing(&after);
}

/// White holds s361 s225 (586, 2 pieces, 6 digits) and takes t16: 602, 3 pieces, 8 digits.
const LITE: &str = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w s361s225 - 0";

fn goal(pieces: u32, value: u32, digits: u32) -> Goal {
    Goal { pieces, value: ByColor { white: value, black: value }, digits, digit_set: 0 }
}

fn with(victories: &[(Victory, Goal)]) -> Rules {
    let mut rules = Rules::classic();
    for &(v, g) in victories {
        rules.victories.set(v, Some(g));
    }
    rules
}

/// The outcome after d2-e3 in [`LITE`] under `rules`.
fn lite_outcome(rules: Rules) -> Option<Outcome> {
    let pos = position_with(LITE, rules);
    assert_eq!(pos.outcome(), None);
    let (after, taken) = play(&pos, "d2-e3");
    assert_eq!(taken.len(), 1);
    let p = after.prisoners(Color::White);
    assert_eq!((p.pieces(), p.value(), p.digits()), (3, 602, 8));
    after.outcome()
}

fn victory_of(outcome: Option<Outcome>) -> Option<Victory> {
    match outcome {
        Some(Outcome::Won { victory, .. }) => Some(victory),
        _ => None,
    }
}

#[test]
fn de_lite_needs_value_and_few_digits() {
    assert_eq!(victory_of(lite_outcome(with(&[(Victory::DeLite, goal(0, 600, 8))]))), Some(Victory::DeLite));
    assert_eq!(victory_of(lite_outcome(with(&[(Victory::DeLite, goal(0, 600, 7))]))), None, "8 digits > 7");
    assert_eq!(victory_of(lite_outcome(with(&[(Victory::DeLite, goal(0, 603, 8))]))), None, "602 < 603");
    let Some(Outcome::Won { why, winner, .. }) = lite_outcome(with(&[(Victory::DeLite, goal(0, 600, 8))])) else {
        unreachable!()
    };
    assert_eq!(winner, Color::White);
    let why = rithmomachia::english::says(&why);
    assert!(why.contains("602") && why.contains('8'), "{why}");
}

#[test]
fn de_lite_and_the_honours_are_off_by_default() {
    assert_eq!(victory_of(lite_outcome(Rules::classic())), None);
    let rules = Rules::classic();
    for v in [Victory::DeLite, Victory::DeHonore, Victory::DeHonoreLiteque] {
        assert!(!rules.victories.enabled(v), "{v} on by default");
    }
    assert_eq!(rules.victories.get(Victory::DeCorpore).map(|g| g.pieces), Some(15));
    assert_eq!(rules.victories.get(Victory::DeBonis).map(|g| g.value), Some(ByColor { white: 1315, black: 984 }));
    assert_eq!(rules.ply_cap, 1000);
}

#[test]
fn de_honore_needs_value_and_few_pieces() {
    assert_eq!(victory_of(lite_outcome(with(&[(Victory::DeHonore, goal(3, 600, 0))]))), Some(Victory::DeHonore));
    assert_eq!(victory_of(lite_outcome(with(&[(Victory::DeHonore, goal(2, 600, 0))]))), None, "3 pieces > 2");
    assert_eq!(victory_of(lite_outcome(with(&[(Victory::DeHonore, goal(3, 603, 0))]))), None, "602 < 603");
}

#[test]
fn de_honore_liteque_needs_all_three() {
    let hl = |pieces, value, digits| {
        victory_of(lite_outcome(with(&[(Victory::DeHonoreLiteque, goal(pieces, value, digits))])))
    };
    assert_eq!(hl(3, 600, 8), Some(Victory::DeHonoreLiteque));
    assert_eq!(hl(2, 600, 8), None);
    assert_eq!(hl(3, 600, 7), None);
    assert_eq!(hl(3, 603, 8), None);
}

#[test]
fn several_common_victories_report_the_greatest() {
    let rules = with(&[
        (Victory::DeLite, goal(0, 600, 8)),
        (Victory::DeHonore, goal(3, 600, 0)),
        (Victory::DeHonoreLiteque, goal(3, 600, 8)),
    ]);
    let Some(Outcome::Won { victory, also, .. }) = lite_outcome(rules) else { panic!("no win") };
    assert_eq!(victory, Victory::DeHonoreLiteque);
    assert_eq!(also, [Victory::DeHonore, Victory::DeLite]);
}

// ---------------------------------------------------------------------------------------------
// Victoria Magna
// ---------------------------------------------------------------------------------------------

// Seeds 000/004: 16-36-56. Black c16 b12 and t56 f12; White's T36 slides d10-d12 between them
// (segments b12-d12 and d12-f12, orthogonal, k = 2; 36 in the middle). The triangle reaches
// both (16, 56 ≠ 36) and erupts 108 or 12 at distance 3: nothing is taken.

#[test]
fn victoria_magna_with_enemy_pieces() {
    let pos = position("8/8/8/8/1,c16,3,t56,2/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "d10-d12");
    assert!(taken.is_empty());
    let (winner, victory, cells, why, also) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::VictoriaMagna));
    assert_formation(&cells, "b12 d12 f12");
    assert_eq!(cells[1], cell("d12"), "the middle value stands in the middle of the path");
    assert_eq!(why, "16, 36, 56: arithmetic, step 20");
    assert!(also.is_empty(), "{also:?}");
    assert_over(&after, "b12-a11");
}

#[test]
fn victoria_magna_for_black() {
    // Mirror: White C16 b4 and T56 f4 in Black's enemy territory; Black's t36 slides d6-d4.
    let pos = position("8/8/8/8/8/8/8/8/8/8/3,t36,4/8/1,C16,3,T56,2/8/8/8 b - - 0");
    let (after, taken) = play(&pos, "d6-d4");
    assert!(taken.is_empty());
    let (winner, victory, cells, why, _) = won(&after);
    assert_eq!((winner, victory), (Color::Black, Victory::VictoriaMagna));
    assert_formation(&cells, "b4 d4 f4");
    assert_eq!(why, "16, 36, 56: arithmetic, step 20");
    assert_over(&after, "b4-a5");
}

#[test]
fn a_pyramid_takes_part_with_its_total() {
    // White's P(T30C6), total 36, slides d10-d12 as a triangle. (Reach values 36 and 30; eruption
    // 108/12, 90/10, 18/2 at distance 3: no capture.)
    let pos = position("8/8/8/8/1,c16,3,t56,2/8/3,P(T30C6),4/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "d10-d12");
    assert!(taken.is_empty());
    let (_, victory, cells, why, _) = won(&after);
    assert_eq!(victory, Victory::VictoriaMagna);
    assert_formation(&cells, "b12 d12 f12");
    assert_eq!(why, "16, 36, 56: arithmetic, step 20");
}

#[test]
fn an_enemy_pyramid_whose_total_the_move_changed_completes_the_group() {
    // c16 b12, White T36 d12, Black p(s56c5) f12 (total 61). White's C5 steps h10-g11 (not part
    // of the group) and takes the c5 component by equality: the pyramid's total becomes 56 and
    // 16-36-56 stands.
    let pos = position("8/8/8/8/1,c16,1,T36,1,p(s56c5),2/8/7,C5/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "h10-g11");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].target.to_string(), "f12:5");
    let (winner, victory, cells, why, _) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::VictoriaMagna));
    assert_formation(&cells, "b12 d12 f12");
    assert_eq!(why, "16, 36, 56: arithmetic, step 20");
}

#[test]
fn a_proper_and_a_common_victory_at_once() {
    // The same move with White holding 1310 (s361 s225 s121 s120 s66 s49 s28 t100 t90 t64 t56
    // t30): the c5 brings 1315, De Bonis. Magna is the greater and is reported.
    let pos = position(
        "8/8/8/8/1,c16,1,T36,1,p(s56c5),2/8/7,C5/8/8/8/8/8/8/8/8/8 w s361s225s121s120s66s49s28t100t90t64t56t30 - 0",
    );
    let (after, _) = play(&pos, "h10-g11");
    let (_, victory, _, _, also) = won(&after);
    assert_eq!(victory, Victory::VictoriaMagna);
    assert_eq!(also, [Victory::DeBonis]);
}

/// (what, position, move, formation): Victoria Magna 16-36-56 for White, no capture.
const MAGNA: &[(&str, &str, &str, &str)] = &[
    // Black c97 c12 and c89 e12 stand between the pieces (cells between may be occupied); the
    // triangle's slides are blocked by them, its eruptions at distance 2 make 72 or 18.
    (
        "cells between may be occupied",
        "8/8/8/8/1,c16,c97,1,c89,t56,2/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0",
        "d10-d12",
        "b12 d12 f12",
    ),
    // b10 d12 f14: diagonal segments of 2. T36 slides d14-d12.
    ("a diagonal line", "8/8/3,T36,1,t56,2/8/8/8/1,c16,6/8/8/8/8/8/8/8/8/8 w - - 0", "d14-d12", "b10 d12 f14"),
    // c12 d12 e12: adjacent, k = 1 (the triangle erupts 72 or 18 on its neighbours).
    ("adjacent pieces", "8/8/8/8/2,c16,1,t56,3/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0", "d10-d12", "c12 d12 e12"),
    // d9 d11 d13 along a file; rank 9 is the first rank of Black's half. T36 leaps b10-d11.
    ("a file from rank 9", "8/8/8/3,t56,4/8/8/1,T36,6/3,c16,4/8/8/8/8/8/8/8/8 w - - 0", "b10-d11", "d9 d11 d13"),
    // On a 14-rank board Black's half is ranks 8–14: b8 d8 f8 is in White's enemy territory.
    (
        "14 ranks: rank 8 is enemy territory",
        "8/8/8/8/8/8/1,c16,3,t56,2/8/3,T36,4/8/8/8/8/8 w - - 0",
        "d6-d8",
        "b8 d8 f8",
    ),
];

#[test]
fn magna_formations() {
    for &(what, text, m, formation) in MAGNA {
        let pos = position(text);
        let (after, taken) = play(&pos, m);
        assert!(taken.is_empty(), "{what}: {taken:?}");
        let (winner, victory, cells, why, _) = match after.outcome() {
            Some(Outcome::Won { winner, victory, cells, why, also }) => {
                (winner, victory, cells, rithmomachia::english::says(&why), also)
            }
            other => panic!("{what}: expected Victoria Magna, got {other:?}"),
        };
        assert_eq!((winner, victory), (Color::White, Victory::VictoriaMagna), "{what}");
        assert_formation(&cells, formation);
        assert_eq!(why, "16, 36, 56: arithmetic, step 20", "{what}");
    }
}

/// (what, position, move): no victory may follow.
const NOT_MAGNA: &[(&str, &str, &str)] = &[
    // The same 16-36-56 on rank 4: White's own half.
    ("in the mover's own half", "8/8/8/8/8/8/8/8/8/8/8/8/1,c16,3,t56,2/8/3,T36,4/8 w - - 0", "d2-d4"),
    // d7 d9 d11: the 16 on rank 7 is in White's own half. T36 leaps b8-d9.
    ("straddling the middle of the board", "8/8/8/8/8/3,t56,4/8/8/1,T36,6/3,c16,4/8/8/8/8/8/8 w - - 0", "b8-d9"),
    // b8 d8 f8 on 16 ranks: rank 8 is White's own half.
    ("16 ranks: rank 8 is the mover's own half", "8/8/8/8/8/8/8/8/1,c16,3,t56,2/8/3,T36,4/8/8/8/8/8 w - - 0", "d6-d8"),
    // b12 d12 g12: segments of 2 and 3.
    ("unequal spacing", "8/8/8/8/1,c16,4,t56,1/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0", "d10-d12"),
    // 36 on b12, 16 moved to d12, 56 on f12: the middle of the path is not the middle value.
    ("values out of order along the line", "8/8/8/8/1,c36,3,t56,2/8/3,T16,4/8/8/8/8/8/8/8/8/8 w - - 0", "d10-d12"),
    // b12-d12 orthogonal (2), d12-f14 diagonal (2): an orthogonal and a diagonal segment are
    // not equal.
    ("mixed orthogonal and diagonal segments", "8/8/5,t56,2/8/1,c16,6/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0", "d10-d12"),
    // 16-36-56 already stands; White moves C2 a1-b2, which is not part of it.
    ("a group not touching the moved piece", "8/8/8/8/1,c16,1,T36,1,t56,2/8/8/8/8/8/8/8/8/8/8/C2,7 w - - 0", "a1-b2"),
    // As in the pyramid case, but d12 is Black's t36: after the c5 falls, 16-36-56 is made of
    // Black pieces only.
    ("only enemy pieces", "8/8/8/8/1,c16,1,t36,1,p(s56c5),2/8/7,C5/8/8/8/8/8/8/8/8/8 w - - 0", "h10-g11"),
];

#[test]
fn magna_negative_cases() {
    for &(what, text, m) in NOT_MAGNA {
        let pos = position(text);
        let (after, _) = play(&pos, m);
        assert_eq!(after.outcome(), None, "{what}: '{text}' {m}");
    }
}

// ---------------------------------------------------------------------------------------------
// Victoria Major and Excellentissima
// ---------------------------------------------------------------------------------------------

#[test]
fn victoria_major_4_6_12_36() {
    // Seed 000's second example on rank 12: Black c4 a12, c6 c12; White T12 slides e10-e12;
    // White S36 g12. Sorted triples: 4-6-12 harmonic, 4-12-36 geometric, 4-6-36 and 6-12-36
    // none: exactly two, of two kinds. No capture: T12 reaches c12 (6), erupts 60/36/4 at
    // distances 5 and 3; S36 reaches neither black piece and erupts 180 or 252.
    let pos = position("8/8/8/8/c4,1,c6,3,S36,1/8/4,T12,3/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "e10-e12");
    assert!(taken.is_empty(), "{taken:?}");
    let (winner, victory, cells, why, also) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::VictoriaMajor));
    assert_formation(&cells, "a12 c12 e12 g12");
    assert!(why.contains("4, 6, 12: harmonic, ratio 3") && why.contains("4, 12, 36: geometric, ratio 3"), "{why}");
    assert!(also.is_empty(), "{also:?}");
    assert_over(&after, "a12-b11");
}

#[test]
fn victoria_major_on_a_turning_path() {
    // 4 6 12 36 on a staircase: b11 c4 → d11 c6 → d13 T12 (slides d15-d13) → f13 S36, three
    // orthogonal segments of 2 with two right-angle turns. No capture (T12 reaches d11: 6;
    // erupts 36 or 4 on it; S36 reaches neither black piece and is on no line with them).
    let pos = position("8/3,T12,4/8/5,S36,2/8/1,c4,1,c6,4/8/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "d15-d13");
    assert!(taken.is_empty(), "{taken:?}");
    let (winner, victory, cells, _, _) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::VictoriaMajor));
    assert_formation(&cells, "b11 d11 d13 f13");
}

#[test]
fn victoria_excellentissima_on_the_corners_of_a_square() {
    // Seed 004's square: 12 b13 and 4 d13 on one rank, 9 b11 and 6 d11 on another, side 2.
    // Black c12 b13, c4 d13; White C6 d11; White T9 slides b9-b11. Triples: 4-6-9 geometric,
    // 4-6-12 harmonic, 6-9-12 arithmetic. 6-9-12 alone is also a Magna (d11-b11-b13, a right
    // angle, 9 in the middle): Excellentissima is reported, Magna listed.
    let pos = position("8/8/8/1,c12,1,c4,4/8/3,C6,4/8/1,T9,6/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "b9-b11");
    assert!(taken.is_empty(), "{taken:?}");
    let (winner, victory, cells, why, also) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::VictoriaExcellentissima));
    assert_formation(&cells, "b11 d11 d13 b13");
    for part in ["4, 6, 9: geometric, ratio 3/2", "4, 6, 12: harmonic, ratio 3", "6, 9, 12: arithmetic, step 3"] {
        assert!(why.contains(part), "{why} lacks {part}");
    }
    assert_eq!(also, [Victory::VictoriaMagna]);
    assert_over(&after, "b13-a12");
}

#[test]
fn major_needs_two_progressions_but_no_more() {
    // 2 4 6 8 on the corners of a square (b11 C2, d11 T6 moved from d9, d13 c4, b13 c8):
    // 2-4-6 arithmetic, 2-4-8 geometric, 4-6-8 arithmetic: three progressions, two kinds:
    // neither Major ("two, but no more") nor Excellentissima. No three of them form a Magna:
    // 4 (d13) is diagonal to 2 (b11), 6 (d11) is diagonal to 8 (b13).
    let pos = position("8/8/8/1,c8,1,c4,4/8/1,C2,6/8/3,T6,4/8/8/8/8/8/8/8/8 w - - 0");
    let (after, taken) = play(&pos, "d9-d11");
    assert!(taken.is_empty(), "{taken:?}");
    assert_playing(&after);
}

// ---------------------------------------------------------------------------------------------
// Blockade and the move cap
// ---------------------------------------------------------------------------------------------

#[test]
fn blockade_the_side_without_a_legal_move_loses() {
    // Black c97 a16 can only go to b15, where Black's t89 stands; the triangle's slides are
    // blocked on b14 and c15 and its leaps land on a13 c13 d16 d14, all White (C2..C7).
    // No capture: nothing of White's reaches a16 or b15, no eruption or ambush of 2..8 makes
    // 89 or 97, and neither piece is besieged. White plays C8 h1-g2.
    let pos = position("c97,2,C6,4/1,t89,C3,5/1,C2,1,C7,4/C4,1,C5,5/8/8/8/8/8/8/8/8/8/8/8/7,C8 w - - 0");
    assert_playing(&pos);
    let (after, taken) = play(&pos, "h1-g2");
    assert!(taken.is_empty(), "{taken:?}");
    assert!(after.legal_moves().is_empty());
    let (winner, victory, cells, why, _) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::Blockade));
    assert!(cells.is_empty());
    assert!(!why.is_empty());
    assert!(after.is_over());
}

#[test]
fn taking_the_last_piece_is_a_blockade() {
    // White C16 d2-e3 takes Black's only piece, t16 on f4: Black has no move left.
    let pos = position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0");
    let (after, taken) = play(&pos, "d2-e3");
    assert_eq!(taken.len(), 1);
    let (winner, victory, _, _, _) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::Blockade));
}

#[test]
fn draw_at_the_ply_cap() {
    let mut rules = Rules::classic();
    rules.ply_cap = 2;
    // White C2 a1, Black c3 h16.
    let pos = position_with("7,c3/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - 0", rules);
    let (pos, _) = play(&pos, "a1-b2");
    assert_playing(&pos);
    let (pos, _) = play(&pos, "h16-g15");
    assert_eq!(pos.ply(), 2);
    assert!(matches!(pos.outcome(), Some(Outcome::Drawn { .. })), "{:?}", pos.outcome());
    assert_eq!(pos.outcome().unwrap().winner(), None);
    assert_over(&pos, "b2-c3");
}

#[test]
fn the_default_cap_is_1000_plies() {
    let pos = position("7,c3/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - 999");
    assert_playing(&pos);
    let (pos, _) = play(&pos, "a1-b2");
    assert_eq!(pos.ply(), 1000);
    assert!(matches!(pos.outcome(), Some(Outcome::Drawn { .. })), "{:?}", pos.outcome());
}
