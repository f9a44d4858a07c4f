//! The computer opponent: iterative-deepening alpha-beta (principal variation search) over
//! [`Position::legal_moves_into`] and [`Position::play_unchecked`], with a fixed-size
//! transposition table, captures-first move ordering, killer and history heuristics, and the
//! static evaluation of the `eval` module.
//!
//! Moves are opaque here: whatever a preset's moves carry (chosen captures, drops, removals), the
//! search only lists, plays and compares them, and judges the result with
//! [`Position::outcome`]. Nothing reads a preset's name.
//!
//! No clock and no randomness is hidden in the search: time comes from a [`Clock`] the caller
//! supplies (the browser's `Date.now`, the command line's `Instant`), tie-breaks and the
//! weaker levels' noise from a seed. Bounded by nodes only, the same seed gives the same move.
//! A stop flag ([`Engine::stop_handle`]) ends a search within a few hundred nodes.
//!
//! ```
//! use rithmomachia::search::{Engine, Level, NoClock};
//! use rithmomachia::{Position, Rules};
//! let start = Position::new(Rules::classic());
//! let mut engine = Engine::new(1 << 20);
//! let level: Level = "hard:3000n".parse().unwrap();
//! let result = engine.search(&start, &level, 7, &NoClock);
//! let best = result.best.expect("a move");
//! assert!(start.is_legal(&best));
//! assert_eq!(engine.search(&start, &level, 7, &NoClock).best, Some(best), "deterministic");
//! ```

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::capture::Capture;
use crate::vocab::cell::{Cell, CELLS};
use crate::ai::eval::{Evaluator, WIN, WIN_BOUND};
use crate::board::moves::{Action, Move};
use crate::vocab::piece::Color;
use crate::position::Position;
use crate::vocab::rng::Rng;
use crate::rules::{Rules, Victory};
use crate::victory::Outcome;

/// Deepest ply the search ever reaches (iterations plus quiescence).
const MAX_PLY: usize = 96;
/// Greater than every score.
const INF: i32 = WIN + 1;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 256;

/// The time source of a search, in milliseconds from any fixed origin.
pub trait Clock {
    /// Now.
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A clock that never moves: the search is then bounded by nodes and depth only.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// How far a search may go. The first iteration (depth 1) always completes, so a legal move
/// comes back whatever the limits.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: u8,
    /// Most nodes (positions played), if bounded.
    pub nodes: Option<u64>,
    /// Most milliseconds by the caller's clock, if bounded.
    pub millis: Option<f64>,
}

/// The three strengths offered to players.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Strength {
    /// One ply, with noise: makes mistakes a beginner can punish.
    Easy,
    /// Three plies at most, a little noise.
    Medium,
    /// As deep as its time allows (1 s per move by default), no noise.
    Hard,
}

impl Strength {
    /// Every strength, weakest first.
    pub const ALL: [Strength; 3] = [Strength::Easy, Strength::Medium, Strength::Hard];

    /// `easy`, `medium` or `hard`.
    pub const fn id(self) -> &'static str {
        match self {
            Strength::Easy => "easy",
            Strength::Medium => "medium",
            Strength::Hard => "hard",
        }
    }
}

/// A playing level: a strength with its search limits and noise.
///
/// Written `easy`, `medium`, `hard`, optionally with a budget that replaces the default one:
/// `hard:200ms`, `hard:2s` (time), `hard:50000n` (nodes: reproducible), `medium:d4` (depth).
///
/// ```
/// use rithmomachia::search::{Level, Strength};
/// let l: Level = "hard:200ms".parse().unwrap();
/// assert_eq!((l.strength, l.limits.millis, l.limits.nodes), (Strength::Hard, Some(200.0), None));
/// assert_eq!(l.to_string(), "hard:200ms");
/// assert_eq!("medium".parse::<Level>().unwrap().to_string(), "medium");
/// assert!("expert".parse::<Level>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// Easy, medium or hard.
    pub strength: Strength,
    /// The search's bounds.
    pub limits: Limits,
    /// Points of seeded noise added to each root move's score (0: none).
    pub noise: i32,
    /// The budget as written after the colon, if any.
    budget: Option<String>,
}

impl Level {
    /// The default level of a strength.
    pub fn of(strength: Strength) -> Level {
        let (depth, millis, noise) = match strength {
            Strength::Easy => (1, 200.0, 90),
            Strength::Medium => (3, 400.0, 12),
            Strength::Hard => (64, 1000.0, 0),
        };
        Level { strength, limits: Limits { depth, nodes: None, millis: Some(millis) }, noise, budget: None }
    }

