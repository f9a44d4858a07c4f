//! The computer opponent's native timing budgets, measured on this machine and printed, never
//! asserted: wall-clock figures depend on the machine and its load, so they are kept out of the
//! functional tests (crate/tests/search.rs checks the same behaviours on simulated clocks).
//! Run by `scripts/budget.sh` (itself run by `scripts/test.sh` after the cargo tests):
//!
//! ```sh
//! cargo run --release --example budget
//! cargo run --release --example budget -- links   # only the links' figures
//! ```
//!
//! Each line starts with `budget:` and gives the figure and its target.
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "../tests/common/positions.rs"]
mod positions;

use rithmomachia::report::{Destinations, Snapshot};
use rithmomachia::search::{Engine, Level};
use rithmomachia::{record, Game, Pick, Position, Rng, Rules, Victories};

/// The browser's table size for the hard level (docs/facade.md).
const TABLE_BYTES: usize = 8 << 20;

fn level(text: &str) -> Level {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn wall_clock() -> impl Fn() -> f64 {
    let origin = Instant::now();
    move || origin.elapsed().as_secs_f64() * 1000.0
}

/// A game of `plies` random moves under classic rules without victories (so that it runs on),
/// with a move cap of `cap`.
fn long_game(plies: usize, cap: u32) -> Game {
    let mut rules = Rules::classic();
    rules.victories = Victories::NONE;
    rules.ply_cap = cap;
    let mut game = Game::new(rules);
    let mut rng = Rng::new(7);
    while game.cursor() < plies {
        let moves = game.position().legal_moves();
        assert!(!moves.is_empty(), "the random game ended at ply {}", game.cursor());
        game.play(&moves[rng.below(moves.len())]).expect("a legal move");
    }
    game
}

/// Microseconds per call of `f`, the median of `runs` runs.
fn micros(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

/// A move played, undone, and the game sought back and forth at ply `ply` of a long game; the
/// bytes its history takes per move.
fn history_at(ply: usize) {
    let mut game = long_game(ply, 10_000);
    let mv = game.position().legal_moves()[0].clone();
    let play = micros(51, || {
        game.play(&mv).expect("legal");
        game.undo();
    });
    let seek = micros(51, || {
        game.seek(ply / 2);
        game.seek(ply);
    });
    let end = game.cursor();
    let undo = micros(51, || {
        game.undo();
        game.redo();
    });
    assert_eq!(game.cursor(), end);
    let bytes = game.history_bytes() as f64 / ply as f64;
    println!(
        "budget: game at ply {ply}: history {bytes:.0} bytes per move (a position is {} bytes) (target under 200)",
        std::mem::size_of::<Position>()
    );
    println!("budget: game at ply {ply}: play + undo {play:.1} µs, undo + redo {undo:.1} µs, seek to half and back {seek:.1} µs (target: the same at ply 20 and 2,000)");
}

fn main() {
    // `-- links`: only the links' figures.
    if std::env::args().any(|a| a == "links") {
        links();
        return;
    }
    history_at(20);
    history_at(2_000);
    // The hard level's one second from each preset's start: speed and depth reached.
    for (name, rules) in [
        ("classic", Rules::classic()),
        ("boissiere", Rules::boissiere()),
        ("simplified", Rules::simplified()),
        ("ludii", Rules::ludii()),
    ] {
        let start = Position::new(rules);
        let mut engine = Engine::new(TABLE_BYTES);
        let clock = wall_clock();
        let r = engine.search(&start, &level("hard:1s"), 1, &clock);
        let rate = r.nodes as f64 / (r.millis / 1000.0).max(1e-9);
        // The issue's goals, which the fixed positions of `rithmo bench` measure (scripts/budget.sh).
        let target = match name {
            "classic" => "at least 1 000 000 nodes/s",
            "boissiere" => "at least 300 000 nodes/s, depth 4",
            _ => "measured, no goal",
        };
        println!(
            "budget: hard search 1 s, {name} start: {:.0} nodes/s, depth {} in {:.0} ms (target {target})",
            rate, r.depth, r.millis
        );
    }

    // A time budget kept: hard:150ms from the classic start.
    let start = Position::new(Rules::classic());
    let mut engine = Engine::new(TABLE_BYTES);
    let clock = wall_clock();
    let t = Instant::now();
    let r = engine.search(&start, &level("hard:150ms"), 1, &clock);
    let took = t.elapsed().as_secs_f64() * 1000.0;
    println!("budget: hard:150ms search took {took:.0} ms, depth {} (target 80 to 400 ms)", r.depth);

    // The stop flag, raised by another thread 150 ms into a 60 s search: how long after it the
    // search returns.
    let mut engine = Engine::new(TABLE_BYTES);
    let stop = engine.stop_handle();
    let raised = Arc::new(std::sync::Mutex::new(None::<Instant>));
    let raised_at = Arc::clone(&raised);
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        *raised_at.lock().expect("the stopper's time") = Some(Instant::now());
        stop.store(true, Ordering::Relaxed);
    });
    let clock = wall_clock();
    let r = engine.search(&start, &level("hard:60s"), 1, &clock);
    let returned = Instant::now();
    stopper.join().expect("the stopper thread ends");
    let after = raised
        .lock()
        .expect("the stopper's time")
        .map(|at| returned.saturating_duration_since(at).as_secs_f64() * 1000.0)
        .unwrap_or(f64::NAN);
    println!(
        "budget: stop flag honoured {after:.1} ms after it was raised ({} nodes searched, stopped: {}) (target under 500 ms)",
        r.nodes, r.stopped
    );

    snapshots();
    links();
}

