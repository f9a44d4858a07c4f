//! The one place victories are judged: after every turn a capture mode plays (from what it
//! reports, [`Played`]), and when the game is asked how it ended.

use crate::capture::mode::Played;
use crate::position::Position;
use crate::rules::{CaptureMode, Victory};
use crate::victory::{
    accepts, common_victories, line, move_cap, no_move, DrawReason, FormationSearch, Outcome, Verdict,
};
use crate::vocab::cell::{Cell, CellSet};
use crate::vocab::piece::Color;

impl Position {
    /// The verdict after a turn `played`: a proper victory through its anchors (a formation,
    /// or with captures by landing Ludii's line through the cell landed on), else a common
    /// victory of the mover's prisoners. The one place victories are judged.
    pub(crate) fn judge(&self, played: Played) -> Option<Verdict> {
        let Played { mover, anchors } = played;
        if self.rules().capture_mode == CaptureMode::Landing {
            return self.judge_line(mover, anchors);
        }
        self.judge_formations(mover, anchors)
    }

    /// Ludii's line progression through one of `anchors`, else a common victory.
    fn judge_line(&self, mover: Color, anchors: CellSet) -> Option<Verdict> {
        if self.rules().victories.enabled(Victory::LudiiLine) {
            let territory = self.territory(mover.opposite());
            for landed in anchors {
                if let Some(cells) = line::line(self.board(), territory, mover, landed) {
                    return self.common_verdict(
                        mover,
                        0,
                        [Some(cells[0]), Some(cells[1]), Some(cells[2]), None],
                        Some(Victory::LudiiLine),
                    );
                }
            }
        }
        self.common_verdict(mover, 0, [None; 4], None)
    }

    /// The best formation through one of `anchors` (and every other victory it makes), else a
    /// common victory.
    fn judge_formations(&self, mover: Color, anchors: CellSet) -> Option<Verdict> {
        let rules = self.rules();
        let mut best: Option<(Victory, [Option<Cell>; 4])> = None;
        let mut also = 0u32;
        let enemy_pyramid = !(self.board().pyramids() & self.board().occupied_by(mover.opposite())).is_empty();
        // Most turns land where no formation may stand (outside the enemy's territory): then
        // no formation is sought.
        let anchored = Victory::PRECEDENCE
            .into_iter()
            .filter(|v| v.formation_size() > 0 && rules.victories.enabled(*v))
            .any(|v| !(anchors & self.formation_cells(mover, v)).is_empty());
        if anchored && !(rules.pyramid_first && enemy_pyramid) {
            let bit = |v: Victory| 1u32 << v as u32;
            let in_force =
                Victory::PRECEDENCE.into_iter().filter(|v| v.formation_size() > 0 && rules.victories.enabled(*v));
            // Victories of one size over one set of eligible cells share one search: it looks
            // for a formation any of them accepts, then names every one that formation makes,
            // and goes on for the others.
            let mut groups: [(usize, CellSet, u32); 4] = [(0, CellSet::EMPTY, 0); 4];
            let mut n = 0;
            for v in in_force {
                let eligible = self.formation_cells(mover, v);
                match groups[..n].iter_mut().find(|(size, cells, _)| *size == v.formation_size() && *cells == eligible)
                {
                    Some(group) => group.2 |= bit(v),
                    None if n < 4 => {
                        groups[n] = (v.formation_size(), eligible, bit(v));
                        n += 1;
                    }
                    None => {}
                }
            }
            for &(size, eligible, mut wanted) in &groups[..n] {
                if (eligible.count() as usize) < size {
                    continue;
                }
                let search = FormationSearch { board: self.board(), mover, eligible, shape: rules.formation.shape };
                let wants = |wanted: u32, values: &[u32]| {
                    Victory::PRECEDENCE.into_iter().filter(|v| wanted & bit(*v) != 0).find(|v| accepts(*v, values))
                };
                'anchors: for anchor in anchors & eligible {
                    while wanted != 0 {
                        let found = match size {
                            3 => search
                                .three(anchor, |a, b, c| wants(wanted, &[a, b, c]).is_some())
                                .map(|c| [Some(c[0]), Some(c[1]), Some(c[2]), None]),
                            _ => search.four(anchor, |vals| wants(wanted, &vals).is_some()).map(|c| c.map(Some)),
                        };
                        let Some(cells) = found else { continue 'anchors };
                        let values: Vec<u32> = cells.iter().flatten().map(|&c| self.board().value(c)).collect();
                        while let Some(v) = wants(wanted, &values) {
                            wanted &= !bit(v);
                            also |= bit(v);
                            let rank = |x: Victory| Victory::PRECEDENCE.iter().position(|p| *p == x);
                            if best.is_none_or(|(b, _)| rank(v) < rank(b)) {
                                best = Some((v, cells));
                            }
                        }
                    }
                }
            }
        }
        match best {
            Some((victory, cells)) => self.common_verdict(mover, also, cells, Some(victory)),
            None => self.common_verdict(mover, 0, [None; 4], None),
        }
    }

    /// Combine a proper victory (if any) with the common victories `mover`'s prisoners reach.
    pub(crate) fn common_verdict(
        &self,
        mover: Color,
        mut also: u32,
        cells: [Option<Cell>; 4],
        proper: Option<Victory>,
    ) -> Option<Verdict> {
        let mut best = proper;
        for victory in common_victories(self.rules(), mover, self.prisoners(mover)) {
            also |= 1 << victory as u32;
            let rank = |x: Victory| Victory::PRECEDENCE.iter().position(|q| *q == x);
            if best.is_none_or(|b| rank(victory) < rank(b)) {
                best = Some(victory);
            }
        }
        let victory = best?;
        let cells = if victory.is_proper() { cells } else { [None; 4] };
        Some(Verdict { winner: mover, victory, cells, also: also & !(1 << victory as u32) })
    }

    /// Cells whose pieces may take part in `mover`'s formations for `victory`.
    fn formation_cells(&self, mover: Color, victory: Victory) -> CellSet {
        let f = self.rules().formation;
        let mut cells = if f.enemy_pieces { self.board().occupied() } else { self.board().occupied_by(mover) };
        if f.enemy_territory && !matches!(victory, Victory::GreatTriumph | Victory::GreaterTriumph) {
            cells &= self.territory(mover.opposite());
        }
        cells
    }

    /// How the game ended, or `None` while it goes on.
    ///
    /// A victory made by the last move comes first; then the move cap (a draw); then a side
    /// to move with no legal move loses (`blockade`), when that victory is enabled.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(v) = self.verdict {
            return Some(Outcome::Won {
                winner: v.winner,
                victory: v.victory,
                cells: v.cells(),
                why: v.says(self.board(), self.rules(), self.prisoners(v.winner)),
                also: v.also(),
            });
        }
        if self.ply() >= self.rules().ply_cap {
            return Some(Outcome::Drawn { reason: DrawReason::MoveCap, why: vec![move_cap(self.ply())] });
        }
        if !self.has_legal_move() {
            if self.rules().victories.enabled(Victory::Blockade) {
                let winner = self.turn().opposite();
                return Some(Outcome::Won {
                    winner,
                    victory: Victory::Blockade,
                    cells: Vec::new(),
                    why: vec![no_move(self.turn())],
                    also: Vec::new(),
                });
            }
            return Some(Outcome::Drawn { reason: DrawReason::NoMove, why: vec![no_move(self.turn())] });
        }
        None
    }
}
