//! The drawings' text (docs/records.md, "Drawings"): texts read back to themselves, each fault
//! refused with its sentence, never a panic on any input, and drawings carried beside a link's
//! move code and checked against its game.

use rithmomachia::annotations::{Annotations, Mark, Tint, MAX_ANNOTATION_CHARS, MAX_MARKS};
use rithmomachia::record::{decode_moves, encode_moves, replay};
use rithmomachia::words::shorten;
use rithmomachia::{Cell, Position, Rng, Rules};

fn cell(s: &str) -> Cell {
    s.parse().unwrap()
}

#[test]
fn texts_round_trip_and_keep_the_order_drawn() {
    let cases: &[(&str, u8, usize, &str)] = &[
        ("", 16, 0, ""),
        ("0Gc4", 16, 0, "0Gc4"),
        ("0Ga3b5Rc4_2Bd5", 16, 2, "0Ga3b5Rc4_2Bd5"),
        ("3Rc4Gc4_7Yh16a1", 16, 9, "3Rc4Gc4_7Yh16a1"),
        ("12Ba14h14", 14, 12, "12Ba14h14"),
    ];
    for (text, ranks, plies, back) in cases {
        let a = Annotations::parse(text, *ranks, *plies).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(a.to_string(), *back, "{text}");
        assert_eq!(Annotations::parse(&a.to_string(), *ranks, *plies).unwrap(), a, "{text} read back");
    }
    let a = Annotations::parse("3Rc4Gc4Ga1a2", 16, 3).unwrap();
    assert_eq!(
        a.at(3),
        vec![
            Mark { tint: Tint::Red, from: cell("c4"), to: None },
            Mark { tint: Tint::Green, from: cell("c4"), to: None },
            Mark { tint: Tint::Green, from: cell("a1"), to: Some(cell("a2")) },
        ]
    );
    assert!(a.at(2).is_empty());
    assert!(Annotations::parse("", 16, 0).unwrap().is_empty());
}

#[test]
fn bad_texts_are_refused_naming_the_fault() {
    let long = "0Gc4".repeat(MAX_ANNOTATION_CHARS / 4 + 1);
    let many: String = std::iter::once("0".to_string())
        .chain((0..=MAX_MARKS).map(|i| format!("G{}{}", cell_name(i), cell_name(i + 1))))
        .collect();
    let cases: Vec<(String, u8, usize, &str)> = vec![
        ("Gc4".into(), 16, 3, "annotations: a move number is expected at character 1"),
        ("0Gc4_".into(), 16, 3, "annotations: a move number is expected at character 6"),
        ("0Gc4__1Gc4".into(), 16, 3, "annotations: a move number is expected at character 6"),
        ("4Gc4".into(), 16, 3, "annotations: move 4 is past the end of the game, which has 3 moves"),
        ("99999999999Gc4".into(), 16, 3, "annotations: move 10000000000 is past the end of the game, which has 3 moves"),
        ("4294967296Gc4".into(), 16, 3, "annotations: move 4294967296 is past the end of the game, which has 3 moves"),
        ("1Gc4_1Rd5".into(), 16, 3, "annotations: these drawings follow those after move 1: positions go in ascending order (after move 1)"),
        ("2Gc4_0Rd5".into(), 16, 3, "annotations: these drawings follow those after move 2: positions go in ascending order (on the start position)"),
        ("2".into(), 16, 3, "annotations: nothing is drawn (after move 2)"),
        ("0Xc4".into(), 16, 3, "annotations: 'X' is not a colour (G green, R red, B blue, Y yellow) (on the start position)"),
        ("0gc4".into(), 16, 3, "annotations: 'g' is not a colour (G green, R red, B blue, Y yellow) (on the start position)"),
        ("0Gé4".into(), 16, 3, "annotations: 'é4' is not a cell (a file a-h then a rank 1-16, like c4) (on the start position)"),
        ("1Gz4".into(), 16, 3, "annotations: 'z4' is not a cell (a file a-h then a rank 1-16, like c4) (after move 1)"),
        ("1Ga17".into(), 16, 3, "annotations: 'a17' is not a cell (a file a-h then a rank 1-16, like c4) (after move 1)"),
        ("1G".into(), 16, 3, "annotations: '' is not a cell (a file a-h then a rank 1-16, like c4) (after move 1)"),
        ("1Ga1b".into(), 16, 3, "annotations: 'b' is not a cell (a file a-h then a rank 1-16, like c4) (after move 1)"),
        ("1Ga15".into(), 14, 3, "annotations: a15 is off the board, which has 14 ranks (after move 1)"),
        ("1Ga1h15".into(), 14, 3, "annotations: h15 is off the board, which has 14 ranks (after move 1)"),
        ("3Gc4c4".into(), 16, 3, "annotations: an arrow from c4 to c4: a circle is written with one cell (after move 3)"),
        ("3Gc4d5Gc4d5".into(), 16, 3, "annotations: Gc4d5 is drawn twice (after move 3)"),
        ("0Ga1a2-".into(), 16, 3, "annotations: '-' is not a colour (G green, R red, B blue, Y yellow) (on the start position)"),
        (long, 16, 3, "annotations: the text is 65540 characters long, more than 65536"),
        (many, 16, 3, "annotations: more than 100 drawings (on the start position)"),
    ];
    for (text, ranks, plies, want) in cases {
        let e = Annotations::parse(&text, ranks, plies).unwrap_err();
        assert_eq!(e.to_string(), want, "{}", shorten(&text));
    }
}

