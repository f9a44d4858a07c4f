//! The `ludii` preset against Ludii 1.3.13 itself (docs/rules.md section 6).
//!
//! `tests/data/oracle/` holds games recorded from Ludii 1.3.13 (see its README): 100 games of
//! random moves, 300 plies each, and 10 random games that ended in a win, with Ludii's position
//! and legal moves at every ply. Every game is replayed from its first record; at every ply the
//! engine must show the same position, the same set of distinct legal moves, and, at the end, the
//! same result. The first disagreement fails the test with a diff.
//!
//! Ludii's encodings become the project's notation: `F-T` → `b1-e1` (shift), `FxT` → `b1xe1`
//! (capture by replacement), `rS@L` → `xh15` (removal of the lone piece on site `S`) or
//! `xh15:16` (removal of the level `L` of the stack on site `S`, named by its value). Sites are `(rank − 1) · 8 + file`; owner 1 is White; a stack of
//! several entries is a pyramid, level 0 its base.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Read};

use flate2::read::GzDecoder;
use rithmomachia::{
    perft, Action, Cell, Color, Component, Method, Move, Outcome, Piece, Position, Rules, Setup, Shape, Target, Victory,
};
use serde::Deserialize;

const RANDOM_GAMES: &[u8] = include_bytes!("data/oracle/ludii-random-games-000-099.jsonl.gz");
const ENDED_GAMES: &[u8] = include_bytes!("data/oracle/ludii-ended-games-00-09.jsonl.gz");
const INITIAL: &str = include_str!("data/oracle/ludii-initial.json");

/// One stack level as Ludii prints it: site, level, letter (`S`, `T`, `D`), owner, value.
type Entry = (u8, u8, String, u8, u16);

/// One line of an oracle file.
#[derive(Deserialize)]
struct Record {
    game: u32,
    ply: u32,
    mover: u8,
    pos: Vec<Entry>,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    chosen: Option<String>,
    #[serde(default, rename = "final")]
    last: bool,
    #[serde(default)]
    over: bool,
    #[serde(default)]
    outcome: Option<String>,
}

#[derive(Deserialize)]
struct Initial {
    initial_position: Vec<Entry>,
    initial_legal_moves: Vec<String>,
    perft_distinct: std::collections::BTreeMap<String, u64>,
}

fn records(gz: &[u8]) -> Vec<Record> {
    let mut text = String::new();
    GzDecoder::new(gz).read_to_string(&mut text).expect("oracle file decompresses");
    BufReader::new(text.as_bytes())
        .lines()
        .map(|line| serde_json::from_str(&line.expect("oracle line")).expect("oracle record parses"))
        .collect()
}

fn site(s: u8) -> Cell {
    Cell::from_index(s as usize).expect("site on the board")
}

fn color(owner: u8) -> Color {
    if owner == 1 {
        Color::White
    } else {
        Color::Black
    }
}

fn shape(letter: &str) -> Shape {
    match letter {
        "S" => Shape::Square,
        "T" => Shape::Triangle,
        "D" => Shape::Round,
        other => panic!("unknown Ludii piece letter {other}"),
    }
}

fn letter(s: Shape) -> &'static str {
    match s {
        Shape::Square => "S",
        Shape::Triangle => "T",
        _ => "D",
    }
}

/// The project's setup for a Ludii position (a stack of one is a simple piece).
fn setup_of(pos: &[Entry], mover: u8, ply: u32) -> Setup {
    let mut setup = Setup::empty(16);
    setup.turn = color(mover);
    setup.ply = ply;
    let mut i = 0;
    while i < pos.len() {
        let s = pos[i].0;
        let owner = pos[i].3;
        let mut parts = Vec::new();
        while i < pos.len() && pos[i].0 == s {
            assert_eq!(pos[i].1 as usize, parts.len(), "levels in order at site {s}");
            parts.push(Component::new(shape(&pos[i].2), pos[i].4));
            i += 1;
        }
        let piece = if parts.len() == 1 {
            Piece::simple(color(owner), parts[0].shape, parts[0].value)
        } else {
            Piece::pyramid(color(owner), &parts).expect("a valid stack")
        };
        setup.set(site(s), Some(piece));
    }
    setup
}

