// A study as the page edits it: the object of a study file (docs/records.md, "Studies"), changed
// only through these functions, each returning a new object (the writer's undo keeps the old
// ones). Nothing here reads a position or a move: the core checks the whole study (core.js).

export const STUDY_FORMAT = "rithmomachia-study";
export const STUDY_VERSION = 1;

const copy = (doc) => JSON.parse(JSON.stringify(doc));

/** A chapter of the game `facts`: {title, start, moves, annotations}. */
export const chapterOf = ({ title, start, moves, annotations }) => ({ title, start, moves: moves.slice(), annotations: annotations || "", steps: [] });

/** A new study under `rules` (a preset id or a rules object) with one chapter. */
export function newStudy(title, rules, chapter) {
  return { format: STUDY_FORMAT, version: STUDY_VERSION, title, rules, chapters: [chapter] };
}

/** The study with chapter `i` changed by `f(chapter) → chapter`. */
export function withChapter(doc, i, f) {
  const out = copy(doc);
  out.chapters[i] = f(out.chapters[i]);
  return out;
}

/** The study retitled. */
export const retitled = (doc, title) => ({ ...copy(doc), title });

/** The study with `chapter` added after chapter `i` (at the end when `i` is past it). */
export function withAdded(doc, chapter, i = doc.chapters.length - 1) {
  const out = copy(doc);
  out.chapters.splice(Math.min(i + 1, out.chapters.length), 0, copy(chapter));
  return out;
}

/** The study with chapter `i` moved by `by` places (-1: up, 1: down), where there is room. */
export function moved(doc, i, by) {
  const j = i + by;
  if (j < 0 || j >= doc.chapters.length) return doc;
  const out = copy(doc);
  [out.chapters[i], out.chapters[j]] = [out.chapters[j], out.chapters[i]];
  return out;
}

/** The study without chapter `i` (a study keeps at least one). */
export function without(doc, i) {
  if (doc.chapters.length < 2) return doc;
  const out = copy(doc);
  out.chapters.splice(i, 1);
  return out;
}

/** The step at `ply` of a chapter (a blank one when it has none). */
export const stepAt = (chapter, ply) => chapter.steps.find((s) => s.ply === ply) || { ply, comment: "", question: null };

/**
 * The chapter with its step at `ply` changed by `f(step) → step`; a step left with no comment and
 * no question goes, and the steps stay in the order of their plies.
 */
export function withStep(chapter, ply, f) {
  const step = f({ ...stepAt(chapter, ply) });
  const steps = chapter.steps.filter((s) => s.ply !== ply);
  if (step.comment || step.question) steps.push({ ply, comment: step.comment || "", question: step.question || null });
  steps.sort((a, b) => a.ply - b.ply);
  return { ...chapter, steps };
}

/**
 * The chapter following its line on the board: its start, moves and drawings as the game has
 * them now; the steps past the line's end go.
 */
export function synced(chapter, { start, moves, annotations }) {
  return { ...chapter, start, moves: moves.slice(), annotations, steps: chapter.steps.filter((s) => s.ply <= moves.length) };
}

/** The question of each kind a step at `ply` asks by default: the line's next move, the cell picked. */
export function questionOf(kind, chapter, ply, cell) {
  const next = chapter.moves[ply] || "";
  if (kind === "move") return { kind, answers: next ? [next] : [], hint: "", explain: "" };
  if (kind === "attackers") return { kind, target: cell || "", hint: "", explain: "" };
  if (kind === "captures") return { kind, move: next, hint: "", explain: "" };
  return null;
}

/** Every question of a study: [{chapter, ply, question}], in order. */
export function questionsOf(doc) {
  return doc.chapters.flatMap((c, chapter) => c.steps.filter((s) => s.question).map((s) => ({ chapter, ply: s.ply, question: s.question })));
}

/**
 * A study of a game analysed: one chapter, its whole line, each marked move a question on the
 * step before it ("find the better move", the engine's better move the answer). `marks`:
 * [{ply (after the move), best, comment, explain}].
 */
export function reviewStudy(title, rules, chapter, marks) {
  let c = chapterOf(chapter);
  for (const m of marks) {
    c = withStep(c, m.ply - 1, (step) => ({ ...step, comment: m.comment, question: { kind: "move", answers: [m.best], hint: "", explain: m.explain } }));
  }
  return newStudy(title, rules, c);
}
