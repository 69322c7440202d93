import { randomUUID } from 'node:crypto';
import { routineNameKey } from '@stryd/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/**
 * Test data builders that write rows directly (no HTTP, no password hashing), for tests of features that
 * read data other modules own. Users get the columns better-auth uses plus a profile; routines get their
 * workouts and participants (the creator always takes part) with an exact participant_count.
 */

export interface SeededUser {
  id: string;
  username: string;
}

export interface SeedUserOptions {
  username?: string;
  image?: string | null;
  plan?: string;
  totalXp?: number;
  /** Stored as preferences (the questionnaire's JSON) when given. */
  interests?: string[];
  level?: string;
  createdAt?: Date;
}

let sequence = 0;
const nextNumber = () => {
  sequence += 1;
  return sequence;
};

/** better-auth stores dates as ISO text and booleans as 0/1 on SQLite, native types on PostgreSQL. */
function authDate(handle: DatabaseHandle, date: Date): Date | string {
  return handle.dialect === 'sqlite' ? date.toISOString() : date;
}

export async function seedUser(handle: DatabaseHandle, options: SeedUserOptions = {}): Promise<SeededUser> {
  const id = randomUUID();
  const username = options.username ?? `user${nextNumber()}`;
  const created = options.createdAt ?? new Date();
  await handle.db
    .insertInto('users')
    .values({
      id,
      name: username,
      email: `${username.toLowerCase()}@example.test`,
      emailVerified: handle.dialect === 'sqlite' ? 0 : false,
      image: options.image ?? null,
      username: username.toLowerCase(),
      displayUsername: username,
      createdAt: authDate(handle, created),
      updatedAt: authDate(handle, created),
    })
    .execute();
  await handle.db
    .insertInto('profiles')
    .values({
      user_id: id,
      total_xp: options.totalXp ?? 0,
      plan: options.plan ?? 'free',
      created_at: created.toISOString(),
    })
    .execute();
  if (options.interests || options.level) {
    await seedPreferences(handle, id, {
      workoutInterests: options.interests ?? [],
      ...(options.level ? { level: options.level } : {}),
    });
  }
  return { id, username };
}

export async function seedPreferences(
  handle: DatabaseHandle,
  userId: string,
  data: Record<string, unknown>,
): Promise<void> {
  const preferences = {
    type: 'bodyweight',
    workoutInterests: [],
    workoutEquipments: [],
    level: 'Beginner',
    style: 'Short and Intense',
    duration: '30 mins',
    goal: 'Get fit',
    ...data,
  };
  const json = JSON.stringify(preferences);
  const now = new Date().toISOString();
  await handle.db
    .insertInto('preferences')
    .values({ user_id: userId, data: json, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data: json, updated_at: now }))
    .execute();
}

export interface SeedRoutineOptions {
  name?: string;
  description?: string;
  level?: string;
  estimatedTimeMinutes?: string;
  /** Workout types (3 sets of 10-15 reps each); five defaults when omitted. */
  workouts?: string[];
  /** Users who joined, besides the creator. */
  participants?: string[];
  creationType?: 'created' | 'generated';
}

export interface SeededRoutine {
  id: string;
  name: string;
  creatorId: string;
}

export async function seedRoutine(
  handle: DatabaseHandle,
  creatorId: string,
  options: SeedRoutineOptions = {},
): Promise<SeededRoutine> {
  const id = randomUUID();
  const name = options.name ?? `Routine ${nextNumber()}`;
  const now = new Date();
  const participants = [creatorId, ...(options.participants ?? []).filter((u) => u !== creatorId)];
  const workouts = options.workouts ?? [
    'Push-Ups',
    'Bodyweight Squats',
    'Walking Lunges',
    'Plank',
    'Burpees',
  ];
  await handle.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('routines')
      .values({
        id,
        creator_id: creatorId,
        name,
        name_key: routineNameKey(name),
        description: options.description ?? '',
        equipments: '[]',
        level: options.level ?? 'Beginner',
        duration: '30 mins',
        estimated_time_minutes: options.estimatedTimeMinutes ?? '30',
        rest_days: null,
        reason: null,
        creation_type: options.creationType ?? 'created',
        created_date: now.toISOString().slice(0, 10),
        participant_count: participants.length,
        created_at: now.toISOString(),
      })
      .execute();
    if (workouts.length > 0) {
      await trx
        .insertInto('workouts')
        .values(
          workouts.map((type, position) => ({ routine_id: id, position, type, sets: 3, reps: '10-15' })),
        )
        .execute();
    }
    await trx
      .insertInto('participants')
      .values(
        participants.map((user_id) => ({
          routine_id: id,
          user_id,
          routine_xp: 0,
          joined_at: now.toISOString(),
        })),
      )
      .execute();
  });
  return { id, name, creatorId };
}

/** Adds a participant and keeps participant_count exact, as joining does. */
export async function seedJoin(handle: DatabaseHandle, routineId: string, userId: string): Promise<void> {
  await handle.db
    .insertInto('participants')
    .values({ routine_id: routineId, user_id: userId, routine_xp: 0, joined_at: new Date().toISOString() })
    .execute();
  await handle.db
    .updateTable('routines')
    .set({ participant_count: sql`participant_count + 1` })
    .where('id', '=', routineId)
    .execute();
}

export async function seedFollow(
  handle: DatabaseHandle,
  followerId: string,
  followeeId: string,
): Promise<void> {
  await handle.db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: new Date().toISOString() })
    .execute();
}

/** n users named `${prefix}1` … `${prefix}n`. */
export async function seedUsers(handle: DatabaseHandle, n: number, prefix = 'member'): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  for (let i = 1; i <= n; i += 1) users.push(await seedUser(handle, { username: `${prefix}${i}` }));
  return users;
}
