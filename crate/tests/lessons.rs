//! The lessons (crate/src/lessons.rs): every position sets up under its preset, every solution
//! is legal and reaches its goal, other moves do not (with the reason), every rule a preset has
//! is taught (coverage derived from the rules data), every lesson has its words in every
//! language file, and a lesson several presets share is defined and worded once.

use std::collections::BTreeSet;

use rithmomachia::lessons::{find, Goal, Kind, Lesson, Miss, Part, LESSONS};
use rithmomachia::report::RulesReport;
use rithmomachia::{notation, Outcome, Preset, Shape};

#[test]
fn every_lesson_sets_up_under_its_preset_and_is_not_over() {
    let mut ids = BTreeSet::new();
    for l in LESSONS {
        assert!(ids.insert(l.id), "{}: duplicate id", l.id);
        assert!(l.id.starts_with(&format!("{}-", l.preset.id())), "{}: the id starts with its preset", l.id);
        let p = l.start().unwrap_or_else(|e| panic!("{}: {e}", l.id));
        // The text is canonical: what the engine prints back.
        assert_eq!(p.to_setup().to_string(), l.position, "{}: canonical text", l.id);
        assert_eq!(p.outcome(), None, "{}: the game is not over before the move", l.id);
        assert!(!p.legal_moves().is_empty(), "{}: a move to make", l.id);
        match l.goal {
            Goal::Move(from, to) => {
                let from = from.parse().unwrap_or_else(|_| panic!("{}: bad cell {from}", l.id));
                to.parse::<rithmomachia::Cell>().unwrap_or_else(|_| panic!("{}: bad cell {to}", l.id));
                let piece = p.piece_at(from).unwrap_or_else(|| panic!("{}: no piece on the goal's start", l.id));
                assert_eq!(piece.color, p.turn(), "{}: the piece to move is the mover's", l.id);
            }
            Goal::Capture(cell, _) => {
                let cell = cell.parse().unwrap_or_else(|_| panic!("{}: bad cell {cell}", l.id));
                let piece = p.piece_at(cell).unwrap_or_else(|| panic!("{}: no piece to capture", l.id));
                assert_ne!(piece.color, p.turn(), "{}: the target is the opponent's", l.id);
            }
            Goal::Victory(v) => {
                assert!(l.preset.rules().victories.enabled(v), "{}: {v} is a victory of {}", l.id, l.preset.id())
            }
        }
        // The hint marks a piece of the side to move (for a removal, the piece removed; for a
        // drop, the empty cell the prisoner enters on).
        let hint = l.hint_cell().unwrap_or_else(|| panic!("{}: the solution parses", l.id));
        if l.kind() == Kind::Turn("drop") {
            assert!(p.piece_at(hint).is_none(), "{}: the hint marks where the prisoner enters", l.id);
        } else {
            assert!(p.piece_at(hint).is_some(), "{}: the hint marks a piece", l.id);
        }
    }
    assert!(LESSONS.len() >= 50, "a course, not a sample: {}", LESSONS.len());
}

#[test]
fn every_solution_is_legal_and_reaches_the_goal() {
    for l in LESSONS {
        let p = l.start().unwrap();
        let mv = notation::parse_move(l.solution).unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert!(p.is_legal(&mv), "{}: {} is legal", l.id, l.solution);
        let check = l.check(&mv);
        assert_eq!(check.miss, None, "{}: {} solves it", l.id, l.solution);
        assert!(check.solved());
        match l.goal {
            // A movement lesson is only about moving: nothing falls, nobody wins.
            Goal::Move(..) => {
                assert!(check.captures.is_empty(), "{}: a plain move", l.id);
                assert_eq!(check.outcome(), None, "{}", l.id);
            }
            Goal::Capture(cell, method) => {
                let c = check.captures.iter().find(|c| c.target.cell.to_string() == cell).expect("the target is taken");
                assert!(c.methods.contains(method), "{}: taken by {method}", l.id);
                assert!(!c.reason.to_string().is_empty(), "{}: the arithmetic is reported", l.id);
            }
            Goal::Victory(v) => match check.outcome() {
                Some(Outcome::Won { winner, victory, why, .. }) => {
                    assert_eq!((winner, victory), (p.turn(), v), "{}: won by {v}", l.id);
                    assert!(!why.is_empty());
                }
                other => panic!("{}: not won: {other:?}", l.id),
            },
        }
        // The same text checked through the text entry point.
        assert!(l.check_text(l.solution).solved(), "{}", l.id);
    }
}

#[test]
fn some_other_legal_move_does_not_solve_it_and_says_why() {
    for l in LESSONS {
        let p = l.start().unwrap();
        let mut misses = 0;
        for mv in p.legal_moves() {
            let check = l.check(&mv);
            if let Some(miss) = check.miss {
                misses += 1;
                // The reason fits the goal.
                let fits = match (l.goal, &miss) {
                    (Goal::Move(..), Miss::WrongPiece { .. } | Miss::WrongCell { .. }) => true,
                    (Goal::Capture(..), Miss::NotCaptured { .. } | Miss::WrongMethod { .. }) => true,
                    (Goal::Victory(_), Miss::NoVictory | Miss::WrongVictory { .. }) => true,
                    _ => false,
                };
                assert!(fits, "{}: {mv} missed with {miss:?}", l.id);
            }
        }
        assert!(misses > 0, "{}: some legal move fails the task", l.id);
    }
}

