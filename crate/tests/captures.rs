//! Capture rules of the `classic` preset (docs/rules.md §2 "Captures", "Pyramids", "All captures of
//! a move are judged at once").
//!
//! After every move, every enemy piece E is judged, by any of the mover's pieces:
//! 1. siege: all on-board orthogonal neighbours of E hold the mover's pieces, or all on-board
//!    diagonal ones do (a besieged pyramid falls whole);
//! 2. equality: a mover's piece that REACHES E has E's value;
//! 3. ambush: two mover's pieces both reach E, and E is their sum, difference, product or exact
//!    quotient;
//! 4. eruption: a mover's piece on E's rank or file at distance d (both ends counted, adjacent =
//!    2), value × d = E or value ÷ d = E; pieces in between do not block; never on a diagonal.
//!
//! "Reach" = the cell is among the piece's move destinations computed as if the cell were empty
//! (slides need empty middles, leaps ignore them; rounds reach diagonally adjacent cells only).
//!
//! Each case below gives a position, a move and the captures worked out by hand, in cell order.
//! A spare Black c97 on a16 keeps Black supplied with a piece: it is in no line, rank or reach
//! of the action and no product of the small values used can make 97.

mod common;

use common::{cells, names, play, position, position_with, print, prisoners};
use rithmomachia::{Attackers, Capture, Color, Position, Rules};

/// One expected capture.
struct Cap {
    /// `e5`, or `e5:25` for one pyramid component.
    target: &'static str,
    /// The prisoner's notation token.
    victim: &'static str,
    /// The reported method.
    method: &'static str,
    /// Every method that applies, in report order.
    methods: &'static str,
    /// The attacking cells of the reported method.
    by: &'static str,
    /// The arithmetic: alternatives separated by " | " (operand order of + and × is the
    /// engine's choice); an alternative starting with '~' only has to be contained.
    why: &'static str,
}

const fn cap(
    target: &'static str,
    victim: &'static str,
    method: &'static str,
    by: &'static str,
    why: &'static str,
) -> Cap {
    Cap { target, victim, method, methods: method, by, why }
}

/// (what, position, move, expected captures in order)
type Case = (&'static str, &'static str, &'static str, &'static [Cap]);

fn why_ok(got: &str, expected: &str) -> bool {
    expected.split(" | ").any(|alt| match alt.strip_prefix('~') {
        Some(part) => got.contains(part),
        None => got == alt,
    })
}

fn describe(c: &Capture) -> String {
    let methods: Vec<String> = c.methods.iter().map(|m| m.to_string()).collect();
    format!("{} {} {} [{}] by {:?} \"{}\"", c.target, c.victim, c.method, methods.join(" "), names(c.by), c.reason)
}

fn mismatch(c: &Capture, e: &Cap) -> Option<String> {
    let methods: Vec<String> = c.methods.iter().map(|m| m.to_string()).collect();
    let ok = c.target.to_string() == e.target
        && c.victim.to_string() == e.victim
        && c.method.to_string() == e.method
        && methods.join(" ") == e.methods
        && c.by == cells(e.by)
        && why_ok(&c.reason.to_string(), e.why)
        && c.is_component() == e.target.contains(':');
    (!ok).then(|| {
        format!(
            "expected {} {} {} [{}] by {:?} \"{}\"\n      got {}",
            e.target,
            e.victim,
            e.method,
            e.methods,
            names(cells(e.by)),
            e.why,
            describe(c)
        )
    })
}

