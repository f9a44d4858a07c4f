// Playing as a person does: select, see destinations, preview captures, play captures, undo,
// redo, type a move, play with the keyboard, reload, and a corrupted saved game.
// Expected positions come from the `rithmo play` command on the same moves.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, position, clickCell,
  hoverCell, cellShot, cellPixels, countColor, differ, START, BLUE, ORANGE, VERMILION, cursorTo } from "./harness.mjs";

// a3-b5: White T9 captures t90 on b14 by eruption (9 × 10 = 90).
const AFTER_1 =
  "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,1,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/1,T9,6/2,C2,C4,C6,C8,2/1,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 b t90 - 1";
// c14-b13: Black c81 captures T9 on b5 by eruption (81 ÷ 9 = 9).
const AFTER_2 =
  "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,2,c49,c25,c9,t12,t16/1,c81,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/1,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w t90 T9 2";
// c4-d5 (typed), quiet.
const AFTER_3 =
  "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,2,c49,c25,c9,t12,t16/1,c81,c9,c7,c5,c3,2/8/8/8/8/8/8/8/3,C2,4/3,C4,C6,C8,2/1,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 b t90 T9 3";
// c13-d12 (keyboard), quiet.
const AFTER_4 =
  "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,2,c49,c25,c9,t12,t16/1,c81,1,c7,c5,c3,2/3,c9,4/8/8/8/8/8/8/3,C2,4/3,C4,C6,C8,2/1,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w t90 T9 4";

const env = useBrowser();

const tray = (page, side) => page.$$eval(`#prisoners-${side} .token`, (ts) => ts.map((t) => t.dataset.token));
const moves = (page) => page.$$eval("#moves .move", (ms) => ms.map((m) => m.textContent));
const announced = (page) => page.textContent("#announce");

