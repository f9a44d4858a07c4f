// The language switch in the header.

import { LANGUAGE_NAMES, language, onLanguageChange, setLanguage } from "../i18n.js";
import { reopenChoice } from "./choice.js";
import { updateAiPanel } from "./opponent.js";
import { updateTrays } from "./prisoners.js";
import { updateReview } from "./review.js";
import { updatePanels } from "./status.js";
import { rulesLabel, state, ui } from "../state.js";

/** The language switch in the header: every language of www/lang/, the current one chosen. */
export function wireLanguage() {
  const select = document.getElementById("lang");
  select.replaceChildren(
    ...Object.entries(LANGUAGE_NAMES).map(([code, name]) => new Option(name, code, false, code === language())),
  );
  select.addEventListener("change", () => setLanguage(select.value));
  // Everything on screen is worded again; the game, the selection and any open choice stay.
  onLanguageChange(() => {
    select.value = language();
    if (!state.game) return;
    ui.showChosenRules(rulesLabel(state.chosen.names));
    ui.update(state.snap);
    updateTrays(state.snap);
    if (state.choice) reopenChoice();
    updatePanels();
    updateReview();
    updateAiPanel();
  });
}
