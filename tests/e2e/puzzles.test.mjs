// The puzzles, played as a person plays them: the Puzzles box (rules, level, progress), a puzzle
// on the board with its hint (the piece, then the move), a wrong move explained and retried, the
// solution played by clicking (the opponent's replies played by the page) and explained with its
// arithmetic, the progress kept across a reload, the game in progress back on leaving; every
// set the data has loads; captures chosen in the choice panel, and another answer as good
// accepted; a file that cannot be read gives a notice; phone, projector, Russian.
// Every puzzle is read from the data files (www/puzzles/*.json): nothing here names one.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { useBrowser, openPage, load, reload, finish, shoot, settle, position, typeMoves, LINE, ROOT } from "./harness.mjs";

const env = useBrowser();

const DIR = path.join(ROOT, "www/puzzles");
const PRESETS = ["classic", "boissiere", "simplified", "ludii"];
/** The sets the data has, as their files hold them. */
const SETS = Object.fromEntries(
  PRESETS.filter((p) => fs.existsSync(path.join(DIR, `${p}.json`))).map((p) => [p, JSON.parse(fs.readFileSync(path.join(DIR, `${p}.json`), "utf8"))]),
);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const PROJECTOR = { viewport: { width: 1920, height: 1080 } };

const practiceState = (page, s) => page.waitForSelector(`#practice[data-kind="puzzles"][data-state="${s}"]`);
const noticeText = (page) => page.waitForSelector("#notice:not([hidden])").then(() => page.textContent("#notice-text"));

/** The Puzzles box with a set read ("ready"), under the rules and level given. */
async function choose(page, preset, level = "all") {
  await page.click('[data-tab-button="learn"]');
  await page.selectOption("#puzzles-preset", preset);
  await page.selectOption("#puzzles-level", level);
  await page.waitForSelector(`#puzzles[data-state="ready"][data-preset="${preset}"]`);
}

/** Open the puzzles of the choice; the board shows the one the page opened. */
async function start(page) {
  await page.click("#puzzles-start");
  await practiceState(page, "waiting");
  await settle(page);
  return page.getAttribute("#practice", "data-item");
}

/**
 * The cells of a move of the line in the position on the board, and another legal move to
 * play wrongly (no capture choice to make, not the line's cells): asked of the page's core.
 */
const cellsOf = (page, move) =>
  page.evaluate((m) => {
    const found = window.rithmo.game.legalMoves().find((l) => l.move === m);
    return found ? { from: found.from || null, to: found.to } : null;
  }, move);
const otherMove = (page, right) =>
  page.evaluate((right) => {
    const g = window.rithmo.game;
    for (const cell of g.snapshot().movers) {
      for (const d of g.destinationsFrom(cell).destinations) {
        if (!d.choice && d.move !== right.move && !(d.from === right.from && d.to === right.to)) return { from: d.from, to: d.to, move: d.move };
      }
    }
    return null;
  }, right);

async function clickMove(page, { from, to }) {
  for (const cell of [from, to]) {
    const { x, y } = await page.evaluate((c) => window.rithmo.cellCenter(c), cell);
    await page.mouse.click(x, y);
  }
}

/** The page's own words for the core's sentences (its i18n module, in the page's language). */
const pageSay = (page, says) =>
  page.evaluate(async (s) => {
    const { capitalize, say } = await import(new URL("www/i18n.js", document.baseURI).href);
    return capitalize(say(s));
  }, says);

test("the data has a classic set of puzzles in the fixed format", () => {
  assert.ok(SETS.classic, "www/puzzles/classic.json");
  for (const [preset, set] of Object.entries(SETS)) {
    assert.equal(set.format, 1, preset);
    assert.equal(set.rules, preset);
    assert.ok(set.puzzles.length > 0, `${preset}: puzzles`);
    for (const p of set.puzzles) {
      assert.equal(p.line.length % 2, 1, `${p.id}: the solver's move ends the line`);
      assert.ok(["easy", "medium", "hard"].includes(p.level) && ["capture", "combination", "victory"].includes(p.theme), p.id);
    }
  }
});