/// The board as Ludii prints it: every level, by site then level.
fn entries_of(position: &Position) -> Vec<Entry> {
    let mut out = Vec::new();
    for (cell, piece) in position.board().pieces() {
        let owner = if piece.color == Color::White { 1 } else { 2 };
        for (level, part) in piece.parts().iter().enumerate() {
            out.push((cell.index() as u8, level as u8, letter(part.shape).to_string(), owner, part.value));
        }
    }
    out
}

/// A Ludii move in the project's notation; `pos` is the position it was listed in.
fn project_move(text: &str, pos: &[Entry]) -> Move {
    let action = if let Some(rest) = text.strip_prefix('r') {
        let (s, l) = rest.split_once('@').expect("removal is rS@L");
        let (s, l): (u8, u8) = (s.parse().expect("site"), l.parse().expect("level"));
        let value = pos.iter().find(|e| e.0 == s && e.1 == l).map(|e| e.4).expect("the removed level exists");
        // A lone piece (a stack of one) is removed whole, `xh15`; a stack's level by its value.
        let lone = pos.iter().filter(|e| e.0 == s).count() == 1;
        Action::Removal(Target { cell: site(s), component: if lone { None } else { Some(value) } })
    } else if let Some((f, t)) = text.split_once('x') {
        Action::Replace { from: site(f.parse().expect("site")), to: site(t.parse().expect("site")) }
    } else {
        let (f, t) = text.split_once('-').expect("move is F-T, FxT or rS@L");
        Action::Shift { from: site(f.parse().expect("site")), to: site(t.parse().expect("site")) }
    };
    Move { action, takes: Vec::new() }
}

fn show(set: &BTreeSet<String>) -> String {
    set.iter().cloned().collect::<Vec<_>>().join(" ")
}

