// The status panels around the board: status, victory banner, capture preview, inspector,
// progress bars, move list, move box, position box, notices and the live region (the choice
// panel and the prisoners' trays are panels/choice.js and panels/prisoners.js).
// Only presentation: every fact shown comes from the game.

import { t, say, capitalize, sideWords, onLanguageChange } from "./i18n.js";
import { cellName } from "./layout.js";

const methodName = (id) => t(`method.${id}`);

const $ = (id) => document.getElementById(id);

export function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A piece for people: "white triangle 9" / "треугольник 9 белых". */
export const describePiece = (color, shape, value) => t("piece.describe", { color: t(`color.${color}`), shape: t(`shape.${shape}`), value });

/** A victory's name by id ("de-corpore" → "De Corpore"). */
export const victoryName = (id) => t(`victory.${id}`);

/** The name of rules for people: the preset's title, marked when custom. */
export function rulesName(r) {
  if (!r || !r.preset) return "";
  const title = t(`preset.${r.preset}.title`);
  return r.custom ? t("rules.name.custom", { title }) : title;
}

/** Why a game ended, in words: the core's sentences, else its English text. */
export const outcomeWhy = (status) => say(status.says);

/** One capture for people: "b14 t90 — eruption: 9 × 10 = 90 (by b5)". */
export function describeCapture(c) {
  const also = (c.methods || []).filter((m) => m !== c.method);
  return t("capture.describe", {
    cell: c.cell,
    piece: describePiece(c.color, c.shape, c.value),
    part: c.component ? t("capture.component") : "",
    method: methodName(c.method),
    why: say(c.reason),
    by: c.by && c.by.length ? t("capture.by", { cells: c.by.join(", ") }) : "",
    more: also.length ? t("capture.also", { list: also.map(methodName).join(t("list.sep")) }) : "",
  });
}

/** The score for people, from White's side: "+0.45" (hundredths of a capture's worth), or a
 * proven win: "White wins in 2". */
export function scoreText(report) {
  if (report.winIn !== null && report.winIn !== undefined) {
    const side = report.winIn > 0 ? "white" : "black";
    return t(`analysis.winsIn.${side}`, { n: Math.ceil(Math.abs(report.winIn) / 2) });
  }
  const x = report.white / 100;
  return `${x > 0 ? "+" : x < 0 ? "−" : ""}${Math.abs(x).toFixed(2)}`;
}

/** An evaluation in words for a screen reader: "White ahead by 1.25", "level", "White wins in 3". */
export function scoreWords(report) {
  if (report.winIn !== null && report.winIn !== undefined) return scoreText(report);
  const x = Math.abs(report.white / 100).toFixed(2);
  if (x === "0.00") return t("analysis.words.even");
  return t(report.white > 0 ? "analysis.words.white" : "analysis.words.black", { x });
}

/** A drawing in words: "green arrow from a3 to b5", "red circle on c4". */
export function describeDrawing(m) {
  const tint = t(`drawings.tint.${m.tint}`);
  return m.to >= 0 ? t("drawings.arrow", { tint, from: cellName(m.from), to: cellName(m.to) }) : t("drawings.circle", { tint, cell: cellName(m.from) });
}

/** The panels' elements (looked up once, by createUi). */
const els = {};

function lookUp() {
  Object.assign(els, {
    status: $("status"),
    banner: $("banner"),
    bannerTitle: $("banner-title"),
    bannerWhy: $("banner-why"),
    bannerMore: $("banner-more"),
    preview: $("preview"),
    previewHead: $("preview-head"),
    inspector: $("inspector"),
    trays: { white: $("prisoners-white"), black: $("prisoners-black") },
    progress: $("progress"),
    moves: $("moves"),
    undo: $("undo"),
    redo: $("redo"),
    preset: $("preset"),
    positionNow: $("position-now"),
    moveError: $("move-error"),
    positionError: $("position-error"),
    notice: $("notice"),
    noticeText: $("notice-text"),
    announce: $("announce"),
    rulesTitle: $("rules-title"),
    rulesDescribe: $("rules-describe"),
    rulesOpen: $("rules-open"),
    positionRules: $("position-rules"),
    pasteRules: $("position-paste-rules"),
    choice: $("choice"),
    choiceHead: $("choice-head"),
    choiceList: $("choice-list"),
    choiceError: $("choice-error"),
    choicePlay: $("choice-play"),
    choiceCancel: $("choice-cancel"),
    dropHelp: $("drop-help"),
  });
}

let presetList = [];

function setPresets(list, current) {
  presetList = list;
  els.preset.replaceChildren(
    ...list.map((p) => {
      const o = el("option", "", t(`preset.${p.id}.title`));
      o.value = p.id;
      o.title = t(`preset.${p.id}.summary`);
      return o;
    }),
  );
  els.preset.value = current;
}

