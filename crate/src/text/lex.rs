//! What the notation's readers share: the error they return and the small readers of
//! characters, numbers and piece tokens.

use crate::vocab::piece::{Color, Component, Piece, Shape, MAX_PARTS, MAX_VALUE};
pub(crate) use crate::vocab::words::shorten;
pub(crate) use crate::vocab::words::Say;

/// Why a position or move text was rejected: a sentence (a `fault.notation.*` key of
/// `www/lang/en-core.json` with its parameters, [`ParseError::says`]).
///
/// Its `Display` is one line for a person: what is wrong and where, for example
/// `rank 12: 'c9x' is not a piece or a count` or `move 'c4-': expected a cell after '-', found the end`.
///
/// ```
/// use rithmomachia::notation::parse_position;
/// let err = parse_position("8/8/8 w - - 0").unwrap_err();
/// assert_eq!(err.to_string(), "expected 14 or 16 ranks, found 3");
/// assert_eq!(err.says().key, "fault.notation.ranks");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub(crate) Say);

impl ParseError {
    /// The sentence: a `fault.notation.*` key with its parameters.
    pub fn says(&self) -> Say {
        self.0.clone()
    }
}

crate::vocab::said::said!(ParseError);

/// The message, for callers that report errors as plain strings (`?` into `Result<_, String>`).
impl From<ParseError> for String {
    fn from(e: ParseError) -> String {
        e.to_string()
    }
}

/// A character as the messages quote it: `'x'`, `'\n'`.
pub(crate) fn quoted(ch: char) -> String {
    format!("{ch:?}")
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
pub(crate) fn check_ascii(text: &str) -> Result<(), Say> {
    match text.chars().enumerate().find(|(_, ch)| !ch.is_ascii()) {
        Some((col, ch)) => Err(Say::new("fault.notation.ascii").text("ch", quoted(ch)).num("col", col as u64 + 1)),
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
pub(crate) fn check_value(digits: &str) -> Result<u16, Say> {
    let key = match digits.parse::<u16>() {
        _ if digits.is_empty() => "fault.notation.valueMissing",
        _ if digits.len() > 1 && digits.starts_with('0') => "fault.notation.valueLeadingZero",
        Ok(0) => "fault.notation.valueZero",
        Ok(v) if v <= MAX_VALUE => return Ok(v),
        _ => "fault.notation.valueOver",
    };
    Err(Say::new(key).text("value", shorten(digits)).num("max", MAX_VALUE))
}

/// Read a value at `i`; on success the value and the index after it, on failure the index where
/// the examined text ends and the reason.
pub(crate) fn read_value(s: &str, i: usize) -> Result<(u16, usize), (usize, Say)> {
    let end = digits_end(s, i);
    match check_value(slice(s, i, end)) {
        Ok(v) => Ok((v, end)),
        Err(why) => Err((end, why)),
    }
}

pub(crate) fn color_of_letter(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

/// A piece token that failed: where the examined text ends, and why.
pub(crate) struct PieceError {
    pub end: usize,
    pub why: Say,
}

/// Read one piece token starting at `start`, which holds the letter of `shape` (the caller has
/// read it).
pub(crate) fn read_piece(s: &str, start: usize, shape: Shape) -> Result<(Piece, usize), PieceError> {
    let fail = |end: usize, why: Say| PieceError { end: end.min(s.len()), why };
    let letter = char_at(s, start).unwrap_or(' ');
    let color = color_of_letter(letter);
    if shape != Shape::Pyramid {
        let (value, end) = read_value(s, start + 1).map_err(|(end, m)| fail(end, m))?;
        return Ok((Piece::simple(color, shape, value), end));
    }
    let mut i = start + 1;
    if char_at(s, i) != Some('(') {
        return Err(fail(i + 1, Say::new("fault.notation.pyramidForm").text("ch", letter)));
    }
    i += 1;
    let mut parts: Vec<Component> = Vec::new();
    loop {
        let Some(c) = char_at(s, i) else {
            return Err(fail(i, Say::new("fault.notation.pyramidOpen")));
        };
        if c == ')' {
            i += 1;
            break;
        }
        let part_shape = match Shape::from_letter(c) {
            Some(Shape::Pyramid) => return Err(fail(i + 1, Say::new("fault.notation.pyramidInPyramid"))),
            Some(sh) => sh,
            None => return Err(fail(i + 1, Say::new("fault.notation.component").text("ch", c))),
        };
        let (value, end) = read_value(s, i + 1).map_err(|(end, m)| fail(end, m))?;
        if color_of_letter(c) != color {
            let key = match color {
                Color::White => "fault.notation.componentCase.white",
                Color::Black => "fault.notation.componentCase.black",
            };
            return Err(fail(end, Say::new(key).text("part", shown(s, i, end))));
        }
        parts.push(Component::new(part_shape, value));
        i = end;
    }
    let key = match Piece::pyramid(color, &parts) {
        Some(p) => return Ok((p, i)),
        None if parts.is_empty() => "fault.notation.pyramidEmpty",
        None => "fault.notation.pyramidFull",
    };
    Err(fail(i, Say::new(key).num("max", MAX_PARTS as u64).num("n", parts.len() as u64)))
}
