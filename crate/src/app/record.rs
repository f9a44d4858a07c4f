//! Game records and shareable links (`docs/records.md`): a game rebuilt from its start position
//! and its moves, every move replayed by the rules, with an error that names the move at fault;
//! and the compact move code of a link, where each move is its index in the position's list of
//! distinct legal moves ([`crate::Position::legal_moves`], a deterministic order), written in
//! base64url digits.
//!
//! ```
//! use rithmomachia::{record, Position, Rules};
//! let game = record::replay(Position::new(Rules::classic()), &["a3-b5", "c14-b13"]).unwrap();
//! let code = record::encode_moves(&game).unwrap();
//! let back = record::decode_moves(Position::new(Rules::classic()), &code).unwrap();
//! assert_eq!(back.position(), game.position());
//! ```

use super::game::{FlowError, Game, MAX_GAME_PLIES};
use crate::board::moves::Move;
use crate::capture::index::IndexWork;
use crate::position::{LegalIndexBuild, Position};
use crate::text::annotations::{AnnotationError, Annotations};
use crate::text::link::{digit_values, read_index, write_index};
pub use crate::text::link::{digits_for, DIGITS};
pub use crate::text::record::RecordError;
use crate::victory::Ending;
use crate::vocab::words::Say;

/// Why a link's game cannot be opened once its fields are read: its moves, its cursor past the
/// recorded line, or its drawings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// A move of the code cannot be replayed.
    Moves(RecordError),
    /// The cursor is past the end of the recorded line, of this many moves.
    CursorPast(usize),
    /// The drawings cannot be read against the game.
    Drawings(AnnotationError),
    /// The game cannot end as recorded: it is already over on the board.
    Ending(FlowError),
}

impl OpenError {
    /// The sentence: the move's or the drawings' own, or `fault.link.cursorPast`.
    pub fn says(&self) -> Say {
        match self {
            OpenError::Moves(e) => e.says(),
            OpenError::CursorPast(max) => Say::new("fault.link.cursorPast").num("max", *max as u64),
            OpenError::Drawings(e) => e.says(),
            OpenError::Ending(e) => e.says(),
        }
    }
}

crate::vocab::said::said!(OpenError);

/// `game` ended as recorded (`ending`), shown with `cursor` of its moves applied (`None`: all)
/// and its drawings' text read against it: how the game of a record file or of a link opens.
///
/// ```
/// use rithmomachia::{record, Ending, Position, Rules};
/// let game = record::replay(Position::new(Rules::classic()), &["a3-b5", "c14-b13"]).unwrap();
/// let (game, drawings) = record::open_at(game, Some(1), "1Rb5", Some(Ending::Agreed)).unwrap();
/// assert_eq!((game.cursor(), drawings.to_string()), (1, "1Rb5".to_string()));
/// assert_eq!(game.ending(), Some(Ending::Agreed));
/// let game = record::replay(Position::new(Rules::classic()), &["a3-b5"]).unwrap();
/// assert_eq!(record::open_at(game, Some(2), "", None).unwrap_err(), record::OpenError::CursorPast(1));
/// ```
///
/// # Errors
/// A cursor past the line's end, drawings that cannot be read against the game, or an ending
/// where the game is already over on the board.
pub fn open_at(
    mut game: Game,
    cursor: Option<usize>,
    annotations: &str,
    ending: Option<Ending>,
) -> Result<(Game, Annotations), OpenError> {
    let length = game.line().len();
    if let Some(ending) = ending {
        game.end(ending).map_err(OpenError::Ending)?;
    }
    if let Some(n) = cursor {
        if n > length {
            return Err(OpenError::CursorPast(length));
        }
        game.seek(n);
    }
    let ranks = game.position().board().ranks();
    let drawings = Annotations::parse(annotations, ranks, length).map_err(OpenError::Drawings)?;
    Ok((game, drawings))
}

/// The texts of `game`'s positions, from its start to its current one, in order (what the
/// computer opponent is given: [`crate::opponent::Opponent::think`]).
pub fn position_texts(game: &Game) -> Vec<String> {
    let (mut p, mut captures) = (game.start().clone(), Vec::new());
    let mut out = vec![p.to_setup().to_string()];
    for mv in game.history() {
        p.play_unchecked(mv, &mut captures);
        out.push(p.to_setup().to_string());
    }
    out
}

