//! A best move explained: what it wins, what it captures, the line expected.


use crate::capture::Capture;
use crate::vocab::words::Say;
use crate::vocab::cell::Cell;
use crate::ai::eval::Evaluator;
use crate::board::moves::Move;
use crate::vocab::piece::Color;
use crate::position::Position;
use crate::rules::Victory;
use crate::victory::Outcome;
use crate::ai::search::level::*;

// ---------------------------------------------------------------- explanations

/// Why the engine plays a move, for people: the hint's text and what it points at.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// One or two sentences: "takes t45 on e7 by ambush (30 + 15 = 45)",
    /// "wins by Victoria Magna: 16-36-56", "prepares Victoria Magna: 16-36-56", …
    pub text: String,
    /// The captures the move makes at once.
    pub captures: Vec<Capture>,
    /// The victory the move wins or prepares, with the cells it will stand on.
    pub victory: Option<(Victory, Vec<Cell>)>,
    /// The same clauses as `text`, as language-neutral sentences for the page
    /// ([`crate::words`]).
    pub says: Vec<crate::vocab::words::Say>,
}

/// Describe one capture: "t45 on e7 by ambush (30 + 15 = 45)".
pub fn describe_capture(c: &Capture) -> String {
    format!("{} on {} by {} ({})", c.victim, c.target.cell, c.method, c.reason)
}

/// [`describe_capture`] as a language-neutral sentence for the page.
pub fn say_capture(c: &Capture) -> crate::vocab::words::Say {
    crate::vocab::words::Say::new("hint.capture")
        .text("piece", c.victim.to_string())
        .text("cell", c.target.cell.to_string())
        .term("method", c.method.key())
        .say("why", c.reason.say())
}

/// A move of the side to move that wins at once, with the victory.
fn winning_move(p: &Position) -> Option<(Move, Victory)> {
    let mut captures = Vec::new();
    let mut moves = Vec::new();
    p.legal_moves_into(&mut moves);
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
    let mut out = Explanation { text: String::new(), captures: Vec::new(), victory: None, says: Vec::new() };
    let Some(mv) = result.best.as_ref() else {
        out.text = "the game is over".into();
        out.says.push(Say::new("hint.over"));
        return out;
    };
    let us = position.turn();
    let Ok((after, captures)) = position.play_report(mv) else {
        out.text = "no legal move found".into();
        out.says.push(Say::new("hint.noMove"));
        return out;
    };
    let mut notes = Notes::default();
    if !captures.is_empty() {
        let list: Vec<String> = captures.iter().map(describe_capture).collect();
        notes.add(format!("takes {}", list.join(", ")), Say::new("hint.takes").list("list", captures.iter().map(say_capture).collect()));
    }
    out.captures = captures;
    if let Some((victory, cells, text, say)) = win_of(&after, us) {
        notes.add(format!("wins by {text}"), Say::new("hint.wins").say("win", say));
        out.victory = Some((victory, cells));
    } else if let Some(n) = result.win_in() {
        out.victory = prepared_win(&after, result, n, us, &mut notes);
    } else if result.loss_in().is_some() {
        notes.add("every move loses against best play; this one holds out longest".into(), Say::new("hint.holdsOut"));
    } else {
        stops(position, &after, us, &mut notes);
        saves_and_threats(position, &after, mv, us, &mut notes);
        if notes.parts.is_empty() {
            let line: Vec<String> = result.pv.iter().take(4).map(Move::to_string).collect();
            if line.len() > 1 {
                notes.add(format!("improves the position; expected line {}", line.join(" ")), Say::new("hint.improves.line").text("line", line.join(" ")));
            } else {
                notes.add("improves the position".into(), Say::new("hint.improves"));
            }
        }
    }
    let mut text = notes.parts.join("; ");
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out.text = text;
    out.says = notes.says;
    out
}

/// The reasons of a hint, in English and as sentences, in the same order.
#[derive(Default)]
struct Notes {
    parts: Vec<String>,
    says: Vec<Say>,
}

impl Notes {
    fn add(&mut self, text: String, say: Say) {
        self.parts.push(text);
        self.says.push(say);
    }
}

