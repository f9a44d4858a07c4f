// The study open on the board, as data in `state.study` (told as `study`): written (a chapter's
// line is the game on the board: its moves, drawings and start follow the game; comments and
// questions are typed beside it; undo keeps every earlier state of the study) or played (the
// game in progress waits aside as in a lesson; the student steps through each chapter and
// answers its questions on the board, the core judging). docs/studies.md tells the whole story.

import { Game } from "../pkg/rithmomachia.js";
import { bringBack, setAside } from "../aside.js";
import { setGame } from "../board.js";
import { takeGame } from "../games.js";
import { t } from "../i18n.js";
import { messageOf, ui } from "../page.js";
import { cellName } from "../layout.js";
import { leave as leavePractice } from "../practice.js";
import { gameFacts } from "../snapshot.js";
import { emit, on, state } from "../store.js";
import { saveStudyOpen, saveStudyProgress, savedStudyOpen, savedStudyProgress } from "../storage.js";
import { chapterGame, checkStudy, judgeAnswer, progressKey } from "./core.js";
import { chapterOf, moved, newStudy, questionOf, retitled, synced, withAdded, withChapter, withStep, without } from "./doc.js";
import { addStudy, keptStudy, putStudy } from "./shelf.js";

// `putting`: the study is putting a chapter on the board (its `game` event is its own).
let putting = false;
// The last check asked of the core while writing (a later one wins).
let checks = 0;

const study = () => state.study;
const writing = () => !!state.study && state.study.mode === "write";
const playing = () => !!state.study && state.study.mode === "play";
const changed = () => emit("study");

/** The board's game as a chapter's line: {start, moves, annotations}. */
function boardLine() {
  return { start: gameFacts(state.game).start, moves: state.snap.lineMoves.slice(), annotations: state.drawings ? state.drawings.text() : "" };
}

/** The rules of the game on the board, as a study names them: a preset's id or custom rules. */
function boardRules() {
  const { rules, rulesJson } = gameFacts(state.game);
  return rules.custom ? JSON.parse(rulesJson) : rules.preset;
}

function remember() {
  const s = study();
  if (!s) return saveStudyOpen(null);
  saveStudyOpen({ mode: s.mode, ...(s.id ? { id: s.id } : { text: s.text }), chapter: s.chapter, ply: s.mode === "play" ? s.ply : 0 });
}

// ---------------------------------------------------------------- writing

/** Ask the core about the study as written; its fault (or none) is shown when it answers. */
async function check() {
  const s = study();
  if (!writing()) return;
  const n = ++checks;
  s.checking = true;
  try {
    await checkStudy(s.doc);
    if (n === checks && study() === s) s.fault = null;
  } catch (e) {
    if (n === checks && study() === s) s.fault = e;
  }
  if (n === checks && study() === s) {
    s.checking = false;
    changed();
  }
}

/**
 * Change the study written (`f(doc) → doc`): kept at once, the old one on the undo list (one
 * entry for a run of changes of the same `what`, a comment typed letter by letter).
 */
function change(f, what = "") {
  const s = study();
  if (!writing()) return;
  const next = f(s.doc);
  if (JSON.stringify(next) === JSON.stringify(s.doc)) return;
  if (!what || s.last !== what) s.undo.push(s.doc);
  if (s.undo.length > 200) s.undo.shift();
  s.last = what;
  s.doc = next;
  if (!putStudy(s.id, s.doc)) ui.notice(() => t("study.notKept"));
  changed();
  check();
}

/** Begin writing study `id` at chapter `chapter`, its line put on the board. */
export function writeStudy(id, chapter = 0) {
  const kept = keptStudy(id);
  if (!kept) return;
  closeStudy();
  state.study = { mode: "write", id, doc: kept.doc, chapter: Math.min(chapter, kept.doc.chapters.length - 1), undo: [], last: "", fault: null, checking: false, onBoard: false };
  putChapter();
  remember();
  check();
}

/**
 * A new study of the board as it is (its game the first chapter; `made(rules, line)` makes
 * another study of it, a review's); written at once.
 */
