//! A whole game reviewed by the engine, one position at a time: each position searched at a
//! fixed node count (the same game and budget give the same review), each move's loss measured
//! as the winning chance it gave away against the engine's best move, and the moves that lost
//! most marked (inaccuracy, mistake, blunder) with the better move and why: a victory or a
//! capture missed, a piece left exposed, a forced win or a progression allowed or missed.
//! `docs/analysis.md` gives the thresholds and how they were chosen.
//!
//! ```
//! use rithmomachia::review::{Review, Mark};
//! use rithmomachia::{notation, Position, Rules};
//! // White's round 16 on d2 could take Black's t16 (d2-e3); White plays a1-b2 instead.
//! let text = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/C9,7 w - - 0";
//! let start = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap();
//! let mut review = Review::new(start, vec!["a1-b2".parse().unwrap()], 3000, 1).unwrap();
//! assert!(review.step().unwrap().is_none(), "the first step evaluates the start");
//! let ply = review.step().unwrap().expect("the first move reviewed");
//! assert!(ply.mark.is_some());
//! assert_eq!(ply.before.best.unwrap().to_string(), "d2-e3");
//! assert!(review.step().is_none(), "done");
//! ```

use crate::ai::eval::{WIN, WIN_BOUND};
use crate::ai::search::{explain, say_capture, Engine, Level, NoClock, SearchResult};
use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::{PlayError, Position};
use crate::rules::CaptureMode;
use crate::teach::analysis::{captured_value, chance, later_captures, line_says, new_threat};
use crate::victory::Outcome;
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

/// A loss of winning chance (on the scale of [`chance`], −1 to 1) from which a move is an
/// inaccuracy…
pub const INACCURACY: f64 = 0.10;
/// …a mistake…
pub const MISTAKE: f64 = 0.20;
/// …and a blunder.
pub const BLUNDER: f64 = 0.30;

/// A move that lets a proven win slip, or walks into a proven loss, is marked by how far from
/// even the position stays (the chances hardly move there, being near ±1 already): a blunder
/// when the score that remains is within [`PROVEN_MISTAKE`] points of even, a mistake within
/// [`PROVEN_INACCURACY`], else an inaccuracy (lichess's rule for mates, on this scale).
pub const PROVEN_MISTAKE: i32 = 520;
/// See [`PROVEN_MISTAKE`].
pub const PROVEN_INACCURACY: i32 = 740;

/// The transposition table of a review's engine: the same size in the browser's worker and on
/// the command line, so both give the same review.
pub const REVIEW_TABLE_BYTES: usize = 8 << 20;

/// The node budget per position a review uses by default: what a 100-ply game searches within
/// a minute in the browser's worker (docs/analysis.md), less where moves carry chosen captures
/// (dearer to list).
pub fn default_nodes(rules: &crate::rules::Rules) -> u64 {
    match rules.capture_mode {
        CaptureMode::Chosen => 10_000,
        CaptureMode::Automatic | CaptureMode::Landing => 40_000,
    }
}

