// The page's budgets, measured in Chromium and REPORTED, never failed on: how fast it is ready,
// how fast it redraws, how fast it answers clicks while the computer thinks, and how much memory
// a long session against the computer holds. A slow or busy machine shows up as "OVER" lines in
// the report; the behaviour itself is checked by tests/e2e. Run after the e2e suite:
//
//   node tests/budget/page.budget.mjs
//
// Every line reads "budget: <what> <measured> <unit> (at most <limit>)". The exit status is 0
// unless the measuring itself breaks (the page does not load, a helper throws).

import fs from "node:fs";
import { startServer, launchBrowser, openPage, load, reload, clickCell, hoverCell, settle } from "../e2e/harness.mjs";

const results = [];

/** One measure against its limit (`atLeast`: a floor rather than a ceiling), printed at once. */
function report(what, value, unit, limit, { atLeast = false, digits = 0, note = "" } = {}) {
  const ok = atLeast ? value >= limit : value <= limit;
  results.push({ what, ok });
  const bound = atLeast ? "at least" : "at most";
  console.log(`budget: ${what} ${value.toFixed(digits)} ${unit} (${bound} ${limit})${ok ? "" : "  OVER"}${note ? ` — ${note}` : ""}`);
}

/** When the board's first frame was drawn, in ms from navigation start. */
async function firstDraw(page) {
  await settle(page);
  return page.evaluate(() => window.rithmo.firstDrawAt);
}

/** Ready and first drawn: the first load, then the median of five reloads (ms from navigation
 * start). The first board draw is what a player waits for: at most 300 ms on loopback. A player
 * coming back has the page's offline copy (www/offline.js), which serves every file: the reloads
 * begin once it is in control (<html data-build>, set when it answers); the same reloads are also
 * measured in a browser that keeps no offline copy. The page is loaded as a player's browser loads
 * it, its requests not routed through this process to be checked (tests/e2e/harness.mjs,
 * `intercept`), which costs each of them a wait. */
async function pageReady(browser, server) {
  for (const serviceWorkers of ["allow", "block"]) {
    const offline = serviceWorkers === "allow";
    const p = await openPage(browser, server, { intercept: false, serviceWorkers });
    const cold = await load(p.page, server.subUrl);
    const coldDraw = await firstDraw(p.page);
    if (offline) await p.page.waitForFunction(() => document.documentElement.dataset.build, null, { timeout: 30_000 });
    const warm = [];
    const draws = [];
    for (let i = 0; i < 5; i++) {
      warm.push(await reload(p.page));
      draws.push(await firstDraw(p.page));
    }
    warm.sort((a, b) => a - b);
    draws.sort((a, b) => a - b);
    const how = offline ? "from the offline copy" : "without an offline copy";
    report(`first board draw, ${how} (median of 5 reloads)`, draws[2], "ms", 300, { note: `${Math.round(draws[0])}-${Math.round(draws[4])} ms` });
    report(`page ready, ${how} (median of 5 reloads)`, warm[2], "ms", 1000);
    if (offline) {
      report("first board draw (first load)", coldDraw, "ms", 1000);
      report("page ready (first load)", cold, "ms", 2000);
    }
    await p.context.close();
  }
}

/** A full redraw of board, pieces and highlights (a destination hovered), averaged over 50. */
async function redraw(browser, server) {
  const p = await openPage(browser, server);
  await load(p.page, server.url);
  await clickCell(p.page, "a3");
  await hoverCell(p.page, "b5");
  const t = await p.page.evaluate(() => {
    for (let i = 0; i < 5; i++) window.rithmo.redrawTime();
    const n = 50;
    let draw = 0;
    let flushed = 0;
    let cold = 0;
    for (let i = 0; i < n; i++) draw += window.rithmo.redrawTime();
    for (let i = 0; i < n; i++) flushed += window.rithmo.redrawTime({ flush: true });
    for (let i = 0; i < n; i++) cold += window.rithmo.redrawTime({ cold: true });
    return { draw: draw / n, flushed: flushed / n, cold: cold / n };
  });
  report("full redraw (average of 50)", t.draw, "ms", 8, { digits: 2, note: `${t.flushed.toFixed(2)} ms with a raster read-back` });
  // After a resize every piece sprite is painted again: rare, so allowed twice the budget.
  report("full redraw with every piece sprite painted afresh", t.cold, "ms", 16, { digits: 2 });
  await p.context.close();
}

