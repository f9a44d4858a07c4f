// The side panel's tabs (Play, Learn, Analyse, Records), at every screen size: one group of
// sections shows at a time (style.css), so the panel stays short; <aside data-tab> names it.
// What a player needs during a move (whose turn, undo, hint, thinking, the captures, the capture
// choice) is outside the tabs, under the board or at the panel's top. Keys: the ARIA tabs pattern
// (Left/Right, Home/End move between the tabs and show the one reached). The tab a player
// chooses is kept (storage.js) and shown again on the next visit.

import { on } from "../store.js";
import { savedTab, saveTab } from "../storage.js";

const ORDER = ["play", "learn", "analyse", "records"];

/** Show the tab `tab` ("play", "learn", "analyse" or "records"). */
function showTab(tab) {
  const panel = document.querySelector(".panel");
  if (!panel || !ORDER.includes(tab)) return;
  panel.dataset.tab = tab;
  for (const b of panel.querySelectorAll("[data-tab-button]")) {
    const on = b.dataset.tabButton === tab;
    b.setAttribute("aria-selected", on ? "true" : "false");
    b.tabIndex = on ? 0 : -1;
  }
}

export function wireTabs() {
  const panel = document.querySelector(".panel");
  const buttons = [...panel.querySelectorAll("[data-tab-button]")];
  for (const b of buttons) {
    b.addEventListener("click", () => choose(b.dataset.tabButton));
    b.addEventListener("keydown", (e) => {
      const i = buttons.indexOf(b);
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: buttons.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      const next = buttons[(to + buttons.length) % buttons.length];
      choose(next.dataset.tabButton);
      next.focus();
    });
  }
  on("showTab", showTab);
  const kept = savedTab();
  showTab(ORDER.includes(kept) ? kept : panel.dataset.tab || "play");
}

/** The player chose the tab `tab`: show it and keep it for the next visit. */
function choose(tab) {
  showTab(tab);
  saveTab(tab);
}
