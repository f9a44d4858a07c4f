// The puzzles (docs/puzzles.md): sets made by the engine from its own games, one file a preset in
// www/puzzles/, read when the Puzzles box first shows (or a puzzle is asked for). A puzzle is a
// position and the line that wins there: the player's moves at even places, the opponent's
// replies at odd ones. Its answer is judged by comparing the move the core printed with the
// line's (two texts the core printed: nothing here reads a move); the explanation is the core's
// sentences (`says`) and the arithmetic of the captures made. Played through the exercises'
// panel (panels/practice.js); what was solved is kept (storage.js), and a puzzle open at a
// reload opens again.

import { Game } from "../pkg/rithmomachia.js";
import { capitalize, onLanguageChange, say, sideWords, t } from "../i18n.js";
import { practice, startPractice } from "../practice.js";
import { describeCapture, describePiece } from "../ui.js";
import { messageOf, ui } from "../page.js";
import { state } from "../store.js";
import { answers, LEVELS, PRESETS, readSet } from "../puzzle-sets.js";
import { savePuzzle, savePuzzleProgress, savedPuzzle, savedPuzzleProgress } from "../storage.js";

// sets: preset → Promise of its puzzles (read once a visit); solved: {preset: {id: "first" |
// "later"}}; flawed: the puzzles missed or hinted at since they were opened (solved "later").
const z = { sets: new Map(), loaded: new Map(), solved: {}, flawed: new Set(), error: "", loading: "", asking: false };
const els = {};

/** A preset's puzzles, read from its file once: a clear sentence when it cannot be. */
function loadSet(preset) {
  if (!z.sets.has(preset)) {
    const job = readSet(preset).then((puzzles) => {
      z.loaded.set(preset, puzzles);
      return puzzles;
    });
    // A failed read is tried again next time (the file may come back, the network too).
    job.catch(() => z.sets.delete(preset));
    z.sets.set(preset, job);
  }
  return z.sets.get(preset);
}

const solvedIn = (preset) => z.solved[preset] || {};
const ofLevel = (puzzles, level) => (level === "all" ? puzzles : puzzles.filter((p) => p.level === level));

function remember(item, how) {
  const set = { ...solvedIn(item.rules) };
  // Solved at the first try once stays so.
  if (set[item.id] !== "first") set[item.id] = how;
  z.solved = { ...z.solved, [item.rules]: set };
  savePuzzleProgress(z.solved);
  renderBox();
}

// ---------------------------------------------------------------- the deck

/** The side to move in a puzzle's position (the solver), as the core reads it. */
const sides = new Map();
function sideOf(item) {
  const key = `${item.rules} ${item.id}`;
  if (!sides.has(key)) {
    const g = Game.fromPosition(item.position, item.rules);
    sides.set(key, g.turn());
    g.free();
  }
  return sides.get(key);
}

/** The cells of the solver's move `move` in the position on the board (the core's list of moves). */
function cellsOf(move) {
  try {
    const m = state.game.legalMoves().find((l) => l.move === move);
    return m ? { from: m.from || null, to: m.to } : null;
  } catch {
    return null;
  }
}

/** What a move took, with the arithmetic, and the victory it won: one line each. */
function factsOf(result) {
  const out = (result.captures || []).map((c) => t("puzzles.fact", { move: result.move, what: describeCapture(c) }));
  const s = result.status;
  if (s && s.state === "won") out.push(t("puzzles.won", { ...sideWords(s.winner), why: say(s.says) }));
  return out;
}

