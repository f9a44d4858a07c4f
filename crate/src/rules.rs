//! [`Rules`]: every option of a game as one value. Presets are constants of it, not code paths.

use std::fmt;
use std::str::FromStr;

use crate::piece::{ByColor, Color};

/// Straight-line directions a shape slides in.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dirs {
    /// No slide.
    None,
    /// Along ranks and files.
    Orthogonal,
    /// Along diagonals.
    Diagonal,
    /// Any of the eight directions.
    All,
}

impl Dirs {
    /// Indexes into [`DIRECTIONS`](crate::cell::DIRECTIONS) (orthogonal 0..4, diagonal 4..8).
    pub(crate) const fn range(self) -> std::ops::Range<usize> {
        match self {
            Dirs::None => 0..0,
            Dirs::Orthogonal => 0..4,
            Dirs::Diagonal => 4..8,
            Dirs::All => 0..8,
        }
    }
}

/// A jump that ignores what stands between.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Leap {
    /// (1, 2), the chess knight's jump.
    Knight,
    /// (1, 3).
    Long,
}

/// An optional field that must still be written (`null` for none): serde would otherwise read a
/// missing one as `None`, and rules JSON is strict.
fn present<'de, D: serde::Deserializer<'de>, T: serde::Deserialize<'de>>(deserializer: D) -> Result<Option<T>, D::Error> {
    <Option<T> as serde::Deserialize>::deserialize(deserializer)
}

/// How one simple shape moves: a slide of exactly `steps` cells in `dirs` (middle cells empty),
/// and optionally a leap. Every motion is symmetric: if A reaches B, a piece of the same shape on
/// B reaches A.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Motion {
    /// Directions of the slide.
    pub dirs: Dirs,
    /// Exact length of the slide.
    pub steps: u8,
    /// The shape's jump, if any.
    #[serde(deserialize_with = "present")]
    pub leap: Option<Leap>,
}

/// How a pyramid moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PyramidMotion {
    /// As any shape it still holds.
    AnyShape,
    /// As its base component.
    Base,
}

/// Who applies the captures of a turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureMode {
    /// Every capture that holds after the move is made (`classic`).
    Automatic,
    /// The player picks which captures to take (`boissiere`, `simplified`).
    Chosen,
    /// A piece captures by landing on its victim (`ludii`).
    Landing,
}

/// Which of the mover's pieces may take part in the captures after a move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Attackers {
    /// Any of them (seed 000's whole-board sweep).
    All,
    /// Only the piece that moved (seed 002's reading): it must be the attacker in equality and
    /// eruption, one of the two in an ambush (the other may be any of the mover's pieces) and
    /// one of the besiegers in a siege.
    MovedOnly,
}

/// The arithmetic operations of an ambush.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Ops {
    /// a + b.
    pub sum: bool,
    /// |a − b|.
    pub difference: bool,
    /// a × b.
    pub product: bool,
    /// a ÷ b, only when it divides exactly.
    pub quotient: bool,
}

impl Ops {
    /// All four operations.
    pub const ALL: Ops = Ops { sum: true, difference: true, product: true, quotient: true };
}

/// How a distance between two cells on a line is counted.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Distance {
    /// Both end cells counted: adjacent cells are at distance 2 (`classic` eruption).
    BothEnds,
    /// Only the empty cells strictly between count: adjacent cells are at distance 0.
    Between,
}

/// How a siege is made.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Siege {
    /// All diagonal neighbours besieging also counts (`classic`); else orthogonal only.
    pub diagonals: bool,
    /// The besiegers must not be in danger: no besieger may be takeable by assault or sally
    /// once the besieged piece is removed (`simplified`).
    pub safe_besiegers: bool,
}

/// How an ambush is made.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Ambush {
    /// The operations allowed.
    pub ops: Ops,
    /// `false`: two attackers that reach the victim (`classic`, `boissiere`). `true`: two or more
    /// of the mover's pieces on the victim's eight neighbouring cells, each of lower value, whose
    /// sum or product is the victim's (`simplified`).
    pub adjacent: bool,
}

/// What "assault" means in a source.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Assault {
    /// On one rank, file or diagonal with n ≥ 1 empty cells strictly between: victim =
    /// attacker × n or attacker ÷ n; no reach needed (`boissiere`).
    Line,
    /// Capture by replacement of an enemy of equal value on a cell the piece could move to
    /// (`simplified`).
    Replace,
}

