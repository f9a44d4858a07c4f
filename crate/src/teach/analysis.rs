//! The engine's analysis of a position, for people: its evaluation (a score and a winning
//! chance), its best lines (several on request: the second line is the best move once the
//! first line's move is left out, and so on), and what each line does, in sentences: the
//! captures and victories it wins, else what its first move gains, as the hint says it (a threat,
//! a progression lined up, pieces brought forward, room gained), with the captures later in the
//! line. `docs/analysis.md` says how the figures are read.
//!
//! ```
//! use rithmomachia::analysis::{analyse, chance};
//! use rithmomachia::search::Engine;
//! use rithmomachia::{notation, Position, Rules};
//! // White's round 16 on d2 can step to e3 and take Black's triangle 16 on f4 by equality.
//! let text = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
//! let p = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap();
//! let mut engine = Engine::new(1 << 20);
//! let a = analyse(&mut engine, &p, 2000, 2, 1);
//! assert_eq!(a.lines.len(), 2);
//! assert!(a.lines[0].score > a.lines[1].score);
//! assert!(chance(a.score) > 0.0);
//! ```

use crate::ai::eval::WIN_BOUND;
use crate::ai::search::hint::victory_threat;
use crate::ai::search::{explain, say_capture, Engine, Level, NoClock, SearchResult};
use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::Position;
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

/// The score (points for the side to move) at which its winning chance is tanh(1), about 76 %
/// of the way from even to won: fitted on the engine's own games (docs/analysis.md).
pub const CHANCE_SCALE: f64 = 400.0;

/// The most lines an analysis gives.
pub const MAX_LINES: usize = 5;

/// The plies of a line that its sentences follow (the rest of it is only shown).
const LINE_PLIES: usize = 6;

/// The side to move's winning chance from its score, from −1 (lost) through 0 (even) to 1
/// (won): `tanh(score / CHANCE_SCALE)`, and ±1 for a win or a loss the search proved.
///
/// ```
/// use rithmomachia::analysis::chance;
/// assert_eq!(chance(0), 0.0);
/// assert!(chance(400) > 0.76 && chance(400) < 0.77);
/// assert_eq!(chance(999_990), 1.0);
/// assert_eq!(chance(-100), -chance(100));
/// ```
pub fn chance(score: i32) -> f64 {
    if score >= WIN_BOUND {
        1.0
    } else if score <= -WIN_BOUND {
        -1.0
    } else {
        (f64::from(score) / CHANCE_SCALE).tanh()
    }
}

/// One line of an analysis: a move, its score for the side to move, the expected line and
/// what it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The first move.
    pub mv: Move,
    /// Its score for the side to move, in points (`eval::WIN` minus plies for a proven win).
    pub score: i32,
    /// The expected line, starting with `mv`.
    pub pv: Vec<Move>,
    /// What the line does, as sentences.
    pub says: Vec<Say>,
    /// The depth its search completed.
    pub depth: u8,
}

/// An analysis of a position: its score (the best line's) and its lines, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The side to move.
    pub turn: Color,
    /// The position's score for the side to move (the first line's).
    pub score: i32,
    /// The lines, best first (fewer than asked when fewer moves are legal; none once the game
    /// is over).
    pub lines: Vec<Line>,
    /// Positions searched in all.
    pub nodes: u64,
}

/// Search `position` for `lines` lines (1 to [`MAX_LINES`]), each bounded by `nodes` (so the
/// same engine state and seed give the same analysis), and say what each line does.
pub fn analyse(engine: &mut Engine, position: &Position, nodes: u64, lines: usize, seed: u64) -> Analysis {
    let level = Level::hard_nodes(nodes.max(1));
    let mut out = Analysis { turn: position.turn(), score: 0, lines: Vec::new(), nodes: 0 };
    if position.is_over() {
        return out;
    }
    let mut exclude: Vec<Move> = Vec::new();
    for _ in 0..lines.clamp(1, MAX_LINES) {
        let result = engine.search_excluding(position, &level, seed, &NoClock, &exclude);
        out.nodes += result.nodes;
        let Some(mv) = result.best.clone() else { break };
        let says = line_says(position, &result);
        exclude.push(mv.clone());
        out.lines.push(Line { mv, score: result.score, pv: result.pv, says, depth: result.depth });
    }
    // Each line had a search of its own: a later one may have seen further. Best first, equal
    // scores in search order (at most five lines: an insertion sort).
    for i in 1..out.lines.len() {
        let mut j = i;
        while j > 0 && out.lines[j - 1].score < out.lines[j].score {
            out.lines.swap(j - 1, j);
            j -= 1;
        }
    }
    out.score = out.lines.first().map_or(0, |l| l.score);
    out
}

