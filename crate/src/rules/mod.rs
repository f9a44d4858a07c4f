//! [`Rules`]: every option of a game as one value. Presets are constants of it, not code paths.
//!
//! Layer 1, the rules: [`options`] (one type per option), [`victories`] (the victories and
//! their goals), this file (the [`Rules`] value and its presets), [`validate`] (which
//! combinations can be played; JSON), [`describe`] (the rules in words).

pub mod describe;
pub mod options;
pub mod validate;
pub mod victories;

use std::str::FromStr;

use crate::vocab::piece::{ByColor, Color};

pub use options::{
    Ambush, Assault, Attackers, CaptureMode, Dirs, Distance, Formation, FormationShape, Layout, Leap, Lesser, Methods,
    Motion, Ops, PyramidAttack, PyramidDefence, PyramidMotion, Siege, Turn,
};
pub use validate::{RulesError, MAX_GAME_PLIES, MAX_PLY_CAP};
pub use victories::{Condition, Conditions, Goal, Measure, Victories, Victory};

/// A rule preset: one precise reading of one source.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Seeds 000 and 002: automatic captures, common and glorious victories.
    Classic,
    /// Seed 001 as Ludii 1.3.13 plays it: capture by landing, encirclement, one line progression.
    Ludii,
    /// Seed 003: any-direction moves, chosen captures by replacement, adjacency and siege;
    /// prisoners re-enter; triumphs once the enemy pyramid has fallen.
    Simplified,
    /// Seed 004 (Boissière 1556): optional captures before and after a regular move, six
    /// methods, prisoners re-enter.
    Boissiere,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 4] = [Preset::Classic, Preset::Boissiere, Preset::Simplified, Preset::Ludii];

    /// Its id.
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Ludii => "ludii",
            Preset::Simplified => "simplified",
            Preset::Boissiere => "boissiere",
        }
    }

    /// Its name for people.
    pub const fn title(self) -> &'static str {
        match self {
            Preset::Classic => "Classic",
            Preset::Ludii => "Ludii",
            Preset::Simplified => "Simplified",
            Preset::Boissiere => "Boissière",
        }
    }

    /// The sources it reads.
    pub const fn source(self) -> &'static str {
        match self {
            Preset::Classic => "The Zillions/Axiom implementation article and the Russian rules description (seeds 000, 002)",
            Preset::Ludii => "Ludii 1.3.13's Rithmomachia.lud (seed 001), reproduced move for move, quirks included",
            Preset::Simplified => "Dagonell the Juggler's simplified compilation, \"Game of the Month: Rithmomachy\" (seed 003)",
            Preset::Boissiere => "Claude de Boissière's rules of 1556, after Michel Boutin in Jeux & Stratégie 26, translated by Daniel U. Thibault (seed 004)",
        }
    }

    /// The rules in one line.
    pub const fn summary(self) -> &'static str {
        match self {
            Preset::Classic => {
                "Captures happen by themselves after each move: siege, equality, ambush (+ − × ÷) and eruption; win by prisoners or by progressions in enemy territory"
            }
            Preset::Ludii => {
                "A piece captures by landing on its victim when Ludii's arithmetic allows it (with the distance or a helper); a turn may instead remove an encircled enemy piece; win by three pieces in a line in enemy territory once no enemy stack is left"
            }
            Preset::Simplified => {
                "Pieces move their exact distance in any direction; assault and sally capture by replacement, ambush by adjacent pieces (+ ×) and siege after a move, all optional; captured pieces re-enter; triumphs once the enemy pyramid has fallen"
            }
            Preset::Boissiere => {
                "Choose your captures before or after a regular move: encounter, ambush, assault, power, progression, imprisonment; prisoners re-enter on your back rank; win by prisoners, or by a progression in enemy territory once the enemy pyramid has fallen"
            }
        }
    }

    /// Its rules.
    pub fn rules(self) -> Rules {
        match self {
            Preset::Classic => Rules::classic(),
            Preset::Ludii => Rules::ludii(),
            Preset::Simplified => Rules::simplified(),
            Preset::Boissiere => Rules::boissiere(),
        }
    }
}

