//! The wasm facade in a real browser: bad input becomes a JS `Error` with a sentence, never a
//! panic or a trap. Run by `scripts/test.sh` with wasm-bindgen-test-runner and chromedriver.
#![cfg(target_arch = "wasm32")]

use rithmomachia::wasm::{
    check_lesson, lessons, preset_rules, presets, read_record_file, validate_rules, WasmGame, WasmLinkReader,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A JS Error's message in English: an error crosses as its sentence's JSON (`{"key": …,
/// "params": …}`, docs/facade.md, "Errors"), worded here from `www/lang/en-core.json` as the
/// page words it (`{name}`, `{n|one|many}`, terms, lists, nested sentences); any other message
/// as it is.
fn message(err: wasm_bindgen::JsError) -> String {
    let value: JsValue = err.into();
    let error: js_sys::Error = value.dyn_into().expect("a JS Error");
    let text: String = error.message().into();
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(said) if said.get("key").is_some_and(|k| k.is_string()) => english(&said),
        _ => text,
    }
}

/// The English of a sentence's JSON (the test's own reading of en-core.json).
fn english(said: &serde_json::Value) -> String {
    let messages: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(include_str!("../../www/lang/en-core.json")).expect("en-core.json");
    say(&messages, said)
}

type Messages = serde_json::Map<String, serde_json::Value>;

fn term(messages: &Messages, key: &str) -> String {
    messages.get(key).and_then(|m| m.as_str()).unwrap_or(key).to_string()
}

/// One parameter: a number or text as it is, a term its words, a list joined, a sentence worded.
fn word(messages: &Messages, w: &serde_json::Value) -> String {
    use serde_json::Value;
    let join = |items: &Value, sep: &str| {
        let items = items.as_array().map(|a| a.iter().map(|w| word(messages, w)).collect::<Vec<_>>());
        items.unwrap_or_default().join(&term(messages, sep))
    };
    match w {
        Value::Number(n) => n.to_string(),
        Value::String(t) => t.clone(),
        Value::Array(_) => join(w, "list.sep"),
        Value::Object(o) if o.contains_key("t") => term(messages, o["t"].as_str().unwrap_or_default()),
        Value::Object(o) if o.contains_key("join") => join(&o["items"], o["join"].as_str().unwrap_or_default()),
        other => say(messages, other),
    }
}

/// A sentence: its key's message with `{name}` and `{name|one|many}` filled from its params.
fn say(messages: &Messages, said: &serde_json::Value) -> String {
    let key = said["key"].as_str().unwrap_or_default();
    let Some(template) = messages.get(key).and_then(|m| m.as_str()) else { return key.to_string() };
    let params = &said["params"];
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push('{');
            rest = after;
            continue;
        };
        let inner = &after[..close];
        let mut parts = inner.split('|');
        let name = parts.next().unwrap_or_default();
        let forms: Vec<&str> = parts.collect();
        let count = params.get(name).and_then(|w| w.as_u64().or_else(|| w.as_str().and_then(|t| t.parse().ok())));
        match params.get(name) {
            Some(w) if forms.is_empty() => out.push_str(&word(messages, w)),
            Some(_) if forms.len() == 2 => out.push_str(if count == Some(1) { forms[0] } else { forms[1] }),
            _ => out.push_str(&format!("{{{inner}}}")),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(key)).expect("property")
}

#[wasm_bindgen_test]
fn presets_list_classic() {
    let list: js_sys::Array = presets().unwrap().dyn_into().unwrap();
    assert!(list.length() >= 1);
    assert_eq!(get(&list.get(0), "id").as_string().unwrap(), "classic");
}

#[wasm_bindgen_test]
fn bad_input_becomes_errors() {
    let unknown = WasmGame::new("chess").err().expect("unknown preset refused");
    assert!(message(unknown).contains("unknown rules preset 'chess'"));
    let bad = WasmGame::from_position("8/8 w - - 0", "classic").err().expect("bad text refused");
    assert!(message(bad).contains("ranks"));
    let mut game = WasmGame::new("classic").unwrap();
    let cases: [(&str, &str); 5] = [
        ("c4-c5", "illegal move c4-c5"),
        ("c4-", "expected a cell"),
        ("", "move"),
        ("z9-a1", "z9"),
        ("c4-d5*e7", "captures are automatic"),
    ];
    for (text, fragment) in cases {
        let err = game.play(text).err().unwrap_or_else(|| panic!("{text} should fail"));
        let m = message(err);
        assert!(m.contains(fragment), "{text}: {m}");
    }
    assert!(message(game.play_move_ids("k1", "d1", None).err().unwrap()).contains("'k1' is not a cell"));
    assert!(message(game.opportunities("green").err().unwrap()).contains("not a side"));
    assert!(message(game.play_move_ids("a1", "q3", None).err().unwrap()).contains("q3"));
    // Nothing above changed the game.
    assert_eq!(game.ply(), 0);
}

#[wasm_bindgen_test]
fn play_undo_redo_and_snapshot() {
    let mut game = WasmGame::new("classic").unwrap();
    assert_eq!(game.ranks(), 16);
    let snap = game.snapshot().unwrap();
    let pieces = list(&snap, "pieces");
    let at = |cell: &str| pieces.iter().find(|p| text(p, "cell") == cell).cloned();
    assert_eq!(pieces.len(), 48);
    // c4 holds White's round 2; a15 Black's pyramid 190.
    let c4 = at("c4").expect("c4");
    assert_eq!(
        (text(&c4, "color"), text(&c4, "shape"), get(&c4, "value").as_f64()),
        ("white".to_string(), "round".to_string(), Some(2.0))
    );
    let a15 = at("a15").expect("a15");
    assert_eq!(
        (text(&a15, "color"), text(&a15, "shape"), get(&a15, "value").as_f64()),
        ("black".to_string(), "pyramid".to_string(), Some(190.0))
    );
    // The pieces that may move; c4's two destinations asked when it is picked up.
    let movers: Vec<String> = list(&snap, "movers").iter().map(|c| c.as_string().unwrap()).collect();
    assert!(movers.iter().any(|c| c == "c4") && !movers.iter().any(|c| c == "d1"), "{movers:?}");
    assert_eq!(list(&game.destinations_from("c4").unwrap(), "destinations").len(), 2);
    assert!(list(&game.destinations_from("d1").unwrap(), "destinations").is_empty());
    // The inspector's piece: g2, White's pyramid 91 of six levels; d4 held, d8 empty.
    let g2 = at("g2").expect("g2");
    assert_eq!((get(&g2, "value").as_f64(), list(&g2, "parts").len()), (Some(91.0), 6));
    assert!(at("d4").is_some() && at("d8").is_none());
    let played = game.play_move_ids("c4", "d5", None).unwrap();
    assert_eq!(get(&get(&played, "status"), "state").as_string().unwrap(), "playing");
    assert_eq!(game.turn(), "black");
    assert!(game.undo());
    assert_eq!(game.ply(), 0);
    assert!(game.redo());
    assert!(game.position().contains(" b - - 1"));
    let legal: js_sys::Array = game.legal_moves().unwrap().dyn_into().unwrap();
    assert!(legal.length() > 0);
}

