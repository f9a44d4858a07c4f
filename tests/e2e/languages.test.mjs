// Every language the page speaks, switched to in the header as a person does and kept on reload:
// every tab and the front door with no key shown in place of a text, no placeholder left unfilled
// and nothing wider than its room, at phone and laptop sizes; a move, the course's first lesson
// and a puzzle played in it, each answered in that language. Screenshots per language and size.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { useBrowser, openPage, load, reload, finish, shoot, settle, switchLanguage, ROOT, hitCell } from "./harness.mjs";
import en from "../../www/lang/en.js";
import { LANGUAGE_NAMES } from "../../www/i18n.js";

const env = useBrowser();
const KEYS = Object.keys(en);
const CLASSIC = JSON.parse(fs.readFileSync(path.join(ROOT, "www/puzzles/classic.json"), "utf8"));
const TABS = ["play", "learn", "analyse", "records"];
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  laptop: { viewport: { width: 1280, height: 800 } },
};

/** What is wrong with the text on screen: a key shown for its text, a placeholder unfilled, a
 * control whose text is wider than the control, the page wider than the screen. */
const faults = (page) =>
  page.evaluate((keys) => {
    const out = [];
    const visible = (el) => el.offsetParent !== null && el.getClientRects().length > 0;
    const text = document.body.innerText;
    for (const k of keys) if (new RegExp(`(^|\\s)${k.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}($|\\s)`).test(text)) out.push(`a key shown: ${k}`);
    for (const m of text.matchAll(/\{\w+(\|[^{}]*)?\}/g)) out.push(`unfilled: ${m[0]}`);
    for (const el of document.querySelectorAll("button, select, label, h1, h2, h3, summary, legend, [role=tab]")) {
      // (A heading for screen readers only is one pixel wide by design.)
      if (!visible(el) || el.clientWidth <= 2) continue;
      if (el.scrollWidth > el.clientWidth + 2) out.push(`too wide: ${el.id || el.tagName} "${el.textContent.trim().slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`the page is wider than the screen (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    return out;
  }, KEYS);

/** Tap or click, as the device does. */
const press = (page, sel, touch) => (touch ? page.tap(sel) : page.click(sel));

async function playMove(page, move, touch) {
  const [from, to] = move.split("-");
  await hitCell(page, from, touch);
  await hitCell(page, to, touch);
}

for (const code of Object.keys(LANGUAGE_NAMES)) {
  for (const [size, opts] of Object.entries(SIZES)) {
    const touch = !!opts.hasTouch;
    test(`${LANGUAGE_NAMES[code]} (${code}) on a ${size}: every tab and the door fit, a move, a lesson and a puzzle answered`, { timeout: 90_000 }, async () => {
      const p = await openPage(env.browser, env.server, opts);
      const { page } = p;
      await load(page, env.server.url);
      await switchLanguage(page, code);
      await reload(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), code, "kept across a reload");
      assert.equal(await page.inputValue("#lang"), code);
      if (code !== "en") assert.notEqual(await page.textContent("#new-game"), en["game.new"], "the page speaks it");
      for (const tab of TABS) {
        await press(page, `[data-tab-button="${tab}"]`, touch);
        assert.deepEqual(await faults(page), [], `${code} ${size} ${tab}`);
      }
      await shoot(page, `lang-${code}-${size}.png`);
      // The front door.
      await press(page, "#door-open", touch);
      await page.waitForSelector("#door[open]");
      assert.deepEqual(await faults(page), [], `${code} ${size}: the door`);
      await shoot(page, `lang-${code}-${size}-door.png`);
      await press(page, "#door-close", touch);
      await page.waitForSelector("#door:not([open])", { state: "attached" });

      // A move: the status and the move list speak the language.
      await press(page, '[data-tab-button="play"]', touch);
      const before = await page.textContent("#status");
      await playMove(page, "a3-b5", touch);
      assert.equal(await page.evaluate(() => window.rithmo.game.lineLength()), 1, "the move played");
      assert.notEqual(await page.textContent("#status"), before);
      assert.deepEqual(await faults(page), [], `${code} ${size}: after a move`);

      // The course's first lesson, solved.
      await press(page, '[data-tab-button="learn"]', touch);
      await press(page, "#course-continue", touch);
      await page.waitForSelector("#lesson:not([hidden])");
      const lesson = await page.evaluate(async (id) => {
        const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
        return m.lessons().find((l) => l.id === id);
      }, await page.getAttribute("#lesson", "data-lesson"));
      await playMove(page, lesson.solution, touch);
      await page.waitForSelector('#lesson-result[data-state="solved"]');
      await page.waitForSelector('#preview-head[data-teaching="solved"]');
      assert.equal(await page.textContent(".lesson-verdict"), (await page.evaluate(async () => (await import(new URL("www/i18n.js", document.baseURI).href)).t("lessons.welldone"))));
      assert.deepEqual(await faults(page), [], `${code} ${size}: a lesson solved`);
      await shoot(page, `lang-${code}-${size}-lesson.png`);
      await press(page, "#lessons-leave", touch);

      // A classic puzzle, answered rightly.
      await page.selectOption("#puzzles-preset", "classic");
      await page.waitForSelector('#puzzles[data-state="ready"][data-preset="classic"]');
      await press(page, "#puzzles-start", touch);
      await page.waitForSelector('#practice[data-kind="puzzles"][data-state="waiting"]');
      await settle(page);
      const id = await page.getAttribute("#practice", "data-item");
      const item = CLASSIC.puzzles.find((q) => q.id === id);
      for (let i = 0; i < item.line.length; i += 2) {
        await page.waitForSelector('#practice[data-state="waiting"], #practice[data-state="going-on"]');
        await page.waitForFunction((n) => window.rithmo.game.lineLength() === n, i);
        await playMove(page, item.line[i], touch);
      }
      await page.waitForSelector('#practice[data-state="solved"]', { timeout: 30_000 });
      await page.waitForSelector('#preview-head[data-teaching="solved"]');
      assert.deepEqual(await faults(page), [], `${code} ${size}: a puzzle solved`);
      await shoot(page, `lang-${code}-${size}-puzzle.png`);
      await finish(p, assert);
    });
  }
}
