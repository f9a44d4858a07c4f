// Lessons, played as a person plays them: every lesson of the core's list is solved by playing
// its solution on the canvas (choosing captures in the capture list where the preset asks);
// a wrong move is explained and Retry restores the position; the game in progress waits and
// comes back (across a reload too); the computer never moves during a lesson; the game's own
// controls are off during a lesson and back after it; a task names its cells and says its
// direction in the board's terms, true whether the board is drawn sideways or upright; every
// lesson has its words in English and Russian.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, openTab, load, reload, finish, shoot, settle, position, clickCell, computerIdle, IDLE, switchLanguage } from "./harness.mjs";
import en from "../../www/lang/en.js";
import { say } from "../../www/i18n.js";
import ru from "../../www/lang/ru.js";

const HINT_GREEN = [0x00, 0x9e, 0x73];

/** A part of a lesson in a language, as the page words it: the sentences the core names, joined. */
const said = (L, l, part) => l.words[part].map((k) => L[k]).join(" ");

const env = useBrowser();

/** The core's lessons and its verdict on each solution, asked in the page. */
const coreLessons = (page) =>
  page.evaluate(async () => {
    const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
    return m.lessons().map((l) => ({ ...l, verdict: m.checkLesson(l.id, l.solution) }));
  });

/** Open a lesson from the list, unfolding its preset's group first. */
async function openLesson(page, id) {
  const preset = id.split("-")[0];
  const group = `#lessons-index details[data-preset="${preset}"]`;
  if (!(await page.$eval(group, (d) => d.open))) await page.click(`${group} > summary`);
  await page.click(`#lessons-index button[data-lesson="${id}"]`);
  await settle(page);
}

/** How many pixels of a colour cover a cell, its border included. */
const cellColor = (page, cell, rgb) =>
  page.evaluate(
    async ([c, [r, g, b]]) => {
      await window.rithmo.drawn();
      const canvas = document.getElementById("board");
      const k = canvas.width / canvas.getBoundingClientRect().width;
      const box = canvas.getBoundingClientRect();
      const p = window.rithmo.cellCenter(c);
      const next = window.rithmo.cellCenter(c[0] + (Number(c.slice(1)) + 1));
      const size = Math.hypot(next.x - p.x, next.y - p.y) * k;
      const x = Math.round((p.x - box.left) * k - size / 2 - 2);
      const y = Math.round((p.y - box.top) * k - size / 2 - 2);
      const data = canvas.getContext("2d").getImageData(x, y, Math.round(size + 4), Math.round(size + 4)).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - r) < 30 && Math.abs(data[i + 1] - g) < 30 && Math.abs(data[i + 2] - b) < 30) n++;
      return n;
    },
    [cell, rgb],
  );

