// The classroom kit as a teacher uses it: presentation mode on a 1920x1080 projector (the type
// measured, the keyboard stepping through a game, Escape leaving), pictures of the board
// downloaded as SVG and PNG in colour and in black and white (their size and content checked:
// PNG dimensions and pixels, the SVG's pieces, arrows, coordinates and caption), the printable
// set, and the print stylesheet (what shows on paper). Screenshots at phone, laptop and
// projector sizes go to tests/output/.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { useBrowser, openPage, load, finish, shoot, settle, center, typeMoves, LINE, OUTPUT, rightDraw } from "./harness.mjs";

const env = useBrowser();
let tmp;
before(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "rithmo-classroom-"));
});
after(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1920, height: 1080 };


const px = (page, sel, prop = "fontSize") => page.$eval(sel, (el, p) => parseFloat(getComputedStyle(el)[p]), prop);
const step = (page) => page.textContent("#present-step");
const cursor = (page) => page.evaluate(() => window.rithmo.game.cursor());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf) {
  assert.deepEqual([...buf.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], "a PNG signature");
  assert.equal(buf.toString("latin1", 12, 16), "IHDR");
  return { w: buf.readUInt32BE(16), h: buf.readUInt32BE(20) };
}

/** The PNG decoded by the browser: how many pixels are coloured (far from grey), and how many dark. */
const pngPixels = (page, buf) =>
  page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let coloured = 0;
    let green = 0;
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = [d[i], d[i + 1], d[i + 2]];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 24) coloured++;
      if (g > r + 40 && g > b + 40) green++;
    }
    return { coloured, green, total: d.length / 4 };
  }, buf.toString("base64"));

/** Click a download button; the file is kept in tests/output/ as `name` too. */
async function download(page, selector, name) {
  const [d] = await Promise.all([page.waitForEvent("download"), page.click(selector)]);
  const file = path.join(tmp, name);
  await d.saveAs(file);
  await fs.mkdir(OUTPUT, { recursive: true });
  await fs.copyFile(file, path.join(OUTPUT, `download-${name}`));
  return { name: d.suggestedFilename(), buf: await fs.readFile(file) };
}

