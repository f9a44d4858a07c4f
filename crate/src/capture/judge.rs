//! The judge of one victim: every capture method the rules enable, tried in report order
//! ([`Method::ALL`]) through the method functions of [`super::methods`], for the automatic
//! sweep and for the chosen captures alike.
//!
//! One victim (or one pyramid component) is reported once: when several methods take it, the
//! first in [`Method::ALL`] order is reported with its attackers and arithmetic, and `methods`
//! lists them all. The arithmetic shown is the first witness in cell order (attacker cells
//! ascending; for a pyramid attacker, its total before its components).

use crate::board::moves::Target;
use crate::capture::methods::{self, line_attackers, Attack, LineAttackers};
use crate::capture::values::{taken, Reachers};
use crate::capture::{Capture, Method, MethodSet, Reason};
use crate::rules::{Ambush, Assault, Methods, PyramidDefence};
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::{Piece, MAX_PARTS};

/// What the methods find against one value of one victim: every method that applies, and the
/// attackers and arithmetic of the first.
#[derive(Copy, Clone)]
pub(crate) struct Finding {
    methods: MethodSet,
    by: CellSet,
    reason: Option<Reason>,
}

impl Finding {
    const NONE: Finding = Finding { methods: MethodSet::EMPTY, by: CellSet::EMPTY, reason: None };

    /// Record `method`; the first one recorded (the methods are tried in report order) keeps
    /// its attackers and arithmetic.
    fn note(&mut self, method: Method, by: CellSet, reason: Reason) {
        self.methods.insert(method);
        if self.reason.is_none() {
            self.by = by;
            self.reason = Some(reason);
        }
    }

    /// The capture of `victim` (what stands on `target`) this finding makes, if any.
    fn capture(&self, target: Target, victim: Piece) -> Option<Capture> {
        let method = self.methods.first()?;
        let reason = self.reason?;
        Some(Capture { target, victim, method, methods: self.methods, by: self.by, reason })
    }
}

/// Do the chosen captures judge victims one by one here (a method of reach, a line or
/// imprisonment), beside the removals around a victim ([`super::choices`])?
pub(crate) fn judged_by_victim(methods: &Methods) -> bool {
    methods.encounter
        || methods.power
        || methods.progression
        || methods.imprisonment
        || methods.assault == Some(Assault::Line)
        || methods.ambush.is_some_and(|a| !a.adjacent)
}

/// Every capture the position allows the attack, victims in cell order (components base
/// first), judged all at once before anything is removed: the automatic mode.
pub(crate) fn sweep(attack: &Attack, out: &mut Vec<Capture>) {
    sweep_among(attack, attack.board.occupied_by(attack.mover.opposite()), out)
}

/// [`sweep`] over the enemy pieces on `victims` only (the others known to fall to nothing).
pub(crate) fn sweep_among(attack: &Attack, victims: CellSet, out: &mut Vec<Capture>) {
    if attack.attackers.is_empty() {
        return;
    }
    for victim in victims & attack.board.occupied_by(attack.mover.opposite()) {
        judge::<true>(attack, victim, &mut |capture| out.push(capture));
    }
}

/// Does something of the piece on `victim` fall to the attack: to the automatic mode's
/// judgement (`sweep`), or to the chosen captures' by reach, line or imprisonment? (The oracle
/// of the pending captures' tests.)
#[cfg(test)]
pub(crate) fn falls(attack: &Attack, victim: Cell, sweep: bool) -> bool {
    let mut found = false;
    if sweep {
        judge::<true>(attack, victim, &mut |_| found = true);
    } else {
        judge::<false>(attack, victim, &mut |_| found = true);
    }
    found
}

/// Every capture of the piece on `victim` by reach, line or imprisonment (the chosen
/// captures; sieges and adjacent ambushes are judged with the removals around a victim).
pub(crate) fn victim(attack: &Attack, victim: Cell, emit: &mut impl FnMut(Capture)) {
    judge::<false>(attack, victim, emit)
}

