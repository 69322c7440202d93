import {
  NOTIFICATION_TITLES,
  PUSH_SUBSCRIPTION_MESSAGES,
  REST_PUSH,
  REST_TIMER_MESSAGES,
  sessionPath,
} from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushServiceStandIn, startPushService, type TestDevice } from '../../test/push-service';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { MAX_PUSH_DEVICES, PUSH_MESSAGES } from './push-subscriptions.service';

/** Issue 33 item 4: Web Push of notifications and of the rest timer's end, at a local push service. */
describe.each(testDialects())('push on %s', (dialect) => {
  let t: TestApp;
  let service: PushServiceStandIn;

  const subscribe = (user: SignedUpUser, device: Pick<TestDevice, 'endpoint' | 'keys'>) =>
    injectAs(t.app, user, 'POST', '/api/me/push-subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
  const subscriptionsOf = (userId: string) =>
    t.context.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .execute();
  const pushedTo = (device: TestDevice) =>
    service.received.filter((p) => p.deviceEndpoint === device.endpoint);
  const kudos = (fan: SignedUpUser, sessionId: string) =>
    injectAs(t.app, fan, 'PUT', `/api/history/sessions/${sessionId}/kudos`);

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp(dialect, { PUSH_SERVICE_ALLOW: service.origin }, { pushServiceCa: service.ca });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it("gives its VAPID key; keeps, moves and forgets a device's subscription", async () => {
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    expect(key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const [ana, ben] = [await signUpPremium(t), await signUpPremium(t)];
    const device = service.device();
    const saved = await subscribe(ana, device);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ subscribed: true });
    expect(await subscriptionsOf(ana.id)).toEqual([{ endpoint: device.endpoint }]);
    // Someone else cannot remove it; the same browser signed in as someone else moves it to them.
    await injectAs(t.app, ben, 'DELETE', '/api/me/push-subscriptions', { endpoint: device.endpoint });
    expect(await subscriptionsOf(ana.id)).toHaveLength(1);
    await subscribe(ben, device);
    expect(await subscriptionsOf(ana.id)).toEqual([]);
    expect(await subscriptionsOf(ben.id)).toEqual([{ endpoint: device.endpoint }]);
    const removed = await injectAs(t.app, ben, 'DELETE', '/api/me/push-subscriptions', {
      endpoint: device.endpoint,
    });
    expect(removed.json()).toEqual({ subscribed: false });
    expect(await subscriptionsOf(ben.id)).toEqual([]);
    expect(
      (await injectAs(t.app, null, 'POST', '/api/me/push-subscriptions', { ...device })).statusCode,
    ).toBe(401);
  });

  it(`pushes to the ${MAX_PUSH_DEVICES} devices subscribed last: another forgets the oldest`, async () => {
    const ana = await signUpPremium(t);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 1 }, () => service.device());
    for (const device of devices) {
      await subscribe(ana, device);
      await new Promise((resolve) => setTimeout(resolve, 2)); // each saved at its own millisecond
    }
    const kept = (await subscriptionsOf(ana.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept).not.toContain(devices[0]!.endpoint);
    expect(kept).toContain(devices.at(-1)!.endpoint);
  });

  it('refuses a bad subscription, or a push service on a private host, with a 400 and keeps nothing', async () => {
    const ana = await signUpPremium(t);
    const { keys } = service.device();
    const cases: [Record<string, unknown>, string][] = [
      [{ endpoint: 'not an address', keys }, PUSH_SUBSCRIPTION_MESSAGES.endpoint],
      [{ endpoint: 'https://push.example.com/x' }, PUSH_SUBSCRIPTION_MESSAGES.keys],
      [
        { endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'short' } },
        PUSH_SUBSCRIPTION_MESSAGES.keys,
      ],
      [{ endpoint: 'http://push.example.com/x', keys }, PUSH_MESSAGES.notHttps],
      [{ endpoint: 'https://localhost/x', keys }, PUSH_MESSAGES.privateHost],
      [{ endpoint: 'https://127.0.0.1:9/x', keys }, PUSH_MESSAGES.privateHost],
      [{ endpoint: 'https://[::1]/x', keys }, PUSH_MESSAGES.privateHost],
      [{ endpoint: 'https://169.254.169.254/latest', keys }, PUSH_MESSAGES.privateHost],
      [{ endpoint: 'https://10.1.2.3/x', keys }, PUSH_MESSAGES.privateHost],
      [{ endpoint: 'https://[::ffff:192.168.1.1]/x', keys }, PUSH_MESSAGES.privateHost],
      [{ endpoint: 'https://user:pw@push.example.com/x', keys }, PUSH_MESSAGES.privateHost],
    ];
    for (const [body, message] of cases) {
      const answer = await injectAs(t.app, ana, 'POST', '/api/me/push-subscriptions', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    expect(await subscriptionsOf(ana.id)).toEqual([]);
    // A public https push service is kept as given.
    expect((await subscribe(ana, { endpoint: 'https://push.example.com/send/abc', keys })).statusCode).toBe(
      200,
    );
  });

  it('pushes a kudos to each device after the request, encrypted, signed, in words, with the screen to open', async () => {
    const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
    const [phone, laptop] = [service.device(), service.device()];
    await subscribe(owner, phone);
    await subscribe(owner, laptop);
    const session = await finishedBenchSession(t, owner, { visibility: 'public' });
    expect((await kudos(fan, session.id)).statusCode).toBe(200);
    // Queued, not sent, by the request that caused it.
    expect(pushedTo(phone)).toEqual([]);
    expect(await t.push.runOnce()).toMatchObject({ sent: 2, failed: 0 });
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    for (const device of [phone, laptop]) {
      const [push] = pushedTo(device);
      expect(push?.message).toMatchObject({
        title: NOTIFICATION_TITLES.kudos,
        body: `${fan.username} gave kudos to your ${session.name} session`,
        url: sessionPath(session.id),
      });
      expect(push).toMatchObject({ vapidKey: key, audience: service.origin, urgency: 'normal', ttl: 86_400 });
    }
    expect(await t.push.runOnce()).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(service.refused).toEqual([]);
  });

  it('follows the push switch of each kind, apart from the in-app one', async () => {
    const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
    const phone = service.device();
    await subscribe(owner, phone);
    await t.context.database.db
      .insertInto('notification_opt_outs')
      .values({ user_id: owner.id, kind: 'follow', channel: 'push' })
      .execute();
    await injectAs(t.app, owner, 'PUT', '/api/me/notification-settings', { inApp: { kudos: false } });
    await injectAs(t.app, fan, 'POST', `/api/users/${owner.id}/follow`, {});
    const session = await finishedBenchSession(t, owner, { visibility: 'public' });
    await kudos(fan, session.id);
    await t.push.runOnce();
    // The follow is in the inbox but not pushed; the kudos is pushed but not in the inbox.
    expect(pushedTo(phone).map((p) => p.message.title)).toEqual([NOTIFICATION_TITLES.kudos]);
    const inbox = (await injectAs(t.app, owner, 'GET', '/api/notifications')).json();
    expect(inbox.items.map((n: { kind: string }) => n.kind)).toEqual(['follow']);
  });

  it('forgets a subscription its push service says is gone (410); the other devices still get theirs', async () => {
    const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
    const [old, current] = [service.device(), service.device()];
    await subscribe(owner, old);
    await subscribe(owner, current);
    service.answer(old, 410);
    await injectAs(t.app, fan, 'POST', `/api/users/${owner.id}/follow`, {});
    expect(await t.push.runOnce()).toMatchObject({ sent: 1, gone: 1 });
    expect(pushedTo(current)).toHaveLength(1);
    expect(await subscriptionsOf(owner.id)).toEqual([{ endpoint: current.endpoint }]);
  });

  it('refuses a rest it cannot keep with a 400, and a skipped rest is not pushed', async () => {
    const ana = await signUpPremium(t);
    const refusals: [Record<string, unknown>, string][] = [
      [{ seconds: 0 }, REST_TIMER_MESSAGES.seconds],
      [{ seconds: 3601 }, REST_TIMER_MESSAGES.seconds],
      [{ seconds: 1.5 }, REST_TIMER_MESSAGES.seconds],
      [{ seconds: 30, from: '2020-01-01T00:00:00Z' }, REST_TIMER_MESSAGES.over],
      [{ seconds: 30, path: '//evil.example/x' }, REST_TIMER_MESSAGES.path],
    ];
    for (const [body, message] of refusals) {
      const answer = await injectAs(t.app, ana, 'PUT', '/api/me/rest-timer', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    const rests = t.context.database.db.selectFrom('rest_timers').selectAll().where('user_id', '=', ana.id);
    expect(await rests.execute()).toEqual([]);
    await injectAs(t.app, ana, 'PUT', '/api/me/rest-timer', { seconds: 60 });
    expect(await rests.execute()).toHaveLength(1);
    expect((await injectAs(t.app, ana, 'DELETE', '/api/me/rest-timer')).json()).toEqual({ running: false });
    expect(await rests.execute()).toEqual([]);
  });

  // Last: it starts the polling workers of two app processes on the same database.
  it("pushes a rest's end within 3 s, once across two processes, with +30 s and Skip", async () => {
    const ana = await signUpPremium(t);
    const phone = service.device();
    await subscribe(ana, phone);
    const other = await t.secondInstance();
    t.push.start();
    other.push.start();

    const path = `/stryds/${ana.id}/Push%20day`;
    const started = await injectAs(t.app, ana, 'PUT', '/api/me/rest-timer', { seconds: 1, path });
    expect(started.statusCode).toBe(200);
    const { endsAt } = started.json() as { endsAt: string };
    await service.waitFor(service.received.length + 1, 5000);
    const [push] = pushedTo(phone);
    expect(push?.message).toEqual({
      title: REST_PUSH.title,
      body: REST_PUSH.body,
      url: path,
      tag: REST_PUSH.tag,
      restEndsAt: endsAt,
      actions: [
        { action: 'rest-more', title: '+30 s' },
        { action: 'rest-skip', title: 'Skip' },
      ],
    });
    expect(push?.urgency).toBe('high');
    expect(push!.at - Date.parse(endsAt)).toBeLessThan(3000);

    // "+30 s": the rest ends 30 s after the end the push named; "Skip": no push for it.
    const more = await injectAs(t.app, ana, 'PUT', '/api/me/rest-timer', { seconds: 30, from: endsAt, path });
    expect(more.json()).toEqual({ endsAt: new Date(Date.parse(endsAt) + 30_000).toISOString() });
    await injectAs(t.app, ana, 'DELETE', '/api/me/rest-timer');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Two processes polled all along: the first rest was pushed once, the skipped one never.
    expect(pushedTo(phone)).toHaveLength(1);
  });
});
