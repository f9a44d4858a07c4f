//! Studies (docs/records.md, "Studies"): a study written canonically and read back the same,
//! every fault of a file with its sentence, the answers worked out on hand-checked positions
//! (which pieces can capture a piece, what a move captures and the choices offered), and a
//! student's answers judged.

use rithmomachia::report::StudyReport;
use rithmomachia::study::{Ask, JudgeError, Study, StudyError, MAX_CHOICES, MAX_STUDY_BYTES};
use rithmomachia::study_text::StudyFile;
use rithmomachia::{Cell, Position, Rules};

/// White's C16 on d2 takes Black's t16 on f4 by equality from e3; Black's rounds c97 on a16 and
/// c5 on h16 keep Black movable (a16-b15, h16-g15).
const EQUALITY: &str = "c97,6,c5/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
/// White's C16 already on e3 reaches Black's t16 on f4 (explain.rs's example).
const EXPLAINED: &str = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/8 w - - 0";
/// White's T30 on d5 (a knight's leap from e7) and C15 on f6 (a diagonal step) together make
/// 45: an ambush of Black's t45 on e7.
const AMBUSH_SET: &str = "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/3,T30,4/8/8/8/8 w - - 0";
/// The same with the T30 on d3: d3-d5 and d3-e5 take the t45 by ambush, f6-e5 and f6-g7 by
/// eruption (15 × 3), nothing else captures.
const AMBUSH: &str = "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0";

/// A study file of these chapters (JSON objects, comma-separated) under classic rules.
fn file(chapters: &str) -> String {
    format!(
        r#"{{"format": "rithmomachia-study", "version": 1, "title": "Lesson", "rules": "classic", "chapters": [{chapters}]}}"#
    )
}

