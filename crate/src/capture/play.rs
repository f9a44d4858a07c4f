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

/// Every distinct legal move with its captures, in the order of [`moves`], streamed: where the
/// player chooses captures nothing but the move at hand is built (the list may be long).
pub(crate) fn each_turn(state: &State, f: &mut dyn FnMut(&Move, &[Capture])) {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::each_turn(state, f);
    }
    let mut list = Vec::new();
    moves(state, &mut list);
    let mut captures = Vec::new();
    for mv in &list {
        let mut next = state.clone();
        captures.clear();
        play(&mut next, mv, &mut captures);
        f(mv, &captures);
    }
}

/// [`each_turn`] for the moves whose action `keep` accepts (the others are neither played
/// nor, where the player chooses captures, composed where it can be told before): what one
/// piece or prisoner offers. Only for the modes whose captures are fixed by the move.
pub(crate) fn each_turn_where(
    state: &State,
    keep: &dyn Fn(crate::board::moves::Action) -> bool,
    f: &mut dyn FnMut(&Move, &[Capture]),
) {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::each_turn(state, &mut |mv, captures| {
            if keep(mv.action) {
                f(mv, captures)
            }
        });
    }
    let mut list = Vec::new();
    moves(state, &mut list);
    let mut captures = Vec::new();
    for mv in list.iter().filter(|m| keep(m.action)) {
        let mut next = state.clone();
        captures.clear();
        play(&mut next, mv, &mut captures);
        f(mv, &captures);
    }
}

/// Every distinct legal move, in the order of [`moves`], streamed.
pub(crate) fn each_move(state: &State, f: &mut dyn FnMut(&Move)) {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::each_turn(state, &mut |mv, _| f(mv));
    }
    let mut list = Vec::new();
    moves(state, &mut list);
    list.iter().for_each(f);
}

/// How many distinct legal moves: where the player chooses captures, counted offer by offer
/// without building each move where it can.
pub(crate) fn count(state: &State) -> u64 {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::count(state);
    }
    let mut list = Vec::new();
    moves(state, &mut list);
    list.len() as u64
}

/// Up to `limit` legal moves doing `action` (in the order of [`moves`]) and whether there are
/// more: what a refusal lists.
pub(crate) fn moves_of(state: &State, action: crate::board::moves::Action, limit: usize) -> (Vec<Move>, bool) {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::moves_of(state, action, limit);
    }
    let mut list = Vec::new();
    moves(state, &mut list);
    list.retain(|m| m.action == action);
    let more = list.len() > limit;
    list.truncate(limit);
    (list, more)
}

/// The moves the computer searches: every legal move, but where the player chooses captures a
/// few choices per action (see [`crate::capture::chosen::search_moves`]).
pub(crate) fn search_moves(state: &State, out: &mut Vec<Move>) {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::search_moves(state, out);
    }
    moves(state, out)
}

/// [`search_moves`] one at a time until `f` returns false: where the player chooses captures,
/// the moves after that one are never composed, and each comes with its captures (for
/// [`play_composed`]); otherwise they are listed in `buffer` first, and come without.
pub(crate) fn each_search_move(
    state: &State,
    buffer: &mut Vec<Move>,
    f: &mut dyn FnMut(&Move, Option<&[Capture]>) -> bool,
) {
    if state.rules().capture_mode == CaptureMode::Chosen {
        return crate::capture::chosen::each_search_move(state, &mut |mv, captures| f(&mv, Some(captures)));
    }
    moves(state, buffer);
    for mv in buffer.iter() {
        if !f(mv, None) {
            return;
        }
    }
}

/// Play `mv` with the captures [`each_search_move`] gave with it (`None`: judged as [`play`]
/// judges them).
pub(crate) fn play_composed(
    state: &mut State,
    mv: &Move,
    composed: Option<&[Capture]>,
    captures: &mut Vec<Capture>,
) -> Option<Played> {
    match composed {
        Some(composed) if state.rules().capture_mode == CaptureMode::Chosen => {
            crate::capture::chosen::play_composed(state, mv, composed, captures)
        }
        _ => play(state, mv, captures),
    }
}

/// Every distinct action of the legal moves, in the order of [`moves`]: where the player
/// chooses captures, read from the turns on offer (no choice listed).
pub(crate) fn each_action(state: &State, f: &mut dyn FnMut(crate::board::moves::Action)) {
    let mut seen: Vec<crate::board::moves::Action> = Vec::new();
    let mut once = |action| {
        if !seen.contains(&action) {
            seen.push(action);
            f(action);
        }
    };
    if state.rules().capture_mode == CaptureMode::Chosen {
        crate::capture::turns::each_offer(state, &mut |offer| {
            once(offer.action);
            true
        });
        return;
    }
    let mut list = Vec::new();
    moves(state, &mut list);
    list.iter().for_each(|m| once(m.action));
}
