//! Computer players by name (`random`, `greedy`, and the search levels `easy`, `medium`, `hard`
//! with optional budgets such as `hard:200ms` or `hard:40000n`) and games between them, for
//! `rithmo selfplay`, tournaments and tests.
//!
//! Every player is deterministic given the random generator the game hands it: the same seed
//! replays the same game.
//!
//! ```
//! use rithmomachia::players::{play_game, player_by_name};
//! use rithmomachia::{Position, Rng, Rules};
//! let mut white = player_by_name("greedy").unwrap();
//! let mut black = player_by_name("random").unwrap();
//! let start = Position::new(Rules::classic());
//! let game = play_game(&start, white.as_mut(), black.as_mut(), &mut Rng::new(7)).unwrap();
//! let again = play_game(&start, white.as_mut(), black.as_mut(), &mut Rng::new(7)).unwrap();
//! assert_eq!(game, again);
//! assert!(player_by_name("grandmaster").err().is_some_and(|e| e.to_string().contains("random, greedy, easy, medium, hard")));
//! ```

use crate::vocab::words::Say;
use std::collections::BTreeMap;

use serde::ser::{Serialize, SerializeMap, Serializer};

#[cfg(target_arch = "wasm32")]
use crate::ai::search::NoClock;
use crate::ai::search::{Clock, Engine, GameHistory, Level, Strength};
use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::Victory;
use crate::victory::Outcome;
use crate::vocab::piece::Color;
use crate::vocab::rng::Rng;

/// A computer player: picks a move for the side to move.
pub trait Player {
    /// The name it was made from (`"random"`, `"greedy"`, `"hard:200ms"`, …).
    fn name(&self) -> &str;

    /// A legal move of `position` for the side to move, or `None` when there is none. `game`
    /// holds the positions the game had, `position` the last of them (a searching player does
    /// not bring one back when ahead). All randomness comes from `rng`.
    fn choose(&mut self, position: &Position, game: &GameHistory, rng: &mut Rng) -> Option<Move>;

    /// What the player's searches cost so far (players that search only).
    fn stats(&self) -> Option<SearchStats> {
        None
    }
}

/// The names [`player_by_name`] knows (the search levels also take a budget: `hard:200ms`,
/// `hard:2s`, `hard:40000n`, `medium:d4`).
pub const PLAYER_NAMES: [&str; 5] = ["random", "greedy", "easy", "medium", "hard"];

/// Why [`player_by_name`] knows no such player; says itself in one English sentence
/// (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    /// No player of that name (the name): the message lists the known ones.
    Unknown(String),
    /// A level with a budget that cannot be read.
    Level(crate::ai::search::LevelError),
}

impl PlayerError {
    /// The sentence: `fault.player.unknown` with the known names, or the level's.
    pub fn says(&self) -> crate::vocab::words::Say {
        match self {
            PlayerError::Unknown(name) => crate::vocab::words::Say::new("fault.player.unknown")
                .text("name", crate::vocab::words::shorten(name))
                .text("known", PLAYER_NAMES.join(", ")),
            PlayerError::Level(e) => e.says(),
        }
    }
}

crate::vocab::said::said!(PlayerError);

/// The player called `name`.
///
/// # Errors
/// For an unknown name, a message naming the known ones.
pub fn player_by_name(name: &str) -> Result<Box<dyn Player>, PlayerError> {
    match name {
        "random" => Ok(Box::new(RandomPlayer)),
        "greedy" => Ok(Box::new(GreedyPlayer)),
        _ => match name.parse::<Level>() {
            Ok(level) => Ok(Box::new(SearchPlayer::new(name, level))),
            Err(e) if name.contains(':') => Err(PlayerError::Level(e)),
            Err(_) => Err(PlayerError::Unknown(name.to_string())),
        },
    }
}

/// Totals over the searches a player made.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Searches (moves chosen).
    pub searches: u64,
    /// Positions played.
    pub nodes: u64,
    /// Milliseconds spent.
    pub millis: f64,
    /// Sum of the depths completed.
    pub depths: u64,
}

impl SearchStats {
    /// Nodes per second (0 before any search).
    pub fn nodes_per_second(&self) -> f64 {
        if self.millis > 0.0 {
            self.nodes as f64 * 1000.0 / self.millis
        } else {
            0.0
        }
    }