    /// Hard with a node budget instead of time.
    pub fn hard_nodes(nodes: u64) -> Level {
        let mut l = Level::of(Strength::Hard);
        l.limits.nodes = Some(nodes);
        l.limits.millis = None;
        l.budget = Some(format!("{nodes}n"));
        l
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.strength.id())?;
        if let Some(b) = &self.budget {
            write!(f, ":{b}")?;
        }
        Ok(())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(text: &str) -> Result<Level, String> {
        let (name, budget) = match text.split_once(':') {
            Some((n, b)) => (n, Some(b)),
            None => (text, None),
        };
        let strength = Strength::ALL
            .into_iter()
            .find(|s| s.id() == name)
            .ok_or_else(|| format!("unknown level '{name}' (known: easy, medium, hard)"))?;
        let mut level = Level::of(strength);
        let Some(b) = budget else { return Ok(level) };
        let bad = || format!("level '{text}': the budget must be like 200ms, 2s, 50000n or d4");
        let number = |digits: &str| -> Result<u64, String> {
            if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            digits.parse::<u64>().ok().filter(|&n| n > 0 && n <= 1_000_000_000_000).ok_or_else(bad)
        };
        if let Some(d) = b.strip_prefix('d') {
            level.limits.depth = number(d)?.min(MAX_PLY as u64 / 2) as u8;
        } else if let Some(ms) = b.strip_suffix("ms") {
            level.limits.millis = Some(number(ms)? as f64);
        } else if let Some(s) = b.strip_suffix('s') {
            level.limits.millis = Some(number(s)? as f64 * 1000.0);
        } else if let Some(n) = b.strip_suffix('n') {
            level.limits.nodes = Some(number(n)?);
            level.limits.millis = None;
        } else {
            return Err(bad());
        }
        level.budget = Some(b.to_string());
        Ok(level)
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play (`None` only when the game is over).
    pub best: Option<Move>,
    /// Its score for the side to move, in points (`eval::WIN` minus plies for a win).
    pub score: i32,
    /// Deepest iteration completed.
    pub depth: u8,
    /// Deepest ply reached.
    pub seldepth: u8,
    /// Positions played.
    pub nodes: u64,
    /// Milliseconds taken, by the caller's clock.
    pub millis: f64,
    /// The expected line, starting with `best`.
    pub pv: Vec<Move>,
    /// Whether the search ended early (limits or stop flag) rather than by completing its depth.
    pub stopped: bool,
}

impl SearchResult {
    /// A win the search proved, in plies from the root (1: the move itself wins).
    pub fn win_in(&self) -> Option<u32> {
        (self.score >= WIN_BOUND).then(|| (WIN - self.score) as u32)
    }

    /// A loss the search proved, in plies from the root.
    pub fn loss_in(&self) -> Option<u32> {
        (self.score <= -WIN_BOUND).then(|| (WIN + self.score) as u32)
    }
}

// ---------------------------------------------------------------- hashing

/// A 64-bit FNV-1a hasher whose output does not depend on the platform's word size.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn write_usize(&mut self, i: usize) {
        self.write(&(i as u64).to_le_bytes());
    }
    fn write_isize(&mut self, i: isize) {
        self.write(&(i as i64).to_le_bytes());
    }
}