/// Play every case; check the captures (and that they match the preview), and that White's
/// prisoners are exactly the victims in that order. Returns the failures.
fn run(cases: &[Case], rules: Rules) -> Vec<String> {
    let mut failures = Vec::new();
    for &(what, text, mv, expected) in cases {
        let pos = position_with(text, rules);
        let preview = pos.captures(&common::mv(mv)).unwrap_or_else(|e| panic!("{what}: {e}"));
        let (after, got) = play(&pos, mv);
        if preview != got {
            failures.push(format!("{what}: captures() preview differs from play_report"));
        }
        if got.len() != expected.len() {
            let got: Vec<String> = got.iter().map(describe).collect();
            failures.push(format!("{what}: {mv} in '{text}': expected {} capture(s), got {got:#?}", expected.len()));
            continue;
        }
        for (c, e) in got.iter().zip(expected) {
            if let Some(m) = mismatch(c, e) {
                failures.push(format!("{what}: {mv} in '{text}':\n      {m}"));
            }
        }
        let want: String = expected.iter().map(|e| e.victim).collect();
        let want = if want.is_empty() { "-".to_string() } else { want };
        let mover = pos.turn();
        if prisoners(&after, mover) != want {
            failures.push(format!("{what}: prisoners {} instead of {want}", prisoners(&after, mover)));
        }
        for e in expected.iter().filter(|e| !e.target.contains(':')) {
            if after.piece_at(common::cell(e.target)).is_some() {
                failures.push(format!("{what}: {} still on the board", e.target));
            }
        }
    }
    failures
}

