// The flow of a game beyond its moves, as a person uses it: taking a move back against the
// computer (its reply with it, no question asked), resigning and reviewing the game at once,
// a draw offered and accepted on one device, aborting in the first moves, and the ending kept
// on reload and carried to a friend by link, where neither side takes back a move the other saw.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, settle, position, clickCell, replayed, shoot, START } from "./harness.mjs";

const env = useBrowser();

const line = (page) => page.evaluate(() => window.rithmo.game.line());

async function computerDone(page) {
  await page.waitForFunction(() => window.rithmo.thinking === "" && window.rithmo.game.lineLength() % 2 === 0, null, { timeout: 15_000, polling: 20 });
  await settle(page);
}

test("against the computer: Take back takes its reply too, then Resign opens the review; the ending survives a reload", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await page.selectOption("#level", "easy");
  await page.selectOption("#mode", "white");
  assert.equal(await page.isVisible("#abort"), true, "a game not yet begun can be aborted");
  // A hint's arrow on the start position: once the game comes back here by Take back, it must
  // not be drawn again.
  await page.click("#hint");
  await page.waitForFunction(() => window.rithmo.hintArrow !== null, null, { timeout: 20_000 });
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  await computerDone(page);
  assert.equal((await line(page)).length, 2, "the computer replied");
  assert.equal((await page.textContent("#undo")).trim(), "Take back");
  assert.equal(await page.isVisible("#abort"), false, "both sides moved: no abort");

  // Take back: both moves leave the line, the person is to move, no dialog.
  await page.click("#undo");
  await settle(page);
  assert.deepEqual(await line(page), [], "the move and its reply are cut from the line");
  assert.equal(await position(page), START);
  assert.equal(await page.isVisible("#discard-dialog"), false);
  assert.equal(await page.evaluate(() => window.rithmo.hintArrow), null, "the start position again, without the hint's arrow of before");
  assert.match(await page.textContent("#announce"), /Took back a3-b5 and .+\. White to move/);

  // Play on: another move, the computer's reply.
  await clickCell(page, "c4");
  await clickCell(page, "d5");
  await computerDone(page);
  const played = await line(page);
  assert.equal(played[0], "c4-d5");
  assert.equal(await page.isDisabled("#analysis-toggle"), true, "no analysis while the game is played");

  // Resign: asked once more; "Keep playing" leaves the game as it was.
  await page.click("#resign");
  assert.match(await page.textContent("#flow-question"), /Resign the game\? White loses it\./);
  await page.click("#flow-no");
  assert.equal(await page.isVisible("#flow-ask"), false);
  assert.equal(await page.isVisible("#banner"), false);
  await page.click("#resign");
  await page.click("#flow-yes");
  await settle(page);
  assert.equal(await page.isVisible("#banner"), true);
  assert.equal(await page.textContent("#banner-title"), "Black wins: Resignation");
  assert.equal(await page.textContent("#banner-why"), "White resigned");
  assert.match(await page.textContent("#status"), /^White resigned\. Start a new game, or review this one\./);
  assert.equal(await page.isVisible("#resign"), false, "no Resign once the game is over");
  // No move is played any more, on the board or typed.
  const before = await position(page);
  await clickCell(page, "d5");
  await clickCell(page, "e6");
  assert.equal(await position(page), before);
  await shoot(page, "flow-resigned.png");

  // The review opens at once: the post-game analysis runs on the game just ended.
  await page.click("#banner-review");
  await page.waitForFunction(() => /\S/.test(document.getElementById("report-status").textContent), null, { timeout: 60_000 });
  assert.equal(await page.isVisible("#report"), true);
  assert.doesNotMatch(await page.textContent("#report-status"), /Off while/, "the review is not barred");
  // Stepping back through a game that is over keeps the analysis open.
  await page.click("#undo");
  await settle(page);
  assert.equal(await page.isDisabled("#analysis-toggle"), false, "the analysis stays open on an earlier move of a finished game");

  // A reload keeps the ending.
  await reload(page);
  await page.evaluate(() => window.rithmo.game.seek(window.rithmo.game.lineLength()));
  assert.equal(await page.evaluate(() => window.rithmo.game.ending()), "white-resigned");
  await finish(p, assert);
});

