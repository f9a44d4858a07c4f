//! Puzzle set files (docs/puzzles.md): a generation written as a set (`rithmo puzzles`), and a
//! set read back, every position valid and every move legal, to be judged again
//! ([`check`](crate::puzzles::check)) or shown by the page.

use serde::Serialize;

use crate::ai::search::Engine;
use crate::board::moves::Move;
use crate::position::Position;
use crate::teach::puzzles::{check, Band, NotPuzzle, Puzzle, Spec, Theme};
use crate::vocab::words::Say;

/// One puzzle as a set file writes it (docs/puzzles.md).
#[derive(Serialize)]
pub struct PuzzleEntry<'a> {
    /// `<preset>-<number>`, numbered by rating.
    pub id: String,
    /// The position in notation.
    pub position: String,
    /// The line's moves in notation.
    pub line: Vec<String>,
    /// The first move's origin (none for a prisoner's drop).
    pub from: Option<String>,
    /// The first move's destination.
    pub to: String,
    /// The rating.
    pub rating: u16,
    /// Its band.
    pub level: Band,
    /// What the line wins.
    pub theme: Theme,
    /// What the line does, as sentences.
    pub says: &'a [Say],
    /// Other first moves accepted (the same action with other captures chosen, another win at
    /// once), if any.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
}

impl PuzzleEntry<'_> {
    /// `puzzle` as a set file writes it, numbered `n` (from 1, easiest first) in a set of
    /// `preset` holding `total`.
    pub fn of<'p>(puzzle: &'p Puzzle, preset: &str, n: usize, total: usize) -> PuzzleEntry<'p> {
        PuzzleEntry {
            id: format!("{preset}-{n:03}"),
            position: puzzle.position.to_setup().to_string(),
            line: puzzle.line.iter().map(ToString::to_string).collect(),
            from: puzzle.line[0].from().map(|c| c.to_string()),
            to: puzzle.line[0].to().to_string(),
            rating: puzzle.rating,
            level: Band::of_rank(n.saturating_sub(1), total),
            theme: puzzle.theme,
            says: &puzzle.says,
            also: puzzle.also.iter().map(ToString::to_string).collect(),
        }
    }
}

/// The head of a set file: its format, rules and how it was made (docs/puzzles.md).
#[derive(Serialize)]
pub struct SetHead<'a> {
    /// The file format: 1.
    pub format: u32,
    /// The preset.
    pub rules: &'a str,
    /// The games' seed.
    pub seed: u64,
    /// The judging searches' nodes.
    pub nodes: u64,
    /// The margin of a clearly best move, in points.
    pub margin: i32,
    /// The games played.
    pub games: u32,
    /// The bound on each game move's search, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_nodes: Option<u64>,
    /// The weaker side's share of random moves, in percent, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wild: Option<u32>,
    /// The games' length in plies, when not the default.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_plies: Option<u32>,
}

impl SetHead<'_> {
    /// The head of `set` as it was read, to write the set again.
    pub fn of(set: &Set) -> SetHead<'_> {
        SetHead {
            format: 1,
            rules: &set.rules,
            seed: set.made.seed,
            nodes: set.spec.nodes,
            margin: set.spec.margin,
            games: set.made.games,
            game_nodes: set.made.game_nodes,
            wild: set.made.wild,
            game_plies: set.made.game_plies,
        }
    }
}

/// A set file read back: its budget and its puzzles.
#[derive(Clone, Debug)]
pub struct Set {
    /// Its preset.
    pub rules: String,
    /// The budget it was made with.
    pub spec: Spec,
    /// How its games were played, as its head says.
    pub made: Made,
    /// Its puzzles.
    pub puzzles: Vec<SetPuzzle>,
}

/// How a set's games were played, as its head says (kept to write the set again).
#[derive(Clone, Debug, Default, serde::Deserialize)]
pub struct Made {
    /// The games' seed.
    #[serde(default)]
    pub seed: u64,
    /// The games played.
    #[serde(default)]
    pub games: u32,
    /// The bound on each game move's search, if any.
    pub game_nodes: Option<u64>,
    /// The weaker side's share of random moves, in percent, if any.
    pub wild: Option<u32>,
    /// The games' length in plies, when not the default.
    pub game_plies: Option<u32>,
}

/// A puzzle of a set file: its id, position and line, checked to be legal.
#[derive(Clone, Debug)]
pub struct SetPuzzle {
    /// Its id.
    pub id: String,
    /// Its position.
    pub position: Position,
    /// Its line, each move legal in turn.
    pub line: Vec<Move>,
    /// Its other good first moves, each legal.
    pub also: Vec<Move>,
    /// Its explanation as stored (sentences as JSON), to compare with the core's.
    pub says: serde_json::Value,
}

/// A set's puzzle judged again at the set's budget ([`check`]), and its stored explanation
/// compared with the one the core writes now.
pub fn rejudge(engine: &mut Engine, puzzle: &SetPuzzle, spec: &Spec) -> Result<Puzzle, NotPuzzle> {
    let found = check(engine, &puzzle.position, &puzzle.line, &puzzle.also, spec)?;
    match serde_json::to_value(&found.says) {
        Ok(says) if says == puzzle.says => Ok(found),
        _ => Err(NotPuzzle::Says),
    }
}

