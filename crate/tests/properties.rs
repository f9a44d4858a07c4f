//! Properties that must hold in every position of every game, checked over thousands of random
//! plies from the start of the `classic` preset with the engine's seeded [`Rng`]:
//!
//! - nothing panics;
//! - the board plus the opponent's prisoners always make up each army exactly (docs/rules.md §1:
//!   White 29 pieces worth 1312, Black 28 worth 1752, each pyramid component one piece; the
//!   multiset of (shape, value) components is the army's);
//! - every move `legal_moves` lists is accepted by `play`, and moves it does not list are refused;
//! - a position survives printing and parsing (docs/notation.md);
//! - `perft(1)` equals the number of legal moves.

mod common;

use common::print;
use rithmomachia::{
    notation, perft, random_playout, Action, Cell, Color, Move, Piece, Position, Rng, Rules, Shape, Target,
};

const GAMES: u64 = 40;
const MAX_PLIES: u32 = 300;

/// The components of an army as (shape letter, value), sorted.
fn army(color: Color) -> Vec<(char, u16)> {
    let text = match color {
        // Circles, triangles, squares, then the pyramid's components (docs/rules.md §1).
        Color::White => "C2 C4 C6 C8 C4 C16 C36 C64 T6 T9 T20 T25 T42 T49 T72 T81 S15 S25 S45 S81 S153 S169 S289 S36 S25 T16 T9 C4 C1",
        Color::Black => "C3 C5 C7 C9 C9 C25 C49 C81 T12 T16 T30 T36 T56 T64 T90 T100 S28 S49 S66 S120 S121 S225 S361 S64 S49 T36 T25 C16",
    };
    let mut v: Vec<(char, u16)> =
        text.split(' ').map(|t| (t.chars().next().unwrap(), t[1..].parse().unwrap())).collect();
    v.sort();
    v
}

fn components(piece: &Piece) -> impl Iterator<Item = (char, u16)> + '_ {
    piece.parts().iter().map(|c| (c.shape.letter(), c.value))
}

/// Board pieces of `color` plus the `color` pieces the opponent holds.
fn accounted(pos: &Position, color: Color) -> Vec<(char, u16)> {
    let mut v = Vec::new();
    for (_, piece) in pos.board().pieces() {
        if piece.color == color {
            v.extend(components(&piece));
        }
    }
    for piece in pos.prisoners(color.opposite()).iter() {
        assert_eq!(piece.color, color, "a prisoner of the wrong colour");
        v.extend(components(&piece));
    }
    v.sort();
    v
}

fn check_armies(pos: &Position, context: &str) {
    for (color, pieces, value) in [(Color::White, 29u32, 1312u32), (Color::Black, 28, 1752)] {
        let have = accounted(pos, color);
        assert_eq!(have, army(color), "{context}: {color}'s army in '{}'", print(pos));
        assert_eq!(have.len() as u32, pieces);
        assert_eq!(have.iter().map(|&(_, v)| v as u32).sum::<u32>(), value);
        // The running figures of the prisoner list agree with its contents.
        let held = pos.prisoners(color.opposite());
        let on_board: Vec<(char, u16)> = pos
            .board()
            .pieces()
            .filter(|(_, p)| p.color == color)
            .flat_map(|(_, p)| components(&p).collect::<Vec<_>>())
            .collect();
        assert_eq!(held.pieces() + on_board.len() as u32, pieces, "{context}: piece count");
        assert_eq!(held.value() + on_board.iter().map(|&(_, v)| v as u32).sum::<u32>(), value, "{context}: value");
    }
}

fn check_round_trip(pos: &Position, context: &str) {
    let text = print(pos);
    let setup = notation::parse_position(&text).unwrap_or_else(|e| panic!("{context}: '{text}' does not parse: {e}"));
    let back = Position::from_setup(setup, *pos.rules()).unwrap_or_else(|e| panic!("{context}: '{text}': {e}"));
    assert_eq!(print(&back), text, "{context}: print(parse(text)) != text");
    if pos.outcome().is_none() {
        assert_eq!(back.outcome(), None, "{context}");
        assert_eq!(back.legal_moves(), pos.legal_moves(), "{context}: '{text}'");
    }
}

