//! The wasm facade: the only file that names wasm-bindgen. It wraps [`Game`] for JavaScript;
//! `docs/facade.md` lists what JS sees. Every fallible call returns a JS `Error` with a sentence
//! a person understands; nothing here panics on bad input.

use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "page")]
use super::game::Game;
use crate::rules::Rules;
#[cfg(any(feature = "page", feature = "analysis"))]
use crate::vocab::{cell::Cell, piece::Color};

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The computer's values to JavaScript (serde-wasm-bindgen, objects made in place): maps as
/// objects; `nulls`: `None` as `null` rather than `undefined`.
#[cfg(any(feature = "engine", feature = "analysis"))]
fn serializer(nulls: bool) -> serde_wasm_bindgen::Serializer {
    serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true).serialize_missing_as_null(nulls)
}

#[cfg(any(feature = "engine", feature = "analysis"))]
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serializer(false))
        .map_err(|e| JsError::new(&format!("internal: cannot pass a value to JavaScript: {e}")))
}

/// Like [`to_js`], with `None` as `null` (the shapes docs/facade.md gives exactly).
#[cfg(feature = "analysis")]
fn to_js_nulls<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serializer(true))
        .map_err(|e| JsError::new(&format!("internal: cannot pass a value to JavaScript: {e}")))
}

/// The page's values to JavaScript, `None` as `null`: written as JSON text that the engine's
/// `JSON.parse` reads, one crossing of the boundary instead of one per object and string. The
/// snapshot of the densest position (85 KB of JSON) took about 80 ms in Chromium made in place,
/// and a move at ply 2 about 15 ms; as text they take about 50 and 7 (docs/facade.md, "Bounds").
#[cfg(feature = "page")]
fn page_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(value)
        .map_err(|e| JsError::new(&format!("internal: cannot pass a value to JavaScript: {e}")))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("internal: cannot pass a value to JavaScript"))
}

/// Rules from JSON text, checked with [`Rules::validate`]: read by the core's own strict
/// reader under the serde attributes of [`Rules`] (an unknown or a missing field is an error
/// naming it), the same path as the command line's.
fn rules_from_json(text: &str) -> Result<Rules, JsError> {
    Rules::from_json(text).map_err(|e| JsError::new(&e.to_string()))
}

/// Rules from a preset id, or from rules JSON (a text starting with `{`).
fn rules_for(preset: &str) -> Result<Rules, JsError> {
    if preset.trim_start().starts_with('{') {
        return rules_from_json(preset);
    }
    Rules::preset(preset).map_err(|e| JsError::new(&e.to_string()))
}

#[cfg(any(feature = "page", feature = "analysis"))]
fn parse_cell(text: &str) -> Result<Cell, JsError> {
    text.parse::<Cell>().map_err(|e| JsError::new(&e.to_string()))
}

#[cfg(any(feature = "page", feature = "analysis"))]
fn parse_color(text: &str) -> Result<Color, JsError> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(JsError::new(&format!("'{}' is not a side (white or black)", crate::vocab::words::shorten(text)))),
    }
}

// ------------------------------------------------------------------------------- the page

#[cfg(feature = "page")]
pub use page::*;

/// What the page calls (the `page` feature: the page's own module, built for size).
#[cfg(feature = "page")]
mod page {
    use super::*;
    use crate::board::moves::Move;
    use crate::facade::report::{
        Destinations, LessonCheck, LessonInfo, LineEntry, PageCapture, PageStatus, Played, PresetReport, RulesReport,
        Snapshot, VictoryOption,
    };

    /// The start of a record or link: `start` read under `rules`, or the rules' own start for `""`.
    fn start_position(rules: &str, start: &str) -> Result<crate::position::Position, JsError> {
        let rules = rules_for(rules)?;
        if start.trim().is_empty() {
            return Ok(crate::position::Position::new(rules));
        }
        crate::facade::game::read_position(start, rules).map_err(|e| JsError::new(&format!("the start position: {e}")))
    }

    /// The rules of a preset as JSON, to edit into custom rules.
    #[wasm_bindgen(js_name = presetRules)]
    pub fn preset_rules(preset: &str) -> Result<String, JsError> {
        Ok(rules_for(preset)?.to_json())
    }

