// The lessons panel: a short course of prepared positions, one per movement, capture method and
// victory of each preset. The core lists the lessons and judges the move played
// (lessons(), checkLesson()); their words come from the language files by lesson id
// ("lesson.<id>.title", ".task", ".hint", ".done"). The game in progress waits aside meanwhile
// (aside.js), and the game's own controls that do not apply are disabled.

import { Game, lessons as coreLessons, checkLesson } from "../pkg/rithmomachia.js";
import { bringBack, closeAside, enterLesson } from "../aside.js";
import { t, say, onLanguageChange } from "../i18n.js";
import { showBoard, ui } from "../page.js";
import { describePiece } from "../ui.js";
import { emit, on, state as store, teach } from "../store.js";
import { saveLesson, saveLessonsSolved, savedLesson, savedLessonsSolved } from "../storage.js";

const PRESETS = ["classic", "boissiere", "simplified", "ludii"];
const KINDS = ["motion", "capture", "turn", "victory"];

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "className") e.className = v;
    else if (k.startsWith("data-")) e.setAttribute(k, v);
    else e[k] = v;
  }
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The side a lesson's player plays: the side to move in its position, as the core reads it. */
const sides = new Map();
function sideOf(lesson) {
  if (!sides.has(lesson.id)) {
    const g = Game.fromPosition(lesson.position, lesson.preset);
    sides.set(lesson.id, g.turn());
    g.free();
  }
  return sides.get(lesson.id);
}

/** A part of a lesson's words ("title", "task", "hint", "done"): its sentences, joined. */
const words = (lesson, part) => lesson.words[part].map((k) => t(k)).join(" ");

/** A rules term (shape, method or victory id) in the current language. */
const term = (id) => (id ? t(`lessons.term.${id}`) : "");

/** The panel's elements, its lessons and its state; `host` is what the panel asks of the page. */
const els = {};
let list = [];
let host = null;
// current: the open lesson's index, -1 on the list; answer: the verdict once a move is played.
// solved: the ids of the lessons solved, kept across visits (the course's progress).
const state = { shown: false, current: -1, answer: null, hint: false, open: new Set(["classic"]), solved: new Set() };

function remember() {
  // Storage off: a reload goes back to the game.
  saveLesson(state.current >= 0 ? list[state.current].id : null);
}

function renderIndex() {
  const groups = [];
  for (const preset of PRESETS) {
    const mine = list.filter((l) => l.preset === preset);
    if (!mine.length) continue;
    const box = el("details", { className: "lessons-preset", "data-preset": preset });
    box.open = state.open.has(preset);
    box.addEventListener("toggle", () => (box.open ? state.open.add(preset) : state.open.delete(preset)));
    box.append(el("summary", {}, t("lessons.preset", { name: t(`lessons.preset.${preset}`), count: mine.length })));
    for (const kind of KINDS) {
      const ofKind = mine.filter((l) => l.kind === kind);
      if (!ofKind.length) continue;
      // A chapter: its lessons, how many are solved, each solved one marked.
      const done = ofKind.filter((l) => state.solved.has(l.id)).length;
      const head = el("h3", { className: "lessons-kind", "data-solved": String(done), "data-total": String(ofKind.length) }, t("lessons.chapter", { kind: t(`lessons.kind.${kind}`), n: done, total: ofKind.length }));
      box.append(head);
      const ol = el("ol", { className: "lessons-list" });
      for (const l of ofKind) {
        const li = el("li");
        const solved = state.solved.has(l.id);
        const b = el("button", { type: "button", className: `linkish${solved ? " solved" : ""}`, "data-lesson": l.id }, words(l, "title"));
        if (solved) {
          b.dataset.solved = "1";
          b.append(el("span", { className: "sr-only" }, ` (${t("lessons.solvedMark")})`));
        }
        li.append(b);
        ol.append(li);
      }
      box.append(ol);
    }
    groups.push(box);
  }
  els.index.replaceChildren(...groups);
}