/** While the computer (hard, one second) thinks: input delay, event-loop lag, frames drawn. */
async function whileThinking(browser, server) {
  const p = await openPage(browser, server);
  const { page } = p;
  await load(page, server.url);
  await page.selectOption("#level", "hard");
  await page.selectOption("#mode", "white");
  const m = await page.evaluate(() => window.rithmo.game.legalMoves().filter((x) => x.from)[3]);
  await clickCell(page, m.from);
  await clickCell(page, m.to);
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
  // A few frames into the search, click Rotate and a piece.
  await page.waitForFunction(() => window.__probe.frames >= 5);
  await page.click("#rotate");
  const { x, y } = await page.evaluate(() => window.rithmo.cellCenter("b2"));
  await page.mouse.click(x, y);
  const during = await page.evaluate(() => window.rithmo.thinking);
  await page.waitForFunction(() => window.rithmo.thinking === "", null, { timeout: 30_000 });
  await settle(page);
  const probe = await page.evaluate(() => {
    window.__probe.stop = true;
    return window.__probe;
  });
  const thought = await page.evaluate(() => window.rithmo.lastThought);
  const note = during === "move" ? "" : "the search had ended before the clicks";
  report("Rotate answered while the computer thought", probe.rotate, "ms", 100, { digits: 1, note });
  report("board click answered while the computer thought", probe.board, "ms", 100, { digits: 1, note });
  report("longest event-loop stall while the computer thought", probe.lag, "ms", 100, { digits: 1 });
  report("frames drawn while the computer thought", probe.frames, "frames", 10, { atLeast: true });
  console.log(
    `engine in the worker: ${thought.move} at depth ${thought.depth} (selective ${thought.seldepth}), ${thought.nodes} nodes in ${thought.millis.toFixed(0)} ms, ${thought.nps} nodes/s`,
  );
  await p.context.close();
}

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