function puzzleDeck(preset, level, puzzles, at) {
  // The facts of the line as it is played (the player's moves and the replies).
  let facts = [];
  return {
    kind: "puzzles",
    items: puzzles,
    at,
    preset,
    level,
    title: (item, i, n) =>
      `${t("puzzles.title", { n: i + 1, total: n, level: t(`puzzles.level.${item.level}`), rating: item.rating })}${solvedIn(item.rules)[item.id] ? " ✓" : ""}`,
    task: (item) => {
      const moves = Math.ceil(item.line.length / 2);
      const task = t(`puzzles.task.${item.theme}`, { turn: t(`turn.next.${sideOf(item)}`) });
      return moves > 1 ? `${task} ${t("puzzles.task.moves", { n: moves })}` : task;
    },
    hint(item, level) {
      const ply = state.snap ? state.snap.cursor : 0;
      const move = item.line[ply] || item.line[0];
      const cells = ply === 0 ? { from: item.from, to: item.to } : cellsOf(move) || { from: null, to: null };
      z.flawed.add(item.id);
      if (level >= 2) return { text: t("puzzles.hint.move", { move }), cell: cells.from || cells.to };
      const theme = t(`puzzles.theme.${item.theme}`);
      if (!cells.from) return { text: t("puzzles.hint.drop", { theme }), cell: null };
      const p = state.snap && state.snap.board.find((q) => q && q.cell === cells.from);
      const piece = p ? describePiece(p.color, p.shape, p.value) : "";
      return { text: t("puzzles.hint.piece", { theme, piece, cell: cells.from }), cell: cells.from };
    },
    check(item, move, result) {
      // The moves played since the puzzle opened, this one included.
      const ply = Math.max(0, (state.snap ? state.snap.cursor : 1) - 1);
      if (ply === 0) facts = [];
      const mine = factsOf(result);
      // A one-move puzzle also takes the first moves the core found as good (the same piece's
      // move with other captures chosen, another move that wins at once).
      if (!answers(item, move, ply)) {
        z.flawed.add(item.id);
        const text = t(mine.length ? "puzzles.wrong.took" : "puzzles.wrong.nothing", { move });
        return Promise.resolve({ right: false, done: true, text, facts: mine });
      }
      facts.push(...mine);
      // A reply with no move of the player's after it (the format has none) is not played.
      if (ply + 2 < item.line.length) return Promise.resolve({ right: true, done: false, reply: item.line[ply + 1] });
      const says = say(item.says);
      return Promise.resolve({ right: true, done: true, text: says ? `${capitalize(says)}.` : "", facts: facts.slice() });
    },
    replied(item, result) {
      facts.push(...factsOf(result));
    },
    solved(item) {
      remember(item, z.flawed.has(item.id) ? "later" : "first");
    },
    opened(item) {
      facts = [];
      z.flawed.delete(item.id);
      savePuzzle({ preset, level, id: item.id });
    },
    left() {
      savePuzzle(null);
      renderBox();
    },
  };
}

/** The choice's puzzles on the board, from the first one not solved (all solved: the first). */
async function start() {
  const preset = els.preset.value;
  const level = els.level.value;
  const puzzles = await shown(preset);
  if (!puzzles) return;
  const list = ofLevel(puzzles, level);
  if (!list.length) {
    els.message.textContent = t("puzzles.noneAtLevel");
    return;
  }
  const done = solvedIn(preset);
  const first = list.findIndex((p) => !done[p.id]);
  startPractice(puzzleDeck(preset, level, list, first < 0 ? 0 : first));
}

/** A preset's puzzles, the box saying it is reading them and then what went wrong, if anything. */
async function shown(preset) {
  z.loading = preset;
  z.error = "";
  renderBox();
  try {
    const puzzles = await loadSet(preset);
    if (z.loading === preset) z.loading = "";
    renderBox();
    return puzzles;
  } catch (e) {
    if (z.loading === preset) z.loading = "";
    z.error = t("puzzles.error", { rules: t(`lessons.preset.${preset}`), why: messageOf(e) });
    ui.notice(z.error);
    renderBox();
    return null;
  }
}

/** After a reload: the puzzle that was open, if any, opens again (unless a lesson did). */
export async function resumePuzzles() {
  const open = savedPuzzle();
  if (!open || !PRESETS.includes(open.preset) || state.lessonOpen) {
    if (open) savePuzzle(null);
    return;
  }
  const level = open.level === "all" || LEVELS.includes(open.level) ? open.level : "all";
  els.preset.value = open.preset;
  els.level.value = level;
  const puzzles = await shown(open.preset);
  const list = puzzles ? ofLevel(puzzles, level) : [];
  const at = list.findIndex((p) => p.id === open.id);
  // Something else took the board meanwhile (a link, a lesson): it stays.
  if (at < 0 || practice.active() || state.lessonOpen) {
    if (at < 0) savePuzzle(null);
    return;
  }
  startPractice(puzzleDeck(open.preset, level, list, at));
}

// ---------------------------------------------------------------- the box

