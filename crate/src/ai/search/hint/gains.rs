//! What a quiet move gains, for the hint: a move that captures nothing, wins nothing and stops
//! no victory is explained by the first of these that holds, never by "it improves the position":
//!
//! 1. the captures it **threatens** (the mover's next move could make them, and could not
//!    before) and the pieces it **saves** (the opponent could take them before, not after);
//! 2. the captures the **expected line** makes: what it wins, what it gives up for that, or the
//!    loss it limits;
//! 3. a **step towards a victory**: a progression it sets up (one more piece of a value the
//!    side holds completes a formation of a proper victory in force), a piece brought into
//!    enemy territory where formations are made, closer to the enemy pyramid, or towards the
//!    enemy's half; a prisoner brought back into play;
//! 4. its own **pyramid** made safer (fewer enemy pieces within two cells, more guards next to
//!    it), or the **room** it makes: more cells for the piece moved, for the mover's pieces
//!    together, or fewer for the opponent's;
//! 5. otherwise it says plainly that the move keeps material level: the expected line takes
//!    nothing on either side.

use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::Victory;
use crate::victory::{accepts, FormationSearch};
use crate::vocab::cell::{Cell, NEIGHBOURS};
use crate::vocab::piece::{Color, Piece, Shape};
use crate::vocab::words::Say;

/// At most this many pieces named in one clause (the most valuable first).
const MOST: usize = 3;

/// What `mv` (played from `position` by `us`, reaching `after`) gains, given the expected line
/// `pv` (starting with `mv`): one or two clauses, each naming pieces, cells or captures.
pub(super) fn gains(position: &Position, after: &Position, mv: &Move, pv: &[Move], us: Color) -> Vec<Say> {
    let mut says = threats_and_saves(position, after, mv, us);
    if says.is_empty() {
        says.extend(line_captures(after, pv, us));
    }
    if says.is_empty() {
        says.extend(victory_step(position, after, mv, us));
    }
    if says.is_empty() {
        says.extend(room(position, after, mv, us));
    }
    if says.is_empty() {
        says.push(waits(mv, pv));
    }
    says
}

/// How many cells the pieces of `side` could move to in `p`, were it `side`'s turn (each piece's
/// destinations counted once, whatever captures they would choose).
fn reach(p: &Position, side: Color) -> u32 {
    let p = if p.turn() == side { p.clone() } else { p.as_side(side) };
    p.board().occupied_by(side).iter().map(|c| p.destinations(c).count()).sum()
}

/// The room the move makes: more cells for the piece moved, for the mover's pieces, or fewer
/// for the opponent's (the first that holds).
fn room(position: &Position, after: &Position, mv: &Move, us: Color) -> Option<Say> {
    let to = mv.to();
    let piece = after.board().get(to)?;
    if let Some(from) = mv.from() {
        let before = position.as_side(us).destinations(from).count();
        let now = after.as_side(us).destinations(to).count();
        if now > before {
            return Some(
                Say::new("hint.room.piece")
                    .say("piece", piece.says())
                    .text("from", from.to_string())
                    .text("to", to.to_string())
                    .num("before", before)
                    .num("after", now),
            );
        }
    }
    if let Some(say) = pyramid_step(position, after, us) {
        return Some(say);
    }
    let (before, now) = (reach(position, us), reach(after, us));
    if now > before {
        return Some(Say::new("hint.room.side").num("before", before).num("after", now));
    }
    let them = us.opposite();
    let (before, now) = (reach(position, them), reach(after, them));
    (now < before).then(|| Say::new("hint.room.hems").num("before", before).num("after", now))
}

/// "the black triangle 16 on e4".
fn on(piece: Piece, cell: Cell) -> Say {
    Say::new("hint.on").say("piece", piece.says()).text("cell", cell.to_string())
}

/// The captures `side` could make with one move in `p`, were it `side`'s turn: every target of
/// the moves the search lists (where captures are chosen, taking all of them is among those),
/// one entry per target, the most valuable first.
fn one_move_captures(p: &Position, side: Color) -> Vec<Capture> {
    let p = if p.turn() == side { p.clone() } else { p.as_side(side) };
    let mut moves = Vec::new();
    p.search_moves_into(&mut moves);
    let mut out: Vec<Capture> = Vec::new();
    let mut captures = Vec::new();
    for m in &moves {
        let mut q = p.clone();
        q.play_unchecked(m, &mut captures);
        for c in captures.drain(..) {
            if !out.iter().any(|o| o.target == c.target) {
                out.push(c);
            }
        }
    }
    out.sort_by_key(|c| (std::cmp::Reverse(c.victim.total()), c.target.cell.index()));
    out
}

