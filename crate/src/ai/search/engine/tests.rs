//! The search's null-move pruning, measured against the same search without it; a game's search
//! and the positions it had before; a win remembered from an earlier search.

use super::Engine;
use crate::ai::search::{GameHistory, Level, NoClock};
use crate::position::{each_random_position, Position};
use crate::rules::Rules;
use crate::text::notation::parse_position;
use crate::victory::Outcome;
use crate::vocab::piece::Color;

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

/// A `ludii` game (seed 3 of the strength games, hard White against medium) at ply 950: White far
/// ahead on prisoners, Black's pyramid of three levels in the corner, on h16.
const CORNERED: &str = "1,C6,4,c49,p(s64s49c16)/6,C4,1/5,c25,S45,1/6,S81,1/6,T20,C2/8/2,c7,4,S25/6,T81,1/8/5,c9,2/3,C8,c9,2,T42/4,C16,3/3,C36,4/1,T72,C64,5/S153,P(S36S25T16T9C4C1),T49,5/S289,S169,6 w c5t12t36c3t64s49t56t16t30s66c81t90t100s120t25t36s225s121s361s28 T6S15T25T9C4 950";

/// What White's searches from [`CORNERED`] are told of the game.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Told {
    /// Nothing: each position searched alone.
    Nothing,
    /// Only the positions White was to move in (what an engine sees of a game by itself).
    ItsOwn,
    /// Every position of the game.
    All,
}

/// Sixteen plies from [`CORNERED`]: White searched by one engine at `hard:<nodes>n`, told of
/// the game as `told` says, Black stepping its pyramid between h16 and h15 while it can. How
/// many times White was to move in a position it had had before, and the winner if the game
/// ended.
fn from_the_corner(told: Told, nodes: u64) -> (usize, Option<Color>) {
    let mut p = Position::from_setup(parse_position(CORNERED).expect("parses"), Rules::ludii()).expect("valid");
    let mut engine = Engine::new(4 << 20);
    let level: Level = format!("hard:{nodes}n").parse().expect("a level");
    let mut game = GameHistory::new();
    let mut had: Vec<String> = Vec::new();
    let mut repeated = 0;
    for _ in 0..8 {
        // The position without its ply count.
        let text = p.to_setup().to_string();
        let now = text.rsplit_once(' ').map_or(text.clone(), |(before, _)| before.to_string());
        repeated += usize::from(had.contains(&now));
        had.push(now);
        game.push(&p);
        let search = if told == Told::Nothing {
            engine.search(&p, &level, 1, &NoClock)
        } else {
            engine.search_game(&game, &p, &level, 1, &NoClock)
        };
        p = p.play(&search.best.expect("a move")).expect("legal");
        if told == Told::All {
            game.push(&p);
        }
        if let Some(Outcome::Won { winner, .. }) = p.outcome() {
            return (repeated, Some(winner));
        }
        let moves = p.legal_moves();
        let step = moves
            .iter()
            .find(|m| ["h16-h15", "h15-h16"].contains(&m.to_string().as_str()))
            .unwrap_or(&moves[0])
            .clone();
        p = p.play(&step).expect("legal");
    }
    (repeated, None)
}

/// Searching each position alone, White (far ahead, no way to progress within its horizon)
/// steps a piece back and forth beside Black's pyramid, and the game comes back to the same
/// positions again and again. A game's search scores a position the game had as a draw: White
/// never brings one back, looks further, and wins.
#[test]
fn a_games_search_does_not_bring_back_a_position_the_game_had() {
    let (repeated, winner) = from_the_corner(Told::Nothing, 30_000);
    assert!(repeated >= 2 && winner.is_none(), "alone: the shuffle ({repeated} repeated, {winner:?})");
    assert_eq!(from_the_corner(Told::All, 30_000), (0, Some(Color::White)), "in the game");
}

/// Told only of the positions it was to move in, White (at 80,000 nodes) steps a piece away and
/// back: the position it steps back into, Black to move, was had before, but the search did not
/// know it, and the table's score for it from an earlier search (when Black's step back was no
/// repetition yet) cut the search there. Told of every position, it never brings one back.
#[test]
fn the_positions_the_other_side_was_to_move_in_count_too() {
    let (repeated, _) = from_the_corner(Told::ItsOwn, 80_000);
    assert!(repeated >= 1, "its own positions only: {repeated} repeated");
    let (repeated, winner) = from_the_corner(Told::All, 80_000);
    assert_eq!(repeated, 0, "every position: none repeated ({winner:?})");
}

/// A `ludii` game (seed 20 of the strength games, hard Black against medium) at ply 677, Black to
/// move: White is down to a few pieces in its corner and Black wins in seven plies
/// (c3-c2 a2-b2 a3-a2 b3-a3 a2xb2, a removal, a line through d3).
const CLOSING: &str = "4,c49,3/8/1,c9,6/1,c25,6/2,C4,C64,4/2,C16,c81,3,C2/8/8/8/3,s225,3,s361/8/c3,7/1,c7,t16,s49,4/c9,C36,c5,p(s64s49t36t25c16),s66,t64,2/P(S36S25C4C1),2,t100,4/S289,S169,C4,1,s121,3 b s120t12t36s28t56t90t30 T9T81S25S15T20T6T49T72S153T16C8T9S81T25C6T42S45 677";

/// One engine plays Black from [`CLOSING`] to the end, White answering with the reply the
/// search expects. Each search reports its win only from an iteration as deep as the win is far
/// (the table's word from the search before is searched out, not taken on trust: in the game
/// this comes from, hard took it on trust at depth 2, went round a loop of four plies and drew
/// at the move cap), and the game ends within the plies the first search said.
#[test]
fn a_win_remembered_from_an_earlier_search_is_searched_out_before_it_is_played() {
    for game in [false, true] {
        let mut p = Position::from_setup(parse_position(CLOSING).expect("parses"), Rules::ludii()).expect("valid");
        let mut engine = Engine::new(4 << 20);
        let level: Level = "hard:300000n".parse().expect("a level");
        let mut said: Option<u32> = None;
        let mut game_so_far = GameHistory::new();
        let mut plies = 0;
        while p.outcome().is_none() && plies < 20 {
            game_so_far.push(&p);
            let s = if game {
                engine.search_game(&game_so_far, &p, &level, 1, &NoClock)
            } else {
                engine.search(&p, &level, 1, &NoClock)
            };
            let n = s.win_in().unwrap_or_else(|| panic!("game={game}, ply {plies}: a win, not {}", s.score));
            assert!(n <= u32::from(s.depth), "game={game}, ply {plies}: a win in {n} reported from depth {}", s.depth);
            let total = *said.get_or_insert(n);
            assert!(plies + n <= total, "game={game}, ply {plies}: a win in {n} more, {total} said at first");
            p = p.play(&s.best.expect("a move")).expect("legal");
            game_so_far.push(&p);
            plies += 1;
            if p.outcome().is_some() {
                break;
            }
            let moves = p.legal_moves();
            let reply = s.pv.get(1).filter(|m| moves.contains(m)).unwrap_or(&moves[0]);
            p = p.play(reply).expect("legal");
            plies += 1;
        }
        assert!(
            matches!(p.outcome(), Some(Outcome::Won { winner: Color::Black, .. })),
            "game={game}: {:?} after {plies} plies",
            p.outcome()
        );
    }
}
