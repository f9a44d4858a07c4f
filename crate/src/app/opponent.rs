//! The computer opponent from texts, as its worker asks for it (docs/architecture.md): a game
//! given as its rules and the texts of its positions, from its start to the position to move in,
//! is searched as a game's ([`Engine::search_game`]): every position the game had before scores
//! as a draw, so a side far ahead looks for progress instead of stepping back and forth. The
//! whole game comes with every request, so nothing depends on what this engine saw before (a
//! worker started afresh, a reload, a move taken back); of a game that has only grown since the
//! last request, only the new positions are read.
//!
//! ```
//! use rithmomachia::opponent::Opponent;
//! use rithmomachia::search::{Level, NoClock};
//! use rithmomachia::{Position, Rules};
//! let mut opponent = Opponent::new(1 << 20);
//! let level: Level = "hard:2000n".parse().unwrap();
//! let start = Position::new(Rules::classic());
//! let game = vec![start.to_setup().to_string()];
//! let choice = opponent.think(Rules::classic(), &game, &level, 1, &NoClock).unwrap();
//! assert!(start.is_legal(&choice.mv));
//! let bad = vec![game[0].clone(), "8/8 w - - 0".to_string()];
//! let e = opponent.think(Rules::classic(), &bad, &level, 1, &NoClock).unwrap_err();
//! assert!(e.to_string().starts_with("position 2 of the game: "), "{e}");
//! ```

use std::fmt;

use super::game::{read_position, PositionTextError, MAX_GAME_PLIES};
use crate::ai::search::{Clock, Engine, GameHistory, Level, SearchResult};
use crate::board::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::vocab::words::Say;

/// The computer's move and the search that chose it, in the position it was searched in (the
/// facade's `Thought` reports it).
#[derive(Debug)]
pub struct Choice<'a> {
    /// The position moved in: the last of the game given.
    pub position: &'a Position,
    /// The move chosen.
    pub mv: Move,
    /// The search's figures, line and score.
    pub result: SearchResult,
}

/// Why the opponent cannot answer; its sentence is [`OpponentError::says`] (its `Display`).
#[derive(Clone, Debug, PartialEq)]
pub enum OpponentError {
    /// No position: the game has at least its start.
    Empty,
    /// More positions than a game has (its moves and its start).
    TooLong,
    /// A position cannot be read or played under the rules: its number in the game (from 1,
    /// the start) and why.
    Position(usize, PositionTextError),
    /// The game is over: there is no move to find.
    Over,
}

impl OpponentError {
    /// The sentence (`fault.opponent.*`; a position's fault nested).
    pub fn says(&self) -> Say {
        match self {
            OpponentError::Empty => Say::new("fault.opponent.empty"),
            OpponentError::TooLong => Say::new("fault.opponent.tooLong").num("max", MAX_GAME_PLIES as u64 + 1),
            OpponentError::Position(n, e) => {
                Say::new("fault.opponent.position").num("n", *n as u64).say("why", e.says())
            }
            OpponentError::Over => Say::new("fault.opponent.over"),
        }
    }
}

crate::vocab::said::said!(OpponentError);

/// The game of the last request, read.
struct Known {
    rules: Rules,
    texts: Vec<String>,
    position: Position,
    history: GameHistory,
}

/// The computer opponent: an engine (its table carries what it learnt from move to move) and
/// the game it last searched.
pub struct Opponent {
    engine: Engine,
    known: Option<Known>,
    read: usize,
}

impl fmt::Debug for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Opponent {{ {:?}, {} positions known }}",
            self.engine,
            self.known.as_ref().map_or(0, |k| k.texts.len())
        )
    }
}

impl Opponent {
    /// An opponent whose engine's table takes at most `table_bytes`.
    pub fn new(table_bytes: usize) -> Opponent {
        Opponent { engine: Engine::new(table_bytes), known: None, read: 0 }
    }

    /// The memory the engine's table holds, in bytes.
    pub fn table_bytes(&self) -> usize {
        self.engine.table_bytes()
    }

    /// Forget everything learnt (a new game).
    pub fn clear(&mut self) {
        self.engine.clear();
        self.known = None;
    }

    /// How many position texts the last request had read: all of its game's, unless the game
    /// had only grown since the request before (then only the new ones).
    pub fn read(&self) -> usize {
        self.read
    }

