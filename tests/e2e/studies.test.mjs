// Studies, as a teacher and a class use them: a study written on the board by clicking (three
// chapters, a comment, a drawing, three kinds of question, chapters renamed, moved, copied,
// deleted and the deletion undone), kept over a reload and beside another tab's, shared by a link
// a student opens in another browser, where one question is answered wrongly then rightly and
// the others rightly, the progress kept; exported, imported, a malformed file refused, a study
// too large for a link offered as a file; a worksheet printed and saved; presentation mode
// stepping and revealing; a game's analysis made a study in one action; in English and Russian,
// axe-core on every mode. The answers are asked of the page's core, never written here.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { useBrowser, openPage, load, reload, finish, settle, shoot, position, clickCell, rightDraw, typeMoves, replayed, switchLanguage, axeViolations, OUTPUT } from "./harness.mjs";

const env = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const PROJECTOR = { viewport: { width: 1920, height: 1080 } };
// White's C16 on e3 takes Black's t16 on f4 by equality (the core's explain doctest).
const MEETING = "c97,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/4,C16,3/8/8 w - - 0";

/** A study file written by hand: three questions on the start, after a3-b5 c14-b13, and MEETING. */
const good = {
  format: "rithmomachia-study",
  version: 1,
  title: "Извержение",
  rules: "classic",
  chapters: [
    {
      title: "Первые ходы",
      start: "",
      moves: ["a3-b5", "c14-b13"],
      annotations: "0Ga3b5",
      steps: [
        { ply: 0, comment: "Белые начинают.", question: { kind: "move", answers: ["a3-b5", "c4-d5"], hint: "", explain: "Оба хода хороши." } },
        { ply: 1, comment: "", question: { kind: "captures", move: "c14-b13", hint: "", explain: "" } },
      ],
    },
    { title: "Встреча", start: MEETING, moves: [], steps: [{ ply: 0, comment: "", question: { kind: "attackers", target: "f4", hint: "", explain: "" } }] },
  ],
};

/** The studies dialog open (the course box's "Studies…"), as a teacher opens it. */
async function shelfOpen(page) {
  if (!(await page.isVisible("#studies-dialog"))) await page.click("#studies-open");
  await page.waitForSelector("#studies-dialog[open]");
}
const mode = (page) => page.getAttribute("#studies", "data-mode");
const verdict = (page, state) => page.waitForSelector(`#study-verdict[data-state="${state}"]`, { timeout: 20_000 });
const shelfTitles = (page) => page.$$eval("#study-list .study-item-title", (l) => l.map((e) => e.textContent));
const checked = (page) => page.waitForFunction(() => /checked/.test(document.getElementById("study-fault").textContent), null, { timeout: 20_000 });

