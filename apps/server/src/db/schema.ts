import type { ColumnType, Generated } from 'kysely';
import type { UsersTable } from './auth-tables';

/** Our part of a user: created together with the account (see auth/profile-hook.ts). */
export interface ProfilesTable {
  user_id: string;
  total_xp: Generated<number>;
  plan: Generated<string>;
  created_at: string;
  /** Who may see a session that has no visibility of its own (migration 0021): only-me by default. */
  session_visibility: Generated<string>;
  /** 'kg' or 'lb' (migration 0020); kg by default. */
  weight_unit: Generated<string>;
  /** 'light' or 'dark' (migration 0020); dark by default. */
  theme: Generated<string>;
  /** JSON of the domain's plate setup (migration 0030); null: the default for the weight unit. */
  plate_setup: string | null;
}

/** Fixed-window counters shared by every app process (login attempts, AI generations, …). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface RateLimitEventsTable {
  id: string;
  key: string;
  at: number;
}

/** A native sign-in code (migration 0011): its SHA-256, whose it is and the app's PKCE challenge. */
export interface NativeSignInGrantsTable {
  code_hash: string;
  user_id: string;
  challenge: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface RoutinesTable {
  id: string;
  creator_id: string;
  name: string;
  name_key: string;
  description: Generated<string>;
  /** JSON array of equipment names. */
  equipments: Generated<string>;
  level: string;
  duration: string;
  estimated_time_minutes: string;
  rest_days: number | null;
  reason: string | null;
  creation_type: 'created' | 'generated';
  created_date: string;
  participant_count: Generated<number>;
  created_at: string;
  /** Saved edits so far, from 1: an edit must name the version it started from. */
  version: Generated<number>;
}

/** Names a routine had before a rename, so old links still find it. */
export interface RoutineRenamesTable {
  creator_id: string;
  name_key: string;
  routine_id: string;
  renamed_at: string;
}

export interface WorkoutsTable {
  routine_id: string;
  position: number;
  type: string;
  sets: number;
  reps: string;
  deleteable: Generated<number>;
  /** The library exercise (stable id), or null for a custom exercise. */
  exercise_id: string | null;
  /** Superset/circuit letter (A, B, … in routine order), null when done alone (migration 0033). */
  group_key: string | null;
}

export interface ParticipantsTable {
  routine_id: string;
  user_id: string;
  routine_xp: Generated<number>;
  joined_at: string;
}

export interface DailyXpTable {
  routine_id: string;
  user_id: string;
  day: string;
  xp: Generated<number>;
}

/** One training session of a routine (migration 0015); open while finished_at is null. */
export interface WorkoutSessionsTable {
  id: string;
  user_id: string;
  /** Null once the routine is deleted; the copied name and creator keep the history readable. */
  routine_id: string | null;
  routine_name: string;
  creator_id: string | null;
  started_at: string;
  last_set_at: string;
  finished_at: string | null;
  duration_ms: Generated<number>;
  set_count: Generated<number>;
  volume_kg: Generated<number>;
  xp_earned: Generated<number>;
  record_count: Generated<number>;
  /** The import it came from (migration 0018); null for sessions logged here. */
  import_id: ColumnType<string | null, string | null | undefined, never>;
  /** Who may see it (migration 0021); null follows the owner's `profiles.session_visibility`. */
  visibility: ColumnType<string | null, string | null | undefined, string | null>;
  /** The session's note, plain text (migration 0029). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The volume of its warm-up sets, kept apart from `volume_kg`, the working volume (migration 0029). */
  warmup_volume_kg: Generated<number>;
  /** Exercises swapped in this session, JSON `{ workoutIndex: exerciseId }`; null for none (migration 0035). */
  swaps: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One committed import of another app's CSV export (migration 0018). */
export interface ImportsTable {
  id: string;
  user_id: string;
  source: string;
  session_count: number;
  set_count: number;
  exercise_count: number;
  skipped_rows: number;
  duplicate_sessions: number;
  first_session_at: string | null;
  last_session_at: string | null;
  created_at: string;
  /** How far the import got (migration 0019): only a 'done' one is listed and undoable. */
  state: Generated<ImportState>;
  state_at: string | null;
}

export type ImportState = 'importing' | 'done' | 'undoing';

/** One ticked set with its values (migration 0015); the primary key is the user's own id for the set. */
export interface SetLogsTable {
  user_id: string;
  id: string;
  session_id: string;
  workout_index: number;
  set_index: number;
  /** The library id, else 'custom:' and the folded name (domain exerciseLogKey). */
  exercise_key: string;
  exercise_id: string | null;
  exercise_name: string;
  reps: number | null;
  weight_kg: number | null;
  seconds: number | null;
  distance_m: number | null;
  logged_at: string;
  xp_earned: Generated<number>;
  /** The UTC day the set's XP counted towards; null when it earned none. */
  xp_day: string | null;
  /** Comma-separated record kinds the set set (domain SET_RECORD_KINDS). */
  records: Generated<string>;
  /** Domain SET_TYPES; 'warmup' counts for no record, e1RM, working volume or XP (migration 0029). */
  set_type: Generated<string>;
  rpe: number | null;
  rir: number | null;
  /** Plain text. */
  note: string | null;
  /** Superset/circuit letter of the set's exercise in its session; null alone (migration 0036, decision 049). */
  group_key: Generated<string | null>;
}

/**
 * A person's bests in one exercise over its working sets, kept by every tick, untick and import
 * (migration 0037, decision 050); unrounded e1RM. The most reps at one weight is read from set_logs.
 */
export interface ExerciseBestsTable {
  user_id: string;
  exercise_key: string;
  weight_kg: number | null;
  e1rm: number | null;
  set_volume_kg: number | null;
  seconds: number | null;
  /** Most reps in a set without weight. */
  reps: number | null;
}

/** XP a user earned in one UTC day across all routines (the daily ceiling, migration 0015). */
export interface DailyUserXpTable {
  user_id: string;
  day: string;
  xp: Generated<number>;
}

/** Kudos on a finished session, one per person (migration 0022). */
export interface KudosTable {
  session_id: string;
  user_id: string;
  created_at: string;
}

/** A rank of the ladder a person reached (migration 0028): once per person and rank; null = before it was kept. */
export interface RanksReachedTable {
  user_id: string;
  /** Its place in the domain's RANKS, from 1 (the first, Mortal, is never reached). */
  rank_index: number;
  reached_at: string | null;
}

/** Comments on a finished session (migration 0023); a reply names its parent, one level deep. */
export interface CommentsTable {
  id: string;
  session_id: string;
  user_id: string;
  parent_id: string | null;
  body: string;
  created_at: string;
  edited_at: string | null;
}

/** What someone did that a person is told about (migration 0024). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  actor_id: string;
  session_id: string | null;
  comment_id: string | null;
  routine_id: string | null;
  created_at: string;
  read_at: string | null;
  /** 1 unless the kind is off in the app (the row is kept for the digest or push; migration 0027). */
  in_app: Generated<number>;
  /** When it went out in a daily digest (migration 0027). */
  emailed_at: Generated<string | null>;
  /** One row per limited event ("passed you"), else null (migration 0027). */
  dedupe_key: Generated<string | null>;
}

/** A browser's push subscription on one device (migration 0026). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A notification waiting to be pushed (migration 0026): the facts of `notifications`, without read_at. */
export type NotificationPushesTable = Omit<
  NotificationsTable,
  'read_at' | 'in_app' | 'emailed_at' | 'dedupe_key'
>;

/** A running rest whose end is pushed (migration 0026); ends_at in epoch ms. */
export interface RestTimersTable {
  user_id: string;
  ends_at: number;
  /** The screen the push opens (the routine page the rest runs on). */
  path: string;
}

/** A kind of notification a person turned off on one channel (migration 0024). */
export interface NotificationOptOutsTable {
  user_id: string;
  kind: string;
  channel: string;
}

/** A person blocked another: each is hidden from the other (migration 0025). */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** A session or comment reported to the operator (migration 0025). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  author_id: string;
  session_id: string;
  comment_id: string | null;
  kind: 'session' | 'comment';
  reason: string;
  excerpt: string;
  created_at: string;
  resolved_at: string | null;
  resolution: 'hidden' | 'dismissed' | null;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: string;
}