/// Why a text does not name a preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl UnknownPreset {
    /// The sentence: `fault.preset`, the text and the known ids.
    pub fn says(&self) -> crate::vocab::words::Say {
        // (Pushed, not `join`: one generic copy of `join` fewer in the page's module.)
        let mut known = String::new();
        for p in Preset::ALL {
            if !known.is_empty() {
                known.push_str(", ");
            }
            known.push_str(p.id());
        }
        crate::vocab::words::Say::new("fault.preset")
            .text("id", crate::vocab::words::shorten(&self.0))
            .text("known", known)
    }
}

crate::vocab::said::said!(UnknownPreset);

impl FromStr for Preset {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Preset, UnknownPreset> {
        Preset::ALL.into_iter().find(|p| p.id() == s).ok_or_else(|| UnknownPreset(s.to_string()))
    }
}

/// Every option of a game (rules.md section 5), as plain data.
///
/// ```
/// use rithmomachia::{Rules, Victory};
/// let mut rules = Rules::classic();
/// assert_eq!(rules.ranks, 16);
/// assert!(rules.victories.enabled(Victory::VictoriaMagna));
/// rules.victories.set(Victory::VictoriaMagna, None);
/// assert!(!rules.victories.enabled(Victory::VictoriaMagna));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Rules {
    /// The preset these rules started from.
    pub preset: Preset,
    /// Board length: 16 or 14 ranks.
    pub ranks: u8,
    /// Opening placement.
    pub layout: Layout,
    /// Side that moves first.
    pub first: Color,
    /// Motion of the round, triangle and square, in that order.
    pub motion: [Motion; 3],
    /// How a pyramid moves.
    pub pyramid_motion: PyramidMotion,
    /// Whether leaps count when judging which cells a piece reaches for a capture.
    pub reach_leaps: bool,
    /// Automatic, chosen or by landing.
    pub capture_mode: CaptureMode,
    /// Which of the mover's pieces capture.
    pub attackers: Attackers,
    /// What a turn may hold (chosen captures).
    pub turn: Turn,
    /// The capture methods.
    pub methods: Methods,
    /// Pyramid as attacker.
    pub pyramid_attack: PyramidAttack,
    /// Pyramid as victim.
    pub pyramid_defence: PyramidDefence,
    /// Whether prisoners may re-enter the board.
    pub prisoners_reenter: bool,
    /// The victories in force with their thresholds.
    pub victories: Victories,
    /// How the shared lesser victory ids read their thresholds.
    pub lesser: Lesser,
    /// Which pieces may form a progression.
    pub formation: Formation,
    /// Proper victories need the enemy pyramid gone first.
    pub pyramid_first: bool,
    /// A game reaching this many plies is drawn: 1 to [`MAX_PLY_CAP`].
    pub ply_cap: u32,
}

const ROUND_DIAGONAL: Motion = Motion { dirs: Dirs::Diagonal, steps: 1, leap: None };
const TRIANGLE_CLASSIC: Motion = Motion { dirs: Dirs::Orthogonal, steps: 2, leap: Some(Leap::Knight) };
const SQUARE_CLASSIC: Motion = Motion { dirs: Dirs::Orthogonal, steps: 3, leap: Some(Leap::Long) };
const ROUND_LUDII: Motion = Motion { dirs: Dirs::Orthogonal, steps: 1, leap: None };
const TRIANGLE_LUDII: Motion = Motion { dirs: Dirs::Diagonal, steps: 2, leap: None };
const SQUARE_LUDII: Motion = Motion { dirs: Dirs::Orthogonal, steps: 3, leap: None };

