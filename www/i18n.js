// The interface's words: one file per language in www/lang/, looked up by key.
//
//   t("status.turn.white", { ply: 3 })  →  "White to move · ply 3"
//
// A message is a string with {name} placeholders and plural forms {n|one|many} (the form chosen
// by the language's own rule: pluralForm in www/plural.js), or a function of the parameters (for
// Russian plurals: plural() in www/plural.js). English is always loaded; another language's file
// is loaded when it is chosen (loadLanguage). A key missing from a language falls back to
// English, then to the key itself, so a missing translation shows, never breaks the page.
// Elements carry their text by key in the HTML: data-i18n="key" (text), and
// data-i18n-attr="aria-label=key;title=key" (attributes); translatePage() fills them.

import en from "./lang/en.js";
import { plural, pluralForm } from "./plural.js";
import { saveLanguage, savedLanguage } from "./storage.js";
export { plural };

/** Every language the page speaks, by code, in its own name (the switch's order). */
export const LANGUAGE_NAMES = { en: "English", de: "Deutsch", es: "Español", fr: "Français", it: "Italiano", la: "Latina", ru: "Русский" };

// Each language's file, loaded when it is first chosen (English is always there).
const FILES = {
  de: () => import("./lang/de.js"),
  es: () => import("./lang/es.js"),
  fr: () => import("./lang/fr.js"),
  it: () => import("./lang/it.js"),
  la: () => import("./lang/la.js"),
  ru: () => import("./lang/ru.js"),
};

/** The languages loaded so far, by code. */
export const LANGUAGES = { en };

/** Load a language's words (once); resolves to them. */
export async function loadLanguage(code) {
  if (!LANGUAGES[code]) {
    if (!FILES[code]) throw new Error(`no language ${code}`);
    LANGUAGES[code] = (await FILES[code]()).default;
  }
  return LANGUAGES[code];
}

let current = "en";
const listeners = new Set();

/** The language to start in: the one chosen before, else the browser's first known one. */
export function detectLanguage(stored = savedLanguage(), preferred = navigator.languages || [navigator.language]) {
  if (stored && LANGUAGE_NAMES[stored]) return stored;
  for (const tag of preferred || []) {
    const code = String(tag || "").toLowerCase().split("-")[0];
    if (LANGUAGE_NAMES[code]) return code;
  }
  return "en";
}

export const language = () => current;

/**
 * Switches the interface language (its file loaded first), remembers it and tells every
 * listener; `<html lang>` says the switch is done. A file that cannot be loaded (offline before
 * it was ever kept) leaves the language as it was, and the promise says why.
 */
export async function setLanguage(code, { remember = true } = {}) {
  if (!LANGUAGE_NAMES[code]) return;
  await loadLanguage(code);
  current = code;
  document.documentElement.lang = code;
  if (remember) {
    saveLanguage(code); // private mode: the choice lasts this visit
  }
  translatePage();
  // One part failing to re-word itself must not leave the rest in the old language.
  for (const f of listeners) {
    try {
      f(code);
    } catch (e) {
      console.error(e);
    }
  }
}

export function onLanguageChange(f) { listeners.add(f); }

/** The text of a key in the current language, with {name} placeholders filled from params. */
export function t(key, params = {}) {
  let m = LANGUAGES[current][key];
  if (m === undefined) m = en[key];
  if (m === undefined) return key;
  if (typeof m === "function") return m(params, current);
  return fill(m, params);
}

/**
 * A message string with its placeholders filled: {name} is the parameter; {name|one|many} is
 * the form that agrees with the number `name` in `lang` ("{n} {n|step|steps}"; French counts 0
 * as one).
 * crate/src/english.rs reads the same forms for the command line.
 */
export function fill(message, params = {}, lang = current) {
  return message.replace(PLACEHOLDER, (all, name, one, many) => {
    if (!(name in params)) return all;
    return one === undefined ? String(params[name]) : pluralForm(lang, Number(params[name]), [one, many]);
  });
}

/** {name} or {name|one|many}. */
export const PLACEHOLDER = /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g;

/** Whether a key has a message (in the current language or English). */
export const has = (key) => key in LANGUAGES[current] || key in en;

/**
 * A sentence from the rules core ({key, params}: see crate/src/words.rs) in the current
 * language. A parameter is a number, language-neutral text (cells, arithmetic), a term to
 * translate ({t: key}), a nested sentence, or a list of those (joined with list.sep, or with
 * the separator named by {join: key, items}).
 * A list of sentences is joined with "; ".
 */
export function say(s) {
  if (!s) return "";
  if (Array.isArray(s)) return s.map(say).join("; ");
  const params = {};
  for (const [name, v] of Object.entries(s.params || {})) params[name] = word(v);
  return t(s.key, params);
}

function word(v) {
  if (typeof v === "number" || typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(word).join(t("list.sep"));
  if (v && typeof v === "object") {
    if (typeof v.t === "string") return t(v.t);
    if (Array.isArray(v.items)) return v.items.map(word).join(t(v.join));
    return say(v);
  }
  return "";
}

/**
 * An error's message for people: the core's errors cross as their sentence's JSON
 * ({"key": …, "params": …}: docs/facade.md, "Errors"), worded here in the current language;
 * any other message as it is.
 */
export function saidMessage(m) {
  if (typeof m === "string" && m.startsWith('{"key":')) {
    try {
      return say(JSON.parse(m));
    } catch {
      return m;
    }
  }
  return m;
}

/** The first letter in capitals ("takes …" → "Takes …"). */
export const capitalize = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** A side's names for messages: {side: "White" / "Белые", sideGen: "White's" / "белых"}. */
export const sideWords = (color) => ({ side: t(`side.${color}`), sideGen: t(`side.${color}.gen`) });

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
