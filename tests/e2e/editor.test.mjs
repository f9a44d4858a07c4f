// The board editor (issue 15, item 1), as a person uses it at phone and laptop sizes: opened from
// the Game panel, a position built by clicking (tapping) the palette and the board, a fault the
// rules core names (two pyramids, a value out of range) seen and fixed, prisoners added, pieces
// dragged and the keyboard used, the text box kept in step both ways, then "Play from here" and a
// move played, and "Share": its link opened in a new page shows the same position and rules.
// Screenshots go to tests/output/ (not committed).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, reload, finish, shoot, settle, position, center, typeMoves, hitCell } from "./harness.mjs";

const env = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const EMPTY = `${Array(16).fill("8").join("/")} w - - 0`;


const press = (page, selector, touch) => (touch ? page.tap(selector) : page.click(selector));

/** The faults the editor lists now (their count, as the list says it, and their words). */
const faults = async (page) => ({
  count: Number(await page.getAttribute("#editor-problems", "data-count")),
  text: await page.textContent("#editor-problems"),
});

async function openEditor(page, touch) {
  await press(page, "#editor-open", touch);
  await page.waitForSelector('#board[data-editor="1"]');
  await settle(page);
}

/** Build: a white round 2 on c4, one white pyramid (a second one a fault, then taken off), the
 * black pyramid on d15 and a black round 9 among White's prisoners. Returns the position text. */
async function build(page, touch, size) {
  await openEditor(page, touch);
  assert.equal(await page.textContent("#editor-status"), "Pick a piece, then click or tap cells to put it there (or drag it onto the board). Click a piece on the board to take it off; drag it to move it.");
  await press(page, "#editor-clear", touch);
  assert.equal(await position(page), EMPTY, "the board is cleared");
  assert.equal(await page.inputValue("#editor-text"), EMPTY, "the text follows the board");

  await press(page, '#editor-palette [data-key="white round 2"]', touch);
  assert.equal(await page.getAttribute('#editor-palette [data-key="white round 2"]', "aria-pressed"), "true");
  await hitCell(page, "c4", touch);
  await press(page, '#editor-palette [data-key="white pyramid 91"]', touch);
  await hitCell(page, "e2", touch);
  await hitCell(page, "g2", touch);
  const two = await faults(page);
  assert.equal(two.count, 1, "one fault");
  assert.match(two.text, /White has more than one pyramid \(e2, g2\): an army has one\./);
  assert.equal(await page.isDisabled("#editor-play"), true, "a faulty setup cannot be played");
  assert.equal(await page.getAttribute("#board", "data-faults"), "1");
  assert.equal(await page.getAttribute("#board", "data-marked"), "e2 g2", "the faulty cells are ringed");
  await shoot(page, `editor-${size}-two-pyramids.png`);

  // The same piece clicked again comes off: the fault goes.
  await hitCell(page, "g2", touch);
  assert.equal((await faults(page)).count, 0);
  assert.equal(await page.getAttribute("#board", "data-marked"), "");
  assert.equal(await page.textContent("#editor-problems"), "Ready to play: White to move.");

  await press(page, '#editor-palette [data-key="black pyramid 190"]', touch);
  await hitCell(page, "d15", touch);
  await press(page, '#editor-palette [data-key="black round 9"]', touch);
  await press(page, "#editor-prisoner-white", touch);
  assert.equal(await page.textContent("#editor-prisoners-white"), "9", "White holds a black 9");
  assert.equal((await faults(page)).count, 0);
  assert.equal(await page.isDisabled("#editor-play"), false);
  await page.selectOption("#editor-turn", "black");
  assert.equal(await page.textContent("#status"), "Board editor · Black to move");
  assert.equal(await page.textContent("#editor-problems"), "Ready to play: Black to move.");
  await page.selectOption("#editor-turn", "white");
  const text = await position(page);
  assert.notEqual(text, EMPTY);
  assert.equal(await page.inputValue("#editor-text"), text);
  await shoot(page, `editor-${size}-built.png`);
  return text;
}

/** Play from the position set up, both sides here: the game starts there and a move is played. */
async function playFromHere(page, touch, text) {
  await page.selectOption("#editor-mode", "hotseat");
  await press(page, "#editor-play", touch);
  await page.waitForSelector('#board:not([data-editor="1"])');
  await settle(page);
  assert.equal(await position(page), text, "the game starts from the position set up");
  assert.equal(await page.isVisible("#editor"), false, "the editor has closed");
  await hitCell(page, "c4", touch);
  await hitCell(page, "d5", touch);
  const after = await position(page);
  assert.notEqual(after, text, "a move was played from there");
  assert.match(after, / b /, "Black to move");
}

