// The computer opponent in the page: it searches in a Web Worker while the page keeps drawing and
// answering clicks; the hint shows a move and why; undo and new game cancel a search; the
// computer plays itself at an adjustable pace; and a long session stays within its memory budget.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import {
  useBrowser, openPage, load, finish, shoot, settle, position, clickCell, cellPixels, countColor,
  START, MAGNA,
  confirmDiscard,
} from "./harness.mjs";

const HINT_GREEN = [0x00, 0x9e, 0x73];

const env = useBrowser();

const thinking = (page) => page.evaluate(() => window.rithmo.thinking);
const history = (page) => page.evaluate(() => window.rithmo.game.history());
const ply = (page) => page.evaluate(() => window.rithmo.game.ply());

async function setMode(page, mode, level) {
  if (level) await page.selectOption("#level", level);
  await page.selectOption("#mode", mode);
}

/** Play a legal move of the side to move by clicking its two cells (the first listed unless `pick`). */
async function playSomeMove(page, pick = 0) {
  const m = await page.evaluate((i) => {
    const list = window.rithmo.game.legalMoves().filter((x) => x.from);
    return list[i % list.length];
  }, pick);
  await clickCell(page, m.from);
  await clickCell(page, m.to);
  return m.move;
}

/** Wait until the computer has stopped thinking (its move played). */
async function computerDone(page, timeout = 15_000) {
  await page.waitForFunction(() => window.rithmo.thinking === "", null, { timeout, polling: 20 });
  await settle(page);
}

test("plays a game against the computer through the worker; clicks are answered while it thinks", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await page.evaluate(() => window.rithmo.ai.workers), 0, "no worker until the computer is needed");
  await setMode(page, "white", "hard");
  assert.equal(await page.textContent("#mode-note"), "You play White; the computer plays Black.");

  const first = await playSomeMove(page, 3);
  assert.equal(await thinking(page), "move", "the computer thinks at once");
  assert.equal(await page.isVisible("#thinking"), true, "thinking indicator shown");
  assert.match(await page.textContent("#thinking"), /The computer \(Black, Hard\) is thinking/);

  // While it thinks (1 s at hard): watch the event loop and the frames, click Rotate and a piece.
  await page.evaluate(() => {
    const probe = { lag: 0, frames: 0, last: performance.now(), stop: false };
    window.__probe = probe;
    const tick = () => {
      const now = performance.now();
      probe.lag = Math.max(probe.lag, now - probe.last - 10);
      probe.last = now;
      if (!probe.stop) setTimeout(tick, 10);
    };
    setTimeout(tick, 10);
    const frame = () => {
      probe.frames++;
      if (!probe.stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    // Input delay: from the event's creation to the end of the page's own handlers.
    document.getElementById("rotate").addEventListener("click", (e) => (probe.rotate = performance.now() - e.timeStamp));
    document.getElementById("board").addEventListener("click", (e) => (probe.board = performance.now() - e.timeStamp));
  });
  await page.waitForTimeout(150);
  const orientation = await page.evaluate(() => window.rithmo.orientation);
  const rot = await page.locator("#rotate").boundingBox();
  await page.mouse.click(rot.x + rot.width / 2, rot.y + rot.height / 2);
  await page.waitForFunction((o) => window.rithmo.orientation !== o, orientation, { timeout: 2000, polling: 5 });
  assert.equal(await thinking(page), "move", "the rotation was answered while the computer still thought");
  const { x, y } = await page.evaluate(() => window.rithmo.cellCenter("b2"));
  await page.mouse.click(x, y);
  await page.waitForFunction(() => window.__probe.board !== undefined, null, { timeout: 2000, polling: 5 });
  assert.equal(await thinking(page), "move", "the board click too");
  assert.match(await page.textContent("#announce"), /b2: white square 45\. The computer is thinking\./);
  assert.match(await page.textContent("#inspector"), /White square 45 on b2/);

  await computerDone(page);
  const probe = await page.evaluate(() => {
    window.__probe.stop = true;
    return window.__probe;
  });
  const thought = await page.evaluate(() => window.rithmo.lastThought);
  console.log(
    `budget: clicks answered in ${probe.rotate.toFixed(1)} ms (Rotate) and ${probe.board.toFixed(1)} ms (board) while the computer thought; ` +
      `event loop lag at most ${probe.lag.toFixed(1)} ms, ${probe.frames} frames drawn; budget 100 ms`,
  );
  console.log(
    `engine in the worker: ${thought.move} at depth ${thought.depth} (selective ${thought.seldepth}), ${thought.nodes} nodes in ${thought.millis.toFixed(0)} ms, ${thought.nps} nodes/s`,
  );
  assert.ok(probe.rotate < 100 && probe.board < 100, `clicks answered within 100 ms (${probe.rotate}, ${probe.board})`);
  assert.ok(probe.lag < 100, `the event loop never stalled for 100 ms (${probe.lag})`);
  assert.ok(probe.frames >= 10, `frames kept coming (${probe.frames})`);
  assert.ok(thought.millis >= 900, `hard uses its full second (${thought.millis} ms)`);

  let moves = await history(page);
  assert.equal(moves.length, 2);
  assert.equal(moves[0], first);
  assert.equal(moves[1], thought.move, "the computer's move was played");
  assert.match(await page.textContent("#announce"), /^Computer: Black played /);

  // A few more moves each, at medium.
  await page.selectOption("#level", "medium");
  for (let i = 0; i < 3; i++) {
    if ((await page.evaluate(() => window.rithmo.game.status().state)) !== "playing") break;
    await playSomeMove(page, i);
    await computerDone(page);
  }
  moves = await history(page);
  assert.ok(moves.length >= 4 && moves.length % 2 === 0, `moves alternate: ${moves}`);
  assert.equal(await page.evaluate(() => window.rithmo.ai.workers), 1, "one worker served the whole game");
  await shoot(page, "ai-game.png");
  await finish(p, assert);
});

