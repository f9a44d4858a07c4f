// The choice panel under the board: the captures to tick when several moves reach one
// destination, or the removals to pick (choice.js holds the choice and plays it; the board
// drives it too). Renders state.choice on each `choice` event.

import { cancelChoice, confirmChoice, playRemoval, toggleOption } from "../choice.js";
import { onLanguageChange, t } from "../i18n.js";
import { cellName } from "../layout.js";
import { canvas, ui } from "../page.js";
import { on, state } from "../store.js";
import { describeCapture, el } from "../ui.js";

let shown = null; // the choice the panel's list was built for

/** The panel for the open choice: built when it opens (or the language changes), else its ticks
 * and error brought in line; hidden when no choice is open. `focus`: an option's id to focus. */
function render({ opened = false, focus = null } = {}) {
  const ch = state.choice;
  if (!ch) {
    hide();
    return;
  }
  if (opened || shown !== ch) build(ch);
  for (const box of ui.els.choiceList.querySelectorAll("input[data-option]")) {
    const o = ch.options.find((x) => x.id === box.dataset.option);
    box.checked = !!o && (o.fixed || ch.checked.has(o.id));
  }
  ui.setText(ui.els.choiceError, ch.error || "");
  if (focus) {
    const box = [...ui.els.choiceList.querySelectorAll("input[data-option]")].find((b) => b.dataset.option === focus);
    if (box) box.focus();
  }
}

function build(ch) {
  shown = ch;
  const kind = ch.kind;
  ui.els.choice.dataset.kind = kind;
  ui.els.choicePlay.hidden = kind !== "capture";
  if (kind === "capture") {
    ui.els.choiceHead.textContent = t("choice.head", { move: ch.label });
    ui.els.choiceList.replaceChildren(...ch.options.map((o, i) => captureItem(o, i, ch)));
  } else {
    ui.els.choiceHead.textContent = t(ch.moves.length === 1 ? "removal.head.one" : "removal.head.many", { cell: cellName(ch.to) });
    ui.els.choiceList.replaceChildren(...ch.moves.map((m, option) => removalItem(m, option)));
  }
  ui.els.choice.hidden = false;
  // On a narrow screen the panel is under the board: bring it into view.
  ui.els.choice.scrollIntoView({ block: "nearest" });
}

/** A capture on offer: a checkbox (disabled for one the move itself takes) and its words. */
function captureItem(o, i, ch) {
  const li = el("li", "choice-item");
  const box = el("input");
  box.type = "checkbox";
  box.id = `choice-${i}`;
  box.dataset.option = o.id;
  box.checked = o.fixed || ch.checked.has(o.id);
  box.disabled = !!o.fixed;
  const text = describeCapture(o.capture);
  const label = el("label", "", o.fixed ? t("choice.fixed", { text }) : text);
  label.htmlFor = box.id;
  li.dataset.cell = o.capture.cell || "";
  li.append(box, label);
  return li;
}

/** A removal: a button naming its move and what it takes. */
function removalItem(m, option) {
  const li = el("li", "choice-item");
  const b = el("button", "removal", t("removal.option", { move: m.move, captures: m.captures.map(describeCapture).join("; ") }));
  b.type = "button";
  b.dataset.removal = m.move;
  b.dataset.removalOption = String(option);
  li.append(b);
  return li;
}

function hide() {
  shown = null;
  if (ui.els.choice.hidden) return;
  // A move played from the panel: the keyboard goes back to the board.
  const hadFocus = ui.els.choice.contains(document.activeElement);
  ui.els.choice.hidden = true;
  ui.els.choiceList.replaceChildren();
  delete ui.els.choice.dataset.kind;
  if (hadFocus) canvas.focus();
}

/** The panel's own controls: ticks, Play, removal buttons, Cancel and Escape. */
export function wireChoice() {
  const els = ui.els;
  on("choice", render);
  on("position", () => render());
  onLanguageChange(() => render({ opened: true }));
  els.choice.addEventListener("submit", (e) => {
    e.preventDefault();
    confirmChoice();
  });
  els.choice.addEventListener("change", (e) => {
    const box = e.target;
    if (box instanceof HTMLInputElement && box.dataset.option) toggleOption(box.dataset.option, box.checked);
  });
  els.choice.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-removal]") : null;
    if (b) playRemoval(Number(b.dataset.removalOption));
  });
  els.choice.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    cancelChoice();
    canvas.focus();
  });
  els.choiceCancel.addEventListener("click", () => {
    cancelChoice();
    canvas.focus();
  });
}
