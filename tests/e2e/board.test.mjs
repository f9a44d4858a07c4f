// The board: loading (under a sub-path, no other host), drawing at any device pixel ratio,
// rotation and the pyramid inspector. (How fast the page loads and redraws are budgets:
// tests/budget/page.budget.mjs.)

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser, openPage, load, reload, finish, shoot, settle, position, center,
  clickCell, hoverCell, cellPixels, countColor, START, BLUE, ORANGE, SUBPATH, waitReady,
} from "./harness.mjs";

const env = useBrowser();

test("loads under a sub-path, relative URLs only, nothing from other hosts, and again on reload", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const from = env.server.log.length;
  await load(p.page, env.server.subUrl);
  const requested = env.server.log.slice(from);
  assert.ok(requested.includes(`${SUBPATH}www/pkg/rithmomachia_bg.wasm`), "the wasm came from under the sub-path");
  for (const r of requested) assert.ok(r.startsWith(SUBPATH), `every request stays under the sub-path: ${r}`);
  assert.equal(await position(p.page), START, "the board shows the classic start");
  await reload(p.page);
  assert.equal(await position(p.page), START, "a reload shows it again");
  // The page says when its board was first drawn (the page's budget prints it): after navigation
  // began, no later than now, with a frame on the canvas.
  await settle(p.page);
  const drawn = await p.page.evaluate(() => ({ at: window.rithmo.firstDrawAt, now: performance.now(), frame: window.rithmo.frame }));
  assert.ok(drawn.frame >= 1 && drawn.at > 0 && drawn.at <= drawn.now, `first drawn at ${drawn.at} ms, frame ${drawn.frame}`);
  // The CSP is in force: no inline script, no eval.
  const csp = await p.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/);
  // The host's header policy (scripts/headers.json, README "Hosting") is in force as well, with
  // what a meta tag cannot carry: each refusal below is reported once by each policy.
  const response = await p.page.goto(env.server.subUrl, { waitUntil: "load" });
  await waitReady(p.page);
  const header = response.headers()["content-security-policy"];
  assert.match(header, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.match(header, /frame-ancestors 'none'/);
  assert.doesNotMatch(header, /unsafe-inline|'unsafe-eval'/);
  assert.equal(response.headers()["x-content-type-options"], "nosniff");
  const blocked = await p.page.evaluate(async () => {
    const seen = [];
    // Both refusals reported (violation events are queued as tasks).
    const reported = new Promise((resolve) => {
      document.addEventListener("securitypolicyviolation", (e) => {
        seen.push(e.blockedURI);
        if (seen.length === 4) resolve();
      });
    });
    const s = document.createElement("script");
    s.textContent = "window.__inlineRan = true";
    document.head.append(s);
    setTimeout("window.__evalRan = true", 0); // a string: eval
    // Timers of one delay run in order: once this one has run, the string's would have too.
    await new Promise((r) => setTimeout(r, 0));
    await reported;
    return { seen: seen.sort(), inline: !!window.__inlineRan, evaluated: !!window.__evalRan };
  });
  assert.deepEqual(blocked, { seen: ["eval", "eval", "inline", "inline"], inline: false, evaluated: false }, "inline script and eval are refused by both policies");
  // Those refusals (two, once per policy) are logged as console errors on purpose; nothing else may be.
  const expected = /violates the following Content Security Policy directive/;
  assert.equal(p.problems.filter((m) => expected.test(m)).length, 4);
  p.problems.splice(0, p.problems.length, ...p.problems.filter((m) => !expected.test(m)));
  await shoot(p.page, "board-landscape.png");
  await finish(p, assert);
});

test("the page's wasm is downloaded once, for its preload, its early compiling and the core's init, and loads from a host that gets its type wrong", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  await load(p.page, env.server.url);
  // index.html's preload and www/wasm-start.js's compiling share one download, and main.js hands
  // the compiled module to the core's init (which would otherwise download the file again).
  const fetched = await p.page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/rithmomachia_bg.wasm")).length);
  assert.equal(fetched, 1, "one download of the page's wasm");
  // A host that serves the wasm as plain bytes: streaming compilation refuses it, and the core's
  // init fetches and compiles it the slower way; the page plays all the same.
  const q = await openPage(env.browser, env.server, { serviceWorkers: "block" });
  let served = 0;
  await q.page.route("**/rithmomachia_bg.wasm", async (route) => {
    served += 1;
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "content-type": "application/octet-stream" } });
  });
  await load(q.page, env.server.url);
  assert.ok(served >= 1, "the wasm came with the wrong type");
  assert.equal(await position(q.page), START, "the board shows the classic start");
  await clickCell(q.page, "a3");
  await clickCell(q.page, "b5");
  assert.notEqual(await position(q.page), START, "a move is played");
  await finish(q, assert);
  await finish(p, assert);
});

