//! The engine's analysis: marks and their reasons on hand-built positions (a capture missed, a
//! piece left exposed, a victory missed or allowed), the lines of a position, and `rithmo
//! analyse` reading a game record and printing one JSON object per move.

use std::io::Write;
use std::process::{Command, Stdio};

use rithmomachia::analysis::{analyse, chance};
use rithmomachia::english;
use rithmomachia::notation::parse_position;
use rithmomachia::review::{Mark, Review, Why, BLUNDER, INACCURACY, MISTAKE};
use rithmomachia::search::Engine;
use rithmomachia::{Position, Rules};

const NODES: u64 = 4000;

fn classic(text: &str) -> Position {
    Position::from_setup(parse_position(text).expect("parses"), Rules::classic()).expect("valid")
}

/// The review of the one move `mv` played from `text`.
fn review_one(text: &str, mv: &str) -> rithmomachia::review::PlyReview {
    let mut review = Review::new(classic(text), vec![mv.parse().expect("a move")], NODES, 1).expect("legal");
    assert_eq!(review.step(), Some(None), "the start is evaluated first");
    let ply = review.step().expect("a step").expect("the move reviewed");
    assert_eq!(review.step(), None, "then the review is done");
    ply
}

/// (position, move played, best move, why, words the reason must hold): each move is marked
/// (at least an inaccuracy) with that reason.
#[test]
fn marked_moves_say_what_they_missed_or_allowed() {
    let cases: &[(&str, &str, &str, Why, &[&str])] = &[
        // White's C16 on d2 could step to e3 and take Black's t16 on f4 by equality (16 = 16);
        // a1-b2 takes nothing.
        (
            "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/C9,7 w - - 0",
            "a1-b2",
            "d2-e3",
            Why::MissedCapture,
            &["misses d2-e3, which takes the black triangle 16 on f4 by equality (16 = 16)"],
        ),
        // After a3-b5 c14-b13 from the start, White's T81 steps from h3 to g5: Black's c9 on f14
        // steps to g13, on the triangle's file nine cells away counting both ends, and takes it
        // by eruption (9 × 9 = 81).
        (
            "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,2,c49,c25,c9,t12,t16/1,c81,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/1,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w t90 T9 2",
            "h3-g5",
            "",
            Why::Exposed,
            &["leaves the white triangle 81 on g5 exposed: Black answers", "which takes the white triangle 81 on g5 by eruption (9 × 9 = 81)"],
        ),
        // White holds 14 prisoners: taking Black's t16 (d2-e3, equality) is the 15th, De Corpore.
        (
            "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w c3c5c7c9c9c25c49c81t12t16t30t36t56t64 - 0",
            "d2-c1",
            "d2-e3",
            Why::MissedVictory,
            &["misses d2-e3, which takes the black triangle 16 on f4 by equality (16 = 16), wins by De Corpore (15 pieces taken (goal 15))"],
        ),
        // The same with Black to move: its t16 can step away; h16-g15 leaves it, and White's answer
        // takes it for the 15th prisoner (a position already bad for Black: an inaccuracy).
        (
            "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/C9,7 b c3c5c7c9c9c25c49c81t12t16t30t36t56t64 - 1",
            "h16-g15",
            "",
            Why::AllowedVictory,
            &["allows White's answer d2-e3, which takes the black triangle 16 on f4 by equality (16 = 16), wins by De Corpore"],
        ),
    ];
    for (text, played, best, why, words) in cases {
        let ply = review_one(text, played);
        let said = english::says(&ply.says);
        assert!(ply.mark.is_some(), "{played} in {text}: marked (loss {:.3}: {said})", ply.loss);
        assert!(ply.loss > 0.0);
        assert_eq!(ply.why, Some(*why), "{played}: {said}");
        if !best.is_empty() {
            assert_eq!(
                ply.before.best.as_ref().map(|m| m.to_string()).as_deref(),
                Some(*best),
                "{played}: the better move"
            );
        }
        for w in *words {
            assert!(said.contains(w), "{played}: “{said}” says “{w}”");
        }
        assert!(!said.contains("improves the position"), "{said}");
    }
}

#[test]
fn the_best_move_is_never_marked_and_thresholds_order_the_marks() {
    let ply = review_one("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/C9,7 w - - 0", "d2-e3");
    assert_eq!((ply.loss, ply.mark, ply.why), (0.0, None, None));
    assert!(ply.says.is_empty());
    assert!(INACCURACY < MISTAKE && MISTAKE < BLUNDER);
    assert_eq!(Mark::of(MISTAKE), Some(Mark::Mistake));
}

