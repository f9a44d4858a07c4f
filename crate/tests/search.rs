//! The computer opponent: always a legal move, wins in one when there is one, never a move that
//! lets the opponent win at once, the same move for the same seed, and a prompt stop.
//!
//! Positions are written in the notation (ranks from 16 down to 1); the comment above each
//! lists its pieces.

mod common;

use std::sync::atomic::Ordering;
use std::time::Instant;

use common::{mv, play, position};
use rithmomachia::players::{player_by_name, tournament, GreedyPlayer, Player};
use rithmomachia::search::{explain, Engine, GameHistory, Level, NoClock};
use rithmomachia::{Color, Outcome, Position, Preset, Rng, Rules, Victory};

fn level(text: &str) -> Level {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn best(position: &Position, level_text: &str, seed: u64) -> rithmomachia::Move {
    let mut engine = Engine::new(1 << 20);
    let result = engine.search(position, &level(level_text), seed, &NoClock);
    let m = result.best.unwrap_or_else(|| panic!("no move in {}", common::print(position)));
    assert!(position.is_legal(&m), "{m} is not legal in {}", common::print(position));
    m
}

/// The victory `mover` wins with `m`, if any.
fn wins_with(position: &Position, m: &rithmomachia::Move) -> Option<Victory> {
    match position.play(m).ok()?.outcome()? {
        Outcome::Won { winner, victory, .. } if winner == position.turn() => Some(victory),
        _ => None,
    }
}

/// Does the side to move have a move that wins at once?
fn has_win_in_one(position: &Position) -> bool {
    position.legal_moves().iter().any(|m| wins_with(position, m).is_some())
}

/// Positions along random games of every preset (the start, then every `step` plies).
fn playout_positions(rules: Rules, seed: u64, step: usize, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut p = Position::new(rules);
    let mut out = vec![p.clone()];
    let mut captures = Vec::new();
    let mut moves = Vec::new();
    'game: while out.len() < count {
        for _ in 0..step {
            p.legal_moves_into(&mut moves);
            if moves.is_empty() {
                break 'game;
            }
            let m = moves[rng.below(moves.len())].clone();
            p.play_unchecked(&m, &mut captures);
        }
        if p.outcome().is_some() {
            break;
        }
        out.push(p.clone());
    }
    out
}

#[test]
fn always_a_legal_move_under_every_preset() {
    let mut engine = Engine::new(1 << 20);
    for preset in Preset::ALL {
        let mut checked = 0;
        for seed in 0..4u64 {
            for p in playout_positions(preset.rules(), seed, 13 + seed as usize * 7, 6) {
                for text in ["easy", "medium:d2", "hard:1500n"] {
                    let result = engine.search(&p, &level(text), seed, &NoClock);
                    let m = result
                        .best
                        .unwrap_or_else(|| panic!("{}: {text}: no move in {}", preset.id(), common::print(&p)));
                    assert!(p.is_legal(&m), "{}: {text}: {m} illegal in {}", preset.id(), common::print(&p));
                    checked += 1;
                }
            }
        }
        assert!(checked >= 30, "{}: {checked} positions", preset.id());
        // A finished game has no move to offer.
        let mut rng = Rng::new(9);
        let (end, _) = rithmomachia::random_playout(Position::new(preset.rules()), &mut rng);
        assert_eq!(engine.search(&end, &level("hard:500n"), 1, &NoClock).best, None, "{}", preset.id());
    }
}

