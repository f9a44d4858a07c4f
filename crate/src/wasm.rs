//! The wasm facade: the only file that names wasm-bindgen. It wraps [`Game`] for JavaScript;
//! `docs/facade.md` lists what JS sees. Every fallible call returns a JS `Error` with a sentence
//! a person understands; nothing here panics on bad input.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::cell::Cell;
use crate::game::Game;
use crate::moves::Move;
use crate::piece::{Color, Shape};
use crate::report::{PageCapture, PieceReport, PresetReport, RulesReport, Snapshot};
use crate::words::Say;
use crate::victory::Outcome;
use crate::rules::Rules;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(|e| JsError::new(&format!("internal: cannot pass a value to JavaScript: {e}")))
}

/// Like [`to_js`], with `None` as `null` (the shapes docs/facade.md gives exactly).
fn to_js_nulls<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true).serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(|e| JsError::new(&format!("internal: cannot pass a value to JavaScript: {e}")))
}

/// Rules as JSON text, through the browser's own `JSON` (no JSON library in the wasm).
fn rules_to_json(rules: &Rules) -> Result<String, JsError> {
    // `None` as `null`, so that JSON keeps every field.
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true).serialize_missing_as_null(true);
    let value = rules.serialize(&serializer).map_err(|e| JsError::new(&format!("internal: cannot write the rules: {e}")))?;
    js_sys::JSON::stringify(&value).map(String::from).map_err(|_| JsError::new("internal: cannot write the rules as JSON"))
}

/// Rules from JSON text, checked with [`Rules::validate`]. The text is parsed by the browser's
/// `JSON` and read field by field ([`RulesReader`]): strict (a missing or unknown field is an
/// error) and without a deserialisation library in the wasm.
fn rules_from_json(text: &str) -> Result<Rules, JsError> {
    let value = js_sys::JSON::parse(text).map_err(|e| {
        let detail = e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).unwrap_or_default();
        JsError::new(&format!("rules: {detail}"))
    })?;
    let rules = RulesReader::read(value).map_err(|e| JsError::new(&format!("rules: {e}")))?;
    rules.validate().map_err(|e| JsError::new(&e.to_string()))?;
    Ok(rules)
}

/// One JSON object of the rules, read strictly; `path` names it in messages.
struct Obj {
    value: JsValue,
    path: String,
}

impl Obj {
    fn new(value: JsValue, path: &str, fields: &[&str]) -> Result<Obj, String> {
        if !value.is_object() || js_sys::Array::is_array(&value) {
            return Err(format!("{path} must be an object"));
        }
        let obj = Obj { value, path: path.to_string() };
        let object: &js_sys::Object = obj.value.unchecked_ref();
        for key in js_sys::Object::keys(object).iter() {
            let key = key.as_string().unwrap_or_default();
            if !fields.contains(&key.as_str()) {
                return Err(format!("unknown field `{key}` in {path}, expected one of {}", fields.join(", ")));
            }
        }
        Ok(obj)
    }

