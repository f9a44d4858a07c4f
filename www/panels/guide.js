// The guided way in: the introduction ("what is this": the board, the pieces, the captures, how
// a game is won, each step pictured with the page's own pieces and worded from the core's
// description of the rules chosen), and the course's first game against the easy computer, a
// short one (the first to take three pieces wins), coached on the line under the board: what
// each capture took and why, the count towards the goal, whose move it is, and the verdict.

import { Game, describeRules, presetRules } from "../pkg/rithmomachia.js";
import { beginWith } from "../begin.js";
import { onLanguageChange, say, t } from "../i18n.js";
import { listCaptures, listReasons } from "../snapshot.js";
import { COLORS, LIGHT, pieceShapes, svgOf } from "../shapes.js";
import { on, state, teach } from "../store.js";
import { saveGuide, savedGuide } from "../storage.js";

const $ = (id) => document.getElementById(id);

/** The first game's goal: the pieces a side must take (the sources let the players agree it). */
const FIRST_GOAL = 3;

/** The introduction's steps; each one's words are `intro.<step>.title`, `.text`, `.picture`. */
const STEPS = ["what", "pieces", "captures", "win", "next"];

/** Which step of the introduction a sentence of the rules' description belongs to. */
function stepOf(key) {
  if (key.startsWith("rules.board")) return "what";
  if (/^rules\.(motion|pyramid\.)/.test(key)) return "pieces";
  if (/^rules\.(victor|pyramidFirst|plyCap)/.test(key)) return "win";
  return "captures";
}

// Each step's picture: pieces in a row ({color, shape, value, layers}) and the signs between.
const W = "white";
const B = "black";
const PICTURES = {
  what: [{ color: W, shape: "round", value: 4 }, "vs", { color: B, shape: "round", value: 9 }],
  pieces: [
    { color: W, shape: "round", value: 8 },
    { color: W, shape: "triangle", value: 36 },
    { color: W, shape: "square", value: 64 },
    { color: W, shape: "pyramid", value: 91, layers: 6 },
  ],
  captures: [{ color: W, shape: "round", value: 3 }, "×", { color: W, shape: "round", value: 3 }, "=", { color: B, shape: "round", value: 9 }],
  win: [{ color: W, shape: "round", value: 2 }, { color: W, shape: "round", value: 4 }, { color: W, shape: "triangle", value: 8 }],
  next: [],
};

/** A step's picture as SVG: its pieces on light cells, in the page's palette whatever the theme. */
function pictureSvg(items) {
  if (!items.length) return "";
  const cell = 48;
  const gap = 6;
  const prims = [];
  let x = 0;
  let light = true; // the cells alternate, as on the board
  for (const it of items) {
    if (typeof it === "string") {
      const text = it === "vs" ? "·" : it;
      prims.push({ k: "text", x: x + cell / 4, y: cell / 2, text, size: 24, weight: 700, fill: LIGHT.label });
      x += cell / 2 + gap;
      continue;
    }
    prims.push({ k: "rect", x, y: 0, w: cell, h: cell, fill: COLORS.whiteHalf[light ? 0 : 1] });
    light = !light;
    prims.push(...pieceShapes(it, x, 0, cell, COLORS, it.layers || 1));
    x += cell + gap;
  }
  const w = x - gap;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${w + 8} ${cell + 8}" width="${w + 8}" height="${cell + 8}" aria-hidden="true" focusable="false"><rect x="-4" y="-4" width="${w + 8}" height="${cell + 8}" rx="6" fill="${LIGHT.page}"/>${svgOf(prims)}</svg>`;
}

/** The rules the course follows now (the course box says which). */
const coursePreset = () => $("course").dataset.preset || "classic";

/** The rules' description, by step, for `preset` (one read a preset). */
const described = new Map();
function sentencesOf(preset) {
  if (!described.has(preset)) {
    const by = Object.fromEntries(STEPS.map((s) => [s, []]));
    try {
      for (const s of describeRules(presetRules(preset)).sentences) by[stepOf(s.key)].push(s);
    } catch {
      /* a preset always describes itself; an empty list otherwise */
    }
    described.set(preset, by);
  }
  return described.get(preset);
}

let step = -1; // the step shown, -1 while the introduction is closed

function renderIntro() {
  const dialog = $("intro");
  if (step < 0) return;
  const name = STEPS[step];
  const preset = coursePreset();
  dialog.dataset.step = name;
  $("intro-count").textContent = t("intro.count", { n: step + 1, total: STEPS.length });
  $("intro-title").textContent = t(`intro.${name}.title`);
  const picture = $("intro-picture");
  picture.innerHTML = pictureSvg(PICTURES[name]);
  picture.hidden = !PICTURES[name].length;
  // The picture in words, for whoever does not see it.
  $("intro-picture-words").textContent = PICTURES[name].length ? t(`intro.${name}.picture`) : "";
  $("intro-text").textContent = t(`intro.${name}.text`, { rules: t(`lessons.preset.${preset}`), goal: FIRST_GOAL });
  const rules = sentencesOf(preset)[name];
  $("intro-rules").replaceChildren(
    ...rules.map((s) => {
      const li = document.createElement("li");
      li.textContent = say(s);
      return li;
    }),
  );
  $("intro-rules").hidden = !rules.length;
  $("intro-back").disabled = step === 0;
  $("intro-next").hidden = step === STEPS.length - 1;
  $("intro-start").hidden = step !== STEPS.length - 1;
}