#[wasm_bindgen_test]
fn a_capture_reports_its_arithmetic() {
    // White's round 16 on d2 steps to e3 and reaches Black's triangle 16 on f4.
    let mut game = WasmGame::from_position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "classic").unwrap();
    let played = game.play("d2-e3").unwrap();
    let captures: js_sys::Array = get(&played, "captures").dyn_into().unwrap();
    assert_eq!(captures.length(), 1);
    // No English in the wasm: the page words the reason, a sentence key and its
    // language-neutral arithmetic.
    assert!(get(&captures.get(0), "why").is_undefined());
    let reason = get(&captures.get(0), "reason");
    assert_eq!(get(&reason, "key").as_string().unwrap(), "why.math");
    assert_eq!(get(&get(&reason, "params"), "math").as_string().unwrap(), "16 = 16");
    // Black has no piece left: White wins by blockade, said as a key.
    let status = game.status().unwrap();
    assert_eq!(get(&status, "victory").as_string().unwrap(), "blockade");
    let says: js_sys::Array = get(&status, "says").dyn_into().unwrap();
    assert_eq!(get(&says.get(0), "key").as_string().unwrap(), "why.noMove.black");
    // The rules panel: sentences, no English in the wasm.
    let rules = game.rules().unwrap();
    let sentences: js_sys::Array = get(&rules, "sentences").dyn_into().unwrap();
    assert_eq!(get(&sentences.get(0), "key").as_string().unwrap(), "rules.board.white");
    assert!(get(&rules, "describe").is_undefined());
    let held = &list(&get(&game.snapshot().unwrap(), "prisoners"), "white")[0];
    assert_eq!(text(held, "token"), "t16");
}

