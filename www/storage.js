// Everything the page keeps in the browser's storage, in one place: the game in progress (and an
// unreadable one kept aside, the one a file or link replaced, the one waiting during a lesson),
// the board's orientation, who plays what, explain mode, the open lesson, the puzzles solved and the open puzzle, the language and the side panel's tab,
// the teacher's studies, their progress and the study open in a tab (sessionStorage). No other
// file touches localStorage or sessionStorage. Storage may be off or full (private windows, quotas): reads
// then give null, writes report false, and the page goes on without them.

/** Every key the page uses, with what it holds. */
export const KEYS = {
  // The game in progress: {version: 2, preset, rules, start, moves, cursor} (docs/records.md).
  game: "rithmomachia.game.v1",
  // A saved game that could not be read is kept here (never destroyed silently).
  broken: "rithmomachia.game.v1.broken",
  // The game replaced by an opened link or an imported file, to go back to.
  previous: "rithmomachia.game.previous",
  // The game in progress, set aside while a lesson is on the board.
  aside: "rithmomachia.game.aside.v1",
  orientation: "rithmomachia.orientation",
  players: "rithmomachia.players.v1",
  explain: "rithmomachia.explain",
  lesson: "rithmomachia.lesson.v1",
  language: "rithmomachia.lang",
  // A game played with a friend by link: {id, me} (www/panels/friend.js).
  friend: "rithmomachia.friend.v1",
  // The front door's last choice: {choice, preset, side, level} (www/panels/door.js); absent
  // on a first visit, when the door opens by itself.
  door: "rithmomachia.door.v1",
  // The guided way in: {intro: true once the introduction was seen through, game: {rules,
  // preset} of the course's first game (coached while it is on the board), results: {preset:
  // "won" | "lost" | "drawn"}} (www/panels/guide.js).
  guide: "rithmomachia.guide.v1",
  // The lessons solved: {version: 1, solved: [lesson ids]} (www/panels/lessons.js).
  lessonsSolved: "rithmomachia.lessons.solved.v1",
  // The game clock: {preset, white, black, paused}, the ms each side has left (www/clock.js).
  clock: "rithmomachia.clock.v1",
  // The page's colours: "system", "light" or "dark" (www/panels/theme.js).
  theme: "rithmomachia.theme",
  // "1" while the page's sounds are muted.
  muted: "rithmomachia.muted",
  // The computer analysis panel: {on, lines} (www/panels/analysis.js).
  analysis: "rithmomachia.analysis.v1",
  // The last post-game analysis: {rules, start, moves, plies: [the core's reviews]}
  // (www/panels/report.js), shown again while that game is on the board.
  report: "rithmomachia.report.v1",
  // The side panel's tab the player chose last ("play", "learn", "analyse" or "records").
  tab: "rithmomachia.tab",
  // The puzzles solved, by set and puzzle id: {version: 1, solved: {classic: {"classic-001":
  // "first" | "later"}}} ("first": at the first try, no hint) (www/panels/puzzles.js).
  puzzles: "rithmomachia.puzzles.v1",
  // An unreadable value of the puzzles' progress is kept here (never destroyed silently).
  puzzlesBroken: "rithmomachia.puzzles.v1.broken",
  // The puzzle open on the board: {preset, level, id}, opened again after a reload.
  puzzle: "rithmomachia.puzzle.v1",
  // The teacher's studies: {version: 1, studies: [{id, doc, updated}]}, `doc` a study file's
  // object (docs/records.md, "Studies"), a draft included (www/study/shelf.js).
  studies: "rithmomachia.studies.v1",
  // An unreadable value of the studies is kept here (never destroyed silently).
  studiesBroken: "rithmomachia.studies.v1.broken",
  // The answers given in each study played, by the study's key: {version: 1, progress: {key:
  // {"chapter.ply": "right" | "wrong"}}} (www/study/play.js).
  studyProgress: "rithmomachia.study.progress.v1",
  // The study open in a tab (sessionStorage, each tab its own): {mode: "write" | "play", id (one
  // of the studies) or text (a study read from a link), chapter, ply}, opened again after a reload.
  studyOpen: "rithmomachia.study.open.v1",
};

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage off: nothing kept to forget */
  }
}

