//! Every error the page or the command line shows is a sentence (a key and its parameters,
//! `says()`), worded once in `www/lang/en-core.json` (and in every language file): each
//! variant's sentence renders to the English its `Display` prints, which is this table's.

use rithmomachia::english;
use rithmomachia::link::{Field, LinkError};
use rithmomachia::position_text::{PositionTextError, StartError};
use rithmomachia::record::OpenError;
use rithmomachia::record_text::{FileError, RecordError};
use rithmomachia::words::{Say, Word};
use rithmomachia::{
    Cell, Color, DrawReason, Ending, FlowError, Move, PickError, PlayError, Preset, Refusal, Rules, RulesError,
    SetupError, Victory,
};

fn cell(s: &str) -> Cell {
    s.parse().unwrap()
}

/// (the sentence, its `Display`, the English expected)
fn check(table: Vec<(Say, String, &str)>) {
    for (say, shown, english) in table {
        assert_eq!(english::say(&say), english, "{}", say.key);
        assert_eq!(shown, english, "{}: Display is the sentence's English", say.key);
        assert!(!english.contains('{'), "{}: every placeholder filled: {english}", say.key);
    }
}

macro_rules! rows {
    ($($e:expr => $english:expr),* $(,)?) => {
        vec![$(($e.says(), $e.to_string(), $english)),*]
    };
}

#[test]
fn record_and_link_faults_say_their_english() {
    let illegal = RecordError::Illegal { n: 3, text: "c4-d9".into(), why: Refusal::NoPiece(cell("c4")).says() };
    check(rows![
        RecordError::Unreadable { n: 2, text: "zz".into(), why: Say::new("fault.notation.moveEmpty") } =>
            "move 2 (zz) cannot be read: empty move",
        illegal => "move 3 (c4-d9) is not legal: no piece on c4",
        RecordError::BadDigit { at: 2, ch: '!' } =>
            "the move code has '!' at character 2, which is not a base64url digit (A-Z, a-z, 0-9, - or _)",
        RecordError::Truncated { n: 1, need: 2, left: 1 } => "the move code is cut short: move 1 needs 2 digits but 1 remains",
        RecordError::Truncated { n: 4, need: 1, left: 0 } => "the move code is cut short: move 4 needs 1 digit but 0 remain",
        RecordError::OutOfRange { n: 5, index: 40, count: 1 } => "move 5 of the code is number 40 but only 1 move is legal there",
        RecordError::OutOfRange { n: 5, index: 40, count: 30 } => "move 5 of the code is number 40 but only 30 moves are legal there",
        RecordError::AfterEnd { n: 9 } => "the move code goes on after the game has ended (move 9)",
        RecordError::TooLong => "the game has more than 10000 moves, the most a game may hold",
        LinkError::TooLong(70000) => "it is 70000 characters long, and links of at most 65536 characters are read",
        LinkError::NotGame => "it is not a link to a game",
        LinkError::Version("7".into()) => "it is a game link of version 7, which this page cannot read",
        LinkError::Parts(2, "4 to 7") =>
            "it has 2 parts separated by dots where 4 to 7 are expected (it may be cut short)",
        LinkError::NoRules => "it does not name the rules",
        LinkError::Base64(Field::Rules) => "the link's rules are not valid base64url",
        LinkError::Base64(Field::Start) => "the link's start position is not valid base64url",
        LinkError::Cursor => "the move it shows is not a whole number",
        OpenError::CursorPast(3) => "the move it shows is not a whole number from 0 to 3",
        LinkError::Ending => "the way it says the game ended is not one this page knows",
        OpenError::Ending(FlowError::Decided) => "The game is already over.",
        LinkError::RulesJson => "the link's rules are not a set of rules (JSON naming its preset)",
        LinkError::Rules(RulesError::MoveCap.says()) => "the move cap must be a whole number of plies from 1 to 10000",
    ]);
}

