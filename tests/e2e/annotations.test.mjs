// Drawing on the board (annotations) as a teacher does it: arrows with a right-drag, circles with
// a right-click, colours from the keys held (none green, Shift red, Alt blue, both yellow), the
// same drawing again takes it away, a long press on a touch screen; drawings kept with their
// position through review and reload, dropped with discarded moves, cleared by one button, and
// carried by share links and exported records (old ones still load; bad ones refused with the
// core's message). The board's pixels are read to see that what is reported is drawn.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, center, cellPixels, confirmDiscard, typeMoves, LINE, rightDraw } from "./harness.mjs";

const env = useBrowser();
let tmp;
before(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "rithmo-drawings-"));
});
after(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const drawings = (page) => page.evaluate(() => window.rithmo.drawings);
const shown = (page) => page.getAttribute("#board", "data-drawings");

/** Pixels of a colour family in a cell: green (G well above R and B), red, blue, yellow. */
function tinted(pixels, tint) {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    if (tint === "green" && g > r + 40 && g > b + 40) n++;
    if (tint === "red" && r > g + 50 && r > b + 50 && g < 110) n++;
    if (tint === "blue" && b > r + 50 && b > g + 30) n++;
    if (tint === "yellow" && r > b + 80 && g > b + 40 && r > 180) n++;
  }
  return n;
}

test("a right-drag draws an arrow, a right-click a circle; keys choose the colour; again takes it away; no context menu", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: { width: 1366, height: 768 } });
  const { page } = p;
  await load(page, env.server.url);
  await page.evaluate(() => window.addEventListener("contextmenu", (e) => (window.menuPrevented = e.defaultPrevented)));
  const before = { b5: await cellPixels(page, "b5"), c4: await cellPixels(page, "c4") };
  assert.equal(tinted(before.b5, "green"), 0, "nothing green on b5 before");
  assert.ok(await page.isHidden("#drawings-clear"), "no clear button while nothing is drawn");

  await rightDraw(page, "a3", "b5");
  assert.deepEqual(await drawings(page), [{ tint: "green", from: "a3", to: "b5" }]);
  assert.equal(await shown(page), "1");
  assert.equal(await page.evaluate(() => window.menuPrevented), true, "the browser's context menu was kept from opening");
  assert.ok(tinted(await cellPixels(page, "b5"), "green") > 30, "the arrow's head is drawn on b5, in green");
  assert.equal(await page.textContent("#announce"), "Drawn: green arrow from a3 to b5.");

  await rightDraw(page, "c4", "c4", ["Shift"]);
  await rightDraw(page, "e5", "e5", ["Alt"]);
  await rightDraw(page, "f6", "h8", ["Shift", "Alt"]);
  assert.deepEqual(await drawings(page), [
    { tint: "green", from: "a3", to: "b5" },
    { tint: "red", from: "c4", to: null },
    { tint: "blue", from: "e5", to: null },
    { tint: "yellow", from: "f6", to: "h8" },
  ]);
  assert.ok(tinted(await cellPixels(page, "c4", 1.1), "red") > 30, "a red ring round c4");
  assert.ok(tinted(await cellPixels(page, "e5", 1.1), "blue") > 30, "a blue ring round e5");
  assert.ok(tinted(await cellPixels(page, "h8"), "yellow") > 30, "a yellow arrow's head on h8");
  // The right button pressed on the board but let go outside it draws nothing.
  const a = await center(page, "d5");
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: "right" });
  await page.mouse.move(5, 5, { steps: 3 });
  await page.mouse.up({ button: "right" });
  await settle(page);
  assert.equal(await shown(page), "4");
  await shoot(page, "drawings-laptop.png");

  // The same arrow again takes it away (a circle too), the others stay.
  await rightDraw(page, "a3", "b5");
  await rightDraw(page, "c4", "c4", ["Shift"]);
  assert.deepEqual((await drawings(page)).map((d) => d.tint), ["blue", "yellow"]);
  assert.equal(await page.textContent("#announce"), "Taken away: red circle on c4.");
  assert.equal(tinted(await cellPixels(page, "b5"), "green"), 0, "the arrow is gone from the board");
  // A right-click never plays or picks: the position is the start still, nothing selected.
  assert.equal(await page.evaluate(() => window.rithmo.game.ply()), 0);
  assert.equal(await page.textContent("#preview-head"), await page.evaluate(async () => (await import("/www/i18n.js")).t("preview.idle")));

  // One button clears the position's drawings.
  assert.ok(await page.isVisible("#drawings-clear"));
  await page.click("#drawings-clear");
  await settle(page);
  assert.deepEqual(await drawings(page), []);
  assert.equal(await shown(page), "0");
  assert.ok(await page.isHidden("#drawings-clear"));
  await finish(p, assert);
});

