// Chosen captures, drops and removals, played in the browser as a person does. Each position is
// pasted after choosing its preset; the expected positions come from `rithmo play` on the same
// moves (e.g. `rithmo play "h1-e1*a4*d7" --rules boissiere --position "<text>"`).

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, position, clickCell, cellPixels, countColor, ORANGE, BLUE, VERMILION,
  confirmDiscard, openTab,
} from "./harness.mjs";

// Boissière (rules.md 3; crate/tests/boissiere.rs): White P(S25C4) d4 and S9 h1, to move; Black
// c8 a4, t25 c5, t29 e5, t25 d7. After h1-e1 the pyramid may take a4 (assault 8 ÷ 4 = 2), e5
// (encounter 29) and d7 (encounter 25, its square reaching): any subset.
const CHOICE = "8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,t29,3/c8,2,P(S25C4),4/8/8/7,S9 w - - 0";
const CHOICE_A4_D7 = "8/8/8/8/8/8/8/8/8/8/8/2,t25,1,t29,3/3,P(S25C4),4/8/8/4,S9,3 b c8t25 - 1"; // h1-e1*a4*d7
const BEFORE_E5_A4 = "8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,P(S25C4),3/8/8/8/7,S9 b t29c8 - 1"; // d4xe5*a4
// A pyramid taken whole (ambush 90 + 100) or its c16 alone (encounter), never both in one turn.
const PYRAMID = "8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25c16),3/3,C16,4/4,T90,3/8/8/8/8/S9,7 w - - 0";
const PYRAMID_C16 = "8/8/8/8/8/8/8/8/2,T100,1,p(s64s49t36t25),3/3,C16,4/4,T90,3/8/8/8/8/3,S9,4 b c16 - 1"; // a1-d1*e8:16
// White holds t9 and c4; dropped on b1 or d1 the C4 may take the c16 on c2 (16 = 4²).
const DROPS = "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/8 w t9c4 - 0";
const DROP_T9_A1 = "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/2,c16,5/T9,7 b c4 - 1"; // T9@a1
const DROP_C4_B1 = "7,s289/8/8/8/8/8/8/8/8/8/8/8/8/8/8/1,C4,6 b t9c16 - 1"; // C4@b1*c2
// Simplified: White T25 d5 takes the place of Black's equal t25 on d7 (assault by replacement);
// once there, with T20 f7, it may also take the s45 e8 (ambush 25 + 20) — or spare it.
const REPLACE = "7,c97/8/8/8/8/8/8/8/4,s45,3/3,t25,1,T20,2/8/3,T25,4/8/8/8/8 w - - 0";
const REPLACED_BOTH = "7,c97/8/8/8/8/8/8/8/8/3,T25,1,T20,2/8/8/8/8/8/8 b t25s45 - 1"; // d5xd7*e8
const REPLACED_ONLY = "7,c97/8/8/8/8/8/8/8/4,s45,3/3,T25,1,T20,2/8/8/8/8/8/8 b t25 - 1"; // d5xd7
// Ludii: T8 d4 lands on t16 f6 (16 = 8 × 2); the c5 in the corner a16 is encircled by C2 a15 and
// S9 b16 and may be removed instead of a move.
const LANDING = "7,c9/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,T8,4/8/8/8 w - - 0";
const LANDED = "7,c9/8/8/8/8/8/8/8/8/8/5,T8,2/8/8/8/8/8 b t16 - 1"; // d4xf6
const ENCIRCLED = "c5,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 w - - 0";
const REMOVED = "1,S9,6/C2,7/8/8/8/8/8/7,c9/8/8/8/8/8/8/8/8 b c5 - 1"; // xa16

const env = useBrowser();

const tray = (page, side) => page.$$eval(`#prisoners-${side} .token`, (ts) => ts.map((t) => t.dataset.token));
const options = (page) =>
  page.$$eval("#choice-list input[data-option]", (bs) => bs.map((b) => [b.dataset.option, b.checked, b.disabled]));
const announced = (page) => page.textContent("#announce");

