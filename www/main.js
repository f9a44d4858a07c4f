// Boot and wiring: the language, the wasm core, the saved game and settings, then every part
// subscribed to the store in the order a change reaches them. The parts (chessground's shape):
// store.js (the data and its events), board.js and the feature modules (the actions), view.js
// (the canvas), controller.js (input and controls), panels/*.js (one per panel around the board;
// only this file imports them), storage.js (everything kept in the browser), api.js
// (window.rithmo). docs/shell.md follows one move through them. Every rule question goes to the
// game.

import init, { Game, presets } from "./pkg/rithmomachia.js";
import { exposeApi } from "./api.js";
import { putAsideBack } from "./aside.js";
import { followOtherTab, restore, showRestored } from "./board.js";
import { handlers, wireControls } from "./controller.js";
import { detectLanguage, onLanguageChange, setLanguage, t } from "./i18n.js";
import { attachInput } from "./input.js";
import { startOffline } from "./offline.js";
import { wirePracticeRules } from "./practice.js";
import { playSound, wireSound } from "./sound.js";
import { wireTabs } from "./panels/tabs.js";
import { wireTheme } from "./panels/theme.js";
import { wireHelp } from "./panels/help.js";
import { analysisMayStart, wireAnalysis } from "./panels/analysis.js";
import { wireAnimation } from "./panels/animation.js";
import { wireChoice } from "./panels/choice.js";
import { wireClassroom } from "./panels/classroom.js";
import { wireEmbed } from "./panels/embed.js";
import { wireClock } from "./panels/clock.js";
import { drawingHandlers, wireDrawings } from "./panels/drawings.js";
import { openDoorOnFirstVisit, wireDoor } from "./panels/door.js";
import { openEditLink, wireEditor, withEditor } from "./panels/editor.js";
import { wireExplain } from "./panels/explain.js";
import { wireFlow } from "./panels/flow.js";
import { wireGuide } from "./panels/guide.js";
import { openFriendLink, wireFriend } from "./panels/friend.js";
import { wireLanguage } from "./panels/language.js";
import { startLessons, wireLessons } from "./panels/lessons.js";
import { restoreAi, wireAi } from "./panels/opponent.js";
import { wirePractice } from "./panels/practice.js";
import { wirePresent } from "./panels/present.js";
import { resumePuzzles, wirePuzzles } from "./panels/puzzles.js";
import { wirePrisoners } from "./panels/prisoners.js";
import { openLink, wireRecords } from "./panels/records.js";
import { wireReport } from "./panels/report.js";
import { wireReview } from "./panels/review.js";
import { wireRules } from "./panels/rules.js";
import { wireStatus } from "./panels/status.js";
import { openStudyLink, wireStudies } from "./panels/studies.js";
import { resumeStudy, withStudy, wireStudy } from "./study/open.js";
import { watchShelf } from "./study/shelf.js";
import { cellAt } from "./render.js";
import { canvas, keepPanics, opponent, reportError, shortMessage, ui, wrap } from "./page.js";
import { DEFAULT_PRESET, emit, on, state } from "./store.js";
import { savedOrientation, watchGame } from "./storage.js";
import { fitLater, resize, watchPixelRatio, watchTheme, wireView } from "./view.js";
import { compiled } from "./wasm-start.js";

// Whatever escapes an entry point ends in the one error path: a message, the game as it was.
// (The browser's own notes, such as a ResizeObserver loop, come without an error: not ours.)
window.addEventListener("error", (e) => {
  if (e.error) reportError(e.error);
});
window.addEventListener("unhandledrejection", (e) => reportError(e.reason));

/**
 * Every part subscribed to the store. A new position reaches them in this order: the status line
 * and move list, the lesson controls, the trays, the choice, the panels that follow the focus,
 * the review, the board view (which measures the room they leave), the computer, then the
 * exercises, the analysis and the post-game analysis.
 */
