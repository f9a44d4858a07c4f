//! Drawings on the board (annotations): the arrows and circles a teacher draws on a position of
//! a game, each kept with the position (the ply) it was drawn on, carried by saved games,
//! records and links in one compact text (`docs/records.md`, "Drawings").
//!
//! The text is a list of groups separated by `_`, one per position that has drawings: the
//! position's ply (how many moves of the recorded line lead to it; `0` is the start) in decimal,
//! then its drawings in the order they were drawn, each a colour letter (`G` green, `R` red, `B`
//! blue, `Y` yellow) followed by one cell (a circle) or two (an arrow, from the first to the
//! second). Every character is one a link may carry unescaped.
//!
//! ```
//! use rithmomachia::annotations::{Annotations, Tint};
//! let a = Annotations::parse("0Ga3b5Rc4_2Bd5", 16, 4).unwrap();
//! assert_eq!(a.at(0).len(), 2);
//! assert_eq!(a.at(0)[1].tint, Tint::Red);
//! assert_eq!(a.at(0)[1].to, None);
//! assert_eq!(a.to_string(), "0Ga3b5Rc4_2Bd5");
//! let e = Annotations::parse("1Ga15", 14, 4).unwrap_err();
//! assert_eq!(e.to_string(), "annotations: a15 is off the board, which has 14 ranks (after move 1)");
//! ```

use std::fmt;

use crate::vocab::cell::{Cell, ParseCellError, MAX_RANKS};
use crate::vocab::words::Say;

/// The longest annotation text read (a link's fragment is at most 65,536 characters).
pub const MAX_ANNOTATION_CHARS: usize = 65_536;

/// A ply number is read up to this (longer ones are past the end of any game).
const MAX_PLY_READ: u64 = 10_000_000_000;

/// The most drawings one position holds.
pub const MAX_MARKS: usize = 100;

/// The colour of a drawing: chosen with the modifier keys as on lichess (none: green, Shift:
/// red, Alt: blue, Shift and Alt: yellow).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tint {
    /// `G`.
    Green,
    /// `R`.
    Red,
    /// `B`.
    Blue,
    /// `Y`.
    Yellow,
}

impl Tint {
    /// The letter that writes it.
    pub fn letter(self) -> char {
        match self {
            Tint::Green => 'G',
            Tint::Red => 'R',
            Tint::Blue => 'B',
            Tint::Yellow => 'Y',
        }
    }
}

/// One drawing: a circle on `from`, or an arrow from `from` to `to`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// Its colour.
    pub tint: Tint,
    /// The circled cell, or where the arrow starts.
    pub from: Cell,
    /// Where the arrow points; `None` for a circle.
    pub to: Option<Cell>,
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.tint.letter(), self.from)?;
        match self.to {
            Some(to) => write!(f, "{to}"),
            None => Ok(()),
        }
    }
}

/// The drawings of a game: each with the ply of its position, by ascending ply, the drawings of
/// one position in the order they were drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    marks: Vec<(usize, Mark)>,
}

/// Why an annotation text cannot be read; says itself in one English sentence (`Display`).
/// `ply` names the position (0: the start; n: after move n).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnnotationError {
    /// Longer than [`MAX_ANNOTATION_CHARS`].
    TooLong(usize),
    /// A group that does not begin with a ply number: where it starts (from 1).
    NoPly(usize),
    /// A ply past the end of the game's recorded line.
    PastEnd {
        /// The ply read (at most `10^10`).
        ply: u64,
        /// How many moves the game's line holds.
        plies: usize,
    },
    /// A group whose ply is not after the previous group's (positions go in ascending order).
    Order {
        /// The ply read.
        ply: usize,
        /// The previous group's.
        after: usize,
    },
    /// A group with a ply and nothing drawn.
    Empty(usize),
    /// A character where a colour letter should be.
    BadTint {
        /// The position.
        ply: usize,
        /// The character.
        ch: char,
    },
    /// Text where a cell should be.
    BadCell {
        /// The position.
        ply: usize,
        /// The cell reader's complaint.
        why: ParseCellError,
    },
    /// A cell past the last rank of a 14-rank board.
    OffBoard {
        /// The position.
        ply: usize,
        /// The cell.
        cell: Cell,
        /// The board's ranks.
        ranks: u8,
    },
    /// An arrow from a cell to itself.
    SameCell {
        /// The position.
        ply: usize,
        /// The cell.
        cell: Cell,
    },
    /// The same drawing twice on one position (drawing it again removes it).
    Repeated {
        /// The position.
        ply: usize,
        /// The drawing.
        mark: Mark,
    },
    /// More than [`MAX_MARKS`] drawings on one position.
    TooMany(usize),
}

