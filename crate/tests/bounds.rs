//! The bound on every facade call (docs/facade.md, "Bounds"): the page's calls build the
//! turns on offer, whose number grows with the captures on offer and not with their subsets.
//! Checked on counts of work (turns built, destinations, options), never on wall-clock time:
//! the timing figure is printed by crate/examples/budget.rs.
//!
//! A table of dense positions (issue 12's, and the same pattern over more ranks) under the
//! presets where the player chooses captures, then a seeded fuzz of dense and random
//! positions of every preset through the facade's entry points.

#[path = "common/positions.rs"]
mod positions;

use positions::{dense, random_position};
use rithmomachia::record::{self, LinkReader, RecordError};
use rithmomachia::report::Snapshot;
use rithmomachia::{
    Capture, Cell, Chooser, Destination, Game, IndexWork, Move, Offers, Only, Pick, PickError, Position, RemovalOffer,
    Rng, Rules, Victories, MAX_CHOICES,
};

/// Issue 12's position: 5 dense ranks of alternating C4 and c4.
const ISSUE: &str = "C4,1,c4,1,C4,1,c4,1/1,c4,1,C4,1,c4,1,C4/C4,1,c4,1,C4,1,c4,1/1,c4,1,C4,1,c4,1,C4/C4,1,c4,1,C4,1,c4,1/8/8/8/8/8/8/8/8/8/8/8 w - - 0";

/// A pick played on a copy of `game`: the move played and its captures.
fn picked(game: &Game, pick: Pick) -> Result<(Move, Vec<Capture>), PickError> {
    let mut copy = game.clone();
    let mv = copy.play_pick(pick)?;
    let captures = copy.last().expect("a move played").1.to_vec();
    Ok((mv, captures))
}

/// The work of one snapshot: turns built, destinations, the most options of one destination.
fn work(offers: &Offers) -> (usize, usize, usize) {
    let destinations = offers.moves.iter().chain(offers.drops.iter().flat_map(|d| d.destinations.iter()));
    let most = destinations.clone().map(|d| d.options.len()).max().unwrap_or(0);
    (offers.turns, destinations.count(), most)
}

#[test]
fn dense_positions_offer_turns_not_subsets() {
    // (position, preset, legal moves, at most these turns built). Built now: 87, 52, 159, 85,
    // 348, 168: linear in the pieces, where the subsets are 11,264 moves on the first.
    let table: [(String, &str, u64, usize); 6] = [
        (ISSUE.to_string(), "boissiere", 11_264, 200),
        (ISSUE.to_string(), "simplified", 52, 100),
        (dense(8), "boissiere", 0, 320),
        (dense(8), "simplified", 0, 170),
        (dense(16), "boissiere", 0, 700),
        (dense(16), "simplified", 0, 340),
    ];
    for (text, preset, legal, most_turns) in &table {
        let mut game = Game::from_text(text, Rules::preset(preset).unwrap()).unwrap();
        let offers = game.offers();
        let (turns, destinations, options) = work(&offers);
        assert!(turns <= *most_turns, "{preset} {text}: {turns} turns built");
        assert!(destinations > 0 && destinations <= turns, "{preset}: {destinations} destinations from {turns} turns");
        assert!(options <= 2 * MAX_CHOICES + 1, "{preset}: a destination with {options} options");
        if *legal > 0 {
            // The legal list itself may be long: counted, and streamed without keeping it.
            assert_eq!(game.position().legal_count(), *legal, "{preset}");
            let mut streamed = 0u64;
            game.position().each_legal_move(|_| streamed += 1);
            assert_eq!(streamed, *legal, "{preset}");
        }
        let snapshot = Snapshot::of(&game);
        origins_agree(&game, preset);
        let fresh = Game::from_text(text, Rules::preset(preset).unwrap()).unwrap();
        let asked: usize =
            snapshot.movers.iter().map(|c| fresh.destinations_from(c.parse().unwrap()).unwrap().len()).sum();
        assert_eq!(asked, offers.moves.len(), "{preset}: the pieces' destinations, asked one by one");
        // The destination offering the most: its default, nothing, and every option ticked.
        let d = offers.moves.iter().max_by_key(|d| d.options.len()).unwrap();
        let (from, to) = (d.from.unwrap(), d.to);
        let all: Vec<String> = d.options.iter().map(|o| o.id.clone()).collect();
        let pick = |ids| Pick::Move { from, to, ids };
        let (chosen, captures) = picked(&game, pick(None)).unwrap();
        assert_eq!((&chosen, &captures), (&d.default.0, &d.default.1));
        picked(&game, pick(Some(&[]))).unwrap();
        let _ = picked(&game, pick(Some(&all)));
        // The notation check of the move written out, then played.
        let written: Move = chosen.to_string().parse().unwrap();
        assert!(game.position().is_legal(&written), "{preset}: {written}");
        assert_eq!(game.clone().play_taking(Chooser::Piece(from), to, &written.takes).unwrap(), written);
        game.play(&written).unwrap();
        assert!(Snapshot::of(&game).ply == 1);
    }
}

