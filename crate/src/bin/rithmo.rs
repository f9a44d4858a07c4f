//! `rithmo`: the command line of the Rithmomachia engine (notation.md, "The `rithmo` command").
//!
//! Hand-written argument parsing, no dependencies. Every error on user input exits with status 2
//! and one line on standard error starting with `rithmo: `.

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;
use std::time::Instant;

use rithmomachia::bench;
use rithmomachia::notation::{parse_move, parse_position};
use rithmomachia::players::{player_by_name, tournament, MAX_TOURNAMENT_GAMES};
use rithmomachia::puzzle_set::{read_set, rejudge, PuzzleEntry, SetHead};
use rithmomachia::puzzles::{check, generate, Puzzle, Spec, GAME_PLIES, MAX_COUNT};
use rithmomachia::record_file::read_record;
use rithmomachia::report::PlyReport;
use rithmomachia::report::ThinkReport;
use rithmomachia::report::{MoveReport, PlayReport, MAX_BENCH_SECONDS};
use rithmomachia::review::{default_nodes, Review};
use rithmomachia::search::{say_capture, Engine, Level, LevelError, MAX_SEARCH_MILLIS, MAX_SEARCH_NODES};
use rithmomachia::study::{Ask, Question, Study};
use rithmomachia::words::{shorten, Say};
use rithmomachia::{perft, Position, Rules, MAX_GAME_PLIES, MAX_PERFT_DEPTH};

const USAGE: &str = "\
usage: rithmo <command> [options]