function progressText(preset, puzzles) {
  const done = solvedIn(preset);
  const count = (list) => list.filter((p) => done[p.id]).length;
  const whole = t("puzzles.progress", { n: count(puzzles), total: puzzles.length });
  const levels = LEVELS.map((l) => ofLevel(puzzles, l))
    .map((list, i) => (list.length ? t("puzzles.progress.level", { level: t(`puzzles.level.${LEVELS[i]}`), n: count(list), total: list.length }) : ""))
    .filter(Boolean);
  return levels.length ? `${whole} ${t("puzzles.progress.levels", { list: levels.join(t("list.sep")) })}` : whole;
}

function renderBox() {
  if (!els.box) return;
  const preset = els.preset.value;
  const puzzles = z.loaded.get(preset);
  const done = Object.keys(solvedIn(preset)).length;
  els.box.dataset.state = z.loading === preset ? "loading" : z.error ? "error" : puzzles ? "ready" : "idle";
  els.box.dataset.preset = preset;
  els.progress.dataset.solved = String(puzzles ? puzzles.filter((p) => solvedIn(preset)[p.id]).length : done);
  els.progress.dataset.total = String(puzzles ? puzzles.length : 0);
  els.progress.textContent = puzzles ? progressText(preset, puzzles) : z.loading === preset ? t("puzzles.loading") : t("puzzles.progress.saved", { n: done });
  els.message.textContent = z.error;
  els.message.hidden = !z.error;
  els.start.disabled = z.loading === preset;
  els.reset.disabled = !done;
  els.confirm.hidden = !z.asking;
  els.reset.hidden = z.asking;
  if (z.asking) els.confirmText.textContent = t("puzzles.reset.ask", { n: done, rules: t(`lessons.preset.${preset}`) });
}

function fillSelects() {
  for (const [select, values, key] of [[els.preset, PRESETS, "lessons.preset"], [els.level, ["all", ...LEVELS], "puzzles.level"]]) {
    const value = select.value;
    select.replaceChildren(
      ...values.map((v) => {
        const o = document.createElement("option");
        o.value = v;
        o.textContent = t(`${key}.${v}`);
        return o;
      }),
    );
    if (value) select.value = value;
  }
}

export function wirePuzzles() {
  for (const [key, id] of [
    ["box", "puzzles"], ["preset", "puzzles-preset"], ["level", "puzzles-level"], ["progress", "puzzles-progress"], ["message", "puzzles-message"],
    ["start", "puzzles-start"], ["reset", "puzzles-reset"], ["confirm", "puzzles-confirm"], ["confirmText", "puzzles-confirm-text"],
    ["yes", "puzzles-reset-yes"], ["no", "puzzles-reset-no"],
  ]) {
    els[key] = document.getElementById(id);
  }
  const kept = savedPuzzleProgress();
  z.solved = kept.solved;
  if (kept.broken) ui.notice(() => t("puzzles.progressBad", { key: kept.broken }));
  fillSelects();
  els.preset.value = "classic";
  els.preset.addEventListener("change", () => {
    z.asking = false;
    z.error = "";
    shown(els.preset.value);
  });
  els.level.addEventListener("change", () => renderBox());
  els.start.addEventListener("click", () => start());
  els.reset.addEventListener("click", () => {
    z.asking = true;
    renderBox();
    els.no.focus();
  });
  els.no.addEventListener("click", () => {
    z.asking = false;
    renderBox();
    els.reset.focus();
  });
  els.yes.addEventListener("click", () => {
    const rest = { ...z.solved };
    delete rest[els.preset.value];
    z.solved = rest;
    savePuzzleProgress(z.solved);
    z.asking = false;
    renderBox();
    ui.announce(t("puzzles.reset.done"));
    els.reset.focus();
  });
  // The set is read when the box first shows (its tab opened: the box gets a size), not with the
  // page, wherever the box stands in the panel (below the fold on a phone too).
  new ResizeObserver(() => {
    // (After a failed read it is tried again by the player's Solve puzzles, not by every resize.)
    if (els.box.offsetWidth > 0 && !z.loaded.has(els.preset.value) && !z.loading && !z.error) shown(els.preset.value);
  }).observe(els.box);
  onLanguageChange(() => {
    fillSelects();
    renderBox();
  });
  renderBox();
}
