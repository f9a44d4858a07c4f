//! The rules as the rules panel and dialog show them: presets, the rules described, and the
//! victories a dialog offers with their thresholds.

use serde::Serialize;

use crate::vocab::piece::Color;

/// A preset for a chooser: `{"id": "classic", "title": "Classic", "source": "…", "summary": "…"}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PresetReport {
    /// Its id.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// The sources it reads.
    pub source: &'static str,
    /// The rules in one line.
    pub summary: &'static str,
}

impl PresetReport {
    /// Every preset.
    pub fn all() -> Vec<PresetReport> {
        crate::rules::Preset::ALL
            .iter()
            .map(|p| PresetReport { id: p.id(), title: p.title(), source: p.source(), summary: p.summary() })
            .collect()
    }
}

/// An enabled victory with its conditions.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VictoryRule {
    /// Its id.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// Won by arranging pieces rather than by prisoners.
    pub proper: bool,
    /// For a common victory, its conditions on White's prisoners.
    pub white: Vec<crate::rules::Condition>,
    /// For a common victory, its conditions on Black's prisoners.
    pub black: Vec<crate::rules::Condition>,
}

/// The rules in force, for the rules panel, from the same data the engine plays.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RulesReport {
    /// The preset's id (the one these rules started from).
    pub preset: &'static str,
    /// Whether they differ from the preset's.
    pub custom: bool,
    /// The rules in plain sentences, from the same data the engine plays (language-neutral,
    /// [`crate::words`]).
    pub sentences: Vec<crate::words::Say>,
    /// The preset's name.
    pub title: &'static str,
    /// Board length.
    pub ranks: u8,
    /// The capture methods in force, by id.
    pub methods: Vec<&'static str>,
    /// `"all"` or `"moved-only"`.
    pub attackers: &'static str,
    /// The victories in force.
    pub victories: Vec<VictoryRule>,
    /// The move cap, in plies.
    pub ply_cap: u32,
}

impl RulesReport {
    /// The report of `rules` on a board of `ranks` ranks.
    pub fn of(rules: &crate::rules::Rules) -> RulesReport {
        use crate::capture::Method;
        let m = &rules.methods;
        let methods = [
            (m.siege.is_some(), Method::Siege),
            (m.equality, Method::Equality),
            (m.encounter, Method::Encounter),
            (m.ambush.is_some(), Method::Ambush),
            (m.eruption.is_some(), Method::Eruption),
            (m.assault.is_some(), Method::Assault),
            (m.power, Method::Power),
            (m.progression, Method::Progression),
            (m.imprisonment, Method::Imprisonment),
            (m.sally, Method::Sally),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, method)| method.id())
        .chain(match rules.capture_mode {
            crate::rules::CaptureMode::Landing => vec![Method::Landing.id(), Method::Encirclement.id()],
            _ => Vec::new(),
        })
        .collect();
        let victories = rules
            .victories
            .iter()
            .map(|(v, goal)| VictoryRule {
                id: v.id(),
                title: v.title(),
                proper: v.is_proper(),
                white: v.conditions(rules.lesser, &goal, crate::vocab::piece::Color::White).as_slice().to_vec(),
                black: v.conditions(rules.lesser, &goal, crate::vocab::piece::Color::Black).as_slice().to_vec(),
            })
            .collect();
        RulesReport {
            preset: rules.preset.id(),
            custom: rules.is_custom(),
            // The page words the rules from `sentences`: the English sentences stay out of the
            // wasm (its size budget).
            sentences: rules.sentences(),
            title: rules.preset.title(),
            ranks: rules.ranks,
            methods,
            attackers: match rules.attackers {
                crate::rules::Attackers::All => "all",
                crate::rules::Attackers::MovedOnly => "moved-only",
            },
            victories,
            ply_cap: rules.ply_cap,
        }
    }
}

// ------------------------------------------------------------------ the rules dialog, the status

/// One victory a rules dialog offers: its id, name, whether the rules enable it, and the
/// thresholds it reads (`field`: the key of its goal in the rules JSON: `pieces`, `value` (per
/// side), `digits` or `digitSet`), each a minimum or a ceiling, under the rules' reading.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VictoryOption {
    /// The victory's id.
    pub id: &'static str,
    /// Its name.
    pub title: &'static str,
    /// Won by arranging pieces rather than by prisoners.
    pub proper: bool,
    /// The rules enable it.
    pub enabled: bool,
    /// The thresholds it reads.
    pub conditions: Vec<VictoryField>,
}

/// One threshold of a [`VictoryOption`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VictoryField {
    /// The key of its goal in the rules JSON.
    pub field: &'static str,
    /// What it counts, in English.
    pub measure: &'static str,
    /// The measure's message key (`measure.pieces`, …).
    pub key: &'static str,
    /// A minimum (`true`) or a ceiling.
    pub at_least: bool,
}

impl VictoryOption {
    /// The victories a rules dialog offers for `rules`: those its preset enables, those enabled
    /// in the rules, and the common victories its source names (`classic` and `simplified`: De
    /// Corpore … De Honore Liteque; `boissiere`: Body … Body, Assets and Proceeds), plus
    /// Blockade; in the order of the victory ids' table.
    pub fn offered(rules: &crate::rules::Rules) -> Vec<VictoryOption> {
        use crate::rules::{Goal, Measure, Preset, Victory, Victory::*};
        let family: &[Victory] = match rules.preset {
            Preset::Classic | Preset::Simplified => &[DeCorpore, DeBonis, DeLite, DeHonore, DeHonoreLiteque, Blockade],
            Preset::Boissiere => {
                &[Body, Assets, Proceeds, BodyAssets, BodyProceeds, AssetsProceeds, BodyAssetsProceeds, Blockade]
            }
            Preset::Ludii => &[Blockade],
        };
        let own = rules.preset.rules();
        let probe =
            Goal { pieces: 1, value: crate::vocab::piece::ByColor { white: 1, black: 1 }, digits: 1, digit_set: 1 };
        Victory::ALL
            .into_iter()
            .filter(|&v| own.victories.enabled(v) || rules.victories.enabled(v) || family.contains(&v))
            .map(|v| VictoryOption {
                id: v.id(),
                title: v.title(),
                proper: v.is_proper(),
                enabled: rules.victories.enabled(v),
                conditions: v
                    .conditions(rules.lesser, &probe, Color::White)
                    .as_slice()
                    .iter()
                    .map(|c| VictoryField {
                        field: match c.measure {
                            Measure::Pieces => "pieces",
                            Measure::Value => "value",
                            Measure::Digits | Measure::DigitSum => "digits",
                            Measure::DigitSet => "digitSet",
                        },
                        measure: c.measure_name(),
                        key: c.measure.key(),
                        at_least: c.at_least,
                    })
                    .collect(),
            })
            .collect()
    }
}
