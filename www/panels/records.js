// The records panel: export and import of game files, links to share, and the game a file or a
// link replaced (docs/records.md).

import { Game, presetRules } from "../pkg/rithmomachia.js";
import { onPreviousChange, savedData, setGame } from "../board.js";
import { t } from "../i18n.js";
import { isFriendFragment } from "./friend.js";
import { closeLessons } from "./lessons.js";
import { cancelThinking } from "./opponent.js";
import { MAX_LINK_CHARS, isEditFragment, MAX_RECORD_BYTES, RecordError, gameOf, makeLinkFragment, makeRecord, readLinkFragment, readRecord, recordFileName } from "../records.js";
import { reportError, shorten, shortMessage, state, opponent, ui } from "../state.js";
import { previousGame, savePrevious } from "../storage.js";

export const recordEls = {};

/** Has the game in play anything to lose (a move, or a start of its own)? */
function worthKeeping(g) {
  if (!g) return false;
  let fresh = "";
  try {
    const f = new Game(g.rulesJson());
    fresh = f.startPosition();
    f.free();
  } catch {
    /* custom rules that no longer load: keep the game anyway */
  }
  return !(g.lineLength() === 0 && g.startPosition() === fresh);
}

/** Keep the game being replaced (when it has anything to lose) so that it can be restored. */
export function keepPrevious() {
  const g = state.game;
  if (!worthKeeping(g)) return false;
  return savePrevious(savedData(g));
}

export function updateRecords() {
  if (recordEls.restore) recordEls.restore.hidden = !previousGame();
}

/**
 * Put a game in play (from a file, a link, a pasted position, the previous game, a new game),
 * keeping the one it replaces so that "Back to the previous game" returns to it. When that game
 * cannot be kept (storage full or off), the player is asked first. `notice`: the message goes
 * to the notice at the top too (a link opened from outside the page).
 */
export function takeGame(game, message, { notice = false } = {}) {
  // A game arriving during a lesson ends the lesson; the game set aside is the one kept.
  closeLessons();
  if (!worthKeeping(state.game) || keepPrevious()) {
    putInPlay(game, message, worthKeeping(state.game), notice);
    return;
  }
  askReplace(game, message, notice);
}

function putInPlay(game, message, kept, notice) {
  cancelThinking();
  opponent.reset();
  state.games += 1;
  setGame(game);
  updateRecords();
  // Worded again on a language switch (`message` is a function giving it in the current language).
  const text = () => `${message()} ${kept ? t("records.previousKept") : ""}`.trim();
  ui.setText(recordEls.message, text);
  if (notice) ui.notice(text);
  ui.announce(text());
}

/** The game in progress cannot be kept: replace it only if the player says so. */
let waiting = null;
function askReplace(game, message, notice) {
  if (waiting) waiting.game.free();
  waiting = { game, message, notice };
  const dialog = document.getElementById("replace-dialog");
  dialog.returnValue = "";
  dialog.showModal();
  document.getElementById("replace-cancel").focus();
}

function settleReplace(value) {
  const w = waiting;
  waiting = null;
  if (!w) return;
  if (value === "export") exportGame();
  if (value === "confirm" || value === "export") {
    putInPlay(w.game, w.message, false, w.notice);
    return;
  }
  w.game.free();
  const text = () => t("records.replaceKept");
  ui.setText(recordEls.message, text);
  if (w.notice) ui.notice(text);
  ui.announce(text());
}

