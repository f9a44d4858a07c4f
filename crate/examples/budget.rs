//! The computer opponent's native timing budgets, measured on this machine and printed, never
//! asserted: wall-clock figures depend on the machine and its load, so they are kept out of the
//! functional tests (crate/tests/search.rs checks the same behaviours on simulated clocks).
//! Run by `scripts/budget.sh` (itself run by `scripts/test.sh` after the cargo tests):
//!
//! ```sh
//! cargo run --release --example budget
//! ```
//!
//! Each line starts with `budget:` and gives the figure and its target.
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rithmomachia::search::{Engine, Level};
use rithmomachia::{Position, Rules};

/// The browser's table size for the hard level (docs/facade.md).
const TABLE_BYTES: usize = 8 << 20;

fn level(text: &str) -> Level {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn wall_clock() -> impl Fn() -> f64 {
    let origin = Instant::now();
    move || origin.elapsed().as_secs_f64() * 1000.0
}

fn main() {
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
        let target = if name == "classic" || name == "ludii" { "at least 200 000 nodes/s" } else { "at least 30 000 nodes/s" };
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
}
