//! Which combinations of options can be played, and the rules as JSON.

use crate::vocab::words::{side_key, Say};

use crate::rules::*;

/// The most moves a game holds: a move past it is refused ([`Refusal::TooLong`]), as is a record
/// or link with more (`crate::app::record`). The page's `MAX_GAME_PLIES` and the largest move cap ([`crate::rules::MAX_PLY_CAP`]):
/// under rules that can be played the cap draws every game before this length (docs/rules.md, "Limits").
pub const MAX_GAME_PLIES: usize = 10_000;

/// The largest move cap: 10,000 plies. A game's moves are kept by the page and the engine
/// (`Game`) and shared in links: 10,000 moves are a link of about 20 KB and a record of about
/// 100 KB, and the longest recorded Ludii games have a few hundred plies; the presets draw at
/// 1,000. The same as the page's `MAX_GAME_PLIES` (docs/rules.md, "Limits").
pub const MAX_PLY_CAP: u32 = 10_000;

impl Rules {
    /// Check that the options work together; the reason when they do not.
    ///
    /// ```
    /// use rithmomachia::{Rules, CaptureMode};
    /// let mut rules = Rules::classic();
    /// assert!(rules.validate().is_ok());
    /// rules.prisoners_reenter = true;
    /// assert!(rules.validate().unwrap_err().to_string().contains("re-enter"));
    /// ```
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.ranks != 14 && self.ranks != 16 {
            return Err(RulesError::BoardLength(self.ranks));
        }
        if self.capture_mode == CaptureMode::Landing && self.motion.iter().any(|m| m.leap.is_some()) {
            return Err(RulesError::LandingLeap);
        }
        if self.ply_cap == 0 || self.ply_cap > MAX_PLY_CAP {
            return Err(RulesError::MoveCap);
        }
        for (m, shape) in self.motion.iter().zip(["shape.round", "shape.triangle", "shape.square"]) {
            if m.dirs != Dirs::None && (m.steps == 0 || m.steps > 15) {
                return Err(RulesError::SlideLength { shape, steps: m.steps });
            }
            if m.dirs == Dirs::None && m.leap.is_none() {
                return Err(RulesError::Immobile { shape });
            }
        }
        let m = &self.methods;
        let automatic_only = [(m.equality, "method.equality"), (m.eruption.is_some(), "method.eruption")];
        let chosen_only = [
            (m.encounter, "method.encounter"),
            (m.assault.is_some(), "method.assault"),
            (m.power, "method.power"),
            (m.progression, "method.progression"),
            (m.imprisonment, "method.imprisonment"),
            (m.sally, "method.sally"),
            (m.ambush.is_some_and(|a| a.adjacent), "fault.method.adjacentAmbush"),
            (m.siege.is_some_and(|s| s.safe_besiegers), "fault.method.safeSiege"),
        ];
        match self.capture_mode {
            CaptureMode::Automatic => {
                if let Some(&(_, method)) = chosen_only.iter().find(|(on, _)| *on) {
                    return Err(RulesError::ChosenOnly { method });
                }
                if self.prisoners_reenter {
                    return Err(RulesError::ReenterNeedsChoice);
                }
                if self.turn.captures_before {
                    return Err(RulesError::BeforeNeedsChoice);
                }
                if self.pyramid_defence != PyramidDefence::TotalThenComponents
                    || self.pyramid_attack != PyramidAttack::TotalOrComponent
                {
                    return Err(RulesError::AutomaticPyramids);
                }
            }
            CaptureMode::Chosen => {
                if let Some(&(_, method)) = automatic_only.iter().find(|(on, _)| *on) {
                    return Err(RulesError::AutomaticOnly { method });
                }
                if m.siege.is_some_and(|s| s.diagonals) {
                    return Err(RulesError::DiagonalSiege);
                }
                if self.pyramid_defence == PyramidDefence::TotalThenComponents {
                    return Err(RulesError::ChosenPyramids);
                }
            }
            CaptureMode::Landing => {
                if *m != Methods::NONE {
                    return Err(RulesError::LandingMethods);
                }
            }
        }
        for (v, goal) in self.victories.iter() {
            for side in [Color::White, Color::Black] {
                for c in v.conditions(self.lesser, &goal, side).as_slice() {
                    if c.at_least && c.threshold == 0 {
                        return Err(RulesError::ZeroThreshold { victory: v, side });
                    }
                }
            }
        }
        Ok(())
    }

    /// The rules as JSON (for custom rules and saved games).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Rules from JSON, checked with [`Rules::validate`].
    ///
    /// # Errors
    /// A malformed text, an unknown option, or a combination that cannot work.
    pub fn from_json(text: &str) -> Result<Rules, RulesError> {
        Rules::from_value(crate::vocab::json::parse(text).map_err(|e| RulesError::Json(e.to_string()))?)
    }

    /// Rules from a JSON value already read (a record file's `rules` object), checked as
    /// [`Rules::from_json`] checks them.
    ///
    /// # Errors
    /// An unknown option, or a combination that cannot work.
    pub fn from_value(value: crate::vocab::json::Value) -> Result<Rules, RulesError> {
        let rules: Rules = crate::vocab::json::from_value(value).map_err(|e| match e.at() {
            // A cap that is no u32 (negative, a fraction, too large, text): the same range as
            // a cap of 0 or over the largest.
            "plyCap" => RulesError::MoveCap,
            _ => RulesError::Json(e.to_string()),
        })?;
        rules.validate()?;
        Ok(rules)
    }
}

