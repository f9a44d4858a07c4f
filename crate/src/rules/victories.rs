//! The victories: each one's id, name and conditions, and the set in force with their goals.

use std::fmt;

use crate::rules::options::Lesser;
use crate::vocab::piece::{ByColor, Color};

/// A victory, by its id in the rules.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Victory {
    /// `de-corpore`: captured pieces ≥ N.
    DeCorpore,
    /// `de-bonis`: captured value ≥ V.
    DeBonis,
    /// `de-lite`: captured value ≥ V and digits ≤ D (`simplified`: the captured digits include
    /// every agreed digit).
    DeLite,
    /// `de-honore`: captured value ≥ V and pieces ≤ N (`simplified`: pieces ≥ N and value ≥ V).
    DeHonore,
    /// `de-honore-liteque`: value ≥ V, pieces ≤ N, digits ≤ D (`simplified`: the sum of all
    /// captured digits ≥ T, the `digits` threshold).
    DeHonoreLiteque,
    /// `victoria-magna`: three pieces in arithmetic progression in enemy territory.
    VictoriaMagna,
    /// `victoria-major`: four pieces whose triples show exactly two progressions of two kinds.
    VictoriaMajor,
    /// `victoria-excellentissima`: four pieces whose triples show all three kinds.
    VictoriaExcellentissima,
    /// `body`: captured pieces ≥ N.
    Body,
    /// `assets`: captured value ≥ V.
    Assets,
    /// `proceeds`: captured digits ≥ D.
    Proceeds,
    /// `body-assets`: pieces ≥ N and value ≥ V.
    BodyAssets,
    /// `body-proceeds`: pieces ≥ N and digits ≥ D.
    BodyProceeds,
    /// `assets-proceeds`: value ≥ V and digits ≥ D.
    AssetsProceeds,
    /// `body-assets-proceeds`: pieces ≥ N, value ≥ V and digits ≥ D.
    BodyAssetsProceeds,
    /// `mediocre-victory`: three own pieces, one progression of any kind.
    MediocreVictory,
    /// `great-victory`: four own pieces whose triples show exactly two kinds.
    GreatVictory,
    /// `excellent-victory`: four own pieces whose triples show all three kinds.
    ExcellentVictory,
    /// `great-triumph`: three own pieces in any progression, anywhere.
    GreatTriumph,
    /// `greater-triumph`: four own pieces whose triples show at least two kinds, anywhere.
    GreaterTriumph,
    /// `greatest-triumph`: four own pieces in enemy territory showing all three kinds.
    GreatestTriumph,
    /// `blockade`: the opponent has no legal move.
    Blockade,
    /// `ludii-line`: Ludii's line progression (rules.md section 6): the moved piece (or the
    /// removed piece's cell) in enemy territory and two of the mover's pieces next to it on one
    /// line, there too, whose top values pass Ludii's integer tests, while the opponent has no
    /// stack of two or more pieces.
    LudiiLine,
}

/// Number of [`Victory`] variants.
pub const VICTORY_COUNT: usize = 23;

impl Victory {
    /// Every victory, in the order of their ids' table.
    pub const ALL: [Victory; VICTORY_COUNT] = [
        Victory::DeCorpore,
        Victory::DeBonis,
        Victory::DeLite,
        Victory::DeHonore,
        Victory::DeHonoreLiteque,
        Victory::VictoriaMagna,
        Victory::VictoriaMajor,
        Victory::VictoriaExcellentissima,
        Victory::Body,
        Victory::Assets,
        Victory::Proceeds,
        Victory::BodyAssets,
        Victory::BodyProceeds,
        Victory::AssetsProceeds,
        Victory::BodyAssetsProceeds,
        Victory::MediocreVictory,
        Victory::GreatVictory,
        Victory::ExcellentVictory,
        Victory::GreatTriumph,
        Victory::GreaterTriumph,
        Victory::GreatestTriumph,
        Victory::Blockade,
        Victory::LudiiLine,
    ];

    /// The victories won by prisoners ([`Victory::is_common`]), in the order of [`Victory::ALL`]:
    /// read from that list when compiling (a victory added there is counted here, or the build
    /// stops).
    pub const COMMON: [Victory; 12] = {
        let mut out = [Victory::DeCorpore; 12];
        let (mut i, mut n) = (0, 0);
        while i < VICTORY_COUNT {
            if Victory::ALL[i].is_common() {
                out[n] = Victory::ALL[i];
                n += 1;
            }
            i += 1;
        }
        assert!(n == out.len(), "Victory::COMMON must hold every common victory");
        out
    };