#[test]
fn file_faults_say_their_english() {
    let start = StartError(PositionTextError::Setup(SetupError::BoardLength(12)));
    check(rows![
        FileError::TooLarge => "the file is too large to be a game record (more than 4194304 bytes)",
        FileError::NotJson("at 3".into()) => "the file is not JSON (at 3)",
        FileError::NotObject => "the file is not a game record (a JSON object)",
        FileError::Format => "the file is not a game record (its \"format\" is not \"rithmomachia-game\")",
        FileError::VersionType => "the record's \"version\" must be the number 1, written without quotes",
        FileError::Version("2".into()) => "records of version 2 cannot be read here (this program reads version 1)",
        FileError::NotSaved => "it is not a saved game",
        FileError::NoRules =>
            "the record does not say which rules it is for (\"rules\": an object or a preset name)",
        FileError::Rules(RulesError::BoardLength(15).says()) => "the board must have 14 or 16 ranks, not 15",
        FileError::StartText => "the record's \"start\" is not a position text",
        FileError::Start(start.clone()) => "the start position: A board has 14 or 16 ranks, not 12.",
        start => "the start position: A board has 14 or 16 ranks, not 12.",
        FileError::Moves => "the record's \"moves\" is not a list of moves",
        FileError::TooManyMoves(300000) =>
            "the game has 300000 moves, and games of at most 10000 moves are read here",
        FileError::MoveText(2) => "move 2 is not text",
        FileError::Cursor(4) => "the record's \"cursor\" is not a whole number from 0 to 4",
        FileError::AnnotationsText => "the record's \"annotations\" (its drawings) is not text",
        FileError::Ending =>
            "the record's \"ending\" is not a way a game ends (white-resigned, black-resigned, draw-agreed, white-flag, black-flag)",
        FileError::EndingDecided => "the record says how the game ended, but its moves already end it on the board",
        FileError::Move(RecordError::AfterEnd { n: 1 }) => "the move code goes on after the game has ended (move 1)",
    ]);
}

#[test]
fn study_faults_say_their_english() {
    use rithmomachia::study::JudgeError;
    use rithmomachia::study_text::{ChapterFault, StepFault, StudyError};
    let chapter = |fault| StudyError::Chapter { n: 2, fault };
    let step = |ply, fault| chapter(ChapterFault::Step { ply, fault });
    let illegal = RecordError::Illegal { n: 3, text: "c4-d9".into(), why: Refusal::NoPiece(cell("c4")).says() };
    check(rows![
        StudyError::TooLarge => "the file is too large to be a study (more than 1048576 bytes)",
        StudyError::NotJson("at 3".into()) => "the file is not JSON (at 3)",
        StudyError::Format => "the file is not a study (its \"format\" is not \"rithmomachia-study\")",
        StudyError::TooManyChapters(70) => "the study has 70 chapters, and studies of at most 64 chapters are read here",
        StudyError::TooManyQuestions => "the study asks more than 1000 questions, the most a study may ask",
        chapter(ChapterFault::Move(illegal.clone())) => "chapter 2: move 3 (c4-d9) is not legal: no piece on c4",
        chapter(ChapterFault::StepPast { n: 1, ply: 7, plies: 1 }) =>
            "chapter 2: step 1 is after move 7, past the end of the chapter's line, which has 1 move",
        chapter(ChapterFault::StepOrder { n: 3, ply: 0 }) =>
            "chapter 2: step 3 (on the start position) does not come after the step before it: steps go in ascending order, one per position",
        step(4, StepFault::AnswerIllegal { n: 2, text: "c4-d9".into(), why: Refusal::NoPiece(cell("c4")).says() }) =>
            "chapter 2: after move 4: answer 2 (c4-d9) is not legal here: no piece on c4",
        step(0, StepFault::NoAttackers(cell("e7"))) =>
            "chapter 2: on the start position: no piece of the side to move can take part in capturing the piece on e7 here",
        step(1, StepFault::CapturesNothing("c4-d5".into())) => "chapter 2: after move 1: the question's move c4-d5 captures nothing",
        JudgeError::Chapter { n: 5, count: 2 } => "there is no chapter 5: the study has 2",
        JudgeError::Step { chapter: 1, ply: 0 } => "chapter 1 has no step on the start position",
        JudgeError::Question { chapter: 2, ply: 3 } => "chapter 2 asks nothing after move 3",
        JudgeError::Choice { text: "x".into(), max: 3 } => "'x' is not the number of a choice (0 to 3)",
    ]);
}

