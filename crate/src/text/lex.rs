//! What the notation's readers share: the error they return and the small readers of
//! characters, numbers and piece tokens.

use std::fmt;

use crate::vocab::piece::{Color, Component, Piece, Shape, MAX_PARTS, MAX_VALUE};
pub(crate) use crate::vocab::words::shorten;

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
    pub(crate) fn new(message: String) -> ParseError {
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

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

/// `text` without one trailing `\n` or `\r\n`.
pub(crate) fn strip_newline(text: &str) -> &str {
    match text.strip_suffix('\n') {
        Some(t) => t.strip_suffix('\r').unwrap_or(t),
        None => text,
    }
}

/// Reject any non-ASCII character, naming its column (1-based, in characters).
pub(crate) fn check_ascii(text: &str) -> Result<(), String> {
    match text.chars().enumerate().find(|(_, ch)| !ch.is_ascii()) {
        Some((col, ch)) => {
            Err(format!("character {ch:?} at column {} is not allowed: the notation is plain ASCII", col + 1))
        }
        None => Ok(()),
    }
}

/// `s[from..to]`, or `""` if that is not a valid range (never panics).
/// `slice` as an error message shows it: shortened ([`shorten`]).
pub(crate) fn shown(s: &str, from: usize, to: usize) -> std::borrow::Cow<'_, str> {
    shorten(slice(s, from, to))
}

pub(crate) fn slice(s: &str, from: usize, to: usize) -> &str {
    s.get(from..to.min(s.len())).unwrap_or("")
}

/// The byte at `i` as a char, if any.
pub(crate) fn char_at(s: &str, i: usize) -> Option<char> {
    s.as_bytes().get(i).map(|&b| b as char)
}

/// Index just past the run of ASCII digits starting at `i`.
pub(crate) fn digits_end(s: &str, i: usize) -> usize {
    let b = s.as_bytes();
    let mut j = i;
    while j < b.len() && b[j].is_ascii_digit() {
        j += 1;
    }
    j
}

/// Check a run of digits as a value 1..=9999 without leading zeros.
pub(crate) fn check_value(digits: &str) -> Result<u16, String> {
    if digits.is_empty() {
        return Err(format!("a value 1-{MAX_VALUE} must follow"));
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(format!("value '{}' has a leading zero", shorten(digits)));
    }
    if digits == "0" {
        return Err(format!("value 0 is not in 1-{MAX_VALUE}"));
    }
    match digits.parse::<u16>() {
        Ok(v) if v <= MAX_VALUE => Ok(v),
        _ => Err(format!("value {} is over {MAX_VALUE}", shorten(digits))),
    }
}

/// Read a value at `i`; on success the value and the index after it, on failure the index where
/// the examined text ends and the reason.
pub(crate) fn read_value(s: &str, i: usize) -> Result<(u16, usize), (usize, String)> {
    let end = digits_end(s, i);
    match check_value(slice(s, i, end)) {
        Ok(v) => Ok((v, end)),
        Err(message) => Err((end, message)),
    }
}

pub(crate) fn color_of_letter(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

pub(crate) fn title(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

pub(crate) fn case_name(color: Color) -> &'static str {
    match color {
        Color::White => "upper case",
        Color::Black => "lower case",
    }
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

/// A piece token that failed: where the examined text ends, and why.
pub(crate) struct PieceError {
    pub end: usize,
    pub message: String,
}

/// Read one piece token starting at `start` (which must hold a shape letter for a useful message).
pub(crate) fn read_piece(s: &str, start: usize) -> Result<(Piece, usize), PieceError> {
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
                    shown(s, i, end),
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