    /// Mean depth completed per search.
    pub fn mean_depth(&self) -> f64 {
        if self.searches == 0 {
            0.0
        } else {
            self.depths as f64 / self.searches as f64
        }
    }
}

/// The clock of searches run from the command line and tests.
#[cfg(not(target_arch = "wasm32"))]
struct WallClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// The search engine at one level (see [`Level`]). Its transposition table takes 16 MB at
/// `hard`, 4 MB below.
pub struct SearchPlayer {
    name: String,
    level: Level,
    engine: Engine,
    clock: Box<dyn Clock>,
    stats: SearchStats,
}

impl SearchPlayer {
    /// A player searching at `level`, called `name`.
    pub fn new(name: &str, level: Level) -> SearchPlayer {
        let table = if level.strength == Strength::Hard { 16 << 20 } else { 4 << 20 };
        #[cfg(not(target_arch = "wasm32"))]
        let clock: Box<dyn Clock> = Box::new(WallClock(std::time::Instant::now()));
        #[cfg(target_arch = "wasm32")]
        let (clock, level): (Box<dyn Clock>, Level) = {
            // No clock here: a time budget becomes a node budget (a slow machine's rate).
            let mut level = level;
            if let Some(ms) = level.limits.millis.take() {
                level.limits.nodes = Some(level.limits.nodes.unwrap_or((ms * 50.0) as u64));
            }
            (Box::new(NoClock), level)
        };
        SearchPlayer { name: name.to_string(), level, engine: Engine::new(table), clock, stats: SearchStats::default() }
    }

    /// The level it plays at.
    pub fn level(&self) -> &Level {
        &self.level
    }
}

impl Player for SearchPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose(&mut self, position: &Position, game: &GameHistory, rng: &mut Rng) -> Option<Move> {
        let result = self.engine.search_game(game, position, &self.level, rng.next_u64(), self.clock.as_ref());
        self.stats.searches += 1;
        self.stats.nodes += result.nodes;
        self.stats.millis += result.millis;
        self.stats.depths += u64::from(result.depth);
        result.best
    }

    fn stats(&self) -> Option<SearchStats> {
        Some(self.stats)
    }
}

/// Plays a uniformly random legal move.
#[derive(Copy, Clone, Debug, Default)]
pub struct RandomPlayer;

impl Player for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, position: &Position, _game: &GameHistory, rng: &mut Rng) -> Option<Move> {
        let mut moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let i = rng.below(moves.len());
        Some(moves.swap_remove(i))
    }
}

/// A one-ply greedy capturer: a move that wins at once if there is one, else a move whose
/// captures take the most value; ties broken at random.
#[derive(Copy, Clone, Debug, Default)]
pub struct GreedyPlayer;

impl Player for GreedyPlayer {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, position: &Position, _game: &GameHistory, rng: &mut Rng) -> Option<Move> {
        let mover = position.turn();
        let mut moves = position.legal_moves();
        let mut captures: Vec<Capture> = Vec::new();
        let mut best_key = (false, 0u64);
        let mut best: Vec<usize> = Vec::new();
        for (i, mv) in moves.iter().enumerate() {
            let mut after = position.clone();
            after.play_unchecked(mv, &mut captures);
            let gain: u64 = captures.iter().map(|c| u64::from(c.victim.total())).sum();
            // Captures, a formation or leaving the opponent without a move may each win.
            let wins = after.outcome().is_some_and(|o| o.winner() == Some(mover));
            let key = (wins, gain);
            if best.is_empty() || key > best_key {
                best_key = key;
                best.clear();
                best.push(i);
            } else if key == best_key {
                best.push(i);
            }
        }
        if best.is_empty() {
            return None;
        }
        let pick = best[rng.below(best.len())];
        Some(moves.swap_remove(pick))
    }
}

/// One finished game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// The moves played, in order.
    pub moves: Vec<Move>,
    /// The final position.
    pub end: Position,
    /// How it ended.
    pub outcome: Outcome,
}

impl GameRecord {
    /// Plies played in the game.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }
}

