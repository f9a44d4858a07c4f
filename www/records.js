// Game records (files) and shareable links: their formats are in docs/records.md. A record file
// (and the page's own saved game) is read by the rules core (readRecordFile), which names what is
// wrong in its own sentences; a link is packed and unpacked here, its rules, start position,
// moves and drawings checked by the core (LinkReader, game.annotations). A game read here carries
// its drawings as `game.drawings` (drawings.js).

import { drawingsOf, readDrawings } from "./drawings.js";
import { t } from "./i18n.js";
import { LinkReader, readRecordFile } from "./pkg/rithmomachia.js";

export const RECORD_FORMAT = "rithmomachia-game";
export const RECORD_VERSION = 1;
/** A link's fragment starts with this: "g" for a game, then the link format's version. */
export const LINK_VERSION = "g1";
/** The longest link fragment read (checked before decoding; a game of thousands of moves fits). */
export const MAX_LINK_CHARS = 64 * 1024;
/** The longest game read from a record, a link or storage (counted before the core replays it). */
export const MAX_GAME_PLIES = 10_000;

/** A link's error found here: its message is a clause for people. */
export class RecordError extends Error {}

/** The status after the whole recorded line, as a record's `result` keeps it. */
function resultOf(game) {
  const end = game.copy();
  try {
    end.seek(end.lineLength());
    const s = end.status();
    if (s.state === "won") return { state: "won", winner: s.winner, victory: s.victory, plies: end.ply() };
    if (s.state === "draw") return { state: "draw", reason: s.reason, plies: end.ply() };
    return { state: "playing", plies: end.ply() };
  } finally {
    end.free();
  }
}

/** The record of a game (an object, for JSON.stringify), with its drawings when it has any. */
export function makeRecord(game, now = new Date(), drawings = null) {
  const rules = JSON.parse(game.rulesJson());
  const record = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    preset: rules.preset,
    rules,
    start: game.startPosition(),
    moves: game.line(),
    cursor: game.cursor(),
    result: resultOf(game),
    exported: now.toISOString(),
  };
  const annotations = drawings ? drawings.text() : "";
  if (annotations) record.annotations = annotations;
  return record;
}

/** A file name for a record: rithmomachia-classic-2026-11-22-0315.json. */
export function recordFileName(record) {
  const stamp = record.exported.slice(0, 16).replace("T", "-").replace(":", "");
  return `rithmomachia-${record.preset || "game"}-${stamp}.json`;
}

/**
 * A game from a record file's text (`saved`: the page's own saved game, docs/records.md), its
 * cursor applied and its drawings read. Throws the core's sentence naming what is wrong; nothing
 * else changes.
 */
export function readRecord(text, saved = false) {
  const [game, drawings] = readRecordFile(text, saved);
  game.drawings = drawingsOf(drawings);
  return game;
}

/** The game with its drawings read (game.drawings); on a fault the game is freed and the core's
 * Error thrown. */
function withDrawings(game, text) {
  try {
    game.drawings = readDrawings(game, text);
  } catch (e) {
    game.free();
    throw e;
  }
  return game;
}

// ---------------------------------------------------------------- links

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function toBase64Url(bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
    const k = Math.min(3, bytes.length - i);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    if (k > 1) out += B64[(n >> 6) & 63];
    if (k > 2) out += B64[n & 63];
  }
  return out;
}

function fromBase64Url(text, what) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new RecordError(t("link.err.base64", { what }));
  const bytes = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    const n = [...chunk].reduce((acc, c, j) => acc | (B64.indexOf(c) << (18 - 6 * j)), 0);
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  return new Uint8Array(bytes);
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** Text packed for a link: raw deflate, then base64url. */
export async function pack(text) {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

async function unpack(code, what) {
  const bytes = fromBase64Url(code, what);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
  } catch {
    throw new RecordError(t("link.err.unpack", { what }));
  }
}

/**
 * The fragment of a link to the game (without "#"):
 * g1.<rules>.<start>.<moves>[.<cursor>[.<drawings>]] (see docs/records.md); `drawings` (a
 * Drawings) travel when there are any.
 */
export async function makeLinkFragment(game, Game, presetRules, drawings = null) {
  const json = game.rulesJson();
  const field = await rulesField(json, presetRules);
  const fresh = new Game(json);
  const own = fresh.startPosition();
  fresh.free();
  const start = game.startPosition() === own ? "" : await pack(game.startPosition());
  const parts = [LINK_VERSION, field, start, game.linkMoves()];
  const line = game.lineLength();
  const annotations = drawings ? drawings.text() : "";
  // The cursor field is left empty (all moves applied) when only the drawings follow it.
  if (game.cursor() < line || annotations) parts.push(game.cursor() < line ? String(game.cursor()) : "");
  if (annotations) parts.push(annotations);
  return parts.join(".");
}