const rulesShown = { rules: null, title: "" };
function update(snap) {
  const { status } = snap;
  if (status.state === "playing") {
    els.status.textContent = t(`status.turn.${snap.turn}`, { ply: snap.ply });
  } else if (status.ending) {
    // Ended off the board: no undo goes on from here.
    els.status.textContent = t("status.ended", { why: capitalize(outcomeWhy(status)) });
  } else if (status.state === "won") {
    els.status.textContent = t("status.won", { ...sideWords(status.winner), victory: victoryName(status.victory) });
  } else {
    els.status.textContent = t("status.draw", { why: outcomeWhy(status) });
  }
  els.status.dataset.turn = snap.turn;
  updateBanner(snap);
  els.undo.disabled = !snap.canUndo;
  els.redo.disabled = !snap.canRedo;
  els.positionNow.value = snap.position;
  const title = t("rulesPanel.title", { rules: rulesName(snap.rules) });
  els.positionRules.textContent = t("position.rulesNote", { rules: title });
  els.rulesTitle.textContent = title;
  // The rules' sentences change with the game or the language only.
  if (rulesShown.rules !== snap.rules || rulesShown.title !== title) {
    rulesShown.rules = snap.rules;
    rulesShown.title = title;
    els.rulesDescribe.replaceChildren(...(snap.rules.sentences || []).map((s) => el("li", "", say(s))));
  }
  updateMoves(snap);
  updateProgress(snap.progress);
}

/** The rules a new game or a pasted position will use. */
function showChosenRules(label) {
  els.pasteRules.textContent = t("position.pasteRules", { rules: label });
}

function updateBanner(snap) {
  const { status } = snap;
  if (status.state === "playing") {
    els.banner.hidden = true;
    delete els.banner.dataset.victory;
    return;
  }
  els.banner.hidden = false;
  els.banner.dataset.state = status.state;
  if (status.state === "won") {
    els.banner.dataset.victory = status.victory;
    els.bannerTitle.textContent = t("banner.wins", { ...sideWords(status.winner), victory: victoryName(status.victory) });
    els.bannerWhy.textContent = outcomeWhy(status);
    const totals = snap.progress
      .filter((p) => p.side === status.winner)
      .reduce((acc, p) => acc.set(p.measure, p.current), new Map());
    const sep = t("list.sep");
    const also = status.also && status.also.length ? t("banner.also", { list: status.also.map(victoryName).join(sep) }) : "";
    els.bannerMore.textContent = status.ending
      ? ""
      : (status.cells && status.cells.length
        ? t("banner.formation", { cells: status.cells.join(", ") })
        : totals.size
          ? t("banner.captured", { list: [...totals].map(([m, n]) => t("banner.total", { measure: t(`measure.${m}`), n })).join(sep) })
          : "") + also;
  } else {
    els.bannerTitle.textContent = t("banner.draw");
    els.bannerWhy.textContent = outcomeWhy(status) || status.reason || "";
    els.bannerMore.textContent = "";
  }
}

/**
 * The whole recorded line, undone moves included: each move a button that shows the position
 * after it; the one at the cursor is marked current, later ones are dimmed. The list is
 * updated, not rebuilt: only the moves that changed (from the first that differs) and the
 * marks around the old and new cursor are touched, so a ply costs the same at move 2,000 as
 * at move 2, and a list of any length never goes through one call's arguments.
 */
const shown = { line: [], buttons: [], rows: [], cursor: 0 };
function markMove(i, cursor) {
  const b = shown.buttons[i];
  if (!b) return;
  const current = i === cursor - 1;
  b.classList.toggle("current", current);
  if (current) b.setAttribute("aria-current", "step");
  else b.removeAttribute("aria-current");
  b.classList.toggle("later", i >= cursor);
}
function updateMoves(snap) {
  const line = snap.line;
  let same = 0;
  while (same < line.length && same < shown.line.length && line[same].move === shown.line[same].move && line[same].mover === shown.line[same].mover) same++;
  // Moves no longer in the line (a new branch, another game) go, newest first.
  for (let i = shown.buttons.length - 1; i >= same; i--) {
    const b = shown.buttons.pop();
    const row = b.parentNode;
    b.remove();
    if (row && !row.querySelector("button")) {
      row.remove();
      shown.rows.pop();
    }
  }
  shown.line.length = same;
  const added = document.createDocumentFragment();
  let row = shown.rows.length ? shown.rows[shown.rows.length - 1] : null;
  // Each entry says who played it (the facade's line: {move, mover, from, to}).
  for (let i = same; i < line.length; i++) {
    const { move: mv, mover: side } = line[i];
    if (!row || side === "white") {
      row = el("li", "move-row");
      shown.rows.push(row);
      added.append(row);
      if (side === "black") row.append(el("span", "move white-move", "…"));
    }
    const b = el("button", `move ${side}-move`, mv);
    b.type = "button";
    b.dataset.ply = String(i + 1);
    row.append(b);
    shown.buttons.push(b);
    shown.line.push({ move: mv, mover: side });
    markMove(i, snap.cursor);
  }
  els.moves.append(added);
  const lo = Math.max(0, Math.min(shown.cursor, snap.cursor) - 1);
  const hi = Math.min(same, Math.max(shown.cursor, snap.cursor) + 1);
  for (let i = lo; i < hi; i++) markMove(i, snap.cursor);
  shown.cursor = snap.cursor;
  // Keep the current move in view, scrolling the list only (never the page): measured in the
  // next frame, when the browser lays the page out anyway, not at once.
  if (!scrollFrame) scrollFrame = requestAnimationFrame(keepCurrentInView);
}
let scrollFrame = 0;
function keepCurrentInView() {
  scrollFrame = 0;
  const current = shown.cursor > 0 ? shown.buttons[shown.cursor - 1] : null;
  if (current) {
    const r = current.getBoundingClientRect();
    const box = els.moves.getBoundingClientRect();
    if (r.bottom > box.bottom) els.moves.scrollTop += r.bottom - box.bottom;
    else if (r.top < box.top) els.moves.scrollTop -= box.top - r.top;
  } else {
    els.moves.scrollTop = 0;
  }
}

