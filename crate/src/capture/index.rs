//! The place of a move in the legal-move list where the player chooses captures, and the move
//! at a place, without listing the moves (a link's move code, docs/records.md).
//!
//! The list is the turns on offer in order ([`super::turns`]), each followed by its distinct
//! choices of captures in increasing order of their masks, a move written by an earlier offer
//! of the same action left out ([`super::chosen`]). An offer's moves are a product over the
//! cells: on each cell, nothing or one of the cell's sets (with what it takes before the move on
//! that cell). So are those an earlier offer writes, and the moves of an offer whose masks begin
//! with given bits. The moves of one offer before a mask are counted bit by bit over such
//! products, those of earlier offers taken out by inclusion and exclusion: the work grows with
//! the offers and the captures on offer, not with their subsets.

use crate::board::moves::{Move, Target};
use crate::board::state::State;
use crate::capture::offer::{sort_targets, Offer};
use crate::capture::turns::{before_offers, first_offers, shared, Wanted};
use crate::vocab::cell::Cell;

/// What indexing the moves of a position cost: the turns on offer built, and the moves looked
/// at one by one (only where many offers of one action write the same moves).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IndexWork {
    /// Turns on offer built.
    pub offers: usize,
    /// Moves walked one by one.
    pub walked: usize,
}

/// Whether an offer's moves are walked one by one rather than counted by inclusion and
/// exclusion over the `earlier` offers that write some of them. Walking looks at each of its
/// 2^choices masks against every earlier offer; the count looks at up to 2^earlier sets of
/// them for each of its choices. The cheaper is taken, so neither grows past the other.
fn walk(offer: &Offer, earlier: usize) -> bool {
    if earlier == 0 {
        return false;
    }
    let (choices, earlier) = (offer.choices.len() as i32, earlier as i32);
    let walking = 2f64.powi(choices) * f64::from(earlier + 1);
    let counting = 2f64.powi(earlier) * f64::from(choices + 1) * f64::from(earlier / 2 + 1);
    walking <= counting
}

/// What an offer may write on one cell: each list of targets (notation order) with the mask of
/// the choices writing it (0 for none chosen).
struct Slot {
    cell: Cell,
    all: u32,
    opts: Vec<(u32, Vec<Target>)>,
}

/// The moves of one offer, as a product over its cells (no cell listed: nothing taken there).
struct Product {
    slots: Vec<Slot>,
    /// Every choice's bit that belongs to a cell.
    all: u32,
}

impl Product {
    fn of(state: &State, offer: &Offer) -> Product {
        let mut slots: Vec<Slot> = offer
            .cells
            .iter()
            .map(|c| {
                let mut opts = vec![(0, Vec::new())];
                opts.extend(c.sets.iter().map(|s| (s.mask, s.targets.clone())));
                Slot { cell: c.cell, all: c.all, opts }
            })
            .collect();
        for b in &offer.before {
            let cell = b.target.cell;
            let at = match slots.iter().position(|s| s.cell == cell) {
                Some(at) => at,
                None => {
                    let at = slots.partition_point(|s| s.cell.index() < cell.index());
                    slots.insert(at, Slot { cell, all: 0, opts: vec![(0, Vec::new())] });
                    at
                }
            };
            for (_, targets) in &mut slots[at].opts {
                targets.push(b.target);
                sort_targets(state, targets);
            }
        }
        let all = slots.iter().fold(0, |m, s| m | s.all);
        Product { slots, all }
    }

    /// Does this offer write `targets` on `cell`?
    fn allows(&self, cell: Cell, targets: &[Target]) -> bool {
        match self.slots.iter().find(|s| s.cell == cell) {
            Some(slot) => slot.opts.iter().any(|(_, t)| t == targets),
            None => targets.is_empty(),
        }
    }

    /// Could `other` write a move of this offer? Not where it takes something (before the move)
    /// on a cell this offer leaves alone.
    fn may_meet(&self, other: &Product) -> bool {
        other
            .slots
            .iter()
            .all(|s| self.slots.iter().any(|m| m.cell == s.cell) || s.opts.iter().any(|(_, t)| t.is_empty()))
            && self.count(0, 0, &[other]) > 0
    }

    /// The moves of this offer whose masks agree with `target` on the bits of `fixed`, written
    /// by every offer of `with` too.
    fn count(&self, fixed: u32, target: u32, with: &[&Product]) -> u64 {
        if target & fixed & !self.all != 0 {
            return 0;
        }
        let mut total = 1u64;
        for slot in &self.slots {
            let want = target & fixed & slot.all;
            let n = slot
                .opts
                .iter()
                .filter(|(m, t)| m & fixed == want && with.iter().all(|o| o.allows(slot.cell, t)))
                .count();
            total = total.saturating_mul(n as u64);
            if total == 0 {
                break;
            }
        }
        total
    }

    /// The moves of this offer agreeing with `target` on `fixed` that no offer of `earlier`
    /// writes: inclusion and exclusion over `earlier`, a set of offers writing none of them
    /// together cut off with every larger set.
    fn new_count(&self, fixed: u32, target: u32, earlier: &[&Product]) -> u64 {
        let mut with: Vec<&Product> = Vec::with_capacity(earlier.len());
        let sum = i128::from(self.count(fixed, target, &with)) - self.shared_count(fixed, target, earlier, &mut with);
        u64::try_from(sum).unwrap_or(0)
    }

