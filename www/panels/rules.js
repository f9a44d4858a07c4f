// The rules panel: a new game of a preset, the rules a new game or a pasted position uses, and
// the custom-rules dialog: a preset, each victory on or off with its thresholds, and a few
// options, all by editing the preset's rules JSON. The engine checks the result (validateRules)
// and describes it (describeRules): no rule text or rule check lives here.

import { Game, describeRules, presetRules, presets, validateRules, victoryOptions } from "../pkg/rithmomachia.js";
import { takeGame } from "../games.js";
import { onLanguageChange, say, t } from "../i18n.js";
import { messageOf, rulesLabel, shortMessage, toMove, ui } from "../page.js";
import { MAX_GAME_PLIES } from "../records.js";
import { on, state } from "../store.js";
import { el } from "../ui.js";

const $ = (id) => document.getElementById(id);

// The core's reason in the reader's language (messageOf), inside the translated sentence.
const refused = (e) => t("rulesDialog.refused", { reason: messageOf(e).replace(/\.$/, "") });

const EMPTY_GOAL = { pieces: 0, value: { white: 0, black: 0 }, digits: 0, digitSet: 0 };

/** A whole number from an input, or an Error naming the field. */
function whole(input, what) {
  const text = input.value.trim();
  if (!/^\d{1,9}$/.test(text)) throw new Error(t("rulesDialog.whole", { what }));
  return Number(text);
}

/**
 * The move cap from its input: a whole number from 1 to MAX_GAME_PLIES (the core's
 * MAX_PLY_CAP, docs/rules.md "Limits"), or an Error giving that range whatever was typed.
 */
function moveCap(input) {
  const text = input.value.trim();
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_GAME_PLIES)) throw new Error(t("rulesDialog.range", { what: t("rulesDialog.moveCap"), min: 1, max: MAX_GAME_PLIES }));
  return n;
}

/** "1 2 3" ↔ the bit set of the agreed digits (bit d for digit d). */
function digitsToSet(text, what) {
  let set = 0;
  for (const ch of text.replace(/[\s,]/g, "")) {
    if (!/[0-9]/.test(ch)) throw new Error(t("rulesDialog.notDigit", { what, ch }));
    set |= 1 << Number(ch);
  }
  return set;
}
const setToDigits = (set) => [...Array(10).keys()].filter((d) => set & (1 << d)).join(" ");

/** The dialog's elements, the presets, the rules being edited (parsed JSON) and every offered
 * victory's thresholds (kept while it is switched off). */
const d = {};
let api = null;
let list = [];
let base = null;
let goals = {};

function fillPresets() {
  const value = d.presetSel.value;
  d.presetSel.replaceChildren(
    ...list.map((p) => {
      const o = el("option", "", t(`preset.${p.id}.title`));
      o.value = p.id;
      return o;
    }),
  );
  if (value) d.presetSel.value = value;
}

function load(json) {
  base = JSON.parse(json);
  const preset = JSON.parse(api.presetRules(base.preset));
  d.presetSel.value = base.preset;
  const p = list.find((x) => x.id === base.preset);
  d.summary.textContent = p ? t("rulesDialog.summary", { summary: t(`preset.${p.id}.summary`), source: t(`preset.${p.id}.source`) }) : "";
  goals = {};
  for (const [id, g] of Object.entries(preset.victories)) goals[id] = g;
  for (const [id, g] of Object.entries(base.victories)) goals[id] = g;
  buildVictories(api.victoryOptions(json));
  d.opt.attackers.value = base.attackers;
  d.opt.ranks.value = String(base.ranks);
  d.opt.plyCap.value = String(base.plyCap);
  d.opt.reenter.checked = !!base.prisonersReenter;
  d.opt.pyramidFirst.checked = !!base.pyramidFirst;
  d.error.textContent = "";
  preview();
}

