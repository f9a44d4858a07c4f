//! How hard the computer plays (levels and their limits), the clock it reads, what a search
//! returns.

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use crate::ai::eval::{WIN, WIN_BOUND};
use crate::board::moves::Move;
use crate::vocab::words::{shorten, Say};

/// Deepest ply the search ever reaches (iterations plus quiescence).
pub(crate) const MAX_PLY: usize = 96;
/// Greater than every score.
pub(crate) const INF: i32 = WIN + 1;
/// The longest time budget a level may have: 60 s a move (`hard:60s`). A longer search gains
/// little (the hard level reaches depth 5 to 7 in a second) and a command or a page waiting
/// minutes for one move looks hung (docs/notation.md, "Limits").
pub const MAX_SEARCH_MILLIS: u64 = 60_000;
/// The largest node budget a level may have: 10^8 nodes a move (`hard:100000000n`), a minute
/// or two at the native speed of 0.2 to 2 million nodes a second.
pub const MAX_SEARCH_NODES: u64 = 100_000_000;
/// The deepest iteration a level may ask for (`medium:d48`): half the deepest ply the search
/// reaches, the rest is left to the quiescence search.
pub const MAX_SEARCH_DEPTH: u64 = MAX_PLY as u64 / 2;
/// Nodes between two looks at the clock and the stop flag.
pub(crate) const CHECK_EVERY: u64 = 256;

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

/// Why a level cannot be read; says itself in one English sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// No strength of that name (the name).
    Unknown(String),
    /// A budget that is none of `200ms`, `2s`, `50000n`, `d4` (the whole level text).
    Budget(String),
    /// A budget of 0 or past its limit (the whole level text, and which budget).
    OutOfRange(String, Budget),
}

/// The kinds of budget a level may have, each with its range.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Time per move: 1 ms to [`MAX_SEARCH_MILLIS`].
    Time,
    /// Nodes per move: 1 to [`MAX_SEARCH_NODES`].
    Nodes,
    /// Depth: 1 to [`MAX_SEARCH_DEPTH`].
    Depth,
}

impl LevelError {
    /// The sentence: a `fault.level.*` key with its parameters.
    pub fn says(&self) -> Say {
        match self {
            LevelError::Unknown(name) => Say::new("fault.level.unknown").text("name", shorten(name)),
            LevelError::Budget(text) => Say::new("fault.level.budget").text("level", shorten(text)),
            LevelError::OutOfRange(text, budget) => {
                let (key, max) = match budget {
                    Budget::Time => ("fault.level.time", MAX_SEARCH_MILLIS / 1000),
                    Budget::Nodes => ("fault.level.nodes", MAX_SEARCH_NODES),
                    Budget::Depth => ("fault.level.depth", MAX_SEARCH_DEPTH),
                };
                Say::new(key).text("level", shorten(text)).num("max", max)
            }
        }
    }
}

crate::vocab::said::said!(LevelError);

impl FromStr for Level {
    type Err = LevelError;
    fn from_str(text: &str) -> Result<Level, LevelError> {
        let (name, budget) = match text.split_once(':') {
            Some((n, b)) => (n, Some(b)),
            None => (text, None),
        };
        let strength =
            Strength::ALL.into_iter().find(|s| s.id() == name).ok_or_else(|| LevelError::Unknown(name.to_string()))?;
        let mut level = Level::of(strength);
        let Some(b) = budget else { return Ok(level) };
        // Digits within 1..=max (times `unit`), else why not.
        let number = |digits: &str, unit: u64, max: u64, budget: Budget| -> Result<u64, LevelError> {
            if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
                return Err(LevelError::Budget(text.to_string()));
            }
            let n = digits.parse::<u64>().unwrap_or(u64::MAX).saturating_mul(unit);
            if n == 0 || n > max {
                return Err(LevelError::OutOfRange(text.to_string(), budget));
            }
            Ok(n)
        };
        if let Some(d) = b.strip_prefix('d') {
            level.limits.depth = number(d, 1, MAX_SEARCH_DEPTH, Budget::Depth)? as u8;
        } else if let Some(ms) = b.strip_suffix("ms") {
            level.limits.millis = Some(number(ms, 1, MAX_SEARCH_MILLIS, Budget::Time)? as f64);
        } else if let Some(s) = b.strip_suffix('s') {
            level.limits.millis = Some(number(s, 1000, MAX_SEARCH_MILLIS, Budget::Time)? as f64);
        } else if let Some(n) = b.strip_suffix('n') {
            level.limits.nodes = Some(number(n, 1, MAX_SEARCH_NODES, Budget::Nodes)?);
            level.limits.millis = None;
        } else {
            return Err(LevelError::Budget(text.to_string()));
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

    /// (level, its error): the limits, and the largest budgets accepted.
    #[test]
    fn budgets_past_their_limits_are_refused_with_the_range() {
        for (text, message) in [
            ("hard:61s", "level 'hard:61s': the time per move must be from 1 ms to 60 s"),
            ("hard:60001ms", "level 'hard:60001ms': the time per move must be from 1 ms to 60 s"),
            ("hard:0s", "level 'hard:0s': the time per move must be from 1 ms to 60 s"),
            ("hard:1000000000000n", "level 'hard:1000000000000n': the nodes per move must be from 1 to 100000000"),
            (
                "hard:99999999999999999999999n",
                "level 'hard:99999999999999999999999n': the nodes per move must be from 1 to 100000000",
            ),
            ("medium:d49", "level 'medium:d49': the depth must be from 1 to 48"),
            ("medium:d0", "level 'medium:d0': the depth must be from 1 to 48"),
        ] {
            assert_eq!(text.parse::<Level>().map(|l| l.to_string()).unwrap_err().to_string(), message);
        }
        for (text, depth, nodes, millis) in [
            ("hard:60s", 64, None, Some(60_000.0)),
            ("hard:100000000n", 64, Some(MAX_SEARCH_NODES), None),
            ("medium:d48", 48, None, Some(400.0)),
        ] {
            let l: Level = text.parse().expect(text);
            assert_eq!((l.limits.depth, l.limits.nodes, l.limits.millis), (depth, nodes, millis), "{text}");
        }
        let long = format!("hard:{}", "9".repeat(1 << 20));
        let err = long.parse::<Level>().unwrap_err().to_string();
        assert!(err.len() < 200 && err.contains('…'), "{err}");
    }
}
