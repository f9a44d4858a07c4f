// The language files, checked against the sources (no browser): every language has exactly
// the same keys with the same placeholders; every key the shell uses (t("…") in www/*.js,
// data-i18n in index.html) exists; every message key the rules core sends (crate/src) has its
// English in www/lang/en-core.json, the one source of the page's and the command line's English.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import en from "../../www/lang/en.js";
import core from "../../www/lang/en-core.json" with { type: "json" };
import { LANGUAGE_NAMES, loadLanguage, t, fill } from "../../www/i18n.js";
import { pluralForm } from "../../www/plural.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (p) => fs.readFileSync(path.join(ROOT, p), "utf8");
// Every language file in www/lang/ (en-core.json is English's core part).
const CODES = fs.readdirSync(path.join(ROOT, "www/lang")).filter((f) => f.endsWith(".js")).map((f) => f.slice(0, -3)).sort();
const LANGS = Object.fromEntries(await Promise.all(CODES.map(async (c) => [c, (await import(`../../www/lang/${c}.js`)).default])));
const ru = LANGS.ru;

/** The placeholders a message uses: {name} (or a plural form {name|one|many}) in a string; the
 * parameters a function reads. */
function placeholders(message) {
  if (typeof message === "string") return [...message.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]).sort();
  const seen = new Set();
  const params = new Proxy({}, { get: (_, name) => (typeof name === "string" && seen.add(name), 2) });
  const out = message(params, "xx");
  assert.equal(typeof out, "string", "a message function returns text");
  return [...seen].sort();
}

const unique = (list) => [...new Set(list)].sort();

test("every language has the same keys, each with the same placeholders", async () => {
  assert.deepEqual(Object.keys(LANGUAGE_NAMES).sort(), CODES, "the files tested are the page's languages");
  assert.ok(CODES.length >= 7, `seven languages at least (${CODES})`);
  // The page loads each as its switch asks: the same words.
  for (const c of CODES) assert.equal(await loadLanguage(c), LANGS[c], `${c} loads`);
  const keys = Object.keys(en).sort();
  assert.ok(keys.length > 300, `a full English file (${keys.length} keys)`);
  for (const [code, lang] of Object.entries(LANGS)) {
    const have = Object.keys(lang).sort();
    assert.deepEqual(have.filter((k) => !(k in en)), [], `${code}: keys English lacks`);
    assert.deepEqual(keys.filter((k) => !(k in lang)), [], `${code}: keys missing`);
    for (const k of keys) {
      assert.ok(typeof lang[k] === "string" || typeof lang[k] === "function", `${code} ${k}: text or a function`);
      assert.deepEqual(unique(placeholders(lang[k])), unique(placeholders(en[k])), `${code} ${k}: placeholders`);
      if (typeof lang[k] === "string" && !/^\s|\s$/.test(en[k])) assert.ok(lang[k].trim() !== "" || en[k] === "", `${code} ${k}: not empty`);
    }
  }
});

test("no key is written twice in a language file (the later would silently win)", () => {
  const keysOf = (file) => [...read(file).matchAll(/^\s*"([^"]+)"\s*:/gm)].map((m) => m[1]);
  for (const file of [...CODES.map((c) => `www/lang/${c}.js`), "www/lang/en-core.json"]) {
    const keys = keysOf(file);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    assert.deepEqual(twice, [], file);
  }
  // en.js takes the core's words from en-core.json: neither may word a key of the other.
  const shell = keysOf("www/lang/en.js");
  assert.deepEqual(shell.filter((k) => k in core), [], "keys in both en.js and en-core.json");
  for (const [k, v] of Object.entries(core)) assert.equal(en[k], v, `en.js has en-core.json's ${k}`);
});

test("English plural forms agree with the number", () => {
  assert.equal(t("why.encircled", { n: 1 }), "encircled: its 1 destination all held by the capturer");
  assert.equal(t("why.encircled", { n: 2 }), "encircled: its 2 destinations all held by the capturer");
  assert.equal(t("motion.any", { n: 1 }), "1 step in any direction");
  assert.equal(t("motion.any", { n: 3 }), "3 steps in any direction");
  assert.equal(fill("{n} {n|cell|cells}, {x}", { n: 0, x: "y" }), "0 cells, y");
});

test("each language's two plural forms follow its own rule (French: 0 and 1 singular)", () => {
  const forms = ["one", "other"];
  const table = [
    // [language, n, the form]
    ["en", 0, "other"], ["en", 1, "one"], ["en", 2, "other"],
    ["de", 0, "other"], ["de", 1, "one"], ["de", 21, "other"],
    ["es", 1, "one"], ["es", 5, "other"],
    ["it", 1, "one"], ["it", 11, "other"],
    ["la", 1, "one"], ["la", 3, "other"],
    ["fr", 0, "one"], ["fr", 1, "one"], ["fr", 2, "other"],
  ];
  for (const [lang, n, form] of table) assert.equal(pluralForm(lang, n, forms), form, `${lang} ${n}`);
  assert.equal(fill("{n} {n|pièce|pièces}", { n: 0 }, "fr"), "0 pièce");
  assert.equal(fill("{n} {n|Stein|Steine}", { n: 0 }, "de"), "0 Steine");
  // Every plural form in a string of two forms: exactly two, none empty unless English's is.
  for (const c of CODES.filter((x) => x !== "ru")) {
    for (const [k, v] of Object.entries(LANGS[c])) {
      if (typeof v !== "string") continue;
      for (const m of v.matchAll(/\{(\w+)\|([^{}]*)\}/g)) assert.equal(m[2].split("|").length, 2, `${c} ${k}: {${m[1]}|…} has two forms`);
    }
  }
});

