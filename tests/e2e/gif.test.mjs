// The game as an animated picture: a GIF made in the page from the Classroom box's dialog, read
// back by an independent reader (gif-reader.mjs, from the GIF89a specification): one frame a
// position of the stretch chosen, each after the first drawing only the pixels the move changed, the
// delays of the speed chosen and the last frame held; the sizes and orientations offered; a
// stretch of the game; in English and Russian.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { useBrowser, openPage, load, finish, shoot, typeMoves, LINE, switchLanguage, rightDraw } from "./harness.mjs";
import { readGif } from "./gif-reader.mjs";

const env = useBrowser();

/** Make the GIF with the dialog's choices; returns the bytes saved and the dialog's figures. */
async function makeGif(page, { from, to, size = "medium", orientation = "screen", speed = "1000", hold = "2000", coords = true, drawings = true, shot = "" } = {}) {
  await page.click('[data-tab-button="learn"]');
  await page.click("#gif-open");
  await page.waitForSelector("#gif-dialog[open]");
  if (from !== undefined) await page.fill("#gif-from", String(from));
  if (to !== undefined) await page.fill("#gif-to", String(to));
  await page.selectOption("#gif-size", size);
  await page.selectOption("#gif-orientation", orientation);
  await page.selectOption("#gif-speed", speed);
  await page.selectOption("#gif-hold", hold);
  await page.setChecked("#gif-coords", coords);
  await page.setChecked("#gif-drawings", drawings);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#gif-make")]);
  const bytes = fs.readFileSync(await download.path());
  const figures = await page.evaluate(() => ({ ...document.getElementById("gif-dialog").dataset }));
  const said = await page.textContent("#gif-progress");
  if (shot) await shoot(page, shot);
  await page.click("#gif-close");
  return { bytes, figures, name: download.suggestedFilename(), said };
}

/** Where the centre of `cell` falls in a frame of `frameW` pixels wide, the picture's geometry
 * (picture.js: CELL units, its margin) taken from the page's layout module. */
const centres = (page, cells, orientation, frameW) =>
  page.evaluate(
    async ({ cells, orientation, frameW }) => {
      const L = await import(new URL("www/layout.js", document.baseURI).href);
      const P = await import(new URL("www/picture.js", document.baseURI).href);
      const view = { ranks: 16, orientation, board: new Array(128).fill(null), last: null, drawings: [] };
      const pic = P.boardPicture(view, { style: "colour", coords: true, lastMove: true, drawings: false, caption: "", lastLine: " " });
      const portrait = orientation === 0 || orientation === 2;
      const margin = Math.round(P.CELL * 0.6);
      const layout = L.makeLayout({ width: (portrait ? 8 : 16) * P.CELL + 2 * margin, height: (portrait ? 16 : 8) * P.CELL + 2 * margin, dpr: 1, ranks: 16, orientation });
      const scale = frameW / pic.box.w;
      return cells.map((c) => {
        const [x, y] = L.cellOrigin(layout, L.cellIndex(c, 16));
        return [Math.round((x + layout.cell / 2 - pic.box.x) * scale), Math.round((y + layout.cell / 2 - pic.box.y) * scale)];
      });
    },
    { cells, orientation, frameW },
  );

const pixel = (frame, width, [x, y]) => [...frame.rgba.slice((y * width + x) * 4, (y * width + x) * 4 + 3)];
const inside = (f, [x, y]) => x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h;

