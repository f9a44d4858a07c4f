// The shell learns nothing about the rules by reading texts or packed numbers: destinations,
// captures, drops, removals, the side to move, prisoners' colours, pyramid totals and each
// move's mover come from the facade as data (docs/facade.md). This static check (no browser)
// fails when www/ reads a move text, a position text, a prisoner token or a packed cell again:
// a regular expression or split over notation, bit operations, case swapping, ply parity.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WWW = path.join(ROOT, "www");

/** What would betray reading the rules out of text or numbers, each with the reason. */
const PATTERNS = [
  // Regular expressions over notation: a file letter range, piece letters, the `*` of captures,
  // the `@` of drops, or the `x` of a capture onto a piece.
  { re: /\/[^/\n]*(\[a-h\]|\[[a-z]*[ctsp][a-z]*[A-Z]*\]|\\\*|@|\]x)[^/\n]*\/[gimsuy]*/i, what: "a regular expression over notation" },
  // Splitting a position ("… w - - 0"), a move ("a1-d1*e8", "C4@b1"), a board ("8/8/…").
  { re: /\.split\(\s*(["'`])[ *@/,x-]\1/, what: "a split over move or position text" },
  { re: /\.split\(\s*\/[^/]*\/[a-z]*\s*\)/, what: "a split by a regular expression" },
  // Packed cells: value << 3 | shape << 1 | colour.
  { re: /(>>|<<|[^&|]&\s*\d|[^|&]\|\s*\d)/, what: "a bit operation" },
  { re: /\.cells\(\)/, what: "the packed cells of game.cells()" },
  // A prisoner's colour from its letter's case.
  { re: /to(Upper|Lower)Case\(\)/, what: "letter case" },
  // Who moved from the ply's parity.
  { re: /%\s*2\b/, what: "parity" },
  // A link's digits: the core writes and reads them (one base64url alphabet, docs/records.md).
  { re: /[A-Z]{26}|A-Za-z0-9/, what: "a base64 alphabet" },
];

/** The few places those shapes are not about the rules, each with why. */
const ALLOWED = [
  { file: "layout.js", has: "/^([a-h])([1-9][0-9]?)$/", why: "a cell's name to its index on the drawn board (geometry)" },
  { file: "layout.js", has: ".toLowerCase());", why: "the same cell name, in either case" },
  { file: "i18n.js", has: '.toLowerCase().split("-")[0]', why: "a browser language tag (en-GB → en)" },
  { file: "i18n.js", has: "s.charAt(0).toUpperCase()", why: "capitalize(): a sentence's first letter" },
  { file: "records.js", has: '.replace("T", "-").replace(":", "")', why: "a file name's time stamp" },
  { file: "panels/rules.js", has: "1 << Number(ch)", why: "the rules dialog's set of digits typed by a person" },
  { file: "panels/rules.js", has: "set & (1 << d)", why: "the rules dialog's set of digits typed by a person" },
  { file: "view.js", has: "state.orientation % 2", why: "portrait or landscape (quarter turns of the board)" },
  { file: "layout.js", has: "k % 2 ?", why: "portrait or landscape (quarter turns of the board)" },
  { file: "shapes.js", has: "layout.orientation % 2", why: "portrait or landscape (quarter turns of the board)" },
  { file: "shapes.js", has: "(rank + (i % 8)) % 2", why: "the light and dark cells of the drawn board" },
];

function sources(dir = WWW, rel = "") {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      // The built package and the language files are not the shell's logic.
      if (!["pkg", "lang"].includes(r)) out.push(...sources(path.join(dir, entry.name), r));
    } else if (entry.name.endsWith(".js")) out.push(r);
  }
  return out;
}

/** A line without its comment (a `//` outside strings and regular expressions, roughly). */
const code = (line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? "" : line.replace(/\s\/\/\s.*$/, "").replace(/>>>\s*0\b/g, ""));

test("no JavaScript reads move, position, token or packed-cell text to learn the rules", () => {
  const found = [];
  const files = sources();
  assert.ok(files.includes("board.js") && files.some((f) => f.startsWith("panels/")), `the shell's modules are read (${files.length})`);
  for (const file of files) {
    const lines = fs.readFileSync(path.join(WWW, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      const c = code(line);
      for (const { re, what } of PATTERNS) {
        if (!re.test(c)) continue;
        if (ALLOWED.some((a) => a.file === file && c.includes(a.has))) continue;
        found.push(`www/${file}:${i + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(found, [], "ask the facade for the data instead (docs/facade.md)");
});

test("the check itself catches what it is for", () => {
  const hit = (line) => PATTERNS.some(({ re }) => re.test(code(line)));
  for (const bad of [
    'const targetsOf = (text) => text.split("*").slice(1);',
    'startTurn: start.split(" ")[1] === "b" ? "black" : "white",',
    "const REPLACE = /^[a-h]\\d{1,2}x/;",
    "const m = /^([ctspCTSP])(\\(([^)]*)\\)|(\\d+))$/.exec(token);",
    "if (word && ((word >> 1) & 3) === 3) {",
    "const cells = game.cells();",
    "const side = i % 2 === 0 ? first : other;",
    'else if (m.move.includes("@")) add(drops, m.move.split("@")[0], to, m);',
    'const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";',
    "if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new RecordError(why);",
  ]) {
    assert.ok(hit(bad), `caught: ${bad}`);
  }
  for (const fine of ["const seed = (state.seed + snap.ply * 7919) >>> 0;", 'for (const pair of attrs.split(";")) {', "if (a && b) x();"]) {
    assert.ok(!hit(fine), `not flagged: ${fine}`);
  }
});
