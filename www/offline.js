// Installable and offline (docs/offline.md): registers sw.js, which keeps every file of this build
// in a cache named by the build's hash. When a new build has been fetched and is ready beside the
// running one, the page offers "A new version is ready: Reload"; the reload switches every file
// at once (never old JavaScript with new wasm). <html data-build> says which build runs.

export function startOffline() {
  const sw = navigator.serviceWorker;
  if (!sw || !window.isSecureContext) return;
  const bar = document.getElementById("update");
  let switching = false;
  sw.addEventListener("controllerchange", () => {
    // Only a switch the player asked for reloads (the first install just takes over quietly).
    if (switching) window.location.reload();
  });
  sw.addEventListener("message", (e) => {
    if (e.data && e.data.version) document.documentElement.dataset.build = e.data.version;
  });
  const offer = (worker) => {
    bar.hidden = false;
    document.getElementById("update-reload").onclick = () => {
      switching = true;
      worker.postMessage("skip-waiting");
    };
  };
  sw.register("sw.js")
    .then((reg) => {
      if (reg.waiting && sw.controller) offer(reg.waiting);
      // Look for a new build at every load while online (a navigation alone may not).
      if (navigator.onLine) reg.update().catch(() => {});
      reg.addEventListener("updatefound", () => {
        const w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", () => {
          if (w.state === "installed" && sw.controller) offer(w);
        });
      });
      return sw.ready;
    })
    .then(() => {
      const ask = () => sw.controller && sw.controller.postMessage("version");
      if (sw.controller) ask();
      else sw.addEventListener("controllerchange", ask, { once: true });
    })
    .catch((e) => {
      // No offline copy (a private window, a file URL): the page works online as before.
      console.warn("offline copy unavailable:", e && e.message);
    });
}
