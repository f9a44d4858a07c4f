//! The engine's analysis from texts, as the analysis worker asks for it (the browser's third
//! module, docs/architecture.md): a position's lines ([`Analyst::analyse`]), an exercise's answer
//! judged ([`Analyst::try_move`]) and a whole game reviewed ([`review`]), each answered as the
//! teaching floor's values (the facade's `report::analysis` gives their JSON shapes). Every text the page
//! sends is read here, and whatever cannot be read or played is an [`AnalystError`] saying so
//! in one sentence, never a panic.
//!
//! ```
//! use rithmomachia::analyst::{review, Analyst};
//! use rithmomachia::Rules;
//! let mut analyst = Analyst::new(1 << 20);
//! let position = "8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
//! let (_, analysis) = analyst.analyse(position, Rules::classic(), 2_000, 1, 1, 1).unwrap();
//! assert_eq!(analysis.lines[0].mv.to_string(), "d2-e3");
//! let e = analyst.analyse("8/8 w - - 0", Rules::classic(), 2_000, 1, 1, 1).unwrap_err();
//! assert!(e.to_string().contains("ranks"), "{e}");
//! let e = review(Rules::classic(), "", &["a3-b5".into(), "a1-a2".into()], 100, 1).err().unwrap();
//! assert_eq!(e.to_string(), "move 2 (a1-a2) is not legal in this game");
//! ```

use super::game::{read_position, PositionTextError};
use crate::ai::search::{Engine, Level};
use crate::board::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::teach::analysis::{self, Analysis};
use crate::teach::review::{self as reviews, PlyReview};
use crate::text::notation::ParseError;
use crate::vocab::words::{shorten, Say};

/// The most a deeper pass multiplies a search's nodes by.
pub const MAX_SCALE: u32 = 100;

/// Why an analysis cannot be made; its sentence is [`AnalystError::says`] (its `Display`).
#[derive(Clone, Debug, PartialEq)]
pub enum AnalystError {
    /// The position text cannot be read or played (why).
    Position(PositionTextError),
    /// A game's start position cannot be read or played (why).
    Start(PositionTextError),
    /// A move text cannot be read: its number in the game (from 1, or 0 for a lone move), its
    /// text and why.
    Unread(usize, String, ParseError),
    /// A move the rules refuse here: its number in the game (from 1, or 0 for a lone move) and
    /// its text.
    Illegal(usize, String),
}

impl AnalystError {
    /// The sentence: a position's fault, or `fault.analyst.*` (a move text's reason, the
    /// notation's sentence: `fault.record.unreadable`).
    pub fn says(&self) -> Say {
        match self {
            AnalystError::Position(e) => e.says(),
            AnalystError::Start(e) => Say::new("fault.start").say("why", e.says()),
            AnalystError::Unread(0, text, e) => {
                Say::new("fault.analyst.unread").text("text", shorten(text)).say("why", e.says())
            }
            AnalystError::Unread(n, text, e) => {
                Say::new("fault.record.unreadable").num("n", *n as u64).text("text", shorten(text)).say("why", e.says())
            }
            AnalystError::Illegal(0, text) => Say::new("fault.analyst.illegalHere").text("text", shorten(text)),
            AnalystError::Illegal(n, text) => {
                Say::new("fault.analyst.illegal").num("n", *n as u64).text("text", shorten(text))
            }
        }
    }
}

crate::vocab::said::said!(AnalystError);

fn position_of(text: &str, rules: Rules) -> Result<Position, AnalystError> {
    read_position(text, rules).map_err(AnalystError::Position)
}

fn move_of(n: usize, text: &str) -> Result<Move, AnalystError> {
    text.parse().map_err(|e| AnalystError::Unread(n, text.to_string(), e))
}

/// `nodes`, or the review's default for `rules` when it is 0.
fn nodes_for(nodes: u64, rules: &Rules) -> u64 {
    if nodes == 0 {
        reviews::default_nodes(rules)
    } else {
        nodes
    }
}

/// The engine the analysis searches with, keeping what it learns from one position to the next.
pub struct Analyst {
    engine: Engine,
}

impl Analyst {
    /// An analyst whose transposition table takes `table_bytes` bytes.
    pub fn new(table_bytes: usize) -> Analyst {
        Analyst { engine: Engine::new(table_bytes) }
    }

    /// Forget what earlier searches learnt.
    pub fn clear(&mut self) {
        self.engine.clear();
    }

    /// The analysis of the position `text` under `rules`: `lines` lines (1 to 5), each searched
    /// for `nodes` nodes (0: the review's default for these rules) times `scale` (1 to
    /// [`MAX_SCALE`]), tie-breaks from `seed`.
    ///
    /// # Errors
    /// The position cannot be read or played.
    pub fn analyse(
        &mut self,
        text: &str,
        rules: Rules,
        nodes: u64,
        scale: u32,
        lines: usize,
        seed: u64,
    ) -> Result<(Position, Analysis), AnalystError> {
        let position = position_of(text, rules)?;
        let nodes = nodes_for(nodes, position.rules()).saturating_mul(u64::from(scale.clamp(1, MAX_SCALE)));
        let analysis = analysis::analyse(&mut self.engine, &position, nodes, lines, seed);
        Ok((position, analysis))
    }

    /// An exercise's answer ("learn from your mistakes"): the move `text` tried in the position
    /// `position` under `rules`, where the review found the move `best` (`""`: none) with the
    /// mover's score `before`; each position searched for `nodes` nodes (0: the default).
    ///
    /// # Errors
    /// The position or a move cannot be read, or the rules refuse the move tried.
    #[allow(clippy::too_many_arguments)]
    pub fn try_move(
        &mut self,
        position: &str,
        rules: Rules,
        text: &str,
        best: &str,
        before: i32,
        nodes: u64,
        seed: u64,
    ) -> Result<(bool, PlyReview), AnalystError> {
        let position = position_of(position, rules)?;
        let mv = move_of(0, text)?;
        let best = if best.trim().is_empty() { None } else { Some(move_of(0, best)?) };
        let level = Level::hard_nodes(nodes_for(nodes, position.rules()));
        reviews::try_move(&mut self.engine, &position, &mv, best.as_ref(), Some(before), &level, seed)
            .map_err(|_| AnalystError::Illegal(0, text.to_string()))
    }
}

/// A review of the game from `start` (a position text, `""`: the rules' start) through `moves`
/// under `rules`, each position searched for `nodes` nodes (0: the default for these rules)
/// with tie-breaks from `seed`; its `step()` evaluates one position at a time.
///
/// # Errors
/// The start position cannot be read, or a move cannot be read or is refused (the first such).
pub fn review(
    rules: Rules,
    start: &str,
    moves: &[String],
    nodes: u64,
    seed: u64,
) -> Result<reviews::Review, AnalystError> {
    let start = if start.trim().is_empty() {
        Position::new(rules)
    } else {
        read_position(start, rules).map_err(AnalystError::Start)?
    };
    let list = moves.iter().enumerate().map(|(i, text)| move_of(i + 1, text)).collect::<Result<Vec<_>, _>>()?;
    let nodes = nodes_for(nodes, start.rules());
    // The page sends the game on its board, already replayed by its own module: a move refused
    // here is named without the rules' reason (whose words the analysis's module leaves out).
    reviews::Review::new(start, list, nodes, seed).map_err(|(i, _)| AnalystError::Illegal(i + 1, moves[i].clone()))
}