/// What a line does, as sentences: the hint's explanation of its first move (its captures, the
/// victory it wins or prepares, what it saves, stops or threatens, or what a quiet move gains),
/// then the captures made later along the line, unless the explanation already sums the line's
/// captures up or the line decides the game.
#[inline(never)]
pub fn line_says(position: &Position, result: &SearchResult) -> Vec<Say> {
    let mut says = explain(position, result).says;
    let summed = says
        .iter()
        .any(|s| matches!(s.key, "hint.line.takes" | "hint.line.trades" | "hint.line.limits" | "hint.waits"));
    let decided = says.iter().any(|s| matches!(s.key, "hint.wins" | "hint.prepares" | "hint.forces" | "hint.holdsOut"));
    if !summed && !decided {
        says.extend(later_captures(position, &result.pv));
    }
    says
}

/// The captures each side makes along `pv` after its first move, one sentence a ply ("then
/// Black takes C16 on d4 by equality (16 = 16)").
#[inline(never)]
pub fn later_captures(position: &Position, pv: &[Move]) -> Vec<Say> {
    let mut out = Vec::new();
    let mut p = position.clone();
    for (i, mv) in pv.iter().take(LINE_PLIES).enumerate() {
        let mover = p.turn();
        let Ok((after, captures)) = p.play_report(mv) else { break };
        if i > 0 && !captures.is_empty() {
            let key = if mover == Color::White { "line.then.white" } else { "line.then.black" };
            out.push(
                Say::new(key).text("move", mv.to_string()).list("list", captures.iter().map(say_capture).collect()),
            );
        }
        p = after;
        if p.is_over() {
            break;
        }
    }
    out
}

/// "threatens to win with f11-e12 (Victoria Magna: 16-36-56 on c10, d11, e12)": a victory
/// `side` could win at once were it to move in `after`, and could not in `before`.
pub(crate) fn new_threat(before: &Position, after: &Position, side: Color) -> Option<Say> {
    let (m, win) = victory_threat(after, side)?;
    if victory_threat(before, side).is_some() {
        return None;
    }
    Some(Say::new("line.threatens").text("move", m.to_string()).say("win", win))
}

/// The value of what `captures` take.
pub(crate) fn captured_value(captures: &[Capture]) -> u32 {
    captures.iter().map(|c| c.victim.total()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::text::test_position;

    #[test]
    fn chances_are_symmetric_and_bounded() {
        for s in [-5000, -400, -1, 0, 1, 45, 400, 5000] {
            assert_eq!(chance(s), -chance(-s));
            assert!(chance(s).abs() < 1.0);
        }
        assert!(chance(100) < chance(200));
    }

    #[test]
    fn a_line_that_wins_a_piece_says_so() {
        // White C16 d2 steps to e3 and takes t16 on f4 by equality.
        let p = test_position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic());
        let mut engine = Engine::new(1 << 20);
        let a = analyse(&mut engine, &p, 3000, 1, 1);
        let text = crate::vocab::english::says(&a.lines[0].says);
        assert!(text.contains("the black triangle 16 on f4 by equality (16 = 16)"), "{text}");
    }

    #[test]
    fn more_lines_than_moves_stop_at_the_moves() {
        // Black's lone round can go nowhere but one cell: one line only.
        let p = test_position("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,C2 w - - 0", Rules::classic());
        let mut engine = Engine::new(1 << 20);
        let moves = p.legal_moves().len();
        let a = analyse(&mut engine, &p, 500, MAX_LINES, 1);
        assert_eq!(a.lines.len(), moves.min(MAX_LINES));
        let firsts: Vec<&Move> = a.lines.iter().map(|l| &l.mv).collect();
        for (i, m) in firsts.iter().enumerate() {
            assert!(!firsts[..i].contains(m), "each line a different move");
        }
        assert!(a.lines.windows(2).all(|w| w[0].score >= w[1].score), "best first");
    }
}