/** Share, then open the link in a new page (fresh storage): the same position and rules. */
async function shareAndOpen(page, touch, text, size) {
  await press(page, "#editor-share", touch);
  await page.waitForSelector("#editor-share-url:not([hidden])");
  const url = await page.inputValue("#editor-share-url");
  assert.match(url, /#e1\.classic\./);
  const other = await openPage(env.browser, env.server, size === "phone" ? PHONE : LAPTOP);
  await load(other.page, url);
  await other.page.waitForSelector('#board[data-editor="1"]');
  await settle(other.page);
  assert.equal(await position(other.page), text, "the link opens the same position");
  assert.equal(await other.page.inputValue("#editor-rules"), "classic", "under the same rules");
  await shoot(other.page, `editor-${size}-shared.png`);
  await finish(other, assert);
}

for (const [size, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  const touch = size === "phone";
  test(`${size}: a position built from the palette, a fault named and fixed, shared, played`, { timeout: 120_000 }, async () => {
    const p = await openPage(env.browser, env.server, options);
    const { page } = p;
    await load(page, env.server.url);
    const text = await build(page, touch, size);
    await shareAndOpen(page, touch, text, size);
    await playFromHere(page, touch, text);
    await shoot(page, `editor-${size}-played.png`);
    await finish(p, assert);
  });
}

test("laptop: a value out of range named; drags move pieces; the keyboard places; the text edits the board; a reload keeps it", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server, LAPTOP);
  const { page } = p;
  await load(page, env.server.url);
  // A game with a move played waits under the editor (its undo must not touch the setup).
  await typeMoves(page, ["a3-b5"]);
  const game = await position(page);
  await openEditor(page, false);
  assert.equal(await position(page), game, "the editor opens on the game's position");
  await page.click("#editor-clear");
  // The board empties; the side to move and the prisoners stay (Black to move, White holding t90).
  const cleared = await position(page);
  assert.notEqual(cleared, game);

  // Another piece: a round 0 is put, and named as a fault.
  await page.click("#editor-custom summary");
  await page.selectOption("#editor-shape", "round");
  await page.fill("#editor-parts .editor-value", "0");
  await page.click("#editor-custom-use");
  await hitCell(page, "a1", false);
  assert.match((await faults(page)).text, /a1: a value must be from 1 to 9999\./);
  await page.click("#editor-erase");
  await hitCell(page, "a1", false);
  assert.equal(await position(page), cleared);

  // A pyramid built from parts.
  await page.selectOption("#editor-shape", "pyramid");
  const rows = await page.$$("#editor-parts .editor-part");
  assert.equal(rows.length, 2);
  await page.selectOption("#editor-parts .editor-part:nth-child(1) select", "square");
  await page.fill("#editor-parts .editor-part:nth-child(1) input", "36");
  await page.selectOption("#editor-parts .editor-part:nth-child(2) select", "triangle");
  await page.fill("#editor-parts .editor-part:nth-child(2) input", "9");
  await page.click("#editor-custom-use");
  await hitCell(page, "b2", false);
  assert.match(await position(page), /P\(S36T9\)/, "a white pyramid of a square 36 and a triangle 9");
  assert.equal((await faults(page)).count, 0);
  const withPyramid = await position(page);

  // Drag the pyramid on the board to b3, then back: the text follows each drag.
  const drag = async (from, to) => {
    const a = await center(page, from);
    const b = await center(page, to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 6 });
    await page.mouse.up();
    await settle(page);
  };
  await drag("b2", "b3");
  const moved = await position(page);
  assert.notEqual(moved, withPyramid);
  await drag("b3", "b2");
  assert.equal(await position(page), withPyramid, "dragged back, the same position");

  // Drag a piece from the palette onto the board.
  const chip = await page.$('#editor-palette [data-key="black round 9"]');
  const box = await chip.boundingBox();
  const target = await center(page, "h16");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
  await settle(page);
  const dropped = await position(page);
  assert.notEqual(dropped, withPyramid, "the palette's piece is on the board");
  assert.equal(await page.getAttribute('#editor-palette [data-key="black round 9"]', "aria-pressed"), "false", "a drag does not pick");

  // The keyboard: a palette piece picked with Enter, the board's cursor moved and Enter puts it.
  await page.focus('#editor-palette [data-key="white round 2"]');
  await page.keyboard.press("Enter");
  await page.focus("#board");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await settle(page);
  const keyed = await position(page);
  assert.notEqual(keyed, dropped, "Enter put the piece on the cursor's cell");
  // The game's keys do nothing to the setup (nor bring the game's board back).
  for (const key of ["Control+z", "Control+y", "Home", "End"]) await page.keyboard.press(key);
  await settle(page);
  assert.equal(await position(page), keyed, "undo and the review keys leave the setup alone");
  assert.equal(await page.getAttribute("#board", "data-editor"), "1");

  // The text box edits the board; a text that cannot be read is named, the board kept.
  await page.fill("#editor-text", "8/8/8 w");
  assert.notEqual(await page.textContent("#editor-text-error"), "");
  assert.equal(await position(page), keyed);
  const classicStart = await page.evaluate(async () => {
    const { Game } = await import("/www/pkg/rithmomachia.js");
    return new Game("classic").position();
  });
  await page.fill("#editor-text", classicStart);
  await settle(page);
  assert.equal(await position(page), classicStart, "the board follows the text");
  assert.equal(await page.textContent("#editor-text-error"), "");

  // A 14-rank board: the pieces beyond rank 14 are named, and stay drawn until taken or the
  // board is long again.
  await page.selectOption("#editor-ranks", "14");
  const short = await faults(page);
  assert.ok(short.count > 0, "pieces beyond the last rank are faults");
  assert.match(short.text, /beyond rank 14, the last of this board/);
  await page.selectOption("#editor-ranks", "16");
  assert.equal((await faults(page)).count, 0);
  assert.equal(await position(page), classicStart);

  // A reload keeps the editor and its position (the page's address holds it).
  await page.waitForSelector('#board[data-linked="1"]');
  await reload(page);
  await page.waitForSelector('#board[data-editor="1"]');
  assert.equal(await position(page), classicStart);
  await shoot(page, "editor-laptop-start.png");

  // Closing brings the game in progress back.
  await page.click("#editor-close");
  await page.waitForSelector('#board:not([data-editor="1"])');
  assert.equal(await page.isVisible("#new-game"), true);
  assert.equal(await position(page), game, "the game in progress, its move kept");
  await finish(p, assert);
});