/** Play a move text on the canvas: click the piece, then the destination; tick the captures. */
async function playByClicks(page, text) {
  if (text.startsWith("x")) {
    const cell = text.slice(1).split(":")[0];
    await clickCell(page, cell);
    assert.ok(await page.isVisible("#choice"), `${text}: the removal is offered`);
    await page.click(`#choice-list button[data-removal="${text}"]`);
    await settle(page);
    return;
  }
  const [action, ...targets] = text.split("*");
  if (action.includes("@")) {
    // A drop: the prisoner's button in the mover's tray, then the cell.
    const [piece, cell] = action.split("@");
    const side = piece === piece.toUpperCase() ? "white" : "black";
    await page.click(`#prisoners-${side} button[data-drop="${piece}"]`);
    await settle(page);
    await clickCell(page, cell);
  } else {
    const [from, to] = action.split(/[-x]/);
    await clickCell(page, from);
    await clickCell(page, to);
  }
  if (await page.isVisible("#choice")) {
    const boxes = await page.$$eval("#choice-list input[data-option]", (bs) => bs.map((b) => [b.dataset.option, b.disabled]));
    for (const [id, fixed] of boxes) {
      if (fixed) continue;
      const want = targets.includes(id.replace(/#\d+$/, ""));
      const box = `#choice-list input[data-option="${id}"]`;
      if (want) await page.check(box);
      else await page.uncheck(box);
    }
    await page.click("#choice-play");
    await settle(page);
  }
}

test("every lesson is solved by playing its solution on the board", { timeout: 300_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const lessons = await coreLessons(page);
  assert.ok(lessons.length >= 50, `${lessons.length} lessons`);
  const kinds = new Set(lessons.map((l) => l.kind));
  assert.deepEqual([...kinds].sort(), ["capture", "motion", "turn", "victory"]);
  const presets = new Set(lessons.map((l) => l.preset));
  assert.deepEqual([...presets].sort(), ["boissiere", "classic", "ludii", "simplified"]);

  await page.click("#lessons-open");
  assert.ok(await page.isVisible("#lessons"));
  // The list: grouped by preset, then by kind.
  const groups = await page.$$eval("#lessons-index details", (ds) => ds.map((d) => d.dataset.preset));
  assert.deepEqual(groups, ["classic", "boissiere", "simplified", "ludii"]);
  assert.equal(await page.locator("#lessons-index button[data-lesson]").count(), lessons.length);
  await openLesson(page, lessons[0].id);

  let solved = 0;
  for (const [i, l] of lessons.entries()) {
    if (i > 0) {
      await page.click("#lesson-next");
      await settle(page);
    }
    assert.equal(await page.getAttribute("#lesson", "data-lesson"), l.id);
    assert.equal(await position(page), l.position, `${l.id}: the lesson's position is on the board`);
    assert.equal(await page.textContent("#lesson-title"), said(en, l, "title"));
    assert.equal(await page.textContent("#lesson-task"), said(en, l, "task"));
    assert.equal(await page.getAttribute("#lesson-result", "data-state"), "");
    await playByClicks(page, l.solution);
    assert.equal(await page.getAttribute("#lesson-result", "data-state"), "solved", `${l.id}: ${l.solution} solves it (${await page.textContent("#lesson-result")})`);
    const result = await page.textContent("#lesson-result");
    assert.ok(result.startsWith("Well done!"), l.id);
    assert.ok(result.includes(said(en, l, "done")), `${l.id}: the explanation`);
    // The core's arithmetic: every capture's reason, the victory's explanation.
    for (const c of l.verdict.captures) assert.ok(result.includes(say(c.reason)), `${l.id}: shows ${say(c.reason)}`);
    if (l.verdict.status.state === "won") assert.ok(result.includes(say(l.verdict.status.says)), `${l.id}: shows ${say(l.verdict.status.says)}`);
    if (l.kind === "capture") assert.ok(l.verdict.captures.length > 0, `${l.id}: something was captured`);
    // The board now waits for Retry or Next: a click plays nothing.
    const after = await position(page);
    assert.notEqual(after, l.position, `${l.id}: the move was played`);
    solved += 1;
  }
  assert.equal(solved, lessons.length);
  assert.ok(await page.isDisabled("#lesson-next"), "the last lesson has no next");
  await shoot(page, "lessons-last.png");
  await finish(p, assert);
});

test("a wrong move is explained, Retry restores the position, the hint marks the piece", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const lessons = await coreLessons(page);
  const ambush = lessons.find((l) => l.id === "classic-ambush");
  await page.click("#lessons-open");
  await openLesson(page, "classic-ambush");
  assert.equal(await position(page), ambush.position);
  assert.equal(await page.textContent("#lesson-task"), "Capture the 45 on e7 by ambush.");

  // The hint: its words, and the piece to move marked on the board.
  const before = await cellColor(page, ambush.hint, HINT_GREEN);
  assert.ok(await page.isHidden("#lesson-hint"));
  await page.click("#lesson-hint-button");
  await settle(page);
  assert.equal(await page.textContent("#lesson-hint"), en["lesson.classic-ambush.hint"]);
  assert.equal(ambush.hint, "c5");
  assert.ok((await cellColor(page, "c5", HINT_GREEN)) > before + 10, "the triangle on c5 is marked");
  assert.equal(await cellColor(page, "e4", HINT_GREEN), 0, "only the piece to move is marked");
  await shoot(page, "lessons-hint.png");

  // A wrong move: the square goes away, nothing is taken.
  await clickCell(page, "e4");
  await clickCell(page, "h4");
  assert.equal(await page.getAttribute("#lesson-result", "data-state"), "missed");
  assert.match(await page.textContent("#lesson-result"), /Not quite\.The piece on e7 was not captured\./);
  assert.ok(await page.isVisible("#lesson-retry"));
  const wrong = await position(page);
  // The board waits: a click on a black piece plays nothing.
  await clickCell(page, "h16");
  assert.equal(await position(page), wrong);
  assert.match(await page.textContent("#announce"), /Retry/);
  await shoot(page, "lessons-missed.png");

  // Retry: the lesson's position again, no verdict; then the right move.
  await page.click("#lesson-retry");
  await settle(page);
  assert.equal(await position(page), ambush.position);
  assert.equal(await page.getAttribute("#lesson-result", "data-state"), "");
  assert.ok(await page.isHidden("#lesson-retry"));
  await clickCell(page, "c5");
  await clickCell(page, "c7");
  assert.equal(await page.getAttribute("#lesson-result", "data-state"), "solved");
  assert.match(await page.textContent("#lesson-result"), /the black triangle 45 on e7 taken by ambush: 15 \+ 30 = 45/);

  // Previous goes back one lesson.
  await page.click("#lesson-prev");
  await settle(page);
  assert.equal(await page.getAttribute("#lesson", "data-lesson"), "classic-equality");
  // A move that is not the one asked: the round's lesson with the wrong destination.
  await page.click("#lesson-back");
  await openLesson(page, "classic-round");
  await clickCell(page, "d4");
  await clickCell(page, "c5");
  assert.match(await page.textContent("#lesson-result"), /The piece went to c5; the task asks for e5\./);
  // The game's Undo and Redo are off in a lesson, and so are their keys: Retry tries again.
  assert.ok(await page.isDisabled("#undo"), "Undo is off in a lesson");
  assert.ok(await page.isDisabled("#redo"), "Redo is off in a lesson");
  const missed = await position(page);
  await page.focus("#board");
  await page.keyboard.press("Control+z");
  await settle(page);
  assert.equal(await position(page), missed, "Ctrl+Z takes nothing back in a lesson");
  assert.equal(await page.textContent("#announce"), en["lessons.noUndo"]);
  await page.click("#lesson-retry");
  await settle(page);
  assert.equal(await position(page), (await coreLessons(page)).find((l) => l.id === "classic-round").position);
  assert.equal(await page.getAttribute("#lesson-result", "data-state"), "");
  await clickCell(page, "d4");
  await clickCell(page, "e5");
  assert.equal(await page.getAttribute("#lesson-result", "data-state"), "solved");
  await finish(p, assert);
});

test("the game in progress waits during the lessons, survives a reload, and the computer stays still", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // A game in progress: one move played.
  const first = await page.evaluate(() => window.rithmo.game.legalMoves().find((m) => /^[a-h]\d+-[a-h]\d+$/.test(m.move)));
  await clickCell(page, first.from);
  await clickCell(page, first.to);
  const game = await position(page);
  assert.match(game, / b /, "Black to move in the game");
  const saved = await page.evaluate(() => localStorage.getItem("rithmomachia.game.v1"));
  assert.match(saved, new RegExp(first.move));

  // The computer plays White from now on; in the game Black (the person) is to move.
  await page.selectOption("#mode", "black");
  assert.deepEqual(await computerIdle(page), IDLE, "the person's turn in the game");

  await page.click("#lessons-open");
  const lessons = await coreLessons(page);
  // White to move in this lesson: the computer would move now in a game, not in a lesson.
  await openLesson(page, "classic-round");
  const round = lessons.find((l) => l.id === "classic-round");
  assert.match(await page.textContent("#lesson-side"), /You play White\./);
  assert.deepEqual(await computerIdle(page), IDLE, "no search in a lesson, none waiting");
  assert.equal(await position(page), round.position, "the computer does not move in a lesson");
  assert.ok(await page.isDisabled("#mode"), "who plays is not chosen in a lesson");
  assert.equal(await page.inputValue("#mode"), "black", "the game's choice is kept");
  await page.click("#lesson-back");
  await openLesson(page, "boissiere-ambush");
  const ambush = lessons.find((l) => l.id === "boissiere-ambush");
  assert.equal(await position(page), ambush.position);
  assert.match(await page.textContent("#lesson-side"), /You play Black\./);
  assert.equal(await page.evaluate(() => localStorage.getItem("rithmomachia.game.v1")), saved, "the game is not overwritten");

  // A reload during the lesson: the lesson comes back, the game is still kept.
  await reload(page);
  await settle(page);
  assert.ok(await page.evaluate(() => window.rithmo.lessonMode));
  assert.equal(await page.getAttribute("#lesson", "data-lesson"), "boissiere-ambush");
  assert.equal(await position(page), ambush.position);
  await playByClicks(page, ambush.solution);
  assert.equal(await page.getAttribute("#lesson-result", "data-state"), "solved");

  // Leaving: the game in progress is back, as it was.
  await page.click("#lessons-leave");
  await settle(page);
  assert.ok(await page.isHidden("#lessons"));
  assert.equal(await page.evaluate(() => window.rithmo.lessonMode), false);
  assert.equal(await position(page), game);
  assert.deepEqual(await page.$$eval("#moves .move", (ms) => ms.map((m) => m.textContent)), [first.move]);
  assert.ok(await page.isEnabled("#mode"), "who plays is chosen again");
  assert.equal(await page.inputValue("#mode"), "black");
  assert.deepEqual(await computerIdle(page), IDLE, "Black (the person) is to move in the game");
  await reload(page);
  assert.equal(await position(page), game, "and it stays after a reload");
  assert.ok(await page.isHidden("#lessons"));
  await finish(p, assert);
});

