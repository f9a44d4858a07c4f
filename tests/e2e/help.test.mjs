// Help where it is needed (issue 14): each panel's "?" shows that panel's short help, in English
// and Russian, reached and opened with the keyboard, readable on a phone; and the side panel's
// tab a player chose is still the one shown after a reload (kept by www/storage.js).
// Screenshots go to tests/output/ (not committed).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, shoot } from "./harness.mjs";
import en from "../../www/lang/en.js";
import ru from "../../www/lang/ru.js";

const env = useBrowser();

const TABS = ["play", "learn", "analyse", "records"];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

/** The panels the tab `tab` shows: [{name, toggle, help}] by heading id (h-game → game). */
const panelsOf = (page, tab) =>
  page.evaluate(
    (tab) =>
      [...document.querySelectorAll(`.panel > section.box[data-tab="${tab}"]`)]
        .filter((box) => !box.hidden)
        .map((box) => box.getAttribute("aria-labelledby").replace(/^h-/, "")),
    tab,
  );

/** What a help paragraph looks like now: shown, its text, its size, whether it fits the window. */
const helpSeen = (page, name) =>
  page.evaluate((name) => {
    const p = document.getElementById(`help-${name}`);
    const box = p.getBoundingClientRect();
    return {
      shown: !p.hidden && p.offsetParent !== null && box.height > 0,
      text: p.textContent,
      fontPx: parseFloat(getComputedStyle(p).fontSize),
      inside: box.left >= 0 && box.right <= window.innerWidth,
      expanded: p.previousElementSibling.getAttribute("aria-expanded"),
    };
  }, name);

for (const [size, options] of [["phone", PHONE], ["laptop", { viewport: { width: 1366, height: 768 } }]]) {
  for (const [locale, words] of [["en-US", en], ["ru-RU", ru]]) {
    test(`${size} ${locale}: every panel's "?" shows its own help, and hides it again`, { timeout: 90_000 }, async () => {
      const p = await openPage(env.browser, env.server, { ...options, locale });
      const { page } = p;
      await load(page, env.server.url);
      let seen = 0;
      for (const tab of TABS) {
        await (size === "phone" ? page.tap(`[data-tab-button="${tab}"]`) : page.click(`[data-tab-button="${tab}"]`));
        for (const name of await panelsOf(page, tab)) {
          const toggle = `[aria-controls="help-${name}"]`;
          assert.equal((await helpSeen(page, name)).shown, false, `${name}: the help starts closed`);
          await (size === "phone" ? page.tap(toggle) : page.click(toggle));
          const open = await helpSeen(page, name);
          assert.ok(open.shown, `${name}: its help shows`);
          assert.equal(open.text, words[`panelHelp.${name}`], `${name}: the panel's own words in ${locale}`);
          assert.equal(open.expanded, "true");
          assert.ok(open.fontPx >= 13, `${name}: readable type (${open.fontPx} px)`);
          assert.ok(open.inside, `${name}: the help stays inside the window`);
          if (name === "game") await shoot(page, `help-${size}-${locale}-game.png`);
          await (size === "phone" ? page.tap(toggle) : page.click(toggle));
          assert.equal((await helpSeen(page, name)).shown, false, `${name}: the same button hides it`);
          seen++;
        }
      }
      assert.ok(seen >= 10, `every panel has its help (${seen})`);
      await finish(p, assert);
    });
  }
}

test('the keyboard reaches a panel\'s "?", opens its help with Enter and closes it with Escape', { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: { width: 1366, height: 768 } });
  const { page } = p;
  await load(page, env.server.url);
  // From the Play tab's button, Tab goes into the tab's panels: the first is the Game panel's "?".
  await page.focus('[data-tab-button="play"]');
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => document.activeElement.getAttribute("aria-controls") === "help-game");
  }
  assert.ok(reached, 'Tab reaches the Game panel\'s "?"');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), en["panelHelp.open"], "it says what it does");
  await page.keyboard.press("Enter");
  assert.equal((await helpSeen(page, "game")).shown, true, "Enter opens the help");
  await page.keyboard.press("Escape");
  assert.equal((await helpSeen(page, "game")).shown, false, "Escape closes it");
  await page.keyboard.press("Space");
  assert.equal((await helpSeen(page, "game")).shown, true, "Space opens it too");
  await finish(p, assert);
});

test("the tab chosen is the one shown after a reload, by click and by keys", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: { width: 1366, height: 768 } });
  const { page } = p;
  await load(page, env.server.url);
  const tabShown = () =>
    page.evaluate(() => ({
      tab: document.querySelector(".panel").dataset.tab,
      selected: document.querySelector('[data-tab-button][aria-selected="true"]').dataset.tabButton,
    }));
  assert.deepEqual(await tabShown(), { tab: "play", selected: "play" }, "a first visit opens on Play");
  await page.click('[data-tab-button="analyse"]');
  await reload(page);
  assert.deepEqual(await tabShown(), { tab: "analyse", selected: "analyse" }, "Analyse, chosen by a click, is back");
  assert.ok(await page.isVisible("#h-moves"), "and its panels show");
  await page.focus('[data-tab-button="analyse"]');
  await page.keyboard.press("ArrowRight");
  await reload(page);
  assert.deepEqual(await tabShown(), { tab: "records", selected: "records" }, "Records, reached with the keys, is back");
  // A kept value that names no tab (an old or damaged one) opens the Play tab.
  await page.evaluate(() => localStorage.setItem("rithmomachia.tab", "nonsense"));
  await reload(page);
  assert.deepEqual(await tabShown(), { tab: "play", selected: "play" }, "an unknown value: the Play tab");
  await finish(p, assert);
});
