//! A turn on offer (`boissiere`, `simplified`): an action with the captures it takes whatever
//! is chosen, the captures on offer after it, and the rule of which of them may be taken
//! together ([`Offer`]). The chosen subsets are never listed to answer a question about one of
//! them: a move is checked by matching its targets cell by cell ([`Offer::find`]), the page's
//! options and default are read cell by cell, and the subsets are counted by a product over
//! the cells ([`Offer::count`]); only [`Offer::each`] walks them, for the move list.
//!
//! Captures on different cells never exclude each other: on one cell the whole piece excludes
//! its components and a component may be taken once. So the distinct choices of one cell are
//! listed once (a handful: the whole piece, its components, sums of layers), and a move is one
//! choice per cell.

use crate::board::moves::{Action, Target};
use crate::board::state::State;
use crate::capture::choices::Choice;
use crate::capture::Capture;
use crate::vocab::cell::Cell;

/// The most captures on offer at one moment. More would make the move list explode (each
/// subset is a move); beyond it the captures on offer are cut in cell order. Documented in
/// docs/rules.md.
pub const MAX_CHOICES: usize = 12;

/// The notation's order of a target: by cell, the whole piece first, then components base
/// first (as they stand on `state`'s board).
pub(crate) fn text_key(state: &State, t: Target) -> (usize, usize) {
    let index = match t.component {
        None => 0,
        Some(v) => state.board().parts(t.cell).iter().position(|p| p.value == v).map_or(0, |i| i + 1),
    };
    (t.cell.index(), index)
}

