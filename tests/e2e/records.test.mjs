// Saved games, export and import, shareable links (docs/records.md), as a person uses them:
// a reload restores the game mid-play with its redo line; an exported file imported elsewhere
// gives the same game (classic, boissiere, custom rules, a pasted start); a shared link replays
// in a fresh page and keeps the game that was in progress there; malformed links, files and
// stored games each give their message and change nothing. Expected positions are computed
// independently: by replaying the moves in a fresh core (the wasm module) in the page.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, position, clickCell, START, LINE, typeMoves, replayed,
} from "./harness.mjs";

const env = useBrowser();
let tmp;
before(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "rithmo-records-"));
});
after(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const game = (page) =>
  page.evaluate(() => {
    const g = window.rithmo.game;
    return { position: g.position(), start: g.startPosition(), line: g.line(), cursor: g.cursor(), rules: g.rulesJson() };
  });
const moveList = (page) => page.$$eval("#moves button.move", (ms) => ms.map((m) => [m.textContent, m.classList.contains("current"), m.classList.contains("later")]));

/** Legal moves, the first (or the one picked) each turn: a line for any preset. */
async function playLegal(page, n, pick = 0) {
  for (let i = 0; i < n; i++) {
    const m = await page.evaluate((k) => {
      const list = window.rithmo.game.legalMoves();
      return list.length ? list[(k * 7) % list.length].move : null;
    }, i + pick);
    if (!m) break;
    await typeMoves(page, [m]);
  }
}

async function exportFile(page, name) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
  assert.match(download.suggestedFilename(), /^rithmomachia-[a-z]+-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  const file = path.join(tmp, name);
  await download.saveAs(file);
  return file;
}


test("a reload restores the game mid-play: moves, redo line, cursor, orientation", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  await typeMoves(page, LINE.slice(1));
  const expected = await replayed(page, LINE);
  assert.equal(await position(page), expected[6]);
  // Two moves back: the redo line holds them.
  await page.click("#review-prev");
  await page.click("#review-prev");
  await page.click("#flip");
  const orientation = await page.evaluate(() => window.rithmo.orientation);
  const before = await game(page);
  assert.equal(before.cursor, 4);
  assert.equal(before.position, expected[4]);
  await reload(page);
  assert.deepEqual(await game(page), before, "the same game: line, cursor, rules, start");
  assert.equal(await position(page), expected[4]);
  assert.equal(await page.evaluate(() => window.rithmo.orientation), orientation);
  assert.ok(await page.isHidden("#notice"), "no message on a good restore");
  const list = await moveList(page);
  assert.deepEqual(list.map((m) => m[0]), LINE, "the move list shows the whole line");
  assert.deepEqual(list.map((m) => m[1]), [false, false, false, true, false, false], "move 4 is current");
  assert.deepEqual(list.map((m) => m[2]), [false, false, false, false, true, true], "moves 5 and 6 are later");
  // The redo line survives: Last goes to the end.
  await page.click("#review-last");
  assert.equal(await position(page), expected[6]);
  await finish(p, assert);
});

test("a corrupted saved game: a message, its text kept under a backup key, a fresh game", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const rules = await page.evaluate(() => window.rithmo.game.rulesJson());
  const cases = [
    ["{not json", /The saved game could not be restored \(.*JSON.*\)/],
    [JSON.stringify({ version: 2, preset: "classic", rules, start: START, moves: ["a3-b5", "c14-b13", "c4-d9"], cursor: 3 }), /move 3 \(c4-d9\) is not legal: /],
    [JSON.stringify({ version: 2, preset: "classic", rules, start: START, moves: ["a3-b5"], cursor: 5 }), /cursor/],
    [JSON.stringify({ version: 2, preset: "classic", rules: rules.replace('"plyCap":', '"plyCapx":'), start: START, moves: [] }), /unknown field `plyCapx`/],
    [JSON.stringify({ version: 2, preset: "classic", rules, start: "8/8 w - - 0", moves: [] }), /the start position: /],
  ];
  const kept = [];
  for (const [bad, why] of cases) {
    await page.evaluate((v) => localStorage.setItem("rithmomachia.game.v1", v), bad);
    await reload(page);
    assert.ok(await page.isVisible("#notice"), `notice shown for ${bad}`);
    const text = await page.textContent("#notice-text");
    assert.match(text, /The saved game could not be restored/);
    assert.match(text, why);
    // Each unreadable value under a key of its own: an older one is never written over.
    const key = text.match(/“(rithmomachia\.game\.v1\.broken(?:\.\d+)?)”/)?.[1];
    assert.ok(key, "the message says where the text was kept");
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), bad, "the broken text is kept");
    kept.push([key, bad]);
    for (const [k, v] of kept) assert.equal(await page.evaluate((k) => localStorage.getItem(k), k), v, `${k} still holds its text`);
    assert.equal(await position(page), START, "a new game instead");
  }
  assert.equal(kept[0][0], "rithmomachia.game.v1.broken", "the first under the backup key itself");
  // The fresh game plays and is saved again.
  await typeMoves(page, ["a3-b5"]);
  await reload(page);
  assert.deepEqual((await game(page)).line, ["a3-b5"]);
  assert.ok(await page.isHidden("#notice"));
  await finish(p, assert);
});