#[test]
fn setup_and_rules_faults_say_their_english() {
    let mut ranks = Rules::classic();
    ranks.ranks = 15;
    let mut slide = Rules::classic();
    slide.motion[1].steps = 0;
    let mut sally = Rules::classic();
    sally.methods.sally = true;
    let refused = |r: Rules| r.validate().unwrap_err();
    check(rows![
        SetupError::OffBoard(cell("a15"), 14) => "a15: beyond rank 14, the last of this board.",
        SetupError::BadValue(cell("c4")) => "c4: a value must be from 1 to 9999.",
        SetupError::Pyramids(Color::Black, vec![cell("a16"), cell("h16")]) =>
            "Black has more than one pyramid (a16, h16): an army has one.",
        SetupError::PrisonerColor(Color::White) => "White's prisoners must be the other side's pieces.",
        SetupError::PrisonerValue(Color::Black) => "Black's prisoners: a value must be from 1 to 9999.",
        SetupError::TooManyPieces => "Too many pieces: the board and the prisoners hold at most 256 entries.",
        SetupError::BoardLength(12) => "A board has 14 or 16 ranks, not 12.",
        SetupError::Rules(RulesError::ReenterNeedsChoice) =>
            "These rules cannot be played: prisoners re-enter only where the player chooses captures.",
        refused(ranks) => "the board must have 14 or 16 ranks, not 15",
        refused(slide) => "the triangle's slide must be 1 to 15 cells long, not 0",
        refused(sally) => "sally works only where the player chooses captures",
        RulesError::LandingLeap => "captures by landing follow Ludii's slides: no shape may leap",
        RulesError::MoveCap => "the move cap must be a whole number of plies from 1 to 10000",
        RulesError::Immobile { shape: "shape.round" } => "the round must be able to move (give it a slide or a leap)",
        RulesError::ChosenOnly { method: "fault.method.adjacentAmbush" } =>
            "ambush by adjacency works only where the player chooses captures",
        RulesError::ChosenOnly { method: "fault.method.safeSiege" } =>
            "siege with safe besiegers works only where the player chooses captures",
        RulesError::ReenterNeedsChoice => "prisoners re-enter only where the player chooses captures",
        RulesError::BeforeNeedsChoice => "captures before a move need chosen captures",
        RulesError::AutomaticPyramids => "automatic captures use the classic pyramid rules (total or component)",
        RulesError::AutomaticOnly { method: "method.equality" } =>
            "equality is an automatic-capture method; with chosen captures use encounter or assault",
        RulesError::DiagonalSiege => "with chosen captures a siege is orthogonal only",
        RulesError::ChosenPyramids =>
            "chosen captures need a pyramid rule that offers choices (whole or components, or layers)",
        RulesError::LandingMethods => "capture by landing has its own conditions: switch the other capture methods off",
        RulesError::ZeroThreshold { victory: Victory::DeCorpore, side: Color::White } =>
            "De Corpore needs a threshold above 0 for White (0 would win at once)",
        "k1".parse::<Cell>().unwrap_err() => "'k1' is not a cell (a file a-h then a rank 1-16, like c4)",
        "chess".parse::<Preset>().unwrap_err() => "unknown rules preset 'chess' (known: classic, boissiere, simplified, ludii)",
    ]);
    let json = Rules::from_json("{oops").unwrap_err();
    assert_eq!(json.says().key, "fault.rules.json");
    assert!(json.to_string().starts_with("rules: "), "{json}");
}