function wireParts() {
  on("position", () => ui.update(state.snap));
  onLanguageChange(() => state.snap && ui.update(state.snap));
  wireControls();
  wireRules();
  wireLessons();
  wireGuide();
  wirePrisoners();
  wireChoice();
  wireStatus();
  wireExplain();
  wireFriend();
  wireFlow();
  wireClock();
  wireDrawings();
  wirePresent();
  wireReview();
  wireView();
  wireAi();
  wirePracticeRules();
  wirePractice();
  wirePuzzles();
  wireStudy();
  wireStudies();
  watchShelf();
  wireAnalysis();
  wireReport();
  wireClassroom();
  wireAnimation();
  wireEmbed();
  wireSound(t);
  on("played", ({ result }) => {
    const won = state.snap.status.state === "won";
    playSound(won ? "victory" : (result.captures || []).length ? "capture" : "move");
  });
  wireTabs();
  wireHelp();
  wireEditor();
  wireRecords();
  wireDoor();
  wireTheme();
}

/** Touch words where a finger plays: a screen without hover to start with, then the last pointer. */
function watchTouch() {
  state.touch = window.matchMedia("(hover: none)").matches;
  document.addEventListener(
    "pointerdown",
    (e) => {
      const touch = e.pointerType === "touch";
      if (touch === state.touch) return;
      state.touch = touch;
      emit("focus");
    },
    true,
  );
  emit("focus");
}

async function boot() {
  keepPanics();
  // The language's words load beside the rules core (English if its file cannot be had).
  const words = setLanguage(detectLanguage(), { remember: false }).catch(() => setLanguage("en", { remember: false }));
  wireLanguage();
  await init({ module_or_path: await compiled });
  await words;
  const orientation = savedOrientation();
  // None kept: upright (8 files across) on a portrait screen, sideways on a landscape one.
  if (orientation !== null) state.orientation = orientation;
  else if (window.matchMedia("(orientation: portrait)").matches) state.orientation = 0;
  canvas.dataset.orientation = String(state.orientation);
  ui.setPresets(presets(), DEFAULT_PRESET);
  // A reload during a lesson: the game set aside is the game in progress.
  putAsideBack();
  // (A link opened now is its own way in: the front door stays shut.)
  const linked = location.hash.length > 1;
  const restored = restore();
  const game = restored || new Game(DEFAULT_PRESET);
  restoreAi();
  wireParts();
  const cellOf = (x, y) => (state.layout ? cellAt(state.layout, x, y) : -1);
  // While the board editor is open, the board's input goes to it (panels/editor.js); arrows and
  // circles are drawn with the right button or a long press (panels/drawings.js).
  attachInput(canvas, cellOf, withEditor(withStudy({ ...handlers, ...drawingHandlers }), cellOf));
  showRestored(game, () => new Game(DEFAULT_PRESET));
  startLessons();
  // A puzzle open at the last visit opens again once its set is read.
  resumePuzzles().catch(reportError);
  // A study open at the last visit opens again (a played one once the core has read it).
  resumeStudy().catch(reportError);
  // Another tab of this page saving a game: this tab shows it, keeping its own (board.js).
  watchGame((raw) => {
    try {
      followOtherTab(raw);
    } catch (e) {
      reportError(e);
    }
  });
  try {
    if (!(await openFriendLink()) && !(await openEditLink()) && !(await openStudyLink())) await openLink();
  } catch (e) {
    reportError(e);
  }
  // A first visit meets the front door: play the computer, a friend, learn, puzzles.
  openDoorOnFirstVisit(!restored && !linked);
  resize();
  new ResizeObserver(() => resize()).observe(wrap);
  // A notice coming or going moves the board: check its fit (view.js).
  new MutationObserver(() => fitLater()).observe(document.getElementById("notice"), { attributes: true, attributeFilter: ["hidden"] });
  window.addEventListener("resize", resize);
  watchPixelRatio();
  watchTheme();
  watchTouch();
  exposeApi();
  document.body.dataset.ready = "1";
  startOffline();
  // With the computer playing, its own module (built for speed) loads in its worker once the
  // board is drawn, so its first move does not wait for it; hot seat loads it for a hint only.
  // The analysis's module waits for the same moment, and for the analysis to be switched on.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (state.mode !== "hotseat") opponent.warm();
      analysisMayStart();
    }, 0),
  );
}

boot().catch((e) => {
  console.error(e);
  ui.notice(() => t("app.startFailedNotice", { detail: shortMessage(e) }));
  ui.setText(document.getElementById("status"), () => t("app.startFailed"));
});
