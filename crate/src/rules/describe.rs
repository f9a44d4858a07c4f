//! The rules in words: English lines for the command line, sentences for the page.

use crate::rules::*;

impl Rules {
    /// The rules in plain sentences, generated from this value (the rules panel shows them).
    ///
    /// ```
    /// let text = rithmomachia::Rules::classic().describe().join(" ");
    /// assert!(text.contains("Round: 1 step diagonally."));
    /// assert!(text.contains("Captures happen by themselves after each move"));
    /// ```
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        out.push(format!(
            "Board of 8 files and {} ranks; {} moves first; each side's enemy territory is the other half.",
            self.ranks,
            if self.first == Color::White { "White" } else { "Black" }
        ));
        for (m, name) in self.motion.iter().zip(["Round", "Triangle", "Square"]) {
            let dirs = match m.dirs {
                Dirs::None => String::new(),
                Dirs::Orthogonal => format!("{} step{} orthogonally", m.steps, if m.steps == 1 { "" } else { "s" }),
                Dirs::Diagonal => format!("{} step{} diagonally", m.steps, if m.steps == 1 { "" } else { "s" }),
                Dirs::All => format!("{} step{} in any direction", m.steps, if m.steps == 1 { "" } else { "s" }),
            };
            let leap = match m.leap {
                None => "",
                Some(Leap::Knight) => "a (1, 2) leap over anything",
                Some(Leap::Long) => "a (1, 3) leap over anything",
            };
            let clear = if m.steps > 1 { " (path clear)" } else { "" };
            let both = match (dirs.is_empty(), leap.is_empty()) {
                (false, false) => format!("{clear}, or "),
                (false, true) => clear.to_string(),
                _ => String::new(),
            };
            out.push(format!("{name}: {dirs}{both}{leap}."));
        }
        out.push(match self.pyramid_motion {
            PyramidMotion::AnyShape => "Pyramid: moves as any shape it still holds.".into(),
            PyramidMotion::Base => "Pyramid: moves as its base.".into(),
        });
        out.push(match self.capture_mode {
            CaptureMode::Automatic => match self.attackers {
                Attackers::All => "Captures happen by themselves after each move, by any of the mover's pieces.".into(),
                Attackers::MovedOnly => "Captures happen by themselves after each move, by the piece that moved.".into(),
            },
            CaptureMode::Chosen => {
                let mut t = String::from("The player chooses which captures to take");
                if self.turn.captures_before {
                    t.push_str(", before a regular move (taking a victim's place) and after it");
                } else if self.turn.captures_after {
                    t.push_str(" after each move or drop");
                }
                t.push('.');
                t
            }
            CaptureMode::Landing => "A piece captures by landing on an enemy piece when a condition holds.".into(),
        });
        let m = &self.methods;
        if let Some(siege) = m.siege {
            out.push(format!(
                "Siege: every {} neighbour of a piece is the mover's{}.",
                if siege.diagonals { "orthogonal (or every diagonal)" } else { "orthogonal" },
                if siege.safe_besiegers { ", and no besieger could be taken in return" } else { "" }
            ));
        }
        if m.equality {
            out.push("Equality: a piece that could move onto an enemy of its own value takes it.".into());
        }
        if m.encounter {
            out.push("Encounter: a piece within one regular move of an enemy of its own value takes it.".into());
        }
        if let Some(a) = m.ambush {
            let ops: Vec<&str> = [(a.ops.sum, "sum"), (a.ops.difference, "difference"), (a.ops.product, "product"), (a.ops.quotient, "quotient")]
                .into_iter()
                .filter(|(on, _)| *on)
                .map(|(_, n)| n)
                .collect();
            out.push(if a.adjacent {
                format!("Ambush: two or more smaller pieces next to an enemy whose {} is its value take it.", ops.join(" or "))
            } else {
                format!("Ambush: two pieces that reach an enemy whose {} is its value take it.", ops.join(", "))
            });
        }
        if let Some(d) = m.eruption {
            out.push(format!(
                "Eruption: a piece on an enemy's rank or file whose value times or divided by the distance ({}) is the enemy's takes it.",
                match d {
                    Distance::BothEnds => "both end cells counted",
                    Distance::Between => "cells between",
                }
            ));
        }
        match m.assault {
            Some(Assault::Line) => out.push("Assault: on one line with n empty cells between, attacker × n or ÷ n = victim.".into()),
            Some(Assault::Replace) => out.push("Assault: a piece takes the place of an enemy of equal value it could move to.".into()),
            None => {}
        }
        if m.power {
            out.push("Power: a piece within one regular move of its power or root takes it.".into());
        }
        if m.progression {
            out.push("Progression: two pieces that reach an enemy forming a progression with it take it.".into());
        }
        if m.imprisonment {
            out.push("Imprisonment: an enemy with no regular move left, blocked by at least one of the mover's pieces, falls.".into());
        }
        if m.sally {
            out.push("Sally: a piece of value n, x cells from an enemy of value n × x on a clear line, takes its place.".into());
        }
        if self.prisoners_reenter {
            out.push("Prisoners may re-enter on an empty cell of their new owner's back rank, instead of a move.".into());
        }
        let mut won: Vec<String> = Vec::new();
        for (v, goal) in self.victories.iter() {
            let c = v.conditions(self.lesser, &goal, Color::White);
            let cond: Vec<String> = c
                .as_slice()
                .iter()
                .map(|c| {
                    let t = if matches!(c.measure, Measure::Value) {
                        format!("{} (White) / {} (Black)", goal.value.white, goal.value.black)
                    } else {
                        c.threshold.to_string()
                    };
                    format!("{} {} {t}", c.measure_name(), if c.at_least { "≥" } else { "≤" })
                })
                .collect();
            won.push(if cond.is_empty() { v.title().to_string() } else { format!("{} ({})", v.title(), cond.join(", ")) });
        }
        out.push(format!("Victories in force: {}.", won.join("; ")));
        if self.pyramid_first {
            out.push("Proper victories count only once the enemy pyramid has fallen.".into());
        }
        out.push(format!("The game is drawn after {} plies.", self.ply_cap));
        out
    }

    /// [`Rules::describe`] as language-neutral sentences for the page ([`crate::words`]): the
    /// same facts, one [`Say`](crate::words::Say) per sentence, worded by the shell.
    pub fn sentences(&self) -> Vec<crate::vocab::words::Say> {
        use crate::vocab::words::{Say, Word};
        let mut out = Vec::new();
        out.push(Say::new(if self.first == Color::White { "rules.board.white" } else { "rules.board.black" }).num("ranks", self.ranks));
        for (m, shape) in self.motion.iter().zip(["shape.round.title", "shape.triangle.title", "shape.square.title"]) {
            let dirs = match m.dirs {
                Dirs::None => None,
                Dirs::Orthogonal => Some("motion.orthogonal"),
                Dirs::Diagonal => Some("motion.diagonal"),
                Dirs::All => Some("motion.any"),
            };
            let leap = match m.leap {
                None => None,
                Some(Leap::Knight) => Some("motion.leap.knight"),
                Some(Leap::Long) => Some("motion.leap.long"),
            };
            let clear = if m.steps > 1 { Word::Term { t: "motion.clear" } } else { Word::Text(String::new()) };
            let s = match (dirs, leap) {
                (Some(d), Some(l)) => Say::new("rules.motion.stepsOrLeap").say("dirs", Say::new(d).num("n", m.steps)).word("clear", clear).term("leap", l),
                (Some(d), None) => Say::new("rules.motion.steps").say("dirs", Say::new(d).num("n", m.steps)).word("clear", clear),
                (None, Some(l)) => Say::new("rules.motion.leap").term("leap", l),
                (None, None) => Say::new("rules.motion.none"),
            };
            out.push(s.term("shape", shape));
        }
        out.push(Say::new(match self.pyramid_motion {
            PyramidMotion::AnyShape => "rules.pyramid.anyShape",
            PyramidMotion::Base => "rules.pyramid.base",
        }));
        out.push(Say::new(match self.capture_mode {
            CaptureMode::Automatic => match self.attackers {
                Attackers::All => "rules.capture.automatic.all",
                Attackers::MovedOnly => "rules.capture.automatic.movedOnly",
            },
            CaptureMode::Chosen if self.turn.captures_before => "rules.capture.chosen.before",
            CaptureMode::Chosen if self.turn.captures_after => "rules.capture.chosen.after",
            CaptureMode::Chosen => "rules.capture.chosen",
            CaptureMode::Landing => "rules.capture.landing",
        }));
        let m = &self.methods;
        if let Some(siege) = m.siege {
            out.push(Say::new(match (siege.diagonals, siege.safe_besiegers) {
                (false, false) => "rules.siege.orthogonal",
                (true, false) => "rules.siege.diagonal",
                (false, true) => "rules.siege.orthogonal.safe",
                (true, true) => "rules.siege.diagonal.safe",
            }));
        }
        if m.equality {
            out.push(Say::new("rules.equality"));
        }
        if m.encounter {
            out.push(Say::new("rules.encounter"));
        }
        if let Some(a) = m.ambush {
            let ops: Vec<Word> = [(a.ops.sum, "op.sum"), (a.ops.difference, "op.difference"), (a.ops.product, "op.product"), (a.ops.quotient, "op.quotient")]
                .into_iter()
                .filter(|(on, _)| *on)
                .map(|(_, t)| Word::Term { t })
                .collect();
            let ops = if a.adjacent { Word::Join { join: "list.or", items: ops } } else { Word::List(ops) };
            out.push(Say::new(if a.adjacent { "rules.ambush.adjacent" } else { "rules.ambush" }).word("ops", ops));
        }
        if let Some(d) = m.eruption {
            out.push(Say::new(match d {
                Distance::BothEnds => "rules.eruption.bothEnds",
                Distance::Between => "rules.eruption.between",
            }));
        }
        match m.assault {
            Some(Assault::Line) => out.push(Say::new("rules.assault.line")),
            Some(Assault::Replace) => out.push(Say::new("rules.assault.replace")),
            None => {}
        }
        for (on, key) in [
            (m.power, "rules.power"),
            (m.progression, "rules.progression"),
            (m.imprisonment, "rules.imprisonment"),
            (m.sally, "rules.sally"),
            (self.prisoners_reenter, "rules.reenter"),
        ] {
            if on {
                out.push(Say::new(key));
            }
        }
        let mut won = Vec::new();
        for (v, goal) in self.victories.iter() {
            let c = v.conditions(self.lesser, &goal, Color::White);
            let cond: Vec<Say> = c
                .as_slice()
                .iter()
                .map(|c| {
                    let rel = if c.at_least { "≥" } else { "≤" };
                    let s = if matches!(c.measure, Measure::Value) {
                        Say::new("rules.condition.value").num("white", goal.value.white).num("black", goal.value.black)
                    } else {
                        Say::new("rules.condition").num("n", c.threshold)
                    };
                    s.term("measure", c.measure.key()).text("rel", rel)
                })
                .collect();
            won.push(if cond.is_empty() {
                Say::new("rules.victory").term("victory", v.key())
            } else {
                Say::new("rules.victory.conditions").term("victory", v.key()).list("conditions", cond)
            });
        }
        out.push(Say::new("rules.victories").join("list", "list.semi", won));
        if self.pyramid_first {
            out.push(Say::new("rules.pyramidFirst"));
        }
        out.push(Say::new("rules.plyCap").num("n", self.ply_cap));
        out
    }
}