/// A 16-bit fingerprint of a move (to check a stored move still names the same one).
fn fingerprint(mv: &Move) -> u16 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut h);
    let x = h.finish();
    (x ^ (x >> 16) ^ (x >> 32) ^ (x >> 48)) as u16
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Zobrist keys: one per (cell, colour), mixed with the piece standing there (its components'
/// shapes and values), one for the side to move, one per side for its prisoner figures.
struct Zobrist {
    cells: Vec<[u64; 2]>,
    turn: u64,
    prisoners: [u64; 2],
}

impl Zobrist {
    fn new() -> Zobrist {
        let mut rng = Rng::new(0x005e_ed0f_2b1e_7a11);
        let cells = (0..CELLS).map(|_| [rng.next_u64(), rng.next_u64()]).collect();
        Zobrist { cells, turn: rng.next_u64(), prisoners: [rng.next_u64(), rng.next_u64()] }
    }

    fn hash(&self, p: &Position) -> u64 {
        let board = p.board();
        let mut h = if p.turn() == Color::Black { self.turn } else { 0 };
        for color in Color::ALL {
            for cell in board.occupied_by(color) {
                let mut x = self.cells[cell.index()][color.index()];
                for part in board.parts(cell) {
                    x = mix(x ^ (u64::from(part.value) << 2 | part.shape as u64));
                }
                h ^= x;
            }
            let pr = p.prisoners(color);
            let mut x = self.prisoners[color.index()]
                ^ (u64::from(pr.pieces()) | u64::from(pr.value()) << 16 | u64::from(pr.digits()) << 40);
            if p.rules().prisoners_reenter {
                // Prisoners that come back: which ones matters, not only how many.
                for piece in pr.iter() {
                    for part in piece.parts() {
                        x = mix(x ^ (u64::from(part.value) << 2 | part.shape as u64));
                    }
                }
            }
            h ^= mix(x);
        }
        h
    }
}

// ---------------------------------------------------------------- transposition table

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// What a node's `best` score says, searched in the window (`alpha`, `beta`).
    fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// 16 bytes: the key's upper half, the score, the best move (its index in the legal-move list
/// and fingerprint), the depth, the bound and the search generation.
#[derive(Copy, Clone, Default)]
struct Entry {
    check: u32,
    score: i32,
    index: u16,
    fp: u16,
    depth: u8,
    /// Bound (2 bits) and generation (6 bits); 0 is an empty entry.
    meta: u8,
}

impl Entry {
    fn bound(&self) -> Bound {
        match self.meta & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
}

const BUCKET: usize = 4;

/// A fixed-size table of buckets of four entries; its memory never grows.
struct Table {
    entries: Vec<Entry>,
    /// Buckets − 1 (a power of two minus one).
    mask: usize,
    generation: u8,
}

impl Table {
    fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>() / BUCKET).max(1);
        let buckets = if wanted.is_power_of_two() { wanted } else { wanted.next_power_of_two() / 2 };
        Table { entries: vec![Entry::default(); buckets * BUCKET], mask: buckets - 1, generation: 0 }
    }

    fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
        self.generation = 0;
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * BUCKET
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let check = (key >> 32) as u32;
        let b = self.bucket(key);
        self.entries[b..b + BUCKET].iter().find(|e| e.meta != 0 && e.check == check).copied()
    }

    fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<(u16, u16)>) {
        let check = (key >> 32) as u32;
        let b = self.bucket(key);
        let generation = self.generation;
        let bucket = &mut self.entries[b..b + BUCKET];
        let slot = match bucket.iter().position(|e| e.meta != 0 && e.check == check) {
            Some(i) => i,
            None => {
                // The emptiest, else the shallowest and oldest.
                let worth = |e: &Entry| {
                    if e.meta == 0 {
                        i32::MIN
                    } else {
                        let age = i32::from(generation.wrapping_sub(e.meta >> 2) & 63);
                        i32::from(e.depth) - 4 * age
                    }
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let old = bucket[slot];
        let (index, fp) = match best {
            Some(m) => m,
            None if old.meta != 0 && old.check == check => (old.index, old.fp),
            None => (u16::MAX, 0),
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        bucket[slot] =
            Entry { check, score, index, fp, depth: depth.clamp(0, 255) as u8, meta: bound_bits | (generation & 63) << 2 };
    }
}

/// Win scores are stored relative to the node, read back relative to the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

// ---------------------------------------------------------------- the engine

/// The per-ply buffers of the search (reused from node to node: no allocation once warm).
#[derive(Default)]
struct Frame {
    moves: Vec<Move>,
    children: Vec<Position>,
    /// Per child: its ordering key, the value it captured, its game result if it ended.
    keys: Vec<i64>,
    gains: Vec<u32>,
    results: Vec<Option<i32>>,
    order: Vec<usize>,
}

/// A root move with what the iterations learnt of it.
struct RootMove {
    mv: Move,
    child: Position,
    result: Option<i32>,
    score: i32,
    noise: i32,
    tie: u64,
}

/// The search engine: its transposition table (fixed size), heuristics and stop flag. Keep one
/// per game: the table carries knowledge from move to move.
pub struct Engine {
    table: Table,
    zobrist: Zobrist,
    history: Vec<i32>,
    killers: Vec<[u16; 2]>,
    frames: Vec<Frame>,
    stop: Arc<AtomicBool>,
    evaluator: Option<(Rules, Evaluator)>,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Engine {{ table: {} bytes }}", self.table.bytes())
    }
}

impl Engine {
    /// An engine whose transposition table takes at most `table_bytes` (rounded down to a
    /// power of two of 64-byte buckets; at least one bucket).
    pub fn new(table_bytes: usize) -> Engine {
        Engine {
            table: Table::new(table_bytes),
            zobrist: Zobrist::new(),
            history: vec![0; 2 * 4096],
            killers: vec![[0; 2]; MAX_PLY + 1],
            frames: (0..=MAX_PLY).map(|_| Frame::default()).collect(),
            stop: Arc::new(AtomicBool::new(false)),
            evaluator: None,
        }
    }

    /// The memory the transposition table holds, in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forget everything learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
    }

    /// A flag that, set from anywhere (another thread, a signal handler), ends the running
    /// search soon; the search clears it when it starts.
    pub fn stop_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// The static evaluation of `position` for its side to move (for tests and tuning).
    pub fn evaluate(&mut self, position: &Position) -> i32 {
        let mut scratch = Vec::new();
        self.evaluator_for(position.rules()).evaluate(position, &mut scratch)
    }

    fn evaluator_for(&mut self, rules: &Rules) -> &Evaluator {
        if !matches!(&self.evaluator, Some((r, _)) if r == rules) {
            self.evaluator = Some((*rules, Evaluator::new(rules)));
        }
        match &self.evaluator {
            Some((_, e)) => e,
            None => unreachable!("set just above"),
        }
    }

    /// Search `position` at `level`; `seed` breaks ties (and drives the weaker levels' noise),
    /// `clock` bounds the time. Always returns a legal move while the game goes on.
    pub fn search(&mut self, position: &Position, level: &Level, seed: u64, clock: &dyn Clock) -> SearchResult {
        self.stop.store(false, Ordering::Relaxed);
        let start = clock.now_ms();
        self.evaluator_for(position.rules());
        self.table.generation = self.table.generation.wrapping_add(1) & 63;
        // Age the history so old games weigh less.
        self.history.iter_mut().for_each(|h| *h /= 4);
        let Some((_, evaluator)) = self.evaluator.take() else { unreachable!("set above") };
        let mut run = Run {
            table: &mut self.table,
            zobrist: &self.zobrist,
            history: &mut self.history,
            killers: &mut self.killers,
            frames: &mut self.frames,
            eval: &evaluator,
            stop: &self.stop,
            clock,
            deadline: level.limits.millis.map(|ms| start + ms),
            node_limit: level.limits.nodes,
            nodes: 0,
            next_check: CHECK_EVERY,
            armed: false,
            aborted: false,
            seldepth: 0,
            scratch: Vec::new(),
            captures: Vec::new(),
        };
        let mut result = run.iterate(position, level, seed);
        result.millis = clock.now_ms() - start;
        self.evaluator = Some((*position.rules(), evaluator));
        result
    }
}

/// One search in progress.
struct Run<'a> {
    table: &'a mut Table,
    zobrist: &'a Zobrist,
    history: &'a mut Vec<i32>,
    killers: &'a mut Vec<[u16; 2]>,
    frames: &'a mut Vec<Frame>,
    eval: &'a Evaluator,
    stop: &'a AtomicBool,
    clock: &'a dyn Clock,
    deadline: Option<f64>,
    node_limit: Option<u64>,
    nodes: u64,
    next_check: u64,
    /// Limits apply (from the second iteration on).
    armed: bool,
    aborted: bool,
    seldepth: usize,
    scratch: Vec<Capture>,
    captures: Vec<Capture>,
}

