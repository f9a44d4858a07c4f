// The language switch in the header: every language of www/lang/, the current one chosen. Each
// panel words itself again on a change (onLanguageChange); the game, the selection and any open
// choice stay.

import { LANGUAGE_NAMES, language, onLanguageChange, setLanguage, t } from "../i18n.js";
import { ui } from "../page.js";

export function wireLanguage() {
  const select = document.getElementById("lang");
  select.replaceChildren(
    ...Object.entries(LANGUAGE_NAMES).map(([code, name]) => new Option(name, code, false, code === language())),
  );
  select.addEventListener("change", () =>
    setLanguage(select.value).catch(() => {
      // Its file could not be loaded (offline before it was ever kept): the language stays.
      select.value = language();
      ui.notice(() => t("lang.failed"));
    }),
  );
  onLanguageChange(() => {
    select.value = language();
  });
}
