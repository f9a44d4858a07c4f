//! The rules in words: sentences for the page and the command line (`crate::vocab::english`).

use crate::rules::*;

impl Rules {
    /// The rules in plain sentences, generated from this value (the rules panel shows them),
    /// language-neutral ([`crate::words`]): one [`Say`](crate::words::Say) per sentence.
    ///
    /// ```
    /// let text = rithmomachia::english::says(&rithmomachia::Rules::classic().sentences());
    /// assert!(text.contains("Round: 1 step diagonally."));
    /// assert!(text.contains("Captures happen by themselves after each move"));
    /// ```
    pub fn sentences(&self) -> Vec<crate::vocab::words::Say> {
        use crate::vocab::words::{Say, Word};
        let mut out = Vec::new();
        out.push(
            Say::new(if self.first == Color::White { "rules.board.white" } else { "rules.board.black" })
                .num("ranks", self.ranks),
        );
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
                (Some(d), Some(l)) => Say::new("rules.motion.stepsOrLeap")
                    .say("dirs", Say::new(d).num("n", m.steps))
                    .word("clear", clear)
                    .term("leap", l),
                (Some(d), None) => {
                    Say::new("rules.motion.steps").say("dirs", Say::new(d).num("n", m.steps)).word("clear", clear)
                }
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
            let ops: Vec<Word> = [
                (a.ops.sum, "op.sum"),
                (a.ops.difference, "op.difference"),
                (a.ops.product, "op.product"),
                (a.ops.quotient, "op.quotient"),
            ]
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
