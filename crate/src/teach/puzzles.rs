//! Puzzles: positions from the engine's own games in which one move, or a short line, is
//! clearly better than every other (a capture, a combination that captures a move later, a
//! victory), found, checked for uniqueness and rated by the engine. `rithmo puzzles` writes a
//! set; the page ships one set per preset (`www/puzzles/`) and judges the player's moves against
//! the line; `docs/puzzles.md` says how they are made and read.
//!
//! A position is a puzzle when the engine's best move beats the second best by at least
//! [`Spec::margin`] points, at the generation budget and again at twice that budget with another
//! seed (the same move both times), and the line wins something: the move captures
//! (`capture`), the solver captures on their next move after a quiet one (`combination`), or
//! the line wins the game (`victory`). A line goes on to the solver's next move only when that
//! move is as clearly best in its turn.
//!
//! ```
//! use rithmomachia::puzzles::{judge, Spec, Theme};
//! use rithmomachia::search::Engine;
//! use rithmomachia::{notation, Position, Rules};
//! // White's round 16 on d2 steps to e3 and takes Black's triangle 16 on f4 by equality.
//! let text = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
//! let p = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap();
//! let puzzle = judge(&mut Engine::new(1 << 20), &p, &Spec::quick()).unwrap();
//! assert_eq!(puzzle.line[0].to_string(), "d2-e3");
//! assert_eq!(puzzle.theme, Theme::Capture);
//! ```

use std::fmt;

use serde::Serialize;

use crate::ai::eval::WIN_BOUND;
use crate::ai::search::{Engine, Level, NoClock, SearchResult};
use crate::board::moves::{Action, Move};
use crate::position::Position;
use crate::teach::analysis::line_says;
use crate::vocab::piece::Color;
use crate::vocab::rng::Rng;
use crate::vocab::words::Say;

/// The most plies a puzzle's line has (the solver's moves and the replies between them).
pub const MAX_LINE: usize = 3;

/// The most puzzles a generation makes.
pub const MAX_COUNT: usize = 1000;

/// The ratings' bounds.
pub const RATING_MIN: u16 = 600;
/// See [`RATING_MIN`].
pub const RATING_MAX: u16 = 2400;

/// What a puzzle's line wins.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// The move itself captures.
    Capture,
    /// A quiet move (or a smaller capture) after which the solver's next move captures.
    Combination,
    /// The line wins the game.
    Victory,
}

/// A puzzle's level in its set: the set, easiest first by rating, is cut into the easiest half,
/// the next third and the hardest sixth (ratings differ between presets: a puzzle of the
/// `ludii` set, found by a search of one ply, is rated lower than most of `classic`'s, but
/// each set has its three levels).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Band {
    /// The easiest half of the set.
    Easy,
    /// The next third.
    Medium,
    /// The hardest sixth.
    Hard,
}

impl Band {
    /// The level of the puzzle at `rank` (from 0, easiest first) in a set of `n`.
    ///
    /// ```
    /// use rithmomachia::puzzles::Band;
    /// assert_eq!(Band::of_rank(54, 110), Band::Easy);
    /// assert_eq!(Band::of_rank(55, 110), Band::Medium);
    /// assert_eq!(Band::of_rank(91, 110), Band::Medium);
    /// assert_eq!(Band::of_rank(92, 110), Band::Hard);
    /// ```
    pub fn of_rank(rank: usize, n: usize) -> Band {
        if rank * 2 < n {
            Band::Easy
        } else if rank * 6 < n * 5 {
            Band::Medium
        } else {
            Band::Hard
        }
    }
}

/// How puzzles are searched for and checked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// Nodes of each search that judges a position (the check runs at twice this).
    pub nodes: u64,
    /// Points by which the best move must beat the second best.
    pub margin: i32,
    /// Nodes each move of the generating games may search at most (none: the medium level's
    /// whole three plies; a bound where moves are dear to list).
    pub game_nodes: Option<u64>,
    /// The chance, in percent, that a move of the weaker side of a generating game is played
    /// at random (one side of each game, chosen by the seed): its mistakes make the tactics,
    /// and the games end, where careful play only shuffles (ludii).
    pub wild: u32,
    /// Plies a generating game lasts at most.
    pub game_plies: u32,
}

impl Spec {
    /// The budget the shipped sets are made with.
    pub const fn standard() -> Spec {
        Spec { nodes: 12_000, margin: 150, game_nodes: None, wild: 0, game_plies: GAME_PLIES }
    }