test("export then import: the same game, with classic, boissiere and custom rules", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const other = await openPage(env.browser, env.server);
  await load(other.page, env.server.url);

  // 1. Classic, mid-review (cursor 4 of 6).
  await typeMoves(page, LINE);
  await page.click("#review-prev");
  await page.click("#review-prev");
  const classic = await game(page);
  const file1 = await exportFile(page, "classic.json");
  const record = JSON.parse(await fs.readFile(file1, "utf8"));
  assert.equal(record.format, "rithmomachia-game");
  assert.equal(record.version, 1);
  assert.equal(record.preset, "classic");
  assert.deepEqual(record.rules, JSON.parse(classic.rules));
  assert.equal(record.start, START);
  assert.deepEqual(record.moves, LINE);
  assert.equal(record.cursor, 4);
  assert.equal(record.result.state, "playing");
  assert.ok(!Number.isNaN(Date.parse(record.exported)));
  assert.match(await page.textContent("#records-message"), /Exported rithmomachia-classic-.*\.json \(moves: 6\)/);
  await other.page.setInputFiles("#import-file", file1);
  // The file is read as a task after the input's change: wait for the page to say it is in.
  await other.page.waitForFunction((name) => document.getElementById("records-message").textContent.includes(`Imported ${name}`), "classic.json", { timeout: 20_000 });
  await settle(other.page);
  assert.deepEqual(await game(other.page), classic, "imported: same moves, cursor, position, rules");
  assert.match(await other.page.textContent("#records-message"), /Imported classic\.json \(moves: 6\)/);

  // 2. Boissière (chosen captures, re-entry), started from the preset list.
  await page.selectOption("#preset", "boissiere");
  await page.click("#new-game");
  await playLegal(page, 8);
  const boissiere = await game(page);
  assert.equal(JSON.parse(boissiere.rules).preset, "boissiere");
  assert.equal(boissiere.line.length, 8);
  const file2 = await exportFile(page, "boissiere.json");
  await other.page.setInputFiles("#import-file", file2);
  // The file is read as a task after the input's change: wait for the page to say it is in.
  await other.page.waitForFunction((name) => document.getElementById("records-message").textContent.includes(`Imported ${name}`), "boissiere.json", { timeout: 20_000 });
  await settle(other.page);
  assert.deepEqual(await game(other.page), boissiere);
  assert.equal(await other.page.textContent("#rules-title"), "Rules: Boissière");

  // 3. Custom rules from the rules dialog (simplified, drawn after 300 plies), from a pasted start.
  await page.click("#rules-open");
  await page.selectOption("#rules-preset", "simplified");
  await page.fill("#rules-plycap", "300");
  await page.click("#rules-start");
  await settle(page);
  const custom = await game(page);
  assert.equal(JSON.parse(custom.rules).plyCap, 300);
  const start = custom.position.replace(/ w - - 0$/, " b - - 0");
  await page.fill("#position-input", start);
  await page.click("#position-load");
  await playLegal(page, 5, 3);
  const pasted = await game(page);
  assert.equal(pasted.start, start);
  assert.equal(pasted.rules, custom.rules, "the custom rules are kept");
  const file3 = await exportFile(page, "custom.json");
  await other.page.setInputFiles("#import-file", file3);
  // The file is read as a task after the input's change: wait for the page to say it is in.
  await other.page.waitForFunction((name) => document.getElementById("records-message").textContent.includes(`Imported ${name}`), "custom.json", { timeout: 20_000 });
  await settle(other.page);
  assert.deepEqual(await game(other.page), pasted);
  assert.equal(await other.page.textContent("#rules-title"), "Rules: Simplified (custom)");
  const expected = await replayed(other.page, pasted.line, { rules: custom.rules, start });
  assert.equal(await position(other.page), expected[pasted.line.length], "the position replayed independently");

  // The game replaced by each import is kept: back to the previous one (the boissiere game).
  assert.ok(await other.page.isVisible("#restore-previous"));
  await other.page.click("#restore-previous");
  await settle(other.page);
  assert.deepEqual(await game(other.page), boissiere);
  await shoot(other.page, "records-import.png");
  await finish(other, assert);
  await finish(p, assert);
});

