//! The board editor's view of its setup: the pieces and prisoners as the page draws them, and
//! every fault as a sentence the page words, with the cells it concerns.

use serde::Serialize;

use crate::app::editor::Editor;
use crate::position::SetupError;
use crate::vocab::piece::{ByColor, Color, Piece, MAX_VALUE};
use crate::vocab::words::{side_key, Say, Word};

use super::page::{PieceReport, PrisonerReport};

/// What the editor shows: `{text, ranks, shown, turn, pieces, prisoners, problems}`
/// (docs/facade.md, "The board editor").
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct EditorView {
    /// The setup as a position text.
    pub text: String,
    /// The board's length, 16 or 14.
    pub ranks: u8,
    /// The ranks to draw: 16 while pieces stand beyond a 14-rank board.
    pub shown: u8,
    /// The side to move.
    pub turn: Color,
    /// Every piece, in site order.
    pub pieces: Vec<PieceReport>,
    /// The prisoners each side holds, in capture order.
    pub prisoners: ByColor<Vec<PrisonerReport>>,
    /// Every fault, first to last, as a sentence whose `cells` name where it stands;
    /// empty when the setup can be played.
    pub problems: Vec<Say>,
}

/// A fault as a sentence (`setup.*`, docs/i18n.md), on a board of `ranks` ranks.
///
/// A sentence names where the fault stands in `cells` (the cell, or every pyramid of the side:
/// `pyramids`), the side it is about in `side`, a number in `n` (the board's ranks, the largest
/// value, the room), and the reason rules cannot be played in `why`.
///
/// ```
/// use rithmomachia::{report::problem_says, words::Word, SetupError};
/// let s = problem_says(&SetupError::OffBoard("a15".parse().unwrap()), 14, &[]);
/// assert_eq!(s.key, "setup.offBoard");
/// assert_eq!(s.params.get("cells"), Some(&Word::List(vec![Word::Text("a15".into())])));
/// assert_eq!(s.params.get("n"), Some(&Word::Num(14)));
/// ```
pub fn problem_says(e: &SetupError, ranks: u8, pyramids: &[String]) -> Say {
    let side = |c: Color| Word::Term { t: side_key(c) };
    let cells = |list: Vec<String>| Word::List(list.into_iter().map(Word::Text).collect());
    match e {
        SetupError::OffBoard(c) => Say::new("setup.offBoard").word("cells", cells(vec![c.to_string()])).num("n", ranks),
        SetupError::BadValue(c) => {
            Say::new("setup.value").word("cells", cells(vec![c.to_string()])).num("n", MAX_VALUE)
        }
        SetupError::Pyramids(c) => {
            Say::new("setup.pyramids").word("side", side(*c)).word("cells", cells(pyramids.to_vec()))
        }
        SetupError::PrisonerColor(c) => Say::new("setup.prisonerColor").word("side", side(*c)),
        SetupError::PrisonerValue(c) => Say::new("setup.prisonerValue").word("side", side(*c)).num("n", MAX_VALUE),
        SetupError::TooManyPieces => {
            Say::new("setup.tooMany").num("n", crate::board::prisoners::PRISONER_CAPACITY as u64)
        }
        // The rules' own reason stays in English (docs/i18n.md), as everywhere else.
        SetupError::Rules(r) => Say::new("setup.rules").text("why", r.to_string()),
        SetupError::BoardLength(n) => Say::new("setup.length").num("n", *n),
    }
}

impl EditorView {
    /// The view of `editor`.
    pub fn of(editor: &Editor) -> EditorView {
        let setup = editor.setup();
        let list = |pieces: &[Piece]| -> Vec<PrisonerReport> {
            pieces.iter().enumerate().map(|(i, p)| PrisonerReport::of(i, p, &|_| None)).collect()
        };
        let pyramids = |color: Color| -> Vec<String> {
            setup.pieces().filter(|(_, p)| p.color == color && p.is_pyramid()).map(|(c, _)| c.to_string()).collect()
        };
        EditorView {
            text: editor.text(),
            ranks: setup.ranks,
            shown: editor.shown_ranks(),
            turn: setup.turn,
            pieces: setup.pieces().map(|(c, p)| PieceReport::of(c, &p)).collect(),
            prisoners: ByColor { white: list(&setup.prisoners.white), black: list(&setup.prisoners.black) },
            problems: editor
                .problems()
                .iter()
                .map(|e| {
                    problem_says(
                        e,
                        setup.ranks,
                        &if let SetupError::Pyramids(c) = e { pyramids(*c) } else { Vec::new() },
                    )
                })
                .collect(),
        }
    }
}