impl Run<'_> {
    /// The game result of `p` from the point of view of the side that just moved, at `ply`,
    /// when a victory or the move cap ended it. (A side left without a move is found when its
    /// moves are listed: listing them here for every position would double the cost where moves
    /// carry chosen captures.)
    fn result(p: &Position, ply: usize) -> Option<i32> {
        if !p.has_ended_by_rule() {
            return None;
        }
        Run::final_result(p, ply)
    }

    /// The game result of a position known to be over (or without moves).
    fn final_result(p: &Position, ply: usize) -> Option<i32> {
        match p.outcome() {
            Some(Outcome::Won { winner, .. }) => Some(if winner == p.turn() { -(WIN - ply as i32) } else { WIN - ply as i32 }),
            Some(Outcome::Drawn { .. }) => Some(0),
            None => None,
        }
    }

    fn time_up(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if !self.armed || self.nodes < self.next_check {
            return false;
        }
        self.next_check = self.nodes + CHECK_EVERY;
        if self.stop.load(Ordering::Relaxed)
            || self.node_limit.is_some_and(|n| self.nodes >= n)
            || self.deadline.is_some_and(|d| self.clock.now_ms() >= d)
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn iterate(&mut self, position: &Position, level: &Level, seed: u64) -> SearchResult {
        let mut out = SearchResult { best: None, score: 0, depth: 0, seldepth: 0, nodes: 0, millis: 0.0, pv: Vec::new(), stopped: false };
        let mut moves = Vec::new();
        position.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return out;
        }
        let mut rng = Rng::new(seed ^ 0x2545_f491_4f6c_dd1d);
        let mut roots: Vec<RootMove> = Vec::with_capacity(moves.len());
        for mv in moves {
            let mut child = position.clone();
            child.play_unchecked(&mv, &mut self.captures);
            self.nodes += 1;
            // At the root, a side left without a move counts at once too.
            let result = if child.is_over() { Run::final_result(&child, 1) } else { None };
            let noise = if level.noise > 0 { rng.below(level.noise as usize + 1) as i32 } else { 0 };
            roots.push(RootMove { mv, child, result, score: -INF, noise, tie: rng.next_u64() });
        }
        // A move that wins at once is played at once.
        if let Some(w) = roots.iter().position(|r| r.result == Some(WIN - 1)) {
            out.best = Some(roots[w].mv.clone());
            out.pv = vec![roots[w].mv.clone()];
            out.score = WIN - 1;
            out.depth = 1;
            out.nodes = self.nodes;
            return out;
        }
        // Seeded order to start with; later iterations put the best first.
        let keys: Vec<i64> = roots.iter().map(|r| (r.tie >> 1) as i64).collect();
        let mut order = Vec::with_capacity(roots.len());
        order_by_keys(&keys, &mut order);
        apply_permutation(&mut roots, &order);
        if roots.len() == 1 {
            out.best = Some(roots[0].mv.clone());
            out.pv = vec![roots[0].mv.clone()];
            out.depth = 1;
            out.nodes = self.nodes;
            return out;
        }
        let max_depth = level.limits.depth.max(1);
        for depth in 1..=max_depth {
            self.armed = depth > 1;
            if depth > 1 {
                // A level bounded by time uses all of it: an iteration still running at the
                // deadline is cut there, and its best root move so far (the previous
                // iteration's best is searched first) is kept.
                if self.deadline.is_some_and(|d| self.clock.now_ms() >= d)
                    || self.node_limit.is_some_and(|n| self.nodes >= n)
                    || self.stop.load(Ordering::Relaxed)
                {
                    out.stopped = true;
                    break;
                }
            }
            let completed = self.root(&mut roots, i32::from(depth), level.noise > 0);
            // The best root move (first after `root` sorted them).
            if completed || roots[0].score > -INF {
                let best = &roots[0];
                out.best = Some(best.mv.clone());
                out.score = best.score;
                if completed {
                    out.depth = depth;
                }
            }
            if !completed {
                out.stopped = true;
                break;
            }
            if out.score.abs() >= WIN_BOUND && level.noise == 0 {
                break;
            }
        }
        if out.best.is_none() {
            out.best = Some(roots[0].mv.clone());
        }
        out.pv = self.principal_variation(position, out.best.as_ref(), out.depth.max(1) as usize);
        out.nodes = self.nodes;
        out.seldepth = self.seldepth as u8;
        out
    }

    /// One iteration over the root moves; sorts them best first. False when aborted.
    ///
    /// With noise, a move matters only if its score plus its noise can beat the best so far:
    /// each is searched with its own lower bound (best − its noise), so fail-lows stay cheap.
    fn root(&mut self, roots: &mut Vec<RootMove>, depth: i32, noisy: bool) -> bool {
        let beta = INF;
        let mut best_key = -INF;
        let mut completed = true;
        let mut scores: Vec<(i32, usize)> = Vec::with_capacity(roots.len());
        for (i, r) in roots.iter().enumerate() {
            let alpha = if noisy { best_key.saturating_sub(r.noise).max(-INF) } else { best_key };
            let score = match r.result {
                Some(s) => s,
                None if i == 0 => -self.negamax(&r.child, depth - 1, -beta, -alpha, 1),
                None => {
                    let s = -self.negamax(&r.child, depth - 1, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.aborted {
                        -self.negamax(&r.child, depth - 1, -beta, -alpha, 1)
                    } else {
                        s
                    }
                }
            };
            if self.aborted {
                completed = false;
                break;
            }
            scores.push((score, i));
            best_key = best_key.max(score.saturating_add(r.noise));
        }
        // Best first (by score plus noise); moves not searched this time keep their order after.
        let searched = scores.len();
        for &(s, i) in &scores {
            roots[i].score = s;
        }
        // Among equal keys the earlier (previous iteration's order, seeded) stays first.
        let keys: Vec<i64> = roots[..searched].iter().map(|r| i64::from(r.score.saturating_add(r.noise))).collect();
        let mut order = Vec::with_capacity(searched);
        order_by_keys(&keys, &mut order);
        if !completed {
            // Only trust the partial iteration when its best beat the previous best (searched
            // first): otherwise keep the previous order.
            if searched == 0 {
                return false;
            }
            if order[0] != 0 && roots[order[0]].score <= roots[0].score {
                return false;
            }
        }
        let rest: Vec<usize> = (searched..roots.len()).collect();
        let perm: Vec<usize> = order.into_iter().chain(rest).collect();
        apply_permutation(roots, &perm);
        if !completed {
            // Unsearched moves must not look better than searched ones next time.
            for r in roots[searched..].iter_mut() {
                r.score = -INF;
            }
        }
        completed
    }

    fn evaluate(&mut self, p: &Position) -> i32 {
        self.eval.evaluate(p, &mut self.scratch)
    }

    fn negamax(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        if self.time_up() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        let key = self.zobrist.hash(pos);
        let mut tt_move: Option<(u16, u16)> = None;
        if let Some(e) = self.table.probe(key) {
            if e.index != u16::MAX {
                tt_move = Some((e.index, e.fp));
            }
            if i32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                match e.bound() {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut f = std::mem::take(&mut self.frames[ply]);
        pos.legal_moves_into(&mut f.moves);
        if f.moves.is_empty() {
            self.frames[ply] = f;
            // No move: the game is over (blockade, or a draw).
            return Run::final_result(pos, ply).map_or(0, |s| -s);
        }
        let side = pos.turn().index();
        let killers = self.killers[ply];
        if depth == 1 {
            let best = self.frontier(pos, &mut f, key, tt_move, alpha, beta, ply);
            self.frames[ply] = f;
            return best;
        }
        f.children.clear();
        f.keys.clear();
        f.gains.clear();
        f.results.clear();
        for (i, mv) in f.moves.iter().enumerate() {
            let mut child = pos.clone();
            child.play_unchecked(mv, &mut self.captures);
            self.nodes += 1;
            let result = Run::result(&child, ply + 1);
            let fp = fingerprint(mv);
            if result == Some(WIN - (ply as i32 + 1)) {
                // Winning at once: nothing can be better.
                let score = WIN - (ply as i32 + 1);
                self.table.store(key, depth.max(1), to_table(score, ply), Bound::Exact, Some((i as u16, fp)));
                self.frames[ply] = f;
                return score;
            }
            let gain: u32 = self.captures.iter().map(|c| c.victim.total()).sum();
            let mut k: i64 = 0;
            if tt_move == Some((i as u16, fp)) {
                k += 1 << 40;
            }
            if gain > 0 {
                k += (1 << 32) + i64::from(gain) * 1024 + self.captures.len() as i64;
            } else if killers[0] == fp {
                k += 1 << 31;
            } else if killers[1] == fp {
                k += 1 << 30;
            }
            k += i64::from(self.history[side * 4096 + (fp as usize & 4095)]);
            f.children.push(child);
            f.keys.push(k);
            f.gains.push(gain);
            f.results.push(result);
        }
        order_by_keys(&f.keys, &mut f.order);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_index = f.order[0];
        for n in 0..f.order.len() {
            let i = f.order[n];
            let score = match f.results[i] {
                Some(s) => s,
                None => {
                    let child = &f.children[i];
                    // Late quiet moves are searched one ply shallower first.
                    let reduce = depth >= 3 && n >= 4 && f.gains[i] == 0 && f.keys[i] < (1 << 30);
                    if n == 0 {
                        -self.negamax(child, depth - 1, -beta, -alpha, ply + 1)
                    } else {
                        let r = if reduce { 1 + i32::from(n >= 12 && depth >= 4) } else { 0 };
                        let mut s = -self.negamax(child, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                        if r > 0 && s > alpha && !self.aborted {
                            s = -self.negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
                        }
                        if s > alpha && s < beta && !self.aborted {
                            s = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1);
                        }
                        s
                    }
                }
            };
            if self.aborted {
                self.frames[ply] = f;
                return 0;
            }
            if score > best {
                best = score;
                best_index = i;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if f.gains[i] == 0 {
                            self.quiet_cutoff(side, ply, fingerprint(&f.moves[i]), depth * depth);
                        }
                        break;
                    }
                }
            }
        }
        let bound = Bound::of(best, original_alpha, beta);
        let fp = fingerprint(&f.moves[best_index]);
        self.table.store(key, depth, to_table(best, ply), bound, Some((best_index as u16, fp)));
        self.frames[ply] = f;
        best
    }

    /// A quiet move refuted the node: it becomes the ply's first killer and its history grows
    /// by `bonus`.
    fn quiet_cutoff(&mut self, side: usize, ply: usize, fp: u16, bonus: i32) {
        let k = &mut self.killers[ply];
        if k[0] != fp {
            k[1] = k[0];
            k[0] = fp;
        }
        let h = &mut self.history[side * 4096 + (fp as usize & 4095)];
        *h = (*h + bonus).min(1 << 20);
    }

    /// A node one ply from the horizon: the moves are ordered without playing them (table move,
    /// killers, history), then played and judged one at a time, stopping at the first that
    /// refutes (most nodes here need a single move).
    #[allow(clippy::too_many_arguments)]
    fn frontier(&mut self, pos: &Position, f: &mut Frame, key: u64, tt_move: Option<(u16, u16)>, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let side = pos.turn().index();
        let killers = self.killers[ply];
        f.keys.clear();
        for (i, mv) in f.moves.iter().enumerate() {
            let fp = fingerprint(mv);
            let mut k = i64::from(self.history[side * 4096 + (fp as usize & 4095)]);
            if tt_move == Some((i as u16, fp)) {
                k += 1 << 40;
            } else if killers[0] == fp {
                k += 1 << 31;
            } else if killers[1] == fp {
                k += 1 << 30;
            }
            f.keys.push(k);
        }
        order_by_keys(&f.keys, &mut f.order);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_index = f.order[0];
        let mut child = pos.clone();
        for n in 0..f.order.len() {
            let i = f.order[n];
            child.clone_from(pos);
            child.play_unchecked(&f.moves[i], &mut self.captures);
            self.nodes += 1;
            let captured = !self.captures.is_empty();
            let score = match Run::result(&child, ply + 1) {
                Some(s) => s,
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, 0),
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_index = i;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !captured {
                            self.quiet_cutoff(side, ply, fingerprint(&f.moves[i]), 1);
                        }
                        break;
                    }
                }
            }
            if best >= WIN_BOUND {
                break;
            }
        }
        let bound = Bound::of(best, original_alpha, beta);
        let fp = fingerprint(&f.moves[best_index]);
        self.table.store(key, 1, to_table(best, ply), bound, Some((best_index as u16, fp)));
        best
    }

    /// The horizon: the static evaluation, which reads threats where the rules let it; where
    /// they do not (captures chosen or made by landing), the capturing moves are searched on.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, qdepth: u32) -> i32 {
        let stand = self.evaluate(pos);
        if self.eval.static_threats() || qdepth >= 4 || ply >= MAX_PLY - 1 {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut f = std::mem::take(&mut self.frames[ply]);
        pos.legal_moves_into(&mut f.moves);
        if f.moves.is_empty() {
            self.frames[ply] = f;
            return Run::final_result(pos, ply).map_or(stand, |s| -s);
        }
        for i in 0..f.moves.len() {
            let mv = &f.moves[i];
            let capturing = !mv.takes.is_empty() || matches!(mv.action, Action::Replace { .. } | Action::Removal(_));
            if !capturing {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(mv, &mut self.captures);
            self.nodes += 1;
            self.seldepth = self.seldepth.max(ply + 1);
            let score = match Run::result(&child, ply + 1) {
                Some(s) => s,
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, qdepth + 1),
            };
            if self.time_up() {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.frames[ply] = f;
        best
    }

    /// The line the table remembers from `position`, starting with `first`.
    fn principal_variation(&self, position: &Position, first: Option<&Move>, depth: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let Some(first) = first else { return line };
        let mut p = position.clone();
        let mut captures = Vec::new();
        let mut moves = Vec::new();
        let mut mv = first.clone();
        loop {
            p.play_unchecked(&mv, &mut captures);
            line.push(mv);
            if line.len() >= depth.max(1) || p.is_over() {
                return line;
            }
            let Some(e) = self.table.probe(self.zobrist.hash(&p)) else { return line };
            p.legal_moves_into(&mut moves);
            match moves.get(e.index as usize) {
                Some(m) if fingerprint(m) == e.fp => mv = m.clone(),
                _ => return line,
            }
        }
    }
}

/// `order` := the indexes of `keys`, greatest key first, equal keys in index order.
fn order_by_keys(keys: &[i64], order: &mut Vec<usize>) {
    order.clear();
    order.extend(0..keys.len());
    order.sort_unstable_by_key(|&i| (std::cmp::Reverse(keys[i]), i));
}

/// Reorder `items` so that the new `items[k]` is the old `items[perm[k]]` (`perm` a permutation).
fn apply_permutation<T>(items: &mut Vec<T>, perm: &[usize]) {
    let mut old: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(perm.iter().filter_map(|&i| old.get_mut(i).and_then(Option::take)));
}

// ---------------------------------------------------------------- explanations

/// Why the engine plays a move, for people: the hint's text and what it points at.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// One or two sentences: "takes t45 on e7 by ambush (30 + 15 = 45)",
    /// "wins by Victoria Magna: 16-36-56", "prepares Victoria Magna: 16-36-56", …
    pub text: String,
    /// The captures the move makes at once.
    pub captures: Vec<Capture>,
    /// The victory the move wins or prepares, with the cells it will stand on.
    pub victory: Option<(Victory, Vec<Cell>)>,
    /// The same clauses as `text`, as language-neutral sentences for the page
    /// ([`crate::words`]).
    pub says: Vec<crate::vocab::words::Say>,
}

