import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, emailKindSchema } from '@stryd/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config';

/**
 * Unsubscribe links name a user and a kind of mail, signed so nobody can forge one for another account
 * and nobody needs to sign in to use one (RFC 8058). The key is derived from the server's AUTH_SECRET
 * (better-auth's secret, generated into the data directory when unset) under its own label, so a
 * signature made here is worth nothing anywhere else. Links do not expire: an old mail's link must
 * still work, and all it can do is switch that one kind of mail off for its own recipient.
 */
const KEY_LABEL = 'stryd:email-unsubscribe:v1';

const payloadSchema = z.object({ u: z.string().min(1).max(128), k: emailKindSchema });

export interface UnsubscribeClaim {
  userId: string;
  kind: EmailKind;
}

export interface UnsubscribeSigner {
  sign(claim: UnsubscribeClaim): string;
  /** The claim, or null for a token that is malformed, tampered with or signed with another key. */
  verify(token: string): UnsubscribeClaim | null;
}

export function createUnsubscribeSigner(authSecret: string): UnsubscribeSigner {
  const key = createHmac('sha256', authSecret).update(KEY_LABEL).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign({ userId, kind }) {
      const payload = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      // Compared as text: decoding would accept other spellings of the same bytes (the last character's
      // spare bits), and a tampered link must never pass.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(payload).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = payloadSchema.safeParse(
          JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
        );
        return parsed.success ? { userId: parsed.data.u, kind: parsed.data.k } : null;
      } catch {
        return null;
      }
    },
  };
}

/** Where a mail's unsubscribe links point: the page in its body, the one-click URL in its headers. */
export interface UnsubscribeLinks {
  recipientId: string;
  /** The confirmation page (a GET that changes nothing, safe for link scanners). */
  pageUrl: string;
  /** The RFC 8058 target: POST turns the kind off; a browser's GET is sent on to the page. */
  oneClickUrl: string;
}

export type UnsubscribeLinksFor = (userId: string, kind: EmailKind) => UnsubscribeLinks;

/** Built once per route module from the settings: the site for the page, the API's own origin for POST. */
export function unsubscribeLinksFor(
  config: Pick<AppConfig, 'authSecret' | 'siteUrl' | 'baseUrl'>,
): UnsubscribeLinksFor {
  const signer = createUnsubscribeSigner(config.authSecret);
  const site = config.siteUrl ?? config.baseUrl;
  return (userId, kind) => {
    const token = encodeURIComponent(signer.sign({ userId, kind }));
    return {
      recipientId: userId,
      pageUrl: `${site}/unsubscribe?token=${token}`,
      oneClickUrl: `${config.baseUrl}/api/unsubscribe?token=${token}`,
    };
  };
}
