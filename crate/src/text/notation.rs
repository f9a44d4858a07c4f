//! Text notation: positions and moves, parsed strictly and printed canonically.
//!
//! This module implements the "Cells", "Position" and "Moves" sections of `notation.md`.
//!
//! # Cells
//!
//! File letter `a`–`h` then rank `1`–`16`: `a1`, `h16` (see [`Cell`]'s `FromStr`).
//!
//! # Positions
//!
//! ```text
//! <ranks> <side> <white-prisoners> <black-prisoners> [<ply>]
//! ```
//!
//! * `<ranks>`: 14 or 16 ranks from the highest down to rank 1, separated by `/`. A rank is a
//!   comma-separated list of tokens covering exactly its 8 cells from file a to h: a count `1`–`8`
//!   of empty cells, or a piece. A piece is a shape letter `C`, `T`, `S` and a value 1–9999
//!   without leading zeros (`C16`, `t30`), or a pyramid `P(...)` / `p(...)` holding 1 to 8
//!   components, base first, each a simple piece written in the pyramid owner's case
//!   (`P(S36S25T16T9C4C1)`). Upper case is White, lower case Black.
//! * `<side>`: `w` or `b`.
//! * `<white-prisoners>`: the Black pieces White holds, concatenated in capture order
//!   (`c16p(s36c1)t4`), or `-`. `<black-prisoners>`: the White pieces Black holds, likewise.
//! * `<ply>`: plies played, a decimal number without sign or leading zeros (`0` itself is fine),
//!   at most `u32::MAX`; optional when parsing (default 0), always printed.
//!
//! Printing ([`Setup`]'s `Display`) is canonical: runs of empty cells are merged into one count,
//! prisoners are `-` when there are none, and the ply is always written. For every text the
//! parser accepts, printing the result gives the canonical form of that text, and parsing the
//! canonical form gives back the same [`Setup`].
//!
//! # Moves
//!
//! ```text
//! move     := shift captures | drop captures | removal
//! shift    := cell '-' cell | cell 'x' cell
//! drop     := shape value '@' cell          (shape C, T or S in the mover's case)
//! removal  := 'x' target
//! captures := ('*' target)*
//! target   := cell [':' value]
//! ```
//!
//! A target `cell` names the whole piece there; `cell:value` only the pyramid component of that
//! value. So a removal (Ludii's encirclement) of a lone piece is written `xb4`, of one level of a
//! pyramid `xb4:16`. Older records wrote a lone piece's removal `xb4:42`: the engine still plays
//! that form (a lone piece of that value) but writes the plain one.
//!
//! `*` targets must be in cell order (a1, b1, …, h1, a2, …, by [`Cell::index`]). Several
//! component targets on one cell (`*g9:16*g9:25`) are kept in the order written, since which
//! component each one names depends on the piece, which the parser does not see.
//!
//! # Decisions where `notation.md` leaves room
//!
//! * Whitespace: a text may end with one newline (`\n` or `\r\n`), which is ignored. Otherwise a
//!   position's fields are separated by exactly one space, with no leading or trailing space, no
//!   tab and no other whitespace; a move contains no whitespace at all.
//! * Only ASCII is accepted; any other character is an error naming its column.
//! * Any run of adjacent counts is accepted in a rank (`2,2,4` as well as `4,4`), as long as the
//!   rank covers exactly 8 cells; it is printed merged (`8`).
//! * A count is a single digit `1`–`8`: `0`, `9` or `08` are errors.
//! * A pyramid may hold a single component (`P(C4)`); it stays a pyramid, distinct from `C4`.
//! * The ply has no leading zeros (`007` is an error) and must fit a `u32`.
//! * Moves are checked for grammar only: `c4-c4`, a drop on rank 9 or targets on the moving
//!   piece's own cells parse fine; legality is the rules' business.
//! * The same component value may be named twice on one cell (`*g9:16*g9:16`: two components of
//!   value 16); a whole target twice, or a whole target and a component target on the same cell,
//!   is an error.
//! * A move whose text contains `@` is read as a drop; one starting with `x` as a removal;
//!   anything else as a shift or replacement.
//! * Printing a [`Setup`] or [`Move`] the parser cannot produce (an out-of-range board length,
//!   a value 0, unsorted targets, …) never panics, but its text may not parse back.
//!
//! ```
//! use rithmomachia::notation::{parse_move, parse_position, STANDARD_START};
//! let setup = parse_position(STANDARD_START).unwrap();
//! assert_eq!(setup.to_string(), STANDARD_START);
//! let m = parse_move("c4-d5*e7*g9:16").unwrap();
//! assert_eq!(m.to_string(), "c4-d5*e7*g9:16");
//! assert!(parse_move("c4-d5*g9*e7").is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use crate::board::moves::Move;
use crate::board::setup::Setup;
use crate::text::lex::*;
use crate::vocab::cell::{Cell, FILES, MAX_RANKS};
use crate::vocab::piece::{Color, Piece, Shape};

pub use crate::text::lex::ParseError;

