// The guided way in, as a newcomer follows it: the front door's "Learn the game" opens an
// introduction in five steps (the board, the pieces, the captures, how a game is won, each
// pictured with the page's pieces and worded from the core's description of the rules), then the
// course's first lesson on the board; and the course's first game against the easy computer, a
// short one, coached on the line under the board from the first move to the verdict, its result
// kept in the course (English on a laptop, Russian on a phone).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, shoot, settle, clickCell, inView } from "./harness.mjs";

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const STEPS = ["what", "pieces", "captures", "win", "next"];


/** The rules' description as the core gives it, worded as the page words it, for `preset`. */
const described = (page, preset) =>
  page.evaluate(async (p) => {
    const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
    const i18n = await import(new URL("www/i18n.js", document.baseURI).href);
    return m.describeRules(m.presetRules(p)).sentences.map((s) => ({ key: s.key, text: i18n.say(s) }));
  }, preset);

for (const [name, opts, words] of [
  ["on a laptop (English)", {}, { count: "Step 1 of 5", lesson: /./, first: "The battle of numbers" }],
  ["on a phone (Russian)", { ...PHONE, locale: "ru-RU" }, { count: "Шаг 1 из 5", first: "Битва чисел" }],
]) {
  test(`a newcomer's introduction from the front door, step by step, then the first lesson, ${name}`, { timeout: 60_000 }, async () => {
    const p = await openPage(env.browser, env.server, { ...opts, firstVisit: true });
    const { page } = p;
    await load(page, env.server.url);
    await page.waitForSelector("#door[open]");
    await page.click("#door-learn");
    await page.waitForSelector("#intro[open]");
    assert.equal(await page.getAttribute("#intro", "data-step"), "what");
    assert.equal(await page.textContent("#intro-count"), words.count);
    assert.equal(await page.textContent("#intro-title"), words.first);
    const rules = await described(page, "classic");
    for (const [i, step] of STEPS.entries()) {
      assert.equal(await page.getAttribute("#intro", "data-step"), step);
      assert.ok(await inView(page, "#intro-next:not([hidden]), #intro-start:not([hidden])"), `step ${step}: the way on is on screen`);
      // The picture: the page's own pieces, said in words for a screen reader.
      const pieces = await page.$$eval("#intro-picture svg text", (ts) => ts.map((x) => x.textContent));
      if (step !== "next") {
        assert.ok(pieces.length >= 2, `step ${step}: pictured (${pieces})`);
        assert.ok((await page.textContent("#intro-picture-words")).length > 10);
      } else assert.equal(await page.isVisible("#intro-picture"), false);
      // The rules in play, worded by the core: each sentence on its step.
      const shown = await page.$$eval("#intro-rules li", (lis) => lis.map((li) => li.textContent));
      for (const text of shown) assert.ok(rules.some((r) => r.text === text), `step ${step}: "${text}" is the core's`);
      if (step === "pieces") assert.equal(shown.length, rules.filter((r) => /^rules\.(motion|pyramid\.)/.test(r.key)).length, "every shape's move");
      if (step === "captures") assert.ok(shown.some((s) => rules.find((r) => r.key === "rules.equality").text === s), "equality among the captures");
      if (step === "win") assert.ok(shown.some((s) => rules.find((r) => r.key === "rules.victories").text === s), "the victories");
      await shoot(page, `intro-${step}-${opts.locale || "en"}.png`);
      if (i < STEPS.length - 1) {
        // With the keyboard: the way on keeps the focus.
        await page.focus("#intro-next");
        await page.keyboard.press("Enter");
      }
    }
    assert.equal(await page.isVisible("#intro-next"), false);
    await page.click("#intro-back");
    assert.equal(await page.getAttribute("#intro", "data-step"), "win", "a step back");
    await page.click("#intro-next");
    await page.click("#intro-start");
    await page.waitForSelector("#intro:not([open])", { state: "attached" });
    // The course's first lesson is on the board, its task under it.
    await page.waitForSelector("#lesson:not([hidden])");
    assert.equal(await page.evaluate(() => window.rithmo.lessonMode), true);
    assert.equal(await page.getAttribute("#preview-head", "data-teaching"), "task");
    assert.equal(await page.getAttribute("#course", "data-intro"), "seen", "the introduction seen is kept");
    await reload(page);
    assert.equal(await page.getAttribute("#course", "data-intro"), "seen", "across visits");
    // Opened again from the course box.
    await page.click('[data-tab-button="learn"]');
    await page.click("#course-intro");
    await page.waitForSelector('#intro[open][data-step="what"]');
    await page.keyboard.press("Escape");
    await page.waitForSelector("#intro:not([open])", { state: "attached" });
    await finish(p, assert);
  });
}

