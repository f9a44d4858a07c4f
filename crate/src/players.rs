//! Computer players by name (`random`, `greedy`; search levels plug in here later) and games
//! between them, for `rithmo selfplay`, tournaments and tests.
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
//! assert!(player_by_name("grandmaster").err().is_some_and(|e| e.contains("random, greedy")));
//! ```

use std::collections::BTreeMap;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::capture::Capture;
use crate::moves::Move;
use crate::piece::Color;
use crate::position::Position;
use crate::rng::Rng;
use crate::rules::Victory;
use crate::victory::Outcome;

/// A computer player: picks a move for the side to move.
pub trait Player {
    /// The name it was made from (`"random"`, `"greedy"`, …).
    fn name(&self) -> &str;

    /// A legal move of `position` for the side to move, or `None` when there is none.
    /// All randomness comes from `rng`.
    fn choose(&mut self, position: &Position, rng: &mut Rng) -> Option<Move>;
}

/// The names [`player_by_name`] knows.
pub const PLAYER_NAMES: [&str; 2] = ["random", "greedy"];

/// The player called `name`.
///
/// # Errors
/// For an unknown name, a message naming the known ones.
pub fn player_by_name(name: &str) -> Result<Box<dyn Player>, String> {
    match name {
        "random" => Ok(Box::new(RandomPlayer)),
        "greedy" => Ok(Box::new(GreedyPlayer)),
        _ => Err(format!("unknown player '{name}' (known: {})", PLAYER_NAMES.join(", "))),
    }
}

/// Plays a uniformly random legal move.
#[derive(Copy, Clone, Debug, Default)]
pub struct RandomPlayer;

impl Player for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, position: &Position, rng: &mut Rng) -> Option<Move> {
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

    fn choose(&mut self, position: &Position, rng: &mut Rng) -> Option<Move> {
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
pub fn play_game(start: &Position, white: &mut dyn Player, black: &mut dyn Player, rng: &mut Rng) -> Result<GameRecord, String> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    let mut captures = Vec::new();
    loop {
        if let Some(outcome) = position.outcome() {
            return Ok(GameRecord { moves, end: position, outcome });
        }
        let player: &mut dyn Player = match position.turn() {
            Color::White => &mut *white,
            Color::Black => &mut *black,
        };
        let Some(mv) = player.choose(&position, rng) else {
            return Err(format!("player '{}' found no move at ply {} although the game goes on", player.name(), position.ply()));
        };
        if !position.is_legal(&mv) {
            let why = position.play(&mv).err().map(|e| e.to_string()).unwrap_or_default();
            return Err(format!("player '{}' chose an {why}", player.name()));
        }
        position.play_unchecked(&mv, &mut captures);
        moves.push(mv);
    }
}

/// The summary of a series of games: what `rithmo selfplay` prints,
/// `{"games": 4, "white_wins": 1, "black_wins": 2, "draws": 1, "mean_plies": 301.5,
/// "victories": {"de-bonis": 2, "blockade": 1}}` (victories in id-table order).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
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
}

impl MatchSummary {
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

    /// Mean plies per game (0 when no game was played).
    pub fn mean_plies(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.total_plies as f64 / self.games as f64
        }
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
        let mut map = serializer.serialize_map(Some(6))?;
        map.serialize_entry("games", &self.games)?;
        map.serialize_entry("white_wins", &self.white_wins)?;
        map.serialize_entry("black_wins", &self.black_wins)?;
        map.serialize_entry("draws", &self.draws)?;
        map.serialize_entry("mean_plies", &self.mean_plies())?;
        map.serialize_entry("victories", &Victories(&self.victories))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;
    use crate::rules::Rules;

    fn position(text: &str) -> Position {
        Position::from_setup(parse_position(text).expect("test position parses"), Rules::classic()).expect("valid")
    }

    fn gain(p: &Position, mv: &Move) -> u32 {
        p.captures(mv).expect("legal").iter().map(|c| c.victim.total()).sum()
    }

    #[test]
    fn names() {
        for name in PLAYER_NAMES {
            assert_eq!(player_by_name(name).expect("known").name(), name);
        }
        assert_eq!(player_by_name("hard").err().as_deref(), Some("unknown player 'hard' (known: random, greedy)"));
    }

    #[test]
    fn greedy_takes_the_most_value() {
        // d2-e3 takes t16 (equality); d3-d5, d3-e5, f6-e5 and f6-g7 each take t45.
        let p = position("c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/5,t16,2/3,T30,4/3,C16,4/8 w - - 0");
        let mut chosen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let mv = GreedyPlayer.choose(&p, &mut Rng::new(seed)).expect("a move");
            assert_eq!(gain(&p, &mv), 45, "{mv}");
            chosen.insert(mv.to_string());
        }
        assert!(chosen.len() > 1, "ties are broken at random: {chosen:?}");
    }

    #[test]
    fn greedy_prefers_a_win_to_a_capture() {
        // d3-d5 takes t30 by equality, but c9-b10 (or a10-b9) completes 2-4-6 in enemy territory.
        let p = position("7,s7/8/8/8/8/8/C2,1,C6,5/2,C4,5/8/4,t30,3/8/8/8/3,T30,4/8/8 w - - 0");
        assert_eq!(gain(&p, &"d3-d5".parse().expect("parses")), 30);
        for seed in 0..20 {
            let mv = GreedyPlayer.choose(&p, &mut Rng::new(seed)).expect("a move");
            let after = p.play(&mv).expect("legal");
            assert_eq!(after.outcome().and_then(|o| o.winner()), Some(Color::White), "{mv}");
        }
    }

    #[test]
    fn random_plays_legal_moves_deterministically() {
        let start = Position::new(Rules::classic());
        let a = RandomPlayer.choose(&start, &mut Rng::new(3)).expect("a move");
        let b = RandomPlayer.choose(&start, &mut Rng::new(3)).expect("a move");
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
    fn summary_json() {
        let mut summary = MatchSummary { games: 4, white_wins: 2, black_wins: 1, draws: 1, total_plies: 1206, ..MatchSummary::default() };
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
