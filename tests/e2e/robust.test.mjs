// Nothing lost, nothing frozen (issue 12, the page's half), as a careless user or a second tab
// would do it: two tabs of the page sharing storage lose no game (play in both, close a lesson
// in one); links with a bad % escape give a message on load and in an open tab; a corrupt
// value set aside during a lesson never overwrites the saved game; with storage full a game is
// never replaced without asking; "Load position" keeps the game it replaces; a huge stored game
// is refused with its text kept; every message in English and Russian.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, settle, position, START, LINE, typeMoves, openTab } from "./harness.mjs";

const env = useBrowser();

const GAME = "rithmomachia.game.v1";
const ASIDE = "rithmomachia.game.aside.v1";
const BROKEN = "rithmomachia.game.v1.broken";

const game = (page) =>
  page.evaluate(() => {
    const g = window.rithmo.game;
    return { position: g.position(), start: g.startPosition(), line: g.line(), cursor: g.cursor(), rules: g.rulesJson() };
  });
const notice = (page) => page.waitForSelector("#notice:not([hidden])").then(() => page.textContent("#notice-text"));

/** A page with a game of two moves in progress: {p, page, mine} (`mine`: that game). */
async function pageWithGame(options = {}) {
  const p = await openPage(env.browser, env.server, options);
  await load(p.page, env.server.url);
  await typeMoves(p.page, LINE.slice(0, 2));
  return { p, page: p.page, mine: await game(p.page) };
}

/** A second tab of the same page (same context: the same storage, `storage` events between them). */
async function secondTab(p) {
  const page = await p.context.newPage();
  page.on("pageerror", (err) => p.problems.push(`page error (tab 2): ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") p.problems.push(`console error (tab 2): ${msg.text()}`);
  });
  await load(page, env.server.url);
  return page;
}

/** Open a lesson from the list, unfolding its preset's group first. */
async function openLesson(page, id) {
  await page.click("#lessons-open");
  const group = `#lessons-index details[data-preset="${id.split("-")[0]}"]`;
  if (!(await page.$eval(group, (d) => d.open))) await page.click(`${group} > summary`);
  await page.click(`#lessons-index button[data-lesson="${id}"]`);
  await settle(page);
}

async function newGame(page, preset) {
  await page.selectOption("#preset", preset);
  await page.click("#new-game");
  await settle(page);
}

/** The first plain move the core offers (the page's game). */
const firstMove = (page) => page.evaluate(() => window.rithmo.game.legalMoves().find((m) => /^[a-h]\d+-[a-h]\d+$/.test(m.move)).move);

test("two tabs: a game started and played in one is never lost by a move in the other", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const a = p.page;
  await load(a, env.server.url);
  await typeMoves(a, LINE.slice(0, 2));
  const classic = await game(a);
  const b = await secondTab(p);
  assert.deepEqual((await game(b)).line, classic.line, "tab B opens on the saved game");

  // Tab B starts a ludii game and plays on it.
  await newGame(b, "ludii");
  await typeMoves(b, [await firstMove(b)]);
  const ludii = await game(b);
  // Tab A sees it (the storage event): the ludii game is on its board too, and it says so.
  await a.waitForFunction((line) => JSON.stringify(window.rithmo.game.line()) === line, JSON.stringify(ludii.line));
  await settle(a);
  // Tab A plays a move: on the ludii game, which is not lost.
  await typeMoves(a, [await firstMove(a)]);
  const after = await game(a);
  assert.equal(after.rules, ludii.rules);
  assert.deepEqual(after.line.slice(0, ludii.line.length), ludii.line, "tab A went on from tab B's game");
  await b.waitForFunction((n) => window.rithmo.game.line().length === n, after.line.length);

  // Reload: the shared game is there; the classic game comes back with "Back to the previous game".
  await reload(a);
  assert.deepEqual((await game(a)).line, after.line);
  await openTab(a, "records");
  assert.ok(await a.isVisible("#restore-previous"));
  await a.click("#restore-previous");
  await settle(a);
  const back = await game(a);
  assert.deepEqual(back.line, classic.line, "the classic game is back");
  assert.equal(back.rules, classic.rules);
  await b.close();
  await finish(p, assert);
});

test("two tabs: a tab that missed the other's game keeps it as the previous game before saving", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const a = p.page;
  await load(a, env.server.url);
  await typeMoves(a, LINE.slice(0, 2));
  // Another tab's game written behind this tab's back (no event reaches this tab).
  const other = await a.evaluate(() => {
    const g = JSON.parse(localStorage.getItem("rithmomachia.game.v1"));
    g.moves = ["c4-d5"];
    g.cursor = 1;
    return JSON.stringify(g);
  });
  await a.evaluate((v) => localStorage.setItem("rithmomachia.game.v1", v), other);
  await typeMoves(a, [LINE[2]]);
  assert.match(await notice(a), /Another tab of this page had saved a different game; it was kept/);
  assert.equal(await a.evaluate(() => localStorage.getItem("rithmomachia.game.previous")), other, "the other tab's game, whole");
  await a.click("#restore-previous");
  await settle(a);
  assert.deepEqual((await game(a)).line, ["c4-d5"]);
  await finish(p, assert);
});