/// The captures the move makes possible for `us` next (new targets only) and the pieces of
/// `us` the opponent could take before it and cannot after.
fn threats_and_saves(position: &Position, after: &Position, mv: &Move, us: Color) -> Vec<Say> {
    let them = us.opposite();
    let mut says = Vec::new();
    let theirs_before = one_move_captures(position, them);
    let theirs_after = one_move_captures(after, them);
    let mut saved = Vec::new();
    for c in &theirs_before {
        // Where that piece stands now: it may be the one that moved.
        let now = if mv.from() == Some(c.target.cell) { mv.to() } else { c.target.cell };
        let still = theirs_after.iter().any(|n| n.target.cell == now);
        if after.board().color_at(now) == Some(us) && !still && saved.len() < MOST {
            saved.push(if now == c.target.cell {
                on(c.victim, now)
            } else {
                Say::new("hint.from").say("piece", c.victim.says()).text("cell", c.target.cell.to_string())
            });
        }
    }
    if !saved.is_empty() {
        says.push(Say::new("hint.saves").list("list", saved));
    }
    let ours_before = one_move_captures(position, us);
    let threats: Vec<Say> = one_move_captures(after, us)
        .iter()
        .filter(|c| !ours_before.iter().any(|b| b.target == c.target))
        .take(MOST)
        .map(|c| on(c.victim, c.target.cell))
        .collect();
    if !threats.is_empty() {
        says.push(Say::new("hint.threatens").list("list", threats));
    }
    says
}

/// What the expected line captures, each side's pieces apart: what it wins, what it gives up
/// for that, or the only loss it allows. The line is quoted up to its last capture.
fn line_captures(after: &Position, pv: &[Move], us: Color) -> Option<Say> {
    let mut p = after.clone();
    let mut captures = Vec::new();
    let (mut won, mut lost) = (Vec::new(), Vec::new());
    let mut upto = 0;
    for (i, m) in pv.iter().enumerate().skip(1) {
        if p.outcome().is_some() || !p.is_legal(m) {
            break;
        }
        let mover = p.turn();
        p.play_unchecked(m, &mut captures);
        for c in &captures {
            let side = if mover == us { &mut won } else { &mut lost };
            if side.len() < MOST {
                side.push(on(c.victim, c.target.cell));
            }
            upto = i + 1;
        }
    }
    let line: Vec<String> = pv[..upto].iter().map(Move::to_string).collect();
    let line = line.join(" ");
    match (won.is_empty(), lost.is_empty()) {
        (false, true) => Some(Say::new("hint.line.takes").text("line", line).list("list", won)),
        (false, false) => Some(Say::new("hint.line.trades").text("line", line).list("list", won).list("lost", lost)),
        (true, false) => Some(Say::new("hint.line.limits").text("line", line).list("lost", lost)),
        (true, true) => None,
    }
}

/// A step towards a victory: a progression set up, enemy territory entered, the enemy pyramid
/// neared, the enemy's half approached, a prisoner back in play.
fn victory_step(position: &Position, after: &Position, mv: &Move, us: Color) -> Option<Say> {
    let to = mv.to();
    let piece = after.board().get(to)?;
    let Some(from) = mv.from() else {
        return Some(Say::new("hint.returns").say("piece", piece.says()).text("cell", to.to_string()));
    };
    if let Some(say) = sets_up(after, to, us) {
        return Some(say);
    }
    let enemy_half = position.territory(us.opposite());
    let rules = position.rules();
    let formations = rules.victories.iter().any(|(v, _)| v.formation_size() > 0 || v == Victory::LudiiLine);
    if formations && enemy_half.contains(to) && !enemy_half.contains(from) {
        return Some(Say::new("hint.enters").say("piece", piece.says()).text("cell", to.to_string()));
    }
    let board = position.board();
    let pyramid = (board.pyramids() & board.occupied_by(us.opposite())).iter().min_by_key(|&c| to.steps_to(c));
    if let Some(pyramid) = pyramid {
        if to.steps_to(pyramid) < from.steps_to(pyramid) {
            return Some(Say::new("hint.nears").say("piece", piece.says()).text("cell", pyramid.to_string()));
        }
    }
    let forward = if us == Color::White { to.rank() > from.rank() } else { to.rank() < from.rank() };
    forward.then(|| {
        Say::new("hint.advances").say("piece", piece.says()).text("from", from.to_string()).text("to", to.to_string())
    })
}