impl Rules {
    /// The `classic` preset (seeds 000 and 002; rules.md section 2).
    pub fn classic() -> Rules {
        let mut victories = Victories::NONE;
        victories.set(Victory::DeCorpore, Some(Goal { pieces: 15, ..Goal::default() }));
        victories.set(Victory::DeBonis, Some(Goal { value: ByColor { white: 1315, black: 984 }, ..Goal::default() }));
        victories.set(Victory::VictoriaMagna, Some(Goal::default()));
        victories.set(Victory::VictoriaMajor, Some(Goal::default()));
        victories.set(Victory::VictoriaExcellentissima, Some(Goal::default()));
        victories.set(Victory::Blockade, Some(Goal::default()));
        Rules {
            preset: Preset::Classic,
            ranks: 16,
            layout: Layout::Standard,
            first: Color::White,
            motion: [ROUND_DIAGONAL, TRIANGLE_CLASSIC, SQUARE_CLASSIC],
            pyramid_motion: PyramidMotion::AnyShape,
            reach_leaps: true,
            capture_mode: CaptureMode::Automatic,
            attackers: Attackers::All,
            turn: Turn { captures_before: false, captures_after: true },
            methods: Methods {
                siege: Some(Siege { diagonals: true, safe_besiegers: false }),
                equality: true,
                ambush: Some(Ambush { ops: Ops::ALL, adjacent: false }),
                eruption: Some(Distance::BothEnds),
                ..Methods::NONE
            },
            pyramid_attack: PyramidAttack::TotalOrComponent,
            pyramid_defence: PyramidDefence::TotalThenComponents,
            prisoners_reenter: false,
            victories,
            lesser: Lesser::Classic,
            formation: Formation { shape: FormationShape::Path, enemy_pieces: true, enemy_territory: true },
            pyramid_first: false,
            ply_cap: 1000,
        }
    }

    /// The `ludii` preset: Ludii 1.3.13's Rithmomachia (seed 001; rules.md section 6).
    ///
    /// Round one orthogonal step, Triangle exactly two diagonal steps, Square exactly three
    /// orthogonal steps, no leaps; a pyramid (a Ludii stack) moves whole by the pattern of any
    /// of its pieces. Captures by landing ([`CaptureMode::Landing`]: the conditions and the
    /// encirclement removal live in the capture mode, none of the `classic` methods is on); the
    /// only victory is `ludii-line`; no blockade; a draw at 1000 plies.
    ///
    /// ```
    /// use rithmomachia::{Position, Rules};
    /// let start = Position::new(Rules::ludii());
    /// assert_eq!(start.legal_moves().len(), 10);
    /// ```
    pub fn ludii() -> Rules {
        let mut victories = Victories::NONE;
        victories.set(Victory::LudiiLine, Some(Goal::default()));
        Rules {
            preset: Preset::Ludii,
            ranks: 16,
            layout: Layout::Ludii,
            first: Color::White,
            motion: [ROUND_LUDII, TRIANGLE_LUDII, SQUARE_LUDII],
            pyramid_motion: PyramidMotion::AnyShape,
            reach_leaps: false,
            capture_mode: CaptureMode::Landing,
            attackers: Attackers::All,
            turn: Turn { captures_before: false, captures_after: false },
            methods: Methods::NONE,
            pyramid_attack: PyramidAttack::TotalOrComponent,
            pyramid_defence: PyramidDefence::TotalThenComponents,
            prisoners_reenter: false,
            victories,
            lesser: Lesser::Classic,
            formation: Formation { shape: FormationShape::Line, enemy_pieces: false, enemy_territory: true },
            pyramid_first: false,
            ply_cap: 1000,
        }
    }

