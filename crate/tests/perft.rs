//! Perft regression fixtures for the `classic` preset: `tests/data/classic.perft`.
//!
//! The data file holds positions (notation text) with `perft <depth> <nodes>` lines; see its
//! header for the format and where every number comes from (depth 1 of the start is counted by
//! hand, piece by piece: the same count is checked here against `destinations`).

mod common;

use common::{cells, names, position};
use rithmomachia::{notation, perft, Position, Rules};

const DATA: &str = include_str!("data/classic.perft");

struct Fixture {
    id: String,
    epd: String,
    moves: Vec<String>,
    perft: Vec<(u32, u64)>,
}

fn fixtures() -> Vec<Fixture> {
    let mut out: Vec<Fixture> = Vec::new();
    for (n, line) in DATA.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or_else(|| panic!("line {}: '{line}'", n + 1));
        if key == "id" {
            out.push(Fixture { id: rest.to_string(), epd: String::new(), moves: Vec::new(), perft: Vec::new() });
            continue;
        }
        let f = out.last_mut().unwrap_or_else(|| panic!("line {}: no id before '{line}'", n + 1));
        match key {
            "epd" => f.epd = rest.to_string(),
            "moves" => f.moves = rest.split_whitespace().map(String::from).collect(),
            "perft" => {
                let (d, nodes) = rest.split_once(' ').unwrap();
                f.perft.push((d.parse().unwrap(), nodes.parse().unwrap()));
            }
            _ => panic!("line {}: unknown key '{key}'", n + 1),
        }
    }
    out
}

#[test]
fn the_data_file_is_well_formed() {
    let all = fixtures();
    assert!(all.len() >= 3);
    for f in &all {
        assert!(!f.epd.is_empty(), "{}: no epd", f.id);
        assert!(!f.perft.is_empty(), "{}: no perft line", f.id);
    }
    assert_eq!(all[0].id, "start");
    assert_eq!(all[0].epd, notation::STANDARD_START);
}

#[test]
fn perft_counts() {
    let mut failures = Vec::new();
    for f in fixtures() {
        let pos = position(&f.epd);
        for &(depth, nodes) in &f.perft {
            let got = perft(&pos, depth);
            if got != nodes {
                failures.push(format!("{} perft {depth}: expected {nodes}, got {got}", f.id));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn midgame_positions_come_from_their_move_sequences() {
    for f in fixtures().iter().filter(|f| !f.moves.is_empty()) {
        let mut pos = Position::new(Rules::classic());
        for m in &f.moves {
            pos = pos.play(&common::mv(m)).unwrap_or_else(|e| panic!("{}: {e}", f.id));
        }
        assert_eq!(common::print(&pos), f.epd, "{}", f.id);
        assert_eq!(pos.outcome(), None, "{}", f.id);
    }
}

#[test]
fn the_start_is_the_standard_setup() {
    assert_eq!(common::print(&Position::new(Rules::classic())), notation::STANDARD_START);
    assert_eq!(Position::new(Rules::classic()), position(notation::STANDARD_START));
}

/// The hand count of depth 1 (see the data file): each White piece of the start and its
/// destinations.
const START_BY_PIECE: &[(&str, &str)] = &[
    // Rounds: 10.
    ("c4", "b5 d5"),
    ("d4", "c5 e5"),
    ("e4", "d5 f5"),
    ("f4", "e5 g5"),
    ("c3", "b4"),
    ("d3", ""),
    ("e3", ""),
    ("f3", "g4"),
    // Triangles: 18.
    ("a3", "a5 b5"),
    ("b3", "b5 a5 c5 c1"),
    ("c2", "b4 e1"),
    ("d2", "f1"),
    ("e2", "c1"),
    ("f2", "g4 d1"),
    ("g3", "g5 f5 h5 f1"),
    ("h3", "h5 g5"),
    // Squares: 13.
    ("a1", "b4"),
    ("b1", "e1 a4"),
    ("g1", "d1 h4"),
    ("h1", "g4"),
    ("a2", "b5 d1"),
    ("b2", "a5 c5 e1"),
    ("h2", "g5 e1"),
    // Pyramid: 6.
    ("g2", "f1 h4 e1 f5 h5 d1"),
];

#[test]
fn start_depth_one_by_hand() {
    let start = Position::new(Rules::classic());
    let mut total = 0;
    for &(from, expected) in START_BY_PIECE {
        let got = start.destinations(common::cell(from));
        assert_eq!(names(got), names(cells(expected)), "{from}");
        total += got.count();
    }
    assert_eq!(total, 47);
    // Every White piece is listed.
    assert_eq!(START_BY_PIECE.len(), start.board().occupied_by(rithmomachia::Color::White).count() as usize);
    assert_eq!(start.legal_moves().len(), 47);
    assert_eq!(perft(&start, 1), 47);
}
