// The panels around the board: status, victory banner, capture preview, inspector, prisoner
// trays, progress bars, move list, move box, position box, notices and the live region.
// Only presentation: every fact shown comes from the game.

const SHAPE_NAMES = { c: "round", t: "triangle", s: "square", p: "pyramid" };
const METHOD_NAMES = {
  siege: "siege",
  equality: "equality",
  ambush: "ambush",
  eruption: "eruption",
};

const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

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
  const by = c.by && c.by.length ? ` (by ${c.by.join(", ")})` : "";
  const more = also.length ? `; also ${also.map((m) => METHOD_NAMES[m] || m).join(", ")}` : "";
  const part = c.component ? " (one component)" : "";
  return `${c.cell} ${c.piece}${part} — ${METHOD_NAMES[c.method] || c.method}: ${c.why}${by}${more}`;
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
  };

  function setPresets(list, current) {
    els.preset.replaceChildren(
      ...list.map((p) => {
        const o = el("option", "", p.title);
        o.value = p.id;
        o.title = p.summary || "";
        return o;
      }),
    );
    els.preset.value = current;
  }

  function update(snap) {
    const { status } = snap;
    if (status.state === "playing") {
      els.status.textContent = `${cap(snap.turn)} to move · ply ${snap.ply}`;
    } else if (status.state === "won") {
      els.status.textContent = `${cap(status.winner)} won: ${status.title}. New game or undo to go on.`;
    } else {
      els.status.textContent = `Drawn: ${status.why}. New game or undo to go on.`;
    }
    els.status.dataset.turn = snap.turn;
    updateBanner(snap);
    els.undo.disabled = !snap.canUndo;
    els.redo.disabled = !snap.canRedo;
    els.positionNow.value = snap.position;
    els.rulesTitle.textContent = snap.rulesTitle;
    updateMoves(snap);
    for (const side of ["white", "black"]) updateTray(els.trays[side], snap.prisoners[side]);
    updateProgress(snap.progress);
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
      els.bannerTitle.textContent = `${cap(status.winner)} wins: ${status.title}`;
      els.bannerWhy.textContent = status.explain;
      const totals = snap.progress
        .filter((p) => p.side === status.winner)
        .reduce((acc, p) => acc.set(p.measure, p.current), new Map());
      const also = status.also && status.also.length ? `Also completed: ${status.also.join(", ")}. ` : "";
      els.bannerMore.textContent =
        (status.cells && status.cells.length
          ? `Formation on ${status.cells.join(", ")}. `
          : totals.size
            ? `Captured ${[...totals].map(([m, v]) => `${m} ${v}`).join(", ")}. `
            : "") + also;
    } else {
      els.bannerTitle.textContent = "Drawn game";
      els.bannerWhy.textContent = status.why || status.reason || "";
      els.bannerMore.textContent = "";
    }
  }

  function updateMoves(snap) {
    const rows = [];
    let row = null;
    snap.history.forEach((mv, i) => {
      const side = (snap.startTurn === "white") === (i % 2 === 0) ? "white" : "black";
      if (!row || side === "white") {
        row = el("li", "move-row");
        rows.push(row);
        if (side === "black") row.append(el("span", "move white-move", "…"));
      }
      const span = el("span", `move ${side}-move`, mv);
      if (i === snap.history.length - 1) span.classList.add("current");
      row.append(span);
    });
    els.moves.replaceChildren(...rows);
    els.moves.scrollTop = els.moves.scrollHeight;
  }

  function updateTray(tray, tokens) {
    if (!tokens.length) {
      tray.replaceChildren(el("span", "tray-empty", "none yet"));
      return;
    }
    tray.replaceChildren(
      ...tokens.map((t) => {
        const d = describeToken(t);
        const chip = el("span", `token ${d.color} ${d.shape}`, String(d.value));
        chip.title = d.parts.length ? `${d.color} pyramid ${t}` : `${d.color} ${d.shape} ${d.value}`;
        chip.dataset.token = t;
        return chip;
      }),
    );
  }

  function updateProgress(progress) {
    const items = progress.map((p) => {
      const li = el("li", `progress ${p.side}`);
      const label = el("label", "", `${cap(p.side)} · ${p.title}: ${p.measure} ${p.current} / ${p.goal}`);
      const meter = el("meter");
      meter.min = 0;
      meter.max = Math.max(1, p.goal);
      meter.value = Math.min(p.current, p.goal);
      meter.id = `meter-${p.side}-${p.victory}-${p.measure}`;
      label.htmlFor = meter.id;
      li.append(label, meter);
      for (const l of p.limits || []) li.append(el("span", "limit", ` ${l.measure} ${l.at_least ? "≥" : "≤"} ${l.threshold}: ${l.current}`));
      return li;
    });
    if (!items.length) items.push(el("li", "", "No common victory is enabled."));
    els.progress.replaceChildren(...items);
  }

  function showPreview(move, captures, idle) {
    if (!move) {
      els.previewHead.textContent = idle;
      els.preview.replaceChildren();
      els.preview.dataset.move = "";
      return;
    }
    els.preview.dataset.move = move;
    els.previewHead.textContent = captures.length ? `${move} would capture:` : `${move} captures nothing.`;
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
      els.inspector.replaceChildren(el("p", "hint", "Point at a piece (or move the keyboard cursor onto it) to inspect it."));
      return;
    }
    const head = el("p", "", `${cap(piece.color)} ${piece.shape} ${piece.value} on ${piece.cell}`);
    const kids = [head];
    if (piece.shape === "pyramid") {
      const list = el("ol", "parts");
      for (const p of piece.parts) list.append(el("li", "", `${p.shape} ${p.value}`));
      kids.push(el("p", "", `${piece.parts.length} components, base first (total ${piece.value}):`), list);
    }
    els.inspector.replaceChildren(...kids);
  }

  function notice(text) {
    els.noticeText.textContent = text;
    els.notice.hidden = !text;
  }

  let lastAnnounce = "";
  function announce(text) {
    // Repeat texts get a trailing space so screen readers read them again.
    lastAnnounce = text === lastAnnounce ? `${text} ` : text;
    els.announce.textContent = lastAnnounce;
  }

  return { els, setPresets, update, showPreview, showInspector, notice, announce };
}