/// How much a move lost.
#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Mark {
    /// Lost at least [`INACCURACY`].
    Inaccuracy,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`].
    Blunder,
}

impl Mark {
    /// The mark of a move from the mover's scores with the best move (`before`) and after the
    /// move played (`after`): by the winning chance lost ([`Mark::of`]), or by the score left
    /// when a proven win slips or a proven loss comes ([`PROVEN_MISTAKE`]), whichever is worse.
    pub fn of_scores(before: i32, after: i32) -> Option<Mark> {
        let by_chance = Mark::of((chance(before) - chance(after)).max(0.0));
        let left = if before >= WIN_BOUND && after < WIN_BOUND {
            Some(after)
        } else if before > -WIN_BOUND && after <= -WIN_BOUND {
            Some(-before)
        } else {
            None
        };
        let proven = left.map(|s| {
            if s > PROVEN_INACCURACY {
                Mark::Inaccuracy
            } else if s > PROVEN_MISTAKE {
                Mark::Mistake
            } else {
                Mark::Blunder
            }
        });
        by_chance.max(proven)
    }

    /// The mark of a loss of winning chance, if it is one.
    pub fn of(loss: f64) -> Option<Mark> {
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// `inaccuracy`, `mistake` or `blunder`.
    pub const fn id(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// Why a marked move lost, in a word (the sentences say it in full).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Why {
    /// The better move wins the game at once.
    MissedVictory,
    /// The opponent's answer wins at once.
    AllowedVictory,
    /// The better move forces a win.
    MissedWin,
    /// The opponent now forces a win.
    AllowedWin,
    /// The better move takes more.
    MissedCapture,
    /// The opponent's answer takes a piece the move left exposed.
    Exposed,
    /// The better move lines up a victory (a progression one piece short, a common victory one
    /// capture short).
    MissedProgression,
    /// The opponent's answer lines up a victory.
    AllowedProgression,
    /// The better move's line wins more further on, or holds better (said in words).
    BetterLine,
}

impl Why {
    /// Its id: `missed-victory`, `allowed-victory`, `missed-win`, `allowed-win`,
    /// `missed-capture`, `exposed`, `missed-progression`, `allowed-progression`, `better-line`.
    pub const fn id(self) -> &'static str {
        match self {
            Why::MissedVictory => "missed-victory",
            Why::AllowedVictory => "allowed-victory",
            Why::MissedWin => "missed-win",
            Why::AllowedWin => "allowed-win",
            Why::MissedCapture => "missed-capture",
            Why::Exposed => "exposed",
            Why::MissedProgression => "missed-progression",
            Why::AllowedProgression => "allowed-progression",
            Why::BetterLine => "better-line",
        }
    }
}

/// The engine's view of one position of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Eval {
    /// The score for the side to move (±[`WIN`] once the game is over).
    pub score: i32,
    /// Its best move and expected line (none once the game is over).
    pub best: Option<Move>,
    /// The expected line.
    pub pv: Vec<Move>,
    /// The depth its search completed.
    pub depth: u8,
}

impl Eval {
    fn result(&self) -> SearchResult {
        SearchResult {
            best: self.best.clone(),
            score: self.score,
            depth: self.depth,
            seldepth: 0,
            nodes: 0,
            millis: 0.0,
            pv: self.pv.clone(),
            stopped: false,
        }
    }
}

/// One move of the game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// Which move (from 1).
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move.
    pub mv: Move,
    /// The engine's view before the move (its best move, for the mover).
    pub before: Eval,
    /// The engine's view after it (for the opponent, to move then).
    pub after: Eval,
    /// The winning chance the move gave away (0 for the engine's own move).
    pub loss: f64,
    /// Its mark, if it lost enough.
    pub mark: Option<Mark>,
    /// Why it lost, for a marked move.
    pub why: Option<Why>,
    /// The same as sentences, with the better move.
    pub says: Vec<Say>,
}

impl PlyReview {
    /// The mover's score before the move (its best) and after the move played.
    pub fn scores(&self) -> (i32, i32) {
        (self.before.score, -self.after.score)
    }
}

/// A game under review: call [`Review::step`] until it returns `None`.
pub struct Review {
    engine: Engine,
    level: Level,
    seed: u64,
    moves: Vec<Move>,
    /// The position to evaluate next, and its index (0: the start).
    current: Position,
    next: usize,
    /// The position evaluated last, with its evaluation.
    previous: Option<(Position, Eval)>,
}

impl Review {
    /// A review of the game from `start` through `moves`, each position searched for `nodes`
    /// nodes with the tie-break seed `seed`. Checks every move first.
    ///
    /// # Errors
    /// The first move the rules refuse: its index (from 0) and why.
    pub fn new(start: Position, moves: Vec<Move>, nodes: u64, seed: u64) -> Result<Review, (usize, PlayError)> {
        let mut p = start.clone();
        for (i, mv) in moves.iter().enumerate() {
            p = p.play(mv).map_err(|e| (i, e))?;
        }
        Ok(Review {
            engine: Engine::new(REVIEW_TABLE_BYTES),
            level: Level::hard_nodes(nodes.max(1)),
            seed,
            moves,
            current: start,
            next: 0,
            previous: None,
        })
    }

    /// How many moves the game has.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// How many positions are evaluated (0 to plies + 1).
    pub fn evaluated(&self) -> usize {
        self.next
    }

    /// Evaluate the next position: `None` once every position is; otherwise the move that led
    /// to it, reviewed (`Some(None)` for the start, which no move led to).
    pub fn step(&mut self) -> Option<Option<PlyReview>> {
        if self.next > self.moves.len() {
            return None;
        }
        let eval = evaluate(&mut self.engine, &self.current, &self.level, self.seed);
        let reviewed = self.previous.take().map(|(before, before_eval)| {
            let mv = self.moves[self.next - 1].clone();
            review_move(self.next, &before, mv, before_eval, &self.current, eval.clone())
        });
        self.next += 1;
        if let Some(mv) = self.moves.get(self.next - 1) {
            // Checked in Review::new: every move is legal in turn.
            if let Ok(after) = self.current.play(mv) {
                self.previous = Some((std::mem::replace(&mut self.current, after), eval));
            }
        }
        Some(reviewed)
    }
}

/// The engine's view of `position`: a search, or the result once the game is over.
#[inline(never)]
pub fn evaluate(engine: &mut Engine, position: &Position, level: &Level, seed: u64) -> Eval {
    if let Some(outcome) = position.outcome() {
        let score = match outcome.winner() {
            Some(w) if w == position.turn() => WIN,
            Some(_) => -WIN,
            None => 0,
        };
        return Eval { score, best: None, pv: Vec::new(), depth: 0 };
    }
    let r = engine.search_excluding(position, level, seed, &NoClock, &[]);
    Eval { score: r.score, best: r.best, pv: r.pv, depth: r.depth }
}

/// The loss of the move `mv` played from `before` (evaluated `before_eval`) to `after`
/// (evaluated `after_eval`): the mover's winning chance with the best move less its chance after
/// the move played (never below 0; 0 when it is the best move).
pub fn loss_of(mv: &Move, before_eval: &Eval, after_eval: &Eval) -> f64 {
    if before_eval.best.as_ref() == Some(mv) {
        return 0.0;
    }
    (chance(before_eval.score) - chance(-after_eval.score)).max(0.0)
}

/// Review the move `mv` (number `ply`) from `before` to `after`.
#[inline(never)]
pub fn review_move(
    ply: usize,
    before: &Position,
    mv: Move,
    before_eval: Eval,
    after: &Position,
    after_eval: Eval,
) -> PlyReview {
    let loss = loss_of(&mv, &before_eval, &after_eval);
    let mark = if loss > 0.0 { Mark::of_scores(before_eval.score, -after_eval.score) } else { None };
    let (why, says) = match mark {
        Some(_) => {
            let (why, says) = reason(before, &mv, &before_eval, after, &after_eval);
            (Some(why), says)
        }
        None => (None, Vec::new()),
    };
    PlyReview { ply, mover: before.turn(), mv, before: before_eval, after: after_eval, loss, mark, why, says }
}

/// An exercise's answer ("learn from your mistakes"): the move `mv` tried in `position`, where
/// the review found `best` with the mover's score `before`. Right when it is that move, or when
/// it loses less than an [`INACCURACY`] against that score; the review of the move says why not.
///
/// # Errors
/// The rules refuse the move.
pub fn try_move(
    engine: &mut Engine,
    position: &Position,
    mv: &Move,
    best: Option<&Move>,
    before: Option<i32>,
    level: &Level,
    seed: u64,
) -> Result<(bool, PlyReview), PlayError> {
    let after = position.play(mv)?;
    let mut before_eval = evaluate(engine, position, level, seed);
    if let Some(b) = best.filter(|b| position.is_legal(b)) {
        if before_eval.best.as_ref() != Some(b) {
            // The review's best move stays the one the answer is measured against.
            before_eval.pv = vec![b.clone()];
            before_eval.best = Some(b.clone());
        }
    }
    if let Some(s) = before {
        before_eval.score = before_eval.score.max(s);
    }
    let after_eval = evaluate(engine, &after, level, seed);
    let review = review_move(position.ply() as usize + 1, position, mv.clone(), before_eval, &after, after_eval);
    Ok((review.mark.is_none(), review))
}

/// `side`'s victory in `p`, if it has won.
fn won_by(p: &Position, side: Color) -> bool {
    matches!(p.outcome(), Some(Outcome::Won { winner, .. }) if winner == side)
}

/// The pieces the opponent's answer `reply` takes, left exposed by the move played.
fn exposed_says(reply: Option<&Move>, reply_caps: &[Capture], them: Color) -> Say {
    let on: Vec<Say> = reply_caps
        .iter()
        .map(|c| Say::new("hint.on").say("piece", c.victim.says()).text("cell", c.target.cell.to_string()))
        .collect();
    let key = if them == Color::White { "mark.exposed.white" } else { "mark.exposed.black" };
    Say::new(key)
        .list("pieces", on)
        .text("move", reply.map(Move::to_string).unwrap_or_default())
        .list("list", reply_caps.iter().map(say_capture).collect())
}

/// Why the move `mv` lost against the engine's best move at `before`: the first that applies
/// of a victory missed or allowed, a forced win missed or allowed, the larger of a capture
/// missed and a piece left exposed, a progression missed or allowed, else the better line's
/// gains in words.
#[inline(never)]
pub fn reason(
    before: &Position,
    mv: &Move,
    before_eval: &Eval,
    after: &Position,
    after_eval: &Eval,
) -> (Why, Vec<Say>) {
    let us = before.turn();
    let them = us.opposite();
    let Some(best) = before_eval.best.clone() else { return (Why::BetterLine, vec![Say::new("hint.over")]) };
    let best_after = before.play(&best).unwrap_or_else(|_| before.clone());
    let best_caps = before.captures(&best).unwrap_or_default();
    let played_caps = before.captures(mv).unwrap_or_default();
    let reply = after_eval.best.clone();
    let reply_caps: Vec<Capture> = reply.as_ref().and_then(|r| after.captures(r).ok()).unwrap_or_default();
    let reply_wins = reply.as_ref().is_some_and(|r| after.play(r).is_ok_and(|p| won_by(&p, them)));
    let misses = |why: Vec<Say>| vec![Say::new("mark.misses").text("move", best.to_string()).list("why", why)];
    let by_them = |white: &'static str, black: &'static str| if them == Color::White { white } else { black };
    let allows = |why: Vec<Say>| {
        let r = reply.as_ref().map(Move::to_string).unwrap_or_default();
        vec![Say::new(by_them("mark.allows.white", "mark.allows.black")).text("move", r).list("why", why)]
    };
    let best_why = || explain(before, &before_eval.result()).says;
    let reply_why = || explain(after, &after_eval.result()).says;
    if won_by(&best_after, us) {
        return (Why::MissedVictory, misses(best_why()));
    }
    if reply_wins {
        return (Why::AllowedVictory, allows(reply_why()));
    }
    if before_eval.score >= WIN_BOUND && after_eval.score > -WIN_BOUND {
        return (Why::MissedWin, misses(best_why()));
    }
    if after_eval.score >= WIN_BOUND && before_eval.score > -WIN_BOUND {
        return (Why::AllowedWin, allows(reply_why()));
    }
    let missed = captured_value(&best_caps).saturating_sub(captured_value(&played_caps));
    let exposed = captured_value(&reply_caps);
    if missed > 0 && missed >= exposed {
        return (Why::MissedCapture, misses(best_why()));
    }
    if exposed > 0 {
        return (Why::Exposed, vec![exposed_says(reply.as_ref(), &reply_caps, them)]);
    }
    // A victory the best move would threaten and the move played does not; one the opponent
    // threatens after its answer and did not before.
    if let Some(threat) = new_threat(before, &best_after, us) {
        if new_threat(before, after, us).is_none() {
            return (Why::MissedProgression, misses(vec![threat]));
        }
    }
    if let Some(r) = reply.as_ref() {
        if let Ok(answered) = after.play(r) {
            if let Some(threat) = new_threat(before, &answered, them) {
                let key = by_them("mark.allowsThreat.white", "mark.allowsThreat.black");
                return (
                    Why::AllowedProgression,
                    vec![Say::new(key).text("move", r.to_string()).say("threat", threat)],
                );
            }
        }
    }
    let reply_line = later_captures(after, &after_eval.pv);
    if !reply_line.is_empty() && later_captures(before, &before_eval.pv).is_empty() {
        let r = reply.as_ref().map(Move::to_string).unwrap_or_default();
        let key = by_them("mark.allowsLater.white", "mark.allowsLater.black");
        return (Why::Exposed, vec![Say::new(key).text("move", r).list("why", reply_line)]);
    }
    (
        Why::BetterLine,
        vec![Say::new("mark.better")
            .text("move", best.to_string())
            .list("why", line_says(before, &before_eval.result()))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::text::notation::parse_position;

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::of(0.0), None);
        assert_eq!(Mark::of(0.099), None);
        assert_eq!(Mark::of(0.10), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(0.2), Some(Mark::Mistake));
        assert_eq!(Mark::of(0.35), Some(Mark::Blunder));
        assert_eq!(Mark::of(2.0), Some(Mark::Blunder));
        // A proven loss walked into: by how bad the position already was.
        assert_eq!(Mark::of_scores(-1095, -WIN + 2), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_scores(-600, -WIN + 2), Some(Mark::Mistake));
        assert_eq!(Mark::of_scores(100, -WIN + 2), Some(Mark::Blunder));
        // A proven win kept (slower) is no mistake; one let slip is, by what is left.
        assert_eq!(Mark::of_scores(WIN - 1, WIN - 5), None);
        assert_eq!(Mark::of_scores(WIN - 1, 2000), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_scores(WIN - 1, 0), Some(Mark::Blunder));
    }

    #[test]
    fn the_best_move_loses_nothing() {
        let p = Position::from_setup(
            parse_position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0").unwrap(),
            Rules::classic(),
        )
        .unwrap();
        let mut engine = Engine::new(1 << 20);
        let level = Level::hard_nodes(2000);
        let e = evaluate(&mut engine, &p, &level, 1);
        let best = e.best.clone().unwrap();
        let after = p.play(&best).unwrap();
        let mut worse = evaluate(&mut engine, &after, &level, 1);
        worse.score = WIN - 3; // even were the search after it to disagree
        assert_eq!(loss_of(&best, &e, &worse), 0.0);
    }
}