#[test]
fn drawing_opponent_and_analyst_faults_say_their_english() {
    use rithmomachia::analyst::AnalystError;
    use rithmomachia::annotations::{AnnotationError as A, Mark, Tint};
    use rithmomachia::opponent::OpponentError;
    let circle = Mark { tint: Tint::Red, from: cell("c4"), to: None };
    let length = || PositionTextError::Setup(SetupError::BoardLength(2));
    check(rows![
        A::TooLong(70_000) => "annotations: the text is 70000 characters long, more than 65536",
        A::NoPly(3) => "annotations: a move number is expected at character 3",
        A::PastEnd { ply: 3, plies: 2 } => "annotations: move 3 is past the end of the game, which has 2 moves",
        A::Order { ply: 1, after: 2 } =>
            "annotations: these drawings follow those after move 2: positions go in ascending order (after move 1)",
        A::Empty(0) => "annotations: nothing is drawn (on the start position)",
        A::BadTint { ply: 0, ch: 'Q' } => "annotations: 'Q' is not a colour (G green, R red, B blue, Y yellow) (on the start position)",
        A::BadCell { ply: 2, why: "k4".parse::<Cell>().unwrap_err() } =>
            "annotations: 'k4' is not a cell (a file a-h then a rank 1-16, like c4) (after move 2)",
        A::OffBoard { ply: 0, cell: cell("a15"), ranks: 14 } => "annotations: a15 is off the board, which has 14 ranks (on the start position)",
        A::SameCell { ply: 0, cell: cell("c4") } =>
            "annotations: an arrow from c4 to c4: a circle is written with one cell (on the start position)",
        A::Repeated { ply: 0, mark: circle } => "annotations: Rc4 is drawn twice (on the start position)",
        A::TooMany(4) => "annotations: more than 100 drawings (after move 4)",
        OpponentError::Empty => "no position to move in: the game has at least its start",
        OpponentError::TooLong => "a game has at most 10001 positions",
        OpponentError::Position(1, length()) => "position 1 of the game: A board has 14 or 16 ranks, not 2.",
        OpponentError::Over => "the game is over: there is no move to find",
        AnalystError::Position(length()) => "A board has 14 or 16 ranks, not 2.",
        AnalystError::Start(length()) => "the start position: A board has 14 or 16 ranks, not 2.",
        AnalystError::Illegal(0, "a1-a2".into()) => "a1-a2 is not legal here",
        AnalystError::Illegal(2, "a1-a2".into()) => "move 2 (a1-a2) is not legal in this game",
    ]);
    let unread = "zz".parse::<rithmomachia::Move>().unwrap_err();
    let (lone, fourth) = (format!("zz cannot be read: {unread}"), format!("move 4 (zz) cannot be read: {unread}"));
    check(rows![
        AnalystError::Unread(0, "zz".into(), unread.clone()) => lone.as_str(),
        AnalystError::Unread(4, "zz".into(), unread.clone()) => fourth.as_str(),
    ]);
}

/// Every key of a sentence and of the sentences nested in it.
fn keys(s: &Say, out: &mut std::collections::BTreeSet<&'static str>) {
    out.insert(s.key);
    for name in ["why", "at", "what"] {
        if let Some(Word::Say(inner)) = s.params.get(name) {
            keys(inner, out);
        }
    }
}

