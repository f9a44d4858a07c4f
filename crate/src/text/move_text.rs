//! Moves as text: reading them strictly and writing them canonically (the grammar is in
//! [`crate::notation`]'s documentation).

use std::fmt;
use std::str::FromStr;

use crate::board::moves::{Action, Move, Target};
use crate::text::lex::*;
use crate::vocab::cell::Cell;
use crate::vocab::piece::{Color, Component, Shape};

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
            Err((end, message)) => Err(format!("target '{}': {message}", shown(self.s, start, end))),
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
            Err((end, message)) => return Err(format!("'{}': {message}", shown(s, 0, end))),
        };
        match cur.peek() {
            Some('@') => cur.i += 1,
            Some(c) => return Err(format!("expected '@' after '{}', found '{c}'", shown(s, 0, cur.i))),
            None => return Err(format!("expected '@' after '{}'", shown(s, 0, cur.i))),
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

/// Strict parsing of the move notation; see the [`crate::notation`] docs.
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
            .map_err(|message| ParseError::new(format!("move '{}': {message}", shorten(s))))
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
