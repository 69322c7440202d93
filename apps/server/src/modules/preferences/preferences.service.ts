import { type Preferences, preferencesSchema } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { parseStoredJson } from '../shared/stored-json';
import { assertSelf } from '../users/access';
import { findPreferencesJson, upsertPreferences } from './preferences.repository';

export const NO_PREFERENCES_MESSAGE = 'No saved preferences yet. Fill in the questionnaire first.';

/**
 * The answers exactly as stored, for readers that take what they can from them (recommendations read
 * interests and level even from answers today's schema would refuse).
 */
export async function storedPreferencesJson(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  return findPreferencesJson(db, userId);
}

/** Stored answers, re-checked against today's schema; answers that no longer fit count as none. */
export async function loadPreferences(db: Kysely<Database>, userId: string): Promise<Preferences | null> {
  return parseStoredJson(preferencesSchema, await findPreferencesJson(db, userId));
}

export async function savePreferences(
  db: Kysely<Database>,
  viewer: Viewer,
  pathUserId: string,
  preferences: Preferences,
  now: Date,
): Promise<Preferences> {
  assertSelf(viewer, pathUserId, 'You can only save your own preferences.');
  await upsertPreferences(db, viewer.id, JSON.stringify(preferences), now.toISOString());
  return preferences;
}

export async function getPreferences(db: Kysely<Database>, viewer: Viewer, pathUserId: string) {
  assertSelf(viewer, pathUserId, 'You can only read your own preferences.');
  const preferences = await loadPreferences(db, viewer.id);
  if (!preferences) throw notFound(NO_PREFERENCES_MESSAGE, 'NO_PREFERENCES');
  return preferences;
}
