//! [`Game`]: a start position, the moves played, and an undo/redo cursor. Plain Rust, tested
//! natively; the wasm facade is a thin wrapper around it.

use serde::Serialize;

use crate::board::moves::{Move, Target};
use crate::capture::Capture;
use crate::position::offers::{Offers, Only, Origins};
use crate::position::{PlayError, Position, Refusal};
pub use crate::rules::MAX_GAME_PLIES;
use crate::rules::{Measure, Rules};
pub use crate::text::position_text::{read_position, PositionTextError};
use crate::victory::Ending;
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

/// A position is kept every this many moves of the recorded line: going to a move replays at
/// most this many moves from the nearest kept position before it (about 60 µs natively), and
/// the kept positions cost 3 KB / 64 ≈ 48 bytes per move.
const CHECKPOINT_EVERY: usize = 64;

/// One move of the recorded line as the game keeps it: what the move list shows (the move as
/// written, its captures, who played it), not the position after it.
#[derive(Clone, Debug)]
struct Played {
    mv: Move,
    captures: Box<[Capture]>,
    mover: Color,
}

/// The link code of the recorded line's first moves, kept as it is made
/// ([`crate::app::record::encode_moves`]): the next link indexes only the moves played since.
/// Aligned with the line: cut where the line is cut, never saved.
#[derive(Clone, Debug, Default)]
pub(crate) struct LinkCode {
    /// The base64url digits of the moves coded so far.
    pub(crate) digits: String,
    /// `ends[i]`: the length of `digits` through move `i`.
    pub(crate) ends: Vec<u32>,
}

impl LinkCode {
    /// Keep the code of the first `moves` moves only.
    fn cut(&mut self, moves: usize) {
        if self.ends.len() > moves {
            self.ends.truncate(moves);
            self.digits.truncate(self.ends.last().map_or(0, |&e| e as usize));
        }
    }
}

/// A game in progress, with its history.
///
/// The history is stored compactly: the start position, the moves with their captures, a
/// position every 64 moves, and the current position; undo, redo and seek replay the moves
/// from the nearest kept position (docs/facade.md).
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
#[derive(Debug)]
pub struct Game {
    /// The position before the first move.
    start: Position,
    /// `played[i]`: move `i` of the recorded line, as written, with its captures.
    played: Vec<Played>,
    /// `kept[k]`: the position after `(k + 1) * CHECKPOINT_EVERY` moves of `played` (one for
    /// every whole stretch of the recorded line).
    kept: Vec<Position>,
    /// Number of moves applied (≤ `played.len()`); the rest can be redone.
    cursor: usize,
    /// The position after `played[..cursor]`.
    current: Position,
    /// How many times a move played before the end of the line dropped the later ones.
    edits: u32,
    /// What `current` offers, built on the first question about it.
    memo: Memo,
    /// The link code of the line's first moves, kept as links are made.
    link: std::cell::RefCell<LinkCode>,
    /// How the game ended off the board, at the recorded line's end ([`Game::end`]).
    ending: Option<Ending>,
}

/// What the current position offers, each part built on the first question about it (a
/// snapshot asks for the origins; picking a piece up, for that piece's offers alone).
#[derive(Debug, Default)]
struct Memo {
    /// Everything on offer ([`Game::offers`]: the command line, tests).
    offers: std::cell::OnceCell<Offers>,
    /// Where a turn may start ([`Game::origins`]: the snapshot).
    origins: std::cell::OnceCell<Origins>,
}

/// A copy holds the same history; its offers are built again when asked (copying them would
/// cost the page's module their whole copying code for a rare call).
impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            start: self.start.clone(),
            played: self.played.clone(),
            kept: self.kept.clone(),
            cursor: self.cursor,
            current: self.current.clone(),
            edits: self.edits,
            memo: Memo::default(),
            link: self.link.clone(),
            ending: self.ending,
        }
    }
}

impl Game {
    /// A game from the start position of `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game starting from `start`.
    pub fn from_position(start: Position) -> Game {
        Game {
            current: start.clone(),
            start,
            played: Vec::new(),
            kept: Vec::new(),
            cursor: 0,
            edits: 0,
            memo: Memo::default(),
            link: Default::default(),
            ending: None,
        }
    }

