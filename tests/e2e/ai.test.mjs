// The computer opponent in the page: it searches in a Web Worker while the page keeps drawing and
// answering clicks; the hint shows a move and why; undo and new game cancel a search; the
// computer plays itself at an adjustable pace; far ahead, it does not bring back a position the
// game had. (Its memory over a long session, and how fast the page answers while it thinks, are
// budgets: tests/budget/page.budget.mjs.)

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, position, clickCell, cellPixels, countColor,
  START, MAGNA,
  computerIdle, IDLE,
} from "./harness.mjs";

const HINT_GREEN = [0x00, 0x9e, 0x73];

const env = useBrowser();

const thinking = (page) => page.evaluate(() => window.rithmo.thinking);
const history = (page) => page.evaluate(() => window.rithmo.game.history());
const ply = (page) => page.evaluate(() => window.rithmo.game.ply());

async function setMode(page, mode, level) {
  if (level) await page.selectOption("#level", level);
  await page.selectOption("#mode", mode);
}

/** Play a legal move of the side to move by clicking its two cells (the first listed unless `pick`). */
async function playSomeMove(page, pick = 0) {
  const m = await page.evaluate((i) => {
    const list = window.rithmo.game.legalMoves().filter((x) => x.from);
    return list[i % list.length];
  }, pick);
  await clickCell(page, m.from);
  await clickCell(page, m.to);
  return m.move;
}

/** Wait until the computer has stopped thinking (its move played). */
async function computerDone(page, timeout = 15_000) {
  await page.waitForFunction(() => window.rithmo.thinking === "", null, { timeout, polling: 20 });
  await settle(page);
}

test("plays a game against the computer through the worker; clicks are answered while it thinks", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await page.evaluate(() => window.rithmo.ai.workers), 0, "no worker until the computer is needed");
  await setMode(page, "white", "hard");
  assert.equal(await page.textContent("#mode-note"), "You play White; the computer plays Black.");

  // The computer's answer is held back until the clicks below are checked: they are answered
  // while it thinks, however fast its search ends on this machine.
  await page.evaluate(() => window.rithmo.holdComputer());
  const first = await playSomeMove(page, 3);
  assert.equal(await thinking(page), "move", "the computer thinks at once");
  assert.equal(await page.isVisible("#thinking"), true, "thinking indicator shown");
  assert.match(await page.textContent("#thinking"), /The computer \(Black, Hard\) is thinking/);

  // While it thinks (1 s at hard): click Rotate and a piece; both are answered before its move.
  // (How fast they are answered, and the frames drawn meanwhile, are budgets: tests/budget.)
  const orientation = await page.evaluate(() => window.rithmo.orientation);
  const frames = await page.evaluate(() => window.rithmo.frame);
  await page.click("#rotate");
  assert.equal(await page.evaluate(() => window.rithmo.orientation), (orientation + 3) % 4, "the board turned");
  assert.equal(await thinking(page), "move", "the rotation was answered while the computer still thought");
  await settle(page);
  assert.ok((await page.evaluate(() => window.rithmo.frame)) > frames, "the turned board was drawn while the computer thought");
  assert.equal(await thinking(page), "move", "drawn before the computer's answer");
  const { x, y } = await page.evaluate(() => window.rithmo.cellCenter("b2"));
  await page.mouse.click(x, y);
  assert.equal(await thinking(page), "move", "the board click too");
  assert.match(await page.textContent("#announce"), /b2: white square 45\. The computer is thinking\./);
  assert.match(await page.textContent("#inspector"), /White square 45 on b2/);

  await page.evaluate(() => window.rithmo.releaseComputer());
  await computerDone(page);
  const thought = await page.evaluate(() => window.rithmo.lastThought);
  console.log(
    `engine in the worker: ${thought.move} at depth ${thought.depth} (selective ${thought.seldepth}), ${thought.nodes} nodes in ${thought.millis.toFixed(0)} ms, ${thought.nps} nodes/s`,
  );
  // A level bounded by time uses all of it (a lower bound: a slow machine cannot fail it).
  assert.ok(thought.millis >= 900, `hard uses its full second (${thought.millis} ms)`);

  let moves = await history(page);
  assert.equal(moves.length, 2);
  assert.equal(moves[0], first);
  assert.equal(moves[1], thought.move, "the computer's move was played");
  assert.match(await page.textContent("#announce"), /^Computer: Black played /);

  // A few more moves each, at medium.
  await page.selectOption("#level", "medium");
  for (let i = 0; i < 3; i++) {
    if ((await page.evaluate(() => window.rithmo.game.status().state)) !== "playing") break;
    await playSomeMove(page, i);
    await computerDone(page);
  }
  moves = await history(page);
  assert.ok(moves.length >= 4 && moves.length % 2 === 0, `moves alternate: ${moves}`);
  assert.equal(await page.evaluate(() => window.rithmo.ai.workers), 1, "one worker served the whole game");
  await shoot(page, "ai-game.png");
  await finish(p, assert);
});

