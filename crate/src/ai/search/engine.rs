//! The search: iterative deepening, principal variation search, quiescence, move ordering.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::ai::eval::{Evaluator, WIN, WIN_BOUND};
use crate::ai::search::frame::{copy_into, Frame};
use crate::ai::search::level::*;
use crate::ai::search::order::{apply_permutation, order_by_keys, pick, root_moves};
use crate::ai::search::repetition::{GameHistory, Repetitions};
use crate::ai::search::table::*;
use crate::board::moves::{Action, Move};
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::Rules;
use crate::victory::Outcome;
use crate::vocab::rng::Rng;

// ---------------------------------------------------------------- the engine

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
    /// Null-move pruning on (off only in the tests that measure it).
    null_moves: bool,
    repetitions: Repetitions,
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
            null_moves: true,
            repetitions: Repetitions::new(),
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
        self.search_roots(position, level, seed, clock, None, None)
    }

    /// A game's search: like [`Engine::search`], but a position the game had before `position`
    /// (`game`: any side to move; `position` itself may be its last) scores as a draw wherever
    /// the search comes back to it (`repetition`): the side ahead looks for progress.
    pub fn search_game(
        &mut self,
        game: &GameHistory,
        position: &Position,
        level: &Level,
        seed: u64,
        clock: &dyn Clock,
    ) -> SearchResult {
        self.search_roots(position, level, seed, clock, None, Some(game))
    }

    /// The analysis's search: like [`Engine::search`], but the root moves in `exclude` are left
    /// out (the second line of a multi-line analysis excludes the first line's move, and so on),
    /// and a lone root move is searched too, so the score is always the position's (a game's
    /// search plays a lone move at once, unscored). With every move excluded, no move comes
    /// back.
    pub fn search_excluding(
        &mut self,
        position: &Position,
        level: &Level,
        seed: u64,
        clock: &dyn Clock,
        exclude: &[Move],
    ) -> SearchResult {
        self.search_roots(position, level, seed, clock, Some(exclude), None)
    }

    fn search_roots(
        &mut self,
        position: &Position,
        level: &Level,
        seed: u64,
        clock: &dyn Clock,
        exclude: Option<&[Move]>,
        game: Option<&GameHistory>,
    ) -> SearchResult {
        self.stop.store(false, Ordering::Relaxed);
        let key = self.zobrist.hash(position);
        self.repetitions.start(key, game);
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
            after_null: usize::MAX,
            null_moves: self.null_moves,
            captures: Vec::new(),
            repetitions: &mut self.repetitions,
        };
        let mut result = run.iterate(position, level, seed, exclude);
        result.millis = clock.now_ms() - start;
        self.evaluator = Some((*position.rules(), evaluator));
        result
    }
}

