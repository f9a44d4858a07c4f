//! The marks' tests: kept move by move (or lazily, judged when asked) they equal the
//! whole-board judgement, and a turn on offer judges every piece it may take.

use super::*;
use crate::capture::choices::available;
use crate::capture::judge;
use crate::capture::methods::Moment;
use crate::capture::turns::{actions, apply_action};
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::{Attackers, PyramidDefence, PyramidMotion};
use crate::vocab::rng::Rng;
use crate::Scratch;

/// The marks of `state` against the whole board: the same as computed afresh, and a piece is
/// marked exactly when the judgement of every piece (the sweep, or the chosen captures' judge
/// of each victim) takes something of it.
fn check(state: &State, context: &str) {
    let Some(kinds) = Kinds::of(state.rules()) else {
        assert!(!state.marks().fresh, "{context}: marks kept where nothing reads them");
        return;
    };
    let mut whole = state.clone();
    init(&mut whole);
    let (a, b) = (state.marks(), whole.marks());
    assert!(a.fresh, "{context}: marks gone stale");
    let sets = |m: &Marks| [m.siege, m.reach, m.line, m.prison, m.erupt];
    assert_eq!(sets(a), sets(b), "{context}: incremental and whole-board marks differ");
    assert_eq!(a.witnesses, b.witnesses, "{context}: eruption witnesses");
    assert_eq!(a.rays, b.rays, "{context}: assaults along a line");
    let board = state.board();
    let judge = Judge { board, tables: state.tables(), rules: state.rules(), kinds };
    let sweep = state.rules().capture_mode == CaptureMode::Automatic;
    let mut taken = CellSet::EMPTY;
    for cell in board.occupied() {
        let attack = judge.attack(cell).expect("a piece");
        if judge::falls(&attack, cell, sweep) {
            taken.insert(cell);
        }
    }
    assert_eq!(a.falls(), taken, "{context}: marked pieces against the pieces the whole-board judgement takes from");
    if sweep {
        for mover in Color::ALL {
            let own = board.occupied_by(mover);
            let attack = Attack { rules: state.rules(), tables: state.tables(), board, mover, attackers: own, own };
            let (mut all, mut marked) = (Vec::new(), Vec::new());
            judge::sweep(&attack, &mut all);
            judge::sweep_among(&attack, a.falls(), &mut marked);
            assert_eq!(all, marked, "{context}: the sweep of {mover}");
        }
    }
}

/// Random games under `rules`: plies drawn as the playouts draw them and, every other ply,
/// a move of the search's list played as the search plays it; every ply checked, and every
/// seventh the positions after each action on offer too. The plies checked.
fn random_games(rules: Rules, plies: usize, seed: u64) -> usize {
    let start = Position::new(rules);
    let mut rng = Rng::new(seed);
    let mut scratch = Scratch::default();
    let (mut moves, mut captures) = (Vec::new(), Vec::new());
    let mut position = start.clone();
    let (mut checked, mut leads) = (0, 0);
    while checked < plies {
        let context = format!("{} ply {} of a game from seed {seed}", rules.preset.id(), position.ply());
        check(position.state(), &context);
        if checked % 7 == 0 {
            let state = position.state();
            for (action, victim) in actions(state) {
                if let Some(mut next) = apply_action(state, action, victim.as_ref()) {
                    let cells = CellSet(state.board().occupied().0 ^ next.board().occupied().0);
                    let changed = match action {
                        crate::board::moves::Action::Replace { to, .. } => cells | to.bit(),
                        _ => cells,
                    };
                    let candidates = takeable(state, &next, changed);
                    init(&mut next);
                    if let Some(falls) = falling(&next) {
                        let enemy = next.board().occupied_by(state.turn().opposite());
                        assert_eq!(
                            falls & enemy & !candidates,
                            CellSet::EMPTY,
                            "{context}, after {action:?}: a piece falls that the turn on offer does not judge"
                        );
                    }
                }
            }
            if state.rules().turn.captures_before {
                // Boissiere's turns of kind (b): a whole victim taken from where a piece
                // stands, the piece then moving onto its cell (an enemy piece replaced by
                // one of the mover's).
                for from in state.board().occupied_by(state.turn()) {
                    for choice in available(state, Moment::Before { piece: from }) {
                        for lead in choice.captures.iter().filter(|c| c.target.component.is_none()) {
                            let mut next = state.clone();
                            next.take(state.turn(), lead.target);
                            next.board_mut().shift(from, lead.target.cell);
                            let candidates = takeable(state, &next, from.bit() | lead.target.cell.bit());
                            init(&mut next);
                            let enemy = next.board().occupied_by(state.turn().opposite());
                            let falls = falling(&next).expect("marked afresh");
                            assert_eq!(falls & enemy & !candidates, CellSet::EMPTY, "{context}, {from} taking {:?} before moving onto it: a piece falls that the turn on offer does not judge", lead.target);
                            leads += 1;
                        }
                    }
                }
            }
        }
        checked += 1;
        let played = if checked % 2 == 0 {
            position.search_moves_into(&mut moves);
            match moves.get(rng.below(moves.len().max(1))) {
                Some(mv) => {
                    position.play_unchecked(&mv.clone(), &mut captures);
                    true
                }
                None => false,
            }
        } else {
            position.play_random(&mut rng, &mut scratch)
        };
        if !played || position.is_over() {
            position = start.clone();
        }
    }
    // Where pieces capture before moving, the games reached such turns (the check ran).
    assert!(
        !start.rules().turn.captures_before || leads > 0,
        "{}: no capture before a move was checked",
        rules.preset.id()
    );
    checked
}

