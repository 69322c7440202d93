import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushMessage } from '@stryd/domain';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';

/** A browser's side of a subscription: the key pair and auth secret it made, and what it would POST. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** One push as the stand-in received it: decrypted, with what its VAPID authorization claimed. */
export interface ReceivedPush {
  deviceEndpoint: string;
  /** The decrypted payload as sent, and parsed. */
  payload: string;
  message: PushMessage;
  ttl: number;
  urgency: string | undefined;
  vapidKey: string;
  audience: string;
  at: number;
}

export interface PushServiceStandIn {
  origin: string;
  /** The stand-in's certificate, for the app to trust (BuildAppOptions.pushServiceCa). */
  ca: string;
  received: ReceivedPush[];
  /** Requests refused (a bad VAPID signature, an unknown device, a payload that does not decrypt). */
  refused: string[];
  /** A new device subscribed at this push service, as a browser would make it. */
  device(): TestDevice;
  /** The push service answers this device's pushes with `status` from now on (410: it is gone). */
  answer(device: TestDevice, status: number): void;
  /** Waits for the nth push (1-based) to arrive, up to `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** Checks a `vapid t=<JWT>, k=<key>` header: an ES256 JWT signed by k, for this audience, not expired. */
function checkVapid(header: string | undefined, origin: string): { key: string; audience: string } {
  const match = header?.match(/^vapid t=([^,]+),\s*k=(.+)$/);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { key, audience: claims.aud };
}

/**
 * A local push service (an HTTPS server with a self-signed certificate) that receives Web Push requests
 * as a browser vendor's would: it checks the VAPID authorization and decrypts the aes128gcm payload with
 * the device's private key and auth secret. On `port` (e2e's, known before the app starts), else any.
 */
export async function startPushService({ port = 0 }: { port?: number } = {}): Promise<PushServiceStandIn> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, { device: TestDevice; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const known = devices.get(request.url ?? '');
        if (!known || request.method !== 'POST') throw new Error(`unknown subscription ${request.url}`);
        const vapid = checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (known.status >= 400) {
          response.writeHead(known.status).end();
          return;
        }
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: known.device.ecdh,
          authSecret: known.device.keys.auth,
        });
        const payload = plain.toString('utf8');
        received.push({
          deviceEndpoint: known.device.endpoint,
          payload,
          message: JSON.parse(payload) as PushMessage,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          vapidKey: vapid.key,
          audience: vapid.audience,
          at: Date.now(),
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    ca: pems.cert,
    received,
    refused,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomUUID()}`;
      const device = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(randomBytes(16)) },
        ecdh,
      };
      devices.set(path, { device, status: 201 });
      return device;
    },
    answer(device, status) {
      devices.get(new URL(device.endpoint).pathname)!.status = status;
    },
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
