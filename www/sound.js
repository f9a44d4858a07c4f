// Short sounds made by the page itself (WebAudio oscillators, no sound files): a move, a
// capture, a victory. Off while muted (the switch in the header; storage.js keeps it).
// <body data-sound> names the last sound asked for (tests; "" when muted).

import { saveMuted, savedMuted } from "./storage.js";

const TUNES = {
  move: [[520, 0, 0.05]],
  capture: [[392, 0, 0.07], [262, 0.07, 0.12]],
  victory: [[523, 0, 0.14], [659, 0.14, 0.14], [784, 0.28, 0.14], [1047, 0.42, 0.35]],
};

let audio = null;
let muted = false;

export function playSound(kind) {
  document.body.dataset.sound = muted ? "" : kind;
  if (muted) return;
  // After the move is drawn: a device's audio can take a while to start (the first sound).
  setTimeout(() => sound(kind), 0);
}

function sound(kind) {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  try {
    audio = audio || new Ctx();
    if (audio.state === "suspended") audio.resume().catch(() => {});
    const t0 = audio.currentTime + 0.01;
    for (const [freq, at, len] of TUNES[kind] || []) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "triangle";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.18, t0 + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
      osc.connect(gain).connect(audio.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + len + 0.02);
    }
  } catch {
    // No audio on this device: the game plays silently.
  }
}

function show(button) {
  // The key follows the state, so a language switch (data-i18n) words it again.
  button.setAttribute("aria-pressed", muted ? "true" : "false");
  button.dataset.i18n = muted ? "sound.off" : "sound.on";
}

export function wireSound(t) {
  const button = document.getElementById("mute");
  muted = savedMuted();
  const label = () => {
    show(button);
    button.textContent = t(muted ? "sound.off" : "sound.on");
  };
  label();
  button.addEventListener("click", () => {
    muted = !muted;
    saveMuted(muted);
    label();
  });
}
