import { scheduleTone } from './tone';

type AudioContextConstructor = new () => AudioContext;

// One context for the page: iOS only lets audio start after a tap resumed a context, so the one primed in
// start() must be the one the (timer-fired) end-of-rest beep uses.
let shared: AudioContext | null = null;

function context(): AudioContext | null {
  if (shared) return shared;
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Context = w.AudioContext ?? w.webkitAudioContext;
  if (typeof Context !== 'function') return null;
  shared = new Context();
  return shared;
}

/** Call while handling a tap, so a later beep from a timer is allowed to sound. */
export function primeBeep(): void {
  try {
    context()
      ?.resume()
      .catch(() => {});
  } catch {
    // Audio is a nicety.
  }
}

/** A short sine beep via Web Audio; silent where audio is unavailable (jsdom, old browsers) or blocked. */
export function playBeep(frequencyHz = 880, lengthS = 0.2): void {
  try {
    const audio = context();
    if (!audio) return;
    if (audio.state === 'suspended') audio.resume().catch(() => {});
    const at = audio.currentTime + 0.01;
    scheduleTone(audio, { frequencyHz, at, lengthS, peak: 0.25, type: 'sine' });
  } catch {
    // The visible countdown and vibration still tell the user the rest is over.
  }
}