test("the hint shows the move the engine would play and why", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // Hot seat, from the start: a hint is a legal move with a reason.
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("hint-text").dataset.move, null, { timeout: 10_000 });
  const hinted = await page.getAttribute("#hint-text", "data-move");
  const legal = await page.evaluate(() => window.rithmo.game.legalMoves().map((m) => m.move));
  assert.ok(legal.includes(hinted), `${hinted} is legal`);
  assert.match(await page.textContent("#hint-text"), new RegExp(`^Hint: ${hinted} — .+\\.$`));
  assert.equal(await position(page), START, "a hint plays nothing");
  // The hinted move is drawn (bluish-green squares and arrow).
  const from = await page.evaluate(() => window.rithmo.lastThought.from);
  assert.ok(countColor(await cellPixels(page, from), HINT_GREEN) > 10, "hint drawn on its start cell");

  // A position where White wins at once: the hint says so, and playing it wins.
  await page.fill("#position-input", MAGNA);
  await page.click("#position-load");
  await settle(page);
  assert.equal(await page.textContent("#hint-text"), "", "the old hint is gone with its position");
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("hint-text").dataset.move, null, { timeout: 10_000 });
  const text = await page.textContent("#hint-text");
  assert.match(text, /Wins by Victoria Magna: 16-36-56 on /);
  const thought = await page.evaluate(() => window.rithmo.lastThought);
  assert.equal(thought.victory.id, "victoria-magna");
  await shoot(page, "ai-hint.png");
  await clickCell(page, thought.from);
  await clickCell(page, thought.to);
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  assert.match(await page.textContent("#banner-title"), /White wins: Victoria Magna/);
  await finish(p, assert);
});

test("undo and new game while the computer thinks cancel the search cleanly", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await setMode(page, "white", "hard");

  await playSomeMove(page, 0);
  assert.equal(await thinking(page), "move");
  await page.click("#undo");
  assert.equal(await thinking(page), "", "undo stops the search at once");
  assert.equal(await page.isVisible("#thinking"), false);
  assert.equal(await position(page), START, "and takes back the person's move");
  await page.waitForTimeout(1500);
  assert.equal(await position(page), START, "no late move from the cancelled search");
  assert.deepEqual(await history(page), []);

  await playSomeMove(page, 1);
  // The undone move is still recorded: playing another one asks before discarding it.
  assert.equal(await thinking(page), "", "the computer waits while the later move may be kept");
  await confirmDiscard(page);
  assert.equal(await thinking(page), "move");
  await page.click("#new-game");
  assert.equal(await thinking(page), "", "a new game stops the search at once");
  await page.waitForTimeout(1500);
  assert.equal(await position(page), START, "no late move into the new game");

  // The computer still plays afterwards (a fresh worker), and undo takes back both moves.
  await page.selectOption("#level", "easy");
  await playSomeMove(page, 2);
  await computerDone(page);
  assert.equal((await history(page)).length, 2);
  const workers = await page.evaluate(() => window.rithmo.ai.workers);
  assert.ok(workers >= 2, `cancelled workers were replaced (${workers} started)`);
  await page.click("#undo");
  assert.deepEqual(await history(page), [], "undo against the computer takes back its reply and the person's move");
  assert.equal(await thinking(page), "");
  await finish(p, assert);
});

