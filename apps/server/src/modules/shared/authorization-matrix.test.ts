import { DEFAULT_PLATE_SETUPS } from '@stryd/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRoutine,
  enc,
  mealPlanBody,
  preferencesBody,
  routineBody,
  signUpPremium,
  snapshot,
} from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { createUnsubscribeSigner } from '../email-preferences/unsubscribe-token';
import { recordSubscription } from '../payments/test/provider-settings';

/**
 * docs/engineering.md#server-is-the-authority: every mutating endpoint × every kind of caller, with the exact
 * status and — on refusal — proof that no row changed. The routine belongs to `creator`; `premium` is a
 * premium participant,
 * `free` a free participant, `other` a premium user who is neither creator nor participant and who
 * targets someone else's path.
 */
const ACTORS = ['anonymous', 'other', 'free', 'premium', 'creator'] as const;
type Actor = (typeof ACTORS)[number];
type Users = Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;

interface Row {
  name: string;
  /** Prepares a fresh routine (or other state) for this row; returns its name. */
  setup?: (ctx: Ctx) => Promise<string>;
  request: (actor: Actor, ctx: Ctx & { routine: string }) => Omit<InjectOptions, 'headers'>;
  expected: Record<Actor, number>;
  /** A read (the data export): a success changes nothing either; `answeredFor` proves whose data came back. */
  answeredFor?: (response: LightMyRequestResponse, users: Users) => SignedUpUser;
}

interface Ctx {
  t: TestApp;
  users: Users;
  seq: number;
}

/** Whose id goes into a "self" path: the caller's own, except `other` (and anonymous) aim at the creator's. */
const selfPath = (actor: Actor, users: Users) =>
  actor === 'anonymous' || actor === 'other' ? users.creator.id : users[actor].id;

/** A push subscription as a browser would send it (a public push service, keys of the right shape). */
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const pushEndpoint = (seq: number, actor: string) => `https://push.example.com/send/${seq}-${actor}`;

async function routineWithParticipants(ctx: Ctx, name: string): Promise<string> {
  const { t, users } = ctx;
  await createRoutine(t, users.creator, name, {
    workouts: [{ workoutType: 'Plank', workoutSets: 3, workoutReps: '30s' }],
  });
  await t.app.inject(
    as(users.premium, {
      method: 'POST',
      url: `/api/stryds/join-routine/${users.creator.id}/${enc(name)}`,
      payload: {},
    }),
  );
  // The free user joined while subscribed, then the plan lapsed.
  const routine = await t.context.database.db
    .selectFrom('routines')
    .select('id')
    .where('creator_id', '=', users.creator.id)
    .where('name_key', '=', name.toLowerCase())
    .executeTakeFirstOrThrow();
  await t.context.database.db
    .insertInto('participants')
    .values({
      routine_id: routine.id,
      user_id: users.free.id,
      routine_xp: 0,
      joined_at: new Date().toISOString(),
    })
    .execute();
  await t.context.database.db
    .updateTable('routines')
    .set({ participant_count: 3 })
    .where('id', '=', routine.id)
    .execute();
  return name;
}

const userById = (users: Users, id: unknown) => Object.values(users).find((u) => u.id === id)!;
const userByName = (users: Users, name: unknown) => Object.values(users).find((u) => u.username === name)!;

/** A one-set Strong export, different for each row. */
const importCsv = (seq: number) =>
  `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2025-01-${String((seq % 28) + 1).padStart(2, '0')} 08:00:00,Matrix ${seq},30m,Plank,1,0,0,0,60,,,\n`;

/** Each premium caller logs the first set of the routine under the same client id. */
async function logOneSet(ctx: Ctx, name: string): Promise<void> {
  for (const user of [ctx.users.other, ctx.users.premium, ctx.users.creator]) {
    await ctx.t.app.inject(
      as(user, {
        method: 'PUT',
        url: `/api/stryds/${ctx.users.creator.id}/${enc(name)}/sets/matrix-set-${ctx.seq}`,
        payload: { workoutIndex: 0, setIndex: 0, reps: null, weightKg: null, seconds: 30, distanceM: null },
      }),
    );
  }
}

