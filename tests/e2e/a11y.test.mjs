// Accessibility, checked by axe-core (the npm package, injected into the page) against WCAG 2.1
// A and AA: every tab, panel, dialog and mode the page has (play, the front door and the
// introduction, the help, the rules and the picture dialogs, a lesson, a puzzle, explain mode,
// the analysis, a finished game's review, the board editor, presentation mode, a capture
// choice), in the light, the dark and the high-contrast theme, at phone and laptop sizes. A violation fails the
// test with its rule, its elements and what axe says about them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, finish, settle, shoot, MAGNA, hitCell, cellPixels, differ, axeViolations as violations } from "./harness.mjs";

const env = useBrowser();
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  laptop: { viewport: { width: 1280, height: 800 } },
};
// Boissière (as in choices.test.mjs): after h1-e1 White chooses among a4, e5 and d7.
const CHOICE = "8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,t29,3/c8,2,P(S25C4),4/8/8/7,S9 w - - 0";

/** The page's states to check, each reached as a person reaches it, then left. */
const tab = (page, name) => page.click(`[data-tab-button="${name}"]`);
const STATES = [
  ["the Play tab", (page) => tab(page, "play")],
  ["the Learn tab", (page) => tab(page, "learn")],
  ["the Analyse tab", (page) => tab(page, "analyse")],
  ["the Records tab", (page) => tab(page, "records")],
  [
    "the front door",
    async (page) => {
      await page.click("#door-open");
      await page.waitForSelector("#door[open]");
    },
    (page) => page.click("#door-close"),
  ],
  [
    "the introduction",
    async (page) => {
      await tab(page, "learn");
      await page.click("#course-intro");
      await page.waitForSelector("#intro[open]");
      await page.click("#intro-next");
    },
    (page) => page.click("#intro-close"),
  ],
  [
    "the help",
    async (page) => {
      await page.click("#help-open");
      await page.waitForSelector("#help-dialog[open]");
    },
    (page) => page.keyboard.press("Escape"),
  ],
  [
    "the custom rules",
    async (page) => {
      await tab(page, "play");
      await page.click("#rules-open");
      await page.waitForSelector("#rules-dialog[open]");
    },
    (page) => page.keyboard.press("Escape"),
  ],
  [
    "the picture of the board",
    async (page) => {
      await tab(page, "learn");
      await page.click("#picture-open");
      await page.waitForSelector("#picture-dialog[open]");
    },
    (page) => page.keyboard.press("Escape"),
  ],
  [
    "the animated picture",
    async (page) => {
      await tab(page, "learn");
      await page.click("#gif-open");
      await page.waitForSelector("#gif-dialog[open]");
    },
    (page) => page.keyboard.press("Escape"),
  ],
  [
    "the Embed dialog",
    async (page) => {
      await tab(page, "records");
      await page.click("#embed-open");
      await page.waitForSelector("#embed-dialog[open]");
      await page.waitForFunction(() => document.getElementById("embed-code").value.includes("embed.html#"));
    },
    (page) => page.keyboard.press("Escape"),
  ],
  [
    "a lesson",
    async (page) => {
      await tab(page, "learn");
      await page.click("#course-continue");
      await page.waitForSelector("#lesson:not([hidden])");
    },
    (page) => page.click("#lessons-leave"),
  ],
  [
    "a puzzle",
    async (page) => {
      await tab(page, "learn");
      await page.selectOption("#puzzles-preset", "classic");
      await page.waitForSelector('#puzzles[data-state="ready"][data-preset="classic"]');
      await page.click("#puzzles-start");
      await page.waitForSelector('#practice[data-kind="puzzles"][data-state="waiting"]');
    },
    (page) => page.click("#practice-leave"),
  ],
  [
    "explain mode",
    async (page) => {
      await tab(page, "learn");
      await page.check("#explain-toggle");
      await hitCell(page, "c3");
    },
    (page) => page.uncheck("#explain-toggle"),
  ],
  [
    "the analysis",
    async (page) => {
      await tab(page, "analyse");
      await page.check("#analysis-toggle");
      await page.waitForSelector('#analysis[data-state="done"], #analysis[data-state="running"]', { timeout: 20_000 });
    },
    (page) => page.uncheck("#analysis-toggle"),
  ],
  [
    "a finished game's review",
    async (page) => {
      await tab(page, "play");
      await page.selectOption("#preset", "classic");
      await tab(page, "records");
      await page.fill("#position-input", MAGNA);
      await page.click("#position-load");
      await settle(page);
      await hitCell(page, "f11");
      await hitCell(page, "e12");
      await page.waitForSelector("#banner-review");
      await page.click("#banner-review");
      await page.waitForSelector('#report[data-state="done"]', { timeout: 60_000 });
    },
  ],
  [
    "the board editor",
    async (page) => {
      await tab(page, "play");
      await page.click("#editor-open");
      await page.waitForSelector("#editor:not([hidden])");
    },
    (page) => page.click("#editor-close"),
  ],
  [
    "presentation mode",
    async (page) => {
      // (A projector's mode: a phone does not offer it.)
      if (!(await page.isVisible("#present-open"))) return false;
      await page.click("#present-open");
      await page.waitForSelector("#present:not([hidden])");
    },
    (page) => page.keyboard.press("Escape"),
  ],
  [
    "a capture choice",
    async (page) => {
      await tab(page, "play");
      await page.selectOption("#preset", "boissiere");
      await tab(page, "records");
      await page.fill("#position-input", CHOICE);
      await page.click("#position-load");
      await settle(page);
      await hitCell(page, "h1");
      await hitCell(page, "e1");
      await page.waitForSelector("#choice:not([hidden])");
    },
    (page) => page.keyboard.press("Escape"),
  ],
];

for (const theme of ["light", "dark", "contrast"]) {
  for (const [size, opts] of Object.entries(SIZES)) {
    test(`axe finds no WCAG 2.1 A or AA violation in any panel, dialog or mode (${theme} theme, ${size})`, { timeout: 180_000 }, async () => {
      const p = await openPage(env.browser, env.server, { ...opts, colorScheme: theme === "dark" ? "dark" : "light" });
      const { page } = p;
      await load(page, env.server.url);
      if (theme === "contrast") {
        // Chosen as a person chooses it: the help dialog's colours; the board is drawn again in them.
        const before = await cellPixels(page, "a5");
        await page.click("#help-open");
        await page.check('input[name="theme"][value="contrast"]');
        await page.keyboard.press("Escape");
        assert.equal(await page.getAttribute("html", "data-theme"), "contrast");
        await settle(page);
        assert.ok(differ(before, await cellPixels(page, "a5")), "an empty cell of the board in the high-contrast colours");
        await shoot(page, `theme-contrast-${size}.png`);
      }
      const all = [];
      for (const [name, enter, leave] of STATES) {
        if ((await enter(page)) === false) continue;
        await settle(page);
        for (const v of await violations(page)) all.push(`${name}: ${v}`);
        if (leave) await leave(page);
        await settle(page);
      }
      assert.deepEqual(all, [], `${theme} ${size}:\n${all.join("\n")}`);
      await finish(p, assert);
    });
  }
}
