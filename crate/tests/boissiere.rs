//! The `boissiere` preset (seed 004, Boissière 1556; docs/rules.md §3).
//!
//! Seed 004's worked examples, each made into a position on a corner of the board: the seed's
//! 4 × 4 diagrams are read with columns A–D as files a–d and rows 1–4 as ranks 16–13 (the
//! diagrams put the Black side at the top), so that the board edges the imprisonment example
//! relies on are the real ones. Then the turn shapes (captures before a move, leaps, optional
//! captures, drops), pyramids, victories, perft from the start and random games.
//!
//! Positions are in the notation of docs/notation.md: ranks from 16 down to 1, upper case White.

mod common;

use common::{cell, mv, names, play, position_with, print, prisoners};
use rithmomachia::{
    notation, perft, random_playout, Action, Capture, Color, Move, Outcome, Piece, Position, Rng, Rules, Scratch,
    Victory,
};

fn pos(text: &str) -> Position {
    position_with(text, Rules::boissiere())
}

/// The legal move texts, sorted.
fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// The legal move texts starting with `prefix`, sorted.
fn legal_from(p: &Position, prefix: &str) -> Vec<String> {
    legal(p).into_iter().filter(|m| m.starts_with(prefix)).collect()
}

fn assert_legal(p: &Position, m: &str) {
    assert!(p.is_legal(&mv(m)), "{m} should be legal in {}; legal: {:?}", print(p), legal(p));
    assert!(legal(p).contains(&m.to_string()), "{m} not listed");
}

fn assert_illegal(p: &Position, m: &str) {
    assert!(!p.is_legal(&mv(m)), "{m} should be illegal in {}", print(p));
    assert!(!legal(p).contains(&m.to_string()), "{m} listed");
}

/// A capture as "target victim method [methods] by why".
fn describe(c: &Capture) -> String {
    let methods: Vec<String> = c.methods.iter().map(|m| m.to_string()).collect();
    format!(
        "{} {} {} [{}] by {} \"{}\"",
        c.target,
        c.victim,
        c.method,
        methods.join(" "),
        names(c.by).join(" "),
        c.reason
    )
}

/// Play `m` and describe its captures.
fn captures_of(p: &Position, m: &str) -> (Position, Vec<String>) {
    let (next, captures) = play(p, m);
    (next, captures.iter().map(describe).collect())
}

fn won(p: &Position) -> (Color, Victory, Vec<String>, String, Vec<Victory>) {
    match p.outcome() {
        Some(Outcome::Won { winner, victory, cells, why, also }) => {
            (winner, victory, names(cells.into_iter().collect()), rithmomachia::english::says(&why), also)
        }
        other => panic!("expected a win in {}, got {other:?}", print(p)),
    }
}

// ---------------------------------------------------------------------------------------------
// The preset itself
// ---------------------------------------------------------------------------------------------

#[test]
fn the_preset_is_a_value_of_the_rules() {
    let rules = Rules::preset("boissiere").unwrap();
    assert_eq!(rules, Rules::boissiere());
    assert_eq!(rules.preset.id(), "boissiere");
    assert!(rules.validate().is_ok());
    for v in [
        Victory::Body,
        Victory::Assets,
        Victory::MediocreVictory,
        Victory::GreatVictory,
        Victory::ExcellentVictory,
        Victory::Blockade,
    ] {
        assert!(rules.victories.enabled(v), "{v}");
    }
    for v in [Victory::Proceeds, Victory::BodyAssets, Victory::DeCorpore, Victory::VictoriaMagna] {
        assert!(!rules.victories.enabled(v), "{v}");
    }
    let assets = rules.victories.get(Victory::Assets).unwrap();
    assert_eq!((assets.value.white, assets.value.black), (984, 1315));
}

#[test]
fn the_start_is_the_standard_placement_mirrored_with_colours_exchanged() {
    let start = Position::new(Rules::boissiere());
    assert_eq!(
        print(&start),
        "s25,s81,4,s169,s289/s15,s45,t25,t20,t42,t49,p(s36s25t16t9c4c1),s153/t9,t6,c4,c16,c36,c64,t72,t81/2,c2,c4,c6,c8,2/8/8/8/8/8/8/8/8/\
2,C9,C7,C5,C3,2/T100,T90,C81,C49,C25,C9,T12,T16/P(S64S49T36T25C16),S120,T64,T56,T30,T36,S66,S28/S361,S225,4,S121,S49 w - - 0"
    );
    let total = |c: Color| start.board().pieces().filter(|(_, p)| p.color == c).map(|(_, p)| p.total()).sum::<u32>();
    assert_eq!((total(Color::White), total(Color::Black)), (1752, 1312));
}

// ---------------------------------------------------------------------------------------------
// Seed 004's worked examples
// ---------------------------------------------------------------------------------------------