test("the hint shows the move the engine would play and why", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // Hot seat, from the start: a hint is a legal move with a reason.
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("hint-text").dataset.move, null, { timeout: 10_000 });
  // The hint's frame: the page says when the board shows it (cellPixels waits for that too).
  await settle(page);
  const hinted = await page.getAttribute("#hint-text", "data-move");
  const legal = await page.evaluate(() => window.rithmo.game.legalMoves().map((m) => m.move));
  assert.ok(legal.includes(hinted), `${hinted} is legal`);
  assert.match(await page.textContent("#hint-text"), new RegExp(`^Hint: ${hinted} — .+\\.$`));
  // A quiet move too says what it gains, never only that it "improves the position".
  assert.doesNotMatch(await page.textContent("#hint-text"), /improves the position/i);
  assert.equal(await position(page), START, "a hint plays nothing");
  // The hinted move is drawn (bluish-green squares and arrow).
  // Read over the whole cell, its dashed outline included: on the start cell the piece covers
  // the middle, and the arrow's head may stop short of the destination's.
  const { from, to } = await page.evaluate(() => window.rithmo.lastThought);
  assert.ok(countColor(await cellPixels(page, from, 1.45), HINT_GREEN) > 40, "hint drawn on its start cell");
  assert.ok(countColor(await cellPixels(page, to, 1.45), HINT_GREEN) > 40, "hint drawn on its destination cell");

  // A position where White wins at once: the hint says so, and playing it wins.
  await page.fill("#position-input", MAGNA);
  await page.click("#position-load");
  await settle(page);
  assert.equal(await page.textContent("#hint-text"), "", "the old hint is gone with its position");
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("hint-text").dataset.move, null, { timeout: 10_000 });
  const text = await page.textContent("#hint-text");
  assert.match(text, /Wins by Victoria Magna: 16-36-56 on /);
  const thought = await page.evaluate(() => window.rithmo.lastThought);
  assert.equal(thought.victory.id, "victoria-magna");
  await shoot(page, "ai-hint.png");
  await clickCell(page, thought.from);
  await clickCell(page, thought.to);
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  assert.match(await page.textContent("#banner-title"), /White wins: Victoria Magna/);
  await finish(p, assert);
});

test("undo and new game while the computer thinks cancel the search cleanly", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await setMode(page, "white", "hard");
  // Answers held back: undo and new game below come while the computer thinks, however fast.
  await page.evaluate(() => window.rithmo.holdComputer());

  await playSomeMove(page, 0);
  assert.equal(await thinking(page), "move");
  await page.click("#undo");
  assert.equal(await thinking(page), "", "undo stops the search at once");
  assert.equal(await page.isVisible("#thinking"), false);
  assert.equal(await position(page), START, "and takes back the person's move");
  // No late move can come: the search was cancelled and its worker terminated, nothing waits.
  assert.deepEqual(await computerIdle(page), IDLE, "no late move from the cancelled search");
  assert.equal(await page.evaluate(() => window.rithmo.ai.cancelled), 1, "the search was cancelled");
  assert.deepEqual(await history(page), []);
  // Taken back, not stepped back: the move left the line, so another is played with no question.
  assert.deepEqual(await page.evaluate(() => window.rithmo.game.line()), [], "the move taken back left the line");

  await playSomeMove(page, 1);
  assert.equal(await page.isVisible("#discard-dialog"), false, "no question: nothing later was kept");
  assert.equal(await thinking(page), "move");
  await page.click("#new-game");
  assert.equal(await thinking(page), "", "a new game stops the search at once");
  assert.deepEqual(await computerIdle(page), IDLE, "no late move into the new game");
  assert.equal(await page.evaluate(() => window.rithmo.ai.cancelled), 2, "the second search was cancelled");
  assert.equal(await position(page), START);

  // The computer still plays afterwards (a fresh worker), and undo takes back both moves.
  await page.evaluate(() => window.rithmo.releaseComputer());
  await page.selectOption("#level", "easy");
  await playSomeMove(page, 2);
  await computerDone(page);
  assert.equal((await history(page)).length, 2);
  const workers = await page.evaluate(() => window.rithmo.ai.workers);
  assert.ok(workers >= 2, `cancelled workers were replaced (${workers} started)`);
  await page.click("#undo");
  assert.deepEqual(await history(page), [], "undo against the computer takes back its reply and the person's move");
  assert.equal(await thinking(page), "");
  await finish(p, assert);
});