    /// Greatest first: the order in which a move completing several is reported. A preset
    /// enables only its own victories, so each source's order (rules.md) is this order's
    /// restriction to them.
    pub const PRECEDENCE: [Victory; VICTORY_COUNT - 1] = [
        Victory::LudiiLine,
        Victory::VictoriaExcellentissima,
        Victory::VictoriaMajor,
        Victory::VictoriaMagna,
        Victory::ExcellentVictory,
        Victory::GreatVictory,
        Victory::MediocreVictory,
        Victory::GreatestTriumph,
        Victory::GreaterTriumph,
        Victory::GreatTriumph,
        Victory::BodyAssetsProceeds,
        Victory::AssetsProceeds,
        Victory::BodyProceeds,
        Victory::BodyAssets,
        Victory::Proceeds,
        Victory::Assets,
        Victory::Body,
        Victory::DeHonoreLiteque,
        Victory::DeHonore,
        Victory::DeLite,
        Victory::DeBonis,
        Victory::DeCorpore,
    ];

    /// The id used in notation, JSON and the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Victory::DeCorpore => "de-corpore",
            Victory::DeBonis => "de-bonis",
            Victory::DeLite => "de-lite",
            Victory::DeHonore => "de-honore",
            Victory::DeHonoreLiteque => "de-honore-liteque",
            Victory::VictoriaMagna => "victoria-magna",
            Victory::VictoriaMajor => "victoria-major",
            Victory::VictoriaExcellentissima => "victoria-excellentissima",
            Victory::Body => "body",
            Victory::Assets => "assets",
            Victory::Proceeds => "proceeds",
            Victory::BodyAssets => "body-assets",
            Victory::BodyProceeds => "body-proceeds",
            Victory::AssetsProceeds => "assets-proceeds",
            Victory::BodyAssetsProceeds => "body-assets-proceeds",
            Victory::MediocreVictory => "mediocre-victory",
            Victory::GreatVictory => "great-victory",
            Victory::ExcellentVictory => "excellent-victory",
            Victory::GreatTriumph => "great-triumph",
            Victory::GreaterTriumph => "greater-triumph",
            Victory::GreatestTriumph => "greatest-triumph",
            Victory::Blockade => "blockade",
            Victory::LudiiLine => "ludii-line",
        }
    }

    /// Its message key for the page (`victory.de-corpore`, …).
    pub const fn key(self) -> &'static str {
        match self {
            Victory::DeCorpore => "victory.de-corpore",
            Victory::DeBonis => "victory.de-bonis",
            Victory::DeLite => "victory.de-lite",
            Victory::DeHonore => "victory.de-honore",
            Victory::DeHonoreLiteque => "victory.de-honore-liteque",
            Victory::VictoriaMagna => "victory.victoria-magna",
            Victory::VictoriaMajor => "victory.victoria-major",
            Victory::VictoriaExcellentissima => "victory.victoria-excellentissima",
            Victory::Body => "victory.body",
            Victory::Assets => "victory.assets",
            Victory::Proceeds => "victory.proceeds",
            Victory::BodyAssets => "victory.body-assets",
            Victory::BodyProceeds => "victory.body-proceeds",
            Victory::AssetsProceeds => "victory.assets-proceeds",
            Victory::BodyAssetsProceeds => "victory.body-assets-proceeds",
            Victory::MediocreVictory => "victory.mediocre-victory",
            Victory::GreatVictory => "victory.great-victory",
            Victory::ExcellentVictory => "victory.excellent-victory",
            Victory::GreatTriumph => "victory.great-triumph",
            Victory::GreaterTriumph => "victory.greater-triumph",
            Victory::GreatestTriumph => "victory.greatest-triumph",
            Victory::Blockade => "victory.blockade",
            Victory::LudiiLine => "victory.ludii-line",
        }
    }

    /// A name for people.
    pub const fn title(self) -> &'static str {
        match self {
            Victory::DeCorpore => "De Corpore",
            Victory::DeBonis => "De Bonis",
            Victory::DeLite => "De Lite",
            Victory::DeHonore => "De Honore",
            Victory::DeHonoreLiteque => "De Honore Liteque",
            Victory::VictoriaMagna => "Victoria Magna",
            Victory::VictoriaMajor => "Victoria Major",
            Victory::VictoriaExcellentissima => "Victoria Excellentissima",
            Victory::Body => "Body",
            Victory::Assets => "Assets",
            Victory::Proceeds => "Proceeds",
            Victory::BodyAssets => "Body and Assets",
            Victory::BodyProceeds => "Body and Proceeds",
            Victory::AssetsProceeds => "Assets and Proceeds",
            Victory::BodyAssetsProceeds => "Body, Assets and Proceeds",
            Victory::MediocreVictory => "Mediocre Victory",
            Victory::GreatVictory => "Great Victory",
            Victory::ExcellentVictory => "Excellent Victory",
            Victory::GreatTriumph => "Great Triumph",
            Victory::GreaterTriumph => "Greater Triumph",
            Victory::GreatestTriumph => "Greatest Triumph",
            Victory::Blockade => "Blockade",
            Victory::LudiiLine => "Line progression (Ludii)",
        }
    }

    /// Is it won by arranging pieces (rather than by prisoners)?
    pub const fn is_proper(self) -> bool {
        matches!(
            self,
            Victory::VictoriaMagna
                | Victory::VictoriaMajor
                | Victory::VictoriaExcellentissima
                | Victory::MediocreVictory
                | Victory::GreatVictory
                | Victory::ExcellentVictory
                | Victory::GreatTriumph
                | Victory::GreaterTriumph
                | Victory::GreatestTriumph
                | Victory::LudiiLine
        )
    }

    /// Is it won by prisoners?
    pub const fn is_common(self) -> bool {
        !self.is_proper() && !matches!(self, Victory::Blockade)
    }

    /// How many pieces its formation holds (0 for the others).
    pub const fn formation_size(self) -> usize {
        match self {
            Victory::VictoriaMagna | Victory::MediocreVictory | Victory::GreatTriumph => 3,
            Victory::VictoriaMajor
            | Victory::VictoriaExcellentissima
            | Victory::GreatVictory
            | Victory::ExcellentVictory
            | Victory::GreaterTriumph
            | Victory::GreatestTriumph => 4,
            _ => 0,
        }
    }

    /// The victory with this id.
    pub fn from_id(id: &str) -> Option<Victory> {
        Victory::ALL.into_iter().find(|v| v.id() == id)
    }

    /// The conditions a common victory puts on the winner's prisoners, under the `lesser`
    /// reading; empty for the others.
    pub fn conditions(self, lesser: Lesser, goal: &Goal, side: Color) -> Conditions {
        use Measure::*;
        let value = *goal.value.get(side);
        let at_least = |measure, threshold| Condition { measure, at_least: true, threshold };
        let at_most = |measure, threshold| Condition { measure, at_least: false, threshold };
        let digit_set = goal.digit_set.count_ones();
        match (self, lesser) {
            (Victory::DeCorpore | Victory::Body, _) => Conditions::of(&[at_least(Pieces, goal.pieces)]),
            (Victory::DeBonis | Victory::Assets, _) => Conditions::of(&[at_least(Value, value)]),
            (Victory::DeLite, Lesser::Classic) => {
                Conditions::of(&[at_least(Value, value), at_most(Digits, goal.digits)])
            }
            (Victory::DeLite, Lesser::Simplified) => Conditions::of(&[at_least(DigitSet, digit_set)]),
            (Victory::DeHonore, Lesser::Classic) => {
                Conditions::of(&[at_least(Value, value), at_most(Pieces, goal.pieces)])
            }
            (Victory::DeHonore, Lesser::Simplified) => {
                Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Value, value)])
            }
            (Victory::DeHonoreLiteque, Lesser::Classic) => {
                Conditions::of(&[at_least(Value, value), at_most(Pieces, goal.pieces), at_most(Digits, goal.digits)])
            }
            (Victory::DeHonoreLiteque, Lesser::Simplified) => Conditions::of(&[at_least(DigitSum, goal.digits)]),
            (Victory::Proceeds, _) => Conditions::of(&[at_least(Digits, goal.digits)]),
            (Victory::BodyAssets, _) => Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Value, value)]),
            (Victory::BodyProceeds, _) => {
                Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Digits, goal.digits)])
            }
            (Victory::AssetsProceeds, _) => Conditions::of(&[at_least(Value, value), at_least(Digits, goal.digits)]),
            (Victory::BodyAssetsProceeds, _) => {
                Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Value, value), at_least(Digits, goal.digits)])
            }
            _ => Conditions::of(&[]),
        }
    }
}

