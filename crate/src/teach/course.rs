//! The course: every lesson's position, goal and solution under its preset, and the keys of its
//! words in the page's language files. A lesson several presets share (the movement lessons and
//! the blockade of classic and Boissière's game) is defined once, as a [`Drill`], and worded
//! once (`lesson.<text>.title`, …); where a preset says something of its own (a rule that differs),
//! the lesson names that part's keys itself. Judging a move is [`crate::lessons`]'.

use crate::capture::Method;
use crate::rules::{Preset, Victory};

/// What a lesson asks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Move the piece on the first cell to the second.
    Move(&'static str, &'static str),
    /// Capture the piece on the cell by the method (among the methods that take it).
    Capture(&'static str, Method),
    /// Win by the victory with this move.
    Victory(Victory),
}

/// A part of a lesson's words.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// Its title, in the list and above the task.
    Title,
    /// What to do.
    Task,
    /// The hint, shown on request.
    Hint,
    /// The explanation once it is solved.
    Done,
}

impl Part {
    /// Every part, in the order a player meets them.
    pub const ALL: [Part; 4] = [Part::Title, Part::Task, Part::Hint, Part::Done];

    /// `"title"`, `"task"`, `"hint"` or `"done"`: the last segment of its key.
    pub const fn id(self) -> &'static str {
        match self {
            Part::Title => "title",
            Part::Task => "task",
            Part::Hint => "hint",
            Part::Done => "done",
        }
    }
}

/// One lesson: a position under a preset, a goal, a move that reaches it, and its words.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Lesson {
    /// Stable id (the page keeps the open lesson by it), unique across presets.
    pub id: &'static str,
    /// The preset whose rules the lesson plays.
    pub preset: Preset,
    /// The stem of its words' keys (`lesson.<text>.title`, …): its id, or the stem of the
    /// [`Drill`] it shares with other presets.
    pub text: &'static str,
    /// The parts this lesson words its own way, each with the keys of its sentences (joined with
    /// a space): a shared lesson's note on a rule its preset has.
    pub own: &'static [(Part, &'static [&'static str])],
    /// The position, in notation.
    pub position: &'static str,
    /// What the player must do.
    pub goal: Goal,
    /// A move text that does it.
    pub solution: &'static str,
}

impl Lesson {
    /// The keys of the sentences that word `part`, in order (the page joins them with a space).
    pub fn words(&self, part: Part) -> Vec<String> {
        match self.own.iter().find(|(p, _)| *p == part) {
            Some((_, keys)) => keys.iter().map(|&k| String::from(k)).collect(),
            // (Pushed, not `concat`: one generic copy of `join` fewer in the page's module.)
            None => {
                let mut key = String::from("lesson.");
                key.push_str(self.text);
                key.push('.');
                key.push_str(part.id());
                vec![key]
            }
        }
    }
}

/// A lesson several presets share: one position, goal and solution, and one stem for its words.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Drill {
    /// The stem of its words' keys.
    pub text: &'static str,
    /// The position, in notation.
    pub position: &'static str,
    /// What the player must do.
    pub goal: Goal,
    /// A move text that does it.
    pub solution: &'static str,
}

/// A lesson of one preset, worded by its id.
const fn lesson(
    id: &'static str,
    preset: Preset,
    position: &'static str,
    goal: Goal,
    solution: &'static str,
) -> Lesson {
    Lesson { id, preset, text: id, own: &[], position, goal, solution }
}