    /// Check rules JSON: nothing when it can be played, else an `Error` saying why.
    #[wasm_bindgen(js_name = validateRules)]
    pub fn validate_rules(json: &str) -> Result<(), JsError> {
        rules_from_json(json).map(|_| ())
    }

    /// The rules described for the rules panel, from a preset id or rules JSON.
    #[wasm_bindgen(js_name = describeRules)]
    pub fn describe_rules(rules: &str) -> Result<JsValue, JsError> {
        page_js(&RulesReport::of(&rules_for(rules)?))
    }

    /// Every preset: `[{id, title, source, summary}]`.
    #[wasm_bindgen]
    pub fn presets() -> Result<JsValue, JsError> {
        page_js(&PresetReport::all())
    }

    /// The victories a rules dialog offers for rules (a preset id or rules JSON), with the
    /// thresholds each reads: [`VictoryOption::offered`].
    #[wasm_bindgen(js_name = victoryOptions)]
    pub fn victory_options(rules: &str) -> Result<JsValue, JsError> {
        page_js(&VictoryOption::offered(&rules_for(rules)?))
    }

    /// A link's move code read in steps ([`crate::facade::record::LinkReader`]): the page runs a
    /// step, lets the event loop run, and shows the progress, until the game is read.
    #[wasm_bindgen(js_name = LinkReader)]
    pub struct WasmLinkReader {
        reader: crate::facade::record::LinkReader,
    }

    #[wasm_bindgen(js_class = LinkReader)]
    impl WasmLinkReader {
        /// A reader of a link's move `code` (each move its index in the legal-move list, in
        /// base64url digits: docs/records.md) from `start` (a position text, or `""` for the
        /// rules' start) under `rules` (a preset id or rules JSON). Throws for
        /// the rules, the start position, or a character that is not a digit, before any move.
        #[wasm_bindgen(constructor)]
        pub fn new(rules: &str, start: &str, code: &str) -> Result<WasmLinkReader, JsError> {
            let start = start_position(rules, start)?;
            let reader =
                crate::facade::record::LinkReader::new(start, code).map_err(|e| JsError::new(&e.to_string()))?;
            Ok(WasmLinkReader { reader })
        }

        /// Replay the moves of one bounded step ([`crate::facade::record::STEP_WORK`]); true
        /// once the code is read or a move is at fault (then `finish` answers at once).
        pub fn step(&mut self) -> bool {
            self.reader.step(crate::facade::record::STEP_WORK);
            self.reader.is_done()
        }

        /// Moves replayed so far.
        pub fn moves(&self) -> usize {
            self.reader.moves()
        }

        /// Digits read so far.
        pub fn read(&self) -> usize {
            self.reader.read()
        }

        /// Digits in the code.
        pub fn digits(&self) -> usize {
            self.reader.len()
        }

        /// The game of the link; throws for a code cut short, an index past the legal moves or
        /// moves after the game's end, naming the move. The reader is used up.
        pub fn finish(self) -> Result<WasmGame, JsError> {
            self.reader.finish().map(|game| WasmGame { game }).map_err(|e| JsError::new(&e.to_string()))
        }
    }

    #[derive(Serialize)]
    struct LegalMove {
        #[serde(rename = "move")]
        mv: String,
        from: Option<String>,
        to: String,
        captures: Vec<PageCapture>,
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
            Game::from_text(text, rules).map(|game| WasmGame { game }).map_err(|e| JsError::new(&e.to_string()))
        }

        /// A game rebuilt from a record: `rules` (a preset id or rules JSON, checked by the core),
        /// `start` (a position text, or `""` for the rules' start) and `moves` (notation), every
        /// move replayed by the rules. The error names what is wrong: the rules, the start position,
        /// or the first bad move ("move 7 (c4-d9) is not legal: …").
        #[wasm_bindgen(js_name = fromRecord)]
        pub fn from_record(rules: &str, start: &str, moves: Vec<String>) -> Result<WasmGame, JsError> {
            let start = start_position(rules, start)?;
            crate::facade::record::replay(start, &moves)
                .map(|game| WasmGame { game })
                .map_err(|e| JsError::new(&e.to_string()))
        }