/// A game from `start` with `moves` (notation) replayed in order by the rules.
///
/// # Errors
/// More than [`MAX_GAME_PLIES`] moves; the first move that cannot be read or is not legal,
/// named by its number and text (shortened).
pub fn replay<S: AsRef<str>>(start: Position, moves: &[S]) -> Result<Game, RecordError> {
    if moves.len() > MAX_GAME_PLIES {
        return Err(RecordError::TooLong);
    }
    let mut game = Game::from_position(start);
    for (i, text) in moves.iter().enumerate() {
        let text = text.as_ref();
        let n = i + 1;
        let mv: Move = text.parse().map_err(|e: crate::text::notation::ParseError| RecordError::Unreadable {
            n,
            text: text.to_string(),
            why: e.says(),
        })?;
        game.play(&mv).map_err(|e| RecordError::Illegal { n, text: text.to_string(), why: e.reason.says() })?;
    }
    Ok(game)
}

/// The move code of the whole recorded line of `game` (undone moves included): for each move,
/// its index in the legal-move list of the position before it, in [`digits_for`] digits,
/// most significant first. The list is indexed, not built ([`Position::legal_index`]): a move
/// costs the turns on offer, not the subsets of the captures on offer.
///
/// The game keeps the code of its line as it is made, so the next call indexes only the moves
/// played since (a move played after an undo drops the code of the moves it replaces).
///
/// # Errors
/// A recorded move missing from the list (never for a game built by [`Game::play`]), as
/// [`RecordError::Illegal`].
pub fn encode_moves(game: &Game) -> Result<String, RecordError> {
    encode_moves_counting(game, &mut IndexWork::default())
}

/// [`encode_moves`], adding what indexing the moves cost to `work` (the bounds tests count it).
///
/// # Errors
/// As [`encode_moves`].
pub fn encode_moves_counting(game: &Game, work: &mut IndexWork) -> Result<String, RecordError> {
    let mut code = game.link_code();
    let done = code.ends.len();
    let mut position = game.position_after(done);
    for (i, mv) in game.line().enumerate().skip(done) {
        let mut index = position.legal_index();
        let found = index.index_of(mv);
        let count = index.len();
        add(work, index.work());
        let Some(at) = found else {
            return Err(RecordError::Illegal {
                n: i + 1,
                text: mv.to_string(),
                why: Say::new("fault.record.notListed"),
            });
        };
        let next = position.play(mv).map_err(|e| RecordError::Illegal {
            n: i + 1,
            text: mv.to_string(),
            why: e.reason.says(),
        })?;
        write_index(&mut code.digits, at, count);
        let end = u32::try_from(code.digits.len()).unwrap_or(u32::MAX);
        code.ends.push(end);
        position = next;
    }
    Ok(code.digits.clone())
}

fn add(work: &mut IndexWork, more: IndexWork) {
    work.offers += more.offers;
    work.walked += more.walked;
}

fn plus(a: IndexWork, b: IndexWork) -> IndexWork {
    IndexWork { offers: a.offers + b.offers, walked: a.walked + b.walked }
}

/// The work of `a` beyond its part `b`.
fn minus(a: IndexWork, b: IndexWork) -> IndexWork {
    IndexWork { offers: a.offers - b.offers, walked: a.walked - b.walked }
}

/// The work units of a count of indexing work, as [`LinkReader::step`] bounds them: each turn
/// on offer built counts [`OFFER_UNITS`], each move walked one by one counts 1.
pub fn work_units(work: IndexWork) -> usize {
    work.offers.saturating_mul(OFFER_UNITS).saturating_add(work.walked)
}

/// What building one turn on offer weighs against walking one move: measured natively, a turn
/// of the densest positions takes about 100 µs to build, a move about 2 µs to walk.
pub const OFFER_UNITS: usize = 40;

/// The work of one step of the page's link reader, in [`work_units`]: about 10 ms natively,
/// then the piece of work under way (docs/facade.md, "Bounds", gives the figures in the page).
pub const STEP_WORK: usize = 4_000;

/// A game from `start` with the moves of a move code (see [`encode_moves`]) replayed, the
/// moves found by their index without building the legal-move list: a [`LinkReader`] run to
/// the end.
///
/// # Errors
/// A character that is not a digit, a code cut short, an index past the legal moves, or moves
/// after the end of the game, each naming the move; more than [`MAX_GAME_PLIES`] moves.
pub fn decode_moves(start: Position, code: &str) -> Result<Game, RecordError> {
    decode_moves_counting(start, code, &mut IndexWork::default())
}