/** Write "The first captures": three chapters, three kinds of question, by clicking. */
async function writeStudy(page) {
  await shelfOpen(page);
  await page.fill("#study-new-title", "The first captures");
  await page.click("#study-new");
  assert.equal(await mode(page), "write");
  // Chapter 1: the start, two moves played by clicking, a comment, an arrow, two questions.
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  await clickCell(page, "c14");
  await clickCell(page, "b13");
  await page.click("#review-first");
  await settle(page);
  await page.fill("#study-comment", "White opens: look at the round on a3.");
  await rightDraw(page, "a3", "b5");
  await page.selectOption("#study-kind", "move");
  assert.deepEqual(await page.$$eval("#study-answers input", (l) => l.map((i) => i.value)), ["a3-b5"], "the line's next move is the answer");
  await page.fill("#study-hint", "An eruption.");
  await page.fill("#study-explain", "The round 9 erupts onto the triangle 90.");
  await page.click("#review-next");
  await settle(page);
  await page.selectOption("#study-kind", "captures");
  assert.match(await page.textContent("#study-q-says"), /c14-b13/);
  await checked(page);
  // A reload keeps the study as it is written, the chapter still on the board.
  await reload(page);
  await page.click('[data-tab-button="learn"]');
  await page.waitForSelector('#studies[data-mode="write"]');
  await page.click("#review-first");
  await settle(page);
  assert.equal(await page.inputValue("#study-comment"), "White opens: look at the round on a3.");
  // Chapter 2: from the start, one move, a comment.
  await page.click("#study-add-start");
  await settle(page);
  assert.equal(await page.$$eval("#study-chapters li", (l) => l.length), 2);
  await clickCell(page, "c4");
  await clickCell(page, "d5");
  await page.fill("#study-comment", "A quiet move: nothing is taken.");
  // Chapter 3: a position pasted, then the board added; the piece asked about clicked.
  await page.fill("#position-input", MEETING);
  await page.click("#position-load");
  await settle(page);
  await page.waitForSelector("#study-offboard:not([hidden])", { state: "attached" });
  await page.click("#study-add-board");
  await settle(page);
  assert.equal(await page.$$eval("#study-chapters li", (l) => l.length), 3);
  await clickCell(page, "f4");
  await page.selectOption("#study-kind", "attackers");
  assert.equal(await page.inputValue("#study-target"), "f4", "the piece last clicked is the one asked about");
  await checked(page);
  // The chapters: renamed, the third moved up, the first copied, the copy deleted, undone, deleted.
  const titles = () => page.$$eval("#study-chapters .study-chapter-title", (l) => l.map((i) => i.value));
  await page.fill("#study-chapters li:nth-child(1) .study-chapter-title", "The eruption");
  await page.fill("#study-chapters li:nth-child(2) .study-chapter-title", "A quiet move");
  await page.fill("#study-chapters li:nth-child(3) .study-chapter-title", "Meeting");
  await page.click("#study-chapters li:nth-child(3) .study-up");
  assert.deepEqual(await titles(), ["The eruption", "Meeting", "A quiet move"]);
  await page.click("#study-chapters li:nth-child(1) .study-copyChapterLabel");
  assert.deepEqual(await titles(), ["The eruption", "The eruption (copy)", "Meeting", "A quiet move"]);
  await page.click("#study-chapters li:nth-child(2) .study-deleteChapterLabel");
  assert.deepEqual(await titles(), ["The eruption", "Meeting", "A quiet move"]);
  await page.click("#study-undo");
  assert.deepEqual(await titles(), ["The eruption", "The eruption (copy)", "Meeting", "A quiet move"], "Undo brings the chapter back");
  await page.click("#study-chapters li:nth-child(2) .study-deleteChapterLabel");
  assert.deepEqual(await titles(), ["The eruption", "Meeting", "A quiet move"]);
  await checked(page);
}

