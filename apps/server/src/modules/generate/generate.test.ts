import { exerciseKey, generatedRoutineSchema, MEAL_SLOTS, mealPlanSchema } from '@stryd/domain';
import { REPLY_CORPUS, type RoutineCorpusEntry } from '@stryd/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishFromMealText } from '../../adapters/ai/builtin/meal-catalogue';
import { type FakeChatServer, startFakeChatServer } from '../../adapters/ai/test/fake-chat-server';
import { fixedClock, pausableClock } from '../../clock';
import { preferencesBody, signUpPremium } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const WORKOUT = '/api/generate/generate-workout';
const MEAL = '/api/generate/generate-meal-plan';

function post(t: TestApp, user: SignedUpUser | null, url: string, payload?: Record<string, unknown>) {
  return t.app.inject(as(user, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) }));
}

async function savePreferences(t: TestApp, user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await post(t, user, `/api/interests/${user.id}`, preferencesBody(overrides));
  expect(response.statusCode).toBe(200);
}

async function aiRequests(t: TestApp, userId: string) {
  return t.context.database.db
    .selectFrom('ai_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe.each(testDialects())('AI coach API on %s (builtin provider)', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  let premium: SignedUpUser;
  let free: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { AI_RATE_LIMIT_PER_HOUR: '100' }, { clock });
    [premium, free] = await Promise.all([signUpPremium(t), signUp(t.app)]);
  });
  afterAll(async () => t?.close());

  it('needs sign-in (401) and premium (402 PREMIUM_REQUIRED), before reading the body', async () => {
    for (const url of [WORKOUT, MEAL]) {
      const anonymous = await post(t, null, url, { prompt: 'x'.repeat(900) });
      expect(anonymous.statusCode).toBe(401);
      const response = await post(t, free, url, { prompt: 'x'.repeat(900) });
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('PREMIUM_REQUIRED');
    }
    expect(await aiRequests(t, free.id)).toEqual([]);
  });

  it('asks for the questionnaire first (409 NO_PREFERENCES)', async () => {
    const user = await signUpPremium(t);
    const response = await post(t, user, WORKOUT, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'NO_PREFERENCES', message: 'Answer the questionnaire first.' });
  });

  it('generates a routine from the saved answers: valid, repeatable for a seed, different on Regenerate', async () => {
    await savePreferences(t, premium, {
      type: 'equipments',
      workoutEquipments: ['Kettlebell'],
      duration: '45mins',
    });
    const first = await post(t, premium, WORKOUT, { seed: 123 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body).toMatchObject({ seed: 123, provider: 'builtin' });
    expect(generatedRoutineSchema.safeParse(body.routine).success).toBe(true);
    expect(body.routine.estimatedTimeMinutes).toBe(45);
    expect(body.routine.workouts).toHaveLength(5);

    const again = await post(t, premium, WORKOUT, { seed: 123 });
    expect(again.json().routine).toEqual(body.routine);

    const seeds = new Set<string>();
    for (const seed of [1, 2, 3])
      seeds.add(JSON.stringify((await post(t, premium, WORKOUT, { seed })).json().routine));
    expect(seeds.size).toBeGreaterThan(1);

    // Without a seed the server picks one and says which.
    const noBody = await t.app.inject(as(premium, { method: 'POST', url: WORKOUT }));
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(Number.isInteger(noBody.json().seed)).toBe(true);

    const rows = await aiRequests(t, premium.id);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ kind: 'routine', provider: 'builtin', outcome: 'ok', error_code: null });
  });

  it('saves a generated routine through POST /api/stryds/:userID: generated, dated today, creator joined', async () => {
    await savePreferences(t, premium);
    const { routine } = (await post(t, premium, WORKOUT, { seed: 9 })).json();
    // Half a second before the last UTC midnight: "today" is the clock's day, not the wall clock's.
    const beforeMidnight = new Date(Math.floor(Date.now() / DAY) * DAY - 500);
    clock.set(beforeMidnight);
    const saved = await post(t, premium, `/api/stryds/${premium.id}`, {
      ...routine,
      routineCreationType: 'generated',
    });
    clock.release();
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      routineName: routine.routineName,
      routineCreationType: 'generated',
      createdDate: beforeMidnight.toISOString().slice(0, 10),
      estimatedTimeMinutes: String(routine.estimatedTimeMinutes),
      participants: [{ userID: premium.id, userRoutineXP: 0 }],
      viewer: { isCreator: true, isParticipant: true },
    });
    expect(saved.json().workouts.map((w: { workoutType: string }) => exerciseKey(w.workoutType))).toEqual(
      routine.workouts.map((w: { workoutType: string }) => exerciseKey(w.workoutType)),
    );
  });

  it('generates a 7-day meal plan that honours the prompt', async () => {
    const response = await post(t, premium, MEAL, { prompt: '  vegetarian, no dairy, about 2000 kcal  ' });
    expect(response.statusCode).toBe(200);
    const { mealPlan, provider } = response.json();
    expect(provider).toBe('builtin');
    expect(mealPlanSchema.safeParse(mealPlan).success).toBe(true);
    expect(mealPlan.days).toHaveLength(7);
    for (const day of mealPlan.days)
      for (const slot of MEAL_SLOTS) {
        const dish = dishFromMealText(day[slot]);
        expect(dish?.contains).not.toContain('meat');
        expect(dish?.contains).not.toContain('fish');
        expect(dish?.contains).not.toContain('dairy');
      }
  });

  it('limits the meal prompt to 1–500 characters (400)', async () => {
    const long = await post(t, premium, MEAL, { prompt: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('500 characters');
    expect((await post(t, premium, MEAL, { prompt: '   ' })).statusCode).toBe(400);
    expect((await post(t, premium, MEAL, {})).statusCode).toBe(400);
    expect((await post(t, premium, MEAL, { prompt: 'a'.repeat(500) })).statusCode).toBe(200);
  });
});