#[test]
fn a_refusal_lists_a_few_legal_moves() {
    let game = Game::from_text(ISSUE, Rules::boissiere()).unwrap();
    let offers = game.offers();
    let d = offers.moves.iter().max_by_key(|d| d.options.len()).unwrap();
    // Every option but one of a whole piece and its… (here simple pieces): an unknown target.
    let mut text = d.label();
    text.push_str("*h16");
    let err = game.position().play(&text.parse().unwrap()).unwrap_err().to_string();
    assert!(err.matches(", ").count() <= 8, "{err}");
}

/// A position text: `density` of the cells filled, values drawn from a small set so that

/// Every entry point the page uses, on one game: each answers (a value or an error), none
/// panics, and the offers' work stays within the bound.
fn exercise(game: &mut Game, rng: &mut Rng) {
    let offers = game.offers();
    let (turns, _, options) = work(&offers);
    let pieces = game.position().board().occupied().count() as usize;
    assert!(turns <= 64 * (pieces + 2), "{turns} turns for {pieces} pieces");
    // Each option a different target: at most every enemy piece and component.
    let board = game.position().board();
    let enemy = board.occupied_by(game.position().turn().opposite());
    let targets: usize = enemy.iter().map(|c| 1 + board.parts(c).len()).sum();
    assert!(options <= targets + 1, "{options} options for {targets} targets");
    let _ = Snapshot::of(game);
    origins_agree(game, "fuzzed");
    for d in offers.moves.iter().take(12) {
        let (from, to) = (d.from.unwrap(), d.to);
        let ids: Vec<String> = d.options.iter().filter(|_| rng.below(2) == 0).map(|o| o.id.clone()).collect();
        let _ = picked(game, Pick::Move { from, to, ids: Some(&ids) });
        let (chosen, captures) =
            picked(game, Pick::Move { from, to, ids: None }).expect("a destination's default is legal");
        assert_eq!(captures, d.default.1, "{chosen}");
        let _ = game.clone().play_taking(Chooser::Piece(from), to, &chosen.takes);
    }
    for drop in &offers.drops {
        for d in drop.destinations.iter().take(3) {
            let _ =
                picked(game, Pick::Drop { index: drop.index, to: d.to, ids: None }).expect("a drop's default is legal");
        }
    }
    for r in &offers.removals {
        let _ = picked(game, Pick::Removal { cell: r.cell, option: Some(0) });
    }
    let _ = picked(game, Pick::Move { from: "a1".parse().unwrap(), to: "h16".parse().unwrap(), ids: None });
    // A move written out: the default of a random destination, then played.
    if !offers.moves.is_empty() {
        let d = &offers.moves[rng.below(offers.moves.len())];
        let text = d.default.0.to_string();
        let mv: Move = text.parse().unwrap();
        game.play(&mv).unwrap_or_else(|e| panic!("{text}: {e}"));
        let _ = Snapshot::of(game);
        assert!(game.undo());
    }
}

/// What one destination shows the player: where, how, whether a choice, the default move and
/// its captures, the options.
fn shown(d: &Destination) -> String {
    let options: Vec<String> =
        d.options.iter().map(|o| format!("{}{}", o.id, if o.fixed { "!" } else { "" })).collect();
    format!(
        "{:?}-{} {:?} {} {} {:?} [{}]",
        d.from,
        d.to,
        d.kind,
        d.is_choice(),
        d.default.0,
        d.default.1,
        options.join(",")
    )
}