/// Replay the games of one file; the number of plies compared, or the first disagreement.
fn replay(name: &str, records: &[Record]) -> Result<usize, String> {
    let mut compared = 0;
    let mut position: Option<Position> = None;
    let mut previous_game = None;
    for r in records {
        let at = format!("{name}, game {}, ply {}", r.game, r.ply);
        if previous_game != Some(r.game) {
            if r.ply != 0 {
                return Err(format!("{at}: a game must start at ply 0"));
            }
            let setup = setup_of(&r.pos, r.mover, r.ply);
            let start = Position::from_setup(setup, Rules::ludii()).map_err(|e| format!("{at}: {e}"))?;
            if start != Position::new(Rules::ludii()) {
                return Err(format!("{at}: the game does not start from the ludii start position"));
            }
            position = Some(start);
            previous_game = Some(r.game);
        }
        let Some(p) = position.as_ref() else { unreachable!() };
        let text = p.to_setup().to_string();
        // (b) The position: the replay's against Ludii's.
        let ours = entries_of(p);
        // Once a game is over Ludii no longer passes the turn: its last record names the winner
        // as the side to move.
        let to_move = if r.last && r.over { color(r.mover).opposite() } else { color(r.mover) };
        if ours != r.pos || p.turn() != to_move {
            let mut diff = String::new();
            for e in ours.iter().filter(|e| !r.pos.contains(e)) {
                let _ = write!(diff, " +{e:?}");
            }
            for e in r.pos.iter().filter(|e| !ours.contains(e)) {
                let _ = write!(diff, " -{e:?}");
            }
            return Err(format!("{at}: position differs (engine + / Ludii -):{diff}; to move: engine {}, Ludii {to_move}\n  engine: {text}", p.turn()));
        }
        if r.last {
            // (c) The end: over, and who won.
            let outcome = p.outcome();
            let (over, winner) = match &outcome {
                Some(Outcome::Won { winner, victory, .. }) => {
                    if *victory != Victory::LudiiLine {
                        return Err(format!("{at}: won by {victory}, not ludii-line"));
                    }
                    (true, Some(*winner))
                }
                Some(Outcome::Drawn { why, .. }) => {
                    return Err(format!(
                        "{at}: drawn ({}) where Ludii says over={}",
                        rithmomachia::english::says(&why),
                        r.over
                    ))
                }
                None => (false, None),
            };
            let expected = match r.outcome.as_deref() {
                Some("P1win") => Some(Color::White),
                Some("P2win") => Some(Color::Black),
                _ => None,
            };
            if over != r.over || winner != expected {
                return Err(format!(
                    "{at}: engine over={over} winner={winner:?}, Ludii over={} outcome={:?}\n  {text}",
                    r.over, r.outcome
                ));
            }
            position = None;
            previous_game = None;
            continue;
        }
        if let Some(outcome) = p.outcome() {
            return Err(format!("{at}: the engine ended the game ({outcome:?}) where Ludii goes on\n  {text}"));
        }
        // (a) The distinct legal moves.
        let legal: BTreeSet<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        if legal.len() != p.legal_moves().len() {
            return Err(format!("{at}: the engine lists a move twice"));
        }
        let oracle: BTreeSet<String> = r.moves.iter().map(|m| project_move(m, &r.pos).to_string()).collect();
        if legal != oracle {
            let extra: BTreeSet<String> = legal.difference(&oracle).cloned().collect();
            let missing: BTreeSet<String> = oracle.difference(&legal).cloned().collect();
            return Err(format!(
                "{at}: legal moves differ\n  engine only: {}\n  Ludii only:  {}\n  position: {text}",
                show(&extra),
                show(&missing)
            ));
        }
        compared += 1;
        let chosen = r.chosen.as_deref().ok_or_else(|| format!("{at}: no chosen move"))?;
        let mv = project_move(chosen, &r.pos);
        let (next, captures) = p.play_report(&mv).map_err(|e| format!("{at}: {e}"))?;
        // Every capture is recorded with its method, attackers and arithmetic.
        let expected_method = match mv.action {
            Action::Replace { .. } => Some(Method::Landing),
            Action::Removal(_) => Some(Method::Encirclement),
            _ => None,
        };
        match (expected_method, captures.as_slice()) {
            (None, []) => {}
            (Some(method), [c]) if c.method == method && !c.by.is_empty() && !c.reason.to_string().is_empty() => {}
            _ => return Err(format!("{at}: {mv} recorded captures {captures:?}")),
        }
        position = Some(next);
    }
    Ok(compared)
}

#[test]
fn every_recorded_ply_agrees_with_ludii() {
    let mut total = 0;
    for (name, data) in [("ludii-random-games-000-099", RANDOM_GAMES), ("ludii-ended-games-00-09", ENDED_GAMES)] {
        let records = records(data);
        let games = records.iter().filter(|r| r.last).count();
        match replay(name, &records) {
            Ok(n) => {
                println!("{name}: {games} games, {n} plies: all agree");
                total += n;
            }
            Err(diff) => panic!("first disagreement with Ludii: {diff}"),
        }
    }
    assert_eq!(total, 36_860, "plies compared");
}

#[test]
fn initial_position_and_moves() {
    let initial: Initial = serde_json::from_str(INITIAL).expect("ludii-initial.json parses");
    let start = Position::new(Rules::ludii());
    assert_eq!(entries_of(&start), initial.initial_position);
    let legal: BTreeSet<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
    let oracle: BTreeSet<String> =
        initial.initial_legal_moves.iter().map(|m| project_move(m, &initial.initial_position).to_string()).collect();
    assert_eq!(legal, oracle);
    assert_eq!(initial.perft_distinct.get("4"), Some(&17_161));
}

#[test]
fn distinct_perft_from_the_start() {
    let start = Position::new(Rules::ludii());
    let got: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
    assert_eq!(got, [10, 100, 1310, 17_161]);
}

#[test]
#[ignore = "a few seconds in release builds: cargo test --release -- --ignored"]
fn distinct_perft_from_the_start_deep() {
    let start = Position::new(Rules::ludii());
    assert_eq!(perft(&start, 5), 251_913);
    assert_eq!(perft(&start, 6), 3_709_461);
}