function renderLesson() {
  const open = state.current >= 0;
  els.index.hidden = open;
  els.lesson.hidden = !open;
  if (!open) {
    teach("lesson", null);
    return;
  }
  const l = list[state.current];
  const side = sideOf(l);
  els.lesson.dataset.lesson = l.id;
  els.count.textContent = t("lessons.count", { n: state.current + 1, total: list.length, preset: t(`lessons.preset.${l.preset}`), kind: t(`lessons.kind.${l.kind}`) });
  els.title.textContent = words(l, "title");
  els.side.textContent = t(`lessons.side.${side}`);
  els.task.textContent = words(l, "task");
  els.hint.textContent = state.hint ? words(l, "hint") : "";
  els.hint.hidden = !state.hint;
  els.prev.disabled = state.current === 0;
  els.next.disabled = state.current === list.length - 1;
  renderResult(l);
  // The task, or the verdict, on the line under the board too: on a phone the panel is far below.
  const a = state.answer;
  const verdict = a && (a.solved ? `${t("lessons.welldone")} ${words(l, "done")}` : `${t("lessons.missed")} ${els.result.querySelector(".lesson-reason").textContent}`);
  teach("lesson", a ? { text: verdict, state: a.solved ? "solved" : "missed" } : { text: words(l, "task"), state: "task" });
}

function renderResult(l) {
  const a = state.answer;
  els.result.replaceChildren();
  els.result.dataset.state = a ? (a.solved ? "solved" : "missed") : "";
  els.retry.hidden = !a || a.solved;
  if (!a) return;
  if (a.solved) {
    els.result.append(el("p", { className: "lesson-verdict" }, t("lessons.welldone")));
    els.result.append(el("p", {}, words(l, "done")));
    // The course's last lesson under these rules: on to a first game.
    if (coursePath(l.preset).every((x) => state.solved.has(x.id))) {
      const b = el("button", { type: "button", id: "lesson-first-game", className: "primary" }, t("course.game"));
      b.addEventListener("click", firstGame);
      els.result.append(el("p", {}, t("course.done")), b);
    }
  } else {
    els.result.append(el("p", { className: "lesson-verdict" }, t("lessons.missed")));
    const params = { expected: a.expected, got: a.got, why: say(a.why), expectedName: term(a.expected), gotName: term(a.got) };
    els.result.append(el("p", { className: "lesson-reason" }, t(`lessons.reason.${a.reason}`, params)));
  }
  // What the core reports: the captures with their arithmetic, the victory with its own.
  const facts = el("ul", { className: "lesson-facts" });
  for (const c of a.captures || []) {
    facts.append(el("li", {}, t("lessons.captured", { cell: c.cell, piece: describePiece(c.color, c.shape, c.value), method: term(c.method), why: say(c.reason) })));
  }
  if (a.status && a.status.state === "won") {
    facts.append(el("li", {}, t(`lessons.won.${a.status.winner}`, { victory: term(a.status.victory), why: say(a.status.says) })));
  }
  if (facts.childElementCount) els.result.append(facts);
}

/** The rules whose lessons the course follows: the open lesson's, else the game's, else classic. */
function coursePreset() {
  const p = state.current >= 0 ? list[state.current].preset : store.preset;
  return list.some((l) => l.preset === p) ? p : "classic";
}

/** The course's path under its rules: the pieces and how they move, the captures, a turn's
 * order, how a game is won; each chapter's lessons in the core's order. */
const coursePath = (preset) => KINDS.flatMap((kind) => list.filter((l) => l.preset === preset && l.kind === kind));

