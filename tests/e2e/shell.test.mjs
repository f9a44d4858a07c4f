// The shell's shape, read from www/'s own files (as crate/tests/layers.rs reads the core's): data
// flows one way. No import circle; no module but main.js imports a panel (panels talk back
// through the store's actions and events); every name imported is exported by its module; each
// module says in its first line what it owns; no module over 700 lines of code and no function
// over 80 (the language files aside); no name used that is neither declared nor imported, and
// none declared or imported for nothing (ESLint's no-undef and no-unused-vars). No browser needed.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import test from "node:test";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import globals from "globals";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WWW = path.join(ROOT, "www");
const MAX_FILE_LINES = 700;
const MAX_FN_LINES = 80;

/** Functions allowed over MAX_FN_LINES for now, each a closure that holds a whole panel and is to
 * be split into its parts: [file, function, what it holds]. The last test fails once one is short
 * enough (or gone), so the list only shrinks. */
const LONG_FNS = [
];

/** Every module of the shell (www/**.js, not the generated pkg/ nor the language files). */
function modules(dir = WWW) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!["pkg", "lang"].includes(e.name)) out.push(...modules(p));
    } else if (e.name.endsWith(".js")) out.push(path.relative(WWW, p).split(path.sep).join("/"));
  }
  return out.sort();
}

/** The text with comments and string contents blanked (quotes kept, line breaks kept). */
export function codeOnly(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const n = text[i + 1];
    if (c === "/" && n === "/") {
      while (i < text.length && text[i] !== "\n") (out += " "), i++;
    } else if (c === "/" && n === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) out += text[i] === "\n" ? "\n" : " ";
    } else if (c === '"' || c === "'" || c === "`") {
      out += c;
      i++;
      while (i < text.length && text[i] !== c) {
        if (text[i] === "\\") (out += " "), i++;
        out += text[i] === "\n" ? "\n" : " ";
        i++;
      }
      out += c;
      i++;
    } else (out += c), i++;
  }
  return out;
}

/** The static imports of a module: [{from (a path under www/), names}] (bare and pkg/ imports kept as written). */
export function importsOf(file, text) {
  const out = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?:([\w*\s{},]+?)\s+from\s+)?"([^"]+)"/gm)) {
    const spec = m[2];
    if (!spec.startsWith(".")) continue;
    const from = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const braces = (m[1] || "").match(/\{([^}]*)\}/);
    const names = braces ? braces[1].split(",").map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean) : [];
    out.push({ from, names });
  }
  return out;
}

/** The names a module exports. */
export function exportsOf(text) {
  const names = new Set();
  for (const m of text.matchAll(/^export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+([\w$]+)/gm)) names.add(m[1]);
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}/gm)) for (const n of m[1].split(",")) if (n.trim()) names.add(n.trim().split(/\s+as\s+/).pop());
  if (/^export\s+default\b/m.test(text)) names.add("default");
  return names;
}

/** The circles of an import graph (Map file → Set of files), each once. */
export function circles(graph) {
  const found = [];
  const state = new Map();
  const stack = [];
  const visit = (f) => {
    state.set(f, 1);
    stack.push(f);
    for (const g of graph.get(f) || []) {
      if (state.get(g) === 1) found.push(stack.slice(stack.indexOf(g)).concat(g));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 2);
  };
  for (const f of [...graph.keys()].sort()) if (!state.has(f)) visit(f);
  return found;
}

/** Functions longer than `max` lines: [{name, line, lines}] (declarations, methods and arrows with a body). */
export function longFunctions(text, max = MAX_FN_LINES) {
  const code = codeOnly(text);
  const out = [];
  const re = /(?:function\*?\s*([\w$]*)\s*\([^)]*\)\s*\{|([\w$]+)\s*\([^()]*\)\s*\{|(?:([\w$]+)\s*=\s*)?(?:async\s*)?\([^()]*\)\s*=>\s*\{)/g;
  for (const m of code.matchAll(re)) {
    const name = m[1] || m[2] || m[3] || "(anonymous)";
    if (["if", "for", "while", "switch", "catch", "with"].includes(name)) continue;
    const open = m.index + m[0].length - 1;
    let depth = 0;
    let end = open;
    for (; end < code.length; end++) {
      if (code[end] === "{") depth++;
      else if (code[end] === "}" && --depth === 0) break;
    }
    const first = code.slice(0, m.index).split("\n").length;
    const lines = code.slice(m.index, end + 1).split("\n").length;
    if (lines > max) out.push({ name, line: first, lines });
  }
  return out;
}

const codeLines = (text) => codeOnly(text).split("\n").filter((l) => l.trim()).length;

const files = modules();
const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(WWW, f), "utf8")]));
const graph = new Map(files.map((f) => [f, new Set(importsOf(f, texts.get(f)).map((i) => i.from).filter((g) => texts.has(g)))]));

test("the readers find imports, circles and long functions (cases)", () => {
  const imports = importsOf("panels/a.js", 'import { x, y as z } from "../b.js";\nimport w from "./c.js";\nexport { v } from "../d/e.js";\nimport "./f.js";\nconst g = () => import("./h.js");\n');
  assert.deepEqual(imports, [
    { from: "b.js", names: ["x", "y"] },
    { from: "panels/c.js", names: [] },
    { from: "d/e.js", names: ["v"] },
    { from: "panels/f.js", names: [] },
  ]);
  assert.deepEqual([...exportsOf("export const a = 1;\nexport function b() {}\nexport async function c() {}\nexport { d, e as f };\n")], ["a", "b", "c", "d", "f"]);
  const g = new Map([["a", new Set(["b"])], ["b", new Set(["c"])], ["c", new Set(["a"])], ["d", new Set(["a"])]]);
  assert.deepEqual(circles(g), [["a", "b", "c", "a"]]);
  assert.deepEqual(circles(new Map([["a", new Set(["b"])], ["b", new Set()]])), []);
  const body = "  x();\n".repeat(MAX_FN_LINES);
  assert.deepEqual(longFunctions(`function short() {}\nfunction long() {\n${body}}\nconst s = "function f() {";\n`), [{ name: "long", line: 2, lines: MAX_FN_LINES + 2 }]);
  assert.deepEqual(longFunctions(`const f = (a) => {\n${body}};\n`).map((f) => f.name), ["f"]);
  assert.equal(codeLines("// a\n/* b\n c */\nconst x = 1;\n\n"), 1);
});

