//! Captures: the methods, the arithmetic that justifies each capture, and the three capture
//! modes that decide when they are made.
//!
//! Layer 3, captures. This file holds what a capture is ([`Capture`], its [`Method`] and its
//! [`Reason`]); the folder, bottom to top:
//!
//! - [`values`]: the values attackers count with, who reaches a victim, the arithmetic;
//! - [`replace`]: assault and sally by replacement;
//! - [`methods`]: every other capture method, one named function each;
//! - [`judge`]: one victim judged by every method the rules enable; [`pending`]: which pieces
//!   their enemy could take now, kept up to date move by move;
//! - [`choices`]: what the mover may choose to take at one moment; [`offer`]: a turn on
//!   offer with the captures it may take; [`turns`]: the turns on offer;
//! - the three capture modes behind one interface ([`mode`]): [`automatic`], [`chosen`],
//!   [`landing`]; [`play`] calls the one the rules name.

pub mod automatic;
pub mod choices;
pub mod chosen;
pub mod index;
pub mod judge;
pub mod landing;
pub mod methods;
pub mod mode;
pub mod offer;
pub mod pending;
pub mod play;
pub mod replace;
pub mod turns;
pub mod values;

use std::fmt;

use crate::vocab::words::{Say, Word};

use serde::Serialize;

use crate::board::moves::Target;
use crate::vocab::arith::Progression;
use crate::vocab::cell::CellSet;
use crate::vocab::piece::Piece;

/// A way of capturing.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Surrounded on every orthogonal, or every diagonal, side.
    Siege,
    /// Reached by a piece of the same value.
    Equality,
    /// Reached by two pieces whose values combine to the victim's.
    Ambush,
    /// On a line with a piece whose value times or divided by the distance is the victim's.
    Eruption,
    /// Reached by a piece of the same value (`boissiere`'s name for equality).
    Encounter,
    /// On a line with n empty cells between: attacker × n or ÷ n (`boissiere`); or equal value
    /// by replacement (`simplified`).
    Assault,
    /// The victim's value is a power of the attacker's, or the attacker's of the victim's.
    Power,
    /// The victim and two attackers form a progression.
    Progression,
    /// The victim cannot move, blocked by the mover's pieces among others.
    Imprisonment,
    /// x cells away on a clear line: attacker × x = victim, by replacement (`simplified`).
    Sally,
    /// `ludii`: taken by the piece landing on it, Ludii's arithmetic allowing (with the move's
    /// length or a helper's value).
    Landing,
    /// `ludii`: removed as a whole turn, every move of it being blocked by the mover's pieces.
    Encirclement,
}

impl Method {
    /// Report order: when several methods apply, the first is named.
    pub const ALL: [Method; 12] = [
        Method::Siege,
        Method::Equality,
        Method::Encounter,
        Method::Ambush,
        Method::Eruption,
        Method::Assault,
        Method::Power,
        Method::Progression,
        Method::Imprisonment,
        Method::Sally,
        Method::Landing,
        Method::Encirclement,
    ];

    /// The method's id.
    pub const fn id(self) -> &'static str {
        match self {
            Method::Siege => "siege",
            Method::Equality => "equality",
            Method::Ambush => "ambush",
            Method::Eruption => "eruption",
            Method::Encounter => "encounter",
            Method::Assault => "assault",
            Method::Power => "power",
            Method::Progression => "progression",
            Method::Imprisonment => "imprisonment",
            Method::Sally => "sally",
            Method::Landing => "landing",
            Method::Encirclement => "encirclement",
        }
    }

    /// The method's message key for the page (`method.siege`, see [`crate::words`]).
    pub const fn key(self) -> &'static str {
        match self {
            Method::Siege => "method.siege",
            Method::Equality => "method.equality",
            Method::Ambush => "method.ambush",
            Method::Eruption => "method.eruption",
            Method::Encounter => "method.encounter",
            Method::Assault => "method.assault",
            Method::Power => "method.power",
            Method::Progression => "method.progression",
            Method::Imprisonment => "method.imprisonment",
            Method::Sally => "method.sally",
            Method::Landing => "method.landing",
            Method::Encirclement => "method.encirclement",
        }
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A set of methods.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct MethodSet(u16);