export interface PreferencesTable {
  user_id: string;
  /** JSON of the domain's preferences schema. */
  data: string;
  updated_at: string;
}

export interface MealPlansTable {
  id: string;
  user_id: string;
  plan_name: string;
  reason: Generated<string>;
  /** JSON array of 7 { Breakfast, Lunch, Dinner }. */
  days: string;
  created_date: string;
  created_at: string;
}

export interface EmailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** 'skipped': the recipient switched this kind of mail off before it was sent (migration 0017). */
  status: Generated<'pending' | 'sent' | 'failed' | 'skipped'>;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Which event the mail is for; unique, so a repeat of the event queues nothing (migration 0010). */
  dedupe_key: string | null;
  /** Whose mail it is, for their e-mail preferences; null on rows queued before migration 0017. */
  recipient_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The RFC 8058 one-click unsubscribe URL sent as List-Unsubscribe, when the kind can be switched off. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A kind of mail a user switched off (migration 0017); no row means the kind is sent. */
export interface EmailOptOutsTable {
  user_id: string;
  kind: string;
  created_at: string;
}

/** One row per AI generation request (migration 0004). */
export interface AiRequestsTable {
  id: string;
  user_id: string;
  kind: 'routine' | 'meal';
  provider: string;
  duration_ms: number;
  outcome: 'ok' | 'fallback' | 'error' | 'rate_limited' | 'quota';
  error_code: string | null;
  created_at: string;
}

