// The keyboard alone, as a blind player or one without a mouse plays: Tab to reach each control,
// the board's arrows and Enter to move, a whole game (three moves, then a resignation), its
// analysis read on the graph with the arrows and Page Down (each marked move announced with why),
// and "learn from your mistakes" solved on the board; every step checked in what the page
// announces to a screen reader (the live regions), never by looking.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, finish, shoot, replayed, position, cursorTo } from "./harness.mjs";

const env = useBrowser();

/** Press Tab until the element matching `selector` has the focus. */
async function tabTo(page, selector, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement && document.activeElement.matches(s), selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

const announced = (page) => page.textContent("#announce");

/** Move the focused board's cursor to `cell`, then press Enter; resolves to what Enter announced. */
async function enterOn(page, cell) {
  await cursorTo(page, cell);
  await page.keyboard.press("Enter");
  return announced(page);
}

/** Play `move` (from-to) on the focused board with the keyboard; resolves to what was announced. */
async function keyMove(page, move) {
  const [from, to] = move.split("-");
  const picked = await enterOn(page, from);
  assert.match(picked, new RegExp(`^${from}: .*\\d+ destinations?\\. To `), picked);
  return enterOn(page, to);
}

test("a whole game, its analysis and learning from its mistakes with the keyboard alone, each step announced", { timeout: 240_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: { width: 1280, height: 800 } });
  const { page } = p;
  await load(page, env.server.url);
  const moves = ["a3-b5", "c14-b13", "h3-g5"];
  const positions = await replayed(page, moves);

  // The game: Tab to the board, three moves, each announced with its captures.
  await tabTo(page, "#board");
  const picked = await enterOn(page, "a3");
  assert.match(picked, /^a3: white triangle 9\. 2 destinations\. To a5; b5, taking the black triangle 90 on b14\.$/, "the destinations read out with what each captures");
  assert.match(await enterOn(page, "b5"), /White played a3-b5, capturing the black triangle 90 on b14 — eruption: 9 × 10 = 90/);
  assert.match(await keyMove(page, moves[1]), /Black played c14-b13, capturing the white triangle 9 on b5/);
  assert.match(await keyMove(page, moves[2]), /White played h3-g5\. Black to move\./);
  assert.equal(await position(page), positions[3]);

  // Black resigns: Tab to Resign, Enter, the question answered with the keyboard.
  await tabTo(page, "#resign");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#flow-ask:not([hidden])");
  await tabTo(page, "#flow-yes");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => /resigned/i.test(document.getElementById("announce").textContent));
  assert.match(await announced(page), /Black resigned.*White wins/i);

  // Its analysis: the banner's Review the game, then the graph read with the keys.
  await tabTo(page, "#banner-review");
  await page.keyboard.press("Enter");
  await page.waitForSelector('#report[data-state="done"]', { timeout: 120_000 });
  await tabTo(page, "#report-graph");
  await page.keyboard.press("Home");
  await page.waitForFunction(() => window.rithmo.game.cursor() === 0);
  assert.equal(await page.getAttribute("#report-graph", "aria-valuenow"), "0");
  assert.equal(await page.getAttribute("#report-graph", "aria-valuetext"), "The start of the game");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => window.rithmo.game.cursor() === 1);
  assert.match(await page.textContent("#report-current"), /^Move 1, White a3-b5/);
  // Page Down: the first marked move, its mark and why read out; the marks one by one.
  const marked = await page.$$eval("#report-marks button[data-ply]", (b) => b.map((x) => Number(x.dataset.ply)));
  assert.ok(marked.includes(3), `h3-g5 is marked (${marked})`);
  for (const ply of marked) {
    await page.keyboard.press("PageDown");
    await page.waitForFunction((n) => window.rithmo.game.cursor() === n, ply);
    const said = await page.textContent("#report-current");
    assert.match(said, /: (inaccuracy|mistake|blunder)\. .+/, said);
    assert.equal(await page.getAttribute("#report-graph", "aria-valuetext"), said);
  }
  assert.match(await page.textContent("#report-current"), /Move 2, White h3-g5: (mistake|blunder)\. Leaves the white triangle 81 on g5 exposed/);
  await page.keyboard.press("PageUp");
  if (marked.length > 1) await page.waitForFunction((n) => window.rithmo.game.cursor() === n, marked[marked.length - 2]);
  await shoot(page, "keyboard-report.png");

  // Learn from the mistakes: White's, solved on the board with the keys.
  const better = await page.$eval('#report-marks button[data-ply="3"]', (b) => b.parentElement.textContent);
  const best = /Better: (\S+)\./.exec(better)[1];
  await tabTo(page, "#report-learn-side");
  await page.keyboard.press("ArrowDown"); // from "both sides" to "White's"
  assert.equal(await page.inputValue("#report-learn-side"), "white");
  await tabTo(page, "#report-learn");
  await page.keyboard.press("Enter");
  await page.waitForSelector('#practice[data-kind="mistakes"]');
  assert.equal(await position(page), positions[2]);
  assert.match(await page.textContent("#practice-task"), /h3-g5/);
  await tabTo(page, "#board");
  await keyMove(page, best);
  await page.waitForSelector('#practice[data-state="solved"]', { timeout: 60_000 });
  assert.match(await page.textContent("#practice-result"), /Right!/);
  assert.equal(await page.getAttribute("#practice-result", "aria-live"), "polite", "the verdict is announced");
  await shoot(page, "keyboard-learn.png");
  await finish(p, assert);
});
