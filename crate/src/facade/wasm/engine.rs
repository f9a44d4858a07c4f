//! The computer opponent (the `engine` feature: the worker's module, built for speed).

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
        let level: crate::search::Level = level.parse()?;
        let clock = monotonic_clock()?;
        let choice = self.opponent.think(rules, &game, &level, u64::from(seed), &clock)?;
        to_js(&crate::facade::report::Thought::of(choice.position, &level, &choice.mv, &choice.result))
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
