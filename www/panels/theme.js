// The theme switch in the help dialog: the page's colours as the device is set (light or dark,
// or high contrast when the device asks for more contrast; followed as it changes), or always
// light, dark or high contrast (for projectors and low vision); kept in the browser. style.css
// holds the themes (`data-theme` on the root overrides the system's); the board is drawn again
// in them.

import { emit } from "../store.js";
import { saveTheme, savedTheme } from "../storage.js";

const THEMES = ["system", "light", "dark", "contrast"];

function apply(theme) {
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  emit("resize");
}

export function wireTheme() {
  const kept = savedTheme();
  const theme = THEMES.includes(kept) ? kept : "system";
  for (const input of document.querySelectorAll('input[name="theme"]')) {
    input.checked = input.value === theme;
    input.addEventListener("change", () => {
      if (!input.checked) return;
      saveTheme(input.value);
      apply(input.value);
    });
  }
  apply(theme);
}
