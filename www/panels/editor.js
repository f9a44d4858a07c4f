// The board editor: a mode of the page (the Game panel's "Board editor", or a link #e1.…) where
// any position is set up by hand. The setup lives in the rules core's `Editor` (docs/facade.md,
// "The board editor"), which is in the analysis's module (www/pkg/analysis.js): it is loaded here,
// in the page's own thread, the first time the editor opens, while the board stays drawn. The
// core says after every edit what the setup is (pieces, prisoners, its text) and every fault
// that keeps it from being played; this panel only keeps the piece picked and draws.

import { Game, presetRules, presets } from "../pkg/rithmomachia.js";
import { analysisModule } from "../analysis-module.js";
import { refresh } from "../board.js";
import { takeGame } from "../games.js";
import { onLanguageChange, say, t } from "../i18n.js";
import { isEditFragment, makeEditFragment, readEditFragment } from "../records.js";
import { cellIndex, cellName, stepOnScreen } from "../render.js";
import { canvas, shortMessage, shorten, ui, copyText } from "../page.js";
import { gameFacts } from "../snapshot.js";
import { cursorFor, emit, state } from "../store.js";
import { savePlayers } from "../storage.js";

const $ = (id) => document.getElementById(id);
const SIMPLE = ["round", "triangle", "square"];

/**
 * The editor while open (state.editor): {ed, rules (JSON), view, brush, palette}. `brush` is the
 * piece picked ({color, shape, value, parts}), "erase", or null.
 */
const editor = () => state.editor;

/** A piece's name for people: "White round 16", "Black pyramid 190 (square 64, …)". */
function pieceName(p) {
  const side = t(`side.${p.color}`);
  if (p.shape !== "pyramid") return t("editor.piece", { side, shape: t(`shape.${p.shape}`), value: p.value });
  const parts = p.parts.map((x) => `${t(`shape.${x.shape}`)} ${x.value}`).join(t("list.sep"));
  return t("editor.pyramid", { side, value: p.value, parts });
}

const keyOf = (p) => `${p.color} ${p.shape} ${p.value}`;

const samePiece = (a, b) => a && b && a.color === b.color && JSON.stringify(a.parts) === JSON.stringify(b.parts) && a.shape === b.shape;

/** One edit through the core; its error (a value too large to hold) said, the setup kept. */
function edit(fn, message) {
  const e = editor();
  if (!e || !e.ed) return;
  try {
    fn(e.ed);
  } catch (err) {
    ui.setText($("editor-message"), shortMessage(err));
    return;
  }
  if (message) ui.announce(message);
  ui.setText($("editor-message"), "");
  show();
}

const putArgs = (p) => [p.color, p.parts.map((x) => x.shape), p.parts.map((x) => x.value), p.shape === "pyramid"];

function put(place, p) {
  const [color, shapes, values, pyramid] = putArgs(p);
  editor().ed.put(place, color, shapes, values, pyramid);
}

/** What the board draws from the editor's view: its pieces, nothing to play. */
function snapOf(view) {
  const ranks = view.shown;
  const board = new Array(ranks * 8).fill(null);
  for (const p of view.pieces) board[cellIndex(p.cell, ranks)] = p;
  const none = new Map();
  return {
    ranks, board, status: { state: "playing" }, movers: new Set(), byFrom: none, drops: none, removals: none, turn: view.turn, ply: 0,
    position: view.text, startTurn: view.turn, line: [], lineMoves: [], cursor: 0, lastMove: null, prisoners: view.prisoners,
    progress: [], canUndo: false, canRedo: false, rules: null, editing: true,
  };
}

/** Show the setup as the core sees it now: the board, the lists, the faults, the text. */
function show({ keepText = false } = {}) {
  const e = editor();
  const view = e.ed.view();
  e.view = view;
  const before = state.snap && state.snap.ranks;
  state.snap = snapOf(view);
  canvas.dataset.position = view.text;
  canvas.dataset.editor = "1";
  canvas.dataset.faults = String(view.problems.length);
  // The cells each fault names are ringed on the board (view.js draws `state.editor.marks`).
  const cells = view.problems.flatMap((p) => (p.params && Array.isArray(p.params.cells) ? p.params.cells.filter((c) => typeof c === "string") : []));
  e.marks = cells.map((cell) => ({ cell }));
  canvas.dataset.marked = cells.join(" ");
  // The header names the mode and the side to move set up (the game's status comes back on close).
  const status = $("status");
  status.textContent = t("editor.status", { side: t(`side.${view.turn}`) });
  status.dataset.turn = view.turn;
  $("editor-turn").value = view.turn;
  $("editor-ranks").value = String(view.ranks);
  if (!keepText) {
    $("editor-text").value = view.text;
    ui.setText($("editor-text-error"), "");
  }
  showProblems(view);
  for (const side of ["white", "black"]) showPrisoners(side, view.prisoners[side]);
  $("editor-play").disabled = view.problems.length > 0;
  emit(before !== view.shown ? "resize" : "redraw");
  keepInLink().catch(() => (canvas.dataset.linked = ""));
}

