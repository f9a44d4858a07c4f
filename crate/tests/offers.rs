//! The page's offers and picks ([`Game::offers`], [`Game::play_pick`]) and the [`Snapshot`]
//! built from them: what the wasm facade hands the page so that no JavaScript reads a move text
//! to learn about the rules.

use rithmomachia::report::{Destinations, LineEntry, Snapshot};
use rithmomachia::{Cell, Color, Game, Kind, Move, Pick, PickError, Rules};

fn cell(text: &str) -> Cell {
    text.parse().expect("a cell")
}

fn game(position: &str, preset: &str) -> Game {
    Game::from_text(position, Rules::preset(preset).expect("a preset")).expect("a position")
}

fn ids(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The move the pick of the piece on `from` to `to` plays (on a copy of `g`).
fn pick_move(g: &Game, from: Cell, to: Cell, ids: Option<&[String]>) -> Result<Move, PickError> {
    g.clone().play_pick(Pick::Move { from, to, ids })
}

/// The move the drop of prisoner `index` on `to` plays (on a copy of `g`).
fn pick_drop(g: &Game, index: usize, to: Cell, ids: Option<&[String]>) -> Result<Move, PickError> {
    g.clone().play_pick(Pick::Drop { index, to, ids })
}

/// The move the removal on `cell` plays (on a copy of `g`).
fn pick_removal(g: &Game, cell: Cell, option: Option<usize>) -> Result<Move, PickError> {
    g.clone().play_pick(Pick::Removal { cell, option })
}

fn text<E: std::fmt::Debug>(mv: Result<Move, E>) -> String {
    mv.expect("a move").to_string()
}

/// `boissiere`: White's S9 on a1 may go to d1 taking Black's pyramid on e8 whole (ambush) or
/// only its c16 (encounter), not both; or take nothing.
const PYRAMID: &str = "8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25c16),3/3,C16,4/4,T90,3/8/8/8/8/S9,7 w - - 0";

#[test]
fn a_choice_lists_each_capture_once_with_ids_and_a_default() {
    let g = game(PYRAMID, "boissiere");
    let offers = g.offers();
    let d = offers.moves.iter().find(|d| d.from == Some(cell("a1")) && d.to == cell("d1")).expect("a1-d1");
    assert_eq!(d.kind, Kind::Capture);
    assert!(d.is_choice());
    assert_eq!(d.label(), "a1-d1");
    let options: Vec<(&str, bool, String)> =
        d.options.iter().map(|o| (o.id.as_str(), o.fixed, o.capture.method.id().to_string())).collect();
    assert_eq!(options, [("e8#1", false, "ambush".to_string()), ("e8:16#1", false, "encounter".to_string())]);
    // The default takes the most (the whole pyramid comes first among equals).
    assert_eq!(d.default_ids(), ["e8#1"]);
    assert_eq!(text(pick_move(&g, cell("a1"), cell("d1"), None)), "a1-d1*e8");
    assert_eq!(text(pick_move(&g, cell("a1"), cell("d1"), Some(&ids(&["e8:16#1"])))), "a1-d1*e8:16");
    assert_eq!(text(pick_move(&g, cell("a1"), cell("d1"), Some(&[]))), "a1-d1");
    // The whole pyramid and one of its components: the engine's reason.
    let err = pick_move(&g, cell("a1"), cell("d1"), Some(&ids(&["e8#1", "e8:16#1"]))).unwrap_err();
    assert!(matches!(err, PickError::NoMatch { .. }), "{err:?}");
    let m = err.to_string();
    assert!(m.starts_with("a1-d1 cannot take exactly e8#1, e8:16#1: those captures cannot all be taken"), "{m}");
    // An id not on offer.
    let err = pick_move(&g, cell("a1"), cell("d1"), Some(&ids(&["e8"]))).unwrap_err();
    assert_eq!(err.to_string(), "'e8' is not a capture on offer for a1-d1");
}

#[test]
fn a_move_onto_a_victim_fixes_it() {
    // White C25 d4 may move onto Black's s25 on e5 (encounter) or c5 (power), taking more.
    let g = game("8/8/8/8/8/8/8/8/8/8/5,s625,2/2,c5,1,s25,3/3,C25,4/8/8/8 w - - 0", "boissiere");
    let offers = g.offers();
    let d = offers.moves.iter().find(|d| d.to == cell("e5")).expect("d4xe5");
    assert_eq!((d.kind, d.label()), (Kind::Replace, "d4xe5".to_string()));
    let options: Vec<(&str, bool)> = d.options.iter().map(|o| (o.id.as_str(), o.fixed)).collect();
    assert_eq!(options, [("c5#1", false), ("e5#1", true), ("f6#1", false)]);
    assert_eq!(d.default_ids(), ["e5#1", "c5#1", "f6#1"]);
    // A fixed id may be given or not.
    assert_eq!(text(pick_move(&g, cell("d4"), cell("e5"), Some(&ids(&["e5#1", "f6#1"])))), "d4xe5*f6");
    assert_eq!(text(pick_move(&g, cell("d4"), cell("e5"), Some(&ids(&["f6#1"])))), "d4xe5*f6");
    let quiet = offers.moves.iter().find(|d| d.to == cell("c3")).expect("d4-c3");
    assert_eq!(quiet.kind, Kind::Capture);
    assert_eq!(text(pick_move(&g, cell("d4"), cell("c3"), Some(&[]))), "d4-c3");
}

#[test]
fn automatic_captures_are_fixed_and_moves_single() {
    let g = game("c9,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "classic");
    let offers = g.offers();
    let d = offers.moves.iter().find(|d| d.to == cell("e3")).expect("d2-e3");
    assert_eq!((d.kind, d.is_choice()), (Kind::Capture, false));
    assert_eq!(d.options.iter().map(|o| (o.id.as_str(), o.fixed)).collect::<Vec<_>>(), [("f4#1", true)]);
    assert_eq!(d.default_ids(), ["f4#1"]);
    assert_eq!(text(pick_move(&g, cell("d2"), cell("e3"), None)), "d2-e3");
    assert_eq!(text(pick_move(&g, cell("d2"), cell("e3"), Some(&ids(&["f4#1"])))), "d2-e3");
    let quiet = offers.moves.iter().find(|d| d.to == cell("c3")).expect("d2-c3");
    assert_eq!(quiet.kind, Kind::Quiet);
    assert!(offers.drops.is_empty() && offers.removals.is_empty());
}

#[test]
fn a_pick_is_played_once_and_a_refused_one_changes_nothing() {
    let mut g = game(PYRAMID, "boissiere");
    let before = g.position().clone();
    // Both the whole pyramid and one of its components: refused, the game as it was.
    let both = ids(&["e8#1", "e8:16#1"]);
    let err = g.play_pick(Pick::Move { from: cell("a1"), to: cell("d1"), ids: Some(&both) }).unwrap_err();
    assert!(matches!(err, PickError::NoMatch { .. }), "{err:?}");
    assert_eq!((g.cursor(), g.position()), (0, &before));
    // The component alone: played, with the captures the move makes.
    let one = ids(&["e8:16#1"]);
    let mv = g.play_pick(Pick::Move { from: cell("a1"), to: cell("d1"), ids: Some(&one) }).unwrap();
    assert_eq!(mv.to_string(), "a1-d1*e8:16");
    let (last, captures) = g.last().expect("the move played");
    assert_eq!((last, captures.len()), (&mv, 1));
    assert_eq!(captures, before.captures(&mv).unwrap().as_slice());
    assert_eq!(g.position(), &before.play(&mv).unwrap());
    assert_eq!(g.cursor(), 1);
}

#[test]
fn bad_picks_say_why() {
    let g = Game::new(Rules::classic());
    let cases: [(&str, &str, &str); 4] = [
        ("c13", "b12", "the piece on c13 is black's, and white is to move"),
        ("c4", "c5", "c4"),
        ("e5", "e6", "no piece on e5"),
        ("h16", "h15", "black's"),
    ];
    for (from, to, fragment) in cases {
        let m = pick_move(&g, cell(from), cell(to), None).unwrap_err().to_string();
        assert!(m.contains(fragment), "{from}-{to}: {m}");
    }
    let mut short = Rules::classic();
    short.ranks = 14;
    let g = Game::new(short);
    assert_eq!(
        pick_move(&g, cell("a16"), cell("a15"), None).unwrap_err().to_string(),
        "a16 is off the board, which has 14 ranks"
    );
    assert!(matches!(pick_drop(&g, 0, cell("a15"), None), Err(PickError::OffBoard { .. })));
    // The game over: every pick says so.
    let mut g = game("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "classic");
    g.play(&"d2-e3".parse().unwrap()).unwrap();
    for err in [
        pick_move(&g, cell("e3"), cell("f4"), None),
        pick_drop(&g, 0, cell("a1"), None),
        pick_removal(&g, cell("a1"), None),
    ] {
        assert_eq!(err.unwrap_err().to_string(), "the game is over: white won by Blockade");
    }
    assert!(g.offers().moves.is_empty());
}

#[test]
fn drops_by_prisoner_index() {
    // Boissière: White holds t9 and c4; dropped on b1 or d1 the C4 may take the c16 on c2.
    let g = game("7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0", "boissiere");
    let offers = g.offers();
    let pieces: Vec<(usize, String, Color)> = offers.drops.iter().map(|d| (d.index, d.label(), d.color)).collect();
    assert_eq!(pieces, [(0, "T9".to_string(), Color::White), (1, "C4".to_string(), Color::White)]);
    let c4 = &offers.drops[1];
    let b1 = c4.destinations.iter().find(|d| d.to == cell("b1")).expect("C4@b1");
    assert_eq!((b1.from, b1.kind, b1.is_choice(), b1.label()), (None, Kind::Capture, true, "C4@b1".to_string()));
    assert_eq!(b1.default_ids(), ["c2#1"]);
    assert_eq!(text(pick_drop(&g, 1, cell("b1"), None)), "C4@b1*c2");
    assert_eq!(text(pick_drop(&g, 1, cell("b1"), Some(&[]))), "C4@b1");
    assert_eq!(text(pick_drop(&g, 0, cell("h1"), None)), "T9@h1");
    assert_eq!(
        pick_drop(&g, 2, cell("b1"), None).unwrap_err().to_string(),
        "white has no prisoner number 2 that may re-enter now"
    );
    assert_eq!(pick_drop(&g, 1, cell("c3"), None).unwrap_err().to_string(), "C4 may not re-enter on c3");
    assert_eq!(
        pick_drop(&g, 1, cell("b1"), Some(&ids(&["c3#1"]))).unwrap_err().to_string(),
        "'c3#1' is not a capture on offer for C4@b1"
    );
    // The snapshot marks which prisoner each drop re-enters.
    let s = Snapshot::of(&g);
    let white: Vec<(String, Option<u32>)> = s.prisoners.white.iter().map(|p| (p.token.clone(), p.drop)).collect();
    assert_eq!(white, [("t9".to_string(), Some(0)), ("c4".to_string(), Some(1))]);
    assert_eq!(s.drops[1].cells.len(), 8);
    assert_eq!((s.drops[1].prisoner.color, s.drops[1].prisoner.value), (Color::White, 4));
}

#[test]
fn removals_by_cell_and_option() {
    let g = game("c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0", "ludii");
    let offers = g.offers();
    assert_eq!(offers.removals.len(), 1);
    assert_eq!(offers.removals[0].cell, cell("a16"));
    assert_eq!(text(pick_removal(&g, cell("a16"), None)), "xa16");
    assert_eq!(text(pick_removal(&g, cell("a16"), Some(0))), "xa16");
    assert_eq!(
        pick_removal(&g, cell("a16"), Some(1)).unwrap_err().to_string(),
        "a16 has no removal number 1 (its removals: xa16)"
    );
    assert_eq!(pick_removal(&g, cell("h9"), None).unwrap_err().to_string(), "nothing on h9 may be removed now");
}

#[test]
fn the_snapshot_names_pieces_movers_and_the_start() {
    let mut g = game("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,P(S36C1),6 b - - 0", "classic");
    let s = Snapshot::of(&g);
    assert_eq!((s.turn, s.start_turn), (Color::Black, Color::Black));
    let pyramid = s.pieces.iter().find(|p| p.cell == "b1").expect("the pyramid");
    assert_eq!((pyramid.value, pyramid.parts.len()), (37, 2));
    assert_eq!(s.pieces.len(), 3);
    g.play(&"a16-b15".parse().unwrap()).unwrap();
    g.play(&"a1-b2".parse().unwrap()).unwrap();
    g.undo();
    let s = Snapshot::of(&g);
    let movers: Vec<(String, Color)> = LineEntry::from_game(&g, 0).iter().map(|e| (e.mv.clone(), e.mover)).collect();
    assert_eq!(movers, [("a16-b15".to_string(), Color::Black), ("a1-b2".to_string(), Color::White)]);
    assert_eq!((s.cursor, s.line_length, s.turn, s.start_turn), (1, 2, Color::White, Color::Black));
    assert_eq!(g.mover(2), None);
    // The moves a reader lacks: from its count on; none past the end.
    let tail: Vec<String> = LineEntry::from_game(&g, 1).into_iter().map(|e| e.mv).collect();
    assert_eq!(tail, ["a1-b2"]);
    assert!(LineEntry::from_game(&g, 5).is_empty());
}

#[test]
fn the_line_edits_count_cuts_not_moves() {
    let mut g = Game::new(Rules::classic());
    let edits = |g: &Game| Snapshot::of(g).line_edits;
    for mv in ["c4-d5", "c13-d12", "d5-c4"] {
        g.play(&mv.parse().unwrap()).unwrap();
    }
    assert_eq!(edits(&g), 0, "moves played at the end only grow the line");
    g.undo();
    g.undo();
    assert_eq!(edits(&g), 0, "undo keeps the line");
    g.redo();
    g.play(&"d5-c4".parse().unwrap()).unwrap();
    assert_eq!(edits(&g), 1, "a move before the end cuts the line, even the same move");
    assert_eq!(Snapshot::of(&g).line_length, 3);
    g.undo();
    g.play(&"d5-e6".parse().unwrap()).unwrap();
    assert_eq!(edits(&g), 2);
    assert_eq!(LineEntry::from_game(&g, 2)[0].mv, "d5-e6");
}

#[test]
fn the_snapshot_json_has_the_documented_shapes() {
    let g = Game::new(Rules::classic());
    let json = serde_json::to_value(Snapshot::of(&g)).expect("serialises");
    let keys = |v: &serde_json::Value| -> Vec<String> { v.as_object().expect("an object").keys().cloned().collect() };
    let mut top = keys(&json);
    top.sort();
    assert_eq!(
        top,
        [
            "abortable",
            "cursor",
            "drops",
            "ending",
            "finished",
            "lineEdits",
            "lineLength",
            "movers",
            "pieces",
            "ply",
            "prisoners",
            "ranks",
            "removals",
            "startTurn",
            "turn"
        ]
    );
    assert_eq!(
        (&json["abortable"], &json["ending"], &json["finished"]),
        (&serde_json::json!(true), &serde_json::Value::Null, &serde_json::json!(false))
    );
    // The pieces that may move, in cell order: not those hemmed in on the back rank (c1 to f1).
    let movers: Vec<&str> = json["movers"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert!(movers.contains(&"c4") && movers.contains(&"a1") && !movers.contains(&"d1"), "{movers:?}");
    assert!(movers.windows(2).all(|w| cell(w[0]) < cell(w[1])), "{movers:?}");
    // A piece's destinations, asked when it is picked up.
    let c4 = serde_json::to_value(Destinations::of(&g.destinations_from(cell("c4")).unwrap())).expect("serialises");
    assert_eq!(c4["captures"], serde_json::json!([]));
    let d5 = c4["destinations"].as_array().unwrap().iter().find(|d| d["to"] == "d5").expect("c4-d5").clone();
    assert_eq!(
        d5,
        serde_json::json!({"from": "c4", "to": "d5", "kind": "quiet", "choice": false, "label": "c4-d5", "move": "c4-d5", "options": [], "default": []})
    );
    assert!(g.destinations_from(cell("d1")).unwrap().is_empty(), "a piece that may not move has none");
    assert_eq!(g.destinations_from(cell("a16")).unwrap().len(), 0, "nor has an enemy piece");
    assert_eq!(g.drop_offer(0).unwrap_err().to_string(), "white has no prisoner number 0 that may re-enter now");
    let pyramid = json["pieces"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["shape"] == "pyramid" && p["color"] == "white")
        .expect("White's pyramid");
    assert_eq!(pyramid["value"], serde_json::json!(91));
    assert_eq!(pyramid["parts"][0], serde_json::json!({"shape": "square", "value": 36}));
}

#[test]
fn victory_options_follow_the_preset_and_the_rules() {
    use rithmomachia::report::VictoryOption;
    let ids = |rules: &Rules| VictoryOption::offered(rules).iter().map(|o| o.id).collect::<Vec<_>>();
    let boissiere = ids(&Rules::boissiere());
    assert!(
        boissiere.contains(&"proceeds") && boissiere.contains(&"body") && boissiere.contains(&"blockade"),
        "{boissiere:?}"
    );
    let classic = VictoryOption::offered(&Rules::classic());
    let corpore = classic.iter().find(|o| o.id == "de-corpore").expect("de-corpore");
    assert!(corpore.enabled && !corpore.proper);
    assert_eq!(corpore.conditions.iter().map(|c| (c.field, c.at_least)).collect::<Vec<_>>(), [("pieces", true)]);
    let honore = classic.iter().find(|o| o.id == "de-honore").expect("de-honore");
    assert_eq!(
        honore.conditions.iter().map(|c| (c.field, c.at_least)).collect::<Vec<_>>(),
        [("value", true), ("pieces", false)]
    );
    assert!(!ids(&Rules::ludii()).contains(&"de-corpore"));
}