fn random_cell(rng: &mut Rng) -> Cell {
    Cell::from_index(rng.below(128)).unwrap()
}

fn check_moves(pos: &Position, moves: &[Move], rng: &mut Rng, context: &str) {
    assert_eq!(perft(pos, 1), moves.len() as u64, "{context}");
    for m in moves {
        assert!(pos.is_legal(m), "{context}: listed move {m} is not legal");
        let (next, captures) = pos.play_report(m).unwrap_or_else(|e| panic!("{context}: listed move {m} refused: {e}"));
        assert_eq!(next.ply(), pos.ply() + 1);
        assert_eq!(next.turn(), pos.turn().opposite());
        for c in &captures {
            assert_eq!(c.victim.color, pos.turn().opposite(), "{context}: {m} captured the mover's own piece");
        }
    }
    // Random (from, to) pairs, and random destinations for the mover's own pieces: whatever is
    // not listed must be refused.
    let own: Vec<Cell> = pos.board().occupied_by(pos.turn()).iter().collect();
    for i in 0..24 {
        let from = if i % 2 == 0 || own.is_empty() { random_cell(rng) } else { own[rng.below(own.len())] };
        let to = random_cell(rng);
        let m = Move::shift(from, to);
        if moves.contains(&m) {
            continue;
        }
        assert!(!pos.is_legal(&m), "{context}: {m} is not listed but legal");
        let err = pos.play(&m).expect_err("unlisted move accepted");
        assert!(!err.reason.to_string().is_empty());
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let mut plies = 0u32;
    let mut captured = 0usize;
    let mut ended = 0;
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed);
        let mut pos = Position::new(Rules::classic());
        for ply in 0..MAX_PLIES {
            let context = format!("seed {seed}, ply {ply}");
            check_armies(&pos, &context);
            check_round_trip(&pos, &context);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                assert!(pos.is_over(), "{context}: no moves but not over");
                assert!(pos.outcome().is_some(), "{context}");
                ended += 1;
                break;
            }
            assert_eq!(pos.outcome(), None, "{context}");
            check_moves(&pos, &moves, &mut rng, &context);
            let m = &moves[rng.below(moves.len())];
            let (next, captures) = pos.play_report(m).unwrap();
            captured += captures.len();
            plies += 1;
            pos = next;
        }
        check_armies(&pos, &format!("seed {seed}, end"));
        if let Some(outcome) = pos.outcome() {
            // The game refuses every move once over.
            assert!(pos.legal_moves().is_empty(), "seed {seed}: moves after {outcome:?}");
        }
    }
    // The games must really have been played, with captures.
    assert!(plies > 5_000, "only {plies} plies");
    assert!(captured > 100, "only {captured} captures");
    eprintln!("{GAMES} games, {plies} plies, {captured} captures, {ended} ended before ply {MAX_PLIES}");
}