/** The Learn tab's course: how far it has come, the next lesson, then a first game. */
function renderCourse() {
  if (!els.course) return;
  const preset = coursePreset();
  const path = coursePath(preset);
  const solved = path.filter((l) => state.solved.has(l.id)).length;
  const next = path.find((l) => !state.solved.has(l.id));
  els.course.dataset.preset = preset;
  els.course.dataset.solved = String(solved);
  els.course.dataset.total = String(path.length);
  els.courseProgress.textContent = t("course.progress", { rules: t(`lessons.preset.${preset}`), n: solved, total: path.length });
  els.courseContinue.hidden = !next;
  if (next) els.courseContinue.textContent = solved ? t("course.continue", { title: words(next, "title") }) : t("course.start", { title: words(next, "title") });
  els.courseDone.hidden = !!next;
}

/** The course's first game under its rules (the lessons closed; panels/guide.js plays it). */
function firstGame() {
  const preset = coursePreset();
  if (state.current >= 0 || state.shown) leave();
  emit("firstGame", preset);
}

function render() {
  renderCourse();
  els.panel.hidden = !state.shown;
  els.open.setAttribute("aria-expanded", String(state.shown));
  renderIndex();
  renderLesson();
  if (host.changed) host.changed();
}

function openLesson(index) {
  if (index < 0 || index >= list.length) return;
  state.current = index;
  state.open.add(list[index].preset);
  state.answer = null;
  state.hint = false;
  state.shown = true;
  remember();
  host.enter(list[index]);
  host.mark(null);
  render();
  showBoard();
  host.announce(`${words(list[index], "title")}. ${words(list[index], "task")}`);
}

function leave() {
  const wasOpen = state.current >= 0;
  state.current = -1;
  state.answer = null;
  state.hint = false;
  state.shown = false;
  remember();
  render();
  if (wasOpen) host.leave();
}

/** The panel's own controls. */
function wireControls() {
  els.open.addEventListener("click", () => {
    if (state.shown) {
      leave();
      return;
    }
    state.shown = true;
    render();
    els.panel.scrollIntoView({ block: "nearest" });
  });
  els.index.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-lesson]") : null;
    if (b) openLesson(list.findIndex((l) => l.id === b.dataset.lesson));
  });
  els.hintButton.addEventListener("click", () => {
    if (state.current < 0) return;
    state.hint = true;
    const l = list[state.current];
    host.mark(state.answer ? null : l.hint);
    renderLesson();
    host.announce(words(l, "hint"));
  });
  els.courseContinue.addEventListener("click", () => {
    const next = coursePath(coursePreset()).find((l) => !state.solved.has(l.id));
    if (next) openLesson(list.indexOf(next));
  });
  els.courseGame.addEventListener("click", firstGame);
  els.retry.addEventListener("click", () => openLesson(state.current));
  els.prev.addEventListener("click", () => openLesson(state.current - 1));
  els.next.addEventListener("click", () => openLesson(state.current + 1));
  els.back.addEventListener("click", () => {
    // Back to the list: the game in progress comes back to the board.
    const wasOpen = state.current >= 0;
    state.current = -1;
    state.answer = null;
    remember();
    render();
    if (wasOpen) host.leave();
  });
  els.leave.addEventListener("click", leave);
  onLanguageChange(() => render());
}

/** The lessons' answers to the page. */
const lessons = {
  /** Is a lesson on the board (the game set aside)? */
  active: () => state.current >= 0,
  /** Has the lesson's move been played (the board waits for Retry or Next)? */
  answered: () => state.current >= 0 && state.answer !== null,
  /** A person played `move` on the lesson's board: the core judges it. */
  played(move) {
    if (state.current < 0 || state.answer) return;
    const l = list[state.current];
    state.answer = checkLesson(l.id, move);
    if (state.answer.solved && !state.solved.has(l.id)) {
      state.solved.add(l.id);
      saveLessonsSolved([...state.solved]);
      renderIndex();
      renderCourse();
    }
    host.mark(null);
    renderLesson();
    // The verdict as the line under the board says it (renderLesson).
    host.announce(store.teaching.text);
  },
  /** After a reload: the lesson that was open, if any, opens again. */
  resume() {
    const id = savedLesson();
    const index = list.findIndex((l) => l.id === id);
    if (index >= 0) openLesson(index);
    else remember();
  },
  /** Leave the lessons without bringing the game back (a new game or position replaces it). */
  drop() {
    state.current = -1;
    state.answer = null;
    state.shown = false;
    remember();
    render();
  },
};