test("presentation on a 1920x1080 projector: large type, the board filling the window, the keyboard stepping, Escape leaving", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: PROJECTOR });
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  await rightDraw(page, "e6", "f7");
  const boardBefore = await page.$eval("#board", (c) => c.getBoundingClientRect().width);
  await page.click("#present-open");
  await settle(page);
  for (const sel of [".top", ".panel", ".playbar", "#context-help"]) assert.ok(await page.isHidden(sel), `${sel} hidden while presenting`);
  assert.ok(await page.isVisible("#present"));
  // The type, measured: whose move about 48 px, the rest about 30 px (read from the back of a room).
  assert.ok((await px(page, "#present-turn")) >= 40, `whose move: ${await px(page, "#present-turn")} px`);
  assert.ok((await px(page, "#present-step")) >= 26, `the step: ${await px(page, "#present-step")} px`);
  assert.ok((await px(page, "#present-captures-head")) >= 24, `the last move's captures: ${await px(page, "#present-captures-head")} px`);
  assert.ok((await px(page, "#present-drawings li")) >= 26, `the drawings: ${await px(page, "#present-drawings li")} px`);
  // The board takes the window's width but the panel's, and its cells are large.
  const board = await page.$eval("#board", (c) => c.getBoundingClientRect().toJSON());
  assert.ok(board.width >= 1350 && board.width > boardBefore, `the board is ${board.width} px wide (was ${boardBefore})`);
  assert.ok(board.bottom <= PROJECTOR.height && board.right <= PROJECTOR.width, "the board fits the window");
  const [a, b] = [await center(page, "a1"), await center(page, "a2")];
  assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= 75, "cells of at least 75 px");
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollHeight <= window.innerHeight), true, "no scroll");
  // What the room needs: whose move, the last move with its arithmetic, the drawings.
  assert.equal(await page.textContent("#present-turn"), "White to move.");
  assert.equal(await step(page), "After move 6 of 6: Black played d12-c11.");
  assert.deepEqual(await page.$$eval("#present-drawings li", (li) => li.map((x) => x.textContent)), ["Green arrow from e6 to f7"]);
  await shoot(page, "present-projector.png");

  // The keyboard steps through the game, even with the board focused (its arrows are not the cursor's now).
  await page.keyboard.press("ArrowLeft");
  assert.equal(await cursor(page), 5);
  assert.equal(await step(page), "After move 5 of 6: White played d5-e6.");
  assert.equal(await page.textContent("#present-turn"), "Black to move.");
  assert.deepEqual(await page.$$eval("#present-drawings li", (li) => li.length), 0, "the drawing stays on its own position");
  await page.keyboard.press("Home");
  assert.equal(await cursor(page), 0);
  assert.match(await step(page), /^The start position/);
  assert.ok(await page.isHidden("#present-last"), "no last move at the start");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await cursor(page), 2);
  // Move 2 (c14-b13) takes T9 by eruption: its arithmetic is shown.
  assert.match(await page.textContent("#present-captures"), /eruption/);
  assert.ok((await px(page, "#present-captures li")) >= 26, `the captures: ${await px(page, "#present-captures li")} px`);
  await page.focus("#board");
  await page.keyboard.press("PageDown");
  assert.equal(await cursor(page), 3, "Page Down steps too, from the board");
  await page.keyboard.press("End");
  assert.equal(await cursor(page), 6);
  await page.keyboard.press("ArrowRight");
  assert.equal(await cursor(page), 6, "no step past the end");
  await page.click("#present-prev");
  assert.equal(await cursor(page), 5);
  // Escape leaves: the page as it was, the board back to its size.
  await page.keyboard.press("Escape");
  await settle(page);
  assert.ok(await page.isVisible(".top"));
  assert.ok(await page.isVisible(".panel"));
  assert.ok(await page.isHidden("#present"));
  assert.equal(Math.round(await page.$eval("#board", (c) => c.getBoundingClientRect().width)), Math.round(boardBefore));
  await finish(p, assert);
});

test("presentation in Russian, and at laptop size", { timeout: 30_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP, locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 2));
  await page.click("#present-open");
  await settle(page);
  assert.equal(await page.textContent("#present-turn"), "Ход белых.");
  assert.equal(await step(page), "После хода 2 из 2: чёрные — c14-b13.");
  assert.ok((await px(page, "#present-turn")) >= 30);
  await shoot(page, "present-laptop-ru.png");
  await page.click("#present-leave");
  assert.ok(await page.isVisible(".top"));
  await finish(p, assert);
});