/// Play a game from `start` to its end, `white` and `black` choosing the moves with `rng`.
///
/// # Errors
/// When a player offers an illegal move, or none while the game goes on (a bug of that player).
pub fn play_game(
    start: &Position,
    white: &mut dyn Player,
    black: &mut dyn Player,
    rng: &mut Rng,
) -> Result<GameRecord, Say> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    let mut captures = Vec::new();
    let mut history = GameHistory::new();
    history.push(&position);
    loop {
        if let Some(outcome) = position.outcome() {
            return Ok(GameRecord { moves, end: position, outcome });
        }
        let player: &mut dyn Player = match position.turn() {
            Color::White => &mut *white,
            Color::Black => &mut *black,
        };
        let Some(mv) = player.choose(&position, &history, rng) else {
            return Err(Say::new("fault.player.noMove").text("name", player.name()).num("ply", position.ply()));
        };
        if !position.is_legal(&mv) {
            let why = position.play(&mv).err().map_or_else(|| Say::new("fault.record.notListed"), |e| e.says());
            return Err(Say::new("fault.player.illegal").text("name", player.name()).say("why", why));
        }
        position.play_unchecked(&mv, &mut captures);
        history.push(&position);
        moves.push(mv);
    }
}

/// The most games a tournament plays: 10,000, a few minutes between random players and hours
/// between searching ones (docs/notation.md, "Limits").
pub const MAX_TOURNAMENT_GAMES: u64 = 10_000;

/// Play `games` games between players `a` and `b` from `start`; game `i` uses the seed
/// `seed + i`. With `alternate`, `a` plays White in the even-numbered games (0, 2, …) and Black
/// in the others; without, `a` is always White.
///
/// # Errors
/// More than [`MAX_TOURNAMENT_GAMES`] games; a player's bug (an illegal move, or none), with
/// the game's number.
pub fn tournament(
    start: &Position,
    a: &mut dyn Player,
    b: &mut dyn Player,
    games: u64,
    seed: u64,
    alternate: bool,
) -> Result<MatchSummary, Say> {
    if games > MAX_TOURNAMENT_GAMES {
        return Err(Say::new("fault.player.games").num("max", MAX_TOURNAMENT_GAMES).num("n", games));
    }
    let mut summary = MatchSummary::between(a.name(), b.name(), alternate);
    for i in 0..games {
        let mut rng = Rng::new(seed.wrapping_add(i));
        let a_white = !alternate || i % 2 == 0;
        let game = if a_white { play_game(start, a, b, &mut rng) } else { play_game(start, b, a, &mut rng) };
        let game = game.map_err(|e| Say::new("fault.player.game").num("n", i + 1).say("why", e))?;
        summary.add_between(&game, a_white);
    }
    if let Some(p) = summary.players.as_mut() {
        p[0].stats = a.stats();
        p[1].stats = b.stats();
    }
    Ok(summary)
}

/// One player's results in a [`MatchSummary`].
#[derive(Clone, PartialEq, Debug, Default)]
pub struct PlayerResults {
    /// Its name (`"hard:100ms"`).
    pub name: String,
    /// Games won, in all.
    pub wins: u64,
    /// Games won with White.
    pub wins_as_white: u64,
    /// Games won with Black.
    pub wins_as_black: u64,
    /// Games played with White.
    pub games_as_white: u64,
    /// What its searches cost (searching players).
    pub stats: Option<SearchStats>,
}

/// The summary of a series of games: what `rithmo selfplay` prints,
/// `{"games": 4, "white_wins": 1, "black_wins": 2, "draws": 1, "mean_plies": 301.5,
/// "victories": {"de-bonis": 2, "blockade": 1}}` (victories in id-table order), followed, for a
/// [`tournament`], by `"alternate": true` and `"players": [{"name", "wins", "wins_as_white",
/// "wins_as_black", "games_as_white"}, …]` (searching players add `"nodes_per_second"` and
/// `"mean_depth"`).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct MatchSummary {
    /// Games played.
    pub games: u64,
    /// Games White won.
    pub white_wins: u64,
    /// Games Black won.
    pub black_wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Plies played over all games.
    pub total_plies: u64,
    /// How many games each victory won.
    pub victories: BTreeMap<Victory, u64>,
    /// Whether colours alternated from game to game.
    pub alternate: bool,
    /// The two players' results (in a [`tournament`]): the first named, then the second.
    pub players: Option<[PlayerResults; 2]>,
}