/// A three-piece proper victory in force that the piece just moved to `to` now lacks one piece
/// for: an empty cell where a piece of a value `us` holds (not one of the two) would complete it.
fn sets_up(after: &Position, to: Cell, us: Color) -> Option<Say> {
    let rules = after.rules();
    let victories: Vec<Victory> = rules.victories.iter().map(|(v, _)| v).filter(|v| v.formation_size() == 3).collect();
    if victories.is_empty() {
        return None;
    }
    let board = after.board();
    let territory = after.territory(us.opposite());
    let own = board.occupied_by(us);
    let mut values: Vec<u32> = own.iter().filter(|&c| c != to).map(|c| board.value(c)).collect();
    values.sort_unstable();
    values.dedup();
    let mut area = board.cells() & !board.occupied();
    if rules.formation.enemy_territory {
        area &= territory;
    }
    for cell in area {
        for &value in &values {
            let mut trial = board.clone();
            if trial.put(cell, Piece::simple(us, Shape::Round, value.min(9999) as u16)).is_err() {
                continue;
            }
            let mut eligible = if rules.formation.enemy_pieces { trial.occupied() } else { trial.occupied_by(us) };
            if rules.formation.enemy_territory {
                eligible &= territory;
            }
            let search = FormationSearch { board: &trial, mover: us, eligible, shape: rules.formation.shape };
            for &victory in &victories {
                let Some(cells) = search.three(cell, |a, b, c| accepts(victory, &[a, b, c])) else { continue };
                // The moved piece takes part, and the missing value is another piece's.
                let spare = own.iter().any(|c| !cells.contains(&c) && board.value(c) == value);
                if cells.contains(&to) && spare {
                    let mut vals: Vec<u32> = cells.iter().map(|&c| trial.value(c)).collect();
                    vals.sort_unstable();
                    let vals: Vec<String> = vals.iter().map(u32::to_string).collect();
                    return Some(
                        Say::new("hint.sets")
                            .term("victory", victory.key())
                            .text("value", value.to_string())
                            .text("cell", cell.to_string())
                            .text("values", vals.join("-")),
                    );
                }
            }
        }
    }
    None
}

/// Enemy pieces within two cells of each pyramid of `side` (the pressure the evaluation counts),
/// and the pieces of `side` orthogonally next to them (its guards).
fn pyramid_watch(p: &Position, side: Color) -> (u32, u32) {
    let board = p.board();
    let (mut pressure, mut guards) = (0, 0);
    for pyramid in board.pyramids() & board.occupied_by(side) {
        pressure += board.occupied_by(side.opposite()).iter().filter(|&c| c.steps_to(pyramid) <= 2).count() as u32;
        guards += (NEIGHBOURS.orthogonal[pyramid.index()] & board.occupied_by(side)).count();
    }
    (pressure, guards)
}

/// The mover's pyramid made safer: fewer enemy pieces within two cells of it, or more of its
/// own pieces guarding it.
fn pyramid_step(position: &Position, after: &Position, us: Color) -> Option<Say> {
    let ((pressure, guards), (pressure_now, guards_now)) = (pyramid_watch(position, us), pyramid_watch(after, us));
    if pressure_now < pressure {
        Some(Say::new("hint.pyramid.safer").num("before", pressure).num("after", pressure_now))
    } else if guards_now > guards {
        Some(Say::new("hint.pyramid.guards").num("before", guards).num("after", guards_now))
    } else {
        None
    }
}

/// Nothing to name: the move waits, and the expected line wins and loses nothing.
fn waits(mv: &Move, pv: &[Move]) -> Say {
    let line: Vec<String> = pv.iter().take(4).map(Move::to_string).collect();
    Say::new("hint.waits").text("move", mv.to_string()).text("line", line.join(" "))
}
