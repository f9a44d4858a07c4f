// The embedded board's replay: a game from a link stepped through move by move (the buttons, the
// arrow keys, or played on by itself), each position with its drawings, and the move that
// reached it with its captures' arithmetic written under the board.

import { t } from "../i18n.js";
import { boardOf, moveCaption } from "../snapshot.js";

/** Milliseconds between moves while the replay plays on by itself. */
const PACE = 1500;

/**
 * The replay of `game` (read from a link, with its `drawings`) on `frame`, starting where the
 * link's cursor stands; `els`: {root, caption, counter, first, prev, play, next, last}.
 */
export function startReplay(game, frame, els) {
  const line = game.lineFrom(0);
  const total = game.lineLength();
  let ply = game.cursor();
  let timer = 0;

  function show() {
    game.seek(ply);
    const s = game.snapshot();
    const drawings = game.drawings ? game.drawings.at(ply) : [];
    frame.draw({ ranks: s.ranks, board: boardOf(s), last: ply > 0 ? game.lastMove() : null, drawings, picked: -1, targets: [] });
    els.root.dataset.drawings = String(drawings.length);
    els.caption.textContent = moveCaption(game, line, ply);
    els.counter.textContent = t("embed.counter", { n: ply, total });
    els.first.disabled = els.prev.disabled = ply === 0;
    els.last.disabled = els.next.disabled = ply === total;
    els.play.disabled = total === 0;
    els.root.dataset.ply = String(ply);
    els.root.dataset.position = game.position();
  }

  function go(to) {
    ply = Math.max(0, Math.min(total, to));
    if (ply === total) stop();
    show();
  }

  function stop() {
    clearInterval(timer);
    timer = 0;
    els.play.textContent = t("embed.play");
    els.play.setAttribute("aria-pressed", "false");
  }

  function toggle() {
    if (timer) return stop();
    if (ply === total) go(0);
    timer = setInterval(() => go(ply + 1), PACE);
    els.play.textContent = t("embed.pause");
    els.play.setAttribute("aria-pressed", "true");
  }

  els.first.addEventListener("click", () => go(0));
  els.prev.addEventListener("click", () => go(ply - 1));
  els.next.addEventListener("click", () => go(ply + 1));
  els.last.addEventListener("click", () => go(total));
  els.play.addEventListener("click", toggle);
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName))) return;
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    stop();
    go(Number.isFinite(step) ? ply + step : step < 0 ? 0 : total);
  });
  els.root.dataset.mode = "replay";
  stop();
  show();
}