impl MatchSummary {
    /// An empty summary of games between `a` and `b`.
    pub fn between(a: &str, b: &str, alternate: bool) -> MatchSummary {
        let named = |name: &str| PlayerResults { name: name.to_string(), ..PlayerResults::default() };
        MatchSummary { alternate, players: Some([named(a), named(b)]), ..MatchSummary::default() }
    }

    /// Count one finished game.
    pub fn add(&mut self, game: &GameRecord) {
        self.games += 1;
        self.total_plies += game.plies() as u64;
        match &game.outcome {
            Outcome::Won { winner, victory, .. } => {
                match winner {
                    Color::White => self.white_wins += 1,
                    Color::Black => self.black_wins += 1,
                }
                *self.victories.entry(*victory).or_insert(0) += 1;
            }
            Outcome::Drawn { .. } => self.draws += 1,
        }
    }

    /// Count one finished game between the two players, the first of whom played White when
    /// `first_white`.
    pub fn add_between(&mut self, game: &GameRecord, first_white: bool) {
        self.add(game);
        let Some(players) = self.players.as_mut() else { return };
        let (white, black) = if first_white { (0, 1) } else { (1, 0) };
        players[white].games_as_white += 1;
        match game.outcome.winner() {
            Some(Color::White) => {
                players[white].wins += 1;
                players[white].wins_as_white += 1;
            }
            Some(Color::Black) => {
                players[black].wins += 1;
                players[black].wins_as_black += 1;
            }
            None => {}
        }
    }

    /// Mean plies per game (0 when no game was played).
    pub fn mean_plies(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.total_plies as f64 / self.games as f64
        }
    }
}

impl Serialize for PlayerResults {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("wins", &self.wins)?;
        map.serialize_entry("wins_as_white", &self.wins_as_white)?;
        map.serialize_entry("wins_as_black", &self.wins_as_black)?;
        map.serialize_entry("games_as_white", &self.games_as_white)?;
        if let Some(stats) = &self.stats {
            map.serialize_entry("nodes_per_second", &(stats.nodes_per_second().round() as u64))?;
            map.serialize_entry("mean_depth", &((stats.mean_depth() * 10.0).round() / 10.0))?;
        }
        map.end()
    }
}

