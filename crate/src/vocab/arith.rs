//! Arithmetic the rules are made of: progressions of three values.

use std::fmt;

/// A kind of progression on three values a < b < c.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Progression {
    /// b − a = c − b (e.g. 16 36 56).
    Arithmetic,
    /// b² = a·c (e.g. 4 12 36).
    Geometric,
    /// b·(a + c) = 2·a·c (e.g. 4 6 12).
    Harmonic,
}

impl Progression {
    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            Progression::Arithmetic => "arithmetic",
            Progression::Geometric => "geometric",
            Progression::Harmonic => "harmonic",
        }
    }

    /// The kind of progression three values form, in any order, if any. Values must be
    /// distinct: no kind holds on a repeated value.
    ///
    /// ```
    /// use rithmomachia::Progression;
    /// assert_eq!(Progression::of(56, 16, 36), Some(Progression::Arithmetic));
    /// assert_eq!(Progression::of(4, 12, 36), Some(Progression::Geometric));
    /// assert_eq!(Progression::of(4, 6, 12), Some(Progression::Harmonic));
    /// assert_eq!(Progression::of(4, 6, 9), Some(Progression::Geometric));
    /// assert_eq!(Progression::of(5, 5, 5), None);
    /// assert_eq!(Progression::of(2, 3, 5), None);
    /// ```
    pub fn of(x: u32, y: u32, z: u32) -> Option<Progression> {
        let mut v = [x as u64, y as u64, z as u64];
        super::sort_by_key(&mut v, |&x| x);
        let [a, b, c] = v;
        if a == b || b == c {
            return None;
        }
        if b - a == c - b {
            Some(Progression::Arithmetic)
        } else if b * b == a * c {
            Some(Progression::Geometric)
        } else if b * (a + c) == 2 * a * c {
            Some(Progression::Harmonic)
        } else {
            None
        }
    }
}

impl Progression {
    /// Its message key for the page (`progression.arithmetic`, …).
    pub const fn key(self) -> &'static str {
        match self {
            Progression::Arithmetic => "progression.arithmetic",
            Progression::Geometric => "progression.geometric",
            Progression::Harmonic => "progression.harmonic",
        }
    }
}

impl fmt::Display for Progression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
