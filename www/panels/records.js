// The records panel: export and import of game files, links to share, and the game a file or a
// link replaced (docs/records.md).

import { maxRecordBytes } from "../pkg/rithmomachia.js";
import { settleReplace, takeGame } from "../games.js";
import { t } from "../i18n.js";
import { isEditFragment, isFriendFragment, RecordError, makeLinkFragment, makeRecord, readLinkFragment, readRecord, recordFileName } from "../records.js";
import { downloadBlob, reportError, shorten, shortMessage, showReading, ui, copyText } from "../page.js";
import { on, state } from "../store.js";
import { isStudyFragment } from "../study/core.js";
import { previousGame } from "../storage.js";

const recordEls = {};

/** A game was put in play: its message under the records (worded again on a language switch),
 * at the top too for a link opened from outside the page. */
function showTaken({ message, kept, notice }) {
  const text = () => `${message()} ${kept ? t("records.previousKept") : ""}`.trim();
  ui.setText(recordEls.message, text);
  if (notice) ui.notice(text);
  ui.announce(text());
}

function askReplace() {
  const dialog = document.getElementById("replace-dialog");
  dialog.returnValue = "";
  dialog.showModal();
  document.getElementById("replace-cancel").focus();
}

function replaceAnswered(value) {
  if (value === "export") exportGame();
  const r = settleReplace(value);
  if (!r || !r.kept) return;
  const text = () => t("records.replaceKept");
  ui.setText(recordEls.message, text);
  if (r.notice) ui.notice(text);
  ui.announce(text());
}

function updateRecords() {
  if (recordEls.restore) recordEls.restore.hidden = !previousGame();
}

function exportGame() {
  const record = makeRecord(state.game, new Date(), state.drawings);
  const file = recordFileName(record);
  downloadBlob(new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" }), file);
  ui.setText(recordEls.error, "");
  ui.setText(recordEls.message, () => t("records.exported", { file, n: record.moves.length }));
}

async function importFile(file) {
  ui.setText(recordEls.error, "");
  let game;
  try {
    // Only the bytes the core reads are read: a huge file is refused at once, by its size.
    game = readRecord(await file.slice(0, maxRecordBytes() + 1).text());
  } catch (e) {
    ui.setText(recordEls.message, "");
    ui.setText(recordEls.error, () => t("records.importBad", { file: shorten(file.name, 80), why: shortMessage(e) }));
    ui.announce(recordEls.error.textContent);
    return;
  }
  const n = game.lineLength();
  takeGame(game, () => t("records.imported", { file: shorten(file.name, 80), n }));
}

async function shareLink() {
  ui.setText(recordEls.error, "");
  let url;
  try {
    const fragment = await makeLinkFragment(state.game, state.drawings);
    url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  } catch (e) {
    ui.setText(recordEls.error, () => t("link.makeFailed", { why: shortMessage(e) }));
    return;
  }
  recordEls.shareUrl.value = url;
  recordEls.shareUrl.hidden = false;
  recordEls.shareUrl.select();
  const copied = await copyText(url);
  ui.setText(recordEls.message, () => t(copied ? "link.copied" : "link.ready", { length: url.length }));
  ui.announce(recordEls.message.textContent);
}

/**
 * Open the game of the page's fragment, if any; the fragment is cleared either way. Whatever the
 * link holds (a bad % escape, too long, not a game), the page says why and the game stays.
 */
export async function openLink() {
  const raw = location.hash.replace(/^#/, "");
  // A friend's link (panels/friend.js) and a board editor's (panels/editor.js) are opened there.
  // A study's link (panels/studies.js) too.
  if (!raw || isFriendFragment(raw) || isEditFragment(raw) || isStudyFragment(raw)) return;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  let game;
  try {
    let fragment;
    try {
      fragment = decodeURIComponent(raw);
    } catch {
      throw new RecordError(t("link.err.escape"));
    }
    game = await readLinkFragment(fragment, showReading);
  } catch (e) {
    ui.notice(() => t("link.bad", { why: shortMessage(e) }));
    return;
  }
  const n = game.lineLength();
  takeGame(game, () => t("link.opened", { n }), { notice: true });
}

function restorePrevious() {
  const text = previousGame();
  if (!text) return;
  let game;
  try {
    game = readRecord(text, true);
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
  dialog.addEventListener("close", () => replaceAnswered(dialog.returnValue));
  on("previous", updateRecords);
  on("gameTaken", showTaken);
  on("askReplace", askReplace);
  updateRecords();
}
