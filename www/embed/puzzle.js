// The embedded board's puzzle: one puzzle of the shipped sets (www/puzzles/, docs/puzzles.md)
// solved on the board (a piece picked, then its destination) or by typing the move, judged
// against the puzzle's line as the page's puzzles are, the replies played, and the verdict with
// what the line wins in words; Try again puts the puzzle back.

import { Game } from "../pkg/rithmomachia.js";
import { capitalize, saidMessage, say, t } from "../i18n.js";
import { cellIndex, cellName } from "../layout.js";
import { boardOf, listCaptures, listReasons } from "../snapshot.js";
import { answers, PRESETS, readSet } from "../puzzle-sets.js";

/** A puzzle's id in the sets: `<preset>-<number>`. */
const ID = /^([a-z]+)-(\d{1,4})$/;

/** The puzzle `id` read from its set; throws a sentence for the reader when it cannot be. */
export async function loadPuzzle(id) {
  const m = ID.exec(id);
  if (!m || !PRESETS.includes(m[1])) throw new Error(t("embed.error.puzzleId", { id: id.slice(0, 40) }));
  const item = (await readSet(m[1])).find((p) => p.id === id);
  if (!item) throw new Error(t("embed.error.noPuzzle", { id }));
  return item;
}

/** What a played move took, in words with the arithmetic. */
const took = (result) => (result.captures && result.captures.length ? t("embed.took", { list: listCaptures(result.captures), why: listReasons(result.captures) }) : "");

/** A puzzle on the embedded board: its game, the piece picked, and the verdict so far. */
class PuzzleBoard {
  constructor(item, frame, els) {
    Object.assign(this, { item, frame, els, game: null, picked: -1, state: "waiting", verdict: () => "", solver: "white" });
  }

  /** The moves the solver may make now (none once the puzzle is over). */
  moves() {
    try {
      return this.state === "waiting" ? this.game.legalMoves() : [];
    } catch {
      return [];
    }
  }

  show() {
    const { game, item, els, picked } = this;
    const s = game.snapshot();
    const legal = picked >= 0 ? this.moves().filter((m) => m.from === cellName(picked)) : [];
    const targets = [...new Set(legal.map((m) => cellIndex(m.to, s.ranks)))];
    this.frame.draw({ ranks: s.ranks, board: boardOf(s), last: s.cursor > 0 ? game.lastMove() : null, drawings: [], picked, targets });
    const n = Math.ceil(item.line.length / 2);
    const task = t(`puzzles.task.${item.theme}`, { turn: t(`turn.next.${this.solver}`) });
    els.task.textContent = n > 1 ? `${task} ${t("puzzles.task.moves", { n })}` : task;
    els.result.textContent = this.verdict();
    els.retry.hidden = this.state !== "missed";
    els.input.disabled = this.state !== "waiting";
    Object.assign(els.root.dataset, { state: this.state, picked: picked >= 0 ? cellName(picked) : "", targets: targets.map(cellName).join(" "), position: game.position() });
  }

  /** The puzzle's position again, nothing picked. */
  reset() {
    if (this.game) this.game.free();
    this.game = Game.fromPosition(this.item.position, this.item.rules);
    this.solver = this.game.turn();
    Object.assign(this, { picked: -1, state: "waiting", verdict: () => "" });
    this.show();
  }

  /** Play `text` and judge it: wrong, right with the line's reply played, or solved. */
  submit(text) {
    const { game, item } = this;
    let result;
    try {
      result = game.play(text);
    } catch (e) {
      const why = saidMessage(e && e.message) || String(e);
      this.verdict = () => why;
      return this.show();
    }
    this.picked = -1;
    const at = game.cursor() - 1;
    if (!answers(item, result.move, at)) {
      const { move } = result;
      const what = took(result);
      this.state = "missed";
      this.verdict = () => (what ? `${t("puzzles.wrong.took", { move })} ${what}` : t("puzzles.wrong.nothing", { move }));
    } else if (at + 2 < item.line.length) {
      game.play(item.line[at + 1]);
      const { move } = game.lastMove();
      this.verdict = () => t("embed.reply", { move });
    } else {
      this.state = "solved";
      this.verdict = () => {
        const says = say(item.says);
        return `${t("embed.solved")}${says ? ` ${capitalize(says)}.` : ""}`;
      };
    }
    this.show();
  }

  /** A cell clicked: pick a piece that may move, or play the picked one there. */
  pick(index) {
    if (this.state !== "waiting" || index < 0) return;
    const name = cellName(index);
    const legal = this.moves();
    const picked = this.picked;
    if (picked >= 0 && index !== picked) {
      const here = legal.filter((m) => m.from === cellName(picked) && m.to === name);
      // Of the moves there (captures chosen otherwise), an answer the puzzle takes, else the first.
      const at = this.game.cursor();
      if (here.length) return this.submit((here.find((m) => answers(this.item, m.move, at)) || here[0]).move);
    }
    this.picked = index !== picked && legal.some((m) => m.from === name) ? index : -1;
    this.show();
  }
}

/** The puzzle `item` on `frame`; `els`: {root, canvas, task, result, retry, form, input}. */
export function startPuzzle(item, frame, els) {
  const board = new PuzzleBoard(item, frame, els);
  els.canvas.addEventListener("click", (e) => {
    const r = els.canvas.getBoundingClientRect();
    board.pick(frame.cellAtPoint(e.clientX - r.left, e.clientY - r.top));
  });
  els.form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = els.input.value.trim();
    if (!text) return;
    els.input.value = "";
    board.submit(text);
  });
  els.retry.addEventListener("click", () => {
    board.reset();
    els.input.focus();
  });
  els.root.dataset.mode = "puzzle";
  els.root.dataset.item = item.id;
  board.reset();
}