function showProblems(view) {
  const list = $("editor-problems");
  const items = view.problems.map((s) => {
    const li = document.createElement("li");
    li.className = "error";
    li.textContent = say(s);
    return li;
  });
  if (!items.length) {
    const li = document.createElement("li");
    li.className = "ok";
    li.textContent = t("editor.ok", { side: t(`side.${view.turn}`) });
    items.push(li);
  }
  list.replaceChildren(...items);
  list.dataset.count = String(view.problems.length);
}

function showPrisoners(side, list) {
  const box = $(`editor-prisoners-${side}`);
  box.replaceChildren(
    ...list.map((p) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "chip";
      b.textContent = p.value;
      b.title = t("editor.prisonerRemove", { piece: pieceName(p) });
      b.setAttribute("aria-label", b.title);
      b.addEventListener("click", () => edit((ed) => ed.take(side, p.index)));
      return b;
    }),
  );
  if (!list.length) box.textContent = t("editor.none");
}

/** The palette: every distinct piece of both armies of the rules' start. */
function buildPalette(m) {
  const e = editor();
  const start = new m.Editor(e.rules, "");
  const pieces = start.view().pieces;
  start.free();
  const seen = new Set();
  const list = [];
  for (const color of ["white", "black"]) {
    for (const p of pieces) {
      if (p.color !== color || seen.has(keyOf(p))) continue;
      seen.add(keyOf(p));
      list.push(p);
    }
  }
  e.palette = list;
  $("editor-palette").replaceChildren(...list.map(chip));
  markBrush();
}

function chip(p) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "chip piece-chip";
  b.dataset.key = keyOf(p);
  b.dataset.color = p.color;
  b.dataset.shape = p.shape;
  b.textContent = String(p.value);
  b.title = pieceName(p);
  b.setAttribute("aria-label", pieceName(p));
  b.setAttribute("aria-pressed", "false");
  b.addEventListener("click", () => {
    // A drag from the palette is not a click: the palette keeps its pick.
    if (b.dataset.dragged) delete b.dataset.dragged;
    else pick(p);
  });
  dragFromPalette(b, p);
  return b;
}

function pick(brush) {
  const e = editor();
  e.brush = e.brush === brush || samePiece(e.brush, brush) ? null : brush;
  markBrush();
  ui.announce(e.brush === "erase" ? t("editor.erasing") : e.brush ? t("editor.picked", { piece: pieceName(e.brush) }) : t("editor.unpicked"));
}

function markBrush() {
  const e = editor();
  for (const b of $("editor-palette").children) b.setAttribute("aria-pressed", String(!!e.brush && e.brush !== "erase" && b.dataset.key === keyOf(e.brush)));
  $("editor-erase").setAttribute("aria-pressed", String(e.brush === "erase"));
  for (const side of ["white", "black"]) $(`editor-prisoner-${side}`).disabled = !e.brush || e.brush === "erase";
}

/** A palette piece dragged with a mouse or a finger and let go over a cell is put there. */
function dragFromPalette(button, p) {
  let press = null;
  button.addEventListener("pointerdown", (ev) => {
    press = { x: ev.clientX, y: ev.clientY, moved: false };
    delete button.dataset.dragged;
    button.setPointerCapture(ev.pointerId);
  });
  button.addEventListener("pointermove", (ev) => {
    if (press && Math.hypot(ev.clientX - press.x, ev.clientY - press.y) > 8) press.moved = true;
  });
  button.addEventListener("pointerup", (ev) => {
    const was = press;
    press = null;
    if (!was || !was.moved || !state.layout) return;
    const r = canvas.getBoundingClientRect();
    const index = cellAtCss(ev.clientX - r.left, ev.clientY - r.top);
    if (index < 0) return;
    button.dataset.dragged = "1";
    edit((ed) => put(cellName(index), p), t("editor.put", { piece: pieceName(p), cell: cellName(index) }));
  });
  button.addEventListener("pointercancel", () => (press = null));
}

let cellAtCss = () => -1;