fn check(cases: &[Case]) {
    let failures = run(cases, Rules::classic());
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Siege
// ---------------------------------------------------------------------------------------------

const SIEGE: &[Case] = &[
    // Black c7 d5; White C2 c5, C4 e5, C6 d6; C8 steps c3-d4 and closes the fourth side.
    // No White piece reaches d5 (rounds on orthogonal neighbours do not), and no eruption
    // (2,4,6,8 × or ÷ 2) makes 7.
    (
        "siege in the middle",
        "c97,7/8/8/8/8/8/8/8/8/8/3,C6,4/2,C2,c7,C4,3/8/2,C8,5/8/8 w - - 0",
        "c3-d4",
        &[cap("d5", "c7", "siege", "c5 e5 d6 d4", "~orthogonal")],
    ),
    // Black c7 d5; White C2 c4, C4 e4, C6 c6; C8 steps f7-e6: every diagonal neighbour held.
    // The four rounds reach d5 but no pair of 2 4 6 8 combines to 7.
    (
        "diagonal siege",
        "c97,7/8/8/8/8/8/8/8/8/5,C8,2/2,C6,5/3,c7,4/2,C2,1,C4,3/8/8/8 w - - 0",
        "f7-e6",
        &[cap("d5", "c7", "siege", "c4 e4 c6 e6", "~diagonal")],
    ),
    // Black c7 a5 on the edge has three orthogonal neighbours: a6 C2, a4 C4, and b5, where C6
    // steps from c6.
    (
        "siege on an edge",
        "c97,7/8/8/8/8/8/8/8/8/8/C2,1,C6,5/c7,7/C4,7/8/8/8 w - - 0",
        "c6-b5",
        &[cap("a5", "c7", "siege", "a4 a6 b5", "~orthogonal")],
    ),
    // Black c9 in corner a1 has two orthogonal neighbours: a2 C2, and b1, where C4 steps from c2.
    (
        "siege in a corner",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,1,C4,5/c9,7 w - - 0",
        "c2-b1",
        &[cap("a1", "c9", "siege", "a2 b1", "~orthogonal")],
    ),
    // Black c9 in corner a1 has ONE on-board diagonal neighbour, b2: a White C4 stepping there
    // holds all of them (read literally: "all on-board diagonal neighbours").
    (
        "diagonal siege in a corner needs one piece",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/8/2,C4,5/8/c9,7 w - - 0",
        "c3-b2",
        &[cap("a1", "c9", "siege", "b2", "~diagonal")],
    ),
    // Black c7 d5 with White on c5 e5 d6 but Black c9 on d4: no siege. (c9 d4 is reached by the
    // rounds c5 and e5, 2 and 4, which do not make 9; d6 C6 at distance 3 makes 18 or 2.)
    // White plays the unrelated C8 h1-g2.
    (
        "no siege while an enemy piece holds a neighbour",
        "c97,7/8/8/8/8/8/8/8/8/8/3,C6,4/2,C2,c7,C4,3/3,c9,4/8/8/7,C8 w - - 0",
        "h1-g2",
        &[],
    ),
    // Black c7 d5; White on c5 e5 d6 (three orthogonal sides) and c4, c6 (two diagonals) after
    // C10 b7-c6: neither set is complete, and mixing them is no siege. Reachers c4 (8) and
    // c6 (10) make 18, 2, 80: not 7.
    (
        "orthogonal and diagonal neighbours do not combine",
        "c97,7/8/8/8/8/8/8/8/8/1,C10,6/3,C6,4/2,C2,c7,C4,3/2,C8,5/8/8/8 w - - 0",
        "b7-c6",
        &[],
    ),
    // On a 14-rank board rank 14 is the edge: Black c7 d14 has three orthogonal neighbours,
    // c14 C2, e14 C4 and d13, where C6 steps from c12.
    (
        "14 ranks: siege on the last rank",
        "2,C2,c7,C4,3/8/2,C6,5/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
        "c12-d13",
        &[cap("d14", "c7", "siege", "c14 e14 d13", "~orthogonal")],
    ),
    // The same pieces on 16 ranks: d15 is an empty neighbour, no siege.
    ("16 ranks: the same is no siege", "8/8/2,C2,c7,C4,3/8/2,C6,5/8/8/8/8/8/8/8/8/8/8/8 w - - 0", "c12-d13", &[]),
    // Black's whole pyramid on d5, besieged orthogonally (c5 C2, e5 C4, d6 C6, C10 to d4): it
    // falls whole, one prisoner p(...). No eruption of 2 4 6 10 at distance 2 makes 190 or
    // any component.
    (
        "a besieged pyramid falls whole",
        "c97,7/8/8/8/8/8/8/8/8/8/3,C6,4/2,C2,p(s64s49t36t25c16),C4,3/8/2,C10,5/8/8 w - - 0",
        "c3-d4",
        &[cap("d5", "p(s64s49t36t25c16)", "siege", "c5 e5 d6 d4", "~orthogonal")],
    ),
];

#[test]
fn siege() {
    check(SIEGE);
}

// ---------------------------------------------------------------------------------------------
// Equality
// ---------------------------------------------------------------------------------------------

const EQUALITY: &[Case] = &[
    // Seed 000's example: White round 16 steps d2-e3 and reaches the Black triangle 16 on f4
    // (diagonally adjacent).
    (
        "equality: round 16 takes triangle 16",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0",
        "d2-e3",
        &[cap("f4", "t16", "equality", "e3", "16 = 16")],
    ),
];

#[test]
fn equality() {
    check(EQUALITY);
}

const REACH: &[Case] = &[
    // Leaps count for reach in classic: T20 leaps a2-c3 and reaches c20 on e4 by a knight's
    // leap over White's C2 d3 and Black's c7 d4. (C2 also reaches e4: 20 ± 2, × 2, ÷ 2 are not
    // 20; c7 d4 is reached by nothing and C2 erupts 4 or 1 on it.)
    (
        "equality through a knight leap over pieces",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/3,c7,c20,3/3,C2,4/T20,7/8 w - - 0",
        "a2-c3",
        &[cap("e4", "c20", "equality", "c3", "20 = 20")],
    ),
];

#[test]
fn reach_includes_leaps() {
    check(REACH);
}

/// Seed 000: "the Circle 16 can take the black Triangle 16, but the Triangle cannot do this,
/// since it goes to other cells".
#[test]
fn equality_is_asymmetric() {
    // White C16 e3, C2 h1; Black t16 f6, c97 a16; Black to move.
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/5,t16,2/8/8/4,C16,3/8/7,C2 b - - 0");
    // The triangle slides f6-f4, next to the round (diagonally): a triangle does not reach a
    // diagonally adjacent cell, so nothing is taken.
    let (pos, taken) = play(&pos, "f6-f4");
    assert!(taken.is_empty(), "the triangle cannot take the round: {taken:?}");
    assert!(pos.piece_at(common::cell("e3")).is_some());
    // Any White move now: the round on e3 reaches f4 and takes the triangle.
    let (pos, taken) = play(&pos, "h1-g2");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].victim.to_string(), "t16");
    assert_eq!(taken[0].by, cells("e3"));
    assert_eq!(taken[0].reason.to_string(), "16 = 16");
    assert_eq!(prisoners(&pos, Color::White), "t16");
}

