/** Scroll positions by history entry, so Back and a reload return to where the reader was. */
const STORAGE_KEY = 'stryd-scroll-positions';
const positions = new Map<string, number>();

export function rememberScroll(key: string): void {
  if (typeof window !== 'undefined') positions.set(key, window.scrollY);
}

export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Keeps the positions for this tab's next load (a reload, or coming back from another site). */
export function persistScroll(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or blocked: only positions across a reload are lost.
  }
}

export function restorePersistedScroll(): void {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return;
    for (const entry of saved) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
        positions.set(entry[0], entry[1]);
    }
  } catch {
    // A malformed or unreadable entry: start without saved positions.
  }
}

/** Forgets every position (each test starts a new tab). */
export function forgetScrollPositions(): void {
  positions.clear();
}
