// The interface's words: one file per language in www/lang/, looked up by key.
//
//   t("status.turn", { side: t("side.white") })  →  "White to move"
//
// A message is a string with {name} placeholders, or a function of the parameters (for
// plurals: see plural() and the Russian file). A key missing from a language falls back to
// English, then to the key itself, so a missing translation shows, never breaks the page.
// Elements carry their text by key in the HTML: data-i18n="key" (text), and
// data-i18n-attr="aria-label=key;title=key" (attributes); translatePage() fills them.

import en from "./lang/en.js";
import ru from "./lang/ru.js";

export const LANGUAGES = { en, ru };
export const LANGUAGE_NAMES = { en: "English", ru: "Русский" };
const KEY = "rithmomachia.lang";
let current = "en";
const listeners = new Set();

/** The language to start in: the one chosen before, else the browser's first known one. */
export function detectLanguage(stored = safeGet(), preferred = navigator.languages || [navigator.language]) {
  if (stored && LANGUAGES[stored]) return stored;
  for (const tag of preferred || []) {
    const code = String(tag || "").toLowerCase().split("-")[0];
    if (LANGUAGES[code]) return code;
  }
  return "en";
}

export const language = () => current;

/** Switches the interface language, remembers it and tells every listener. */
export function setLanguage(code, { remember = true } = {}) {
  if (!LANGUAGES[code]) return;
  current = code;
  document.documentElement.lang = code;
  if (remember) {
    try { localStorage.setItem(KEY, code); } catch { /* private mode: the choice lasts this visit */ }
  }
  translatePage();
  for (const f of listeners) f(code);
}

export function onLanguageChange(f) { listeners.add(f); }

/** The text of a key in the current language, with {name} placeholders filled from params. */
export function t(key, params = {}) {
  let m = LANGUAGES[current][key];
  if (m === undefined) m = en[key];
  if (m === undefined) return key;
  if (typeof m === "function") return m(params, current);
  return m.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

/** Whether a key has a message (in the current language or English). */
export const has = (key) => key in LANGUAGES[current] || key in en;

/** Russian-style plural choice: forms [one, few, many]; English uses [one, many]. */
export function plural(n, forms) {
  if (forms.length < 3) return n === 1 ? forms[0] : forms[1];
  const m10 = n % 10, m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return forms[0];
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return forms[1];
  return forms[2];
}

/** Fills every data-i18n / data-i18n-attr element under root with the current language. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of el.dataset.i18nAttr.split(";")) {
      const [attr, key] = pair.split("=").map((s) => s.trim());
      if (attr && key) el.setAttribute(attr, t(key));
    }
  }
  if (root === document) document.title = t("app.title");
}

function safeGet() {
  try { return localStorage.getItem(KEY); } catch { return null; }
}
