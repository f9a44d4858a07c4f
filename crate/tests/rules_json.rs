//! Rules JSON is read by serde, strictly: an unknown field, a missing one (an optional field
//! too: `null` for none) or an unknown key in a per-side value is refused, naming it. The wasm
//! facade reads the browser's `JSON.parse` result with the same attributes.

use rithmomachia::Rules;

#[test]
fn rules_json_is_strict() {
    let json = Rules::classic().to_json();
    let cases: [(String, &str); 5] = [
        (json.replacen(r#","leap":null"#, "", 1), "missing field `leap`"),
        (json.replace(r#""eruption":"both-ends","#, ""), "missing field `eruption`"),
        (json.replace(r#""white":1315,"#, r#""white":1315,"red":1,"#), "unknown field `red`"),
        (json.replace(r#""white":1315,"#, ""), "missing field `white`"),
        (json.replace(r#""plyCap":1000"#, r#""plyCap":1000,"colour":"red""#), "unknown field `colour`"),
    ];
    for (text, fragment) in cases {
        assert_ne!(text, json, "{fragment}: the case changes nothing");
        let err = Rules::from_json(&text).expect_err(fragment).to_string();
        assert!(err.starts_with("rules: ") && err.contains(fragment), "{err} lacks {fragment}");
    }
    // An absent goal field still reads as 0 (goals list only the thresholds they use).
    let light = json.replace(
        r#""de-corpore":{"pieces":15,"value":{"white":0,"black":0},"digits":0,"digitSet":0}"#,
        r#""de-corpore":{"pieces":15}"#,
    );
    assert_ne!(light, json);
    assert_eq!(Rules::from_json(&light), Ok(Rules::classic()));
}
