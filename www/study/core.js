// What the rules core says of a study (the analysis's module, loaded on first use): whether it
// can be kept (every move replayed, every question's answer checked), its canonical text, its
// report, a student's answer judged, and its link (`#s1.`, docs/records.md, "Studies").

import { studyModule } from "../analysis-module.js";
import { Game } from "../pkg/rithmomachia.js";
import { RECORD_FORMAT, RECORD_VERSION, pack, readRecord, unpacked } from "../records.js";

/** A study's link's prefix. */
export const STUDY_LINK = "s1.";

/** The longest link to a study the page writes: longer ones are offered as a file. */
export const MAX_STUDY_LINK = 8000;

/**
 * The study `doc` (an object) or `text` checked by the core: {text (its canonical text), report}.
 * Throws the core's sentence for the first fault (a move that cannot be replayed, an answer that
 * is not legal, a question the position does not support).
 */
export async function checkStudy(docOrText) {
  const m = await studyModule();
  const study = new m.Study(typeof docOrText === "string" ? docOrText : JSON.stringify(docOrText));
  try {
    return { text: study.text(), report: study.report() };
  } finally {
    study.free();
  }
}

/** The core's verdict on `answer` to the question at `ply` of chapter `chapter`: {right, says}. */
export async function judgeAnswer(text, chapter, ply, answer) {
  const m = await studyModule();
  const study = new m.Study(text);
  try {
    return study.judge(chapter, ply, answer);
  } finally {
    study.free();
  }
}

/** The largest study file the core reads. */
export const maxStudyBytes = async () => (await studyModule()).maxStudyBytes();

/** The fragment of a link to a study (its canonical text packed), or null when it is too long. */
export async function studyFragment(text) {
  const m = await studyModule();
  const fragment = m.writeStudyLink(await pack(text));
  return fragment.length > MAX_STUDY_LINK ? null : fragment;
}

/** Is this fragment (without "#") a study's? */
export const isStudyFragment = (fragment) => fragment.startsWith(STUDY_LINK);

/** The study text of a link's fragment (without "#"); throws the fault. */
export async function studyOfFragment(fragment) {
  const m = await studyModule();
  return unpacked(m.readStudyLink(fragment), "link.what.study");
}

/** A key for a study's progress kept in the browser: its id, or a digest of a linked study's text. */
export function progressKey(id, text) {
  if (id) return id;
  // Two sums of the text's characters, each modulo a prime: a short key, the same on every visit.
  let a = 7;
  let b = 11;
  for (let i = 0; i < text.length; i++) {
    a = (a * 131 + text.charCodeAt(i)) % 2147483629;
    b = (b * 257 + text.charCodeAt(i)) % 2147483587;
  }
  return `link:${a.toString(36)}${b.toString(36)}:${text.length}`;
}

/** A record file's text for a chapter's line (the core reads its drawings against it). */
const recordText = (rules, chapter, moves, cursor) =>
  JSON.stringify({ format: RECORD_FORMAT, version: RECORD_VERSION, rules, start: chapter.start, moves, cursor, annotations: chapter.annotations || "" });

/** The game of a chapter's line at `cursor` with its drawings; only moves up to `upTo` kept when given. */
export function chapterGame(rules, chapter, cursor, upTo = null) {
  const whole = readRecord(recordText(rules, chapter, chapter.moves, cursor));
  if (upTo === null) return whole;
  const game = Game.fromRecord(typeof rules === "string" ? rules : JSON.stringify(rules), chapter.start, chapter.moves.slice(0, upTo));
  game.drawings = whole.drawings;
  game.drawings.dropAfter(upTo);
  whole.free();
  return game;
}
