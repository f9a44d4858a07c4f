//! A move picked the way a player picks it and played: by the page's ids ([`Pick`]: a piece's
//! destination and the captures ticked among its options, a prisoner's drop, a removal;
//! [`Game::play_pick`]) or by the captures' targets ([`Game::play_taking`]). The pick builds
//! its move from the position's offers ([`Position::offers`]) and the move is judged once, by
//! [`Game::play`], as every other move is; the engine's refusal becomes the pick's error
//! ([`PickError`]).

use super::game::Game;
use crate::board::moves::{Action, Move, Target};
use crate::position::offers::{Destination, DropOffer, Only};
use crate::position::{PlayError, Position, Refusal};
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Component};
use crate::vocab::words::Say;

/// Where a move picked by its captures starts ([`Game::play_taking`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Chooser {
    /// The piece on this cell.
    Piece(Cell),
    /// A prisoner re-entering for this side.
    Prisoner(Color, Component),
}

/// A move as the page picks it, played by [`Game::play_pick`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Pick<'a> {
    /// The piece on `from` to `to` with the capture options `ids` ticked (ids of
    /// [`Destination::options`]; fixed ones may be given or not). `None`: the destination's
    /// default (its only move, or the one taking the most).
    Move {
        /// The piece's cell.
        from: Cell,
        /// The destination.
        to: Cell,
        /// The options ticked, or the default.
        ids: Option<&'a [String]>,
    },
    /// The prisoner `index` ([`DropOffer::index`]) dropped on `to`, with the capture options
    /// `ids` ticked (`None`: the default).
    Drop {
        /// The prisoner's index.
        index: usize,
        /// The cell it enters.
        to: Cell,
        /// The options ticked, or the default.
        ids: Option<&'a [String]>,
    },
    /// The removal of a piece or level on `cell`: option `option` of its
    /// [`crate::RemovalOffer`], which may be left out when the cell offers one.
    Removal {
        /// The cell.
        cell: Cell,
        /// The removal's place among the cell's.
        option: Option<usize>,
    },
}

/// The pick's error for the engine's refusal of its move: where captures were chosen (`what`,
/// as given), that no legal move takes exactly those, for `reason` (else the engine's); the
/// engine's refusal itself otherwise, and for a game already holding the most moves.
fn refusal(error: PlayError, what: Option<Vec<String>>, reason: Option<Say>) -> PickError {
    match what {
        Some(what) if !matches!(error.reason, Refusal::TooLong { .. }) => {
            let label = Move { action: error.mv.action, takes: Vec::new() }.to_string();
            let reason = reason.unwrap_or_else(|| error.reason.says());
            PickError::NoMatch { label, what, reason }
        }
        _ => PickError::Illegal(error),
    }
}

/// The text a move named by its targets writes: `label`, then the targets in cell order, in
/// the order given within a cell.
fn written(label: &str, takes: &[Target]) -> String {
    let mut text = label.to_string();
    for cell in Cell::all() {
        for t in takes.iter().filter(|t| t.cell == cell) {
            text.push('*');
            text.push_str(&t.to_string());
        }
    }
    text
}

/// The move of a destination with the options `ids` ticked (`None`: its default).
fn chosen(d: &Destination, position: &Position, ids: Option<&[String]>) -> Result<Move, PickError> {
    match ids {
        None => Ok(d.default.0.clone()),
        Some(ids) => {
            d.taking(position, ids).map_err(|id| PickError::UnknownOption { id: id.to_string(), label: d.label() })
        }
    }
}

impl Game {
    /// Play the move `pick` names: built from the position's offers and judged once, by
    /// [`Game::play`]. Returns the move played (its captures: [`Game::last`]).
    ///
    /// # Errors
    /// A cell off the board, the game over, no such destination, prisoner or removal, an id not
    /// on offer, or (the engine's reason) no legal move taking exactly the captures chosen; the
    /// game is unchanged.
    pub fn play_pick(&mut self, pick: Pick<'_>) -> Result<Move, PickError> {
        let (mv, ids) = self.candidate(pick)?;
        self.play(&mv).map_err(|error| refusal(error, ids.map(<[String]>::to_vec), None))?;
        Ok(mv)
    }

    /// Play the move from a piece or a prisoner to `to` taking exactly `takes` (in any order):
    /// where the player chooses captures, named by their targets rather than by option ids.
    /// Returns the move played, its targets in the notation's order.
    ///
    /// # Errors
    /// When no legal move matches: the notation error of the move text the targets write (in
    /// cell order, in the order given within a cell), e.g. a pyramid named whole and by
    /// component, else the engine's reason (the legal choices); the game is unchanged.
    pub fn play_taking(&mut self, from: Chooser, to: Cell, takes: &[Target]) -> Result<Move, PickError> {
        let action = match from {
            Chooser::Piece(cell) => self
                .offers_of(Only::Piece(cell))
                .moves
                .iter()
                .find(|d| d.to == to)
                .map_or(Action::Shift { from: cell, to }, |d| d.action),
            Chooser::Prisoner(color, piece) => Action::Drop { color, piece, to },
        };
        let mut sorted = takes.to_vec();
        self.position().sort_targets(&mut sorted);
        let mv = Move { action, takes: sorted };
        self.play(&mv).map_err(|error| {
            let label = Move { action, takes: Vec::new() }.to_string();
            let notation = written(&label, takes).parse::<Move>().err().map(|e| e.says());
            refusal(error, Some(takes.iter().map(|t| t.to_string()).collect()), notation)
        })?;
        Ok(mv)
    }

