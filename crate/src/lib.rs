//! Rithmomachia, the medieval battle of numbers: the rules core.
//!
//! Rules are data ([`Rules`], presets are values of it); a [`Position`] owns the board and
//! answers [`Position::legal_moves`], [`Position::play`] and [`Position::outcome`]; untrusted
//! text becomes a [`Setup`] ([`notation`]) and is validated into a `Position`.
//!
//! ```
//! use rithmomachia::{notation, Color, Position, Rules};
//! // White's round 16 on d2, Black's triangle 16 on f4 (ranks from 16 down to 1).
//! let text = "8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
//! let position = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap();
//! // The round steps diagonally to e3, from where it reaches f4: equality takes the 16.
//! let (after, captures) = position.play_report(&"d2-e3".parse().unwrap()).unwrap();
//! assert_eq!(captures[0].reason.to_string(), "16 = 16");
//! assert_eq!(after.prisoners(Color::White).value(), 16);
//! assert_eq!(after.to_setup().to_string(), "8/8/8/8/8/8/8/8/8/8/8/8/8/4,C16,3/8/8 b t16 - 1");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The layers, bottom to top (docs/architecture.md): a module uses only its own layer and the
// layers below it.
mod ai;
mod app;
mod board;
mod capture;
mod facade;
mod position;
mod rules;
mod teach;
mod text;
mod victory;
mod vocab;

pub use ai::{bench, players, search};
pub use app::editor::Editor;
pub use app::{analyst, editor, opponent, record, record_file};
pub use facade::report;
#[cfg(target_arch = "wasm32")]
pub use facade::wasm;
pub use teach::{analysis, explain, lessons, puzzle_set, puzzles, review, study};
pub use text::notation;
pub use text::record as record_text;
pub use text::study as study_text;
pub use text::{annotations, link, position_text};
#[cfg(not(target_arch = "wasm32"))]
pub use vocab::english;
pub use vocab::{json, words};

pub use ai::perft::{perft, MAX_PERFT_DEPTH};
pub use ai::playout::random_playout;
pub use app::game::{FlowError, Game, Limit, Progress};
pub use app::pick::{Chooser, Pick, PickError};
pub use board::layout::{EVEN_PYRAMID, ODD_PYRAMID};
pub use board::moves::{Action, Move, Target};
pub use board::prisoners::{Figures, PrisonerIter, Prisoners, PRISONER_CAPACITY};
pub use board::setup::Setup;
pub use board::{Board, MAX_PYRAMIDS};
pub use capture::index::IndexWork;
pub use capture::mode::Scratch;
pub use capture::offer::MAX_CHOICES;
pub use capture::{Capture, Method, MethodSet, Op, Part, Reason, StackValue, Values};
pub use position::offers::{CaptureOption, Destination, DropOffer, Kind, Offers, Only, Origins, RemovalOffer};
pub use position::{LegalIndex, LegalIndexBuild, PlayError, Position, Refusal, SetupError};
pub use rules::{
    Ambush, Assault, Attackers, CaptureMode, Condition, Conditions, Dirs, Distance, Formation, FormationShape, Goal,
    Layout, Leap, Lesser, Measure, Methods, Motion, Ops, Preset, PyramidAttack, PyramidDefence, PyramidMotion, Rules,
    RulesError, Siege, Turn, UnknownPreset, Victories, Victory, MAX_GAME_PLIES, MAX_PLY_CAP,
};
pub use text::position_text::PositionTextError;
pub use victory::Ending;
pub use victory::{progression_says, DrawReason, Outcome};
pub use vocab::arith::Progression;
pub use vocab::cell::{Cell, CellIter, CellSet, ParseCellError, CELLS, FILES, MAX_RANKS};
pub use vocab::piece::{digit_count, digit_sum, ByColor, Color, Component, Piece, Shape, MAX_PARTS, MAX_VALUE};
pub use vocab::rng::Rng;
