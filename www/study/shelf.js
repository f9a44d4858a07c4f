// The teacher's studies kept in the browser (storage.js): the list, a study added, changed,
// copied or deleted. Every change is applied to the list as kept at that moment, so two tabs
// lose nothing of each other's; another tab's change is told as `studies`.

import { emit } from "../store.js";
import { changeStudies, savedStudies, watchStudies } from "../storage.js";

let broken = null;

/** The kept studies, newest change first: [{id, doc, updated}]. */
export function shelf() {
  const kept = savedStudies();
  if (kept.broken) broken = kept.broken;
  return kept.studies.slice().sort((a, b) => b.updated - a.updated);
}

/** The key an unreadable list was moved to this visit, or null. */
export const shelfBroken = () => broken;

/** One kept study, or null. */
export const keptStudy = (id) => savedStudies().studies.find((s) => s.id === id) || null;

const freshId = () => `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;

/** Keep a new study; its id (null when storage refuses it). */
export function addStudy(doc) {
  const id = freshId();
  const ok = changeStudies((list) => [...list, { id, doc, updated: Date.now() }]);
  emit("studies");
  return ok ? id : null;
}

/** Keep study `id` as `doc` now (added again if another tab deleted it meanwhile). */
export function putStudy(id, doc) {
  const ok = changeStudies((list) => [...list.filter((s) => s.id !== id), { id, doc, updated: Date.now() }]);
  emit("studies");
  return ok;
}

/** Forget study `id`. */
export function deleteStudy(id) {
  const ok = changeStudies((list) => list.filter((s) => s.id !== id));
  emit("studies");
  return ok;
}

/** Another tab's change reaches this one as `studies`. */
export function watchShelf() {
  watchStudies(() => emit("studies"));
}