/// [`decode_moves`], adding what indexing the moves cost to `work`.
///
/// # Errors
/// As [`decode_moves`].
pub fn decode_moves_counting(start: Position, code: &str, work: &mut IndexWork) -> Result<Game, RecordError> {
    let mut reader = LinkReader::new(start, code)?;
    while !reader.is_done() {
        reader.step(usize::MAX);
    }
    add(work, reader.work());
    reader.finish()
}

/// A link's move code read in bounded steps, so that a page can show progress and stay
/// responsive: the digits are checked when it is made, then each [`LinkReader::step`] replays
/// moves until its work reaches a bound counted in [`work_units`] (deterministic, not a clock).
///
/// ```
/// use rithmomachia::{record::{self, LinkReader}, Position, Rules};
/// let game = record::replay(Position::new(Rules::classic()), &["a3-b5", "c14-b13"]).unwrap();
/// let code = record::encode_moves(&game).unwrap();
/// let mut reader = LinkReader::new(Position::new(Rules::classic()), &code).unwrap();
/// while !reader.is_done() {
///     reader.step(1); // one move a step here
/// }
/// assert_eq!((reader.moves(), reader.read(), reader.len()), (2, code.len(), code.len()));
/// assert_eq!(reader.finish().unwrap().position(), game.position());
/// ```
pub struct LinkReader {
    /// The digits' values.
    values: Vec<u8>,
    /// Digits read so far.
    at: usize,
    game: Game,
    failed: Option<RecordError>,
    work: IndexWork,
    /// The index of the current position while it is built, with its work already counted.
    building: Option<(LegalIndexBuild, IndexWork)>,
}

impl LinkReader {
    /// A reader of `code` from `start`.
    ///
    /// # Errors
    /// A character that is not a base64url digit ([`RecordError::BadDigit`]) or a code longer
    /// than the longest game can need ([`RecordError::TooLong`]), before any move is replayed.
    pub fn new(start: Position, code: &str) -> Result<LinkReader, RecordError> {
        // No move takes more than 4 digits (64^4 legal moves): a longer code holds too many moves.
        if code.len() > 4 * MAX_GAME_PLIES {
            return Err(RecordError::TooLong);
        }
        let values = digit_values(code)?;
        Ok(LinkReader {
            values,
            at: 0,
            game: Game::from_position(start),
            failed: None,
            work: IndexWork::default(),
            building: None,
        })
    }

    /// Replay moves until this step's work reaches `max_work` units ([`work_units`]), the code
    /// is read or a move is at fault. A position's index is built a turn on offer at a time (or
    /// one piece's turns before its action), so a step's work is under `max_work` plus one such
    /// piece of work (a turn, or finding the move in the index once whole). Returns this
    /// step's work; a step always does some while the code is not read.
    pub fn step(&mut self, max_work: usize) -> IndexWork {
        let mut spent = IndexWork::default();
        let bound = max_work.max(1);
        while !self.is_done() && work_units(spent) < bound {
            if let Err(e) = self.advance(&mut spent, bound) {
                self.failed = Some(e);
            }
        }
        add(&mut self.work, spent);
        spent
    }

    /// Build the index of the current position until `spent` reaches `bound`; once it is whole,
    /// read the move at its index and play it.
    fn advance(&mut self, spent: &mut IndexWork, bound: usize) -> Result<(), RecordError> {
        let n = self.game.cursor() + 1;
        if n > MAX_GAME_PLIES {
            return Err(RecordError::TooLong);
        }
        let position = self.game.position().clone();
        let (mut build, counted) =
            self.building.take().unwrap_or_else(|| (LegalIndexBuild::new(&position), IndexWork::default()));
        let before = *spent;
        let whole = build.advance(&position, &mut |w| work_units(plus(before, minus(w, counted))) >= bound);
        add(spent, minus(build.work(), counted));
        if !whole {
            let done = build.work();
            self.building = Some((build, done));
            return Ok(());
        }
        let counted = build.work();
        let mut list = build.finish(&position);
        let count = list.len();
        if count == 0 {
            return Err(RecordError::AfterEnd { n });
        }
        let d = digits_for(count);
        let left = self.values.len() - self.at;
        if left < d {
            return Err(RecordError::Truncated { n, need: d, left });
        }
        let index = read_index(&self.values[self.at..self.at + d]);
        self.at += d;
        let found = list.move_at(index);
        add(spent, minus(list.work(), counted));
        let Some(mv) = found else {
            return Err(RecordError::OutOfRange { n, index, count });
        };
        self.game.play(&mv).map_err(|e| RecordError::Illegal { n, text: mv.to_string(), why: e.reason.says() })?;
        // The game keeps the digits just read as its link code: a link made from it later
        // indexes only the moves played after.
        let mut code = self.game.link_code();
        if code.ends.len() + 1 == self.game.cursor() {
            code.digits.extend(self.values[self.at - d..self.at].iter().map(|&v| DIGITS[usize::from(v)] as char));
            let end = u32::try_from(code.digits.len()).unwrap_or(u32::MAX);
            code.ends.push(end);
        }
        Ok(())
    }

