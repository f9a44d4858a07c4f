// The computer opponent's thread. The wasm module is loaded here as well, so a search (which
// runs for its whole time budget without yielding) never blocks the page: the page keeps
// drawing and answering clicks. The page cancels a search by terminating this worker.
//
// In:  {type: "think", id, position, rules, level, seed, tableMb}  (rules: a preset id or rules JSON)
//      {type: "analyse", id, position, rules, nodes, scale, lines, seed, tableMb}   the analysis's lines
//      {type: "review", id, rules, start, moves, nodes, seed}   a whole game, move by move
//      {type: "try", id, position, rules, move, best, before, nodes, seed, tableMb}   an exercise's answer
// Out: {type: "ready", tableBytes}
//      {type: "progress", id, evaluated, total, ply}   each position a review evaluates
//      {type: "result", id, result, memory}   result: Engine.think's (analyse's, tryMove's)
//                                             object, or a review's {plies}; memory: wasm bytes
//      {type: "error", id, message, code?}   code "start": the engine could not start

import init, { Engine, Review } from "./pkg/engine.js";

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

const HANDLERS = {
  think: (m, e) => e.think(m.position, m.rules, m.level, m.seed >>> 0),
  analyse: (m, e) => e.analyse(m.position, m.rules, m.nodes >>> 0, m.scale >>> 0, m.lines >>> 0, m.seed >>> 0),
  try: (m, e) => e.tryMove(m.position, m.rules, m.move, m.best || "", Math.trunc(Number(m.before)) || 0, m.nodes >>> 0, m.seed >>> 0),
  // A review runs to its end here (the page cancels it by ending this worker), telling the page
  // each move's review as it comes: the page stays free, and shows the progress.
  review(m) {
    const review = new Review(m.rules, m.start, m.moves, m.nodes >>> 0, m.seed >>> 0);
    try {
      for (;;) {
        const step = review.step();
        if (step.done) break;
        self.postMessage({ type: "progress", id: m.id, evaluated: step.evaluated, total: step.total, ply: step.ply });
      }
      return { plies: review.plies() };
    } finally {
      review.free();
    }
  },
};

self.onmessage = async (event) => {
  const msg = event.data || {};
  if (!(await ready)) return;
  const answer = HANDLERS[msg.type];
  if (answer) {
    try {
      const result = answer(msg, engineFor(msg.tableMb || 8));
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
