// The interface in English and Russian: a browser whose language is Russian opens the page in
// Russian (texts, html lang, the rules panel, a capture's explanation, a victory); the switch
// in the header changes everything on screen to English and back without touching the game;
// the choice is remembered across a reload, over the browser's language.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, shoot, settle, position, clickCell, hoverCell, MAGNA, switchLanguage } from "./harness.mjs";

// White C16 on d2, Black t16 on f4 (and a Black c9 far away): d2-e3 takes t16 by equality.
const EQUAL = "c9,7/8/8/8/8/8/8/8/8/8/8/8/5,t16,2/8/3,C16,4/8 w - - 0";
const AFTER_EQUAL = "c9,7/8/8/8/8/8/8/8/8/8/8/8/8/4,C16,3/8/8 b t16 - 1";
// Boissière (as in choices.test.mjs): after h1-e1 White chooses among a4, e5 and d7.
const CHOICE = "8/8/8/8/8/8/8/8/8/3,t25,4/8/2,t25,1,t29,3/c8,2,P(S25C4),4/8/8/7,S9 w - - 0";

const env = useBrowser();

const text = async (page, sel) => (await page.textContent(sel)).trim();
const items = (page, sel) => page.$$eval(sel, (els) => els.map((e) => e.textContent));
const lang = (page) => page.evaluate(() => document.documentElement.lang);

async function paste(page, pos) {
  await page.fill("#position-input", pos);
  await page.click("#position-load");
  assert.equal(await page.textContent("#position-error"), "");
  await settle(page);
}


