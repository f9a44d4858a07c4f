//! [`Game`]: a start position, the moves played, and an undo/redo cursor. Plain Rust, tested
//! natively; the wasm facade is a thin wrapper around it.

use std::fmt;

use serde::Serialize;

use crate::capture::Capture;
use crate::cell::Cell;
use crate::moves::{Action, Move, Target};
use crate::piece::{Color, Component};
use crate::position::{PlayError, Position, SetupError};
use crate::rules::{Measure, Rules};

/// A game in progress, with its history.
///
/// ```
/// use rithmomachia::{Game, Rules};
/// let mut game = Game::new(Rules::classic());
/// game.play(&"c4-d5".parse().unwrap()).unwrap();
/// assert!(game.undo());
/// assert_eq!(game.position().ply(), 0);
/// assert!(game.redo());
/// assert_eq!(game.history().map(|m| m.to_string()).collect::<Vec<_>>(), ["c4-d5"]);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    /// `states[i]`: the position after `i` moves; `states[0]` is the start.
    states: Vec<Position>,
    /// `played[i]`: move `i` and its captures.
    played: Vec<(Move, Vec<Capture>)>,
    /// Number of moves applied (≤ `played.len()`); the rest can be redone.
    cursor: usize,
}

impl Game {
    /// A game from the start position of `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game starting from `start`.
    pub fn from_position(start: Position) -> Game {
        Game { states: vec![start], played: Vec::new(), cursor: 0 }
    }

    /// A game from a position text under `rules`.
    ///
    /// # Errors
    /// The parse or setup error, as a sentence.
    pub fn from_text(text: &str, rules: Rules) -> Result<Game, String> {
        let setup = crate::notation::parse_position(text).map_err(|e| e.to_string())?;
        let position = Position::from_setup(setup, rules).map_err(|e: SetupError| e.to_string())?;
        Ok(Game::from_position(position))
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.states[self.cursor]
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.states[0]
    }