/// The lines of a position: each a different first move, best first, each saying what it wins;
/// a quiet line says what it improves, never "improves the position" alone.
#[test]
fn lines_differ_and_say_what_they_win() {
    let p = classic("c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/C9,7 w - - 0");
    let mut engine = Engine::new(1 << 20);
    let a = analyse(&mut engine, &p, NODES, 3, 1);
    assert_eq!(a.lines.len(), 3);
    assert_eq!(a.lines[0].mv.to_string(), "d2-e3");
    assert!(english::says(&a.lines[0].says).contains("takes the black triangle 16 on f4 by equality (16 = 16)"));
    for l in &a.lines {
        let said = english::says(&l.says);
        assert!(!said.is_empty() && !said.contains("improves the position"), "{}: {said}", l.mv);
        assert_eq!(l.pv.first(), Some(&l.mv));
    }
    assert!(a.lines[0].score > a.lines[1].score, "the capture is clearly best");
    assert!(chance(a.score) > chance(a.lines[2].score) || a.lines[2].score == a.score);
    // The same engine state and seed give the same analysis.
    let again = analyse(&mut Engine::new(1 << 20), &p, NODES, 3, 1);
    assert_eq!(analyse(&mut Engine::new(1 << 20), &p, NODES, 3, 1), again);
}

struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

fn rithmo(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The command may refuse, and stop reading, before the whole input is written (a record
    // over its size limit): a closed pipe is then what it should do, and its answer is checked.
    match child.stdin.take().expect("stdin").write_all(input.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("cannot write the input: {e}"),
        _ => {}
    }
    let out = child.wait_with_output().expect("ends");
    Run {
        status: out.status.code().expect("an exit code"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

fn record(moves: &[&str], start: &str) -> String {
    let list: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    format!(
        r#"{{"format": "rithmomachia-game", "version": 1, "rules": "classic", "start": "{start}", "moves": [{}]}}"#,
        list.join(", ")
    )
}

#[test]
fn analyse_prints_one_object_per_move() {
    let text = record(&["a1-b2", "a16-b15", "d2-e3"], "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/C9,7 w - - 0");
    let run = rithmo(&["analyse", "--nodes", "3000"], &text);
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    let lines: Vec<serde_json::Value> = run.stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(lines.len(), 3);
    for (i, (l, mv)) in lines.iter().zip(["a1-b2", "a16-b15", "d2-e3"]).enumerate() {
        assert_eq!(l["ply"], i + 1);
        assert_eq!(l["move"], mv);
        assert_eq!(l["side"], if i % 2 == 0 { "white" } else { "black" });
        for field in [
            "best",
            "bestLine",
            "before",
            "after",
            "whiteBefore",
            "whiteAfter",
            "chanceBefore",
            "chanceAfter",
            "loss",
            "mark",
            "why",
            "says",
            "text",
        ] {
            assert!(l.get(field).is_some(), "ply {}: {field}", i + 1);
        }
        // One ply's after is the next one's before, from White's side.
        if let Some(next) = lines.get(i + 1) {
            assert_eq!(l["whiteAfter"], next["whiteBefore"]);
        }
    }
    assert_eq!(lines[0]["best"], "d2-e3");
    assert_eq!(lines[0]["why"], "missed-capture");
    assert!(lines[0]["mark"].is_string());
    assert!(lines[0]["text"]
        .as_str()
        .unwrap()
        .starts_with("Misses d2-e3, which takes the black triangle 16 on f4 by equality (16 = 16)"));
    assert!(lines[2]["mark"].is_null(), "the capture at last is the best move");
    // The same record and budget give the same review, from a file too.
    let path = std::env::temp_dir().join(format!("rithmo-analyse-{}.json", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let again = rithmo(&["analyse", path.to_str().unwrap(), "--nodes=3000"], "");
    std::fs::remove_file(&path).ok();
    assert_eq!(again.stdout, run.stdout);
}

#[test]
fn analyse_refuses_bad_records_in_one_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["analyse"], "{", "rithmo: the record: the file is not JSON"),
        (&["analyse"], r#"{"format": "x"}"#, "rithmo: the record: the file is not a game record"),
        (&["analyse"], &record(&["a3-b5", "a1-a2"], ""), "rithmo: the record: move 2 (a1-a2) is not legal"),
        (
            &["analyse", "--rules", "ludii"],
            &record(&[], ""),
            "rithmo: analyse reads the rules and the start from the record",
        ),
        (&["analyse", "--nodes", "0x"], &record(&[], ""), "rithmo: --nodes: '0x' is not"),
        (&["analyse", "a.json", "b.json"], "", "rithmo: analyse reads one record, found also 'b.json'"),
        (&["analyse", "/nonexistent/game.json"], "", "rithmo: cannot read '/nonexistent/game.json'"),
    ];
    for (args, input, start) in cases {
        let run = rithmo(args, input);
        assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.starts_with(start), "{args:?}: {}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}");
        assert_eq!(run.stdout, "");
    }
    let huge = " ".repeat((4 << 20) + 1);
    let run = rithmo(&["analyse"], &huge);
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("larger than 4 MiB"), "{}", run.stderr);
    // An empty game prints nothing.
    let run = rithmo(&["analyse"], &record(&[], ""));
    assert_eq!((run.status, run.stdout.as_str()), (0, ""));
}