/// Hand-picked wrong answers and the reason each gets.
const WRONG: &[(&str, &str, &str)] = &[
    ("classic-round", "d4-c5", "wrong-cell"),
    ("classic-triangle", "d4-b4", "wrong-cell"),
    ("classic-triangle", "d4-d5", "illegal"),
    ("classic-triangle", "d4", "illegal"),
    ("classic-ambush", "e4-h4", "not-captured"),
    ("classic-equality", "c3-c1", "not-captured"),
    ("classic-victoria-magna", "f11-g12", "no-victory"),
    ("classic-blockade", "c14-d13", "no-victory"),
    ("boissiere-encounter", "b16-c15", "not-captured"),
    ("boissiere-triangle-leap", "d5-c6", "wrong-piece"),
    ("boissiere-blockade", "b13-a14*b15", "no-victory"),
    ("boissiere-capture-before", "d4-e3*e5", "wrong-method"),
    ("boissiere-drop", "C4@b1", "not-captured"),
    ("simplified-assault", "d5-f3", "not-captured"),
    ("simplified-siege", "g6-f5", "not-captured"),
    ("simplified-pyramid", "d4-d5", "illegal"),
    ("ludii-encirclement", "a15-a14", "not-captured"),
    ("ludii-line", "e9-e8", "no-victory"),
];

#[test]
fn wrong_answers_get_their_reason() {
    for (id, text, code) in WRONG {
        let l = find(id).unwrap_or_else(|| panic!("no lesson {id}"));
        let check = l.check_text(text);
        assert_eq!(check.miss.as_ref().map(Miss::code), Some(*code), "{id}: {text}");
    }
    assert_eq!(find("no-such-lesson"), None);
}

/// Every preset's rules, read from its data, have a lesson each: every capture method in force,
/// every victory it enables, every shape's movement (and its leap, where it has one), the
/// prisoners' re-entry where they re-enter, captures before the move where they exist. A preset
/// that gains a method or a victory without a lesson fails here.
#[test]
fn every_rule_of_every_preset_has_a_lesson() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut needed: BTreeSet<(String, String)> = BTreeSet::new();
        for m in RulesReport::of(&rules).methods {
            needed.insert(("capture".into(), m.to_string()));
        }
        for (v, _) in rules.victories.iter() {
            needed.insert(("victory".into(), v.id().to_string()));
        }
        for (shape, motion) in Shape::SIMPLE.iter().zip(rules.motion) {
            needed.insert(("motion".into(), shape.name().to_string()));
            if motion.leap.is_some() {
                needed.insert(("motion".into(), format!("{}-leap", shape.name())));
            }
        }
        needed.insert(("motion".into(), Shape::Pyramid.name().to_string()));
        // The kinds of turn beyond a plain move.
        if rules.prisoners_reenter {
            needed.insert(("turn".into(), "drop".into()));
        }
        if rules.turn.captures_before {
            needed.insert(("turn".into(), "capture-before".into()));
        }
        let taught: BTreeSet<(String, String)> = LESSONS
            .iter()
            .filter(|l| l.preset == preset)
            .map(|l| (l.kind().id().to_string(), l.kind().term()))
            .collect();
        let missing: Vec<_> = needed.difference(&taught).collect();
        assert!(missing.is_empty(), "{}: no lesson for {missing:?}", preset.id());
        // And nothing taught that the preset does not have.
        let extra: Vec<_> = taught.difference(&needed).collect();
        assert!(extra.is_empty(), "{}: lessons for rules it lacks: {extra:?}", preset.id());
    }
}

#[test]
fn kinds_read_from_the_goal_and_the_position() {
    let kind = |id| find(id).unwrap().kind();
    assert_eq!(kind("classic-triangle-leap"), Kind::Motion { shape: Shape::Triangle, leap: true });
    assert_eq!(kind("classic-triangle"), Kind::Motion { shape: Shape::Triangle, leap: false });
    assert_eq!(kind("simplified-pyramid"), Kind::Motion { shape: Shape::Pyramid, leap: false });
    assert_eq!(kind("ludii-encirclement").term(), "encirclement");
    assert_eq!(kind("classic-victoria-magna").term(), "victoria-magna");
    assert_eq!(kind("boissiere-drop"), Kind::Turn("drop"));
    assert_eq!(kind("simplified-drop"), Kind::Turn("drop"));
    assert_eq!(kind("boissiere-capture-before"), Kind::Turn("capture-before"));
    // A capture by replacement is the capture's lesson where there is no capture before a move.
    assert_eq!(kind("simplified-assault"), Kind::Capture(rithmomachia::Method::Assault));
}