/// The captures of the piece on `victim`: the whole piece, then its components base first.
///
/// `SWEEP` (automatic captures): sieges are judged here too, and a pyramid's components are
/// judged, each one, only when the whole does not fall. Otherwise (chosen captures) the rules'
/// [`PyramidDefence`] says whether components are judged, each value once.
fn judge<const SWEEP: bool>(attack: &Attack, victim: Cell, emit: &mut impl FnMut(Capture)) {
    let board = attack.board;
    let methods = &attack.rules.methods;
    let siege = match methods.siege {
        Some(rule) if SWEEP => methods::siege(attack, victim, rule),
        _ => None,
    };
    let reachers = Reachers::of(board, attack.tables, attack.mover, victim);
    let reach = !(reachers.cells & attack.attackers).is_empty();
    let line = match methods.assault {
        Some(Assault::Line) => Some(line_attackers(attack, victim)),
        _ => None,
    };
    let line = line.as_ref().filter(|l| l.len > 0);
    let prison = if methods.imprisonment { methods::imprisonment(attack, victim) } else { None };
    if siege.is_none() && !reach && line.is_none() && prison.is_none() && methods.eruption.is_none() {
        return;
    }
    let mut whole = Finding::NONE;
    if let Some((by, reason)) = siege {
        whole.note(Method::Siege, by, reason);
    }
    test(attack, &mut whole, board.value(victim), victim, &reachers, reach, line);
    if let Some(blockers) = prison {
        whole.note(Method::Imprisonment, blockers & attack.own, Reason::Imprisonment { blockers });
    }
    let falls = !whole.methods.is_empty();
    if falls {
        let Some(piece) = board.get(victim) else { return };
        emit_some(whole.capture(Target::whole(victim), piece), emit);
    }
    if !board.is_pyramid(victim) {
        return;
    }
    let parts = board.parts(victim);
    let skip_parts = if SWEEP {
        falls
    } else {
        parts.len() < 2 || attack.rules.pyramid_defence == PyramidDefence::TotalThenComponents && falls
    };
    if skip_parts {
        return;
    }
    let color = attack.mover.opposite();
    let mut seen = [0u16; MAX_PARTS];
    for (i, part) in parts.iter().enumerate() {
        seen[i] = part.value;
        if !SWEEP && seen[..i].contains(&part.value) {
            continue;
        }
        let mut finding = Finding::NONE;
        test(attack, &mut finding, part.value as u32, victim, &reachers, reach, line);
        let target = Target { cell: victim, component: Some(part.value) };
        let piece = if SWEEP { Some(Piece::simple(color, part.shape, part.value)) } else { taken(board, target) };
        emit_some(piece.and_then(|p| finding.capture(target, p)), emit);
    }
}

fn emit_some(capture: Option<Capture>, emit: &mut impl FnMut(Capture)) {
    if let Some(c) = capture {
        emit(c);
    }
}

/// The methods (sieges and imprisonment aside) that take the value `target` on `victim`, in
/// report order, noted in `f`.
#[inline(always)]
fn test(
    attack: &Attack,
    f: &mut Finding,
    target: u32,
    victim: Cell,
    reachers: &Reachers,
    reach: bool,
    line: Option<&LineAttackers>,
) {
    let methods = &attack.rules.methods;
    if reach && (methods.encounter || methods.equality) {
        let method = if methods.encounter { Method::Encounter } else { Method::Equality };
        if let Some((a, reason)) = methods::equality(attack, target, reachers) {
            f.note(method, a.bit(), reason);
        }
    }
    // Ambush, power and progression need a reaching attacker (`reach`), as equality does.
    if let (true, Some(Ambush { ops, adjacent: false })) = (reach, methods.ambush) {
        if let Some((by, reason)) = methods::ambush(attack, target, reachers, ops) {
            f.note(Method::Ambush, by, reason);
        }
    }
    if let Some(distance) = methods.eruption {
        if let Some((a, reason)) = methods::eruption(attack, target, victim, distance) {
            f.note(Method::Eruption, a.bit(), reason);
        }
    }
    if let Some((a, reason)) = line.and_then(|line| methods::line_assault(attack, target, line)) {
        f.note(Method::Assault, a.bit(), reason);
    }
    if reach && methods.power {
        if let Some((a, reason)) = methods::power(attack, target, reachers) {
            f.note(Method::Power, a.bit(), reason);
        }
    }
    if reach && methods.progression {
        if let Some((by, reason)) = methods::progression(attack, target, reachers) {
            f.note(Method::Progression, by, reason);
        }
    }
}