/// `targets` in notation order: an insertion sort (no sorting code of the standard library
/// for the wasm to carry; a move has a handful of targets).
pub(crate) fn sort_targets(state: &State, targets: &mut [Target]) {
    for i in 1..targets.len() {
        let mut j = i;
        while j > 0 && text_key(state, targets[j - 1]) > text_key(state, targets[j]) {
            targets.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// `captures` in notation order (stable).
pub(crate) fn in_text_order(state: &State, mut captures: Vec<Capture>) -> Vec<Capture> {
    // An insertion sort, as for targets: a turn takes a handful.
    for i in 1..captures.len() {
        let mut j = i;
        while j > 0 && text_key(state, captures[j - 1].target) > text_key(state, captures[j].target) {
            captures.swap(j - 1, j);
            j -= 1;
        }
    }
    captures
}

/// One distinct thing the mover may take on one cell: the choices (as a bit mask of the offer's
/// choices, the lowest of the masks taking exactly these targets) and their targets in
/// notation order.
#[derive(Clone, Debug)]
pub(crate) struct CellSet {
    pub mask: u32,
    pub targets: Vec<Target>,
}

/// What may be taken on one cell: every distinct set, in the order of their masks.
#[derive(Clone, Debug)]
pub(crate) struct CellChoices {
    pub cell: Cell,
    /// The offer's choices on this cell, as a bit mask.
    pub all: u32,
    pub sets: Vec<CellSet>,
}

/// One way of playing an action, with what it takes whatever is chosen and what is on offer
/// after it.
#[derive(Clone, Debug)]
pub(crate) struct Offer {
    /// The action.
    pub action: Action,
    /// Taken whatever is chosen, not written in the move: the replaced victim (`boissiere`'s
    /// lead taken before the move), or every automatic capture.
    pub fixed: Vec<Capture>,
    /// Taken before the move besides the lead (`boissiere`): written in the move, the same in
    /// every move of this offer.
    pub before: Vec<Capture>,
    /// The captures on offer after the action (at most [`MAX_CHOICES`]), each a choice.
    pub choices: Vec<Choice>,
    /// `conflicts[i]`: the choices that may not be taken with choice `i`.
    conflicts: Vec<u32>,
    /// The choices grouped by cell, in cell order.
    pub cells: Vec<CellChoices>,
}

impl Offer {
    /// An offer of `action` taking `fixed` and `before` whatever is chosen, with `choices` on
    /// offer after it (cut to [`MAX_CHOICES`]; those that would take a piece whole and a part
    /// of it together with `before` dropped). `state`: the position before the turn.
    pub fn new(
        state: &State,
        action: Action,
        fixed: Vec<Capture>,
        before: Vec<Capture>,
        mut choices: Vec<Choice>,
    ) -> Offer {
        choices.truncate(MAX_CHOICES);
        let clash = |c: &Capture| {
            before.iter().any(|b| {
                b.target.cell == c.target.cell && (b.target.component.is_none() || c.target.component.is_none())
            })
        };
        choices.retain(|choice| !choice.captures.iter().any(clash));
        let n = choices.len();
        let conflicts: Vec<u32> = (0..n)
            .map(|i| (0..n).filter(|&j| j != i && choices[i].conflicts(&choices[j])).fold(0, |m, j| m | 1 << j))
            .collect();
        let mut cells: Vec<CellChoices> = Vec::with_capacity(n);
        for (i, choice) in choices.iter().enumerate() {
            let Some(first) = choice.captures.first() else { continue };
            let cell = first.target.cell;
            match cells.iter_mut().find(|c| c.cell == cell) {
                Some(c) => c.all |= 1 << i,
                // In cell order.
                None => {
                    let at = cells.partition_point(|c| c.cell.index() < cell.index());
                    cells.insert(at, CellChoices { cell, all: 1 << i, sets: Vec::new() });
                }
            }
        }
        let mut offer = Offer { action, fixed, before, choices, conflicts, cells };
        for k in 0..offer.cells.len() {
            offer.cells[k].sets = offer.sets_of(state, offer.cells[k].all);
        }
        offer
    }

    /// The distinct sets of targets the choices `all` (on one cell) may take, each with its
    /// lowest mask, in mask order.
    fn sets_of(&self, state: &State, all: u32) -> Vec<CellSet> {
        // One choice on the cell (the usual case): one set.
        if all.count_ones() == 1 {
            return vec![CellSet { mask: all, targets: self.targets_of(state, all) }];
        }
        let mut sets: Vec<CellSet> = Vec::new();
        // The non-empty submasks of `all`, in increasing order.
        let mut mask = all & all.wrapping_neg();
        while mask != 0 {
            if self.compatible(mask) {
                let targets = self.targets_of(state, mask);
                if !sets.iter().any(|s| s.targets == targets) {
                    sets.push(CellSet { mask, targets });
                }
            }
            mask = (mask.wrapping_sub(all)) & all;
        }
        sets
    }

    /// Do the choices of `mask` never take one thing twice?
    pub fn compatible(&self, mask: u32) -> bool {
        (0..self.choices.len()).all(|i| mask >> i & 1 == 0 || self.conflicts[i] & mask == 0)
    }

    /// The targets the choices of `mask` take, in notation order.
    fn targets_of(&self, state: &State, mask: u32) -> Vec<Target> {
        let mut targets: Vec<Target> = Vec::with_capacity(self.takes_len(mask));
        self.captures_into(mask, &mut |c| targets.push(c.target));
        sort_targets(state, &mut targets);
        targets
    }

    /// The captures of the choices of `mask`, in choice order.
    pub fn each_capture(&self, mask: u32, f: &mut dyn FnMut(&Capture)) {
        self.captures_into(mask, f)
    }

    /// The captures of the choices of `mask`, in choice order (plain loops: small in the wasm).
    fn captures_into(&self, mask: u32, f: &mut dyn FnMut(&Capture)) {
        for (i, choice) in self.choices.iter().enumerate() {
            if mask >> i & 1 != 0 {
                for c in &choice.captures {
                    f(c);
                }
            }
        }
    }

    /// The move's targets and the turn's captures (fixed first, then the others in notation
    /// order) for the choices of `mask`.
    pub fn turn(&self, state: &State, mask: u32) -> (Vec<Target>, Vec<Capture>) {
        let mut taken: Vec<Capture> = self.before.clone();
        self.captures_into(mask, &mut |c| taken.push(*c));
        let taken = in_text_order(state, taken);
        let takes = taken.iter().map(|c| c.target).collect();
        let mut captures = self.fixed.clone();
        captures.extend(taken);
        (takes, captures)
    }

    /// The lowest mask of choices whose move takes exactly `takes` (in notation order), if
    /// any: matched cell by cell, never by listing subsets.
    pub fn find(&self, state: &State, takes: &[Target]) -> Option<u32> {
        let keys: Vec<(usize, usize)> = takes.iter().map(|t| text_key(state, *t)).collect();
        // (A pyramid may hold two components of one value: the same target twice.)
        if keys.windows(2).any(|w| w[0] > w[1]) {
            return None;
        }
        let mut rest: Vec<Target> = takes.to_vec();
        for b in &self.before {
            let at = rest.iter().position(|t| *t == b.target)?;
            rest.remove(at);
        }
        let mut mask = 0;
        let mut at = 0;
        while at < rest.len() {
            let cell = rest[at].cell;
            let end = at + rest[at..].iter().take_while(|t| t.cell == cell).count();
            let group = &rest[at..end];
            let choices = self.cells.iter().find(|c| c.cell == cell)?;
            mask |= choices.sets.iter().find(|s| s.targets == group)?.mask;
            at = end;
        }
        Some(mask)
    }

    /// Is `mask` the lowest mask of its targets (its part on each cell one of the cell's sets)?
    fn is_first(&self, mask: u32) -> bool {
        self.cells.iter().all(|c| {
            let part = mask & c.all;
            part == 0 || c.sets.iter().any(|s| s.mask == part)
        })
    }

    /// Every distinct choice (as its lowest mask), in increasing mask order: the move list's
    /// order. Exponential in the choices: only for listing every move.
    pub fn each(&self, f: &mut dyn FnMut(u32)) {
        for mask in 0u32..1 << self.choices.len() {
            if self.compatible(mask) && self.is_first(mask) {
                f(mask);
            }
        }
    }

    /// How many distinct moves: a product over the cells, no subset listed.
    pub fn count(&self) -> u64 {
        self.cells.iter().map(|c| 1 + c.sets.len() as u64).product()
    }

    /// The first mask (in move-list order) taking the most: on each cell the lowest mask of
    /// the largest sets.
    pub fn most(&self) -> u32 {
        let mut mask = 0;
        for c in &self.cells {
            let mut best: Option<&CellSet> = None;
            for s in &c.sets {
                if best.is_none_or(|b| {
                    s.targets.len() > b.targets.len() || (s.targets.len() == b.targets.len() && s.mask < b.mask)
                }) {
                    best = Some(s);
                }
            }
            mask |= best.map_or(0, |s| s.mask);
        }
        mask
    }

    /// How many targets the move of `mask` writes.
    pub fn takes_len(&self, mask: u32) -> usize {
        let mut n = self.before.len();
        self.captures_into(mask, &mut |_| n += 1);
        n
    }
}
