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

mod board;
mod capture;
mod cell;
mod chosen;
mod eval;
pub mod explain;
pub mod lessons;
mod game;
mod landing;
mod layout;
mod methods;
mod motion;
mod moves;
pub mod notation;
mod perft;
mod playout;
mod piece;
pub mod players;
mod position;
mod prisoners;
pub mod record;
pub mod report;
mod rng;
mod rules;
pub mod search;
mod setup;
mod victory;
pub mod words;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::{Board, MAX_PYRAMIDS};
pub use capture::{Capture, Method, MethodSet, Op, Part, Reason, StackValue, Values};
pub use cell::{Cell, CellIter, CellSet, ParseCellError, CELLS, FILES, MAX_RANKS};
pub use game::{CaptureOption, Destination, DropOffer, Game, Kind, Limit, Offers, PickError, Progress, RemovalOffer};
pub use layout::{EVEN_PYRAMID, ODD_PYRAMID};
pub use moves::{Action, Move, Target};
pub use perft::perft;
pub use playout::{random_playout, Scratch};
pub use piece::{digit_count, digit_sum, ByColor, Color, Component, Piece, Shape, MAX_PARTS, MAX_VALUE};
pub use position::{PlayError, Position, SetupError};
pub use prisoners::{Figures, PrisonerIter, Prisoners, PRISONER_CAPACITY};
pub use rng::Rng;
pub use rules::{
    Ambush, Assault, Attackers, CaptureMode, Condition, Conditions, Dirs, Distance, Formation, FormationShape, Goal, Layout, Leap, Lesser, Measure, Methods,
    Motion, Ops, Preset, PyramidAttack, PyramidDefence, PyramidMotion, Rules, RulesError, Siege, Turn, UnknownPreset,
    Victories, Victory,
};
pub use setup::Setup;
pub use victory::{describe_progressions, explain_progressions, outcome_says, progression_says, DrawReason, Outcome, Progression};
