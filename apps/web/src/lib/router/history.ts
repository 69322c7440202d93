/** Where the app is: the URL's path, query and fragment, the state a navigation left, and its entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry; 'default' for the entry the app was opened at. */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** The session history the router reads and moves: the browser's, or a list in memory (tests, prerender). */
export interface History {
  readonly location: Location;
  /** How the current entry was reached. */
  readonly action: HistoryAction;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** Called after back/forward (the browser's or go); push and replace tell their caller directly. */
  listen(listener: () => void): () => void;
}

export const INITIAL_KEY = 'default';

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The path, query and fragment of a location, as a link would write it. */
export function pathOf({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`;
}

interface EntryState {
  usr: unknown;
  key: string;
}

function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && typeof (value as EntryState).key === 'string';
}

/** The browser's history: entries carry their key and state in history.state. */
export function createBrowserHistory(win: Window = window): History {
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const entry = win.history.state;
    return isEntryState(entry)
      ? { pathname, search, hash, state: entry.usr, key: entry.key }
      : { pathname, search, hash, state: null, key: INITIAL_KEY };
  };
  // The entry the app opened at is stamped as ours, so coming Back to it finds its key (and scroll position).
  if (!isEntryState(win.history.state)) win.history.replaceState({ usr: null, key: INITIAL_KEY }, '');
  let location = read();
  let action: HistoryAction = 'POP';
  const listeners = new Set<() => void>();

  const move = (kind: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    const entry: EntryState = { usr: state ?? null, key: newKey() };
    try {
      if (kind === 'PUSH') win.history.pushState(entry, '', to);
      else win.history.replaceState(entry, '', to);
    } catch {
      // Browsers cap history calls (Safari: 100 in 30 s); a full page load still gets there.
      if (kind === 'PUSH') win.location.assign(to);
      else win.location.replace(to);
      return;
    }
    location = read();
    action = kind;
  };

  win.addEventListener('popstate', () => {
    // An entry the app did not make (a plain #fragment link) gets a key of its own, not the first entry's.
    if (!isEntryState(win.history.state)) win.history.replaceState({ usr: null, key: newKey() }, '');
    location = read();
    action = 'POP';
    for (const listener of listeners) listener();
  });

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => move('PUSH', to, state),
    replace: (to, state) => move('REPLACE', to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function parse(to: string, state: unknown, key: string): Location {
  const url = new URL(to, 'http://memory.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key };
}

/** A history kept in memory, for tests and for rendering a page at build time. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries = initialEntries.map((to, i) => parse(to, null, i === 0 ? INITIAL_KEY : newKey()));
  let index = entries.length - 1;
  let action: HistoryAction = 'POP';
  const listeners = new Set<() => void>();

  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(to, state) {
      entries.splice(index + 1, entries.length, parse(to, state, newKey()));
      index += 1;
      action = 'PUSH';
    },
    replace(to, state) {
      entries[index] = parse(to, state, newKey());
      action = 'REPLACE';
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