        /// The move code of the whole recorded line (undone moves included), for a link.
        #[wasm_bindgen(js_name = linkMoves)]
        pub fn link_moves(&self) -> Result<String, JsError> {
            crate::facade::record::encode_moves(&self.game).map_err(|e| JsError::new(&e.to_string()))
        }

        /// The drawings of a record or link (docs/records.md, "Drawings") read against this
        /// game's board and recorded line, four numbers a drawing: the ply, the colour (0 green,
        /// 1 red, 2 blue, 3 yellow), the cell's index (a1 = 0, b1 = 1, …) and the arrow's end's
        /// (4294967295 for a circle). Throws naming the fault ("annotations: a15 is off the
        /// board, which has 14 ranks (after move 1)").
        pub fn annotations(&self, text: &str) -> Result<Vec<u32>, JsError> {
            let ranks = self.game.position().board().ranks();
            let a = crate::facade::annotations::Annotations::parse(text, ranks, self.game.line().count())
                .map_err(|e| JsError::new(&e.to_string()))?;
            Ok(a.flat())
        }

        /// An independent copy of this game (start, line and cursor).
        pub fn copy(&self) -> WasmGame {
            WasmGame { game: self.game.clone() }
        }

        /// Board length, 14 or 16.
        #[wasm_bindgen(getter)]
        pub fn ranks(&self) -> u8 {
            self.game.position().board().ranks()
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
            let mut list: Vec<LegalMove> = Vec::new();
            position.each_legal_turn(|mv, captures| {
                list.push(LegalMove {
                    mv: mv.to_string(),
                    from: mv.from().map(|c| c.to_string()),
                    to: mv.to().to_string(),
                    captures: PageCapture::list(captures),
                })
            });
            page_js(&list)
        }

        /// Play a move written in notation.
        pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
            let mv: Move = text.parse().map_err(|e: crate::notation::ParseError| JsError::new(&e.to_string()))?;
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
            page_js(&PageStatus::of(self.game.position()))
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

        /// The texts of the positions from the start to the current one, in order (what the
        /// computer's `engine.think` is given).
        pub fn positions(&self) -> Vec<String> {
            crate::facade::record::position_texts(&self.game)
        }

        /// The moves played up to the cursor, in notation.
        pub fn history(&self) -> Result<JsValue, JsError> {
            let list: Vec<String> = self.game.history().map(|m| m.to_string()).collect();
            page_js(&list)
        }

        /// Every recorded move, including those undone (what redo would replay).
        pub fn line(&self) -> Result<JsValue, JsError> {
            let list: Vec<String> = self.game.line().map(|m| m.to_string()).collect();
            page_js(&list)
        }

        /// The recorded line from its `from`-th move on, each `{move, mover, from, to}` (the
        /// page asks for the moves its list lacks: `snapshot().lineLength`, `lineEdits`).
        #[wasm_bindgen(js_name = lineFrom)]
        pub fn line_from(&self, from: u32) -> Result<JsValue, JsError> {
            page_js(&LineEntry::from_game(&self.game, from as usize))
        }

