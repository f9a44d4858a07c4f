// The rules' and the computer's speed in Chromium, with the shipped wasm, beside the same work
// natively (`rithmo bench`): random playouts, perft 3 and the hard level's search from the fixed
// positions of each preset. REPORTED, never failed on (a busy machine only shows lower figures):
//
//   node tests/budget/engine.budget.mjs
//
// The browser's figures come from the computer's own module (www/pkg/engine.js, the build for
// speed that the worker loads), through `Engine.bench`: the same core functions as the command
// line's (crate/src/ai/bench.rs), timed by the page's monotonic clock.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, startServer, launchBrowser, openPage, load } from "../e2e/harness.mjs";

const PRESETS = ["classic", "boissiere", "simplified", "ludii"];
const PLAYOUT_MS = 1000;
const PERFT_DEPTH = 3;
// The issue's measure of the computer: one second of search from each position.
const SEARCH_MS = 1000;
// Untimed playouts and search first, for V8 to optimise the module (see below).
const WARMUP_MS = 1000;
// The issue's goals for the browser: classic playouts at least 550,000 plies/s; the search at
// least 500,000 nodes/s under classic, and depth 6 at least from every position.
const GOALS = { playouts: { classic: 550_000 }, search: { classic: 500_000 }, depth: 6 };

/** `rithmo bench`'s figures for a preset: {playouts, perft, search, depth, least}. */
function native(preset) {
  const bin = path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, "target"), "release/rithmo");
  if (!fs.existsSync(bin)) execFileSync("cargo", ["build", "--quiet", "--locked", "--release", "--bin", "rithmo"], { cwd: ROOT, stdio: "inherit" });
  const out = execFileSync(bin, ["bench", "--rules", preset, "--seconds", String(PLAYOUT_MS / 1000), "--perft-depth", String(PERFT_DEPTH), "--search-ms", String(SEARCH_MS)], { encoding: "utf8" });
  const num = (re) => Number((out.match(re) || [])[1]);
  return {
    playouts: num(/^(\d+) plies\/s$/m),
    perft: num(/^perft \d+: .*, (\d+) nodes\/s$/m),
    search: num(/^search .*, (\d+) nodes\/s, mean depth/m),
    depth: num(/mean depth ([\d.]+),/m),
    least: num(/least depth (\d+)$/m),
  };
}

const fmt = (n) => Math.round(n).toLocaleString("en-US");

function line(what, preset, browser, nat, unit) {
  const ratio = nat > 0 ? (browser / nat).toFixed(2) : "?";
  const goal = GOALS[what] && GOALS[what][preset];
  const mark = goal ? ` (goal at least ${fmt(goal)}${browser >= goal ? "" : "  UNDER"})` : "";
  console.log(`budget: ${preset} ${what} in Chromium ${fmt(browser)} ${unit}, natively ${fmt(nat)} (${ratio}×)${mark}`);
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const p = await openPage(browser, server);
  await load(p.page, server.url);
  for (const preset of PRESETS) {
    const b = await p.page.evaluate(
      async ({ preset, PLAYOUT_MS, PERFT_DEPTH, SEARCH_MS, WARMUP_MS }) => {
        const m = await import(new URL("www/pkg/engine.js", document.baseURI).href);
        await m.default();
        const engine = new m.Engine(8);
        try {
          // Warm-up, not counted: V8 first runs wasm from a quick baseline compile and
          // optimises each function once it is hot. A game's worker lives from move to move,
          // so its searches run the optimised code; the figures below are that code's.
          engine.bench(preset, WARMUP_MS, PERFT_DEPTH, WARMUP_MS);
          return engine.bench(preset, PLAYOUT_MS, PERFT_DEPTH, SEARCH_MS);
        } finally {
          engine.free();
        }
      },
      { preset, PLAYOUT_MS, PERFT_DEPTH, SEARCH_MS, WARMUP_MS },
    );
    const n = native(preset);
    line("playouts", preset, b.playouts.per_second, n.playouts, "plies/s");
    line("perft", preset, b.perft.per_second, n.perft, "nodes/s");
    const depths = `mean depth ${b.search_depth.toFixed(1)}, least ${b.search_least_depth}${preset === "classic" ? ` (goal at least ${GOALS.depth}${b.search_least_depth >= GOALS.depth ? "" : "  UNDER"})` : ""}; natively ${n.depth}, least ${n.least}`;
    line("search", preset, b.search.per_second, n.search, `nodes/s (${depths})`);
  }
  await p.context.close();
} finally {
  await browser.close();
  await server.close();
}
