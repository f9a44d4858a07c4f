//! [`LegalIndex`]: the place of a move in [`Position::legal_moves`] and the move at a place,
//! without the list where the player chooses captures (a link's move code, docs/records.md).

use crate::board::moves::Move;
use crate::capture::index::{IndexBuild, IndexWork, MoveIndex};
use crate::position::Position;
use crate::rules::CaptureMode;

/// The legal-move list of a position, indexed: [`LegalIndex::index_of`] and
/// [`LegalIndex::move_at`] agree with [`Position::legal_moves`], but where the player chooses
/// captures (`boissiere`, `simplified`) the list, which grows with the subsets of the captures
/// on offer, is never built: the turns on offer are, each with the number of moves it adds.
///
/// ```
/// use rithmomachia::{Position, Rules};
/// let start = Position::new(Rules::boissiere());
/// let list = start.legal_moves();
/// let mut index = start.legal_index();
/// assert_eq!(index.len(), list.len());
/// assert_eq!(index.index_of(&list[7]), Some(7));
/// assert_eq!(index.move_at(7).as_ref(), Some(&list[7]));
/// assert_eq!(index.move_at(list.len()), None);
/// ```
pub struct LegalIndex<'p> {
    position: &'p Position,
    inner: Inner,
}

enum Inner {
    /// Where the list is short (the engine or the landing takes the captures): the list.
    List(Vec<Move>),
    /// Where the player chooses captures: the turns on offer.
    Offers(MoveIndex),
}

impl<'p> LegalIndex<'p> {
    pub(crate) fn new(position: &'p Position) -> LegalIndex<'p> {
        let mut build = LegalIndexBuild::new(position);
        while !build.advance(position, &mut |_| false) {}
        build.finish(position)
    }

    /// How many legal moves (`legal_moves().len()`).
    pub fn len(&self) -> usize {
        match &self.inner {
            Inner::List(list) => list.len(),
            Inner::Offers(index) => usize::try_from(index.len()).unwrap_or(usize::MAX),
        }
    }

    /// Is there no legal move?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The place of `mv` in [`Position::legal_moves`] (the same move, or one written the same),
    /// if it is there.
    pub fn index_of(&mut self, mv: &Move) -> Option<usize> {
        match &mut self.inner {
            Inner::List(list) => list.iter().position(|m| m == mv).or_else(|| {
                let text = mv.to_string();
                list.iter().position(|m| m.to_string() == text)
            }),
            Inner::Offers(index) => index.index_of(self.position.state(), mv).and_then(|i| usize::try_from(i).ok()),
        }
    }

    /// The move at place `index` of [`Position::legal_moves`], if the list is that long.
    pub fn move_at(&mut self, index: usize) -> Option<Move> {
        match &mut self.inner {
            Inner::List(list) => list.get(index).cloned(),
            Inner::Offers(offers) => offers.move_at(self.position.state(), index as u64),
        }
    }

    /// What indexing has cost so far: the turns on offer built and the moves walked one by one
    /// (none where the list is built: its length is the work).
    pub fn work(&self) -> IndexWork {
        match &self.inner {
            Inner::List(list) => IndexWork { offers: 0, walked: list.len() },
            Inner::Offers(index) => index.work(),
        }
    }
}

/// A [`LegalIndex`] built in steps (a link read a little at a time): where the player chooses
/// captures, a few turns on offer at a time; elsewhere the list, at once. It holds no borrow:
/// each call is given the position it was made for.
///
/// ```
/// use rithmomachia::{LegalIndexBuild, Position, Rules};
/// let start = Position::new(Rules::boissiere());
/// let mut build = LegalIndexBuild::new(&start);
/// let mut steps = 1;
/// while !build.advance(&start, &mut |work| work.offers >= 1) {
///     steps += 1; // one turn at a time
/// }
/// assert!(steps > 1);
/// assert_eq!(build.finish(&start).len(), start.legal_moves().len());
/// ```
pub struct LegalIndexBuild {
    inner: Build,
}

enum Build {
    List(Vec<Move>),
    Offers(IndexBuild),
    Over,
}

impl LegalIndexBuild {
    /// The start of the index of `position`.
    pub fn new(position: &Position) -> LegalIndexBuild {
        let inner = if position.rules().capture_mode != CaptureMode::Chosen {
            Build::List(position.legal_moves())
        } else if position.has_ended_by_rule() {
            Build::Over
        } else {
            Build::Offers(IndexBuild::new(position.state()))
        };
        LegalIndexBuild { inner }
    }

    /// Add turns on offer until `enough` says so (asked after each, with the work so far); true
    /// once the index is whole. `position` is the one it was made for.
    pub fn advance(&mut self, position: &Position, enough: &mut dyn FnMut(IndexWork) -> bool) -> bool {
        match &mut self.inner {
            Build::Offers(build) => build.advance(position.state(), enough),
            Build::List(_) | Build::Over => true,
        }
    }

    /// The work done so far (as [`LegalIndex::work`]).
    pub fn work(&self) -> IndexWork {
        match &self.inner {
            Build::List(list) => IndexWork { offers: 0, walked: list.len() },
            Build::Offers(build) => build.work(),
            Build::Over => IndexWork::default(),
        }
    }

    /// The index, once [`LegalIndexBuild::advance`] has said it is whole, of `position`.
    pub fn finish(self, position: &Position) -> LegalIndex<'_> {
        let inner = match self.inner {
            Build::List(list) => Inner::List(list),
            Build::Offers(build) => Inner::Offers(build.finish()),
            Build::Over => Inner::Offers(MoveIndex::empty()),
        };
        LegalIndex { position, inner }
    }
}