/// A preset's lesson from a shared drill, with the parts it words its own way.
const fn shared(
    id: &'static str,
    preset: Preset,
    drill: Drill,
    own: &'static [(Part, &'static [&'static str])],
) -> Lesson {
    Lesson { id, preset, text: drill.text, own, position: drill.position, goal: drill.goal, solution: drill.solution }
}

// The lessons classic and Boissière's game share: the same position and task; what a preset
// adds (whether a leap captures, whether captures are optional) is its own sentence.
const ROUND: Drill = Drill {
    text: "round",
    position: "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8 w - - 0",
    goal: Goal::Move("d4", "e5"),
    solution: "d4-e5",
};
const TRIANGLE: Drill = Drill {
    text: "triangle",
    position: "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
    goal: Goal::Move("d4", "d6"),
    solution: "d4-d6",
};
const TRIANGLE_LEAP: Drill = Drill {
    text: "triangle-leap",
    position: "7,c9/8/8/8/8/8/8/8/8/8/8/3,C2,C8,3/3,T6,4/8/8/8 w - - 0",
    goal: Goal::Move("d4", "e6"),
    solution: "d4-e6",
};
const SQUARE: Drill = Drill {
    text: "square",
    position: "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/8/3,S25,4/8 w - - 0",
    goal: Goal::Move("d2", "d5"),
    solution: "d2-d5",
};
const SQUARE_LEAP: Drill = Drill {
    text: "square-leap",
    position: "7,c9/8/8/8/8/8/8/8/8/8/8/8/8/3,C4,C6,3/3,S25,4/8 w - - 0",
    goal: Goal::Move("d2", "e5"),
    solution: "d2-e5",
};
const PYRAMID: Drill = Drill {
    text: "pyramid",
    position: "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,P(S36S25T16T9C4C1),4/8/8/8 w - - 0",
    goal: Goal::Move("d4", "d7"),
    solution: "d4-d7",
};
const BLOCKADE: Drill = Drill {
    text: "blockade",
    position: "c3,1,C20,5/1,c5,6/2,C50,5/1,C70,6/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
    goal: Goal::Victory(Victory::Blockade),
    solution: "b13-a14",
};

/// A leap's explanation: the presets differ on whether it captures.
const CLASSIC_LEAP: &[(Part, &[&str])] = &[(Part::Done, &["lesson.leap.done.classic"])];
const BOISSIERE_LEAP: &[(Part, &[&str])] = &[(Part::Done, &["lesson.leap.done.boissiere"])];

/// Every lesson, grouped by preset (classic, boissiere, simplified, ludii), then movement,
/// captures and victories. The movement lessons and the blockade of classic and Boissière's game
/// are one definition each ([`Drill`]), which both presets take under their own ids.
pub const LESSONS: &[Lesson] = &[
    shared("classic-round", Preset::Classic, ROUND, &[]),
    shared("classic-triangle", Preset::Classic, TRIANGLE, &[]),
    shared("classic-triangle-leap", Preset::Classic, TRIANGLE_LEAP, CLASSIC_LEAP),
    shared("classic-square", Preset::Classic, SQUARE, &[]),
    shared("classic-square-leap", Preset::Classic, SQUARE_LEAP, CLASSIC_LEAP),
    shared("classic-pyramid", Preset::Classic, PYRAMID, &[]),
    lesson(
        "classic-siege",
        Preset::Classic,
        "7,c9/8/8/8/8/8/3,C50,4/8/3,C20,c7,C30,2/4,C40,3/8/8/8/8/8/8 w - - 0",
        Goal::Capture("e8", Method::Siege),
        "d10-e9",
    ),
    lesson(
        "classic-equality",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/4,c20,3/8/8/2,T20,5/8/8 w - - 0",
        Goal::Capture("e6", Method::Equality),
        "c3-c5",
    ),
    lesson(
        "classic-ambush",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/4,t45,3/8/2,T30,5/4,S15,3/8/8/8 w - - 0",
        Goal::Capture("e7", Method::Ambush),
        "c5-c7",
    ),
    lesson(
        "classic-eruption",
        Preset::Classic,
        "7,c9/8/8/8/8/8/4,t36,3/8/8/8/3,C9,4/8/8/8/8/8 w - - 0",
        Goal::Capture("e10", Method::Eruption),
        "d6-e7",
    ),
    lesson(
        "classic-de-corpore",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w c3c5c7c9c9c25c49c81t12t16t30t36t56t64 - 0",
        Goal::Victory(Victory::DeCorpore),
        "d2-e3",
    ),
    lesson(
        "classic-de-bonis",
        Preset::Classic,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w s361s225s121s120s66s49s28t100t90t64t56t30 - 0",
        Goal::Victory(Victory::DeBonis),
        "d2-e3",
    ),
    lesson(
        "classic-victoria-magna",
        Preset::Classic,
        "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0",
        Goal::Victory(Victory::VictoriaMagna),
        "f11-e12",
    ),
    lesson(
        "classic-victoria-major",
        Preset::Classic,
        "7,s289/8/8/8/8/4,C36,3/C4,C6,T12,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::VictoriaMajor),
        "e11-d10",
    ),
    lesson(
        "classic-victoria-excellentissima",
        Preset::Classic,
        "7,s289/8/8/8/2,T12,1,C4,3/5,C6,2/2,C9,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::VictoriaExcellentissima),
        "f11-e10",
    ),
    shared(
        "classic-blockade",
        Preset::Classic,
        BLOCKADE,
        &[(Part::Hint, &["lesson.blockade.hint.classic"]), (Part::Done, &["lesson.blockade.done.classic"])],
    ),
    shared(
        "boissiere-round",
        Preset::Boissiere,
        ROUND,
        &[(Part::Done, &["lesson.round.done", "lessons.note.boissiere-regular"])],
    ),
    shared(
        "boissiere-triangle",
        Preset::Boissiere,
        TRIANGLE,
        &[(Part::Done, &["lesson.triangle.done", "lessons.note.boissiere-regular"])],
    ),
    shared("boissiere-triangle-leap", Preset::Boissiere, TRIANGLE_LEAP, BOISSIERE_LEAP),
    shared(
        "boissiere-square",
        Preset::Boissiere,
        SQUARE,
        &[(Part::Done, &["lesson.square.done", "lessons.note.boissiere-regular"])],
    ),
    shared("boissiere-square-leap", Preset::Boissiere, SQUARE_LEAP, BOISSIERE_LEAP),
    shared("boissiere-pyramid", Preset::Boissiere, PYRAMID, &[]),
    lesson(
        "boissiere-encounter",
        Preset::Boissiere,
        "1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w - - 0",
        Goal::Capture("d14", Method::Encounter),
        "b16-c15*d14",
    ),
    lesson(
        "boissiere-ambush",
        Preset::Boissiere,
        "1,c8,6/2,T12,5/8/c4,7/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("c15", Method::Ambush),
        "a13-b14*c15",
    ),
    lesson(
        "boissiere-assault",
        Preset::Boissiere,
        "3,T12,4/8/1,c2,6/t6,7/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("d16", Method::Assault),
        "b14-a15*d16",
    ),
    lesson(
        "boissiere-power",
        Preset::Boissiere,
        "1,C3,6/8/1,s81,6/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w - - 0",
        Goal::Capture("b14", Method::Power),
        "b16-c15*b14",
    ),
    lesson(
        "boissiere-progression",
        Preset::Boissiere,
        "C25,2,s15,4/8/2,t20,5/8/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("a16", Method::Progression),
        "c14-a14*a16",
    ),
    lesson(
        "boissiere-imprisonment",
        Preset::Boissiere,
        "1,C2,6/S15,T30,1,S36,4/T4,7/3,t72,4/8/8/8/8/8/8/8/8/8/8/8/7,S9 b - - 0",
        Goal::Capture("b15", Method::Imprisonment),
        "d13-b13*b15",
    ),
    lesson(
        "boissiere-capture-before",
        Preset::Boissiere,
        "8/8/8/8/8/8/8/8/8/8/5,s625,2/2,c5,1,s25,3/3,C25,4/8/8/8 w - - 0",
        Goal::Capture("e5", Method::Encounter),
        "d4xe5",
    ),
    lesson(
        "boissiere-drop",
        Preset::Boissiere,
        "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0",
        Goal::Capture("c2", Method::Power),
        "C4@b1*c2",
    ),
    lesson(
        "boissiere-body",
        Preset::Boissiere,
        "1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w c2c4c6c8c4c16c36c64t6t9t20t25t42t49 - 0",
        Goal::Victory(Victory::Body),
        "b16-c15*d14",
    ),
    lesson(
        "boissiere-assets",
        Preset::Boissiere,
        "1,C25,6/8/3,s25,4/8/8/8/8/8/8/8/8/8/8/8/8/7,s289 w s289s169s153s81s45t81t72t49t20 - 0",
        Goal::Victory(Victory::Assets),
        "b16-c15*d14",
    ),
    lesson(
        "boissiere-mediocre-victory",
        Preset::Boissiere,
        "c9,6,s289/8/4,T56,3/8/8/3,C36,4/2,C16,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::MediocreVictory),
        "e14-e12",
    ),
    lesson(
        "boissiere-great-victory",
        Preset::Boissiere,
        "7,s289/8/8/8/8/4,C36,3/C4,C6,T12,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::GreatVictory),
        "e11-d10",
    ),
    lesson(
        "boissiere-excellent-victory",
        Preset::Boissiere,
        "7,s289/8/8/8/2,T12,1,C4,3/5,C6,2/2,C9,5/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::ExcellentVictory),
        "f11-e10",
    ),
    shared(
        "boissiere-blockade",
        Preset::Boissiere,
        BLOCKADE,
        &[(Part::Hint, &["lesson.blockade.hint.boissiere"]), (Part::Done, &["lesson.blockade.done.boissiere"])],
    ),
    lesson(
        "simplified-round",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,C4,4/8/8/8 w - - 0",
        Goal::Move("d4", "d5"),
        "d4-d5",
    ),
    lesson(
        "simplified-triangle",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "f6"),
        "d4-f6",
    ),
    lesson(
        "simplified-square",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,S15,4/8/8/8 w - - 0",
        Goal::Move("d4", "g7"),
        "d4-g7",
    ),
    lesson(
        "simplified-pyramid",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/3,P(S36C1),4/8/8/8 w - - 0",
        Goal::Move("d4", "d7"),
        "d4-d7",
    ),
    lesson(
        "simplified-siege",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/4,C4,1,C8,1/3,C6,t97,3/4,C2,3/8/8/8 w - - 0",
        Goal::Capture("e5", Method::Siege),
        "g6-f5*e5",
    ),
    lesson(
        "simplified-ambush",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/4,s45,3/3,C5,4/6,C9,1/8/8/8/8/8 w - - 0",
        Goal::Capture("e8", Method::Ambush),
        "g6-f7*e8",
    ),
    lesson(
        "simplified-assault",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/1,t15,1,T25,4/8/8/1,S15,6/8 w - - 0",
        Goal::Capture("d7", Method::Assault),
        "d5xd7",
    ),
    lesson(
        "simplified-sally",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/t12,2,t16,1,t32,2/3,C8,4/8/C3,4,C8,2/8/8 w - - 0",
        Goal::Capture("d6", Method::Sally),
        "d5xd6",
    ),
    lesson(
        "simplified-drop",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/8/2,s25,5/1,S16,6 w c9 - 0",
        Goal::Capture("c2", Method::Ambush),
        "C9@d1*c2",
    ),
    lesson(
        "simplified-de-corpore",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/3,T25,4/8/8/8/8 w c3c3c3c3c3c3c3c3c3c3c3c3c3c3 - 0",
        Goal::Victory(Victory::DeCorpore),
        "d5xd7",
    ),
    lesson(
        "simplified-de-bonis",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/3,t25,4/8/3,T25,4/8/8/8/8 w s361s225s121s120s66s49s28t100t90t64t56t30 - 0",
        Goal::Victory(Victory::DeBonis),
        "d5xd7",
    ),
    lesson(
        "simplified-great-triumph",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/1,C4,1,C8,4/2,C6,5/8 w - - 0",
        Goal::Victory(Victory::GreatTriumph),
        "c2-c3",
    ),
    lesson(
        "simplified-greater-triumph",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/8/8/8/8/8/8/8/C4,C6,C9,5/3,C12,4/8 w - - 0",
        Goal::Victory(Victory::GreaterTriumph),
        "d2-d3",
    ),
    lesson(
        "simplified-greatest-triumph",
        Preset::Simplified,
        "7,c97/8/8/8/8/8/C4,C6,C9,5/3,C12,4/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::GreatestTriumph),
        "d9-d10",
    ),
    lesson(
        "simplified-blockade",
        Preset::Simplified,
        "c3,C20,6/1,C10,6/1,C40,6/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::Blockade),
        "b14-a15",
    ),
    lesson(
        "ludii-round",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,C5,4/8/8/8 w - - 0",
        Goal::Move("d4", "d5"),
        "d4-d5",
    ),
    lesson(
        "ludii-triangle",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,T6,4/8/8/8 w - - 0",
        Goal::Move("d4", "f6"),
        "d4-f6",
    ),
    lesson(
        "ludii-square",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,S10,4/8/8/8 w - - 0",
        Goal::Move("d4", "d7"),
        "d4-d7",
    ),
    lesson(
        "ludii-pyramid",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/8/8/3,P(S36C1),4/8/8/8 w - - 0",
        Goal::Move("d4", "e4"),
        "d4-e4",
    ),
    lesson(
        "ludii-landing",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,T8,4/8/8/8 w - - 0",
        Goal::Capture("f6", Method::Landing),
        "d4xf6",
    ),
    lesson(
        "ludii-encirclement",
        Preset::Ludii,
        "c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Capture("a16", Method::Encirclement),
        "xa16",
    ),
    lesson(
        "ludii-line",
        Preset::Ludii,
        "7,c9/8/8/8/8/8/3,C10,1,C30,2/4,C20,3/8/8/8/8/8/8/8/8 w - - 0",
        Goal::Victory(Victory::LudiiLine),
        "e9-e10",
    ),
];
