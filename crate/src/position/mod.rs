//! [`Position`]: a validated, playable position under one set of [`Rules`]. Its victories are
//! judged in [`judge`].

pub mod check;
pub mod index;
pub mod judge;
pub mod offers;

pub use check::SetupError;
pub use index::{LegalIndex, LegalIndexBuild};
pub use offers::{Offers, Only, Origins};

use crate::board::layout;
use crate::board::moves::{Action, Move, Target};
use crate::board::prisoners::Prisoners;
use crate::board::setup::Setup;
use crate::board::state::State;
use crate::board::Board;
use crate::capture::mode::{Played, Scratch};
use crate::capture::{pending, play, Capture};
use crate::rules::{CaptureMode, Rules, Victory};
use crate::victory::{DrawReason, Outcome, Verdict};
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{ByColor, Color, Piece};
use crate::vocab::rng::Rng;
use crate::vocab::words::Say;

/// A position: the board, the side to move, the prisoners, the ply count and the rules in force.
///
/// The only way in is [`Position::new`] (a preset's start) or [`Position::from_setup`].
///
/// ```
/// use rithmomachia::{Position, Rules};
/// let start = Position::new(Rules::classic());
/// let moves = start.legal_moves();
/// assert!(moves.iter().any(|m| m.to_string() == "c4-d5"));
/// let after = start.play(&"c4-d5".parse().unwrap()).unwrap();
/// assert_eq!(after.ply(), 1);
/// assert!(start.play(&"c4-c5".parse().unwrap()).is_err());
/// ```
#[derive(PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The board, the side to move, the prisoners and the ply under the rules: what the capture
    /// modes play on.
    state: State,
    /// Who has won by a victory judged after the last move (or found in the setup).
    verdict: Option<Verdict>,
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position { state: self.state.clone(), verdict: self.verdict.clone() }
    }

    /// What a search does at every node: the state copied field by field
    /// ([`State`]'s `clone_from`).
    fn clone_from(&mut self, source: &Position) {
        let Position { state, verdict } = source;
        self.state.clone_from(state);
        self.verdict.clone_from(verdict);
    }
}

/// The most legal moves a refusal of a move's captures lists (there may be thousands).
pub const LISTED_CHOICES: usize = 8;

/// Why a move cannot be played: the move and the reason it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// The move refused.
    pub mv: Move,
    /// Why.
    pub reason: Refusal,
}

/// The reasons a move is refused; each is a sentence ([`Refusal::says`], its `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game was won: no move is played any more.
    GameWon {
        /// The winner.
        winner: Color,
        /// The victory.
        victory: Victory,
    },
    /// The game was drawn.
    GameDrawn {
        /// The move cap, or the side to move without a move.
        reason: DrawReason,
        /// The plies played.
        ply: u32,
        /// The side to move.
        turn: Color,
    },
    /// A capture by replacement where the rules have none.
    NoReplacement,
    /// A prisoner's re-entry where prisoners do not re-enter.
    NoDrops,
    /// A removal turn where the rules have none.
    NoRemoval,
    /// Captures written out (`*`) where they happen by themselves.
    AutomaticCaptures,
    /// A cell beyond the last rank of a 14-rank board.
    OffBoard,
    /// No piece on the cell the move starts from.
    NoPiece(Cell),
    /// The piece belongs to the side not to move.
    NotYours {
        /// Its cell.
        cell: Cell,
        /// Its owner.
        owner: Color,
        /// The side to move.
        turn: Color,
    },
    /// The destination is occupied.
    Occupied(Cell),
    /// The piece cannot reach the destination.
    Unreachable {
        /// The piece.
        piece: Piece,
        /// Its cell.
        from: Cell,
        /// The destination.
        to: Cell,
    },
    /// No prisoner of that value may enter on that cell.
    NoSuchDrop,
    /// No piece (or level) there can be removed by encirclement.
    NoSuchRemoval(Target),
    /// No legal move goes from `from` to `to`.
    CannotMove {
        /// Where from, if the move starts from a cell.
        from: Option<Cell>,
        /// Where to.
        to: Cell,
    },
    /// The move exists, but not with these captures: the first legal ones (at most
    /// [`LISTED_CHOICES`]) are listed, `more` says whether there are others.
    Captures {
        /// The first legal moves of the same action.
        legal: Vec<Move>,
        /// More legal moves of that action than those listed.
        more: bool,
    },
    /// The game ended off the board (`Game::end`): a resignation, a draw agreed, a flag.
    Ended(crate::victory::Ending),
    /// The game already holds the most moves a game may hold (`Game`'s limit).
    TooLong {
        /// That limit.
        max: u32,
    },
}

