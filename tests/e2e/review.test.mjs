// Reviewing a game as a person does: first / previous / next / last, the keys Home, Page Up,
// Page Down and End, a click on a move in the list; at each step the board shows that position
// and the panel that move's captures with their arithmetic. Playing from an earlier point asks
// before discarding the later moves (cancel keeps everything); the computer waits while the
// player reviews. Expected positions are replayed independently in a fresh core.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, finish, shoot, settle, position, clickCell, START, LINE, typeMoves, replayed,
  computerIdle, IDLE, switchLanguage, confirmDiscard } from "./harness.mjs";

const env = useBrowser();

const cursor = (page) => page.evaluate(() => window.rithmo.game.cursor());
const line = (page) => page.evaluate(() => window.rithmo.game.line());
const captures = (page) => page.$$eval("#review-captures li", (lis) => lis.map((li) => [li.dataset.cell, li.dataset.method, li.textContent]));

/** Is the board at `n` moves: the game's position, the canvas's and the panel's step. */
async function at(page, expected, n) {
  await settle(page);
  assert.equal(await cursor(page), n);
  assert.equal(await position(page), expected[n], `the board shows the position after ${n} moves`);
  assert.equal(await page.evaluate(() => window.rithmo.game.position()), expected[n]);
  const step = await page.textContent("#review-step");
  if (n === 0) assert.equal(step, `The start position (moves recorded: ${LINE.length}).`);
  else assert.equal(step, `After move ${n} of ${LINE.length}: ${n % 2 ? "White" : "Black"} played ${LINE[n - 1]}.`);
}

test("review: buttons, keys and the move list show each position and its move's captures", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  await typeMoves(page, LINE.slice(1));
  const expected = await replayed(page, LINE);
  assert.equal(expected[0], START);
  await at(page, expected, 6);
  assert.ok(await page.isDisabled("#review-next"));
  assert.ok(await page.isDisabled("#review-last"));

  await page.click("#review-first");
  await at(page, expected, 0);
  assert.ok(await page.isDisabled("#review-first") && await page.isDisabled("#review-prev"));
  assert.deepEqual(await captures(page), []);
  await page.click("#review-next");
  await at(page, expected, 1);
  const c1 = await captures(page);
  assert.equal(c1.length, 1);
  assert.deepEqual(c1[0].slice(0, 2), ["b14", "eruption"]);
  assert.match(c1[0][2], /the black triangle 90 on b14 — eruption: 9 × 10 = 90 \(by b5\)/);
  assert.equal(await page.textContent("#review-captures-head"), "Captured by this move:");
  await page.click("#review-next");
  await at(page, expected, 2);
  const c2 = await captures(page);
  assert.deepEqual(c2.map((c) => c.slice(0, 2)), [["b5", "eruption"]]);
  assert.match(c2[0][2], /the white triangle 9 on b5 — eruption: 81 ÷ 9 = 9/);
  assert.match(await page.textContent("#announce"), /After move 2 of 6: Black played c14-b13\. Captured: the white triangle 9 on b5/);
  await page.click("#review-next");
  await at(page, expected, 3);
  assert.deepEqual(await captures(page), []);
  assert.equal(await page.textContent("#review-captures-head"), "No capture.");
  assert.match(await page.textContent("#review-note"), /Reviewing: later moves recorded: 3/);
  assert.equal(await page.getAttribute("body", "data-reviewing"), "1");
  await page.click("#review-prev");
  await at(page, expected, 2);
  await page.click("#review-last");
  await at(page, expected, 6);
  assert.equal(await page.textContent("#review-note"), "");

  // The move list: every move a button; a click shows the position after it.
  await page.click('#moves button[data-ply="4"]');
  await at(page, expected, 4);
  assert.deepEqual(await page.$$eval("#moves button.current", (bs) => bs.map((b) => b.textContent)), ["c13-d12"]);
  assert.deepEqual(await page.$$eval("#moves button.later", (bs) => bs.map((b) => b.textContent)), ["d5-e6", "d12-c11"]);
  await page.click('#moves button[data-ply="1"]');
  await at(page, expected, 1);
  await shoot(page, "review-list.png");

  // Keys on the board: Home, Page Down, End, Page Up; the arrows still move the board cursor.
  await page.focus("#board");
  await page.keyboard.press("Home");
  await at(page, expected, 0);
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  await at(page, expected, 2);
  await page.keyboard.press("End");
  await at(page, expected, 6);
  await page.keyboard.press("PageUp");
  await at(page, expected, 5);
  await page.keyboard.press("ArrowRight");
  assert.match(await page.textContent("#announce"), /^[a-h]\d+: /, "an arrow announces the cursor's cell");
  await at(page, expected, 5);
  // In a text box the keys are the box's.
  await page.focus("#move-input");
  await page.keyboard.press("Home");
  await at(page, expected, 5);

  // In Russian: the buttons and the step in the panel.
  await switchLanguage(page, "ru");
  await settle(page);
  assert.deepEqual(await page.$$eval(".review-nav button", (bs) => bs.map((b) => b.textContent)), ["В начало", "Назад", "Вперёд", "В конец"]);
  assert.equal(await page.textContent("#review-step"), "После хода 5 из 6: белые — d5-e6.");
  await switchLanguage(page, "en");
  await finish(p, assert);
});