test("the offline copy lists every puzzle file", () => {
  const list = fs.readFileSync(path.join(ROOT, "www/pkg/precache.js"), "utf8");
  for (const preset of Object.keys(SETS)) assert.ok(list.includes(`"www/puzzles/${preset}.json"`), `${preset}.json cached for offline play`);
});

test("a puzzle played as a person plays it: hint, a wrong move and retry, the solution, the progress kept, the game back", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // A game in progress, to come back to.
  await typeMoves(page, LINE.slice(0, 2));
  const game = await position(page);
  // The first classic puzzle whose first move starts on a cell (a drop is played from the
  // prisoners' tray, another test's business).
  await choose(page, "classic");
  assert.equal(await page.getAttribute("#puzzles-progress", "data-solved"), "0");
  assert.equal(await page.getAttribute("#puzzles-progress", "data-total"), String(SETS.classic.puzzles.length));
  const puzzles = SETS.classic.puzzles;
  const id = await start(page);
  assert.equal(id, puzzles[0].id, "the first puzzle not solved opens");
  assert.equal(await page.getAttribute("#practice", "data-kind"), "puzzles");
  const at = puzzles.findIndex((q) => q.from);
  assert.ok(at >= 0, "a puzzle whose first move starts on a cell");
  for (let i = 1; i <= at; i++) {
    await page.click("#practice-next");
    await page.waitForSelector(`#practice[data-item="${puzzles[i].id}"][data-state="waiting"]`);
  }
  const item = puzzles[at];
  assert.equal(await page.getAttribute("#practice", "data-item"), item.id);
  assert.equal(await position(page), item.position, "the board shows the puzzle's position");
  assert.match(await page.textContent("#practice-count"), new RegExp(`^Puzzle \\d+ of ${puzzles.length} · ${item.level} · ${item.rating}$`));
  assert.match(await page.textContent("#practice-task"), /^(White|Black) to move\. Find the (capture|combination|win)\./);
  await page.waitForSelector('#context-help[data-context="puzzle"]');
  // The game's controls wait: a new game, who plays.
  for (const sel of ["#new-game", "#mode", "#undo", "#lessons-open"]) assert.equal(await page.isDisabled(sel), true, `${sel} off during a puzzle`);

  // Hint once: the piece to move, named, on its cell; twice: the move.
  await page.click("#practice-hint");
  await page.waitForSelector("#practice-hint-text:not([hidden])");
  const piece = await page.evaluate((cell) => window.rithmo.game.snapshot().pieces.find((q) => q.cell === cell), item.from);
  const hint1 = await page.textContent("#practice-hint-text");
  assert.ok(hint1.includes(item.from) && hint1.includes(String(piece.value)) && hint1.includes(piece.shape), `the hint names the piece: ${hint1}`);
  await page.click("#practice-hint");
  await page.waitForFunction((m) => document.getElementById("practice-hint-text").textContent.includes(m), item.line[0]);

  // A wrong move: explained, Retry brings the position back.
  const wrong = await otherMove(page, { move: item.line[0], from: item.from, to: item.to });
  assert.ok(wrong, "another legal move");
  await clickMove(page, wrong);
  await practiceState(page, "missed");
  assert.ok(await page.isVisible("#practice-retry"), "Retry shown");
  assert.match(await page.textContent("#practice-result"), new RegExp(`${wrong.move.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is not the best move here`));
  await page.click("#practice-retry");
  await practiceState(page, "waiting");
  assert.equal(await position(page), item.position, "Retry: the puzzle's position again");

  // The solution, clicked move by move; the page plays the replies.
  for (let k = 0; k < item.line.length; k += 2) {
    const cells = k === 0 ? { from: item.from, to: item.to } : await cellsOf(page, item.line[k]);
    assert.ok(cells && cells.from, `${item.line[k]} is legal and starts on a cell`);
    await clickMove(page, cells);
    if (k + 1 < item.line.length) {
      await page.waitForFunction((n) => document.getElementById("practice").dataset.state === "waiting" && window.rithmo.game.snapshot().cursor === n, k + 2);
      assert.equal(await page.evaluate(() => window.rithmo.game.lastMove().move), item.line[k + 1], "the reply is the line's");
    }
  }
  await practiceState(page, "solved");
  await settle(page);
  const result = await page.textContent("#practice-result");
  const says = await pageSay(page, item.says);
  assert.ok(says && result.includes(says), `the explanation says what the line wins: ${says}`);
  if (item.theme !== "victory") assert.match(result, /\d+ [×÷+−-] \d+ = \d+|\d+ = \d+/, "with its arithmetic");
  if (item.theme === "capture") assert.match(says, /the (white|black) (round|triangle|square|pyramid) \d+ on [a-h]\d+/, `the piece taken named in words: ${says}`);
  assert.ok((await page.$$("#practice-result .lesson-facts li")).length > 0, "the facts of the moves played");
  assert.match(await page.textContent("#practice-count"), /✓$/, "the title marks it solved");
  await page.click('[data-tab-button="learn"]');
  await page.waitForSelector('#puzzles-progress[data-solved="1"]');
  assert.match(await page.textContent("#puzzles-progress"), /^Solved 1 of \d+\./);
  await shoot(page, "puzzles-solved-laptop.png");

  // A reload: the puzzle open opens again, the progress is kept; leaving brings the game back.
  await reload(page);
  await page.waitForSelector(`#practice[data-kind="puzzles"][data-item="${item.id}"][data-state="waiting"]`);
  assert.equal(await position(page), item.position);
  await page.click('[data-tab-button="learn"]');
  await page.waitForSelector('#puzzles[data-state="ready"] #puzzles-progress[data-solved="1"]');
  await page.click("#practice-leave");
  await page.waitForSelector("#practice[hidden]", { state: "attached" });
  await settle(page);
  assert.equal(await position(page), game, "the game in progress is back");
  assert.equal(await page.isDisabled("#new-game"), false, "its controls too");
  await reload(page);
  assert.equal(await page.isVisible("#practice"), false, "no puzzle reopens once left");
  assert.equal(await position(page), game);

  // Reset asks first; Keep keeps, Forget forgets.
  await choose(page, "classic");
  await page.click("#puzzles-reset");
  assert.match(await page.textContent("#puzzles-confirm-text"), /Forget the 1 puzzle solved under the Classic rules\?/);
  await page.click("#puzzles-reset-no");
  assert.equal(await page.getAttribute("#puzzles-progress", "data-solved"), "1");
  await page.click("#puzzles-reset");
  await page.click("#puzzles-reset-yes");
  await page.waitForSelector('#puzzles-progress[data-solved="0"]');
  await reload(page);
  await choose(page, "classic");
  assert.equal(await page.getAttribute("#puzzles-progress", "data-solved"), "0", "forgotten across a reload too");
  await finish(p, assert);
});

