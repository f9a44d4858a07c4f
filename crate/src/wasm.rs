//! The wasm facade: the only file that names wasm-bindgen. It wraps [`Game`] for JavaScript;
//! `docs/facade.md` lists what JS sees. Every fallible call returns a JS `Error` with a sentence
//! a person understands; nothing here panics on bad input.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::cell::Cell;
use crate::game::Game;
use crate::moves::Move;
use crate::piece::{Color, Shape};
use crate::report::{CaptureReport, PieceReport, PresetReport, RulesReport};
use crate::victory::Outcome;
use crate::rules::Rules;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(|e| JsError::new(&format!("internal: cannot pass a value to JavaScript: {e}")))
}

fn parse_cell(text: &str) -> Result<Cell, JsError> {
    text.parse::<Cell>().map_err(|e| JsError::new(&e.to_string()))
}

fn parse_color(text: &str) -> Result<Color, JsError> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(JsError::new(&format!("'{text}' is not a side (white or black)"))),
    }
}

/// Rules from a preset id, or from rules JSON (a text starting with `{`).
fn rules_for(preset: &str) -> Result<Rules, JsError> {
    if preset.trim_start().starts_with('{') {
        return Rules::from_json(preset).map_err(|e| JsError::new(&e.to_string()));
    }
    Rules::preset(preset).map_err(|e| JsError::new(&e.to_string()))
}

/// The rules of a preset as JSON, to edit into custom rules.
#[wasm_bindgen(js_name = presetRules)]
pub fn preset_rules(preset: &str) -> Result<String, JsError> {
    Ok(rules_for(preset)?.to_json())
}

/// Check rules JSON: nothing when it can be played, else an `Error` saying why.
#[wasm_bindgen(js_name = validateRules)]
pub fn validate_rules(json: &str) -> Result<(), JsError> {
    Rules::from_json(json).map(|_| ()).map_err(|e| JsError::new(&e.to_string()))
}

/// The rules described for the rules panel, from a preset id or rules JSON.
#[wasm_bindgen(js_name = describeRules)]
pub fn describe_rules(rules: &str) -> Result<JsValue, JsError> {
    to_js(&RulesReport::of(&rules_for(rules)?))
}

/// Every preset: `[{id, title, source, summary}]`.
#[wasm_bindgen]
pub fn presets() -> Result<JsValue, JsError> {
    to_js(&PresetReport::all())
}

#[derive(Serialize)]
struct LegalMove {
    #[serde(rename = "move")]
    mv: String,
    from: Option<String>,
    to: String,
    captures: Vec<CaptureReport>,
}

/// The status as the page shows it: the report's fields plus the victory's name and, for a
/// progression, its arithmetic for people ("16, 36, 56: arithmetic, step 20").
#[derive(Serialize)]
struct PageStatus {
    state: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<Color>,
    #[serde(skip_serializing_if = "Option::is_none")]
    victory: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'static str>,
    cells: Vec<String>,
    why: String,
    explain: String,
    also: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<crate::victory::DrawReason>,
}

impl PageStatus {
    fn of(position: &crate::position::Position) -> PageStatus {
        let mut s = PageStatus {
            state: "playing",
            winner: None,
            victory: None,
            title: None,
            cells: Vec::new(),
            why: String::new(),
            explain: String::new(),
            also: Vec::new(),
            reason: None,
        };
        match position.outcome() {
            None => {}
            Some(Outcome::Won { winner, victory, cells, why, also }) => {
                s.state = "won";
                s.winner = Some(winner);
                s.victory = Some(victory.id().to_string());
                s.title = Some(victory.title());
                s.explain = if victory.is_proper() && victory != crate::rules::Victory::LudiiLine {
                    let values: Vec<u32> = cells.iter().map(|&c| position.board().value(c)).collect();
                    crate::victory::explain_progressions(&values)
                } else {
                    why.clone()
                };
                s.cells = cells.iter().map(|c| c.to_string()).collect();
                s.why = why;
                s.also = also.iter().map(|v| v.id().to_string()).collect();
            }
            Some(Outcome::Drawn { reason, why }) => {
                s.state = "draw";
                s.reason = Some(reason);
                s.explain = why.clone();
                s.why = why;
            }
        }
        s
    }
}

