// The page's look (issue 14): the side panel in tabs at every size, short enough for a laptop
// and a projector in every language the page speaks, with what a move needs kept in view; a
// captured piece leaving with its arithmetic (the core's sentence, worded by the page); the line
// under the board that says what to do now; the help dialog from the header.
// Screenshots go to tests/output/ (not committed).

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { useBrowser, openPage, load, finish, shoot, settle, clickCell, center, cellShot, MAGNA, OUTPUT, ROOT, switchLanguage } from "./harness.mjs";

const env = useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1920, height: 1080 };
const TABS = ["play", "learn", "analyse", "records"];

// Every language the page speaks must fit (the longest, French, and German's long words too).
const CODES = fs.readdirSync(path.join(ROOT, "www/lang")).filter((f) => f.endsWith(".js")).map((f) => f.slice(0, -3));
const LOCALES = [...new Set(["en-US", "ru-RU", ...CODES.filter((c) => c !== "en" && c !== "ru")])];

const context = (page) => page.getAttribute("#context-help", "data-context");
const contextIs = (page, what) =>
  page.waitForFunction((w) => document.getElementById("context-help").dataset.context === w, what, { timeout: 15_000 });

/** The labels the board drew, and the captures of the last move worded by the page itself. */
const labels = (page) => page.evaluate(() => window.rithmo.captureLabels);
const lastCaptures = (page) =>
  page.evaluate(async () => {
    const { say } = await import("/www/i18n.js");
    return window.rithmo.game.lastMove().captures.map((c) => ({ cell: c.cell, text: say(c.reason) }));
  });

for (const [name, viewport] of [["small laptop", { width: 1280, height: 720 }], ["laptop", LAPTOP], ["projector", PROJECTOR]]) {
  for (const locale of LOCALES) {
    test(`${name} ${locale}: every tab fits the panel, and a move's controls stay in view`, { timeout: 60_000 }, async () => {
      const p = await openPage(env.browser, env.server, { viewport, locale });
      const { page } = p;
      await load(page, env.server.url);
      for (const tab of TABS) {
        await page.click(`[data-tab-button="${tab}"]`);
        const seen = await page.evaluate(() => {
          const panel = document.querySelector(".panel");
          const shown = [...panel.querySelectorAll(":scope > [data-tab]")].filter((s) => s.offsetParent !== null).map((s) => s.dataset.tab);
          return { tab: panel.dataset.tab, shown, scroll: panel.scrollHeight - panel.clientHeight, page: document.scrollingElement.scrollHeight - window.innerHeight };
        });
        assert.equal(seen.tab, tab);
        assert.deepEqual([...new Set(seen.shown)], [tab], `only the ${tab} tab's sections show`);
        assert.ok(seen.scroll <= 0, `${tab}: the panel needs no scroll (${seen.scroll} px more)`);
        assert.ok(seen.page <= 0, `${tab}: the page needs no scroll (${seen.page} px more)`);
        for (const sel of ["#status", "#undo", "#hint", "#preview-head", "#context-help", "#help-open"]) {
          assert.ok(await page.isVisible(sel), `${sel} visible in the ${tab} tab`);
        }
      }
      // The keys of a tab list: Right and Left move between the tabs (and show them), End, Home.
      await page.focus('[data-tab-button="records"]');
      await page.keyboard.press("ArrowRight");
      assert.equal(await page.getAttribute(".panel", "data-tab"), "play", "Right wraps round to Play");
      await page.keyboard.press("End");
      assert.equal(await page.getAttribute(".panel", "data-tab"), "records");
      await page.keyboard.press("ArrowLeft");
      assert.equal(await page.getAttribute(".panel", "data-tab"), "analyse");
      assert.equal(await page.evaluate(() => document.activeElement.dataset.tabButton), "analyse", "the focus follows");
      await shoot(page, `look-${name.replace(" ", "-")}-${locale}-analyse.png`);
      await finish(p, assert);
    });
  }
}

test("a captured piece leaves with its arithmetic, for as long as it fades", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP });
  const { page } = p;
  await load(page, env.server.url);
  assert.deepEqual(await labels(page), [], "no label before a capture");
  // a3-b5: the T9 takes the t90 on b14 by eruption. Clicked without waiting for the board to settle.
  await clickCell(page, "a3");
  const b5 = await center(page, "b5");
  await page.mouse.click(b5.x, b5.y);
  // What the frame drew, read at the moment the label shows (the fade lasts well under a second:
  // a busy machine may end it before a later read).
  const drawn = await page.waitForFunction(() => window.rithmo.captureLabels.length > 0 && { labels: window.rithmo.captureLabels, animating: window.rithmo.animating }, null, { timeout: 10_000 });
  const seen = await drawn.jsonValue();
  const expected = await lastCaptures(page);
  assert.deepEqual(expected.map((c) => c.cell), ["b14"], "the move took the piece on b14");
  assert.match(expected[0].text, /\d+ .*=|= .*\d+/, `the capture's sentence is arithmetic (${expected[0].text})`);
  assert.deepEqual(seen.labels, expected, "the label drawn is the core's sentence, worded");
  assert.equal(seen.animating, true, "while the piece fades out");
  await settle(page);
  assert.deepEqual(await labels(page), [], "gone with the piece");
  await finish(p, assert);
});