    /// A small budget, for examples and tests.
    pub const fn quick() -> Spec {
        Spec { nodes: 2_000, margin: 150, game_nodes: None, wild: 0, game_plies: GAME_PLIES }
    }
}

/// A puzzle: the position (the side to move solves it), the line, what it wins and how hard it is.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The position, the solver to move.
    pub position: Position,
    /// The solver's moves at even indices, the replies between them; an odd length.
    pub line: Vec<Move>,
    /// What the line wins.
    pub theme: Theme,
    /// How hard, from [`RATING_MIN`] to [`RATING_MAX`].
    pub rating: u16,
    /// What the line does, as sentences (its captures with their arithmetic, a victory).
    pub says: Vec<Say>,
    /// By how many points the first move beats the second best.
    pub gap: i32,
    /// Other first moves accepted as the same answer: the same action with other captures
    /// chosen, within the margin of the line's move, or another move that wins at once (then
    /// the line is that one move).
    pub also: Vec<Move>,
}

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotPuzzle {
    /// The game is over.
    Over,
    /// The side to move has one move only (or none).
    Forced,
    /// The best move is not clearly better than the next: `gap` points, under the margin.
    NotUnique {
        /// The best move.
        best: String,
        /// The second best.
        second: String,
        /// The points between them.
        gap: i32,
    },
    /// The best move wins nothing the puzzle could show: no capture (or the same move taking
    /// nothing is about as good), no victory.
    Quiet,
    /// A deeper search prefers another move.
    Unstable {
        /// The move first found.
        first: String,
        /// The move the deeper search prefers.
        deeper: String,
    },
    /// A set's other good first moves are not the engine's.
    Also {
        /// The set's, in notation, comma-separated.
        expected: String,
        /// The engine's.
        found: String,
    },
    /// A set's line is not the engine's: it expects `expected`, the engine finds `found`.
    Other {
        /// The set's first move.
        expected: String,
        /// The engine's.
        found: String,
    },
    /// A set's explanation of the line is not the one the core writes now (a wording or a way
    /// of naming pieces changed since the set was made).
    Says,
}

impl fmt::Display for NotPuzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotPuzzle::Over => f.write_str("the game is over in this position"),
            NotPuzzle::Forced => f.write_str("the side to move has one move at most (whatever it captures)"),
            NotPuzzle::NotUnique { best, second, gap } => {
                write!(f, "{best} is only {gap} points better than {second}: not clearly the best move")
            }
            NotPuzzle::Quiet => {
                f.write_str("the best move wins nothing the puzzle could show: no capture that counts, no victory")
            }
            NotPuzzle::Unstable { first, deeper } => write!(f, "a deeper search prefers {deeper} to {first}"),
            NotPuzzle::Also { expected, found } => {
                let none = |s: &str| if s.is_empty() { "none".to_string() } else { s.to_string() };
                write!(f, "the set accepts also {}, the engine {}", none(expected), none(found))
            }
            NotPuzzle::Other { expected, found } => write!(f, "the set's move is {expected}, the engine's is {found}"),
            NotPuzzle::Says => f.write_str(
                "the set's explanation is not the core's: 'rithmo puzzles <set> --rewrite yes' writes it again",
            ),
        }
    }
}

impl std::error::Error for NotPuzzle {}

/// The best move of `position` at `nodes` and its lead in points over the best other move, or
/// why it has no clear lead.
fn lead(
    engine: &mut Engine,
    position: &Position,
    nodes: u64,
    seed: u64,
    margin: i32,
) -> Result<(SearchResult, i32), NotPuzzle> {
    let level = Level::hard_nodes(nodes.max(1));
    let best = engine.search_excluding(position, &level, seed, &NoClock, &[]);
    let Some(mv) = best.best.clone() else { return Err(NotPuzzle::Forced) };
    let siblings = same_answer(position, &mv);
    let second = engine.search_excluding(position, &level, seed, &NoClock, &siblings);
    let Some(other) = &second.best else { return Err(NotPuzzle::Forced) };
    // Two wins: the faster is the puzzle only if the other does not win at all.
    let gap =
        if best.score >= WIN_BOUND && second.score >= WIN_BOUND { 0 } else { best.score.saturating_sub(second.score) };
    if gap < margin {
        return Err(NotPuzzle::NotUnique { best: mv.to_string(), second: other.to_string(), gap });
    }
    Ok((best, gap))
}

/// The moves that count as the same answer as `first` (itself included): the same action with
/// other captures chosen, and where `first` wins the game at once, every move that does. The
/// second best is the best of the others; the puzzle accepts those as good as `first` (`also`).
fn same_answer(position: &Position, first: &Move) -> Vec<Move> {
    let first_wins = wins_at_once(position, first);
    position
        .legal_moves()
        .into_iter()
        .filter(|m| m.action == first.action || (first_wins && wins_at_once(position, m)))
        .collect()
}

