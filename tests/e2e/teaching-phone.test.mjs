// On a phone the lesson's and the puzzle's words are where the player looks: opening one brings
// the board into view, and the line under it says the task, then the verdict, on screen with the
// board (the panels with the details are far below it); touch screens get touch words.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { useBrowser, openPage, load, finish, shoot, settle, cellPixels, countColor, ROOT, inView, tapCell } from "./harness.mjs";

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const CLASSIC = JSON.parse(fs.readFileSync(path.join(ROOT, "www/puzzles/classic.json"), "utf8"));



test("a lesson on a phone: its task, then its verdict, under the board and on screen with it", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, PHONE);
  const { page } = p;
  await load(page, env.server.url);
  assert.match(await page.textContent("#preview-head"), /^Tap a piece, then tap a marked cell/, "touch words on a touch screen");
  assert.match(await page.textContent("#context-help"), /^Tap one of White's pieces/);
  // The newcomer's way: the Learn tab's course, its first lesson.
  await page.tap('[data-tab-button="learn"]');
  await page.tap("#course-continue");
  await page.waitForSelector("#lesson:not([hidden])");
  const id = await page.getAttribute("#lesson", "data-lesson");
  const lesson = await page.evaluate(async (lessonId) => {
    const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
    return m.lessons().find((l) => l.id === lessonId);
  }, id);
  assert.match(lesson.solution, /^[a-p]\d+-[a-p]\d+$/, `the first lesson is a plain move: ${lesson.solution}`);
  await settle(page);
  await page.waitForSelector('#preview-head[data-teaching="task"]');
  assert.equal(await page.textContent("#preview-head"), await page.textContent("#lesson-task"), "the task under the board");
  assert.ok(await inView(page, "#preview-head"), "the task on screen");
  assert.ok(await inView(page, "#board"), "with the board");
  const [from, to] = lesson.solution.split("-");
  await tapCell(page, from);
  await tapCell(page, to);
  await page.waitForSelector('#preview-head[data-teaching="solved"]');
  assert.match(await page.textContent("#preview-head"), /^Well done!/);
  assert.ok(await inView(page, "#preview-head"), "the verdict on screen");
  assert.ok(await inView(page, "#board"), "with the board");
  await shoot(page, "lesson-verdict-phone.png");
  await finish(p, assert);
});

test("a puzzle on a phone: a wrong move's verdict under the board, on screen with it (Russian)", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { ...PHONE, locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await page.tap('[data-tab-button="learn"]');
  await page.selectOption("#puzzles-preset", "classic");
  await page.waitForSelector('#puzzles[data-state="ready"][data-preset="classic"]');
  await page.tap("#puzzles-start");
  await page.waitForSelector('#practice[data-kind="puzzles"][data-state="waiting"]');
  await settle(page);
  const id = await page.getAttribute("#practice", "data-item");
  const item = CLASSIC.puzzles.find((q) => q.id === id);
  await page.waitForSelector('#preview-head[data-teaching="task"]');
  assert.ok(await inView(page, "#preview-head") && (await inView(page, "#board")), "the task and the board on screen");
  // A quiet move that is not the answer.
  const wrong = await page.evaluate((best) => window.rithmo.game.legalMoves().find((m) => m.from && !m.captures.length && m.move !== best), item.line[0]);
  await tapCell(page, wrong.from);
  await tapCell(page, wrong.to);
  await page.waitForSelector('#preview-head[data-teaching="missed"]', { timeout: 30_000 });
  assert.match(await page.textContent("#preview-head"), /^Не этот ход\./);
  assert.ok(await inView(page, "#preview-head"), "the verdict on screen");
  assert.ok(await inView(page, "#board"), "with the board");
  await shoot(page, "puzzle-verdict-phone-ru.png");
  await finish(p, assert);
});