for (const [lang, locale, viewport, texts] of [
  ["English", "en-US", { width: 390, height: 844 }, { ask: /White offers a draw\. Black, do you accept\?/, banner: "Drawn game", why: "the players agreed a draw", declined: /Black declined the draw\. Play on\./ }],
  ["Russian", "ru-RU", { width: 1920, height: 1080 }, { ask: /Белые предлагают ничью\. Чёрные, вы согласны\?/, banner: /Ничья/, why: "игроки согласились на ничью", declined: /Чёрные отказались от ничьей/ }],
]) {
  test(`hot seat: a draw offered, declined, offered again and accepted; abort only at the start (${lang})`, { timeout: 90_000 }, async () => {
    const p = await openPage(env.browser, env.server, { viewport, locale, hasTouch: viewport.width < 500, isMobile: viewport.width < 500 });
    const { page } = p;
    await load(page, env.server.url);
    const expected = await replayed(page, ["a3-b5", "c14-b13"]);
    // Abort at the very start: a fresh game.
    assert.equal(await page.isVisible("#abort"), true);
    await clickCell(page, "a3");
    await clickCell(page, "b5");
    assert.equal(await position(page), expected[1]);
    await page.click("#abort");
    await settle(page);
    assert.equal(await position(page), START, "aborted: a new game");
    // (Back up to the board, as a person scrolls after tapping Abort below it.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await clickCell(page, "a3");
    await clickCell(page, "b5");
    await clickCell(page, "c14");
    await clickCell(page, "b13");
    assert.equal(await page.isVisible("#abort"), false, "each side has moved: no abort");

    // White offers a draw; Black declines, on the same device.
    await page.click("#offer-draw");
    assert.match(await page.textContent("#flow-question"), texts.ask);
    // The question is on screen with the board on a phone.
    const box = await page.locator("#flow-ask").boundingBox();
    assert.ok(box && box.y + box.height <= viewport.height, `the question is on screen (${box && box.y})`);
    await page.click("#flow-no");
    assert.match(await page.textContent("#announce"), texts.declined);
    assert.equal(await page.isVisible("#flow-ask"), false);
    await page.click("#offer-draw");
    await page.click("#flow-yes");
    await settle(page);
    assert.equal(await page.isVisible("#banner"), true);
    if (typeof texts.banner === "string") assert.equal(await page.textContent("#banner-title"), texts.banner);
    else assert.match(await page.textContent("#banner-title"), texts.banner);
    assert.equal(await page.textContent("#banner-why"), texts.why);
    assert.equal(await page.evaluate(() => window.rithmo.game.ending()), "draw-agreed");
    await shoot(page, `flow-draw-${locale}.png`);
    await finish(p, assert);
  });
}

test("a game by link: a move taken back only until its link is given; a resignation reaches the friend", { timeout: 120_000 }, async () => {
  const alice = await openPage(env.browser, env.server);
  const bob = await openPage(env.browser, env.server, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const a = alice.page;
  const b = bob.page;
  await load(a, env.server.url);
  const expected = await replayed(a, ["a3-b5", "c14-b13"]);
  await a.click("#friend-white");
  await clickCell(a, "a3");
  await clickCell(a, "b5");
  // Not yet sent: Alice may take her move back.
  assert.equal((await a.textContent("#undo")).trim(), "Take back");
  await a.click("#undo");
  await settle(a);
  assert.equal(await position(a), START);
  await clickCell(a, "a3");
  await clickCell(a, "b5");
  await a.waitForFunction(() => document.getElementById("friend-url").dataset.position === document.getElementById("board").dataset.position);
  const link = await a.inputValue("#friend-url");
  // Given (selected and copied by hand): the move is the friend's to see, and stays.
  await a.focus("#friend-url");
  await a.keyboard.press("Control+A");
  await a.keyboard.press("Control+C");
  await a.waitForFunction(() => document.getElementById("undo").disabled);
  assert.equal(await position(a), expected[1]);

  // Bob opens it: no hint, no taking back Alice's move, and he resigns.
  await load(b, link);
  assert.equal(await position(b), expected[1]);
  assert.equal(await b.isDisabled("#hint"), true);
  assert.equal(await b.isDisabled("#undo"), true, "Alice's move is not Bob's to take back");
  await b.click("#resign");
  assert.match(await b.textContent("#flow-question"), /Black loses it/);
  await b.click("#flow-yes");
  await b.waitForFunction(() => document.getElementById("friend-url").value.includes(".black-resigned"));
  assert.match(await b.textContent("#friend-turn"), /The game is over\. Send this link/);
  const resigned = await b.inputValue("#friend-url");

  // Alice opens Bob's link: the game is over, White wins by resignation.
  await a.evaluate((u) => {
    location.hash = new URL(u).hash;
  }, resigned);
  await a.waitForFunction(() => !document.getElementById("banner").hidden);
  assert.equal(await a.textContent("#banner-title"), "White wins: Resignation");
  assert.equal(await a.textContent("#banner-why"), "Black resigned");
  await shoot(b, "flow-friend-resigned-phone.png");
  await finish(alice, assert);
  await finish(bob, assert);
});