/// Issue 12's position: 5 dense ranks of alternating C4 and c4 (its legal list, 11,264 moves,
/// took 44 s to list and its snapshot 34 s before the turns on offer).
const ISSUE: &str = "C4,1,c4,1,C4,1,c4,1/1,c4,1,C4,1,c4,1,C4/C4,1,c4,1,C4,1,c4,1/1,c4,1,C4,1,c4,1,C4/C4,1,c4,1,C4,1,c4,1/8/8/8/8/8/8/8/8/8/8/8 w - - 0";

/// A position text as crate/tests/bounds.rs fuzzes them (the same generator), or the issue's
/// pattern over `ranks` ranks.
fn fuzzed(rng: &mut Rng, density: usize, dense_ranks: Option<usize>) -> String {
    match dense_ranks {
        Some(ranks) => positions::dense(ranks),
        None => positions::random_position(rng, density),
    }
}

/// The page's heaviest calls, the snapshot and a piece's destinations (asked when it is picked
/// up), timed: on the issue's position, and the worst over fuzzed dense and random positions of
/// each preset (docs/facade.md, "Bounds"). Each figure is the slower of the snapshot and the
/// slowest piece.
fn snapshots() {
    let time = |game: &Game| {
        let t = Instant::now();
        let s = Snapshot::of(game);
        let mut worst = t.elapsed().as_secs_f64() * 1000.0;
        let mut n = 0;
        for cell in &s.movers {
            let fresh = game.clone();
            let t = Instant::now();
            let list = fresh.destinations_from(cell.parse().expect("a cell")).expect("a piece's destinations");
            let _ = Destinations::of(&list);
            worst = worst.max(t.elapsed().as_secs_f64() * 1000.0);
            n += list.len();
        }
        (worst, n)
    };
    for preset in ["boissiere", "simplified"] {
        let game = Game::from_text(ISSUE, Rules::preset(preset).expect("a preset")).expect("the issue's position");
        let (ms, n) = time(&game);
        println!("budget: snapshot or one piece's destinations, issue 12's dense position, {preset}: {ms:.1} ms, {n} destinations (target under 100 ms)");
    }
    let mut rng = Rng::new(12);
    for preset in ["classic", "boissiere", "simplified", "ludii"] {
        let rules = Rules::preset(preset).expect("a preset");
        let (mut worst, mut count) = (0.0f64, 0);
        for i in 0..60 {
            let text = fuzzed(&mut rng, [15, 30, 50, 70, 90][i % 5], (i % 6 == 5).then_some(5 + i % 12));
            if let Ok(game) = Game::from_text(&text, rules) {
                worst = worst.max(time(&game).0);
                count += 1;
            }
        }
        println!("budget: snapshot or one piece's destinations, worst of {count} fuzzed positions, {preset}: {worst:.1} ms (target under 100 ms)");
    }
}