/** Follower counts kept by triggers on follows (migration 0003), so popular people is an index scan. */
export interface UserStatsTable {
  user_id: string;
  follower_count: Generated<number>;
}

/**
 * SQLite only: the FTS5 index of routine names and descriptions (migration 0003, kept by triggers).
 * PostgreSQL keeps `routine_search` tsvectors instead; both are queried with raw SQL in modules/search.
 */
export interface RoutinesFtsTable {
  /** Its rowid is the routine's rowid (external content). */
  name: string;
  description: string;
}

/** One provider subscription (migration 0005); userPlan derives from these (modules/users/plan.service). */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  provider: string;
  external_id: string;
  plan_type: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
  trial_ends_at: string | null;
  current_period_end: string | null;
  last_event_at: string;
  created_at: string;
  updated_at: string;
}

/** Every verified provider event, once (migration 0005). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  type: string;
  external_id: string | null;
  occurred_at: string;
  payload: string;
  outcome: string;
  received_at: string;
  processed_at: string | null;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  rate_limits: RateLimitsTable;
  native_sign_in_grants: NativeSignInGrantsTable;
  rate_limit_events: RateLimitEventsTable;
  routines: RoutinesTable;
  routine_renames: RoutineRenamesTable;
  workouts: WorkoutsTable;
  participants: ParticipantsTable;
  daily_xp: DailyXpTable;
  daily_user_xp: DailyUserXpTable;
  workout_sessions: WorkoutSessionsTable;
  set_logs: SetLogsTable;
  exercise_bests: ExerciseBestsTable;
  imports: ImportsTable;
  follows: FollowsTable;
  kudos: KudosTable;
  ranks_reached: RanksReachedTable;
  comments: CommentsTable;
  notifications: NotificationsTable;
  notification_opt_outs: NotificationOptOutsTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_pushes: NotificationPushesTable;
  rest_timers: RestTimersTable;
  preferences: PreferencesTable;
  meal_plans: MealPlansTable;
  email_outbox: EmailOutboxTable;
  email_opt_outs: EmailOptOutsTable;
  ai_requests: AiRequestsTable;
  user_stats: UserStatsTable;
  routines_fts: RoutinesFtsTable;
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
}