/** Choose a preset in the Rules list and paste a position: it is read with that preset. */
async function paste(page, preset, text, title) {
  await page.selectOption("#preset", preset);
  assert.match(await page.textContent("#position-paste-rules"), new RegExp(`rules chosen now: ${title}\\.`));
  await page.fill("#position-input", text);
  await page.click("#position-load");
  assert.equal(await page.textContent("#position-error"), "");
  assert.equal(await position(page), text);
  assert.equal(await page.textContent("#rules-title"), `Rules: ${title}`);
  assert.match(await page.textContent("#position-rules"), new RegExp(`^Rules: ${title}`));
  await settle(page);
}

test("boissiere: choose which captures to take after a move, before it, and a refused combination", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await paste(page, "boissiere", CHOICE, "Boissière");

  // After a move: h1-e1 offers a4, e5 and d7, all ticked by default.
  await clickCell(page, "h1");
  assert.ok(countColor(await cellPixels(page, "e1"), ORANGE) > 10, "e1 marked as capturing");
  await clickCell(page, "e1");
  assert.ok(await page.isVisible("#choice"));
  assert.match(await page.textContent("#choice-head"), /h1-e1: choose the captures to take/);
  assert.deepEqual(await options(page), [["a4#1", true, false], ["e5#1", true, false], ["d7#1", true, false]]);
  const labels = await page.$$eval("#choice-list label", (ls) => ls.map((l) => l.textContent));
  assert.match(labels[0], /^the black round 8 on a4 — assault: 8 ÷ 4 = 2 \(2 empty cells\) \(by d4\)/);
  assert.match(labels[1], /^the black triangle 29 on e5 — encounter: 29 = 29/);
  assert.equal(await position(page), CHOICE, "nothing played yet");
  for (const c of ["a4", "e5", "d7"]) assert.ok(countColor(await cellPixels(page, c), VERMILION) > 10, `${c} ringed`);
  // Untick e5: its ring goes grey; play the rest.
  await page.uncheck('#choice-list input[data-option="e5#1"]');
  await settle(page);
  assert.equal(countColor(await cellPixels(page, "e5"), VERMILION), 0, "e5 spared: no victim ring");
  assert.ok(countColor(await cellPixels(page, "d7"), VERMILION) > 10, "d7 still to be taken");
  await shoot(page, "choice-after.png");
  await page.click("#choice-play");
  await settle(page);
  assert.equal(await position(page), CHOICE_A4_D7);
  assert.deepEqual(await tray(page, "white"), ["c8", "t25"]);
  assert.deepEqual(await page.$$eval("#moves .move", (ms) => ms.map((m) => m.textContent)), ["h1-e1*a4*d7"]);
  assert.ok(await page.isHidden("#choice"), "the panel closes");
  assert.match(await announced(page), /White played h1-e1\*a4\*d7, capturing the black round 8 on a4 — assault/);

  // Before a move: d4 takes victims from where it stands and moves onto one (d4xe5*…): the
  // destinations onto enemy pieces are marked as such; the victim of the move is fixed.
  await page.click("#undo");
  await settle(page);
  await clickCell(page, "d4");
  for (const c of ["a4", "e5", "d7"]) assert.ok(countColor(await cellPixels(page, c), ORANGE) > 10, `${c}: a destination onto an enemy piece`);
  await clickCell(page, "e5");
  assert.match(await page.textContent("#choice-head"), /d4xe5: choose the captures/);
  assert.deepEqual(await options(page), [["a4#1", true, false], ["c5#1", true, false], ["e5#1", true, true], ["d7#1", true, false]]);
  // Untick c5 on the board (a click on a ringed piece toggles it), d7 with the keyboard.
  await clickCell(page, "c5");
  assert.equal(await page.isChecked('#choice-list input[data-option="c5#1"]'), false);
  assert.match(await announced(page), /the black triangle 25 on c5 .*: spared\./);
  await page.focus('#choice-list input[data-option="d7#1"]');
  await page.keyboard.press("Space");
  assert.equal(await page.isChecked('#choice-list input[data-option="d7#1"]'), false);
  // A click on the destination again plays (after undo: once the later move may be discarded).
  await clickCell(page, "e5");
  await confirmDiscard(page);
  assert.equal(await position(page), BEFORE_E5_A4);
  assert.deepEqual(await tray(page, "white"), ["t29", "c8"]);

  // Escape cancels a choice: nothing played.
  await page.click("#undo");
  await settle(page);
  await clickCell(page, "h1");
  await clickCell(page, "e1");
  assert.ok(await page.isVisible("#choice"));
  await page.focus('#choice-list input[data-option="a4#1"]');
  await page.keyboard.press("Escape");
  await settle(page);
  assert.ok(await page.isHidden("#choice"));
  assert.equal(await position(page), CHOICE);

  // A pyramid whole and one of its components together: the engine refuses, with its reason.
  await paste(page, "boissiere", PYRAMID, "Boissière");
  await clickCell(page, "a1");
  await clickCell(page, "d1");
  assert.deepEqual(await options(page), [["e8#1", true, false], ["e8:16#1", false, false]]);
  await page.check('#choice-list input[data-option="e8:16#1"]');
  await page.click("#choice-play");
  // (The reason is the facade's for a choice by ids, docs/facade.md.)
  assert.match(
    await page.textContent("#choice-error"),
    /^a1-d1 cannot take exactly e8#1, e8:16#1: those captures cannot all be taken with this move \(legal: a1-d1, a1-d1\*e8, a1-d1\*e8:16\)$/,
  );
  assert.equal(await position(page), PYRAMID, "refused: nothing played");
  assert.ok(await page.isVisible("#choice"), "the panel stays open");
  await shoot(page, "choice-refused.png");
  await page.uncheck('#choice-list input[data-option="e8#1"]');
  assert.equal(await page.textContent("#choice-error"), "");
  await page.click("#choice-play");
  await settle(page);
  assert.equal(await position(page), PYRAMID_C16);
  assert.deepEqual(await tray(page, "white"), ["c16"]);
  await reload(page);
  assert.equal(await position(page), PYRAMID_C16, "the chosen move survives a reload");
  assert.equal(await page.textContent("#rules-title"), "Rules: Boissière");
  await finish(p, assert);
});