/// Why a set file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetError {
    /// Not JSON of a set's shape.
    Shape(String),
    /// A format other than 1.
    Format(u32),
    /// An unknown preset (its sentence).
    Rules(Say),
    /// A puzzle's position cannot be read or is not valid under the rules.
    Position {
        /// The puzzle.
        id: String,
        /// Why.
        why: Say,
    },
    /// A move of a puzzle's line cannot be read or is not legal.
    Line {
        /// The puzzle.
        id: String,
        /// The move's place in the line, from 1.
        n: usize,
        /// Why.
        why: Say,
    },
    /// A puzzle has no line.
    Empty(String),
    /// One of a puzzle's other good first moves cannot be read or is not legal.
    Also {
        /// The puzzle.
        id: String,
        /// Its place in the list, from 1.
        n: usize,
        /// Why.
        why: Say,
    },
}

impl SetError {
    /// The sentence: a `fault.set.*` key with its parameters, the fault's own sentence inside.
    pub fn says(&self) -> Say {
        let n = |n: &usize| *n as u64;
        match self {
            SetError::Shape(e) => Say::new("fault.set.shape").text("why", e.as_str()),
            SetError::Format(f) => Say::new("fault.set.format").num("n", *f),
            SetError::Rules(why) => why.clone(),
            SetError::Position { id, why } => {
                Say::new("fault.set.position").text("id", id.as_str()).say("why", why.clone())
            }
            SetError::Line { id, n: i, why } => {
                Say::new("fault.set.line").text("id", id.as_str()).num("n", n(i)).say("why", why.clone())
            }
            SetError::Empty(id) => Say::new("fault.set.empty").text("id", id.as_str()),
            SetError::Also { id, n: i, why } => {
                Say::new("fault.set.also").text("id", id.as_str()).num("n", n(i)).say("why", why.clone())
            }
        }
    }
}

crate::vocab::said::said!(SetError);

#[derive(serde::Deserialize)]
struct RawSet {
    format: u32,
    rules: String,
    nodes: u64,
    margin: i32,
    #[serde(flatten)]
    made: Made,
    puzzles: Vec<RawPuzzle>,
}

#[derive(serde::Deserialize)]
struct RawPuzzle {
    id: String,
    position: String,
    line: Vec<String>,
    #[serde(default)]
    also: Vec<String>,
    #[serde(default)]
    says: serde_json::Value,
}

/// Read a set file (docs/puzzles.md): every position valid, every line legal.
///
/// ```
/// use rithmomachia::puzzle_set::{read_set, SetError};
/// let text = r#"{"format":1,"rules":"classic","nodes":2000,"margin":150,"puzzles":[
///   {"id":"x","position":"c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0","line":["d2-e3"]}]}"#;
/// assert_eq!(read_set(text).unwrap().puzzles[0].line[0].to_string(), "d2-e3");
/// assert!(matches!(read_set(&text.replace("d2-e3", "d2-d9")), Err(SetError::Line { n: 1, .. })));
/// ```
pub fn read_set(text: &str) -> Result<Set, SetError> {
    let raw: RawSet = serde_json::from_str(text).map_err(|e| SetError::Shape(e.to_string()))?;
    if raw.format != 1 {
        return Err(SetError::Format(raw.format));
    }
    let rules = crate::rules::Rules::preset(&raw.rules).map_err(|e| SetError::Rules(e.says()))?;
    let spec = Spec { nodes: raw.nodes.clamp(1, 10_000_000), margin: raw.margin, ..Spec::standard() };
    let mut puzzles = Vec::with_capacity(raw.puzzles.len());
    for p in raw.puzzles {
        let position = crate::text::notation::parse_position(&p.position)
            .map_err(|e| e.says())
            .and_then(|s| Position::from_setup(s, rules).map_err(|e| e.says()))
            .map_err(|why| SetError::Position { id: p.id.clone(), why })?;
        if p.line.is_empty() {
            return Err(SetError::Empty(p.id));
        }
        let mut line = Vec::with_capacity(p.line.len());
        let mut at = position.clone();
        for (i, text) in p.line.iter().enumerate() {
            let bad = |why: Say| SetError::Line { id: p.id.clone(), n: i + 1, why };
            let mv = crate::text::notation::parse_move(text).map_err(|e| bad(e.says()))?;
            at = at.play(&mv).map_err(|e| bad(e.says()))?;
            line.push(mv);
        }
        let mut also = Vec::with_capacity(p.also.len());
        for (i, text) in p.also.iter().enumerate() {
            let bad = |why: Say| SetError::Also { id: p.id.clone(), n: i + 1, why };
            let mv = crate::text::notation::parse_move(text).map_err(|e| bad(e.says()))?;
            position.play(&mv).map_err(|e| bad(e.says()))?;
            also.push(mv);
        }
        puzzles.push(SetPuzzle { id: p.id, position, line, also, says: p.says });
    }
    Ok(Set { rules: rules.preset.id().to_string(), spec, made: raw.made, puzzles })
}