test("every lesson has its words in English and Russian, and the panel speaks Russian", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const lessons = await coreLessons(page);
  const needed = new Set(["lessons.open", "lessons.heading", "lessons.intro", "lessons.hint", "lessons.retry", "lessons.prev", "lessons.next", "lessons.list", "lessons.leave", "lessons.welldone", "lessons.missed", "lessons.answered", "lessons.returned", "lessons.captured", "lessons.won.white", "lessons.won.black", "lessons.side.white", "lessons.side.black", "lessons.count", "lessons.preset"]);
  for (const code of ["illegal", "wrong-piece", "wrong-cell", "not-captured", "wrong-method", "no-victory", "wrong-victory"]) needed.add(`lessons.reason.${code}`);
  for (const l of lessons) {
    for (const part of ["title", "task", "hint", "done"]) {
      assert.ok(l.words[part].length > 0, `${l.id}: its ${part} has words`);
      for (const k of l.words[part]) needed.add(k);
    }
    needed.add(`lessons.term.${l.term}`);
    needed.add(`lessons.preset.${l.preset}`);
    needed.add(`lessons.kind.${l.kind}`);
    for (const c of l.verdict.captures) needed.add(`lessons.term.${c.method}`);
    if (l.verdict.status.victory) needed.add(`lessons.term.${l.verdict.status.victory}`);
  }
  for (const [name, lang] of [["en", en], ["ru", ru]]) {
    const missing = [...needed].filter((k) => typeof lang[k] !== "string" || !lang[k].trim());
    assert.deepEqual(missing, [], `${name}.js has every lesson key`);
  }
  // Russian texts are Russian (Cyrillic), not copies of the English.
  for (const l of lessons) {
    for (const part of ["title", "task", "hint", "done"]) {
      // Titles may be the victories' Latin names (De Corpore, Victoria Magna).
      if (part !== "title") assert.match(said(ru, l, part), /[А-Яа-яЁё]/, `${l.id} ${part}`);
    }
  }
  await switchLanguage(page, "ru");
  await page.click("#lessons-open");
  assert.equal(await page.textContent("#lessons-open"), "Уроки");
  await openLesson(page, "simplified-sally");
  assert.equal(await page.textContent("#lesson-title"), "Вылазка");
  await playByClicks(page, "d5xd6");
  assert.match(await page.textContent("#lesson-result"), /^Отлично!/);
  assert.match(await page.textContent("#lesson-result"), /8 × 2 = 16/);
  await finish(p, assert);
});

