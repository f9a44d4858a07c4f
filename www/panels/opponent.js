// The opponent panel: who the computer plays, how strong and how fast; its searches (in a worker,
// ai.js) started and cancelled as the position changes; the hint.

import { Cancelled } from "../ai.js";
import { play } from "../board.js";
import { capitalize, onLanguageChange, say, t } from "../i18n.js";
import { canvas, messageOf, opponent, ui } from "../page.js";
import { HINT_LEVEL, LEVELS, MODES, computerPlays, emit, on, reviewing, state } from "../store.js";
import { savePlayers, savedPlayers } from "../storage.js";

let autoTimer = 0;

/** The pace timer of auto mode, set or cleared (the store tells whether one waits). */
function setTimer(id) {
  autoTimer = id;
  state.scheduled = id !== 0;
}

/** After every change of position or mode: drop what no longer applies, then let the computer move. */
function afterChange() {
  if (state.thinking && (!state.snap || state.thinking.position !== state.snap.position)) cancelThinking();
  if (state.thinking && state.thinking.purpose === "move" && !computerPlays(state.thinking.side)) cancelThinking();
  if (state.hint && (!state.snap || state.hint.position !== state.snap.position)) state.hint = null;
  updateAiPanel();
  schedule();
}

function schedule() {
  clearTimeout(autoTimer);
  setTimer(0);
  const snap = state.snap;
  if (!snap || snap.status.state !== "playing" || !computerPlays(snap.turn)) return;
  if (state.mode === "auto" && state.paused) return;
  // Reviewing an earlier point: the computer waits until the player plays or goes to the end.
  if (reviewing()) return;
  if (state.thinking && state.thinking.purpose === "move") return;
  if (state.thinking) cancelThinking(); // a hint is pointless on the computer's turn
  const delay = state.mode === "auto" ? state.speed : 0;
  if (delay > 0) {
    setTimer(
      setTimeout(() => {
        setTimer(0);
        if (state.snap === snap) think("move");
      }, delay),
    );
  } else {
    think("move");
  }
}

function levelOf(purpose) {
  return purpose === "hint" ? HINT_LEVEL : state.level;
}

function think(purpose) {
  const snap = state.snap;
  const job = { purpose, side: snap.turn, position: snap.position, started: performance.now() };
  state.thinking = job;
  updateAiPanel();
  const seed = (state.seed + snap.ply * 7919 + state.games * 104729) >>> 0;
  // The rules travel as JSON: custom rules are searched as they are played. The whole game
  // goes with every request: the positions it had count as draws in the search (a side ahead
  // does not step back and forth), whatever the worker saw before.
  const rules = state.game.rulesJson();
  opponent.think({ rules, game: state.game.positions(), level: levelOf(purpose), seed }).then(
    (result) => {
      if (state.thinking !== job) return;
      state.thinking = null;
      state.lastThought = result;
      if (state.snap.position !== job.position) {
        afterChange();
        return;
      }
      if (purpose === "hint") {
        // The reasons are kept as the core's sentences: worded again on a language switch.
        state.hint = { position: job.position, move: result.move, from: result.from, to: result.to, says: result.says };
        updateAiPanel();
        emit("draw");
        ui.announce(t("hint.announce", { move: result.move, text: hintText(state.hint) }));
        return;
      }
      updateAiPanel();
      const err = play((g) => g.play(result.move), true);
      if (err) ui.notice(() => t("ai.refused", { move: result.move, detail: err }));
    },
    (err) => {
      if (err instanceof Cancelled) return;
      if (state.thinking === job) state.thinking = null;
      updateAiPanel();
      ui.notice(() => t("ai.failed", { detail: messageOf(err) }));
    },
  );
}

function cancelThinking() {
  clearTimeout(autoTimer);
  setTimer(0);
  if (!state.thinking) return;
  state.thinking = null;
  opponent.cancel();
  updateAiPanel();
}

function requestHint() {
  // A lesson has its own hint (its button is off).
  if (state.lessonMode) return;
  const snap = state.snap;
  if (!snap || snap.status.state !== "playing") {
    ui.announce(t("hint.gameOver"));
    return;
  }
  if (computerPlays(snap.turn)) {
    ui.announce(t("moves.computerTurn"));
    return;
  }
  // A game with a friend by link: the engine's best move would play for you (as the analysis).
  if (state.friend) {
    ui.announce(t("hint.friend"));
    return;
  }
  // An exercise has its own hint.
  if (state.thinking || state.exercise) return;
  state.hint = null;
  think("hint");
}

