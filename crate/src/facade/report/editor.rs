//! The board editor's view of its setup: the pieces and prisoners as the page draws them, and
//! every fault as a sentence the page words, with the cells it concerns.

use serde::Serialize;

use crate::app::editor::Editor;
use crate::position::SetupError;
use crate::vocab::piece::{ByColor, Color, Piece};
use crate::vocab::words::Say;

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

impl EditorView {
    /// The view of `editor`.
    pub fn of(editor: &Editor) -> EditorView {
        let setup = editor.setup();
        let list = |pieces: &[Piece]| -> Vec<PrisonerReport> {
            pieces.iter().enumerate().map(|(i, p)| PrisonerReport::of(i, p, &|_| None)).collect()
        };
        EditorView {
            text: editor.text(),
            ranks: setup.ranks,
            shown: editor.shown_ranks(),
            turn: setup.turn,
            pieces: setup.pieces().map(|(c, p)| PieceReport::of(c, &p)).collect(),
            prisoners: ByColor { white: list(&setup.prisoners.white), black: list(&setup.prisoners.black) },
            problems: editor.problems().iter().map(SetupError::says).collect(),
        }
    }
}