/// Describe one capture: "t45 on e7 by ambush (30 + 15 = 45)".
pub fn describe_capture(c: &Capture) -> String {
    format!("{} on {} by {} ({})", c.victim, c.target.cell, c.method, c.reason)
}

/// [`describe_capture`] as a language-neutral sentence for the page.
pub fn say_capture(c: &Capture) -> crate::vocab::words::Say {
    crate::vocab::words::Say::new("hint.capture")
        .text("piece", c.victim.to_string())
        .text("cell", c.target.cell.to_string())
        .term("method", c.method.key())
        .say("why", c.reason.say())
}

/// A move of the side to move that wins at once, with the victory.
fn winning_move(p: &Position) -> Option<(Move, Victory)> {
    let mut captures = Vec::new();
    let mut moves = Vec::new();
    p.legal_moves_into(&mut moves);
    let mover = p.turn();
    for m in moves {
        let mut q = p.clone();
        q.play_unchecked(&m, &mut captures);
        if let Some(Outcome::Won { winner, victory, .. }) = q.outcome() {
            if winner == mover {
                return Some((m, victory));
            }
        }
    }
    None
}

/// Explain `result` (a search of `position`) in words.
pub fn explain(position: &Position, result: &SearchResult) -> Explanation {
    use crate::vocab::words::Say;
    let mut out = Explanation { text: String::new(), captures: Vec::new(), victory: None, says: Vec::new() };
    let Some(mv) = result.best.as_ref() else {
        out.text = "the game is over".into();
        out.says.push(Say::new("hint.over"));
        return out;
    };
    let us = position.turn();
    let Ok((after, captures)) = position.play_report(mv) else {
        out.text = "no legal move found".into();
        out.says.push(Say::new("hint.noMove"));
        return out;
    };
    let mut parts: Vec<String> = Vec::new();
    let mut says: Vec<Say> = Vec::new();
    if !captures.is_empty() {
        let list: Vec<String> = captures.iter().map(describe_capture).collect();
        parts.push(format!("takes {}", list.join(", ")));
        says.push(Say::new("hint.takes").list("list", captures.iter().map(say_capture).collect()));
    }
    out.captures = captures;
    let describe_win = |p: &Position| -> Option<(Victory, Vec<Cell>, String, Say)> {
        let outcome = p.outcome()?;
        let said = crate::position::outcome_says(p, &outcome);
        match outcome {
            Outcome::Won { winner, victory, cells, why, .. } if winner == us => {
                let (text, say) = if victory.is_proper() {
                    let mut values: Vec<u32> = cells.iter().map(|&c| p.board().value(c)).collect();
                    values.sort_unstable();
                    let list: Vec<String> = values.iter().map(u32::to_string).collect();
                    let on: Vec<String> = cells.iter().map(Cell::to_string).collect();
                    (
                        format!("{}: {} on {}", victory.title(), list.join("-"), on.join(", ")),
                        Say::new("hint.win.formation").term("victory", victory.key()).text("values", list.join("-")).text("cells", on.join(", ")),
                    )
                } else {
                    (format!("{} ({why})", victory.title()), Say::new("hint.win.why").term("victory", victory.key()).list("why", said))
                };
                Some((victory, cells, text, say))
            }
            _ => None,
        }
    };
    if let Some((victory, cells, text, say)) = describe_win(&after) {
        parts.push(format!("wins by {text}"));
        says.push(Say::new("hint.wins").say("win", say));
        out.victory = Some((victory, cells));
    } else if let Some(n) = result.win_in() {
        // Follow the expected line to the win it prepares.
        let mut p = after.clone();
        let mut captures = Vec::new();
        let mut found = false;
        for m in result.pv.iter().skip(1) {
            if !p.is_legal(m) {
                break;
            }
            p.play_unchecked(m, &mut captures);
            if let Some((victory, cells, text, say)) = describe_win(&p) {
                parts.push(format!("prepares {text} (a forced win in {} of its moves)", n.div_ceil(2)));
                says.push(Say::new("hint.prepares").say("win", say).num("n", n.div_ceil(2)));
                out.victory = Some((victory, cells));
                found = true;
                break;
            }
        }
        if !found {
            parts.push(format!("forces a win in {} of its moves", n.div_ceil(2)));
            says.push(Say::new("hint.forces").num("n", n.div_ceil(2)));
        }
    } else if result.loss_in().is_some() {
        parts.push("every move loses against best play; this one holds out longest".into());
        says.push(Say::new("hint.holdsOut"));
    } else {
        // A victory the opponent could complete if it were to move now, and cannot after this move.
        let mut setup = position.to_setup();
        setup.turn = us.opposite();
        let threat = Position::from_setup(setup, *position.rules()).ok().and_then(|p| winning_move(&p));
        if let Some((m, victory)) = threat {
            if winning_move(&after).is_none() {
                let side = if us == Color::White { "Black" } else { "White" };
                parts.push(format!("stops {side}'s {} ({m})", victory.title()));
                says.push(
                    Say::new(if us == Color::White { "hint.stops.black" } else { "hint.stops.white" })
                        .term("victory", victory.key())
                        .text("move", m.to_string()),
                );
            }
        }
        let evaluator = Evaluator::new(position.rules());
        if evaluator.static_threats() {
            let mut before = Vec::new();
            let mut now = Vec::new();
            evaluator.pending(position, us.opposite(), &mut before);
            evaluator.pending(&after, us.opposite(), &mut now);
            let saved: Vec<String> = before
                .iter()
                .filter(|c| after.board().color_at(c.target.cell) == Some(us) && !now.iter().any(|n| n.target == c.target))
                .map(|c| format!("{} on {}", c.victim, c.target.cell))
                .collect();
            let saved_says: Vec<Say> = before
                .iter()
                .filter(|c| after.board().color_at(c.target.cell) == Some(us) && !now.iter().any(|n| n.target == c.target))
                .map(|c| Say::new("hint.on").text("piece", c.victim.to_string()).text("cell", c.target.cell.to_string()))
                .collect();
            let moved_to = mv.to();
            let (saved, saved_says): (Vec<String>, Vec<Say>) = if saved.is_empty() {
                // The threatened piece may have moved away itself.
                before
                    .iter()
                    .filter(|c| mv.from() == Some(c.target.cell) && !now.iter().any(|n| n.target.cell == moved_to))
                    .map(|c| {
                        (
                            format!("{} (from {})", c.victim, c.target.cell),
                            Say::new("hint.from").text("piece", c.victim.to_string()).text("cell", c.target.cell.to_string()),
                        )
                    })
                    .unzip()
            } else {
                (saved, saved_says)
            };
            if !saved.is_empty() {
                parts.push(format!("saves {}", saved.join(", ")));
                says.push(Say::new("hint.saves").list("list", saved_says));
            }
            evaluator.pending(&after, us, &mut now);
            if !now.is_empty() {
                let list: Vec<String> = now.iter().map(|c| format!("{} on {}", c.victim, c.target.cell)).collect();
                parts.push(format!("threatens {}", list.join(", ")));
                says.push(Say::new("hint.threatens").list(
                    "list",
                    now.iter().map(|c| Say::new("hint.on").text("piece", c.victim.to_string()).text("cell", c.target.cell.to_string())).collect(),
                ));
            }
        }
        if parts.is_empty() {
            let line: Vec<String> = result.pv.iter().take(4).map(Move::to_string).collect();
            says.push(if line.len() > 1 {
                Say::new("hint.improves.line").text("line", line.join(" "))
            } else {
                Say::new("hint.improves")
            });
            parts.push(if line.len() > 1 {
                format!("improves the position; expected line {}", line.join(" "))
            } else {
                "improves the position".into()
            });
        }
    }
    let mut text = parts.join("; ");
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out.text = text;
    out.says = says;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_print() {
        for (text, depth, nodes, millis) in [
            ("easy", 1, None, Some(200.0)),
            ("hard", 64, None, Some(1000.0)),
            ("hard:250ms", 64, None, Some(250.0)),
            ("hard:2s", 64, None, Some(2000.0)),
            ("hard:40000n", 64, Some(40_000), None),
            ("medium:d2", 2, None, Some(400.0)),
        ] {
            let l: Level = text.parse().expect("parses");
            assert_eq!((l.limits.depth, l.limits.nodes, l.limits.millis), (depth, nodes, millis), "{text}");
            assert_eq!(l.to_string(), text);
        }
        for bad in ["hard:", "hard:fast", "hard:0ms", "hard:-3s", "grandmaster", "hard:12"] {
            assert!(bad.parse::<Level>().is_err(), "{bad}");
        }
    }

    #[test]
    fn table_stores_and_finds() {
        let mut t = Table::new(1 << 12);
        assert_eq!(t.bytes(), 1 << 12);
        t.store(0xdead_beef_0000_0001, 3, 42, Bound::Exact, Some((5, 77)));
        let e = t.probe(0xdead_beef_0000_0001).expect("stored");
        assert_eq!((e.score, e.index, e.fp, e.depth, e.bound()), (42, 5, 77, 3, Bound::Exact));
        assert!(t.probe(0xfeed_beef_0000_0001).is_none());
        assert_eq!(Table::new(3000).bytes(), 2048, "rounded down to a power of two");
        assert_eq!(Table::new(0).bytes(), 64, "one bucket at least");
    }

    #[test]
    fn permutation() {
        let mut v = vec!['a', 'b', 'c', 'd', 'e'];
        apply_permutation(&mut v, &[3, 0, 4, 1, 2]);
        assert_eq!(v, ['d', 'a', 'e', 'b', 'c']);
    }
}