/// How many plies shallower a null move is searched (one more from depth 6), and from how many
/// plies left it is tried.
const NULL_R: i32 = 2;
const NULL_FROM: i32 = 5;

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
    /// The ply reached by a null move, where another is not tried (`usize::MAX`: none).
    after_null: usize,
    null_moves: bool,
    repetitions: &'a mut Repetitions,
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
            Some(Outcome::Won { winner, .. }) => {
                Some(if winner == p.turn() { -(WIN - ply as i32) } else { WIN - ply as i32 })
            }
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

    fn iterate(&mut self, position: &Position, level: &Level, seed: u64, exclude: Option<&[Move]>) -> SearchResult {
        let mut out = SearchResult {
            best: None,
            score: 0,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            millis: 0.0,
            pv: Vec::new(),
            stopped: false,
        };
        let moves = root_moves(position, exclude);
        if moves.is_empty() {
            return out;
        }
        let mut roots = self.play_roots(position, moves, level, seed);
        if let Some(answer) = self.answer_without_search(&mut roots, exclude.is_some(), out.clone()) {
            return answer;
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
            // A win or a loss ends the deepening once the iterations have reached it: one the
            // table reports from beyond them (an earlier search's, when the game's positions
            // since then score as draws) is searched out first, else a side may follow it
            // round and round without ever closing in.
            if level.noise == 0 && out.score.abs() >= WIN_BOUND && WIN - out.score.abs() <= i32::from(depth) {
                break;
            }
        }
        if out.best.is_none() {
            out.best = Some(roots[0].mv.clone());
        }
        out.pv = self.table.principal_variation(self.zobrist, position, out.best.as_ref(), out.depth.max(1) as usize);
        out.nodes = self.nodes;
        out.seldepth = self.seldepth as u8;
        out
    }

    /// The answer found before any search: a move that wins at once is played at once, and a
    /// lone move (when none is excluded) is the answer. Otherwise the roots are put in their
    /// seeded order, which the first iteration starts from (later ones put the best first).
    fn answer_without_search(
        &self,
        roots: &mut Vec<RootMove>,
        excluding: bool,
        mut out: SearchResult,
    ) -> Option<SearchResult> {
        if let Some(w) = roots.iter().position(|r| r.result == Some(WIN - 1)) {
            out.best = Some(roots[w].mv.clone());
            out.pv = vec![roots[w].mv.clone()];
            out.score = WIN - 1;
            out.depth = 1;
            out.nodes = self.nodes;
            return Some(out);
        }
        let keys: Vec<i64> = roots.iter().map(|r| (r.tie >> 1) as i64).collect();
        let mut order = Vec::with_capacity(roots.len());
        order_by_keys(&keys, &mut order);
        apply_permutation(roots, &order);
        if roots.len() == 1 && !excluding {
            out.best = Some(roots[0].mv.clone());
            out.pv = vec![roots[0].mv.clone()];
            out.depth = 1;
            out.nodes = self.nodes;
            return Some(out);
        }
        None
    }

    /// The root moves played, each with its result if the game ends there, its noise and its
    /// seeded tie-break.
    fn play_roots(&mut self, position: &Position, moves: Vec<Move>, level: &Level, seed: u64) -> Vec<RootMove> {
        let mut rng = Rng::new(seed ^ 0x2545_f491_4f6c_dd1d);
        let mut roots: Vec<RootMove> = Vec::with_capacity(moves.len());
        // The positions searched judge their capture marks only where moves are listed from
        // them, where the evaluation does not read them.
        let mut base = position.clone();
        if !self.eval.static_threats() {
            base.defer_marks();
        }
        for mv in moves {
            let mut child = base.clone();
            child.play_unchecked(&mv, &mut self.captures);
            self.nodes += 1;
            // At the root, a side left without a move counts at once too.
            let result = if child.is_over() { Run::final_result(&child, 1) } else { None };
            let noise = if level.noise > 0 { rng.below(level.noise as usize + 1) as i32 } else { 0 };
            roots.push(RootMove { mv, child, result, score: -INF, noise, tie: rng.next_u64() });
        }
        roots
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
        for (i, r) in roots.iter_mut().enumerate() {
            let alpha = if noisy { best_key.saturating_sub(r.noise).max(-INF) } else { best_key };
            let key = if r.result.is_none() { self.zobrist.hash(&r.child) } else { 0 };
            let score = match r.result {
                Some(s) => s,
                None if i == 0 => -self.negamax(&mut r.child, key, depth - 1, -beta, -alpha, 1),
                None => {
                    let s = -self.negamax(&mut r.child, key, depth - 1, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.aborted {
                        -self.negamax(&mut r.child, key, depth - 1, -beta, -alpha, 1)
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

    /// The score of `pos` (whose key is `key`) searched `depth` plies deep in the window
    /// (`alpha`, `beta`).
    fn negamax(&mut self, pos: &mut Position, key: u64, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        if self.time_up()
            || self.repetitions.repeats(key, ply, if self.after_null == usize::MAX { 0 } else { self.after_null })
        {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        let tt_move = match self.table.settle(key, depth, alpha, beta, ply) {
            Ok(tt_move) => tt_move,
            Err(score) => return score,
        };
        if let Some(score) = self.null_move(pos, key, depth, beta, ply) {
            return score;
        }
        pos.refresh_marks();
        let mut f = std::mem::take(&mut self.frames[ply]);
        pos.search_moves_into(&mut f.moves);
        if f.moves.is_empty() {
            self.frames[ply] = f;
            // No move: the game is over (blockade, or a draw).
            return Run::final_result(pos, ply).map_or(0, |s| -s);
        }
        if depth == 1 {
            let best = self.frontier(pos, &mut f, key, tt_move, alpha, beta, ply);
            self.frames[ply] = f;
            return best;
        }
        if let Some(win) = self.expand(pos, &mut f, key, tt_move, depth, ply) {
            self.frames[ply] = f;
            return win;
        }
        let best = self.search_children(pos, key, &mut f, depth, alpha, beta, ply);
        if let Some((best, best_index)) = best {
            let bound = Bound::of(best, alpha, beta);
            let fp = fingerprint(&f.moves[best_index]);
            self.table.store(key, depth, to_table(best, ply), bound, Some((best_index as u16, fp)));
        }
        self.frames[ply] = f;
        best.map_or(0, |(score, _)| score)
    }

    /// Null-move pruning: where the evaluation reads threats and already stands at or above
    /// `beta`, the side to move passes and the other side, searched `NULL_R` plies shallower
    /// than a move would be, still cannot bring it below `beta`: the node fails high without
    /// listing its moves. Never twice in a row, never near a won or lost score.
    fn null_move(&mut self, pos: &Position, key: u64, depth: i32, beta: i32, ply: usize) -> Option<i32> {
        if !self.null_moves
            || depth < NULL_FROM
            || !self.eval.static_threats()
            || self.after_null == ply
            || beta.abs() >= WIN_BOUND
            || self.evaluate(pos) < beta
        {
            return None;
        }
        let mut child = pos.clone();
        child.pass_turn();
        self.nodes += 1;
        let outer = std::mem::replace(&mut self.after_null, ply + 1);
        let r = NULL_R + i32::from(depth >= 6);
        let key = self.zobrist.after(key, pos, &child, Touched::default());
        let score = -self.negamax(&mut child, key, depth - 1 - r, -beta, -beta + 1, ply + 1);
        self.after_null = outer;
        (score >= beta && !self.aborted).then_some(beta)
    }

    /// Play every move of `f` into its children, with their ordering keys, gains and results;
    /// `Some(score)` (stored) when one wins at once: nothing can be better.
    fn expand(
        &mut self,
        pos: &Position,
        f: &mut Frame,
        key: u64,
        tt_move: Option<(u16, u16)>,
        depth: i32,
        ply: usize,
    ) -> Option<i32> {
        let side = pos.turn().index();
        let killers = self.killers[ply];
        f.keys.clear();
        f.gains.clear();
        f.results.clear();
        f.touched.clear();
        for (i, mv) in f.moves.iter().enumerate() {
            let child = copy_into(&mut f.children, i, pos);
            child.play_unchecked(mv, &mut self.captures);
            f.touched.push(Touched::of(mv, &self.captures));
            self.nodes += 1;
            let result = Run::result(child, ply + 1);
            let fp = fingerprint(mv);
            if result == Some(WIN - (ply as i32 + 1)) {
                let score = WIN - (ply as i32 + 1);
                self.table.store(key, depth.max(1), to_table(score, ply), Bound::Exact, Some((i as u16, fp)));
                return Some(score);
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
            f.keys.push(k);
            f.gains.push(gain);
            f.results.push(result);
        }
        f.order.clear();
        f.order.extend(0..f.keys.len());
        None
    }

    /// Search the children of `f` (of `pos`, whose key is `key`) in order (principal variation
    /// search, late quiet moves reduced); the best score and its move's index, `None` when the search was stopped.
    fn search_children(
        &mut self,
        pos: &Position,
        key: u64,
        f: &mut Frame,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<(i32, usize)> {
        let side = pos.turn().index();
        let mut best = -INF;
        let mut best_index = usize::MAX;
        for n in 0..f.order.len() {
            let i = pick(&mut f.order, &f.keys, n);
            if n == 0 {
                best_index = i;
            }
            let score = match f.results[i] {
                Some(s) => s,
                None => {
                    let child = &mut f.children[i];
                    let key = self.zobrist.after(key, pos, child, f.touched[i]);
                    // Late quiet moves are searched one ply shallower first.
                    let reduce = depth >= 3 && n >= 4 && f.gains[i] == 0 && f.keys[i] < (1 << 30);
                    if n == 0 {
                        -self.negamax(child, key, depth - 1, -beta, -alpha, ply + 1)
                    } else {
                        let r = if reduce { 1 + i32::from(n >= 12 && depth >= 4) } else { 0 };
                        let mut s = -self.negamax(child, key, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                        if r > 0 && s > alpha && !self.aborted {
                            s = -self.negamax(child, key, depth - 1, -alpha - 1, -alpha, ply + 1);
                        }
                        if s > alpha && s < beta && !self.aborted {
                            s = -self.negamax(child, key, depth - 1, -beta, -alpha, ply + 1);
                        }
                        s
                    }
                }
            };
            if self.aborted {
                return None;
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
        Some((best, best_index))
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
    fn frontier(
        &mut self,
        pos: &Position,
        f: &mut Frame,
        key: u64,
        tt_move: Option<(u16, u16)>,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
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
        f.order.clear();
        f.order.extend(0..f.keys.len());
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_index = usize::MAX;
        let mut child = pos.clone();
        for n in 0..f.order.len() {
            let i = pick(&mut f.order, &f.keys, n);
            if n == 0 {
                best_index = i;
            }
            child.clone_from(pos);
            child.play_unchecked(&f.moves[i], &mut self.captures);
            self.nodes += 1;
            let captured = !self.captures.is_empty();
            let score = match Run::result(&child, ply + 1) {
                Some(s) => s,
                None => -self.quiesce(&mut child, -beta, -alpha, ply + 1, 0),
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
    /// they do not (captures chosen or made by landing), the capturing moves are searched on,
    /// in move-list order. The moves are composed as they are searched: where the player
    /// chooses captures, those after a refutation are never composed.
    fn quiesce(&mut self, pos: &mut Position, mut alpha: i32, beta: i32, ply: usize, qdepth: u32) -> i32 {
        let stand = self.evaluate(pos);
        if self.eval.static_threats() || qdepth >= 4 || ply >= MAX_PLY - 1 {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut any = false;
        pos.refresh_marks();
        let pos = &*pos;
        let mut f = std::mem::take(&mut self.frames[ply]);
        pos.each_search_move(&mut f.moves, &mut |mv, composed| {
            any = true;
            let capturing = !mv.takes.is_empty() || matches!(mv.action, Action::Replace { .. } | Action::Removal(_));
            if !capturing {
                return true;
            }
            let child = copy_into(&mut f.children, 0, pos);
            child.play_composed(mv, composed, &mut self.captures);
            self.nodes += 1;
            self.seldepth = self.seldepth.max(ply + 1);
            let score = match Run::result(child, ply + 1) {
                Some(s) => s,
                None => -self.quiesce(child, -beta, -alpha, ply + 1, qdepth + 1),
            };
            if self.time_up() {
                return false;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    return false;
                }
            }
            true
        });
        self.frames[ply] = f;
        if !any {
            return Run::final_result(pos, ply).map_or(stand, |s| -s);
        }
        best
    }
}

#[cfg(test)]
mod tests;