test("a Russian browser opens the page in Russian; the switch goes to English and back, keeping the game", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);

  // Russian from the browser's language: the page, its headings, buttons and labels.
  assert.equal(await lang(page), "ru");
  assert.equal(await page.inputValue("#lang"), "ru");
  assert.equal(await page.title(), "Ритмомахия — битва чисел");
  assert.equal(await text(page, "h1"), "Ритмомахия");
  assert.equal(await text(page, "#new-game"), "Новая партия");
  assert.equal(await text(page, "#undo"), "Отменить");
  assert.equal(await text(page, "#h-prisoners"), "Пленники");
  assert.equal(await text(page, "#status"), "Ход белых · полуход 0");
  assert.equal(await page.getAttribute("#move-input", "placeholder"), "напр. a3-b5");
  assert.match(await page.getAttribute("#board", "aria-label"), /^Доска ритмомахии\./);
  assert.equal(await page.getAttribute("#rotate", "title"), "Повернуть доску на четверть оборота против часовой стрелки");
  assert.equal(await text(page, "#mode-note"), "За одним экраном: здесь играют обе стороны.");
  assert.equal(await page.$eval("#preset", (s) => s.selectedOptions[0].textContent), "Классические");
  assert.equal(await text(page, '#mode option[value="white"]'), "Вы играете белыми против компьютера");

  // The rules panel: the core's sentences in Russian, with the sources' terms.
  assert.equal(await text(page, "#rules-title"), "Правила: Классические");
  const rules = await items(page, "#rules-describe li");
  assert.equal(rules[0], "Доска из 8 вертикалей и 16 горизонталей; первыми ходят белые; территория противника для каждой стороны — другая половина доски.");
  assert.ok(rules.includes("Круг: на 1 клетку по диагонали."), rules.join("\n"));
  assert.ok(rules.some((r) => r.startsWith("Треугольник: на 2 клетки по ортогонали (путь свободен) или прыжок (1, 2)")), rules.join("\n"));
  assert.ok(rules.some((r) => r.startsWith("Осада: ")) && rules.some((r) => r.startsWith("Засада: ")) && rules.some((r) => r.startsWith("Извержение: ")));
  assert.ok(rules.some((r) => r.startsWith("Действующие победы: De Corpore (по числу фигур): фигуры ≥ 15; De Bonis (по сумме значений): сумма ≥ 1315 (белые) / 984 (чёрные); Victoria Magna")), rules.join("\n"));
  assert.equal(rules.at(-1), "После 1000 полуходов партия заканчивается вничью.");
  for (const r of rules) assert.doesNotMatch(r, /\b(the|and|of|moves|step|Board)\b/, `no English left: ${r}`);

  // A capture: previewed and played, explained in Russian with the arithmetic.
  await paste(page, EQUAL);
  await clickCell(page, "d2");
  await hoverCell(page, "e3");
  assert.equal(await text(page, "#preview-head"), "d2-e3 возьмёт:");
  assert.deepEqual(await items(page, "#preview li"), ["треугольник 16 чёрных на f4 — равенство: 16 = 16 (нападение с e3)"]);
  await clickCell(page, "e3");
  await settle(page);
  assert.equal(await position(page), AFTER_EQUAL);
  assert.equal(await text(page, "#announce"), "Белые: d2-e3, взято: треугольник 16 чёрных на f4 — равенство: 16 = 16 (нападение с e3). Ход чёрных.");
  assert.equal(await text(page, "#status"), "Ход чёрных · полуход 1");
  await page.hover("#prisoners-white .token");
  assert.equal(await page.getAttribute("#prisoners-white .token", "title"), "треугольник 16 чёрных");
  await shoot(page, "i18n-ru.png");

  // To English: everything on screen changes at once; the game stays as it was.
  await switchLanguage(page, "en");
  assert.equal(await lang(page), "en");
  assert.equal(await page.title(), "Rithmomachia — the battle of numbers");
  assert.equal(await position(page), AFTER_EQUAL, "the game is untouched");
  assert.deepEqual(await items(page, "#moves .move"), ["d2-e3"]);
  assert.equal(await text(page, "#status"), "Black to move · ply 1");
  assert.equal(await text(page, "#new-game"), "New game");
  assert.equal(await text(page, "#h-prisoners"), "Prisoners");
  assert.equal(await text(page, "#mode-note"), "Hot seat: both sides play here.");
  assert.equal(await text(page, "#rules-title"), "Rules: Classic");
  assert.equal((await items(page, "#rules-describe li"))[0], "Board of 8 files and 16 ranks; White moves first; each side's enemy territory is the other half.");
  assert.equal(await page.getAttribute("#move-input", "placeholder"), "e.g. a3-b5");
  assert.equal(await page.getAttribute("#prisoners-white .token", "title"), "black triangle 16");
  assert.match(await text(page, "#position-paste-rules"), /rules chosen now: Classic\./);

  // And back to Russian, still the same game.
  await switchLanguage(page, "ru");
  assert.equal(await text(page, "#status"), "Ход чёрных · полуход 1");
  assert.equal(await text(page, "#rules-title"), "Правила: Классические");
  assert.equal(await position(page), AFTER_EQUAL);

  // A victory, in Russian: the banner names it in Latin and explains the progression.
  await paste(page, MAGNA);
  await clickCell(page, "f11");
  await clickCell(page, "e12");
  await settle(page);
  assert.equal(await text(page, "#banner-title"), "Белые победили: Victoria Magna (великая победа)");
  assert.equal(await text(page, "#banner-why"), "16, 36, 56: арифметическая, шаг 20");
  assert.match(await text(page, "#status"), /^Белые победили: Victoria Magna/);
  await switchLanguage(page, "en");
  assert.equal(await text(page, "#banner-title"), "White wins: Victoria Magna");
  assert.equal(await text(page, "#banner-why"), "16, 36, 56: arithmetic, step 20");

  // The choice made here (English) outlives a reload, over the browser's Russian; so does the game.
  const won = await position(page);
  await reload(page);
  assert.equal(await lang(page), "en");
  assert.equal(await page.inputValue("#lang"), "en");
  assert.equal(await text(page, "#new-game"), "New game");
  assert.equal(await position(page), won);
  await switchLanguage(page, "ru");
  await reload(page);
  assert.equal(await lang(page), "ru");
  assert.equal(await text(page, "#banner-title"), "Белые победили: Victoria Magna (великая победа)");
  await finish(p, assert);
});