test("the level filter: the first puzzle of the level opens, the progress counts by level", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const levels = [...new Set(SETS.classic.puzzles.map((q) => q.level))];
  const level = levels[levels.length - 1];
  const first = SETS.classic.puzzles.find((q) => q.level === level);
  await choose(page, "classic", level);
  assert.equal(await start(page), first.id);
  assert.equal(await position(page), first.position);
  assert.match(await page.textContent("#practice-count"), new RegExp(`of ${SETS.classic.puzzles.filter((q) => q.level === level).length} · ${level}`));
  await page.click('[data-tab-button="learn"]');
  assert.match(await page.textContent("#puzzles-progress"), new RegExp(`By level: .*${level} 0 of \\d+`));
  await finish(p, assert);
});

const LONG = SETS.classic.puzzles.find((q) => q.line.length >= 3 && q.from);
test("a line of several moves: the page plays each reply, and the explanation counts every capture", { timeout: 90_000, skip: LONG ? false : "the classic set has no puzzle of several moves" }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const list = SETS.classic.puzzles.filter((q) => q.level === LONG.level);
  await choose(page, "classic", LONG.level);
  await start(page);
  for (let i = 1; i <= list.indexOf(LONG); i++) {
    await page.click("#practice-next");
    await page.waitForSelector(`#practice[data-item="${list[i].id}"][data-state="waiting"]`);
  }
  assert.equal(await position(page), LONG.position);
  assert.match(await page.textContent("#practice-task"), new RegExp(`${(LONG.line.length + 1) / 2} moves of yours\\.$`));
  const captures = [];
  for (let k = 0; k < LONG.line.length; k += 2) {
    const cells = k === 0 ? { from: LONG.from, to: LONG.to } : await cellsOf(page, LONG.line[k]);
    assert.ok(cells && cells.from, `${LONG.line[k]} is legal and starts on a cell`);
    await clickMove(page, cells);
    if (k + 1 < LONG.line.length) {
      await page.waitForFunction((n) => document.getElementById("practice").dataset.state === "waiting" && window.rithmo.game.snapshot().cursor === n, k + 2);
      // The player's move and the reply, as the core made them.
      const made = await page.evaluate(() => {
        const g = window.rithmo.game.copy();
        const reply = g.lastMove();
        g.undo();
        const mine = g.lastMove();
        g.free();
        return [mine, reply];
      });
      assert.equal(made[1].move, LONG.line[k + 1], "the reply is the line's");
      for (const m of made) captures.push(...m.captures);
    }
  }
  await practiceState(page, "solved");
  captures.push(...(await page.evaluate(() => window.rithmo.game.lastMove().captures)));
  const facts = await page.$$eval("#practice-result .lesson-facts li", (lis) => lis.map((li) => li.textContent));
  assert.ok(facts.length >= captures.length, "a line for each capture of the line");
  const whys = await page.evaluate(async (caps) => {
    const { say } = await import(new URL("www/i18n.js", document.baseURI).href);
    return caps.map((c) => say(c.reason));
  }, captures);
  for (const why of whys) assert.ok(facts.some((f) => f.includes(why)), `the arithmetic ${why} is told`);
  await finish(p, assert);
});