commands:
  legal                 every distinct legal move, one JSON object per line
  play <move>...        play the moves in order; print position, captures and status as JSON
  perft <depth>         leaf count of the distinct-move tree at that depth (0 to 6)
  bench                 random playouts per second, plies per second, perft nodes per second,
                        the hard level's search nodes per second from a fixed set of positions
  think                 the computer's search from the position: one JSON object (move, score,
                        depth, nodes, nodes per second, the expected line, why)
  selfplay              play computer players against each other; print a JSON summary
  analyse [<file>]      review a game record (docs/records.md; standard input without a file
                        or with '-'): one JSON object per move (the evaluation before and after
                        it, the engine's best move and line, the mark and its reason)
  puzzles [<file>]      without a file: a puzzle set made from the engine's own games from
                        the position (docs/puzzles.md), as JSON, easiest first; with a set file
                        (or '-'): each of its puzzles judged again and its explanation
                        compared with the core's, one JSON object per puzzle, status 1 when
                        one is no longer a puzzle or its explanation has changed
  study [<file>]        check a study file (docs/records.md, \"Studies\"; standard input
                        without a file or with '-'): every chapter's line replayed and every
                        question checked; print its title, rules, chapters, lines and
                        questions with their answers

options (every command):
  --rules <preset>      rules preset (default classic)
  --position <text>     start position in notation (default: the preset's start)
  -h, --help            print this help

bench options:
  --seconds <s>         how long to run random playouts (default 3; at most 600)
  --seed <n>            random seed (default 1)
  --perft-depth <d>     perft depth timed from the position (default 4; 0 skips it; at most 6)
  --search-ms <ms>      the search's time from each of the fixed positions (the start, then
                        10, 20 and 30 plies into a seeded random game; default 500; 0 skips it;
                        at most 60000)

think options:
  --level <level>       the level and its budget (default hard; e.g. hard:1s, hard:40000n)
  --seed <n>            the search's tie-break seed (default 1)

analyse options:
  --nodes <n>           nodes searched per position (default 40000; 10000 where the player
                        chooses captures; at most 100000000): the same record and budget give
                        the same review
  --seed <n>            the searches' tie-break seed (default 1)

puzzles options:
  --count <n>           puzzles to make (default 100; at most 1000)
  --seed <n>            the games' seed (default 1): the same options make the same set
  --games <n>           the most games played to find them (default 3000; at most 100000)
  --nodes <n>           nodes of each search that judges a position (default 12000; at most
                        10000000)
  --game-nodes <n>      at most n nodes for each move of the games (default: the medium
                        level's whole three plies; a bound where moves are dear to list)
  --wild <percent>      the chance that a move of the weaker side (one side of each game)
                        is random (default 0; at most 100): mistakes to punish
  --game-plies <n>      plies a game lasts at most (default 160; at most 2000)
  --margin <points>     the least lead of a clearly best move (default 150; 1 to 100000)
  --threads <n>         games played at once (default 1; at most 64): the same options with
                        the same number of threads make the same set
  --progress <yes|no>   print the games played and the puzzles found to standard error
                        (default no)
  --rewrite <yes|no>    with a set file: write the set again with the core's explanations
                        (default no; status 1, nothing written, when one is no longer a puzzle)

selfplay options:
  --games <n>           number of games (default 10; at most 10000)
  --seed <n>            game i uses seed n + i (default 1)
  --white <player>      the first player, White in game 1 (default random)
  --black <player>      the second player, Black in game 1 (default random)
  --alternate <yes|no>  alternate colours from game to game (default yes)
  players: random, greedy, easy, medium, hard; a level takes a budget that replaces
  its default: hard:200ms, hard:2s (time per move, at most 60 s), hard:40000n (nodes
  per move, reproducible, at most 100000000), medium:d4 (depth, at most 48)
";

/// A failure: its sentence (a `fault.cli.*` key or the core's own, worded in English from
/// `www/lang/en-core.json` as the page words it, without the `rithmo: ` prefix) and the exit
/// status; no sentence for a closed pipe.
struct Failure {
    says: Option<Say>,
    status: u8,
}

impl Failure {
    /// Bad user input: status 2.
    fn usage(says: Say) -> Failure {
        Failure { says: Some(says), status: 2 }
    }

    /// Bad user input: the option at fault, with the core's reason (`fault.cli.option`).
    fn about(option: &str, why: Say) -> Failure {
        Failure::usage(Say::new("fault.cli.option").text("option", shorten(option)).say("why", why))
    }

    /// An option's value that is not what it takes: the sentence `key` with the option, its
    /// text and `max`.
    fn bad_value(key: &'static str, option: &str, text: &str, max: u64) -> Failure {
        Failure::usage(Say::new(key).text("option", shorten(option)).text("text", shorten(text)).num("max", max))
    }

    /// Output could not be written. A closed pipe (`rithmo legal | head`) is not an error.
    fn io(e: io::Error) -> Failure {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure { says: None, status: 0 }
        } else {
            Failure { says: Some(Say::new("fault.cli.cannotWrite").text("why", e.to_string())), status: 1 }
        }
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::io(e)
    }
}

type Result<T> = std::result::Result<T, Failure>;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Command {
    Legal,
    Play,
    Perft,
    Bench,
    Think,
    Selfplay,
    Analyse,
    Puzzles,
    Study,
}

impl Command {
    const ALL: [(&'static str, Command); 9] = [
        ("legal", Command::Legal),
        ("play", Command::Play),
        ("perft", Command::Perft),
        ("bench", Command::Bench),
        ("think", Command::Think),
        ("selfplay", Command::Selfplay),
        ("analyse", Command::Analyse),
        ("puzzles", Command::Puzzles),
        ("study", Command::Study),
    ];

    fn name(self) -> &'static str {
        Command::ALL.iter().find(|(_, c)| *c == self).map_or("?", |(n, _)| n)
    }

    fn parse(word: &str) -> Result<Command> {
        Command::ALL.iter().find(|(n, _)| *n == word).map(|(_, c)| *c).ok_or_else(|| {
            let names: Vec<&str> = Command::ALL.iter().map(|(n, _)| *n).collect();
            Failure::usage(
                Say::new("fault.cli.unknownCommand").text("word", shorten(word)).text("known", names.join(", ")),
            )
        })
    }

    /// The options the command accepts besides `--rules` and `--position`.
    fn extra_options(self) -> &'static [&'static str] {
        match self {
            Command::Bench => &["--seconds", "--seed", "--perft-depth", "--search-ms"],
            Command::Think => &["--level", "--seed"],
            Command::Selfplay => &["--games", "--seed", "--white", "--black", "--alternate"],
            Command::Analyse => &["--nodes", "--seed"],
            Command::Puzzles => &[
                "--count",
                "--seed",
                "--games",
                "--nodes",
                "--game-nodes",
                "--wild",
                "--game-plies",
                "--margin",
                "--threads",
                "--progress",
                "--rewrite",
            ],
            Command::Legal | Command::Play | Command::Perft | Command::Study => &[],
        }
    }
}

