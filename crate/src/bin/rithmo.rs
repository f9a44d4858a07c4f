use rithmomachia::*;
fn main() {
    let start = Position::new(Rules::classic());
    let t = std::time::Instant::now();
    let mut rng = Rng::new(1);
    let mut plies = 0u64; let mut games = 0;
    while t.elapsed().as_secs_f64() < 3.0 { let (_, n) = random_playout(start.clone(), &mut rng); plies += n as u64; games += 1; }
    let s = t.elapsed().as_secs_f64();
    println!("{games} games, {:.0} plies/s, mean {}", plies as f64 / s, plies / games);
    for d in 1..=4 { let t = std::time::Instant::now(); let n = perft(&start, d); println!("perft {d}: {n} ({:.2}s)", t.elapsed().as_secs_f64()); }
}