test("continue from an earlier point: asks first, cancel keeps everything, confirm discards the later moves", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  const expected = await replayed(page, LINE);
  await page.click('#moves button[data-ply="2"]');
  await at(page, expected, 2);

  // The recorded next move: no question, one step on, the line kept.
  await clickCell(page, "c4");
  await clickCell(page, "d5");
  await at(page, expected, 3);
  assert.equal(await page.evaluate(() => document.getElementById("discard-dialog").open), false);
  assert.deepEqual(await line(page), LINE);

  // Another move: the question names it and what it would discard.
  await page.click("#review-prev");
  await clickCell(page, "d4");
  await clickCell(page, "e5");
  assert.ok(await page.evaluate(() => document.getElementById("discard-dialog").open), "the dialog asks");
  assert.equal(
    await page.textContent("#discard-text"),
    "Playing d4-e5 here discards the later moves (4): c4-d5, c13-d12, d5-e6, d12-c11.",
  );
  await shoot(page, "review-discard.png");
  await page.click("#discard-cancel");
  await settle(page);
  await at(page, expected, 2);
  assert.deepEqual(await line(page), LINE, "cancelled: nothing discarded");
  assert.match(await page.textContent("#announce"), /Nothing played: the later moves \(4\) are kept/);

  // Escape cancels too.
  await clickCell(page, "d4");
  await clickCell(page, "e5");
  await page.keyboard.press("Escape");
  await settle(page);
  assert.deepEqual(await line(page), LINE);
  assert.equal(await cursor(page), 2);

  // Confirmed: the later moves go, the new one is played.
  await clickCell(page, "d4");
  await clickCell(page, "e5");
  await confirmDiscard(page);
  const branch = await replayed(page, [...LINE.slice(0, 2), "d4-e5"]);
  assert.deepEqual(await line(page), [...LINE.slice(0, 2), "d4-e5"]);
  assert.equal(await position(page), branch[3]);
  assert.ok(await page.isDisabled("#redo"));
  assert.ok(await page.isDisabled("#review-next"));
  assert.match(await page.textContent("#announce"), /White played d4-e5\./);
  await finish(p, assert);
});

test("the computer waits while the player reviews, and plays once back at the end", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 4));
  await page.selectOption("#level", "easy");
  // You play White: with White to move at the end, the computer has nothing to do.
  await page.selectOption("#mode", "white");
  await settle(page);
  assert.equal(await page.evaluate(() => window.rithmo.thinking), "");
  // One move back: Black (the computer's side) to move, but the player is reviewing.
  await page.click("#review-prev");
  assert.deepEqual(await computerIdle(page), IDLE, "no search while reviewing, none waiting");
  assert.equal(await cursor(page), 3);
  assert.deepEqual(await line(page), LINE.slice(0, 4), "the computer did not play over the later move");
  // Back at the end, White to move: still nothing; then a move of White's, and the computer answers.
  await page.click("#review-last");
  await typeMoves(page, ["d5-e6"]);
  await page.waitForFunction(() => window.rithmo.game.line().length === 6, null, { timeout: 15_000 });
  await finish(p, assert);
});
