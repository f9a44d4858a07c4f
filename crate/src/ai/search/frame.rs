//! The per-ply buffers of the search: a node's moves, the positions after them and what the
//! ordering learnt of each, kept from node to node so that a warm search allocates nothing.

use crate::ai::search::table::Touched;
use crate::board::moves::Move;
use crate::position::Position;

/// The per-ply buffers of the search (reused from node to node: no allocation once warm).
#[derive(Default)]
pub(crate) struct Frame {
    pub(crate) moves: Vec<Move>,
    /// The positions after `moves`, one for one; any past them are left for later copies.
    /// (The quiescence search, which never expands its node, plays each capture into the
    /// first.)
    pub(crate) children: Vec<Position>,
    /// Per child: its ordering key, the value it captured, its game result if it ended, and
    /// what its move changed (to key it from its parent).
    pub(crate) keys: Vec<i64>,
    pub(crate) gains: Vec<u32>,
    pub(crate) results: Vec<Option<i32>>,
    pub(crate) touched: Vec<Touched>,
    pub(crate) order: Vec<usize>,
}

/// `children[i]` made a copy of `pos`, copying into the position left there where there is one.
pub(crate) fn copy_into<'a>(children: &'a mut Vec<Position>, i: usize, pos: &Position) -> &'a mut Position {
    if i < children.len() {
        children[i].clone_from(pos);
    } else {
        children.resize(i + 1, pos.clone());
    }
    &mut children[i]
}
