import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import type { ChangeNotices } from '../db/change-notices';
import type { Database } from '../db/schema';
import { shownName } from '../db/shown-name';
import { unauthorized } from '../http/errors';
import type { Auth } from './auth';
import { findSessionByToken } from './session.repository';

/** Who is making the request, as the server (never the client) decides. */
export interface Viewer {
  id: string;
  username: string;
}

export interface SessionReader {
  optional(request: FastifyRequest): Promise<Viewer | null>;
  required(request: FastifyRequest): Promise<Viewer>;
  /** Forgets every cached session, here and on every other app process (after a sign-out). */
  forgetAll(): Promise<void>;
}

/**
 * How long a verified session token is trusted without asking the database again. A sign-out on any
 * app process clears every process's cache through the database's change notices; while those cannot
 * be received (the listening connection is down), nothing is cached. A session deleted behind the
 * app's back (by hand in the database) stops working within this time.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** At most this many tokens are cached; the oldest entry goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionReaderOptions {
  /** Sign-outs on other processes; without them (unit tests) only this process's own. */
  notices?: ChangeNotices;
  ttlMs?: number;
  maxEntries?: number;
  /**
   * Epoch ms for session expiry and the cache (tests). The wall clock by default, not the app's clock:
   * better-auth stamps its sessions with the wall clock, so they are judged by it (decision 012).
   */
  now?: () => number;
}

interface CachedSession {
  viewer: Viewer;
  /** When the session itself expires (epoch ms); 0 for an answer that must not be cached. */
  expiresAt: number;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The raw value of one cookie (first occurrence, percent-decoded), as better-call parses it. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** better-call's signed cookie: `${value}.${base64(HMAC-SHA256(secret, value))}`; the value or null. */
export function verifySignedCookie(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

const toMs = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * Resolves the signed-in user from better-auth's session cookie: the cookie's HMAC is checked here (as
 * better-auth does), then the token is looked up with one indexed query (sessions.token is unique) and
 * the answer cached in process for SESSION_CACHE_TTL_MS. Requests without a session cookie (e.g. a
 * bearer token) and sessions due for better-auth's rolling refresh (updateAge) go through
 * auth.api.getSession, so its semantics stay the reference.
 */
export function createSessionReader(
  auth: Auth,
  db: Kysely<Database>,
  options: SessionReaderOptions = {},
): SessionReader {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const perRequest = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  const tokens = new TtlCache<CachedSession | null>({ ttlMs, maxEntries, now });
  const notices = options.notices;
  notices?.subscribe(() => tokens.clear());
  const settings = auth.$context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));

  const viaBetterAuth = async (request: FastifyRequest): Promise<Viewer | null> => {
    const session = await auth.api.getSession({ headers: toHeaders(request) });
    if (!session) return null;
    const { user } = session;
    return { id: user.id, username: shownName(user) };
  };

  const lookUp = async (request: FastifyRequest, token: string): Promise<CachedSession | null> => {
    const { expiresInMs, updateAgeMs } = await settings;
    const row = await findSessionByToken(db, token);
    const at = now();
    const expiresAt = row ? toMs(row.expiresAt) : Number.NaN;
    if (!row || !(expiresAt > at)) return null;
    // Rolling expiry is better-auth's business: let it extend the session, and cache next time.
    if (expiresAt - expiresInMs + updateAgeMs <= at) {
      const viewer = await viaBetterAuth(request);
      return viewer && { viewer, expiresAt: 0 };
    }
    return {
      viewer: { id: row.userId, username: shownName(row) },
      expiresAt,
    };
  };

  /** Trusted for the cache's time, never past the session's own expiry; refusals are not cached. */
  const trustUntil = (found: CachedSession | null, at: number) =>
    found && found.expiresAt > at ? Math.min(at + ttlMs, found.expiresAt) : null;

  const load = async (request: FastifyRequest): Promise<Viewer | null> => {
    const { cookieName, secret } = await settings;
    const header = request.headers.cookie;
    const signed = header ? readCookie(header, cookieName) : null;
    if (!signed) return request.headers.authorization ? viaBetterAuth(request) : null;
    const verifyAndLookUp = async () => {
      const token = verifySignedCookie(signed, secret);
      return token ? lookUp(request, token) : null;
    };
    if (notices && !notices.live) return (await verifyAndLookUp())?.viewer ?? null;
    // Keyed by the signed value: a hit is a cookie whose signature was already checked, so no HMAC again.
    const found = await tokens.getOrLoad(signed, verifyAndLookUp, trustUntil);
    return found?.viewer ?? null;
  };

  const optional = (request: FastifyRequest) => {
    let viewer = perRequest.get(request);
    if (!viewer) {
      viewer = load(request);
      perRequest.set(request, viewer);
    }
    return viewer;
  };
  return {
    optional,
    async required(request) {
      const viewer = await optional(request);
      if (!viewer) throw unauthorized();
      return viewer;
    },
    async forgetAll() {
      tokens.clear();
      await notices?.publish();
    },
  };
}
