import { USERNAME_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';

const save = (t: TestApp, user: SignedUpUser | null, payload: object) =>
  t.app.inject(as(user, { method: 'PATCH', url: '/api/me/profile', payload }));

const usersRow = (t: TestApp, id: string) =>
  t.context.database.db
    .selectFrom('users')
    .select(['username', 'displayUsername', 'name', 'image'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each(testDialects())('your profile and settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('changes the shown name and avatar; the new name is the one others see and the one to sign in with', async () => {
    const user = await signUp(t.app);
    const name = `Renamed_${user.id.slice(0, 6)}`;
    const answer = await save(t, user, {
      username: ` ${name} `,
      profileImageLink: 'https://img.example/me.png',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toMatchObject({
      id: user.id,
      username: name,
      profileImageLink: 'https://img.example/me.png',
    });
    expect(await usersRow(t, user.id)).toEqual({
      username: name.toLowerCase(),
      displayUsername: name,
      name,
      image: 'https://img.example/me.png',
    });
    // Cached sessions are forgotten: the next request already sees the new name.
    const me = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.username).toBe(name);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      headers: { origin: 'http://localhost:3000' },
      payload: { username: name, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    // An empty link removes the picture.
    const cleared = await save(t, user, { username: name, profileImageLink: '' });
    expect(cleared.json().user.profileImageLink).toBeNull();
  });

  it.each([
    [{ username: 'ab', profileImageLink: '' }, USERNAME_MESSAGES.length],
    [{ username: 'bad name!', profileImageLink: '' }, USERNAME_MESSAGES.characters],
    [
      { username: 'fine_name', profileImageLink: 'http://img.example/a.png' },
      'The avatar link must be an https:// address.',
    ],
    [
      { username: 'fine_name', profileImageLink: 'javascript:alert(1)' },
      'The avatar link must be an https:// address.',
    ],
    [
      { username: 'fine_name', profileImageLink: `https://x.example/${'a'.repeat(2100)}` },
      'The avatar link must be at most 2048 characters.',
    ],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const user = await signUp(t.app);
    const before = await usersRow(t, user.id);
    const answer = await save(t, user, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(message);
    expect(await usersRow(t, user.id)).toEqual(before);
  });

  it('refuses a name another account holds (any case) with 409; anonymous callers get 401', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const before = await snapshot(t.context.database.db);
    const taken = await save(t, second, { username: first.username.toUpperCase(), profileImageLink: '' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'Username is already taken. Please try another.',
    });
    expect(await usersRow(t, second.id)).toMatchObject({ username: second.username.toLowerCase() });
    expect((await save(t, null, { username: 'nobody_here', profileImageLink: '' })).statusCode).toBe(401);
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('reads the history privacy setting the history page switches', async () => {
    const user = await signUp(t.app);
    const read = () => t.app.inject(as(user, { method: 'GET', url: '/api/me/history-privacy' }));
    expect((await read()).json()).toEqual({ historyPublic: false });
    await t.app.inject(
      as(user, { method: 'PUT', url: '/api/me/history-privacy', payload: { historyPublic: true } }),
    );
    expect((await read()).json()).toEqual({ historyPublic: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/history-privacy' })).statusCode).toBe(401);
  });
});
