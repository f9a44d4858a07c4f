// The page's side of a search worker: one Web Worker that searches (www/ai-worker.js, the
// computer opponent's, or www/analysis-worker.js, the analysis's), and a promise per request. Cancelling terminates the worker (a search cannot be interrupted
// from outside its thread) and the next request starts a fresh one; answers to an older request
// are recognised by their id and dropped.

import { saidMessage, t } from "./i18n.js";

export class Cancelled extends Error {
  constructor() {
    super("the search was cancelled");
    this.name = "Cancelled";
  }
}

export class Opponent {
  /**
   * tableMb: the transposition table's size in the worker (the search's fixed memory); script:
   * the worker's file, beside this one (it loads its own wasm module when first spawned).
   */
  constructor({ tableMb = 8, script = "./ai-worker.js" } = {}) {
    this.tableMb = tableMb;
    this.script = script;
    this.worker = null;
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject, started}
    this.memory = 0; // the worker's wasm memory in bytes, as last reported
    this.spawned = 0;
    this.cancelled = 0; // searches stopped before their answer (their worker terminated)
    this.held = null; // while held (tests: window.rithmo.holdComputer), the answers kept back
  }

  /** Keep the worker's answers back until release(): the page goes on as if still searching. */
  hold() {
    if (!this.held) this.held = [];
  }

  /** Deliver the answers held back, in order, and stop holding. */
  release() {
    const held = this.held || [];
    this.held = null;
    for (const [w, msg] of held) this.receive(w, msg);
  }

  get busy() {
    return this.pending !== null;
  }

  spawn() {
    const w = new Worker(new URL(this.script, import.meta.url), { type: "module" });
    this.spawned += 1;
    w.onmessage = (e) => this.receive(w, e.data || {});
    w.onerror = (e) => {
      e.preventDefault();
      this.fail(w, new Error(t("ai.stopped", { detail: e.message || "worker error" })));
    };
    this.worker = w;
  }

  receive(w, msg) {
    if (w !== this.worker) return;
    if (this.held) {
      this.held.push([w, msg]);
      return;
    }
    if (typeof msg.memory === "number") this.memory = msg.memory;
    if (msg.type === "error" && msg.id === -1) {
      // A worker's error is the core's sentence as JSON (www/i18n.js saidMessage): worded here.
      const detail = saidMessage(msg.message);
      this.fail(w, new Error(msg.code === "start" ? t("ai.engineStart", { detail }) : detail));
      return;
    }
    const p = this.pending;
    if (!p || msg.id !== p.id) return;
    if (msg.type === "progress") {
      if (p.onProgress) p.onProgress(msg);
      return;
    }
    this.pending = null;
    if (msg.type === "result") p.resolve({ ...msg.result, elapsed: performance.now() - p.started });
    else p.reject(new Error(saidMessage(msg.message) || t("ai.error")));
  }

  fail(w, err) {
    if (w !== this.worker) return;
    this.worker.terminate();
    this.worker = null;
    const p = this.pending;
    this.pending = null;
    if (p) p.reject(err);
  }

  /**
   * Find the move to play in a game: {rules, game, level, seed} (rules: a preset id or rules
   * JSON; game: the texts of its positions, from its start to the one to move in, as
   * `game.positions()` gives them: the earlier ones score as draws). Resolves with the engine's
   * answer ({move, from, to, explain, score, depth, nodes, …}); rejects with Cancelled when
   * cancel() (or another think()) comes first.
   */
  think({ rules, game, level, seed = 1 }) {
    return this.ask({ type: "think", rules, game, level, seed });
  }

  /**
   * Any request of the worker's protocol (www/ai-worker.js: think; www/analysis-worker.js: analyse,
   * review, try),
   * cancelling the one in progress. Resolves with its result; `onProgress(msg)` hears each
   * progress message on the way (a review's moves).
   */
  ask(request, onProgress = null) {
    this.cancel();
    if (!this.worker) this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, started: performance.now(), onProgress };
      this.worker.postMessage({ ...request, id, tableMb: this.tableMb });
    });
  }

  /** Start the worker (and its module's download and compilation) before the first search. */
  warm() {
    if (!this.worker) this.spawn();
  }

  /** Stop the search in progress, if any (its promise rejects with Cancelled). */
  cancel() {
    const p = this.pending;
    if (!p) return false;
    this.pending = null;
    this.cancelled += 1;
    // The worker is busy inside wasm: only terminating it stops the search at once.
    if (this.worker) this.worker.terminate();
    this.worker = null;
    p.reject(new Cancelled());
    return true;
  }

  /** Forget what the engine learnt (new game): a fresh worker next time. */
  reset() {
    this.cancel();
    if (this.worker) this.worker.postMessage({ type: "clear" });
  }
}
