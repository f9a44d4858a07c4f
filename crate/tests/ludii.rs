//! The `ludii` preset on hand-made positions (docs/rules.md section 6, and Part II "`ludii`"): each
//! capture condition with its arithmetic, Ludii's context-level quirks, encirclement, the
//! line-progression end, the move cap and a side without moves.
//!
//! Positions are given as lists of (cell, piece) and printed in the notation; White's enemy
//! territory is ranks 9–16.

mod common;

use rithmomachia::report::Status;
use rithmomachia::{notation, Color, Method, Outcome, Position, Rules, Victory};

/// A position text from pieces on cells (upper case White), `side` to move, at `ply`.
fn text(pieces: &[(&str, &str)], side: char, ply: u32) -> String {
    let mut grid = vec![vec![None::<&str>; 8]; 16];
    for (cell, piece) in pieces {
        let c = common::cell(cell);
        grid[c.rank() as usize][c.file() as usize] = Some(*piece);
    }
    let mut ranks = Vec::new();
    for rank in grid.iter().rev() {
        let mut tokens: Vec<String> = Vec::new();
        let mut empty = 0;
        for cell in rank {
            match cell {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        tokens.push(empty.to_string());
                        empty = 0;
                    }
                    tokens.push(p.to_string());
                }
            }
        }
        if empty > 0 {
            tokens.push(empty.to_string());
        }
        ranks.push(tokens.join(","));
    }
    format!("{} {side} - - {ply}", ranks.join("/"))
}