    /// The move to play in the last of `game` (the texts of a game's positions, from its start
    /// on) under `rules`, searched at `level` with the tie-break `seed`; the earlier positions
    /// score as draws.
    ///
    /// # Errors
    /// No position, more than a game has, one that cannot be read or played (named by its
    /// number), or a game that is over.
    pub fn think(
        &mut self,
        rules: Rules,
        game: &[String],
        level: &Level,
        seed: u64,
        clock: &dyn Clock,
    ) -> Result<Choice<'_>, OpponentError> {
        let known = self.read_game(rules, game)?;
        let result = self.engine.search_game(&known.history, &known.position, level, seed, clock);
        let mv = result.best.clone().ok_or(OpponentError::Over)?;
        let known = self.known.insert(known);
        Ok(Choice { position: &known.position, mv, result })
    }

    /// The game of `texts`: the last request's, carried on, when `texts` begins with its texts;
    /// else read from the start.
    fn read_game(&mut self, rules: Rules, texts: &[String]) -> Result<Known, OpponentError> {
        if texts.len() > MAX_GAME_PLIES + 1 {
            return Err(OpponentError::TooLong);
        }
        let carried = self.known.take().filter(|k| k.rules == rules && texts.starts_with(&k.texts));
        let mut known = carried.unwrap_or_else(|| Known {
            rules,
            texts: Vec::new(),
            position: Position::new(rules),
            history: GameHistory::new(),
        });
        self.read = texts.len() - known.texts.len();
        for (i, text) in texts.iter().enumerate().skip(known.texts.len()) {
            known.position = read_position(text, rules).map_err(|e| OpponentError::Position(i + 1, e))?;
            known.history.push(&known.position);
            known.texts.push(text.clone());
        }
        if known.texts.is_empty() {
            return Err(OpponentError::Empty);
        }
        Ok(known)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::NoClock;

    fn text(p: &Position) -> String {
        p.to_setup().to_string()
    }

    /// Bad requests, each refused with its sentence: (the game's positions, the error's text
    /// starts with).
    const REFUSED: &[(&[&str], &str)] = &[
        (&[], "no position to move in"),
        (&["8/8 w - - 0"], "position 1 of the game: "),
        (&["8/8/8/8/8/8/8/8/8/8/8/8/8/8/3,C16,4/8 w - - 0", "zz"], "position 2 of the game: "),
        (&["8/8/8/8/8/8/8/8/8/8/8/8/8/8/3,C16,4/8 b - - 0"], "the game is over: there is no move to find"),
    ];

    #[test]
    fn a_bad_request_is_refused_in_a_sentence() {
        let level: Level = "hard:500n".parse().expect("a level");
        let start = vec![text(&Position::new(Rules::classic()))];
        for (game, says) in REFUSED {
            let mut o = Opponent::new(1 << 16);
            let game: Vec<String> = game.iter().map(|t| t.to_string()).collect();
            let e = o.think(Rules::classic(), &game, &level, 1, &NoClock).expect_err(says);
            assert!(e.to_string().starts_with(says), "{game:?}: {e}");
            // The opponent goes on answering.
            assert!(o.think(Rules::classic(), &start, &level, 1, &NoClock).is_ok());
        }
        let long = vec![start[0].clone(); MAX_GAME_PLIES + 2];
        assert_eq!(
            Opponent::new(1 << 16).think(Rules::classic(), &long, &level, 1, &NoClock).unwrap_err(),
            OpponentError::TooLong
        );
    }

    #[test]
    fn a_game_that_grew_is_carried_on_and_any_other_read_again() {
        let level: Level = "hard:500n".parse().expect("a level");
        let mut o = Opponent::new(1 << 16);
        let mut p = Position::new(Rules::classic());
        let mut game = vec![text(&p)];
        for _ in 0..8 {
            let mv = o.think(Rules::classic(), &game, &level, 1, &NoClock).expect("a move").mv;
            assert_eq!(o.read(), 1, "at {} positions: the new one only", game.len());
            p = p.play(&mv).expect("legal");
            game.push(text(&p));
        }
        let n = game.len();
        // Two moves taken back: the game read whole; played again, only the two new positions.
        o.think(Rules::classic(), &game[..n - 2], &level, 1, &NoClock).expect("a move");
        assert_eq!(o.read(), n - 2);
        o.think(Rules::classic(), &game, &level, 1, &NoClock).expect("a move");
        assert_eq!(o.read(), 2);
        // A refused request forgets the game: the next reads it whole.
        let mut bad = game.clone();
        bad.push("zz".to_string());
        assert!(o.think(Rules::classic(), &bad, &level, 1, &NoClock).is_err());
        o.think(Rules::classic(), &game, &level, 1, &NoClock).expect("a move");
        assert_eq!(o.read(), n);
    }
}
