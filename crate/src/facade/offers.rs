//! What a position offers the side to move, as the page picks it: each destination with its
//! capture options and their ids, the drops and the removals ([`Offers`]), and the errors of a
//! pick ([`PickError`]). [`crate::Game`]'s `pick_*` and `choose` calls read these.

use std::fmt;

use serde::Serialize;

use crate::capture::Capture;
use crate::board::moves::{Action, Move, Target};
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Component};
use crate::position::{PlayError, Position, Refusal};

/// Where a chosen move starts ([`Game::choose`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Chooser {
    /// The piece on this cell.
    Piece(Cell),
    /// A prisoner re-entering for this side.
    Prisoner(Color, Component),
}

/// How a destination is reached.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Onto an empty cell, capturing nothing.
    Quiet,
    /// Onto an empty cell, capturing (or offering captures).
    Capture,
    /// Onto an enemy piece, taking its place (`fromxto`).
    Replace,
}

/// One capture a destination makes or offers.
#[derive(Clone, Debug)]
pub struct CaptureOption {
    /// Its id among the destination's options: the target (`"e7"`, `"g9:16"`) and which
    /// occurrence of it (`"e7#1"`).
    pub id: String,
    /// What it takes.
    pub target: Target,
    /// The capture, with its method and arithmetic (from the move taking the fewest others).
    pub capture: Capture,
    /// Every move to this destination takes it (the replaced victim, automatic captures): it
    /// cannot be unticked.
    pub fixed: bool,
}

/// Where one piece (or one prisoner) may go, with every legal move that goes there.
#[derive(Clone, Debug)]
pub struct Destination {
    /// The moving piece's cell (`None` for a drop).
    pub from: Option<Cell>,
    /// The destination.
    pub to: Cell,
    /// How it is reached.
    pub kind: Kind,
    /// The legal moves that go there, with their captures.
    pub moves: Vec<(Move, Vec<Capture>)>,
    /// Every capture these moves make, once each, by cell (a whole piece before its
    /// components).
    pub options: Vec<CaptureOption>,
    /// The move played by default: the only one, else the one taking the most.
    pub default_move: usize,
}

impl Destination {
    fn new(from: Option<Cell>, to: Cell, moves: Vec<(Move, Vec<Capture>)>) -> Destination {
        let targets: Vec<Target> = moves.iter().flat_map(|(m, _)| m.takes.iter().copied()).collect();
        // The moves taking the fewest others first (stable insertion: no sorting code in the wasm).
        let mut order: Vec<usize> = Vec::with_capacity(moves.len());
        for i in 0..moves.len() {
            let at = order.partition_point(|&j| moves[j].0.takes.len() <= moves[i].0.takes.len());
            order.insert(at, i);
        }
        let place = |o: &CaptureOption| (o.target.cell.index(), o.target.component.is_some());
        let mut options: Vec<CaptureOption> = Vec::new();
        for &i in &order {
            for (id, capture) in option_ids(&moves[i].1) {
                if !options.iter().any(|o| o.id == id) {
                    let target = capture.target;
                    let option = CaptureOption { id, target, capture: *capture, fixed: !targets.contains(&target) };
                    let at = options.partition_point(|o| place(o) <= place(&option));
                    options.insert(at, option);
                }
            }
        }
        let mut default_move = 0;
        for (i, (m, _)) in moves.iter().enumerate() {
            if m.takes.len() > moves[default_move].0.takes.len() {
                default_move = i;
            }
        }
        let kind = if moves.iter().any(|(m, _)| matches!(m.action, Action::Replace { .. })) {
            Kind::Replace
        } else if options.is_empty() {
            Kind::Quiet
        } else {
            Kind::Capture
        };
        Destination { from, to, kind, moves, options, default_move }
    }

    /// Several moves go here: the player chooses the captures.
    pub fn is_choice(&self) -> bool {
        self.moves.len() > 1
    }

    /// The move without its captures, as the notation writes it (`"a1-d1"`, `"d4xe5"`,
    /// `"C4@b1"`).
    pub fn label(&self) -> String {
        Move { action: self.moves[0].0.action, takes: Vec::new() }.to_string()
    }

    /// The ids of the options the default move takes (what a choice starts ticked with).
    pub fn default_ids(&self) -> Vec<String> {
        option_ids(&self.moves[self.default_move].1).into_iter().map(|(id, _)| id).collect()
    }

