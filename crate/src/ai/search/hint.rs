//! A best move explained: what it wins, what it captures, the line expected. A move that
//! neither captures, wins nor parries at once is explained by what it gains (`gains`).

use crate::ai::eval::Evaluator;
use crate::ai::search::level::*;
use crate::board::moves::Move;
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::Victory;
use crate::victory::Outcome;
use crate::vocab::cell::Cell;
use crate::vocab::piece::Color;
use crate::vocab::words::Say;

mod gains;

// ---------------------------------------------------------------- explanations

/// Why the engine plays a move, for people: the hint's reasons and what it points at.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// One or two clauses as sentences ([`crate::words`]): "takes t45 on e7 by ambush (30 +
    /// 15 = 45)", "wins by Victoria Magna: 16-36-56 on …", "prepares …", …
    pub says: Vec<Say>,
    /// The captures the move makes at once.
    pub captures: Vec<Capture>,
    /// The victory the move wins or prepares, with the cells it will stand on.
    pub victory: Option<(Victory, Vec<Cell>)>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Explanation {
    /// The reasons in English, as one text starting with a capital: "Takes t45 on e7 by ambush
    /// (30 + 15 = 45)".
    pub fn text(&self) -> String {
        crate::vocab::english::capitalized(&self.says)
    }
}

/// One capture: "the black triangle 45 on e7 by ambush (30 + 15 = 45)".
pub fn say_capture(c: &Capture) -> Say {
    Say::new("hint.capture")
        .say("piece", c.victim.says())
        .text("cell", c.target.cell.to_string())
        .term("method", c.method.key())
        .say("why", c.reason.say())
}

/// A move of the side to move that wins at once, with the victory.
fn winning_move(p: &Position) -> Option<(Move, Victory)> {
    let mut captures = Vec::new();
    let mut moves = Vec::new();
    p.search_moves_into(&mut moves);
    let mover = p.turn();
    for m in moves {
        let mut q = p.clone();
        q.play_unchecked(&m, &mut captures);
        if let Some(Outcome::Won { winner, victory, .. }) = q.outcome() {
            if winner == mover {
                return Some((m, victory));
            }
        }
    }
    None
}

/// Explain `result` (a search of `position`) in words.
pub fn explain(position: &Position, result: &SearchResult) -> Explanation {
    let mut out = Explanation { says: Vec::new(), captures: Vec::new(), victory: None };
    let Some(mv) = result.best.as_ref() else {
        out.says.push(Say::new("hint.over"));
        return out;
    };
    let us = position.turn();
    let Ok((after, captures)) = position.play_report(mv) else {
        out.says.push(Say::new("hint.noMove"));
        return out;
    };
    let mut says = Vec::new();
    if !captures.is_empty() {
        says.push(Say::new("hint.takes").list("list", captures.iter().map(say_capture).collect()));
    }
    out.captures = captures;
    if let Some((victory, cells, say)) = win_of(&after, us) {
        says.push(Say::new("hint.wins").say("win", say));
        out.victory = Some((victory, cells));
    } else if let Some(n) = result.win_in() {
        out.victory = prepared_win(&after, result, n, us, &mut says);
    } else if result.loss_in().is_some() {
        says.push(Say::new("hint.holdsOut"));
    } else {
        stops(position, &after, us, &mut says);
        saves_and_threats(position, &after, mv, us, &mut says);
        if says.is_empty() {
            says = gains::gains(position, &after, mv, &result.pv, us);
        }
    }
    out.says = says;
    out
}

/// `us`'s win in `p`, if the game is won by `us`: the victory, its cells and its sentence.
fn win_of(p: &Position, us: Color) -> Option<(Victory, Vec<Cell>, Say)> {
    match p.outcome()? {
        Outcome::Won { winner, victory, cells, why, .. } if winner == us => {
            let say = if victory.is_proper() {
                let mut values: Vec<u32> = cells.iter().map(|&c| p.board().value(c)).collect();
                values.sort_unstable();
                let list: Vec<String> = values.iter().map(u32::to_string).collect();
                let on: Vec<String> = cells.iter().map(Cell::to_string).collect();
                Say::new("hint.win.formation")
                    .term("victory", victory.key())
                    .text("values", list.join("-"))
                    .text("cells", on.join(", "))
            } else {
                Say::new("hint.win.why").term("victory", victory.key()).list("why", why)
            };
            Some((victory, cells, say))
        }
        _ => None,
    }
}