function numberInput(id, field, value, label) {
  const wrap = el("label", "threshold");
  const input = el("input");
  input.type = field === "digitSet" ? "text" : "number";
  if (input.type === "number") {
    input.min = "0";
    input.step = "1";
  } else {
    input.inputMode = "numeric";
    input.size = 8;
    input.placeholder = t("rulesDialog.digitsPlaceholder");
  }
  input.value = String(value);
  input.dataset.victory = id;
  input.dataset.field = field;
  wrap.append(`${label} `, input);
  return wrap;
}

function buildVictories(options) {
  d.victories.replaceChildren(
    ...options.map((v) => {
      const row = el("div", "victory-row");
      row.dataset.victory = v.id;
      const g = goals[v.id] || EMPTY_GOAL;
      const box = el("input");
      box.type = "checkbox";
      box.id = `victory-${v.id}`;
      box.dataset.victory = v.id;
      box.dataset.field = "enabled";
      box.checked = v.enabled;
      const title = t(`victory.${v.id}`);
      const name = el("label", "victory-name", v.proper ? t("rulesDialog.formation", { victory: title }) : title);
      name.dataset.title = title;
      name.htmlFor = box.id;
      const fields = el("span", "thresholds");
      const done = new Set();
      for (const c of v.conditions) {
        if (done.has(c.field)) continue;
        done.add(c.field);
        const rel = c.atLeast ? "≥" : "≤";
        const measure = t(c.key);
        if (c.field === "value") {
          fields.append(
            numberInput(v.id, "value.white", g.value.white, t("rulesDialog.threshold.white", { measure, rel })),
            numberInput(v.id, "value.black", g.value.black, t("rulesDialog.threshold.black")),
          );
        } else if (c.field === "digitSet") {
          fields.append(numberInput(v.id, "digitSet", setToDigits(g.digitSet), measure));
        } else {
          fields.append(numberInput(v.id, c.field, g[c.field], t("rulesDialog.threshold", { measure, rel })));
        }
      }
      row.append(box, name, fields);
      return row;
    }),
  );
}

/** The rules JSON the d.form describes (throws when a field is not a number). */
function current() {
  const r = structuredClone(base);
  r.attackers = d.opt.attackers.value;
  r.ranks = Number(d.opt.ranks.value);
  r.plyCap = moveCap(d.opt.plyCap);
  r.prisonersReenter = d.opt.reenter.checked;
  r.pyramidFirst = d.opt.pyramidFirst.checked;
  r.victories = {};
  for (const row of d.victories.querySelectorAll(".victory-row")) {
    const id = row.dataset.victory;
    const goal = structuredClone(goals[id] || EMPTY_GOAL);
    const title = row.querySelector(".victory-name").dataset.title;
    for (const input of row.querySelectorAll("input[data-field]")) {
      const f = input.dataset.field;
      if (f === "enabled") continue;
      if (f === "digitSet") goal.digitSet = digitsToSet(input.value, title);
      else if (f === "value.white") goal.value.white = whole(input, t("rulesDialog.valueFor.white", { victory: title }));
      else if (f === "value.black") goal.value.black = whole(input, t("rulesDialog.valueFor.black", { victory: title }));
      else goal[f] = whole(input, t("rulesDialog.field", { victory: title, measure: t(`measure.${f}`) }));
    }
    goals[id] = goal;
    if (row.querySelector('input[data-field="enabled"]').checked) r.victories[id] = goal;
  }
  return JSON.stringify(r);
}

/** The rules in the engine's d.words, or the reason they cannot be played. */
function preview() {
  try {
    const report = api.describeRules(current());
    const title = t(`preset.${report.preset}.title`);
    d.wordsTitle.textContent = report.custom ? t("rules.name.custom", { title }) : title;
    d.words.replaceChildren(...report.sentences.map((s) => el("li", "", say(s))));
    // Every victory off: only the move cap can end such a game, and the d.dialog says so.
    const chosen = JSON.parse(current());
    if (!Object.keys(chosen.victories || {}).length) d.words.append(el("li", "only-cap", t("rules.onlyCap", { cap: chosen.plyCap })));
    d.error.textContent = "";
    d.form.dataset.valid = "true";
  } catch (e) {
    d.error.textContent = refused(e);
    d.form.dataset.valid = "false";
  }
}