/// Why rules cannot be played: a text that is no set of rules, or a combination of options
/// that cannot work. Each says itself in one English sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The JSON cannot be read as rules (the reader's message, with its line and column).
    Json(String),
    /// A board neither 14 nor 16 ranks long.
    BoardLength(u8),
    /// A shape that leaps, where captures are made by landing (Ludii's slides).
    LandingLeap,
    /// A move cap of 0 plies or more than [`MAX_PLY_CAP`], or not a whole number.
    MoveCap,
    /// A slide of 0 or more than 15 cells.
    SlideLength {
        /// The shape's message key: `"shape.round"`, `"shape.triangle"` or `"shape.square"`.
        shape: &'static str,
        /// The length asked for.
        steps: u8,
    },
    /// A shape with neither slide nor leap.
    Immobile {
        /// The shape's message key: `"shape.round"`, `"shape.triangle"` or `"shape.square"`.
        shape: &'static str,
    },
    /// A capture method that needs chosen captures, with automatic ones.
    ChosenOnly {
        /// The method's message key (`"method.encounter"`, `"fault.method.adjacentAmbush"`, …).
        method: &'static str,
    },
    /// Prisoners re-entering with automatic captures.
    ReenterNeedsChoice,
    /// Captures before a move with automatic captures.
    BeforeNeedsChoice,
    /// Automatic captures with other than the classic pyramid rules.
    AutomaticPyramids,
    /// An automatic-capture method (`"equality"`, `"eruption"`) with chosen captures.
    AutomaticOnly {
        /// The method's message key.
        method: &'static str,
    },
    /// A diagonal siege with chosen captures.
    DiagonalSiege,
    /// Chosen captures with a pyramid rule that offers no choice.
    ChosenPyramids,
    /// Other capture methods with captures by landing.
    LandingMethods,
    /// A common victory whose threshold of 0 would win at once.
    ZeroThreshold {
        /// The victory.
        victory: Victory,
        /// The side whose threshold it is.
        side: Color,
    },
}

impl RulesError {
    /// The sentence: a `fault.rules.*` key with its parameters (the JSON reader's reason stays as
    /// the reader words it: the field or value it names is the text's own).
    pub fn says(&self) -> Say {
        let s = Say::new;
        match self {
            RulesError::Json(e) => s("fault.rules.json").text("why", e.to_string()),
            RulesError::BoardLength(n) => s("fault.rules.boardLength").num("n", *n),
            RulesError::LandingLeap => s("fault.rules.landingLeap"),
            RulesError::MoveCap => s("fault.rules.moveCap").num("max", MAX_PLY_CAP),
            RulesError::SlideLength { shape, steps } => {
                s("fault.rules.slideLength").term("shape", shape).num("steps", *steps)
            }
            RulesError::Immobile { shape } => s("fault.rules.immobile").term("shape", shape),
            RulesError::ChosenOnly { method } => s("fault.rules.chosenOnly").term("method", method),
            RulesError::ReenterNeedsChoice => s("fault.rules.reenter"),
            RulesError::BeforeNeedsChoice => s("fault.rules.before"),
            RulesError::AutomaticPyramids => s("fault.rules.automaticPyramids"),
            RulesError::AutomaticOnly { method } => s("fault.rules.automaticOnly").term("method", method),
            RulesError::DiagonalSiege => s("fault.rules.diagonalSiege"),
            RulesError::ChosenPyramids => s("fault.rules.chosenPyramids"),
            RulesError::LandingMethods => s("fault.rules.landingMethods"),
            RulesError::ZeroThreshold { victory, side } => {
                s("fault.rules.zeroThreshold").term("victory", victory.key()).term("side", side_key(*side))
            }
        }
    }
}