impl Refusal {
    /// The sentence: a `fault.refusal.*` key with its parameters.
    pub fn says(&self) -> Say {
        let by_side = |c: &Color, white, black| Say::new(if *c == Color::White { white } else { black });
        match self {
            Refusal::GameWon { winner, victory } => {
                by_side(winner, "fault.refusal.won.white", "fault.refusal.won.black").term("victory", victory.key())
            }
            Refusal::GameDrawn { reason: DrawReason::MoveCap, ply, .. } => {
                Say::new("fault.refusal.drawnCap").num("ply", *ply)
            }
            Refusal::GameDrawn { reason: DrawReason::NoMove, turn, .. } => {
                by_side(turn, "fault.refusal.stuck.white", "fault.refusal.stuck.black")
            }
            Refusal::NoReplacement => Say::new("fault.refusal.noReplacement"),
            Refusal::NoDrops => Say::new("fault.refusal.noDrops"),
            Refusal::NoRemoval => Say::new("fault.refusal.noRemoval"),
            Refusal::AutomaticCaptures => Say::new("fault.refusal.automatic"),
            Refusal::OffBoard => Say::new("fault.refusal.offBoard"),
            Refusal::NoPiece(cell) => Say::new("fault.refusal.noPiece").text("cell", cell.to_string()),
            Refusal::NotYours { cell, owner, .. } => {
                by_side(owner, "fault.refusal.notYours.white", "fault.refusal.notYours.black")
                    .text("cell", cell.to_string())
            }
            Refusal::Occupied(cell) => Say::new("fault.refusal.occupied").text("cell", cell.to_string()),
            Refusal::Unreachable { piece, from, to } => Say::new("fault.refusal.unreachable")
                .text("piece", piece.to_string())
                .text("from", from.to_string())
                .text("to", to.to_string()),
            Refusal::NoSuchDrop => Say::new("fault.refusal.noSuchDrop"),
            Refusal::NoSuchRemoval(target) => {
                Say::new("fault.refusal.noSuchRemoval").text("target", target.to_string())
            }
            Refusal::CannotMove { from, to } => Say::new("fault.refusal.cannotMove")
                .text("from", from.map(|c| c.to_string()).unwrap_or_default())
                .text("to", to.to_string()),
            Refusal::Captures { legal, more } => {
                let mut list: Vec<String> = legal.iter().map(Move::to_string).collect();
                if *more {
                    list.push("…".to_string());
                }
                Say::new("fault.refusal.captures").text("legal", list.join(", "))
            }
            Refusal::TooLong { max } => Say::new("fault.refusal.tooLong").num("max", *max),
            Refusal::Ended(ending) => Say::new("fault.refusal.ended").say("why", ending.says()),
        }
    }
}

crate::vocab::said::said!(Refusal);

impl PlayError {
    /// The sentence: `fault.play` ("illegal move …: …") with the move and the reason.
    pub fn says(&self) -> Say {
        Say::new("fault.play").text("move", self.mv.to_string()).say("why", self.reason.says())
    }
}

crate::vocab::said::said!(PlayError);

impl Position {
    /// The start position of `rules`.
    pub fn new(rules: Rules) -> Position {
        let setup = layout::start(rules.layout, rules.ranks, rules.first);
        match Position::from_setup(setup, rules) {
            Ok(p) => p,
            // The layouts are fixed tables that always validate; fall back to classic's.
            Err(_) => Position::new(Rules::classic()),
        }
    }

    /// Check a setup against `rules` and make it playable.
    ///
    /// The board length is the setup's (a 14-rank text plays on 14 ranks whatever
    /// `rules.ranks` says). Common victories already reached by the side that just moved are
    /// judged from the prisoners; proper victories are judged only after a move.
    ///
    /// # Errors
    /// [`SetupError`] names the first problem found.
    pub fn from_setup(setup: Setup, mut rules: Rules) -> Result<Position, SetupError> {
        if let Some(e) = check::problems(&setup, &rules, true).pop() {
            return Err(e);
        }
        rules.ranks = setup.ranks;
        let mut board = Board::empty(setup.ranks, rules.pyramid_motion);
        for (cell, piece) in setup.pieces() {
            // Checked above: on the board, one pyramid a side (far below the board's room).
            board.put(cell, piece).map_err(|_| SetupError::Pyramids(piece.color, Vec::new()))?;
        }
        let mut prisoners = ByColor { white: Prisoners::new(Color::Black), black: Prisoners::new(Color::White) };
        for color in Color::ALL {
            for piece in setup.prisoners.get(color) {
                if !prisoners.get_mut(color).push(piece) {
                    return Err(SetupError::TooManyPieces);
                }
            }
        }
        let mut state = State::new(rules, board, setup.turn, prisoners, setup.ply);
        crate::capture::pending::init(&mut state);
        let mut position = Position { state, verdict: None };
        let last = setup.turn.opposite();
        position.verdict = position.common_verdict(last, 0, [None; 4], None);
        Ok(position)
    }

