// End-to-end harness: a static server on loopback (the repository root served at "/" and again
// under "/sub/dir/", to prove the site uses relative URLs only), Debian's Chromium driven by
// playwright-core, and helpers that play as a person does (through window.rithmo.cellCenter).

import http from "node:http";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import assert from "node:assert/strict";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const OUTPUT = path.join(ROOT, "tests/output");
export const SUBPATH = "/sub/dir/";
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

// The position of the victory test: White plays f11-e12 and stands 16 (c10), 36 (d11), 56 (e12)
// on a diagonal in Black's half: Victoria Magna, arithmetic, step 20.
export const MAGNA = "7,s49/8/8/8/8/3,C36,1,C56,2/2,C16,5/8/8/8/8/8/8/8/8/S25,7 w - - 0";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * The HTTP headers a static host should add (README, "Hosting"); scripts/serve.py sends them too:
 * every file's, and over them those of a file named on its own (embed.html), a null removing one.
 */
const POLICY = JSON.parse(fs.readFileSync(path.join(ROOT, "scripts/headers.json"), "utf8"));
export function headersFor(rel) {
  const name = rel.split("/").pop();
  const merged = { ...POLICY["every file"], ...(name !== "every file" && POLICY[name]) };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null));
}

/**
 * Serve the repository root on 127.0.0.1 at a free port, at "/" and at SUBPATH, with headersFor each file.
 * `setRoot(dir)` serves another folder from then on (a new build at the same address).
 */