test("every set the data has loads in the page and shows its first puzzle", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  for (const [preset, set] of Object.entries(SETS)) {
    await choose(page, preset);
    assert.equal(await page.getAttribute("#puzzles-progress", "data-total"), String(set.puzzles.length), preset);
    assert.equal(await start(page), set.puzzles[0].id, preset);
    assert.equal(await position(page), set.puzzles[0].position, `${preset}: the first puzzle's position`);
    await page.click("#practice-leave");
    await page.waitForSelector("#practice[hidden]", { state: "attached" });
  }
  await finish(p, assert);
});

test("a puzzle file that cannot be read gives a notice; the page goes on", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await page.route("**/www/puzzles/classic.json", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{ not json" }));
  await load(page, env.server.url);
  await page.click('[data-tab-button="learn"]');
  await page.waitForSelector('#puzzles[data-state="error"]');
  assert.match(await noticeText(page), /The Classic puzzles could not be read: the file is not JSON\./);
  assert.match(await page.textContent("#puzzles-message"), /not JSON/);
  await page.click("#puzzles-start");
  await page.waitForSelector('#puzzles[data-state="error"]');
  assert.equal(await page.isVisible("#practice"), false, "no puzzle on the board");
  // The page answers: a move is played.
  await typeMoves(page, LINE.slice(0, 1));
  await finish(p, assert);
});

test("an unreadable progress is kept aside under its own key, and the progress starts again", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await p.context.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("rithmomachia.puzzles.v1", "{broken");
    }
  });
  await load(page, env.server.url);
  assert.match(await noticeText(page), /could not be read; its text was kept in storage under “rithmomachia\.puzzles\.v1\.broken”/);
  assert.equal(await page.evaluate(() => localStorage.getItem("rithmomachia.puzzles.v1.broken")), "{broken");
  await choose(page, "classic");
  assert.equal(await page.getAttribute("#puzzles-progress", "data-solved"), "0");
  await finish(p, assert);
});

