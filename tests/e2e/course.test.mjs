// The Learn tab's course, as a newcomer follows it: the lessons of the rules in play in four
// chapters, the next one a click away, each solved one marked and kept across visits, and when
// the last is solved, a first game against the easy computer (English, Russian).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, shoot, settle, clickCell } from "./harness.mjs";

const env = useBrowser();

const classicLessons = (page) =>
  page.evaluate(async () => {
    const m = await import(new URL("www/pkg/rithmomachia.js", document.baseURI).href);
    return m.lessons().filter((l) => l.preset === "classic");
  });

/** Play a lesson's solution written as a plain move ("a3-b5") by clicking its two cells. */
async function playSolution(page, solution) {
  const [from, to] = solution.split("-");
  await clickCell(page, from);
  await clickCell(page, to);
}

test("the course: the first lesson from the Learn tab, solved, marked and kept on reload", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const lessons = await classicLessons(page);
  await page.click('[data-tab-button="learn"]');
  assert.match(await page.textContent("#course-progress"), new RegExp(`^Classic: 0 of ${lessons.length} lessons solved`));
  assert.match(await page.textContent("#course-continue"), /^Start: /);
  await page.click("#course-continue");
  await page.waitForSelector("#lesson:not([hidden])");
  const id = await page.getAttribute("#lesson", "data-lesson");
  const first = lessons.find((l) => l.id === id);
  assert.equal(first.kind, "motion", "the course begins with the pieces and how they move");
  assert.match(first.solution, /^[a-p]\d+-[a-p]\d+$/, `a plain move: ${first.solution}`);
  await playSolution(page, first.solution);
  await page.waitForSelector('#lesson-result[data-state="solved"]');
  assert.equal(await page.getAttribute("#course", "data-solved"), "1");
  assert.match(await page.textContent("#course-progress"), new RegExp(`^Classic: 1 of ${lessons.length} lessons solved`));
  assert.equal(await page.getAttribute(`#lessons-index button[data-lesson="${id}"]`, "data-solved"), "1", "marked solved in the list");
  assert.match(await page.textContent(`#lessons-index button[data-lesson="${id}"]`), /\(solved\)$/, "and said so to a screen reader");
  await page.click("#lessons-leave");
  await reload(page);
  assert.equal(await page.getAttribute("#course", "data-solved"), "1", "kept across visits");
  assert.match(await page.textContent("#course-continue"), /^Next: /);
  await finish(p, assert);
});

test("the course's last lesson solved leads to a first game against the easy computer (Russian)", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  const lessons = await classicLessons(page);
  const last = lessons.find((l) => /^[a-p]\d+-[a-p]\d+$/.test(l.solution));
  // Every other classic lesson solved on an earlier visit.
  await page.evaluate((ids) => localStorage.setItem("rithmomachia.lessons.solved.v1", JSON.stringify({ version: 1, solved: ids })), lessons.filter((l) => l !== last).map((l) => l.id));
  await reload(page);
  await page.click('[data-tab-button="learn"]');
  assert.match(await page.textContent("#course-progress"), new RegExp(`^Классические: решено ${lessons.length - 1} из ${lessons.length}`));
  await page.click("#course-continue");
  await page.waitForSelector(`#lesson[data-lesson="${last.id}"]:not([hidden])`);
  await playSolution(page, last.solution);
  await page.waitForSelector("#lesson-first-game");
  await shoot(page, "course-done-ru.png");
  await page.click("#lesson-first-game");
  await settle(page);
  assert.equal(await page.evaluate(() => window.rithmo.lessonMode), false, "the lessons closed");
  assert.equal(await page.inputValue("#mode"), "white");
  assert.equal(await page.inputValue("#level"), "easy");
  assert.equal(await page.evaluate(() => window.rithmo.game.lineLength()), 0, "a new game");
  await page.click('[data-tab-button="learn"]');
  assert.equal(await page.isVisible("#course-done"), true, "the course says it is done");
  await finish(p, assert);
});
