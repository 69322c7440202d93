import type { EmailKind } from '@stryd/domain';
import { unsubscribeTokenSchema } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeSigner, unsubscribeLinksFor } from './unsubscribe-token';

const secret = 'a-server-secret-of-at-least-32-characters';
const signer = createUnsubscribeSigner(secret);

/** The token with one character of the part changed to another base64url character. */
function flip(token: string, part: 0 | 1): string {
  const parts = token.split('.');
  const text = parts[part]!;
  const at = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  return parts.join('.');
}

describe('unsubscribe tokens', () => {
  it('name the user and the kind they were signed for, and fit the link schema', () => {
    const token = signer.sign({ userId: 'user-1', kind: 'new-follower' });
    expect(signer.verify(token)).toEqual({ userId: 'user-1', kind: 'new-follower' });
    expect(unsubscribeTokenSchema.safeParse(token).success).toBe(true);
    expect(signer.sign({ userId: 'user-1', kind: 'routine-joined' })).not.toBe(token);
  });

  it('refuse a changed signature or a changed payload', () => {
    const token = signer.sign({ userId: 'user-1', kind: 'new-follower' });
    expect(signer.verify(flip(token, 1))).toBeNull();
    expect(signer.verify(flip(token, 0))).toBeNull();
    // The last character of a 32-byte signature carries spare bits: 'A' and 'B' there decode alike.
    const [payload, signature] = token.split('.') as [string, string];
    for (const last of ['A', 'B', 'C', 'D'])
      if (!signature.endsWith(last))
        expect(signer.verify(`${payload}.${signature.slice(0, -1)}${last}`)).toBeNull();
    // Another user's id under this user's signature.
    const forged = Buffer.from(JSON.stringify({ u: 'user-2', k: 'new-follower' })).toString('base64url');
    expect(signer.verify(`${forged}.${signature}`)).toBeNull();
  });

  it('refuse tokens signed with another secret, truncated, or with extra parts', () => {
    const other = createUnsubscribeSigner('another-secret-another-secret-another');
    const token = other.sign({ userId: 'user-1', kind: 'new-follower' });
    expect(signer.verify(token)).toBeNull();
    const good = signer.sign({ userId: 'user-1', kind: 'new-follower' });
    expect(signer.verify(good.slice(0, -2))).toBeNull();
    expect(signer.verify(`${good}.x`)).toBeNull();
    expect(signer.verify('')).toBeNull();
    expect(signer.verify('.')).toBeNull();
  });

  it('refuse a properly signed token for a kind of mail that does not exist', () => {
    const token = signer.sign({ userId: 'user-1', kind: 'weekly-digest' as EmailKind });
    expect(signer.verify(token)).toBeNull();
  });

  it('are not the secret itself and do not reveal it', () => {
    const token = signer.sign({ userId: 'user-1', kind: 'new-follower' });
    expect(token).not.toContain(secret);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(
      '{"u":"user-1","k":"new-follower"}',
    );
  });

  it('point the page at the site and one-click at the API', () => {
    const links = unsubscribeLinksFor({
      authSecret: secret,
      siteUrl: 'https://fit.example',
      baseUrl: 'https://api.fit.example',
    })('user-1', 'routine-joined');
    expect(links.recipientId).toBe('user-1');
    expect(links.pageUrl).toMatch(/^https:\/\/fit\.example\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
    expect(links.oneClickUrl).toMatch(
      /^https:\/\/api\.fit\.example\/api\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    const token = new URL(links.oneClickUrl).searchParams.get('token')!;
    expect(signer.verify(token)).toEqual({ userId: 'user-1', kind: 'routine-joined' });
  });
});