// ---------------------------------------------------------------------------------------------
// Ambush
// ---------------------------------------------------------------------------------------------

// In each ambush case the victim stands on e5; White's triangle on e3 reaches it (two steps
// north, e4 empty) and White's round steps c3-d4, reaching it diagonally. Neither is on a
// line with e5 that gives an eruption (the triangle at distance 3: value × 3 and ÷ 3 checked).
const AMBUSH: &[Case] = &[
    // T30 + C15 = 45.
    (
        "ambush by sum",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,t45,3/8/2,C15,1,T30,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "t45", "ambush", "e3 d4", "30 + 15 = 45 | 15 + 30 = 45")],
    ),
    // T20 − C8 = 12 (sum 28, product 160, 20 ÷ 8 inexact).
    (
        "ambush by difference",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c12,3/8/2,C8,1,T20,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "c12", "ambush", "e3 d4", "20 − 8 = 12")],
    ),
    // T6 × C8 = 48.
    (
        "ambush by product",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,s48,3/8/2,C8,1,T6,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "s48", "ambush", "e3 d4", "6 × 8 = 48 | 8 × 6 = 48")],
    ),
    // T36 ÷ C4 = 9.
    (
        "ambush by exact quotient",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c9,3/8/2,C4,1,T36,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "c9", "ambush", "e3 d4", "36 ÷ 4 = 9")],
    ),
    // T20 and C6 against 3: 20 ÷ 6 = 3.33… does not divide (integer division would say 3);
    // 26, 14, 120 do not match either. Nothing is taken.
    (
        "a quotient that does not divide takes nothing",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c3,3/8/2,C6,1,T20,3/8/8 w - - 0",
        "c3-d4",
        &[],
    ),
    // T30 + C15 = 45 again, but White's own C2 on e4 blocks the triangle's slide: only one
    // piece reaches e5, no ambush. (C2 e4 erupts 4 or 1; T30 e3 erupts 90 or 10.)
    (
        "ambush needs both attackers to reach",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,t45,3/4,C2,3/2,C15,1,T30,3/8/8 w - - 0",
        "c3-d4",
        &[],
    ),
    // One pyramid P(T9C4) reaching e5 as a round offers 13 (its total) and 4 (its round):
    // 13 + 4 = 17, but that is one piece, not two.
    ("one pyramid is not two attackers", "c97,7/8/8/8/8/8/8/8/8/8/8/4,c17,3/8/2,P(T9C4),5/8/8 w - - 0", "c3-d4", &[]),
];

#[test]
fn ambush() {
    check(AMBUSH);
}

// ---------------------------------------------------------------------------------------------
// Eruption
// ---------------------------------------------------------------------------------------------

