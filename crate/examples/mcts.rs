//! A UCT Monte-Carlo tree search, to measure against the alpha-beta engine at equal time.
//! Playouts: random moves for a few plies, then the static evaluation squashed into a win
//! probability (pure random playouts to the end are hopeless at ~1000 games a second).
use std::time::Instant;

use rithmomachia::players::{tournament, Player};
use rithmomachia::search::{Engine, GameHistory};
use rithmomachia::{Move, Outcome, Position, Rng, Rules};

struct Node {
    position: Position,
    moves: Vec<Move>,
    children: Vec<usize>,
    visits: f64,
    /// Sum of results from the point of view of the side that moved INTO this node.
    wins: f64,
    terminal: Option<f64>,
}

struct Mcts {
    name: String,
    millis: f64,
    rollout: usize,
    engine: Engine,
    total_iters: u64,
    searches: u64,
}

impl Mcts {
    fn value(&mut self, p: &Position, rng: &mut Rng) -> f64 {
        // Value for the side to move at p.
        let mut q = p.clone();
        let mut caps = Vec::new();
        let mover = q.turn();
        for _ in 0..self.rollout {
            if let Some(o) = q.outcome() {
                return match o {
                    Outcome::Won { winner, .. } => {
                        if winner == mover {
                            1.0
                        } else {
                            0.0
                        }
                    }
                    _ => 0.5,
                };
            }
            let moves = q.legal_moves();
            let m = &moves[rng.below(moves.len())];
            q.play_unchecked(m, &mut caps);
        }
        if let Some(o) = q.outcome() {
            return match o {
                Outcome::Won { winner, .. } => {
                    if winner == mover {
                        1.0
                    } else {
                        0.0
                    }
                }
                _ => 0.5,
            };
        }
        let s = self.engine.evaluate(&q) as f64;
        let s = if q.turn() == mover { s } else { -s };
        1.0 / (1.0 + (-s / 150.0).exp())
    }
}

fn terminal_value(p: &Position) -> Option<f64> {
    // From the point of view of the side that just moved into p.
    match p.outcome()? {
        Outcome::Won { winner, .. } => Some(if winner == p.turn() { 0.0 } else { 1.0 }),
        _ => Some(0.5),
    }
}

impl Player for Mcts {
    fn name(&self) -> &str {
        &self.name
    }
    fn choose(&mut self, position: &Position, _game: &GameHistory, rng: &mut Rng) -> Option<Move> {
        let start = Instant::now();
        let root_moves = position.legal_moves();
        if root_moves.is_empty() {
            return None;
        }
        let mut nodes = vec![Node {
            position: position.clone(),
            moves: root_moves,
            children: Vec::new(),
            visits: 0.0,
            wins: 0.0,
            terminal: None,
        }];
        let mut caps = Vec::new();
        let mut iters = 0u64;
        while start.elapsed().as_secs_f64() * 1000.0 < self.millis {
            iters += 1;
            let mut path = vec![0usize];
            let mut n = 0usize;
            loop {
                if nodes[n].terminal.is_some() {
                    break;
                }
                if nodes[n].children.len() < nodes[n].moves.len() {
                    // Expand the next untried move.
                    let k = nodes[n].children.len();
                    let mut child = nodes[n].position.clone();
                    let mv = nodes[n].moves[k].clone();
                    child.play_unchecked(&mv, &mut caps);
                    let terminal = terminal_value(&child);
                    let moves = if terminal.is_some() { Vec::new() } else { child.legal_moves() };
                    nodes.push(Node { position: child, moves, children: Vec::new(), visits: 0.0, wins: 0.0, terminal });
                    let id = nodes.len() - 1;
                    nodes[n].children.push(id);
                    path.push(id);
                    n = id;
                    break;
                }
                let parent_visits = nodes[n].visits.max(1.0);
                let mut best = 0;
                let mut best_u = f64::MIN;
                for &c in &nodes[n].children {
                    let ch = &nodes[c];
                    let u = ch.wins / ch.visits.max(1e-9) + 1.2 * (parent_visits.ln() / ch.visits.max(1e-9)).sqrt();
                    if u > best_u {
                        best_u = u;
                        best = c;
                    }
                }
                path.push(best);
                n = best;
            }
            // Value from the point of view of the side that moved into n.
            let v = match nodes[n].terminal {
                Some(t) => t,
                None => {
                    let p = nodes[n].position.clone();
                    1.0 - self.value(&p, rng)
                }
            };
            let mut val = v;
            for &id in path.iter().rev() {
                nodes[id].visits += 1.0;
                nodes[id].wins += val;
                val = 1.0 - val;
            }
        }
        self.total_iters += iters;
        self.searches += 1;
        let root = &nodes[0];
        let best = root.children.iter().enumerate().max_by(|a, b| nodes[*a.1].visits.total_cmp(&nodes[*b.1].visits))?.0;
        Some(root.moves[best].clone())
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let millis: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100.0);
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let rollout: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(4);
    let opponent = args.get(4).cloned().unwrap_or_else(|| format!("hard:{}ms", millis as u64));
    let start = Position::new(Rules::classic());
    let mut mcts = Mcts {
        name: format!("mcts:{millis}ms/rollout{rollout}"),
        millis,
        rollout,
        engine: Engine::new(1 << 16),
        total_iters: 0,
        searches: 0,
    };
    let mut other = rithmomachia::players::player_by_name(&opponent).unwrap();
    let s = tournament(&start, &mut mcts, other.as_mut(), games, 1, true).unwrap();
    println!("{}", serde_json::to_string(&s).unwrap());
    println!("mcts iterations per move: {:.0}", mcts.total_iters as f64 / mcts.searches.max(1) as f64);
}