#[wasm_bindgen_test]
fn custom_rules_travel_as_json_and_bad_ones_are_refused() {
    let json = preset_rules("classic").unwrap();
    assert!(validate_rules(&json).is_ok());
    let short = json.replace(r#""plyCap":1000"#, r#""plyCap":10"#);
    let game = WasmGame::new(&short).unwrap();
    assert!(game.rules_json().unwrap().contains(r#""plyCap":10"#));
    let custom = game.rules().unwrap();
    assert_eq!(get(&custom, "custom").as_bool(), Some(true));
    let bad = json.replace(r#""prisonersReenter":false"#, r#""prisonersReenter":true"#);
    assert!(message(validate_rules(&bad).err().unwrap()).contains("re-enter"));
    assert!(message(WasmGame::new(&bad).err().unwrap()).contains("re-enter"));
    assert!(message(WasmGame::new("{oops").err().unwrap()).contains("rules:"));
    let mut game = WasmGame::new("classic").unwrap();
    assert!(message(game.play_move_ids("c4", "d5", Some(vec!["e7#1".into()])).err().unwrap())
        .contains("'e7#1' is not a capture on offer for c4-d5"));
    assert!(game.play_move_ids("c4", "d5", Some(vec![])).is_ok());
}

#[wasm_bindgen_test]
fn chosen_captures_drops_and_the_engines_reasons() {
    // Boissière: White holds t9 and c4; dropped on b1 the C4 may take the c16 on c2 (16 = 4^2).
    let mut game =
        WasmGame::from_position("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0", "boissiere").unwrap();
    let err = message(game.play_drop(1, "b1", Some(vec!["c3#1".into()])).err().unwrap());
    assert!(err.contains("'c3#1' is not a capture on offer for C4@b1"), "{err}");
    let played = game.play_drop(1, "b1", Some(vec!["c2#1".into()])).unwrap();
    assert_eq!(get(&played, "move").as_string().unwrap(), "C4@b1*c2");
    // A pyramid whole together with one of its components: the legal choices.
    let p = "8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25c16),3/3,C16,4/4,T90,3/8/8/8/8/S9,7 w - - 0";
    let mut game = WasmGame::from_position(p, "boissiere").unwrap();
    let err = message(game.play_move_ids("a1", "d1", Some(vec!["e8:16#1".into(), "e8#1".into()])).err().unwrap());
    assert!(err.contains("a1-d1 cannot take exactly e8:16#1, e8#1: those captures cannot all be taken with this move (legal: a1-d1, a1-d1*e8, a1-d1*e8:16)"), "{err}");
    let options: js_sys::Array = rithmomachia::wasm::victory_options("boissiere").unwrap().dyn_into().unwrap();
    let ids: Vec<String> = options.iter().map(|o| get(&o, "id").as_string().unwrap()).collect();
    assert!(ids.contains(&"proceeds".to_string()) && ids.contains(&"body".to_string()), "{ids:?}");
}

#[wasm_bindgen_test]
fn the_engine_thinks_in_the_browser() {
    use rithmomachia::wasm::WasmEngine;
    let mut engine = WasmEngine::new(1);
    assert_eq!(engine.table_bytes(), 1 << 20);
    let start = WasmGame::new("classic").unwrap().position();
    let one = |text: &str| vec![text.to_string()];
    let thought = engine.think("classic", one(&start), "hard:2000n", 7).unwrap();
    let mv = get(&thought, "move").as_string().unwrap();
    assert!(get(&thought, "nodes").as_f64().unwrap() >= 2000.0);
    assert!(get(&thought, "explain").is_undefined(), "the hint's reasons are sentences only");
    let says: js_sys::Array = get(&thought, "says").dyn_into().unwrap();
    assert!(says.length() >= 1 && get(&says.get(0), "key").as_string().unwrap().starts_with("hint."));
    // The move is legal: the game accepts it.
    let mut game = WasmGame::new("classic").unwrap();
    game.play(&mv).unwrap();
    // The game's positions, as the page sends them: the start, then the one after the move.
    let positions = game.positions();
    assert_eq!(
        (positions.len(), positions[0].as_str(), positions[1].as_str()),
        (2, start.as_str(), game.position().as_str())
    );
    assert!(engine.think("classic", positions, "hard:2000n", 7).is_ok());
    // Bad input becomes errors.
    assert!(message(engine.think("classic", one(&start), "grandmaster", 1).err().unwrap()).contains("unknown level"));
    assert!(message(engine.think("classic", one("8/8 w - - 0"), "easy", 1).err().unwrap()).contains("ranks"));
    assert!(message(engine.think("classic", vec![], "easy", 1).err().unwrap()).contains("no position"));
    let magna = "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0";
    let won = engine.think("classic", one(magna), "easy", 1).unwrap();
    assert_eq!(get(&get(&won, "victory"), "id").as_string().unwrap(), "victoria-magna");
}

#[wasm_bindgen_test]
fn the_rules_reader_round_trips_every_preset_and_is_strict() {
    for id in ["classic", "boissiere", "simplified", "ludii"] {
        let json = preset_rules(id).unwrap();
        let game = WasmGame::new(&json).unwrap();
        assert_eq!(game.rules_json().unwrap(), json, "{id}");
        assert_eq!(get(&game.rules().unwrap(), "custom").as_bool(), Some(false), "{id}");
    }
    let json = preset_rules("classic").unwrap();
    // Read by the core's strict reader under the serde attributes of `Rules`: serde's reasons,
    // and where.
    let cases: [(String, &str); 13] = [
        (json.replace(r#""plyCap":1000"#, r#""plyCap":1000,"colour":"red""#), "unknown field `colour`"),
        // A renamed field is named as unknown (checked before what is missing).
        (json.replace(r#""plyCap":"#, r#""plyCapx":"#), "rules: unknown field `plyCapx`"),
        (
            json.replace(r#""pieces":15"#, r#""pieces":15,"moves":3"#),
            "unknown field `moves`, in `victories.de-corpore`",
        ),
        (json.replace(r#","plyCap":1000"#, ""), "missing field `plyCap`"),
        (
            json.replace(r#""captureMode":"automatic""#, r#""captureMode":"magic""#),
            "unknown variant `magic`, expected one of `automatic`, `chosen`, `landing`",
        ),
        (
            json.replace(r#""pieces":15"#, r#""pieces":10.5"#),
            "10.5 is not a whole number, in `victories.de-corpore.pieces`",
        ),
        (json.replace(r#""de-bonis""#, r#""de-nothing""#), "unknown victory 'de-nothing', in `victories`"),
        // An optional field must still be written (null for none).
        (json.replacen(r#","leap":null"#, "", 1), "missing field `leap`, in `motion.0`"),
        // serde does not say where; the reader does.
        (json.replace(r#""ranks":16"#, r#""ranks":-1"#), "expected u8, in `ranks`"),
        (json.replace(r#""pieces":15"#, r#""pieces":"many""#), "in `victories.de-corpore.pieces`"),
        (json.replace(r#""eruption":"both-ends","#, ""), "missing field `eruption`"),
        (
            json.replace(r#""white":1315,"#, r#""white":1315,"red":1,"#),
            "unknown field `red`, in `victories.de-bonis.value`",
        ),
        (
            json.replace(r#""plyCap":1000"#, r#""plyCap":1000]"#),
            "the text is not JSON: expected `,` or `}` at character",
        ),
    ];
    for (text, fragment) in cases {
        assert_ne!(text, json, "{fragment}: the case changes nothing");
        let err = message(validate_rules(&text).err().unwrap_or_else(|| panic!("{fragment} should fail")));
        assert!(err.starts_with("rules: ") && err.contains(fragment), "{err} lacks {fragment}");
    }
    // The move cap, whatever its kind, is refused with its range (docs/rules.md, "Limits").
    for cap in ["0", "10001", "-1", "10.5", "4294967296", "\"1\""] {
        let text = json.replace(r#""plyCap":1000"#, &format!(r#""plyCap":{cap}"#));
        let err = message(validate_rules(&text).err().unwrap_or_else(|| panic!("{cap} should fail")));
        assert_eq!(err, "the move cap must be a whole number of plies from 1 to 10000", "{cap}");
    }
}

#[wasm_bindgen_test]
fn records_and_links_replay_in_the_core_and_name_what_is_wrong() {
    let moves = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let game = WasmGame::from_record("classic", "", moves(&["a3-b5", "c14-b13"])).unwrap();
    assert_eq!(game.ply(), 2);
    let code = game.link_moves().unwrap();
    let back = game_of(&WasmLinkReader::new("classic", "", &code).unwrap().finish(None, "", None).unwrap());
    assert_eq!(back.position(), game.position());
    let copy = game.copy();
    assert_eq!(copy.position(), game.position());
    let json = preset_rules("boissiere").unwrap();
    let custom = WasmGame::from_record(&json, &game.start_position(), moves(&[])).unwrap();
    assert_eq!(custom.start_position(), game.start_position());
    let cases: [(&str, &str, Vec<String>, &str); 6] = [
        ("chess", "", moves(&[]), "unknown rules preset 'chess'"),
        ("{\"preset\": 1}", "", moves(&[]), "rules:"),
        ("classic", "8/8 w - - 0", moves(&[]), "the start position:"),
        ("classic", "", moves(&["a3-b5", "c4-d9"]), "move 2 (c4-d9) is not legal: "),
        ("classic", "", moves(&["a3-b5", "?"]), "move 2 (?) cannot be read: "),
        ("classic", "", vec!["a3-b5".to_string(); 10_001], "the game has more than 10000 moves"),
    ];
    for (rules, start, mv, fragment) in cases {
        let m = message(WasmGame::from_record(rules, start, mv).err().expect("refused"));
        assert!(m.contains(fragment), "{rules}: {m}");
    }
    assert!(message(WasmLinkReader::new("classic", "", "A!").err().unwrap()).contains("'!' at character 2"));
    assert!(message(WasmLinkReader::new("classic", "", "_").unwrap().finish(None, "", None).err().unwrap())
        .contains("move 1 of the code is number 63"));
    // A megabyte of move text comes back as its first 40 characters and "…".
    let long = format!("c14-b13{}", "3".repeat(1 << 20));
    let m = message(WasmGame::from_record("classic", "", vec!["a3-b5".into(), long.clone()]).err().expect("refused"));
    assert!(
        m.starts_with(&format!("move 2 (c14-b13{}…) cannot be read: ", "3".repeat(33))) && m.len() < 400,
        "{}",
        &m[..m.len().min(400)]
    );
    let mut game = WasmGame::new("classic").unwrap();
    let m = message(game.play(&long).err().expect("refused"));
    assert!(m.len() < 400 && m.contains('…'), "{}", &m[..m.len().min(400)]);
}

#[wasm_bindgen_test]
fn drawings_are_read_against_the_game_and_bad_ones_refused() {
    let moves = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let game = WasmGame::from_record("classic", "", moves(&["a3-b5", "c14-b13"])).unwrap();
    let code = game.link_moves().unwrap();
    // A link's drawings, read with its game (a record file's are read the same way).
    let open = |text: &str| {
        let mut reader = WasmLinkReader::new("classic", "", &code).unwrap();
        while !reader.step() {}
        reader.finish(None, text, None)
    };
    // Four numbers a drawing: ply, colour (green 0, red 1, blue 2, yellow 3), cell, arrow's end.
    let circle = u32::MAX;
    let flat = |read: js_sys::Array| js_sys::Uint32Array::new(&read.get(1)).to_vec();
    assert_eq!(flat(open("0Ga3b5Rc4_2Yh16").unwrap()), [0, 0, 16, 33, 0, 1, 26, circle, 2, 3, 127, circle]);
    assert!(flat(open("").unwrap()).is_empty());
    for (text, fragment) in [
        ("3Gc4", "move 3 is past the end of the game, which has 2 moves"),
        ("0Gk4", "'k4' is not a cell"),
        ("0Qc4", "'Q' is not a colour"),
    ] {
        let m = message(open(text).err().expect("refused"));
        assert!(m.starts_with("annotations: ") && m.contains(fragment), "{text}: {m}");
    }
}

/// The game of `[game, drawings]` (`readRecordFile`, `LinkReader.finish`).
fn game_of(read: &js_sys::Array) -> WasmGame {
    wasm_bindgen::convert::TryFromJsValue::try_from_js_value(read.get(0)).unwrap()
}

#[wasm_bindgen_test]
fn lessons_list_and_check_moves_and_refuse_unknown_ids() {
    let list: js_sys::Array = lessons().unwrap().dyn_into().unwrap();
    assert!(list.length() >= 50);
    for l in list.iter() {
        let id = get(&l, "id").as_string().unwrap();
        let solution = get(&l, "solution").as_string().unwrap();
        let verdict = check_lesson(&id, &solution).unwrap();
        assert_eq!(get(&verdict, "solved").as_bool(), Some(true), "{id}");
    }
    let ambush = check_lesson("classic-ambush", "c5-c7").unwrap();
    let captures: js_sys::Array = get(&ambush, "captures").dyn_into().unwrap();
    let reason = get(&captures.get(0), "reason");
    assert_eq!(get(&reason, "key").as_string().unwrap(), "why.math");
    assert_eq!(get(&get(&reason, "params"), "math").as_string().unwrap(), "15 + 30 = 45");
    let missed = check_lesson("classic-ambush", "e4-h4").unwrap();
    assert_eq!(get(&missed, "solved").as_bool(), Some(false));
    assert_eq!(get(&missed, "reason").as_string().unwrap(), "not-captured");
    assert_eq!(get(&missed, "expected").as_string().unwrap(), "e7");
    let illegal = check_lesson("classic-ambush", "zz").unwrap();
    assert_eq!(get(&illegal, "reason").as_string().unwrap(), "illegal");
    // Why, as a sentence the page words in its language (the notation's, for a text that is no move).
    assert!(get(&get(&illegal, "why"), "key").as_string().unwrap().starts_with("fault.notation."));
    let refused = check_lesson("classic-ambush", "a1-a2").unwrap();
    assert!(get(&get(&refused, "why"), "key").as_string().unwrap().starts_with("fault.refusal."));
    assert!(get(&missed, "why").is_null());
    assert!(message(check_lesson("no-such", "a1-a2").err().unwrap()).contains("no lesson 'no-such'"));
}

/// `boissiere`: White's S9 on a1 may go to d1 taking Black's pyramid on e8 whole or its c16.
const PYRAMID: &str = "8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25c16),3/3,C16,4/4,T90,3/8/8/8/8/S9,7 w - - 0";

fn list(value: &JsValue, key: &str) -> Vec<JsValue> {
    get(value, key).dyn_into::<js_sys::Array>().expect("an array").iter().collect()
}

fn text(value: &JsValue, key: &str) -> String {
    get(value, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

fn strings(value: &JsValue, key: &str) -> Vec<String> {
    list(value, key).iter().map(|v| v.as_string().expect("a string")).collect()
}

#[wasm_bindgen_test]
fn the_snapshot_gives_structured_data() {
    let game = WasmGame::from_position(PYRAMID, "boissiere").unwrap();
    let snap = game.snapshot().unwrap();
    assert_eq!((text(&snap, "turn"), text(&snap, "startTurn")), ("white".to_string(), "white".to_string()));
    let pyramid = list(&snap, "pieces").into_iter().find(|p| text(p, "cell") == "e8").expect("the pyramid");
    assert_eq!((text(&pyramid, "color"), text(&pyramid, "shape")), ("black".to_string(), "pyramid".to_string()));
    assert_eq!(get(&pyramid, "value").as_f64(), Some(190.0));
    assert_eq!(list(&pyramid, "parts").len(), 5);
    assert!(list(&snap, "movers").iter().any(|c| c.as_string().as_deref() == Some("a1")));
    let a1 = game.destinations_from("a1").unwrap();
    let d = list(&a1, "destinations")
        .into_iter()
        .find(|d| text(d, "from") == "a1" && text(d, "to") == "d1")
        .expect("a1-d1");
    assert_eq!(
        (text(&d, "kind"), get(&d, "choice").as_bool(), text(&d, "label")),
        ("capture".to_string(), Some(true), "a1-d1".to_string())
    );
    let options = list(&d, "options");
    let ids: Vec<String> = options.iter().map(|o| text(o, "id")).collect();
    assert_eq!(ids, ["e8#1", "e8:16#1"]);
    // An option names its capture by its place in the piece's `captures`.
    let captures = list(&a1, "captures");
    let capture = |o: &JsValue| captures[get(o, "capture").as_f64().expect("a place") as usize].clone();
    assert_eq!(text(&capture(&options[0]), "method"), "ambush");
    assert_eq!(text(&capture(&options[1]), "cell"), "e8");
    assert_eq!(get(&options[1], "fixed").as_bool(), Some(false));
    assert_eq!(strings(&d, "default"), ["e8#1"]);
    assert!(list(&snap, "drops").is_empty() && list(&snap, "removals").is_empty());
    assert!(list(&get(&snap, "prisoners"), "white").is_empty());
    assert_eq!((get(&snap, "lineLength").as_f64(), get(&snap, "lineEdits").as_f64()), (Some(0.0), Some(0.0)));

    // Drops: every optional field is null, never missing.
    let game = WasmGame::from_position("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0", "boissiere").unwrap();
    let snap = game.snapshot().unwrap();
    let drop = &list(&snap, "drops")[1];
    let prisoner = get(drop, "prisoner");
    assert_eq!(
        (get(&prisoner, "index").as_f64(), text(&prisoner, "color"), get(&prisoner, "value").as_f64()),
        (Some(1.0), "white".to_string(), Some(4.0))
    );
    assert_eq!(strings(drop, "cells").len(), 8);
    let drops = game.drop_destinations(1).unwrap();
    assert_eq!(list(&drops, "destinations").len(), 8);
    assert!(get(&list(&drops, "destinations")[0], "from").is_null());
    // Bad input: an error to show, never a panic.
    let error = |r: Result<JsValue, wasm_bindgen::JsError>| message(r.err().expect("an error"));
    assert_eq!(error(game.drop_destinations(7)), "white has no prisoner number 7 that may re-enter now");
    assert_eq!(error(game.destinations_from("k1")), "'k1' is not a cell (a file a-h then a rank 1-16, like c4)");
    let held = &list(&get(&snap, "prisoners"), "white")[1];
    assert_eq!(
        (text(held, "token"), text(held, "color"), get(held, "drop").as_f64()),
        ("c4".to_string(), "black".to_string(), Some(1.0))
    );
}

#[wasm_bindgen_test]
fn the_play_calls_take_ids_and_refuse_bad_ones() {
    let mut game = WasmGame::from_position(PYRAMID, "boissiere").unwrap();
    let cases: [(Result<JsValue, wasm_bindgen::JsError>, &str); 5] = [
        (game.play_move_ids("a1", "d1", Some(vec!["e9#1".into()])), "'e9#1' is not a capture on offer for a1-d1"),
        (game.play_move_ids("k1", "d1", None), "'k1' is not a cell"),
        (game.play_move_ids("e8", "e7", None), "the piece on e8 is black's, and white is to move"),
        (
            game.play_move_ids("a1", "d1", Some(vec!["e8#1".into(), "e8:16#1".into()])),
            "a1-d1 cannot take exactly e8#1, e8:16#1",
        ),
        (game.play_drop(0, "a2", None), "white has no prisoner number 0 that may re-enter now"),
    ];
    for (result, fragment) in cases {
        let m = message(result.err().unwrap_or_else(|| panic!("{fragment}: should fail")));
        assert!(m.contains(fragment), "{fragment}: {m}");
    }
    assert_eq!(game.ply(), 0);
    let played = game.play_move_ids("a1", "d1", Some(vec!["e8:16#1".into()])).unwrap();
    assert_eq!(text(&played, "move"), "a1-d1*e8:16");
    let snap = game.snapshot().unwrap();
    assert_eq!(get(&snap, "lineLength").as_f64(), Some(1.0));
    let line: js_sys::Array = game.line_from(0).unwrap().dyn_into().unwrap();
    let entry = line.get(0);
    assert_eq!(
        (text(&entry, "move"), text(&entry, "mover"), text(&entry, "from")),
        ("a1-d1*e8:16".to_string(), "white".to_string(), "a1".to_string())
    );
    let rest: js_sys::Array = game.line_from(1).unwrap().dyn_into().unwrap();
    assert_eq!(rest.length(), 0);

    // Drops by index, their ids and cells.
    let mut game =
        WasmGame::from_position("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0", "boissiere").unwrap();
    let cases: [(Result<JsValue, wasm_bindgen::JsError>, &str); 4] = [
        (game.play_drop(2, "b1", None), "white has no prisoner number 2 that may re-enter now"),
        (game.play_drop(1, "c3", None), "C4 may not re-enter on c3"),
        (game.play_drop(1, "b1", Some(vec!["c3#1".into()])), "'c3#1' is not a capture on offer for C4@b1"),
        (game.play_drop(1, "b0", None), "'b0' is not a cell"),
    ];
    for (result, fragment) in cases {
        let m = message(result.err().unwrap_or_else(|| panic!("{fragment}: should fail")));
        assert!(m.contains(fragment), "{fragment}: {m}");
    }
    assert_eq!(text(&game.play_drop(1, "b1", None).unwrap(), "move"), "C4@b1*c2");

    // Removals by cell and option number.
    let mut game = WasmGame::from_position("c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0", "ludii").unwrap();
    let snap = game.snapshot().unwrap();
    let removal = &list(&snap, "removals")[0];
    assert_eq!(text(removal, "cell"), "a16");
    assert_eq!(text(&list(removal, "options")[0], "move"), "xa16");
    assert!(message(game.play_removal("h9", None).err().unwrap()).contains("nothing on h9 may be removed now"));
    assert!(message(game.play_removal("a16", Some(3)).err().unwrap()).contains("a16 has no removal number 3"));
    assert_eq!(text(&game.play_removal("a16", None).unwrap(), "move"), "xa16");

    // Cells off a 14-rank board; a game over.
    let short = preset_rules("classic").unwrap().replace(r#""ranks":16"#, r#""ranks":14"#);
    let mut game = WasmGame::new(&short).unwrap();
    assert!(message(game.play_move_ids("a16", "a15", None).err().unwrap())
        .contains("a16 is off the board, which has 14 ranks"));
    assert!(message(game.play_drop(0, "a15", None).err().unwrap()).contains("off the board"));
    assert!(message(game.play_removal("h15", None).err().unwrap()).contains("off the board"));
    let mut game = WasmGame::from_position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "classic").unwrap();
    game.play_move_ids("d2", "e3", None).unwrap();
    for err in [game.play_move_ids("e3", "f4", None), game.play_drop(0, "a1", None), game.play_removal("a1", None)] {
        assert!(message(err.err().unwrap()).contains("the game is over: white won by Blockade"));
    }
}

#[wasm_bindgen_test]
fn a_link_reader_steps_to_the_game_and_names_what_is_wrong() {
    let moves = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let game = WasmGame::from_record("classic", "", moves(&["a3-b5", "c14-b13", "c4-d5"])).unwrap();
    let code = game.link_moves().unwrap();
    let mut reader = WasmLinkReader::new("classic", "", &code).unwrap();
    assert_eq!((reader.moves(), reader.read(), reader.digits()), (0, 0, code.len()));
    while !reader.step() {}
    assert_eq!((reader.moves(), reader.read()), (3, code.len()));
    assert_eq!(game_of(&reader.finish(None, "", None).unwrap()).position(), game.position());
    // Refused when made: the rules, the start, a digit; a bad move when finished.
    assert!(message(WasmLinkReader::new("chess", "", "A").err().unwrap()).contains("unknown rules preset 'chess'"));
    assert!(message(WasmLinkReader::new("classic", "8/8 w - - 0", "A").err().unwrap()).contains("the start position:"));
    assert!(message(WasmLinkReader::new("classic", "", "A!").err().unwrap()).contains("'!' at character 2"));
    let mut bad = WasmLinkReader::new("classic", "", "A-").unwrap();
    while !bad.step() {}
    assert!(message(bad.finish(None, "", None).err().unwrap()).contains("move 2 of the code is number 62"));
}

#[wasm_bindgen_test]
fn a_record_file_is_read_by_the_core_with_its_cursor_and_drawings() {
    let file = r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", "c14-b13"], "cursor": 1, "annotations": "1Rb5"}"#;
    let read = read_record_file(file, false).unwrap();
    let game = game_of(&read);
    assert_eq!((game.cursor(), game.line_length()), (1, 2));
    assert_eq!(js_sys::Uint32Array::new(&read.get(1)).to_vec().len(), 4);
    // The faults, in the order of the fields, each its sentence.
    for (text, saved, why) in [
        ("[1]", false, "a JSON object"),
        (r#"{"start": "", "rules": "classic", "moves": []}"#, false, "\"format\""),
        (r#"{"format": "rithmomachia-game", "version": "1"}"#, false, "without quotes"),
        (
            r#"{"format": "rithmomachia-game", "version": 1, "rules": "classic", "moves": ["a3-b5", 7]}"#,
            false,
            "move 2 is not text",
        ),
        (r#"{"rules": "classic", "moves": []}"#, true, "not a saved game"),
    ] {
        assert!(message(read_record_file(text, saved).err().unwrap()).contains(why), "{text}");
    }
    // The page's saved game: no format or version, its rules as JSON text.
    let rules = serde_json::to_string(&preset_rules("classic").unwrap()).unwrap();
    let saved = format!(r#"{{"version": 2, "rules": {rules}, "start": "", "moves": ["a3-b5"]}}"#);
    let read = read_record_file(&saved, true).map_err(message).unwrap();
    let game = game_of(&read);
    assert_eq!(game.line_length(), 1);
}

#[wasm_bindgen_test]
fn a_link_is_read_by_the_page_and_written_by_the_analysis_module() {
    use rithmomachia::wasm::{link_rules, read_link, read_link_rules, write_link};
    let moves = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let game = WasmGame::from_record("classic", "", moves(&["a3-b5", "c14-b13", "c4-d5"])).unwrap();
    // The page's `presetRules`, as the analysis's module is handed it.
    let classic = classic_rules_js();
    // A preset's game from its start: the id, no start, the cursor only when not at the end.
    let rules = link_rules(&game.rules_json().unwrap(), &classic).unwrap();
    assert_eq!((rules.as_str(), game.link_start().as_str()), ("classic", ""));
    let code = game.link_moves().unwrap();
    let fragment = write_link(false, &rules, None, None, &code, 1, 3, "1Rb5", "");
    assert_eq!(fragment, format!("g1.classic..{code}.1.1Rb5"));
    assert_eq!(write_link(false, &rules, None, None, &code, 3, 3, "", ""), format!("g1.classic..{code}"));
    let fields = read_link(&fragment).unwrap();
    assert_eq!(fields.get(0), JsValue::FALSE);
    assert_eq!(fields.get(1).as_string().unwrap(), "classic");
    assert_eq!(fields.get(4).as_f64(), Some(1.0));
    assert_eq!(fields.get(5).as_string().unwrap(), "1Rb5");
    // Packed fields cross as bytes both ways (the browser deflates and inflates them).
    let packed = write_link(true, "", Some(b"rules".to_vec()), Some(b"pos".to_vec()), "", 0, 0, "", "");
    assert_eq!(packed, "e1.~cnVsZXM.cG9z");
    let fields = read_link(&packed).unwrap();
    assert_eq!(fields.get(0), JsValue::TRUE);
    assert_eq!(js_sys::Uint8Array::new(&fields.get(1)).to_vec(), b"rules");
    assert_eq!(js_sys::Uint8Array::new(&fields.get(2)).to_vec(), b"pos");
    // Custom rules travel as the fields that differ from their preset, and come back whole.
    // (The rules JSON as the page has it, its fields in the core's order.)
    let custom = preset_rules("classic").unwrap().replace(r#""plyCap":1000"#, r#""plyCap":300"#);
    assert_ne!(custom, preset_rules("classic").unwrap());
    let diff = link_rules(&custom, &classic).unwrap();
    assert_eq!(diff, r#"{"preset":"classic","plyCap":300}"#);
    assert_eq!(read_link_rules(&diff, &classic).unwrap(), custom);
    // Each fault its sentence: packed rules naming no preset, a preset the page does not know,
    // a version, a cursor past the line's end.
    assert!(message(read_link_rules(r#"{"plyCap": 5}"#, &classic).err().unwrap()).contains("not a set of rules"));
    assert!(message(read_link_rules(r#"{"preset": "chess"}"#, &classic).err().unwrap()).contains("'chess'"));
    assert!(message(read_link("g9.classic..A").err().unwrap()).contains("version 9"));
    let mut reader = WasmLinkReader::new("classic", "", &code).unwrap();
    while !reader.step() {}
    assert!(message(reader.finish(Some(4), "", None).err().unwrap()).contains("from 0 to 3"));
}

/// A game ended off the board: its status, no move after it, no take back, and its ending
/// carried by a link to the other device; a move taken back is cut with its reply.
#[wasm_bindgen_test]
fn a_game_ends_by_resignation_and_a_link_carries_it() {
    use rithmomachia::wasm::{read_link, write_link};
    let moves = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut game = WasmGame::from_record("classic", "", moves(&["a3-b5", "c14-b13", "c4-d5"])).unwrap();
    assert_eq!(game.take_back("black").unwrap(), 2);
    assert_eq!((game.line_length(), game.cursor()), (1, 1));
    assert!(message(game.take_back("green").err().unwrap()).contains("'green' is not a side"));
    assert!(message(game.end("white-won").err().unwrap()).contains("'white-won' is not an ending"));
    game.end("black-resigned").unwrap();
    assert_eq!(game.ending().as_deref(), Some("black-resigned"));
    let status = game.status().unwrap();
    let field = |k: &str| get(&status, k).as_string();
    assert_eq!(
        (field("state"), field("winner"), field("victory")),
        (Some("won".into()), Some("white".into()), Some("resignation".into()))
    );
    let says: js_sys::Array = get(&status, "says").dyn_into().unwrap();
    assert_eq!(get(&says.get(0), "key").as_string().unwrap(), "why.resigned.black");
    assert!(message(game.play("c14-b13").err().unwrap()).contains("the game is over: Black resigned"));
    assert!(message(game.take_back("white").err().unwrap()).contains("already over: Black resigned"));
    assert!(message(game.end("draw-agreed").err().unwrap()).contains("already over"));
    // The link carries the ending; the friend's page opens the game ended.
    let code = game.link_moves().unwrap();
    let fragment = write_link(false, "classic", None, None, &code, 1, 1, "", game.ending().as_deref().unwrap_or(""));
    assert_eq!(fragment, format!("g1.classic..{code}...black-resigned"));
    let fields = read_link(&fragment).unwrap();
    assert_eq!(fields.get(6).as_string().as_deref(), Some("black-resigned"));
    let mut reader = WasmLinkReader::new("classic", "", &code).unwrap();
    while !reader.step() {}
    let back = game_of(&reader.finish(None, "", fields.get(6).as_string()).unwrap());
    assert_eq!(back.ending().as_deref(), Some("black-resigned"));
}

/// A JS function that gives classic's rules JSON for "classic" (the page's `presetRules`).
fn classic_rules_js() -> js_sys::Function {
    let rules = JsValue::from_str(&preset_rules("classic").unwrap());
    let make = js_sys::Function::new_with_args("RULES", "return (id) => (id === 'classic' ? RULES : undefined);");
    make.call1(&JsValue::NULL, &rules).unwrap().into()
}

// The analysis's module (`Analyst`, `Review`): what the analysis worker calls, each bad input an
// `Error` with a sentence.
const WIN_IN_ONE: &str = "8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
const OVER: &str = "8/8/8/8/8/8/8/8/8/8/8/8/8/4,C16,3/8/8 b t16 - 1";

#[wasm_bindgen_test]
fn the_analyst_analyses_and_refuses_bad_positions_and_rules() {
    use rithmomachia::wasm::WasmAnalyst;
    let mut analyst = WasmAnalyst::new(0);
    let report = analyst.analyse(WIN_IN_ONE, "classic", 2_000, 1, 2, 1).unwrap();
    let lines = list(&report, "lines");
    assert_eq!(text(&lines[0], "move"), "d2-e3");
    assert_eq!(get(&report, "turn").as_string().unwrap(), "white");
    assert!(get(&report, "chance").as_f64().unwrap() > 0.9, "White wins at once");
    assert!(!list(&lines[0], "says").is_empty(), "the line says what it does");
    // Lines and scale out of range are brought into it, never a trap.
    assert_eq!(list(&analyst.analyse(WIN_IN_ONE, "classic", 500, 0, 0, 1).unwrap(), "lines").len(), 1);
    // A finished game: no line, the result as the score.
    let over = analyst.analyse(OVER, "classic", 500, 1, 3, 1).unwrap();
    assert!(get(&over, "over").as_bool().unwrap());
    assert!(list(&over, "lines").is_empty());
    let cases: [(&str, &str, &str); 5] = [
        (WIN_IN_ONE, "chess", "unknown rules preset 'chess'"),
        (WIN_IN_ONE, "{", ""),
        ("8/8 w - - 0", "classic", "ranks"),
        ("", "classic", ""),
        ("not a position at all", "boissiere", ""),
    ];
    for (position, rules, says) in cases {
        let e = message(
            analyst
                .analyse(position, rules, 500, 1, 1, 1)
                .err()
                .unwrap_or_else(|| panic!("{position:?} {rules:?} refused")),
        );
        assert!(e.contains(says) && !e.is_empty(), "{position:?} {rules:?}: {e}");
    }
    analyst.clear();
}

#[wasm_bindgen_test]
fn an_exercise_answer_is_judged_and_bad_moves_refused() {
    use rithmomachia::wasm::WasmAnalyst;
    let mut analyst = WasmAnalyst::new(1);
    // White holds 14 prisoners: d2-e3 takes the 15th and wins by De Corpore; d2-c1 misses it
    // (crate/tests/analysis.rs marks it natively).
    let corpore = "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w c3c5c7c9c9c25c49c81t12t16t30t36t56t64 - 0";
    let right = analyst.try_move(corpore, "classic", "d2-e3", "d2-e3", 0, 4_000, 1).unwrap();
    assert!(get(&right, "right").as_bool().unwrap());
    assert_eq!(text(&get(&right, "review"), "move"), "d2-e3");
    let wrong = analyst.try_move(corpore, "classic", "d2-c1", "d2-e3", 0, 4_000, 1).unwrap();
    assert!(!get(&wrong, "right").as_bool().unwrap());
    assert!(!text(&get(&wrong, "review"), "mark").is_empty(), "missing the win is marked");
    let cases: [(&str, &str, &str, &str, &str); 7] = [
        (WIN_IN_ONE, "classic", "d2-d9", "", "d2-d9 is not legal here"),
        (WIN_IN_ONE, "classic", "d2-", "", "cannot be read"),
        (WIN_IN_ONE, "classic", "", "", "cannot be read"),
        (WIN_IN_ONE, "classic", "d2-e3", "zz", "zz cannot be read"),
        (OVER, "classic", "e3-d4", "", "not legal here"),
        ("8/8 w - - 0", "classic", "d2-e3", "", "ranks"),
        (WIN_IN_ONE, "chess", "d2-e3", "", "unknown rules preset"),
    ];
    for (position, rules, mv, best, says) in cases {
        let e = message(
            analyst
                .try_move(position, rules, mv, best, 0, 500, 1)
                .err()
                .unwrap_or_else(|| panic!("{mv:?} {best:?} refused")),
        );
        assert!(e.contains(says), "{mv:?} {best:?}: {e}");
    }
}

#[wasm_bindgen_test]
fn a_review_steps_through_the_game_and_names_what_is_wrong() {
    use rithmomachia::wasm::WasmReview;
    let mut review = WasmReview::new("classic", "", vec!["a3-b5".into(), "c14-b13".into()], 300, 1).unwrap();
    assert_eq!(review.plies(), 2);
    let mut moves = Vec::new();
    loop {
        let step = review.step().unwrap();
        assert_eq!(get(&step, "total").as_f64().unwrap(), 3.0);
        if get(&step, "done").as_bool().unwrap() {
            break;
        }
        let ply = get(&step, "ply");
        if !ply.is_null() {
            moves.push(text(&ply, "move"));
        }
    }
    assert_eq!(moves, ["a3-b5", "c14-b13"]);
    assert!(get(&review.step().unwrap(), "done").as_bool().unwrap(), "a finished review stays done");
    let started = WasmReview::new("classic", WIN_IN_ONE, vec!["d2-e3".into()], 300, 1).unwrap();
    assert_eq!(started.plies(), 1);
    let cases: [(&str, &str, Vec<String>, &str); 6] = [
        ("chess", "", vec![], "unknown rules preset 'chess'"),
        ("classic", "8/8 w - - 0", vec![], "the start position:"),
        ("classic", "", vec!["a3-b5".into(), "a1-".into()], "move 2 (a1-) cannot be read"),
        ("classic", "", vec!["a3-b5".into(), "a1-a2".into()], "move 2 (a1-a2) is not legal in this game"),
        ("classic", WIN_IN_ONE, vec!["d2-e3".into(), "e3-d4".into()], "move 2 (e3-d4) is not legal in this game"),
        ("{\"preset\": 1}", "", vec![], ""),
    ];
    for (rules, start, moves, says) in cases {
        let e = message(
            WasmReview::new(rules, start, moves.clone(), 300, 1)
                .err()
                .unwrap_or_else(|| panic!("{rules} {start} {moves:?} refused")),
        );
        assert!(e.contains(says) && !e.is_empty(), "{rules} {start} {moves:?}: {e}");
    }
}

// A teacher's study (the studies' module): read, written back, reported and judged, each bad
// file or answer an `Error` with a sentence; its link's fragment written and read back, a
// fragment that is not one refused.
#[wasm_bindgen_test]
fn a_study_is_read_reported_and_judged_and_bad_ones_refused() {
    use rithmomachia::wasm::{max_study_bytes, WasmStudy};
    let file = format!(
        r#"{{"format": "rithmomachia-study", "version": 1, "title": "Equality", "rules": "classic", "chapters": [
          {{"title": "One", "start": "{WIN_IN_ONE}", "moves": ["d2-e3"], "steps": [
            {{"ply": 0, "comment": "Take it.", "question": {{"kind": "move", "answers": ["d2-e3"]}}}}]}}]}}"#
    );
    let study = WasmStudy::new(&file).unwrap();
    assert_eq!(WasmStudy::new(&study.text()).unwrap().text(), study.text());
    let report = study.report().unwrap();
    assert_eq!(get(&report, "preset").as_string().unwrap(), "classic");
    let chapters = list(&report, "chapters");
    assert_eq!(strings(&chapters[0], "moves"), ["d2-e3"]);
    let question = get(&list(&chapters[0], "steps")[0], "question");
    assert_eq!(strings(&question, "answers"), ["d2-e3"]);
    let right = study.judge(0, 0, "d2-e3").unwrap();
    assert!(get(&right, "right").as_bool().unwrap());
    let wrong = study.judge(0, 0, "d2-d9").unwrap();
    assert!(!get(&wrong, "right").as_bool().unwrap());
    assert_eq!(text(&get(&wrong, "says"), "key"), "study.verdict.refused");
    assert!(message(study.judge(3, 0, "d2-e3").err().unwrap()).contains("there is no chapter 4"));
    assert!(message(study.judge(0, 1, "d2-e3").err().unwrap()).contains("chapter 1 has no step after move 1"));
    assert_eq!(max_study_bytes(), 1 << 20);
    let cases: [(String, &str); 5] = [
        ("".into(), "the file is not JSON"),
        ("[]".into(), "the file is not a study"),
        (file.replace("d2-e3\"]}", "d2-d9\"]}"), "answer 1 (d2-d9) is not legal here"),
        (
            file.replace("\"moves\": [\"d2-e3\"]", "\"moves\": [\"d2-e3\", \"zz\"]"),
            "chapter 1: move 2 (zz) cannot be read",
        ),
        (" ".repeat((1 << 20) + 1), "the file is too large to be a study"),
    ];
    for (bad, says) in cases {
        let e = message(WasmStudy::new(&bad).err().unwrap_or_else(|| panic!("{says}: refused")));
        assert!(e.contains(says), "{says}: {e}");
    }
    use rithmomachia::wasm::{read_study_link, write_study_link};
    let fragment = write_study_link(&[7, 8, 9, 10]);
    assert_eq!(fragment, "s1.BwgJCg");
    assert_eq!(read_study_link(&fragment).unwrap(), vec![7, 8, 9, 10]);
    for (bad, says) in
        [("g1.classic..aLoE", "it is not a link to a study"), ("s1.A!", "the link's study is not valid base64url")]
    {
        let e = message(read_study_link(bad).err().unwrap_or_else(|| panic!("{bad}: refused")));
        assert!(e.contains(says), "{bad}: {e}");
    }
}