test("a malformed file: a message naming what is wrong, the game unchanged", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 3));
  const rules = JSON.parse(await page.evaluate(() => window.rithmo.game.rulesJson()));
  const good = { format: "rithmomachia-game", version: 1, preset: "classic", rules, start: START, moves: LINE };
  const cases = [
    ["not-json.json", "{\"format\": ", /“not-json\.json” could not be imported: the file is not JSON/],
    ["array.json", "[1, 2]", /the file is not a game record \(a JSON object\)/],
    ["format.json", JSON.stringify({ ...good, format: "chess-game" }), /its "format" is not "rithmomachia-game"/],
    ["version.json", JSON.stringify({ ...good, version: 9 }), /records of version 9 cannot be read here/],
    ["version-text.json", JSON.stringify({ ...good, version: "1" }), /the record's "version" must be the number 1, written without quotes/],
    ["no-rules.json", JSON.stringify({ ...good, rules: undefined, preset: undefined }), /does not say which rules/],
    ["preset.json", JSON.stringify({ ...good, rules: "chess" }), /unknown rules preset 'chess'/],
    ["bad-rules.json", JSON.stringify({ ...good, rules: { ...rules, ranks: 15 } }), /15/],
    ["start.json", JSON.stringify({ ...good, start: "8/8/8 w - - 0" }), /the start position: /],
    ["moves.json", JSON.stringify({ ...good, moves: "a3-b5" }), /"moves" is not a list of moves/],
    ["move-text.json", JSON.stringify({ ...good, moves: ["a3-b5", 7] }), /move 2 is not text/],
    ["illegal.json", JSON.stringify({ ...good, moves: [...LINE.slice(0, 6), "c4-d9"] }), /move 7 \(c4-d9\) is not legal: /],
    ["unreadable.json", JSON.stringify({ ...good, moves: ["a3-b5", "a3b5"] }), /move 2 \(a3b5\) cannot be read: /],
    ["cursor.json", JSON.stringify({ ...good, cursor: 99 }), /"cursor" is not a whole number from 0 to 6/],
    // A megabyte of move text: named by its first 40 characters.
    ["long-move.json", JSON.stringify({ ...good, moves: ["a3-b5", `c14-b13${"3".repeat(1 << 20)}`] }), /^.{0,300}move 2 \(c14-b133{33}…\) cannot be read: [^]{0,300}$/],
  ];
  const before = await game(page);
  for (const [name, text, why] of cases) {
    const file = path.join(tmp, name);
    await fs.writeFile(file, text);
    await page.setInputFiles("#import-file", file);
    await page.waitForFunction(() => document.getElementById("records-error").textContent !== "");
    const message = await page.textContent("#records-error");
    assert.match(message, why, name);
    assert.match(message, /The current game is unchanged\.$/);
    assert.deepEqual(await game(page), before, `${name}: the current game stays exactly as it was`);
    await page.evaluate(() => (document.getElementById("records-error").textContent = ""));
  }
  // A good file after the bad ones is read.
  const file = path.join(tmp, "good.json");
  await fs.writeFile(file, JSON.stringify(good));
  await page.setInputFiles("#import-file", file);
  await settle(page);
  assert.deepEqual((await game(page)).line, LINE);
  assert.equal(await page.textContent("#records-error"), "");
  await finish(p, assert);
});

