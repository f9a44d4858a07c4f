//! The board editor's core: a setup validated into a position, every fault named (a table of
//! bad setups, each with its faults, codes and sentences), and the editor's edits.

use rithmomachia::editor::{piece_of, PieceError};
use rithmomachia::report::EditorView;
use rithmomachia::{notation, Cell, Color, Editor, Piece, Position, Rules, Setup, SetupError, Shape};

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn white(shape: Shape, value: u16) -> Piece {
    Piece::simple(Color::White, shape, value)
}

/// A setup from a text, then edited by `f` (values and places the notation cannot write).
fn setup(text: &str, f: impl FnOnce(&mut Setup)) -> Setup {
    let mut s = notation::parse_position(text).unwrap();
    f(&mut s);
    s
}

const EMPTY: &str = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0";
const EMPTY14: &str = "8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0";

#[test]
fn bad_setups_are_named_fault_by_fault() {
    let pyramid = |color| {
        Piece::pyramid(
            color,
            &[rithmomachia::Component::new(Shape::Square, 36), rithmomachia::Component::new(Shape::Round, 1)],
        )
        .unwrap()
    };
    // (what, setup, its faults as (code, sentence), in order)
    let table: Vec<(&str, Setup, Vec<(&str, &str)>)> = vec![
        (
            "two white pyramids",
            setup("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P(S36C1),P(C4),6 w - - 0", |_| {}),
            vec![("pyramids", "White has more than one pyramid (a1, b1): an army has one.")],
        ),
        (
            "two pyramids each",
            setup(EMPTY, |s| {
                for (c, color) in
                    [("a1", Color::White), ("h1", Color::White), ("a16", Color::Black), ("h16", Color::Black)]
                {
                    s.set(cell(c), Some(pyramid(color)));
                }
            }),
            vec![
                ("pyramids", "White has more than one pyramid (a1, h1): an army has one."),
                ("pyramids", "Black has more than one pyramid (a16, h16): an army has one."),
            ],
        ),
        (
            "a value of 0",
            setup(EMPTY, |s| s.set(cell("c4"), Some(white(Shape::Round, 0)))),
            vec![("value", "c4: a value must be from 1 to 9999.")],
        ),
        (
            "a value of 10000",
            setup(EMPTY, |s| s.set(cell("d5"), Some(white(Shape::Square, 10000)))),
            vec![("value", "d5: a value must be from 1 to 9999.")],
        ),
        (
            "a pyramid's component out of range",
            setup(EMPTY, |s| {
                s.set(
                    cell("e2"),
                    Some(Piece::pyramid(Color::White, &[rithmomachia::Component::new(Shape::Square, 12000)]).unwrap()),
                )
            }),
            vec![("value", "e2: a value must be from 1 to 9999.")],
        ),
        (
            "pieces off a 14-rank board",
            setup(EMPTY14, |s| {
                s.set(cell("a15"), Some(white(Shape::Round, 4)));
                s.set(cell("h16"), Some(Piece::simple(Color::Black, Shape::Triangle, 0)));
            }),
            vec![
                ("off-board", "a15: beyond rank 14, the last of this board."),
                ("off-board", "h16: beyond rank 14, the last of this board."),
                ("value", "h16: a value must be from 1 to 9999."),
            ],
        ),
        (
            "a prisoner of the holder's own colour",
            setup(EMPTY, |s| s.prisoners.white.push(white(Shape::Round, 4))),
            vec![("prisoner-color", "White's prisoners must be the other side's pieces.")],
        ),
        (
            "a prisoner worth 0",
            setup(EMPTY, |s| s.prisoners.black.push(white(Shape::Round, 0))),
            vec![("prisoner-value", "Black's prisoners: a value must be from 1 to 9999.")],
        ),
        (
            "more pieces than the lists hold",
            setup(EMPTY, |s| {
                for c in Cell::all() {
                    s.set(c, Some(white(Shape::Round, 4)));
                }
                s.prisoners.black =
                    vec![
                        Piece::pyramid(Color::White, &[rithmomachia::Component::new(Shape::Round, 1); 8]).unwrap();
                        15
                    ];
            }),
            vec![("too-many", "Too many pieces: the board and the prisoners hold at most 256 entries.")],
        ),
        ("a board of 12 ranks", Setup::empty(12), vec![("length", "A board has 14 or 16 ranks, not 12.")]),
    ];
    for (what, s, expected) in table {
        let found = Position::problems(&s, &Rules::classic());
        let got: Vec<(&str, String)> = found.iter().map(|e| (e.code(), e.to_string())).collect();
        let want: Vec<(&str, String)> = expected.iter().map(|&(c, m)| (c, m.to_string())).collect();
        assert_eq!(got, want, "{what}");
        // The position is refused with the first fault, the same one.
        assert_eq!(Position::from_setup(s, Rules::classic()).unwrap_err(), found[0], "{what}");
    }
}

