// Explain mode: for a selected (or clicked) piece, what it threatens and what threatens it,
// with the arithmetic, drawn on the board; and the progression finder for the side to move.
// The positions are hand-checked (the same ones as crate/src/explain.rs's tests).

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, clickCell, cellPixels, countColor,
  MAGNA, ORANGE, VERMILION, PURPLE, openTab,
} from "./harness.mjs";

// White C16 e3 reaches Black t16 f4 diagonally (equality, 16 = 16); t16 does not reach e3.
const EQUAL = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/8 w - - 0";
// Black t16 e5 reaches White C16 e3 two steps south; the round does not reach back.
const DANGER = "c97,7/8/8/8/8/8/8/8/8/8/8/4,t16,3/8/4,C16,3/8/7,C2 w - - 0";

const env = useBrowser();

async function paste(page, text) {
  await page.fill("#position-input", text);
  await page.click("#position-load");
  assert.equal(await page.textContent("#position-error"), "");
  await settle(page);
}

const items = (page, id) => page.$$eval(`#${id} li`, (lis) => lis.map((li) => li.textContent));

test("explain mode lists and draws what a piece threatens and what threatens it", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await paste(page, EQUAL);

  // Off by default: nothing listed, nothing drawn.
  assert.ok(await page.isHidden("#explain-body"));
  await clickCell(page, "e3");
  await settle(page);
  assert.equal(countColor(await cellPixels(page, "f4"), ORANGE), 0, "no threat drawn while the mode is off");
  assert.equal(await page.evaluate(() => window.rithmo.explained), null);

  await page.check("#explain-toggle");
  await settle(page);
  assert.ok(await page.isVisible("#explain-body"));
  assert.match(await page.textContent("#explain-piece-head"), /White round 16 on e3/);
  const threats = await items(page, "explain-threats");
  assert.equal(threats.length, 1);
  assert.match(threats[0], /the black triangle 16 on f4 — equality: 16 = 16/);
  assert.deepEqual(await items(page, "explain-dangers"), ["Nothing threatens it at the moment."]);
  assert.ok(countColor(await cellPixels(page, "f4"), ORANGE) > 20, "the threatened piece is ringed in orange");

  // An enemy piece clicked (not White's to move): its dangers are the same capture seen from it.
  await clickCell(page, "f4");
  await settle(page);
  assert.match(await page.textContent("#explain-piece-head"), /Black triangle 16 on f4/);
  assert.deepEqual(await items(page, "explain-threats"), ["Threatens nothing at the moment."]);
  const dangers = await items(page, "explain-dangers");
  assert.equal(dangers.length, 1);
  assert.match(dangers[0], /equality: 16 = 16 \(by e3\)/);

  // A danger at a distance: Black's triangle two cells north of White's round.
  await paste(page, DANGER);
  await clickCell(page, "e3");
  await settle(page);
  const far = await items(page, "explain-dangers");
  assert.equal(far.length, 1);
  assert.match(far[0], /the white round 16 on e3 — equality: 16 = 16 \(by e5\)/);
  assert.deepEqual(await items(page, "explain-threats"), ["Threatens nothing at the moment."]);
  const ex = await page.evaluate(() => window.rithmo.explained);
  assert.equal(ex.piece, "e3");
  assert.deepEqual(ex.dangers.map((c) => c.by), [["e5"]]);
  await shoot(page, "explain-danger.png");
  // A vermilion arrow from the attacker crosses the empty cell between them.
  assert.ok(countColor(await cellPixels(page, "e4"), VERMILION) > 20, "an arrow from the attacker");

  // The mode is remembered across a reload.
  await reload(page);
  await openTab(page, "learn");
  assert.ok(await page.isChecked("#explain-toggle"));
  assert.ok(await page.isVisible("#explain-body"));
  await finish(p, assert);
});

test("the progression finder marks the missing cell, its value and who can bring it", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await paste(page, MAGNA);
  assert.equal(countColor(await cellPixels(page, "e12"), PURPLE), 0);
  await page.check("#explain-toggle");
  await settle(page);
  assert.match(await page.textContent("#explain-progressions-head"), /White could complete/);
  const found = await items(page, "explain-progressions");
  const magna = found.find((s) => s.includes("on e12"));
  assert.ok(magna, `e12 is listed: ${found.join(" | ")}`);
  assert.match(magna, /^Victoria Magna: a 56 on e12 completes 16, 36, 56: arithmetic, step 20; f11 can move there now\./);
  assert.ok(countColor(await cellPixels(page, "e12"), PURPLE) > 20, "the missing cell is marked");
  // Black has nothing within one piece.
  await page.check("#explain-toggle"); // still on
  await clickCell(page, "f11");
  await clickCell(page, "e12"); // White completes it; the game is over and the finder is quiet
  await settle(page);
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  assert.deepEqual(await items(page, "explain-progressions"), ["None with one more piece."]);

  await page.uncheck("#explain-toggle");
  await settle(page);
  assert.ok(await page.isHidden("#explain-body"));
  await finish(p, assert);
});

test("one label a cell, the values wanted there merged; the progressions ranked and capped (issue 15)", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await openTab(page, "learn");
  await page.check("#explain-toggle");
  // Classic from the start: a1-b4 then c13-b12 (the example).
  for (const [from, to] of [["a1", "b4"], ["c13", "b12"]]) {
    await clickCell(page, from);
    await clickCell(page, to);
    await settle(page);
  }
  const labels = await page.evaluate(() => window.rithmo.explainLabels);
  const cells = labels.map((l) => l.cell);
  assert.equal(new Set(cells).size, cells.length, `one label a cell: ${JSON.stringify(labels)}`);
  const progressions = await page.evaluate(() => window.rithmo.explained.progressions);
  assert.ok(progressions.length <= 8, `capped: ${progressions.length}`);
  // Each cell's label names every value the core wants there, once.
  for (const l of labels) {
    const wanted = [...new Set(progressions.filter((o) => o.missing_cell === l.cell).map((o) => o.missing_value))];
    assert.equal(l.text, `${wanted.join(" or ")}?`, l.cell);
  }
  // Reachable ones first: once one has no mover, none after it has.
  const reach = progressions.map((o) => o.movers.length > 0);
  assert.ok(reach.every((r, i) => r || !reach.slice(i).some(Boolean)), JSON.stringify(reach));
  await shoot(page, "explain-merged-labels.png");
  await finish(p, assert);
});