    /// Is the code read (or a move at fault)? Then [`LinkReader::finish`] answers at once.
    pub fn is_done(&self) -> bool {
        self.failed.is_some() || self.at >= self.values.len()
    }

    /// Moves replayed so far.
    pub fn moves(&self) -> usize {
        self.game.cursor()
    }

    /// Digits read so far.
    pub fn read(&self) -> usize {
        self.at
    }

    /// Digits in the code.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Is the code empty?
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The work of every step so far.
    pub fn work(&self) -> IndexWork {
        self.work
    }

    /// The game of the link, read to the end first if it is not yet, opened at `cursor` with
    /// its drawings ([`open_at`]).
    ///
    /// # Errors
    /// As [`decode_moves`] ([`OpenError::Moves`]), then as [`open_at`].
    pub fn open(
        self,
        cursor: Option<usize>,
        annotations: &str,
        ending: Option<Ending>,
    ) -> Result<(Game, Annotations), OpenError> {
        open_at(self.finish().map_err(OpenError::Moves)?, cursor, annotations, ending)
    }

    /// The game of the link, read to the end first if it is not yet.
    ///
    /// # Errors
    /// As [`decode_moves`].
    pub fn finish(mut self) -> Result<Game, RecordError> {
        while !self.is_done() {
            self.step(usize::MAX);
        }
        match self.failed {
            Some(e) => Err(e),
            None => Ok(self.game),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn classic() -> Position {
        Position::new(Rules::classic())
    }

    fn texts(game: &Game) -> Vec<String> {
        game.line().map(|m| m.to_string()).collect()
    }

    #[test]
    fn digits_per_move() {
        for (count, digits) in
            [(0, 1), (1, 1), (2, 1), (64, 1), (65, 2), (4096, 2), (4097, 3), (262_144, 3), (262_145, 4)]
        {
            assert_eq!(digits_for(count), digits, "{count} legal moves");
        }
    }

    #[test]
    fn a_games_positions_run_from_its_start_to_the_cursor() {
        let mut g = replay(classic(), &["a3-b5", "c14-b13", "c4-d5"]).unwrap();
        let text = |p: &Position| p.to_setup().to_string();
        let all = position_texts(&g);
        assert_eq!(all.len(), 4);
        assert_eq!((all[0].as_str(), all[3].as_str()), (text(&classic()).as_str(), text(g.position()).as_str()));
        assert!(all[1].ends_with(" 1") && all[2].ends_with(" 2"), "{all:?}");
        assert!(g.undo() && g.undo());
        assert_eq!(position_texts(&g), all[..2]);
    }

    #[test]
    fn records_replay_or_name_the_move_at_fault() {
        let ok: &[(&[&str], &str)] = &[(&[], ""), (&["a3-b5"], "t90"), (&["a3-b5", "c14-b13", "c4-d5"], "t90")];
        for (moves, white_prisoners) in ok {
            let g = replay(classic(), moves).unwrap();
            assert_eq!(texts(&g), *moves);
            assert_eq!(g.cursor(), moves.len());
            let prisoners: String = g.position().prisoners(crate::Color::White).iter().map(|p| p.to_string()).collect();
            assert_eq!(prisoners, *white_prisoners);
        }
        let bad: &[(&[&str], &str)] = &[
            (&["c4-d9"], "move 1 (c4-d9) is not legal: "),
            (&["a3-b5", "a1-a2"], "move 2 (a1-a2) is not legal: "),
            (&["a3-b5", "c14-b13", "zz"], "move 3 (zz) cannot be read: "),
            (&["a3-b5", ""], "move 2 () cannot be read: "),
            (&["a3-b5", "c4-d5"], "move 2 (c4-d5) is not legal: "),
        ];
        for (moves, start) in bad {
            let e = replay(classic(), moves).unwrap_err().to_string();
            assert!(e.starts_with(start), "{moves:?}: {e}");
            assert!(e.len() > start.len(), "{moves:?}: a reason follows: {e}");
        }
    }

    #[test]
    fn move_codes_round_trip_on_every_preset() {
        for preset in crate::rules::Preset::ALL {
            let rules = preset.rules();
            // A line of the first legal move, then the last, alternately (captures come soon).
            let mut g = Game::new(rules.clone());
            for i in 0..24 {
                let list = g.position().legal_moves();
                let Some(mv) = (if i % 2 == 0 { list.first() } else { list.last() }).cloned() else { break };
                g.play(&mv).unwrap();
            }
            g.seek(5);
            let code = encode_moves(&g).unwrap();
            let back = decode_moves(Position::new(rules), &code).unwrap();
            assert_eq!(texts(&back), texts(&g), "{preset:?}");
            assert_eq!(back.line().count(), back.cursor());
            assert_eq!(back.position().to_setup().to_string(), {
                let mut end = g.clone();
                end.seek(usize::MAX);
                end.position().to_setup().to_string()
            });
        }
    }

    #[test]
    fn a_code_is_short_and_names_its_moves() {
        // One index per move, each in as many digits as its position's legal moves need.
        let start = classic();
        let count = start.legal_moves().len();
        let g = replay(classic(), &["a3-b5", "c14-b13"]).unwrap();
        let code = encode_moves(&g).unwrap();
        assert_eq!(
            code.len(),
            digits_for(count) + digits_for(replay(classic(), &["a3-b5"]).unwrap().position().legal_moves().len())
        );
        let empty = decode_moves(classic(), "").unwrap();
        assert_eq!(empty.line().count(), 0);
    }

    #[test]
    fn malformed_codes_each_with_their_error() {
        let count = classic().legal_moves().len();
        let d = digits_for(count);
        let first = "A".repeat(d);
        // Past the list: the largest index the digits can write.
        let past = "_".repeat(d);
        let cases: Vec<(String, RecordError)> = vec![
            (format!("{first}!"), RecordError::BadDigit { at: d + 1, ch: '!' }),
            ("é".to_string(), RecordError::BadDigit { at: 1, ch: 'é' }),
            ("A=".to_string(), RecordError::BadDigit { at: 2, ch: '=' }),
            (past.clone(), RecordError::OutOfRange { n: 1, index: 64usize.pow(d as u32) - 1, count }),
        ];
        for (code, want) in cases {
            assert_eq!(decode_moves(classic(), &code).unwrap_err(), want, "{code}");
        }
        // Cut short: where more than 64 moves are legal an index takes two digits.
        let open =
            "8/8/8/8/8/8/8/8/S15,S25,S45,S81,S153,S169,S289,S49/8/8/8/T9,T16,T25,T36,T42,T49,T64,T81/8/8/8 w - - 0";
        let wide =
            || Position::from_setup(crate::text::notation::parse_position(open).unwrap(), Rules::classic()).unwrap();
        assert_eq!(digits_for(wide().legal_moves().len()), 2);
        let e = decode_moves(wide(), "B").unwrap_err();
        assert_eq!(e, RecordError::Truncated { n: 1, need: 2, left: 1 });
        assert_eq!(e.to_string(), "the move code is cut short: move 1 needs 2 digits but 1 remains");
        let two = decode_moves(wide(), "BA").unwrap();
        assert_eq!(encode_moves(&two).unwrap(), "BA", "index 64 is written BA");
        // After the end: a won position has no legal moves.
        let won = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C4,7 w - - 0";
        let mut rules = Rules::classic();
        rules.ply_cap = 1;
        let setup = crate::text::notation::parse_position(won).unwrap();
        let start = Position::from_setup(setup, rules).unwrap();
        let n = digits_for(start.legal_moves().len());
        let e = decode_moves(start, &"A".repeat(n + 1)).unwrap_err();
        assert_eq!(e, RecordError::AfterEnd { n: 2 });
        assert_eq!(e.to_string(), "the move code goes on after the game has ended (move 2)");
    }

    #[test]
    fn too_long_and_huge_records_are_refused_in_a_line() {
        let many = vec!["a3-b5"; MAX_GAME_PLIES + 1];
        let e = replay(classic(), &many).unwrap_err();
        assert_eq!(e, RecordError::TooLong);
        assert_eq!(e.to_string(), "the game has more than 10000 moves, the most a game may hold");
        assert_eq!(decode_moves(classic(), &"A".repeat(4 * MAX_GAME_PLIES + 1)).unwrap_err(), RecordError::TooLong);
        let huge = format!("a3-b5{}", "5".repeat(1 << 20));
        let e = replay(classic(), &[huge.as_str()]).unwrap_err().to_string();
        assert!(e.starts_with("move 1 (a3-b55555") && e.len() < 300, "{}", &e[..e.len().min(400)]);
    }
}
