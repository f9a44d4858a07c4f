// Play anywhere: a phone held upright (touch: tap-tap and drag, capture preview while dragging,
// no page scroll while dragging), a mouse drag, and the page's fit at phone, laptop and
// projector sizes in English and Russian (no empty scroll, no control out of its box).
// Screenshots go to tests/output/ (not committed).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, load, finish, shoot, settle, position, center, replayed, MAGNA, inView, tapCell } from "./harness.mjs";

const env = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };


/** A finger pressed on `from`, moved in steps to `to` (checked there by `during`), lifted. */
async function touchDrag(page, from, to, during) {
  const a = await center(page, from);
  const b = await center(page, to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch("touchStart", a);
  for (let i = 1; i <= 6; i++) await touch("touchMove", { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
  await settle(page);
  if (during) await during();
  await touch("touchEnd");
  await settle(page);
  await cdp.detach();
}

/** The mouse pressed on `from`, dragged to `to` (checked there by `during`), released. */
async function mouseDrag(page, from, to, during) {
  const a = await center(page, from);
  const b = await center(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await settle(page);
  if (during) await during();
  await page.mouse.up();
  await settle(page);
}


test("a phone held upright: the board upright, 40 px cells, the play bar in view", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, PHONE);
  const { page } = p;
  await load(page, env.server.url);
  assert.equal(await page.evaluate(() => window.rithmo.orientation), 0, "upright by default on a portrait screen");
  const a1 = await center(page, "a1");
  const b1 = await center(page, "b1");
  const a2 = await center(page, "a2");
  assert.ok(b1.x - a1.x >= 40, `a cell is ${b1.x - a1.x} px across`);
  assert.ok(a1.y - a2.y >= 40, `a cell is ${a1.y - a2.y} px high`);
  for (const sel of ["#status", "#board", "#undo", "#hint", "#preview-head"]) assert.ok(await inView(page, sel), `${sel} in view without scrolling`);
  const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `nothing sticks out sideways (${overflow} px)`);
  await shoot(page, "phone-upright.png");
  // Playing Black against the computer turns the board to Black's side (White at the top), and
  // White against it back again.
  await page.selectOption("#mode", "black");
  assert.equal(await page.evaluate(() => window.rithmo.orientation), 2, "Black at the bottom");
  const top = await center(page, "a1");
  assert.ok(top.y < (await center(page, "a16")).y, "a1, White's corner, now at the top");
  await page.selectOption("#mode", "white");
  assert.equal(await page.evaluate(() => window.rithmo.orientation), 0, "White at the bottom again");
  await finish(p, assert);
});

test("a phone plays by tapping and by dragging a finger, with the capture preview while dragging", { timeout: 90_000 }, async () => {
  const p = await openPage(env.browser, env.server, PHONE);
  const { page } = p;
  await load(page, env.server.url);
  const moves = ["a3-b5", "c14-b13", "c4-d5", "c13-d12"];
  const expected = await replayed(page, moves);
  // Tap, tap: a3-b5 (T9 takes t90 by eruption).
  await tapCell(page, "a3");
  await tapCell(page, "b5");
  assert.equal(await position(page), expected[1]);
  assert.equal(await page.getAttribute("body", "data-sound"), "capture", "a capture's sound");
  // Drag c14 to b13: while the finger is over b13 its capture shows; the page does not scroll.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await touchDrag(page, "c14", "b13", async () => {
    assert.match(await page.textContent("#preview-head"), /c14-b13.* would capture/);
    assert.match(await page.textContent("#preview"), /b5/);
    assert.equal(await position(page), expected[1], "nothing played before the finger lifts");
  });
  assert.equal(await position(page), expected[2]);
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, "no scroll while dragging");
  await tapCell(page, "c4");
  await tapCell(page, "d5");
  await touchDrag(page, "c13", "d12");
  assert.equal(await position(page), expected[4]);
  assert.equal(await page.getAttribute("body", "data-sound"), "move", "a quiet move's sound");
  // A drag released off the marked cells plays nothing and leaves the piece picked.
  await touchDrag(page, "d5", "h9");
  assert.equal(await position(page), expected[4]);
  await shoot(page, "phone-tap-drag.png");

  // A short game to its end by finger: from a position, f11 dragged to e12 wins (Victoria Magna).
  // The panel's tabs: the position box is under Records.
  assert.ok(await page.isHidden("#position-input"), "only the Play tab's sections show");
  await page.tap('[data-tab-button="records"]');
  await page.fill("#position-input", MAGNA);
  await page.click("#position-load");
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await touchDrag(page, "f11", "e12");
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  assert.match(await page.textContent("#banner-title"), /White wins: Victoria Magna/i);
  assert.ok(await page.isVisible("#banner"), "the victory is named");
  assert.ok(await inView(page, "#banner"), "and in view");
  assert.equal(await page.getAttribute("body", "data-sound"), "victory", "a victory's sound");
  // The mute switch: no sound after the next move (undo, then the winning move again).
  await page.tap("#mute");
  assert.equal(await page.getAttribute("#mute", "aria-pressed"), "true");
  await page.tap("#undo");
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await touchDrag(page, "f11", "e12");
  assert.equal(await page.getAttribute("#board", "data-state"), "won");
  assert.equal(await page.getAttribute("body", "data-sound"), "", "muted");
  await shoot(page, "phone-victory.png");
  await finish(p, assert);
});

