//! What a position offers the side to move, as a player picks it ([`Position::offers`]): each
//! destination with the captures its moves make or offer (its options, with their ids) and the
//! move played there by default, the drops and the removals ([`Offers`]); and where a turn may
//! start, told without building the captures on offer ([`Position::origins`]). Built from the
//! turns on offer, never from the list of every chosen subset. What is above the position's
//! floor asks these questions here, never the captures or the board state.

use serde::Serialize;

use crate::board::moves::{Action, Move, Target};
use crate::board::state::State;
use crate::capture::offer::{in_text_order, Offer};
use crate::capture::turns;
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::CaptureMode;
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Component};

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

/// Where one piece (or one prisoner) may go, built from the turns on offer there (never from
/// the list of every chosen subset): the captures on offer, the default move.
#[derive(Clone, Debug)]
pub struct Destination {
    /// The moving piece's cell (`None` for a drop).
    pub from: Option<Cell>,
    /// The destination.
    pub to: Cell,
    /// How it is reached.
    pub kind: Kind,
    /// The action, without captures.
    pub action: Action,
    /// Every capture the moves here make, once each, by cell (a whole piece before its
    /// components).
    pub options: Vec<CaptureOption>,
    /// The move played by default (the only one, else the first taking the most) with its
    /// captures.
    pub default: (Move, Vec<Capture>),
    /// Several moves go here: the player chooses the captures.
    choice: bool,
}

/// Where an option was first met in the moves going to a destination, taken fewest captures
/// first, then in move-list order: (targets written, offer, mask, place in the captures).
type Found = (usize, usize, u32, usize);

/// An option before it is named: its target and which occurrence of it in its move (a pyramid
/// may hold two components of one value), with the capture and where it was first met.
type Met = ((Target, u8), Capture, Found);

impl Destination {
    /// The destination of the offers `offers` (one action, in move-list order; not empty).
    fn new(state: &State, from: Option<Cell>, to: Cell, offers: &[Offer]) -> Destination {
        let action = offers[0].action;
        // The default: the first move taking the most.
        let mut default = (0usize, 0u32, 0usize);
        for (k, offer) in offers.iter().enumerate() {
            let mask = offer.most();
            let n = offer.takes_len(mask);
            if k == 0 || n > default.2 {
                default = (k, mask, n);
            }
        }
        let (takes, captures) = offers[default.0].turn(state, default.1);
        // Each offer's move without choices: what it takes whatever is chosen.
        let bases: Vec<(Vec<Target>, Vec<Capture>)> = offers.iter().map(|o| o.turn(state, 0)).collect();
        // Several moves: an offer with a choice, or offers writing different moves.
        let choice = offers.iter().zip(&bases).any(|(o, b)| o.count() > 1 || b.0 != bases[0].0);
        // Every target a move here writes: what is never written is fixed.
        let mut written: Vec<Target> = Vec::new();
        for o in offers {
            written.extend(o.before.iter().map(|c| c.target));
            for choice in &o.choices {
                written.extend(choice.captures.iter().map(|c| c.target));
            }
        }
        // Each option with where it is first met: the move without choices of each offer, and
        // for the captures on offer the moves taking one set on one cell. Options are keyed by
        // target and occurrence; their ids are written once, at the end.
        let mut found: Vec<Met> = Vec::new();
        let mut meet = |key: (Target, u8), capture: &Capture, at: Found| match found.iter_mut().find(|f| f.0 == key) {
            Some(f) if at < f.2 => *f = (key, *capture, at),
            Some(_) => {}
            None => found.push((key, *capture, at)),
        };
        for (k, (offer, base)) in offers.iter().zip(&bases).enumerate() {
            let written_base = offer.takes_len(0);
            for (p, (key, c)) in occurrences(&base.1).enumerate() {
                meet(key, c, (written_base, k, 0, p));
            }
            for cell in &offer.cells {
                for set in &cell.sets {
                    // The set's captures (in the move's order: by cell, components base first)
                    // come after the fixed and the before captures of the same target.
                    let mut taken: Vec<Capture> = Vec::new();
                    offer.each_capture(set.mask, &mut |c| taken.push(*c));
                    let taken = in_text_order(state, taken);
                    for (p, c) in taken.iter().enumerate() {
                        let earlier = base.1.iter().chain(&taken[..p]).filter(|b| b.target == c.target).count();
                        meet((c.target, earlier as u8 + 1), c, (written_base + set.targets.len(), k, set.mask, p));
                    }
                }
            }
        }
        // By cell, a whole piece before its components, then as first met (insertion: no
        // sorting code in the wasm).
        let place = |(_, c, at): &Met| (c.target.cell.index(), c.target.component.is_some(), *at);
        let mut options: Vec<CaptureOption> = Vec::with_capacity(found.len());
        let mut keys = Vec::with_capacity(found.len());
        for f in found {
            let key = place(&f);
            let at = keys.partition_point(|k| *k < key);
            keys.insert(at, key);
            let ((target, n), capture, _) = f;
            options.insert(
                at,
                CaptureOption { id: option_id(target, n), target, capture, fixed: !written.contains(&target) },
            );
        }
        let kind = if matches!(action, Action::Replace { .. }) {
            Kind::Replace
        } else if options.is_empty() {
            Kind::Quiet
        } else {
            Kind::Capture
        };
        Destination { from, to, kind, action, options, default: (Move { action, takes }, captures), choice }
    }

