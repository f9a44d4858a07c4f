//! The benchmarks' work, the same natively (`rithmo bench`) and in the browser (the computer's
//! wasm module, `Engine.bench`): random playouts for a time, a perft, and the search from a fixed
//! set of positions. Each is timed by the caller's [`Clock`], so the figures mean the same thing
//! wherever they are printed.

use crate::ai::perft::perft;
use crate::ai::playout::random_playout;
use crate::ai::search::{Clock, Engine, Level};
use crate::position::Position;
use crate::vocab::rng::Rng;

/// Work done in a time: a count (plies, nodes) over milliseconds.
#[derive(Copy, Clone, PartialEq, Debug, Default)]
pub struct Rate {
    /// Plies or nodes.
    pub count: u64,
    /// Milliseconds taken.
    pub millis: f64,
}

impl Rate {
    /// Count per second (0 for no time).
    pub fn per_second(&self) -> f64 {
        if self.millis <= 0.0 {
            0.0
        } else {
            self.count as f64 * 1000.0 / self.millis
        }
    }
}

/// Random playouts from `start` for at least `millis` (at least one game): the games played
/// and the plies per second.
pub fn playouts(start: &Position, millis: f64, seed: u64, clock: &dyn Clock) -> (u64, Rate) {
    let mut rng = Rng::new(seed);
    let (mut games, mut plies) = (0u64, 0u64);
    let t0 = clock.now_ms();
    loop {
        let (_, n) = random_playout(start.clone(), &mut rng);
        games += 1;
        plies += u64::from(n);
        if clock.now_ms() - t0 >= millis {
            break;
        }
    }
    (games, Rate { count: plies, millis: clock.now_ms() - t0 })
}

/// A timed perft of `depth` from `start`: leaves per second.
pub fn perft_rate(start: &Position, depth: u32, clock: &dyn Clock) -> Rate {
    let t0 = clock.now_ms();
    let count = perft(start, depth);
    Rate { count, millis: clock.now_ms() - t0 }
}

/// The positions the search is timed from: the start, then the positions a seeded random game
/// (each move drawn from the list of legal moves) reaches after 10, 20 and 30 plies (fewer when
/// it ends sooner). The same for a preset on every machine.
///
/// ```
/// use rithmomachia::{Position, Rules};
/// use rithmomachia::bench::search_positions;
/// let start = Position::new(Rules::classic());
/// let set = search_positions(&start);
/// assert_eq!(set.len(), 4);
/// assert_eq!(set[0], start);
/// assert_eq!(set[2].ply(), 20);
/// ```
pub fn search_positions(start: &Position) -> Vec<Position> {
    let mut out = vec![start.clone()];
    let mut rng = Rng::new(7);
    let mut position = start.clone();
    let mut captures = Vec::new();
    for ply in 1..=30u32 {
        // Drawn from the legal moves' list (not by the playouts' own draw, which may change
        // with their speed): the positions stay put.
        let moves = position.legal_moves();
        if moves.is_empty() || position.is_over() {
            break;
        }
        position.play_unchecked(&moves[rng.below(moves.len())], &mut captures);
        if ply % 10 == 0 {
            out.push(position.clone());
        }
    }
    out
}

/// The hard level's search, `millis` (1 ms to the level's longest budget) from each position of [`search_positions`] (a fresh table
/// each): the nodes per second over them all, the mean depth completed and the least.
pub fn search_rate(start: &Position, millis: f64, clock: &dyn Clock) -> (Rate, f64, u32) {
    let budget = millis.clamp(1.0, crate::ai::search::MAX_SEARCH_MILLIS as f64) as u64;
    let level: Level = format!("hard:{budget}ms").parse().expect("a hard level with a budget in range");
    let mut total = Rate::default();
    let mut depths = 0u64;
    let mut least: Option<u32> = None;
    let positions = search_positions(start);
    for (i, position) in positions.iter().enumerate() {
        if position.outcome().is_some() {
            continue;
        }
        let mut engine = Engine::new(8 << 20);
        let r = engine.search(position, &level, i as u64 + 1, clock);
        total.count += r.nodes;
        total.millis += r.millis;
        depths += u64::from(r.depth);
        least = Some(least.map_or(u32::from(r.depth), |l| l.min(u32::from(r.depth))));
    }
    (total, depths as f64 / positions.len() as f64, least.unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use std::cell::Cell;

    /// A clock that moves 1 ms each time it is read: the work is bounded by reads, not time.
    fn ticking() -> impl Fn() -> f64 {
        let t = Cell::new(0.0);
        move || {
            t.set(t.get() + 1.0);
            t.get()
        }
    }

    #[test]
    fn the_search_set_is_fixed_and_playable_for_every_preset() {
        for rules in [Rules::classic(), Rules::boissiere(), Rules::simplified(), Rules::ludii()] {
            let start = Position::new(rules);
            let a = search_positions(&start);
            let b = search_positions(&start);
            assert_eq!(a, b, "{}: the same positions every time", start.rules().preset.id());
            assert!(a.len() >= 2, "{}: games from the start last beyond 10 plies", start.rules().preset.id());
            for (i, p) in a.iter().enumerate() {
                assert_eq!(p.ply() as usize, i * 10);
            }
        }
    }

    #[test]
    fn rates_count_the_work_done() {
        let start = Position::new(Rules::classic());
        let clock = ticking();
        let (games, rate) = playouts(&start, 0.0, 1, &clock);
        assert_eq!(games, 1, "one game at least");
        let (_, plies) = random_playout(start.clone(), &mut Rng::new(1));
        assert_eq!(rate.count, u64::from(plies), "the plies of that game");
        let p = perft_rate(&start, 2, &clock);
        assert_eq!(p.count, perft(&start, 2));
        assert_eq!(p.millis, 1.0);
        assert_eq!(p.per_second(), p.count as f64 * 1000.0);
    }
}