/** A finished session of the creator's, open to everyone; its id. */
async function publicFinishedSession(ctx: Ctx, name: string): Promise<string> {
  await routineWithParticipants(ctx, name);
  await logOneSet(ctx, name);
  const finished = await ctx.t.app.inject(
    as(ctx.users.creator, {
      method: 'POST',
      url: `/api/stryds/${ctx.users.creator.id}/${enc(name)}/session/finish`,
      payload: {},
    }),
  );
  const sessionId: string = finished.json().session.id;
  await ctx.t.app.inject(
    as(ctx.users.creator, {
      method: 'PUT',
      url: `/api/history/sessions/${sessionId}/visibility`,
      payload: { visibility: 'public' },
    }),
  );
  return sessionId;
}

const ROWS: Row[] = [
  {
    name: 'POST /api/stryds/:userID (create routine)',
    request: (actor, { users, seq }) => ({
      method: 'POST',
      url: `/api/stryds/${selfPath(actor, users)}`,
      payload: routineBody(`Matrix ${actor} ${seq}`),
    }),
    expected: { anonymous: 401, other: 403, free: 402, premium: 201, creator: 201 },
  },
  {
    name: 'DELETE /api/stryds/delete/:userID/:routineName',
    setup: (ctx) => routineWithParticipants(ctx, `Delete Me ${ctx.seq}`),
    request: (_actor, { users, routine }) => ({
      method: 'DELETE',
      url: `/api/stryds/delete/${users.creator.id}/${enc(routine)}`,
    }),
    expected: { anonymous: 401, other: 403, free: 403, premium: 403, creator: 200 },
  },
  {
    name: 'PATCH /api/stryds/:userID/:routineName',
    setup: (ctx) => routineWithParticipants(ctx, `Edit Me ${ctx.seq}`),
    // Everyone aims at the creator's routine (a free or premium participant's own path has no such routine).
    request: (_actor, { users, routine }) => ({
      method: 'PATCH',
      url: `/api/stryds/${users.creator.id}/${enc(routine)}`,
      payload: {
        ...routineBody(routine),
        version: 1,
        workouts: [{ workoutType: 'Plank', workoutSets: 4, workoutReps: '30s', from: 0 }],
      },
    }),
    expected: { anonymous: 401, other: 403, free: 403, premium: 403, creator: 200 },
  },
  {
    name: 'PUT /api/stryds/:creatorId/:routineName/sets/:setId (tick and log a set)',
    setup: (ctx) => routineWithParticipants(ctx, `Log Me ${ctx.seq}`),
    // Anyone who may view the routine logs their own set; only participants earn XP on it.
    request: (_actor, { users, routine, seq }) => ({
      method: 'PUT',
      url: `/api/stryds/${users.creator.id}/${enc(routine)}/sets/matrix-set-${seq}`,
      payload: { workoutIndex: 0, setIndex: 0, reps: null, weightKg: null, seconds: 30, distanceM: null },
    }),
    expected: { anonymous: 401, other: 200, free: 402, premium: 200, creator: 200 },
  },
  {
    name: 'DELETE /api/stryds/:creatorId/:routineName/sets/:setId (untick a logged set)',
    setup: async (ctx) => {
      const name = await routineWithParticipants(ctx, `Unlog Me ${ctx.seq}`);
      await logOneSet(ctx, name);
      return name;
    },
    request: (_actor, { users, routine, seq }) => ({
      method: 'DELETE',
      url: `/api/stryds/${users.creator.id}/${enc(routine)}/sets/matrix-set-${seq}`,
    }),
    expected: { anonymous: 401, other: 200, free: 402, premium: 200, creator: 200 },
  },
  {
    name: 'POST /api/stryds/:creatorId/:routineName/session/finish',
    setup: async (ctx) => {
      const name = await routineWithParticipants(ctx, `Finish Me ${ctx.seq}`);
      await logOneSet(ctx, name);
      return name;
    },
    request: (_actor, { users, routine }) => ({
      method: 'POST',
      url: `/api/stryds/${users.creator.id}/${enc(routine)}/session/finish`,
      payload: {},
    }),
    expected: { anonymous: 401, other: 200, free: 402, premium: 200, creator: 200 },
  },
  {
    name: 'PUT /api/me/history-privacy (own setting only)',
    request: () => ({ method: 'PUT', url: '/api/me/history-privacy', payload: { historyPublic: true } }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'PUT /api/me/session-visibility (own default only)',
    request: () => ({
      method: 'PUT',
      url: '/api/me/session-visibility',
      payload: { visibility: 'followers' },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: "PUT /api/history/sessions/:sessionId/visibility (the owner's session only; others get 404)",
    // The creator's finished session: its id stands where a routine's name would.
    setup: async (ctx) => {
      const name = await routineWithParticipants(ctx, `Seen By ${ctx.seq}`);
      await logOneSet(ctx, name);
      const finished = await ctx.t.app.inject(
        as(ctx.users.creator, {
          method: 'POST',
          url: `/api/stryds/${ctx.users.creator.id}/${enc(name)}/session/finish`,
          payload: {},
        }),
      );
      return finished.json().session.id;
    },
    request: (_actor, { routine: sessionId }) => ({
      method: 'PUT',
      url: `/api/history/sessions/${sessionId}/visibility`,
      payload: { visibility: 'public' },
    }),
    expected: { anonymous: 401, other: 404, free: 404, premium: 404, creator: 200 },
  },
  {
    name: "PUT /api/history/sessions/:sessionId/kudos (anyone who may see it; never the owner's own)",
    setup: (ctx) => publicFinishedSession(ctx, `Kudos For ${ctx.seq}`),
    request: (_actor, { routine: sessionId }) => ({
      method: 'PUT',
      url: `/api/history/sessions/${sessionId}/kudos`,
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 400 },
  },
  {
    name: 'DELETE /api/history/sessions/:sessionId/kudos (only your own kudos go)',
    setup: async (ctx) => {
      const sessionId = await publicFinishedSession(ctx, `Kudos Back ${ctx.seq}`);
      for (const user of [ctx.users.other, ctx.users.free, ctx.users.premium])
        await ctx.t.app.inject(as(user, { method: 'PUT', url: `/api/history/sessions/${sessionId}/kudos` }));
      return sessionId;
    },
    request: (_actor, { routine: sessionId }) => ({
      method: 'DELETE',
      url: `/api/history/sessions/${sessionId}/kudos`,
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 400 },
  },
  {
    name: 'POST /api/history/sessions/:sessionId/comments (anyone who may see it, its owner too)',
    setup: (ctx) => publicFinishedSession(ctx, `Comment On ${ctx.seq}`),
    request: (actor, { routine: sessionId }) => ({
      method: 'POST',
      url: `/api/history/sessions/${sessionId}/comments`,
      payload: { body: `Well done, from ${actor}` },
    }),
    expected: { anonymous: 401, other: 201, free: 201, premium: 201, creator: 201 },
  },
  {
    name: "PATCH /api/comments/:commentId (its writer only; the session's owner neither)",
    // The premium participant's comment on the creator's session: its id stands where a routine's name would.
    setup: async (ctx) => {
      const sessionId = await publicFinishedSession(ctx, `Comment Edit ${ctx.seq}`);
      const written = await ctx.t.app.inject(
        as(ctx.users.premium, {
          method: 'POST',
          url: `/api/history/sessions/${sessionId}/comments`,
          payload: { body: 'First draft' },
        }),
      );
      return written.json().id;
    },
    request: (actor, { routine: commentId }) => ({
      method: 'PATCH',
      url: `/api/comments/${commentId}`,
      payload: { body: `Edited by ${actor}` },
    }),
    expected: { anonymous: 401, other: 403, free: 403, premium: 200, creator: 403 },
  },
  {
    name: 'PUT /api/users/:userID/block (the session user blocks; the path names whom, never on their behalf)',
    // A bystander's id stands where a routine's name would, so no row after this one meets a block.
    setup: async (ctx) => (await signUp(ctx.t.app)).id,
    request: (_actor, { routine: bystanderId }) => ({
      method: 'PUT',
      url: `/api/users/${bystanderId}/block`,
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: "POST /api/reports (anyone who may see the session; never the author's own)",
    setup: (ctx) => publicFinishedSession(ctx, `Report On ${ctx.seq}`),
    request: (_actor, { routine: sessionId }) => ({
      method: 'POST',
      url: '/api/reports',
      payload: { sessionId },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 400 },
  },
  {
    name: 'PUT /api/me/notification-settings (own switches only)',
    request: () => ({
      method: 'PUT',
      url: '/api/me/notification-settings',
      payload: { inApp: { kudos: false } },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'PUT /api/me/display-preferences (own weight unit and theme only)',
    request: () => ({ method: 'PUT', url: '/api/me/display-preferences', payload: { weightUnit: 'lb' } }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'PUT /api/me/plates (own bar and plates only)',
    request: () => ({ method: 'PUT', url: '/api/me/plates', payload: DEFAULT_PLATE_SETUPS.lb }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: "POST /api/me/push-subscriptions (this device, for the signed-in person; no path names another's)",
    request: (actor, { seq }) => ({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: { endpoint: pushEndpoint(seq, actor), keys: PUSH_KEYS },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'DELETE /api/me/push-subscriptions (only your own subscription of that endpoint)',
    setup: async ({ t, users, seq }) => {
      for (const [actor, user] of Object.entries(users))
        await t.app.inject(
          as(user, {
            method: 'POST',
            url: '/api/me/push-subscriptions',
            payload: { endpoint: pushEndpoint(seq, actor), keys: PUSH_KEYS },
          }),
        );
      return '';
    },
    request: (actor, { seq }) => ({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      payload: { endpoint: pushEndpoint(seq, actor) },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'PUT /api/me/rest-timer (your own rest only)',
    request: () => ({ method: 'PUT', url: '/api/me/rest-timer', payload: { seconds: 90 } }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'DELETE /api/me/rest-timer (your own rest only)',
    setup: async ({ t, users }) => {
      for (const user of Object.values(users))
        await t.app.inject(as(user, { method: 'PUT', url: '/api/me/rest-timer', payload: { seconds: 90 } }));
      return '';
    },
    request: () => ({ method: 'DELETE', url: '/api/me/rest-timer' }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: "PUT /api/me/email-preferences (own switches only; no path names another's)",
    request: () => ({ method: 'PUT', url: '/api/me/email-preferences', payload: { 'new-follower': false } }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    name: "POST /api/unsubscribe (a session is no permission: only a valid token, here the creator's tampered)",
    request: (_actor, { t, users }) => {
      const token = createUnsubscribeSigner(t.context.config.authSecret).sign({
        userId: users.creator.id,
        kind: 'routine-joined',
      });
      const forged = Buffer.from(JSON.stringify({ u: users.creator.id, k: 'new-follower' })).toString(
        'base64url',
      );
      return { method: 'POST', url: `/api/unsubscribe?token=${forged}.${token.split('.')[1]}`, payload: {} };
    },
    expected: { anonymous: 400, other: 400, free: 400, premium: 400, creator: 400 },
  },
  {
    name: 'POST /api/stryds/join-routine/:userID/:routineName',
    setup: async ({ t, users, seq }) => {
      const name = `Join Me ${seq}`;
      await createRoutine(t, users.creator, name);
      return name;
    },
    request: (_actor, { users, routine }) => ({
      method: 'POST',
      url: `/api/stryds/join-routine/${users.creator.id}/${enc(routine)}`,
      payload: {},
    }),
    expected: { anonymous: 401, other: 201, free: 402, premium: 201, creator: 400 },
  },
  {
    name: 'POST /api/stryds/leave-routine/:creatorId/:routineName',
    setup: async (ctx) => {
      const name = await routineWithParticipants(ctx, `Leave Me ${ctx.seq}`);
      await ctx.t.app.inject(
        as(ctx.users.other, {
          method: 'POST',
          url: `/api/stryds/join-routine/${ctx.users.creator.id}/${enc(name)}`,
          payload: {},
        }),
      );
      return name;
    },
    request: (_actor, { users, routine }) => ({
      method: 'POST',
      url: `/api/stryds/leave-routine/${users.creator.id}/${enc(routine)}`,
      payload: {},
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 400 },
  },
  {
    name: 'POST /api/stryds/increment-routine-xp/:creatorId/:routineName',
    setup: (ctx) => routineWithParticipants(ctx, `Tick Me ${ctx.seq}`),
    request: (_actor, { users, routine }) => ({
      method: 'POST',
      url: `/api/stryds/increment-routine-xp/${users.creator.id}/${enc(routine)}`,
      payload: { userRoutineXP: 10 },
    }),
    expected: { anonymous: 401, other: 403, free: 402, premium: 200, creator: 200 },
  },
  {
    name: 'POST /api/stryds/decrement-routine-xp/:creatorId/:routineName',
    setup: async (ctx) => {
      const name = await routineWithParticipants(ctx, `Untick Me ${ctx.seq}`);
      await ctx.t.app.inject(
        as(ctx.users.premium, {
          method: 'POST',
          url: `/api/stryds/increment-routine-xp/${ctx.users.creator.id}/${enc(name)}`,
          payload: {},
        }),
      );
      return name;
    },
    request: (_actor, { users, routine }) => ({
      method: 'POST',
      url: `/api/stryds/decrement-routine-xp/${users.creator.id}/${enc(routine)}`,
      payload: {},
    }),
    // The creator has ticked nothing today: nothing to undo.
    expected: { anonymous: 401, other: 403, free: 402, premium: 200, creator: 409 },
  },
  {
    name: 'POST /api/users/:userID/follow (path = the person followed)',
    request: (_actor, { users }) => ({
      method: 'POST',
      url: `/api/users/${users.creator.id}/follow`,
      payload: {},
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 400 },
  },
  {
    name: 'POST /api/users/:userID/unfollow',
    request: (_actor, { users }) => ({
      method: 'POST',
      url: `/api/users/${users.creator.id}/unfollow`,
      payload: {},
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 400 },
  },
  {
    name: 'POST /api/users/:userID/meals',
    request: (actor, { users }) => ({
      method: 'POST',
      url: `/api/users/${selfPath(actor, users)}/meals`,
      payload: mealPlanBody(),
    }),
    expected: { anonymous: 401, other: 403, free: 402, premium: 201, creator: 201 },
  },
  {
    name: 'POST /api/interests/:userId',
    request: (actor, { users }) => ({
      method: 'POST',
      url: `/api/interests/${selfPath(actor, users)}`,
      payload: preferencesBody({ goal: `Goal of ${actor}` }),
    }),
    expected: { anonymous: 401, other: 403, free: 200, premium: 200, creator: 200 },
  },
  {
    name: 'POST /api/native-sign-in/grant (a code for the signed-in user only)',
    request: () => ({
      method: 'POST',
      url: '/api/native-sign-in/grant',
      payload: { challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  // The export has no user in its path: every caller, even one naming the creator, gets their own data.
  {
    name: 'GET /api/me/export (always the caller’s own data)',
    request: (_actor, { users }) => ({ method: 'GET', url: `/api/me/export?userID=${users.creator.id}` }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
    answeredFor: (response, users) => userById(users, response.json().profile.id),
  },
  {
    name: 'GET /api/me/export.csv (always the caller’s own set log)',
    request: (_actor, { users }) => ({ method: 'GET', url: `/api/me/export.csv?userID=${users.creator.id}` }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
    answeredFor: (response, users) =>
      userByName(
        users,
        /filename="stryd-export-(.+)-\d{4}-\d\d-\d\d\.csv"/.exec(
          String(response.headers['content-disposition']),
        )?.[1],
      ),
  },
  // Imports have no user in their path: each caller imports into, and undoes, only their own log (were
  // they all aimed at one account, the second import of the same file would be refused as a duplicate).
  {
    name: 'POST /api/me/imports (always into the caller’s own log)',
    request: (_actor, { users, seq }) => ({
      method: 'POST',
      url: `/api/me/imports?userID=${users.creator.id}`,
      payload: { csv: importCsv(seq) },
    }),
    expected: { anonymous: 401, other: 201, free: 201, premium: 201, creator: 201 },
  },
  {
    name: 'DELETE /api/me/imports/:id (only its owner undoes an import)',
    setup: async ({ t, users, seq }) => {
      const response = await t.app.inject(
        as(users.creator, { method: 'POST', url: '/api/me/imports', payload: { csv: importCsv(seq) } }),
      );
      return response.json().id;
    },
    request: (_actor, { routine }) => ({ method: 'DELETE', url: `/api/me/imports/${routine}` }),
    expected: { anonymous: 401, other: 404, free: 404, premium: 404, creator: 200 },
  },
  // Your account: no user in the path, so a caller can only ever change or delete their own.
  {
    name: 'PATCH /api/me/profile (own name and avatar only)',
    request: (actor, { users, seq }) => ({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: {
        username: actor === 'anonymous' ? users.creator.username : users[actor].username,
        profileImageLink: `https://img.example/${actor}-${seq}.png`,
      },
    }),
    expected: { anonymous: 401, other: 200, free: 200, premium: 200, creator: 200 },
  },
  {
    // Typing someone else's username deletes nothing: nobody deletes another account.
    name: 'DELETE /api/me (confirmed with another account’s username)',
    request: (actor, { users }) => ({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: actor === 'creator' ? users.other.username : users.creator.username },
    }),
    expected: { anonymous: 401, other: 400, free: 400, premium: 400, creator: 400 },
  },
  // Plan management acts on the caller's own subscription only: `premium` holds a demo subscription
  // (the others have an operator's grant or nothing), so nobody else has anything to manage.
  ...(
    [
      ['cancel', 'active', undefined],
      ['resume', 'canceled', undefined],
      ['switch', 'active', { planType: 'stryd-annually' }],
    ] as const
  ).map(
    ([action, status, payload]): Row => ({
      name: `POST /api/payments/subscription/${action} (the caller's own subscription only)`,
      setup: async ({ t, users }) => {
        await recordSubscription(t, users.premium, 'demo', { status });
        return '';
      },
      request: () => ({
        method: 'POST',
        url: `/api/payments/subscription/${action}`,
        ...(payload ? { payload } : {}),
      }),
      expected: { anonymous: 401, other: 404, free: 404, premium: 200, creator: 404 },
    }),
  ),
];

describe.each(testDialects())('authorization matrix on %s', (dialect) => {
  let t: TestApp;
  let users: Users;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const [creator, other, premium, free] = await Promise.all([
      signUpPremium(t),
      signUpPremium(t),
      signUpPremium(t),
      signUp(t.app),
    ]);
    users = { creator, other, premium, free };
  });
  afterAll(async () => t.close());

  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    seq += 1;
    const ctx: Ctx = { t, users, seq };
    const routine = row.setup ? await row.setup(ctx) : '';
    const seen: Record<string, number> = {};
    for (const actor of ACTORS) {
      const before = await snapshot(t.context.database.db);
      const user = actor === 'anonymous' ? null : users[actor];
      const response = await t.app.inject(as(user, row.request(actor, { ...ctx, routine }) as InjectOptions));
      seen[actor] = response.statusCode;
      const after = await snapshot(t.context.database.db);
      if (response.statusCode >= 400) {
        expect(response.json(), `${actor}: error body`).toEqual({
          code: expect.any(String),
          message: expect.any(String),
        });
        expect(after, `${actor}: nothing may change on ${response.statusCode}`).toEqual(before);
      } else if (row.answeredFor) {
        expect(after, `${actor}: a read changes nothing`).toEqual(before);
        expect(row.answeredFor(response, users), `${actor}: whose data came back`).toBe(user);
      } else {
        expect(after, `${actor}: a success changes something`).not.toEqual(before);
      }
    }
    expect(seen).toEqual(row.expected);
  });
});
