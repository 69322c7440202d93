/** One note on a Web Audio context: a quick fade in to `peak` and out by `lengthS`, so it never clicks. */
export function scheduleTone(
  audio: AudioContext,
  tone: { frequencyHz: number; at: number; lengthS: number; peak: number; type: OscillatorType },
): void {
  const { frequencyHz, at, lengthS, peak, type } = tone;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequencyHz, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + lengthS);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + lengthS + 0.02);
}