test("a game as an animated GIF: a frame a position, only what changed, its delays, read back", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  const { bytes, figures, name, said } = await makeGif(page, { speed: "500", hold: "2000", orientation: "1", shot: "gif-dialog.png" });
  assert.match(name, /^rithmomachia-classic-moves-0-6\.gif$/);
  const gif = readGif(bytes);
  assert.equal(gif.frames.length, LINE.length + 1, "the start and a frame a move");
  assert.equal(figures.frames, String(gif.frames.length));
  assert.equal(Number(figures.bytes), bytes.length);
  assert.equal(figures.size, `${gif.width}x${gif.height}`);
  assert.ok(gif.width > gif.height, "sideways: wider than high");
  assert.equal(gif.loops, 0, "played again and again");
  assert.match(said, new RegExp(`^Saved ${name}: 7 frames, \\d+ KB\\.$`));
  // The delays: half a second a move, the last frame held two seconds more.
  assert.deepEqual(gif.frames.map((f) => f.delay), [500, 500, 500, 500, 500, 500, 2500]);
  // The first frame whole; each later one only where its move changed the board.
  assert.deepEqual([gif.frames[0].x, gif.frames[0].y, gif.frames[0].w, gif.frames[0].h], [0, 0, gif.width, gif.height]);
  for (const [k, move] of LINE.entries()) {
    const f = gif.frames[k + 1];
    // Only what changed is drawn: the move's cells and the line under the board; the rest of
    // its rectangle is left transparent.
    assert.ok(f.drawn < (gif.width * gif.height) / 10, `move ${move}: ${f.drawn} pixels drawn of ${gif.width * gif.height}`);
    const [from, to] = await centres(page, move.split("-"), 1, gif.width);
    assert.ok(inside(f, from) && inside(f, to), `move ${move}: its cells are in the rectangle redrawn`);
    // The piece left its cell and arrived on the other: the pixels there changed.
    const before = gif.frames[k];
    assert.notDeepEqual(pixel(f, gif.width, to), pixel(before, gif.width, to), `move ${move}: something arrived on ${move.split("-")[1]}`);
    assert.notDeepEqual(pixel(f, gif.width, from), pixel(before, gif.width, from), `move ${move}: its piece left`);
  }
  // Small enough to send: a few kilobytes a move.
  assert.ok(bytes.length < 100_000, `${bytes.length} bytes`);
  await finish(p, assert);
});

test("a stretch of the game, upright and small, in Russian; the sizes differ as offered", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server, { locale: "ru-RU" });
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  const small = await makeGif(page, { from: 2, to: 5, size: "small", orientation: "0", hold: "0" });
  const gif = readGif(small.bytes);
  assert.equal(gif.frames.length, 4, "plies 2 to 5");
  assert.ok(gif.height > gif.width, "upright: higher than wide");
  assert.deepEqual(gif.frames.map((f) => f.delay), [1000, 1000, 1000, 1000], "no hold");
  assert.match(small.name, /moves-2-5\.gif$/);
  assert.match(small.said, /^Сохранено: .+; кадров: 4, \d+ КБ\.$/);
  const large = readGif((await makeGif(page, { size: "large", orientation: "0" })).bytes);
  assert.ok(large.width > gif.width * 1.5, `large (${large.width}) is larger than small (${gif.width})`);
  assert.equal(large.frames.length, LINE.length + 1);
  // The game on the board is where it was.
  assert.equal(await page.evaluate(() => window.rithmo.game.cursor()), LINE.length);
  await switchLanguage(page, "en");
  await finish(p, assert);
});

test("the coordinates and the drawings as chosen, and a stretch of one ply", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  await typeMoves(page, LINE);
  // An arrow drawn on the last position.
  await rightDraw(page, "c4", "c9");
  assert.equal(await page.getAttribute("#board", "data-drawings"), "1");
  const last = LINE.length;
  const drawn = readGif((await makeGif(page, { from: last, to: last, orientation: "1" })).bytes);
  assert.equal(drawn.frames.length, 1, "one ply, one frame");
  const bare = readGif((await makeGif(page, { from: last, to: last, orientation: "1", drawings: false })).bytes);
  assert.equal(bare.width, drawn.width);
  // Between the arrow's two cells the pictures differ: the arrow is drawn only when asked for.
  const [from, to] = await centres(page, ["c4", "c9"], 1, drawn.width);
  const mid = [Math.round((from[0] + to[0]) / 2), Math.round((from[1] + to[1]) / 2)];
  assert.notDeepEqual(pixel(drawn.frames[0], drawn.width, mid), pixel(bare.frames[0], bare.width, mid), "the arrow in the picture");
  // Without the coordinates the margin shrinks to a thin border.
  const plain = readGif((await makeGif(page, { from: last, to: last, orientation: "1", coords: false })).bytes);
  assert.ok(plain.width < drawn.width && plain.height < drawn.height, `${plain.width}×${plain.height} without coordinates, ${drawn.width}×${drawn.height} with`);
  // A stretch ending at the start is the start alone.
  const start = readGif((await makeGif(page, { from: 0, to: 0 })).bytes);
  assert.equal(start.frames.length, 1);
  await finish(p, assert);
});