/// The `standard` start position of `notation.md`, White to move, ply 0, in canonical form.
///
/// ```
/// use rithmomachia::notation::{parse_position, STANDARD_START};
/// use rithmomachia::Cell;
/// let setup = parse_position(STANDARD_START).unwrap();
/// assert_eq!(setup.ranks, 16);
/// assert_eq!(setup.get("a1".parse::<Cell>().unwrap()).unwrap().to_string(), "S25");
/// ```
pub const STANDARD_START: &str = "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 0";

/// Parse a position text strictly (same as `text.parse::<Setup>()`).
///
/// ```
/// use rithmomachia::notation::parse_position;
/// let s = parse_position("8/8/8/8/8/8/8/8/8/8/8/8/8/8 b c16 - 7").unwrap();
/// assert_eq!((s.ranks, s.ply, s.prisoners.white.len()), (14, 7, 1));
/// assert!(parse_position("8/8/8/8/8/8/8/8/8/8/8/8/8/8 b c16 -  7").is_err());
/// ```
pub fn parse_position(text: &str) -> Result<Setup, ParseError> {
    text.parse()
}

/// Parse a move text strictly (same as `text.parse::<Move>()`).
///
/// ```
/// use rithmomachia::notation::parse_move;
/// use rithmomachia::{Action, Target};
/// let m = parse_move("xh15:16").unwrap();
/// assert_eq!(m.action, Action::Removal(Target { cell: "h15".parse().unwrap(), component: Some(16) }));
/// assert_eq!(parse_move("c4-").unwrap_err().to_string(), "move 'c4-': expected a cell after '-', found the end");
/// ```
pub fn parse_move(text: &str) -> Result<Move, ParseError> {
    text.parse()
}

// ---------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------

/// Check the spacing of a position text: single spaces between fields, nothing else.
fn check_spacing(text: &str) -> Result<(), Say> {
    if text.is_empty() {
        return Err(Say::new("fault.notation.empty"));
    }
    let b = text.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        let key = if c == b' ' {
            match i {
                0 => "fault.notation.leadingSpace",
                _ if i + 1 == b.len() => "fault.notation.trailingSpace",
                _ if b[i - 1] == b' ' => "fault.notation.doubleSpace",
                _ => continue,
            }
        } else if c.is_ascii_whitespace() || c.is_ascii_control() {
            "fault.notation.space"
        } else {
            continue;
        };
        return Err(Say::new(key).text("ch", quoted(c as char)).num("col", i as u64 + 1));
    }
    Ok(())
}

/// Parse one rank's text into `setup` at 0-based rank `row`; `number` is its 1-based name.
fn parse_rank(text: &str, row: u8, number: usize, setup: &mut Setup) -> Result<(), Say> {
    let fault = |key| Say::new(key).num("n", number as u64);
    if text.is_empty() {
        return Err(fault("fault.notation.rankEmpty"));
    }
    let mut covered: usize = 0;
    for token in text.split(',') {
        let not_piece = |key| Err(fault(key).text("token", shorten(token)));
        if token.is_empty() {
            return Err(fault("fault.notation.rankToken"));
        }
        let first = char_at(token, 0).unwrap_or(' ');
        if first.is_ascii_digit() {
            match token.as_bytes() {
                [d @ b'1'..=b'8'] => covered += usize::from(d - b'0'),
                _ => return not_piece("fault.notation.rankCount"),
            }
            continue;
        }
        let Some(shape) = Shape::from_letter(first) else {
            return not_piece("fault.notation.rankPiece");
        };
        match read_piece(token, 0, shape) {
            Err(e) => return Err(fault("fault.notation.rankWhy").text("token", shorten(token)).say("why", e.why)),
            Ok((_, end)) if end != token.len() => return not_piece("fault.notation.rankPiece"),
            Ok((piece, _)) => {
                if covered < usize::from(FILES) {
                    if let Some(cell) = Cell::new(covered as u8, row) {
                        setup.set(cell, Some(piece));
                    }
                }
                covered += 1;
            }
        }
    }
    if covered != usize::from(FILES) {
        return Err(fault("fault.notation.rankCovers").num("covered", covered as u64).num("files", FILES));
    }
    Ok(())
}

/// Parse a prisoners field: the pieces `owner` has captured (the other side's pieces).
fn parse_prisoners(field: &str, owner: Color) -> Result<Vec<Piece>, Say> {
    if field == "-" {
        return Ok(Vec::new());
    }
    let (label, side, example) = match owner {
        Color::White => ("fault.notation.prisoners.white", "fault.notation.prisonerSide.white", ("c16", "p(s36c1)")),
        Color::Black => ("fault.notation.prisoners.black", "fault.notation.prisonerSide.black", ("C16", "P(S36C1)")),
    };
    let fault = |why: Say| Err(Say::new(label).say("why", why));
    let mut out = Vec::new();
    let mut i = 0;
    while i < field.len() {
        let c = char_at(field, i).unwrap_or(' ');
        let Some(shape) = Shape::from_letter(c) else {
            let why = Say::new("fault.notation.prisonerChar").text("ch", c).num("at", i as u64 + 1);
            return fault(why.text("a", example.0).text("b", example.1));
        };
        match read_piece(field, i, shape) {
            Err(e) => {
                return fault(
                    Say::new("fault.notation.token").text("token", shown(field, i, e.end.max(i + 1))).say("why", e.why),
                )
            }
            Ok((piece, end)) => {
                if piece.color == owner {
                    return fault(Say::new(side).text("piece", piece.to_string()));
                }
                out.push(piece);
                i = end;
            }
        }
    }
    Ok(out)
}