test("select, see destinations, preview a capture, play captures, undo and redo, type a move, keyboard, reload", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await position(page), START);

  // Select White's T9 on a3: its destinations appear (the pixels change).
  const a5Before = await cellShot(page, "a5");
  const b5Before = await cellShot(page, "b5");
  await clickCell(page, "a3");
  assert.ok(differ(a5Before, await cellShot(page, "a5")), "a5 is marked");
  assert.ok(differ(b5Before, await cellShot(page, "b5")), "b5 is marked");
  // A quiet move is a blue dot, a capturing one an orange ring: they look different.
  const a5 = await cellPixels(page, "a5");
  const b5 = await cellPixels(page, "b5");
  assert.ok(countColor(a5, BLUE) > 10 && countColor(a5, ORANGE) === 0, "quiet destination: blue dot");
  assert.ok(countColor(b5, ORANGE) > 10 && countColor(b5, BLUE) === 0, "capturing destination: orange ring");
  assert.match(await announced(page), /a3: white triangle 9\. 2 destinations/);
  // Each destination read out with what a move there would capture.
  assert.match(await announced(page), /2 destinations\. To a5; b5, taking the black triangle 90 on b14\.$/);

  // Hover the capturing move: the victim is ringed and the panel explains the arithmetic.
  const b14Before = await cellPixels(page, "b14");
  assert.equal(countColor(b14Before, VERMILION), 0);
  await hoverCell(page, "b5");
  assert.ok(countColor(await cellPixels(page, "b14"), VERMILION) > 10, "b14 ringed as a pending victim");
  assert.equal(await page.textContent("#preview-head"), "a3-b5 would capture:");
  const preview = await page.$$eval("#preview li", (lis) => lis.map((li) => [li.dataset.cell, li.dataset.method, li.textContent]));
  assert.equal(preview.length, 1);
  assert.deepEqual(preview[0].slice(0, 2), ["b14", "eruption"]);
  assert.match(preview[0][2], /the black triangle 90 on b14 — eruption: 9 × 10 = 90 \(by b5\)/);
  assert.equal(await position(page), START, "nothing played by previewing");
  await shoot(page, "play-preview.png");
  // Hover the quiet move: nothing would be captured.
  await hoverCell(page, "a5");
  assert.equal(await page.textContent("#preview-head"), "a3-a5 captures nothing.");

  // Play the capture.
  await clickCell(page, "b5");
  assert.equal(await position(page), AFTER_1);
  assert.deepEqual(await tray(page, "white"), ["t90"], "t90 in White's prisoner tray");
  assert.deepEqual(await moves(page), ["a3-b5"]);
  assert.match(await announced(page), /White played a3-b5, capturing the black triangle 90 on b14 — eruption: 9 × 10 = 90/);
  assert.equal(countColor(await cellPixels(page, "b14"), [0x26, 0x26, 0x26], 4), 0, "no black piece left on b14");
  assert.ok(countColor(await cellPixels(page, "a3"), [0xf0, 0xe4, 0x42], 40) > 10, "the last move stays marked (a3)");
  assert.match(await page.textContent("#progress"), /White · De Corpore: pieces 1 \/ 15/);
  assert.match(await page.textContent("#progress"), /White · De Bonis: value 90 \/ 1315/);

  // Black answers with a capture of its own.
  await clickCell(page, "c14");
  await clickCell(page, "b13");
  assert.equal(await position(page), AFTER_2);
  assert.deepEqual(await tray(page, "black"), ["T9"]);
  assert.deepEqual(await moves(page), ["a3-b5", "c14-b13"]);
  await shoot(page, "play-captures.png");

  // Undo twice, redo twice.
  await page.click("#undo");
  assert.equal(await position(page), AFTER_1);
  assert.deepEqual(await tray(page, "black"), []);
  await page.click("#undo");
  assert.equal(await position(page), START);
  assert.ok(await page.isDisabled("#undo"));
  await page.click("#redo");
  await page.click("#redo");
  assert.equal(await position(page), AFTER_2);
  assert.ok(await page.isDisabled("#redo"));
  assert.match(await announced(page), /Redid c14-b13/);

  // Type a move: a wrong one is refused with a message, a right one is played.
  await page.fill("#move-input", "c4-c9");
  await page.press("#move-input", "Enter");
  assert.notEqual(await page.textContent("#move-error"), "");
  assert.equal(await position(page), AFTER_2);
  await page.fill("#move-input", "c4-d5");
  await page.press("#move-input", "Enter");
  assert.equal(await position(page), AFTER_3);
  assert.equal(await page.textContent("#move-error"), "");

  // Keyboard: focus the board, arrows to c13, Enter, arrows to d12, Enter.
  await page.focus("#board");
  await cursorTo(page, "c13");
  assert.match(await announced(page), /^c13: black round 9/);
  await page.keyboard.press("Enter");
  assert.match(await announced(page), /c13: black round 9\. 3 destinations/);
  await cursorTo(page, "d12");
  assert.match(await announced(page), /^d12: empty; a move/);
  await settle(page);
  assert.equal(await page.textContent("#preview-head"), "c13-d12 captures nothing.", "focusing a destination previews it");
  await page.keyboard.press("Enter");
  await settle(page);
  assert.equal(await position(page), AFTER_4);
  assert.match(await announced(page), /Black played c13-d12\. White to move\./);
  await shoot(page, "play-keyboard.png");

  // Nothing lost on reload.
  await reload(page);
  assert.equal(await position(page), AFTER_4);
  assert.deepEqual(await moves(page), ["a3-b5", "c14-b13", "c4-d5", "c13-d12"]);
  assert.deepEqual(await tray(page, "white"), ["t90"]);
  assert.deepEqual(await tray(page, "black"), ["T9"]);
  assert.ok(await page.isHidden("#notice"));
  // Undo still works on the restored game, and the undone move survives a reload for redo.
  await page.click("#undo");
  assert.equal(await position(page), AFTER_3);
  await reload(page);
  assert.equal(await position(page), AFTER_3);
  assert.ok(!(await page.isDisabled("#redo")), "redo offered after reload");
  await page.click("#redo");
  assert.equal(await position(page), AFTER_4);
  await finish(p, assert);
});

test("a corrupted saved game is ignored with a visible notice", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  for (const bad of ["{not json", JSON.stringify({ version: 1, preset: "classic", start: START, moves: ["a3-b5", "zz"] }), "[]"]) {
    await page.evaluate((v) => localStorage.setItem("rithmomachia.game.v1", v), bad);
    await reload(page);
    assert.ok(await page.isVisible("#notice"), `notice shown for ${bad}`);
    assert.match(await page.textContent("#notice-text"), /The saved game could not be restored/);
    assert.equal(await position(page), START, "a new game instead");
  }
  await page.click("#notice-close");
  assert.ok(await page.isHidden("#notice"));
  // The page works: play a move.
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  assert.equal(await position(page), AFTER_1);
  await finish(p, assert);
});

test("a phone: tap a piece, tap its destination; tapping a piece inspects it", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: { width: 412, height: 860 }, deviceScaleFactor: 2, hasTouch: true });
  const { page } = p;
  await load(page, env.server.url);
  const tap = async (cell) => {
    const { x, y } = await page.evaluate((c) => window.rithmo.cellCenter(c), cell);
    await page.touchscreen.tap(x, y);
    await settle(page);
  };
  await tap("h16");
  assert.match(await page.textContent("#inspector"), /Black square 49 on h16/);
  await tap("a3");
  assert.ok(countColor(await cellPixels(page, "b5"), ORANGE) > 5, "destinations marked after a tap");
  await tap("b5");
  assert.equal(await position(page), AFTER_1);
  await shoot(page, "phone.png");
  await finish(p, assert);
});