impl MethodSet {
    /// No method.
    pub const EMPTY: MethodSet = MethodSet(0);

    /// Does the set hold `m`?
    pub fn contains(self, m: Method) -> bool {
        self.0 & m.bit() != 0
    }

    /// Add `m`.
    pub fn insert(&mut self, m: Method) {
        self.0 |= m.bit();
    }

    /// Is the set empty?
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The methods in report order.
    pub fn iter(self) -> impl Iterator<Item = Method> {
        Method::ALL.into_iter().filter(move |m| self.contains(*m))
    }

    /// The first method in report order.
    pub fn first(self) -> Option<Method> {
        self.iter().next()
    }
}

/// An arithmetic operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Op {
    /// +
    Sum,
    /// −
    Difference,
    /// ×
    Product,
    /// ÷
    Quotient,
}

impl Op {
    const fn symbol(self) -> &'static str {
        match self {
            Op::Sum => "+",
            Op::Difference => "−",
            Op::Product => "×",
            Op::Quotient => "÷",
        }
    }

    /// `a op b` when the operation applies exactly; differences and quotients take the larger
    /// operand first, quotients only when they divide evenly.
    pub fn apply(self, a: u32, b: u32) -> Option<u64> {
        let (a, b) = (a as u64, b as u64);
        match self {
            Op::Sum => Some(a + b),
            Op::Difference => Some(a.abs_diff(b)),
            Op::Product => Some(a * b),
            Op::Quotient => {
                let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
                (lo != 0 && hi % lo == 0).then(|| hi / lo)
            }
        }
    }
}

/// Which value of the victim a `ludii` landing test read.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum StackValue {
    /// A lone piece: its value.
    Piece,
    /// The bottom piece of a stack (Ludii's `level:0`).
    Bottom,
    /// The top piece of a stack.
    Top,
}

/// The arithmetic (or geometry) that justifies a capture.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// Every on-board neighbour on the orthogonals (or the diagonals) is the mover's.
    Siege {
        /// Diagonal neighbours rather than orthogonal ones.
        diagonal: bool,
    },
    /// The attacker's value equals the victim's.
    Equality {
        /// The common value.
        value: u32,
    },
    /// Two attackers: `a op b = result` (a is the larger for − and ÷).
    Ambush {
        /// First operand.
        a: u32,
        /// Second operand.
        b: u32,
        /// The operation.
        op: Op,
        /// The victim's value.
        result: u32,
    },
    /// Assault by replacement (`simplified`): the attacker's value equals the value matched.
    Assault {
        /// The common value.
        value: u32,
        /// Which value of the victim it matched.
        part: Part,
    },
    /// Sally by replacement (`simplified`): `value × distance = result`, the distance counting
    /// both end cells.
    Sally {
        /// The attacker's value.
        value: u32,
        /// Cells from attacker to victim, both ends counted (adjacent = 2).
        distance: u32,
        /// The value matched.
        result: u32,
        /// Which value of the victim it matched.
        part: Part,
    },
    /// Ambush by adjacency (`simplified`): the values of two or more neighbours of the victim,
    /// each below the result, added or multiplied.
    Adjacent {
        /// [`Op::Sum`] or [`Op::Product`].
        op: Op,
        /// The attackers' values, in the attackers' cell order.
        operands: Values,
        /// The value matched.
        result: u32,
        /// Which value of the victim it matched.
        part: Part,
    },
    /// A siege whose besiegers none of the opponent's pieces could take by assault or sally once
    /// the besieged piece is gone (`simplified`).
    SafeSiege {
        /// The besieging cells.
        besiegers: CellSet,
    },
    /// An attacker at `distance`: `value × distance` or `value ÷ distance` is the victim's.
    Eruption {
        /// The attacker's value.
        value: u32,
        /// The distance, counted as the rules say.
        distance: u32,
        /// [`Op::Product`] or [`Op::Quotient`].
        op: Op,
        /// The victim's value.
        result: u32,
    },
    /// `ludii`, landing with the move's length: `victim = value × distance` or
    /// `victim = value ÷ distance` in integer division (rounded down).
    LandingDistance {
        /// The victim's value read (its bottom piece's for a stack).
        victim: u32,
        /// Which value of the victim.
        part: StackValue,
        /// The moving stack's value at the level Ludii reads (0 when that level is empty).
        value: u32,
        /// The move's length (1 for a round, 2 for a triangle, 3 for a square).
        distance: u32,
        /// [`Op::Product`] or [`Op::Quotient`].
        op: Op,
    },
    /// `ludii`, landing with a helper: `victim = a op b` (integer division for ÷, rounded down;
    /// the larger value first for −).
    LandingHelper {
        /// The victim's value read (bottom piece, or top piece for ÷).
        victim: u32,
        /// Which value of the victim.
        part: StackValue,
        /// First operand.
        a: u32,
        /// Second operand.
        b: u32,
        /// The operation.
        op: Op,
    },
    /// `ludii` encirclement: every destination of the piece's own move pattern holds one of the
    /// capturer's pieces.
    Encirclement {
        /// How many destinations it has, all held.
        held: u8,
    },
    /// Assault (`boissiere`): on one rank, file or diagonal with `cells` empty cells strictly
    /// between, the victim's value is the attacker's times `cells`, or the attacker's divided by
    /// `cells`; shown as the ratio of the two values: "12 ÷ 6 = 2 (2 empty cells)".
    LineAssault {
        /// The attacking value.
        attacker: u32,
        /// The victim's value.
        victim: u32,
        /// The number of empty cells between them.
        cells: u32,
    },
    /// Power: `result = base ^ exponent` (exponent ≥ 2), one of them the attacker's value and
    /// the other the victim's: "81 = 3^4".
    Power {
        /// The root.
        base: u32,
        /// The exponent, at least 2.
        exponent: u32,
        /// The power.
        result: u32,
    },
    /// Progression: the victim and two attackers, sorted, form a progression of `kind`:
    /// "15-20-25 arithmetic".
    Progression {
        /// The three values, smallest first.
        values: [u32; 3],
        /// Arithmetic, geometric or harmonic.
        kind: Progression,
    },
    /// Imprisonment: the victim has no regular move; the pieces on the middle or destination
    /// cells of its moves: "no move: blocked by e4, f5".
    Imprisonment {
        /// Every piece (of either side) that stands in the way of one of its regular moves.
        blockers: CellSet,
    },
}