#[test]
fn random_playouts_end_and_keep_the_armies() {
    for seed in 100..110 {
        let mut rng = Rng::new(seed);
        let (end, plies) = random_playout(Position::new(Rules::classic()), &mut rng);
        assert!(end.is_over(), "seed {seed}");
        assert!(end.outcome().is_some(), "seed {seed}");
        assert!(plies <= Rules::classic().ply_cap);
        assert_eq!(end.ply(), plies);
        check_armies(&end, &format!("playout seed {seed}"));
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let a = random_playout(Position::new(Rules::classic()), &mut Rng::new(7));
    let b = random_playout(Position::new(Rules::classic()), &mut Rng::new(7));
    assert_eq!(print(&a.0), print(&b.0));
    assert_eq!(a.1, b.1);
}

/// `Position` derives `PartialEq`/`Hash`: a position rebuilt from its own text must compare
/// equal to it, or tables keyed by positions (search, repetition) see two different positions.
#[test]
fn a_reparsed_position_is_equal_to_the_original() {
    let mut mismatches = Vec::new();
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed);
        let mut pos = Position::new(Rules::classic());
        for ply in 0..MAX_PLIES {
            if pos.is_over() {
                break;
            }
            let back = Position::from_setup(notation::parse_position(&print(&pos)).unwrap(), *pos.rules()).unwrap();
            if back != pos {
                mismatches.push(format!("seed {seed} ply {ply}: '{}'", print(&pos)));
                break;
            }
            let moves = pos.legal_moves();
            pos = pos.play(&moves[rng.below(moves.len())]).unwrap();
        }
    }
    assert!(mismatches.is_empty(), "{} game(s) where parse(print(p)) != p, first: {}", mismatches.len(), mismatches[0]);
}

/// The smallest cases of the bug above: one pyramid component taken, and a whole pyramid taken
/// while another pyramid stays on the board.
#[test]
fn equal_positions_compare_equal_after_pyramid_captures() {
    let cases = [
        // Black p(s64c16) e5; White C16 c3-d4 takes the c16 component.
        ("c97,7/8/8/8/8/8/8/8/8/8/8/4,p(s64c16),3/8/2,C16,5/8/8 w - - 0", "c3-d4"),
        // Black's pyramid d5 besieged and taken whole; White's P(S36C1) stays on a1.
        ("c97,7/8/8/8/8/8/8/8/8/8/3,C6,4/2,C2,p(s64s49t36t25c16),C4,3/8/2,C10,5/8/P(S36C1),7 w - - 0", "c3-d4"),
    ];
    for (text, m) in cases {
        let after = common::position(text).play(&common::mv(m)).unwrap();
        let again = common::position(&print(&after));
        assert_eq!(print(&after), print(&again));
        assert!(after == again, "same position, unequal values: '{}'", print(&after));
    }
}

#[test]
fn every_shape_appears_in_the_armies() {
    // A guard on the army tables above: 8 rounds, 8 triangles, 7 squares per side plus the
    // pyramid components.
    for color in Color::ALL {
        let a = army(color);
        let count = |s: Shape| a.iter().filter(|(l, _)| *l == s.letter()).count();
        let (c, t, s) = (count(Shape::Round), count(Shape::Triangle), count(Shape::Square));
        match color {
            Color::White => assert_eq!((c, t, s), (8 + 2, 8 + 2, 7 + 2)),
            Color::Black => assert_eq!((c, t, s), (8 + 1, 8 + 2, 7 + 2)),
        }
    }
}

/// `play_random` (playouts, the random player) draws each legal move with the same chance, and
/// nothing else: over 4,000 seeds the positions it reaches are exactly those the legal moves
/// reach, and no move is drawn more than a quarter more or less often than its share. The
/// positions: the start (crowded: most draws of a piece and a number miss), a few pieces with
/// nine moves, one move among 24 pieces (the draws almost always miss, so the moves are
/// counted instead), a pyramid alone (it moves as all its shapes), and middle games of random
/// moves from 20 to 140 plies in (pieces of every kind, pyramids broken or not, either side to
/// move).
#[test]
fn random_play_draws_every_legal_move_alike() {
    let middle = |seed: u64, plies: usize| {
        let mut p = Position::new(Rules::classic());
        let mut rng = Rng::new(seed);
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() || p.is_over() {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]).unwrap();
        }
        p
    };
    let mut positions = vec![
        Position::new(Rules::classic()),
        // White rounds a1 c1 b2 d2 and a triangle d1: nine moves among 4 × 28 draws.
        common::position("c97,7/8/8/8/8/8/8/8/8/8/8/8/8/8/1,C4,1,C6,4/C2,1,C8,T20,4 w - - 0"),
        // 24 White rounds on ranks 1-3, Black rounds on b4-h4: one move (b3-a4) among the slots of 24 rounds.
        common::position(CROWDED),
        common::position("c97,7/8/8/8/8/8/8/8/8/8/8/8/3,P(S36S25T16T9C4C1),4/8/8/8 w - - 0"),
    ];
    for (seed, plies) in [(11, 60), (12, 20), (13, 41), (14, 80), (15, 101), (16, 140)] {
        let p = middle(seed, plies);
        if !p.is_over() && !p.legal_moves().is_empty() {
            positions.push(p);
        }
    }
    assert!(positions.len() >= 9, "most middle games went on: {} positions", positions.len());
    for p in positions {
        draws_alike(&p, |m| m.to_string());
    }
}