    /// The alternating sum over the sets of `with` and one or more of `earlier`: the moves
    /// `with` writes that one of `earlier` writes too.
    fn shared_count<'a>(&self, fixed: u32, target: u32, earlier: &[&'a Product], with: &mut Vec<&'a Product>) -> i128 {
        let mut sum = 0;
        for (i, &o) in earlier.iter().enumerate() {
            with.push(o);
            let n = i128::from(self.count(fixed, target, with));
            if n > 0 {
                sum += n - self.shared_count(fixed, target, &earlier[i + 1..], with);
            }
            with.pop();
        }
        sum
    }

    /// Is `mask` one of this offer's moves (on each cell nothing or one set), and is it new
    /// (written by none of `earlier`)?
    fn is_new(&self, mask: u32, earlier: &[&Product]) -> bool {
        if mask & !self.all != 0 {
            return false;
        }
        let mut parts: Vec<&[Target]> = Vec::with_capacity(self.slots.len());
        for slot in &self.slots {
            match slot.opts.iter().find(|(m, _)| *m == mask & slot.all) {
                Some((_, t)) => parts.push(t),
                None => return false,
            }
        }
        !earlier.iter().any(|o| self.slots.iter().zip(&parts).all(|(s, t)| o.allows(s.cell, t)))
    }
}

/// [`Product::is_new`] for many masks of one offer: which of each cell's options every earlier
/// offer writes, worked out once, so a mask is judged by bit tests (walking an offer looks at
/// up to 2^choices masks against every earlier offer).
struct Walker<'a> {
    product: &'a Product,
    /// Per earlier offer, per cell of the product: the options (bit i: `opts[i]`) it writes.
    allowed: Vec<u64>,
    /// The product has 1 to 128 cells (as a board has), each with at most 64 options;
    /// otherwise [`Product::is_new`] is asked.
    fits: bool,
}

impl<'a> Walker<'a> {
    fn new(product: &'a Product, earlier: &[&Product]) -> Walker<'a> {
        let fits = (1..=128).contains(&product.slots.len()) && product.slots.iter().all(|s| s.opts.len() <= 64);
        let mut allowed = Vec::new();
        if fits {
            for o in earlier {
                for slot in &product.slots {
                    let bits =
                        slot.opts
                            .iter()
                            .enumerate()
                            .fold(0u64, |b, (i, (_, t))| if o.allows(slot.cell, t) { b | 1 << i } else { b });
                    allowed.push(bits);
                }
            }
        }
        Walker { product, allowed, fits }
    }

    /// As [`Product::is_new`].
    fn is_new(&self, mask: u32, earlier: &[&Product]) -> bool {
        let p = self.product;
        if !self.fits {
            return p.is_new(mask, earlier);
        }
        if mask & !p.all != 0 {
            return false;
        }
        let mut picks = [0u64; 128];
        let n = p.slots.len();
        for (pick, slot) in picks.iter_mut().zip(&p.slots) {
            match slot.opts.iter().position(|(m, _)| *m == mask & slot.all) {
                Some(i) => *pick = 1 << i,
                None => return false,
            }
        }
        !self.allowed.chunks(n).any(|row| row.iter().zip(&picks[..n]).all(|(a, b)| a & b != 0))
    }
}

/// One turn on offer with what the move list keeps of it.
struct Entry {
    offer: Offer,
    product: Product,
    /// The earlier offers (indices) that may write some of its moves.
    earlier: Vec<usize>,
    /// Its moves in the list (those no earlier offer writes).
    count: u64,
}

/// The legal-move list of a position where the player chooses captures, as its turns on offer
/// with the number of moves each adds: a move's index and the move at an index, the list never
/// built.
pub(crate) struct MoveIndex {
    entries: Vec<Entry>,
    total: u64,
    work: IndexWork,
}

impl MoveIndex {
    /// Add the next offer; `check`: its moves may be written by earlier offers of its action.
    fn push(&mut self, state: &State, offer: Offer, check: bool) {
        self.work.offers += 1;
        let product = Product::of(state, &offer);
        let entries = &self.entries;
        let earlier: Vec<usize> = if check {
            (0..entries.len())
                .filter(|&i| entries[i].offer.action == offer.action && product.may_meet(&entries[i].product))
                .collect()
        } else {
            Vec::new()
        };
        let mut entry = Entry { offer, product, earlier, count: 0 };
        entry.count = count_before(&self.entries, &entry, u32::MAX, &mut self.work);
        self.total += entry.count;
        self.entries.push(entry);
    }

    /// The index of a position without moves (the game over).
    pub fn empty() -> MoveIndex {
        MoveIndex { entries: Vec::new(), total: 0, work: IndexWork::default() }
    }

    /// How many moves the list holds.
    pub fn len(&self) -> u64 {
        self.total
    }

    /// The work done so far.
    pub fn work(&self) -> IndexWork {
        self.work
    }