        /// Number of moves in `line()` (without passing the line).
        #[wasm_bindgen(js_name = lineLength)]
        pub fn line_length(&self) -> u32 {
            self.game.line().len() as u32
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
                Some((mv, captures)) => page_js(&LegalMove {
                    mv: mv.to_string(),
                    from: mv.from().map(|c| c.to_string()),
                    to: mv.to().to_string(),
                    captures: PageCapture::list(captures),
                }),
            }
        }

        /// Each side's progress towards each enabled common victory.
        pub fn progress(&self) -> Result<JsValue, JsError> {
            page_js(&self.game.progress())
        }

        /// The rules in force as JSON (saved games carry it).
        #[wasm_bindgen(js_name = rulesJson)]
        pub fn rules_json(&self) -> Result<String, JsError> {
            Ok(self.game.position().rules().to_json())
        }

        /// Everything the page draws for the side to move (docs/facade.md): the pieces, the
        /// cells of the pieces that may move, the drops and their cells, the removals, each
        /// side's prisoners, the line's length and the start's side to move. A piece's
        /// destinations are asked when it is picked up (`destinationsFrom`).
        pub fn snapshot(&self) -> Result<JsValue, JsError> {
            page_js(&Snapshot::of(&self.game))
        }

        /// The destinations of the piece on `from` with their capture options:
        /// `{destinations, captures}` (none when it may not move).
        #[wasm_bindgen(js_name = destinationsFrom)]
        pub fn destinations_from(&self, from: &str) -> Result<JsValue, JsError> {
            let list = self.game.destinations_from(parse_cell(from)?).map_err(|e| JsError::new(&e.to_string()))?;
            page_js(&Destinations::of(&list))
        }

        /// The destinations of the prisoner `index` (`snapshot().drops[].prisoner.index`) with
        /// their capture options: `{destinations, captures}`.
        #[wasm_bindgen(js_name = dropDestinations)]
        pub fn drop_destinations(&self, index: u32) -> Result<JsValue, JsError> {
            let offer = self.game.drop_offer(index as usize).map_err(|e| JsError::new(&e.to_string()))?;
            page_js(&Destinations::of(&offer.destinations))
        }

        /// Play the piece on `from` to `to` taking the capture options `ids` (ids from
        /// `destinationsFrom(from).destinations[].options`; fixed ones may be left out). Without `ids`, the
        /// destination's default move (`move`).
        #[wasm_bindgen(js_name = playMove)]
        pub fn play_move_ids(&mut self, from: &str, to: &str, ids: Option<Vec<String>>) -> Result<JsValue, JsError> {
            let (from, to) = (parse_cell(from)?, parse_cell(to)?);
            let mv = self.game.pick_move(from, to, ids.as_deref()).map_err(|e| JsError::new(&e.to_string()))?;
            self.play_move(mv)
        }

        /// Drop the prisoner `index` (`snapshot().drops[].prisoner.index`) on `to`, taking the
        /// capture options `ids` (without them, the default).
        #[wasm_bindgen(js_name = playDrop)]
        pub fn play_drop(&mut self, index: u32, to: &str, ids: Option<Vec<String>>) -> Result<JsValue, JsError> {
            let to = parse_cell(to)?;
            let mv =
                self.game.pick_drop(index as usize, to, ids.as_deref()).map_err(|e| JsError::new(&e.to_string()))?;
            self.play_move(mv)
        }

        /// Remove the enemy piece (or level) on `cell`: option `option` of
        /// `snapshot().removals[].options`, which may be left out when there is one.
        #[wasm_bindgen(js_name = playRemoval)]
        pub fn play_removal(&mut self, cell: &str, option: Option<u32>) -> Result<JsValue, JsError> {
            let cell = parse_cell(cell)?;
            let mv =
                self.game.pick_removal(cell, option.map(|o| o as usize)).map_err(|e| JsError::new(&e.to_string()))?;
            self.play_move(mv)
        }

        /// For teaching: what the piece on `cell` threatens and the dangers to it, each with its
        /// arithmetic: `{threatens: [Capture], dangers: [Capture]}`.
        #[wasm_bindgen(js_name = explainPiece)]
        pub fn explain_piece(&self, cell: &str) -> Result<JsValue, JsError> {
            #[derive(Serialize)]
            struct Explained {
                threatens: Vec<PageCapture>,
                dangers: Vec<PageCapture>,
            }
            let e = crate::explain::piece(self.game.position(), parse_cell(cell)?);
            page_js(&Explained { threatens: PageCapture::list(&e.threatens), dangers: PageCapture::list(&e.dangers) })
        }

        /// For teaching: the progressions `side` could complete with one more piece, and who could
        /// bring it: `[{victory, cells, missing_cell, missing_value, movers, explain_says}]`, those
        /// a piece can complete now first, at most 8.
        pub fn opportunities(&self, side: &str) -> Result<JsValue, JsError> {
            page_js(&crate::explain::opportunities(self.game.position(), parse_color(side)?, 8))
        }

        /// The rules in force.
        pub fn rules(&self) -> Result<JsValue, JsError> {
            page_js(&RulesReport::of(self.game.position().rules()))
        }
    }

    impl WasmGame {
        fn play_move(&mut self, mv: Move) -> Result<JsValue, JsError> {
            let captures = self.game.play(&mv).map_err(|e| JsError::new(&e.to_string()))?.to_vec();
            page_js(&Played::of(&mv, &captures, self.game.position()))
        }
    }

    /// Every lesson: `[{id, preset, kind, term, position, solution, hint}]` (`hint`: the cell of
    /// the piece to play).
    #[wasm_bindgen]
    pub fn lessons() -> Result<JsValue, JsError> {
        page_js(&LessonInfo::all())
    }

    /// Does the move `text`, played in lesson `id`'s position, reach its goal? Throws for an
    /// unknown lesson; an illegal move is a miss (`reason: "illegal"`, `why`). `reason` codes:
    /// `""` (solved), `illegal`, `wrong-piece`, `wrong-cell`, `not-captured`, `wrong-method`,
    /// `no-victory`, `wrong-victory`.
    #[wasm_bindgen(js_name = checkLesson)]
    pub fn check_lesson(id: &str, text: &str) -> Result<JsValue, JsError> {
        let lesson = crate::lessons::find(id)
            .ok_or_else(|| JsError::new(&format!("there is no lesson '{}'", crate::vocab::words::shorten(id))))?;
        page_js(&LessonCheck::of(&lesson.check_text(text)))
    }
}