/** A click (or Enter) on a cell: put the piece picked, or take what stands there. */
function activate(index) {
  const e = editor();
  if (!e.ed || index < 0) return;
  const cell = cellName(index);
  const here = state.snap.board[index];
  const brush = e.brush;
  if (brush && brush !== "erase" && !samePiece(here, brush)) {
    edit((ed) => put(cell, brush), t("editor.put", { piece: pieceName(brush), cell }));
  } else if (here) {
    edit((ed) => ed.take(cell, 0), t("editor.taken", { piece: pieceName(here), cell }));
  } else {
    ui.announce(t("editor.pickFirst", { cell }));
  }
}

/** The board's input while the editor is open (input.js calls these as it does the game's). */
const editing = {
  hover(index) {
    state.hover = index;
    emit("draw");
  },
  activate(index, how) {
    index = cursorFor(index, how);
    activate(index);
  },
  canDrag: (index) => index >= 0 && !!(state.snap && state.snap.board[index]) && !!editor().ed,
  dragStart(index) {
    state.dragging = index;
  },
  dragTo(index) {
    editing.hover(index);
  },
  /** A piece dragged to another cell moves there; dragged off the board, it goes. */
  drop(from, to) {
    state.dragging = -1;
    state.hover = -1;
    const piece = state.snap.board[from];
    if (!piece || to === from) return emit("draw");
    const a = cellName(from);
    if (to < 0) return edit((ed) => ed.take(a, 0), t("editor.taken", { piece: pieceName(piece), cell: a }));
    const b = cellName(to);
    edit((ed) => {
      ed.take(a, 0);
      put(b, piece);
    }, t("editor.moved", { piece: pieceName(piece), from: a, to: b }));
  },
  arrow(dx, dy) {
    state.keyboard = true;
    state.cursor = state.cursor < 0 ? 0 : stepOnScreen(state.layout, state.cursor, dx, dy);
    const p = state.snap.board[state.cursor];
    ui.announce(p ? `${cellName(state.cursor)}: ${pieceName(p)}` : cellName(state.cursor));
    emit("draw");
  },
  cancel() {
    if (editor().brush) pick(editor().brush);
  },
  focus() {
    state.focused = true;
    if (canvas.matches(":focus-visible")) state.keyboard = true;
    if (state.cursor < 0) state.cursor = 0;
    emit("draw");
  },
  blur() {
    state.focused = false;
    emit("draw");
  },
};

/** The board's handlers: the editor's while it is open, the game's otherwise. */
export function withEditor(handlers, cellAt) {
  cellAtCss = cellAt;
  const routed = {};
  for (const name of Object.keys(handlers)) routed[name] = (...args) => (state.editor ? editing : handlers)[name](...args);
  return routed;
}

/** The custom piece's parts: one row (a simple piece) or several (a pyramid's, base first). */
function partRow(shape = "square", value = "") {
  const row = document.createElement("div");
  row.className = "row editor-part";
  const sel = document.createElement("select");
  sel.setAttribute("aria-label", t("editor.shape"));
  for (const s of SIMPLE) {
    const o = document.createElement("option");
    o.value = s;
    o.textContent = t(`shape.${s}`);
    sel.append(o);
  }
  sel.value = shape;
  const input = document.createElement("input");
  input.type = "number";
  input.min = "1";
  input.max = "9999";
  input.value = value;
  input.className = "editor-value";
  input.setAttribute("aria-label", t("editor.value"));
  row.append(sel, input);
  return row;
}

function customShapeChanged() {
  const pyramid = $("editor-shape").value === "pyramid";
  const rows = $("editor-parts");
  if (!pyramid) {
    const first = rows.querySelector(".editor-value");
    rows.replaceChildren(partRow($("editor-shape").value, first ? first.value : ""));
    rows.firstChild.querySelector("select").hidden = true;
  } else if (rows.children.length < 2) {
    const first = rows.querySelector(".editor-value");
    rows.replaceChildren(partRow("square", first ? first.value : ""), partRow("round"));
  } else {
    for (const s of rows.querySelectorAll("select")) s.hidden = false;
  }
  $("editor-part-add").hidden = !pyramid;
}

/** The custom piece as a brush, checked by the core on a scratch setup (its reason shown). */
function useCustom() {
  const e = editor();
  const shape = $("editor-shape").value;
  const color = $("editor-side").value;
  const rows = [...$("editor-parts").children];
  const parts = rows.map((r) => ({ shape: shape === "pyramid" ? r.querySelector("select").value : shape, value: Number(r.querySelector("input").value) }));
  try {
    const scratch = new e.module.Editor(e.rules, "");
    scratch.take("board", 0);
    scratch.put("a1", color, parts.map((p) => p.shape), parts.map((p) => p.value), shape === "pyramid");
    const made = scratch.view().pieces[0];
    scratch.free();
    ui.setText($("editor-custom-error"), "");
    e.brush = null;
    pick(made);
  } catch (err) {
    ui.setText($("editor-custom-error"), shortMessage(err));
  }
}