test("computer against computer, with a speed control and a pause", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await setMode(page, "auto", "easy");
  assert.equal(await page.isVisible("#speed-row"), true, "the speed control shows in this mode");
  await page.fill("#speed", "0");
  await page.waitForFunction(() => window.rithmo.game.ply() >= 6 || window.rithmo.game.status().state !== "playing", null, {
    timeout: 20_000,
  });
  await page.click("#pause");
  assert.equal(await page.textContent("#pause"), "Resume");
  const paused = await ply(page);
  await page.waitForTimeout(800);
  assert.equal(await ply(page), paused, "nothing moves while paused");
  if ((await page.evaluate(() => window.rithmo.game.status().state)) === "playing") {
    // A slower pace: about one move a second.
    await page.fill("#speed", "1000");
    assert.equal(await page.textContent("#speed-value"), "1 s");
    await page.click("#pause");
    const t0 = Date.now();
    await page.waitForFunction((n) => window.rithmo.game.ply() >= n + 2 || window.rithmo.game.status().state !== "playing", paused, {
      timeout: 10_000,
    });
    const took = Date.now() - t0;
    assert.ok(took >= 1800, `two moves at one a second took ${took} ms`);
  }
  // Back to two people: the computer stops.
  await page.selectOption("#mode", "hotseat");
  const now = await ply(page);
  await page.waitForTimeout(1200);
  assert.equal(await ply(page), now);
  assert.equal(await page.isVisible("#speed-row"), false);
  await finish(p, assert);
});

/** Memory of Chromium's renderer processes (Linux /proc): [{pid, pss, uss}] in MB. */
function renderers() {
  const out = [];
  let pids = [];
  try {
    pids = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer")) continue;
      const roll = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      const kb = (k) => Number((new RegExp(`^${k}:\\s+(\\d+)`, "m").exec(roll) || [])[1] || 0);
      out.push({ pid, pss: kb("Pss") / 1024, uss: (kb("Private_Clean") + kb("Private_Dirty")) / 1024 });
    } catch {
      /* a process that ended meanwhile */
    }
  }
  return out;
}

test("budget: a long session against the computer keeps the page under 150 MB", { timeout: 180_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await setMode(page, "auto", "medium");
  await page.fill("#speed", "0");
  // Games of the computer against itself, one after the other, until 150 plies are played.
  let plies = 0;
  let games = 0;
  const t0 = Date.now();
  while (plies < 150 && Date.now() - t0 < 90_000) {
    await page.waitForFunction(() => window.rithmo.game.status().state !== "playing" || window.rithmo.game.ply() >= 120, null, {
      timeout: 120_000,
      polling: 200,
    });
    await page.click("#pause");
    await computerDone(page);
    plies += await ply(page);
    games++;
    await page.click("#pause"); // resume
    await page.click("#new-game");
  }
  // Then the hard engine (deeper searches, more of its buffers in use) for a few moves.
  await page.selectOption("#level", "hard");
  await page.waitForFunction((n) => window.rithmo.game.ply() >= n || window.rithmo.game.status().state !== "playing", 4, {
    timeout: 30_000,
  });
  await page.click("#pause");
  await computerDone(page);
  plies += await ply(page);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const mb = (bytes) => bytes / 2 ** 20;
  const heap = mb(metrics.find((m) => m.name === "JSHeapUsedSize").value);
  const ai = await page.evaluate(() => window.rithmo.ai);
  const pageWasm = mb(await page.evaluate(async () => (await (await import("./www/pkg/rithmomachia.js")).default()).memory.buffer.byteLength));
  // What the page's code holds: its JS heap, its wasm memory and the worker's (the search's
  // table and buffers). The renderer process as a whole is printed too: Chromium's own share
  // (compositor tiles, code caches, the worker's isolate) is most of it, with or without the
  // computer playing.
  const total = heap + pageWasm + mb(ai.memory);
  // The renderer process, before and after a garbage collection (what is collectable is not
  // held by the page).
  const worst = () => renderers().reduce((a, r) => (r.pss > a.pss ? r : a), { pss: 0, uss: 0 });
  const before = worst();
  await cdp.send("HeapProfiler.collectGarbage");
  await page.waitForTimeout(300);
  const live = worst();
  console.log(
    `budget: page memory ${total.toFixed(1)} MB after ${plies} plies in ${games + 1} games against the computer ` +
      `(JS heap ${heap.toFixed(1)} MB + page wasm ${pageWasm.toFixed(1)} MB + worker wasm ${mb(ai.memory).toFixed(1)} MB ` +
      `with a ${ai.tableMb} MB table); budget 150 MB` +
      (live.pss ? `; renderer process ${live.pss.toFixed(0)} MB PSS (${before.pss.toFixed(0)} MB before a garbage collection)` : ""),
  );
  assert.ok(total < 150, `page memory ${total} MB`);
  if (live.pss) assert.ok(live.pss < 150, `the renderer process holds ${live.pss} MB`);
  assert.ok(ai.memory < 32 * 2 ** 20, `the worker's wasm memory stays under 32 MB (${ai.memory})`);
  await finish(p, assert);
});