test("explain labels on a phone are never smaller than a piece's number: too many values go on two lines or are counted", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, PHONE);
  const { page } = p;
  await load(page, env.server.url);
  await page.tap('[data-tab-button="learn"]');
  // (Scrolled to the middle of the screen, clear of the sticky tabs, as a thumb brings it.)
  await page.evaluate(() => document.getElementById("explain-toggle").scrollIntoView({ block: "center" }));
  await page.tap("#explain-toggle");
  assert.equal(await page.isChecked("#explain-toggle"), true);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Classic from the start: a1-b4 then c13-b12, where a cell wants two values.
  for (const cell of ["a1", "b4", "c13", "b12"]) await tapCell(page, cell);
  const labels = await page.evaluate(() => window.rithmo.explainLabels);
  assert.ok(labels.length > 0, "labels drawn");
  // A cell's width in canvas pixels, measured from two cells' centres.
  const cellPx = await page.evaluate(() => {
    const a = window.rithmo.cellCenter("a1");
    const b = window.rithmo.cellCenter("b1");
    const canvas = document.getElementById("board");
    return Math.hypot(b.x - a.x, b.y - a.y) * (canvas.width / canvas.getBoundingClientRect().width);
  });
  for (const l of labels) {
    const values = l.text.replace(/\?$/, "").split(" or ");
    const digits = Math.max(...values.map((v) => v.length));
    // A piece's number: 0.36 of a cell for two digits, 0.3 for three, 0.25 for four, at least 0.85 of that.
    const least = Math.round(cellPx * (digits <= 2 ? 0.36 : digits === 3 ? 0.3 : 0.25) * 0.85);
    assert.ok(l.size >= least, `${l.cell}: ${l.size} px, a piece's number ${least}`);
    const half = Math.ceil(values.length / 2);
    const twoLines = `${values.slice(0, half).join(" ")} / ${values.slice(half).join(" ")}?`;
    assert.ok([l.text, twoLines, `${values.length} values`, `${values.length}?`].includes(l.shown), `${l.cell}: drew ${l.shown} for ${l.text}`);
  }
  assert.ok(labels.some((l) => l.shown !== l.text), `on a phone a long label is not squeezed into its cell: ${JSON.stringify(labels)}`);
  await shoot(page, "explain-labels-phone.png");
  await finish(p, assert);
});

test("an arrow drawn from a piece leaves its value readable on the board", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // The dark digits of White's T9 on a3, in the middle of its cell.
  const digits = async () => countColor(await cellPixels(page, "a3", 0.5), [17, 17, 17], 60);
  const before = await digits();
  assert.ok(before > 20, `the number is drawn (${before} dark pixels)`);
  const from = await page.evaluate(() => window.rithmo.cellCenter("a3"));
  const to = await page.evaluate(() => window.rithmo.cellCenter("a6"));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: "right" });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up({ button: "right" });
  await settle(page);
  assert.deepEqual(await page.evaluate(() => window.rithmo.drawings), [{ tint: "green", from: "a3", to: "a6" }]);
  const after = await digits();
  assert.ok(after >= before * 0.85, `the value still reads under the arrow (${after} of ${before} dark pixels)`);
  await shoot(page, "arrow-over-piece.png");
  await finish(p, assert);
});

test("on a phone the computer thinking and a hint show with the board", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, PHONE);
  const { page } = p;
  await load(page, env.server.url);
  await page.selectOption("#mode", "white");
  await page.evaluate(() => window.scrollTo(0, 0));
  // The computer's answer held back: it stays "thinking" while the page is looked at.
  await page.evaluate(() => window.rithmo.holdComputer());
  await tapCell(page, "a3");
  await tapCell(page, "b5");
  await page.waitForSelector("#thinking:not([hidden])");
  assert.ok(await inView(page, "#thinking"), "the computer thinking, on screen");
  assert.ok(await inView(page, "#board"), "with the board");
  await page.evaluate(() => window.rithmo.releaseComputer());
  await page.waitForFunction(() => window.rithmo.thinking === "" && window.rithmo.game.lineLength() === 2, null, { timeout: 20_000 });
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.tap("#hint");
  await page.waitForFunction(() => document.getElementById("hint-text").dataset.move, null, { timeout: 20_000 });
  await settle(page);
  assert.ok(await inView(page, "#hint-text"), "the hint, on screen");
  assert.ok(await inView(page, "#board"), "with the board");
  await shoot(page, "hint-phone.png");
  await finish(p, assert);
});
