// The rules panel: a new game of a preset, the custom-rules dialog (rules.js), and the rules a
// new game or a pasted position uses.

import { Game, describeRules, presetRules, presets, validateRules, victoryOptions } from "../pkg/rithmomachia.js";
import { t } from "../i18n.js";
import { takeGame } from "./records.js";
import { createRulesDialog } from "../rules.js";
import { rulesLabel, shortMessage, state, toMove, ui } from "../state.js";

/** The rules a new game or a pasted position uses, shown where positions are pasted
 * (`names`: {preset, custom}, worded in the current language). */
export function chooseRules(json, names, preset) {
  state.chosen = { json, names };
  ui.showChosenRules(rulesLabel(names));
  if (preset && [...ui.els.preset.options].some((o) => o.value === preset)) ui.els.preset.value = preset;
}

/** The new-game form, the preset list and the custom-rules dialog. */
export function wireRules() {
  const els = ui.els;
  document.getElementById("new-form").addEventListener("submit", (e) => {
    e.preventDefault();
    try {
      const g = new Game(els.preset.value);
      const rules = els.preset.selectedOptions[0].textContent;
      // The game in progress is kept ("Back to the previous game"), or the player is asked.
      takeGame(g, () => t("announce.newGame", { rules, turn: toMove() }));
    } catch (err) {
      ui.notice(shortMessage(err));
    }
  });
  // Picking a preset in the list chooses it for the next new game or pasted position.
  els.preset.addEventListener("change", () => {
    const o = els.preset.selectedOptions[0];
    chooseRules(presetRules(els.preset.value), { preset: els.preset.value, custom: false }, null);
  });
  const dialog = createRulesDialog({ presets, presetRules, validateRules, describeRules, victoryOptions }, (json) => {
    const g = new Game(json);
    const r = g.rules();
    const parsed = JSON.parse(json);
    const noVictory = !Object.keys(parsed.victories || {}).length;
    const message = () => `${t("announce.newGame", { rules: rulesLabel(r), turn: toMove() })}${noVictory ? ` ${t("rules.onlyCap", { cap: parsed.plyCap })}` : ""}`;
    takeGame(g, message);
  });
  els.rulesOpen.addEventListener("click", () => dialog.open(state.chosen.json));
}