export function startStudy(title, made = null) {
  const doc = made ? made(boardRules(), boardLine()) : newStudy(title, boardRules(), chapterOf({ title: t("study.chapterTitle", { n: 1 }), ...boardLine() }));
  const id = addStudy(doc);
  if (!id) {
    ui.notice(() => t("study.notKept"));
    return null;
  }
  closeStudy();
  state.study = { mode: "write", id, doc, chapter: 0, undo: [], last: "", fault: null, checking: false, onBoard: true };
  remember();
  changed();
  check();
  ui.announce(t("study.started", { title }));
  return id;
}

/** Put the chapter being written on the board (the game in play kept as the previous game). */
function putChapter() {
  const s = study();
  const chapter = s.doc.chapters[s.chapter];
  let game;
  try {
    game = chapterGame(s.doc.rules, chapter, chapter.moves.length);
  } catch (e) {
    s.onBoard = false;
    s.fault = e;
    changed();
    return;
  }
  putting = true;
  try {
    takeGame(game, () => t("study.onBoard", { title: chapter.title }));
  } finally {
    putting = false;
  }
  s.onBoard = state.game === game;
  changed();
}

/** The board's game changed: the chapter written on it follows (its line, its drawings). */
function follow() {
  const s = study();
  if (!writing() || !s.onBoard || !state.snap) return;
  change((doc) => withChapter(doc, s.chapter, (c) => synced(c, boardLine())), "line");
}

export const writer = {
  /** Write chapter `i` (put on the board). */
  chapter(i) {
    const s = study();
    if (!writing() || i < 0 || i >= s.doc.chapters.length) return;
    s.chapter = i;
    remember();
    putChapter();
  },
  /** Put the chapter written on the board again (another game took its place). */
  again: () => writing() && putChapter(),
  title: (title) => change((doc) => retitled(doc, title), "title"),
  rename: (i, title) => change((doc) => withChapter(doc, i, (c) => ({ ...c, title })), `rename${i}`),
  /** The comment of the step shown. */
  comment(text) {
    const ply = state.snap.cursor;
    change((doc) => withChapter(doc, study().chapter, (c) => withStep(c, ply, (step) => ({ ...step, comment: text }))), `comment${ply}`);
  },
  /** The step shown asks a question of `kind` ("": none), its answer the line's next move or the cell picked. */
  ask(kind) {
    const s = study();
    const ply = state.snap.cursor;
    const cell = state.inspect >= 0 ? cellName(state.inspect) : "";
    change((doc) => withChapter(doc, s.chapter, (c) => withStep(c, ply, (step) => ({ ...step, question: kind ? questionOf(kind, c, ply, cell) : null }))));
  },
  /** A field of the question of the step shown: hint, explain, target, answers (a list). */
  field(name, value) {
    const ply = state.snap.cursor;
    change(
      (doc) => withChapter(doc, study().chapter, (c) => withStep(c, ply, (step) => (step.question ? { ...step, question: { ...step.question, [name]: value } } : step))),
      `${name}${ply}`,
    );
  },
  /** Add a chapter: the board's game as it is (`from` "board"), or the rules' start. */
  add(from) {
    const s = study();
    if (!writing()) return;
    let line;
    if (from === "board") line = boardLine();
    else {
      const g = new Game(typeof s.doc.rules === "string" ? s.doc.rules : JSON.stringify(s.doc.rules));
      line = { start: g.startPosition(), moves: [], annotations: "" };
      g.free();
    }
    const n = s.doc.chapters.length + 1;
    change((doc) => withAdded(doc, chapterOf({ title: t("study.chapterTitle", { n }), ...line })));
    if (from === "board") {
      s.chapter = n - 1;
      s.onBoard = true;
      remember();
      changed();
    } else writer.chapter(n - 1);
  },
  /** Chapter `i` moved up (-1) or down (1); copied after itself; deleted (one stays). */
  move(i, by) {
    const s = study();
    const j = i + by;
    if (!writing() || j < 0 || j >= s.doc.chapters.length) return;
    change((doc) => moved(doc, i, by));
    if (s.chapter === i) s.chapter = j;
    else if (s.chapter === j) s.chapter = i;
    remember();
    changed();
  },
  copy(i) {
    const s = study();
    change((doc) => withAdded(doc, { ...doc.chapters[i], title: t("study.copyOf", { title: doc.chapters[i].title }) }, i));
    if (s.chapter > i) s.chapter += 1;
    changed();
  },
  remove(i) {
    const s = study();
    if (!writing() || s.doc.chapters.length < 2) return;
    const was = s.chapter;
    change((doc) => without(doc, i));
    if (was === i) writer.chapter(Math.min(i, s.doc.chapters.length - 1));
    else if (was > i) s.chapter -= 1;
    remember();
    changed();
  },
  /** Take back the last change of the study (its line on the board too). */
  undo() {
    const s = study();
    if (!writing() || !s.undo.length) return;
    const before = s.doc;
    s.doc = s.undo.pop();
    s.last = "";
    s.chapter = Math.min(s.chapter, s.doc.chapters.length - 1);
    putStudy(s.id, s.doc);
    const now = s.doc.chapters[s.chapter];
    const was = before.chapters[s.chapter];
    if (!was || JSON.stringify([now.start, now.moves, now.annotations]) !== JSON.stringify([was.start, was.moves, was.annotations])) putChapter();
    ui.announce(t("study.undone"));
    changed();
    check();
  },
};

