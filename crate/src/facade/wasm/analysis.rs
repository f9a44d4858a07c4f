//! The analysis (the `analysis` feature: the analysis worker's module, built for speed): [`crate::app::analyst`]'s calls,
//! and the board editor, which the page loads from this module the first time it opens.

use super::*;
use crate::app::analyst::{self, Analyst};
use crate::facade::report::{AnalysisReport, MoveCheck, PlyReport, ReviewStep};

/// The board editor's setup (docs/facade.md, "The board editor"): edits by cells, sides,
/// shapes and values; `view()` gives what to draw with every fault the core finds.
#[wasm_bindgen(js_name = Editor)]
pub struct WasmEditor {
    editor: crate::app::editor::Editor,
}

#[wasm_bindgen(js_class = Editor)]
impl WasmEditor {
    /// The position `text` (`""`: the rules' start) under `rules` (a preset id or rules
    /// JSON); throws the parse error.
    #[wasm_bindgen(constructor)]
    pub fn new(rules: &str, text: &str) -> Result<WasmEditor, JsError> {
        let editor = crate::app::editor::Editor::from_text(rules_for(rules)?, text)?;
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
        let piece = crate::app::editor::piece_of(parse_color(color)?, &shapes, &values, pyramid)?;
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
        let report =
            self.analyst.analyse(position, rules_for(rules)?, u64::from(nodes), scale, lines as usize, u64::from(seed));
        let (position, analysis) = report?;
        to_js(&AnalysisReport::of(&position, &analysis))
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
        let check =
            self.analyst.try_move(position, rules_for(rules)?, text, best, before, u64::from(nodes), u64::from(seed));
        let (right, review) = check?;
        to_js(&MoveCheck { right, review: PlyReport::of(&review) })
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
        Ok(WasmReview { review: review? })
    }

    /// How many moves the game has.
    pub fn plies(&self) -> u32 {
        self.review.plies() as u32
    }

    /// Evaluate the next position ([`ReviewStep::next`]): `{done, evaluated, total, ply}`.
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        to_js_nulls(&ReviewStep::next(&mut self.review))
    }
}

// A link's custom rules: here, not in the page's module, which is built for size; the page loads
// this module when it writes a link or reads one with custom rules, as the board editor does
// (docs/facade.md, "Links"). The page's `presetRules` gives a preset's rules JSON, which this
// module does not write.

/// The preset's rules JSON that `preset_rules` (the page's `presetRules`) gives for `id`.
fn preset_json(preset_rules: &js_sys::Function, id: &str) -> Result<String, crate::text::link::LinkError> {
    let unknown = || crate::text::link::LinkError::Rules(crate::rules::UnknownPreset(id.to_string()).says());
    let json = preset_rules.call1(&JsValue::NULL, &JsValue::from_str(id)).map_err(|_| unknown())?;
    json.as_string().ok_or_else(unknown)
}

/// The rules field of a link to a game under the rules JSON `rules`, before packing: the
/// preset's id when they are the preset's, else the JSON of the fields that differ from it (a
/// text starting with `{`), which the page packs. `preset_rules`: the page's `presetRules`.
#[wasm_bindgen(js_name = linkRules)]
pub fn link_rules(rules: &str, preset_rules: &js_sys::Function) -> Result<String, JsError> {
    Ok(crate::text::link::rules_field_over(rules, |id| preset_json(preset_rules, id)).said()?)
}

/// The rules JSON of a link's packed rules once unpacked (the JSON of the fields that differ
/// from a preset's, or whole rules JSON): the fields over the preset's, checked. Throws the
/// fault: not rules JSON naming a preset, or rules refused. `preset_rules`: the page's
/// `presetRules`.
#[wasm_bindgen(js_name = readLinkRules)]
pub fn read_link_rules(text: &str, preset_rules: &js_sys::Function) -> Result<String, JsError> {
    Ok(crate::text::link::read_rules_over(text, |id| preset_json(preset_rules, id)).said()?)
}

/// The fragment (without `#`) of a link: a board editor's (`edit`, whose position is the
/// start) or a game's. `rules` is the rules field (a preset's id), used when `rules_packed` (the
/// packed JSON `linkRules` gave) is not given; `start_packed` the packed position (none: the
/// rules' own, `game.linkStart()` being `""`); `moves` the move code (`game.linkMoves()`),
/// `cursor` of `length` moves applied.
#[wasm_bindgen(js_name = writeLink)]
#[allow(clippy::too_many_arguments)]
pub fn write_link(
    edit: bool,
    rules: &str,
    rules_packed: Option<Vec<u8>>,
    start_packed: Option<Vec<u8>>,
    moves: &str,
    cursor: u32,
    length: u32,
    annotations: &str,
    ending: &str,
) -> String {
    use crate::text::link::{cursor_of, Link, Packed};
    let ending = crate::victory::Ending::read(ending);
    let rules = rules_packed.map_or_else(|| Packed::Text(rules.to_string()), Packed::Bytes);
    let start = start_packed.map_or_else(|| Packed::Text(String::new()), Packed::Bytes);
    let cursor = cursor_of(cursor as usize, length as usize);
    Link { edit, rules, start, moves: moves.to_string(), cursor, annotations: annotations.to_string(), ending }.write()
}