/// The snapshot's origins and each origin's offers, asked alone, are what the whole offers
/// hold: the pieces that may move, each piece's destinations (in order, with their options and
/// defaults), each prisoner's drops, the removals.
fn origins_agree(game: &Game, what: &str) {
    let position = game.position();
    let all = position.offers(Only::All);
    let origins = position.origins();
    let mut sorted: Vec<Cell> = all.moves.iter().filter_map(|d| d.from).collect();
    sorted.sort();
    sorted.dedup();
    assert_eq!(origins.pieces, sorted, "{what}: the pieces that may move");
    for from in &origins.pieces {
        let one: Vec<String> = position.offers(Only::Piece(*from)).moves.iter().map(shown).collect();
        let among: Vec<String> = all.moves.iter().filter(|d| d.from == Some(*from)).map(shown).collect();
        assert_eq!(one, among, "{what}: the destinations of {from}");
    }
    assert_eq!(origins.drops.len(), all.drops.len(), "{what}: the drops");
    for (index, piece, cells) in &origins.drops {
        let whole = all.drops.iter().find(|d| d.index == *index).expect("the same prisoner");
        assert_eq!(whole.piece, *piece);
        assert_eq!(
            *cells,
            whole.destinations.iter().map(|d| d.to).collect::<Vec<_>>(),
            "{what}: the drop cells of {index}"
        );
        let one = position.offers(Only::Prisoner(*piece));
        let alone: Vec<String> = one.drops.iter().flat_map(|d| d.destinations.iter()).map(shown).collect();
        assert_eq!(alone, whole.destinations.iter().map(shown).collect::<Vec<_>>(), "{what}: the drops of {index}");
    }
    let removals = |r: &[RemovalOffer]| r.iter().map(|r| format!("{} {:?}", r.cell, r.moves)).collect::<Vec<_>>();
    assert_eq!(removals(&origins.removals), removals(&all.removals), "{what}: the removals");
}

#[test]
fn origins_agree_with_the_offers_from_every_start_and_after_some_moves() {
    let mut rng = Rng::new(7);
    for preset in ["classic", "boissiere", "simplified", "ludii"] {
        let mut game = Game::new(Rules::preset(preset).unwrap());
        for _ in 0..40 {
            origins_agree(&game, preset);
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(&moves[rng.below(moves.len())]).unwrap();
        }
    }
}