/// 24 White rounds on ranks 1-3, Black rounds on b4-h4: White has one or two moves.
const CROWDED: &str = "8/8/8/8/8/8/8/8/8/8/8/8/1,c3,c3,c3,c3,c3,c3,c3/C2,C2,C2,C2,C2,C2,C2,C2/C2,C2,C2,C2,C2,C2,C2,C2/C2,C2,C2,C2,C2,C2,C2,C2 w - - 0";

/// Draws `play_random` 4,000 times from `p` and checks that each legal move's `key` (the move,
/// or its action where the player chooses captures) comes up within a quarter of its share,
/// and nothing else does.
fn draws_alike(p: &Position, key: impl Fn(&Move) -> String) {
    let moves = p.legal_moves();
    let reach: Vec<(String, String)> = moves.iter().map(|m| (print(&p.play(m).unwrap()), key(m))).collect();
    let mut keys: Vec<String> = reach.iter().map(|(_, k)| k.clone()).collect();
    keys.sort();
    keys.dedup();
    let mut counts = vec![0u32; keys.len()];
    let mut scratch = rithmomachia::Scratch::default();
    let draws = 4000u32;
    for seed in 0..u64::from(draws) {
        let mut q = p.clone();
        assert!(q.play_random(&mut Rng::new(seed), &mut scratch));
        let reached = print(&q);
        let (_, k) = reach
            .iter()
            .find(|(r, _)| *r == reached)
            .unwrap_or_else(|| panic!("'{}': an unlisted move reached '{reached}'", print(p)));
        counts[keys.binary_search(k).unwrap()] += 1;
    }
    let share = f64::from(draws) / keys.len() as f64;
    for (k, n) in keys.iter().zip(&counts) {
        assert!(
            (f64::from(*n) - share).abs() <= share * 0.25 + 3.0 * share.sqrt(),
            "'{}': {k} drawn {n} times, share {share:.0}",
            print(p)
        );
    }
}

/// Where the player chooses captures, `play_random` draws an action (a move, a drop, a capture
/// before a move or by replacement) with the same chance as any other, then one of its
/// choices: the actions of 4,000 draws come up alike, under `boissiere` (drops, captures
/// before a move) and `simplified` (captures by replacement), from hand-made positions and
/// middle games.
#[test]
fn random_play_draws_every_action_alike() {
    let middle = |rules: Rules, seed: u64| {
        let mut p = Position::new(rules);
        let mut rng = Rng::new(seed);
        for _ in 0..40 {
            let moves = p.legal_moves();
            if moves.is_empty() || p.is_over() {
                break;
            }
            p = p.play(&moves[rng.below(moves.len())]).unwrap();
        }
        p
    };
    let boissiere = |t: &str| common::position_with(t, Rules::boissiere());
    let positions = [
        // A lone White square and round facing Black squares: captures before a move.
        boissiere("8/8/8/8/8/8/8/8/8/8/5,s625,2/2,c5,1,s25,3/3,C25,4/8/8/8 w - - 0"),
        // White holds t9 and c4 to drop on its back rank.
        boissiere("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0"),
        boissiere("8/8/8/8/8/8/8/8/8/4,T20,3/8/2,c5,1,p(s20c5),3/3,C5,4/8/8/8 w - - 0"),
        middle(Rules::boissiere(), 5),
        middle(Rules::simplified(), 5),
        middle(Rules::simplified(), 9),
        // 24 White rounds on ranks 1-3 behind Black rounds on b4-h4: one move (boissiere) or
        // two (simplified) among hundreds of slots, so the draw nearly always misses 64 times
        // and the actions are counted instead.
        boissiere(CROWDED),
        common::position_with(CROWDED, Rules::simplified()),
    ];
    for p in positions {
        draws_alike(&p, |m| format!("{:?}", m.action));
    }
}