    /// Every fault that keeps `setup` from being played under `rules` (what
    /// [`Position::from_setup`] refuses with the first of), in a fixed order: the rules, the
    /// board's length, each cell in site order, the pyramids, the prisoners, the room. Empty when
    /// it can be played.
    ///
    /// ```
    /// use rithmomachia::{Cell, Color, Piece, Position, Rules, Setup, SetupError, Shape};
    /// let mut setup = Setup::empty(14);
    /// let a16: Cell = "a16".parse().unwrap();
    /// setup.set(a16, Some(Piece::simple(Color::Black, Shape::Round, 0)));
    /// assert_eq!(Position::problems(&setup, &Rules::classic()), [SetupError::OffBoard(a16, 14), SetupError::BadValue(a16)]);
    /// ```
    pub fn problems(setup: &Setup, rules: &Rules) -> Vec<SetupError> {
        check::problems(setup, rules, false)
    }

    /// The position as plain data (for printing, editing, saving).
    pub fn to_setup(&self) -> Setup {
        let state = &self.state;
        let mut setup = Setup::empty(state.board().ranks());
        for (cell, piece) in state.board().pieces() {
            setup.set(cell, Some(piece));
        }
        setup.turn = state.turn();
        setup.ply = state.ply();
        for color in Color::ALL {
            *setup.prisoners.get_mut(color) = state.prisoners(color).iter().collect();
        }
        setup
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        self.state.rules()
    }

    /// The board.
    pub fn board(&self) -> &Board {
        self.state.board()
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        self.state.turn()
    }

    /// Plies played.
    pub fn ply(&self) -> u32 {
        self.state.ply()
    }

    /// The pieces `color` has captured.
    pub fn prisoners(&self, color: Color) -> &Prisoners {
        self.state.prisoners(color)
    }

    /// The board state the capture modes play on.
    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    /// The same position with `side` to move and no verdict: for questions asked as if it were
    /// `side`'s turn (what could it capture?).
    pub(crate) fn as_side(&self, side: Color) -> Position {
        let mut state = self.state.clone();
        state.set_turn(side);
        Position { state, verdict: None }
    }

    /// The cells the piece on `from` can move to (empty when it is not the mover's). With
    /// captures by landing (`ludii`) they include the enemy pieces it may land on.
    pub fn destinations(&self, from: Cell) -> CellSet {
        play::destinations(&self.state, from)
    }

