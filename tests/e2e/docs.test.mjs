// The documentation's links hold (no browser: a static check of the repository's text). Every
// relative link in README.md and docs/*.md names a file that exists, and its #anchor a heading of
// that file; every docs/<page>.md named anywhere in the repository's text exists; and every
// section named after a page, as `docs/records.md, "Drawings"` or `README, "Hosting"`, is a
// heading of that page or a paragraph's bold lead (`**Limits.**`).

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file) => fs.readFileSync(path.join(root, file), "utf8");

/** README.md and the pages of docs/. */
function pages() {
  const docs = fs.readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md"));
  return ["README.md", ...docs.map((f) => `docs/${f}`)];
}

/** The repository's own text (build output, packages and test output left out). */
function textFiles() {
  const skip = new Set(["target", "node_modules", "pkg", "output", ".git"]);
  const out = [];
  const walk = (rel) => {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      if (skip.has(path.basename(rel))) return;
      for (const entry of fs.readdirSync(full).sort()) walk(path.join(rel, entry));
    } else if (/\.(md|rs|mjs|js|sh|py|toml|html|json|css)$/.test(rel) || rel === ".ci/run") {
      out.push(rel);
    }
  };
  for (const part of ["README.md", "docs", "crate/src", "crate/tests", "crate/examples", "tests", "www", "scripts", ".ci", "Cargo.toml", "crate/Cargo.toml", "index.html"]) walk(part);
  return out.filter((f) => !/\.json$/.test(f) || f.startsWith("www/lang/"));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The headings of a Markdown text, outside fenced code. */
function headings(text) {
  const out = [];
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push(m[1]);
  }
  return out;
}

/** The sections a reference may name: headings and bold leads, in plain words, lower case. */
function sections(text) {
  const plain = (s) => s.replace(/[`*]/g, "").trim().toLowerCase();
  const bold = [...text.matchAll(/\*\*([^*]+?)\.?\*\*/g)].map((m) => m[1]);
  return [...headings(text), ...bold].map(plain);
}

function sectionExists(file, name) {
  const want = name.replace(/[`*]/g, "").trim().toLowerCase();
  return sections(read(file)).some((s) => s === want || s.startsWith(want));
}

test("every relative link in README.md and docs/ names an existing file and heading", () => {
  const broken = [];
  for (const page of pages()) {
    const text = read(page).replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [file, anchor] = target.split("#");
      const resolved = file ? path.normalize(path.join(path.dirname(page), file)) : page;
      if (!fs.existsSync(path.join(root, resolved))) {
        broken.push(`${page}: ${target} (no file ${resolved})`);
      } else if (anchor !== undefined && resolved.endsWith(".md")) {
        const anchors = headings(read(resolved)).map(slug);
        if (!anchors.includes(anchor)) broken.push(`${page}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test("every docs/ page the repository's text names exists", () => {
  const missing = [];
  for (const file of textFiles()) {
    if (file === "tests/e2e/docs.test.mjs") continue;
    for (const [name] of read(file).matchAll(/\bdocs\/[A-Za-z0-9_-]+\.md\b/g)) {
      if (!fs.existsSync(path.join(root, name))) missing.push(`${file}: ${name}`);
    }
  }
  assert.deepEqual([...new Set(missing)], []);
});

test("every section named after a page is a heading or a bold lead of that page", () => {
  const broken = [];
  // `docs/x.md, "Section"`, `README's "Section"`, `docs/x.md ("A", "B")`
  const reference = /\b(README|docs\/[A-Za-z0-9_-]+\.md)(?:'s)?,? \(?((?:"[^"\n]+"(?:, | and )?)+)/g;
  for (const file of textFiles()) {
    if (file === "tests/e2e/docs.test.mjs") continue;
    for (const [, page, names] of read(file).matchAll(reference)) {
      const target = page === "README" ? "README.md" : page;
      if (!fs.existsSync(path.join(root, target))) continue; // the test above reports it
      for (const [, name] of names.matchAll(/"([^"\n]+)"/g)) {
        if (!sectionExists(target, name)) broken.push(`${file}: ${page}, "${name}"`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test("the checks above see what they look for", () => {
  assert.equal(slug("Links (fragment format `g1`)"), "links-fragment-format-g1");
  assert.equal(slug("The `rithmo` command"), "the-rithmo-command");
  assert.deepEqual(headings("# A\n```\n# not a heading\n```\n## B `c`\n"), ["A", "B `c`"]);
  assert.ok(sectionExists("docs/rules.md", "Limits"), "a bold lead counts");
  assert.ok(sectionExists("README.md", "Hosting"), "a heading counts");
  assert.ok(!sectionExists("README.md", "No such section anywhere"));
});
