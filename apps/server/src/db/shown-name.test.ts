import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../test/test-app';
import { type NameFields, shownName, shownNameSql } from './shown-name';

const CASES: Array<[NameFields, string]> = [
  [{ displayUsername: 'LiftQueen', username: 'liftqueen', name: 'Ada' }, 'LiftQueen'],
  [{ displayUsername: null, username: 'liftqueen', name: 'Ada' }, 'liftqueen'],
  [{ displayUsername: null, username: null, name: 'Ada Lovelace' }, 'Ada Lovelace'],
];

describe('shownName', () => {
  it.each(CASES)('%o is shown as %s', (user, shown) => {
    expect(shownName(user)).toBe(shown);
  });
});

describe.each(testDialects())('shownNameSql (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(CASES)('the database shows %o as %s, like shownName', async (user, shown) => {
    const { rows } = await sql<{ shown: string }>`
      with u ("displayUsername", username, name) as (
        select ${user.displayUsername ?? null}, ${user.username ?? null}, ${user.name}
      )
      select ${shownNameSql('u')} as shown from u`.execute(t.context.database.db);
    expect(rows[0]?.shown).toBe(shown);
  });
});
