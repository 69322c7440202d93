import { expect } from '@playwright/test';

/**
 * The e2e push service: a stand-in process (support/push-service-stand-in.ts, started by
 * playwright.config.ts before the app) that receives Web Push as a browser vendor's service would — it
 * checks the VAPID authorization and decrypts the payload with the subscribing device's keys — and a
 * small control address for the tests. The app trusts its certificate and allows its origin.
 */
export function pushServiceSettings() {
  const appPort = Number(process.env.E2E_PORT ?? 3100);
  return {
    /** Where the app posts pushes (https, a self-signed certificate). */
    origin: `https://127.0.0.1:${appPort + 10_000}`,
    /** Where tests make devices and read what arrived (plain http, loopback). */
    control: `http://127.0.0.1:${appPort + 20_000}`,
    /** The stand-in's certificate, written before the app starts (NODE_EXTRA_CA_CERTS). */
    caFile: `${process.env.E2E_DATA_DIR}-push-service-ca.pem`,
  };
}

/** A device subscribed at the stand-in, as a browser's PushManager.subscribe() would make it. */
export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push as the stand-in received it: the decrypted payload, and what its request said. */
export interface ReceivedPush {
  payload: string;
  urgency: string | undefined;
  audience: string;
  vapidKey: string;
}

export async function newPushDevice(): Promise<PushDevice> {
  const response = await fetch(`${pushServiceSettings().control}/devices`, { method: 'POST' });
  expect(response.status).toBe(201);
  return (await response.json()) as PushDevice;
}

/** The pushes that reached `device` so far, oldest first, and the requests the stand-in refused. */
export async function pushesTo(device: PushDevice): Promise<{ pushes: ReceivedPush[]; refused: string[] }> {
  const url = new URL('/pushes', pushServiceSettings().control);
  url.searchParams.set('endpoint', device.endpoint);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as { pushes: ReceivedPush[]; refused: string[] };
}