/// Up to eight values (the operands of an adjacent ambush; a pyramid's layers), stored inline.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Values {
    len: u8,
    items: [u32; 8],
}

impl Values {
    /// No value.
    pub const EMPTY: Values = Values { len: 0, items: [0; 8] };

    /// The values of `list` (the first eight).
    pub fn of(list: &[u32]) -> Values {
        let mut v = Values::EMPTY;
        for &x in list.iter().take(8) {
            v.push(x);
        }
        v
    }

    /// Add a value (ignored beyond eight).
    pub fn push(&mut self, x: u32) {
        if (self.len as usize) < self.items.len() {
            self.items[self.len as usize] = x;
            self.len += 1;
        }
    }

    /// The values as a slice.
    pub fn as_slice(&self) -> &[u32] {
        &self.items[..self.len as usize]
    }
}

/// Which value of the victim a capture matched (`simplified`'s pyramid rules).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Part {
    /// Its value: a simple piece's, a pyramid's total, or the component taken alone.
    Value,
    /// A pyramid's base component, the pyramid falling whole or the base alone.
    Base,
    /// The sum of these components of a pyramid (two or more, not all), taken together.
    Layers(Values),
}

/// The reason in English (the page's words, [`crate::vocab::english`]; not in the wasm).
#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.say().fmt(f)
    }
}

impl Part {
    /// The note for the page, if the capture matched more than the piece's value.
    fn say(&self) -> Option<Say> {
        match self {
            Part::Value => None,
            Part::Base => Some(Say::new("part.base")),
            Part::Layers(layers) => {
                let parts: Vec<String> = layers.as_slice().iter().map(|v| v.to_string()).collect();
                Some(Say::new("part.layers").text("layers", parts.join(" + ")))
            }
        }
    }
}

