//! The wasm facade in a real browser: bad input becomes a JS `Error` with a sentence, never a
//! panic or a trap. Run by `scripts/test.sh` with wasm-bindgen-test-runner and chromedriver.
#![cfg(target_arch = "wasm32")]

use rithmomachia::wasm::{preset_rules, presets, validate_rules, WasmGame};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn message(err: wasm_bindgen::JsError) -> String {
    let value: JsValue = err.into();
    let error: js_sys::Error = value.dyn_into().expect("a JS Error");
    error.message().into()
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
    assert!(message(game.destinations("k1").err().unwrap()).contains("'k1' is not a cell"));
    assert!(message(game.prisoners("green").err().unwrap()).contains("not a side"));
    assert!(message(game.play_from_to("a1", "q3").err().unwrap()).contains("q3"));
    // Nothing above changed the game.
    assert_eq!(game.ply(), 0);
}

#[wasm_bindgen_test]
fn play_undo_redo_and_snapshot() {
    let mut game = WasmGame::new("classic").unwrap();
    assert_eq!(game.ranks(), 16);
    let cells = game.cells();
    assert_eq!(cells.len(), 128);
    // c4 holds White's round 2: value 2, shape 0, colour 0.
    assert_eq!(cells[26], 2 << 3);
    // a15 holds Black's pyramid 190: shape 3, colour 1.
    assert_eq!(cells[112], 190 << 3 | 3 << 1 | 1);
    let dests: js_sys::Array = game.destinations("c4").unwrap().dyn_into().unwrap();
    assert_eq!(dests.length(), 2);
    let played = game.play_from_to("c4", "d5").unwrap();
    assert_eq!(get(&get(&played, "status"), "state").as_string().unwrap(), "playing");
    assert_eq!(game.turn(), "black");
    assert!(game.undo());
    assert_eq!(game.ply(), 0);
    assert!(game.redo());
    assert!(game.position().contains(" b - - 1"));
    let legal: js_sys::Array = game.legal_moves().unwrap().dyn_into().unwrap();
    assert!(legal.length() > 0);
    let piece = game.piece("g2").unwrap();
    assert_eq!(get(&piece, "value").as_f64().unwrap(), 91.0);
    let parts: js_sys::Array = get(&piece, "parts").dyn_into().unwrap();
    assert_eq!(parts.length(), 6);
    assert!(game.piece("d4").unwrap().is_null() == false);
    assert!(game.piece("d8").unwrap().is_null());
}

#[wasm_bindgen_test]
fn a_capture_reports_its_arithmetic() {
    // White's round 16 on d2 steps to e3 and reaches Black's triangle 16 on f4.
    let mut game = WasmGame::from_position("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "classic").unwrap();
    let played = game.play("d2-e3").unwrap();
    let captures: js_sys::Array = get(&played, "captures").dyn_into().unwrap();
    assert_eq!(captures.length(), 1);
    assert_eq!(get(&captures.get(0), "why").as_string().unwrap(), "16 = 16");
    let prisoners: js_sys::Array = game.prisoners("white").unwrap().dyn_into().unwrap();
    assert_eq!(prisoners.get(0).as_string().unwrap(), "t16");
}

#[wasm_bindgen_test]
fn custom_rules_travel_as_json_and_bad_ones_are_refused() {
    let json = preset_rules("classic").unwrap();
    assert!(validate_rules(&json).is_ok());
    let short = json.replace(r#""plyCap":1000"#, r#""plyCap":10"#);
    let game = WasmGame::new(&short).unwrap();
    assert!(game.rules_json().contains(r#""plyCap":10"#));
    let custom = game.rules().unwrap();
    assert_eq!(get(&custom, "custom").as_bool(), Some(true));
    let bad = json.replace(r#""prisonersReenter":false"#, r#""prisonersReenter":true"#);
    assert!(message(validate_rules(&bad).err().unwrap()).contains("re-enter"));
    assert!(message(WasmGame::new(&bad).err().unwrap()).contains("re-enter"));
    assert!(message(WasmGame::new("{oops").err().unwrap()).contains("rules:"));
    let mut game = WasmGame::new("classic").unwrap();
    assert!(message(game.play_choice("c4".into(), "d5".into(), vec!["e7".into()]).err().unwrap()).contains("cannot take exactly e7"));
    assert!(game.play_choice("c4".into(), "d5".into(), vec![]).is_ok());
}

#[wasm_bindgen_test]
fn the_engine_thinks_in_the_browser() {
    use rithmomachia::wasm::WasmEngine;
    let mut engine = WasmEngine::new(1);
    assert_eq!(engine.table_bytes(), 1 << 20);
    let start = WasmGame::new("classic").unwrap().position();
    let thought = engine.think(&start, "classic", "hard:2000n", 7).unwrap();
    let mv = get(&thought, "move").as_string().unwrap();
    assert!(get(&thought, "nodes").as_f64().unwrap() >= 2000.0);
    assert!(!get(&thought, "explain").as_string().unwrap().is_empty());
    // The move is legal: the game accepts it.
    let mut game = WasmGame::new("classic").unwrap();
    game.play(&mv).unwrap();
    // Bad input becomes errors.
    assert!(message(engine.think(&start, "classic", "grandmaster", 1).err().unwrap()).contains("unknown level"));
    assert!(message(engine.think("8/8 w - - 0", "classic", "easy", 1).err().unwrap()).contains("ranks"));
    let magna = "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0";
    let won = engine.think(magna, "classic", "easy", 1).unwrap();
    assert_eq!(get(&get(&won, "victory"), "id").as_string().unwrap(), "victoria-magna");
}
