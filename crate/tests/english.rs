//! The `rithmo` command's English, rendered from the page's own English words
//! (`www/lang/en-core.json`, embedded by `english.rs`): the rules descriptions, capture
//! reasons with their arithmetic, why games end and the hints' reasons, for known positions.
#![cfg(not(target_arch = "wasm32"))]

use rithmomachia::search::{explain, Engine, NoClock};
use rithmomachia::{english, notation, Outcome, Position, Preset, Rules};

fn position(preset: &str, text: &str) -> Position {
    let rules = Rules::preset(preset).expect("a preset");
    Position::from_setup(notation::parse_position(text).expect("parses"), rules).expect("sets up")
}

#[test]
fn the_rules_of_every_preset_in_english() {
    // (preset, its rules panel in English, sentence by sentence)
    let table: &[(&str, &[&str])] = &[
        (
            "classic",
            &[
                "Board of 8 files and 16 ranks; White moves first; each side's enemy territory is the other half.",
                "Round: 1 step diagonally.",
                "Triangle: 2 steps orthogonally (path clear), or a (1, 2) leap over anything.",
                "Square: 3 steps orthogonally (path clear), or a (1, 3) leap over anything.",
                "Pyramid: moves as any shape it still holds.",
                "Captures happen by themselves after each move, by any of the mover's pieces.",
                "Siege: every orthogonal (or every diagonal) neighbour of a piece is the mover's.",
                "Equality: a piece that could move onto an enemy of its own value takes it.",
                "Ambush: two pieces that reach an enemy whose sum, difference, product, quotient is its value take it.",
                "Eruption: a piece on an enemy's rank or file whose value times or divided by the distance (both end cells counted) is the enemy's takes it.",
                "Victories in force: De Corpore (pieces ≥ 15); De Bonis (value ≥ 1315 (White) / 984 (Black)); Victoria Magna; Victoria Major; Victoria Excellentissima; Blockade.",
                "The game is drawn after 1000 plies.",
            ],
        ),
        (
            "boissiere",
            &[
                "Board of 8 files and 16 ranks; White moves first; each side's enemy territory is the other half.",
                "Round: 1 step diagonally.",
                "Triangle: 2 steps orthogonally (path clear), or a (1, 2) leap over anything.",
                "Square: 3 steps orthogonally (path clear), or a (1, 3) leap over anything.",
                "Pyramid: moves as any shape it still holds.",
                "The player chooses which captures to take, before a regular move (taking a victim's place) and after it.",
                "Encounter: a piece within one regular move of an enemy of its own value takes it.",
                "Ambush: two pieces that reach an enemy whose sum, difference, product, quotient is its value take it.",
                "Assault: on one line with n empty cells between, attacker × n or ÷ n = victim.",
                "Power: a piece within one regular move of its power or root takes it.",
                "Progression: two pieces that reach an enemy forming a progression with it take it.",
                "Imprisonment: an enemy with no regular move left, blocked by at least one of the mover's pieces, falls.",
                "Prisoners may re-enter on an empty cell of their new owner's back rank, instead of a move.",
                "Victories in force: Body (pieces ≥ 15); Assets (value ≥ 984 (White) / 1315 (Black)); Mediocre Victory; Great Victory; Excellent Victory; Blockade.",
                "Proper victories count only once the enemy pyramid has fallen.",
                "The game is drawn after 1000 plies.",
            ],
        ),
        (
            "simplified",
            &[
                "Board of 8 files and 16 ranks; White moves first; each side's enemy territory is the other half.",
                "Round: 1 step in any direction.",
                "Triangle: 2 steps in any direction (path clear).",
                "Square: 3 steps in any direction (path clear).",
                "Pyramid: moves as its base.",
                "The player chooses which captures to take after each move or drop.",
                "Siege: every orthogonal neighbour of a piece is the mover's, and no besieger could be taken in return.",
                "Ambush: two or more smaller pieces next to an enemy whose sum or product is its value take it.",
                "Assault: a piece takes the place of an enemy of equal value it could move to.",
                "Sally: a piece of value n, x cells from an enemy of value n × x on a clear line, takes its place.",
                "Prisoners may re-enter on an empty cell of their new owner's back rank, instead of a move.",
                "Victories in force: De Corpore (pieces ≥ 15); De Bonis (value ≥ 1315 (White) / 984 (Black)); Great Triumph; Greater Triumph; Greatest Triumph; Blockade.",
                "Proper victories count only once the enemy pyramid has fallen.",
                "The game is drawn after 1000 plies.",
            ],
        ),
        (
            "ludii",
            &[
                "Board of 8 files and 16 ranks; White moves first; each side's enemy territory is the other half.",
                "Round: 1 step orthogonally.",
                "Triangle: 2 steps diagonally (path clear).",
                "Square: 3 steps orthogonally (path clear).",
                "Pyramid: moves as any shape it still holds.",
                "A piece captures by landing on an enemy piece when a condition holds.",
                "Victories in force: Line progression (Ludii).",
                "The game is drawn after 1000 plies.",
            ],
        ),
    ];
    for &(preset, expected) in table {
        let rules = Preset::ALL.into_iter().find(|p| p.id() == preset).expect("a preset").rules();
        let said: Vec<String> = rules.sentences().iter().map(english::say).collect();
        assert_eq!(said, expected, "{preset}");
    }
    assert_eq!(table.len(), Preset::ALL.len());
}