function openIntro() {
  const dialog = $("intro");
  step = 0;
  renderIntro();
  if (!dialog.open) dialog.showModal();
  $("intro-next").focus();
}

function go(by) {
  step = Math.max(0, Math.min(STEPS.length - 1, step + by));
  renderIntro();
  const kept = savedGuide();
  if (step === STEPS.length - 1 && !kept.intro) saveGuide({ ...kept, intro: true });
  markCourse();
  // Keep the keyboard on the way forward.
  (step === STEPS.length - 1 ? $("intro-start") : step === 0 ? $("intro-next") : document.activeElement).focus();
}

/** The course box says whether the introduction was seen (the front door opens it for a newcomer). */
function markCourse() {
  const kept = savedGuide();
  $("course").dataset.intro = kept.intro ? "seen" : "new";
  const result = kept.results && kept.results[coursePreset()];
  const line = $("course-first-result");
  line.hidden = !result;
  line.dataset.result = result || "";
  if (result) line.textContent = t(`guide.result.${result}`, { rules: t(`lessons.preset.${coursePreset()}`) });
}

// ---------------------------------------------------------------- the first game

/** The course's rules with the count of pieces taken lowered to the first game's goal. */
function firstGameRules(preset) {
  const rules = JSON.parse(presetRules(preset));
  const id = "body" in rules.victories ? "body" : "de-corpore";
  const none = { pieces: 0, value: { white: 0, black: 0 }, digits: 0, digitSet: 0 };
  rules.victories[id] = { ...(rules.victories[id] || none), pieces: FIRST_GOAL };
  return JSON.stringify(rules);
}

/** A first game under the course's rules against the easy computer, the player White. */
function firstGame(preset) {
  const game = new Game(firstGameRules(preset));
  saveGuide({ ...savedGuide(), game: { rules: game.rulesJson(), preset } });
  coached.set(game, true);
  beginWith(game, () => t("guide.begun", { goal: FIRST_GOAL }), "white", "easy");
}

/** Is the game on the board the course's first game, played against the computer? */
const coached = new WeakMap();
function guided() {
  const g = state.game;
  if (!g || state.lessonMode || state.friend || state.mode !== "white") return false;
  if (!coached.has(g)) {
    const kept = savedGuide().game;
    let rules = "";
    try {
      rules = g.rulesJson();
    } catch {
      /* rules that no longer read: not the first game */
    }
    coached.set(g, !!kept && rules === kept.rules);
  }
  return coached.get(g);
}

/** The pieces each side has taken towards the goal (the core's progress on the count). */
function tally(snap) {
  const count = (side) => {
    const p = (snap.progress || []).find((x) => x.side === side && x.measure === "pieces");
    return p ? p.current : 0;
  };
  return { mine: count("white"), theirs: count("black"), goal: FIRST_GOAL };
}

/** What the coach says now, or null when the game is not the first game. */
function coaching() {
  const snap = state.snap;
  if (!snap || !guided()) return null;
  const st = snap.status;
  if (st.state === "won" || st.state === "drawn") {
    const result = st.state === "drawn" ? "drawn" : st.winner === "white" ? "won" : "lost";
    const kept = savedGuide();
    const preset = (kept.game && kept.game.preset) || coursePreset();
    if (!kept.results || kept.results[preset] !== result) {
      saveGuide({ ...kept, results: { ...(kept.results || {}), [preset]: result } });
      markCourse();
    }
    const victory = st.victory ? t(`victory.${st.victory}`) : "";
    return { text: t(`guide.end.${result}`, { victory }), state: result === "won" ? "solved" : "missed" };
  }
  const parts = [];
  const last = snap.lastMove;
  if (snap.cursor === 0) parts.push(t("guide.start", { goal: FIRST_GOAL }));
  else if (last && last.captures.length) {
    const who = snap.turn === "white" ? "computer" : "you";
    parts.push(t(`guide.took.${who}`, { pieces: listCaptures(last.captures), why: listReasons(last.captures) }));
  }
  if (snap.cursor > 0) parts.push(t("guide.tally", tally(snap)));
  parts.push(snap.turn === "white" ? t(state.touch ? "guide.yourMove.touch" : "guide.yourMove") : t("guide.waiting"));
  return { text: parts.join(" "), state: "task" };
}

function coach() {
  teach("guide", coaching());
}

/** The introduction's dialog and the course's first game. */
export function wireGuide() {
  $("course-intro").addEventListener("click", openIntro);
  $("intro-next").addEventListener("click", () => go(1));
  $("intro-back").addEventListener("click", () => go(-1));
  $("intro-start").addEventListener("click", () => {
    $("intro").close();
    // On to the course's next lesson, on the board.
    $("course-continue").click();
  });
  $("intro").addEventListener("close", () => (step = -1));
  on("firstGame", firstGame);
  for (const event of ["game", "position", "players", "lesson"]) on(event, coach);
  on("game", markCourse);
  onLanguageChange(() => {
    renderIntro();
    coach();
    markCourse();
  });
  markCourse();
}
