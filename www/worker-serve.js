// The loop both search workers run (www/ai-worker.js, the computer opponent's, and
// www/analysis-worker.js, the analysis's): load the worker's wasm module, keep one searcher
// (remade when the table size asked changes), answer each request with its handler.
//
// In:  {type, id, tableMb, …}   a handler's request; {type: "clear"}: forget what was learnt
// Out: {type: "ready", memory}
//      {type: "result", id, result, memory}   result: the handler's; memory: wasm bytes
//      {type: "error", id, message, code?}   code "start": the module could not start
// A handler may post {type: "progress", id, …} on the way (see `progress`).

/**
 * Serve requests with `handlers` ({type: (msg, searcher, progress) => result}); `init` loads the
 * module, `make(tableMb)` builds a searcher (freed with free(), cleared with clear()).
 */
export function serve(init, make, handlers) {
  let searcher = null;
  let tableMb = 0;
  let exports = null;

  const ready = init().then(
    (wasm) => {
      exports = wasm;
      return true;
    },
    (err) => {
      // The page words it (ai.engineStart): the worker has no language of its own.
      self.postMessage({ type: "error", id: -1, code: "start", message: String((err && err.message) || err) });
      return false;
    },
  );

  function searcherFor(mb) {
    if (!searcher || tableMb !== mb) {
      if (searcher) searcher.free();
      searcher = make(mb);
      tableMb = mb;
    }
    return searcher;
  }

  self.onmessage = async (event) => {
    const msg = event.data || {};
    if (!(await ready)) return;
    const answer = handlers[msg.type];
    if (answer) {
      try {
        const progress = (fields) => self.postMessage({ type: "progress", id: msg.id, ...fields });
        const result = answer(msg, searcherFor(msg.tableMb || 8), progress);
        self.postMessage({ type: "result", id: msg.id, result, memory: exports.memory.buffer.byteLength });
      } catch (err) {
        self.postMessage({ type: "error", id: msg.id, message: (err && err.message) || String(err) });
      }
    } else if (msg.type === "clear") {
      if (searcher) searcher.clear();
    }
  };

  ready.then((ok) => {
    if (ok) self.postMessage({ type: "ready", memory: exports.memory.buffer.byteLength });
  });
}
