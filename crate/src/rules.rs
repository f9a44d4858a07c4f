//! [`Rules`]: every option of a game as one value. Presets are constants of it, not code paths.

use std::fmt;
use std::str::FromStr;

use crate::piece::{ByColor, Color};

/// Straight-line directions a shape slides in.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
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
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Leap {
    /// (1, 2), the chess knight's jump.
    Knight,
    /// (1, 3).
    Long,
}

/// How one simple shape moves: a slide of exactly `steps` cells in `dirs` (middle cells empty),
/// and optionally a leap. Every motion is symmetric: if A reaches B, a piece of the same shape on
/// B reaches A.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Motion {
    /// Directions of the slide.
    pub dirs: Dirs,
    /// Exact length of the slide.
    pub steps: u8,
    /// The shape's jump, if any.
    pub leap: Option<Leap>,
}

/// How a pyramid moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PyramidMotion {
    /// As any shape it still holds.
    AnyShape,
    /// As its base component.
    Base,
}

/// Who applies the captures of a turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CaptureMode {
    /// Every capture that holds after the move is made (`classic`).
    Automatic,
    /// The player picks which captures to take (`boissiere`, `simplified`).
    Chosen,
    /// A piece captures by landing on its victim (`ludii`).
    Landing,
}

/// Which of the mover's pieces may take part in the captures after a move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attackers {
    /// Any of them (seed 000's whole-board sweep).
    All,
    /// Only the piece that moved (seed 002's reading): it must be the attacker in equality and
    /// eruption, one of the two in an ambush (the other may be any of the mover's pieces) and
    /// one of the besiegers in a siege.
    MovedOnly,
}

/// The arithmetic operations of an ambush.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
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
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Distance {
    /// Both end cells counted: adjacent cells are at distance 2 (`classic` eruption).
    BothEnds,
    /// Only the empty cells strictly between count: adjacent cells are at distance 0.
    Between,
}

/// The capture methods in force, with their parameters.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Methods {
    /// Siege: all on-board orthogonal neighbours, or all diagonal ones, hold the mover's pieces.
    pub siege: bool,
    /// Equality: an attacker that reaches the victim has its value.
    pub equality: bool,
    /// Ambush: two attackers that reach the victim combine to its value.
    pub ambush: Option<Ops>,
    /// Eruption: an attacker on the victim's rank or file, value × d or value ÷ d = victim.
    pub eruption: Option<Distance>,
}

/// Which value of a pyramid counts when it attacks.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PyramidAttack {
    /// Its total when any of its shapes reaches, or a component whose own shape reaches
    /// (without reach, as in eruption: its total or any component). Seed 000's code.
    TotalOrComponent,
}

/// How a pyramid falls when attacked.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PyramidDefence {
    /// Whole when besieged or when a test matches its total; else each component whose value
    /// a test matches falls alone.
    TotalThenComponents,
}

/// A victory, by its id in the rules.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Victory {
    /// `de-corpore`: captured pieces ≥ N.
    DeCorpore,
    /// `de-bonis`: captured value ≥ V.
    DeBonis,
    /// `de-lite`: captured value ≥ V and digits ≤ D.
    DeLite,
    /// `de-honore`: captured value ≥ V and pieces ≤ N.
    DeHonore,
    /// `de-honore-liteque`: value ≥ V, pieces ≤ N, digits ≤ D.
    DeHonoreLiteque,
    /// `victoria-magna`: three pieces in arithmetic progression in enemy territory.
    VictoriaMagna,
    /// `victoria-major`: four pieces whose triples show exactly two progressions of two kinds.
    VictoriaMajor,
    /// `victoria-excellentissima`: four pieces whose triples show all three kinds.
    VictoriaExcellentissima,
    /// `blockade`: the opponent has no legal move.
    Blockade,
    /// `ludii-line`: Ludii's line progression (rules.md section 6): the moved piece (or the
    /// removed piece's cell) in enemy territory and two of the mover's pieces next to it on one
    /// line, there too, whose top values pass Ludii's integer tests, while the opponent has no
    /// stack of two or more pieces.
    LudiiLine,
}

impl Victory {
    /// Every victory, in the order of their ids' table.
    pub const ALL: [Victory; 10] = [
        Victory::DeCorpore,
        Victory::DeBonis,
        Victory::DeLite,
        Victory::DeHonore,
        Victory::DeHonoreLiteque,
        Victory::VictoriaMagna,
        Victory::VictoriaMajor,
        Victory::VictoriaExcellentissima,
        Victory::Blockade,
        Victory::LudiiLine,
    ];