test("with reduced motion the arithmetic stays, still, until the next move (and goes with an undo)", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP, reducedMotion: "reduce" });
  const { page } = p;
  await load(page, env.server.url);
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  const first = await lastCaptures(page);
  assert.equal(await page.evaluate(() => window.rithmo.animating), false, "nothing moves");
  assert.deepEqual(await labels(page), first, "the arithmetic shows once the board is settled");
  await page.evaluate(() => window.rithmo.nextFrame());
  assert.deepEqual(await labels(page), first, "and stays on later frames");
  const shot = await cellShot(page, "b14");
  await fsp.mkdir(OUTPUT, { recursive: true });
  await fsp.writeFile(path.join(OUTPUT, "capture-label-b14.png"), shot);
  await shoot(page, "capture-label-reduced-motion.png");
  // c14-b13: Black's reply takes on b5; its own arithmetic replaces the first.
  await clickCell(page, "c14");
  await clickCell(page, "b13");
  const second = await lastCaptures(page);
  assert.ok(second.length > 0, "the reply captures");
  assert.deepEqual(await labels(page), second, "the next move's arithmetic only");
  await page.click("#undo");
  await settle(page);
  assert.deepEqual(await labels(page), [], "an undo takes the label away with the move");
  // Nothing else moves either: the analysis's bar and its thinking, the panels, the dialogs.
  await page.check("#analysis-toggle");
  await page.waitForSelector('#analysis[data-state="done"]', { timeout: 60_000 });
  await page.click("#help-open");
  await page.waitForSelector("#help-dialog[open]");
  const moving = await page.evaluate(() => document.getAnimations().map((a) => `${a.constructor.name} ${a.animationName || a.transitionProperty || ""} on ${a.effect && a.effect.target ? a.effect.target.id || a.effect.target.className : "?"}`));
  assert.deepEqual(moving, [], "no CSS animation or transition runs with reduced motion");
  assert.equal(await page.evaluate(() => window.rithmo.animating), false);
  await page.keyboard.press("Escape");
  await finish(p, assert);
});

test("the line under the board says what to do now, in English and Russian", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP });
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await context(page), "idle");
  assert.match(await page.textContent("#context-help"), /White's pieces/);
  assert.equal(await page.getAttribute("#board", "aria-describedby"), "context-help", "the board's description for screen readers");
  await clickCell(page, "a3");
  assert.equal(await context(page), "selected");
  await page.keyboard.press("Escape");
  await settle(page);
  assert.equal(await context(page), "idle", "Escape lets the piece go");
  await switchLanguage(page, "ru");
  assert.match(await page.textContent("#context-help"), /фигуру белых/, "re-worded in Russian");
  await switchLanguage(page, "en");
  // The computer's turn: while it thinks, the line says so (hard: a second a move).
  await page.selectOption("#mode", "white");
  await page.selectOption("#level", "hard");
  await clickCell(page, "c4");
  await clickCell(page, "d5");
  await contextIs(page, "thinking");
  assert.match(await page.textContent("#context-help"), /computer is thinking/);
  await page.waitForFunction(() => window.rithmo.thinking === "" && window.rithmo.game.position() !== "", null, { timeout: 30_000 });
  await contextIs(page, "idle");
  // A game over: the MAGNA position, f11-e12 wins.
  await page.selectOption("#mode", "hotseat");
  await page.fill("#position-input", MAGNA);
  await page.click("#position-load");
  await settle(page);
  await clickCell(page, "f11");
  await clickCell(page, "e12");
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  assert.equal(await context(page), "over");
  await shoot(page, "look-context-over.png");
  await finish(p, assert);
});

test("the header's help: the marks, the keys and the tabs, and the rules in force one click on", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP, colorScheme: "dark" });
  const { page } = p;
  await load(page, env.server.url);
  await page.click('[data-tab-button="analyse"]');
  await page.click("#help-open");
  assert.ok(await page.isVisible("#help-dialog[open]"));
  assert.equal(await page.locator("#help-dialog .legend li").count(), 7, "every mark of the board explained");
  assert.match(await page.textContent("#board-help"), /Keyboard/);
  await shoot(page, "look-help-dark.png");
  await page.click("#help-rules");
  assert.ok(await page.isHidden("#help-dialog[open]"), "the dialog closes");
  assert.equal(await page.getAttribute(".panel", "data-tab"), "play", "the Play tab shows the rules in force");
  assert.equal(await page.evaluate(() => document.getElementById("rules-panel").open), true);
  assert.ok((await page.locator("#rules-describe li").count()) > 3, "the rules in words");
  // Escape closes the dialog too (the browser's own dialog).
  await page.click("#help-open");
  await page.keyboard.press("Escape");
  assert.ok(await page.isHidden("#help-dialog[open]"));
  await finish(p, assert);
});