#[test]
fn takes_a_win_in_one_and_never_allows_one_under_every_preset() {
    let mut engine = Engine::new(1 << 20);
    for preset in Preset::ALL {
        let (mut wins, mut defences) = (0, 0);
        for seed in 0..6u64 {
            for p in playout_positions(preset.rules(), 100 + seed, 9, 40) {
                let moves = p.legal_moves();
                let winning = moves.iter().any(|m| wins_with(&p, m).is_some());
                let safe: Vec<bool> = moves.iter().map(|m| !has_win_in_one(&p.play(m).expect("legal"))).collect();
                if !winning && safe.iter().all(|s| *s) {
                    continue; // nothing to test here
                }
                let result = engine.search(&p, &level("hard:d2"), seed, &NoClock);
                let m = result.best.clone().expect("a move");
                if winning {
                    assert!(wins_with(&p, &m).is_some(), "{}: {m} misses a win in {}", preset.id(), common::print(&p));
                    assert_eq!(result.win_in(), Some(1));
                    wins += 1;
                } else if safe.iter().any(|s| *s) {
                    let i = moves.iter().position(|x| *x == m).expect("a listed move");
                    assert!(safe[i], "{}: {m} lets the opponent win at once in {}", preset.id(), common::print(&p));
                    defences += 1;
                }
            }
        }
        println!("{}: {wins} wins in one taken, {defences} immediate losses avoided", preset.id());
    }
}

#[test]
fn takes_de_corpore_with_the_capture_that_completes_it() {
    // White: C16 c2, S25 a1, 14 prisoners. Black: t16 e4, s25 a16, s49 h16.
    // Only c2-d3 captures (16 = 16 on e4): the 15th piece.
    let p = position(
        "s25,6,s49/8/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/2,C16,5/S25,7 w c3c5c7c9c9c25c49c81t12t30t36t56t64t90 - 20",
    );
    assert_eq!(p.prisoners(Color::White).pieces(), 14);
    for seed in 0..3 {
        let m = best(&p, "hard:2000n", seed);
        assert_eq!(m, mv("c2-d3"));
        assert_eq!(wins_with(&p, &m), Some(Victory::DeCorpore));
    }
    // The weaker levels take it too.
    assert_eq!(best(&p, "easy", 1), mv("c2-d3"));
    let mut engine = Engine::new(1 << 16);
    let r = engine.search(&p, &level("hard:2000n"), 1, &NoClock);
    assert_eq!(r.win_in(), Some(1));
    let why = explain(&p, &r);
    assert_eq!(
        why.text(),
        "Takes the black triangle 16 on e4 by equality (16 = 16); wins by De Corpore (15 pieces taken (goal 15))"
    );
    assert_eq!(why.victory.map(|v| v.0), Some(Victory::DeCorpore));
}

#[test]
fn takes_de_bonis_with_the_capture_that_completes_it() {
    // White: C12 c2, C9 f2, S25 a1, prisoners worth 1305 (11 pieces). Black: t12 e4, c9 h4, s49 h16.
    // c2-d3 takes t12 (1317 ≥ 1315: De Bonis); f2-g3 takes c9 (1314: not yet).
    let p = position(
        "7,s49/8/8/8/8/8/8/8/8/8/8/8/4,t12,2,c9/8/2,C12,2,C9,2/S25,7 w s361s225s121s120s66s49s28t100t90c81t64 - 20",
    );
    assert_eq!(p.prisoners(Color::White).value(), 1305);
    let (after, caps) = play(&p, "f2-g3");
    assert_eq!((caps.len(), after.outcome()), (1, None), "the smaller capture does not win");
    for seed in 0..3 {
        let m = best(&p, "hard:2000n", seed);
        assert_eq!(m, mv("c2-d3"));
        assert_eq!(wins_with(&p, &m), Some(Victory::DeBonis));
    }
    assert_eq!(best(&p, "medium", 2), mv("c2-d3"));
}

#[test]
fn plays_the_move_that_completes_victoria_magna() {
    // White: C36 d11, C56 f11, C16 c10, S25 a1. Black: s49 h16.
    // f11-e12 stands 16 (c10), 36 (d11), 56 (e12) on a diagonal in Black's half.
    let p = position("7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0");
    for seed in 0..3 {
        let m = best(&p, "hard:2000n", seed);
        assert_eq!(wins_with(&p, &m), Some(Victory::VictoriaMagna), "{m}");
    }
    let mut engine = Engine::new(1 << 16);
    let r = engine.search(&p, &level("hard:2000n"), 1, &NoClock);
    let why = explain(&p, &r);
    assert!(why.text().starts_with("Wins by Victoria Magna: 16-36-56 on "), "{}", why.text());
}