test("the rules dialog and an open capture choice are worded again on a switch", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru" });
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await lang(page), "ru");
  await page.click("#rules-open");
  assert.equal(await text(page, "#rules-dialog-title"), "Правила новой партии");
  assert.match(await text(page, "#rules-summary"), /^Взятия происходят сами после каждого хода: осада, равенство, засада/);
  assert.equal(await text(page, '#rules-victories .victory-row[data-victory="victoria-magna"] .victory-name'), "Victoria Magna (великая победа) — построение");
  // An edit in progress survives the switch.
  await page.fill("#rules-plycap", "500");
  await switchLanguage(page, "en");
  assert.equal(await page.isVisible("#rules-dialog"), true, "the dialog stays open");
  assert.equal(await text(page, "#rules-dialog-title"), "Rules for a new game");
  assert.equal(await page.inputValue("#rules-plycap"), "500");
  assert.equal(await text(page, '#rules-victories .victory-row[data-victory="victoria-magna"] .victory-name'), "Victoria Magna (formation)");
  assert.equal((await items(page, "#rules-words li")).at(-1), "The game is drawn after 500 plies.");
  await page.fill("#rules-plycap", "");
  assert.equal(await text(page, "#rules-error"), "These rules cannot be played: The move cap must be a whole number from 1 to 10000.");
  await switchLanguage(page, "ru");
  assert.equal(await page.inputValue("#rules-plycap"), "", "an invalid edit is kept too");
  assert.equal(await text(page, "#rules-error"), "По этим правилам играть нельзя: Предел ходов: нужно целое число от 1 до 10000.");
  await page.click("#rules-cancel");

  // An open capture choice: its list is worded again, the ticks kept, nothing played.
  await page.selectOption("#preset", "boissiere");
  assert.match(await text(page, "#position-paste-rules"), /выбранным сейчас: Буасьер\./);
  await paste(page, CHOICE);
  await clickCell(page, "h1");
  await clickCell(page, "e1");
  assert.equal(await text(page, "#choice-head"), "h1-e1: отметьте взятия, затем «Сходить».");
  const labels = () => items(page, "#choice-list label");
  assert.match((await labels())[0], /^круг 8 чёрных на a4 — натиск: 8 ÷ 4 = 2 \(2 пустые клетки\) \(нападение с d4\)/);
  await page.uncheck('#choice-list input[data-option="e5#1"]');
  await switchLanguage(page, "en");
  assert.equal(await text(page, "#choice-head"), "h1-e1: choose the captures to take, then Play.");
  assert.match((await labels())[0], /^the black round 8 on a4 — assault: 8 ÷ 4 = 2 \(2 empty cells\) \(by d4\)/);
  assert.match((await labels())[1], /^the black triangle 29 on e5 — encounter: 29 = 29/);
  assert.deepEqual(
    await page.$$eval("#choice-list input[data-option]", (bs) => bs.map((b) => [b.dataset.option, b.checked])),
    [["a4#1", true], ["e5#1", false], ["d7#1", true]],
  );
  assert.equal(await position(page), CHOICE, "nothing played");
  await page.click("#choice-play");
  await settle(page);
  assert.equal(await position(page), "8/8/8/8/8/8/8/8/8/8/8/2,t25,1,t29,3/3,P(S25C4),4/8/8/4,S9,3 b c8t25 - 1", "h1-e1*a4*d7");
  await finish(p, assert);
});

test("an English browser opens in English; a stored choice wins over the browser", { timeout: 30_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "en-GB" });
  const { page } = p;
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("rithmomachia.lang", "ru");
    }
  });
  await load(page, env.server.url);
  assert.equal(await lang(page), "ru", "the stored choice");
  await switchLanguage(page, "en");
  assert.equal(await text(page, "#status"), "White to move · ply 0");
  await page.evaluate(() => localStorage.removeItem("rithmomachia.lang"));
  await reload(page);
  assert.equal(await lang(page), "en", "the browser's language when nothing is stored");
  assert.equal(await text(page, "#h-moves"), "Moves");
  await finish(p, assert);
});