    /// A game from a position text under `rules`.
    ///
    /// # Errors
    /// The parse or setup error ([`PositionTextError`]).
    pub fn from_text(text: &str, rules: Rules) -> Result<Game, PositionTextError> {
        read_position(text, rules).map(Game::from_position)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Play `mv` at the cursor; later moves (the redo list) are dropped. Returns the captures.
    ///
    /// # Errors
    /// When the move is illegal, with why, when the game already holds [`MAX_GAME_PLIES`]
    /// moves, or when it has ended off the board ([`Game::end`]); the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<&[Capture], PlayError> {
        if let Some(ending) = self.ending {
            return Err(PlayError { mv: mv.clone(), reason: Refusal::Ended(ending) });
        }
        let (next, captures) = self.current.play_report(mv)?;
        if self.cursor >= MAX_GAME_PLIES {
            return Err(PlayError { mv: mv.clone(), reason: Refusal::TooLong { max: MAX_GAME_PLIES as u32 } });
        }
        let played =
            Played { mv: self.current.written(mv), captures: captures.into_boxed_slice(), mover: self.current.turn() };
        self.cut();
        self.played.push(played);
        self.cursor += 1;
        self.current = next;
        self.memo = Memo::default();
        if self.cursor % CHECKPOINT_EVERY == 0 {
            self.kept.push(self.current.clone());
        }
        Ok(&self.played[self.cursor - 1].captures)
    }

    /// The position after `n` (≤ `played.len()`) moves of the recorded line: replayed from the
    /// nearest kept position before it, or from the current one when that is nearer.
    pub(crate) fn position_after(&self, n: usize) -> Position {
        let k = n / CHECKPOINT_EVERY;
        let from_kept = k * CHECKPOINT_EVERY;
        let (mut position, from) = if n >= self.cursor && self.cursor >= from_kept {
            (self.current.clone(), self.cursor)
        } else if k == 0 {
            (self.start.clone(), 0)
        } else {
            (self.kept[k - 1].clone(), from_kept)
        };
        let mut captures = Vec::new();
        for p in &self.played[from..n] {
            position.play_unchecked(&p.mv, &mut captures);
        }
        position
    }

    /// Move the cursor to `n` (≤ `played.len()`).
    fn go_to(&mut self, n: usize) {
        self.current = self.position_after(n);
        self.cursor = n;
        self.memo = Memo::default();
    }

