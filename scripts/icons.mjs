// The PNG icons some systems' installers take instead of SVG, drawn from the SVG icons (the
// sources) by the same headless Chromium the browser tests use:
//
//   node scripts/icons.mjs
//
// writes www/icons/icon-192.png, icon-512.png, maskable-192.png and maskable-512.png. Run it after
// changing an SVG icon; tests/e2e/offline.test.mjs fails while a PNG no longer matches its SVG.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

/** The icons drawn: [source SVG, size in pixels, PNG written]. */
const ICONS = [
  ["icon.svg", 192, "icon-192.png"],
  ["icon.svg", 512, "icon-512.png"],
  ["maskable.svg", 192, "maskable-192.png"],
  ["maskable.svg", 512, "maskable-512.png"],
];

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const [svg, size, png] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const source = fs.readFileSync(path.join(ROOT, "www/icons", svg), "utf8");
    // The SVG alone, filling the page: its own transparent corners kept.
    await page.setContent(`<html><body style="margin:0;background:transparent">${source.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`);
    const bytes = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    fs.writeFileSync(path.join(ROOT, "www/icons", png), bytes);
    console.log(`www/icons/${png}: ${size} × ${size}, ${bytes.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
