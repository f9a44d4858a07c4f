// The computer analysis: the engine's evaluation of the position on the board (the bar above
// the board) and its best lines, each with what it wins in words, from the analysis's module in
// a worker of its own (`analyst`, also the post-game analysis's: panels/report.js), so the page
// never waits on it. Each position is searched twice, quickly then deeper, at fixed node counts
// (the same position always gets the same answer); a new position cancels the search under way.
// Off during lessons, puzzles and exercises (it would give the answer away), and while a game
// against the computer or a friend is played (it would play for the player).

import { Cancelled } from "../ai.js";
import { capitalize, onLanguageChange, say, t } from "../i18n.js";
import { analyst, messageOf } from "../page.js";
import { analysisBarred, emit, on, state } from "../store.js";
import { saveAnalysis, savedAnalysis } from "../storage.js";
import { el, scoreText, scoreWords } from "../ui.js";

// The analysis's module loads only once the board is first drawn (main.js): a saved "on" does
// not make the page's first draw share the network or the cores with it.
let mayStart = false;

/** The board is drawn: the analysis may start its worker. */
export function analysisMayStart() {
  mayStart = true;
  analysisChanged();
}

/** The passes over a position: the review's node budget per position, times this. */
const SCALES = [1, 5];

const a = { on: false, lines: 1, shown: null, job: null, error: "", held: false };
const els = {};

/** Is the analysis wanted and possible now? */
const active = () => a.on && !!state.snap && !state.lessonMode && !analysisBarred();

/** The position on the board changed (or the settings did): analyse it, or show what is known. */
function analysisChanged() {
  if (!els.panel) return;
  if (!active() || a.held) {
    if (a.job && !a.held) stop();
    render();
    return;
  }
  const position = state.snap.position;
  const done = a.shown && a.shown.position === position && a.shown.lines === a.lines;
  if (done && a.shown.pass === SCALES.length - 1) {
    render();
    return;
  }
  if (a.job && a.job.position === position && a.job.lines === a.lines) return;
  if (!mayStart) return render();
  start(position, done ? a.shown.pass + 1 : 0);
}

function start(position, pass) {
  const job = { position, lines: a.lines, pass };
  a.job = job;
  a.error = "";
  const request = { type: "analyse", position, rules: state.game.rulesJson(), nodes: 0, scale: SCALES[pass], lines: a.lines, seed: 1 };
  analyst.ask(request).then(
    (report) => {
      if (a.job !== job) return;
      a.job = null;
      a.shown = { ...job, report };
      if (active() && state.snap.position === position) analysisChanged();
      render();
    },
    (err) => {
      if (err instanceof Cancelled || a.job !== job) return;
      a.job = null;
      a.error = messageOf(err);
      render();
    },
  );
  render();
}

function stop() {
  a.job = null;
  analyst.cancel();
}

/**
 * The post-game analysis needs the worker: the live analysis stops (true) until it is done
 * (false), then takes up the position on the board again.
 */
function holdAnalysis(held) {
  a.held = held;
  if (held) stop();
  analysisChanged();
}

function render() {
  const on = active();
  const position = state.snap ? state.snap.position : "";
  const fresh = a.shown && a.shown.position === position ? a.shown : null;
  const report = fresh ? fresh.report : null;
  const running = !!a.job && on;
  const barred = analysisBarred();
  els.panel.dataset.state = barred ? "barred" : !a.on ? "off" : !on ? "paused" : a.held ? "held" : running ? "running" : report ? "done" : a.error ? "error" : "idle";
  els.panel.dataset.position = report ? position : "";
  els.panel.dataset.pass = fresh ? String(fresh.pass + 1) : "";
  els.toggle.checked = a.on;
  els.toggle.disabled = barred;
  els.lines.disabled = barred;
  // How many lines matters once the analysis is on (and saves a row of a short screen until then).
  els.linesRow.hidden = !a.on || barred;
  els.lines.value = String(a.lines);
  // The bar: White's share of the winning chances, from the left.
  els.bar.hidden = !on;
  if (report) {
    const share = Math.round(((report.chance + 1) / 2) * 1000) / 10;
    els.fill.style.width = `${share}%`;
    els.barText.textContent = scoreText(report);
    els.bar.dataset.position = position;
    els.bar.dataset.white = String(report.white);
    els.bar.dataset.chance = report.chance.toFixed(3);
    els.bar.setAttribute("aria-valuenow", String(Math.round(report.chance * 100)));
    els.bar.setAttribute("aria-valuetext", scoreWords(report));
  } else {
    els.bar.dataset.position = "";
  }
  els.bar.classList.toggle("stale", !report);
  // The first line's move, drawn on the board as an arrow (render.js), as lichess shows the best move.
  const first = on && report && !state.editor ? report.lines[0] : null;
  const best = first ? { position, move: first.move, from: first.from, to: first.to } : null;
  if ((best && best.move) !== (state.best && state.best.move) || (best && best.position) !== (state.best && state.best.position)) {
    state.best = best;
    emit("draw");
  }
  let status = "";
  if (barred) status = t("analysis.barred");
  else if (!a.on) status = "";
  else if (!on) status = t("analysis.paused");
  else if (a.held) status = t("analysis.held");
  else if (a.error) status = t("analysis.error", { why: a.error });
  else if (report && report.over) status = t("analysis.over");
  else if (report) status = t(running ? "analysis.deepening" : "analysis.done", { n: report.nodes.toLocaleString(), depth: Math.max(0, ...report.lines.map((l) => l.depth)) });
  else if (running) status = t("analysis.running");
  els.status.textContent = status;
  els.list.replaceChildren(
    ...(on && report ? report.lines : []).map((line, i) => {
      const li = el("li", "analysis-line");
      li.dataset.move = line.move;
      li.append(el("span", "analysis-score", scoreText(line)), " ");
      const moves = el("span", "analysis-pv");
      moves.append(el("strong", "", line.pv[0] || line.move), line.pv.length > 1 ? ` ${line.pv.slice(1).join(" ")}` : "");
      li.append(moves);
      const why = capitalize(say(line.says));
      li.append(el("p", "analysis-why", why));
      li.setAttribute("aria-label", t("analysis.lineLabel", { n: i + 1, score: scoreWords(line), moves: (line.pv.length ? line.pv : [line.move]).join(" "), why }));
      return li;
    }),
  );
}

export function wireAnalysis() {
  for (const event of ["position", "players", "lesson"]) on(event, analysisChanged);
  on("holdAnalysis", holdAnalysis);
  for (const [key, id] of [["panel", "analysis"], ["toggle", "analysis-toggle"], ["lines", "analysis-lines"], ["linesRow", "analysis-lines-row"], ["status", "analysis-status"], ["list", "analysis-list"], ["bar", "eval-bar"], ["fill", "eval-fill"], ["barText", "eval-text"]]) {
    els[key] = document.getElementById(id);
  }
  const saved = savedAnalysis();
  if (saved) {
    a.on = saved.on === true;
    if ([1, 2, 3].includes(saved.lines)) a.lines = saved.lines;
  }
  const keep = () => saveAnalysis({ on: a.on, lines: a.lines });
  els.toggle.addEventListener("change", () => {
    a.on = els.toggle.checked;
    keep();
    analysisChanged();
  });
  els.lines.addEventListener("change", () => {
    a.lines = Number(els.lines.value) || 1;
    keep();
    analysisChanged();
  });
  onLanguageChange(() => render());
  analysisChanged();
}
