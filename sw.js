// The offline copy of the page (docs/offline.md): every file of one build, cached under the
// build's content hash, served from that cache first. scripts/build.sh writes the list and the
// hash into www/pkg/precache.js (self.PRECACHE = {hash, files}); a new build changes that file,
// so the browser installs a new worker beside the old one and the page offers a reload. The
// old worker keeps serving the old cache until the page says to switch: never a mix of builds.
// Paths are relative to this file, so the site works under any sub-path; only this origin.

importScripts("www/pkg/precache.js");

const { hash, files } = self.PRECACHE;
const CACHE = `rithmo-${hash}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(files.map((f) => new Request(f, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("rithmo-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  else if (event.data === "version" && event.source) event.source.postMessage({ version: hash });
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // A shared link's query belongs to the page, not to another file.
      const hit = await cache.match(req, { ignoreSearch: req.mode === "navigate" });
      return hit || fetch(req);
    })(),
  );
});