test("computer against computer, with a speed control and a pause", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await setMode(page, "auto", "easy");
  assert.equal(await page.isVisible("#speed-row"), true, "the speed control shows in this mode");
  await page.fill("#speed", "0");
  await page.waitForFunction(() => window.rithmo.game.ply() >= 6 || window.rithmo.game.status().state !== "playing", null, {
    timeout: 20_000,
  });
  await page.click("#pause");
  assert.equal(await page.textContent("#pause"), "Resume");
  const paused = await ply(page);
  // Paused: no search under way, no move waiting on the pace timer.
  assert.deepEqual(await computerIdle(page), IDLE, "nothing moves while paused");
  assert.equal(await ply(page), paused, "nothing moved when paused");
  if ((await page.evaluate(() => window.rithmo.game.status().state)) === "playing") {
    // A slower pace: about one move a second.
    await page.fill("#speed", "1000");
    assert.equal(await page.textContent("#speed-value"), "1 s");
    await page.click("#pause");
    assert.equal(await page.evaluate(() => window.rithmo.scheduled), true, "the next move waits on the pace");
    // The move after it waits on the pace too (the page says so: scheduled, no search under way);
    // how long the pace is lives with the timings, not here.
    await page.waitForFunction(
      (n) => {
        const r = window.rithmo;
        return r.game.status().state !== "playing" || (r.game.ply() === n + 1 && r.scheduled && r.thinking === "");
      },
      paused,
      { timeout: 10_000 },
    );
    await page.waitForFunction((n) => window.rithmo.game.ply() >= n + 2 || window.rithmo.game.status().state !== "playing", paused, {
      timeout: 10_000,
    });
  }
  // Back to two people: the computer stops.
  await page.selectOption("#mode", "hotseat");
  const now = await ply(page);
  assert.deepEqual(await computerIdle(page), IDLE, "no search, no move waiting");
  assert.equal(await ply(page), now);
  assert.equal(await page.isVisible("#speed-row"), false);
  await finish(p, assert);
});

// A `ludii` game at ply 950 (the engine's own test, crate/src/ai/search/engine_tests.rs): White far
// ahead, Black's pyramid of three levels in the corner, on h16.
const CORNERED =
  "1,C6,4,c49,p(s64s49c16)/6,C4,1/5,c25,S45,1/6,S81,1/6,T20,C2/8/2,c7,4,S25/6,T81,1/8/5,c9,2/3,C8,c9,2,T42/4,C16,3/3,C36,4/1,T72,C64,5/S153,P(S36S25T16T9C4C1),T49,5/S289,S169,6 w c5t12t36c3t64s49t56t16t30s66c81t90t100s120t25t36s225s121s361s28 T6S15T25T9C4 950";

test("the computer remembers the game's positions across its moves: far ahead, it never brings one back", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await page.selectOption("#preset", "ludii");
  await settle(page);
  await page.fill("#position-input", CORNERED);
  await page.click("#position-load");
  assert.equal(await page.textContent("#position-error"), "");
  await setMode(page, "black", "hard");
  // Black steps its pyramid between h16 and h15 while it can; each position White is to move in
  // is new to the game (searching each position alone, the engine steps back and forth beside
  // the pyramid and the same positions come again; told only of the positions it was to move
  // in, it once stepped a piece away and back here, Black stepping back after it).
  const seen = [];
  for (let round = 0; round < 8; round++) {
    await computerDone(page, 20_000);
    if ((await page.evaluate(() => window.rithmo.game.status().state)) !== "playing") break;
    if (round === 2) {
      // A reload starts the computer afresh: the game's positions come with each request, so
      // it forgets none of them.
      const before = await position(page);
      await reload(page);
      assert.equal(await position(page), before, "the game survives the reload");
      assert.equal(await page.evaluate(() => window.rithmo.mode), "black");
    }
    const m = await page.evaluate(() => {
      const list = window.rithmo.game.legalMoves().filter((x) => x.from);
      return list.find((x) => x.move === "h16-h15" || x.move === "h15-h16") || list[0];
    });
    // The answer is held back until the position White is to move in has been read (a move that
    // wins at once comes back at once).
    await page.evaluate(() => window.rithmo.holdComputer());
    await clickCell(page, m.from);
    await clickCell(page, m.to);
    assert.equal(await thinking(page), "move", "the computer thinks about its answer");
    const now = (await position(page)).replace(/ \d+$/, "");
    assert.ok(!seen.includes(now), `round ${round}: White to move in a position the game had (${m.move}): ${now}`);
    seen.push(now);
    await page.evaluate(() => window.rithmo.releaseComputer());
  }
  await computerDone(page, 20_000);
  const state = await page.evaluate(() => window.rithmo.game.status().state);
  console.log(`from the corner: ${seen.length} rounds, the game ${state}`);
  assert.ok(seen.length >= 2, `${seen.length} rounds played`);
  const thought = await page.evaluate(() => window.rithmo.lastThought);
  assert.ok(thought.score > 0, `White ahead in the computer's eyes (${thought.score})`);
  await shoot(page, "ai-no-repetition.png");
  await finish(p, assert);
});