/// Whether `mv` ends the game with the win of the side that plays it.
fn wins_at_once(position: &Position, mv: &Move) -> bool {
    position.play(mv).is_ok_and(|after| won(&after, position.turn()))
}

/// Whether `position` can hold a puzzle the generation looks for: the side to move can capture
/// or win at once (a quiet first move that captures a move later is found where a capture is on
/// offer elsewhere; judging every position of a game costs four times as much for few more).
fn promising(position: &Position) -> bool {
    let mut capture = false;
    position.each_legal_turn(|_, taken| capture |= !taken.is_empty());
    capture || position.legal_moves().iter().any(|m| wins_at_once(position, m))
}

/// The clearly best move of `position`: clear at `spec.nodes`, then the same move as clear at
/// twice that with another seed; the deeper search and the smaller lead, or why there is none.
fn unique_best(
    engine: &mut Engine,
    position: &Position,
    spec: &Spec,
    seed: u64,
) -> Result<(SearchResult, i32), NotPuzzle> {
    // What earlier searches left in the engine would change what this one sees: a set's check
    // must see what its generation saw.
    engine.clear();
    if position.is_over() {
        return Err(NotPuzzle::Over);
    }
    let (first, gap) = lead(engine, position, spec.nodes, seed, spec.margin)?;
    let (deeper, deeper_gap) = lead(engine, position, spec.nodes * 2, seed ^ 0x9e37_79b9, spec.margin)?;
    if deeper.best != first.best {
        let name = |r: &SearchResult| r.best.as_ref().map(ToString::to_string).unwrap_or_default();
        return Err(NotPuzzle::Unstable { first: name(&first), deeper: name(&deeper) });
    }
    Ok((deeper, gap.min(deeper_gap)))
}

/// Whether the game is over in `position` with `solver`'s win.
fn won(position: &Position, solver: Color) -> bool {
    position.outcome().is_some_and(|o| o.winner() == Some(solver))
}

/// The searches' tie-break seed (a puzzle is judged the same wherever it is judged).
const SEED: u64 = 1;

/// Judge `position` as a puzzle for its side to move: the same position and spec always give
/// the same answer, whatever the engine searched before.
pub fn judge(engine: &mut Engine, position: &Position, spec: &Spec) -> Result<Puzzle, NotPuzzle> {
    let (result, gap) = unique_best(engine, position, spec, SEED)?;
    let first = result.best.clone().ok_or(NotPuzzle::Forced)?;
    let solver = position.turn();
    let (after, taken) = position.play_report(&first).map_err(|_| NotPuzzle::Forced)?;
    let mut line = vec![first.clone()];
    // The line goes on to the solver's next move when the reply is the engine's and that move
    // is as clearly best and captures or wins: a quiet first move's capture to come, a win
    // still a move away.
    let goes_on = result.score >= WIN_BOUND || taken.is_empty();
    let rest = if goes_on && !after.is_over() { continuation(engine, &after, &result.pv, spec, solver) } else { None };
    let end = rest.as_ref().map_or(&after, |(_, end)| end);
    let theme = if won(end, solver) {
        if let Some((moves, _)) = &rest {
            line.extend(moves.iter().cloned());
        }
        Theme::Victory
    } else if !taken.is_empty() {
        Theme::Capture
    } else if let Some((moves, _)) = &rest {
        line.extend(moves.iter().cloned());
        Theme::Combination
    } else {
        return Err(NotPuzzle::Quiet);
    };
    // What the line does, not what the search expected after it.
    let also = as_good(engine, position, &first, result.score, spec);
    // The same piece's move taking nothing, about as good: the captures are not the point.
    if theme != Theme::Victory
        && also.iter().any(|(m, _)| position.play_report(m).is_ok_and(|(_, taken)| taken.is_empty()))
    {
        return Err(NotPuzzle::Quiet);
    }
    if let (true, Some((alt, alt_gap))) = (line.len() > 1, also.first()) {
        // A line that goes on from one of two answers only: not a puzzle.
        return Err(NotPuzzle::NotUnique { best: first.to_string(), second: alt.to_string(), gap: *alt_gap });
    }
    let says = line_says(position, &SearchResult { pv: line.clone(), ..result });
    let rating = rate(engine, position, &first, line.len(), theme, gap, spec);
    let also = also.into_iter().map(|(m, _)| m).collect();
    Ok(Puzzle { position: position.clone(), line, theme, rating, says, gap, also })
}