/** Save a Blob as a download named `name` (a game record, a picture, the printable set). */
export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportGame() {
  const record = makeRecord(state.game, new Date(), state.drawings);
  const file = recordFileName(record);
  downloadBlob(new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" }), file);
  ui.setText(recordEls.error, "");
  ui.setText(recordEls.message, () => t("records.exported", { file, n: record.moves.length }));
}

export async function importFile(file) {
  ui.setText(recordEls.error, "");
  let game;
  try {
    // The size is checked before a byte is read: a huge file is refused at once.
    if (file.size > MAX_RECORD_BYTES) throw new RecordError(t("records.err.tooLarge"));
    const text = await file.text();
    game = readRecord(text, Game);
  } catch (e) {
    ui.setText(recordEls.message, "");
    ui.setText(recordEls.error, () => t("records.importBad", { file: shorten(file.name, 80), why: shortMessage(e) }));
    ui.announce(recordEls.error.textContent);
    return;
  }
  const n = game.lineLength();
  takeGame(game, () => t("records.imported", { file: shorten(file.name, 80), n }));
}

export async function shareLink() {
  ui.setText(recordEls.error, "");
  let url;
  try {
    const fragment = await makeLinkFragment(state.game, Game, presetRules, state.drawings);
    url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  } catch (e) {
    ui.setText(recordEls.error, () => t("link.makeFailed", { why: shortMessage(e) }));
    return;
  }
  recordEls.shareUrl.value = url;
  recordEls.shareUrl.hidden = false;
  recordEls.shareUrl.select();
  let copied = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(url);
      copied = true;
    }
  } catch {
    copied = false;
  }
  ui.setText(recordEls.message, () => t(copied ? "link.copied" : "link.ready", { length: url.length }));
  ui.announce(recordEls.message.textContent);
}

/** A long link's reading, in the notice: the moves read and how much of the link. */
export function showReading({ moves, read, digits }) {
  ui.notice(() => t("link.reading", { n: moves, percent: Math.floor((100 * read) / Math.max(1, digits)) }));
}

/**
 * Open the game of the page's fragment, if any; the fragment is cleared either way. Whatever the
 * link holds (a bad % escape, too long, not a game), the page says why and the game stays.
 */
export async function openLink() {
  const raw = location.hash.replace(/^#/, "");
  // A friend's link (panels/friend.js) and a board editor's (panels/editor.js) are opened there.
  if (!raw || isFriendFragment(raw) || isEditFragment(raw)) return;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  let game;
  try {
    // The length is checked before anything is decoded.
    if (raw.length > MAX_LINK_CHARS) throw new RecordError(t("link.err.tooLong", { n: raw.length, max: MAX_LINK_CHARS }));
    let fragment;
    try {
      fragment = decodeURIComponent(raw);
    } catch {
      throw new RecordError(t("link.err.escape"));
    }
    game = await readLinkFragment(fragment, Game, presetRules, showReading);
  } catch (e) {
    ui.notice(() => t("link.bad", { why: shortMessage(e) }));
    return;
  }
  const n = game.lineLength();
  takeGame(game, () => t("link.opened", { n }), { notice: true });
}

export function restorePrevious() {
  const data = previousGame();
  if (!data) return;
  let game;
  try {
    game = gameOf(data, Game);
  } catch (e) {
    ui.setText(recordEls.error, () => t("records.previousBad", { why: shortMessage(e) }));
    return;
  }
  takeGame(game, () => t("records.previousRestored"));
}

export function wireRecords() {
  for (const [key, id] of [["export", "export"], ["file", "import-file"], ["share", "share"], ["shareUrl", "share-url"], ["restore", "restore-previous"], ["message", "records-message"], ["error", "records-error"]]) {
    recordEls[key] = document.getElementById(id);
  }
  recordEls.export.addEventListener("click", exportGame);
  recordEls.file.addEventListener("change", () => {
    const file = recordEls.file.files && recordEls.file.files[0];
    recordEls.file.value = "";
    if (file) importFile(file);
  });
  recordEls.share.addEventListener("click", shareLink);
  recordEls.restore.addEventListener("click", restorePrevious);
  window.addEventListener("hashchange", () => openLink().catch(reportError));
  const dialog = document.getElementById("replace-dialog");
  dialog.addEventListener("close", () => settleReplace(dialog.returnValue));
  onPreviousChange(updateRecords);
  updateRecords();
}
