import { createECDH, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_PLATE_SETUPS } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausableClock } from '../../clock';
import { withinOneClockHour } from '../../test/one-clock-hour';
import { createRoutine, enc, mealPlanBody, preferencesBody, signUpPremium } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { EXPORT_FORMAT, EXPORT_VERSION, exportDocumentSchema } from './export.schemas';
import { EXPORTS_PER_HOUR, SESSIONS_PER_PAGE } from './export.service';

const CSV_HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE,RIR,Superset';

/** Issue 17 item 2: everything a user owns as JSON, their set log as Strong's CSV, streamed. */
describe.each(testDialects())('the data export on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  let lifter: SignedUpUser;
  let other: SignedUpUser;
  const mine = `Push, "Heavy" ${dialect}`;
  const theirs = `Secret Plan ${dialect}`;

  const tick = (user: SignedUpUser, owner: SignedUpUser, name: string, id: string, body: object) =>
    injectAs(t.app, user, 'PUT', `/api/stryds/${owner.id}/${enc(name)}/sets/${id}`, {
      reps: null,
      weightKg: null,
      seconds: null,
      distanceM: null,
      ...body,
    });
  const exportJson = (user: SignedUpUser | null, query = '') =>
    injectAs(t.app, user, 'GET', `/api/me/export${query}`);
  const exportCsv = (user: SignedUpUser | null) => injectAs(t.app, user, 'GET', '/api/me/export.csv');

  /** Rows written straight to the tables (as an import would), for values the routine page cannot send. */
  async function insertSession(user: SignedUpUser, id: string, startedAt: string, sets: object[]) {
    const db = t.context.database.db;
    await db
      .insertInto('workout_sessions')
      .values({
        id,
        user_id: user.id,
        routine_id: null,
        routine_name: 'Imported, "odd"',
        creator_id: null,
        started_at: startedAt,
        last_set_at: startedAt,
        finished_at: startedAt,
        duration_ms: 65 * 60_000,
        set_count: sets.length,
      })
      .execute();
    for (const [i, set] of sets.entries())
      await db
        .insertInto('set_logs')
        .values({
          user_id: user.id,
          id: `${id}-set-${i}`,
          session_id: id,
          workout_index: 0,
          set_index: i,
          exercise_key: 'custom:odd',
          exercise_id: null,
          exercise_name: 'Odd',
          reps: null,
          weight_kg: null,
          seconds: null,
          distance_m: null,
          logged_at: startedAt,
          ...set,
        })
        .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    [lifter, other] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    await createRoutine(t, lifter, mine, {
      workouts: [
        { workoutType: 'Bench Press', workoutSets: 3, workoutReps: '8', exerciseId: 'bench-press' },
        { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', exerciseId: 'plank' },
      ],
    });
    await createRoutine(t, other, theirs, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 3, workoutReps: '8', exerciseId: 'bench-press' }],
    });
    await injectAs(t.app, lifter, 'POST', `/api/stryds/join-routine/${other.id}/${enc(theirs)}`, {});
    await tick(lifter, lifter, mine, 'lifter-set-1', {
      workoutIndex: 0,
      setIndex: 0,
      reps: 8,
      weightKg: 62.5,
    });
    await tick(lifter, lifter, mine, 'lifter-set-2', { workoutIndex: 1, setIndex: 0, seconds: 45 });
    await injectAs(t.app, lifter, 'POST', `/api/stryds/${lifter.id}/${enc(mine)}/session/finish`, {});
    await tick(other, other, theirs, 'other-secret-set', {
      workoutIndex: 0,
      setIndex: 0,
      reps: 5,
      weightKg: 99,
    });
    await injectAs(
      t.app,
      lifter,
      'POST',
      `/api/interests/${lifter.id}`,
      preferencesBody({ goal: 'Bench 100' }),
    );
    await injectAs(t.app, lifter, 'POST', `/api/users/${lifter.id}/meals`, mealPlanBody('Export week'));
    await injectAs(t.app, lifter, 'POST', `/api/users/${other.id}/follow`, {});
    await injectAs(t.app, other, 'POST', `/api/users/${lifter.id}/follow`, {});
    await injectAs(t.app, lifter, 'PUT', '/api/me/history-privacy', { historyPublic: true });
  });
  afterAll(async () => t.close());

  it('streams one versioned JSON document with each kind of the caller’s data, as a dated attachment', async () => {
    const response = await exportJson(lifter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="stryd-export-${lifter.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const doc = exportDocumentSchema.parse(response.json());
    expect(doc).toMatchObject({ format: EXPORT_FORMAT, version: EXPORT_VERSION, historyPublic: true });
    expect(doc.profile).toMatchObject({ id: lifter.id, email: lifter.email, totalXP: 20 });
    expect(doc.plan).toEqual({ userPlan: 'stryd-monthly', premium: true });
    expect(doc.preferences?.goal).toBe('Bench 100');
    expect(doc.routines.map((r) => [r.routineName, r.workouts.map((w) => w.workoutType)])).toEqual([
      [mine, ['Bench Press', 'Plank']],
    ]);
    expect(doc.participations.map((p) => [p.routineName, p.ownRoutine, p.routineXP])).toEqual(
      expect.arrayContaining([
        [mine, true, 20],
        [theirs, false, 0],
      ]),
    );
    expect(doc.mealPlans.map((m) => m.planName)).toEqual(['Export week']);
    expect(doc.follows).toEqual({ following: [other.username], followers: [other.username] });
    expect(doc.sessions).toHaveLength(1);
    expect(doc.sessions[0]!.sets.map((s) => [s.id, s.reps, s.weightKg, s.seconds])).toEqual([
      ['lifter-set-1', 8, 62.5, null],
      ['lifter-set-2', null, null, 45],
    ]);
    expect(doc.records.map((r) => [r.exerciseKey, r.records.weightKg, r.records.seconds])).toEqual([
      ['bench-press', 62.5, null],
      ['plank', null, 45],
    ]);
  });

  it('holds nothing of other users: not their routines, sets, e-mail or ids', async () => {
    const text = (await exportJson(lifter)).body;
    expect(text).not.toContain('other-secret-set');
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    // Their routine appears only as the lifter's participation in it, by name and creator's username.
    const doc = exportDocumentSchema.parse(JSON.parse(text));
    expect(doc.routines.some((r) => r.routineName === theirs)).toBe(false);
    expect(doc.sessions.flatMap((s) => s.sets).some((set) => set.weightKg === 99)).toBe(false);
  });

  it('always exports the caller: there is no user in the path, and a query naming another is ignored', async () => {
    const doc = exportDocumentSchema.parse((await exportJson(other, `?userId=${lifter.id}`)).json());
    expect(doc.profile.id).toBe(other.id);
    expect(doc.sessions.flatMap((s) => s.sets.map((set) => set.id))).toEqual(['other-secret-set']);
  });

  it("lists the devices push goes to by their push service's origin and date, never the address or keys", async () => {
    const user = await signUp(t.app);
    const device = (endpoint: string) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
    };
    const phone = device('https://push.example.com/send/phone-secret-path');
    const laptop = device('https://updates.push.example.net:8443/wpush/v2/laptop-secret-path');
    for (const [i, subscription] of [phone, laptop].entries()) {
      expect(
        (await injectAs(t.app, user, 'POST', '/api/me/push-subscriptions', subscription)).statusCode,
      ).toBe(200);
      if (i === 0) await new Promise((resolve) => setTimeout(resolve, 5)); // each saved at its own millisecond
    }
    const response = await exportJson(user);
    const doc = exportDocumentSchema.parse(response.json());
    expect(doc.pushSubscriptions.map((s) => s.origin)).toEqual([
      'https://updates.push.example.net:8443',
      'https://push.example.com',
    ]);
    for (const subscription of doc.pushSubscriptions)
      expect(Date.parse(subscription.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const secret of [
      'secret-path',
      phone.keys.p256dh,
      phone.keys.auth,
      laptop.keys.p256dh,
      laptop.keys.auth,
    ])
      expect(response.body).not.toContain(secret);
    // Another person's devices are not in it.
    expect(exportDocumentSchema.parse((await exportJson(lifter)).json()).pushSubscriptions).toEqual([]);
  });

  it('carries the weight unit, theme and bar and plates, the usual gym until the person saves their own', async () => {
    const person = await signUp(t.app);
    const usual = exportDocumentSchema.parse((await exportJson(person)).json());
    expect(usual.display).toEqual({ weightUnit: 'kg', theme: 'dark' });
    expect(usual.plates).toEqual({ ...DEFAULT_PLATE_SETUPS.kg, saved: false });
    const own = { bar: { weight: 15, unit: 'kg' }, unit: 'kg', plates: [{ weight: 10, count: 4 }] };
    expect((await injectAs(t.app, person, 'PUT', '/api/me/plates', own)).statusCode).toBe(200);
    expect(
      (
        await injectAs(t.app, person, 'PUT', '/api/me/display-preferences', {
          weightUnit: 'lb',
          theme: 'light',
        })
      ).statusCode,
    ).toBe(200);
    const saved = exportDocumentSchema.parse((await exportJson(person)).json());
    expect(saved.display).toEqual({ weightUnit: 'lb', theme: 'light' });
    expect(saved.plates).toEqual({ ...own, saved: true });
  });

  it("writes the set log in Strong's CSV layout with its values, quoting names that need it", async () => {
    await insertSession(lifter, `odd-${dialect}`, '2020-01-02T03:04:05.000Z', [
      { exercise_name: 'Curl, "EZ"\nbar', reps: 12, weight_kg: 20 },
      { exercise_name: '=cmd()', distance_m: 5000, seconds: 1500 },
    ]);
    const response = await exportCsv(lifter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="stryd-export-.+\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    // Oldest session first: the inserted one from 2020, then the session logged through the API.
    expect(lines[1]).toBe(
      '2020-01-02 03:04:05,"Imported, ""odd""",1h 5m,"Curl, ""EZ""\nbar",1,20,12,0,0,,,,,',
    );
    expect(lines[2]).toBe(`2020-01-02 03:04:05,"Imported, ""odd""",1h 5m,'=cmd(),2,0,0,5,1500,,,,,`);
    expect(lines[3]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,"Push, ""Heavy"" \w+",\d+m,Bench Press,1,62.5,8,0,0,,,,,$/,
    );
    expect(lines[4]).toMatch(/,Plank,1,0,0,0,45,,,,,$/);
    expect(lines.slice(5)).toEqual(['']);
  });

  it('compresses with gzip, which streams, even when the client also takes brotli', async () => {
    const response = await t.app.inject(
      as(lifter, { method: 'GET', url: '/api/me/export', headers: { 'accept-encoding': 'br, gzip' } }),
    );
    expect(response.headers['content-encoding']).toBe('gzip');
    const doc = exportDocumentSchema.parse(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')));
    expect(doc.profile.id).toBe(lifter.id);
  });

  it('gives a user with no data a valid, empty export', async () => {
    const newcomer = await signUp(t.app);
    const doc = exportDocumentSchema.parse((await exportJson(newcomer)).json());
    expect(doc).toMatchObject({
      preferences: null,
      routines: [],
      participations: [],
      records: [],
      mealPlans: [],
      follows: { following: [], followers: [] },
      pushSubscriptions: [],
      sessions: [],
      plan: { userPlan: 'free' },
      historyPublic: false,
    });
    expect((await exportCsv(newcomer)).body).toBe(`${CSV_HEADER}\r\n`);
  });

  it('reads a long log page by page, every session once and in order, ties on the start time included', async () => {
    const user = await signUp(t.app);
    const count = SESSIONS_PER_PAGE * 2 + 7;
    for (let i = 0; i < count; i += 1) {
      // Pairs of sessions share a start time: the id breaks the tie in the keyset.
      const at = new Date(Date.UTC(2021, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString();
      await insertSession(user, `long-${dialect}-${String(i).padStart(4, '0')}`, at, [{ reps: i }]);
    }
    const doc = exportDocumentSchema.parse((await exportJson(user)).json());
    expect(doc.sessions.map((s) => s.sets[0]!.reps)).toEqual(Array.from({ length: count }, (_, i) => i));
    const csv = (await exportCsv(user)).body.trimEnd().split('\r\n');
    expect(csv).toHaveLength(count + 1);
  });

  it('asks for sign-in (401) and changes nothing for anonymous callers', async () => {
    for (const response of [await exportJson(null), await exportCsv(null)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it(`answers 429 past ${EXPORTS_PER_HOUR} exports an hour, JSON and CSV together`, () =>
    withinOneClockHour(clock, async () => {
      const user = await signUp(t.app);
      for (let i = 0; i < EXPORTS_PER_HOUR; i += 1) {
        const response = i % 2 ? await exportJson(user) : await exportCsv(user);
        expect(response.statusCode).toBe(200);
      }
      for (const response of [await exportJson(user), await exportCsv(user)]) {
        expect(response.statusCode).toBe(429);
        expect(response.json()).toEqual({
          code: 'EXPORT_RATE_LIMITED',
          message: expect.stringMatching(/an hour/),
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }));
});
