// The language switch in the header: every language of www/lang/, the current one chosen. Each
// panel words itself again on a change (onLanguageChange); the game, the selection and any open
// choice stay.

import { LANGUAGE_NAMES, language, onLanguageChange, setLanguage } from "../i18n.js";

export function wireLanguage() {
  const select = document.getElementById("lang");
  select.replaceChildren(
    ...Object.entries(LANGUAGE_NAMES).map(([code, name]) => new Option(name, code, false, code === language())),
  );
  select.addEventListener("change", () => setLanguage(select.value));
  onLanguageChange(() => {
    select.value = language();
  });
}
