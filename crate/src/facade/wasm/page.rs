//! What the page calls (the `page` feature: the page's own module, built for size).

use super::*;
use crate::app::game::Game;
use crate::app::pick::Pick;
use crate::board::moves::Move;
use crate::facade::report::{
    Destinations, LessonCheck, LessonInfo, LineEntry, PageCapture, PageStatus, Played, PresetReport, RulesReport,
    Snapshot, VictoryOption,
};

/// The start of a record or link: `start` read under `rules`, or the rules' own start for `""`.
fn start_position(rules: &str, start: &str) -> Result<crate::position::Position, JsError> {
    Ok(crate::text::position_text::read_start(start, rules_for(rules)?).said()?)
}

/// The ending an id names (`"white-resigned"`, …), or the sentence that it names none.
fn read_ending(id: &str) -> Result<crate::victory::Ending, JsError> {
    crate::victory::Ending::read(id).ok_or_else(|| {
        said(&Fault(crate::vocab::words::Say::new("fault.ending").text("text", crate::vocab::words::shorten(id))))
    })
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

/// A game from a record file's text (`saved`: from the page's own saved game, which has
/// neither format nor version: docs/records.md): `[game, drawings]`, the game with its cursor
/// applied and its drawings as four numbers a drawing, as `annotations` gives them. Throws the
/// first fault, in the order of the fields, then the first move that cannot be replayed.
#[wasm_bindgen(js_name = readRecordFile)]
pub fn read_record_file(text: &str, saved: bool) -> Result<js_sys::Array, JsError> {
    use crate::app::record_file::{read_record_file, read_saved_game};
    let (game, drawings) = if saved { read_saved_game(text) } else { read_record_file(text) }.said()?;
    Ok(with_drawings(game, &drawings))
}

/// `[game, drawings]` for JavaScript, the drawings as four numbers a drawing: the ply, the
/// colour (0 green, 1 red, 2 blue, 3 yellow), the cell's index (a1 = 0, b1 = 1, …) and the
/// arrow's end's (4294967295 for a circle) (docs/records.md, "Drawings").
fn with_drawings(game: Game, drawings: &crate::text::annotations::Annotations) -> js_sys::Array {
    let flat = js_sys::Uint32Array::from(&drawings.flat()[..]);
    js_sys::Array::of2(&JsValue::from(WasmGame { game }), &flat)
}

/// The largest record file read, in bytes (the page reads no more of a file than this and one).
#[wasm_bindgen(js_name = maxRecordBytes)]
pub fn max_record_bytes() -> usize {
    crate::text::record::MAX_RECORD_BYTES
}

/// A link's fragment (without `#`) read into its fields (docs/records.md, "Links"): `[edit,
/// rules, start, moves, cursor, annotations, ending]`, where `rules` and `start` are a string (a preset
/// id; a start of `""`, the rules' own) or the packed bytes (a `Uint8Array`) that the page unpacks
/// with the browser's raw DEFLATE; `cursor` is `undefined` for every move applied, `ending` (an
/// ending's id, `"white-resigned"`, …) for a game that goes on. Throws the
/// link's fault (its sentence), before anything is unpacked.
#[wasm_bindgen(js_name = readLink)]
pub fn read_link(fragment: &str) -> Result<js_sys::Array, JsError> {
    use crate::text::link::{Link, Packed};
    let link = Link::read(fragment).said()?;
    let field = |p: &Packed| match p {
        Packed::Text(t) => JsValue::from_str(t),
        Packed::Bytes(b) => js_sys::Uint8Array::from(&b[..]).into(),
    };
    let cursor = link.cursor.map_or(JsValue::UNDEFINED, |n| JsValue::from(n as u32));
    let fields = [
        JsValue::from_bool(link.edit),
        field(&link.rules),
        field(&link.start),
        JsValue::from_str(&link.moves),
        cursor,
        JsValue::from_str(&link.annotations),
        link.ending.map_or(JsValue::UNDEFINED, |e| JsValue::from_str(e.id())),
    ];
    Ok(fields.iter().collect())
}

/// A link's move code read in steps ([`crate::app::record::LinkReader`]): the page runs a
/// step, lets the event loop run, and shows the progress, until the game is read.
#[wasm_bindgen(js_name = LinkReader)]
pub struct WasmLinkReader {
    reader: crate::app::record::LinkReader,
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
        let reader = crate::app::record::LinkReader::new(start, code).said()?;
        Ok(WasmLinkReader { reader })
    }

    /// Replay the moves of one bounded step ([`crate::app::record::STEP_WORK`]); true
    /// once the code is read or a move is at fault (then `finish` answers at once).
    pub fn step(&mut self) -> bool {
        self.reader.step(crate::app::record::STEP_WORK);
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

    /// `[game, drawings]`: the game of the link with `cursor` of its moves applied
    /// (`undefined`: all) and its drawings' text read against it, as `readRecordFile` gives a
    /// file's. Throws for a code cut short, an index past the legal moves or moves after the
    /// game's end, naming the move, for a cursor past the line's end, for the drawings' fault,
    /// or for an ending (`readLink`'s) where the game is already over on the board. The reader
    /// is used up.
    pub fn finish(
        self,
        cursor: Option<u32>,
        annotations: &str,
        ending: Option<String>,
    ) -> Result<js_sys::Array, JsError> {
        let ending = match ending.as_deref() {
            None | Some("") => None,
            Some(id) => Some(read_ending(id)?),
        };
        let (game, drawings) = self.reader.open(cursor.map(|n| n as usize), annotations, ending).said()?;
        Ok(with_drawings(game, &drawings))
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
        Ok(WasmGame { game: Game::from_text(text, rules).said()? })
    }

    /// A game rebuilt from a record: `rules` (a preset id or rules JSON, checked by the core),
    /// `start` (a position text, or `""` for the rules' start) and `moves` (notation), every
    /// move replayed by the rules. The error names what is wrong: the rules, the start position,
    /// or the first bad move ("move 7 (c4-d9) is not legal: …").
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(rules: &str, start: &str, moves: Vec<String>) -> Result<WasmGame, JsError> {
        let start = start_position(rules, start)?;
        Ok(WasmGame { game: crate::app::record::replay(start, &moves).said()? })
    }

    /// The move code of the whole recorded line (undone moves included), for a link.
    #[wasm_bindgen(js_name = linkMoves)]
    pub fn link_moves(&self) -> Result<String, JsError> {
        Ok(crate::app::record::encode_moves(&self.game).said()?)
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
        let mv: Move = text.parse().said()?;
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

    /// `{state: "playing"}`, `{state: "won", …}` or `{state: "draw", …}`: the position's, or
    /// at the recorded line's end the game's ending (`ending`: its id).
    pub fn status(&self) -> Result<JsValue, JsError> {
        page_js(&PageStatus::of_game(&self.game))
    }

    /// End the game off the board at its line's end: `ending` an id (`"white-resigned"`,
    /// `"black-resigned"`, `"draw-agreed"`, `"white-flag"`, `"black-flag"`). Throws the
    /// sentence when the game is already over or the id names no ending.
    pub fn end(&mut self, ending: &str) -> Result<(), JsError> {
        Ok(self.game.end(read_ending(ending)?).said()?)
    }

    /// How the game ended off the board: an ending's id (`"white-resigned"`, …), or
    /// `undefined` while it did not.
    pub fn ending(&self) -> Option<String> {
        self.game.ending().map(|e| e.id().to_string())
    }

    /// Take back `side`'s last move and the moves after it (the computer's reply), cut from
    /// the line; returns how many. Throws the sentence when there is none or the game ended.
    #[wasm_bindgen(js_name = takeBack)]
    pub fn take_back(&mut self, side: &str) -> Result<u32, JsError> {
        let side = parse_color(side)?;
        Ok(self.game.take_back(side).said()? as u32)
    }

    /// The current position text.
    pub fn position(&self) -> String {
        self.game.position().to_setup().to_string()
    }

    /// The start position field of a link to this game, before packing: `""` when the game
    /// starts from its rules' own start, else the start position's text.
    #[wasm_bindgen(js_name = linkStart)]
    pub fn link_start(&self) -> String {
        crate::text::link::start_field(self.game.start())
    }

    /// The start position text.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> String {
        self.game.start().to_setup().to_string()
    }

    /// The texts of the positions from the start to the current one, in order (what the
    /// computer's `engine.think` is given).
    pub fn positions(&self) -> Vec<String> {
        crate::app::record::position_texts(&self.game)
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
        let list = self.game.destinations_from(parse_cell(from)?).said()?;
        page_js(&Destinations::of(&list))
    }

    /// The destinations of the prisoner `index` (`snapshot().drops[].prisoner.index`) with
    /// their capture options: `{destinations, captures}`.
    #[wasm_bindgen(js_name = dropDestinations)]
    pub fn drop_destinations(&self, index: u32) -> Result<JsValue, JsError> {
        let offer = self.game.drop_offer(index as usize).said()?;
        page_js(&Destinations::of(&offer.destinations))
    }

    /// Play the piece on `from` to `to` taking the capture options `ids` (ids from
    /// `destinationsFrom(from).destinations[].options`; fixed ones may be left out). Without `ids`, the
    /// destination's default move (`move`).
    #[wasm_bindgen(js_name = playMove)]
    pub fn play_move_ids(&mut self, from: &str, to: &str, ids: Option<Vec<String>>) -> Result<JsValue, JsError> {
        let (from, to) = (parse_cell(from)?, parse_cell(to)?);
        self.play_pick(Pick::Move { from, to, ids: ids.as_deref() })
    }

    /// Drop the prisoner `index` (`snapshot().drops[].prisoner.index`) on `to`, taking the
    /// capture options `ids` (without them, the default).
    #[wasm_bindgen(js_name = playDrop)]
    pub fn play_drop(&mut self, index: u32, to: &str, ids: Option<Vec<String>>) -> Result<JsValue, JsError> {
        let to = parse_cell(to)?;
        self.play_pick(Pick::Drop { index: index as usize, to, ids: ids.as_deref() })
    }

    /// Remove the enemy piece (or level) on `cell`: option `option` of
    /// `snapshot().removals[].options`, which may be left out when there is one.
    #[wasm_bindgen(js_name = playRemoval)]
    pub fn play_removal(&mut self, cell: &str, option: Option<u32>) -> Result<JsValue, JsError> {
        let cell = parse_cell(cell)?;
        self.play_pick(Pick::Removal { cell, option: option.map(|o| o as usize) })
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
        let captures = self.game.play(&mv)?.to_vec();
        page_js(&Played::of(&mv, &captures, self.game.position()))
    }

    /// Play a picked move: judged once, by `Game::play`, as every move is.
    fn play_pick(&mut self, pick: Pick<'_>) -> Result<JsValue, JsError> {
        let mv = self.game.play_pick(pick)?;
        let captures = self.game.last().map_or(&[][..], |(_, captures)| captures);
        page_js(&Played::of(&mv, captures, self.game.position()))
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
    let lesson = crate::lessons::find(id).ok_or_else(|| {
        said(&Fault(crate::vocab::words::Say::new("fault.lesson.unknown").text("id", crate::vocab::words::shorten(id))))
    })?;
    page_js(&LessonCheck::of(&lesson.check_text(text)))
}