/// The options every command takes.
const COMMON_OPTIONS: [&str; 2] = ["--rules", "--position"];
/// Every option that takes a value.
const VALUE_OPTIONS: [&str; 20] = [
    "--rules",
    "--position",
    "--seconds",
    "--seed",
    "--perft-depth",
    "--search-ms",
    "--level",
    "--games",
    "--white",
    "--black",
    "--alternate",
    "--nodes",
    "--count",
    "--game-nodes",
    "--wild",
    "--game-plies",
    "--margin",
    "--threads",
    "--progress",
    "--rewrite",
];

/// The parsed command line.
struct Args {
    command: Command,
    positionals: Vec<String>,
    options: Vec<(&'static str, String)>,
}

impl Args {
    fn get(&self, name: &str) -> Option<&str> {
        self.options.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// The value of a numeric option, or its default; a text that is no such number gets the
    /// sentence `key` (`fault.cli.notWhole`, …) with the option, its text and `max`.
    fn number<T: std::str::FromStr>(&self, name: &str, default: T, key: &'static str, max: u64) -> Result<T> {
        match self.get(name) {
            None => Ok(default),
            Some(text) => text.parse().map_err(|_| Failure::bad_value(key, name, text, max)),
        }
    }

    /// The value of a whole-number option from 0 to `max`, or its default.
    fn whole(&self, name: &str, default: u64, max: u64) -> Result<u64> {
        let n: u64 = self.number(name, default, "fault.cli.notWhole", max)?;
        if n > max {
            return Err(Failure::bad_value("fault.cli.notWhole", name, &n.to_string(), max));
        }
        Ok(n)
    }

    /// The seed: a whole number ≥ 0, or 1.
    fn seed(&self) -> Result<u64> {
        self.number("--seed", 1, "fault.cli.notSeed", 0)
    }

    /// A yes-or-no option, or its default.
    fn yes_no(&self, name: &str, default: bool) -> Result<bool> {
        match self.get(name) {
            None => Ok(default),
            Some("yes") => Ok(true),
            Some("no") => Ok(false),
            Some(other) => Err(Failure::bad_value("fault.cli.yesNo", name, other, 0)),
        }
    }
}

/// What the command line asks for: a command, or the help text.
enum Request {
    Help,
    Run(Args),
}

fn parse_args(raw: Vec<String>) -> Result<Request> {
    if raw.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(Request::Help);
    }
    let mut command = None;
    let mut positionals = Vec::new();
    let mut options: Vec<(&'static str, String)> = Vec::new();
    let mut words = raw.into_iter();
    let mut only_positionals = false;
    while let Some(word) = words.next() {
        // A word starting with '-' is an option, unless it is a number (`perft -1` is a bad
        // depth, not an unknown option) or follows `--`.
        let numeric = word.strip_prefix('-').is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
        if only_positionals || !word.starts_with('-') || word == "-" || numeric {
            if command.is_none() {
                command = Some(Command::parse(&word)?);
            } else {
                positionals.push(word);
            }
            continue;
        }
        if word == "--" {
            only_positionals = true;
            continue;
        }
        let (flag, inline) = match word.split_once('=') {
            Some((f, v)) => (f.to_string(), Some(v.to_string())),
            None => (word.clone(), None),
        };
        let Some(&name) = VALUE_OPTIONS.iter().find(|n| **n == flag) else {
            return Err(Failure::usage(Say::new("fault.cli.unknownOption").text("option", shorten(&flag))));
        };
        let value = match inline {
            Some(v) => v,
            None => {
                words.next().ok_or_else(|| Failure::usage(Say::new("fault.cli.needsValue").text("option", name)))?
            }
        };
        if options.iter().any(|(n, _)| *n == name) {
            return Err(Failure::usage(Say::new("fault.cli.twice").text("option", name)));
        }
        options.push((name, value));
    }
    let Some(command) = command else {
        let names: Vec<&str> = Command::ALL.iter().map(|(n, _)| *n).collect();
        return Err(Failure::usage(Say::new("fault.cli.noCommand").text("known", names.join(", "))));
    };
    for (name, _) in &options {
        if !COMMON_OPTIONS.contains(name) && !command.extra_options().contains(name) {
            return Err(Failure::usage(
                Say::new("fault.cli.notTaken").text("command", command.name()).text("option", *name),
            ));
        }
    }
    Ok(Request::Run(Args { command, positionals, options }))
}

/// The rules and the start position the options name.
fn start_position(args: &Args) -> Result<Position> {
    let rules = Rules::preset(args.get("--rules").unwrap_or("classic")).map_err(|e| Failure::usage(e.says()))?;
    match args.get("--position") {
        None => Ok(Position::new(rules)),
        Some(text) => {
            let setup = parse_position(text).map_err(|e| Failure::about("--position", e.says()))?;
            Position::from_setup(setup, rules).map_err(|e| Failure::about("--position", e.says()))
        }
    }
}

fn json<T: serde::Serialize>(value: &T) -> Result<String> {
    serde_json::to_string(value)
        .map_err(|e| Failure { says: Some(Say::new("fault.cli.cannotWrite").text("why", e.to_string())), status: 1 })
}

fn no_positionals(args: &Args) -> Result<()> {
    match args.positionals.first() {
        None => Ok(()),
        Some(extra) => Err(Failure::usage(
            Say::new("fault.cli.noArgument").text("command", args.command.name()).text("text", shorten(extra)),
        )),
    }
}

fn legal(args: &Args, out: &mut impl Write) -> Result<()> {
    no_positionals(args)?;
    let position = start_position(args)?;
    let mut result = Ok(());
    MoveReport::each_legal(&position, |report| {
        if result.is_ok() {
            result = json(&report).and_then(|line| writeln!(out, "{line}").map_err(Failure::from));
        }
    });
    result
}

fn play(args: &Args, out: &mut impl Write) -> Result<()> {
    let start = start_position(args)?;
    if args.positionals.len() > MAX_GAME_PLIES {
        let n = args.positionals.len() as u64;
        return Err(Failure::usage(Say::new("fault.cli.tooManyMoves").num("n", n).num("max", MAX_GAME_PLIES as u64)));
    }
    let mut moves = Vec::with_capacity(args.positionals.len());
    for (i, text) in args.positionals.iter().enumerate() {
        let mv = parse_move(text).map_err(|e| Failure::usage(move_fault(i, e.says())))?;
        moves.push(mv);
    }
    let (_, report) =
        PlayReport::from_moves(&start, &moves).map_err(|(i, e)| Failure::usage(move_fault(i, e.says())))?;
    writeln!(out, "{}", json(&report)?)?;
    Ok(())
}

fn perft_command(args: &Args, out: &mut impl Write) -> Result<()> {
    let depth = match args.positionals.as_slice() {
        [] => return Err(Failure::usage(Say::new("fault.cli.perftNoDepth"))),
        [depth] => depth.parse::<u32>().ok().filter(|&d| d <= MAX_PERFT_DEPTH).ok_or_else(|| {
            Failure::usage(Say::new("fault.cli.perftDepth").text("text", shorten(depth)).num("max", MAX_PERFT_DEPTH))
        })?,
        [_, extra, ..] => return Err(Failure::usage(Say::new("fault.cli.perftOne").text("text", shorten(extra)))),
    };
    let position = start_position(args)?;
    writeln!(out, "{}", perft(&position, depth))?;
    Ok(())
}

fn bench(args: &Args, out: &mut impl Write) -> Result<()> {
    no_positionals(args)?;
    let position = start_position(args)?;
    let max = u64::from(MAX_BENCH_SECONDS);
    let seconds: f64 = args.number("--seconds", 3.0, "fault.cli.notSeconds", max)?;
    if !seconds.is_finite() || !(0.0..=f64::from(MAX_BENCH_SECONDS)).contains(&seconds) {
        let text = args.get("--seconds").unwrap_or_default();
        return Err(Failure::bad_value("fault.cli.notSeconds", "--seconds", text, max));
    }
    let seed = args.seed()?;
    let depth = args.whole("--perft-depth", 4, u64::from(MAX_PERFT_DEPTH))? as u32;
    let search_ms = args.whole("--search-ms", 500, MAX_SEARCH_MILLIS)?;
    let preset = position.rules().preset.id();
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;

    let (games, rate) = bench::playouts(&position, seconds * 1000.0, seed, &clock);
    let elapsed = (rate.millis / 1000.0).max(1e-9);
    writeln!(out, "rules {preset}, seed {seed}: {games} random playouts in {elapsed:.2} s")?;
    writeln!(out, "{:.1} games/s", games as f64 / elapsed)?;
    writeln!(out, "{:.0} plies/s", rate.per_second())?;
    writeln!(out, "{:.1} mean plies per game", rate.count as f64 / games as f64)?;
    out.flush()?;
    if depth > 0 {
        let r = bench::perft_rate(&position, depth, &clock);
        writeln!(out, "perft {depth}: {} nodes in {:.2} s, {:.0} nodes/s", r.count, r.millis / 1000.0, r.per_second())?;
        out.flush()?;
    }
    if search_ms > 0 {
        let n = bench::search_positions(&position).len();
        let (r, depth, least) = bench::search_rate(&position, search_ms as f64, &clock);
        writeln!(
            out,
            "search hard:{search_ms}ms from {n} positions: {} nodes in {:.2} s, {:.0} nodes/s, mean depth {depth:.1}, least depth {least}",
            r.count,
            r.millis / 1000.0,
            r.per_second()
        )?;
    }
    Ok(())
}

/// `rithmo think`: the hard (or any) level's search from the position, as one JSON object.
fn think(args: &Args, out: &mut impl Write) -> Result<()> {
    no_positionals(args)?;
    let position = start_position(args)?;
    let level: Level =
        args.get("--level").unwrap_or("hard").parse().map_err(|e: LevelError| Failure::about("--level", e.says()))?;
    let seed = args.seed()?;
    if position.outcome().is_some() {
        return Err(Failure::usage(Say::new("fault.cli.gameOver")));
    }
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let mut engine = Engine::new(16 << 20);
    let result = engine.search(&position, &level, seed, &clock);
    let Some(mv) = result.best.clone() else {
        return Err(Failure::usage(Say::new("fault.cli.gameOver")));
    };
    let report = ThinkReport::of(&position, &level, &mv, &result);
    writeln!(out, "{}", json(&report)?)?;
    Ok(())
}

fn selfplay(args: &Args, out: &mut impl Write) -> Result<()> {
    no_positionals(args)?;
    let start = start_position(args)?;
    let games = args.whole("--games", 10, MAX_TOURNAMENT_GAMES)?;
    let seed = args.seed()?;
    let player =
        |name: &str| player_by_name(args.get(name).unwrap_or("random")).map_err(|e| Failure::about(name, e.says()));
    let (mut white, mut black) = (player("--white")?, player("--black")?);
    let alternate = args.yes_no("--alternate", true)?;
    let summary = tournament(&start, white.as_mut(), black.as_mut(), games, seed, alternate)
        .map_err(|says| Failure { says: Some(says), status: 1 })?;
    writeln!(out, "{}", json(&summary)?)?;
    Ok(())
}

/// The largest record file `rithmo analyse` reads: the page's limit for an imported file.
const MAX_RECORD_BYTES: u64 = 4 << 20;

/// `rithmo analyse`: a game record reviewed, one JSON object per move.
fn analyse(args: &Args, out: &mut impl Write) -> Result<()> {
    for name in COMMON_OPTIONS {
        if args.get(name).is_some() {
            return Err(Failure::usage(Say::new("fault.cli.analyseTakes").text("option", name)));
        }
    }
    let text = match args.positionals.as_slice() {
        [] => read_input("-")?,
        [path] => read_input(path)?,
        [_, extra, ..] => return Err(Failure::usage(Say::new("fault.cli.analyseOne").text("text", shorten(extra)))),
    };
    let game = read_record(&text).map_err(|e| Failure::usage(Say::new("fault.cli.record").say("why", e.says())))?;
    let nodes = args.whole("--nodes", default_nodes(game.position().rules()), MAX_SEARCH_NODES)?.max(1);
    let seed = args.seed()?;
    let moves: Vec<_> = game.line().cloned().collect();
    let mut review = Review::new(game.start().clone(), moves, nodes, seed)
        .map_err(|(i, e)| Failure::usage(move_fault(i, e.says())))?;
    while let Some(step) = review.step() {
        if let Some(ply) = step {
            writeln!(out, "{}", json(&PlyReport::of(&ply))?)?;
            out.flush()?;
        }
    }
    Ok(())
}

/// `rithmo puzzles`: a set made (one puzzle a line, for readable changes), or a set checked.
fn puzzles_command(args: &Args, out: &mut impl Write) -> Result<()> {
    match args.positionals.as_slice() {
        [] => {}
        [path] => return check_set(args, path, out),
        [_, extra, ..] => return Err(Failure::usage(Say::new("fault.cli.puzzlesOne").text("text", shorten(extra)))),
    }
    if args.get("--rewrite").is_some() {
        return Err(Failure::usage(Say::new("fault.cli.rewriteSet")));
    }
    let start = start_position(args)?;
    let count = args.whole("--count", 100, MAX_COUNT as u64)? as usize;
    let seed = args.seed()?;
    let games = args.whole("--games", 3000, 100_000)? as u32;
    let game_nodes = match args.get("--game-nodes") {
        None => None,
        Some(_) => Some(args.whole("--game-nodes", 0, MAX_SEARCH_NODES)?.max(1)),
    };
    let wild = args.whole("--wild", 0, 100)? as u32;
    let game_plies = args.whole("--game-plies", u64::from(GAME_PLIES), 2000)? as u32;
    let margin = args.whole("--margin", Spec::standard().margin as u64, 100_000)?.max(1) as i32;
    let threads = args.whole("--threads", 1, 64)?.max(1) as usize;
    let spec = Spec {
        nodes: args.whole("--nodes", Spec::standard().nodes, 10_000_000)?.max(1),
        margin,
        game_nodes,
        wild,
        game_plies,
    };
    let progress = args.yes_no("--progress", false)?;
    let mut report = |games: u32, found: usize| {
        if progress {
            let _ = writeln!(io::stderr(), "rithmo: {games} games, {found} of {count} puzzles");
        }
    };
    let made = generate(&start, &spec, count, seed, games, threads, &mut report);
    let preset = start.rules().preset.id();
    let head = SetHead {
        format: 1,
        rules: preset,
        seed,
        nodes: spec.nodes,
        margin: spec.margin,
        games: made.games,
        game_nodes,
        wild: (wild > 0).then_some(wild),
        game_plies: (game_plies != GAME_PLIES).then_some(game_plies),
    };
    write_set(out, &head, &made.puzzles, preset)?;
    if made.puzzles.len() < count {
        let found = Say::new("fault.cli.fewPuzzles").num("n", made.puzzles.len() as u64).num("games", made.games);
        return Err(Failure { says: Some(found), status: 1 });
    }
    Ok(())
}

/// `rithmo puzzles <set>`: each puzzle judged again at the set's budget, its explanation
/// compared with the core's; with `--rewrite yes`, the set written again with the core's
/// explanations (every puzzle still the engine's unique answer).
fn check_set(args: &Args, path: &str, out: &mut impl Write) -> Result<()> {
    // Every option of `puzzles` that makes a set: a set's own budget and rules stand instead.
    let makes = Command::Puzzles.extra_options().iter().filter(|name| **name != "--rewrite");
    for name in ["--rules", "--position"].iter().chain(makes) {
        if args.get(name).is_some() {
            return Err(Failure::usage(Say::new("fault.cli.puzzlesTakes").text("option", *name)));
        }
    }
    let rewrite = args.yes_no("--rewrite", false)?;
    let set =
        read_set(&read_input(path)?).map_err(|e| Failure::usage(Say::new("fault.cli.set").say("why", e.says())))?;
    let mut engine = Engine::new(8 << 20);
    let mut failed = 0;
    let mut again = Vec::with_capacity(set.puzzles.len());
    for p in &set.puzzles {
        let verdict = if rewrite {
            check(&mut engine, &p.position, &p.line, &p.also, &set.spec)
        } else {
            rejudge(&mut engine, p, &set.spec)
        };
        failed += usize::from(verdict.is_err());
        match verdict {
            Ok(found) if rewrite => again.push(found),
            Ok(found) => {
                let line =
                    json(&serde_json::json!({"id": p.id, "ok": true, "rating": found.rating, "gap": found.gap}))?;
                writeln!(out, "{line}")?;
            }
            Err(why) => {
                let line = json(&serde_json::json!({"id": p.id, "ok": false, "why": why.to_string()}))?;
                if rewrite {
                    let _ = writeln!(io::stderr(), "{line}");
                } else {
                    writeln!(out, "{line}")?;
                }
            }
        }
        out.flush()?;
    }
    if failed > 0 {
        let failed = Say::new("fault.cli.notPuzzles").num("n", failed as u64).num("of", set.puzzles.len() as u64);
        return Err(Failure { says: Some(failed), status: 1 });
    }
    if rewrite {
        write_set(out, &SetHead::of(&set), &again, &set.rules)?;
    }
    Ok(())
}

/// `rithmo study`: a study file checked (every chapter's line replayed, every question checked
/// in its position), then said in short: its title and rules, each chapter's title and line, and
/// its questions with their answers.
fn study_command(args: &Args, out: &mut impl Write) -> Result<()> {
    for name in COMMON_OPTIONS {
        if args.get(name).is_some() {
            return Err(Failure::usage(Say::new("fault.cli.studyTakes").text("option", name)));
        }
    }
    let text = match args.positionals.as_slice() {
        [] => read_input("-")?,
        [path] => read_input(path)?,
        [_, extra, ..] => return Err(Failure::usage(Say::new("fault.cli.studyOne").text("text", shorten(extra)))),
    };
    let study = Study::read(&text).map_err(|e| Failure::usage(Say::new("fault.cli.study").say("why", e.says())))?;
    let preset = study.rules.preset.id();
    let custom = !Rules::preset(preset).is_ok_and(|rules| rules == study.rules);
    writeln!(out, "study: {}", study.title)?;
    writeln!(out, "rules: {preset}{}", if custom { " (custom)" } else { "" })?;
    for (i, chapter) in study.chapters.iter().enumerate() {
        let n = chapter.moves.len();
        writeln!(out, "chapter {}: {} ({n} {})", i + 1, chapter.title, if n == 1 { "move" } else { "moves" })?;
        if n > 0 {
            let moves: Vec<String> = chapter.moves.iter().map(|m| m.to_string()).collect();
            writeln!(out, "  line: {}", moves.join(" "))?;
        }
        for step in &chapter.steps {
            if let Some(question) = &step.question {
                let at = match step.ply {
                    0 => Say::new("fault.where.start"),
                    ply => Say::new("fault.where.after").num("n", ply as u64),
                };
                writeln!(out, "  {}: {}", english(&at), asked(question))?;
            }
        }
    }
    Ok(())
}

/// A study's question and its answer, in English.
fn asked(question: &Question) -> String {
    let texts = |list: Vec<String>, sep: &str| list.join(sep);
    match &question.ask {
        Ask::Move { answers } => {
            format!("find the move: {}", texts(answers.iter().map(|m| m.to_string()).collect(), " or "))
        }
        Ask::Attackers { target, cells } => format!(
            "which pieces can capture the piece on {target}: {}",
            texts(cells.iter().map(|c| c.to_string()).collect(), ", ")
        ),
        Ask::Captures { mv, choices, answer } => format!(
            "what does {mv} capture: {} (choice {} of {})",
            texts(choices.get(*answer).into_iter().flatten().map(|c| english(&say_capture(c))).collect(), ", "),
            answer + 1,
            choices.len()
        ),
    }
}

/// A set file: its head, then one puzzle a line (for readable changes), easiest first.
fn write_set(out: &mut impl Write, head: &SetHead, puzzles: &[Puzzle], preset: &str) -> Result<()> {
    let head = json(head)?;
    writeln!(out, "{},\"puzzles\":[", head.trim_end_matches('}'))?;
    for (i, p) in puzzles.iter().enumerate() {
        let comma = if i + 1 < puzzles.len() { "," } else { "" };
        writeln!(out, "{}{comma}", json(&PuzzleEntry::of(p, preset, i + 1, puzzles.len()))?)?;
    }
    writeln!(out, "]}}")?;
    Ok(())
}

/// The text of the file at `path`, or of standard input for `-`: at most [`MAX_RECORD_BYTES`].
fn read_input(path: &str) -> Result<String> {
    if path == "-" {
        return read_limited(io::stdin().lock(), "standard input");
    }
    let file = std::fs::File::open(path).map_err(|e| cannot_read(path, &e))?;
    read_limited(file, path)
}

/// At most [`MAX_RECORD_BYTES`] of UTF-8 text from `input`.
fn read_limited(input: impl io::Read, name: &str) -> Result<String> {
    let mut bytes = Vec::new();
    input.take(MAX_RECORD_BYTES + 1).read_to_end(&mut bytes).map_err(|e| cannot_read(name, &e))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(Failure::usage(Say::new("fault.cli.tooLarge").text("name", shorten(name))));
    }
    String::from_utf8(bytes).map_err(|_| Failure::usage(Say::new("fault.cli.notText").text("name", shorten(name))))
}

/// A file or standard input that cannot be read (the system's own words for why).
fn cannot_read(name: &str, e: &io::Error) -> Failure {
    Failure::usage(Say::new("fault.cli.cannotRead").text("name", shorten(name)).text("why", e.to_string()))
}

/// Move `i` (from 0) at fault, with the core's reason.
fn move_fault(i: usize, why: Say) -> Say {
    Say::new("fault.cli.move").num("n", i as u64 + 1).say("why", why)
}

fn run(raw: Vec<String>) -> Result<()> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let args = match parse_args(raw)? {
        Request::Help => {
            out.write_all(USAGE.as_bytes())?;
            out.flush()?;
            return Ok(());
        }
        Request::Run(args) => args,
    };
    match args.command {
        Command::Legal => legal(&args, &mut out)?,
        Command::Play => play(&args, &mut out)?,
        Command::Perft => perft_command(&args, &mut out)?,
        Command::Bench => bench(&args, &mut out)?,
        Command::Think => think(&args, &mut out)?,
        Command::Selfplay => selfplay(&args, &mut out)?,
        Command::Analyse => analyse(&args, &mut out)?,
        Command::Puzzles => puzzles_command(&args, &mut out)?,
        Command::Study => study_command(&args, &mut out)?,
    }
    out.flush()?;
    Ok(())
}

/// A sentence in English, worded from `www/lang/en-core.json` as the page words it (the wasm
/// build of the crate, which never runs this command, carries no English).
fn english(says: &Say) -> String {
    #[cfg(not(target_arch = "wasm32"))]
    return rithmomachia::english::say(says);
    #[cfg(target_arch = "wasm32")]
    return serde_json::to_string(says).unwrap_or_default();
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    match run(raw) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if let Some(says) = &failure.says {
                // One line, whatever the message held.
                let line = english(says).replace('\n', " ");
                let _ = writeln!(io::stderr(), "rithmo: {line}");
            }
            ExitCode::from(failure.status)
        }
    }
}