test("a long press on a touch screen draws: held then slid, an arrow; held then lifted, a circle; a tap still picks", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const { page } = p;
  await load(page, env.server.url);
  const cdp = await p.context.newCDPSession(page);
  const touch = (type, pt) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: pt ? [{ x: pt.x, y: pt.y }] : [] });
  const longPress = async (cell) => {
    const at = await center(page, cell);
    await touch("touchStart", at);
    // The page says when the press has been held long enough (never a fixed wait here).
    await page.waitForSelector('#board[data-press="long"]');
  };
  // Held on a3 (a movable piece), then slid to b5: an arrow, and no move.
  await longPress("a3");
  const mid = await center(page, "b4");
  const end = await center(page, "b5");
  await touch("touchMove", mid);
  await touch("touchMove", end);
  await touch("touchEnd");
  await settle(page);
  assert.deepEqual(await drawings(page), [{ tint: "green", from: "a3", to: "b5" }]);
  assert.equal(await page.evaluate(() => window.rithmo.game.ply()), 0, "the long press drew instead of moving the piece");
  assert.equal(await page.getAttribute("#board", "data-press"), null, "the press is over");
  // Held on an empty cell and lifted: a circle.
  await longPress("e9");
  await touch("touchEnd");
  await settle(page);
  assert.deepEqual(await drawings(page), [{ tint: "green", from: "a3", to: "b5" }, { tint: "green", from: "e9", to: null }]);
  assert.ok(tinted(await cellPixels(page, "e9", 1.1), "green") > 30, "a green ring round e9");
  // A quick tap picks a piece as before, and draws nothing.
  const a3 = await center(page, "a3");
  await page.touchscreen.tap(a3.x, a3.y);
  await settle(page);
  assert.match(await page.textContent("#announce"), /a3/);
  assert.equal(await shown(page), "2");
  await shoot(page, "drawings-phone.png");
  await finish(p, assert);
});

test("drawings stay with their position through review and reload, and go with discarded moves", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await rightDraw(page, "c4", "d5");
  await typeMoves(page, LINE.slice(0, 4));
  assert.deepEqual(await drawings(page), [], "the position after move 4 has none yet");
  await rightDraw(page, "d5", "d5", ["Alt"]);
  const at4 = [{ tint: "blue", from: "d5", to: null }];
  assert.deepEqual(await drawings(page), at4);
  // Review: the start's arrow at the start, move 4's circle after move 4.
  await page.click("#review-first");
  await settle(page);
  assert.deepEqual(await drawings(page), [{ tint: "green", from: "c4", to: "d5" }]);
  await page.click("#review-next");
  await settle(page);
  assert.deepEqual(await drawings(page), []);
  await page.click("#review-last");
  await settle(page);
  assert.deepEqual(await drawings(page), at4);
  // Saved with the game: a reload brings them back, each on its position.
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("rithmomachia.game.v1")).annotations);
  assert.equal(saved, "0Gc4d5_4Bd5");
  await reload(page);
  assert.deepEqual(await drawings(page), at4);
  await page.click("#review-first");
  await settle(page);
  assert.deepEqual(await drawings(page), [{ tint: "green", from: "c4", to: "d5" }]);
  // Another move after move 3 discards move 4, and its drawings with it.
  await page.click("#review-last");
  await page.click("#review-prev");
  await settle(page);
  const other = await page.evaluate((recorded) => window.rithmo.game.legalMoves().map((m) => m.move).find((m) => m !== recorded), LINE[3]);
  await page.fill("#move-input", other);
  await page.press("#move-input", "Enter");
  await confirmDiscard(page);
  assert.equal(await page.evaluate(() => window.rithmo.game.line().length), 4);
  assert.deepEqual(await drawings(page), [], "the new position after move 4 has no drawings");
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("rithmomachia.game.v1")).annotations), "0Gc4d5");
  await finish(p, assert);
});