const ERUPTION: &[Case] = &[
    // C8 steps d3-e4, adjacent to c16 e5 on the file: distance 2 (both ends), 8 × 2 = 16.
    // The round on e4 does not reach e5 (orthogonal), so only eruption applies.
    (
        "eruption at distance 2 (adjacent)",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c16,3/8/3,C8,4/8/8 w - - 0",
        "d3-e4",
        &[cap("e5", "c16", "eruption", "e4", "8 × 2 = 16")],
    ),
    // Same with c4: 8 ÷ 2 = 4.
    (
        "eruption by quotient, adjacent",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c4,3/8/3,C8,4/8/8 w - - 0",
        "d3-e4",
        &[cap("e5", "c4", "eruption", "e4", "8 ÷ 2 = 4")],
    ),
    // C3 to e4, t15 on e8: e4 e5 e6 e7 e8 is distance 5, 3 × 5 = 15.
    (
        "eruption at distance 5",
        "c97,7/8/8/8/8/8/8/8/4,t15,3/8/8/8/8/3,C3,4/8/8 w - - 0",
        "d3-e4",
        &[cap("e8", "t15", "eruption", "e4", "3 × 5 = 15")],
    ),
    // The same with White C7 on e5 and Black c11 on e6 in between: not blocked. c11 itself is
    // safe: C3 at distance 3 gives 9 or 1, C7 at distance 2 gives 14; nothing reaches it.
    (
        "eruption through other pieces",
        "c97,7/8/8/8/8/8/8/8/4,t15,3/8/4,c11,3/4,C7,3/8/3,C3,4/8/8 w - - 0",
        "d3-e4",
        &[cap("e8", "t15", "eruption", "e4", "3 × 5 = 15")],
    ),
    // Along a rank: C4 steps b3-c4; t24 on h4 is at distance 6 (c d e f g h): 4 × 6 = 24.
    (
        "eruption along a rank",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/7,t24/1,C4,6/8/8 w - - 0",
        "b3-c4",
        &[cap("h4", "t24", "eruption", "c4", "4 × 6 = 24")],
    ),
    // C12 steps d4-e5; c3 on e8 at distance 4: 12 ÷ 4 = 3.
    (
        "eruption by quotient at distance 4",
        "c97,7/8/8/8/8/8/8/8/4,c3,3/8/8/8/3,C12,4/8/8/8 w - - 0",
        "d4-e5",
        &[cap("e8", "c3", "eruption", "e5", "12 ÷ 4 = 3")],
    ),
    // C4 steps a1-b2, on the diagonal b2 c3 d4 e5 with c16 (4 cells: 4 × 4 would be 16):
    // eruption is along ranks and files only.
    ("no eruption along a diagonal", "c97,7/8/8/8/8/8/8/8/8/8/8/4,c16,3/8/8/8/C4,7 w - - 0", "a1-b2", &[]),
    // C8 steps c3-d4, diagonally adjacent to c16 e5 (8 × 2 would be 16); the round reaches e5
    // but 8 ≠ 16 and it is alone.
    ("no eruption from a diagonal neighbour", "c97,7/8/8/8/8/8/8/8/8/8/8/4,c16,3/8/2,C8,5/8/8 w - - 0", "c3-d4", &[]),
];

#[test]
fn eruption() {
    check(ERUPTION);
}

// ---------------------------------------------------------------------------------------------
// Pyramids
// ---------------------------------------------------------------------------------------------

const PYRAMIDS: &[Case] = &[
    // T25 slides c3-e3 and reaches Black's pyramid on e5 (190 = s64 s49 t36 t25 c16): the
    // total does not match, the component 25 does: t25 falls alone, as a simple triangle.
    (
        "a pyramid component falls alone",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/8/2,T25,5/8/8 w - - 0",
        "c3-e3",
        &[cap("e5:25", "t25", "equality", "e3", "25 = 25")],
    ),
    // T25 on e3 and C16 stepping c3-d4 both reach the pyramid: t25 and c16 fall, base first.
    // (Ambush 25 + 16 = 41, 9, 400: no component, not 190.)
    (
        "two components fall, base first",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/8/2,C16,1,T25,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e5:25", "t25", "equality", "e3", "25 = 25"), cap("e5:16", "c16", "equality", "d4", "16 = 16")],
    ),
    // T120 on e3 and C70 to d4 both reach it: 120 + 70 = 190, the total: it falls whole.
    (
        "a pyramid whose total is matched falls whole",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/8/2,C70,1,T120,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "p(s64s49t36t25c16)", "ambush", "e3 d4", "120 + 70 = 190 | 70 + 120 = 190")],
    ),
    // White's pyramid (91) steps c3-d4 as a round; its round shapes reach e5: the total 91
    // counts.
    (
        "a pyramid attacks with its total",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,t91,3/8/2,P(S36S25T16T9C4C1),5/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "t91", "equality", "d4", "91 = 91")],
    ),
    // The same move against c4: the component C4, a round, reaches e5 by its own shape.
    (
        "a pyramid attacks with a component whose shape reaches",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c4,3/8/2,P(S36S25T16T9C4C1),5/8/8 w - - 0",
        "c3-d4",
        &[cap("e5", "c4", "equality", "d4", "4 = 4")],
    ),
    // Against t16: the component T16 is a triangle, and a triangle on d4 does not reach e5.
    (
        "not with a component whose shape does not reach (triangle)",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/2,P(S36S25T16T9C4C1),5/8/8 w - - 0",
        "c3-d4",
        &[],
    ),
    // Against s36: the component S36 is a square, which does not reach e5 from d4 either.
    (
        "not with a component whose shape does not reach (square)",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,s36,3/8/2,P(S36S25T16T9C4C1),5/8/8 w - - 0",
        "c3-d4",
        &[],
    ),
    // The pyramid steps d2-e3, on e5's file at distance 3: eruption may use any component
    // (no reach needed): 9 × 3 = 27. (Reach values 91, 16, 9 give no equality with 27.)
    (
        "a pyramid erupts with a component",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c27,3/8/8/3,P(S36S25T16T9C4C1),4/8 w - - 0",
        "d2-e3",
        &[cap("e5", "c27", "eruption", "e3", "9 × 3 = 27")],
    ),
];

