// A study's questions and answers in words, for the Studies box, presentation mode and the
// worksheet: the pieces named as people name them ("the black round 9 on d5"), notation only
// for moves the student writes.

import { t } from "../i18n.js";
import { cellIndex } from "../layout.js";
import { describeCapture, describePiece } from "../ui.js";

/**
 * The question `q` asked in the position `view` {ranks, turn, board: [piece | null] by cell
 * index, moves: the legal moves [{move, from, to}] (for a captures question)}.
 */
export function questionWords(q, view) {
  if (q.kind === "move") return t("study.q.move", { turn: t(`turn.next.${view.turn}`) });
  if (q.kind === "attackers") {
    const p = view.board[cellIndex(q.target, view.ranks)];
    return t("study.q.attackers", { piece: p ? describePiece(p.color, p.shape, p.value) : "", cell: q.target });
  }
  const m = view.moves.find((x) => x.move === q.move);
  const p = m && m.from ? view.board[cellIndex(m.from, view.ranks)] : null;
  if (!m || !p) return t("study.q.capturesDrop", { move: q.move });
  return t("study.q.captures", { piece: describePiece(p.color, p.shape, p.value), from: m.from, to: m.to });
}

/** One choice of a captures question: its captures with their arithmetic, or "nothing". */
export const choiceWords = (choice) => (choice.length ? choice.map(describeCapture).join("; ") : t("study.nothing"));

/** The answer of question `q` (as the core reported it). */
export function answerWords(q) {
  if (q.kind === "move") return t("study.answer.move", { moves: q.answers.join(", ") });
  if (q.kind === "attackers") return t("study.answer.attackers", { cells: q.cells.join(", ") });
  return t("study.answer.captures", { what: choiceWords(q.choices[q.answer]) });
}