    /// The move taking exactly the options `ids` (fixed ones aside); `None`: the default move.
    pub(super) fn pick(&self, position: &Position, ids: Option<&[String]>) -> Result<Move, PickError> {
        let Some(ids) = ids else { return Ok(self.moves[self.default_move].0.clone()) };
        let mut ticked = vec![false; self.options.len()];
        for id in ids {
            let i = self.options.iter().position(|o| o.id == *id).ok_or_else(|| PickError::UnknownOption { id: id.clone(), label: self.label() })?;
            ticked[i] = !self.options[i].fixed;
        }
        // In option order, which is the notation's (by cell, a whole piece before its parts).
        let takes: Vec<Target> = self.options.iter().zip(&ticked).filter(|(_, &t)| t).map(|(o, _)| o.target).collect();
        if let Some((m, _)) = self.moves.iter().find(|(m, _)| same_targets(&m.takes, &takes)) {
            return Ok(m.clone());
        }
        // No listed move: the engine says why (or, should it accept the move, plays it).
        let mv = Move { action: self.moves[0].0.action, takes };
        match position.play(&mv) {
            Ok(_) => Ok(mv),
            Err(error) => Err(PickError::NoMatch { label: self.label(), what: ids.to_vec(), reason: error.reason.to_string() }),
        }
    }
}

/// The same targets, in any order (each as many times).
pub(super) fn same_targets(a: &[Target], b: &[Target]) -> bool {
    a.len() == b.len() && a.iter().all(|t| a.iter().filter(|x| *x == t).count() == b.iter().filter(|x| *x == t).count())
}

/// The option ids of a move's captures, each with its capture: `"e7#1"`, `"g9:16#1"`, a
/// second capture of the same target `"g9:16#2"`.
fn option_ids(captures: &[Capture]) -> Vec<(String, &Capture)> {
    let mut seen: Vec<Target> = Vec::new();
    captures
        .iter()
        .map(|c| {
            seen.push(c.target);
            let n = seen.iter().filter(|t| **t == c.target).count();
            (format!("{}#{n}", c.target), c)
        })
        .collect()
}

/// A prisoner the side to move may drop, with where.
#[derive(Clone, Debug)]
pub struct DropOffer {
    /// Its index among the distinct components the mover's prisoners hold, in capture order
    /// ([`crate::Prisoners::components`]).
    pub index: usize,
    /// Its shape and value.
    pub piece: Component,
    /// The side it re-enters for (the side to move).
    pub color: Color,
    /// Where it may enter, in cell order.
    pub destinations: Vec<Destination>,
}

impl DropOffer {
    /// The prisoner as a drop writes it (`"C4"`).
    pub fn label(&self) -> String {
        crate::vocab::piece::Piece::simple(self.color, self.piece.shape, self.piece.value).to_string()
    }
}

/// An enemy piece the side to move may remove (a whole turn; `ludii`'s encirclement).
#[derive(Clone, Debug)]
pub struct RemovalOffer {
    /// Its cell.
    pub cell: Cell,
    /// The removals there (one per level that may go), with their captures.
    pub moves: Vec<(Move, Vec<Capture>)>,
}

/// Everything the side to move may do: its pieces' destinations, its drops, its removals.
#[derive(Clone, Debug, Default)]
pub struct Offers {
    /// By start cell then destination, in legal-move order.
    pub moves: Vec<Destination>,
    /// By prisoner index.
    pub drops: Vec<DropOffer>,
    /// By cell, in legal-move order.
    pub removals: Vec<RemovalOffer>,
}

