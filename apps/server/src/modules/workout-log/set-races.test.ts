import { XP_PER_SET } from '@stryd/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { createRoutine, enc, signUpPremium, totalXpOf } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/**
 * Issue 30 items 4 and 5: a set ticked or unticked many times at once, on two app processes sharing one
 * database, is logged once and its XP moves once; a tick racing the account's deletion answers a clear
 * 4xx, never a 500.
 */
describe.each(testDialects())('workout log races on two processes (%s)', (dialect) => {
  const TIMEOUT = 60_000;
  let t: TestApp;
  let apps: FastifyInstance[];
  let ids = 0;
  const setId = () => `race-${dialect}-${++ids}-abcdef`;

  beforeAll(async () => {
    // One stopped clock: every tick's XP is the same day's, even across midnight UTC.
    t = await createTestApp(dialect, {}, { clock: fixedClock(Date.now()) });
    // As in xp-races.test.ts: two instances cannot share a SQLite file in one process, and SQLite runs
    // write transactions one at a time anyway.
    apps = dialect === 'postgres' ? [t.app, (await t.secondInstance()).app] : [t.app, t.app];
  });
  afterAll(async () => t.close());

  const setUrl = (owner: SignedUpUser, name: string, id: string) =>
    `/api/stryds/${owner.id}/${enc(name)}/sets/${id}`;
  const tickOn = (
    app: FastifyInstance,
    user: SignedUpUser,
    name: string,
    id: string,
    setIndex: number,
    owner = user,
  ) =>
    injectAs(app, user, 'PUT', setUrl(owner, name, id), {
      workoutIndex: 0,
      setIndex,
      reps: 10,
      weightKg: 20,
      seconds: null,
      distanceM: null,
    });

  async function lifterWithRoutine() {
    const lifter = await signUpPremium(t);
    const name = `Races ${dialect} ${++ids}`;
    await createRoutine(t, lifter, name, {
      workouts: [{ workoutType: 'Squats', workoutSets: 20, workoutReps: '10' }],
    });
    return { lifter, name };
  }

  const openSessionOf = (user: SignedUpUser) =>
    t.context.database.db
      .selectFrom('workout_sessions')
      .select(['set_count', 'xp_earned'])
      .where('user_id', '=', user.id)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();

  it(
    'ten unticks of one set at once: exactly one removes it and its XP is taken back once',
    async () => {
      const { lifter, name } = await lifterWithRoutine();
      const ticked: string[] = [];
      for (let s = 0; s < 6; s++) {
        const id = setId();
        expect((await tickOn(t.app, lifter, name, id, s)).statusCode).toBe(200);
        ticked.push(id);
      }
      for (const [round, id] of ticked.slice(0, 3).entries()) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            injectAs(apps[i % 2]!, lifter, 'DELETE', setUrl(lifter, name, id)),
          ),
        );
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        expect(answers.filter((a) => a.json().removed === true)).toHaveLength(1);
        const left = 6 - (round + 1);
        expect(await totalXpOf(t, lifter)).toBe(left * XP_PER_SET);
        expect(await openSessionOf(lifter)).toMatchObject({ set_count: left, xp_earned: left * XP_PER_SET });
      }
    },
    TIMEOUT,
  );

  it(
    'fifty ticks of one set with different ids at once: all answer the one logged set, paid once',
    async () => {
      const { lifter, name } = await lifterWithRoutine();
      // The session is open already, so the racers meet at the set, not at opening the session.
      expect((await tickOn(t.app, lifter, name, setId(), 0)).statusCode).toBe(200);
      for (const setIndex of [1, 2]) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => tickOn(apps[i % 2]!, lifter, name, setId(), setIndex)),
        );
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        expect(new Set(answers.map((a) => a.json().set.id)).size).toBe(1);
        expect(answers.filter((a) => a.json().xp !== null)).toHaveLength(1);
      }
      expect(await totalXpOf(t, lifter)).toBe(3 * XP_PER_SET);
      expect(await openSessionOf(lifter)).toMatchObject({ set_count: 3, xp_earned: 3 * XP_PER_SET });
    },
    TIMEOUT,
  );

  it(
    'ticks racing the account deletion answer 200 or a clear 4xx, and nothing of the account stays',
    async () => {
      // The racer ticks on their own routine and on one they joined (whose row the deletion does not lock).
      const { lifter: creator, name: joined } = await lifterWithRoutine();
      for (let round = 0; round < 6; round++) {
        const { lifter, name } = await lifterWithRoutine();
        const join = `/api/stryds/join-routine/${creator.id}/${enc(joined)}`;
        expect((await injectAs(t.app, lifter, 'POST', join, {})).statusCode).toBe(201);
        // Half the rounds race the sessions' opening too.
        if (round % 2) {
          expect((await tickOn(t.app, lifter, name, setId(), 0)).statusCode).toBe(200);
          expect((await tickOn(t.app, lifter, joined, setId(), 0, creator)).statusCode).toBe(200);
        }
        // Ticks keep coming, two at a time on both processes, until the deletion has answered.
        const deletion = injectAs(apps[round % 2]!, lifter, 'DELETE', '/api/me', {
          confirm: lifter.username,
        });
        let deleted = false;
        void deletion.then(() => {
          deleted = true;
        });
        const answers = [];
        for (let i = 0; !deleted || i % 8 !== 0; i++) {
          const card = (i % 19) + 1;
          answers.push(
            ...(await Promise.all([
              tickOn(apps[0]!, lifter, name, setId(), card),
              tickOn(apps[1]!, lifter, joined, setId(), card, creator),
            ])),
          );
        }
        answers.push(await deletion);
        for (const answer of answers) {
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          if (answer.statusCode >= 400)
            expect(Object.keys(answer.json()), answer.body).toEqual(['code', 'message']);
        }
        expect(answers.at(-1)!.statusCode).toBe(200);
        const db = t.context.database.db;
        for (const table of ['set_logs', 'workout_sessions', 'profiles'] as const)
          expect(
            await db.selectFrom(table).select('user_id').where('user_id', '=', lifter.id).execute(),
          ).toEqual([]);
      }
    },
    TIMEOUT,
  );
});