/** A link's rules field: the preset's id, or `~` and the fields that differ from it, packed. */
async function rulesField(json, presetRules) {
  const rules = JSON.parse(json);
  try {
    const base = JSON.parse(presetRules(rules.preset));
    // Custom rules: only the top-level fields that differ from their preset's, packed.
    const diff = { preset: rules.preset };
    for (const [key, value] of Object.entries(rules)) {
      if (JSON.stringify(value) !== JSON.stringify(base[key])) diff[key] = value;
    }
    return Object.keys(diff).length === 1 ? rules.preset : `~${await pack(JSON.stringify(diff))}`;
  } catch {
    return `~${await pack(json)}`;
  }
}

/** The rules (a preset id or rules JSON) of a link's rules field. */
async function readRulesField(field, presetRules) {
  if (!field) throw new RecordError(t("link.err.noRules"));
  return field.startsWith("~") ? linkRules(await unpack(field.slice(1), t("link.what.rules")), presetRules) : field;
}

/** A board editor's link starts with this: "e" for the editor, then the format's version. */
export const EDIT_VERSION = "e1";

/** Whether a fragment (without "#") is a board editor's link. */
export const isEditFragment = (fragment) => /^e\d+\./.test(fragment);

/**
 * The fragment of a link to a board editor's setup (without "#"): e1.<rules>.<position>, the
 * position text packed as a game link's start is (docs/records.md). The position is kept as it
 * is, faults included: the editor that opens it names them.
 */
export async function makeEditFragment(text, rulesJson, presetRules) {
  return [EDIT_VERSION, await rulesField(rulesJson, presetRules), await pack(text)].join(".");
}

/** {rules, text} of a board editor's link fragment (without "#"). Throws RecordError. */
export async function readEditFragment(fragment, presetRules) {
  const parts = fragment.split(".");
  if (parts[0] !== EDIT_VERSION) throw new RecordError(t("link.err.version", { version: parts[0].slice(1) }));
  if (parts.length !== 3) throw new RecordError(t("link.err.parts", { n: parts.length }));
  const rules = await readRulesField(parts[1], presetRules);
  return { rules, text: await unpack(parts[2], t("link.what.start")) };
}

/** Rules JSON from a link's packed rules: the fields that differ, over their preset's. */
function linkRules(text, presetRules) {
  let diff;
  try {
    diff = JSON.parse(text);
  } catch {
    diff = null;
  }
  if (!diff || typeof diff !== "object" || Array.isArray(diff) || typeof diff.preset !== "string") {
    throw new RecordError(t("link.err.rulesJson"));
  }
  // An unknown preset is named by the core.
  return JSON.stringify({ ...JSON.parse(presetRules(diff.preset)), ...diff });
}

/**
 * The game of a link's move code, read by the core in steps of bounded work (docs/facade.md,
 * "Bounds"), the event loop running between them so that the page stays responsive;
 * `onProgress({moves, read, digits})` after each step but the last. Throws the core's Error
 * naming the move at fault.
 */
async function readMoves(rules, start, code, onProgress) {
  const reader = new LinkReader(rules, start, code);
  try {
    while (!reader.step()) {
      if (onProgress) onProgress({ moves: reader.moves(), read: reader.read(), digits: reader.digits() });
      await new Promise((resolve) => setTimeout(resolve));
    }
  } catch (e) {
    reader.free();
    throw e;
  }
  return reader.finish();
}

/**
 * A game from a link's fragment (without "#"); `onProgress` is told how far a long link's moves
 * are read (see readMoves). Nothing else changes until the game is read. Throws RecordError or
 * the core's Error.
 */
export async function readLinkFragment(fragment, Game, presetRules, onProgress = null) {
  const parts = fragment.split(".");
  if (!/^g\d+$/.test(parts[0])) throw new RecordError(t("link.err.notGame"));
  if (parts[0] !== LINK_VERSION) throw new RecordError(t("link.err.version", { version: parts[0].slice(1) }));
  if (parts.length < 4 || parts.length > 6) throw new RecordError(t("link.err.parts", { n: parts.length }));
  const [, rulesPart, startPart, moves, cursorPart = "", annotations = ""] = parts;
  const rules = await readRulesField(rulesPart, presetRules);
  const start = startPart ? await unpack(startPart, t("link.what.start")) : "";
  const game = await readMoves(rules, start, moves, onProgress);
  // An empty cursor field before the drawings: every move applied.
  if (parts.length === 5 || (parts.length === 6 && cursorPart !== "")) {
    const n = /^\d{1,6}$/.test(cursorPart) ? Number(cursorPart) : -1;
    const max = game.lineLength();
    if (n < 0 || n > max) {
      game.free();
      throw new RecordError(t("link.err.cursor", { max }));
    }
    game.seek(n);
  }
  return withDrawings(game, annotations);
}

/** A friend's game by link: #f1.<id>.<w|b>.<g1 link> (panels/friend.js, docs/records.md). */
export const FRIEND_PREFIX = "f1.";
export const isFriendFragment = (fragment) => fragment.startsWith(FRIEND_PREFIX);