    /// Every distinct legal move, by start cell then destination, in site order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// The legal-move list indexed without building it where the player chooses captures: a
    /// move's place in [`Position::legal_moves`] and the move at a place ([`LegalIndex`]).
    pub fn legal_index(&self) -> LegalIndex<'_> {
        LegalIndex::new(self)
    }

    /// Every distinct legal move with the captures it makes, in the order of
    /// [`Position::legal_moves`], streamed: where the player chooses captures the list grows
    /// with the subsets of the captures on offer, and only the move at hand is built.
    pub fn each_legal_turn(&self, mut f: impl FnMut(&Move, &[Capture])) {
        if !self.has_ended_by_rule() {
            play::each_turn(&self.state, &mut f);
        }
    }

    /// [`Position::each_legal_turn`] for the moves whose action `keep` accepts: the others
    /// are not played (what one piece offers costs that piece's moves).
    pub fn each_legal_turn_where(&self, keep: impl Fn(Action) -> bool, mut f: impl FnMut(&Move, &[Capture])) {
        if !self.has_ended_by_rule() {
            play::each_turn_where(&self.state, &keep, &mut f);
        }
    }

    /// Every distinct legal move, in the order of [`Position::legal_moves`], streamed.
    pub fn each_legal_move(&self, mut f: impl FnMut(&Move)) {
        if !self.has_ended_by_rule() {
            play::each_move(&self.state, &mut f);
        }
    }

    /// Every distinct action of the legal moves (a move, a capture by replacement, a drop, a
    /// removal, without the captures chosen), in the order of [`Position::legal_moves`]: built
    /// from the turns on offer, never from every choice of captures.
    pub fn each_legal_action(&self, mut f: impl FnMut(Action)) {
        if !self.has_ended_by_rule() {
            play::each_action(&self.state, &mut f);
        }
    }

    /// How many distinct legal moves (`legal_moves().len()`), counted without building each
    /// move where the captures on offer allow.
    pub fn legal_count(&self) -> u64 {
        if self.has_ended_by_rule() {
            0
        } else {
            play::count(&self.state)
        }
    }

    /// [`Position::legal_moves`] into a buffer the caller reuses (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if !self.has_ended_by_rule() {
            self.generate_moves(out);
        }
    }

    /// The moves the computer searches, into a buffer the caller reuses (cleared first): every
    /// legal move, but where the player chooses captures only a few choices per action (all it
    /// may take, the same without its least valuable capture, nothing), so that a search does
    /// not grow with the subsets of the captures on offer. Empty once the game has ended.
    pub fn search_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if !self.has_ended_by_rule() {
            play::search_moves(&self.state, out);
        }
    }

    /// [`Position::search_moves_into`] one at a time, in the same order, until `f` returns
    /// false. Where the player chooses captures the moves after that one are never composed
    /// (what a search that stops at the first refutation saves), and each comes with its
    /// captures, for [`Position::play_composed`]; the other modes list the moves in `buffer`
    /// first (a buffer the caller reuses), and give no captures.
    pub fn each_search_move(&self, buffer: &mut Vec<Move>, f: &mut dyn FnMut(&Move, Option<&[Capture]>) -> bool) {
        buffer.clear();
        if !self.has_ended_by_rule() {
            play::each_search_move(&self.state, buffer, f);
        }
    }

    /// The moves of the side to move, whether or not the game has ended.
    fn generate_moves(&self, out: &mut Vec<Move>) {
        play::moves(&self.state, out)
    }

    /// Each of the mover's pieces that can move, with its destinations, in site order (into a
    /// buffer the caller reuses). Empty once the game has ended by a victory or the move cap.
    pub fn destinations_into(&self, out: &mut Vec<(Cell, CellSet)>) {
        out.clear();
        if self.has_ended_by_rule() {
            return;
        }
        for from in self.board().occupied_by(self.turn()) {
            let d = self.destinations(from);
            if !d.is_empty() {
                out.push((from, d));
            }
        }
    }

    /// What the side to move may do, as a player picks it ([`Offers`]): the destinations of
    /// every origin, or of one piece or prisoner (`only`: at the cost of its turns alone), with
    /// the captures on offer, their ids and the move played by default; the drops and the
    /// removals. None once the game is over.
    ///
    /// ```
    /// use rithmomachia::{Cell, Only, Position, Rules};
    /// let start = Position::new(Rules::preset("classic").unwrap());
    /// let a3: Cell = "a3".parse().unwrap();
    /// let one = start.offers(Only::Piece(a3));
    /// let all: Vec<_> = start.offers(Only::All).moves.into_iter().filter(|d| d.from == Some(a3)).collect();
    /// assert_eq!(one.moves.len(), all.len());
    /// assert!(one.moves.iter().zip(&all).all(|(a, b)| a.to == b.to && a.default.0 == b.default.0));
    /// ```
    pub fn offers(&self, only: Only) -> Offers {
        Offers::only(self, only)
    }

    /// Where the side to move may start a turn ([`Origins`]), told without building the
    /// captures on offer: what a player is shown before picking a piece up. None once the game
    /// is over.
    pub fn origins(&self) -> Origins {
        Origins::of(self)
    }

    /// `targets` in the notation's order: by cell, a whole piece before its components, base
    /// first (the order a move's targets are matched in).
    pub fn sort_targets(&self, targets: &mut [Target]) {
        crate::capture::offer::sort_targets(&self.state, targets)
    }

    /// Does the side to move have any legal move?
    pub fn has_legal_move(&self) -> bool {
        play::has_move(&self.state)
    }

    /// Is `mv` legal here?
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.check(mv).is_ok()
    }

    /// `mv` as the engine writes it: a removal of a lone piece (a stack of one) is `x<cell>`,
    /// also when read as `x<cell>:<value>` (the form older records use).
    pub(crate) fn written(&self, mv: &Move) -> Move {
        let board = self.board();
        match mv.action {
            Action::Removal(Target { cell, component: Some(v) }) if matches!(board.parts(cell), [only] if only.value == v) => {
                Move { action: Action::Removal(Target::whole(cell)), takes: mv.takes.clone() }
            }
            _ => mv.clone(),
        }
    }

    fn check(&self, mv: &Move) -> Result<(), Refusal> {
        let mv = &self.written(mv);
        if let Some(outcome) = self.outcome() {
            return Err(match outcome {
                Outcome::Won { winner, victory, .. } => Refusal::GameWon { winner, victory },
                Outcome::Drawn { reason, .. } => Refusal::GameDrawn { reason, ply: self.ply(), turn: self.turn() },
            });
        }
        if self.rules().capture_mode == CaptureMode::Automatic {
            return self.check_shift(mv).map(|_| ());
        }
        if play::is_legal(&self.state, mv) {
            return Ok(());
        }
        Err(self.diagnose(mv))
    }

    /// Why a move not among the legal moves is refused (rules where moves carry choices).
    fn diagnose(&self, mv: &Move) -> Refusal {
        if let Some(from) = mv.from() {
            match self.board().color_at(from) {
                None => return Refusal::NoPiece(from),
                Some(c) if c != self.turn() => return Refusal::NotYours { cell: from, owner: c, turn: self.turn() },
                _ => {}
            }
        }
        let (same_action, more) = if self.has_ended_by_rule() {
            (Vec::new(), false)
        } else {
            play::moves_of(&self.state, mv.action, LISTED_CHOICES)
        };
        if same_action.is_empty() {
            return match mv.action {
                Action::Drop { .. } => Refusal::NoSuchDrop,
                Action::Removal(t) => Refusal::NoSuchRemoval(t),
                _ => Refusal::CannotMove { from: mv.from(), to: mv.to() },
            };
        }
        Refusal::Captures { legal: same_action, more }
    }

    fn check_shift(&self, mv: &Move) -> Result<(Cell, Cell), Refusal> {
        let (from, to) = match mv.action {
            Action::Shift { from, to } => (from, to),
            Action::Replace { .. } => return Err(Refusal::NoReplacement),
            Action::Drop { .. } => return Err(Refusal::NoDrops),
            Action::Removal(_) => return Err(Refusal::NoRemoval),
        };
        if self.rules().capture_mode == CaptureMode::Automatic && !mv.takes.is_empty() {
            return Err(Refusal::AutomaticCaptures);
        }
        let cells = self.board().cells();
        if !cells.contains(from) || !cells.contains(to) {
            return Err(Refusal::OffBoard);
        }
        match self.board().color_at(from) {
            None => return Err(Refusal::NoPiece(from)),
            Some(c) if c != self.turn() => return Err(Refusal::NotYours { cell: from, owner: c, turn: self.turn() }),
            _ => {}
        }
        if self.board().color_at(to).is_some() {
            return Err(Refusal::Occupied(to));
        }
        if !self.destinations(from).contains(to) {
            return match self.board().get(from) {
                Some(piece) => Err(Refusal::Unreachable { piece, from, to }),
                None => Err(Refusal::NoPiece(from)),
            };
        }
        Ok((from, to))
    }

    /// The captures `mv` would make, without playing it (for previews).
    ///
    /// # Errors
    /// When the move is illegal.
    pub fn captures(&self, mv: &Move) -> Result<Vec<Capture>, PlayError> {
        self.play_report(mv).map(|(_, captures)| captures)
    }

    /// Play `mv` and return the new position.
    ///
    /// # Errors
    /// When the move is illegal; the reason says why.
    pub fn play(&self, mv: &Move) -> Result<Position, PlayError> {
        self.play_report(mv).map(|(p, _)| p)
    }

    /// Play `mv`; return the new position and the captures it made, in cell order.
    ///
    /// # Errors
    /// When the move is illegal.
    pub fn play_report(&self, mv: &Move) -> Result<(Position, Vec<Capture>), PlayError> {
        self.check(mv).map_err(|reason| PlayError { mv: mv.clone(), reason })?;
        let mut next = self.clone();
        let mut captures = Vec::new();
        next.play_unchecked(&self.written(mv), &mut captures);
        Ok((next, captures))
    }

    /// Play a move known to be legal (one of [`Position::legal_moves`]), in place, writing its
    /// captures to `captures` (cleared first). The fast path of playouts and search.
    ///
    /// An illegal move leaves the position meaningless (but never panics).
    pub fn play_unchecked(&mut self, mv: &Move, captures: &mut Vec<Capture>) {
        self.play_composed(mv, None, captures);
    }

    /// The side to move passes (a search's null move: the other side moves twice). Nothing
    /// else changes; the marks, which do not depend on the side to move, stay as they are.
    pub(crate) fn pass_turn(&mut self) {
        self.state.pass();
    }

    /// Keep the capture marks of this position, and of every position played from it, lazily:
    /// a turn's changes are judged only when [`Position::refresh_marks`] asks (what a search
    /// does before listing moves), so that the leaves it never lists moves from cost less.
    /// Where the marks are read by the evaluation (captures made automatically) nothing is
    /// saved. Until refreshed, listing moves judges every enemy piece (correct, slower).
    pub(crate) fn defer_marks(&mut self) {
        pending::defer(&mut self.state);
    }

    /// Judge the changes lazy marks recorded ([`Position::defer_marks`]); nothing otherwise.
    #[inline]
    pub(crate) fn refresh_marks(&mut self) {
        pending::refresh(&mut self.state);
    }

    /// [`Position::play_unchecked`] for a move [`Position::each_search_move`] gave with its
    /// captures `composed`, which are taken as they are, not judged again (the search's
    /// quiescence plays most of what it lists so). Other captures leave the position
    /// meaningless (but never panic).
    pub fn play_composed(&mut self, mv: &Move, composed: Option<&[Capture]>, captures: &mut Vec<Capture>) {
        captures.clear();
        if let Some(played) = play::play_composed(&mut self.state, mv, composed, captures) {
            self.judged(played);
        }
    }

    /// The verdict after the turn `played`; with none, the mover's prisoners are known to make
    /// no common victory until they change, and the next turns that take nothing skip that test.
    fn judged(&mut self, played: Played) {
        self.verdict = self.judge(played);
        if self.verdict.is_none() {
            self.state.prisoners_mut(played.mover).judged_no_common();
        }
    }

    /// Play one random move in place; false (and nothing played) when the game has ended.
    ///
    /// Where captures are automatic the move is drawn uniformly from [`Position::legal_moves`]
    /// without building the list. Where the player chooses captures, an action (a move, a drop,
    /// a capture by replacement) is drawn uniformly, then one of its choices of captures: every
    /// legal move can come up, not all equally often. Otherwise uniformly from the legal moves.
    pub fn play_random(&mut self, rng: &mut Rng, scratch: &mut Scratch) -> bool {
        if self.has_ended_by_rule() {
            return false;
        }
        match play::play_random(&mut self.state, rng, scratch) {
            Some(played) => {
                self.judged(played);
                true
            }
            None => false,
        }
    }

    /// The half of the board that is `color`'s own (the other side's enemy territory).
    pub fn territory(&self, color: Color) -> CellSet {
        self.state.territory(color)
    }

    /// Has a victory or the move cap ended the game (blockade aside)?
    pub(crate) fn has_ended_by_rule(&self) -> bool {
        self.verdict.is_some() || self.ply() >= self.rules().ply_cap
    }

    /// Has the game ended?
    pub fn is_over(&self) -> bool {
        self.verdict.is_some() || self.ply() >= self.rules().ply_cap || !self.has_legal_move()
    }

    /// The piece on `cell`.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.board().get(cell)
    }

    /// Resolve a wire-level pair `(from, to)` into the legal move it names: a shift, or (with
    /// captures by landing) a capture by replacement.
    pub fn move_from_cells(&self, from: Cell, to: Cell) -> Option<Move> {
        let mv = Move::shift(from, to);
        if self.is_legal(&mv) {
            return Some(mv);
        }
        let replace = Move { action: Action::Replace { from, to }, takes: Vec::new() };
        (self.rules().capture_mode == CaptureMode::Landing && self.is_legal(&replace)).then_some(replace)
    }
}

/// A test's walk through random games under `rules` from `seed`: `f` sees each of `plies`
/// positions, a new game begun when one ends or has no move (the tests that check a shortcut
/// against the computation it replaces, on the positions of real play).
#[cfg(test)]
pub(crate) fn each_random_position(rules: Rules, seed: u64, plies: usize, mut f: impl FnMut(&Position)) {
    let start = Position::new(rules);
    let mut rng = Rng::new(seed);
    let mut scratch = Scratch::default();
    let mut position = start.clone();
    for _ in 0..plies {
        f(&position);
        if !position.play_random(&mut rng, &mut scratch) || position.is_over() {
            position = start.clone();
        }
    }
}
