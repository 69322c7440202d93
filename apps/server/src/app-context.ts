import type { Auth } from './auth/auth';
import type { SessionReader } from './auth/session';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { ChangeNotices } from './db/change-notices';
import type { DatabaseHandle } from './db/database';
import type { RoutineCache } from './modules/routines/routine-cache';

/** What route modules receive: built once in app.ts, passed explicitly (no globals). */
export interface AppContext {
  config: AppConfig;
  /** Product time: routes read clock.now() and pass it down as `now` (decision 012). */
  clock: Clock;
  database: DatabaseHandle;
  auth: Auth;
  session: SessionReader;
  /** Sign-outs, told to every app process on the database so none keeps trusting a cached session. */
  sessionNotices: ChangeNotices;
  /** A person's inbox changed (their id as the payload), told to every app process: the bell's live count. */
  inboxNotices: ChangeNotices;
  /**
   * Someone has a new feed card (their id as the payload): a session finished, a routine created or joined,
   * a rank reached. Told to open feeds of theirs and their followers'.
   */
  feedNotices: ChangeNotices;
  /** The shared part of routine pages; routes that change a routine forget it. */
  routineCache: RoutineCache;
}
