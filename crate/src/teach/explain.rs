//! Explanations for teaching: what a piece threatens and what threatens it, and which
//! progressions a side could still complete. All computed from the rules in force.

use serde::Serialize;

use crate::capture::choices::available;
use crate::capture::judge;
use crate::capture::methods::{Attack, Moment};
use crate::capture::Capture;
use crate::position::Position;
use crate::rules::{Attackers, CaptureMode, Victory};
use crate::victory::{accepts, FormationSearch};
use crate::vocab::cell::Cell;
use crate::vocab::piece::Color;

/// The captures the side `side` could make at once if it were its turn and it passed (for
/// `classic`, the whole-board sweep), keeping those `keep` accepts.
fn captures_for(position: &Position, side: Color, keep: impl Fn(&Capture) -> bool) -> Vec<Capture> {
    let mut out = Vec::new();
    match position.rules().capture_mode {
        CaptureMode::Automatic => {
            let mut rules = *position.rules();
            rules.attackers = Attackers::All;
            let attack =
                Attack::new(&rules, position.state().tables(), position.board(), side, Moment::After { moved: None });
            judge::sweep(&attack, &mut out);
        }
        CaptureMode::Chosen => {
            let as_side = position.as_side(side);
            out.extend(available(as_side.state(), Moment::After { moved: None }).into_iter().flat_map(|c| c.captures));
        }
        CaptureMode::Landing => {
            let as_side = position.as_side(side);
            for mv in as_side.legal_moves() {
                if let Ok(captures) = as_side.captures(&mv) {
                    out.extend(captures);
                }
            }
        }
    }
    out.retain(|c| keep(c));
    out
}

/// What the piece on `cell` threatens (enemy pieces it takes part in capturing, were its side
/// to capture now) and the dangers to it (captures of it the other side could make now).
///
/// ```
/// use rithmomachia::{explain, notation, Position, Rules};
/// // White C16 e3 reaches Black t16 f4 (equality); Black t16 does not reach e3.
/// let text = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/8 w - - 0";
/// let p = Position::from_setup(notation::parse_position(text).unwrap(), Rules::classic()).unwrap();
/// let e = explain::piece(&p, "e3".parse().unwrap());
/// assert_eq!(e.threatens.len(), 1);
/// assert_eq!(e.threatens[0].reason.to_string(), "16 = 16");
/// assert!(e.dangers.is_empty());
/// ```
pub fn piece(position: &Position, cell: Cell) -> PieceExplanation {
    let Some(color) = position.board().color_at(cell) else {
        return PieceExplanation { threatens: Vec::new(), dangers: Vec::new() };
    };
    let threatens = captures_for(position, color, |c| c.by.contains(cell));
    let dangers = captures_for(position, color.opposite(), |c| c.target.cell == cell);
    PieceExplanation { threatens, dangers }
}

/// See [`piece`].
#[derive(Clone, Debug)]
pub struct PieceExplanation {
    /// Captures the piece takes part in, were its side to capture now.
    pub threatens: Vec<Capture>,
    /// Captures of the piece the other side could make now.
    pub dangers: Vec<Capture>,
}

/// A progression a side could complete: the pieces already in place and the one missing.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Opportunity {
    /// The victory it would make.
    pub victory: &'static str,
    /// The cells of the pieces already in place.
    pub cells: Vec<String>,
    /// The empty cell where the missing piece must stand.
    pub missing_cell: String,
    /// The value the missing piece must have.
    pub missing_value: u32,
    /// The side's pieces of that value that could move there now.
    pub movers: Vec<String>,
    /// The arithmetic once complete, as sentences ([`crate::words`]): "16, 36, 56:
    /// arithmetic, step 20".
    pub explain_says: Vec<crate::vocab::words::Say>,
}