/** Wait until it is White's move with the computer idle, or the game is over; true when over. */
async function myTurnOrOver(page) {
  await page.waitForFunction(
    () => {
      const r = window.rithmo;
      const g = r.game;
      return g.status().state !== "playing" || (g.turn() === "white" && r.thinking === "" && !r.scheduled);
    },
    null,
    { timeout: 20_000 },
  );
  await settle(page);
  return page.evaluate(() => window.rithmo.game.status().state !== "playing");
}

test("the course's first game: short, coached under the board from the first move to the verdict, kept", { timeout: 240_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // Every classic lesson solved on an earlier visit: the course offers the first game.
  const ids = await page.evaluate(async () => {
    const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
    return m.lessons().filter((l) => l.preset === "classic").map((l) => l.id);
  });
  await page.evaluate((solved) => localStorage.setItem("rithmomachia.lessons.solved.v1", JSON.stringify({ version: 1, solved })), ids);
  await reload(page);
  await page.click('[data-tab-button="learn"]');
  await page.click("#course-game");
  await settle(page);
  assert.equal(await page.inputValue("#mode"), "white");
  assert.equal(await page.inputValue("#level"), "easy");
  // The classic rules, the count of pieces taken lowered to three: a first game is short.
  const rules = JSON.parse(await page.evaluate(() => window.rithmo.game.rulesJson()));
  assert.equal(rules.preset, "classic");
  assert.equal(rules.victories["de-corpore"].pieces, 3);
  assert.equal(rules.victories["de-bonis"].value.white, 1315, "the other victories as the rules say");
  assert.equal(await page.getAttribute("#preview-head", "data-teaching"), "task");
  assert.match(await page.textContent("#preview-head"), /^Your first game against the easy computer: you play White, and the first to take 3 pieces wins\. Your move: select one of your pieces/);
  await shoot(page, "first-game-start.png");

  // Played as a newcomer plays with the coach: a capture when there is one, else the hint.
  const said = [];
  for (let i = 0; i < 150 && !(await myTurnOrOver(page)); i++) {
    said.push(await page.textContent("#preview-head"));
    let move = await page.evaluate(() => window.rithmo.game.legalMoves().find((m) => m.from && m.captures.length) || null);
    if (!move) {
      await page.click("#hint");
      await page.waitForFunction(() => window.rithmo.hintArrow, null, { timeout: 20_000 });
      move = await page.evaluate(() => window.rithmo.hintArrow);
    }
    const before = await page.evaluate(() => window.rithmo.game.lineLength());
    await clickCell(page, move.from);
    await clickCell(page, move.to);
    await page.waitForFunction((n) => window.rithmo.game.lineLength() > n, before);
  }
  const status = await page.evaluate(() => window.rithmo.game.status());
  assert.equal(status.state, "won", `the first game ends (${said.length} moves played)`);
  // The coach said what each capture took, in words and arithmetic, and counted towards the goal.
  const took = said.filter((s) => /^(The computer took|You took|Your move)/.test(s) || /Taken so far/.test(s));
  assert.ok(took.length > 0);
  // (A game the computer wins with its first reply has no later turn to count on.)
  if (said.length > 1) assert.ok(said.slice(1).some((s) => /Taken so far: you [0-3] of 3, the computer [0-3] of 3\./.test(s)), "the count towards the goal");
  const captured = said.find((s) => /^(The computer took|You took) the (white|black) (round|triangle|square|pyramid) \d+ on [a-h]\d+/.test(s));
  if (status.winner === "black" || said.some((s) => /^The computer took/.test(s))) assert.ok(captured, "a capture named in words");
  // The verdict, on the line under the board, and the review opened.
  const won = status.winner === "white";
  await page.waitForSelector(`#preview-head[data-teaching="${won ? "solved" : "missed"}"]`);
  assert.match(await page.textContent("#preview-head"), won ? /^You won your first game \(De Corpore\)!/ : /^The computer won this time \(De Corpore\)\./);
  await shoot(page, "first-game-end.png");
  // The course keeps it.
  await page.click('[data-tab-button="learn"]');
  assert.equal(await page.getAttribute("#course-first-result", "data-result"), won ? "won" : "lost");
  assert.match(await page.textContent("#course-first-result"), won ? /^Classic: first game won\.$/ : /^Classic: first game played \(lost\)/);
  await reload(page);
  assert.equal(await page.getAttribute("#course-first-result", "data-result"), won ? "won" : "lost", "across visits");
  assert.equal(await page.getAttribute("#preview-head", "data-teaching"), won ? "solved" : "missed", "the coach still knows the game");
  await finish(p, assert);
});