/** The text box changed: a setup read from it replaces the one edited (its parse error said). */
function textTyped() {
  const e = editor();
  const text = $("editor-text").value.trim();
  if (!text || !e.ed) return;
  let next;
  try {
    next = new e.module.Editor(e.rules, text);
  } catch (err) {
    // A setup or rules fault in the reader's language; a parse error still in English (docs/i18n.md).
    ui.setText($("editor-text-error"), shorten(shortMessage(err), 300));
    return;
  }
  e.ed.free();
  e.ed = next;
  ui.setText($("editor-text-error"), "");
  show({ keepText: true });
}

function rulesOptions(current) {
  const sel = $("editor-rules");
  const opts = presets().map((p) => {
    const o = document.createElement("option");
    o.value = p.id;
    o.textContent = t(`preset.${p.id}.title`);
    return o;
  });
  const r = JSON.parse(current);
  let custom = true;
  try {
    custom = JSON.stringify(r) !== JSON.stringify(JSON.parse(presetRules(r.preset)));
  } catch {
    custom = true;
  }
  if (custom) {
    const o = document.createElement("option");
    o.value = "";
    o.textContent = t("editor.customRules");
    opts.unshift(o);
  }
  sel.replaceChildren(...opts);
  sel.value = custom ? "" : r.preset;
}

/** The rules chosen: the same board under them (the palette is their armies'). */
function rulesChosen() {
  const e = editor();
  const id = $("editor-rules").value;
  if (!id) return;
  const text = e.view.text;
  e.rules = presetRules(id);
  try {
    const next = new e.module.Editor(e.rules, text);
    e.ed.free();
    e.ed = next;
  } catch (err) {
    ui.setText($("editor-message"), shortMessage(err));
  }
  e.brush = null;
  buildPalette(e.module);
  show();
}

/** The editor's link: the page's address keeps the setup, so a reload opens it again. */
let linkSerial = 0;
async function keepInLink() {
  const e = editor();
  const n = ++linkSerial;
  canvas.dataset.linked = "";
  const fragment = await makeEditFragment(e.view.text, e.rules);
  if (n !== linkSerial || editor() !== e) return;
  e.fragment = fragment;
  history.replaceState(null, "", `${location.pathname}${location.search}#${fragment}`);
  // The address now holds the setup shown (what a test waits for before a reload).
  canvas.dataset.linked = "1";
}

async function share() {
  const e = editor();
  const fragment = await makeEditFragment(e.view.text, e.rules);
  const url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  const box = $("editor-share-url");
  box.value = url;
  box.hidden = false;
  box.select();
  const copied = await copyText(url);
  ui.setText($("editor-message"), () => t(copied ? "editor.shareCopied" : "editor.shareReady"));
}

/** Play from the setup: a new game (the one in progress kept to go back to). */
function playFromHere() {
  const e = editor();
  let game;
  try {
    game = Game.fromPosition(e.view.text, e.rules);
  } catch (err) {
    ui.setText($("editor-message"), shortMessage(err));
    return;
  }
  const vs = $("editor-mode").value === "computer";
  state.mode = vs ? e.view.turn : "hotseat";
  state.paused = false;
  savePlayers({ mode: state.mode, level: state.level, speed: state.speed });
  close({ redraw: false });
  emit("players", { quiet: true });
  takeGame(game, () => t("editor.playing"));
}

/**
 * Open the editor on `text` (a position text; "" for the rules' start) under `rules` (JSON). The
 * board stays drawn while the editor's module loads; a text that cannot be read opens the start,
 * with the reason under the text box.
 */
