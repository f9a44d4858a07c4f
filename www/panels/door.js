// The front door: one dialog to begin — play the computer (rules, side or a lot drawn, strength),
// a friend on this device or by link, learn the game, solve puzzles. It opens by itself on a
// first visit and from the header's "New game" at every size; the last choice is kept and
// offered first next time. It acts through the controls the panels already own (the new-game
// form, the players' mode and strength, the friend's buttons, the tabs), as a person would.

import { beginGame, setControl } from "../begin.js";
import { onLanguageChange } from "../i18n.js";
import { emit } from "../store.js";
import { saveDoor, savedDoor } from "../storage.js";

const CHOICES = ["computer", "hotseat", "friend", "learn", "puzzles"];
const SIDES = ["white", "black", "random"];
const LEVELS = ["easy", "medium", "hard"];
const $ = (id) => document.getElementById(id);

/** The side chosen, a lot drawn for "random". */
const playedSide = (side) => (side === "random" ? (Math.random() < 0.5 ? "black" : "white") : side);

/** Do what the door's button `choice` says, with the rules, side and strength chosen. */
function go(choice) {
  const preset = $("door-rules").value;
  const side = document.querySelector('input[name="door-side"]:checked').value;
  const level = $("door-level").value;
  saveDoor({ choice, preset, side, level });
  if (choice === "computer") {
    beginGame(preset, playedSide(side), level);
  } else if (choice === "hotseat") {
    beginGame(preset, "hotseat");
  } else if (choice === "friend") {
    setControl("preset", preset);
    $("new-form").requestSubmit();
    $(`friend-${playedSide(side)}`).click();
    emit("showTab", "play");
    $("friend").scrollIntoView({ block: "nearest" });
  } else if (choice === "learn") {
    // A newcomer meets the game first (the introduction), then the course's next lesson on the board.
    emit("showTab", "learn");
    const course = $("course");
    $(course.dataset.intro === "new" && course.dataset.solved === "0" ? "course-intro" : "course-continue").click();
  } else if (choice === "puzzles") {
    emit("showTab", "learn");
    $("puzzles").scrollIntoView({ block: "nearest" });
    const first = $("puzzles").querySelector("button:not([disabled])");
    if (first) first.focus();
  }
}

/** The rules on offer, worded as the page's preset list is; `current` chosen. */
function fillRules(current) {
  const rules = $("door-rules");
  rules.replaceChildren(...[...$("preset").options].map((o) => new Option(o.textContent, o.value)));
  if ([...rules.options].some((o) => o.value === current)) rules.value = current;
}

/** The door as last left: its rules, side, strength, and the last choice offered first. */
function fill() {
  const kept = savedDoor() || {};
  fillRules(kept.preset || $("preset").value);
  const side = SIDES.includes(kept.side) ? kept.side : "white";
  document.querySelector(`input[name="door-side"][value="${side}"]`).checked = true;
  // The strengths as the Players box offers them (its options, words and all).
  $("door-level").replaceChildren(...[...$("level").options].map((o) => o.cloneNode(true)));
  $("door-level").value = LEVELS.includes(kept.level) ? kept.level : $("level").value;
  const choice = CHOICES.includes(kept.choice) ? kept.choice : "computer";
  for (const c of CHOICES) $(`door-${c}`).classList.toggle("primary", c === choice);
  return choice;
}

function openDoor() {
  const dialog = $("door");
  if (dialog.open) return;
  const choice = fill();
  dialog.returnValue = "";
  dialog.showModal();
  $(`door-${choice}`).focus();
}

/** On a first visit (no game kept, no link opened: `firstVisit`; the door never used), open it. */
export function openDoorOnFirstVisit(firstVisit) {
  if (firstVisit && !savedDoor()) openDoor();
}

export function wireDoor() {
  $("door-open").addEventListener("click", openDoor);
  const dialog = $("door");
  dialog.addEventListener("close", () => {
    const choice = dialog.returnValue;
    // Closed without a choice: nothing changes, but the door is not forced open again.
    if (!CHOICES.includes(choice)) {
      if (!savedDoor()) saveDoor({ choice: "", preset: $("door-rules").value });
      return;
    }
    go(choice);
  });
  // The rules' names in the new language (the choices made stay).
  onLanguageChange(() => dialog.open && fillRules($("door-rules").value));
}
