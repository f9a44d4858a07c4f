// Everything the page keeps in the browser's storage, in one place: the game in progress (and an
// unreadable one kept aside, the one a file or link replaced, the one waiting during a lesson),
// the board's orientation, who plays what, explain mode, the open lesson and the language. No
// other file touches localStorage. Storage may be off or full (private windows, quotas): reads
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
  // "1" while the page's sounds are muted.
  muted: "rithmomachia.muted",
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

/** Save the game in progress (`data`: a record's fields); throws when storage refuses it. */
export function saveGame(data) {
  localStorage.setItem(KEYS.game, JSON.stringify(data));
}

/** The saved game's text, or null (none, or storage off). */
export const savedGameText = () => read(KEYS.game);

/** Keep an unreadable saved game's text under KEYS.broken; false when that fails too. */
export const keepBroken = (raw) => write(KEYS.broken, raw);

/** Keep the game a file or a link replaces (`data`: a record's fields); false when refused. */
export const savePrevious = (data) => write(KEYS.previous, JSON.stringify(data));

/** The game a file or a link replaced (a record's fields), or null. */
export const previousGame = () => readJson(KEYS.previous);

/** A lesson begins: the saved game in progress waits aside. */
export function setGameAside() {
  const raw = read(KEYS.game);
  if (raw !== null) write(KEYS.aside, raw);
}

/** The game set aside goes back into storage (it is the game in progress). */
export function bringGameBack() {
  const raw = read(KEYS.aside);
  if (raw !== null && write(KEYS.game, raw)) forget(KEYS.aside);
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

/** The game played with a friend by link: {id, me}, or null. */
export function savedFriend() {
  const f = readJson(KEYS.friend);
  return f && typeof f.id === "string" && (f.me === "white" || f.me === "black") ? { id: f.id, me: f.me } : null;
}
export const saveFriend = (f) => (f ? write(KEYS.friend, JSON.stringify({ id: f.id, me: f.me })) : forget(KEYS.friend));

export const savedMuted = () => read(KEYS.muted) === "1";
export const saveMuted = (on) => write(KEYS.muted, on ? "1" : "0");
