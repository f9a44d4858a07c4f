// The panels around the board: status, victory banner, capture preview, inspector, prisoner
// trays, progress bars, move list, move box, position box, notices and the live region.
// Only presentation: every fact shown comes from the game.

import { t, say, capitalize, sideWords, onLanguageChange } from "./i18n.js";

// Shape ids (also CSS classes of the prisoner tokens); their words are shape.<id> in www/lang/.
const SHAPE_NAMES = { c: "round", t: "triangle", s: "square", p: "pyramid" };
const methodName = (id) => t(`method.${id}`);

const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
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
export const outcomeWhy = (status) => (status.says && status.says.length ? say(status.says) : status.why || status.explain || "");

/** A token in the other side's case ("t9" → "T9"): a prisoner as its new owner drops it. */
const swapCase = (t) => t.replace(/[a-zA-Z]/g, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));

/** A prisoner token ("t90", "C16", "p(s64s49t36t25c16)") for people. */
export function describeToken(token) {
  const m = /^([ctspCTSP])(\(([^)]*)\)|(\d+))$/.exec(token || "");
  if (!m) return { color: "", shape: "", value: token, parts: [] };
  const color = m[1] === m[1].toUpperCase() ? "white" : "black";
  const shape = SHAPE_NAMES[m[1].toLowerCase()];
  if (m[4]) return { color, shape, value: Number(m[4]), parts: [] };
  const parts = [...m[3].matchAll(/([ctsCTS])(\d+)/g)].map((p) => ({ shape: SHAPE_NAMES[p[1].toLowerCase()], value: Number(p[2]) }));
  return { color, shape, value: parts.reduce((a, p) => a + p.value, 0), parts };
}



/** One capture for people: "b14 t90 — eruption: 9 × 10 = 90 (by b5)". */
export function describeCapture(c) {
  const also = (c.methods || []).filter((m) => m !== c.method);
  return t("capture.describe", {
    cell: c.cell,
    piece: c.piece,
    part: c.component ? t("capture.component") : "",
    method: methodName(c.method),
    why: c.reason ? say(c.reason) : c.why,
    by: c.by && c.by.length ? t("capture.by", { cells: c.by.join(", ") }) : "",
    more: also.length ? t("capture.also", { list: also.map(methodName).join(t("list.sep")) }) : "",
  });
}

