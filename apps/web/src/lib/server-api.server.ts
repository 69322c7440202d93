import { AsyncLocalStorage } from 'node:async_hooks';
import { type ApiTransport, setServerTransport } from './api-client';

// Requests are drawn side by side: each loader's calls go through its own request's transport.
const current = new AsyncLocalStorage<ApiTransport>();
setServerTransport(() => current.getStore());

/** Runs `work` (a loader's queries) with the app's API calls answered by `transport`. */
export function withServerApi<T>(transport: ApiTransport, work: () => Promise<T>): Promise<T> {
  return current.run(transport, work);
}
