// Load a prepared position by pasting it, win by a progression, see the line and the banner;
// the game then refuses moves until an undo (or a new game).

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, position, center,
  clickCell, cellPixels, countColor, MAGNA, PURPLE, BLUE, START,
} from "./harness.mjs";

// After f11-e12 (from `rithmo play f11-e12 --position MAGNA`).
const WON = "7,s49/8/8/8/4,C56,3/3,C36,4/2,C16,5/8/8/8/8/8/8/8/8/S25,7 b - - 1";

const env = useBrowser();

/** Canvas pixels around the point halfway between two cells' centres. */
async function pixelsBetween(page, a, b) {
  const pa = await center(page, a);
  const pb = await center(page, b);
  return page.evaluate(async ([x, y]) => {
    await window.rithmo.drawn();
    const canvas = document.getElementById("board");
    const r = canvas.getBoundingClientRect();
    const k = canvas.width / r.width;
    return Array.from(canvas.getContext("2d").getImageData(Math.round((x - r.left) * k) - 3, Math.round((y - r.top) * k) - 3, 6, 6).data);
  }, [(pa.x + pb.x) / 2, (pa.y + pb.y) / 2]);
}

test("paste a position, win by Victoria Magna, see the line and the banner; moves refused until undo", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);

  // A malformed position is refused with a message; the game is untouched.
  await page.fill("#position-input", "8/8 w - - 0");
  await page.click("#position-load");
  assert.notEqual((await page.textContent("#position-error")).trim(), "");
  assert.equal(await position(page), START);

  await page.fill("#position-input", MAGNA);
  await page.click("#position-load");
  assert.equal(await page.textContent("#position-error"), "");
  assert.equal(await position(page), MAGNA);
  assert.equal(await page.inputValue("#position-now"), MAGNA);
  assert.ok(await page.isHidden("#banner"));

  const line = await pixelsBetween(page, "c10", "d11");
  assert.equal(countColor(line, PURPLE), 0, "no victory line yet");
  await clickCell(page, "f11");
  await clickCell(page, "e12");
  assert.equal(await position(page), WON);
  assert.equal(await page.getAttribute("#board", "data-state"), "won");

  // The banner names the victory and its arithmetic; the pieces are joined by a line.
  assert.ok(await page.isVisible("#banner"));
  assert.match(await page.textContent("#banner-title"), /White wins: Victoria Magna/i);
  assert.equal(await page.textContent("#banner-why"), "16, 36, 56: arithmetic, step 20");
  assert.match(await page.textContent("#banner-more"), /e12, d11, c10/);
  assert.ok(countColor(await pixelsBetween(page, "c10", "d11"), PURPLE) > 5, "line drawn c10–d11");
  assert.ok(countColor(await pixelsBetween(page, "d11", "e12"), PURPLE) > 5, "line drawn d11–e12");
  assert.match(await page.textContent("#announce"), /White wins: Victoria Magna, 16, 36, 56: arithmetic, step 20/i);
  await shoot(page, "victory-magna.png");

  // The game is over: Black's piece cannot be selected, typed moves are refused.
  await clickCell(page, "h16");
  assert.equal(countColor(await cellPixels(page, "h16"), BLUE), 0, "no selection after the end");
  assert.match(await page.textContent("#announce"), /The game is over/);
  await page.fill("#move-input", "h16-h13");
  await page.press("#move-input", "Enter");
  assert.match(await page.textContent("#move-error"), /The game is over/);
  assert.equal(await position(page), WON);

  // The won game survives a reload.
  await reload(page);
  assert.equal(await position(page), WON);
  assert.ok(await page.isVisible("#banner"));

  // Undo: the banner goes, the game goes on.
  await page.click("#undo");
  await settle(page);
  assert.equal(await position(page), MAGNA);
  assert.ok(await page.isHidden("#banner"));
  assert.equal(await page.getAttribute("#board", "data-state"), "playing");
  assert.equal(countColor(await pixelsBetween(page, "c10", "d11"), PURPLE), 0, "line gone");
  await clickCell(page, "f11");
  assert.ok(countColor(await cellPixels(page, "e12"), BLUE) > 5, "moves accepted again");

  // New game from the preset list.
  await page.selectOption("#preset", "classic");
  await page.click("#new-game");
  assert.equal(await position(page), START);
  await finish(p, assert);
});