    /// The link code kept so far (`record::encode_moves` extends it).
    pub(crate) fn link_code(&self) -> std::cell::RefMut<'_, LinkCode> {
        self.link.borrow_mut()
    }

    /// How the game ended off the board, if it did ([`Game::end`]).
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// End the game off the board at its recorded line's end (wherever the cursor stands): a
    /// resignation, a draw agreed, a flag fallen. From then on no move is played, at the end or
    /// earlier ([`Refusal::Ended`]), and no move is taken back; stepping through the moves goes
    /// on.
    ///
    /// ```
    /// use rithmomachia::{Color, Ending, FlowError, Game, Rules};
    /// let mut game = Game::new(Rules::classic());
    /// game.play(&"c4-d5".parse().unwrap()).unwrap();
    /// game.end(Ending::Resigned(Color::Black)).unwrap();
    /// assert!(game.finished());
    /// assert!(game.play(&"c13-d12".parse().unwrap()).is_err());
    /// assert_eq!(game.end(Ending::Agreed), Err(FlowError::Ended(Ending::Resigned(Color::Black))));
    /// ```
    ///
    /// # Errors
    /// The game has already ended, off the board ([`FlowError::Ended`]) or on it
    /// ([`FlowError::Decided`]).
    pub fn end(&mut self, ending: Ending) -> Result<(), FlowError> {
        if let Some(e) = self.ending {
            return Err(FlowError::Ended(e));
        }
        if self.decided() {
            return Err(FlowError::Decided);
        }
        self.ending = Some(ending);
        Ok(())
    }

    /// Is the position at the recorded line's end won or drawn on the board?
    fn decided(&self) -> bool {
        if self.cursor == self.played.len() {
            self.current.is_over()
        } else {
            self.position_after(self.played.len()).is_over()
        }
    }

    /// Is the game over, wherever the cursor stands: ended off the board, or won or drawn at
    /// its recorded line's end? (What opens the analysis of a game against the computer.)
    pub fn finished(&self) -> bool {
        self.ending.is_some() || self.decided()
    }

    /// May the game still be aborted, thrown away without a result? While neither side has
    /// moved twice: fewer than two moves recorded, and no ending.
    pub fn abortable(&self) -> bool {
        self.ending.is_none() && self.played.len() < 2
    }

    /// Take back `side`'s last move of the recorded line and every move after it (the
    /// opponent's reply): they are cut from the line and the cursor goes to its new end.
    /// Returns how many moves were taken back.
    ///
    /// ```
    /// use rithmomachia::{Color, FlowError, Game, Rules};
    /// let mut game = Game::new(Rules::classic());
    /// for mv in ["c4-d5", "c13-d12"] {
    ///     game.play(&mv.parse().unwrap()).unwrap();
    /// }
    /// assert_eq!(game.take_back(Color::White), Ok(2));
    /// assert_eq!((game.cursor(), game.line().len()), (0, 0));
    /// assert_eq!(game.take_back(Color::Black), Err(FlowError::NoMove(Color::Black)));
    /// ```
    ///
    /// # Errors
    /// `side` has no move in the line ([`FlowError::NoMove`]), or the game ended off the board
    /// ([`FlowError::Ended`]); the game is unchanged.
    pub fn take_back(&mut self, side: Color) -> Result<usize, FlowError> {
        if let Some(e) = self.ending {
            return Err(FlowError::Ended(e));
        }
        let Some(at) = self.played.iter().rposition(|p| p.mover == side) else {
            return Err(FlowError::NoMove(side));
        };
        let taken = self.played.len() - at;
        self.go_to(at);
        self.cut();
        Ok(taken)
    }

    /// Drop the recorded moves after the cursor (counted as an edit of the line when there are
    /// any), with their link code and kept positions.
    fn cut(&mut self) {
        if self.played.len() > self.cursor {
            self.edits = self.edits.wrapping_add(1);
        }
        self.played.truncate(self.cursor);
        self.link.get_mut().cut(self.cursor);
        self.kept.truncate(self.cursor / CHECKPOINT_EVERY);
    }

    /// Step back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.go_to(self.cursor - 1);
        true
    }

    /// Step forward one undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.played.len() {
            return false;
        }
        self.go_to(self.cursor + 1);
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
        let n = n.min(self.played.len());
        if n != self.cursor {
            self.go_to(n);
        }
    }

    /// The moves played up to the cursor.
    pub fn history(&self) -> impl Iterator<Item = &Move> + '_ {
        self.played[..self.cursor].iter().map(|p| &p.mv)
    }

    /// Every recorded move, including those undone (the redo list).
    pub fn line(&self) -> impl ExactSizeIterator<Item = &Move> + '_ {
        self.played.iter().map(|p| &p.mv)
    }

    /// How many times the recorded line has been cut (a move played before its end, dropping
    /// the later moves): while this stays the same, the line has only grown, so a reader who
    /// holds its first moves needs only the rest (the page's move list).
    pub fn line_edits(&self) -> u32 {
        self.edits
    }

    /// Number of moves applied: the position is the one after `line()[..cursor]`.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The move before the cursor and its captures.
    pub fn last(&self) -> Option<(&Move, &[Capture])> {
        self.cursor.checked_sub(1).map(|i| (&self.played[i].mv, &*self.played[i].captures))
    }

    /// The bytes the history takes beyond the start and current positions: per move its
    /// record and captures (inline and on the heap), and the positions kept every 64 moves.
    /// Spare capacity of the lists is not counted.
    pub fn history_bytes(&self) -> usize {
        let moves: usize = self
            .played
            .iter()
            .map(|p| {
                std::mem::size_of::<Played>()
                    + p.mv.takes.capacity() * std::mem::size_of::<Target>()
                    + std::mem::size_of_val(&*p.captures)
            })
            .sum();
        moves + self.kept.len() * std::mem::size_of::<Position>()
    }

    /// Which side played move `i` of the recorded line (`line()`), if there is such a move.
    pub fn mover(&self, i: usize) -> Option<Color> {
        self.played.get(i).map(|p| p.mover)
    }

    /// Everything the side to move may do now, grouped the way a player does it: built once
    /// per position (a snapshot, then the pick of a move, ask once).
    pub fn offers(&self) -> &Offers {
        self.memo.offers.get_or_init(|| self.current.offers(Only::All))
    }

    /// Where the side to move may start a turn ([`Origins`]): what the page draws before a
    /// piece is picked up.
    pub fn origins(&self) -> &Origins {
        self.memo.origins.get_or_init(|| self.current.origins())
    }

    /// The offers of one origin (`Only::Piece`, `Only::Prisoner`), built for it alone.
    pub fn offers_of(&self, only: Only) -> Offers {
        self.current.offers(only)
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
                    .map(|c| Limit {
                        measure: c.measure,
                        at_least: c.at_least,
                        current: p.figure(c.measure, goal.digit_set),
                        threshold: c.threshold,
                    })
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

/// Why the flow of a game refuses a step: an ending, or a move taken back.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FlowError {
    /// The game already ended off the board, so.
    Ended(Ending),
    /// The game is already won or drawn on the board.
    Decided,
    /// This side has no move to take back.
    NoMove(Color),
}