crate::vocab::said::said!(RulesError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_round_trip_through_json() {
        for preset in Preset::ALL {
            let rules = preset.rules();
            let json = rules.to_json();
            assert_eq!(Rules::from_json(&json), Ok(rules), "{json}");
            assert!(!rules.is_custom());
        }
        let json = Rules::classic().to_json();
        assert!(json.contains(r#""captureMode":"automatic""#), "{json}");
        assert!(json.contains(r#""de-bonis":{"pieces":0,"value":{"white":1315,"black":984}"#), "{json}");
    }

    /// (what is changed, fragment of the reason it is refused)
    #[test]
    fn combinations_that_cannot_work_are_refused_with_the_reason() {
        type Change = fn(&mut Rules);
        let table: [(Change, &str); 11] = [
            (|r| r.ply_cap = MAX_PLY_CAP + 1, "from 1 to 10000"),
            (|r| r.ranks = 15, "14 or 16 ranks"),
            (|r| r.ply_cap = 0, "move cap must be a whole number of plies from 1 to 10000"),
            (|r| r.motion[1].steps = 0, "triangle's slide"),
            (|r| r.motion[0] = Motion { dirs: Dirs::None, steps: 0, leap: None }, "round must be able to move"),
            (|r| r.prisoners_reenter = true, "re-enter"),
            (|r| r.methods.sally = true, "sally works only where the player chooses"),
            (|r| r.turn.captures_before = true, "captures before a move"),
            (|r| r.capture_mode = CaptureMode::Chosen, "equality is an automatic-capture method"),
            (|r| r.capture_mode = CaptureMode::Landing, "no shape may leap"),
            (|r| r.victories.set(Victory::DeCorpore, Some(Goal::default())), "De Corpore needs a threshold above 0"),
        ];
        for (change, fragment) in table {
            let mut rules = Rules::classic();
            change(&mut rules);
            let err = rules.validate().expect_err(fragment).to_string();
            assert!(err.contains(fragment), "{err} lacks {fragment}");
            assert!(Rules::from_json(&rules.to_json()).is_err());
        }
    }

    #[test]
    fn malformed_json_is_refused_with_a_message() {
        for (text, fragment) in [
            ("{", "rules:"),
            (r#"{"preset":"classic"}"#, "missing field"),
            (&Rules::classic().to_json().replace(r#""plyCap":1000"#, r#""plyCap":1000,"extra":1"#), "unknown field"),
            (&Rules::classic().to_json().replace("de-bonis", "de-nothing"), "unknown victory 'de-nothing'"),
        ] {
            let err = Rules::from_json(text).unwrap_err().to_string();
            assert!(err.contains(fragment), "{err} lacks {fragment}");
        }
        assert!(matches!(Rules::from_json("{"), Err(RulesError::Json(_))));
        let mut reenter = Rules::classic();
        reenter.prisoners_reenter = true;
        assert_eq!(reenter.validate(), Err(RulesError::ReenterNeedsChoice));
        // A custom change is noticed.
        let mut rules = Rules::classic();
        rules.ply_cap = 500;
        assert!(rules.is_custom());
        assert_eq!(Rules::from_json(&rules.to_json()).unwrap().ply_cap, 500);
    }

    /// A move cap out of range, whatever its kind in the JSON, is refused with the range; the
    /// largest is accepted.
    #[test]
    fn the_move_cap_is_refused_out_of_its_range_with_the_range() {
        let json = Rules::classic().to_json();
        let message = "the move cap must be a whole number of plies from 1 to 10000";
        for cap in ["0", "10001", "4294967296", "-5", "1e9", "2.5", "\"1000\"", "null", "1000000000"] {
            let text = json.replace(r#""plyCap":1000"#, &format!(r#""plyCap":{cap}"#));
            assert_eq!(Rules::from_json(&text), Err(RulesError::MoveCap), "{cap}");
            assert_eq!(RulesError::MoveCap.to_string(), message);
        }
        for cap in [1, MAX_PLY_CAP] {
            let text = json.replace(r#""plyCap":1000"#, &format!(r#""plyCap":{cap}"#));
            assert_eq!(Rules::from_json(&text).map(|r| r.ply_cap), Ok(cap));
        }
    }
}