#[test]
fn rules_that_cannot_be_played_are_a_fault_of_the_setup() {
    let mut rules = Rules::classic();
    rules.prisoners_reenter = true;
    let s = notation::parse_position(EMPTY).unwrap();
    let found = Position::problems(&s, &rules);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].code(), "rules");
    assert!(found[0].to_string().starts_with("These rules cannot be played: prisoners re-enter"), "{}", found[0]);
}

#[test]
fn every_start_and_a_sound_setup_have_no_fault() {
    for preset in rithmomachia::Preset::ALL {
        let rules = preset.rules();
        let start = Position::new(rules).to_setup();
        assert_eq!(Position::problems(&start, &rules), [], "{}", preset.id());
    }
    // One pyramid a side, values 1 and 9999, prisoners of the other side.
    let s = notation::parse_position("p(s9999c1),7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P(C1),7 b c9999 T1 0").unwrap();
    assert_eq!(Position::problems(&s, &Rules::classic()), []);
    assert!(Position::from_setup(s, Rules::classic()).is_ok());
}

#[test]
fn the_editor_puts_takes_clears_and_starts() {
    let mut e = Editor::new(Rules::classic());
    let start = Position::new(Rules::classic()).to_setup().to_string();
    assert_eq!(e.text(), start);
    assert_eq!(e.take(cell("a1")), Some(white(Shape::Square, 25)));
    assert_eq!(e.take(cell("a1")), None);
    e.put(cell("d8"), white(Shape::Triangle, 7));
    assert_eq!(e.setup().get(cell("d8")), Some(white(Shape::Triangle, 7)));
    e.set_turn(Color::Black);
    e.add_prisoner(Color::White, white(Shape::Round, 9));
    e.add_prisoner(Color::Black, white(Shape::Square, 15));
    // A prisoner is the other side's piece, whatever colour it was given.
    assert_eq!(e.setup().prisoners.white, [Piece::simple(Color::Black, Shape::Round, 9)]);
    assert_eq!(e.setup().prisoners.black, [white(Shape::Square, 15)]);
    e.clear();
    assert_eq!(e.text(), "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b c9 S15 0", "the board only is cleared");
    assert!(e.remove_prisoner(Color::White, 0));
    assert!(!e.remove_prisoner(Color::White, 0));
    e.start();
    assert_eq!(e.text(), start);
}

#[test]
fn a_short_board_keeps_the_pieces_beyond_it_as_faults_until_they_go() {
    let mut e = Editor::new(Rules::classic());
    e.set_ranks(14);
    assert_eq!(e.setup().ranks, 14);
    assert_eq!(e.shown_ranks(), 16, "the board shows them");
    let faults = e.problems();
    assert_eq!(faults.len(), 12, "black's pieces on its two back ranks: {faults:?}");
    assert!(faults.iter().all(|f| matches!(f, SetupError::OffBoard(c, 14) if c.rank() >= 14)));
    // Nothing is lost in the text (16 ranks while they stand there), and no game starts.
    assert_eq!(e.text(), Position::new(Rules::classic()).to_setup().to_string());
    assert!(e.game().is_err());
    for c in Cell::all().filter(|c| c.rank() >= 14) {
        e.take(c);
    }
    assert_eq!(e.problems(), []);
    assert_eq!(e.shown_ranks(), 14);
    assert_eq!(e.game().unwrap().position().board().ranks(), 14);
    e.set_ranks(16);
    assert_eq!(e.setup().ranks, 16);
}