/// "on the start position" / "after move 3" (a study's faults name their step so too).
pub(crate) fn at(ply: usize) -> Say {
    if ply == 0 {
        Say::new("fault.where.start")
    } else {
        Say::new("fault.where.after").num("n", ply as u64)
    }
}

impl AnnotationError {
    /// The sentence: "annotations: " and what is wrong (`fault.annotations.*`), then the
    /// position in brackets where one was read.
    pub fn says(&self) -> Say {
        use AnnotationError as E;
        let (what, ply) = match self {
            E::TooLong(n) => {
                let s = Say::new("fault.annotations.tooLong").num("n", *n as u64);
                return Say::new("fault.annotations").say("why", s.num("max", MAX_ANNOTATION_CHARS as u64));
            }
            E::NoPly(at) => {
                let s = Say::new("fault.annotations.noPly").num("at", *at as u64);
                return Say::new("fault.annotations").say("why", s);
            }
            E::PastEnd { ply, plies } => {
                let s = Say::new("fault.annotations.pastEnd").num("ply", *ply).num("plies", *plies as u64);
                return Say::new("fault.annotations").say("why", s);
            }
            E::Order { ply, after } => (Say::new("fault.annotations.order").say("after", at(*after)), ply),
            E::Empty(ply) => (Say::new("fault.annotations.empty"), ply),
            E::BadTint { ply, ch } => (Say::new("fault.annotations.tint").text("ch", ch.to_string()), ply),
            E::BadCell { ply, why } => (why.says(), ply),
            E::OffBoard { ply, cell, ranks } => {
                (Say::new("fault.annotations.offBoard").text("cell", cell.to_string()).num("ranks", *ranks), ply)
            }
            E::SameCell { ply, cell } => (Say::new("fault.annotations.sameCell").text("cell", cell.to_string()), ply),
            E::Repeated { ply, mark } => (Say::new("fault.annotations.repeated").text("mark", mark.to_string()), ply),
            E::TooMany(ply) => (Say::new("fault.annotations.tooMany").num("max", MAX_MARKS as u64), ply),
        };
        Say::new("fault.annotations.at").say("why", what).say("where", at(*ply))
    }
}

crate::vocab::said::said!(AnnotationError);

/// Reads the drawings of one group (byte by byte: the page's module stays small).
struct Reader<'a> {
    text: &'a str,
    at: usize,
    ply: usize,
}

impl Reader<'_> {
    fn byte(&self) -> u8 {
        self.text.as_bytes().get(self.at).copied().unwrap_or(0)
    }

    /// A cell: a file letter, then a rank of one or two digits, on a board of `ranks` ranks.
    fn cell(&mut self, ranks: u8) -> Result<Cell, AnnotationError> {
        let start = self.at;
        let file = self.byte().wrapping_sub(b'a');
        self.at += 1;
        while !self.text.is_char_boundary(self.at.min(self.text.len())) {
            self.at += 1;
        }
        let mut rank = 0u8;
        let digits = self.at;
        while self.at < self.text.len() && self.at - digits < 2 && self.byte().is_ascii_digit() {
            rank = rank * 10 + (self.byte() - b'0');
            self.at += 1;
        }
        self.at = self.at.min(self.text.len());
        let cell = if self.at == digits || self.byte_at(digits) == b'0' || rank > MAX_RANKS {
            None
        } else {
            Cell::new(file, rank.wrapping_sub(1))
        };
        let Some(cell) = cell else {
            return Err(AnnotationError::BadCell {
                ply: self.ply,
                why: ParseCellError(self.text[start..self.at].to_string()),
            });
        };
        if rank > ranks {
            return Err(AnnotationError::OffBoard { ply: self.ply, cell, ranks });
        }
        Ok(cell)
    }

    fn byte_at(&self, at: usize) -> u8 {
        self.text.as_bytes().get(at).copied().unwrap_or(0)
    }

    fn mark(&mut self, ranks: u8) -> Result<Mark, AnnotationError> {
        let tint = match self.byte() {
            b'G' => Tint::Green,
            b'R' => Tint::Red,
            b'B' => Tint::Blue,
            b'Y' => Tint::Yellow,
            _ => {
                return Err(AnnotationError::BadTint {
                    ply: self.ply,
                    ch: self.text[self.at..].chars().next().unwrap_or('?'),
                })
            }
        };
        self.at += 1;
        let from = self.cell(ranks)?;
        let to = if self.byte().is_ascii_lowercase() { Some(self.cell(ranks)?) } else { None };
        if to == Some(from) {
            return Err(AnnotationError::SameCell { ply: self.ply, cell: from });
        }
        Ok(Mark { tint, from, to })
    }
}

