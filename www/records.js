// Game records (files) and shareable links: their formats are in docs/records.md, and the rules
// core reads them (readRecordFile, readLink, LinkReader) and writes links (linkRules, writeLink,
// in the analysis's module), naming what is wrong in its own sentences. Only the browser's
// compression stream is here: a link's packed fields are deflated and inflated by it. A game
// read here carries its drawings as `game.drawings` (drawings.js).

import { drawingsOf } from "./drawings.js";
import { t } from "./i18n.js";
import { analysisModule } from "./analysis-module.js";
import { LinkReader, presetRules, readLink, readRecordFile } from "./pkg/rithmomachia.js";

export const RECORD_FORMAT = "rithmomachia-game";
export const RECORD_VERSION = 1;
/** The longest game read from a record, a link or storage (counted before the core replays it). */
export const MAX_GAME_PLIES = 10_000;

/** A link's packed field the browser cannot unpack: its message is a clause for people. */
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
  const ending = game.ending();
  if (ending) record.ending = ending;
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
export const readRecord = (text, saved = false) => withDrawings(readRecordFile(text, saved));

/** The game of the core's `[game, drawings]`, carrying its drawings (drawings.js). */
function withDrawings([game, drawings]) {
  game.drawings = drawingsOf(drawings);
  return game;
}

// ---------------------------------------------------------------- links

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** Text packed for a link: its UTF-8 in raw DEFLATE (the core writes the bytes in base64url). */
export async function pack(text) {
  return pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw"));
}

/** The rules field of a link under `rulesJson`, written by the core: [the field, its packed
 * bytes when they are custom rules (JSON, which starts with "{"), else undefined]. */
async function rulesField(m, rulesJson) {
  const field = m.linkRules(rulesJson, presetRules);
  return [field, field.startsWith("{") ? await pack(field) : undefined];
}

/** A link's field as text: as written, or its packed bytes unpacked (`what`: its name, for the message). */
export async function unpacked(field, what) {
  if (typeof field === "string") return field;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await pipe(field, new DecompressionStream("deflate-raw")));
  } catch {
    throw new RecordError(t("link.err.unpack", { what: t(what) }));
  }
}

/**
 * The fragment of a link to the game (without "#"): g1.<rules>.<start>.<moves>[.<cursor>[.<drawings>[.<ending>]]]
 * (docs/records.md), written by the core; `drawings` (a Drawings) travel when there are any, and
 * how the game ended (a resignation, a draw agreed, a flag) when it did.
 */
export async function makeLinkFragment(game, drawings = null) {
  const m = await analysisModule();
  const [rules, rulesPacked] = await rulesField(m, game.rulesJson());
  const start = game.linkStart();
  const annotations = drawings ? drawings.text() : "";
  return m.writeLink(false, rules, rulesPacked, start ? await pack(start) : undefined, game.linkMoves(), game.cursor(), game.lineLength(), annotations, game.ending() || "");
}

/**
 * The fragment of a link to a board editor's setup (without "#"): e1.<rules>.<position>
 * (docs/records.md). The position is kept as it is, faults included: the editor that opens it
 * names them.
 */
export async function makeEditFragment(text, rulesJson) {
  const m = await analysisModule();
  const [rules, rulesPacked] = await rulesField(m, rulesJson);
  return m.writeLink(true, rules, rulesPacked, await pack(text), "", 0, 0, "", "");
}

/**
 * A link's fields (without "#"), read by the core: {edit, rules, start, moves, cursor,
 * annotations, ending}, its rules as rules JSON (a preset's, or custom ones read over their preset) and
 * its start unpacked.
 */
async function linkOf(fragment) {
  const [edit, rules, start, moves, cursor, annotations, ending] = readLink(fragment);
  const json = typeof rules === "string" ? presetRules(rules) : (await analysisModule()).readLinkRules(await unpacked(rules, "link.what.rules"), presetRules);
  return { edit, rules: json, start: await unpacked(start, "link.what.start"), moves, cursor, annotations, ending };
}

/** {rules, text} of a board editor's link fragment (without "#"), the rules as JSON. Throws the fault. */
export async function readEditFragment(fragment) {
  const link = await linkOf(fragment);
  if (!link.edit) throw new RecordError(t("link.err.notEdit"));
  return { rules: link.rules, text: link.start };
}

/**
 * The game of a link's move code, read by the core in steps of bounded work (docs/facade.md,
 * "Bounds"), the event loop running between them so that the page stays responsive;
 * `onProgress({moves, read, digits})` after each step but the last; then opened at the link's
 * cursor with its drawings. Throws the core's Error naming the move at fault, the cursor past
 * the line's end, or the drawings' fault.
 */
async function readMoves(link, onProgress) {
  const reader = new LinkReader(link.rules, link.start, link.moves);
  try {
    while (!reader.step()) {
      if (onProgress) onProgress({ moves: reader.moves(), read: reader.read(), digits: reader.digits() });
      await new Promise((resolve) => setTimeout(resolve));
    }
  } catch (e) {
    reader.free();
    throw e;
  }
  return withDrawings(reader.finish(link.cursor, link.annotations, link.ending));
}

/**
 * A game from a link's fragment (without "#"); `onProgress` is told how far a long link's moves
 * are read (see readMoves). Nothing else changes until the game is read. Throws the core's
 * sentence, or a RecordError for a packed field the browser cannot unpack.
 */
export async function readLinkFragment(fragment, onProgress = null) {
  const link = await linkOf(fragment);
  if (link.edit) throw new RecordError(t("fault.link.notGame"));
  return readMoves(link, onProgress);
}

/** Whether a fragment (without "#") is a board editor's link, which the editor opens. */
export const isEditFragment = (fragment) => /^e\d+\./.test(fragment);

/** A friend's game by link: #f1.<id>.<w|b>.<g1 link> (panels/friend.js, docs/records.md). */
export const FRIEND_PREFIX = "f1.";
export const isFriendFragment = (fragment) => fragment.startsWith(FRIEND_PREFIX);