    /// Play `mv` at the cursor; later moves (the redo list) are dropped. Returns the captures.
    ///
    /// # Errors
    /// When the move is illegal, with why; the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<&[Capture], PlayError> {
        let (next, captures) = self.position().play_report(mv)?;
        self.states.truncate(self.cursor + 1);
        self.played.truncate(self.cursor);
        self.states.push(next);
        self.played.push((mv.clone(), captures));
        self.cursor += 1;
        Ok(&self.played[self.cursor - 1].1)
    }

    /// Step back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Step forward one undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.played.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Can a move be undone?
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Can a move be redone?
    pub fn can_redo(&self) -> bool {
        self.cursor < self.played.len()
    }

    /// Go to the position after `n` moves of the recorded line (clamped).
    pub fn seek(&mut self, n: usize) {
        self.cursor = n.min(self.played.len());
    }

    /// The moves played up to the cursor.
    pub fn history(&self) -> impl Iterator<Item = &Move> + '_ {
        self.played[..self.cursor].iter().map(|(m, _)| m)
    }

    /// Every recorded move, including those undone (the redo list).
    pub fn line(&self) -> impl Iterator<Item = &Move> + '_ {
        self.played.iter().map(|(m, _)| m)
    }

    /// Number of moves applied: the position is the one after `line()[..cursor]`.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The move before the cursor and its captures.
    pub fn last(&self) -> Option<(&Move, &[Capture])> {
        self.cursor.checked_sub(1).map(|i| (&self.played[i].0, self.played[i].1.as_slice()))
    }

    /// The legal move that goes `from` → `to` (a shift or a capture by replacement) taking
    /// exactly `takes` (in any order), if there is one.
    pub fn find_choice(&self, from: crate::cell::Cell, to: crate::cell::Cell, takes: &[crate::moves::Target]) -> Option<Move> {
        let mut wanted = takes.to_vec();
        wanted.sort();
        self.position().legal_moves().into_iter().find(|m| {
            let mut have = m.takes.clone();
            have.sort();
            m.from() == Some(from) && m.to() == to && have == wanted
        })
    }

    /// Which side played move `i` of the recorded line (`line()`), if there is such a move.
    pub fn mover(&self, i: usize) -> Option<Color> {
        (i < self.played.len()).then(|| self.states[i].turn())
    }

    /// Everything the side to move may do now, grouped the way a player does it.
    pub fn offers(&self) -> Offers {
        Offers::of(self.position())
    }

    /// The move that takes the piece on `from` to `to` with the capture options `ids` ticked
    /// (ids of [`Destination::options`]; fixed ones may be given or not). `None`: the
    /// destination's default (its only move, or the one taking the most).
    ///
    /// # Errors
    /// A cell off the board, the game over, no such destination (with the engine's reason), an
    /// id not on offer, or ids no legal move takes exactly.
    pub fn pick_move(&self, from: Cell, to: Cell, ids: Option<&[String]>) -> Result<Move, PickError> {
        self.on_board(from)?;
        self.on_board(to)?;
        self.not_over()?;
        let position = self.position();
        let offers = self.offers();
        match offers.moves.iter().find(|d| d.from == Some(from) && d.to == to) {
            Some(d) => d.pick(position, ids),
            None => Err(PickError::Illegal(match position.play(&Move::shift(from, to)) {
                Err(e) => e,
                Ok(_) => PlayError { mv: Move::shift(from, to), reason: format!("{from} cannot move to {to}") },
            })),
        }
    }

    /// The drop of the prisoner `index` (a [`DropOffer::index`]) on `to`, with the capture
    /// options `ids` ticked (`None`: the default).
    ///
    /// # Errors
    /// As [`Game::pick_move`], or no prisoner `index` that may re-enter.
    pub fn pick_drop(&self, index: usize, to: Cell, ids: Option<&[String]>) -> Result<Move, PickError> {
        self.on_board(to)?;
        self.not_over()?;
        let offers = self.offers();
        let turn = self.position().turn();
        let offer = offers.drops.iter().find(|d| d.index == index).ok_or(PickError::NoPrisoner { index, side: turn })?;
        match offer.destinations.iter().find(|d| d.to == to) {
            Some(d) => d.pick(self.position(), ids),
            None => Err(PickError::NoDropCell { piece: offer.label(), to }),
        }
    }

    /// The removal of a piece or level on `cell` (option `option` of its [`RemovalOffer`];
    /// `None` when the cell offers one removal).
    ///
    /// # Errors
    /// A cell off the board, the game over, nothing removable there, an option out of range or
    /// missing where there are several.
    pub fn pick_removal(&self, cell: Cell, option: Option<usize>) -> Result<Move, PickError> {
        self.on_board(cell)?;
        self.not_over()?;
        let offers = self.offers();
        let offer = offers.removals.into_iter().find(|r| r.cell == cell).ok_or(PickError::NoRemoval { cell })?;
        let n = offer.moves.len();
        let i = match option {
            Some(i) if i < n => i,
            None if n == 1 => 0,
            _ => {
                let moves = offer.moves.iter().map(|(m, _)| m.to_string()).collect::<Vec<_>>().join(", ");
                return Err(PickError::RemovalOption { cell, option, moves });
            }
        };
        Ok(offer.moves[i].0.clone())
    }

    fn on_board(&self, cell: Cell) -> Result<(), PickError> {
        let ranks = self.position().board().ranks();
        if cell.rank() >= ranks {
            return Err(PickError::OffBoard { cell, ranks });
        }
        Ok(())
    }

    fn not_over(&self) -> Result<(), PickError> {
        match self.position().outcome() {
            None => Ok(()),
            Some(crate::victory::Outcome::Won { winner, victory, .. }) => {
                Err(PickError::Over(format!("{winner} won by {}", victory.title())))
            }
            Some(crate::victory::Outcome::Drawn { why, .. }) => Err(PickError::Over(format!("drawn ({why})"))),
        }
    }

    /// Each side's progress towards each enabled common victory: the first minimum is the
    /// bar; the other conditions are listed as limits.
    pub fn progress(&self) -> Vec<Progress> {
        let position = self.position();
        let rules = position.rules();
        let mut out = Vec::new();
        for side in Color::ALL {
            let p = position.prisoners(side);
            for (victory, goal) in rules.victories.iter().filter(|(v, _)| v.is_common()) {
                let conditions = victory.conditions(rules.lesser, &goal, side);
                let Some(main) = conditions.as_slice().iter().find(|c| c.at_least) else { continue };
                let limits = conditions
                    .as_slice()
                    .iter()
                    .filter(|c| !std::ptr::eq(*c, main))
                    .map(|c| Limit { measure: c.measure, at_least: c.at_least, current: p.figure(c.measure, goal.digit_set), threshold: c.threshold })
                    .collect();
                out.push(Progress {
                    side,
                    victory: victory.id(),
                    title: victory.title(),
                    measure: main.measure,
                    current: p.figure(main.measure, goal.digit_set),
                    goal: main.threshold,
                    limits,
                });
            }
        }
        out
    }
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
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&i| moves[i].0.takes.len());
        let mut options: Vec<CaptureOption> = Vec::new();
        for &i in &order {
            for (id, capture) in option_ids(&moves[i].1) {
                if !options.iter().any(|o| o.id == id) {
                    let target = capture.target;
                    options.push(CaptureOption { id, target, capture: capture.clone(), fixed: !targets.contains(&target) });
                }
            }
        }
        options.sort_by_key(|o| (o.target.cell.index(), o.target.component.is_some()));
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
    fn pick(&self, position: &Position, ids: Option<&[String]>) -> Result<Move, PickError> {
        let Some(ids) = ids else { return Ok(self.moves[self.default_move].0.clone()) };
        let mut wanted: Vec<usize> = Vec::new();
        for id in ids {
            let i = self.options.iter().position(|o| o.id == *id).ok_or_else(|| PickError::UnknownOption { id: id.clone(), label: self.label() })?;
            if !self.options[i].fixed {
                wanted.push(i);
            }
        }
        wanted.sort();
        let takes: Vec<Target> = wanted.iter().map(|&i| self.options[i].target).collect();
        let mut sorted = takes.clone();
        sorted.sort();
        for (m, _) in &self.moves {
            let mut have = m.takes.clone();
            have.sort();
            if have == sorted {
                return Ok(m.clone());
            }
        }
        // No listed move: the engine says why (or, should it accept the move, plays it).
        let mv = Move { action: self.moves[0].0.action, takes };
        match position.play(&mv) {
            Ok(_) => Ok(mv),
            Err(error) => Err(PickError::NoMatch { label: self.label(), ids: ids.to_vec(), error }),
        }
    }
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
        crate::piece::Piece::simple(self.color, self.piece.shape, self.piece.value).to_string()
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
        let mut moves: Vec<(Option<Cell>, Cell, Vec<(Move, Vec<Capture>)>)> = Vec::new();
        let mut drops: Vec<(usize, Component, Vec<(Move, Vec<Capture>)>)> = Vec::new();
        let mut removals: Vec<RemovalOffer> = Vec::new();
        for mv in position.legal_moves() {
            let captures = position.captures(&mv).unwrap_or_default();
            let to = mv.to();
            match mv.action {
                Action::Shift { from, .. } | Action::Replace { from, .. } => {
                    match moves.iter_mut().find(|(f, t, _)| *f == Some(from) && *t == to) {
                        Some(group) => group.2.push((mv, captures)),
                        None => moves.push((Some(from), to, vec![(mv, captures)])),
                    }
                }
                Action::Drop { piece, .. } => {
                    let index = components.iter().position(|c| *c == piece).unwrap_or(components.len());
                    drops.push((index, piece, vec![(mv, captures)]));
                }
                Action::Removal(_) => match removals.iter_mut().find(|r| r.cell == to) {
                    Some(r) => r.moves.push((mv, captures)),
                    None => removals.push(RemovalOffer { cell: to, moves: vec![(mv, captures)] }),
                },
            }
        }
        let mut offers: Vec<DropOffer> = Vec::new();
        drops.sort_by_key(|(index, _, group)| (*index, group[0].0.to().index()));
        for (index, piece, group) in drops {
            let to = group[0].0.to();
            if offers.last().map(|o| o.index) != Some(index) {
                offers.push(DropOffer { index, piece, color: turn, destinations: Vec::new() });
            }
            let Some(offer) = offers.last_mut() else { continue };
            match offer.destinations.iter_mut().find(|d| d.to == to) {
                // Regrouped below, once every move to this cell is in.
                Some(d) => d.moves.extend(group),
                None => offer.destinations.push(Destination { from: None, to, kind: Kind::Quiet, moves: group, options: Vec::new(), default_move: 0 }),
            }
        }
        for offer in &mut offers {
            for d in &mut offer.destinations {
                *d = Destination::new(None, d.to, std::mem::take(&mut d.moves));
            }
        }
        Offers { moves: moves.into_iter().map(|(from, to, group)| Destination::new(from, to, group)).collect(), drops: offers, removals }
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
    Over(String),
    /// No legal move goes there: the engine's reason.
    Illegal(PlayError),
    /// An id that is not among the destination's options.
    UnknownOption {
        /// The id given.
        id: String,
        /// The move, without captures.
        label: String,
    },
    /// No legal move takes exactly the options ticked: the engine's reason.
    NoMatch {
        /// The move, without captures.
        label: String,
        /// The ids given.
        ids: Vec<String>,
        /// The engine's refusal of the move they write.
        error: PlayError,
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
            PickError::Over(why) => write!(f, "the game is over: {why}"),
            PickError::Illegal(e) => write!(f, "{e}"),
            PickError::UnknownOption { id, label } => write!(f, "'{id}' is not a capture on offer for {label}"),
            PickError::NoMatch { label, ids, error } => {
                let what = if ids.is_empty() { "nothing".to_string() } else { ids.join(", ") };
                write!(f, "{label} cannot take exactly {what}: {error}")
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

/// Another condition of a common victory beside its bar (a ceiling such as De Honore's pieces,
/// or a second minimum).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Limit {
    /// What is counted.
    pub measure: Measure,
    /// A minimum (`true`) or a ceiling (`false`).
    pub at_least: bool,
    /// The side's figure now.
    pub current: u32,
    /// The threshold.
    pub threshold: u32,
}

/// One side's progress towards one common victory.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Progress {
    /// The side.
    pub side: Color,
    /// The victory's id.
    pub victory: &'static str,
    /// Its name.
    pub title: &'static str,
    /// What the bar counts.
    pub measure: Measure,
    /// The side's figure now.
    pub current: u32,
    /// The figure that wins.
    pub goal: u32,
    /// Ceilings that must also hold.
    pub limits: Vec<Limit>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Goal, Victory};

    #[test]
    fn undo_redo_and_branching() {
        let mut g = Game::new(Rules::classic());
        let m1: Move = "c4-d5".parse().unwrap();
        let m2: Move = "c13-b12".parse().unwrap();
        g.play(&m1).unwrap();
        g.play(&m2).unwrap();
        assert!(g.undo() && g.undo() && !g.undo());
        assert!(g.can_redo());
        assert!(g.redo());
        assert_eq!(g.position().ply(), 1);
        // Playing another move drops the redo list.
        g.play(&"f13-g12".parse().unwrap()).unwrap();
        assert!(!g.can_redo());
        assert_eq!(g.history().map(|m| m.to_string()).collect::<Vec<_>>(), ["c4-d5", "f13-g12"]);
        // An illegal move changes nothing.
        assert!(g.play(&"a1-a2".parse().unwrap()).is_err());
        assert_eq!(g.position().ply(), 2);
        assert_eq!(g.find_choice("d5".parse().unwrap(), "e6".parse().unwrap(), &[]).map(|m| m.to_string()), Some("d5-e6".into()));
        assert_eq!(g.find_choice("d5".parse().unwrap(), "d6".parse().unwrap(), &[]), None);
        g.undo();
        assert_eq!(g.line().count(), 2);
        assert_eq!(g.cursor(), 1);
        g.seek(0);
        assert_eq!(g.position(), g.start());
    }

    #[test]
    fn progress_lists_enabled_common_victories() {
        let mut rules = Rules::classic();
        rules.victories.set(Victory::DeHonore, Some(Goal { pieces: 5, value: crate::ByColor { white: 200, black: 150 }, digits: 0, digit_set: 0 }));
        let g = Game::from_text("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w t30c9 - 3", rules).unwrap();
        let p = g.progress();
        let white: Vec<&Progress> = p.iter().filter(|x| x.side == Color::White).collect();
        assert_eq!(white.len(), 3);
        assert_eq!((white[0].victory, white[0].current, white[0].goal), ("de-corpore", 2, 15));
        assert_eq!((white[1].victory, white[1].current, white[1].goal), ("de-bonis", 39, 1315));
        assert_eq!((white[2].victory, white[2].current, white[2].goal), ("de-honore", 39, 200));
        assert_eq!(white[2].limits, vec![Limit { measure: Measure::Pieces, at_least: false, current: 2, threshold: 5 }]);
        assert!(Game::from_text("nonsense", Rules::classic()).unwrap_err().contains("rank"));
    }
}
