// The analysis's thread (panels/analysis.js, panels/report.js): the analysis's own wasm module
// (www/pkg/analysis.js, docs/architecture.md "Three browser builds"), loaded only when the
// player first asks for an analysis, so neither the page's first draw nor the computer
// opponent waits for it. The protocol is www/worker-serve.js's, with these requests:
//
// In:  {type: "analyse", id, position, rules, nodes, scale, lines, seed, tableMb}   the analysis's lines
//      {type: "review", id, rules, start, moves, nodes, seed}   a whole game, move by move
//      {type: "try", id, position, rules, move, best, before, nodes, seed, tableMb}   an exercise's answer
// Out: {type: "progress", id, evaluated, total, ply}   each position a review evaluates
//      {type: "result", id, result}   result: Analyst.analyse's or tryMove's object, or a review's {plies}

import init, { Analyst, Review } from "./pkg/analysis.js";
import { serve } from "./worker-serve.js";

serve(init, (mb) => new Analyst(mb), {
  analyse: (m, a) => a.analyse(m.position, m.rules, m.nodes >>> 0, m.scale >>> 0, m.lines >>> 0, m.seed >>> 0),
  try: (m, a) => a.tryMove(m.position, m.rules, m.move, m.best || "", Math.trunc(Number(m.before)) || 0, m.nodes >>> 0, m.seed >>> 0),
  // A review runs to its end here (the page cancels it by ending this worker), telling the page
  // each move's review as it comes: the page stays free, and shows the progress.
  review(m, _a, progress) {
    const review = new Review(m.rules, m.start, m.moves, m.nodes >>> 0, m.seed >>> 0);
    try {
      for (;;) {
        const step = review.step();
        if (step.done) break;
        progress({ evaluated: step.evaluated, total: step.total, ply: step.ply });
      }
      return { plies: review.plies() };
    } finally {
      review.free();
    }
  },
});
