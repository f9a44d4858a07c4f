// The board to embed (embed.html, docs/embed.md), framed by a page on another loopback origin as a
// teacher's page frames it: a game replayed with the buttons and the keys (positions, captions
// with the arithmetic, the drawings), a puzzle solved by clicking (a wrong move, Try again, the
// right one) and a longer one by typing, a position shown, a bad fragment refused in words; the
// frame's storage stays empty and every request goes to the site; the site's main page refuses
// to be framed; the Embed… dialog's code; English and Russian, phone and laptop sizes, axe-core
// on the frame.

import { test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { useBrowser, openPage, load, finish, shoot, typeMoves, LINE, ROOT, axeViolations, rightDraw } from "./harness.mjs";

const env = useBrowser();
const CLASSIC = JSON.parse(fs.readFileSync(path.join(ROOT, "www/puzzles/classic.json"), "utf8")).puzzles;

/** A page on another origin (another port of the loopback) that frames `?src=` at `?w=` × `?h=`. */
async function hostServer() {
  const server = http.createServer((req, res) => {
    const q = new URL(req.url, "http://127.0.0.1").searchParams;
    const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A teacher's page</title></head><body style="margin:0"><h1 style="font:16px sans-serif;margin:4px">Our lesson</h1><iframe id="board" src="${esc(q.get("src"))}" width="${esc(q.get("w") || 640)}" height="${esc(q.get("h") || 520)}" style="border:0" title="Rithmomachia board"></iframe></body></html>`);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The host's page framing `src` in a browser of its own (phone or laptop), every request recorded
 * (none may leave the host and the site), console errors kept. Resolves to {page, frame, problems, context}.
 */
async function framed(host, src, { w = 640, h = 520, phone = false, locale = "en-US" } = {}) {
  const viewport = phone ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const context = await env.browser.newContext({ viewport, locale, hasTouch: phone, isMobile: phone, deviceScaleFactor: phone ? 2 : 1 });
  const problems = [];
  await context.route("**/*", (route) => {
    const u = route.request().url();
    if (u.startsWith(host.origin + "/") || u.startsWith(env.server.origin + "/") || u.startsWith("data:")) return route.continue();
    problems.push(`request to another host: ${u}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  await page.goto(`${host.origin}/?${new URLSearchParams({ src, w, h })}`, { waitUntil: "load" });
  const frame = await (await page.$("#board")).contentFrame();
  await frame.waitForSelector('#embed:not([data-ready="no"])');
  return { page, frame, problems, context };
}

/** Click (or tap) a cell of the framed board, as a person does: its centre on the host's page. */
async function hitFramed({ page, frame }, cell, touch = false) {
  const c = await frame.evaluate((name) => window.embed.cellCenter(name), cell);
  assert.ok(c, `the cell ${cell} is on the board`);
  const box = await (await page.$("#board")).boundingBox();
  if (touch) await page.touchscreen.tap(box.x + c.x, box.y + c.y);
  else await page.mouse.click(box.x + c.x, box.y + c.y);
}

const data = (frame, name) => frame.getAttribute("#embed", `data-${name}`);

/** Nothing kept in the frame's storage: no local or session storage, cookie, cache or worker. */
async function nothingKept(frame) {
  const kept = await frame.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    caches: (await caches.keys()).length,
    workers: navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  }));
  assert.deepEqual(kept, { local: 0, session: 0, cookie: "", caches: 0, workers: 0 });
}

async function done(f) {
  assert.deepEqual(f.problems, []);
  await f.context.close();
}

/** The positions of the game on the site's page, at each ply of its line (as its core reads them). */
const positionsOf = (page, n) =>
  page.evaluate((n) => {
    const g = window.rithmo.game.copy();
    const out = [];
    for (let i = 0; i <= n; i++) {
      g.seek(i);
      out.push(g.position());
    }
    g.free();
    return out;
  }, n);

test("a game framed by another site's page replays with its captions, drawings and keys; the Embed dialog writes its code", { timeout: 120_000 }, async () => {
  const host = await hostServer();
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.subUrl);
  await typeMoves(page, LINE);
  // An arrow on the last position.
  await rightDraw(page, "c4", "c9");
  assert.equal(await page.getAttribute("#board", "data-drawings"), "1");
  const positions = await positionsOf(page, LINE.length);
  // The Records tab's Embed…: the code for the game, then for the position.
  await page.click("#embed-open");
  await page.waitForSelector("#embed-dialog[open]");
  await page.waitForFunction(() => document.getElementById("embed-code").value.includes("embed.html#g1."));
  const code = await page.inputValue("#embed-code");
  assert.match(code, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/sub\/dir\/embed\.html#g1\.[^"]+" width="\d+" height="\d+" style="border:0;max-width:100%" title="Rithmomachia board" loading="lazy"><\/iframe>$/, code);
  await shoot(page, "embed-dialog-laptop.png");
  await page.click("#embed-copy");
  await page.waitForFunction(() => document.getElementById("embed-message").textContent !== "");
  const src = code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, "&");
  await page.click("#embed-what-position");
  await page.waitForFunction(() => document.getElementById("embed-code").value.includes("embed.html#e1."));
  const still = (await page.inputValue("#embed-code")).match(/src="([^"]+)"/)[1].replace(/&amp;/g, "&");
  await page.keyboard.press("Escape");
  await finish(p, assert);

  const f = await framed(host, src);
  const { frame } = f;
  assert.equal(await data(frame, "ready"), "yes", await frame.textContent("#embed-error"));
  assert.equal(await data(frame, "mode"), "replay");
  // It opens where the link's cursor stands: the end, with the arrow.
  assert.equal(await data(frame, "ply"), String(LINE.length));
  assert.equal(await data(frame, "position"), positions[LINE.length]);
  assert.equal(await data(frame, "drawings"), "1");
  assert.equal(await frame.textContent("#embed-counter"), `Ply ${LINE.length} of ${LINE.length}`);
  assert.ok(await frame.isDisabled("#embed-next"));
  // The arrow is drawn: between its cells the picture differs from the ply before, where those cells are empty too.
  const mid = async () => {
    const [c4, c9] = await Promise.all(["c4", "c9"].map((c) => frame.evaluate((n) => window.embed.cellCenter(n), c)));
    const box = await (await f.page.$("#board")).boundingBox();
    return f.page.screenshot({ clip: { x: box.x + (c4.x + c9.x) / 2 - 2, y: box.y + (c4.y + c9.y) / 2 - 2, width: 4, height: 4 } });
  };
  const withArrow = await mid();
  await shoot(f.page, "embed-replay-laptop.png");
  await frame.click("#embed-prev");
  await frame.waitForSelector(`#embed[data-ply="${LINE.length - 1}"]`);
  assert.equal(await data(frame, "drawings"), "0");
  assert.ok(Buffer.compare(withArrow, await mid()) !== 0, "the arrow is drawn on its position only");
  // First, then move by move with the buttons: each position the game's, each caption the move
  // with what it captured and the arithmetic.
  await frame.click("#embed-first");
  await frame.waitForSelector('#embed[data-ply="0"]');
  assert.equal(await frame.textContent("#embed-caption"), "The start");
  assert.ok(await frame.isDisabled("#embed-prev"));
  await frame.click("#embed-next");
  await frame.waitForSelector('#embed[data-ply="1"]');
  assert.equal(await data(frame, "position"), positions[1]);
  assert.equal(await frame.textContent("#embed-caption"), "White played a3-b5, capturing the black triangle 90 on b14: 9 × 10 = 90");
  await frame.click("#embed-next");
  await frame.waitForSelector('#embed[data-ply="2"]');
  assert.equal(await frame.textContent("#embed-caption"), "Black played c14-b13, capturing the white triangle 9 on b5: 81 ÷ 9 = 9");
  // The keys: right, left, End, Home (the frame has the focus once clicked).
  await frame.focus("#embed-next");
  await f.page.keyboard.press("ArrowRight");
  await frame.waitForSelector('#embed[data-ply="3"]');
  assert.equal(await data(frame, "position"), positions[3]);
  await f.page.keyboard.press("ArrowLeft");
  await frame.waitForSelector('#embed[data-ply="2"]');
  await f.page.keyboard.press("End");
  await frame.waitForSelector(`#embed[data-ply="${LINE.length}"]`);
  await f.page.keyboard.press("Home");
  await frame.waitForSelector('#embed[data-ply="0"]');
  // Play goes on by itself, and Pause stops it.
  await frame.click("#embed-play");
  assert.equal(await frame.getAttribute("#embed-play", "aria-pressed"), "true");
  await frame.waitForSelector('#embed[data-ply="1"]');
  await frame.click("#embed-play");
  assert.equal(await frame.getAttribute("#embed-play", "aria-pressed"), "false");
  assert.deepEqual(await axeViolations(frame), []);
  await nothingKept(frame);
  await done(f);

  // The position alone, from the dialog's second code.
  const s = await framed(host, still, { w: 420, h: 640 });
  assert.equal(await data(s.frame, "mode"), "position");
  assert.equal(await data(s.frame, "position"), positions[LINE.length]);
  assert.equal(await s.frame.textContent("#embed-caption"), "White to move.");
  // Upright in a tall frame: the board is taller than wide.
  const size = await s.frame.evaluate(() => [document.getElementById("embed-board").clientWidth, document.getElementById("embed-board").clientHeight]);
  assert.ok(size[1] > size[0], `upright in a tall frame: ${size}`);
  await shoot(s.page, "embed-position-tall.png");
  await nothingKept(s.frame);
  await done(s);
  await host.close();
});

test("a puzzle framed on a phone is solved by tapping: a wrong move, Try again, the right one", { timeout: 120_000 }, async () => {
  const host = await hostServer();
  // The code comes from the Embed dialog while a puzzle is open on the site (the set's first).
  const site = await openPage(env.browser, env.server);
  await load(site.page, env.server.subUrl);
  await site.page.click('[data-tab-button="learn"]');
  await site.page.selectOption("#puzzles-preset", "classic");
  await site.page.waitForSelector('#puzzles[data-state="ready"][data-preset="classic"]');
  await site.page.click("#puzzles-start");
  await site.page.waitForSelector('#practice[data-kind="puzzles"][data-state="waiting"]');
  const item = CLASSIC[0];
  assert.equal(await site.page.getAttribute("#practice", "data-item"), item.id);
  assert.ok(item.from && item.line.length === 1 && !(item.also || []).length, "a one-move puzzle starting on a cell, with one answer");
  await site.page.click("#embed-open");
  await site.page.waitForSelector("#embed-dialog[open]");
  assert.ok(await site.page.isChecked("#embed-what-puzzle"), "the open puzzle is offered first");
  await site.page.waitForFunction(() => document.getElementById("embed-code").value.includes("embed.html#p1."));
  const src = (await site.page.inputValue("#embed-code")).match(/src="([^"]+)"/)[1];
  assert.equal(src, `${env.server.subUrl}embed.html#p1.${item.id}`);
  await site.page.keyboard.press("Escape");
  await finish(site, assert);
  const f = await framed(host, src, { w: 370, h: 700, phone: true });
  const { frame } = f;
  assert.equal(await data(frame, "mode"), "puzzle");
  assert.equal(await data(frame, "state"), "waiting");
  assert.equal(await data(frame, "position"), item.position);
  assert.match(await frame.textContent("#embed-task"), /^(White|Black) to move\. Find the (capture|combination|win)\./);
  // The piece picked shows where it may go; another destination than the answer is wrong.
  await hitFramed(f, item.from, true);
  await frame.waitForSelector(`#embed[data-picked="${item.from}"]`);
  const targets = (await data(frame, "targets")).split(" ");
  assert.ok(targets.includes(item.to), `${item.to} among ${targets}`);
  const wrong = targets.find((c) => c !== item.to);
  assert.ok(wrong, "another destination to try");
  await shoot(f.page, "embed-puzzle-picked-phone.png");
  await hitFramed(f, wrong, true);
  await frame.waitForSelector('#embed[data-state="missed"]');
  assert.match(await frame.textContent("#embed-result"), /is not the best move here/);
  assert.notEqual(await data(frame, "position"), item.position);
  await frame.tap("#embed-retry");
  await frame.waitForSelector('#embed[data-state="waiting"]');
  assert.equal(await data(frame, "position"), item.position, "Try again: the puzzle's position again");
  await hitFramed(f, item.from, true);
  await frame.waitForSelector(`#embed[data-picked="${item.from}"]`);
  await hitFramed(f, item.to, true);
  await frame.waitForSelector('#embed[data-state="solved"]');
  const result = await frame.textContent("#embed-result");
  assert.match(result, /^Solved! /);
  if (item.theme === "capture") assert.match(result, /the (white|black) (round|triangle|square|pyramid) \d+ on [a-h]\d+/, result);
  assert.match(result, /\d+ [×÷+−-] \d+ = \d+|\d+ = \d+|surround/, `with its arithmetic: ${result}`);
  await shoot(f.page, "embed-puzzle-solved-phone.png");
  assert.deepEqual(await axeViolations(frame), []);
  await nothingKept(frame);
  await done(f);
  await host.close();
});

test("a longer puzzle is solved by typing, in Russian; a bad fragment is refused in words; the main page is not framed", { timeout: 120_000 }, async () => {
  const host = await hostServer();
  const item = CLASSIC.find((q) => q.line.length === 3);
  const f = await framed(host, `${env.server.subUrl}embed.html?lang=ru#p1.${item.id}`);
  const { frame } = f;
  assert.equal(await frame.getAttribute("html", "lang"), "ru");
  assert.match(await frame.textContent("#embed-task"), /Ход (белых|чёрных)\./);
  await frame.fill("#embed-move", "zz9");
  await frame.press("#embed-move", "Enter");
  await frame.waitForFunction(() => document.getElementById("embed-result").textContent !== "");
  assert.equal(await data(frame, "state"), "waiting", "a move that cannot be read changes nothing");
  assert.match(await frame.textContent("#embed-result"), /[а-яё]/i, "the core's error in Russian");
  await frame.fill("#embed-move", item.line[0]);
  await frame.press("#embed-move", "Enter");
  await frame.waitForFunction((m) => document.getElementById("embed-result").textContent.includes(m), item.line[1]);
  assert.equal(await data(frame, "state"), "waiting");
  await frame.fill("#embed-move", item.line[2]);
  await frame.press("#embed-move", "Enter");
  await frame.waitForSelector('#embed[data-state="solved"]');
  assert.match(await frame.textContent("#embed-result"), /^Решено!/);
  await shoot(f.page, "embed-puzzle-ru.png");
  assert.deepEqual(await axeViolations(frame), []);
  await nothingKept(frame);
  await done(f);

  // A fragment naming no puzzle: said in the reader's language, nothing else shown.
  const bad = await framed(host, `${env.server.subUrl}embed.html?lang=ru#p1.nope-1`);
  assert.equal(await data(bad.frame, "ready"), "error");
  assert.equal(await bad.frame.textContent("#embed-error"), "Эту доску нельзя показать: «nope-1» — не название задачи");
  await done(bad);
  const none = await framed(host, `${env.server.subUrl}embed.html`);
  assert.equal(await none.frame.textContent("#embed-error"), "This board cannot be shown: the address names no game, position or puzzle");
  await done(none);

  // The site's main page refuses to be framed (frame-ancestors 'none', X-Frame-Options: DENY).
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const main = page.waitForResponse((r) => r.url().startsWith(env.server.subUrl));
  await page.goto(`${host.origin}/?${new URLSearchParams({ src: env.server.subUrl, w: 640, h: 480 })}`, { waitUntil: "load" });
  const response = await main;
  assert.match(response.headers()["content-security-policy"], /frame-ancestors 'none'/);
  assert.equal(response.headers()["x-frame-options"], "DENY");
  const inner = await (await page.$("#board")).contentFrame();
  assert.equal(await inner.$("#board"), null, "no board inside the frame");
  await context.close();
  // The embed page's own policy is the main page's, tag for tag (both in the pages' meta tags).
  const meta = (file) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(fs.readFileSync(path.join(ROOT, file), "utf8"))[1];
  assert.equal(meta("embed.html"), meta("index.html"));
  // And the embed page says in its headers that it may be framed.
  const head = await fetch(`${env.server.subUrl}embed.html`);
  assert.match(head.headers.get("content-security-policy"), /frame-ancestors \*$/);
  assert.equal(head.headers.get("x-frame-options"), null);
  await host.close();
});
