//! Sides, shapes and pieces.

use std::fmt;

use serde::Serialize;

/// A side. White moves first in every preset.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// The side that starts on ranks 1–4.
    White,
    /// The side that starts on the top four ranks.
    Black,
}

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// Its word's key, as a piece is named (`"color.white"`, `"color.black"`).
    pub const fn key(self) -> &'static str {
        match self {
            Color::White => "color.white",
            Color::Black => "color.black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Per-side data, indexed by [`Color`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// The value for `color`.
    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value for `color`, mutably.
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

/// The shape of a piece. A pyramid is a stack of the other three.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// Round (circle), letter `C`.
    Round = 0,
    /// Triangle, letter `T`.
    Triangle = 1,
    /// Square (the piece), letter `S`.
    Square = 2,
    /// Pyramid, letter `P`.
    Pyramid = 3,
}

impl Shape {
    /// The three simple shapes.
    pub const SIMPLE: [Shape; 3] = [Shape::Round, Shape::Triangle, Shape::Square];

    /// Upper-case notation letter.
    pub const fn letter(self) -> char {
        match self {
            Shape::Round => 'C',
            Shape::Triangle => 'T',
            Shape::Square => 'S',
            Shape::Pyramid => 'P',
        }
    }

    /// The shape of a notation letter in either case.
    pub fn from_letter(c: char) -> Option<Shape> {
        match c.to_ascii_uppercase() {
            'C' => Some(Shape::Round),
            'T' => Some(Shape::Triangle),
            'S' => Some(Shape::Square),
            'P' => Some(Shape::Pyramid),
            _ => None,
        }
    }

    /// English name.
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Round => "round",
            Shape::Triangle => "triangle",
            Shape::Square => "square",
            Shape::Pyramid => "pyramid",
        }
    }

    /// Its word's key (`"shape.round"`, … `"shape.pyramid"`).
    pub const fn key(self) -> &'static str {
        match self {
            Shape::Round => "shape.round",
            Shape::Triangle => "shape.triangle",
            Shape::Square => "shape.square",
            Shape::Pyramid => "shape.pyramid",
        }
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The largest value a single piece may carry.
pub const MAX_VALUE: u16 = 9999;
/// The most components a pyramid may hold.
pub const MAX_PARTS: usize = 8;

/// A simple piece without its colour: a round, triangle or square with its value.
/// Pyramids are made of these.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Component {
    /// Never [`Shape::Pyramid`].
    pub shape: Shape,
    /// 1..=9999.
    pub value: u16,
}

impl Component {
    /// A component; `shape` must be simple.
    pub const fn new(shape: Shape, value: u16) -> Component {
        Component { shape, value }
    }

    pub(crate) const fn pack(self) -> u16 {
        ((self.shape as u16) << 14) | self.value
    }

    pub(crate) const fn unpack(bits: u16) -> Component {
        let shape = match bits >> 14 {
            0 => Shape::Round,
            1 => Shape::Triangle,
            _ => Shape::Square,
        };
        Component { shape, value: bits & 0x3fff }
    }
}

/// A piece with its colour: a simple piece, or a pyramid (a stack of components, base first).
///
/// ```
/// use rithmomachia::{Color, Component, Piece, Shape};
/// let p = Piece::pyramid(Color::White, &[Component::new(Shape::Square, 36), Component::new(Shape::Round, 1)]).unwrap();
/// assert_eq!(p.total(), 37);
/// assert_eq!(p.to_string(), "P(S36C1)");
/// assert_eq!(Piece::simple(Color::Black, Shape::Triangle, 30).to_string(), "t30");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Owner.
    pub color: Color,
    pyramid: bool,
    len: u8,
    parts: [Component; MAX_PARTS],
}

impl Piece {
    /// A simple piece (`shape` must not be [`Shape::Pyramid`]).
    pub const fn simple(color: Color, shape: Shape, value: u16) -> Piece {
        let mut parts = [Component { shape: Shape::Round, value: 0 }; MAX_PARTS];
        parts[0] = Component { shape, value };
        Piece { color, pyramid: false, len: 1, parts }
    }

    /// A pyramid of 1 to 8 components, base first; `None` when empty or too tall.
    pub fn pyramid(color: Color, components: &[Component]) -> Option<Piece> {
        if components.is_empty() || components.len() > MAX_PARTS {
            return None;
        }
        let mut parts = [Component { shape: Shape::Round, value: 0 }; MAX_PARTS];
        parts[..components.len()].copy_from_slice(components);
        Some(Piece { color, pyramid: true, len: components.len() as u8, parts })
    }

    /// Is this a pyramid (even one reduced to one component)?
    pub const fn is_pyramid(&self) -> bool {
        self.pyramid
    }

    /// The shape: a simple shape, or [`Shape::Pyramid`].
    pub const fn shape(&self) -> Shape {
        if self.pyramid {
            Shape::Pyramid
        } else {
            self.parts[0].shape
        }
    }

    /// The components, base first (one for a simple piece).
    pub fn parts(&self) -> &[Component] {
        &self.parts[..self.len as usize]
    }

    /// The value: a simple piece's number, a pyramid's total.
    pub fn total(&self) -> u32 {
        self.parts().iter().map(|c| c.value as u32).sum()
    }

    /// The same piece with the other owner (a prisoner re-entering).
    pub fn flipped(mut self) -> Piece {
        self.color = self.color.opposite();
        self
    }
}

fn write_component(f: &mut fmt::Formatter<'_>, color: Color, c: Component) -> fmt::Result {
    let letter = c.shape.letter();
    let letter = if color == Color::White { letter } else { letter.to_ascii_lowercase() };
    write!(f, "{}{}", letter, c.value)
}

/// Notation token: `C16`, `t30`, `P(S36S25T16T9C4C1)`.
impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pyramid {
            f.write_str(if self.color == Color::White { "P(" } else { "p(" })?;
            for &c in self.parts() {
                write_component(f, self.color, c)?;
            }
            f.write_str(")")
        } else {
            write_component(f, self.color, self.parts[0])
        }
    }
}

/// Number of decimal digits of a value (the count De Lite and Proceeds use).
pub fn digit_count(value: u32) -> u32 {
    value.max(1).ilog10() + 1
}

/// Sum of the decimal digits of a value (the sum `simplified`'s Honore Liteque uses).
pub fn digit_sum(mut value: u32) -> u32 {
    let mut sum = 0;
    while value > 0 {
        sum += value % 10;
        value /= 10;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn component_packing_round_trips() {
        for shape in Shape::SIMPLE {
            for value in [1, 2, 45, 9999] {
                let c = Component::new(shape, value);
                assert_eq!(Component::unpack(c.pack()), c);
            }
        }
    }

    #[test]
    fn digits() {
        assert_eq!(digit_count(9), 1);
        assert_eq!(digit_count(10), 2);
        assert_eq!(digit_count(361), 3);
        assert_eq!(digit_sum(361), 10);
    }

    #[test]
    fn pyramid_limits() {
        assert!(Piece::pyramid(Color::White, &[]).is_none());
        assert!(Piece::pyramid(Color::White, &[Component::new(Shape::Round, 1); 9]).is_none());
        let p = Piece::pyramid(Color::Black, &[Component::new(Shape::Square, 64), Component::new(Shape::Round, 16)])
            .unwrap();
        assert_eq!(p.shape(), Shape::Pyramid);
        assert_eq!(p.total(), 80);
        assert_eq!(p.flipped().to_string(), "P(S64C16)");
    }
}
