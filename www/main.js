// Boot: the language, the wasm core, the saved game and settings, then every part wired in
// order. The parts (chessground's shape): state.js (the state), board.js (the game and its
// actions), view.js (the canvas), controller.js (input and controls), panels/*.js (one per
// panel around the board), storage.js (everything kept in the browser), api.js (window.rithmo).
// The shell keeps UI state only; every rule question goes to the game.

import init, { Game, presets } from "./pkg/rithmomachia.js";
import { exposeApi } from "./api.js";
import { followOtherTab, restore, showRestored } from "./board.js";
import { handlers, wireControls } from "./controller.js";
import { detectLanguage, setLanguage, t } from "./i18n.js";
import { attachInput } from "./input.js";
import { startOffline } from "./offline.js";
import { wireSound } from "./sound.js";
import { wireTabs } from "./panels/tabs.js";
import { wireHelp } from "./panels/help.js";
import { analysisMayStart, wireAnalysis } from "./panels/analysis.js";
import { wireChoice } from "./panels/choice.js";
import { wireClassroom } from "./panels/classroom.js";
import { wireDrawings } from "./panels/drawings.js";
import { openEditLink, wireEditor, withEditor } from "./panels/editor.js";
import { wireExplain } from "./panels/explain.js";
import { openFriendLink, wireFriend } from "./panels/friend.js";
import { wireLanguage } from "./panels/language.js";
import { putAsideBack, startLessons } from "./panels/lessons.js";
import { restoreAi, wireAi } from "./panels/opponent.js";
import { wirePractice } from "./panels/practice.js";
import { wirePresent } from "./panels/present.js";
import { resumePuzzles, wirePuzzles } from "./panels/puzzles.js";
import { wirePrisoners } from "./panels/prisoners.js";
import { openLink, wireRecords } from "./panels/records.js";
import { wireReport } from "./panels/report.js";
import { wireReview } from "./panels/review.js";
import { wireRules } from "./panels/rules.js";
import { cellAt } from "./render.js";
import { DEFAULT_PRESET, canvas, opponent, reportError, shortMessage, state, ui, wrap } from "./state.js";
import { savedOrientation, watchGame } from "./storage.js";
import { fitLater, resize, watchPixelRatio, watchTheme } from "./view.js";
import { compiled } from "./wasm-start.js";

// Whatever escapes an entry point ends in the one error path: a message, the game as it was.
// (The browser's own notes, such as a ResizeObserver loop, come without an error: not ours.)
window.addEventListener("error", (e) => {
  if (e.error) reportError(e.error);
});
window.addEventListener("unhandledrejection", (e) => reportError(e.reason));

async function boot() {
  setLanguage(detectLanguage(), { remember: false });
  wireLanguage();
  await init({ module_or_path: await compiled });
  const orientation = savedOrientation();
  // None kept: upright (8 files across) on a portrait screen, sideways on a landscape one.
  if (orientation !== null) state.orientation = orientation;
  else if (window.matchMedia("(orientation: portrait)").matches) state.orientation = 0;
  canvas.dataset.orientation = String(state.orientation);
  ui.setPresets(presets(), DEFAULT_PRESET);
  // A reload during a lesson: the game set aside is the game in progress.
  putAsideBack();
  const game = restore() || new Game(DEFAULT_PRESET);
  restoreAi();
  wireControls();
  wireRules();
  wireChoice();
  wirePrisoners();
  wireAi();
  wireReview();
  wirePractice();
  wirePuzzles();
  wireAnalysis();
  wireReport();
  wireRecords();
  wireExplain();
  wireDrawings();
  wirePresent();
  wireClassroom();
  wireFriend();
  wireSound(t);
  wireTabs();
  wireHelp();
  wireEditor();
  const cellOf = (x, y) => (state.layout ? cellAt(state.layout, x, y) : -1);
  // While the board editor is open, the board's input goes to it (panels/editor.js).
  attachInput(canvas, cellOf, withEditor(handlers, cellOf));
  showRestored(game, () => new Game(DEFAULT_PRESET));
  startLessons();
  // A puzzle open at the last visit opens again once its set is read.
  resumePuzzles().catch(reportError);
  // Another tab of this page saving a game: this tab shows it, keeping its own (board.js).
  watchGame((raw) => {
    try {
      followOtherTab(raw);
    } catch (e) {
      reportError(e);
    }
  });
  try {
    if (!(await openFriendLink()) && !(await openEditLink())) await openLink();
  } catch (e) {
    reportError(e);
  }
  resize();
  new ResizeObserver(() => resize()).observe(wrap);
  // A notice coming or going moves the board: check its fit (view.js).
  new MutationObserver(() => fitLater()).observe(document.getElementById("notice"), { attributes: true, attributeFilter: ["hidden"] });
  window.addEventListener("resize", resize);
  watchPixelRatio();
  watchTheme();
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
