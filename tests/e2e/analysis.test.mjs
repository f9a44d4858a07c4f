// The computer analysis and the post-game analysis, used as a person uses them: the evaluation
// bar and the best lines follow a move played on the board (in English and in Russian); a whole
// game analysed in the worker with a progress bar, cancelled, run again; the graph clicked and the
// game shown at that point; "learn from your mistakes" played (a wrong answer, a retry, the hint,
// the right answer); the analysis kept over a reload. Screenshots at phone, laptop and projector
// sizes go to tests/output/.

import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { useBrowser, openPage, load, reload, finish, shoot, settle, clickCell, cellPixels, position, replayed, typeMoves, MAGNA, switchLanguage } from "./harness.mjs";

const env = useBrowser();
const HERE = path.dirname(fileURLToPath(import.meta.url));
const LONG_GAME = path.join(HERE, "../budget/classic-100.json");

const LAPTOP = { viewport: { width: 1280, height: 800 } };
const SIZES = [
  ["phone", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }],
  ["laptop", LAPTOP],
  ["projector", { viewport: { width: 1920, height: 1080 } }],
];

/** The analysis is done for the position on the board, its deeper pass included. */
const analysed = (page) =>
  page.waitForFunction(
    () => {
      const a = document.getElementById("analysis");
      return a.dataset.state === "done" && a.dataset.position === document.getElementById("board").dataset.position && a.dataset.pass === "2";
    },
    null,
    { timeout: 120_000 },
  );

const lines = (page) => page.$$eval("#analysis-list li", (l) => l.map((li) => ({ move: li.dataset.move, text: li.textContent })));

test("the evaluation bar and the best lines follow the position, with what they win in words", async () => {
  const p = await openPage(env.browser, env.server, LAPTOP);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await page.isVisible("#eval-bar"), false, "no bar until the analysis is asked for");
  await page.check("#analysis-toggle");
  await analysed(page);
  assert.equal(await page.isVisible("#eval-bar"), true);
  const start = await position(page);
  assert.equal(await page.getAttribute("#eval-bar", "data-position"), start);
  const first = await lines(page);
  assert.equal(first.length, 1);
  await page.selectOption("#analysis-lines", "3");
  await page.waitForFunction(() => document.querySelectorAll("#analysis-list li").length === 3, null, { timeout: 60_000 });
  await analysed(page);
  const three = await lines(page);
  assert.equal(new Set(three.map((l) => l.move)).size, 3, "three different first moves");
  for (const l of three) {
    assert.match(l.text, /[+−]?\d+\.\d\d|wins in/, "a score");
    assert.doesNotMatch(l.text, /improves the position/i, "says what improves");
    assert.ok(l.text.length > 30, `a reason in words: ${l.text}`);
  }
  // The captures a line wins, with their arithmetic.
  assert.ok(three.some((l) => /takes .+ by (eruption|equality|ambush|siege) \(/.test(l.text)), three.map((l) => l.text).join("\n"));
  // A move played on the board: the bar and the lines follow it.
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  const after = await position(page);
  assert.notEqual(after, start);
  await analysed(page);
  assert.equal(await page.getAttribute("#eval-bar", "data-position"), after);
  const black = await lines(page);
  assert.equal(black.length, 3);
  assert.ok(black.some((l) => /the white triangle 9 on b5 by eruption \(81 ÷ 9 = 9\)/.test(l.text)), `Black's lines take back: ${black.map((l) => l.text).join(" | ")}`);
  // The settings are kept, and the words follow the language.
  await reload(page);
  await analysed(page);
  assert.equal(await page.isChecked("#analysis-toggle"), true);
  assert.equal((await lines(page)).length, 3);
  await switchLanguage(page, "ru");
  await page.waitForFunction(() => /берёт|затем/.test(document.getElementById("analysis-list").textContent));
  assert.match(await page.textContent("#analysis-status"), /Глубина/);
  // The board editor shows another position: the bar of the game's gives way, and comes back.
  await page.click('[data-tab-button="play"]');
  await page.click("#editor-open");
  await page.waitForSelector('#board[data-editor="1"]');
  assert.equal(await page.isVisible("#eval-bar"), false, "no bar over the editor's position");
  await page.click("#editor-close");
  await page.waitForSelector('#board:not([data-editor="1"])');
  assert.equal(await page.isVisible("#eval-bar"), true);
  await finish(p, assert);
});

/** Pixels of the best-move arrow's blue over the board's cells (whose blue exceeds red by 22 at most). */
const bluish = (pixels) => {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 2] - pixels[i] > 40 && pixels[i + 2] > pixels[i + 1]) n++;
  return n;
};