test("phone and projector: the puzzle readable; in Russian, Russian words", { timeout: 90_000 }, async () => {
  for (const [name, opts] of [["phone", PHONE], ["projector", PROJECTOR]]) {
    const p = await openPage(env.browser, env.server, opts);
    const { page } = p;
    await load(page, env.server.url);
    await choose(page, "classic");
    await start(page);
    await page.click("#practice-hint");
    await page.waitForSelector("#practice-hint-text:not([hidden])");
    const fits = await page.evaluate(() => {
      const r = document.getElementById("practice").getBoundingClientRect();
      return r.width <= window.innerWidth && r.left >= 0;
    });
    assert.ok(fits, `${name}: the puzzle's panel within the width`);
    await shoot(page, `puzzles-${name}.png`);
    await finish(p, assert);
  }
  const p = await openPage(env.browser, env.server, { ...PHONE, locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await page.click('[data-tab-button="learn"]');
  assert.equal(await page.textContent("#h-puzzles"), "Задачи");
  await page.waitForSelector('#puzzles[data-state="ready"]');
  assert.match(await page.textContent("#puzzles-progress"), /^Решено 0 из \d+\./);
  await start(page);
  assert.match(await page.textContent("#practice-count"), /^Задача 1 из \d+ · /);
  assert.match(await page.textContent("#practice-task"), /^Ход (белых|чёрных)\. Найдите /);
  await page.click("#practice-hint");
  assert.match(await page.textContent("#practice-hint-text"), /^Ищите /);
  await shoot(page, "puzzles-phone-ru.png");
  await finish(p, assert);
});

/** Open a puzzle by its id as a reload does: the page reopens the puzzle it remembers. */
async function openById(page, preset, id) {
  await page.evaluate((v) => localStorage.setItem("rithmomachia.puzzle.v1", JSON.stringify(v)), { preset, level: "all", id });
  await reload(page);
  await page.waitForSelector(`#practice[data-kind="puzzles"][data-item="${id}"][data-state="waiting"]`);
}

/**
 * Play `move` (a move of the position on the board, as the core prints it) as a person does: the
 * piece, then its destination, and where the page asks which captures to take, exactly those
 * of the move ticked (`*a4*d7`: the options on a4 and d7).
 */
async function playAsPrinted(page, move) {
  const cells = await cellsOf(page, move);
  assert.ok(cells && cells.from, `${move} is legal and starts on a cell`);
  await clickMove(page, cells);
  const takes = move.split("*").slice(1).map((t) => t.split(":")[0]);
  if (await page.isVisible("#choice")) {
    for (const id of await page.$$eval("#choice-list input[data-option]:not([disabled])", (bs) => bs.map((b) => b.dataset.option))) {
      const box = `#choice-list input[data-option="${id}"]`;
      if (takes.includes(id.split("#")[0])) await page.check(box);
      else await page.uncheck(box);
    }
    await page.click("#choice-play");
  }
}

const CHOSEN = Object.values(SETS).flatMap((s) => s.puzzles).find((q) => q.line.length === 1 && q.from && q.line[0].includes("*"));
const ALSO = Object.values(SETS).flatMap((s) => s.puzzles).find((q) => q.also && q.also.length && q.from);

test("puzzles where the player chooses the captures: the line's choice solves it, and so does another as good", { timeout: 120_000 }, async () => {
  assert.ok(CHOSEN, "a one-move puzzle whose move chooses its captures");
  assert.ok(ALSO, "a puzzle with other good first moves");
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  for (const [item, move] of [[CHOSEN, CHOSEN.line[0]], [ALSO, ALSO.also[0]]]) {
    const preset = item.id.replace(/-\d+$/, "");
    await openById(page, preset, item.id);
    assert.equal(await position(page), item.position, item.id);
    await playAsPrinted(page, move);
    await practiceState(page, "solved");
    assert.equal(await page.evaluate(() => window.rithmo.game.lastMove().move), move, `${item.id}: ${move} played`);
    await settle(page);
    await shoot(page, `puzzles-${preset}-solved.png`);
  }
  // A choice that is neither the line's nor another as good: missed, with Retry.
  await openById(page, CHOSEN.id.replace(/-\d+$/, ""), CHOSEN.id);
  const spare = await page.evaluate((item) => {
    const moves = window.rithmo.game.legalMoves();
    return moves.map((m) => m.move).find((m) => m.startsWith(`${item.from}-${item.to}`) && m !== item.line[0] && !(item.also || []).includes(m)) || null;
  }, CHOSEN);
  assert.ok(spare, `${CHOSEN.id}: another choice of captures`);
  await playAsPrinted(page, spare);
  await practiceState(page, "missed");
  assert.equal(await page.evaluate(() => window.rithmo.game.lastMove().move), spare);
  assert.ok(await page.isVisible("#practice-retry"));
  await finish(p, assert);
});
