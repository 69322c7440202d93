import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, type CommentsAnswer } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausableClock } from '../../clock';
import { withinOneClockHour } from '../../test/one-clock-hour';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { HISTORY_MESSAGES } from '../workout-log/history.service';
import { COMMENT_SERVICE_MESSAGES, COMMENTS_PER_HOUR, commentsRateLimited } from './comments.service';

/** Issue 33 item 3: comments on a finished session, one level of replies, edit and delete, as text only. */
describe.each(testDialects())('comments on %s', (dialect) => {
  const clock = pausableClock();
  let t: TestApp;
  let seq = 0;

  /** A session of the owner's with one set; finished unless `open`. */
  async function session(owner: SignedUpUser, { open = false } = {}): Promise<string> {
    const name = `Talk ${dialect} ${++seq}`;
    await createRoutine(t, owner, name, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 1, workoutReps: '5', exerciseId: 'bench-press' }],
    });
    const base = `/api/stryds/${owner.id}/${enc(name)}`;
    const ticked = await injectAs(t.app, owner, 'PUT', `${base}/sets/talk-${dialect}-${seq}-abcdef`, {
      workoutIndex: 0,
      setIndex: 0,
      reps: 5,
      weightKg: 80,
      seconds: null,
      distanceM: null,
    });
    if (open) return ticked.json().sessionId;
    return (await injectAs(t.app, owner, 'POST', `${base}/session/finish`, {})).json().session.id;
  }

  const post = (viewer: SignedUpUser, sessionId: string, body: Record<string, unknown>) =>
    injectAs(t.app, viewer, 'POST', `/api/history/sessions/${sessionId}/comments`, body);
  const read = async (viewer: SignedUpUser, sessionId: string): Promise<CommentsAnswer> => {
    const answer = await injectAs(t.app, viewer, 'GET', `/api/history/sessions/${sessionId}/comments`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  /** An owner whose sessions followers see, a follower, and a stranger. */
  async function trio() {
    const [owner, fan, stranger] = await Promise.all([signUpPremium(t), signUpPremium(t), signUpPremium(t)]);
    await injectAs(t.app, owner, 'PUT', '/api/me/session-visibility', { visibility: 'followers' });
    await injectAs(t.app, fan, 'POST', `/api/users/${owner.id}/follow`, {});
    return { owner, fan, stranger };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
  });
  afterAll(async () => t.close());

  it('comments and replies one level deep, as threads oldest first, each counted on the feed card', async () => {
    const { owner, fan } = await trio();
    const id = await session(owner);
    const first = await post(fan, id, { body: '  Strong work!\r\nKeep going.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      body: 'Strong work!\nKeep going.',
      person: { id: fan.id, username: fan.username },
      parentId: null,
      editedAt: null,
      canEdit: true,
      canDelete: true,
    });
    const reply = await post(owner, id, { body: 'Thanks!', parentId: first.json().id });
    expect(reply.statusCode).toBe(201);
    const deeper = await post(fan, id, { body: 'Any time', parentId: reply.json().id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe(COMMENT_MESSAGES.replyToReply);
    await post(owner, id, { body: 'Second thread' });

    const { comments } = await read(fan, id);
    expect(comments.map((c) => [c.body, c.replies.map((r) => r.body)])).toEqual([
      ['Strong work!\nKeep going.', ['Thanks!']],
      ['Second thread', []],
    ]);
    // The fan edits and deletes their own; the owner may delete any on their session, edit none but theirs.
    expect(comments[0]).toMatchObject({ canEdit: true, canDelete: true });
    expect(comments[1]).toMatchObject({ canEdit: false, canDelete: false });
    expect((await read(owner, id)).comments[0]).toMatchObject({ canEdit: false, canDelete: true });
    const feed = (await injectAs(t.app, fan, 'GET', '/api/feed')).json();
    expect(feed.items.find((card: { id: string }) => card.id === id)).toMatchObject({ comments: 3 });
  });

  it('keeps text as text and refuses empty, long, control-character and unknown-parent comments', async () => {
    const { owner, fan } = await trio();
    const id = await session(owner);
    const markup = '<img src=x onerror=alert(1)> **bold** https://example.com';
    expect((await post(fan, id, { body: markup })).json().body).toBe(markup);
    const cases: [Record<string, unknown>, string][] = [
      [{ body: '   ' }, COMMENT_MESSAGES.empty],
      [{ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, COMMENT_MESSAGES.tooLong],
      [{ body: 'bell\u0007' }, COMMENT_MESSAGES.controlCharacters],
    ];
    for (const [body, message] of cases) {
      const refused = await post(fan, id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await post(fan, id, { body: 'x'.repeat(COMMENT_MAX_LENGTH) })).statusCode).toBe(201);
    const orphan = await post(fan, id, { body: 'hi', parentId: 'no-such-comment' });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe(COMMENT_MESSAGES.notFound);
    // A comment on another session is no parent here.
    const other = await session(owner);
    const elsewhere = (await post(fan, other, { body: 'there' })).json().id;
    expect((await post(fan, id, { body: 'hi', parentId: elsewhere })).statusCode).toBe(404);
    expect((await read(fan, id)).comments).toHaveLength(2);
  });

  it('only people who may see the session read or write; never on an open session', async () => {
    const { owner, fan, stranger } = await trio();
    const id = await session(owner);
    for (const method of ['GET', 'POST'] as const) {
      const refused = await injectAs(t.app, stranger, method, `/api/history/sessions/${id}/comments`, {
        body: 'hello',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(HISTORY_MESSAGES.private);
    }
    const open = await session(owner, { open: true });
    const early = await post(owner, open, { body: 'mid-workout' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(COMMENT_SERVICE_MESSAGES.unfinished);
    expect((await post(fan, 'no-such-session', { body: 'hi' })).statusCode).toBe(404);
  });

  it('its writer edits a comment; its writer or the session owner deletes it, replies with it', async () => {
    const { owner, fan } = await trio();
    const second = await signUpPremium(t);
    await injectAs(t.app, second, 'POST', `/api/users/${owner.id}/follow`, {});
    const id = await session(owner);
    const comment = (await post(fan, id, { body: 'First!' })).json();
    await post(second, id, { body: 'Nice', parentId: comment.id });

    const edited = await injectAs(t.app, fan, 'PATCH', `/api/comments/${comment.id}`, {
      body: 'First, edited',
    });
    expect(edited.json()).toMatchObject({ body: 'First, edited', editedAt: expect.any(String) });
    for (const who of [owner, second]) {
      const refused = await injectAs(t.app, who, 'PATCH', `/api/comments/${comment.id}`, {
        body: 'mine now',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(COMMENT_MESSAGES.notYours);
    }
    const notTheirs = await injectAs(t.app, second, 'DELETE', `/api/comments/${comment.id}`);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(COMMENT_SERVICE_MESSAGES.notYoursToDelete);
    expect((await injectAs(t.app, owner, 'DELETE', `/api/comments/${comment.id}`)).json()).toEqual({
      deleted: true,
    });
    expect((await read(fan, id)).comments).toEqual([]);
    expect((await injectAs(t.app, fan, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(404);
  });

  it(`allows ${COMMENTS_PER_HOUR} comments an hour, then answers 429 and keeps nothing`, () =>
    withinOneClockHour(clock, async () => {
      const { owner, fan } = await trio();
      const id = await session(owner);
      for (let i = 0; i < COMMENTS_PER_HOUR; i += 1)
        expect((await post(fan, id, { body: `comment ${i}` })).statusCode).toBe(201);
      const refused = await post(fan, id, { body: 'one more' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('COMMENT_RATE_LIMITED');
      const minutes = Number(/in (\d+) minutes?\.$/.exec(refused.json().message)?.[1]);
      expect(refused.json().message).toBe(commentsRateLimited(minutes));
      expect(commentsRateLimited(5)).toBe('You can post 60 comments an hour. Please try again in 5 minutes.');
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await read(fan, id)).comments).toHaveLength(COMMENTS_PER_HOUR);
    }));
});