impl FlowError {
    /// The sentence: `fault.flow.*`.
    pub fn says(&self) -> Say {
        match self {
            FlowError::Ended(e) => Say::new("fault.flow.ended").say("why", e.says()),
            FlowError::Decided => Say::new("fault.flow.decided"),
            FlowError::NoMove(Color::White) => Say::new("fault.flow.noMove.white"),
            FlowError::NoMove(Color::Black) => Say::new("fault.flow.noMove.black"),
        }
    }
}

crate::vocab::said::said!(FlowError);

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
    use crate::app::pick::{Chooser, Pick, PickError};
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
        // A move picked by its captures, played on a copy.
        let taking = |to: &str| {
            let from = Chooser::Piece("d5".parse().unwrap());
            g.clone().play_taking(from, to.parse().unwrap(), &[]).map(|m| m.to_string())
        };
        assert_eq!(taking("e6"), Ok("d5-e6".into()));
        assert!(matches!(taking("d6"), Err(PickError::NoMatch { .. })));
        g.undo();
        assert_eq!(g.line().count(), 2);
        assert_eq!(g.cursor(), 1);
        g.seek(0);
        assert_eq!(g.position(), g.start());
    }

    #[test]
    fn progress_lists_enabled_common_victories() {
        let mut rules = Rules::classic();
        rules.victories.set(
            Victory::DeHonore,
            Some(Goal { pieces: 5, value: crate::ByColor { white: 200, black: 150 }, digits: 0, digit_set: 0 }),
        );
        let g = Game::from_text("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w t30c9 - 3", rules).unwrap();
        let p = g.progress();
        let white: Vec<&Progress> = p.iter().filter(|x| x.side == Color::White).collect();
        assert_eq!(white.len(), 3);
        assert_eq!((white[0].victory, white[0].current, white[0].goal), ("de-corpore", 2, 15));
        assert_eq!((white[1].victory, white[1].current, white[1].goal), ("de-bonis", 39, 1315));
        assert_eq!((white[2].victory, white[2].current, white[2].goal), ("de-honore", 39, 200));
        assert_eq!(
            white[2].limits,
            vec![Limit { measure: Measure::Pieces, at_least: false, current: 2, threshold: 5 }]
        );
        let err = Game::from_text("nonsense", Rules::classic()).unwrap_err();
        assert!(matches!(err, PositionTextError::Parse(_)) && err.to_string().contains("rank"), "{err}");
    }

    /// Taking back a side's last move cuts it and every later move from the line, wherever the
    /// cursor stood and across the kept positions; the game then plays on from there.
    #[test]
    fn taking_back_cuts_a_sides_last_move_and_the_reply() {
        let g = long_game(130, 5);
        let all = positions(&g);
        // (line length, cursor before, side) → moves taken, the new line's length
        let cases = [
            (130, 130, Color::White, 2, 128),
            (130, 130, Color::Black, 1, 129),
            (129, 129, Color::White, 1, 128),
            (129, 129, Color::Black, 2, 127),
            (130, 3, Color::White, 2, 128),
            (65, 65, Color::Black, 2, 63),
            (1, 1, Color::White, 1, 0),
        ];
        for (length, cursor, side, taken, left) in cases {
            // (The same seed plays the same first moves: a shorter game is a prefix.)
            let mut game = long_game(length, 5);
            game.seek(cursor);
            let edits = game.line_edits();
            assert_eq!(game.take_back(side), Ok(taken), "{length} {cursor} {side:?}");
            assert_eq!((game.line().len(), game.cursor()), (left, left));
            assert_eq!(game.position(), &all[left]);
            assert_eq!(game.line_edits(), edits.wrapping_add(1));
            let next = game.position().legal_moves()[0].clone();
            game.play(&next).unwrap();
            assert_eq!(game.line().len(), left + 1);
        }
        let mut empty = Game::new(Rules::classic());
        assert_eq!(empty.take_back(Color::White), Err(FlowError::NoMove(Color::White)));
        empty.play(&"c4-d5".parse().unwrap()).unwrap();
        assert_eq!(empty.take_back(Color::Black), Err(FlowError::NoMove(Color::Black)));
        assert_eq!(empty.line().len(), 1);
    }

    /// A game ended off the board refuses every move, at its end or earlier, and every take
    /// back; its moves can still be stepped through; it cannot end twice. A game over on the
    /// board cannot end off it.
    #[test]
    fn an_ending_closes_the_game_but_not_its_review() {
        for ending in Ending::ALL {
            let mut game = long_game(6, 9);
            assert!(!game.finished() && !game.abortable());
            game.seek(2);
            game.end(ending).unwrap();
            assert_eq!((game.ending(), game.finished(), game.abortable()), (Some(ending), true, false));
            assert_eq!(game.cursor(), 2, "ending where the cursor stands leaves it there");
            for at in [2, 6] {
                game.seek(at);
                let mv = game.position().legal_moves()[0].clone();
                let e = game.play(&mv).unwrap_err();
                assert_eq!(e.reason, Refusal::Ended(ending));
                assert_eq!(game.line().len(), 6);
            }
            assert_eq!(game.take_back(Color::White), Err(FlowError::Ended(ending)));
            assert_eq!(game.end(Ending::Agreed), Err(FlowError::Ended(ending)));
            assert!(game.undo() && game.redo());
            assert_eq!(game.clone().ending(), Some(ending));
        }
        let mut rules = Rules::classic();
        rules.ply_cap = 2;
        let mut capped = Game::new(rules);
        for mv in ["c4-d5", "c13-d12"] {
            capped.play(&mv.parse().unwrap()).unwrap();
        }
        assert!(capped.finished());
        capped.seek(1);
        assert!(capped.finished(), "over at the line's end, wherever the cursor stands");
        assert_eq!(capped.end(Ending::Resigned(Color::White)), Err(FlowError::Decided));
        assert_eq!(capped.ending(), None);
    }

    #[test]
    fn a_game_can_be_aborted_until_both_sides_have_moved() {
        let mut game = Game::new(Rules::classic());
        let mut abortable = vec![game.abortable()];
        for mv in ["c4-d5", "c13-d12", "d5-e6"] {
            game.play(&mv.parse().unwrap()).unwrap();
            abortable.push(game.abortable());
        }
        assert_eq!(abortable, [true, true, false, false]);
        game.take_back(Color::Black).unwrap();
        assert!(game.abortable());
        game.end(Ending::Resigned(Color::Black)).unwrap();
        assert!(!game.abortable());
    }

    /// A game of `plies` random moves under classic rules without victories (so that it runs
    /// on) and with the largest move cap.
    fn long_game(plies: usize, seed: u64) -> Game {
        let mut rules = Rules::classic();
        rules.victories = crate::rules::Victories::NONE;
        rules.ply_cap = crate::rules::MAX_PLY_CAP;
        let mut g = Game::new(rules);
        let mut rng = crate::vocab::rng::Rng::new(seed);
        while g.cursor() < plies {
            let moves = g.position().legal_moves();
            assert!(!moves.is_empty(), "the random game ended at ply {}", g.cursor());
            g.play(&moves[rng.below(moves.len())]).unwrap();
        }
        g
    }

    /// Every position of the line, played from the start one move at a time.
    fn positions(g: &Game) -> Vec<Position> {
        let mut out = vec![g.start().clone()];
        for mv in g.line() {
            let next = out.last().unwrap().play(mv).unwrap();
            out.push(next);
        }
        out
    }

    /// Seek, undo and redo land on the position the moves reach, across the kept positions
    /// (every 64 moves), with the captures and the mover of each move as they were played.
    #[test]
    fn the_compact_history_replays_every_position_exactly() {
        let mut g = long_game(300, 3);
        let all = positions(&g);
        assert_eq!(g.position(), &all[300]);
        for n in [0, 1, 63, 64, 65, 127, 128, 129, 200, 299, 300, 5, 256, 255, 257, 300] {
            g.seek(n);
            assert_eq!((g.cursor(), g.position()), (n, &all[n]), "seek {n}");
            if n > 0 {
                let (mv, captures) = g.last().unwrap();
                assert_eq!(captures, all[n - 1].captures(mv).unwrap().as_slice(), "captures of move {n}");
                assert_eq!(g.mover(n - 1), Some(all[n - 1].turn()));
            }
        }
        assert_eq!(g.mover(300), None);
        g.seek(300);
        for n in (0..300).rev() {
            assert!(g.undo());
            assert_eq!(g.position(), &all[n], "undo to {n}");
        }
        assert!(!g.undo());
        for n in 1..=300 {
            assert!(g.redo());
            assert_eq!(g.position(), &all[n], "redo to {n}");
        }
        assert!(!g.redo());
        // A branch at 130 drops the redo line and the positions kept past it.
        g.seek(130);
        let mv = g.position().legal_moves().pop().unwrap();
        g.play(&mv).unwrap();
        assert_eq!((g.line().count(), g.kept.len()), (131, 2));
        let branch = positions(&g);
        g.seek(0);
        g.seek(131);
        assert_eq!(g.position(), &branch[131]);
        assert_eq!(g.history().count(), 131);
    }

    /// The history costs well under 200 bytes a move (a position is 3 KB): the move, its
    /// captures, and a position kept every 64 moves.
    #[test]
    fn a_move_costs_under_200_bytes_of_history() {
        let g = long_game(2_000, 5);
        let per_ply = g.history_bytes() / 2_000;
        assert!(per_ply < 200, "{per_ply} bytes per move");
        assert!(std::mem::size_of::<Played>() <= 64, "{}", std::mem::size_of::<Played>());
        assert!(std::mem::size_of::<Position>() > 1_000, "a position is the cost saved");
    }

    /// A game holds at most MAX_GAME_PLIES moves (the largest move cap draws it first, so the
    /// line is filled here by hand).
    #[test]
    fn a_move_past_the_longest_game_is_refused() {
        let mut g = Game::new(Rules::classic());
        let mv: Move = "c4-d5".parse().unwrap();
        let filler = Played { mv: mv.clone(), captures: Box::new([]), mover: Color::White };
        g.played = vec![filler; MAX_GAME_PLIES];
        g.cursor = MAX_GAME_PLIES;
        let err = g.play(&mv).unwrap_err();
        assert_eq!(err.reason, Refusal::TooLong { max: 10_000 });
        assert_eq!(err.reason.to_string(), "the game already has 10000 moves, the most a game may hold");
        assert_eq!(g.line().count(), MAX_GAME_PLIES);
        // A picked move is refused the same way, with or without captures chosen.
        let (from, to) = (mv.from().unwrap(), mv.to());
        for ids in [None, Some(&[][..])] {
            let picked = g.play_pick(Pick::Move { from, to, ids }).unwrap_err();
            assert_eq!(picked, PickError::Illegal(err.clone()), "{ids:?}");
            assert_eq!(picked.to_string(), err.to_string());
        }
        assert_eq!(g.line().count(), MAX_GAME_PLIES);
    }

    /// A megabyte of move text comes back shortened in the error.
    #[test]
    fn a_long_move_text_is_shortened_in_its_error() {
        let text = format!("c4-d5*{}", "e".repeat(1 << 20));
        let err = text.parse::<Move>().unwrap_err().to_string();
        assert!(err.len() < 200 && err.starts_with("move 'c4-d5*eeee") && err.contains("…'"), "{err}");
        let err = Game::from_text(&"8/".repeat(1 << 18), Rules::classic()).unwrap_err().to_string();
        assert!(err.len() < 300, "{}", err.len());
    }
}
