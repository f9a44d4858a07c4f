//! The search's null-move pruning, measured against the same search without it.

use super::Engine;
use crate::ai::search::{Level, NoClock};
use crate::position::{each_random_position, Position};
use crate::rules::Rules;

/// Every 40th of 400 positions of random games under `rules` (the games of real play, many of
/// them lopsided), the start left out.
fn positions(rules: Rules) -> Vec<Position> {
    let mut out = Vec::new();
    let mut n = 0;
    each_random_position(rules, 23, 400, |p| {
        n += 1;
        if n % 40 == 0 && !p.is_over() {
            out.push(p.clone());
        }
    });
    out
}

/// Each position searched to `depth` with null moves on, then off (a fresh engine each time):
/// the nodes of each, and per position whether both chose the same move with the same score.
fn on_and_off(positions: &[Position], depth: u8) -> (u64, u64, Vec<bool>) {
    let level: Level = format!("hard:d{depth}").parse().expect("a level");
    let (mut on, mut off, mut same) = (0, 0, Vec::new());
    for p in positions {
        let with = Engine::new(4 << 20).search(p, &level, 1, &NoClock);
        let mut engine = Engine::new(4 << 20);
        engine.null_moves = false;
        let without = engine.search(p, &level, 1, &NoClock);
        on += with.nodes;
        off += without.nodes;
        same.push((&with.best, with.score) == (&without.best, without.score));
    }
    (on, off, same)
}

/// Where the evaluation reads threats (`classic`), passing to see whether the other side can
/// still do harm saves a good part of a deep search, and here changes no choice; where it does
/// not (`ludii`, whose captures by landing are searched on at the horizon), no null move is
/// tried: the same search, node for node.
#[test]
fn null_moves_prune_where_the_evaluation_reads_threats_only() {
    let classic = positions(Rules::classic());
    assert!(classic.len() >= 8, "{} positions", classic.len());
    let (on, off, same) = on_and_off(&classic, 6);
    assert!(on * 10 < off * 9, "classic, depth 6: {on} nodes with null moves, {off} without");
    assert!(same.iter().all(|&s| s), "classic: the same moves and scores ({same:?})");

    let (on, off, same) = on_and_off(&positions(Rules::ludii()), 6);
    assert_eq!(on, off, "ludii: never a null move");
    assert!(same.iter().all(|&s| s), "ludii: the same moves and scores");
}
