// The post-game analysis's budget, measured in Chromium and REPORTED, never failed on: a game of
// 100 plies (classic-100.json: the engine against itself at 20,000 nodes a move, 100 plies and
// not over) imported as a person imports a record, then "Analyse the game" clicked and timed to
// the end (every one of its 101 positions searched in the analysis worker at the review's node
// count), with the page's event loop watched meanwhile. The same for boissiere's first 100 plies
// of the engine's own game, whose moves are dearer to list. Run after the e2e suite:
//
//   node tests/budget/analysis.budget.mjs
//
// Every line reads "budget: <what> <measured> <unit> (at most <limit>)".

import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, launchBrowser, openPage, load } from "../e2e/harness.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));

function report(what, value, unit, limit, { digits = 0, note = "" } = {}) {
  const ok = value <= limit;
  console.log(`budget: ${what} ${value.toFixed(digits)} ${unit} (at most ${limit})${ok ? "" : "  OVER"}${note ? ` — ${note}` : ""}`);
}

async function analyseRecord(browser, server, file, label) {
  const p = await openPage(browser, server);
  const { page } = p;
  await load(page, server.url);
  await page.setInputFiles("#import-file", path.join(HERE, file));
  const plies = await page.evaluate(async () => {
    for (;;) {
      const n = window.rithmo.game.line().length;
      if (n > 0) return n;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  await page.click('[data-tab-button="analyse"]');
  // The event loop's longest stall while the analysis runs (a 16 ms tick, its lateness kept).
  await page.evaluate(() => {
    window.__lag = 0;
    let last = performance.now();
    window.__tick = setInterval(() => {
      const now = performance.now();
      window.__lag = Math.max(window.__lag, now - last - 16);
      last = now;
    }, 16);
  });
  const t0 = Date.now();
  await page.click("#report-run");
  await page.waitForSelector('#report[data-state="done"]', { timeout: 600_000 });
  const seconds = (Date.now() - t0) / 1000;
  const lag = await page.evaluate(() => {
    clearInterval(window.__tick);
    return window.__lag;
  });
  const marks = await page.$$eval("#report-marks li", (l) => l.length);
  report(`post-game analysis of a ${plies}-ply ${label} game in Chromium`, seconds, "s", 60, { digits: 1, note: `${marks} moves marked; the page's longest stall meanwhile ${lag.toFixed(0)} ms` });
  await p.context.close();
}

const server = await startServer();
const browser = await launchBrowser();
try {
  await analyseRecord(browser, server, "classic-100.json", "classic");
  await analyseRecord(browser, server, "boissiere-100.json", "boissiere");
} finally {
  await browser.close();
  await server.close();
}