test("Russian plural forms follow the number", () => {
  assert.equal(ru["motion.diagonal"]({ n: 1 }), "на 1 клетку по диагонали");
  assert.equal(ru["motion.diagonal"]({ n: 3 }), "на 3 клетки по диагонали");
  assert.equal(ru["motion.diagonal"]({ n: 5 }), "на 5 клеток по диагонали");
  assert.equal(ru["motion.diagonal"]({ n: 21 }), "на 21 клетку по диагонали");
  assert.equal(ru["rules.plyCap"]({ n: 1000 }), "После 1000 полуходов партия заканчивается вничью.");
});

test("every key the shell uses exists in English", () => {
  const missing = [];
  // The shell's modules: www/*.js and www/panels/*.js (not the built package nor the language files).
  const www = fs
    .readdirSync(path.join(ROOT, "www"), { recursive: true })
    .filter((f) => f.endsWith(".js") && !/^(pkg|lang)[\\/]/.test(f));
  let used = 0;
  for (const f of www) {
    const src = read(`www/${f}`);
    for (const m of src.matchAll(/\bt\(\s*"([^"]+)"/g)) {
      used += 1;
      if (!(m[1] in en)) missing.push(`${f}: ${m[1]}`);
    }
    // t(`side.${color}`): some key must fit the pattern around each ${…}.
    for (const m of src.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      used += 1;
      const pattern = new RegExp(`^${m[1].split(/\$\{[^}]*\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&")).join("[\\w-]+")}$`);
      if (!Object.keys(en).some((k) => pattern.test(k))) missing.push(`${f}: ${m[1]}`);
    }
  }
  assert.ok(used > 80, `the shell's texts go through t() (${used} uses found)`);
  const html = read("index.html");
  const attrs = [...html.matchAll(/data-i18n="([^"]+)"/g)].map((m) => m[1]);
  for (const m of html.matchAll(/data-i18n-attr="([^"]+)"/g)) for (const pair of m[1].split(";")) attrs.push(pair.split("=")[1].trim());
  assert.ok(attrs.length > 60, `index.html's texts are keyed (${attrs.length})`);
  for (const k of attrs) if (!(k in en)) missing.push(`index.html: ${k}`);
  assert.deepEqual(missing, []);
});

test("index.html shows no text without a key", () => {
  const body = read("index.html").split("<body>")[1];
  const bare = [];
  // An element's own text (between a tag's end and the next tag) must come with data-i18n,
  // or data-i18n-live where a script writes it (through t()) from the start.
  for (const m of body.matchAll(/<([a-z0-9]+)([^>]*)>([^<]*[A-Za-z][^<]*)</g)) {
    if (!/data-i18n="|data-i18n-live/.test(m[2])) bare.push(`<${m[1]}${m[2]}>${m[3].trim().slice(0, 40)}`);
  }
  assert.deepEqual(bare, []);
  for (const m of body.matchAll(/<[a-z]+[^>]*\s(aria-label|title|placeholder)="[^"]*"[^>]*>/g)) {
    assert.match(m[0], new RegExp(`data-i18n-attr="[^"]*${m[1]}=`), `${m[0].slice(0, 80)}: its ${m[1]} is keyed`);
  }
});

test("every message key the rules core sends has its English in en-core.json, and no other", () => {
  const dir = path.join(ROOT, "crate/src");
  // Word::List is joined with list.sep without naming it.
  const keys = new Set(["list.sep"]);
  const prefixes = "rules|motion|why|part|stack|hint|progression|method|victory|measure|op|shape|side|list|setup|line|mark|puzzle|study|fault|piece|color";
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".rs"));
  assert.ok(files.length > 20, `the core's sources are read (${files.length})`);
  for (const f of files) {
    const src = read(path.join("crate/src", f)).split("#[cfg(test)]")[0];
    for (const m of src.matchAll(new RegExp(`"((?:${prefixes})\\.[A-Za-z0-9.\\-]+)"`, "g"))) keys.add(m[1]);
  }
  assert.ok(keys.size > 100, `the core's keys are found (${keys.size})`);
  assert.deepEqual([...keys].filter((k) => !(k in core)).sort(), [], "sent by the core, missing from en-core.json");
  assert.deepEqual(Object.keys(core).filter((k) => !keys.has(k)).sort(), [], "in en-core.json, never sent by the core");
  for (const [k, v] of Object.entries(core)) assert.equal(typeof v, "string", `${k}: a string (the command line reads it)`);
});