/** The hint's reasons in the current language ("Takes t16 on e4 by equality (16 = 16); …"). */
const hintText = (hint) => capitalize(say(hint.says));

function updateAiPanel() {
  const els = aiEls;
  if (!els.mode) return;
  els.mode.value = state.mode;
  els.level.value = state.level;
  // During a lesson the computer waits and the players' choices with it (panels/lessons.js).
  // A game with a friend by link says so, not "hot seat" (panels/friend.js).
  const note = state.lessonMode ? "mode.note.lesson" : state.friend ? `mode.note.friend.${state.friend.me}` : `mode.note.${state.mode}`;
  els.modeNote.textContent = t(note);
  els.speedRow.hidden = state.mode !== "auto";
  els.speed.value = String(state.speed);
  els.speedValue.textContent = state.speed ? t("players.speed.value", { s: (state.speed / 1000).toFixed(state.speed % 1000 ? 2 : 0) }) : t("players.speed.none");
  els.pause.textContent = t(state.paused ? "players.resume" : "players.pause");
  els.pause.setAttribute("aria-pressed", String(state.paused));
  const job = state.thinking;
  els.thinking.hidden = !job;
  if (job) {
    els.thinkingText.textContent =
      job.purpose === "hint" ? t("thinking.hint") : t("thinking.move", { side: t(`side.${job.side}`), level: t(`level.${state.level}`) });
  }
  canvas.dataset.thinking = job ? job.purpose : "";
  const playing = state.snap && state.snap.status.state === "playing";
  els.hint.disabled = state.lessonMode || !!state.friend || !playing || (state.snap && computerPlays(state.snap.turn)) || !!job;
  els.hintText.replaceChildren();
  if (state.hint) {
    const strong = document.createElement("strong");
    strong.textContent = state.hint.move;
    els.hintText.append(t("hint.label"), strong, t("hint.text", { text: hintText(state.hint) }));
  }
  els.hintText.dataset.move = state.hint ? state.hint.move : "";
}

const aiEls = {};

function saveAi() {
  savePlayers({ mode: state.mode, level: state.level, speed: state.speed });
}

export function restoreAi() {
  // None, or a bad entry: keep the defaults.
  const data = savedPlayers();
  if (!data) return;
  if (MODES.includes(data.mode)) state.mode = data.mode;
  if (LEVELS.includes(data.level)) state.level = data.level;
  if (Number.isFinite(data.speed) && data.speed >= 0 && data.speed <= 3000) state.speed = data.speed;
}

export function wireAi() {
  for (const [key, id] of [
    ["mode", "mode"], ["level", "level"], ["modeNote", "mode-note"], ["speedRow", "speed-row"], ["speed", "speed"],
    ["speedValue", "speed-value"], ["pause", "pause"], ["thinking", "thinking"], ["thinkingText", "thinking-text"],
    ["hint", "hint"], ["hintText", "hint-text"],
  ]) {
    aiEls[key] = document.getElementById(id);
  }
  aiEls.mode.addEventListener("change", () => {
    state.mode = aiEls.mode.value;
    state.paused = false;
    // The computer's module starts loading now, before its first move is asked for.
    if (state.mode !== "hotseat") opponent.warm();
    saveAi();
    ui.announce(t(`mode.note.${state.mode}`));
    // The board turns to the person's side when the computer takes the other.
    if (state.mode === "white" || state.mode === "black") emit("face", state.mode);
    // The analysis is off while the computer plays a side (panels/analysis.js), on in hot seat.
    emit("players");
  });
  aiEls.level.addEventListener("change", () => {
    state.level = aiEls.level.value;
    saveAi();
    updateAiPanel();
  });
  aiEls.speed.addEventListener("input", () => {
    state.speed = Number(aiEls.speed.value);
    saveAi();
    updateAiPanel();
  });
  aiEls.pause.addEventListener("click", () => {
    state.paused = !state.paused;
    if (state.paused) cancelThinking();
    ui.announce(t(state.paused ? "players.paused" : "players.resumed"));
    emit("players");
  });
  aiEls.hint.addEventListener("click", requestHint);
  on("position", afterChange);
  on("players", (detail) => (detail && detail.quiet ? updateAiPanel() : afterChange()));
  on("lesson", updateAiPanel);
  on("schedule", afterChange);
  on("stopThinking", cancelThinking);
  onLanguageChange(updateAiPanel);
}