    fn get(&self, key: &str) -> Result<JsValue, String> {
        let v = js_sys::Reflect::get(&self.value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
        if v.is_undefined() {
            return Err(format!("missing field `{key}` in {}", self.path));
        }
        Ok(v)
    }

    fn num(&self, key: &str, max: u32) -> Result<u32, String> {
        let v = self.get(key)?.as_f64().ok_or_else(|| format!("`{key}` in {} must be a number", self.path))?;
        if v < 0.0 || v > max as f64 || v.fract() != 0.0 {
            return Err(format!("`{key}` in {} must be a whole number from 0 to {max}", self.path));
        }
        Ok(v as u32)
    }

    fn bool(&self, key: &str) -> Result<bool, String> {
        self.get(key)?.as_bool().ok_or_else(|| format!("`{key}` in {} must be true or false", self.path))
    }

    fn obj(&self, key: &str, fields: &[&str]) -> Result<Obj, String> {
        Obj::new(self.get(key)?, &format!("{}.{key}", self.path), fields)
    }

    /// `null` is `None`.
    fn opt_obj(&self, key: &str, fields: &[&str]) -> Result<Option<Obj>, String> {
        let v = self.get(key)?;
        if v.is_null() {
            return Ok(None);
        }
        Obj::new(v, &format!("{}.{key}", self.path), fields).map(Some)
    }

    /// A name among `choices`, each written as the engine writes it (its serialised form).
    fn pick<T: Serialize + Copy>(&self, key: &str, choices: &[T]) -> Result<T, String> {
        let v = self.get(key)?;
        self.pick_value(key, v, choices)
    }

    fn pick_value<T: Serialize + Copy>(&self, key: &str, v: JsValue, choices: &[T]) -> Result<T, String> {
        let name = v.as_string().ok_or_else(|| format!("`{key}` in {} must be a name", self.path))?;
        let names: Vec<String> = choices.iter().map(|c| to_js(c).ok().and_then(|v| v.as_string()).unwrap_or_default()).collect();
        names
            .iter()
            .position(|n| *n == name)
            .map(|i| choices[i])
            .ok_or_else(|| format!("`{key}` in {}: '{name}' is not one of {}", self.path, names.join(", ")))
    }
}

/// Reads [`Rules`] from a parsed JSON value (the shape [`Rules`] serialises to).
struct RulesReader;

impl RulesReader {
    fn read(value: JsValue) -> Result<Rules, String> {
        use crate::piece::{ByColor, Color};
        use crate::rules::*;
        const FIELDS: [&str; 19] = [
            "preset", "ranks", "layout", "first", "motion", "pyramidMotion", "reachLeaps", "captureMode", "attackers", "turn",
            "methods", "pyramidAttack", "pyramidDefence", "prisonersReenter", "victories", "lesser", "formation",
            "pyramidFirst", "plyCap",
        ];
        let r = Obj::new(value, "the rules", &FIELDS)?;
        let motion_list = r.get("motion")?;
        let motion_arr: &js_sys::Array = motion_list.dyn_ref().ok_or("`motion` must be a list of three motions")?;
        if motion_arr.length() != 3 {
            return Err("`motion` must list three motions (round, triangle, square)".into());
        }
        let mut motion = [Motion { dirs: Dirs::None, steps: 0, leap: None }; 3];
        for (i, m) in motion.iter_mut().enumerate() {
            let o = Obj::new(motion_arr.get(i as u32), &format!("motion[{i}]"), &["dirs", "steps", "leap"])?;
            let leap = o.get("leap")?;
            *m = Motion {
                dirs: o.pick("dirs", &[Dirs::None, Dirs::Orthogonal, Dirs::Diagonal, Dirs::All])?,
                steps: o.num("steps", 15)? as u8,
                leap: if leap.is_null() { None } else { Some(o.pick_value("leap", leap, &[Leap::Knight, Leap::Long])?) },
            };
        }
        let ops = |o: &Obj| -> Result<Ops, String> {
            Ok(Ops { sum: o.bool("sum")?, difference: o.bool("difference")?, product: o.bool("product")?, quotient: o.bool("quotient")? })
        };
        let m = r.obj(
            "methods",
            &["siege", "equality", "encounter", "ambush", "eruption", "assault", "power", "progression", "imprisonment", "sally"],
        )?;
        let siege = match m.opt_obj("siege", &["diagonals", "safeBesiegers"])? {
            Some(o) => Some(Siege { diagonals: o.bool("diagonals")?, safe_besiegers: o.bool("safeBesiegers")? }),
            None => None,
        };
        let ambush = match m.opt_obj("ambush", &["ops", "adjacent"])? {
            Some(o) => Some(Ambush { ops: ops(&o.obj("ops", &["sum", "difference", "product", "quotient"])?)?, adjacent: o.bool("adjacent")? }),
            None => None,
        };
        let eruption = match m.get("eruption")? {
            v if v.is_null() => None,
            v => Some(m.pick_value("eruption", v, &[Distance::BothEnds, Distance::Between])?),
        };
        let assault = match m.get("assault")? {
            v if v.is_null() => None,
            v => Some(m.pick_value("assault", v, &[Assault::Line, Assault::Replace])?),
        };
        let methods = Methods {
            siege,
            equality: m.bool("equality")?,
            encounter: m.bool("encounter")?,
            ambush,
            eruption,
            assault,
            power: m.bool("power")?,
            progression: m.bool("progression")?,
            imprisonment: m.bool("imprisonment")?,
            sally: m.bool("sally")?,
        };
        let turn = r.obj("turn", &["capturesBefore", "capturesAfter"])?;
        let formation = r.obj("formation", &["shape", "enemyPieces", "enemyTerritory"])?;
        let list = r.get("victories")?;
        let ids: Vec<&str> = Victory::ALL.iter().map(|v| v.id()).collect();
        let vobj = Obj::new(list, "victories", &ids)?;
        let mut victories = Victories::NONE;
        for v in Victory::ALL {
            let goal = js_sys::Reflect::get(&vobj.value, &JsValue::from_str(v.id())).unwrap_or(JsValue::UNDEFINED);
            if goal.is_undefined() {
                continue;
            }
            let g = Obj::new(goal, &format!("victories.{}", v.id()), &["pieces", "value", "digits", "digitSet"])?;
            let opt = |key: &str, max: u32| -> Result<u32, String> {
                if js_sys::Reflect::get(&g.value, &JsValue::from_str(key)).map(|x| x.is_undefined()).unwrap_or(true) {
                    Ok(0)
                } else {
                    g.num(key, max)
                }
            };
            let value = match js_sys::Reflect::get(&g.value, &JsValue::from_str("value")).unwrap_or(JsValue::UNDEFINED) {
                x if x.is_undefined() => ByColor::default(),
                _ => {
                    let o = g.obj("value", &["white", "black"])?;
                    ByColor { white: o.num("white", 1_000_000)?, black: o.num("black", 1_000_000)? }
                }
            };
            let goal = Goal { pieces: opt("pieces", 10_000)?, value, digits: opt("digits", 100_000)?, digit_set: opt("digitSet", 0x3ff)? as u16 };
            victories.set(v, Some(goal));
        }
        Ok(Rules {
            preset: r.pick("preset", &Preset::ALL)?,
            ranks: r.num("ranks", 255)? as u8,
            layout: r.pick("layout", &[Layout::Standard, Layout::Ludii, Layout::Boissiere])?,
            first: r.pick("first", &[Color::White, Color::Black])?,
            motion,
            pyramid_motion: r.pick("pyramidMotion", &[PyramidMotion::AnyShape, PyramidMotion::Base])?,
            reach_leaps: r.bool("reachLeaps")?,
            capture_mode: r.pick("captureMode", &[CaptureMode::Automatic, CaptureMode::Chosen, CaptureMode::Landing])?,
            attackers: r.pick("attackers", &[Attackers::All, Attackers::MovedOnly])?,
            turn: Turn { captures_before: turn.bool("capturesBefore")?, captures_after: turn.bool("capturesAfter")? },
            methods,
            pyramid_attack: r.pick("pyramidAttack", &[PyramidAttack::TotalOrComponent, PyramidAttack::TotalOrBase])?,
            pyramid_defence: r.pick(
                "pyramidDefence",
                &[PyramidDefence::TotalThenComponents, PyramidDefence::WholeOrComponents, PyramidDefence::Layers],
            )?,
            prisoners_reenter: r.bool("prisonersReenter")?,
            victories,
            lesser: r.pick("lesser", &[Lesser::Classic, Lesser::Simplified])?,
            formation: Formation {
                shape: formation.pick("shape", &[FormationShape::Path, FormationShape::LineOrSquare, FormationShape::Line])?,
                enemy_pieces: formation.bool("enemyPieces")?,
                enemy_territory: formation.bool("enemyTerritory")?,
            },
            pyramid_first: r.bool("pyramidFirst")?,
            ply_cap: r.num("plyCap", u32::MAX)?,
        })
    }
}

/// A drop's prisoner as the notation writes it (`"C4"` of `C4@b1*c2`).
fn drop_piece(mv: &Move) -> String {
    let text = mv.to_string();
    text.split('@').next().unwrap_or_default().to_string()
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
        return rules_from_json(preset);
    }
    Rules::preset(preset).map_err(|e| JsError::new(&e.to_string()))
}