#[test]
fn notation_faults_say_their_english() {
    let top = |rank: &str| format!("{rank}{} w - - 0", "/8".repeat(15));
    let tail = |fields: &str| format!("{} {fields}", ["8"; 16].join("/"));
    let positions = [
        (top("Ç5,7"), "character 'Ç' at column 1 is not allowed: the notation is plain ASCII"),
        (top("C,7"), "rank 16: 'C': a value 1-9999 must follow"),
        (top("C016,7"), "rank 16: 'C016': value '016' has a leading zero"),
        (top("C0,7"), "rank 16: 'C0': value 0 is not in 1-9999"),
        (top("C10000,7"), "rank 16: 'C10000': value 10000 is over 9999"),
        (top("P36,7"), "rank 16: 'P36': a pyramid is written P(...) with its components, base first"),
        (top("P(S36,7"), "rank 16: 'P(S36': missing ')' at the end of the pyramid"),
        (top("P(P(C1)),7"), "rank 16: 'P(P(C1))': a pyramid cannot hold a pyramid; its components are C, T or S"),
        (
            top("P(x1),7"),
            "rank 16: 'P(x1)': 'x' is not a component: a pyramid holds rounds (C), triangles (T) and squares (S), each \
             with its value",
        ),
        (
            top("P(s1),7"),
            "rank 16: 'P(s1)': component 's1' is lower case; a White pyramid's components are upper case",
        ),
        (
            top("p(S1),7"),
            "rank 16: 'p(S1)': component 'S1' is upper case; a Black pyramid's components are lower case",
        ),
        (top("P(),7"), "rank 16: 'P()': empty pyramid: a pyramid holds 1 to 8 components"),
        (top("P(C1C1C1C1C1C1C1C1C1),7"), "rank 16: 'P(C1C1C1C1C1C1C1C1C1)': a pyramid holds at most 8 components, found 9"),
        (String::new(), "empty position"),
        (format!(" {}", tail("w - -")), "leading space: a position starts with its ranks"),
        (format!("{} ", tail("w - -")), "trailing space at column 38: nothing may follow the last field"),
        (tail("w  - -"), "double space at column 35: fields are separated by single spaces"),
        (tail("w\t- -"), "'\\t' at column 34: fields are separated by single spaces"),
        (top(""), "rank 16 is empty (write 8 for an empty rank)"),
        (top("4,,4"), "rank 16: empty token (a comma at an end of the rank, or two in a row)"),
        (top("9"), "rank 16: '9' is not a piece or a count (a count of empty cells is 1-8)"),
        (top("Q5,7"), "rank 16: 'Q5' is not a piece or a count"),
        (top("7"), "rank 16 covers 7 cells, not 8"),
        (
            tail("w c4x - 0"),
            "white prisoners: unexpected 'x' at character 3: expected pieces such as c16 or p(s36c1), or '-' for none",
        ),
        (
            tail("w - x 0"),
            "black prisoners: unexpected 'x' at character 1: expected pieces such as C16 or P(S36C1), or '-' for none",
        ),
        (tail("w c016 - 0"), "white prisoners: 'c016': value '016' has a leading zero"),
        (tail("w C4 - 0"), "white prisoners: 'C4' is a White piece; White's prisoners are Black pieces (lower case)"),
        (tail("w - c4 0"), "black prisoners: 'c4' is a Black piece; Black's prisoners are White pieces (upper case)"),
        (tail("w - - x"), "ply 'x' is not a number"),
        (tail("w - - 007"), "ply '007' has a leading zero"),
        (tail("w - - 99999999999"), "ply '99999999999' is too large (at most 4294967295)"),
        (
            "8/8".into(),
            "missing field: a position is '<ranks> <side> <white-prisoners> <black-prisoners> [<ply>]', found 1 field",
        ),
        (
            tail("w -"),
            "missing field: a position is '<ranks> <side> <white-prisoners> <black-prisoners> [<ply>]', found 3 fields",
        ),
        (tail("w - - 0 0"), "extra field '0' after the ply: a position has at most 5 fields"),
        ("8/8/8 w - - 0".into(), "expected 14 or 16 ranks, found 3"),
        (tail("x - - 0"), "side to move 'x' is not w or b"),
    ];
    let moves = [
        ("c4-é5", "move 'c4-é5': character 'é' at column 4 is not allowed: the notation is plain ASCII"),
        ("", "move '': empty move"),
        ("c4 d5", "move 'c4 d5': ' ' at column 3 is not allowed in a move"),
        ("x", "move 'x': expected a cell after 'x', found the end"),
        ("4-c5", "move '4-c5': expected a cell at the start, found '4'"),
        ("k4-c5", "move 'k4-c5': 'k4' is not a cell (a file a-h then a rank 1-16, like c4)"),
        ("c4-d5*e7:0", "move 'c4-d5*e7:0': target 'e7:0': value 0 is not in 1-9999"),
        (
            "c4-d5*g9*e7",
            "move 'c4-d5*g9*e7': target '*e7' is out of order: '*' targets are written in cell order (a1, b1, ..., \
             h1, a2, ...) and e7 comes before g9",
        ),
        ("c4-d5*e7*e7", "move 'c4-d5*e7*e7': target '*e7' is written twice"),
        (
            "c4-d5*e7*e7:16",
            "move 'c4-d5*e7*e7:16': target '*e7:16' names a component of e7, which is already taken whole",
        ),
        (
            "c4-d5*e7:16*e7",
            "move 'c4-d5*e7:16*e7': target '*e7' takes e7 whole, but a component of e7 is already named",
        ),
        ("P4@c4", "move 'P4@c4': a pyramid cannot be dropped; only a round (C), triangle (T) or square (S) re-enters"),
        ("Q4@c4", "move 'Q4@c4': expected a shape letter C, T or S before '@', found 'Q'"),
        ("C@c4", "move 'C@c4': 'C': a value 1-9999 must follow"),
        ("C4c@c4", "move 'C4c@c4': expected '@' after 'C4', found 'c'"),
        ("c4", "move 'c4': expected '-' or 'x' after c4"),
        ("c4+d5", "move 'c4+d5': expected '-' or 'x' after c4, found '+'"),
        ("c4-d5+", "move 'c4-d5+': unexpected '+' at column 6: only '*' captures may follow the action"),
        ("xc4*d5", "move 'xc4*d5': a removal takes no '*' captures"),
    ];
    let mut seen = std::collections::BTreeSet::new();
    let mut table = Vec::new();
    for (text, english) in &positions {
        let e = rithmomachia::notation::parse_position(text).unwrap_err();
        keys(&e.says(), &mut seen);
        table.push((e.says(), e.to_string(), *english));
    }
    for (text, english) in moves {
        let e = rithmomachia::notation::parse_move(text).unwrap_err();
        keys(&e.says(), &mut seen);
        table.push((e.says(), e.to_string(), english));
    }
    check(table);
    // Every notation sentence of the English file is in the table, and only those.
    let en: std::collections::BTreeMap<String, String> =
        serde_json::from_str(include_str!("../../www/lang/en-core.json")).unwrap();
    let written: Vec<&str> = en.keys().map(String::as_str).filter(|k| k.starts_with("fault.notation.")).collect();
    let said: Vec<&str> = seen.iter().copied().filter(|k| k.starts_with("fault.notation.")).collect();
    assert_eq!(said, written);
}