#[test]
fn an_editor_from_a_text_or_the_rules_start() {
    let err = Editor::from_text(Rules::classic(), "8/8 w - -").unwrap_err();
    assert_eq!(err.to_string(), "expected 14 or 16 ranks, found 2");
    let e = Editor::from_text(Rules::classic(), EMPTY14).unwrap();
    assert_eq!(e.setup().ranks, 14);
    assert_eq!(e.text(), EMPTY14);
    let e = Editor::from_text(Rules::ludii(), "").unwrap();
    assert_eq!(e.text(), Position::new(Rules::ludii()).to_setup().to_string());
}

#[test]
fn pieces_from_parts_and_their_errors() {
    assert_eq!(
        piece_of(Color::Black, &["square", "triangle", "round"], &[64, 36, 16], true).unwrap().to_string(),
        "p(s64t36c16)"
    );
    assert_eq!(piece_of(Color::White, &["round"], &[4], true).unwrap().to_string(), "P(C4)");
    assert_eq!(
        piece_of(Color::White, &["round"], &[0], false).unwrap(),
        white(Shape::Round, 0),
        "a bad value is kept for the setup's faults"
    );
    let bad: [(&[&str], &[u32], bool, PieceError, &str); 5] = [
        (
            &["pyramid"],
            &[4],
            false,
            PieceError::Shape("pyramid".into()),
            "'pyramid' is not a shape (round, triangle or square)",
        ),
        (&["round"], &[70000], false, PieceError::Value(70000), "70000 is far too large: values are 1 to 9999"),
        (&[], &[], true, PieceError::Parts(0), "a piece has 1 part, a pyramid 1 to 8 (here 0)"),
        (&["round", "round"], &[1, 2], false, PieceError::Parts(2), "a piece has 1 part, a pyramid 1 to 8 (here 2)"),
        (&["round"; 9], &[1; 9], true, PieceError::Parts(9), "a piece has 1 part, a pyramid 1 to 8 (here 9)"),
    ];
    for (shapes, values, pyramid, err, text) in bad {
        let got = piece_of(Color::White, shapes, values, pyramid).unwrap_err();
        assert_eq!(got, err);
        assert_eq!(got.to_string(), text);
    }
}

#[test]
fn the_view_words_each_fault_with_its_cells() {
    let mut e = Editor::new(Rules::classic());
    e.put(cell("d5"), Piece::pyramid(Color::White, &[rithmomachia::Component::new(Shape::Round, 4)]).unwrap());
    e.put(cell("e6"), white(Shape::Round, 0));
    let v = EditorView::of(&e);
    let json = serde_json::to_value(&v).unwrap();
    assert_eq!(
        json["problems"],
        serde_json::json!([
            {"key": "setup.value", "params": {"cells": ["e6"], "n": 9999}},
            {"key": "setup.pyramids", "params": {"side": {"t": "side.white"}, "cells": ["g2", "d5"]}},
        ])
    );
    let english: Vec<String> = v.problems.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        english,
        ["e6: a value must be from 1 to 9999.", "White has more than one pyramid (g2, d5): an army has one."]
    );
    e.take(cell("d5"));
    e.take(cell("e6"));
    let v = EditorView::of(&e);
    assert_eq!(v.problems, []);
    assert_eq!((v.ranks, v.shown, v.turn), (16, 16, Color::White));
    assert_eq!(v.pieces.len(), 48);
    // Every fault has its words (en-core.json), read by the command line's English.
    let mut short = Editor::new(Rules::classic());
    short.set_ranks(14);
    short.add_prisoner(Color::White, white(Shape::Round, 0));
    let words: Vec<String> = EditorView::of(&short).problems.iter().map(|s| s.to_string()).collect();
    assert_eq!(words[0], "a15: beyond rank 14, the last of this board.");
    assert_eq!(words.last().unwrap(), "White's prisoners: a value must be from 1 to 9999.");
}
