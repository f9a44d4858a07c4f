// The first board draw waits for every module the page imports before it starts (www/main.js and
// what it imports, level by level, the English words' JSON included). index.html names each of
// them in a <link rel="modulepreload"> (as="json" for the JSON) so that the browser fetches them
// all at once instead of one import level after another, and loads www/wasm-start.js as an async
// module so that the wasm compiles while they arrive (docs/performance.md, "The first board
// draw", and its budget in "Budgets"). This static check (no browser) fails when a module
// joins that graph without its preload, or when a preload names a module the page no longer
// imports before it starts (a download for nothing).

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Static imports and re-exports (`import … from "x"`, `import "x"`, `export … from "x"`); a
 * dynamic `import("x")`, loaded later on demand, is not one. */
const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/g;

/** Every file reached by static imports from `entry` (paths relative to the repository). */
function staticGraph(entry, read = (f) => fs.readFileSync(path.join(ROOT, f), "utf8")) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".js")) continue;
    for (const m of read(file).matchAll(STATIC)) {
      stack.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])));
    }
  }
  return seen;
}

const html = fs.readFileSync(path.join(ROOT, "index.html"), "utf8");
const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( as="json")?>/g)].map((m) => {
  // A JSON module is preloaded as one (without `as`, the browser would fetch it as a script).
  assert.equal(Boolean(m[2]), m[1].endsWith(".json"), `${m[1]}: as="json" exactly for JSON`);
  return m[1];
});
/** Modules started by their own <script type="module" async>, ahead of the page's graph. */
const early = [...html.matchAll(/<script type="module" async src="([^"]+)"><\/script>/g)].map((m) => m[1]);
const entry = html.match(/<script type="module" src="([^"]+)"><\/script>/)[1];

test("the import reader finds static imports and skips dynamic ones", () => {
  const files = {
    "a.js": 'import x from "./b.js";\nimport {\n  y,\n  z,\n} from "./c/d.js";\nimport "./e.js";\nexport { w } from "./f.js";\nconst later = () => import("./g.js");\n',
    "b.js": 'import data from "./h.json" with { type: "json" };\n',
    "c/d.js": 'import { q } from "../b.js";\n',
    "e.js": "",
    "f.js": "",
    "h.json": "{}",
  };
  const graph = staticGraph("a.js", (f) => files[f]);
  assert.deepEqual([...graph].sort(), ["a.js", "b.js", "c/d.js", "e.js", "f.js", "h.json"]);
});

test("every module the page imports before it starts is preloaded, and only those", () => {
  assert.equal(entry, "www/main.js");
  const modules = [...staticGraph(entry)].filter((f) => /\.(js|json)$/.test(f) && f !== entry);
  assert.ok(modules.length > 40, `the page's module graph (${modules.length} modules)`);
  for (const f of modules) assert.ok(fs.existsSync(path.join(ROOT, f)) || f.startsWith("www/pkg/"), `${f} exists`);
  const missing = modules.filter((f) => !preloads.includes(f) && !early.includes(f));
  assert.deepEqual(missing, [], "modules without a <link rel=\"modulepreload\"> in index.html");
  const stale = [...preloads, ...early].filter((f) => !modules.includes(f));
  assert.deepEqual(stale, [], "preloads of modules the page does not import before it starts");
  assert.equal(new Set([...preloads, ...early]).size, preloads.length + early.length, "each module preloaded once");
  // The page's wasm, which the first draw waits for too, starts compiling from the start: the
  // early module that compiles it comes before the preloads (that main.js takes its result, one
  // download for both, is checked in the browser: board.test.mjs).
  assert.deepEqual(early, ["www/wasm-start.js"]);
  assert.ok(html.indexOf('src="www/wasm-start.js"') < html.indexOf('rel="modulepreload"'), "wasm-start.js first");
  assert.match(html, /<link rel="preload" href="www\/pkg\/rithmomachia_bg\.wasm" as="fetch" type="application\/wasm" crossorigin>/);
});