#[test]
fn pyramids() {
    check(PYRAMIDS);
}

#[test]
fn a_pyramid_component_capture_leaves_the_rest_standing() {
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/8/2,T25,5/8/8 w - - 0");
    let (after, _) = play(&pos, "c3-e3");
    assert_eq!(after.piece_at(common::cell("e5")).map(|p| p.to_string()).as_deref(), Some("p(s64s49t36c16)"));
    assert_eq!(after.prisoners(Color::White).pieces(), 1);
    assert_eq!(after.prisoners(Color::White).value(), 25);
    assert_eq!(print(&after), "c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64s49t36c16),3/8/4,T25,3/8/8 b t25 - 1");
}

#[test]
fn a_pyramid_left_with_one_component_is_still_a_pyramid() {
    // Black p(s64c16) e5; White C16 steps c3-d4 and takes the c16 component (total 80 ≠ 16).
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64c16),3/8/2,C16,5/8/8 w - - 0");
    let (after, taken) = play(&pos, "c3-d4");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].target.to_string(), "e5:16");
    assert_eq!(taken[0].victim.to_string(), "c16");
    let left = after.piece_at(common::cell("e5")).unwrap();
    assert!(left.is_pyramid());
    assert_eq!(left.to_string(), "p(s64)");
    // It now moves only as a square: e8 e2 b5 h5 and the leaps d2 f2 d8 f8 b4 b6 h4 h6; no
    // diagonal step (d6, f6, f4).
    assert_eq!(after.destinations(common::cell("e5")), cells("e8 e2 b5 h5 d2 f2 d8 f8 b4 b6 h4 h6"));
}

#[test]
fn a_whole_pyramid_is_one_prisoner_counted_as_its_components() {
    let pos = position("c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/8/2,C70,1,T120,3/8/8 w - - 0");
    let (after, _) = play(&pos, "c3-d4");
    let p = after.prisoners(Color::White);
    assert_eq!(prisoners(&after, Color::White), "p(s64s49t36t25c16)");
    assert_eq!(p.iter().count(), 1);
    assert_eq!((p.pieces(), p.value()), (5, 190));
}

// ---------------------------------------------------------------------------------------------
// All captures of a move, judged at once
// ---------------------------------------------------------------------------------------------

const TOGETHER: &[Case] = &[
    // C4 steps c3-d4, beside c8 on e4 (rank, distance 2): 4 × 2 = 8, c8 falls. White's T30 on e3
    // would reach t30 on e5 if e4 were empty, but every capture is judged on the position right
    // after the move, before c8 is removed: e4 is occupied then, so t30 stays. (d4 reaches e5
    // diagonally, but 4 ≠ 30 and it is alone.)
    (
        "captures are judged before anything is removed",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,t30,3/4,c8,3/2,C4,1,T30,3/8/8 w - - 0",
        "c3-d4",
        &[cap("e4", "c8", "eruption", "d4", "4 × 2 = 8")],
    ),
    // C9 steps d3-e4 and reaches both c9 d5 and t9 f5: two victims, one move.
    (
        "one move takes two victims",
        "c97,7/8/8/8/8/8/8/8/8/8/8/3,c9,1,t9,2/8/3,C9,4/8/8 w - - 0",
        "d3-e4",
        &[cap("d5", "c9", "equality", "e4", "9 = 9"), cap("f5", "t9", "equality", "e4", "9 = 9")],
    ),
    // C8 steps c3-d4: t24 d2 (file, distance 3), s40 h4 (rank, distance 5), c16 d5 (file,
    // distance 2) all fall by eruption; recorded in cell order d2, h4, d5 (a1 … h1, a2 …).
    (
        "captures are recorded in cell order",
        "c97,7/8/8/8/8/8/8/8/8/8/8/3,c16,4/7,s40/2,C8,5/3,t24,4/8 w - - 0",
        "c3-d4",
        &[
            cap("d2", "t24", "eruption", "d4", "8 × 3 = 24"),
            cap("h4", "s40", "eruption", "d4", "8 × 5 = 40"),
            cap("d5", "c16", "eruption", "d4", "8 × 2 = 16"),
        ],
    ),
];