/** The study file a download gave. */
async function downloaded(page, click, name) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = path.join(OUTPUT, name);
  fs.mkdirSync(OUTPUT, { recursive: true });
  await download.saveAs(file);
  return { file, suggested: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

test("a study written on the board, shared by link, answered by a student in another browser", async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await page.click('[data-tab-button="learn"]');
  await writeStudy(page);
  assert.deepEqual(await axeViolations(page), [], "the writer");
  await shoot(page, "study-writer-laptop.png");

  // Another tab begins a study meanwhile: both are kept.
  const tab = await p.context.newPage();
  await load(tab, env.server.url);
  await shelfOpen(tab);
  await tab.fill("#study-new-title", "Another tab's study");
  await tab.click("#study-new");
  await tab.click("#study-done");
  await tab.close();
  await page.click("#study-done");
  assert.equal(await mode(page), "shelf");
  await page.waitForSelector("#studies-dialog[open]");
  assert.match(await page.textContent("#study-shelf-message"), /kept in this browser/);
  await page.waitForFunction(() => document.querySelectorAll("#study-list .study-item").length === 2);
  assert.deepEqual((await shelfTitles(page)).sort(), ["Another tab's study", "The first captures"]);
  const row = '#study-list .study-item:has(.study-item-title:text-is("The first captures"))';
  assert.match(await page.textContent(`${row} .muted`), /^3 chapters, 3 questions$/);
  assert.deepEqual(await axeViolations(page), [], "the shelf");

  // Exported: the core's text of the study, each move and answer in it.
  const exported = await downloaded(page, () => page.click(`${row} .study-export-item`), "study-first-captures.json");
  assert.match(exported.suggested, /^rithmomachia-study-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  const doc = JSON.parse(exported.text);
  assert.equal(doc.format, "rithmomachia-study");
  assert.deepEqual(doc.chapters.map((c) => c.title), ["The eruption", "Meeting", "A quiet move"]);
  assert.deepEqual(doc.chapters[0].moves, ["a3-b5", "c14-b13"]);
  assert.match(doc.chapters[0].annotations, /^0Ga3b5/, "the arrow drawn at the start");
  assert.deepEqual(doc.chapters.map((c) => c.steps.filter((s) => s.question).map((s) => s.question.kind)), [["move", "captures"], ["attackers"], []]);

  // Shared by link.
  await page.click(`${row} .study-share-item`);
  await page.waitForSelector("#study-share-url:not([hidden])");
  const url = await page.inputValue("#study-share-url");
  assert.match(url, /#s1\.[A-Za-z0-9_-]+$/);
  assert.match(await page.textContent("#study-shelf-message"), /^The link is (copied|ready)/);

  // A student opens it in another browser: the study, read only, from its first step.
  const s = await openPage(env.browser, env.server);
  const student = s.page;
  await load(student, url);
  await student.waitForSelector('#studies[data-mode="play"]');
  await settle(student);
  const start = (await replayed(student, []))[0];
  assert.equal(await position(student), start);
  assert.equal(await student.textContent("#study-play-title"), "The first captures");
  assert.equal(await student.isVisible("#study-copy"), true, "a linked study is read only: a copy may be made");
  assert.match(await student.textContent("#study-play-comment"), /look at the round on a3/);
  assert.equal(await student.textContent("#study-question-text"), "White to move. Find the move.");
  assert.deepEqual(await student.evaluate(() => window.rithmo.drawings), [{ tint: "green", from: "a3", to: "b5" }], "the step's arrow is drawn");
  // A wrong move, then Try again and the right one.
  await clickCell(student, "c4");
  await clickCell(student, "d5");
  await verdict(student, "wrong");
  assert.match(await student.textContent("#study-verdict"), /^Not quite\./);
  await student.click("#study-hint-button");
  assert.equal(await student.textContent("#study-hint-text"), "Hint: An eruption.");
  await student.click("#study-retry");
  await settle(student);
  assert.equal(await position(student), start);
  await clickCell(student, "a3");
  await clickCell(student, "b5");
  await verdict(student, "right");
  assert.equal(await student.textContent("#study-explain-text"), "The round 9 erupts onto the triangle 90.");
  // What c14-b13 captures: the choice whose captures the core gives that move.
  await student.click("#study-next");
  await settle(student);
  assert.match(await student.textContent("#study-question-text"), /^What does the black \w+ \d+ capture, moving from c14 to b13\?$/);
  const want = await student.evaluate(() => window.rithmo.game.legalMoves().find((m) => m.move === "c14-b13").captures.map((c) => `${c.cell} ${c.method}`).join(","));
  const choices = await student.$$eval("#study-choices label", (l) => l.map((e) => e.dataset.captures));
  assert.ok(choices.length >= 2 && choices.filter((c) => c === want).length === 1, `one right choice among ${choices.join(" | ")}`);
  await student.check(`#study-choices label[data-captures="${want}"] input`);
  await student.click("#study-check");
  await verdict(student, "right");
  assert.match(await student.textContent("#study-progress"), /^2 of 3 questions answered right\.$/);
  assert.deepEqual(await axeViolations(student), [], "the player with a verdict");
  // A reload opens the study again where it was, the progress kept.
  await reload(student);
  await student.waitForSelector('#studies[data-mode="play"]');
  assert.match(await student.textContent("#study-play-step"), /^After 1 of 2 moves$/);
  assert.match(await student.textContent("#study-progress"), /^2 of 3/);
  // Chapter 2, "Meeting": the pieces that can capture the t16 on f4, picked on the board.
  await student.selectOption("#study-play-chapter", "1");
  await settle(student);
  assert.equal(await position(student), MEETING);
  assert.match(await student.textContent("#study-question-text"), /^Which pieces can capture the black triangle 16 on f4\?/);
  assert.equal(await student.isDisabled("#study-check"), true, "nothing picked yet");
  await clickCell(student, "e3");
  assert.deepEqual(await student.evaluate(() => window.rithmo.game.position()), MEETING, "a piece picked is not moved");
  assert.match(await student.textContent("#study-verdict"), /e3/);
  await student.click("#study-check");
  await verdict(student, "right");
  assert.match(await student.textContent("#study-progress"), /^3 of 3/);
  await shoot(student, "study-player-laptop.png");
  // Kept as the student's own, then left: the game in progress is back.
  await student.click("#study-copy");
  await student.waitForSelector("#study-copy", { state: "hidden" });
  await student.click("#study-leave");
  assert.equal(await mode(student), "shelf");
  await settle(student);
  assert.equal(await position(student), start);
  await shelfOpen(student);
  assert.deepEqual(await shelfTitles(student), ["The first captures"]);
  await finish(s, assert);
  await finish(p, assert);
});

test("a study imported from a file, a malformed one refused, one too large for a link, a worksheet, presentation mode, in Russian", async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await shelfOpen(page);
  fs.mkdirSync(OUTPUT, { recursive: true });
  const goodFile = path.join(OUTPUT, "study-good.json");
  fs.writeFileSync(goodFile, JSON.stringify(good));
  await page.setInputFiles("#study-import", goodFile);
  await page.waitForFunction(() => document.querySelectorAll("#study-list .study-item").length === 1, null, { timeout: 20_000 });
  assert.match(await page.textContent("#study-shelf-message"), /study-good\.json/);
  // A malformed file: an accepted move that is not legal there. The fault is named; nothing changes.
  const bad = JSON.parse(JSON.stringify(good));
  bad.chapters[0].steps[0].question.answers = ["a1-a2"];
  const badFile = path.join(OUTPUT, "study-bad.json");
  fs.writeFileSync(badFile, JSON.stringify(bad));
  await page.setInputFiles("#study-import", badFile);
  await page.waitForFunction(() => document.getElementById("study-shelf-error").textContent.includes("study-bad.json"), null, { timeout: 20_000 });
  const why = await page.textContent("#study-shelf-error");
  assert.match(why, /a1-a2/, why);
  assert.equal(await page.$$eval("#study-list .study-item", (l) => l.length), 1, "nothing added");
  // Played: two answers accepted for the first question (the second one played here).
  await page.click("#study-list .study-play-item");
  await page.waitForSelector('#studies[data-mode="play"]');
  await settle(page);
  await clickCell(page, "c4");
  await clickCell(page, "d5");
  await verdict(page, "right");
  assert.equal(await page.textContent("#study-explain-text"), "Оба хода хороши.");
  // Presentation mode: the keys step through the study, A shows the answer.
  await page.click("#present-open");
  await page.waitForSelector("#present-study:not([hidden])");
  assert.match(await page.textContent("#present-study-question"), /\S/);
  await page.keyboard.press("ArrowRight");
  await settle(page);
  await page.waitForFunction(() => /1/.test(document.getElementById("present-study-step").textContent));
  assert.equal(await page.isVisible("#present-study-answer"), false, "the answer waits for its key");
  await page.keyboard.press("a");
  await page.waitForSelector("#present-study-answer:not([hidden])");
  assert.match(await page.textContent("#present-study-answer"), /\S/);
  assert.deepEqual(await axeViolations(page), [], "presentation mode with a study");
  await shoot(page, "study-present-ru.png");
  await page.keyboard.press("Escape");
  await page.click("#study-leave");
  await shelfOpen(page);
  // The worksheet: a diagram and the question in words for each question, the key apart.
  await page.click("#study-list .study-print-item");
  await page.waitForFunction(() => document.querySelectorAll("#worksheet .sheet-q").length === 3);
  assert.equal(await page.$$eval("#worksheet .sheet-q svg", (l) => l.length), 3);
  assert.equal(await page.$$eval("#worksheet .sheet-key li", (l) => l.length), 3);
  assert.match(await page.textContent("#worksheet"), /f4/);
  const sheet = await downloaded(page, () => page.click("#study-list .study-sheet-item"), "study-worksheet.html");
  assert.match(sheet.suggested, /^rithmomachia-worksheet-.*\.html$/);
  assert.equal((sheet.text.match(/<svg /g) || []).length, 3);
  // Too large for a link: the file is offered instead.
  const big = { ...good, title: "Большой", chapters: [] };
  let seed = 7;
  const noise = () => Array.from({ length: 1200 }, () => ((seed = (seed * 48271) % 2147483647), "абвгдежзиклмнопрстуфхцчшщэюя "[seed % 29])).join("");
  for (let i = 0; i < 12; i++) big.chapters.push({ title: `Глава ${i + 1}`, start: "", moves: [], steps: [{ ply: 0, comment: noise(), question: null }] });
  const bigFile = path.join(OUTPUT, "study-big.json");
  fs.writeFileSync(bigFile, JSON.stringify(big));
  await page.setInputFiles("#study-import", bigFile);
  await page.waitForFunction(() => document.querySelectorAll("#study-list .study-item").length === 2, null, { timeout: 20_000 });
  await page.click('#study-list .study-item:has(.study-item-title:text-is("Большой")) .study-share-item');
  await page.waitForSelector("#study-export-instead");
  assert.equal(await page.isVisible("#study-share-url"), false, "no link");
  const offered = await downloaded(page, () => page.click("#study-export-instead"), "study-big-export.json");
  assert.equal(JSON.parse(offered.text).chapters.length, 12);
  assert.deepEqual(await axeViolations(page), [], "the shelf in Russian");
  await finish(p, assert);
});

test("a game's analysis made a study in one action; the study on a phone and a projector", async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  // A short game with a blunder: White's T81 steps into an eruption (h3-g5).
  const moves = ["a3-b5", "c14-b13", "h3-g5"];
  await typeMoves(page, moves);
  await page.click("#report-run");
  await page.waitForSelector('#report[data-state="done"]', { timeout: 120_000 });
  const marked = await page.$$eval("#report-marks button[data-ply]", (l) => l.map((b) => Number(b.dataset.ply)));
  assert.ok(marked.includes(3), `h3-g5 is marked (${marked})`);
  await page.click("#report-study");
  await page.waitForSelector('#studies[data-mode="write"]');
  await page.waitForFunction(() => /checked/.test(document.getElementById("study-fault").textContent), null, { timeout: 20_000 });
  // Played: each marked move is a question on the step before it.
  await page.click("#study-play");
  await page.waitForSelector('#studies[data-mode="play"]');
  for (let i = 0; i < 2; i++) await page.click("#study-next");
  await settle(page);
  assert.equal(await position(page), (await replayed(page, moves))[2]);
  assert.match(await page.textContent("#study-play-comment"), /h3-g5/);
  assert.equal(await page.isVisible("#study-question"), true);
  await clickCell(page, "h3");
  await clickCell(page, "g5");
  await verdict(page, "wrong");
  await page.click("#study-reveal");
  assert.match(await page.textContent("#study-verdict"), /The move: [a-h]\d+-[a-h]\d+\./);
  await shoot(page, "study-from-review-laptop.png");
  // The same study on a phone, in Russian, and on a projector.
  const text = await page.evaluate(() => localStorage.getItem("rithmomachia.studies.v1"));
  await finish(p, assert);
  for (const [options, name] of [[PHONE, "phone"], [PROJECTOR, "projector"]]) {
    const o = await openPage(env.browser, env.server, options);
    await o.context.addInitScript((t) => localStorage.setItem("rithmomachia.studies.v1", t), text);
    await load(o.page, env.server.url);
    if (name === "phone") await switchLanguage(o.page, "ru");
    await shelfOpen(o.page);
    await o.page.click("#study-list .study-play-item");
    await o.page.waitForSelector('#studies[data-mode="play"]');
    await o.page.click("#study-next");
    await o.page.click("#study-next");
    await settle(o.page);
    await o.page.waitForSelector("#study-question:not([hidden])");
    assert.deepEqual(await axeViolations(o.page), [], `the player on a ${name}`);
    await shoot(o.page, `study-player-${name}.png`);
    await finish(o, assert);
  }
});