test("two tabs: a lesson closed in one never writes its set-aside game over the other's moves", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const a = p.page;
  await load(a, env.server.url);
  await typeMoves(a, LINE.slice(0, 2));
  const b = await secondTab(p);
  // Tab A opens a lesson: its game waits aside.
  await openLesson(a, "classic-ambush");
  assert.ok(await a.evaluate(() => window.rithmo.lessonMode));
  // Meanwhile tab B plays on.
  await typeMoves(b, LINE.slice(2, 4));
  const played = await game(b);
  // Tab A closes the lesson: B's moves are on its board, and in storage.
  await a.click("#lessons-leave");
  await settle(a);
  assert.deepEqual((await game(a)).line, played.line, "the moves played in tab B are kept");
  await reload(a);
  assert.deepEqual((await game(a)).line, played.line);

  // Again, with tab B starting another game during the lesson: that game stays, and the one
  // set aside comes back with "Back to the previous game".
  await openLesson(a, "classic-ambush");
  await newGame(b, "boissiere");
  await typeMoves(b, [await firstMove(b)]);
  const boissiere = await game(b);
  await a.click("#lessons-leave");
  await settle(a);
  assert.deepEqual(await game(a), boissiere, "tab B's new game is on the board");
  assert.match(await notice(a), /changed in another tab while the lesson was open/);
  await a.click("#restore-previous");
  await settle(a);
  assert.deepEqual((await game(a)).line, played.line, "the game set aside is back");
  await b.close();
  await finish(p, assert);
});

test("a corrupt value set aside is moved aside whole; the saved game is untouched", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 3));
  const mine = await game(page);
  const saved = await page.evaluate(() => localStorage.getItem("rithmomachia.game.v1"));
  for (const bad of ["{corrupt", JSON.stringify({ start: 5 })]) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [ASIDE, bad]);
    await reload(page);
    assert.deepEqual(await game(page), mine, "the saved game is on the board");
    assert.equal(await page.evaluate(() => localStorage.getItem("rithmomachia.game.v1")), saved);
    const text = await notice(page);
    assert.match(text, /The game set aside during the lesson could not be read/);
    const key = text.match(/“(rithmomachia\.game\.v1\.broken(?:\.\d+)?)”/)[1];
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), bad, "the corrupt value, whole");
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), ASIDE), null);
  }
  await finish(p, assert);
});

test("links with a bad % escape: a message on load and in an open tab, the game kept (English, Russian)", { timeout: 60_000 }, async () => {
  for (const [locale, why, unchanged] of [
    ["en-US", /^This link could not be opened: it has a “%” that is not followed by two hexadecimal digits/, /The current game is unchanged\.$/],
    ["ru-RU", /«%», за которым не следуют две шестнадцатеричные цифры/, /./],
  ]) {
    const { p, page, mine } = await pageWithGame({ locale });
    // In an open tab: only the fragment changes.
    await page.evaluate(() => {
      location.hash = "g1.classic..aLoE%";
    });
    await page.waitForFunction(() => location.hash === "");
    let text = await notice(page);
    assert.match(text, why);
    assert.match(text, unchanged);
    assert.deepEqual(await game(page), mine);
    await page.click("#notice-close");
    // On load: the page starts, says why, and keeps the saved game.
    for (const fragment of ["%", "g1.classic..aLoE%", "%E0%A4%A"]) {
      await page.goto("about:blank");
      await load(page, `${env.server.url}#${fragment}`);
      text = await notice(page);
      assert.match(text, why, fragment);
      assert.deepEqual(await game(page), mine, `${fragment}: the game is kept`);
    }
    await finish(p, assert);
  }
});

