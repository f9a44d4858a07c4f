// The records panel: export and import of game files, links to share, and the game a file or a
// link replaced (docs/records.md).

import { Game, presetRules } from "../pkg/rithmomachia.js";
import { savedData, setGame } from "../board.js";
import { t } from "../i18n.js";
import { isFriendFragment } from "./friend.js";
import { closeLessons } from "./lessons.js";
import { cancelThinking } from "./opponent.js";
import { gameOf, makeLinkFragment, makeRecord, readLinkFragment, readRecord, recordFileName } from "../records.js";
import { messageOf, opponent, state, ui } from "../state.js";
import { previousGame, savePrevious } from "../storage.js";

export const recordEls = {};

/** Keep the game being replaced (when it has anything to lose) so that it can be restored. */
export function keepPrevious() {
  const g = state.game;
  if (!g) return false;
  let fresh = "";
  try {
    const f = new Game(g.rulesJson());
    fresh = f.startPosition();
    f.free();
  } catch {
    /* custom rules that no longer load: keep the game anyway */
  }
  if (g.line().length === 0 && g.startPosition() === fresh) return false;
  return savePrevious(savedData(g));
}

export function updateRecords() {
  if (recordEls.restore) recordEls.restore.hidden = !previousGame();
}

/** Put a game from a file or a link in play, keeping the one it replaces. */
export function takeGame(game, message) {
  cancelThinking();
  opponent.reset();
  // A game arriving during a lesson ends the lesson; the game set aside is the one kept.
  closeLessons();
  state.games += 1;
  const kept = keepPrevious();
  setGame(game);
  updateRecords();
  // Worded again on a language switch (`message` is a function giving it in the current language).
  const text = () => `${message()} ${kept ? t("records.previousKept") : ""}`.trim();
  ui.setText(recordEls.message, text);
  ui.announce(text());
  return text;
}

export function exportGame() {
  const record = makeRecord(state.game);
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = recordFileName(record);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  ui.setText(recordEls.error, "");
  ui.setText(recordEls.message, () => t("records.exported", { file: a.download, n: record.moves.length }));
}

export async function importFile(file) {
  ui.setText(recordEls.error, "");
  let game;
  try {
    const text = await file.text();
    game = readRecord(text, Game);
  } catch (e) {
    ui.setText(recordEls.message, "");
    ui.setText(recordEls.error, () => t("records.importBad", { file: file.name, why: messageOf(e) }));
    ui.announce(recordEls.error.textContent);
    return;
  }
  const n = game.line().length;
  takeGame(game, () => t("records.imported", { file: file.name, n }));
}

export async function shareLink() {
  ui.setText(recordEls.error, "");
  let url;
  try {
    const fragment = await makeLinkFragment(state.game, Game, presetRules);
    url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  } catch (e) {
    ui.setText(recordEls.error, () => t("link.makeFailed", { why: messageOf(e) }));
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

/** Open the game of the page's fragment, if any; the fragment is cleared either way. */
export async function openLink() {
  const fragment = decodeURIComponent(location.hash.replace(/^#/, ""));
  if (!fragment || isFriendFragment(fragment)) return;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  let game;
  try {
    game = await readLinkFragment(fragment, Game, presetRules);
  } catch (e) {
    ui.notice(() => t("link.bad", { why: messageOf(e) }));
    return;
  }
  const n = game.line().length;
  ui.notice(takeGame(game, () => t("link.opened", { n })));
}

export function restorePrevious() {
  const data = previousGame();
  if (!data) return;
  let game;
  try {
    game = gameOf(data, Game);
  } catch (e) {
    ui.setText(recordEls.error, () => t("records.previousBad", { why: messageOf(e) }));
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
  window.addEventListener("hashchange", openLink);
  updateRecords();
}