test("boissiere: drop a prisoner from the tray with the mouse, and with the keyboard", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await paste(page, "boissiere", DROPS, "Boissière");
  await openTab(page, "play"); // the prisoners' tab (the position was pasted in Records)
  assert.ok(await page.isVisible("#drop-help"));
  const drops = await page.$$eval("#prisoners-white button[data-drop]", (bs) => bs.map((b) => [b.dataset.token, b.dataset.drop]));
  assert.deepEqual(drops, [["t9", "T9"], ["c4", "C4"]], "White's prisoners are buttons");
  assert.equal(await page.locator("#prisoners-black button").count(), 0);

  // Mouse: pick the t9, its back-rank cells light up; click a1.
  const a1 = await cellPixels(page, "a1");
  assert.equal(countColor(a1, BLUE), 0);
  await page.click('#prisoners-white button[data-drop="T9"]');
  await settle(page);
  assert.equal(await page.getAttribute('#prisoners-white button[data-drop="T9"]', "aria-pressed"), "true");
  assert.ok(countColor(await cellPixels(page, "a1"), BLUE) > 10, "a1 marked for the drop");
  assert.ok(countColor(await cellPixels(page, "h1"), BLUE) > 10, "h1 marked for the drop");
  assert.match(await announced(page), /T9 to drop: 8 cells of your back rank marked/);
  await clickCell(page, "a1");
  assert.equal(await position(page), DROP_T9_A1);
  assert.deepEqual(await tray(page, "white"), ["c4"]);
  assert.deepEqual(await page.$$eval("#moves .move", (ms) => ms.map((m) => m.textContent)), ["T9@a1"]);
  await page.click("#undo");
  await settle(page);

  // Keyboard: the tray button, Enter; the board cursor is on the first marked cell (a1);
  // one step to b1 (landscape: ArrowDown is the next file), Enter: the C4 may take the c16 on
  // c2, ticked; Enter again on b1 plays.
  await page.focus('#prisoners-white button[data-drop="C4"]');
  await page.keyboard.press("Enter");
  await settle(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), "board", "the board takes the focus");
  await page.keyboard.press("ArrowDown");
  assert.match(await announced(page), /^b1: empty; moving here you choose among captures: the black round 16 on c2\./);
  await page.keyboard.press("Enter");
  await settle(page);
  assert.ok(await page.isVisible("#choice"));
  assert.deepEqual(await options(page), [["c2#1", true, false]]);
  assert.match(await page.textContent("#choice-head"), /C4@b1: choose the captures/);
  await shoot(page, "drop-choice.png");
  await page.keyboard.press("Enter");
  await settle(page);
  await confirmDiscard(page);
  assert.equal(await position(page), DROP_C4_B1);
  assert.deepEqual(await tray(page, "white"), ["t9", "c16"]);
  assert.match(await announced(page), /White played C4@b1\*c2, capturing the black round 16 on c2 — power: 16 = 4\^2/);
  await finish(p, assert);
});