    /// Greatest first: the order in which a move completing several is reported.
    pub const PRECEDENCE: [Victory; 9] = [
        Victory::LudiiLine,
        Victory::VictoriaExcellentissima,
        Victory::VictoriaMajor,
        Victory::VictoriaMagna,
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
            Victory::Blockade => "blockade",
            Victory::LudiiLine => "ludii-line",
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
            Victory::Blockade => "Blockade",
            Victory::LudiiLine => "Line progression (Ludii)",
        }
    }

    /// Is it won by arranging pieces (rather than by prisoners)?
    pub const fn is_proper(self) -> bool {
        matches!(self, Victory::VictoriaMagna | Victory::VictoriaMajor | Victory::VictoriaExcellentissima | Victory::LudiiLine)
    }

    /// The victory with this id.
    pub fn from_id(id: &str) -> Option<Victory> {
        Victory::ALL.into_iter().find(|v| v.id() == id)
    }

    /// Which thresholds the victory needs: (pieces, value, digits).
    pub const fn needs(self) -> (bool, bool, bool) {
        match self {
            Victory::DeCorpore => (true, false, false),
            Victory::DeBonis => (false, true, false),
            Victory::DeLite => (false, true, true),
            Victory::DeHonore => (true, true, false),
            Victory::DeHonoreLiteque => (true, true, true),
            _ => (false, false, false),
        }
    }
}

impl fmt::Display for Victory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The thresholds of a common victory. Which ones count depends on the victory
/// ([`Victory::needs`]): De Corpore reads `pieces` as a minimum, De Honore as a maximum.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Goal {
    /// Number of captured pieces (pyramid components counted one by one).
    pub pieces: u32,
    /// Captured value, per capturing side.
    pub value: ByColor<u32>,
    /// Number of decimal digits on the captured pieces.
    pub digits: u32,
}

/// The victories in force, each with its thresholds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Victories([Option<Goal>; 10]);

impl Victories {
    /// No victory enabled.
    pub const NONE: Victories = Victories([None; 10]);

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

/// Which pieces may form a progression.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Formation {
    /// Enemy pieces may take part (at least one piece must be the mover's).
    pub enemy_pieces: bool,
    /// All the pieces must stand in the mover's enemy territory.
    pub enemy_territory: bool,
}

/// The opening placement.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Layout {
    /// Seeds 002 and 003.
    Standard,
    /// Ludii's own table (`ludii`; rules.md section 1, "Setups").
    Ludii,
}

/// A rule preset: one precise reading of one source.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Preset {
    /// Seeds 000 and 002: automatic captures, common and glorious victories.
    Classic,
    /// Seed 001 as Ludii 1.3.13 plays it: capture by landing, encirclement, one line progression.
    Ludii,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 2] = [Preset::Classic, Preset::Ludii];

    /// Its id.
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Ludii => "ludii",
        }
    }

    /// Its name for people.
    pub const fn title(self) -> &'static str {
        match self {
            Preset::Classic => "Classic",
            Preset::Ludii => "Ludii",
        }
    }

    /// The sources it reads.
    pub const fn source(self) -> &'static str {
        match self {
            Preset::Classic => "The Zillions/Axiom implementation article and the Russian rules description (seeds 000, 002)",
            Preset::Ludii => "Ludii 1.3.13's Rithmomachia.lud (seed 001), reproduced move for move, quirks included",
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
        }
    }

    /// Its rules.
    pub fn rules(self) -> Rules {
        match self {
            Preset::Classic => Rules::classic(),
            Preset::Ludii => Rules::ludii(),
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
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
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
            methods: Methods { siege: true, equality: true, ambush: Some(Ops::ALL), eruption: Some(Distance::BothEnds) },
            pyramid_attack: PyramidAttack::TotalOrComponent,
            pyramid_defence: PyramidDefence::TotalThenComponents,
            prisoners_reenter: false,
            victories,
            formation: Formation { enemy_pieces: true, enemy_territory: true },
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
            methods: Methods { siege: false, equality: false, ambush: None, eruption: None },
            pyramid_attack: PyramidAttack::TotalOrComponent,
            pyramid_defence: PyramidDefence::TotalThenComponents,
            prisoners_reenter: false,
            victories,
            formation: Formation { enemy_pieces: false, enemy_territory: true },
            pyramid_first: false,
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
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.ranks != 14 && self.ranks != 16 {
            return Err(RulesError(format!("the board must have 14 or 16 ranks, not {}", self.ranks)));
        }
        if self.capture_mode == CaptureMode::Chosen {
            return Err(RulesError("chosen captures are not supported yet".into()));
        }
        if self.capture_mode == CaptureMode::Landing && self.motion.iter().any(|m| m.leap.is_some()) {
            return Err(RulesError("captures by landing follow Ludii's slides: no shape may leap".into()));
        }
        if self.ply_cap == 0 {
            return Err(RulesError("the move cap must be at least 1 ply".into()));
        }
        for m in self.motion {
            if m.dirs != Dirs::None && (m.steps == 0 || m.steps > 15) {
                return Err(RulesError(format!("a slide must be 1 to 15 cells long, not {}", m.steps)));
            }
        }
        Ok(())
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