export async function startServer({ root = ROOT } = {}) {
  const log = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    log.push(url.pathname);
    let rel = decodeURIComponent(url.pathname);
    if (rel.startsWith(SUBPATH)) rel = "/" + rel.slice(SUBPATH.length);
    if (rel.endsWith("/")) rel += "index.html";
    const file = path.resolve(root, "." + rel);
    if (!file.startsWith(root + path.sep) || rel.includes("\0")) {
      res.writeHead(403).end();
      return;
    }
    try {
      const st = await fsp.stat(file);
      if (!st.isFile()) throw new Error("not a file");
      res.writeHead(200, {
        ...headersFor(rel),
        "content-type": TYPES[path.extname(file)] || "application/octet-stream",
        "content-length": st.size,
        "cache-control": "no-store",
      });
      if (req.method === "HEAD") res.end();
      else fs.createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/`,
    setRoot: (dir) => {
      root = dir;
    },
    subUrl: `http://127.0.0.1:${port}${SUBPATH}`,
    log,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * One server and one browser for a test file: started before its first test, closed after the
 * last. Returns {server, browser}, filled in once the file's tests run.
 */
export function useBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Chromium, headless and quiet, with a fresh profile. */
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A page in a new context (fresh storage, the browser's language `locale`), recording console errors, page errors, failed
 * requests and any request to another origin than the test server's (which is refused; with
 * `intercept: false`, for timing, requests are neither checked nor refused).
 */
export async function openPage(browser, server, { viewport = { width: 1280, height: 900 }, deviceScaleFactor = 1, hasTouch = false, isMobile = false, locale = "en-US", colorScheme = "light", reducedMotion = "no-preference", intercept = true, serviceWorkers = "allow", firstVisit = false } = {}) {
  // The browser's language picks the interface's (www/i18n.js): English unless a test asks.
  // `serviceWorkers: "block"`: a browser that keeps no offline copy (www/offline.js).
  const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch, isMobile, locale, colorScheme, reducedMotion, serviceWorkers });
  // A visitor who has been here before: the front door (www/panels/door.js), which a first
  // visit meets, was closed once. `firstVisit: true`: a browser that has never seen the page.
  if (!firstVisit) {
    await context.addInitScript(() => {
      try {
        if (!localStorage.getItem("rithmomachia.door.v1")) localStorage.setItem("rithmomachia.door.v1", '{"choice":""}');
      } catch {
        /* storage off: the page opens the door, as for anyone whose browser keeps nothing */
      }
    });
  }
  const problems = [];
  // Every request passes through this process to be checked: a wait a player's browser does not
  // have, so the page's load-time budget opens its pages with `intercept: false` (the page asks
  // no other host for anything: board.test.mjs checks it with the interception on).
  if (intercept) {
    await context.route("**/*", (route) => {
      const u = route.request().url();
      if (u.startsWith(server.origin + "/") || u.startsWith("data:")) return route.continue();
      problems.push(`request to another host: ${u}`);
      return route.abort();
    });
  }
  context.on("page", openTabsAsNeeded);
  const page = openTabsAsNeeded(await context.newPage());
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  // A request the page itself gave up (a reload or navigation while an icon or a file was still
  // loading: net::ERR_ABORTED) is not a failure; every other failed request is.
  page.on("requestfailed", (req) => {
    const why = req.failure()?.errorText;
    if (why !== "net::ERR_ABORTED") problems.push(`request failed: ${req.url()} ${why}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { context, page, problems };
}

/**
 * The side panel shows one tab at a time (Play, Learn, Analyse, Records: www/panels/tabs.js). A
 * person who wants a control in another tab clicks that tab first; so do the tests: every
 * action on a selector (click, fill, press, check, …) first clicks the tab holding its element
 * when another tab shows. Applied to every page of a context openPage makes.
 */
const TAB_ACTIONS = ["click", "dblclick", "fill", "type", "press", "check", "uncheck", "selectOption", "setInputFiles", "tap", "focus", "hover"];
export function openTabsAsNeeded(page) {
  if (page.tabsAsNeeded) return page;
  page.tabsAsNeeded = true;
  const click = page.click.bind(page);
  for (const name of TAB_ACTIONS) {
    const act = page[name].bind(page);
    page[name] = async (selector, ...rest) => {
      await openTabOf(page, selector, click);
      return act(selector, ...rest);
    };
  }
  return page;
}

/** Click a tab of the side panel ("play", "learn", "analyse", "records"), as a person does. */
export async function openTab(page, tab) {
  await page.click(`[data-tab-button="${tab}"]`);
}

async function openTabOf(page, selector, click) {
  let tab = null;
  try {
    tab = await page.evaluate((sel) => {
      let el = null;
      try {
        el = document.querySelector(sel);
      } catch {
        return null; // not a CSS selector (text=…): nothing to open
      }
      const group = el && el.closest(".panel > [data-tab]");
      const panel = group && group.parentElement;
      return group && panel.dataset.tab !== group.dataset.tab ? group.dataset.tab : null;
    }, selector);
  } catch {
    return; // the page is navigating: the action itself will wait or fail
  }
  if (tab) await click(`[data-tab-button="${tab}"]`);
}

/** Load a URL and wait for the page to be ready; returns ms from navigation start to ready. */
export async function load(page, url) {
  await page.goto(url, { waitUntil: "load" });
  return waitReady(page);
}

/** Reload the page and wait for it to be ready; returns ms from navigation start to ready. */
export async function reload(page) {
  await page.reload({ waitUntil: "load" });
  return waitReady(page);
}

export async function waitReady(page) {
  await page.waitForFunction(() => document.body.dataset.ready === "1" && window.rithmo && window.rithmo.ready, null, {
    timeout: 10_000,
  });
  return page.evaluate(() => window.rithmo.readyAt);
}

/**
 * Wait until the board shows the page's current state: the page says so (window.rithmo.drawn()
 * resolves once no frame is requested and no capture is fading out), never a fixed time.
 */
export async function settle(page) {
  await page.evaluate(() => window.rithmo.drawn());
}

/** Switch the page's language as a person does (the header's switch) and wait until it has
 * loaded and the page speaks it (`<html lang>`). */
export async function switchLanguage(page, code) {
  await page.selectOption("#lang", code);
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}

export const position = (page) => page.getAttribute("#board", "data-position");
export const center = (page, cell) => page.evaluate((c) => window.rithmo.cellCenter(c), cell);

export async function clickCell(page, cell) {
  const { x, y } = await center(page, cell);
  await page.mouse.click(x, y);
  await settle(page);
}

/** Click (or, with `touch`, tap) a cell of the board, brought into view first, as a person
 * scrolls to it (on a phone the panels are below the board). */
export async function hitCell(page, cell, touch = false) {
  await page.evaluate(() => document.getElementById("board").scrollIntoView({ block: "nearest" }));
  const { x, y } = await center(page, cell);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await settle(page);
}

/** A finger's tap on a cell of the board (see hitCell). */
export const tapCell = (page, cell) => hitCell(page, cell, true);

/** Is the element of `sel` wholly on screen, without scrolling? */
export const inView = (page, sel) =>
  page.$eval(sel, (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

/** A move played at an earlier point asks before discarding the later moves: confirm it. */
/** Right-drag from one cell to another (an arrow), or right-click one (a circle), keys held, as a teacher draws. */
export async function rightDraw(page, from, to = from, keys = []) {
  for (const k of keys) await page.keyboard.down(k);
  const a = await center(page, from);
  const b = await center(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: "right" });
  if (to !== from) await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up({ button: "right" });
  for (const k of [...keys].reverse()) await page.keyboard.up(k);
  await settle(page);
}

/**
 * Move the focused board's cursor to `cell` with the arrows, as a person without a mouse does
 * (the board sideways, White on the left: ArrowRight is a rank up, ArrowDown a file on), reading
 * where it stands from what the page announces (#announce).
 */
export async function cursorTo(page, cell) {
  const said = () => page.textContent("#announce");
  await page.keyboard.press("ArrowRight");
  let at = /^([a-h])(\d+):/.exec(await said());
  if (!at) {
    await page.keyboard.press("ArrowLeft");
    at = /^([a-h])(\d+):/.exec(await said());
  }
  assert.ok(at, `the cursor's cell is announced: ${await said()}`);
  let file = "abcdefgh".indexOf(at[1]);
  let rank = Number(at[2]);
  const f = "abcdefgh".indexOf(cell[0]);
  const r = Number(cell.slice(1));
  while (rank < r) (await page.keyboard.press("ArrowRight"), rank++);
  while (rank > r) (await page.keyboard.press("ArrowLeft"), rank--);
  while (file < f) (await page.keyboard.press("ArrowDown"), file++);
  while (file > f) (await page.keyboard.press("ArrowUp"), file--);
  assert.match(await said(), new RegExp(`^${cell}:`), `the cursor reached ${cell}`);
}

export async function confirmDiscard(page) {
  await page.waitForSelector("#discard-dialog[open]");
  // The dialog loses its `open` before its close event (a task later) plays the move: wait for
  // that event, heard after the page's own listener has played it.
  const closed = page.evaluate(() => new Promise((resolve) => document.getElementById("discard-dialog").addEventListener("close", () => resolve(), { once: true })));
  await page.click("#discard-confirm");
  await closed;
  await settle(page);
}

export async function hoverCell(page, cell) {
  const { x, y } = await center(page, cell);
  await page.mouse.move(x, y);
  await settle(page);
}

/** A screenshot of one cell's area (PNG buffer). */
export async function cellShot(page, cell) {
  await settle(page);
  const { x, y } = await center(page, cell);
  const size = await page.evaluate(() => {
    const r = document.getElementById("board").getBoundingClientRect();
    return Math.min(r.width, r.height) / 12;
  });
  return page.screenshot({ clip: { x: x - size / 2, y: y - size / 2, width: size, height: size } });
}

/** Canvas pixels around a cell's centre, read in the page (RGBA bytes as a plain array). */
export async function cellPixels(page, cell, scale = 1) {
  return page.evaluate(async ([c, scale]) => {
    // Read only once the last change is on the canvas.
    await window.rithmo.drawn();
    const canvas = document.getElementById("board");
    const r = canvas.getBoundingClientRect();
    const p = window.rithmo.cellCenter(c);
    const k = canvas.width / r.width;
    const half = Math.floor((Math.min(r.width, r.height) / 12) * k * 0.5 * scale);
    const cx = Math.round((p.x - r.left) * k);
    const cy = Math.round((p.y - r.top) * k);
    return Array.from(canvas.getContext("2d").getImageData(cx - half, cy - half, 2 * half, 2 * half).data);
  }, [cell, scale]);
}

/**
 * Nothing can make the computer move now: no search under way, no move waiting on the pace
 * timer, and no cancelled search's worker left running (each is terminated when cancelled).
 */
export async function computerIdle(page) {
  return page.evaluate(() => ({ thinking: window.rithmo.thinking, scheduled: window.rithmo.scheduled, busy: window.rithmo.ai.busy }));
}
export const IDLE = { thinking: "", scheduled: false, busy: false };

export const differ = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0;

export async function shoot(page, name) {
  await fsp.mkdir(OUTPUT, { recursive: true });
  const file = path.join(OUTPUT, name);
  await page.evaluate(() => window.rithmo && window.rithmo.drawn());
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Clean up a page and fail with everything that went wrong on it. */
export async function finish({ context, problems }, assert) {
  await context.close();
  assert.deepEqual(problems, [], "no console errors, failed requests or requests to other hosts");
}

/** How many pixels of an RGBA array are within `tol` of an RGB colour. */
export function countColor(pixels, [r, g, b], tol = 24) {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (Math.abs(pixels[i] - r) <= tol && Math.abs(pixels[i + 1] - g) <= tol && Math.abs(pixels[i + 2] - b) <= tol) n++;
  }
  return n;
}

export const BLUE = [0x00, 0x72, 0xb2];
export const ORANGE = [0xe6, 0x9f, 0x00];
export const VERMILION = [0xd5, 0x5e, 0x00];
export const PURPLE = [0xcc, 0x79, 0xa7];
export const START =
  "s361,s225,4,s121,s49/p(s64s49t36t25c16),s120,t64,t56,t30,t36,s66,s28/t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P(S36S25T16T9C4C1),S153/S25,S81,4,S169,S289 w - - 0";

// a3-b5 (eruption takes t90), c14-b13 (eruption takes T9), c4-d5, c13-d12, d5-e6, d12-c11.
export const LINE = ["a3-b5", "c14-b13", "c4-d5", "c13-d12", "d5-e6", "d12-c11"];

/** Type moves into the move box, as a person may; each must be accepted. */
export async function typeMoves(page, moves) {
  for (const m of moves) {
    await page.fill("#move-input", m);
    await page.press("#move-input", "Enter");
    assert.equal(await page.textContent("#move-error"), "", `${m} accepted`);
  }
  await settle(page);
}

/** The positions after 0, 1, … n moves, replayed by a fresh core (not the page's game). */
export const replayed = (page, moves, { rules = "classic", start = "" } = {}) =>
  page.evaluate(
    async ({ rules, start, moves }) => {
      const { Game } = await import("/www/pkg/rithmomachia.js");
      const g = start ? Game.fromPosition(start, rules) : new Game(rules);
      const out = [g.position()];
      for (const m of moves) {
        g.play(m);
        out.push(g.position());
      }
      g.free();
      return out;
    },
    { rules, start, moves },
  );

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's violations of WCAG 2.1 A and AA in a page or a frame as it is now, as lines to read
 * (injected over the protocol: the page's own policy allows no inline script).
 */
export async function axeViolations(target) {
  if (!(await target.evaluate(() => !!window.axe))) await target.evaluate(`${AXE}\n;0`);
  const found = await target.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ").slice(0, 220)}`) }));
  }, AXE_TAGS);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`);
}