test("a shared link replays the game in a fresh page, keeping the game that was there", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  await page.click("#review-prev");
  const shared = await game(page);
  await page.click("#share");
  await page.waitForFunction(() => document.getElementById("share-url").value !== "");
  const url = await page.inputValue("#share-url");
  assert.ok(url.startsWith(env.server.url + "#g1.classic.."), url);
  const fragment = url.split("#")[1];
  // Compact: the preset by name, the start left out, one digit per move here, the cursor.
  assert.equal(fragment.length, "g1.classic..".length + LINE.length + ".5".length, fragment);
  assert.match(await page.textContent("#records-message"), /Link (copied|ready)/);

  // A fresh page with a game of its own in progress opens the link.
  const q = await openPage(env.browser, env.server);
  await load(q.page, env.server.url);
  await typeMoves(q.page, ["c4-d5", "c13-d12"]);
  const mine = await game(q.page);
  await q.page.close();
  q.page = await q.context.newPage();
  await load(q.page, url);
  assert.deepEqual(await game(q.page), shared, "the same line, cursor, position and rules");
  assert.equal(await q.page.evaluate(() => location.hash), "", "the fragment is cleared");
  assert.match(await q.page.textContent("#notice-text"), /Opened the game of the link \(moves: 6\)\. The game you had before was kept/);
  // Reload: the link's game stays (it is the saved game now); the earlier one can come back.
  await reload(q.page);
  assert.deepEqual(await game(q.page), shared);
  await q.page.click("#restore-previous");
  await settle(q.page);
  assert.deepEqual(await game(q.page), mine, "back to the game that was in progress");

  // Custom rules and a pasted start travel packed (deflate + base64url).
  await page.click("#rules-open");
  await page.selectOption("#rules-preset", "boissiere");
  await page.fill("#rules-plycap", "250");
  await page.click("#rules-start");
  await settle(page);
  const start = (await game(page)).position.replace(/ w - - 0$/, " b - - 0");
  await page.fill("#position-input", start);
  await page.click("#position-load");
  await playLegal(page, 6, 2);
  const custom = await game(page);
  await page.click("#share");
  await page.waitForFunction((old) => document.getElementById("share-url").value !== old, url);
  const url2 = await page.inputValue("#share-url");
  assert.match(url2, /#g1\.~[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  assert.ok(url2.length < 400, `compact: ${url2.length} characters`);
  // Opened in the same tab (only the fragment changes).
  await q.page.goto(url2);
  // The page clears the fragment at once, then reads the link in steps: wait for the board to
  // show the link's game (its data-position), not for the fragment alone.
  await q.page.waitForFunction(() => location.hash === "");
  await q.page.waitForFunction((want) => document.getElementById("board").dataset.position === want, custom.position);
  await settle(q.page);
  assert.deepEqual(await game(q.page), custom);
  const expected = await replayed(q.page, custom.line, { rules: custom.rules, start });
  assert.equal(await position(q.page), expected[custom.line.length]);
  await finish(q, assert);
  await finish(p, assert);
});

