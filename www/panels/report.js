// The post-game analysis: every position of the game on the board evaluated by the engine in the
// analysis worker (panels/analysis.js), move by move with a progress bar, the page free the
// whole time and the run cancellable; then a graph of the evaluation over the game (a click on
// it shows that point of the game), the moves that lost most marked (inaccuracy, mistake,
// blunder: the core's thresholds, docs/analysis.md) with the better move and why, and "learn
// from your mistakes" (panels/practice.js). The core judges every move; this only shows.

import { Game } from "../pkg/rithmomachia.js";
import { Cancelled } from "../ai.js";
import { capitalize, onLanguageChange, say, t } from "../i18n.js";
import { startPractice } from "../practice.js";
import { reviewStudy } from "../study/doc.js";
import { startStudy } from "../study/open.js";
import { seekTo } from "../board.js";
import { moveNumber, numberedMove } from "../snapshot.js";
import { describeCapture, el, scoreText } from "../ui.js";
import { analyst, messageOf, ui } from "../page.js";
import { analysisBarred, emit, on, state } from "../store.js";
import { saveReport, savedReport } from "../storage.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 600;
const H = 120;
const MARKS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

// report: {rules, start, moves, plies: [the core's reviews, in order]} of the game analysed;
// run: the analysis under way ({id}), cancelled: the last run was stopped before its end.
const r = { report: null, run: null, total: 0, evaluated: 0, cancelled: false, error: "" };
const els = {};

/** The game on the board as the report knows games: its rules, start and whole line. */
function gameKey() {
  return { rules: state.game.rulesJson(), start: state.game.startPosition(), moves: state.snap.line.map((e) => e.move) };
}

/** The reviews that still describe the game on the board: those of its moves as analysed. */
function valid() {
  if (!r.report || !state.snap || state.lessonMode) return [];
  const key = gameKey();
  if (key.rules !== r.report.rules || key.start !== r.report.start) return [];
  const out = [];
  for (const p of r.report.plies) {
    if (key.moves[p.ply - 1] !== p.move) break;
    out.push(p);
  }
  return out;
}

/** The marked moves of the game on the board, in order (for "learn from your mistakes"). */
const markedPlies = () => valid().filter((p) => p.mark);

function run() {
  if (r.run || !state.snap) return;
  const key = gameKey();
  if (!key.moves.length) {
    r.error = t("report.empty");
    render();
    return;
  }
  const job = {};
  r.run = job;
  r.cancelled = false;
  r.error = "";
  r.total = key.moves.length + 1;
  r.evaluated = 0;
  r.report = { ...key, plies: [] };
  emit("holdAnalysis", true);
  render();
  analyst.ask({ type: "review", rules: key.rules, start: key.start, moves: key.moves, nodes: 0, seed: 1 }, (msg) => {
    if (r.run !== job) return;
    r.evaluated = msg.evaluated;
    r.total = msg.total;
    if (msg.ply) r.report.plies.push(msg.ply);
    render();
  }).then(
    () => {
      if (r.run !== job) return;
      r.run = null;
      saveReport(r.report);
      emit("holdAnalysis", false);
      render();
    },
    (err) => {
      if (r.run !== job) return;
      r.run = null;
      if (!(err instanceof Cancelled)) r.error = messageOf(err);
      emit("holdAnalysis", false);
      render();
    },
  );
}

function cancel() {
  if (!r.run) return;
  r.run = null;
  r.cancelled = true;
  analyst.cancel();
  // What was evaluated stays: the graph and marks so far.
  saveReport(r.report);
  emit("holdAnalysis", false);
  render();
}