/// Up to three conditions of a common victory, stored inline.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Conditions {
    len: u8,
    items: [Condition; 3],
}

impl Conditions {
    fn of(list: &[Condition]) -> Conditions {
        let filler = Condition { measure: Measure::Pieces, at_least: true, threshold: 0 };
        let mut out = Conditions { len: list.len() as u8, items: [filler; 3] };
        out.items[..list.len()].copy_from_slice(list);
        out
    }

    /// The conditions as a slice.
    pub fn as_slice(&self) -> &[Condition] {
        &self.items[..self.len as usize]
    }
}

impl fmt::Display for Victory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// What a common victory counts on the prisoners.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Measure {
    /// Captured pieces (pyramid components one by one).
    Pieces,
    /// Captured value.
    Value,
    /// Number of digits on the captured pieces.
    Digits,
    /// Sum of all digits on the captured pieces.
    DigitSum,
    /// How many of the agreed digits appear on the captured pieces.
    DigitSet,
}

impl Measure {
    /// Its message key for the page (`measure.pieces`, …).
    pub const fn key(self) -> &'static str {
        match self {
            Measure::Pieces => "measure.pieces",
            Measure::Value => "measure.value",
            Measure::Digits => "measure.digits",
            Measure::DigitSum => "measure.digit-sum",
            Measure::DigitSet => "measure.digit-set",
        }
    }
}