test("a picture of the board: SVG and PNG, in colour and in black and white for a worksheet", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP });
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE.slice(0, 2));
  await rightDraw(page, "c4", "d5");
  await rightDraw(page, "b13", "b13", ["Shift"]);
  await page.click("#picture-open");
  await page.waitForSelector("#picture-dialog[open]");
  await page.fill("#picture-caption", "Eruption: 9 × 10 = 90 & more <here>");
  const dialog = () => page.$eval("#picture-dialog", (d) => ({ png: d.dataset.png, svg: d.dataset.svg, size: document.getElementById("picture-size").textContent }));
  const colour = await dialog();
  // Landscape, 16 files of 48 px and a margin of 29 px each side; the caption and last move below.
  assert.match(colour.svg, /^826x\d+px$/);
  const height = Number(/x(\d+)px$/.exec(colour.svg)[1]);
  assert.equal(colour.png, `${826 * 2}x${height * 2}`, "the PNG at twice the SVG's pixels");
  assert.match(colour.size, /^SVG 826 × \d+ pixels; PNG 1652 × \d+ pixels\.$/);
  await page.screenshot({ path: path.join(OUTPUT, "picture-dialog.png") });

  const svg = await download(page, "#picture-svg", "colour.svg");
  assert.equal(svg.name, "rithmomachia-classic-move-2.svg");
  const text = svg.buf.toString("utf8");
  assert.match(text, new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\n<svg xmlns="http://www.w3.org/2000/svg" width="826" height="${height}" viewBox="`));
  assert.match(text, /<title>Rithmomachia \(Classic\): the position after 2 moves<\/title>/);
  // Every piece on the board, by its number, and the coordinates.
  const texts = [...text.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  const values = await page.evaluate(() => window.rithmo.game.snapshot().pieces.map((x) => String(x.value)));
  assert.equal(values.length, 46, "46 pieces after two captures");
  for (const v of new Set(values)) assert.ok(texts.filter((t) => t === v).length >= values.filter((x) => x === v).length, `piece ${v} drawn`);
  for (const label of ["a", "h", "1", "16"]) assert.ok(texts.includes(label), `coordinate ${label}`);
  assert.ok(texts.includes("Eruption: 9 × 10 = 90 &amp; more &lt;here&gt;"), "the caption, escaped");
  assert.ok(texts.includes("Black played c14-b13"), "the last move under the board");
  // The arrow (a shaft and a head in green) and the red circle; the last move's yellow.
  assert.equal((text.match(/<path [^>]*fill="#15781b"/g) || []).length, 1, "one green arrow head");
  assert.equal((text.match(/<path [^>]*stroke="#15781b"/g) || []).length, 1, "one green arrow shaft");
  assert.equal((text.match(/<circle [^>]*stroke="#882020"/g) || []).length, 1, "one red circle");
  assert.ok(/fill="rgb\(240,228,66\)" fill-opacity="0.65"/.test(text), "the last move's cells");

  const png = await download(page, "#picture-png", "colour.png");
  assert.equal(png.name, "rithmomachia-classic-move-2.png");
  const size = pngSize(png.buf);
  assert.equal(`${size.w}x${size.h}`, colour.png, "the PNG is the size the dialog says");
  const seen = await pngPixels(page, png.buf);
  assert.ok(seen.green > 500, `the green arrow is in the PNG (${seen.green} pixels)`);

  // Black and white for a worksheet: millimetres, 300 dpi, no colour at all.
  await page.check("#picture-print");
  await page.uncheck("#picture-last");
  const print = await dialog();
  assert.match(print.svg, /^170x[\d.]+mm$/);
  assert.match(print.png, /^2008x\d+$/, "170 mm at 300 dpi");
  const bw = await download(page, "#picture-svg", "print.svg");
  assert.equal(bw.name, "rithmomachia-classic-move-2-print.svg");
  const bwText = bw.buf.toString("utf8");
  assert.match(bwText, /width="170mm" height="[\d.]+mm"/);
  const colours = new Set([...bwText.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
  for (const c of colours) assert.ok(c.slice(1, 3) === c.slice(3, 5) && c.slice(3, 5) === c.slice(5, 7), `${c} is a grey`);
  assert.ok(!/rgb\(/.test(bwText), "no tinted colour");
  assert.ok(!bwText.includes("Black played"), "the last move left out");
  assert.match(bwText, /<circle [^>]*stroke="#000000" stroke-width="[\d.]+" stroke-dasharray="[\d. ]+"/, "the red circle, dashed in black");
  const bwPng = await download(page, "#picture-png", "print.png");
  const bwSize = pngSize(bwPng.buf);
  assert.equal(`${bwSize.w}x${bwSize.h}`, print.png);
  const bwSeen = await pngPixels(page, bwPng.buf);
  assert.equal(bwSeen.coloured, 0, "not one coloured pixel");
  // Without coordinates the picture shrinks to the board.
  await page.uncheck("#picture-coords");
  const bare = await download(page, "#picture-svg", "bare.svg");
  const bareTexts = [...bare.buf.toString("utf8").matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  assert.ok(!bareTexts.includes("16") || values.includes("16"), "no rank numbers");
  assert.ok(!bareTexts.includes("a"), "no file letters");
  await page.click("#picture-close");
  await finish(p, assert);
});

test("the printable set: the board and both armies on an A4 page to cut out", { timeout: 30_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP });
  const { page } = p;
  await load(page, env.server.url);
  const set = await download(page, "#set-download", "set.svg");
  assert.equal(set.name, "rithmomachia-classic-set.svg");
  const text = set.buf.toString("utf8");
  assert.match(text, /<svg [^>]*width="210mm" height="297mm"/);
  const pieces = await page.evaluate(async () => {
    const { Game } = await import("/www/pkg/rithmomachia.js");
    const g = new Game("classic");
    const list = g.snapshot().pieces;
    g.free();
    return list;
  });
  assert.equal(pieces.length, 48);
  // One dashed square to cut along per piece, and one round the board.
  assert.equal((text.match(/<rect [^>]*stroke-dasharray="4 3"/g) || []).length, 48);
  assert.equal((text.match(/<rect [^>]*stroke-dasharray="6 4"/g) || []).length, 1);
  const texts = [...text.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  for (const v of pieces.map((x) => String(x.value))) assert.ok(texts.includes(v), `piece ${v}`);
  assert.ok(texts.includes("White's army: 24 pieces") && texts.includes("Black's army: 24 pieces"));
  assert.ok(texts.includes("White's pyramid 91 = 36 + 25 + 16 + 9 + 4 + 1"));
  assert.ok(texts.includes("Black's pyramid 190 = 64 + 49 + 36 + 25 + 16"));
  assert.match(await page.textContent("#classroom-message"), /rithmomachia-classic-set\.svg/);
  await finish(p, assert);
});

test("the print stylesheet prints the board and the whole list of moves, nothing else", { timeout: 30_000 }, async () => {
  const p = await openPage(env.browser, env.server, { viewport: LAPTOP });
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  await page.emulateMedia({ media: "print" });
  await settle(page);
  for (const sel of ["#board", "#moves", ".top h1", "#status"]) assert.ok(await page.isVisible(sel), `${sel} printed`);
  assert.equal((await page.$$eval("#moves button.move", (b) => b.filter((x) => x.offsetParent).length)), LINE.length, "every move printed");
  assert.equal(await page.$eval("#moves", (m) => m.scrollHeight <= m.clientHeight + 1), true, "the list is not cut");
  for (const sel of [".tabs", "#undo", "#hint", "#present-open", "#help-open", "#export", "#new-game", "#review-first", "#move-input", "#picture-open", "#context-help"]) {
    assert.ok(await page.isHidden(sel), `${sel} not printed`);
  }
  await page.pdf({ path: path.join(OUTPUT, "print.pdf"), format: "A4" });
  await page.screenshot({ path: path.join(OUTPUT, "print-media.png"), fullPage: true });
  await finish(p, assert);
});

for (const [name, viewport, options] of [["phone", PHONE, { hasTouch: true, isMobile: true, deviceScaleFactor: 2 }], ["laptop", LAPTOP, {}], ["projector", PROJECTOR, {}]]) {
  test(`screenshots with drawings at ${name} size`, { timeout: 30_000 }, async () => {
    const p = await openPage(env.browser, env.server, { viewport, ...options });
    const { page } = p;
    await load(page, env.server.url);
    await typeMoves(page, LINE.slice(0, 3));
    await page.evaluate(() => {
      // Drawn through the same path a saved game comes back by: the record's text, read by the core.
      localStorage.setItem("rithmomachia.game.v1", JSON.stringify({ ...JSON.parse(localStorage.getItem("rithmomachia.game.v1")), annotations: "3Gd5e6Rb13Bb5c6Yc11" }));
    });
    await page.reload();
    await page.waitForFunction(() => document.getElementById("board").dataset.drawings === "4");
    await settle(page);
    await shoot(page, `classroom-${name}.png`);
    if (name !== "phone") {
      await page.click("#present-open");
      await settle(page);
      await shoot(page, `classroom-${name}-present.png`);
    }
    await finish(p, assert);
  });
}
