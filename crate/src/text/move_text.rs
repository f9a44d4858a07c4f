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

    /// Read a cell; `after` is the character it follows (`None` at the start), for the message.
    fn cell(&mut self, after: Option<char>) -> Result<Cell, Say> {
        let start = self.i;
        let fault = |key| {
            let at = match after {
                Some(ch) => Say::new("fault.notation.after").text("ch", ch),
                None => Say::new("fault.notation.atStart"),
            };
            Err(Say::new(key).say("at", at))
        };
        match self.peek() {
            None => return fault("fault.notation.cellEnd"),
            Some(c) if !c.is_ascii_alphabetic() => {
                return fault("fault.notation.cellFound").map_err(|s| s.text("ch", c))
            }
            Some(_) => {}
        }
        let end = digits_end(self.s, start + 1);
        self.i = end;
        slice(self.s, start, end).parse::<Cell>().map_err(|e| e.says())
    }

    /// Read `cell[:value]`.
    fn target(&mut self, after: char) -> Result<Target, Say> {
        let start = self.i;
        let cell = self.cell(Some(after))?;
        if self.peek() != Some(':') {
            return Ok(Target::whole(cell));
        }
        match read_value(self.s, self.i + 1) {
            Ok((value, end)) => {
                self.i = end;
                Ok(Target { cell, component: Some(value) })
            }
            Err((end, why)) => {
                Err(Say::new("fault.notation.target").text("target", shown(self.s, start, end)).say("why", why))
            }
        }
    }
}

/// Check that `t` may follow the targets already in `takes`.
fn check_order(takes: &[Target], t: Target) -> Result<(), Say> {
    let Some(last) = takes.last() else { return Ok(()) };
    let key = if t.cell.index() < last.cell.index() {
        "fault.notation.order"
    } else if t.cell != last.cell {
        return Ok(());
    } else {
        // Targets on one cell are adjacent, and a whole target is never followed by another on
        // its cell, so the last target tells whether the cell was taken whole or by components.
        match (last.component, t.component) {
            (None, None) => "fault.notation.twice",
            (None, Some(_)) => "fault.notation.takenWhole",
            (Some(_), None) => "fault.notation.takenInPart",
            (Some(_), Some(_)) => return Ok(()),
        }
    };
    Err(Say::new(key)
        .text("target", t.to_string())
        .text("cell", t.cell.to_string())
        .text("last", last.cell.to_string()))
}

/// `what` was expected, `ch` found.
fn found(what: Say, ch: char) -> Say {
    Say::new("fault.notation.found").say("what", what).text("ch", ch)
}

fn parse_move_text(s: &str) -> Result<Move, Say> {
    if s.is_empty() {
        return Err(Say::new("fault.notation.moveEmpty"));
    }
    if let Some((col, ch)) = s.chars().enumerate().find(|(_, ch)| !ch.is_ascii_graphic()) {
        return Err(Say::new("fault.notation.moveChar").text("ch", quoted(ch)).num("col", col as u64 + 1));
    }
    let mut cur = Cursor { s, i: 0 };
    let action = if s.contains('@') {
        let letter = cur.peek().unwrap_or(' ');
        let shape = match Shape::from_letter(letter) {
            Some(Shape::Pyramid) => return Err(Say::new("fault.notation.dropPyramid")),
            Some(shape) => shape,
            None => return Err(Say::new("fault.notation.dropShape").text("ch", letter)),
        };
        let value = match read_value(s, 1) {
            Ok((value, end)) => {
                cur.i = end;
                value
            }
            Err((end, why)) => {
                return Err(Say::new("fault.notation.token").text("token", shown(s, 0, end)).say("why", why))
            }
        };
        let at = || Say::new("fault.notation.dropAt").text("text", shown(s, 0, cur.i));
        match cur.peek() {
            Some('@') => cur.i += 1,
            Some(c) => return Err(found(at(), c)),
            None => return Err(at()),
        }
        let to = cur.cell(Some('@'))?;
        Action::Drop { color: color_of_letter(letter), piece: Component::new(shape, value), to }
    } else if cur.peek() == Some('x') {
        cur.i = 1;
        Action::Removal(cur.target('x')?)
    } else {
        let from = cur.cell(None)?;
        let sep = || Say::new("fault.notation.separator").text("cell", from.to_string());
        let replace = match cur.peek() {
            Some('-') => false,
            Some('x') => true,
            Some(c) => return Err(found(sep(), c)),
            None => return Err(sep()),
        };
        cur.i += 1;
        let to = cur.cell(Some(if replace { 'x' } else { '-' }))?;
        if replace {
            Action::Replace { from, to }
        } else {
            Action::Shift { from, to }
        }
    };
    let mut takes: Vec<Target> = Vec::new();
    while let Some(c) = cur.peek() {
        if c != '*' {
            return Err(Say::new("fault.notation.captureChar").text("ch", c).num("col", cur.i as u64 + 1));
        }
        if matches!(action, Action::Removal(_)) {
            return Err(Say::new("fault.notation.removalTakes"));
        }
        cur.i += 1;
        let t = cur.target('*')?;
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
            .map_err(|why| ParseError(Say::new("fault.notation.move").text("text", shorten(s)).say("why", why)))
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