/// The moves of the same answer as `first` ([`same_answer`]) that score within the margin of
/// `best` (`first`'s score) at the deeper budget, with their distance from it: answers as good.
fn as_good(engine: &mut Engine, position: &Position, first: &Move, best: i32, spec: &Spec) -> Vec<(Move, i32)> {
    let all = position.legal_moves();
    let level = Level::hard_nodes(spec.nodes * 2);
    let mut out = Vec::new();
    for alt in same_answer(position, first).iter().filter(|m| *m != first) {
        let others: Vec<Move> = all.iter().filter(|m| *m != alt).cloned().collect();
        let score = engine.search_excluding(position, &level, SEED ^ 0x9e37_79b9, &NoClock, &others).score;
        let gap = if best >= WIN_BOUND && score >= WIN_BOUND { 0 } else { best.saturating_sub(score) };
        if gap < spec.margin {
            out.push((alt.clone(), gap));
        }
    }
    out
}

/// After the solver's first move (`after`, `pv` the search's line from before it): the reply
/// and the solver's next move, when that move is clearly best after the reply and captures or
/// wins; with the position the line ends in.
fn continuation(
    engine: &mut Engine,
    after: &Position,
    pv: &[Move],
    spec: &Spec,
    solver: Color,
) -> Option<(Vec<Move>, Position)> {
    let reply = pv.get(1)?;
    let before = after.play(reply).ok()?;
    let (next, _) = unique_best(engine, &before, spec, SEED.wrapping_add(1)).ok()?;
    let mv = next.best?;
    let (end, taken) = before.play_report(&mv).ok()?;
    (won(&end, solver) || !taken.is_empty()).then(|| (vec![reply.clone(), mv], end))
}

/// How hard a puzzle is: the shallowest search depth that finds its first move (deeper is
/// harder), the other captures on offer that could mislead, how close the second best move
/// comes, what the line wins and its length.
fn rate(
    engine: &mut Engine,
    position: &Position,
    first: &Move,
    plies: usize,
    theme: Theme,
    gap: i32,
    spec: &Spec,
) -> u16 {
    let mut depth_found = 5u32;
    for depth in 1..=4u8 {
        let mut level = Level::hard_nodes(spec.nodes);
        level.limits.depth = depth;
        if engine.search(position, &level, 1, &NoClock).best.as_ref() == Some(first) {
            depth_found = u32::from(depth);
            break;
        }
    }
    // Other pieces' moves that capture, each counted once whatever captures it may choose.
    let mut misleading: Vec<Action> = Vec::new();
    position.each_legal_turn(|mv, taken| {
        if mv.action != first.action && !taken.is_empty() && misleading.len() < 12 && !misleading.contains(&mv.action) {
            misleading.push(mv.action);
        }
    });
    let misleading = misleading.len() as u32;
    let theme_points = match theme {
        Theme::Capture => 0,
        Theme::Victory => 150,
        Theme::Combination => 250,
    };
    // A second best close behind is easier to take for the best: up to 150 points, from a lead
    // of 600 (none) down to the margin (all).
    let close = if spec.margin >= 600 {
        0
    } else {
        (600 - gap.clamp(spec.margin, 600)) as u32 * 150 / (600 - spec.margin) as u32
    };
    let points = 600 + 250 * (depth_found - 1) + 60 * misleading + 120 * (plies as u32 / 2) + theme_points + close;
    points.clamp(u32::from(RATING_MIN), u32::from(RATING_MAX)) as u16
}

/// What a generation made: the puzzles, best spread over the games, easiest first.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The puzzles, by rating.
    pub puzzles: Vec<Puzzle>,
    /// Games played to find them.
    pub games: u32,
}

