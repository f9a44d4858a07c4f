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

use crate::vocab::cell::{Cell, FILES, MAX_RANKS};
use crate::board::moves::{Action, Move, Target};
use crate::vocab::piece::{Color, Component, Piece, Shape, MAX_PARTS, MAX_VALUE};
use crate::board::setup::Setup;

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

/// Why a position or move text was rejected.
///
/// Its `Display` is one line for a person: what is wrong and where, for example
/// `rank 12: 'c9x' is not a piece or a count` or `move 'c4-': expected a cell after '-', found the end`.
///
/// ```
/// use rithmomachia::notation::parse_position;
/// let err = parse_position("8/8/8 w - - 0").unwrap_err();
/// assert_eq!(err.to_string(), "expected 14 or 16 ranks, found 3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    message: String,
}

impl ParseError {
    fn new(message: String) -> ParseError {
        ParseError { message }
    }

    /// The explanation, the same text `Display` prints.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

/// The message, for callers that report errors as plain strings (`?` into `Result<_, String>`).
impl From<ParseError> for String {
    fn from(e: ParseError) -> String {
        e.message
    }
}

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
// Shared helpers
// ---------------------------------------------------------------------------------------------

/// `text` without one trailing `\n` or `\r\n`.
fn strip_newline(text: &str) -> &str {
    match text.strip_suffix('\n') {
        Some(t) => t.strip_suffix('\r').unwrap_or(t),
        None => text,
    }
}

/// Reject any non-ASCII character, naming its column (1-based, in characters).
fn check_ascii(text: &str) -> Result<(), String> {
    match text.chars().enumerate().find(|(_, ch)| !ch.is_ascii()) {
        Some((col, ch)) => {
            Err(format!("character {ch:?} at column {} is not allowed: the notation is plain ASCII", col + 1))
        }
        None => Ok(()),
    }
}

/// `s[from..to]`, or `""` if that is not a valid range (never panics).
fn slice(s: &str, from: usize, to: usize) -> &str {
    s.get(from..to.min(s.len())).unwrap_or("")
}

/// The byte at `i` as a char, if any.
fn char_at(s: &str, i: usize) -> Option<char> {
    s.as_bytes().get(i).map(|&b| b as char)
}

/// Index just past the run of ASCII digits starting at `i`.
fn digits_end(s: &str, i: usize) -> usize {
    let b = s.as_bytes();
    let mut j = i;
    while j < b.len() && b[j].is_ascii_digit() {
        j += 1;
    }
    j
}

/// Check a run of digits as a value 1..=9999 without leading zeros.
fn check_value(digits: &str) -> Result<u16, String> {
    if digits.is_empty() {
        return Err(format!("a value 1-{MAX_VALUE} must follow"));
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(format!("value '{digits}' has a leading zero"));
    }
    if digits == "0" {
        return Err(format!("value 0 is not in 1-{MAX_VALUE}"));
    }
    match digits.parse::<u16>() {
        Ok(v) if v <= MAX_VALUE => Ok(v),
        _ => Err(format!("value {digits} is over {MAX_VALUE}")),
    }
}

/// Read a value at `i`; on success the value and the index after it, on failure the index where
/// the examined text ends and the reason.
fn read_value(s: &str, i: usize) -> Result<(u16, usize), (usize, String)> {
    let end = digits_end(s, i);
    match check_value(slice(s, i, end)) {
        Ok(v) => Ok((v, end)),
        Err(message) => Err((end, message)),
    }
}

fn color_of_letter(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

fn title(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn case_name(color: Color) -> &'static str {
    match color {
        Color::White => "upper case",
        Color::Black => "lower case",
    }
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

/// A piece token that failed: where the examined text ends, and why.
struct PieceError {
    end: usize,
    message: String,
}

/// Read one piece token starting at `start` (which must hold a shape letter for a useful message).
fn read_piece(s: &str, start: usize) -> Result<(Piece, usize), PieceError> {
    let fail = |end: usize, message: String| PieceError { end: end.min(s.len()), message };
    let Some(letter) = char_at(s, start) else {
        return Err(fail(start, "expected a piece, found the end".to_string()));
    };
    let Some(shape) = Shape::from_letter(letter) else {
        return Err(fail(start + 1, format!("'{letter}' is not a shape letter (C, T, S or P)")));
    };
    let color = color_of_letter(letter);
    if shape != Shape::Pyramid {
        let (value, end) = read_value(s, start + 1).map_err(|(end, m)| fail(end, m))?;
        return Ok((Piece::simple(color, shape, value), end));
    }
    let mut i = start + 1;
    if char_at(s, i) != Some('(') {
        return Err(fail(i + 1, format!("a pyramid is written {letter}(...) with its components, base first")));
    }
    i += 1;
    let mut parts: Vec<Component> = Vec::new();
    loop {
        let Some(c) = char_at(s, i) else {
            return Err(fail(i, "missing ')' at the end of the pyramid".to_string()));
        };
        if c == ')' {
            i += 1;
            break;
        }
        let part_shape = match Shape::from_letter(c) {
            Some(Shape::Pyramid) => {
                return Err(fail(i + 1, "a pyramid cannot hold a pyramid; its components are C, T or S".to_string()))
            }
            Some(sh) => sh,
            None => {
                return Err(fail(
                    i + 1,
                    format!("'{c}' is not a component: a pyramid holds rounds (C), triangles (T) and squares (S), each with its value"),
                ))
            }
        };
        let (value, end) = read_value(s, i + 1).map_err(|(end, m)| fail(end, m))?;
        if color_of_letter(c) != color {
            return Err(fail(
                end,
                format!(
                    "component '{}' is {}; a {} pyramid's components are {}",
                    slice(s, i, end),
                    case_name(color.opposite()),
                    title(color),
                    case_name(color)
                ),
            ));
        }
        parts.push(Component::new(part_shape, value));
        i = end;
    }
    if parts.is_empty() {
        return Err(fail(i, format!("empty pyramid: a pyramid holds 1 to {MAX_PARTS} components")));
    }
    if parts.len() > MAX_PARTS {
        return Err(fail(i, format!("a pyramid holds at most {MAX_PARTS} components, found {}", parts.len())));
    }
    match Piece::pyramid(color, &parts) {
        Some(p) => Ok((p, i)),
        None => Err(fail(i, format!("a pyramid holds 1 to {MAX_PARTS} components"))),
    }
}

// ---------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------

/// Check the spacing of a position text: single spaces between fields, nothing else.
fn check_spacing(text: &str) -> Result<(), String> {
    if text.is_empty() {
        return Err("empty position".to_string());
    }
    let b = text.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        if c == b' ' {
            if i == 0 {
                return Err("leading space: a position starts with its ranks".to_string());
            }
            if i + 1 == b.len() {
                return Err(format!("trailing space at column {}: nothing may follow the last field", i + 1));
            }
            if b[i - 1] == b' ' {
                return Err(format!("double space at column {}: fields are separated by single spaces", i + 1));
            }
        } else if c.is_ascii_whitespace() || c.is_ascii_control() {
            return Err(format!("{:?} at column {}: fields are separated by single spaces", c as char, i + 1));
        }
    }
    Ok(())
}

/// Parse one rank's text into `setup` at 0-based rank `row`; `number` is its 1-based name.
fn parse_rank(text: &str, row: u8, number: usize, setup: &mut Setup) -> Result<(), String> {
    if text.is_empty() {
        return Err(format!("rank {number} is empty (write 8 for an empty rank)"));
    }
    let mut covered: usize = 0;
    for token in text.split(',') {
        if token.is_empty() {
            return Err(format!("rank {number}: empty token (a comma at an end of the rank, or two in a row)"));
        }
        let first = char_at(token, 0).unwrap_or(' ');
        if first.is_ascii_digit() {
            match token.as_bytes() {
                [d @ b'1'..=b'8'] => covered += usize::from(d - b'0'),
                _ => {
                    return Err(format!(
                        "rank {number}: '{token}' is not a piece or a count (a count of empty cells is 1-8)"
                    ))
                }
            }
            continue;
        }
        if Shape::from_letter(first).is_none() {
            return Err(format!("rank {number}: '{token}' is not a piece or a count"));
        }
        match read_piece(token, 0) {
            Err(e) => return Err(format!("rank {number}: '{token}': {}", e.message)),
            Ok((_, end)) if end != token.len() => {
                return Err(format!("rank {number}: '{token}' is not a piece or a count"))
            }
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
        return Err(format!("rank {number} covers {covered} cells, not {FILES}"));
    }
    Ok(())
}

/// Parse a prisoners field: the pieces `owner` has captured (the other side's pieces).
fn parse_prisoners(field: &str, owner: Color) -> Result<Vec<Piece>, String> {
    let label = match owner {
        Color::White => "white prisoners",
        Color::Black => "black prisoners",
    };
    if field == "-" {
        return Ok(Vec::new());
    }
    let example = match owner {
        Color::White => "c16 or p(s36c1)",
        Color::Black => "C16 or P(S36C1)",
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < field.len() {
        let c = char_at(field, i).unwrap_or(' ');
        if Shape::from_letter(c).is_none() {
            return Err(format!(
                "{label}: unexpected '{c}' at character {}: expected pieces such as {example}, or '-' for none",
                i + 1
            ));
        }
        match read_piece(field, i) {
            Err(e) => return Err(format!("{label}: '{}': {}", slice(field, i, e.end.max(i + 1)), e.message)),
            Ok((piece, end)) => {
                if piece.color == owner {
                    return Err(format!(
                        "{label}: '{piece}' is a {} piece; {}'s prisoners are {} pieces ({})",
                        title(owner),
                        title(owner),
                        title(owner.opposite()),
                        case_name(owner.opposite())
                    ));
                }
                out.push(piece);
                i = end;
            }
        }
    }
    Ok(out)
}

fn parse_ply(field: &str) -> Result<u32, String> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("ply '{field}' is not a number"));
    }
    if field.len() > 1 && field.starts_with('0') {
        return Err(format!("ply '{field}' has a leading zero"));
    }
    field.parse::<u32>().map_err(|_| format!("ply '{field}' is too large (at most {})", u32::MAX))
}

fn parse_setup(text: &str) -> Result<Setup, String> {
    let text = strip_newline(text);
    check_ascii(text)?;
    check_spacing(text)?;
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.len() < 4 {
        return Err(format!(
            "missing field: a position is '<ranks> <side> <white-prisoners> <black-prisoners> [<ply>]', found {} field{}",
            fields.len(),
            if fields.len() == 1 { "" } else { "s" }
        ));
    }
    if fields.len() > 5 {
        return Err(format!("extra field '{}' after the ply: a position has at most 5 fields", fields[5]));
    }

    let ranks: Vec<&str> = fields[0].split('/').collect();
    let n = ranks.len();
    if n != 14 && n != usize::from(MAX_RANKS) {
        return Err(format!("expected 14 or 16 ranks, found {n}"));
    }
    let mut setup = Setup::empty(n as u8);
    for (i, rank) in ranks.iter().enumerate() {
        let number = n - i;
        parse_rank(rank, (number - 1) as u8, number, &mut setup)?;
    }

    setup.turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(format!("side to move '{other}' is not w or b")),
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
        parse_setup(text).map_err(ParseError::new)
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

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/// A position in a move text.
struct Cursor<'a> {
    s: &'a str,
    i: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<char> {
        char_at(self.s, self.i)
    }

    /// Read a cell; `context` says what it follows, for the message (`after '-'`).
    fn cell(&mut self, context: &str) -> Result<Cell, String> {
        let start = self.i;
        match self.peek() {
            None => return Err(format!("expected a cell {context}, found the end")),
            Some(c) if !c.is_ascii_alphabetic() => return Err(format!("expected a cell {context}, found '{c}'")),
            Some(_) => {}
        }
        let end = digits_end(self.s, start + 1);
        self.i = end;
        slice(self.s, start, end).parse::<Cell>().map_err(|e| e.to_string())
    }

    /// Read `cell[:value]`.
    fn target(&mut self, context: &str) -> Result<Target, String> {
        let start = self.i;
        let cell = self.cell(context)?;
        if self.peek() != Some(':') {
            return Ok(Target::whole(cell));
        }
        match read_value(self.s, self.i + 1) {
            Ok((value, end)) => {
                self.i = end;
                Ok(Target { cell, component: Some(value) })
            }
            Err((end, message)) => Err(format!("target '{}': {message}", slice(self.s, start, end))),
        }
    }
}

/// Check that `t` may follow the targets already in `takes`.
fn check_order(takes: &[Target], t: Target) -> Result<(), String> {
    let Some(last) = takes.last() else { return Ok(()) };
    if t.cell.index() < last.cell.index() {
        return Err(format!(
            "target '*{}' is out of order: '*' targets are written in cell order (a1, b1, ..., h1, a2, ...) and {} comes before {}",
            t,
            t.cell,
            last.cell
        ));
    }
    if t.cell != last.cell {
        return Ok(());
    }
    // Targets on one cell are adjacent, and a whole target is never followed by another on its
    // cell, so the last target tells whether the cell was taken whole or by components.
    match (last.component, t.component) {
        (None, None) => Err(format!("target '*{}' is written twice", t.cell)),
        (None, Some(_)) => {
            Err(format!("target '*{}' names a component of {}, which is already taken whole", t, t.cell))
        }
        (Some(_), None) => {
            Err(format!("target '*{}' takes {} whole, but a component of {} is already named", t.cell, t.cell, t.cell))
        }
        (Some(_), Some(_)) => Ok(()),
    }
}

fn parse_move_text(s: &str) -> Result<Move, String> {
    if s.is_empty() {
        return Err("empty move".to_string());
    }
    if let Some((col, ch)) = s.chars().enumerate().find(|(_, ch)| !ch.is_ascii_graphic()) {
        return Err(format!("{ch:?} at column {} is not allowed in a move", col + 1));
    }
    let mut cur = Cursor { s, i: 0 };
    let action = if s.contains('@') {
        let letter = cur.peek().unwrap_or(' ');
        let shape = match Shape::from_letter(letter) {
            Some(Shape::Pyramid) => {
                return Err(
                    "a pyramid cannot be dropped; only a round (C), triangle (T) or square (S) re-enters".to_string()
                )
            }
            Some(shape) => shape,
            None => return Err(format!("expected a shape letter C, T or S before '@', found '{letter}'")),
        };
        let value = match read_value(s, 1) {
            Ok((value, end)) => {
                cur.i = end;
                value
            }
            Err((end, message)) => return Err(format!("'{}': {message}", slice(s, 0, end))),
        };
        match cur.peek() {
            Some('@') => cur.i += 1,
            Some(c) => return Err(format!("expected '@' after '{}', found '{c}'", slice(s, 0, cur.i))),
            None => return Err(format!("expected '@' after '{}'", slice(s, 0, cur.i))),
        }
        let to = cur.cell("after '@'")?;
        Action::Drop { color: color_of_letter(letter), piece: Component::new(shape, value), to }
    } else if cur.peek() == Some('x') {
        cur.i = 1;
        Action::Removal(cur.target("after 'x'")?)
    } else {
        let from = cur.cell("at the start")?;
        let replace = match cur.peek() {
            Some('-') => false,
            Some('x') => true,
            Some(c) => return Err(format!("expected '-' or 'x' after {from}, found '{c}'")),
            None => return Err(format!("expected '-' or 'x' after {from}")),
        };
        cur.i += 1;
        let to = cur.cell(if replace { "after 'x'" } else { "after '-'" })?;
        if replace {
            Action::Replace { from, to }
        } else {
            Action::Shift { from, to }
        }
    };
    let mut takes: Vec<Target> = Vec::new();
    while let Some(c) = cur.peek() {
        if c != '*' {
            return Err(format!("unexpected '{c}' at column {}: only '*' captures may follow the action", cur.i + 1));
        }
        if matches!(action, Action::Removal(_)) {
            return Err("a removal takes no '*' captures".to_string());
        }
        cur.i += 1;
        let t = cur.target("after '*'")?;
        check_order(&takes, t)?;
        takes.push(t);
    }
    Ok(Move { action, takes })
}

/// Strict parsing of the move notation; see the [module docs](self).
///
/// ```
/// use rithmomachia::{Action, Color, Component, Move, Shape};
/// let m: Move = "C16@a1".parse().unwrap();
/// assert_eq!(m.action, Action::Drop { color: Color::White, piece: Component::new(Shape::Round, 16), to: "a1".parse().unwrap() });
/// assert!("c4-d5*e7*c2".parse::<Move>().unwrap_err().to_string().contains("out of order"));
/// ```
impl FromStr for Move {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Move, ParseError> {
        let s = strip_newline(text);
        check_ascii(s)
            .and_then(|()| parse_move_text(s))
            .map_err(|message| ParseError::new(format!("move '{s}': {message}")))
    }
}

/// A target as the notation writes it, without the `*`: `e7`, `g9:16`.
///
/// ```
/// use rithmomachia::Target;
/// let t = Target { cell: "g9".parse().unwrap(), component: Some(16) };
/// assert_eq!(t.to_string(), "g9:16");
/// ```
impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.component {
            Some(v) => write!(f, "{}:{v}", self.cell),
            None => write!(f, "{}", self.cell),
        }
    }
}