impl Offers {
    /// The offers of `position` (none once the game is over).
    pub fn of(position: &Position) -> Offers {
        let turn = position.turn();
        let components = position.prisoners(turn).components();
        type Group = Vec<(Move, Vec<Capture>)>;
        let mut moves: Vec<(Cell, Cell, Group)> = Vec::new();
        let mut drops: Vec<(usize, Component, Cell, Group)> = Vec::new();
        let mut removals: Vec<RemovalOffer> = Vec::new();
        for mv in position.legal_moves() {
            let captures = position.captures(&mv).unwrap_or_default();
            let to = mv.to();
            match mv.action {
                Action::Shift { from, .. } | Action::Replace { from, .. } => match moves.iter_mut().find(|g| g.0 == from && g.1 == to) {
                    Some(g) => g.2.push((mv, captures)),
                    None => moves.push((from, to, vec![(mv, captures)])),
                },
                Action::Drop { piece, .. } => {
                    let index = components.iter().position(|c| *c == piece).unwrap_or(components.len());
                    match drops.iter_mut().find(|g| g.0 == index && g.2 == to) {
                        Some(g) => g.3.push((mv, captures)),
                        // By prisoner index, then cell.
                        None => {
                            let at = drops.partition_point(|g| (g.0, g.2) <= (index, to));
                            drops.insert(at, (index, piece, to, vec![(mv, captures)]));
                        }
                    }
                }
                Action::Removal(_) => match removals.iter_mut().find(|r| r.cell == to) {
                    Some(r) => r.moves.push((mv, captures)),
                    None => removals.push(RemovalOffer { cell: to, moves: vec![(mv, captures)] }),
                },
            }
        }
        let mut offers: Vec<DropOffer> = Vec::new();
        for (index, piece, to, group) in drops {
            if offers.last().map(|o| o.index) != Some(index) {
                offers.push(DropOffer { index, piece, color: turn, destinations: Vec::new() });
            }
            if let Some(offer) = offers.last_mut() {
                offer.destinations.push(Destination::new(None, to, group));
            }
        }
        Offers { moves: moves.into_iter().map(|(from, to, group)| Destination::new(Some(from), to, group)).collect(), drops: offers, removals }
    }
}

/// Why a move picked by cells and ids cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PickError {
    /// A cell beyond the board's ranks.
    OffBoard {
        /// The cell.
        cell: Cell,
        /// The board's ranks.
        ranks: u8,
    },
    /// The game has ended (who won and how, or why drawn).
    Over(Refusal),
    /// No legal move goes there: the engine's reason.
    Illegal(PlayError),
    /// An id that is not among the destination's options.
    UnknownOption {
        /// The id given.
        id: String,
        /// The move, without captures.
        label: String,
    },
    /// No legal move takes exactly the captures chosen: the engine's reason.
    NoMatch {
        /// The move, without captures.
        label: String,
        /// The captures chosen (option ids or targets), as given.
        what: Vec<String>,
        /// The engine's reason for refusing the move they write.
        reason: String,
    },
    /// No prisoner with this index may re-enter now.
    NoPrisoner {
        /// The index given.
        index: usize,
        /// The side to move.
        side: Color,
    },
    /// The prisoner may not re-enter on that cell.
    NoDropCell {
        /// The prisoner as a drop writes it.
        piece: String,
        /// The cell.
        to: Cell,
    },
    /// Nothing may be removed on that cell.
    NoRemoval {
        /// The cell.
        cell: Cell,
    },
    /// A removal option out of range, or none given where the cell offers several.
    RemovalOption {
        /// The cell.
        cell: Cell,
        /// The option given.
        option: Option<usize>,
        /// The removals on offer there.
        moves: String,
    },
}

impl fmt::Display for PickError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PickError::OffBoard { cell, ranks } => write!(f, "{cell} is off the board, which has {ranks} ranks"),
            PickError::Over(refusal) => write!(f, "{refusal}"),
            PickError::Illegal(e) => write!(f, "{e}"),
            PickError::UnknownOption { id, label } => write!(f, "'{id}' is not a capture on offer for {label}"),
            PickError::NoMatch { label, what, reason } => {
                let what = if what.is_empty() { "nothing".to_string() } else { what.join(", ") };
                write!(f, "{label} cannot take exactly {what}: {reason}")
            }
            PickError::NoPrisoner { index, side } => write!(f, "{side} has no prisoner number {index} that may re-enter now"),
            PickError::NoDropCell { piece, to } => write!(f, "{piece} may not re-enter on {to}"),
            PickError::NoRemoval { cell } => write!(f, "nothing on {cell} may be removed now"),
            PickError::RemovalOption { cell, option: Some(i), moves } => write!(f, "{cell} has no removal number {i} (its removals: {moves})"),
            PickError::RemovalOption { cell, option: None, moves } => write!(f, "{cell} offers several removals ({moves}): say which"),
        }
    }
}

impl std::error::Error for PickError {}