async function openEditor(rules, text) {
  emit("stopThinking");
  state.selection.clear();
  state.hint = null;
  state.explained = null;
  state.editor = { ed: null, rules, view: null, brush: null, palette: [], module: null };
  document.body.dataset.editor = "loading";
  canvas.dataset.editor = "loading";
  $("editor").hidden = false;
  $("editor-body").hidden = true;
  ui.setText($("editor-status"), () => t("editor.loading"));
  let m;
  try {
    m = await analysisModule();
  } catch (err) {
    ui.setText($("editor-status"), () => t("editor.loadFailed", { why: shortMessage(err) }));
    state.editor = null;
    document.body.dataset.editor = "";
    canvas.dataset.editor = "";
    return false;
  }
  const e = state.editor;
  if (!e) return false;
  e.module = m;
  let why = "";
  try {
    e.ed = new m.Editor(rules, text);
  } catch (err) {
    why = shortMessage(err);
    e.ed = new m.Editor(rules, "");
  }
  rulesOptions(rules);
  buildPalette(m);
  customShapeChanged();
  document.body.dataset.editor = "1";
  $("editor-body").hidden = false;
  ui.setText($("editor-status"), () => t("editor.intro"));
  show();
  if (why) {
    $("editor-text").value = text;
    ui.setText($("editor-text-error"), why);
  }
  $("editor").scrollIntoView({ block: "nearest" });
  return true;
}

/** Close the editor: the game in progress comes back to the board (unless `redraw` is false). */
function close({ redraw = true } = {}) {
  const e = editor();
  if (!e) return;
  if (e.ed) e.ed.free();
  state.editor = null;
  linkSerial += 1;
  document.body.dataset.editor = "";
  canvas.dataset.editor = "";
  delete canvas.dataset.faults;
  delete canvas.dataset.linked;
  delete canvas.dataset.marked;
  $("editor").hidden = true;
  $("editor-share-url").hidden = true;
  if (location.hash) history.replaceState(null, "", `${location.pathname}${location.search}`);
  if (redraw) {
    refresh();
    emit("resize");
  }
}

/** Open the board editor's link in the page's address, if it holds one; whether it did. */
export async function openEditLink() {
  const raw = location.hash.replace(/^#/, "");
  if (!isEditFragment(raw)) return false;
  let setup;
  try {
    setup = await readEditFragment(raw);
  } catch (err) {
    history.replaceState(null, "", `${location.pathname}${location.search}`);
    ui.notice(() => t("link.bad", { why: shortMessage(err) }));
    return true;
  }
  if (editor() && editor().fragment === raw) return true;
  if (editor()) close({ redraw: false });
  await openEditor(setup.rules, setup.text);
  return true;
}

export function wireEditor() {
  $("editor-open").addEventListener("click", () => {
    if (editor() || state.lessonMode) return;
    openEditor(gameFacts(state.game).rulesJson, state.snap.position);
  });
  $("editor-close").addEventListener("click", () => close());
  $("editor-erase").addEventListener("click", () => pick("erase"));
  $("editor-clear").addEventListener("click", () => edit((ed) => ed.take("board", 0), t("editor.cleared")));
  $("editor-start").addEventListener("click", () =>
    edit((ed) => {
      const e = editor();
      const next = new e.module.Editor(e.rules, "");
      ed.free();
      e.ed = next;
    }, t("editor.started")),
  );
  const setTurn = () => edit((ed) => ed.set($("editor-turn").value, Number($("editor-ranks").value)));
  $("editor-turn").addEventListener("change", setTurn);
  $("editor-ranks").addEventListener("change", setTurn);
  for (const side of ["white", "black"]) {
    $(`editor-prisoner-${side}`).addEventListener("click", () => {
      const brush = editor().brush;
      if (brush && brush !== "erase") edit((ed) => put(side, brush));
    });
  }
  $("editor-rules").addEventListener("change", rulesChosen);
  $("editor-text").addEventListener("input", textTyped);
  $("editor-shape").addEventListener("change", customShapeChanged);
  $("editor-part-add").addEventListener("click", () => {
    if ($("editor-parts").children.length < 8) $("editor-parts").append(partRow("round"));
  });
  $("editor-custom-use").addEventListener("click", useCustom);
  $("editor-play").addEventListener("click", playFromHere);
  $("editor-share").addEventListener("click", () => share().catch((err) => ui.setText($("editor-message"), shortMessage(err))));
  // The game's own keys (undo, redo, stepping through its moves) wait while the editor is open.
  document.addEventListener(
    "keydown",
    (ev) => {
      if (!state.editor) return;
      const undoKey = (ev.ctrlKey || ev.metaKey) && ["z", "y", "Z"].includes(ev.key);
      if (undoKey || ["Home", "PageUp", "PageDown", "End"].includes(ev.key)) ev.stopImmediatePropagation();
    },
    true,
  );
  window.addEventListener("hashchange", () => openEditLink().catch((err) => ui.notice(() => t("link.bad", { why: shortMessage(err) }))));
  onLanguageChange(() => {
    const e = editor();
    if (!e || !e.ed) return;
    rulesOptions(e.rules);
    buildPalette(e.module);
    show({ keepText: true });
  });
}