    /// Several moves go here: the player chooses the captures.
    pub fn is_choice(&self) -> bool {
        self.choice
    }

    /// The move without its captures, as the notation writes it (`"a1-d1"`, `"d4xe5"`,
    /// `"C4@b1"`).
    pub fn label(&self) -> String {
        Move { action: self.action, takes: Vec::new() }.to_string()
    }

    /// The ids of the options the default move takes (what a choice starts ticked with).
    pub fn default_ids(&self) -> Vec<String> {
        option_ids(&self.default.1)
    }

    /// The move here taking the options `ids` (the fixed ones whether given or not), its
    /// targets in the notation's order; not judged: the caller plays it, and the engine's
    /// refusal says why it is not legal.
    ///
    /// # Errors
    /// The first id not among the options.
    pub fn taking<'a>(&self, position: &Position, ids: &'a [String]) -> Result<Move, &'a str> {
        let mut ticked = vec![false; self.options.len()];
        for id in ids {
            let i = self.options.iter().position(|o| o.id == *id).ok_or(id.as_str())?;
            ticked[i] = !self.options[i].fixed;
        }
        let mut takes: Vec<Target> =
            self.options.iter().zip(&ticked).filter(|(_, &t)| t).map(|(o, _)| o.target).collect();
        position.sort_targets(&mut takes);
        Ok(Move { action: self.action, takes })
    }
}

/// An option's id: its target and which occurrence of it in the move (`"e7#1"`, `"g9:16#1"`,
/// a second capture of the same target `"g9:16#2"`).
fn option_id(target: Target, n: u8) -> String {
    format!("{target}#{n}")
}

/// A move's captures, each with its target and occurrence in the list.
fn occurrences(captures: &[Capture]) -> impl Iterator<Item = ((Target, u8), &Capture)> + '_ {
    captures
        .iter()
        .enumerate()
        .map(|(i, c)| ((c.target, captures[..=i].iter().filter(|x| x.target == c.target).count() as u8), c))
}

/// The option ids of a move's captures, in order.
fn option_ids(captures: &[Capture]) -> Vec<String> {
    occurrences(captures).map(|((t, n), _)| option_id(t, n)).collect()
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
    /// How many turns on offer were built (an action with what it takes whatever is chosen):
    /// the work done, which grows with the captures on offer, not with their subsets.
    pub turns: usize,
}

/// Whose moves an [`Offers`] holds: every origin's, or one piece's or one prisoner's (what the
/// page asks when a piece is picked up, at the cost of that piece's turns alone).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Only {
    /// Every piece, prisoner and removal of the side to move.
    All,
    /// The piece on this cell.
    Piece(Cell),
    /// The side to move's prisoners of this shape and value.
    Prisoner(Component),
}

impl Only {
    /// Does an action start from this origin?
    fn keeps(self, action: Action) -> bool {
        match (self, action) {
            (Only::All, _) => true,
            (Only::Piece(cell), _) => action.from() == Some(cell),
            (Only::Prisoner(p), Action::Drop { piece, .. }) => piece == p,
            _ => false,
        }
    }
}

