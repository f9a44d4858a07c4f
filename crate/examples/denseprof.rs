#[path = "../tests/common/positions.rs"]
mod positions;
use rithmomachia::report::Snapshot;
use rithmomachia::{Game, Rules};
fn main() {
    let preset = std::env::args().nth(1).unwrap_or("boissiere".into());
    let ranks: usize = std::env::args().nth(2).map(|s| s.parse().unwrap()).unwrap_or(16);
    let n: usize = std::env::args().nth(3).map(|s| s.parse().unwrap()).unwrap_or(5);
    let mk = || Game::from_text(&positions::dense(ranks), Rules::preset(&preset).unwrap()).unwrap(); let game = mk();
    let t = std::time::Instant::now();
    let mut k = 0;
    for _ in 0..n { let g = mk(); let s = Snapshot::of(&g); k += s.moves.len(); }
    let offers = game.offers();
    println!("{} ms per snapshot, {} dest, turns {}", t.elapsed().as_secs_f64()*1000.0/n as f64, k/n, offers.turns);
}