// ---------------------------------------------------------------- playing

/** Open a study to play: `text` a study's text (a kept one's id, or a link's: read only). */
export async function playStudy({ id = null, text = null, chapter = 0, ply = 0 }) {
  let checked;
  try {
    const doc = id ? keptStudy(id)?.doc : null;
    if (id && !doc) return;
    checked = await checkStudy(doc || text);
  } catch (e) {
    ui.notice(() => t("study.cannotOpen", { why: messageOf(e) }));
    return;
  }
  closeStudy();
  // An exercise on the board ends (its game set aside comes back); an open lesson closes.
  if (state.exercise) leavePractice();
  emit("dropLessons");
  setAside();
  const key = progressKey(id, checked.text);
  const chapters = checked.report.chapters;
  const c = Math.min(Math.max(0, chapter), chapters.length - 1);
  state.study = {
    mode: "play", id, readOnly: !id, text: checked.text, report: checked.report, key,
    chapter: c, ply: Math.min(Math.max(0, ply), chapters[c].moves.length), answer: null, picks: [], shown: false, hint: false,
    progress: savedStudyProgress()[key] || {},
  };
  emit("lesson");
  showStep();
  ui.announce(t("study.opened", { title: checked.report.title, n: chapters.length }));
}

/** The question at the step shown, or null. */
export function questionHere() {
  const s = study();
  if (!playing()) return null;
  const step = s.report.chapters[s.chapter].steps.find((x) => x.ply === s.ply);
  return step ? step.question : null;
}

/** Put the step shown on the board: the chapter's line up to it, with its drawings. */
function showStep() {
  const s = study();
  const chapter = s.report.chapters[s.chapter];
  s.answer = null;
  s.picks = [];
  s.shown = false;
  s.hint = false;
  putting = true;
  try {
    setGame(chapterGame(s.report.rules, chapter, s.ply, s.ply));
  } catch (e) {
    ui.notice(messageOf(e));
  } finally {
    putting = false;
  }
  remember();
  changed();
}

/** Keep the verdict on the question shown and say it. */
function verdict(v) {
  const s = study();
  s.answer = v;
  s.progress = { ...s.progress, [`${s.chapter}.${s.ply}`]: v.right ? "right" : s.progress[`${s.chapter}.${s.ply}`] === "right" ? "right" : "wrong" };
  saveStudyProgress(s.key, s.progress);
  changed();
}

async function judge(answer) {
  const s = study();
  const at = [s.chapter, s.ply];
  s.answer = { checking: true };
  changed();
  let v;
  try {
    v = await judgeAnswer(s.text, at[0], at[1], answer);
  } catch (e) {
    s.answer = null;
    ui.notice(messageOf(e));
    changed();
    return;
  }
  if (study() === s && s.chapter === at[0] && s.ply === at[1]) verdict(v);
}