fn parse_ply(field: &str) -> Result<u32, Say> {
    let key = match field.parse::<u32>() {
        _ if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) => "fault.notation.plyNumber",
        _ if field.len() > 1 && field.starts_with('0') => "fault.notation.plyLeadingZero",
        Ok(ply) => return Ok(ply),
        Err(_) => "fault.notation.plyLarge",
    };
    Err(Say::new(key).text("ply", shorten(field)).num("max", u32::MAX))
}

fn parse_setup(text: &str) -> Result<Setup, Say> {
    let text = strip_newline(text);
    check_ascii(text)?;
    check_spacing(text)?;
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.len() < 4 {
        return Err(Say::new("fault.notation.fields").num("n", fields.len() as u64));
    }
    if fields.len() > 5 {
        return Err(Say::new("fault.notation.extraField").text("field", shorten(fields[5])));
    }

    let ranks: Vec<&str> = fields[0].split('/').collect();
    let n = ranks.len();
    if n != 14 && n != usize::from(MAX_RANKS) {
        return Err(Say::new("fault.notation.ranks").num("n", n as u64));
    }
    let mut setup = Setup::empty(n as u8);
    for (i, rank) in ranks.iter().enumerate() {
        let number = n - i;
        parse_rank(rank, (number - 1) as u8, number, &mut setup)?;
    }

    setup.turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(Say::new("fault.notation.side").text("side", shorten(other))),
    };
    setup.prisoners.white = parse_prisoners(fields[2], Color::White)?;
    setup.prisoners.black = parse_prisoners(fields[3], Color::Black)?;
    if let Some(ply) = fields.get(4) {
        setup.ply = parse_ply(ply)?;
    }
    Ok(setup)
}

/// Strict parsing of the position notation; see the [module docs](self).
///
/// ```
/// use rithmomachia::{Cell, Setup};
/// let s: Setup = "4,4/8/8/8/8/8/8/8/8/8/8/8/8/8/8/S25,7 w - -".parse().unwrap();
/// assert_eq!(s.get("a1".parse::<Cell>().unwrap()).unwrap().to_string(), "S25");
/// assert_eq!(s.to_string(), "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/S25,7 w - - 0");
/// ```
impl FromStr for Setup {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Setup, ParseError> {
        parse_setup(text).map_err(ParseError)
    }
}

fn write_prisoners(f: &mut fmt::Formatter<'_>, prisoners: &[Piece]) -> fmt::Result {
    if prisoners.is_empty() {
        return f.write_str("-");
    }
    for p in prisoners {
        write!(f, "{p}")?;
    }
    Ok(())
}

/// Canonical position text: merged counts, `-` for no prisoners, the ply always written.
///
/// ```
/// use rithmomachia::{Cell, Color, Piece, Setup, Shape};
/// let mut s = Setup::empty(14);
/// s.set("c4".parse::<Cell>().unwrap(), Some(Piece::simple(Color::White, Shape::Round, 16)));
/// s.turn = Color::Black;
/// s.prisoners.black.push(Piece::simple(Color::White, Shape::Square, 25));
/// assert_eq!(s.to_string(), "8/8/8/8/8/8/8/8/8/8/2,C16,5/8/8/8 b - S25 0");
/// assert_eq!(s.to_string().parse::<Setup>().unwrap(), s);
/// ```
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ranks = self.ranks.min(MAX_RANKS);
        for row in (0..ranks).rev() {
            if row + 1 != ranks {
                f.write_str("/")?;
            }
            let mut empty = 0u8;
            let mut first = true;
            for file in 0..FILES {
                let piece = Cell::new(file, row).and_then(|c| self.get(c));
                match piece {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{}{empty},", if first { "" } else { "," })?;
                            first = false;
                            empty = 0;
                            write!(f, "{p}")?;
                        } else {
                            write!(f, "{}{p}", if first { "" } else { "," })?;
                            first = false;
                        }
                    }
                }
            }
            if empty > 0 {
                write!(f, "{}{empty}", if first { "" } else { "," })?;
            }
        }
        f.write_str(match self.turn {
            Color::White => " w ",
            Color::Black => " b ",
        })?;
        write_prisoners(f, &self.prisoners.white)?;
        f.write_str(" ")?;
        write_prisoners(f, &self.prisoners.black)?;
        write!(f, " {}", self.ply)
    }
}

#[cfg(test)]
mod tests;
