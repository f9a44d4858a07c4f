// The shipped puzzle sets (www/puzzles/<preset>.json, docs/puzzles.md), for the page's puzzles
// (panels/puzzles.js) and the embedded board's (embed/puzzle.js): which presets have one, a set
// read and kept to the puzzles the page can show, and whether a move is a puzzle's answer (two
// texts the core printed compared: nothing here reads a move).

import { t } from "./i18n.js";

// The presets with a shipped set (crate/tests/puzzles.rs checks this list against www/puzzles/).
export const PRESETS = ["classic", "boissiere", "simplified", "ludii"];
export const LEVELS = ["easy", "medium", "hard"];
const THEMES = ["capture", "combination", "victory"];

/** Whether a puzzle of a file is one the page can show (the others are left out). */
function usable(p) {
  return (
    p && typeof p.id === "string" && typeof p.position === "string" && Array.isArray(p.line) && p.line.length > 0 &&
    p.line.every((m) => typeof m === "string") && (p.from === null || typeof p.from === "string") && typeof p.to === "string" &&
    (p.also === undefined || (Array.isArray(p.also) && p.also.every((m) => typeof m === "string"))) &&
    LEVELS.includes(p.level) && THEMES.includes(p.theme)
  );
}

/** A preset's puzzles, read from its file; throws a sentence for the reader when it cannot be. */
export async function readSet(preset) {
  let res;
  try {
    res = await fetch(new URL(`puzzles/${preset}.json`, import.meta.url));
  } catch {
    throw new Error(t("puzzles.error.network"));
  }
  if (!res.ok) throw new Error(t("puzzles.error.http", { status: res.status }));
  let data;
  try {
    data = JSON.parse(await res.text());
  } catch {
    throw new Error(t("puzzles.error.json"));
  }
  if (!data || data.format !== 1 || !Array.isArray(data.puzzles)) throw new Error(t("puzzles.error.format"));
  const puzzles = data.puzzles.filter(usable).map((p) => ({
    id: p.id, position: p.position, rules: preset, line: p.line, also: p.also || [], from: p.from, to: p.to,
    rating: Number(p.rating) || 0, level: p.level, theme: p.theme, says: Array.isArray(p.says) ? p.says : [],
  }));
  if (!puzzles.length) throw new Error(t("puzzles.error.empty"));
  return puzzles;
}

/**
 * Whether `move` (as the core printed it) answers `item` at ply `ply` of its line: the line's
 * move, or at the first ply one the core found as good (the same piece's move with other captures
 * chosen, another move that wins at once).
 */
export const answers = (item, move, ply) => move === item.line[ply] || (ply === 0 && item.also.includes(move));
