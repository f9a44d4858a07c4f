//! Fixed work, for counting instructions (a busy machine changes wall-clock times, not
//! instruction counts): random playouts and the hard level's search bounded by nodes, from one
//! preset's start.
//!
//! ```sh
//! cargo build --release --example work
//! valgrind --tool=callgrind target/release/examples/work playouts classic 40
//! valgrind --tool=callgrind target/release/examples/work search classic 200000
//! ```
//!
//! `playouts <preset> <games>` plays that many random games from seed 1; `search <preset>
//! <nodes>` searches each position of `bench::search_positions` with `hard:<nodes>n`. Both print
//! what they did (plies, nodes and depths), so that two builds can be checked to do the same.
use rithmomachia::bench::search_positions;
use rithmomachia::random_playout;
use rithmomachia::search::{Engine, Level, NoClock};
use rithmomachia::{Position, Preset, Rng};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: work playouts|search <preset> <games|nodes>";
    let [what, preset, n] = args.as_slice() else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let preset: Preset = preset.parse().unwrap_or_else(|e| panic!("{e}"));
    let n: u64 = n.parse().unwrap_or_else(|_| panic!("{usage}"));
    let start = Position::new(preset.rules());
    match what.as_str() {
        "playouts" => {
            let mut rng = Rng::new(1);
            let mut plies = 0u64;
            for _ in 0..n {
                plies += u64::from(random_playout(start.clone(), &mut rng).1);
            }
            println!("{} {n} playouts: {plies} plies", preset.id());
        }
        "search" => {
            let level: Level = format!("hard:{n}n").parse().unwrap_or_else(|e| panic!("{e}"));
            for (i, position) in search_positions(&start).iter().enumerate() {
                if position.outcome().is_some() {
                    continue;
                }
                let mut engine = Engine::new(8 << 20);
                let r = engine.search(position, &level, i as u64 + 1, &NoClock);
                let best = r.best.map(|m| m.to_string()).unwrap_or_default();
                println!("{} position {i}: {best} score {} depth {} nodes {}", preset.id(), r.score, r.depth, r.nodes);
            }
        }
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    }
}
