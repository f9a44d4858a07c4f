// The clock of a game on one device (its time moved on by the page's own hook, never waited
// for), and the theme switch: light, dark or as the device is set, kept on reload.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, settle, clickCell, shoot } from "./harness.mjs";

const env = useBrowser();

const clock = (page) => page.evaluate(() => window.rithmo.clock);
const elapse = (page, ms) => page.evaluate((m) => window.rithmo.elapseClock(m), ms);

test("a 3 + 2 clock: the side to move's time runs, the increment, a pause, and the flag ends the game", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await page.isVisible("#clock-row"), false, "no clock unless chosen");
  await page.selectOption("#clock", "3+2");
  assert.equal(await page.isVisible("#clock-row"), true);
  assert.deepEqual(await clock(page), { preset: "3+2", white: 180_000, black: 180_000, running: null, paused: false }, "nothing runs before the first move");
  assert.equal(await page.textContent("#clock-white"), "White 3:00");

  await clickCell(page, "a3");
  await clickCell(page, "b5");
  let c = await clock(page);
  assert.equal(c.running, "black", "Black's time runs once White has moved");
  assert.equal(c.white, 182_000, "White's increment");
  await elapse(page, 60_000);
  c = await clock(page);
  assert.ok(c.black <= 120_000 && c.black > 119_000, `a minute off Black's time (${c.black})`);
  await page.waitForFunction(() => /^Black 1:5\d|^Black 2:00/.test(document.getElementById("clock-black").textContent));

  // Paused: no time runs however long; started again, Black's runs on.
  await page.click("#clock-pause");
  assert.equal((await clock(page)).running, null);
  assert.equal(await page.textContent("#clock-pause"), "Start the clock again");
  const before = (await clock(page)).black;
  await elapse(page, 100_000);
  assert.equal((await clock(page)).black, before, "a paused clock loses no time");
  await page.click("#clock-pause");
  assert.equal((await clock(page)).running, "black");

  // A reload keeps the times and goes on.
  await reload(page);
  c = await clock(page);
  assert.equal(c.preset, "3+2");
  assert.ok(Math.abs(c.black - before) < 2000, `Black's time kept (${c.black})`);
  assert.equal(c.running, "black");

  // Black's flag falls: White wins on time.
  await elapse(page, 200_000);
  await page.waitForFunction(() => !document.getElementById("banner").hidden);
  await settle(page);
  assert.equal(await page.textContent("#banner-title"), "White wins: Time");
  assert.equal(await page.textContent("#banner-why"), "Black's time ran out");
  assert.equal((await clock(page)).running, null, "the clock stops with the game");
  assert.equal(await page.evaluate(() => window.rithmo.game.ending()), "black-flag");
  await shoot(page, "clock-flag.png");
  await finish(p, assert);
});

test("on a phone the clock shows with the board; the theme switch: dark, kept on reload, then as the device is set (Russian)", { timeout: 60_000 }, async () => {
  const viewport = { width: 390, height: 844 };
  const p = await openPage(env.browser, env.server, { viewport, locale: "ru-RU", hasTouch: true, isMobile: true });
  const { page } = p;
  await load(page, env.server.url);
  await page.selectOption("#clock", "10+5");
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.locator("#clock-row").boundingBox();
  assert.ok(box && box.y + box.height <= viewport.height, `the clock is on screen (${box && box.y})`);
  assert.equal(await page.textContent("#clock-white"), "Белые 10:00");

  const page0 = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.click("#help-open");
  await page.check('input[name="theme"][value="dark"]');
  assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), "rgb(27, 26, 24)");
  await page.click("#help-close");
  await settle(page);
  await shoot(page, "theme-dark-phone.png");
  await reload(page);
  assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the theme is kept");
  await page.click("#help-open");
  assert.equal(await page.isChecked('input[name="theme"][value="dark"]'), true);
  await page.check('input[name="theme"][value="system"]');
  assert.equal(await page.getAttribute("html", "data-theme"), null);
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), page0, "the device's (light) colours again");
  await finish(p, assert);
});
