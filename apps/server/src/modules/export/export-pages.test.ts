import { type Compilable, CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { sessionPageQuery, setsOfSessionsQuery } from './export.repository';
import { SESSIONS_PER_PAGE } from './export.service';

/**
 * Issue 30 item 8: the export took 116 s for 92,000 sessions on SQLite, each page costing more the longer
 * the history. Each page must seek its rows through an index, never read the user's whole log: checked
 * on SQLite's plan for the export's own queries, on a log several pages long.
 */
describe('the export reads each page through an index on sqlite', () => {
  let t: TestApp;
  let ids: string[];
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    userId = (await signUp(t.app)).id;
    const db = t.context.database.db;
    const sessions = Array.from({ length: SESSIONS_PER_PAGE * 3 }, (_, i) => {
      const at = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
      return {
        id: `s${String(i).padStart(5, '0')}`,
        user_id: userId,
        routine_name: 'A',
        started_at: at,
        last_set_at: at,
      };
    });
    await db.insertInto('workout_sessions').values(sessions).execute();
    await db
      .insertInto('set_logs')
      .values(
        sessions.map((s) => ({
          user_id: userId,
          id: `l${s.id}`,
          session_id: s.id,
          workout_index: 0,
          set_index: 0,
          exercise_key: 'squats',
          exercise_name: 'Squat',
          logged_at: s.started_at,
        })),
      )
      .execute();
    ids = sessions.slice(SESSIONS_PER_PAGE, SESSIONS_PER_PAGE * 2).map((s) => s.id);
  });
  afterAll(async () => t.close());

  const planOf = async (query: Compilable) => {
    const { sql, parameters } = query.compile();
    const { rows } = await t.context.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.map((row) => row.detail).join('\n');
  };

  it("reads a page's sets by their sessions' ids, not by walking every set of the user", async () => {
    const plan = await planOf(setsOfSessionsQuery(t.context.database.db, ids));
    expect(plan).toMatch(/SEARCH set_logs USING INDEX \S+ \(session_id=\?\)/);
    expect(plan).not.toContain('user_id=?');
  });

  it('starts a later page at its cursor in the (user_id, started_at) index', async () => {
    const cursor = { startedAt: new Date(Date.UTC(2020, 0, 5)).toISOString(), id: 's00096' };
    const plan = await planOf(sessionPageQuery(t.context.database.db, userId, cursor, SESSIONS_PER_PAGE));
    expect(plan).toContain('USING INDEX workout_sessions_history (user_id=? AND started_at>?)');
  });
});
