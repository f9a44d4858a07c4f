// The computer opponent's thread. Its wasm module (www/pkg/engine.js) is loaded here, so a
// search (which runs for its whole time budget without yielding) never blocks the page: the
// page keeps drawing and answering clicks. The page cancels a search by terminating this worker.
// The protocol is www/worker-serve.js's, with one request:
//
// In:  {type: "think", id, rules, game, level, seed, tableMb}  (rules: a preset id or rules JSON;
//      game: the texts of the game's positions, its start first, the position to move in last)
// Out: {type: "result", id, result}   result: Engine.think's object

import init, { Engine } from "./pkg/engine.js";
import { serve } from "./worker-serve.js";

serve(init, (mb) => new Engine(mb), {
  think: (m, e) => e.think(m.rules, m.game, m.level, m.seed >>> 0),
});