test("the core's faults in the reader's language: a bad link, bad pasted positions and bad record files (Russian)", { timeout: 60_000 }, async () => {
  const { p, page, mine } = await pageWithGame({ locale: "ru-RU" });
  // A move code whose one digit (63) is past the 47 legal moves: the core's sentence
  // (fault.record.outOfRange), worded in Russian.
  await page.evaluate(() => {
    location.hash = "g1.classic.._";
  });
  await page.waitForFunction(() => location.hash === "");
  const text = await notice(page);
  assert.match(text, /ход 1 кода — номер 63, а по правилам там возможно лишь 47 ходов/);
  assert.doesNotMatch(text, /move|legal|\{|"key"/, text);
  assert.deepEqual(await game(page), mine);
  await page.click("#notice-close");
  // A link's own faults (fault.link.*), read by the core: a version, packed rules naming no
  // preset (packed here by the browser alone, as a link packs them).
  const packedRules = await page.evaluate(async () => {
    const bytes = new TextEncoder().encode('{"plyCap": 5}');
    const out = new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw")));
    return new Uint8Array(await out.arrayBuffer()).toBase64({ alphabet: "base64url", omitPadding: true });
  });
  for (const [fragment, why] of [
    ["g7.classic..A", /это ссылка на партию версии 7, которую страница прочитать не может/],
    [`g1.~${packedRules}..A`, /правила в ссылке не являются набором правил \(JSON с названием набора\)/],
    ["g1.classic..AAA.9", /показываемый ход не является целым числом от 0 до 3/],
  ]) {
    await page.evaluate((f) => (location.hash = f), fragment);
    await page.waitForFunction(() => location.hash === "");
    const said = await notice(page);
    assert.match(said, why, said);
    assert.doesNotMatch(said, /link|version|rules|move|\{|"key"/, said);
    assert.deepEqual(await game(page), mine);
    await page.click("#notice-close");
  }
  // A pasted start with a second white pyramid on h2: the setup's sentence (setup.pyramids), in Russian.
  const twoPyramids = mine.start.replace("S153", "P(S36S25T16T9C4C1)");
  assert.notEqual(twoPyramids, mine.start);
  await page.fill("#position-input", twoPyramids);
  await page.click("#position-load");
  const error = await page.textContent("#position-error");
  assert.match(error, /больше одной пирамиды \(g2, h2\): в войске она одна\./);
  assert.doesNotMatch(error, /pyramid|army|\{|"key"/, error);
  assert.deepEqual(await game(page), mine);
  // Badly written position texts: the notation's sentences (fault.notation.*), in Russian, a
  // nested one (a rank's piece and its value) too.
  for (const [text, why] of [
    ["8/8 w - - 0", /^ожидалось 14 или 16 горизонталей, а их 2$/],
    [`${"8/".repeat(15)}C016,7 w - - 0`, /^горизонталь 1: «C016»: число «016» начинается с нуля$/],
  ]) {
    await page.fill("#position-input", text);
    await page.click("#position-load");
    const said = await page.textContent("#position-error");
    assert.match(said, why, said);
    assert.doesNotMatch(said, /rank|expected|value|leading|\{|"key"/, said);
    assert.deepEqual(await game(page), mine);
  }
  // Bad record files, read by the core: each fault's sentence in Russian, a refused move's
  // reason and refused rules too.
  const rules = JSON.parse(await page.evaluate(() => window.rithmo.game.rulesJson()));
  const record = { format: "rithmomachia-game", version: 1, rules, moves: [] };
  for (const [name, data, why] of [
    ["f1.json", { ...record, version: "1" }, /«version» записи должно быть числом 1, без кавычек/],
    ["f2.json", { ...record, moves: ["a3-b5", 7] }, /ход 2 не является текстом/],
    ["f3.json", { ...record, moves: ["a1-a2"] }, /ход 1 \(a1-a2\) не по правилам: a2 занята/],
    ["f4.json", { ...record, rules: { ...rules, ranks: 15 } }, /на доске должно быть 14 или 16 горизонталей, а не 15/],
    ["f5.json", [1], /файл не является записью партии \(объектом JSON\)/],
  ]) {
    await page.setInputFiles("#import-file", { name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(data)) });
    await page.waitForFunction((n) => document.getElementById("records-error").textContent.includes(n), name);
    const said = await page.textContent("#records-error");
    assert.match(said, why, said);
    assert.match(said, /Текущая партия не изменилась\.$/, said);
    assert.doesNotMatch(said, /record|move|legal|board|\{|"key"/, said);
    assert.deepEqual(await game(page), mine);
    await page.evaluate(() => (document.getElementById("records-error").textContent = ""));
  }
  await finish(p, assert);
});

test("a link too long is refused before decoding, the game kept", { timeout: 60_000 }, async () => {
  const { p, page, mine } = await pageWithGame();
  await page.evaluate(() => {
    location.hash = `g1.classic..${"A".repeat(300_000)}`;
  });
  await page.waitForFunction(() => location.hash === "");
  assert.match(await notice(page), /This link could not be opened: it is 300012 characters long, and links of at most 65536 characters are read/);
  assert.deepEqual(await game(page), mine);
  await finish(p, assert);
});

test("storage full: opening a link asks before replacing a game that cannot be kept", { timeout: 60_000 }, async () => {
  const { p, page, mine } = await pageWithGame();
  // Fill the rest of the storage.
  await page.evaluate(() => {
    let chunk = "x".repeat(1 << 20);
    let i = 0;
    while (chunk.length) {
      try {
        localStorage.setItem(`filler.${i++}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  // Keep it: nothing changes.
  await page.evaluate(() => {
    location.hash = "g1.classic..AAA";
  });
  await page.waitForSelector("#replace-dialog[open]");
  assert.match(await page.textContent("#replace-dialog"), /cannot keep the game in progress/);
  await page.click("#replace-cancel");
  await page.waitForSelector("#replace-dialog:not([open])", { state: "attached" });
  assert.match(await notice(page), /The game in progress was kept; nothing was replaced\./);
  assert.deepEqual(await game(page), mine);
  // Replace it: the player said so.
  await page.evaluate(() => {
    location.hash = "g1.classic..AAA";
  });
  await page.waitForSelector("#replace-dialog[open]");
  await page.click("#replace-confirm");
  await page.waitForSelector("#replace-dialog:not([open])", { state: "attached" });
  // The dialog's close event, which puts the link's game in play, comes as a task after the
  // dialog closes: wait for the game the page then holds.
  await page.waitForFunction(() => window.rithmo.game.line().length === 3);
  await settle(page);
  assert.equal((await game(page)).line.length, 3);
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith("filler.")) localStorage.removeItem(k);
  });
  await finish(p, assert);
});

test("Load position keeps the game it replaces: Back to the previous game returns to it", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  const mine = await game(page);
  await page.fill("#position-input", START.replace(/ w - - 0$/, " b - - 0"));
  await page.click("#position-load");
  await settle(page);
  assert.match(await position(page), / b - - 0$/);
  assert.match(await page.textContent("#records-message"), /Position loaded\..*The game you had before was kept/);
  await page.click("#restore-previous");
  await settle(page);
  assert.deepEqual(await game(page), mine, "the game in progress is back");
  await finish(p, assert);
});

test("a stored game of 300,000 plies is refused, its text kept whole, the page running", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // A legal cycle under rules with the largest move cap, 10,000 plies (a cap of 10^9 is
  // refused by the core: docs/rules.md, "Limits").
  const cycle = ["c4-d5", "c13-d12", "d5-c4", "d12-c13"];
  const rules = await page.evaluate(() => {
    const r = JSON.parse(window.rithmo.game.rulesJson());
    r.plyCap = 10_000;
    return JSON.stringify(r);
  });
  const legal = await page.evaluate(
    async ({ rules, cycle }) => {
      const { Game } = await import("/www/pkg/rithmomachia.js");
      const g = Game.fromRecord(rules, "", [...cycle, ...cycle]);
      const n = g.line().length;
      g.free();
      return n;
    },
    { rules, cycle },
  );
  assert.equal(legal, 8, "the cycle is legal");
  const huge = await page.evaluate(
    ({ rules, cycle }) => {
      const moves = [];
      for (let i = 0; i < 300_000; i++) moves.push(cycle[i % 4]);
      const text = JSON.stringify({ version: 2, preset: "classic", rules, start: "", moves, cursor: moves.length });
      localStorage.setItem("rithmomachia.game.v1", text);
      return text;
    },
    { rules, cycle },
  );
  await reload(page);
  const text = await notice(page);
  assert.match(text, /The saved game could not be restored \(the game has 300000 moves, and games of at most \d+ moves are read here\)/);
  // Kept whole: under the backup key, or (no room for a second copy) where it was, unwritten.
  const key = text.match(/“(rithmomachia\.game\.v1(?:\.broken(?:\.\d+)?)?)”/)[1];
  const keptWhole = () => page.evaluate(([k, v]) => localStorage.getItem(k) === v, [key, huge]);
  assert.ok(await keptWhole(), `its text, whole, under ${key}`);
  // The page plays on, and the text stays where the message said.
  await typeMoves(page, ["a3-b5"]);
  assert.deepEqual((await game(page)).line, ["a3-b5"]);
  assert.ok(await keptWhole(), "still kept after a move");
  await reload(page);
  assert.ok(await keptWhole(), "still kept after a reload");
  // Once the player removes it, the page saves again.
  await page.evaluate((k) => localStorage.removeItem(k), key);
  await reload(page);
  await typeMoves(page, ["a3-b5"]);
  await reload(page);
  assert.deepEqual((await game(page)).line, ["a3-b5"]);
  await finish(p, assert);
});

test("the rules dialog says when only the move cap can end the game (English, Russian)", { timeout: 60_000 }, async () => {
  for (const [locale, says] of [
    ["en-US", /Every victory is off: only the move cap \(1000 plies\) can end the game\./],
    ["ru-RU", /Все победы выключены: закончить партию может только предел ходов \(1000 полуходов\)\./],
  ]) {
    const p = await openPage(env.browser, env.server, { locale });
    const { page } = p;
    await load(page, env.server.url);
    await page.click("#rules-open");
    assert.doesNotMatch(await page.textContent("#rules-dialog"), says);
    for (const box of await page.$$('#rules-victories input[data-field="enabled"]')) {
      if (await box.isChecked()) await box.uncheck();
    }
    await page.waitForFunction(() => document.querySelector("#rules-dialog .only-cap"));
    assert.match(await page.textContent("#rules-dialog"), says);
    await page.click("#rules-start");
    await settle(page);
    assert.match(await page.textContent("#records-message"), says);
    await finish(p, assert);
  }
});

test("a long move typed is shown shortened in its error", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await page.fill("#move-input", `a3-${"b".repeat(100_000)}`);
  await page.press("#move-input", "Enter");
  const err = await page.textContent("#move-error");
  assert.ok(err.length > 0 && err.length < 1000, `shortened: ${err.length} characters`);
  await finish(p, assert);
});

test("a panic of the rules core is reported with its message, never as “unreachable”", { timeout: 60_000 }, async () => {
  const { p, page, mine } = await pageWithGame();
  // What console_error_panic_hook writes, then the trap WebAssembly throws, reaching the error path.
  await page.evaluate(() => {
    console.error("panicked at crate/src/game.rs:1:1:\ncapacity overflow\n\nStack:\n…");
    setTimeout(() => {
      throw new WebAssembly.RuntimeError("unreachable");
    });
  });
  const text = await notice(page);
  assert.match(text, /^Something went wrong: the rules core failed \(capacity overflow\)\. The game was left as it was\.$/);
  assert.doesNotMatch(text, /unreachable/);
  assert.deepEqual(await game(page), mine);
  // The two errors above are this test's own.
  const own = p.problems.filter((m) => /panicked at|unreachable/.test(m));
  assert.ok(own.length >= 2, own.join("\n"));
  p.problems.splice(0, p.problems.length, ...p.problems.filter((m) => !own.includes(m)));
  await finish(p, assert);
});