test("draws crisply at device pixel ratio 2: backing store matches the CSS size × 2", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server, { deviceScaleFactor: 2 });
  await load(p.page, env.server.url);
  const dims = await p.page.evaluate(() => {
    const c = document.getElementById("board");
    const r = c.getBoundingClientRect();
    return { w: c.width, h: c.height, cw: r.width, ch: r.height, dpr: window.devicePixelRatio };
  });
  assert.equal(dims.dpr, 2);
  assert.equal(dims.w, Math.round(dims.cw * 2));
  assert.equal(dims.h, Math.round(dims.ch * 2));
  assert.ok(dims.cw > dims.ch * 1.6, "landscape by default: wider than tall");
  await shoot(p.page, "board-dpr2.png");
  await finish(p, assert);
});

test("landscape by default with White on the left; rotate and flip turn the board, play still works", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  await load(p.page, env.server.url);
  const a1 = await center(p.page, "a1");
  const a16 = await center(p.page, "a16");
  const h1 = await center(p.page, "h1");
  assert.ok(a1.x < a16.x && Math.abs(a1.y - a16.y) < 1, "ranks run left to right");
  assert.ok(h1.y > a1.y && Math.abs(a1.x - h1.x) < 1, "files run top to bottom");

  await p.page.click("#rotate"); // a quarter turn anticlockwise
  await settle(p.page);
  const dims = await p.page.evaluate(() => document.getElementById("board").getBoundingClientRect().toJSON());
  assert.ok(dims.height > dims.width, "portrait after a quarter turn");
  const r1 = await center(p.page, "a1");
  const r16 = await center(p.page, "a16");
  assert.ok(r16.y < r1.y, "portrait, White at the bottom");
  assert.equal(await position(p.page), START, "turning the board changes no rule state");
  // Select a piece on the turned board: its destinations are marked where they now are.
  await clickCell(p.page, "a3");
  assert.ok(countColor(await cellPixels(p.page, "a5"), BLUE) > 10, "quiet destination a5 marked");
  assert.ok(countColor(await cellPixels(p.page, "b5"), ORANGE) > 10, "capturing destination b5 marked");
  await shoot(p.page, "board-portrait.png");

  await p.page.click("#flip");
  await settle(p.page);
  const f1 = await center(p.page, "a1");
  const f16 = await center(p.page, "a16");
  assert.ok(f16.y > f1.y, "flipped: White at the top");
  await p.page.click("#rotate");
  await p.page.click("#flip");
  await settle(p.page);
  const g1 = await center(p.page, "a1");
  const g16 = await center(p.page, "a16");
  assert.ok(g1.x > g16.x, "landscape, White on the right");
  // The orientation survives a reload.
  await reload(p.page);
  const k1 = await center(p.page, "a1");
  const k16 = await center(p.page, "a16");
  assert.ok(k1.x > k16.x, "orientation kept across reload");
  await finish(p, assert);
});

test("a pyramid is drawn as a stack with its total; the inspector lists its components", { timeout: 60_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  await load(p.page, env.server.url);
  await hoverCell(p.page, "g2");
  const text = await p.page.textContent("#inspector");
  assert.match(text, /White pyramid 91 on g2/);
  const parts = await p.page.$$eval("#inspector .parts li", (lis) => lis.map((li) => li.textContent));
  assert.deepEqual(parts, ["square 36", "square 25", "triangle 16", "triangle 9", "round 4", "round 1"]);
  await hoverCell(p.page, "a15");
  assert.match(await p.page.textContent("#inspector"), /Black pyramid 190 on a15/);
  assert.equal(await p.page.locator("#inspector .parts li").count(), 5);
  await finish(p, assert);
});