// ------------------------------------------------------------------------------- the computer

#[cfg(feature = "engine")]
pub use engine::*;

/// The computer opponent (the `engine` feature: the worker's module, built for speed).
#[cfg(feature = "engine")]
mod engine {
    use super::*;
    use wasm_bindgen::JsCast;

    /// Milliseconds from the monotonic `performance.now()` of the window or worker this runs
    /// in (never the wall clock, which can jump while a search runs).
    fn monotonic_clock() -> Result<impl Fn() -> f64, JsError> {
        let performance = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
            .ok()
            .filter(|p| p.is_object())
            .ok_or_else(|| JsError::new("this browser has no performance clock for the search"))?
            .unchecked_into::<web_sys::Performance>();
        Ok(move || performance.now())
    }

    /// The computer opponent (run it in a Web Worker: a search blocks its thread for its whole
    /// budget). Its transposition table has a fixed size, chosen when it is made.
    #[wasm_bindgen(js_name = Engine)]
    pub struct WasmEngine {
        opponent: crate::opponent::Opponent,
    }

    #[wasm_bindgen(js_class = Engine)]
    impl WasmEngine {
        /// An engine whose transposition table takes `table_mb` megabytes (1 to 256; the page uses 8).
        #[wasm_bindgen(constructor)]
        pub fn new(table_mb: u32) -> WasmEngine {
            let mb = table_mb.clamp(1, 256) as usize;
            WasmEngine { opponent: crate::opponent::Opponent::new(mb << 20) }
        }

        /// The transposition table's size in bytes.
        #[wasm_bindgen(js_name = tableBytes)]
        pub fn table_bytes(&self) -> u32 {
            self.opponent.table_bytes() as u32
        }

        /// Forget what earlier searches learnt (a new game).
        pub fn clear(&mut self) {
            self.opponent.clear();
        }

        /// The move to play in the last of `game` (the texts of a game's positions, from its
        /// start to the position to move in: `game.positions()`) under `rules` (a preset id, or
        /// rules JSON as `game.rulesJson()` gives them), searched at `level` (`"easy"`,
        /// `"medium"`, `"hard"`, `"hard:500ms"`, …) with the tie-break seed `seed`; the earlier
        /// positions score as draws. Returns `{move, from, to, level, score, depth, seldepth,
        /// nodes, millis, nps, stopped, pv, says, captures, victory}`; throws when the rules, a
        /// position or the level is bad, or the game is over.
        pub fn think(&mut self, rules: &str, game: Vec<String>, level: &str, seed: u32) -> Result<JsValue, JsError> {
            let rules = rules_for(rules)?;
            let level: crate::search::Level =
                level.parse().map_err(|e: crate::search::LevelError| JsError::new(&e.to_string()))?;
            let clock = monotonic_clock()?;
            let thought = self
                .opponent
                .think(rules, &game, &level, u64::from(seed), &clock)
                .map_err(|e| JsError::new(&e.to_string()))?;
            to_js(&thought)
        }

