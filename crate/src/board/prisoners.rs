//! [`Prisoners`]: the pieces one side has captured, in capture order.

use crate::rules::{Condition, Measure};
use crate::vocab::piece::{digit_count, digit_sum, Color, Component, Piece};

/// One bit per decimal digit of `value`.
fn digit_bits(mut value: u32) -> u16 {
    let mut bits = 0;
    loop {
        bits |= 1 << (value % 10);
        value /= 10;
        if value == 0 {
            return bits;
        }
    }
}

/// What a list of prisoners adds up to, in every measure a common victory may count. Kept
/// running by [`Prisoners`]; the evaluation adds the victims of pending captures to a copy.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, Debug)]
pub struct Figures {
    /// Captured pieces, each pyramid component counted as one.
    pub pieces: u32,
    /// Total captured value.
    pub value: u32,
    /// Number of decimal digits on the captured pieces.
    pub digits: u32,
    /// Sum of all the digits on the captured pieces.
    pub digit_sum: u32,
    /// One bit per decimal digit that appears on a captured piece.
    pub digit_set: u16,
}

impl Figures {
    /// Count one more captured piece (each pyramid component as one).
    pub fn add(&mut self, piece: &Piece) {
        for c in piece.parts() {
            self.add_value(u32::from(c.value));
        }
    }

    /// These figures with `piece` captured too.
    pub fn plus(mut self, piece: &Piece) -> Figures {
        self.add(piece);
        self
    }

    fn add_value(&mut self, v: u32) {
        self.pieces += 1;
        self.value += v;
        self.digits += digit_count(v);
        self.digit_sum += digit_sum(v);
        self.digit_set |= digit_bits(v);
    }

    /// The figure a common victory measures; `agreed` is the agreed digit set for
    /// [`Measure::DigitSet`] (how many of those digits appear).
    pub fn figure(&self, measure: Measure, agreed: u16) -> u32 {
        match measure {
            Measure::Pieces => self.pieces,
            Measure::Value => self.value,
            Measure::Digits => self.digits,
            Measure::DigitSum => self.digit_sum,
            Measure::DigitSet => (self.digit_set & agreed).count_ones(),
        }
    }
}

/// Room for prisoner entries (components plus one header per whole pyramid), per side.
pub const PRISONER_CAPACITY: usize = 256;

const PYRAMID_HEADER: u16 = 3 << 14;

/// The pieces one side holds captive, with running figures for the common victories.
///
/// Stored inline (no allocation): each simple piece is one packed entry; a whole pyramid is a
/// header entry followed by its components. Entries past the ones in use are always 0, so a
/// copy into another list ([`Clone::clone_from`], what a search does at every node) copies only
/// the entries either list uses.
#[derive(PartialEq, Eq, Hash, Debug)]
pub struct Prisoners {
    /// The colour of the captive pieces.
    color: Color,
    len: u16,
    entries: [u16; PRISONER_CAPACITY],
    figures: Figures,
    /// Known to make no common victory under the rules in force (set by the victory judge,
    /// cleared by any change of the list): a cache, not part of what the list is.
    no_common: NoCommon,
}

/// Whether a list of prisoners is known to make no common victory; equal and hashed as
/// nothing, so two lists of the same pieces are the same whatever the judge has seen.
#[derive(Copy, Clone, Default, Debug)]
struct NoCommon(bool);

derived_in_eq_and_hash!(NoCommon);

impl Clone for Prisoners {
    fn clone(&self) -> Prisoners {
        let mut out = Prisoners::new(self.color);
        out.clone_from(self);
        out
    }

    fn clone_from(&mut self, source: &Prisoners) {
        // (Every field named: one added later must be copied here too.)
        let Prisoners { color, len, entries, figures, no_common } = source;
        let n = usize::from(self.len.max(*len));
        self.entries[..n].copy_from_slice(&entries[..n]);
        self.color = *color;
        self.len = *len;
        self.figures = *figures;
        self.no_common = *no_common;
    }
}

impl Prisoners {
    /// No prisoners of `color`.
    pub fn new(color: Color) -> Prisoners {
        Prisoners {
            color,
            len: 0,
            entries: [0; PRISONER_CAPACITY],
            figures: Figures::default(),
            no_common: NoCommon(false),
        }
    }

    /// Number of entries a piece takes.
    pub fn entries_for(piece: &Piece) -> usize {
        piece.parts().len() + usize::from(piece.is_pyramid())
    }

    /// Entries in use.
    pub fn used(&self) -> usize {
        self.len as usize
    }