    /// The move `pick` names, not judged, with the options chosen (`None`: none were).
    fn candidate<'a>(&self, pick: Pick<'a>) -> Result<(Move, Option<&'a [String]>), PickError> {
        let position = self.position();
        match pick {
            Pick::Move { from, to, ids } => {
                self.on_board(from)?;
                self.on_board(to)?;
                self.not_over()?;
                match self.offers_of(Only::Piece(from)).moves.iter().find(|d| d.to == to) {
                    Some(d) => Ok((chosen(d, position, ids)?, ids)),
                    // No destination: the move the engine refuses, with its reason.
                    None => Ok((Move::shift(from, to), None)),
                }
            }
            Pick::Drop { index, to, ids } => {
                self.on_board(to)?;
                self.not_over()?;
                let offer = self.drop_offer(index)?;
                match offer.destinations.iter().find(|d| d.to == to) {
                    Some(d) => Ok((chosen(d, position, ids)?, ids)),
                    None => Err(PickError::NoDropCell { piece: offer.label(), to }),
                }
            }
            Pick::Removal { cell, option } => {
                self.on_board(cell)?;
                self.not_over()?;
                let origins = self.origins();
                let offer = origins.removals.iter().find(|r| r.cell == cell).ok_or(PickError::NoRemoval { cell })?;
                let n = offer.moves.len();
                let i = match option {
                    Some(i) if i < n => i,
                    None if n == 1 => 0,
                    _ => {
                        let moves = offer.moves.iter().map(|(m, _)| m.to_string()).collect::<Vec<_>>().join(", ");
                        return Err(PickError::RemovalOption { cell, option, moves });
                    }
                };
                Ok((offer.moves[i].0.clone(), None))
            }
        }
    }

    /// The destinations of the piece on `from`, with their capture options (none when it may
    /// not move, or the game is over).
    ///
    /// # Errors
    /// A cell off the board.
    pub fn destinations_from(&self, from: Cell) -> Result<Vec<Destination>, PickError> {
        self.on_board(from)?;
        Ok(self.offers_of(Only::Piece(from)).moves)
    }

    /// The drop of the prisoner `index` ([`DropOffer::index`]) with its destinations and their
    /// capture options.
    ///
    /// # Errors
    /// No prisoner `index` that may re-enter now.
    pub fn drop_offer(&self, index: usize) -> Result<DropOffer, PickError> {
        let none = PickError::NoPrisoner { index, side: self.position().turn() };
        let piece = self.origins().drops.iter().find(|d| d.0 == index).ok_or(none.clone())?.1;
        self.offers_of(Only::Prisoner(piece)).drops.into_iter().find(|d| d.index == index).ok_or(none)
    }

    fn on_board(&self, cell: Cell) -> Result<(), PickError> {
        let ranks = self.position().board().ranks();
        if cell.rank() >= ranks {
            return Err(PickError::OffBoard { cell, ranks });
        }
        Ok(())
    }

    fn not_over(&self) -> Result<(), PickError> {
        if let Some(ending) = self.ending() {
            return Err(PickError::Over(Refusal::Ended(ending)));
        }
        match self.position().outcome() {
            None => Ok(()),
            Some(crate::victory::Outcome::Won { winner, victory, .. }) => {
                Err(PickError::Over(Refusal::GameWon { winner, victory }))
            }
            Some(crate::victory::Outcome::Drawn { reason, .. }) => {
                let p = self.position();
                Err(PickError::Over(Refusal::GameDrawn { reason, ply: p.ply(), turn: p.turn() }))
            }
        }
    }
}

/// Why a picked move cannot be played.
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
        /// The engine's reason for refusing the move they write (or the notation's, for a move
        /// named by targets that do not write a move).
        reason: Say,
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

impl PickError {
    /// The sentence: a `fault.pick.*` key with its parameters, or the engine's refusal.
    pub fn says(&self) -> Say {
        match self {
            PickError::OffBoard { cell, ranks } => {
                Say::new("fault.annotations.offBoard").text("cell", cell.to_string()).num("ranks", *ranks)
            }
            PickError::Over(refusal) => refusal.says(),
            PickError::Illegal(e) => e.says(),
            PickError::UnknownOption { id, label } => {
                Say::new("fault.pick.unknownOption").text("id", id.as_str()).text("label", label.as_str())
            }
            PickError::NoMatch { label, what, reason } => {
                let key = if what.is_empty() { "fault.pick.noMatchNone" } else { "fault.pick.noMatch" };
                Say::new(key).text("label", label.as_str()).text("what", what.join(", ")).say("why", reason.clone())
            }
            PickError::NoPrisoner { index, side } => {
                let key =
                    if *side == Color::White { "fault.pick.noPrisoner.white" } else { "fault.pick.noPrisoner.black" };
                Say::new(key).num("index", *index as u64)
            }
            PickError::NoDropCell { piece, to } => {
                Say::new("fault.pick.noDropCell").text("piece", piece.as_str()).text("to", to.to_string())
            }
            PickError::NoRemoval { cell } => Say::new("fault.pick.noRemoval").text("cell", cell.to_string()),
            PickError::RemovalOption { cell, option, moves } => {
                let s = match option {
                    Some(i) => Say::new("fault.pick.removalNumber").num("i", *i as u64),
                    None => Say::new("fault.pick.removalWhich"),
                };
                s.text("cell", cell.to_string()).text("moves", moves.as_str())
            }
        }
    }
}

crate::vocab::said::said!(PickError);