/// The name of the `i`-th cell of a 16-rank board (a1, b1, …), for long texts.
fn cell_name(i: usize) -> String {
    Cell::from_index(i % 128).unwrap().to_string()
}

#[test]
fn the_page_receives_four_numbers_a_drawing() {
    let a = Annotations::parse("0Ga3b5Rc4_2Yh16", 16, 2).unwrap();
    let circle = u32::MAX;
    assert_eq!(a.flat(), [0, 0, 16, 33, 0, 1, 26, circle, 2, 3, 127, circle]);
}

#[test]
fn drawings_travel_with_a_link_and_are_checked_against_its_game() {
    let game = replay(Position::new(Rules::classic()), &["a3-b5", "c14-b13", "c4-d5"]).unwrap();
    let drawn = "0Ga3b5_2Rd5Bc4d5_3Yb13";
    let marks = Annotations::parse(drawn, game.position().board().ranks(), game.line().count()).unwrap();
    // A link carries the move code and the drawings' text: both read back to the same.
    let (code, text) = (encode_moves(&game).unwrap(), marks.to_string());
    let back = decode_moves(Position::new(Rules::classic()), &code).unwrap();
    let again = Annotations::parse(&text, back.position().board().ranks(), back.line().count()).unwrap();
    assert_eq!(again, marks);
    assert_eq!(again.to_string(), drawn);
    // The same drawings on a game one move shorter: the last position is not there.
    let short = replay(Position::new(Rules::classic()), &["a3-b5", "c14-b13"]).unwrap();
    let e = Annotations::parse(&text, 16, short.line().count()).unwrap_err();
    assert_eq!(e.to_string(), "annotations: move 3 is past the end of the game, which has 2 moves");
}

/// Texts cut, spliced and sprinkled with other characters (multi-byte ones too) from valid ones,
/// and random texts: each is read or refused with a sentence, never a panic, and what is read
/// writes back to a text that reads the same.
#[test]
fn any_text_is_read_or_refused_never_a_panic() {
    const PIECES: &[&str] = &[
        "0",
        "1",
        "2",
        "9",
        "10",
        "_",
        "G",
        "R",
        "B",
        "Y",
        "X",
        "g",
        "a",
        "c",
        "h",
        "i",
        "1",
        "4",
        "16",
        "17",
        "0",
        "é",
        "€",
        "𝄞",
        "-",
        " ",
        "4294967296",
    ];
    let valid = ["0Ga3b5Rc4_2Bd5", "3Rc4Gc4_7Yh16a1", "12Ba14h14", "0Gc4"];
    let mut rng = Rng::new(15);
    for round in 0..20_000 {
        let mut text: String = valid[round % valid.len()].to_string();
        if round % 5 == 4 {
            text.clear();
        }
        for _ in 0..1 + rng.below(6) {
            let piece = PIECES[rng.below(PIECES.len())];
            // A cut, a splice or an insertion at a character boundary.
            let bounds: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
            let at = bounds[rng.below(bounds.len())];
            match rng.below(3) {
                0 => text.insert_str(at, piece),
                1 => text.truncate(at),
                _ => {
                    let end = bounds.iter().copied().find(|&b| b > at).unwrap_or(at);
                    text.replace_range(at..end, piece);
                }
            }
        }
        let (ranks, plies) = if rng.below(2) == 0 { (16, rng.below(20)) } else { (14, rng.below(20)) };
        match Annotations::parse(&text, ranks, plies) {
            Ok(a) => {
                let back = a.to_string();
                assert_eq!(Annotations::parse(&back, ranks, plies).as_ref(), Ok(&a), "{text} written as {back}");
                assert_eq!(a.flat().len() % 4, 0);
            }
            Err(e) => {
                let m = e.to_string();
                assert!(m.starts_with("annotations: ") && m.len() < 200, "{text}: {m}");
            }
        }
    }
}

/// The numbers the page receives name cells of the board and plies of the game.
#[test]
fn the_numbers_name_cells_of_the_board_and_plies_of_the_game() {
    let a = Annotations::parse("0Ga14h14_3Rb2_5Ye7a1", 14, 5).unwrap();
    let flat = a.flat();
    for d in flat.chunks(4) {
        assert!(d[0] <= 5 && d[1] < 4, "{d:?}");
        assert!(Cell::from_index(d[2] as usize).is_some_and(|c| c.rank() < 14), "{d:?}");
        assert!(d[3] == u32::MAX || Cell::from_index(d[3] as usize).is_some_and(|c| c.rank() < 14), "{d:?}");
    }
    assert_eq!(flat[..4], [0, 0, cell("a14").index() as u32, cell("h14").index() as u32]);
    assert_eq!(a.at(5), vec![Mark { tint: Tint::Yellow, from: cell("e7"), to: Some(cell("a1")) }]);
}