#[test]
fn all_captures_of_a_move_are_judged_at_once() {
    check(TOGETHER);
}

// ---------------------------------------------------------------------------------------------
// Several methods on one victim
// ---------------------------------------------------------------------------------------------

const SEVERAL: &[Case] = &[
    // c8 on e5. White: C3 d5, C5 f5, C4 e4, C16 e6 (all four orthogonal sides: siege); C1 d6;
    // C8 steps g3-f4. Equality: f4 (8) reaches e5. Ambush: f4 (8) and d6 (1) reach it, 8 × 1
    // or 8 ÷ 1 = 8. Eruption: e4 4 × 2 = 8, e6 16 ÷ 2 = 8. Siege is reported, the rest listed.
    (
        "siege first, then equality, ambush, eruption",
        "c97,7/8/8/8/8/8/8/8/8/8/3,C1,C16,3/3,C3,c8,C5,2/4,C4,3/6,C8,1/8/8 w - - 0",
        "g3-f4",
        &[Cap {
            target: "e5",
            victim: "c8",
            method: "siege",
            methods: "siege equality ambush eruption",
            by: "d5 f5 e4 e6",
            why: "~orthogonal",
        }],
    ),
    // c8 e5; C8 steps g3-f4 (equality); C4 on e4 (eruption 4 × 2).
    (
        "equality before eruption",
        "c97,7/8/8/8/8/8/8/8/8/8/8/4,c8,3/4,C4,3/6,C8,1/8/8 w - - 0",
        "g3-f4",
        &[Cap { target: "e5", victim: "c8", method: "equality", methods: "equality eruption", by: "f4", why: "8 = 8" }],
    ),
    // t45 e5; ambush T30 e3 + C15 d4; eruption by C15 on e7 (distance 3, 15 × 3 = 45).
    (
        "ambush before eruption",
        "c97,7/8/8/8/8/8/8/8/8/4,C15,3/8/4,t45,3/8/2,C15,1,T30,3/8/8 w - - 0",
        "c3-d4",
        &[Cap {
            target: "e5",
            victim: "t45",
            method: "ambush",
            methods: "ambush eruption",
            by: "e3 d4",
            why: "30 + 15 = 45 | 15 + 30 = 45",
        }],
    ),
];

#[test]
fn several_methods_report_the_first_and_list_the_others() {
    check(SEVERAL);
}

// ---------------------------------------------------------------------------------------------
// Prisoners, and which pieces capture
// ---------------------------------------------------------------------------------------------

#[test]
fn prisoners_are_kept_per_side() {
    // White C16 f5, C2 h1; Black c16 d7; White already holds t25; Black to move.
    let pos = position("8/8/8/8/8/8/8/8/8/3,c16,4/8/5,C16,2/8/8/8/7,C2 b t25 - 0");
    let (after, taken) = play(&pos, "d7-e6");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].victim.to_string(), "C16");
    assert_eq!(taken[0].reason.to_string(), "16 = 16");
    assert_eq!(prisoners(&after, Color::White), "t25");
    assert_eq!(prisoners(&after, Color::Black), "C16");
    assert_eq!((after.prisoners(Color::White).pieces(), after.prisoners(Color::White).value()), (1, 25));
    assert_eq!((after.prisoners(Color::Black).pieces(), after.prisoners(Color::Black).value()), (1, 16));
    assert_eq!(print(&after), "8/8/8/8/8/8/8/8/8/8/4,c16,3/8/8/8/8/7,C2 w t25 C16 1");
}

