import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJoin, seedRoutine, seedUser, seedUsers } from '../../test/seed';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app';
import { POPULAR_WINDOW } from './search.repository';
import { ftsPrefixQuery, searchTerms, tsPrefixQuery } from './search-text';

const routineNames = (body: { items: { routine: { routineName: string } }[] }) =>
  body.items.map((item) => item.routine.routineName);

describe('search text', () => {
  it('keeps only words, lower-cased and de-duplicated', () => {
    expect(searchTerms('  Leg  DAY leg ')).toEqual(['leg', 'day']);
    expect(searchTerms('"* AND ( OR)')).toEqual(['and', 'or']);
    expect(searchTerms('"*()')).toEqual([]);
  });

  it('quotes every word so nothing the user typed is FTS or tsquery syntax', () => {
    expect(ftsPrefixQuery(['and', 'near'], ['name'], 'all')).toBe('{name} : ("and"* "near"*)');
    expect(tsPrefixQuery(['leg', 'day'], 'all')).toBe('leg:* & day:*');
    expect(tsPrefixQuery(['leg', 'day'], 'any')).toBe('leg:* | day:*');
  });
});

describe.each(testDialects())('search on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.context.database;
    const alice = await seedUser(db, { username: 'Alice', image: 'https://img.test/alice.png' });
    const bob = await seedUser(db, { username: 'bob' });
    await seedUser(db, { username: 'alicia' });
    await seedUser(db, { username: 'malik' });
    await seedUser(db, { username: 'zed_ali' });
    await seedUser(db, { username: 'ali' });
    const members = await seedUsers(db, 4, 'fan');
    await seedRoutine(db, alice.id, {
      name: 'Leg Day',
      level: 'Intermediate',
      estimatedTimeMinutes: '45',
      participants: members.slice(0, 2).map((m) => m.id),
    });
    await seedRoutine(db, bob.id, { name: 'Legs Forever', participants: members.map((m) => m.id) });
    await seedRoutine(db, bob.id, { name: 'Morning Flow', description: 'Gentle legwork and breathing' });
    await seedRoutine(db, alice.id, { name: 'Café Crème Circuit', description: 'Après-ski strength' });
    await seedRoutine(db, bob.id, { name: 'Upper Body Blast' });
  });
  afterAll(async () => t.close());

  it('finds routines by word prefix, case-insensitively, name matches first then by participants', async () => {
    const response = await get('/api/search/routines/LEG');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(routineNames(body)).toEqual(['Legs Forever', 'Leg Day', 'Morning Flow']);
    expect(body).toMatchObject({ page: 1, limit: 20, hasMore: false });
    expect(body.items[1]).toEqual({
      userID: expect.any(String),
      username: 'Alice',
      routine: { routineName: 'Leg Day', estimatedTimeMinutes: '45' },
      level: 'Intermediate',
      participants: 3,
    });
  });

  it('requires every word, each as a prefix', async () => {
    expect(routineNames((await get('/api/search/routines/leg%20d')).json())).toEqual(['Leg Day']);
    expect(routineNames((await get('/api/search/routines/body%20blast')).json())).toEqual([
      'Upper Body Blast',
    ]);
    expect(routineNames((await get('/api/search/routines/yoga')).json())).toEqual([]);
  });

  it('ignores accents on both sides', async () => {
    expect(routineNames((await get('/api/search/routines/cafe%20creme')).json())).toEqual([
      'Café Crème Circuit',
    ]);
    expect(routineNames((await get(`/api/search/routines/${encodeURIComponent('CAFÉ')}`)).json())).toEqual([
      'Café Crème Circuit',
    ]);
    expect(routineNames((await get('/api/search/routines/apres')).json())).toEqual(['Café Crème Circuit']);
  });

  it('pages with hasMore and caps the limit at 50', async () => {
    const first = (await get('/api/search/routines/leg?limit=2')).json();
    expect(routineNames(first)).toEqual(['Legs Forever', 'Leg Day']);
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    const second = (await get('/api/search/routines/leg?limit=2&page=2')).json();
    expect(routineNames(second)).toEqual(['Morning Flow']);
    expect(second).toMatchObject({ page: 2, limit: 2, hasMore: false });
    expect((await get('/api/search/routines/leg?limit=500')).json().limit).toBe(50);
    expect((await get('/api/search/people/a?limit=500')).json().limit).toBe(50);
    expect((await get('/api/search/routines/leg?limit=0')).statusCode).toBe(400);
    expect((await get('/api/search/routines/leg?page=abc')).statusCode).toBe(400);
  });

  it("answers an empty or blank search with 400 'Search field is empty'", async () => {
    for (const url of [
      '/api/search/routines/%20%20',
      '/api/search/people/%09',
      '/api/search/routines/',
      '/api/search/people',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ code: 'EMPTY_QUERY', message: 'Search field is empty' });
    }
  });

  it('rejects a query longer than 100 characters', async () => {
    const response = await get(`/api/search/routines/${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('QUERY_TOO_LONG');
    expect((await get(`/api/search/routines/${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('never lets search syntax through to the database', async () => {
    for (const text of [
      '"',
      'AND (',
      '*',
      'leg*',
      'NEAR(leg day)',
      "'; drop table routines; --",
      'a:*|b',
      '!!',
      '\\',
    ]) {
      for (const kind of ['routines', 'people']) {
        const response = await get(`/api/search/${kind}/${encodeURIComponent(text)}`);
        expect(response.statusCode, `${kind} ${text}`).toBe(200);
        expect(Array.isArray(response.json().items)).toBe(true);
      }
    }
    expect(
      routineNames((await get(`/api/search/routines/${encodeURIComponent('leg*')}`)).json()),
    ).toHaveLength(3);
  });

  it('finds people by username prefix first, then by contains, case-insensitively', async () => {
    const response = await get('/api/search/people/ALI');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((p: { username: string }) => p.username)).toEqual([
      'ali',
      'Alice',
      'alicia',
      'malik',
      'zed_ali',
    ]);
    expect(body.items[1]).toEqual({
      userID: expect.any(String),
      username: 'Alice',
      profileImageLink: 'https://img.test/alice.png',
    });
    expect((await get('/api/search/people/%40bob')).json().items).toHaveLength(1);
  });

  it('pages people across the prefix and contains groups', async () => {
    const names = async (page: number) =>
      (await get(`/api/search/people/ali?limit=2&page=${page}`))
        .json()
        .items.map((p: { username: string }) => p.username);
    expect(await names(1)).toEqual(['ali', 'Alice']);
    expect(await names(2)).toEqual(['alicia', 'malik']);
    expect(await names(3)).toEqual(['zed_ali']);
    expect(await names(4)).toEqual([]);
    // LIKE wildcards are literal: '_' only matches an underscore.
    expect((await get('/api/search/people/d_a')).json().items).toHaveLength(1);
    expect((await get('/api/search/people/%25')).json().items).toHaveLength(0);
  });

  it('follows popularity as people join', async () => {
    const db = t.context.database;
    const owner = await seedUser(db, { username: 'tempo' });
    const quiet = await seedRoutine(db, owner.id, { name: 'Tempo Quiet' });
    await seedRoutine(db, owner.id, { name: 'Tempo Busy', participants: [(await seedUser(db)).id] });
    expect(routineNames((await get('/api/search/routines/tempo')).json())).toEqual([
      'Tempo Busy',
      'Tempo Quiet',
    ]);
    for (let i = 0; i < 2; i += 1) await seedJoin(db, quiet.id, (await seedUser(db)).id);
    expect(routineNames((await get('/api/search/routines/tempo')).json())).toEqual([
      'Tempo Quiet',
      'Tempo Busy',
    ]);
  });

  it('keeps the index in step with renames and deletions', async () => {
    const db = t.context.database.db;
    const owner = await seedUser(t.context.database, { username: 'renamer' });
    const routine = await seedRoutine(t.context.database, owner.id, { name: 'Sprint Ladder' });
    expect(routineNames((await get('/api/search/routines/sprint')).json())).toEqual(['Sprint Ladder']);
    await db.updateTable('routines').set({ name: 'Hill Repeats' }).where('id', '=', routine.id).execute();
    expect(routineNames((await get('/api/search/routines/sprint')).json())).toEqual([]);
    expect(routineNames((await get('/api/search/routines/hill')).json())).toEqual(['Hill Repeats']);
    await db.deleteFrom('routines').where('id', '=', routine.id).execute();
    expect(routineNames((await get('/api/search/routines/hill')).json())).toEqual([]);
  });
});

describe.each(testDialects())('broad and narrow routine searches on %s', (dialect) => {
  let t: TestApp;
  const names = async (url: string) => routineNames((await t.app.inject({ method: 'GET', url })).json());

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const owner = await seedUser(t.context.database, { username: 'filler' });
    // More popular routines than POPULAR_WINDOW, none of which matches 'kettle': a quick path that looks
    // only among the most joined must fall back to ranking every match.
    const now = new Date().toISOString();
    const rows = Array.from({ length: POPULAR_WINDOW + 1 }, (_, i) => ({
      id: randomUUID(),
      creator_id: owner.id,
      name: `Filler ${i}`,
      name_key: `filler ${i}`,
      level: 'Beginner',
      duration: '30 mins',
      estimated_time_minutes: '30',
      rest_days: null,
      reason: null,
      creation_type: 'created' as const,
      created_date: now.slice(0, 10),
      participant_count: 100 + i,
      created_at: now,
    }));
    await t.context.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('routines')
          .values(rows.slice(i, i + 200))
          .execute();
    });
    const fans = (await seedUsers(t.context.database, 5, 'kb')).map((u) => u.id);
    for (const [name, description, joiners] of [
      ['Kettle Swing A', '', 0],
      ['Kettle Swing B', '', 2],
      ['Hinge Basics', 'kettlebell drills', 5],
      ['Kettle Swing C', '', 1],
    ] as const) {
      await seedRoutine(t.context.database, owner.id, {
        name,
        description,
        participants: fans.slice(0, joiners),
      });
    }
  });
  afterAll(async () => t.close());

  it('finds matches that lie outside the most joined routines, in the usual order', async () => {
    expect(await names('/api/search/routines/kettle')).toEqual([
      'Kettle Swing B',
      'Kettle Swing C',
      'Kettle Swing A',
      'Hinge Basics',
    ]);
    expect(await names('/api/search/routines/kettle?limit=2&page=2')).toEqual([
      'Kettle Swing A',
      'Hinge Basics',
    ]);
  });

  it('pages a broad search among the most joined routines', async () => {
    const top = (i: number) => `Filler ${POPULAR_WINDOW - i}`;
    expect(await names('/api/search/routines/filler?limit=3')).toEqual([top(0), top(1), top(2)]);
    expect(await names('/api/search/routines/filler?limit=3&page=2')).toEqual([top(3), top(4), top(5)]);
    // The last page lies beyond the window: the full ranking answers it.
    const last = await names(
      `/api/search/routines/filler?limit=50&page=${Math.ceil((POPULAR_WINDOW + 1) / 50)}`,
    );
    expect(last.at(-1)).toBe('Filler 0');
  });
});
