//! The capture mode the rules name, called through the one interface [`Mode`].

use crate::board::moves::Move;
use crate::board::state::State;
use crate::capture::automatic::Automatic;
use crate::capture::chosen::Chosen;
use crate::capture::landing::Landing;
use crate::capture::mode::{Mode, Played, Scratch};
use crate::capture::Capture;
use crate::rules::CaptureMode;
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::rng::Rng;

/// Calls `$f` of the mode the state's rules name.
macro_rules! dispatch {
    ($state:expr, $f:ident($($arg:expr),*)) => {
        match $state.rules().capture_mode {
            CaptureMode::Automatic => Automatic::$f($($arg),*),
            CaptureMode::Chosen => Chosen::$f($($arg),*),
            CaptureMode::Landing => Landing::$f($($arg),*),
        }
    };
}

/// [`Mode::destinations`] of the state's mode.
pub(crate) fn destinations(state: &State, from: Cell) -> CellSet {
    dispatch!(state, destinations(state, from))
}

/// [`Mode::moves`] of the state's mode.
pub(crate) fn moves(state: &State, out: &mut Vec<Move>) {
    dispatch!(state, moves(state, out))
}

/// [`Mode::has_move`] of the state's mode.
pub(crate) fn has_move(state: &State) -> bool {
    dispatch!(state, has_move(state))
}

/// [`Mode::is_legal`] of the state's mode.
pub(crate) fn is_legal(state: &State, mv: &Move) -> bool {
    dispatch!(state, is_legal(state, mv))
}

/// [`Mode::play`] of the state's mode.
pub(crate) fn play(state: &mut State, mv: &Move, captures: &mut Vec<Capture>) -> Option<Played> {
    dispatch!(state, play(state, mv, captures))
}

/// [`Mode::play_random`] of the state's mode.
pub(crate) fn play_random(state: &mut State, rng: &mut Rng, scratch: &mut Scratch) -> Option<Played> {
    dispatch!(state, play_random(state, rng, scratch))
}