test("a study speaks every language of the page: its questions, verdicts, choices and worksheet", async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  fs.mkdirSync(OUTPUT, { recursive: true });
  const goodFile = path.join(OUTPUT, "study-languages.json");
  fs.writeFileSync(goodFile, JSON.stringify(good));
  await shelfOpen(page);
  await page.setInputFiles("#study-import", goodFile);
  await page.waitForFunction(() => document.querySelectorAll("#study-list .study-item").length === 1, null, { timeout: 20_000 });
  await page.click("#study-list .study-play-item");
  await page.waitForSelector('#studies[data-mode="play"]');
  await settle(page);
  const words = async () => page.$eval("#studies", (e) => e.innerText);
  const raw = /\b(study|sheet|fault)\.[a-z]|\{[a-z]+\}/;
  const seen = new Set();
  for (const lang of ["en", "de", "es", "fr", "it", "la", "ru"]) {
    await switchLanguage(page, lang);
    // A move that is not an answer, in this language: the verdict and the question are words.
    await clickCell(page, "h3");
    await clickCell(page, "g5");
    await verdict(page, "wrong");
    const text = await words();
    assert.doesNotMatch(text, raw, `${lang}: ${text}`);
    const question = await page.textContent("#study-question-text");
    assert.ok(question.length > 10 && !seen.has(question), `${lang}: a question of its own (${question})`);
    seen.add(question);
    assert.doesNotMatch(await page.textContent("#preview-head"), raw, `${lang}: the line under the board`);
    await page.click("#study-retry");
    await settle(page);
    // The captures question's choices.
    await page.click("#study-next");
    await settle(page);
    const choices = await page.$$eval("#study-choices label", (l) => l.map((e) => e.textContent.trim()));
    assert.ok(choices.length >= 2 && choices.every((c) => c.length > 3 && !raw.test(c)), `${lang}: ${choices.join(" | ")}`);
    assert.deepEqual(await axeViolations(page), [], `${lang}: the player`);
    await page.click("#study-prev");
    await settle(page);
  }
  // The worksheet in the last language (Russian): no key left unworded.
  await page.click("#study-leave");
  await shelfOpen(page);
  await page.click("#study-list .study-print-item");
  await page.waitForFunction(() => document.querySelectorAll("#worksheet .sheet-q").length === 3);
  assert.doesNotMatch(await page.textContent("#worksheet"), raw);
  await finish(p, assert);
});