test("no import circle in the shell", () => {
  const found = circles(graph).map((c) => c.join(" -> "));
  assert.deepEqual(found, [], `import circles:\n${found.join("\n")}`);
});

test("no module but main.js imports a panel", () => {
  const wrong = [];
  for (const [f, deps] of graph) for (const g of deps) if (g.startsWith("panels/") && f !== "main.js") wrong.push(`${f} imports ${g}`);
  assert.deepEqual(wrong, [], "panels subscribe to the store and talk back through its actions; only main.js wires them");
});

test("the store is data only: it imports no DOM module, panel or view", () => {
  assert.deepEqual([...graph.get("store.js")].sort(), ["selection.js"]);
  assert.doesNotMatch(codeOnly(texts.get("store.js")), /\bdocument\b|\bwindow\b|\bWorker\b/);
});

test("every name imported is exported by its module", () => {
  const missing = [];
  for (const f of files) {
    for (const { from, names } of importsOf(f, texts.get(f))) {
      if (!texts.has(from)) continue;
      const exported = exportsOf(texts.get(from));
      for (const n of names) if (!exported.has(n)) missing.push(`${f}: ${n} from ${from}`);
    }
  }
  assert.deepEqual(missing, []);
});

test("each module says in its first line what it owns", () => {
  const silent = files.filter((f) => !/^\/\/ \S/.test(texts.get(f)));
  assert.deepEqual(silent, []);
});

test(`no module over ${MAX_FILE_LINES} lines of code, no function over ${MAX_FN_LINES} lines`, () => {
  const over = [];
  for (const f of files) {
    const n = codeLines(texts.get(f));
    if (n > MAX_FILE_LINES) over.push(`${f}: ${n} lines of code`);
    for (const fn of longFunctions(texts.get(f))) {
      if (!LONG_FNS.some(([file, name]) => file === f && name === fn.name)) over.push(`${f}:${fn.line}: ${fn.name} is ${fn.lines} lines`);
    }
  }
  assert.deepEqual(over, [], "split where the concepts part");
});

test("every long function allowed is still too long", () => {
  for (const [file, name, why] of LONG_FNS) {
    assert.ok(texts.has(file), `LONG_FNS names ${file}, which does not exist`);
    assert.ok(longFunctions(texts.get(file)).some((fn) => fn.name === name), `${file}: ${name} is short enough now (or gone): remove it from LONG_FNS (${why})`);
  }
});

test("no module uses a name it neither declares nor imports, or imports one it does not use", async () => {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["www/**/*.js"],
        languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser, ...globals.worker } },
        rules: { "no-undef": "error", "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }] },
      },
    ],
  });
  const results = await eslint.lintFiles(files.map((f) => `www/${f}`));
  const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}:${m.line}: ${m.message}`));
  assert.deepEqual(problems, []);
});

test("every event emitted is listened to and documented in store.js, and every event listened to is emitted", () => {
  const emitted = new Set();
  const heard = new Set();
  for (const text of texts.values()) {
    const code = text;
    // The event named by emit's first argument (a name, or names chosen by a condition).
    for (const m of code.matchAll(/\bemit\(([^,)]*)/g)) for (const e of m[1].matchAll(/"([A-Za-z]+)"/g)) emitted.add(e[1]);
    for (const m of code.matchAll(/\bon\("([A-Za-z]+)"/g)) heard.add(m[1]);
    // Subscriptions in a loop: for (const event of [...FOCUS, "drawings"]) on(event, …).
    for (const m of code.matchAll(/for \(const event of \[([^\]]*)\]\)/g)) for (const e of m[1].matchAll(/"([A-Za-z]+)"/g)) heard.add(e[1]);
  }
  const focus = texts.get("store.js").match(/export const FOCUS = \[([^\]]*)\]/)[1];
  for (const e of focus.matchAll(/"([A-Za-z]+)"/g)) heard.add(e[1]);
  const head = texts.get("store.js").match(/^\/\*\*\n \* The events,[\s\S]*?\*\//m)[0];
  const documented = new Set([...head.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]));
  assert.deepEqual([...emitted].filter((e) => !heard.has(e)).sort(), [], "emitted, never listened to");
  assert.deepEqual([...heard].filter((e) => !emitted.has(e)).sort(), [], "listened to, never emitted");
  assert.deepEqual([...emitted].filter((e) => !documented.has(e)).sort(), [], "not documented at the head of store.js");
});

test("a panel exports only what main.js wires", () => {
  const wired = new Map(importsOf("main.js", texts.get("main.js")).map((i) => [i.from, new Set(i.names)]));
  const extra = [];
  for (const f of files.filter((f) => f.startsWith("panels/"))) {
    for (const name of exportsOf(texts.get(f))) if (!(wired.get(f) || new Set()).has(name)) extra.push(`${f}: ${name}`);
  }
  assert.deepEqual(extra, [], "a panel is reached through main.js's wiring only: what it exports besides is a way round the store");
});