/** A long session: the computer against itself at medium for 150 plies, then hard for a few. */
async function longSession(browser, server) {
  const p = await openPage(browser, server);
  const { page } = p;
  await load(page, server.url);
  const ply = () => page.evaluate(() => window.rithmo.game.ply());
  const computerDone = async () => {
    await page.waitForFunction(() => window.rithmo.thinking === "", null, { timeout: 30_000 });
    await settle(page);
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await page.selectOption("#level", "medium");
  await page.selectOption("#mode", "auto");
  await page.fill("#speed", "0");
  let plies = 0;
  let games = 0;
  const t0 = Date.now();
  while (plies < 150 && Date.now() - t0 < 90_000) {
    await page.waitForFunction(() => window.rithmo.game.status().state !== "playing" || window.rithmo.game.ply() >= 120, null, {
      timeout: 120_000,
      polling: 200,
    });
    await page.click("#pause");
    await computerDone();
    plies += await ply();
    games++;
    await page.click("#pause"); // resume
    await page.click("#new-game");
  }
  // Then the hard engine (deeper searches, more of its buffers in use) for a few moves.
  await page.selectOption("#level", "hard");
  await page.waitForFunction((n) => window.rithmo.game.ply() >= n || window.rithmo.game.status().state !== "playing", 4, {
    timeout: 60_000,
  });
  await page.click("#pause");
  await computerDone();
  plies += await ply();
  const { metrics } = await cdp.send("Performance.getMetrics");
  const mb = (bytes) => bytes / 2 ** 20;
  const heap = mb(metrics.find((m) => m.name === "JSHeapUsedSize").value);
  const ai = await page.evaluate(() => window.rithmo.ai);
  const pageWasm = mb(await page.evaluate(async () => (await (await import("./www/pkg/rithmomachia.js")).default()).memory.buffer.byteLength));
  // What the page's code holds: its JS heap, its wasm memory and the worker's (the search's
  // table and buffers). The renderer process as a whole is reported too: Chromium's own share
  // (compositor tiles, code caches, the worker's isolate) is most of it.
  const total = heap + pageWasm + mb(ai.memory);
  const worst = () => renderers().reduce((a, r) => (r.pss > a.pss ? r : a), { pss: 0, uss: 0 });
  const before = worst();
  // The collection is done when the command returns (what is collectable is not held by the page).
  await cdp.send("HeapProfiler.collectGarbage");
  const live = worst();
  report(`page memory after ${plies} plies in ${games + 1} games against the computer`, total, "MB", 150, {
    digits: 1,
    note: `JS heap ${heap.toFixed(1)} MB + page wasm ${pageWasm.toFixed(1)} MB + worker wasm ${mb(ai.memory).toFixed(1)} MB with a ${ai.tableMb} MB table`,
  });
  report("the worker's wasm memory", mb(ai.memory), "MB", 32, { digits: 1 });
  if (live.pss) report("renderer process (PSS, after a garbage collection)", live.pss, "MB", 150, { note: `${before.pss.toFixed(0)} MB before it` });
  await p.context.close();
}

/**
 * A move's cost at ply 2 and at ply 2,000 (issue 12: the move list is updated, not rebuilt):
 * moves typed in the move box, from the submit to the board drawn, averaged over 20 (after a
 * first cycle of 4, whose first move is reported on its own), on a game
 * of a legal four-move cycle under rules with the largest move cap (10,000 plies, out of reach).
 */
async function longGame(browser, server) {
  const p = await openPage(browser, server, { reducedMotion: "reduce" }); // the work of a move, not its 260 ms slide
  const { page } = p;
  await load(page, server.url);
  const cycle = ["c4-d5", "c13-d12", "d5-c4", "d12-c13"];
  const perMove = async (plies) => {
    await page.evaluate(
      ({ plies, cycle }) => {
        const r = JSON.parse(window.rithmo.game.rulesJson());
        r.plyCap = 10_000; // the largest move cap (docs/rules.md, "Limits")
        const moves = Array.from({ length: plies }, (_, i) => cycle[i % 4]);
        localStorage.setItem("rithmomachia.game.v1", JSON.stringify({ version: 2, preset: "classic", rules: JSON.stringify(r), start: "", moves, cursor: plies }));
      },
      { plies, cycle },
    );
    await reload(page);
    return page.evaluate(async ({ plies, cycle }) => {
      const input = document.getElementById("move-input");
      const form = document.getElementById("move-form");
      const times = [];
      for (let i = 0; i < 24; i++) {
        input.value = cycle[(plies + i) % 4];
        const t0 = performance.now();
        form.requestSubmit();
        await window.rithmo.drawn();
        times.push(performance.now() - t0);
      }
      if (window.rithmo.game.line().length !== plies + 24) throw new Error("a move was refused");
      // The first moves after a load also pay for what the page does once (its code compiled,
      // its sounds made): the cost of a move with the game's length is the 20 after a cycle.
      return { first: times[0], each: times.slice(4).reduce((a, b) => a + b, 0) / 20 };
    }, { plies, cycle });
  };
  const early = await perMove(2);
  const late = await perMove(2000);
  report("a move at ply 2 (average of 20, after 4)", early.each, "ms", 10, { digits: 2 });
  report("a move at ply 2,000 (average of 20, after 4)", late.each, "ms", 10, { digits: 2, note: `${(late.each / early.each).toFixed(1)}× the cost at ply 2` });
  report("the first move after the page loads (at ply 2)", early.first, "ms", 50, { digits: 1, note: `${late.first.toFixed(1)} ms at ply 2,000` });
  await p.context.close();
}

/** The page's calls on the densest positions (issue 12's: every chosen capture on offer), under
 * the presets where the player chooses captures: a game made from the position, its snapshot, and
 * a move with its default captures played, each timed in the page's own wasm. */
async function densePositions(browser, server) {
  const dense = (ranks) =>
    Array.from({ length: 16 }, (_, r) => (r >= ranks ? "8" : r % 2 === 0 ? "C4,1,c4,1,C4,1,c4,1" : "1,c4,1,C4,1,c4,1,C4")).join("/") + " w - - 0";
  const p = await openPage(browser, server);
  await load(p.page, server.url);
  let worst = { ms: 0, what: "" };
  for (const preset of ["boissiere", "simplified"]) {
    for (const ranks of [5, 8, 16]) {
      const t = await p.page.evaluate(
        ({ text, preset }) => {
          const Game = window.rithmo.game.constructor;
          const t0 = performance.now();
          const g = new Game(preset);
          const game = Game.fromPosition(text, preset);
          const t1 = performance.now();
          const snap = game.snapshot();
          const t2 = performance.now();
          // Each piece's destinations, as the page asks them when the piece is picked up: the slowest.
          let piece = 0;
          let d = null;
          for (const cell of snap.movers) {
            const s = performance.now();
            const list = game.destinationsFrom(cell).destinations;
            piece = Math.max(piece, performance.now() - s);
            d = (d && d.choice) || !list.length ? d : list.find((m) => m.choice) || list[0];
          }
          const t3 = performance.now();
          if (d) game.playMove(d.from, d.to, d.default);
          const t4 = performance.now();
          g.free();
          game.free();
          return [t1 - t0, t2 - t1, piece, t4 - t3];
        },
        { text: dense(ranks), preset },
      );
      const ms = Math.max(...t);
      if (ms > worst.ms) worst = { ms, what: `${preset}, ${ranks} dense ranks (load ${t[0].toFixed(1)}, snapshot ${t[1].toFixed(1)}, the slowest piece's destinations ${t[2].toFixed(1)}, a move ${t[3].toFixed(1)} ms)` };
    }
  }
  report("the slowest page call on the densest positions", worst.ms, "ms", 100, { digits: 1, note: worst.what });
  await p.context.close();
}

/**
 * A link of a game from the densest boissiere position (16 ranks), made and read in the page's
 * module: the code made again after one more move (the game keeps its line's code, so only that
 * move is indexed), and the reader's longest step (the page runs one, then lets the event loop
 * run). Two games: 36 moves taking nothing where they may (as the e2e test's link), and 30 moves
 * taking one capture option now and then (some such moves walk many subsets in one index).
 */
async function denseLinks(browser, server) {
  const dense = Array.from({ length: 16 }, (_, r) => (r % 2 === 0 ? "C4,1,c4,1,C4,1,c4,1" : "1,c4,1,C4,1,c4,1,C4")).join("/") + " w - - 0";
  const p = await openPage(browser, server);
  await load(p.page, server.url);
  for (const [what, plies, options] of [["taking nothing", 36, false], ["taking one option now and then", 30, true]]) {
    const r = await p.page.evaluate(
      async ({ dense, plies, options }) => {
        const { Game, LinkReader } = await import(new URL("www/pkg/rithmomachia.js", location.href));
        const g = Game.fromPosition(dense, "boissiere");
        for (let i = 0; i < plies; i++) {
      const moves = g.snapshot().movers.flatMap((c) => g.destinationsFrom(c).destinations);
          if (!moves.length) break;
          const d = moves[(i * 7) % moves.length];
          const ids = options && d.options.length && i % 3 === 0 ? [d.options[(i * 5) % d.options.length].id] : [];
          try {
            g.playMove(d.from, d.to, ids);
          } catch {
            g.playMove(d.from, d.to);
          }
        }
        let t = performance.now();
        const code = g.linkMoves();
        const cursor = g.cursor();
        const made = performance.now() - t;
        // One more move (the first destination, taking nothing where it may), the link made again.
        let again = 0;
        const d = g.snapshot().movers.flatMap((c) => g.destinationsFrom(c).destinations)[0];
        if (d) {
          try {
            g.playMove(d.from, d.to, []);
          } catch {
            g.playMove(d.from, d.to);
          }
          t = performance.now();
          g.linkMoves();
          again = performance.now() - t;
        }
        const reader = new LinkReader("boissiere", dense, code);
        let longest = 0;
        let steps = 0;
        t = performance.now();
        for (;;) {
          const s = performance.now();
          const done = reader.step();
          longest = Math.max(longest, performance.now() - s);
          steps++;
          if (done) break;
        }
        const read = performance.now() - t;
        // Opened where the game stood when its link was made, without drawings.
        const [back] = reader.finish(cursor, "");
        const plays = back.line().length;
        back.free();
        g.free();
        return { made, again, longest, steps, read, plays };
      },
      { dense, plies, options },
    );
    const note = `${r.plays} moves ${what}: made whole ${r.made.toFixed(0)} ms, again after one more ${r.again.toFixed(1)} ms; read in ${r.steps} steps, ${r.read.toFixed(0)} ms in all`;
    report(`the longest step reading a dense boissiere link (${what})`, r.longest, "ms", 100, { digits: 1, note });
  }
  await p.context.close();
}

/** The animated picture of a 60-move game (120 plies, moves chosen by a fixed rule from the legal
 * ones) at the dialog's default options: its size (small enough to send) and the time to make it. */
async function animatedGame(browser, server) {
  const p = await openPage(browser, server);
  const { page } = p;
  await load(page, server.url);
  await page.evaluate(async () => {
    const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
    const g = new m.Game("classic");
    const moves = [];
    for (let i = 0; i < 120 && g.status().state === "playing"; i++) {
      const legal = g.legalMoves();
      const move = legal[(i * 7919) % legal.length].move;
      g.play(move);
      moves.push(move);
    }
    g.free();
    localStorage.setItem("rithmomachia.game.v1", JSON.stringify({ version: 2, preset: "classic", rules: m.presetRules("classic"), start: "", moves, cursor: moves.length }));
  });
  await reload(page);
  const plies = await page.evaluate(() => window.rithmo.game.lineLength());
  await page.click('[data-tab-button="learn"]');
  await page.click("#gif-open");
  await page.waitForSelector("#gif-dialog[open]");
  const t0 = Date.now();
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#gif-make")]);
  await download.path();
  const ms = Date.now() - t0;
  const figures = await page.evaluate(() => ({ ...document.getElementById("gif-dialog").dataset }));
  report(`an animated GIF of a ${plies / 2}-move game at the default options (${figures.frames} frames of ${figures.size})`, Number(figures.bytes) / 1024, "KB", 1024, { note: `made in ${(ms / 1000).toFixed(1)} s` });
  report("making that GIF in the page", ms / 1000, "s", 20, { digits: 1 });
  await p.context.close();
}

/** The board to embed (embed.html), opened as another site's frame would open it: the time until
 * it shows a replay and a puzzle (ms from navigation start), and the bytes it loads. */
async function embeddedBoard(browser, server) {
  for (const [what, fragment] of [["a game to replay", "g1.classic..aLoE"], ["a puzzle", "p1.classic-001"]]) {
    const p = await openPage(browser, server, { intercept: false, viewport: { width: 640, height: 520 } });
    const { page } = p;
    await page.goto(`${server.subUrl}embed.html#${fragment}`, { waitUntil: "load" });
    await page.waitForSelector('#embed[data-ready="yes"]');
    const figures = await page.evaluate(() => ({
      ms: performance.now(),
      bytes: performance.getEntriesByType("resource").reduce((n, e) => n + (e.encodedBodySize || 0), 0) + (performance.getEntriesByType("navigation")[0]?.encodedBodySize || 0),
      files: performance.getEntriesByType("resource").length + 1,
    }));
    report(`the embedded board showing ${what}, ready (first load)`, figures.ms, "ms", 1000);
    report(`the embedded board showing ${what}, bytes loaded (uncompressed)`, figures.bytes / 1024, "KB", 1024, { note: `${figures.files} files` });
    await p.context.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
let broken = 0;
try {
  for (const [name, measure] of [["page ready", pageReady], ["redraw", redraw], ["while thinking", whileThinking], ["long session", longSession], ["long game", longGame], ["dense positions", densePositions], ["dense links", denseLinks], ["animated game", animatedGame], ["embedded board", embeddedBoard]]) {
    // `node tests/budget/page.budget.mjs "long game"`: that measure only.
    if (process.argv[2] && process.argv[2] !== name) continue;
    try {
      await measure(browser, server);
    } catch (e) {
      broken++;
      console.log(`budget: ${name} could not be measured: ${e.message.split("\n")[0]}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const over = results.filter((r) => !r.ok);
console.log(
  `budget: ${results.length - over.length} of ${results.length} measures within budget` +
    (over.length ? ` (over: ${over.map((r) => r.what).join("; ")}; reported, not failed: a slow or busy machine shows here first)` : ""),
);
process.exit(broken ? 1 : 0);