#[test]
fn prepares_victoria_magna_two_moves_ahead() {
    // White: C36 d11, C56 g10, C16 c10, S25 a1. Black: s49 h16.
    // g10-f11 then f11-e12 (or the like) completes 16-36-56; Black's square cannot stop both.
    let p = position("7,s49/8/8/8/8/3,C36,4/2,C16,3,C56,1/8/8/8/8/8/8/8/8/S25,7 w - - 0");
    let mut engine = Engine::new(1 << 20);
    let r = engine.search(&p, &level("hard:30000n"), 1, &NoClock);
    assert!(r.win_in().is_some(), "a forced win is found: score {} depth {}", r.score, r.depth);
    let why = explain(&p, &r);
    assert!(why.text().contains("Victoria Magna"), "{}", why.text());
}

#[test]
fn avoids_a_capture_that_lets_the_opponent_win_at_once() {
    // White: C16 c2, S25 a1. Black: t16 e4, c7 e2, c9 c4, s49 h16; Black holds 14 prisoners.
    // c2-d3 takes t16, but then c7 and c9 both reach d3: 7 + 9 = 16, Black's 15th piece.
    let p = position(
        "7,s49/8/8/8/8/8/8/8/8/8/8/8/2,c9,1,t16,3/8/2,C16,1,c7,3/S25,7 w - C2C4C6C8C4C36C64T9T6T20T25T42T49T72 10",
    );
    let (bait, caps) = play(&p, "c2-d3");
    assert_eq!(caps.len(), 1, "the bait is a capture");
    assert!(has_win_in_one(&bait), "and it loses at once");
    let greedy = GreedyPlayer.choose(&p, &GameHistory::new(), &mut Rng::new(1)).expect("a move");
    assert_eq!(greedy, mv("c2-d3"), "a one-ply capturer falls for it");
    for text in ["medium", "hard:3000n"] {
        for seed in 0..3 {
            let m = best(&p, text, seed);
            assert_ne!(m, mv("c2-d3"), "{text}");
            assert!(!has_win_in_one(&p.play(&m).expect("legal")), "{text}: {m} lets Black win");
        }
    }
}

#[test]
fn defends_against_a_threatened_progression() {
    // White: C14 e2, S25 a1. Black: c16 c7, c36 d6, c56 f4, s49 h16.
    // Black threatens f4-e5: 16 (c7), 36 (d6), 56 (e5) on a diagonal in White's half. The only
    // defence is e2-f1, which takes c56 by eruption (14 × 4 = 56).
    let text = "7,s49/8/8/8/8/8/8/8/8/2,c16,5/3,c36,4/8/5,c56,2/8/4,C14,3/S25,7";
    let black_to_move = position(&format!("{text} b - - 0"));
    assert!(has_win_in_one(&black_to_move), "Black threatens a progression");
    let p = position(&format!("{text} w - - 0"));
    for text in ["medium", "hard:3000n"] {
        let m = best(&p, text, 3);
        assert_eq!(m, mv("e2-f1"), "{text}");
        assert!(!has_win_in_one(&p.play(&m).expect("legal")), "{text}: {m} leaves the threat");
    }
    let r = Engine::new(1 << 20).search(&p, &level("hard:3000n"), 3, &NoClock);
    let why = explain(&p, &r).text();
    assert_eq!(why, "Takes the black round 56 on f4 by eruption (14 × 4 = 56); stops Black's Victoria Magna (f4-e5)");
}