impl Annotations {
    /// No drawings.
    pub fn new() -> Annotations {
        Annotations::default()
    }

    /// Read an annotation text for a game whose board has `ranks` ranks and whose recorded line
    /// holds `plies` moves (so positions `0..=plies`). The empty text is no drawings.
    ///
    /// # Errors
    /// The first fault, as an [`AnnotationError`] naming the position.
    pub fn parse(text: &str, ranks: u8, plies: usize) -> Result<Annotations, AnnotationError> {
        if text.len() > MAX_ANNOTATION_CHARS {
            return Err(AnnotationError::TooLong(text.len()));
        }
        let mut out = Annotations::new();
        let mut r = Reader { text, at: 0, ply: 0 };
        while r.at < text.len() {
            // A group: its ply, then its drawings up to the next `_` or the end.
            let start = r.at;
            let mut ply = 0u64;
            while r.byte().is_ascii_digit() {
                // Capped (no overflow check: that would bring 128-bit multiplication along).
                ply = (ply * 10 + u64::from(r.byte() - b'0')).min(MAX_PLY_READ);
                r.at += 1;
            }
            if r.at == start {
                return Err(AnnotationError::NoPly(start + 1));
            }
            if ply > plies as u64 {
                return Err(AnnotationError::PastEnd { ply, plies });
            }
            let ply = ply as usize;
            if let Some(&(after, _)) = out.marks.last().filter(|(p, _)| *p >= ply) {
                return Err(AnnotationError::Order { ply, after });
            }
            r.ply = ply;
            let first = out.marks.len();
            while r.at < text.len() && r.byte() != b'_' {
                let mark = r.mark(ranks)?;
                if out.marks[first..].iter().any(|(_, m)| *m == mark) {
                    return Err(AnnotationError::Repeated { ply, mark });
                }
                if out.marks.len() - first == MAX_MARKS {
                    return Err(AnnotationError::TooMany(ply));
                }
                out.marks.push((ply, mark));
            }
            if out.marks.len() == first {
                return Err(AnnotationError::Empty(ply));
            }
            if r.byte() == b'_' {
                r.at += 1;
                if r.at == text.len() {
                    return Err(AnnotationError::NoPly(r.at + 1));
                }
            }
        }
        Ok(out)
    }

    /// The drawings on the position after `ply` moves, in the order drawn.
    pub fn at(&self, ply: usize) -> Vec<Mark> {
        self.marks.iter().filter(|(p, _)| *p == ply).map(|(_, m)| *m).collect()
    }

    /// Is nothing drawn anywhere?
    pub fn is_empty(&self) -> bool {
        self.marks.is_empty()
    }

    /// The drawings as numbers, four per drawing (what the page's module passes, small): the
    /// ply, the colour (0 green, 1 red, 2 blue, 3 yellow), the first cell's index and the
    /// arrow's end's index (`u32::MAX` for a circle). Cell indexes as [`Cell::index`].
    pub fn flat(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(4 * self.marks.len());
        for (ply, m) in &self.marks {
            out.extend([
                *ply as u32,
                m.tint as u32,
                m.from.index() as u32,
                m.to.map_or(u32::MAX, |c| c.index() as u32),
            ]);
        }
        out
    }
}

impl fmt::Display for Annotations {
    /// The text [`Annotations::parse`] reads back: groups by ascending ply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut last = None;
        for (ply, m) in &self.marks {
            if last != Some(*ply) {
                if last.is_some() {
                    write!(f, "_")?;
                }
                write!(f, "{ply}")?;
                last = Some(*ply);
            }
            write!(f, "{m}")?;
        }
        Ok(())
    }
}
