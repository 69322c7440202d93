import { TtlCache } from '../../cache/ttl-cache';
import type { ParticipantRow } from './participants.repository';
import type { PersonRow, RoutineRow, WorkoutRow } from './routines.repository';

/** What a routine page shows every viewer alike: the routine, its creator, workouts and top of the board. */
export interface SharedRoutine {
  routine: RoutineRow;
  creator: PersonRow | undefined;
  workouts: WorkoutRow[];
  leaders: ParticipantRow[];
}

/**
 * How long a routine's shared part may be served from memory. Every change made through this server
 * (a tick, join, leave or delete) forgets the routine at once; this bounds how long another server
 * instance's changes, or a participant's new name or picture, take to show.
 */
export const ROUTINE_CACHE_TTL_MS = 2_000;
export const ROUTINE_CACHE_MAX_ENTRIES = 5_000;

/** Keyed by creator id and the routine's name key (see routineNameKey), as routes address routines. */
export class RoutineCache {
  readonly #cache: TtlCache<SharedRoutine | null>;
  readonly #ttlMs: number;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? ROUTINE_CACHE_TTL_MS;
    this.#cache = new TtlCache({
      ttlMs: this.#ttlMs,
      maxEntries: options.maxEntries ?? ROUTINE_CACHE_MAX_ENTRIES,
      now: options.now,
    });
  }

  /** The cached shared part, or the loader's; "no such routine" is never cached. */
  shared(creatorId: string, nameKey: string, load: () => Promise<SharedRoutine | null>) {
    return this.#cache.getOrLoad(`${creatorId}/${nameKey}`, load, (found, now) =>
      found ? now + this.#ttlMs : null,
    );
  }

  forget(creatorId: string, nameKey: string): void {
    this.#cache.delete(`${creatorId}/${nameKey}`);
  }

  /** Runs a change to one routine, then forgets it (after a refusal too: harmless). */
  async changing<T>(creatorId: string, nameKey: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      this.forget(creatorId, nameKey);
    }
  }
}
