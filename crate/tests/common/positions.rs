//! Position texts shared by the bounds tests (crate/tests/bounds.rs) and the native budget
//! (crate/examples/budget.rs): the dense pattern and seeded random positions.

use rithmomachia::Rng;

/// Issue 12's pattern (alternating C4 and c4, every other cell) over the first `ranks` ranks.
pub fn dense(ranks: usize) -> String {
    let rows: Vec<&str> = (0..16)
        .map(|r| {
            if r >= ranks {
                "8"
            } else if r % 2 == 0 {
                "C4,1,c4,1,C4,1,c4,1"
            } else {
                "1,c4,1,C4,1,c4,1,C4"
            }
        })
        .collect();
    format!("{} w - - 0", rows.join("/"))
}

/// A seeded random position: `density` percent of the cells filled, values from a small set so
/// that captures abound, at most one pyramid a side, either side to move, sometimes prisoners.
pub fn random_position(rng: &mut Rng, density: usize) -> String {
    const VALUES: [u32; 16] = [2, 3, 4, 4, 6, 8, 9, 12, 16, 16, 25, 36, 15, 20, 45, 64];
    const PARTS: [&str; 8] = ["s64", "s49", "t36", "t25", "c16", "c9", "s25", "c4"];
    let mut pyramids = [false; 2];
    let mut rows = Vec::new();
    for _ in 0..16 {
        let mut row = Vec::new();
        let mut empty = 0;
        for _ in 0..8 {
            if rng.below(100) >= density {
                empty += 1;
                continue;
            }
            if empty > 0 {
                row.push(empty.to_string());
                empty = 0;
            }
            let white = rng.below(2) == 0;
            let piece = if !pyramids[usize::from(white)] && rng.below(12) == 0 {
                pyramids[usize::from(white)] = true;
                let n = 2 + rng.below(3);
                let parts: Vec<&str> = (0..n).map(|_| PARTS[rng.below(PARTS.len())]).collect();
                format!("p({})", parts.concat())
            } else {
                format!("{}{}", ["c", "t", "s"][rng.below(3)], VALUES[rng.below(VALUES.len())])
            };
            row.push(if white { piece.to_uppercase() } else { piece });
        }
        if empty > 0 {
            row.push(empty.to_string());
        }
        rows.push(row.join(","));
    }
    let turn = if rng.below(2) == 0 { "w" } else { "b" };
    let prisoners = if rng.below(3) == 0 { "t9c4" } else { "-" };
    format!("{} {turn} {prisoners} - 0", rows.join("/"))
}