test("the analysis's module loads only when asked for; its best move drawn as an arrow; off while a game against the computer is played, back once it is over", async () => {
  const p = await openPage(env.browser, env.server, LAPTOP);
  const { page } = p;
  const workers = [];
  page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
  await load(page, env.server.url);
  await settle(page);
  const analysing = () => workers.filter((u) => u.endsWith("/www/analysis-worker.js")).length;
  assert.equal(analysing(), 0, `no analysis worker (nor its module) before the analysis is asked for: ${workers.join(", ")}`);
  await page.fill("#position-input", MAGNA);
  await page.click("#position-load");
  await page.check("#analysis-toggle");
  await analysed(page);
  assert.equal(analysing(), 1, "the analysis's worker starts when it is switched on");
  assert.equal(await page.isVisible("#eval-bar"), true);
  // The first line's move is drawn on the board: an arrow, its head blue on its destination.
  const best = await page.evaluate(() => window.rithmo.bestArrow);
  const [first] = await lines(page);
  assert.equal(best.move, first.move, "the arrow is the first line's move");
  // Read out in words: the evaluation, and each line with its moves and what it wins.
  const label = await page.getAttribute("#analysis-list li", "aria-label");
  const why = await page.textContent("#analysis-list li .analysis-why");
  assert.match(label, /^Line 1, (White ahead by \d+\.\d\d|Black ahead by \d+\.\d\d|level|White wins in \d+|Black wins in \d+): /, label);
  assert.ok(label.includes(`: ${first.move}`) && label.endsWith(`. ${why}`), `${label} / ${why}`);
  assert.match(await page.getAttribute("#eval-bar", "aria-valuetext"), /^(White ahead by \d+\.\d\d|Black ahead by \d+\.\d\d|level|White wins in \d+|Black wins in \d+)$/);
  assert.equal(`${best.from}-${best.to}`, best.move);
  assert.ok(bluish(await cellPixels(page, best.to)) > 40, `the best move's arrow is drawn on ${best.to}`);
  assert.ok(bluish(await cellPixels(page, "a16")) < 5, "and not far from it");

  // Playing White against the computer: the analysis, the bar and the game's analysis are off.
  await page.selectOption("#mode", "white");
  await page.waitForFunction(() => document.getElementById("analysis").dataset.state === "barred");
  assert.equal(await page.isVisible("#eval-bar"), false, "no evaluation bar during the game");
  assert.equal(await page.isDisabled("#analysis-toggle"), true);
  assert.equal(await page.isChecked("#analysis-toggle"), true, "the player's choice is kept for later");
  assert.equal(await page.$$eval("#analysis-list li", (l) => l.length), 0, "no line shown");
  assert.match(await page.textContent("#analysis-status"), /^Off while a game against the computer or a friend is being played/);
  assert.equal(await page.isDisabled("#report-run"), true);
  assert.match(await page.textContent("#report-status"), /^Off while a game against the computer/);
  assert.equal(await page.evaluate(() => window.rithmo.bestArrow), null, "no best move drawn during the game");
  assert.ok(bluish(await cellPixels(page, best.to)) < 5, "its arrow is gone");
  await shoot(page, "analysis-off-during-a-game.png");

  // White wins at once: the game is over, and the analysis comes back for it.
  await clickCell(page, "f11");
  await clickCell(page, "e12");
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  await analysed(page);
  assert.equal(await page.isDisabled("#analysis-toggle"), false);
  assert.equal(await page.isVisible("#eval-bar"), true);
  assert.equal(await page.isDisabled("#report-run"), false);
  assert.doesNotMatch(await page.textContent("#analysis-status"), /Off while/);

  // Back to hot seat with a game in play: the analysis follows it again.
  await page.click("#undo");
  await page.selectOption("#mode", "hotseat");
  await analysed(page);
  assert.equal(await page.isVisible("#eval-bar"), true);
  assert.equal(await page.getAttribute("#eval-bar", "data-position"), MAGNA);
  await finish(p, assert);
});

