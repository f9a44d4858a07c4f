// The rules dialog shown before a new game: a preset, each victory on or off with its
// thresholds, and a few options, all by editing the preset's rules JSON. The engine checks the
// result (validateRules) and describes it (describeRules): no rule text or rule check lives here.

import { t, say, onLanguageChange } from "./i18n.js";
import { MAX_GAME_PLIES } from "./records.js";

const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

// The core's reason stays in English (docs/i18n.md); the sentence around it is translated.
const refused = (e) => t("rulesDialog.refused", { reason: String((e && e.message) || e).replace(/\.$/, "") });

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

/**
 * api: {presets, presetRules, validateRules, describeRules, victoryOptions} from the wasm module;
 * onStart(json): start a game with these rules (may throw: the dialog then stays open).
 */
export function createRulesDialog(api, onStart) {
  const dialog = $("rules-dialog");
  const form = $("rules-form");
  const presetSel = $("rules-preset");
  const summary = $("rules-summary");
  const victories = $("rules-victories");
  const error = $("rules-error");
  const words = $("rules-words");
  const wordsTitle = $("rules-words-title");
  const opt = {
    attackers: $("rules-attackers"),
    ranks: $("rules-ranks"),
    plyCap: $("rules-plycap"),
    reenter: $("rules-reenter"),
    pyramidFirst: $("rules-pyramid-first"),
  };
  const list = api.presets();
  function fillPresets() {
    const value = presetSel.value;
    presetSel.replaceChildren(
      ...list.map((p) => {
        const o = el("option", "", t(`preset.${p.id}.title`));
        o.value = p.id;
        return o;
      }),
    );
    if (value) presetSel.value = value;
  }
  fillPresets();

  let base = null; // the rules being edited, as parsed JSON
  let goals = {}; // every offered victory's thresholds, kept while it is switched off

  function load(json) {
    base = JSON.parse(json);
    const preset = JSON.parse(api.presetRules(base.preset));
    presetSel.value = base.preset;
    const p = list.find((x) => x.id === base.preset);
    summary.textContent = p ? t("rulesDialog.summary", { summary: t(`preset.${p.id}.summary`), source: t(`preset.${p.id}.source`) }) : "";
    goals = {};
    for (const [id, g] of Object.entries(preset.victories)) goals[id] = g;
    for (const [id, g] of Object.entries(base.victories)) goals[id] = g;
    buildVictories(api.victoryOptions(json));
    opt.attackers.value = base.attackers;
    opt.ranks.value = String(base.ranks);
    opt.plyCap.value = String(base.plyCap);
    opt.reenter.checked = !!base.prisonersReenter;
    opt.pyramidFirst.checked = !!base.pyramidFirst;
    error.textContent = "";
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
    victories.replaceChildren(
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

  /** The rules JSON the form describes (throws when a field is not a number). */
  function current() {
    const r = structuredClone(base);
    r.attackers = opt.attackers.value;
    r.ranks = Number(opt.ranks.value);
    r.plyCap = moveCap(opt.plyCap);
    r.prisonersReenter = opt.reenter.checked;
    r.pyramidFirst = opt.pyramidFirst.checked;
    r.victories = {};
    for (const row of victories.querySelectorAll(".victory-row")) {
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

  /** The rules in the engine's words, or the reason they cannot be played. */
  function preview() {
    try {
      const report = api.describeRules(current());
      const title = t(`preset.${report.preset}.title`);
      wordsTitle.textContent = report.custom ? t("rules.name.custom", { title }) : title;
      words.replaceChildren(...report.sentences.map((s) => el("li", "", say(s))));
      // Every victory off: only the move cap can end such a game, and the dialog says so.
      const chosen = JSON.parse(current());
      if (!Object.keys(chosen.victories || {}).length) words.append(el("li", "only-cap", t("rules.onlyCap", { cap: chosen.plyCap })));
      error.textContent = "";
      form.dataset.valid = "true";
    } catch (e) {
      error.textContent = refused(e);
      form.dataset.valid = "false";
    }
  }

  presetSel.addEventListener("change", () => load(api.presetRules(presetSel.value)));
  $("rules-reset").addEventListener("click", () => load(api.presetRules(presetSel.value)));
  form.addEventListener("input", (e) => {
    if (e.target !== presetSel) preview();
  });
  form.addEventListener("change", (e) => {
    if (e.target !== presetSel) preview();
  });
  $("rules-cancel").addEventListener("click", () => dialog.close());
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    try {
      const json = current();
      api.validateRules(json);
      onStart(json);
      dialog.close();
    } catch (err) {
      // Refused: say why and keep the dialog open.
      error.textContent = refused(err);
      form.dataset.valid = "false";
    }
  });

  // Another language: the dialog's words again, keeping every edit in progress (valid or not).
  const fieldKey = (e) => e.id || `${e.dataset.victory}/${e.dataset.field}`;
  onLanguageChange(() => {
    fillPresets();
    if (!base) return;
    const kept = [...form.querySelectorAll("input, select")]
      .filter((e) => e !== presetSel)
      .map((e) => [fieldKey(e), e.type === "checkbox" ? e.checked : e.value]);
    load(JSON.stringify(base));
    const byKey = new Map([...form.querySelectorAll("input, select")].map((e) => [fieldKey(e), e]));
    for (const [k, v] of kept) {
      const e = byKey.get(k);
      if (!e) continue;
      if (e.type === "checkbox") e.checked = v;
      else e.value = v;
    }
    preview();
  });

  return {
    /** Open the dialog on rules JSON (the rules chosen now). */
    open(json) {
      load(json);
      dialog.showModal();
    },
  };
}