#[derive(Serialize)]
struct Played {
    #[serde(rename = "move")]
    mv: String,
    from: Option<String>,
    to: String,
    captures: Vec<CaptureReport>,
    status: PageStatus,
}

/// A game in progress, as JavaScript holds it.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: Game,
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// A game at the start of the preset `preset` (an id, or rules JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(preset: &str) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: Game::new(rules_for(preset)?) })
    }

    /// A game from a position text under the preset `preset`.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str, preset: &str) -> Result<WasmGame, JsError> {
        let rules = rules_for(preset)?;
        Game::from_text(text, rules).map(|game| WasmGame { game }).map_err(|e| JsError::new(&e))
    }

    /// Board length, 14 or 16.
    #[wasm_bindgen(getter)]
    pub fn ranks(&self) -> u8 {
        self.game.position().board().ranks()
    }

    /// The board as `ranks × 8` words: 0 empty, else `value << 3 | shape << 1 | color`.
    pub fn cells(&self) -> Vec<u32> {
        let board = self.game.position().board();
        let n = board.ranks() as usize * 8;
        Cell::all()
            .take(n)
            .map(|c| match board.get(c) {
                None => 0,
                Some(p) => p.total() << 3 | (p.shape() as u32) << 1 | p.color.index() as u32,
            })
            .collect()
    }

    /// The piece on `cell` with its components, or `null`.
    pub fn piece(&self, cell: &str) -> Result<JsValue, JsError> {
        let cell = parse_cell(cell)?;
        match PieceReport::at(self.game.position(), cell) {
            Some(p) => to_js(&p),
            None => Ok(JsValue::NULL),
        }
    }

    /// `"white"` or `"black"`.
    pub fn turn(&self) -> String {
        self.game.position().turn().name().to_string()
    }

    /// Plies played.
    pub fn ply(&self) -> u32 {
        self.game.position().ply()
    }

    /// Every legal move with the captures it would make.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        let position = self.game.position();
        let list: Vec<LegalMove> = position
            .legal_moves()
            .iter()
            .map(|mv| LegalMove {
                mv: mv.to_string(),
                from: mv.from().map(|c| c.to_string()),
                to: mv.to().to_string(),
                captures: position.captures(mv).map(|c| CaptureReport::from_captures(&c)).unwrap_or_default(),
            })
            .collect();
        to_js(&list)
    }

    /// Where the piece on `cell` may move.
    pub fn destinations(&self, cell: &str) -> Result<JsValue, JsError> {
        let cell = parse_cell(cell)?;
        let list: Vec<String> = self.game.position().destinations(cell).iter().map(|c| c.to_string()).collect();
        to_js(&list)
    }

    /// Play a move written in notation.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let mv: Move = text.parse().map_err(|e: crate::notation::ParseError| JsError::new(&e.to_string()))?;
        self.play_move(mv)
    }

    /// Play the piece on `from` to `to`.
    #[wasm_bindgen(js_name = playFromTo)]
    pub fn play_from_to(&mut self, from: &str, to: &str) -> Result<JsValue, JsError> {
        let (from, to) = (parse_cell(from)?, parse_cell(to)?);
        // A capture by landing (`ludii`) is named by its two cells too.
        let mv = self.game.position().move_from_cells(from, to).unwrap_or_else(|| Move::shift(from, to));
        self.play_move(mv)
    }

    /// Step back one move.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Step forward one undone move.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    /// Can a move be undone?
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    /// Can a move be redone?
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// `{state: "playing"}`, `{state: "won", …}` or `{state: "draw", …}`.
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&PageStatus::of(self.game.position()))
    }

    /// The current position text.
    pub fn position(&self) -> String {
        self.game.position().to_setup().to_string()
    }

    /// The start position text.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> String {
        self.game.start().to_setup().to_string()
    }

    /// The moves played up to the cursor, in notation.
    pub fn history(&self) -> Result<JsValue, JsError> {
        let list: Vec<String> = self.game.history().map(|m| m.to_string()).collect();
        to_js(&list)
    }

    /// Every recorded move, including those undone (what redo would replay).
    pub fn line(&self) -> Result<JsValue, JsError> {
        let list: Vec<String> = self.game.line().map(|m| m.to_string()).collect();
        to_js(&list)
    }

    /// Number of moves of `line()` applied.
    pub fn cursor(&self) -> u32 {
        self.game.cursor() as u32
    }

    /// Go to the position after `n` moves of `line()` (clamped to its length).
    pub fn seek(&mut self, n: u32) {
        self.game.seek(n as usize);
    }

    /// The last move and its captures, or `null`.
    #[wasm_bindgen(js_name = lastMove)]
    pub fn last_move(&self) -> Result<JsValue, JsError> {
        match self.game.last() {
            None => Ok(JsValue::NULL),
            Some((mv, captures)) => to_js(&LegalMove {
                mv: mv.to_string(),
                from: mv.from().map(|c| c.to_string()),
                to: mv.to().to_string(),
                captures: CaptureReport::from_captures(captures),
            }),
        }
    }

    /// The prisoner tokens `color` holds, in capture order.
    pub fn prisoners(&self, color: &str) -> Result<JsValue, JsError> {
        let color = parse_color(color)?;
        let list: Vec<String> = self.game.position().prisoners(color).iter().map(|p| p.to_string()).collect();
        to_js(&list)
    }

    /// Each side's progress towards each enabled common victory.
    pub fn progress(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.progress())
    }

    /// The rules in force as JSON (saved games carry it).
    #[wasm_bindgen(js_name = rulesJson)]
    pub fn rules_json(&self) -> String {
        self.game.position().rules().to_json()
    }

    /// Play the move `from` → `to` taking exactly the captures `targets` (`["e7", "g9:16"]`),
    /// where the player chooses captures.
    #[wasm_bindgen(js_name = playChoice)]
    pub fn play_choice(&mut self, from: &str, to: &str, targets: Vec<String>) -> Result<JsValue, JsError> {
        let (from, to) = (parse_cell(from)?, parse_cell(to)?);
        let mut takes = Vec::new();
        for t in &targets {
            let (cell, component) = match t.split_once(':') {
                Some((c, v)) => (c, Some(v.parse::<u16>().map_err(|_| JsError::new(&format!("'{t}' is not a target")))?)),
                None => (t.as_str(), None),
            };
            takes.push(crate::moves::Target { cell: parse_cell(cell)?, component });
        }
        let mv = self
            .game
            .find_choice(from, to, &takes)
            .ok_or_else(|| JsError::new(&format!("{from}-{to} cannot take exactly {}", if targets.is_empty() { "nothing".into() } else { targets.join(", ") })))?;
        self.play_move(mv)
    }

    /// For teaching: what the piece on `cell` threatens and the dangers to it, each with its
    /// arithmetic: `{threatens: [Capture], dangers: [Capture]}`.
    #[wasm_bindgen(js_name = explainPiece)]
    pub fn explain_piece(&self, cell: &str) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Explained {
            threatens: Vec<CaptureReport>,
            dangers: Vec<CaptureReport>,
        }
        let e = crate::explain::piece(self.game.position(), parse_cell(cell)?);
        to_js(&Explained { threatens: CaptureReport::from_captures(&e.threatens), dangers: CaptureReport::from_captures(&e.dangers) })
    }

    /// For teaching: the progressions `side` could complete with one more piece, and who could
    /// bring it: `[{victory, cells, missing_cell, missing_value, movers, explain}]`.
    pub fn opportunities(&self, side: &str) -> Result<JsValue, JsError> {
        to_js(&crate::explain::opportunities(self.game.position(), parse_color(side)?, 40))
    }

    /// The rules in force.
    pub fn rules(&self) -> Result<JsValue, JsError> {
        to_js(&RulesReport::of(self.game.position().rules()))
    }
}

