// Play a friend by link (correspondence, no server; docs/records.md "Play a friend by link"):
// each player on their own device sees the board from their side and moves only their pieces;
// after a move the panel gives a link (copy, or the device's share sheet) that carries the whole
// game (the records link, records.js) with the game's id and whose move it is:
// #f1.<id>.<w|b>.<g1 link>. Opening it continues the game; a link that does not continue the
// game in progress (an older move, other moves, another game) is explained and never replaces it.

import { Game } from "../pkg/rithmomachia.js";
import { save, setGame } from "../board.js";
import { takeGame } from "../games.js";
import { t, onLanguageChange } from "../i18n.js";
import { FRIEND_PREFIX, isFriendFragment, makeLinkFragment, readLinkFragment } from "../records.js";
import { messageOf, showReading, ui, copyText } from "../page.js";
import { linkGiven } from "../flow.js";
import { FOCUS, emit, friendWaits, on, state } from "../store.js";
import { saveFriend, savedFriend } from "../storage.js";

const PREFIX = FRIEND_PREFIX;
const els = {};
let linkFor = ""; // the position the link in the box was made for
let other = null; // another game by link, waiting for "Open it instead"



/** Both sides are played on this page's board (the computer plays neither). */
function hotseat() {
  const mode = document.getElementById("mode");
  if (mode.value === "hotseat") return;
  mode.value = "hotseat";
  mode.dispatchEvent(new Event("change"));
}

function begin(friend) {
  state.friend = friend;
  saveFriend(friend);
  hotseat();
  emit("face", friend.me);
  linkFor = "";
  updateFriend();
  emit("players");
}

function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new game under the rules in force, played with a friend; `me` plays "white" or "black". */
function startFriend(me) {
  other = null;
  takeGame(new Game(state.game.rulesJson()), () => t(`friend.started.${me}`));
  begin({ id: newId(), me });
}

function leave() {
  state.friend = null;
  saveFriend(null);
  updateFriend();
  // The analysis, off while the friend's game was played, may come back.
  emit("players");
}

async function makeLink() {
  const fragment = await makeLinkFragment(state.game, state.drawings);
  const turn = state.game.turn() === "white" ? "w" : "b";
  return `${location.origin}${location.pathname}${location.search}#${PREFIX}${state.friend.id}.${turn}.${fragment}`;
}

/** The panel: how to start, or whose move it is and the link to send. */
function updateFriend() {
  if (!els.panel) return;
  const f = state.friend;
  els.start.hidden = !!f;
  els.playing.hidden = !f;
  els.other.hidden = !other;
  if (!f) return;
  const waiting = friendWaits(state.game.turn());
  const over = state.snap && state.snap.status.state !== "playing";
  // A game ended off the board (a resignation) is sent too: the friend learns of it by the link.
  const ended = !!(state.snap && state.snap.ending);
  ui.setText(els.side, () => t(`friend.you.${f.me}`));
  ui.setText(els.turn, () => (ended ? t("friend.sendEnding") : waiting ? t(`friend.theirMove.${state.game.turn()}`) : over ? t("friend.over") : t("friend.yourMove")));
  els.send.hidden = !waiting && !ended;
  if (!waiting && !ended) {
    els.url.value = "";
    els.url.dataset.position = "";
    linkFor = "";
    return;
  }
  const key = `${state.game.position()} ${state.game.cursor()} ${state.game.lineLength()} ${state.snap.ending}`;
  if (key === linkFor) return;
  linkFor = key;
  makeLink().then(
    (url) => {
      if (linkFor !== key) return;
      els.url.value = url;
      els.url.dataset.position = state.game.position();
    },
    (e) => ui.setText(els.message, () => t("link.makeFailed", { why: messageOf(e) })),
  );
}

async function copy() {
  els.url.select();
  const done = await copyText(els.url.value);
  if (done) linkGiven();
  ui.setText(els.message, () => t(done ? "friend.copied" : "friend.copyByHand"));
}

async function share() {
  try {
    await navigator.share({ title: t("app.name"), text: els.turn.textContent, url: els.url.value });
    linkGiven();
  } catch {
    // Closed without sharing: the link stays in the box.
  }
}

function explain(key, params = {}) {
  ui.notice(() => t(key, params));
  ui.setText(els.message, () => t(key, params));
}

/** Open the page's fragment when it is a game by link; true when it was one (and is consumed). */
export async function openFriendLink() {
  let fragment;
  try {
    fragment = decodeURIComponent(location.hash.replace(/^#/, ""));
  } catch {
    return false; // a bad % escape: not a friend's link; openLink says what is wrong
  }
  if (!isFriendFragment(fragment)) return false;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  const m = /^f1\.([0-9a-f]{16})\.([wb])\.(.+)$/.exec(fragment);
  let game;
  try {
    if (!m) throw new Error(t("friend.err.shape"));
    game = await readLinkFragment(m[3], showReading);
  } catch (e) {
    explain("friend.err.bad", { why: messageOf(e) });
    return true;
  }
  const id = m[1];
  const mine = state.friend;
  if (mine && mine.id === id) {
    const have = state.game.line().slice(0, state.game.cursor());
    const got = game.line().slice(0, game.cursor());
    const extends_ = have.every((mv, i) => got[i] === mv);
    // Longer, or the same moves ended off the board (the friend resigned).
    if (extends_ && (got.length > have.length || (game.ending() && !state.game.ending()))) {
      setGame(game);
      save();
      emit("face", mine.me);
      explain(state.snap.ending ? "friend.ended" : "friend.continued", { n: got.length });
      return true;
    }
    game.free();
    if (extends_) explain("friend.same", { n: have.length });
    else if (got.every((mv, i) => have[i] === mv)) explain("friend.older", { n: got.length, m: have.length });
    else explain("friend.diverged", { n: have.length });
    return true;
  }
  if (mine) {
    // Another game by link: the one in progress stays until the player chooses.
    if (other) other.game.free();
    other = { game, id };
    explain("friend.other");
    updateFriend();
    return true;
  }
  const me = game.turn();
  takeGame(game, () => t(`friend.joined.${me}`));
  begin({ id, me });
  return true;
}

function openOther() {
  if (!other) return;
  const { game, id } = other;
  other = null;
  const me = game.turn();
  takeGame(game, () => t(`friend.joined.${me}`));
  begin({ id, me });
}

export function wireFriend() {
  for (const event of FOCUS) on(event, updateFriend);
  onLanguageChange(updateFriend);
  for (const [key, id] of [["panel", "friend"], ["start", "friend-start"], ["playing", "friend-playing"], ["side", "friend-side"], ["turn", "friend-turn"], ["send", "friend-send"], ["url", "friend-url"], ["message", "friend-message"], ["other", "friend-other"]]) {
    els[key] = document.getElementById(id);
  }
  document.getElementById("friend-white").addEventListener("click", () => startFriend("white"));
  document.getElementById("friend-black").addEventListener("click", () => startFriend("black"));
  document.getElementById("friend-leave").addEventListener("click", leave);
  document.getElementById("friend-copy").addEventListener("click", copy);
  document.getElementById("friend-open-other").addEventListener("click", openOther);
  const shareButton = document.getElementById("friend-share");
  shareButton.hidden = typeof navigator.share !== "function";
  shareButton.addEventListener("click", share);
  // The link selected and copied by hand is given too: its moves are seen (flow.js).
  els.url.addEventListener("copy", linkGiven);
  window.addEventListener("hashchange", () => openFriendLink());
  state.friend = savedFriend();
  updateFriend();
}