        /// The benchmarks of `rithmo bench` for `rules` (a preset id or rules JSON) from its
        /// start, timed by this module's clock: random playouts for `playout_ms`, a perft of
        /// `perft_depth` (at most 4 here; 0 skips it) and the hard level's search for `search_ms`
        /// from each position of the fixed set (0 skips it). Returns `{preset, playouts, perft_depth,
        /// perft, search_ms, search, search_depth, search_least_depth}`, each figure `{count, millis, per_second}`.
        pub fn bench(
            &mut self,
            rules: &str,
            playout_ms: u32,
            perft_depth: u32,
            search_ms: u32,
        ) -> Result<JsValue, JsError> {
            let start = crate::position::Position::new(rules_for(rules)?);
            if perft_depth > 4 || playout_ms > 60_000 || search_ms > 60_000 {
                return Err(JsError::new("bench: at most 60,000 ms of playouts or search, and a perft of depth 4"));
            }
            let clock = monotonic_clock()?;
            to_js(&crate::facade::report::BenchReport::run(
                &start,
                f64::from(playout_ms),
                perft_depth,
                u64::from(search_ms),
                &clock,
            ))
        }
    }
}

// ------------------------------------------------------------------------------- the analysis

#[cfg(feature = "analysis")]
pub use analysis::*;

/// The analysis (the `analysis` feature: the analysis worker's module, built for speed): [`crate::facade::analyst`]'s calls,
/// and the board editor, which the page loads from this module the first time it opens.
#[cfg(feature = "analysis")]
mod analysis {
    use super::*;
    use crate::facade::analyst::{self, Analyst};

    /// The board editor's setup (docs/facade.md, "The board editor"): edits by cells, sides,
    /// shapes and values; `view()` gives what to draw with every fault the core finds.
    #[wasm_bindgen(js_name = Editor)]
    pub struct WasmEditor {
        editor: crate::facade::editor::Editor,
    }

    #[wasm_bindgen(js_class = Editor)]
    impl WasmEditor {
        /// The position `text` (`""`: the rules' start) under `rules` (a preset id or rules
        /// JSON); throws the parse error.
        #[wasm_bindgen(constructor)]
        pub fn new(rules: &str, text: &str) -> Result<WasmEditor, JsError> {
            let editor = crate::facade::editor::Editor::from_text(rules_for(rules)?, text)
                .map_err(|e| JsError::new(&e.to_string()))?;
            Ok(WasmEditor { editor })
        }

        /// Put a piece of `color` on the cell `place`, or among the prisoners the side `place`
        /// (`"white"`, `"black"`) holds (as the other side's piece): its parts' shapes and values,
        /// base first, a pyramid when `pyramid`. Throws for a shape that is not one, a value over
        /// 65,535 or a wrong number of parts; a value the rules refuse (0, over 9999) is put, and
        /// named by `view()`.
        pub fn put(
            &mut self,
            place: &str,
            color: &str,
            shapes: Vec<String>,
            values: Vec<u32>,
            pyramid: bool,
        ) -> Result<(), JsError> {
            let piece = crate::facade::editor::piece_of(parse_color(color)?, &shapes, &values, pyramid)
                .map_err(|e| JsError::new(&e.to_string()))?;
            match parse_color(place) {
                Ok(holder) => self.editor.add_prisoner(holder, piece),
                Err(_) => self.editor.put(parse_cell(place)?, piece),
            }
            Ok(())
        }

        /// Take the piece off the cell `place`, or give back prisoner `index` of those the side
        /// `place` holds, or (`"board"`) empty the board; whether anything went.
        pub fn take(&mut self, place: &str, index: u32) -> Result<bool, JsError> {
            if place == "board" {
                self.editor.clear();
                return Ok(true);
            }
            Ok(match parse_color(place) {
                Ok(holder) => self.editor.remove_prisoner(holder, index as usize),
                Err(_) => self.editor.take(parse_cell(place)?).is_some(),
            })
        }