test("drawings travel in a share link and an exported record; old ones load; bad ones are refused with the core's reason", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 2));
  await rightDraw(page, "b5", "c6", ["Shift"]);
  await page.click("#review-prev");
  await settle(page);
  await rightDraw(page, "h1", "h1", ["Shift", "Alt"]);
  const want = { 1: [{ tint: "yellow", from: "h1", to: null }], 2: [{ tint: "red", from: "b5", to: "c6" }] };
  assert.deepEqual(await drawings(page), want[1]);

  // A link: the drawings are its sixth field (the cursor, 1 here, before them).
  await page.click("#share");
  // The link is written by the core once its module is ready: wait for it, as a person would.
  await page.waitForFunction(() => document.getElementById("share-url").value !== "");
  const url = await page.inputValue("#share-url");
  assert.match(url, /#g1\.classic\.\.[A-Za-z0-9_-]+\.1\.1Yh1_2Rb5c6$/);
  const fresh = await openPage(env.browser, env.server);
  await load(fresh.page, url);
  assert.equal(await fresh.page.evaluate(() => window.rithmo.game.cursor()), 1);
  assert.deepEqual(await drawings(fresh.page), want[1]);
  await fresh.page.click("#review-next");
  await settle(fresh.page);
  assert.deepEqual(await drawings(fresh.page), want[2]);
  await shoot(fresh.page, "drawings-from-link.png");
  // A link at the end of its line with drawings leaves the cursor field empty; one without
  // drawings is as before (docs/records.md). Opened in the same tab: the page says when the game
  // is in (the line's length and the drawings shown).
  const openHash = async (hash, until) => {
    await fresh.page.goto(`${env.server.url}#${hash}`);
    await fresh.page.waitForFunction(until);
    await settle(fresh.page);
  };
  await openHash("g1.classic..aLoE..4Gc13d12", () => window.rithmo.game.line().length === 4 && document.getElementById("board").dataset.drawings === "1");
  assert.equal(await fresh.page.evaluate(() => window.rithmo.game.cursor()), 4);
  assert.deepEqual(await drawings(fresh.page), [{ tint: "green", from: "c13", to: "d12" }]);
  await openHash("g1.classic..aLoE.2", () => window.rithmo.game.cursor() === 2);
  assert.deepEqual(await drawings(fresh.page), []);
  // A bad drawing in a link: the core's reason, and the game stays.
  const position = await fresh.page.evaluate(() => window.rithmo.game.position());
  await openHash("g1.classic..aLoE..4Gc17", () => !document.getElementById("notice").hidden);
  assert.match(await fresh.page.textContent("#notice-text"), /This link could not be opened: annotations: 'c17' is not a cell .*after move 4/);
  assert.equal(await fresh.page.evaluate(() => window.rithmo.game.position()), position, "the game in progress is unchanged");
  await finish(fresh, assert);

  // A record: "annotations" in the file, read back in another browser.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
  const file = path.join(tmp, "drawn.json");
  await download.saveAs(file);
  const record = JSON.parse(await fs.readFile(file, "utf8"));
  assert.equal(record.annotations, "1Yh1_2Rb5c6");
  assert.equal(record.version, 1, "the record's version is unchanged: the field is optional");
  const other = await openPage(env.browser, env.server);
  await load(other.page, env.server.url);
  await other.page.setInputFiles("#import-file", file);
  await other.page.waitForFunction(() => /drawn\.json/.test(document.getElementById("records-message").textContent));
  await settle(other.page);
  assert.deepEqual(await drawings(other.page), want[1]);
  // An old record (no annotations) loads with none; a bad one is refused, naming the fault.
  const old = { ...record };
  delete old.annotations;
  await fs.writeFile(path.join(tmp, "old.json"), JSON.stringify(old));
  await other.page.setInputFiles("#import-file", path.join(tmp, "old.json"));
  await other.page.waitForFunction(() => /old\.json/.test(document.getElementById("records-message").textContent));
  await settle(other.page);
  assert.deepEqual(await drawings(other.page), []);
  for (const [annotations, reason] of [
    ["1Gh17", /annotations: 'h17' is not a cell/],
    ["5Gc4", /annotations: move 5 is past the end of the game, which has 2 moves/],
    ["2Gc4_1Rd5", /annotations: these drawings follow those after move 2/],
    [42, /"annotations" \(its drawings\) is not text/],
  ]) {
    await fs.writeFile(path.join(tmp, "bad.json"), JSON.stringify({ ...record, annotations }));
    await other.page.setInputFiles("#import-file", path.join(tmp, "bad.json"));
    await other.page.waitForFunction(() => /bad\.json/.test(document.getElementById("records-error").textContent));
    const error = await other.page.textContent("#records-error");
    assert.match(error, reason);
    assert.match(error, /The current game is unchanged/);
    await other.page.evaluate(() => (document.getElementById("records-error").textContent = ""));
  }
  assert.deepEqual(await drawings(other.page), [], "the old record's game is still on the board");
  await finish(other, assert);
  await finish(p, assert);
});

test("Russian words for the drawings", { timeout: 30_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await rightDraw(page, "a3", "b5", ["Shift"]);
  assert.equal(await page.textContent("#announce"), "Нарисовано: красная стрелка с a3 на b5.");
  assert.equal((await page.textContent("#drawings-clear")).trim(), "Стереть пометки");
  await finish(p, assert);
});