/// "B1: Round white 25, D3: Square black 25. If white moves his piece to C2, he could capture
/// black." White C25 b16, Black s25 d14.
#[test]
fn seed_encounter() {
    let p = pos("1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0");
    assert_eq!(legal_from(&p, "b16"), ["b16-a15", "b16-c15", "b16-c15*d14"]);
    let (after, caps) = captures_of(&p, "b16-c15*d14");
    assert_eq!(caps, [r#"d14 s25 encounter [encounter] by c15 "25 = 25""#]);
    assert_eq!(prisoners(&after, Color::White), "s25");
    assert_eq!(after.piece_at(cell("d14")), None);
    // Captures are optional: the same move without the capture takes nothing.
    let (after, caps) = captures_of(&p, "b16-c15");
    assert!(caps.is_empty());
    assert_eq!(after.piece_at(cell("d14")).unwrap().to_string(), "s25");
    assert_eq!(prisoners(&after, Color::White), "-");
}

/// "B1, A4: Round black (8, 4); C2: Triangular white 12. If black moves his 4 to B3, he can take
/// the 12 as 8 + 4 = 12." Black c8 b16, c4 a13; White T12 c15. 4-8-12 is also an arithmetic
/// progression: both methods are listed, the ambush (first in report order) is shown.
#[test]
fn seed_ambush() {
    let p = pos("1,c8,6/2,T12,5/8/c4,7/8/8/8/8/8/8/8/8/8/8/8/8 b - - 0");
    assert_eq!(legal_from(&p, "a13"), ["a13-b12", "a13-b14", "a13-b14*c15"]);
    let (after, caps) = captures_of(&p, "a13-b14*c15");
    assert_eq!(caps, [r#"c15 T12 ambush [ambush progression] by b14 b16 "4 + 8 = 12""#]);
    assert_eq!(prisoners(&after, Color::Black), "T12");
}

/// "D1: Triangular white 12; B3: Round black 2; A4: Triangular black 6. By moving his 2 out of
/// the way (to A2 or C4), black captures white as 12/6 = 2, the number of intervening squares."
/// The capture is made by the 6, not by the piece moved.
#[test]
fn seed_assault() {
    let p = pos("3,T12,4/8/1,c2,6/t6,7/8/8/8/8/8/8/8/8/8/8/8/8 b - - 0");
    assert_eq!(legal_from(&p, "b14"), ["b14-a15", "b14-a15*d16", "b14-c13", "b14-c13*d16", "b14-c15"]);
    for m in ["b14-a15*d16", "b14-c13*d16"] {
        let (after, caps) = captures_of(&p, m);
        assert_eq!(caps, [r#"d16 T12 assault [assault] by a13 "12 ÷ 6 = 2 (2 empty cells)""#], "{m}");
        assert_eq!(prisoners(&after, Color::Black), "T12");
        assert_eq!(after.piece_at(cell("a13")).unwrap().to_string(), "t6");
    }
    // Before the 2 moves it stands between them: no assault.
    assert!(legal(&p).iter().all(|m| !m.contains("*d16") || m.starts_with("b14")));
}

/// "B1: Round white 3; B3: Square black 81. If the 3 is moved to A2 or C2, it can take 81 as 3
/// is the fourth root of 81."
#[test]
fn seed_power() {
    let p = pos("1,C3,6/8/1,s81,6/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0");
    assert_eq!(legal(&p), ["b16-a15", "b16-a15*b14", "b16-c15", "b16-c15*b14"]);
    let (after, caps) = captures_of(&p, "b16-c15*b14");
    assert_eq!(caps, [r#"b14 s81 power [power] by c15 "81 = 3^4""#]);
    assert_eq!(prisoners(&after, Color::White), "s81");
    // The other way round: the attacker is the power of the victim (81 = 9^2).
    let p = pos("8/8/8/8/8/8/8/8/8/8/8/4,c9,3/3,C81,4/8/8/8 w - - 0");
    let (_, caps) = captures_of(&p, "d4xe5");
    assert_eq!(caps, [r#"e5 c9 power [power] by d4 "81 = 9^2""#]);
}

/// "A1: Round white 25; D1: Square black 15; C3: Triangular black 20. If black moves his 20 to
/// A3, he can take the 25 as 15-20-25 is an arithmetic progression."
#[test]
fn seed_progression() {
    let p = pos("C25,2,s15,4/8/2,t20,5/8/8/8/8/8/8/8/8/8/8/8/8/8 b - - 0");
    assert_legal(&p, "c14-a14*a16");
    let (after, caps) = captures_of(&p, "c14-a14*a16");
    assert_eq!(caps, [r#"a16 C25 progression [progression] by a14 d16 "15-20-25 arithmetic""#]);
    assert_eq!(prisoners(&after, Color::Black), "C25");
    // From c12 the 20 does not reach the 25.
    assert_illegal(&p, "c14-c12*a16");
}

/// "B2: Triangular white 30; D4: Triangular black 72. If black moves his 72 to B4, he
/// imprisons the white 30 as all of his possible Regular moves will then be blocked." The
/// seed's 2 (B1), 15 (A2), 36 (D2) and 4 (A3) are given no colour or shape: here White C2,
/// S15, S36, T4. The 30's moves: down to b13 (blocked by the 72), right to d15 (blocked by
/// the 36), up and left off the board.
#[test]
fn seed_imprisonment() {
    let p = pos("1,C2,6/S15,T30,1,S36,4/T4,7/3,t72,4/8/8/8/8/8/8/8/8/8/8/8/8 b - - 0");
    assert_legal(&p, "d13-b13*b15");
    let (after, caps) = captures_of(&p, "d13-b13*b15");
    assert_eq!(caps, [r#"b15 T30 imprisonment [imprisonment] by b13 "no move: blocked by b13, d15""#]);
    assert_eq!(prisoners(&after, Color::Black), "T30");
    // The S15 on a15 cannot move either, but only White pieces block it: not a prisoner.
    assert!(legal(&p).iter().all(|m| !m.contains("*a15")));
    // Before the 72 arrives the 30 can move to b13.
    assert!(legal(&p).iter().all(|m| !m.contains("*b15") || m.starts_with("d13-b13")));
}

/// Seed 004's Mediocre victory, 16 36 56 (arithmetic, step 20), on a diagonal once Black's
/// pyramid has fallen. The 16 and 36 are even-army values: prisoners White re-entered.
#[test]
fn seed_mediocre_victory() {
    let p = pos("c9,6,s289/8/4,T56,3/8/8/3,C36,4/2,C16,5/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&p, "e14-e12");
    let (winner, victory, mut cells, why, also) = won(&after);
    cells.sort();
    assert_eq!(
        (winner, victory, why.as_str()),
        (Color::White, Victory::MediocreVictory, "16, 36, 56: arithmetic, step 20")
    );
    assert_eq!(cells, ["c10", "d11", "e12"]);
    assert!(also.is_empty());
    assert!(after.legal_moves().is_empty());
}

/// Seed 004's Great victory: 4 6 12 36 on a rank (geometric 4-12-36, harmonic 4-6-12).
#[test]
fn seed_great_victory() {
    let p = pos("7,s289/8/8/8/8/4,C36,3/C4,C6,T12,5/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&p, "e11-d10");
    let (winner, victory, cells, why, _) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::GreatVictory));
    assert_eq!(why, "4, 6, 12: harmonic, ratio 3; 4, 12, 36: geometric, ratio 3");
    let mut sorted = cells.clone();
    sorted.sort();
    assert_eq!(sorted, ["a10", "b10", "c10", "d10"]);
}

/// Seed 004's Excellent victory: 12 · 4 / · · · / 9 · 6 on the corners of a square of side 2
/// (arithmetic 6-9-12, geometric 4-6-9, harmonic 4-6-12).
#[test]
fn seed_excellent_victory() {
    let p = pos("7,s289/8/8/8/2,T12,1,C4,3/5,C6,2/2,C9,5/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&p, "f11-e10");
    let (winner, victory, cells, why, also) = won(&after);
    assert_eq!((winner, victory), (Color::White, Victory::ExcellentVictory));
    assert_eq!(why, "4, 6, 9: geometric, ratio 3/2; 4, 6, 12: harmonic, ratio 3; 6, 9, 12: arithmetic, step 3");
    let mut sorted = cells.clone();
    sorted.sort();
    assert_eq!(sorted, ["c10", "c12", "e10", "e12"]);
    assert!(also.is_empty(), "{also:?}");
}

// ---------------------------------------------------------------------------------------------
// Proper victories: only with the enemy pyramid gone, own pieces, enemy territory
// ---------------------------------------------------------------------------------------------

#[test]
fn no_proper_victory_while_an_enemy_pyramid_or_part_of_one_stands() {
    // The Mediocre example with a Black pyramid reduced to its s64 on h9.
    let p = pos("c9,6,s289/8/4,T56,3/8/8/3,C36,4/2,C16,5/7,p(s64)/8/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&p, "e14-e12");
    assert_eq!(after.outcome(), None);
    // The mover's own pyramid does not matter.
    let p = pos("c9,6,s289/8/4,T56,3/8/8/3,C36,4/2,C16,5/8/8/8/8/8/8/8/8/P(S64),7 w - - 0");
    let (after, _) = play(&p, "e14-e12");
    assert_eq!(won(&after).1, Victory::MediocreVictory);
}

#[test]
fn proper_victories_need_the_movers_own_pieces_in_enemy_territory() {
    // The 36 is Black's: no victory.
    let p = pos("c9,6,s289/8/4,T56,3/8/8/3,c36,4/2,C16,5/8/8/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&p, "e14-e12");
    assert_eq!(after.outcome(), None);
    // The same line one rank lower, its 16 on c8, in White's own half: no victory.
    let p = pos("c9,6,s289/8/8/8/4,T56,3/8/8/3,C36,4/2,C16,5/8/8/8/8/8/8/8 w - - 0");
    let (after, _) = play(&p, "e12-e10");
    assert_eq!(after.outcome(), None);
    // Black wins the same way in White's half (ranks 1-8).
    let p = pos("8/8/8/8/8/8/8/8/2,c16,5/3,c36,4/8/8/4,t56,3/8/8/C9,6,S289 b - - 0");
    let (after, _) = play(&p, "e4-e6");
    assert_eq!(won(&after).0, Color::Black);
}

// ---------------------------------------------------------------------------------------------
// Turns: captures before a move, leaps, drops, pyramids
// ---------------------------------------------------------------------------------------------

/// White C25 d4; Black c5 c5 (25 = 5^2), s25 e5 (encounter), s625 f6 (625 = 25^2, reached only
/// from e5). The round takes from where it stands and moves onto one victim's cell; from c5
/// (or c3, e3) the s25 falls by assault too (one empty cell: 25 × 1); from e5 the s625 by
/// power.
#[test]
fn captures_before_a_move() {
    let p = pos("8/8/8/8/8/8/8/8/8/8/5,s625,2/2,c5,1,s25,3/3,C25,4/8/8/8 w - - 0");
    assert_eq!(
        legal(&p),
        ["d4-c3", "d4-c3*e5", "d4-e3", "d4-e3*e5", "d4xc5", "d4xc5*e5", "d4xe5", "d4xe5*c5", "d4xe5*c5*f6", "d4xe5*f6"]
    );
    // From c3 or e3, with d4 or e4 empty between, the round takes the s25 by assault.
    let (_, caps) = captures_of(&p, "d4-e3*e5");
    assert_eq!(caps, [r#"e5 s25 assault [assault] by e3 "25 ÷ 25 = 1 (1 empty cell)""#]);
    let (after, caps) = captures_of(&p, "d4xe5*c5*f6");
    assert_eq!(
        caps,
        [
            r#"e5 s25 encounter [encounter] by d4 "25 = 25""#,
            r#"c5 c5 power [power] by d4 "25 = 5^2""#,
            r#"f6 s625 power [power] by e5 "625 = 25^2""#,
        ]
    );
    assert_eq!(print(&after), "8/8/8/8/8/8/8/8/8/8/8/4,C25,3/8/8/8/8 b s25c5s625 - 1");
    // Black has no piece left and no prisoner to drop: blockade.
    assert_eq!(won(&after).1, Victory::Blockade);
    // The piece takes the victim's cell; a shift onto an occupied cell is no move.
    assert_illegal(&p, "d4-e5");
    assert_illegal(&p, "d4xf6");
    // Target order is cell order.
    assert!("d4xe5*f6*c5".parse::<Move>().is_err());
}

#[test]
fn captures_before_a_move_with_a_helper_or_by_imprisonment() {
    // White C8 d4 and T4 e7 both reach Black's t12 on e5: 8 + 4 = 12 (and 4-8-12 arithmetic).
    // Either may take it from where it stands, helped by the other, and move onto e5.
    let p = pos("7,s289/8/8/8/8/8/8/8/8/4,T4,3/8/4,t12,3/3,C8,4/8/8/8 w - - 0");
    let (_, caps) = captures_of(&p, "d4xe5");
    assert_eq!(caps, [r#"e5 t12 ambush [ambush progression] by d4 e7 "8 + 4 = 12""#]);
    assert_legal(&p, "e7xe5");
    // Black's c3 in the corner a1 has one regular move, to b2, where White's C5 stands: the
    // round imprisons it and may take its cell. The S9 elsewhere takes no part.
    let p = pos("7,s289/8/8/8/8/8/8/8/7,S9/8/8/8/8/8/1,C5,6/c3,7 w - - 0");
    let (after, caps) = captures_of(&p, "b2xa1");
    assert_eq!(caps, [r#"a1 c3 imprisonment [imprisonment] by b2 "no move: blocked by b2""#]);
    assert_eq!(after.piece_at(cell("a1")).unwrap().to_string(), "C5");
    assert_legal(&p, "h8-h5*a1");
    assert!(legal(&p).iter().filter(|m| m.contains('x')).eq(["b2xa1"].iter()));
}

#[test]
fn a_leap_makes_no_capture() {
    // White T16 a1; Black c16 b5 and c3. a1-a3 and a1-c1 are regular moves; a1-b3 and a1-c2
    // knight leaps. After a1-a3 the c3 falls by encounter and by assault (one empty cell).
    let p = pos("8/8/8/8/8/8/8/8/8/8/8/1,c16,6/8/2,c16,5/8/T16,7 w - - 0");
    assert_eq!(legal(&p), ["a1-a3", "a1-a3*c3", "a1-b3", "a1-c1", "a1-c1*c3", "a1-c2"]);
    let (_, caps) = captures_of(&p, "a1-a3*c3");
    assert_eq!(caps, [r#"c3 c16 encounter [encounter assault] by a3 "16 = 16""#]);
    // From b3 the triangle would reach b5, but it leapt there.
    assert_illegal(&p, "a1-b3*b5");
    let err = p.play(&mv("a1-b3*b5")).unwrap_err();
    assert!(err.reason.to_string().contains("legal: a1-b3"), "{}", err.reason);
}

/// Black p(s64s49t36t25c16) e8; White C16 d7 (encounter: the c16 alone), T90 e6 and T100 c8
/// (ambush 90 + 100 = 190: the whole pyramid), S9 a1 (to move).
#[test]
fn a_component_alone_or_the_whole_pyramid_never_both() {
    let p = pos("8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25c16),3/3,C16,4/4,T90,3/8/8/8/8/S9,7 w - - 0");
    assert_eq!(legal_from(&p, "a1-d1"), ["a1-d1", "a1-d1*e8", "a1-d1*e8:16"]);
    assert_eq!(legal_from(&p, "a1-b4"), ["a1-b4"]);
    let (whole, caps) = captures_of(&p, "a1-d1*e8");
    assert_eq!(caps, [r#"e8 p(s64s49t36t25c16) ambush [ambush] by e6 c8 "90 + 100 = 190""#]);
    assert_eq!(prisoners(&whole, Color::White), "p(s64s49t36t25c16)");
    let (part, caps) = captures_of(&p, "a1-d1*e8:16");
    assert_eq!(caps, [r#"e8:16 c16 encounter [encounter] by d7 "16 = 16""#]);
    assert_eq!(prisoners(&part, Color::White), "c16");
    assert_eq!(part.piece_at(cell("e8")).unwrap().to_string(), "p(s64s49t36t25)");
    assert!("a1-d1*e8*e8:16".parse::<Move>().is_err());
    // Captures before a move: the T90 and T100 take the pyramid whole and take its cell.
    assert_legal(&p, "e6xe8");
    assert_legal(&p, "c8xe8");
    // The C16 takes only a component: it cannot move onto the pyramid.
    assert_illegal(&p, "d7xe8");
}

#[test]
fn several_components_in_one_turn() {
    // White C16 d7 and C25 f7 reach the pyramid on e8: its c16 and t25 may fall together.
    let p = pos("8/8/8/8/8/8/8/8/4,p(s64s49t36t25c16),3/3,C16,1,C25,2/8/8/8/8/8/S9,7 w - - 0");
    assert_eq!(legal_from(&p, "a1-d1"), ["a1-d1", "a1-d1*e8:16", "a1-d1*e8:25", "a1-d1*e8:25*e8:16"]);
    let (after, _) = play(&p, "a1-d1*e8:25*e8:16");
    assert_eq!(prisoners(&after, Color::White), "t25c16");
    assert_eq!(after.piece_at(cell("e8")).unwrap().to_string(), "p(s64s49t36)");
}

/// White P(S25C4) d4 (a square and a round), S9 h1 (to move). Black t29 e5 and t25 c5 are
/// diagonal neighbours: only the round reaches them, so the pyramid attacks with its total 29 or
/// its C4, not its S25. Black t25 d7 is three cells up: the square reaches it with its 25.
/// Black c8 a4, two empty cells away on the rank: assault needs no reach, 4 × 2 = 8.
#[test]
fn a_pyramid_attacks_with_its_total_or_a_component_whose_shape_reaches() {
    let p = pos("8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,t29,3/c8,2,P(S25C4),4/8/8/7,S9 w - - 0");
    assert_legal(&p, "h1-e1*a4*e5*d7");
    assert_illegal(&p, "h1-e1*c5");
    let (_, caps) = captures_of(&p, "h1-e1*a4*e5*d7");
    assert_eq!(
        caps,
        [
            r#"a4 c8 assault [assault] by d4 "8 ÷ 4 = 2 (2 empty cells)""#,
            r#"e5 t29 encounter [encounter] by d4 "29 = 29""#,
            r#"d7 t25 encounter [encounter] by d4 "25 = 25""#,
        ]
    );
    assert_eq!(legal_from(&p, "h1-e1").len(), 8);
}

/// White C5 d4, T20 e7; Black c5 c5, p(s20c5) e5. The round may take the c5 and the pyramid's
/// c5 before moving onto c5; what is left of the pyramid, p(s20), could then fall whole to the
/// T20, but a turn never takes a pyramid whole together with one of its components. Every
/// listed move is a well-formed text.
#[test]
fn a_turn_never_takes_a_pyramid_whole_and_a_component_of_it() {
    let p = pos("8/8/8/8/8/8/8/8/8/4,T20,3/8/2,c5,1,p(s20c5),3/3,C5,4/8/8/8 w - - 0");
    let moves = legal(&p);
    for m in &moves {
        let parsed: Move = m.parse().unwrap_or_else(|e| panic!("{m}: {e}"));
        assert_eq!(parsed.to_string(), *m);
    }
    assert_legal(&p, "d4xc5*e5:5");
    let (after, caps) = captures_of(&p, "d4xc5*e5:5");
    // Two splits give this text (the pyramid's c5 taken before the move, or after it by
    // assault from c5): the one found first is reported.
    assert_eq!(
        caps,
        [
            r#"c5 c5 encounter [encounter] by d4 "5 = 5""#,
            r#"e5:5 c5 assault [assault] by c5 "5 ÷ 5 = 1 (1 empty cell)""#
        ]
    );
    assert_eq!(after.piece_at(cell("e5")).unwrap().to_string(), "p(s20)");
    // After the move the T20 takes the pyramid's s20 (the c5 by assault from c5): both
    // components, one turn.
    assert_legal(&p, "d4xc5*e5:20*e5:5");
}

/// White holds t9 and c4 (Black pieces it took). Dropped, a prisoner turns White on an empty
/// cell of rank 1; C4 on b1 or d1 reaches the c16 on c2: 16 = 4^2.
#[test]
fn a_drop_then_a_capture() {
    let p = pos("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0");
    let moves = legal(&p);
    assert_eq!(moves.len(), 18, "{moves:?}");
    assert!(moves.contains(&"T9@a1".to_string()) && moves.contains(&"C4@h1".to_string()));
    assert_eq!(moves.iter().filter(|m| m.contains('*')).collect::<Vec<_>>(), ["C4@b1*c2", "C4@d1*c2"]);
    let (after, caps) = captures_of(&p, "C4@b1*c2");
    assert_eq!(caps, [r#"c2 c16 power [power] by b1 "16 = 4^2""#]);
    assert_eq!(print(&after), "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/8/1,C4,6 b t9c16 - 1");
    // Only prisoners enter, in the mover's colour, on its own back rank.
    assert_illegal(&p, "C9@a1");
    assert_illegal(&p, "c4@a1");
    assert_illegal(&p, "C4@a2");
    let (plain, caps) = captures_of(&p, "T9@e1");
    assert!(caps.is_empty());
    assert_eq!(prisoners(&plain, Color::White), "c4");
    assert_eq!(plain.piece_at(cell("e1")).unwrap().to_string(), "T9");
}

#[test]
fn a_whole_pyramid_prisoner_reenters_one_component_at_a_time() {
    let p = pos("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w p(s36s25) - 0");
    assert_eq!(legal(&p).len(), 16);
    let (after, _) = play(&p, "S25@c1");
    assert_eq!(prisoners(&after, Color::White), "p(s36)");
    assert_eq!(after.piece_at(cell("c1")).unwrap().to_string(), "S25");
}

// ---------------------------------------------------------------------------------------------
// Common victories
// ---------------------------------------------------------------------------------------------

#[test]
fn body_at_fifteen_pieces() {
    let p = pos("1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w c2c4c6c8c4c16c36c64t6t9t20t25t42t49 - 0");
    let (quiet, _) = play(&p, "b16-c15");
    assert_eq!(quiet.outcome(), None);
    let (after, _) = play(&p, "b16-c15*d14");
    let (winner, victory, _, why, also) = won(&after);
    assert_eq!((winner, victory, why.as_str()), (Color::White, Victory::Body, "15 pieces taken (goal 15)"));
    assert!(also.is_empty());
}

#[test]
fn assets_at_984_for_white_and_1315_for_black() {
    // 289 + 169 + 153 + 81 + 45 + 81 + 72 + 49 + 20 = 959; + 25 = 984.
    let p = pos("1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w s289s169s153s81s45t81t72t49t20 - 0");
    let (after, _) = play(&p, "b16-c15*d14");
    let (winner, victory, _, why, _) = won(&after);
    assert_eq!((winner, victory, why.as_str()), (Color::White, Victory::Assets, "984 taken in value (goal 984)"));
    // Black needs 1315: 361 + 225 + 190 + 121 + 120 + 100 + 90 = 1207, + 81 = 1288: not yet;
    // with an S28 more, 1316.
    let black = |held: &str| pos(&format!("8/8/8/8/8/8/8/8/8/8/8/8/8/1,c81,6/8/3,S81,3,C3 b - {held} 0"));
    let (after, _) = play(&black("S361S225P(S64S49T36T25C16)S121S120T100T90"), "b3-c2*d1");
    assert_eq!(after.outcome(), None);
    assert_eq!(after.prisoners(Color::Black).value(), 1288);
    let (after, _) = play(&black("S361S225P(S64S49T36T25C16)S121S120T100T90S28"), "b3-c2*d1");
    let (winner, victory, _, why, _) = won(&after);
    assert_eq!((winner, victory, why.as_str()), (Color::Black, Victory::Assets, "1316 taken in value (goal 1315)"));
}

#[test]
fn body_and_assets_at_once_report_assets_first() {
    // 14 prisoners worth 959 + 25 more: both thresholds.
    let p = pos("1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w s289s169s153s81s45t81t72t49t20c2c4c6c8c4 - 0");
    let (after, _) = play(&p, "b16-c15*d14");
    let (_, victory, _, _, also) = won(&after);
    assert_eq!((victory, also), (Victory::Assets, vec![Victory::Body]));
}

#[test]
fn common_victories_count_the_prisoners_held() {
    // White holds 15 prisoners; dropping one leaves 14: no Body victory.
    let p = pos("1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w c2c4c6c8c4c16c36c64t6t9t20t25t42t49c2 - 0");
    let (after, _) = play(&p, "C2@a1");
    assert_eq!(after.prisoners(Color::White).pieces(), 14);
    assert_eq!(after.outcome(), None);
}

// ---------------------------------------------------------------------------------------------
// Perft from the start
// ---------------------------------------------------------------------------------------------

/// Depth 1, counted by hand on the start position (no capture is possible yet):
/// - rounds 10: c4, d4, e4, f4 two diagonal steps each; c3 to b4; f3 to g4; d3, e3 blocked;
/// - triangles 18: a3 (a5; leap b5) 2, b3 (b5; leaps a5 c5 c1) 4, g3 (g5; leaps f5 h5 f1) 4,
///   h3 (h5; leap g5) 2, c2 (leaps b4 e1) 2, d2 (leap f1) 1, e2 (leap c1) 1, f2 (leaps g4 d1) 2;
/// - squares 14: a1 (leap b4) 1, b1 (e1; leap a4) 2, g1 (d1; leap h4) 2, h1 (leap g4) 1,
///   b2 (leaps a5 c5 e1) 3, g2 (leaps f5 h5 d1) 3, h2 (leaps g5 e1) 2;
/// - the pyramid on a2 4: triangle leaps b4 c1, square leaps b5 d1.
///
/// Depth 2: Black answers every one of these 46 moves with its own 47 (the even army's
/// pyramid on g15 has 6 moves where White's has 4, its a15 square 2 where White's b2 has 3),
/// plus two captures: after g3-g5 the t72 g14-g12 takes the T12 by assault (72 ÷ 12 = 6 empty
/// cells), after a2-b5 the t6 b14-b12 takes the pyramid's T36 by assault (36 ÷ 6 = 6).
/// 46 × 47 + 2 = 2164.
#[test]
fn perft_from_the_start() {
    let start = Position::new(Rules::boissiere());
    assert_eq!(perft(&start, 1), 46);
    assert_eq!(perft(&start, 2), 2164);
    let extra: Vec<String> = start
        .legal_moves()
        .iter()
        .flat_map(|m| {
            let next = start.play(m).unwrap();
            next.legal_moves()
                .into_iter()
                .filter(|r| !r.takes.is_empty())
                .map(move |r| format!("{m} {r}"))
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(extra, ["a2-b5 b14-b12*b5:36", "g3-g5 g14-g12*g5"]);
}

// ---------------------------------------------------------------------------------------------
// Random games (the pattern of tests/properties.rs)
// ---------------------------------------------------------------------------------------------

/// Both armies' components (shape letter, value), sorted.
fn both_armies() -> Vec<(char, u16)> {
    let text = "C2 C4 C6 C8 C4 C16 C36 C64 T6 T9 T20 T25 T42 T49 T72 T81 S15 S25 S45 S81 S153 S169 S289 S36 S25 T16 T9 C4 C1 \
                C3 C5 C7 C9 C9 C25 C49 C81 T12 T16 T30 T36 T56 T64 T90 T100 S28 S49 S66 S120 S121 S225 S361 S64 S49 T36 T25 C16";
    let mut v: Vec<(char, u16)> =
        text.split_whitespace().map(|t| (t.chars().next().unwrap(), t[1..].parse().unwrap())).collect();
    v.sort();
    v
}

fn parts(piece: &Piece) -> Vec<(char, u16)> {
    piece.parts().iter().map(|c| (c.shape.letter(), c.value)).collect()
}

/// Board plus both prisoner lists hold both armies exactly; the prisoner lists' running figures
/// agree with their contents.
fn check_union(p: &Position, context: &str) {
    let mut all = Vec::new();
    for (_, piece) in p.board().pieces() {
        all.extend(parts(&piece));
    }
    for side in Color::ALL {
        let held = p.prisoners(side);
        let mut count = 0;
        let mut value = 0;
        for piece in held.iter() {
            assert_eq!(piece.color, side.opposite(), "{context}: a prisoner of the wrong colour");
            count += piece.parts().len() as u32;
            value += piece.total();
            all.extend(parts(&piece));
        }
        assert_eq!((held.pieces(), held.value()), (count, value), "{context}: running figures");
    }
    all.sort();
    assert_eq!(all, both_armies(), "{context}: '{}'", print(p));
}

/// (pieces, value) of `color` on the board plus `color`'s pieces the opponent holds.
fn side_figures(p: &Position, color: Color) -> (i64, i64) {
    let mut n = 0i64;
    let mut v = 0i64;
    for (_, piece) in p.board().pieces().filter(|(_, piece)| piece.color == color) {
        n += piece.parts().len() as i64;
        v += piece.total() as i64;
    }
    let held = p.prisoners(color.opposite());
    (n + held.pieces() as i64, v + held.value() as i64)
}

#[test]
fn random_games_keep_every_invariant() {
    // A captured piece moves from the board to the captor's prisoners, keeping its colour; a
    // dropped one leaves them for the board in the dropper's colour. So for each colour,
    // board pieces + pieces of that colour the opponent holds = the army + what that colour
    // dropped − what the opponent dropped.
    let start = Position::new(Rules::boissiere());
    let army = |c: Color| if c == Color::White { (28i64, 1752i64) } else { (29, 1312) };
    let (mut plies, mut captured, mut dropped, mut before) = (0, 0, 0, 0);
    for seed in 0..6u64 {
        let mut rng = Rng::new(seed);
        let mut pos = start.clone();
        let mut drops = [(0i64, 0i64); 2];
        for ply in 0..200 {
            let context = format!("seed {seed}, ply {ply}");
            check_union(&pos, &context);
            for c in Color::ALL {
                let (n, v) = army(c);
                let (mine, theirs) = (drops[c.index()], drops[c.opposite().index()]);
                assert_eq!(side_figures(&pos, c), (n + mine.0 - theirs.0, v + mine.1 - theirs.1), "{context}: {c}");
            }
            // Print and parse back.
            let text = print(&pos);
            let back = Position::from_setup(notation::parse_position(&text).unwrap(), Rules::boissiere()).unwrap();
            assert_eq!(back, pos, "{context}: '{text}'");
            let moves = pos.legal_moves();
            if moves.is_empty() {
                assert!(pos.outcome().is_some(), "{context}");
                break;
            }
            assert_eq!(perft(&pos, 1), moves.len() as u64);
            // Every listed move round-trips through its text and is accepted by play; a random
            // playout move is one of them.
            let mut results = Vec::with_capacity(moves.len());
            for m in &moves {
                let text = m.to_string();
                assert_eq!(text.parse::<Move>().unwrap(), *m, "{context}: {text}");
                let (next, caps) = pos.play_report(m).unwrap_or_else(|e| panic!("{context}: {m} refused: {e}"));
                assert!(caps.iter().all(|c| c.victim.color == pos.turn().opposite()));
                results.push(next);
            }
            let mut random = pos.clone();
            assert!(random.play_random(&mut rng.clone(), &mut Scratch::default()));
            assert!(results.contains(&random), "{context}: play_random played no legal move");
            // Unlisted moves are refused.
            for m in ["a1-a2", "h16-h15", "C4@a1", "c4xd5"] {
                let m = mv(m);
                if !moves.contains(&m) {
                    assert!(!pos.is_legal(&m), "{context}: {m}");
                }
            }
            // Mostly a capture before a move when there is one (they are rare), else half the
            // time a capturing move, to play the captures out.
            let before_moves: Vec<usize> =
                (0..moves.len()).filter(|&i| matches!(moves[i].action, Action::Replace { .. })).collect();
            let capturing: Vec<usize> = (0..moves.len()).filter(|&i| !moves[i].takes.is_empty()).collect();
            let i = if !before_moves.is_empty() && rng.below(4) != 0 {
                before_moves[rng.below(before_moves.len())]
            } else if !capturing.is_empty() && rng.below(2) == 0 {
                capturing[rng.below(capturing.len())]
            } else {
                rng.below(moves.len())
            };
            let m = &moves[i];
            if let Action::Drop { piece, .. } = m.action {
                let d = &mut drops[pos.turn().index()];
                d.0 += 1;
                d.1 += piece.value as i64;
                dropped += 1;
            }
            before += usize::from(matches!(m.action, Action::Replace { .. }));
            captured += results[i].prisoners(pos.turn()).pieces().saturating_sub(pos.prisoners(pos.turn()).pieces());
            pos = results.swap_remove(i);
            plies += 1;
        }
    }
    assert!(plies > 600, "only {plies} plies");
    assert!(captured > 100, "only {captured} pieces captured");
    assert!(dropped > 10 && before >= 3, "{dropped} drops, {before} captures before a move");
    eprintln!("{plies} plies, {captured} pieces captured, {dropped} drops, {before} captures before a move");
}

#[test]
fn random_playouts_end_and_keep_both_armies() {
    let mut outcomes = std::collections::BTreeMap::new();
    for seed in 0..12u64 {
        let mut rng = Rng::new(seed);
        let (end, plies) = random_playout(Position::new(Rules::boissiere()), &mut rng);
        assert!(end.is_over(), "seed {seed}");
        assert_eq!(end.ply(), plies);
        assert!(plies <= 1000);
        check_union(&end, &format!("playout {seed}"));
        let key = match end.outcome().unwrap() {
            Outcome::Won { victory, .. } => victory.id().to_string(),
            Outcome::Drawn { .. } => "draw".to_string(),
        };
        *outcomes.entry(key).or_insert(0) += 1;
    }
    eprintln!("{outcomes:?}");
}

/// `play_random` (playouts, the random player) can play every legal move, and nothing else:
/// with enough seeds, the positions it reaches are exactly those the legal moves reach. The
/// second position has a victim two rounds can take before moving (only one of them is named
/// as the capture's attacker).
#[test]
fn random_play_reaches_every_legal_move() {
    for text in [
        "8/8/8/8/8/8/8/8/8/8/5,s625,2/2,c5,1,s25,3/3,C25,4/8/8/8 w - - 0",
        "s289,7/8/8/8/8/8/8/8/8/8/8/4,c5,3/3,C5,1,C5,2/8/8/8 w - - 0",
        "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0",
        "8/8/8/8/8/8/8/8/8/4,T20,3/8/2,c5,1,p(s20c5),3/3,C5,4/8/8/8 w - - 0",
    ] {
        let p = pos(text);
        let expected: std::collections::BTreeSet<String> =
            p.legal_moves().iter().map(|m| print(&p.play(m).unwrap())).collect();
        let mut seen = std::collections::BTreeSet::new();
        let mut scratch = Scratch::default();
        for seed in 0..4000u64 {
            let mut q = p.clone();
            assert!(q.play_random(&mut Rng::new(seed), &mut scratch));
            seen.insert(print(&q));
        }
        assert_eq!(seen, expected, "{text}");
    }
}

#[test]
fn playouts_are_reproducible() {
    let a = random_playout(Position::new(Rules::boissiere()), &mut Rng::new(3));
    let b = random_playout(Position::new(Rules::boissiere()), &mut Rng::new(3));
    assert_eq!(print(&a.0), print(&b.0));
}
