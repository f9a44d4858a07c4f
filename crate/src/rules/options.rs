//! The options of the rules, one type each: how shapes move, how captures are made, which
//! pieces may form a progression, the opening placement.

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
    /// Indexes into [`DIRECTIONS`](crate::vocab::cell::DIRECTIONS) (orthogonal 0..4, diagonal 4..8).
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
fn present<'de, D: serde::Deserializer<'de>, T: serde::Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
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