/// The capture methods in force, with their parameters.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Methods {
    /// Siege: the victim's on-board neighbours all hold the mover's pieces.
    #[serde(deserialize_with = "present")]
    pub siege: Option<Siege>,
    /// Equality (`classic`): an attacker that reaches the victim has its value.
    pub equality: bool,
    /// Encounter (`boissiere`): the same test, under that source's name.
    pub encounter: bool,
    /// Ambush: attackers combine to the victim's value.
    #[serde(deserialize_with = "present")]
    pub ambush: Option<Ambush>,
    /// Eruption: an attacker on the victim's rank or file, value × d or value ÷ d = victim.
    #[serde(deserialize_with = "present")]
    pub eruption: Option<Distance>,
    /// Assault, in the source's sense.
    #[serde(deserialize_with = "present")]
    pub assault: Option<Assault>,
    /// Power (`boissiere`): victim = attacker^k or attacker = victim^k (k ≥ 2), attacker reaching.
    pub power: bool,
    /// Progression (`boissiere`): the victim and two reaching attackers form a progression.
    pub progression: bool,
    /// Imprisonment (`boissiere`): the victim has no regular move, at least one blocker the mover's.
    pub imprisonment: bool,
    /// Sally (`simplified`): a piece of value n, x cells away on a clear line (both ends
    /// counted), takes an enemy of value n·x by replacement.
    pub sally: bool,
}

impl Methods {
    /// No method.
    pub const NONE: Methods = Methods {
        siege: None,
        equality: false,
        encounter: false,
        ambush: None,
        eruption: None,
        assault: None,
        power: false,
        progression: false,
        imprisonment: false,
        sally: false,
    };
}

/// Which value of a pyramid counts when it attacks.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PyramidAttack {
    /// Its total when any of its shapes reaches, or a component whose own shape reaches
    /// (without reach, as in eruption: its total or any component). Seed 000's code.
    TotalOrComponent,
    /// Its total or its base's value (`simplified`).
    TotalOrBase,
}

/// How a pyramid falls when attacked.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PyramidDefence {
    /// Whole when besieged or when a test matches its total; else each component whose value
    /// a test matches falls alone.
    TotalThenComponents,
    /// Matching the total (or imprisonment) takes it whole; else each component a method
    /// matches may be taken, several in one turn, never together with the whole (`boissiere`).
    WholeOrComponents,
    /// The total or the base's value takes it whole (the base's value may instead take the base
    /// alone); a component's value takes that component; the sum of two or more (not all)
    /// components takes those (`simplified`).
    Layers,
}

/// How the lesser (common) victories that share ids across sources read their thresholds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lesser {
    /// Seeds 000 and 002: De Lite value ≥ V and digits ≤ D; De Honore value ≥ V and pieces ≤ N;
    /// De Honore Liteque all three.
    Classic,
    /// Seed 003: De Lite the captured digits include every agreed digit; De Honore pieces ≥ N
    /// and value ≥ V; Honore Liteque the sum of all captured digits ≥ T.
    Simplified,
}

/// What a turn may hold where the player chooses captures.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Turn {
    /// A piece may capture from where it stands before a regular move onto a victim's cell
    /// (`boissiere`).
    pub captures_before: bool,
    /// Captures may follow a move or a drop.
    pub captures_after: bool,
}

/// The shape of a progression formation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FormationShape {
    /// A path of equal straight segments, all orthogonal or all diagonal, turning any way
    /// (`classic`).
    Path,
    /// One rank, file or diagonal, equally spaced; or four on the corners of an axis-parallel
    /// square (`boissiere`).
    LineOrSquare,
    /// One rank, file or diagonal, equally spaced (`simplified`).
    Line,
}

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
            (Victory::DeLite, Lesser::Classic) => Conditions::of(&[at_least(Value, value), at_most(Digits, goal.digits)]),
            (Victory::DeLite, Lesser::Simplified) => Conditions::of(&[at_least(DigitSet, digit_set)]),
            (Victory::DeHonore, Lesser::Classic) => Conditions::of(&[at_least(Value, value), at_most(Pieces, goal.pieces)]),
            (Victory::DeHonore, Lesser::Simplified) => Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Value, value)]),
            (Victory::DeHonoreLiteque, Lesser::Classic) => {
                Conditions::of(&[at_least(Value, value), at_most(Pieces, goal.pieces), at_most(Digits, goal.digits)])
            }
            (Victory::DeHonoreLiteque, Lesser::Simplified) => Conditions::of(&[at_least(DigitSum, goal.digits)]),
            (Victory::Proceeds, _) => Conditions::of(&[at_least(Digits, goal.digits)]),
            (Victory::BodyAssets, _) => Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Value, value)]),
            (Victory::BodyProceeds, _) => Conditions::of(&[at_least(Pieces, goal.pieces), at_least(Digits, goal.digits)]),
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
            let v = Victory::from_id(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown victory '{id}'")))?;
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

/// Which pieces may form a progression, and how.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Formation {
    /// The geometry.
    pub shape: FormationShape,
    /// Enemy pieces may take part (at least one piece must be the mover's).
    pub enemy_pieces: bool,
    /// All the pieces must stand in the mover's enemy territory (the proper victories that
    /// say so; `simplified`'s Great and Greater triumphs never need it).
    pub enemy_territory: bool,
}