test("a mouse drags a piece: the preview follows, release plays", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const expected = await replayed(page, ["a3-b5"]);
  await mouseDrag(page, "a3", "b5", async () => {
    assert.match(await page.textContent("#preview-head"), /a3-b5.* would capture/);
  });
  assert.equal(await position(page), expected[1]);
  await finish(p, assert);
});

const SIZES = [
  ["phone", { width: 390, height: 844 }, { hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
  ["laptop", { width: 1366, height: 768 }, {}],
  ["projector", { width: 1920, height: 1080 }, {}],
];

for (const [name, viewport, extra] of SIZES) {
  for (const [locale, colorScheme] of [["en-US", "light"], ["ru-RU", "light"], ["en-US", "dark"]]) {
    test(`${name} ${locale} ${colorScheme}: no empty scroll, no control out of its box`, { timeout: 60_000 }, async () => {
      const p = await openPage(env.browser, env.server, { viewport, locale, colorScheme, ...extra });
      const { page } = p;
      await load(page, env.server.url);
      const fit = await page.evaluate(() => {
        const out = [];
        for (const el of document.querySelectorAll("select, button, input, textarea")) {
          const r = el.getBoundingClientRect();
          if (!r.width) continue;
          const box = el.closest(".box, .playbar, .top, .notice") || document.body;
          const b = box.getBoundingClientRect();
          if (r.right > b.right + 1 || r.left < b.left - 1 || r.right > window.innerWidth + 1) out.push(el.id || el.outerHTML.slice(0, 60));
        }
        return { out, sw: document.scrollingElement.scrollWidth, sh: document.scrollingElement.scrollHeight, ih: window.innerHeight, iw: window.innerWidth };
      });
      assert.deepEqual(fit.out, [], "every control inside its box and the window");
      assert.ok(fit.sw <= fit.iw, `no sideways scroll (${fit.sw} > ${fit.iw})`);
      // A phone widens its layout to fit content that sticks out (and scales the page down):
      // the page is laid out at the screen's own width.
      assert.equal(fit.iw, viewport.width, "laid out at the screen's width (nothing widened it)");
      if (name !== "phone") assert.ok(fit.sh <= fit.ih, `no scroll beyond the content (${fit.sh} > ${fit.ih})`);
      if (colorScheme === "dark") {
        const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
        assert.equal(bg, "rgb(27, 26, 24)", "the dark theme follows the system");
      }
      await shoot(page, `size-${name}-${locale}-${colorScheme}.png`);
      await finish(p, assert);
    });
  }
}