#[test]
fn capture_reasons_in_english() {
    // (preset, position, move, victim's cell, the reason in English): a sentence of each kind.
    let table = [
        ("classic", "c9,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "d2-e3", "f4", "16 = 16"),
        ("classic", "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0", "d3-d5", "e7", "30 + 15 = 45"),
        ("classic", "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0", "f6-g7", "e7", "15 × 3 = 45"),
        (
            "classic",
            "c5,S9,6/8/1,C2,6/8/8/8/8/8/8/8/8/8/8/8/8/7,C4 w - - 0",
            "b14-a15",
            "a16",
            "besieged on every orthogonal side",
        ),
        (
            "boissiere",
            "8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,t29,3/c8,2,P(S25C4),4/8/8/7,S9 w - - 0",
            "h1-e1*a4",
            "a4",
            "8 ÷ 4 = 2 (2 empty cells)",
        ),
        (
            "simplified",
            "7,c97/8/8/8/8/8/8/8/8/8/3,t12,4/8/3,T4,4/8/8/8 w - - 0",
            "d4xd6",
            "d6",
            "4 × 3 = 12 (distance 3)",
        ),
        ("ludii", "7,c9/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,T8,4/8/8/8 w - - 0", "d4xf6", "f6", "16 = 8 × 2 (distance 2)"),
        (
            "ludii",
            "c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0",
            "xa16:5",
            "a16",
            "encircled: its 2 destinations all held by the capturer",
        ),
    ];
    for (preset, text, mv, cell, why) in table {
        let p = position(preset, text);
        let captures = p.captures(&mv.parse().expect("a move")).expect("legal");
        let c = captures
            .iter()
            .find(|c| c.target.cell.to_string() == cell)
            .unwrap_or_else(|| panic!("{mv} takes nothing on {cell}"));
        assert_eq!(english::say(&c.reason.say()), why, "{preset} {mv}");
        assert_eq!(c.reason.to_string(), why, "Display is the same English");
    }
}

#[test]
fn why_games_end_in_english() {
    // (position, move, why) under the classic rules: a formation, a blockade, a common
    // victory's totals, the move cap.
    let table = [
        (
            "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0",
            "f11-e12",
            "16, 36, 56: arithmetic, step 20",
        ),
        ("8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "d2-e3", "black has no legal move"),
        (
            "s25,6,s49/8/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/2,C16,5/S25,7 w c3c5c7c9c9c25c49c81t12t30t36t56t64t90 - 20",
            "c2-d3",
            "15 pieces taken (goal 15)",
        ),
        ("c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C16,7 w - - 999", "a1-b2", "1000 plies played: the move cap"),
    ];
    for (text, mv, expected) in table {
        let after = position("classic", text).play(&mv.parse().expect("a move")).expect("legal");
        let why = match after.outcome() {
            Some(Outcome::Won { why, .. } | Outcome::Drawn { why, .. }) => why,
            None => panic!("{mv} does not end the game"),
        };
        assert_eq!(english::says(&why), expected, "{mv}");
    }
}

#[test]
fn hints_in_english() {
    // (position, the hint's move, its reasons)
    let table = [(
        "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0",
        "d3-e5",
        "Takes the black triangle 45 on e7 by ambush (30 + 15 = 45)",
    )];
    let mut engine = Engine::new(1 << 20);
    for (text, mv, expected) in table {
        let p = position("classic", text);
        let r = engine.search(&p, &"hard:3000n".parse().expect("a level"), 1, &NoClock);
        assert_eq!(r.best.as_ref().map(|m| m.to_string()).as_deref(), Some(mv));
        let hint = explain(&p, &r);
        assert_eq!(hint.text(), expected);
        assert_eq!(english::capitalized(&hint.says), expected);
    }
}