test("simplified: a capture by replacement, with or without the ambush it opens", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await paste(page, "simplified", REPLACE, "Simplified");
  await clickCell(page, "d5");
  assert.ok(countColor(await cellPixels(page, "d7"), ORANGE) > 10, "d7: a destination onto an enemy piece");
  await clickCell(page, "d7");
  assert.match(await page.textContent("#choice-head"), /d5xd7: choose the captures/);
  assert.deepEqual(await options(page), [["d7#1", true, true], ["e8#1", true, false]]);
  assert.match(await page.textContent("#choice-list"), /the black triangle 25 on d7 — assault: 25 = 25 \(by d5\) \(taken by the move itself\)/);
  assert.match(await page.textContent("#choice-list"), /the black square 45 on e8 — ambush: 25 \+ 20 = 45/);
  await page.click("#choice-play");
  await settle(page);
  assert.equal(await position(page), REPLACED_BOTH);
  assert.deepEqual(await tray(page, "white"), ["t25", "s45"]);
  await page.click("#undo");
  await settle(page);
  await clickCell(page, "d5");
  await clickCell(page, "d7");
  await page.uncheck('#choice-list input[data-option="e8#1"]');
  await page.click("#choice-play");
  await settle(page);
  await confirmDiscard(page);
  assert.equal(await position(page), REPLACED_ONLY);
  assert.deepEqual(await tray(page, "white"), ["t25"]);
  await finish(p, assert);
});

test("ludii: a capture by landing and a removal, by clicks", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await paste(page, "ludii", LANDING, "Ludii");
  await clickCell(page, "d4");
  assert.ok(countColor(await cellPixels(page, "f6"), ORANGE) > 10, "f6: a landing capture");
  assert.ok(countColor(await cellPixels(page, "b2"), BLUE) > 10, "b2: a quiet move");
  await clickCell(page, "f6");
  assert.equal(await position(page), LANDED);
  assert.deepEqual(await tray(page, "white"), ["t16"]);
  assert.match(await announced(page), /White played d4xf6, capturing the black triangle 16 on f6 — landing: 16 = 8 × 2/);

  await paste(page, "ludii", ENCIRCLED, "Ludii");
  await clickCell(page, "a16");
  assert.ok(await page.isVisible("#choice"));
  assert.match(await page.textContent("#choice-head"), /a16: instead of moving, remove this piece/);
  const buttons = await page.$$eval("#choice-list button[data-removal]", (bs) => bs.map((b) => [b.dataset.removal, b.textContent]));
  assert.equal(buttons.length, 1);
  assert.equal(buttons[0][0], "xa16");
  assert.match(buttons[0][1], /encircled/);
  assert.equal(await position(page), ENCIRCLED, "nothing removed yet");
  await page.click('#choice-list button[data-removal="xa16"]');
  await settle(page);
  assert.equal(await position(page), REMOVED);
  assert.deepEqual(await tray(page, "white"), ["c5"]);
  await finish(p, assert);
});