/// One condition of a common victory: a measure at least (or at most) a threshold.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub struct Condition {
    /// What is counted.
    pub measure: Measure,
    /// A minimum (`true`) or a ceiling (`false`).
    pub at_least: bool,
    /// The threshold.
    pub threshold: u32,
}

impl Condition {
    /// What the condition counts, for people.
    pub fn measure_name(&self) -> &'static str {
        match self.measure {
            Measure::Pieces => "pieces",
            Measure::Value => "value",
            Measure::Digits => "digits",
            Measure::DigitSum => "sum of digits",
            Measure::DigitSet => "agreed digits",
        }
    }
}

/// The thresholds of a common victory. Which ones count, and how, depends on the victory
/// ([`Victory::conditions`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct Goal {
    /// Number of captured pieces (pyramid components counted one by one).
    pub pieces: u32,
    /// Captured value, per capturing side.
    pub value: ByColor<u32>,
    /// Number of decimal digits on the captured pieces (or, for `simplified`'s Honore
    /// Liteque, the sum of all digits).
    pub digits: u32,
    /// The agreed digits of `simplified`'s De Lite, one bit per digit 0–9.
    pub digit_set: u16,
}

/// The victories in force, each with its thresholds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Victories([Option<Goal>; VICTORY_COUNT]);

impl serde::Serialize for Victories {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        for (v, goal) in self.iter() {
            map.serialize_entry(v.id(), &goal)?;
        }
        map.end()
    }
}

impl<'de> serde::Deserialize<'de> for Victories {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Victories, D::Error> {
        let map = std::collections::BTreeMap::<String, Goal>::deserialize(deserializer)?;
        let mut out = Victories::NONE;
        for (id, goal) in map {
            let v = Victory::from_id(&id).ok_or_else(|| {
                serde::de::Error::custom(format!("unknown victory '{}'", crate::vocab::words::shorten(&id)))
            })?;
            out.set(v, Some(goal));
        }
        Ok(out)
    }
}

impl Default for Victories {
    fn default() -> Victories {
        Victories::NONE
    }
}

impl Victories {
    /// No victory enabled.
    pub const NONE: Victories = Victories([None; VICTORY_COUNT]);

    /// The goal of `v`, when it is enabled.
    pub fn get(&self, v: Victory) -> Option<Goal> {
        self.0[v as usize]
    }

    /// The goal of `v`, when it is enabled, by reference (not copied).
    pub fn goal(&self, v: Victory) -> Option<&Goal> {
        self.0[v as usize].as_ref()
    }

    /// Is `v` enabled?
    pub fn enabled(&self, v: Victory) -> bool {
        self.0[v as usize].is_some()
    }

    /// Enable `v` with `goal`, or disable it with `None`.
    pub fn set(&mut self, v: Victory, goal: Option<Goal>) {
        self.0[v as usize] = goal;
    }

    /// The enabled victories, in id-table order.
    pub fn iter(&self) -> impl Iterator<Item = (Victory, Goal)> + '_ {
        Victory::ALL.into_iter().filter_map(|v| self.get(v).map(|g| (v, g)))
    }
}