/// `us`'s win in `p`, if the game is won by `us`: the victory, its cells, its English and its
/// sentence.
fn win_of(p: &Position, us: Color) -> Option<(Victory, Vec<Cell>, String, Say)> {
    let outcome = p.outcome()?;
    let said = crate::position::outcome_says(p, &outcome);
    match outcome {
        Outcome::Won { winner, victory, cells, why, .. } if winner == us => {
            let (text, say) = if victory.is_proper() {
                let mut values: Vec<u32> = cells.iter().map(|&c| p.board().value(c)).collect();
                values.sort_unstable();
                let list: Vec<String> = values.iter().map(u32::to_string).collect();
                let on: Vec<String> = cells.iter().map(Cell::to_string).collect();
                (
                    format!("{}: {} on {}", victory.title(), list.join("-"), on.join(", ")),
                    Say::new("hint.win.formation").term("victory", victory.key()).text("values", list.join("-")).text("cells", on.join(", ")),
                )
            } else {
                (format!("{} ({why})", victory.title()), Say::new("hint.win.why").term("victory", victory.key()).list("why", said))
            };
            Some((victory, cells, text, say))
        }
        _ => None,
    }
}

/// A forced win in `n` plies: follow the expected line to the win it prepares, if it shows.
fn prepared_win(after: &Position, result: &SearchResult, n: u32, us: Color, notes: &mut Notes) -> Option<(Victory, Vec<Cell>)> {
    let mut p = after.clone();
    let mut captures = Vec::new();
    for m in result.pv.iter().skip(1) {
        if !p.is_legal(m) {
            break;
        }
        p.play_unchecked(m, &mut captures);
        if let Some((victory, cells, text, say)) = win_of(&p, us) {
            notes.add(format!("prepares {text} (a forced win in {} of its moves)", n.div_ceil(2)), Say::new("hint.prepares").say("win", say).num("n", n.div_ceil(2)));
            return Some((victory, cells));
        }
    }
    notes.add(format!("forces a win in {} of its moves", n.div_ceil(2)), Say::new("hint.forces").num("n", n.div_ceil(2)));
    None
}

/// A victory the opponent could complete if it were to move now, and cannot after this move.
fn stops(position: &Position, after: &Position, us: Color, notes: &mut Notes) {
    let mut setup = position.to_setup();
    setup.turn = us.opposite();
    let threat = Position::from_setup(setup, *position.rules()).ok().and_then(|p| winning_move(&p));
    if let Some((m, victory)) = threat {
        if winning_move(after).is_none() {
            let side = if us == Color::White { "Black" } else { "White" };
            notes.add(
                format!("stops {side}'s {} ({m})", victory.title()),
                Say::new(if us == Color::White { "hint.stops.black" } else { "hint.stops.white" }).term("victory", victory.key()).text("move", m.to_string()),
            );
        }
    }
}

/// The pieces the move saves from a pending capture, and the captures it threatens (where the
/// evaluation reads the threats statically).
fn saves_and_threats(position: &Position, after: &Position, mv: &Move, us: Color, notes: &mut Notes) {
    let evaluator = Evaluator::new(position.rules());
    if !evaluator.static_threats() {
        return;
    }
    let mut before = Vec::new();
    let mut now = Vec::new();
    evaluator.pending(position, us.opposite(), &mut before);
    evaluator.pending(after, us.opposite(), &mut now);
    let on = |c: &Capture| Say::new("hint.on").text("piece", c.victim.to_string()).text("cell", c.target.cell.to_string());
    let (mut saved, mut saved_says): (Vec<String>, Vec<Say>) = before
        .iter()
        .filter(|c| after.board().color_at(c.target.cell) == Some(us) && !now.iter().any(|n| n.target == c.target))
        .map(|c| (format!("{} on {}", c.victim, c.target.cell), on(c)))
        .unzip();
    if saved.is_empty() {
        // The threatened piece may have moved away itself.
        let moved_to = mv.to();
        (saved, saved_says) = before
            .iter()
            .filter(|c| mv.from() == Some(c.target.cell) && !now.iter().any(|n| n.target.cell == moved_to))
            .map(|c| (format!("{} (from {})", c.victim, c.target.cell), Say::new("hint.from").text("piece", c.victim.to_string()).text("cell", c.target.cell.to_string())))
            .unzip();
    }
    if !saved.is_empty() {
        notes.add(format!("saves {}", saved.join(", ")), Say::new("hint.saves").list("list", saved_says));
    }
    evaluator.pending(after, us, &mut now);
    if !now.is_empty() {
        let list: Vec<String> = now.iter().map(|c| format!("{} on {}", c.victim, c.target.cell)).collect();
        notes.add(format!("threatens {}", list.join(", ")), Say::new("hint.threatens").list("list", now.iter().map(on).collect()));
    }
}