/// The victory judge skips the common victories while the mover's prisoners are the list it
/// last found none in: every position of random games under every preset, read afresh (its
/// last mover's prisoners judged from nothing), is still going on where the game is, and a
/// game won by prisoners is won so read afresh too.
#[test]
fn a_position_read_afresh_is_judged_the_same() {
    let mut by_prisoners = 0;
    for preset in rithmomachia::Preset::ALL {
        for seed in 0..12 {
            let mut rng = Rng::new(seed);
            let mut scratch = rithmomachia::Scratch::default();
            let mut pos = Position::new(preset.rules());
            loop {
                let context = format!("{} seed {seed} ply {}", preset.id(), pos.ply());
                let back = Position::from_setup(notation::parse_position(&print(&pos)).unwrap(), *pos.rules()).unwrap();
                match pos.outcome() {
                    None => assert_eq!(back.outcome(), None, "{context}: '{}'", print(&pos)),
                    Some(rithmomachia::Outcome::Won { victory, winner, .. }) if victory.is_common() => {
                        by_prisoners += 1;
                        assert_eq!(back.outcome().and_then(|o| o.winner()), Some(winner), "{context}");
                    }
                    Some(_) => {}
                }
                if !pos.play_random(&mut rng, &mut scratch) {
                    break;
                }
            }
        }
    }
    assert!(by_prisoners > 0, "no game was won by prisoners: the test would not see a missed one");
}

/// Under `ludii` too, `play_random` draws each legal move with the same chance (drawn by
/// rejection over the slots of the mover's stacks and of the enemy's levels): from the start,
/// a hand-made position with removals of a pyramid's levels, middle games of random moves, and
/// positions of random games where encirclement removals are on offer (of lone pieces and of
/// levels of stacks).
#[test]
fn random_play_draws_every_ludii_move_alike() {
    let ludii = |t: &str| common::position_with(t, Rules::ludii());
    let mut positions =
        vec![Position::new(Rules::ludii()), ludii("8/8/8/8/7,c81/6,c49,P(C4C1)/7,t100/8/8/8/8/8/8/8/8/C64,7 b - - 0")];
    let (mut with_removals, mut levels) = (0, 0);
    for seed in 11..40u64 {
        let mut p = Position::new(Rules::ludii());
        let mut rng = Rng::new(seed);
        for ply in 0..400 {
            let moves = p.legal_moves();
            if moves.is_empty() || p.is_over() {
                break;
            }
            let removals: Vec<Target> =
                moves.iter().filter_map(|m| if let Action::Removal(t) = m.action { Some(t) } else { None }).collect();
            let of_level = removals.iter().any(|t| t.component.is_some());
            // Seeds 11 to 16 give a middle game each, 20 to 120 plies in.
            let middle = seed <= 16 && ply == 20 * (seed as usize - 10);
            if middle || (!removals.is_empty() && with_removals < 6) || (of_level && levels < 2) {
                with_removals += usize::from(!removals.is_empty());
                levels += usize::from(of_level);
                positions.push(p.clone());
            }
            p = p.play(&moves[rng.below(moves.len())]).unwrap();
        }
    }
    assert!(
        with_removals >= 6 && levels >= 1,
        "random games offered {with_removals} removal positions, {levels} of a stack's level"
    );
    for p in positions {
        draws_alike(&p, |m| m.to_string());
    }
}