#[test]
fn fuzzed_positions_of_every_preset_answer_every_call() {
    let mut rng = Rng::new(12);
    for preset in ["classic", "boissiere", "simplified", "ludii"] {
        let rules = Rules::preset(preset).unwrap();
        let mut played = 0;
        for i in 0..24 {
            let density = [15, 30, 50, 70, 90][i % 5];
            let text = if i % 6 == 5 { dense(8 + i % 9) } else { random_position(&mut rng, density) };
            match Game::from_text(&text, rules) {
                Ok(mut game) => {
                    exercise(&mut game, &mut rng);
                    played += 1;
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
        assert!(played >= 16, "{preset}: only {played} positions set up");
    }
}

#[test]
fn streamed_moves_and_their_captures_agree_with_playing_each() {
    // The move list and the check of one move are two paths: the first streams every choice,
    // the second matches one move cell by cell. They agree on every move and its captures.
    let mut rng = Rng::new(7);
    for preset in ["boissiere", "simplified"] {
        let rules = Rules::preset(preset).unwrap();
        let mut checked = 0;
        for i in 0..30 {
            let text = random_position(&mut rng, [10, 20, 30][i % 3]);
            let Ok(game) = Game::from_text(&text, rules) else { continue };
            let p = game.position();
            if p.legal_count() > 5_000 {
                continue;
            }
            let mut n = 0u64;
            p.each_legal_turn(|mv, captures| {
                n += 1;
                let (_, played) = p.play_report(mv).unwrap_or_else(|e| panic!("{text}: {mv}: {e}"));
                assert_eq!(played, captures, "{text}: {mv}");
            });
            assert_eq!(n, p.legal_count(), "{text}");
            assert_eq!(n as usize, p.legal_moves().len(), "{text}");
            checked += 1;
        }
        assert!(checked >= 20, "{preset}: {checked}");
    }
}

/// The place of every legal move in the list, and the move at every place, as
/// [`Position::legal_index`] finds them without the list, against [`Position::legal_moves`].
/// The moves walked one by one while indexing (0 where every turn was counted).
fn index_agrees(p: &Position, what: &str) -> usize {
    let list = p.legal_moves();
    let mut index = p.legal_index();
    assert_eq!(index.len(), list.len(), "{what}");
    for (i, mv) in list.iter().enumerate() {
        assert_eq!(index.index_of(mv), Some(i), "{what}: {mv}");
        assert_eq!(index.move_at(i).as_ref(), Some(mv), "{what}: move {i}");
    }
    assert_eq!(index.move_at(list.len()), None, "{what}");
    index.work().walked
}

#[test]
fn the_legal_index_agrees_with_the_list_on_every_preset() {
    let mut rng = Rng::new(31);
    let mut lists = 0usize;
    let mut walked = 0usize;
    for preset in rithmomachia::Preset::ALL {
        let rules = preset.rules();
        // Random games from the start, every position on the way.
        for game in 0..3 {
            let mut p = Position::new(rules);
            for ply in 0..60 {
                let list = p.legal_moves();
                if list.is_empty() {
                    break;
                }
                walked += index_agrees(&p, &format!("{preset:?} game {game} ply {ply}"));
                lists += 1;
                p = p.play(&list[rng.below(list.len())]).unwrap();
            }
        }
        // Dense and fuzzed positions (those of a listable size).
        for i in 0..24 {
            let text = if i < 2 { dense(5 + 3 * i) } else { random_position(&mut rng, [10, 30, 50, 70, 90][i % 5]) };
            let Ok(game) = Game::from_text(&text, rules) else { continue };
            let p = game.position();
            if p.legal_count() > 300_000 {
                continue;
            }
            walked += index_agrees(p, &format!("{preset:?} {text}"));
            lists += 1;
        }
    }
    assert!(lists > 600, "{lists} lists");
    // Both ways of taking out the moves earlier turns write were used: counting, and walking.
    assert!(walked > 0, "no turn was walked");
}

#[test]
fn links_of_dense_games_are_made_and_read_without_listing_the_subsets() {
    // (ranks of the dense pattern, preset): a game of 50 moves, each to a random destination
    // taking one option now and then, made into a move code and read back.
    let mut rng = Rng::new(5);
    for ranks in [5, 8, 16] {
        for preset in ["boissiere", "simplified"] {
            let text = dense(ranks);
            // No victory, so that the game runs its 50 moves.
            let mut rules = Rules::preset(preset).unwrap();
            rules.victories = Victories::NONE;
            let mut game = Game::from_text(&text, rules).unwrap();
            let mut listed = 0u64;
            for _ in 0..50 {
                let offers = game.offers();
                let Some(d) = (!offers.moves.is_empty()).then(|| &offers.moves[rng.below(offers.moves.len())]) else {
                    break;
                };
                listed += game.position().legal_index().len() as u64;
                // One option now and then (the default would take every piece on offer).
                let one: Vec<String> =
                    d.options.iter().skip(rng.below(4 * d.options.len() + 1)).take(1).map(|o| o.id.clone()).collect();
                let (from, to) = (d.from.unwrap(), d.to);
                let pick = |ids| Pick::Move { from, to, ids };
                game.play_pick(pick(Some(&one))).or_else(|_| game.play_pick(pick(Some(&[])))).unwrap();
            }
            let plies = game.cursor();
            assert!(plies >= 20, "{ranks} {preset}: {plies} plies");
            let mut made = IndexWork::default();
            let code = record::encode_moves_counting(&game, &mut made).unwrap();
            let mut read = IndexWork::default();
            let start = Game::from_text(&text, rules).unwrap().position().clone();
            let back = record::decode_moves_counting(start, &code, &mut read).unwrap();
            let line = |g: &Game| g.line().map(|m| m.to_string()).collect::<Vec<_>>();
            assert_eq!(line(&back), line(&game), "{ranks} {preset}");
            // The game read keeps the code it was read from: its link costs no indexing.
            let mut again = IndexWork::default();
            assert_eq!(record::encode_moves_counting(&back, &mut again).unwrap(), code, "{ranks} {preset}");
            assert_eq!(again, IndexWork::default(), "{ranks} {preset}");
            // The work: the turns on offer (linear in the pieces, as for a snapshot), and few
            // moves walked one by one (only the turns sharing moves with earlier ones, where
            // walking their masks costs less than counting by inclusion and exclusion): at most
            // a quarter of the `listed` moves the lists hold (measured: 13% over 5 ranks, 4%
            // over 8 and 16 under `boissiere`; none under `simplified`).
            for (what, work) in [("made", made), ("read", read)] {
                assert!(work.offers <= 700 * plies, "{ranks} {preset} {what}: {work:?} for {plies} plies");
                assert!(
                    work.walked as u64 * 4 <= listed,
                    "{ranks} {preset} {what}: {work:?}, the lists holding {listed} moves"
                );
            }
        }
    }
}

/// A game of up to `plies` moves from `text` under `preset` without victories, each move to a
/// random destination taking one option now and then (as the links budget plays them).
fn dense_game(text: &str, preset: &str, plies: usize, rng: &mut Rng) -> Game {
    let mut rules = Rules::preset(preset).unwrap();
    rules.victories = Victories::NONE;
    let mut game = Game::from_text(text, rules).unwrap();
    for _ in 0..plies {
        let offers = game.offers();
        let Some(d) = (!offers.moves.is_empty()).then(|| &offers.moves[rng.below(offers.moves.len())]) else { break };
        let one: Vec<String> =
            d.options.iter().skip(rng.below(4 * d.options.len() + 1)).take(1).map(|o| o.id.clone()).collect();
        let (from, to) = (d.from.unwrap(), d.to);
        let pick = |ids| Pick::Move { from, to, ids };
        game.play_pick(pick(Some(&one))).or_else(|_| game.play_pick(pick(Some(&[])))).unwrap();
    }
    game
}

/// The code of the whole line, each move indexed in the position before it (as links were
/// made before the game kept its code).
fn whole_code(game: &Game) -> String {
    let mut p = game.start().clone();
    let mut out = String::new();
    for mv in game.line() {
        let mut index = p.legal_index();
        let at = index.index_of(mv).unwrap();
        for k in (0..record::digits_for(index.len())).rev() {
            out.push(record::DIGITS[(at >> (6 * k)) & 63] as char);
        }
        p = p.play(mv).unwrap();
    }
    out
}

fn line(g: &Game) -> Vec<String> {
    g.line().map(|m| m.to_string()).collect()
}

#[test]
fn a_link_made_again_indexes_only_the_new_moves() {
    let mut rng = Rng::new(41);
    let mut game = dense_game(&dense(16), "boissiere", 6, &mut rng);
    let mut first = IndexWork::default();
    let code = record::encode_moves_counting(&game, &mut first).unwrap();
    assert_eq!(code, whole_code(&game));
    assert!(first.offers > 0);
    // Nothing new: nothing indexed.
    let mut again = IndexWork::default();
    assert_eq!(record::encode_moves_counting(&game, &mut again).unwrap(), code);
    assert_eq!(again, IndexWork::default());
    // One move more: that move's index, and nothing else.
    let before = game.position().clone();
    let mv = before.legal_index().move_at(0).unwrap();
    game.play(&mv).unwrap();
    let mut one = IndexWork::default();
    let longer = record::encode_moves_counting(&game, &mut one).unwrap();
    let mut alone = before.legal_index();
    alone.index_of(&mv).unwrap();
    assert_eq!(one, alone.work(), "the second link indexes one move");
    assert!(longer.starts_with(&code) && longer == whole_code(&game));
}

#[test]
fn kept_link_codes_equal_the_whole_game_code_on_every_preset() {
    let mut rng = Rng::new(43);
    for preset in rithmomachia::Preset::ALL {
        let rules = preset.rules();
        for _ in 0..3 {
            let mut game = Game::new(rules);
            for step in 0..40 {
                let list = game.position().legal_moves();
                if list.is_empty() {
                    break;
                }
                // Now and then undo a few moves first: the next move cuts the line there.
                if step % 7 == 6 {
                    for _ in 0..rng.below(4) {
                        game.undo();
                    }
                }
                let list = game.position().legal_moves();
                game.play(&list[rng.below(list.len())]).unwrap();
                if step % 3 == 0 {
                    let code = record::encode_moves(&game).unwrap();
                    assert_eq!(code, whole_code(&game), "{preset:?} at {step}");
                    // Seeking back changes no code (the line stays); a copy keeps it.
                    game.seek(game.cursor() / 2);
                    assert_eq!(record::encode_moves(&game.clone()).unwrap(), code, "{preset:?}");
                    game.seek(usize::MAX);
                }
            }
            assert_eq!(record::encode_moves(&game).unwrap(), whole_code(&game), "{preset:?}");
        }
    }
}

#[test]
fn links_read_in_steps_give_the_game_read_at_once() {
    let mut rng = Rng::new(47);
    for (ranks, preset) in [(16, "boissiere"), (16, "simplified"), (8, "boissiere"), (5, "boissiere")] {
        let game = dense_game(&dense(ranks), preset, 30, &mut rng);
        let code = record::encode_moves(&game).unwrap();
        let start = || game.start().clone();
        let mut at_once = IndexWork::default();
        let whole = record::decode_moves_counting(start(), &code, &mut at_once).unwrap();
        assert_eq!(line(&whole), line(&game));
        // Steps of the least work (a bound of 1): one turn on offer added to a position's index,
        // or the move found in the whole index, each step; the most one such piece costs.
        let mut reader = LinkReader::new(start(), &code).unwrap();
        let (mut most, mut steps) = (0, 0);
        while !reader.is_done() {
            most = most.max(record::work_units(reader.step(1)));
            steps += 1;
        }
        assert_eq!(reader.moves(), game.line().count());
        assert!(steps > 10 * reader.moves(), "{ranks} {preset}: {steps} steps of a turn for {} moves", reader.moves());
        for bound in [1, 500, record::STEP_WORK, usize::MAX] {
            let mut reader = LinkReader::new(start(), &code).unwrap();
            let (mut steps, mut moves, mut read) = (0, 0, 0);
            while !reader.is_done() {
                let work = record::work_units(reader.step(bound));
                steps += 1;
                // A step stops once its work reaches the bound: under it before its last move.
                assert!(
                    work < bound.saturating_add(most),
                    "{ranks} {preset}: a step of {work} under a bound of {bound}"
                );
                // Each step works on the index or reads a move (finding it may walk nothing).
                assert!(reader.moves() >= moves && reader.read() >= read, "{ranks} {preset}: progress");
                assert!(work > 0 || reader.moves() > moves, "{ranks} {preset}: a step doing nothing");
                (moves, read) = (reader.moves(), reader.read());
            }
            assert_eq!((reader.read(), reader.len()), (code.len(), code.len()));
            assert_eq!(reader.work(), at_once, "{ranks} {preset}: the same work in steps");
            if bound == record::STEP_WORK && ranks == 16 && preset == "boissiere" {
                assert!(steps > moves, "{ranks} {preset}: {steps} steps for {moves} moves: a move's index spans steps");
            }
            let back = reader.finish().unwrap();
            assert_eq!((line(&back), back.position()), (line(&game), game.position()), "{ranks} {preset} by {bound}");
        }
    }
}

#[test]
fn a_link_reader_refuses_bad_digits_up_front_and_bad_moves_as_read_at_once() {
    let game = dense_game(&dense(16), "boissiere", 3, &mut Rng::new(53));
    let code = record::encode_moves(&game).unwrap();
    let start = || game.start().clone();
    let too_long = "A".repeat(4 * rithmomachia::MAX_GAME_PLIES + 1);
    // Refused when made, before any move is replayed.
    for bad in [format!("{code}!"), format!("!{code}"), format!("{code}é"), too_long] {
        let want = record::decode_moves(start(), &bad).unwrap_err();
        assert!(matches!(want, RecordError::BadDigit { .. } | RecordError::TooLong), "{want:?}");
        assert_eq!(LinkReader::new(start(), &bad).err(), Some(want), "{bad:.20}");
    }
    // A move at fault is found where it is read, with decode_moves's error, in steps of any size.
    for bad in [format!("{code}_"), format!("{code}____"), code[..code.len() - 1].to_string()] {
        let want = record::decode_moves(start(), &bad).unwrap_err();
        for bound in [1, record::STEP_WORK] {
            let mut reader = LinkReader::new(start(), &bad).unwrap();
            while !reader.is_done() {
                reader.step(bound);
            }
            assert_eq!(reader.finish().err(), Some(want.clone()), "{bad} by {bound}");
        }
    }
}