    /// The index of `mv` in the list, if it is there.
    pub fn index_of(&mut self, state: &State, mv: &Move) -> Option<u64> {
        let mut before = 0;
        for i in 0..self.entries.len() {
            let entry = &self.entries[i];
            if entry.offer.action == mv.action {
                if let Some(mask) = entry.offer.find(state, &mv.takes) {
                    return Some(before + count_before(&self.entries, entry, mask, &mut self.work));
                }
            }
            before += entry.count;
        }
        None
    }

    /// The move at `index` of the list, if the list is that long.
    pub fn move_at(&mut self, state: &State, index: u64) -> Option<Move> {
        let mut k = index;
        let at = self.entries.iter().position(|e| {
            let here = k < e.count;
            if !here {
                k -= e.count;
            }
            here
        })?;
        let entry = &self.entries[at];
        let earlier = earlier_of(&self.entries, entry);
        let p = &entry.product;
        let mut mask = 0u32;
        if walk(&entry.offer, earlier.len()) {
            let mut found = None;
            let mut walked = 0;
            let walker = Walker::new(p, &earlier);
            entry.offer.each(&mut |m| {
                if found.is_none() {
                    walked += 1;
                    if walker.is_new(m, &earlier) {
                        if k == 0 {
                            found = Some(m);
                        }
                        k = k.saturating_sub(1);
                    }
                }
            });
            self.work.walked += walked;
            mask = found?;
        } else {
            for b in (0..entry.offer.choices.len()).rev() {
                let zero = p.new_count(u32::MAX << b, mask, &earlier);
                if k >= zero {
                    k -= zero;
                    mask |= 1 << b;
                }
            }
        }
        Some(Move { action: entry.offer.action, takes: entry.offer.turn(state, mask).0 })
    }
}

/// A [`MoveIndex`] of a position (the game not over) built a few turns at a time: the turns on
/// offer after each action, then those before one, piece by piece.
pub(crate) struct IndexBuild {
    index: MoveIndex,
    /// The turns after an action not yet added, each with whether earlier ones may share moves.
    first: std::vec::IntoIter<(Offer, bool)>,
    /// The pieces whose turns before their action are still to add (when the rules have them).
    before: Vec<Cell>,
}

impl IndexBuild {
    /// The start of the index of `state` (the game not over): the turns found, none added.
    pub fn new(state: &State) -> IndexBuild {
        let first = first_offers(state);
        let checked: Vec<bool> = first.iter().map(|o| shared(&first, o)).collect();
        // Popped from the end: the pieces in board order.
        let mut before: Vec<Cell> = if state.rules().turn.captures_before {
            state.board().occupied_by(state.turn()).iter().collect()
        } else {
            Vec::new()
        };
        before.reverse();
        let pairs: Vec<(Offer, bool)> = first.into_iter().zip(checked).collect();
        IndexBuild {
            index: MoveIndex { entries: Vec::new(), total: 0, work: IndexWork::default() },
            first: pairs.into_iter(),
            before,
        }
    }

    /// Add turns (one at a time, or one piece's turns before its action) until `enough` says
    /// so after one; true once every turn is added.
    pub fn advance(&mut self, state: &State, enough: &mut dyn FnMut(IndexWork) -> bool) -> bool {
        loop {
            if let Some((offer, check)) = self.first.next() {
                self.index.push(state, offer, check);
            } else if let Some(from) = self.before.pop() {
                let index = &mut self.index;
                before_offers(state, from, Wanted::All, &mut |offer| {
                    index.push(state, offer, true);
                    true
                });
            } else {
                return true;
            }
            if self.first.len() == 0 && self.before.is_empty() {
                return true;
            }
            if enough(self.index.work) {
                return false;
            }
        }
    }

    /// The work done so far.
    pub fn work(&self) -> IndexWork {
        self.index.work
    }

    /// The index, once [`IndexBuild::advance`] has said it is whole.
    pub fn finish(self) -> MoveIndex {
        self.index
    }
}

/// The offers that may write some of `entry`'s moves.
fn earlier_of<'a>(entries: &'a [Entry], entry: &Entry) -> Vec<&'a Product> {
    entry.earlier.iter().map(|&i| &entries[i].product).collect()
}

/// The new moves of `entry` (after `entries`) whose masks are below `mask` (all of them for
/// `u32::MAX`).
fn count_before(entries: &[Entry], entry: &Entry, mask: u32, work: &mut IndexWork) -> u64 {
    let earlier = earlier_of(entries, entry);
    let p = &entry.product;
    if walk(&entry.offer, earlier.len()) {
        let mut n = 0;
        let walker = Walker::new(p, &earlier);
        entry.offer.each(&mut |m| {
            if m < mask {
                work.walked += 1;
                n += u64::from(walker.is_new(m, &earlier));
            }
        });
        return n;
    }
    if mask == u32::MAX {
        return p.new_count(0, 0, &earlier);
    }
    // Masks below `mask`: equal to it above one of its bits, 0 on that bit.
    (0..32).filter(|b| mask >> b & 1 != 0).map(|b| p.new_count(u32::MAX << b, mask & !(1 << b), &earlier)).sum()
}