#[test]
fn the_same_seed_and_budget_give_the_same_move() {
    let start = Position::new(Rules::classic());
    let (after, _) = play(&start, "c4-d5");
    for p in [start, after] {
        let a = Engine::new(1 << 20).search(&p, &level("hard:6000n"), 11, &NoClock);
        let b = Engine::new(1 << 20).search(&p, &level("hard:6000n"), 11, &NoClock);
        assert_eq!((a.best.clone(), a.score, a.nodes, a.pv.clone()), (b.best, b.score, b.nodes, b.pv));
        // Medium's noise comes from the seed as well.
        let c = Engine::new(1 << 20).search(&p, &level("medium"), 5, &NoClock);
        let d = Engine::new(1 << 20).search(&p, &level("medium"), 5, &NoClock);
        assert_eq!(c.best, d.best);
    }
}

// Wall-clock figures (how soon a stop is honoured, how close a time budget is kept, nodes per
// second) depend on the machine and its load: `scripts/budget.sh` measures and prints them. The
// tests below check the same behaviours on simulated clocks, so a busy machine cannot fail them.

/// Nodes the search may spend between two looks at its clock and stop flag (search.rs).
const CHECK_EVERY: u64 = 256;

#[test]
fn the_stop_flag_ends_a_long_search_promptly() {
    // The flag is raised at the clock's 40th look, about 10 000 nodes in; the search must end
    // within a few hundred nodes of it, long before its 60 s and its depth are used up.
    let start = Position::new(Rules::classic());
    let mut engine = Engine::new(1 << 20);
    let stop = engine.stop_handle();
    let looks = std::cell::Cell::new(0u64);
    let clock = || {
        looks.set(looks.get() + 1);
        if looks.get() == 40 {
            stop.store(true, Ordering::Relaxed);
        }
        0.0
    };
    let result = engine.search(&start, &level("hard:60s"), 1, &clock);
    assert!(result.stopped);
    assert!(start.is_legal(&result.best.expect("a move")));
    let legal = start.legal_moves().len() as u64;
    assert!(looks.get() >= 40, "the clock was read {} times", looks.get());
    assert!(
        result.nodes <= (looks.get() + 1) * CHECK_EVERY + legal,
        "{} nodes for {} looks at the clock",
        result.nodes,
        looks.get()
    );
    assert!(looks.get() <= 42, "the search went on for {} looks after the stop", looks.get() - 40);
}

#[test]
fn the_stop_flag_works_from_another_thread() {
    // As the page's worker does: the flag is raised by another thread once the search runs.
    // Stopped by the flag, not by its 60 s budget (the clock is real here, but nothing is
    // timed: only "before the budget" is checked).
    let start = Position::new(Rules::classic());
    let mut engine = Engine::new(1 << 20);
    let stop = engine.stop_handle();
    let started = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let seen = std::sync::Arc::clone(&started);
    let origin = Instant::now();
    let clock = move || {
        seen.store(true, Ordering::Relaxed);
        origin.elapsed().as_secs_f64() * 1000.0
    };
    let stopper = std::thread::spawn(move || {
        while !started.load(Ordering::Relaxed) {
            std::thread::yield_now();
        }
        stop.store(true, Ordering::Relaxed);
    });
    let result = engine.search(&start, &level("hard:60s"), 1, &clock);
    stopper.join().expect("the stopper thread ends");
    assert!(result.stopped);
    assert!(result.millis < 60_000.0, "ran into its budget ({} ms) instead of stopping", result.millis);
    assert!(start.is_legal(&result.best.expect("a move")));
}

#[test]
fn a_time_budget_is_kept() {
    // A simulated clock moving 1 ms at each look (one look per 256 nodes or so): the level uses
    // its whole budget, then stops at the first look past it, having completed depth 2 at least.
    for budget in [150u64, 400] {
        let start = Position::new(Rules::classic());
        let mut engine = Engine::new(1 << 20);
        let now = std::cell::Cell::new(0.0f64);
        let clock = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        let result = engine.search(&start, &level(&format!("hard:{budget}ms")), 1, &clock);
        let budget = budget as f64;
        assert!(result.stopped, "{budget} ms: stopped by its budget");
        assert!(result.millis >= budget, "{budget} ms: uses its whole budget, used {}", result.millis);
        assert!(result.millis <= budget + 3.0, "{budget} ms: stops at it, used {}", result.millis);
        assert!(result.depth >= 2, "{budget} ms: depth {}", result.depth);
        assert!(start.is_legal(&result.best.expect("a move")));
    }
}