/// The opening placement.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    /// Seeds 002 and 003.
    Standard,
    /// Ludii's own table (`ludii`; rules.md section 1, "Setups").
    Ludii,
    /// Seed 004: the `standard` placement mirrored top-to-bottom with the colours exchanged: the
    /// odd army is White on ranks 1–4, the even army Black on the top four ranks.
    Boissiere,
}

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

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Preset::ALL.iter().map(|p| p.id()).collect();
        write!(f, "unknown rules preset '{}' (known: {})", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownPreset {}

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
    /// A game reaching this many plies is drawn.
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
                ambush: Some(Ambush { ops: Ops { sum: true, difference: false, product: true, quotient: false }, adjacent: true }),
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
        let err = |text: String| Err(RulesError(text));
        if self.ranks != 14 && self.ranks != 16 {
            return err(format!("the board must have 14 or 16 ranks, not {}", self.ranks));
        }
        if self.capture_mode == CaptureMode::Landing && self.motion.iter().any(|m| m.leap.is_some()) {
            return err("captures by landing follow Ludii's slides: no shape may leap".into());
        }
        if self.ply_cap == 0 {
            return err("the move cap must be at least 1 ply".into());
        }
        for (m, shape) in self.motion.iter().zip(["round", "triangle", "square"]) {
            if m.dirs != Dirs::None && (m.steps == 0 || m.steps > 15) {
                return err(format!("the {shape}'s slide must be 1 to 15 cells long, not {}", m.steps));
            }
            if m.dirs == Dirs::None && m.leap.is_none() {
                return err(format!("the {shape} must be able to move (give it a slide or a leap)"));
            }
        }
        let m = &self.methods;
        let automatic_only = [(m.equality, "equality"), (m.eruption.is_some(), "eruption")];
        let chosen_only = [
            (m.encounter, "encounter"),
            (m.assault.is_some(), "assault"),
            (m.power, "power"),
            (m.progression, "progression"),
            (m.imprisonment, "imprisonment"),
            (m.sally, "sally"),
            (m.ambush.is_some_and(|a| a.adjacent), "ambush by adjacency"),
            (m.siege.is_some_and(|s| s.safe_besiegers), "siege with safe besiegers"),
        ];
        match self.capture_mode {
            CaptureMode::Automatic => {
                if let Some((_, name)) = chosen_only.iter().find(|(on, _)| *on) {
                    return err(format!("{name} works only where the player chooses captures"));
                }
                if self.prisoners_reenter {
                    return err("prisoners re-enter only where the player chooses captures".into());
                }
                if self.turn.captures_before {
                    return err("captures before a move need chosen captures".into());
                }
                if self.pyramid_defence != PyramidDefence::TotalThenComponents || self.pyramid_attack != PyramidAttack::TotalOrComponent {
                    return err("automatic captures use the classic pyramid rules (total or component)".into());
                }
            }
            CaptureMode::Chosen => {
                if let Some((_, name)) = automatic_only.iter().find(|(on, _)| *on) {
                    return err(format!("{name} is an automatic-capture method; with chosen captures use encounter or assault"));
                }
                if m.siege.is_some_and(|s| s.diagonals) {
                    return err("with chosen captures a siege is orthogonal only".into());
                }
                if self.pyramid_defence == PyramidDefence::TotalThenComponents {
                    return err("chosen captures need a pyramid rule that offers choices (whole or components, or layers)".into());
                }
            }
            CaptureMode::Landing => {
                if *m != Methods::NONE {
                    return err("capture by landing has its own conditions: switch the other capture methods off".into());
                }
            }
        }
        for (v, goal) in self.victories.iter() {
            for side in [Color::White, Color::Black] {
                for c in v.conditions(self.lesser, &goal, side).as_slice() {
                    if c.at_least && c.threshold == 0 {
                        return err(format!("{} needs a threshold above 0 for {side} (0 would win at once)", v.title()));
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
        let rules: Rules = serde_json::from_str(text).map_err(|e| RulesError(format!("rules: {e}")))?;
        rules.validate()?;
        Ok(rules)
    }

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
    pub fn sentences(&self) -> Vec<crate::words::Say> {
        use crate::words::{Say, Word};
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

/// Why a combination of options cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RulesError {}

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
        let table: [(Change, &str); 10] = [
            (|r| r.ranks = 15, "14 or 16 ranks"),
            (|r| r.ply_cap = 0, "move cap"),
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
        // A custom change is noticed.
        let mut rules = Rules::classic();
        rules.ply_cap = 500;
        assert!(rules.is_custom());
        assert_eq!(Rules::from_json(&rules.to_json()).unwrap().ply_cap, 500);
    }
}
