// Installable and offline: after one visit the page loads and plays the computer with the
// network cut; a new build is fetched beside the running one, offered ("A new version is ready:
// Reload") and, once accepted, runs whole. The site's manifest and icons are its own files.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { useBrowser, openPage, load, reload, finish, settle, position, clickCell, waitReady, ROOT } from "./harness.mjs";

const env = useBrowser();

/** Wait until a service worker controls the page and the page knows its build. */
async function offlineReady(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller && document.documentElement.dataset.build, null, { timeout: 20_000 });
  return page.evaluate(() => document.documentElement.dataset.build);
}

test("after one visit the page loads and plays the computer with the network cut", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page, context } = p;
  await load(page, env.server.subUrl);
  const build = await offlineReady(page);
  assert.match(build, /^[0-9a-f]{16}$/);
  const cached = await page.evaluate(async (b) => {
    const cache = await caches.open(`rithmo-${b}`);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, build);
  for (const f of ["/sub/dir/", "/sub/dir/www/pkg/rithmomachia_bg.wasm", "/sub/dir/www/pkg/engine_bg.wasm", "/sub/dir/www/ai-worker.js", "/sub/dir/www/pkg/analysis_bg.wasm", "/sub/dir/www/analysis-worker.js", "/sub/dir/www/lang/ru.js", "/sub/dir/manifest.webmanifest"]) {
    assert.ok(cached.includes(f), `${f} is in the offline copy`);
  }

  await context.setOffline(true);
  await reload(page);
  assert.equal(await page.evaluate(() => navigator.onLine), false, "the network is cut");
  // Against the computer: a3-b5, and its answer comes from the worker, loaded offline.
  await page.selectOption("#mode", "white");
  await page.selectOption("#level", "easy");
  const before = await position(page);
  await clickCell(page, "a3");
  await clickCell(page, "b5");
  assert.notEqual(await position(page), before);
  await page.waitForFunction(() => window.rithmo.game.ply() === 2 && window.rithmo.thinking === "", null, { timeout: 20_000 });
  await settle(page);
  assert.equal(await page.evaluate(() => window.rithmo.game.turn()), "white", "the computer answered offline");
  // Another preset starts offline too.
  const presets = await page.$$eval("#preset option", (os) => os.map((o) => o.value));
  await page.selectOption("#mode", "hotseat");
  await page.selectOption("#preset", presets[presets.length - 1]);
  await page.click("#new-game");
  await settle(page);
  assert.equal(await page.evaluate(() => window.rithmo.game.ply()), 0);
  await context.setOffline(false);
  await finish(p, assert);
});

test("a new build is offered, and after Reload it runs whole", { timeout: 120_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.url);
  const old = await offlineReady(page);
  assert.ok(await page.isHidden("#update"), "nothing offered while this build is the newest");

  // A changed build at the same address (its list of files carries a new hash).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rithmo-build-"));
  for (const f of ["index.html", "sw.js", "manifest.webmanifest", "www"]) fs.cpSync(path.join(ROOT, f), path.join(dir, f), { recursive: true });
  const pre = path.join(dir, "www/pkg/precache.js");
  const fresh = "feedc0de00000001";
  fs.writeFileSync(pre, fs.readFileSync(pre, "utf8").replace(/hash: "[0-9a-f]+"/, `hash: "${fresh}"`));
  env.server.setRoot(fs.realpathSync(dir));
  try {
    await reload(page);
    assert.equal(await offlineReady(page), old, "the old build still runs");
    await page.waitForSelector("#update", { state: "visible", timeout: 20_000 });
    assert.match(await page.textContent("#update"), /A new version is ready/);
    await Promise.all([page.waitForEvent("load"), page.click("#update-reload")]);
    await waitReady(page);
    await page.waitForFunction((f) => document.documentElement.dataset.build === f, fresh, { timeout: 20_000 });
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches, [`rithmo-${fresh}`], "the old build's cache is gone");
    assert.ok(await page.isHidden("#update"));
    await clickCell(page, "a3");
    await clickCell(page, "b5");
    assert.equal(await page.evaluate(() => window.rithmo.game.ply()), 1, "the new build plays");
  } finally {
    env.server.setRoot(ROOT);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await finish(p, assert);
});

test("the manifest names the game and its own icons", { timeout: 30_000 }, async () => {
  const p = await openPage(env.browser, env.server);
  const { page } = p;
  await load(page, env.server.subUrl);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]').href;
    const m = await (await fetch(href)).json();
    const icons = [];
    for (const i of m.icons) {
      const r = await fetch(new URL(i.src, href));
      const icon = { src: i.src, sizes: i.sizes, type: i.type, purpose: i.purpose, ok: r.ok, served: r.headers.get("content-type") };
      if (i.type === "image/svg+xml") icon.svg = (await r.text()).startsWith("<svg");
      else {
        // A PNG: its size as drawn, and how far it is from its SVG drawn at that size here.
        const png = await createImageBitmap(await r.blob());
        icon.drawn = `${png.width}x${png.height}`;
        const svgImg = new Image();
        svgImg.src = new URL(i.src.replace(/-\d+\.png$/, ".svg"), href).href;
        await svgImg.decode();
        const pixels = (img) => {
          const c = new OffscreenCanvas(png.width, png.height);
          const ctx = c.getContext("2d");
          ctx.drawImage(img, 0, 0, png.width, png.height);
          return ctx.getImageData(0, 0, png.width, png.height).data;
        };
        const a = pixels(png);
        const b = pixels(svgImg);
        let diff = 0;
        for (let k = 0; k < a.length; k++) diff += Math.abs(a[k] - b[k]);
        icon.meanDiff = diff / a.length;
      }
      icons.push(icon);
    }
    return { name: m.short_name, start: m.start_url, display: m.display, icons };
  });
  assert.equal(manifest.name, "Rithmomachia");
  assert.equal(manifest.start, "./", "relative: works under any sub-path");
  assert.equal(manifest.display, "standalone");
  for (const i of manifest.icons.filter((x) => x.type === "image/svg+xml")) assert.ok(i.ok && i.svg, `${i.src} is served, an SVG`);
  // PNG icons beside them, for the installers that take only PNG: 192 and 512 pixels, plain and
  // maskable, each its SVG as drawn now (scripts/icons.mjs draws them again).
  const pngs = manifest.icons.filter((x) => x.type === "image/png");
  for (const [size, purpose] of [["192x192", "any"], ["512x512", "any"], ["192x192", "maskable"], ["512x512", "maskable"]]) {
    const i = pngs.find((x) => x.sizes === size && x.purpose === purpose);
    assert.ok(i, `a ${purpose} PNG of ${size}`);
    assert.ok(i.ok && i.served === "image/png", `${i.src} is served as a PNG`);
    assert.equal(i.drawn, size, `${i.src} is ${size}`);
    assert.ok(i.meanDiff < 3, `${i.src} is its SVG drawn (mean difference ${i.meanDiff.toFixed(2)} of 255): node scripts/icons.mjs`);
  }
  await finish(p, assert);
});