        /// The side to move (`"white"`, `"black"`) and the board's length (14, else 16).
        pub fn set(&mut self, turn: &str, ranks: u8) -> Result<(), JsError> {
            self.editor.set_turn(parse_color(turn)?);
            self.editor.set_ranks(ranks);
            Ok(())
        }

        /// `{text, ranks, shown, turn, pieces, prisoners, problems}`.
        pub fn view(&self) -> Result<JsValue, JsError> {
            to_js_nulls(&crate::facade::report::EditorView::of(&self.editor))
        }
    }

    /// The engine that analyses, run in a Web Worker (a search blocks its thread); its table's size is fixed.
    #[wasm_bindgen(js_name = Analyst)]
    pub struct WasmAnalyst {
        analyst: Analyst,
    }

    #[wasm_bindgen(js_class = Analyst)]
    impl WasmAnalyst {
        /// An analyst whose transposition table takes `table_mb` megabytes (1 to 256; the page uses 8).
        #[wasm_bindgen(constructor)]
        pub fn new(table_mb: u32) -> WasmAnalyst {
            WasmAnalyst { analyst: Analyst::new((table_mb.clamp(1, 256) as usize) << 20) }
        }

        /// Forget what earlier searches learnt (a new game).
        pub fn clear(&mut self) {
            self.analyst.clear();
        }

        /// [`Analyst::analyse`] of `position` under `rules` (a preset id or rules JSON): `{turn,
        /// score, white, chance, winIn, lines: [{move, from, to, score, white, chance, winIn, pv,
        /// says, depth}], nodes, over}`; throws for bad rules or a bad position.
        pub fn analyse(
            &mut self,
            position: &str,
            rules: &str,
            nodes: u32,
            scale: u32,
            lines: u32,
            seed: u32,
        ) -> Result<JsValue, JsError> {
            let report = self.analyst.analyse(
                position,
                rules_for(rules)?,
                u64::from(nodes),
                scale,
                lines as usize,
                u64::from(seed),
            );
            to_js(&report.map_err(|e| JsError::new(&e.to_string()))?)
        }

        /// [`Analyst::try_move`], an exercise's answer: `{right, review}` (`review`: the move
        /// reviewed, as a step of `Review` gives it); throws for bad rules, a bad position or move.
        #[wasm_bindgen(js_name = tryMove)]
        #[allow(clippy::too_many_arguments)]
        pub fn try_move(
            &mut self,
            position: &str,
            rules: &str,
            text: &str,
            best: &str,
            before: i32,
            nodes: u32,
            seed: u32,
        ) -> Result<JsValue, JsError> {
            let check = self.analyst.try_move(
                position,
                rules_for(rules)?,
                text,
                best,
                before,
                u64::from(nodes),
                u64::from(seed),
            );
            to_js(&check.map_err(|e| JsError::new(&e.to_string()))?)
        }
    }

    /// A whole game reviewed, one position at a time (the post-game analysis): the worker calls
    /// `step()` until it reports `done`, posting the page each move's review as it comes.
    #[wasm_bindgen(js_name = Review)]
    pub struct WasmReview {
        review: crate::review::Review,
    }

    #[wasm_bindgen(js_class = Review)]
    impl WasmReview {
        /// [`analyst::review`] of the game from `start` (`""`: the rules' start) through `moves`
        /// under `rules`; throws naming the start's fault or the first move at fault.
        #[wasm_bindgen(constructor)]
        pub fn new(rules: &str, start: &str, moves: Vec<String>, nodes: u32, seed: u32) -> Result<WasmReview, JsError> {
            let review = analyst::review(rules_for(rules)?, start, &moves, u64::from(nodes), u64::from(seed));
            Ok(WasmReview { review: review.map_err(|e| JsError::new(&e.to_string()))? })
        }

        /// How many moves the game has.
        pub fn plies(&self) -> u32 {
            self.review.plies() as u32
        }

        /// Evaluate the next position ([`analyst::step`]): `{done, evaluated, total, ply}`.
        pub fn step(&mut self) -> Result<JsValue, JsError> {
            to_js_nulls(&analyst::step(&mut self.review))
        }
    }
}