/// Progressions `side` could complete with one more piece in its enemy territory: for each
/// empty eligible cell and each value one of `side`'s pieces carries, whether a piece of that
/// value there would complete a proper victory in force. Ranked: those a piece of the side can
/// complete with its next move first (in site order), then the others; at most `limit`.
pub fn opportunities(position: &Position, side: Color, limit: usize) -> Vec<Opportunity> {
    let rules = position.rules();
    let board = position.board();
    let mut values: Vec<u32> = board.occupied_by(side).iter().map(|c| board.value(c)).collect();
    crate::vocab::sort_by_key(&mut values, |&v| v);
    values.dedup();
    let mut out = Vec::new();
    let proper: Vec<Victory> =
        Victory::PRECEDENCE.into_iter().filter(|v| v.formation_size() > 0 && rules.victories.enabled(*v)).collect();
    if proper.is_empty() {
        return out;
    }
    let reach = reach(position, side);
    let empty = board.cells() & !board.occupied();
    let enemy_half = position.territory(side.opposite());
    for cell in empty & enemy_half {
        for &value in &values {
            let mut trial = board.clone();
            let piece =
                crate::vocab::piece::Piece::simple(side, crate::vocab::piece::Shape::Round, value.min(9999) as u16);
            if trial.put(cell, piece).is_err() {
                continue;
            }
            for &victory in &proper {
                let mut eligible =
                    if rules.formation.enemy_pieces { trial.occupied() } else { trial.occupied_by(side) };
                eligible &= enemy_half;
                let search = FormationSearch { board: &trial, mover: side, eligible, shape: rules.formation.shape };
                let found: Option<Vec<Cell>> = match victory.formation_size() {
                    3 => search.three(cell, |a, b, c| accepts(victory, &[a, b, c])).map(|c| c.to_vec()),
                    _ => search.four(cell, |v| accepts(victory, &v)).map(|c| c.to_vec()),
                };
                if let Some(cells) = found {
                    let movers = reach
                        .iter()
                        .filter(|&&(from, to)| to == cell && board.value(from) == value)
                        .map(|(from, _)| from.to_string())
                        .collect();
                    let vals: Vec<u32> = cells.iter().map(|&c| trial.value(c)).collect();
                    out.push(Opportunity {
                        victory: victory.id(),
                        cells: cells.iter().filter(|&&c| c != cell).map(|c| c.to_string()).collect(),
                        missing_cell: cell.to_string(),
                        missing_value: value,
                        movers,
                        explain_says: crate::victory::progression_says(&vals),
                    });
                    break;
                }
            }
        }
    }
    // Reachable first, each group in site order (no library sort: small code in the wasm).
    let (mut ranked, later): (Vec<Opportunity>, Vec<Opportunity>) = out.into_iter().partition(|o| !o.movers.is_empty());
    ranked.extend(later);
    ranked.truncate(limit);
    ranked
}

/// Every (from, to) of `side`'s actions that move a piece now, once each.
fn reach(position: &Position, side: Color) -> Vec<(Cell, Cell)> {
    let mut out = Vec::new();
    // The actions, not every choice of captures (there may be thousands of those).
    position.as_side(side).each_legal_action(|action| {
        let mv = crate::board::moves::Move { action, takes: Vec::new() };
        if let Some(from) = mv.from() {
            if !out.contains(&(from, mv.to())) {
                out.push((from, mv.to()));
            }
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::test_position;
    use crate::Rules;

    #[test]
    fn dangers_list_what_the_other_side_could_take() {
        // Black t16 e5 reaches White C16 e3 two steps south; the round does not reach back.
        let p = test_position("c97,7/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/4,C16,3/8/7,C2 w - - 0", Rules::classic());
        let e = piece(&p, "e3".parse().unwrap());
        assert!(e.threatens.is_empty());
        assert_eq!(e.dangers.len(), 1);
        assert_eq!(e.dangers[0].by, "e5".parse::<Cell>().unwrap().bit());
        let t = piece(&p, "e5".parse().unwrap());
        assert_eq!(t.threatens.len(), 1);
        assert!(piece(&p, "h8".parse().unwrap()).threatens.is_empty());
    }

    #[test]
    fn the_finder_names_the_missing_piece_and_who_can_bring_it() {
        // White C16 c10 and C36 d11 in enemy territory; C56 on f11 can step to e12: 16-36-56.
        let p = test_position("7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0", Rules::classic());
        let found = opportunities(&p, Color::White, 50);
        let hit = found.iter().find(|o| o.missing_cell == "e12" && o.missing_value == 56).expect("e12 56");
        assert_eq!(hit.victory, "victoria-magna");
        assert_eq!(hit.movers, ["f11"]);
        assert_eq!(crate::vocab::english::says(&hit.explain_says), "16, 36, 56: arithmetic, step 20");
        // Ranked: the ones a piece can complete now come first, and the list is capped.
        let first_unreachable = found.iter().position(|o| o.movers.is_empty()).unwrap_or(found.len());
        assert!(found[..first_unreachable].iter().all(|o| !o.movers.is_empty()));
        assert!(found[first_unreachable..].iter().all(|o| o.movers.is_empty()));
        let e12 = found.iter().position(|o| o.missing_cell == "e12" && o.missing_value == 56).unwrap();
        assert!(e12 < first_unreachable && first_unreachable < found.len(), "{found:?}");
        assert_eq!(opportunities(&p, Color::White, 3).len(), 3);
        // Nothing for a side without pieces in reach of a progression.
        assert!(opportunities(&p, Color::Black, 50).is_empty());
    }
}
