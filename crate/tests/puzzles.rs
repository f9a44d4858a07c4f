//! Puzzles (docs/puzzles.md): the judgement on hand-checked positions, the shipped sets (their
//! shape, their lines and themes, and the engine's uniqueness check run again), the reading of
//! set files, and a generation that gives the same set twice.

use std::collections::HashSet;

use rithmomachia::notation::parse_position;
use rithmomachia::puzzle_set::{read_set, rejudge, SetError};
use rithmomachia::puzzles::{check, generate, judge, Band, NotPuzzle, Spec, Theme};
use rithmomachia::search::Engine;
use rithmomachia::{Position, Rules};

fn position(text: &str, rules: Rules) -> Position {
    Position::from_setup(parse_position(text).expect("parses"), rules).expect("valid")
}

/// The shipped sets (www/puzzles/<preset>.json), by preset: every one the page offers.
fn shipped() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../www/puzzles");
    let mut sets: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("the sets' folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            (
                p.file_stem().expect("a name").to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).expect("readable"),
            )
        })
        .collect();
    sets.sort();
    assert!(sets.iter().any(|(p, _)| p == "classic"), "the classic set is shipped");
    sets
}

#[test]
fn hand_checked_positions_are_judged() {
    // (position, classic rules, the first move expected, or the judgement's refusal)
    enum Want {
        Puzzle(&'static str, Theme),
        Not(fn(&NotPuzzle) -> bool),
    }
    let table: &[(&str, Want)] = &[
        // White's round 16 on d2 steps to e3 and takes the triangle 16 on f4 by equality; no
        // other move takes anything.
        ("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Want::Puzzle("d2-e3", Theme::Capture)),
        // The same round, with a second triangle 16 on b4 and another on h4 out of reach: to
        // e3 or to c3, it takes a 16 either way: two moves as good, no puzzle.
        (
            "c97,7/8/8/8/8/8/8/8/8/8/8/8/1,t16,3,t16,2/8/3,C16,4/8 w - - 0",
            Want::Not(|n| matches!(n, NotPuzzle::NotUnique { .. })),
        ),
        // The start: nothing to take, nothing clearly best.
        ("", Want::Not(|n| matches!(n, NotPuzzle::NotUnique { .. } | NotPuzzle::Quiet))),
        // Black's lone round has one cell to go to.
        ("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,C2 w - - 0", Want::Not(|n| matches!(n, NotPuzzle::Forced))),
    ];
    let mut engine = Engine::new(1 << 22);
    for (text, want) in table {
        let p = if text.is_empty() { Position::new(Rules::classic()) } else { position(text, Rules::classic()) };
        let got = judge(&mut engine, &p, &Spec::standard());
        match (want, &got) {
            (Want::Puzzle(mv, theme), Ok(puzzle)) => {
                assert_eq!(puzzle.line[0].to_string(), *mv, "{text}");
                assert_eq!(puzzle.theme, *theme, "{text}");
                assert!(puzzle.gap >= Spec::standard().margin, "{text}");
                let words = rithmomachia::english::says(&puzzle.says);
                assert!(words.contains("by equality (16 = 16)"), "{text}: {words}");
            }
            (Want::Not(ok), Err(why)) => assert!(ok(why), "{text}: refused for another reason: {why}"),
            (_, got) => panic!("{text}: unexpected judgement {got:?}"),
        }
    }
}

#[test]
fn moves_that_win_at_once_are_one_answer() {
    // Black's c16 on b12 and t56 on f12 (White's enemy territory); White's triangle 36 slides
    // d10-d12 between them: 16, 36, 56, Victoria Magna, whatever else White could do.
    let one = position("8/8/8/8/1,c16,3,t56,2/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0", Rules::classic());
    // A second triangle 36 on d14 slides down to d12 for the same win: not "two equal moves, no
    // puzzle" but one answer with two ways to play it.
    let two = position("8/8/3,T36,4/8/1,c16,3,t56,2/8/3,T36,4/8/8/8/8/8/8/8/8/8 w - - 0", Rules::classic());
    let mut engine = Engine::new(1 << 22);
    let names = |moves: &[rithmomachia::Move]| moves.iter().map(ToString::to_string).collect::<Vec<_>>();
    let a = judge(&mut engine, &one, &Spec::quick()).expect("a puzzle");
    assert_eq!((names(&a.line), names(&a.also), a.theme), (vec!["d10-d12".to_string()], vec![], Theme::Victory));
    let b = judge(&mut engine, &two, &Spec::quick()).expect("a puzzle");
    assert_eq!(b.theme, Theme::Victory);
    let mut both = names(&b.line);
    both.extend(names(&b.also));
    both.sort();
    assert_eq!(both, ["d10-d12", "d14-d12"], "the line's move and the other win");
    // A set's check holds the set to the other answers it lists.
    assert!(check(&mut engine, &two, &b.line, &b.also, &Spec::quick()).is_ok());
    let missing = check(&mut engine, &two, &b.line, &[], &Spec::quick()).expect_err("the other win is not listed");
    assert!(
        matches!(&missing, NotPuzzle::Also { expected, found } if expected.is_empty() && found == &b.also[0].to_string()),
        "{missing}"
    );
    assert!(missing.to_string().contains("the set accepts also none"), "{missing}");
}

#[test]
fn a_judgement_does_not_depend_on_earlier_searches() {
    let p = position("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", Rules::classic());
    let mut fresh = Engine::new(1 << 22);
    let first = judge(&mut fresh, &p, &Spec::quick()).expect("a puzzle");
    let mut used = Engine::new(1 << 22);
    let _ = judge(&mut used, &Position::new(Rules::boissiere()), &Spec::quick());
    let again = judge(&mut used, &p, &Spec::quick()).expect("a puzzle");
    assert_eq!((first.line, first.rating, first.gap), (again.line, again.rating, again.gap));
}

/// What a line does to the game: each position along it.
fn walk(start: &Position, line: &[rithmomachia::Move]) -> Vec<Position> {
    let mut out = vec![start.clone()];
    for mv in line {
        let next = out.last().expect("a position").play(mv).expect("legal");
        out.push(next);
    }
    out
}

#[test]
fn shipped_sets_are_well_formed() {
    let core_words: serde_json::Value =
        serde_json::from_str(include_str!("../../www/lang/en-core.json")).expect("JSON");
    for (preset, text) in shipped() {
        let set = read_set(&text).unwrap_or_else(|e| panic!("{preset}: {e}"));
        let raw: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(raw["rules"], preset.as_str());
        let entries = raw["puzzles"].as_array().expect("a list");
        assert!(set.puzzles.len() >= 100, "{preset}: {} puzzles", set.puzzles.len());
        let (mut ids, mut positions, mut bands) = (HashSet::new(), HashSet::new(), HashSet::new());
        let mut last_rating = 0;
        for (i, (p, e)) in set.puzzles.iter().zip(entries).enumerate() {
            let id = &p.id;
            assert!(ids.insert(id.clone()), "{preset}: {id} twice");
            assert!(positions.insert(p.position.to_setup().to_string()), "{preset}: {id}'s position twice");
            assert_eq!(p.position.rules().preset.id(), preset);
            // Written as the core prints them: the page compares the text of the move played.
            assert_eq!(e["position"].as_str(), Some(p.position.to_setup().to_string().as_str()), "{id}");
            let line: Vec<String> = p.line.iter().map(ToString::to_string).collect();
            assert_eq!(e["line"], serde_json::json!(line), "{id}");
            assert_eq!(p.line.len() % 2, 1, "{id}: the solver plays last");
            assert_eq!(e["from"], serde_json::json!(p.line[0].from().map(|c| c.to_string())), "{id}");
            assert_eq!(e["to"], p.line[0].to().to_string(), "{id}");
            let rating = e["rating"].as_u64().expect("a rating") as u16;
            assert!(rating >= last_rating, "{id}: easiest first");
            last_rating = rating;
            let band = Band::of_rank(i, set.puzzles.len());
            assert_eq!(e["level"], serde_json::json!(band), "{id}");
            bands.insert(format!("{band:?}"));
            // The theme is what the line does.
            let along = walk(&p.position, &p.line);
            let solver = p.position.turn();
            let captures = |i: usize| !along[i].captures(&p.line[i]).expect("legal").is_empty();
            match e["theme"].as_str().expect("a theme") {
                "capture" => assert!(captures(0), "{id}: the first move captures"),
                "combination" => assert!(p.line.len() == 3 && captures(2), "{id}: the solver's second move captures"),
                "victory" => {
                    let end = along.last().expect("a position").outcome().map(|o| o.winner());
                    assert_eq!(end, Some(Some(solver)), "{id}: the line wins");
                }
                other => panic!("{id}: theme {other}"),
            }
            // Other good first moves: the same answer (the same piece's move, or another win at
            // once), for a one-move line only, written as the core prints them.
            if !p.also.is_empty() {
                assert_eq!(p.line.len(), 1, "{id}: other answers only for one move");
                let also: Vec<String> = p.also.iter().map(ToString::to_string).collect();
                assert_eq!(e["also"], serde_json::json!(also), "{id}");
                let wins = |m: &rithmomachia::Move| {
                    p.position.play(m).expect("legal").outcome().map(|o| o.winner()) == Some(Some(solver))
                };
                for m in &p.also {
                    assert!(*m != p.line[0], "{id}: {m} is the line's move");
                    assert!(
                        m.action == p.line[0].action || (wins(m) && wins(&p.line[0])),
                        "{id}: {m} is not the same answer"
                    );
                }
            }
            for say in e["says"].as_array().expect("sentences") {
                let key = say["key"].as_str().expect("a key");
                assert!(core_words.get(key).is_some(), "{id}: no words for {key}");
            }
        }
        assert_eq!(bands.len(), 3, "{preset}: easy, medium and hard puzzles ({bands:?})");
    }
}

#[test]
fn the_page_offers_the_shipped_sets() {
    let shell = include_str!("../../www/puzzle-sets.js");
    let line = shell.lines().find(|l| l.starts_with("export const PRESETS = [")).expect("the page's list of sets");
    let offered: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
    let sets: Vec<String> = shipped().into_iter().map(|(p, _)| p).collect();
    let mut sorted = offered.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, sets, "{line}");
}

/// Every puzzle of a preset's set judged again at the set's own budget: the same first move,
/// still clearly the best, the same line and other answers, rated the same, explained in the
/// sentences the core writes now (pieces named in words, not codes) (what
/// `rithmo puzzles www/puzzles/<preset>.json` prints). One test a set, so they run side by side.
fn rejudged(preset: &str) {
    let (_, text) =
        shipped().into_iter().find(|(p, _)| p == preset).unwrap_or_else(|| panic!("www/puzzles/{preset}.json"));
    let mut engine = Engine::new(8 << 20);
    let set = read_set(&text).expect("readable");
    let raw: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    for (p, e) in set.puzzles.iter().zip(raw["puzzles"].as_array().expect("a list")) {
        match rejudge(&mut engine, p, &set.spec) {
            Ok(again) => {
                assert_eq!(again.line, p.line, "{preset} {}: the same line", p.id);
                assert_eq!(e["rating"].as_u64(), Some(u64::from(again.rating)), "{preset} {}", p.id);
            }
            Err(why) => panic!("{preset} {}: {why}", p.id),
        }
    }
}

#[test]
fn the_classic_set_is_still_the_engines_unique_answers() {
    rejudged("classic");
}

#[test]
fn the_boissiere_set_is_still_the_engines_unique_answers() {
    rejudged("boissiere");
}

#[test]
fn the_simplified_set_is_still_the_engines_unique_answers() {
    rejudged("simplified");
}

#[test]
fn the_ludii_set_is_still_the_engines_unique_answers() {
    rejudged("ludii");
}

#[test]
fn every_shipped_set_is_judged_again() {
    // The four tests above, one a preset: a set added is a test to add.
    let sets: Vec<String> = shipped().into_iter().map(|(p, _)| p).collect();
    assert_eq!(sets, ["boissiere", "classic", "ludii", "simplified"]);
}

#[test]
fn a_generation_is_reproducible_and_checks() {
    let start = Position::new(Rules::classic());
    let spec = Spec::quick();
    let mut heard = Vec::new();
    let a = generate(&start, &spec, 3, 11, 40, 1, &mut |games, found| heard.push((games, found)));
    let b = generate(&start, &spec, 3, 11, 40, 1, &mut |_, _| {});
    assert_eq!(a.puzzles.len(), 3, "found in {} games", a.games);
    assert_eq!(heard.last(), Some(&(a.games, 3)), "the progress heard ends with the generation's count");
    assert_eq!(heard.len() as u32, a.games, "one report a game with one thread");
    let lines = |g: &rithmomachia::puzzles::Generated| {
        g.puzzles.iter().map(|p| (p.position.to_setup().to_string(), p.line.clone(), p.rating)).collect::<Vec<_>>()
    };
    assert_eq!(lines(&a), lines(&b));
    // Two threads: the games in rounds of two, the same set however the threads run.
    let c = generate(&start, &spec, 3, 11, 40, 2, &mut |_, _| {});
    let d = generate(&start, &spec, 3, 11, 40, 2, &mut |_, _| {});
    assert_eq!(c.puzzles.len(), 3);
    assert_eq!(lines(&c), lines(&d));
    assert_eq!(c.games % 2, 0, "whole rounds of two games");
    let mut engine = Engine::new(1 << 22);
    for p in a.puzzles.iter().chain(&c.puzzles) {
        let again = check(&mut engine, &p.position, &p.line, &p.also, &spec).expect("still a puzzle");
        assert_eq!(again.rating, p.rating);
    }
    assert!(a.puzzles.windows(2).all(|w| w[0].rating <= w[1].rating));
}

#[test]
fn set_files_that_cannot_be_read_say_why() {
    let good = r#"{"format":1,"rules":"classic","nodes":2000,"margin":150,"puzzles":[{"id":"x","position":"c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0","line":["d2-e3"]}]}"#;
    assert!(read_set(good).is_ok());
    // (the change, what the error says)
    let table: &[(&str, &str, fn(&SetError) -> bool)] = &[
        ("\"format\":1", "\"format\":2", |e| matches!(e, SetError::Format(2))),
        ("classic", "chess", |e| matches!(e, SetError::Rules(_))),
        ("c97,7", "c97,8", |e| matches!(e, SetError::Position { .. })),
        ("[\"d2-e3\"]", "[\"d2-e3\",\"zz\"]", |e| matches!(e, SetError::Line { n: 2, .. })),
        ("[\"d2-e3\"]", "[\"d2-d8\"]", |e| matches!(e, SetError::Line { n: 1, .. })),
        ("[\"d2-e3\"]", "[]", |e| matches!(e, SetError::Empty(_))),
        ("\"puzzles\"", "\"puzzle\"", |e| matches!(e, SetError::Shape(_))),
        ("[\"d2-e3\"]", "[\"d2-e3\"],\"also\":[\"d2-d8\"]", |e| matches!(e, SetError::Also { n: 1, .. })),
        ("[\"d2-e3\"]", "[\"d2-e3\"],\"also\":[\"d2-c3\",\"??\"]", |e| matches!(e, SetError::Also { n: 2, .. })),
    ];
    for (from, to, want) in table {
        let text = good.replacen(from, to, 1);
        let err = read_set(&text).expect_err(to);
        assert!(want(&err), "{to}: {err:?}");
        assert!(!err.to_string().is_empty());
    }
    assert!(matches!(read_set("{"), Err(SetError::Shape(_))));
    // Other good first moves, when legal, are read with the puzzle.
    let also = read_set(&good.replacen("[\"d2-e3\"]", "[\"d2-e3\"],\"also\":[\"d2-c3\"]", 1)).expect("readable");
    assert_eq!(also.puzzles[0].also.iter().map(ToString::to_string).collect::<Vec<_>>(), ["d2-c3"]);
}

#[test]
fn a_set_explained_in_other_words_than_the_cores_is_found() {
    // White's round 16 on d2 steps to e3 and takes the black triangle 16 on f4 by equality: the
    // set's explanation names the piece in words, as the core does, or in its old code.
    let set = |says: &str| {
        format!(
            r#"{{"format":1,"rules":"classic","nodes":2000,"margin":150,"puzzles":[{{"id":"x","position":"c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0","line":["d2-e3"],"says":{says}}}]}}"#
        )
    };
    let mut engine = Engine::new(1 << 22);
    let first = read_set(&set("[]")).expect("readable");
    let found =
        check(&mut engine, &first.puzzles[0].position, &first.puzzles[0].line, &[], &first.spec).expect("a puzzle");
    let words = serde_json::to_string(&found.says).expect("JSON");
    assert!(words.contains(r#""piece":{"key":"piece.describe""#), "{words}");
    let english = rithmomachia::english::says(&found.says);
    assert!(english.contains("the black triangle 16 on f4"), "{english}");
    // (the stored explanation, judged again as the core's)
    let table = [
        (words.clone(), true),
        (words.replacen(r#"{"key":"piece.describe","params":{"color":{"t":"color.black"},"shape":{"t":"shape.triangle"},"value":16}}"#, r#""t16""#, 1), false),
        ("[]".to_string(), false),
    ];
    for (says, same) in table {
        let read = read_set(&set(&says)).expect("readable");
        let verdict = rejudge(&mut engine, &read.puzzles[0], &read.spec);
        assert_eq!(verdict.is_ok(), same, "{says}: {verdict:?}");
        if !same {
            assert_eq!(verdict.unwrap_err(), NotPuzzle::Says);
        }
    }
}