/// The start of a record or link: `start` read under `rules`, or the rules' own start for `""`.
fn start_position(rules: &str, start: &str) -> Result<crate::position::Position, JsError> {
    let rules = rules_for(rules)?;
    if start.trim().is_empty() {
        return Ok(crate::position::Position::new(rules));
    }
    Game::from_text(start, rules).map(|g| g.start().clone()).map_err(|e| JsError::new(&format!("the start position: {e}")))
}

/// The rules of a preset as JSON, to edit into custom rules.
#[wasm_bindgen(js_name = presetRules)]
pub fn preset_rules(preset: &str) -> Result<String, JsError> {
    rules_to_json(&rules_for(preset)?)
}

/// Check rules JSON: nothing when it can be played, else an `Error` saying why.
#[wasm_bindgen(js_name = validateRules)]
pub fn validate_rules(json: &str) -> Result<(), JsError> {
    rules_from_json(json).map(|_| ())
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

/// One victory the rules dialog offers: its id, name, whether the rules enable it, and the
/// thresholds it reads (`field`: the key of its goal in the rules JSON: `pieces`, `value` (per
/// side), `digits` or `digitSet`), each a minimum or a ceiling, under the rules' reading.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VictoryOption {
    id: &'static str,
    title: &'static str,
    proper: bool,
    enabled: bool,
    conditions: Vec<VictoryField>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VictoryField {
    field: &'static str,
    measure: &'static str,
    /// The measure's message key (`measure.pieces`, …).
    key: &'static str,
    at_least: bool,
}

/// The victories a rules dialog offers for rules (a preset id or rules JSON): those its preset
/// enables, those enabled in the rules, and the common victories its source names (`classic` and
/// `simplified`: De Corpore … De Honore Liteque; `boissiere`: Body … Body, Assets and Proceeds),
/// plus Blockade; in the order of the victory ids' table.
#[wasm_bindgen(js_name = victoryOptions)]
pub fn victory_options(rules: &str) -> Result<JsValue, JsError> {
    use crate::rules::{Goal, Measure, Preset, Victory};
    use Victory::*;
    let rules = rules_for(rules)?;
    let family: &[Victory] = match rules.preset {
        Preset::Classic | Preset::Simplified => &[DeCorpore, DeBonis, DeLite, DeHonore, DeHonoreLiteque, Blockade],
        Preset::Boissiere => &[Body, Assets, Proceeds, BodyAssets, BodyProceeds, AssetsProceeds, BodyAssetsProceeds, Blockade],
        Preset::Ludii => &[Blockade],
    };
    let own = rules.preset.rules();
    let probe = Goal { pieces: 1, value: crate::piece::ByColor { white: 1, black: 1 }, digits: 1, digit_set: 1 };
    let list: Vec<VictoryOption> = Victory::ALL
        .into_iter()
        .filter(|&v| own.victories.enabled(v) || rules.victories.enabled(v) || family.contains(&v))
        .map(|v| VictoryOption {
            id: v.id(),
            title: v.title(),
            proper: v.is_proper(),
            enabled: rules.victories.enabled(v),
            conditions: v
                .conditions(rules.lesser, &probe, Color::White)
                .as_slice()
                .iter()
                .map(|c| VictoryField {
                    field: match c.measure {
                        Measure::Pieces => "pieces",
                        Measure::Value => "value",
                        Measure::Digits | Measure::DigitSum => "digits",
                        Measure::DigitSet => "digitSet",
                    },
                    measure: c.measure_name(),
                    key: c.measure.key(),
                    at_least: c.at_least,
                })
                .collect(),
        })
        .collect();
    to_js(&list)
}

#[derive(Serialize)]
struct LegalMove {
    #[serde(rename = "move")]
    mv: String,
    from: Option<String>,
    to: String,
    captures: Vec<PageCapture>,
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
    /// Why, as sentences the shell words.
    says: Vec<Say>,
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
            says: Vec::new(),
        };
        let outcome = position.outcome();
        if let Some(o) = &outcome {
            s.says = crate::victory::outcome_says(position, o);
        }
        match outcome {
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
    captures: Vec<PageCapture>,
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

    /// A game rebuilt from a record: `rules` (a preset id or rules JSON, checked by the core),
    /// `start` (a position text, or `""` for the rules' start) and `moves` (notation), every
    /// move replayed by the rules. The error names what is wrong: the rules, the start position,
    /// or the first bad move ("move 7 (c4-d9) is not legal: …").
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(rules: &str, start: &str, moves: Vec<String>) -> Result<WasmGame, JsError> {
        let start = start_position(rules, start)?;
        crate::record::replay(start, &moves).map(|game| WasmGame { game }).map_err(|e| JsError::new(&e.to_string()))
    }

    /// A game rebuilt from a link: `rules` and `start` as for `fromRecord`, and `code` the
    /// link's move code (each move its index in the legal-move list, in base64url digits; see
    /// docs/records.md).
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(rules: &str, start: &str, code: &str) -> Result<WasmGame, JsError> {
        let start = start_position(rules, start)?;
        crate::record::decode_moves(start, code).map(|game| WasmGame { game }).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The move code of the whole recorded line (undone moves included), for a link.
    #[wasm_bindgen(js_name = linkMoves)]
    pub fn link_moves(&self) -> Result<String, JsError> {
        crate::record::encode_moves(&self.game).map_err(|e| JsError::new(&e.to_string()))
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
                captures: position.captures(mv).map(|c| PageCapture::list(&c)).unwrap_or_default(),
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
                captures: PageCapture::list(captures),
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
    pub fn rules_json(&self) -> Result<String, JsError> {
        rules_to_json(self.game.position().rules())
    }

    /// Play the move `from` → `to` taking exactly the captures `targets` (`["e7", "g9:16"]`),
    /// where the player chooses captures. `from` is a cell, or for a drop the prisoner as the
    /// notation writes it in the mover's case (`"C4"` for `C4@b1…`). When no legal move matches,
    /// the error gives the engine's reason for the move that choice would write.
    #[wasm_bindgen(js_name = playChoice)]
    pub fn play_choice(&mut self, from: &str, to: &str, targets: Vec<String>) -> Result<JsValue, JsError> {
        let to = parse_cell(to)?;
        let mut takes = Vec::new();
        for t in &targets {
            let (cell, component) = match t.split_once(':') {
                Some((c, v)) => (c, Some(v.parse::<u16>().map_err(|_| JsError::new(&format!("'{t}' is not a target")))?)),
                None => (t.as_str(), None),
            };
            takes.push(crate::moves::Target { cell: parse_cell(cell)?, component });
        }
        // A cell names a shift or a capture by replacement; anything else a drop's prisoner.
        let start = from.parse::<Cell>().ok();
        let found = match start {
            Some(cell) => self.game.find_choice(cell, to, &takes),
            None => {
                let mut wanted = takes.clone();
                wanted.sort();
                self.game.position().legal_moves().into_iter().find(|m| {
                    let mut have = m.takes.clone();
                    have.sort();
                    matches!(m.action, crate::moves::Action::Drop { .. }) && m.to() == to && drop_piece(m) == from && have == wanted
                })
            }
        };
        if let Some(mv) = found {
            return self.play_move(mv);
        }
        let action = match start {
            Some(cell) => self
                .game
                .position()
                .legal_moves()
                .into_iter()
                .find(|m| m.from() == Some(cell) && m.to() == to)
                .map(|m| Move { takes: Vec::new(), ..m }.to_string())
                .unwrap_or_else(|| format!("{cell}-{to}")),
            None => format!("{from}@{to}"),
        };
        let what = if targets.is_empty() { "nothing".to_string() } else { targets.join(", ") };
        // The engine's reason for the text this choice writes (targets in cell order).
        let mut text = action.clone();
        for cell in Cell::all() {
            for (t, target) in takes.iter().zip(&targets) {
                if t.cell == cell {
                    text.push('*');
                    text.push_str(target);
                }
            }
        }
        let reason = match text.parse::<Move>() {
            Err(e) => e.to_string(),
            Ok(mv) => match self.game.position().play(&mv) {
                Err(e) => e.reason,
                Ok(_) => "no legal move matches".to_string(),
            },
        };
        Err(JsError::new(&format!("{action} cannot take exactly {what}: {reason}")))
    }

    /// Everything the page draws and offers for the side to move (docs/facade.md): the
    /// pieces, the mover's destinations with their capture options, drops, removals, each
    /// side's prisoners, the recorded line with its movers and the start's side to move.
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        to_js_nulls(&Snapshot::of(&self.game))
    }

    /// Play the piece on `from` to `to` taking the capture options `ids` (ids from
    /// `snapshot().moves[].options`; fixed ones may be left out). Without `ids`, the
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
        let mv = self.game.pick_drop(index as usize, to, ids.as_deref()).map_err(|e| JsError::new(&e.to_string()))?;
        self.play_move(mv)
    }

    /// Remove the enemy piece (or level) on `cell`: option `option` of
    /// `snapshot().removals[].options`, which may be left out when there is one.
    #[wasm_bindgen(js_name = playRemoval)]
    pub fn play_removal(&mut self, cell: &str, option: Option<u32>) -> Result<JsValue, JsError> {
        let cell = parse_cell(cell)?;
        let mv = self.game.pick_removal(cell, option.map(|o| o as usize)).map_err(|e| JsError::new(&e.to_string()))?;
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
        to_js(&Explained { threatens: PageCapture::list(&e.threatens), dangers: PageCapture::list(&e.dangers) })
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
        let captures = PageCapture::list(captures);
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
    says: Vec<Say>,
    captures: Vec<PageCapture>,
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
            says: why.says,
            captures: PageCapture::list(&why.captures),
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

// ------------------------------------------------------------------------------- lessons

/// One lesson as the page lists it (its words are in the language files, by `id`).
#[derive(Serialize)]
struct LessonInfo {
    id: &'static str,
    preset: &'static str,
    kind: &'static str,
    term: String,
    position: &'static str,
    solution: &'static str,
    hint: String,
}

/// The verdict on a move: `solved`, and when it misses the reason's `code` with its parameters
/// (`expected`, `got`: cells or ids; `why`: the engine's reason for an illegal move); what it
/// captured and the game's state after it.
#[derive(Serialize)]
struct LessonCheck {
    solved: bool,
    reason: &'static str,
    expected: String,
    got: String,
    why: String,
    captures: Vec<PageCapture>,
    status: Option<PageStatus>,
}

/// Every lesson: `[{id, preset, kind, term, position, solution, hint}]` (`hint`: the cell of
/// the piece to play).
#[wasm_bindgen]
pub fn lessons() -> Result<JsValue, JsError> {
    let list: Vec<LessonInfo> = crate::lessons::LESSONS
        .iter()
        .map(|l| {
            let kind = l.kind();
            LessonInfo {
                id: l.id,
                preset: l.preset.id(),
                kind: kind.id(),
                term: kind.term(),
                position: l.position,
                solution: l.solution,
                hint: l.hint_cell().map(|c| c.to_string()).unwrap_or_default(),
            }
        })
        .collect();
    to_js(&list)
}

/// Does the move `text`, played in lesson `id`'s position, reach its goal? Throws for an
/// unknown lesson; an illegal move is a miss (`reason: "illegal"`, `why`). `reason` codes:
/// `""` (solved), `illegal`, `wrong-piece`, `wrong-cell`, `not-captured`, `wrong-method`,
/// `no-victory`, `wrong-victory`.
#[wasm_bindgen(js_name = checkLesson)]
pub fn check_lesson(id: &str, text: &str) -> Result<JsValue, JsError> {
    use crate::lessons::{find, Miss};
    let lesson = find(id).ok_or_else(|| JsError::new(&format!("there is no lesson '{id}'")))?;
    let check = lesson.check_text(text);
    let (expected, got, why) = match &check.miss {
        None | Some(Miss::NoVictory) => Default::default(),
        Some(Miss::Illegal(why)) => (String::new(), String::new(), why.clone()),
        Some(Miss::WrongPiece { expected, moved }) => (expected.to_string(), moved.map(|c| c.to_string()).unwrap_or_default(), String::new()),
        Some(Miss::WrongCell { expected, went }) => (expected.to_string(), went.to_string(), String::new()),
        Some(Miss::NotCaptured { cell }) => (cell.to_string(), String::new(), String::new()),
        Some(Miss::WrongMethod { expected, got, .. }) => (expected.id().to_string(), got.id().to_string(), String::new()),
        Some(Miss::WrongVictory { expected, got }) => (expected.id().to_string(), got.id().to_string(), String::new()),
    };
    to_js(&LessonCheck {
        solved: check.solved(),
        reason: check.miss.as_ref().map(Miss::code).unwrap_or(""),
        expected,
        got,
        why,
        captures: PageCapture::list(&check.captures),
        status: check.after.as_ref().map(PageStatus::of),
    })
}