/// Canonical move text: `c4-d5`, `b1xe1*e7`, `C16@a1`, `xh15:16`, targets in stored order.
///
/// ```
/// use rithmomachia::{Move, Target};
/// let mut m = Move::shift("c4".parse().unwrap(), "d5".parse().unwrap());
/// m.takes.push(Target { cell: "g9".parse().unwrap(), component: Some(16) });
/// assert_eq!(m.to_string(), "c4-d5*g9:16");
/// assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
/// ```
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            Action::Shift { from, to } => write!(f, "{from}-{to}")?,
            Action::Replace { from, to } => write!(f, "{from}x{to}")?,
            Action::Drop { color, piece, to } => {
                let letter = piece.shape.letter();
                let letter = if color == Color::White { letter } else { letter.to_ascii_lowercase() };
                write!(f, "{letter}{}@{to}", piece.value)?
            }
            Action::Removal(t) => write!(f, "x{t}")?,
        }
        for t in &self.takes {
            write!(f, "*{t}")?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    const EMPTY16: &str = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0";

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    /// A 16-rank position whose rank 16 is `top` and other ranks empty.
    fn with_top(top: &str) -> String {
        format!("{top}/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0")
    }

    /// An empty 16-rank board with the given side, prisoners and ply fields.
    fn with_tail(tail: &str) -> String {
        format!("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 {tail}")
    }

    #[test]
    fn standard_start_round_trips_and_has_the_table_pieces() {
        let s = parse_position(STANDARD_START).unwrap();
        assert_eq!(s.to_string(), STANDARD_START);
        assert_eq!((s.ranks, s.turn, s.ply), (16, Color::White, 0));
        assert!(s.prisoners.white.is_empty() && s.prisoners.black.is_empty());
        assert_eq!(s.get(cell("a1")), Some(Piece::simple(Color::White, Shape::Square, 25)));
        assert_eq!(s.get(cell("h1")), Some(Piece::simple(Color::White, Shape::Square, 289)));
        assert_eq!(s.get(cell("c1")), None);
        let g2 = s.get(cell("g2")).unwrap();
        assert_eq!((g2.color, g2.shape(), g2.total(), g2.parts().len()), (Color::White, Shape::Pyramid, 91, 6));
        assert_eq!(g2.parts()[0], Component::new(Shape::Square, 36));
        let a15 = s.get(cell("a15")).unwrap();
        assert_eq!((a15.color, a15.shape(), a15.total(), a15.parts().len()), (Color::Black, Shape::Pyramid, 190, 5));
        assert_eq!(s.get(cell("e4")), Some(Piece::simple(Color::White, Shape::Round, 6)));
        assert_eq!(s.get(cell("c13")), Some(Piece::simple(Color::Black, Shape::Round, 9)));
        assert_eq!(s.get(cell("a16")), Some(Piece::simple(Color::Black, Shape::Square, 361)));
        assert_eq!(s.get(cell("h14")), Some(Piece::simple(Color::Black, Shape::Triangle, 16)));
        assert_eq!(s.pieces().count(), 48);
        assert_eq!(s.pieces().filter(|(_, p)| p.color == Color::White).count(), 24);
    }

    #[test]
    fn valid_positions_parse_to_their_canonical_form() {
        // (text, canonical form)
        let table: &[(&str, &str)] = &[
            (EMPTY16, EMPTY16),
            ("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - -", EMPTY16),
            ("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0\n", EMPTY16),
            ("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0\r\n", EMPTY16),
            ("4,4/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", EMPTY16),
            ("2,2,4/1,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0", EMPTY16),
            ("8/8/8/8/8/8/8/8/8/8/8/8/8/8 b - - 12", "8/8/8/8/8/8/8/8/8/8/8/8/8/8 b - - 12"),
            ("1,1,S5,2,2,1/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 3", "2,S5,5/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 3"),
            (
                "C1,c2,T3,t4,S5,s6,P(C9999),p(t1s2)/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b - - 4294967295",
                "C1,c2,T3,t4,S5,s6,P(C9999),p(t1s2)/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b - - 4294967295",
            ),
            (
                "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b c16p(s36c1)t4 P(S36S25)C4 7",
                "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b c16p(s36c1)t4 P(S36S25)C4 7",
            ),
            (
                "P(C1C1C1C1C1C1C1C1),7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,s1 w - P(C1C2C3C4C5C6C7C8) 0",
                "P(C1C1C1C1C1C1C1C1),7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,s1 w - P(C1C2C3C4C5C6C7C8) 0",
            ),
        ];
        for (text, canonical) in table {
            let s = parse_position(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(&s.to_string(), canonical, "{text:?}");
            assert_eq!(parse_position(canonical).unwrap(), s, "{text:?}");
        }
    }

    #[test]
    fn parsed_fields_land_where_they_should() {
        assert_eq!(parse_position(EMPTY16).unwrap(), Setup::empty(16));
        assert_eq!(parse_position("8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - -").unwrap(), Setup::empty(14));

        let s = parse_position("S7,7/8/8/8/8/8/8/8/8/8/8/8/8/7,t3 b c16p(s36c1) P(S36S25) 5").unwrap();
        assert_eq!(s.ranks, 14);
        assert_eq!(s.get(cell("a14")), Some(Piece::simple(Color::White, Shape::Square, 7)));
        assert_eq!(s.get(cell("h1")), Some(Piece::simple(Color::Black, Shape::Triangle, 3)));
        assert_eq!(s.pieces().count(), 2);
        assert_eq!(s.turn, Color::Black);
        assert_eq!(s.ply, 5);
        let comps = [Component::new(Shape::Square, 36), Component::new(Shape::Round, 1)];
        assert_eq!(
            s.prisoners.white,
            vec![Piece::simple(Color::Black, Shape::Round, 16), Piece::pyramid(Color::Black, &comps).unwrap()]
        );
        let comps = [Component::new(Shape::Square, 36), Component::new(Shape::Square, 25)];
        assert_eq!(s.prisoners.black, vec![Piece::pyramid(Color::White, &comps).unwrap()]);

        // A one-component pyramid stays a pyramid.
        let s = parse_position(&with_top("P(C4),7")).unwrap();
        let p = s.get(cell("a16")).unwrap();
        assert!(p.is_pyramid());
        assert_ne!(p, Piece::simple(Color::White, Shape::Round, 4));
    }

    #[test]
    fn malformed_positions_are_rejected_with_a_useful_message() {
        let mut fifteen = "8/".repeat(14);
        fifteen.push_str("8 w - - 0");
        let mut seventeen = "8/".repeat(16);
        seventeen.push_str("8 w - - 0");
        let rank3_long = "8/8/8/8/8/8/8/8/8/8/8/8/8/4,5/8/8 w - - 0";
        let rank14_short = "7/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0";
        let table: Vec<(String, &str)> = vec![
            (with_top("c9x"), "rank 16: 'c9x' is not a piece or a count"),
            (with_top("C16C4,6"), "rank 16: 'C16C4' is not a piece or a count"),
            (with_top("Q5,7"), "rank 16: 'Q5' is not a piece or a count"),
            (with_top("S5,8"), "rank 16 covers 9 cells, not 8"),
            (with_top("7"), "rank 16 covers 7 cells, not 8"),
            (rank3_long.to_string(), "rank 3 covers 9 cells, not 8"),
            (rank14_short.to_string(), "rank 14 covers 7 cells, not 8"),
            (fifteen, "expected 14 or 16 ranks, found 15"),
            (seventeen, "expected 14 or 16 ranks, found 17"),
            (with_top("9"), "rank 16: '9' is not a piece or a count"),
            (with_top("0,8"), "rank 16: '0' is not a piece or a count"),
            (with_top("08"), "rank 16: '08' is not a piece or a count"),
            (with_top("4,,4"), "rank 16: empty token"),
            (with_top("8,"), "rank 16: empty token"),
            ("8//8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0".to_string(), "rank 15 is empty"),
            (with_top("C016,7"), "rank 16: 'C016': value '016' has a leading zero"),
            (with_top("C0,7"), "rank 16: 'C0': value 0 is not in 1-9999"),
            (with_top("C10000,7"), "rank 16: 'C10000': value 10000 is over 9999"),
            (with_top("C99999999999999999999,7"), "is over 9999"),
            (with_top("C,7"), "rank 16: 'C': a value 1-9999 must follow"),
            (with_top("P(S36s25),7"), "component 's25' is lower case; a White pyramid's components are upper case"),
            (with_top("p(s36T25),7"), "component 'T25' is upper case; a Black pyramid's components are lower case"),
            (with_top("P(),7"), "'P()': empty pyramid"),
            (with_top("P(C1C1C1C1C1C1C1C1C1),7"), "at most 8 components, found 9"),
            (with_top("P(S36,7"), "missing ')'"),
            (with_top("P(S36P(C1)),7"), "a pyramid cannot hold a pyramid"),
            (with_top("P(S36x),7"), "'x' is not a component"),
            (with_top("P(S0),7"), "value 0 is not in 1-9999"),
            (with_top("P36,7"), "a pyramid is written P(...)"),
            (with_top("P(C1)x,7"), "'P(C1)x' is not a piece or a count"),
            (with_tail("x - - 0"), "side to move 'x' is not w or b"),
            (with_tail("W - - 0"), "side to move 'W' is not w or b"),
            (with_tail("w C4 - 0"), "white prisoners: 'C4' is a White piece; White's prisoners are Black pieces (lower case)"),
            (with_tail("w - c4 0"), "black prisoners: 'c4' is a Black piece; Black's prisoners are White pieces (upper case)"),
            (with_tail("w c4P(S1) - 0"), "white prisoners: 'P(S1)' is a White piece"),
            (with_tail("w c4x - 0"), "white prisoners: unexpected 'x' at character 3"),
            (with_tail("w -- - 0"), "white prisoners: unexpected '-' at character 1"),
            (with_tail("w c016 - 0"), "white prisoners: 'c016': value '016' has a leading zero"),
            (with_tail("w p(s1 - 0"), "white prisoners: 'p(s1': missing ')'"),
            (with_tail("w - P() 0"), "black prisoners: 'P()': empty pyramid"),
            (with_tail("w - - -1"), "ply '-1' is not a number"),
            (with_tail("w - - x"), "ply 'x' is not a number"),
            (with_tail("w - - 007"), "ply '007' has a leading zero"),
            (with_tail("w - - 99999999999"), "ply '99999999999' is too large"),
            (with_tail("w -"), "missing field: a position is '<ranks> <side> <white-prisoners> <black-prisoners> [<ply>]', found 3 fields"),
            ("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8".to_string(), "missing field"),
            (with_tail("w - - 0 0"), "extra field '0' after the ply"),
            (with_tail("w -  - 0"), "double space at column"),
            (format!(" {EMPTY16}"), "leading space"),
            (format!("{EMPTY16} "), "trailing space"),
            (format!("{EMPTY16}\n\n"), "'\\n' at column"),
            (with_tail("w\t- - 0"), "'\\t' at column 34"),
            (String::new(), "empty position"),
            ("\n".to_string(), "empty position"),
            (with_top("Ç5,7"), "character 'Ç' at column 1 is not allowed"),
        ];
        assert!(table.len() >= 20);
        for (text, fragment) in &table {
            match parse_position(text) {
                Ok(s) => panic!("{text:?} parsed as {s}"),
                Err(e) => assert!(e.to_string().contains(fragment), "{text:?}: '{e}' lacks '{fragment}'"),
            }
        }
        // Exact messages for a few, as the brief gives them.
        assert_eq!(
            parse_position(&with_top("c9x")).unwrap_err().to_string(),
            "rank 16: 'c9x' is not a piece or a count"
        );
        assert_eq!(parse_position(&with_tail("b - - -1")).unwrap_err().to_string(), "ply '-1' is not a number");
    }

    #[test]
    fn errors_are_std_errors() {
        let e: Box<dyn std::error::Error> = Box::new(parse_move("x").unwrap_err());
        assert_eq!(e.to_string(), "move 'x': expected a cell after 'x', found the end");
        assert_eq!(parse_move("x").unwrap_err().message(), e.to_string());
        let as_string = || -> Result<Setup, String> { Ok(parse_position("8/8 w - -")?) };
        assert_eq!(as_string(), Err("expected 14 or 16 ranks, found 2".to_string()));
    }

    #[test]
    fn moves_round_trip() {
        let table = [
            "c4-d5",
            "b1xe1",
            "c4-d5*e7*g9:16",
            "C16@a1",
            "c16@a16",
            "t9999@h16",
            "S289@h1*a2*h16:5",
            "xh15:16",
            "xh15",
            "xa1:1",
            "c4-d5*g9:16*g9:25",
            "c4-d5*g9:25*g9:16",
            "c4-d5*g9:16*g9:16",
            "b1xe1*a2*b2*h16",
            "h16-a1*a1",
            "c4-c4",
        ];
        for text in table {
            let m = parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(m.to_string(), text);
            assert_eq!(parse_move(&m.to_string()).unwrap(), m);
        }
        assert_eq!(parse_move("c4-d5\n").unwrap().to_string(), "c4-d5");
    }

    #[test]
    fn moves_parse_to_the_right_actions() {
        let m = parse_move("c4-d5*e7*g9:16").unwrap();
        assert_eq!(m.action, Action::Shift { from: cell("c4"), to: cell("d5") });
        assert_eq!(m.takes, vec![Target::whole(cell("e7")), Target { cell: cell("g9"), component: Some(16) }]);
        assert_eq!(parse_move("b1xe1").unwrap().action, Action::Replace { from: cell("b1"), to: cell("e1") });
        assert_eq!(
            parse_move("c16@a16").unwrap().action,
            Action::Drop { color: Color::Black, piece: Component::new(Shape::Round, 16), to: cell("a16") }
        );
        assert_eq!(
            parse_move("T25@b1").unwrap().action,
            Action::Drop { color: Color::White, piece: Component::new(Shape::Triangle, 25), to: cell("b1") }
        );
        assert_eq!(
            parse_move("xh15").unwrap(),
            Move { action: Action::Removal(Target::whole(cell("h15"))), takes: vec![] }
        );
        let m = parse_move("c4-d5*g9:25*g9:16").unwrap();
        assert_eq!(m.takes.iter().map(|t| t.component).collect::<Vec<_>>(), [Some(25), Some(16)]);
    }

    #[test]
    fn malformed_moves_are_rejected_with_a_useful_message() {
        let table = [
            ("c4", "move 'c4': expected '-' or 'x' after c4"),
            ("c4-", "move 'c4-': expected a cell after '-', found the end"),
            ("c4x", "expected a cell after 'x', found the end"),
            ("c4-d17", "move 'c4-d17': 'd17' is not a cell"),
            ("i4-d5", "'i4' is not a cell"),
            ("C4-d5", "'C4' is not a cell"),
            ("c4+d5", "expected '-' or 'x' after c4, found '+'"),
            ("c4--d5", "expected a cell after '-', found '-'"),
            ("x", "move 'x': expected a cell after 'x', found the end"),
            ("x*a1", "expected a cell after 'x', found '*'"),
            ("xh15:0", "target 'h15:0': value 0 is not in 1-9999"),
            ("xh15:", "target 'h15:': a value 1-9999 must follow"),
            ("xh15*a1", "a removal takes no '*' captures"),
            ("xh15x", "unexpected 'x' at column 5"),
            ("C0@a1", "'C0': value 0 is not in 1-9999"),
            ("C016@a1", "value '016' has a leading zero"),
            ("C10000@a1", "value 10000 is over 9999"),
            ("C@a1", "move 'C@a1': 'C': a value 1-9999 must follow"),
            ("P5@a1", "a pyramid cannot be dropped"),
            ("Q5@a1", "expected a shape letter C, T or S before '@', found 'Q'"),
            ("@a1", "expected a shape letter C, T or S before '@', found '@'"),
            ("C5@", "expected a cell after '@', found the end"),
            ("C5a1@b1", "expected '@' after 'C5', found 'a'"),
            ("C5@a1@b1", "unexpected '@' at column 6"),
            ("c4-d5*e7*c2", "target '*c2' is out of order"),
            ("c4-d5*a2*h1", "target '*h1' is out of order"),
            ("c4-d5*e7*e7", "target '*e7' is written twice"),
            ("c4-d5*e7*e7:16", "names a component of e7, which is already taken whole"),
            ("c4-d5*e7:16*e7", "a component of e7 is already named"),
            ("c4-d5*e7:16*e7:25*e7", "target '*e7' takes e7 whole, but a component of e7 is already named"),
            ("c4-d5*a1*e7:16*e7:16*e7*h9", "a component of e7 is already named"),
            ("c4-d5*", "expected a cell after '*', found the end"),
            ("c4-d5**e7", "expected a cell after '*', found '*'"),
            ("c4-d5*e7:", "target 'e7:': a value 1-9999 must follow"),
            ("c4-d5*e7:016", "target 'e7:016': value '016' has a leading zero"),
            ("c4-d5*e7:10000", "target 'e7:10000': value 10000 is over 9999"),
            ("c4-d5e7", "unexpected 'e' at column 6"),
            ("c4-d5 ", "' ' at column 6 is not allowed in a move"),
            ("c4 -d5", "' ' at column 3"),
            ("c4-d5\n\n", "'\\n' at column 6"),
            ("", "empty move"),
            ("c4–d5", "character '–' at column 3 is not allowed"),
        ];
        for (text, fragment) in table {
            match parse_move(text) {
                Ok(m) => panic!("{text:?} parsed as {m}"),
                Err(e) => assert!(e.to_string().contains(fragment), "{text:?}: '{e}' lacks '{fragment}'"),
            }
        }
    }

    /// Tiny deterministic PRNG for the mutation tests.
    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
    }

    const ALPHABET: &[char] = &[
        '0', '1', '2', '4', '7', '8', '9', ',', '/', ' ', '(', ')', 'C', 'T', 'S', 'P', 'c', 't', 's', 'p', 'w', 'b',
        '-', 'x', '@', '*', ':', 'a', 'h', '\n', '\t', 'é',
    ];

    fn mutate(rng: &mut XorShift, text: &str) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(chars.len() + 1);
            let ch = ALPHABET[rng.below(ALPHABET.len())];
            match rng.below(3) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 if at < chars.len() => chars[at] = ch,
                _ => chars.insert(at, ch),
            }
        }
        chars.into_iter().collect()
    }

    #[test]
    fn mutated_positions_never_panic_and_round_trip() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let seeds = [STANDARD_START, "8/8/8/8/8/8/8/8/8/8/8/8/8/8 b c16p(s36c1)t4 P(S36S25)C4 7"];
        let mut accepted = 0;
        for n in 0..6000 {
            let text = mutate(&mut rng, seeds[n % seeds.len()]);
            if let Ok(s) = parse_position(&text) {
                accepted += 1;
                let printed = s.to_string();
                let again = parse_position(&printed).unwrap_or_else(|e| panic!("{text:?} -> {printed:?}: {e}"));
                assert_eq!(again, s, "{text:?}");
                assert_eq!(again.to_string(), printed);
            }
        }
        // Some mutations (digit changes, merged counts...) stay valid: the round trip was exercised.
        assert!(accepted > 100, "only {accepted} mutations parsed");
    }

    #[test]
    fn mutated_moves_never_panic_and_round_trip() {
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        let seeds = ["c4-d5*e7*g9:16", "b1xe1", "C16@a1*b2", "xh15:16"];
        let mut accepted = 0;
        for n in 0..4000 {
            let text = mutate(&mut rng, seeds[n % seeds.len()]);
            if let Ok(m) = parse_move(&text) {
                accepted += 1;
                let printed = m.to_string();
                assert_eq!(parse_move(&printed).unwrap(), m, "{text:?}");
            }
        }
        assert!(accepted > 100, "only {accepted} mutations parsed");
    }

    #[test]
    fn printing_unusual_setups_does_not_panic() {
        let mut s = Setup::empty(0);
        assert_eq!(s.to_string(), " w - - 0");
        s.ranks = 200;
        assert!(s.to_string().starts_with("8/"));
        let mut s = Setup::empty(14);
        // A piece beyond the board's ranks is not printed.
        s.set(cell("a16"), Some(Piece::simple(Color::White, Shape::Round, 1)));
        assert_eq!(s.to_string(), "8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0");
    }
}
