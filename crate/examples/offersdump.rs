#[path = "../tests/common/positions.rs"]
mod positions;
use rithmomachia::report::PageCapture;
use rithmomachia::{Game, Rules, Rng};
fn dump(g: &Game, out: &mut String) {
    let o = g.offers();
    for d in o.moves.iter().chain(o.drops.iter().flat_map(|x| x.destinations.iter())) {
        out.push_str(&format!("{:?} {} {:?} {} {} {} [", d.from, d.to, d.kind, d.is_choice(), d.label(), d.default.0));
        for opt in &d.options {
            out.push_str(&format!("{} {} {} ;", opt.id, opt.fixed, serde_json::to_string(&PageCapture::of(&opt.capture)).unwrap()));
        }
        out.push_str(&format!("] {:?}\n", d.default_ids()));
    }
    for r in &o.removals {
        out.push_str(&format!("R {} {:?}\n", r.cell, r.moves.iter().map(|(m, c)| (m.to_string(), c.len())).collect::<Vec<_>>()));
    }
}
fn main() {
    let mut rng = Rng::new(99);
    let mut out = String::new();
    for preset in ["boissiere", "simplified", "classic", "ludii"] {
        let rules = Rules::preset(preset).unwrap();
        for i in 0..150 {
            let text = if i % 10 == 9 { positions::dense(4 + i % 13) } else { positions::random_position(&mut rng, [10, 20, 30, 50, 70][i % 5]) };
            let Ok(g) = Game::from_text(&text, rules) else { continue };
            out.push_str(&format!("{preset} {text}\n"));
            dump(&g, &mut out);
        }
    }
    for preset in ["boissiere", "simplified"] {
        let mut g = Game::new(Rules::preset(preset).unwrap());
        for _ in 0..150 {
            dump(&g, &mut out);
            let mv = {
                let o = g.offers();
                if o.moves.is_empty() { break; }
                o.moves[rng.below(o.moves.len())].default.0.clone()
            };
            g.play(&mv).unwrap();
        }
    }
    std::fs::write(std::env::args().nth(1).unwrap(), out).unwrap();
}