    /// The `simplified` preset (seed 003; rules.md section 4).
    ///
    /// ```
    /// use rithmomachia::{CaptureMode, Position, Rules, Victory};
    /// let rules = Rules::simplified();
    /// assert_eq!(rules.capture_mode, CaptureMode::Chosen);
    /// assert!(rules.victories.enabled(Victory::GreatTriumph));
    /// // Black on ranks 11–14 of the short board.
    /// let short = Position::new(Rules { ranks: 14, ..rules });
    /// assert_eq!(short.piece_at("a14".parse().unwrap()).unwrap().to_string(), "s361");
    /// ```
    pub fn simplified() -> Rules {
        let mut victories = Victories::NONE;
        victories.set(Victory::DeCorpore, Some(Goal { pieces: 15, ..Goal::default() }));
        victories.set(Victory::DeBonis, Some(Goal { value: ByColor { white: 1315, black: 984 }, ..Goal::default() }));
        victories.set(Victory::GreatTriumph, Some(Goal::default()));
        victories.set(Victory::GreaterTriumph, Some(Goal::default()));
        victories.set(Victory::GreatestTriumph, Some(Goal::default()));
        victories.set(Victory::Blockade, Some(Goal::default()));
        let exactly = |steps| Motion { dirs: Dirs::All, steps, leap: None };
        Rules {
            preset: Preset::Simplified,
            ranks: 16,
            layout: Layout::Standard,
            first: Color::White,
            motion: [exactly(1), exactly(2), exactly(3)],
            pyramid_motion: PyramidMotion::Base,
            reach_leaps: false,
            capture_mode: CaptureMode::Chosen,
            attackers: Attackers::All,
            turn: Turn { captures_before: false, captures_after: true },
            methods: Methods {
                siege: Some(Siege { diagonals: false, safe_besiegers: true }),
                ambush: Some(Ambush {
                    ops: Ops { sum: true, difference: false, product: true, quotient: false },
                    adjacent: true,
                }),
                assault: Some(Assault::Replace),
                sally: true,
                ..Methods::NONE
            },
            pyramid_attack: PyramidAttack::TotalOrBase,
            pyramid_defence: PyramidDefence::Layers,
            prisoners_reenter: true,
            victories,
            lesser: Lesser::Simplified,
            formation: Formation { shape: FormationShape::Line, enemy_pieces: false, enemy_territory: true },
            pyramid_first: true,
            ply_cap: 1000,
        }
    }

    /// The `boissiere` preset (seed 004; rules.md section 3).
    ///
    /// ```
    /// use rithmomachia::{CaptureMode, Rules, Victory};
    /// let rules = Rules::boissiere();
    /// assert_eq!(rules.capture_mode, CaptureMode::Chosen);
    /// assert!(rules.victories.enabled(Victory::ExcellentVictory));
    /// assert!(!rules.victories.enabled(Victory::Proceeds));
    /// ```
    pub fn boissiere() -> Rules {
        let mut victories = Victories::NONE;
        victories.set(Victory::Body, Some(Goal { pieces: 15, ..Goal::default() }));
        // Three quarters of the army taken: White (the odd army) takes the even army's 1312.
        victories.set(Victory::Assets, Some(Goal { value: ByColor { white: 984, black: 1315 }, ..Goal::default() }));
        victories.set(Victory::MediocreVictory, Some(Goal::default()));
        victories.set(Victory::GreatVictory, Some(Goal::default()));
        victories.set(Victory::ExcellentVictory, Some(Goal::default()));
        victories.set(Victory::Blockade, Some(Goal::default()));
        Rules {
            preset: Preset::Boissiere,
            ranks: 16,
            layout: Layout::Boissiere,
            first: Color::White,
            motion: [ROUND_DIAGONAL, TRIANGLE_CLASSIC, SQUARE_CLASSIC],
            pyramid_motion: PyramidMotion::AnyShape,
            reach_leaps: false,
            capture_mode: CaptureMode::Chosen,
            attackers: Attackers::All,
            turn: Turn { captures_before: true, captures_after: true },
            methods: Methods {
                encounter: true,
                ambush: Some(Ambush { ops: Ops::ALL, adjacent: false }),
                assault: Some(Assault::Line),
                power: true,
                progression: true,
                imprisonment: true,
                ..Methods::NONE
            },
            pyramid_attack: PyramidAttack::TotalOrComponent,
            pyramid_defence: PyramidDefence::WholeOrComponents,
            prisoners_reenter: true,
            victories,
            lesser: Lesser::Classic,
            formation: Formation { shape: FormationShape::LineOrSquare, enemy_pieces: false, enemy_territory: true },
            pyramid_first: true,
            ply_cap: 1000,
        }
    }

    /// The rules of a preset id (`"classic"`, …).
    pub fn preset(id: &str) -> Result<Rules, UnknownPreset> {
        Ok(id.parse::<Preset>()?.rules())
    }

    /// Is `rank` (0-based) in `color`'s enemy territory (the other side's half)?
    pub fn in_enemy_territory(&self, color: Color, rank: u8) -> bool {
        let half = self.ranks / 2;
        match color {
            Color::White => rank >= half,
            Color::Black => rank < half,
        }
    }

    /// Does this differ from its preset's rules?
    pub fn is_custom(&self) -> bool {
        *self != self.preset.rules()
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::classic()
    }
}