impl StackValue {
    fn word(self) -> Word {
        match self {
            StackValue::Piece => Word::Text(String::new()),
            StackValue::Bottom => Word::Term { t: "stack.bottom" },
            StackValue::Top => Word::Term { t: "stack.top" },
        }
    }
}

impl Reason {
    /// The reason as a language-neutral sentence ([`crate::words`]): `16 = 16`, `30 + 15 =
    /// 45`, "besieged on every orthogonal side", …
    pub fn say(&self) -> Say {
        let math = |text: String| Say::new("why.math").text("math", text);
        let with_part = |s: Say, part: &Part| match part.say() {
            None => s,
            Some(p) => Say::new("why.part").say("why", s).say("part", p),
        };
        let rounded = |op: Op, a: u32, b: u32| {
            if op == Op::Quotient && b != 0 && a % b != 0 {
                Word::Term { t: "why.rounded" }
            } else {
                Word::Text(String::new())
            }
        };
        match *self {
            Reason::Assault { value, part } => with_part(math(format!("{value} = {value}")), &part),
            Reason::Sally { value, distance, result, part } => with_part(
                Say::new("why.sally").num("value", value).num("distance", distance).num("result", result),
                &part,
            ),
            Reason::Adjacent { op, operands, result, part } => {
                let values: Vec<String> = operands.as_slice().iter().map(|v| v.to_string()).collect();
                with_part(math(format!("{} = {result}", values.join(&format!(" {} ", op.symbol())))), &part)
            }
            Reason::SafeSiege { besiegers } => {
                let cells: Vec<String> = besiegers.iter().map(|c| c.to_string()).collect();
                Say::new("why.safeSiege").text("cells", cells.join(" "))
            }
            Reason::Siege { diagonal } => Say::new(if diagonal { "why.siege.diag" } else { "why.siege.orth" }),
            Reason::Equality { value } => math(format!("{value} = {value}")),
            Reason::Ambush { a, b, op, result } => math(format!("{a} {} {b} = {result}", op.symbol())),
            Reason::Eruption { value, distance, op, result } => {
                math(format!("{value} {} {distance} = {result}", op.symbol()))
            }
            Reason::LandingDistance { victim, part, value, distance, op } => Say::new("why.landing")
                .num("victim", victim)
                .word("stack", part.word())
                .text("math", format!("{value} {} {distance}", op.symbol()))
                .word("rounded", rounded(op, value, distance))
                .num("distance", distance),
            Reason::LandingHelper { victim, part, a, b, op } => Say::new("why.landingHelper")
                .num("victim", victim)
                .word("stack", part.word())
                .text("math", format!("{a} {} {b}", op.symbol()))
                .word("rounded", rounded(op, a, b)),
            Reason::Encirclement { held } => Say::new("why.encircled").num("n", held),
            Reason::LineAssault { attacker, victim, cells } => {
                let (hi, lo) = if victim >= attacker { (victim, attacker) } else { (attacker, victim) };
                Say::new("why.lineAssault").text("math", format!("{hi} ÷ {lo} = {cells}")).num("n", cells)
            }
            Reason::Power { base, exponent, result } => math(format!("{result} = {base}^{exponent}")),
            Reason::Progression { values: [a, b, c], kind } => {
                Say::new("why.progression").text("values", format!("{a}-{b}-{c}")).term("kind", kind.key())
            }
            Reason::Imprisonment { blockers } => {
                let cells: Vec<String> = blockers.iter().map(|c| c.to_string()).collect();
                Say::new("why.imprisoned").text("cells", cells.join(", "))
            }
        }
    }
}

/// One piece (or pyramid component) taken, with why.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Capture {
    /// Where, and which component when one falls alone.
    pub target: Target,
    /// What becomes a prisoner: a simple piece, a component as a simple piece, or a whole pyramid.
    pub victim: Piece,
    /// The method reported (the first that applies in the order siege, equality, ambush, eruption).
    pub method: Method,
    /// Every method that applies.
    pub methods: MethodSet,
    /// The attacking cells of the reported method.
    pub by: CellSet,
    /// The arithmetic of the reported method.
    pub reason: Reason,
}

impl Capture {
    /// Does one pyramid component fall alone?
    pub fn is_component(&self) -> bool {
        self.target.component.is_some()
    }
}
