//! Capture by landing (`ludii`): moves onto enemy pieces, encirclement removals, and Ludii's
//! line-progression end (rules.md section 6).
//!
//! No preset uses this capture mode yet: [`Rules::validate`](crate::Rules::validate) refuses it.

use crate::capture::Capture;
use crate::moves::Move;
use crate::position::Position;

/// The legal moves of `position` (none until the mode is implemented).
pub(crate) fn moves(_position: &Position, _out: &mut Vec<Move>) {}

/// Play `mv` in place (nothing until the mode is implemented).
pub(crate) fn play(_position: &mut Position, _mv: &Move, _captures: &mut Vec<Capture>) {}
