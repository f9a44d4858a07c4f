//! [`Ending`]: how a game ends off the board, by the players' word or the clock: a side resigns,
//! both agree a draw, a side's time runs out. Where [`super::Outcome`] is what a position says,
//! an ending is what the players say; the game keeps it ([`crate::Game::end`]).

use crate::vocab::piece::Color;
use crate::vocab::words::Say;

/// How a game ended off the board.
///
/// ```
/// use rithmomachia::{Color, Ending};
/// let e = Ending::read("white-resigned").unwrap();
/// assert_eq!(e, Ending::Resigned(Color::White));
/// assert_eq!((e.winner(), e.id()), (Some(Color::Black), "white-resigned"));
/// assert_eq!(Ending::read("draw-agreed").unwrap().winner(), None);
/// assert!(Ending::read("white-won").is_none());
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// This side resigned: the other wins.
    Resigned(Color),
    /// The players agreed a draw.
    Agreed,
    /// This side's time ran out (its flag fell): the other wins.
    Flag(Color),
}

impl Ending {
    /// Every ending, in the order of [`Ending::id`]'s table.
    pub const ALL: [Ending; 5] = [
        Ending::Resigned(Color::White),
        Ending::Resigned(Color::Black),
        Ending::Agreed,
        Ending::Flag(Color::White),
        Ending::Flag(Color::Black),
    ];

    /// Its id in record files and links: `"white-resigned"`, `"black-resigned"`,
    /// `"draw-agreed"`, `"white-flag"`, `"black-flag"`.
    pub const fn id(self) -> &'static str {
        match self {
            Ending::Resigned(Color::White) => "white-resigned",
            Ending::Resigned(Color::Black) => "black-resigned",
            Ending::Agreed => "draw-agreed",
            Ending::Flag(Color::White) => "white-flag",
            Ending::Flag(Color::Black) => "black-flag",
        }
    }

    /// The ending an id names ([`Ending::id`]), if any.
    pub fn read(id: &str) -> Option<Ending> {
        Ending::ALL.into_iter().find(|e| e.id() == id)
    }

    /// The winner: the side that did not resign or run out of time; none for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Resigned(side) | Ending::Flag(side) => Some(side.opposite()),
            Ending::Agreed => None,
        }
    }

    /// How a side won, as a victory's id (`"resignation"`, `"time"`; its name is the term
    /// `victory.<id>`); none for a draw.
    pub const fn victory(self) -> Option<&'static str> {
        match self {
            Ending::Resigned(_) => Some("resignation"),
            Ending::Flag(_) => Some("time"),
            Ending::Agreed => None,
        }
    }

    /// Why the game ended, as a sentence: "White resigned", "Black's time ran out", "The
    /// players agreed a draw".
    pub fn says(self) -> Say {
        Say::new(match self {
            Ending::Resigned(Color::White) => "why.resigned.white",
            Ending::Resigned(Color::Black) => "why.resigned.black",
            Ending::Agreed => "why.agreed",
            Ending::Flag(Color::White) => "why.flag.white",
            Ending::Flag(Color::Black) => "why.flag.black",
        })
    }
}
