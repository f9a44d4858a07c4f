// The computer opponent's thread. The wasm module is loaded here as well, so a search (which
// runs for its whole time budget without yielding) never blocks the page: the page keeps
// drawing and answering clicks. The page cancels a search by terminating this worker.
//
// In:  {type: "think", id, position, rules, level, seed, tableMb}  (rules: a preset id or rules JSON)
// Out: {type: "ready", tableBytes}
//      {type: "result", id, result, memory}   result: Engine.think's object; memory: wasm bytes
//      {type: "error", id, message, code?}   code "start": the engine could not start

import init, { Engine } from "./pkg/engine.js";

let engine = null;
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

function engineFor(mb) {
  if (!engine || tableMb !== mb) {
    if (engine) engine.free();
    engine = new Engine(mb);
    tableMb = mb;
  }
  return engine;
}

self.onmessage = async (event) => {
  const msg = event.data || {};
  if (!(await ready)) return;
  if (msg.type === "think") {
    try {
      const e = engineFor(msg.tableMb || 8);
      const result = e.think(msg.position, msg.rules, msg.level, msg.seed >>> 0);
      self.postMessage({ type: "result", id: msg.id, result, memory: exports.memory.buffer.byteLength });
    } catch (err) {
      self.postMessage({ type: "error", id: msg.id, message: (err && err.message) || String(err) });
    }
  } else if (msg.type === "clear") {
    if (engine) engine.clear();
  }
};

ready.then((ok) => {
  if (ok) self.postMessage({ type: "ready", memory: exports.memory.buffer.byteLength });
});