#[test]
fn search_players_beat_the_baselines_in_short_matches() {
    // A smoke test of strength (docs/strength.md keeps the figures of longer tournaments).
    let start = Position::new(Rules::classic());
    let mut hard = player_by_name("hard:3000n").expect("a level");
    let mut random = player_by_name("random").expect("a player");
    let s = tournament(&start, hard.as_mut(), random.as_mut(), 4, 1, true).expect("legal play");
    let p = s.players.as_ref().expect("per-player results");
    assert_eq!(p[0].wins, 4, "{s:?}");
    let mut greedy = player_by_name("greedy").expect("a player");
    let s = tournament(&start, hard.as_mut(), greedy.as_mut(), 4, 1, true).expect("legal play");
    let p = s.players.as_ref().expect("per-player results");
    assert!(p[0].wins >= 3, "{s:?}");
    assert!(hard.stats().is_some_and(|st| st.nodes > 0));
}

/// The quiescence search reads the moves one at a time and stops at a refutation: streamed,
/// they are the listed moves in the same order, the stream stops when told, and a move played
/// with the captures it came with (where the player chooses them) is played as when judged
/// afresh.
#[test]
fn streamed_search_moves_are_the_list_and_play_alike() {
    let mut rng = Rng::new(11);
    for preset in Preset::ALL {
        let chosen = preset.rules().capture_mode == rithmomachia::CaptureMode::Chosen;
        let (mut composed_plays, mut capturing) = (0, 0);
        for seed in 0..3u64 {
            for p in playout_positions(preset.rules(), seed, 9 + seed as usize * 4, 30) {
                let mut listed = Vec::new();
                p.search_moves_into(&mut listed);
                let mut streamed = Vec::new();
                let mut buffer = Vec::new();
                p.each_search_move(&mut buffer, &mut |mv, composed| {
                    assert_eq!(composed.is_some(), chosen, "{}: {mv} in {}", preset.id(), common::print(&p));
                    let (mut a, mut b) = (p.clone(), p.clone());
                    let (mut judged, mut given) = (Vec::new(), Vec::new());
                    a.play_unchecked(mv, &mut judged);
                    b.play_composed(mv, composed, &mut given);
                    assert_eq!((&a, &judged), (&b, &given), "{}: {mv} in {}", preset.id(), common::print(&p));
                    composed_plays += usize::from(composed.is_some());
                    capturing += usize::from(!judged.is_empty());
                    streamed.push(mv.clone());
                    true
                });
                assert_eq!(streamed, listed, "{}: {}", preset.id(), common::print(&p));
                // What the list promises: legal moves, each once, and one at least when there is
                // a legal move.
                assert_eq!(
                    listed.is_empty(),
                    !p.has_legal_move() || p.is_over(),
                    "{}: {}",
                    preset.id(),
                    common::print(&p)
                );
                for (i, mv) in listed.iter().enumerate() {
                    assert!(p.is_legal(mv), "{}: {mv} is not legal in {}", preset.id(), common::print(&p));
                    assert!(!listed[..i].contains(mv), "{}: {mv} listed twice in {}", preset.id(), common::print(&p));
                }
                if listed.is_empty() {
                    continue;
                }
                let stop = rng.below(listed.len());
                let mut given = 0;
                p.each_search_move(&mut buffer, &mut |_, _| {
                    given += 1;
                    given <= stop
                });
                assert_eq!(given, stop + 1, "{}: stopped after move {stop} in {}", preset.id(), common::print(&p));
            }
        }
        assert!(capturing > 20, "{}: only {capturing} capturing moves tried", preset.id());
        assert_eq!(composed_plays > 0, chosen, "{}", preset.id());
    }
}