#[test]
fn incremental_marks_equal_the_whole_board_judgement_in_every_preset() {
    for rules in [Rules::classic(), Rules::boissiere(), Rules::simplified(), Rules::ludii()] {
        assert!(random_games(rules, 10_000, 1) >= 10_000);
    }
}

#[test]
fn incremental_marks_equal_the_whole_board_judgement_under_custom_rules() {
    let mut short = Rules::classic();
    short.ranks = 14;
    short.reach_leaps = false;
    short.pyramid_motion = PyramidMotion::Base;
    short.methods.eruption = Some(Distance::Between);
    short.attackers = Attackers::MovedOnly;
    let mut moved_only = Rules::boissiere();
    moved_only.attackers = Attackers::MovedOnly;
    moved_only.pyramid_defence = PyramidDefence::Layers;
    let mut besieging = Rules::boissiere();
    besieging.ranks = 14;
    besieging.methods.siege = Some(Siege { diagonals: false, safe_besiegers: false });
    for (i, rules) in [short, moved_only, besieging].into_iter().enumerate() {
        rules.validate().expect("playable");
        assert!(random_games(rules, 3_000, 10 + i as u64) >= 3_000);
    }
}

/// Lazy marks ([`defer`]) along random games of every preset: plies played as the search plays
/// them (a listed move with the captures it came with) or as the playouts do, judged in
/// batches of one to four turns by [`refresh`], equal the whole-board judgement after each
/// batch; until then nothing reads them as current. (Marks are lazy where they are kept and
/// count no eruption: boissiere; elsewhere they stay eager, and are checked the same.)
#[test]
fn lazy_marks_judged_in_batches_equal_the_whole_board_judgement() {
    let mut besieging = Rules::boissiere();
    besieging.ranks = 14;
    besieging.methods.siege = Some(Siege { diagonals: false, safe_besiegers: false });
    let mut moved_only = Rules::boissiere();
    moved_only.attackers = Attackers::MovedOnly;
    moved_only.pyramid_defence = PyramidDefence::Layers;
    for rules in [Rules::classic(), Rules::boissiere(), Rules::simplified(), Rules::ludii(), besieging, moved_only] {
        rules.validate().expect("playable");
        let start = Position::new(rules);
        let mut rng = Rng::new(5);
        let mut scratch = Scratch::default();
        let (mut moves, mut captures) = (Vec::new(), Vec::new());
        let mut position = start.clone();
        position.defer_marks();
        let (mut batches, mut cells, mut stale) = (0, 0, 0);
        // Marks kept, and no eruption counted (its counts need the values of the pieces gone).
        let lazy = Kinds::of(&rules).is_some_and(|k| k.eruption.is_none());
        for batch in 0..40_000 {
            let turns = 1 + rng.below(4);
            for _ in 0..turns {
                let played = if rng.below(2) == 0 {
                    let mut chosen = None;
                    let pick = rng.below(40);
                    let mut n = 0;
                    position.each_search_move(&mut moves, &mut |mv, composed| {
                        chosen = Some((mv.clone(), composed.map(<[Capture]>::to_vec)));
                        n += 1;
                        n <= pick
                    });
                    chosen
                        .map(|(mv, composed)| position.play_composed(&mv, composed.as_deref(), &mut captures))
                        .is_some()
                } else {
                    position.play_random(&mut rng, &mut scratch)
                };
                if !played || position.is_over() {
                    position = start.clone();
                    position.defer_marks();
                }
            }
            let marks = position.state().marks();
            if lazy {
                assert!(marks.lazy, "{} batch {batch}: lazy marks lost", rules.preset.id());
                if marks.deferred_count > 0 {
                    assert!(
                        falling(position.state()).is_none(),
                        "{} batch {batch}: unjudged marks read",
                        rules.preset.id()
                    );
                }
                cells += usize::from(marks.deferred_count);
                stale += usize::from(!marks.fresh);
            }
            position.refresh_marks();
            batches += 1;
            check(
                position.state(),
                &format!("{} ply {} after a batch of {turns} turns", rules.preset.id(), position.ply()),
            );
        }
        assert_eq!(
            lazy,
            rules.capture_mode == CaptureMode::Chosen && Kinds::of(&rules).is_some(),
            "{}",
            rules.preset.id()
        );
        if lazy {
            // Batches of several changed cells were judged, and some overflowed (judged afresh).
            assert!(cells > 2 * batches, "{}: {cells} cells in {batches} batches", rules.preset.id());
            assert!(stale > 0, "{}: no batch overflowed", rules.preset.id());
        }
    }
}
