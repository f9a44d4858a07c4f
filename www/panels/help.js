// Help where it is needed: a line under the board saying what to do now (nothing selected, a
// piece selected, a capture choice open, the computer thinking, the game over, …), and the help
// dialog from the header's "?" (the marks, the keys, the panels; the rules in force one click on),
// and a small "?" on each panel that shows what that panel is for, in the panel itself.

import { onLanguageChange, sideWords, t, translatePage } from "../i18n.js";
import { computerPlays, emit, on, state } from "../store.js";

const $ = (id) => document.getElementById(id);

/** What the player is doing now, as the key of the line under the board and its parameters. */
function situation() {
  const snap = state.snap;
  if (!snap) return null;
  if (state.editor) return { key: "context.editor" };
  if (state.pending) return { key: "context.discard" };
  if (snap.status.state !== "playing") return { key: "context.over" };
  if (state.choice) return { key: state.choice.kind === "capture" ? "context.choice" : "context.removal" };
  if (state.thinking && state.thinking.purpose === "move") return { key: "context.thinking" };
  if (state.drop) return { key: "context.drop", params: { piece: state.drop.name } };
  if (state.selection.selected >= 0) return { key: state.touch ? "context.selected.touch" : "context.selected" };
  if (state.lessonMode && state.study) return { key: "context.study" };
  if (state.lessonMode) return { key: state.exercise === "puzzles" ? "context.puzzle" : "context.lesson" };
  if (snap.cursor < snap.line.length) return { key: "context.review", params: { n: snap.cursor, total: snap.line.length } };
  if (computerPlays(snap.turn)) return { key: "context.computer", params: sideWords(snap.turn) };
  return { key: state.touch ? "context.idle.touch" : "context.idle", params: sideWords(snap.turn) };
}

let shown = "";

/** Word the line under the board for the situation now (cheap: called after each frame drawn). */
function updateContextHelp(force = false) {
  const el = $("context-help");
  const s = el && situation();
  if (!s) return;
  const id = `${s.key} ${JSON.stringify(s.params || {})}`;
  if (id === shown && !force) return;
  shown = id;
  el.textContent = t(s.key, s.params);
  // (The situation, whatever the words: a finger's are the same situation.)
  el.dataset.context = s.key.slice("context.".length).replace(/\.touch$/, "");
}

/**
 * Each panel's short help: a "?" button beside its heading (a real button: Tab reaches it,
 * Enter or Space opens it, aria-expanded says whether it is open) that shows a paragraph of the
 * panel's own words (panelHelp.<name>, <name> the heading's id without "h-") inside the panel,
 * where a phone shows it at the panel's width; the same button, or Escape in it, hides it.
 */
function wirePanelHelp() {
  for (const box of document.querySelectorAll(".panel > section.box[aria-labelledby]")) {
    const head = $(box.getAttribute("aria-labelledby"));
    const name = head.id.replace(/^h-/, "");
    const text = document.createElement("p");
    text.id = `help-${name}`;
    text.className = "panel-help";
    text.hidden = true;
    text.dataset.i18n = `panelHelp.${name}`;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "panel-help-toggle";
    button.dataset.i18nAttr = "title=panelHelp.open;aria-label=panelHelp.open";
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", text.id);
    button.textContent = "?";
    const show = (open) => {
      text.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
    };
    button.addEventListener("click", () => show(text.hidden));
    button.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && !text.hidden) {
        e.preventDefault();
        e.stopPropagation();
        show(false);
      }
    });
    head.after(button, text);
    translatePage(box);
  }
}

export function wireHelp() {
  wirePanelHelp();
  const dialog = $("help-dialog");
  $("help-open").addEventListener("click", () => dialog.showModal());
  // The rules in force: the Game box's disclosure, opened, in the Play tab.
  $("help-rules").addEventListener("click", () => {
    dialog.close();
    emit("showTab", "play");
    const panel = $("rules-panel");
    panel.open = true;
    panel.scrollIntoView({ block: "nearest" });
    panel.querySelector("summary").focus();
  });
  onLanguageChange(() => updateContextHelp(true));
  // After each frame drawn (cheap: worded again only when the situation changed).
  on("frame", () => updateContextHelp());
  // The line follows what the frames drawn do not show: the computer's thinking, the capture
  // choice, the question before discarding moves.
  const watch = new MutationObserver(() => updateContextHelp());
  for (const id of ["thinking", "choice", "discard-dialog"]) watch.observe($(id), { attributes: true, attributeFilter: ["hidden", "open"] });
  updateContextHelp(true);
}