describe.each(testDialects())('AI coach limits on %s', (dialect) => {
  // Windows are per clock hour and UTC day: half past noon is far from both edges.
  const clock = fixedClock('2026-03-14T12:30:00.000Z');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { AI_RATE_LIMIT_PER_HOUR: '3', AI_DAILY_QUOTA: '5' }, { clock });
  });
  afterAll(async () => t?.close());

  it('rate-limits each user per hour across both kinds (429 AI_RATE_LIMITED, Retry-After), and logs it', async () => {
    const [user, other] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    await savePreferences(t, user);
    expect((await post(t, user, WORKOUT, {})).statusCode).toBe(200);
    expect((await post(t, user, MEAL, { prompt: 'vegan' })).statusCode).toBe(200);
    expect((await post(t, user, WORKOUT, {})).statusCode).toBe(200);
    const refused = await post(t, user, MEAL, { prompt: 'vegan' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('AI_RATE_LIMITED');
    expect(refused.json().message).toMatch(/3 times an hour\. Please try again in \d+ (seconds|minutes)\./);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another user is unaffected.
    expect((await post(t, other, MEAL, { prompt: 'vegan' })).statusCode).toBe(200);

    const rows = await aiRequests(t, user.id);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    expect(rows.find((r) => r.outcome === 'rate_limited')).toMatchObject({
      kind: 'meal',
      error_code: 'AI_RATE_LIMITED',
    });
  });

  it('stops at the daily quota (429 AI_QUOTA_EXCEEDED) even when the hourly window allows more', async () => {
    const user = await signUpPremium(t);
    // Five generations spread over earlier hours of today use up the quota of 5.
    const now = clock.now().getTime();
    const day = now - (now % 86_400_000);
    await t.context.database.db
      .insertInto('rate_limits')
      .values({ key: `ai:day:${user.id}`, window_start: day, hits: 5 })
      .execute();
    const refused = await post(t, user, MEAL, { prompt: 'high protein' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('AI_QUOTA_EXCEEDED');
    expect(refused.json().message).toContain("today's 5 AI generations");
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect((await aiRequests(t, user.id)).map((r) => r.outcome)).toEqual(['quota']);
  });
});

describe.each(testDialects())('AI coach API on %s with an OpenAI-compatible server', (dialect) => {
  let fake: FakeChatServer;
  let t: TestApp;
  let user: SignedUpUser;
  const fenced = REPLY_CORPUS.find(
    (e): e is RoutineCorpusEntry =>
      e.kind === 'routine' && e.name.includes('code fence') && 'routine' in e.expect,
  )!;

  beforeAll(async () => {
    fake = await startFakeChatServer();
    t = await createTestApp(dialect, {
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'sk-fake',
      AI_TIMEOUT_MS: '400',
    });
    user = await signUpPremium(t);
    await savePreferences(t, user);
  });
  afterAll(async () => {
    await t?.close();
    await fake.close();
  });

  it('answers with the model’s routine after the domain’s reply handling, never raw text', async () => {
    fake.enqueue({ content: fenced.reply });
    const response = await post(t, user, WORKOUT, { seed: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      routine: (fenced.expect as { routine: unknown }).routine,
      seed: 5,
      provider: 'openai-compatible',
    });
    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('fake-model');
    expect(request.headers.authorization).toBe('Bearer sk-fake');
    expect(request.body.messages[1]!.content).toContain('"goal": ');
  });

  it('gives 502 AI_BAD_REPLY after one retry of an unusable reply', async () => {
    fake.enqueue({ content: '{"routineName": "Broken", "workouts": [' }, { content: 'still {not json' });
    const before = fake.requests.length;
    const response = await post(t, user, WORKOUT, {});
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('AI_BAD_REPLY');
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives 504 AI_TIMEOUT when the model is slower than AI_TIMEOUT_MS, and 502 AI_UNAVAILABLE when it fails', async () => {
    fake.enqueue({ content: fenced.reply, delayMs: 3000 });
    const slow = await post(t, user, MEAL, { prompt: 'vegan' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({
      code: 'AI_TIMEOUT',
      message: 'The AI coach took too long to answer. Please try again.',
    });

    fake.enqueue({ status: 503 });
    const down = await post(t, user, MEAL, { prompt: 'vegan' });
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('AI_UNAVAILABLE');

    const rows = await aiRequests(t, user.id);
    expect(rows.slice(-2).map((r) => [r.provider, r.outcome, r.error_code])).toEqual([
      ['openai-compatible', 'error', 'AI_TIMEOUT'],
      ['openai-compatible', 'error', 'AI_UNAVAILABLE'],
    ]);
  });
});

describe.each(testDialects())('AI coach API on %s with AI_FALLBACK_TO_BUILTIN', (dialect) => {
  let fake: FakeChatServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeChatServer();
    t = await createTestApp(dialect, {
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_FALLBACK_TO_BUILTIN: 'true',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake.close();
  });

  it('falls back to the builtin coach when the model fails, and logs the fallback', async () => {
    const user = await signUpPremium(t);
    fake.enqueue({ status: 500 });
    const response = await post(t, user, MEAL, { prompt: 'vegan' });
    expect(response.statusCode).toBe(200);
    expect(response.json().provider).toBe('builtin');
    expect(response.json().mealPlan.days).toHaveLength(7);
    expect((await aiRequests(t, user.id)).map((r) => [r.provider, r.outcome, r.error_code])).toEqual([
      ['builtin', 'fallback', 'AI_UNAVAILABLE'],
    ]);
  });
});
