import { type LoggedSet, type SetDetails, type SetValues, setValuesOf } from '@stryd/domain';
import type { DrainResult } from '../../lib/offline/set-queue';
import { resumedSets } from './drawn-session';
import { withSynced } from './offline-sets';

/**
 * The routine page's workout as plain data, changed only by the actions below (no I/O, no clock): the
 * tick/untick mutations (use-set-mutations.ts) and the session hook dispatch them.
 */
export interface SessionState {
  /** Logged sets by setKey: the server's answer, or a set waiting in the offline queue. */
  logged: ReadonlyMap<string, LoggedSet>;
  /** Sets whose tick is on its way: shown ticked at once, with their 10 XP, until the answer. */
  ticking: ReadonlySet<string>;
  /** Sets with a tick or untick on its way: their row is busy and a second press is ignored. */
  pending: ReadonlySet<string>;
  /**
   * The fields the person typed, per set. Kept field by field so that a prefill (this session's earlier
   * set, last time's, the target) only fills the fields nobody touched, whenever it arrives or changes.
   */
  edits: ReadonlyMap<string, Partial<SetValues>>;
  /** The type, effort and note chosen per set, kept like `edits` (over last time's type and effort). */
  details: ReadonlyMap<string, Partial<SetDetails>>;
  /** The open session found on arrival (a reload, a closed tab), until dismissed or finished. */
  resumed: { startedAt: string; sets: number } | null;
  /** Resume was pressed: a session found later (the queue read late) does not bring the banner back. */
  dismissed: boolean;
}

export type SessionAction =
  | { type: 'tick-started'; key: string }
  | { type: 'tick-logged'; key: string; set: LoggedSet }
  /** Rollback of a refused tick: the set is as it was before the press. */
  | { type: 'tick-failed'; key: string }
  | { type: 'untick-started'; key: string }
  | { type: 'untick-settled'; key: string }
  /** Rollback of a refused untick: the set is logged again, as it was. */
  | { type: 'untick-failed'; key: string; set: LoggedSet }
  | { type: 'field-edited'; key: string; field: keyof SetValues; value: number | null }
  | { type: 'details-edited'; key: string; change: Partial<SetDetails> }
  /**
   * What the server kept, with the device's queue applied, once read: added where the page shows no set
   * yet (a tick or untick made meanwhile wins). `drawnWith`: see drawn-session.ts (empty unless the page
   * was drawn before the app ran).
   */
  | {
      type: 'session-found';
      kept: ReadonlyMap<string, LoggedSet>;
      startedAt: string | undefined;
      drawnWith: readonly LoggedSet[];
    }
  | { type: 'queue-synced'; sent: DrainResult['sent'] }
  | { type: 'resume-dismissed' }
  /** After Finish, or leaving the routine: everything starts afresh. */
  | { type: 'cleared' };

export const emptySession = (logged: ReadonlyMap<string, LoggedSet> = new Map()): SessionState => ({
  logged,
  ticking: new Set(),
  pending: new Set(),
  edits: new Map(),
  details: new Map(),
  resumed: null,
  dismissed: false,
});

const withKey = <T>(map: ReadonlyMap<string, T>, key: string, value: T) => new Map(map).set(key, value);
function withoutKey<T>(map: ReadonlyMap<string, T>, key: string): Map<string, T> {
  const next = new Map(map);
  next.delete(key);
  return next;
}
const added = (set: ReadonlySet<string>, key: string) => new Set(set).add(key);
function removed(set: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(set);
  next.delete(key);
  return next;
}

export const detailsOf = (set: LoggedSet): SetDetails => ({
  setType: set.setType,
  rpe: set.rpe,
  rir: set.rir,
  note: set.note,
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'tick-started':
      return {
        ...state,
        ticking: added(state.ticking, action.key),
        pending: added(state.pending, action.key),
      };
    case 'tick-logged':
      return {
        ...state,
        logged: withKey(state.logged, action.key, action.set),
        ticking: removed(state.ticking, action.key),
        pending: removed(state.pending, action.key),
      };
    case 'tick-failed':
      return {
        ...state,
        ticking: removed(state.ticking, action.key),
        pending: removed(state.pending, action.key),
      };
    case 'untick-started': {
      const set = state.logged.get(action.key);
      if (!set) return state;
      // The unticked set's values, type, effort and note stay in its row: ticking it again logs the same.
      return {
        ...state,
        logged: withoutKey(state.logged, action.key),
        pending: added(state.pending, action.key),
        edits: withKey(state.edits, action.key, setValuesOf(set)),
        details: withKey(state.details, action.key, detailsOf(set)),
      };
    }
    case 'untick-settled':
      return { ...state, pending: removed(state.pending, action.key) };
    case 'untick-failed':
      return {
        ...state,
        logged: withKey(state.logged, action.key, action.set),
        pending: removed(state.pending, action.key),
      };
    case 'field-edited':
      return {
        ...state,
        edits: withKey(state.edits, action.key, {
          ...state.edits.get(action.key),
          [action.field]: action.value,
        }),
      };
    case 'details-edited':
      return {
        ...state,
        details: withKey(state.details, action.key, { ...state.details.get(action.key), ...action.change }),
      };
    case 'session-found': {
      const first = [...action.kept.values()].map((set) => set.loggedAt).sort()[0];
      const startedAt = first && (action.startedAt ?? first);
      return {
        ...state,
        logged: resumedSets(state.logged, action.kept, action.drawnWith),
        resumed: startedAt && !state.dismissed ? { startedAt, sets: action.kept.size } : null,
      };
    }
    case 'queue-synced':
      return { ...state, logged: withSynced(state.logged, action.sent) };
    case 'resume-dismissed':
      return { ...state, resumed: null, dismissed: true };
    case 'cleared':
      return {
        ...emptySession(),
        ticking: state.ticking,
        pending: state.pending,
        dismissed: state.dismissed,
      };
  }
}