/** The game's controls that do not apply to a lesson, by id (the lesson has its own). */
const GAME_ONLY = ["undo", "redo", "hint", "preset", "new-game", "rules-open", "mode", "level", "friend-white", "friend-black", "export", "import-file", "share", "position-input", "position-load"];
/** Controls that stay: turning the board, and the lesson's own. */
const LESSON_KEEPS = ["rotate", "flip", "lesson-hint-button", "lesson-next", "lesson-back", "lessons-leave", "lessons-open", "explain-toggle"];
const disabledOf = (page, ids) => page.evaluate((list) => Object.fromEntries(list.map((id) => [id, document.getElementById(id).disabled])), ids);
const all = (ids, value) => Object.fromEntries(ids.map((id) => [id, value]));

test("the game's own controls are off during a lesson and back after it, in English and Russian", { timeout: 90_000 }, async () => {
  for (const [code, L] of [["en", en], ["ru", ru]]) {
    const p = await openPage(env.browser, env.server);
    const { page } = p;
    await load(page, env.server.url);
    if (code === "ru") await switchLanguage(page, "ru");
    // A game in progress with a move to undo.
    const first = await page.evaluate(() => window.rithmo.game.legalMoves().find((m) => /^[a-h]\d+-[a-h]\d+$/.test(m.move)));
    await clickCell(page, first.from);
    await clickCell(page, first.to);
    const game = await position(page);
    const before = await disabledOf(page, GAME_ONLY);
    assert.deepEqual(before, { ...all(GAME_ONLY, false), redo: true }, `${code}: a game's controls are on (nothing to redo)`);
    assert.equal(await page.textContent("#mode-note"), L["mode.note.hotseat"]);

    await page.click("#lessons-open");
    await openLesson(page, "classic-ambush");
    assert.deepEqual(await disabledOf(page, GAME_ONLY), all(GAME_ONLY, true), `${code}: the game's controls are off in a lesson`);
    assert.deepEqual(await disabledOf(page, LESSON_KEEPS), all(LESSON_KEEPS, false), `${code}: the board's and the lesson's own stay on`);
    assert.equal(await page.getAttribute("body", "data-lesson"), "1");
    await openTab(page, "play");
    assert.equal(await page.textContent("#mode-note"), L["mode.note.lesson"], `${code}: the note says why`);
    assert.notEqual(await page.textContent("#mode-note"), L["mode.note.hotseat"], `${code}: no "hot seat" in a lesson`);
    await shoot(page, `lessons-controls-${code}.png`);
    await openTab(page, "records");
    assert.ok(await page.isVisible("#records-lesson-note"));
    assert.equal(await page.textContent("#records-lesson-note"), L["records.lessonNote"]);
    await shoot(page, `lessons-controls-records-${code}.png`);
    // A click on the disabled Hint asks the computer nothing.
    await page.click("#hint", { force: true });
    assert.deepEqual(await computerIdle(page), IDLE, `${code}: no hint is searched in a lesson`);
    // Once the lesson's move is played the controls stay off (Undo would have a move to undo).
    await clickCell(page, "c5");
    await clickCell(page, "c7");
    assert.equal(await page.getAttribute("#lesson-result", "data-state"), "solved");
    assert.deepEqual(await disabledOf(page, GAME_ONLY), all(GAME_ONLY, true), `${code}: still off after the lesson's move`);
    // And across a reload into the lesson.
    await reload(page);
    await settle(page);
    assert.equal(await page.getAttribute("#lesson", "data-lesson"), "classic-ambush");
    assert.deepEqual(await disabledOf(page, GAME_ONLY), all(GAME_ONLY, true), `${code}: off after a reload into the lesson`);

    // Leaving the lessons: the game and its controls are back.
    await page.click("#lessons-leave");
    await settle(page);
    assert.equal(await position(page), game);
    assert.deepEqual(await disabledOf(page, GAME_ONLY), before, `${code}: the controls are back as they were`);
    assert.equal(await page.getAttribute("body", "data-lesson"), "");
    assert.equal(await page.textContent("#mode-note"), L["mode.note.hotseat"]);
    assert.ok(await page.isHidden("#records-lesson-note"));
    // They work again: Undo takes the game's move back.
    await page.click("#undo");
    await settle(page);
    assert.notEqual(await position(page), game, `${code}: Undo works again`);
    await finish(p, assert);
  }
});

