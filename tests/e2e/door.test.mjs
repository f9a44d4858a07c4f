// The front door, as a newcomer meets it: it opens by itself on a first visit, starts a game
// against the computer with the side and strength chosen (the board turned to that side, the
// computer answering), remembers the choice, and is one tap away in the header at phone, laptop
// and projector sizes; its other ways in (a friend here or by link, the lessons, the puzzles)
// lead where they say, in English and Russian.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, settle, position, shoot, START } from "./harness.mjs";

const env = useBrowser();

const SIZES = [
  ["phone", { width: 390, height: 844 }, true],
  ["laptop", { width: 1280, height: 800 }, false],
  ["projector", { width: 1920, height: 1080 }, false],
];

test("a first visit meets the front door: Black against the easy computer, White's reply, the board turned; the choice kept", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server, { firstVisit: true, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const { page } = p;
  await load(page, env.server.url);
  await page.waitForSelector("#door[open]");
  assert.equal(await page.evaluate(() => document.activeElement.id), "door-computer", "playing the computer is offered first");
  const box = await page.locator("#door-computer").boundingBox();
  assert.ok(box.y + box.height <= 844, "the first choice is on the phone's screen");
  await shoot(page, "door-first-visit-phone.png");
  await page.check('input[name="door-side"][value="black"]');
  await page.selectOption("#door-level", "easy");
  await page.click("#door-computer");
  assert.equal(await page.isVisible("#door"), false);
  // The computer plays White's first move; Black, the person, is at the bottom.
  await page.waitForFunction(() => window.rithmo.game.lineLength() === 1 && window.rithmo.thinking === "", null, { timeout: 15_000 });
  await settle(page);
  assert.equal(await page.evaluate(() => window.rithmo.orientation), 2, "Black at the bottom");
  assert.equal(await page.inputValue("#mode"), "black");
  assert.equal(await page.inputValue("#level"), "easy");
  assert.equal(await page.evaluate(() => window.rithmo.game.turn()), "black", "the person's move");

  // A reload goes on with the game: no door. The header opens it, the last choice offered first.
  await reload(page);
  assert.equal(await page.isVisible("#door"), false, "only a first visit opens the door by itself");
  await page.click("#door-open");
  await page.waitForSelector("#door[open]");
  assert.equal(await page.isChecked('input[name="door-side"][value="black"]'), true, "the side chosen last time");
  assert.equal(await page.inputValue("#door-level"), "easy");
  await page.click("#door-close");
  assert.equal(await page.isVisible("#door"), false);
  assert.equal(await page.evaluate(() => window.rithmo.game.lineLength()), 1, "closing the door changes nothing");
  await finish(p, assert);
});

for (const [size, viewport, touch] of SIZES) {
  test(`the header's New game is on screen without scrolling and opens the door (${size})`, { timeout: 60_000 }, async () => {
    const p = await openPage(env.browser, env.server, { viewport, hasTouch: touch, isMobile: touch });
    const { page } = p;
    await load(page, env.server.url);
    assert.equal(await page.isVisible("#door"), false, "a returning visitor goes straight to the board");
    const box = await page.locator("#door-open").boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width, `on screen: ${JSON.stringify(box)}`);
    if (touch) await page.tap("#door-open");
    else await page.click("#door-open");
    await page.waitForSelector("#door[open]");
    for (const id of ["door-computer", "door-hotseat", "door-friend", "door-learn", "door-puzzles"]) {
      assert.equal(await page.isVisible(`#${id}`), true, `${id} shown`);
    }
    await shoot(page, `door-${size}.png`);
    // A friend on this device: a new game, both sides played here.
    await page.click("#door-hotseat");
    assert.equal(await page.inputValue("#mode"), "hotseat");
    assert.equal(await position(page), START);
    await finish(p, assert);
  });
}

test("the door's other ways in: a friend by link, the lessons, the puzzles (Russian)", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await page.click("#door-open");
  assert.equal((await page.textContent("#door-title")).trim(), "Играть в ритмомахию");
  await page.check('input[name="door-side"][value="white"]');
  await page.click("#door-friend");
  assert.equal(await page.isVisible("#friend-playing"), true, "a game with a friend by link begins");
  assert.match(await page.textContent("#friend-side"), /белыми/i);

  await page.click("#door-open");
  await page.click("#door-learn");
  // A newcomer meets the game first (the introduction, tests/e2e/guide.test.mjs), then learning
  // goes on on the board: the course's first lesson, its task under the board.
  await page.waitForSelector('#intro[open][data-step="what"]');
  for (let i = 0; i < 4; i++) await page.click("#intro-next");
  await page.click("#intro-start");
  await page.waitForSelector("#lesson:not([hidden])");
  assert.equal(await page.evaluate(() => window.rithmo.lessonMode), true);
  assert.equal(await page.getAttribute("#preview-head", "data-teaching"), "task");
  await page.click("#lessons-leave");

  await page.click("#door-open");
  await page.click("#door-puzzles");
  assert.equal(await page.getAttribute('[data-tab-button="learn"]', "aria-selected"), "true");
  assert.equal(await page.isVisible("#puzzles"), true);
  await finish(p, assert);
});