/// A forced win in `n` plies: follow the expected line to the win it prepares, if it shows.
fn prepared_win(
    after: &Position,
    result: &SearchResult,
    n: u32,
    us: Color,
    says: &mut Vec<Say>,
) -> Option<(Victory, Vec<Cell>)> {
    let mut p = after.clone();
    let mut captures = Vec::new();
    for m in result.pv.iter().skip(1) {
        if !p.is_legal(m) {
            break;
        }
        p.play_unchecked(m, &mut captures);
        if let Some((victory, cells, say)) = win_of(&p, us) {
            says.push(Say::new("hint.prepares").say("win", say).num("n", n.div_ceil(2)));
            return Some((victory, cells));
        }
    }
    says.push(Say::new("hint.forces").num("n", n.div_ceil(2)));
    None
}

/// `position` with `side` to move (the same position when it is already `side`'s turn).
pub(crate) fn with_turn(position: &Position, side: Color) -> Option<Position> {
    if position.turn() == side {
        return Some(position.clone());
    }
    let mut setup = position.to_setup();
    setup.turn = side;
    Position::from_setup(setup, *position.rules()).ok()
}

/// The move that would win `side` the game at once were it `side`'s turn in `position` (a
/// formation one piece short, a common victory one capture short), with the victory in words:
/// what a side threatens, or what it lines up.
pub(crate) fn victory_threat(position: &Position, side: Color) -> Option<(Move, Say)> {
    let p = with_turn(position, side)?;
    let (m, _) = winning_move(&p)?;
    let after = p.play(&m).ok()?;
    let (_, _, say) = win_of(&after, side)?;
    Some((m, say))
}

/// A victory the opponent could complete if it were to move now, and cannot after this move.
fn stops(position: &Position, after: &Position, us: Color, says: &mut Vec<Say>) {
    let threat = with_turn(position, us.opposite()).and_then(|p| winning_move(&p));
    if let Some((m, victory)) = threat {
        if winning_move(after).is_none() {
            let key = if us == Color::White { "hint.stops.black" } else { "hint.stops.white" };
            says.push(Say::new(key).term("victory", victory.key()).text("move", m.to_string()));
        }
    }
}

/// The pieces the move saves from a pending capture, and the captures it threatens (where the
/// evaluation reads the threats statically).
fn saves_and_threats(position: &Position, after: &Position, mv: &Move, us: Color, says: &mut Vec<Say>) {
    let evaluator = Evaluator::new(position.rules());
    if !evaluator.static_threats() {
        return;
    }
    let mut before = Vec::new();
    let mut now = Vec::new();
    evaluator.pending(position, us.opposite(), &mut before);
    evaluator.pending(after, us.opposite(), &mut now);
    let on = |c: &Capture| Say::new("hint.on").say("piece", c.victim.says()).text("cell", c.target.cell.to_string());
    let mut saved: Vec<Say> = before
        .iter()
        .filter(|c| after.board().color_at(c.target.cell) == Some(us) && !now.iter().any(|n| n.target == c.target))
        .map(on)
        .collect();
    if saved.is_empty() {
        // The threatened piece may have moved away itself.
        let moved_to = mv.to();
        saved = before
            .iter()
            .filter(|c| mv.from() == Some(c.target.cell) && !now.iter().any(|n| n.target.cell == moved_to))
            .map(|c| Say::new("hint.from").say("piece", c.victim.says()).text("cell", c.target.cell.to_string()))
            .collect();
    }
    if !saved.is_empty() {
        says.push(Say::new("hint.saves").list("list", saved));
    }
    evaluator.pending(after, us, &mut now);
    if !now.is_empty() {
        says.push(Say::new("hint.threatens").list("list", now.iter().map(on).collect()));
    }
}