/** Words that point at the screen rather than the board (untrue once the board is turned). */
const SCREEN_WORDS = {
  en: /\b(up|down|upwards|downwards|above|below|in front|leftwards|rightwards)\b|\b(to|on) the (left|right)\b/i,
  ru: /(вверх|вниз|влево|вправо|налево|направо|выше|ниже|сверху|снизу|слева|справа|перед ним)/i,
};

test("a lesson's task names its cells and its direction in the board's terms, sideways and upright", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const lessons = await coreLessons(page);
  // Every lesson text in both languages: no direction taken from the screen.
  for (const [code, L] of [["en", en], ["ru", ru]]) {
    for (const l of lessons) {
      for (const part of ["task", "hint", "done"]) {
        const text = said(L, l, part);
        assert.doesNotMatch(text, SCREEN_WORDS[code], `${code} ${l.id} ${part}: "${text}"`);
      }
    }
  }
  const moves = lessons.filter((l) => l.kind === "motion");
  assert.ok(moves.length >= 16, `${moves.length} movement lessons`);
  await page.click("#lessons-open");
  // A laptop's default board is sideways (White on the left).
  const seen = {};
  // Rotate turns it upright, Flip then turns it upside down (Black nearest the player).
  for (const [orientation, name, turn] of [["1", "sideways", null], ["0", "upright", "#rotate"], ["2", "flipped", "#flip"]]) {
    if (turn) {
      await page.click(turn);
      await settle(page);
    }
    assert.equal(await page.getAttribute("#board", "data-orientation"), orientation);
    for (const l of moves) {
      await openLesson(page, l.id);
      const task = await page.textContent("#lesson-task");
      assert.equal(task, said(en, l, "task"));
      const [from, to] = l.solution.split(/[-x]/);
      assert.ok(task.includes(from) && task.includes(to), `${name} ${l.id}: "${task}" names ${from} and ${to}`);
      // The direction said in the board's terms holds on the board, whichever way it is drawn.
      const c = await page.evaluate(([a, b]) => [a, b, "d1", "d16", "a1", "h1"].map((x) => window.rithmo.cellCenter(x)), [from, to]);
      const step = { x: c[1].x - c[0].x, y: c[1].y - c[0].y };
      const towardsBlack = { x: c[3].x - c[2].x, y: c[3].y - c[2].y };
      const alongRank = { x: c[5].x - c[4].x, y: c[5].y - c[4].y };
      const dot = (u, v) => u.x * v.x + u.y * v.y;
      const file = task.match(/along the ([a-h])-file/);
      if (file) {
        assert.ok(from[0] === file[1] && to[0] === file[1], `${l.id}: the ${file[1]}-file`);
        assert.ok(Math.abs(dot(step, alongRank)) < 1, `${name} ${l.id}: a file runs across the ranks on screen`);
      }
      if (/towards Black/.test(task)) assert.ok(dot(step, towardsBlack) > 0, `${name} ${l.id}: towards Black on screen`);
      const rank = task.match(/along rank (\d+)/);
      if (rank) {
        assert.ok(from.slice(1) === rank[1] && to.slice(1) === rank[1], `${l.id}: rank ${rank[1]}`);
        assert.ok(Math.abs(dot(step, towardsBlack)) < 1, `${name} ${l.id}: a rank runs across the files on screen`);
      }
      (seen[l.id] ||= []).push(step);
      await page.click("#lesson-back");
    }
    await openLesson(page, "classic-triangle");
    await shoot(page, `lessons-task-${name}.png`);
    await page.click("#lesson-back");
  }
  // The same words were true both times while the move pointed another way on the screen:
  // d4-d6 goes to the right on the sideways board and up on the upright one.
  const [side, up, down] = seen["classic-triangle"];
  assert.ok(side.x > 0 && Math.abs(side.y) < 1, `sideways: d4→d6 goes right (${JSON.stringify(side)})`);
  assert.ok(up.y < 0 && Math.abs(up.x) < 1, `upright: d4→d6 goes up (${JSON.stringify(up)})`);
  assert.ok(down.y > 0 && Math.abs(down.x) < 1, `flipped: d4→d6 goes down (${JSON.stringify(down)})`);
  // In Russian too the task names its cells.
  await switchLanguage(page, "ru");
  for (const l of moves) {
    await openLesson(page, l.id);
    const task = await page.textContent("#lesson-task");
    const [from, to] = l.solution.split(/[-x]/);
    assert.equal(task, said(ru, l, "task"));
    assert.ok(task.includes(from) && task.includes(to), `ru ${l.id}: "${task}" names ${from} and ${to}`);
    await page.click("#lesson-back");
  }
  await finish(p, assert);
});