/** The dialog's own controls. */
function wireDialog(onStart) {
  d.presetSel.addEventListener("change", () => load(api.presetRules(d.presetSel.value)));
  $("rules-reset").addEventListener("click", () => load(api.presetRules(d.presetSel.value)));
  d.form.addEventListener("input", (e) => {
    if (e.target !== d.presetSel) preview();
  });
  d.form.addEventListener("change", (e) => {
    if (e.target !== d.presetSel) preview();
  });
  $("rules-cancel").addEventListener("click", () => d.dialog.close());
  d.form.addEventListener("submit", (e) => {
    e.preventDefault();
    try {
      const json = current();
      api.validateRules(json);
      onStart(json);
      d.dialog.close();
    } catch (err) {
      // Refused: say why and keep the d.dialog open.
      d.error.textContent = refused(err);
      d.form.dataset.valid = "false";
    }
  });
}

/** A field of the form by a key that survives its rebuilding. */
const fieldKey = (e) => e.id || `${e.dataset.victory}/${e.dataset.field}`;

/** Another language: the dialog's words again, keeping every edit in progress (valid or not). */
function rewordDialog() {
  fillPresets();
  if (!base) return;
  const kept = [...d.form.querySelectorAll("input, select")]
    .filter((e) => e !== d.presetSel)
    .map((e) => [fieldKey(e), e.type === "checkbox" ? e.checked : e.value]);
  load(JSON.stringify(base));
  const byKey = new Map([...d.form.querySelectorAll("input, select")].map((e) => [fieldKey(e), e]));
  for (const [k, v] of kept) {
    const e = byKey.get(k);
    if (!e) continue;
    if (e.type === "checkbox") e.checked = v;
    else e.value = v;
  }
  preview();
}

/** The custom-rules dialog (one a page); `rulesApi`: the core's presets, presetRules,
 * validateRules, describeRules and victoryOptions; `onStart(json)`: a game under the rules chosen. */
function createRulesDialog(rulesApi, onStart) {
  api = rulesApi;
  list = api.presets();
  Object.assign(d, {
    dialog: $("rules-dialog"),
    form: $("rules-form"),
    presetSel: $("rules-preset"),
    summary: $("rules-summary"),
    victories: $("rules-victories"),
    error: $("rules-error"),
    words: $("rules-words"),
    wordsTitle: $("rules-words-title"),
    opt: {
      attackers: $("rules-attackers"),
      ranks: $("rules-ranks"),
      plyCap: $("rules-plycap"),
      reenter: $("rules-reenter"),
      pyramidFirst: $("rules-pyramid-first"),
    },
  });
  fillPresets();
  wireDialog(onStart);
  onLanguageChange(rewordDialog);
  return {
    /** Open the dialog on rules JSON (the rules chosen now). */
    open(json) {
      load(json);
      d.dialog.showModal();
    },
  };
}

/** The rules a new game or a pasted position uses, shown where positions are pasted
 * (`names`: {preset, custom}, worded in the current language). */
function chooseRules(json, names, preset) {
  state.chosen = { json, names };
  ui.showChosenRules(rulesLabel(names));
  if (preset && [...ui.els.preset.options].some((o) => o.value === preset)) ui.els.preset.value = preset;
}

/** The new-game form, the preset list and the custom-rules dialog. */
export function wireRules() {
  const els = ui.els;
  // The rules of the game now in play are the ones a pasted position is read with.
  on("game", ({ rulesJson, names, preset }) => chooseRules(rulesJson, names, preset));
  onLanguageChange(() => state.chosen && ui.showChosenRules(rulesLabel(state.chosen.names)));
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