impl Offers {
    /// The offers of `only` in `position` ([`Position::offers`]).
    pub(super) fn only(position: &Position, only: Only) -> Offers {
        let state = position.state();
        let turn = position.turn();
        let components = position.prisoners(turn).components();
        let mut moves: Vec<(Cell, Cell, Vec<Offer>)> = Vec::new();
        let mut drops: Vec<(usize, Component, Cell, Vec<Offer>)> = Vec::new();
        let mut removals: Vec<RemovalOffer> = Vec::new();
        let mut turns = 0usize;
        let mut add = |offer: Offer| {
            turns += 1;
            let action = offer.action;
            match action {
                Action::Shift { from, to } | Action::Replace { from, to } => {
                    match moves.iter_mut().find(|g| g.0 == from && g.1 == to) {
                        Some(g) => g.2.push(offer),
                        None => moves.push((from, to, vec![offer])),
                    }
                }
                Action::Drop { piece, to, .. } => {
                    let index = components.iter().position(|c| *c == piece).unwrap_or(components.len());
                    match drops.iter_mut().find(|g| g.0 == index && g.2 == to) {
                        Some(g) => g.3.push(offer),
                        // By prisoner index, then cell.
                        None => {
                            let at = drops.partition_point(|g| (g.0, g.2) <= (index, to));
                            drops.insert(at, (index, piece, to, vec![offer]));
                        }
                    }
                }
                Action::Removal(target) => {
                    let mv = Move { action, takes: Vec::new() };
                    match removals.iter_mut().find(|r| r.cell == target.cell) {
                        Some(r) => r.moves.push((mv, offer.fixed)),
                        None => removals.push(RemovalOffer { cell: target.cell, moves: vec![(mv, offer.fixed)] }),
                    }
                }
            }
        };
        if !position.has_ended_by_rule() {
            if position.rules().capture_mode == CaptureMode::Chosen {
                let f = &mut |offer| {
                    add(offer);
                    true
                };
                match only {
                    Only::All => turns::each_offer(state, f),
                    Only::Piece(from) => turns::offers_from(state, from, f),
                    Only::Prisoner(piece) => turns::drop_offers(state, piece, f),
                };
            } else {
                // One move per action, its captures fixed.
                position.each_legal_turn_where(
                    |a| only.keeps(a),
                    |mv, captures| add(Offer::new(state, mv.action, captures.to_vec(), Vec::new(), Vec::new())),
                );
            }
        }
        let mut offers: Vec<DropOffer> = Vec::new();
        for (index, piece, to, group) in drops {
            if offers.last().map(|o| o.index) != Some(index) {
                offers.push(DropOffer { index, piece, color: turn, destinations: Vec::new() });
            }
            if let Some(offer) = offers.last_mut() {
                offer.destinations.push(Destination::new(state, None, to, &group));
            }
        }
        let moves =
            moves.into_iter().map(|(from, to, group)| Destination::new(state, Some(from), to, &group)).collect();
        Offers { moves, drops: offers, removals, turns }
    }
}

/// Where the side to move may start a turn, told without building the captures on offer:
/// the pieces that may move, the prisoners that may re-enter with their cells, the removals.
/// What the page draws before a piece is picked up; [`Position::offers`] then gives one origin's
/// destinations with their captures.
#[derive(Clone, Debug, Default)]
pub struct Origins {
    /// The mover's pieces that have a turn, in cell order.
    pub pieces: Vec<Cell>,
    /// The prisoners that may re-enter, by index ([`DropOffer::index`]), with their cells in
    /// cell order.
    pub drops: Vec<(usize, Component, Vec<Cell>)>,
    /// The removals, with their captures (as in [`Offers::removals`]).
    pub removals: Vec<RemovalOffer>,
}

impl Origins {
    /// The origins of `position` ([`Position::origins`]).
    pub(super) fn of(position: &Position) -> Origins {
        let mut origins = Origins::default();
        if position.has_ended_by_rule() {
            return origins;
        }
        let state = position.state();
        let components = position.prisoners(position.turn()).components();
        let drop_to = |piece: Component, to: Cell, drops: &mut Vec<(usize, Component, Vec<Cell>)>| {
            let index = components.iter().position(|c| *c == piece).unwrap_or(components.len());
            match drops.iter_mut().find(|d| d.0 == index) {
                Some(d) => {
                    if !d.2.contains(&to) {
                        let at = d.2.partition_point(|c| *c < to);
                        d.2.insert(at, to);
                    }
                }
                None => {
                    let at = drops.partition_point(|d| d.0 < index);
                    drops.insert(at, (index, piece, vec![to]));
                }
            }
        };
        if position.rules().capture_mode == CaptureMode::Chosen {
            let actions = turns::actions(state);
            for from in state.board().occupied_by(position.turn()) {
                if turns::can_move(state, from, &actions) {
                    origins.pieces.push(from);
                }
            }
            for (action, _) in &actions {
                if let Action::Drop { piece, to, .. } = *action {
                    drop_to(piece, to, &mut origins.drops);
                }
            }
        } else {
            let mut removal = false;
            position.each_legal_action(|action| match (action.from(), action) {
                (Some(from), _) => {
                    if let Err(at) = origins.pieces.binary_search(&from) {
                        origins.pieces.insert(at, from);
                    }
                }
                (None, Action::Drop { piece, to, .. }) => drop_to(piece, to, &mut origins.drops),
                (None, _) => removal = true,
            });
            if removal {
                position.each_legal_turn_where(
                    |a| matches!(a, Action::Removal(_)),
                    |mv, captures| {
                        let Action::Removal(target) = mv.action else { return };
                        let entry = (Move { action: mv.action, takes: Vec::new() }, captures.to_vec());
                        match origins.removals.iter_mut().find(|r| r.cell == target.cell) {
                            Some(r) => r.moves.push(entry),
                            None => origins.removals.push(RemovalOffer { cell: target.cell, moves: vec![entry] }),
                        }
                    },
                );
            }
        }
        origins
    }
}