impl Serialize for MatchSummary {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Victories<'a>(&'a BTreeMap<Victory, u64>);
        impl Serialize for Victories<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (victory, count) in self.0 {
                    map.serialize_entry(victory.id(), count)?;
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("games", &self.games)?;
        map.serialize_entry("white_wins", &self.white_wins)?;
        map.serialize_entry("black_wins", &self.black_wins)?;
        map.serialize_entry("draws", &self.draws)?;
        map.serialize_entry("mean_plies", &self.mean_plies())?;
        map.serialize_entry("victories", &Victories(&self.victories))?;
        if let Some(players) = &self.players {
            map.serialize_entry("alternate", &self.alternate)?;
            map.serialize_entry("players", players)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::text::test_position;

    fn gain(p: &Position, mv: &Move) -> u32 {
        p.captures(mv).expect("legal").iter().map(|c| c.victim.total()).sum()
    }

    #[test]
    fn names() {
        for name in PLAYER_NAMES {
            assert_eq!(player_by_name(name).expect("known").name(), name);
        }
        let unknown = player_by_name("gm").err();
        assert_eq!(unknown, Some(PlayerError::Unknown("gm".into())));
        assert_eq!(
            unknown.map(|e| e.to_string()).as_deref(),
            Some("unknown player 'gm' (known: random, greedy, easy, medium, hard; levels take a budget, e.g. hard:200ms)")
        );
        assert_eq!(player_by_name("hard:200ms").expect("a level").name(), "hard:200ms");
        let budget = player_by_name("hard:soon").err();
        assert_eq!(budget, Some(PlayerError::Level(crate::ai::search::LevelError::Budget("hard:soon".into()))));
        assert!(budget.is_some_and(|e| e.to_string().contains("200ms")));
    }

    #[test]
    fn greedy_takes_the_most_value() {
        // d2-e3 takes t16 (equality); d3-d5, d3-e5, f6-e5 and f6-g7 each take t45.
        let p =
            test_position("c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/5,t16,2/3,T30,4/3,C16,4/8 w - - 0", Rules::classic());
        let mut chosen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let mv = GreedyPlayer.choose(&p, &GameHistory::new(), &mut Rng::new(seed)).expect("a move");
            assert_eq!(gain(&p, &mv), 45, "{mv}");
            chosen.insert(mv.to_string());
        }
        assert!(chosen.len() > 1, "ties are broken at random: {chosen:?}");
    }

    #[test]
    fn greedy_prefers_a_win_to_a_capture() {
        // d3-d5 takes t30 by equality, but c9-b10 (or a10-b9) completes 2-4-6 in enemy territory.
        let p = test_position("7,s7/8/8/8/8/8/C2,1,C6,5/2,C4,5/8/4,t30,3/8/8/8/3,T30,4/8/8 w - - 0", Rules::classic());
        assert_eq!(gain(&p, &"d3-d5".parse().expect("parses")), 30);
        for seed in 0..20 {
            let mv = GreedyPlayer.choose(&p, &GameHistory::new(), &mut Rng::new(seed)).expect("a move");
            let after = p.play(&mv).expect("legal");
            assert_eq!(after.outcome().and_then(|o| o.winner()), Some(Color::White), "{mv}");
        }
    }

    #[test]
    fn random_plays_legal_moves_deterministically() {
        let start = Position::new(Rules::classic());
        let a = RandomPlayer.choose(&start, &GameHistory::new(), &mut Rng::new(3)).expect("a move");
        let b = RandomPlayer.choose(&start, &GameHistory::new(), &mut Rng::new(3)).expect("a move");
        assert_eq!(a, b);
        assert!(start.is_legal(&a));
    }

    #[test]
    fn games_end_and_are_summarised() {
        let start = Position::new(Rules::classic());
        let mut summary = MatchSummary::default();
        for seed in 0..3 {
            let (mut w, mut b) = (GreedyPlayer, RandomPlayer);
            let game = play_game(&start, &mut w, &mut b, &mut Rng::new(seed)).expect("players move legally");
            assert_eq!(game.end.ply() as usize, game.plies());
            assert_eq!(game.end.outcome().as_ref(), Some(&game.outcome));
            summary.add(&game);
        }
        assert_eq!(summary.games, 3);
        assert_eq!(summary.white_wins + summary.black_wins + summary.draws, 3);
        assert_eq!(summary.victories.values().sum::<u64>(), summary.white_wins + summary.black_wins);
    }

    #[test]
    fn tournaments_alternate_colours() {
        let start = Position::new(Rules::classic());
        let (mut a, mut b) = (GreedyPlayer, RandomPlayer);
        let s = tournament(&start, &mut a, &mut b, 4, 1, true).expect("legal play");
        let p = s.players.as_ref().expect("per-player results");
        assert_eq!((p[0].games_as_white, p[1].games_as_white), (2, 2));
        assert_eq!(p[0].wins + p[1].wins + s.draws, 4);
        assert_eq!(p[0].wins_as_white + p[0].wins_as_black, p[0].wins);
        assert_eq!(p[0].wins_as_white + p[1].wins_as_white, s.white_wins);
        let json = serde_json::to_string(&s).expect("serialises");
        assert!(json.contains(r#""alternate":true,"players":[{"name":"greedy","wins":"#), "{json}");
        let fixed = tournament(&start, &mut a, &mut b, 2, 1, false).expect("legal play");
        assert_eq!(fixed.players.as_ref().map(|p| p[0].games_as_white), Some(2));
    }

    #[test]
    fn summary_json() {
        let mut summary = MatchSummary {
            games: 4,
            white_wins: 2,
            black_wins: 1,
            draws: 1,
            total_plies: 1206,
            ..MatchSummary::default()
        };
        summary.victories.insert(Victory::Blockade, 1);
        summary.victories.insert(Victory::DeBonis, 2);
        assert_eq!(
            serde_json::to_string(&summary).expect("serialises"),
            r#"{"games":4,"white_wins":2,"black_wins":1,"draws":1,"mean_plies":301.5,"victories":{"de-bonis":2,"blockade":1}}"#
        );
        assert_eq!(
            serde_json::to_string(&MatchSummary::default()).expect("serialises"),
            r#"{"games":0,"white_wins":0,"black_wins":0,"draws":0,"mean_plies":0.0,"victories":{}}"#
        );
    }
}