/// Generate up to `count` puzzles (at most [`MAX_COUNT`]) from games the engine plays against
/// itself from `start`, seeded by `seed` (the same arguments give the same puzzles). Each game
/// opens with a few random moves, then each side plays the medium level's search; at most
/// four puzzles are taken from a game, four plies apart at least, and never the same position
/// twice. `games` bounds the games played. `threads` games are played at once, each thread with
/// its engine, in rounds of one game a thread (the puzzles taken in the games' order, so a set
/// depends on the thread count but not on the threads' speed); `progress` hears the games
/// played and the puzzles found after each round.
pub fn generate(
    start: &Position,
    spec: &Spec,
    count: usize,
    seed: u64,
    games: u32,
    threads: usize,
    progress: &mut dyn FnMut(u32, usize),
) -> Generated {
    let count = count.min(MAX_COUNT);
    let threads = threads.clamp(1, 64);
    let mut engines: Vec<Engine> = (0..threads).map(|_| Engine::new(8 << 20)).collect();
    let mut rng = Rng::new(seed);
    let mut out = Generated { puzzles: Vec::new(), games: 0 };
    let (mut seen, mut taken) = (Seen::new(), Seen::new());
    while out.puzzles.len() < count && out.games < games {
        let round = (games - out.games).min(threads as u32) as usize;
        let seeds: Vec<u64> = (0..round).map(|_| rng.next_u64()).collect();
        let need = count - out.puzzles.len();
        // Each game skips the positions judged before its round (and those it judges itself).
        let found: Vec<(Vec<Puzzle>, Seen)> = std::thread::scope(|scope| {
            let jobs: Vec<_> = engines
                .iter_mut()
                .zip(&seeds)
                .map(|(engine, &game_seed)| {
                    let mut mine = seen.clone();
                    scope.spawn(move || (play_game(engine, start, spec, game_seed, &mut mine, need), mine))
                })
                .collect();
            jobs.into_iter().map(|j| j.join().unwrap_or_default()).collect()
        });
        for (puzzles, judged) in found {
            out.games += 1;
            for puzzle in puzzles {
                if out.puzzles.len() < count && taken.insert(puzzle.position.to_setup().to_string()) {
                    out.puzzles.push(puzzle);
                }
            }
            seen.extend(judged);
        }
        progress(out.games, out.puzzles.len());
    }
    out.puzzles.sort_by_key(|p| p.rating);
    out
}

/// Positions (in notation) already judged.
type Seen = std::collections::HashSet<String>;

/// The most puzzles taken from one game.
const PER_GAME: usize = 4;

/// Plies a generating game lasts at most, by default.
pub const GAME_PLIES: u32 = 160;

/// One generating game: its puzzles (at most `need`), none at a position in `seen`.
fn play_game(
    engine: &mut Engine,
    start: &Position,
    spec: &Spec,
    seed: u64,
    seen: &mut Seen,
    need: usize,
) -> Vec<Puzzle> {
    let mut rng = Rng::new(seed);
    let mut p = start.clone();
    let mut found = Vec::new();
    let opening = 4 + rng.below(8) as u32;
    let mut scratch = crate::capture::mode::Scratch::default();
    for _ in 0..opening {
        if !p.play_random(&mut rng, &mut scratch) {
            return found;
        }
    }
    let mut level = Level::of(crate::ai::search::Strength::Medium);
    level.limits.nodes = spec.game_nodes;
    let mut last = 0u32;
    let weaker = if rng.below(2) == 0 { Color::White } else { Color::Black };
    for ply in 0..spec.game_plies {
        if p.is_over() || found.len() >= need {
            return found;
        }
        if found.len() < PER_GAME
            && (found.is_empty() || ply >= last + 4)
            && promising(&p)
            && seen.insert(p.to_setup().to_string())
        {
            if let Ok(puzzle) = judge(engine, &p, spec) {
                found.push(puzzle);
                last = ply;
            }
        }
        if spec.wild > 0 && p.turn() == weaker && (rng.below(100) as u32) < spec.wild {
            if !p.play_random(&mut rng, &mut scratch) {
                return found;
            }
            continue;
        }
        let Some(mv) = engine.search(&p, &level, seed.wrapping_add(u64::from(ply)), &NoClock).best else {
            return found;
        };
        match p.play(&mv) {
            Ok(next) => p = next,
            Err(_) => return found,
        }
    }
    found
}

/// Check a set's puzzle: the engine, judging its position again, must find the same first move
/// as clearly best, and the line must be legal.
pub fn check(
    engine: &mut Engine,
    position: &Position,
    line: &[Move],
    also: &[Move],
    spec: &Spec,
) -> Result<Puzzle, NotPuzzle> {
    let puzzle = judge(engine, position, spec)?;
    let names = |moves: &[Move]| {
        let mut names: Vec<String> = moves.iter().map(ToString::to_string).collect();
        names.sort();
        names.join(", ")
    };
    match line.first() {
        Some(mv) if *mv == puzzle.line[0] && names(also) != names(&puzzle.also) => {
            Err(NotPuzzle::Also { expected: names(also), found: names(&puzzle.also) })
        }
        Some(mv) if *mv == puzzle.line[0] => Ok(puzzle),
        other => Err(NotPuzzle::Other {
            expected: other.map(|m| m.to_string()).unwrap_or_default(),
            found: puzzle.line[0].to_string(),
        }),
    }
}