/**
 * host: {enter(lesson) — put the lesson's position on the board (the game set aside),
 *        leave() — bring the game back, mark(cell | null) — mark a piece on the board,
 *        announce(text), changed() — the lesson open or its answer changed}.
 */
function createLessons(pageHost) {
  host = pageHost;
  list = coreLessons();
  Object.assign(els, {
    open: $("lessons-open"),
    panel: $("lessons"),
    index: $("lessons-index"),
    lesson: $("lesson"),
    count: $("lesson-count"),
    title: $("lesson-title"),
    side: $("lesson-side"),
    task: $("lesson-task"),
    hintButton: $("lesson-hint-button"),
    hint: $("lesson-hint"),
    result: $("lesson-result"),
    retry: $("lesson-retry"),
    prev: $("lesson-prev"),
    next: $("lesson-next"),
    back: $("lesson-back"),
    leave: $("lessons-leave"),
    course: $("course"),
    courseProgress: $("course-progress"),
    courseContinue: $("course-continue"),
    courseDone: $("course-done"),
    courseGame: $("course-game"),
  });
  state.solved = new Set(savedLessonsSolved());
  wireControls();
  render();
  return lessons;
}

/**
 * The game's controls that do not apply to a lesson (the lesson has its own Hint, Retry, Next
 * and Leave): a new game and its rules, who plays, a friend's game, the records and a pasted
 * position. Disabled while a lesson is on the board; the board's Undo, Redo and the computer's
 * Hint too (ui.js and opponent.js set those from the game, then `lessonControls` overrides).
 */
const GAME_ONLY = [
  "preset", "new-game", "rules-open", "editor-open", "mode", "level", "speed", "pause",
  "friend-white", "friend-black", "friend-copy", "friend-share", "friend-leave", "friend-open-other",
  "export", "import-file", "share", "restore-previous", "position-input", "position-load",
];

/** Disable the game's own controls during a lesson, enable them again after it. */
function lessonControls() {
  const on = !!store.lessonMode;
  document.body.dataset.lesson = on ? "1" : "";
  for (const id of GAME_ONLY) {
    const e = document.getElementById(id);
    if (e) e.disabled = on;
  }
  document.getElementById("records-lesson-note").hidden = !on;
  if (on) ui.els.undo.disabled = ui.els.redo.disabled = true;
}


/** The lessons panel, once the game is on the board; a lesson open at the last visit opens again. */
export function startLessons() {
  let lessons = null;
  lessons = createLessons({
    enter: enterLesson,
    leave() {
      bringBack();
      ui.announce(t("lessons.returned"));
    },
    mark(cell) {
      store.lessonMark = cell;
      emit("draw");
    },
    announce: (text) => ui.announce(text),
    changed: () => follow(),
  });
  /** The store knows whether a lesson is open and answered (the board waits for Retry or Next). */
  function follow() {
    store.lessonOpen = lessons ? lessons.active() : false;
    if (lessons && lessons.answered()) store.answered = "lesson";
    else if (store.answered === "lesson") store.answered = "";
  }
  on("played", ({ result }) => {
    if (!store.lessonMode || !lessons.active() || !result || !result.move) return;
    lessons.played(result.move);
    follow();
  });
  // A game arriving from elsewhere (a file, a link, a new game) ends the lessons without a word.
  on("leaveLessons", () => {
    if (!store.lessonMode) return;
    closeAside();
    lessons.drop();
  });
  on("dropLessons", () => {
    if (lessons.active()) lessons.drop();
  });
  lessons.resume();
}

/** The game's controls follow the lesson mode (wired before the first game is on the board). */
export function wireLessons() {
  on("position", lessonControls);
  on("lesson", lessonControls);
}