    /// Add a captured piece. Returns false (and adds nothing) when there is no room.
    pub fn push(&mut self, piece: &Piece) -> bool {
        let need = Prisoners::entries_for(piece);
        if self.len as usize + need > PRISONER_CAPACITY {
            return false;
        }
        if piece.is_pyramid() {
            self.entries[self.len as usize] = PYRAMID_HEADER | piece.parts().len() as u16;
            self.len += 1;
        }
        for c in piece.parts() {
            self.entries[self.len as usize] = c.pack();
            self.len += 1;
        }
        self.figures.add(piece);
        self.no_common = NoCommon(false);
        true
    }

    /// The prisoners in capture order, as pieces of their original colour.
    pub fn iter(&self) -> PrisonerIter<'_> {
        PrisonerIter { prisoners: self, at: 0 }
    }

    /// Captured pieces, each pyramid component counted as one.
    pub fn pieces(&self) -> u32 {
        self.figures.pieces
    }

    /// Total captured value.
    pub fn value(&self) -> u32 {
        self.figures.value
    }

    /// Number of decimal digits on the captured pieces.
    pub fn digits(&self) -> u32 {
        self.figures.digits
    }

    /// Sum of all the digits on the captured pieces.
    pub fn digit_sum(&self) -> u32 {
        self.figures.digit_sum
    }

    /// Take one component `c` out of the list (a prisoner re-entering): the first simple piece
    /// equal to it in capture order, or else that component of the first pyramid prisoner
    /// holding it. False when no prisoner holds it.
    pub fn remove_component(&mut self, c: Component) -> bool {
        let mut pieces: Vec<Piece> = self.iter().collect();
        let simple = pieces.iter().position(|p| !p.is_pyramid() && p.parts()[0] == c);
        match simple {
            Some(i) => {
                pieces.remove(i);
            }
            None => {
                let Some(i) = pieces.iter().position(|p| p.is_pyramid() && p.parts().contains(&c)) else {
                    return false;
                };
                let mut parts = pieces[i].parts().to_vec();
                if let Some(k) = parts.iter().position(|x| *x == c) {
                    parts.remove(k);
                }
                match Piece::pyramid(self.color, &parts) {
                    Some(rest) => pieces[i] = rest,
                    None => {
                        pieces.remove(i);
                    }
                }
            }
        }
        let mut rebuilt = Prisoners::new(self.color);
        for piece in &pieces {
            rebuilt.push(piece);
        }
        *self = rebuilt;
        true
    }

    /// The distinct components that could re-enter, in capture order (a pyramid prisoner
    /// offers each of its components).
    pub fn components(&self) -> Vec<Component> {
        let mut out: Vec<Component> = Vec::new();
        self.components_into(&mut out);
        out
    }

    /// [`Prisoners::components`] into a buffer the caller reuses (cleared first).
    pub(crate) fn components_into(&self, out: &mut Vec<Component>) {
        out.clear();
        for &e in &self.entries[..self.len as usize] {
            if e >> 14 == PYRAMID_HEADER >> 14 {
                continue;
            }
            let c = Component::unpack(e);
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }

    /// Does the list hold component `c`, alone or in a pyramid?
    pub(crate) fn holds(&self, c: Component) -> bool {
        self.entries[..self.len as usize].iter().any(|&e| e >> 14 != PYRAMID_HEADER >> 14 && Component::unpack(e) == c)
    }

    /// The running figures the common victories measure.
    pub fn figures(&self) -> Figures {
        self.figures
    }

    /// The figure a common victory measures; see [`Figures::figure`].
    pub fn figure(&self, measure: Measure, agreed: u16) -> u32 {
        self.figures.figure(measure, agreed)
    }

    /// Does the list meet every condition of a common victory?
    pub fn meets(&self, conditions: &[Condition], agreed: u16) -> bool {
        conditions.iter().all(|c| {
            let x = self.figure(c.measure, agreed);
            if c.at_least {
                x >= c.threshold
            } else {
                x <= c.threshold
            }
        })
    }

    /// Is the list known to make no common victory (judged so since its last change)?
    pub(crate) fn known_no_common(&self) -> bool {
        self.no_common.0
    }

    /// The victory judge found no common victory in the list as it is: until the list changes,
    /// [`Prisoners::known_no_common`] says so (the rules of a game never change).
    pub(crate) fn judged_no_common(&mut self) {
        self.no_common = NoCommon(true);
    }

    /// Is the list empty?
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Iterator over [`Prisoners`].
pub struct PrisonerIter<'a> {
    prisoners: &'a Prisoners,
    at: usize,
}