impl WasmGame {
    fn play_move(&mut self, mv: Move) -> Result<JsValue, JsError> {
        let captures = self.game.play(&mv).map_err(|e| JsError::new(&e.to_string()))?;
        let captures = CaptureReport::from_captures(captures);
        to_js(&Played {
            mv: mv.to_string(),
            from: mv.from().map(|c| c.to_string()),
            to: mv.to().to_string(),
            captures,
            status: PageStatus::of(self.game.position()),
        })
    }
}

/// What the engine found, as the page shows it.
#[derive(Serialize)]
struct Thought {
    #[serde(rename = "move")]
    mv: String,
    from: Option<String>,
    to: String,
    level: String,
    score: i32,
    depth: u8,
    seldepth: u8,
    nodes: u64,
    millis: f64,
    nps: u64,
    stopped: bool,
    pv: Vec<String>,
    explain: String,
    captures: Vec<CaptureReport>,
    victory: Option<ThoughtVictory>,
}

#[derive(Serialize)]
struct ThoughtVictory {
    id: &'static str,
    title: &'static str,
    cells: Vec<String>,
}

/// The computer opponent (run it in a Web Worker: a search blocks its thread for its whole
/// budget). Its transposition table has a fixed size, chosen when it is made.
#[wasm_bindgen(js_name = Engine)]
pub struct WasmEngine {
    engine: crate::search::Engine,
}