test("a whole game analysed: progress, cancel, run again, the graph clicked, learn from the mistakes", async () => {
  const p = await openPage(env.browser, env.server, LAPTOP);
  const { page } = p;
  await load(page, env.server.url);
  // A long game imported: the run is cancelled on its way, the page answering meanwhile.
  await page.setInputFiles("#import-file", LONG_GAME);
  await page.waitForFunction(() => window.rithmo.game.line().length === 100);
  await page.click("#report-run");
  await page.waitForFunction(() => Number(document.getElementById("report").dataset.evaluated) >= 3, null, { timeout: 60_000 });
  assert.equal(await page.getAttribute("#report", "data-state"), "running");
  assert.equal(await page.isVisible("#report-progress"), true, "a progress bar");
  assert.match(await page.textContent("#report-progress-text"), /Position \d+ of 101/);
  const value = await page.$eval("#report-progress", (e) => [e.value, e.max]);
  assert.ok(value[0] >= 3 && value[1] === 101, `progress ${value}`);
  // The page answers while the worker analyses: the board turns at once.
  const turned = await page.getAttribute("#board", "data-orientation");
  await page.click("#rotate");
  assert.notEqual(await page.getAttribute("#board", "data-orientation"), turned);
  await page.click("#report-cancel");
  await page.waitForSelector('#report[data-state="cancelled"]');
  assert.equal(await page.isVisible("#report-progress"), false);
  assert.match(await page.textContent("#report-status"), /Cancelled after \d+ moves/);
  const partial = Number(await page.getAttribute("#report-graph", "data-analysed"));
  assert.ok(partial >= 2 && partial < 100, `the moves analysed before the cancel are shown (${partial})`);
  // A short game with a blunder: White's T81 steps into an eruption (h3-g5).
  await page.click("#new-game");
  await settle(page);
  const moves = ["a3-b5", "c14-b13", "h3-g5"];
  await typeMoves(page, moves);
  await page.click("#report-run");
  await page.waitForSelector('#report[data-state="done"]', { timeout: 120_000 });
  assert.equal(await page.getAttribute("#report-graph", "data-analysed"), "3");
  const marks = await page.$$eval("#report-marks li", (l) => l.map((li) => li.textContent));
  assert.ok(marks.some((m) => /^2\. h3-g5\?+ \(White, (mistake|blunder)\)/.test(m) && /the white triangle 81 on g5/.test(m)), marks.join("\n"));
  const best = /Better: (\S+)\./.exec(marks.find((m) => m.startsWith("2. h3-g5")))[1];
  assert.ok(await page.$('#moves button[data-ply="3"][data-mark]'), "the move list marks it too");
  // The graph clicked at the first move: the game is shown there.
  const positions = await replayed(page, moves);
  const box = await page.$eval("#report-graph", (g) => {
    const r = g.getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height };
  });
  await page.mouse.click(box.x + box.w / 3, box.y + box.h / 2);
  await settle(page);
  assert.equal(await position(page), positions[1]);
  assert.equal(await page.getAttribute("#moves button.current", "data-ply"), "1");
  assert.match(await page.textContent("#report-current"), /^Move 1, White a3-b5/);
  await page.click('#report-marks button[data-ply="3"]');
  await settle(page);
  assert.equal(await position(page), positions[3]);
  assert.match(await page.textContent("#report-current"), /Move 2, White h3-g5: (mistake|blunder)\. Leaves the white triangle 81 on g5 exposed/);
  await shoot(page, "analysis-report-laptop.png");
  // Kept over a reload.
  await reload(page);
  await page.click('[data-tab-button="analyse"]');
  await page.waitForSelector('#report[data-state="done"]');
  assert.equal(await page.getAttribute("#report-graph", "data-analysed"), "3");
  // Learn from the mistakes: the position before h3-g5, White to find better.
  await page.click("#report-learn");
  await page.waitForSelector('#practice[data-kind="mistakes"]');
  await settle(page);
  assert.equal(await position(page), positions[2]);
  assert.match(await page.textContent("#practice-task"), /h3-g5/);
  for (const id of ["#undo", "#hint", "#mode"]) assert.equal(await page.isDisabled(id), true, `${id} is off during the exercise`);
  await clickCell(page, "h3");
  await clickCell(page, "g5");
  await page.waitForSelector('#practice[data-state="missed"]', { timeout: 60_000 });
  assert.match(await page.textContent("#practice-result"), /the white triangle 81 on g5/);
  await page.click("#practice-retry");
  await settle(page);
  assert.equal(await position(page), positions[2]);
  await page.click("#practice-hint");
  assert.match(await page.textContent("#practice-hint-text"), /Move the piece on [a-h]\d+/);
  const [from, to] = best.split("-");
  await clickCell(page, from);
  await clickCell(page, to);
  await page.waitForSelector('#practice[data-state="solved"]', { timeout: 60_000 });
  assert.match(await page.textContent("#practice-result"), /Right!/);
  await page.click("#practice-next");
  await page.waitForSelector("#practice", { state: "hidden" });
  await settle(page);
  assert.equal(await position(page), positions[3], "the game comes back");
  assert.equal(await page.isDisabled("#mode"), false);
  await finish(p, assert);
});

for (const [name, options] of SIZES) {
  test(`the analysis at ${name} size`, async () => {
    const p = await openPage(env.browser, env.server, options);
    const { page } = p;
    await load(page, env.server.url);
    await typeMoves(page, ["a3-b5", "c14-b13", "h3-g5"]);
    await page.check("#analysis-toggle");
    await page.selectOption("#analysis-lines", "2");
    await analysed(page);
    await page.click("#report-run");
    await page.waitForSelector('#report[data-state="done"]', { timeout: 120_000 });
    const bar = await page.$eval("#eval-bar", (b) => b.getBoundingClientRect().width);
    const board = await page.$eval("#board", (b) => b.getBoundingClientRect().width);
    assert.ok(bar >= board * 0.5, `the bar spans the board (${bar} of ${board})`);
    const graph = await page.$eval("#report-graph", (g) => g.getBoundingClientRect());
    assert.ok(graph.width > 150 && graph.height > 60, `the graph can be read and clicked (${graph.width}×${graph.height})`);
    await shoot(page, `analysis-${name}.png`);
    await finish(p, assert);
  });
}