fn moved_only() -> Rules {
    let mut rules = Rules::classic();
    rules.attackers = Attackers::MovedOnly;
    rules
}

#[test]
fn moved_piece_only_refuses_a_capture_made_by_another_piece() {
    // White C16 e3 already reaches Black t16 f4; White moves the unrelated C2 h1-g2.
    let text = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/7,C2 w - - 0";
    const CASE: &[Case] = &[(
        "other piece",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/7,C2 w - - 0",
        "h1-g2",
        &[cap("f4", "t16", "equality", "e3", "16 = 16")],
    )];
    let case = CASE;
    // Default (seed 000's whole-board sweep): the round takes the triangle.
    let failures = run(case, Rules::classic());
    assert!(failures.is_empty(), "{failures:?}");
    // moved_piece_only (seed 002's reading): only g2 attacks, and it takes nothing.
    let pos = position_with(text, moved_only());
    let (after, taken) = play(&pos, "h1-g2");
    assert!(taken.is_empty(), "{taken:?}");
    assert!(after.piece_at(common::cell("f4")).is_some());
}

#[test]
fn moved_piece_only_still_lets_the_moved_piece_capture() {
    const CASE: &[Case] = &[(
        "moved piece",
        "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0",
        "d2-e3",
        &[cap("f4", "t16", "equality", "e3", "16 = 16")],
    )];
    let failures = run(CASE, moved_only());
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn only_the_mover_captures() {
    // Black t16 e5 reaches White C16 e3 (two steps south), the round does not reach the
    // triangle. White to move plays the unrelated h1-g2: nothing falls on either side.
    let text = "c97,7/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/4,C16,3/8/7,C2 w - - 0";
    let pos: Position = position(text);
    let (after, taken) = play(&pos, "h1-g2");
    assert!(taken.is_empty(), "{taken:?}");
    assert!(after.piece_at(common::cell("e3")).is_some());
    assert!(after.piece_at(common::cell("e5")).is_some());
    // Black to move in the same position: any Black move and the triangle takes the round.
    let pos = position(&text.replace(" w ", " b "));
    let (after, taken) = play(&pos, "a16-b15");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].victim.to_string(), "C16");
    assert_eq!(taken[0].by, cells("e5"));
    assert_eq!(prisoners(&after, Color::Black), "C16");
}

#[test]
fn moved_piece_only_lets_another_piece_help_the_moved_one_in_an_ambush() {
    // White C30 d6 already reaches Black t45 e7; the round 15 steps g5-f6 and reaches it too:
    // 30 + 15 = 45. With moved_piece_only the moved piece is one of the two: the ambush holds.
    let text = "c97,7/8/8/8/8/8/8/8/8/4,t45,3/3,C30,4/6,C15,1/8/8/8/8 w - - 0";
    const CASE: &[Case] = &[(
        "moved piece and a helper",
        "c97,7/8/8/8/8/8/8/8/8/4,t45,3/3,C30,4/6,C15,1/8/8/8/8 w - - 0",
        "g5-f6",
        &[cap("e7", "t45", "ambush", "d6 f6", "30 + 15 = 45")],
    )];
    for rules in [Rules::classic(), moved_only()] {
        let failures = run(CASE, rules);
        assert!(failures.is_empty(), "{failures:?}");
    }
    // Both already in place and an unrelated piece moves: the sweep takes, moved-only does not.
    let still = text.replace("3,C30,4/6,C15,1/8/8/8/8", "3,C30,1,C15,2/8/8/8/8/7,C2");
    let (_, taken) = play(&position_with(&still, Rules::classic()), "h1-g2");
    assert_eq!(taken.len(), 1, "{taken:?}");
    let (_, taken) = play(&position_with(&still, moved_only()), "h1-g2");
    assert!(taken.is_empty(), "{taken:?}");
}