/// The link made again after one more move (the game keeps the code of its line, so only that
/// move is indexed), and the longest step of the page's link reader on `code`, in ms.
fn link_again_and_steps(game: &mut Game, start: Position, code: &str) -> (f64, f64) {
    record::encode_moves(game).expect("the game's code");
    let again = match game.offers().moves.first().map(|d| (d.from, d.to)) {
        Some((Some(from), to)) => {
            let pick = |ids| Pick::Move { from, to, ids };
            game.play_pick(pick(Some(&[]))).or_else(|_| game.play_pick(pick(None))).expect("a legal pick");
            let t = Instant::now();
            record::encode_moves(game).expect("the game's code");
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            game.undo();
            ms
        }
        _ => 0.0,
    };
    let mut reader = record::LinkReader::new(start, code).expect("the code's digits");
    let mut longest = 0.0f64;
    while !reader.is_done() {
        let t = Instant::now();
        reader.step(record::STEP_WORK);
        longest = longest.max(t.elapsed().as_secs_f64() * 1000.0);
    }
    (again, longest)
}

/// A link of a game of 50 moves from the dense positions (each to a random destination, taking
/// one option now and then): its move code made and read, the legal lists indexed without
/// building them; and, for comparison, the list-walking code it replaced (each position's list
/// built and searched), docs/records.md.
fn links() {
    let mut rng = Rng::new(5);
    for ranks in [5, 8, 16] {
        for preset in ["boissiere", "simplified"] {
            // No victory, so that the game runs its 50 moves.
            let mut rules = Rules::preset(preset).expect("a preset");
            rules.victories = Victories::NONE;
            let text = positions::dense(ranks);
            let mut game = Game::from_text(&text, rules).expect("the dense position");
            while game.cursor() < 50 {
                let offers = game.offers();
                if offers.moves.is_empty() {
                    break;
                }
                // One option now and then (the default would take every piece on offer).
                let d = &offers.moves[rng.below(offers.moves.len())];
                let one: Vec<String> =
                    d.options.iter().skip(rng.below(4 * d.options.len() + 1)).take(1).map(|o| o.id.clone()).collect();
                let (from, to) = (d.from.expect("a move"), d.to);
                let pick = |ids| Pick::Move { from, to, ids };
                game.play_pick(pick(Some(&one))).or_else(|_| game.play_pick(pick(Some(&[])))).expect("a legal pick");
            }
            let t = Instant::now();
            let code = record::encode_moves(&game).expect("the game's code");
            let made = t.elapsed().as_secs_f64() * 1000.0;
            let start = || Game::from_text(&text, rules).expect("the dense position").position().clone();
            let t = Instant::now();
            record::decode_moves(start(), &code).expect("the code read back");
            let read = t.elapsed().as_secs_f64() * 1000.0;
            let (again, step) = link_again_and_steps(&mut game.clone(), start(), &code);
            // The lists built, as the code did before: each position's list, the move found in it.
            let t = Instant::now();
            let mut p = start();
            let mut listed = 0;
            let mut done = 0;
            for mv in game.line() {
                // At most 20 s: the dense positions over more ranks list far more.
                if t.elapsed().as_secs() >= 20 {
                    break;
                }
                done += 1;
                let list = p.legal_moves();
                listed += list.len();
                assert!(list.contains(mv));
                p = p.play(mv).expect("legal");
            }
            let before = t.elapsed().as_secs_f64() * 1000.0;
            println!(
                "budget: link of {} moves from the dense position over {ranks} ranks, {preset}: made {made:.1} ms, read {read:.1} ms \
                 (building the lists as before: {before:.0} ms for the first {done}, {listed} moves listed) \
                 (target under 100 ms)",
                game.cursor()
            );
            println!(
                "budget: link over {ranks} ranks, {preset}: made again after one more move {again:.1} ms, \
                 read in steps of {} work units: longest step {step:.1} ms (target under 100 ms)",
                record::STEP_WORK
            );
        }
    }
}
