// Play a friend by link: two browsers pass links back and forth, each seeing the board from its
// side and moving only its pieces; an older link and another game's link are explained and
// never replace the game in progress.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, finish, settle, position, clickCell, replayed } from "./harness.mjs";

const env = useBrowser();

/** The link the page offers once the friend is to move. */
async function linkOf(page) {
  await page.waitForFunction(() => document.getElementById("friend-url").dataset.position === document.getElementById("board").dataset.position, null, { timeout: 10_000 });
  return page.inputValue("#friend-url");
}

/** Open a link in the same tab (a hash change: the page is already loaded). */
async function follow(page, url) {
  await page.evaluate((u) => {
    location.hash = new URL(u).hash;
  }, url);
}

test("two players play by passing links; stale and foreign links are explained, never taken", { timeout: 120_000 }, async () => {
  const alice = await openPage(env.browser, env.server);
  const bob = await openPage(env.browser, env.server, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const a = alice.page;
  const b = bob.page;
  await load(a, env.server.url);
  const expected = await replayed(a, ["a3-b5", "c14-b13", "c4-d5"]);

  await a.click("#friend-white");
  assert.match(await a.textContent("#friend-side"), /You play White/);
  assert.match(await a.textContent("#friend-turn"), /Your move/);
  await clickCell(a, "a3");
  await clickCell(a, "b5");
  assert.equal(await position(a), expected[1]);
  assert.match(await a.textContent("#friend-turn"), /Black's move, on your friend's device/);
  const link1 = await linkOf(a);
  assert.match(link1, /:\d+\/#f1\.[0-9a-f]{16}\.b\.g1\./, "the link says Black is to move, at the page's own address");
  // Alice cannot move Black's pieces.
  await clickCell(a, "c14");
  await clickCell(a, "b13");
  assert.equal(await position(a), expected[1], "only your own pieces move");
  assert.match(await a.textContent("#announce"), /Your friend plays that side/);

  // Bob opens it on his phone: Black, the board from his side (White at the top), his move.
  await load(b, link1);
  assert.equal(await position(b), expected[1]);
  assert.equal(await b.evaluate(() => window.rithmo.orientation), 2, "Black's view: White at the top");
  assert.match(await b.textContent("#friend-side"), /You play Black/);
  assert.match(await b.textContent("#friend-turn"), /Your move/);
  // The players' panel says it is a game with a friend, not "hot seat", and offers no hint:
  // the engine's best move would play for him.
  assert.match(await b.textContent("#mode-note"), /^A game with a friend by link: you play Black, your friend plays White/);
  assert.equal(await b.isDisabled("#hint"), true, "no hint in a game with a friend");
  assert.match(await a.textContent("#mode-note"), /^A game with a friend by link: you play White/);
  for (const cell of ["c14", "b13"]) {
    const { x, y } = await b.evaluate((c) => window.rithmo.cellCenter(c), cell);
    await b.touchscreen.tap(x, y);
    await settle(b);
  }
  assert.equal(await position(b), expected[2]);
  const link2 = await linkOf(b);
  assert.match(link2, /#f1\.[0-9a-f]{16}\.w\./);

  // Alice opens Bob's link: the game continues.
  await follow(a, link2);
  await a.waitForFunction((p) => document.getElementById("board").dataset.position === p, expected[2]);
  assert.match(await a.textContent("#friend-turn"), /Your move/);
  await clickCell(a, "c4");
  await clickCell(a, "d5");
  assert.equal(await position(a), expected[3]);

  // Her own older link again: recognised and explained; the game stays.
  await follow(a, link1);
  await a.waitForSelector("#notice", { state: "visible" });
  assert.match(await a.textContent("#notice-text"), /older move of your game \(move 1; yours is at move 3\)/);
  assert.equal(await position(a), expected[3]);
  await a.click("#notice-close");

  // A link of another game by link: explained, kept, and may be opened on purpose.
  const carol = await openPage(env.browser, env.server);
  await load(carol.page, env.server.subUrl);
  await carol.page.click("#friend-white");
  await clickCell(carol.page, "a3");
  await clickCell(carol.page, "b5");
  const foreign = await linkOf(carol.page);
  await follow(a, foreign);
  await a.waitForSelector("#notice", { state: "visible" });
  assert.match(await a.textContent("#notice-text"), /another game by link/);
  assert.equal(await position(a), expected[3], "the game in progress is kept");
  await a.click("#friend-open-other");
  await settle(a);
  assert.equal(await position(a), expected[1], "opened on purpose");
  assert.match(await a.textContent("#friend-side"), /You play Black/);

  await finish(carol, assert);
  await finish(bob, assert);
  await finish(alice, assert);
});