/// The keys of a language file (`"key": …` lines) with their texts.
fn language(lang: &str) -> std::collections::BTreeMap<String, String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../www/lang");
    let text = std::fs::read_to_string(dir.join(format!("{lang}.js"))).unwrap();
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix('"')?.split_once("\": "))
        .map(|(k, v)| (k.to_string(), v.trim_end_matches(',').to_string()))
        .collect()
}

/// A part of a lesson as a player reads it: its sentences, joined with a space (as the page
/// joins them).
fn said(words: &std::collections::BTreeMap<String, String>, l: &Lesson, part: Part) -> String {
    l.words(part)
        .iter()
        .map(|k| words.get(k).unwrap_or_else(|| panic!("{}: no {k}", l.id)).trim_matches('"').to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every lesson has its title, task, hint and explanation in every language file; every
/// lesson key of a file is some lesson's (no copy left behind once a lesson is shared).
#[test]
fn every_lesson_has_its_words_in_every_language() {
    for lang in ["en", "ru"] {
        let words = language(lang);
        let mut used = BTreeSet::new();
        for l in LESSONS {
            for part in Part::ALL {
                let keys = l.words(part);
                assert!(!keys.is_empty(), "{}: {part:?} has words", l.id);
                for key in keys {
                    assert!(words.get(&key).is_some_and(|t| t.trim_matches('"').trim() != ""), "{lang}.js: no {key}");
                    used.insert(key);
                }
            }
        }
        let unused: Vec<_> = words
            .keys()
            .filter(|k| k.starts_with("lesson.") || k.starts_with("lessons.note."))
            .filter(|k| !used.contains(*k))
            .collect();
        assert!(unused.is_empty(), "{lang}.js: lesson keys no lesson uses: {unused:?}");
    }
}

/// A lesson that classic and Boissière's game share is one definition: the same position, goal,
/// solution and words' stem under both ids, its title and task worded once.
#[test]
fn shared_lessons_are_defined_and_worded_once() {
    let shared = ["round", "triangle", "triangle-leap", "square", "square-leap", "pyramid", "blockade"];
    for stem in shared {
        let c = find(&format!("classic-{stem}")).unwrap();
        let b = find(&format!("boissiere-{stem}")).unwrap();
        assert_eq!((c.text, b.text), (stem, stem));
        assert_eq!((c.position, c.goal, c.solution), (b.position, b.goal, b.solution), "{stem}");
        for part in [Part::Title, Part::Task] {
            assert_eq!(c.words(part), [format!("lesson.{stem}.{}", part.id())]);
            assert_eq!(c.words(part), b.words(part));
        }
    }
    // Every other lesson is worded by its own id.
    for l in LESSONS.iter().filter(|l| !shared.contains(&l.text)) {
        assert_eq!(l.text, l.id);
        assert!(l.own.is_empty(), "{}", l.id);
    }
    // A preset's own sentence: Boissière's rule on captures after the shared explanation.
    let en = language("en");
    let done = |id: &str| said(&en, find(id).unwrap(), Part::Done);
    assert_eq!(done("classic-round"), "A round always moves one cell diagonally.");
    assert_eq!(
        done("boissiere-round"),
        "A round always moves one cell diagonally. In Boissière's game only regular moves reach for captures."
    );
    assert_eq!(
        done("classic-square-leap"),
        "A leap may capture in the classic rules: what it reaches after landing counts."
    );
    assert_eq!(done("boissiere-blockade"), "Captures are optional in Boissière's game: here sparing a piece wins.");
}

/// A lesson's words hold whichever way the board is drawn (upright on a phone, sideways on a
/// laptop): a movement task names the cells it goes from and to, and no text points at the
/// screen ("up", "to the right", "вверх", …): directions are said in the board's terms (along
/// a file or rank, towards Black).
#[test]
fn lesson_texts_name_cells_not_screen_directions() {
    let screen: &[(&str, &[&str])] = &[
        (
            "en",
            &[
                " up ",
                " up,",
                " up.",
                " down ",
                " down,",
                " down.",
                "upwards",
                "downwards",
                " above",
                " below",
                "in front",
                "to the left",
                "to the right",
                "on the left",
                "on the right",
            ],
        ),
        (
            "ru",
            &[
                "вверх",
                "вниз",
                "влево",
                "вправо",
                "налево",
                "направо",
                "выше",
                "ниже",
                "сверху",
                "снизу",
                "слева",
                "справа",
                "перед ним",
            ],
        ),
    ];
    for &(lang, screen_words) in screen {
        let words = language(lang);
        for l in LESSONS {
            for part in [Part::Task, Part::Hint, Part::Done] {
                let words_said = said(&words, l, part);
                for w in screen_words {
                    assert!(
                        !words_said.to_lowercase().contains(w),
                        "{lang}.js {} {part:?}: \"{w}\" points at the screen: {words_said}",
                        l.id
                    );
                }
            }
            if let Goal::Move(from, to) = l.goal {
                let task = said(&words, l, Part::Task);
                assert!(
                    task.contains(from) && task.contains(to),
                    "{lang}.js {} task names {from} and {to}: {task}",
                    l.id
                );
            }
        }
    }
}
