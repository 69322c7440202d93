import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { startPushService } from '../../apps/server/src/test/push-service';
import { pushServiceSettings } from './push-service';

/**
 * The e2e push service (support/push-service.ts), as its own process: the server tests' stand-in on a
 * known port, with its certificate written where the app is told to trust it, and a control address.
 */
const settings = pushServiceSettings();
const service = await startPushService({ port: Number(new URL(settings.origin).port) });
writeFileSync(settings.caFile, service.ca);

const json = (status: number, body: unknown) =>
  [status, { 'content-type': 'application/json' }, JSON.stringify(body)] as const;

createServer((request, response) => {
  const url = new URL(request.url ?? '/', settings.control);
  const [status, headers, body] = (() => {
    if (url.pathname === '/health') return json(200, { ok: true });
    if (url.pathname === '/devices' && request.method === 'POST') {
      const device = service.device();
      return json(201, { endpoint: device.endpoint, keys: device.keys });
    }
    if (url.pathname === '/pushes') {
      const endpoint = url.searchParams.get('endpoint');
      const pushes = service.received
        .filter((push) => push.deviceEndpoint === endpoint)
        .map(({ payload, urgency, audience, vapidKey }) => ({ payload, urgency, audience, vapidKey }));
      return json(200, { pushes, refused: service.refused });
    }
    return json(404, { error: 'not found' });
  })();
  response.writeHead(status, headers).end(body);
}).listen(Number(new URL(settings.control).port), '127.0.0.1');