export function createUi() {
  const els = {
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
  };

  let presetList = [];
  onLanguageChange(() => setPresets(presetList, els.preset.value));

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

  function update(snap) {
    const { status } = snap;
    if (status.state === "playing") {
      els.status.textContent = t(`status.turn.${snap.turn}`, { ply: snap.ply });
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
    els.rulesDescribe.replaceChildren(...(snap.rules.sentences || []).map((s) => el("li", "", say(s))));
    updateMoves(snap);
    const droppable = snap.status.state === "playing" && snap.drops.size ? new Set(snap.drops.keys()) : null;
    for (const side of ["white", "black"]) updateTray(els.trays[side], snap.prisoners[side], side === snap.turn ? droppable : null, side);
    els.dropHelp.hidden = !droppable;
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
      els.bannerMore.textContent =
        (status.cells && status.cells.length
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
   * after it; the one at the cursor is marked current, later ones are dimmed.
   */
  function updateMoves(snap) {
    const rows = [];
    let row = null;
    snap.line.forEach((mv, i) => {
      const side = (snap.startTurn === "white") === (i % 2 === 0) ? "white" : "black";
      if (!row || side === "white") {
        row = el("li", "move-row");
        rows.push(row);
        if (side === "black") row.append(el("span", "move white-move", "…"));
      }
      const b = el("button", `move ${side}-move`, mv);
      b.type = "button";
      b.dataset.ply = String(i + 1);
      if (i === snap.cursor - 1) {
        b.classList.add("current");
        b.setAttribute("aria-current", "step");
      }
      if (i >= snap.cursor) b.classList.add("later");
      row.append(b);
    });
    els.moves.replaceChildren(...rows);
    const current = els.moves.querySelector(".current");
    // Keep the current move in view, scrolling the list only (never the page).
    if (current) {
      const r = current.getBoundingClientRect();
      const box = els.moves.getBoundingClientRect();
      if (r.bottom > box.bottom) els.moves.scrollTop += r.bottom - box.bottom;
      else if (r.top < box.top) els.moves.scrollTop -= box.top - r.top;
    } else {
      els.moves.scrollTop = 0;
    }
  }

  /**
   * A tray of prisoner tokens. On the mover's turn, where prisoners re-enter (`droppable`: the
   * pieces legal drops name, in the mover's case), each prisoner that may re-enter is a button:
   * a simple piece as one; a captured pyramid as a chip holding one button per component.
   */
  function updateTray(tray, tokens, droppable, side) {
    if (!tokens.length) {
      tray.replaceChildren(el("span", "tray-empty", t("prisoners.none")));
      return;
    }
    const { sideGen } = sideWords(side);
    tray.replaceChildren(
      ...tokens.map((token) => {
        const d = describeToken(token);
        const drop = swapCase(token);
        if (!d.parts.length && droppable && droppable.has(drop)) {
          const b = el("button", `token ${d.color} ${d.shape} drop`, String(d.value));
          b.type = "button";
          b.dataset.token = token;
          b.dataset.drop = drop;
          b.setAttribute("aria-pressed", "false");
          b.setAttribute("aria-label", t("prisoners.drop.label", { drop, piece: describePiece(d.color, d.shape, d.value), sideGen }));
          b.title = t("prisoners.drop.title", { drop });
          return b;
        }
        const chip = el("span", `token ${d.color} ${d.shape}`, String(d.value));
        chip.title = d.parts.length ? t("piece.pyramid", { color: t(`color.${d.color}`), token }) : describePiece(d.color, d.shape, d.value);
        chip.dataset.token = token;
        if (d.parts.length && droppable) {
          const parts = [...token.matchAll(/([ctsCTS])(\d+)/g)].map((p) => swapCase(p[0])).filter((p) => droppable.has(p));
          if (parts.length) {
            chip.classList.add("pyramid-drops");
            for (const p of parts) {
              const b = el("button", "token-part drop", p);
              b.type = "button";
              b.dataset.drop = p;
              b.setAttribute("aria-pressed", "false");
              b.setAttribute("aria-label", t("prisoners.part.label", { part: p, token, sideGen }));
              chip.append(b);
            }
          }
        }
        return chip;
      }),
    );
  }

  /** Show which prisoner is picked to drop (null: none). */
  function markDrop(piece) {
    for (const b of document.querySelectorAll("button[data-drop]")) b.setAttribute("aria-pressed", String(b.dataset.drop === piece));
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

  function showInspector(piece) {
    if (!piece) {
      els.inspector.replaceChildren(el("p", "hint", t("inspector.hint")));
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
  onLanguageChange(() => {
    for (const [element, f] of live) element.textContent = f();
  });

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

  /**
   * The choice panel under the board. kind "capture": a checkbox per capture on offer
   * ({id, text, checked, fixed}; fixed = taken by the move itself), then Play; kind "removal":
   * a button per removal ({id: move text, text}).
   */
  function showChoice({ kind, head, options }) {
    els.choice.dataset.kind = kind;
    els.choiceHead.textContent = head;
    els.choiceError.textContent = "";
    els.choicePlay.hidden = kind !== "capture";
    els.choiceList.replaceChildren(
      ...options.map((o, i) => {
        const li = el("li", "choice-item");
        if (kind === "removal") {
          const b = el("button", "removal", o.text);
          b.type = "button";
          b.dataset.removal = o.id;
          li.append(b);
          return li;
        }
        const box = el("input");
        box.type = "checkbox";
        box.id = `choice-${i}`;
        box.dataset.option = o.id;
        box.checked = o.checked;
        box.disabled = !!o.fixed;
        const label = el("label", "", o.fixed ? t("choice.fixed", { text: o.text }) : o.text);
        label.htmlFor = box.id;
        li.dataset.cell = o.cell || "";
        li.append(box, label);
        return li;
      }),
    );
    els.choice.hidden = false;
    // On a narrow screen the panel is under the board: bring it into view.
    els.choice.scrollIntoView({ block: "nearest" });
  }

  function hideChoice() {
    if (els.choice.hidden) return;
    els.choice.hidden = true;
    els.choiceList.replaceChildren();
    delete els.choice.dataset.kind;
  }

  function choiceError(text) {
    setText(els.choiceError, text);
  }

  const optionBox = (id) => [...els.choiceList.querySelectorAll("input[data-option]")].find((b) => b.dataset.option === id);

  function setOption(id, on) {
    const box = optionBox(id);
    if (box) box.checked = on;
  }

  function focusOption(id) {
    const box = optionBox(id);
    if (box) box.focus();
  }

  const choiceHasFocus = () => els.choice.contains(document.activeElement);

  return {
    els, setPresets, update, setText, showPreview, showInspector, notice, announce, showChosenRules, markDrop,
    showChoice, hideChoice, choiceError, setOption, focusOption, choiceHasFocus,
  };
}
