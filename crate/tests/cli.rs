//! The `rithmo` binary against the contract of docs/notation.md ("The `rithmo` command"), as tables
//! of command lines and what they must print.

use std::io::Read;
use std::process::{Command, Stdio};

use rithmomachia::notation::STANDARD_START;

/// An ambush waiting to happen: White's T30 d3 → d5 reaches Black's t45 on e7 by a knight leap,
/// White's C15 on f6 reaches it diagonally (30 + 15 = 45); Black's c9 on a16 keeps Black movable.
const AMBUSH: &str = "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0";
const AMBUSH_CAPTURE: &str = r#"{"cell":"e7","piece":"t45","value":45,"component":false,"method":"ambush","methods":["ambush"],"by":["d5","f6"],"why":"30 + 15 = 45"}"#;

struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

fn rithmo(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_rithmo")).args(args).output().expect("the binary runs");
    Run {
        status: out.status.code().expect("exits normally, not by a signal"),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// Run, insist on success with a silent stderr, return stdout.
fn ok(args: &[&str]) -> String {
    let run = rithmo(args);
    assert_eq!(run.status, 0, "rithmo {args:?} failed: {}", run.stderr);
    assert_eq!(run.stderr, "", "rithmo {args:?}");
    run.stdout
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

#[test]
fn commands_print_what_the_contract_says() {
    // (command line, exact stdout)
    let table: &[(&[&str], String)] = &[
        (&["perft", "0"], "1\n".into()),
        (&["perft", "1"], "47\n".into()),
        (&["perft", "2"], "2165\n".into()),
        // Options before the command, before or after its arguments, and in `--name=value` form.
        (&["--rules", "classic", "perft", "1"], "47\n".into()),
        (&["perft", "1", "--rules", "classic"], "47\n".into()),
        (&["perft", "--rules=classic", "2"], "2165\n".into()),
        (&["perft", "1", "--position", AMBUSH], "15\n".into()),
        (
            &["play"],
            format!(r#"{{"position":"{STANDARD_START}","captured":[],"status":{{"state":"playing"}}}}"#) + "\n",
        ),
        (
            &["play", "c4-d5", "e13-d12"],
            concat!(
                r#"{"position":"s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,1,c3,2/3,c5,4/8/8/8/8/8/8/3,C2,4/3,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 2","#,
                r#""captured":[[],[]],"status":{"state":"playing"}}"#,
                "\n"
            )
            .into(),
        ),
        (
            &["play", "--position", AMBUSH, "d3-d5"],
            format!(
                r#"{{"position":"c9,7/8/8/8/8/8/8/8/8/8/5,C15,2/3,T30,4/8/8/8/8 b t45 - 1","captured":[[{AMBUSH_CAPTURE}]],"status":{{"state":"playing"}}}}"#
            ) + "\n",
        ),
        (
            // Black's last piece falls: Black cannot move and loses by blockade.
            &["play", "--position", "8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "d2-e3"],
            concat!(
                r#"{"position":"8/8/8/8/8/8/8/8/8/8/8/8/8/4,C16,3/8/8 b t16 - 1","#,
                r#""captured":[[{"cell":"f4","piece":"t16","value":16,"component":false,"method":"equality","methods":["equality"],"by":["e3"],"why":"16 = 16"}]],"#,
                r#""status":{"state":"won","winner":"white","victory":"blockade","cells":[],"why":"black has no legal move","also":[]}}"#,
                "\n"
            )
            .into(),
        ),
        (
            // 2-4-6 on rank 10, in White's enemy territory: Victoria Magna.
            &["play", "--position", "7,s7/8/8/8/8/8/C2,1,C6,5/2,C4,5/8/8/8/8/8/8/8/8 w - - 0", "c9-b10"],
            concat!(
                r#"{"position":"7,s7/8/8/8/8/8/C2,C4,C6,5/8/8/8/8/8/8/8/8/8 b - - 1","captured":[[]],"#,
                r#""status":{"state":"won","winner":"white","victory":"victoria-magna","cells":["c10","b10","a10"],"why":"2, 4, 6: arithmetic, step 2","also":[]}}"#,
                "\n"
            )
            .into(),
        ),
        (
            &["play", "--position", "c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C16,7 w - - 1000"],
            concat!(
                r#"{"position":"c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C16,7 w - - 1000","captured":[],"#,
                r#""status":{"state":"draw","reason":"move-cap","why":"1000 plies played: the move cap"}}"#,
                "\n"
            )
            .into(),
        ),
    ];
    for (args, expected) in table {
        assert_eq!(&ok(args), expected, "rithmo {args:?}");
    }
}

#[test]
fn legal_from_the_start() {
    let out = ok(&["legal"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 47);
    assert!(lines.contains(&r#"{"move":"c4-d5","captures":[]}"#), "{out}");
    for line in &lines {
        let value = json(line);
        assert!(value["move"].is_string() && value["captures"].is_array(), "{line}");
    }
    // perft 1 counts the same moves.
    assert_eq!(ok(&["perft", "1"]).trim(), lines.len().to_string());
}

/// White's C3 on h16 (the last cell) and C2 on f14 both reach Black's t6 on g15.
const LAST_CELL: &str = "7,C3/6,t6,1/5,C2,2/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w - - 0";

#[test]
fn legal_shows_captures_with_their_reasons() {
    // (position, move, the captures it makes)
    let table: &[(&str, &str, &str)] = &[
        (AMBUSH, "d3-d5", AMBUSH_CAPTURE),
        (
            AMBUSH,
            "f6-g7",
            r#"{"cell":"e7","piece":"t45","value":45,"component":false,"method":"eruption","methods":["eruption"],"by":["g7"],"why":"15 × 3 = 45"}"#,
        ),
        (AMBUSH, "d3-d1", ""),
        (
            LAST_CELL,
            "a1-b2",
            r#"{"cell":"g15","piece":"t6","value":6,"component":false,"method":"ambush","methods":["ambush"],"by":["f14","h16"],"why":"2 × 3 = 6"}"#,
        ),
        (LAST_CELL, "f14-e13", ""),
    ];
    for (position, mv, captures) in table {
        let out = ok(&["legal", "--position", position]);
        let line = format!(r#"{{"move":"{mv}","captures":[{captures}]}}"#);
        assert!(out.lines().any(|l| l == line), "no line {line} in\n{out}");
        assert_eq!(out.lines().count().to_string(), ok(&["perft", "1", "--position", position]).trim());
    }
}

#[test]
fn bad_input_exits_2_with_one_line() {
    // (command line, what the error line must contain)
    let table: &[(&[&str], &str)] = &[
        (&["play", "c4-d5", "c4-c5"], "move 2: illegal move c4-c5: no piece on c4"),
        (&["play", "c4-c6"], "illegal move c4-c6"),
        (&["play", "c4-"], "move 'c4-'"),
        (
            &["play", "c9-b10", "--position", "7,s7/8/8/8/8/8/C2,1,C6,5/2,C4,5/8/8/8/8/8/8/8/8 w - - 0", "h16-h13"],
            "move 2: illegal move h16-h13: the game is over: white won by Victoria Magna",
        ),
        (&["legal", "--position", "8/8/8 w - - 0"], "--position: expected 14 or 16 ranks, found 3"),
        (&["legal", "--position", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - -  0"], "--position"),
        (&["perft", "1", "--position", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w C9 - 0"], "--position"),
        (&["legal", "--rules", "nope"], "unknown rules preset 'nope' (known: classic"),
        (&["perft", "x"], "depth 'x'"),
        (&["perft", "-1"], "depth '-1'"),
        (&["perft"], "needs a depth"),
        (&["perft", "1", "2"], "one depth"),
        (&["legal", "e2"], "legal takes no argument"),
        (&["frobnicate"], "unknown command 'frobnicate'"),
        (&[], "no command"),
        (&["legal", "--frob"], "unknown option '--frob'"),
        (&["legal", "--seed", "3"], "legal does not take --seed"),
        (&["legal", "--rules"], "--rules needs a value"),
        (&["puzzles", "--count", "1001"], "--count: '1001' is not a whole number from 0 to 1000"),
        (&["puzzles", "a.json", "b.json"], "puzzles checks one set, found also 'b.json'"),
        (&["puzzles", "/nonexistent/set.json"], "cannot read '/nonexistent/set.json'"),
        (&["puzzles", "Cargo.toml"], "the set: not a puzzle set"),
        (
            &["puzzles", "Cargo.toml", "--rules", "ludii"],
            "puzzles reads the rules and the budget from the set: it does not take --rules",
        ),
        (
            &["puzzles", "Cargo.toml", "--progress", "1"],
            "puzzles reads the rules and the budget from the set: it does not take --progress",
        ),
        (&["puzzles", "--level", "hard"], "puzzles does not take --level"),
        (&["puzzles", "--wild", "101"], "--wild: '101' is not a whole number from 0 to 100"),
        (&["puzzles", "--game-plies", "x"], "--game-plies: 'x' is not a whole number from 0 to 2000"),
        (&["puzzles", "--margin", "-5"], "--margin: '-5' is not a whole number from 0 to 100000"),
        (&["puzzles", "--threads", "65"], "--threads: '65' is not a whole number from 0 to 64"),
        (&["puzzles", "--progress", "loud"], "--progress: 'loud' is not yes or no"),
        (
            &["puzzles", "Cargo.toml", "--threads", "2"],
            "puzzles reads the rules and the budget from the set: it does not take --threads",
        ),
        (&["perft", "1", "--rules", "classic", "--rules", "classic"], "--rules given twice"),
        (&["selfplay", "--white", "gm"], "unknown player 'gm' (known: random, greedy, easy, medium, hard"),
        (&["selfplay", "--alternate", "maybe"], "--alternate: 'maybe' is not yes or no"),
        (&["selfplay", "--white", "hard:soon"], "the budget must be like 200ms"),
        (&["selfplay", "--games", "many"], "--games: 'many'"),
        (&["bench", "--seconds", "-1"], "--seconds"),
        (&["bench", "--seconds", "soon"], "--seconds"),
        (&["bench", "--search-ms", "60001"], "--search-ms: '60001' is not a whole number from 0 to 60000"),
        (&["think", "--level", "brilliant"], "--level: "),
        (&["think", "--level", "hard:61s"], "--level: "),
        (&["think", "--games", "3"], "think does not take --games"),
        (&["think", "--position", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0"], "no move to think about"),
    ];
    for (args, expected) in table {
        let run = rithmo(args);
        assert_eq!(run.status, 2, "rithmo {args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "rithmo {args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "rithmo {args:?}: {}", run.stderr);
        assert!(run.stderr.ends_with('\n'), "rithmo {args:?}");
        assert!(run.stderr.starts_with("rithmo: "), "rithmo {args:?}: {}", run.stderr);
        assert!(run.stderr.contains(expected), "rithmo {args:?}: {} lacks {expected:?}", run.stderr);
    }
}

#[test]
fn help() {
    for args in [&["--help"][..], &["-h"], &["perft", "--help"], &["selfplay", "-h", "--white", "gm"]] {
        let out = ok(args);
        assert!(out.starts_with("usage: rithmo"), "{out}");
        for command in [
            "legal",
            "play",
            "perft",
            "bench",
            "think",
            "selfplay",
            "study",
            "--rules",
            "--position",
            "--search-ms",
            "--level",
        ] {
            assert!(out.contains(command), "{command} missing from the help");
        }
    }
}

#[test]
fn selfplay_summaries_are_consistent_and_deterministic() {
    // (white, black)
    let table = [("random", "random"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy")];
    for (white, black) in table {
        let args = ["selfplay", "--games", "4", "--seed", "1", "--white", white, "--black", black];
        let out = ok(&args);
        assert_eq!(out.lines().count(), 1, "{out}");
        let v = json(&out);
        assert_eq!(v["games"], 4, "{out}");
        let count = |k: &str| v[k].as_u64().unwrap_or_else(|| panic!("{k} missing: {out}"));
        let (white_wins, black_wins, draws) = (count("white_wins"), count("black_wins"), count("draws"));
        assert_eq!(white_wins + black_wins + draws, 4, "{out}");
        let victories = v["victories"].as_object().unwrap_or_else(|| panic!("victories missing: {out}"));
        assert_eq!(victories.values().filter_map(|n| n.as_u64()).sum::<u64>(), white_wins + black_wins, "{out}");
        assert!(v["mean_plies"].as_f64().is_some_and(|m| m > 0.0), "{out}");
        assert_eq!(ok(&args), out, "same seed, same games");
    }
    // Another seed gives other games (the summaries of 4 random games are very unlikely to match).
    let a = ok(&["selfplay", "--games", "4", "--seed", "1"]);
    let b = ok(&["selfplay", "--games", "4", "--seed", "2"]);
    assert_ne!(a, b);
}

#[test]
fn bench_reports_plies_per_second() {
    let out = ok(&["bench", "--seconds", "0.3", "--perft-depth", "2", "--search-ms", "50"]);
    // A line matching `\d+ plies/s`.
    let plies = out.lines().find_map(|line| {
        let head = line.strip_suffix(" plies/s").or_else(|| line.split_once(" plies/s").map(|(h, _)| h))?;
        let number = head.rsplit(' ').next()?;
        (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())).then_some(number)
    });
    assert!(plies.is_some_and(|n| n.parse::<u64>().is_ok_and(|n| n > 0)), "{out}");
    for needle in [
        "games/s",
        "mean plies per game",
        "perft 2: 2165 nodes",
        "nodes/s",
        "search hard:50ms from 4 positions: ",
        "mean depth ",
        ", least depth ",
    ] {
        assert!(out.contains(needle), "{needle} missing from\n{out}");
    }
}

#[test]
fn a_closed_pipe_is_not_an_error() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["legal"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    let mut stderr = String::new();
    child.stderr.take().expect("piped").read_to_string(&mut stderr).expect("stderr readable");
    let status = child.wait().expect("exits");
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert_eq!(stderr, "");
}

/// White's T8 on d4 may land on Black's t16 on f6 (16 = 8 × 2); Black's c9 on h16.
const LUDII_LANDING: &str = "7,c9/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,T8,4/8/8/8 w - - 0";

#[test]
fn the_ludii_preset_through_the_command_line() {
    assert_eq!(ok(&["perft", "3", "--rules", "ludii"]), "1310\n");
    let first = ok(&["legal", "--rules", "ludii"]);
    assert_eq!(first.lines().next(), Some(r#"{"move":"b1-e1","captures":[]}"#));
    assert_eq!(first.lines().count(), 10);
    let landing = r#"{"cell":"f6","piece":"t16","value":16,"component":false,"method":"landing","methods":["landing"],"by":["d4"],"why":"16 = 8 × 2 (distance 2)"}"#;
    let legal = ok(&["legal", "--rules", "ludii", "--position", LUDII_LANDING]);
    assert!(legal.lines().any(|l| l == format!(r#"{{"move":"d4xf6","captures":[{landing}]}}"#)), "{legal}");
    let played = json(&ok(&["play", "--rules", "ludii", "--position", LUDII_LANDING, "d4xf6"]));
    assert_eq!(played["captured"][0][0], json(landing));
    assert_eq!(played["position"], "7,c9/8/8/8/8/8/8/8/8/8/5,T8,2/8/8/8/8/8 b t16 - 1");
    // f6 is occupied: no shift there.
    assert_eq!(rithmo(&["play", "--rules", "ludii", "--position", LUDII_LANDING, "d4-f6"]).status, 2);
    let out = ok(&["bench", "--rules", "ludii", "--seconds", "0.3", "--perft-depth", "2"]);
    assert!(out.contains("rules ludii") && out.contains(" plies/s") && out.contains("perft 2: 100 nodes"), "{out}");
    let summary = json(&ok(&["selfplay", "--rules", "ludii", "--games", "2", "--white", "greedy"]));
    assert_eq!(summary["games"], 2);
}

/// Run with a deadline: a command line that would never end fails the test instead of
/// hanging it.
fn rithmo_within(args: &[String], seconds: u64) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    loop {
        if child.try_wait().expect("waits").is_some() {
            break;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("rithmo {:?} ran past {seconds} s", args.iter().map(|a| &a[..a.len().min(60)]).collect::<Vec<_>>());
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let out = child.wait_with_output().expect("exits");
    Run {
        status: out.status.code().expect("exits normally, not by a signal"),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// A refused command line: status 2, one short line on stderr that contains `expected`.
fn refused(args: &[String], expected: &str) {
    let run = rithmo_within(args, 30);
    let shown: Vec<&str> = args.iter().map(|a| &a[..a.len().min(60)]).collect();
    assert_eq!(run.status, 2, "rithmo {shown:?}: {}", &run.stderr[..run.stderr.len().min(300)]);
    assert_eq!(run.stdout, "", "rithmo {shown:?}");
    assert_eq!(run.stderr.lines().count(), 1, "rithmo {shown:?}");
    assert!(run.stderr.len() < 400, "rithmo {shown:?}: {} bytes of error", run.stderr.len());
    assert!(run.stderr.contains(expected), "rithmo {shown:?}: {} lacks {expected:?}", run.stderr);
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

/// Every budget a command line can ask for has a limit, said with its range (docs/notation.md,
/// "Limits"); the values at the limits are accepted.
#[test]
fn limits_are_refused_with_their_range() {
    // (command line, what the error line must contain)
    let table: &[(&[&str], &str)] = &[
        (&["perft", "7"], "perft: depth '7' is not a whole number from 0 to 6"),
        (&["perft", "100"], "perft: depth '100' is not a whole number from 0 to 6"),
        (&["perft", "99999999999999999999999"], "is not a whole number from 0 to 6"),
        (&["bench", "--seconds", "1e6"], "--seconds: '1e6' is not a number of seconds from 0 to 600"),
        (&["bench", "--seconds", "600.5"], "from 0 to 600"),
        (&["bench", "--seconds", "inf"], "from 0 to 600"),
        (&["bench", "--seconds", "NaN"], "from 0 to 600"),
        (&["bench", "--perft-depth", "7"], "--perft-depth: '7' is not a whole number from 0 to 6"),
        (&["bench", "--perft-depth", "-1"], "--perft-depth: '-1' is not a whole number from 0 to 6"),
        (
            &["selfplay", "--games", "18446744073709551615"],
            "--games: '18446744073709551615' is not a whole number from 0 to 10000",
        ),
        (
            &["selfplay", "--games", "18446744073709551616"],
            "--games: '18446744073709551616' is not a whole number from 0 to 10000",
        ),
        (&["selfplay", "--games", "10001"], "--games: '10001' is not a whole number from 0 to 10000"),
        (&["selfplay", "--white", "hard:1000000000000n"], "the nodes per move must be from 1 to 100000000"),
        (&["selfplay", "--black", "hard:61s"], "the time per move must be from 1 ms to 60 s"),
        (&["selfplay", "--black", "hard:60001ms"], "the time per move must be from 1 ms to 60 s"),
        (&["selfplay", "--white", "medium:d49"], "the depth must be from 1 to 48"),
        (&["selfplay", "--white", "hard:0n"], "the nodes per move must be from 1 to 100000000"),
    ];
    for (args, expected) in table {
        refused(&strings(args), expected);
    }
    // At the limits (the cheap ones: perft 6 from a bare position, no playouts, no games).
    let bare = "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w - - 0";
    assert!(ok(&["perft", "6", "--position", bare]).trim().parse::<u64>().is_ok());
    assert!(ok(&["bench", "--seconds", "0", "--perft-depth", "0"]).contains("plies/s"));
    assert_eq!(json(&ok(&["selfplay", "--games", "0"]))["games"], 0);
    let one = json(&ok(&["selfplay", "--games", "1", "--white", "hard:100n", "--black", "medium:d48"]));
    assert_eq!(one["games"], 1);
}

/// Long user input comes back shortened to 40 characters and "…" in the one error line. (One
/// argument may not exceed 128 KiB on Linux: 100,000 characters stand for a megabyte.)
#[test]
fn long_input_is_shortened_in_errors() {
    let long = |head: &str, fill: char| format!("{head}{}", fill.to_string().repeat(100_000));
    let cases: Vec<(Vec<String>, String)> = vec![
        (vec!["play".into(), long("c4-d5", '5')], format!("move 1: move 'c4-d5{}…'", "5".repeat(35))),
        (vec!["play".into(), long("c4-d5*", 'e')], "…".into()),
        (vec!["play".into(), "c4-d5".into(), long("", 'x')], "move 2: move 'xxxx".into()),
        (vec![long("perft", 'x')], "unknown command 'perftxxx".into()),
        (vec!["legal".into(), long("--frob", 'x')], "unknown option '--frobxx".into()),
        (vec!["legal".into(), "--rules".into(), long("classic", 'x')], "unknown rules preset 'classicxxx".into()),
        (vec!["legal".into(), "--position".into(), long("8/", '8')], "--position: ".into()),
        (vec!["perft".into(), long("1", '0')], "perft: depth '1000".into()),
        (vec!["legal".into(), long("e", '2')], "legal takes no argument, found 'e222".into()),
        (vec!["selfplay".into(), "--white".into(), long("hard:", '9')], "level 'hard:999".into()),
        (vec!["selfplay".into(), "--white".into(), long("gm", 'm')], "unknown player 'gmmm".into()),
        (vec!["selfplay".into(), "--games".into(), long("1", 'x')], "--games: '1xxx".into()),
        (vec!["selfplay".into(), "--alternate".into(), long("y", 'y')], "--alternate: 'yyy".into()),
        (vec!["bench".into(), "--seconds".into(), long("1", '0')], "--seconds: '1000".into()),
    ];
    for (args, expected) in &cases {
        refused(args, expected);
    }
    // A game holds at most 10,000 moves.
    let mut many = vec!["play".to_string()];
    many.extend(std::iter::repeat_n("c4-d5".to_string(), 10_001));
    refused(&many, "play: 10001 moves given, and a game holds at most 10000");
}

/// Command lines drawn at random from options and values around every limit (and garbage):
/// each ends within its deadline, with status 0 or 2, and at most one error line.
#[test]
fn fuzzed_arguments_all_end() {
    let mut rng = rithmomachia::Rng::new(12);
    let values = [
        "0",
        "1",
        "6",
        "7",
        "100",
        "-1",
        "1e6",
        "600",
        "601",
        "nan",
        "10000",
        "10001",
        "18446744073709551615",
        "hard:1000000000000n",
        "hard:61s",
        "medium:d49",
        "hard:50n",
        "greedy",
        "random",
        "x",
        "",
    ];
    let commands = ["perft", "bench", "selfplay", "legal", "play", "frob"];
    let options = ["--seconds", "--perft-depth", "--games", "--white", "--black", "--seed", "--alternate", "--rules"];
    for _ in 0..60 {
        let mut args = vec![commands[rng.below(commands.len())].to_string()];
        for _ in 0..rng.below(4) {
            if rng.below(3) == 0 {
                args.push(values[rng.below(values.len())].to_string());
            } else {
                args.push(options[rng.below(options.len())].to_string());
                args.push(values[rng.below(values.len())].to_string());
            }
        }
        // What may run is kept short: an accepted time or number of games becomes 0.05 s or 1
        // game (refused ones stay), perft and bench play from a bare position.
        for i in 1..args.len() {
            let value = &args[i];
            let accepted_seconds = value.parse::<f64>().is_ok_and(|s| (0.0..=600.0).contains(&s));
            let accepted_games = value.parse::<u64>().is_ok_and(|g| g <= 10_000);
            match args[i - 1].as_str() {
                "--seconds" if accepted_seconds => args[i] = "0.05".into(),
                "--games" if accepted_games => args[i] = "1".into(),
                _ => {}
            }
        }
        args.extend(strings(&["--position", "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w - - 0"]));
        if args[0] == "bench" && !args.iter().any(|a| a == "--seconds") {
            args.extend(strings(&["--seconds", "0.05"]));
        }
        if args[0] == "selfplay" && !args.iter().any(|a| a == "--games") {
            args.extend(strings(&["--games", "1"]));
        }
        let run = rithmo_within(&args, 120);
        assert!(run.status == 0 || run.status == 2, "rithmo {args:?}: status {}: {}", run.status, run.stderr);
        assert!(run.stderr.lines().count() <= 1, "rithmo {args:?}: {}", run.stderr);
    }
}

#[test]
fn think_prints_the_search_as_one_json_object() {
    // A node budget: the same answer on any machine, and the same again.
    let out = ok(&["think", "--position", AMBUSH, "--level", "hard:20000n"]);
    let timeless = |text: &str| {
        let mut v = json(text);
        for key in ["millis", "nps"] {
            v.as_object_mut().unwrap().remove(key).expect("timed");
        }
        v
    };
    assert_eq!(
        timeless(&out),
        timeless(&ok(&["think", "--position", AMBUSH, "--level", "hard:20000n"])),
        "a node budget replays"
    );
    assert_eq!(out.lines().count(), 1, "{out}");
    let v = json(&out);
    let legal: Vec<String> =
        ok(&["legal", "--position", AMBUSH]).lines().map(|l| json(l)["move"].as_str().unwrap().to_string()).collect();
    assert!(legal.contains(&v["move"].as_str().unwrap().to_string()), "{out}");
    assert_eq!(v["level"], "hard:20000n");
    let nodes = v["nodes"].as_u64().unwrap();
    assert!(nodes > 0 && nodes <= 20_000 + 1_000, "{out}");
    assert!(v["depth"].as_u64().unwrap() >= 1, "{out}");
    assert_eq!(v["pv"][0], v["move"], "the line starts with the move");
    // The position's one capture: the ambush of t45 on e7 (30 + 15 = 45) is what the search plays,
    // and why says so in English.
    assert_eq!(v["captures"][0]["cell"], "e7", "{out}");
    assert!(v["why"].as_str().unwrap().contains("30 + 15 = 45"), "{out}");
}

#[test]
fn puzzles_are_made_and_checked_again() {
    // One puzzle from the engine's own games, then the set read back from standard input and
    // each puzzle judged again: the same move, still a puzzle.
    let set = ok(&["puzzles", "--count", "1", "--nodes", "2000", "--games", "40", "--seed", "3"]);
    let value = json(&set);
    assert_eq!(
        (value["format"].as_u64(), value["rules"].as_str(), value["nodes"].as_u64()),
        (Some(1), Some("classic"), Some(2000))
    );
    let puzzle = &value["puzzles"][0];
    assert_eq!(puzzle["id"], "classic-001");
    let line = puzzle["line"].as_array().expect("a line");
    let replay: Vec<&str> = line.iter().map(|m| m.as_str().expect("a move")).collect();
    let mut args = vec!["play", "--position", puzzle["position"].as_str().expect("a position")];
    args.extend(&replay);
    assert!(json(&ok(&args))["position"].is_string(), "the line is legal");
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["puzzles", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("runs");
    use std::io::Write;
    child.stdin.take().expect("stdin").write_all(set.as_bytes()).expect("written");
    let out = child.wait_with_output().expect("ends");
    assert_eq!(out.status.code(), Some(0));
    let verdict = json(String::from_utf8(out.stdout).expect("UTF-8").trim());
    assert_eq!((verdict["id"].as_str(), verdict["ok"].as_bool()), (Some("classic-001"), Some(true)));
    assert_eq!(verdict["rating"], puzzle["rating"]);
}

#[test]
fn puzzles_made_with_a_margin_and_threads_report_progress_and_check_again() {
    // A ludii puzzle from the engine's games against the random player, two games at a time:
    // the progress on standard error, the margin kept in the set and used by its check.
    let args = [
        "puzzles",
        "--rules",
        "ludii",
        "--count",
        "1",
        "--nodes",
        "2000",
        "--games",
        "40",
        "--wild",
        "100",
        "--game-plies",
        "1000",
        "--margin",
        "50",
        "--threads",
        "2",
        "--progress",
        "yes",
    ];
    let out = Command::new(env!("CARGO_BIN_EXE_rithmo")).args(args).output().expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    let last = err.lines().last().expect("progress lines");
    assert!(last.starts_with("rithmo: ") && last.ends_with(" games, 1 of 1 puzzles"), "{err}");
    let games: u64 = last["rithmo: ".len()..].split(' ').next().unwrap().parse().expect("a number");
    assert_eq!(games % 2, 0, "rounds of two games: {err}");
    assert_eq!(err.lines().count() as u64, games / 2, "one line a round: {err}");
    let set = String::from_utf8(out.stdout).expect("UTF-8");
    let value = json(&set);
    assert_eq!(
        (value["rules"].as_str(), value["margin"].as_i64(), value["wild"].as_u64(), value["games"].as_u64()),
        (Some("ludii"), Some(50), Some(100), Some(games))
    );
    let path = std::env::temp_dir().join(format!("rithmo-ludii-set-{}.json", std::process::id()));
    std::fs::write(&path, &set).expect("written");
    let checked = ok(&["puzzles", path.to_str().expect("a path")]);
    assert_eq!(json(checked.trim())["ok"].as_bool(), Some(true), "{checked}");
    // The same set with its explanation gone stale: the check says so, and --rewrite writes
    // back the set as made, head and all.
    let from = set.find(",\"says\":[").expect("an explanation");
    // The explanation ends the puzzle's line: the line without it.
    let to = from + set[from..].find('\n').expect("the line's end") - 1;
    std::fs::write(&path, format!("{}{}", &set[..from], &set[to..])).expect("written");
    let stale = rithmo(&["puzzles", path.to_str().expect("a path")]);
    assert_eq!(stale.status, 1, "{}", stale.stdout);
    assert_eq!(json(stale.stdout.trim())["ok"].as_bool(), Some(false), "{}", stale.stdout);
    assert!(stale.stdout.contains("explanation is not the core's"), "{}", stale.stdout);
    let rewritten = ok(&["puzzles", path.to_str().expect("a path"), "--rewrite", "yes"]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(rewritten, set);
}

/// `rithmo` reading `input` on standard input.
fn rithmo_reading(args: &[&str], input: &str) -> Run {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("written");
    let out = child.wait_with_output().expect("ends");
    Run {
        status: out.status.code().expect("exits normally"),
        stdout: String::from_utf8(out.stdout).expect("UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8"),
    }
}

#[test]
fn a_study_is_checked_and_summed_up() {
    // Two chapters: what d3-d5 captures (the T30 and the C15 ambush the t45), then Black's move
    // to find; which pieces can capture the t16 on f4.
    let study = format!(
        r#"{{"format": "rithmomachia-study", "version": 1, "title": "Ambushes", "rules": "classic", "chapters": [
          {{"title": "The leap", "start": "{AMBUSH}", "moves": ["d3-d5", "a16-b15"], "steps": [
            {{"ply": 0, "comment": "Look.", "question": {{"kind": "captures", "move": "d3-d5"}}}},
            {{"ply": 1, "comment": "", "question": {{"kind": "move", "answers": ["a16-b15"]}}}},
            {{"ply": 2, "comment": "The end."}}]}},
          {{"title": "Equality", "start": "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/8 w - - 0", "moves": [],
            "steps": [{{"ply": 0, "question": {{"kind": "attackers", "target": "f4"}}}}]}}]}}"#
    );
    let run = rithmo_reading(&["study", "-"], &study);
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    let choice = |out: &str| out.lines().nth(4).and_then(|l| l.rsplit_once("(choice ")).map(|(_, c)| c.to_string());
    let choice = choice(&run.stdout).expect("the choice's place");
    assert!(["1 of 3)", "2 of 3)", "3 of 3)"].contains(&choice.as_str()), "{choice}");
    let want = [
        "study: Ambushes".to_string(),
        "rules: classic".into(),
        "chapter 1: The leap (2 moves)".into(),
        "  line: d3-d5 a16-b15".into(),
        format!("  on the start position: what does d3-d5 capture: the black triangle 45 on e7 by ambush (30 + 15 = 45) (choice {choice}"),
        "  after move 1: find the move: a16-b15".into(),
        "chapter 2: Equality (0 moves)".into(),
        "  on the start position: which pieces can capture the piece on f4: e3".into(),
    ];
    assert_eq!(run.stdout, want.join("\n") + "\n");
    // From a file, under custom rules, said so.
    let mut rules = rithmomachia::Rules::classic();
    rules.ply_cap = 300;
    let custom = study.replace(r#""rules": "classic""#, &format!(r#""rules": {}"#, rules.to_json()));
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("custom-study.json");
    std::fs::write(&path, &custom).expect("written");
    let out = ok(&["study", path.to_str().expect("a path")]);
    assert_eq!(out.lines().nth(1), Some("rules: classic (custom)"), "{out}");
    assert_eq!(out.lines().count(), want.len());
    // (standard input, the command line, the error line's start)
    let cases: [(&str, &[&str], &str); 7] = [
        ("[]", &["study"], "rithmo: the study: the file is not a study (a JSON object)"),
        (
            &study.replace(r#""rules": "classic""#, r#""rules": {"preset": "classic"}"#),
            &["study"],
            "rithmo: the study: rules: ",
        ),
        (
            &study.replace("a16-b15", "a16-a15"),
            &["study", "-"],
            "rithmo: the study: chapter 1: move 2 (a16-a15) is not legal: ",
        ),
        (
            &study.replace(r#""target": "f4""#, r#""target": "e3""#),
            &["study"],
            "rithmo: the study: chapter 2: on the start position: the piece on e3 is the side to move's own",
        ),
        ("", &["study", "a.json", "b.json"], "rithmo: study reads one file, found also 'b.json'"),
        ("", &["study", "--rules", "ludii"], "rithmo: study reads the rules from the study: it does not take --rules"),
        ("", &["study", "/nonexistent/study.json"], "rithmo: cannot read '/nonexistent/study.json'"),
    ];
    for (input, args, want) in cases {
        let run = rithmo_reading(args, input);
        assert_eq!((run.status, run.stdout.as_str()), (2, ""), "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(run.stderr.starts_with(want), "{args:?}: {}", run.stderr);
    }
}