export const player = {
  /** Step to ply `ply` of the chapter (clamped); to chapter `chapter` when given. */
  go(ply, chapter = null) {
    const s = study();
    if (!playing()) return;
    if (chapter !== null) s.chapter = Math.min(Math.max(0, chapter), s.report.chapters.length - 1);
    s.ply = Math.min(Math.max(0, ply), s.report.chapters[s.chapter].moves.length);
    showStep();
  },
  /** The next step; after a chapter's last, the next chapter's first. */
  next() {
    const s = study();
    if (!playing()) return false;
    if (s.ply < s.report.chapters[s.chapter].moves.length) player.go(s.ply + 1);
    else if (s.chapter + 1 < s.report.chapters.length) player.go(0, s.chapter + 1);
    else return false;
    return true;
  },
  previous() {
    const s = study();
    if (!playing()) return false;
    if (s.ply > 0) player.go(s.ply - 1);
    else if (s.chapter > 0) player.go(s.report.chapters[s.chapter - 1].moves.length, s.chapter - 1);
    else return false;
    return true;
  },
  /** The step shown again, its question unanswered. */
  retry: () => playing() && showStep(),
  /** A piece picked (or put back) as one of the attackers asked for. */
  pick(cell) {
    const s = study();
    if (!picking()) return;
    s.picks = s.picks.includes(cell) ? s.picks.filter((c) => c !== cell) : [...s.picks, cell];
    changed();
    emit("draw");
    ui.announce(t(s.picks.includes(cell) ? "study.picked" : "study.unpicked", { cell, n: s.picks.length }));
  },
  /** Check the attackers picked. */
  checkPicks: () => picking() && judge(study().picks.join(",")),
  /** Check the choice `i` of a captures question. */
  choose: (i) => playing() && questionHere()?.kind === "captures" && !study().answer && judge(String(i)),
  /** Show the hint; show the answer (the question then counts as missed). */
  hint() {
    if (!playing()) return;
    study().hint = true;
    changed();
  },
  reveal() {
    const s = study();
    if (!playing() || !questionHere()) return;
    s.shown = true;
    if (!s.answer || !s.answer.right) verdict({ right: false, shown: true, says: null });
    else changed();
  },
  /** A read-only study (from a link) kept as one's own; its id. */
  copy() {
    const s = study();
    if (!playing()) return null;
    const id = addStudy(JSON.parse(s.text));
    ui.announce(t(id ? "study.copied" : "study.notKept", { title: s.report.title }));
    if (id) {
      s.id = id;
      s.readOnly = false;
      remember();
      changed();
    }
    return id;
  },
};

/** Is the student picking attackers on the board (a click picks a piece)? */
export const picking = () => playing() && questionHere()?.kind === "attackers" && !study().answer;

/** The board's input routed to the study while the student picks attackers. */
export function withStudy(handlers) {
  const routed = { ...handlers };
  routed.activate = (index, how) => {
    if (!picking() || index < 0 || !state.snap || !state.snap.board[index]) return handlers.activate(index, how);
    if (how !== "key") state.cursor = index;
    player.pick(cellName(index));
  };
  return routed;
}

/** Close the study: a played one gives the board back to the game set aside. */
export function closeStudy() {
  const s = study();
  if (!s) return;
  state.study = null;
  remember();
  if (s.mode === "play" && state.lessonMode) bringBack();
  changed();
}

/** After a reload: the study open at the last visit opens again. */
export async function resumeStudy() {
  const o = savedStudyOpen();
  if (!o) return;
  if (o.mode === "play") return playStudy(o);
  const kept = keptStudy(o.id);
  if (!kept) return saveStudyOpen(null);
  const chapter = kept.doc.chapters[o.chapter];
  const onBoard = !!chapter && !!state.snap && chapter.start === gameFacts(state.game).start && JSON.stringify(chapter.moves) === JSON.stringify(state.snap.lineMoves);
  state.study = { mode: "write", id: o.id, doc: kept.doc, chapter: chapter ? o.chapter : 0, undo: [], last: "", fault: null, checking: false, onBoard };
  changed();
  check();
}

/** The study follows the board: the line written, a move answering a question, a game from elsewhere. */
export function wireStudy() {
  on("position", follow);
  on("drawings", follow);
  on("game", () => {
    if (putting) return;
    if (writing() && study().onBoard) {
      study().onBoard = false;
      changed();
    }
    // Another game on the board (a lesson's, an exercise's): the study played is closed.
    if (playing()) {
      state.study = null;
      remember();
      changed();
    }
  });
  on("played", ({ result }) => {
    const q = questionHere();
    if (q && q.kind === "move" && !study().answer && result && result.move) judge(result.move);
  });
  // A lesson or an exercise taking the board, or the game brought back, closes a played study.
  const taken = () => {
    if (playing() && (!state.lessonMode || state.exercise || state.lessonOpen)) {
      state.study = null;
      remember();
      changed();
    }
  };
  on("lesson", taken);
  on("practice", taken);
}