/// A chapter from `start` with `moves` (a JSON list) and these steps (JSON objects).
fn chapter(start: &str, moves: &str, steps: &str) -> String {
    format!(r#"{{"title": "One", "start": "{start}", "moves": {moves}, "steps": [{steps}]}}"#)
}

/// A study of one chapter asking `question` (a JSON object) at `ply` of `moves` from `start`.
fn asking(start: &str, moves: &str, ply: usize, question: &str) -> String {
    file(&chapter(start, moves, &format!(r#"{{"ply": {ply}, "comment": "", "question": {question}}}"#)))
}

fn cells(list: &[&str]) -> Vec<Cell> {
    list.iter().map(|c| c.parse().expect("a cell")).collect()
}

#[test]
fn a_study_is_written_canonically_and_read_back_the_same() {
    // Written loosely: spaces, the rules as an object, optional fields left out, moves and
    // answers as the notation allows; the canonical text writes every field.
    let loose = format!(
        r#"{{"format": "rithmomachia-study", "version": 1, "title": "Équalité", "rules": {},
        "chapters": [
          {{"title": "Take it", "start": "{EQUALITY}", "moves": ["d2-e3", "a16-b15"], "annotations": "0Gd2e3_1Rf4",
            "steps": [
              {{"ply": 0, "comment": "White to play.", "question": {{"kind": "captures", "move": "d2-e3"}}}},
              {{"ply": 1, "question": {{"kind": "move", "answers": ["a16-b15", "h16-g15"], "hint": "Either round."}}}},
              {{"ply": 2, "comment": "Done \"quoted\".", "question": null}}]}},
          {{"moves": [], "start": "", "steps": []}}]}}"#,
        Rules::classic().to_json()
    );
    let canonical = concat!(
        r#"{"format":"rithmomachia-study","version":1,"title":"Équalité","rules":"classic","chapters":["#,
        r#"{"title":"Take it","start":"c97,6,c5/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0","#,
        r#""moves":["d2-e3","a16-b15"],"annotations":"0Gd2e3_1Rf4","steps":["#,
        r#"{"ply":0,"comment":"White to play.","question":{"kind":"captures","move":"d2-e3","hint":"","explain":""}},"#,
        r#"{"ply":1,"comment":"","question":{"kind":"move","answers":["a16-b15","h16-g15"],"hint":"Either round.","explain":""}},"#,
        r#"{"ply":2,"comment":"Done \"quoted\".","question":null}]},"#,
        r#"{"title":"","start":"","moves":[],"annotations":"","steps":[]}]}"#
    );
    let study = Study::read(&loose).expect("a study");
    assert_eq!(study.text(), canonical);
    let again = Study::read(canonical).expect("its text is a study");
    assert_eq!(again.text(), canonical);
    assert_eq!(StudyFile::read(canonical).expect("read"), study.file());
    assert_eq!(again.chapters[1].start, Position::new(Rules::classic()));
    // Custom rules are written whole, and read back the same; the report names no preset.
    let mut rules = Rules::classic();
    rules.ply_cap = 300;
    let custom = canonical.replace(r#""rules":"classic""#, &format!(r#""rules":{}"#, rules.to_json()));
    let study = Study::read(&custom).expect("custom rules");
    assert_eq!(study.rules, rules);
    assert_eq!(study.text(), custom);
    let report = serde_json::to_value(StudyReport::of(&study)).expect("JSON");
    assert_eq!(report["preset"], serde_json::Value::Null);
    assert_eq!(Rules::from_json(report["rules"].as_str().expect("rules JSON")).expect("rules"), rules);
}

#[test]
fn every_fault_has_its_sentence() {
    let header = |rest: &str| format!(r#"{{"format": "rithmomachia-study", "version": 1, {rest}}}"#);
    let with_chapters =
        |chapters: &str| header(&format!(r#""title": "T", "rules": "classic", "chapters": [{chapters}]"#));
    let in_chapter = |fields: &str| with_chapters(&format!("{{{fields}}}"));
    let step = |s: &str| in_chapter(&format!(r#""moves": ["a3-b5"], "steps": [{s}]"#));
    let at_start = |q: &str| step(&format!(r#"{{"ply": 0, "question": {q}}}"#));
    let at = |position: &str, q: &str| asking(position, "[]", 0, q);
    let long = |n: usize| "é".repeat(n);
    let many = |n: usize, item: &str| vec![item; n].join(",");
    let questions =
        (0..=1000).map(|ply| format!(r#"{{"ply": {ply}, "question": {{"kind": "attackers", "target": "a1"}}}}"#));
    let too_many_questions = in_chapter(&format!(
        r#""moves": [{}], "steps": [{}]"#,
        many(1000, r#""zz""#),
        questions.collect::<Vec<_>>().join(",")
    ));
    // (the file, the start of the English sentence)
    let cases: Vec<(String, &str)> = vec![
        (" ".repeat(MAX_STUDY_BYTES + 1), "the file is too large to be a study (more than 1048576 bytes)"),
        ("[".into(), "the file is not JSON ("),
        ("[]".into(), "the file is not a study (a JSON object)"),
        (r#"{"format": "rithmomachia-game", "version": 1}"#.into(), r#"the file is not a study (its "format" is not "rithmomachia-study")"#),
        (r#"{"format": "rithmomachia-study", "version": "1"}"#.into(), r#"the study's "version" must be the number 1"#),
        (r#"{"format": "rithmomachia-study", "version": 2}"#.into(), "studies of version 2 cannot be read here"),
        (r#"{"format": "rithmomachia-study"}"#.into(), "studies of version (none) cannot be read here"),
        (header(r#""rules": "classic""#), r#"the study has no title ("title": a text)"#),
        (header(r#""title": 7"#), r#"the study has no title"#),
        (header(&format!(r#""title": "{}""#, long(201))), "the study's title is 201 characters long, more than 200"),
        (header(r#""title": "T""#), "the study does not say which rules it is for"),
        (header(r#""title": "T", "rules": "chess""#), "unknown rules preset 'chess'"),
        (header(r#""title": "T", "rules": {"preset": "classic"}"#), "rules: "),
        (header(r#""title": "T", "rules": "classic""#), r#"the study's "chapters" is not a list of chapters"#),
        (header(r#""title": "T", "rules": "classic", "chapters": {}"#), r#"the study's "chapters" is not a list"#),
        (with_chapters(""), "the study has no chapter"),
        (with_chapters(&many(65, r#"{"moves": []}"#)), "the study has 65 chapters, and studies of at most 64 chapters are read here"),
        (too_many_questions, "the study asks more than 1000 questions, the most a study may ask"),
        (with_chapters(r#"{"moves": []}, 3"#), "chapter 2: it is not a JSON object"),
        (in_chapter(r#""title": 3, "moves": []"#), r#"chapter 1: the chapter's "title" is not text"#),
        (in_chapter(&format!(r#""title": "{}", "moves": []"#, long(201))), "chapter 1: the chapter's title is 201 characters long, more than 200"),
        (in_chapter(r#""start": 3, "moves": []"#), r#"chapter 1: the chapter's "start" is not a position text"#),
        (in_chapter(r#""start": "8/8 w - - 0", "moves": []"#), "chapter 1: the start position: "),
        (in_chapter(r#""moves": "a3-b5""#), r#"chapter 1: the chapter's "moves" is not a list of moves"#),
        (in_chapter(&format!(r#""moves": [{}]"#, many(10_001, r#""zz""#))), "chapter 1: the chapter's line has 10001 moves, and lines of at most 10000 moves are read here"),
        (in_chapter(r#""moves": ["a3-b5", 3]"#), "chapter 1: move 2 is not text"),
        (in_chapter(r#""moves": ["zz"]"#), "chapter 1: move 1 (zz) cannot be read: "),
        (in_chapter(r#""moves": ["a3-b5", "a1-a2"]"#), "chapter 1: move 2 (a1-a2) is not legal: "),
        (in_chapter(r#""moves": ["a3-b5"], "annotations": 3"#), r#"chapter 1: the chapter's "annotations" (its drawings) is not text"#),
        (in_chapter(r#""moves": ["a3-b5"], "annotations": "5Rb5""#), "chapter 1: annotations: move 5 is past the end of the game, which has 1 moves"),
        (in_chapter(r#""moves": [], "steps": {}"#), r#"chapter 1: the chapter's "steps" is not a list of steps"#),
        (step("3"), "chapter 1: step 1 is not a JSON object"),
        (step("{}"), r#"chapter 1: step 1 has no "ply""#),
        (step(r#"{"ply": -1}"#), r#"chapter 1: step 1 has no "ply""#),
        (step(r#"{"ply": 0.5}"#), r#"chapter 1: step 1 has no "ply""#),
        (step(r#"{"ply": 2}"#), "chapter 1: step 1 is after move 2, past the end of the chapter's line, which has 1 move"),
        (step(r#"{"ply": 1}, {"ply": 1}"#), "chapter 1: step 2 (after move 1) does not come after the step before it"),
        (step(r#"{"ply": 1}, {"ply": 0}"#), "chapter 1: step 2 (on the start position) does not come after the step before it"),
        (step(r#"{"ply": 1, "comment": 3}"#), r#"chapter 1: after move 1: the step's "comment" is not text"#),
        (step(&format!(r#"{{"ply": 1, "comment": "{}"}}"#, long(2001))), "chapter 1: after move 1: the step's comment is 2001 characters long, more than 2000"),
        (at_start("3"), r#"chapter 1: on the start position: the step's "question" is not a JSON object"#),
        (at_start("{}"), r#"chapter 1: on the start position: the question's "kind" is not move, attackers or captures"#),
        (at_start(r#"{"kind": "Move"}"#), r#"chapter 1: on the start position: the question's "kind" is not move"#),
        (at_start(r#"{"kind": "move"}"#), r#"chapter 1: on the start position: the question's "answers" is not a list of one move or more"#),
        (at_start(r#"{"kind": "move", "answers": []}"#), r#"chapter 1: on the start position: the question's "answers" is not"#),
        (at_start(r#"{"kind": "move", "answers": ["a3-b5", 3]}"#), "chapter 1: on the start position: answer 2 is not text"),
        (at_start(r#"{"kind": "move", "answers": ["zz"]}"#), "chapter 1: on the start position: answer 1 (zz) cannot be read: "),
        (at_start(r#"{"kind": "move", "answers": ["a3-b5", "a1-a2"]}"#), "chapter 1: on the start position: answer 2 (a1-a2) is not legal here: "),
        (at_start(r#"{"kind": "attackers"}"#), r#"chapter 1: on the start position: the question's "target" is not a cell"#),
        (at_start(r#"{"kind": "attackers", "target": 3}"#), r#"chapter 1: on the start position: the question's "target" is not"#),
        (at_start(r#"{"kind": "attackers", "target": "k1"}"#), "chapter 1: on the start position: the question's target: 'k1' is not a cell"),
        (at(EQUALITY, r#"{"kind": "attackers", "target": "e5"}"#), "chapter 1: on the start position: there is no piece on e5, the question's target"),
        (at(EQUALITY, r#"{"kind": "attackers", "target": "d2"}"#), "chapter 1: on the start position: the piece on d2 is the side to move's own"),
        (at(EQUALITY, r#"{"kind": "attackers", "target": "f4"}"#), "chapter 1: on the start position: no piece of the side to move can take part in capturing the piece on f4 here"),
        (at_start(r#"{"kind": "captures"}"#), r#"chapter 1: on the start position: the question's "move" is not text"#),
        (at_start(r#"{"kind": "captures", "move": "zz"}"#), "chapter 1: on the start position: the question's move (zz) cannot be read: "),
        (at_start(r#"{"kind": "captures", "move": "a1-a2"}"#), "chapter 1: on the start position: the question's move (a1-a2) is not legal here: "),
        (at_start(r#"{"kind": "captures", "move": "c4-d5"}"#), "chapter 1: on the start position: the question's move c4-d5 captures nothing"),
        (at_start(r#"{"kind": "move", "answers": ["a3-b5"], "hint": 3}"#), r#"chapter 1: on the start position: the question's "hint" is not text"#),
        (at_start(&format!(r#"{{"kind": "move", "answers": ["a3-b5"], "hint": "{}"}}"#, long(2001))), "chapter 1: on the start position: the question's hint is 2001 characters long, more than 2000"),
        (at_start(r#"{"kind": "move", "answers": ["a3-b5"], "explain": []}"#), r#"chapter 1: on the start position: the question's "explain" is not text"#),
        (at_start(&format!(r#"{{"kind": "move", "answers": ["a3-b5"], "explain": "{}"}}"#, long(2001))), "chapter 1: on the start position: the question's explanation is 2001 characters long, more than 2000"),
    ];
    for (text, want) in &cases {
        let shown: String = text.chars().take(300).collect();
        let e = Study::read(text).expect_err(&shown).to_string();
        assert!(e.starts_with(want), "{shown}\n  said: {e}\n  want: {want}");
    }
    // The fields' faults come from the text floor alone; a question's once its position is known.
    assert_eq!(StudyFile::read("[]").unwrap_err(), StudyError::NotObject);
    assert!(StudyFile::read(&at_start(r#"{"kind": "captures", "move": "a3-b5"}"#)).is_ok());
    // The limits are the study's: a title of 200 characters and notes of 2000 are read.
    assert!(Study::read(&header(&format!(
        r#""title": "{}", "rules": "classic", "chapters": [{{"moves": []}}]"#,
        long(200)
    )))
    .is_ok());
    assert!(Study::read(&step(&format!(r#"{{"ply": 1, "comment": "{}"}}"#, long(2000)))).is_ok());
}

#[test]
fn the_attackers_of_a_piece_are_worked_out_and_answers_judged() {
    // (position, target, the cells of the side to move's pieces taking part in capturing it)
    let cases = [
        // The C16 on e3 reaches the t16 on f4: equality.
        (EXPLAINED, "f4", cells(&["e3"])),
        // The T30 on d5 and the C15 on f6 together: an ambush (30 + 15 = 45).
        (AMBUSH_SET, "e7", cells(&["d5", "f6"])),
    ];
    for (position, target, want) in cases {
        let study =
            Study::read(&asking(position, "[]", 0, &format!(r#"{{"kind": "attackers", "target": "{target}"}}"#)))
                .expect("a study");
        let Some(Ask::Attackers { cells, .. }) = study.chapters[0].steps[0].question.as_ref().map(|q| &q.ask) else {
            panic!("an attackers question")
        };
        assert_eq!(cells, &want, "{position} {target}");
    }
    let study = Study::read(&asking(AMBUSH_SET, "[]", 0, r#"{"kind": "attackers", "target": "e7"}"#)).expect("a study");
    // (answer, right, missing, extra, the English)
    let cases = [
        ("d5,f6", true, vec![], vec![], "the pieces that can take part in capturing e7 stand on d5, f6"),
        (" f6 , d5 ,", true, vec![], vec![], "the pieces that can take part in capturing e7 stand on d5, f6"),
        ("d5", false, cells(&["f6"]), vec![], "1 more piece can take part in capturing e7"),
        ("", false, cells(&["d5", "f6"]), vec![], "2 more pieces can take part in capturing e7"),
        ("d5,f6,a16", false, vec![], cells(&["a16"]), "nothing on a16 can take part in capturing e7"),
        (
            "a16,h1,f6",
            false,
            cells(&["d5"]),
            cells(&["h1", "a16"]),
            "nothing on h1, a16 can take part in capturing e7, and 1 other piece can",
        ),
    ];
    for (answer, right, missing, extra, english) in cases {
        let verdict = study.judge(0, 0, answer).expect("judged");
        assert_eq!((verdict.right, &verdict.missing, &verdict.extra), (right, &missing, &extra), "{answer:?}");
        assert_eq!(verdict.says.to_string(), english, "{answer:?}");
    }
    let e = study.judge(0, 0, "d5;f6").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the answer is not cells separated by commas: 'd5;f6' is not a cell (a file a-h then a rank 1-16, like c4)"
    );
}

#[test]
fn what_a_move_captures_is_one_choice_among_others() {
    // d3-d5 takes the t45 by ambush; the other moves that capture take it by ambush (d3-e5: the
    // same choice) or by eruption (f6-e5, f6-g7: one choice); "nothing" fills the room.
    let ask = |mv: &str| {
        let study = Study::read(&asking(AMBUSH, "[]", 0, &format!(r#"{{"kind": "captures", "move": "{mv}"}}"#)))
            .expect("a study");
        let Some(Ask::Captures { choices, answer, .. }) = study.chapters[0].steps[0].question.clone().map(|q| q.ask)
        else {
            panic!("a captures question")
        };
        let said: Vec<String> = choices
            .iter()
            .map(|c| c.iter().map(|c| format!("{} {}", c.target, c.method)).collect::<Vec<_>>().join(","))
            .collect();
        (study, said, answer)
    };
    let (study, ambush, right) = ask("d3-d5");
    let mut sorted = ambush.clone();
    sorted.sort();
    assert_eq!(sorted, ["", "e7 ambush", "e7 eruption"]);
    assert_eq!(ambush[right], "e7 ambush");
    // The other way round: the same choices in the same order, the other one right.
    let (_, eruption, right_eruption) = ask("f6-g7");
    assert_eq!(eruption, ambush);
    assert_eq!(eruption[right_eruption], "e7 eruption");
    assert_ne!(right, right_eruption, "the right choice is not always at the same place");
    // Judged by the choice's number.
    let wrong = (0..3).find(|i| *i != right).expect("a wrong one");
    let verdict = study.judge(0, 0, &right.to_string()).expect("judged");
    assert!(verdict.right);
    assert_eq!(verdict.says.to_string(), "the move d3-d5 takes the black triangle 45 on e7 by ambush (30 + 15 = 45)");
    let verdict = study.judge(0, 0, &format!(" {wrong} ")).expect("judged");
    assert!(!verdict.right);
    assert_eq!(verdict.says.to_string(), "that is not what the move d3-d5 takes");
    for bad in ["3", "-1", "one", ""] {
        let e = study.judge(0, 0, bad).unwrap_err();
        assert_eq!(e, JudgeError::Choice { text: bad.into(), max: 2 }, "{bad:?}");
    }
    assert_eq!(study.judge(0, 0, "9").unwrap_err().to_string(), "'9' is not the number of a choice (0 to 2)");
}

#[test]
fn choices_are_few_distinct_and_hold_the_answer_on_random_positions() {
    // Positions of seeded random games under every preset: each capturing move's choices.
    let mut asked = 0;
    for preset in ["classic", "boissiere", "simplified", "ludii"] {
        let rules = Rules::preset(preset).expect("a preset");
        let mut rng = rithmomachia::Rng::new(7);
        let mut position = Position::new(rules);
        for _ in 0..60 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let capturing = moves.iter().find(|m| position.captures(m).is_ok_and(|c| !c.is_empty()));
            if let Some(mv) = capturing {
                let start = position.to_setup().to_string();
                let text = asking(&start, "[]", 0, &format!(r#"{{"kind": "captures", "move": "{mv}"}}"#))
                    .replace(r#""rules": "classic""#, &format!(r#""rules": "{preset}""#));
                let study = Study::read(&text).unwrap_or_else(|e| panic!("{preset} {start} {mv}: {e}"));
                let Some(Ask::Captures { choices, answer, .. }) =
                    study.chapters[0].steps[0].question.clone().map(|q| q.ask)
                else {
                    panic!("a captures question")
                };
                assert!((2..=MAX_CHOICES).contains(&choices.len()), "{preset} {start} {mv}: {choices:?}");
                assert_eq!(choices[answer], position.captures(mv).expect("legal"), "{preset} {start} {mv}");
                let keys: std::collections::HashSet<String> = choices.iter().map(|c| format!("{c:?}")).collect();
                assert_eq!(keys.len(), choices.len(), "distinct choices");
                // "Nothing" fills the room other moves leave, and is offered once at most.
                let nothing = choices.iter().filter(|c| c.is_empty()).count();
                if choices.len() < MAX_CHOICES {
                    assert_eq!(nothing, 1, "{preset} {start} {mv}");
                } else {
                    assert!(nothing <= 1, "{preset} {start} {mv}");
                }
                asked += 1;
            }
            let i = rng.below(moves.len());
            position = position.play(&moves[i]).expect("legal");
        }
    }
    assert!(asked > 10, "captures asked about: {asked}");
}

#[test]
fn a_move_question_accepts_any_of_its_answers() {
    // Either of the T30's leaps to d5 or e5 makes the ambush of the t45 on e7.
    let text = asking(AMBUSH, "[]", 0, r#"{"kind": "move", "answers": ["d3-d5", "d3-e5"]}"#);
    let study = Study::read(&text).expect("a study");
    // (answer, right, the English)
    let cases = [
        ("d3-d5", true, "the move d3-d5 answers the question"),
        (" d3-e5 ", true, "the move d3-e5 answers the question"),
        ("f6-e5", false, "the move f6-e5 is legal, but it is not the answer"),
        ("d3-d4", false, "there is no move d3-d4 here: T30 on d3 cannot reach d4"),
        ("e7-e5", false, "there is no move e7-e5 here: the piece on e7 is black's, and white is to move"),
        ("d3-d5*e7", false, "there is no move d3-d5*e7 here: captures are automatic"),
        ("zz", false, "there is no move zz here: "),
        ("", false, "there is no move  here: "),
    ];
    for (answer, right, english) in cases {
        let verdict = study.judge(0, 0, answer).expect("judged");
        assert_eq!(verdict.right, right, "{answer:?}");
        let said = verdict.says.to_string();
        assert!(said.starts_with(english), "{answer:?}: {said}");
        assert!(verdict.missing.is_empty() && verdict.extra.is_empty());
    }
}

#[test]
fn judging_names_a_missing_chapter_step_or_question() {
    let text = file(&format!(
        "{}, {}",
        chapter(EQUALITY, r#"["d2-e3"]"#, r#"{"ply": 0, "comment": "Look."}"#),
        chapter(EQUALITY, "[]", r#"{"ply": 0, "question": {"kind": "move", "answers": ["d2-e3"]}}"#)
    ));
    let study = Study::read(&text).expect("a study");
    assert!(study.judge(1, 0, "d2-e3").expect("judged").right);
    // (chapter, ply, the error, its English)
    let cases = [
        (2, 0, JudgeError::Chapter { n: 3, count: 2 }, "there is no chapter 3: the study has 2"),
        (0, 1, JudgeError::Step { chapter: 1, ply: 1 }, "chapter 1 has no step after move 1"),
        (1, 3, JudgeError::Step { chapter: 2, ply: 3 }, "chapter 2 has no step after move 3"),
        (0, 0, JudgeError::Question { chapter: 1, ply: 0 }, "chapter 1 asks nothing on the start position"),
    ];
    for (chapter, ply, want, english) in cases {
        let e = study.judge(chapter, ply, "d2-e3").unwrap_err();
        assert_eq!(e, want);
        assert_eq!(e.to_string(), english);
    }
    assert!(matches!(study.judge(usize::MAX, 0, ""), Err(JudgeError::Chapter { n: usize::MAX, count: 2 })));
}

#[test]
fn the_report_gives_each_question_with_its_answer() {
    // A chapter from the ambush set: which pieces can capture e7, then (the T30 back to d3 and
    // Black's c9 stepping) a move for Black to find, then what d3-d5 captures.
    let steps = [
        r#"{"ply": 0, "comment": "Look at e7.", "question": {"kind": "attackers", "target": "e7", "hint": "Two of them.", "explain": "30 + 15 = 45."}}"#,
        r#"{"ply": 1, "comment": "", "question": {"kind": "move", "answers": ["a16-b15", "e7-g7"]}}"#,
        r#"{"ply": 2, "comment": "", "question": {"kind": "captures", "move": "d3-d5"}}"#,
    ];
    let text = asking(AMBUSH_SET, r#"["d5-d3", "a16-b15"]"#, 0, "null")
        .replace(r#"{"ply": 0, "comment": "", "question": null}"#, &steps.join(", "));
    let study = Study::read(&text).expect("a study");
    let report = serde_json::to_value(StudyReport::of(&study)).expect("JSON");
    assert_eq!((report["title"].as_str(), report["preset"].as_str()), (Some("Lesson"), Some("classic")));
    let chapter = &report["chapters"][0];
    assert_eq!(chapter["start"], AMBUSH_SET);
    assert_eq!(chapter["moves"], serde_json::json!(["d5-d3", "a16-b15"]));
    assert_eq!(chapter["annotations"], "");
    let steps = &chapter["steps"];
    assert_eq!(
        steps[0],
        serde_json::json!({"ply": 0, "comment": "Look at e7.", "question": {"kind": "attackers", "target": "e7",
            "cells": ["d5", "f6"], "hint": "Two of them.", "explain": "30 + 15 = 45."}})
    );
    assert_eq!(
        steps[1]["question"],
        serde_json::json!({"kind": "move", "answers": ["a16-b15", "e7-g7"], "hint": "", "explain": ""})
    );
    let captures = &steps[2]["question"];
    assert_eq!((captures["kind"].as_str(), captures["move"].as_str()), (Some("captures"), Some("d3-d5")));
    let choices = captures["choices"].as_array().expect("choices");
    let right = &choices[captures["answer"].as_u64().expect("an index") as usize];
    assert_eq!(right[0]["cell"], "e7");
    assert_eq!(right[0]["method"], "ambush");
    assert_eq!(right[0]["by"], serde_json::json!(["d5", "f6"]));
    assert_eq!(right[0]["reason"], serde_json::json!({"key": "why.math", "params": {"math": "30 + 15 = 45"}}));
    assert_eq!(choices.len(), 3);
    assert!(choices.iter().any(|c| c.as_array().is_some_and(|c| c.is_empty())), "nothing is a choice");
}