#[test]
fn refusals_and_picks_say_their_english() {
    let mv = |s: &str| s.parse::<Move>().unwrap();
    let refused = PlayError { mv: mv("c4-d9"), reason: Refusal::NoPiece(cell("c4")) };
    check(rows![
        Refusal::GameWon { winner: Color::Black, victory: Victory::DeCorpore } => "the game is over: black won by De Corpore",
        Refusal::GameWon { winner: Color::White, victory: Victory::Blockade } => "the game is over: white won by Blockade",
        Refusal::GameDrawn { reason: DrawReason::MoveCap, ply: 1000, turn: Color::White } =>
            "the game is over: drawn (1000 plies played: the move cap)",
        Refusal::GameDrawn { reason: DrawReason::NoMove, ply: 9, turn: Color::White } =>
            "the game is over: drawn (white has no legal move)",
        Refusal::GameDrawn { reason: DrawReason::NoMove, ply: 9, turn: Color::Black } =>
            "the game is over: drawn (black has no legal move)",
        Refusal::NoReplacement => "these rules never capture by replacement",
        Refusal::NoDrops => "prisoners do not re-enter in these rules",
        Refusal::NoRemoval => "these rules have no removal turn",
        Refusal::AutomaticCaptures => "captures are automatic in these rules: write the move without '*'",
        Refusal::OffBoard => "the board has only 14 ranks",
        Refusal::NoPiece(cell("c4")) => "no piece on c4",
        Refusal::NotYours { cell: cell("c4"), owner: Color::White, turn: Color::Black } =>
            "the piece on c4 is white's, and black is to move",
        Refusal::NotYours { cell: cell("c4"), owner: Color::Black, turn: Color::White } =>
            "the piece on c4 is black's, and white is to move",
        Refusal::Occupied(cell("d5")) => "d5 is occupied",
        Refusal::Unreachable { piece: rithmomachia::Piece::simple(Color::White, rithmomachia::Shape::Round, 16), from: cell("c4"), to: cell("c9") } => "C16 on c4 cannot reach c9",
        Refusal::NoSuchDrop => "no such prisoner can enter on that cell",
        Refusal::NoSuchRemoval(rithmomachia::Target { cell: cell("b4"), component: Some(16) }) => "no piece of b4:16 can be removed by encirclement",
        Refusal::CannotMove { from: Some(cell("c4")), to: cell("e5") } => "c4 cannot move to e5",
        Refusal::CannotMove { from: None, to: cell("e5") } => " cannot move to e5",
        Refusal::Captures { legal: vec![mv("a1-d1"), mv("a1-d1*e8")], more: false } =>
            "those captures cannot all be taken with this move (legal: a1-d1, a1-d1*e8)",
        Refusal::Captures { legal: vec![mv("a1-d1")], more: true } =>
            "those captures cannot all be taken with this move (legal: a1-d1, …)",
        Refusal::TooLong { max: 10000 } => "the game already has 10000 moves, the most a game may hold",
        Refusal::Ended(Ending::Resigned(Color::White)) => "the game is over: White resigned",
        Refusal::Ended(Ending::Agreed) => "the game is over: the players agreed a draw",
        Refusal::Ended(Ending::Flag(Color::Black)) => "the game is over: Black's time ran out",
        FlowError::Ended(Ending::Resigned(Color::Black)) => "The game is already over: Black resigned.",
        FlowError::NoMove(Color::White) => "White has no move to take back.",
        FlowError::NoMove(Color::Black) => "Black has no move to take back.",
        refused.clone() => "illegal move c4-d9: no piece on c4",
        RecordError::Illegal { n: 2, text: "c4-d9".into(), why: Say::new("fault.record.notListed") } =>
            "move 2 (c4-d9) is not legal: it is not in the list of legal moves",
        PickError::OffBoard { cell: cell("a15"), ranks: 14 } => "a15 is off the board, which has 14 ranks",
        PickError::Over(Refusal::NoRemoval) => "these rules have no removal turn",
        PickError::Illegal(refused.clone()) => "illegal move c4-d9: no piece on c4",
        PickError::UnknownOption { id: "e8#9".into(), label: "a1-d1".into() } => "'e8#9' is not a capture on offer for a1-d1",
        PickError::NoMatch { label: "a1-d1".into(), what: vec!["e8#1".into(), "e8:16#1".into()], reason: Refusal::NoDrops.says() } =>
            "a1-d1 cannot take exactly e8#1, e8:16#1: prisoners do not re-enter in these rules",
        PickError::NoMatch { label: "a1-d1".into(), what: vec![], reason: Refusal::NoDrops.says() } =>
            "a1-d1 cannot take exactly nothing: prisoners do not re-enter in these rules",
        PickError::NoPrisoner { index: 3, side: Color::White } => "white has no prisoner number 3 that may re-enter now",
        PickError::NoPrisoner { index: 3, side: Color::Black } => "black has no prisoner number 3 that may re-enter now",
        PickError::NoDropCell { piece: "C16".into(), to: cell("e5") } => "C16 may not re-enter on e5",
        PickError::NoRemoval { cell: cell("b4") } => "nothing on b4 may be removed now",
        PickError::RemovalOption { cell: cell("b4"), option: Some(2), moves: "xb4, xb4:16".into() } =>
            "b4 has no removal number 2 (its removals: xb4, xb4:16)",
        PickError::RemovalOption { cell: cell("b4"), option: None, moves: "xb4, xb4:16".into() } =>
            "b4 offers several removals (xb4, xb4:16): say which",
    ]);
}