#[wasm_bindgen(js_class = Engine)]
impl WasmEngine {
    /// An engine whose transposition table takes `table_mb` megabytes (1 to 256; the page uses 8).
    #[wasm_bindgen(constructor)]
    pub fn new(table_mb: u32) -> WasmEngine {
        let mb = table_mb.clamp(1, 256) as usize;
        WasmEngine { engine: crate::search::Engine::new(mb << 20) }
    }

    /// The transposition table's size in bytes.
    #[wasm_bindgen(js_name = tableBytes)]
    pub fn table_bytes(&self) -> u32 {
        self.engine.table_bytes() as u32
    }

    /// Forget what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.engine.clear();
    }

    /// Search `position` (notation) under `rules` (a preset id, or rules JSON as
    /// `game.rulesJson()` gives them) at `level` (`"easy"`, `"medium"`, `"hard"`, `"hard:500ms"`,
    /// …) with the tie-break seed `seed`. Returns `{move, from, to,
    /// level, score, depth, seldepth, nodes, millis, nps, stopped, pv, explain, captures,
    /// victory}`; throws when the position or level is bad or the game is over.
    pub fn think(&mut self, position: &str, rules: &str, level: &str, seed: u32) -> Result<JsValue, JsError> {
        let rules = rules_for(rules)?;
        let game = Game::from_text(position, rules).map_err(|e| JsError::new(&e))?;
        let position = game.position();
        let level: crate::search::Level = level.parse().map_err(|e: String| JsError::new(&e))?;
        let clock = || js_sys::Date::now();
        let result = self.engine.search(position, &level, u64::from(seed), &clock);
        let Some(mv) = result.best.clone() else {
            return Err(JsError::new("the game is over: there is no move to find"));
        };
        let why = crate::search::explain(position, &result);
        to_js(&Thought {
            mv: mv.to_string(),
            from: mv.from().map(|c| c.to_string()),
            to: mv.to().to_string(),
            level: level.to_string(),
            score: result.score,
            depth: result.depth,
            seldepth: result.seldepth,
            nodes: result.nodes,
            millis: result.millis,
            nps: if result.millis > 0.0 { (result.nodes as f64 * 1000.0 / result.millis) as u64 } else { 0 },
            stopped: result.stopped,
            pv: result.pv.iter().map(|m| m.to_string()).collect(),
            explain: why.text,
            captures: CaptureReport::from_captures(&why.captures),
            victory: why.victory.map(|(v, cells)| ThoughtVictory {
                id: v.id(),
                title: v.title(),
                cells: cells.iter().map(|c| c.to_string()).collect(),
            }),
        })
    }
}

// Shape codes in `cells()` follow the enum's discriminants.
const _: () = assert!(Shape::Round as u32 == 0 && Shape::Triangle as u32 == 1 && Shape::Square as u32 == 2 && Shape::Pyramid as u32 == 3);