fn ludii(pieces: &[(&str, &str)]) -> Position {
    common::position_with(&text(pieces, 'w', 0), Rules::ludii())
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Play a legal capture; its single capture's method, attackers and arithmetic.
fn capture(p: &Position, mv: &str) -> (Method, Vec<String>, String, Position) {
    assert!(legal(p).contains(&mv.to_string()), "{mv} should be legal in {}: {:?}", common::print(p), legal(p));
    let (after, captures) = common::play(p, mv);
    assert_eq!(captures.len(), 1, "{mv}: {captures:?}");
    let c = &captures[0];
    (c.method, common::names(c.by), c.reason.to_string(), after)
}

fn refused(p: &Position, mv: &str) {
    assert!(!legal(p).contains(&mv.to_string()), "{mv} should not be legal in {}", common::print(p));
    assert!(p.play(&common::mv(mv)).is_err());
}

// ---------------------------------------------------------------------------------------------
// Movement

#[test]
fn start_position_and_moves() {
    let start = Position::new(Rules::ludii());
    assert_eq!(
        common::print(&start),
        "s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p(s64s49t36t25c16)/t16,t12,c9,c25,c49,c81,t90,t100/2,c3,c5,c7,c9,2/8/8/8/8/8/8/8/8/2,C8,C6,C4,C2,2/T81,T72,C64,C36,C16,C4,T6,T9/S153,P(S36S25T16T9C4C1),T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 w - - 0"
    );
    assert_eq!(
        legal(&start),
        ["b1-e1", "g1-d1", "a3-c5", "h3-f5", "c4-b4", "c4-c5", "d4-d5", "e4-e5", "f4-g4", "f4-f5"]
    );
}

#[test]
fn shapes_move_without_leaps_and_stacks_by_any_level() {
    // Round one orthogonal step; triangle two diagonal steps over an empty middle; square three
    // orthogonal steps over empty middles; a pyramid by every shape it holds.
    let p = ludii(&[("d4", "C5"), ("d8", "T6"), ("e9", "C7"), ("a12", "S10"), ("a14", "c3"), ("h16", "c9")]);
    assert_eq!(common::names(p.destinations(common::cell("d4"))), ["d3", "c4", "e4", "d5"]);
    // e9 blocks the way to f10.
    assert_eq!(common::names(p.destinations(common::cell("d8"))), ["b6", "f6", "b10"]);
    // a14 blocks the way north; the square does not leap.
    assert_eq!(common::names(p.destinations(common::cell("a12"))), ["a9", "d12"]);
    let q = ludii(&[("d4", "P(S36C1)"), ("h16", "c9")]);
    assert_eq!(common::names(q.destinations(common::cell("d4"))), ["d1", "d3", "a4", "c4", "e4", "g4", "d5", "d7"]);
}

// ---------------------------------------------------------------------------------------------
// Capture conditions (the victim's bottom value v0, the mover's value m, the move's length D)

#[test]
fn multiplication_with_distance() {
    // T8 d4 → f6 over e5: 16 = 8 × 2.
    let p = ludii(&[("d4", "T8"), ("f6", "t16"), ("h16", "c9")]);
    assert_eq!(p.move_from_cells(common::cell("d4"), common::cell("f6")), Some(common::mv("d4xf6")));
    let (method, by, why, after) = capture(&p, "d4xf6");
    assert_eq!((method, by, why.as_str()), (Method::Landing, vec!["d4".to_string()], "16 = 8 × 2 (distance 2)"));
    assert_eq!(common::prisoners(&after, Color::White), "t16");
    assert_eq!(common::print(&after), text(&[("f6", "T8"), ("h16", "c9")], 'b', 1).replace(" - - ", " t16 - "));
    // A round's step is the equality: 9 = 9 × 1.
    let p = ludii(&[("d4", "C9"), ("d5", "c9"), ("h16", "c3")]);
    assert_eq!(capture(&p, "d4xd5").2, "9 = 9 × 1 (distance 1)");
}

#[test]
fn division_with_distance_rounds_down() {
    // S25 a1 → a4 over a2 a3: 25 ÷ 3 = 8 in integer division.
    let p = ludii(&[("a1", "S25"), ("a4", "c8"), ("h16", "c9")]);
    assert_eq!(capture(&p, "a1xa4").2, "8 = 25 ÷ 3, rounded down (distance 3)");
    let p = ludii(&[("a1", "S25"), ("a4", "c9"), ("h16", "c9")]);
    refused(&p, "a1xa4");
}

#[test]
fn helper_sum_difference_product() {
    // C5 d4 → d5; the T7 on b3 also reaches d5 (over c4).
    for (victim, why) in [("c12", "12 = 5 + 7"), ("c2", "2 = 7 − 5"), ("c35", "35 = 5 × 7")] {
        let p = ludii(&[("d4", "C5"), ("b3", "T7"), ("d5", victim), ("h16", "c9")]);
        let (method, by, text, _) = capture(&p, "d4xd5");
        assert_eq!(
            (method, by, text.as_str()),
            (Method::Landing, vec!["b3".to_string(), "d4".to_string()], why),
            "{victim}"
        );
    }
    // Without a helper that reaches (c4 blocks the triangle), nothing.
    let p = ludii(&[("d4", "C5"), ("b3", "T7"), ("c4", "C1"), ("d5", "c12"), ("h16", "c9")]);
    refused(&p, "d4xd5");
}

#[test]
fn helper_quotients_on_the_top_value() {
    // m ÷ h: 15 ÷ 7 = 2.
    let p = ludii(&[("d4", "C15"), ("b3", "T7"), ("d5", "c2"), ("h16", "c9")]);
    assert_eq!(capture(&p, "d4xd5").2, "2 = 15 ÷ 7, rounded down");
    // h ÷ top(from): 7 ÷ 3 = 2 (and 3 ÷ 7 = 0).
    let p = ludii(&[("d4", "C3"), ("b3", "T7"), ("d5", "c2"), ("h16", "c9")]);
    assert_eq!(capture(&p, "d4xd5").2, "2 = 7 ÷ 3, rounded down");
    // The quotient reads the victim's top, the other tests its bottom: p(s64 c2) falls to the
    // quotient (top 2), not to the sum (bottom 64 ≠ 12).
    let p = ludii(&[("d4", "C15"), ("b3", "T7"), ("d5", "p(s64c2)"), ("h16", "c9")]);
    let (_, _, why, after) = capture(&p, "d4xd5");
    assert_eq!(why, "2 (top) = 15 ÷ 7, rounded down");
    assert_eq!(common::prisoners(&after, Color::White), "p(s64c2)");
    let p = ludii(&[("d4", "C5"), ("b3", "T7"), ("d5", "p(s12c3)"), ("h16", "c9")]);
    assert_eq!(capture(&p, "d4xd5").2, "12 (bottom) = 5 + 7");
}

#[test]
fn a_helper_stack_makes_the_mover_read_its_height() {
    // Ludii reads the mover at the helper's top level: the helper P(T9C4) is two high, so the
    // lone C5 is read at level 1, where it has nothing (0): 0 + 4 = 4 takes c4 …
    let p = ludii(&[("d4", "C5"), ("b3", "P(T9C4)"), ("d5", "c4"), ("h16", "c9")]);
    assert_eq!(capture(&p, "d4xd5").2, "4 = 0 + 4");
    // … while a lone T4 helper gives 5 + 4, 5 − 4, 5 × 4, 5 ÷ 4, 4 ÷ 5: no capture.
    let p = ludii(&[("d4", "C5"), ("b3", "T4"), ("d5", "c4"), ("h16", "c9")]);
    refused(&p, "d4xd5");
}

#[test]
fn the_context_level_survives_from_one_direction_to_the_next() {
    // The pyramid's C4 (level 4) steps west onto c4: 4 = 4 × 1 …
    let alone = ludii(&[("d4", "P(S36S25T16T9C4C1)"), ("a1", "C2"), ("c4", "c4"), ("h16", "c9")]);
    assert_eq!(capture(&alone, "d4xc4").2, "4 = 4 × 1 (distance 1)");
    // … but with an enemy c7 north of it, Ludii first tests d5 (north comes first), its helper
    // tests leave the context level at a1's top level, 0, and the step west is then judged with
    // the pyramid's base S36: no capture.
    let p = ludii(&[("d4", "P(S36S25T16T9C4C1)"), ("a1", "C2"), ("c4", "c4"), ("d5", "c7"), ("h16", "c9")]);
    refused(&p, "d4xc4");
}

// ---------------------------------------------------------------------------------------------
// Encirclement

#[test]
fn encirclement_removes_a_blocked_piece() {
    // The c5 in the corner a16 can only step to a15 and b16, both White's.
    let p = ludii(&[("a16", "c5"), ("a15", "C2"), ("b16", "S9"), ("h9", "c9")]);
    let (method, by, why, after) = capture(&p, "xa16");
    assert_eq!(
        (method, by, why.as_str()),
        (
            Method::Encirclement,
            vec!["a15".to_string(), "b16".to_string()],
            "encircled: its 2 destinations all held by the capturer"
        )
    );
    assert!(after.piece_at(common::cell("a16")).is_none());
    assert_eq!(common::prisoners(&after, Color::White), "c5");
    // One destination empty: no removal.
    let p = ludii(&[("a16", "c5"), ("a15", "C2"), ("h9", "c9")]);
    refused(&p, "xa16");
}

#[test]
fn a_lone_piece_is_removed_as_written_and_older_records_still_read() {
    // The engine writes the removal of a lone piece `xa16`: the `:value` names a pyramid's level.
    let p = ludii(&[("a16", "c5"), ("a15", "C2"), ("b16", "S9"), ("h9", "c9")]);
    let removals: Vec<String> = legal(&p).into_iter().filter(|m| m.starts_with('x')).collect();
    assert_eq!(removals, ["xa16"]);
    let (_, captures) = common::play(&p, "xa16");
    assert_eq!(captures[0].target.to_string(), "a16");
    // Older records wrote it `xa16:5`: still read, the same removal, recorded in the plain form.
    let (old, old_captures) = p.play_report(&common::mv("xa16:5")).expect("the old form plays");
    assert_eq!(old, common::play(&p, "xa16").0);
    assert_eq!(old_captures, captures);
    assert!(p.is_legal(&common::mv("xa16:5")));
    let game = rithmomachia::record::replay(p.clone(), &["xa16:5"]).expect("an older record replays");
    assert_eq!(game.history().map(|m| m.to_string()).collect::<Vec<_>>(), ["xa16"]);
    // A wrong value names nothing.
    refused(&p, "xa16:6");
    assert!(p.play(&common::mv("xa16:6")).is_err());
}

#[test]
fn encirclement_takes_one_level_of_a_stack() {
    // p(s64 c16) on a16: its c16 can only step onto White's a15 and b16; its s64 has no move at
    // all (both ways blocked next to it), which is not encirclement.
    let p = ludii(&[("a16", "p(s64c16)"), ("a15", "C2"), ("b16", "S9"), ("h9", "c9")]);
    let removals: Vec<String> = legal(&p).into_iter().filter(|m| m.starts_with('x')).collect();
    assert_eq!(removals, ["xa16:16"]);
    let (_, _, _, after) = capture(&p, "xa16:16");
    assert_eq!(after.piece_at(common::cell("a16")).map(|x| x.to_string()).as_deref(), Some("p(s64)"));
    assert_eq!(common::prisoners(&after, Color::White), "c16");
}

// ---------------------------------------------------------------------------------------------
// The end

fn won(p: &Position) -> Option<(Color, Victory, Vec<String>, String)> {
    match p.outcome() {
        Some(Outcome::Won { winner, victory, cells, why, .. }) => {
            Some((winner, victory, cells.iter().map(|c| c.to_string()).collect(), rithmomachia::english::says(&why)))
        }
        _ => None,
    }
}

#[test]
fn line_progression_wins() {
    // C20 e9 → e10 between C10 d10 and C30 f10, all in Black's half; Black has no stack.
    let p = ludii(&[("d10", "C10"), ("f10", "C30"), ("e9", "C20"), ("h16", "c9")]);
    let (after, _) = common::play(&p, "e9-e10");
    let (winner, victory, cells, why) = won(&after).expect("a win");
    assert_eq!((winner, victory), (Color::White, Victory::LudiiLine));
    assert_eq!(cells, ["f10", "e10", "d10"]);
    assert_eq!(why, "arithmetic (Ludii's test): |30 − 20| = |20 − 10| = 10");
    assert_eq!(
        serde_json::to_string(&Status::from_position(&after)).unwrap(),
        r#"{"state":"won","winner":"white","victory":"ludii-line","cells":["f10","e10","d10"],"why":"arithmetic (Ludii's test): |30 − 20| = |20 − 10| = 10","also":[]}"#
    );
    // Not while Black keeps a stack of two.
    let p = ludii(&[("d10", "C10"), ("f10", "C30"), ("e9", "C20"), ("h16", "p(c9c3)")]);
    assert_eq!(won(&common::play(&p, "e9-e10").0), None);
    // Not in White's own half.
    let p = ludii(&[("d8", "C10"), ("f8", "C30"), ("e7", "C20"), ("h16", "c9")]);
    assert_eq!(won(&common::play(&p, "e7-e8").0), None);
}

#[test]
fn ludii_tests_are_not_true_progressions() {
    // |a − b| = |b − c| holds for 10, 20, 10.
    let p = ludii(&[("d10", "C10"), ("f10", "C10"), ("e9", "C20"), ("h16", "c9")]);
    assert_eq!(
        won(&common::play(&p, "e9-e10").0).map(|w| w.3),
        Some("arithmetic (Ludii's test): |10 − 20| = |20 − 10| = 10".into())
    );
    // One side: 17 ÷ 7 = 7 ÷ 3 = 2 in integer division (the same test stands for "harmonic").
    let p = ludii(&[("e11", "C7"), ("e12", "C17"), ("e9", "C3"), ("h16", "c9")]);
    let (winner, _, cells, why) = won(&common::play(&p, "e9-e10").0).expect("a win");
    assert_eq!((winner, cells), (Color::White, vec!["e12".to_string(), "e11".to_string(), "e10".to_string()]));
    assert_eq!(why, "geometric (Ludii's test, integer division): 17 ÷ 7 = 7 ÷ 3 = 2");
    // A true progression out of line wins nothing: 4 8 12 with a gap.
    let p = ludii(&[("e12", "C8"), ("e14", "C12"), ("e9", "C4"), ("h16", "c9")]);
    assert_eq!(won(&common::play(&p, "e9-e10").0), None);
}

#[test]
fn a_removal_can_end_the_game_on_the_emptied_cell() {
    // White removes the c5 on e16; the emptied cell counts with value 0 between the two C3:
    // |3 − 0| = |0 − 3|.
    let p = ludii(&[("e16", "c5"), ("d16", "C3"), ("f16", "C3"), ("e15", "C9"), ("a9", "c7")]);
    let (after, _) = common::play(&p, "xe16");
    let (winner, victory, cells, _) = won(&after).expect("a win");
    assert_eq!(
        (winner, victory, cells),
        (Color::White, Victory::LudiiLine, vec!["f16".to_string(), "e16".to_string(), "d16".to_string()])
    );
}

#[test]
fn the_move_cap_draws_and_a_side_without_moves_draws() {
    let p = common::position_with(&text(&[("a1", "C2"), ("h16", "c9")], 'w', 999), Rules::ludii());
    let (after, _) = common::play(&p, "a1-a2");
    assert!(matches!(after.outcome(), Some(Outcome::Drawn { .. })));
    assert_eq!(
        serde_json::to_string(&Status::from_position(&after)).unwrap(),
        r#"{"state":"draw","reason":"move-cap","why":"1000 plies played: the move cap"}"#
    );
    // White's C2 in the corner, hemmed in by c7 and c9 it cannot take: no move, no blockade win
    // for Black (Ludii would pass; the notation has no pass): a draw.
    let p = ludii(&[("a1", "C2"), ("a2", "c7"), ("b1", "c9")]);
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        serde_json::to_string(&Status::from_position(&p)).unwrap(),
        r#"{"state":"draw","reason":"no-move","why":"white has no legal move"}"#
    );
}

#[test]
fn rules_parse_and_report() {
    assert_eq!(Rules::preset("ludii").unwrap(), Rules::ludii());
    assert_eq!(notation::parse_move("xh15:16").unwrap().to_string(), "xh15:16");
    let report = rithmomachia::report::RulesReport::of(&Rules::ludii());
    assert_eq!(report.methods, ["landing", "encirclement"]);
    assert_eq!(report.victories.iter().map(|v| v.id).collect::<Vec<_>>(), ["ludii-line"]);
    assert_eq!(report.ply_cap, 1000);
}
