import { scheduleTone } from './tone';

type AudioContextConstructor = new () => AudioContext;

/** C major arpeggio, rising: a short, friendly "done". */
const NOTES_HZ = [523.25, 659.25, 783.99, 1046.5];
const NOTE_GAP_S = 0.11;
const NOTE_LENGTH_S = 0.28;

function audioContextConstructor(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidate =
    (window as unknown as { AudioContext?: AudioContextConstructor }).AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  return typeof candidate === 'function' ? candidate : null;
}

/**
 * docs/product.md#completion: a completion sound at 100 %. Generated with the Web Audio API (no audio file to
 * load); does nothing where audio is unavailable (jsdom, old browsers) or blocked.
 */
export function playCompletionSound(): void {
  const Context = audioContextConstructor();
  if (!Context) return;
  try {
    const context = new Context();
    const start = context.currentTime + 0.02;
    NOTES_HZ.forEach((frequency, index) => {
      const at = start + index * NOTE_GAP_S;
      scheduleTone(context, {
        frequencyHz: frequency,
        at,
        lengthS: NOTE_LENGTH_S,
        peak: 0.18,
        type: 'triangle',
      });
    });
    const totalMs = (NOTES_HZ.length * NOTE_GAP_S + NOTE_LENGTH_S + 0.2) * 1000;
    window.setTimeout(() => {
      context.close().catch(() => {});
    }, totalMs);
  } catch {
    // Audio is a nicety; the completion dialog still opens.
  }
}