test("a malformed link: a clear message, the current game kept, the fragment cleared", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 4));
  const before = await game(page);
  // A text packed as a link packs it (raw DEFLATE, then base64url), here by the browser alone.
  const packed = (text) =>
    page.evaluate(async (x) => {
      const out = new Response(new Blob([new TextEncoder().encode(x)]).stream().pipeThrough(new CompressionStream("deflate-raw")));
      return new Uint8Array(await out.arrayBuffer()).toBase64({ alphabet: "base64url", omitPadding: true });
    }, text);
  const cases = [
    [`g1.~${await packed('{"plyCap": 5}')}..A`, /the link's rules are not a set of rules/],
    [`g1.~${await packed("not json")}..A`, /the link's rules are not a set of rules/],
    [`g1.~${await packed('{"preset": "classic", "plyCap": -1}')}..A`, /the move cap must be a whole number of plies from 1 to 10000/],
    [`g1.~${await packed('{"preset": "classic", "plyCap": 1000000000}')}..A`, /the move cap must be a whole number of plies from 1 to 10000/],
    [`g1.~${await packed('{"preset": "classic", "colour": 1}')}..A`, /unknown field `colour`/],
    [`g1.classic.${await packed("8/8 w - - 0")}.A`, /the start position: /],
    ["g1.classic..A!", /'!' at character 2, which is not a base64url digit/],
    ["g1.chess..A", /unknown rules preset 'chess'/],
    ["g1.classic..__", /move 1 of the code is number 63 but only 47 moves are legal there/],
    ["g1.~AAAA..A", /the link's rules could not be unpacked/],
    ["g1.~A*B..A", /the link's rules are not valid base64url/],
    ["g1.classic", /it has 2 parts separated by dots where 4 to 7 are expected/],
    ["g1.classic..A.0.0Gc4.white-resigned.x", /it has 8 parts separated by dots where 4 to 7 are expected/],
    ["g1.classic..A.0.0Gc4.x", /the way it says the game ended is not one this page knows/],
    ["g7.classic..A", /version 7/],
    ["hello", /it is not a link to a game/],
    ["g1.classic..AAA.9", /the move it shows is not a whole number from 0 to 3/],
    ["g1.classic.AAAA.A", /the link's start position could not be unpacked/],
  ];
  for (const [fragment, why] of cases) {
    await page.goto(`${env.server.url}#${fragment}`);
    await page.waitForFunction(() => location.hash === "");
    await page.waitForSelector("#notice:not([hidden])");
    const text = await page.textContent("#notice-text");
    assert.match(text, /^This link could not be opened: /, fragment);
    assert.match(text, why, fragment);
    assert.match(text, /The current game is unchanged\.$/);
    assert.deepEqual(await game(page), before, `${fragment}: the game is kept`);
    await page.click("#notice-close");
  }
  // The same at start-up: a fresh page opened on a bad link keeps its saved game.
  await page.close();
  const fresh = await p.context.newPage();
  p.page = fresh;
  await load(fresh, `${env.server.url}#g1.classic..A-`);
  assert.match(await fresh.textContent("#notice-text"), /move 2 of the code is number 62/);
  assert.deepEqual(await game(fresh), before);
  assert.equal(await fresh.evaluate(() => location.hash), "");
  await finish(p, assert);
});

/** Issue 12's pattern (alternating C4 and c4) over all 16 ranks: the densest boissiere position. */
const DENSE16 = `${Array.from({ length: 16 }, (_, r) => (r % 2 ? "1,c4,1,C4,1,c4,1,C4" : "C4,1,c4,1,C4,1,c4,1")).join("/")} w - - 0`;

test("a long link of a dense boissiere game is read in steps: progress shown, the page answering, the game kept until read", { timeout: 180_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 2));
  const mine = await game(page);
  // The link's game, built through the page's own modules: 36 moves from the dense position
  // (the game runs on: under boissiere's victories it ends at move 39), each to a destination
  // taking nothing where it may.
  const made = await page.evaluate(async (dense) => {
    const here = new URL(".", location.href);
    const { Game, presetRules } = await import(new URL("www/pkg/rithmomachia.js", here));
    const { makeLinkFragment } = await import(new URL("www/records.js", here));
    const g = Game.fromPosition(dense, "boissiere");
    for (let i = 0; i < 36; i++) {
      const moves = g.snapshot().movers.flatMap((c) => g.destinationsFrom(c).destinations);
      if (!moves.length) break;
      const d = moves[(i * 7) % moves.length];
      try {
        g.playMove(d.from, d.to, []);
      } catch {
        g.playMove(d.from, d.to);
      }
    }
    const fragment = await makeLinkFragment(g);
    const out = { fragment, position: g.position(), plies: g.line().length };
    g.free();
    return out;
  }, DENSE16);
  assert.equal(made.plies, 36);
  await page.evaluate((fragment) => {
    location.hash = fragment;
  }, made.fragment);
  // Progress in the notice while the game in progress stays as it was.
  await page.waitForFunction(() => /^Reading the link's game: \d+% \(moves read: [1-9]\d*\)…$/.test(document.getElementById("notice-text").textContent));
  assert.deepEqual(await game(page), mine, "untouched while the link is read");
  // The page answers a click on a tab while it reads.
  await page.click('[data-tab-button="learn"]');
  await page.waitForFunction(() => document.querySelector(".panel").dataset.tab === "learn");
  assert.match(await page.textContent("#notice-text"), /^Reading the link's game/, "the click came while the link was read");
  assert.deepEqual(await game(page), mine, "still untouched");
  await shoot(page, "link-reading-dense.png");
  // Then the link's game, whole.
  await page.waitForFunction(() => /^Opened the game of the link \(moves: 36\)/.test(document.getElementById("notice-text").textContent));
  await settle(page);
  assert.equal(await position(page), made.position);
  assert.equal((await game(page)).line.length, 36);
  await finish(p, assert);
});