function readJson(key) {
  try {
    return JSON.parse(read(key) || "null");
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the game in progress

// The text of the game in progress as this tab last wrote or read it: another tab's write shows
// as a different text under KEYS.game (and as a `storage` event, see watchGame).
let known = null;

/**
 * Save the game in progress (`data`: a record's fields); throws when storage refuses it. A game
 * another tab saved meanwhile (one this tab has not seen) is never written over silently: it is
 * kept as the previous game first, and the result says so ({replaced: true}).
 */
export function saveGame(data) {
  // An unreadable saved game with no room to be moved aside stays where it is, unwritten.
  if (held.has(KEYS.game)) return { held: true };
  const text = JSON.stringify(data);
  const there = read(KEYS.game);
  let replaced = false;
  if (there !== null && known !== null && there !== known && there !== text && !isPrefixOf(there, text)) {
    replaced = write(KEYS.previous, there);
  }
  localStorage.setItem(KEYS.game, text);
  known = text;
  return { replaced };
}

/** Does the saved game `old` lead to `now` (same rules and start, its moves a prefix)? */
export function isPrefixOf(old, now) {
  let a, b;
  try {
    a = typeof old === "string" ? JSON.parse(old) : old;
    b = typeof now === "string" ? JSON.parse(now) : now;
  } catch {
    return false;
  }
  if (!a || !b || !Array.isArray(a.moves) || !Array.isArray(b.moves)) return false;
  if (a.rules !== b.rules || a.start !== b.start || a.moves.length > b.moves.length) return false;
  return a.moves.every((m, i) => m === b.moves[i]);
}

/** The saved game's text, or null (none, or storage off). */
export function savedGameText() {
  known = read(KEYS.game);
  return known;
}

/** This tab has taken the saved game's text as its own (another tab's game, followed). */
export const knowGame = (text) => {
  known = text;
};

// The keys whose unreadable value could not be copied aside: nothing is saved over them this visit.
const held = new Set();

/**
 * Keep the unreadable value `raw` of `key` whole (see keepBroken, under `base`); when there is
 * no room for a copy, it stays under `key` and nothing is saved over it this visit. The key it
 * is under.
 */
function moveAside(raw, key, base) {
  const kept = keepBroken(raw, base);
  if (!kept) held.add(key);
  return kept || key;
}

/**
 * A kept JSON value under `key` that `readable` accepts: {data (null when there is none), broken}.
 * An unreadable value is moved whole under a key of its own (`base`, or the next free one),
 * named by `broken`; when it cannot be moved it stays, `broken` is `key` and nothing is written
 * over it this visit.
 */
function keptValue(key, base, readable) {
  const raw = read(key);
  if (raw === null) return { data: null, broken: null };
  let data = null;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  if (readable(data)) return { data, broken: null };
  const kept = moveAside(raw, key, base);
  if (kept !== key) forget(key);
  return { data: null, broken: kept };
}

/** Keep an unreadable saved game's whole text (see moveAside). The key it is under. */
export const keepBrokenGame = (raw) => moveAside(raw, KEYS.game, KEYS.broken);

/**
 * Keep an unreadable value's whole text under a key of its own (KEYS.broken, or the next free
 * `KEYS.broken.N`; `base` another key for another kind of value): an older unreadable value is
 * never written over. The key used, or null.
 */
export function keepBroken(raw, base = KEYS.broken) {
  for (let n = 1; n <= 20; n++) {
    const key = n === 1 ? base : `${base}.${n}`;
    const there = read(key);
    if (there === raw) return key;
    if (there === null) return write(key, raw) ? key : null;
  }
  return null;
}

/** Is this text a saved game one can try to load (a JSON object with a start and moves)? */
function readable(raw) {
  try {
    const data = JSON.parse(raw);
    return !!data && typeof data === "object" && !Array.isArray(data) && typeof data.start === "string" && Array.isArray(data.moves);
  } catch {
    return false;
  }
}

/** Keep the game a file or a link replaces (`data`: a record's fields); false when refused. */
export const savePrevious = (data) => write(KEYS.previous, JSON.stringify(data));

/**
 * Follow the game in progress across tabs: `f(text)` runs when another tab of this page saves a
 * game different from this tab's (text: the new saved game; null when it was removed).
 */
export function watchGame(f) {
  window.addEventListener("storage", (e) => {
    if (e.storageArea !== localStorage) return;
    if (e.key === null || e.key === KEYS.game) {
      const now = read(KEYS.game);
      if (now !== known) f(now);
    } else if (e.key === KEYS.previous) {
      f(undefined);
    }
  });
}

/** The text of the game a file or a link replaced (a saved game's), or null. */
export const previousGame = () => read(KEYS.previous);

/** A lesson begins: the saved game in progress waits aside. */
export function setGameAside() {
  const raw = read(KEYS.game);
  if (raw !== null) write(KEYS.aside, raw);
}

/**
 * The game set aside goes back into storage (it is the game in progress). What it says:
 * {broken: key} when the value aside could not be read (it is moved whole under that key, the
 * saved game untouched); {replaced: true} when another tab saved a different game meanwhile
 * (that one stays the game in progress; the one set aside is kept as the previous game).
 */
export function bringGameBack() {
  const raw = read(KEYS.aside);
  if (raw === null) return {};
  if (!readable(raw)) {
    const key = keepBroken(raw);
    if (key) forget(KEYS.aside);
    return { broken: key || KEYS.aside };
  }
  const now = read(KEYS.game);
  if (now === null || now === raw || isPrefixOf(raw, now)) {
    if (now === null && !write(KEYS.game, raw)) return {};
    forget(KEYS.aside);
    return {};
  }
  // Another tab played on (or replaced the game) while the lesson was open: nothing is lost.
  if (write(KEYS.previous, raw)) {
    forget(KEYS.aside);
    return { replaced: true };
  }
  return {};
}

/** A new game replaces the one set aside. */
export const dropGameAside = () => forget(KEYS.aside);

// ---------------------------------------------------------------- preferences

/** The board's orientation (0–3), or null when none is kept. */
export function savedOrientation() {
  const raw = read(KEYS.orientation);
  const o = Number(raw);
  return raw !== null && [0, 1, 2, 3].includes(o) ? o : null;
}
export const saveOrientation = (o) => write(KEYS.orientation, String(o));

/** Who plays what: {mode, level, speed} as saved (unchecked), or null. */
export function savedPlayers() {
  const data = readJson(KEYS.players);
  return data && typeof data === "object" ? data : null;
}
export const savePlayers = (players) => write(KEYS.players, JSON.stringify(players));

export const savedExplain = () => read(KEYS.explain) === "1";
export const saveExplain = (on) => write(KEYS.explain, on ? "1" : "0");

/** The id of the lesson open at the last visit, or null. */
export const savedLesson = () => readJson(KEYS.lesson)?.id ?? null;
/** Remember the open lesson (null: none). */
export const saveLesson = (id) => (id ? write(KEYS.lesson, JSON.stringify({ id })) : forget(KEYS.lesson));

/** The language chosen before, or null. */
export const savedLanguage = () => read(KEYS.language);
export const saveLanguage = (code) => write(KEYS.language, code);

/** The game played with a friend by link: {id, me, sent} (sent: the moves whose link was
 * given, which the friend may have seen), or null. */
export function savedFriend() {
  const f = readJson(KEYS.friend);
  if (!(f && typeof f.id === "string" && (f.me === "white" || f.me === "black"))) return null;
  return { id: f.id, me: f.me, sent: Number.isInteger(f.sent) && f.sent >= 0 ? f.sent : 0 };
}
export const saveFriend = (f) => (f ? write(KEYS.friend, JSON.stringify({ id: f.id, me: f.me, sent: f.sent || 0 })) : forget(KEYS.friend));

/** The front door's last choice ({choice, preset, side, level}, each checked by its reader), or null. */
export function savedDoor() {
  const d = readJson(KEYS.door);
  return d && typeof d === "object" ? d : null;
}
export const saveDoor = (d) => write(KEYS.door, JSON.stringify(d));

/** The guided way in as kept ({intro, game, results}; {} when nothing is kept or it is not an object). */
export function savedGuide() {
  const g = readJson(KEYS.guide);
  if (!g || typeof g !== "object" || Array.isArray(g)) return {};
  const game = g.game && typeof g.game.rules === "string" && typeof g.game.preset === "string" ? g.game : null;
  const results = g.results && typeof g.results === "object" ? g.results : {};
  return { intro: g.intro === true, game, results };
}
export const saveGuide = (g) => write(KEYS.guide, JSON.stringify(g));

/** The ids of the lessons solved, kept across visits (unknown ids are the reader's to ignore). */
export function savedLessonsSolved() {
  const d = readJson(KEYS.lessonsSolved);
  return d && d.version === 1 && Array.isArray(d.solved) ? d.solved.filter((id) => typeof id === "string") : [];
}
export const saveLessonsSolved = (ids) => write(KEYS.lessonsSolved, JSON.stringify({ version: 1, solved: ids }));

/** The clock kept: {preset, white, black, paused} (checked by clock.js), or null. */
export function savedClock() {
  const c = readJson(KEYS.clock);
  return c && typeof c === "object" ? c : null;
}
export const saveClock = (c) => (c ? write(KEYS.clock, JSON.stringify(c)) : forget(KEYS.clock));

/** The theme chosen ("system", "light", "dark"; unchecked), or null. */
export const savedTheme = () => read(KEYS.theme);
export const saveTheme = (theme) => write(KEYS.theme, theme);

export const savedMuted = () => read(KEYS.muted) === "1";
export const saveMuted = (on) => write(KEYS.muted, on ? "1" : "0");

/** The analysis panel's settings: {on, lines} as saved (unchecked), or null. */
export function savedAnalysis() {
  const data = readJson(KEYS.analysis);
  return data && typeof data === "object" ? data : null;
}
export const saveAnalysis = (settings) => write(KEYS.analysis, JSON.stringify(settings));

/** The last post-game analysis, as saved (unchecked), or null. */
export function savedReport() {
  const data = readJson(KEYS.report);
  return data && typeof data === "object" && Array.isArray(data.plies) ? data : null;
}
/** Keep a post-game analysis (false when storage refuses it: it lasts the visit). */
export const saveReport = (report) => (report ? write(KEYS.report, JSON.stringify(report)) : (forget(KEYS.report), true));
/** The side panel's tab chosen last, as kept (the panel checks it is one of its tabs), or null. */
export const savedTab = () => read(KEYS.tab);
export const saveTab = (tab) => write(KEYS.tab, tab);

// ---------------------------------------------------------------- the puzzles

/** Is this a readable progress: {version: 1, solved: {set: {id: "first" | "later"}}}? */
function puzzleProgressReadable(data) {
  if (!data || typeof data !== "object" || data.version !== 1 || !data.solved || typeof data.solved !== "object" || Array.isArray(data.solved)) return false;
  return Object.values(data.solved).every(
    (set) => set && typeof set === "object" && !Array.isArray(set) && Object.values(set).every((v) => v === "first" || v === "later"),
  );
}

/**
 * The puzzles solved: {solved: {set: {id: "first" | "later"}}, broken}. An unreadable value is
 * moved whole under a key of its own (KEYS.puzzlesBroken, or the next free one), named by
 * `broken`, and the progress starts empty; when it cannot be moved it stays where it is,
 * `broken` is KEYS.puzzles and nothing is written over it this visit.
 */
export function savedPuzzleProgress() {
  const { data, broken } = keptValue(KEYS.puzzles, KEYS.puzzlesBroken, puzzleProgressReadable);
  return { solved: data ? data.solved : {}, broken };
}

/** Keep the puzzles solved (false when storage refuses it: the progress lasts the visit). */
export function savePuzzleProgress(solved) {
  if (held.has(KEYS.puzzles)) return false;
  return write(KEYS.puzzles, JSON.stringify({ version: 1, solved }));
}

/** The puzzle open at the last visit: {preset, level, id}, or null. */
export function savedPuzzle() {
  const p = readJson(KEYS.puzzle);
  return p && typeof p.preset === "string" && typeof p.level === "string" && typeof p.id === "string" ? { preset: p.preset, level: p.level, id: p.id } : null;
}
/** Remember the puzzle open on the board (null: none). */
export const savePuzzle = (p) => (p ? write(KEYS.puzzle, JSON.stringify({ preset: p.preset, level: p.level, id: p.id })) : forget(KEYS.puzzle));

// ---------------------------------------------------------------- the studies

const isObject = (v) => !!v && typeof v === "object" && !Array.isArray(v);

/** Is this a readable list of studies: {version: 1, studies: [{id, doc, updated}]}? */
function studiesReadable(data) {
  return isObject(data) && data.version === 1 && Array.isArray(data.studies) && data.studies.every((s) => isObject(s) && typeof s.id === "string" && isObject(s.doc) && typeof s.updated === "number");
}

/**
 * The teacher's studies as kept now (read afresh each time: another tab may have written):
 * {studies, broken}. An unreadable value is moved whole under a key of its own and the list
 * starts empty; when it cannot be moved, nothing is written over it this visit.
 */
export function savedStudies() {
  const { data, broken } = keptValue(KEYS.studies, KEYS.studiesBroken, studiesReadable);
  return { studies: data ? data.studies : [], broken };
}

/**
 * Change the kept studies with `change(list) → list`, applied to the list as kept at this moment
 * (so two tabs each adding or editing a study lose nothing of the other's). False when storage
 * refuses it.
 */
export function changeStudies(change) {
  if (held.has(KEYS.studies)) return false;
  const { studies } = savedStudies();
  return write(KEYS.studies, JSON.stringify({ version: 1, studies: change(studies.slice()) }));
}

/** Call `f()` when another tab changes the studies. */
export function watchStudies(f) {
  window.addEventListener("storage", (e) => {
    if (e.storageArea === localStorage && (e.key === null || e.key === KEYS.studies)) f();
  });
}

/** The answers given in the studies played: {key: {"chapter.ply": "right" | "wrong"}}. */
export function savedStudyProgress() {
  const data = readJson(KEYS.studyProgress);
  if (!isObject(data) || data.version !== 1 || !isObject(data.progress)) return {};
  return Object.fromEntries(Object.entries(data.progress).filter(([, v]) => isObject(v)));
}

/** Keep one study's answers (`key`: the study's), merged into what is kept now. */
export function saveStudyProgress(key, answers) {
  const progress = { ...savedStudyProgress(), [key]: answers };
  return write(KEYS.studyProgress, JSON.stringify({ version: 1, progress }));
}

/** The study open in this tab (sessionStorage: a reload keeps it, another tab has its own). */
function tabStore() {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The study open in this tab before a reload, or null. */
export function savedStudyOpen() {
  let o = null;
  try {
    o = JSON.parse(tabStore()?.getItem(KEYS.studyOpen) || "null");
  } catch {
    o = null;
  }
  if (!isObject(o) || (o.mode !== "write" && o.mode !== "play") || !Number.isInteger(o.chapter) || !Number.isInteger(o.ply)) return null;
  if (typeof o.id !== "string" && typeof o.text !== "string") return null;
  return o;
}

/** Remember the study open in this tab (null: none). */
export function saveStudyOpen(o) {
  try {
    if (o) tabStore()?.setItem(KEYS.studyOpen, JSON.stringify(o));
    else tabStore()?.removeItem(KEYS.studyOpen);
  } catch {
    /* storage off or full: the study is not opened again after a reload */
  }
}
