// The rules core's sentences (crate/src/vocab/words.rs), worded in English by the page
// (www/i18n.js over www/lang/en-core.json) and by the `rithmo` command line (crate/src/vocab/
// english.rs over the same file), say the same: capture reasons, why a game ended, the rules;
// the hints' reasons read as known; and every sentence has its words in every language. Runs
// the built wasm (scripts/build.sh) and the rithmo binary (built here) in Node, no browser.

import { test, before } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import init, { Game, describeRules, presets } from "../../www/pkg/rithmomachia.js";
import initEngine, { Engine } from "../../www/pkg/engine.js";
import { say, t, capitalize, LANGUAGES } from "../../www/i18n.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RITHMO = path.join(ROOT, "target/debug/rithmo");

before(async () => {
  await init({ module_or_path: fs.readFileSync(path.join(ROOT, "www/pkg/rithmomachia_bg.wasm")) });
  await initEngine({ module_or_path: fs.readFileSync(path.join(ROOT, "www/pkg/engine_bg.wasm")) });
  // Built from the sources now (nothing to do when it is up to date): never a stale binary.
  execFileSync("cargo", ["build", "--quiet", "--locked", "-p", "rithmomachia", "--bin", "rithmo"], { cwd: ROOT, stdio: "inherit" });
});

/** The command line's output for `args`, one JSON value per line. */
const rithmo = (args) =>
  execFileSync(RITHMO, args, { encoding: "utf8" })
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l));

// [preset, position]: between them every capture method and reason shape.
const CAPTURES = [
  ["classic", "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 0"],
  ["classic", "c9,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0"],
  ["classic", "c9,7/8/8/8/8/8/8/8/8/4,t45,3/5,C15,2/8/8/3,T30,4/8/8 w - - 0"],
  ["classic", "c9,7/8/8/8/8/8/8/8/8/8/8/8/5,p(s64s49t36t25c16),2/8/3,C16,4/8 w - - 0"],
  ["boissiere", "8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,t29,3/c8,2,P(S25C4),4/8/8/7,S9 w - - 0"],
  ["boissiere", "8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25c16),3/3,C16,4/4,T90,3/8/8/8/8/S9,7 w - - 0"],
  ["boissiere", "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0"],
  ["simplified", "7,c97/8/8/8/8/8/8/8/4,s45,3/3,t25,1,T20,2/8/3,T25,4/8/8/8/8 w - - 0"],
  ["ludii", "7,c9/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,T8,4/8/8/8 w - - 0"],
  ["ludii", "c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0"],
  // A siege in the corner (b14-a15), and a sally (T4 d4, t12 d6: 4 × 3 = 12).
  ["classic", "c5,S9,6/8/1,C2,6/8/8/8/8/8/8/8/8/8/8/8/8/7,C4 w - - 0"],
  ["simplified", "7,c97/8/8/8/8/8/8/8/8/8/3,t12,4/8/3,T4,4/8/8/8 w - - 0"],
];

test("every capture's reason reads the same on the page and on the command line", () => {
  let seen = 0;
  const keys = new Set();
  for (const [preset, pos] of CAPTURES) {
    const cli = new Map(rithmo(["legal", "--rules", preset, "--position", pos]).map((r) => [r.move, r.captures]));
    const game = Game.fromPosition(pos, preset);
    for (const m of game.legalMoves()) {
      const theirs = cli.get(m.move);
      assert.ok(theirs, `${preset} ${m.move}: the command line lists it`);
      assert.equal(theirs.length, m.captures.length, `${preset} ${m.move}`);
      for (const [i, c] of m.captures.entries()) {
        assert.equal(theirs[i].cell, c.cell);
        assert.equal(say(c.reason), theirs[i].why, `${preset} ${m.move} ${c.cell}`);
        keys.add(c.reason.key);
        seen += 1;
      }
    }
  }
  assert.ok(seen > 20, `${seen} captures`);
  assert.ok(keys.size >= 6, [...keys].join(" "));
});

// [preset, position, move, why in English]: each ends the game a different way.
const ENDS = [
  ["classic", "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0", "f11-e12", "16, 36, 56: arithmetic, step 20"],
  ["classic", "8/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0", "d2-e3", "black has no legal move"],
  ["classic", "s25,6,s49/8/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/2,C16,5/S25,7 w c3c5c7c9c9c25c49c81t12t30t36t56t64t90 - 20", "c2-d3", "15 pieces taken (goal 15)"],
  ["classic", "c9,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C16,7 w - - 999", "a1-b2", "1000 plies played: the move cap"],
];

test("why a game ended reads the same on the page and on the command line", () => {
  for (const [preset, pos, mv, why] of ENDS) {
    const played = Game.fromPosition(pos, preset).play(mv);
    const s = played.status;
    assert.notEqual(s.state, "playing", `${mv} ends the game`);
    assert.ok(s.says.length > 0);
    assert.equal(say(s.says), why, `${preset} ${mv}`);
    const [cli] = rithmo(["play", "--rules", preset, "--position", pos, mv]);
    assert.equal(cli.status.why, why, `${preset} ${mv}: the command line`);
  }
});

test("the hint's reasons read as known", () => {
  const engine = new Engine(1);
  const thought = engine.think("classic", [CAPTURES[2][1]], "hard:3000n", 1);
  assert.equal(thought.move, "d3-e5");
  assert.equal(capitalize(say(thought.says)), "Takes the black triangle 45 on e7 by ambush (30 + 15 = 45)");
  // The same as crate/tests/english.rs renders for the command line.
  for (const [preset, pos] of [...CAPTURES.slice(0, 3), ENDS[0], ENDS[2]]) {
    const text = say(engine.think(preset, [pos], "hard:3000n", 1).says);
    assert.ok(text.length > 0 && !/\{\w+\}|undefined/.test(text), `${preset} ${pos}: ${text}`);
  }
});

test("every sentence the core sends has its words in every language", () => {
  const missing = [];
  const check = (w) => {
    if (Array.isArray(w)) return w.forEach(check);
    if (!w || typeof w !== "object") return;
    if (typeof w.t === "string") {
      for (const [code, lang] of Object.entries(LANGUAGES)) if (!(w.t in lang)) missing.push(`${code}: ${w.t}`);
      return;
    }
    if (Array.isArray(w.items)) return w.items.forEach(check);
    for (const [code, lang] of Object.entries(LANGUAGES)) if (!(w.key in lang)) missing.push(`${code}: ${w.key}`);
    Object.values(w.params || {}).forEach(check);
  };
  for (const p of presets()) {
    const report = describeRules(p.id);
    assert.ok(report.sentences.length > 5);
    check(report.sentences);
    for (const s of report.sentences) assert.doesNotMatch(say(s), /\{\w+(\|[^}]*)?\}/, `${p.id}: no placeholder left`);
  }
  for (const [preset, pos] of CAPTURES) for (const m of Game.fromPosition(pos, preset).legalMoves()) for (const c of m.captures) check(c.reason);
  assert.deepEqual(missing, []);
  assert.equal(t("method.siege"), "siege");
  // The rules panel's English, as crate/tests/english.rs has it for the command line.
  const classic = describeRules("classic").sentences.map(say);
  assert.equal(classic[1], "Round: 1 step diagonally.");
  assert.equal(classic[2], "Triangle: 2 steps orthogonally (path clear), or a (1, 2) leap over anything.");
});