function updateProgress(progress) {
  const items = progress.map((p) => {
    const li = el("li", `progress ${p.side}`);
    const label = el("label", "", t("progress.item", { side: t(`side.${p.side}`), victory: victoryName(p.victory), measure: t(`measure.${p.measure}`), current: p.current, goal: p.goal }));
    const meter = el("meter");
    meter.min = 0;
    meter.max = Math.max(1, p.goal);
    meter.value = Math.min(p.current, p.goal);
    meter.id = `meter-${p.side}-${p.victory}-${p.measure}`;
    label.htmlFor = meter.id;
    li.append(label, meter);
    for (const l of p.limits || []) li.append(el("span", "limit", ` ${t(`measure.${l.measure}`)} ${l.at_least ? "≥" : "≤"} ${l.threshold}: ${l.current}`));
    return li;
  });
  if (!items.length) items.push(el("li", "", t("progress.none")));
  els.progress.replaceChildren(...items);
}

function showPreview(move, captures, idle, choice = false) {
  if (!move) {
    els.previewHead.textContent = idle;
    els.preview.replaceChildren();
    els.preview.dataset.move = "";
    return;
  }
  els.preview.dataset.move = move;
  if (choice) els.previewHead.textContent = t("preview.choose", { move });
  else els.previewHead.textContent = t(captures.length ? "preview.would" : "preview.nothing", { move });
  els.preview.replaceChildren(
    ...captures.map((c) => {
      const li = el("li", "capture", describeCapture(c));
      li.dataset.cell = c.cell;
      li.dataset.method = c.method;
      return li;
    }),
  );
}

function showInspector(piece, touch = false) {
  if (!piece) {
    els.inspector.replaceChildren(el("p", "hint", t(touch ? "inspector.hint.touch" : "inspector.hint")));
    return;
  }
  const head = el("p", "", capitalize(t("inspector.head", { piece: describePiece(piece.color, piece.shape, piece.value), cell: piece.cell })));
  const kids = [head];
  if (piece.shape === "pyramid") {
    const list = el("ol", "parts");
    for (const p of piece.parts) list.append(el("li", "", t("inspector.part", { shape: t(`shape.${p.shape}`), value: p.value })));
    kids.push(el("p", "", t("inspector.parts", { n: piece.parts.length, total: piece.value })), list);
  }
  els.inspector.replaceChildren(...kids);
}

// Texts that stay on screen until replaced (notices, errors under the inputs) are kept as
// functions giving them in the current language, so that a language switch re-words them.
const live = new Map();
function setText(element, text) {
  const f = typeof text === "function" ? text : () => text || "";
  live.set(element, f);
  element.textContent = f();
}
function rewordLive() {
  for (const [element, f] of live) element.textContent = f();
}

/** A notice at the top (text, or a function giving it in the current language); "" hides it. */
function notice(text) {
  setText(els.noticeText, text);
  els.notice.hidden = !els.noticeText.textContent;
}

let lastAnnounce = "";
function announce(text) {
  // Repeat texts get a trailing space so screen readers read them again.
  lastAnnounce = text === lastAnnounce ? `${text} ` : text;
  els.announce.textContent = lastAnnounce;
}

/** The status panels, their elements looked up once (page.js makes the one `ui`). */
export function createUi() {
  lookUp();
  onLanguageChange(rewordLive);
  onLanguageChange(() => setPresets(presetList, els.preset.value));
  return { els, setPresets, update, setText, showPreview, showInspector, notice, announce, showChosenRules };
}