function svg(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** The graph: White's winning chance after each move (the light share, up: White), the marks, the point shown. */
function drawGraph(plies) {
  const g = els.graph;
  g.replaceChildren();
  const n = state.snap ? state.snap.line.length : 0;
  g.dataset.plies = String(n);
  g.dataset.analysed = String(plies.length);
  // An SVG element has no `hidden` property: the attribute itself.
  g.toggleAttribute("hidden", !plies.length || !n);
  if (!plies.length || !n) return;
  const x = (k) => (k / n) * W;
  const y = (chance) => H / 2 - (chance * (H - 8)) / 2;
  const points = [[0, y(plies[0].chanceBefore)], ...plies.map((p) => [x(p.ply), y(p.chanceAfter)])];
  const line = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ");
  const last = points[points.length - 1][0];
  // As the bar above the board: White's share light, from below up to the line.
  g.append(svg("rect", { x: 0, y: 0, width: W, height: H, class: "graph-black" }));
  g.append(svg("polygon", { points: `0,${H} ${line} ${last.toFixed(1)},${H}`, class: "graph-white" }));
  g.append(svg("polyline", { points: line, class: "graph-line" }));
  g.append(svg("line", { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: "graph-mid" }));
  for (const p of plies) {
    if (!p.mark) continue;
    const dot = svg("circle", { cx: x(p.ply), cy: y(p.chanceAfter), r: 4, class: `graph-mark mark-${p.mark}` });
    dot.dataset.ply = String(p.ply);
    g.append(dot);
  }
  const at = state.snap.cursor;
  g.append(svg("line", { x1: x(at), y1: 0, x2: x(at), y2: H, class: "graph-cursor" }));
  // A slider for the keyboard: the point shown, read out as its comment.
  g.setAttribute("aria-valuemax", String(n));
  g.setAttribute("aria-valuenow", String(at));
  g.setAttribute("aria-valuetext", currentComment(plies) || t("report.graphStart"));
}

/** Show the marked move after (`dir` 1) or before (-1) the point shown, if there is one. */
function stepMark(dir) {
  const at = state.snap ? state.snap.cursor : 0;
  const plies = markedPlies().map((p) => p.ply);
  const to = dir > 0 ? plies.find((ply) => ply > at) : plies.reverse().find((ply) => ply < at);
  if (to !== undefined) seekTo(to);
}

/** The graph's keys: arrows a move, Home and End, Page Up and Page Down a marked move. */
function graphKey(e) {
  const n = Number(els.graph.dataset.plies) || 0;
  const at = state.snap ? state.snap.cursor : 0;
  const marks = { PageDown: 1, PageUp: -1 }[e.key];
  const to = { ArrowLeft: at - 1, ArrowDown: at - 1, ArrowRight: at + 1, ArrowUp: at + 1, Home: 0, End: n }[e.key];
  if (marks === undefined && to === undefined) return;
  e.preventDefault();
  e.stopPropagation();
  if (marks) stepMark(marks);
  else seekTo(Math.max(0, Math.min(n, to)));
}

/** The comment on the move shown: its mark and why, else its evaluation. */
function currentComment(plies) {
  const at = state.snap ? state.snap.cursor : 0;
  const p = plies.find((q) => q.ply === at);
  if (!p) return "";
  const side = t(`side.${p.side}`);
  const head = p.mark ? t("report.comment.marked", { n: moveNumber(p.ply), side, move: p.move, mark: t(`report.mark.${p.mark}`) }) : t("report.comment.plain", { n: moveNumber(p.ply), side, move: p.move, score: scoreText({ white: p.whiteAfter, winIn: null }) });
  const best = p.mark && p.best ? ` ${t("report.better", { move: p.best })}` : "";
  return `${head}${p.mark ? ` ${capitalize(say(p.says))}.` : ""}${best}`;
}

function summary(plies) {
  const count = (side, mark) => plies.filter((p) => p.side === side && p.mark === mark).length;
  return ["white", "black"].map((side) => t(`report.summary.${side}`, { inaccuracy: count(side, "inaccuracy"), mistake: count(side, "mistake"), blunder: count(side, "blunder") })).join(" ");
}

/** The move list's buttons carry their marks ("?!", "?", "??") while the report describes them. */
function markMoves(plies) {
  const marks = new Map(plies.filter((p) => p.mark).map((p) => [p.ply, p.mark]));
  for (const b of document.querySelectorAll("#moves button[data-ply]")) {
    const mark = marks.get(Number(b.dataset.ply)) || "";
    if ((b.dataset.mark || "") !== mark) {
      if (mark) b.dataset.mark = mark;
      else delete b.dataset.mark;
      b.title = mark ? t(`report.mark.${mark}`) : "";
    }
  }
}

function render() {
  if (!els.panel) return;
  const plies = r.run ? r.report.plies : valid();
  const running = !!r.run;
  const stale = !running && r.report && plies.length < (state.snap ? state.snap.line.length : 0);
  els.panel.dataset.state = running ? "running" : r.error ? "error" : r.cancelled && plies.length ? "cancelled" : plies.length ? (stale ? "partial" : "done") : "idle";
  els.panel.dataset.evaluated = String(running ? r.evaluated : plies.length);
  els.run.hidden = running;
  const barred = analysisBarred();
  els.run.disabled = barred || !!state.lessonMode || !state.snap || !state.snap.line.length;
  els.run.textContent = t(plies.length ? "report.again" : "report.run");
  els.cancel.hidden = !running;
  els.progressRow.hidden = !running;
  if (running) {
    els.progress.max = Math.max(1, r.total);
    els.progress.value = r.evaluated;
    els.progressText.textContent = t("report.progress", { n: r.evaluated, total: r.total });
  }
  let status = "";
  if (barred && !running) status = t("analysis.barred");
  else if (r.error) status = t("report.error", { why: r.error });
  else if (running) status = t("report.running");
  else if (r.cancelled) status = t("report.cancelled", { n: plies.length });
  else if (stale && plies.length) status = t("report.partial", { n: plies.length, total: state.snap.line.length });
  else if (plies.length) status = summary(plies);
  els.status.textContent = status;
  drawGraph(plies);
  els.current.textContent = running ? "" : currentComment(plies);
  const marked = plies.filter((p) => p.mark);
  els.marks.replaceChildren(
    ...marked.map((p) => {
      const li = el("li", `report-mark mark-${p.mark}`);
      const b = el("button", "linkish", t("report.markItem", { move: numberedMove(p.ply, p.side, p.move), side: t(`side.${p.side}`), sign: MARKS[p.mark], mark: t(`report.mark.${p.mark}`) }));
      b.type = "button";
      b.dataset.ply = String(p.ply);
      li.append(b, el("span", "report-why", ` ${capitalize(say(p.says))}.${p.best ? ` ${t("report.better", { move: p.best })}` : ""}`));
      return li;
    }),
  );
  els.learnRow.hidden = running || !marked.length;
  els.stepRow.hidden = running || !marked.length;
  markMoves(running ? [] : plies);
}

/** The game on the board changed or moved: the graph's point, the comment, the move marks. A
 * run for a game no longer on the board stops. */
function reportChanged() {
  if (r.run && state.snap && !state.lessonMode) {
    const key = gameKey();
    if (analysisBarred() || key.rules !== r.report.rules || key.start !== r.report.start || key.moves.join(" ") !== r.report.moves.join(" ")) cancel();
  }
  render();
}

/**
 * "Learn from your mistakes": each marked move of `list` (reviews of `game`'s moves) as an
 * exercise from the position before it. The engine in the analysis worker judges the answer:
 * right when it is the engine's move or loses less than an inaccuracy against it.
 */
/** Why a try is not better: at the first wrong try what it allows, never the better move (the
 * player tries again); from the second, the whole review, the better move with it. */
function wrongText(item, says) {
  item.tries = (item.tries || 0) + 1;
  if (item.tries > 1) return `${capitalize(say(says))}.`;
  const own = says.filter((s) => s.key !== "mark.misses" && s.key !== "mark.better");
  return own.length ? `${capitalize(say(own))}. ${t("practice.mistakes.again")}` : t("practice.mistakes.again");
}

function learnDeck(list, game) {
  const items = list.map((review) => {
    const g = Game.fromRecord(game.rules, game.start, game.moves.slice(0, review.ply - 1));
    const position = g.position();
    g.free();
    return { id: `ply-${review.ply}`, position, rules: game.rules, review };
  });
  return {
    kind: "mistakes",
    items,
    at: 0,
    title: (item, i, n) => t("practice.mistakes.title", { n: i + 1, total: n }),
    task: ({ review }) => t("practice.mistakes.task", { n: moveNumber(review.ply), side: t(`side.${review.side}`), move: review.move, mark: t(`report.mark.${review.mark}`) }),
    hint: ({ review }, level) =>
      level === 1 && review.bestFrom
        ? { text: t("practice.mistakes.hint", { cell: review.bestFrom }), cell: review.bestFrom }
        : { text: t("practice.mistakes.hintMove", { move: review.best }), cell: review.bestFrom },
    check: (item, move, result) => {
      const { position, rules, review } = item;
      return analyst.ask({ type: "try", position, rules, move, best: review.best || "", before: review.before, nodes: 0, seed: 1 }).then((v) => ({
        right: v.right,
        done: true,
        text: v.right ? t("practice.mistakes.good", { best: review.best }) : wrongText(item, v.review.says || []),
        facts: (result.captures || []).map(describeCapture),
      }));
    },
  };
}

export function wireReport() {
  for (const event of ["position", "players"]) on(event, reportChanged);
  for (const [key, id] of [
    ["panel", "report"], ["run", "report-run"], ["cancel", "report-cancel"], ["progressRow", "report-progress-row"], ["progress", "report-progress"],
    ["progressText", "report-progress-text"], ["status", "report-status"], ["graph", "report-graph"], ["current", "report-current"], ["marks", "report-marks"],
    ["learnRow", "report-learn-row"], ["learn", "report-learn"], ["learnSide", "report-learn-side"], ["stepRow", "report-step-row"],
  ]) {
    els[key] = document.getElementById(id);
  }
  els.graph.setAttribute("viewBox", `0 0 ${W} ${H}`);
  const saved = savedReport();
  if (saved && typeof saved.rules === "string" && typeof saved.start === "string" && Array.isArray(saved.moves)) r.report = saved;
  els.run.addEventListener("click", run);
  // The end banner's "Review the game" (panels/flow.js): the analysis of the game just ended,
  // unless one of it is already there or under way.
  on("review", () => {
    if (!valid().length || valid().length < state.snap.line.length) run();
    els.panel.scrollIntoView({ block: "nearest" });
  });
  els.cancel.addEventListener("click", cancel);
  // A point of the graph: the game as it stood after that move.
  els.graph.addEventListener("click", (e) => {
    const n = Number(els.graph.dataset.plies) || 0;
    const box = els.graph.getBoundingClientRect();
    if (!n || !box.width) return;
    seekTo(Math.round(((e.clientX - box.left) / box.width) * n));
  });
  els.graph.addEventListener("keydown", graphKey);
  document.getElementById("report-prev-mark").addEventListener("click", () => stepMark(-1));
  document.getElementById("report-next-mark").addEventListener("click", () => stepMark(1));
  els.marks.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-ply]") : null;
    if (b) seekTo(Number(b.dataset.ply));
  });
  els.learn.addEventListener("click", () => {
    const side = els.learnSide.value;
    const list = markedPlies().filter((p) => side === "both" || p.side === side);
    if (list.length) startPractice(learnDeck(list, r.report));
  });
  document.getElementById("report-study").addEventListener("click", makeStudy);
  onLanguageChange(() => render());
  render();
}

/** The game analysed as a study, in one action: each marked move a question (find the better move). */
function makeStudy() {
  const marks = markedPlies()
    .filter((p) => p.best)
    .map((p) => ({
      ply: p.ply,
      best: p.best,
      comment: t("report.studyComment", { move: numberedMove(p.ply, p.side, p.move), mark: t(`report.mark.${p.mark}`) }),
      explain: `${capitalize(say(p.says))}. ${t("report.better", { move: p.best })}`,
    }));
  if (!marks.length) return;
  const title = t("report.studyTitle", { date: new Date().toLocaleDateString(document.documentElement.lang || undefined) });
  const id = startStudy(title, (rules, line) => reviewStudy(title, rules, { title: t("report.studyChapter"), ...line }, marks));
  if (!id) return;
  ui.announce(t("report.studyMade", { title, n: marks.length }));
  emit("showTab", "learn");
}