impl Iterator for PrisonerIter<'_> {
    type Item = Piece;
    fn next(&mut self) -> Option<Piece> {
        let p = self.prisoners;
        if self.at >= p.len as usize {
            return None;
        }
        let e = p.entries[self.at];
        if e >> 14 == 3 {
            let n = (e & 0x3fff) as usize;
            let start = self.at + 1;
            let end = (start + n).min(p.len as usize);
            let parts: Vec<Component> = p.entries[start..end].iter().map(|&x| Component::unpack(x)).collect();
            self.at = end;
            Piece::pyramid(p.color, &parts)
        } else {
            self.at += 1;
            let c = Component::unpack(e);
            Some(Piece::simple(p.color, c.shape, c.value))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::piece::Shape;

    #[test]
    fn the_judges_mark_lasts_until_the_list_changes_and_is_not_part_of_it() {
        let mut p = Prisoners::new(Color::Black);
        assert!(!p.known_no_common());
        p.judged_no_common();
        assert!(p.known_no_common());
        // The same pieces, judged or not, are the same list.
        assert_eq!(p, Prisoners::new(Color::Black));
        let hash = |p: &Prisoners| {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            p.hash(&mut h);
            h.finish()
        };
        assert_eq!(hash(&p), hash(&Prisoners::new(Color::Black)));
        assert!(p.push(&Piece::simple(Color::Black, Shape::Round, 9)));
        assert!(!p.known_no_common(), "a capture clears it");
        p.judged_no_common();
        assert!(p.remove_component(Component::new(Shape::Round, 9)));
        assert!(!p.known_no_common(), "a prisoner re-entering clears it");
    }

    /// A copy into a list that held more (or fewer) entries is the source list, equal and
    /// hashed alike: it fails when the copy leaves the longer list's entries past the source's.
    #[test]
    fn a_copy_into_another_list_is_that_list() {
        use std::hash::{BuildHasher, RandomState};
        let list = |values: &[u16]| {
            let mut p = Prisoners::new(Color::Black);
            for &v in values {
                assert!(p.push(&Piece::simple(Color::Black, Shape::Round, v)));
            }
            p
        };
        let (short, long) = (list(&[4]), list(&[9, 16, 25, 36]));
        let hasher = RandomState::new();
        for (into, from) in [(&long, &short), (&short, &long), (&short, &short)] {
            let mut copy = into.clone();
            copy.clone_from(from);
            assert_eq!(&copy, from);
            assert_eq!(hasher.hash_one(&copy), hasher.hash_one(from));
            assert_eq!(copy.iter().collect::<Vec<_>>(), from.iter().collect::<Vec<_>>());
        }
    }

    #[test]
    fn figures_and_order() {
        let mut p = Prisoners::new(Color::Black);
        assert!(p.push(&Piece::simple(Color::Black, Shape::Triangle, 30)));
        let pyr = Piece::pyramid(Color::Black, &[Component::new(Shape::Square, 64), Component::new(Shape::Round, 16)])
            .unwrap();
        assert!(p.push(&pyr));
        assert!(p.push(&Piece::simple(Color::Black, Shape::Round, 9)));
        assert_eq!((p.pieces(), p.value(), p.digits(), p.digit_sum()), (4, 119, 7, 3 + 10 + 7 + 9));
        // Digits present: 3 0 6 4 1 9; agreed {1, 2, 3}: two of them.
        assert_eq!(p.figure(Measure::DigitSet, 0b1110), 2);
        let tokens: Vec<String> = p.iter().map(|x| x.to_string()).collect();
        assert_eq!(tokens, ["t30", "p(s64c16)", "c9"]);
    }

    #[test]
    fn a_component_leaves_the_list() {
        let mut p = Prisoners::new(Color::Black);
        let pyr = Piece::pyramid(Color::Black, &[Component::new(Shape::Square, 64), Component::new(Shape::Round, 16)])
            .unwrap();
        p.push(&Piece::simple(Color::Black, Shape::Triangle, 30));
        p.push(&pyr);
        p.push(&Piece::simple(Color::Black, Shape::Round, 16));
        assert_eq!(
            p.components(),
            [Component::new(Shape::Triangle, 30), Component::new(Shape::Square, 64), Component::new(Shape::Round, 16)]
        );
        // The simple c16 goes first, then the pyramid's.
        assert!(p.remove_component(Component::new(Shape::Round, 16)));
        assert_eq!(p.iter().map(|x| x.to_string()).collect::<Vec<_>>(), ["t30", "p(s64c16)"]);
        assert!(p.remove_component(Component::new(Shape::Round, 16)));
        assert!(p.remove_component(Component::new(Shape::Square, 64)));
        assert_eq!(p.iter().map(|x| x.to_string()).collect::<Vec<_>>(), ["t30"]);
        assert_eq!((p.pieces(), p.value()), (1, 30));
        assert!(!p.remove_component(Component::new(Shape::Square, 64)));
    }

    #[test]
    fn capacity_is_enforced() {
        let mut p = Prisoners::new(Color::White);
        let c = Piece::simple(Color::White, Shape::Round, 2);
        for _ in 0..PRISONER_CAPACITY {
            assert!(p.push(&c));
        }
        assert!(!p.push(&c));
        assert_eq!(p.used(), PRISONER_CAPACITY);
    }
}
